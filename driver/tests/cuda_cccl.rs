//! CCCL as modern CUDA writes it (`tests/cuda/cccl.cu`, both IR forms made
//! by `../shared/tools/cu2nvvm.py` with NVIDIA's headers;
//! `tests/cuda/README.md`): libcu++'s `cuda::atomic_ref` and cooperative
//! groups' `memcpy_async`. Both test the state space of their pointers
//! with `isspacep`; on kernel parameters and a `__shared__` array those
//! tests fold (`infer-address-spaces`), so the -O3 PTX has none left, no
//! local-memory emulation of the atomics and no local variable (the
//! second `mem2reg` promotes `compare_exchange_strong`'s `expected` once
//! `sccp` has dropped the emulation). Each kernel computes on the PTX
//! interpreter what its -O0 PTX computes (libcu++'s atomics are inline
//! asm, which the nvvm interpreter does not run); ptxas accepts both.

use interp::diff::{compare, run_ptx_text};
use interp::spec::Spec;
use tests::tools;

mod common;

const ATOMICS: &str = "_Z19atomic_ref_countersPiPfPKf";
const COPY: &str = "_Z10block_copyPKfPf";

#[test]
fn cccl_space_tests_fold_and_the_kernels_compute_the_same() {
    for form in ["nvvm", "modern"] {
        let path = tools::repo_root().join(format!("tests/cuda/cccl.{form}.ll"));
        let src = std::fs::read_to_string(&path).unwrap();
        let m = llvm::import::import(&format!("cccl.{form}.ll"), &src).unwrap();
        let o3 = common::compile_in_process(&m, &["-O3", "--arch", "sm_80"]);
        let o0 = common::compile_in_process(&m, &["-O0", "--arch", "sm_80"]);
        assert!(
            o0.contains("isspacep.local"),
            "{form}: the input tests its spaces"
        );
        for kernel in [ATOMICS, COPY] {
            let f = o3.split(".entry ").find(|f| f.starts_with(kernel)).unwrap();
            assert!(!f.contains("isspacep"), "{form} {kernel}:\n{f}");
            // `compare_exchange_strong`'s `expected` lives in a register
            // once the emulation's branch is gone (mem2reg after sccp).
            assert!(!f.contains("__local_depot"), "{form} {kernel}:\n{f}");
        }
        let specs = [
            format!(
                "kernel {ATOMICS}\nblock 64\nseed 4\narg i32[1] zero\narg f32[1] zero\n\
                 arg f32[64] random(-1,1)\n"
            ),
            format!(
                "kernel {COPY}\ngrid 2\nblock 256\nseed 6\narg f32[512] random(-1,1)\n\
                 arg f32[512] zero\n"
            ),
        ];
        for s in specs {
            let spec = Spec::parse(&s).unwrap();
            let want = run_ptx_text("o0.ptx", &o0, &spec).unwrap();
            assert!(want.buffers.iter().any(|b| b.0.iter().any(|&x| x != 0)));
            let got = run_ptx_text("o3.ptx", &o3, &spec).unwrap();
            compare(&want, &got, None).unwrap_or_else(|e| panic!("{form} {}: {e}", spec.kernel));
        }
        if let Some(ptxas) = tools::need("WARPSAT_PTXAS") {
            for ptx in [&o0, &o3] {
                let regs = tools::ptxas_registers(&ptxas, ptx, "sm_80");
                assert!(
                    regs.contains_key(ATOMICS) && regs.contains_key(COPY),
                    "{regs:?}"
                );
            }
        }
    }
}
