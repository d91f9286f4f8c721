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

mod common;

fn compile(m: &dialects::ir::Module, level: &str) -> String {
    common::compile_in_process(m, &[level, "--arch", "sm_80"])
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

/// Triton 3.8's LLVM IR for its vector-add tutorial kernel (1024 elements
/// per 128-thread block, masked scalar loads and stores through asm): the
/// PTX interpreter adds the two inputs under the mask, and ptxas gives
/// warpsat's PTX no more registers than Triton's own (28 at sm_80, ptxas
/// 13.5; 32 before `sext-add-in-range` took Triton's `or disjoint` lane
/// offsets apart, so that every access is one base plus an immediate).
#[test]
fn triton_add_tutorial_adds_with_tritons_registers() {
    let path = tools::repo_root().join("tests/triton/add_tutorial.llir");
    let src = std::fs::read_to_string(&path).unwrap();
    let m = llvm::import::import("add_tutorial.llir", &src).unwrap();
    let ptx = compile(&m, "-O3");
    // 2 blocks and n = 1500: the second block is partly masked off.
    let spec = Spec::parse(
        "kernel add_kernel\ngrid 2\nblock 128\nseed 9\narg f32[2048] random(-8,8)\narg f32[2048] random(-8,8)\narg f32[2048] zero\narg i32 1500\narg f32[1] zero\narg f32[1] zero\n",
    )
    .unwrap();
    let got = run_ptx_text("add.ptx", &ptx, &spec).unwrap();
    let floats = |k: usize| -> Vec<f32> {
        got.buffers[k]
            .0
            .chunks(4)
            .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            .collect()
    };
    let (x, y, out) = (floats(0), floats(1), floats(2));
    for i in 0..2048 {
        let want = if i < 1500 { x[i] + y[i] } else { 0.0 };
        assert_eq!(out[i].to_bits(), want.to_bits(), "element {i}");
    }
    if let Some(ptxas) = tools::need("WARPSAT_PTXAS") {
        let regs = tools::ptxas_registers(&ptxas, &ptx, "sm_80")["add_kernel"];
        assert!(regs <= 28, "{regs} registers, Triton's PTX has 28");
    }
}

/// Triton 3.8's erf-based GELU (from `bench/scripts/triton_more.py`),
/// whose IR writes float constants the way LLVM 21 and later print them
/// (`f0x3F3504F3` bit patterns, decimals like `1.002960e+00` that round to
/// the nearest float): warpsat's PTX computes on the PTX interpreter what
/// Triton's own PTX computes there. (The softmax and the matmul, which
/// move data through `ldmatrix` and `mma.sync`, run in
/// `driver/tests/tensor_run.rs`.)
#[test]
fn triton_gelu_computes_what_tritons_ptx_computes() {
    let cases = [
        (
            "gelu_tutorial",
            "kernel gelu_kernel\ngrid 2\nblock 128\nseed 12\narg f32[2048] random(-3,3)\narg f32[2048] zero\narg i32 1900\narg f32[1] zero\narg f32[1] zero\n",
        ),
    ];
    let tol = Tolerance {
        rel: 1e-5,
        abs: 1e-6,
    };
    for (name, spec) in cases {
        let dir = tools::repo_root().join("tests/triton");
        let src = std::fs::read_to_string(dir.join(format!("{name}.llir"))).unwrap();
        // libdevice's erf asks `__nvvm_reflect`; Triton sets the module's
        // `nvvm-reflect-ftz`, which the command line reads too.
        let ptx = common::compile_source(name, &src, &["-O3", "--arch", "sm_80"]);
        let theirs = std::fs::read_to_string(dir.join(format!("{name}.triton.ptx"))).unwrap();
        let spec = Spec::parse(spec).unwrap();
        let want = run_ptx_text("triton.ptx", &theirs, &spec)
            .unwrap_or_else(|e| panic!("{name}: Triton's PTX: {e}"));
        let got = run_ptx_text("k.ptx", &ptx, &spec).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(
            want.buffers[1].0.iter().any(|&b| b != 0),
            "{name}: all zero"
        );
        compare(&want, &got, Some(tol)).unwrap_or_else(|e| panic!("{name}: {e}"));
        if let Some(ptxas) = tools::need("WARPSAT_PTXAS") {
            assert_eq!(tools::ptxas_stack_frames(&ptxas, &ptx, "sm_80").len(), 1);
        }
    }
}

/// Triton 3.8's fused softmax compiles and ptxas accepts it with no stack
/// frame, as Triton's own PTX has none.
#[test]
fn triton_softmax_compiles_without_a_frame() {
    let dir = tools::repo_root().join("tests/triton");
    let src = std::fs::read_to_string(dir.join("softmax_tutorial.llir")).unwrap();
    let m = llvm::import::import("softmax_tutorial.llir", &src).unwrap();
    let ptx = compile(&m, "-O3");
    assert!(ptx.contains(".entry softmax_kernel("), "{ptx}");
    if let Some(ptxas) = tools::need("WARPSAT_PTXAS") {
        let frames = tools::ptxas_stack_frames(&ptxas, &ptx, "sm_80");
        assert_eq!(frames.get("softmax_kernel"), Some(&0), "{frames:?}");
    }
}

/// Vector operands and results of inline asm held in one register, as
/// Triton's fp8 conversions write them (`"=h"` for a `<2 x i8>` result):
/// the lanes are packed into the constraint's word and split out of it.
/// An identity asm on `<2 x i8>` (`"h"`) and `<4 x i8>` (`"r"`) must
/// give back its input on the PTX interpreter.
#[test]
fn vector_asm_operands_share_one_register() {
    let src = r#"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %o2, ptr addrspace(1) %o4) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pa = getelementptr <2 x i8>, ptr addrspace(1) %a, i32 %t
  %va = load <2 x i8>, ptr addrspace(1) %pa, align 2
  %ra = call <2 x i8> asm "mov.b16 $0, $1;", "=h,h"(<2 x i8> %va)
  %qa = getelementptr <2 x i8>, ptr addrspace(1) %o2, i32 %t
  store <2 x i8> %ra, ptr addrspace(1) %qa, align 2
  %pb = getelementptr <4 x i8>, ptr addrspace(1) %b, i32 %t
  %vb = load <4 x i8>, ptr addrspace(1) %pb, align 4
  %rb = call <4 x i8> asm "mov.b32 $0, $1;", "=r,r"(<4 x i8> %vb)
  %qb = getelementptr <4 x i8>, ptr addrspace(1) %o4, i32 %t
  store <4 x i8> %rb, ptr addrspace(1) %qb, align 4
  ret void
}
"#;
    let m = llvm::import::import("vasm.ll", src).unwrap();
    let ptx = compile(&m, "-O3");
    let spec = Spec::parse(
        "kernel k\nblock 32\nseed 21\narg u8[64] random\narg u8[128] random\narg u8[64] zero\narg u8[128] zero\n",
    )
    .unwrap();
    let got = run_ptx_text("k.ptx", &ptx, &spec).unwrap();
    assert_eq!(
        got.buffers[2].0, got.buffers[0].0,
        "<2 x i8> through \"h\"\n{ptx}"
    );
    assert_eq!(
        got.buffers[3].0, got.buffers[1].0,
        "<4 x i8> through \"r\"\n{ptx}"
    );
    assert!(got.buffers[0].0.iter().any(|&b| b != 0));
    if let Some(ptxas) = tools::need("WARPSAT_PTXAS") {
        assert_eq!(tools::ptxas_stack_frames(&ptxas, &ptx, "sm_80").len(), 1);
    }
}

