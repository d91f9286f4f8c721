//! The e-graph pass from the command line: `--egraph-stats`,
//! `--emit=egraph-dot`, limits reported (never fatal) in stats and
//! remarks, single rules by name.

mod common;

use std::process::{Command, Output};

fn warpsat(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_warpsat"))
        .args(args)
        .output()
        .expect("warpsat runs")
}

fn corpus(rel: &str) -> String {
    format!("{}/../../shared/corpus/{rel}", env!("CARGO_MANIFEST_DIR"))
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn egraph_stats_report_sizes_rules_and_phases() {
    let o = warpsat(&[&corpus("nvvm/saxpy.ll"), "-O2", "--egraph-stats", "-o", "-"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let err = text(&o.stderr);
    assert!(err.contains("egraph @saxpy: lifted "), "{err}");
    assert!(err.contains("(saturated)"), "{err}");
    assert!(err.contains("fma-contract=1"), "{err}");
    assert!(err.contains("time lift "), "{err}");
    assert!(text(&o.stdout).contains("fma.rn.f32"));
    // -O0 does not run the e-graph.
    let o = warpsat(&[&corpus("nvvm/saxpy.ll"), "-O0", "--egraph-stats", "-o", "-"]);
    assert!(!text(&o.stderr).contains("egraph @"));
}

#[test]
fn hitting_a_limit_is_reported_not_fatal() {
    let ll = corpus("nvvm/sgemm_reg4x4.ll");
    let o = warpsat(&[
        &ll,
        "--passes=mem2reg,egraph<iter-limit=1>",
        "--egraph-stats",
        "-Rpass-analysis=egraph",
        "-o",
        "-",
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let err = text(&o.stderr);
    assert!(err.contains("(iteration limit 1)"), "{err}");
    assert!(
        err.contains("saturation stopped by the iteration limit 1"),
        "{err}"
    );
    assert!(text(&o.stdout).contains(".entry sgemm_reg4x4"));
    let o = warpsat(&[
        &ll,
        "--passes=mem2reg,egraph<node-limit=100>",
        "--egraph-stats",
        "-o",
        "-",
    ]);
    assert!(o.status.success());
    assert!(
        text(&o.stderr).contains("(node limit, "),
        "{}",
        text(&o.stderr)
    );
}

/// The time limit is enforced between iterations on the OS clock (egg's
/// own clock is replaced by one that does not advance): a limit of 0 ms
/// stops saturation before the first iteration, reported, never fatal.
#[test]
fn the_time_limit_stops_saturation() {
    let o = warpsat(&[
        &corpus("nvvm/sgemm_reg4x4.ll"),
        "--passes=mem2reg,egraph<time-limit=0>",
        "--egraph-stats",
        "-o",
        "-",
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let err = text(&o.stderr);
    assert!(err.contains("(time limit 0.0s)"), "{err}");
    assert!(text(&o.stdout).contains(".entry sgemm_reg4x4"));
}

#[test]
fn single_rules_run_alone_by_name() {
    let o = warpsat(&[
        &corpus("nvvm/saxpy.ll"),
        "--passes=mem2reg,egraph<rules=fma-contract>",
        "--egraph-stats",
        "-o",
        "-",
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let err = text(&o.stderr);
    assert!(err.contains("rules fma-contract=1\n"), "{err}");
    // fmad off: the contraction rules do not exist.
    let o = warpsat(&[
        &corpus("nvvm/saxpy.ll"),
        "--passes=mem2reg,egraph<fusion>",
        "--opt=-fmad=0",
        "--egraph-stats",
        "-o",
        "-",
    ]);
    assert!(
        !text(&o.stderr).contains("fma-contract"),
        "{}",
        text(&o.stderr)
    );
    assert!(!text(&o.stdout).contains("fma.rn"));
}

#[test]
fn emit_egraph_dot_draws_each_function() {
    let o = warpsat(&[
        &corpus("nvvm/saxpy.ll"),
        "-O2",
        "--emit",
        "egraph-dot",
        "-o",
        "-",
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let dot = text(&o.stdout);
    assert!(dot.starts_with("digraph \"saxpy\" {"), "{dot}");
    assert!(dot.contains("style=bold"), "chosen nodes are bold");
    assert!(
        dot.contains("llvm.fma.f32") && dot.contains("-> n"),
        "{dot}"
    );
    let o = warpsat(&[
        &corpus("nvvm/saxpy.ll"),
        "-O0",
        "--emit",
        "egraph-dot",
        "-o",
        "-",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).contains("--emit=egraph-dot needs the egraph pass"));
}

#[test]
fn iv_demotion_dumps_remarks_and_knob() {
    let ll = format!(
        "{}/../tests/filetests/ivdemote/eq_guarded.ll",
        env!("CARGO_MANIFEST_DIR")
    );
    let o = warpsat(&[
        &ll,
        "-O2",
        "-opt",
        // The loop stays whole: unrolled at runtime, its 64-bit counter
        // would be the main loop's, not this test's shape.
        "-dump-remat-iv=1 -unroll-runtime=0",
        "-Rpass=remat",
        "-o",
        "-",
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let err = text(&o.stderr);
    for line in [
        "demoteIV: %i (i64)",
        "newBaseIV: %newBaseIV (i32)",
        "substIV: uses of %i",
    ] {
        assert!(err.contains(line), "{line}: {err}");
    }
    assert!(err.contains("demoted to i32"), "{err}");
    let ptx = text(&o.stdout);
    assert!(ptx.contains("setp.eq.s32"), "{ptx}");
    assert!(!ptx.contains("setp.eq.s64"), "{ptx}");
    // -remat-iv=0: the counter stays 64-bit and nothing is said.
    let o = warpsat(&[
        &ll,
        "-O2",
        "-opt",
        "-remat-iv=0 -dump-remat-iv=1 -unroll-runtime=0",
        "-o",
        "-",
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(!text(&o.stderr).contains("demoteIV"));
    assert!(text(&o.stdout).contains("setp.eq.s64"));
}

#[test]
fn remat_add_factors_shifts_and_dumps_factor_values() {
    let ll = format!(
        "{}/../tests/filetests/remat_add/products.ll",
        env!("CARGO_MANIFEST_DIR")
    );
    // 32-bit shifts (the file's two values shifted by one amount).
    let muls = |o: &Output| text(&o.stdout).matches("shl.b32").count();
    // Off by default: both products are computed and nothing is dumped.
    let plain = warpsat(&[&ll, "-O2", "-opt", "-dump-remat-add=1", "-o", "-"]);
    assert!(plain.status.success(), "{}", text(&plain.stderr));
    assert_eq!(muls(&plain), 2, "{}", text(&plain.stdout));
    assert!(!text(&plain.stderr).contains("factor"));
    let on = warpsat(&[
        &ll,
        "-O2",
        "-opt",
        "-remat-add=1 -dump-remat-add=1",
        "-o",
        "-",
    ]);
    assert!(on.status.success(), "{}", text(&on.stderr));
    assert_eq!(muls(&on), 1, "{}", text(&on.stdout));
    let err = text(&on.stderr);
    assert!(err.contains("factor: %sum = shl:i32 (factor-shl)"), "{err}");
    assert!(
        err.contains("remat-add @products: 1 factor values chosen"),
        "{err}"
    );
}

#[test]
fn disable_leaves_a_rule_out_of_its_set() {
    let ll = corpus("nvvm/saxpy.ll");
    let with = warpsat(&[
        &ll,
        "--passes",
        "egraph<algebra>",
        "--egraph-stats",
        "-o",
        "-",
    ]);
    assert!(with.status.success(), "{}", text(&with.stderr));
    assert!(
        text(&with.stderr).contains("mul-pow2="),
        "{}",
        text(&with.stderr)
    );
    let without = warpsat(&[
        &ll,
        "--passes",
        "egraph<algebra;disable=mul-pow2>",
        "--egraph-stats",
        "-o",
        "-",
    ]);
    assert!(without.status.success(), "{}", text(&without.stderr));
    assert!(!text(&without.stderr).contains("mul-pow2="));
    let bad = warpsat(&[
        &ll,
        "--passes",
        "egraph<algebra;disable=no-such-rule>",
        "-o",
        "-",
    ]);
    assert_eq!(bad.status.code(), Some(2), "a usage error");
    assert!(text(&bad.stderr).contains("unknown egraph rule 'no-such-rule'"));
}

/// Every corpus kernel, in both pointer forms, saturates at -O3: no limit
/// stops the e-graph. Before constant classes kept only their literal and
/// the const-out rules skipped 0, fir_filter and remat_live ran into the
/// iteration limit (12) on their unrolled bodies, and fir_filter's e-graph
/// grew to 2,355 nodes from 147.
#[test]
fn every_corpus_kernel_saturates_at_o3() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let out = dir.path().join("out.ptx");
    let mut seen = 0;
    for form in ["nvvm", "modern"] {
        for f in common::files_with_ext(std::path::Path::new(&corpus(form)), "ll") {
            let o = warpsat(&[
                f.to_str().expect("utf-8 path"),
                "-O3",
                "--egraph-stats",
                "-o",
                out.to_str().expect("utf-8 path"),
            ]);
            assert!(o.status.success(), "{}: {}", f.display(), text(&o.stderr));
            let err = text(&o.stderr);
            for line in err.lines().filter(|l| l.starts_with("egraph @")) {
                seen += 1;
                assert!(line.contains("(saturated)"), "{}: {line}", f.display());
            }
        }
    }
    assert!(seen >= 90, "only {seen} functions reported");
}
