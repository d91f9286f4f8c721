//! Loop index splitting (LLVM 2.x's `LoopIndexSplit`, seed 002's
//! `LoopIndexSplit`): a loop whose body branches on how its counter
//! compares with a value the loop never changes runs as two loops, one
//! over the iterations where the comparison holds and one over those
//! where it fails, each with the branch gone.
//!
//! Why it pays on a GPU: `for (i = 0; i < n; i++) if (i < m) s += x[i];
//! else s -= x[i];` tests `i < m` in every iteration, and the diamond it
//! branches into is control flow to the unroller, LICM and the e-graph.
//! Split at `m`, each loop's body is straight-line code: the compare and
//! the branch per iteration are gone, and a straight body with a plain
//! counted exit test is what runtime unrolling and ptxas's scheduler
//! handle well. When `m` differs between the threads of a warp the
//! original diverges and reconverges inside every iteration; split, the
//! threads part only where one loop hands over to the next.
//!
//! The loops handled are innermost, bottom-tested (rotated, as clang
//! emits them) loops with one entering block, one latch that is also the
//! only exiting block, and a counter `i`: a header parameter starting at
//! `lb` and passed `i + 1` (or `i - 1`) back, the latch continuing while
//! `i ± 1 < ub` (`<=`, `>`, `>=`, or `!=` when the step cannot wrap; `ub`
//! defined before the loop). The branch tests `icmp pred i, c` with `c`
//! defined before the loop:
//! - `<`, `<=`, `>`, `>=`: the comparison holds on a prefix of the
//!   iterations and fails on the rest (or the other way round), so the
//!   first loop runs while the counter is before the split point with the
//!   branch folded to one side, and the second runs from there to `ub`
//!   with it folded to the other;
//! - `==` (or `!=`, the other way round): three parts, the iterations
//!   before `c` with the test false, the single iteration at `c`
//!   (straight-line, not a loop) with it true, then the rest with it
//!   false.
//!
//! The parts run one after the other: the first loop's latch continues
//! while the next counter value is before `min(ub, c)`, computed once in
//! front of the loop (for `<=` forms as `c + 1` or `ub + 1` only where the
//! other bound shows it cannot overflow); when it stops, the original exit
//! test decides between the next part and the loop's exit, with every
//! loop-carried value passed along. A block in front of the first loop
//! sends `lb` to the part it belongs to, so any `c` (before `lb`, past
//! `ub`) is correct: a part whose range is empty never runs. The original
//! loop runs last, entered through a block of its own, so that each loop
//! keeps one entering block (the unroller asks for one). Loop values read
//! after the loop leave through a new exit block whose parameters carry
//! them, so whichever part ran last supplies them.
//!
//! The split is sound only if the counter moves monotonically in the
//! comparison's signedness. That holds when its increment carries `nsw`
//! (signed) or `nuw` (unsigned) — a wrap would make the exit test poison,
//! and branching on poison is undefined — or when the exit test is a
//! strict order in that signedness and `lb` is a constant other than the
//! extreme the first step would wrap from: every later value passed the
//! test, so it is below `ub` and cannot wrap. Comparisons and exit tests
//! of different signedness are left alone. `c` and `lb` are frozen before
//! the new tests unless they are known to be defined: the original might
//! never have branched on them.
//!
//! Refused: loops over `threshold` instructions, loops holding other
//! loops, loops whose trip count is a constant (full unrolling folds the
//! test in each copy and would no longer see a constant count), loops
//! with calls, inline assembly or allocas, and loops with convergent
//! operations (barriers, warp shuffles and votes): under a `c` that
//! differs between threads, a barrier reached by every thread in the same
//! iteration would be split between two loops. One split per loop per
//! run.
//!
//! Nothing here panics on a shape it does not expect: the loop is left as
//! it is. Every change is checked afterwards (each use in a reachable
//! block dominated by its definition, branch arguments matching
//! parameters) and undone if the check fails.

use crate::loopcopy::{
    branch_cond, clone_blocks, consistent, copyable, def_block, defined_in, entry_args,
    remove_dead, well_defined,
};
use rustc_hash::{FxHashMap, FxHashSet};

