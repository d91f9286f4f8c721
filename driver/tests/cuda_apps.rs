//! Kernels as applications write them (`tests/cuda/apps.cu`: a BVH
//! traversal, cuComplex division, an FFT butterfly, hand-vectorized
//! `float4` code with a scalar tail, open-addressing hashing, Sobel,
//! CSR SpMV, CRC-32, SHA-256, a state machine), in both IR forms made with
//! NVIDIA's headers. Each compiles at -O3 for sm_80 and sm_90, ptxas
//! accepts it, and each kernel computes on the PTX interpreter what its
//! input computes on the nvvm interpreter (`common::check_cuda_form`).

mod common;

/// The BVH: a root box [-1,1]^3 with children 1 and 2 (ints in the float
/// array: 1.4e-45 is the bit pattern 1), two leaf boxes (`left` = -1.0,
/// negative as an int) splitting it at 0.
const BVH_NODES: &str = "values(-1,-1,-1,1,1,1,1.4e-45,2.8e-45,\
    -1,-1,-1,0,0,0,-1,0,0,0,0,1,1,1,-1,0)";

/// (kernel, launch and arguments, whether floats may differ by contraction)
const CASES: &[(&str, &str, bool)] = &[
    ("bvh_traverse", "grid 1\nblock 32\narg f32[24] BVH\narg f32[192] random(-1,1)\narg i32[32] zero\narg i32 32", true),
    ("spmv_csr_warp", "grid 1\nblock 128\narg i32[5] values(0,5,9,20,30)\narg i32[64] random(0,15)\narg f32[64] random(-2,2)\narg f32[16] random(-2,2)\narg f32[4] zero\narg i32 4", true),
    ("hash_insert", "grid 1\nblock 64\narg u32[128] random(4294967295,4294967295)\narg u32[128] zero\narg u32[64] random(0,50)\narg i32 64\narg u32 128", false),
    ("sobel_clamp", "grid 2,2\nblock 16,16\narg u8[1024] random(0,255)\narg u8[1024] zero\narg i32 32\narg i32 32", false),
    ("vec4_copy_tail", "grid 1\nblock 64\narg f32[256] random(-3,3)\narg f32[256] zero\narg i32 250", false),
    ("state_machine", "grid 1\nblock 32\narg u8[2048] random(32,122)\narg i32[64] zero\narg i32 32", false),
    ("sha256_block", "grid 1\nblock 32\narg u32[512] random(0,4294967295)\narg u32[256] zero\narg i32 32", false),
    ("fft_radix2_stage", "grid 1\nblock 64\narg f32[256] random(-2,2)\narg i32 128\narg i32 4", true),
    ("complex_div", "grid 1\nblock 64\narg f64[128] random(-5,5)\narg f64[128] random(-5,5)\narg f64[128] zero\narg i32 64", true),
    ("crc32_bytes", "grid 1\nblock 32\narg u8[512] random(0,255)\narg u32[32] zero\narg i32 16\narg i32 32", false),
];

fn cases() -> Vec<(&'static str, String, bool)> {
    CASES
        .iter()
        .map(|&(k, l, c)| (k, l.replace("BVH", BVH_NODES), c))
        .collect()
}

fn check(file: &str) {
    let owned = cases();
    let cases: Vec<(&str, &str, bool)> =
        owned.iter().map(|(k, l, c)| (*k, l.as_str(), *c)).collect();
    common::check_cuda_form(file, &cases);
}

#[test]
fn nvvm_form_compiles_and_computes_what_it_says() {
    check("apps.nvvm.ll");
}

#[test]
fn modern_form_compiles_and_computes_what_it_says() {
    check("apps.modern.ll");
}

#[test]
fn a_constant_trip_count_over_the_full_budget_unrolls_partially_by_default() {
    // libNVVM -O3 unrolls the state machine's 64-iteration switch loop by
    // 4; `-unroll-allow-partial=0` keeps it rolled.
    let src = common::tools::repo_root().join("tests/cuda/apps.nvvm.ll");
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("k.ptx");
    let run = |extra: &[&str]| {
        let mut args = vec![
            "compile",
            src.to_str().unwrap(),
            "-O3",
            "--kernels",
            "state_machine",
            "-o",
            out.to_str().unwrap(),
            "--Rpass",
            "loop-unroll",
        ];
        args.extend_from_slice(extra);
        let (ok, _, err) = common::warpsat(&args);
        assert!(ok, "{err}");
        err
    };
    let on = run(&[]);
    assert!(
        on.contains("by a factor of 4 with a trip count of 64"),
        "{on}"
    );
    let off = run(&["-opt", "-unroll-allow-partial=0"]);
    assert!(!off.contains("unrolled loop"), "{off}");
}
