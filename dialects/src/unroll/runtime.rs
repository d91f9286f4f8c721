//! Runtime unrolling (seed 001's priority 6) with an epilogue: a loop whose
//! trip count is not a constant runs as a main loop of `F` copies of its
//! body, then the original loop for the iterations left.
//!
//! Shape handled: a bottom-tested loop (the latch is its only exiting
//! block) whose exit test compares the next value of a 32- or 64-bit
//! induction variable `p + C` with a bound defined before the loop. The test must
//! order values (`<`, `<=`, `>`, `>=`; `!=` with a step of 1 or -1 reads as
//! `<` or `>`) and the increment must not wrap in the test's signedness
//! (`nsw` for signed tests, `nuw` for unsigned ones), so that the index is
//! an exact integer. A test of `p` itself with a step of ±1 (`p != b`,
//! `p < b`: clang's rotated inclusive loops leave on `p == b`) reads as
//! the same test of `p ± 1` with `<=` / `>=`.
//!
//! A main iteration starting at `q` runs the body for `q, q + C, ...,
//! q + (F-1)C`; all of them would run in the original exactly when
//! `q + (F-1)C` passes the test, evaluated in 64 bits for a 32-bit counter
//! (no overflow), and for a 64-bit one as "`q` is inside the bound and its
//! distance to it covers the steps" (the distance is exact unsigned). The
//! block before the loop tests that for the start value and enters the
//! main loop or the epilogue; the main loop tests it again for the next
//! start, and otherwise evaluates the original test once to enter the
//! epilogue or leave.
//!
//! Values of the loop used after it leave through a new exit block whose
//! parameters carry them, so the main loop's and the epilogue's versions
//! meet there.

use rustc_hash::FxHashSet;

use super::full::{chained_copies, layout_position, loop_blocks, straighten};
use crate::analysis::loops::LoopNest;
use crate::analysis::DomTree;
use crate::ir::{
    Attrs, Block, Body, Const, Inst, IntFlags, IntPred, Opcode, Type, Value, ValueDef,
};

/// The exit test, normalized: the loop continues while
/// `next pred bound` (signed or unsigned as `pred` says).
pub(crate) struct Test {
    /// Position of the induction variable among the header's parameters.
    pub param: usize,
    /// The step `C`.
    pub step: i128,
    pub pred: IntPred,
    /// The bound (the vectorizer requires it set before the loop).
    pub bound: Value,
}

pub(super) fn is_signed(p: IntPred) -> bool {
    matches!(p, IntPred::Slt | IntPred::Sle | IntPred::Sgt | IntPred::Sge)
}

