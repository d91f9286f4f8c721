//! Address-space inference (`dialects::addrspace`): which memory operands
//! get a specific space, that the rewritten function verifies and computes
//! what the input computes (nvvm interpreter), and that its PTX does too
//! (PTX interpreter on the selected instructions).

use dialects::addrspace::{global_params, infer_address_spaces};
use dialects::ir::{Module, Opcode, Type};
use interp::diff::{compare, run_module, run_ptx_text};
use interp::spec::Spec;

const SRC: &str = r#"
target triple = "nvptx64-nvidia-cuda"
@tile = internal addrspace(3) global [64 x float] undef, align 4
@other = internal addrspace(3) global [64 x float] undef, align 4

define ptx_kernel void @k(ptr %in, ptr %out, i32 %n, i32 %sel) {
entry:
  %flag = icmp ne i32 %sel, 0
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %gin = getelementptr float, ptr %in, i64 %i
  %x = load float, ptr %gin, align 4
  %tile = addrspacecast ptr addrspace(3) @tile to ptr
  %other = addrspacecast ptr addrspace(3) @other to ptr
  %slot = getelementptr float, ptr %tile, i64 %i
  store float %x, ptr %slot, align 4
  %oslot = getelementptr float, ptr %other, i64 %i
  %x2 = fmul float %x, 2.0
  store float %x2, ptr %oslot, align 4
  call void @llvm.nvvm.barrier0()
  %pick = select i1 %flag, ptr %tile, ptr %other
  br label %loop

loop:
  %p = phi ptr [ %pick, %entry ], [ %p.next, %loop ]
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %v = load float, ptr %p, align 4
  %acc.next = fadd float %acc, %v
  %p.next = getelementptr float, ptr %p, i64 1
  %k.next = add i32 %k, 1
  %done = icmp eq i32 %k.next, 8
  br i1 %done, label %exit, label %loop

exit:
  %mixed = select i1 %flag, ptr %tile, ptr %in
  %m = load float, ptr %mixed, align 4
  %r = fadd float %acc.next, %m
  %gout = getelementptr float, ptr %out, i64 %i
  store float %r, ptr %gout, align 4
  ret void
}

define ptx_kernel void @kb(ptr byval(i32) align 4 %bv, ptr %out) {
  %v = load i32, ptr %bv, align 4
  store i32 %v, ptr %out, align 4
  ret void
}

