//! Where the external tools are (ptxas, libNVVM, llc-16, ...): a
//! `WARPSAT_*` variable from the environment, else the `export` line of the
//! `.tools/env.sh` that `scripts/setup-tools.sh` writes under a checkout.
//! `warpsat compare`, the benches and the tests share this rule.

use std::path::Path;

/// The value of variable `name` from the environment, else from
/// `root/.tools/env.sh`; `None` when neither sets it.
pub fn tool_var_in(root: &Path, name: &str) -> Option<String> {
    if let Some(v) = std::env::var(name).ok().filter(|v| !v.is_empty()) {
        return Some(v);
    }
    let env = std::fs::read_to_string(root.join(".tools/env.sh")).ok()?;
    env.lines().find_map(|l| {
        let rest = l
            .trim()
            .strip_prefix("export ")?
            .strip_prefix(name)?
            .strip_prefix('=')?;
        Some(rest.trim_matches(|c| c == '\'' || c == '"').to_string())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn env_file_lines_are_read_when_the_environment_is_silent() {
        let dir = std::env::temp_dir().join(format!("warpsat-tools-{}", std::process::id()));
        std::fs::create_dir_all(dir.join(".tools")).unwrap();
        std::fs::write(
            dir.join(".tools/env.sh"),
            "export WARPSAT_TEST_ONLY_TOOL='/opt/x/ptxas'\nexport OTHER=1\n",
        )
        .unwrap();
        assert_eq!(
            tool_var_in(&dir, "WARPSAT_TEST_ONLY_TOOL").as_deref(),
            Some("/opt/x/ptxas")
        );
        assert_eq!(tool_var_in(&dir, "WARPSAT_TEST_ONLY_MISSING"), None);
        std::fs::remove_dir_all(&dir).ok();
    }
}
