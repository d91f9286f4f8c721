//! The copy behind full unrolling: one copy of the loop's blocks per
//! iteration, each exit test replaced by the branch the trip count decides.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::analysis::loops::LoopNest;
use crate::analysis::DomTree;
use crate::ir::{Attrs, Block, BlockCall, Body, Inst, Opcode, Value, ValueList};

/// Copies loop `l` `trip` times in place of itself; false (nothing
/// changed) when its shape is not one this handles.
pub(super) fn unroll_fully(
    body: &mut Body,
    dt: &DomTree,
    nest: &LoopNest,
    l: usize,
    trip: u64,
) -> bool {
    let [exiting] = nest.exiting(l) else {
        return false;
    };
    copy_out(body, dt, nest, l, trip, *exiting)
}

/// Upper-bound unrolling (seed 001): loop `l`, whose header runs at most
/// `trip` times before `counted` leaves, copied `trip` times. Each copy
/// keeps its early exits; `counted` stays in every copy but the last,
/// which leaves there. The loop's values must reach the code after it
/// only as arguments of its exit edges (each copy passes its own), so
/// nothing needs merging where the copies leave.
pub(super) fn unroll_upper(
    body: &mut Body,
    dt: &DomTree,
    nest: &LoopNest,
    l: usize,
    trip: u64,
    counted: Block,
) -> bool {
    let (_, in_loop) = loop_blocks(body, nest, l);
    let live = live_outs(body, &in_loop);
    if !live.is_empty() && !pass_live_outs(body, &in_loop, live) {
        return false;
    }
    copy_out(body, dt, nest, l, trip, counted)
}

/// Makes the loop's `live` values reach the code after it as exit-edge
/// arguments (LCSSA): when every way out goes to one block entered from
/// the loop alone, that block gets a parameter per value read after the
/// loop, each exit edge passes the value, and the reads take the
/// parameter (the block dominates every read after the loop). False,
/// changing nothing, for other shapes.
pub(super) fn pass_live_outs(
    body: &mut Body,
    in_loop: &FxHashSet<Block>,
    live: Vec<Value>,
) -> bool {
    let exits: FxHashSet<Block> = in_loop
        .iter()
        .flat_map(|&b| body.successors(b))
        .filter(|s| !in_loop.contains(s))
        .collect();
    let [exit] = exits.iter().copied().collect::<Vec<_>>()[..] else {
        return false;
    };
    let preds: Vec<Block> = body
        .layout
        .blocks
        .iter()
        .copied()
        .filter(|&b| body.successors(b).contains(&exit))
        .collect();
    if preds.iter().any(|p| !in_loop.contains(p)) {
        return false;
    }
    let outside: Vec<Inst> = body
        .layout
        .blocks
        .iter()
        .filter(|b| !in_loop.contains(b))
        .flat_map(|&b| body.block_insts(b).iter().copied())
        .collect();
    for v in live {
        let p = body.dfg.append_block_param(exit, body.dfg.value_type(v));
        body.dfg.replace_uses(&outside, v, p);
        for &b in &preds {
            let Some(t) = body.terminator(b) else {
                continue;
            };
            let mut succs = std::mem::take(&mut body.dfg.insts[t].succs);
            for s in succs.iter_mut().filter(|s| s.block == exit) {
                let mut args = body.dfg.call_args(s).to_vec();
                args.push(v);
                *s = body.dfg.block_call(exit, &args);
            }
            body.dfg.insts[t].succs = succs;
        }
    }
    true
}

/// The values defined in `in_loop` that code outside it reads other than
/// through an exit edge's arguments, in layout order.
pub(super) fn live_outs(body: &Body, in_loop: &FxHashSet<Block>) -> Vec<Value> {
    let dfg = &body.dfg;
    let mut read: FxHashSet<Value> = FxHashSet::default();
    for &b in body.layout.blocks.iter().filter(|b| !in_loop.contains(b)) {
        for &i in body.block_insts(b) {
            read.extend(dfg.inst_args(i));
            for s in &dfg.insts[i].succs {
                read.extend(dfg.call_args(s));
            }
        }
    }
    let mut out = Vec::new();
    for &b in body.layout.blocks.iter().filter(|b| in_loop.contains(b)) {
        let results = body
            .block_insts(b)
            .iter()
            .filter_map(|&i| dfg.inst_result(i));
        for v in dfg.block_params(b).iter().copied().chain(results) {
            if read.contains(&v) {
                out.push(v);
            }
        }
    }
    out
}

