//! The launch and the harness spec: grid and block sizes, scalar
//! arguments, input fills and output buffer sizes.
//!
//! Invariants: blocks are whole warps (32, 64 or 96 threads) so warp
//! operations see full warps, and a grid has at most 128 threads; input
//! buffers are filled from the spec's seed (random ranges, iotas, and
//! special values: extremes, zero, NaN, infinities, subnormals); output
//! buffers are uninitialized, so a comparison sees exactly which bytes a
//! run wrote, and hold `slots * threads` elements; atomic accumulators are
//! zero-filled; the spec's arguments
//! follow the kernel's parameter order.

use super::atomics::ACC_LEN;
use super::rng::GenRng;
use super::state::{Gen, ParamKind};
use super::KERNEL_NAME;
use dialects::ir::Type;
use interp::spec::{ArgSpec, BufferSpec, Fill, Spec};
use interp::{elem_of, ElemType};

/// Instruction limit of a generated launch (far above what any generated
/// kernel executes; hitting it is a bug).
pub(crate) const STEP_LIMIT: u64 = 4_000_000;

/// Blocks and threads per block (one-dimensional).
#[derive(Copy, Clone, Debug)]
pub(crate) struct LaunchPlan {
    pub grid: u32,
    pub block: u32,
}

impl LaunchPlan {
    /// A random launch of at most 128 threads.
    pub(crate) fn choose(rng: &mut GenRng) -> LaunchPlan {
        let (grid, block) = rng.pick(&[
            (2, 32),
            (2, 64),
            (1, 64),
            (3, 32),
            (1, 96),
            (1, 32),
            (4, 32),
        ]);
        LaunchPlan { grid, block }
    }

    /// Threads in the grid.
    pub(crate) fn threads(&self) -> u32 {
        self.grid * self.block
    }
}

/// A random fill for an input buffer of `elem`.
pub(crate) fn input_fill(rng: &mut GenRng, elem: Type) -> Fill {
    if elem.is_float() {
        match rng.below(10) {
            0..=3 => Fill::Random(Some((-1.0, 1.0)), None),
            4..=5 => Fill::Random(Some((-100.0, 100.0)), None),
            6 => Fill::Random(Some((0.0, 1e6)), None),
            7 => Fill::Iota(-8.0, 0.25),
            _ => Fill::Values(
                [
                    "0", "-0", "1.5", "-2", "inf", "-inf", "nan", "1e-40", "3e38", "-7.25", "0.1",
                    "65504", "1e-310", "-1e300",
                ]
                .iter()
                .map(|s| s.to_string())
                .collect(),
            ),
        }
    } else {
        match rng.below(10) {
            0..=3 => Fill::Random(None, None),
            4..=5 => Fill::Random(Some((-10.0, 10.0)), None),
            6 => Fill::Random(Some((0.0, 256.0)), None),
            7 => Fill::Iota(-20.0, 3.0),
            _ => {
                let w = match elem {
                    Type::Int(w) => w,
                    _ => 32,
                };
                let max = (1i128 << (w - 1)) - 1;
                let vals = [0, 1, -1, 2, max, -max - 1, 7, -128, 255, 0x5555];
                Fill::Values(vals.iter().map(|v| v.to_string()).collect())
            }
        }
    }
}

/// A float scalar argument.
pub(crate) fn float_scalar(rng: &mut GenRng) -> f64 {
    match rng.below(6) {
        0 => 0.5,
        1 => -1.25,
        2 => 3.0,
        3 => 1e-3,
        _ => (rng.below(20_000) as f64 - 10_000.0) / 1000.0,
    }
}

/// An `i64` scalar argument.
pub(crate) fn int_scalar(rng: &mut GenRng) -> i64 {
    match rng.below(4) {
        0 => rng.bits() as i64,
        1 => -(rng.below(1000) as i64),
        _ => rng.below(1000) as i64,
    }
}

/// The spec that launches the kernel of `g` on its buffers.
pub(crate) fn spec(g: &Gen) -> Spec {
    let threads = g.launch.threads() as u64;
    let args = g
        .params
        .iter()
        .filter_map(|p| {
            Some(match &p.kind {
                ParamKind::Scalar(v) => ArgSpec::Scalar(v.clone()),
                ParamKind::Input(k) => {
                    let i = &g.inputs[*k];
                    ArgSpec::Buffer(BufferSpec {
                        elem: elem_of(i.elem),
                        len: i.len,
                        fill: i.fill.clone(),
                    })
                }
                ParamKind::Output(k) => {
                    let o = &g.outputs[*k];
                    ArgSpec::Buffer(BufferSpec {
                        elem: elem_of(o.elem),
                        len: o.slots * threads * o.lanes,
                        fill: Fill::Uninit,
                    })
                }
                ParamKind::Acc(k) => ArgSpec::Buffer(BufferSpec {
                    elem: elem_of(g.accs[*k].0),
                    len: ACC_LEN,
                    fill: Fill::Zero,
                }),
                ParamKind::Slab(k) => ArgSpec::Buffer(BufferSpec {
                    elem: ElemType::I64,
                    len: g.callees[*k].slots * threads,
                    fill: Fill::Uninit,
                }),
                ParamKind::Callee => return None,
            })
        })
        .collect();
    Spec {
        corpus: None,
        kernel: KERNEL_NAME.to_string(),
        grid: [g.launch.grid, 1, 1],
        block: [g.launch.block, 1, 1],
        dyn_smem: 0,
        seed: g.cfg.seed,
        step_limit: Some(STEP_LIMIT),
        args,
        symbols: Vec::new(),
    }
}
