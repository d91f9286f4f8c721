//! Pointer induction variables that advance by one common stride share a
//! single induction variable: `p_k = phi(init_k, p_k + s)` for many `k`
//! becomes `o = phi(0, o + s)`, and `p_k` is `init_k + o` where it is read;
//! when the starts are offsets from one base (`init_k = b + o_k`), the
//! variable is a pointer, `q = phi(b, q + s)`, and `p_k` is `q + o_k`.
//! LLVM's loop-reduce makes the same choice: Triton's matmul comes out of
//! it with 96 loop-invariant offsets and two pointer induction variables.
//!
//! Why: a loop-carried pointer is rewritten every iteration, so when the
//! loop runs out of registers ptxas spills and reloads it every iteration;
//! `init_k` or `o_k` is loop-invariant, so it is only reloaded, and an
//! `o_k` that is a `mul.wide` of a 32-bit value stays a 32-bit register in
//! ptxas's hands. On Triton's matmul tutorial kernel (96 pointers
//! advancing by `BLOCK_K * stride`), ptxas's loop had 79 spill stores per
//! iteration before this and none after. The number of additions per
//! iteration stays the same (one per pointer, plus one for the variable). Below [`MIN_GROUP`] pointers nothing changes: a
//! few pointers fit in registers, where the two forms cost the same.
//!
//! Exactness: pointer and 64-bit integer arithmetic wrap modulo 2^64, so
//! `init_k + j·s` is the pointer after `j` iterations either way.

use dialects::analysis::dom::DomTree;
use dialects::analysis::loops::LoopNest;
use dialects::ir::{Attrs, Block, Body, Const, Inst, IntFlags, Opcode, Type, Value, ValueDef};
use rustc_hash::FxHashMap;

use crate::lsr::{feed_new_param, shape, Shape};

/// The fewest pointers sharing a stride that get one offset.
pub const MIN_GROUP: usize = 8;

/// One group of pointers given a shared offset.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shared {
    /// The loop's header.
    pub header: Block,
    /// The new induction variable (a parameter of the header): a pointer
    /// from the members' common base, or an offset from 0.
    pub iv: Value,
    /// Whether the members' starts had a common base.
    pub common_base: bool,
    /// How many pointer parameters it replaced.
    pub pointers: usize,
}

/// Rewrites `body` (see the module comment); returns the groups, loops
/// inner first.
pub fn share(body: &mut Body) -> Vec<Shared> {
    let dt = DomTree::new(body);
    let nest = LoopNest::compute(body, &dt);
    let mut out = Vec::new();
    for l in (0..nest.loops.len()).rev() {
        let Some(s) = shape(body, &dt, &nest, l) else {
            continue;
        };
        // Applying a group renumbers the header's parameters: one at a
        // time, found again each time.
        while let Some((step, ks)) = groups(body, &nest, l, &s).into_iter().next() {
            out.push(apply(body, &nest, l, &s, step, &ks));
        }
    }
    out
}

fn edge_args(body: &Body, from: Block, to: Block) -> Vec<Value> {
    let t = body.terminator(from).expect("a shaped loop's edge");
    let call = body.dfg.insts[t]
        .succs
        .iter()
        .find(|c| c.block == to)
        .expect("a shaped loop's edge");
    body.dfg.call_args(call).to_vec()
}

fn def_block(body: &Body, v: Value) -> Option<Block> {
    match body.dfg.values[v].def {
        ValueDef::Param(b, _) => Some(b),
        ValueDef::Result(i) => body.layout.inst_block[i],
    }
}

/// Uses of each value: instructions reading it (operands or edge
/// arguments), with repeats.
fn uses(body: &Body) -> FxHashMap<Value, Vec<Inst>> {
    let mut m: FxHashMap<Value, Vec<Inst>> = FxHashMap::default();
    for &b in &body.layout.blocks {
        for &i in body.block_insts(b) {
            let d = &body.dfg.insts[i];
            let args = body.dfg.inst_args(i).iter();
            let edge = d.succs.iter().flat_map(|s| body.dfg.call_args(s).iter());
            for &v in args.chain(edge) {
                m.entry(v).or_default().push(i);
            }
        }
    }
    m
}