/// The loop's normalized exit test, when it has the handled shape.
pub(crate) fn exit_test(body: &Body, nest: &LoopNest, l: usize, latch: Block) -> Option<Test> {
    let dfg = &body.dfg;
    let header = nest.loops[l].header;
    let t = body.terminator(latch)?;
    let td = &dfg.insts[t];
    if td.opcode != Opcode::CondBr || td.succs.len() != 2 {
        return None;
    }
    let back = td.succs.iter().position(|s| s.block == header)?;
    if nest.contains(l, td.succs[1 - back].block) {
        return None;
    }
    let cond = *dfg.inst_args(t).first()?;
    let ci = dfg.def_inst(cond)?;
    let (Opcode::ICmp, Attrs::ICmp(pred)) = (dfg.insts[ci].opcode, &dfg.insts[ci].attrs) else {
        return None;
    };
    let [a, b] = dfg.inst_args(ci) else {
        return None;
    };
    let in_loop = |v: Value| match dfg.values[v].def {
        ValueDef::Param(pb, _) => nest.contains(l, pb),
        ValueDef::Result(i) => body.layout.inst_block[i].is_some_and(|ib| nest.contains(l, ib)),
    };
    // `next` on the left, the bound on the right.
    let (next, bound, mut pred) = match (in_loop(*a), in_loop(*b)) {
        (true, false) => (*a, *b, *pred),
        (false, true) => (*b, *a, pred.swapped()),
        _ => return None,
    };
    if back == 1 {
        pred = pred.inverse();
    }
    // A test of the counter itself, `p != b` or `p < b` (clang's rotated
    // `for (i = lo; i <= hi; ++i)` exits on `i == hi`), reads as the
    // same test of `next = p ± 1`: `p < b` is `p + 1 <= b`. With a step
    // of one that cannot wrap, `p` meets `b` exactly or the original's
    // increment overflows first (undefined), so `!=` is `<` there.
    let (next, pred) = match counter_test(body, header, td, back, next, pred) {
        Some(x) => x,
        None => (next, pred),
    };
    // `next` is `p + C` for a header parameter `p` passed `next` back.
    let ni = dfg.def_inst(next)?;
    let nd = &dfg.insts[ni];
    let (p, c) = match (nd.opcode, dfg.inst_args(ni)) {
        (Opcode::Add, [x, y]) => match (dfg.int_const(*y), dfg.int_const(*x)) {
            (Some((c, _)), _) => (*x, c),
            (None, Some((c, _))) => (*y, c),
            _ => return None,
        },
        _ => return None,
    };
    let params = dfg.block_params(header);
    let param = params.iter().position(|&q| q == p)?;
    let back_args = dfg.call_args(&td.succs[back]);
    if back_args.get(param) != Some(&next)
        || !matches!(dfg.value_type(p), Type::Int(32) | Type::Int(64))
    {
        return None;
    }
    let flags = match nd.attrs {
        Attrs::Int(f) => f,
        _ => IntFlags::default(),
    };
    let pred = match pred {
        IntPred::Ne if c == 1 && flags.contains(IntFlags::NSW) => IntPred::Slt,
        IntPred::Ne if c == -1 && flags.contains(IntFlags::NSW) => IntPred::Sgt,
        IntPred::Ne if c == 1 && flags.contains(IntFlags::NUW) => IntPred::Ult,
        p => p,
    };
    let ok = match pred {
        IntPred::Slt | IntPred::Sle => c > 0 && flags.contains(IntFlags::NSW),
        IntPred::Sgt | IntPred::Sge => c < 0 && flags.contains(IntFlags::NSW),
        IntPred::Ult | IntPred::Ule => c > 0 && flags.contains(IntFlags::NUW),
        _ => false,
    };
    ok.then_some(Test {
        param,
        step: c,
        pred,
        bound,
    })
}

/// Emits before `at`'s terminator the test "`q + (F-1)C` passes", in 64
/// bits; returns the `i1`.
fn emit_wide_test(body: &mut Body, at: Block, q: Value, t: &Test, factor: usize) -> Value {
    if body.dfg.value_type(q) == Type::Int(64) {
        return emit_distance_test(body, at, q, t, factor);
    }
    let ext = if is_signed(t.pred) {
        Opcode::SExt
    } else {
        Opcode::ZExt
    };
    let put = |body: &mut Body, op: Opcode, args: &[Value], attrs: Attrs, ty: Type| {
        let i = body.dfg.make_inst(op, args, attrs, Some(ty));
        let n = body.block_insts(at).len();
        let pos = if body.terminator(at).is_some() {
            n - 1
        } else {
            n
        };
        body.insert_inst(at, pos, i);
        body.dfg.inst_result(i).expect("made with a result")
    };
    let ext_attrs = || {
        if ext == Opcode::ZExt {
            Attrs::Int(IntFlags::default())
        } else {
            Attrs::None
        }
    };
    let wq = put(body, ext, &[q], ext_attrs(), Type::Int(64));
    let wn = put(body, ext, &[t.bound], ext_attrs(), Type::Int(64));
    let delta = t.step * (factor as i128 - 1);
    let k = put(
        body,
        Opcode::Const,
        &[],
        Attrs::Const(Const::Int(u128::from(delta as i64 as u64))),
        Type::Int(64),
    );
    let last = put(
        body,
        Opcode::Add,
        &[wq, k],
        Attrs::Int(IntFlags::default()),
        Type::Int(64),
    );
    put(
        body,
        Opcode::ICmp,
        &[last, wn],
        Attrs::ICmp(t.pred),
        Type::Int(1),
    )
}

