//! Instruction selection's dead-code removal (`isel/dce.rs`): folded and
//! unused values go, effects stay, and the PTX with and without it computes
//! the same on the ptx interpreter.

use interp::diff::{compare, run_ptx_text};
use interp::spec::Spec;
use isel::{select_module_with, SelectOptions};
use ptx::print::print_module;

const SRC: &str = r#"
define ptx_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %out, i32 %n) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %s = sext i32 %tid to i64
  %m = mul i64 %s, 4
  %p = getelementptr i8, ptr addrspace(1) %a, i64 %m
  %x = load i32, ptr addrspace(1) %p, align 4
  %unused = mul i32 %x, %n
  %w = zext i32 %x to i64
  %y = add i64 %w, 4294967297
  %q = getelementptr i8, ptr addrspace(1) %out, i64 %m
  %t = trunc i64 %y to i32
  store i32 %t, ptr addrspace(1) %q, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;

fn ptx(dce: bool) -> String {
    let m = llvm::import::import("dce.ll", SRC).unwrap();
    let opts = SelectOptions {
        dce,
        ..SelectOptions::default()
    };
    print_module(&select_module_with(&m, "sm_80", &opts).unwrap())
}

#[test]
fn folded_and_unused_values_go_effects_stay() {
    let (on, off) = (ptx(true), ptx(false));
    // The unused product is selected...
    assert!(off.contains("mul.lo.s32"), "{off}");
    // ...and removed; the load, the store, the address arithmetic and the
    // wide add stay. (Widening multiplies are the e-graph's `fusion` rules'
    // decision, not selection's: `mul(sext, 4)` stays a 64-bit multiply.)
    assert!(!on.contains("mul.lo.s32"), "{on}");
    for keep in [
        "cvt.s64.s32",
        "mul.lo.s64",
        "ld.global.u32",
        "st.global.u32",
        "add.s64",
    ] {
        assert!(on.contains(keep), "{keep}: {on}");
    }
    let spec =
        Spec::parse("kernel k\nblock 32\narg i32[32] random\narg i32[32] uninit\narg i32 3\n")
            .unwrap();
    let want = run_ptx_text("off.ptx", &off, &spec).unwrap();
    let got = run_ptx_text("on.ptx", &on, &spec).unwrap();
    compare(&want, &got, None).unwrap();
}
