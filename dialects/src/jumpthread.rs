//! Jump threading through a block that does nothing but branch (part of
//! `simplifycfg`; LLVM's `JumpThreading` in its cheapest form, where no
//! instruction has to be copied): when a predecessor reaches such a block
//! on an edge where the tested condition is already known, that edge goes
//! straight to the successor the condition picks.
//!
//! The condition is known on an edge when the predecessor's own branch
//! tests the same value, when an edge that decided it dominates the
//! predecessor, or when the edge passes a constant for the block parameter
//! the block tests.
//!
//! Why: "one thread does it" code tests its leader twice around a join,
//! `if (leader) t = atomicAdd(..); if (leader) while (poll(t)) ;`
//! (cooperative groups' grid sync; CUB's and the CUDA samples' last-block
//! patterns). Kept, the join becomes a `bra`, a second test and a register
//! holding the join's value on the path that never uses it (cg grid sync:
//! 16 registers against libNVVM's 12, which threads it).
//!
//! The block's parameters may be used past it, where one of its successors
//! dominates the use: that successor gets a parameter of its own carrying
//! the value (its other predecessors are back edges and pass the new
//! parameter itself), so the use survives the block losing predecessors.
//! A loop header is left alone: threading into the body would give the
//! loop a second entry.

use crate::analysis::DomTree;
use crate::ir::{Block, Body, Inst, Opcode, Value, ValueDef};
use crate::simplifycfg::Incoming;

/// Threads every edge it can (see the module comment); true when any edge
/// moved.
pub fn thread_branches(body: &mut Body) -> bool {
    let mut changed = false;
    // Each threading removes an edge into a branch-only block and adds none
    // into one, so this ends; the bound guards against a bug looping.
    for _ in 0..body.layout.blocks.len() {
        if !thread_one(body) {
            break;
        }
        changed = true;
    }
    changed
}

/// A block holding only a two-way conditional branch to two different
/// blocks, without loop hints (those belong to the latch they are on).
fn is_candidate(body: &Body, b: Block) -> bool {
    let insts = body.block_insts(b);
    let [t] = insts else {
        return false;
    };
    let d = &body.dfg.insts[*t];
    d.opcode == Opcode::CondBr
        && d.succs.len() == 2
        && d.succs[0].block != d.succs[1].block
        && d.succs.iter().all(|s| s.block != b)
        && body.dfg.meta.get(t).is_none_or(|m| m.loop_hints.is_empty())
}

/// Threads the edges into one block; false when there was none to thread.
fn thread_one(body: &mut Body) -> bool {
    let entry = body.entry();
    let cands: Vec<Block> = body
        .layout
        .blocks
        .iter()
        .copied()
        .filter(|&b| Some(b) != entry && is_candidate(body, b))
        .collect();
    if cands.is_empty() {
        return false;
    }
    let dt = DomTree::new(body);
    let edges = crate::simplifycfg::incoming(body);
    for b in cands {
        if !dt.is_reachable(b) || dt.preds(b).iter().any(|&p| dt.dominates(b, p)) {
            continue;
        }
        let Some(t) = body.terminator(b) else {
            continue;
        };
        let Some(&cond) = body.dfg.inst_args(t).first() else {
            continue;
        };
        let known: Vec<(Inst, usize, bool)> = edges
            .get(&b)
            .map(Vec::as_slice)
            .unwrap_or_default()
            .iter()
            .filter_map(|&(pt, k)| known_on_edge(body, &dt, b, cond, pt, k).map(|dir| (pt, k, dir)))
            .collect();
        if known.is_empty() || !carry_params_past(body, &dt, &edges, b) {
            continue;
        }
        // `carry_params_past` may have added arguments to `b`'s branch.
        let succs = body.dfg.insts[t].succs.clone();
        let params = body.dfg.block_params(b).to_vec();
        let mut moved = false;
        for (pt, k, dir) in known {
            let incoming = body.dfg.call_args(&body.dfg.insts[pt].succs[k]).to_vec();
            if incoming.len() != params.len() {
                // A malformed edge (the verifier reports it): left alone.
                continue;
            }
            moved = true;
            let next = &succs[if dir { 0 } else { 1 }];
            let args: Vec<Value> = body
                .dfg
                .call_args(next)
                .iter()
                .map(|a| match params.iter().position(|p| p == a) {
                    Some(j) => incoming[j],
                    None => *a,
                })
                .collect();
            body.dfg.insts[pt].succs[k] = body.dfg.block_call(next.block, &args);
        }
        if moved {
            return true;
        }
    }
    false
}

