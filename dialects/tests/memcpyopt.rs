//! `memcpyopt` (`dialects::memcpyopt`): constant, short memcpy/memmove/
//! memset into (or, for copies, out of) an alloca become loads and stores
//! that `sroa` and `mem2reg` then remove with the alloca; a memcpy of what
//! a memcpy or memset just wrote reads the original instead; volatile and
//! variable-length transfers stay. The result computes what the input
//! computes (nvvm interpreter before and after, PTX interpreter after),
//! and every corpus and test file still verifies after it.

use dialects::ir::Module;
use interp::diff::{compare, run_module};

mod common;

fn run_pass(m: &mut Module) -> usize {
    let mut n = 0;
    for f in m.funcs.values_mut() {
        if let Some(b) = f.body.as_mut() {
            n += dialects::memcpyopt::run_function(b);
        }
    }
    n
}

/// memcpyopt, then SROA and mem2reg, as the pipeline would run them.
fn run_all(m: &mut Module) -> usize {
    let mut n = 0;
    for f in m.funcs.values_mut() {
        if let Some(b) = f.body.as_mut() {
            n += dialects::memcpyopt::run_function(b);
            dialects::sroa::run_function(b);
            dialects::mem2reg::run_function(b);
        }
    }
    n
}

fn import(src: &str) -> Module {
    llvm::import::import("k.ll", src).unwrap_or_else(|e| panic!("{e:?}"))
}

/// The result verifies and both interpreters agree before and after
/// (`common::specs_agree`).
fn agree(before: &Module, after: &Module, specs: &[String]) {
    dialects::verify::verify_module(after).unwrap_or_else(|e| panic!("{e:?}"));
    common::specs_agree(before, after, specs);
}

/// The PTX of `m` uses no local memory (no frame, no `ld/st.local`).
fn no_local_memory(m: &Module) {
    let ptx = ptx::print::print_module(&isel::select_module(m, "sm_80").unwrap());
    assert!(
        !ptx.contains(".local") && !ptx.contains("__local_depot"),
        "{ptx}"
    );
}

fn count(text: &str, what: &str) -> usize {
    text.matches(what).count()
}

/// `S s = in[t]; out[t] = s.a + s.b + s.d;` as clang writes it: the struct
/// is copied into a local with one memcpy and read field by field (`c`, at
/// 8, is never read; bytes 12..16 are padding).
const STRUCT_COPY: &str = r#"
target triple = "nvptx64-nvidia-cuda"
%struct.S = type { i32, float, [2 x i16], i64 }
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.memcpy.p0.p1.i64(ptr, ptr addrspace(1), i64, i1)
define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %s = alloca %struct.S, align 8
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %src = getelementptr inbounds %struct.S, ptr addrspace(1) %in, i64 %t64
  call void @llvm.memcpy.p0.p1.i64(ptr align 8 %s, ptr addrspace(1) align 8 %src, i64 24, i1 false)
  %a = load i32, ptr %s, align 8
  %bp = getelementptr inbounds %struct.S, ptr %s, i64 0, i32 1
  %b = load float, ptr %bp, align 4
  %dp = getelementptr inbounds %struct.S, ptr %s, i64 0, i32 3
  %d = load i64, ptr %dp, align 8
  %af = sitofp i32 %a to float
  %df = sitofp i64 %d to float
  %x = fadd float %af, %b
  %y = fadd float %x, %df
  %op = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t64
  store float %y, ptr addrspace(1) %op, align 4
  ret void
}
"#;

#[test]
fn struct_copied_from_global_is_promoted() {
    let before = import(STRUCT_COPY);
    // Without the pass, the struct lives in local memory.
    let ptx = ptx::print::print_module(&isel::select_module(&before, "sm_80").unwrap());
    assert!(ptx.contains(".local"), "{ptx}");
    let mut after = before.clone();
    assert_eq!(run_pass(&mut after), 1);
    let text = dialects::text::print_module(&after);
    assert!(!text.contains("llvm.memcpy"), "{text}");
    // The fields read are copied with their own types; the unread field
    // and the padding as one i64 (the alloca is 8-aligned there). The
    // global side's alignment comes from the call's `align 8` on it, so
    // each access of the copy has the alignment of the program's own
    // access at that offset (counted together with it), and none is
    // `align 1`.
    for (load, n) in [("8} : i32", 2), ("4} : f32", 2), ("8} : i64", 3)] {
        let l = format!("{{align = {load}");
        assert_eq!(count(&text, &l), n, "{l}\n{text}");
    }
    assert_eq!(count(&text, "{align = 1}"), 0, "{text}");
    assert_eq!(count(&text, "nvvm.store"), 4 + 1, "{text}");
    run_all(&mut after);
    let text = dialects::text::print_module(&after);
    assert!(!text.contains("nvvm.alloca"), "{text}");
    no_local_memory(&after);
    let specs: Vec<String> = [1, 2, 3]
        .iter()
        .map(|seed| {
            format!(
                "kernel k\nblock 32\nseed {seed}\narg f32[32] zero\narg f32[192] random(-1000,1000)\n"
            )
        })
        .collect();
    agree(&before, &after, &specs);
}

