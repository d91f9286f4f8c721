//! CFG simplification (the `simplifycfg` pass), also the cleanup after
//! inlining and unrolling: integer arithmetic on constants folded (float
//! arithmetic, conversions and comparisons too, see [`crate::floatfold`]),
//! conditional branches on a constant made unconditional, edges into a
//! block that only branches threaded where its condition is known
//! ([`crate::jumpthread`]), unreachable
//! blocks dropped, parameters of a block with one incoming edge replaced
//! by its arguments, and a block reached only by an unconditional branch
//! merged into its predecessor; repeated until nothing changes.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::analysis::DomTree;
use crate::ir::eval;
use crate::ir::{Attrs, Block, Body, Const, Inst, Opcode, Type, Value, ValueList};

/// Simplifies `body` (see the module comment); true when it changed.
pub fn simplify(body: &mut Body) -> bool {
    let mut any = false;
    // Each round removes blocks or instructions, so this ends; the bound
    // only guards against a bug looping.
    for _ in 0..64 {
        let mut changed = fold_constants(body);
        changed |= fold_branches(body);
        changed |= crate::jumpthread::thread_branches(body);
        changed |= drop_unreachable(body);
        while forward_params(body) | drop_trivial_params(body) | merge_blocks(body) {
            changed = true;
        }
        if !changed {
            break;
        }
        any = true;
    }
    any
}

/// A conditional branch on a constant becomes a branch along the edge it
/// takes.
fn fold_branches(body: &mut Body) -> bool {
    let mut changed = false;
    for b in body.layout.blocks.clone() {
        let Some(t) = body.terminator(b) else {
            continue;
        };
        let d = &body.dfg.insts[t];
        if d.opcode != Opcode::CondBr || d.succs.len() != 2 {
            continue;
        }
        let Some(&c) = body.dfg.inst_args(t).first() else {
            continue;
        };
        let Some((k, _)) = body.dfg.int_const(c) else {
            continue;
        };
        let keep = if k & 1 == 1 { 0 } else { 1 };
        let s = body.dfg.insts[t].succs[keep].clone();
        let d = &mut body.dfg.insts[t];
        d.opcode = Opcode::Br;
        d.attrs = Attrs::None;
        d.args = ValueList::new();
        d.succs = vec![s];
        changed = true;
    }
    changed
}

fn drop_unreachable(body: &mut Body) -> bool {
    let dt = DomTree::new(body);
    let dead: FxHashSet<Block> = body
        .layout
        .blocks
        .iter()
        .copied()
        .filter(|&b| !dt.is_reachable(b))
        .collect();
    for &b in &dead {
        for i in body.block_insts(b).to_vec() {
            body.remove_inst(i);
        }
    }
    body.layout.blocks.retain(|b| !dead.contains(b));
    !dead.is_empty()
}

/// Incoming edges per block: (predecessor's terminator, successor index).
pub(crate) type Incoming = FxHashMap<Block, Vec<(Inst, usize)>>;

/// The [`Incoming`] edges of every block.
pub(crate) fn incoming(body: &Body) -> Incoming {
    let mut m: Incoming = FxHashMap::default();
    for &b in &body.layout.blocks {
        if let Some(t) = body.terminator(b) {
            for (k, s) in body.dfg.insts[t].succs.iter().enumerate() {
                m.entry(s.block).or_default().push((t, k));
            }
        }
    }
    m
}

/// Replaces, in every operand and edge argument, each value `map` names
/// (through chains of replacements), in one pass over the body; true when
/// anything was replaced.
fn substitute(body: &mut Body, map: &FxHashMap<Value, Value>) -> bool {
    if map.is_empty() {
        return false;
    }
    let mut replaced = false;
    let resolve = |mut v: Value| {
        // A chain is at most as long as the map.
        for _ in 0..=map.len() {
            match map.get(&v) {
                Some(&w) if w != v => v = w,
                _ => break,
            }
        }
        v
    };
    let dfg = &mut body.dfg;
    for i in body
        .layout
        .blocks
        .iter()
        .flat_map(|&b| dfg.blocks[b].insts.clone())
    {
        let d = &mut dfg.insts[i];
        let mut update = |list: &mut [Value]| {
            for a in list {
                let r = resolve(*a);
                replaced |= r != *a;
                *a = r;
            }
        };
        update(d.args.as_mut_slice(&mut dfg.pool));
        for s in &mut d.succs {
            update(s.args.as_mut_slice(&mut dfg.pool));
        }
    }
    replaced
}

