//! What the vectorizer may do with a loop: its shape, its instructions,
//! its memory accesses and the dependences between them, and the plan
//! (vectorization factor, interleave count, accesses widened, run-time
//! checks) when it may.

use super::access::{Address, LoopView};
use super::uniform::{Cond, Uniformity};
use super::{Alignment, Missed, VectorizeConfig};
use crate::analysis::loops::LoopNest;
use crate::analysis::DomTree;
use crate::ir::intrinsics::Effects;
use crate::ir::{Attrs, Body, MemAttrs, Opcode, Type, Value, ValueDef};
use crate::unroll::runtime::exit_test;

/// Widest access PTX has for one thread (`ld.v4.b32`, `ld.v2.b64`).
pub const MAX_VECTOR_BYTES: u64 = 16;
/// Seed 003: the vectorization factor stops at 4 on NVPTX.
pub const MAX_VF: u64 = 4;
/// The interleave count warpsat's target allows (LLVM's
/// `getMaxInterleaveFactor`): each group adds `VF` loaded registers per
/// widened load, and ptxas interleaves further on its own.
pub const TARGET_MAX_IC: u64 = 2;
/// The same for loops left scalar: NVPTX's TTI keeps LLVM's default of 1
/// (no interleave-only loops unless `force-target-max-scalar-interleave`
/// or an `llvm.loop.interleave.count` hint asks).
pub const TARGET_MAX_SCALAR_IC: u64 = 1;
/// Run-time dependence checks allowed (LLVM's
/// `runtime-memory-check-threshold`).
pub const MAX_RUNTIME_CHECKS: usize = 8;

/// A load or store of the loop.
#[derive(Clone, Debug)]
pub struct Access {
    /// Position in the loop's block.
    pub pos: usize,
    pub store: bool,
    /// The type loaded or stored.
    pub ty: Type,
    pub size: u64,
    pub addr: Option<Address>,
    /// Bytes the address moves per iteration.
    pub stride: i128,
    pub attrs: MemAttrs,
    /// Address space of the pointer.
    pub space: u32,
    /// The pointer.
    pub ptr: Value,
}

/// A distance checked at run time: access `a` against store `store`.
#[derive(Copy, Clone, Debug)]
pub struct Check {
    pub a: usize,
    pub store: usize,
    /// Whether the two may be at the same address (a load before the
    /// store in the iteration).
    pub zero_ok: bool,
}

/// The loop's plan.
#[derive(Clone, Debug)]
pub struct Plan {
    pub accesses: Vec<Access>,
    /// Per family of widened accesses (one root, same terms, one stride):
    /// its members, leader first; the leader's alignment is checked.
    pub families: Vec<Vec<usize>>,
    /// Pairs of accesses whose distance is checked at run time.
    pub checks: Vec<Check>,
    pub vf: u64,
    pub ic: u64,
    pub inductions: usize,
    pub reductions: usize,
    /// Set when register pressure cut the interleave count (see
    /// `vectorize_function_with`).
    pub pressure_cut: Option<(u64, u32, u32)>,
    /// Uniform values that must be multiples (of row lengths: `tid * n`
    /// rows start alike when `n` is a multiple of 4), checked with the
    /// alignment.
    pub uniform: Vec<Cond>,
}

impl Plan {
    /// Accesses widened.
    pub fn widened(&self) -> usize {
        self.families.iter().map(Vec::len).sum()
    }
}

fn missed(tag: &'static str, msg: impl Into<String>) -> Missed {
    Missed {
        tag,
        msg: msg.into(),
    }
}