/// `int a[8] = {0}; a[1] = t; a[6] = 2 * t; out[t] = a[0] + ... + a[7];`
const ZEROED_ARRAY: &str = r#"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %k) {
entry:
  %a = alloca [8 x i32], align 16
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @llvm.memset.p0.i64(ptr align 16 %a, i8 0, i64 32, i1 false)
  %p1 = getelementptr inbounds [8 x i32], ptr %a, i64 0, i64 1
  store i32 %t, ptr %p1, align 4
  %t2 = mul i32 %t, %k
  %p6 = getelementptr inbounds [8 x i32], ptr %a, i64 0, i64 6
  store i32 %t2, ptr %p6, align 8
  br label %sum
sum:
  %v0 = load i32, ptr %a, align 16
  %q1 = getelementptr inbounds [8 x i32], ptr %a, i64 0, i64 1
  %v1 = load i32, ptr %q1, align 4
  %q2 = getelementptr inbounds [8 x i32], ptr %a, i64 0, i64 2
  %v2 = load i32, ptr %q2, align 8
  %q5 = getelementptr inbounds [8 x i32], ptr %a, i64 0, i64 5
  %v5 = load i32, ptr %q5, align 4
  %q6 = getelementptr inbounds [8 x i32], ptr %a, i64 0, i64 6
  %v6 = load i32, ptr %q6, align 8
  %q7 = getelementptr inbounds [8 x i32], ptr %a, i64 0, i64 7
  %v7 = load i32, ptr %q7, align 4
  %s1 = add i32 %v0, %v1
  %s2 = add i32 %s1, %v2
  %s3 = add i32 %s2, %v5
  %s4 = add i32 %s3, %v6
  %s5 = add i32 %s4, %v7
  %t64 = zext i32 %t to i64
  %op = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t64
  store i32 %s5, ptr addrspace(1) %op, align 4
  ret void
}
"#;

#[test]
fn zeroed_local_array_is_promoted() {
    let before = import(ZEROED_ARRAY);
    let mut after = before.clone();
    assert_eq!(run_pass(&mut after), 1);
    let text = dialects::text::print_module(&after);
    assert!(!text.contains("llvm.memset"), "{text}");
    // Elements the program touches are i32 slots; the untouched middle
    // (bytes 12..20) is cut by alignment: an i32 at 12, an i32 at 16.
    assert_eq!(count(&text, "nvvm.store"), 8 + 2 + 1, "{text}");
    run_all(&mut after);
    let text = dialects::text::print_module(&after);
    assert!(!text.contains("nvvm.alloca"), "{text}");
    no_local_memory(&after);
    let specs: Vec<String> = [3, -5, 0]
        .iter()
        .map(|k| format!("kernel k\nblock 32\narg i32[32] zero\narg i32 {k}\n"))
        .collect();
    agree(&before, &after, &specs);
}