/// Triton 3.8's sm_90 output: a bf16 matmul on wgmma (its operands
/// bitcast lane by lane from `<32 x bfloat>` to `<32 x i16>`, the shared
/// tiles fenced with `fence.proxy.async.shared::cta`), an fp8 conversion
/// whose asm returns `<2 x i8>` in one `"=h"` register, an fp16 matmul
/// whose operands regroup `<128 x half>` into `<64 x i32>`, the attention
/// tutorial (`llvm.vector.reduce.or`) and a TMA copy (PTX 8.6). All compile
/// for sm_90a, ptxas accepts them without a stack frame, and the first
/// keeps its fence.
#[test]
fn tritons_sm90_kernels_compile_for_sm90a() {
    let dir = tools::repo_root().join("tests/triton");
    for (file, kernel) in [
        ("matmul_bf16_wgmma.sm90.llir", "mm_bf16"),
        ("fp8_convert.sm90.llir", "fp8_cvt"),
        ("matmul_fp16_async.sm90.llir", "mm_async"),
        ("attention_fwd.sm90.llir", "attn_fwd"),
        ("tma_copy.sm90.llir", "tma_copy"),
    ] {
        let src = std::fs::read_to_string(dir.join(file)).unwrap();
        let ptx = common::compile_source(file, &src, &["-O3", "--arch", "sm_90a"]);
        if kernel == "mm_bf16" {
            assert!(ptx.contains("fence.proxy.async.shared::cta;"), "{ptx}");
            assert!(ptx.contains("wgmma.mma_async"), "{ptx}");
        }
        if kernel == "tma_copy" {
            // A TMA load into `.shared::cta` needs PTX 8.6.
            let v = ptx.lines().find(|l| l.starts_with(".version")).unwrap();
            assert!(v >= ".version 8.6", "{v}");
        }
        if let Some(ptxas) = tools::need("WARPSAT_PTXAS") {
            let frames = tools::ptxas_stack_frames(&ptxas, &ptx, "sm_90a");
            assert_eq!(frames.get(kernel), Some(&0), "{file}: {frames:?}");
        }
    }
}