/// The copy behind both: `trip` copies, the exit test of `exiting` in
/// each decided by the count.
fn copy_out(
    body: &mut Body,
    dt: &DomTree,
    nest: &LoopNest,
    l: usize,
    trip: u64,
    exiting: Block,
) -> bool {
    let lp = &nest.loops[l];
    let header = lp.header;
    let [latch] = lp.latches.as_slice() else {
        return false;
    };
    let latch = *latch;
    if !dt.dominates(exiting, latch) || trip == 0 {
        return false;
    }
    let (blocks, in_loop) = loop_blocks(body, nest, l);
    // The exit edge's index in the exiting block's terminator, and the
    // one back edge in the latch's.
    let Some(et) = body.terminator(exiting) else {
        return false;
    };
    let Some(exit_k) = body.dfg.insts[et]
        .succs
        .iter()
        .position(|s| !in_loop.contains(&s.block))
    else {
        return false;
    };
    let Some(lt) = body.terminator(latch) else {
        return false;
    };
    if body.dfg.insts[lt]
        .succs
        .iter()
        .filter(|s| s.block == header)
        .count()
        != 1
    {
        return false;
    }
    let trip = trip as usize;
    // The last copy's back edge is never taken (its latch is unreachable
    // or its branch straightened below): it may name its own header.
    let (copies, vmaps) = chained_copies(body, &blocks, header, latch, trip, 0, |k| {
        (k + 1).min(trip - 1)
    });
    // The exit test of each copy is decided by the trip count.
    for (k, copy) in copies.iter().enumerate() {
        let Some(t) = body.terminator(copy[&exiting]) else {
            continue;
        };
        let keep = if k + 1 == trip {
            exit_k
        } else {
            1 - exit_k.min(1)
        };
        straighten(body, t, keep);
    }
    replace_loop(
        body,
        &blocks,
        header,
        &copies,
        vmaps.last().expect("trip > 0"),
    );
    true
}

/// Puts `copies` (each a map from the loop's `blocks`) where the loop
/// was: edges into the loop go to the first copy's header, uses after the
/// loop read the last copy's values (`last`), and the original blocks go.
fn replace_loop(
    body: &mut Body,
    blocks: &[Block],
    header: Block,
    copies: &[FxHashMap<Block, Block>],
    last: &FxHashMap<Value, Value>,
) {
    let in_loop: FxHashSet<Block> = blocks.iter().copied().collect();
    let copied: FxHashSet<Block> = copies.iter().flat_map(|m| m.values().copied()).collect();
    let first = copies[0][&header];
    let outside: Vec<Block> = body
        .layout
        .blocks
        .iter()
        .copied()
        .filter(|b| !in_loop.contains(b) && !copied.contains(b))
        .collect();
    for &b in &outside {
        for i in body.block_insts(b).to_vec() {
            let dfg = &mut body.dfg;
            let d = &mut dfg.insts[i];
            for a in d.args.as_mut_slice(&mut dfg.pool) {
                *a = *last.get(a).unwrap_or(a);
            }
            for s in &mut d.succs {
                for a in s.args.as_mut_slice(&mut dfg.pool) {
                    *a = *last.get(a).unwrap_or(a);
                }
                if s.block == header {
                    s.block = first;
                }
            }
        }
    }
    let at = body
        .layout
        .blocks
        .iter()
        .position(|b| in_loop.contains(b))
        .expect("the loop is laid out");
    body.layout.blocks.retain(|b| !in_loop.contains(b));
    let new: Vec<Block> = copies
        .iter()
        .flat_map(|m| blocks.iter().map(|b| m[b]).collect::<Vec<_>>())
        .collect();
    body.layout.blocks.splice(at..at, new);
    for &b in blocks {
        for i in body.block_insts(b).to_vec() {
            body.remove_inst(i);
        }
    }
}

/// The loop's blocks in layout order, and as a set.
pub(super) fn loop_blocks(
    body: &Body,
    nest: &LoopNest,
    l: usize,
) -> (Vec<Block>, FxHashSet<Block>) {
    let blocks: Vec<Block> = body
        .layout
        .blocks
        .iter()
        .copied()
        .filter(|&b| nest.contains(l, b))
        .collect();
    let set = blocks.iter().copied().collect();
    (blocks, set)
}

/// Where the loop of `in_loop` starts in the layout (copies made ahead of
/// it are spliced in there).
pub(super) fn layout_position(body: &Body, in_loop: &FxHashSet<Block>) -> usize {
    body.layout
        .blocks
        .iter()
        .position(|b| in_loop.contains(b))
        .expect("laid out")
}

/// Points the edges of terminator `t` that go to `from` at `to`, with the
/// same arguments.
pub(super) fn retarget(body: &mut Body, t: Inst, from: Block, to: Block) {
    let mut succs = std::mem::take(&mut body.dfg.insts[t].succs);
    for s in &mut succs {
        if s.block == from {
            let args = body.dfg.call_args(s).to_vec();
            *s = body.dfg.block_call(to, &args);
        }
    }
    body.dfg.insts[t].succs = succs;
}

