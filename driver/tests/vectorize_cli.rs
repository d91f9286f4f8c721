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
