//! The optimization pipeline (seed 002): the pass registry, optimization
//! levels as named pipelines (`nvopt<O0>` .. `nvopt<O3>`, `nvopt<Ofcmax>`,
//! `nvopt<Ofcmid>`, `nvopt<Ofcmin>`), textual pipelines
//! (`--passes='mem2reg,verify'`), the pass-options registry (`-opt
//! "-name=value"`), remarks, and the pass manager that runs them.
//!
//! Invariants: a pipeline prints as text that parses back to the same
//! pipeline; every knob has a name, a type, a default that parses, a help
//! line and a reader; running a pipeline never skips the verifier after
//! import, and with `--verify-each` (always in debug builds) verifies after
//! every pass.

pub mod analyses;
pub mod codegen;
pub mod dce;
pub mod egraph;
pub mod launch_bounds;
pub mod manager;
pub mod options;
pub mod options_seed002;
pub mod passes;
pub mod remarks;
pub mod remat_block;
pub mod text;
pub mod tier0;
pub mod vectorize;

pub use manager::{Context, PipelineStats, RunConfig, Timers};
pub use options::{PassOptions, OPTIONS};
pub use passes::{PassId, PassKind};
pub use remarks::{Remark, RemarkKind, Remarks};
pub use text::{Level, Pipeline};
