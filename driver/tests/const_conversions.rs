//! Conversions of constants fold in the e-graph (`fold::float_cast`):
//! `fpext`, `fptrunc`, `sitofp`, `uitofp`, `fptosi` and `fptoui` of a
//! constant become the converted constant at -O3, with the results -O0
//! computes; a conversion whose result would be subnormal stays. So do
//! `fcmp`, bitcasts and the pure float intrinsics `fabs`, `minnum` and
//! `maxnum`; `fma` is left to run.

mod common;

use common::{compile_kernel, count_lines, same_ptx_results};

#[test]
fn constant_conversions_fold() {
    let file = "tests/constfold/conversions.ll";
    let o0 = compile_kernel(file, "conv", &["-O0"]);
    let o3 = compile_kernel(file, "conv", &["-O3"]);
    // -O0 converts each constant at run time; -O3 keeps only the
    // subnormal fptrunc and the conversion of the thread index.
    assert!(count_lines(&o0, "cvt.") >= 8, "{o0}");
    assert_eq!(count_lines(&o3, "cvt.rn.f32.f64"), 1, "{o3}");
    assert_eq!(count_lines(&o3, "cvt."), 2, "{o3}");
    let spec = "kernel conv\nblock 4\narg f32[4] zero\narg f64[1] zero\narg i32[1] zero\n";
    same_ptx_results(spec, &o0, &o3);
}

#[test]
fn comparisons_bitcasts_and_float_intrinsics_fold() {
    let file = "tests/constfold/conversions.ll";
    let o0 = compile_kernel(file, "floatops", &["-O0"]);
    let o3 = compile_kernel(file, "floatops", &["-O3"]);
    for op in ["setp.", "max.", "min.", "abs.", "mov.b32"] {
        assert!(count_lines(&o0, op) >= 1, "{op}: {o0}");
        assert_eq!(count_lines(&o3, op), 0, "{op}: {o3}");
    }
    assert_eq!(count_lines(&o3, "fma.rn.f32"), 1, "{o3}");
    assert_eq!(count_lines(&o3, "fma.rz.f32"), 1, "{o3}");
    let spec = "kernel floatops\nblock 1\narg f32[5] zero\narg i32[1] zero\narg f32 0.75\n";
    same_ptx_results(spec, &o0, &o3);
}
