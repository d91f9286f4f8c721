//! `load-hoist` (`dialects::loadhoist`): a load moves above the earlier
//! stores of its block that provably write other bytes, with the address
//! arithmetic it needs; stores it cannot tell apart, barriers and
//! volatile accesses keep it below. The result computes what the input
//! computes (nvvm and PTX interpreters) and ptxas accepts it.

use dialects::ir::Module;
use std::path::Path;

mod common;

fn read() -> Module {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/loadhoist/cases.ll");
    let text = std::fs::read_to_string(&path).unwrap();
    llvm::import::import("cases.ll", &text).unwrap()
}

fn hoist(m: &mut Module, max_stores: usize) -> usize {
    dialects::loadhoist::run(m, max_stores)
}

/// The line of `text` (one function's generic text) where `%name` is
/// first mentioned as the pointer of a store, or defined by a load.
fn line_of(text: &str, what: &str) -> usize {
    text.lines()
        .position(|l| {
            let l = l.trim_start();
            if let Some(p) = what.strip_prefix("store ") {
                l.starts_with("nvvm.store") && l.trim_end().ends_with(&format!("%{p}"))
                    || l.starts_with("nvvm.store") && l.contains(&format!(", %{p} "))
            } else {
                l.starts_with(&format!("%{what} = nvvm.load"))
            }
        })
        .unwrap_or_else(|| panic!("{what} not found in\n{text}"))
}

fn function_text(m: &Module, name: &str) -> String {
    let f = m.func_by_name(name).unwrap();
    dialects::text::print_function(m, f)
}

fn check_runs(before: &Module, after: &Module, kernel: &str, specs: &[String]) {
    let specs: Vec<String> = specs
        .iter()
        .map(|s| format!("kernel {kernel}\n{s}"))
        .collect();
    common::same_runs(before, after, &specs);
}

#[test]
fn loads_pass_the_stores_they_provably_miss_and_no_other() {
    let before = read();
    let mut after = before.clone();
    let moved = hoist(&mut after, 8);
    dialects::verify::verify_module(&after).unwrap();
    let text = function_text(&after, "k");
    let old = function_text(&before, "k");
    for (case, moves) in [
        (1, true),
        (2, true),
        (3, false),
        (4, false),
        (5, false),
        (6, true),
        (7, true),
        (8, false),
        (9, false),
        (10, false),
        (11, true),
    ] {
        let (l, s) = (format!("l{case}"), format!("store s{case}"));
        assert!(line_of(&old, &l) > line_of(&old, &s), "case {case}: {old}");
        assert_eq!(
            line_of(&text, &l) < line_of(&text, &s),
            moves,
            "case {case}: {text}"
        );
    }
    // Five in @k, three in @epi (the element at an unknown distance stays
    // below the last column's store, which it may meet).
    assert_eq!(moved, 5 + 3, "{text}\n{}", function_text(&after, "epi"));
    // Nothing is left to move.
    let mut again = after.clone();
    assert_eq!(hoist(&mut again, 8), 0);

    let k = |n: i32, fill: &str| {
        format!(
            "block 16\nseed 9\narg i32[4096] {fill}\narg i32[1024] random(-50,50)\n\
             arg i32[16] iota(3,2)\narg i32 {n}\n"
        )
    };
    check_runs(
        &before,
        &after,
        "k",
        &[
            k(128, "random(-9,9)"),
            k(200, "iota(0,1)"),
            k(255, "const(7)"),
        ],
    );
    let e = |n: i32| {
        format!("block 32\nseed 5\narg f32[8192] random(-1,1)\narg i32 {n}\narg f32 0.5\narg f32 -1.25\n")
    };
    check_runs(&before, &after, "epi", &[e(128), e(250)]);
}

#[test]
fn the_store_budget_bounds_how_far_a_load_moves() {
    let mut one = read();
    let mut none = read();
    let base = function_text(&none, "epi");
    assert_eq!(hoist(&mut none, 0), 0);
    assert_eq!(function_text(&none, "epi"), base);
    hoist(&mut one, 1);
    let text = function_text(&one, "epi");
    // Each column's load passes the store just before it and no more.
    assert!(line_of(&text, "c1") < line_of(&text, "store q0"), "{text}");
    assert!(line_of(&text, "c2") > line_of(&text, "store q0"), "{text}");
    assert!(line_of(&text, "c2") < line_of(&text, "store q1"), "{text}");
}

/// The epilogue after the pass: the three later columns' address
/// arithmetic and loads sit above the first column's store; the element
/// at an unknown distance waits for the fourth column's store.
#[test]
fn epilogue_snapshot() {
    let mut m = read();
    hoist(&mut m, 8);
    let text = function_text(&m, "epi");
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../../snapshots/loadhoist");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!("epilogue", text));
}

/// The cluster window (address space 7) holds this CTA's shared memory:
/// a shared load stays below a store through it, while a global load
/// passes it.
#[test]
fn the_cluster_window_may_alias_shared_memory() {
    let src = r#"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @w(ptr addrspace(7) %c, ptr addrspace(3) %s, ptr addrspace(1) %g) {
  store i32 1, ptr addrspace(7) %c, align 4
  %a = load i32, ptr addrspace(3) %s, align 4
  store i32 2, ptr addrspace(7) %c, align 4
  %b = load i32, ptr addrspace(1) %g, align 4
  %sum = add i32 %a, %b
  store i32 %sum, ptr addrspace(1) %g, align 4
  ret void
}
"#;
    let mut m = llvm::import::import("w.ll", src).unwrap();
    assert_eq!(hoist(&mut m, 8), 1);
    let text = function_text(&m, "w");
    let at = |what: &str| text.find(what).unwrap_or_else(|| panic!("{what}: {text}"));
    assert!(at("%a = nvvm.load") > at("nvvm.store %0"), "{text}");
    assert!(at("%b = nvvm.load") < at("nvvm.store %1"), "{text}");
}
