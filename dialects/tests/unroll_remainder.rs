//! Where runtime unrolling puts the remainder (seed 001's cascade):
//! after the main loop by default (`waterfall-unrolling-force-epilogue`),
//! before it when that knob is 0 and `unroll-runtime-epilog` is 0, after
//! it again when `unroll-runtime-epilog` is 1 or the loop makes a call.
//! Every form computes what the rolled loop does on the nvvm and PTX
//! interpreters, over starts and trip counts around the factor (none,
//! 1, F-1, F, F+1, large) for strides of 1, 2 and 3, up and down, 32 and
//! 64 bits, and ptxas accepts the PTX.

use dialects::ir::Module;
use dialects::unroll::{Outcome, UnrollConfig};
use interp::diff::{compare, run_module, run_ptx_text};
use interp::spec::Spec;
use tests::tools;

fn read(name: &str) -> Module {
    let path = tools::repo_root().join("tests/unroll").join(name);
    let src = std::fs::read_to_string(&path).unwrap();
    llvm::import::import(name, &src).unwrap()
}

/// Unrolls every function with `cfg`; per runtime-unrolled loop, its
/// function and whether it got a prologue.
fn unroll(m: &mut Module, cfg: &UnrollConfig) -> Vec<(String, bool)> {
    let mut out = Vec::new();
    for f in m.funcs.values_mut() {
        let name = f.name.clone();
        let Some(body) = f.body.as_mut() else {
            continue;
        };
        for d in dialects::unroll::unroll_function(body, cfg) {
            if let Outcome::Runtime { prolog, .. } = d.outcome {
                out.push((name.clone(), prolog));
            }
        }
    }
    out.sort();
    out
}

fn configs() -> [(&'static str, UnrollConfig, bool); 3] {
    let epi = UnrollConfig::default();
    let pro = UnrollConfig {
        waterfall_epilogue: false,
        ..epi
    };
    let forced = UnrollConfig {
        runtime_epilog: true,
        ..pro
    };
    [
        ("default", epi, false),
        ("prolog", pro, true),
        ("epilog", forced, false),
    ]
}

/// The text of function `k` in `ptx`, from its header to the next one.
fn function_text<'a>(ptx: &'a str, k: &str) -> &'a str {
    let start = ptx
        .find(&format!(" {k}("))
        .unwrap_or_else(|| panic!("@{k} not in the PTX"));
    let rest = &ptx[start..];
    let end = rest[1..]
        .find(".entry ")
        .or_else(|| rest[1..].find(".func "))
        .map_or(rest.len(), |e| e + 1);
    &rest[..end]
}

/// The remainder loop is marked as not to be unrolled again, as LLVM's
/// runtime unroller marks it: its header in `k`'s PTX carries the one
/// `.pragma "nounroll"`, so ptxas keeps it rolled, and the main loop
/// does not (ptxas may still unroll that one).
fn check_remainder_rolled(ptx: &str, k: &str) {
    let text = function_text(ptx, k);
    assert_eq!(
        text.matches(".pragma \t\"nounroll\"").count()
            + text.matches(".pragma \"nounroll\"").count(),
        1,
        "@{k}: {text}"
    );
}

/// Runs `k` before and after, on both interpreters, once per entry of
/// `args` (the spec lines of its scalar arguments).
fn check_runs(before: &Module, after: &Module, ptx: &str, k: &str, args: &[String]) {
    for a in args {
        let spec = Spec::parse(&format!(
            "kernel {k}\nblock 32\narg f32[512] random(-2,2)\narg f32[32] zero\n{a}seed 5\n"
        ))
        .unwrap();
        let want = run_module(before, &spec).unwrap();
        let got = run_module(after, &spec).unwrap();
        compare(&want, &got, None).unwrap_or_else(|e| panic!("@{k} [{a}]: {e}"));
        let got = run_ptx_text("remainder.ptx", ptx, &spec).unwrap();
        compare(&want, &got, None).unwrap_or_else(|e| panic!("@{k} [{a}] (PTX): {e}"));
    }
}