/// The plan for innermost loop `l`, or why there is none.
pub fn analyze(
    body: &Body,
    dt: &DomTree,
    nest: &LoopNest,
    l: usize,
    cfg: &VectorizeConfig,
    forced_vf: Option<u64>,
) -> Result<Plan, Missed> {
    let lp = &nest.loops[l];
    let header = lp.header;
    if nest.loops.iter().any(|o| o.parent == Some(l)) {
        let why = if cfg.force_outer {
            "outer-loop vectorization (force-vector-width-outer) is not implemented"
        } else {
            "only innermost loops are vectorized"
        };
        return Err(missed("OuterLoop", why));
    }
    let exiting = nest.exiting(l);
    if exiting.len() > 1 {
        return Err(if cfg.early_exit {
            missed(
                "UncountableEarlyExitUnsupported",
                "Auto-vectorization of early exit loops requiring a scalar epilogue is unsupported",
            )
        } else {
            missed(
                "UncountableEarlyExitLoopsDisabled",
                "Auto-vectorization of loops with uncountable early exit is not enabled",
            )
        });
    }
    if lp.latches != [header] || nest.blocks(l) != [header] {
        return Err(missed(
            "CFGNotUnderstood",
            "loop control flow is not understood by vectorizer",
        ));
    }
    let Some(test) = exit_test(body, nest, l, header) else {
        return Err(missed(
            "CantComputeNumberOfIterations",
            "could not determine number of loop iterations",
        ));
    };
    if let ValueDef::Result(bi) = body.dfg.values[test.bound].def {
        if body.layout.inst_block[bi].is_none_or(|bb| bb == header || !dt.dominates(bb, header)) {
            return Err(missed(
                "CantComputeNumberOfIterations",
                "could not determine number of loop iterations",
            ));
        }
    }
    if nest.entering_block(dt, l).is_none() {
        return Err(missed(
            "CFGNotUnderstood",
            "loop control flow is not understood by vectorizer",
        ));
    }
    let hint = super::hint(body, header);
    if hint.disabled {
        return Err(missed(
            "MissedExplicitlyDisabled",
            "loop not vectorized: vectorization is explicitly disabled",
        ));
    }
    // A count not known but bounded counts by its bound (LLVM's small
    // best-known trip count): a scalar tail of at most three iterations
    // never reaches a vector body.
    let bounded = || crate::unroll::runtime::max_runtime_trip(body, dt, nest, l);
    if let Some(tc) = lp.trip_count.or_else(bounded) {
        if tc < cfg.min_trip && hint.width.is_none() {
            return Err(missed(
                "LowTripCount",
                "The trip count is below the minial threshold value.",
            ));
        }
    }
    let t = body.terminator(header).expect("a latch ends in a branch");
    let back_call = body.dfg.insts[t]
        .succs
        .iter()
        .find(|s| s.block == header)
        .expect("the latch branches back");
    let back = body.dfg.call_args(back_call).to_vec();
    let view = LoopView::new(body, header, &back);
    let accesses = scan(body, &view)?;
    let inductions = view.steps.iter().filter(|s| s.is_some()).count();
    let reductions = view.params.len() - inductions;

    // The widest factor every widenable access allows.
    let widenable = |a: &Access| {
        a.addr.is_some()
            && a.stride.unsigned_abs() == u128::from(a.size)
            && matches!(a.size, 1 | 2 | 4 | 8)
            && matches!(a.ty, Type::Int(8 | 16 | 32 | 64) | Type::F32 | Type::F64)
    };
    let max_vf = accesses
        .iter()
        .filter(|a| widenable(a))
        .map(|a| (MAX_VECTOR_BYTES / a.size).min(MAX_VF))
        .min();
    // Where the cost model settles on one lane, seed 003's interleave-only
    // path may still run the loop `IC` iterations per round.
    let scalar = |m: Missed| -> Result<Plan, Missed> {
        let max_ic = cfg.max_scalar_interleave.max(TARGET_MAX_SCALAR_IC);
        match interleave(body, nest, l, cfg, 1, max_ic, hint.interleave) {
            ic if ic > 1 => Ok(Plan {
                accesses: Vec::new(),
                families: Vec::new(),
                checks: Vec::new(),
                vf: 1,
                ic,
                inductions,
                reductions,
                pressure_cut: None,
                uniform: Vec::new(),
            }),
            _ => Err(m),
        }
    };
    let Some(max_vf) = max_vf else {
        return scalar(missed(
            "VectorizationNotBeneficial",
            "the cost-model indicates that vectorization is not beneficial",
        ));
    };
    let want = forced_vf.or(hint.width).unwrap_or(max_vf);
    let mut vf = max_vf.min(want.max(2));
    vf = 1 << (63 - vf.leading_zeros());
    // The largest factor whose reordering no constant dependence forbids.
    let checks = loop {
        if vf < 2 {
            return Err(missed(
                "CantReorderMemOps",
                "loop not vectorized: cannot prove it is safe to reorder memory operations",
            ));
        }
        match dependences(&accesses, vf) {
            Ok(c) => break c,
            Err(Dep::Never) => {
                return Err(missed(
                    "CantReorderMemOps",
                    "loop not vectorized: cannot prove it is safe to reorder memory operations",
                ))
            }
            Err(Dep::TooClose) => vf /= 2,
        }
    };
    if checks.len() > MAX_RUNTIME_CHECKS {
        return Err(missed(
            "CantReorderMemOps",
            format!(
                "loop not vectorized: cannot prove it is safe to reorder memory operations \
                 ({} run-time checks, more than {MAX_RUNTIME_CHECKS})",
                checks.len()
            ),
        ));
    }
    let families = families(&accesses, vf, widenable);
    // A remainder starts a whole number of the main loop's rounds after
    // the loop did, at the alignment the main loop's test found uniform.
    let mut conds = Vec::new();
    if cfg.alignment != Alignment::PerThread && forced_vf.is_none() {
        let pre = nest.entering_block(dt, l).expect("checked above");
        let pt = body.terminator(pre).expect("a block ends in a branch");
        let call = body.dfg.insts[pt]
            .succs
            .iter()
            .find(|s| s.block == header)
            .expect("the entering edge");
        let init = body.dfg.call_args(call).to_vec();
        // Every stream must be widened: with one left scalar, the checks
        // and the second loop cost about what the widened one saves
        // (dgemv_exp: 8,310 executed instructions, 9,510 with its vector
        // half widened).
        let mut u = Uniformity::new(body);
        let name = |v: Value| {
            body.dfg.value_names[v]
                .as_ref()
                .map_or_else(|| format!("{v}"), |n| format!("%{n}"))
        };
        for f in &families {
            let a = &accesses[f[0]];
            let m = i128::from(vf * a.size);
            let why = match u.address_mod(a.addr.as_ref().expect("widenable"), &init, m) {
                Some(c) if c.is_empty() || cfg.alignment == Alignment::RowChecks => {
                    for c in c {
                        if !conds.contains(&c) {
                            conds.push(c);
                        }
                    }
                    continue;
                }
                Some(c) => format!(
                    "is the same in every thread of a warp only when {} is a multiple of {} \
                     (-vectorize-varying-alignment=1 tests that first)",
                    name(c[0].value),
                    c[0].modulus
                ),
                None => "may differ between the threads of a warp, which would run both \
                         loops (-vectorize-varying-alignment=2 checks it per thread)"
                    .to_string(),
            };
            return scalar(missed(
                "VectorizationNotBeneficial",
                format!(
                    "the cost-model indicates that vectorization is not beneficial: the \
                     alignment of {} {why}",
                    name(a.ptr)
                ),
            ));
        }
    }
    let max_ic = if cfg.max_vector_interleave > 0 {
        cfg.max_vector_interleave
    } else {
        TARGET_MAX_IC
    };
    let ic = interleave(body, nest, l, cfg, vf, max_ic, hint.interleave);
    Ok(Plan {
        accesses,
        families,
        checks,
        vf,
        ic,
        inductions,
        reductions,
        pressure_cut: None,
        uniform: conds,
    })
}

