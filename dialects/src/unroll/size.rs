//! Loop body sizes for the unroll cascade (seed 001's `BodySize`).
//!
//! Partial and runtime unrolling count every instruction but constants
//! and symbol addresses ([`body_size`]). Full unrolling counts what LLVM's
//! code-size costs count ([`full_unroll_size`]): the importer spells each
//! GEP as extensions, multiplies, adds and a `ptradd`, and writes an
//! access's index arithmetic afresh where LLVM's unroller sees one GEP
//! after LICM and EarlyCSE ran, so counting every instruction overstated
//! indexed loops several times over.

use rustc_hash::FxHashSet;

use crate::analysis::loops::LoopNest;
use crate::analysis::DomTree;
use crate::ir::{Attrs, Body, Inst, Opcode, Value};

/// Instructions of the loop that cost something (constants and symbol
/// addresses fold into their users).
pub(super) fn body_size(body: &Body, nest: &LoopNest, l: usize) -> usize {
    nest.blocks(l)
        .iter()
        .flat_map(|&b| body.block_insts(b))
        .filter(|&&i| !matches!(body.dfg.insts[i].opcode, Opcode::Const | Opcode::Addr))
        .count()
}

/// The body's size for full unrolling, as LLVM's code-size costs count
/// it: without what LICM and CSE remove and with address arithmetic
/// folded into its GEP ([`loop_free_insts`], [`inst_size`]). Full
/// unrolling removes the loop, so the copies' addresses become constant
/// offsets; partial and runtime unrolling keep counting every
/// instruction, because the unrolled loop's addresses stay computed (a
/// runtime-unrolled stencil3d7 executed 17% more instructions).
pub(super) fn full_unroll_size(
    body: &Body,
    nest: &LoopNest,
    l: usize,
    free: &FxHashSet<Inst>,
) -> usize {
    nest.blocks(l)
        .iter()
        .flat_map(|&b| body.block_insts(b))
        .filter(|i| !free.contains(i))
        .map(|&i| inst_size(body, i))
        .sum()
}

/// Instructions of loop `l` that add nothing to its size because the
/// passes LLVM runs ahead of its unroller remove them from the body:
/// pure ones whose operands are all defined outside the loop (LICM), and
/// pure repeats of an earlier instruction of the loop with the same
/// operands (EarlyCSE). The importer writes each GEP's index arithmetic
/// afresh (needleman-wunsch's wavefront loop computed `tx * 68` for each
/// of its five accesses).
pub(super) fn loop_free_insts(
    body: &Body,
    dt: &DomTree,
    nest: &LoopNest,
    l: usize,
) -> FxHashSet<Inst> {
    use crate::ir::ValueDef;
    let mut invariant: FxHashSet<Inst> = FxHashSet::default();
    let mut free: FxHashSet<Inst> = FxHashSet::default();
    let mut seen: rustc_hash::FxHashMap<(Opcode, Attrs, Vec<Value>), Value> = Default::default();
    let mut same: rustc_hash::FxHashMap<Value, Value> = Default::default();
    // 64-bit index arithmetic read only by addresses was one GEP in
    // LLVM, costed by its `ptradd` (the importer writes each index as a
    // multiply and an add).
    free.extend(gep_index_insts(body, nest, l));
    // Dominance order: an operand's instruction is classified before its
    // users.
    for &b in dt.rpo().iter().filter(|&&b| nest.contains(l, b)) {
        for &i in body.block_insts(b) {
            if !crate::licm::movable(body, i) {
                continue;
            }
            let args = body.dfg.inst_args(i);
            let from_outside = args.iter().all(|&a| match body.dfg.values[a].def {
                ValueDef::Param(pb, _) => !nest.contains(l, pb),
                ValueDef::Result(ai) => {
                    invariant.contains(&ai)
                        || body.layout.inst_block[ai].is_some_and(|ab| !nest.contains(l, ab))
                }
            });
            if from_outside {
                invariant.insert(i);
                free.insert(i);
                continue;
            }
            let Some(r) = body.dfg.inst_result(i) else {
                continue;
            };
            let d = &body.dfg.insts[i];
            let key = (
                d.opcode,
                d.attrs.clone(),
                args.iter().map(|a| *same.get(a).unwrap_or(a)).collect(),
            );
            match seen.get(&key) {
                Some(&first) => {
                    same.insert(r, first);
                    free.insert(i);
                }
                None => {
                    seen.insert(key, r);
                }
            }
        }
    }
    free
}

