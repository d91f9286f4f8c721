//! Packed 16-bit float trees of the `slp` rule set on `tests/slp/half2.ll`:
//! which store-seeded trees become `.f16x2`/`.bf16x2` operations (snapshot
//! of the remarks), what the selected PTX holds per kernel on sm_80 and
//! sm_90, that `-slp-threshold` and `-slp-recursion-max-depth` act, and
//! that every kernel computes the same bits on the nvvm and PTX
//! interpreters, with the DAG extractor and with chaos extraction.

mod common;

use common::{optimize, select_ptx};
use dialects::ir::Module;
use interp::diff::{compare, run_module, run_ptx_text};
use interp::spec::Spec;
use rewrites::slp::SlpConfig;
use rewrites::EgraphConfig;
use rustc_hash::FxHashMap;
use tests::tools;

fn source() -> Module {
    common::import_test("tests/slp/half2.ll")
}

fn config(slp: SlpConfig, chaos: Option<u64>) -> EgraphConfig {
    common::slp_config(slp, chaos)
}

fn sm(n: u32) -> SlpConfig {
    SlpConfig {
        sm: n,
        ..SlpConfig::default()
    }
}

/// Random halves and bfloats in [-3, 3], and edge values: zeros of both
/// signs, subnormals, values whose sums and products overflow (infinities,
/// then NaNs further up the trees).
fn specs() -> Vec<Spec> {
    let mut out = Vec::new();
    for (kernel, ty, extra) in [
        ("tree_f16", "f16", ""),
        ("sub_f16x4", "f16", ""),
        ("fma_bf16", "bf16", ""),
        ("scaled", "f16", "arg f16 1.5\n"),
        ("scaled_only", "f16", "arg f16 -0.75\n"),
        ("refused", "f16", ""),
        ("source_vec", "f16", ""),
        ("scalar_bf16", "bf16", ""),
    ] {
        let n = match kernel {
            "refused" => 6 * 64,
            "scalar_bf16" => 64,
            _ => 4 * 64,
        };
        let args = if kernel == "scaled_only" { 2 } else { 3 };
        let edges = if ty == "bf16" {
            "values(0,-0,1e-38,-1e-40,3e38,-3e38,2.5,-1,0.1,3e38,7,-0)"
        } else {
            "values(0,-0,6e-8,-6e-8,60000,-60000,65504,1e-4,-2.5,60000,3,-0)"
        };
        for data in ["random(-3,3)", edges] {
            let mut s = format!("kernel {kernel}\nblock 64\nseed 11\n");
            for _ in 0..args {
                s += &format!("arg {ty}[{n}] {data}\n");
            }
            s += extra;
            out.push(Spec::parse(&s).unwrap());
        }
    }
    out
}

/// Kernel name to its body's instruction lines.
fn kernels(ptx: &str) -> FxHashMap<String, Vec<String>> {
    let mut out: FxHashMap<String, Vec<String>> = FxHashMap::default();
    let mut cur = String::new();
    for l in ptx.lines() {
        if let Some(rest) = l.strip_prefix(".visible .entry ") {
            cur = rest.trim_end_matches('(').to_string();
        } else if !cur.is_empty() && !l.trim().starts_with('.') {
            out.entry(cur.clone())
                .or_default()
                .push(l.trim().to_string());
        }
    }
    out
}

fn count(lines: &[String], prefix: &str) -> usize {
    lines.iter().filter(|l| l.starts_with(prefix)).count()
}

/// Checks `after` against `before` on the nvvm interpreter and its PTX,
/// cleaned up and raw, on the PTX interpreter; returns the cleaned PTX.
fn check_same(before: &Module, after: &Module, arch: &str, what: &str) -> String {
    let ptx = select_ptx(after, arch, true);
    let raw = select_ptx(after, arch, false);
    for spec in specs() {
        let want = run_module(before, &spec).unwrap();
        let got = run_module(after, &spec).unwrap();
        compare(&want, &got, None).unwrap_or_else(|e| panic!("{what} {}: {e}", spec.kernel));
        for (form, text) in [("clean", &ptx), ("raw", &raw)] {
            let got = run_ptx_text("half2.ptx", text, &spec).unwrap();
            compare(&want, &got, None)
                .unwrap_or_else(|e| panic!("{what} {} ({form} PTX {arch}): {e}", spec.kernel));
        }
    }
    if let Some(ptxas) = tools::need("WARPSAT_PTXAS") {
        let frames = tools::ptxas_stack_frames(&ptxas, &ptx, arch);
        assert_eq!(frames.len(), 8, "{arch}: {frames:?}");
    }
    ptx
}