/// The main loop's own test, `q pred n - (F-1)C` in the counter's width.
/// The main loop is entered only when its start value `q0` passed the
/// wide test (exact: 64-bit for a 32-bit counter, the distance test for a
/// 64-bit one), so `n - (F-1)C` lies between `q0` and the bound: it is
/// exact in the counter's width and the test's signedness (computed with
/// wrapping arithmetic, the result fits, so it is right even where
/// `(F-1)C` alone does not), and the test equals the wide one. The limit
/// is loop-invariant (elaboration computes it once), leaving one compare
/// per round where the wide test costs an extension, an add and a compare
/// (matmul_naive: 3 instructions per round against libNVVM's one `setp`)
/// and the distance test three.
fn emit_limit_test(body: &mut Body, at: Block, q: Value, t: &Test, factor: usize) -> Value {
    let ty = body.dfg.value_type(q);
    let put = |body: &mut Body, op: Opcode, args: &[Value], attrs: Attrs, ty: Type| {
        let i = body.dfg.make_inst(op, args, attrs, Some(ty));
        let n = body.block_insts(at).len();
        body.insert_inst(at, n.saturating_sub(1), i);
        body.dfg.inst_result(i).expect("made with a result")
    };
    let delta = t.step * (factor as i128 - 1);
    let k = put(
        body,
        Opcode::Const,
        &[],
        Attrs::Const(Const::Int(if ty == Type::Int(32) {
            u128::from(delta as i32 as u32)
        } else {
            u128::from(delta as i64 as u64)
        })),
        ty,
    );
    let limit = put(
        body,
        Opcode::Sub,
        &[t.bound, k],
        Attrs::Int(IntFlags::default()),
        ty,
    );
    put(
        body,
        Opcode::ICmp,
        &[q, limit],
        Attrs::ICmp(t.pred),
        Type::Int(1),
    )
}

/// The same test for a 64-bit counter, where `q + (F-1)C` could wrap: `q`
/// must be on the staying side of the bound, and then its distance to the
/// bound, exact as an unsigned number, must cover `(F-1)|C|` more steps
/// (strictly for `<`/`>`, or equal for `<=`/`>=`).
fn emit_distance_test(body: &mut Body, at: Block, q: Value, t: &Test, factor: usize) -> Value {
    let put = |body: &mut Body, op: Opcode, args: &[Value], attrs: Attrs, ty: Type| {
        let i = body.dfg.make_inst(op, args, attrs, Some(ty));
        let n = body.block_insts(at).len();
        body.insert_inst(at, n.saturating_sub(1), i);
        body.dfg.inst_result(i).expect("made with a result")
    };
    let up = t.step > 0;
    let strict = matches!(
        t.pred,
        IntPred::Slt | IntPred::Sgt | IntPred::Ult | IntPred::Ugt
    );
    // Staying side: q < n (q > n counting down), in the test's signedness.
    let side = match (is_signed(t.pred), up) {
        (true, true) => IntPred::Slt,
        (true, false) => IntPred::Sgt,
        (false, _) => IntPred::Ult,
    };
    let inside = put(
        body,
        Opcode::ICmp,
        &[q, t.bound],
        Attrs::ICmp(side),
        Type::Int(1),
    );
    let (hi, lo) = if up { (t.bound, q) } else { (q, t.bound) };
    let dist = put(
        body,
        Opcode::Sub,
        &[hi, lo],
        Attrs::Int(IntFlags::default()),
        Type::Int(64),
    );
    let need = (t.step.unsigned_abs() * (factor as u128 - 1)) as u64;
    let k = put(
        body,
        Opcode::Const,
        &[],
        Attrs::Const(Const::Int(u128::from(need))),
        Type::Int(64),
    );
    let cmp = if strict { IntPred::Ugt } else { IntPred::Uge };
    let far = put(
        body,
        Opcode::ICmp,
        &[dist, k],
        Attrs::ICmp(cmp),
        Type::Int(1),
    );
    put(
        body,
        Opcode::And,
        &[inside, far],
        Attrs::Int(IntFlags::default()),
        Type::Int(1),
    )
}

