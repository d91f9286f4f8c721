//! PTX instruction semantics against the PTX ISA manual: conversions
//! (rounding, saturation, NaN), min/max with NaN and signed zeros, shift
//! clamping, wide multiplies, `prmt` modes, bit fields, division flavours,
//! comparisons.

use super::super::float::Round;
use super::ops::*;

/// A fixed xorshift stream of 32-bit words for the randomized checks.
fn words() -> impl FnMut() -> u32 {
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x as u32
    }
}

const S32: Ity = Ity {
    bits: 32,
    signed: true,
};
const U32: Ity = Ity {
    bits: 32,
    signed: false,
};
const S64: Ity = Ity {
    bits: 64,
    signed: true,
};
const U64: Ity = Ity {
    bits: 64,
    signed: false,
};

fn f(x: f32) -> u64 {
    x.to_bits() as u64
}

fn spec(d: CvtTy, a: CvtTy, rnd: CvtRnd) -> CvtSpec {
    CvtSpec {
        d,
        a,
        rnd,
        ftz: false,
        sat: false,
        relu: false,
    }
}

fn f2i(x: f32, mode: Round, t: Ity) -> u64 {
    let s = spec(CvtTy::Int(t), CvtTy::Float(Ft::F32), CvtRnd::Int(mode));
    s.check().unwrap();
    cvt(&s, f(x))
}

#[test]
fn float_to_int_rounds_saturates_and_maps_nan_to_zero() {
    // cvt.rzi.s32.f32: NaN -> 0, out of range saturates (PTX ISA: cvt
    // float-to-integer conversions saturate by default).
    assert_eq!(f2i(f32::NAN, Round::Rz, S32), 0);
    assert_eq!(f2i(3e9, Round::Rz, S32), 0x7fff_ffff);
    assert_eq!(f2i(-3e9, Round::Rz, S32), 0x8000_0000);
    assert_eq!(f2i(f32::INFINITY, Round::Rz, S32), 0x7fff_ffff);
    assert_eq!(f2i(-1.7, Round::Rz, S32) as u32 as i32, -1);
    assert_eq!(f2i(2.5, Round::Rn, S32), 2);
    assert_eq!(f2i(3.5, Round::Rn, S32), 4);
    assert_eq!(f2i(-1.2, Round::Rm, S32) as u32 as i32, -2);
    assert_eq!(f2i(-1.2, Round::Rp, S32) as u32 as i32, -1);
    assert_eq!(f2i(1.2, Round::Rp, S32), 2);
    assert_eq!(f2i(-5.0, Round::Rz, U32), 0);
    assert_eq!(f2i(5e9, Round::Rz, U32), 0xffff_ffff);
    assert_eq!(f2i(f32::NEG_INFINITY, Round::Rz, U32), 0);
    let u16t = Ity {
        bits: 16,
        signed: false,
    };
    assert_eq!(f2i(70000.0, Round::Rz, u16t), 0xffff);
    assert_eq!(f2i(-2e19, Round::Rz, S64), 0x8000_0000_0000_0000);
    // A float-to-int conversion without an integer rounding is malformed.
    let bad = spec(CvtTy::Int(S32), CvtTy::Float(Ft::F32), CvtRnd::None);
    assert!(bad.check().is_err());
}

