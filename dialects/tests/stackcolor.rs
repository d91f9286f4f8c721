//! `stack-coloring` (`dialects::stackcolor`): allocas whose lifetime
//! markers never overlap share a slot; overlapping lifetimes, a slot
//! without markers, one whose address a call receives and one whose
//! markers name an address inside it keep their own.
//! The result computes what the input computes (nvvm and PTX
//! interpreters) and ptxas accepts it.

use dialects::ir::{Module, Opcode};
use std::path::Path;

mod common;

fn read() -> Module {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/stackcolor/cases.ll");
    let text = std::fs::read_to_string(&path).unwrap();
    llvm::import::import("cases.ll", &text).unwrap()
}

fn color(m: &mut Module) -> usize {
    let mut merged = 0;
    for f in m.funcs.values_mut() {
        if let Some(body) = f.body.as_mut() {
            merged += dialects::stackcolor::run_function(body);
        }
    }
    merged
}

fn allocas(m: &Module, name: &str) -> usize {
    common::count_op(m, name, Opcode::Alloca)
}

#[test]
fn slots_with_disjoint_lifetimes_merge_and_no_others() {
    let before = read();
    let mut after = before.clone();
    assert_eq!(color(&mut after), 3);
    dialects::verify::verify_module(&after).unwrap();
    assert_eq!((allocas(&before, "two"), allocas(&after, "two")), (2, 1));
    assert_eq!((allocas(&before, "arms"), allocas(&after, "arms")), (2, 1));
    assert_eq!(allocas(&after, "apart"), 4);
    assert_eq!(allocas(&after, "inner"), 2);
    let apart = dialects::text::print_function(&after, after.func_by_name("apart").unwrap());
    for kept in ["%a = ", "%b = ", "%c = ", "%d = "] {
        assert!(apart.contains(kept), "{kept} in {apart}");
    }
    assert!(!apart.contains("%e = "), "{apart}");
    // The slot kept is the first, with the larger type and alignment.
    let two = dialects::text::print_function(&after, after.func_by_name("two").unwrap());
    assert!(two.contains("%a = nvvm.alloca [8 x i32], %"), "{two}");
    assert!(two.contains("{align = 8}"), "{two}");
    let mut again = after.clone();
    assert_eq!(color(&mut again), 0);

    let runs = [
        ("two", 13),
        ("two", 4),
        ("arms", 2),
        ("apart", 1),
        ("inner", 3),
    ];
    let specs: Vec<String> = runs
        .iter()
        .map(|(kernel, n)| format!("kernel {kernel}\nblock 32\narg i32[32] zero\narg i32 {n}\n"))
        .collect();
    let wants = common::same_runs(&before, &after, &specs);
    for ((kernel, _), want) in runs.iter().zip(&wants) {
        assert!(want.buffers[0].0.iter().any(|&b| b != 0), "{kernel}");
    }
}

/// `@two` after the pass: `%b`'s uses read `%a`, which now has `%b`'s
/// alignment and `%a`'s (larger) type.
#[test]
fn two_snapshot() {
    let mut m = read();
    color(&mut m);
    let text = dialects::text::print_function(&m, m.func_by_name("two").unwrap());
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../../snapshots/stackcolor");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!("two", text));
}
