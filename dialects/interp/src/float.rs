//! Bit-exact floating point for the interpreters: rounding modes, half
//! precision, NaN and signed-zero rules, approximate functions.
//!
//! # Conventions (shared by the nvvm and ptx interpreters)
//!
//! - Arithmetic is IEEE 754 with round-to-nearest-even unless a mode is
//!   given; subnormals are kept unless an operation is `.ftz`, which flushes
//!   subnormal inputs and results to zero of the same sign.
//! - A NaN produced by an arithmetic operation is the canonical NaN of its
//!   format with all payload bits set (`0x7fffffff` for f32, `0x7fff` for
//!   f16/bf16, `0x7fffffffffffffff` for f64), which is what NVIDIA GPUs
//!   produce for f32; sign and payload of input NaNs are not propagated.
//!   Bit operations (`fneg`, `fabs`, `copysign`, loads, bitcasts) keep bits.
//! - Directed rounding (`.rz`, `.rm`, `.rp`) is exact: results are computed
//!   as an unevaluated sum `hi + lo` of two f64 (exact for every f32
//!   operation) and rounded once ([`round_f64_to`]). f64 operations take
//!   the round-to-nearest result and the sign of its exact residual, from
//!   error-free transformations (`two_sum`, `fma`) where every term stays
//!   in the normal range without overflow, which is the common case; the
//!   rest (products or squares below 2^-968, operands near the largest
//!   double, addends far from the product in `fma`) go through an exact
//!   integer path (`exact_fma`) and are rounded once from it. Integer to
//!   float conversions round from the integer directly.
//! - f16 and bf16 add/sub/mul/div/sqrt are computed in f32 and rounded once
//!   more: f32 has at least `2p+2` bits for both formats, so the double
//!   rounding is innocuous (the result is the correctly rounded one).
//!   Their `fma` goes through an exact f64 double-double.
//! - `minnum`/`maxnum` (and PTX `min`/`max`) return the other operand when
//!   one is NaN and the canonical NaN when both are; `-0.0` is smaller than
//!   `+0.0`. `minimum`/`maximum` (and PTX `.NaN` variants) propagate NaN.
//! - Float to integer conversions saturate to the target range and give 0
//!   for NaN, as PTX `cvt.rzi` does (LLVM calls out-of-range results poison;
//!   kernels are compared against PTX, so the PTX result is the useful one).
//!
//! # Approximate functions
//!
//! `ex2`, `lg2`, `sin`, `cos`, `rsqrt`, `rcp`, `sqrt`, `tanh` `.approx` are
//! computed as the f64 library function of the f32 input rounded once to f32:
//! the correctly rounded result except where the f64 value lies within its
//! own error (< 1 f64 ulp) of an f32 rounding boundary. Hardware is less
//! accurate; comparisons against GPU or hardware-faithful results need the
//! PTX ISA bounds, listed in [`APPROX_BOUNDS`].

use std::cmp::Ordering;

pub use dialects::ir::intrinsics::Round;

/// The error bounds the PTX ISA manual states for its approximate
/// instructions: (instruction, bound). The interpreters compute these
/// functions (almost) correctly rounded; a GPU's result may differ by up to
/// the bound.
pub const APPROX_BOUNDS: &[(&str, &str)] = &[
    ("rcp.approx.f32", "max 1 ulp"),
    ("sqrt.approx.f32", "max relative error 2^-23"),
    ("rsqrt.approx.f32", "max relative error 2^-22.9"),
    (
        "rsqrt.approx.f64",
        "max relative error 2^-52 (approximately)",
    ),
    ("ex2.approx.f32", "max relative error 2^-22 (2 ulp)"),
    (
        "lg2.approx.f32",
        "max absolute error 2^-22.6 on the mantissa",
    ),
    (
        "sin.approx.f32",
        "max absolute error 2^-20.9 in [-100pi, 100pi]",
    ),
    (
        "cos.approx.f32",
        "max absolute error 2^-20.9 in [-100pi, 100pi]",
    ),
    ("tanh.approx.f32", "max relative error 2^-11"),
    ("div.approx.f32", "max 2 ulp for |b| in [2^-126, 2^126]"),
];

/// A floating-point format narrower than f64.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Narrow {
    /// IEEE half: 5 exponent bits, 10 mantissa bits.
    F16,
    /// bfloat16: 8 exponent bits, 7 mantissa bits.
    BF16,
    /// IEEE single.
    F32,
}

