//! Kernel `byval` structs read in place (`ld.param`, no local copy) when
//! the kernel only loads from them, and copied when the pointer escapes
//! (into a call) or the kernel writes to its struct (each thread its own
//! copy, in both interpreters):
//! the PTX of both kernels runs on the PTX interpreter with the bytes the
//! nvvm interpreter gives the IR, and every output matches; ptxas accepts
//! both and reports no stack frame for the first.

use interp::grid::Launch;
use interp::memory::{ElemType, Memory};
use interp::ArgValue;

use tests::tools;

const SRC: &str = r#"
target triple = "nvptx64-nvidia-cuda"
%struct.P = type { float, float, i64, [8 x i32] }

define void @read_only(ptr byval(%struct.P) align 8 %p, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = load float, ptr %p, align 8
  %bp = getelementptr inbounds %struct.P, ptr %p, i64 0, i32 1
  %b = load float, ptr %bp, align 4
  %lp = getelementptr inbounds %struct.P, ptr %p, i64 0, i32 2
  %l = load i64, ptr %lp, align 8
  %k = and i32 %t, 7
  %ip = getelementptr inbounds %struct.P, ptr %p, i64 0, i32 3, i32 %k
  %i = load i32, ptr %ip, align 4
  %f = sitofp i32 %i to float
  %s = fmul float %a, %b
  %r = fadd float %s, %f
  %lt = trunc i64 %l to i32
  %ri = fptosi float %r to i32
  %x = xor i32 %ri, %lt
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %x, ptr addrspace(1) %o, align 4
  ret void
}

define internal i32 @pick(ptr %q, i32 %k) noinline {
  %ip = getelementptr inbounds %struct.P, ptr %q, i64 0, i32 3, i32 %k
  %v = load i32, ptr %ip, align 4
  ret i32 %v
}

define void @escapes(ptr byval(%struct.P) align 8 %p, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k = and i32 %t, 7
  %v = call i32 @pick(ptr %p, i32 %k)
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %o, align 4
  ret void
}

define void @written(ptr byval(%struct.P) align 8 %p, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k = and i32 %t, 7
  %ip = getelementptr inbounds %struct.P, ptr %p, i64 0, i32 3, i32 %k
  store i32 %t, ptr %ip, align 4
  %j = xor i32 %k, 1
  %jp = getelementptr inbounds %struct.P, ptr %p, i64 0, i32 3, i32 %j
  %v = load i32, ptr %jp, align 4
  %w = load i32, ptr %ip, align 4
  %x = add i32 %v, %w
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %x, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @read_only, !"kernel", i32 1}
!1 = !{ptr @escapes, !"kernel", i32 1}
!2 = !{ptr @written, !"kernel", i32 1}
"#;

const THREADS: u32 = 64;

/// Runs `kernel` with struct bytes `p`; the output buffer's bytes.
fn run(
    kernel: &str,
    p: &[u8],
    go: impl Fn(&[ArgValue], &mut Memory, &Launch) -> Result<(), String>,
) -> Vec<u8> {
    let mut mem = Memory::new();
    let n = THREADS as u64 * 4;
    let out = mem.alloc_global(n, ElemType::I32);
    let args = [ArgValue::ByVal(p.to_vec()), ArgValue::Ptr(out)];
    let launch = Launch::new([1, 1, 1], [THREADS, 1, 1]);
    go(&args, &mut mem, &launch).unwrap_or_else(|e| panic!("{kernel}: {e}"));
    mem.read(out, n).unwrap()
}

#[test]
fn byval_structs_are_read_in_place_only_when_only_loaded() {
    let m = llvm::import::import("byval.ll", SRC).unwrap();
    let ptx = isel::select_module(&m, "sm_80").unwrap();
    let text = ptx::print::print_module(&ptx);
    let body = |k: &str| {
        let at = text.find(&format!(".entry {k}(")).unwrap();
        let end = text[at..].find("\n}").unwrap();
        text[at..at + end].to_string()
    };
    let ro = body("read_only");
    assert!(ro.contains("ld.param.f32"), "{ro}");
    assert!(ro.contains("mov.u64"), "{ro}");
    assert!(!ro.contains("__local_depot"), "{ro}");
    for k in ["escapes", "written"] {
        let w = body(k);
        assert!(w.contains("__local_depot"), "{w}");
    }
    let pm = ptx::parse::parse_ptx("byval.ptx", &text).unwrap();
    let mut seed = 0x9e37_79b9_u32;
    for round in 0..4 {
        let mut p = vec![0u8; 48];
        for b in p.iter_mut() {
            seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            *b = (seed >> 24) as u8;
        }
        // Finite, moderate floats in the first two fields.
        p[0..4].copy_from_slice(&(round as f32 * 1.5 - 2.0).to_le_bytes());
        p[4..8].copy_from_slice(&3.25f32.to_le_bytes());
        for k in ["read_only", "escapes", "written"] {
            let want = run(k, &p, |a, mem, l| {
                interp::run_nvvm(&m, k, l, a, mem)
                    .map(|_| ())
                    .map_err(|e| e.to_string())
            });
            let got = run(k, &p, |a, mem, l| {
                interp::ptx_exec::run_ptx(&pm, k, l, a, mem)
                    .map(|_| ())
                    .map_err(|e| e.to_string())
            });
            assert_eq!(got, want, "{k}, round {round}");
            assert!(want.iter().any(|&b| b != 0), "{k}: all zero");
        }
    }
    if let Some(ptxas) = tools::need("WARPSAT_PTXAS") {
        let frames = tools::ptxas_stack_frames(&ptxas, &text, "sm_80");
        assert_eq!(frames.get("read_only"), Some(&0), "{frames:?}");
    }
}
