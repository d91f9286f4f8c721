//! Full loop unrolling (the `loop-unroll` pass), seed 001's cascade for
//! loops whose trip count is a constant.
//!
//! Per innermost loop, in the seed's order:
//! 1. the local-array multiplier: the largest local array the loop
//!    accesses, in elements, capped at 6, multiplies the budgets;
//! 2. `llvm.loop.unroll.disable` or `count 1`: kept; `count N` at or above
//!    the trip count unrolls fully, a smaller `N` is partial unrolling;
//! 3. `llvm.loop.unroll.full`: unrolled when the estimated size
//!    `FixedCost + TC * (BodySize - FixedCost)` fits the pragma budget;
//! 4. no pragma: unrolled when it fits the level's threshold (405 at O2 and
//!    O3, 150 at O1).
//!
//! For full unrolling `BodySize` is LLVM's code size of the body
//! ([`full_unroll_size`]): what LICM and CSE remove, casts, and the index
//! arithmetic of a GEP (one `ptradd`) are free. Partial and runtime
//! unrolling count every instruction.
//!
//! A loop over the budget whose trip count is at most
//! `unroll-max-iteration-count-to-analyze` is simulated (`boost.rs`):
//! when unrolling folds enough of it, the budget grows by the seed's
//! dynamic cost boost (up to `unroll-max-percent-threshold-boost`).
//! Loops of unknown trip count with one exit unroll at runtime by 4
//! (`runtime.rs`, the loop as epilogue; `prolog.rs`, as prologue, when
//! `waterfall-unrolling-force-epilogue` is 0), except flat ones (a bound whose
//! maximum is known, `n & 3`, allows fewer iterations than
//! `flat-loop-tripcount-threshold`). `unroll-peel-count=N` peels N
//! iterations off loops that do not unroll fully (`peel.rs`); warpsat does
//! not pick peel counts of its own.
//!
//! The transformation copies the loop body once per iteration. Each copy's
//! exit test is known from the trip count: every copy but the last
//! continues into the next, the last leaves the loop. Block parameters
//! with one incoming edge then take their argument, blocks reached only
//! by an unconditional branch merge into their predecessor, and
//! arithmetic on constants folds, so that the induction variable is a
//! constant in each copy and SROA sees constant offsets into local
//! arrays.
//!
//! Convergent operations (barriers, warp shuffles) are copied like any
//! other: full unrolling changes neither which threads run an iteration
//! nor how many iterations run.

use rustc_hash::FxHashSet;

use crate::analysis::loops::LoopNest;
use crate::analysis::DomTree;
use crate::ir::loop_hints::UnrollHint;
use crate::ir::{Attrs, Block, Body, Opcode, Value};

mod boost;
mod full;
mod peel;
mod prolog;
pub(crate) mod runtime;
mod size;

use crate::simplifycfg::simplify;
use full::{unroll_fully, unroll_upper};
use size::{body_size, full_unroll_size, loop_free_insts};

/// Instructions of an iteration that do not multiply with unrolling (the
/// induction increment and the back-edge branch).
pub const FIXED_COST: usize = 2;
/// The smallest factor runtime unrolling uses without a pragma: a body
/// too large for 4 copies gains little from 2 and doubles its live ranges.
pub const MIN_RUNTIME_FACTOR: usize = 4;
/// Seed 001's cap on the local-array multiplier.
pub const MAX_LOCAL_ARRAY_MULTIPLIER: usize = 6;

