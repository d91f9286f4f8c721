//! The `inline` pass end to end on `tests/inline/calls.ll`: at -O1..-O3
//! the inlined internal helpers are gone from the PTX and only the calls of
//! the recursive (one in the kernel, one in itself) and noinline callees
//! remain (a by-value struct argument is copied at the inlined call); `-Rpass=inline` and
//! `-Rpass-missed=inline` say so in LLVM's words; `-opt -no-inline=1` and
//! -O0 keep every call. ptxas accepts each PTX, and `warpsat run` on the
//! IR and on each PTX gives the same checksums.

mod common;

use common::{checksums, compile_checked, warpsat};
use std::path::PathBuf;

fn input() -> PathBuf {
    common::tools::repo_root().join("tests/inline/calls.ll")
}

const LAUNCH: &[&str] = &[
    "--kernel",
    "k",
    "--block",
    "32",
    "--arg",
    "f32[32]:random(-3,3)",
    "--arg",
    "f32[32]:zero",
];

fn calls(ptx: &str) -> Vec<String> {
    ptx.lines()
        .filter(|l| l.contains("call"))
        .filter_map(|l| l.split(',').nth(1).map(|s| s.trim().to_string()))
        .collect()
}

#[test]
fn helpers_are_inlined_and_removed_and_results_agree() {
    let dir = tempfile::tempdir().unwrap();
    let want = checksums(&input(), LAUNCH);
    for (level, extra, kept) in [
        ("-O3", None, 3),
        ("-O1", None, 3),
        ("-O0", None, 7),
        ("-O3", Some("-no-inline=1"), 7),
    ] {
        let ptx = dir.path().join(format!("k{level}{}.ptx", extra.is_some()));
        match extra {
            None => compile_checked(&input(), &ptx, level, "sm_80"),
            Some(o) => {
                let (ok, _, err) = warpsat(&[
                    "compile",
                    input().to_str().unwrap(),
                    level,
                    "-opt",
                    o,
                    "-o",
                    ptx.to_str().unwrap(),
                ]);
                assert!(ok, "{err}");
            }
        }
        let text = std::fs::read_to_string(&ptx).unwrap();
        let c = calls(&text);
        assert_eq!(c.len(), kept, "{level} {extra:?}: {c:?}");
        let inlined = kept == 3;
        for f in ["clampf", "store3", "sum_pair"] {
            assert_eq!(
                !text.contains(&format!(" {f}(")),
                inlined,
                "{level} {extra:?}: .func {f}"
            );
        }
        assert_eq!(checksums(&ptx, LAUNCH), want, "{level} {extra:?}");
    }
}

#[test]
fn remarks_name_each_decision() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("k.ptx");
    let (ok, _, err) = warpsat(&[
        "compile",
        input().to_str().unwrap(),
        "-O3",
        "-Rpass=inline",
        "-Rpass-missed=inline",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    for want in [
        "'clampf' inlined into 'twice_clamped' with (cost=30, threshold=2475) [-Rpass=inline]",
        "'store3' inlined into 'k' with (cost=115, threshold=2475)",
        "'fact' not inlined into 'k': recursive [-Rpass-missed=inline]",
        "'kept' not inlined into 'k': the callee is noinline",
        "'sum_pair' inlined into 'k' with (cost=40, threshold=2475)",
    ] {
        assert!(err.contains(want), "missing {want:?} in:\n{err}");
    }
}