/// The loop's loads and stores; refuses instructions it cannot reorder.
fn scan(body: &Body, view: &LoopView) -> Result<Vec<Access>, Missed> {
    let mut out = Vec::new();
    let mut unknown_read = false;
    for (pos, &i) in body.block_insts(view.block).iter().enumerate() {
        let d = &body.dfg.insts[i];
        match (&d.opcode, &d.attrs) {
            (Opcode::Load | Opcode::Store, Attrs::Mem(m)) => {
                if m.volatile || m.ordering.is_some() {
                    return Err(missed(
                        "CantVectorizeInstruction",
                        "instruction cannot be vectorized: a volatile or atomic access",
                    ));
                }
                let store = d.opcode == Opcode::Store;
                let args = body.dfg.inst_args(i);
                let (ty, p) = if store {
                    (body.dfg.value_type(args[0]), args[1])
                } else {
                    (
                        body.dfg
                            .value_type(body.dfg.inst_result(i).expect("a load's value")),
                        args[0],
                    )
                };
                let addr = view.address(p);
                let stride = addr.as_ref().map_or(0, |a| view.stride(a));
                out.push(Access {
                    pos,
                    store,
                    ty,
                    size: ty.store_size(),
                    addr,
                    stride,
                    attrs: *m,
                    space: match body.dfg.value_type(p) {
                        Type::Ptr(s) => s,
                        _ => 0,
                    },
                    ptr: p,
                });
            }
            (Opcode::Intrinsic, Attrs::Intrinsic(a)) => {
                if a.info.convergent {
                    return Err(missed(
                        "ConvergentOperation",
                        format!(
                            "loop not vectorized: '{}' is convergent (a barrier or warp operation)",
                            a.name
                        ),
                    ));
                }
                match a.info.effects {
                    Effects::Pure => {}
                    Effects::ReadOnly => unknown_read = true,
                    Effects::SideEffect => {
                        return Err(missed(
                            "CantVectorizeCall",
                            format!("call instruction cannot be vectorized ('{}')", a.name),
                        ))
                    }
                }
            }
            (Opcode::Call | Opcode::CallIndirect | Opcode::InlineAsm, _) => {
                return Err(missed(
                    "CantVectorizeCall",
                    "call instruction cannot be vectorized",
                ))
            }
            (Opcode::AtomicRmw | Opcode::CmpXchg | Opcode::Fence | Opcode::Alloca, _) => {
                return Err(missed(
                    "CantVectorizeInstruction",
                    "instruction cannot be vectorized",
                ))
            }
            _ => {}
        }
    }
    if unknown_read && out.iter().any(|a| a.store) {
        return Err(missed(
            "CantReorderMemOps",
            "loop not vectorized: cannot prove it is safe to reorder memory operations",
        ));
    }
    Ok(out)
}

