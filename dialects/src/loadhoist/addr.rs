//! Addresses as sums, and when two accesses provably touch different
//! bytes.
//!
//! An address is a root pointer plus a sum of scaled terms plus a byte
//! constant, all modulo 2^64 (pointer arithmetic wraps, so the sum is
//! exact). A term is an opaque 64-bit value, or the extension of a
//! narrower value `x + k` (`sext`, `zext`, or the operand of a
//! `mul.wide`), with the constants added to `x` gathered into `k` modulo
//! 2^w. The wrap of `x + k` in w bits is why `k` stays inside the term:
//! `sext(x + 16)` is not `sext(x) + 16` when `x + 16` overflows, which is
//! why ptxas cannot split the offset out of `C[r * N + c + 16]` either.
//!
//! Two extensions of the same `x` with different `k` still differ: their
//! w-bit values differ by `δ = k1 - k2 (mod 2^w)`, and both lie in one
//! range of 2^w values, so the extended values differ by `δ` or by
//! `δ - 2^w`. Both candidates are checked, so the rule needs no `nsw`.

use rustc_hash::FxHashMap;

use crate::ir::{Dfg, Opcode, Type, Value};

/// How deep an offset expression is followed.
const MAX_DEPTH: usize = 12;

/// One summand of an address.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Term {
    /// A 64-bit value nothing more is known of.
    Opaque(Value),
    /// `ext(root + k)` from `from` bits, `k` modulo 2^from.
    Ext {
        signed: bool,
        from: u32,
        root: Value,
        k: u64,
    },
}

/// `root + Σ coef·term + off`, modulo 2^64.
#[derive(Clone, Debug)]
pub(super) struct Addr {
    pub(super) root: Value,
    terms: Vec<(Term, u64)>,
    off: u64,
}

/// Builds [`Addr`]s, caching one per pointer value.
#[derive(Default)]
pub(crate) struct Addrs {
    cache: FxHashMap<Value, Addr>,
}

fn mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

fn int_width(dfg: &Dfg, v: Value) -> u32 {
    match dfg.value_type(v) {
        Type::Int(w) => u32::from(w),
        _ => 0,
    }
}

impl Addrs {
    /// The decomposition of pointer `p`.
    pub(super) fn of(&mut self, dfg: &Dfg, p: Value) -> &Addr {
        self.cache.entry(p).or_insert_with(|| decompose(dfg, p))
    }
}

fn decompose(dfg: &Dfg, mut p: Value) -> Addr {
    let mut sum = Sum::default();
    for _ in 0..64 {
        let Some(d) = dfg.def_inst(p).map(|i| &dfg.insts[i]) else {
            break;
        };
        let args = d.args.as_slice(&dfg.pool);
        match (d.opcode, args) {
            (Opcode::PtrAdd, [base, idx]) => {
                sum.add_int(dfg, *idx, 1, MAX_DEPTH);
                p = *base;
            }
            (Opcode::AddrSpaceCast | Opcode::Bitcast, [q]) if dfg.value_type(*q).is_ptr() => {
                p = *q;
            }
            _ => break,
        }
    }
    let mut terms: Vec<(Term, u64)> = sum.terms.into_iter().filter(|&(_, c)| c != 0).collect();
    terms.sort_unstable();
    Addr {
        root: p,
        terms,
        off: sum.off,
    }
}

#[derive(Default)]
struct Sum {
    terms: FxHashMap<Term, u64>,
    off: u64,
}

impl Sum {
    fn term(&mut self, t: Term, coef: u64) {
        let c = self.terms.entry(t).or_insert(0);
        *c = c.wrapping_add(coef);
    }

    /// Adds `coef · v` for a value `v` of the index width (64 bits, or
    /// narrower and then sign-extended, as a GEP index is).
    fn add_int(&mut self, dfg: &Dfg, v: Value, coef: u64, depth: usize) {
        let w = int_width(dfg, v);
        if w == 0 || w > 64 {
            self.term(Term::Opaque(v), coef);
            return;
        }
        if w < 64 {
            self.ext(dfg, v, true, coef);
            return;
        }
        if let Some((c, _)) = dfg.int_const(v) {
            self.off = self.off.wrapping_add((c as u64).wrapping_mul(coef));
            return;
        }
        let Some(d) = dfg.def_inst(v).map(|i| &dfg.insts[i]).filter(|_| depth > 0) else {
            self.term(Term::Opaque(v), coef);
            return;
        };
        let konst = |x: Value| dfg.int_const(x).map(|(c, _)| c as u64);
        let args = d.args.as_slice(&dfg.pool);
        match (d.opcode, args) {
            (Opcode::Add, [a, b]) => {
                self.add_int(dfg, *a, coef, depth - 1);
                self.add_int(dfg, *b, coef, depth - 1);
            }
            (Opcode::Sub, [a, b]) => {
                self.add_int(dfg, *a, coef, depth - 1);
                self.add_int(dfg, *b, coef.wrapping_neg(), depth - 1);
            }
            (Opcode::Mul, [a, b]) if konst(*b).is_some() || konst(*a).is_some() => {
                let (x, k) = match konst(*b) {
                    Some(k) => (*a, k),
                    None => (*b, konst(*a).unwrap_or(0)),
                };
                self.add_int(dfg, x, coef.wrapping_mul(k), depth - 1);
            }
            (Opcode::Shl, [a, s]) if konst(*s).is_some_and(|s| s < 64) => {
                let s = konst(*s).unwrap_or(0);
                self.add_int(dfg, *a, coef.wrapping_mul(1u64 << s), depth - 1);
            }
            (Opcode::MadLo, [a, b, c]) if konst(*b).is_some() || konst(*a).is_some() => {
                let (x, k) = match konst(*b) {
                    Some(k) => (*a, k),
                    None => (*b, konst(*a).unwrap_or(0)),
                };
                self.add_int(dfg, x, coef.wrapping_mul(k), depth - 1);
                self.add_int(dfg, *c, coef, depth - 1);
            }
            (Opcode::SExt | Opcode::ZExt, [a]) if int_width(dfg, *a) > 0 => {
                self.ext(dfg, *a, d.opcode == Opcode::SExt, coef);
            }
            (Opcode::MulWideS | Opcode::MulWideU, [a, b]) => {
                let signed = d.opcode == Opcode::MulWideS;
                let wide = |x: Value| {
                    dfg.int_const(x).map(|(c, bits)| {
                        if signed {
                            c as u64
                        } else {
                            (c as u64) & mask(bits)
                        }
                    })
                };
                match (wide(*a), wide(*b)) {
                    (_, Some(k)) => self.ext(dfg, *a, signed, coef.wrapping_mul(k)),
                    (Some(k), None) => self.ext(dfg, *b, signed, coef.wrapping_mul(k)),
                    (None, None) => self.term(Term::Opaque(v), coef),
                }
            }
            _ => self.term(Term::Opaque(v), coef),
        }
    }

