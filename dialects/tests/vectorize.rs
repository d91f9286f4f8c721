//! Loop vectorization (`dialects::vectorize`, seed 003) on
//! `tests/vectorize/loops.ll`: the decision per loop and its remark tag
//! (snapshot); the same buffers before and after on the nvvm interpreter
//! and, selected to PTX, on the PTX interpreter, for trip counts 0 to 9,
//! 16, 17 and 37 and rows starting at every alignment (a misaligned vector
//! access faults in both interpreters); fewer loads executed where the
//! rows are aligned, so that the vector loop is shown to run; ptxas
//! accepting the PTX.

use dialects::ir::Module;
use dialects::vectorize::{Outcome, VectorizeConfig};
use interp::diff::{compare, run_module, run_ptx_text};
use interp::spec::Spec;
use tests::tools;

fn source() -> String {
    std::fs::read_to_string(tools::repo_root().join("tests/vectorize/loops.ll")).unwrap()
}

/// Vectorizes every function; one line per decision.
fn vectorize(m: &mut Module, cfg: &VectorizeConfig) -> Vec<String> {
    let mut lines = Vec::new();
    for f in m.funcs.values_mut() {
        let name = f.name.clone();
        let Some(body) = f.body.as_mut() else {
            continue;
        };
        for d in dialects::vectorize::vectorize_function(body, cfg) {
            let tag = match &d.outcome {
                Outcome::Vectorized { .. } => "Vectorized",
                Outcome::Missed(m) => m.tag,
            };
            lines.push(format!("@{name} ^{} [{tag}]: {}", d.header, d.message()));
        }
    }
    lines
}

/// (kernel, element type, vectorized with `-vectorize-varying-alignment=2`).
const KERNELS: [(&str, &str, bool); 15] = [
    ("axpy", "f32", true),
    ("dot", "f32", true),
    ("down", "f32", true),
    ("recur", "f32", false),
    ("ahead4", "f32", true),
    ("ahead2", "f32", true),
    ("dbl", "f64", true),
    ("bytes", "u8", true),
    ("stencil", "f32", true),
    ("barrier", "f32", false),
    ("short", "f32", false),
    ("pragma_off", "f32", false),
    ("unsigned", "f32", true),
    ("callee", "f32", false),
    ("rows16", "f32", true),
];

/// Kernels vectorized by default: the others' rows may be aligned
/// differently in the threads of a warp.
const UNIFORM: [&str; 2] = ["unsigned", "rows16"];

/// Rows aligned alike once a uniform test passes (level 1).
fn row_checks() -> VectorizeConfig {
    VectorizeConfig {
        alignment: dialects::vectorize::Alignment::RowChecks,
        ..Default::default()
    }
}

/// Every alignment: rows whose alignment varies between threads too.
fn varying() -> VectorizeConfig {
    VectorizeConfig {
        alignment: dialects::vectorize::Alignment::PerThread,
        ..Default::default()
    }
}

fn spec(k: &str, elem: &str, n: i32, off: i32) -> Spec {
    Spec::parse(&format!(
        "kernel {k}\nblock 8\narg {elem}[512] random(-4,4)\narg {elem}[512] random(-4,4)\n\
         arg i32 {n}\narg i32 {off}\nseed 5\n"
    ))
    .unwrap()
}

fn loads(o: &interp::diff::Outcome) -> u64 {
    o.stats
        .per_op
        .iter()
        .filter(|(k, _)| k.contains("load") || k.starts_with("ld"))
        .map(|(_, v)| v)
        .sum()
}

