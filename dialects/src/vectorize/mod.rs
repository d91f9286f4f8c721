//! Loop vectorization in the GPU sense (seed 003): wider memory accesses
//! and interleaving, not SIMD lanes.
//!
//! A thread's loop that walks consecutive elements (`x[row * n + i]` for
//! `i` in a range) runs as a main loop of `VF * IC` iterations per round,
//! in which each group of `VF` consecutive iterations loads and stores its
//! elements with one `ld.v2`/`ld.v4`/`st.v*` per access, followed by the
//! original loop for the iterations left (the epilogue). Arithmetic stays
//! scalar and in its original order, one copy per iteration, so no
//! floating-point reassociation is ever needed: reductions and inductions
//! are carried from copy to copy exactly as the scalar loop carries them.
//!
//! What makes it legal:
//! - the loop is innermost, one block, counted (the runtime unroller's
//!   shape: a bottom test of an induction against a bound set before it),
//!   without calls, atomics, volatile accesses or convergent operations;
//! - every address is a linear form ([`access`]) so that four iterations'
//!   addresses and the distances between them are known;
//! - reordering inside a group breaks no dependence ([`legal`]): pairs at a
//!   constant distance are decided here (the factor halves until they
//!   allow it), pairs of different roots are checked at run time;
//! - a vector access must be aligned to its width (a misaligned one faults
//!   on the GPU), which kernel parameters do not promise: the main loop is
//!   entered only when the first iteration's addresses are aligned, and the
//!   scalar loop runs otherwise. An access is widened only where that
//!   alignment is the same in every thread of a warp ([`uniform`]), so a
//!   warp takes one loop or the other, never both.
//!
//! The factor is capped by PTX's access widths (16 bytes, 4 lanes); the
//! interleave count follows seed 003 (small loops only, at most the
//! target's 2 or `-force-target-max-vector-interleave`). A loop the cost
//! model leaves at one lane (no access widens, or its alignment varies)
//! takes seed 003's interleave-only path when
//! `-force-target-max-scalar-interleave` (the target's maximum is 1) or an
//! `llvm.loop.interleave.count` hint allows more than one iteration per
//! round: the main loop copies the body, nothing is widened.

mod access;
mod legal;
mod uniform;
mod widen;

use rustc_hash::FxHashSet;

use crate::analysis::loops::LoopNest;
use crate::analysis::DomTree;
use crate::ir::loop_hints::VectorizeHint;
use crate::ir::{Block, Body};
use crate::unroll::PressureCheck;
use legal::Plan;

/// The knobs of seed 003 the pass reads.
#[derive(Clone, Debug)]
pub struct VectorizeConfig {
    /// `-vectorize-loops`.
    pub enabled: bool,
    /// `-vectorizer-min-trip-count`: a known trip count below it is left.
    pub min_trip: u64,
    /// `-enable-early-exit-vectorization` (early exits are refused either
    /// way; the remark differs).
    pub early_exit: bool,
    /// `-force-vector-width-outer` (outer loops are not vectorized; the
    /// remark says so).
    pub force_outer: bool,
    /// `-enable-epilogue-vectorization`.
    pub epilogue: bool,
    /// `-epilogue-vectorization-force-VF` (0: chosen; above half the main
    /// loop's lanes, half of them).
    pub epilogue_vf: u64,
    /// `-small-loop-cost`.
    pub small_loop_cost: u64,
    /// `-force-target-max-vector-interleave` (0: the target's).
    pub max_vector_interleave: u64,
    /// `-force-target-max-scalar-interleave` (0: the target's, 1): the
    /// interleave count of loops the cost model leaves at one lane.
    pub max_scalar_interleave: u64,
    /// `-vectorize-varying-alignment` (warpsat): which rows are widened
    /// (see [`Alignment`]).
    pub alignment: Alignment,
}

impl Default for VectorizeConfig {
    fn default() -> Self {
        VectorizeConfig {
            enabled: true,
            min_trip: 16,
            early_exit: false,
            force_outer: false,
            epilogue: true,
            epilogue_vf: 0,
            small_loop_cost: 20,
            max_vector_interleave: 0,
            max_scalar_interleave: 0,
            alignment: Alignment::Uniform,
        }
    }
}

/// Which rows' alignment the vectorizer accepts (`-vectorize-varying-alignment`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Alignment {
    /// 0: provably the same in every thread of a warp.
    Uniform,
    /// 1: also the same once uniform values pass a run-time test (`tid *
    /// n` rows when `n` is a multiple of the vector's elements); when one
    /// fails, every thread takes the scalar loop.
    RowChecks,
    /// 2: any; each thread checks its own rows, and a warp whose threads
    /// disagree runs both loops.
    PerThread,
}