/// Budgets of the cascade.
#[derive(Clone, Copy, Debug)]
pub struct UnrollConfig {
    /// Size budget of an unrolled loop without a pragma.
    pub threshold: usize,
    /// Size budget of a `#pragma unroll` loop.
    pub pragma_threshold: usize,
    /// Largest trip count unrolled fully (`unroll-full-max-count`).
    pub full_max_count: u64,
    /// Elements assumed for a local array of unknown size
    /// (`unroll-assumed-size`).
    pub assumed_size: u64,
    /// Runtime unrolling allowed (`unroll-runtime`).
    pub runtime: bool,
    /// Largest loop body unrolled at runtime (`runtime-unroll-threshold`).
    pub runtime_threshold: usize,
    /// Size budget of a partially or runtime-unrolled loop
    /// (`unroll-partial-threshold`).
    pub partial_threshold: usize,
    /// The factor tried first (`unroll-count`; the driver's default is 4,
    /// not seed 001's DefaultUnrollRuntimeCount 8: on the corpus at sm_80,
    /// 8 gave 0.885x libNVVM's registers and 1.218x its dynamic
    /// instructions, 4 gave 0.866x and 1.205x, since short loops pay the
    /// epilogue), halved until the budget holds.
    pub count: usize,
    /// Loops of a constant trip count too large to unroll fully may be
    /// unrolled partially (`unroll-allow-partial`).
    pub allow_partial: bool,
    /// Loops with convergent operations may be unrolled at runtime
    /// (`unroll-runtime-convergent`).
    pub runtime_convergent: bool,
    /// Largest bound on the trip count of a loop with early exits that is
    /// unrolled fully to it (`unroll-max-upperbound`).
    pub max_upperbound: u64,
    /// The same for a `#pragma unroll` loop (`max-pragma-upperbound-unroll`).
    pub pragma_upperbound: u64,
    /// Most iterations the dynamic cost boost simulates
    /// (`unroll-max-iteration-count-to-analyze`; 0: no boost).
    pub max_analyze: u64,
    /// Largest dynamic cost boost, in percent
    /// (`unroll-max-percent-threshold-boost`).
    pub max_boost: usize,
    /// Loops known to run fewer iterations are not unrolled at runtime
    /// (`flat-loop-tripcount-threshold`).
    pub flat_threshold: u64,
    /// Iterations peeled off every loop that does not unroll fully
    /// (`unroll-peel-count`; 0: none).
    pub peel_count: usize,
    /// Partial unrolling of a constant trip count may leave a remainder
    /// (`unroll-allow-remainder`): the factor need not divide it.
    pub allow_remainder: bool,
    /// Seed 002's first unroll slot (LLVM's `loop-unroll-full`, before
    /// the vectorizer): only full and upper-bound unrolling; the loops it
    /// keeps get no decision, the late slot decides them.
    pub full_only: bool,
    /// Seed 001's remainder cascade for runtime trip counts: an epilogue
    /// when `waterfall-unrolling-force-epilogue` is set (the default) or
    /// the loop makes a call, otherwise as `unroll-runtime-epilog` says
    /// (0: a prologue).
    pub waterfall_epilogue: bool,
    /// `unroll-runtime-epilog`.
    pub runtime_epilog: bool,
}

impl Default for UnrollConfig {
    fn default() -> Self {
        UnrollConfig {
            threshold: 405,
            pragma_threshold: 32768,
            full_max_count: u64::MAX,
            assumed_size: 4,
            runtime: true,
            runtime_threshold: 95,
            partial_threshold: 150,
            count: 4,
            allow_partial: false,
            runtime_convergent: true,
            max_upperbound: 8,
            pragma_upperbound: 64,
            max_analyze: 10,
            max_boost: 400,
            flat_threshold: 5,
            peel_count: 0,
            allow_remainder: false,
            full_only: false,
            waterfall_epilogue: true,
            runtime_epilog: false,
        }
    }
}

/// What happened to one loop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Unrolled `trip` times.
    Full {
        /// The trip count.
        trip: u64,
        /// The estimated unrolled size (simulated, when boosted).
        size: usize,
        /// The budget it fit (boosted).
        budget: usize,
        /// Whether a pragma asked for it.
        pragma: bool,
        /// The dynamic cost boost applied to the budget, in percent (100:
        /// none).
        boost: usize,
    },
    /// A loop with early exits copied once per iteration its bound allows,
    /// each copy keeping its exits (upper-bound unrolling).
    UpperBound {
        /// The bound: header executions at most.
        trip: u64,
        /// The estimated unrolled size.
        size: usize,
        /// The budget it fit.
        budget: usize,
        /// Whether a pragma asked for it.
        pragma: bool,
    },
    /// Unrolled `factor` times with the original loop as its epilogue (or
    /// prologue).
    Runtime {
        /// The unroll factor.
        factor: usize,
        /// The estimated size of the main loop.
        size: usize,
        /// The budget it fit.
        budget: usize,
        /// Whether a pragma asked for it.
        pragma: bool,
        /// The trip count when it is a constant (partial unrolling).
        trip: Option<u64>,
        /// The pressure check's figures, rolled and unrolled, when the
        /// factor was checked (no pragma, a check given).
        fit: Option<(PressureFit, PressureFit)>,
        /// The original loop runs the remainder first (seed 001's prolog
        /// remainder), not after the main loop.
        prolog: bool,
    },
    /// Its first `count` iterations copied ahead of it (peeling).
    Peeled {
        /// Iterations peeled.
        count: usize,
    },
    /// Kept as a loop, and why.
    Kept(String),
}