/// An 8-byte-aligned local with no typed accesses is set in i64 chunks,
/// and a memset of a non-constant byte splats it into each piece's type.
#[test]
fn memset_of_a_variable_byte_splats_into_each_type() {
    let src = r#"
target triple = "nvptx64-nvidia-cuda"
%struct.P = type { float, i16, i8, i8, double, ptr }
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %v) {
entry:
  %p = alloca %struct.P, align 8
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = add i32 %t, %v
  %b = trunc i32 %x to i8
  call void @llvm.memset.p0.i64(ptr %p, i8 %b, i64 24, i1 false)
  %f = load float, ptr %p, align 8
  %hp = getelementptr inbounds %struct.P, ptr %p, i64 0, i32 1
  %h = load i16, ptr %hp, align 4
  %cp = getelementptr inbounds %struct.P, ptr %p, i64 0, i32 3
  %c = load i8, ptr %cp, align 1
  %dp = getelementptr inbounds %struct.P, ptr %p, i64 0, i32 4
  %d = load double, ptr %dp, align 8
  %fi = bitcast float %f to i32
  %hi = zext i16 %h to i32
  %ci = zext i8 %c to i32
  %di = bitcast double %d to i64
  %dl = trunc i64 %di to i32
  %s1 = xor i32 %fi, %hi
  %s2 = xor i32 %s1, %ci
  %s3 = add i32 %s2, %dl
  %t64 = zext i32 %t to i64
  %op = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t64
  store i32 %s3, ptr addrspace(1) %op, align 4
  ret void
}
"#;
    let before = import(src);
    let mut after = before.clone();
    assert_eq!(run_pass(&mut after), 1);
    let text = dialects::text::print_module(&after);
    assert!(!text.contains("llvm.memset"), "{text}");
    assert!(text.contains("nvvm.bitcast"), "{text}");
    run_all(&mut after);
    let text = dialects::text::print_module(&after);
    assert!(!text.contains("nvvm.alloca"), "{text}");
    let specs: Vec<String> = [0, 1, 77, 200]
        .iter()
        .map(|v| format!("kernel k\nblock 64\narg i32[64] zero\narg i32 {v}\n"))
        .collect();
    agree(&before, &after, &specs);
}

/// A local built field by field and copied out whole (what clang writes
/// for `out[t] = s`): the copy is expanded from the source's side.
#[test]
fn struct_copied_out_of_a_local_is_promoted() {
    let src = r#"
target triple = "nvptx64-nvidia-cuda"
%struct.V = type { float, float, i32, i32 }
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1), ptr, i64, i1)
define ptx_kernel void @k(ptr addrspace(1) %out, float %a) {
entry:
  %s = alloca %struct.V, align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tf = uitofp i32 %t to float
  %x = fmul float %tf, %a
  store float %x, ptr %s, align 4
  %yp = getelementptr inbounds %struct.V, ptr %s, i64 0, i32 1
  store float %tf, ptr %yp, align 4
  %ip = getelementptr inbounds %struct.V, ptr %s, i64 0, i32 2
  store i32 %t, ptr %ip, align 4
  %jp = getelementptr inbounds %struct.V, ptr %s, i64 0, i32 3
  store i32 7, ptr %jp, align 4
  %t64 = zext i32 %t to i64
  %dst = getelementptr inbounds %struct.V, ptr addrspace(1) %out, i64 %t64
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) align 4 %dst, ptr align 4 %s, i64 16, i1 false)
  ret void
}
"#;
    let before = import(src);
    let mut after = before.clone();
    assert_eq!(run_all(&mut after), 1);
    let text = dialects::text::print_module(&after);
    assert!(!text.contains("nvvm.alloca"), "{text}");
    no_local_memory(&after);
    assert!(!text.contains("llvm.memcpy"), "{text}");
    let specs: Vec<String> = [0.5, -3.0]
        .iter()
        .map(|a| format!("kernel k\nblock 32\narg f32[128] zero\narg f32 {a}\n"))
        .collect();
    agree(&before, &after, &specs);
}