/// Unrolls loop `l` by `factor` with an epilogue; returns the main loop's
/// header, or None (nothing changed) when the loop's shape is not handled.
pub(super) fn unroll_runtime(
    body: &mut Body,
    dt: &DomTree,
    nest: &LoopNest,
    l: usize,
    factor: usize,
) -> Option<Block> {
    let u = unroll_runtime_guarded(body, dt, nest, l, factor, None)?;
    body.dfg
        .meta
        .entry(u.remainder_latch)
        .or_default()
        .disable_unroll();
    Some(u.copies[0][&nest.loops[l].header])
}

/// A runtime unroll as the vectorizer needs to see it.
pub(crate) struct Unrolled {
    /// Per copy, the original blocks' copies.
    pub copies: Vec<rustc_hash::FxHashMap<Block, Block>>,
    /// The terminator closing the remainder loop (the original loop).
    pub remainder_latch: Inst,
}

/// Emits, before the terminator of the guard block it is given, a further
/// condition of entering the main loop from the loop's entry arguments;
/// returns its `i1`.
pub(crate) type ExtraGuard<'a> = &'a dyn Fn(&mut Body, Block, &[Value]) -> Value;

/// [`unroll_runtime`], the main loop entered only when `extra` holds too.
pub(crate) fn unroll_runtime_guarded(
    body: &mut Body,
    dt: &DomTree,
    nest: &LoopNest,
    l: usize,
    factor: usize,
    extra: Option<ExtraGuard>,
) -> Option<Unrolled> {
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
        vmaps,
    } = main_copies(body, dt, nest, l, factor)?;
    let lt_last = body.terminator(copies[factor - 1][&latch]).expect("copied");
    let cond_last = *vmaps[factor - 1]
        .get(&body.dfg.inst_args(lt)[0])
        .unwrap_or(&body.dfg.inst_args(lt)[0]);
    let dispatch = close_main_loop(body, lt, lt_last, back, cond_last, &test, factor);
    let guard = guard_entry(body, pt, header, copies[0][&header], &test, factor, extra);
    // Layout: guard, main loop, dispatch, then the original loop.
    let at = layout_position(body, &in_loop);
    let mut new = vec![guard];
    new.extend(
        copies
            .iter()
            .flat_map(|m| blocks.iter().map(|b| m[b]).collect::<Vec<_>>()),
    );
    new.push(dispatch);
    body.layout.blocks.splice(at..at, new);
    Some(Unrolled {
        copies,
        remainder_latch: lt,
    })
}

/// What both remainder forms need of a loop: its header and single latch
/// (the only exiting block), the normalized exit test, and the one block
/// entering it, whose terminator `pt` has one edge to the header.
pub(super) struct Shape {
    pub header: Block,
    pub latch: Block,
    pub test: Test,
    pub pt: Inst,
}

/// The loop's [`Shape`], when runtime unrolling by `factor` handles it.
fn shape(body: &Body, dt: &DomTree, nest: &LoopNest, l: usize, factor: usize) -> Option<Shape> {
    let lp = &nest.loops[l];
    let header = lp.header;
    let [latch] = lp.latches.as_slice() else {
        return None;
    };
    let latch = *latch;
    if nest.exiting(l) != [latch] || factor < 2 {
        return None;
    }
    let test = exit_test(body, nest, l, latch)?;
    // The bound must be computable before the loop.
    if let ValueDef::Result(bi) = body.dfg.values[test.bound].def {
        let bb = body.layout.inst_block[bi]?;
        if !dt.dominates(bb, header) || bb == header {
            return None;
        }
    }
    let outside_preds: Vec<Block> = dt
        .preds(header)
        .iter()
        .copied()
        .filter(|&p| !nest.contains(l, p) && dt.is_reachable(p))
        .collect();
    let [pre] = outside_preds.as_slice() else {
        return None;
    };
    let pre = *pre;
    let pt = body.terminator(pre)?;
    if body.dfg.insts[pt]
        .succs
        .iter()
        .filter(|s| s.block == header)
        .count()
        != 1
    {
        return None;
    }
    Some(Shape {
        header,
        latch,
        test,
        pt,
    })
}

/// The loop as both remainder forms start: its [`Shape`], its blocks, a
/// dedicated exit carrying its live-outs, and `factor` chained copies
/// (names from 100) whose latches but the last go straight on.
pub(super) struct MainCopies {
    pub shape: Shape,
    pub blocks: Vec<Block>,
    pub in_loop: FxHashSet<Block>,
    /// The original latch's terminator, and its back edge's position.
    pub lt: Inst,
    pub back: usize,
    pub copies: Vec<rustc_hash::FxHashMap<Block, Block>>,
    pub vmaps: Vec<rustc_hash::FxHashMap<Value, Value>>,
}

