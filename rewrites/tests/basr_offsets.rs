//! In-bounds offsets split by `base-address-sr` (`rewrites::basr_offsets`):
//! four taps `tab[r + (t + k)]` of a 16-element constant table share one
//! base and take their `k` as constant offsets, and so do two taps with
//! negative offsets; a lone access and
//! accesses through a pointer parameter (an object of unknown size) keep
//! their form. The nvvm interpreter agrees before and after
//! for every in-bounds `r`; the rewritten function is snapshotted in
//! `snapshots/basr`.

use dialects::ir::{Module, Symbol};
use interp::diff::{compare, run_module};
use interp::spec::Spec;
use rewrites::basr_offsets::{split_constant_offsets, Assume};

const TAPS: &str = r#"
target triple = "nvptx64-nvidia-cuda"
@tab = internal addrspace(4) constant [16 x float] [float 1.0, float 2.0, float 5.0, float 10.0, float 17.0, float 26.0, float 37.0, float 50.0, float 65.0, float 82.0, float 101.0, float 122.0, float 145.0, float 170.0, float 197.0, float 226.0]
define ptx_kernel void @taps(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %r) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = and i32 %tid, 7
  %c1 = add i32 %t, 1
  %c2 = add i32 %t, 2
  %c3 = add i32 %t, 3
  %x0 = add i32 %r, %t
  %x1 = add i32 %r, %c1
  %x2 = add i32 %c2, %r
  %x3 = add i32 %r, %c3
  %e0 = sext i32 %x0 to i64
  %e1 = sext i32 %x1 to i64
  %e2 = sext i32 %x2 to i64
  %e3 = sext i32 %x3 to i64
  %p0 = getelementptr inbounds [16 x float], ptr addrspace(4) @tab, i64 0, i64 %e0
  %p1 = getelementptr inbounds [16 x float], ptr addrspace(4) @tab, i64 0, i64 %e1
  %p2 = getelementptr inbounds [16 x float], ptr addrspace(4) @tab, i64 0, i64 %e2
  %p3 = getelementptr inbounds [16 x float], ptr addrspace(4) @tab, i64 0, i64 %e3
  %v0 = load float, ptr addrspace(4) %p0, align 4
  %v1 = load float, ptr addrspace(4) %p1, align 4
  %v2 = load float, ptr addrspace(4) %p2, align 4
  %v3 = load float, ptr addrspace(4) %p3, align 4
  %lone = add i32 %t, 5
  %el = sext i32 %lone to i64
  %pl = getelementptr inbounds [16 x float], ptr addrspace(4) @tab, i64 0, i64 %el
  %vl = load float, ptr addrspace(4) %pl, align 4
  %w = and i32 %tid, 3
  %v = or i32 %w, 8
  %m1 = add i32 %v, -1
  %m2 = sub i32 %v, 2
  %y1 = add i32 %r, %m1
  %y2 = add i32 %m2, %r
  %f1 = sext i32 %y1 to i64
  %f2 = sext i32 %y2 to i64
  %n1 = getelementptr inbounds [16 x float], ptr addrspace(4) @tab, i64 0, i64 %f1
  %n2 = getelementptr inbounds [16 x float], ptr addrspace(4) @tab, i64 0, i64 %f2
  %z1 = load float, ptr addrspace(4) %n1, align 4
  %z2 = load float, ptr addrspace(4) %n2, align 4
  %u1 = sext i32 %c1 to i64
  %u2 = sext i32 %c2 to i64
  %g1 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %u1
  %g2 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %u2
  %w1 = load float, ptr addrspace(1) %g1, align 4
  %w2 = load float, ptr addrspace(1) %g2, align 4
  %s1 = fadd float %v0, %v1
  %s2 = fmul float %s1, %v2
  %s3 = fsub float %s2, %v3
  %s4 = fadd float %s3, %vl
  %s5 = fadd float %s4, %w1
  %s7 = fmul float %s5, %w2
  %s8 = fadd float %s7, %z1
  %s6 = fsub float %s8, %z2
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i32 %tid
  store float %s6, ptr addrspace(1) %q, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;

fn split(m: &mut Module, assume: Assume) -> usize {
    let sizes: Vec<Option<u64>> = m
        .globals
        .values()
        .map(|g| g.init.as_ref().map(|_| g.ty.store_size()))
        .collect();
    let size_of = |s: Symbol| match s {
        Symbol::Global(g) => sizes[cranelift_entity::EntityRef::index(g)],
        Symbol::Func(_) => None,
    };
    m.funcs
        .values_mut()
        .filter_map(|f| f.body.as_mut())
        .map(|b| split_constant_offsets(b, &size_of, assume))
        .sum()
}

