//! Trip counts by evaluation: a loop whose exit depends only on values it
//! computes from constants (`for (off = 16; off > 0; off /= 2)`, or Numba's
//! floor division `off //= 2` with its sign fix-up branches) is run with
//! those constants until it leaves, as LLVM's scalar evolution does when it
//! has no closed form (its exhaustive exit count, up to 100 iterations).
//! Warp reductions are written this way; libNVVM unrolls them fully.
//!
//! Only integer operations are evaluated, with the interpreter's semantics
//! (`ir::eval`); anything else is unknown, and a branch on an unknown value
//! gives up. The count is that of the executions of the exiting block up
//! to and including the one that leaves, which is what full unrolling
//! copies.

use rustc_hash::FxHashMap;

use crate::ir::{eval, Attrs, Block, Body, Inst, Opcode, Type, Value};

/// Iterations evaluated at most (LLVM's `scalar-evolution-max-iterations`
/// is 100).
pub const MAX_ITERATIONS: u64 = 100;

/// Instructions evaluated at most per loop.
const MAX_STEPS: usize = 50_000;

/// The trip count of the loop with header `header`, blocks `in_loop` and
/// single exiting block `exiting`, entered from outside by the header
/// arguments `entry`.
pub fn trip_by_evaluation(
    body: &Body,
    header: Block,
    in_loop: &dyn Fn(Block) -> bool,
    exiting: Block,
    entry: &[Value],
) -> Option<u64> {
    // A test on `i < n` with `n` unknown can never be decided: running
    // the loop (and every loop nested in it, up to MAX_STEPS each) would
    // only find that out. A 100-deep nest took 2.9 s in selection alone.
    if !exit_may_be_decided(body, header, in_loop, entry, exiting) {
        return None;
    }
    walk(body, header, in_loop, entry, Some(exiting)).map(|(n, _)| n)
}

/// False when the branch ending `exiting` certainly cannot be decided by
/// running the loop on its constants (see [`may_be_known`]).
pub fn exit_may_be_decided(
    body: &Body,
    header: Block,
    in_loop: &dyn Fn(Block) -> bool,
    entry: &[Value],
    exiting: Block,
) -> bool {
    let cond = body
        .terminator(exiting)
        .and_then(|t| body.dfg.inst_args(t).first().copied());
    cond.is_some_and(|c| may_be_known(body, c, header, in_loop, entry))
}

/// False when `v` certainly cannot be evaluated: it depends, through the
/// loop's instructions, on a non-constant value defined before the loop
/// (a header parameter stands for its entry value). True where unsure
/// (parameters of other blocks, selects).
fn may_be_known(
    body: &Body,
    v: Value,
    header: Block,
    in_loop: &dyn Fn(Block) -> bool,
    entry: &[Value],
) -> bool {
    let dfg = &body.dfg;
    let mut seen: Vec<Value> = Vec::new();
    let mut work = vec![v];
    while let Some(x) = work.pop() {
        if seen.contains(&x) || dfg.int_const(x).is_some() {
            continue;
        }
        seen.push(x);
        if seen.len() > MAX_BLOCKS {
            return true;
        }
        match dfg.values[x].def {
            crate::ir::ValueDef::Param(b, k) if b == header => match entry.get(k as usize) {
                Some(&e) if dfg.int_const(e).is_some() => {}
                _ => return false,
            },
            // A parameter of a block before the loop (the function's
            // own among them) is no constant.
            crate::ir::ValueDef::Param(b, _) if !in_loop(b) => return false,
            crate::ir::ValueDef::Param(..) => return true,
            crate::ir::ValueDef::Result(i) => {
                let inside = body.layout.inst_block[i].is_some_and(in_loop);
                if !inside {
                    return false;
                }
                match dfg.insts[i].opcode {
                    Opcode::Select => return true,
                    _ => work.extend_from_slice(dfg.inst_args(i)),
                }
            }
        }
    }
    true
}

