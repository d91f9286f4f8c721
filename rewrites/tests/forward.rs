//! The `forward` set on `tests/forward/forward.ll`: which loads become a
//! stored value or an earlier load (snapshot of the loads each kernel
//! keeps, with and without the set), and that every kernel computes the
//! same on the nvvm and PTX interpreters, with the DAG extractor and with
//! chaos extraction (which must never pick a forwarded load's own node).

mod common;

use common::{optimize, ptx_of};
use dialects::ir::Module;
use interp::diff::{compare, run_module, run_ptx_text};
use interp::spec::Spec;
use rewrites::extract::ExtractorKind;
use rewrites::rules::RuleConfig;
use rewrites::EgraphConfig;
use tests::tools;

fn source() -> Module {
    let path = tools::repo_root().join("tests/forward/forward.ll");
    let text = std::fs::read_to_string(&path).unwrap();
    llvm::import::import("forward.ll", &text).unwrap()
}

fn config(forward: bool, chaos: Option<u64>) -> EgraphConfig {
    EgraphConfig {
        sets: vec!["algebra".into()],
        rule_cfg: RuleConfig { fmad: false },
        forward,
        extractor: chaos.map_or(ExtractorKind::default(), ExtractorKind::Chaos),
        ..EgraphConfig::default()
    }
}

fn specs() -> Vec<Spec> {
    [
        "kernel same_addr\nblock 32\narg f32[32] random(-5,5)\narg f32[32] zero\narg f32 1.25",
        "kernel past_disjoint\nblock 32\narg f32[64] random(-5,5)\narg f32 0.5",
        "kernel may_alias\nblock 32\narg f32[32] random(-5,5)\narg f32[32] random(-5,5)\narg f32[32] zero",
        "kernel restrict_past\nblock 32\narg f32[32] random(-5,5)\narg f32[32] random(-5,5)\narg f32[32] zero",
        "kernel local_vs_param\nblock 32\narg f32[32] random(-5,5)\narg f32[32] zero\narg i32 1",
        "kernel local_vs_param\nblock 32\narg f32[32] random(-5,5)\narg f32[32] zero\narg i32 2",
        "kernel type_pun\nblock 32\narg i32[32] zero\narg f32[32] zero",
        "kernel partial\nblock 32\narg i64[32] zero\narg i32[32] zero",
        "kernel barrier_between\nblock 64\narg f32[64] random(-5,5)\narg f32[64] zero",
        "kernel volatile_between\nblock 32\narg f32[32] random(-5,5)\narg f32[32] zero",
        "kernel diamond_disjoint\nblock 32\narg f32[128] random(-5,5)\narg f32[32] zero\narg f32 1.5\narg i32 1",
        "kernel diamond_clobber\nblock 32\narg f32[32] random(-5,5)\narg f32[32] zero\narg f32 1.5",
        "kernel phi_index\nblock 32\narg f32[32] random(-5,5)\narg f32[32] zero",
        "kernel after_loop\nblock 32\narg f32[32] zero\narg f32[32] zero\narg i32 5",
        "kernel after_loop\nblock 32\narg f32[32] zero\narg f32[32] zero\narg i32 0",
    ]
    .iter()
    .map(|s| Spec::parse(&format!("{s}\nseed 3\n")).unwrap())
    .collect()
}

/// Each kernel's loads (parameters aside), by mnemonic.
fn loads(ptx: &str) -> Vec<(String, Vec<String>)> {
    let mut out: Vec<(String, Vec<String>)> = Vec::new();
    for l in ptx.lines() {
        if let Some(rest) = l.strip_prefix(".visible .entry ") {
            out.push((rest.trim_end_matches('(').to_string(), Vec::new()));
        }
        let w = l.split_whitespace().next().unwrap_or("");
        if w.starts_with("ld.") && !w.starts_with("ld.param") {
            if let Some(k) = out.last_mut() {
                k.1.push(w.to_string());
            }
        }
    }
    out
}

fn check_same(before: &Module, after: &Module, what: &str) {
    let ptx = ptx_of(after);
    for spec in specs() {
        let want = run_module(before, &spec).unwrap();
        let got = run_module(after, &spec).unwrap();
        compare(&want, &got, None).unwrap_or_else(|e| panic!("{what} {}: {e}", spec.kernel));
        let got = run_ptx_text("forward.ptx", &ptx, &spec).unwrap();
        compare(&want, &got, None).unwrap_or_else(|e| panic!("{what} {} (PTX): {e}", spec.kernel));
    }
}

#[test]
fn loads_see_through_stores_only_where_proven() {
    let before = source();
    let off = loads(&ptx_of(&optimize(&before, &config(false, None)).0));
    let after = optimize(&before, &config(true, None)).0;
    let ptx = ptx_of(&after);
    let on = loads(&ptx);
    let count =
        |v: &[(String, Vec<String>)], k: &str| v.iter().find(|x| x.0 == k).map_or(0, |x| x.1.len());
    // Forwarded or reused: one load fewer each.
    for k in [
        "same_addr",
        "past_disjoint",
        "restrict_past",
        "local_vs_param",
        "diamond_disjoint",
        "phi_index",
        "after_loop",
    ] {
        assert_eq!(count(&on, k) + 1, count(&off, k), "@{k}: {ptx}");
    }
    // Nothing proves these unchanged.
    for k in [
        "may_alias",
        "type_pun",
        "partial",
        "barrier_between",
        "volatile_between",
        "diamond_clobber",
    ] {
        assert_eq!(count(&on, k), count(&off, k), "@{k}: {ptx}");
    }
    check_same(&before, &after, "dag");
    if let Some(ptxas) = tools::need("WARPSAT_PTXAS") {
        let frames = tools::ptxas_stack_frames(&ptxas, &ptx, "sm_80");
        assert_eq!(frames.len(), 13, "{frames:?}");
    }
    let table: Vec<String> = on
        .iter()
        .map(|(k, l)| format!("@{k}: {} -> {}", count(&off, k), l.join(" ")))
        .collect();
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../../snapshots/forward");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!("forward_loads", table.join("\n")));
}

#[test]
fn chaos_extraction_never_reads_memory_before_the_store() {
    let before = source();
    for seed in 1..=8 {
        let after = optimize(&before, &config(true, Some(seed))).0;
        check_same(&before, &after, &format!("seed {seed}"));
    }
}
