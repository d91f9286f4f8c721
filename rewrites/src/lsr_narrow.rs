//! Narrow index induction variables: the part of loop strength reduction
//! that needs no `nsw`.
//!
//! Why: `x[(k*ny + j + 2)*nx + i]` in a loop over `k`, written with `int`
//! indices and optimized by a front end that dropped a flag on the way
//! (`add i32 %a, 2`, no `nsw`), cannot become a pointer induction
//! variable: the extension of the narrow index does not distribute over
//! the sum, so the pointer after the back edge is not provably the
//! recomputed address. The narrow index itself still steps exactly: `int`
//! arithmetic is a ring modulo 2^32, so an index affine in the loop's
//! counter through additions, subtractions, multiplications by
//! loop-invariant values, shifts by constants and carry-free `or`s
//! advances by `slope · step` every iteration whatever wraps. libNVVM
//! keeps such indices in 32-bit registers stepped by one `add` each
//! (`%r86 += %r9` in PolyBench's 3-D stencil), leaving the extension and
//! the base add at each access; recomputing them cost a `mad` chain per
//! access per iteration.
//!
//! An index is given a header parameter of its own type when it is
//! extended (`sext`, `zext`) inside its innermost loop, the extension
//! reaches a memory access's address, it is affine in one of the loop's
//! induction variables of the same type, and computing it from that
//! variable takes at least two instructions of the loop (one would cost
//! what the new `add` costs). At most [`MAX_NARROW`] per loop, the first
//! in layout order.

use dialects::ir::{Attrs, Block, Body, Const, Inst, IntFlags, Opcode, Type, Value};
use rustc_hash::{FxHashMap, FxHashSet};

use crate::lsr::{
    loop_insts, stepped_param, Aff, Emitter, Ext, Iv, LoopCx, Memo, Shape, Slope, MAX_DEPTH,
};

/// Narrow induction variables one loop may gain (each a register live
/// across the loop).
pub const MAX_NARROW: usize = 4;
/// How far uses are followed from an extension to an address.
const USE_DEPTH: u32 = 6;

/// One index to step.
struct Narrow {
    index: Value,
    iv: Iv,
    step: i128,
    init: Value,
    slope: Slope,
}

/// Arithmetic whose result is all it does: dead when nothing reads it
/// (divisions may trap, so they count as used).
fn pure(op: Opcode) -> bool {
    use Opcode::*;
    (op.is_int_binary() && !matches!(op, UDiv | SDiv | URem | SRem))
        || matches!(op, SExt | ZExt | Trunc | PtrAdd | Const | ICmp | Select)
}

/// The loop's instructions that still matter: earlier groups left the
/// address arithmetic they replaced in place for a later clean-up, and
/// its reads must not count as uses.
fn live(body: &Body, cx: &LoopCx, blocks: &[Block]) -> FxHashSet<Inst> {
    let dfg = &body.dfg;
    let inside: FxHashSet<Block> = blocks.iter().copied().collect();
    let mut live: FxHashSet<Inst> = FxHashSet::default();
    let mut work: Vec<Inst> = Vec::new();
    let mark = |i: Inst, live: &mut FxHashSet<Inst>, work: &mut Vec<Inst>| {
        if live.insert(i) {
            work.push(i);
        }
    };
    for &b in &body.layout.blocks {
        for &i in body.block_insts(b) {
            let d = &dfg.insts[i];
            if inside.contains(&b) {
                if !pure(d.opcode) {
                    mark(i, &mut live, &mut work);
                }
                continue;
            }
            // Read after the loop.
            let succ_args = d.succs.iter().flat_map(|c| dfg.call_args(c));
            for &a in dfg.inst_args(i).iter().chain(succ_args) {
                if let Some(x) = dfg.def_inst(a).filter(|_| cx.in_loop(a)) {
                    mark(x, &mut live, &mut work);
                }
            }
        }
    }
    while let Some(i) = work.pop() {
        for &a in dfg.inst_args(i) {
            if let Some(x) = dfg.def_inst(a).filter(|_| cx.in_loop(a)) {
                mark(x, &mut live, &mut work);
            }
        }
    }
    live
}