/// The most times the header of a loop with several exits runs, and the
/// exiting block that bounds it (seed 001's upper-bound unrolling: LLVM's
/// maximum trip count). The loop is run on its constants as for
/// [`trip_by_evaluation`], except that a branch on an unknown value that
/// may leave the loop is taken to stay (an early exit, `while (j >= 0 &&
/// a[j] > v)`): the count is that of the longest run, which the first
/// exit decided by constants ends.
pub fn max_trip_by_evaluation(
    body: &Body,
    header: Block,
    in_loop: &dyn Fn(Block) -> bool,
    entry: &[Value],
) -> Option<(u64, Block)> {
    walk(body, header, in_loop, entry, None)
}

/// Runs the loop from its entry. With `exiting`, counts that block's
/// executions until it leaves (any other way out, or an unknown branch at
/// it, gives up); without, counts the header's executions until a branch
/// on known values leaves, staying in the loop at unknown early exits.
fn walk(
    body: &Body,
    header: Block,
    in_loop: &dyn Fn(Block) -> bool,
    entry: &[Value],
    exiting: Option<Block>,
) -> Option<(u64, Block)> {
    let dfg = &body.dfg;
    let mut env: FxHashMap<Value, (u128, u32)> = FxHashMap::default();
    let known = |env: &FxHashMap<Value, (u128, u32)>, v: Value| {
        env.get(&v).copied().or_else(|| {
            dfg.int_const(v)
                .map(|(c, w)| (c as u128 & eval::mask(w), w))
        })
    };
    let enter =
        |env: &mut FxHashMap<Value, (u128, u32)>, b: Block, vals: Vec<Option<(u128, u32)>>| {
            for (&p, v) in dfg.block_params(b).iter().zip(vals) {
                match v {
                    Some(x) => env.insert(p, x),
                    None => env.remove(&p),
                };
            }
        };
    let vals: Vec<_> = entry.iter().map(|&v| known(&env, v)).collect();
    enter(&mut env, header, vals);
    // The meeting-point search stops at the counted block; the header
    // stands in when every exit counts.
    let stop = exiting.unwrap_or(header);
    let (mut b, mut steps) = (header, 0usize);
    let mut count = u64::from(exiting.is_none());
    loop {
        let insts = body.block_insts(b);
        let (&term, rest) = insts.split_last()?;
        for &i in rest {
            steps += 1;
            if steps > MAX_STEPS {
                return None;
            }
            let Some(r) = dfg.inst_result(i) else {
                continue;
            };
            match value_of(body, i, |v| known(&env, v)) {
                Some(x) => env.insert(r, x),
                None => env.remove(&r),
            };
        }
        let d = &dfg.insts[term];
        let k = match d.opcode {
            Opcode::Br => 0,
            Opcode::CondBr => match known(&env, *dfg.inst_args(term).first()?) {
                Some((c, _)) => usize::from(c & 1 == 0),
                None => {
                    if Some(b) == exiting {
                        return None;
                    }
                    // An early exit: the longest run stays.
                    let ways: Vec<bool> = d.succs.iter().map(|s| in_loop(s.block)).collect();
                    if exiting.is_none() && ways.len() == 2 && ways[0] != ways[1] {
                        usize::from(!ways[0])
                    } else {
                        // A branch on something unknown (`if (tid < s)` in
                        // a reduction): go on where its two ways meet
                        // again, with the meeting block's parameters
                        // unknown. Nothing else defined on either way is
                        // visible there.
                        let m = meeting_block(body, b, header, in_loop, stop)?;
                        for p in dfg.block_params(m) {
                            env.remove(p);
                        }
                        b = m;
                        continue;
                    }
                }
            },
            _ => return None,
        };
        let call = d.succs.get(k)?;
        match exiting {
            Some(e) if b == e => {
                count += 1;
                if !in_loop(call.block) {
                    return Some((count, b));
                }
                if count >= MAX_ITERATIONS {
                    return None;
                }
            }
            Some(_) if !in_loop(call.block) => return None,
            None if !in_loop(call.block) => return Some((count, b)),
            None if call.block == header => {
                count += 1;
                if count > MAX_ITERATIONS {
                    return None;
                }
            }
            _ => {}
        }
        let vals: Vec<_> = dfg
            .call_args(call)
            .iter()
            .map(|&v| known(&env, v))
            .collect();
        enter(&mut env, call.block, vals);
        b = call.block;
    }
}

