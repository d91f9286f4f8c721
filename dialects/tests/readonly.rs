//! Loads through `noalias readonly` kernel parameters
//! (`dialects::readonly`): which are marked invariant (and so emitted as
//! `ld.global.nc`), which are not, and that results do not change.

use dialects::addrspace::{global_params, infer_address_spaces};
use dialects::ir::{Attrs, Module, Opcode};
use dialects::readonly::{mark_readonly_loads, readonly_params};
use interp::diff::{compare, run_module, run_ptx_text};
use interp::spec::Spec;

/// `%a` is `noalias readonly`; `%b` is only `noalias`; `%c` only
/// `readonly`. Loads named `ro.*` go through pointers derived from `%a`
/// (offsets, a loop-carried pointer, a select of two such pointers); the
/// others go through `%b`, `%c` or a select mixing `%a` and `%b`.
const SRC: &str = r#"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr noalias readonly %a, ptr noalias %b, ptr readonly %c, i32 %sel) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %pa = getelementptr float, ptr %a, i64 %i
  %ro.x = load float, ptr %pa, align 4
  %pa2 = getelementptr float, ptr %pa, i64 64
  %flag = icmp ne i32 %sel, 0
  %both = select i1 %flag, ptr %pa, ptr %pa2
  %ro.y = load float, ptr %both, align 4
  %pb = getelementptr float, ptr %b, i64 %i
  %mixed = select i1 %flag, ptr %pa, ptr %pb
  %m = load float, ptr %mixed, align 4
  %pc = getelementptr float, ptr %c, i64 %i
  %cv = load float, ptr %pc, align 4
  br label %loop
loop:
  %p = phi ptr [ %pa, %entry ], [ %p.next, %loop ]
  %n = phi i32 [ 0, %entry ], [ %n.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s2, %loop ]
  %ro.v = load float, ptr %p, align 4
  %s2 = fadd float %s, %ro.v
  %p.next = getelementptr float, ptr %p, i64 128
  %n.next = add i32 %n, 1
  %more = icmp slt i32 %n.next, 3
  br i1 %more, label %loop, label %exit
exit:
  %t0 = fadd float %ro.x, %ro.y
  %t1 = fadd float %t0, %m
  %t2 = fadd float %t1, %cv
  %t4 = fadd float %t2, %s2
  store float %t4, ptr %pb, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;

fn module() -> Module {
    llvm::import::import("readonly.ll", SRC).unwrap()
}

/// Runs address-space inference and the marking, as `infer-address-spaces`
/// does; returns the names of the invariant loads and how many were marked.
fn mark(m: &mut Module) -> (Vec<String>, usize) {
    let (_, f) = m.funcs.iter_mut().next().unwrap();
    let global = global_params(f);
    let ro = readonly_params(f);
    let body = f.body.as_mut().unwrap();
    infer_address_spaces(body, &global);
    let n = mark_readonly_loads(body, &ro);
    let mut names = Vec::new();
    for i in body.all_insts() {
        let d = &body.dfg.insts[i];
        if let (Opcode::Load, Attrs::Mem(ma)) = (d.opcode, &d.attrs) {
            if ma.invariant {
                let v = body.dfg.inst_result(i).unwrap();
                names.push(body.dfg.value_names[v].clone().unwrap_or_default());
            }
        }
    }
    names.sort();
    (names, n)
}

#[test]
fn only_loads_through_noalias_readonly_parameters_are_invariant() {
    let mut m = module();
    let (names, n) = mark(&mut m);
    assert_eq!(names, ["ro.v", "ro.x", "ro.y"]);
    assert_eq!(n, 3);
    dialects::verify::verify_module(&m).unwrap();
    // Idempotent.
    assert_eq!(mark(&mut m).1, 0);
}

#[test]
fn invariant_loads_are_ld_global_nc_with_the_same_results() {
    let src = module();
    let mut m = src.clone();
    mark(&mut m);
    for flag in [0, 1] {
        let spec = Spec::parse(&format!(
            "kernel k\nblock 64\nseed 3\narg f32[512] random(-1,1)\narg f32[64] random(-1,1)\narg f32[64] random(-1,1)\narg i32 {flag}\n"
        ))
        .unwrap();
        let want = run_module(&src, &spec).unwrap();
        let got = run_module(&m, &spec).unwrap();
        compare(&want, &got, None).unwrap();
        let ptx = isel::select_module(&m, "sm_80").unwrap();
        let text = ptx::print::print_module(&ptx);
        assert_eq!(text.matches("ld.global.nc.f32").count(), 3, "{text}");
        let got = run_ptx_text("readonly.ptx", &text, &spec).unwrap();
        compare(&want, &got, None).unwrap();
    }
}
