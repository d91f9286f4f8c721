//! warpsat's e-graph: whole functions lifted into egg, GPU rule sets,
//! DAG-aware extraction and dominator-scoped elaboration.
//!
//! The pipeline of [`optimize_function`]: [`lift`] builds the graph and the
//! control skeleton; [`runner`] saturates with the chosen rule sets under
//! node, iteration and time limits; an [`extract::Extractor`] picks one
//! node per class; [`elaborate`] rebuilds the body. Hitting a limit is
//! reported in [`EgraphStats`], never an error; an elaboration or verifier
//! failure (a bug) leaves the function unchanged and is reported too.
//!
//! ```
//! let src = r#"
//! target triple = "nvptx64-nvidia-cuda"
//! define ptx_kernel void @k(ptr addrspace(1) %p, i32 %x) {
//!   %a = add i32 %x, 0
//!   %c = add i32 3, 4
//!   %b = mul i32 %a, %c
//!   store i32 %b, ptr addrspace(1) %p, align 4
//!   ret void
//! }
//! "#;
//! let mut m = llvm::import::import("k.ll", src).unwrap();
//! let cfg = rewrites::EgraphConfig::default();
//! let stats = rewrites::optimize_module(&mut m, &cfg);
//! let text = dialects::text::print_module(&m);
//! // x + 0 is x, 3 + 4 folds to 7.
//! assert!(text.contains("nvvm.mul %x, %c"), "{text}");
//! assert!(text.contains("nvvm.const 7"), "{text}");
//! assert!(!text.contains("nvvm.add"), "{text}");
//! assert_eq!(stats[0].fallback, None);
//! ```
#![deny(missing_docs)]

pub mod analysis;
pub mod basr;
pub mod basr_offsets;
pub mod cost;
pub mod costset;
pub mod dot;
pub mod elaborate;
pub mod export;
pub mod extract;
pub mod fold;
pub mod forward;
pub mod ivdemote;
pub mod ivshare;
pub mod lang;
pub mod lift;
pub mod lsr;
mod lsr_chain;
mod lsr_form;
mod lsr_narrow;
pub mod nlo;
pub mod reassoc;
pub mod remat;
pub mod rules;
pub mod runner;
pub mod schedule;
pub mod share;
pub mod skeleton;
pub mod slp;
pub mod uclone;

pub use runner::{
    optimize_body, optimize_body_with, optimize_function, optimize_module, EgraphConfig,
    EgraphStats, Saturated,
};
