//! Comparisons decided by the branches that dominate them (LLVM's
//! `correlated-propagation`, for the signed ranges of integer values): on
//! the edge a conditional branch takes when `i >= 2` holds, every block
//! that edge dominates knows `i` is in `[2, max]`, so `i - 2 < 0` there is
//! false.
//!
//! Why: Numba wraps every array index (`i < 0 ? i + n : i`). After the
//! kernel's own bounds test (`if i >= 2 and i < n - 2`) the selects are
//! dead, and libNVVM removes them; kept, each costs a compare, a select
//! and the chaining of neighbouring addresses (stencil5: 22 registers
//! against libNVVM's 21).
//!
//! Facts come from `icmp pred x, C` conditions (and the `and` of such on
//! the true edge, the `or` on the false edge) of a branch whose target has
//! that branch as its only way in. A comparison `icmp pred y, K` is decided
//! when `y` is `x`, `x + c`, `x - c` or a sign extension of `x` for an `x`
//! with facts, and the resulting range is entirely on one side of `K`.
//! A fact meets what the value's definition bounds it to (a sign or zero
//! extension of a narrower value). Range arithmetic is exact (i128) and a
//! shifted range that leaves the type's signed range decides nothing.

use rustc_hash::FxHashMap;

use crate::analysis::DomTree;
use crate::ir::{Attrs, Block, Body, Const, IntPred, Opcode, Type, Value, ValueList};

/// A signed interval of an integer value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Range {
    lo: i128,
    hi: i128,
}

impl Range {
    fn full(bits: u32) -> Range {
        Range {
            lo: -(1i128 << (bits - 1)),
            hi: (1i128 << (bits - 1)) - 1,
        }
    }

    fn meet(self, o: Range) -> Range {
        Range {
            lo: self.lo.max(o.lo),
            hi: self.hi.min(o.hi),
        }
    }

    /// The values `pred x, c` leaves `x` (signed predicates, and unsigned
    /// ones whose answer is a non-negative signed range).
    fn of(pred: IntPred, c: i128, bits: u32) -> Option<Range> {
        use IntPred::*;
        let f = Range::full(bits);
        Some(match pred {
            Eq => Range { lo: c, hi: c },
            Slt => Range {
                lo: f.lo,
                hi: c - 1,
            },
            Sle => Range { lo: f.lo, hi: c },
            Sgt => Range {
                lo: c + 1,
                hi: f.hi,
            },
            Sge => Range { lo: c, hi: f.hi },
            // x <u c with c > 0 a signed positive: 0 <= x < c.
            Ult if c > 0 => Range { lo: 0, hi: c - 1 },
            Ule if c >= 0 => Range { lo: 0, hi: c },
            _ => return None,
        })
    }

    /// Whether `pred v, k` holds for every `v` in the range (`Some(true)`),
    /// for none (`Some(false)`), or depends.
    fn decides(self, pred: IntPred, k: i128) -> Option<bool> {
        use IntPred::*;
        if self.lo > self.hi {
            return None;
        }
        let answer = |all: bool, none: bool| {
            if all {
                Some(true)
            } else if none {
                Some(false)
            } else {
                None
            }
        };
        match pred {
            Slt => answer(self.hi < k, self.lo >= k),
            Sle => answer(self.hi <= k, self.lo > k),
            Sgt => answer(self.lo > k, self.hi <= k),
            Sge => answer(self.lo >= k, self.hi < k),
            Eq => answer(self.lo == k && self.hi == k, k < self.lo || k > self.hi),
            Ne => answer(k < self.lo || k > self.hi, self.lo == k && self.hi == k),
            // Non-negative ranges and constants compare the same unsigned.
            Ult | Ule | Ugt | Uge if self.lo >= 0 && k >= 0 => {
                let signed = match pred {
                    Ult => Slt,
                    Ule => Sle,
                    Ugt => Sgt,
                    _ => Sge,
                };
                self.decides(signed, k)
            }
            _ => None,
        }
    }
}

/// The signed value of an integer constant of `bits` bits.
fn signed_const(body: &Body, v: Value) -> Option<(i128, u32)> {
    let (c, bits) = body.dfg.int_const(v)?;
    Some((c, bits))
}

/// Facts per block: the values a branch edge into the block constrains.
type Facts = FxHashMap<Block, Vec<(Value, Range)>>;

