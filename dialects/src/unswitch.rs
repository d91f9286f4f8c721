//! Loop unswitching (LLVM's SimpleLoopUnswitch, seed 002's `LoopUnswitch`):
//! a branch inside a loop on a condition the loop never changes moves out
//! of the loop, so that it is tested once per entry to the loop rather than
//! once per iteration.
//!
//! Why: a kernel's mode flag (`if (flag) s += x[i]; else s -= x[i];`)
//! tested in every iteration costs a compare and a branch per iteration,
//! splits the body into a diamond that the unroller, LICM and the e-graph
//! see as control flow rather than straight-line code, and, when the
//! threads of a warp disagree, diverges and reconverges inside the loop
//! every time round. Tested once before the loop, each thread runs a loop
//! whose body is straight.
//!
//! Two forms:
//! - **trivial** (always): the header ends in a conditional branch on an
//!   invariant condition one of whose targets leaves the loop, and nothing
//!   before the branch in the header has an effect (no store, call,
//!   atomic, fence, volatile access or convergent operation). Such an exit
//!   is taken on the first iteration or never, so the block entering the
//!   loop tests the condition and goes to the exit directly, and the
//!   header's branch becomes an unconditional branch to the target that
//!   stays. Nothing is copied. The exit's block arguments must be known
//!   before the loop: values from outside it, or the header's parameters,
//!   which on the first iteration hold what the entering edge passes.
//!   Blocks newly reachable from the exit must not read values of the loop
//!   (the loop no longer dominates them).
//! - **non-trivial** (when enabled, for loops of at most `threshold`
//!   instructions): a conditional branch on an invariant condition with
//!   both targets in the loop. The loop is copied; the entering block
//!   branches on the condition to the original, where every branch on the
//!   condition goes to its true target, or to the copy, where it goes to
//!   its false target, and the blocks each side can no longer reach go.
//!   Loop values read after the loop first become parameters of the exit
//!   block that dominates the reader (LCSSA), so that the original and the
//!   copy each pass their own; a reader no such exit block dominates
//!   (one entered from the loop alone) leaves the loop as it is. Refused
//!   for loops with more than one entering block, with allocas (each copy
//!   would be a stack slot of its own in the kernel's local frame), and
//!   with convergent operations (barriers, warp shuffles and votes): a
//!   copy runs only for the threads whose condition chose it, so under a
//!   divergent condition a barrier every thread of the block reached
//!   together would be split in two. Calls and inline assembly are refused
//!   too: a callee, which this pass does not see, or an assembly string
//!   may hold a barrier. The condition is
//!   frozen before the entering block tests it unless it is known to be
//!   defined: the original might never have reached its branch, and a
//!   branch on an undefined value is undefined behaviour.
//!
//! Loops are visited innermost first; after each change the dominator tree
//! and loop nest are recomputed. A loop (with its copy) is unswitched
//! non-trivially on one condition per run; the copies of a loop that was
//! already unswitched count as unswitched, so repeated copies stay
//! bounded. Trivial unswitching may repeat on a loop, since it copies
//! nothing.
//!
//! Nothing here panics on a shape it does not expect: the loop is left as
//! it is. Every change is checked afterwards (each use in a reachable block
//! dominated by its definition, branch arguments matching parameters) and
//! undone if the check fails, so a shape the reasoning missed costs a
//! missed unswitch rather than a broken body.

use crate::loopcopy::{
    branch_cond, clone_blocks, consistent, copyable, def_block, defined_in, entry_args,
    remove_dead, well_defined,
};
use rustc_hash::{FxHashMap, FxHashSet};

use crate::analysis::loops::LoopNest;
use crate::analysis::DomTree;
use crate::ir::intrinsics::Effects;
use crate::ir::{Attrs, Block, BlockCall, Body, Inst, Opcode, Value, ValueDef, ValueList};

/// Budgets of the pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnswitchConfig {
    /// The most instructions (of every block of the loop, inner loops
    /// included) a loop may have to be copied by non-trivial unswitching.
    pub threshold: usize,
    /// Whether loops may be copied at all; trivial unswitching copies
    /// nothing and always runs.
    pub non_trivial: bool,
    /// Copy only loops that hold no other loop.
    pub innermost_only: bool,
}

impl Default for UnswitchConfig {
    fn default() -> Self {
        UnswitchConfig {
            threshold: 50,
            non_trivial: true,
            innermost_only: false,
        }
    }
}