/// One loop's decision.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    /// The loop header's name (or number).
    pub header: String,
    /// The outcome.
    pub outcome: Outcome,
}

/// What the register predictor says of a whole function body: the
/// registers ptxas is predicted to use, the warps an SM then holds, and
/// whether the prediction exceeds the kernel's register cap (a spill).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PressureFit {
    /// Predicted registers per thread.
    pub regs: u32,
    /// Resident warps per SM at that count.
    pub warps: u32,
    /// The prediction is over the register cap.
    pub spills: bool,
}

impl PressureFit {
    /// Whether `self` (unrolled) keeps what `rolled` had: as many warps per
    /// SM, and no spill the rolled loop did not have.
    pub fn keeps(&self, rolled: &PressureFit) -> bool {
        self.warps >= rolled.warps && (!self.spills || rolled.spills)
    }
}

/// The register predictor the driver lends the unroller (the cost crate
/// sits above this one).
pub type PressureCheck<'a> = &'a dyn Fn(&Body) -> PressureFit;

/// Unrolls the loops of `body` the cascade selects, innermost first (a
/// loop whose inner loops all unrolled is innermost next; one whose inner
/// loops stayed may still be unrolled fully).
pub fn unroll_function(body: &mut Body, cfg: &UnrollConfig) -> Vec<Decision> {
    unroll_function_with(body, cfg, None)
}

/// [`unroll_function`] with runtime and partial factors chosen under
/// register pressure (item 3 of the unrolling issue, beyond seed 001):
/// a factor the cascade picked without a pragma is tried on a copy of the
/// body and halved while the predicted registers cross an occupancy cliff
/// or spill where the rolled loop did not; when no factor the cascade
/// allows keeps the occupancy, the loop stays rolled and the remark gives
/// the numbers. A pragma's factor is taken as asked.
pub fn unroll_function_with(
    body: &mut Body,
    cfg: &UnrollConfig,
    check: Option<PressureCheck>,
) -> Vec<Decision> {
    // Constants mem2reg exposed (Numba's range bounds, computed through a
    // branch on constants) and the branches they decide are folded first,
    // so that trip counts computed from them are seen.
    simplify(body);
    let mut decided: FxHashSet<Block> = FxHashSet::default();
    let mut out = Vec::new();
    loop {
        let dt = DomTree::new(body);
        let nest = LoopNest::compute(body, &dt);
        // Innermost first; then a loop whose inner loops were all decided
        // and kept (their trip counts depend on its counter: `for q in
        // range(7 - p)`), which only full unrolling may copy, after which
        // each copy of an inner loop has a constant count of its own.
        let children = |l: usize| nest.loops.iter().filter(move |o| o.parent == Some(l));
        let ready: Vec<usize> = (0..nest.loops.len())
            .filter(|&l| !decided.contains(&nest.loops[l].header))
            .filter(|&l| children(l).all(|c| decided.contains(&c.header)))
            .collect();
        let Some(&l) = ready.first() else {
            return out;
        };
        let outer = children(l).next().is_some();
        let header = nest.loops[l].header;
        decided.insert(header);
        let name = body.dfg.block_names[header]
            .clone()
            .unwrap_or_else(|| header.to_string());
        let parent_unrolls = || {
            nest.loops[l].parent.is_some_and(|p| {
                matches!(
                    decide(body, &dt, &nest, p, cfg),
                    Outcome::Full { .. } | Outcome::UpperBound { .. }
                )
            })
        };
        let outcome = match decide(body, &dt, &nest, l, cfg) {
            Outcome::Runtime { .. } if outer => {
                Outcome::Kept("an outer loop is only unrolled fully".into())
            }
            // The enclosing loop unrolls fully: each copy of this loop then
            // has a count of its own (the triangle `q < 5 - p`).
            Outcome::Runtime { .. } if parent_unrolls() => {
                Outcome::Kept("the enclosing loop unrolls fully first".into())
            }
            Outcome::Runtime {
                factor,
                size,
                budget,
                pragma: false,
                trip,
                ..
            } if check.is_some() => {
                let check = check.expect("checked");
                pressure_factor(body, l, factor, trip, check).map_or_else(
                    Outcome::Kept,
                    |(f, fit)| Outcome::Runtime {
                        factor: f,
                        // The size estimate scales with the copies.
                        size: size.saturating_sub(FIXED_COST) / factor * f + FIXED_COST,
                        budget,
                        pragma: false,
                        trip,
                        fit: Some(fit),
                        prolog: false,
                    },
                )
            }
            o => o,
        };
        if cfg.full_only && !matches!(outcome, Outcome::Full { .. } | Outcome::UpperBound { .. }) {
            continue;
        }
        let mut outcome = outcome;
        if let Outcome::Runtime {
            trip: None, prolog, ..
        } = &mut outcome
        {
            *prolog = !cfg.waterfall_epilogue && !cfg.runtime_epilog && !makes_call(body, &nest, l);
        }
        let done = match outcome {
            Outcome::Full { trip, .. } => unroll_fully(body, &dt, &nest, l, trip),
            Outcome::UpperBound { trip, .. } => match nest.max_trip(body, &dt, l) {
                Some((_, counted)) => unroll_upper(body, &dt, &nest, l, trip, counted),
                None => false,
            },
            Outcome::Runtime { factor, prolog, .. } => {
                let unrolled = if prolog {
                    prolog::unroll_prolog(body, &dt, &nest, l, factor)
                } else {
                    runtime::unroll_runtime(body, &dt, &nest, l, factor)
                };
                match unrolled {
                    Some(main) => {
                        decided.insert(main);
                        true
                    }
                    None => false,
                }
            }
            Outcome::Peeled { count } => peel::peel(body, &dt, &nest, l, count),
            Outcome::Kept(_) => false,
        };
        if !done && !matches!(outcome, Outcome::Kept(_)) {
            out.push(Decision {
                header: name,
                outcome: Outcome::Kept(
                    "the loop's shape is not one the unroller copies (one latch, one exiting \
                     block on every iteration; at runtime, a bottom test of a 32-bit counter \
                     against a bound set before the loop)"
                        .into(),
                ),
            });
            continue;
        }
        if done {
            simplify(body);
        }
        out.push(Decision {
            header: name,
            outcome,
        });
    }
}

