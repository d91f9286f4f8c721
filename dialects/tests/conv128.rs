//! i128 <-> f32/f64 conversions (`isel::conv128`): the PTX rounds integer
//! to float once, to nearest even, and truncates float to integer, as
//! Rust's `as` does, for values of every size and sign (ties and values
//! just off them included); the nvvm interpreter agrees; ptxas accepts
//! the PTX.

use interp::diff::{compare, run_module, run_ptx_text};
use interp::spec::Spec;
use tests::mutate::Rng;

const SRC: &str = r#"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %x, ptr addrspace(1) %f, ptr addrspace(1) %o, ptr addrspace(1) %p) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %px = getelementptr inbounds i128, ptr addrspace(1) %x, i64 %t64
  %a = load i128, ptr addrspace(1) %px, align 16
  %pf = getelementptr inbounds double, ptr addrspace(1) %f, i64 %t64
  %d = load double, ptr addrspace(1) %pf, align 8
  %s32 = sitofp i128 %a to float
  %u32 = uitofp i128 %a to float
  %s64 = sitofp i128 %a to double
  %u64 = uitofp i128 %a to double
  %b4 = mul i64 %t64, 4
  %po = getelementptr inbounds double, ptr addrspace(1) %o, i64 %b4
  %e32 = fpext float %s32 to double
  store double %e32, ptr addrspace(1) %po, align 8
  %po1 = getelementptr inbounds double, ptr addrspace(1) %po, i64 1
  %f32 = fpext float %u32 to double
  store double %f32, ptr addrspace(1) %po1, align 8
  %po2 = getelementptr inbounds double, ptr addrspace(1) %po, i64 2
  store double %s64, ptr addrspace(1) %po2, align 8
  %po3 = getelementptr inbounds double, ptr addrspace(1) %po, i64 3
  store double %u64, ptr addrspace(1) %po3, align 8
  %ds = fptosi double %d to i128
  %df = fptrunc double %d to float
  %fu = fptoui float %df to i128
  %b2 = mul i64 %t64, 2
  %pp = getelementptr inbounds i128, ptr addrspace(1) %p, i64 %b2
  store i128 %ds, ptr addrspace(1) %pp, align 16
  %pp1 = getelementptr inbounds i128, ptr addrspace(1) %pp, i64 1
  %fa = call float @llvm.fabs.f32(float %df)
  %fu2 = fptoui float %fa to i128
  store i128 %fu2, ptr addrspace(1) %pp1, align 16
  ret void
}
declare float @llvm.fabs.f32(float)
"#;

/// 128 integers: extremes, round-to-even ties and their neighbours for
/// both widths, then random values of random bit lengths and signs; and
/// 128 doubles within i128's range (|d| < 2^126).
fn inputs() -> (Vec<u128>, Vec<f64>) {
    let mut ints: Vec<u128> = vec![0, 1, u128::MAX, 1 << 127, (1 << 127) - 1, u64::MAX as u128];
    for shift in [40u32, 60, 64, 70, 100] {
        // f64 keeps 53 bits: a tie sits at bit 10 below the top 53.
        let base = (1u128 << 52 | 0x5) << shift;
        let half = 1u128 << (shift - 1);
        ints.extend([
            base + half,
            base + half + 1,
            base + half - 1,
            base + 2 * half + half,
        ]);
    }
    let mut g = Rng::new(0x128f);
    while ints.len() < 128 {
        let v = (u128::from(g.next()) << 64 | u128::from(g.next())) >> (g.next() % 128);
        ints.push(if g.next().is_multiple_of(2) {
            v
        } else {
            v.wrapping_neg()
        });
    }
    let mut fl = vec![
        0.0,
        -0.0,
        0.5,
        -1.5,
        1e19,
        -1e19,
        1.8446744073709552e19,
        3.5e37,
        -3.5e37,
        4.2e9,
    ];
    while fl.len() < 128 {
        let e = (g.next() % 125) as i32;
        let m = (g.next() >> 11) as f64 / (1u64 << 53) as f64 + 1.0;
        let s = if g.next().is_multiple_of(2) {
            1.0
        } else {
            -1.0
        };
        fl.push(s * m * 2f64.powi(e));
    }
    (ints, fl)
}

#[test]
fn conversions_match_rust() {
    let m = llvm::import::import("conv128.ll", SRC).unwrap();
    let ptx = ptx::print::print_module(&isel::select_module(&m, "sm_80").unwrap());
    if let Some(ptxas) = tests::tools::need("WARPSAT_PTXAS") {
        tests::tools::ptxas_stack_frames(&ptxas, &ptx, "sm_80");
    }
    let (ints, fl) = inputs();
    let halves = ints
        .iter()
        .flat_map(|&x| [x as u64 as i64, (x >> 64) as u64 as i64])
        .map(|h| h.to_string())
        .collect::<Vec<_>>()
        .join(",");
    let floats = fl
        .iter()
        .map(|x| format!("{x:e}"))
        .collect::<Vec<_>>()
        .join(",");
    let spec = Spec::parse(&format!(
        "kernel k\nblock 128\narg i64[256] values({halves})\narg f64[128] values({floats})\narg f64[512] zero\narg i64[512] zero\n"
    ))
    .unwrap();
    let got = run_ptx_text("conv128.ptx", &ptx, &spec).unwrap();
    compare(&run_module(&m, &spec).unwrap(), &got, None).unwrap();
    let o: Vec<f64> = got.buffers[2]
        .0
        .chunks_exact(8)
        .map(|c| f64::from_le_bytes(c.try_into().unwrap()))
        .collect();
    let p: Vec<u128> = got.buffers[3]
        .0
        .chunks_exact(16)
        .map(|c| u128::from_le_bytes(c.try_into().unwrap()))
        .collect();
    for (k, &x) in ints.iter().enumerate() {
        let s = x as i128;
        let want = [f64::from(s as f32), f64::from(x as f32), s as f64, x as f64];
        for (j, w) in want.iter().enumerate() {
            assert_eq!(o[4 * k + j].to_bits(), w.to_bits(), "{x:#x} conversion {j}");
        }
    }
    for (k, &d) in fl.iter().enumerate() {
        assert_eq!(p[2 * k], d as i128 as u128, "fptosi {d:e}");
        assert_eq!(p[2 * k + 1], (d as f32).abs() as u128, "fptoui {d:e}");
    }
}
