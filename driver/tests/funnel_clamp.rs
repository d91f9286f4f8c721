//! `llvm.nvvm.fshl.clamp.i32` / `fshr.clamp.i32` (CUDA's
//! `__funnelshift_lc`/`_rc`; LLVM's NVPTX test funnel-shift-clamp.ll):
//! `shf.l.clamp`/`shf.r.clamp`, the amount clamped to 32 rather than taken
//! modulo 32. For every amount 0 to 39 the nvvm interpreter, the PTX
//! interpreter and the definition computed here agree.

mod common;

use interp::diff::{compare, run_module, run_ptx_text};
use interp::spec::Spec;

const SRC: &str = r#"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %a, i32 %b) {
entry:
  br label %loop
loop:
  %n = phi i32 [0, %entry], [%n1, %loop]
  %l = call i32 @llvm.nvvm.fshl.clamp.i32(i32 %a, i32 %b, i32 %n)
  %r = call i32 @llvm.nvvm.fshr.clamp.i32(i32 %a, i32 %b, i32 %n)
  %pl = getelementptr i32, ptr addrspace(1) %out, i32 %n
  store i32 %l, ptr addrspace(1) %pl
  %n40 = add i32 %n, 40
  %pr = getelementptr i32, ptr addrspace(1) %out, i32 %n40
  store i32 %r, ptr addrspace(1) %pr
  %n1 = add i32 %n, 1
  %c = icmp ult i32 %n1, 40
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
declare i32 @llvm.nvvm.fshl.clamp.i32(i32, i32, i32)
declare i32 @llvm.nvvm.fshr.clamp.i32(i32, i32, i32)
"#;

/// The upper (left) or lower (right) word of `{hi:lo}` shifted by
/// `min(n, 32)`.
fn clamped(left: bool, hi: u32, lo: u32, n: u32) -> u32 {
    let both = (u64::from(hi) << 32) | u64::from(lo);
    let n = n.min(32);
    if left {
        ((both << n) >> 32) as u32
    } else {
        (both >> n) as u32
    }
}

#[test]
fn clamped_funnel_shifts_agree_with_their_definition() {
    let m = llvm::import::import("k.ll", SRC).unwrap();
    let (a, b) = (0x8123_4567_u32, 0x9abc_def1_u32);
    let spec = Spec::parse(&format!(
        "kernel k\nblock 1\narg u32[80] zero\narg u32 {a}\narg u32 {b}\n"
    ))
    .unwrap();
    let want = run_module(&m, &spec).unwrap();
    let words: Vec<u32> = want.buffers[0]
        .0
        .chunks(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    for n in 0..40u32 {
        assert_eq!(words[n as usize], clamped(true, a, b, n), "fshl n={n}");
        assert_eq!(
            words[40 + n as usize],
            clamped(false, a, b, n),
            "fshr n={n}"
        );
    }
    for level in ["-O1", "-O3"] {
        let ptx = common::compile_source("k.ll", SRC, &[level, "--arch", "sm_80"]);
        assert!(
            ptx.contains("shf.l.clamp.b32") && ptx.contains("shf.r.clamp.b32"),
            "{ptx}"
        );
        let got = run_ptx_text("k.ptx", &ptx, &spec).unwrap();
        compare(&want, &got, None).unwrap_or_else(|e| panic!("{level}: {e}"));
        if let Some(ptxas) = tests::tools::need("WARPSAT_PTXAS") {
            assert!(tests::tools::ptxas_registers(&ptxas, &ptx, "sm_80").contains_key("k"));
        }
    }
}