use crate::analysis::loops::LoopNest;
use crate::analysis::DomTree;
use crate::ir::{
    ty, Attrs, Block, BlockCall, Body, FuncBuilder, Inst, IntFlags, IntPred, Opcode, Type, Value,
    ValueList,
};

/// Budget of the pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IndexSplitConfig {
    /// The most instructions a loop may have to be split: it is copied
    /// once (twice for an `==` test).
    pub threshold: usize,
}

impl Default for IndexSplitConfig {
    fn default() -> Self {
        IndexSplitConfig { threshold: 50 }
    }
}

/// Splits the loops of `body` at the values their counters are compared
/// with (see the module comment); returns how many loops were split.
pub fn run_function(body: &mut Body, cfg: &IndexSplitConfig) -> usize {
    if body.entry().is_none() {
        return 0;
    }
    // Headers already tried (split, refused or undone) and those of the
    // loops splits made: every loop is tried once, so the pass ends after
    // at most one success per loop of the input.
    let mut tried: FxHashSet<Block> = FxHashSet::default();
    let mut count = 0;
    loop {
        let dt = DomTree::new(body);
        let nest = LoopNest::compute(body, &dt);
        let mut changed = false;
        for l in (0..nest.loops.len()).rev() {
            let header = nest.loops[l].header;
            if !tried.insert(header) {
                continue;
            }
            let Some(plan) = plan(body, &dt, &nest, l, cfg.threshold) else {
                continue;
            };
            let saved = body.clone();
            match apply(body, &plan) {
                Some(first) if consistent(body) => {
                    tried.insert(first);
                    count += 1;
                    changed = true;
                    break;
                }
                _ => *body = saved,
            }
        }
        if !changed {
            return count;
        }
    }
}

// ------------------------------------------------------------ queries

/// Whether `v` can be read in front of loop `l`: defined in a reachable
/// block outside it (which then dominates the entering block, since the
/// loop reads it), or a constant the pass can make again there.
fn available(body: &Body, dt: &DomTree, nest: &LoopNest, l: usize, v: Value) -> bool {
    match def_block(body, v) {
        Some(b) if dt.is_reachable(b) && !nest.contains(l, b) => true,
        Some(_) => body.dfg.const_value(v).is_some(),
        None => false,
    }
}

/// The predicate and operands of the `icmp` defining `v`.
fn icmp_of(body: &Body, v: Value) -> Option<(IntPred, Value, Value)> {
    let i = body.dfg.def_inst(v)?;
    let d = body.dfg.insts.get(i)?;
    match (d.opcode, &d.attrs, body.dfg.inst_args(i)) {
        (Opcode::ICmp, Attrs::ICmp(p), [a, b]) => Some((*p, *a, *b)),
        _ => None,
    }
}

/// Whether the loop's blocks form no cycle but through the header: each
/// iteration then runs from the header to the latch in finite steps, so
/// the latch's test, which the new tests stand in for, is reached.
fn acyclic_body(body: &Body, nest: &LoopNest, l: usize, header: Block) -> bool {
    // 0 unseen, 1 on the stack, 2 done.
    let mut state: FxHashMap<Block, u8> = FxHashMap::default();
    let mut stack: Vec<(Block, usize)> = vec![(header, 0)];
    state.insert(header, 1);
    while let Some(&mut (b, ref mut k)) = stack.last_mut() {
        let succs = body.successors(b);
        let Some(&s) = succs.get(*k) else {
            state.insert(b, 2);
            stack.pop();
            continue;
        };
        *k += 1;
        if s == header || !nest.contains(l, s) {
            continue;
        }
        match state.get(&s).copied().unwrap_or(0) {
            0 => {
                state.insert(s, 1);
                stack.push((s, 0));
            }
            1 => return false,
            _ => {}
        }
    }
    true
}

fn signedness(p: IntPred) -> Option<bool> {
    use IntPred::*;
    match p {
        Slt | Sle | Sgt | Sge => Some(true),
        Ult | Ule | Ugt | Uge => Some(false),
        Eq | Ne => None,
    }
}

