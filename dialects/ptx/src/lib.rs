//! The ptx dialect: PTX modules over virtual registers, their printer, and
//! the PTX text importer.
#![deny(missing_docs)]

pub mod analysis;
pub mod module;
pub mod op;
pub mod parse;
pub mod print;
pub mod qual;
pub mod types;

pub use module::*;
pub use op::PtxOp;
pub use qual::Qual;
pub use types::*;