/// What `cond` is on the edge `k` of `pt` into `b`, when that is known.
fn known_on_edge(
    body: &Body,
    dt: &DomTree,
    b: Block,
    cond: Value,
    pt: Inst,
    k: usize,
) -> Option<bool> {
    let dfg = &body.dfg;
    if let ValueDef::Param(pb, j) = dfg.values[cond].def {
        if pb == b {
            let arg = *dfg.call_args(&dfg.insts[pt].succs[k]).get(j as usize)?;
            return dfg.int_const(arg).map(|(v, _)| v & 1 == 1);
        }
    }
    if branches_on(body, pt, cond) {
        return Some(k == 0);
    }
    // The nearest dominator entered only through a branch on `cond`.
    let from = body.layout.inst_block[pt]?;
    dt.dominating_edges(from).find_map(|(d, x)| {
        let t = body.terminator(d)?;
        branches_on(body, t, cond).then(|| body.dfg.insts[t].succs[0].block == x)
    })
}

/// Whether `t` is a two-way branch on `cond` to two different blocks.
fn branches_on(body: &Body, t: Inst, cond: Value) -> bool {
    let d = &body.dfg.insts[t];
    d.opcode == Opcode::CondBr
        && d.succs.len() == 2
        && d.succs[0].block != d.succs[1].block
        && body.dfg.inst_args(t).first() == Some(&cond)
}

/// Makes every use of `b`'s parameters outside `b` read a parameter of the
/// successor that dominates it (see the module comment); false, changing
/// nothing, when some use has no such successor.
fn carry_params_past(body: &mut Body, dt: &DomTree, edges: &Incoming, b: Block) -> bool {
    let params = body.dfg.block_params(b).to_vec();
    if params.is_empty() {
        return true;
    }
    let Some(t) = body.terminator(b) else {
        return false;
    };
    let succs: Vec<Block> = body.dfg.insts[t].succs.iter().map(|s| s.block).collect();
    // Successors whose edge from `b` dominates them (their other ways in
    // are back edges).
    let owned: Vec<Block> = succs
        .iter()
        .copied()
        .filter(|&s| dt.preds(s).iter().all(|&p| p == b || dt.dominates(s, p)))
        .collect();
    // (parameter, successor) -> the instructions that use the parameter.
    let mut plan: Vec<(Value, Block, Vec<Inst>)> = Vec::new();
    for &u in &body.layout.blocks {
        if u == b {
            continue;
        }
        for &i in body.block_insts(u) {
            let d = &body.dfg.insts[i];
            let mut used = body.dfg.inst_args(i).to_vec();
            for s in &d.succs {
                used.extend_from_slice(body.dfg.call_args(s));
            }
            for &p in params.iter().filter(|p| used.contains(p)) {
                let Some(&s) = owned.iter().find(|&&s| dt.dominates(s, u)) else {
                    return false;
                };
                match plan.iter_mut().find(|(q, t, _)| *q == p && *t == s) {
                    Some(e) => e.2.push(i),
                    None => plan.push((p, s, vec![i])),
                }
            }
        }
    }
    for (p, s, users) in plan {
        let ty = body.dfg.value_type(p);
        let q = body.dfg.append_block_param(s, ty);
        for &(pt, k) in edges.get(&s).map(Vec::as_slice).unwrap_or_default() {
            let from = body.layout.inst_block[pt];
            let arg = if from == Some(b) { p } else { q };
            let dfg = &mut body.dfg;
            dfg.insts[pt].succs[k].args.push(arg, &mut dfg.pool);
        }
        body.dfg.replace_uses(&users, p, q);
    }
    true
}
