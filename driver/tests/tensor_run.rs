//! Tensor-core fragments executed, not only assembled: `ldmatrix` (x1,
//! x2, x4, `.trans`) and `mma.sync` (m16n8k16 f16 and bf16 into f32,
//! m16n8k8 into f16) in `tests/tensor/mma.ll`, `wmma` m16n16k16 (f16 and
//! bf16, row and column major, with and without a stride) in
//! `tests/tensor/wmma.ll`, and Triton's matmul
//! tutorial (`ldmatrix` and inline-asm `mma.sync`) and fused softmax
//! (`ldmatrix` moving f32 pairs). The nvvm interpreter runs the IR, the
//! PTX interpreter warpsat's -O3 PTX (assembled by ptxas where it is
//! installed); both must give the matrix product computed here from the
//! inputs, with each fragment element where the PTX ISA's layout puts it.

use dialects::ir::half::{bf16_to_f32, f16_to_f32};
use interp::diff::{compare, run_module, run_ptx_text, Outcome};
use interp::spec::{HostArg, Spec};
use tests::tools;

mod common;

/// The 16-bit elements of buffer `k`.
fn halves(o: &Outcome, k: usize) -> Vec<u16> {
    o.buffers[k]
        .0
        .chunks(2)
        .map(|c| u16::from_le_bytes([c[0], c[1]]))
        .collect()
}

/// The f32 elements of buffer `k`.
fn floats(o: &Outcome, k: usize) -> Vec<f32> {
    common::words(o, k)
        .into_iter()
        .map(f32::from_bits)
        .collect()
}

/// Buffer `k`'s 16-bit elements (`f16` or `bf16`) as f64.
fn widened(o: &Outcome, k: usize, elem: &str) -> Vec<f64> {
    halves(o, k)
        .into_iter()
        .map(|h| {
            f64::from(if elem == "bf16" {
                bf16_to_f32(h)
            } else {
                f16_to_f32(h)
            })
        })
        .collect()
}

/// `tests/tensor/FILE` imported and compiled at -O3 for sm_80 (ptxas
/// checks the PTX where it is installed).
fn tensor_file(file: &str) -> (dialects::ir::Module, String) {
    let src = std::fs::read_to_string(tools::repo_root().join("tests/tensor").join(file)).unwrap();
    let m = llvm::import::import(file, &src).unwrap();
    let ptx = common::compile_source(file, &src, &["-O3", "--arch", "sm_80"]);
    if let Some(px) = tools::need("WARPSAT_PTXAS") {
        tools::assert_ptxas_compiles(&px, &ptx, "sm_80");
    }
    (m, ptx)
}

/// Both interpreters' outcomes of `kernel`, checked equal.
fn run_both(m: &dialects::ir::Module, ptx: &str, spec: &str) -> Outcome {
    let spec = Spec::parse(spec).unwrap();
    let want = run_module(m, &spec).unwrap();
    let got = run_ptx_text("k.ptx", ptx, &spec).unwrap();
    compare(&want, &got, None).unwrap();
    got
}

fn close(got: f32, want: f64, rel: f64) -> bool {
    (f64::from(got) - want).abs() <= rel * want.abs().max(1.0)
}

#[test]
fn ldmatrix_and_mma_compute_the_matrix_product() {
    let (m, ptx) = tensor_file("mma.ll");
    for (kernel, elem, trans, k, half_out) in [
        ("mma_f16", "f16", false, 16, false),
        ("mma_bf16_trans", "bf16", true, 16, false),
        ("mma_k8_f16acc", "f16", false, 8, true),
    ] {
        let out = if half_out { "f16[128]" } else { "f32[128]" };
        let spec = format!(
            "kernel {kernel}\nblock 32\nseed 9\narg {elem}[256] random(-2,2)\narg {elem}[128] random(-2,2)\narg {out} zero\narg f32 0.75\n"
        );
        let o = run_both(&m, &ptx, &spec);
        let (a, b) = (widened(&o, 0, elem), widened(&o, 1, elem));
        // b is stored transposed (8 rows of 16) unless read with .trans.
        let bk = |kk: usize, j: usize| if trans { b[kk * 8 + j] } else { b[j * 16 + kk] };
        let c = if half_out { 0.0 } else { 0.75 };
        let got: Vec<f32> = if half_out {
            halves(&o, 2).into_iter().map(f16_to_f32).collect()
        } else {
            floats(&o, 2)
        };
        let rel = if half_out { 2e-3 } else { 1e-6 };
        for i in 0..16 {
            for j in 0..8 {
                let want = (0..k).fold(c, |s, kk| s + a[i * 16 + kk] * bk(kk, j));
                assert!(
                    close(got[i * 8 + j], want, rel),
                    "{kernel}: d[{i}][{j}] = {}, want {want}",
                    got[i * 8 + j]
                );
            }
        }
    }
}

