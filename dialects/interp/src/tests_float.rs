//! Unit tests of the float helpers against exact rational arithmetic.

use super::float::*;

/// Exact value of an f64 as a (numerator, power of two) pair is overkill
/// here; the reference rounds with the library's f64 -> f32 conversion on
/// values that are exactly representable in f64.
#[test]
fn narrow_rounding_matches_the_hardware_conversions() {
    let xs = [
        1.0,
        1.0 + 2f64.powi(-24),
        1.0 + 3.0 * 2f64.powi(-24),
        -1.0 - 2f64.powi(-24),
        f64::from(f32::MAX) * 1.5,
        1e-45,
        7e-46,
        -3.4e-40,
        123456.789,
    ];
    for &x in &xs {
        assert_eq!(
            f64_to_f32(x, Round::Rn).to_bits(),
            (x as f32).to_bits(),
            "{x}"
        );
    }
}

#[test]
fn directed_rounding_brackets_the_exact_value() {
    let mut rng = super::spec::Rng::new(5);
    for _ in 0..20000 {
        let a = f32::from_bits(rng.next_u64() as u32 & 0xbfff_ffff);
        let b = f32::from_bits(rng.next_u64() as u32 & 0xbfff_ffff);
        let c = f32::from_bits(rng.next_u64() as u32 & 0xbfff_ffff);
        if !(a.is_finite() && b.is_finite() && c.is_finite()) {
            continue;
        }
        for (op, rn, lo, hi) in [
            (
                "fma",
                a.mul_add(b, c),
                fma32(a, b, c, Round::Rm),
                fma32(a, b, c, Round::Rp),
            ),
            ("add", a + b, add32(a, b, Round::Rm), add32(a, b, Round::Rp)),
            ("mul", a * b, mul32(a, b, Round::Rm), mul32(a, b, Round::Rp)),
            ("div", a / b, div32(a, b, Round::Rm), div32(a, b, Round::Rp)),
        ] {
            if !rn.is_finite() {
                continue;
            }
            assert!(lo <= rn && rn <= hi, "{op}({a:e}, {b:e}, {c:e})");
            // The two directed results are equal (exact) or adjacent.
            let gap = (hi.to_bits() as i64 - lo.to_bits() as i64).abs();
            assert!(
                gap <= 1 || lo == 0.0 || hi == 0.0,
                "{op}({a:e}, {b:e}, {c:e}): {lo:e} {hi:e}"
            );
            let rz = match op {
                "fma" => fma32(a, b, c, Round::Rz),
                "add" => add32(a, b, Round::Rz),
                "mul" => mul32(a, b, Round::Rz),
                _ => div32(a, b, Round::Rz),
            };
            assert_eq!(
                rz,
                if rn.is_sign_negative() { hi } else { lo },
                "{op} rz {a:e} {b:e} {c:e}"
            );
            let rn2 = match op {
                "fma" => fma32(a, b, c, Round::Rn),
                "add" => add32(a, b, Round::Rn),
                "mul" => mul32(a, b, Round::Rn),
                _ => div32(a, b, Round::Rn),
            };
            assert_eq!(rn2.to_bits(), rn.to_bits(), "{op} rn");
        }
    }
}

#[test]
fn f64_directed_modes_agree_with_f32_exactness() {
    // For f32 inputs the f64 operations are exact, so every mode returns the
    // round-to-nearest value.
    let (a, b) = (1.5f32 as f64, 3.25f32 as f64);
    for m in [Round::Rn, Round::Rz, Round::Rm, Round::Rp] {
        assert_eq!(mul64(a, b, m), a * b);
        assert_eq!(add64(a, b, m), a + b);
    }
    // 1/3 is inexact: rm and rp bracket it by one ulp.
    let (lo, hi) = (div64(1.0, 3.0, Round::Rm), div64(1.0, 3.0, Round::Rp));
    assert_eq!(hi.to_bits() - lo.to_bits(), 1);
    assert!(lo < 1.0 / 3.0 || hi > 1.0 / 3.0);
    assert_eq!(div64(1.0, 3.0, Round::Rz), lo);
    // sqrt(2) likewise; fma with a tiny addend below the ulp.
    assert_eq!(
        sqrt64(2.0, Round::Rp).to_bits() - sqrt64(2.0, Round::Rm).to_bits(),
        1
    );
    let t = 2f64.powi(-80);
    assert_eq!(fma64(1.0, 1.0, t, Round::Rn), 1.0);
    assert_eq!(fma64(1.0, 1.0, t, Round::Rp), 1.0 + f64::EPSILON);
    assert_eq!(fma64(1.0, 1.0, -t, Round::Rz), 1.0 - f64::EPSILON / 2.0);
    // Overflow: directed modes toward zero stay finite.
    assert_eq!(add64(f64::MAX, f64::MAX, Round::Rz), f64::MAX);
    assert_eq!(add64(f64::MAX, f64::MAX, Round::Rp), f64::INFINITY);
    assert_eq!(mul64(-f64::MAX, 2.0, Round::Rp), -f64::MAX);
}

