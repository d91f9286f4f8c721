//! Constrained floating point (`llvm.experimental.constrained.*`,
//! `tests/constrained/strict.ll`): directed roundings reach the PTX
//! (`add.rz`, `mul.rp`, `add.rm`), a multiply feeding an add stays two
//! rounded operations (no fma), and the results, on the PTX interpreter at
//! -O0 and -O3, are those computed here from exact f64 values rounded to
//! f32 in each direction.

mod common;

use common::compile_kernel;

/// `v` (exact) rounded to f32 toward zero, up or down.
fn directed(v: f64, mode: char) -> f32 {
    let n = v as f32;
    let step = |x: f32, up: bool| {
        let b = x.to_bits() as i64;
        let toward_up = (x >= 0.0) == up;
        f32::from_bits((if toward_up { b + 1 } else { b - 1 }) as u32)
    };
    let d = f64::from(n);
    match mode {
        'z' if d.abs() > v.abs() => step(n, n < 0.0),
        'p' if d < v => step(n, true),
        'm' if d > v => step(n, false),
        _ => n,
    }
}

fn floats(b: &[u8]) -> Vec<f32> {
    b.chunks_exact(4)
        .map(|w| f32::from_le_bytes(w.try_into().unwrap()))
        .collect()
}

#[test]
fn strict_operations_keep_their_rounding() {
    let spec = "kernel strict\nblock 64\nseed 9\narg f32[64] random(-4,4)\n\
                arg f32[64] random(-4,4)\narg f32[320] zero\n";
    let spec = interp::spec::Spec::parse(spec).unwrap();
    for level in ["-O0", "-O3"] {
        let ptx = compile_kernel("tests/constrained/strict.ll", "strict", &[level]);
        for op in ["add.rz.f32", "mul.rp.f32", "add.rm.f32", "mul.rn.f32"] {
            assert!(ptx.contains(op), "{level}: no {op}\n{ptx}");
        }
        assert!(!ptx.contains("fma"), "{level}: contracted\n{ptx}");
        let out = interp::diff::run_ptx_text("k.ptx", &ptx, &spec).unwrap();
        let (a, b, r) = (
            floats(&out.buffers[0].0),
            floats(&out.buffers[1].0),
            floats(&out.buffers[2].0),
        );
        for t in 0..64 {
            let (x, y) = (f64::from(a[t]), f64::from(b[t]));
            let row = &r[t * 5..t * 5 + 5];
            let want = [
                directed(x + y, 'z'),
                directed(x * y, 'p'),
                directed(x - y, 'm'),
                (a[t] * b[t]) + a[t],
                if a[t] < b[t] { 1.0 } else { 0.0 },
            ];
            for k in 0..5 {
                assert_eq!(
                    row[k].to_bits(),
                    want[k].to_bits(),
                    "{level} thread {t} result {k}: {} vs {}",
                    row[k],
                    want[k]
                );
            }
        }
    }
}
