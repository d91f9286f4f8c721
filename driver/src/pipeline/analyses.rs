//! Cached function analyses: computed on first request, kept while the
//! passes that run preserve them, dropped when one may have changed them.
//!
//! Today one analysis: the dominator tree (with the CFG it is built on) per
//! function. What a pass preserves is [`PassId::preserves_cfg`]: a pass
//! that keeps every function's blocks and edges (mem2reg adds block
//! parameters and branch arguments, never a block or an edge; the verifier
//! and kernel selection change no body) keeps the trees; any other pass
//! drops the trees of the functions it ran on, and a pass that renumbers
//! functions (globaldce) drops them all. [`AnalysisCache::computed`] counts
//! recomputations (tested).

use std::sync::Arc;

use cranelift_entity::SecondaryMap;
use dialects::analysis::DomTree;
use dialects::ir::{FuncId, Module};

use super::passes::PassId;

impl PassId {
    /// Whether the pass keeps every function's blocks and CFG edges, so
    /// that dominator trees stay valid.
    pub fn preserves_cfg(self) -> bool {
        matches!(
            self,
            PassId::Verify
                | PassId::Mem2reg
                | PassId::Sroa
                | PassId::InferAddressSpaces
                | PassId::CorrelatedPropagation
                | PassId::Licm
                | PassId::Dse
                | PassId::LoadHoist
                | PassId::PressureHoist
                | PassId::StackColoring
                | PassId::AsmSreg
                | PassId::ByvalCopy
                | PassId::MemCpyOpt
                | PassId::ConstMerge
                | PassId::BarrierOpt
                | PassId::BaseAddressSr
                | PassId::LoopReduce
                | PassId::SelectKernels
        )
    }

    /// Whether the pass may delete or renumber functions.
    pub fn renumbers_functions(self) -> bool {
        matches!(self, PassId::GlobalDce | PassId::Inline)
    }
}

/// Analyses per function, shared read-only with the workers of phase II.
#[derive(Default)]
pub struct AnalysisCache {
    dom: SecondaryMap<FuncId, Option<Arc<DomTree>>>,
    computed: usize,
}

impl AnalysisCache {
    /// The dominator tree of `f` (None for a declaration), computed when
    /// not cached.
    pub fn dom_tree(&mut self, m: &Module, f: FuncId) -> Option<Arc<DomTree>> {
        let body = m.funcs.get(f)?.body.as_ref()?;
        if let Some(t) = &self.dom[f] {
            return Some(t.clone());
        }
        let t = Arc::new(DomTree::new(body));
        self.computed += 1;
        self.dom[f] = Some(t.clone());
        Some(t)
    }

    /// Whether `f`'s dominator tree is cached.
    pub fn has_dom_tree(&self, f: FuncId) -> bool {
        self.dom[f].is_some()
    }

    /// How many analyses were computed so far (cache misses).
    pub fn computed(&self) -> usize {
        self.computed
    }

    /// After `pass` ran on `funcs` (every function for a module pass):
    /// drops what it may have invalidated.
    pub fn after_pass(&mut self, pass: PassId, funcs: &[FuncId]) {
        if pass.renumbers_functions() {
            self.invalidate_all();
        } else if !pass.preserves_cfg() {
            for &f in funcs {
                self.dom[f] = None;
            }
        }
    }

    /// Drops everything.
    pub fn invalidate_all(&mut self) {
        self.dom.clear();
    }
}
