//! Freezes of values that cannot be poison are dropped (InstCombine's
//! `freeze x -> x` when `x` is guaranteed not to be undef or poison).
//!
//! Why: clang -O3 freezes the dividend before it splits `e / 16` and
//! `e % 16` into a division and `e - (e / 16) * 16` (DivRemPairs), and a
//! freeze hides what the value is: the e-graph cannot see that
//! `tid.y * 16 + tid.x` is non-negative through it, so the division
//! keeps its sign fix-up (`shr.u32`, `add`, `shr.s32` for a shift)
//! where the typed NVVM IR of the same kernel, without the freeze, gets
//! one shift (sgemm_reg4x4's tile loads).
//!
//! A value cannot be poison when it is a constant, a special register, a
//! freeze, or an operation without poison-generating flags whose operands
//! cannot be poison; an `nsw`/`nuw` flag is allowed where the operands'
//! ranges show the operation does not wrap. Shifts need a constant amount
//! below the width, divisions a non-zero constant divisor (not -1 for a
//! signed one). Anything else, parameters and loads included, may be
//! poison, and its freeze stays.

use rustc_hash::FxHashMap;

use crate::ir::{Attrs, Body, Const, Inst, IntFlags, Opcode, Type, Value};

/// How deep the checks follow operands.
const DEPTH: u32 = 12;

/// Replaces the freezes of values that cannot be poison by the values;
/// returns how many.
pub fn drop_redundant_freezes(body: &mut Body) -> usize {
    let mut dropped: FxHashMap<Value, Value> = FxHashMap::default();
    let mut check = Check {
        body,
        poison: FxHashMap::default(),
        ranges: FxHashMap::default(),
    };
    for i in body.all_insts() {
        let d = &body.dfg.insts[i];
        if d.opcode != Opcode::Freeze {
            continue;
        }
        let (&[x], Some(r)) = (body.dfg.inst_args(i), body.dfg.inst_result(i)) else {
            continue;
        };
        if check.not_poison(x, DEPTH) {
            dropped.insert(r, x);
        }
    }
    body.replace_all_uses(&dropped);
    dropped.len()
}

fn flags(body: &Body, i: Inst) -> IntFlags {
    match body.dfg.insts[i].attrs {
        Attrs::Int(f) => f,
        _ => IntFlags::default(),
    }
}

fn width(body: &Body, v: Value) -> Option<u32> {
    match body.dfg.value_type(v) {
        Type::Int(w @ 1..=64) => Some(u32::from(w)),
        _ => None,
    }
}

/// The checks, with each value's answer kept: operands are shared, and
/// without the caches a chain of sums would be walked once per path.
/// An answer cut short by the depth limit is the conservative one.
struct Check<'b> {
    body: &'b Body,
    poison: FxHashMap<Value, bool>,
    ranges: FxHashMap<Value, Option<(i128, i128)>>,
}

