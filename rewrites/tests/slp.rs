//! The `slp` rule set on `tests/slp/pack.ll`: which tiles are packed and
//! why others are not (snapshot of the remarks), the vector accesses in
//! the PTX, and that every kernel computes the same buffers before and
//! after, on the nvvm interpreter and, selected to PTX, on the PTX
//! interpreter, with the DAG extractor and with chaos extraction. The
//! misaligned kernel runs with a base 4 bytes past a 16-byte boundary, so
//! a vector access there would be a misaligned-access error. ptxas
//! accepts the PTX.

mod common;

use common::{optimize, ptx_of};
use dialects::ir::Module;
use interp::diff::{compare, run_module, run_ptx_text};
use interp::spec::Spec;
use rewrites::extract::ExtractorKind;
use rewrites::rules::RuleConfig;
use rewrites::slp::SlpConfig;
use rewrites::EgraphConfig;
use tests::tools;

fn source() -> Module {
    let path = tools::repo_root().join("tests/slp/pack.ll");
    let text = std::fs::read_to_string(&path).unwrap();
    llvm::import::import("pack.ll", &text).unwrap()
}

fn config(chaos: Option<u64>) -> EgraphConfig {
    EgraphConfig {
        sets: vec!["algebra".into()],
        rule_cfg: RuleConfig { fmad: false },
        slp: Some(SlpConfig::default()),
        extractor: chaos.map_or(ExtractorKind::default(), ExtractorKind::Chaos),
        ..EgraphConfig::default()
    }
}

fn specs() -> Vec<Spec> {
    [
        "kernel aos4\nblock 32\narg f32[128] random(-5,5)\narg f32[128] random(-5,5)\narg i32 29",
        "kernel misaligned\nblock 32\narg f32[136] random(-5,5)\narg f32[136] zero\narg i64 4",
        "kernel store_between\nblock 32\narg f32[64] random(-5,5)\narg f32[32] zero",
        "kernel alias_stores\nblock 32\narg f32[64] zero\narg f32[32] zero\narg f32 2.5",
        "kernel load_between\nblock 32\narg f32[64] zero\narg f32[32] random(-5,5)\narg f32 1.5",
        "kernel odd3\nblock 32\narg f32[128] random(-5,5)\narg f32[128] zero",
        "kernel mixed\nblock 32\narg i32[64] random(-1000,1000)\narg f32[32] zero",
        "kernel local_fill\nblock 32\narg f32[256] random(-5,5)\narg f32[32] zero",
        "kernel rmw2\nblock 32\narg f32[64] random(-5,5)\narg f32 1.5",
        "kernel rmw_dep\nblock 32\narg f32[64] random(-5,5)\narg f32 1.5",
        "kernel across_diamond\nblock 32\narg f32[64] random(-5,5)\narg f32[32] zero\narg i32 13",
        "kernel across_store\nblock 32\narg f32[64] random(-5,5)\narg f32[32] zero\narg i32 13",
        "kernel across_exit\nblock 32\narg f32[64] random(-5,5)\narg f32[32] zero\narg i32 13",
        "kernel small\nblock 32\narg i8[128] random(0,255)\narg f16[64] random(-2,2)\narg f32[32] zero",
        "kernel restrict_between\nblock 32\narg f32[64] random(-5,5)\narg f32[64] zero\narg f32[32] zero",
        "kernel gap_front\nblock 32\narg f32[128] random(-5,5)\narg f32[32] zero",
        "kernel local_fill\nblock 32\narg f32[256] random(-5,5)\narg f32[32] zero",
        "kernel rmw2\nblock 32\narg f32[64] random(-5,5)\narg f32 1.5",
        "kernel rmw_dep\nblock 32\narg f32[64] random(-5,5)\narg f32 1.5",
        "kernel across_diamond\nblock 32\narg f32[64] random(-5,5)\narg f32[32] zero\narg i32 13",
        "kernel across_store\nblock 32\narg f32[64] random(-5,5)\narg f32[32] zero\narg i32 13",
        "kernel across_exit\nblock 32\narg f32[64] random(-5,5)\narg f32[32] zero\narg i32 13",
        "kernel small\nblock 32\narg i8[128] random(0,255)\narg f16[64] random(-2,2)\narg f32[32] zero",
        "kernel restrict_between\nblock 32\narg f32[64] random(-5,5)\narg f32[64] zero\narg f32[32] zero",
        "kernel gap_front\nblock 32\narg f32[128] random(-5,5)\narg f32[32] zero",
        "kernel wide\nblock 32\narg i64[64] random(-1000,1000)\narg f16[128] random(-2,2)\narg f32[32] zero",
    ]
    .iter()
    .map(|s| Spec::parse(&format!("{s}\nseed 11\n")).unwrap())
    .collect()
}

/// The global memory instructions of each kernel in `ptx`.
fn accesses(ptx: &str) -> Vec<(String, Vec<String>)> {
    let mut out: Vec<(String, Vec<String>)> = Vec::new();
    for l in ptx.lines() {
        if let Some(rest) = l.strip_prefix(".visible .entry ") {
            out.push((rest.trim_end_matches('(').to_string(), Vec::new()));
        }
        let w = l.split_whitespace().next().unwrap_or("");
        if w.starts_with("ld.global") || w.starts_with("st.global") {
            if let Some(k) = out.last_mut() {
                k.1.push(w.to_string());
            }
        }
    }
    out
}

