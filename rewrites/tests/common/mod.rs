//! Helpers the rule-set tests share.

use dialects::ir::Module;
use rewrites::{optimize_module, EgraphConfig};

/// Optimizes a copy of `m` (every function must come out of the e-graph,
/// and the module must verify); the `slp` remarks, one line each, by
/// function.
pub fn optimize(m: &Module, cfg: &EgraphConfig) -> (Module, Vec<String>) {
    let mut out = m.clone();
    let mut lines = Vec::new();
    for st in optimize_module(&mut out, cfg) {
        assert_eq!(st.fallback, None, "@{}", st.function);
        for r in &st.slp {
            lines.push(format!("@{}: {}", st.function, r.message()));
        }
    }
    dialects::verify::verify_module(&out).unwrap();
    (out, lines)
}

/// The module selected for sm_80 and printed.
#[allow(dead_code)] // not every test crate including this module uses it
pub fn ptx_of(m: &Module) -> String {
    ptx::print::print_module(&isel::select_module(m, "sm_80").unwrap())
}

/// The module selected for `arch` and printed, with the clean-ups after
/// selection (`SelectOptions::dce`: packed pairs kept as words, dead
/// values dropped) or without.
#[allow(dead_code)] // not every test crate including this module uses it
pub fn select_ptx(m: &Module, arch: &str, dce: bool) -> String {
    let opts = isel::SelectOptions {
        dce,
        ..isel::SelectOptions::default()
    };
    ptx::print::print_module(&isel::select_module_with(m, arch, &opts).unwrap())
}

/// A test input under `tests/` (path relative to the repository root),
/// imported.
#[allow(dead_code)] // not every test crate including this module uses it
pub fn import_test(rel: &str) -> Module {
    let path = tests::tools::repo_root().join(rel);
    let text = std::fs::read_to_string(&path).unwrap();
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    llvm::import::import(&name, &text).unwrap()
}

/// The `slp` set with `algebra`, contraction off (bit-exact comparisons),
/// with the DAG extractor or chaos extraction from `chaos`.
#[allow(dead_code)] // not every test crate including this module uses it
pub fn slp_config(slp: rewrites::slp::SlpConfig, chaos: Option<u64>) -> EgraphConfig {
    use rewrites::extract::ExtractorKind;
    EgraphConfig {
        sets: vec!["algebra".into()],
        rule_cfg: rewrites::rules::RuleConfig { fmad: false },
        slp: Some(slp),
        extractor: chaos.map_or(ExtractorKind::default(), ExtractorKind::Chaos),
        ..EgraphConfig::default()
    }
}
