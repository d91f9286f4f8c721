//! `licm-promote` (`dialects::promote`): a location a loop stores to stays
//! in a register across the loop when nothing else in the loop can touch
//! it and every way out of the loop stored it; a location the loop only
//! reads is loaded once before it. The result computes what the input
//! computes (nvvm and PTX interpreters) and ptxas accepts it.

use dialects::analysis::loops::LoopNest;
use dialects::analysis::DomTree;
use dialects::ir::{Module, Opcode};
use std::path::Path;

mod common;

fn read() -> Module {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/promote/cases.ll");
    let text = std::fs::read_to_string(&path).unwrap();
    llvm::import::import("cases.ll", &text).unwrap()
}

/// Runs the pass on every function; returns (function, pointer, stored)
/// for each promotion.
fn promote(m: &mut Module) -> Vec<(String, String, bool)> {
    let mut out = Vec::new();
    for f in m.funcs.values_mut() {
        let noalias: Vec<bool> = f.param_attrs.iter().map(|a| a.noalias).collect();
        let (name, kernel) = (f.name.clone(), f.kernel);
        if let Some(body) = f.body.as_mut() {
            for p in dialects::promote::run_function(body, kernel, &noalias) {
                out.push((name.clone(), p.pointer, p.stored));
            }
        }
    }
    out.sort();
    out
}

/// (loads, stores) inside loops of function `name`.
fn accesses_in_loops(m: &Module, name: &str) -> (usize, usize) {
    let body = m.funcs[m.func_by_name(name).unwrap()]
        .body
        .as_ref()
        .unwrap();
    let dt = DomTree::new(body);
    let nest = LoopNest::compute(body, &dt);
    let mut n = (0, 0);
    for &b in &body.layout.blocks {
        if nest.depth(b) == 0 {
            continue;
        }
        for &i in body.block_insts(b) {
            match body.dfg.insts[i].opcode {
                Opcode::Load => n.0 += 1,
                Opcode::Store => n.1 += 1,
                _ => {}
            }
        }
    }
    n
}

#[test]
fn locations_apart_from_everything_else_leave_their_loops() {
    let before = read();
    let mut after = before.clone();
    let done = promote(&mut after);
    dialects::verify::verify_module(&after).unwrap();
    let s = |f: &str, p: &str, st: bool| (f.to_string(), p.to_string(), st);
    assert_eq!(
        done,
        vec![
            s("acc", "o", true),
            s("acc", "s", false),
            s("early_exit", "o", true),
            s("nested", "o", true),
            s("shared_sum", "p", true),
            s("switch_exit", "o", true),
        ]
    );
    // What stays in the loops: the streamed input only (for @nested, the
    // copies in and out of the inner loop are in the outer one).
    for (f, was, now) in [
        ("acc", (3, 1), (1, 0)),
        ("shared_sum", (4, 2), (2, 0)),
        ("early_exit", (2, 1), (1, 0)),
        ("nested", (2, 1), (2, 1)),
        ("switch_exit", (2, 1), (1, 0)),
        ("aliased", (2, 1), (2, 1)),
        ("barrier", (3, 1), (3, 1)),
        ("conditional", (2, 1), (2, 1)),
        ("volatile_acc", (2, 1), (2, 1)),
    ] {
        assert_eq!(accesses_in_loops(&before, f), was, "{f} before");
        assert_eq!(accesses_in_loops(&after, f), now, "{f} after");
    }
    // Nothing is left to promote.
    let mut again = after.clone();
    assert!(promote(&mut again).is_empty());

    let run = |kernel: &str, args: &str| format!("kernel {kernel}\nblock 32\nseed 3\n{args}");
    let acc = |n: i32| {
        run(
            "acc",
            &format!(
                "arg f32[512] random(-1,1)\narg f32[1] random(-2,2)\narg f32[32] random(-1,1)\narg i32 {n}\n"
            ),
        )
    };
    let sum = |n: i32| {
        run(
            "shared_sum",
            &format!("arg f32[300] random(-1,1)\narg f32[32] zero\narg i32 {n}\n"),
        )
    };
    let early = |n: i32, limit: f32| {
        run(
            "early_exit",
            &format!("arg f32[64] random(-1,1)\narg f32[32] random(-1,1)\narg i32 {n}\narg f32 {limit}\n"),
        )
    };
    let nested = |n: i32| {
        run(
            "nested",
            &format!("arg f32[256] random(-1,1)\narg f32[128] random(-1,1)\narg i32 {n}\n"),
        )
    };
    let switch = |n: i32| {
        run(
            "switch_exit",
            &format!("arg i32[96] random(-50,50)\narg i32[32] random(-9,9)\narg i32 {n}\n"),
        )
    };
    common::same_runs(
        &before,
        &after,
        &[
            switch(40),
            switch(1),
            acc(16),
            acc(1),
            acc(0),
            sum(300),
            sum(40),
            sum(0),
            early(20, 0.9),
            early(20, 5.0),
            early(0, 0.0),
            nested(7),
            nested(1),
        ],
    );
}

#[test]
fn loops_it_cannot_promote_are_left_as_they_were() {
    let before = read();
    let mut after = before.clone();
    promote(&mut after);
    for f in ["aliased", "barrier", "conditional", "volatile_acc"] {
        assert_eq!(
            dialects::text::print_function(&after, after.func_by_name(f).unwrap()),
            dialects::text::print_function(&before, before.func_by_name(f).unwrap()),
            "{f}"
        );
    }
}
