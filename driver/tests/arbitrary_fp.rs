//! `llvm.convert.from.arbitrary.fp` (`tests/run/arbitrary_fp.ll`): every
//! bit pattern of seven small float formats, compiled to PTX (assembled
//! by ptxas where it is installed), run on both interpreters, and checked
//! against values decoded here from each format's definition (APFloat's
//! semantics).

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
