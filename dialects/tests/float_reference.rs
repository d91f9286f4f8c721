//! The float helpers of `interp::float` (shared by the nvvm and
//! PTX interpreters) against an independent reference.
//!
//! The reference uses no float arithmetic: a finite float is decoded to
//! `(-1)^s * m * 2^e` with integer `m`, sums and products are computed
//! exactly as big integers scaled by a power of two (`Big`), quotients and
//! square roots as an integer quotient/root with enough bits plus a sticky
//! bit, and the exact value is rounded once to the target format in each
//! rounding mode by `round`. Where Rust's own arithmetic is correctly
//! rounded (`+`, `*`, `/`, `sqrt`, `mul_add`, `as` casts to nearest) the
//! reference is also checked against it, so a bug in the reference cannot
//! silently agree with a bug in the helpers.
//!
//! Inputs come from a SplitMix64 stream biased towards edge cases: NaNs
//! with payloads (quiet and signalling, both signs), signed zeros and
//! infinities, subnormals, the largest and smallest normals, short
//! mantissas (whose sums and products land exactly on rounding ties),
//! operands derived from one another (cancellation, exact midpoints plus or
//! minus a tiny term, huge exponent differences for `fma`), and fixed edge
//! lists tried in every combination.
//!
//! Contracts checked, as `float.rs` documents them:
//!
//! - results are correctly rounded in `Rn`, `Rz`, `Rm`, `Rp`, signed zeros
//!   included (an exact zero sum is `+0`, `-0` in `Rm`);
//! - the helpers return *a* NaN where IEEE 754 gives NaN; the interpreters
//!   canonicalize it with `canon32`/`canon64` (`0x7fffffff`,
//!   `0x7fffffffffffffff`, what NVIDIA GPUs produce), so the check is that
//!   the result is NaN and its canonical form is exactly that pattern;
//!   `round_f64_to` and the narrow conversions return the canonical NaN
//!   bits themselves;
//! - `ftz32`/`ftz64` flush subnormals to the zero of the same sign and
//!   nothing else; `.ftz` operations are the interpreters' composition
//!   `ftz(op(ftz(a), ftz(b)))`, which the reference models as PTX states
//!   it (subnormal inputs and results flushed to sign-preserving zero, the
//!   result flushed after rounding);
//! - float to integer saturates and gives 0 for NaN, integer to float
//!   rounds once; `minnum`/`maxnum` lose NaN, `minimum`/`maximum`
//!   propagate it, `-0 < +0`.
//!
//! Every mismatch fails. The wrong results this test first found in
//! `float.rs` (all in directed rounding: f64 operations whose products,
//! quotients or squares fall below 2^-968 or overflow near the largest
//! double, `fma64` with a tiny product and a huge addend, and 128-bit
//! integers from 1.7e38 up) are fixed there; `directed_f64_regressions`
//! keeps one example of each.

use std::cmp::Ordering;

use interp::float::{self as fl, Narrow, Round};

const MODES: [Round; 4] = [Round::Rn, Round::Rz, Round::Rm, Round::Rp];

/// Random cases per operation (each tried in every rounding mode).
const CASES: usize = 200_000;

// ------------------------------------------------------------------ PRNG

/// SplitMix64.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed)
    }
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    /// Uniform in `0..n` (n > 0; the bias is irrelevant here).
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    /// Uniform in `lo..=hi`.
    fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + self.below((hi - lo + 1) as u64) as i64
    }
    /// A random word of a random width in `0..=max` bits.
    fn low_bits(&mut self, max: u32) -> u64 {
        let n = self.below(max as u64 + 1) as u32;
        self.bits(n)
    }
    fn coin(&mut self) -> bool {
        self.next() & 1 == 1
    }
    /// The low `n` bits of a random word (`n` <= 64).
    fn bits(&mut self, n: u32) -> u64 {
        if n == 0 {
            0
        } else {
            self.next() >> (64 - n)
        }
    }
}

// --------------------------------------------------------------- formats

/// A binary interchange format.
#[derive(Copy, Clone, Debug, PartialEq)]
struct Fmt {
    ebits: u32,
    mbits: u32,
}

const F16: Fmt = Fmt {
    ebits: 5,
    mbits: 10,
};
const BF16: Fmt = Fmt { ebits: 8, mbits: 7 };
const F32: Fmt = Fmt {
    ebits: 8,
    mbits: 23,
};
const F64: Fmt = Fmt {
    ebits: 11,
    mbits: 52,
};

impl Fmt {
    fn bias(self) -> i64 {
        (1 << (self.ebits - 1)) - 1
    }
    /// Exponent of the smallest normal.
    fn emin(self) -> i64 {
        1 - self.bias()
    }
    /// Exponent of the largest finite value.
    fn emax(self) -> i64 {
        self.bias()
    }
    fn sign_bit(self) -> u64 {
        1 << (self.ebits + self.mbits)
    }
    fn max_field(self) -> u64 {
        (1 << self.ebits) - 1
    }
    fn inf(self) -> u64 {
        self.max_field() << self.mbits
    }
    fn frac_mask(self) -> u64 {
        (1 << self.mbits) - 1
    }
    fn field(self, bits: u64) -> u64 {
        (bits >> self.mbits) & self.max_field()
    }
    fn is_nan(self, bits: u64) -> bool {
        self.field(bits) == self.max_field() && bits & self.frac_mask() != 0
    }
    fn is_subnormal(self, bits: u64) -> bool {
        self.field(bits) == 0 && bits & self.frac_mask() != 0
    }
    /// A subnormal flushed to the zero of its sign (PTX `.ftz`).
    fn flush(self, bits: u64) -> u64 {
        if self.is_subnormal(bits) {
            bits & self.sign_bit()
        } else {
            bits
        }
    }
}

/// A decoded float.
#[derive(Copy, Clone, Debug)]
enum Val {
    Nan,
    Inf(bool),
    /// `(-1)^neg * m * 2^e`, `m == 0` for zeros.
    Fin(bool, u64, i64),
}

fn decode(bits: u64, f: Fmt) -> Val {
    let neg = bits & f.sign_bit() != 0;
    let ef = f.field(bits);
    let frac = bits & f.frac_mask();
    let mb = f.mbits as i64;
    if ef == f.max_field() {
        if frac == 0 {
            Val::Inf(neg)
        } else {
            Val::Nan
        }
    } else if ef == 0 {
        Val::Fin(neg, frac, f.emin() - mb)
    } else {
        Val::Fin(neg, frac | 1 << f.mbits, ef as i64 - f.bias() - mb)
    }
}

fn signed_zero(neg: bool, f: Fmt) -> u64 {
    if neg {
        f.sign_bit()
    } else {
        0
    }
}

fn signed_inf(neg: bool, f: Fmt) -> u64 {
    signed_zero(neg, f) | f.inf()
}

// ------------------------------------------------------------- big ints

/// An unsigned big integer, little-endian 64-bit limbs, no high zero limb.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Big(Vec<u64>);

impl Big {
    fn from_u128(x: u128) -> Big {
        Big(vec![x as u64, (x >> 64) as u64]).trim()
    }
    fn trim(mut self) -> Big {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
        self
    }
    fn is_zero(&self) -> bool {
        self.0.is_empty()
    }
    fn shl(&self, n: u64) -> Big {
        let (w, b) = ((n / 64) as usize, (n % 64) as u32);
        let mut out = vec![0u64; self.0.len() + w + 1];
        for (i, &x) in self.0.iter().enumerate() {
            out[i + w] |= x << b;
            if b > 0 {
                out[i + w + 1] |= x >> (64 - b);
            }
        }
        Big(out).trim()
    }
    fn add(&self, o: &Big) -> Big {
        let n = self.0.len().max(o.0.len());
        let mut out = Vec::with_capacity(n + 1);
        let mut carry = 0u128;
        for i in 0..n {
            let s =
                *self.0.get(i).unwrap_or(&0) as u128 + *o.0.get(i).unwrap_or(&0) as u128 + carry;
            out.push(s as u64);
            carry = s >> 64;
        }
        out.push(carry as u64);
        Big(out).trim()
    }
    /// `self - o`, `self >= o`.
    fn sub(&self, o: &Big) -> Big {
        let mut out = Vec::with_capacity(self.0.len());
        let mut borrow = 0u64;
        for i in 0..self.0.len() {
            let (d1, b1) = self.0[i].overflowing_sub(*o.0.get(i).unwrap_or(&0));
            let (d2, b2) = d1.overflowing_sub(borrow);
            out.push(d2);
            borrow = (b1 || b2) as u64;
        }
        assert_eq!(borrow, 0, "Big::sub underflow");
        Big(out).trim()
    }
    fn cmp(&self, o: &Big) -> Ordering {
        self.0
            .len()
            .cmp(&o.0.len())
            .then_with(|| self.0.iter().rev().cmp(o.0.iter().rev()))
    }
    fn bitlen(&self) -> u64 {
        match self.0.last() {
            None => 0,
            Some(x) => self.0.len() as u64 * 64 - x.leading_zeros() as u64,
        }
    }
    fn bit(&self, i: u64) -> bool {
        self.0
            .get((i / 64) as usize)
            .is_some_and(|x| (x >> (i % 64)) & 1 == 1)
    }
    /// Whether any bit below position `i` is set.
    fn any_below(&self, i: u64) -> bool {
        let (w, b) = ((i / 64) as usize, i % 64);
        self.0.iter().take(w).any(|&x| x != 0)
            || (b > 0 && self.0.get(w).is_some_and(|x| x & ((1u64 << b) - 1) != 0))
    }
    /// Bits `lo .. lo + n` as an integer (`n <= 64`).
    fn field(&self, lo: u64, n: u32) -> u64 {
        let (w, b) = ((lo / 64) as usize, (lo % 64) as u32);
        let x0 = *self.0.get(w).unwrap_or(&0) as u128;
        let x1 = *self.0.get(w + 1).unwrap_or(&0) as u128;
        let v = ((x1 << 64 | x0) >> b) as u64;
        if n == 64 {
            v
        } else {
            v & ((1u64 << n) - 1)
        }
    }
}