#[test]
fn taps_of_a_known_size_table_share_one_base() {
    let m = llvm::import::import("taps.ll", TAPS).unwrap();
    let mut opt = m.clone();
    // x1, x2, x3 (x0 has no constant) and the two taps at `r + (v - 1)`
    // and `(v - 2) + r` (negative offsets); the lone access and the
    // parameter's keep theirs.
    assert_eq!(split(&mut opt, Assume::Nothing), 5);
    check(&m, &opt, "offsets", 0..=5, |r| {
        format!("kernel taps\nblock 64\nseed {r}\narg f32[16] random(-2,2)\narg f32[64] zero\narg i32 {r}\n")
    });
}

/// Verifies `opt`, snapshots it as `name` in `snapshots/basr`, and runs
/// `m` and `opt` on the nvvm interpreter for each scalar of `scalars`
/// (the spec `spec` writes for it): equal outcomes.
fn check(
    m: &Module,
    opt: &Module,
    name: &str,
    scalars: std::ops::RangeInclusive<i32>,
    spec: impl Fn(i32) -> String,
) -> String {
    dialects::verify::verify_module(opt).unwrap();
    let printed = dialects::text::print_module(opt);
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../../snapshots/basr");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!(name, printed));
    for k in scalars {
        let spec = Spec::parse(&spec(k)).unwrap();
        let want = run_module(m, &spec).unwrap();
        let got = run_module(opt, &spec).unwrap();
        compare(&want, &got, None).unwrap_or_else(|e| panic!("{name} {k}: {e}"));
    }
    printed
}

/// `a[i*(n+1) + j]` next to `a[(i*(n+1) + j) + 1]` (the second sum without
/// `nsw`, as InstCombine leaves C's `a[i*(n+1) + (j+1)]`) through a pointer
/// parameter, beside a sum with `nsw` (left to the chaining), a lone
/// access, and the same pair inside a loop (left to `loop-reduce`).
const ROWS: &str = r#"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @rows(ptr addrspace(1) %a, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = and i32 %tid, 3
  %j = lshr i32 %tid, 2
  %n1 = add nsw i32 %n, 1
  %row = mul nsw i32 %i, %n1
  %x = add i32 %row, %j
  %x1 = add i32 %x, 1
  %e1 = sext i32 %x1 to i64
  %p1 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %e1
  %v1 = load float, ptr addrspace(1) %p1, align 4
  %x0 = add nsw i32 %row, %j
  %e0 = sext i32 %x0 to i64
  %p0 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %e0
  %v0 = load float, ptr addrspace(1) %p0, align 4
  %x2 = add nsw i32 %x0, 2
  %e2 = sext i32 %x2 to i64
  %p2 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %e2
  %v2 = load float, ptr addrspace(1) %p2, align 4
  %l = add i32 %j, 7
  %el = sext i32 %l to i64
  %pl = getelementptr inbounds float, ptr addrspace(1) %a, i64 %el
  %vl = load float, ptr addrspace(1) %pl, align 4
  %s0 = fsub float %v1, %v0
  %s1 = fmul float %s0, %v2
  %s2 = fadd float %s1, %vl
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %acc = phi float [ %s2, %entry ], [ %acc2, %loop ]
  %y = add i32 %j, %k
  %y1 = add i32 %y, 1
  %ey = sext i32 %y to i64
  %ey1 = sext i32 %y1 to i64
  %q0 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %ey
  %q1 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %ey1
  %w0 = load float, ptr addrspace(1) %q0, align 4
  %w1 = load float, ptr addrspace(1) %q1, align 4
  %d = fsub float %w1, %w0
  %acc2 = fadd float %acc, %d
  %k1 = add i32 %k, 1
  %c = icmp ult i32 %k1, 4
  br i1 %c, label %loop, label %exit
exit:
  %o = getelementptr inbounds float, ptr addrspace(1) %out, i32 %tid
  store float %acc2, ptr addrspace(1) %o, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;

#[test]
fn non_negative_indices_split_pointer_parameter_rows_outside_loops() {
    let m = llvm::import::import("rows.ll", ROWS).unwrap();
    // Without the assumption nothing here is provably exact.
    assert_eq!(split(&mut m.clone(), Assume::Nothing), 0);
    let mut opt = m.clone();
    // Only `%x1`: it shares `%x` with `%p0` (equal up to `nsw`).
    assert_eq!(split(&mut opt, Assume::NonNegativeIndex), 1);
    let printed = check(&m, &opt, "nonnegative", 0..=6, |n| {
        format!("kernel rows\nblock 64\nseed {n}\narg f32[64] random(-2,2)\narg f32[64] zero\narg i32 {n}\n")
    });
    // The old address is gone: nothing may build on it again.
    assert!(!printed.contains("%p1 ="), "{printed}");
}