/// "Before" in iteration order, strict and not: `<` counting up, `>`
/// counting down, in the given signedness.
fn before(signed: bool, up: bool) -> (IntPred, IntPred) {
    use IntPred::*;
    match (signed, up) {
        (true, true) => (Slt, Sle),
        (false, true) => (Ult, Ule),
        (true, false) => (Sgt, Sge),
        (false, false) => (Ugt, Uge),
    }
}

// ------------------------------------------------------------ planning

/// The latch's exit test, as "continue while `next pred bound`".
struct ExitTest {
    /// Position of the counter among the header's parameters.
    param: usize,
    /// The counter's next value, `i + step`.
    next: Value,
    /// 1 or -1.
    step: i128,
    /// The increment cannot wrap as a signed number.
    nsw: bool,
    /// The increment cannot wrap as an unsigned number (`add nuw i, 1`,
    /// `sub nuw i, 1`).
    nuw: bool,
    pred: IntPred,
    bound: Value,
}

fn exit_test(
    body: &Body,
    dt: &DomTree,
    nest: &LoopNest,
    l: usize,
    latch: Block,
) -> Option<ExitTest> {
    let dfg = &body.dfg;
    let header = nest.loops[l].header;
    let t = body.terminator(latch)?;
    let cond = branch_cond(body, t)?;
    let succs = &dfg.insts[t].succs;
    let back = succs.iter().position(|s| s.block == header)?;
    if nest.contains(l, succs[1 - back].block) {
        return None;
    }
    let (pred, a, b) = icmp_of(body, cond)?;
    let (next, bound, mut pred) = match (defined_in(body, nest, l, a), defined_in(body, nest, l, b))
    {
        (true, false) => (a, b, pred),
        (false, true) => (b, a, pred.swapped()),
        // Both in the loop: the bound may still be a constant there.
        (true, true) if dfg.const_value(b).is_some() => (a, b, pred),
        (true, true) if dfg.const_value(a).is_some() => (b, a, pred.swapped()),
        _ => return None,
    };
    if !available(body, dt, nest, l, bound) {
        return None;
    }
    if back == 1 {
        pred = pred.inverse();
    }
    let ni = dfg.def_inst(next)?;
    let nd = &dfg.insts[ni];
    let (p, k, op) = match (nd.opcode, dfg.inst_args(ni)) {
        (Opcode::Add, [x, y]) => match (dfg.int_const(*y), dfg.int_const(*x)) {
            (Some((k, _)), _) => (*x, k, Opcode::Add),
            (None, Some((k, _))) => (*y, k, Opcode::Add),
            _ => return None,
        },
        (Opcode::Sub, [x, y]) => (*x, dfg.int_const(*y)?.0, Opcode::Sub),
        _ => return None,
    };
    if (k != 1 && k != -1) || !matches!(dfg.value_type(p), Type::Int(32) | Type::Int(64)) {
        return None;
    }
    let step = if op == Opcode::Sub { -k } else { k };
    let param = dfg.block_params(header).iter().position(|&q| q == p)?;
    if dfg.call_args(&succs[back]).get(param) != Some(&next) {
        return None;
    }
    let flags = match nd.attrs {
        Attrs::Int(f) => f,
        _ => IntFlags::default(),
    };
    // `add nuw i, -1` wraps for every `i` but 0: only `+ 1` and `- 1`
    // say the counter does not wrap unsigned.
    let nuw = flags.contains(IntFlags::NUW) && k == 1;
    Some(ExitTest {
        param,
        next,
        step,
        nsw: flags.contains(IntFlags::NSW),
        nuw,
        pred,
        bound,
    })
}

/// What the condition's value is over the iterations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shape {
    /// `prefix` on the iterations before `c` (`strict`) or up to and
    /// including it, `!prefix` on the rest.
    Range { strict: bool, prefix: bool },
    /// `at` at `i == c`, `!at` elsewhere.
    Point { at: bool },
}

/// A loop to split.
struct Plan {
    pre: Block,
    header: Block,
    latch: Block,
    /// The loop's blocks in layout order.
    blocks: Vec<Block>,
    entry_args: Vec<Value>,
    exit: ExitTest,
    /// The order the counter moves in.
    signed: bool,
    up: bool,
    /// Whether the exit test is strict (`<`, or `!=`).
    exit_strict: bool,
    /// The branch condition and the value the counter is compared with.
    cond: Value,
    c: Value,
    shape: Shape,
    /// Loop values read after the loop.
    live: Vec<Value>,
}

