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
    tmp.write_all(data)?;
    tmp.as_file().sync_all()?;
    tmp.persist(path).map_err(|e| e.error)?;
    Ok(())
}