#[test]
fn the_remainder_runs_where_the_knobs_say_and_computes_the_same() {
    let lo_n = |lo: i32, n: i32| format!("arg i32 {lo}\narg i32 {n}\n");
    // Starts below zero, at zero and above; counts of none to well past
    // the factor of 4, in strides of 1 to 3.
    let pairs_from = |starts: &[i32]| -> Vec<String> {
        let mut v = Vec::new();
        for &lo in starts {
            for d in (-1..=14).chain([37, 38, 39]) {
                v.push(lo_n(lo, lo + d));
            }
        }
        v
    };
    let pairs = pairs_from(&[-7, 0, 5]);
    // The unsigned counter's start is a zero-extended `lo`.
    let unsigned_pairs = pairs_from(&[1, 5]);
    let counts: Vec<String> = (0..=9)
        .chain([37])
        .map(|n| format!("arg i32 {n}\n"))
        .collect();
    let wide_counts: Vec<String> = (0..=9)
        .chain([37])
        .map(|n| format!("arg i64 {n}\n"))
        .collect();
    let loops_ll: [(&str, &[String]); 5] = [
        ("rt_slt", &counts),
        ("rt_eq", &counts),
        ("rt_down", &counts),
        ("rt_wide", &wide_counts),
        ("rt_wide_down", &wide_counts),
    ];
    // Each with whether a prologue may be chosen, and its runs.
    let remainders: [(&str, bool, &[String]); 6] = [
        ("rt_step3", true, &pairs),
        ("rt_ule2_wide", true, &unsigned_pairs),
        ("rt_sge_down3", true, &pairs),
        ("rt_call", false, &pairs),
        ("rt_incl_eq", true, &pairs),
        ("rt_down_ne", true, &pairs),
    ];
    for (what, cfg, prolog) in configs() {
        // tests/unroll/loops.ll's runtime loops.
        let before = read("loops.ll");
        let mut after = before.clone();
        let got = unroll(&mut after, &cfg);
        dialects::verify::verify_module(&after).unwrap();
        for (k, _) in loops_ll {
            assert!(
                got.contains(&(k.to_string(), prolog)),
                "{what}: @{k} {got:?}"
            );
        }
        let ptx = ptx::print::print_module(&isel::select_module(&after, "sm_80").unwrap());
        for (k, args) in loops_ll {
            check_runs(&before, &after, &ptx, k, args);
            check_remainder_rolled(&ptx, k);
        }

        let before = read("remainders.ll");
        let mut after = before.clone();
        let got = unroll(&mut after, &cfg);
        dialects::verify::verify_module(&after).unwrap();
        for (k, may, _) in remainders {
            assert!(
                got.contains(&(k.to_string(), prolog && may)),
                "{what}: @{k} {got:?}"
            );
        }
        let ptx = ptx::print::print_module(&isel::select_module(&after, "sm_80").unwrap());
        for (k, _, args) in remainders {
            check_runs(&before, &after, &ptx, k, args);
            check_remainder_rolled(&ptx, k);
        }
        if let Some(ptxas) = tools::need("WARPSAT_PTXAS") {
            let frames = tools::ptxas_stack_frames(&ptxas, &ptx, "sm_80");
            assert_eq!(frames.len(), 7, "{what}: {frames:?}");
        }
    }
}

/// The prologue form of `@rt_step3` as the unroller leaves it: the guard
/// computing the trip count (a division by the stride of 3), the
/// original loop leaving at `lo + r*3`, its exit choosing between the
/// main loop and the end, and four straight copies closed by the
/// original test.
#[test]
fn prologue_shape_snapshot() {
    let mut m = read("remainders.ll");
    let cfg = configs()[1].1;
    unroll(&mut m, &cfg);
    let f = m
        .funcs
        .iter()
        .find(|(_, x)| x.name == "rt_step3")
        .map(|(id, _)| id)
        .unwrap();
    let text = dialects::text::print_function(&m, f);
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../../snapshots/unroll");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!("prologue_rt_step3", text));
}
