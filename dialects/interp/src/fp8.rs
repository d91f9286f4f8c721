//! The small float formats of `cvt` (PTX ISA, "Floating Point Data
//! Types" and "Alternate Floating Point Data Formats"): sm_89's 8-bit
//! e4m3 (4 exponent bits, bias 7, no infinities, one NaN pattern per sign
//! `S.1111.111`, 448 as its largest value) and e5m2 (the top byte of an
//! f16: 5 exponent bits, bias 15, infinities and NaNs); sm_100a's 6-bit
//! e2m3 (bias 1, largest 7.5) and e3m2 (bias 3, largest 28), each in the
//! low bits of a byte, and 4-bit e2m1 (bias 1, largest 6), two to a byte;
//! those three have neither infinities nor NaNs.
//! PTX only converts to them with `.satfinite`: beyond the largest finite
//! value (infinities included) the result is that value, and a NaN is
//! `0x7f` in the 8-bit formats and the positive largest value in the
//! others (as the software path of CUDA's `cuda_fp6.hpp` and `cuda_fp4.hpp`
//! converts it). The `.ue8m0x2` scales are [`ue8m0_from_bits32`] and
//! [`ue8m0_to_bf16`].

use dialects::ir::intrinsics::MiniFloat;

/// A small float format.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Fp8 {
    /// 1 sign, 4 exponent, 3 significand bits.
    E4m3,
    /// 1 sign, 5 exponent, 2 significand bits.
    E5m2,
    /// 1 sign, 2 exponent, 3 significand bits (6 bits).
    E2m3,
    /// 1 sign, 3 exponent, 2 significand bits (6 bits).
    E3m2,
    /// 1 sign, 2 exponent, 1 significand bit (4 bits).
    E2m1,
}

impl From<MiniFloat> for Fp8 {
    fn from(f: MiniFloat) -> Fp8 {
        match f {
            MiniFloat::E4m3 => Fp8::E4m3,
            MiniFloat::E5m2 => Fp8::E5m2,
            MiniFloat::E2m3 => Fp8::E2m3,
            MiniFloat::E3m2 => Fp8::E3m2,
            MiniFloat::E2m1 => Fp8::E2m1,
        }
    }
}

impl Fp8 {
    /// Bits of a code, the sign included.
    fn bits(self) -> u32 {
        match self {
            Fp8::E4m3 | Fp8::E5m2 => 8,
            Fp8::E2m3 | Fp8::E3m2 => 6,
            Fp8::E2m1 => 4,
        }
    }

    /// The sign bit of a code.
    fn sign(self) -> u8 {
        1 << (self.bits() - 1)
    }

    fn mbits(self) -> i32 {
        match self {
            Fp8::E4m3 | Fp8::E2m3 => 3,
            Fp8::E5m2 | Fp8::E3m2 => 2,
            Fp8::E2m1 => 1,
        }
    }

    fn bias(self) -> i32 {
        match self {
            Fp8::E4m3 => 7,
            Fp8::E5m2 => 15,
            Fp8::E3m2 => 3,
            Fp8::E2m3 | Fp8::E2m1 => 1,
        }
    }

    /// The largest finite value's code (without the sign).
    fn max_code(self) -> u8 {
        match self {
            Fp8::E4m3 => 0x7e,
            Fp8::E5m2 => 0x7b,
            Fp8::E2m3 | Fp8::E3m2 => 0x1f,
            Fp8::E2m1 => 0x7,
        }
    }

    /// What a NaN converts to.
    fn nan_code(self) -> u8 {
        match self {
            Fp8::E4m3 | Fp8::E5m2 => 0x7f,
            _ => self.max_code(),
        }
    }

    /// The pair's shift: a byte each, or a nibble each for e2m1.
    fn lane_bits(self) -> u32 {
        if self == Fp8::E2m1 {
            4
        } else {
            8
        }
    }

    /// The value of a code, NaN for the NaN codes.
    pub fn value(self, code: u8) -> f64 {
        let neg = code & self.sign() != 0;
        let mag = code & (self.sign() - 1);
        let (mb, bias) = (self.mbits(), self.bias());
        let e = i32::from(mag >> mb);
        let m = f64::from(mag & ((1 << mb) - 1));
        let v = match self {
            Fp8::E4m3 if mag == 0x7f => f64::NAN,
            Fp8::E5m2 if e == 31 && m != 0.0 => f64::NAN,
            Fp8::E5m2 if e == 31 => f64::INFINITY,
            _ if e == 0 => m * 2f64.powi(1 - bias - mb),
            _ => (1.0 + m / f64::from(1 << mb)) * 2f64.powi(e - bias),
        };
        if neg {
            -v
        } else {
            v
        }
    }