#[test]
fn int_to_float_and_narrowing_round_in_each_mode() {
    let i2f = |v: u64, t: Ity, m: Round| {
        cvt(
            &spec(CvtTy::Float(Ft::F32), CvtTy::Int(t), CvtRnd::Float(m)),
            v,
        )
    };
    // 2^24 + 1 is halfway between two floats.
    assert_eq!(i2f(16_777_217, S32, Round::Rn), f(16_777_216.0));
    assert_eq!(i2f(16_777_217, S32, Round::Rz), f(16_777_216.0));
    assert_eq!(i2f(16_777_217, S32, Round::Rp), f(16_777_218.0));
    assert_eq!(i2f(16_777_219, S32, Round::Rn), f(16_777_220.0));
    assert_eq!(
        i2f((-16_777_217i64) as u64, S32, Round::Rm),
        f(-16_777_218.0)
    );
    assert_eq!(
        i2f(u64::MAX, U64, Round::Rn),
        f(18_446_744_073_709_551_616.0)
    );
    assert_eq!(i2f(0xffff_ffff, S32, Round::Rn), f(-1.0));
    // f32 -> f16: 65520 is halfway between the largest half and 2^16.
    let to_h = |x: f32, m: Round| {
        cvt(
            &spec(
                CvtTy::Float(Ft::F16),
                CvtTy::Float(Ft::F32),
                CvtRnd::Float(m),
            ),
            f(x),
        )
    };
    assert_eq!(to_h(65520.0, Round::Rn), 0x7c00);
    assert_eq!(to_h(65520.0, Round::Rz), 0x7bff);
    assert_eq!(to_h(1.0 + 1.0 / 2048.0, Round::Rn), 0x3c00);
    assert_eq!(to_h(1.0 + 1.0 / 2048.0, Round::Rp), 0x3c01);
    assert_eq!(to_h(-1e-10, Round::Rm), 0x8001);
    assert_eq!(to_h(f32::NAN, Round::Rn), 0x7fff);
    // f32 -> bf16 ties to even.
    let to_bf = |x: f32| {
        cvt(
            &spec(
                CvtTy::Float(Ft::BF16),
                CvtTy::Float(Ft::F32),
                CvtRnd::Float(Round::Rn),
            ),
            f(x),
        )
    };
    assert_eq!(to_bf(1.0 + 1.0 / 256.0), 0x3f80);
    assert_eq!(to_bf(1.0 + 3.0 / 256.0), 0x3f82);
    // f64 -> f32 directed.
    let d2f = |x: f64, m: Round| {
        cvt(
            &spec(
                CvtTy::Float(Ft::F32),
                CvtTy::Float(Ft::F64),
                CvtRnd::Float(m),
            ),
            x.to_bits(),
        )
    };
    assert_eq!(d2f(0.1, Round::Rz), f(0.099_999_994));
    assert_eq!(d2f(0.1, Round::Rp), f(0.1));
    assert_eq!(d2f(1e300, Round::Rz), f(f32::MAX));
    assert_eq!(d2f(1e300, Round::Rn), f(f32::INFINITY));
    // Narrowing without a rounding modifier is malformed; widening with one too.
    assert!(
        spec(CvtTy::Float(Ft::F16), CvtTy::Float(Ft::F32), CvtRnd::None)
            .check()
            .is_err()
    );
    assert!(spec(
        CvtTy::Float(Ft::F64),
        CvtTy::Float(Ft::F32),
        CvtRnd::Float(Round::Rn)
    )
    .check()
    .is_err());
}

#[test]
fn float_conversions_saturate_round_to_integral_and_flush() {
    let same = |x: f32, rnd: CvtRnd, sat: bool, ftz: bool| {
        let s = CvtSpec {
            sat,
            ftz,
            ..spec(CvtTy::Float(Ft::F32), CvtTy::Float(Ft::F32), rnd)
        };
        s.check().unwrap();
        cvt(&s, f(x))
    };
    assert_eq!(same(1.5, CvtRnd::None, true, false), f(1.0));
    assert_eq!(same(-0.5, CvtRnd::None, true, false), f(0.0));
    assert_eq!(same(f32::NAN, CvtRnd::None, true, false), f(0.0));
    assert_eq!(same(2.5, CvtRnd::Int(Round::Rn), false, false), f(2.0));
    assert_eq!(same(-0.5, CvtRnd::Int(Round::Rn), false, false), f(-0.0));
    assert_eq!(same(-1.5, CvtRnd::Int(Round::Rp), false, false), f(-1.0));
    assert_eq!(same(1e-40, CvtRnd::None, false, true), f(0.0));
    assert_eq!(same(-1e-40, CvtRnd::None, false, true), f(-0.0));
    assert_eq!(same(1e-40, CvtRnd::None, false, false), f(1e-40));
    // cvt.f64.f32 of NaN gives the canonical f64 NaN.
    let w = spec(CvtTy::Float(Ft::F64), CvtTy::Float(Ft::F32), CvtRnd::None);
    assert_eq!(cvt(&w, 0xffc0_0001), super::super::float::NAN64);
    // .relu on f16 results.
    let relu = CvtSpec {
        relu: true,
        ..spec(
            CvtTy::Float(Ft::F16),
            CvtTy::Float(Ft::F32),
            CvtRnd::Float(Round::Rn),
        )
    };
    assert_eq!(cvt(&relu, f(-2.0)), 0);
    assert_eq!(cvt(&relu, f(2.0)), 0x4000);
    assert_eq!(cvt(&relu, f(f32::NAN)), 0x7fff);
    // tf32: .rna ties away from zero, keeping 10 mantissa bits.
    let tf = spec(CvtTy::Tf32, CvtTy::Float(Ft::F32), CvtRnd::Rna);
    tf.check().unwrap();
    assert_eq!(cvt(&tf, 0x3f80_1000), 0x3f80_2000);
    assert_eq!(cvt(&tf, 0x3f80_0fff), 0x3f80_0000);
}