/// [`MainCopies`] of loop `l`, or None (nothing changed) when its shape
/// is not handled.
pub(super) fn main_copies(
    body: &mut Body,
    dt: &DomTree,
    nest: &LoopNest,
    l: usize,
    factor: usize,
) -> Option<MainCopies> {
    let shape = shape(body, dt, nest, l, factor)?;
    let (header, latch) = (shape.header, shape.latch);
    let (blocks, in_loop) = loop_blocks(body, nest, l);
    route_live_outs(body, &in_loop, latch)?;
    let lt = body.terminator(latch)?;
    let back = body.dfg.insts[lt]
        .succs
        .iter()
        .position(|s| s.block == header)?;
    let (copies, vmaps) = chained_copies(body, &blocks, header, latch, factor, 100, |k| {
        (k + 1) % factor
    });
    for copy in &copies[..factor - 1] {
        let t = body.terminator(copy[&latch]).expect("copied");
        straighten(body, t, back);
    }
    Some(MainCopies {
        shape,
        blocks,
        in_loop,
        lt,
        back,
        copies,
        vmaps,
    })
}

/// Ends the main loop: its last copy's latch `lt_last` runs another full
/// round or goes to a new dispatch block, which repeats the original test
/// `lt` on the last copy's values (`cond_last`) into the epilogue or out.
/// Returns the dispatch block.
fn close_main_loop(
    body: &mut Body,
    lt: Inst,
    lt_last: Inst,
    back: usize,
    cond_last: Value,
    test: &Test,
    factor: usize,
) -> Block {
    let last_latch = body.layout.inst_block[lt_last].expect("laid out");
    let next_last = body.dfg.call_args(&body.dfg.insts[lt_last].succs[back])[test.param];
    let again = emit_limit_test(body, last_latch, next_last, test, factor);
    let dispatch = body.dfg.make_block();
    let orig = body.dfg.insts[lt].succs.clone();
    let last_succs = body.dfg.insts[lt_last].succs.clone();
    let dsuccs: Vec<_> = last_succs
        .iter()
        .zip(&orig)
        .map(|(s, o)| {
            let args = body.dfg.call_args(s).to_vec();
            body.dfg.block_call(o.block, &args)
        })
        .collect();
    let dt_inst = body
        .dfg
        .make_inst(Opcode::CondBr, &[cond_last], Attrs::None, None);
    body.dfg.insts[dt_inst].succs = dsuccs;
    body.append_inst(dispatch, dt_inst);
    let main_back = last_succs[back].clone();
    let to_dispatch = body.dfg.block_call(dispatch, &[]);
    let d = &mut body.dfg.insts[lt_last];
    d.args = crate::ir::ValueList::from_slice(&[again], &mut body.dfg.pool);
    d.succs = vec![main_back, to_dispatch];
    dispatch
}

/// Redirects the loop's entering edge (in terminator `pt`) to a new guard
/// block: a full round from the start value enters the main loop at
/// `main`, anything less the epilogue at `header`. Returns the guard.
fn guard_entry(
    body: &mut Body,
    pt: Inst,
    header: Block,
    main: Block,
    test: &Test,
    factor: usize,
    extra: Option<ExtraGuard>,
) -> Block {
    let guard = body.dfg.make_block();
    let entry_call = body.dfg.insts[pt]
        .succs
        .iter()
        .find(|s| s.block == header)
        .expect("one entering edge")
        .clone();
    let init = body.dfg.call_args(&entry_call)[test.param];
    let init_args = body.dfg.call_args(&entry_call).to_vec();
    let br = body.dfg.make_inst(Opcode::Br, &[], Attrs::None, None);
    body.append_inst(guard, br);
    let mut start = emit_wide_test(body, guard, init, test, factor);
    if let Some(extra) = extra {
        let more = extra(body, guard, &init_args);
        let i = body.dfg.make_inst(
            Opcode::And,
            &[start, more],
            Attrs::Int(IntFlags::default()),
            Some(Type::Int(1)),
        );
        let n = body.block_insts(guard).len();
        body.insert_inst(guard, n - 1, i);
        start = body.dfg.inst_result(i).expect("made with a result");
    }
    let to_main = body.dfg.block_call(main, &init_args);
    let to_epilogue = body.dfg.block_call(header, &init_args);
    let d = &mut body.dfg.insts[br];
    d.opcode = Opcode::CondBr;
    d.args = crate::ir::ValueList::from_slice(&[start], &mut body.dfg.pool);
    d.succs = vec![to_main, to_epilogue];
    let to_guard = body.dfg.block_call(guard, &[]);
    for s in &mut body.dfg.insts[pt].succs {
        if s.block == header {
            *s = to_guard.clone();
        }
    }
    guard
}

