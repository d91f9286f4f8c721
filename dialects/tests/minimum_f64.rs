//! `llvm.minimum`/`llvm.maximum` on f64, which PTX has no NaN-propagating
//! instruction for: every pair of special values (signed zeros, NaN,
//! infinities, subnormals) and random bit patterns, checked bit for bit
//! against IEEE 754-2019 minimum/maximum (any NaN for a NaN) on the PTX
//! interpreter; the nvvm interpreter agrees and ptxas accepts the PTX.

use interp::diff::{compare, run_module, run_ptx_text, Outcome, Tolerance};
use interp::spec::Spec;
use tests::mutate::Rng;

const SRC: &str = r#"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare double @llvm.minimum.f64(double, double)
declare double @llvm.maximum.f64(double, double)
declare <2 x double> @llvm.maximum.v2f64(<2 x double>, <2 x double>)

define ptx_kernel void @mm(ptr addrspace(1) %x, ptr addrspace(1) %y, ptr addrspace(1) %lo, ptr addrspace(1) %hi) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %c128 = shl i32 %c, 7
  %i = add i32 %c128, %t
  %i64 = zext i32 %i to i64
  %px = getelementptr inbounds double, ptr addrspace(1) %x, i64 %i64
  %py = getelementptr inbounds double, ptr addrspace(1) %y, i64 %i64
  %a = load double, ptr addrspace(1) %px, align 8
  %b = load double, ptr addrspace(1) %py, align 8
  %mn = call double @llvm.minimum.f64(double %a, double %b)
  %va = insertelement <2 x double> undef, double %a, i32 0
  %va2 = insertelement <2 x double> %va, double %b, i32 1
  %vb = insertelement <2 x double> undef, double %b, i32 0
  %vb2 = insertelement <2 x double> %vb, double %a, i32 1
  %vm = call <2 x double> @llvm.maximum.v2f64(<2 x double> %va2, <2 x double> %vb2)
  %mx = extractelement <2 x double> %vm, i32 0
  %mx2 = extractelement <2 x double> %vm, i32 1
  %mxs = call double @llvm.maximum.f64(double %mx, double %mx2)
  %pl = getelementptr inbounds double, ptr addrspace(1) %lo, i64 %i64
  %ph = getelementptr inbounds double, ptr addrspace(1) %hi, i64 %i64
  store double %mn, ptr addrspace(1) %pl, align 8
  store double %mxs, ptr addrspace(1) %ph, align 8
  ret void
}
"#;

fn pairs() -> Vec<(f64, f64)> {
    let special = [
        0.0f64,
        -0.0,
        1.0,
        -1.0,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        -f64::NAN,
        f64::MAX,
        f64::MIN_POSITIVE,
        f64::from_bits(1),
        -f64::from_bits(1),
        1e300,
    ];
    let mut v = Vec::new();
    for &a in &special {
        for &b in &special {
            v.push((a, b));
        }
    }
    let mut g = Rng::new(0x3141);
    while v.len() < 512 {
        v.push((f64::from_bits(g.next()), f64::from_bits(g.next())));
    }
    v
}

/// IEEE 754-2019 minimum (`max` false) or maximum: a NaN operand gives a
/// NaN, and -0 is below +0.
fn reference(max: bool, a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        return f64::NAN;
    }
    if a == b {
        let (x, y) = (a.to_bits(), b.to_bits());
        return f64::from_bits(if max { x & y } else { x | y });
    }
    if (a < b) != max {
        a
    } else {
        b
    }
}

fn doubles(out: &Outcome, k: usize) -> Vec<f64> {
    out.buffers[k]
        .0
        .chunks_exact(8)
        .map(|c| f64::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

#[test]
fn f64_minimum_and_maximum_follow_ieee_2019_bit_for_bit() {
    let m = llvm::import::import("minimum.ll", SRC).unwrap();
    // sm_75 has no `.NaN` min/max at all; sm_90 is checked to select
    // the same expansion.
    for arch in ["sm_75", "sm_90"] {
        let ptx = ptx::print::print_module(&isel::select_module(&m, arch).unwrap());
        assert!(ptx.contains("setp.nan.f64"), "{ptx}");
        if let Some(ptxas) = tests::tools::need("WARPSAT_PTXAS") {
            tests::tools::ptxas_stack_frames(&ptxas, &ptx, arch);
        }
        let v = pairs();
        let list = |f: &dyn Fn(&(f64, f64)) -> f64| {
            v.iter()
                .map(|p| format!("{:e}", f(p)))
                .collect::<Vec<_>>()
                .join(",")
        };
        let spec = format!(
            "kernel mm\ngrid 4\nblock 128\narg f64[512] values({})\narg f64[512] values({})\narg f64[512] zero\narg f64[512] zero\n",
            list(&|p| p.0),
            list(&|p| p.1),
        );
        let spec = Spec::parse(&spec).unwrap();
        let want = run_module(&m, &spec).unwrap();
        let got = run_ptx_text("minimum.ptx", &ptx, &spec).unwrap();
        compare(&want, &got, Some(Tolerance { rel: 0.0, abs: 0.0 })).unwrap();
        let (xs, ys) = (doubles(&got, 0), doubles(&got, 1));
        let (lo, hi) = (doubles(&got, 2), doubles(&got, 3));
        let mut signed_zero_cases = 0;
        for k in 0..xs.len() {
            let (a, b) = (xs[k], ys[k]);
            for (max, r) in [(false, lo[k]), (true, hi[k])] {
                let e = reference(max, a, b);
                assert!(
                    r.to_bits() == e.to_bits() || (r.is_nan() && e.is_nan()),
                    "{arch} {} ({a:e}, {b:e}): got {r:e}, want {e:e}",
                    if max { "maximum" } else { "minimum" }
                );
            }
            signed_zero_cases += (a == 0.0 && b == 0.0 && a.to_bits() != b.to_bits()) as u32;
        }
        assert_eq!(signed_zero_cases, 2);
    }
}