impl Narrow {
    fn ebits(self) -> u32 {
        match self {
            Narrow::F16 => 5,
            Narrow::BF16 | Narrow::F32 => 8,
        }
    }
    fn mbits(self) -> u32 {
        match self {
            Narrow::F16 => 10,
            Narrow::BF16 => 7,
            Narrow::F32 => 23,
        }
    }
    /// The canonical NaN bit pattern.
    pub fn nan(self) -> u64 {
        match self {
            Narrow::F16 | Narrow::BF16 => 0x7fff,
            Narrow::F32 => 0x7fff_ffff,
        }
    }
}

/// The canonical f32 NaN.
pub const NAN32: u32 = 0x7fff_ffff;
/// The canonical f64 NaN.
pub const NAN64: u64 = 0x7fff_ffff_ffff_ffff;

/// f32 bits with NaN made canonical.
pub fn canon32(x: f32) -> u32 {
    if x.is_nan() {
        NAN32
    } else {
        x.to_bits()
    }
}

/// f64 bits with NaN made canonical.
pub fn canon64(x: f64) -> u64 {
    if x.is_nan() {
        NAN64
    } else {
        x.to_bits()
    }
}

/// The exact error of `a + b`: `(s, e)` with `s = fl(a + b)`, `s + e = a + b`.
pub fn two_sum(a: f64, b: f64) -> (f64, f64) {
    let s = a + b;
    let bb = s - a;
    let e = (a - (s - bb)) + (b - bb);
    (s, e)
}

fn sign_f(x: f64) -> f64 {
    if x > 0.0 {
        1.0
    } else if x < 0.0 {
        -1.0
    } else {
        0.0
    }
}

/// Rounds the exact value `hi + lo` (with `hi = fl64(hi + lo)`, so `lo` is
/// below half an f64 ulp of `hi`) once to a narrow format in `mode`;
/// returns the bit pattern. Only the sign of `lo` matters.
pub fn round_f64_to(hi: f64, lo: f64, fmt: Narrow, mode: Round) -> u64 {
    let (eb, mb) = (fmt.ebits(), fmt.mbits());
    let sign_bit = 1u64 << (eb + mb);
    let neg = hi.is_sign_negative();
    let sgn = if neg { sign_bit } else { 0 };
    let emax_field = (1u64 << eb) - 1;
    if hi.is_nan() {
        return fmt.nan();
    }
    if hi.is_infinite() {
        // An infinite hi with a finite exact value is an overflow (lo says
        // which way the exact value lies); handled like any overflow below.
        if lo == 0.0 || lo.is_nan() {
            return sgn | emax_field << mb;
        }
    }
    if hi == 0.0 {
        return sgn;
    }
    // |hi| = m * 2^e with m an integer of up to 53 bits.
    let bits = hi.to_bits() & !(1u64 << 63);
    let (m, e) = if hi.is_infinite() {
        // Treat as 2^1024: any finite narrow format overflows.
        (1u64 << 52, 1024 - 52)
    } else {
        let ef = (bits >> 52) as i64;
        let frac = bits & ((1 << 52) - 1);
        if ef == 0 {
            (frac, -1074)
        } else {
            (frac | 1 << 52, ef - 1075)
        }
    };
    // Sign of (exact - hi) relative to the magnitude: +1 away from zero.
    let s = sign_f(lo) * if neg { -1.0 } else { 1.0 };
    let bias = (1i64 << (eb - 1)) - 1;
    let emin = 1 - bias;
    let msb = 63 - m.leading_zeros() as i64; // position of the top bit of m
    let ev = e + msb; // exponent of the value
    let mut q = ev.max(emin) - mb as i64; // exponent of the target lsb
    let shift = q - e;
    let (mut t, above, tie, inexact);
    if shift <= 0 {
        t = m << (-shift) as u32;
        if s < 0.0 {
            // Just below a representable value: step down, remainder ~1 ulp.
            if t == 1 << mb && ev > emin {
                t = (1 << (mb + 1)) - 1;
                q -= 1;
            } else {
                t -= 1;
            }
            above = true;
            tie = false;
            inexact = true;
        } else {
            above = false;
            tie = false;
            inexact = s > 0.0;
        }
    } else if shift > 64 {
        t = 0;
        above = false;
        tie = false;
        inexact = true;
    } else {
        let sh = shift as u32;
        t = if sh == 64 { 0 } else { m >> sh };
        let rem = if sh == 64 { m } else { m & ((1u64 << sh) - 1) };
        let half = 1u64 << (sh - 1);
        if rem == 0 && s < 0.0 {
            if t == 1 << mb && ev > emin {
                t = (1 << (mb + 1)) - 1;
                q -= 1;
            } else {
                t -= 1;
            }
            above = true;
            tie = false;
            inexact = true;
        } else {
            above = rem > half || (rem == half && s > 0.0);
            tie = rem == half && s == 0.0;
            inexact = rem != 0 || s != 0.0;
        }
    }
    let up = match mode {
        Round::Rn => above || (tie && t & 1 == 1),
        Round::Rz => false,
        Round::Rm => neg && inexact,
        Round::Rp => !neg && inexact,
    };
    t += up as u64;
    if t >= 1 << (mb + 1) {
        t >>= 1;
        q += 1;
    }
    if t < 1 << mb {
        // Subnormal (or zero): exponent field 0.
        return sgn | t;
    }
    let ef = q + mb as i64 + bias;
    if ef >= emax_field as i64 {
        let max = (emax_field - 1) << mb | ((1 << mb) - 1);
        let inf = emax_field << mb;
        let to_inf = match mode {
            Round::Rn => true,
            Round::Rz => false,
            Round::Rm => neg,
            Round::Rp => !neg,
        };
        return sgn | if to_inf { inf } else { max };
    }
    sgn | (ef as u64) << mb | (t & ((1 << mb) - 1))
}