/// Unswitches the loops of `body` (see the module comment); returns how
/// many times a loop was unswitched (one per condition moved out of a
/// loop).
pub fn run_function(body: &mut Body, cfg: &UnswitchConfig) -> usize {
    if body.entry().is_none() {
        return 0;
    }
    // Headers of loops unswitched non-trivially in this run (with their
    // copies), or whose attempt was undone.
    let mut copied: FxHashSet<Block> = FxHashSet::default();
    // Headers whose trivial unswitching was undone.
    let mut no_trivial: FxHashSet<Block> = FxHashSet::default();
    let mut count = 0;
    let mut limit = None;
    let mut rounds = 0usize;
    loop {
        let dt = DomTree::new(body);
        let nest = LoopNest::compute(body, &dt);
        // Each round makes one change; the bound only guards against a
        // shape that would make changes forever.
        let limit = *limit.get_or_insert(8 * nest.loops.len() + 16);
        if rounds >= limit {
            break;
        }
        rounds += 1;
        let mut changed = false;
        // Loops are listed outer before inner: backwards, each inner loop
        // comes before the loops containing it.
        for l in (0..nest.loops.len()).rev() {
            let header = nest.loops[l].header;
            if !no_trivial.contains(&header) {
                if let Some(plan) = plan_trivial(body, &dt, &nest, l) {
                    let saved = body.clone();
                    apply_trivial(body, &plan);
                    if consistent(body) {
                        count += 1;
                        changed = true;
                        break;
                    }
                    *body = saved;
                    no_trivial.insert(header);
                }
            }
            if !cfg.non_trivial || copied.contains(&header) {
                continue;
            }
            // Copying a loop that holds other loops copies them too: on
            // the corpus that lengthened live ranges (transpose32 18 -> 22
            // registers) or added work (a grid-stride loop over two
            // guarded inner loops) for a test that runs once per outer
            // iteration; an innermost loop saves its test every iteration.
            if cfg.innermost_only && nest.loops.iter().any(|x| x.parent == Some(l)) {
                continue;
            }
            let Some(plan) = plan_copy(body, &dt, &nest, l, cfg.threshold) else {
                continue;
            };
            let saved = body.clone();
            match apply_copy(body, &dt, &plan) {
                Some(bmap) if consistent(body) => {
                    for &b in &plan.blocks {
                        if b == header || copied.contains(&b) {
                            copied.insert(b);
                            if let Some(&nb) = bmap.get(&b) {
                                copied.insert(nb);
                            }
                        }
                    }
                    count += 1;
                    changed = true;
                    break;
                }
                _ => {
                    *body = saved;
                    copied.insert(header);
                }
            }
        }
        if !changed {
            break;
        }
    }
    count
}

// ------------------------------------------------------------ queries

/// Whether `v` is the same on every iteration of loop `l`: defined in a
/// reachable block outside it (a function parameter is one of the entry
/// block's). Such a definition dominates the loop's entering block.
fn invariant(body: &Body, dt: &DomTree, nest: &LoopNest, l: usize, v: Value) -> bool {
    def_block(body, v).is_some_and(|b| dt.is_reachable(b) && !nest.contains(l, b))
}

/// An invariant condition worth unswitching on: a constant is left to
/// `simplifycfg`, which folds its branch without copying anything.
fn unswitchable(body: &Body, dt: &DomTree, nest: &LoopNest, l: usize, cond: Value) -> bool {
    invariant(body, dt, nest, l, cond) && body.dfg.const_value(cond).is_none()
}

/// An instruction that may be skipped when the loop is left before it:
/// no effect another thread or a later instruction could observe. Loads
/// (not volatile or atomic) and divisions qualify: skipping them at most
/// removes a trap.
fn quiet(body: &Body, i: Inst) -> bool {
    use Opcode::*;
    let d = &body.dfg.insts[i];
    match d.opcode {
        Store | AtomicRmw | CmpXchg | Fence | Call | CallIndirect | InlineAsm | Alloca => false,
        Load => matches!(&d.attrs, Attrs::Mem(m) if !m.volatile && m.ordering.is_none()),
        Intrinsic => matches!(&d.attrs, Attrs::Intrinsic(a)
            if a.info.effects != Effects::SideEffect && !a.info.convergent),
        op => !op.is_terminator(),
    }
}

/// Whether a block reachable from `exit` without passing through loop `l`
/// reads a value of the loop (operand or branch argument).
fn reads_loop_values_after(body: &Body, nest: &LoopNest, l: usize, exit: Block) -> bool {
    let mut seen: FxHashSet<Block> = FxHashSet::default();
    let mut stack = vec![exit];
    while let Some(b) = stack.pop() {
        if nest.contains(l, b) || !seen.insert(b) {
            continue;
        }
        for &i in body.block_insts(b) {
            let d = &body.dfg.insts[i];
            let args = body.dfg.inst_args(i).iter();
            let edge_args = d.succs.iter().flat_map(|s| body.dfg.call_args(s));
            if args.chain(edge_args).any(|&v| defined_in(body, nest, l, v)) {
                return true;
            }
        }
        stack.extend(body.successors(b));
    }
    false
}