/// What `cond` being `holds` tells, appended to `out`.
fn derive(body: &Body, cond: Value, holds: bool, depth: u32, out: &mut Vec<(Value, Range)>) {
    let dfg = &body.dfg;
    let Some(i) = dfg.def_inst(cond) else {
        return;
    };
    let d = &dfg.insts[i];
    let args = dfg.inst_args(i);
    match (d.opcode, &d.attrs, args) {
        (Opcode::ICmp, Attrs::ICmp(p), [a, b]) => {
            let (x, c, p) = match (signed_const(body, *a), signed_const(body, *b)) {
                (None, Some((c, _))) => (*a, c, *p),
                (Some((c, _)), None) => (*b, c, p.swapped()),
                _ => return,
            };
            let Type::Int(bits) = dfg.value_type(x) else {
                return;
            };
            let p = if holds { p } else { p.inverse() };
            if let Some(r) = Range::of(p, c, u32::from(bits)) {
                out.push((x, r));
            }
        }
        (Opcode::And, _, [a, b]) if holds && depth > 0 => {
            derive(body, *a, true, depth - 1, out);
            derive(body, *b, true, depth - 1, out);
        }
        (Opcode::Or, _, [a, b]) if !holds && depth > 0 => {
            derive(body, *a, false, depth - 1, out);
            derive(body, *b, false, depth - 1, out);
        }
        _ => {}
    }
}

/// True when `from` is `header`'s only predecessor it does not dominate
/// (all the others are back edges of its loop).
fn sole_entry(dt: &DomTree, header: Block, from: Block) -> bool {
    let preds = dt.preds(header);
    preds.contains(&from)
        && !dt.dominates(header, from)
        && preds
            .iter()
            .all(|&p| p == from || !dt.is_reachable(p) || dt.dominates(header, p))
}

/// True when `x` is defined in a block strictly dominating `b`.
fn defined_before(body: &Body, dt: &DomTree, x: Value, b: Block) -> bool {
    let at = match body.dfg.values[x].def {
        crate::ir::ValueDef::Param(blk, _) => Some(blk),
        crate::ir::ValueDef::Result(i) => body.layout.inst_block[i],
    };
    at.is_some_and(|blk| blk != b && dt.dominates(blk, b))
}

fn edge_facts(body: &Body, dt: &DomTree) -> Facts {
    let mut facts = Facts::default();
    for &b in dt.rpo() {
        let Some(t) = body.terminator(b) else {
            continue;
        };
        let d = &body.dfg.insts[t];
        if d.opcode != Opcode::CondBr || d.succs.len() != 2 {
            continue;
        }
        let cond = body.dfg.inst_args(t)[0];
        for (k, s) in d.succs.iter().enumerate() {
            if d.succs[1 - k].block == s.block {
                continue;
            }
            // The edge dominates its target when it is the one way in; the
            // one way into a loop (its other ways in are back edges) still
            // constrains every value defined before the loop, which keeps
            // its value on every iteration.
            let only = dt.preds(s.block) == [b];
            if !only && !sole_entry(dt, s.block, b) {
                continue;
            }
            let mut out = Vec::new();
            derive(body, cond, k == 0, 4, &mut out);
            if !only {
                out.retain(|&(x, _)| defined_before(body, dt, x, s.block));
            }
            if !out.is_empty() {
                facts.entry(s.block).or_default().extend(out);
            }
        }
    }
    facts
}

/// The range the facts of `b`'s dominators give `v`, through `x + c`,
/// `x - c` and sign extension.
fn range_of(body: &Body, dt: &DomTree, facts: &Facts, b: Block, v: Value) -> Option<Range> {
    let dfg = &body.dfg;
    let Type::Int(bits) = dfg.value_type(v) else {
        return None;
    };
    let bits = u32::from(bits);
    // What a value's definition bounds it to: an extension of a narrower
    // value (Numba's `sext` of a thread index).
    let natural = |x: Value| -> Option<Range> {
        let i = dfg.def_inst(x)?;
        let &[src] = dfg.inst_args(i) else {
            return None;
        };
        let Type::Int(w) = dfg.value_type(src) else {
            return None;
        };
        let w = u32::from(w);
        match dfg.insts[i].opcode {
            Opcode::SExt => Some(Range::full(w)),
            Opcode::ZExt => Some(Range {
                lo: 0,
                hi: (1i128 << w) - 1,
            }),
            _ => None,
        }
    };
    let direct = |x: Value| -> Option<Range> {
        let mut r: Option<Range> = None;
        let mut at = Some(b);
        while let Some(blk) = at {
            for &(y, fr) in facts.get(&blk).into_iter().flatten() {
                if y == x {
                    r = Some(r.map_or(fr, |r| r.meet(fr)));
                }
            }
            at = dt.idom(blk).filter(|&p| p != blk);
        }
        r.map(|r| natural(x).map_or(r, |n| r.meet(n)))
    };
    if let Some(r) = direct(v) {
        return Some(r);
    }
    let i = dfg.def_inst(v)?;
    let args = dfg.inst_args(i);
    let shifted = |x: Value, c: i128| -> Option<Range> {
        let r = direct(x)?;
        let s = Range {
            lo: r.lo.checked_add(c)?,
            hi: r.hi.checked_add(c)?,
        };
        // Leaving the type's range would wrap: decide nothing then.
        let f = Range::full(bits);
        (s.lo >= f.lo && s.hi <= f.hi).then_some(s)
    };
    match (dfg.insts[i].opcode, args) {
        (Opcode::Add, [x, c]) | (Opcode::Add, [c, x]) if signed_const(body, *c).is_some() => {
            shifted(*x, signed_const(body, *c)?.0)
        }
        (Opcode::Sub, [x, c]) if signed_const(body, *c).is_some() => {
            shifted(*x, -signed_const(body, *c)?.0)
        }
        (Opcode::Sub, [c, x]) if signed_const(body, *c).is_some() => {
            // c - x: the range mirrored, when it stays in the type.
            let (c, _) = signed_const(body, *c)?;
            let r = direct(*x)?;
            let m = Range {
                lo: c.checked_sub(r.hi)?,
                hi: c.checked_sub(r.lo)?,
            };
            let f = Range::full(bits);
            (m.lo >= f.lo && m.hi <= f.hi).then_some(m)
        }
        (Opcode::SExt, [x]) => direct(*x),
        _ => None,
    }
}