/// Rounds `hi + lo` to f32 in `mode`.
pub fn dd_to_f32(hi: f64, lo: f64, mode: Round) -> f32 {
    f32::from_bits(round_f64_to(hi, lo, Narrow::F32, mode) as u32)
}

fn next_up(x: f64) -> f64 {
    if x.is_nan() || x == f64::INFINITY {
        return x;
    }
    if x == 0.0 {
        return f64::from_bits(1);
    }
    let b = x.to_bits();
    f64::from_bits(if x > 0.0 { b + 1 } else { b - 1 })
}

fn next_down(x: f64) -> f64 {
    -next_up(-x)
}

/// Rounds the exact value `hi + δ` (δ tiny, of sign `lo_sign`, `hi` the
/// round-to-nearest result) to f64 in `mode`.
pub fn directed64(hi: f64, lo_sign: f64, mode: Round) -> f64 {
    if hi.is_nan() || lo_sign == 0.0 || lo_sign.is_nan() {
        return hi;
    }
    match mode {
        Round::Rn => hi,
        // Toward zero: step only when the exact value is smaller in
        // magnitude (a zero hi means a tiny exact value, which stays zero).
        Round::Rz if hi > 0.0 && lo_sign < 0.0 => next_down(hi),
        Round::Rz if hi < 0.0 && lo_sign > 0.0 => next_up(hi),
        Round::Rz => hi,
        Round::Rm => {
            if lo_sign < 0.0 {
                next_down(hi)
            } else {
                hi
            }
        }
        Round::Rp => {
            if lo_sign > 0.0 {
                next_up(hi)
            } else {
                hi
            }
        }
    }
}

/// Exact sign of a sum of f64 terms (Shewchuk's expansion growth with
/// zero elimination), for residuals that must not be rounded. The
/// expansion is kept in place on the stack (at most `N` components): this
/// runs on the common path of every directed f64 operation. The terms
/// must be small enough for `two_sum` not to overflow: up to four terms
/// of at most 2^1021 keep every partial sum below 2^1023.
fn sum_sign<const N: usize>(terms: [f64; N]) -> f64 {
    let mut e = [0.0f64; N];
    let mut n = 0;
    for t in terms {
        let mut q = t;
        let mut m = 0;
        for i in 0..n {
            // Writing e[m] with m <= i after reading e[i] is safe in place.
            let (s, err) = two_sum(q, e[i]);
            if err != 0.0 {
                e[m] = err;
                m += 1;
            }
            q = s;
        }
        e[m] = q;
        n = m + 1;
    }
    // The components do not overlap: the largest nonzero one has the sign
    // of the sum.
    e[..n]
        .iter()
        .rev()
        .copied()
        .find(|x| *x != 0.0)
        .map_or(0.0, sign_f)
}

/// Sign of the zero result of an exact cancellation `x + y = 0`.
fn zero_sum(x: f64, y: f64, mode: Round) -> f64 {
    if x == 0.0 && y == 0.0 && x.is_sign_negative() == y.is_sign_negative() {
        x
    } else if mode == Round::Rm {
        -0.0
    } else {
        0.0
    }
}

/// f32 addition in `mode`.
pub fn add32(a: f32, b: f32, mode: Round) -> f32 {
    let (a, b) = (a as f64, b as f64);
    if !(a.is_finite() && b.is_finite()) {
        return (a + b) as f32;
    }
    let (s, e) = two_sum(a, b);
    if s == 0.0 && e == 0.0 {
        return zero_sum(a, b, mode) as f32;
    }
    dd_to_f32(s, e, mode)
}