/// LLVM's `epilogue-vectorization-minimum-VF`: the epilogue is vectorized
/// by choice only after a main loop of at least this many iterations per
/// round (never with NVPTX's factors of at most 4 times 2).
pub const EPILOGUE_MIN_LANES: u64 = 16;

/// Why a loop was not vectorized: seed 003's remark tag and message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Missed {
    /// The remark's tag (`LowTripCount`, `CantReorderMemOps`, ...).
    pub tag: &'static str,
    /// Its message.
    pub msg: String,
}

/// What happened to one loop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Vectorized.
    Vectorized {
        /// Vectorization factor: iterations per vector access.
        vf: u64,
        /// Interleave count: vector groups per round of the main loop.
        ic: u64,
        /// Accesses widened.
        widened: usize,
        /// Alignment checks, one per family of widened accesses.
        aligned: usize,
        /// Distance checks between accesses of different roots.
        distances: usize,
        /// Uniform row-length tests (`-vectorize-varying-alignment=1`).
        rows: usize,
        /// Header parameters stepped by a constant.
        inductions: usize,
        /// Other header parameters (carried from copy to copy in order).
        reductions: usize,
        /// The remainder of a vectorized loop, vectorized in turn.
        epilogue: bool,
        /// The interleave count register pressure cut to 1: (the count
        /// planned, predicted registers with it, with one group).
        pressure_cut: Option<(u64, u32, u32)>,
    },
    /// Not vectorized.
    Missed(Missed),
}

/// One loop's decision.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    /// The loop header's name.
    pub header: String,
    /// What was done.
    pub outcome: Outcome,
}

/// The vectorizer's hints on the loop whose single block is `header`.
fn hint(body: &Body, header: Block) -> VectorizeHint {
    body.terminator(header)
        .and_then(|t| body.dfg.meta.get(&t))
        .map(|m| m.vectorize_hint())
        .unwrap_or_default()
}

/// Vectorizes the innermost loops of `body` the plan allows; one decision
/// per loop considered (loops the vectorizer made are not considered).
pub fn vectorize_function(body: &mut Body, cfg: &VectorizeConfig) -> Vec<Decision> {
    vectorize_function_with(body, cfg, None)
}

/// [`vectorize_function`] with the interleave count bounded by register
/// pressure: an interleaved plan is tried on a copy of the body and cut to
/// one group when the predicted registers lose occupancy or spill where
/// one group does not.
pub fn vectorize_function_with(
    body: &mut Body,
    cfg: &VectorizeConfig,
    check: Option<PressureCheck>,
) -> Vec<Decision> {
    let mut out = Vec::new();
    if !cfg.enabled {
        return out;
    }
    let mut seen: FxHashSet<Block> = FxHashSet::default();
    // Remainders to vectorize as epilogues, with their factor.
    let mut epilogues: Vec<(Block, u64)> = Vec::new();
    loop {
        let dt = DomTree::new(body);
        let nest = LoopNest::compute(body, &dt);
        let next = (0..nest.loops.len()).find_map(|l| {
            let h = nest.loops[l].header;
            if let Some(k) = epilogues.iter().position(|&(b, _)| b == h) {
                return Some((l, Some(epilogues.swap_remove(k).1)));
            }
            let fresh = !seen.contains(&h) && !hint(body, h).already;
            fresh.then_some((l, None))
        });
        let Some((l, forced)) = next else {
            return out;
        };
        let header = nest.loops[l].header;
        seen.insert(header);
        let name = body.dfg.block_names[header]
            .clone()
            .unwrap_or_else(|| header.to_string());
        let outcome = match legal::analyze(body, &dt, &nest, l, cfg, forced) {
            Err(m) => Outcome::Missed(m),
            Ok(mut plan) => {
                if forced.is_some() {
                    plan.ic = 1;
                }
                if let (Some(check), true) = (check, plan.ic > 1) {
                    let fit = |ic: u64| {
                        let mut trial = body.clone();
                        let p = Plan { ic, ..plan.clone() };
                        widen::vectorize_loop(&mut trial, &dt, &nest, l, &p).map(|_| check(&trial))
                    };
                    if let (Some(wide), Some(one)) = (fit(plan.ic), fit(1)) {
                        if !wide.keeps(&one) {
                            plan.pressure_cut = Some((plan.ic, wide.regs, one.regs));
                            plan.ic = 1;
                        }
                    }
                }
                if let Some(main) = widen::vectorize_loop(body, &dt, &nest, l, &plan) {
                    seen.insert(main);
                    // The scalar loop is entered from the guard and after
                    // the vector loop: one block before it, so that the
                    // late unroller can take it.
                    let dt = DomTree::new(body);
                    let nest = LoopNest::compute(body, &dt);
                    if let Some(r) = (0..nest.loops.len()).find(|&r| nest.loops[r].header == header)
                    {
                        if nest.entering_block(&dt, r).is_none() {
                            split_preheader(body, &nest, r);
                        }
                    }
                    let lanes = plan.vf * plan.ic;
                    // A forced factor is cut to the largest power of two
                    // below the main loop's lanes (the remainder runs
                    // fewer iterations than that).
                    let e = match cfg.epilogue_vf {
                        0 if lanes >= EPILOGUE_MIN_LANES => plan.vf / 2,
                        0 | 1 => 0,
                        f => {
                            let f = f.min(lanes / 2).max(1);
                            1 << (63 - f.leading_zeros())
                        }
                    };
                    if forced.is_none() && cfg.epilogue && plan.vf > 1 && e >= 2 && e < lanes {
                        epilogues.push((header, e));
                    }
                    Outcome::Vectorized {
                        vf: plan.vf,
                        ic: plan.ic,
                        widened: plan.widened(),
                        aligned: plan.families.len(),
                        distances: plan.checks.len(),
                        rows: plan.uniform.len(),
                        inductions: plan.inductions,
                        reductions: plan.reductions,
                        epilogue: forced.is_some(),
                        pressure_cut: plan.pressure_cut,
                    }
                } else {
                    Outcome::Missed(Missed {
                        tag: "CFGNotUnderstood",
                        msg: "loop control flow is not understood by vectorizer".into(),
                    })
                }
            }
        };
        out.push(Decision {
            header: name,
            outcome,
        });
    }
}