#[test]
fn integer_conversions_extend_truncate_and_saturate() {
    let i2i = |d: Ity, a: Ity, sat: bool, v: u64| {
        let s = CvtSpec {
            sat,
            ..spec(CvtTy::Int(d), CvtTy::Int(a), CvtRnd::None)
        };
        cvt(&s, v)
    };
    let s8 = Ity {
        bits: 8,
        signed: true,
    };
    let u8t = Ity {
        bits: 8,
        signed: false,
    };
    assert_eq!(i2i(S32, s8, false, 0x80), 0xffff_ff80);
    assert_eq!(i2i(U32, u8t, false, 0x1ff), 0xff);
    assert_eq!(i2i(s8, S32, true, 300), 0x7f);
    assert_eq!(i2i(s8, S32, true, (-300i64) as u64), 0x80);
    assert_eq!(i2i(u8t, S32, true, (-3i64) as u64), 0);
    assert_eq!(i2i(U32, S64, true, 1 << 40), 0xffff_ffff);
    assert_eq!(i2i(S64, S32, false, 0xffff_fffe), (-2i64) as u64);
    assert_eq!(i2i(U64, U32, false, 0xffff_fffe), 0xffff_fffe);
}

#[test]
fn min_max_follow_the_nan_and_signed_zero_rules() {
    let nan = f(f32::NAN);
    let (n0, p0) = (f(-0.0), f(0.0));
    let mm = |op: FBin, a: u64, b: u64| fbin(op, Ft::F32, a, b, Round::Rn, false);
    assert_eq!(mm(FBin::Min, nan, f(1.0)), f(1.0));
    assert_eq!(mm(FBin::Min, f(1.0), nan), f(1.0));
    assert_eq!(mm(FBin::Max, nan, nan), 0x7fff_ffff);
    assert_eq!(mm(FBin::Min, p0, n0), n0);
    assert_eq!(mm(FBin::Min, n0, p0), n0);
    assert_eq!(mm(FBin::Max, n0, p0), p0);
    assert_eq!(mm(FBin::MinNan, nan, f(1.0)), 0x7fff_ffff);
    assert_eq!(mm(FBin::MaxNan, f(1.0), f(2.0)), f(2.0));
    // f64 and .ftz.
    let d = fbin(
        FBin::Max,
        Ft::F64,
        f64::NAN.to_bits(),
        2f64.to_bits(),
        Round::Rn,
        false,
    );
    assert_eq!(d, 2f64.to_bits());
    assert_eq!(fbin(FBin::Max, Ft::F32, f(1e-40), p0, Round::Rn, true), p0);
    // Integers.
    assert_eq!(ibin(IBin::Min, S32, 0xffff_ffff, 1).unwrap(), 0xffff_ffff);
    assert_eq!(ibin(IBin::Min, U32, 0xffff_ffff, 1).unwrap(), 1);
    assert_eq!(
        ibin(IBin::MaxRelu, S32, 0xffff_fff0, 0xffff_fff1).unwrap(),
        0
    );
}

#[test]
fn shift_amounts_clamp_to_the_width() {
    assert_eq!(shift(IBin::Shl, 32, 1, 32), 0);
    assert_eq!(shift(IBin::Shl, 32, 1, 0xffff_ffff), 0);
    assert_eq!(shift(IBin::Shl, 32, 1, 31), 0x8000_0000);
    assert_eq!(
        shift(IBin::ShrS, 32, (-8i32) as u32 as u64, 40),
        0xffff_ffff
    );
    assert_eq!(shift(IBin::ShrS, 32, 8, 40), 0);
    assert_eq!(shift(IBin::ShrU, 32, 0x8000_0000, 33), 0);
    assert_eq!(shift(IBin::ShrS, 16, 0x8000, 15), 0xffff);
    assert_eq!(shift(IBin::Shl, 64, 1, 63), 1 << 63);
    assert_eq!(shift(IBin::ShrU, 64, u64::MAX, 64), 0);
    // shf: funnel shifts of {b, a}.
    assert_eq!(shf(true, false, 0x8000_0000, 1, 1), 3);
    assert_eq!(shf(true, false, 0x8000_0000, 1, 33), 3);
    assert_eq!(shf(true, true, 0xdead_beef, 1, 40), 0xdead_beef);
    assert_eq!(shf(false, false, 1, 3, 1), 0x8000_0000);
    assert_eq!(shf(false, true, 1, 3, 32), 3);
}