#[test]
fn vectorized_loops_compute_the_same_at_every_alignment() {
    let before = llvm::import::import("loops.ll", &source()).unwrap();
    let mut dflt = before.clone();
    let lines = vectorize(&mut dflt, &VectorizeConfig::default());
    for (k, _, _) in KERNELS {
        let vectorized = lines
            .iter()
            .any(|l| l.starts_with(&format!("@{k} ")) && l.contains("[Vectorized]"));
        assert_eq!(vectorized, UNIFORM.contains(&k), "@{k}: {lines:#?}");
    }
    // Per thread (level 2) and with row checks (level 1: the rows are `tid
    // * n` apart, tested once for `n` a multiple of the vector's elements)
    // every candidate is vectorized.
    for (cfg, level) in [(varying(), 2), (row_checks(), 1)] {
        let mut after = before.clone();
        let lines = vectorize(&mut after, &cfg);
        dialects::verify::verify_module(&after).unwrap();
        for (k, _, vectorized) in KERNELS {
            let line = lines
                .iter()
                .find(|l| l.starts_with(&format!("@{k} ")))
                .unwrap_or_else(|| panic!("@{k}: no decision in {lines:#?}"));
            assert_eq!(
                line.contains("[Vectorized]"),
                vectorized,
                "level {level}: {line}"
            );
        }
        let text = ptx::print::print_module(&isel::select_module(&after, "sm_80").unwrap());
        for (k, elem, vectorized) in KERNELS {
            for n in [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 17, 37] {
                // Element 1 onwards: the stencil reads one element back.
                for off in 1..=4 {
                    let at = format!("level {level} @{k} n={n} off={off}");
                    let spec = spec(k, elem, n, off);
                    let want = run_module(&before, &spec).unwrap();
                    let got = run_module(&after, &spec).unwrap_or_else(|e| panic!("{at}: {e}"));
                    compare(&want, &got, None).unwrap_or_else(|e| panic!("{at}: {e}"));
                    let ptx = run_ptx_text("vectorize.ptx", &text, &spec)
                        .unwrap_or_else(|e| panic!("{at} (PTX): {e}"));
                    compare(&want, &ptx, None).unwrap_or_else(|e| panic!("{at} (PTX): {e}"));
                    // Rows of 16 elements from element 4: every row aligned.
                    if vectorized && n == 16 && off == 4 {
                        assert!(
                            loads(&got) < loads(&want),
                            "{at}: the vector loop did not run ({} loads, {} before)",
                            loads(&got),
                            loads(&want)
                        );
                    }
                }
            }
        }
        if let Some(ptxas) = tools::need("WARPSAT_PTXAS") {
            let frames = tools::ptxas_stack_frames(&ptxas, &text, "sm_80");
            for (k, _, _) in KERNELS {
                assert_eq!(frames.get(k), Some(&0), "@{k}: {frames:?}");
            }
        }
    }
}

#[test]
fn vectorize_decisions_snapshot() {
    let m = llvm::import::import("loops.ll", &source()).unwrap();
    let text = [
        ("default", VectorizeConfig::default()),
        ("-vectorize-varying-alignment=1", row_checks()),
        ("-vectorize-varying-alignment=2", varying()),
    ]
    .map(|(what, cfg)| format!("{what}:\n{}", vectorize(&mut m.clone(), &cfg).join("\n")))
    .join("\n\n");
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../../snapshots/vectorize");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!("loops_decisions", text));
}

/// The knobs act (with `-vectorize-varying-alignment=2`, so that every
/// kernel's loop is a candidate): `-vectorize-loops=0` leaves every loop,
/// `-vectorizer-min-trip-count=4` lets the 8-iteration loop through,
/// `-force-target-max-vector-interleave=1` keeps one group per round, and
/// `-epilogue-vectorization-force-VF=2` vectorizes the remainder of a
/// loop of factor 4, which still computes the same.
#[test]
fn knobs_change_the_decisions() {
    let base = llvm::import::import("loops.ll", &source()).unwrap();
    let run = |cfg: VectorizeConfig| {
        let mut m = base.clone();
        let lines = vectorize(&mut m, &cfg);
        dialects::verify::verify_module(&m).unwrap();
        (m, lines)
    };
    let (_, off) = run(VectorizeConfig {
        enabled: false,
        ..varying()
    });
    assert!(off.is_empty(), "{off:?}");
    let (_, low) = run(VectorizeConfig {
        min_trip: 4,
        ..varying()
    });
    assert!(
        low.iter()
            .any(|l| l.starts_with("@short ") && l.contains("[Vectorized]")),
        "{low:#?}"
    );
    let one = |lines: &[String]| {
        lines
            .iter()
            .find(|l| l.starts_with("@bytes "))
            .cloned()
            .unwrap()
    };
    let (_, dflt) = run(varying());
    assert!(
        one(&dflt).contains("interleaved count: 2"),
        "{}",
        one(&dflt)
    );
    let (_, ic1) = run(VectorizeConfig {
        max_vector_interleave: 1,
        ..varying()
    });
    assert!(one(&ic1).contains("interleaved count: 1"), "{}", one(&ic1));
    let (epi, lines) = run(VectorizeConfig {
        epilogue_vf: 2,
        ..varying()
    });
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("@axpy ") && l.contains("vectorized epilogue loop")),
        "{lines:#?}"
    );
    // By default too: the remainder of rows aligned alike in a warp.
    let (_, lines) = run(VectorizeConfig {
        epilogue_vf: 2,
        ..Default::default()
    });
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("@rows16 ") && l.contains("vectorized epilogue loop")),
        "{lines:#?}"
    );
    for n in [0, 1, 2, 3, 5, 6, 7, 9, 37] {
        for off in 1..=4 {
            let spec = spec("axpy", "f32", n, off);
            compare(
                &run_module(&base, &spec).unwrap(),
                &run_module(&epi, &spec).unwrap(),
                None,
            )
            .unwrap_or_else(|e| panic!("n={n} off={off}: {e}"));
        }
    }
}

