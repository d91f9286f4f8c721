//! warpsat's IR: the entity-based core, the nvvm dialect, the generic text
//! format, LLVM IR import and export, the verifier and mem2reg.
#![deny(missing_docs)]

pub mod analysis;
pub mod diag;
pub mod ir;
pub mod llvm;
pub mod mem2reg;
pub mod text;
pub mod verify;

pub use diag::{Diagnostic, SourceMap};