/// f32 multiplication in `mode` (the f64 product is exact).
pub fn mul32(a: f32, b: f32, mode: Round) -> f32 {
    let p = a as f64 * b as f64;
    if !p.is_finite() {
        return a * b;
    }
    dd_to_f32(p, 0.0, mode)
}

/// f32 division in `mode`.
pub fn div32(a: f32, b: f32, mode: Round) -> f32 {
    let (x, y) = (a as f64, b as f64);
    let q = x / y;
    if !q.is_finite() || q == 0.0 {
        return a / b;
    }
    let r = (-q).mul_add(y, x);
    dd_to_f32(q, r * sign_f(y), mode)
}

/// f32 square root in `mode`.
pub fn sqrt32(a: f32, mode: Round) -> f32 {
    let x = a as f64;
    let s = x.sqrt();
    if !s.is_finite() || s == 0.0 {
        return a.sqrt();
    }
    let r = (-s).mul_add(s, x);
    dd_to_f32(s, r, mode)
}

/// f32 fused multiply-add in `mode`, rounded once.
pub fn fma32(a: f32, b: f32, c: f32, mode: Round) -> f32 {
    if mode == Round::Rn {
        // Rust guarantees a fused, correctly rounded mul_add.
        return a.mul_add(b, c);
    }
    let p = a as f64 * b as f64; // exact: 24 + 24 bits
    let c = c as f64;
    if !(p.is_finite() && c.is_finite()) {
        return (p + c) as f32;
    }
    let (s, e) = two_sum(p, c);
    if s == 0.0 && e == 0.0 {
        return zero_sum(p, c, mode) as f32;
    }
    dd_to_f32(s, e, mode)
}

/// `2^-968`: a product `p = fl(a*b)` at least this large has an exact
/// residual `fma(a, b, -p)` (the exact product's last bit, at
/// `2^(ea+eb)` for integer mantissas, is then at or above `2^-1074`).
const RESIDUAL_MIN: f64 = f64::from_bits(0x0370_0000_0000_0000);
/// `2^-960`: inputs of `div64`/`sqrt64` at least this large make `q*b` or
/// `s*s` (within a factor 2 of the input) at least [`RESIDUAL_MIN`].
const QUOT_MIN: f64 = f64::from_bits(0x03f0_0000_0000_0000);
/// `2^1020`: terms below this cannot overflow `two_sum` or the expansion
/// of up to four terms in [`sum_sign`], nor a product within a factor 2.
const TERM_MAX: f64 = f64::from_bits(0x7fb0_0000_0000_0000);

/// A finite f64 as `(negative, m, e)` with value `(-1)^negative * m * 2^e`,
/// `m < 2^53` an integer.
fn decompose(x: f64) -> (bool, u64, i64) {
    let b = x.to_bits();
    let ef = ((b >> 52) & 0x7ff) as i64;
    let frac = b & ((1 << 52) - 1);
    let (m, e) = if ef == 0 {
        (frac, -1074)
    } else {
        (frac | 1 << 52, ef - 1075)
    };
    (b >> 63 == 1, m, e)
}

/// An exact value `(-1)^neg * (mag + ε) * 2^exp`, with `0 < ε < 1` when
/// `sticky` and `ε = 0` otherwise. `mag == 0` (never with `sticky`) is an
/// exact zero.
struct Wide {
    neg: bool,
    mag: u128,
    exp: i64,
    sticky: bool,
}