/// The 64-bit `add`/`sub`/`mul`/`shl` instructions of loop `l` whose
/// every use is a `ptradd`'s offset or another such instruction (greatest
/// fixpoint).
fn gep_index_insts(body: &Body, nest: &LoopNest, l: usize) -> Vec<Inst> {
    use crate::ir::Type;
    let insts: Vec<Inst> = nest
        .blocks(l)
        .iter()
        .flat_map(|&b| body.block_insts(b).iter().copied())
        .collect();
    let mut users: rustc_hash::FxHashMap<Value, Vec<(Inst, usize)>> = Default::default();
    for &b in nest.blocks(l) {
        for &i in body.block_insts(b) {
            for (pos, &a) in body.dfg.inst_args(i).iter().enumerate() {
                users.entry(a).or_default().push((i, pos));
            }
            for s in &body.dfg.insts[i].succs {
                for &a in body.dfg.call_args(s) {
                    users.entry(a).or_default().push((i, usize::MAX));
                }
            }
        }
    }
    let index_op = |i: Inst| {
        matches!(
            body.dfg.insts[i].opcode,
            Opcode::Add | Opcode::Sub | Opcode::Mul | Opcode::Shl
        ) && body
            .dfg
            .inst_result(i)
            .is_some_and(|r| body.dfg.value_type(r) == Type::Int(64))
    };
    let mut set: FxHashSet<Inst> = insts.iter().copied().filter(|&i| index_op(i)).collect();
    // A value used outside the loop is needed whole: count every use.
    let mut all_uses: rustc_hash::FxHashMap<Value, usize> = set
        .iter()
        .filter_map(|&i| body.dfg.inst_result(i))
        .map(|r| (r, 0))
        .collect();
    for i in body.all_insts() {
        let d = &body.dfg.insts[i];
        let succ_args = d.succs.iter().flat_map(|s| body.dfg.call_args(s).iter());
        for a in body.dfg.inst_args(i).iter().chain(succ_args) {
            if let Some(n) = all_uses.get_mut(a) {
                *n += 1;
            }
        }
    }
    let mut changed = true;
    while changed {
        changed = false;
        for &i in &insts {
            if !set.contains(&i) {
                continue;
            }
            let Some(r) = body.dfg.inst_result(i) else {
                continue;
            };
            let us = users.get(&r).map(Vec::as_slice).unwrap_or(&[]);
            let ok = !us.is_empty()
                && all_uses.get(&r) == Some(&us.len())
                && us.iter().all(|&(u, pos)| {
                    (body.dfg.insts[u].opcode == Opcode::PtrAdd && pos == 1) || set.contains(&u)
                });
            if !ok {
                set.remove(&i);
                changed = true;
            }
        }
    }
    insts.into_iter().filter(|i| set.contains(i)).collect()
}

/// What one instruction adds to a loop's size, as LLVM's code-size costs
/// count it (`TCK_CodeSize`, which seed 001's `BodySize` is): constants,
/// symbol addresses, value-preserving casts and addresses a constant
/// away from another (a `[reg+imm]` operand in PTX) are free. The importer
/// spells each GEP as extensions, multiplies and `ptradd`s, so counting
/// every instruction weighed an indexing expression several times what
/// LLVM (and libNVVM's unroller) count.
pub(super) fn inst_size(body: &Body, i: Inst) -> usize {
    let d = &body.dfg.insts[i];
    let free = match d.opcode {
        Opcode::Const
        | Opcode::Addr
        | Opcode::SExt
        | Opcode::ZExt
        | Opcode::Trunc
        | Opcode::Bitcast
        | Opcode::PtrToInt
        | Opcode::IntToPtr
        | Opcode::AddrSpaceCast
        | Opcode::Freeze => true,
        Opcode::PtrAdd => body
            .dfg
            .inst_args(i)
            .get(1)
            .is_some_and(|&o| body.dfg.int_const(o).is_some()),
        _ => false,
    };
    usize::from(!free)
}
