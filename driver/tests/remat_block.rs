//! File tests of `nv-remat-block` on PTX inputs (`tests/remat_block`):
//! the PTX interpreter gives identical outputs before and after the pass,
//! ptxas assembles the result, the dump has the lines the file expects
//! (and not those it rejects), and the dump is snapshotted.

mod common;

use std::path::{Path, PathBuf};

use driver::pipeline::{remat_block::options, PassOptions};
use interp::diff::{compare, run_ptx_text};
use interp::spec::Spec;

struct Case {
    spec: Spec,
    opts: PassOptions,
    expect: Vec<String>,
    reject: Vec<String>,
    text: String,
}

fn read(path: &Path) -> Case {
    let text = std::fs::read_to_string(path).unwrap();
    let field = |key: &str| -> Vec<String> {
        text.lines()
            .filter_map(|l| l.strip_prefix(&format!("// {key}: ")))
            .map(str::to_string)
            .collect()
    };
    let spec = Spec::parse(&field("spec").join("\n")).unwrap();
    let mut opts = PassOptions::new();
    for o in field("opt") {
        opts.apply_opt_arg(&o).unwrap();
    }
    Case {
        spec,
        opts,
        expect: field("expect"),
        reject: field("reject"),
        text,
    }
}

/// Runs the pass on `path` with `extra` knobs: the PTX after and the dump.
fn run_pass(path: &Path, extra: &[&str]) -> (String, Vec<String>, isel::remat_block::Report) {
    let mut c = read(path);
    for e in extra {
        c.opts.apply_opt_arg(e).unwrap();
    }
    let mut m = ptx::parse::parse_ptx("t.ptx", &c.text).unwrap();
    let o = options(&c.opts);
    let sm = cost::tables::Sm::parse("sm_80").unwrap();
    let mut log = Vec::new();
    let mut last = None;
    for f in m.funcs.iter_mut().filter(|f| !f.is_decl) {
        let rep = isel::remat_block::run(f, sm, &o, 256);
        log.extend(rep.log.iter().cloned());
        last = Some(rep);
    }
    (ptx::print::print_module(&m), log, last.unwrap())
}

fn files() -> Vec<PathBuf> {
    common::files_with_ext(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/remat_block"),
        "ptx",
    )
}

#[test]
fn remat_block_file_tests() {
    let files = files();
    assert!(files.len() >= 6, "{files:?}");
    let ptxas = common::tools::need("WARPSAT_PTXAS");
    let dir = tempfile::tempdir().unwrap();
    for path in files {
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        let c = read(&path);
        let (after, log, rep) = run_pass(&path, &[]);
        let dump = log.join("\n");
        for e in &c.expect {
            assert!(
                dump.lines().any(|l| l == e),
                "{name}: no line '{e}' in\n{dump}"
            );
        }
        for r in &c.reject {
            assert!(!dump.contains(r.as_str()), "{name}: '{r}' in\n{dump}");
        }
        let want = run_ptx_text("before.ptx", &c.text, &c.spec).unwrap();
        let got = run_ptx_text("after.ptx", &after, &c.spec)
            .unwrap_or_else(|e| panic!("{name}: {e}\n{after}"));
        compare(&want, &got, None).unwrap_or_else(|e| panic!("{name}: {e}\n{after}"));
        assert!(rep.after <= rep.before, "{name}: {rep:?}");
        if let Some(px) = &ptxas {
            let p = dir.path().join(format!("{name}.ptx"));
            std::fs::write(&p, &after).unwrap();
            common::assert_ptxas_accepts(px, &p, "sm_80");
        }
        let mut settings = insta::Settings::clone_current();
        settings.set_snapshot_path("../../snapshots/remat_block");
        settings.set_prepend_module_to_snapshot(false);
        settings.bind(|| insta::assert_snapshot!(name.clone(), format!("{dump}\n---\n{after}")));
    }
}

fn file(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("../tests/remat_block/{name}.ptx"))
}

/// The pass stops once the target is met: at 12 one pull-in (the 64-bit
/// %rd2, cheapest per word) is enough, where target 8 takes three.
#[test]
fn stops_at_the_target() {
    let (_, _, low) = run_pass(&file("after_loop"), &[]);
    let (_, log, at12) = run_pass(&file("after_loop"), &["-nv-remat-default-max-reg=12"]);
    assert_eq!(low.pulled.len(), 3, "{low:?}");
    assert_eq!(at12.pulled.len(), 1, "{at12:?}");
    assert_eq!(at12.pulled[0].reg, "rd2");
    assert!(at12.after <= 12 && at12.before == 14, "{at12:?}");
    assert_eq!(log.last().unwrap(), "Max-Live-Function(3) = 12");
}

/// The loop cost factor prices a clone inside the loop: at 1, %r5 (read in
/// the loop) costs what %r6 does and is pulled in too once the target (4)
/// asks for more than %r6 and %rd2.
#[test]
fn loop_factor_prices_clones_in_loops() {
    let (_, log, def) = run_pass(&file("loop_cost"), &[]);
    assert!(!def.pulled.iter().any(|p| p.reg == "r5"), "{log:?}");
    let (after, log, one) = run_pass(
        &file("loop_cost"),
        &[
            "-nv-remat-block-loop-cost-factor=1",
            "-nv-remat-default-max-reg=4",
        ],
    );
    assert!(
        log.iter()
            .any(|l| l == "Candidate %r5: cost 2 in 1 block(s)"),
        "{log:?}"
    );
    assert!(one.pulled.iter().any(|p| p.reg == "r5"), "{log:?}");
    let c = read(&file("loop_cost"));
    let want = run_ptx_text("before.ptx", &c.text, &c.spec).unwrap();
    let got = run_ptx_text("after.ptx", &after, &c.spec).unwrap();
    compare(&want, &got, None).unwrap();
}