/// The largest factor from `factor` down (halving; 4 is the least at
/// runtime, 2 with a constant trip count) whose unrolled body keeps the
/// rolled body's occupancy, with the two fits; else why none does.
fn pressure_factor(
    body: &Body,
    l: usize,
    factor: usize,
    trip: Option<u64>,
    check: PressureCheck,
) -> Result<(usize, (PressureFit, PressureFit)), String> {
    let rolled = check(body);
    let least = if trip.is_some() {
        2
    } else {
        MIN_RUNTIME_FACTOR
    };
    let mut f = factor;
    let mut tried = Vec::new();
    while f >= least {
        let mut copy = body.clone();
        let dt = DomTree::new(&copy);
        let nest = LoopNest::compute(&copy, &dt);
        if runtime::unroll_runtime(&mut copy, &dt, &nest, l, f).is_none() {
            // The shape check does not depend on the factor.
            return Ok((factor, (rolled, rolled)));
        }
        simplify(&mut copy);
        let fit = check(&copy);
        if fit.keeps(&rolled) {
            return Ok((f, (rolled, fit)));
        }
        tried.push(format!(
            "by {f}: {} registers, {} warps per SM{}",
            fit.regs,
            fit.warps,
            if fit.spills { ", spilling" } else { "" }
        ));
        f /= 2;
    }
    Err(format!(
        "unrolling would lose occupancy: predicted {} registers and {} warps per SM rolled; {}",
        rolled.regs,
        rolled.warps,
        tried.join("; ")
    ))
}

/// The loop hints on the loop's latches' terminators.
fn latch_hints<'a>(
    body: &'a Body,
    nest: &'a LoopNest,
    l: usize,
) -> impl Iterator<Item = &'a crate::ir::InstMeta> + 'a {
    nest.loops[l]
        .latches
        .iter()
        .filter_map(|&b| body.terminator(b))
        .filter_map(|t| body.dfg.meta.get(&t))
}

/// The loop's unroll hint, from its latches' terminators.
fn hint(body: &Body, nest: &LoopNest, l: usize) -> UnrollHint {
    latch_hints(body, nest, l)
        .map(|m| m.unroll_hint())
        .find(|h| *h != UnrollHint::None)
        .unwrap_or(UnrollHint::None)
}

