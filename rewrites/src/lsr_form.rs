//! Linear (and quadratic) forms of addresses for loop strength reduction
//! ([`crate::lsr`]): `Σ coeff · monomial + k` over 64-bit values, a
//! monomial being a product of at most [`MAX_DEGREE`] atoms. Two addresses
//! whose forms differ only in `k` share one pointer induction variable;
//! two whose forms differ by loop-invariant monomials can be chained on
//! one (`lsr_chain`).
//!
//! Why products: an unrolled tile loads rows `(r + l) · n + c` of one
//! array. As atoms, `(r + 1) · n` and `(r + 2) · n` are unrelated values;
//! expanded, their difference is `n`, loop-invariant.
//!
//! Exactness: inside an extension, a product is expanded only when the
//! narrow multiplication (and every operation beneath it) carries the
//! matching no-wrap flag, as for sums; an `or` of operands with no set bit
//! in common is a sum without carries, exact in either reading.

use std::collections::BTreeMap;

use dialects::ir::{Attrs, Body, IntFlags, Opcode, Type, Value, ValueDef};

use crate::lsr::Ext;

/// Most atoms in one monomial.
pub(crate) const MAX_DEGREE: usize = 2;
/// Most monomials in one form (past it the value stays an atom).
const MAX_TERMS: usize = 16;

/// A product of atoms, sorted.
pub(crate) type Mono = Vec<(Value, Ext)>;

/// `Σ coeff · monomial + k`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Form {
    pub(crate) terms: BTreeMap<Mono, i128>,
    pub(crate) k: i128,
}

impl Form {
    pub(crate) fn atom(v: Value, e: Ext) -> Form {
        Form {
            terms: BTreeMap::from([(vec![(v, e)], 1)]),
            k: 0,
        }
    }

    pub(crate) fn add(mut self, o: Form, sign: i128) -> Form {
        for (a, c) in o.terms {
            *self.terms.entry(a).or_insert(0) += sign * c;
        }
        self.terms.retain(|_, c| *c != 0);
        self.k += sign * o.k;
        self
    }

    pub(crate) fn scale(mut self, c: i128) -> Option<Form> {
        for x in self.terms.values_mut() {
            *x = x.checked_mul(c)?;
        }
        self.k = self.k.checked_mul(c)?;
        self.terms.retain(|_, c| *c != 0);
        Some(self)
    }

    /// The product, when its monomials stay within the limits.
    fn mul(&self, o: &Form) -> Option<Form> {
        let mut out = Form {
            terms: BTreeMap::new(),
            k: self.k.checked_mul(o.k)?,
        };
        let mut put = |m: Mono, c: i128| -> Option<()> {
            if c != 0 {
                let e = out.terms.entry(m).or_insert(0);
                *e = e.checked_add(c)?;
            }
            Some(())
        };
        for (m, c) in &self.terms {
            put(m.clone(), c.checked_mul(o.k)?)?;
            for (n, d) in &o.terms {
                let mut p: Mono = m.iter().chain(n).copied().collect();
                if p.len() > MAX_DEGREE {
                    return None;
                }
                p.sort();
                put(p, c.checked_mul(*d)?)?;
            }
        }
        for (n, d) in &o.terms {
            put(n.clone(), d.checked_mul(self.k)?)?;
        }
        out.terms.retain(|_, c| *c != 0);
        (out.terms.len() <= MAX_TERMS).then_some(out)
    }

    /// `self` as `c · d + e` for a positive integer `c` (`e` a constant).
    pub(crate) fn multiple_of(&self, d: &Form) -> Option<(i128, i128)> {
        let (m, dc) = d.terms.iter().next()?;
        let c = self.terms.get(m)? / dc;
        if c <= 0 || self.terms.len() != d.terms.len() {
            return None;
        }
        for (m, x) in &d.terms {
            if self.terms.get(m) != Some(&x.checked_mul(c)?) {
                return None;
            }
        }
        Some((c, self.k.checked_sub(d.k.checked_mul(c)?)?))
    }
}

