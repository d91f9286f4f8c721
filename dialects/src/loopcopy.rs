//! What loop-unswitch and loop-index-split share: questions about a
//! loop's values and branches, copying a loop's blocks, dropping the
//! blocks a folded branch cut off, and the consistency check each pass
//! runs after a change before keeping it.

use cranelift_entity::SecondaryMap;
use rustc_hash::{FxHashMap, FxHashSet};

use crate::analysis::loops::LoopNest;
use crate::analysis::DomTree;
use crate::ir::{
    Attrs, Block, BlockCall, Body, Const, FastMath, Inst, IntFlags, Opcode, Value, ValueDef,
    ValueList,
};

/// The condition of `t` when it is a two-way conditional branch.
pub(crate) fn branch_cond(body: &Body, t: Inst) -> Option<Value> {
    let d = body.dfg.insts.get(t)?;
    if d.opcode != Opcode::CondBr || d.succs.len() != 2 {
        return None;
    }
    match body.dfg.inst_args(t) {
        [c] => Some(*c),
        _ => None,
    }
}

/// The block defining `v`, when its definition is laid out (or a block
/// parameter).
pub(crate) fn def_block(body: &Body, v: Value) -> Option<Block> {
    match body.dfg.values.get(v)?.def {
        ValueDef::Param(b, _) => Some(b),
        ValueDef::Result(i) => body.layout.inst_block[i],
    }
}

pub(crate) fn defined_in(body: &Body, nest: &LoopNest, l: usize, v: Value) -> bool {
    def_block(body, v).is_some_and(|b| nest.contains(l, b))
}

/// The arguments `pre` passes to `header`, when it has exactly one edge
/// there.
pub(crate) fn entry_args(body: &Body, pre: Block, header: Block) -> Option<Vec<Value>> {
    let t = body.terminator(pre)?;
    let mut calls = body.dfg.insts[t].succs.iter().filter(|s| s.block == header);
    let call = calls.next()?;
    if calls.next().is_some() {
        return None;
    }
    Some(body.dfg.call_args(call).to_vec())
}

/// An instruction the loop may hold to be copied. A convergent operation
/// would run for different sets of threads in the two loops; a callee or
/// an assembly string may hold one; an alloca copied is a second slot in
/// the local frame.
pub(crate) fn copyable(body: &Body, i: Inst) -> bool {
    let d = &body.dfg.insts[i];
    match (d.opcode, &d.attrs) {
        (Opcode::Call | Opcode::CallIndirect | Opcode::InlineAsm | Opcode::Alloca, _) => false,
        (_, Attrs::Intrinsic(a)) => !a.info.convergent,
        (_, Attrs::Call(c)) => !c.convergent,
        _ => true,
    }
}

/// Drops the blocks of `candidates` no longer reachable from the entry
/// (the sides folding cut off), unless a block that stays reads one of
/// their values (then all stay: unreachable, they are harmless).
pub(crate) fn remove_dead(body: &mut Body, candidates: &[Block]) {
    let Some(entry) = body.entry() else {
        return;
    };
    let mut reached: FxHashSet<Block> = FxHashSet::default();
    let mut stack = vec![entry];
    while let Some(b) = stack.pop() {
        if reached.insert(b) {
            stack.extend(body.successors(b));
        }
    }
    let dead: FxHashSet<Block> = candidates
        .iter()
        .copied()
        .filter(|b| !reached.contains(b))
        .collect();
    if dead.is_empty() {
        return;
    }
    let mut defined: FxHashSet<Value> = FxHashSet::default();
    for &b in &dead {
        defined.extend(body.dfg.block_params(b));
        defined.extend(
            body.block_insts(b)
                .iter()
                .filter_map(|&i| body.dfg.inst_result(i)),
        );
    }
    for &b in body.layout.blocks.iter().filter(|b| !dead.contains(b)) {
        for &i in body.block_insts(b) {
            let d = &body.dfg.insts[i];
            let args = body.dfg.inst_args(i).iter();
            let edge_args = d.succs.iter().flat_map(|s| body.dfg.call_args(s));
            if args.chain(edge_args).any(|v| defined.contains(v)) {
                return;
            }
        }
    }
    for &b in &dead {
        for i in body.block_insts(b).to_vec() {
            body.remove_inst(i);
        }
    }
    body.layout.blocks.retain(|b| !dead.contains(b));
}