/// A stride computable before the loop: a value defined outside it, or a
/// constant, or an integer operation on such (selection and GEP lowering
/// leave `sext`/`mul`/`shl` of an invariant index next to each increment).
/// Two strides with the same key are the same number.
fn stride_key(body: &Body, nest: &LoopNest, l: usize, v: Value, depth: u32) -> Option<String> {
    let dfg = &body.dfg;
    if def_block(body, v).is_some_and(|b| !nest.contains(l, b)) {
        return Some(format!("{v}"));
    }
    if let Some((c, bits)) = dfg.int_const(v) {
        return Some(format!("{c}:i{bits}"));
    }
    let i = dfg.def_inst(v)?;
    let op = dfg.insts[i].opcode;
    let pure = matches!(
        op,
        Opcode::Add | Opcode::Sub | Opcode::Mul | Opcode::Shl | Opcode::SExt | Opcode::ZExt
    );
    if !pure || depth == 0 {
        return None;
    }
    let args: Option<Vec<String>> = dfg
        .inst_args(i)
        .iter()
        .map(|&a| stride_key(body, nest, l, a, depth - 1))
        .collect();
    Some(format!(
        "{op:?}{:?}({})",
        dfg.insts[i].attrs,
        args?.join(",")
    ))
}

/// The header parameters (by index) that step by a loop-invariant 64-bit
/// stride, grouped by that stride (one member's step stands for the
/// group); only groups of [`MIN_GROUP`] or more.
fn groups(body: &Body, nest: &LoopNest, l: usize, s: &Shape) -> Vec<(Value, Vec<usize>)> {
    let dfg = &body.dfg;
    let params = dfg.block_params(s.header);
    let next = edge_args(body, s.latch, s.header);
    let uses = uses(body);
    let in_loop = |i: &Inst| body.layout.inst_block[*i].is_some_and(|b| nest.contains(l, b));
    let mut by_step: Vec<(String, Value, Vec<usize>)> = Vec::new();
    for (k, &p) in params.iter().enumerate() {
        if !matches!(dfg.value_type(p), Type::Ptr(_)) {
            continue;
        }
        let Some(inc) = dfg.def_inst(next[k]) else {
            continue;
        };
        let (Opcode::PtrAdd, [base, step]) = (dfg.insts[inc].opcode, dfg.inst_args(inc)) else {
            continue;
        };
        let (base, step) = (*base, *step);
        let latch_only = uses.get(&next[k]).is_some_and(|u| u.len() == 1);
        let inside = uses.get(&p).is_none_or(|u| u.iter().all(in_loop));
        if base != p
            || dfg.value_type(step) != Type::Int(64)
            || !latch_only
            || !inside
            || next.iter().filter(|&&x| x == next[k]).count() > 1
        {
            continue;
        }
        let Some(key) = stride_key(body, nest, l, step, 4) else {
            continue;
        };
        match by_step.iter_mut().find(|(x, _, _)| *x == key) {
            Some((_, _, ks)) => ks.push(k),
            None => by_step.push((key, step, vec![k])),
        }
    }
    by_step
        .into_iter()
        .filter(|(_, _, ks)| ks.len() >= MIN_GROUP)
        .map(|(_, v, ks)| (v, ks))
        .collect()
}

/// `v` (a stride [`stride_key`] accepted) computed before the end of
/// `pre`: itself when defined outside the loop, else a copy of its
/// instructions.
fn materialize(body: &mut Body, nest: &LoopNest, l: usize, pre: Block, v: Value) -> Value {
    if def_block(body, v).is_some_and(|b| !nest.contains(l, b)) {
        return v;
    }
    let i = body.dfg.def_inst(v).expect("a stride_key stride");
    let args: Vec<Value> = body.dfg.inst_args(i).to_vec();
    let args: Vec<Value> = args
        .into_iter()
        .map(|a| materialize(body, nest, l, pre, a))
        .collect();
    let d = &body.dfg.insts[i];
    let (op, attrs, ty) = (d.opcode, d.attrs.clone(), body.dfg.value_type(v));
    let c = body.dfg.make_inst(op, &args, attrs, Some(ty));
    insert_before_end(body, pre, c);
    body.dfg.inst_result(c).expect("made with a result")
}

/// Inserts `inst` before the terminator of `b`.
fn insert_before_end(body: &mut Body, b: Block, inst: Inst) {
    let n = body.block_insts(b).len();
    let at = if body.terminator(b).is_some() {
        n - 1
    } else {
        n
    };
    body.insert_inst(b, at, inst);
}