enum Dep {
    /// A pair at a constant distance inside the factor's window.
    TooClose,
    /// A pair whose distance cannot be stated.
    Never,
}

/// Whether distinct address spaces keep two accesses apart (generic, 0,
/// may be anything).
fn spaces_disjoint(a: u32, b: u32) -> bool {
    a != 0 && b != 0 && a != b
}

/// The pairs (one of them a store) to check at run time, when every other
/// pair is at a constant distance the factor allows.
///
/// Widening moves a lane's load up to the first lane of its group and a
/// lane's store down to the last: accesses of one group are reordered,
/// never accesses of different groups. Two accesses moving by the same
/// stride at distance `d` touch a common byte in a group of `vf`
/// iterations only when `|d| < vf * |stride|`; at `d == 0` only in the
/// same iteration, which keeps its order when a load comes before the
/// store (`y[i] += ...`) and not otherwise.
fn dependences(acc: &[Access], vf: u64) -> Result<Vec<Check>, Dep> {
    let mut checks = Vec::new();
    for (si, s) in acc.iter().enumerate().filter(|(_, a)| a.store) {
        for (ai, a) in acc.iter().enumerate() {
            if ai == si || (a.store && ai < si) || spaces_disjoint(a.space, s.space) {
                continue;
            }
            let (Some(sa), Some(aa)) = (&s.addr, &a.addr) else {
                return Err(Dep::Never);
            };
            if s.stride != a.stride || s.stride == 0 || a.size != s.size {
                return Err(Dep::Never);
            }
            let zero_ok = !a.store && a.pos < s.pos;
            let window = i128::from(vf) * s.stride.abs();
            if sa.same_family(aa) {
                let d = aa.lin.c - sa.lin.c;
                if d == 0 && !zero_ok {
                    return Err(Dep::Never);
                }
                if d != 0 && d.abs() < window {
                    return Err(Dep::TooClose);
                }
            } else {
                checks.push(Check {
                    a: ai,
                    store: si,
                    zero_ok,
                });
            }
        }
    }
    Ok(checks)
}

