//! warpsat's IR: the entity-based core, the nvvm dialect, the generic text
//! format, LLVM IR import and export, the verifier, analyses, mem2reg and
//! the ptx dialect. Instruction selection (nvvm to ptx) is the `isel` crate
//! (`dialects/isel`), the CPU interpreters the `interp` crate
//! (`dialects/interp`) and the random kernel generator the `kernelgen`
//! crate (`dialects/kernelgen`).
//!
//! ```
//! let src = r#"
//! target triple = "nvptx64-nvidia-cuda"
//! define ptx_kernel void @scale(ptr addrspace(1) %p, float %a) {
//!   %x = load float, ptr addrspace(1) %p, align 4
//!   %y = fmul float %x, %a
//!   store float %y, ptr addrspace(1) %p, align 4
//!   ret void
//! }
//! "#;
//! let m = dialects::llvm::import::import("scale.ll", src).unwrap();
//! let text = dialects::text::print_module(&m);
//! assert!(text.contains("%y = nvvm.fmul %x, %a : f32"));
//! // The generic text reads back to the same module.
//! let back = dialects::text::parse_module("scale.wir", &text).unwrap();
//! assert_eq!(dialects::text::print_module(&back), text);
//! // And exports as NVVM IR 2.0 for libNVVM.
//! let nvvm = dialects::llvm::export::export_nvvm(&m).unwrap();
//! assert!(nvvm.contains("!nvvmir.version"));
//! ```
#![deny(missing_docs)]

pub mod addrspace;
pub mod analysis;
pub mod diag;
pub mod ir;
pub mod llvm;
pub mod mem2reg;
pub mod ptx;
pub mod readonly;
pub mod reflect;
pub mod text;
pub mod verify;

pub use diag::{Diagnostic, SourceMap};
