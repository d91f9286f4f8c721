//! libdevice math as real projects write it (`tests/cuda/libm.cu`, both IR
//! forms made by `../shared/tools/cu2nvvm.py` with NVIDIA's headers;
//! `tests/cuda/README.md`): several double and float functions of one
//! value summed in one expression. At -O3 each kernel computes on the PTX
//! interpreter what its input computes on the nvvm interpreter, ptxas
//! accepts it, and `pressure-hoist` (on by default) keeps the double
//! kernel's polynomials beside the coefficients they load: fewer
//! registers than with the pass off and than libNVVM's PTX.

use interp::diff::{compare, run_module, run_ptx_text, Tolerance};
use interp::spec::Spec;
use tests::tools;

mod common;

const DOUBLE: &str = "_Z11libm_doublePKdPd";
const FLOAT: &str = "_Z10libm_floatPKfPf";

fn module(form: &str) -> dialects::ir::Module {
    let path = tools::repo_root().join(format!("tests/cuda/libm.{form}.ll"));
    let src = std::fs::read_to_string(&path).unwrap();
    llvm::import::import(&format!("libm.{form}.ll"), &src).unwrap()
}

fn compile(m: &dialects::ir::Module, extra: &[&str]) -> String {
    let mut args = vec!["-O3", "--arch", "sm_80"];
    args.extend_from_slice(extra);
    common::compile_in_process(m, &args)
}

#[test]
fn libm_kernels_compute_what_their_input_computes() {
    for form in ["nvvm", "modern"] {
        let m = module(form);
        let ptx = compile(&m, &[]);
        for (kernel, ty) in [(DOUBLE, "f64"), (FLOAT, "f32")] {
            for seed in [3, 11] {
                let spec = Spec::parse(&format!(
                    "kernel {kernel}\ngrid 2\nblock 64\nseed {seed}\n\
                     arg {ty}[128] random(-4,4)\narg {ty}[128] zero\n"
                ))
                .unwrap();
                let want = run_module(&m, &spec).unwrap();
                let got = run_ptx_text("libm.ptx", &ptx, &spec).unwrap();
                // Contraction (`contract` fmul + fadd into fma) rounds once
                // where the input rounds twice.
                let tol = Tolerance {
                    rel: 1e-5,
                    abs: 1e-5,
                };
                compare(&want, &got, Some(tol)).unwrap_or_else(|e| panic!("{form} {kernel}: {e}"));
            }
        }
        if let Some(ptxas) = tools::need("WARPSAT_PTXAS") {
            let regs = tools::ptxas_registers(&ptxas, &ptx, "sm_80");
            assert!(
                regs.contains_key(DOUBLE) && regs.contains_key(FLOAT),
                "{regs:?}"
            );
        }
    }
}

#[test]
fn pressure_hoist_takes_the_double_kernel_below_libnvvm() {
    let Some(c) = tools::need_compilers() else {
        return;
    };
    let m = module("nvvm");
    let on = tools::ptxas_registers(&c.ptxas, &compile(&m, &[]), "sm_80")[DOUBLE];
    let off_ptx = compile(&m, &["--opt", "-do-pressure-hoist=0"]);
    let off = tools::ptxas_registers(&c.ptxas, &off_ptx, "sm_80")[DOUBLE];
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("libm.ptx");
    let o = std::process::Command::new("python3")
        .arg(&c.nvvm_compile)
        .arg("--lib")
        .arg(&c.libnvvm)
        .arg("-o")
        .arg(&out)
        .arg(tools::repo_root().join("tests/cuda/libm.nvvm.ll"))
        .args(["-arch=compute_80", "-opt=3"])
        .output()
        .unwrap();
    assert!(
        o.status.success(),
        "libNVVM: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    let theirs = std::fs::read_to_string(&out).unwrap();
    let libnvvm = tools::ptxas_registers(&c.ptxas, &theirs, "sm_80")[DOUBLE];
    // Measured with ptxas 13 at sm_80: 38 on, 64 (the launch bounds' cap)
    // off, 61 for libNVVM.
    assert!(on < off, "pressure-hoist on {on}, off {off}");
    assert!(on < libnvvm, "warpsat {on}, libNVVM {libnvvm}");
}