    /// Adds `coef · ext(x)`, with the constants added to `x` (in its own
    /// width, wrapping) gathered into the term.
    fn ext(&mut self, dfg: &Dfg, mut x: Value, signed: bool, coef: u64) {
        let from = int_width(dfg, x);
        if from == 0 || from >= 64 {
            self.term(Term::Opaque(x), coef);
            return;
        }
        if let Some((c, _)) = dfg.int_const(x) {
            let c = if signed {
                c as u64
            } else {
                (c as u64) & mask(from)
            };
            self.off = self.off.wrapping_add(c.wrapping_mul(coef));
            return;
        }
        let mut k: u64 = 0;
        for _ in 0..MAX_DEPTH {
            let Some(d) = dfg.def_inst(x).map(|i| &dfg.insts[i]) else {
                break;
            };
            let args = d.args.as_slice(&dfg.pool);
            let konst = |y: Value| dfg.int_const(y).map(|(c, _)| c as u64);
            match (d.opcode, args) {
                (Opcode::Add, [a, b]) if konst(*b).is_some() => {
                    k = k.wrapping_add(konst(*b).unwrap_or(0));
                    x = *a;
                }
                (Opcode::Add, [a, b]) if konst(*a).is_some() => {
                    k = k.wrapping_add(konst(*a).unwrap_or(0));
                    x = *b;
                }
                (Opcode::Sub, [a, b]) if konst(*b).is_some() => {
                    k = k.wrapping_sub(konst(*b).unwrap_or(0));
                    x = *a;
                }
                _ => break,
            }
        }
        let term = Term::Ext {
            signed,
            from,
            root: x,
            k: k & mask(from),
        };
        self.term(term, coef);
    }
}

/// Whether `[D, D + size_a)` and `[0, size_b)` are apart on the circle of
/// 2^64 addresses.
fn apart(d: u64, size_a: u64, size_b: u64) -> bool {
    let d = u128::from(d);
    d >= u128::from(size_b) && d + u128::from(size_a) <= 1u128 << 64
}

/// Whether `size_a` bytes at `a` and `size_b` bytes at `b`, two addresses
/// of the same root, are proven apart.
pub(super) fn same_root_disjoint(a: &Addr, size_a: u64, b: &Addr, size_b: u64) -> bool {
    if size_a == 0 || size_b == 0 {
        return false;
    }
    let mut diff: FxHashMap<Term, u64> = FxHashMap::default();
    for &(t, c) in &a.terms {
        let e = diff.entry(t).or_insert(0);
        *e = e.wrapping_add(c);
    }
    for &(t, c) in &b.terms {
        let e = diff.entry(t).or_insert(0);
        *e = e.wrapping_sub(c);
    }
    let mut rest: Vec<(Term, u64)> = diff.into_iter().filter(|&(_, c)| c != 0).collect();
    rest.sort_unstable();
    let d = a.off.wrapping_sub(b.off);
    match rest.as_slice() {
        [] => apart(d, size_a, size_b),
        [(
            Term::Ext {
                signed: s1,
                from: f1,
                root: r1,
                k: k1,
            },
            c1,
        ), (
            Term::Ext {
                signed: s2,
                from: f2,
                root: r2,
                k: k2,
            },
            c2,
        )] if s1 == s2 && f1 == f2 && r1 == r2 && c1.wrapping_add(*c2) == 0 => {
            // c1·(X1 - X2) with X1 - X2 one of δ, δ - 2^w.
            let delta = k1.wrapping_sub(*k2) & mask(*f1);
            let span = 1u64.wrapping_shl(*f1);
            [delta, delta.wrapping_sub(span)]
                .iter()
                .all(|&x| apart(c1.wrapping_mul(x).wrapping_add(d), size_a, size_b))
        }
        _ => false,
    }
}
