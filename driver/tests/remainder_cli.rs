//! Seed 001's remainder side and seed 003's interleave-only path as a
//! user sees them: `-opt "-waterfall-unrolling-force-epilogue=0"` turns
//! runtime unrolling's epilogue into a prologue (remark), except in the
//! loop that makes a call and under `-unroll-runtime-epilog=1`;
//! `-opt "-force-target-max-scalar-interleave=4"` interleaves the loops
//! the vectorizer leaves at one lane (remark `Interleaved`). ptxas accepts
//! each output. Repeated `-Rpass` flags, as these checks use, combine.

mod common;

use std::path::Path;

use common::warpsat;

fn compile(input: &str, pass: &str, knobs: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let input = root.join(input);
    let dir = tempfile::tempdir().expect("temporary directory");
    let out = dir.path().join("out.ptx");
    let rpass = format!("-Rpass={pass}");
    let mut args = vec![
        input.to_str().unwrap(),
        "-O3",
        "--arch",
        "sm_80",
        rpass.as_str(),
        "-o",
        out.to_str().unwrap(),
    ];
    if !knobs.is_empty() {
        args.extend(["-opt", knobs]);
    }
    let (ok, _, err) = warpsat(&args);
    assert!(ok, "{err}");
    if let Some(ptxas) = tests::tools::need("WARPSAT_PTXAS") {
        common::assert_ptxas_accepts(&ptxas, &out, "sm_80");
    }
    err
}

#[test]
fn the_remainder_goes_where_the_knobs_say() {
    let file = "tests/unroll/remainders.ll";
    let count = |err: &str, side: &str| {
        err.lines()
            .filter(|l| l.contains(&format!("the original loop as {side}")))
            .count()
    };
    let dflt = compile(file, "loop-unroll", "");
    assert_eq!(
        (count(&dflt, "epilogue"), count(&dflt, "prologue")),
        (6, 0),
        "{dflt}"
    );
    let pro = compile(file, "loop-unroll", "-waterfall-unrolling-force-epilogue=0");
    assert_eq!(
        (count(&pro, "epilogue"), count(&pro, "prologue")),
        (1, 5),
        "{pro}"
    );
    assert!(
        pro.lines()
            .any(|l| l.contains("@rt_call") && l.contains("as epilogue")),
        "{pro}"
    );
    let epi = compile(
        file,
        "loop-unroll",
        "-waterfall-unrolling-force-epilogue=0 -unroll-runtime-epilog=1",
    );
    assert_eq!(
        (count(&epi, "epilogue"), count(&epi, "prologue")),
        (6, 0),
        "{epi}"
    );
}

#[test]
fn scalar_loops_interleave_under_the_knob() {
    let file = "tests/vectorize/loops.ll";
    let dflt = compile(file, "loop-vectorize", "");
    assert!(
        dflt.contains("vectorized loop (") && !dflt.contains("interleaved loop ("),
        "{dflt}"
    );
    let four = compile(
        file,
        "loop-vectorize",
        "-force-target-max-scalar-interleave=4",
    );
    assert!(
        four.contains(
            "in function @axpy: loop ^loop: interleaved loop (interleaved count: 4): the \
             cost-model keeps one lane; 1 induction(s), 0 reduction(s) carried in order \
             [-Rpass=loop-vectorize]"
        ),
        "{four}"
    );
}

/// `-Rpass` (like its `-missed` and `-analysis` forms) may be repeated,
/// as with clang: remarks of any pass one of them names are printed.
#[test]
fn repeated_rpass_flags_select_every_pass_they_name() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let input = root.join("tests/vectorize/loops.ll");
    let dir = tempfile::tempdir().expect("temporary directory");
    let out = dir.path().join("out.ptx");
    let (ok, _, err) = warpsat(&[
        input.to_str().unwrap(),
        "-O3",
        "--arch",
        "sm_80",
        "-Rpass=loop-unroll",
        "-Rpass=loop-vectorize",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    assert!(
        err.contains("[-Rpass=loop-unroll]") && err.contains("[-Rpass=loop-vectorize]"),
        "{err}"
    );
}
