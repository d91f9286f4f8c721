//! Variadic functions and calls (`tests/varargs/cases.ll`), lowered at
//! import to NVPTX's ABI (a buffer of the variable arguments passed as one
//! more pointer parameter): `va_start`, clang's `va_arg` pointer bumps
//! with `llvm.ptrmask`, the `va_arg` instruction, `va_copy`, a direct, an
//! indirect and an argument-less call. The kernel stores each call's
//! result beside the same sum computed without variable arguments; the
//! PTX at -O0 (calls kept) and -O3 (callees inlined) is assembled by
//! ptxas and interpreted.

mod common;

use common::{compile_kernel, count_lines, same_ptx_results};

const SPEC: &str = "kernel va\nblock 32\narg i32[32] random(-1000,1000)\narg i64[256] zero\n";

/// The kernel's output row per thread: (call, expected) pairs, then the
/// argument-less call.
fn rows(ptx: &str) -> Vec<[i64; 8]> {
    let spec = interp::spec::Spec::parse(SPEC).unwrap();
    let out = interp::diff::run_ptx_text("va.ptx", ptx, &spec).unwrap();
    let words: Vec<i64> = out.buffers[1]
        .0
        .chunks_exact(8)
        .map(|w| i64::from_le_bytes(w.try_into().unwrap()))
        .collect();
    words
        .chunks_exact(8)
        .map(|r| r.try_into().unwrap())
        .collect()
}

#[test]
fn variadic_calls_pass_their_arguments() {
    let file = "tests/varargs/cases.ll";
    let o0 = compile_kernel(file, "va", &["-O0"]);
    let o3 = compile_kernel(file, "va", &["-O3"]);
    // -O0 calls through the ABI: two parameters (the fixed i32 and the
    // buffer's address) per call.
    assert!(count_lines(&o0, "call") >= 4, "{o0}");
    for ptx in [&o0, &o3] {
        let rows = rows(ptx);
        assert_eq!(rows.len(), 32);
        assert!(rows.iter().any(|r| r[1] != 0));
        for r in rows {
            assert_eq!((r[0], r[2], r[4], r[6]), (r[1], r[3], r[5], 0), "{r:?}");
        }
    }
    same_ptx_results(SPEC, &o0, &o3);
}

#[test]
fn variadic_declarations_take_the_buffer() {
    // An external variadic function (`printf`, as OpenCL and LLVM's tests
    // call it) is declared with the buffer's address as its last parameter.
    let src = "target triple = \"nvptx64-nvidia-cuda\"\n\
        @fmt = private constant [4 x i8] c\"%d\\0A\\00\"\n\
        declare i32 @printf(ptr, ...)\n\
        define ptx_kernel void @k(i32 %x) {\n\
          %a = call i32 (ptr, ...) @printf(ptr @fmt, i32 %x)\n\
          %b = call i32 (ptr, ...) @printf(ptr @fmt)\n\
          ret void\n\
        }\n";
    let ptx = common::compile_source("printf.ll", src, &["-O3"]);
    let decl = ptx
        .split(".extern .func")
        .nth(1)
        .and_then(|d| d.split(';').next())
        .unwrap_or_default()
        .to_string();
    assert_eq!(decl.matches(".param .b64").count(), 2, "{ptx}");
    assert_eq!(count_lines(&ptx, "call"), 2, "{ptx}");
    // `printf` is not defined here: ptxas assembles (-c) without linking.
    if let Some(ptxas) = tests::tools::need("WARPSAT_PTXAS") {
        tests::tools::assert_ptxas_compiles(&ptxas, &ptx, "sm_80");
    }
}