/// memmove within one local array, overlapping both ways: every load comes
/// before every store, and the array is still promoted.
#[test]
fn overlapping_memmove_loads_before_it_stores() {
    let src = r#"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %a = alloca [6 x i32], align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %t, ptr %a, align 4
  %p1 = getelementptr inbounds i32, ptr %a, i64 1
  %t1 = add i32 %t, 100
  store i32 %t1, ptr %p1, align 4
  %p2 = getelementptr inbounds i32, ptr %a, i64 2
  %t2 = add i32 %t, 200
  store i32 %t2, ptr %p2, align 4
  %p3 = getelementptr inbounds i32, ptr %a, i64 3
  store i32 3, ptr %p3, align 4
  %p4 = getelementptr inbounds i32, ptr %a, i64 4
  store i32 4, ptr %p4, align 4
  %p5 = getelementptr inbounds i32, ptr %a, i64 5
  store i32 5, ptr %p5, align 4
  ; up by one element, then down by two
  call void @llvm.memmove.p0.p0.i64(ptr %p1, ptr %a, i64 16, i1 false)
  call void @llvm.memmove.p0.p0.i64(ptr %a, ptr %p2, i64 12, i1 false)
  %v0 = load i32, ptr %a, align 4
  %v1 = load i32, ptr %p1, align 4
  %v2 = load i32, ptr %p2, align 4
  %v3 = load i32, ptr %p3, align 4
  %v4 = load i32, ptr %p4, align 4
  %v5 = load i32, ptr %p5, align 4
  %m1 = mul i32 %v1, 3
  %m2 = mul i32 %v2, 5
  %m3 = mul i32 %v3, 7
  %m4 = mul i32 %v4, 11
  %m5 = mul i32 %v5, 13
  %s1 = add i32 %v0, %m1
  %s2 = add i32 %s1, %m2
  %s3 = add i32 %s2, %m3
  %s4 = add i32 %s3, %m4
  %s5 = add i32 %s4, %m5
  %t64 = zext i32 %t to i64
  %op = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t64
  store i32 %s5, ptr addrspace(1) %op, align 4
  ret void
}
"#;
    let before = import(src);
    let mut after = before.clone();
    assert_eq!(run_pass(&mut after), 2);
    let text = dialects::text::print_module(&after);
    assert!(!text.contains("llvm.memmove"), "{text}");
    // Within each expansion, the four (then three) loads precede the stores.
    let ops: Vec<&str> = text
        .lines()
        .filter_map(|l| {
            if l.contains("nvvm.load") {
                Some("l")
            } else if l.contains("nvvm.store") {
                Some("s")
            } else {
                None
            }
        })
        .collect();
    let seq = ops.concat();
    let want = [
        "s".repeat(6),
        "l".repeat(4),
        "s".repeat(4),
        "l".repeat(3),
        "s".repeat(3),
    ]
    .concat();
    assert!(seq.starts_with(&want), "{seq}\n{text}");
    run_all(&mut after);
    let text = dialects::text::print_module(&after);
    assert!(!text.contains("nvvm.alloca"), "{text}");
    agree(
        &before,
        &after,
        &["kernel k\nblock 32\narg i32[32] zero\n".to_string()],
    );
}

/// `int i; memcpy(&i, &f, 4)` (a bit cast through memory): each piece is
/// loaded with the source local's type and stored with the destination's,
/// so both locals are promoted.
#[test]
fn type_punning_copy_between_locals_is_promoted() {
    let src = r#"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %f = alloca [2 x float], align 8
  %i = alloca { i32, i32 }, align 8
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %ip = getelementptr inbounds float, ptr addrspace(1) %in, i64 %t64
  %x = load float, ptr addrspace(1) %ip, align 4
  %y = fmul float %x, -2.0
  store float %y, ptr %f, align 8
  %f1 = getelementptr inbounds float, ptr %f, i64 1
  store float %x, ptr %f1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr %i, ptr %f, i64 8, i1 false)
  %a = load i32, ptr %i, align 8
  %i1 = getelementptr inbounds { i32, i32 }, ptr %i, i64 0, i32 1
  %b = load i32, ptr %i1, align 4
  %m = and i32 %a, 2147483647
  %r = xor i32 %m, %b
  %op = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t64
  store i32 %r, ptr addrspace(1) %op, align 4
  ret void
}
"#;
    let before = import(src);
    let mut after = before.clone();
    assert_eq!(run_pass(&mut after), 1);
    let text = dialects::text::print_module(&after);
    assert_eq!(count(&text, "nvvm.bitcast"), 2, "{text}");
    run_all(&mut after);
    let text = dialects::text::print_module(&after);
    assert!(!text.contains("nvvm.alloca"), "{text}");
    agree(
        &before,
        &after,
        &["kernel k\nblock 32\narg i32[32] zero\narg f32[32] random(-9,9)\n".to_string()],
    );
}

