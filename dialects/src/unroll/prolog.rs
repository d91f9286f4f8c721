//! Runtime unrolling with a prologue (seed 001's prolog remainder, chosen
//! when `waterfall-unrolling-force-epilogue` is 0, the loop makes no call
//! and `unroll-runtime-epilog` is 0): the original loop first runs the
//! `TC mod F` iterations left over, then a main loop of `F` copies of the
//! body runs the rest, a multiple of `F`.
//!
//! Shape handled: the epilogue form's (`runtime.rs`): a bottom-tested
//! loop whose exit test orders `p + C` against a bound set before it,
//! without wrap. Its trip count is then exact from the start `s`: with
//! `e` the last value the counter may take (`n - 1` for `<`, `n` for
//! `<=`; mirrored counting down), the loop runs once when `s` is already
//! past `e` and otherwise `(e - s) / |C| + 1` times, `e - s` exact as an
//! unsigned number. The block before the loop computes `TC - 1`, the
//! remainder `r = TC mod F` and the counter's value after it,
//! `s + r*C`; the prologue leaves when its next counter value reaches
//! that, and the main loop's own test is the original one, which can only
//! fail at the end of a round because the rounds left are whole.
//!
//! Where the epilogue form needs one full-round test before the loop and
//! one per round, this form computes the count once and tests nothing
//! extra per round; its cost is the division by `|C|` (a shift for powers
//! of two) and the remainder loop's place ahead of the main one.

use super::full::layout_position;
use super::runtime::{is_signed, main_copies, MainCopies, Shape};
use crate::analysis::loops::LoopNest;
use crate::analysis::DomTree;
use crate::ir::builder::FuncBuilder;
use crate::ir::{Block, Body, IntPred, Opcode, Type, Value};

/// Unrolls loop `l` by `factor` with the original loop as its prologue;
/// returns the main loop's header, or None (nothing changed) when the
/// loop's shape is not handled.
pub(super) fn unroll_prolog(
    body: &mut Body,
    dt: &DomTree,
    nest: &LoopNest,
    l: usize,
    factor: usize,
) -> Option<Block> {
    let MainCopies {
        shape:
            Shape {
                header,
                latch,
                test,
                pt,
            },
        blocks,
        in_loop,
        lt,
        back,
        copies,
        ..
    } = main_copies(body, dt, nest, l, factor)?;
    let main = copies[0][&header];

    // The guard, on the loop's entering edge.
    let entry = body.dfg.insts[pt]
        .succs
        .iter()
        .position(|s| s.block == header)
        .expect("one entering edge");
    let init = body
        .dfg
        .call_args(&body.dfg.insts[pt].succs[entry])
        .to_vec();
    let guard = body.dfg.make_block();
    body.dfg.insts[pt].succs[entry] = body.dfg.block_call(guard, &[]);
    let mut b = FuncBuilder::new(body);
    b.switch_to(guard);
    let ty = b.body.dfg.value_type(init[test.param]);
    let count = trip_minus_one(&mut b, init[test.param], test.bound, &test, ty);
    let f = b.iconst(ty, factor as u128);
    let one = b.iconst(ty, 1);
    let tc = b.binary(Opcode::Add, count, one);
    let r = b.binary(Opcode::URem, tc, f);
    let zero = b.iconst(ty, 0);
    let any = b.icmp(IntPred::Ne, r, zero);
    let fm1 = b.iconst(ty, factor as u128 - 1);
    let rounds = b.icmp(IntPred::Uge, count, fm1);
    // `iconst` truncates to the counter's width.
    let step = b.iconst(ty, test.step as u128);
    let span = b.binary(Opcode::Mul, r, step);
    let stop = b.binary(Opcode::Add, init[test.param], span);
    // Both ways into the main loop go through one block before it, which
    // the later loop passes look for.
    let param_tys: Vec<Type> = init.iter().map(|&v| b.body.dfg.value_type(v)).collect();
    let enter = b.body.dfg.make_block();
    let params: Vec<Value> = param_tys
        .iter()
        .map(|&t| b.body.dfg.append_block_param(enter, t))
        .collect();
    b.condbr(any, (header, &init), (enter, &init));
    b.switch_to(enter);
    b.br(main, &params);

    // The prologue leaves when its next counter value reaches `stop`,
    // into the main loop when whole rounds are left, otherwise out.
    let succs = b.body.dfg.insts[lt].succs.clone();
    let back_args = b.body.dfg.call_args(&succs[back]).to_vec();
    let exit = &succs[1 - back];
    let exit_args = b.body.dfg.call_args(exit).to_vec();
    let exit_block = exit.block;
    let after = b.body.dfg.make_block();
    b.switch_to(after);
    b.condbr(rounds, (enter, &back_args), (exit_block, &exit_args));
    let next = back_args[test.param];
    b.at(latch, b.body.block_insts(latch).len() - 1);
    // The latch's first edge is taken when its condition holds.
    let pred = if back == 0 { IntPred::Ne } else { IntPred::Eq };
    let cond = b.icmp(pred, next, stop);
    let to_after = body.dfg.block_call(after, &[]);
    let d = &mut body.dfg.insts[lt];
    d.args = crate::ir::ValueList::from_slice(&[cond], &mut body.dfg.pool);
    d.succs[1 - back] = to_after;

    // Layout: guard, prologue, its exit, the main loop's entry, the main
    // loop, the loop's exit.
    let at = layout_position(body, &in_loop);
    body.layout.blocks.insert(at, guard);
    let end = body
        .layout
        .blocks
        .iter()
        .rposition(|b| in_loop.contains(b))
        .expect("laid out")
        + 1;
    let mut new = vec![after, enter];
    new.extend(copies.iter().flat_map(|m| blocks.iter().map(|b| m[b])));
    body.layout.blocks.splice(end..end, new);
    body.dfg.meta.entry(lt).or_default().disable_unroll();
    Some(main)
}

