//! The odd-width integer promotion (`dialects::legalize_ints`): what it
//! rewrites leaves a verified module with no odd widths; what it does not
//! handle leaves the module alone, for selection to refuse with a located
//! error. `tests/run/odd_ints.ll` (driver's intrinsics_run) runs the
//! promoted code on both interpreters.

use dialects::ir::{Module, Type};
use dialects::legalize_ints::legalize_int_widths;

fn import(body: &str) -> Module {
    let src = format!(
        "target triple = \"nvptx64-nvidia-cuda\"\n{body}\n!nvvm.annotations = !{{!0}}\n!0 = !{{ptr @k, !\"kernel\", i32 1}}\n"
    );
    llvm::import::import("t.ll", &src).unwrap()
}

fn odd_types(m: &Module) -> usize {
    let odd = |t: Type| matches!(t, Type::Int(n) if !matches!(n, 1 | 8 | 16 | 32 | 64 | 128));
    m.funcs
        .values()
        .filter_map(|f| f.body.as_ref())
        .flat_map(|b| b.dfg.values.values())
        .filter(|v| odd(v.ty) || v.ty.as_vector().is_some_and(|(e, _)| odd(e)))
        .count()
}

#[test]
fn scalars_are_promoted_and_the_result_verifies() {
    let m = import(
        "define void @k(ptr addrspace(1) %p, i32 %x) {\n  %t = trunc i32 %x to i24\n  \
         %l = load i24, ptr addrspace(1) %p, align 1\n  %s = add i24 %l, %t\n  \
         %c = icmp slt i24 %s, 5\n  %r = select i1 %c, i24 %s, i24 %t\n  \
         store i24 %r, ptr addrspace(1) %p, align 1\n  ret void\n}",
    );
    assert!(odd_types(&m) > 0);
    let l = legalize_int_widths(&m).expect("promoted");
    assert_eq!(odd_types(&l), 0);
    dialects::verify::verify_module(&l).unwrap();
    // Nothing to do: no copy.
    let plain = import(
        "define void @k(ptr addrspace(1) %p) {\n  store i32 1, ptr addrspace(1) %p\n  ret void\n}",
    );
    assert!(legalize_int_widths(&plain).is_none());
}

#[test]
fn vectors_of_odd_lanes_are_promoted_lane_by_lane() {
    let m = import(
        "define void @k(ptr addrspace(1) %p, <2 x i3> %v, i32 %x) {\n  \
         %s = add <2 x i3> %v, <i3 3, i3 -1>\n  %t = trunc i32 %x to i3\n  \
         %i = insertelement <2 x i3> %s, i3 %t, i32 1\n  \
         %w = shufflevector <2 x i3> %i, <2 x i3> %v, <2 x i32> <i32 1, i32 2>\n  \
         %c = icmp slt <2 x i3> %w, zeroinitializer\n  %e = extractelement <2 x i3> %w, i32 0\n  \
         %z = sext i3 %e to i32\n  store i32 %z, ptr addrspace(1) %p\n  ret void\n}",
    );
    let l = legalize_int_widths(&m).expect("promoted");
    assert_eq!(odd_types(&l), 0);
    dialects::verify::verify_module(&l).unwrap();
    let k = l.funcs.values().find(|f| f.name == "k").unwrap();
    assert_eq!(k.params[1], Type::vector(Type::Int(8), 2));
}

#[test]
fn uses_the_pass_does_not_handle_leave_the_module_to_selection() {
    for body in [
        // Odd lanes in memory (LLVM packs them into bits).
        "define void @k(ptr addrspace(1) %p) {\n  %v = load <2 x i3>, ptr addrspace(1) %p\n  \
         %e = extractelement <2 x i3> %v, i32 0\n  %z = zext i3 %e to i32\n  \
         store i32 %z, ptr addrspace(1) %p\n  ret void\n}",
        // An atomic on an odd width.
        "define void @k(ptr addrspace(1) %p) {\n  %o = atomicrmw add ptr addrspace(1) %p, i24 1 monotonic, align 4\n  ret void\n}",
    ] {
        let m = import(body);
        assert!(legalize_int_widths(&m).is_none(), "{body}");
        let e = isel::select_module(&m, "sm_80").expect_err("refused");
        assert!(e.to_string().contains("has no PTX register class") || e.to_string().contains("i24"), "{e}");
    }
}