/// Gives loop `l` one block before it that every entering edge goes
/// through.
fn split_preheader(body: &mut Body, nest: &LoopNest, l: usize) {
    use crate::ir::{Attrs, Opcode};
    let h = nest.loops[l].header;
    let p = body.dfg.make_block();
    let params: Vec<_> = body
        .dfg
        .block_params(h)
        .to_vec()
        .into_iter()
        .map(|v| body.dfg.append_block_param(p, body.dfg.value_type(v)))
        .collect();
    let br = body.dfg.make_inst(Opcode::Br, &[], Attrs::None, None);
    let to_h = body.dfg.block_call(h, &params);
    body.dfg.insts[br].succs = vec![to_h];
    body.append_inst(p, br);
    for b in body.layout.blocks.clone() {
        if nest.contains(l, b) {
            continue;
        }
        let Some(t) = body.terminator(b) else {
            continue;
        };
        let mut succs = std::mem::take(&mut body.dfg.insts[t].succs);
        for s in &mut succs {
            if s.block == h {
                let args = body.dfg.call_args(s).to_vec();
                *s = body.dfg.block_call(p, &args);
            }
        }
        body.dfg.insts[t].succs = succs;
    }
    let at = body
        .layout
        .blocks
        .iter()
        .position(|&b| b == h)
        .expect("laid out");
    body.layout.blocks.insert(at, p);
}

impl Decision {
    /// The remark's message, in seed 003's (LLVM's) words where it has
    /// them.
    pub fn message(&self) -> String {
        match &self.outcome {
            Outcome::Missed(m) => m.msg.clone(),
            Outcome::Vectorized {
                vf,
                ic,
                widened,
                aligned,
                distances,
                rows,
                inductions,
                reductions,
                epilogue,
                pressure_cut,
            } => {
                if *vf == 1 {
                    return format!(
                        "interleaved loop (interleaved count: {ic}): the cost-model keeps one \
                         lane; {inductions} induction(s), {reductions} reduction(s) carried in \
                         order"
                    );
                }
                let what = if *epilogue {
                    "vectorized epilogue loop"
                } else {
                    "vectorized loop"
                };
                let cut = pressure_cut.map_or(String::new(), |(want, wide, one)| {
                    format!(
                        "; interleave count {want} would lose occupancy ({wide} registers \
                         predicted, {one} with 1)"
                    )
                });
                format!(
                    "{what} (vectorization width: {vf}, interleaved count: {ic}): {widened} \
                     accesses widened; {inductions} induction(s), {reductions} reduction(s) \
                     carried in order; run-time checks: {aligned} alignment, {distances} \
                     distance{}{cut}",
                    if *rows > 0 {
                        format!(", {rows} row length")
                    } else {
                        String::new()
                    }
                )
            }
        }
    }
}