/// `TC - 1` for a loop entered with counter `s`: 0 when `s` is already
/// past the last value the counter may take, else that value's distance
/// from `s` in steps (unsigned, exact: the counter never wraps).
fn trip_minus_one(
    b: &mut FuncBuilder,
    s: Value,
    bound: Value,
    test: &super::runtime::Test,
    ty: Type,
) -> Value {
    let up = test.step > 0;
    let strict = matches!(
        test.pred,
        IntPred::Slt | IntPred::Sgt | IntPred::Ult | IntPred::Ugt
    );
    let signed = is_signed(test.pred);
    // `s` is not past the last value `e`: `s <= e` counting up, which is
    // `s < n` when strict (`e = n - 1`) and `s <= n` otherwise.
    let before = match (signed, up, strict) {
        (true, true, true) => IntPred::Slt,
        (true, true, false) => IntPred::Sle,
        (true, false, true) => IntPred::Sgt,
        (true, false, false) => IntPred::Sge,
        (false, true, true) => IntPred::Ult,
        (false, true, false) => IntPred::Ule,
        (false, false, true) => IntPred::Ugt,
        (false, false, false) => IntPred::Uge,
    };
    let inside = b.icmp(before, s, bound);
    let (hi, lo) = if up { (bound, s) } else { (s, bound) };
    let dist = b.binary(Opcode::Sub, hi, lo);
    // Distance to the last value: `n - s - 1` when strict.
    let last = if strict {
        let one = b.iconst(ty, 1);
        b.binary(Opcode::Sub, dist, one)
    } else {
        dist
    };
    let c = test.step.unsigned_abs();
    let steps = if c == 1 {
        last
    } else if c.is_power_of_two() {
        let k = b.iconst(ty, u128::from(c.trailing_zeros()));
        b.binary(Opcode::LShr, last, k)
    } else {
        let k = b.iconst(ty, c);
        b.binary(Opcode::UDiv, last, k)
    };
    let zero = b.iconst(ty, 0);
    b.select(inside, steps, zero)
}