impl Check<'_> {
    /// True when `v` can be neither undef nor poison.
    fn not_poison(&mut self, v: Value, depth: u32) -> bool {
        if let Some(&known) = self.poison.get(&v) {
            return known;
        }
        let answer = depth > 0 && self.compute_not_poison(v, depth);
        self.poison.insert(v, answer);
        answer
    }

    fn compute_not_poison(&mut self, v: Value, depth: u32) -> bool {
        let body = self.body;
        let dfg = &body.dfg;
        let Some(i) = dfg.def_inst(v) else {
            return false;
        };
        let d = &dfg.insts[i];
        let args = dfg.inst_args(i);
        let f = flags(body, i);
        let none = f == IntFlags::default();
        let w = i128::from(width(body, v).unwrap_or(0));
        let constant = |k: usize| args.get(k).and_then(|&a| dfg.int_const(a)).map(|c| c.0);
        let own = match d.opcode {
            Opcode::Const => {
                return matches!(
                    dfg.const_value(v),
                    Some(Const::Int(_) | Const::Zero | Const::Float(_))
                )
            }
            Opcode::Freeze => return true,
            Opcode::Intrinsic => {
                return matches!(&d.attrs, Attrs::Intrinsic(a) if a.intr.special_reg().is_some())
            }
            Opcode::Add | Opcode::Sub | Opcode::Mul => true,
            Opcode::Shl => constant(1).is_some_and(|k| (0..w).contains(&k)),
            Opcode::LShr | Opcode::AShr => none && constant(1).is_some_and(|k| (0..w).contains(&k)),
            Opcode::UDiv | Opcode::URem | Opcode::SDiv | Opcode::SRem => {
                let signed = matches!(d.opcode, Opcode::SDiv | Opcode::SRem);
                none && constant(1).is_some_and(|c| c != 0 && !(signed && c == -1))
            }
            Opcode::And
            | Opcode::Or
            | Opcode::Xor
            | Opcode::SExt
            | Opcode::ZExt
            | Opcode::Trunc => none,
            _ => false,
        };
        if !own || !args.iter().all(|&a| self.not_poison(a, depth - 1)) {
            return false;
        }
        // `nsw`/`nuw` (only on add, sub, mul and shl past the match above)
        // must be shown not to wrap.
        (!f.contains(IntFlags::NUW) || self.no_unsigned_wrap(v))
            && (!f.contains(IntFlags::NSW) || self.range(v, DEPTH).is_some())
    }

    /// True when `v`, an `add`/`sub`/`mul`/`shl` of non-negative ranges,
    /// stays below 2^width unsigned.
    fn no_unsigned_wrap(&mut self, v: Value) -> bool {
        let Some(w) = width(self.body, v) else {
            return false;
        };
        let Some(i) = self.body.dfg.def_inst(v) else {
            return false;
        };
        self.range(v, DEPTH)
            .is_some_and(|(lo, hi)| lo >= 0 && hi < 1i128 << w.min(127))
            && self
                .body
                .dfg
                .inst_args(i)
                .iter()
                .all(|&a| self.range(a, DEPTH).is_some_and(|r| r.0 >= 0))
    }

    /// The signed range of integer `v` when its operations provably do not
    /// wrap at its width, from constants and special registers' bounds.
    fn range(&mut self, v: Value, depth: u32) -> Option<(i128, i128)> {
        if let Some(&known) = self.ranges.get(&v) {
            return known;
        }
        let answer = self.compute_range(v, depth);
        self.ranges.insert(v, answer);
        answer
    }

    fn compute_range(&mut self, v: Value, depth: u32) -> Option<(i128, i128)> {
        let body = self.body;
        let dfg = &body.dfg;
        let w = width(body, v)?;
        let (min, max) = (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1);
        let fits = |(lo, hi): (i128, i128)| (lo >= min && hi <= max).then_some((lo, hi));
        if let Some((c, _)) = dfg.int_const(v) {
            return Some((c, c));
        }
        if depth == 0 {
            return None;
        }
        let i = dfg.def_inst(v)?;
        let d = &dfg.insts[i];
        let args = dfg.inst_args(i);
        let c = |k: usize| args.get(k).and_then(|&a| dfg.int_const(a)).map(|x| x.0);
        let mut r = |k: usize| self.range(*args.get(k)?, depth - 1);
        match d.opcode {
            Opcode::Intrinsic => match &d.attrs {
                Attrs::Intrinsic(a) => {
                    let m = a.intr.special_reg()?.max()?;
                    fits((0, i128::try_from(m).ok()?))
                }
                _ => None,
            },
            Opcode::Add => {
                let (a, b) = (r(0)?, r(1)?);
                fits((a.0 + b.0, a.1 + b.1))
            }
            Opcode::Sub => {
                let (a, b) = (r(0)?, r(1)?);
                fits((a.0 - b.1, a.1 - b.0))
            }
            Opcode::Mul => {
                let (a, b) = (r(0)?, r(1)?);
                let p = [a.0 * b.0, a.0 * b.1, a.1 * b.0, a.1 * b.1];
                fits((*p.iter().min()?, *p.iter().max()?))
            }
            Opcode::Shl => {
                let k = c(1).filter(|&k| (0..i128::from(w)).contains(&k))?;
                let a = r(0)?;
                fits((a.0 << k, a.1 << k))
            }
            Opcode::LShr | Opcode::AShr => {
                let k = c(1).filter(|&k| (0..i128::from(w)).contains(&k))?;
                let a = r(0).filter(|a| a.0 >= 0)?;
                Some((a.0 >> k, a.1 >> k))
            }
            Opcode::And => match (c(1), c(0)) {
                (Some(m), _) | (None, Some(m)) if m >= 0 => Some((0, m)),
                _ => None,
            },
            Opcode::UDiv | Opcode::SDiv => {
                let k = c(1).filter(|&k| k > 0)?;
                let a = r(0).filter(|a| a.0 >= 0)?;
                Some((a.0 / k, a.1 / k))
            }
            Opcode::URem | Opcode::SRem => {
                let k = c(1).filter(|&k| k > 0)?;
                r(0).filter(|a| a.0 >= 0).map(|a| (0, a.1.min(k - 1)))
            }
            Opcode::ZExt => r(0).filter(|a| a.0 >= 0),
            Opcode::SExt | Opcode::Freeze => r(0),
            _ => None,
        }
    }
}