#[test]
fn wmma_computes_the_matrix_product() {
    let (m, ptx) = tensor_file("wmma.ll");
    assert!(
        ptx.contains("wmma.load.a.sync.aligned.row.m16n16k16"),
        "{ptx}"
    );
    let lda = 24;
    for (kernel, elem) in [("wmma_f16", "f16"), ("wmma_bf16", "bf16")] {
        let spec = format!(
            "kernel {kernel}\nblock 32\nseed 4\narg {elem}[512] random(-2,2)\narg {elem}[256] random(-2,2)\narg f32[256] random(-1,1)\narg i32 {lda}\n"
        );
        let o = run_both(&m, &ptx, &spec);
        let (a, b) = (widened(&o, 0, elem), widened(&o, 1, elem));
        let got = floats(&o, 2);
        let c0 = initial_floats(&spec, 2);
        // f16: a row-major (ld lda), b column-major; bf16: a column-major,
        // b row-major (ld 16).
        let f16 = elem == "f16";
        let ai = |i: usize, k: usize| if f16 { i * lda + k } else { k * 16 + i };
        let bi = |k: usize, j: usize| if f16 { j * 16 + k } else { k * 16 + j };
        for i in 0..16 {
            for j in 0..16 {
                let want = (0..16).fold(f64::from(c0[i * 16 + j]), |s, k| {
                    s + a[ai(i, k)] * b[bi(k, j)]
                });
                assert!(
                    close(got[i * 16 + j], want, 1e-6),
                    "{kernel}: d[{i}][{j}] = {}, want {want}",
                    got[i * 16 + j]
                );
            }
        }
    }
}

/// Buffer `k`'s f32 contents as the spec fills them (before any kernel).
fn initial_floats(spec: &str, k: usize) -> Vec<f32> {
    let inputs = Spec::parse(spec).unwrap().host_inputs().unwrap();
    let HostArg::Buffer {
        bytes: Some(bytes), ..
    } = &inputs.args[k]
    else {
        panic!("argument {k} is not a filled buffer");
    };
    bytes
        .chunks(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

/// Triton 3.8's matmul tutorial (128x256x64 tiles, 8 warps) on one block:
/// the IR's inline-asm `mma.sync` runs as a PTX snippet in the nvvm
/// interpreter, warpsat's PTX on the PTX interpreter.
#[test]
fn triton_matmul_computes_the_product() {
    let path = tools::repo_root().join("tests/triton/matmul_tutorial.llir");
    let src = std::fs::read_to_string(&path).unwrap();
    let m = llvm::import::import("matmul_tutorial.llir", &src).unwrap();
    let ptx = common::compile_source("matmul_tutorial.llir", &src, &["-O3", "--arch", "sm_80"]);
    let (mm, n, k) = (128usize, 256usize, 64usize);
    let spec = format!(
        "kernel matmul_kernel\nblock 256\nsmem 147456\nseed 7\narg f16[{}] random(-1,1)\narg f16[{}] random(-1,1)\narg f16[{}] zero\narg i32 {mm}\narg i32 {n}\narg i32 {k}\narg i32 {k}\narg i32 1\narg i32 {n}\narg i32 1\narg i32 {n}\narg i32 1\narg f32[1] zero\narg f32[1] zero\n",
        mm * k,
        k * n,
        mm * n
    );
    let o = run_both(&m, &ptx, &spec);
    let a: Vec<f64> = halves(&o, 0)
        .into_iter()
        .map(|h| f64::from(f16_to_f32(h)))
        .collect();
    let b: Vec<f64> = halves(&o, 1)
        .into_iter()
        .map(|h| f64::from(f16_to_f32(h)))
        .collect();
    let c: Vec<f32> = halves(&o, 2).into_iter().map(f16_to_f32).collect();
    for i in 0..mm {
        for j in 0..n {
            let want = (0..k).fold(0.0, |s, x| s + a[i * k + x] * b[x * n + j]);
            // One f16 rounding of the f32 sum.
            assert!(
                close(c[i * n + j], want, 1e-3),
                "c[{i}][{j}] = {}, want {want}",
                c[i * n + j]
            );
        }
    }
}

/// Triton's fused softmax reduces across warps by moving f32 pairs
/// through `ldmatrix`: warpsat's PTX computes what Triton's own PTX and
/// the IR (on the nvvm interpreter; its `llvm.nvvm.div.full` once divided
/// by zero there) do, and that is a softmax.
#[test]
fn triton_softmax_through_ldmatrix() {
    let dir = tools::repo_root().join("tests/triton");
    let src = std::fs::read_to_string(dir.join("softmax_tutorial.llir")).unwrap();
    let m = llvm::import::import("softmax_tutorial.llir", &src).unwrap();
    let ptx = common::compile_source("softmax_tutorial.llir", &src, &["-O3", "--arch", "sm_80"]);
    let theirs = std::fs::read_to_string(dir.join("softmax_tutorial.triton.ptx")).unwrap();
    let (rows, cols) = (4usize, 1000usize);
    let spec = Spec::parse(&format!(
        "kernel softmax_kernel\ngrid 2\nblock 256\nsmem 16384\nseed 5\narg f32[{n}] zero\narg f32[{n}] random(-4,4)\narg i32 {cols}\narg i32 {cols}\narg i32 {rows}\narg i32 {cols}\narg f32[1] zero\narg f32[1] zero\n",
        n = rows * cols
    ))
    .unwrap();
    let want = run_ptx_text("triton.ptx", &theirs, &spec).unwrap();
    let got = run_ptx_text("k.ptx", &ptx, &spec).unwrap();
    compare(&want, &got, None).unwrap();
    compare(&run_module(&m, &spec).unwrap(), &got, None).unwrap();
    let x = floats(&got, 1);
    let y = floats(&got, 0);
    for r in 0..rows {
        let row = &x[r * cols..(r + 1) * cols];
        let max = row
            .iter()
            .fold(f64::NEG_INFINITY, |m, &v| m.max(f64::from(v)));
        let sum: f64 = row.iter().map(|&v| (f64::from(v) - max).exp()).sum();
        for (c, &v) in row.iter().enumerate() {
            let want = (f64::from(v) - max).exp() / sum;
            assert!(
                close(y[r * cols + c], want, 1e-5),
                "row {r} col {c}: {} vs {want}",
                y[r * cols + c]
            );
        }
    }
}
