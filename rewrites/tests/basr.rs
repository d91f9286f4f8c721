//! Base-address strength reduction (`rewrites::basr`, the `base-address-sr`
//! pass): what it chains on the corpus kernel remat_live and on a small
//! kernel with near misses, snapshotted in `snapshots/basr`, which chains
//! are exact (`nsw` kept) and the addresses chained on them, with the nvvm
//! interpreter agreeing before and after.

use std::path::{Path, PathBuf};

use dialects::ir::Module;
use interp::diff::{compare, run_module};
use interp::spec::Spec;
use rewrites::basr::{strength_reduce, Chained};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Runs the pass on every kernel (parameters free); the chained sums, printed.
fn run(m: &mut Module) -> (Vec<Chained>, String) {
    let mut all = Vec::new();
    let mut text = String::new();
    for (_, f) in m.funcs.iter_mut() {
        let kernel = f.kernel;
        let name = f.name.clone();
        let Some(body) = f.body.as_mut() else {
            continue;
        };
        let free = match (kernel, body.entry()) {
            (true, Some(e)) => body.dfg.block_params(e).to_vec(),
            _ => Vec::new(),
        };
        let done = strength_reduce(body, &free);
        let label = |v| {
            body.dfg.value_names[v]
                .clone()
                .map_or_else(|| format!("{v}"), |n| format!("%{n}"))
        };
        for c in &done {
            text += &format!(
                "@{name}: {} = {} {} {}\n",
                label(c.value),
                label(c.base),
                if c.sub { "-" } else { "+" },
                label(c.step)
            );
        }
        all.extend(done);
    }
    (all, text)
}

fn snapshot(name: &str, value: &str) {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../../snapshots/basr");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!(name, value));
}

#[test]
fn remat_live_chains_its_eight_row_indices() {
    let path = root().join("../shared/corpus/nvvm/remat_live.ll");
    let src = std::fs::read_to_string(&path).unwrap();
    let m = llvm::import::import(&path.to_string_lossy(), &src).unwrap();
    let mut opt = m.clone();
    let (done, text) = run(&mut opt);
    // Rows 1..7 each build on the previous row's index inside the loop.
    assert_eq!(done.len(), 7, "{text}");
    assert!(done.iter().all(|c| !c.sub && c.exact), "{text}");
    dialects::verify::verify_module(&opt).unwrap();
    snapshot("remat_live", &text);
    let specs = interp::spec::load_dir(&root().join("tests/harness")).unwrap();
    let spec = specs
        .iter()
        .find(|(_, s)| s.kernel == "remat_live")
        .map(|(_, s)| s)
        .unwrap();
    let want = run_module(&m, spec).unwrap();
    let got = run_module(&opt, spec).unwrap();
    compare(&want, &got, None).unwrap();
}

/// In the loop: `b1` is `b0 + p` (chained), `b2` is `b1 - p` written as a
/// sum with the invariant `tq` (chained as a subtraction), `c1` differs
/// from the earlier sums by `2p`, `3p` or `4p` (kept), `d1` by the loop-invariant register `u`
/// (kept: not a parameter), and `e1` reads no invariant register (kept).
/// Before the loop nothing is chained.
const SMALL: &str = r#"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %p, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tp = add i32 %tid, %p
  %tq = sub i32 %tid, %p
  %t3 = mul i32 %p, 3
  %tc = add i32 %tid, %t3
  %u = mul i32 %tid, %tid
  %tu = add i32 %tid, %u
  %pre1 = add i32 %tid, 7
  %pre2 = add i32 %pre1, %p
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]
  %s = phi i32 [ %pre2, %entry ], [ %s2, %loop ]
  %off = mul i32 %i, %n
  %b0 = add i32 %off, %tid
  %b1 = add i32 %off, %tp
  %b2 = add i32 %tq, %off
  %c1 = add i32 %off, %tc
  %d1 = add i32 %off, %tu
  %e1 = add i32 %b0, %i
  %x0 = xor i32 %b0, %b1
  %x1 = xor i32 %x0, %b2
  %x2 = xor i32 %x1, %c1
  %x3 = xor i32 %x2, %d1
  %x4 = xor i32 %x3, %e1
  %s2 = add i32 %s, %x4
  %i2 = add i32 %i, 1
  %more = icmp slt i32 %i2, 5
  br i1 %more, label %loop, label %exit
