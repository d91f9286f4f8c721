//! Locating the external tools that `scripts/setup-tools.sh` installs: a
//! `WARPSAT_*` variable from the environment, else from `.tools/env.sh`.

use std::path::{Path, PathBuf};

/// The repository root.
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The value of `WARPSAT_<...>` from the environment, else `.tools/env.sh`.
pub fn tool_var(name: &str) -> Option<String> {
    if let Some(v) = std::env::var(name).ok().filter(|v| !v.is_empty()) {
        return Some(v);
    }
    let env = std::fs::read_to_string(repo_root().join(".tools/env.sh")).ok()?;
    env.lines().find_map(|l| {
        let rest = l
            .trim()
            .strip_prefix("export ")?
            .strip_prefix(name)?
            .strip_prefix('=')?;
        Some(rest.trim_matches(|c| c == '\'' || c == '"').to_string())
    })
}

/// An existing tool path from `WARPSAT_<...>`.
pub fn tool(name: &str) -> Option<PathBuf> {
    tool_var(name).map(PathBuf::from).filter(|p| p.exists())
}
