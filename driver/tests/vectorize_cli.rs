//! `loop-vectorize` as a user sees it, on `tests/vectorize/loops.ll` at
//! -O3: seed 003's remarks; `ld/st.global.v4` in the kernel whose rows are
//! aligned alike in every thread, none with `-opt "-vectorize-loops=0"`,
//! and in the others only with `-opt "-vectorize-varying-alignment=1"`
//! (behind a test of the row length) or `=2` (per thread);
//! ptxas accepts each; the vectorized kernel writes the same buffers and
//! runs fewer instructions (`warpsat run --count`).

mod common;

use std::path::Path;

use common::warpsat;

fn function<'a>(ptx: &'a str, name: &str) -> &'a str {
    let start = ptx
        .find(&format!(".entry {name}("))
        .unwrap_or_else(|| panic!("no .entry {name}"));
    let rest = &ptx[start..];
    &rest[..rest.find("\n}").unwrap_or(rest.len())]
}

#[test]
fn loops_vectorize_as_the_remarks_say() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let input = root.join("tests/vectorize/loops.ll");
    let dir = tempfile::tempdir().expect("temporary directory");
    let compile = |name: &str, extra: &[&str]| {
        let out = dir.path().join(name);
        let mut args = vec![
            input.to_str().unwrap(),
            "-O3",
            "--arch",
            "sm_80",
            "-Rpass=loop-vectorize",
            "-Rpass-missed=loop-vectorize",
            "-o",
            out.to_str().unwrap(),
        ];
        args.extend_from_slice(extra);
        let (ok, _, err) = warpsat(&args);
        assert!(ok, "{err}");
        if let Some(ptxas) = tests::tools::need("WARPSAT_PTXAS") {
            common::assert_ptxas_accepts(&ptxas, &out, "sm_80");
        }
        (std::fs::read_to_string(&out).unwrap(), err, out)
    };
    let (on, err, on_path) = compile("on.ptx", &[]);
    assert!(
        err.contains(
            "in function @rows16: loop ^loop: vectorized loop (vectorization width: 4, \
             interleaved count: 1)"
        ),
        "{err}"
    );
    assert!(
        err.contains(
            "in function @short: loop ^loop: The trip count is below the minial threshold \
             value. [-Rpass-missed=loop-vectorize]"
        ),
        "{err}"
    );
    assert!(
        err.contains(
            "in function @axpy: loop ^loop: the cost-model indicates that vectorization is not \
             beneficial: the alignment of %px is the same in every thread of a warp only when \
             %n is a multiple of 4 (-vectorize-varying-alignment=1 tests that first)"
        ),
        "{err}"
    );
    assert!(function(&on, "rows16").contains("ld.global.v4.f32"), "{on}");
    assert!(function(&on, "rows16").contains("st.global.v4.f32"), "{on}");
    assert!(!function(&on, "axpy").contains(".v4."), "{on}");

    let (off, err, off_path) = compile("off.ptx", &["-opt", "-vectorize-loops=0"]);
    assert!(!err.contains("loop-vectorize"), "{err}");
    assert!(!off.contains(".v4."), "{off}");

    let (rows, err, _) = compile("rows.ptx", &["-opt", "-vectorize-varying-alignment=1"]);
    assert!(
        function(&rows, "axpy").contains("ld.global.v4.f32"),
        "{rows}"
    );
    assert!(
        err.contains("run-time checks: 2 alignment, 1 distance, 1 row length"),
        "{err}"
    );
    let (varying, _, _) = compile("varying.ptx", &["-opt", "-vectorize-varying-alignment=2"]);
    assert!(
        function(&varying, "axpy").contains("ld.global.v4.f32"),
        "{varying}"
    );
    assert!(
        function(&varying, "dbl").contains("ld.global.v2.f64"),
        "{varying}"
    );

    let spec = dir.path().join("rows16.spec");
    std::fs::write(
        &spec,
        "kernel rows16\nblock 8\narg f32[512] random(-4,4)\narg f32[512] random(-4,4)\n\
         arg i32 37\narg i32 4\n",
    )
    .unwrap();
    let run = |ptx: &Path| common::counted_run(ptx, &spec);
    let (n_on, s_on) = run(&on_path);
    let (n_off, s_off) = run(&off_path);
    assert_eq!(s_on.len(), 2);
    assert_eq!(s_on, s_off);
    // Measured: 1,376 instructions vectorized, 1,832 not.
    assert!(n_on < n_off, "{n_on} vs {n_off}");
}