/// Pieces of every kind of type, read from a global of unknown alignment
/// (`align 1` loads that instruction selection must split): a pointer, a
/// half, a two-float vector, a byte and a double.
#[test]
fn pieces_of_every_type_select_and_agree() {
    let src = r#"
target triple = "nvptx64-nvidia-cuda"
%struct.W = type { ptr addrspace(1), half, <2 x float>, i8, double }
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.memcpy.p0.p1.i64(ptr, ptr addrspace(1), i64, i1)
define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %w = alloca %struct.W, align 8
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %src = getelementptr inbounds %struct.W, ptr addrspace(1) %in, i64 %t64
  call void @llvm.memcpy.p0.p1.i64(ptr %w, ptr addrspace(1) %src, i64 40, i1 false)
  %p = load ptr addrspace(1), ptr %w, align 8
  %hp = getelementptr inbounds %struct.W, ptr %w, i64 0, i32 1
  %h = load half, ptr %hp, align 8
  %vp = getelementptr inbounds %struct.W, ptr %w, i64 0, i32 2
  %v = load <2 x float>, ptr %vp, align 8
  %cp = getelementptr inbounds %struct.W, ptr %w, i64 0, i32 3
  %c = load i8, ptr %cp, align 8
  %dp = getelementptr inbounds %struct.W, ptr %w, i64 0, i32 4
  %d = load double, ptr %dp, align 8
  %pi = ptrtoint ptr addrspace(1) %p to i64
  %hi = bitcast half %h to i16
  %hz = zext i16 %hi to i64
  %vi = bitcast <2 x float> %v to i64
  %cz = zext i8 %c to i64
  %di = bitcast double %d to i64
  %s1 = xor i64 %pi, %hz
  %s2 = add i64 %s1, %vi
  %s3 = xor i64 %s2, %cz
  %s4 = add i64 %s3, %di
  %op = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %t64
  store i64 %s4, ptr addrspace(1) %op, align 8
  ret void
}
"#;
    let before = import(src);
    let mut after = before.clone();
    assert_eq!(run_all(&mut after), 1);
    let text = dialects::text::print_module(&after);
    assert!(!text.contains("nvvm.alloca"), "{text}");
    let specs: Vec<String> = [1, 2]
        .iter()
        .map(|seed| {
            format!("kernel k\nblock 16\nseed {seed}\narg i64[16] zero\narg u8[640] random\n")
        })
        .collect();
    agree(&before, &after, &specs);
}

/// Three transfers on one byte array with no typed accesses: a memset of
/// all of it, a copy into the middle, a copy of all of it out. The integer
/// chunks are cut at every transfer's edges, so all three use the same
/// pieces and the array is still promoted.
#[test]
fn transfers_on_one_local_agree_on_pieces() {
    let src = r#"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memcpy.p0.p1.i64(ptr, ptr addrspace(1), i64, i1)
declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1), ptr, i64, i1)
define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %a = alloca [32 x i8], align 8
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %o = mul i64 %t64, 32
  %src = getelementptr inbounds i8, ptr addrspace(1) %in, i64 %o
  %dst = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %o
  call void @llvm.memset.p0.i64(ptr %a, i8 -86, i64 32, i1 false)
  %a4 = getelementptr inbounds i8, ptr %a, i64 4
  call void @llvm.memcpy.p0.p1.i64(ptr %a4, ptr addrspace(1) %src, i64 12, i1 false)
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) %dst, ptr %a, i64 32, i1 false)
  ret void
}
"#;
    let before = import(src);
    let mut after = before.clone();
    assert_eq!(run_pass(&mut after), 3);
    let text = dialects::text::print_module(&after);
    // i32 at 0 and 4, i64 at 8, 16 and 24 for the memset and the copy out;
    // i32 at 4 and i64 at 8 for the copy in.
    assert_eq!(count(&text, "nvvm.store"), 5 + 2 + 5, "{text}");
    assert_eq!(
        count(&text, "nvvm.const -6148914691236517206 : i64"),
        1,
        "{text}"
    );
    run_all(&mut after);
    let text = dialects::text::print_module(&after);
    assert!(!text.contains("nvvm.alloca"), "{text}");
    agree(
        &before,
        &after,
        &["kernel k\nblock 8\narg u8[256] zero\narg u8[256] random\n".to_string()],
    );
}

