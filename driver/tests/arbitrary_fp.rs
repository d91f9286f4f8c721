//! `llvm.convert.from.arbitrary.fp` (`tests/run/arbitrary_fp.ll`): every
//! bit pattern of seven small float formats, compiled to PTX (assembled
//! by ptxas where it is installed), run on both interpreters, and checked
//! against values decoded here from each format's definition (APFloat's
//! semantics). `llvm.convert.to.arbitrary.fp` (`tests/run/arbitrary_fp_to.ll`):
//! values around every pattern of five formats (ties, neighbours,
//! overflow, specials) under each rounding mode, with and without
//! saturation, from f32 and f64, checked against a brute-force search
//! over each format's patterns.

use interp::diff::{compare, run_module, run_ptx_text};
use interp::spec::Spec;
use tests::tools;

mod common;

/// The value of pattern `x` in a format of `e` exponent and `m` mantissa
/// bits with exponent bias `bias`; `ieee`: an all-ones exponent is
/// infinity (zero mantissa) or NaN; `nan_only`: only the all-ones pattern
/// is NaN. `None` for NaN.
fn decode(x: u32, e: u32, m: u32, bias: i32, ieee: bool, nan_only: bool) -> Option<f64> {
    let sign = if x >> (e + m) & 1 == 1 { -1.0 } else { 1.0 };
    let ex = (x >> m) & ((1 << e) - 1);
    let mant = x & ((1 << m) - 1);
    let emax = (1 << e) - 1;
    if ieee && ex == emax {
        return (mant == 0).then_some(sign * f64::INFINITY);
    }
    if nan_only && ex == emax && mant == (1 << m) - 1 {
        return None;
    }
    let frac = mant as f64 / (1u32 << m) as f64;
    Some(if ex == 0 {
        sign * frac * 2f64.powi(1 - bias)
    } else {
        sign * (1.0 + frac) * 2f64.powi(ex as i32 - bias)
    })
}

#[test]
fn arbitrary_formats_convert_exactly() {
    let path = tools::repo_root().join("tests/run/arbitrary_fp.ll");
    let src = std::fs::read_to_string(&path).unwrap();
    let m = llvm::import::import("arbitrary_fp.ll", &src).unwrap();
    let ptx = common::compile_source("arbitrary_fp.ll", &src, &["-O2", "--arch", "sm_80"]);
    if let Some(px) = tools::need("WARPSAT_PTXAS") {
        tools::assert_ptxas_compiles(&px, &ptx, "sm_80");
    }
    let spec = Spec::parse("kernel k\nblock 256\narg i32[3072] zero\n").unwrap();
    let got = run_ptx_text("k.ptx", &ptx, &spec).unwrap();
    compare(&run_module(&m, &spec).unwrap(), &got, None).unwrap();
    let w = common::words(&got, 0);
    let formats: [(u32, u32, i32, bool, bool); 7] = [
        (5, 2, 15, true, false),
        (4, 3, 7, true, false),
        (3, 4, 3, true, false),
        (4, 3, 7, false, true),
        (3, 2, 3, false, false),
        (2, 3, 1, false, false),
        (2, 1, 1, false, false),
    ];
    for t in 0..256u32 {
        let row = &w[12 * t as usize..12 * t as usize + 12];
        for (col, &(e, m, bias, ieee, nan_only)) in formats.iter().enumerate() {
            let x = t & ((1 << (1 + e + m)) - 1);
            let got = f32::from_bits(row[col]);
            match decode(x, e, m, bias, ieee, nan_only) {
                None => assert_eq!(row[col], 0x7fc0_0000, "format {col} pattern {x:#x}"),
                Some(v) => assert_eq!(
                    got.to_bits(),
                    (v as f32).to_bits(),
                    "format {col} pattern {x:#x}: {got} vs {v}"
                ),
            }
        }
        let e5m2 = decode(t, 5, 2, 15, true, false);
        let h = dialects::ir::half::f16_to_f32(row[7] as u16);
        match e5m2 {
            None => assert!(h.is_nan(), "f16 of {t:#x}"),
            Some(v) => assert_eq!(h.to_bits(), (v as f32).to_bits(), "f16 of {t:#x}"),
        }
        let d = f64::from_bits(row[8] as u64 | (row[9] as u64) << 32);
        let bf = dialects::ir::half::bf16_to_f32(row[10] as u16);
        match decode(t, 4, 3, 7, false, true) {
            None => assert!(d.is_nan() && bf.is_nan(), "{t:#x}"),
            Some(v) => {
                assert_eq!(d, v, "f64 of {t:#x}");
                assert_eq!(bf as f64, v, "bf16 of {t:#x}");
                assert_eq!(row[10] >> 16, row[10] & 0xffff, "lanes of {t:#x}");
            }
        }
    }
    // A format the expansion does not know is refused where it is named.
    let bad = src.replacen("Float8E5M2\")", "Float8E5M2FNUZ\")", 1);
    let Err(e) = llvm::import::import("bad.ll", &bad) else {
        panic!("an unknown format was accepted")
    };
    let e = e.to_string();
    assert!(
        e.contains("11:") && e.contains("format 'Float8E5M2FNUZ'"),
        "{e}"
    );
}

