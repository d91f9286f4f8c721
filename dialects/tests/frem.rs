//! `frem` on f32, f64, f16 and bf16 (`isel`'s exact loops): the PTX computes
//! C's `fmod` bit for bit on special values (zeros, infinities, NaN, the
//! largest and the subnormal numbers), on quotients next to an integer
//! (`7 % 0.1`, where `a - trunc(a/b)*b` goes negative) and on random
//! pairs over the whole exponent range; the nvvm interpreter agrees, and
//! ptxas accepts the PTX.

use interp::diff::{compare, run_module, run_ptx_text, Outcome, Tolerance};
use interp::spec::Spec;

/// `@rem32` and `@rem64`: `o[i] = x[i] frem y[i]` over a grid of 128-thread
/// blocks, for `float` and `double`.
fn source() -> String {
    let wide = |name: &str, t: &str, align: u32| {
        format!(
            r#"
define ptx_kernel void @{name}(ptr addrspace(1) %x, ptr addrspace(1) %y, ptr addrspace(1) %o) {{
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %c128 = shl i32 %c, 7
  %i = add i32 %c128, %t
  %i64 = zext i32 %i to i64
  %px = getelementptr inbounds {t}, ptr addrspace(1) %x, i64 %i64
  %py = getelementptr inbounds {t}, ptr addrspace(1) %y, i64 %i64
  %po = getelementptr inbounds {t}, ptr addrspace(1) %o, i64 %i64
  %a = load {t}, ptr addrspace(1) %px, align {align}
  %b = load {t}, ptr addrspace(1) %py, align {align}
  %r = frem {t} %a, %b
  store {t} %r, ptr addrspace(1) %po, align {align}
  ret void
}}
"#
        )
    };
    format!(
        "{HEADER}{}{}{HALF}",
        wide("rem32", "float", 4),
        wide("rem64", "double", 8)
    )
}

const HEADER: &str = r#"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
"#;

/// `@rem16`: an f16 `frem` and a `<2 x bfloat>` one.
const HALF: &str = r#"define ptx_kernel void @rem16(ptr addrspace(1) %x, ptr addrspace(1) %y, ptr addrspace(1) %o) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %px = getelementptr inbounds half, ptr addrspace(1) %x, i64 %t64
  %py = getelementptr inbounds half, ptr addrspace(1) %y, i64 %t64
  %po = getelementptr inbounds <2 x bfloat>, ptr addrspace(1) %o, i64 %t64
  %a = load half, ptr addrspace(1) %px, align 2
  %b = load half, ptr addrspace(1) %py, align 2
  %r = frem half %a, %b
  %af = fpext half %a to float
  %bf = fpext half %b to float
  %ab = fptrunc float %af to bfloat
  %bb = fptrunc float %bf to bfloat
  %va = insertelement <2 x bfloat> undef, bfloat %ab, i32 0
  %va2 = insertelement <2 x bfloat> %va, bfloat %bb, i32 1
  %vb = insertelement <2 x bfloat> undef, bfloat %bb, i32 0
  %vb2 = insertelement <2 x bfloat> %vb, bfloat %ab, i32 1
  %vr = frem <2 x bfloat> %va2, %vb2
  %rb = fpext half %r to float
  %lo = extractelement <2 x bfloat> %vr, i32 0
  %lof = fpext bfloat %lo to float
  %s = fadd float %rb, %lof
  %sb = fptrunc float %s to bfloat
  %w = insertelement <2 x bfloat> %vr, bfloat %sb, i32 1
  store <2 x bfloat> %w, ptr addrspace(1) %po, align 4
  ret void
}
"#;

use tests::mutate::Rng;

/// 1024 pairs: every pair of the special values, `7 % 0.1`-like pairs,
/// then random bit patterns (every exponent, both signs, NaNs included).
fn pairs() -> Vec<(f32, f32)> {
    let special = [
        0.0f32,
        -0.0,
        1.0,
        -1.0,
        7.0,
        0.1,
        3.0,
        -2.5,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        f32::MAX,
        f32::MIN_POSITIVE,
        f32::from_bits(1),
        1e30,
        -1e-30,
        16_777_217.0,
        0.3,
    ];
    let mut v: Vec<(f32, f32)> = Vec::new();
    for &a in &special {
        for &b in &special {
            v.push((a, b));
        }
    }
    v.extend([
        (7.0, 0.1),
        (1.0, 0.1),
        (-5.5, 1.1),
        (1e7, 0.7),
        (3.0e38, 3.1e-38),
    ]);
    let mut g = Rng::new(0x5eed);
    while v.len() < 1024 {
        v.push((
            f32::from_bits(g.next() as u32),
            f32::from_bits(g.next() as u32),
        ));
    }
    v
}

/// The f32 value of the f16 with bits `h`.
fn f16_value(h: u16) -> f32 {
    let sign = if h >> 15 == 1 { -1.0f32 } else { 1.0 };
    let (e, m) = (i32::from((h >> 10) & 0x1f), f32::from(h & 0x3ff));
    match e {
        0 => sign * m * (2.0f32).powi(-24),
        31 if m == 0.0 => sign * f32::INFINITY,
        31 => f32::NAN,
        _ => sign * (1.0 + m / 1024.0) * (2.0f32).powi(e - 15),
    }
}

