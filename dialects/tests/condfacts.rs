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

/// `infer_counter_nsw` on `tests/condfacts/counters.ll`: which counters'
/// increments become `nsw`, and that every kernel computes the same before
/// and after (nvvm and PTX interpreters) for bounds on both sides of the
/// guards.
#[test]
fn counters_that_cannot_wrap_get_nsw() {
    let src =
        std::fs::read_to_string(tools::repo_root().join("tests/condfacts/counters.ll")).unwrap();
    let before = llvm::import::import("counters.ll", &src).unwrap();
    let mut after = before.clone();
    let mut marked = Vec::new();
    for f in after.funcs.values_mut() {
        if let Some(body) = f.body.as_mut() {
            marked.push((f.name.clone(), dialects::condfacts::infer_counter_nsw(body)));
        }
    }
    marked.sort();
    let want: Vec<(String, usize)> = [
        ("down_next", 1),
        ("sym", 1),
        ("unguarded", 0),
        ("used_after", 0),
    ]
    .iter()
    .map(|&(k, n)| (k.to_string(), n))
    .collect();
    assert_eq!(marked, want);
    // The flag lands on the counter's increment and nowhere else.
    let text = dialects::text::print_module(&after);
    let flagged: Vec<&str> = text
        .lines()
        .filter(|l| l.contains("%k1 = ") && l.contains("{nsw}"))
        .collect();
    assert_eq!(flagged.len(), 2, "{text}");
    dialects::verify::verify_module(&after).unwrap();
    let ptx = ptx::print::print_module(&isel::select_module(&after, "sm_80").unwrap());
    for (k, bounds) in [
        ("sym", &[-2i64, 0, 1, 5][..]),
        ("unguarded", &[0, 1, 5][..]),
        ("used_after", &[-1, 0, 3, 9][..]),
        ("down_next", &[-7, -4, 0, 6, 7][..]),
    ] {
        for &b in bounds {
            let spec = Spec::parse(&format!(
                "kernel {k}\nblock 8\nseed 2\narg f32[64] random(-4,4)\narg f32[8] zero\narg i32 {b}\n"
            ))
            .unwrap();
            let want = run_module(&before, &spec).unwrap();
            compare(&want, &run_module(&after, &spec).unwrap(), None)
                .unwrap_or_else(|e| panic!("{k} {b}: {e}"));
            compare(&want, &run_ptx_text("c.ptx", &ptx, &spec).unwrap(), None)
                .unwrap_or_else(|e| panic!("{k} {b} (PTX): {e}"));
        }
    }
}