/// Rounding directions of `llvm.convert.to.arbitrary.fp`.
#[derive(Clone, Copy, PartialEq)]
enum Dir {
    NearestEven,
    NearestAway,
    Zero,
    Up,
    Down,
}

/// What the reference expects for one conversion: a pattern, any NaN
/// of the format, or anything (LangRef's poison).
#[derive(Debug, PartialEq)]
enum Want {
    Bits(u32),
    Nan,
    Any,
}

/// `x` in the format (e, m, bias, ieee, nan_only) by brute force over
/// its finite patterns: the neighbours below and above |x| (above the
/// largest finite value, the unbounded next one, which means overflow),
/// chosen by `dir`.
fn encode(x: f64, f: (u32, u32, i32, bool, bool), dir: Dir, saturate: bool) -> Want {
    let (e, m, bias, ieee, nan_only) = f;
    let sign_bit = 1u32 << (e + m);
    let finite = !ieee && !nan_only;
    let (inf, nan_ok) = if ieee {
        (Some(((1u32 << e) - 1) << m), true)
    } else if nan_only {
        (None, true)
    } else {
        (None, false)
    };
    // The positive finite patterns, in increasing order.
    let codes: Vec<(u32, f64)> = (0..sign_bit)
        .filter_map(|c| decode(c, e, m, bias, ieee, nan_only).map(|v| (c, v)))
        .filter(|(_, v)| v.is_finite())
        .collect();
    let (max_code, max) = *codes.last().unwrap();
    let overflowed = |s: u32| -> Want {
        if saturate {
            Want::Bits(s | max_code)
        } else if let Some(i) = inf {
            Want::Bits(s | i)
        } else if nan_ok {
            Want::Nan
        } else {
            Want::Any
        }
    };
    if x.is_nan() {
        return if nan_ok { Want::Nan } else { Want::Any };
    }
    let s = if x.is_sign_negative() { sign_bit } else { 0 };
    let ax = x.abs();
    if ax.is_infinite() {
        return overflowed(s);
    }
    let lo = codes.iter().rev().find(|(_, v)| *v <= ax).copied().unwrap();
    if lo.1 == ax {
        return Want::Bits(s | lo.0);
    }
    let ulp = 2f64.powi(((1i32 << e) - 1 - i32::from(ieee) - bias) - m as i32);
    let hi = codes.iter().find(|(_, v)| *v >= ax).copied();
    let (hi_code, hi_val) = hi.map_or((None, max + ulp), |(c, v)| (Some(c), v));
    let neg = s != 0;
    let take_hi = match dir {
        Dir::Zero => false,
        Dir::Up => !neg,
        Dir::Down => neg,
        Dir::NearestEven | Dir::NearestAway => {
            let (dl, dh) = (ax - lo.1, hi_val - ax);
            if dl != dh {
                dh < dl
            } else if dir == Dir::NearestAway {
                true
            } else {
                // The unbounded neighbour past the largest value has an
                // even significand (2^(m+1)).
                lo.0 & 1 == 1
            }
        }
    };
    match (take_hi, hi_code) {
        (false, _) => Want::Bits(s | lo.0),
        (true, Some(c)) => Want::Bits(s | c),
        (true, None) if finite && !saturate => Want::Any,
        (true, None) => overflowed(s),
    }
}