exit:
  %w = zext i32 %tid to i64
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %w
  store i32 %s2, ptr addrspace(1) %q, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;

#[test]
fn chains_only_single_parameter_steps_in_loops() {
    let m = llvm::import::import("small.ll", SMALL).unwrap();
    let mut opt = m.clone();
    let (done, text) = run(&mut opt);
    let names: Vec<String> = text.lines().map(str::to_string).collect();
    assert_eq!(done.len(), 2, "{text}");
    // No `nsw` anywhere: nothing is exact.
    assert!(done.iter().all(|c| !c.exact), "{text}");
    assert!(names[0].starts_with("@k: %b1 = %b0 + %p"), "{text}");
    assert!(
        names[1].starts_with("@k: %b2 = %b1 - %p") || names[1].starts_with("@k: %b2 = %b0 - %p"),
        "{text}"
    );
    dialects::verify::verify_module(&opt).unwrap();
    let printed = dialects::text::print_module(&opt);
    snapshot("small", &format!("{text}---\n{printed}"));
    for seed in 1..=8 {
        for n in ["0", "3", "-1", "2147483647"] {
            let spec = Spec::parse(&format!(
                "kernel k\nblock 64\nseed {seed}\narg i32[64] random\narg i32[64] uninit\narg i32 {}\narg i32 {n}\n",
                (seed as i64) * 1_000_003 - 4_000_000
            ))
            .unwrap();
            let want = run_module(&m, &spec).unwrap();
            let got = run_module(&opt, &spec).unwrap();
            compare(&want, &got, None).unwrap_or_else(|e| panic!("seed {seed} n {n}: {e}"));
        }
    }
}

/// Rows of one array at `tid + k·p` (`nsw` throughout) are chained exactly,
/// and so are their addresses: row 1's address is row 0's plus
/// `sext(p)·4`, row 2's row 1's plus the same. Row 3's index `tid + 2p`
/// is computed without `nsw`: chained (modulo 2^32) but not exactly, so its
/// address keeps its own form.
const ROWS: &str = r#"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @rows(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %p, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %r1 = add nsw i32 %tid, %p
  %p2 = shl nsw i32 %p, 1
  %r2 = add nsw i32 %tid, %p2
  %r3 = add i32 %tid, %p2
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s4, %loop ]
  %off = mul nsw i32 %i, %n
  %a0 = add nsw i32 %off, %tid
  %a1 = add nsw i32 %off, %r1
  %a2 = add nsw i32 %off, %r2
  %a3 = add nsw i32 %off, %r3
  %e0 = sext i32 %a0 to i64
  %e1 = sext i32 %a1 to i64
  %e2 = sext i32 %a2 to i64
  %e3 = sext i32 %a3 to i64
  %q0 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %e0
  %q1 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %e1
  %q2 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %e2
  %q3 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %e3
  %v0 = load float, ptr addrspace(1) %q0, align 4
  %v1 = load float, ptr addrspace(1) %q1, align 4
  %v2 = load float, ptr addrspace(1) %q2, align 4
  %v3 = load float, ptr addrspace(1) %q3, align 4
  %s1 = fadd float %s, %v0
  %s2 = fmul float %s1, %v1
  %s3 = fsub float %s2, %v2
  %s4 = fadd float %s3, %v3
  %i2 = add nsw i32 %i, 1
  %more = icmp slt i32 %i2, 5
  br i1 %more, label %loop, label %exit
exit:
  %w = zext i32 %tid to i64
  %q = getelementptr float, ptr addrspace(1) %out, i64 %w
  store float %s4, ptr addrspace(1) %q, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;

