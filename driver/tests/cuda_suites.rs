//! Kernels as public benchmark suites write them (`tests/cuda/suites.cu`:
//! Rodinia's hotspot, needleman-wunsch, backprop, particle filter; Parboil's
//! tpacf, stencil, sad; SHOC's reduction and radix digits; PolyBench/GPU's
//! correlation, gramschmidt, fdtd-2d, gesummv, lu; a lattice-Boltzmann
//! collision), in both IR forms made with NVIDIA's headers. Each compiles
//! at -O3 for sm_80 and sm_90, ptxas accepts it, and each kernel computes
//! on the PTX interpreter what its input computes on the nvvm interpreter:
//! bit for bit where no multiply and add can be contracted into an `fma`,
//! within 1e-3 (relative plus absolute) where they can.

mod common;

/// (kernel, launch and arguments, whether floats may differ by contraction)
const CASES: &[(&str, &str, bool)] = &[
    ("reduce6_128", "grid 2\nblock 128\nsmem 512\narg f32[1000] random(-1,1)\narg f32[2] zero\narg i32 1000", false),
    ("calculate_temp", "grid 2,2\nblock 16,16\narg i32 2\narg f32[576] random(0,1)\narg f32[576] random(50,100)\narg f32[576] zero\narg i32 24\narg i32 24\narg i32 2\narg i32 2\narg f32 0.5\narg f32 0.1\narg f32 0.2\narg f32 0.3\narg f32 0.01", true),
    ("needle_cuda_shared_1", "grid 1\nblock 16\narg i32[1089] random(-5,5)\narg i32[1089] random(-20,20)\narg i32 33\narg i32 3\narg i32 1\narg i32 2", false),
    ("tpacf_bins", "grid 2\nblock 64\narg f32[300] random(-1,1)\narg f32[300] random(-1,1)\narg f32[300] random(-1,1)\narg u32[32] zero\narg i32 300", false),
    ("likelihood_kernel", "grid 1\nblock 64\narg f64[64] random(-3,3)\narg f64[64] random(-3,3)\narg f64[64] random(0,1)\narg f64[64] random(0,1)\narg f64[64] random(0,2)\narg i32 64", true),
    ("intrinsics_mix", "grid 2\nblock 64\narg f32[128] zero\narg f32[128] random(-4,4)\narg i32[128] random(-1000,1000)\narg i32 120\narg i32 7", true),
    ("radix_digit_count", "grid 2\nblock 64\narg u32[128] random(0,100000)\narg u32[160] zero\narg i32 120\narg i32 4", false),
    ("lbm_collide", "grid 1\nblock 64\narg f32[1216] random(0.1,1)\narg f32[1216] zero\narg i32 64", true),
    ("bpnn_layerforward", "grid 1,2\nblock 16,16\narg f32[40] random(-1,1)\narg f32[40] zero\narg f32[600] random(-1,1)\narg f32[32] zero\narg i32 16\narg i32 16", false),
    ("corr_std_kernel", "grid 1\nblock 64\narg f32[64] zero\narg f32[64] zero\narg f32[2048] random(0,1)\narg i32 64\narg i32 32", true),
    ("gramschmidt_kernel3", "grid 1\nblock 32\narg f32[1024] random(-1,1)\narg f32[1024] random(-1,1)\narg f32[1024] random(-1,1)\narg i32 3\narg i32 32\narg i32 32", true),
    ("fdtd_step3_kernel", "grid 2,2\nblock 16,16\narg f32[1056] random(-1,1)\narg f32[1056] random(-1,1)\narg f32[1024] random(-1,1)\narg i32 0\narg i32 32\narg i32 32", true),
    ("gesummv_kernel", "grid 1\nblock 32\narg f32[1024] random(-1,1)\narg f32[1024] random(-1,1)\narg f32[32] random(-1,1)\narg f32[32] zero\narg f32[32] zero\narg i32 32\narg f32 1.5\narg f32 0.5", true),
    ("lu_kernel2", "grid 2,2\nblock 16,16\narg f32[1024] random(-1,1)\narg i32 3\narg i32 32", true),
    ("naive_kernel", "grid 1,1\nblock 16,16\narg f32 0.5\narg f32 0.25\narg f32[2592] random(-1,1)\narg f32[2592] zero\narg i32 18\narg i32 18\narg i32 8", true),
    ("sad_like", "grid 1,4\nblock 64\narg u16[256] random(0,65535)\narg u16[256] random(0,65535)\narg u16[256] zero\narg i32 64\narg i32 4", false),
];

#[test]
fn nvvm_form_compiles_and_computes_what_it_says() {
    common::check_cuda_form("suites.nvvm.ll", CASES);
}

#[test]
fn modern_form_compiles_and_computes_what_it_says() {
    common::check_cuda_form("suites.modern.ll", CASES);
}