// ------------------------------------------------------------ trivial

/// A header exit to move in front of the loop.
struct Trivial {
    pre: Block,
    header: Block,
    branch: Inst,
    cond: Value,
    /// Which of the branch's two edges leaves the loop.
    exit_k: usize,
    /// The exit edge's arguments as the entering block can pass them.
    exit_args: Vec<Value>,
    entry_args: Vec<Value>,
}

fn plan_trivial(body: &Body, dt: &DomTree, nest: &LoopNest, l: usize) -> Option<Trivial> {
    let header = nest.loops[l].header;
    let pre = nest.entering_block(dt, l)?;
    let branch = body.terminator(header)?;
    let cond = branch_cond(body, branch)?;
    if !unswitchable(body, dt, nest, l, cond) {
        return None;
    }
    let succs = &body.dfg.insts[branch].succs;
    let leaving: Vec<usize> = (0..2)
        .filter(|&k| !nest.contains(l, succs[k].block))
        .collect();
    let [exit_k] = leaving[..] else {
        return None;
    };
    // Taking the exit earlier skips what the header computes before its
    // branch: only quiet instructions may be skipped.
    if !body
        .block_insts(header)
        .iter()
        .all(|&i| i == branch || quiet(body, i))
    {
        return None;
    }
    let entry_args = entry_args(body, pre, header)?;
    let params = body.dfg.block_params(header);
    let exit_args = body
        .dfg
        .call_args(&succs[exit_k])
        .iter()
        .map(|&a| {
            if !defined_in(body, nest, l, a) {
                return Some(a);
            }
            // The exit is only ever taken on the first iteration, where a
            // header parameter holds the entering edge's argument.
            let k = params.iter().position(|&p| p == a)?;
            entry_args.get(k).copied()
        })
        .collect::<Option<Vec<Value>>>()?;
    if reads_loop_values_after(body, nest, l, succs[exit_k].block) {
        return None;
    }
    Some(Trivial {
        pre,
        header,
        branch,
        cond,
        exit_k,
        exit_args,
        entry_args,
    })
}

fn apply_trivial(body: &mut Body, t: &Trivial) {
    let exit = body.dfg.insts[t.branch].succs[t.exit_k].block;
    straighten(body, t.branch, 1 - t.exit_k);
    let to_exit = body.dfg.block_call(exit, &t.exit_args);
    let to_loop = body.dfg.block_call(t.header, &t.entry_args);
    let succs = if t.exit_k == 0 {
        vec![to_exit, to_loop]
    } else {
        vec![to_loop, to_exit]
    };
    branch_at_entry(body, t.pre, t.header, t.cond, succs);
}

// ------------------------------------------------------------ non-trivial

/// A loop to copy, one copy per value of `cond`.
struct Copy {
    pre: Block,
    header: Block,
    cond: Value,
    /// The loop's blocks in layout order.
    blocks: Vec<Block>,
    entry_args: Vec<Value>,
    /// Per exit block, the loop values read in the blocks it dominates,
    /// which become its parameters.
    live: Vec<(Block, Vec<Value>)>,
}

fn plan_copy(
    body: &Body,
    dt: &DomTree,
    nest: &LoopNest,
    l: usize,
    threshold: usize,
) -> Option<Copy> {
    let header = nest.loops[l].header;
    let pre = nest.entering_block(dt, l)?;
    let entry_args = entry_args(body, pre, header)?;
    let blocks: Vec<Block> = body
        .layout
        .blocks
        .iter()
        .copied()
        .filter(|&b| nest.contains(l, b))
        .collect();
    let size: usize = blocks.iter().map(|&b| body.block_insts(b).len()).sum();
    if size > threshold {
        return None;
    }
    let insts = || {
        blocks
            .iter()
            .flat_map(|&b| body.block_insts(b).iter().copied())
    };
    if !insts().all(|i| copyable(body, i)) {
        return None;
    }
    // The first candidate in dominance order: an outer test before the
    // tests it guards.
    let cond = dt
        .rpo()
        .iter()
        .filter(|&&b| nest.contains(l, b))
        .find_map(|&b| {
            let t = body.terminator(b)?;
            let c = branch_cond(body, t)?;
            let succs = &body.dfg.insts[t].succs;
            let inside = succs.iter().all(|s| nest.contains(l, s.block));
            (inside && unswitchable(body, dt, nest, l, c)).then_some(c)
        })?;
    let live = plan_live_outs(body, dt, nest, l, &blocks)?;
    Some(Copy {
        pre,
        header,
        cond,
        blocks,
        entry_args,
        live,
    })
}