/// `ptradd`s whose base is another `ptradd`: chained addresses.
fn chained_addresses(m: &Module) -> usize {
    use dialects::ir::Opcode;
    let f = m.funcs.values().find(|f| f.body.is_some()).unwrap();
    let body = f.body.as_ref().unwrap();
    body.layout
        .blocks
        .iter()
        .flat_map(|&b| body.block_insts(b).iter().copied())
        .filter(|&i| {
            body.dfg.insts[i].opcode == Opcode::PtrAdd
                && body
                    .dfg
                    .def_inst(body.dfg.inst_args(i)[0])
                    .is_some_and(|d| body.dfg.insts[d].opcode == Opcode::PtrAdd)
        })
        .count()
}

#[test]
fn exact_row_indices_chain_their_addresses() {
    let m = llvm::import::import("rows.ll", ROWS).unwrap();
    let mut opt = m.clone();
    let (done, text) = run(&mut opt);
    let exact: Vec<bool> = done.iter().map(|c| c.exact).collect();
    assert_eq!(exact, [true, true, false], "{text}");
    assert_eq!(chained_addresses(&m), 0);
    assert_eq!(
        chained_addresses(&opt),
        2,
        "{}",
        dialects::text::print_module(&opt)
    );
    dialects::verify::verify_module(&opt).unwrap();
    for seed in 1..=4 {
        for p in [0, 3, 6] {
            let spec = Spec::parse(&format!(
                "kernel rows\nblock 32\nseed {seed}\narg f32[64] random(-2,2)\narg f32[32] zero\narg i32 {p}\narg i32 5\n"
            ))
            .unwrap();
            let want = run_module(&m, &spec).unwrap();
            let got = run_module(&opt, &spec).unwrap();
            compare(&want, &got, None).unwrap_or_else(|e| panic!("seed {seed} p {p}: {e}"));
        }
    }
}

/// Outside loops: `out[i + k*p]` for rows k = 1, 2, 3 builds on the row
/// before (one shared offset `sext(p) * 4`), `in[i + 1]` on `in[i - 1]`
/// (8 bytes further), while `in[i + 2p]` (two rows from the nearest
/// address) and `out2[j + p]` through a wrapping add are left alone.
const STRAIGHT: &str = r#"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @straight(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(1) %out2, i32 %p) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = add nsw i32 %tid, 8
  %im = add nsw i32 %i, -1
  %ip = add nsw i32 %i, 1
  %p2 = shl nsw i32 %p, 1
  %i2p = add nsw i32 %i, %p2
  %sm = sext i32 %im to i64
  %am = getelementptr inbounds float, ptr addrspace(1) %in, i64 %sm
  %vm = load float, ptr addrspace(1) %am, align 4
  %sp = sext i32 %ip to i64
  %ap = getelementptr inbounds float, ptr addrspace(1) %in, i64 %sp
  %vp = load float, ptr addrspace(1) %ap, align 4
  %s2 = sext i32 %i2p to i64
  %a2 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %s2
  %v2 = load float, ptr addrspace(1) %a2, align 4
  %v = fadd float %vm, %vp
  %w = fadd float %v, %v2
  %r1 = add nsw i32 %tid, %p
  %r2 = add nsw i32 %r1, %p
  %r3 = add nsw i32 %r2, %p
  %s0 = sext i32 %tid to i64
  %o0 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %s0
  store float %v, ptr addrspace(1) %o0, align 4
  %t1 = sext i32 %r1 to i64
  %o1 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t1
  store float %vm, ptr addrspace(1) %o1, align 4
  %t2 = sext i32 %r2 to i64
  %o2 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t2
  store float %vp, ptr addrspace(1) %o2, align 4
  %t3 = sext i32 %r3 to i64
  %o3 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t3
  store float %w, ptr addrspace(1) %o3, align 4
  %q0 = getelementptr inbounds float, ptr addrspace(1) %out2, i64 %s0
  store float %w, ptr addrspace(1) %q0, align 4
  %j = add i32 %tid, %p
  %sj = sext i32 %j to i64
  %q1 = getelementptr inbounds float, ptr addrspace(1) %out2, i64 %sj
  store float %v2, ptr addrspace(1) %q1, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;

