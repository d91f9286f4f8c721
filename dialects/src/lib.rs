//! warpsat's IR core: entities, types, the data-flow graph and layout,
//! the nvvm dialect's opcodes and intrinsic table, the generic text format,
//! the verifier, analyses (CFG, dominators), mem2reg and the address-space
//! passes. Around it, one crate each under `dialects/`: `llvm` (the LLVM IR
//! front end and NVVM IR export), `ptx` (the ptx dialect), `isel`
//! (instruction selection, nvvm to ptx), `interp` (the CPU interpreters)
//! and `kernelgen` (the random kernel generator, test tooling only).
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
//! let m = llvm::import::import("scale.ll", src).unwrap();
//! let text = dialects::text::print_module(&m);
//! assert!(text.contains("%y = nvvm.fmul %x, %a : f32"));
//! // The generic text reads back to the same module.
//! let back = dialects::text::parse_module("scale.wir", &text).unwrap();
//! assert_eq!(dialects::text::print_module(&back), text);
//! // And exports as NVVM IR 2.0 for libNVVM.
//! let nvvm = llvm::export::export_nvvm(&m).unwrap();
//! assert!(nvvm.contains("!nvvmir.version"));
//! ```
#![deny(missing_docs)]

pub mod adce;
pub mod addrspace;
pub mod aggfold;
pub mod analysis;
pub mod asmsreg;
pub mod barrier;
pub mod byvalcopy;
pub mod condfacts;
pub mod constmerge;
pub mod cudaatomics;
pub mod cudabuiltins;
pub mod diag;
pub mod dse;
mod floatfold;
pub mod freeze;
pub mod indexsplit;
pub mod inline;
pub mod ir;
pub mod jumpthread;
pub mod legalize_ints;
pub mod libmcalls;
pub mod licm;
pub mod link;
pub mod loadhoist;
mod loopcopy;
pub mod mem2reg;
pub mod memcpyopt;
pub mod pressurehoist;
pub mod promote;
pub mod readonly;
pub mod reflect;
pub mod sccp;
pub mod simplifycfg;
pub mod sroa;
pub mod stackcolor;
pub mod tailcallelim;
pub mod text;
pub mod unroll;
pub mod unswitch;
pub mod vectorize;
pub mod verify;

pub use diag::{Diagnostic, SourceMap};