#[test]
fn wide_and_high_multiplies() {
    let s16 = Ity {
        bits: 16,
        signed: true,
    };
    assert_eq!(
        ibin(IBin::MulWide, S32, (-2i32) as u32 as u64, 3).unwrap(),
        (-6i64) as u64
    );
    assert_eq!(
        ibin(IBin::MulWide, U32, 0xffff_ffff, 0xffff_ffff).unwrap(),
        0xffff_fffe_0000_0001
    );
    assert_eq!(
        ibin(IBin::MulWide, s16, 0xffff, 0xffff).unwrap(),
        1,
        "mul.wide.s16 of -1 * -1"
    );
    assert_eq!(
        mad(IBin::MulWide, S32, 0xffff_ffff, 1, 5, false).unwrap(),
        4,
        "mad.wide.s32 -1*1 + 5"
    );
    assert_eq!(
        ibin(IBin::MulHi, U64, u64::MAX, u64::MAX).unwrap(),
        u64::MAX - 1
    );
    assert_eq!(ibin(IBin::MulHi, S64, u64::MAX, u64::MAX).unwrap(), 0);
    assert_eq!(ibin(IBin::MulHi, S32, 0x8000_0000, 2).unwrap(), 0xffff_ffff);
    assert_eq!(ibin(IBin::MulLo, S32, 0x8000_0000, 2).unwrap(), 0);
    // mad.hi.sat.s32 saturates the sum.
    assert_eq!(
        mad(IBin::MulHi, S32, 0x4000_0000, 4, 0x7fff_ffff, true).unwrap(),
        0x7fff_ffff
    );
    // mul24: 24-bit operands, .hi is bits 47..16 of the 48-bit product.
    assert_eq!(
        ibin(IBin::Mul24Lo, S32, 0x00ff_ffff, 2).unwrap(),
        0xffff_fffe
    );
    assert_eq!(
        ibin(IBin::Mul24Hi, U32, 0xff_ffff, 0xff_ffff).unwrap(),
        0xffff_fe00
    );
    assert_eq!(sad(U32, 3, 10, 100), 107);
    assert_eq!(sad(S32, (-3i32) as u32 as u64, 10, 100), 113);
    // Division: MIN / -1 wraps, remainder keeps the dividend's sign, zero divisor is an error.
    assert_eq!(
        ibin(IBin::Div, S32, 0x8000_0000, 0xffff_ffff).unwrap(),
        0x8000_0000
    );
    assert_eq!(
        ibin(IBin::Rem, S32, (-7i32) as u32 as u64, 2).unwrap(),
        0xffff_ffff
    );
    assert!(ibin(IBin::Div, U32, 1, 0).is_err());
    // Carries.
    assert_eq!(add_carry(32, false, 0xffff_ffff, 1, false), (0, true));
    assert_eq!(add_carry(32, false, 1, 1, true), (3, false));
    assert_eq!(add_carry(32, true, 0, 1, false), (0xffff_ffff, true));
    assert_eq!(add_carry(32, true, 5, 1, true), (3, false));
}

#[test]
fn prmt_modes_follow_the_isa_table() {
    let (a, b) = (0x3322_1100, 0x7766_5544);
    assert_eq!(prmt(PrmtMode::Default, a, b, 0x3210), a);
    assert_eq!(prmt(PrmtMode::Default, a, b, 0x7654), b);
    assert_eq!(prmt(PrmtMode::Default, a, b, 0x0123), 0x0011_2233);
    // Selector bit 3 replicates the sign of the chosen byte.
    assert_eq!(prmt(PrmtMode::Default, 0x7f80, 0, 0x0098), 0x8080_00ff);
    assert_eq!(prmt(PrmtMode::F4e, a, b, 1), 0x4433_2211);
    assert_eq!(prmt(PrmtMode::F4e, a, b, 3), 0x6655_4433);
    assert_eq!(prmt(PrmtMode::B4e, a, b, 0), 0x5566_7700);
    assert_eq!(prmt(PrmtMode::B4e, a, b, 3), 0x0011_2233);
    assert_eq!(prmt(PrmtMode::Rc8, a, b, 2), 0x2222_2222);
    assert_eq!(prmt(PrmtMode::Ecl, a, b, 1), 0x3322_1111);
    assert_eq!(prmt(PrmtMode::Ecr, a, b, 2), 0x2222_1100);
    assert_eq!(prmt(PrmtMode::Rc16, a, b, 1), 0x3322_3322);
    assert_eq!(prmt(PrmtMode::Rc16, a, b, 2), 0x1100_1100);
}