#[test]
fn straight_line_rows_chain_their_addresses() {
    let m = llvm::import::import("straight.ll", STRAIGHT).unwrap();
    let mut opt = m.clone();
    let (done, text) = run(&mut opt);
    // Nothing is in a loop: no sum is rewritten, only addresses.
    assert!(done.is_empty(), "{text}");
    assert_eq!(chained_addresses(&m), 0);
    let printed = dialects::text::print_module(&opt);
    // in[i+1] on in[i-1]; out rows 1, 2 and 3 on the row before.
    assert_eq!(chained_addresses(&opt), 4, "{printed}");
    dialects::verify::verify_module(&opt).unwrap();
    snapshot("straight", &printed);
    for seed in 1..=3 {
        for p in [0, 1, 5, 40, 70] {
            let spec = Spec::parse(&format!(
                "kernel straight\nblock 32\nseed {seed}\narg f32[256] random(-2,2)\narg f32[256] zero\narg f32[256] zero\narg i32 {p}\n"
            ))
            .unwrap();
            let want = run_module(&m, &spec).unwrap();
            let got = run_module(&opt, &spec).unwrap();
            compare(&want, &got, None).unwrap_or_else(|e| panic!("seed {seed} p {p}: {e}"));
        }
    }
}

/// Outside loops, products of variables: `(i + 1) * n + j` and
/// `(i - 1) * n + j` next to `i * n + j` (`n` a parameter) become that sum
/// plus or minus `n`, and `(i + 2) * n + j` the first of them plus `n`;
/// the rows of a computed width `w` are left alone (ptxas could not read
/// `w` from the constant bank).
const PRODUCTS: &str = r#"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @rows(ptr addrspace(1) %a, ptr addrspace(1) %out, i32 %n) {
entry:
  %j = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %i = add nsw i32 %i0, 1
  %in = mul nsw i32 %i, %n
  %c = add nsw i32 %in, %j
  %ip = add nsw i32 %i, 1
  %ipn = mul nsw i32 %ip, %n
  %down = add nsw i32 %ipn, %j
  %im = add nsw i32 %i, -1
  %imn = mul nsw i32 %n, %im
  %up = add nsw i32 %j, %imn
  %i2 = add nsw i32 %i, 2
  %i2n = mul nsw i32 %i2, %n
  %far = add nsw i32 %i2n, %j
  %w = add nsw i32 %n, 3
  %iw = mul nsw i32 %i, %w
  %cw = add nsw i32 %iw, %j
  %ipw = mul nsw i32 %ip, %w
  %dw = add nsw i32 %ipw, %j
  %v0 = call float @at(ptr addrspace(1) %a, i32 %c)
  %v1 = call float @at(ptr addrspace(1) %a, i32 %down)
  %v2 = call float @at(ptr addrspace(1) %a, i32 %up)
  %v3 = call float @at(ptr addrspace(1) %a, i32 %far)
  %v4 = call float @at(ptr addrspace(1) %a, i32 %cw)
  %v5 = call float @at(ptr addrspace(1) %a, i32 %dw)
  %s1 = fadd float %v0, %v1
  %s2 = fadd float %s1, %v2
  %s3 = fadd float %s2, %v3
  %s4 = fadd float %s3, %v4
  %s5 = fadd float %s4, %v5
  %b = mul i32 %i0, 32
  %o = add i32 %b, %j
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i32 %o
  store float %s5, ptr addrspace(1) %q, align 4
  ret void
}
define internal float @at(ptr addrspace(1) %a, i32 %k) alwaysinline {
  %e = sext i32 %k to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i64 %e
  %v = load float, ptr addrspace(1) %p, align 4
  ret float %v
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
"#;

#[test]
fn straight_line_rows_of_a_parameter_width_build_on_their_neighbour() {
    let m = llvm::import::import("products.ll", PRODUCTS).unwrap();
    let mut opt = m.clone();
    let (done, text) = run(&mut opt);
    assert_eq!(done.len(), 3, "{text}");
    assert!(!text.contains("%dw"), "{text}");
    dialects::verify::verify_module(&opt).unwrap();
    snapshot("products", &text);
    for seed in 1..=3 {
        for n in [0, 1, 7, 32] {
            let spec = Spec::parse(&format!(
                "kernel rows\ngrid 3\nblock 32\nseed {seed}\narg f32[512] random(-2,2)\narg f32[96] zero\narg i32 {n}\n"
            ))
            .unwrap();
            let want = run_module(&m, &spec).unwrap();
            let got = run_module(&opt, &spec).unwrap();
            compare(&want, &got, None).unwrap_or_else(|e| panic!("seed {seed} n {n}: {e}"));
        }
    }
}

/// Outside loops, fields of structs: `a[i]` and `a[i + h]` of a `float2`
/// array read and written field by field (an FFT butterfly). `&a[j].y` is
/// `a + sext(j)*8 + 4`: it builds on `&a[j].x` (4 bytes on), which builds
/// on `&a[i].x` (`sext(h) * 8` on), so each pair is one base apart and
/// can be one `v2` access. `&b[i + 1].y` builds on `&b[i].x` (12 bytes on:
/// an element and a field).
const FIELDS: &str = r#"
target triple = "nvptx64-nvidia-cuda"
%c = type { float, float }
define ptx_kernel void @fields(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %h) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %j = add nsw i32 %tid, %h
  %si = sext i32 %tid to i64
  %sj = sext i32 %j to i64
  %ix = getelementptr inbounds %c, ptr addrspace(1) %a, i64 %si, i32 0
  %iy = getelementptr inbounds %c, ptr addrspace(1) %a, i64 %si, i32 1
  %jx = getelementptr inbounds %c, ptr addrspace(1) %a, i64 %sj, i32 0
  %jy = getelementptr inbounds %c, ptr addrspace(1) %a, i64 %sj, i32 1
  %u = load float, ptr addrspace(1) %ix, align 8
  %v = load float, ptr addrspace(1) %iy, align 4
  %w = load float, ptr addrspace(1) %jx, align 8
  %z = load float, ptr addrspace(1) %jy, align 4
  %s = fadd float %u, %w
  %d = fsub float %v, %z
  store float %s, ptr addrspace(1) %ix, align 8
  store float %d, ptr addrspace(1) %iy, align 4
  store float %d, ptr addrspace(1) %jx, align 8
  store float %s, ptr addrspace(1) %jy, align 4
  %bx = getelementptr inbounds %c, ptr addrspace(1) %b, i64 %si, i32 0
  store float %u, ptr addrspace(1) %bx, align 8
  %i1 = add nsw i32 %tid, 1
  %s1 = sext i32 %i1 to i64
  %by = getelementptr inbounds %c, ptr addrspace(1) %b, i64 %s1, i32 1
  store float %v, ptr addrspace(1) %by, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;

#[test]
fn fields_of_one_struct_chain_on_its_first() {
    let m = llvm::import::import("fields.ll", FIELDS).unwrap();
    let mut opt = m.clone();
    run(&mut opt);
    let printed = dialects::text::print_module(&opt);
    // a[i].y on a[i].x, a[j].x on a[i].x, a[j].y on a[j].x, b[i+1].y on
    // b[i].x.
    assert_eq!(chained_addresses(&m), 0);
    assert_eq!(chained_addresses(&opt), 4, "{printed}");
    dialects::verify::verify_module(&opt).unwrap();
    snapshot("fields", &printed);
    for seed in 1..=3 {
        for h in [0, 3, 17] {
            let spec = Spec::parse(&format!(
                "kernel fields\nblock 32\nseed {seed}\narg f32[128] random(-2,2)\narg f32[128] zero\narg i32 {h}\n"
            ))
            .unwrap();
            let want = run_module(&m, &spec).unwrap();
            let got = run_module(&opt, &spec).unwrap();
            compare(&want, &got, None).unwrap_or_else(|e| panic!("seed {seed} h {h}: {e}"));
        }
    }
}
