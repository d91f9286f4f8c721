//! The IR core: entities, types, opcodes, attributes, functions, modules.

pub mod attrs;
pub mod builder;
pub mod entities;
pub mod eval;
pub mod fold;
pub mod function;
pub mod half;
pub mod intrinsics;
pub mod loop_hints;
pub mod module;
pub mod opcode;
pub mod types;

pub use attrs::*;
pub use builder::*;
pub use entities::*;
pub use function::*;
pub use module::*;
pub use opcode::*;
pub use types::*;