/// Parameters of every block with one incoming edge (not from itself)
/// become that edge's arguments, in one pass.
fn forward_params(body: &mut Body) -> bool {
    let inc = incoming(body);
    let entry = body.entry();
    let mut map: FxHashMap<Value, Value> = FxHashMap::default();
    for b in body.layout.blocks.clone() {
        if Some(b) == entry || body.dfg.block_params(b).is_empty() {
            continue;
        }
        let Some([(t, k)]) = inc.get(&b).map(Vec::as_slice) else {
            continue;
        };
        if body.layout.inst_block[*t] == Some(b) {
            continue;
        }
        let args: Vec<Value> = body.dfg.call_args(&body.dfg.insts[*t].succs[*k]).to_vec();
        for (&p, &a) in body.dfg.block_params(b).iter().zip(&args) {
            map.insert(p, a);
        }
        body.dfg.blocks[b].params = ValueList::new();
        body.dfg.insts[*t].succs[*k].args = ValueList::new();
    }
    substitute(body, &map);
    !map.is_empty()
}

/// Parameters every edge passes the same value for, or the parameter
/// itself (a loop-invariant value carried around a loop, as jump threading
/// leaves behind), become that value.
fn drop_trivial_params(body: &mut Body) -> bool {
    let inc = incoming(body);
    let entry = body.entry();
    let mut changed = false;
    for b in body.layout.blocks.clone() {
        if Some(b) == entry {
            continue;
        }
        let Some(edges) = inc.get(&b) else {
            continue;
        };
        for j in (0..body.dfg.block_params(b).len()).rev() {
            let p = body.dfg.block_params(b)[j];
            let mut only = None;
            let trivial = edges.iter().all(|&(t, k)| {
                let Some(&a) = body.dfg.call_args(&body.dfg.insts[t].succs[k]).get(j) else {
                    return false;
                };
                a == p || *only.get_or_insert(a) == a
            });
            let Some(v) = only.filter(|_| trivial) else {
                continue;
            };
            substitute(body, &FxHashMap::from_iter([(p, v)]));
            body.dfg.remove_block_param(b, j);
            changed = true;
        }
    }
    changed
}

/// Every block without parameters reached only by an unconditional branch
/// moves into the block holding that branch, in one pass (a chain of such
/// blocks collapses into its first: the branch instructions keep their
/// identity as they move, so each merge finds its predecessor's current
/// block).
fn merge_blocks(body: &mut Body) -> bool {
    let inc = incoming(body);
    let entry = body.entry();
    let mut merged: FxHashSet<Block> = FxHashSet::default();
    for b in body.layout.blocks.clone() {
        if Some(b) == entry || !body.dfg.block_params(b).is_empty() {
            continue;
        }
        let Some([(t, _)]) = inc.get(&b).map(Vec::as_slice) else {
            continue;
        };
        let d = &body.dfg.insts[*t];
        if d.opcode != Opcode::Br || d.succs.len() != 1 {
            continue;
        }
        let Some(a) = body.layout.inst_block[*t] else {
            continue;
        };
        if a == b {
            continue;
        }
        // `a`'s branch goes; `b`'s instructions follow in `a`.
        body.remove_inst(*t);
        for i in body.block_insts(b).to_vec() {
            body.remove_inst(i);
            body.append_inst(a, i);
        }
        merged.insert(b);
    }
    body.layout.blocks.retain(|x| !merged.contains(x));
    !merged.is_empty()
}

/// Folds integer operations whose operands are constants into constants
/// (the interpreter's semantics, `ir::eval`), and selects on a constant
/// condition into their chosen operand.
pub fn fold_constants(body: &mut Body) -> bool {
    let mut changed = false;
    let mut picks: FxHashMap<Value, Value> = FxHashMap::default();
    let order = DomTree::new(body).rpo().to_vec();
    for b in order {
        for i in body.block_insts(b).to_vec() {
            changed |= reassociate_add(body, b, i);
            let Some(r) = body.dfg.inst_result(i) else {
                continue;
            };
            if let Some(ff) = crate::floatfold::fold(body, i) {
                apply_float_fold(body, b, i, ff);
                changed = true;
                continue;
            }
            let d = &body.dfg.insts[i];
            let args: Vec<Value> = body.dfg.inst_args(i).to_vec();
            let k = |v: Value| {
                body.dfg
                    .int_const(v)
                    .map(|(c, w)| (c as u128 & eval::mask(w), w))
            };
            let folded: Option<u128> = match (d.opcode, &d.attrs, args.as_slice()) {
                (Opcode::ICmp, Attrs::ICmp(p), [x, y]) => match (k(*x), k(*y)) {
                    (Some((x, w)), Some((y, _))) => Some(u128::from(eval::icmp(*p, w, x, y))),
                    _ => None,
                },
                (Opcode::SExt, _, [x]) => k(*x).map(|(x, w)| eval::sext(x, w) as u128),
                (Opcode::ZExt | Opcode::Trunc, _, [x]) => k(*x).map(|(x, _)| x),
                (Opcode::Select, _, [c, x, y]) => {
                    if let Some((c, _)) = k(*c) {
                        picks.insert(r, if c & 1 == 1 { *x } else { *y });
                    }
                    None
                }
                (op, _, [x, y])
                    if op.format() == crate::ir::Format::Int && op != Opcode::PtrAdd =>
                {
                    match (k(*x), k(*y)) {
                        (Some((x, w)), Some((y, _))) => eval::int_binary(op, w, x, y).ok(),
                        _ => None,
                    }
                }
                _ => None,
            };
            let Some(bits) = folded else { continue };
            let Type::Int(w) = body.dfg.value_type(r) else {
                continue;
            };
            let d = &mut body.dfg.insts[i];
            d.opcode = Opcode::Const;
            d.attrs = Attrs::Const(Const::Int(bits & eval::mask(u32::from(w))));
            d.args = ValueList::new();
            changed = true;
        }
    }
    // Uses of a select on a constant read the operand it picks; the
    // select itself stays, unused.
    changed | substitute(body, &picks)
}

