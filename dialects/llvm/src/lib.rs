//! LLVM IR import (typed and opaque pointers) and export (NVVM IR 2.0, modern).
#![deny(missing_docs)]

pub mod export;
pub mod floats;
pub mod import;
pub mod lexer;
pub mod parser;