/// `a*b + c` for finite `a`, `b`, `c`, exactly in integers: the product of
/// the mantissas (at most 106 bits) and `c`'s mantissa are placed with
/// their top bits at bit 125, so their sum fits in a `u128`; the operand
/// with the lower exponent is shifted right to align, and what it loses
/// becomes the sticky bit. Both mantissas have their lowest set bit at 20
/// or above, so a shift of up to 20 loses nothing: cancellation of leading
/// bits (shift 0 or 1) is exact, and a sticky result (shift 21 or more)
/// keeps at least 124 bits, far more than the rounding needs. No float
/// arithmetic, so no overflow or underflow anywhere in the exponent range.
fn exact_fma(a: f64, b: f64, c: f64) -> Wide {
    let (sa, ma, ea) = decompose(a);
    let (sb, mb, eb) = decompose(b);
    let (sc, mc, ec) = decompose(c);
    let (pn, pm, pe) = (sa != sb, ma as u128 * mb as u128, ea + eb);
    if pm == 0 {
        return Wide {
            neg: sc,
            mag: mc as u128,
            exp: ec,
            sticky: false,
        };
    }
    if mc == 0 {
        return Wide {
            neg: pn,
            mag: pm,
            exp: pe,
            sticky: false,
        };
    }
    let norm = |m: u128, e: i64| {
        let sh = m.leading_zeros() - 2;
        (m << sh, e - sh as i64)
    };
    let (pm, pe) = norm(pm, pe);
    let (cm, ce) = norm(mc as u128, ec);
    // x: the larger exponent (top bits at the same position), y: aligned.
    let ((xn, xm, xe), (yn, ym, ye)) = if pe >= ce {
        ((pn, pm, pe), (sc, cm, ce))
    } else {
        ((sc, cm, ce), (pn, pm, pe))
    };
    let d = (xe - ye) as u64;
    let (y, sticky) = if d == 0 {
        (ym, false)
    } else if d >= 128 {
        (0, true)
    } else {
        (ym >> d, ym & ((1u128 << d) - 1) != 0)
    };
    let wide = |neg, mag, sticky| Wide {
        neg,
        mag,
        exp: xe,
        sticky,
    };
    if xn == yn {
        return wide(xn, xm + y, sticky);
    }
    if d == 0 {
        return match xm.cmp(&ym) {
            Ordering::Greater => wide(xn, xm - ym, false),
            Ordering::Less => wide(yn, ym - xm, false),
            Ordering::Equal => wide(false, 0, false),
        };
    }
    // x - (y + ε) = (x - y - 1) + (1 - ε): still sticky. x >= 2^125 > y.
    wide(xn, xm - y - sticky as u128, sticky)
}

/// Rounds the exact value `(-1)^neg * (mag + ε) * 2^exp` (`ε` as in
/// [`Wide`]; `mag != 0`) once to the binary format with `eb` exponent and
/// `mb` stored mantissa bits in `mode`; returns the bits. With `sticky`,
/// `mag` must have at least `mb + 3` bits, so that `ε` lies strictly below
/// the rounding bit.
fn round_bits(neg: bool, mag: u128, exp: i64, sticky: bool, eb: u32, mb: u32, mode: Round) -> u64 {
    debug_assert!(mag != 0);
    let sgn = if neg { 1u64 << (eb + mb) } else { 0 };
    let bias = (1i64 << (eb - 1)) - 1;
    let emin = 1 - bias;
    let n = 128 - mag.leading_zeros() as i64;
    let top = exp + n - 1;
    // Exponent of the result's last mantissa bit (subnormals included).
    let mut q = top.max(emin) - mb as i64;
    let shift = q - exp;
    // t: the truncated mantissa (at most mb + 1 bits); half: the first bit
    // below it; rest: anything below that.
    let (mut t, half, rest) = if shift <= 0 {
        // Exact (mag has at most mb + 1 bits here, so no sticky either).
        debug_assert!(!sticky);
        ((mag << -shift) as u64, false, sticky)
    } else if shift > 128 {
        // The value is below 2^(exp + 128) <= 2^(q - 1): under half an ulp.
        (0, false, true)
    } else {
        let s = shift as u32;
        let t = if s == 128 { 0 } else { (mag >> s) as u64 };
        let half = (mag >> (s - 1)) & 1 == 1;
        let below = s > 1 && mag & (u128::MAX >> (129 - s)) != 0;
        (t, half, below || sticky)
    };
    let inexact = half || rest;
    let up = match mode {
        Round::Rn => half && (rest || t & 1 == 1),
        Round::Rz => false,
        Round::Rm => neg && inexact,
        Round::Rp => !neg && inexact,
    };
    t += up as u64;
    if t == 1 << (mb + 1) {
        t >>= 1;
        q += 1;
    }
    if t < 1 << mb {
        // Subnormal or zero: exponent field 0.
        return sgn | t;
    }
    let e = q + mb as i64;
    if e > bias {
        let to_inf = match mode {
            Round::Rn => true,
            Round::Rz => false,
            Round::Rm => neg,
            Round::Rp => !neg,
        };
        let inf = ((1u64 << eb) - 1) << mb;
        return sgn | if to_inf { inf } else { inf - 1 };
    }
    sgn | ((e + bias) as u64) << mb | (t & ((1 << mb) - 1))
}

/// `a*b + c` for finite inputs, rounded once in `mode` from the exact
/// integer value (the slow path of the directed f64 operations).
fn fma64_exact(a: f64, b: f64, c: f64, mode: Round) -> f64 {
    let w = exact_fma(a, b, c);
    if w.mag == 0 {
        // An exact zero: the product's zero sign (when it is zero) meets
        // c's by the usual rule; a cancellation is +0 (-0 in Rm).
        let pz = if a.is_sign_negative() != b.is_sign_negative() {
            -0.0
        } else {
            0.0
        };
        return zero_sum(pz, c, mode);
    }
    f64::from_bits(round_bits(w.neg, w.mag, w.exp, w.sticky, 11, 52, mode))
}