#[test]
fn bit_fields_extend_and_clamp() {
    assert_eq!(bfe(S32, 0xf0, 4, 4), 0xffff_ffff);
    assert_eq!(bfe(U32, 0xf0, 4, 4), 0xf);
    assert_eq!(bfe(S32, 0x70, 4, 4), 0x7);
    assert_eq!(bfe(S32, 0xf0, 4, 0), 0);
    // Fields past the msb take the msb as sign.
    assert_eq!(bfe(S32, 0x8000_0000, 30, 8), 0xffff_fffe);
    assert_eq!(bfe(U32, 0x8000_0000, 30, 8), 2);
    // Only the low 8 bits of pos and len count.
    assert_eq!(bfe(U32, 0xf0, 0x104, 0x204), 0xf);
    assert_eq!(bfe(S64, 1 << 63, 60, 10), 0xffff_ffff_ffff_fff8);
    assert_eq!(bfi(32, 0xff, 0, 4, 4), 0xf0);
    assert_eq!(bfi(32, 0xff, 0, 30, 8), 0xc000_0000);
    assert_eq!(bfi(32, 0, 0xffff_ffff, 8, 8), 0xffff_00ff);
    assert_eq!(bfi(32, 0xff, 0x12, 4, 0), 0x12);
    assert_eq!(iun(IUn::Bfind, U32, 0), 0xffff_ffff);
    assert_eq!(iun(IUn::Bfind, U32, 0x10), 4);
    assert_eq!(iun(IUn::BfindShift, U32, 0x10), 27);
    assert_eq!(iun(IUn::Bfind, S32, 0xffff_ffff), 0xffff_ffff);
    assert_eq!(iun(IUn::Bfind, S32, 0xffff_fff0), 3);
    assert_eq!(iun(IUn::Clz, U64, 1), 63);
    assert_eq!(iun(IUn::Clz, U32, 0), 32);
    assert_eq!(iun(IUn::Popc, U64, u64::MAX), 64);
    assert_eq!(iun(IUn::Brev, U32, 1), 0x8000_0000);
    assert_eq!(iun(IUn::Abs, S32, 0x8000_0000), 0x8000_0000);
    assert_eq!(iun(IUn::Cnot, U32, 7), 0);
    assert_eq!(lop3(0xf0, 0xcc, 0xaa, 0x80), 0x80);
    assert_eq!(lop3(0xf0, 0xcc, 0xaa, 0xfe), 0xfe);
}

#[test]
fn division_flavours_differ_where_the_isa_says() {
    let div = |op: FBin, a: f32, b: f32, m: Round, ftz: bool| fbin(op, Ft::F32, f(a), f(b), m, ftz);
    let big = f32::from_bits(0x7f00_0000); // 2^127
    assert_eq!(div(FBin::Div, 1.0, 3.0, Round::Rn, false), 0x3eaa_aaab);
    assert_eq!(div(FBin::Div, 1.0, 3.0, Round::Rz, false), 0x3eaa_aaaa);
    assert_eq!(div(FBin::Div, 1.0, 3.0, Round::Rp, false), 0x3eaa_aaab);
    assert_eq!(div(FBin::Div, -1.0, 3.0, Round::Rm, false), 0xbeaa_aaab);
    assert_eq!(div(FBin::DivFull, 1.0, 3.0, Round::Rn, false), 0x3eaa_aaab);
    // Full range: 1 / 2^127 is the subnormal 2^-127, which div.approx
    // (a * (1/b)) loses for |b| > 2^126.
    assert_eq!(div(FBin::Div, 1.0, big, Round::Rn, false), 0x0040_0000);
    assert_eq!(div(FBin::DivFull, 1.0, big, Round::Rn, false), 0x0040_0000);
    assert_eq!(div(FBin::DivApprox, 1.0, big, Round::Rn, false), 0);
    assert_eq!(
        div(FBin::DivApprox, -1.0, big, Round::Rn, false),
        0x8000_0000
    );
    assert_eq!(
        div(FBin::DivApprox, f32::INFINITY, big, Round::Rn, false),
        0x7fff_ffff
    );
    assert_eq!(div(FBin::DivFull, 1.0, big, Round::Rn, true), 0);
    assert_eq!(div(FBin::Div, 0.0, 0.0, Round::Rn, false), 0x7fff_ffff);
    // rcp.rn vs rcp.approx and sqrt.
    assert_eq!(
        fun(FUn::Rcp, Ft::F32, f(3.0), Round::Rz, false),
        0x3eaa_aaaa
    );
    assert_eq!(
        fun(FUn::Sqrt, Ft::F32, f(2.0), Round::Rn, false),
        f(std::f32::consts::SQRT_2)
    );
    assert_eq!(
        fun(FUn::Sqrt, Ft::F32, f(-1.0), Round::Rn, false),
        0x7fff_ffff
    );
    assert_eq!(
        fun(FUn::Rsqrt, Ft::F32, f(-0.0), Round::Rn, false),
        f(f32::NEG_INFINITY)
    );
    assert_eq!(fun(FUn::Ex2, Ft::F32, f(1e-40), Round::Rn, true), f(1.0));
    assert_eq!(
        fun(FUn::Lg2, Ft::F32, f(1e-40), Round::Rn, true),
        f(f32::NEG_INFINITY)
    );
}

