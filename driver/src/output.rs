//! Writing results: regular files atomically (a temporary file beside the
//! target, then a rename), so a failed compile never leaves a partial or
//! clobbered file; everything else in place, as ptxas and llc do.
//!
//! Renaming onto a device node, FIFO or socket would replace it with a
//! regular file: run as root, `-o /dev/null` used to destroy `/dev/null`.
//! A symbolic link is followed, so the link stays and its target gets the
//! output. Standard output is written through a checked path: a closed
//! descriptor or a full device is an error, never a panic or silent loss.

use std::fs::OpenOptions;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Symbolic links followed before giving up (the kernel's own limit is 40).
const MAX_LINKS: usize = 40;

/// Writes `data` to `path`, or to standard output for `-`.
pub fn write_output(path: &Path, data: &[u8]) -> io::Result<()> {
    if path.as_os_str() == "-" {
        return write_stdout(data);
    }
    let target = resolve_links(path)?;
    match std::fs::metadata(&target) {
        Ok(m) if m.is_dir() => Err(io::Error::other("is a directory")),
        Ok(m) if !m.is_file() => write_in_place(&target, data),
        _ => write_atomically(&target, data),
    }
}

/// Follows symbolic links from `path` to the name that is not one (which
/// need not exist: a dangling link's output creates its target).
fn resolve_links(path: &Path) -> io::Result<PathBuf> {
    let mut p = path.to_path_buf();
    for _ in 0..MAX_LINKS {
        match std::fs::symlink_metadata(&p) {
            Ok(m) if m.file_type().is_symlink() => {
                let next = std::fs::read_link(&p)?;
                p = match p.parent() {
                    Some(dir) if next.is_relative() => dir.join(next),
                    _ => next,
                };
            }
            _ => return Ok(p),
        }
    }
    Err(io::Error::other("too many levels of symbolic links"))
}

/// Device nodes, FIFOs and sockets: open the existing node and write.
fn write_in_place(path: &Path, data: &[u8]) -> io::Result<()> {
    let mut f = OpenOptions::new().write(true).open(path)?;
    f.write_all(data)?;
    f.flush()
}

fn write_atomically(path: &Path, data: &[u8]) -> io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let mut tmp = tempfile::NamedTempFile::new_in(dir)?;
    // Temporary files are private (0600); the output gets the mode the file
    // it replaces had, or the usual 0644, as a compiler's output would.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let perm = std::fs::metadata(path)
            .map(|m| m.permissions())
            .unwrap_or_else(|_| std::fs::Permissions::from_mode(0o644));
        tmp.as_file().set_permissions(perm)?;
    }
    tmp.write_all(data)?;
    // The rename makes the output atomic for readers and for a failed
    // compile, which is what the driver promises. No fsync: like llc and
    // clang's output files, surviving a power cut is left to the file
    // system, and an fsync cost more than compiling a small kernel.
    tmp.persist(path).map_err(|e| e.error)?;
    Ok(())
}

/// Writes `data` to standard output and flushes it, reporting failure.
///
/// Rust's runtime reopens a closed standard output on `/dev/null` before
/// `main`, so a closed descriptor is detected by [`stdout_was_closed`],
/// which looks at it before the runtime does.
pub fn write_stdout(data: &[u8]) -> io::Result<()> {
    if stdout_was_closed() {
        return Err(io::Error::new(
            io::ErrorKind::BrokenPipe,
            "standard output is closed",
        ));
    }
    let mut out = io::stdout().lock();
    out.write_all(data)?;
    out.flush()
}

/// Writes a report or listing to standard output; on failure says so and
/// gives exit status 1 (a panic would give 101).
pub fn print_or_fail(data: &str) -> std::process::ExitCode {
    match write_stdout(data.as_bytes()) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: cannot write to standard output: {e}");
            std::process::ExitCode::from(1)
        }
    }
}

/// Whether descriptor 1 was closed when the process started.
pub fn stdout_was_closed() -> bool {
    #[cfg(target_os = "linux")]
    {
        closed_probe::STDOUT_CLOSED.load(std::sync::atomic::Ordering::Relaxed)
    }
    #[cfg(not(target_os = "linux"))]
    {
        false
    }
}

#[cfg(target_os = "linux")]
mod closed_probe {
    use std::sync::atomic::{AtomicBool, Ordering};

    pub static STDOUT_CLOSED: AtomicBool = AtomicBool::new(false);

    /// Runs from `.init_array`, before Rust's runtime puts `/dev/null` on
    /// closed standard descriptors.
    extern "C" fn probe() {
        // SAFETY: F_GETFD on a descriptor number only reads its flags.
        let closed = unsafe { libc::fcntl(1, libc::F_GETFD) } == -1;
        STDOUT_CLOSED.store(closed, Ordering::Relaxed);
    }

    #[used]
    #[link_section = ".init_array"]
    static PROBE: extern "C" fn() = probe;
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    #[test]
    fn outputs_are_0644_or_keep_the_replaced_files_mode() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("o.ptx");
        write_output(&p, b"a").unwrap();
        let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode(&p), 0o644);
        std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o600)).unwrap();
        write_output(&p, b"b").unwrap();
        assert_eq!(mode(&p), 0o600);
        assert_eq!(std::fs::read(&p).unwrap(), b"b");
    }

    #[test]
    fn links_are_followed_relative_to_their_directory_and_kept() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("sub")).unwrap();
        // sub/link -> real (relative to sub/), and a dangling chain.
        std::os::unix::fs::symlink("real", dir.path().join("sub/link")).unwrap();
        std::os::unix::fs::symlink("sub/link", dir.path().join("top")).unwrap();
        write_output(&dir.path().join("top"), b"x").unwrap();
        assert_eq!(std::fs::read(dir.path().join("sub/real")).unwrap(), b"x");
        for l in ["top", "sub/link"] {
            let m = std::fs::symlink_metadata(dir.path().join(l)).unwrap();
            assert!(m.file_type().is_symlink(), "{l} was replaced");
        }
    }

    #[test]
    fn link_loops_and_directories_are_errors() {
        let dir = tempfile::tempdir().unwrap();
        let a = dir.path().join("a");
        std::os::unix::fs::symlink("b", &a).unwrap();
        std::os::unix::fs::symlink("a", dir.path().join("b")).unwrap();
        assert!(write_output(&a, b"x").is_err());
        assert!(write_output(dir.path(), b"x").is_err());
    }
}
