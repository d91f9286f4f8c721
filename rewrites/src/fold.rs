//! Constant folding: the folder of `dialects::ir::fold`, which the IR's
//! `sccp` shares, so that both agree on every fold.

pub use dialects::ir::fold::*;