/// Gives the loop a dedicated exit block whose parameters carry the exit
/// edge's arguments and every loop value used after the loop; uses after
/// the loop read those parameters. Returns the new block.
fn route_live_outs(body: &mut Body, in_loop: &FxHashSet<Block>, latch: Block) -> Option<Block> {
    let lt = body.terminator(latch)?;
    let exit_k = body.dfg.insts[lt]
        .succs
        .iter()
        .position(|s| !in_loop.contains(&s.block))?;
    let defined_in_loop = |body: &Body, v: Value| match body.dfg.values[v].def {
        ValueDef::Param(b, _) => in_loop.contains(&b),
        ValueDef::Result(i) => body.layout.inst_block[i].is_some_and(|b| in_loop.contains(&b)),
    };
    let outside: Vec<Inst> = body
        .layout
        .blocks
        .iter()
        .filter(|b| !in_loop.contains(b))
        .flat_map(|&b| body.block_insts(b).to_vec())
        .collect();
    let mut live_outs: Vec<Value> = Vec::new();
    for &i in &outside {
        let mut vals: Vec<Value> = body.dfg.inst_args(i).to_vec();
        for s in &body.dfg.insts[i].succs {
            vals.extend_from_slice(body.dfg.call_args(s));
        }
        for v in vals {
            if defined_in_loop(body, v) && !live_outs.contains(&v) {
                live_outs.push(v);
            }
        }
    }
    let old = body.dfg.insts[lt].succs[exit_k].clone();
    let old_args = body.dfg.call_args(&old).to_vec();
    let x0 = body.dfg.make_block();
    let mut params = Vec::new();
    for &a in old_args.iter().chain(&live_outs) {
        params.push(body.dfg.append_block_param(x0, body.dfg.value_type(a)));
    }
    let forward = body.dfg.block_call(old.block, &params[..old_args.len()]);
    let br = body.dfg.make_inst(Opcode::Br, &[], Attrs::None, None);
    body.dfg.insts[br].succs = vec![forward];
    body.append_inst(x0, br);
    let all_args: Vec<Value> = old_args.iter().chain(&live_outs).copied().collect();
    body.dfg.insts[lt].succs[exit_k] = body.dfg.block_call(x0, &all_args);
    for (v, &p) in live_outs.iter().zip(&params[old_args.len()..]) {
        body.dfg.replace_uses(&outside, *v, p);
        body.dfg.value_names[p] = body.dfg.value_names[*v].clone();
    }
    let at = body
        .layout
        .blocks
        .iter()
        .rposition(|b| in_loop.contains(b))
        .expect("laid out")
        + 1;
    body.layout.blocks.insert(at, x0);
    Some(x0)
}