/// Where the loop's values read after it must become exit-block
/// parameters: each reading block (reachable, outside the loop) must be
/// dominated by an exit block entered from the loop alone, and each value
/// must dominate every edge into that exit. None for other shapes.
fn plan_live_outs(
    body: &Body,
    dt: &DomTree,
    nest: &LoopNest,
    l: usize,
    blocks: &[Block],
) -> Option<Vec<(Block, Vec<Value>)>> {
    let mut exits: Vec<Block> = Vec::new();
    for &b in blocks {
        for s in body.successors(b) {
            if !nest.contains(l, s) && !exits.contains(&s) {
                exits.push(s);
            }
        }
    }
    let mut live: Vec<(Block, Vec<Value>)> = exits.iter().map(|&x| (x, Vec::new())).collect();
    for &u in &body.layout.blocks {
        // Unreachable readers are exempt from dominance and keep the
        // original value.
        if nest.contains(l, u) || !dt.is_reachable(u) {
            continue;
        }
        let mut read: Vec<Value> = Vec::new();
        for &i in body.block_insts(u) {
            let d = &body.dfg.insts[i];
            let args = body.dfg.inst_args(i).iter();
            let edge_args = d.succs.iter().flat_map(|s| body.dfg.call_args(s));
            read.extend(
                args.chain(edge_args)
                    .filter(|&&v| defined_in(body, nest, l, v)),
            );
        }
        if read.is_empty() {
            continue;
        }
        let k = exits.iter().position(|&x| dt.dominates(x, u))?;
        for v in read {
            if !live[k].1.contains(&v) {
                live[k].1.push(v);
            }
        }
    }
    for (x, vs) in &live {
        if vs.is_empty() {
            continue;
        }
        let preds = dt.preds(*x);
        if preds.iter().any(|&p| !nest.contains(l, p)) {
            return None;
        }
        for &v in vs {
            let db = def_block(body, v)?;
            if !preds.iter().all(|&p| dt.dominates(db, p)) {
                return None;
            }
        }
    }
    Some(live)
}

/// Copies the loop (see the module comment); returns the map from the
/// loop's blocks to their copies, or None when something unexpected was
/// met halfway (the caller restores the body).
fn apply_copy(body: &mut Body, dt: &DomTree, plan: &Copy) -> Option<FxHashMap<Block, Block>> {
    let in_loop: FxHashSet<Block> = plan.blocks.iter().copied().collect();
    pass_live_outs(body, dt, &in_loop, plan);
    let test = frozen(body, plan.cond)?;
    let (bmap, _) = clone_blocks(body, &plan.blocks, "us");
    let conds = [plan.cond, test];
    for &b in &plan.blocks {
        fold_branches(body, b, &conds, 0);
        fold_branches(body, bmap[&b], &conds, 1);
    }
    let copy_header = *bmap.get(&plan.header)?;
    let to_original = body.dfg.block_call(plan.header, &plan.entry_args);
    let to_copy = body.dfg.block_call(copy_header, &plan.entry_args);
    branch_at_entry(
        body,
        plan.pre,
        plan.header,
        test,
        vec![to_original, to_copy],
    );
    let at = body
        .layout
        .blocks
        .iter()
        .rposition(|b| in_loop.contains(b))?
        + 1;
    let copies: Vec<Block> = plan.blocks.iter().map(|b| bmap[b]).collect();
    body.layout.blocks.splice(at..at, copies.iter().copied());
    let both: Vec<Block> = plan.blocks.iter().copied().chain(copies).collect();
    remove_dead(body, &both);
    Some(bmap)
}

