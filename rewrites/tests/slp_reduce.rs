//! Horizontal reductions of the `slp` rule set on `tests/slp/reduce.ll`:
//! which trees become pairwise trees over loaded lanes (snapshot of the
//! remarks), how deep the emitted PTX's reduction chains are, that the
//! knobs of seed 004 act, and that every kernel computes the same on the
//! nvvm and PTX interpreters, with the DAG extractor and with chaos
//! extraction. `@sum4` is reassociated (it has `reassoc`), so its floats
//! are compared within a relative 1e-5; everything else exactly.

mod common;

use common::{optimize, ptx_of};
use dialects::ir::Module;
use interp::diff::{compare, run_module, run_ptx_text, Tolerance};
use interp::spec::Spec;
use rewrites::slp::SlpConfig;
use rewrites::EgraphConfig;
use rustc_hash::FxHashMap;
use tests::tools;

fn source() -> Module {
    common::import_test("tests/slp/reduce.ll")
}

fn config(slp: SlpConfig, chaos: Option<u64>) -> EgraphConfig {
    common::slp_config(slp, chaos)
}

fn specs() -> Vec<Spec> {
    [
        "kernel sum4\nblock 32\narg f32[128] random(-5,5)\narg f32[32] zero",
        "kernel sum4_strict\nblock 32\narg f32[128] random(-5,5)\narg f32[32] zero",
        "kernel max8\nblock 32\narg f32[256] random(-5,5)\narg f32[32] zero",
        "kernel iadd_acc\nblock 32\narg i32[128] random(-100000,100000)\narg i32[32] zero\narg i32 77",
        "kernel smin_row\nblock 32\narg i32[128] random(-1000,1000)\narg i32[64] zero",
        "kernel sum_i16x4\nblock 32\narg i16[128] random(-30000,30000)\narg i16[32] zero",
        "kernel odd3\nblock 32\narg f32[128] random(-5,5)\narg f32[32] zero",
        "kernel unaligned\nblock 32\narg f32[64] random(-5,5)\narg f32[32] zero",
        "kernel prefixes\nblock 32\narg i32[256] random(-100000,100000)\narg i32[64] zero",
    ]
    .iter()
    .map(|s| Spec::parse(&format!("{s}\nseed 5\n")).unwrap())
    .collect()
}

/// Kernel name to its body's instruction lines.
fn kernels(ptx: &str) -> FxHashMap<String, Vec<String>> {
    let mut out: FxHashMap<String, Vec<String>> = FxHashMap::default();
    let mut cur = String::new();
    for l in ptx.lines() {
        if let Some(rest) = l.strip_prefix(".visible .entry ") {
            cur = rest.trim_end_matches('(').to_string();
        } else if !cur.is_empty() {
            out.entry(cur.clone())
                .or_default()
                .push(l.trim().to_string());
        }
    }
    out
}

/// The longest chain of instructions starting with `op` (each reading the
/// result of the one before it), from the kernel's PTX.
fn chain_depth(lines: &[String], op: &str) -> u32 {
    let mut depth: FxHashMap<String, u32> = FxHashMap::default();
    let mut best = 0;
    for l in lines {
        if !l.starts_with(op) {
            continue;
        }
        let regs: Vec<String> = l
            .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
            .filter(|w| w.starts_with('%'))
            .map(str::to_string)
            .collect();
        let Some((d, srcs)) = regs.split_first() else {
            continue;
        };
        let k = 1 + srcs.iter().filter_map(|s| depth.get(s)).max().unwrap_or(&0);
        best = best.max(k);
        depth.insert(d.clone(), k);
    }
    best
}

fn tol(kernel: &str) -> Option<Tolerance> {
    (kernel == "sum4").then_some(Tolerance {
        rel: 1e-5,
        abs: 1e-5,
    })
}

fn check_same(before: &Module, after: &Module, what: &str) {
    let ptx = ptx_of(after);
    for spec in specs() {
        let want = run_module(before, &spec).unwrap();
        let got = run_module(after, &spec).unwrap();
        compare(&want, &got, tol(&spec.kernel))
            .unwrap_or_else(|e| panic!("{what} {}: {e}", spec.kernel));
        let got = run_ptx_text("reduce.ptx", &ptx, &spec).unwrap();
        compare(&want, &got, tol(&spec.kernel))
            .unwrap_or_else(|e| panic!("{what} {} (PTX): {e}", spec.kernel));
    }
}

