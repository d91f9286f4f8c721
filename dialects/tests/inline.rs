//! The inliner (`dialects::inline`) on `tests/inline/calls.ll`: which calls
//! it inlines and which it keeps, and why (snapshot); the kernel computes
//! the same buffers before and after on the nvvm interpreter and, selected
//! to PTX, on the PTX interpreter; the inlined helper's local array is
//! promoted by SROA and mem2reg once its alloca is in the kernel's entry,
//! and so is the copy a by-value argument gets at the inlined call.

use dialects::ir::{Module, Opcode};
use interp::diff::{compare, run_module, run_ptx_text};
use interp::spec::Spec;
use tests::tools;

fn source() -> String {
    std::fs::read_to_string(tools::repo_root().join("tests/inline/calls.ll")).unwrap()
}

fn count(m: &Module, f: &str, op: Opcode) -> usize {
    let (_, func) = m.funcs.iter().find(|(_, x)| x.name == f).unwrap();
    let body = func.body.as_ref().unwrap();
    body.all_insts()
        .into_iter()
        .filter(|&i| body.dfg.insts[i].opcode == op)
        .count()
}

fn report_text(r: &dialects::inline::Report) -> String {
    let mut out = String::new();
    for i in &r.inlined {
        out.push_str(&format!(
            "inlined {} into {} (cost {})\n",
            i.callee, i.caller, i.cost
        ));
    }
    for k in &r.kept {
        out.push_str(&format!("kept {} in {}: {}\n", k.callee, k.caller, k.why));
    }
    out
}

#[test]
fn calls_inline_by_policy_and_compute_the_same() {
    let before = llvm::import::import("calls.ll", &source()).unwrap();
    let mut after = before.clone();
    let report = dialects::inline::run(&mut after, dialects::inline::DEFAULT_THRESHOLD);
    dialects::verify::verify_module(&after).unwrap();
    // @k keeps the calls of the recursive and noinline callees.
    assert_eq!(count(&before, "k", Opcode::Call), 5);
    assert_eq!(
        count(&after, "k", Opcode::Call),
        2,
        "{}",
        report_text(&report)
    );
    assert_eq!(count(&after, "twice_clamped", Opcode::Call), 0);
    // The helper's array is in @k's entry now, beside the pair and the
    // by-value call's copy of it; memcpyopt, SROA and mem2reg remove all
    // three.
    assert_eq!(count(&after, "k", Opcode::Alloca), 3);
    dialects::memcpyopt::run(&mut after);
    dialects::sroa::run(&mut after);
    dialects::mem2reg::run(&mut after);
    dialects::verify::verify_module(&after).unwrap();
    assert_eq!(count(&after, "k", Opcode::Alloca), 0);

    let ptx = isel::select_module(&after, "sm_80").unwrap();
    let text = ptx::print::print_module(&ptx);
    for seed in [1, 2, 3] {
        let spec = Spec::parse(&format!(
            "kernel k\nblock 32\narg f32[32] random(-3,3)\narg f32[32] zero\nseed {seed}\n"
        ))
        .unwrap();
        let want = run_module(&before, &spec).unwrap();
        let got = run_module(&after, &spec).unwrap();
        compare(&want, &got, None).unwrap();
        let got = run_ptx_text("inline.ptx", &text, &spec).unwrap();
        compare(&want, &got, None).unwrap();
        assert!(want.buffers[1].0.iter().any(|&b| b != 0));
    }
    if let Some(ptxas) = tools::need("WARPSAT_PTXAS") {
        let frames = tools::ptxas_stack_frames(&ptxas, &text, "sm_80");
        assert!(frames.contains_key("k"), "{frames:?}");
    }
}

#[test]
fn a_threshold_of_zero_inlines_only_single_use_internal_callees() {
    let mut m = llvm::import::import("calls.ll", &source()).unwrap();
    let r = dialects::inline::run(&mut m, 0);
    let names: Vec<&str> = r.inlined.iter().map(|i| i.callee.as_str()).collect();
    // clampf, sum_pair and store3 are internal with one call each;
    // twice_clamped is external, so its cost decides.
    assert_eq!(
        names,
        ["clampf", "sum_pair", "store3"],
        "{}",
        report_text(&r)
    );
}

#[test]
fn inline_decisions_snapshot() {
    let mut m = llvm::import::import("calls.ll", &source()).unwrap();
    let r = dialects::inline::run(&mut m, dialects::inline::DEFAULT_THRESHOLD);
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../../snapshots/inline");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!("calls_decisions", report_text(&r)));
}
