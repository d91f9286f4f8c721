//! A symbol under a register offset (`@table + 4 * k`, no `[sym + %rd]`
//! address form in PTX) is materialised once before the loops, not in the
//! loop where its address is used; a symbol under a constant offset stays
//! folded into the access. Both compute what the input computes.

mod common;

use interp::diff::{compare, run_module, run_ptx_text};
use interp::spec::Spec;
use rewrites::EgraphConfig;

const SRC: &str = r#"
target triple = "nvptx64-nvidia-cuda"
@table = addrspace(4) externally_initialized global [16 x float] zeroinitializer, align 4
define ptx_kernel void @k(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s2, %loop ]
  %j = and i32 %k, 15
  %j64 = zext i32 %j to i64
  %tp = getelementptr inbounds [16 x float], ptr addrspace(4) @table, i64 0, i64 %j64
  %c = load float, ptr addrspace(4) %tp, align 4
  %c3 = load float, ptr addrspace(4) getelementptr inbounds ([16 x float], ptr addrspace(4) @table, i64 0, i64 3), align 4
  %i = add nsw i32 %t, %k
  %i64 = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i64
  %v = load float, ptr addrspace(1) %p, align 4
  %m = fmul float %c, %v
  %s1 = fadd float %s, %m
  %s2 = fadd float %s1, %c3
  %k1 = add nsw i32 %k, 1
  %more = icmp slt i32 %k1, %n
  br i1 %more, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %s2, %loop ]
  %t64 = zext i32 %t to i64
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %r, ptr addrspace(1) %q, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;

#[test]
fn a_symbol_under_a_register_offset_is_set_before_the_loop() {
    let m = llvm::import::import("symbol_base.ll", SRC).unwrap();
    let (opt, _) = common::optimize(&m, &EgraphConfig::default());
    let ptx = common::select_ptx(&opt, "sm_80", true);
    let movs: Vec<usize> = ptx
        .lines()
        .enumerate()
        .filter(|(_, l)| l.contains("mov.u64") && l.contains("table"))
        .map(|(k, _)| k)
        .collect();
    assert_eq!(movs.len(), 1, "{ptx}");
    // Before the loop: no label between the function's start and it.
    let entry = ptx.lines().position(|l| l.contains(".entry k")).unwrap();
    let first_label = ptx
        .lines()
        .enumerate()
        .skip(entry)
        .find(|(_, l)| l.starts_with("$L__"))
        .map(|(k, _)| k)
        .unwrap();
    assert!(movs[0] < first_label, "{ptx}");
    // The constant index stays an immediate address.
    assert!(ptx.contains("[table+12]"), "{ptx}");
    for n in [0, 1, 5, 37] {
        let spec = Spec::parse(&format!(
            "kernel k\nblock 32\narg f32[80] random(-2,2)\narg f32[32] zero\narg i32 {n}\n"
        ))
        .unwrap();
        let want = run_module(&m, &spec).unwrap();
        compare(&want, &run_module(&opt, &spec).unwrap(), None).unwrap();
        let got = run_ptx_text("symbol_base.ptx", &ptx, &spec).unwrap();
        compare(&want, &got, None).unwrap_or_else(|e| panic!("n={n}: {e}\n{ptx}"));
    }
}
