//! `dialects::freeze::drop_redundant_freezes` (in `correlated-propagation`):
//! which freezes go (values that cannot be poison: special registers,
//! constants and flag-free or provably non-wrapping arithmetic on them)
//! and which stay (a product of `ctaid.x` and `ntid.x` that may overflow
//! its `nsw`, a parameter, a load, a shift by a register), with the nvvm
//! interpreter agreeing before and after.

use dialects::ir::{Module, Opcode};
use interp::diff::{compare, run_module};
use interp::spec::Spec;

const SRC: &str = r#"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @f(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %s = shl nsw i32 %ty, 4
  %e = add nsw i32 %s, %tx
  %f1 = freeze i32 %e
  %q = sdiv i32 %f1, 16
  %m = mul i32 %q, 16
  %r = sub i32 %f1, %m
  %a = and i32 %ty, 7
  %b = or i32 %a, 8
  %f5 = freeze i32 %b
  %cx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %g = mul nsw i32 %cx, %nx
  %gi = add nsw i32 %g, %tx
  %f2 = freeze i32 %gi
  %f3 = freeze i32 %n
  %v = load i32, ptr addrspace(1) %in, align 4
  %f4 = freeze i32 %v
  %amt = and i32 %n, 7
  %sh = lshr i32 %tx, %amt
  %f6 = freeze i32 %sh
  %x1 = add i32 %q, %r
  %x2 = xor i32 %x1, %f5
  %x3 = add i32 %x2, %f2
  %x4 = xor i32 %x3, %f3
  %x5 = add i32 %x4, %f4
  %x6 = mul i32 %f6, 0
  %x7 = add i32 %x5, %x6
  %lin = mul i32 %ty, 32
  %id = add i32 %lin, %tx
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %id
  store i32 %x7, ptr addrspace(1) %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
"#;

fn freezes(m: &Module) -> usize {
    let body = m.funcs.values().find_map(|f| f.body.as_ref()).unwrap();
    body.layout
        .blocks
        .iter()
        .flat_map(|&b| body.block_insts(b).iter())
        .filter(|&&i| {
            body.dfg.insts[i].opcode == Opcode::Freeze
                && body.dfg.inst_result(i).is_some_and(|r| {
                    body.all_insts()
                        .iter()
                        .any(|&u| body.dfg.inst_args(u).contains(&r))
                })
        })
        .count()
}

#[test]
fn freezes_of_values_that_cannot_be_poison_go() {
    let before = llvm::import::import("freeze.ll", SRC).unwrap();
    let mut after = before.clone();
    assert_eq!(freezes(&before), 6);
    let dropped: usize = after
        .funcs
        .values_mut()
        .filter_map(|f| f.body.as_mut())
        .map(dialects::freeze::drop_redundant_freezes)
        .sum();
    // `tid.y * 16 + tid.x` and `(tid.y & 7) | 8`.
    assert_eq!(dropped, 2);
    assert_eq!(freezes(&after), 4);
    dialects::verify::verify_module(&after).unwrap();
    for seed in 1..=3 {
        let spec = Spec::parse(&format!(
            "kernel f\nblock 32,4\ngrid 3\nseed {seed}\narg i32[128] uninit\narg i32[1] random\narg i32 {}\n",
            seed * 7 - 9
        ))
        .unwrap();
        let want = run_module(&before, &spec).unwrap();
        let got = run_module(&after, &spec).unwrap();
        compare(&want, &got, None).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
    }
}