/// The most a value can be, unsigned, from its definition: a constant,
/// `and x, C`, `urem x, C`, `lshr x, k` or a zero extension.
fn unsigned_max(body: &Body, v: Value, depth: u32) -> Option<u128> {
    let dfg = &body.dfg;
    let w = match dfg.value_type(v) {
        Type::Int(w) => u32::from(w),
        _ => return None,
    };
    if let Some((c, cw)) = dfg.int_const(v) {
        return Some(c as u128 & crate::ir::eval::mask(cw));
    }
    if depth == 0 {
        return None;
    }
    let i = dfg.def_inst(v)?;
    let args = dfg.inst_args(i);
    let k = |x: Value| {
        dfg.int_const(x)
            .map(|(c, cw)| c as u128 & crate::ir::eval::mask(cw))
    };
    match (dfg.insts[i].opcode, args) {
        (Opcode::And, [x, y]) => match (k(*x), k(*y)) {
            (Some(c), _) | (_, Some(c)) => Some(c),
            _ => None,
        },
        (Opcode::URem, [_, y]) => k(*y).filter(|&c| c > 0).map(|c| c - 1),
        (Opcode::LShr, [_, y]) => k(*y)
            .filter(|&s| s >= 1 && s < u128::from(w))
            .map(|s| crate::ir::eval::mask(w) >> s),
        (Opcode::ZExt, [x]) => match dfg.value_type(*x) {
            Type::Int(n) => Some(
                unsigned_max(body, *x, depth - 1).unwrap_or(crate::ir::eval::mask(u32::from(n))),
            ),
            _ => None,
        },
        _ => None,
    }
}

/// The most iterations a loop the runtime unroller handles can run, when
/// its start is a constant and its bound's maximum is known (`n & 3`,
/// `n % 5`, a zero-extended byte), or a branch before the loop decided
/// `start + K >= bound` (the scalar tail after `if (i + 3 < n) { float4
/// ... } else for (; i < n; ++i)`): what `flat-loop-tripcount-threshold`
/// compares, and the vectorizer's tiny-trip-count test.
pub(crate) fn max_runtime_trip(
    body: &Body,
    dt: &DomTree,
    nest: &LoopNest,
    l: usize,
) -> Option<u64> {
    let lp = &nest.loops[l];
    let [latch] = lp.latches.as_slice() else {
        return None;
    };
    let t = exit_test(body, nest, l, *latch)?;
    if !matches!(
        t.pred,
        IntPred::Ult | IntPred::Ule | IntPred::Slt | IntPred::Sle
    ) || t.step <= 0
    {
        return None;
    }
    let pre = nest.entering_block(dt, l)?;
    let pt = body.terminator(pre)?;
    let s = body.dfg.insts[pt]
        .succs
        .iter()
        .find(|s| s.block == lp.header)?;
    let start_v = *body.dfg.call_args(s).get(t.param)?;
    let Some((start, _)) = body.dfg.int_const(start_v) else {
        let span = guarded_span(body, dt, pre, start_v, t.bound)?;
        // Values start, start + step, ... below the bound (or up to it).
        let span = if matches!(t.pred, IntPred::Ule | IntPred::Sle) {
            span + 1
        } else {
            span
        };
        return u64::try_from(((span + t.step - 1) / t.step).max(1)).ok();
    };
    let hi = i128::try_from(unsigned_max(body, t.bound, 4)?).ok()?;
    if start < 0 {
        return None;
    }
    // A bottom-tested loop runs once, then while `start + k*step` (<=) < hi.
    let last = if matches!(t.pred, IntPred::Ule | IntPred::Sle) {
        hi
    } else {
        hi - 1
    };
    let iters = if last < start + t.step {
        1
    } else {
        (last - start) / t.step + 1
    };
    u64::try_from(iters).ok()
}

/// A `K >= 0` such that `bound - start <= K` holds on entering the loop
/// from `pre`: an edge into a dominator of `pre` (its block's only way
/// in) decided `start + K >= bound` signed, with `start + K` an `add nsw`
/// (or an `or` whose bits `start` cannot have, an `add` without carries).
fn guarded_span(body: &Body, dt: &DomTree, pre: Block, start: Value, bound: Value) -> Option<i128> {
    let dfg = &body.dfg;
    // `v` as `start + K`.
    let offset = |v: Value| -> Option<i128> {
        let i = dfg.def_inst(v)?;
        let [a, b] = dfg.inst_args(i) else {
            return None;
        };
        let (k, _) = dfg.int_const(*b)?;
        if *a != start || k < 0 {
            return None;
        }
        match (dfg.insts[i].opcode, &dfg.insts[i].attrs) {
            (Opcode::Add, Attrs::Int(f)) if f.contains(IntFlags::NSW) => Some(k),
            (Opcode::Or, _) => {
                let low = low_zero_bits(body, start, 4)?;
                (k < (1i128 << low)).then_some(k)
            }
            _ => None,
        }
    };
    dt.dominating_edges(pre)
        .find_map(|(d, x)| decided_span(body, d, x, bound, &offset))
}