#[test]
fn floats_convert_to_arbitrary_formats_with_each_rounding() {
    let path = tools::repo_root().join("tests/run/arbitrary_fp_to.ll");
    let src = std::fs::read_to_string(&path).unwrap();
    let m = llvm::import::import("arbitrary_fp_to.ll", &src).unwrap();
    let e5m2 = (5, 2, 15, true, false);
    let e4m3 = (4, 3, 7, false, true);
    let columns = [
        (e5m2, Dir::NearestEven, false),
        (e5m2, Dir::NearestEven, true),
        (e5m2, Dir::Zero, false),
        (e5m2, Dir::Up, false),
        (e5m2, Dir::Down, false),
        (e5m2, Dir::NearestAway, false),
        (e4m3, Dir::NearestEven, false),
        (e4m3, Dir::NearestEven, true),
        ((3, 2, 3, false, false), Dir::NearestEven, true),
        ((2, 3, 1, false, false), Dir::Zero, true),
        ((2, 1, 1, false, false), Dir::NearestEven, true),
        (e5m2, Dir::NearestEven, false),
        (e4m3, Dir::Up, false),
    ];
    // Values at and between every pattern's neighbours (ties included),
    // the ends of each range, specials and a spread of magnitudes.
    let mut xs: Vec<f32> = vec![
        0.0,
        -0.0,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        f32::MIN_POSITIVE,
        1e-30,
        -3e38,
        57344.0,
        61440.0,
        61439.0,
        -448.0,
        464.0,
        465.0,
        6.0,
        7.5,
        -0.25,
        2f32.powi(-16),
        2f32.powi(-17),
        1.5 * 2f32.powi(-17),
    ];
    for (f, _, _) in &columns[..11] {
        let (e, m, bias, ieee, nan_only) = *f;
        for c in 0..1u32 << (e + m) {
            if let Some(v) = decode(c, e, m, bias, ieee, nan_only).filter(|v| v.is_finite()) {
                let step = 2f64.powi(-(m as i32) - 1) * v.abs().max(2f64.powi(1 - bias));
                for d in [0.0, step, -step, step * 0.5] {
                    xs.push((v + d) as f32);
                }
            }
        }
    }
    xs.truncate(1024);
    let n = xs.len();
    let words: Vec<String> = xs
        .iter()
        .map(|x| (x.to_bits() as i32).to_string())
        .collect();
    let c = columns.len();
    let spec = Spec::parse(&format!(
        "kernel k\nblock {n}\narg i32[{n}] values({})\narg i32[{}] zero\n",
        words.join(","),
        n * c
    ))
    .unwrap();
    let ptx = common::compile_source("arbitrary_fp_to.ll", &src, &["-O2", "--arch", "sm_80"]);
    if let Some(px) = tools::need("WARPSAT_PTXAS") {
        tools::assert_ptxas_compiles(&px, &ptx, "sm_80");
    }
    let got = run_ptx_text("k.ptx", &ptx, &spec).unwrap();
    compare(&run_module(&m, &spec).unwrap(), &got, None).unwrap();
    let w = common::words(&got, 1);
    let mut checked = 0;
    for (t, &x) in xs.iter().enumerate() {
        for (col, &(f, dir, sat)) in columns.iter().enumerate() {
            let have = w[t * c + col];
            let (e, m, bias, ieee, nan_only) = f;
            match encode(f64::from(x), f, dir, sat) {
                Want::Any => {}
                Want::Nan => {
                    assert!(
                        decode(have, e, m, bias, ieee, nan_only).is_none(),
                        "{x:e} column {col}: {have:#x} is not a NaN"
                    );
                    checked += 1;
                }
                Want::Bits(b) => {
                    assert_eq!(have, b, "{x:e} ({:#x}) column {col}", x.to_bits());
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > n * c * 9 / 10, "{checked} of {}", n * c);
}