/// An exact signed value `(-1)^neg * mag * 2^exp`.
struct Exact {
    neg: bool,
    mag: Big,
    exp: i64,
}

/// The exact sum of two terms `(neg, m, e)`.
fn exact_sum(x: (bool, u128, i64), y: (bool, u128, i64)) -> Exact {
    let e = match (x.1, y.1) {
        (0, 0) => 0,
        (0, _) => y.2,
        (_, 0) => x.2,
        _ => x.2.min(y.2),
    };
    let bx = if x.1 == 0 {
        Big(Vec::new())
    } else {
        Big::from_u128(x.1).shl((x.2 - e) as u64)
    };
    let by = if y.1 == 0 {
        Big(Vec::new())
    } else {
        Big::from_u128(y.1).shl((y.2 - e) as u64)
    };
    if x.0 == y.0 {
        return Exact {
            neg: x.0,
            mag: bx.add(&by),
            exp: e,
        };
    }
    match bx.cmp(&by) {
        Ordering::Greater => Exact {
            neg: x.0,
            mag: bx.sub(&by),
            exp: e,
        },
        Ordering::Less => Exact {
            neg: y.0,
            mag: by.sub(&bx),
            exp: e,
        },
        Ordering::Equal => Exact {
            neg: false,
            mag: Big(Vec::new()),
            exp: e,
        },
    }
}

// -------------------------------------------------------------- rounding

/// Rounds the nonzero exact value `(-1)^neg * mag * 2^exp` once to `f` in
/// `mode` (IEEE 754: overflow after rounding to the precision with an
/// unbounded exponent, subnormals kept).
fn round(neg: bool, mag: &Big, exp: i64, f: Fmt, mode: Round) -> u64 {
    assert!(!mag.is_zero());
    let mb = f.mbits as i64;
    let n = mag.bitlen() as i64;
    let top = exp + n - 1;
    // Exponent of the result's last mantissa bit.
    let mut q = top.max(f.emin()) - mb;
    let shift = q - exp;
    let (mut t, half, sticky) = if shift <= 0 {
        // Exact: at most mb + 1 bits.
        (mag.field(0, n as u32) << (-shift), false, false)
    } else {
        let s = shift as u64;
        let t = if s >= n as u64 {
            0
        } else {
            mag.field(s, (n as u64 - s) as u32)
        };
        (t, mag.bit(s - 1), mag.any_below(s - 1))
    };
    let inexact = half || sticky;
    let up = match mode {
        Round::Rn => half && (sticky || t & 1 == 1),
        Round::Rz => false,
        Round::Rm => neg && inexact,
        Round::Rp => !neg && inexact,
    };
    t += up as u64;
    if t == 1 << (mb + 1) {
        t >>= 1;
        q += 1;
    }
    let sign = signed_zero(neg, f);
    if t < 1 << mb {
        return sign | t;
    }
    let e = q + mb;
    if e > f.emax() {
        let to_inf = match mode {
            Round::Rn => true,
            Round::Rz => false,
            Round::Rm => neg,
            Round::Rp => !neg,
        };
        return sign | if to_inf { f.inf() } else { f.inf() - 1 };
    }
    sign | ((e + f.bias()) as u64) << mb | (t & f.frac_mask())
}

fn round_u128(neg: bool, m: u128, e: i64, f: Fmt, mode: Round) -> u64 {
    round(neg, &Big::from_u128(m), e, f, mode)
}

/// The sign of an exact zero `x + y`: the common sign of two zeros of the
/// same sign, else `+0` (`-0` in `Rm`).
fn zero_sum_neg(x_zero: bool, x_neg: bool, y_zero: bool, y_neg: bool, mode: Round) -> bool {
    if x_zero && y_zero && x_neg == y_neg {
        x_neg
    } else {
        mode == Round::Rm
    }
}

// ------------------------------------------------------- the reference ops

/// `a * b + c` rounded once; `None` is NaN.
fn ref_fma(a: u64, b: u64, c: u64, f: Fmt, mode: Round) -> Option<u64> {
    let (a, b, c) = (decode(a, f), decode(b, f), decode(c, f));
    let (an, bn) = match (a, b, c) {
        (Val::Nan, _, _) | (_, Val::Nan, _) | (_, _, Val::Nan) => return None,
        (Val::Inf(an) | Val::Fin(an, ..), Val::Inf(bn) | Val::Fin(bn, ..), _) => (an, bn),
    };
    let pneg = an != bn;
    let p_inf = matches!(a, Val::Inf(_)) || matches!(b, Val::Inf(_));
    if p_inf {
        // inf * 0 is NaN.
        if matches!(a, Val::Fin(_, 0, _)) || matches!(b, Val::Fin(_, 0, _)) {
            return None;
        }
        return match c {
            Val::Inf(cn) if cn != pneg => None,
            _ => Some(signed_inf(pneg, f)),
        };
    }
    let (Val::Fin(_, ma, ea), Val::Fin(_, mb, eb)) = (a, b) else {
        unreachable!()
    };
    let (cn, mc, ec) = match c {
        Val::Inf(cn) => return Some(signed_inf(cn, f)),
        Val::Fin(cn, mc, ec) => (cn, mc, ec),
        Val::Nan => unreachable!(),
    };
    let pm = ma as u128 * mb as u128;
    let s = exact_sum((pneg, pm, ea + eb), (cn, mc as u128, ec));
    if s.mag.is_zero() {
        let neg = zero_sum_neg(pm == 0, pneg, mc == 0, cn, mode);
        return Some(signed_zero(neg, f));
    }
    Some(round(s.neg, &s.mag, s.exp, f, mode))
}

/// `a + b`.
fn ref_add(a: u64, b: u64, f: Fmt, mode: Round) -> Option<u64> {
    match (decode(a, f), decode(b, f)) {
        (Val::Nan, _) | (_, Val::Nan) => None,
        (Val::Inf(x), Val::Inf(y)) if x != y => None,
        (Val::Inf(x), _) | (_, Val::Inf(x)) => Some(signed_inf(x, f)),
        (Val::Fin(an, ma, ea), Val::Fin(bn, mb, eb)) => {
            let s = exact_sum((an, ma as u128, ea), (bn, mb as u128, eb));
            if s.mag.is_zero() {
                let neg = zero_sum_neg(ma == 0, an, mb == 0, bn, mode);
                return Some(signed_zero(neg, f));
            }
            Some(round(s.neg, &s.mag, s.exp, f, mode))
        }
    }
}

/// `a * b`.
fn ref_mul(a: u64, b: u64, f: Fmt, mode: Round) -> Option<u64> {
    match (decode(a, f), decode(b, f)) {
        (Val::Nan, _) | (_, Val::Nan) => None,
        (Val::Inf(_), Val::Fin(_, 0, _)) | (Val::Fin(_, 0, _), Val::Inf(_)) => None,
        (Val::Inf(x), Val::Inf(y) | Val::Fin(y, ..)) | (Val::Fin(x, ..), Val::Inf(y)) => {
            Some(signed_inf(x != y, f))
        }
        (Val::Fin(an, ma, ea), Val::Fin(bn, mb, eb)) => {
            if ma == 0 || mb == 0 {
                return Some(signed_zero(an != bn, f));
            }
            Some(round_u128(
                an != bn,
                ma as u128 * mb as u128,
                ea + eb,
                f,
                mode,
            ))
        }
    }
}