#[test]
fn exact_cancellation_gives_minus_zero_only_rounding_down() {
    assert!(add32(1.0, -1.0, Round::Rm).is_sign_negative());
    assert!(add32(1.0, -1.0, Round::Rn).is_sign_positive());
    assert!(fma32(2.0, 3.0, -6.0, Round::Rm).is_sign_negative());
    assert!(add64(-0.0, -0.0, Round::Rp).is_sign_negative());
}

#[test]
fn half_conversions() {
    assert_eq!(f16_to_f32(0x3c00), 1.0);
    assert_eq!(f16_to_f32(0x0001), 2f32.powi(-24));
    assert_eq!(f16_to_f32(0xfc00), f32::NEG_INFINITY);
    assert!(f16_to_f32(0x7e00).is_nan());
    assert_eq!(f64_to_f16(65504.0, Round::Rn), 0x7bff);
    assert_eq!(f64_to_f16(65520.0, Round::Rn), 0x7c00);
    assert_eq!(f64_to_f16(65520.0, Round::Rz), 0x7bff);
    assert_eq!(f64_to_f16(-1e9, Round::Rp), 0xfbff);
    assert_eq!(f64_to_f16(2f64.powi(-25), Round::Rn), 0); // tie to even
    assert_eq!(f64_to_f16(2f64.powi(-25) * 1.5, Round::Rn), 1);
    assert_eq!(f64_to_f16(2f64.powi(-30), Round::Rp), 1);
    assert_eq!(f64_to_f16(-2f64.powi(-30), Round::Rp), 0x8000);
    assert_eq!(f64_to_f16(f64::NAN, Round::Rn), 0x7fff);
    // Every f16 value round-trips through f32.
    for h in 0..=0xffffu16 {
        let f = f16_to_f32(h);
        if !f.is_nan() {
            assert_eq!(f64_to_f16(f as f64, Round::Rn), h, "{h:#x}");
        }
    }
    assert_eq!(f64_to_bf16(1.0 + 2f64.powi(-8), Round::Rn), 0x3f80);
    assert_eq!(f64_to_bf16(1.0 + 3.0 * 2f64.powi(-8), Round::Rn), 0x3f82);
}

#[test]
fn integer_conversions() {
    assert_eq!(float_to_int(3e9, Round::Rz, true, 32), i32::MAX as u128);
    assert_eq!(
        float_to_int(-3e9, Round::Rz, true, 32) as u32,
        i32::MIN as u32
    );
    assert_eq!(float_to_int(-1.0, Round::Rz, false, 32), 0);
    assert_eq!(float_to_int(f64::NAN, Round::Rn, true, 64), 0);
    assert_eq!(float_to_int(2.5, Round::Rn, true, 32), 2);
    assert_eq!(float_to_int(1e40, Round::Rz, true, 128), i128::MAX as u128);
    // 2^24 + 1 is not an f32: nearest-even gives 2^24, rp gives 2^24 + 2.
    let v = (1 << 24) + 1;
    assert_eq!(
        int_to_float(v, Some(Narrow::F32), Round::Rn),
        16777216f32.to_bits() as u64
    );
    assert_eq!(
        int_to_float(v, Some(Narrow::F32), Round::Rp),
        16777218f32.to_bits() as u64
    );
    assert_eq!(
        int_to_float(-v, Some(Narrow::F32), Round::Rz),
        (-16777216f32).to_bits() as u64
    );
    let top = |m| f64::from_bits(uint_to_float(u64::MAX as u128, None, m));
    assert_eq!(top(Round::Rz), 18446744073709549568.0);
    assert_eq!(top(Round::Rn), 18446744073709551616.0);
    assert_eq!(int_to_float(2049, Some(Narrow::F16), Round::Rn), 0x6800);
}

#[test]
fn min_max_rules() {
    assert_eq!(minnum(f64::NAN, 1.0), Some(1.0));
    assert_eq!(maxnum(f64::NAN, f64::NAN), None);
    assert_eq!(minimum(f64::NAN, 1.0), None);
    assert!(minnum(0.0, -0.0).unwrap().is_sign_negative());
    assert!(maxnum(-0.0, 0.0).unwrap().is_sign_positive());
    assert_eq!(sat(f64::NAN), 0.0);
    assert!(sat(-0.0).is_sign_positive());
    assert_eq!(sat(1.5), 1.0);
}

#[test]
fn approximations_are_close_to_exact() {
    assert_eq!(ex2_approx(3.0), 8.0);
    assert_eq!(ex2_approx(f32::NEG_INFINITY), 0.0);
    assert_eq!(lg2_approx(0.0), f32::NEG_INFINITY);
    assert!(lg2_approx(-1.0).is_nan());
    assert_eq!(rsqrt_approx(-0.0), f32::NEG_INFINITY);
    assert_eq!(rcp_approx(4.0), 0.25);
    assert!((sin_approx(1.0) - 1f32.sin()).abs() <= f32::EPSILON);
}
