//! LLVM's math intrinsics without an accurate PTX instruction
//! (`tests/libm/intrinsics.ll`: `llvm.exp.f32`, `llvm.sin.f64`,
//! `llvm.pow.f32`, `llvm.powi`, `llvm.ldexp`, `llvm.tanh.f64`, ...) call
//! libdevice, which is linked in: the PTX has no external function left,
//! ptxas accepts it, and its results (PTX interpreter) match Rust's own
//! functions. Without libdevice the intrinsics are refused as before.

mod common;

use common::{compile_kernel, warpsat};

const SPEC: &str = "kernel k\nblock 64\nseed 11\narg f32[64] random(-3,3)\n\
                    arg f32[384] zero\narg f64[192] zero\narg i32 3\n";

fn floats(b: &[u8]) -> Vec<f32> {
    b.chunks_exact(4)
        .map(|w| f32::from_le_bytes(w.try_into().unwrap()))
        .collect()
}

fn doubles(b: &[u8]) -> Vec<f64> {
    b.chunks_exact(8)
        .map(|w| f64::from_le_bytes(w.try_into().unwrap()))
        .collect()
}

fn close(got: f64, want: f64, rel: f64, what: &str) {
    let tol = rel * want.abs().max(1.0);
    assert!((got - want).abs() <= tol, "{what}: {got} vs {want}");
}

#[test]
fn math_intrinsics_call_libdevice() {
    if tests::tools::need("WARPSAT_LIBDEVICE").is_none() {
        return;
    }
    let file = "tests/libm/intrinsics.ll";
    let ptx = compile_kernel(file, "k", &["-O3"]);
    assert!(!ptx.contains(".extern .func"), "{ptx}");
    assert!(ptx.contains("sin.approx.f32"), "the afn sine stays: {ptx}");
    assert!(ptx.contains("ex2.approx"), "{ptx}");
    let spec = interp::spec::Spec::parse(SPEC).unwrap();
    let out = interp::diff::run_ptx_text("k.ptx", &ptx, &spec).unwrap();
    let x = floats(&out.buffers[0].0);
    let f = floats(&out.buffers[1].0);
    let d = doubles(&out.buffers[2].0);
    let n = 3;
    for (t, &xv) in x.iter().enumerate() {
        let (r, q) = (&f[t * 6..t * 6 + 6], &d[t * 3..t * 3 + 3]);
        let y = f64::from(xv);
        let ex = xv.exp();
        close(r[0].into(), ex.into(), 1e-6, "exp");
        close(r[1].into(), (ex + 1.0).log2().into(), 1e-6, "log2");
        close(r[2].into(), xv.abs().powf(1.5).into(), 1e-6, "pow");
        close(r[3].into(), (xv * 8.0).into(), 0.0, "ldexp");
        close(r[4].into(), xv.sin().into(), 1e-5, "sin.approx");
        close(r[5].into(), xv.exp2().into(), 1e-6, "ex2.approx");
        close(q[0], y.sin(), 1e-14, "sin f64");
        close(q[1], y.powi(n), 1e-14, "powi f64");
        close(q[2], y.tanh(), 1e-14, "tanh f64");
    }
}

#[test]
fn vector_and_half_forms_call_libdevice_per_lane() {
    if tests::tools::need("WARPSAT_LIBDEVICE").is_none() {
        return;
    }
    let ptx = compile_kernel("tests/libm/intrinsics.ll", "lanes", &["-O3"]);
    assert!(!ptx.contains(".extern .func"), "{ptx}");
    let spec = "kernel lanes\nblock 32\nseed 4\narg f32[64] random(-3,3)\n\
                arg f32[64] zero\narg f16[64] zero\n";
    let spec = interp::spec::Spec::parse(spec).unwrap();
    let out = interp::diff::run_ptx_text("k.ptx", &ptx, &spec).unwrap();
    let x = floats(&out.buffers[0].0);
    let l = floats(&out.buffers[1].0);
    let h: Vec<f32> = out.buffers[2]
        .0
        .chunks_exact(2)
        .map(|w| half_to_f32(u16::from_le_bytes([w[0], w[1]])))
        .collect();
    for (i, &xv) in x.iter().enumerate() {
        close(
            l[i].into(),
            (xv.abs() + 1.0).log2().into(),
            1e-6,
            "log2 lane",
        );
        // The half input and result each round to 11 bits.
        close(h[i].into(), xv.sin().into(), 4e-3, "sin half lane");
    }
}

/// An IEEE half's value.
fn half_to_f32(b: u16) -> f32 {
    let sign = if b >> 15 == 1 { -1.0 } else { 1.0 };
    let e = i32::from((b >> 10) & 0x1f);
    let m = f32::from(b & 0x3ff);
    sign * match e {
        0 => m * 2f32.powi(-24),
        31 => f32::INFINITY,
        _ => (1.0 + m / 1024.0) * 2f32.powi(e - 15),
    }
}

#[test]
fn without_libdevice_they_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("k.ptx");
    let input = tests::tools::repo_root().join("tests/libm/intrinsics.ll");
    let (ok, _, err) = warpsat(&[
        input.to_str().unwrap(),
        "--no-libdevice",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(!ok);
    assert!(err.contains("intrinsics.ll:"), "{err}");
    assert!(err.contains("unsupported:"), "{err}");
}