/// Long copies stay calls (above the expansion limit), so what forwarding
/// makes of them shows in the text.
const FORWARD: &str = r#"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.memcpy.p0.p1.i64(ptr, ptr addrspace(1), i64, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1), ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, ptr addrspace(1) %aux) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %off = mul i64 %t64, 512
  %src = getelementptr inbounds i8, ptr addrspace(1) %in, i64 %off
  %dst = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %off
  %tmp = alloca [512 x i8], align 16
  %loc = alloca [512 x i8], align 16
  ; in -> tmp -> loc: the second copy reads `in` (provably apart from an alloca).
  call void @llvm.memcpy.p0.p1.i64(ptr %tmp, ptr addrspace(1) %src, i64 512, i1 false)
  %tmp8 = getelementptr inbounds i8, ptr %tmp, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr %loc, ptr %tmp8, i64 300, i1 false)
  ; loc -> out: a parameter and an alloca, forwarded from loc's source
  ; `in + 8`; in and out may overlap, so it becomes a memmove.
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) %dst, ptr %loc, i64 300, i1 false)
  ; memset then copy: the copy becomes a memset of `aux`.
  %aux1 = getelementptr inbounds i8, ptr addrspace(1) %aux, i64 %off
  call void @llvm.memset.p0.i64(ptr %tmp, i8 7, i64 400, i1 false)
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) %aux1, ptr %tmp, i64 400, i1 false)
  ret void
}
"#;

#[test]
fn memcpy_of_a_fresh_copy_reads_the_original() {
    let before = import(FORWARD);
    let mut after = before.clone();
    assert_eq!(run_pass(&mut after), 3);
    let text = dialects::text::print_module(&after);
    let calls: Vec<&str> = text
        .lines()
        .filter(|l| l.contains("nvvm.intr") && l.contains("llvm.mem"))
        .collect();
    assert_eq!(calls.len(), 5, "{text}");
    // The tmp -> loc copy now reads the original at `src + 8`.
    assert!(
        calls[1].contains("llvm.memcpy.p0.p1.i64") && calls[1].contains("%loc"),
        "{}",
        calls[1]
    );
    assert!(!calls[1].contains("%tmp"), "{}", calls[1]);
    assert!(
        calls[2].contains("llvm.memmove.p1.p1.i64")
            && calls[2].contains("%dst")
            && !calls[2].contains("%loc"),
        "{}",
        calls[2]
    );
    assert!(
        calls[4].contains("llvm.memset.p1.i64") && calls[4].contains("%aux1"),
        "{}",
        calls[4]
    );
    // Running again finds nothing more.
    let once = text.clone();
    assert_eq!(run_pass(&mut after), 0);
    assert_eq!(dialects::text::print_module(&after), once);
    let specs: Vec<String> = [1, 9]
        .iter()
        .map(|seed| {
            format!(
                "kernel k\nblock 4\nseed {seed}\narg u8[2048] zero\narg u8[2048] random(0,255)\narg u8[2048] zero\n"
            )
        })
        .collect();
    agree(&before, &after, &specs);
}

/// A write between the two copies keeps the second one as it is; a copy
/// back onto the first one's source does nothing and goes.
#[test]
fn forwarding_stops_at_writes_and_drops_copies_onto_their_source() {
    let src = r#"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.memcpy.p0.p1.i64(ptr, ptr addrspace(1), i64, i1)
declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1), ptr, i64, i1)
declare void @llvm.nvvm.barrier0()
define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %tmp = alloca [300 x i8], align 8
  call void @llvm.memcpy.p0.p1.i64(ptr %tmp, ptr addrspace(1) %in, i64 300, i1 false)
  store i8 1, ptr addrspace(1) %out, align 1
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) %out, ptr %tmp, i64 300, i1 false)
  call void @llvm.nvvm.barrier0()
  call void @llvm.memcpy.p0.p1.i64(ptr %tmp, ptr addrspace(1) %in, i64 300, i1 false)
  call void @llvm.nvvm.barrier0()
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) %out, ptr %tmp, i64 300, i1 false)
  call void @llvm.memcpy.p0.p1.i64(ptr %tmp, ptr addrspace(1) %out, i64 300, i1 false)
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) %out, ptr %tmp, i64 300, i1 false)
  ret void
}
"#;
    let before = import(src);
    let mut after = before.clone();
    assert_eq!(run_pass(&mut after), 1);
    let text = dialects::text::print_module(&after);
    let calls: Vec<&str> = text.lines().filter(|l| l.contains("llvm.memcpy")).collect();
    // The store and the barriers stop forwarding; the last copy, back onto
    // `out` from a copy of `out`, is gone.
    assert_eq!(calls.len(), 5, "{text}");
    assert!(calls.iter().all(|c| c.contains("%tmp")), "{text}");
    agree(
        &before,
        &after,
        &["kernel k\nblock 1\narg u8[300] random(0,255)\narg u8[300] random(0,255)\n".to_string()],
    );
}

