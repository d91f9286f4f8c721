//! Full loop unrolling (the `loop-unroll` pass), seed 001's cascade for
//! loops whose trip count is a constant.
//!
//! Per innermost loop, in the seed's order:
//! 1. the local-array multiplier: the largest local array the loop
//!    accesses, in elements, capped at 6, multiplies the budgets;
//! 2. `llvm.loop.unroll.disable` or `count 1`: kept; `count N` at or above
//!    the trip count unrolls fully, a smaller `N` is partial unrolling;
//! 3. `llvm.loop.unroll.full`: unrolled when the estimated size
//!    `FixedCost + TC * (BodySize - FixedCost)` fits the pragma budget;
//! 4. no pragma: unrolled when it fits the level's threshold (405 at O2 and
//!    O3, 150 at O1).
//!
//! Partial, runtime and peeled unrolling are not done yet: such loops are
//! kept and say so in a missed remark.
//!
//! The transformation copies the loop body once per iteration. Each copy's
//! exit test is known from the trip count: every copy but the last
//! continues into the next, the last leaves the loop. Block parameters
//! with one incoming edge then take their argument, blocks reached only
//! by an unconditional branch merge into their predecessor, and
//! arithmetic on constants folds, so that the induction variable is a
//! constant in each copy and SROA sees constant offsets into local
//! arrays.
//!
//! Convergent operations (barriers, warp shuffles) are copied like any
//! other: full unrolling changes neither which threads run an iteration
//! nor how many iterations run.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::analysis::loops::LoopNest;
use crate::analysis::DomTree;
use crate::ir::eval;
use crate::ir::loop_hints::UnrollHint;
use crate::ir::{Attrs, Block, BlockCall, Body, Const, Inst, Opcode, Type, Value, ValueList};

/// Instructions of an iteration that do not multiply with unrolling (the
/// induction increment and the back-edge branch).
pub const FIXED_COST: usize = 2;
/// Seed 001's cap on the local-array multiplier.
pub const MAX_LOCAL_ARRAY_MULTIPLIER: usize = 6;

/// Budgets of the cascade.
#[derive(Clone, Copy, Debug)]
pub struct UnrollConfig {
    /// Size budget of an unrolled loop without a pragma.
    pub threshold: usize,
    /// Size budget of a `#pragma unroll` loop.
    pub pragma_threshold: usize,
    /// Largest trip count unrolled fully (`unroll-full-max-count`).
    pub full_max_count: u64,
    /// Elements assumed for a local array of unknown size
    /// (`unroll-assumed-size`).
    pub assumed_size: u64,
}

/// What happened to one loop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Unrolled `trip` times.
    Full {
        /// The trip count.
        trip: u64,
        /// The estimated unrolled size.
        size: usize,
        /// The budget it fit.
        budget: usize,
        /// Whether a pragma asked for it.
        pragma: bool,
    },
    /// Kept as a loop, and why.
    Kept(String),
}

/// One loop's decision.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    /// The loop header's name (or number).
    pub header: String,
    /// The outcome.
    pub outcome: Outcome,
}

/// Unrolls the innermost loops of `body` the cascade selects, innermost
/// first (a loop whose inner loops all unrolled is innermost next).
pub fn unroll_function(body: &mut Body, cfg: &UnrollConfig) -> Vec<Decision> {
    let mut decided: FxHashSet<Block> = FxHashSet::default();
    let mut out = Vec::new();
    loop {
        let dt = DomTree::new(body);
        let nest = LoopNest::compute(body, &dt);
        let inner: Vec<usize> = (0..nest.loops.len())
            .filter(|&l| !nest.loops.iter().any(|o| o.parent == Some(l)))
            .filter(|&l| !decided.contains(&nest.loops[l].header))
            .collect();
        let Some(&l) = inner.first() else {
            return out;
        };
        let header = nest.loops[l].header;
        decided.insert(header);
        let name = body.dfg.block_names[header]
            .clone()
            .unwrap_or_else(|| header.to_string());
        let outcome = decide(body, &nest, l, cfg);
        if let Outcome::Full { trip, .. } = outcome {
            if !unroll_fully(body, &dt, &nest, l, trip) {
                out.push(Decision {
                    header: name,
                    outcome: Outcome::Kept("the loop's shape is not one the unroller copies (one latch, one exiting block on every iteration)".into()),
                });
                continue;
            }
            simplify(body);
        }
        out.push(Decision {
            header: name,
            outcome,
        });
    }
}

/// The loop's unroll hint, from its latches' terminators.
fn hint(body: &Body, nest: &LoopNest, l: usize) -> UnrollHint {
    nest.loops[l]
        .latches
        .iter()
        .filter_map(|&b| body.terminator(b))
        .filter_map(|t| body.dfg.meta.get(&t))
        .map(|m| m.unroll_hint())
        .find(|h| *h != UnrollHint::None)
        .unwrap_or(UnrollHint::None)
}