/// `a / b`: the quotient of the mantissas normalized to 64 bits, with 64
/// more bits and a sticky bit for a nonzero remainder.
fn ref_div(a: u64, b: u64, f: Fmt, mode: Round) -> Option<u64> {
    match (decode(a, f), decode(b, f)) {
        (Val::Nan, _) | (_, Val::Nan) | (Val::Inf(_), Val::Inf(_)) => None,
        (Val::Fin(_, 0, _), Val::Fin(_, 0, _)) => None,
        (Val::Inf(x), Val::Fin(y, ..)) => Some(signed_inf(x != y, f)),
        (Val::Fin(x, ..), Val::Inf(y)) => Some(signed_zero(x != y, f)),
        (Val::Fin(x, _, _), Val::Fin(y, 0, _)) => Some(signed_inf(x != y, f)),
        (Val::Fin(x, 0, _), Val::Fin(y, ..)) => Some(signed_zero(x != y, f)),
        (Val::Fin(x, ma, ea), Val::Fin(y, mb, eb)) => {
            let (la, lb) = (ma.leading_zeros(), mb.leading_zeros());
            let (na, nb) = ((ma << la) as u128, (mb << lb) as u128);
            let num = na << 64;
            let (q, r) = (num / nb, num % nb);
            let mag = q << 1 | (r != 0) as u128;
            let e = (ea - la as i64) - (eb - lb as i64) - 64 - 1;
            Some(round_u128(x != y, mag, e, f, mode))
        }
    }
}

/// `sqrt(a)`: the integer square root of the mantissa scaled to 111 or
/// 112 bits (about 56 bits of root), with a sticky bit.
fn ref_sqrt(a: u64, f: Fmt, mode: Round) -> Option<u64> {
    match decode(a, f) {
        Val::Nan | Val::Inf(true) => None,
        Val::Inf(false) => Some(f.inf()),
        Val::Fin(neg, 0, _) => Some(signed_zero(neg, f)),
        Val::Fin(true, ..) => None,
        Val::Fin(false, m, e) => {
            let len = 64 - m.leading_zeros() as i64;
            let mut s = 111 - len;
            if (e - s).rem_euclid(2) == 1 {
                s += 1;
            }
            let x = (m as u128) << s;
            let root = x.isqrt();
            let mag = root << 1 | (root * root != x) as u128;
            Some(round_u128(false, mag, (e - s) / 2 - 1, f, mode))
        }
    }
}

/// Conversion of `x` in `from` to `to`.
fn ref_convert(x: u64, from: Fmt, to: Fmt, mode: Round) -> Option<u64> {
    match decode(x, from) {
        Val::Nan => None,
        Val::Inf(n) => Some(signed_inf(n, to)),
        Val::Fin(n, 0, _) => Some(signed_zero(n, to)),
        Val::Fin(n, m, e) => Some(round_u128(n, m as u128, e, to, mode)),
    }
}

/// An integer `(-1)^neg * mag` to `to` (zero is `+0`).
fn ref_from_int(neg: bool, mag: u128, to: Fmt, mode: Round) -> u64 {
    if mag == 0 {
        0
    } else {
        round_u128(neg, mag, 0, to, mode)
    }
}

/// `x` rounded to an integer in `mode`: `(neg, magnitude)`, `None` when
/// the magnitude needs more than 128 bits.
fn ref_round_int(x: f64, mode: Round) -> Option<(bool, u128)> {
    let Val::Fin(neg, m, e) = decode(x.to_bits(), F64) else {
        unreachable!("finite input")
    };
    if m == 0 {
        return Some((neg, 0));
    }
    if e >= 0 {
        let len = 64 - m.leading_zeros() as i64;
        return if len + e > 128 {
            None
        } else {
            Some((neg, (m as u128) << e))
        };
    }
    let s = (-e) as u32;
    let (int, half, sticky) = if s > 64 {
        (0u64, false, true)
    } else if s == 64 {
        (0, m >> 63 == 1, m & (u64::MAX >> 1) != 0)
    } else {
        (
            m >> s,
            (m >> (s - 1)) & 1 == 1,
            m & ((1u64 << (s - 1)) - 1) != 0,
        )
    };
    let inexact = half || sticky;
    let up = match mode {
        Round::Rn => half && (sticky || int & 1 == 1),
        Round::Rz => false,
        Round::Rm => neg && inexact,
        Round::Rp => !neg && inexact,
    };
    Some((neg, int as u128 + up as u128))
}

/// Float to integer of `bits` bits, saturating, NaN to 0: the bit pattern.
fn ref_to_int(x: f64, mode: Round, signed: bool, bits: u32) -> u128 {
    let mask = if bits == 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    };
    let (neg, mag) = match decode(x.to_bits(), F64) {
        Val::Nan => return 0,
        Val::Inf(n) => (n, None),
        Val::Fin(..) => match ref_round_int(x, mode) {
            Some((n, m)) => (n, Some(m)),
            None => (x < 0.0, None),
        },
    };
    if signed {
        // Range [-2^(bits-1), 2^(bits-1) - 1] as magnitudes.
        let max_pos = mask >> 1;
        let max_neg = max_pos + 1;
        if neg {
            match mag {
                Some(m) if m <= max_neg => m.wrapping_neg() & mask,
                _ => max_neg.wrapping_neg() & mask,
            }
        } else {
            match mag {
                Some(m) if m <= max_pos => m,
                _ => max_pos,
            }
        }
    } else if neg {
        0
    } else {
        match mag {
            Some(m) if m <= mask => m,
            _ => mask,
        }
    }
}

// ------------------------------------------------------------ generators

/// A mantissa field (the `f.mbits` stored bits), biased towards patterns
/// that make exact results, ties and near-ties.
fn gen_frac(rng: &mut Rng, f: Fmt) -> u64 {
    let mb = f.mbits;
    let full = f.frac_mask();
    match rng.below(8) {
        0 => 0,
        1 | 2 => {
            // Only the top k bits: short mantissas.
            let k = rng.below(mb as u64 + 1) as u32;
            rng.bits(k) << (mb - k)
        }
        3 => full ^ rng.low_bits(8),
        4 => rng.low_bits(6),
        5 => 1 << (mb - 1) | rng.low_bits(3),
        _ => rng.next() & full,
    }
}

/// Special values of `f` (either sign): zeros, infinities, NaNs with
/// payloads, the extreme finite values, and a few exact small values.
fn special(rng: &mut Rng, f: Fmt) -> u64 {
    let mb = f.mbits;
    let inf = f.inf();
    let one = (f.bias() as u64) << mb;
    let list = [
        0,
        inf,
        inf | 1 << (mb - 1),                       // quiet NaN
        inf | f.frac_mask(),                       // NaN, all payload bits
        inf | 1,                                   // signalling NaN
        inf | 1 << (mb - 1) | 0x5 & f.frac_mask(), // quiet NaN with payload
        inf | (rng.next() & f.frac_mask()).max(1), // random NaN
        1,                                         // smallest subnormal
        f.frac_mask(),                             // largest subnormal
        1 << mb,                                   // smallest normal
        1 << mb | 1,
        inf - 1, // largest finite
        inf - 2,
        one,
        one | 1,
        one - 1,
        one + (1 << mb),                         // 2
        one - (1 << mb),                         // 0.5
        one | 1 << (mb - 1),                     // 1.5
        (f.bias() as u64 + mb as u64 + 1) << mb, // 2^(p)
    ];
    let s = if rng.coin() { f.sign_bit() } else { 0 };
    s | list[rng.below(list.len() as u64) as usize]
}

/// A random value of `f` (bits), biased towards edge cases.
fn gen(rng: &mut Rng, f: Fmt) -> u64 {
    let s = if rng.coin() { f.sign_bit() } else { 0 };
    let maxf = f.max_field() as i64;
    let bias = f.bias();
    let frac = gen_frac(rng, f);
    let field = match rng.below(100) {
        0..=11 => return special(rng, f),
        12..=23 => return s | frac.max(1), // subnormal
        24..=35 => {
            if rng.coin() {
                rng.range(1, 4)
            } else {
                rng.range(maxf - 4, maxf - 1)
            }
        }
        36..=55 => rng.range(bias - 6, bias + 6),
        56..=59 => return rng.next() & (f.sign_bit() << 1).wrapping_sub(1),
        _ => rng.range(1, maxf - 1),
    };
    s | (field as u64) << f.mbits | frac
}

/// A value related to `x`: `x` scaled by a power of two (a little, by
/// about the precision, or by a lot), its mantissa perturbed in the low
/// bits or by one ulp, its sign possibly flipped.
fn near(rng: &mut Rng, x: u64, f: Fmt) -> u64 {
    let field = f.field(x) as i64;
    if field == 0 || field == f.max_field() as i64 {
        return gen(rng, f);
    }
    let p = f.mbits as i64 + 1;
    let k = match rng.below(5) {
        0 => 0,
        1 => rng.range(-3, 3),
        2 => rng.range(-2 * p - 4, 2 * p + 4),
        3 => -rng.range(p - 2, p + 3),
        _ => rng.range(-(f.max_field() as i64), f.max_field() as i64),
    };
    let nf = (field + k).clamp(1, f.max_field() as i64 - 1) as u64;
    let mut frac = x & f.frac_mask();
    match rng.below(4) {
        0 => {}
        1 => frac ^= rng.low_bits(5),
        2 => frac = frac.wrapping_add(rng.range(-2, 2) as u64) & f.frac_mask(),
        _ => frac = rng.next() & f.frac_mask(),
    }
    let sign = (x & f.sign_bit()) ^ if rng.coin() { f.sign_bit() } else { 0 };
    sign | nf << f.mbits | frac
}