fn plan(body: &Body, dt: &DomTree, nest: &LoopNest, l: usize, threshold: usize) -> Option<Plan> {
    let lp = &nest.loops[l];
    if nest.loops.iter().any(|x| x.parent == Some(l)) || lp.trip_count.is_some() {
        return None;
    }
    let [latch] = lp.latches[..] else {
        return None;
    };
    if nest.exiting(l) != [latch] {
        return None;
    }
    let header = lp.header;
    let pre = nest.entering_block(dt, l)?;
    let entry_args = entry_args(body, pre, header)?;
    let blocks: Vec<Block> = body
        .layout
        .blocks
        .iter()
        .copied()
        .filter(|&b| nest.contains(l, b))
        .collect();
    if blocks.len() != nest.blocks(l).len() {
        return None;
    }
    let insts = || {
        blocks
            .iter()
            .flat_map(|&b| body.block_insts(b).iter().copied())
    };
    if insts().count() > threshold || !insts().all(|i| copyable(body, i)) {
        return None;
    }
    if !acyclic_body(body, nest, l, header) {
        return None;
    }
    let exit = exit_test(body, dt, nest, l, latch)?;
    if entry_args.len() != body.dfg.block_params(header).len() {
        return None;
    }
    let iv = body.dfg.block_params(header)[exit.param];
    let lb = entry_args[exit.param];
    let found = dt
        .rpo()
        .iter()
        .filter(|&&b| nest.contains(l, b) && b != latch)
        .find_map(|&b| {
            let t = body.terminator(b)?;
            let cond = branch_cond(body, t)?;
            let s = classify(body, dt, nest, l, &exit, iv, lb, cond)?;
            Some((cond, s))
        });
    let (cond, (c, signed, exit_strict, shape)) = found?;
    let live = live_outs(body, nest, l);
    Some(Plan {
        pre,
        header,
        latch,
        blocks,
        entry_args,
        signed,
        up: exit.step > 0,
        exit,
        exit_strict,
        cond,
        c,
        shape,
        live,
    })
}

/// For a branch condition `icmp pred i, c` the split handles: `c`, the
/// signedness of the order the split uses, whether the exit test is
/// strict in it, and the condition's shape.
#[allow(clippy::too_many_arguments)]
fn classify(
    body: &Body,
    dt: &DomTree,
    nest: &LoopNest,
    l: usize,
    exit: &ExitTest,
    iv: Value,
    lb: Value,
    cond: Value,
) -> Option<(Value, bool, bool, Shape)> {
    let (pred, a, b) = icmp_of(body, cond)?;
    let (pred, c) = match (a == iv, b == iv) {
        (true, false) => (pred, b),
        (false, true) => (pred.swapped(), a),
        _ => return None,
    };
    if !available(body, dt, nest, l, c) {
        return None;
    }
    let signed = match (signedness(pred), signedness(exit.pred)) {
        (Some(x), Some(y)) if x != y => return None,
        (Some(x), _) | (None, Some(x)) => x,
        (None, None) if exit.nsw => true,
        (None, None) if exit.nuw => false,
        (None, None) => return None,
    };
    let up = exit.step > 0;
    let (bs, bn) = before(signed, up);
    let exit_strict = match exit.pred {
        p if p == bs => true,
        p if p == bn => false,
        IntPred::Ne => true,
        _ => return None,
    };
    let no_wrap_flag = if signed { exit.nsw } else { exit.nuw };
    // Without the flag, a strict test keeps every value after the first
    // below `ub`, so only the first step could wrap: from a constant `lb`
    // it does not unless `lb` is the extreme.
    let no_wrap = no_wrap_flag
        || (exit.pred == bs
            && body.dfg.int_const(lb).is_some_and(|(v, bits)| {
                if !(2..=64).contains(&bits) {
                    return false;
                }
                let smax = (1i128 << (bits - 1)) - 1;
                let smin = -(1i128 << (bits - 1));
                match (signed, up) {
                    (true, true) => v != smax,
                    (true, false) => v != smin,
                    // Sign-extended: all ones is -1, zero is 0.
                    (false, true) => v != -1,
                    (false, false) => v != 0,
                }
            }));
    if !no_wrap {
        return None;
    }
    let shape = match pred {
        IntPred::Eq => Shape::Point { at: true },
        IntPred::Ne => Shape::Point { at: false },
        p if p == bs => Shape::Range {
            strict: true,
            prefix: true,
        },
        p if p == bn => Shape::Range {
            strict: false,
            prefix: true,
        },
        p if p == bn.inverse() => Shape::Range {
            strict: false,
            prefix: false,
        },
        p if p == bs.inverse() => Shape::Range {
            strict: true,
            prefix: false,
        },
        _ => return None,
    };
    Some((c, signed, exit_strict, shape))
}