/// Sign of the exact `a*b + c` for finite inputs.
fn fma64_sign(a: f64, b: f64, c: f64) -> f64 {
    let w = exact_fma(a, b, c);
    if w.mag == 0 {
        0.0
    } else if w.neg {
        -1.0
    } else {
        1.0
    }
}

/// f64 addition in `mode`.
pub fn add64(a: f64, b: f64, mode: Round) -> f64 {
    let s = a + b;
    if !(a.is_finite() && b.is_finite()) || mode == Round::Rn {
        return s;
    }
    if s.is_infinite() {
        return directed64(s, -s, mode);
    }
    if a.abs().max(b.abs()) >= TERM_MAX {
        // two_sum's intermediates (s - a) can overflow near the largest
        // double although the sum does not.
        return fma64_exact(a, 1.0, b, mode);
    }
    let (_, e) = two_sum(a, b);
    if s == 0.0 && e == 0.0 {
        return zero_sum(a, b, mode);
    }
    directed64(s, e, mode)
}

/// f64 multiplication in `mode`.
pub fn mul64(a: f64, b: f64, mode: Round) -> f64 {
    let p = a * b;
    if !(a.is_finite() && b.is_finite()) || mode == Round::Rn {
        return p;
    }
    if p.is_infinite() {
        return directed64(p, -p, mode);
    }
    if p.abs() >= RESIDUAL_MIN || a == 0.0 || b == 0.0 {
        return directed64(p, a.mul_add(b, -p), mode);
    }
    // The residual of a product this small underflows (it is below
    // 2^-1074 or loses bits), and so may the product itself: round the
    // exact product.
    fma64_exact(a, b, 0.0, mode)
}

/// f64 division in `mode`.
pub fn div64(a: f64, b: f64, mode: Round) -> f64 {
    let q = a / b;
    if !(a.is_finite() && b.is_finite()) || b == 0.0 || mode == Round::Rn {
        return q;
    }
    if q.is_infinite() {
        return directed64(q, -q, mode);
    }
    // Sign of a - q*b: (exact - q) has it times sign(b).
    let res = if (QUOT_MIN..TERM_MAX).contains(&a.abs()) {
        // q*b = p + r exactly (p lies within a factor 2 of a, so the
        // residual r is exact and nothing overflows): a - q*b = a - p - r.
        let p = q * b;
        let r = q.mul_add(b, -p);
        sum_sign([a, -p, -r])
    } else {
        // q*b may underflow its residual, or overflow near the largest
        // double (q finite, q*b rounding to infinity).
        fma64_sign(-q, b, a)
    };
    directed64(q, res * sign_f(b), mode)
}

/// f64 square root in `mode`.
pub fn sqrt64(a: f64, mode: Round) -> f64 {
    let s = a.sqrt();
    if !s.is_finite() || s == 0.0 || mode == Round::Rn {
        return s;
    }
    let res = if (QUOT_MIN..TERM_MAX).contains(&a) {
        // s*s = p + r exactly, as in div64.
        let p = s * s;
        let r = s.mul_add(s, -p);
        sum_sign([a, -p, -r])
    } else {
        fma64_sign(-s, s, a)
    };
    directed64(s, res, mode)
}

/// f64 fused multiply-add in `mode`.
pub fn fma64(a: f64, b: f64, c: f64, mode: Round) -> f64 {
    let r = a.mul_add(b, c);
    if mode == Round::Rn || !(a.is_finite() && b.is_finite() && c.is_finite()) {
        return r;
    }
    if r.is_infinite() {
        return directed64(r, -r, mode);
    }
    let p = a * b;
    let p_ok = (RESIDUAL_MIN..TERM_MAX).contains(&p.abs()) || a == 0.0 || b == 0.0;
    if !(p_ok && c.abs() < TERM_MAX) {
        // A product whose residual underflows, a product or addend near
        // the largest double (a*b may overflow while a*b + c does not),
        // or a tiny product against a huge addend: exactly in integers.
        return fma64_exact(a, b, c, mode);
    }
    // a*b = p + e exactly; every term is far from overflow.
    let e = a.mul_add(b, -p);
    let res = sum_sign([p, e, c, -r]);
    if r == 0.0 && res == 0.0 {
        return zero_sum(p, c, mode);
    }
    directed64(r, res, mode)
}