#[test]
fn store_seeded_trees_become_packed_operations() {
    let before = source();
    let (after, lines) = optimize(&before, &config(sm(80), None));
    let ptx = check_same(&before, &after, "sm_80", "sm_80");
    let k = kernels(&ptx);
    // Three packed operations over two word loads, one word store.
    let t = &k["tree_f16"];
    for op in ["add.rn.f16x2", "mul.rn.f16x2", "fma.rn.f16x2"] {
        assert_eq!(count(t, op), 1, "{op}: {t:#?}");
    }
    assert_eq!(count(t, "ld.global.b32"), 2, "{t:#?}");
    assert_eq!(count(t, "st.global.b32"), 1, "{t:#?}");
    assert_eq!(count(t, "add.rn.f16 ") + count(t, "mov.b32"), 0, "{t:#?}");
    // Four lanes: two pairs, words loaded and stored as .v2.b32.
    let t = &k["sub_f16x4"];
    assert_eq!(count(t, "sub.rn.f16x2"), 2, "{t:#?}");
    assert_eq!(count(t, "ld.global.v2.b32"), 2, "{t:#?}");
    assert_eq!(count(t, "st.global.v2.b32"), 1, "{t:#?}");
    // bfloat on sm_80: the fma and the add (as an fma by 1.0) pack.
    let t = &k["fma_bf16"];
    assert_eq!(count(t, "fma.rn.bf16x2"), 2, "{t:#?}");
    assert_eq!(count(t, "cvt.rn") + count(t, "cvt.u32.u16"), 0, "{t:#?}");
    // One gather (the splat of %s) for two packed operations.
    let t = &k["scaled"];
    assert_eq!(
        count(t, "mul.rn.f16x2") + count(t, "add.rn.f16x2"),
        2,
        "{t:#?}"
    );
    assert_eq!(count(t, "mov.b32"), 1, "{t:#?}");
    // Not worth it, not isomorphic, crossed, or no packed form.
    for name in ["scaled_only", "refused"] {
        assert!(
            k[name].iter().all(|l| !l.contains("x2")),
            "{name}: {:#?}",
            k[name]
        );
    }
    // Scalar bfloat: three fused multiply-adds, no f32 detour.
    let t = &k["scalar_bf16"];
    assert_eq!(count(t, "fma.rn.bf16 "), 3, "{t:#?}");
    assert_eq!(count(t, "cvt.rn") + count(t, "cvt.u32.u16"), 0, "{t:#?}");
    // Source vector operations are packed by selection itself.
    let t = &k["source_vec"];
    assert_eq!(count(t, "fma.rn.f16x2"), 1, "{t:#?}");
    assert_eq!(count(t, "mul.rn.f16x2"), 2, "{t:#?}");
    let consts: Vec<_> = t.iter().filter(|l| l.starts_with("mov.b32")).collect();
    // <2.0, -0.5>: 0xB800 above 0x4000.
    assert_eq!(consts.len(), 1, "{t:#?}");
    assert!(
        consts[0].ends_with(&format!(", {};", 0xB800_4000u32)),
        "{t:#?}"
    );
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../../snapshots/slp");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!("packed_remarks", lines.join("\n")));
    // `-dump-slp` lists each tree considered.
    let mut m = before.clone();
    let stats = rewrites::optimize_module(&mut m, &config(SlpConfig { dump: 1, ..sm(80) }, None));
    let dump: String = stats.iter().map(|s| s.slp_dump.clone()).collect();
    for want in [
        "tree lanes 0-1 of the store to %pc0: 3 packed <2 x f16> operations, 0 gathers, cost -3",
        "tree lanes 0-1 of the store to %pc: 2 packed <2 x f16> operations, 1 gathers, cost -1",
        "tree lanes 0-1 of the store to %pc: not isomorphic (nvvm.fadd and nvvm.fsub)",
    ] {
        assert!(dump.contains(want), "missing {want:?} in:\n{dump}");
    }
}

