//! `licm` (`dialects::licm`): a loop's invariant, pure instructions move to
//! the block entering it, inner loops first; loads and divisions stay; the
//! result computes what the input computes (nvvm and PTX interpreters).

use interp::diff::{compare, run_module, run_ptx_text};
use interp::spec::Spec;

const SRC: &str = r#"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n, i32 %d) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %outer
outer:
  %j = phi i32 [ 0, %entry ], [ %j1, %olatch ]
  %s = phi float [ 0.0, %entry ], [ %s2, %olatch ]
  br label %inner
inner:
  %k = phi i32 [ 0, %outer ], [ %k1, %inner ]
  %a = phi float [ %s, %outer ], [ %a1, %inner ]
  %base = mul i32 %t, 4
  %row = add i32 %base, %j
  %q = sdiv i32 %n, %d
  %i = add i32 %row, %k
  %i64 = zext i32 %i to i64
  %p = getelementptr float, ptr addrspace(1) %x, i64 %i64
  %v = load float, ptr addrspace(1) %p, align 4
  %qf = sitofp i32 %q to float
  %w = fmul float %v, %qf
  %a1 = fadd float %a, %w
  %k1 = add i32 %k, 1
  %c = icmp slt i32 %k1, 4
  br i1 %c, label %inner, label %olatch
olatch:
  %s2 = phi float [ %a1, %inner ]
  %j1 = add i32 %j, 1
  %oc = icmp slt i32 %j1, 3
  br i1 %oc, label %outer, label %exit
exit:
  %t64 = zext i32 %t to i64
  %o = getelementptr float, ptr addrspace(1) %y, i64 %t64
  store float %s2, ptr addrspace(1) %o, align 4
  ret void
}
"#;

fn block_of(text: &str, value: &str) -> String {
    let mut block = String::new();
    for l in text.lines() {
        if l.starts_with('^') {
            block = l.split(['(', ':']).next().unwrap_or("").to_string();
        }
        if l.trim_start().starts_with(&format!("%{value} = ")) {
            return block;
        }
    }
    String::new()
}

#[test]
fn invariants_leave_their_loops_and_nothing_else_moves() {
    let before = llvm::import::import("k.ll", SRC).unwrap();
    let mut after = before.clone();
    let mut moved = 0;
    for f in after.funcs.values_mut() {
        if let Some(b) = f.body.as_mut() {
            moved += dialects::licm::run_function(b);
        }
    }
    dialects::verify::verify_module(&after).unwrap();
    let text = dialects::text::print_module(&after);
    // `t * 4` leaves both loops; `base + j` leaves the inner one only.
    assert_eq!(block_of(&text, "base"), "^entry", "{text}");
    assert_eq!(block_of(&text, "row"), "^outer", "{text}");
    // A division may trap, a load reads memory: they stay.
    assert_eq!(block_of(&text, "q"), "^inner", "{text}");
    assert_eq!(block_of(&text, "v"), "^inner", "{text}");
    assert_eq!(moved, 3, "{text}"); // base (twice: inner, then outer), row
    let ptx = ptx::print::print_module(&isel::select_module(&after, "sm_80").unwrap());
    for d in [1, 3, -2] {
        let spec = Spec::parse(&format!(
            "kernel k\nblock 16\nseed 4\narg f32[128] random(-2,2)\narg f32[16] zero\narg i32 7\narg i32 {d}\n"
        ))
        .unwrap();
        let want = run_module(&before, &spec).unwrap();
        compare(&want, &run_module(&after, &spec).unwrap(), None).unwrap();
        compare(&want, &run_ptx_text("l.ptx", &ptx, &spec).unwrap(), None).unwrap();
    }
}