/// The loop's values read in laid-out blocks outside it.
fn live_outs(body: &Body, nest: &LoopNest, l: usize) -> Vec<Value> {
    let mut out: Vec<Value> = Vec::new();
    for &b in &body.layout.blocks {
        if nest.contains(l, b) {
            continue;
        }
        for &i in body.block_insts(b) {
            let d = &body.dfg.insts[i];
            let args = body.dfg.inst_args(i).iter();
            let edge_args = d.succs.iter().flat_map(|s| body.dfg.call_args(s));
            for &v in args.chain(edge_args) {
                if defined_in(body, nest, l, v) && !out.contains(&v) {
                    out.push(v);
                }
            }
        }
    }
    out
}

// ------------------------------------------------------------ rewriting

/// Splits the planned loop; returns the first loop's header, or None when
/// something unexpected was met halfway (the caller restores the body).
fn apply(body: &mut Body, p: &Plan) -> Option<Block> {
    let in_loop: FxHashSet<Block> = p.blocks.iter().copied().collect();
    if !p.live.is_empty() {
        route_live_outs(body, &in_loop, p)?;
    }
    let header = p.header;
    let (bmap1, vmap1) = clone_blocks(body, &p.blocks, "lo");
    let peel = match p.shape {
        Shape::Point { .. } => Some(clone_blocks(body, &p.blocks, "at")),
        Shape::Range { .. } => None,
    };
    let h1 = *bmap1.get(&header)?;
    let name = |body: &Body, suffix: &str| {
        body.dfg.block_names[header]
            .as_ref()
            .map(|h| format!("{h}.{suffix}"))
    };

    // The block in front: decides where `lb` belongs and computes the
    // first loop's bound.
    let guard = body.dfg.make_block();
    body.dfg.block_names[guard] = name(body, "split");
    let pt = body.terminator(p.pre)?;
    for s in body.dfg.insts[pt].succs.iter_mut() {
        if s.block == header {
            *s = BlockCall {
                block: guard,
                args: ValueList::new(),
            };
        }
    }
    let ity = body.dfg.value_type(p.exit.next);
    let (bs, bn) = before(p.signed, p.up);
    let prefix_strict = match p.shape {
        Shape::Range { strict, .. } => strict,
        Shape::Point { .. } => true,
    };
    let (mut b, c, lb, one, bound, first_in, pred1) = {
        let mut b = FuncBuilder::new(body);
        b.switch_to(guard);
        let c = remat(&mut b, &in_loop, p.c, true)?;
        let lb = remat(&mut b, &in_loop, p.entry_args[p.exit.param], true)?;
        let ub = remat(&mut b, &in_loop, p.exit.bound, false)?;
        let first_in = b.icmp(if prefix_strict { bs } else { bn }, lb, c);
        // `next` before `ub` and before (or at) `c`, as one test against
        // one bound; `c + d` and `ub + d` are chosen only where the other
        // bound lies beyond them, so they do not wrap.
        let d = b.iconst(ity, if p.up { 1 } else { u128::MAX });
        let (bound, pred1) = match (p.exit_strict, prefix_strict) {
            (true, false) => {
                let lt = b.icmp(bs, c, ub);
                let c1 = b.binary(Opcode::Add, c, d);
                (b.select(lt, c1, ub), bs)
            }
            (false, true) => {
                let lt = b.icmp(bs, ub, c);
                let u1 = b.binary(Opcode::Add, ub, d);
                (b.select(lt, u1, c), bs)
            }
            (strict, _) => {
                let lt = b.icmp(bs, ub, c);
                (b.select(lt, ub, c), if strict { bs } else { bn })
            }
        };
        (b, c, lb, d, bound, first_in, pred1)
    };
    let (prefix_val, rest_val) = match p.shape {
        Shape::Range { prefix, .. } => (prefix, !prefix),
        Shape::Point { at } => (!at, !at),
    };
    let k_prefix = b.iconst(ty::I1, u128::from(prefix_val));
    let k_rest = b.iconst(ty::I1, u128::from(rest_val));
    let k_at = match p.shape {
        Shape::Point { at } => Some(b.iconst(ty::I1, u128::from(at))),
        Shape::Range { .. } => None,
    };
    let mut entry = p.entry_args.clone();
    entry[p.exit.param] = lb;
    // The original loop takes the iterations after the split through a
    // preheader of its own, so that it keeps one entering block (the
    // unroller asks for one).
    let tys: Vec<Type> = b
        .body
        .dfg
        .block_params(header)
        .iter()
        .map(|&v| b.body.dfg.value_type(v))
        .collect();
    let with_params = |b: &mut FuncBuilder| {
        let blk = b.body.dfg.make_block();
        let ps: Vec<Value> = tys
            .iter()
            .map(|&t| b.body.dfg.append_block_param(blk, t))
            .collect();
        (blk, ps)
    };
    let (rest, rest_params) = with_params(&mut b);
    // Where the iterations after the first loop's go: the original loop,
    // or for `==` a test whether the next one is the one at `c`.
    let (second, point_test) = match p.shape {
        Shape::Range { .. } => (rest, None),
        Shape::Point { .. } => {
            let (m2, ps) = with_params(&mut b);
            (m2, Some(ps))
        }
    };
    b.condbr(first_in, (h1, &entry[..]), (second, &entry[..]));
    b.switch_to(rest);
    b.br(header, &rest_params);
    let body = b.body;
    body.dfg.block_names[rest] = name(body, "rest");

    // The first loop: the condition is known, and the latch also stops at
    // the split point, handing over to `mid`.
    let blocks1: Vec<Block> = p.blocks.iter().map(|b| bmap1[b]).collect();
    fold(body, &blocks1, *vmap1.get(&p.cond)?, k_prefix, prefix_val);
    let latch1 = *bmap1.get(&p.latch)?;
    let t1 = body.terminator(latch1)?;
    let cmp1 = branch_cond(body, t1)?;
    let next1 = *vmap1.get(&p.exit.next)?;
    let back = body.dfg.insts[t1]
        .succs
        .iter()
        .position(|s| s.block == h1)?;
    let edges: Vec<(Block, Vec<Value>)> = body.dfg.insts[t1]
        .succs
        .iter()
        .map(|s| (s.block, body.dfg.call_args(s).to_vec()))
        .collect();
    let stay = body.dfg.make_inst(
        Opcode::ICmp,
        &[next1, bound],
        Attrs::ICmp(pred1),
        Some(ty::I1),
    );
    let at = body.block_insts(latch1).len() - 1;
    body.insert_inst(latch1, at, stay);
    let stay = body.dfg.inst_result(stay)?;
    let mid = body.dfg.make_block();
    body.dfg.block_names[mid] = name(body, "lo.exit");
    let mid_succs: Vec<BlockCall> = edges
        .iter()
        .enumerate()
        .map(|(k, (t, a))| {
            let t = if k == back { second } else { *t };
            body.dfg.block_call(t, a)
        })
        .collect();
    let mid_br = body
        .dfg
        .make_inst(Opcode::CondBr, &[cmp1], Attrs::None, None);
    body.dfg.insts[mid_br].succs = mid_succs;
    body.append_inst(mid, mid_br);
    let again = body.dfg.block_call(h1, &edges[back].1);
    let to_mid = body.dfg.block_call(mid, &[]);
    let d = &mut body.dfg.insts[t1];
    d.args = ValueList::from_slice(&[stay], &mut body.dfg.pool);
    d.succs = vec![again, to_mid];
    // The original test now runs once, after the first loop: move it
    // there when nothing else reads it.
    let mut readers = blocks1.clone();
    readers.push(mid);
    if let Some(ci) = body.dfg.def_inst(cmp1) {
        if body.layout.inst_block[ci] == Some(latch1) && uses(body, &readers, cmp1) == 1 {
            body.remove_inst(ci);
            body.insert_inst(mid, 0, ci);
        }
    }
    let mut new_blocks = vec![guard];
    new_blocks.extend(&blocks1);
    new_blocks.push(mid);
    let mut copies: Vec<Block> = blocks1.clone();

    // `==`: the iteration at `c`, once, straight into the original loop.
    if let (Some((bmap2, vmap2)), Some(params), Some(k_at)) = (&peel, &point_test, k_at) {
        let hp = *bmap2.get(&header)?;
        let blocks2: Vec<Block> = p.blocks.iter().map(|b| bmap2[b]).collect();
        fold(body, &blocks2, *vmap2.get(&p.cond)?, k_at, !rest_val);
        let latch2 = *bmap2.get(&p.latch)?;
        let t2 = body.terminator(latch2)?;
        let mut succs = std::mem::take(&mut body.dfg.insts[t2].succs);
        for s in succs.iter_mut().filter(|s| s.block == hp) {
            let a = body.dfg.call_args(s).to_vec();
            *s = body.dfg.block_call(rest, &a);
        }
        body.dfg.insts[t2].succs = succs;
        // No longer a latch: its loop hints would describe nothing.
        body.dfg.meta.remove(&t2);
        let mut b = FuncBuilder::new(body);
        b.switch_to(second);
        let is_at = b.icmp(IntPred::Eq, params[p.exit.param], c);
        b.condbr(is_at, (hp, &params[..]), (rest, &params[..]));
        body.dfg.block_names[second] = name(body, "at.test");
        new_blocks.push(second);
        new_blocks.extend(&blocks2);
        copies.extend(&blocks2);
        remove_if_unused(body, *vmap2.get(&p.cond)?);
    }

    // The original loop takes the rest, with the other side.
    new_blocks.push(rest);
    fold(body, &p.blocks, p.cond, k_rest, rest_val);
    let at = body
        .layout
        .blocks
        .iter()
        .position(|b| in_loop.contains(b))?;
    body.layout.blocks.splice(at..at, new_blocks);
    copies.extend(&p.blocks);
    remove_dead(body, &copies);
    // The conditions, and the constants that stood in for them where
    // only branches read them, are dead now.
    remove_if_unused(body, *vmap1.get(&p.cond)?);
    remove_if_unused(body, p.cond);
    for k in [Some(one), Some(k_prefix), Some(k_rest), k_at]
        .into_iter()
        .flatten()
    {
        remove_if_unused(body, k);
    }
    Some(h1)
}