#[test]
fn bfloat_arithmetic_is_native_on_sm_90() {
    let before = source();
    let (after, _) = optimize(&before, &config(sm(90), None));
    let ptx = check_same(&before, &after, "sm_90", "sm_90");
    let t = &kernels(&ptx)["fma_bf16"];
    assert_eq!(count(t, "fma.rn.bf16x2"), 1, "{t:#?}");
    assert_eq!(count(t, "add.rn.bf16x2"), 1, "{t:#?}");
    assert_eq!(count(t, "mov.b32"), 0, "{t:#?}");
    let t = &kernels(&ptx)["scalar_bf16"];
    for op in ["sub.rn.bf16 ", "mul.rn.bf16 ", "add.rn.bf16 "] {
        assert_eq!(count(t, op), 1, "{op}: {t:#?}");
    }
}

#[test]
fn without_a_packed_form_nothing_is_packed() {
    // sm 0: the rule adds no packed operations; lanes stay scalar.
    let before = source();
    let (after, lines) = optimize(&before, &config(sm(0), None));
    assert!(
        lines.iter().all(|l| !l.contains("operations computing")),
        "{lines:#?}"
    );
    let ptx = check_same(&before, &after, "sm_80", "sm 0");
    let k = kernels(&ptx);
    assert_eq!(count(&k["tree_f16"], "add.rn.f16x2"), 0);
}

#[test]
fn chaos_extraction_of_packed_trees_computes_the_same() {
    let before = source();
    for seed in 1..=4 {
        let (after, _) = optimize(&before, &config(sm(80), Some(seed)));
        check_same(&before, &after, "sm_80", &format!("seed {seed}"));
    }
}

/// `-slp-threshold` raises the gain a tree must have; a recursion depth of
/// one packs only trees of one operation over packed lanes.
#[test]
fn knobs_bound_the_trees() {
    let before = source();
    let packed = |slp: SlpConfig, kernel: &str| {
        let (after, lines) = optimize(&before, &config(slp, None));
        let ptx = check_same(&before, &after, "sm_80", "knob");
        let t = kernels(&ptx)[kernel].clone();
        (t.iter().filter(|l| l.contains("f16x2")).count(), lines)
    };
    // Each pair of `sub_f16x4` saves one instruction (cost -1): above
    // -slp-threshold -2, while its four-lane loads and store (cost -3)
    // still pack.
    let (n, lines) = packed(
        SlpConfig {
            threshold: 2,
            ..sm(80)
        },
        "sub_f16x4",
    );
    assert_eq!(n, 0, "{lines:#?}");
    assert!(
        lines.iter().any(|l| l
            == "@sub_f16x4: Cannot SLP vectorize list: 1 x <2 x f16> operations computing lanes 2-3 of the store to %pc: not beneficial: cost -1 above -slp-threshold -2"),
        "{lines:#?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("@sub_f16x4: Stores SLP vectorized with cost -3")),
        "{lines:#?}"
    );
    let (n, _) = packed(
        SlpConfig {
            threshold: 1,
            ..sm(80)
        },
        "sub_f16x4",
    );
    assert_eq!(n, 2);
    // Depth 1: the fma's operands are not paired, so the tree is not
    // packed; a single subtraction over loaded lanes still is.
    let (n, _) = packed(
        SlpConfig {
            max_depth: 1,
            ..sm(80)
        },
        "tree_f16",
    );
    assert_eq!(n, 0);
    let (n, _) = packed(
        SlpConfig {
            max_depth: 1,
            ..sm(80)
        },
        "sub_f16x4",
    );
    assert_eq!(n, 2);
}