#[test]
fn float_arithmetic_rounds_flushes_saturates() {
    let add = |a: f32, b: f32, m: Round| fbin(FBin::Add, Ft::F32, f(a), f(b), m, false);
    assert_eq!(add(1.0, 1e-8, Round::Rp), f(1.000_000_1));
    assert_eq!(add(1.0, 1e-8, Round::Rn), f(1.0));
    assert_eq!(add(1.0, -1.0, Round::Rm), f(-0.0));
    assert_eq!(add(1.0, -1.0, Round::Rn), f(0.0));
    assert_eq!(
        fbin(FBin::Sub, Ft::F32, f(1.0), f(1.0), Round::Rn, false),
        f(0.0)
    );
    assert_eq!(
        fbin(FBin::Mul, Ft::F32, f(1e-20), f(1e-20), Round::Rn, true),
        f(0.0)
    );
    assert_eq!(saturate(Ft::F32, f(-3.0)), f(0.0));
    assert_eq!(saturate(Ft::F32, f(f32::NAN)), f(0.0));
    // fma rounds once.
    let e = f32::EPSILON;
    let (a, c) = (1.0 + e, -(1.0 + 2.0 * e));
    assert_eq!(fma(Ft::F32, f(a), f(a), f(c), Round::Rn, false), f(e * e));
    // f16: 2048 + 1 rounds to even, fma exact.
    let h = |x: f32| Ft::F16.exact(x as f64);
    assert_eq!(
        fbin(FBin::Add, Ft::F16, h(2048.0), h(1.0), Round::Rn, false),
        h(2048.0)
    );
    assert_eq!(
        fbin(FBin::Add, Ft::F16, h(2048.0), h(1.0), Round::Rp, false),
        h(2050.0)
    );
    assert_eq!(
        fma(Ft::F16, h(3.0), h(5.0), h(-1.0), Round::Rn, false),
        h(14.0)
    );
    // .ftz on f16 flushes half subnormals.
    assert_eq!(fbin(FBin::Add, Ft::F16, 0x0001, 0, Round::Rn, true), 0);
    // Bit operations keep NaN payloads; copysign takes the sign of the first operand.
    assert_eq!(
        fun(FUn::Neg, Ft::F32, 0x7fc0_0001, Round::Rn, false),
        0xffc0_0001
    );
    assert_eq!(fun(FUn::Abs, Ft::F32, f(-2.0), Round::Rn, false), f(2.0));
    assert_eq!(
        fbin(FBin::Copysign, Ft::F32, f(-1.0), f(2.0), Round::Rn, false),
        f(-2.0)
    );
    assert_eq!(
        fbin(FBin::Copysign, Ft::F32, f(1.0), f(-2.0), Round::Rn, false),
        f(2.0)
    );
    assert!(testp(TestOp::Subnormal, Ft::F32, f(1e-40)));
    assert!(!testp(TestOp::Normal, Ft::F32, f(0.0)));
    assert!(testp(TestOp::NotANumber, Ft::F64, f64::NAN.to_bits()));
    assert!(!testp(TestOp::Finite, Ft::F32, f(f32::INFINITY)));
}