/// The span `guarded_span` wants, when `d`'s branch into `x` decides it.
fn decided_span(
    body: &Body,
    d: Block,
    x: Block,
    bound: Value,
    offset: &dyn Fn(Value) -> Option<i128>,
) -> Option<i128> {
    let dfg = &body.dfg;
    let t = body.terminator(d)?;
    let td = &dfg.insts[t];
    if td.opcode != Opcode::CondBr || td.succs.len() != 2 || td.succs[0].block == td.succs[1].block
    {
        return None;
    }
    let taken = td.succs.iter().position(|s| s.block == x)?;
    let c = dfg.def_inst(*dfg.inst_args(t).first()?)?;
    let (Opcode::ICmp, Attrs::ICmp(pred)) = (dfg.insts[c].opcode, &dfg.insts[c].attrs) else {
        return None;
    };
    let [a, b] = dfg.inst_args(c) else {
        return None;
    };
    // What holds on the edge, as `a pred b`.
    let pred = if taken == 0 { *pred } else { pred.inverse() };
    // `start + K >= bound`, either way round.
    match pred {
        IntPred::Sge if *b == bound => offset(*a),
        IntPred::Sgt if *b == bound => offset(*a).map(|k| k - 1).filter(|&k| k >= 0),
        IntPred::Sle if *a == bound => offset(*b),
        IntPred::Slt if *a == bound => offset(*b).map(|k| k - 1).filter(|&k| k >= 0),
        _ => None,
    }
}

/// How many low bits of `v` are known to be zero (shifts left and
/// multiplications by a constant, through `and` with a mask).
fn low_zero_bits(body: &Body, v: Value, depth: u32) -> Option<u32> {
    let dfg = &body.dfg;
    if depth == 0 {
        return None;
    }
    let i = dfg.def_inst(v)?;
    let [a, b] = dfg.inst_args(i) else {
        return None;
    };
    let (k, _) = dfg.int_const(*b)?;
    match dfg.insts[i].opcode {
        Opcode::Shl => u32::try_from(k).ok().filter(|&s| s < 64),
        Opcode::Mul if k != 0 => Some(k.trailing_zeros().min(63)),
        Opcode::And => Some(
            k.trailing_zeros()
                .max(low_zero_bits(body, *a, depth - 1).unwrap_or(0))
                .min(63),
        ),
        _ => None,
    }
}

/// For an exit test of a header parameter `p` itself (`p pred b`, the
/// loop continuing while it holds) whose back edge passes `p ± 1`
/// without wrap: the increment and the equivalent test of it.
fn counter_test(
    body: &Body,
    header: Block,
    latch_br: &crate::ir::InstData,
    back: usize,
    tested: Value,
    pred: IntPred,
) -> Option<(Value, IntPred)> {
    let dfg = &body.dfg;
    let param = dfg.block_params(header).iter().position(|&q| q == tested)?;
    let next = *dfg.call_args(&latch_br.succs[back]).get(param)?;
    let ni = dfg.def_inst(next)?;
    let c = match dfg.inst_args(ni) {
        [x, y] if dfg.insts[ni].opcode == Opcode::Add && *x == tested => dfg.int_const(*y)?.0,
        [x, y] if dfg.insts[ni].opcode == Opcode::Add && *y == tested => dfg.int_const(*x)?.0,
        _ => return None,
    };
    let flags = match dfg.insts[ni].attrs {
        Attrs::Int(f) => f,
        _ => IntFlags::default(),
    };
    let (nsw, nuw) = (flags.contains(IntFlags::NSW), flags.contains(IntFlags::NUW));
    let pred = match (pred, c) {
        (IntPred::Ne | IntPred::Slt, 1) if nsw => IntPred::Sle,
        (IntPred::Ne | IntPred::Sgt, -1) if nsw => IntPred::Sge,
        (IntPred::Ne | IntPred::Ult, 1) if nuw => IntPred::Ule,
        _ => return None,
    };
    Some((next, pred))
}