/// `v` as the guard block can read it: a constant defined in the loop
/// (`in_loop`) is made again there; a value that might be undefined is
/// frozen when `freeze` asks for it (the guard branches on it where the
/// original might not have).
fn remat(b: &mut FuncBuilder, in_loop: &FxHashSet<Block>, v: Value, freeze: bool) -> Option<Value> {
    let def = def_block(b.body, v)?;
    let v = if in_loop.contains(&def) {
        let k = b.body.dfg.const_value(v)?.clone();
        let t = b.body.dfg.value_type(v);
        b.constant(k, t)
    } else {
        v
    };
    if freeze && !well_defined(b.body, v, 0) {
        let f = b.unary(Opcode::Freeze, v);
        let name = b.body.dfg.value_names[v]
            .as_ref()
            .map(|n| format!("{n}.fr"));
        b.body.dfg.value_names[f] = name;
        return Some(f);
    }
    Some(v)
}

/// In `blocks`, which now run only where `cond` is `value` (`k`): each
/// branch on it goes one way, and every other use reads `k`.
fn fold(body: &mut Body, blocks: &[Block], cond: Value, k: Value, value: bool) {
    for &b in blocks {
        let Some(t) = body.terminator(b) else {
            continue;
        };
        if branch_cond(body, t) == Some(cond) {
            let d = &mut body.dfg.insts[t];
            let keep = if value { 0 } else { 1 };
            let s = d.succs[keep].clone();
            d.opcode = Opcode::Br;
            d.attrs = Attrs::None;
            d.args = ValueList::new();
            d.succs = vec![s];
        }
    }
    let insts: Vec<Inst> = blocks
        .iter()
        .flat_map(|&b| body.block_insts(b).iter().copied())
        .collect();
    body.dfg.replace_uses(&insts, cond, k);
}