#[test]
fn comparisons_handle_unordered_operands() {
    let nan = f64::NAN;
    assert!(fcmp(Cmp::Ltu, nan, 1.0));
    assert!(!fcmp(Cmp::Lt, nan, 1.0));
    assert!(fcmp(Cmp::Neu, nan, nan));
    assert!(!fcmp(Cmp::Ne, nan, 1.0));
    assert!(fcmp(Cmp::Ne, 2.0, 1.0));
    assert!(!fcmp(Cmp::Num, 1.0, nan));
    assert!(fcmp(Cmp::Nan, 1.0, nan));
    assert!(fcmp(Cmp::Equ, 1.0, 1.0));
    assert!(!fcmp(Cmp::Gtu, 1.0, 2.0));
    assert!(fcmp(Cmp::Geu, nan, 2.0));
    assert!(fcmp(Cmp::Eq, -0.0, 0.0));
    assert!(icmp(Cmp::Lt, S32, 0xffff_ffff, 0));
    assert!(!icmp(Cmp::Lo, S32, 0xffff_ffff, 0));
    assert!(icmp(Cmp::Hi, S32, 0xffff_ffff, 0));
    assert!(icmp(Cmp::Hs, U32, 5, 5));
    assert!(icmp(Cmp::Ls, U64, 4, 5));
    assert!(icmp(Cmp::Gt, S64, 1, u64::MAX));
    assert!(BoolOp::Xor.apply(true, false));
}

#[test]
fn dot_products_match_a_bytewise_reference() {
    // The reference reads the lanes through Rust's byte and halfword
    // views rather than shifts and masks.
    fn reference(four: bool, hi: bool, sa: bool, sb: bool, a: u32, b: u32, c: u32) -> u32 {
        let byte = |x: u32, i: usize, s: bool| {
            let v = x.to_le_bytes()[i];
            if s {
                v as i8 as i64
            } else {
                v as i64
            }
        };
        let half = |x: u32, i: usize, s: bool| {
            let v = if i == 0 { x as u16 } else { (x >> 16) as u16 };
            if s {
                v as i16 as i64
            } else {
                v as i64
            }
        };
        let sum: i64 = if four {
            (0..4).map(|i| byte(a, i, sa) * byte(b, i, sb)).sum()
        } else {
            let o = if hi { 2 } else { 0 };
            (0..2).map(|i| half(a, i, sa) * byte(b, o + i, sb)).sum()
        };
        (c as i64 + sum) as u32
    }
    // Known values: 0x80 is -128 signed; four products of -128 * -128.
    assert_eq!(
        dot(true, false, true, true, 0x8080_8080, 0x8080_8080, 0),
        65536
    );
    assert_eq!(
        dot(true, false, false, false, 0x8080_8080, 0x8080_8080, 0),
        65536
    );
    assert_eq!(
        dot(true, false, true, false, 0xffff_ffff, 0x0101_0101, 10),
        6
    );
    // dp2a.hi: 0xffff (-1) * byte 2 (3) + 2 * byte 3 (-1 signed) = -5.
    assert_eq!(
        dot(false, true, true, true, 0x0002_ffff, 0xff03_0000, 0),
        -5i32 as u32
    );
    let mut next = words();
    for _ in 0..2000 {
        let (a, b, c) = (next(), next(), next());
        for bits in 0..16 {
            let f = |k: u32| bits >> k & 1 == 1;
            let (four, hi, sa, sb) = (f(0), f(1), f(2), f(3));
            assert_eq!(
                dot(four, hi, sa, sb, a, b, c),
                reference(four, hi, sa, sb, a, b, c),
                "{four} {hi} {sa} {sb} {a:#x} {b:#x} {c:#x}"
            );
        }
    }
}

#[test]
fn fns_and_bmsk_follow_the_isa_examples() {
    // PTX ISA "fns" examples.
    assert_eq!(fns(0xaaaa_aaaa, 3, 1), 3);
    assert_eq!(fns(0xaaaa_aaaa, 3, -1), 3);
    assert_eq!(fns(0xaaaa_aaaa, 2, 1), 3);
    assert_eq!(fns(0xaaaa_aaaa, 2, -1), 1);
    // The third set bit upward from 0, offset 0 on a clear bit, none left.
    assert_eq!(fns(0xaaaa_aaaa, 0, 3), 5);
    assert_eq!(fns(0xaaaa_aaaa, 2, 0), u32::MAX);
    assert_eq!(fns(0x8000_0001, 1, 2), u32::MAX);
    assert_eq!(fns(0x8000_0001, 31, -2), 0);
    // PTX ISA "bmsk" example, then each overflow rule.
    assert_eq!(bmsk(true, 1, 2), 0x6);
    assert_eq!(bmsk(false, 32, 4), 0);
    assert_eq!(bmsk(true, 32, 4), 0xf);
    assert_eq!(bmsk(false, 4, 40), 0xffff_fff0);
    assert_eq!(bmsk(true, 4, 40), 0xff0);
    assert_eq!(bmsk(true, 28, 8), 0xf000_0000);
    assert_eq!(bmsk(true, 5, 0), 0);
}