// Widening half-precision bits is exact and the front end needs it for
// literals, so it lives with the IR's types.
pub use dialects::ir::half::{bf16_to_f32, f16_to_f32};

/// f64 to f16 bits in `mode` (one rounding).
pub fn f64_to_f16(x: f64, mode: Round) -> u16 {
    round_f64_to(x, 0.0, Narrow::F16, mode) as u16
}

/// f64 to bf16 bits in `mode` (one rounding).
pub fn f64_to_bf16(x: f64, mode: Round) -> u16 {
    round_f64_to(x, 0.0, Narrow::BF16, mode) as u16
}

/// f64 to f32 in `mode` (one rounding).
pub fn f64_to_f32(x: f64, mode: Round) -> f32 {
    if mode == Round::Rn {
        return x as f32;
    }
    dd_to_f32(x, 0.0, mode)
}

/// Flushes an f32 subnormal to zero of the same sign.
pub fn ftz32(x: f32) -> f32 {
    if x.is_subnormal() {
        if x.is_sign_negative() {
            -0.0
        } else {
            0.0
        }
    } else {
        x
    }
}

/// Flushes an f64 subnormal to zero of the same sign.
pub fn ftz64(x: f64) -> f64 {
    if x.is_subnormal() {
        if x.is_sign_negative() {
            -0.0
        } else {
            0.0
        }
    } else {
        x
    }
}

/// sm_100's `add`/`sub.{rnd}{.sat}.f32.{f16,bf16} d, a, b`: `a` (16-bit
/// bits) widened exactly, one rounding in `mode`; the f32 result's bits.
pub fn mixed_add32(a: u16, bf16: bool, b: f32, sub: bool, mode: Round, sat_: bool) -> u32 {
    let a = if bf16 { bf16_to_f32(a) } else { f16_to_f32(a) };
    let r = add32(a, if sub { -b } else { b }, mode);
    canon32(if sat_ { sat(f64::from(r)) as f32 } else { r })
}

/// Clamps to [0, 1]; NaN gives 0 (PTX `.sat`).
pub fn sat(x: f64) -> f64 {
    if x.is_nan() || x <= 0.0 {
        // -0.0 saturates to +0.0.
        0.0
    } else if x >= 1.0 {
        1.0
    } else {
        x
    }
}

fn total_lt(a: f64, b: f64) -> bool {
    a < b || (a == 0.0 && b == 0.0 && a.is_sign_negative() && !b.is_sign_negative())
}

/// `minnum` on values widened to f64: NaN loses, `-0 < +0`; `None` means
/// "both NaN" (the caller returns its format's canonical NaN).
pub fn minnum(a: f64, b: f64) -> Option<f64> {
    match (a.is_nan(), b.is_nan()) {
        (true, true) => None,
        (true, false) => Some(b),
        (false, true) => Some(a),
        _ => Some(if total_lt(b, a) { b } else { a }),
    }
}

/// `redux.sync.{min,max}{.abs}{.NaN}.f32` over the lanes' bits: `+0 >
/// -0`; with `nan` any NaN gives the canonical NaN, without it NaNs are
/// left out (all NaN: the canonical NaN).
pub fn redux_f32(bits: &[u32], max: bool, abs: bool, nan: bool) -> u32 {
    const CANONICAL: u32 = 0x7fff_ffff;
    let vals: Vec<f64> = bits
        .iter()
        .map(|&b| {
            let x = f64::from(f32::from_bits(b));
            if abs {
                x.abs()
            } else {
                x
            }
        })
        .collect();
    if nan && vals.iter().any(|x| x.is_nan()) {
        return CANONICAL;
    }
    let pick = if max { maxnum } else { minnum };
    vals.iter()
        .copied()
        .try_fold(
            f64::NAN,
            |a, b| if a.is_nan() { Some(b) } else { pick(a, b) },
        )
        .filter(|r| !r.is_nan())
        .map_or(CANONICAL, |r| (r as f32).to_bits())
}

/// `maxnum`: NaN loses, `+0 > -0`; `None` when both are NaN.
pub fn maxnum(a: f64, b: f64) -> Option<f64> {
    match (a.is_nan(), b.is_nan()) {
        (true, true) => None,
        (true, false) => Some(b),
        (false, true) => Some(a),
        _ => Some(if total_lt(a, b) { b } else { a }),
    }
}

/// `minimum`: NaN propagates (`None`), `-0 < +0`.
pub fn minimum(a: f64, b: f64) -> Option<f64> {
    if a.is_nan() || b.is_nan() {
        None
    } else {
        minnum(a, b)
    }
}