/// The linear form of `v`; inside an extension `ext`, operations without
/// the matching no-wrap flag end the form (the value is an atom).
pub(crate) fn form(body: &Body, v: Value, ext: Ext, depth: u32) -> Form {
    let dfg = &body.dfg;
    let atom = Form::atom(v, ext);
    let Some(i) = dfg.def_inst(v) else {
        return atom;
    };
    if depth == 0 {
        return atom;
    }
    if ext == Ext::None && !matches!(dfg.value_type(v), Type::Int(64) | Type::Ptr(_)) {
        return atom;
    }
    let d = &dfg.insts[i];
    let args = dfg.inst_args(i);
    let exact = match (ext, &d.attrs) {
        (Ext::None, _) => true,
        (Ext::Signed, Attrs::Int(f)) => f.contains(IntFlags::NSW),
        (Ext::Unsigned, Attrs::Int(f)) => f.contains(IntFlags::NUW),
        _ => false,
    };
    let sub = |k: usize| form(body, args[k], ext, depth - 1);
    match d.opcode {
        Opcode::Const => match dfg.int_const(v) {
            Some((c, _)) if ext != Ext::Unsigned || c >= 0 => Form {
                terms: BTreeMap::new(),
                k: c,
            },
            _ => atom,
        },
        Opcode::PtrAdd if ext == Ext::None => sub(0).add(sub(1), 1),
        Opcode::Add if exact => sub(0).add(sub(1), 1),
        Opcode::Sub if exact => sub(0).add(sub(1), -1),
        Opcode::Or if disjoint_or(body, i) => sub(0).add(sub(1), 1),
        Opcode::Shl if exact => {
            let Some((c, _)) = dfg.int_const(args[1]).filter(|c| (0..63).contains(&c.0)) else {
                return atom;
            };
            sub(0).scale(1i128 << c).unwrap_or(atom)
        }
        Opcode::Mul if exact => {
            if let Some((c, _)) = dfg.int_const(args[1]) {
                if ext == Ext::Unsigned && c < 0 {
                    return atom;
                }
                return sub(0).scale(c).unwrap_or(atom);
            }
            sub(0).mul(&sub(1)).unwrap_or(atom)
        }
        Opcode::AShr | Opcode::LShr => {
            shifted_sum(body, d.opcode, args, ext, depth).unwrap_or(atom)
        }
        Opcode::SExt if ext == Ext::None => form(body, args[0], Ext::Signed, depth - 1),
        Opcode::ZExt if ext == Ext::None => form(body, args[0], Ext::Unsigned, depth - 1),
        _ => atom,
    }
}

/// `(y + c) >> s` as `(y >> s) + c / 2^s` when `c` is a multiple of
/// `2^s`, the sum does not wrap (`nsw` for `ashr`, `nuw` for `lshr`) and
/// the function computes `y >> s` somewhere (that value is the atom).
/// Why: `(tid + 256) >> 7` is row `(tid >> 7) + 2` of a tile copy.
fn shifted_sum(body: &Body, op: Opcode, args: &[Value], ext: Ext, depth: u32) -> Option<Form> {
    let dfg = &body.dfg;
    let (s, _) = dfg.int_const(*args.get(1)?)?;
    if !(0..63).contains(&s) {
        return None;
    }
    let sum = dfg.def_inst(args[0])?;
    let flag = if op == Opcode::AShr {
        IntFlags::NSW
    } else {
        IntFlags::NUW
    };
    let no_wrap = matches!(dfg.insts[sum].attrs, Attrs::Int(f) if f.contains(flag));
    let sa = dfg.inst_args(sum);
    if dfg.insts[sum].opcode != Opcode::Add || !no_wrap || sa.len() != 2 {
        return None;
    }
    let (y, (c, _)) = match (dfg.int_const(sa[1]), dfg.int_const(sa[0])) {
        (Some(c), _) => (sa[0], c),
        (None, Some(c)) => (sa[1], c),
        _ => return None,
    };
    if c % (1i128 << s) != 0 || (op == Opcode::LShr && c < 0) {
        return None;
    }
    let base = body
        .layout
        .blocks
        .iter()
        .flat_map(|&b| body.block_insts(b))
        .find_map(|&i| {
            let a = dfg.inst_args(i);
            (dfg.insts[i].opcode == op
                && a.len() == 2
                && a[0] == y
                && dfg.int_const(a[1]).is_some_and(|x| x.0 == s))
            .then(|| dfg.inst_result(i))
            .flatten()
        })?;
    let k = Form {
        terms: BTreeMap::new(),
        k: c >> s,
    };
    Some(form(body, base, ext, depth.saturating_sub(1)).add(k, 1))
}