/// `n` copies of `blocks` (names suffixed from `first`), each copy's
/// edges inside it and its back edge to copy `next(k)`'s header; operands
/// and edge arguments mapped into the copy.
#[allow(clippy::type_complexity)]
pub(super) fn chained_copies(
    body: &mut Body,
    blocks: &[Block],
    header: Block,
    latch: Block,
    n: usize,
    first: usize,
    next: impl Fn(usize) -> usize,
) -> (Vec<FxHashMap<Block, Block>>, Vec<FxHashMap<Value, Value>>) {
    let mut copies = Vec::with_capacity(n);
    let mut vmaps = Vec::with_capacity(n);
    for k in 0..n {
        let (bmap, vmap) = copy_blocks(body, blocks, first + k);
        copies.push(bmap);
        vmaps.push(vmap);
    }
    for k in 0..n {
        for &b in blocks {
            let Some(t) = body.terminator(copies[k][&b]) else {
                continue;
            };
            let mut succs = std::mem::take(&mut body.dfg.insts[t].succs);
            for s in &mut succs {
                let args: Vec<Value> = body
                    .dfg
                    .call_args(s)
                    .iter()
                    .map(|a| *vmaps[k].get(a).unwrap_or(a))
                    .collect();
                let target = if s.block == header && b == latch {
                    copies[next(k)][&header]
                } else {
                    copies[k].get(&s.block).copied().unwrap_or(s.block)
                };
                *s = body.dfg.block_call(target, &args);
            }
            body.dfg.insts[t].succs = succs;
        }
    }
    (copies, vmaps)
}

/// Turns the conditional branch `t` into a branch along its `keep`-th edge.
pub(super) fn straighten(body: &mut Body, t: Inst, keep: usize) {
    let d = &mut body.dfg.insts[t];
    let s = d.succs[keep].clone();
    d.opcode = Opcode::Br;
    d.attrs = Attrs::None;
    d.args = ValueList::new();
    d.succs = vec![s];
}

/// Copies `blocks` (not laid out yet): new blocks with copied parameters
/// and instructions, operands remapped; successors still name the
/// originals.
pub(super) fn copy_blocks(
    body: &mut Body,
    blocks: &[Block],
    k: usize,
) -> (FxHashMap<Block, Block>, FxHashMap<Value, Value>) {
    let mut bmap = FxHashMap::default();
    let mut vmap: FxHashMap<Value, Value> = FxHashMap::default();
    for &b in blocks {
        let nb = body.dfg.make_block();
        body.dfg.block_names[nb] = body.dfg.block_names[b]
            .as_ref()
            .map(|n| format!("{n}.u{k}"));
        for p in body.dfg.block_params(b).to_vec() {
            let np = body.dfg.append_block_param(nb, body.dfg.value_type(p));
            body.dfg.value_names[np] = body.dfg.value_names[p].clone();
            vmap.insert(p, np);
        }
        bmap.insert(b, nb);
    }
    let mut made: Vec<(Inst, Inst)> = Vec::new();
    for &b in blocks {
        for i in body.block_insts(b).to_vec() {
            let d = body.dfg.insts[i].clone();
            let ty = body.dfg.inst_result(i).map(|v| body.dfg.value_type(v));
            let ni = body.dfg.make_inst(d.opcode, &[], d.attrs.clone(), ty);
            body.dfg.insts[ni].succs = d.succs.clone();
            if let (Some(v), Some(nv)) = (body.dfg.inst_result(i), body.dfg.inst_result(ni)) {
                vmap.insert(v, nv);
                body.dfg.value_names[nv] = body.dfg.value_names[v].clone();
            }
            if let Some(m) = body.dfg.meta.get(&i).cloned() {
                body.dfg.meta.insert(ni, m);
            }
            body.append_inst(bmap[&b], ni);
            made.push((i, ni));
        }
    }
    for (i, ni) in made {
        let args: Vec<Value> = body
            .dfg
            .inst_args(i)
            .iter()
            .map(|a| *vmap.get(a).unwrap_or(a))
            .collect();
        body.dfg.insts[ni].args = ValueList::from_slice(&args, &mut body.dfg.pool);
        // Successor arguments are remapped with the successors.
        let succs = std::mem::take(&mut body.dfg.insts[ni].succs);
        let succs: Vec<BlockCall> = succs
            .iter()
            .map(|s| {
                let a: Vec<Value> = body.dfg.call_args(s).to_vec();
                body.dfg.block_call(s.block, &a)
            })
            .collect();
        body.dfg.insts[ni].succs = succs;
    }
    (bmap, vmap)
}