mod video_ops {
    use super::super::video::{video, Video, VideoOp};
    use super::Cmp;

    fn v(op: VideoOp, lanes: u32, signed: bool) -> Video {
        Video {
            op,
            lanes,
            signed: [signed; 3],
            sat: false,
            add: false,
        }
    }

    #[test]
    fn video_lanes_follow_the_isa_semantics() {
        // Worked by hand from the ISA's pseudo-code, lane 0 lowest.
        let absdiff = v(VideoOp::AbsDiff, 4, false);
        assert_eq!(video(absdiff, 0x01ff_0380, 0x0200_0180, 0), 0x01ff_0200);
        // No carry between lanes; c is replaced where the mask selects.
        assert_eq!(
            video(
                v(VideoOp::Add, 4, false),
                0xff01_02ff,
                0x0101_0101,
                0xdead_beef
            ),
            0x0002_0300
        );
        // Signed bytes: -128 vs 1, 127 vs 1, 0 vs 1, -1 vs 1.
        assert_eq!(
            video(v(VideoOp::Max, 4, true), 0x807f_00ff, 0x0101_0101, 0),
            0x017f_0101
        );
        assert_eq!(
            video(v(VideoOp::Min, 4, true), 0x807f_00ff, 0x0101_0101, 0),
            0x8001_00ff
        );
        // vset: 1 per lane, unsigned halves here.
        assert_eq!(
            video(
                v(VideoOp::Set(Cmp::Gt), 2, false),
                0x0005_0003,
                0x0004_0009,
                0
            ),
            0x0001_0000
        );
        // vavrg rounds a non-negative sum up, a negative one down:
        // (3+4+1)>>1 = 4; (-3-4)>>1 = -4 (0xfc).
        assert_eq!(video(v(VideoOp::Avrg, 4, false), 3, 4, 0), 4);
        assert_eq!(video(v(VideoOp::Avrg, 4, true), 0xfd, 0xfc, 0), 0xfc);
        // .sat clamps to the destination lane's range.
        let sat = Video {
            sat: true,
            ..v(VideoOp::Sub, 2, true)
        };
        assert_eq!(video(sat, 0x8000_7fff, 0x0001_ffff, 0), 0x8000_7fff);
        let usat = Video {
            sat: true,
            ..v(VideoOp::Add, 4, false)
        };
        assert_eq!(video(usat, 0xf0f0_0000, 0x2001_0000, 0), 0xfff1_0000);
        // .add sums the lane results into c: a sum of absolute differences.
        let sad = Video {
            add: true,
            ..absdiff
        };
        assert_eq!(video(sad, 0x0102_0304, 0x0403_0201, 10), 18);
    }

    #[test]
    fn video_lanes_match_a_lanewise_reference() {
        let mut next = super::words();
        for _ in 0..2000 {
            let (a, b, c) = (next(), next(), next());
            let bytes = |w: u32| w.to_le_bytes();
            let (ab, bb) = (bytes(a), bytes(b));
            let absdiff: Vec<u8> = (0..4).map(|i| ab[i].abs_diff(bb[i])).collect();
            let want = u32::from_le_bytes([absdiff[0], absdiff[1], absdiff[2], absdiff[3]]);
            assert_eq!(video(v(VideoOp::AbsDiff, 4, false), a, b, c), want);
            let sad: u32 = absdiff.iter().map(|&d| u32::from(d)).sum();
            let add = Video {
                add: true,
                ..v(VideoOp::AbsDiff, 4, false)
            };
            assert_eq!(video(add, a, b, c), c.wrapping_add(sad));
            let halves = |w: u32| [w as u16 as i16, (w >> 16) as u16 as i16];
            let (ah, bh) = (halves(a), halves(b));
            let max = |i: usize| ah[i].max(bh[i]) as u16 as u32;
            assert_eq!(
                video(v(VideoOp::Max, 2, true), a, b, c),
                max(0) | max(1) << 16
            );
            let sat = |i: usize| ah[i].saturating_add(bh[i]) as u16 as u32;
            let vs = Video {
                sat: true,
                ..v(VideoOp::Add, 2, true)
            };
            assert_eq!(video(vs, a, b, c), sat(0) | sat(1) << 16);
        }
    }
}
