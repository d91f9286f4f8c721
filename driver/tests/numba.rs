//! Kernels as Numba writes them: `tests/numba/*.ll` is the NVVM IR that
//! numba-cuda 0.30 hands libNVVM for eight typical kernels (saxpy, a
//! stencil, a shared-memory reduction, atomics, a tiled matmul, math
//! functions through libdevice, warp shuffles, a sort of a local array in
//! nested range loops), captured without a GPU by
//! `bench/scripts/numba_kernels.py`. Each, linked with libdevice as
//! libNVVM links it and compiled at -O3, computes on the PTX interpreter
//! what the input computes on the nvvm interpreter, and ptxas gives it
//! no more registers and no larger stack frame than libNVVM's PTX of the
//! same module.

use std::path::Path;

use driver::cli::InputFormat;
use driver::link::{link_program, LibdeviceChoice};
use interp::diff::{compare, run_module, run_ptx_text, Tolerance};
use interp::spec::Spec;
use tests::tools;

mod common;

fn compile(m: &dialects::ir::Module) -> String {
    common::compile_in_process(m, &["-O3", "--arch", "sm_80"])
}

/// The seven harness lines of a 1-D Numba array of `n` elements: meminfo,
/// parent, item count, item size, data, shape, stride (bytes).
fn array(ty: &str, n: usize, fill: &str) -> String {
    let size = if ty == "f64" || ty == "i64" { 8 } else { 4 };
    format!(
        "arg u8[8] zero\narg u8[8] zero\narg i64 {n}\narg i64 {size}\narg {ty}[{n}] {fill}\narg i64 {n}\narg i64 {size}\n"
    )
}

/// The nine lines of a row-major 2-D f32 array of `r` x `c`.
fn matrix(r: usize, c: usize, fill: &str) -> String {
    format!(
        "arg u8[8] zero\narg u8[8] zero\narg i64 {}\narg i64 4\narg f32[{}] {fill}\narg i64 {r}\narg i64 {c}\narg i64 {}\narg i64 4\n",
        r * c,
        r * c,
        4 * c
    )
}

/// Each kernel file, its launch and its arguments.
fn cases() -> Vec<(&'static str, String)> {
    let n = 300;
    vec![
        (
            "saxpy",
            format!(
                "grid 3\nblock 128\n{}arg f32 2.5\n{}{}",
                array("f32", n, "zero"),
                array("f32", n, "random(-4,4)"),
                array("f32", n, "random(-4,4)")
            ),
        ),
        (
            "stencil5",
            format!(
                "grid 3\nblock 128\n{}{}",
                array("f32", n, "zero"),
                array("f32", n, "random(-4,4)")
            ),
        ),
        (
            "block_sum",
            format!(
                "grid 3\nblock 128\n{}{}",
                array("f32", 3, "zero"),
                array("f32", n, "random(-4,4)")
            ),
        ),
        (
            "histogram",
            format!(
                "grid 3\nblock 128\n{}{}",
                array("i32", 64, "zero"),
                array("i32", n, "random(0,1000)")
            ),
        ),
        (
            "matmul_tiled",
            format!(
                "grid 3,3\nblock 16,16\n{}{}{}",
                matrix(40, 40, "zero"),
                matrix(40, 40, "random(-1,1)"),
                matrix(40, 40, "random(-1,1)")
            ),
        ),
        (
            "math_funcs",
            format!(
                "grid 3\nblock 128\n{}{}",
                array("f32", n, "zero"),
                array("f32", n, "random(-3,3)")
            ),
        ),
        (
            "local_sort",
            format!(
                "grid 3\nblock 128\n{}{}",
                array("f32", 384, "zero"),
                array("f32", 384, "random(-4,4)")
            ),
        ),
        (
            "warp_sum",
            format!(
                "grid 2\nblock 128\n{}{}",
                array("f32", 8, "zero"),
                array("f32", 256, "random(-4,4)")
            ),
        ),
    ]
}

/// ptxas's registers and stack frame for the one kernel of `ptx`.
fn ptxas_figures(ptxas: &Path, ptx: &str) -> (u64, u64) {
    let regs = tools::ptxas_registers(ptxas, ptx, "sm_80");
    let frames = tools::ptxas_stack_frames(ptxas, ptx, "sm_80");
    let name = regs.keys().next().expect("one kernel").clone();
    (regs[&name], frames.get(&name).copied().unwrap_or(0))
}

#[test]
fn numba_kernels_compute_the_same_with_libnvvms_registers_and_stack() {
    if tools::need("WARPSAT_LIBDEVICE").is_none() {
        return;
    }
    let compilers = tools::need_compilers();
    for (name, launch) in cases() {
        let path = tools::repo_root().join(format!("tests/numba/{name}.ll"));
        let src = std::fs::read_to_string(&path).unwrap();
        let mut m = llvm::import::import(&format!("{name}.ll"), &src).unwrap();
        link_program(&mut m, &[], InputFormat::Ll, &LibdeviceChoice::default()).unwrap();
        // libdevice asks `__nvvm_reflect`; answer as libNVVM does by
        // default (no ftz, IEEE division and square root).
        let info = dialects::reflect::ReflectInfo {
            sm: 80,
            ftz: false,
            prec_div: true,
            prec_sqrt: true,
        };
        dialects::reflect::resolve_reflect(&mut m, info);
        let kernel = m.kernels().next().expect("a kernel").1.name.clone();
        let spec = Spec::parse(&format!("kernel {kernel}\nseed 11\n{launch}")).unwrap();
        let want = run_module(&m, &spec).unwrap_or_else(|e| panic!("{name}: input: {e}"));
        assert!(
            want.buffers[2].0.iter().any(|&b| b != 0),
            "{name}: the output is all zero"
        );
        let ptx = compile(&m);
        let got = run_ptx_text("k.ptx", &ptx, &spec).unwrap_or_else(|e| panic!("{name}: {e}"));
        // Contraction (one rounding fewer) and libdevice's own rounding.
        let tol = Tolerance {
            rel: 1e-5,
            abs: 1e-5,
        };
        compare(&want, &got, Some(tol)).unwrap_or_else(|e| panic!("{name}: {e}"));
        let Some(c) = &compilers else { continue };
        let nvvm = tools::libnvvm_ptx(c, &path, true, &["-arch=compute_80", "-opt=3"]);
        let theirs = ptxas_figures(&c.ptxas, &nvvm);
        let ours = ptxas_figures(&c.ptxas, &ptx);
        assert!(
            ours.0 <= theirs.0 && ours.1 <= theirs.1,
            "{name}: warpsat {} registers, {}-byte frame; libNVVM {}, {}",
            ours.0,
            ours.1,
            theirs.0,
            theirs.1
        );
    }
}
