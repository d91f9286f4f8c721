//! Analyses over function bodies.
//!
//! Every analysis is computed from a [`Body`](crate::ir::Body) and is a
//! snapshot: it does not follow later edits. Results are keyed by entity
//! (`SecondaryMap`), never by bare indices, and iteration orders are
//! deterministic (layout order or reverse postorder). No analysis panics on a
//! malformed body: entities that do not exist and blocks that are not in the
//! layout are ignored (the verifier reports them).

pub mod bitset;
pub mod cfg;
pub mod dom;
pub mod exhaustive;
pub mod liveness;
pub mod loops;

pub use cfg::ControlFlowGraph;
pub use dom::{DomTree, DominanceFrontiers};
pub use liveness::Liveness;

#[cfg(test)]
pub(crate) mod testutil;
