//! Kernels in the shape Triton writes them (`tests/triton/shared_asm.ll`):
//! shared addresses handed to `"r"` asm operands are computed in 32 bits
//! before the loop, not truncated from 64 bits in it
//! (`dialects/isel/src/narrow.rs`); a kernel whose 1024-thread blocks
//! leave too few registers gets `.minnctapersm 1`, one with 128-thread
//! blocks does not (`driver/src/pipeline/launch_bounds.rs`). The PTX
//! interpreter agrees with the nvvm interpreter (on @stage's twin without
//! asm, for @stage) and ptxas accepts the PTX.

use interp::diff::{compare, run_module, run_ptx_text, Tolerance};
use interp::spec::Spec;
use tests::tools;

#[derive(clap::Parser)]
struct Wrap {
    #[command(flatten)]
    c: driver::cli::CompileArgs,
}

fn compile(m: &dialects::ir::Module, level: &str) -> String {
    let w = <Wrap as clap::Parser>::try_parse_from(["warpsat", "k.ll", level, "--arch", "sm_80"])
        .unwrap();
    let mut m = m.clone();
    driver::compile::compile_module(&mut m, "k.ll", &w.c)
        .unwrap()
        .0
}

/// The PTX text of function `name` (its header to its closing brace).
fn function<'a>(ptx: &'a str, name: &str) -> &'a str {
    let at = ptx
        .find(&format!(".entry {name}("))
        .expect("the kernel is printed");
    let end = ptx[at..].find("\n}").map_or(ptx.len(), |i| at + i);
    &ptx[at..end]
}

#[test]
fn triton_shaped_shared_addresses_and_register_budget() {
    let path = tools::repo_root().join("tests/triton/shared_asm.ll");
    let src = std::fs::read_to_string(&path).unwrap();
    let m = llvm::import::import("shared_asm.ll", &src).unwrap();
    let specs = [
        "kernel stage\nblock 128\nsmem 512\nseed 3\narg f32[1024] random(-4,4)\narg f32[128] zero\narg i32 5\n",
        "kernel pressure_1024\nblock 1024\nseed 4\narg f32[80] random(-2,2)\narg f32[1024] zero\n",
        "kernel pressure_128\nblock 128\nseed 5\narg f32[80] random(-2,2)\narg f32[128] zero\n",
    ];
    let tol = Tolerance {
        rel: 1e-5,
        abs: 1e-5,
    };
    for level in ["-O1", "-O3"] {
        let ptx = compile(&m, level);
        let stage = function(&ptx, "stage");
        assert!(
            !stage.contains("cvt.u32.u64"),
            "{level}: a truncation is left:\n{stage}"
        );
        assert!(
            stage.contains("st.shared::cta.b32 \t[%r"),
            "{level}:\n{stage}"
        );
        assert!(
            stage.contains("mov.u32 \t%r"),
            "{level}: global_smem in 32 bits:\n{stage}"
        );
        assert!(
            function(&ptx, "pressure_1024").contains(".minnctapersm 1"),
            "{level}:\n{ptx}"
        );
        assert!(
            !function(&ptx, "pressure_128").contains(".minnctapersm"),
            "{level}"
        );
        assert!(!stage.contains(".minnctapersm"), "{level}");
        for s in specs {
            let spec = Spec::parse(s).unwrap();
            // The nvvm interpreter runs no asm: @stage's reference is
            // @stage_plain.
            let reference =
                Spec::parse(&s.replace("kernel stage\n", "kernel stage_plain\n")).unwrap();
            let want = run_module(&m, &reference).unwrap();
            assert!(
                want.buffers[1].0.iter().any(|&b| b != 0),
                "{}: all zero",
                spec.kernel
            );
            let got = run_ptx_text("k.ptx", &ptx, &spec).unwrap();
            compare(&want, &got, Some(tol))
                .unwrap_or_else(|e| panic!("{level} {}: {e}", spec.kernel));
        }
        if let Some(ptxas) = tools::need("WARPSAT_PTXAS") {
            let frames = tools::ptxas_stack_frames(&ptxas, &ptx, "sm_80");
            assert_eq!(frames.len(), 4, "{level}: {frames:?}");
        }
    }
}

/// Triton 3.8's LLVM IR for its matmul tutorial kernel (fp16, 128x256x64
/// tiles, 8 warps; `bench/scripts/triton_matmul.py`): ptxas's stack frame
/// for warpsat's PTX must stay within what Triton's own PTX gets from the
/// same ptxas (320 bytes at sm_80, 304 at sm_90, ptxas 13.5). It was 4,880
/// bytes before shared addresses were narrowed, the pointer induction
/// variables shared and the register budget guarded.
#[test]
fn triton_matmul_tutorial_spills_no_more_than_tritons_ptx() {
    let path = tools::repo_root().join("tests/triton/matmul_tutorial.llir");
    let src = std::fs::read_to_string(&path).unwrap();
    let m = llvm::import::import("matmul_tutorial.llir", &src).unwrap();
    let ptx = compile(&m, "-O3");
    let k = function(&ptx, "matmul_kernel");
    assert!(
        k.contains(".minnctapersm 1"),
        "the register budget is guarded"
    );
    // The loop: from a label to the last branch back to it.
    let body = k
        .match_indices("\n$L__")
        .find_map(|(at, _)| {
            let label = &k[at + 1..at + k[at..].find(':')?];
            let back = k.rfind(&format!("bra.uni \t{label};"))?;
            (back > at).then(|| &k[at..back])
        })
        .expect("a loop with a back edge");
    assert_eq!(
        body.matches("cvt.u32.u64").count(),
        0,
        "no shared address is truncated from 64 bits in the loop"
    );
    if let Some(ptxas) = tools::need("WARPSAT_PTXAS") {
        for (arch, limit) in [("sm_80", 320), ("sm_90", 304)] {
            let frames = tools::ptxas_stack_frames(&ptxas, &ptx, arch);
            let frame = frames["matmul_kernel"];
            assert!(
                frame <= limit,
                "{arch}: a {frame}-byte frame, Triton's PTX has {limit}"
            );
        }
    }
}