/// 128 pairs of f16 values: specials (0.1 and 6e-8 round to the nearest
/// f16 when the spec is read), then random bit patterns.
fn half_pairs() -> Vec<(f32, f32)> {
    let special = [
        0.0f32,
        -0.0,
        1.0,
        -1.0,
        7.0,
        0.1,
        65504.0,
        6.0e-8,
        f32::INFINITY,
        f32::NAN,
    ];
    let mut v: Vec<(f32, f32)> = Vec::new();
    for &a in &special {
        for &b in &special {
            v.push((a, b));
        }
    }
    let mut g = Rng::new(0xf16);
    while v.len() < 128 {
        v.push((f16_value(g.next() as u16), f16_value(g.next() as u16)));
    }
    v
}

fn list(xs: impl Iterator<Item = f32>) -> String {
    xs.map(|x| format!("{:e}", f64::from(x)))
        .collect::<Vec<_>>()
        .join(",")
}

fn floats(out: &Outcome, k: usize) -> Vec<f32> {
    out.buffers[k]
        .0
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

fn ptx_of(m: &dialects::ir::Module) -> String {
    let ptx = ptx::print::print_module(&isel::select_module(m, "sm_80").unwrap());
    if let Some(ptxas) = tests::tools::need("WARPSAT_PTXAS") {
        let frames = tests::tools::ptxas_stack_frames(&ptxas, &ptx, "sm_80");
        assert_eq!(frames.len(), 3, "{frames:?}");
    }
    ptx
}

/// Runs `spec` on the nvvm interpreter and on `ptx`, checks that they
/// agree bit for bit (any NaN for a NaN), and returns the PTX run.
fn run_both(m: &dialects::ir::Module, ptx: &str, spec: &str) -> Outcome {
    let spec = Spec::parse(spec).unwrap();
    let want = run_module(m, &spec).unwrap();
    let got = run_ptx_text("frem.ptx", ptx, &spec).unwrap();
    compare(&want, &got, Some(Tolerance { rel: 0.0, abs: 0.0 })).unwrap();
    got
}

#[test]
fn f32_frem_is_fmod_bit_for_bit() {
    let m = llvm::import::import("frem.ll", &source()).unwrap();
    let ptx = ptx_of(&m);
    let v = pairs();
    let spec = format!(
        "kernel rem32\ngrid 8\nblock 128\narg f32[1024] values({})\narg f32[1024] values({})\narg f32[1024] zero\n",
        list(v.iter().map(|p| p.0)),
        list(v.iter().map(|p| p.1)),
    );
    let got = run_both(&m, &ptx, &spec);
    let inputs = (floats(&got, 0), floats(&got, 1));
    let mut big = 0;
    for (k, r) in floats(&got, 2).into_iter().enumerate() {
        let (a, b) = (inputs.0[k], inputs.1[k]);
        let fmod = a % b;
        assert!(
            r.to_bits() == fmod.to_bits() || (r.is_nan() && fmod.is_nan()),
            "{a:e} % {b:e}: got {r:e}, fmod is {fmod:e}"
        );
        if b != 0.0 && (a / b).abs() > 1e20 && fmod != 0.0 {
            big += 1;
        }
    }
    // The random pairs reach quotients far beyond one round.
    assert!(big > 50, "{big}");
    // `a - trunc(a/b)*b` in f32 is wrong for these, as a check that the
    // pairs tell the two apart.
    let naive = |a: f32, b: f32| a - (a / b).trunc() * b;
    assert_ne!(naive(7.0, 0.1).to_bits(), (7.0f32 % 0.1).to_bits());
}

#[test]
fn half_and_bfloat_frem_go_through_f32() {
    let m = llvm::import::import("frem.ll", &source()).unwrap();
    let ptx = ptx_of(&m);
    let v = half_pairs();
    run_both(
        &m,
        &ptx,
        &format!(
            "kernel rem16\nblock 128\narg f16[128] values({})\narg f16[128] values({})\narg bf16[256] zero\n",
            list(v.iter().map(|p| p.0)),
            list(v.iter().map(|p| p.1)),
        ),
    );
}

#[test]
fn f64_frem_is_fmod_bit_for_bit() {
    let m = llvm::import::import("frem.ll", &source()).unwrap();
    let ptx = ptx_of(&m);
    let special = [
        0.0f64,
        -0.0,
        1.0,
        -7.0,
        0.1,
        3.0,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        f64::MAX,
        f64::MIN_POSITIVE,
        f64::from_bits(1),
        f64::from_bits(0x000f_ffff_ffff_ffff),
        1e300,
        -1e-300,
        9_007_199_254_740_993.0,
    ];
    let mut v: Vec<(f64, f64)> = Vec::new();
    for &a in &special {
        for &b in &special {
            v.push((a, b));
        }
    }
    let mut g = Rng::new(0xd0b1e);
    let mut bits = || g.next();
    while v.len() < 512 {
        v.push((f64::from_bits(bits()), f64::from_bits(bits())));
    }
    let text = |xs: &mut dyn Iterator<Item = f64>| {
        xs.map(|x| format!("{x:e}")).collect::<Vec<_>>().join(",")
    };
    let spec = format!(
        "kernel rem64\ngrid 4\nblock 128\narg f64[512] values({})\narg f64[512] values({})\narg f64[512] zero\n",
        text(&mut v.iter().map(|p| p.0)),
        text(&mut v.iter().map(|p| p.1)),
    );
    let got = run_both(&m, &ptx, &spec);
    let out: Vec<f64> = got.buffers[2]
        .0
        .chunks_exact(8)
        .map(|c| f64::from_le_bytes(c.try_into().unwrap()))
        .collect();
    for (k, r) in out.into_iter().enumerate() {
        let (a, b) = v[k];
        let fmod = a % b;
        assert!(
            r.to_bits() == fmod.to_bits() || (r.is_nan() && fmod.is_nan()),
            "{a:e} % {b:e}: got {r:e}, fmod is {fmod:e}"
        );
    }
}
