//! Every corpus kernel (both forms) through the e-graph pass: the result
//! verifies, falls back nowhere, and computes what the input computes on
//! the kernel's harness spec (nvvm interpreter before and after).
//!
//! Without contraction (`fmad` off) results must be bit-identical: every
//! other rule is exact. With contraction, float buffers may differ by the
//! rounding of fused multiply-adds: relative 1e-5 plus absolute 1e-5
//! (inputs are O(1); black_scholes' put prices are differences of terms up
//! to 100, see dialects/tests/interp_ptx.rs, hence its 1e-4).

use rewrites::extract::ExtractorKind;
use std::path::{Path, PathBuf};

use interp::diff::{compare, run_module, Tolerance};
use interp::spec::Spec;
use rewrites::rules::RuleConfig;
use rewrites::{optimize_module, EgraphConfig};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn specs() -> Vec<Spec> {
    interp::spec::load_dir(&root().join("tests/harness"))
        .unwrap()
        .into_iter()
        .map(|(_, s)| s)
        .collect()
}

fn check(cfg: &EgraphConfig, tol: Option<Tolerance>) {
    let mut failures = Vec::new();
    let mut n = 0;
    for spec in specs() {
        let stem = spec.corpus.clone().expect("corpus spec");
        for form in ["nvvm", "modern"] {
            let path = root().join(format!("../shared/corpus/{form}/{stem}.ll"));
            let src = std::fs::read_to_string(&path).unwrap();
            let m = llvm::import::import(&path.to_string_lossy(), &src).unwrap();
            let want = run_module(&m, &spec).unwrap();
            let mut opt = m.clone();
            let stats = optimize_module(&mut opt, cfg);
            for s in &stats {
                if let Some(f) = &s.fallback {
                    failures.push(format!("{form}/{stem} @{}: fell back: {f}", s.function));
                }
            }
            let tol = if stem == "black_scholes" {
                tol.map(|t| Tolerance { abs: 1e-4, ..t })
            } else {
                tol
            };
            match run_module(&opt, &spec) {
                Ok(got) => {
                    if let Err(e) = compare(&want, &got, tol) {
                        failures.push(format!("{form}/{stem}: {e}"));
                    }
                }
                Err(e) => failures.push(format!("{form}/{stem}: the optimized kernel fails: {e}")),
            }
            n += 1;
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {n} failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert_eq!(n, 94);
}

#[test]
fn corpus_is_bit_exact_without_contraction() {
    let cfg = EgraphConfig {
        rule_cfg: RuleConfig { fmad: false },
        ..EgraphConfig::default()
    };
    check(&cfg, None);
}

#[test]
fn corpus_matches_within_contraction_tolerance() {
    check(
        &EgraphConfig::default(),
        Some(Tolerance {
            rel: 1e-5,
            abs: 1e-5,
        }),
    );
}

#[test]
fn corpus_survives_chaos_extraction() {
    for seed in [1, 2] {
        let cfg = EgraphConfig {
            extractor: ExtractorKind::Chaos(seed),
            rule_cfg: RuleConfig { fmad: false },
            slp: Some(rewrites::slp::SlpConfig::default()),
            ..EgraphConfig::default()
        };
        check(&cfg, None);
    }
}

/// Generated kernels (`kernelgen`) after mem2reg, through the
/// e-graph with chaos extraction (arbitrary valid choices) and with the
/// DAG extractor: both compute exactly what the input computes.
#[test]
fn generated_kernels_survive_chaos_extraction() {
    use kernelgen::{generate, GenConfig};
    let n: u64 = std::env::var("WARPSAT_GEN_KERNELS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(300);
    let mut failures = Vec::new();
    for seed in 0..n {
        let g = generate(&GenConfig::new(0xc4a0_0000 + seed));
        let want = run_module(&g.module, &g.spec).unwrap();
        for chaos in [Some(seed), None] {
            let mut m = g.module.clone();
            for f in m.funcs.values_mut() {
                if let Some(b) = f.body.as_mut() {
                    dialects::mem2reg::run_function(b);
                }
            }
            let cfg = EgraphConfig {
                extractor: chaos.map_or(ExtractorKind::default(), ExtractorKind::Chaos),
                rule_cfg: RuleConfig { fmad: false },
                slp: Some(rewrites::slp::SlpConfig::default()),
                ..EgraphConfig::default()
            };
            for s in optimize_module(&mut m, &cfg) {
                if let Some(f) = s.fallback {
                    failures.push(format!("seed {seed} chaos {chaos:?}: fell back: {f}"));
                }
            }
            match run_module(&m, &g.spec) {
                Ok(got) => {
                    if let Err(e) = compare(&want, &got, None) {
                        failures.push(format!("seed {seed} chaos {chaos:?}: {e}"));
                    }
                }
                Err(e) => failures.push(format!("seed {seed} chaos {chaos:?}: {e}")),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