#[test]
fn volatile_and_variable_length_transfers_stay() {
    let src = r#"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.memcpy.p0.p1.i64(ptr, ptr addrspace(1), i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i64 %n) {
entry:
  %a = alloca [4 x i32], align 16
  %b = alloca [4 x i32], align 16
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @llvm.memcpy.p0.p1.i64(ptr %a, ptr addrspace(1) %in, i64 16, i1 true)
  call void @llvm.memset.p0.i64(ptr %b, i8 0, i64 16, i1 false)
  call void @llvm.memcpy.p0.p1.i64(ptr %b, ptr addrspace(1) %in, i64 %n, i1 false)
  %x = load i32, ptr %a, align 16
  %bp = getelementptr inbounds i32, ptr %b, i64 1
  %y = load i32, ptr %bp, align 4
  %s = add i32 %x, %y
  %t64 = zext i32 %t to i64
  %op = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t64
  store i32 %s, ptr addrspace(1) %op, align 4
  ret void
}
"#;
    let before = import(src);
    let mut after = before.clone();
    // Only the memset (constant, non-volatile) is expanded.
    assert_eq!(run_pass(&mut after), 1);
    let text = dialects::text::print_module(&after);
    assert_eq!(count(&text, "llvm.memcpy"), 2, "{text}");
    assert!(!text.contains("llvm.memset"), "{text}");
    let specs: Vec<String> = [0, 4, 16]
        .iter()
        .map(|n| {
            format!("kernel k\nblock 8\nseed 3\narg i32[8] zero\narg i32[4] random(-9,9)\narg i64 {n}\n")
        })
        .collect();
    agree(&before, &after, &specs);

    // Volatile only, variable only: nothing to do, nothing changes.
    let src2 = src.replace(
        "call void @llvm.memset.p0.i64(ptr %b, i8 0, i64 16, i1 false)",
        "call void @llvm.memset.p0.i64(ptr %b, i8 0, i64 16, i1 true)",
    );
    let before = import(&src2);
    let mut after = before.clone();
    assert_eq!(run_pass(&mut after), 0);
    assert_eq!(
        dialects::text::print_module(&after),
        dialects::text::print_module(&before)
    );
}

/// NVVM IR 2.0 (typed pointers): `llvm.memcpy.p0i8.p1i8.i64` on `i8*`
/// bitcasts of the struct pointers, as the NVVM front end writes it.
#[test]
fn typed_pointer_memcpy_is_expanded_and_promoted() {
    let src = r#"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%struct.Pair = type { float, i32 }
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.memcpy.p0i8.p1i8.i64(i8*, i8 addrspace(1)*, i64, i1)
define void @k(%struct.Pair addrspace(1)* %in, float addrspace(1)* %out) {
entry:
  %s = alloca %struct.Pair, align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %src = getelementptr inbounds %struct.Pair, %struct.Pair addrspace(1)* %in, i64 %t64
  %d8 = bitcast %struct.Pair* %s to i8*
  %s8 = bitcast %struct.Pair addrspace(1)* %src to i8 addrspace(1)*
  call void @llvm.memcpy.p0i8.p1i8.i64(i8* %d8, i8 addrspace(1)* %s8, i64 8, i1 false)
  %fp = getelementptr inbounds %struct.Pair, %struct.Pair* %s, i64 0, i32 0
  %f = load float, float* %fp, align 4
  %ip = getelementptr inbounds %struct.Pair, %struct.Pair* %s, i64 0, i32 1
  %i = load i32, i32* %ip, align 4
  %if = sitofp i32 %i to float
  %r = fmul float %f, %if
  %op = getelementptr inbounds float, float addrspace(1)* %out, i64 %t64
  store float %r, float addrspace(1)* %op, align 4
  ret void
}
!nvvm.annotations = !{!0}
!nvvmir.version = !{!1}
!0 = !{void (%struct.Pair addrspace(1)*, float addrspace(1)*)* @k, !"kernel", i32 1}
!1 = !{i32 2, i32 0}
"#;
    let before = import(src);
    let mut after = before.clone();
    assert_eq!(run_all(&mut after), 1);
    let text = dialects::text::print_module(&after);
    assert!(!text.contains("llvm.memcpy"), "{text}");
    assert!(!text.contains("nvvm.alloca"), "{text}");
    no_local_memory(&after);
    let specs: Vec<String> = [2, 5]
        .iter()
        .map(|seed| {
            format!("kernel k\nblock 32\nseed {seed}\narg f32[64] random(-4,4)\narg f32[32] zero\n")
        })
        .collect();
    agree(&before, &after, &specs);
}

