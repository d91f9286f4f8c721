//! Values used in sibling blocks are computed once, at the blocks' common
//! dominator (`rewrites::share`), on `tests/share/siblings.ll`; without
//! (`ElabPolicy::no_share`'s effect, through the remat rounds' choice)
//! each block computes its own. Both compute what the input computes.

mod common;

use common::{optimize, ptx_of};
use interp::diff::{compare, run_module, run_ptx_text};
use interp::spec::Spec;
use rewrites::EgraphConfig;
use tests::tools;

/// The multiplications by the row length (alone or fused into a `mad`).
fn muls(text: &str) -> usize {
    text.lines()
        .filter(|l| l.contains("nvvm.mul ") || l.contains("nvvm.mad_lo "))
        .count()
}

#[test]
fn a_value_two_sibling_blocks_use_is_computed_once() {
    let path = tools::repo_root().join("tests/share/siblings.ll");
    let m = llvm::import::import("siblings.ll", &std::fs::read_to_string(path).unwrap()).unwrap();
    let (opt, _) = optimize(&m, &EgraphConfig::default());
    let text = dialects::text::print_module(&opt);
    // `tid.y * 33` once, in the entry block, before the first guard.
    assert_eq!(muls(&text), 1, "{text}");
    let entry = text
        .lines()
        .skip_while(|l| !l.starts_with("^entry"))
        .take_while(|l| !l.contains("condbr"))
        .collect::<Vec<_>>()
        .join("\n");
    assert!(
        entry.contains("nvvm.mul ") || entry.contains("nvvm.mad_lo "),
        "{text}"
    );
    let ptx = ptx_of(&opt);
    for n in [0, 10, 20, 40] {
        let spec = Spec::parse(&format!(
            "kernel siblings\nblock 32,4\narg f32[256] zero\narg i32 {n}\n"
        ))
        .unwrap();
        let want = run_module(&m, &spec).unwrap();
        compare(&want, &run_module(&opt, &spec).unwrap(), None).unwrap();
        compare(&want, &run_ptx_text("s.ptx", &ptx, &spec).unwrap(), None).unwrap();
    }
}

#[test]
fn the_common_dominator_is_found() {
    let path = tools::repo_root().join("tests/share/siblings.ll");
    let m = llvm::import::import("siblings.ll", &std::fs::read_to_string(path).unwrap()).unwrap();
    let body = m.funcs.values().find_map(|f| f.body.as_ref()).unwrap();
    let dt = dialects::analysis::DomTree::new(body);
    let b = &body.layout.blocks;
    // entry, a, mid, b, exit: a and b meet at entry; b and exit at mid.
    assert_eq!(
        rewrites::share::common_dominator(&dt, b[1], b[3]),
        Some(b[0])
    );
    assert_eq!(
        rewrites::share::common_dominator(&dt, b[3], b[4]),
        Some(b[2])
    );
    assert_eq!(
        rewrites::share::common_dominator(&dt, b[2], b[2]),
        Some(b[2])
    );
}
