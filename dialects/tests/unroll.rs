//! Unrolling (`dialects::unroll`) on `tests/unroll/loops.ll`: the
//! cascade's decision per loop (snapshot), no loop left where it unrolled
//! fully and a main loop plus its epilogue where it unrolled at runtime,
//! the same buffers before and after on the nvvm interpreter and, selected
//! to PTX, on the PTX interpreter (runtime trip counts 0 to 9 and 37),
//! ptxas accepting the PTX, and the local array gone once SROA and mem2reg
//! run after unrolling.

use dialects::analysis::loops::LoopNest;
use dialects::analysis::DomTree;
use dialects::ir::{Module, Opcode};
use dialects::unroll::{Outcome, UnrollConfig};
use interp::diff::{compare, run_module, run_ptx_text};
use interp::spec::Spec;
use tests::tools;

fn cfg() -> UnrollConfig {
    UnrollConfig::default()
}

fn source() -> String {
    std::fs::read_to_string(tools::repo_root().join("tests/unroll/loops.ll")).unwrap()
}

/// Unrolls every function; one line per decision.
fn unroll(m: &mut Module) -> Vec<String> {
    let mut lines = Vec::new();
    for f in m.funcs.values_mut() {
        let name = f.name.clone();
        let Some(body) = f.body.as_mut() else {
            continue;
        };
        for d in dialects::unroll::unroll_function(body, &cfg()) {
            let what = match d.outcome {
                Outcome::Full {
                    trip,
                    size,
                    budget,
                    pragma,
                    boost,
                } => {
                    format!(
                        "full x{trip} (size {size} <= {budget}{}{})",
                        if pragma { ", pragma" } else { "" },
                        if boost > 100 {
                            format!(", boost {boost}%")
                        } else {
                            String::new()
                        }
                    )
                }
                Outcome::Runtime {
                    factor,
                    size,
                    budget,
                    pragma,
                    ..
                } => format!(
                    "runtime x{factor} (size {size} <= {budget}{})",
                    if pragma { ", pragma" } else { "" }
                ),
                Outcome::UpperBound {
                    trip,
                    size,
                    budget,
                    pragma,
                } => format!(
                    "upper bound x{trip} (size {size} <= {budget}{})",
                    if pragma { ", pragma" } else { "" }
                ),
                Outcome::Peeled { count } => format!("peeled x{count}"),
                Outcome::Kept(why) => format!("kept: {why}"),
            };
            lines.push(format!("@{name} ^{}: {what}", d.header));
        }
    }
    lines
}

fn loops(m: &Module, f: &str) -> usize {
    let (_, func) = m.funcs.iter().find(|(_, x)| x.name == f).unwrap();
    let body = func.body.as_ref().unwrap();
    LoopNest::compute(body, &DomTree::new(body)).loops.len()
}

fn allocas(m: &Module, f: &str) -> usize {
    let (_, func) = m.funcs.iter().find(|(_, x)| x.name == f).unwrap();
    let body = func.body.as_ref().unwrap();
    body.all_insts()
        .into_iter()
        .filter(|&i| body.dfg.insts[i].opcode == Opcode::Alloca)
        .count()
}

const KERNELS: [(&str, usize); 15] = [
    ("sum8", 0),
    ("top", 0),
    ("neg", 0),
    ("disabled", 1),
    ("count2", 2),
    ("pragma_full", 0),
    ("big", 1),
    ("barrier", 0),
    ("nest", 0),
    ("local", 0),
    ("triangle", 0),
    ("early_exit", 0),
    ("early_exit_12", 1),
    ("early_exit_live", 0),
    ("wavefront", 0),
];

const RUNTIME: [(&str, usize, &str); 6] = [
    ("rt_slt", 2, "i32"),
    ("rt_eq", 2, "i32"),
    ("rt_down", 2, "i32"),
    ("rt_wrap", 1, "i32"),
    ("rt_wide", 2, "i64"),
    ("rt_wide_down", 2, "i64"),
];