#[test]
fn reductions_over_loaded_lanes_become_pairwise_trees() {
    let before = source();
    let (after, lines) = optimize(&before, &config(SlpConfig::default(), None));
    let ptx = ptx_of(&after);
    let k = kernels(&ptx);
    // Pairwise: log2(lanes) deep; the strict float chain keeps its order.
    assert_eq!(chain_depth(&k["max8"], "max.f32"), 3, "{ptx}");
    assert_eq!(chain_depth(&k["sum4"], "add.rn.f32"), 2, "{ptx}");
    assert_eq!(chain_depth(&k["sum4_strict"], "add.rn.f32"), 3, "{ptx}");
    assert_eq!(chain_depth(&k["odd3"], "max.f32"), 2, "{ptx}");
    assert_eq!(chain_depth(&k["unaligned"], "max.f32"), 3, "{ptx}");
    // The accumulator joins the lanes' tree last: 3 adds deep, not 4.
    assert_eq!(chain_depth(&k["iadd_acc"], "add.s32"), 3, "{ptx}");
    // The stored prefix is a leaf: 3 adds for it, 4 over it and the other
    // vector's lanes; not 7 more over all eight lanes.
    let adds = k["prefixes"]
        .iter()
        .filter(|l| l.starts_with("add.s32"))
        .count();
    assert_eq!(adds, 7, "{ptx}");
    let loads = |name: &str| {
        k[name]
            .iter()
            .filter(|l| l.starts_with("ld.") && !l.starts_with("ld.param"))
            .cloned()
            .collect::<Vec<_>>()
    };
    assert!(
        loads("max8").iter().all(|l| l.starts_with("ld.v4.f32")),
        "{ptx}"
    );
    assert_eq!(loads("max8").len(), 2);
    check_same(&before, &after, "dag");
    if let Some(ptxas) = tools::need("WARPSAT_PTXAS") {
        let frames = tools::ptxas_stack_frames(&ptxas, &ptx, "sm_80");
        assert_eq!(frames.len(), 9, "{frames:?}");
    }
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../../snapshots/slp");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!("reduce_remarks", lines.join("\n")));
}

#[test]
fn chaos_extraction_of_reductions_computes_the_same() {
    let before = source();
    for seed in 1..=4 {
        let (after, _) = optimize(&before, &config(SlpConfig::default(), Some(seed)));
        check_same(&before, &after, &format!("seed {seed}"));
    }
}

/// `-slp-vectorize-hor`, `-slp-vectorize-hor-store`, `-slp-min-tree-size`,
/// `-slp-recursion-max-depth`, `-slp-min-reg-size` and `-slp-threshold`
/// each change which trees are taken.
#[test]
fn reduction_knobs_act() {
    let before = source();
    let run = |slp: SlpConfig| {
        let (after, lines) = optimize(&before, &config(slp, None));
        check_same(&before, &after, "knob");
        let ptx = ptx_of(&after);
        (kernels(&ptx), lines)
    };
    let vectorized = |lines: &[String], f: &str| {
        lines
            .iter()
            .any(|l| l.starts_with(&format!("@{f}: Vectorized horizontal")))
    };
    let (k, lines) = run(SlpConfig {
        hor: false,
        ..SlpConfig::default()
    });
    assert!(
        lines.iter().all(|l| !l.contains("horizontal")),
        "{lines:#?}"
    );
    assert_eq!(chain_depth(&k["max8"], "max.f32"), 7);

    let (_, lines) = run(SlpConfig::default());
    assert!(!vectorized(&lines, "smin_row"), "{lines:#?}");
    let (k, lines) = run(SlpConfig {
        hor_store: true,
        ..SlpConfig::default()
    });
    assert!(vectorized(&lines, "smin_row"), "{lines:#?}");
    assert_eq!(chain_depth(&k["smin_row"], "min.s32"), 2);

    let (k, lines) = run(SlpConfig {
        min_tree_size: 9,
        ..SlpConfig::default()
    });
    assert!(!vectorized(&lines, "max8"), "{lines:#?}");
    assert!(lines.iter().any(|l| l.contains("9 needed")), "{lines:#?}");
    assert_eq!(chain_depth(&k["max8"], "max.f32"), 7);

    let (_, lines) = run(SlpConfig {
        max_depth: 2,
        ..SlpConfig::default()
    });
    assert!(!vectorized(&lines, "max8"), "{lines:#?}");

    let (k, lines) = run(SlpConfig {
        min_reg_bits: 64,
        ..SlpConfig::default()
    });
    assert!(vectorized(&lines, "sum_i16x4"), "{lines:#?}");
    assert_eq!(chain_depth(&k["sum_i16x4"], "xor.b16"), 2);

    // Packed when cost <= -threshold: sum4 saves one level (cost -1),
    // max8 ten; a threshold of 3 refuses the first and keeps the second.
    let (k, lines) = run(SlpConfig {
        threshold: 3,
        ..SlpConfig::default()
    });
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("@sum4: HorSLPNotBeneficial")),
        "{lines:#?}"
    );
    assert_eq!(chain_depth(&k["sum4"], "add.rn.f32"), 3);
    assert!(vectorized(&lines, "max8"), "{lines:#?}");
}