/// Two factors whose exact product has `p + 1` significant bits with the
/// last one set (an exact midpoint between two values of `f`), exponents
/// random within the normal range of products.
fn midpoint_factors(rng: &mut Rng, f: Fmt) -> (u64, u64) {
    let p = f.mbits + 1;
    loop {
        let ka = p / 2 + rng.below(3) as u32;
        let kb = p + 1 - ka + rng.below(2) as u32;
        let ma = rng.bits(ka) | 1 << (ka - 1) | 1;
        let mb = rng.bits(kb) | 1 << (kb - 1) | 1;
        let prod = ma as u128 * mb as u128;
        if 128 - prod.leading_zeros() != p + 1 {
            continue;
        }
        // Place the mantissas at the top of the field.
        let ea = rng.range(-20, 20);
        let eb = rng.range(-20, 20);
        let enc = |m: u64, k: u32, e: i64| {
            let frac = (m << (p - k)) & f.frac_mask();
            ((f.bias() + e) as u64) << f.mbits | frac
        };
        let sa = if rng.coin() { f.sign_bit() } else { 0 };
        let sb = if rng.coin() { f.sign_bit() } else { 0 };
        return (sa | enc(ma, ka, ea), sb | enc(mb, kb, eb));
    }
}

/// A random f64 at, or a few ulps from, a rounding boundary (a midpoint)
/// of the narrower format `to`, normal or subnormal there.
fn midpoint_f64(rng: &mut Rng, to: Fmt) -> f64 {
    let x = loop {
        let b = gen(rng, to);
        if let Val::Fin(_, m, _) = decode(b, to) {
            if m != 0 && b & to.frac_mask() != to.frac_mask() {
                break b;
            }
        }
    };
    let Val::Fin(neg, m, e) = decode(x, to) else {
        unreachable!()
    };
    // (2m + 1) * 2^(e - 1), exact in f64 (<= 25 bits, exponent in range).
    let mid = f64::from_bits(round_u128(neg, 2 * m as u128 + 1, e - 1, F64, Round::Rn));
    let d = rng.range(-3, 3);
    if d == 0 {
        mid
    } else {
        f64::from_bits(mid.to_bits().wrapping_add_signed(d))
    }
}

// --------------------------------------------------------------- checking

/// Mismatches of one operation: a count and the first few described.
struct Report {
    name: &'static str,
    cases: u64,
    fails: u64,
    first: Vec<String>,
}

impl Report {
    fn new(name: &'static str) -> Report {
        Report {
            name,
            cases: 0,
            fails: 0,
            first: Vec::new(),
        }
    }
    fn check(&mut self, ok: bool, what: impl FnOnce() -> String) {
        self.cases += 1;
        if ok {
            return;
        }
        self.fails += 1;
        if self.first.len() < 6 {
            self.first.push(what());
        }
    }
    fn finish(self) -> Option<String> {
        eprintln!("{}: {} cases", self.name, self.cases);
        (self.fails > 0).then(|| {
            format!(
                "{}: {} of {} cases differ from the exact reference:\n  {}",
                self.name,
                self.fails,
                self.cases,
                self.first.join("\n  ")
            )
        })
    }
}