/// How many times `v` is read in `blocks` (operands and edge arguments).
fn uses(body: &Body, blocks: &[Block], v: Value) -> usize {
    blocks
        .iter()
        .flat_map(|&b| body.block_insts(b))
        .map(|&i| {
            let d = &body.dfg.insts[i];
            let args = body.dfg.inst_args(i).iter();
            let edge_args = d.succs.iter().flat_map(|s| body.dfg.call_args(s));
            args.chain(edge_args).filter(|&&a| a == v).count()
        })
        .sum()
}

/// Drops the (pure) instruction defining `v` when nothing reads it.
fn remove_if_unused(body: &mut Body, v: Value) {
    let Some(i) = body.dfg.def_inst(v) else {
        return;
    };
    if body.layout.inst_block[i].is_none() {
        return;
    }
    let all = body.layout.blocks.clone();
    if uses(body, &all, v) == 0 {
        body.remove_inst(i);
    }
}

/// Gives the loop a dedicated exit block whose parameters carry the exit
/// edge's arguments and every loop value read after the loop, so that
/// whichever part leaves last supplies them; readers outside the loop read
/// the parameters.
fn route_live_outs(body: &mut Body, in_loop: &FxHashSet<Block>, p: &Plan) -> Option<()> {
    let lt = body.terminator(p.latch)?;
    let exit_k = body.dfg.insts[lt]
        .succs
        .iter()
        .position(|s| !in_loop.contains(&s.block))?;
    let outside: Vec<Inst> = body
        .layout
        .blocks
        .iter()
        .filter(|b| !in_loop.contains(b))
        .flat_map(|&b| body.block_insts(b).to_vec())
        .collect();
    let old = &body.dfg.insts[lt].succs[exit_k];
    let target = old.block;
    let old_args = body.dfg.call_args(old).to_vec();
    let x0 = body.dfg.make_block();
    body.dfg.block_names[x0] = body.dfg.block_names[p.latch]
        .as_ref()
        .map(|n| format!("{n}.exit"));
    let params: Vec<Value> = old_args
        .iter()
        .chain(&p.live)
        .map(|&a| {
            let t = body.dfg.value_type(a);
            body.dfg.append_block_param(x0, t)
        })
        .collect();
    let forward = body.dfg.block_call(target, &params[..old_args.len()]);
    let br = body.dfg.make_inst(Opcode::Br, &[], Attrs::None, None);
    body.dfg.insts[br].succs = vec![forward];
    body.append_inst(x0, br);
    let all_args: Vec<Value> = old_args.iter().chain(&p.live).copied().collect();
    body.dfg.insts[lt].succs[exit_k] = body.dfg.block_call(x0, &all_args);
    for (&v, &q) in p.live.iter().zip(&params[old_args.len()..]) {
        body.dfg.replace_uses(&outside, v, q);
        body.dfg.value_names[q] = body.dfg.value_names[v].clone();
    }
    let at = body
        .layout
        .blocks
        .iter()
        .rposition(|b| in_loop.contains(b))?
        + 1;
    body.layout.blocks.insert(at, x0);
    Some(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn before_is_the_counting_order() {
        assert_eq!(before(true, true), (IntPred::Slt, IntPred::Sle));
        assert_eq!(before(false, false), (IntPred::Ugt, IntPred::Uge));
        assert_eq!(signedness(IntPred::Ne), None);
        assert_eq!(signedness(IntPred::Uge), Some(false));
    }

    #[test]
    fn an_empty_body_is_left_alone() {
        let mut body = Body::default();
        assert_eq!(run_function(&mut body, &IndexSplitConfig::default()), 0);
    }
}