/// Replaces the comparisons the dominating branches decide with constants;
/// returns how many.
pub fn run_function(body: &mut Body) -> usize {
    let dt = DomTree::new(body);
    let facts = edge_facts(body, &dt);
    if facts.is_empty() {
        return 0;
    }
    let mut decided = Vec::new();
    for &b in dt.rpo() {
        for &i in body.block_insts(b) {
            let d = &body.dfg.insts[i];
            let (Opcode::ICmp, Attrs::ICmp(p)) = (d.opcode, &d.attrs) else {
                continue;
            };
            let [a, c] = body.dfg.inst_args(i) else {
                continue;
            };
            let (y, k, p) = match (signed_const(body, *a), signed_const(body, *c)) {
                (None, Some((k, _))) => (*a, k, *p),
                (Some((k, _)), None) => (*c, k, p.swapped()),
                _ => continue,
            };
            if let Some(answer) = range_of(body, &dt, &facts, b, y).and_then(|r| r.decides(p, k)) {
                decided.push((i, answer));
            }
        }
    }
    for &(i, answer) in &decided {
        let d = &mut body.dfg.insts[i];
        d.opcode = Opcode::Const;
        d.attrs = Attrs::Const(Const::Int(u128::from(answer)));
        d.args = ValueList::new();
    }
    decided.len()
}

/// The range of `v` on the edge `e` of `pre`'s terminator `pt`: `pre`'s
/// facts and what that edge's own condition tells.
fn range_on_edge(
    body: &Body,
    dt: &DomTree,
    facts: &Facts,
    pre: Block,
    pt: crate::ir::Inst,
    e: usize,
    v: Value,
) -> Option<Range> {
    if let Some((c, _)) = signed_const(body, v) {
        return Some(Range { lo: c, hi: c });
    }
    let d = &body.dfg.insts[pt];
    let mut local = facts.clone();
    if d.opcode == Opcode::CondBr && d.succs.len() == 2 && d.succs[0].block != d.succs[1].block {
        let mut out = Vec::new();
        derive(body, body.dfg.inst_args(pt)[0], e == 0, 4, &mut out);
        local.entry(pre).or_default().extend(out);
    }
    range_of(body, dt, &local, pre, v)
}

/// True when `n`'s only use is as argument `k` of edge `back` of the
/// terminator `lt`.
fn only_passed_back(body: &Body, n: Value, lt: crate::ir::Inst, back: usize, k: usize) -> bool {
    let dfg = &body.dfg;
    let mut uses = 0;
    for &b in &body.layout.blocks {
        for &i in body.block_insts(b) {
            uses += dfg.inst_args(i).iter().filter(|&&a| a == n).count();
            for (j, s) in dfg.insts[i].succs.iter().enumerate() {
                for (m, &a) in dfg.call_args(s).iter().enumerate() {
                    if a == n && !(i == lt && j == back && m == k) {
                        uses += 1;
                    }
                }
            }
        }
    }
    uses == 0
}