/// The mode bitmask: 0 leaves the function alone; without bit 2 there is
/// no second chance; bit 0 lifts the cost caps.
#[test]
fn mode_bits() {
    let src = read(&file("second_chance")).text;
    let (after, log, off) = run_pass(&file("second_chance"), &["-nv-remat-block=0"]);
    assert!(off.pulled.is_empty() && off.iterations == 0, "{log:?}");
    let m = ptx::parse::parse_ptx("t.ptx", &src).unwrap();
    assert_eq!(after, ptx::print::print_module(&m));
    let (_, log, no2) = run_pass(&file("second_chance"), &["-nv-remat-block=10"]);
    assert!(
        log.iter()
            .any(|l| l == "Rejected %r4: operand not pullable"),
        "{log:?}"
    );
    assert!(!log.iter().any(|l| l.starts_with("ADD")), "{log:?}");
    assert!(!no2.pulled.iter().any(|p| p.reg == "r4"), "{log:?}");
    let (_, log, all) = run_pass(
        &file("loop_cost"),
        &["-nv-remat-block=15", "-nv-remat-default-max-reg=4"],
    );
    assert!(all.pulled.iter().any(|p| p.cost > 10), "{log:?}");
}

/// The remaining knobs act by value.
#[test]
fn knobs_act() {
    let has = |log: &[String], l: &str| log.iter().any(|x| x == l);
    // -load-remat=0: the read-only load is no longer clonable.
    let (_, log, _) = run_pass(&file("effects"), &["-load-remat=0"]);
    assert!(has(&log, "Rejected %f9: not clonable"), "{log:?}");
    // The special-register threshold: at 0, %tid reads may be pulled, so
    // %r4 (from %tid.x and %ctaid.x) becomes a candidate.
    let (after, log, _) = run_pass(&file("after_loop"), &["-nv-remat-threshold-for-spec-reg=0"]);
    assert!(
        log.iter().any(|l| l.starts_with("Candidate %r4: ")),
        "{log:?}"
    );
    let c = read(&file("after_loop"));
    let want = run_ptx_text("before.ptx", &c.text, &c.spec).unwrap();
    compare(
        &want,
        &run_ptx_text("after.ptx", &after, &c.spec).unwrap(),
        None,
    )
    .unwrap();
    // -nv-remat-block-max-cost bounds an iteration's total.
    let (_, log, capped) = run_pass(&file("after_loop"), &["-nv-remat-block-max-cost=2"]);
    assert!(has(&log, "Really Final Pull-in: 1 (2)"), "{log:?}");
    assert_eq!(capped.pulled.len(), 1);
    // -nv-remat-max-times bounds the iterations.
    let (_, _, once) = run_pass(
        &file("after_loop"),
        &["-nv-remat-block-max-cost=2", "-nv-remat-max-times=1"],
    );
    assert_eq!(once.iterations, 1);
    // The live-out share: at 0 the loop block of loop_cost (7 of 13 words
    // live out) is hot too.
    let (_, log, _) = run_pass(&file("loop_cost"), &[]);
    assert!(
        !log.iter().any(|l| l.starts_with("Block $L__loop")),
        "{log:?}"
    );
    let (_, log, _) = run_pass(
        &file("loop_cost"),
        &["-nv-remat-block-liveout-min-percentage=0"],
    );
    assert!(
        log.iter().any(|l| l.starts_with("Block $L__loop")),
        "{log:?}"
    );
    // -nv-remat-check-internal-live=1 considers every block above the
    // target, whatever its live-out share.
    let (_, log, _) = run_pass(&file("loop_cost"), &["-nv-remat-check-internal-live=1"]);
    assert!(
        log.iter().any(|l| l.starts_with("Block $L__loop")),
        "{log:?}"
    );
}

/// Through the compiler: the dump, the exclusion list and the remarks.
#[test]
fn cli_dump_skip_and_remarks() {
    let input =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus/nvvm/sgemm_reg8x8.ll");
    if !common::tools::need_corpus(&input) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("k.ptx");
    let run = |extra: &[&str]| {
        let mut a = vec![input.to_str().unwrap(), "-O3", "-o", out.to_str().unwrap()];
        a.extend_from_slice(extra);
        let (ok, _, err) = common::warpsat(&a);
        assert!(ok, "{err}");
        (err, std::fs::read_to_string(&out).unwrap())
    };
    let (err, on) = run(&["-opt=-nv-dump-remat-block=1", "-Rpass=nv-remat-block"]);
    assert!(
        err.contains("nv-remat-block @sgemm_reg8x8: Max-Live-Function("),
        "{err}"
    );
    assert!(err.contains("Really Final Pull-in: "), "{err}");
    assert!(
        err.contains("in function @sgemm_reg8x8: pulled in %"),
        "{err}"
    );
    let (err, skipped) = run(&["-opt=-nv-dump-remat-block=1 -no-mi-remat=sgemm_reg8x8"]);
    assert!(
        err.contains("Skip machine-instruction rematerialization on sgemm_reg8x8"),
        "{err}"
    );
    let (_, off) = run(&["-opt=-nv-remat-block=0"]);
    assert_eq!(skipped, off);
    assert_ne!(on, off);
}