/// Instructions of the loop that cost something (constants and symbol
/// addresses fold into their users).
fn body_size(body: &Body, nest: &LoopNest, l: usize) -> usize {
    nest.blocks(l)
        .iter()
        .flat_map(|&b| body.block_insts(b))
        .filter(|&&i| !matches!(body.dfg.insts[i].opcode, Opcode::Const | Opcode::Addr))
        .count()
}

/// Seed 001's local-array multiplier: the largest local array (in
/// elements) a load or store of the loop addresses, between 1 and 6.
fn local_array_multiplier(body: &Body, nest: &LoopNest, l: usize, assumed: u64) -> usize {
    let mut best = 1u64;
    for &b in nest.blocks(l) {
        for &i in body.block_insts(b) {
            let args = body.dfg.inst_args(i);
            let ptr = match body.dfg.insts[i].opcode {
                Opcode::Load => args.first(),
                Opcode::Store => args.get(1),
                _ => None,
            };
            let Some(&p) = ptr else { continue };
            if let Some(n) = alloca_elements(body, p, assumed) {
                best = best.max(n);
            }
        }
    }
    (best as usize).clamp(1, MAX_LOCAL_ARRAY_MULTIPLIER)
}

/// The element count of the alloca `p` points into, through `ptradd`s and
/// casts; `assumed` stands for a count that is not a constant.
fn alloca_elements(body: &Body, mut p: Value, assumed: u64) -> Option<u64> {
    for _ in 0..16 {
        let i = body.dfg.def_inst(p)?;
        let d = &body.dfg.insts[i];
        match (d.opcode, &d.attrs) {
            (Opcode::PtrAdd | Opcode::AddrSpaceCast, _) => p = body.dfg.inst_args(i)[0],
            (Opcode::Alloca, Attrs::Alloca(ty, _)) => {
                let count = body
                    .dfg
                    .inst_args(i)
                    .first()
                    .map_or(Some(1), |&c| {
                        body.dfg.int_const(c).map(|c| c.0.max(1) as u64)
                    })
                    .unwrap_or(assumed);
                let mut n = count;
                let mut t = *ty;
                while let Some(crate::ir::Compound::Array { elem, len }) = t.as_compound() {
                    n = n.saturating_mul(len);
                    t = elem;
                }
                return Some(n);
            }
            _ => return None,
        }
    }
    None
}

fn decide(body: &Body, nest: &LoopNest, l: usize, cfg: &UnrollConfig) -> Outcome {
    let multiplier = local_array_multiplier(body, nest, l, cfg.assumed_size);
    let size = body_size(body, nest, l);
    let trip = nest.loops[l].trip_count;
    let est = |tc: u64| FIXED_COST + (tc as usize).saturating_mul(size.saturating_sub(FIXED_COST));
    let full = |budget: usize, pragma: bool, why: &str| -> Outcome {
        match trip {
            Some(tc) if tc > cfg.full_max_count => Outcome::Kept(format!(
                "{why}: the trip count {tc} is over unroll-full-max-count {}",
                cfg.full_max_count
            )),
            Some(tc) if est(tc) <= budget => Outcome::Full {
                trip: tc,
                size: est(tc),
                budget,
                pragma,
            },
            Some(tc) => Outcome::Kept(format!(
                "{why}: unrolled size {} would exceed the budget {budget}",
                est(tc)
            )),
            None => Outcome::Kept(format!(
                "{why}: the trip count is not a constant (runtime unrolling is not implemented yet)"
            )),
        }
    };
    match hint(body, nest, l) {
        UnrollHint::Disable => Outcome::Kept("unrolling disabled by pragma".into()),
        UnrollHint::Count(n) => match trip {
            Some(tc) if n >= tc => full(
                multiplier * cfg.pragma_threshold,
                true,
                "#pragma unroll count",
            ),
            _ => Outcome::Kept(format!(
                "#pragma unroll {n}: partial unrolling is not implemented yet"
            )),
        },
        UnrollHint::Full => full(multiplier * cfg.pragma_threshold, true, "#pragma unroll"),
        UnrollHint::Enable | UnrollHint::None => {
            full(multiplier * cfg.threshold, false, "full unrolling")
        }
    }
}