    /// `x` rounded to nearest even in this format with `.satfinite`
    /// (and `.relu`: negative results are +0, a NaN stays `0x7f`).
    pub fn from_f64(self, x: f64, relu: bool) -> u8 {
        if x.is_nan() {
            return self.nan_code();
        }
        if relu && x <= 0.0 {
            return 0;
        }
        let sign = if x.is_sign_negative() { self.sign() } else { 0 };
        let a = x.abs();
        let (mb, bias) = (self.mbits(), self.bias());
        let emin = 1 - bias;
        let max = self.value(self.max_code());
        if a >= max {
            // Rounding cannot come back below the largest value.
            return sign | self.max_code();
        }
        // The quantum at a's binade (subnormal binades share emin's);
        // dividing and multiplying by it is exact.
        let e = if a == 0.0 {
            emin
        } else {
            (a.log2().floor() as i32).max(emin)
        };
        // log2 can be off by one next to a power of two.
        let e = if a < 2f64.powi(e) && e > emin {
            e - 1
        } else if a >= 2f64.powi(e + 1) {
            e + 1
        } else {
            e
        };
        let q = 2f64.powi(e - mb);
        let r = (a / q).round_ties_even() * q;
        if r >= max {
            return sign | self.max_code();
        }
        if r == 0.0 {
            return sign;
        }
        let code = if r < 2f64.powi(emin) {
            (r / 2f64.powi(emin - mb)) as u8
        } else {
            let re = r.log2().floor() as i32;
            let re = if r < 2f64.powi(re) { re - 1 } else { re };
            let m = (r / 2f64.powi(re - mb)) as u32 - (1 << mb);
            (((re + bias) as u32) << mb | m) as u8
        };
        sign | code
    }

    /// The f16 bits of a code (every value is exact in f16), with
    /// `.relu` (negative values and -0 become +0); NaN is f16's canonical
    /// `0x7fff`.
    pub fn to_f16(self, code: u8, relu: bool) -> u16 {
        let v = self.value(code);
        if v.is_nan() {
            return 0x7fff;
        }
        // `.relu` clamps negative results to +0, -0 included (as the
        // H200 does).
        if relu && v <= 0.0 {
            return 0;
        }
        super::float::f64_to_f16(v, super::float::Round::Rn)
    }
}

/// `cvt.rn.satfinite{.relu}.<fp8>x2.f32 d, a, b` (`a` into the upper
/// lane) and the `.f16x2` source form (lanes in place), on values already
/// widened to f64.
pub fn pack2(fmt: Fp8, hi: f64, lo: f64, relu: bool) -> u16 {
    u16::from(fmt.from_f64(hi, relu)) << fmt.lane_bits() | u16::from(fmt.from_f64(lo, relu))
}

/// `cvt.rn{.relu}.f16x2.<fp8>x2 d, a`: each lane of `a` to the f16 in the
/// same position.
pub fn unpack2(fmt: Fp8, a: u16, relu: bool) -> u32 {
    let w = fmt.lane_bits();
    let mask = (1u16 << w) - 1;
    let (hi, lo) = ((a >> w & mask) as u8, (a & mask) as u8);
    u32::from(fmt.to_f16(hi, relu)) << 16 | u32::from(fmt.to_f16(lo, relu))
}

/// `cvt.{rz,rp}{.satfinite}.ue8m0x2` of one f32 or bf16 (`bits` as an f32
/// pattern; a bf16 is its top half): the biased exponent of |x|, rounded
/// up under `.rp` when |x| is not a power of two (the smallest scale,
/// 2^-127, covers everything below it); NaN is `0xff`, and so is an
/// overflow unless `.satfinite` makes it `0xfe` (CUDA's `cuda_fp8.hpp`
/// computes the same in software).
pub fn ue8m0_from_bits32(bits: u32, rp: bool, satfinite: bool) -> u8 {
    let mag = bits & 0x7fff_ffff;
    let nan = mag > 0x7f80_0000;
    let mut e = mag >> 23;
    if rp && mag & 0x7f_ffff != 0 && mag > 0x0040_0000 && mag < 0x7f80_0000 {
        e += 1;
    }
    let e = e.min(0xff) as u8;
    if satfinite && !nan && e == 0xff {
        0xfe
    } else {
        e
    }
}