fn apply(
    body: &mut Body,
    nest: &LoopNest,
    l: usize,
    s: &Shape,
    step: Value,
    ks: &[usize],
) -> Shared {
    let params = body.dfg.block_params(s.header).to_vec();
    let init = edge_args(body, s.pre, s.header);
    let next = edge_args(body, s.latch, s.header);
    let step = materialize(body, nest, l, s.pre, step);
    // With a common base `b` (`init_k = b + o_k`), the induction variable
    // is a pointer starting at `b` and each `p_k` is it plus `o_k`: the
    // invariants are then the offsets, often `mul.wide` of 32-bit values
    // that ptxas keeps in 32-bit registers and folds into one `IMAD.WIDE`
    // per access (what LLVM's loop-reduce leaves in Triton's matmul).
    let base = common_base(body, &params, &init, ks);
    let (iv_ty, advance) = match base {
        Some(b) => (body.dfg.value_type(b), Opcode::PtrAdd),
        None => (Type::Int(64), Opcode::Add),
    };
    let iv = body.dfg.append_block_param(s.header, iv_ty);
    let first = match base {
        Some(b) => b,
        None => {
            let zero =
                body.dfg
                    .make_inst(Opcode::Const, &[], Attrs::Const(Const::Int(0)), Some(iv_ty));
            insert_before_end(body, s.pre, zero);
            body.dfg.inst_result(zero).expect("made with a result")
        }
    };
    let bump = body.dfg.make_inst(
        advance,
        &[iv, step],
        Attrs::Int(IntFlags::default()),
        Some(iv_ty),
    );
    insert_before_end(body, s.latch, bump);
    let bumped = body.dfg.inst_result(bump).expect("made with a result");
    feed_new_param(body, s, first, bumped);
    let loop_insts: Vec<Inst> = nest
        .blocks(l)
        .iter()
        .flat_map(|&b| body.block_insts(b).to_vec())
        .collect();
    for &k in ks {
        let (p, inc) = (params[k], body.dfg.def_inst(next[k]).expect("an increment"));
        body.remove_inst(inc);
        let ptr_ty = body.dfg.value_type(p);
        let operands = match base {
            Some(_) => {
                let d = body.dfg.def_inst(init[k]).expect("common_base checked");
                [iv, body.dfg.inst_args(d)[1]]
            }
            None => [init[k], iv],
        };
        let q = body.dfg.make_inst(
            Opcode::PtrAdd,
            &operands,
            Attrs::Int(IntFlags::default()),
            Some(ptr_ty),
        );
        let (b, at) = first_use(body, &loop_insts, p).unwrap_or((s.header, 0));
        body.insert_inst(b, at, q);
        let qv = body.dfg.inst_result(q).expect("a pointer");
        let users: Vec<Inst> = loop_insts.iter().copied().filter(|&u| u != q).collect();
        body.dfg.replace_uses(&users, p, qv);
    }
    let mut gone = ks.to_vec();
    gone.sort_unstable_by(|a, b| b.cmp(a));
    for k in gone {
        body.dfg.remove_block_param(s.header, k);
    }
    Shared {
        header: s.header,
        iv,
        common_base: base.is_some(),
        pointers: ks.len(),
    }
}

/// The pointer every member's start is an offset from (`init_k = ptradd
/// b, o_k`), of the members' own type, if they share one.
fn common_base(body: &Body, params: &[Value], init: &[Value], ks: &[usize]) -> Option<Value> {
    let dfg = &body.dfg;
    let mut base = None;
    for &k in ks {
        let d = dfg.def_inst(init[k])?;
        let (Opcode::PtrAdd, [b, _]) = (dfg.insts[d].opcode, dfg.inst_args(d)) else {
            return None;
        };
        if dfg.value_type(*b) != dfg.value_type(params[k]) || base.is_some_and(|x| x != *b) {
            return None;
        }
        base = Some(*b);
    }
    base
}

/// Where to compute `p`'s replacement: before its first reader when all
/// its readers are in one block, else at the top of the header.
fn first_use(body: &Body, loop_insts: &[Inst], p: Value) -> Option<(Block, usize)> {
    let reads = |i: Inst| {
        let d = &body.dfg.insts[i];
        body.dfg.inst_args(i).contains(&p)
            || d.succs.iter().any(|s| body.dfg.call_args(s).contains(&p))
    };
    let readers: Vec<Inst> = loop_insts
        .iter()
        .copied()
        .filter(|&i| body.layout.inst_block[i].is_some() && reads(i))
        .collect();
    let b = body.layout.inst_block[*readers.first()?]?;
    if readers
        .iter()
        .any(|&i| body.layout.inst_block[i] != Some(b))
    {
        return None;
    }
    let at = body
        .block_insts(b)
        .iter()
        .position(|i| readers.contains(i))?;
    Some((b, at))
}
