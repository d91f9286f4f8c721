//! correlated-propagation (`dialects::condfacts`) on
//! `tests/condfacts/ranges.ll`: how many comparisons each kernel's
//! dominating branches decide (five in `@fires`, none in `@keeps`), the
//! rewritten `@fires` (snapshot), and that both kernels compute the same
//! before and after on the nvvm interpreter and, selected to PTX, on the
//! PTX interpreter, for a block whose threads fall on both sides of the
//! test.

use interp::diff::{compare, run_module, run_ptx_text};
use interp::spec::Spec;
use tests::tools;

#[test]
fn dominating_branches_decide_comparisons() {
    let src =
        std::fs::read_to_string(tools::repo_root().join("tests/condfacts/ranges.ll")).unwrap();
    let before = llvm::import::import("ranges.ll", &src).unwrap();
    let mut after = before.clone();
    let mut decided = Vec::new();
    for f in after.funcs.values_mut() {
        if let Some(body) = f.body.as_mut() {
            decided.push((f.name.clone(), dialects::condfacts::run_function(body)));
        }
    }
    decided.sort();
    assert_eq!(
        decided,
        vec![("fires".to_string(), 5), ("keeps".to_string(), 0)]
    );
    dialects::verify::verify_module(&after).unwrap();
    let ptx = ptx::print::print_module(&isel::select_module(&after, "sm_80").unwrap());
    for k in ["fires", "keeps"] {
        let spec = Spec::parse(&format!(
            "kernel {k}\nblock 40\nseed 6\narg f32[64] random(-4,4)\narg f32[40] zero\narg i64 64\n"
        ))
        .unwrap();
        let want = run_module(&before, &spec).unwrap();
        assert!(want.buffers[1].0.iter().any(|&b| b != 0), "{k}: all zero");
        compare(&want, &run_module(&after, &spec).unwrap(), None).unwrap();
        compare(&want, &run_ptx_text("c.ptx", &ptx, &spec).unwrap(), None).unwrap();
    }
    let text = dialects::text::print_module(&after);
    let start = text.find("func kernel @fires").unwrap();
    let end = start + text[start..].find("\n}").unwrap() + 2;
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../../snapshots/condfacts");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!("fires_after", &text[start..end]));
}