/// Register pressure bounds the interleave count: with a stand-in
/// predictor under which every loaded lane costs a register and more than
/// 4 halve the warps, `@bytes`'s two groups are cut to one and the remark
/// gives the numbers; with one that never loses warps they stay.
#[test]
fn pressure_cuts_the_interleave_count() {
    use dialects::unroll::PressureFit;
    let base = llvm::import::import("loops.ll", &source()).unwrap();
    let bytes = |check: &dyn Fn(&dialects::ir::Body) -> PressureFit| {
        let mut m = base.clone();
        let f = m.funcs.values_mut().find(|f| f.name == "bytes").unwrap();
        let body = f.body.as_mut().unwrap();
        let d = dialects::vectorize::vectorize_function_with(body, &varying(), Some(check));
        d[0].message()
    };
    let tight = |b: &dialects::ir::Body| {
        let regs = b
            .all_insts()
            .into_iter()
            .filter(|&i| b.dfg.insts[i].opcode == dialects::ir::Opcode::ExtractElement)
            .count() as u32;
        PressureFit {
            regs,
            warps: if regs > 4 { 32 } else { 64 },
            spills: false,
        }
    };
    let msg = bytes(&tight);
    assert!(msg.contains("interleaved count: 1"), "{msg}");
    assert!(
        msg.contains("interleave count 2 would lose occupancy (8 registers predicted, 4 with 1)"),
        "{msg}"
    );
    let roomy = |_: &dialects::ir::Body| PressureFit {
        regs: 32,
        warps: 64,
        spills: false,
    };
    let msg = bytes(&roomy);
    assert!(msg.contains("interleaved count: 2"), "{msg}");
}

/// Seed 003's interleave-only path: with `force-target-max-scalar-interleave`
/// at 4, the loops the cost model leaves at one lane (their rows'
/// alignment varies by thread) run 4 iterations per round, nothing
/// widened, and compute what they did on both interpreters; the loops
/// refused for legality stay refused, the widened ones stay widened; the
/// rounds show as fewer conditional branches executed. At the target's maximum of 1
/// nothing is interleaved.
#[test]
fn scalar_loops_interleave_only_when_the_knob_allows() {
    let before = llvm::import::import("loops.ll", &source()).unwrap();
    let cfg = VectorizeConfig {
        max_scalar_interleave: 4,
        ..Default::default()
    };
    let mut after = before.clone();
    let lines = vectorize(&mut after, &cfg);
    dialects::verify::verify_module(&after).unwrap();
    let line = |k: &str| {
        lines
            .iter()
            .find(|l| l.starts_with(&format!("@{k} ")))
            .cloned()
            .unwrap_or_else(|| panic!("@{k}: no decision in {lines:#?}"))
    };
    for (k, _, widens) in KERNELS {
        let l = line(k);
        let interleaved = l.contains("interleaved loop (interleaved count: 4)");
        assert_eq!(interleaved, widens && !UNIFORM.contains(&k), "{l}");
        assert_eq!(l.contains("vectorized loop"), UNIFORM.contains(&k), "{l}");
    }
    let mut dflt = before.clone();
    let lines = vectorize(&mut dflt, &VectorizeConfig::default());
    assert!(
        !lines.iter().any(|l| l.contains("interleaved loop")),
        "{lines:#?}"
    );
    let branches = |o: &interp::diff::Outcome| -> u64 {
        o.stats
            .per_op
            .iter()
            .filter(|(k, _)| k.contains("condbr"))
            .map(|(_, v)| v)
            .sum()
    };
    let text = ptx::print::print_module(&isel::select_module(&after, "sm_80").unwrap());
    for (k, elem, widens) in KERNELS {
        for n in [0, 1, 2, 3, 4, 5, 7, 8, 9, 16, 17, 37] {
            let at = format!("@{k} n={n}");
            let spec = spec(k, elem, n, 1);
            let want = run_module(&before, &spec).unwrap();
            let got = run_module(&after, &spec).unwrap_or_else(|e| panic!("{at}: {e}"));
            compare(&want, &got, None).unwrap_or_else(|e| panic!("{at}: {e}"));
            let ptx = run_ptx_text("interleave.ptx", &text, &spec)
                .unwrap_or_else(|e| panic!("{at} (PTX): {e}"));
            compare(&want, &ptx, None).unwrap_or_else(|e| panic!("{at} (PTX): {e}"));
            if widens && !UNIFORM.contains(&k) && n == 37 {
                assert!(
                    branches(&got) < branches(&want),
                    "{at}: {} branches, {} before",
                    branches(&got),
                    branches(&want)
                );
            }
        }
    }
    if let Some(ptxas) = tools::need("WARPSAT_PTXAS") {
        let frames = tools::ptxas_stack_frames(&ptxas, &text, "sm_80");
        assert_eq!(frames.len(), KERNELS.len() + 1, "{frames:?}");
    }
}
