//! Field forwarding through `insertvalue` chains (`dialects::aggfold`): an
//! `extractvalue` of a field some insert wrote reads the inserted value,
//! past inserts of other fields; the chain, unread, goes; an extract of a
//! field no insert wrote (of a loaded struct) stays. The kernel computes the same before and
//! after on the nvvm interpreter.

use dialects::ir::Opcode;
use interp::diff::{compare, run_module};
use interp::spec::Spec;

mod common;

const SRC: &str = r#"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %x, ptr addrspace(1) %y, ptr addrspace(1) %z) {
  %s = load { i32, float }, ptr addrspace(1) %z, align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr float, ptr addrspace(1) %x, i32 %t
  %v = load float, ptr addrspace(1) %p, align 4
  %a = insertvalue { i32, float, i32 } undef, i32 %t, 0
  %b = insertvalue { i32, float, i32 } %a, float %v, 1
  %c = insertvalue { i32, float, i32 } %b, i32 7, 2
  %f = extractvalue { i32, float, i32 } %c, 1
  %i = extractvalue { i32, float, i32 } %c, 0
  %kept = extractvalue { i32, float } %s, 1
  %fi = sitofp i32 %i to float
  %r0 = fadd float %f, %fi
  %r = fadd float %r0, %kept
  %q = getelementptr float, ptr addrspace(1) %y, i32 %t
  store float %r, ptr addrspace(1) %q, align 4
  ret void
}
"#;

fn count(m: &dialects::ir::Module, op: Opcode) -> usize {
    common::count_op(m, "k", op)
}

#[test]
fn extracts_read_the_inserted_fields() {
    let before = llvm::import::import("agg.ll", SRC).unwrap();
    let mut after = before.clone();
    let body = after.funcs.values_mut().find(|f| f.name == "k").unwrap();
    let n = dialects::aggfold::fold_extracts(body.body.as_mut().unwrap());
    assert_eq!(n, 2);
    dialects::verify::verify_module(&after).unwrap();
    assert_eq!(count(&after, Opcode::InsertValue), 0);
    assert_eq!(
        count(&after, Opcode::ExtractValue),
        1,
        "the parameter's field stays"
    );
    // %z holds { i32 4, float 1.5 }.
    let spec = Spec::parse(
        "kernel k\nblock 32\nseed 5\narg f32[32] random(-3,3)\narg f32[32] zero\narg i32[2] values(4,1069547520)\n",
    )
    .unwrap();
    let want = run_module(&before, &spec).unwrap();
    compare(&want, &run_module(&after, &spec).unwrap(), None).unwrap();
    assert!(want.buffers[1].0.iter().any(|&b| b != 0));
}
