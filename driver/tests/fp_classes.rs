//! `llvm.is.fpclass` (which clang writes for `isnan`, `isinf`,
//! `isfinite`, ... and InstCombine makes of NaN and infinity tests) is
//! expanded at import into tests on the bits: on f32 and f64 values of
//! every class (signaling and quiet NaNs, infinities, normals,
//! subnormals, zeros, of both signs), each class bit and a few
//! combinations, the PTX at -O0 and -O3 (PTX interpreter) agrees with
//! Rust's classification.

mod common;

use common::compile_kernel;
use std::num::FpCategory;

/// The classes of `mask` bit `k` (LLVM's `FPClassTest` order) that a
/// value with `cat`, sign `neg` and quiet bit `quiet` is in.
fn in_class(k: u32, cat: FpCategory, neg: bool, quiet: bool) -> bool {
    use FpCategory::*;
    match k {
        0 => cat == Nan && !quiet,
        1 => cat == Nan && quiet,
        2 => cat == Infinite && neg,
        3 => cat == Normal && neg,
        4 => cat == Subnormal && neg,
        5 => cat == Zero && neg,
        6 => cat == Zero && !neg,
        7 => cat == Subnormal && !neg,
        8 => cat == Normal && !neg,
        _ => cat == Infinite && !neg,
    }
}

/// Expected outputs for one value: 10 single bits, NaN, infinity, finite.
fn expected(cat: FpCategory, neg: bool, quiet: bool) -> Vec<u8> {
    let one = |k| in_class(k, cat, neg, quiet);
    let mut v: Vec<u8> = (0..10).map(|k| u8::from(one(k))).collect();
    v.push(u8::from(one(0) || one(1)));
    v.push(u8::from(one(2) || one(9)));
    v.push(u8::from((3..=8).any(one)));
    v
}

fn check(kernel: &str, elem: &str, bits: &[u64], expect: &[Vec<u8>]) {
    let file = "tests/fpclass/classes.ll";
    let n = bits.len();
    let list: Vec<String> = bits.iter().map(u64::to_string).collect();
    let spec = format!(
        "kernel {kernel}\nblock {n}\narg {elem}[{n}] values({})\narg u8[{}] zero\n",
        list.join(","),
        n * 13
    );
    let spec = interp::spec::Spec::parse(&spec).unwrap();
    for level in ["-O0", "-O3"] {
        let ptx = compile_kernel(file, kernel, &[level]);
        let out = interp::diff::run_ptx_text("k.ptx", &ptx, &spec).unwrap();
        let got = &out.buffers[1].0;
        for (t, want) in expect.iter().enumerate() {
            assert_eq!(
                &got[t * 13..t * 13 + 13],
                &want[..],
                "{kernel} {level}: value {:#x}",
                bits[t]
            );
        }
    }
}

#[test]
fn f32_classes() {
    let vals: Vec<u32> = vec![
        0,
        0x8000_0000,
        1.5f32.to_bits(),
        (-1.5f32).to_bits(),
        f32::MIN_POSITIVE.to_bits(),
        1,
        0x8000_0001,
        0x007f_ffff,
        f32::INFINITY.to_bits(),
        f32::NEG_INFINITY.to_bits(),
        0x7fc0_0000,
        0x7f80_0001,
        0xffc0_0000,
        0xff80_0001,
        f32::MAX.to_bits(),
        (-f32::MAX).to_bits(),
    ];
    let expect: Vec<Vec<u8>> = vals
        .iter()
        .map(|&b| {
            let x = f32::from_bits(b);
            expected(x.classify(), b >> 31 == 1, b & 0x0040_0000 != 0)
        })
        .collect();
    let bits: Vec<u64> = vals.iter().map(|&b| u64::from(b)).collect();
    check("classes32", "u32", &bits, &expect);
}

#[test]
fn f64_classes() {
    let vals: Vec<u64> = vec![
        0,
        1 << 63,
        2.5f64.to_bits(),
        (-2.5f64).to_bits(),
        f64::MIN_POSITIVE.to_bits(),
        1,
        (1 << 63) | 7,
        f64::INFINITY.to_bits(),
        f64::NEG_INFINITY.to_bits(),
        0x7ff8_0000_0000_0000,
        0x7ff0_0000_0000_0001,
        0xfff8_0000_0000_0000,
        f64::MAX.to_bits(),
    ];
    let expect: Vec<Vec<u8>> = vals
        .iter()
        .map(|&b| {
            let x = f64::from_bits(b);
            expected(x.classify(), b >> 63 == 1, b & (1 << 51) != 0)
        })
        .collect();
    check("classes64", "u64", &vals, &expect);
}