/// Rewrites `i` (in `b`) as [`crate::floatfold`] says: into a constant, or
/// into an integer comparison against a constant placed just before it.
fn apply_float_fold(body: &mut Body, b: Block, i: Inst, ff: crate::floatfold::FloatFold) {
    use crate::floatfold::FloatFold;
    match ff {
        FloatFold::Const(c) => {
            let d = &mut body.dfg.insts[i];
            d.opcode = Opcode::Const;
            d.attrs = Attrs::Const(c);
            d.args = ValueList::new();
        }
        FloatFold::ICmp(p, x, k) => {
            let ty = body.dfg.value_type(x);
            let Type::Int(w) = ty else {
                return;
            };
            let bits = (k as u128) & eval::mask(u32::from(w));
            let c =
                body.dfg
                    .make_inst(Opcode::Const, &[], Attrs::Const(Const::Int(bits)), Some(ty));
            let at = body.dfg.blocks[b]
                .insts
                .iter()
                .position(|&j| j == i)
                .unwrap_or(0);
            body.insert_inst(b, at, c);
            let Some(cv) = body.dfg.inst_result(c) else {
                return;
            };
            let args = ValueList::from_slice(&[x, cv], &mut body.dfg.pool);
            let d = &mut body.dfg.insts[i];
            d.opcode = Opcode::ICmp;
            d.attrs = Attrs::ICmp(p);
            d.args = args;
        }
    }
}

/// `add (add x, c1), c2` becomes `add x, c1 + c2` when the constants have
/// one sign: an unrolled counter steps once per main iteration, as loop
/// strength reduction expects. No-wrap flags are kept where both adds have
/// them (no intermediate wrap and one sign mean no wrap of the sum).
fn reassociate_add(body: &mut Body, b: Block, i: Inst) -> bool {
    let dfg = &body.dfg;
    if dfg.insts[i].opcode != Opcode::Add {
        return false;
    }
    let [a, c2] = dfg.inst_args(i) else {
        return false;
    };
    let (a, c2) = (*a, *c2);
    let Some((k2, w)) = dfg.int_const(c2) else {
        return false;
    };
    let Some(inner) = dfg.def_inst(a) else {
        return false;
    };
    if dfg.insts[inner].opcode != Opcode::Add {
        return false;
    }
    let [x, c1] = dfg.inst_args(inner) else {
        return false;
    };
    let (x, c1) = (*x, *c1);
    let Some((k1, _)) = dfg.int_const(c1) else {
        return false;
    };
    if (k1 < 0) != (k2 < 0) {
        return false;
    }
    let flags = |j: Inst| match dfg.insts[j].attrs {
        Attrs::Int(f) => f.0,
        _ => 0,
    };
    let total = k1 + k2;
    let half = 1i128 << (w - 1);
    // The sum must itself fit for the flags to carry over.
    let fits = (-half..half).contains(&total);
    let kept = crate::ir::IntFlags(if fits { flags(i) & flags(inner) } else { 0 });
    let sum = total as u128 & eval::mask(w);
    let kc = body.dfg.make_inst(
        Opcode::Const,
        &[],
        Attrs::Const(Const::Int(sum)),
        Some(Type::Int(w as u16)),
    );
    let pos = body
        .block_insts(b)
        .iter()
        .position(|&j| j == i)
        .expect("in its block");
    body.insert_inst(b, pos, kc);
    let kv = body.dfg.inst_result(kc).expect("a constant");
    let d = &mut body.dfg.insts[i];
    d.args = ValueList::from_slice(&[x, kv], &mut body.dfg.pool);
    d.attrs = Attrs::Int(kept);
    true
}