#[test]
fn counted_loops_unroll_and_compute_the_same() {
    let before = llvm::import::import("loops.ll", &source()).unwrap();
    let mut after = before.clone();
    let lines = unroll(&mut after);
    dialects::verify::verify_module(&after).unwrap();
    for (k, left) in KERNELS {
        assert_eq!(loops(&after, k), left, "@{k}: {lines:#?}");
    }
    assert_eq!(allocas(&after, "local"), 1);
    dialects::sroa::run(&mut after);
    dialects::mem2reg::run(&mut after);
    dialects::verify::verify_module(&after).unwrap();
    assert_eq!(allocas(&after, "local"), 0);

    let ptx = isel::select_module(&after, "sm_80").unwrap();
    let text = ptx::print::print_module(&ptx);
    for (k, _) in KERNELS {
        for seed in [1, 2] {
            let spec = Spec::parse(&format!(
                "kernel {k}\nblock 32\narg f32[512] random(-2,2)\narg f32[32] zero\nseed {seed}\n"
            ))
            .unwrap();
            let want = run_module(&before, &spec).unwrap();
            let got = run_module(&after, &spec).unwrap();
            compare(&want, &got, None).unwrap_or_else(|e| panic!("@{k}: {e}"));
            let got = run_ptx_text("unroll.ptx", &text, &spec).unwrap();
            compare(&want, &got, None).unwrap_or_else(|e| panic!("@{k} (PTX): {e}"));
            assert!(want.buffers[1].0.iter().any(|&b| b != 0), "@{k}: all zero");
        }
    }
    // Runtime trip counts: a main loop and the epilogue, or (no wrap flag)
    // the loop as it was.
    for (k, left, ty) in RUNTIME {
        assert_eq!(loops(&after, k), left, "@{k}: {lines:#?}");
        for n in [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 37] {
            let spec = Spec::parse(&format!(
                "kernel {k}\nblock 32\narg f32[512] random(-2,2)\narg f32[32] zero\narg {ty} {n}\nseed 3\n"
            ))
            .unwrap();
            let want = run_module(&before, &spec).unwrap();
            let got = run_module(&after, &spec).unwrap();
            compare(&want, &got, None).unwrap_or_else(|e| panic!("@{k} n={n}: {e}"));
            let got = run_ptx_text("unroll.ptx", &text, &spec).unwrap();
            compare(&want, &got, None).unwrap_or_else(|e| panic!("@{k} n={n} (PTX): {e}"));
        }
    }
    if let Some(ptxas) = tools::need("WARPSAT_PTXAS") {
        let frames = tools::ptxas_stack_frames(&ptxas, &text, "sm_80");
        assert_eq!(frames.get("local"), Some(&0), "{frames:?}");
        assert_eq!(frames.len(), KERNELS.len() + RUNTIME.len(), "{frames:?}");
    }
}

#[test]
fn unroll_decisions_snapshot() {
    let mut m = llvm::import::import("loops.ll", &source()).unwrap();
    let text = unroll(&mut m).join("\n");
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../../snapshots/unroll");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!("loops_decisions", text));
}