/// Marks `nsw` the increments of loop counters that cannot wrap (SCEV's
/// no-wrap inference): a counter stepped by 1 (or -1) whose loop leaves
/// exactly when it equals a bound set before the loop, and whose start is
/// at or below (above) the bound on the way in, by the facts of the
/// dominating branches. Clang's `for (int dx = -r; dx <= r; ++dx)` comes
/// out rotated as "`dx == r` leaves" with a bare `add`; after a guard
/// `r >= 0` the counter runs from `-r` to `r`, so `dx + 1` never wraps
/// where it is used. With the flag, loop strength reduction and the
/// e-graph's `sext(x + 1)` splitting take the counter.
///
/// A test of the current value leaves with the increment computed one
/// past the bound, which may wrap: then the increment must have no use
/// but the back edge. Returns how many increments were marked.
pub fn infer_counter_nsw(body: &mut Body) -> usize {
    use crate::analysis::loops::LoopNest;
    use crate::ir::IntFlags;
    let dt = DomTree::new(body);
    let facts = edge_facts(body, &dt);
    let nest = LoopNest::compute(body, &dt);
    let mut marks = Vec::new();
    for l in 0..nest.loops.len() {
        let header = nest.loops[l].header;
        let [latch] = nest.loops[l].latches.as_slice() else {
            continue;
        };
        let Some(pre) = nest.entering_block(&dt, l) else {
            continue;
        };
        let (Some(lt), Some(pt)) = (body.terminator(*latch), body.terminator(pre)) else {
            continue;
        };
        let dfg = &body.dfg;
        let ld = &dfg.insts[lt];
        if ld.opcode != Opcode::CondBr || ld.succs.len() != 2 {
            continue;
        }
        let Some(back) = ld.succs.iter().position(|s| s.block == header) else {
            continue;
        };
        if nest.contains(l, ld.succs[1 - back].block) {
            continue;
        }
        let Some(ci) = dfg.def_inst(dfg.inst_args(lt)[0]) else {
            continue;
        };
        let (Opcode::ICmp, Attrs::ICmp(pred), &[x, y]) = (
            dfg.insts[ci].opcode,
            &dfg.insts[ci].attrs,
            dfg.inst_args(ci),
        ) else {
            continue;
        };
        // The loop goes on while the compared values differ.
        let goes_on = if back == 0 { *pred } else { pred.inverse() };
        let entries: Vec<usize> = (0..dfg.insts[pt].succs.len())
            .filter(|&j| dfg.insts[pt].succs[j].block == header)
            .collect();
        let ([e], IntPred::Ne) = (entries.as_slice(), goes_on) else {
            continue;
        };
        let init_args = dfg.call_args(&dfg.insts[pt].succs[*e]).to_vec();
        let back_args = dfg.call_args(&ld.succs[back]).to_vec();
        for (k, &p) in dfg.block_params(header).iter().enumerate() {
            let (Some(&n), Some(&s0)) = (back_args.get(k), init_args.get(k)) else {
                continue;
            };
            let Some(ni) = dfg.def_inst(n) else {
                continue;
            };
            let step = match (dfg.insts[ni].opcode, dfg.inst_args(ni)) {
                (Opcode::Add, [a, c]) | (Opcode::Add, [c, a]) if *a == p => {
                    signed_const(body, *c).map(|c| c.0)
                }
                _ => None,
            };
            let flags = match dfg.insts[ni].attrs {
                Attrs::Int(f) => f,
                _ => IntFlags::default(),
            };
            let (Some(step @ (1 | -1)), false) = (step, flags.contains(IntFlags::NSW)) else {
                continue;
            };
            let (tested, bound) = match (x, y) {
                (t, b) if t == p || t == n => (t, b),
                (b, t) if t == p || t == n => (t, b),
                _ => continue,
            };
            if signed_const(body, bound).is_none() && !defined_before(body, &dt, bound, header) {
                continue;
            }
            let current = tested == p;
            if current && !only_passed_back(body, n, lt, back, k) {
                continue;
            }
            let (Some(rs), Some(rb)) = (
                range_on_edge(body, &dt, &facts, pre, pt, *e, s0),
                range_on_edge(body, &dt, &facts, pre, pt, *e, bound),
            ) else {
                continue;
            };
            let fits = match (step, current) {
                (1, true) => rs.hi <= rb.lo,
                (1, false) => rs.hi < rb.lo,
                (_, true) => rs.lo >= rb.hi,
                (_, false) => rs.lo > rb.hi,
            };
            if fits {
                marks.push((ni, flags));
            }
        }
    }
    for &(ni, mut flags) in &marks {
        flags.insert(crate::ir::IntFlags::NSW);
        body.dfg.insts[ni].attrs = Attrs::Int(flags);
    }
    marks.len()
}