/// Copies loop `l` `trip` times in place of itself; false (nothing
/// changed) when its shape is not one this handles.
fn unroll_fully(body: &mut Body, dt: &DomTree, nest: &LoopNest, l: usize, trip: u64) -> bool {
    let lp = &nest.loops[l];
    let header = lp.header;
    let [latch] = lp.latches.as_slice() else {
        return false;
    };
    let latch = *latch;
    let [exiting] = nest.exiting(l) else {
        return false;
    };
    let exiting = *exiting;
    if !dt.dominates(exiting, latch) || trip == 0 {
        return false;
    }
    let blocks: Vec<Block> = body
        .layout
        .blocks
        .iter()
        .copied()
        .filter(|&b| nest.contains(l, b))
        .collect();
    let in_loop: FxHashSet<Block> = blocks.iter().copied().collect();
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
    let mut copies: Vec<FxHashMap<Block, Block>> = Vec::with_capacity(trip);
    let mut vmaps: Vec<FxHashMap<Value, Value>> = Vec::with_capacity(trip);
    for k in 0..trip {
        let (bmap, vmap) = copy_blocks(body, &blocks, k);
        copies.push(bmap);
        vmaps.push(vmap);
    }
    // Branches of each copy: inside the copy, the back edge to the next
    // copy's header, the exit test decided by the trip count.
    for k in 0..trip {
        for &b in &blocks {
            let nb = copies[k][&b];
            let Some(t) = body.terminator(nb) else {
                continue;
            };
            let mut succs = std::mem::take(&mut body.dfg.insts[t].succs);
            for s in &mut succs {
                let args: Vec<Value> = body.dfg.call_args(s).to_vec();
                let target = if s.block == header && b == latch {
                    // The last copy's back edge is never taken (its latch
                    // is unreachable or its branch straightened below).
                    copies.get(k + 1).unwrap_or(&copies[k])[&header]
                } else {
                    copies[k].get(&s.block).copied().unwrap_or(s.block)
                };
                let args: Vec<Value> = args.iter().map(|a| *vmaps[k].get(a).unwrap_or(a)).collect();
                *s = body.dfg.block_call(target, &args);
            }
            body.dfg.insts[t].succs = succs;
            if b == exiting {
                let keep = if k + 1 == trip {
                    exit_k
                } else {
                    1 - exit_k.min(1)
                };
                straighten(body, t, keep);
            }
        }
    }
    // Edges into the loop go to the first copy; uses after the loop read
    // the last copy's values.
    let first = &copies[0];
    let outside: Vec<Block> = body
        .layout
        .blocks
        .iter()
        .copied()
        .filter(|b| !in_loop.contains(b) && !copies.iter().any(|m| m.values().any(|x| x == b)))
        .collect();
    let last = vmaps.last().expect("trip > 0");
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
                    s.block = first[&header];
                }
            }
        }
    }
    // Layout: the copies where the loop was.
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
    for &b in &blocks {
        for i in body.block_insts(b).to_vec() {
            body.remove_inst(i);
        }
    }
    true
}

/// Turns the conditional branch `t` into a branch along its `keep`-th edge.
fn straighten(body: &mut Body, t: Inst, keep: usize) {
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
fn copy_blocks(
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

/// Cleanup after unrolling: unreachable blocks dropped, parameters of
/// blocks with one incoming edge replaced by its arguments, a block
/// reached only by an unconditional branch merged into its predecessor,
/// integer arithmetic on constants folded.
pub fn simplify(body: &mut Body) {
    drop_unreachable(body);
    loop {
        let changed = forward_params(body) | merge_blocks(body);
        if !changed {
            break;
        }
    }
    fold_constants(body);
}

fn drop_unreachable(body: &mut Body) {
    let dt = DomTree::new(body);
    let dead: Vec<Block> = body
        .layout
        .blocks
        .iter()
        .copied()
        .filter(|&b| !dt.is_reachable(b))
        .collect();
    for b in &dead {
        for i in body.block_insts(*b).to_vec() {
            body.remove_inst(i);
        }
    }
    body.layout.blocks.retain(|b| !dead.contains(b));
}

/// Incoming edges per block: (predecessor's terminator, successor index).
fn incoming(body: &Body) -> FxHashMap<Block, Vec<(Inst, usize)>> {
    let mut m: FxHashMap<Block, Vec<(Inst, usize)>> = FxHashMap::default();
    for &b in &body.layout.blocks {
        if let Some(t) = body.terminator(b) {
            for (k, s) in body.dfg.insts[t].succs.iter().enumerate() {
                m.entry(s.block).or_default().push((t, k));
            }
        }
    }
    m
}

fn forward_params(body: &mut Body) -> bool {
    let inc = incoming(body);
    let entry = body.entry();
    let mut changed = false;
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
        let params: Vec<Value> = body.dfg.block_params(b).to_vec();
        let all = body.all_insts();
        for (&p, &a) in params.iter().zip(&args) {
            if p != a {
                body.dfg.replace_uses(&all, p, a);
            }
        }
        body.dfg.blocks[b].params = ValueList::new();
        let s = &mut body.dfg.insts[*t].succs[*k];
        s.args = ValueList::new();
        changed = true;
    }
    changed
}

fn merge_blocks(body: &mut Body) -> bool {
    let inc = incoming(body);
    let entry = body.entry();
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
        body.layout.blocks.retain(|&x| x != b);
        return true;
    }
    false
}

/// Folds integer operations whose operands are constants into constants
/// (the interpreter's semantics, `ir::eval`), and selects on a constant
/// condition into their chosen operand.
pub fn fold_constants(body: &mut Body) {
    let order = DomTree::new(body).rpo().to_vec();
    for b in order {
        for i in body.block_insts(b).to_vec() {
            let Some(r) = body.dfg.inst_result(i) else {
                continue;
            };
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
                        let pick = if c & 1 == 1 { *x } else { *y };
                        let all = body.all_insts();
                        body.dfg.replace_uses(&all, r, pick);
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
        }
    }
}