fn finish_all(reports: Vec<Report>) {
    let failures: Vec<String> = reports.into_iter().filter_map(Report::finish).collect();
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

/// An f32 result against the reference: bit-exact, or NaN whose canonical
/// form (what the interpreters store) is `0x7fffffff`.
fn same32(got: f32, want: Option<u64>) -> bool {
    match want {
        None => got.is_nan() && fl::canon32(got) == fl::NAN32,
        Some(w) => got.to_bits() as u64 == w,
    }
}

fn same64(got: f64, want: Option<u64>) -> bool {
    match want {
        None => got.is_nan() && fl::canon64(got) == fl::NAN64,
        Some(w) => got.to_bits() == w,
    }
}

fn show(want: Option<u64>) -> String {
    want.map_or("NaN".to_string(), |w| format!("{w:#x}"))
}

fn f32s(bits: &[u64]) -> String {
    bits.iter()
        .map(|&b| format!("{:#010x} ({:e})", b, f32::from_bits(b as u32)))
        .collect::<Vec<_>>()
        .join(", ")
}

fn f64s(bits: &[u64]) -> String {
    bits.iter()
        .map(|&b| format!("{:#018x} ({:e})", b, f64::from_bits(b)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Values every binary and ternary operation is tried on in all
/// combinations.
fn edge_list(f: Fmt) -> Vec<u64> {
    let mb = f.mbits;
    let one = (f.bias() as u64) << mb;
    let mut v = vec![
        0,
        f.inf(),
        f.inf() | 1 << (mb - 1),
        f.inf() | 1,
        1,
        2,
        f.frac_mask(),
        1 << mb,
        (1 << mb) | f.frac_mask(),
        f.inf() - 1,
        one,
        one | 1,
        one - 1,
        one | 1 << (mb - 1),
        one + (1 << mb),
        (((f.bias() + mb as i64 + 1) as u64) << mb) | 1,
        (((f.bias() - mb as i64 - 1) as u64) << mb) | 1,
    ];
    let neg: Vec<u64> = v.iter().map(|x| x | f.sign_bit()).collect();
    v.extend(neg);
    v
}

// ------------------------------------------------------------------ tests

/// An fma operand triple: generic, or with `c` derived from the product
/// (cancellation, huge exponent gaps), or an exact midpoint product plus a
/// tiny `c` (where rounding twice goes wrong).
fn fma_inputs(rng: &mut Rng, f: Fmt, native_product: impl Fn(u64, u64) -> u64) -> [u64; 3] {
    match rng.below(10) {
        0 | 1 => {
            let (a, b) = midpoint_factors(rng, f);
            let p = native_product(a, b);
            let c = if rng.coin() {
                near(rng, p, f)
            } else {
                // |c| far below the product's last bit.
                let field = f.field(p) as i64 - f.mbits as i64 - rng.range(2, 40);
                let s = if rng.coin() { f.sign_bit() } else { 0 };
                if field >= 1 {
                    s | (field as u64) << f.mbits | gen_frac(rng, f)
                } else {
                    s | gen_frac(rng, f).max(1)
                }
            };
            [a, b, c]
        }
        2..=4 => {
            let a = gen(rng, f);
            let b = gen(rng, f);
            let p = native_product(a, b);
            let c = match rng.below(3) {
                0 => p ^ f.sign_bit(),
                _ => near(rng, p, f),
            };
            [a, b, c]
        }
        5 => {
            let a = gen(rng, f);
            let b = near(rng, a, f);
            [a, b, gen(rng, f)]
        }
        _ => [gen(rng, f), gen(rng, f), gen(rng, f)],
    }
}

#[test]
fn fma32_is_correctly_rounded_in_every_mode() {
    let mut rng = Rng::new(0xf3a_0001);
    let mut rep = Report::new("fma32");
    let mut std_rep = Report::new("fma32 Rn vs f32::mul_add");
    let one = |rep: &mut Report, std_rep: &mut Report, [a, b, c]: [u64; 3]| {
        let (x, y, z) = (
            f32::from_bits(a as u32),
            f32::from_bits(b as u32),
            f32::from_bits(c as u32),
        );
        for mode in MODES {
            let want = ref_fma(a, b, c, F32, mode);
            let got = fl::fma32(x, y, z, mode);
            rep.check(same32(got, want), || {
                format!(
                    "fma32({}, {mode:?}) = {:#010x}, exact reference {}",
                    f32s(&[a, b, c]),
                    got.to_bits(),
                    show(want)
                )
            });
            if mode == Round::Rn {
                // Rust's mul_add is fused and correctly rounded: checks
                // the reference and the helper alike.
                let m = x.mul_add(y, z);
                std_rep.check(
                    same32(m, want) && fl::canon32(got) as u64 == canon(m),
                    || {
                        format!(
                            "fma32({}): mul_add {:#010x}, helper {:#010x}, reference {}",
                            f32s(&[a, b, c]),
                            m.to_bits(),
                            got.to_bits(),
                            show(want)
                        )
                    },
                );
            }
        }
    };
    fn canon(m: f32) -> u64 {
        if m.is_nan() {
            fl::NAN32 as u64
        } else {
            m.to_bits() as u64
        }
    }
    let prod =
        |a: u64, b: u64| (f32::from_bits(a as u32) * f32::from_bits(b as u32)).to_bits() as u64;
    for _ in 0..CASES {
        let t = fma_inputs(&mut rng, F32, prod);
        one(&mut rep, &mut std_rep, t);
    }
    let edges = edge_list(F32);
    for &a in &edges {
        for &b in &edges {
            for &c in &edges {
                one(&mut rep, &mut std_rep, [a, b, c]);
            }
        }
    }
    // 1 + 2^-11 + 2^-24 is a midpoint of f32; a tiny c decides the
    // rounding, which an f64 intermediate loses.
    let a = (1.0f32 + 2f32.powi(-12)).to_bits() as u64;
    for c in [2f32.powi(-60), -(2f32.powi(-60)), 2f32.powi(-100)] {
        one(&mut rep, &mut std_rep, [a, a, c.to_bits() as u64]);
    }
    finish_all(vec![rep, std_rep]);
}

#[test]
fn fma64_is_correctly_rounded_in_every_mode() {
    let mut rng = Rng::new(0xf64_0001);
    let mut rep = Report::new("fma64");
    let mut std_rep = Report::new("fma64 Rn vs f64::mul_add");
    let one = |rep: &mut Report, std_rep: &mut Report, [a, b, c]: [u64; 3]| {
        let (x, y, z) = (f64::from_bits(a), f64::from_bits(b), f64::from_bits(c));
        for mode in MODES {
            let want = ref_fma(a, b, c, F64, mode);
            let got = fl::fma64(x, y, z, mode);
            rep.check(same64(got, want), || {
                format!(
                    "fma64({}, {mode:?}) = {:#018x}, exact reference {}",
                    f64s(&[a, b, c]),
                    got.to_bits(),
                    show(want)
                )
            });
            if mode == Round::Rn {
                let m = x.mul_add(y, z);
                std_rep.check(same64(m, want), || {
                    format!(
                        "fma64({}): mul_add {:#018x}, reference {}",
                        f64s(&[a, b, c]),
                        m.to_bits(),
                        show(want)
                    )
                });
            }
        }
    };
    let prod = |a: u64, b: u64| (f64::from_bits(a) * f64::from_bits(b)).to_bits();
    for _ in 0..CASES {
        let t = fma_inputs(&mut rng, F64, prod);
        one(&mut rep, &mut std_rep, t);
    }
    // The corner the module docs single out: a product below 2^-900 and
    // an addend above 2^820.
    for _ in 0..20_000 {
        let a =
            f64::from_bits(rng.next() & 0x000f_ffff_ffff_ffff | (rng.range(1, 200) as u64) << 52);
        let b =
            f64::from_bits(rng.next() & 0x000f_ffff_ffff_ffff | (rng.range(1, 1023) as u64) << 52);
        let c = f64::from_bits(
            rng.next() & 0x000f_ffff_ffff_ffff | (rng.range(1024 + 821, 2046) as u64) << 52,
        );
        let s = |r: &mut Rng| if r.coin() { 1u64 << 63 } else { 0 };
        let t = [
            a.to_bits() | s(&mut rng),
            b.to_bits() | s(&mut rng),
            c.to_bits() | s(&mut rng),
        ];
        one(&mut rep, &mut std_rep, t);
    }
    let edges = edge_list(F64);
    for &a in &edges {
        for &b in &edges {
            for &c in &edges {
                one(&mut rep, &mut std_rep, [a, b, c]);
            }
        }
    }
    finish_all(vec![rep, std_rep]);
}

/// Binary operand pairs: generic, related (near each other, far apart,
/// cancelling), and every pair of the edge list.
fn binary_inputs(f: Fmt, seed: u64) -> Vec<(u64, u64)> {
    let mut rng = Rng::new(seed);
    let mut v = Vec::with_capacity(CASES + 1200);
    for _ in 0..CASES {
        let a = gen(&mut rng, f);
        let b = match rng.below(4) {
            0 => near(&mut rng, a, f),
            1 => a ^ f.sign_bit(),
            _ => gen(&mut rng, f),
        };
        v.push(if rng.coin() { (a, b) } else { (b, a) });
    }
    let edges = edge_list(f);
    for &a in &edges {
        for &b in &edges {
            v.push((a, b));
        }
    }
    v
}

type Op32 = fn(f32, f32, Round) -> f32;
type Op64 = fn(f64, f64, Round) -> f64;
type Ref = fn(u64, u64, Fmt, Round) -> Option<u64>;

fn check_binary32(
    name: &'static str,
    seed: u64,
    op: Op32,
    reference: Ref,
    native: fn(f32, f32) -> f32,
) -> Vec<Report> {
    let mut rep = Report::new(name);
    let mut self_rep = Report::new("reference vs native (f32)");
    for (a, b) in binary_inputs(F32, seed) {
        let (x, y) = (f32::from_bits(a as u32), f32::from_bits(b as u32));
        for mode in MODES {
            let want = reference(a, b, F32, mode);
            let got = op(x, y, mode);
            rep.check(same32(got, want), || {
                format!(
                    "{name}({}, {mode:?}) = {:#010x}, exact reference {}",
                    f32s(&[a, b]),
                    got.to_bits(),
                    show(want)
                )
            });
            if mode == Round::Rn {
                let n = native(x, y);
                self_rep.check(same32(n, want), || {
                    format!(
                        "{name}({}): native {:#010x}, reference {}",
                        f32s(&[a, b]),
                        n.to_bits(),
                        show(want)
                    )
                });
            }
        }
    }
    vec![rep, self_rep]
}

fn check_binary64(
    name: &'static str,
    seed: u64,
    op: Op64,
    reference: Ref,
    native: fn(f64, f64) -> f64,
) -> Vec<Report> {
    let mut rep = Report::new(name);
    let mut self_rep = Report::new("reference vs native (f64)");
    for (a, b) in binary_inputs(F64, seed) {
        let (x, y) = (f64::from_bits(a), f64::from_bits(b));
        for mode in MODES {
            let want = reference(a, b, F64, mode);
            let got = op(x, y, mode);
            rep.check(same64(got, want), || {
                format!(
                    "{name}({}, {mode:?}) = {:#018x}, exact reference {}",
                    f64s(&[a, b]),
                    got.to_bits(),
                    show(want)
                )
            });
            if mode == Round::Rn {
                let n = native(x, y);
                self_rep.check(same64(n, want), || {
                    format!(
                        "{name}({}): native {:#018x}, reference {}",
                        f64s(&[a, b]),
                        n.to_bits(),
                        show(want)
                    )
                });
            }
        }
    }
    vec![rep, self_rep]
}

#[test]
fn add_mul_div_32_are_correctly_rounded() {
    let mut r = check_binary32("add32", 0xadd_0032, fl::add32, ref_add, |x, y| x + y);
    r.extend(check_binary32(
        "mul32",
        0x301_0032,
        fl::mul32,
        ref_mul,
        |x, y| x * y,
    ));
    r.extend(check_binary32(
        "div32",
        0xd17_0032,
        fl::div32,
        ref_div,
        |x, y| x / y,
    ));
    finish_all(r);
}

#[test]
fn add_mul_div_64_are_correctly_rounded() {
    let mut r = check_binary64("add64", 0xadd_0064, fl::add64, ref_add, |x, y| x + y);
    r.extend(check_binary64(
        "mul64",
        0x301_0064,
        fl::mul64,
        ref_mul,
        |x, y| x * y,
    ));
    r.extend(check_binary64(
        "div64",
        0xd17_0064,
        fl::div64,
        ref_div,
        |x, y| x / y,
    ));
    finish_all(r);
}

#[test]
fn sqrt_is_correctly_rounded() {
    let mut rng = Rng::new(0x5971);
    let mut r32 = Report::new("sqrt32");
    let mut r64 = Report::new("sqrt64");
    let mut native = Report::new("sqrt reference vs native");
    let e32 = edge_list(F32);
    let e64 = edge_list(F64);
    for i in 0..CASES + e32.len() {
        let a = e32.get(i.wrapping_sub(CASES)).copied().unwrap_or_else(|| {
            // Mostly nonnegative: negative inputs only give NaN.
            gen(&mut rng, F32) & !(F32.sign_bit() * (rng.below(8) != 0) as u64)
        });
        let x = f32::from_bits(a as u32);
        for mode in MODES {
            let want = ref_sqrt(a, F32, mode);
            let got = fl::sqrt32(x, mode);
            r32.check(same32(got, want), || {
                format!(
                    "sqrt32({}, {mode:?}) = {:#010x}, exact reference {}",
                    f32s(&[a]),
                    got.to_bits(),
                    show(want)
                )
            });
            if mode == Round::Rn {
                native.check(same32(x.sqrt(), want), || {
                    format!("sqrt f32 {}: reference {}", f32s(&[a]), show(want))
                });
            }
        }
    }
    for i in 0..CASES + e64.len() {
        let a = e64
            .get(i.wrapping_sub(CASES))
            .copied()
            .unwrap_or_else(|| gen(&mut rng, F64) & !(F64.sign_bit() * (rng.below(8) != 0) as u64));
        let x = f64::from_bits(a);
        for mode in MODES {
            let want = ref_sqrt(a, F64, mode);
            let got = fl::sqrt64(x, mode);
            r64.check(same64(got, want), || {
                format!(
                    "sqrt64({}, {mode:?}) = {:#018x}, exact reference {}",
                    f64s(&[a]),
                    got.to_bits(),
                    show(want)
                )
            });
            if mode == Round::Rn {
                native.check(same64(x.sqrt(), want), || {
                    format!("sqrt f64 {}: reference {}", f64s(&[a]), show(want))
                });
            }
        }
    }
    finish_all(vec![r32, r64, native]);
}

#[test]
fn f64_narrowing_conversions_round_once_in_every_mode() {
    let mut rng = Rng::new(0xc0_0e27);
    let mut r32 = Report::new("f64_to_f32");
    let mut r16 = Report::new("f64_to_f16");
    let mut rb16 = Report::new("f64_to_bf16");
    let mut native = Report::new("f64 -> f32 reference vs `as`");
    for i in 0..CASES {
        let target = [F32, F16, BF16][i % 3];
        let x = match rng.below(10) {
            0..=3 => f64::from_bits(gen(&mut rng, F64)),
            4..=7 => midpoint_f64(&mut rng, target),
            // Around the overflow threshold and the smallest subnormal.
            8 => {
                let m = [F32.emax(), F16.emax(), BF16.emax()][i % 3] + 1;
                let x = 2f64.powi(m as i32) * (1.0 - 2f64.powi(-(rng.range(1, 60) as i32)));
                f64::from_bits(x.to_bits().wrapping_add_signed(rng.range(-2, 2)))
            }
            _ => {
                let e = target.emin() - target.mbits as i64 - rng.range(-2, 3);
                let x = 2f64.powi(e as i32) * (1.0 + rng.range(-1, 1) as f64 * 0.5);
                f64::from_bits(x.to_bits().wrapping_add_signed(rng.range(-2, 2)))
            }
        };
        let x = if rng.coin() { -x } else { x };
        let a = x.to_bits();
        for mode in MODES {
            let want = ref_convert(a, F64, F32, mode);
            let got = fl::f64_to_f32(x, mode);
            r32.check(same32(got, want), || {
                format!(
                    "f64_to_f32({}, {mode:?}) = {:#010x}, exact reference {}",
                    f64s(&[a]),
                    got.to_bits(),
                    show(want)
                )
            });
            if mode == Round::Rn {
                native.check(same32(x as f32, want), || {
                    format!("{} as f32: reference {}", f64s(&[a]), show(want))
                });
            }
            // The narrow conversions return canonical NaN bits themselves.
            let want16 = ref_convert(a, F64, F16, mode).unwrap_or(Narrow::F16.nan());
            let got16 = fl::f64_to_f16(x, mode) as u64;
            r16.check(got16 == want16, || {
                format!(
                    "f64_to_f16({}, {mode:?}) = {got16:#06x}, exact reference {want16:#06x}",
                    f64s(&[a])
                )
            });
            let wantb = ref_convert(a, F64, BF16, mode).unwrap_or(Narrow::BF16.nan());
            let gotb = fl::f64_to_bf16(x, mode) as u64;
            rb16.check(gotb == wantb, || {
                format!(
                    "f64_to_bf16({}, {mode:?}) = {gotb:#06x}, exact reference {wantb:#06x}",
                    f64s(&[a])
                )
            });
        }
    }
    // Half-precision widening is exact: all 65536 patterns of each.
    let mut widen = Report::new("f16/bf16 to f32");
    for h in 0..=u16::MAX {
        let w = ref_convert(h as u64, F16, F32, Round::Rn);
        let got = fl::f16_to_f32(h);
        widen.check(same32(got, w), || {
            format!(
                "f16_to_f32({h:#06x}) = {:#010x}, exact {}",
                got.to_bits(),
                show(w)
            )
        });
        let w = ref_convert(h as u64, BF16, F32, Round::Rn);
        let got = fl::bf16_to_f32(h);
        widen.check(got.to_bits() == (h as u32) << 16 && same32(got, w), || {
            format!(
                "bf16_to_f32({h:#06x}) = {:#010x}, exact {}",
                got.to_bits(),
                show(w)
            )
        });
    }
    finish_all(vec![r32, r16, rb16, native, widen]);
}

#[test]
fn round_f64_to_rounds_hi_plus_lo_once() {
    // `round_f64_to(hi, lo)` rounds the exact hi + lo, |lo| < ulp(hi)/2,
    // (only lo's sign matters): take a narrow midpoint or neighbour as hi
    // and a tiny lo of either sign.
    let mut rng = Rng::new(0x4a11);
    let mut rep = Report::new("round_f64_to");
    for i in 0..CASES {
        let (fmt, nf) = [(F32, Narrow::F32), (F16, Narrow::F16), (BF16, Narrow::BF16)][i % 3];
        let hi = if rng.below(4) == 0 {
            f64::from_bits(gen(&mut rng, F64))
        } else {
            midpoint_f64(&mut rng, fmt)
        };
        let hi = if rng.coin() { -hi } else { hi };
        let lo_sign = rng.range(-1, 1);
        // lo = ±2^-k * ulp(hi), exact value hi + lo as an exact sum.
        let lo = match decode(hi.to_bits(), F64) {
            Val::Fin(_, m, e) if m != 0 && hi.is_finite() && lo_sign != 0 => {
                let k = rng.range(2, 30);
                let l = 2f64.powi((e - k) as i32) * lo_sign as f64;
                if l == 0.0 || !l.is_normal() {
                    0.0
                } else {
                    l
                }
            }
            _ => 0.0,
        };
        for mode in MODES {
            let want = match (decode(hi.to_bits(), F64), decode(lo.to_bits(), F64)) {
                (Val::Fin(hn, hm, he), Val::Fin(ln, lm, le)) if hm != 0 => {
                    let s = exact_sum((hn, hm as u128, he), (ln, lm as u128, le));
                    round(s.neg, &s.mag, s.exp, fmt, mode)
                }
                _ => ref_convert(hi.to_bits(), F64, fmt, mode).unwrap_or(nf.nan()),
            };
            let got = fl::round_f64_to(hi, lo, nf, mode);
            rep.check(got == want, || {
                format!(
                    "round_f64_to({}, {}, {nf:?}, {mode:?}) = {got:#x}, exact reference {want:#x}",
                    f64s(&[hi.to_bits()]),
                    f64s(&[lo.to_bits()])
                )
            });
        }
    }
    finish_all(vec![rep]);
}

/// A random integer magnitude of up to `max_bits` bits, biased to values
/// at and next to rounding boundaries of every format.
fn gen_int_mag(rng: &mut Rng, max_bits: u32) -> u128 {
    let len = rng.below(max_bits as u64 + 1) as u32;
    if len == 0 {
        return 0;
    }
    let top = 1u128 << (len - 1);
    let rest = (rng.next() as u128) << 64 | rng.next() as u128;
    let rest = if len == 1 { 0 } else { rest & (top - 1) };
    let keep = rng.range(8, 60) as u32;
    match rng.below(5) {
        // The top bits, then 1000..0 / 0111..1 / 1000..1 below them.
        0 if len > keep + 1 => {
            let hi = (top | rest) >> (len - keep) << (len - keep);
            let half = 1u128 << (len - keep - 1);
            match rng.below(3) {
                0 => hi | half,
                1 => hi | (half - 1),
                _ => hi | half | 1,
            }
        }
        1 => top | rest & 0xff,
        _ => top | rest,
    }
}

#[test]
fn integer_to_float_rounds_once() {
    let mut rng = Rng::new(0x1270f);
    let mut rep = Report::new("int_to_float/uint_to_float");
    let fmts: [(Fmt, Option<Narrow>); 4] = [
        (F64, None),
        (F32, Some(Narrow::F32)),
        (F16, Some(Narrow::F16)),
        (BF16, Some(Narrow::BF16)),
    ];
    let mut edges: Vec<u128> = vec![
        0,
        1,
        2,
        3,
        u64::MAX as u128,
        i64::MAX as u128,
        1 << 63,
        1 << 64,
    ];
    for p in [11u32, 24, 53] {
        for k in [p, p + 1, p + 2, 63, 64] {
            edges.extend([(1u128 << k) - 1, (1 << k) + 1, 1 << k | 1 << (k - p)]);
        }
    }
    for i in 0..CASES + edges.len() {
        // PTX and LLVM convert integers of up to 64 bits; the helpers take
        // 128-bit values, exercised here up to 126 bits (see
        // `integer_to_float_near_2_pow_127` for the top of the range).
        let (neg, mag) = match edges.get(i.wrapping_sub(CASES)) {
            Some(&m) => (i % 2 == 1, m),
            None => (rng.coin(), {
                let max_bits = if rng.coin() { 64 } else { 126 };
                gen_int_mag(&mut rng, max_bits)
            }),
        };
        let (f, nf) = fmts[i % 4];
        for mode in MODES {
            let want = ref_from_int(neg, mag, f, mode);
            let got = if neg {
                fl::int_to_float(-(mag as i128), nf, mode)
            } else if rng.coin() {
                fl::int_to_float(mag as i128, nf, mode)
            } else {
                fl::uint_to_float(mag, nf, mode)
            };
            rep.check(got == want, || {
                format!(
                    "int_to_float({}{mag}, {f:?}, {mode:?}) = {got:#x}, exact reference {want:#x}",
                    if neg { "-" } else { "" }
                )
            });
        }
    }
    finish_all(vec![rep]);
}

#[test]
fn float_to_integer_rounds_and_saturates() {
    let mut rng = Rng::new(0xf2_1e7);
    let mut rep = Report::new("float_to_int");
    let mut ri = Report::new("round_integral");
    for i in 0..CASES {
        let bits = [8u32, 16, 32, 64, 128][i % 5];
        let signed = rng.coin();
        let x = match rng.below(4) {
            0 => f64::from_bits(gen(&mut rng, F64)),
            1 => {
                // Around the saturation bounds.
                let b = 2f64.powi(bits as i32 - signed as i32);
                f64::from_bits(
                    (b * [1.0, 0.5, 2.0][rng.below(3) as usize])
                        .to_bits()
                        .wrapping_add_signed(rng.range(-3, 3)),
                )
            }
            _ => {
                // Around integers and half-integers.
                let n = (rng.next() >> rng.range(1, 63)) as f64;
                n + [0.0, 0.5, 0.25, 0.75][rng.below(4) as usize]
                    + [0.0, 1e-9, -1e-9][rng.below(3) as usize]
            }
        };
        let x = if rng.coin() { -x } else { x };
        for mode in MODES {
            let want = ref_to_int(x, mode, signed, bits);
            let got = fl::float_to_int(x, mode, signed, bits);
            rep.check(got == want, || {
                format!("float_to_int({}, {mode:?}, signed {signed}, {bits}) = {got:#x}, exact reference {want:#x}", f64s(&[x.to_bits()]))
            });
            if x.is_finite() {
                let want = match ref_round_int(x, mode) {
                    None => x.to_bits(),
                    Some((n, m)) => ref_from_int(n, m, F64, Round::Rn) | signed_zero(n, F64),
                };
                let got = fl::round_integral(x, mode).to_bits();
                ri.check(got == want, || {
                    format!(
                        "round_integral({}, {mode:?}) = {got:#x}, exact {want:#x}",
                        f64s(&[x.to_bits()])
                    )
                });
            }
        }
    }
    finish_all(vec![rep, ri]);
}

#[test]
fn ftz_flushes_subnormals_to_signed_zero() {
    let mut rng = Rng::new(0xf72);
    let mut flush = Report::new("ftz32/ftz64");
    let mut ops = Report::new("ftz composition of f32 ops");
    for _ in 0..CASES {
        let a = gen(&mut rng, F32);
        let got = fl::ftz32(f32::from_bits(a as u32)).to_bits() as u64;
        flush.check(got == F32.flush(a), || {
            format!("ftz32({}) = {got:#x}", f32s(&[a]))
        });
        let d = gen(&mut rng, F64);
        let got = fl::ftz64(f64::from_bits(d)).to_bits();
        flush.check(got == F64.flush(d), || {
            format!("ftz64({}) = {got:#x}", f64s(&[d]))
        });
    }
    // `.ftz` arithmetic as the interpreters compose it, against PTX's
    // definition: inputs and rounded results flushed.
    let ftz = |x: f32| fl::ftz32(x);
    let f = |b: u64| f32::from_bits(b as u32);
    for _ in 0..CASES {
        let mut t = fma_inputs(&mut rng, F32, |a, b| (f(a) * f(b)).to_bits() as u64);
        if rng.below(3) == 0 {
            // Results near the bottom of the normal range.
            t[0] = near(&mut rng, 1 << 23, F32);
        }
        let [a, b, c] = t;
        let [fa, fb, fc] = t.map(|x| F32.flush(x));
        let mode = MODES[rng.below(4) as usize];
        let out = |r: Option<u64>| r.map(|x| F32.flush(x));
        let cases: [(&str, f32, Option<u64>); 5] = [
            (
                "add.ftz",
                ftz(fl::add32(ftz(f(a)), ftz(f(b)), mode)),
                out(ref_add(fa, fb, F32, mode)),
            ),
            (
                "mul.ftz",
                ftz(fl::mul32(ftz(f(a)), ftz(f(b)), mode)),
                out(ref_mul(fa, fb, F32, mode)),
            ),
            (
                "div.ftz",
                ftz(fl::div32(ftz(f(a)), ftz(f(b)), mode)),
                out(ref_div(fa, fb, F32, mode)),
            ),
            (
                "sqrt.ftz",
                ftz(fl::sqrt32(ftz(f(a)), mode)),
                out(ref_sqrt(fa, F32, mode)),
            ),
            (
                "fma.ftz",
                ftz(fl::fma32(ftz(f(a)), ftz(f(b)), ftz(f(c)), mode)),
                out(ref_fma(fa, fb, fc, F32, mode)),
            ),
        ];
        for (name, got, want) in cases {
            ops.check(same32(got, want) && !got.is_subnormal(), || {
                format!(
                    "{name}({}, {mode:?}) = {:#010x}, reference {}",
                    f32s(&t),
                    got.to_bits(),
                    show(want)
                )
            });
        }
    }
    finish_all(vec![flush, ops]);
}

#[test]
fn nan_results_canonicalize_to_the_gpu_pattern() {
    let mut rep = Report::new("NaN rules");
    let mut rng = Rng::new(0x7a7);
    // canon32/canon64: every NaN (any sign, payload, quiet or signalling)
    // to the canonical pattern, everything else untouched.
    for _ in 0..CASES {
        let a = gen(&mut rng, F32) as u32;
        let want = if F32.is_nan(a as u64) { fl::NAN32 } else { a };
        let got = fl::canon32(f32::from_bits(a));
        rep.check(got == want, || format!("canon32({a:#010x}) = {got:#010x}"));
        let d = gen(&mut rng, F64);
        let want = if F64.is_nan(d) { fl::NAN64 } else { d };
        let got = fl::canon64(f64::from_bits(d));
        rep.check(got == want, || format!("canon64({d:#018x}) = {got:#018x}"));
    }
    assert_eq!(fl::NAN32, 0x7fff_ffff);
    assert_eq!(fl::NAN64, 0x7fff_ffff_ffff_ffff);
    assert_eq!(Narrow::F32.nan(), 0x7fff_ffff);
    assert_eq!(Narrow::F16.nan(), 0x7fff);
    assert_eq!(Narrow::BF16.nan(), 0x7fff);
    // Invalid operations and NaN operands (with payloads and signs) give a
    // NaN that canonicalizes to the GPU pattern, in every mode.
    let nans32 = [
        0x7fc0_0000u32,
        0xffc0_0001,
        0x7f80_0001,
        0xff80_1234,
        0x7fff_ffff,
    ];
    let (inf, z) = (f32::INFINITY, 0.0f32);
    for mode in MODES {
        let mut invalid: Vec<(String, f32)> = vec![
            ("inf - inf".into(), fl::add32(inf, -inf, mode)),
            ("0 * inf".into(), fl::mul32(z, inf, mode)),
            ("0 / 0".into(), fl::div32(z, -z, mode)),
            ("inf / inf".into(), fl::div32(-inf, inf, mode)),
            ("sqrt(-1)".into(), fl::sqrt32(-1.0, mode)),
            ("sqrt(-inf)".into(), fl::sqrt32(-inf, mode)),
            ("fma(inf, 0, 1)".into(), fl::fma32(inf, z, 1.0, mode)),
            ("fma(inf, 1, -inf)".into(), fl::fma32(inf, 1.0, -inf, mode)),
            (
                "f64_to_f32(NaN)".into(),
                fl::f64_to_f32(f64::from_bits(0xfff0_0000_0000_0001), mode),
            ),
        ];
        for &n in &nans32 {
            let n = f32::from_bits(n);
            invalid.push((format!("{:#x} + 1", n.to_bits()), fl::add32(n, 1.0, mode)));
            invalid.push((format!("{:#x} * 0", n.to_bits()), fl::mul32(n, 0.0, mode)));
            invalid.push((format!("1 / {:#x}", n.to_bits()), fl::div32(1.0, n, mode)));
            invalid.push((format!("sqrt({:#x})", n.to_bits()), fl::sqrt32(n, mode)));
            invalid.push((
                format!("fma(0, inf, {:#x})", n.to_bits()),
                fl::fma32(0.0, inf, n, mode),
            ));
            invalid.push((
                format!("fma(1, {:#x}, 1)", n.to_bits()),
                fl::fma32(1.0, n, 1.0, mode),
            ));
        }
        for (what, r) in invalid {
            rep.check(r.is_nan() && fl::canon32(r) == 0x7fff_ffff, || {
                format!(
                    "{what} ({mode:?}) = {:#010x}, canonical {:#010x}",
                    r.to_bits(),
                    fl::canon32(r)
                )
            });
        }
        let i64_ = f64::INFINITY;
        for (what, r) in [
            ("inf - inf", fl::add64(i64_, -i64_, mode)),
            ("0 * inf", fl::mul64(0.0, i64_, mode)),
            ("0 / 0", fl::div64(0.0, 0.0, mode)),
            ("sqrt(-1)", fl::sqrt64(-1.0, mode)),
            ("fma(inf, 0, 1)", fl::fma64(i64_, 0.0, 1.0, mode)),
            (
                "snan + 1",
                fl::add64(f64::from_bits(0xfff0_0000_0000_0001), 1.0, mode),
            ),
        ] {
            rep.check(
                r.is_nan() && fl::canon64(r) == 0x7fff_ffff_ffff_ffff,
                || format!("{what} f64 ({mode:?}) = {:#018x}", r.to_bits()),
            );
        }
        // The narrow roundings produce the canonical NaN bits directly.
        let snan = f64::from_bits(0xfff0_0000_0000_0001);
        for (what, got, want) in [
            ("f64_to_f16", fl::f64_to_f16(snan, mode) as u64, 0x7fff),
            ("f64_to_bf16", fl::f64_to_bf16(snan, mode) as u64, 0x7fff),
            (
                "round_f64_to f32",
                fl::round_f64_to(snan, 0.0, Narrow::F32, mode),
                0x7fff_ffff,
            ),
        ] {
            rep.check(got == want, || format!("{what}(NaN, {mode:?}) = {got:#x}"));
        }
    }
    // Float to integer: NaN gives 0.
    for bits in [8, 16, 32, 64, 128] {
        for signed in [false, true] {
            rep.check(
                fl::float_to_int(f64::NAN, Round::Rz, signed, bits) == 0,
                || format!("float_to_int(NaN, {bits})"),
            );
        }
    }
    finish_all(vec![rep]);
}

#[test]
fn min_max_follow_their_nan_and_zero_rules() {
    let mut rng = Rng::new(0x313);
    let mut rep = Report::new("minnum/maxnum/minimum/maximum");
    // -0 < +0; the reference is a total order on non-NaN values.
    let less = |a: f64, b: f64| {
        a < b || (a == 0.0 && b == 0.0 && a.is_sign_negative() && b.is_sign_positive())
    };
    for _ in 0..CASES {
        let a = f64::from_bits(gen(&mut rng, F64));
        let b = if rng.below(4) == 0 {
            -a
        } else {
            f64::from_bits(gen(&mut rng, F64))
        };
        let (an, bn) = (a.is_nan(), b.is_nan());
        let min = if less(b, a) { b } else { a };
        let max = if less(a, b) { b } else { a };
        let lose = |v: f64| match (an, bn) {
            (true, true) => None,
            (true, false) => Some(b.to_bits()),
            (false, true) => Some(a.to_bits()),
            _ => Some(v.to_bits()),
        };
        let prop = |v: f64| if an || bn { None } else { Some(v.to_bits()) };
        let bits = |r: Option<f64>| r.map(f64::to_bits);
        for (name, got, want) in [
            ("minnum", bits(fl::minnum(a, b)), lose(min)),
            ("maxnum", bits(fl::maxnum(a, b)), lose(max)),
            ("minimum", bits(fl::minimum(a, b)), prop(min)),
            ("maximum", bits(fl::maximum(a, b)), prop(max)),
        ] {
            rep.check(got == want, || {
                format!(
                    "{name}({}) = {got:x?}, want {want:x?}",
                    f64s(&[a.to_bits(), b.to_bits()])
                )
            });
        }
    }
    finish_all(vec![rep]);
}

#[test]
fn integer_to_float_near_2_pow_127() {
    // The top of the 128-bit range, where a residual computed through
    // `(v as f64) as i128` would saturate (the helpers round from the
    // integer directly).
    let mut rng = Rng::new(0x2_127);
    let mut rep = Report::new("int_to_float/uint_to_float >= 2^126");
    let fmts: [(Fmt, Option<Narrow>); 4] = [
        (F64, None),
        (F32, Some(Narrow::F32)),
        (F16, Some(Narrow::F16)),
        (BF16, Some(Narrow::BF16)),
    ];
    let mut mags: Vec<u128> = vec![
        i128::MAX as u128,
        1 << 127,
        u128::MAX,
        (1 << 127) + 1,
        u128::MAX - 1,
    ];
    for _ in 0..20_000 {
        let m = gen_int_mag(&mut rng, 126) | 1 << 126;
        mags.push(m);
        mags.push(m | 1 << 127);
    }
    for (i, &mag) in mags.iter().enumerate() {
        let (f, nf) = fmts[i % 4];
        for mode in MODES {
            let want = ref_from_int(false, mag, f, mode);
            let got = fl::uint_to_float(mag, nf, mode);
            rep.check(got == want, || {
                format!("uint_to_float({mag:#x}, {f:?}, {mode:?}) = {got:#x}, exact reference {want:#x}")
            });
            if mag <= i128::MAX as u128 {
                for neg in [false, true] {
                    let v = if neg { -(mag as i128) } else { mag as i128 };
                    let want = ref_from_int(neg, mag, f, mode);
                    let got = fl::int_to_float(v, nf, mode);
                    rep.check(got == want, || {
                        format!("int_to_float({v}, {f:?}, {mode:?}) = {got:#x}, exact reference {want:#x}")
                    });
                }
            }
        }
    }
    // i128::MIN = -2^127 is exact in every format but f16 (overflow).
    for (f, nf) in fmts {
        for mode in MODES {
            let want = ref_from_int(true, 1 << 127, f, mode);
            let got = fl::int_to_float(i128::MIN, nf, mode);
            rep.check(got == want, || format!("int_to_float(i128::MIN, {f:?}, {mode:?}) = {got:#x}, exact reference {want:#x}"));
        }
    }
    finish_all(vec![rep]);
}

/// One example of each directed-rounding bug the reference first found in
/// `float.rs`, checked against the reference and the expected bits.
#[test]
fn directed_f64_regressions() {
    let mut rep = Report::new("directed f64 regressions");
    let d = f64::from_bits;
    let mut one = |what: String, got: f64, want: Option<u64>, expect: Option<u64>| {
        let ok = same64(got, want) && expect.is_none_or(|e| want == Some(e));
        rep.check(ok, || {
            format!(
                "{what} = {:#018x}, exact reference {}, expected {expect:x?}",
                got.to_bits(),
                show(want)
            )
        });
    };
    // The product 2^-1790 underflows; its residual must not.
    let (a, b) = (0x0038_0000_0000_0000, 0x8038_0000_0000_0000);
    for mode in MODES {
        let expect = (mode == Round::Rm).then_some(0x8000_0000_0000_0001);
        one(
            format!("mul64({a:#x}, {b:#x}, {mode:?})"),
            fl::mul64(d(a), d(b), mode),
            ref_mul(a, b, F64, mode),
            expect,
        );
        one(
            format!("fma64({a:#x}, {b:#x}, 0, {mode:?})"),
            fl::fma64(d(a), d(b), 0.0, mode),
            ref_fma(a, b, 0, F64, mode),
            expect,
        );
    }
    // A square below 2^-968: the residual's scale must match the others'.
    let a = 0x0014_9af6_0000_0000;
    for mode in MODES {
        one(
            format!("sqrt64({a:#x}, {mode:?})"),
            fl::sqrt64(d(a), mode),
            ref_sqrt(a, F64, mode),
            None,
        );
    }
    // Near the largest double: two_sum, q*b (q = 0x7e700000000003c2) and
    // a*b overflow.
    let max = f64::MAX.to_bits();
    let (a, b) = (0x7fc9_e983_1c7a_99fe, 0xffef_ffff_ffff_ffff);
    for mode in MODES {
        one(
            format!("add64({a:#x}, {b:#x}, {mode:?})"),
            fl::add64(d(a), d(b), mode),
            ref_add(a, b, F64, mode),
            None,
        );
        let (x, y) = (max, 0x416f_ffff_ffff_f87c);
        one(
            format!("div64({x:#x}, {y:#x}, {mode:?})"),
            fl::div64(d(x), d(y), mode),
            ref_div(x, y, F64, mode),
            None,
        );
        let (x, y, z) = (max, 2f64.to_bits(), (-f64::MAX).to_bits());
        one(
            format!("fma64({x:#x}, {y:#x}, {z:#x}, {mode:?})"),
            fl::fma64(d(x), d(y), d(z), mode),
            ref_fma(x, y, z, F64, mode),
            Some(max),
        );
    }
    // A product that rounds to zero against a huge addend.
    let (a, b, c) = (1u64, 0x3000_0000_0000_0000, 0x7e00_0000_0000_0000);
    for mode in MODES {
        for sc in [0, 1 << 63] {
            one(
                format!("fma64({a:#x}, {b:#x}, {:#x}, {mode:?})", c | sc),
                fl::fma64(d(a), d(b), d(c | sc), mode),
                ref_fma(a, b, c | sc, F64, mode),
                None,
            );
        }
    }
    // 128-bit integers: i128::MAX is not 2^127 toward zero.
    for mode in MODES {
        let got = fl::int_to_float(i128::MAX, None, mode);
        let want = ref_from_int(false, i128::MAX as u128, F64, mode);
        let down = matches!(mode, Round::Rz | Round::Rm);
        one(
            format!("int_to_float(i128::MAX, f64, {mode:?})"),
            d(got),
            Some(want),
            Some(if down {
                0x47df_ffff_ffff_ffff
            } else {
                0x47e0_0000_0000_0000
            }),
        );
        let got = fl::uint_to_float(u128::MAX, None, mode);
        let want = ref_from_int(false, u128::MAX, F64, mode);
        one(
            format!("uint_to_float(u128::MAX, f64, {mode:?})"),
            d(got),
            Some(want),
            None,
        );
    }
    finish_all(vec![rep]);
}