/// `maximum`: NaN propagates (`None`), `+0 > -0`.
pub fn maximum(a: f64, b: f64) -> Option<f64> {
    if a.is_nan() || b.is_nan() {
        None
    } else {
        maxnum(a, b)
    }
}

/// Rounds to an integral value in `mode` (`Rn` ties to even).
pub fn round_integral(x: f64, mode: Round) -> f64 {
    match mode {
        Round::Rn => x.round_ties_even(),
        Round::Rz => x.trunc(),
        Round::Rm => x.floor(),
        Round::Rp => x.ceil(),
    }
}

/// Float to integer in `mode`, saturating to the `bits`-bit range; NaN
/// gives 0. Returns the bit pattern (two's complement for signed).
pub fn float_to_int(x: f64, mode: Round, signed: bool, bits: u32) -> u128 {
    if x.is_nan() {
        return 0;
    }
    let r = round_integral(x, mode);
    let mask = if bits == 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    };
    if signed {
        let max = (mask >> 1) as i128;
        let min = -max - 1;
        let v = if r >= max as f64 {
            max
        } else if r <= min as f64 {
            min
        } else {
            r as i128
        };
        (v as u128) & mask
    } else {
        let max = mask;
        if r <= 0.0 {
            0
        } else if r >= max as f64 {
            max
        } else {
            r as u128
        }
    }
}

/// Integer to float in `mode` (one rounding). `v` is the value (already
/// sign- or zero-extended); `fmt` `None` means f64. Returns the bits.
pub fn int_to_float(v: i128, fmt: Option<Narrow>, mode: Round) -> u64 {
    int_mag_to_float(v < 0, v.unsigned_abs(), fmt, mode)
}

/// Unsigned integer to float in `mode`; like [`int_to_float`].
pub fn uint_to_float(v: u128, fmt: Option<Narrow>, mode: Round) -> u64 {
    int_mag_to_float(false, v, fmt, mode)
}

/// `(-1)^neg * mag` to float in `mode`, rounded from the integer itself
/// (leading bit, shift, round and sticky bits): a residual computed in f64
/// arithmetic runs out of range near 2^127 (`v as f64` can round to
/// 2^127, which no `i128` holds, and to 2^128, which no `u128` holds).
fn int_mag_to_float(neg: bool, mag: u128, fmt: Option<Narrow>, mode: Round) -> u64 {
    if mag == 0 {
        return 0;
    }
    let (eb, mb) = match fmt {
        None if mag < 1 << 53 => {
            // Exact in f64.
            let x = mag as u64 as f64;
            return if neg { -x } else { x }.to_bits();
        }
        None => (11, 52),
        Some(f) => (f.ebits(), f.mbits()),
    };
    round_bits(neg, mag, 0, false, eb, mb, mode)
}

/// `ex2.approx.f32`: 2^x, see the module docs on accuracy.
pub fn ex2_approx(x: f32) -> f32 {
    (x as f64).exp2() as f32
}

/// `lg2.approx.f32`: log2(x).
pub fn lg2_approx(x: f32) -> f32 {
    (x as f64).log2() as f32
}

/// `sin.approx.f32`.
pub fn sin_approx(x: f32) -> f32 {
    (x as f64).sin() as f32
}

/// `cos.approx.f32`.
pub fn cos_approx(x: f32) -> f32 {
    (x as f64).cos() as f32
}

/// `tanh.approx.f32`.
pub fn tanh_approx(x: f32) -> f32 {
    (x as f64).tanh() as f32
}

/// `rsqrt.approx.f32`: 1/sqrt(x) (`rsqrt(-0) = -inf`, negative gives NaN).
pub fn rsqrt_approx(x: f32) -> f32 {
    if x == 0.0 {
        return if x.is_sign_negative() {
            f32::NEG_INFINITY
        } else {
            f32::INFINITY
        };
    }
    (1.0 / (x as f64).sqrt()) as f32
}

/// `rsqrt.approx.f64`.
pub fn rsqrt_approx64(x: f64) -> f64 {
    if x == 0.0 {
        return if x.is_sign_negative() {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        };
    }
    1.0 / x.sqrt()
}

/// `rcp.approx.f32`: 1/x, correctly rounded (f64 division then rounding is
/// innocuous double rounding).
pub fn rcp_approx(x: f32) -> f32 {
    (1.0 / x as f64) as f32
}

/// Compares with IEEE semantics: `None` when unordered.
pub fn fcmp(a: f64, b: f64) -> Option<Ordering> {
    a.partial_cmp(&b)
}