/// LCSSA for the planned live-outs: each becomes a parameter of its exit,
/// every edge from the loop into the exit passes it, and the readers the
/// exit dominates read the parameter.
fn pass_live_outs(body: &mut Body, dt: &DomTree, in_loop: &FxHashSet<Block>, plan: &Copy) {
    for (x, vs) in &plan.live {
        if vs.is_empty() {
            continue;
        }
        let readers: Vec<Inst> = body
            .layout
            .blocks
            .iter()
            .filter(|&&u| !in_loop.contains(&u) && dt.dominates(*x, u))
            .flat_map(|&u| body.block_insts(u).iter().copied())
            .collect();
        for &v in vs {
            let p = body.dfg.append_block_param(*x, body.dfg.value_type(v));
            body.dfg.value_names[p] = body.dfg.value_names[v].clone();
            body.dfg.replace_uses(&readers, v, p);
            for &b in &plan.blocks {
                let Some(t) = body.terminator(b) else {
                    continue;
                };
                let mut succs = std::mem::take(&mut body.dfg.insts[t].succs);
                for s in succs.iter_mut().filter(|s| s.block == *x) {
                    let mut args = body.dfg.call_args(s).to_vec();
                    args.push(v);
                    *s = body.dfg.block_call(*x, &args);
                }
                body.dfg.insts[t].succs = succs;
            }
        }
    }
}

/// `cond`, or a freeze of it placed right after its definition when it
/// might be undefined (an existing freeze there is reused). Placed at the
/// definition, the freeze is as invariant as `cond` for every loop, so an
/// enclosing loop can be unswitched on it in turn.
fn frozen(body: &mut Body, cond: Value) -> Option<Value> {
    if well_defined(body, cond, 0) {
        return Some(cond);
    }
    let (block, at) = match body.dfg.values.get(cond)?.def {
        ValueDef::Param(b, _) => (b, 0),
        ValueDef::Result(i) => {
            let b = body.layout.inst_block[i]?;
            (b, body.block_insts(b).iter().position(|&x| x == i)? + 1)
        }
    };
    let existing =
        body.block_insts(block).iter().copied().find(|&i| {
            body.dfg.insts[i].opcode == Opcode::Freeze && body.dfg.inst_args(i) == [cond]
        });
    if let Some(v) = existing.and_then(|i| body.dfg.inst_result(i)) {
        return Some(v);
    }
    let ty = body.dfg.value_type(cond);
    let i = body
        .dfg
        .make_inst(Opcode::Freeze, &[cond], Attrs::None, Some(ty));
    body.insert_inst(block, at, i);
    let v = body.dfg.inst_result(i)?;
    body.dfg.value_names[v] = body.dfg.value_names[cond]
        .as_ref()
        .map(|n| format!("{n}.fr"));
    Some(v)
}

/// Makes `b`'s terminator, when it branches on one of `conds`, a branch
/// along its `keep`-th edge (the condition's value is known there).
fn fold_branches(body: &mut Body, b: Block, conds: &[Value], keep: usize) {
    let Some(t) = body.terminator(b) else {
        return;
    };
    if branch_cond(body, t).is_some_and(|c| conds.contains(&c)) {
        straighten(body, t, keep);
    }
}

// ------------------------------------------------------------ shared

/// Turns the conditional branch `t` into a branch along its `keep`-th
/// edge.
fn straighten(body: &mut Body, t: Inst, keep: usize) {
    let d = &mut body.dfg.insts[t];
    let Some(s) = d.succs.get(keep).cloned() else {
        return;
    };
    d.opcode = Opcode::Br;
    d.attrs = Attrs::None;
    d.args = ValueList::new();
    d.succs = vec![s];
}

/// Makes the edge from `pre` into `header` test `cond` and go to
/// `succs[0]` when it holds, `succs[1]` otherwise: in place when `pre`
/// ends in an unconditional branch, else through a new block on that edge
/// (the arguments of both are available there: they were at the end of
/// `pre`).
fn branch_at_entry(body: &mut Body, pre: Block, header: Block, cond: Value, succs: Vec<BlockCall>) {
    let Some(t) = body.terminator(pre) else {
        return;
    };
    let args = ValueList::from_slice(&[cond], &mut body.dfg.pool);
    if body.dfg.insts[t].opcode == Opcode::Br {
        let d = &mut body.dfg.insts[t];
        d.opcode = Opcode::CondBr;
        d.attrs = Attrs::None;
        d.args = args;
        d.succs = succs;
        return;
    }
    let n = body.dfg.make_block();
    body.dfg.block_names[n] = body.dfg.block_names[header]
        .as_ref()
        .map(|h| format!("{h}.split"));
    let br = body
        .dfg
        .make_inst(Opcode::CondBr, &[cond], Attrs::None, None);
    body.dfg.insts[br].succs = succs;
    body.append_inst(n, br);
    for s in body.dfg.insts[t].succs.iter_mut() {
        if s.block == header {
            *s = BlockCall {
                block: n,
                args: ValueList::new(),
            };
        }
    }
    let at = body
        .layout
        .blocks
        .iter()
        .position(|&b| b == header)
        .unwrap_or(body.layout.blocks.len());
    body.layout.blocks.insert(at, n);
}
