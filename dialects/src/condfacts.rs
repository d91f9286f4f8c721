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
            // The edge dominates its target only when it is the one way in.
            if d.succs[1 - k].block == s.block || dt.preds(s.block) != [b] {
                continue;
            }
            let mut out = Vec::new();
            derive(body, cond, k == 0, 4, &mut out);
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
