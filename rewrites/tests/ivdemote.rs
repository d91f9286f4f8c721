//! IV demotion (`ivdemote` with the range proof of `rewrites/src/ivdemote.rs`)
//! on the inputs under `tests/filetests/ivdemote/`, one kernel `@k` each.
//! The leading comment says what the file shows and how to run it:
//!
//! ```text
//! ; expect: demoted | none        the extractor's decision (none: no candidate)
//! ; check: ...                    intent, for the reader
//! ; spec: ...                     a harness spec with random fills (4 seeds)
//! ; edge: ...                     an optional spec run once
//! ```
//!
//! Each file: the decision matches, the input and the output agree through
//! the nvvm interpreter on every spec, a demoted loop has no 64-bit
//! increment or compare of the IV left, and the output is snapshotted in
//! `snapshots/ivdemote`.

use std::path::{Path, PathBuf};

use dialects::ir::Module;
use interp::diff::{compare, run_module};
use interp::spec::Spec;
use rewrites::{optimize_module, EgraphConfig};

const SEEDS: u64 = 4;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/filetests/ivdemote")
}

struct Case {
    name: String,
    path: PathBuf,
    expect: String,
    specs: Vec<(Spec, u64)>,
    module: Module,
}

fn load(path: &Path) -> Case {
    let src = std::fs::read_to_string(path).unwrap();
    let (mut expect, mut spec, mut edge, mut checks) = (None, Vec::new(), Vec::new(), 0);
    for line in src.lines().take_while(|l| l.starts_with(';')) {
        let Some((k, v)) = line.trim_start_matches(';').trim().split_once(':') else {
            continue;
        };
        match k.trim() {
            "expect" => expect = Some(v.trim().to_string()),
            "check" => checks += 1,
            "spec" => spec.push(v.trim().to_string()),
            "edge" => edge.push(v.trim().to_string()),
            other => panic!("{}: unknown key {other}", path.display()),
        }
    }
    assert!(checks > 0, "{}: no '; check:' line", path.display());
    let parse =
        |lines: &[String]| Spec::parse(&format!("kernel k\n{}\n", lines.join("\n"))).unwrap();
    let mut specs = vec![(parse(&spec), SEEDS)];
    if !edge.is_empty() {
        specs.push((parse(&edge), 1));
    }
    let module = llvm::import::import(&path.to_string_lossy(), &src).unwrap();
    Case {
        name: path.file_stem().unwrap().to_string_lossy().into_owned(),
        path: path.to_path_buf(),
        expect: expect.expect("an '; expect:' line"),
        specs,
        module,
    }
}

fn cases() -> Vec<Case> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    paths.sort();
    assert!(paths.len() >= 5, "the ivdemote inputs are missing");
    paths.iter().map(|p| load(p)).collect()
}

fn config(level: u32) -> EgraphConfig {
    EgraphConfig {
        sets: ["algebra", "fusion", "nlo", "ivdemote"]
            .map(String::from)
            .to_vec(),
        remat_iv: level,
        ..EgraphConfig::default()
    }
}

/// Block parameters of type i64 in the printed body (the counters a
/// loop carries).
fn wide_block_params(printed: &str) -> usize {
    printed
        .lines()
        .filter(|l| l.starts_with('^'))
        .map(|l| l.matches(": i64").count())
        .sum()
}

#[test]
fn decisions_semantics_and_snapshots() {
    let mut errs = Vec::new();
    for c in cases() {
        let mut out = c.module.clone();
        let stats = optimize_module(&mut out, &config(4));
        let st = &stats[0];
        if let Some(f) = &st.fallback {
            errs.push(format!("{}: fell back: {f}", c.name));
            continue;
        }
        let got = match st.ivs.as_slice() {
            [] => "none",
            [d] if d.demoted => "demoted",
            [_] => "kept",
            _ => "several",
        };
        if got != c.expect {
            errs.push(format!(
                "{}: expected {}, got {got} ({:?})",
                c.name, c.expect, st.ivs
            ));
        }
        for (spec, seeds) in &c.specs {
            for seed in 1..=*seeds {
                let spec = Spec {
                    seed,
                    ..spec.clone()
                };
                let want = run_module(&c.module, &spec).unwrap();
                match run_module(&out, &spec) {
                    Ok(o) => {
                        if let Err(e) = compare(&want, &o, None) {
                            errs.push(format!("{} seed {seed}: {e}", c.name));
                        }
                    }
                    Err(e) => errs.push(format!("{} seed {seed}: the output fails: {e}", c.name)),
                }
            }
        }
        let printed = dialects::text::print_module(&out);
        let wide = wide_block_params(&printed);
        if (c.expect == "demoted") != (wide == 0) {
            errs.push(format!(
                "{}: {wide} i64 block parameters after '{got}'",
                c.name
            ));
        }
        let mut text = format!("; {}: {got}\n", c.name);
        for d in &st.ivs {
            text += &format!(
                "; {} in {}: [{}, {}] {} costs {:.1} -> {:.1}\n",
                d.value, d.header, d.range.0, d.range.1, d.exts, d.costs.0, d.costs.1
            );
        }
        text += &printed;
        let mut settings = insta::Settings::clone_current();
        settings.set_snapshot_path("../../snapshots/ivdemote");
        settings.set_prepend_module_to_snapshot(false);
        settings.set_input_file(&c.path);
        let name = c.name.clone();
        if std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            settings.bind(|| insta::assert_snapshot!(name, text))
        }))
        .is_err()
        {
            errs.push(format!("{}: snapshot differs", c.name));
        }
    }
    assert!(errs.is_empty(), "{}", errs.join("\n"));
}

#[test]
fn remat_iv_zero_keeps_every_counter_wide() {
    for c in cases() {
        let mut out = c.module.clone();
        let stats = optimize_module(&mut out, &config(0));
        assert!(stats[0].ivs.is_empty(), "{}: {:?}", c.name, stats[0].ivs);
        let printed = dialects::text::print_module(&out);
        assert!(!printed.contains("newBaseIV"), "{}", c.name);
    }
}

/// `remat-iv` levels (seed 000: 1-2 basic, 3 extended, 4 full): constant
/// starts and bounds from 1, starts and bounds of known range from 3,
/// `!=` exits at 4; every level computes what the input does.
#[test]
fn levels_bound_what_is_demoted() {
    let demoted_at = |level: u32| -> Vec<String> {
        let mut out = Vec::new();
        for c in cases() {
            let mut m = c.module.clone();
            let stats = optimize_module(&mut m, &config(level));
            assert_eq!(stats[0].fallback, None, "{}", c.name);
            let (spec, _) = &c.specs[0];
            let want = run_module(&c.module, spec).unwrap();
            compare(&want, &run_module(&m, spec).unwrap(), None)
                .unwrap_or_else(|e| panic!("{} at level {level}: {e}", c.name));
            if stats[0].ivs.iter().any(|d| d.demoted) {
                out.push(c.name);
            }
        }
        out
    };
    assert_eq!(demoted_at(1), ["top_tested_step4"]);
    assert_eq!(demoted_at(2), ["top_tested_step4"]);
    assert_eq!(demoted_at(3), ["guarded_start", "top_tested_step4"]);
    assert_eq!(
        demoted_at(4),
        ["eq_guarded", "guarded_start", "top_tested_step4"]
    );
}