/// `cvt.rn.bf16x2.ue8m0x2` of one scale: 2^(code-127) as bf16 (code 0 is
/// the subnormal 2^-127), `0xff` a NaN.
pub fn ue8m0_to_bf16(code: u8) -> u16 {
    match code {
        0xff => 0x7fff,
        0 => 0x0040,
        c => u16::from(c) << 7,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The code nearest to `x` by search over every finite code, ties to
    /// the even code, saturating at the largest.
    fn nearest(fmt: Fp8, x: f64) -> u8 {
        let mut best: Option<(f64, u8)> = None;
        for c in (0..1u16 << fmt.bits()).map(|c| c as u8) {
            let v = fmt.value(c);
            if !v.is_finite() || (v == 0.0 && (c & fmt.sign() != 0) != x.is_sign_negative()) {
                continue;
            }
            let d = (v - x).abs();
            best = match best {
                Some((bd, bc)) if bd < d || (bd == d && bc & 1 == 0) => Some((bd, bc)),
                _ => Some((d, c)),
            };
        }
        best.unwrap().1
    }

    #[test]
    fn every_code_round_trips_and_rounding_finds_the_nearest() {
        for fmt in [Fp8::E4m3, Fp8::E5m2, Fp8::E2m3, Fp8::E3m2, Fp8::E2m1] {
            for c in (0..1u16 << fmt.bits()).map(|c| c as u8) {
                let v = fmt.value(c);
                if v.is_finite() {
                    assert_eq!(fmt.from_f64(v, false), c, "{fmt:?} {c:#x} = {v}");
                    let h = fmt.to_f16(c, false);
                    let back = super::super::float::f16_to_f32(h) as f64;
                    assert_eq!(back, v, "{fmt:?} {c:#x} to f16");
                }
            }
            let mut x = 0x2545_f491_4f6c_dd1du64;
            for _ in 0..20_000 {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                // Values over the whole range and beyond, both signs.
                let v = f64::from(x as u32 as f32 / u32::MAX as f32)
                    * 2f64.powi((x >> 40) as i32 % 40 - 22);
                let v = if x >> 63 == 1 { -v } else { v };
                assert_eq!(fmt.from_f64(v, false), nearest(fmt, v), "{fmt:?} {v:e}");
            }
            // Midpoints between neighbouring codes go to the even one.
            for c in 0..fmt.max_code() {
                let (a, b) = (fmt.value(c), fmt.value(c + 1));
                if a.is_finite() && b.is_finite() {
                    let even = if c & 1 == 0 { c } else { c + 1 };
                    assert_eq!(fmt.from_f64((a + b) / 2.0, false), even, "{fmt:?} {c:#x}");
                }
            }
        }
        assert_eq!(Fp8::E4m3.from_f64(f64::INFINITY, false), 0x7e);
        assert_eq!(Fp8::E4m3.from_f64(-1e9, false), 0xfe);
        assert_eq!(Fp8::E5m2.from_f64(f64::NEG_INFINITY, false), 0xfb);
        assert_eq!(Fp8::E5m2.from_f64(f64::NAN, false), 0x7f);
        assert_eq!(Fp8::E4m3.from_f64(-3.0, true), 0);
        assert_eq!(Fp8::E4m3.value(0x7e), 448.0);
        assert_eq!(Fp8::E5m2.value(0x7b), 57344.0);
        assert_eq!(Fp8::E4m3.value(1), 2f64.powi(-9));
        // The narrow formats' extremes, and NaN to the positive largest.
        assert_eq!(Fp8::E2m3.value(0x1f), 7.5);
        assert_eq!(Fp8::E3m2.value(0x1f), 28.0);
        assert_eq!(Fp8::E2m1.value(0x7), 6.0);
        assert_eq!(Fp8::E2m1.value(0xf), -6.0);
        assert_eq!(Fp8::E2m1.value(1), 0.5);
        assert_eq!(Fp8::E3m2.value(1), 2f64.powi(-4));
        assert_eq!(Fp8::E2m1.from_f64(f64::NAN, false), 0x7);
        assert_eq!(Fp8::E2m3.from_f64(-100.0, false), 0x3f);
        assert_eq!(pack2(Fp8::E2m1, 1.0, -6.0, false), 0x2f);
        assert_eq!(unpack2(Fp8::E2m1, 0x2f, false), 0x3c00 << 16 | 0xc600);
        assert_eq!(pack2(Fp8::E2m3, 1.0, 7.5, false), 0x081f);
    }

    #[test]
    fn scales_are_exponents_rounded_as_asked() {
        let f = |x: f32, rp: bool, sat: bool| ue8m0_from_bits32(x.to_bits(), rp, sat);
        assert_eq!(f(1.0, false, false), 127);
        assert_eq!(f(1.5, false, false), 127);
        assert_eq!(f(1.5, true, false), 128);
        assert_eq!(f(-2.0, true, false), 128);
        assert_eq!(f(f32::INFINITY, false, false), 0xff);
        assert_eq!(f(f32::INFINITY, false, true), 0xfe);
        assert_eq!(f(f32::MAX, true, true), 0xfe);
        assert_eq!(f(f32::MAX, true, false), 0xff);
        assert_eq!(f(f32::NAN, false, true), 0xff);
        assert_eq!(f(0.0, true, false), 0);
        assert_eq!(ue8m0_to_bf16(127), 0x3f80);
        assert_eq!(ue8m0_to_bf16(0), 0x0040);
        assert_eq!(ue8m0_to_bf16(0xff), 0x7fff);
    }
}