#[test]
fn tiles_are_packed_only_where_proven_and_compute_the_same() {
    let before = source();
    let (after, lines) = optimize(&before, &config(None));
    let ptx = ptx_of(&after);
    let acc = accesses(&ptx);
    let of = |k: &str| acc.iter().find(|a| a.0 == k).unwrap().1.clone();
    assert_eq!(
        of("aos4"),
        ["ld.global.v4.f32", "ld.global.v4.f32", "st.global.v4.f32"],
        "{ptx}"
    );
    assert_eq!(
        of("odd3"),
        ["ld.global.v4.f32", "st.global.v2.f32", "st.global.f32"]
    );
    assert_eq!(of("gap_front"), ["ld.global.v4.f32", "st.global.f32"]);
    assert_eq!(of("rmw2"), ["ld.global.v2.f32", "st.global.v2.f32"]);
    assert_eq!(of("across_diamond"), ["ld.global.v2.f32", "st.global.f32"]);
    assert_eq!(
        of("restrict_between"),
        ["ld.global.v2.f32", "st.global.f32", "st.global.v2.f32"]
    );
    assert_eq!(
        of("small"),
        [
            "ld.global.v4.u8",
            "st.global.v4.u8",
            "ld.global.v2.b16",
            "st.global.f32"
        ]
    );
    let local = ptx
        .lines()
        .filter(|l| l.trim_start().starts_with("st.v4.f32"))
        .count();
    assert_eq!(local, 2, "@local_fill: {ptx}");
    assert_eq!(
        of("local_fill")[..2],
        ["ld.global.v4.f32", "ld.global.v4.f32"]
    );
    assert!(ptx.contains(".local .align 16 .b8"), "{ptx}");
    assert_eq!(of("wide")[..2], ["ld.global.v2.u64", "ld.global.v4.b16"]);
    for k in [
        "misaligned",
        "store_between",
        "alias_stores",
        "load_between",
        "mixed",
        "rmw_dep",
        "across_store",
        "across_exit",
    ] {
        assert!(of(k).iter().all(|w| !w.contains(".v")), "@{k}: {:?}", of(k));
    }
    for spec in specs() {
        let want = run_module(&before, &spec).unwrap();
        let got = run_module(&after, &spec).unwrap();
        compare(&want, &got, None).unwrap_or_else(|e| panic!("{}: {e}", spec.kernel));
        let got = run_ptx_text("slp.ptx", &ptx, &spec).unwrap();
        compare(&want, &got, None).unwrap_or_else(|e| panic!("{} (PTX): {e}", spec.kernel));
    }
    if let Some(ptxas) = tools::need("WARPSAT_PTXAS") {
        let frames = tools::ptxas_stack_frames(&ptxas, &ptx, "sm_80");
        assert_eq!(frames.len(), 17, "{frames:?}");
    }
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../../snapshots/slp");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!("pack_remarks", lines.join("\n")));
}

/// Any valid choice between scalar loads and vector lanes elaborates to a
/// program computing the same (lanes of one vector load may come from the
/// vector in one block and from their scalar loads in another).
#[test]
fn chaos_extraction_with_vector_lanes_computes_the_same() {
    let before = source();
    for seed in 1..=6 {
        let (after, _) = optimize(&before, &config(Some(seed)));
        let ptx = ptx_of(&after);
        for spec in specs() {
            let want = run_module(&before, &spec).unwrap();
            let got = run_module(&after, &spec).unwrap();
            compare(&want, &got, None)
                .unwrap_or_else(|e| panic!("seed {seed} {}: {e}", spec.kernel));
            let got = run_ptx_text("slp.ptx", &ptx, &spec).unwrap();
            compare(&want, &got, None)
                .unwrap_or_else(|e| panic!("seed {seed} {} (PTX): {e}", spec.kernel));
        }
    }
}

/// `-slp-threshold`, `-slp-max-vf` and `-slp-schedule-budget` are read: a threshold above the
/// saving packs nothing; two lanes at most turn a .v4 tile into .v2 ones.
#[test]
fn knobs_bound_what_is_packed() {
    let before = source();
    let mut cfg = config(None);
    cfg.slp = Some(SlpConfig {
        threshold: 4,
        ..SlpConfig::default()
    });
    let (_, lines) = optimize(&before, &cfg);
    assert!(lines.iter().all(|l| l.contains("Cannot")), "{lines:#?}");
    assert!(
        lines.iter().any(|l| l.contains("not beneficial")),
        "{lines:#?}"
    );
    cfg.slp = Some(SlpConfig {
        max_vf: 2,
        ..SlpConfig::default()
    });
    let (after, lines) = optimize(&before, &cfg);
    assert!(
        lines.iter().all(|l| !l.contains("tree size 4")),
        "{lines:#?}"
    );
    let ptx = ptx_of(&after);
    let acc = accesses(&ptx);
    let aos4 = &acc.iter().find(|a| a.0 == "aos4").unwrap().1;
    assert_eq!(
        aos4.iter().filter(|w| w.contains(".v2")).count(),
        6,
        "{aos4:?}"
    ); // `-slp-schedule-budget`: a tile may span at most that many items
       // of its block; with 1, no two accesses of one block share a region
       // (loads of one memory state in different blocks still may: nothing
       // at all runs between them).
    cfg.slp = Some(SlpConfig {
        schedule_budget: 1,
        ..SlpConfig::default()
    });
    let (after, lines) = optimize(&before, &cfg);
    let packed: Vec<&String> = lines.iter().filter(|l| l.contains("vectorized")).collect();
    assert!(
        packed.iter().all(|l| l.starts_with("@across_diamond:")),
        "{packed:#?}"
    );
    let ptx = ptx_of(&after);
    assert!(
        accesses(&ptx)
            .iter()
            .filter(|a| a.0 != "across_diamond")
            .all(|a| a.1.iter().all(|w| !w.contains(".v"))),
        "{ptx}"
    );
}
