//! Importer unit tests.

use super::*;

#[test]
fn canonical_names_drop_pointees() {
    assert_eq!(
        canonical_intrinsic_name("llvm.memcpy.p0i8.p1i8.i64"),
        "llvm.memcpy.p0.p1.i64"
    );
    assert_eq!(
        canonical_intrinsic_name("llvm.nvvm.ldg.global.f.f32.p1f32"),
        "llvm.nvvm.ldg.global.f.f32.p1"
    );
    assert_eq!(
        canonical_intrinsic_name("llvm.nvvm.read.ptx.sreg.tid.x"),
        "llvm.nvvm.read.ptx.sreg.tid.x"
    );
}

#[test]
fn errors_are_located() {
    let e = import(
        "t.ll",
        "define void @f() {\n  %x = add i32 1, %y\n  ret void\n}\n",
    )
    .err()
    .unwrap();
    assert_eq!((e.line, e.col), (2, 19));
    assert!(e.msg.contains("undefined value '%y'"), "{}", e.msg);
    let e = import("t.ll", "define void @f() {\n  br label %nope\n}\n")
        .err()
        .unwrap();
    assert_eq!((e.line, e.col), (2, 12));
}

/// Imports `src` and returns the error's line, column and message.
fn located(src: &str) -> (usize, usize, String) {
    let e = import("t.ll", src).err().expect("the import should fail");
    (e.line, e.col, e.msg)
}

#[test]
fn constructs_without_an_nvvm_form_are_located_unsupported() {
    let cases: &[(&str, (usize, usize), &str)] = &[
        (
            "define <3 x i32> @f(ptr %p, <3 x i32> %v) {\n  %a = atomicrmw xchg ptr %p, <3 x i32> %v monotonic\n  ret <3 x i32> %a\n}\n",
            (2, 41),
            "unsupported: atomicrmw xchg of a vector",
        ),
        (
            "define <2 x i8> @f(ptr %p, <2 x i8> %v) {\n  %a = atomicrmw add ptr %p, <2 x i8> %v monotonic\n  ret <2 x i8> %a\n}\n",
            (2, 39),
            "unsupported: atomicrmw add of a vector (<2 x i8>) that is not elementwise",
        ),
        (
            "@g = global i32 0\ndefine i1 @f() {\n  ret i1 icmp eq (ptr @g, ptr null)\n}\n",
            (3, 10),
            "unsupported: constant expression 'icmp'",
        ),
        (
            "declare token @llvm.experimental.convergence.entry()\ndefine void @f() {\n  %t = call token @llvm.experimental.convergence.entry()\n  ret void\n}\n",
            (3, 13),
            "unsupported: token values",
        ),
        (
            "declare token @mine()\n",
            (1, 9),
            "unsupported: token values",
        ),
        (
            "define amdgpu_kernel void @k() {\n  ret void\n}\n",
            (1, 8),
            "unsupported: calling convention 'amdgpu_kernel'",
        ),
        (
            "define void @f(target(\"nvptx.tex\") %t) {\n  ret void\n}\n",
            (1, 16),
            "unsupported: target extension types",
        ),
        (
            "define void @f() {\n  %a = alloca i8, align 4294967296\n  ret void\n}\n",
            (2, 25),
            "unsupported: alignment 4294967296",
        ),
        (
            "@s = internal addrspace(3) global i32 undef\n@p = addrspace(1) global i64 ptrtoint (ptr addrspace(3) @s to i64)\n",
            (2, 57),
            "unsupported: the address of a shared or constant variable as an integer",
        ),
        (
            "define void @g(ptr %x) {\n  ret void\n}\ndefine void @f(ptr %s) {\n  call void @g(ptr byval(i32) align 4 %s)\n  ret void\n}\n",
            (5, 39),
            "unsupported: a byval argument the callee does not declare byval",
        ),
        (
            "declare <2 x i32> @llvm.masked.load.v2i32.p0(ptr)\ndefine <2 x i32> @f(ptr %p) {\n  %r = call <2 x i32> @llvm.masked.load.v2i32.p0(ptr %p)\n  ret <2 x i32> %r\n}\n",
            (3, 23),
            "a masked access with an unexpected operand count",
        ),
    ];
    for (src, at, msg) in cases {
        let (line, col, got) = located(src);
        assert_eq!((line, col), *at, "{got}\n{src}");
        assert!(got.contains(msg), "{got}\n{src}");
    }
}

#[test]
fn metadata_is_not_a_value_type_outside_intrinsics() {
    let (line, col, msg) = located("declare void @f(metadata)\n");
    assert_eq!((line, col), (1, 17));
    assert!(
        msg.contains("expected a value type, found 'metadata'"),
        "{msg}"
    );
    // Intrinsic declarations may use it; calls passing metadata to
    // something that is not dropped are rejected where they are made.
    let (line, col, msg) = located(
        "declare i8 @llvm.experimental.pack.i8.f32(float, metadata)\ndefine i8 @f(float %x) {\n  %r = call i8 @llvm.experimental.pack.i8.f32(float %x, metadata !\"Float8E5M2\")\n  ret i8 %r\n}\n",
    );
    assert_eq!((line, col), (3, 57));
    assert!(msg.contains("unsupported: metadata call argument"), "{msg}");
}

