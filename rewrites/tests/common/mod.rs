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
pub fn ptx_of(m: &Module) -> String {
    ptx::print::print_module(&isel::select_module(m, "sm_80").unwrap())
}