/// Malformed or unusual shapes are left alone without a panic: a transfer
/// past the end of its alloca, a negative offset, a zero length (removed).
#[test]
fn odd_shapes_are_left_alone() {
    let src = r#"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %a = alloca [4 x i32], align 4
  %a8 = getelementptr inbounds i8, ptr %a, i64 8
  call void @llvm.memset.p0.i64(ptr %a8, i8 0, i64 16, i1 false)
  %am = getelementptr i8, ptr %a, i64 -4
  call void @llvm.memset.p0.i64(ptr %am, i8 0, i64 4, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %a8, i64 0, i1 false)
  ret void
}
"#;
    let mut m = import(src);
    assert_eq!(run_pass(&mut m), 1);
    dialects::verify::verify_module(&m).unwrap();
    let text = dialects::text::print_module(&m);
    assert_eq!(count(&text, "llvm.memset"), 2, "{text}");
    assert!(!text.contains("llvm.memcpy"), "{text}");
}

/// Every corpus kernel and test file that imports still verifies (and
/// still selects, if it did) after the pass, a second run changes nothing,
/// and kernels with a harness spec compute the same buffers before and
/// after (nvvm interpreter).
#[test]
fn corpus_and_test_files_verify_after_memcpyopt() {
    let files = all_ll_files();
    assert!(files.len() > 40, "found only {} files", files.len());
    let mut imported = 0;
    let mut rewritten = 0;
    for path in &files {
        let Some(mut m) = common::import_file(path) else {
            continue;
        };
        imported += 1;
        let selected = isel::select_module(&m, "sm_80").is_ok();
        rewritten += run_pass(&mut m);
        if let Err(e) = dialects::verify::verify_module(&m) {
            panic!("{}: {e:?}", path.display());
        }
        // What instruction selection took before, it still takes.
        if selected {
            if let Err(e) = isel::select_module(&m, "sm_80") {
                panic!("{}: {e}", path.display());
            }
        }
        let once = dialects::text::print_module(&m);
        assert_eq!(run_pass(&mut m), 0, "{}", path.display());
        assert_eq!(dialects::text::print_module(&m), once);
    }
    assert!(imported > 40, "imported only {imported}");
    let mut compared = 0;
    for (name, spec) in common::harness_specs() {
        let Some(stem) = spec.corpus.clone() else {
            continue;
        };
        for form in common::FORMS {
            let path = common::corpus_dir().join(form).join(format!("{stem}.ll"));
            let Some(before) = common::import_file(&path) else {
                continue;
            };
            let mut after = before.clone();
            if run_pass(&mut after) == 0 {
                continue;
            }
            let Ok(want) = run_module(&before, &spec) else {
                continue;
            };
            let got = run_module(&after, &spec).unwrap_or_else(|e| panic!("{name} ({form}): {e}"));
            compare(&want, &got, None).unwrap_or_else(|e| panic!("{name} ({form}): {e}"));
            compared += 1;
        }
    }
    eprintln!(
        "memcpyopt: {imported} files, {rewritten} memory intrinsics rewritten, {compared} harness runs compared"
    );
}

/// The `.ll` files of the corpus (both forms) and, recursively, of the
/// repository's `tests/` folder and isel's test data (which has the
/// repository's only memcpy/memset into allocas), sorted.
fn all_ll_files() -> Vec<std::path::PathBuf> {
    let mut out: Vec<std::path::PathBuf> =
        common::corpus_files().into_iter().map(|(_, p)| p).collect();
    let mut dirs = vec![
        tests::tools::repo_root().join("tests"),
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("isel/src/testdata"),
    ];
    let mut found = Vec::new();
    while let Some(d) = dirs.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "ll") {
                found.push(p);
            }
        }
    }
    found.sort();
    out.extend(found);
    out
}