/// Whether every use in a laid-out block is defined by a laid-out
/// definition that (in reachable blocks) dominates it, and every edge
/// passes as many arguments as its target has parameters: what this pass
/// could break, checked after each change.
pub(crate) fn consistent(body: &Body) -> bool {
    let dt = DomTree::new(body);
    let dfg = &body.dfg;
    let mut laid_out: SecondaryMap<Block, bool> = SecondaryMap::new();
    let mut pos: SecondaryMap<Inst, u32> = SecondaryMap::new();
    for &b in &body.layout.blocks {
        if !dfg.blocks.is_valid(b) || laid_out[b] {
            return false;
        }
        laid_out[b] = true;
        for (k, &i) in body.block_insts(b).iter().enumerate() {
            pos[i] = k as u32;
        }
    }
    for &b in &body.layout.blocks {
        let reachable = dt.is_reachable(b);
        let insts = body.block_insts(b);
        match insts.last() {
            Some(&t) if dfg.insts.get(t).is_some_and(|d| d.opcode.is_terminator()) => {}
            _ => return false,
        }
        for (k, &i) in insts.iter().enumerate() {
            let Some(d) = dfg.insts.get(i) else {
                return false;
            };
            if d.opcode.is_terminator() != (k + 1 == insts.len()) {
                return false;
            }
            for s in &d.succs {
                if !dfg.blocks.is_valid(s.block)
                    || !laid_out[s.block]
                    || dfg.call_args(s).len() != dfg.block_params(s.block).len()
                {
                    return false;
                }
            }
            let args = dfg.inst_args(i).iter();
            let edge_args = d.succs.iter().flat_map(|s| dfg.call_args(s));
            for &v in args.chain(edge_args) {
                let Some(vd) = dfg.values.get(v) else {
                    return false;
                };
                let ok = match vd.def {
                    ValueDef::Param(pb, _) => laid_out[pb] && (!reachable || dt.dominates(pb, b)),
                    ValueDef::Result(di) => match body.layout.inst_block[di] {
                        Some(db) if db == b => !reachable || (pos[di] as usize) < k,
                        Some(db) => laid_out[db] && (!reachable || dt.dominates(db, b)),
                        None => false,
                    },
                };
                if !ok {
                    return false;
                }
            }
        }
    }
    true
}

/// Copies `blocks` with their parameters and instructions (names suffixed
/// `.{suffix}`); operands, edges and edge arguments inside the set are
/// mapped into the copy, edges leaving it keep their targets. The copies
/// are not laid out.
pub(crate) fn clone_blocks(
    body: &mut Body,
    blocks: &[Block],
    suffix: &str,
) -> (FxHashMap<Block, Block>, FxHashMap<Value, Value>) {
    let mut bmap: FxHashMap<Block, Block> = FxHashMap::default();
    let mut vmap: FxHashMap<Value, Value> = FxHashMap::default();
    for &b in blocks {
        let nb = body.dfg.make_block();
        body.dfg.block_names[nb] = body.dfg.block_names[b]
            .as_ref()
            .map(|n| format!("{n}.{suffix}"));
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
            let d = &body.dfg.insts[i];
            let (opcode, attrs) = (d.opcode, d.attrs.clone());
            let ty = body.dfg.inst_result(i).map(|v| body.dfg.value_type(v));
            let ni = body.dfg.make_inst(opcode, &[], attrs, ty);
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
    let map = |v: &Value| *vmap.get(v).unwrap_or(v);
    for (i, ni) in made {
        let args: Vec<Value> = body.dfg.inst_args(i).iter().map(map).collect();
        body.dfg.insts[ni].args = ValueList::from_slice(&args, &mut body.dfg.pool);
        let edges: Vec<(Block, Vec<Value>)> = body.dfg.insts[i]
            .succs
            .iter()
            .map(|s| {
                let target = bmap.get(&s.block).copied().unwrap_or(s.block);
                (target, body.dfg.call_args(s).iter().map(map).collect())
            })
            .collect();
        let succs: Vec<BlockCall> = edges
            .iter()
            .map(|(t, a)| body.dfg.block_call(*t, a))
            .collect();
        body.dfg.insts[ni].succs = succs;
    }
    (bmap, vmap)
}

/// Whether `v` is certainly not undefined or poison, so that branching on
/// it where the original did not branch is safe: constants, freezes,
/// function parameters (a kernel's arguments are set by the launch, and
/// clang marks a device function's `noundef`), special registers, and
/// comparisons and logic without poison-making flags of such values.
pub(crate) fn well_defined(body: &Body, v: Value, depth: u32) -> bool {
    let dfg = &body.dfg;
    let Some(vd) = dfg.values.get(v) else {
        return false;
    };
    let i = match vd.def {
        ValueDef::Param(b, _) => return body.entry() == Some(b),
        ValueDef::Result(i) => i,
    };
    if depth > 8 {
        return false;
    }
    let Some(d) = dfg.insts.get(i) else {
        return false;
    };
    let operands = || {
        dfg.inst_args(i)
            .iter()
            .all(|&a| well_defined(body, a, depth + 1))
    };
    match (d.opcode, &d.attrs) {
        (Opcode::Const, Attrs::Const(c)) => !matches!(c, Const::Undef | Const::Poison),
        (Opcode::Freeze, _) => true,
        (Opcode::ICmp, _) => operands(),
        (Opcode::FCmp, Attrs::FCmp(_, fmf)) => *fmf == FastMath::default() && operands(),
        (Opcode::And | Opcode::Or | Opcode::Xor, Attrs::Int(f)) => {
            *f == IntFlags::default() && operands()
        }
        (Opcode::Intrinsic, Attrs::Intrinsic(a)) => {
            a.name.starts_with("llvm.nvvm.read.ptx.sreg.") && dfg.inst_args(i).is_empty()
        }
        _ => false,
    }
}