/// Blocks of a loop the meeting-point search looks at, at most.
const MAX_BLOCKS: usize = 256;

/// The block where the two ways out of `b`'s conditional branch meet
/// again inside the loop: the nearest block that every path from `b`
/// reaches before the exiting block, the loop's exit or its back edge.
fn meeting_block(
    body: &Body,
    b: Block,
    header: Block,
    in_loop: &dyn Fn(Block) -> bool,
    exiting: Block,
) -> Option<Block> {
    let succs: Vec<Block> = body.successors(b);
    if succs.len() != 2 || succs.iter().any(|&s| !in_loop(s) || s == header) {
        return None;
    }
    // Blocks reachable from `from` without entering `avoid` or taking a
    // back edge; `None` when one of them leaves the loop, goes back to
    // the header or is the exiting block.
    let region = |from: Block, avoid: Block| -> Option<Vec<Block>> {
        let mut seen = vec![];
        let mut work = vec![from];
        while let Some(x) = work.pop() {
            if x == avoid || seen.contains(&x) {
                continue;
            }
            if x == exiting || seen.len() > MAX_BLOCKS {
                return None;
            }
            seen.push(x);
            for s in body.successors(x) {
                if s == header || !in_loop(s) {
                    return None;
                }
                work.push(s);
            }
        }
        Some(seen)
    };
    // Candidates, nearest first: the blocks reachable from the first way.
    let mut order = vec![succs[0]];
    let mut k = 0;
    while k < order.len() && order.len() <= MAX_BLOCKS {
        for s in body.successors(order[k]) {
            if s != header && in_loop(s) && !order.contains(&s) {
                order.push(s);
            }
        }
        k += 1;
    }
    order
        .into_iter()
        .filter_map(|m| {
            let a = region(succs[0], m)?;
            let c = region(succs[1], m)?;
            Some((a.len() + c.len(), m))
        })
        .min_by_key(|&(n, _)| n)
        .map(|(_, m)| m)
}

/// The value instruction `i` computes from known operands, as (bits,
/// width); `None` when it is not an integer operation or an operand is
/// unknown.
fn value_of(
    body: &Body,
    i: Inst,
    known: impl Fn(Value) -> Option<(u128, u32)>,
) -> Option<(u128, u32)> {
    let dfg = &body.dfg;
    let r = dfg.inst_result(i)?;
    let Type::Int(w) = dfg.value_type(r) else {
        return None;
    };
    let w = u32::from(w);
    let d = &dfg.insts[i];
    let args = dfg.inst_args(i);
    let x = match (d.opcode, &d.attrs, args) {
        (Opcode::Const, _, _) => {
            let (c, _) = dfg.int_const(r)?;
            c as u128
        }
        (Opcode::ICmp, Attrs::ICmp(p), [a, b]) => {
            let ((a, aw), (b, _)) = (known(*a)?, known(*b)?);
            u128::from(eval::icmp(*p, aw, a, b))
        }
        (Opcode::SExt, _, [a]) => {
            let (a, aw) = known(*a)?;
            eval::sext(a, aw) as u128
        }
        (Opcode::ZExt | Opcode::Trunc, _, [a]) => known(*a)?.0,
        (Opcode::Select, _, [c, a, b]) => {
            let (c, _) = known(*c)?;
            known(if c & 1 == 1 { *a } else { *b })?.0
        }
        (op, _, [a, b]) if op.format() == crate::ir::Format::Int && op != Opcode::PtrAdd => {
            let ((a, _), (b, _)) = (known(*a)?, known(*b)?);
            eval::int_binary(op, w, a, b).ok()?
        }
        _ => return None,
    };
    Some((x & eval::mask(w), w))
}