#[test]
fn malformed_arbitrary_float_conversions_are_located() {
    for (call, want) in [
        (
            "call i8 @llvm.convert.to.arbitrary.fp.i8.f32(float %x, metadata !\"Float8E5M2\")",
            "expected a value, a format, a rounding mode, a flag",
        ),
        (
            "call i8 @llvm.convert.to.arbitrary.fp.i8.f32(float %x, metadata !\"Float8E5M2\", metadata !\"round.dynamic\", i1 false)",
            "rounding mode 'round.dynamic'",
        ),
        (
            "call i8 @llvm.convert.to.arbitrary.fp.i8.f32(float %x, metadata !\"Float8E5M2\", metadata !\"round.tonearest\", i1 %s)",
            "the saturation flag must be a constant",
        ),
        (
            "call i8 @llvm.convert.to.arbitrary.fp.i8.f32(float %x, metadata !\"Float6E3M2FN\", metadata !\"round.tonearest\", i1 true)",
            "f32 to i8 as 'Float6E3M2FN'",
        ),
    ] {
        let (line, col, msg) = located(&format!(
            "define i8 @f(float %x, i1 %s) {{\n  %r = {call}\n  ret i8 %r\n}}\n"
        ));
        assert_eq!((line, col), (2, 16), "{msg}");
        assert!(msg.contains("unsupported: llvm.convert.to.arbitrary.fp") && msg.contains(want), "{msg}");
    }
}

#[test]
fn unnamed_values_take_llvm_numbers() {
    // `%0` is the unnamed parameter, the entry block `%1`, the
    // discarded call result `%2`: the add must read the parameter and
    // the call, not be a redefinition or an undefined value.
    let m = import(
        "t.ll",
        "declare i32 @g()\ndefine i32 @f(ptr %p, i32) {\n  call i32 @g()\n  %3 = add i32 %0, %2\n  ret i32 %3\n}\n",
    )
    .unwrap();
    let text = dialects::text::print_module(&m);
    assert!(text.contains("nvvm.add %0, %1"), "{text}");
    let e = import(
        "t.ll",
        "define void @f(ptr %a, ptr) {\n  %0 = load i32, ptr %a\n  ret void\n}\n",
    )
    .err()
    .unwrap();
    assert!(e.msg.contains("redefinition of value '%0'"), "{}", e.msg);
}

#[test]
fn global_attributes_may_follow_the_type_without_a_comma() {
    let m = import(
        "t.ll",
        "@a = external global ptr align 16\n@b = global i32 7 , align 8\n",
    )
    .unwrap();
    let aligns: Vec<u32> = m.globals.values().map(|g| g.align).collect();
    assert_eq!(aligns, [16, 8]);
}

#[test]
fn a_declaration_takes_byval_from_its_call_sites() {
    let src = "declare void @g(ptr)\ndefine void @f(ptr %s, ptr %fp) {\n  \
               call void @g(ptr byval({i64, i64}) align 8 %s)\n  \
               call void %fp(ptr byval(i32) align 4 %s)\n  ret void\n}\n";
    let m = import("t.ll", src).unwrap();
    let g = m.funcs.values().find(|f| f.name == "g").unwrap();
    assert_eq!(
        g.param_attrs[0].byval.map(|t| t.store_size()),
        Some(16),
        "{:?}",
        g.param_attrs
    );
    assert_eq!(g.param_attrs[0].align, 8);
    // The indirect call keeps its own.
    let f = m.funcs.values().find(|f| f.name == "f").unwrap();
    let body = f.body.as_ref().unwrap();
    let sig = body
        .all_insts()
        .into_iter()
        .find_map(|i| match &body.dfg.insts[i].attrs {
            Attrs::CallIndirect(sig) => Some(sig.clone()),
            _ => None,
        })
        .unwrap();
    assert_eq!(sig.byval, vec![(0, Type::Int(32), 4)]);
}

#[test]
fn calls_with_another_signature_go_through_the_address() {
    // Valid with opaque pointers: the callee is called through its
    // address with the call's own signature.
    let src = "declare ptr @g(ptr)\n\
               declare void @h(i32)\n\
               define void @f(ptr %p) {\n  %r = call i32 @g(ptr %p)\n  call void @h()\n  ret void\n}\n";
    let m = import("t.ll", src).unwrap();
    let text = dialects::text::print_module(&m);
    assert_eq!(text.matches("nvvm.call_indirect").count(), 2, "{text}");
    assert!(text.contains("nvvm.addr @g"), "{text}");
}

#[test]
fn kernels_return_nothing() {
    let src = "define ptx_kernel i32 @k(ptr %p) {\n  store i32 1, ptr %p\n  ret i32 5\n}\n";
    let m = import("t.ll", src).unwrap();
    let k = m.func_by_name("k").unwrap();
    assert_eq!(m.funcs[k].ret, None);
    let text = dialects::text::print_module(&m);
    assert!(text.contains("nvvm.ret\n"), "{text}");
}
