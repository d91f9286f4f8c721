//! `licm-promote` in the -O3 pipeline: each promotion is a remark, the
//! LLVM knob `-disable-licm-promotion` turns the pass off, and on the
//! cases of `tests/promote/cases.ll` the promoted PTX computes what the
//! unpromoted PTX computes with fewer instructions executed.

mod common;

use std::path::Path;

use common::{counted_run, tools, warpsat};

fn compile(src: &Path, ptx: &Path, extra: &[&str]) -> String {
    let mut args = vec![
        "compile",
        src.to_str().unwrap(),
        "-O3",
        "--arch",
        "sm_80",
        "-Rpass=licm-promote",
        "-o",
        ptx.to_str().unwrap(),
    ];
    args.extend_from_slice(extra);
    let (ok, _, err) = warpsat(&args);
    assert!(ok, "{err}");
    if let Some(px) = tools::need("WARPSAT_PTXAS") {
        common::assert_ptxas_accepts(&px, ptx, "sm_80");
    }
    err
}

#[test]
fn promotions_are_remarked_switchable_and_save_instructions() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let src = root.join("tests/promote/cases.ll");
    let dir = tempfile::tempdir().expect("temporary directory");
    let (on, off) = (dir.path().join("on.ptx"), dir.path().join("off.ptx"));
    let remarks = compile(&src, &on, &[]);
    let lines: Vec<&str> = remarks
        .lines()
        .filter(|l| l.contains("licm-promote"))
        .collect();
    for (f, what) in [
        ("acc", "moving accesses to %o out of the loop"),
        ("acc", "hoisting the load of %s out of the loop"),
        ("shared_sum", "moving accesses to %p out of the loop"),
        ("early_exit", "moving accesses to %o out of the loop"),
        ("nested", "moving accesses to %o out of the loop"),
        ("switch_exit", "moving accesses to %o out of the loop"),
    ] {
        assert!(
            lines
                .iter()
                .any(|l| l.contains(&format!("@{f}:")) && l.contains(what)),
            "@{f}: {what}\n{remarks}"
        );
    }
    assert_eq!(lines.len(), 6, "{remarks}");
    let quiet = compile(&src, &off, &["-opt", "-disable-licm-promotion=1"]);
    assert!(!quiet.contains("licm-promote"), "{quiet}");

    for (kernel, args) in [
        (
            "acc",
            "arg f32[512] random(-1,1)\narg f32[1] random(-2,2)\narg f32[32] random(-1,1)\narg i32 16",
        ),
        (
            "shared_sum",
            "arg f32[300] random(-1,1)\narg f32[32] zero\narg i32 300",
        ),
        // 40 elements per row: at 7 the loop the promotion lets
        // loop-vectorize widen spends more on its run-time checks than it
        // saves (8,896 executed against 7,584).
        (
            "nested",
            "arg f32[256] random(-1,1)\narg f32[128] random(-1,1)\narg i32 40",
        ),
    ] {
        let spec = dir.path().join(format!("{kernel}.spec"));
        std::fs::write(&spec, format!("kernel {kernel}\nblock 32\nseed 3\n{args}\n")).unwrap();
        let (n_on, sums_on) = counted_run(&on, &spec);
        let (n_off, sums_off) = counted_run(&off, &spec);
        assert_eq!(sums_on, sums_off, "{kernel}");
        assert!(n_on < n_off, "{kernel}: {n_on} executed, {n_off} without");
    }
}
