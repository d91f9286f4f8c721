//! Jump threading (`dialects::jumpthread`, run by `simplifycfg`) on
//! `tests/simplifycfg/jump_thread.ll`: how many conditional branches each
//! kernel keeps (one fewer in `@leader`, `@flag` and `@dominated`, all of
//! `@keeps`), the threaded `@leader` (snapshot), and that every kernel
//! computes the same before and after on the nvvm interpreter and,
//! selected to PTX, on the PTX interpreter, for threads on both sides of
//! each test.

use dialects::ir::{Module, Opcode};
use interp::diff::{compare, run_module, run_ptx_text};
use interp::spec::Spec;
use tests::tools;

fn cond_branches(m: &Module) -> Vec<(String, usize)> {
    let mut v: Vec<(String, usize)> = m
        .funcs
        .values()
        .filter_map(|f| {
            let body = f.body.as_ref()?;
            let n = body
                .all_insts()
                .into_iter()
                .filter(|&i| body.dfg.insts[i].opcode == Opcode::CondBr)
                .count();
            Some((f.name.clone(), n))
        })
        .collect();
    v.sort();
    v
}

#[test]
fn known_conditions_thread_their_edges() {
    let src = std::fs::read_to_string(tools::repo_root().join("tests/simplifycfg/jump_thread.ll"))
        .unwrap();
    let before = llvm::import::import("jump_thread.ll", &src).unwrap();
    let mut after = before.clone();
    for f in after.funcs.values_mut() {
        if let Some(body) = f.body.as_mut() {
            dialects::simplifycfg::simplify(body);
        }
    }
    dialects::verify::verify_module(&after).unwrap();
    let count = |v: &[(String, usize)], k: &str| v.iter().find(|(n, _)| n == k).unwrap().1;
    let (b, a) = (cond_branches(&before), cond_branches(&after));
    for (k, fewer) in [("leader", 1), ("flag", 1), ("dominated", 1), ("keeps", 0)] {
        assert_eq!(count(&b, k) - count(&a, k), fewer, "{k}: {b:?} -> {a:?}");
    }
    let ptx = ptx::print::print_module(&isel::select_module(&after, "sm_80").unwrap());
    for (k, args) in [
        ("leader", "arg i32[4] random(0,100)\narg i32[48] zero\n"),
        ("flag", "arg f32[40] random(-4,4)\narg f32[40] zero\n"),
        ("dominated", "arg f32[40] random(-4,4)\narg f32[40] zero\n"),
        (
            "keeps",
            "arg f32[40] random(-4,4)\narg f32[40] zero\narg i32 5\n",
        ),
    ] {
        let spec = Spec::parse(&format!("kernel {k}\nblock 40\nseed 3\n{args}")).unwrap();
        let want = run_module(&before, &spec).unwrap();
        assert!(want.buffers[1].0.iter().any(|&b| b != 0), "{k}: all zero");
        compare(&want, &run_module(&after, &spec).unwrap(), None).unwrap();
        compare(&want, &run_ptx_text("j.ptx", &ptx, &spec).unwrap(), None).unwrap();
    }
    let text = dialects::text::print_module(&after);
    let start = text.find("func kernel @leader").unwrap();
    let end = start + text[start..].find("\n}").unwrap() + 2;
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../../snapshots/simplifycfg");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!("jump_thread_leader", &text[start..end]));
}