/// A pragma count far beyond any budget is cut to what the pragma budget
/// holds (seed 001 searches a smaller factor), and a full unroll of
/// 15,000 iterations folds to the same result.
#[test]
fn huge_pragmas_stay_within_the_budget() {
    let src = |hint: &str, bound: &str| {
        format!(
            "target triple = \"nvptx64-nvidia-cuda\"
define ptx_kernel void @k(ptr addrspace(1) %y, i32 %n) {{
entry:
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %s1 = xor i32 %s, %k
  %k1 = add nsw i32 %k, 1
  %c = icmp slt i32 %k1, {bound}
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  store i32 %s1, ptr addrspace(1) %y, align 4
  ret void
}}
!0 = distinct !{{!0, !1}}
!1 = !{{{hint}}}
"
        )
    };
    let cases = [
        (r#"!"llvm.loop.unroll.count", i32 1000000000"#, "%n"),
        (r#"!"llvm.loop.unroll.full""#, "15000"),
    ];
    for (hint, bound) in cases {
        let before = llvm::import::import("huge.ll", &src(hint, bound)).unwrap();
        let mut after = before.clone();
        let lines = unroll(&mut after);
        dialects::verify::verify_module(&after).unwrap();
        let factor: u64 = lines[0]
            .split(['x', ' '])
            .find_map(|w| w.parse().ok())
            .unwrap_or_else(|| panic!("{lines:?}"));
        assert!((2..=32768).contains(&factor), "{lines:?}");
        let spec = Spec::parse("kernel k\nblock 1\narg i32[1] zero\narg i32 40000\n").unwrap();
        let want = run_module(&before, &spec).unwrap();
        compare(&want, &run_module(&after, &spec).unwrap(), None).unwrap();
    }
}

/// `unroll-max-upperbound`: raised to 12, the loop bounded by 12 unrolls
/// to its bound too, and computes the same whichever iteration leaves.
#[test]
fn upper_bound_follows_its_knob() {
    let before = llvm::import::import("loops.ll", &source()).unwrap();
    let mut after = before.clone();
    let cfg = UnrollConfig {
        max_upperbound: 12,
        ..UnrollConfig::default()
    };
    let mut lines = Vec::new();
    for f in after.funcs.values_mut() {
        if let (true, Some(body)) = (f.name == "early_exit_12", f.body.as_mut()) {
            lines = dialects::unroll::unroll_function(body, &cfg);
        }
    }
    dialects::verify::verify_module(&after).unwrap();
    assert!(
        matches!(
            lines[..],
            [dialects::unroll::Decision {
                outcome: Outcome::UpperBound { trip: 12, .. },
                ..
            }]
        ),
        "{lines:?}"
    );
    assert_eq!(loops(&after, "early_exit_12"), 0);
    let text = ptx::print::print_module(&isel::select_module(&after, "sm_80").unwrap());
    for seed in 1..=4 {
        let spec = Spec::parse(&format!(
            "kernel early_exit_12\nblock 32\narg f32[512] random(-2,2)\narg f32[32] zero\nseed {seed}\n"
        ))
        .unwrap();
        let want = run_module(&before, &spec).unwrap();
        compare(&want, &run_module(&after, &spec).unwrap(), None).unwrap();
        compare(&want, &run_ptx_text("ub.ptx", &text, &spec).unwrap(), None).unwrap();
    }
}

/// Seed 001's dynamic cost boost on `tests/unroll/boost.ll`: both loops
/// are over the plain budget (8 x 53 instructions > 405); the one whose
/// chain depends on the counter alone folds and unrolls with the boost at
/// its 400% cap (48 instructions left of 472), the one whose chain
/// depends on a load stays; with the boost capped at 10% (a budget of 40)
/// or fewer iterations analyzed than it runs, both stay. `@flat` (at most
/// 7 iterations) unrolls at runtime unless `flat-loop-tripcount-threshold`
/// is above 7. Every variant computes what the source does on both
/// interpreters.
#[test]
fn dynamic_cost_boost_unrolls_what_folds() {
    let text = std::fs::read_to_string(tools::repo_root().join("tests/unroll/boost.ll")).unwrap();
    let before = llvm::import::import("boost.ll", &text).unwrap();
    let run = |cfg: UnrollConfig| {
        let mut after = before.clone();
        let mut lines = Vec::new();
        for f in after.funcs.values_mut() {
            let name = f.name.clone();
            if let Some(body) = f.body.as_mut() {
                for d in dialects::unroll::unroll_function(body, &cfg) {
                    lines.push(format!("@{name}: {:?}", d.outcome));
                }
            }
        }
        dialects::verify::verify_module(&after).unwrap();
        let ptx = ptx::print::print_module(&isel::select_module(&after, "sm_80").unwrap());
        for (k, n) in [
            ("folds", ""),
            ("stays", ""),
            ("flat", "arg i32 0"),
            ("flat", "arg i32 5"),
            ("flat", "arg i32 15"),
        ] {
            let spec = Spec::parse(&format!(
                "kernel {k}\nblock 32\narg i32[128] random(-1000,1000)\narg i32[32] zero\n{n}\nseed 2\n"
            ))
            .unwrap();
            let want = run_module(&before, &spec).unwrap();
            compare(&want, &run_module(&after, &spec).unwrap(), None)
                .unwrap_or_else(|e| panic!("@{k} {n}: {e}"));
            compare(
                &want,
                &run_ptx_text("boost.ptx", &ptx, &spec).unwrap(),
                None,
            )
            .unwrap_or_else(|e| panic!("@{k} {n} (PTX): {e}"));
        }
        (after, lines)
    };
    let (after, lines) = run(cfg());
    assert_eq!(loops(&after, "folds"), 0, "{lines:#?}");
    assert_eq!(loops(&after, "stays"), 1, "{lines:#?}");
    assert!(lines[0].contains("boost: 400"), "{lines:#?}");
    assert!(lines[1].contains("exceeds it boosted by"), "{lines:#?}");
    // @flat: a main loop and its epilogue, or one loop when flat.
    assert_eq!(loops(&after, "flat"), 2, "{lines:#?}");
    let (after, lines) = run(UnrollConfig {
        flat_threshold: 8,
        ..cfg()
    });
    assert_eq!(loops(&after, "flat"), 1, "{lines:#?}");
    assert!(
        lines
            .iter()
            .any(|l| l.contains("a flat loop: at most 7 iterations")),
        "{lines:#?}"
    );
    for cfg in [
        UnrollConfig {
            max_boost: 5,
            ..cfg()
        },
        UnrollConfig {
            max_analyze: 7,
            ..cfg()
        },
    ] {
        let (after, lines) = run(cfg);
        assert_eq!(loops(&after, "folds"), 1, "{lines:#?}");
    }
}

/// `unroll-peel-count`: two iterations peeled off every loop that does not
/// unroll fully (runtime unrolling off), on `tests/unroll/loops.ll`. The
/// peeled loops still run (big, early_exit_12, the runtime-count ones);
/// every kernel computes what the source does on both interpreters,
/// runtime trip counts 0 to 9 and 37 included (fewer iterations than
/// peeled leave from the copies).
#[test]
fn peeling_copies_the_first_iterations() {
    let before = llvm::import::import("loops.ll", &source()).unwrap();
    let mut after = before.clone();
    let cfg = UnrollConfig {
        peel_count: 2,
        runtime: false,
        ..cfg()
    };
    let mut peeled = Vec::new();
    for f in after.funcs.values_mut() {
        let name = f.name.clone();
        if let Some(body) = f.body.as_mut() {
            for d in dialects::unroll::unroll_function(body, &cfg) {
                if d.outcome == (Outcome::Peeled { count: 2 }) {
                    peeled.push(name.clone());
                }
            }
        }
    }
    dialects::verify::verify_module(&after).unwrap();
    for k in ["big", "early_exit_12", "rt_slt", "rt_wide_down"] {
        assert!(peeled.iter().any(|p| p == k), "@{k}: {peeled:?}");
    }
    let text = ptx::print::print_module(&isel::select_module(&after, "sm_80").unwrap());
    for (k, _) in KERNELS {
        let spec = Spec::parse(&format!(
            "kernel {k}\nblock 32\narg f32[512] random(-2,2)\narg f32[32] zero\nseed 1\n"
        ))
        .unwrap();
        let want = run_module(&before, &spec).unwrap();
        compare(&want, &run_module(&after, &spec).unwrap(), None)
            .unwrap_or_else(|e| panic!("@{k}: {e}"));
        compare(
            &want,
            &run_ptx_text("peel.ptx", &text, &spec).unwrap(),
            None,
        )
        .unwrap_or_else(|e| panic!("@{k} (PTX): {e}"));
    }
    for (k, _, ty) in RUNTIME {
        for n in [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 37] {
            let spec = Spec::parse(&format!(
                "kernel {k}\nblock 32\narg f32[512] random(-2,2)\narg f32[32] zero\narg {ty} {n}\nseed 3\n"
            ))
            .unwrap();
            let want = run_module(&before, &spec).unwrap();
            compare(&want, &run_module(&after, &spec).unwrap(), None)
                .unwrap_or_else(|e| panic!("@{k} n={n}: {e}"));
            compare(
                &want,
                &run_ptx_text("peel.ptx", &text, &spec).unwrap(),
                None,
            )
            .unwrap_or_else(|e| panic!("@{k} n={n} (PTX): {e}"));
        }
    }
    if let Some(ptxas) = tools::need("WARPSAT_PTXAS") {
        let frames = tools::ptxas_stack_frames(&ptxas, &text, "sm_80");
        assert_eq!(frames.len(), KERNELS.len() + RUNTIME.len(), "{frames:?}");
    }
}

/// Seed 001's priority 5 on `@partial302` of `tests/unroll/boost.ll`:
/// with `unroll-allow-partial`, the largest power of two that fits the
/// partial budget and divides the trip count (2 of 302), or with
/// `unroll-allow-remainder` any (4); without either, the loop stays.
#[test]
fn partial_unrolling_divides_the_trip_count_unless_a_remainder_is_allowed() {
    let text = std::fs::read_to_string(tools::repo_root().join("tests/unroll/boost.ll")).unwrap();
    let before = llvm::import::import("boost.ll", &text).unwrap();
    let factor = |cfg: UnrollConfig| -> Option<usize> {
        let mut m = before.clone();
        let mut out = None;
        for f in m.funcs.values_mut() {
            if f.name != "partial302" {
                continue;
            }
            let body = f.body.as_mut().unwrap();
            for d in dialects::unroll::unroll_function(body, &cfg) {
                if let Outcome::Runtime { factor, trip, .. } = d.outcome {
                    assert_eq!(trip, Some(302));
                    out = Some(factor);
                }
            }
        }
        dialects::verify::verify_module(&m).unwrap();
        let spec = Spec::parse(
            "kernel partial302\nblock 32\narg i32[256] random(-1000,1000)\narg i32[32] zero\nseed 4\n",
        )
        .unwrap();
        let want = run_module(&before, &spec).unwrap();
        compare(&want, &run_module(&m, &spec).unwrap(), None).unwrap();
        out
    };
    assert_eq!(factor(cfg()), None);
    let partial = UnrollConfig {
        allow_partial: true,
        ..cfg()
    };
    assert_eq!(factor(partial), Some(2));
    assert_eq!(
        factor(UnrollConfig {
            allow_remainder: true,
            ..partial
        }),
        Some(4)
    );
}

/// Whatever `unroll-max-iteration-count-to-analyze` says, the boost
/// simulates at most 1024 iterations and stops once the budget is out of
/// reach: `@big` (300 iterations, a third of its body folds) stays a
/// loop, and every other decision is the default one.
#[test]
fn the_boost_simulation_is_bounded() {
    let before = llvm::import::import("loops.ll", &source()).unwrap();
    let mut wide = before.clone();
    let mut plain = before.clone();
    let lines_wide = unroll_with(
        &mut wide,
        &UnrollConfig {
            max_analyze: u64::MAX,
            ..cfg()
        },
    );
    let lines_plain = unroll_with(&mut plain, &cfg());
    assert_eq!(loops(&wide, "big"), 1, "{lines_wide:#?}");
    // Only @big's reason differs (it was simulated and found too large).
    let others = |l: &Vec<String>| -> Vec<String> {
        l.iter()
            .filter(|x| !x.starts_with("@big"))
            .cloned()
            .collect()
    };
    assert_eq!(others(&lines_wide), others(&lines_plain));
    assert!(
        lines_wide
            .iter()
            .any(|x| x.starts_with("@big") && x.contains("after folding the 300 iterations")),
        "{lines_wide:#?}"
    );
}

/// One line per decision of every function, with `cfg`.
fn unroll_with(m: &mut Module, cfg: &UnrollConfig) -> Vec<String> {
    let mut lines = Vec::new();
    for f in m.funcs.values_mut() {
        let name = f.name.clone();
        if let Some(body) = f.body.as_mut() {
            for d in dialects::unroll::unroll_function(body, cfg) {
                lines.push(format!("@{name}: {:?}", d.outcome));
            }
        }
    }
    lines
}

/// Pressure-aware factors (`unroll_function_with`) with a stand-in
/// predictor that counts loads: one register per load in the body, and
/// half the warps once a limit is crossed. With `unroll-count` 8, @rt_slt
/// (one load per iteration, the epilogue keeping one more) unrolls by 8
/// when the limit allows it, by 4 when only 4 fits, and stays rolled,
/// saying why with the numbers, when neither does; a pragma's factor is
/// not checked. The unrolled kernels compute what the rolled one does.
#[test]
fn the_pressure_check_halves_the_factor_or_keeps_the_loop() {
    use dialects::unroll::PressureFit;
    let before = llvm::import::import("loops.ll", &source()).unwrap();
    let loads = |b: &dialects::ir::Body| {
        b.all_insts()
            .into_iter()
            .filter(|&i| b.dfg.insts[i].opcode == Opcode::Load)
            .count() as u32
    };
    let cfg8 = UnrollConfig {
        count: 8,
        partial_threshold: 1000,
        ..cfg()
    };
    let run = |limit: u32, f: &str| -> (Option<usize>, String, Module) {
        let check = move |b: &dialects::ir::Body| {
            let regs = loads(b);
            PressureFit {
                regs,
                warps: if regs > limit { 32 } else { 64 },
                spills: false,
            }
        };
        let mut m = before.clone();
        let (mut factor, mut text) = (None, String::new());
        for func in m.funcs.values_mut().filter(|x| x.name == f) {
            let body = func.body.as_mut().unwrap();
            for d in dialects::unroll::unroll_function_with(body, &cfg8, Some(&check)) {
                text += &format!("{:?}\n", d.outcome);
                if let Outcome::Runtime { factor: k, .. } = d.outcome {
                    factor = Some(k);
                }
            }
        }
        dialects::verify::verify_module(&m).unwrap();
        (factor, text, m)
    };
    // Rolled: 1 load. Unrolled by F: F + 1 (the epilogue's).
    let (f, text, m8) = run(100, "rt_slt");
    assert_eq!(f, Some(8), "{text}");
    assert!(text.contains("fit: Some"), "{text}");
    let (f, text, m4) = run(5, "rt_slt");
    assert_eq!(f, Some(4), "{text}");
    let (f, text, m1) = run(2, "rt_slt");
    assert_eq!(f, None, "{text}");
    assert!(
        text.contains("unrolling would lose occupancy: predicted 1 registers and 64 warps per SM rolled; by 8: 9 registers, 32 warps per SM; by 4: 5 registers, 32 warps per SM"),
        "{text}"
    );
    for (m, left) in [(&m8, 2), (&m4, 2), (&m1, 1)] {
        assert_eq!(loops(m, "rt_slt"), left);
        for n in [0, 3, 4, 5, 8, 9, 17, 37] {
            let spec = Spec::parse(&format!(
                "kernel rt_slt\nblock 32\narg f32[512] random(-2,2)\narg f32[32] zero\narg i32 {n}\nseed 5\n"
            ))
            .unwrap();
            let want = run_module(&before, &spec).unwrap();
            compare(&want, &run_module(m, &spec).unwrap(), None)
                .unwrap_or_else(|e| panic!("n={n}: {e}"));
        }
    }
    // `#pragma unroll 2` (@count2) is taken as asked even under the limit.
    let (f, text, _) = run(0, "count2");
    assert_eq!(f, Some(2), "{text}");
}