/// Whether a latch carries `llvm.loop.unroll.runtime.disable`.
fn runtime_disabled(body: &Body, nest: &LoopNest, l: usize) -> bool {
    latch_hints(body, nest, l).any(|m| m.runtime_unroll_disabled())
}

/// Seed 001's local-array multiplier: the largest local array (in
/// elements) a load or store of the loop addresses, between 1 and 6.
fn local_array_multiplier(body: &Body, nest: &LoopNest, l: usize, assumed: u64) -> usize {
    let mut best = 1u64;
    for &b in nest.blocks(l) {
        for &i in body.block_insts(b) {
            let args = body.dfg.inst_args(i);
            let ptr = match body.dfg.insts[i].opcode {
                Opcode::Load => args.first(),
                Opcode::Store => args.get(1),
                _ => None,
            };
            let Some(&p) = ptr else { continue };
            if let Some(n) = alloca_elements(body, p, assumed) {
                best = best.max(n);
            }
        }
    }
    (best as usize).clamp(1, MAX_LOCAL_ARRAY_MULTIPLIER)
}

/// The element count of the alloca `p` points into, through `ptradd`s and
/// casts; `assumed` stands for a count that is not a constant.
fn alloca_elements(body: &Body, mut p: Value, assumed: u64) -> Option<u64> {
    for _ in 0..16 {
        let i = body.dfg.def_inst(p)?;
        let d = &body.dfg.insts[i];
        match (d.opcode, &d.attrs) {
            // A pointer bitcast is the same address (typed-pointer IR:
            // Numba's `bitcast [8 x float]* to float*` of a local array).
            (Opcode::PtrAdd | Opcode::AddrSpaceCast | Opcode::Bitcast, _) => {
                p = body.dfg.inst_args(i)[0]
            }
            (Opcode::Alloca, Attrs::Alloca(ty, _)) => {
                let count = body
                    .dfg
                    .inst_args(i)
                    .first()
                    .map_or(Some(1), |&c| {
                        body.dfg.int_const(c).map(|c| c.0.max(1) as u64)
                    })
                    .unwrap_or(assumed);
                let mut n = count;
                let mut t = *ty;
                while let Some(crate::ir::Compound::Array { elem, len }) = t.as_compound() {
                    n = n.saturating_mul(len);
                    t = elem;
                }
                return Some(n);
            }
            _ => return None,
        }
    }
    None
}

/// Whether the loop's back edge steps a header parameter by 1 or -1.
fn unit_stride(body: &Body, nest: &LoopNest, l: usize) -> bool {
    let header = nest.loops[l].header;
    let params = body.dfg.block_params(header);
    nest.loops[l].latches.iter().all(|&lb| {
        let Some(t) = body.terminator(lb) else {
            return false;
        };
        body.dfg.insts[t]
            .succs
            .iter()
            .filter(|s| s.block == header)
            .any(|s| {
                body.dfg.call_args(s).iter().zip(params).any(|(&a, &p)| {
                    crate::analysis::loops::add_const(body, a)
                        .is_some_and(|(q, c)| q == p && c.abs() == 1)
                })
            })
    })
}

/// Whether the loop holds a convergent operation (a barrier, a warp
/// shuffle or vote, a convergent call).
fn has_convergent(body: &Body, nest: &LoopNest, l: usize) -> bool {
    nest.blocks(l)
        .iter()
        .flat_map(|&b| body.block_insts(b))
        .any(|&i| match &body.dfg.insts[i].attrs {
            Attrs::Intrinsic(a) => a.info.convergent,
            Attrs::Call(c) => c.convergent,
            _ => false,
        })
}

/// Whether the loop calls a function, or a convergent intrinsic (seed
/// 001's `hasCallInLoop`, which forces an epilogue "so that all threads in
/// a warp participate in calls"; math intrinsics are operations here).
fn makes_call(body: &Body, nest: &LoopNest, l: usize) -> bool {
    nest.blocks(l)
        .iter()
        .flat_map(|&b| body.block_insts(b))
        .any(|&i| match &body.dfg.insts[i].attrs {
            Attrs::Call(_) | Attrs::CallIndirect(_) => true,
            Attrs::Intrinsic(a) => a.info.convergent,
            _ => false,
        })
}