/// Users of each value among the loop's live instructions (operands and
/// branch arguments).
fn users(body: &Body, blocks: &[Block], live: &FxHashSet<Inst>) -> FxHashMap<Value, Vec<Inst>> {
    let mut m: FxHashMap<Value, Vec<Inst>> = FxHashMap::default();
    for &b in blocks {
        for &i in body.block_insts(b).iter().filter(|i| live.contains(i)) {
            let d = &body.dfg.insts[i];
            let succ_args = d.succs.iter().flat_map(|c| body.dfg.call_args(c));
            for &a in body.dfg.inst_args(i).iter().chain(succ_args) {
                m.entry(a).or_default().push(i);
            }
        }
    }
    m
}

/// How many loop-invariant registers the loop stops reading once the
/// indices `chosen` are stepped: the instructions computing them die
/// (those whose results nothing else in the loop reads), and with them
/// the invariants only they read.
fn freed(body: &Body, cx: &LoopCx, uses: &FxHashMap<Value, Vec<Inst>>, chosen: &[Value]) -> usize {
    let dfg = &body.dfg;
    let mut dead: FxHashSet<Inst> = chosen.iter().filter_map(|&n| dfg.def_inst(n)).collect();
    let mut work: Vec<Inst> = dead.iter().copied().collect();
    while let Some(i) = work.pop() {
        for &a in dfg.inst_args(i) {
            let Some(d) = dfg.def_inst(a).filter(|_| cx.in_loop(a)) else {
                continue;
            };
            if dead.contains(&d) || dfg.insts[d].opcode == Opcode::Const {
                continue;
            }
            let all_dead = uses
                .get(&a)
                .is_some_and(|us| us.iter().all(|u| dead.contains(u)));
            if all_dead {
                dead.insert(d);
                work.push(d);
            }
        }
    }
    let mut out: FxHashSet<Value> = FxHashSet::default();
    for &i in &dead {
        for &a in dfg.inst_args(i) {
            if cx.in_loop(a) || dfg.const_value(a).is_some() {
                continue;
            }
            if uses
                .get(&a)
                .is_some_and(|us| us.iter().all(|u| dead.contains(u)))
            {
                out.insert(a);
            }
        }
    }
    out.len()
}

/// Whether `v` reaches the address operand of a load or store through
/// pure address arithmetic.
fn reaches_address(body: &Body, uses: &FxHashMap<Value, Vec<Inst>>, v: Value, depth: u32) -> bool {
    let Some(us) = uses.get(&v) else {
        return false;
    };
    us.iter().any(|&i| {
        let d = &body.dfg.insts[i];
        let args = body.dfg.inst_args(i);
        match d.opcode {
            Opcode::Load => args.first() == Some(&v),
            Opcode::Store => args.get(1) == Some(&v),
            Opcode::PtrAdd | Opcode::Add | Opcode::Mul | Opcode::Shl if depth > 0 => body
                .dfg
                .inst_result(i)
                .is_some_and(|r| reaches_address(body, uses, r, depth - 1)),
            _ => false,
        }
    })
}

/// In-loop instructions computing `v` from the induction variable `iv`
/// that the e-graph cannot fold into one `add` of a constant (adding,
/// subtracting or or-ing a constant is counted as free: in unrolled
/// copies `iv - 1 - 1` is `iv - 2`), at most `cap` counted.
fn chain_cost(cx: &LoopCx, v: Value, iv: Value, seen: &mut FxHashSet<Value>, cap: usize) -> usize {
    if v == iv || !cx.in_loop(v) || !seen.insert(v) {
        return 0;
    }
    let dfg = &cx.body.dfg;
    let Some(i) = dfg.def_inst(v) else {
        return 0;
    };
    let args = dfg.inst_args(i);
    let by_const = matches!(dfg.insts[i].opcode, Opcode::Add | Opcode::Sub | Opcode::Or)
        && args.iter().any(|&a| dfg.int_const(a).is_some());
    let mut n = usize::from(!by_const);
    for &a in args {
        if n >= cap {
            break;
        }
        n += chain_cost(cx, a, iv, seen, cap - n);
    }
    n
}

