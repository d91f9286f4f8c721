//! libdevice math as real projects write it (`tests/cuda/libm.cu`, both IR
//! forms made by `../shared/tools/cu2nvvm.py` with NVIDIA's headers;
//! `tests/cuda/README.md`): several double and float functions of one
//! value summed in one expression, and Parboil's mri-q (`sinf` and `cosf`
//! in a loop). At -O3 each kernel computes on the PTX interpreter what its
//! input computes on the nvvm interpreter and ptxas accepts it;
//! `pressure-hoist` keeps the double kernel's polynomials beside the
//! coefficients they load, and `stack-coloring` gives mri-q's two
//! Payne-Hanek arrays one slot: fewer registers than with each pass off
//! (and, for the double kernel, than libNVVM's PTX).

use interp::diff::{compare, run_module, run_ptx_text, Tolerance};
use interp::spec::Spec;
use tests::tools;

mod common;

const DOUBLE: &str = "_Z11libm_doublePKdPd";
const FLOAT: &str = "_Z10libm_floatPKfPf";
const MRIQ: &str = "_Z4mriqiPKfS0_S0_PfS1_";

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
        // The input on the nvvm interpreter (the float slow path's inline
        // asm, `mad.lo.cc` chains, run as PTX snippets) is mri-q's
        // reference. Without contraction the -O3 PTX computes it bit for
        // bit; with it (the default), `sinf` of an argument near 2^20
        // moves by whole ulps of the argument, so that comparison keeps to
        // small arguments.
        let exact = compile(&m, &["--opt=-fmad=0"]);
        // Arguments past 2^17 take sinf's and cosf's Payne-Hanek path.
        for (seed, range) in [(5, "-8,8"), (9, "-300000,300000")] {
            let buf = format!("arg f32[128] random({range})\n");
            let spec = Spec::parse(&format!(
                "kernel {MRIQ}\ngrid 2\nblock 64\nseed {seed}\narg i32 24\n{buf}{buf}{buf}\
                 arg f32[128] random(-1,1)\narg f32[128] random(-1,1)\n\
                 symbol ck f32[1024] random(-1,1)\n"
            ))
            .unwrap();
            let want = run_module(&m, &spec).unwrap();
            let got = run_ptx_text("exact.ptx", &exact, &spec).unwrap();
            compare(&want, &got, None).unwrap_or_else(|e| panic!("{form} mriq {range}: {e}"));
            if seed == 5 {
                let got = run_ptx_text("libm.ptx", &ptx, &spec).unwrap();
                let tol = Tolerance {
                    rel: 1e-4,
                    abs: 1e-4,
                };
                compare(&want, &got, Some(tol)).unwrap_or_else(|e| panic!("{form} mriq: {e}"));
            }
        }
        if let Some(ptxas) = tools::need("WARPSAT_PTXAS") {
            let regs = tools::ptxas_registers(&ptxas, &ptx, "sm_80");
            for k in [DOUBLE, FLOAT, MRIQ] {
                assert!(regs.contains_key(k), "{k}: {regs:?}");
            }
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
    let input = tools::repo_root().join("tests/cuda/libm.nvvm.ll");
    let theirs = tools::libnvvm_ptx(&c, &input, false, &["-arch=compute_80", "-opt=3"]);
    let libnvvm = tools::ptxas_registers(&c.ptxas, &theirs, "sm_80")[DOUBLE];
    // Measured with ptxas 13 at sm_80: 40 on, 64 (the launch bounds' cap)
    // off, 61 for libNVVM.
    assert!(on < off, "pressure-hoist on {on}, off {off}");
    assert!(on < libnvvm, "warpsat {on}, libNVVM {libnvvm}");
}

#[test]
fn stack_coloring_shares_mriq_s_arrays() {
    let m = module("nvvm");
    let on_ptx = compile(&m, &[]);
    let off_ptx = compile(&m, &["--opt", "-no-stack-coloring=1"]);
    let depot = |ptx: &str| {
        let f = ptx.split(".entry ").find(|f| f.starts_with(MRIQ)).unwrap();
        let at = f.find("__local_depot").unwrap();
        f[at..]
            .split(['[', ']'])
            .nth(1)
            .unwrap()
            .parse::<u32>()
            .unwrap()
    };
    // Two 7-word arrays: 56 bytes apart, 28 shared.
    assert_eq!((depot(&on_ptx), depot(&off_ptx)), (28, 56));
    let Some(ptxas) = tools::need("WARPSAT_PTXAS") else {
        return;
    };
    let on = tools::ptxas_registers(&ptxas, &on_ptx, "sm_80")[MRIQ];
    let off = tools::ptxas_registers(&ptxas, &off_ptx, "sm_80")[MRIQ];
    // Measured with ptxas 13 at sm_80: 27 on, 35 off (libNVVM 29).
    assert!(on < off, "stack-coloring on {on}, off {off}");
}