/// Widenable accesses grouped by family (one root, the same terms, stride
/// and type). Only one residue of a family's offsets modulo the vector's
/// bytes can be aligned at once (`x[i-1]` beside `x[i]`): the members are
/// the accesses of the residue most of them share (on a tie the one of
/// offset 0, where the row itself starts), the others stay scalar. The
/// first member is the leader whose alignment is checked.
fn families(acc: &[Access], vf: u64, widenable: impl Fn(&Access) -> bool) -> Vec<Vec<usize>> {
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for (i, a) in acc.iter().enumerate() {
        if !widenable(a) {
            continue;
        }
        let addr = a.addr.as_ref().expect("widenable");
        let home = groups.iter().position(|f| {
            let l = &acc[f[0]];
            l.stride == a.stride
                && l.ty == a.ty
                && l.addr.as_ref().expect("widenable").same_family(addr)
        });
        match home {
            Some(f) => groups[f].push(i),
            None => groups.push(vec![i]),
        }
    }
    groups
        .into_iter()
        .map(|g| {
            let bytes = i128::from(vf * acc[g[0]].size);
            let residue = |i: &usize| {
                acc[*i]
                    .addr
                    .as_ref()
                    .expect("widenable")
                    .lin
                    .c
                    .rem_euclid(bytes)
            };
            let best = g
                .iter()
                .map(residue)
                .max_by_key(|&r| (g.iter().filter(|i| residue(i) == r).count(), r == 0, -r))
                .expect("a group has members");
            g.into_iter().filter(|i| residue(i) == best).collect()
        })
        .collect()
}

/// Seed 003's interleave count: 1 unless the loop is small (its cost
/// below `small-loop-cost`), then as many groups as the cost leaves room
/// for, up to `max_ic` (the target's or the knob's) and to a known trip
/// count's `TC / (2 VF)`; a power of two. An `llvm.loop.interleave.count`
/// hint is taken as given.
fn interleave(
    body: &Body,
    nest: &LoopNest,
    l: usize,
    cfg: &VectorizeConfig,
    vf: u64,
    max_ic: u64,
    hint: Option<u64>,
) -> u64 {
    if let Some(n) = hint {
        return n.clamp(1, 8).next_power_of_two().min(8);
    }
    let cost = body
        .block_insts(nest.loops[l].header)
        .iter()
        .filter(|&&i| !matches!(body.dfg.insts[i].opcode, Opcode::Const | Opcode::Addr))
        .count()
        .max(1) as u64;
    let mut ic = if cost < cfg.small_loop_cost {
        (cfg.small_loop_cost / cost).min(max_ic)
    } else {
        1
    };
    // A round covers at least the runtime unroller's 4 iterations, which
    // the vector loop replaces (it is not copied again): `VF = 2` alone
    // would pay a loop test every 2 iterations (dgemv_exp: 9,310 executed
    // against 8,310 unvectorized).
    ic = ic
        .max(crate::unroll::MIN_RUNTIME_FACTOR as u64 / vf)
        .min(max_ic.max(1));
    if let Some(tc) = nest.loops[l].trip_count {
        ic = ic.min(tc / (vf * 2));
    }
    let ic = ic.max(1);
    1 << (63 - ic.leading_zeros())
}