/// The indices of loop `l` to step (see the module comment).
fn plan(body: &Body, cx: &LoopCx, blocks: &[Block], ivs: &[(Iv, i128, Value)]) -> Vec<Narrow> {
    let alive = live(body, cx, cx.nest_blocks());
    let uses = users(body, cx.nest_blocks(), &alive);
    let mut memos: Vec<Memo> = vec![Memo::default(); ivs.len()];
    let mut seen: FxHashSet<Value> = FxHashSet::default();
    let mut out = Vec::new();
    for &b in blocks {
        for &i in body.block_insts(b) {
            let d = &body.dfg.insts[i];
            if !matches!(d.opcode, Opcode::SExt | Opcode::ZExt) {
                continue;
            }
            let Some(&n) = body.dfg.inst_args(i).first() else {
                continue;
            };
            let Some(r) = body.dfg.inst_result(i) else {
                continue;
            };
            if !cx.in_loop(n) || !seen.insert(n) || !reaches_address(body, &uses, r, USE_DEPTH) {
                continue;
            }
            let ty = body.dfg.value_type(n);
            let found = ivs
                .iter()
                .zip(memos.iter_mut())
                .find_map(|(&(iv, step, init), memo)| {
                    if body.dfg.value_type(iv.param) != ty {
                        return None;
                    }
                    match cx.aff(n, iv, memo, MAX_DEPTH)? {
                        Aff::Var { slope, .. } => Some(Narrow {
                            index: n,
                            iv,
                            step,
                            init,
                            slope,
                        }),
                        Aff::Inv => None,
                    }
                });
            let Some(nw) = found else {
                continue;
            };
            // A slope without a register factor is `iv·c + invariant`,
            // which reassociation already computes with one instruction.
            if nw.slope.factors.is_empty()
                || chain_cost(cx, n, nw.iv.param, &mut FxHashSet::default(), 2) < 2
            {
                continue;
            }
            // Each stepped index is a register live across the loop: it
            // must free one the loop read only to compute indices.
            let mut chosen: Vec<Value> = out.iter().map(|o: &Narrow| o.index).collect();
            chosen.push(n);
            if freed(body, cx, &uses, &chosen) < chosen.len() {
                continue;
            }
            out.push(nw);
            if out.len() == MAX_NARROW {
                return out;
            }
        }
    }
    out
}

/// `c · Π factors` in the narrow type `ty` (factors of that type only).
fn narrow_product(em: &mut Emitter, factors: &[Value], c: i128, ty: Type) -> Option<Value> {
    let w = match ty {
        Type::Int(w @ 1..=64) => u32::from(w),
        _ => return None,
    };
    let bits = (c as u128) & (u128::MAX >> (128 - w));
    let k = em.put(Opcode::Const, &[], Attrs::Const(Const::Int(bits)), ty);
    let mut acc = k;
    for &f in factors {
        if em.body.dfg.value_type(f) != ty {
            return None;
        }
        acc = em.put(Opcode::Mul, &[acc, f], Attrs::Int(IntFlags::default()), ty);
    }
    Some(acc)
}

/// Gives the narrow indices of loop `l` header parameters (see the module
/// comment); returns each index replaced and its new parameter.
pub(crate) fn reduce_loop(
    body: &mut Body,
    cx_blocks: &[Block],
    s: &Shape,
    nest: &dialects::analysis::loops::LoopNest,
    l: usize,
    ivs: &[(Iv, i128, Value)],
) -> Vec<(Value, Value)> {
    let plans = {
        let cx = LoopCx::new(body, nest, l);
        plan(body, &cx, cx_blocks, ivs)
    };
    let mut done = Vec::new();
    for nw in plans {
        let snapshot = body.clone();
        let cx = LoopCx::new(&snapshot, nest, l);
        let ty = snapshot.dfg.value_type(nw.index);
        let mut em = Emitter {
            body,
            at: s.pre,
            clones: FxHashMap::default(),
        };
        let c = nw.slope.c.checked_mul(nw.step);
        let factors: Option<Vec<Value>> = nw
            .slope
            .factors
            .iter()
            .map(|&(f, e)| {
                (e == Ext::None)
                    .then(|| em.clone_before(&cx, f, nw.iv.param, nw.init))
                    .flatten()
            })
            .collect();
        let start = em.clone_before(&cx, nw.index, nw.iv.param, nw.init);
        let stride = match (c, factors) {
            (Some(c), Some(fs)) => narrow_product(&mut em, &fs, c, ty),
            _ => None,
        };
        let (Some(start), Some(stride)) = (start, stride) else {
            *em.body = snapshot.clone();
            continue;
        };
        let body = em.body;
        let (p, next) = stepped_param(body, s, ty, start, Opcode::Add, stride);
        let users: Vec<Inst> = loop_insts(body, nest, l)
            .into_iter()
            .filter(|&i| body.dfg.inst_result(i) != Some(next))
            .collect();
        body.dfg.replace_uses(&users, nw.index, p);
        done.push((nw.index, p));
    }
    done
}