define float @dev(ptr %p) {
  %v = load float, ptr %p, align 4
  ret float %v
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
"#;

fn module() -> Module {
    llvm::import::import("spaces.ll", SRC).unwrap()
}

/// The address spaces of the pointer operands of each load and store of
/// function `name`, in block order.
fn spaces(m: &Module, name: &str) -> Vec<(Opcode, u32)> {
    let f = m.funcs.values().find(|f| f.name == name).unwrap();
    let body = f.body.as_ref().unwrap();
    let mut out = Vec::new();
    for &b in &body.layout.blocks {
        for &i in &body.dfg.blocks[b].insts {
            let op = body.dfg.insts[i].opcode;
            let k = match op {
                Opcode::Load => 0,
                Opcode::Store => 1,
                _ => continue,
            };
            let p = body.dfg.inst_args(i)[k];
            if let Type::Ptr(n) = body.dfg.value_type(p) {
                out.push((op, n));
            }
        }
    }
    out
}

fn run_pass(m: &mut Module) -> usize {
    let mut n = 0;
    for f in m.funcs.values_mut() {
        let global = global_params(f);
        if let Some(b) = f.body.as_mut() {
            n += infer_address_spaces(b, &global);
        }
    }
    n
}

#[test]
fn memory_operands_get_the_space_their_pointer_points_to() {
    let mut m = module();
    assert_eq!(
        spaces(&m, "k"),
        vec![
            (Opcode::Load, 0),
            (Opcode::Store, 0),
            (Opcode::Store, 0),
            (Opcode::Load, 0),
            (Opcode::Load, 0),
            (Opcode::Store, 0)
        ]
    );
    let n = run_pass(&mut m);
    // Kernel parameters are global; the casts of shared arrays, the
    // select of two shared pointers and the loop-carried pointer derived
    // from it are shared; a select of shared and global stays generic, and
    // so does a device function's parameter; a `byval` kernel parameter
    // points into the parameter space, not to global memory.
    assert_eq!(n, 6);
    assert_eq!(
        spaces(&m, "k"),
        vec![
            (Opcode::Load, 1),
            (Opcode::Store, 3),
            (Opcode::Store, 3),
            (Opcode::Load, 3),
            (Opcode::Load, 0),
            (Opcode::Store, 1)
        ]
    );
    assert_eq!(spaces(&m, "dev"), vec![(Opcode::Load, 0)]);
    assert_eq!(
        spaces(&m, "kb"),
        vec![(Opcode::Load, 0), (Opcode::Store, 1)]
    );
    assert!(dialects::verify::verify_module(&m).is_ok());
    // Idempotent: nothing left to rewrite.
    assert_eq!(run_pass(&mut m), 0);
}

#[test]
fn the_rewritten_kernel_computes_the_same_buffers() {
    let before = module();
    let mut after = module();
    run_pass(&mut after);
    for flag in [0, 1] {
        let spec = Spec::parse(&format!(
            "kernel k\nblock 64\nseed 7\narg f32[72] random\narg f32[64] uninit\narg i32 8\narg i32 {flag}\n"
        ))
        .unwrap();
        let want = run_module(&before, &spec).unwrap();
        let got = run_module(&after, &spec).unwrap();
        compare(&want, &got, None).unwrap();
        let ptx = isel::select_module(&after, "sm_80").unwrap();
        let text = ptx::print::print_module(&ptx);
        assert!(text.contains("ld.shared.f32"), "{text}");
        assert!(text.contains("st.shared.f32"), "{text}");
        assert!(text.contains("ld.global.f32"), "{text}");
        let got = run_ptx_text("spaces.ptx", &text, &spec).unwrap();
        compare(&want, &got, None).unwrap();
    }
}

/// Typed-pointer IR as Numba writes its shared arrays: the generic `i8*`
/// cast of the array is bitcast to `float*` before it is indexed. The
/// bitcast is the same pointer, so the accesses are shared.
const TYPED: &str = r#"
target triple = "nvptx64-nvidia-cuda"
@buf = internal addrspace(3) global [64 x float] undef, align 4

define void @t(float* %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %g = addrspacecast [64 x float] addrspace(3)* @buf to i8*
  %f = bitcast i8* %g to float*
  %slot = getelementptr float, float* %f, i64 %i
  store float 1.5, float* %slot, align 4
  %v = load float, float* %slot, align 4
  %o = getelementptr float, float* %out, i64 %i
  store float %v, float* %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{void (float*)* @t, !"kernel", i32 1}
"#;

#[test]
fn a_bitcast_pointer_keeps_its_space() {
    let before = llvm::import::import("typed.ll", TYPED).unwrap();
    let mut m = before.clone();
    run_pass(&mut m);
    assert_eq!(
        spaces(&m, "t"),
        vec![(Opcode::Store, 3), (Opcode::Load, 3), (Opcode::Store, 1)]
    );
    dialects::verify::verify_module(&m).unwrap();
    let spec = Spec::parse("kernel t\nblock 32\narg f32[32] zero\n").unwrap();
    let want = run_module(&before, &spec).unwrap();
    compare(&want, &run_module(&m, &spec).unwrap(), None).unwrap();
    let ptx = ptx::print::print_module(&isel::select_module(&m, "sm_80").unwrap());
    assert!(ptx.contains("st.shared.f32"), "{ptx}");
    compare(&want, &run_ptx_text("t.ptx", &ptx, &spec).unwrap(), None).unwrap();
}

const LOCAL: &str = r#"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @l(ptr %in, ptr %out, i32 %k) {
  %a = alloca [4 x float], align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %gin = getelementptr float, ptr %in, i64 %i
  %x = load float, ptr %gin, align 4
  %e0 = getelementptr [4 x float], ptr %a, i64 0, i64 0
  store float %x, ptr %e0, align 4
  %e1 = getelementptr [4 x float], ptr %a, i64 0, i64 1
  store float 2.0, ptr %e1, align 4
  %kk = and i32 %k, 1
  %kx = zext i32 %kk to i64
  %ek = getelementptr [4 x float], ptr %a, i64 0, i64 %kx
  %y = load float, ptr %ek, align 4
  %gout = getelementptr float, ptr %out, i64 %i
  store float %y, ptr %gout, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;

/// A generic alloca becomes a local one (NVPTX's lower-alloca): its
/// accesses use `.local` addresses, the PTX reads and writes it with
/// `ld.local`/`st.local`, and both compute what the input does.
#[test]
fn an_alloca_is_local_memory() {
    let before = llvm::import::import("local.ll", LOCAL).unwrap();
    let mut m = before.clone();
    run_pass(&mut m);
    assert_eq!(
        spaces(&m, "l"),
        vec![
            (Opcode::Load, 1),
            (Opcode::Store, 5),
            (Opcode::Store, 5),
            (Opcode::Load, 5),
            (Opcode::Store, 1)
        ]
    );
    dialects::verify::verify_module(&m).unwrap();
    let ptx = ptx::print::print_module(&isel::select_module(&m, "sm_80").unwrap());
    assert!(
        ptx.contains("ld.local.f32") && ptx.contains("st.local.f32"),
        "{ptx}"
    );
    for k in [0, 1] {
        let spec = Spec::parse(&format!(
            "kernel l\nblock 32\narg f32[32] random(-5,5)\narg f32[32] zero\narg i32 {k}\n"
        ))
        .unwrap();
        let want = run_module(&before, &spec).unwrap();
        compare(&want, &run_module(&m, &spec).unwrap(), None).unwrap();
        compare(&want, &run_ptx_text("l.ptx", &ptx, &spec).unwrap(), None).unwrap();
    }
}

const TESTS: &str = r#"
target triple = "nvptx64-nvidia-cuda"
@tile = internal addrspace(3) global [64 x i32] undef, align 4

define ptx_kernel void @q(ptr %out, i32 %sel) {
entry:
  %loc = alloca i32, align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %t = addrspacecast ptr addrspace(3) @tile to ptr
  %ts = getelementptr i32, ptr %t, i64 %i
  %os = getelementptr i32, ptr %out, i64 %i
  %flag = icmp ne i32 %sel, 0
  %mixed = select i1 %flag, ptr %ts, ptr %os
  %a = call i1 @llvm.nvvm.isspacep.global(ptr %os)
  %b = call i1 @llvm.nvvm.isspacep.local(ptr %os)
  %c = call i1 @llvm.nvvm.isspacep.shared(ptr %ts)
  %d = call i1 @llvm.nvvm.isspacep.global(ptr %ts)
  %e = call i1 @llvm.nvvm.isspacep.local(ptr %loc)
  %f = call i1 @llvm.nvvm.isspacep.shared(ptr %mixed)
  %g = call i1 @llvm.nvvm.isspacep.const(ptr %loc)
  %a1 = zext i1 %a to i32
  %b1 = zext i1 %b to i32
  %c1 = zext i1 %c to i32
  %d1 = zext i1 %d to i32
  %e1 = zext i1 %e to i32
  %f1 = zext i1 %f to i32
  %g1 = zext i1 %g to i32
  %b2 = shl i32 %b1, 1
  %c2 = shl i32 %c1, 2
  %d2 = shl i32 %d1, 3
  %e2 = shl i32 %e1, 4
  %f2 = shl i32 %f1, 5
  %g2 = shl i32 %g1, 6
  %s0 = or i32 %a1, %b2
  %s1 = or i32 %s0, %c2
  %s2 = or i32 %s1, %d2
  %s3 = or i32 %s2, %e2
  %s4 = or i32 %s3, %f2
  %s5 = or i32 %s4, %g2
  store volatile i32 0, ptr %loc, align 4
  store i32 %s5, ptr %os, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i1 @llvm.nvvm.isspacep.global(ptr)
declare i1 @llvm.nvvm.isspacep.local(ptr)
declare i1 @llvm.nvvm.isspacep.shared(ptr)
declare i1 @llvm.nvvm.isspacep.const(ptr)
"#;

/// `isspacep` on a pointer whose space is inferred folds to its answer (a
/// kernel parameter counts as global, as for memory operands); on a
/// pointer of mixed spaces it stays. The folded kernel computes the bits
/// the input computes.
#[test]
fn space_tests_fold_where_the_space_is_known() {
    let before = llvm::import::import("tests.ll", TESTS).unwrap();
    let mut m = before.clone();
    run_pass(&mut m);
    dialects::verify::verify_module(&m).unwrap();
    let f = m.func_by_name("q").unwrap();
    let text = dialects::text::print_function(&m, f);
    assert_eq!(text.matches("llvm.nvvm.isspacep").count(), 1, "{text}");
    assert!(
        text.contains("%f = nvvm.intr \"llvm.nvvm.isspacep.shared\""),
        "{text}"
    );
    let ptx = ptx::print::print_module(&isel::select_module(&m, "sm_80").unwrap());
    for sel in [0, 1] {
        let spec = Spec::parse(&format!(
            "kernel q\nblock 32\narg i32[32] zero\narg i32 {sel}\n"
        ))
        .unwrap();
        let want = run_module(&before, &spec).unwrap();
        // global, shared on the tile, local on the alloca, and shared on
        // the select when it picks the tile.
        let bits = 1 | 4 | 16 | if sel != 0 { 32 } else { 0 };
        assert_eq!(
            want.buffers[0].0[..4],
            (bits as u32).to_le_bytes(),
            "sel {sel}"
        );
        compare(&want, &run_module(&m, &spec).unwrap(), None).unwrap();
        compare(&want, &run_ptx_text("q.ptx", &ptx, &spec).unwrap(), None).unwrap();
    }
}

/// NVVM IR 2.0's float `atomicAdd`, `atomicInc` and a block-scoped add
/// are `llvm.nvvm.atomic.*` calls on generic pointers: the kernel's
/// parameter and the shared array are their spaces too, and the PTX names
/// them (`atom.global.add.f32`, `atom.shared.inc.u32`).
const ATOMICS: &str = r#"
target triple = "nvptx64-nvidia-cuda"
@cnt = internal addrspace(3) global [4 x i32] undef, align 4

define void @a(float* %sum, i32* %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = uitofp i32 %tid to float
  %old = call float @llvm.nvvm.atomic.load.add.f32.p0f32(float* %sum, float %x)
  %c = addrspacecast [4 x i32] addrspace(3)* @cnt to [4 x i32]*
  %slot = getelementptr [4 x i32], [4 x i32]* %c, i64 0, i64 0
  %zero = icmp eq i32 %tid, 0
  br i1 %zero, label %init, label %go
init:
  store i32 0, i32* %slot, align 4
  br label %go
go:
  call void @llvm.nvvm.barrier0()
  %n = call i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* %slot, i32 100)
  %blk = call i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0i32(i32* %slot, i32 1)
  %i = zext i32 %tid to i64
  %o = getelementptr i32, i32* %out, i64 %i
  %bits = bitcast float %old to i32
  %s0 = add i32 %n, %blk
  %s1 = xor i32 %s0, %bits
  store i32 %s1, i32* %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare float @llvm.nvvm.atomic.load.add.f32.p0f32(float*, float)
declare i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32*, i32)
declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0i32(i32*, i32)

!nvvm.annotations = !{!0}
!0 = !{void (float*, i32*)* @a, !"kernel", i32 1}
"#;

#[test]
fn nvvm_atomic_calls_get_their_pointer_space() {
    let before = llvm::import::import("atomics.ll", ATOMICS).unwrap();
    let mut after = before.clone();
    // Three atomics and the final store; the initializing store too.
    assert_eq!(run_pass(&mut after), 5);
    assert!(dialects::verify::verify_module(&after).is_ok());
    let ptx = isel::select_module(&after, "sm_80").unwrap();
    let text = ptx::print::print_module(&ptx);
    for want in [
        "atom.global.add.f32",
        "atom.shared.inc.u32",
        "atom.cta.shared.add.u32",
    ] {
        assert!(text.contains(want), "{want}\n{text}");
    }
    let spec =
        Spec::parse("kernel a\nblock 32\nseed 3\narg f32[1] zero\narg i32[32] uninit\n").unwrap();
    let want = run_module(&before, &spec).unwrap();
    let got = run_module(&after, &spec).unwrap();
    compare(&want, &got, None).unwrap();
    let got = run_ptx_text("atomics.ptx", &text, &spec).unwrap();
    compare(&want, &got, None).unwrap();
}

/// Older NVVM IR converts `__shared__` pointers with
/// `llvm.nvvm.ptr.shared.to.gen`: imported as an `addrspacecast` (LLVM's
/// AutoUpgrade does the same), so the accesses through it are shared.
const LEGACY: &str = r#"
target triple = "nvptx64-nvidia-cuda"
@buf = internal addrspace(3) global [64 x float] undef, align 4

define void @l(float* %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %s = getelementptr [64 x float], [64 x float] addrspace(3)* @buf, i64 0, i64 0
  %g = call float* @llvm.nvvm.ptr.shared.to.gen.p0f32.p3f32(float addrspace(3)* %s)
  %slot = getelementptr float, float* %g, i64 %i
  %x = uitofp i32 %tid to float
  store float %x, float* %slot, align 4
  call void @llvm.nvvm.barrier0()
  %j = xor i64 %i, 1
  %o = getelementptr float, float* %g, i64 %j
  %v = load float, float* %o, align 4
  %q = getelementptr float, float* %out, i64 %i
  store float %v, float* %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare float* @llvm.nvvm.ptr.shared.to.gen.p0f32.p3f32(float addrspace(3)*)

!nvvm.annotations = !{!0}
!0 = !{void (float*)* @l, !"kernel", i32 1}
"#;

#[test]
fn legacy_pointer_conversions_are_address_space_casts() {
    let before = llvm::import::import("legacy.ll", LEGACY).unwrap();
    let f = before.funcs.values().find(|f| f.name == "l").unwrap();
    let body = f.body.as_ref().unwrap();
    let ops: Vec<Opcode> = body
        .all_insts()
        .iter()
        .map(|&i| body.dfg.insts[i].opcode)
        .collect();
    assert!(ops.contains(&Opcode::AddrSpaceCast), "{ops:?}");
    let mut after = before.clone();
    run_pass(&mut after);
    assert_eq!(
        spaces(&after, "l"),
        vec![(Opcode::Store, 3), (Opcode::Load, 3), (Opcode::Store, 1)]
    );
    let ptx = isel::select_module(&after, "sm_80").unwrap();
    let text = ptx::print::print_module(&ptx);
    assert!(
        text.contains("st.shared.f32") && text.contains("ld.shared.f32"),
        "{text}"
    );
    let spec = Spec::parse("kernel l\nblock 64\nseed 5\narg f32[64] uninit\n").unwrap();
    let want = run_module(&before, &spec).unwrap();
    let got = run_ptx_text("legacy.ptx", &text, &spec).unwrap();
    compare(&want, &got, None).unwrap();
}

/// Numba addresses array elements as `inttoptr (ptrtoint %data + %off)`:
/// the address is the kernel parameter's plus an offset, so global (as
/// LLVM's InstCombine would make it a `getelementptr` first); a plain
/// `inttoptr (ptrtoint p)` keeps `p`'s space too. An integer that is not
/// such a sum stays generic.
const INTS: &str = r#"
target triple = "nvptx64-nvidia-cuda"
@buf = internal addrspace(3) global [64 x float] undef, align 4

define void @n(float* %data, float* %out, i64 %raw) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %off = shl i64 %i, 2
  %base = ptrtoint float* %data to i64
  %sum = add i64 %base, %off
  %p = inttoptr i64 %sum to float*
  %v = load float, float* %p, align 4
  %sh = addrspacecast [64 x float] addrspace(3)* @buf to float*
  %si = ptrtoint float* %sh to i64
  %sp = inttoptr i64 %si to float*
  store float %v, float* %sp, align 4
  call void @llvm.nvvm.barrier0()
  %w = load float, float* %sp, align 4
  %ob = ptrtoint float* %out to i64
  %os = add i64 %off, %ob
  %q = inttoptr i64 %os to float*
  %x = fadd float %v, %w
  store float %x, float* %q, align 4
  %nz = icmp ne i64 %raw, 0
  br i1 %nz, label %use, label %done
use:
  %r = inttoptr i64 %raw to float*
  %rv = load float, float* %r, align 4
  store float %rv, float* %q, align 4
  br label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{void (float*, float*, i64)* @n, !"kernel", i32 1}
"#;

#[test]
fn integer_address_arithmetic_keeps_the_pointer_space() {
    let before = llvm::import::import("ints.ll", INTS).unwrap();
    let mut after = before.clone();
    run_pass(&mut after);
    assert!(dialects::verify::verify_module(&after).is_ok());
    assert_eq!(
        spaces(&after, "n"),
        vec![
            (Opcode::Load, 1),
            (Opcode::Store, 3),
            (Opcode::Load, 3),
            (Opcode::Store, 1),
            (Opcode::Load, 0),
            (Opcode::Store, 1)
        ]
    );
    let ptx = isel::select_module(&after, "sm_80").unwrap();
    let text = ptx::print::print_module(&ptx);
    assert!(
        text.contains("ld.global.f32") && text.contains("st.shared.f32"),
        "{text}"
    );
    // One thread: the shared slot is its own. The raw pointer (0) is not
    // followed.
    let spec =
        Spec::parse("kernel n\nblock 1\nseed 2\narg f32[4] random\narg f32[4] uninit\narg i64 0\n")
            .unwrap();
    let want = run_module(&before, &spec).unwrap();
    let got = run_ptx_text("ints.ptx", &text, &spec).unwrap();
    compare(&want, &got, None).unwrap();
}

/// A pointer member of a `byval` kernel parameter was written by the host:
/// it points to global memory, as libNVVM also assumes. A pointer loaded
/// from global memory may point anywhere and stays generic.
const BYVAL: &str = r#"
target triple = "nvptx64-nvidia-cuda"
%P = type { float, float, float* }

define ptx_kernel void @b(ptr byval(%P) align 8 %p, ptr %out, ptr %pp) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %fa = getelementptr inbounds %P, ptr %p, i32 0, i32 2
  %data = load ptr, ptr %fa, align 8
  %e = getelementptr float, ptr %data, i64 %i
  %v = load float, ptr %e, align 4
  %other = load ptr, ptr %pp, align 8
  %w = load float, ptr %other, align 4
  %x = fadd float %v, %w
  %o = getelementptr float, ptr %out, i64 %i
  store float %x, ptr %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;

#[test]
fn pointers_in_byval_kernel_parameters_are_global() {
    let mut m = llvm::import::import("byval.ll", BYVAL).unwrap();
    let f = m.funcs.values_mut().find(|f| f.name == "b").unwrap();
    let global = global_params(f);
    let byval = dialects::addrspace::byval_params(f);
    assert_eq!(byval, [true, false, false]);
    let body = f.body.as_mut().unwrap();
    dialects::addrspace::infer_address_spaces_with_byval(body, &global, &byval);
    assert!(dialects::verify::verify_module(&m).is_ok());
    // The byval struct itself (param space), the member's data (global),
    // the pointer parameter's pointee (global), what that pointer points
    // to (generic), the output (global).
    assert_eq!(
        spaces(&m, "b"),
        vec![
            (Opcode::Load, 0),
            (Opcode::Load, 1),
            (Opcode::Load, 1),
            (Opcode::Load, 0),
            (Opcode::Store, 1)
        ]
    );
    let ptx = isel::select_module(&m, "sm_80").unwrap();
    let text = ptx::print::print_module(&ptx);
    assert!(text.contains("ld.global.f32"), "{text}");
}