/// Whether `or` instruction `i` has operands with no set bit in common
/// (then it is a sum without carries: `k0 | (tid & 7)` with `k0` stepping
/// by 8 from 0).
pub(crate) fn disjoint_or(body: &Body, i: dialects::ir::Inst) -> bool {
    let args = body.dfg.inst_args(i);
    let (Some(&a), Some(&b)) = (args.first(), args.get(1)) else {
        return false;
    };
    let Type::Int(w @ 1..=64) = body.dfg.value_type(a) else {
        return false;
    };
    let all = if w == 64 { u64::MAX } else { (1u64 << w) - 1 };
    (known_zero(body, a, 6) | known_zero(body, b, 6)) & all == all
}

/// Bits of integer `v` known to be zero (within its width), from
/// constants, masks, shifts, sums of aligned values and induction
/// variables that start and step by multiples of a power of two.
fn known_zero(body: &Body, v: Value, depth: u32) -> u64 {
    let dfg = &body.dfg;
    let w = match dfg.value_type(v) {
        Type::Int(w @ 1..=64) => u32::from(w),
        _ => return 0,
    };
    let all = if w == 64 { u64::MAX } else { (1u64 << w) - 1 };
    let low = |tz: u32| if tz >= 64 { u64::MAX } else { (1u64 << tz) - 1 } & all;
    let tz = |mask: u64| (!mask).trailing_zeros();
    if let Some((c, _)) = dfg.int_const(v) {
        return !(c as u64) & all;
    }
    if depth == 0 {
        return 0;
    }
    let kz = |x: Value| known_zero(body, x, depth - 1);
    match dfg.values[v].def {
        ValueDef::Param(b, n) => {
            // `p = phi(init, p + c)`: both aligned to 2^t.
            let incoming: Vec<Value> = body
                .layout
                .blocks
                .iter()
                .filter_map(|&pb| body.terminator(pb))
                .flat_map(|t| dfg.insts[t].succs.iter())
                .filter(|c| c.block == b)
                .filter_map(|c| dfg.call_args(c).get(n as usize).copied())
                .collect();
            let mut t = u32::MAX;
            for x in incoming {
                let step = dfg.def_inst(x).and_then(|i| match dfg.inst_args(i) {
                    [p, s] if dfg.insts[i].opcode == Opcode::Add && *p == v => Some(*s),
                    [s, p] if dfg.insts[i].opcode == Opcode::Add && *p == v => Some(*s),
                    _ => None,
                });
                let z = match step {
                    Some(s) => tz(kz(s)),
                    None => tz(kz(x)),
                };
                t = t.min(z);
            }
            if t == u32::MAX {
                0
            } else {
                low(t)
            }
        }
        ValueDef::Result(i) => {
            let a = dfg.inst_args(i);
            match dfg.insts[i].opcode {
                Opcode::And => kz(a[0]) | kz(a[1]),
                Opcode::Or => kz(a[0]) & kz(a[1]),
                Opcode::Add => low(tz(kz(a[0])).min(tz(kz(a[1])))),
                Opcode::Mul => low(tz(kz(a[0])).saturating_add(tz(kz(a[1])))),
                Opcode::Shl => match dfg.int_const(a[1]) {
                    Some((s, _)) if (0..i128::from(w)).contains(&s) => {
                        ((kz(a[0]) << s) | low(s as u32)) & all
                    }
                    _ => 0,
                },
                Opcode::ZExt => {
                    let nw = match dfg.value_type(a[0]) {
                        Type::Int(n) => u32::from(n),
                        _ => return 0,
                    };
                    (kz(a[0]) | !low(nw)) & all
                }
                _ => 0,
            }
        }
    }
}