/// Seed 002's two unroll slots around the vectorizer: at -O3 a loop of 16
/// iterations unrolls fully in the first slot (the vectorizer alone would
/// widen it), and a loop of a runtime count is vectorized; the slot
/// parameters act: `no-runtime` keeps a runtime loop rolled, `full-only`
/// leaves it without a remark, the plain slot unrolls it by 4.
#[test]
fn full_unrolling_comes_before_the_vectorizer() {
    let src = r#"target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @full16(ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %row = mul nsw i32 %tid, 16
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %inext, %loop ]
  %idx = add nsw i32 %row, %i
  %w = sext i32 %idx to i64
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %w
  %v = load float, ptr addrspace(1) %px, align 4
  %d = fmul float %v, 2.0
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %w
  store float %d, ptr addrspace(1) %py, align 4
  %inext = add nsw i32 %i, 1
  %c = icmp slt i32 %inext, 16
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
define ptx_kernel void @rt(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %row = mul nsw i32 %tid, 16
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %inext, %loop ]
  %idx = add nsw i32 %row, %i
  %w = sext i32 %idx to i64
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %w
  %v = load float, ptr addrspace(1) %px, align 4
  %d = fmul float %v, 2.0
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %w
  store float %d, ptr addrspace(1) %py, align 4
  %inext = add nsw i32 %i, 1
  %c = icmp slt i32 %inext, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
"#;
    let dir = tempfile::tempdir().expect("temporary directory");
    let input = dir.path().join("slots.ll");
    std::fs::write(&input, src).unwrap();
    let out = dir.path().join("slots.ptx");
    let remarks = |extra: &[&str]| {
        let mut args = vec![
            input.to_str().unwrap(),
            "--arch",
            "sm_80",
            "-Rpass=loop-unroll|loop-vectorize",
            "-Rpass-missed=loop-unroll",
            "-o",
            out.to_str().unwrap(),
        ];
        args.extend_from_slice(extra);
        let (ok, _, err) = warpsat(&args);
        assert!(ok, "{err}");
        err
    };
    let o3 = remarks(&["-O3"]);
    assert!(
        o3.contains("in function @full16: completely unrolled loop ^loop with 16 iterations"),
        "{o3}"
    );
    assert!(!o3.contains("@full16: loop ^loop: vectorized"), "{o3}");
    assert!(o3.contains("@rt: loop ^loop: vectorized loop"), "{o3}");
    let alone = remarks(&["--passes=mem2reg,loop-vectorize"]);
    assert!(
        alone.contains("@full16: loop ^loop: vectorized loop"),
        "{alone}"
    );

    let unroll = |params: &str| remarks(&[&format!("--passes=mem2reg,loop-unroll<{params}>")]);
    let plain = unroll("O3");
    assert!(
        plain.contains("@rt: unrolled loop ^loop by a factor of 4 with a runtime trip count"),
        "{plain}"
    );
    let kept = unroll("O3;no-runtime");
    assert!(kept.contains("@rt: loop ^loop not unrolled"), "{kept}");
    assert!(!kept.contains("@rt: unrolled"), "{kept}");
    let first = unroll("O3;full-only");
    assert!(!first.contains("@rt:"), "{first}");
    assert!(first.contains("@full16: completely unrolled"), "{first}");
}
