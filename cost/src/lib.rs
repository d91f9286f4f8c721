//! warpsat's cost model (DESIGN.md §5, docs/cost-model.md): per-SM latency
//! and throughput tables ([`tables`]), opcode classes ([`opclass`]),
//! NVIDIA's occupancy calculation ([`occupancy`]), register pressure on
//! function bodies with a prediction of ptxas's register count
//! ([`pressure`]; on PTX input, with the PTX mnemonic classes, [`ptx`]),
//! natural loops ([`loops`], re-exported from `dialects::analysis`), and
//! the [`model::CostModel`] trait with its
//! default model ([`model`]).
//!
//! ```
//! use cost::model::{CostModel, DefaultModel, KernelConfig};
//! use cost::occupancy::{occupancy, LaunchConfig};
//! use cost::pressure::{predict_registers, Pressure, PressureOptions};
//! use cost::tables::Sm;
//!
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
//! let (_, f) = m.kernels().next().unwrap();
//! let body = f.body.as_ref().unwrap();
//!
//! // Liveness and max-live: p (2 registers) + a + x.
//! let p = Pressure::compute(body, &PressureOptions::default());
//! assert_eq!(p.max.gprs, 4);
//! let regs = predict_registers(&p, &f.bounds, Sm::Sm80, 256).regs;
//!
//! // NVIDIA's occupancy calculation (README §2's first worked example).
//! let o = occupancy(Sm::Sm80, &LaunchConfig::new(32, 256)).unwrap();
//! assert_eq!((o.blocks, o.warps, o.fraction()), (8, 64, 1.0));
//!
//! // The default model: cycles per warp, occupancy-aware.
//! let cfg = KernelConfig::for_function(&m, f, Sm::Sm80, None);
//! let e = DefaultModel::new(Sm::Sm80).estimate(body, &cfg);
//! assert_eq!(e.registers, regs);
//! assert!(e.cost.cycles().unwrap() > 0.0);
//! ```
#![deny(missing_docs)]

pub mod address;
pub use dialects::analysis::bitset;
/// Loops and trip counts live with the other SSA analyses.
pub use dialects::analysis::loops;
pub mod model;
pub mod occupancy;
pub mod opclass;
pub mod pressure;
pub mod ptx;
pub mod tables;
pub mod window;
