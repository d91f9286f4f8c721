//! `pressure-hoist` (`dialects::pressurehoist`): a cone of pure
//! instructions moves up to the block of its latest operand when that
//! block runs exactly as often and the move ends more live registers than
//! it starts. Paths that skip the use, loops, operands that live on and
//! kernel parameters keep instructions where they are. The result
//! computes what the input computes (nvvm and PTX interpreters) and ptxas
//! accepts it.

use dialects::ir::Module;
use std::path::Path;

mod common;

fn read() -> Module {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/pressurehoist/cases.ll");
    let text = std::fs::read_to_string(&path).unwrap();
    llvm::import::import("cases.ll", &text).unwrap()
}

fn read_literal() -> Module {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/pressurehoist/literal.wir");
    let text = std::fs::read_to_string(&path).unwrap();
    dialects::text::parse_module("literal.wir", &text).unwrap()
}

fn hoist(m: &mut Module) -> usize {
    let mut moved = 0;
    for f in m.funcs.values_mut() {
        let kernel = f.kernel;
        if let Some(body) = f.body.as_mut() {
            moved += dialects::pressurehoist::run_function(body, kernel);
        }
    }
    moved
}

fn function_text(m: &Module, name: &str) -> String {
    let f = m.func_by_name(name).unwrap();
    dialects::text::print_function(m, f)
}

/// The label of the block in which `%name` is defined in `text` (an
/// instruction's result or a block parameter).
fn block_of(text: &str, name: &str) -> String {
    let mut block = String::new();
    for l in text.lines() {
        let t = l.trim_start();
        if t.starts_with('^') {
            block = t.split(['(', ':']).next().unwrap_or("").to_string();
            if t.contains(&format!("%{name}: ")) {
                return block;
            }
        } else if t.starts_with(&format!("%{name} = ")) {
            return block;
        }
    }
    panic!("%{name} not found in\n{text}");
}

fn check_runs(before: &Module, after: &Module, kernel: &str, args: &str) {
    let specs: Vec<String> = [1, 7]
        .iter()
        .map(|seed| format!("kernel {kernel}\nblock 64\nseed {seed}\n{args}"))
        .collect();
    common::same_runs(before, after, &specs);
}

#[test]
fn cones_move_up_only_where_they_free_registers_on_the_same_paths() {
    let before = read();
    let mut after = before.clone();
    let moved = hoist(&mut after);
    dialects::verify::verify_module(&after).unwrap();

    let poly = function_text(&after, "poly");
    let entry = block_of(&poly, "v");
    // x*x and the first two fmas move together (none pays alone), then
    // the third.
    for v in ["x2", "h0", "h1", "h2"] {
        assert_eq!(block_of(&poly, v), entry, "{v} in\n{poly}");
    }
    let join = block_of(&poly, "w");
    for v in ["h3", "r"] {
        assert_eq!(block_of(&poly, v), join, "{v} in\n{poly}");
    }
    let exit = function_text(&after, "early_exit");
    assert_ne!(block_of(&exit, "e0"), block_of(&exit, "v"), "{exit}");
    let lp = function_text(&after, "loop");
    assert_ne!(block_of(&lp, "sum"), block_of(&lp, "v"), "{lp}");
    let ng = function_text(&after, "no_gain");
    for v in ["s", "u", "p", "z"] {
        assert_ne!(block_of(&ng, v), block_of(&ng, "v"), "{v} in\n{ng}");
    }
    for f in ["early_exit", "loop", "no_gain"] {
        assert_eq!(function_text(&after, f), function_text(&before, f), "{f}");
    }
    assert_eq!(moved, 4, "{poly}");
    // Nothing is left to move.
    let mut again = after.clone();
    assert_eq!(hoist(&mut again), 0);

    let x = "arg f64[64] random(-2,2)\narg f64[64] const(0)\n";
    check_runs(&before, &after, "poly", &format!("{x}arg i32 4\n"));
    check_runs(&before, &after, "poly", &format!("{x}arg i32 3\n"));
}

/// A constant the cone reads in its own block is copied up with it; the
/// original stays for its other reader.
#[test]
fn literals_in_the_cone_s_block_are_copied_up() {
    let before = read_literal();
    let mut after = before.clone();
    assert_eq!(hoist(&mut after), 2);
    dialects::verify::verify_module(&after).unwrap();
    let text = function_text(&after, "lit");
    let entry = block_of(&text, "v");
    for v in ["g", "h"] {
        assert_eq!(block_of(&text, v), entry, "{v} in\n{text}");
    }
    assert_ne!(block_of(&text, "k"), entry, "{text}");
    assert_eq!(
        text.matches("nvvm.const 0.25").count(),
        2,
        "a copy in ^entry, the original in ^join:\n{text}"
    );
    check_runs(
        &before,
        &after,
        "lit",
        "arg f64[64] random(-2,2)\narg f64[64] const(0)\n",
    );
}

/// `@poly` and `@lit` after the pass: the polynomial sits in the entry
/// block with the loads of its coefficients; `@lit`'s cone with a copy
/// of `0.25`.
#[test]
fn snapshots() {
    let mut m = read();
    hoist(&mut m);
    let mut lit = read_literal();
    hoist(&mut lit);
    let text = format!(
        "{}\n{}",
        function_text(&m, "poly"),
        function_text(&lit, "lit")
    );
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../../snapshots/pressurehoist");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!("after", text));
}