fn decide(body: &Body, dt: &DomTree, nest: &LoopNest, l: usize, cfg: &UnrollConfig) -> Outcome {
    let multiplier = local_array_multiplier(body, nest, l, cfg.assumed_size);
    let size = body_size(body, nest, l);
    let free = loop_free_insts(body, dt, nest, l);
    let full_size = full_unroll_size(body, nest, l, &free);
    let trip = nest.loops[l].trip_count;
    // Every copy costs at least one instruction, so a budget bounds the
    // number of copies whatever the body.
    let copies = |tc: u64, size: usize| {
        FIXED_COST + (tc as usize).saturating_mul(size.saturating_sub(FIXED_COST).max(1))
    };
    let est = |tc: u64| copies(tc, size);
    let est_full = |tc: u64| copies(tc, full_size);
    let full = |budget: usize, pragma: bool, why: &str| -> Outcome {
        match trip {
            Some(tc) if tc > cfg.full_max_count => Outcome::Kept(format!(
                "{why}: the trip count {tc} is over unroll-full-max-count {}",
                cfg.full_max_count
            )),
            Some(tc) if est_full(tc) <= budget => Outcome::Full {
                trip: tc,
                size: est_full(tc),
                budget,
                pragma,
                boost: 100,
            },
            Some(tc) => {
                // Seed 001's dynamic cost boost: what unrolling folds away.
                let limit = budget.saturating_mul(cfg.max_boost) / 100;
                let sim = (tc <= cfg.max_analyze.min(boost::MAX_SIMULATED))
                    .then(|| boost::simulate(body, dt, nest, l, (tc, limit), &free))
                    .flatten();
                match sim {
                    Some(s) if s.unrolled < budget.saturating_mul(s.boost(cfg.max_boost)) / 100 => {
                        Outcome::Full {
                            trip: tc,
                            size: s.unrolled,
                            budget: budget.saturating_mul(s.boost(cfg.max_boost)) / 100,
                            pragma,
                            boost: s.boost(cfg.max_boost),
                        }
                    }
                    Some(s) => Outcome::Kept(format!(
                        "{why}: unrolled size {} would exceed the budget {budget}, and {} after \
                         folding the {tc} iterations exceeds it boosted by {}%",
                        est_full(tc),
                        s.unrolled,
                        s.boost(cfg.max_boost)
                    )),
                    None => Outcome::Kept(format!(
                        "{why}: unrolled size {} would exceed the budget {budget}",
                        est_full(tc)
                    )),
                }
            }
            None => match nest.max_trip(body, dt, l) {
                // Seed 001: a loop with early exits whose count is bounded
                // (LLVM's maximum trip count) is unrolled to the bound.
                Some((m, _)) => {
                    // The local-array multiplier scales the bound as it
                    // does the budgets: libNVVM unrolls median16's
                    // insertion loops (bounds up to 15) over a 16-float
                    // local array, 8 x 6 by this reading.
                    let limit = if pragma {
                        cfg.pragma_upperbound
                    } else {
                        cfg.max_upperbound.saturating_mul(multiplier as u64)
                    };
                    if m > limit {
                        Outcome::Kept(format!(
                            "{why}: the trip count is not a constant and its bound {m} is over {}",
                            if pragma {
                                format!("max-pragma-upperbound-unroll {limit}")
                            } else if multiplier > 1 {
                                format!(
                                    "unroll-max-upperbound {} times the local-array multiplier {multiplier}",
                                    cfg.max_upperbound
                                )
                            } else {
                                format!("unroll-max-upperbound {limit}")
                            }
                        ))
                    } else if est_full(m) > budget {
                        Outcome::Kept(format!(
                            "{why}: unrolled to its bound {m}, size {} would exceed the budget {budget}",
                            est_full(m)
                        ))
                    } else {
                        Outcome::UpperBound {
                            trip: m,
                            size: est_full(m),
                            budget,
                            pragma,
                        }
                    }
                }
                None => Outcome::Kept(format!("{why}: the trip count is not a constant")),
            },
        }
    };
    let partial_budget = multiplier * cfg.partial_threshold;
    // Priorities 5 and 6: a factor from `first`, halved until the main
    // loop fits the partial budget.
    let runtime = |first: usize, why: String| -> Outcome {
        if runtime_disabled(body, nest, l) {
            return Outcome::Kept(format!(
                "{why}; llvm.loop.unroll.runtime.disable (the vectorizer made this loop)"
            ));
        }
        if !cfg.runtime_convergent && has_convergent(body, nest, l) {
            return Outcome::Kept(format!(
                "{why}; the loop has convergent operations and unroll-runtime-convergent is 0"
            ));
        }
        if size > cfg.runtime_threshold {
            return Outcome::Kept(format!(
                "{why}; the body ({size}) is over runtime-unroll-threshold {}",
                cfg.runtime_threshold
            ));
        }
        if let Some(m) =
            runtime::max_runtime_trip(body, dt, nest, l).filter(|&m| m < cfg.flat_threshold)
        {
            return Outcome::Kept(format!(
                "{why}; a flat loop: at most {m} iterations, below \
                 flat-loop-tripcount-threshold {}",
                cfg.flat_threshold
            ));
        }
        if !unit_stride(body, nest, l) {
            return Outcome::Kept(format!(
                "{why}; its counter does not step by 1 (a strided loop, as a warp or grid \
                 stride, runs few iterations per thread)"
            ));
        }
        let mut f = first.max(1);
        while f > 1 && est(f as u64) > partial_budget {
            f /= 2;
        }
        if f < MIN_RUNTIME_FACTOR {
            return Outcome::Kept(format!(
                "{why}; no factor of {MIN_RUNTIME_FACTOR} or more fits the budget {partial_budget}"
            ));
        }
        Outcome::Runtime {
            factor: f,
            size: est(f as u64),
            budget: partial_budget,
            pragma: false,
            trip: None,
            fit: None,
            prolog: false,
        }
    };
    // Priority 5: a constant trip count unrolled by the largest power of
    // two that fits the partial budget and divides it (any power of two
    // with `unroll-allow-remainder`); the runtime unroller's epilogue then
    // runs the remainder, or never.
    let partial = |tc: u64, why: String| -> Outcome {
        let per_copy = size.saturating_sub(FIXED_COST).max(1);
        let fit = partial_budget.saturating_sub(FIXED_COST) / per_copy;
        let mut f = cfg.count.min(fit);
        while f > 1
            && !(f.is_power_of_two() && (cfg.allow_remainder || tc.is_multiple_of(f as u64)))
        {
            f -= 1;
        }
        if f < 2 {
            return Outcome::Kept(format!(
                "{why}; no power-of-two factor {}fits the partial budget {partial_budget}",
                if cfg.allow_remainder {
                    String::new()
                } else {
                    format!("dividing the trip count {tc} (unroll-allow-remainder is 0) ")
                }
            ));
        }
        Outcome::Runtime {
            factor: f,
            size: est(f as u64),
            budget: partial_budget,
            pragma: false,
            trip: Some(tc),
            fit: None,
            prolog: false,
        }
    };
    // Runtime unrolling copies loops with one way out.
    let one_exit = nest.exiting(l).len() == 1;
    let fallback = |o: Outcome| -> Outcome {
        match (o, trip) {
            // Seed 001's priority 4, before partial and runtime unrolling.
            (Outcome::Kept(_), _) if cfg.peel_count > 0 => Outcome::Peeled {
                count: cfg.peel_count,
            },
            (Outcome::Kept(why), None) if cfg.runtime && one_exit => runtime(cfg.count, why),
            (Outcome::Kept(why), Some(tc)) if cfg.allow_partial => partial(tc, why),
            (o, _) => o,
        }
    };
    match hint(body, nest, l) {
        UnrollHint::Disable => Outcome::Kept("unrolling disabled by pragma".into()),
        UnrollHint::Count(n) => match trip {
            Some(tc) if n >= tc => full(
                multiplier * cfg.pragma_threshold,
                true,
                "#pragma unroll count",
            ),
            // The pragma's factor, halved while it exceeds the pragma
            // budget (seed 001 searches a smaller factor there).
            _ => {
                let budget = multiplier * cfg.pragma_threshold;
                let mut f = n;
                while f > 1 && est(f) > budget {
                    f /= 2;
                }
                if f < 2 {
                    Outcome::Kept(format!(
                        "#pragma unroll {n}: no factor of 2 or more fits the pragma budget {budget}"
                    ))
                } else {
                    Outcome::Runtime {
                        factor: f as usize,
                        size: est(f),
                        budget,
                        pragma: true,
                        trip,
                        fit: None,
                        prolog: false,
                    }
                }
            }
        },
        UnrollHint::Full => fallback(full(
            multiplier * cfg.pragma_threshold,
            true,
            "#pragma unroll",
        )),
        UnrollHint::Enable | UnrollHint::None => {
            fallback(full(multiplier * cfg.threshold, false, "full unrolling"))
        }
    }
}
