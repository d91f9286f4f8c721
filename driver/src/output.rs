//! Atomic output: write to a temporary file beside the target, then rename,
//! so a failed compile never leaves a partial or clobbered file.

use std::io::Write;
use std::path::Path;

/// Writes `data` to `path` atomically, or to standard output for `-`.
pub fn write_output(path: &Path, data: &[u8]) -> std::io::Result<()> {
    if path.as_os_str() == "-" {
        let mut out = std::io::stdout().lock();
        out.write_all(data)?;
        return out.flush();
    }
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
    tmp.as_file().sync_all()?;
    tmp.persist(path).map_err(|e| e.error)?;
    Ok(())
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
}
