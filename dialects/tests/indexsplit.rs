//! `indexsplit` (`dialects::indexsplit`): a loop branching on how its
//! counter compares with a value set before the loop runs as two loops
//! split at that value (`<`, `<=`, `>`, `>=`), or as the iterations
//! before it, the one at it and those after (`==`), each part with the
//! branch folded. The result computes what the input computes (nvvm and
//! PTX interpreters) wherever the split point lies: before the first
//! iteration, inside the range, past it, at the type's limits, and for an
//! empty range. Conditions not on the counter, loops over the threshold
//! and loops with a barrier stay; every corpus and test file and a few
//! hundred generated kernels still verify after the pass.

use dialects::analysis::loops::LoopNest;
use dialects::analysis::DomTree;
use dialects::indexsplit::{run_function, IndexSplitConfig};
use dialects::ir::{Module, Opcode};
use interp::diff::{compare, run_module};

mod common;

fn split(m: &mut Module, cfg: &IndexSplitConfig) -> usize {
    m.funcs
        .values_mut()
        .filter_map(|f| f.body.as_mut())
        .map(|b| run_function(b, cfg))
        .sum()
}

fn import(src: &str) -> Module {
    llvm::import::import("k.ll", src).unwrap()
}

/// Imports `src`, runs the pass with `cfg`, checks the result verifies;
/// returns (before, after, how many loops were split, after's text).
fn run(src: &str, cfg: &IndexSplitConfig) -> (Module, Module, usize, String) {
    let before = import(src);
    let mut after = before.clone();
    let n = split(&mut after, cfg);
    let text = dialects::text::print_module(&after);
    if let Err(e) = dialects::verify::verify_module(&after) {
        panic!("{e:?}\n{text}");
    }
    (before, after, n, text)
}

/// The lines of block `name` (`^name`) in the generic text, label first.
fn block_lines<'t>(text: &'t str, name: &str) -> Vec<&'t str> {
    let plain = format!("^{name}");
    let quoted = format!("^\"{name}\"");
    let mut out = Vec::new();
    let mut inside = false;
    for l in text.lines() {
        if l.starts_with('^') {
            let label = l.split(['(', ':']).next();
            inside = label == Some(plain.as_str()) || label == Some(quoted.as_str());
        } else if l.starts_with('}') {
            inside = false;
        }
        if inside {
            out.push(l.trim());
        }
    }
    out
}

/// The terminator line of block `name`.
fn terminator<'t>(text: &'t str, name: &str) -> &'t str {
    block_lines(text, name).last().copied().unwrap_or("")
}

fn loop_count(m: &Module) -> usize {
    let f = m.func_by_name("k").unwrap();
    let body = m.funcs[f].body.as_ref().unwrap();
    LoopNest::compute(body, &DomTree::new(body)).loops.len()
}

/// Conditional branches inside loops, other than the latches' exit tests.
fn inner_branches(m: &Module) -> usize {
    let f = m.func_by_name("k").unwrap();
    let body = m.funcs[f].body.as_ref().unwrap();
    let dt = DomTree::new(body);
    let nest = LoopNest::compute(body, &dt);
    let latches: Vec<_> = nest.loops.iter().flat_map(|l| l.latches.clone()).collect();
    body.layout
        .blocks
        .iter()
        .filter(|&&b| nest.depth(b) > 0 && !latches.contains(&b))
        .filter_map(|&b| body.terminator(b))
        .filter(|&t| body.dfg.insts[t].opcode == Opcode::CondBr)
        .count()
}

/// Both interpreters agree before and after (`common::specs_agree`).
fn same_results(before: &Module, after: &Module, specs: &[String]) {
    common::specs_agree(before, after, specs);
}

/// Specs for kernels `k(float *x, float *y, int n, int m)`: 16 threads,
/// `x` of 128 floats (iteration `i` of thread `t` reads `x[16 i + t]`, so
/// `n <= 8`); each (n, m) pair once.
fn specs(pairs: &[(i32, i32)]) -> Vec<String> {
    pairs
        .iter()
        .map(|(n, m)| {
            format!(
                "kernel k\nblock 16\nseed 5\narg f32[128] random(-2,2)\narg f32[16] zero\narg i32 {n}\narg i32 {m}\n"
            )
        })
        .collect()
}

/// Split points before, inside, at the ends of and past `0..n`, the
/// type's limits, and empty and one-iteration ranges.
fn around(n: i32) -> Vec<(i32, i32)> {
    let mut v: Vec<(i32, i32)> = [-5, -1, 0, 1, n / 2, n - 1, n, n + 1, 40]
        .iter()
        .map(|&m| (n, m))
        .collect();
    v.extend([
        (n, i32::MAX),
        (n, i32::MIN),
        (0, 0),
        (0, 3),
        (0, -2),
        (1, 0),
        (1, 1),
    ]);
    v
}

/// `for (i = 0; i < n; i++) if (i < m) s += x[i]; else s -= x[i];`
/// (per thread, `x[16 i + t]`), guarded by `n > 0`, the sum leaving
/// through an exit phi.
const GUARDED: &str = r#"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
define ptx_kernel void @k(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n, i32 %m) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %s = phi float [ 0.0, %entry ], [ %s2, %latch ]
  %w = mul i32 %i, 16
  %j = add i32 %w, %t
  %j64 = zext i32 %j to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %j64
  %v = load float, ptr addrspace(1) %p, align 4
  %f = icmp slt i32 %i, %m
  br i1 %f, label %add, label %sub
add:
  %sa = fadd float %s, %v
  br label %latch
sub:
  %h = fmul float %s, 0.5
  %ss = fsub float %h, %v
  br label %latch
latch:
  %s2 = phi float [ %sa, %add ], [ %ss, %sub ]
  BARRIER
  %i1 = add nsw i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %s2, %latch ]
  %t64 = zext i32 %t to i64
  %o = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %r, ptr addrspace(1) %o, align 4
  ret void
}
"#;

fn guarded(cond: &str) -> String {
    GUARDED
        .replace("%f = icmp slt i32 %i, %m", cond)
        .replace("BARRIER", "")
}

#[test]
fn less_than_splits_the_loop_at_the_bound() {
    let (before, after, n, text) = run(&guarded("%f = icmp slt i32 %i, %m"), &Default::default());
    assert_eq!(n, 1, "{text}");
    assert_eq!(loop_count(&after), 2, "{text}");
    assert_eq!(inner_branches(&after), 0, "{text}");
    // The first loop runs while `i < min(n, m)` and only adds; the
    // original takes the rest and only subtracts.
    let front = block_lines(&text, "loop.split");
    assert!(
        front.iter().any(|l| l.contains("nvvm.icmp slt %n, %m")),
        "{text}"
    );
    assert!(front.iter().any(|l| l.contains("nvvm.select")), "{text}");
    assert!(
        terminator(&text, "loop.split").starts_with("nvvm.condbr"),
        "{text}"
    );
    assert!(
        terminator(&text, "loop.lo").starts_with("nvvm.br ^add.lo"),
        "{text}"
    );
    assert!(block_lines(&text, "sub.lo").is_empty(), "{text}");
    assert!(
        terminator(&text, "loop").starts_with("nvvm.br ^sub"),
        "{text}"
    );
    assert!(block_lines(&text, "add").is_empty(), "{text}");
    // After the first loop, the original exit test picks the second loop
    // or the exit, with the sum either way.
    let handover = terminator(&text, "loop.lo.exit");
    assert!(
        handover.starts_with("nvvm.condbr %c, ^loop.rest(%i1, %s2), ^exit(%s2)"),
        "{text}"
    );
    // One split per loop per run, and nothing left to split.
    let mut again = after.clone();
    assert_eq!(split(&mut again, &Default::default()), 0);
    same_results(&before, &after, &specs(&around(8)));
}

/// Every order of the counter against `m`, either operand order.
#[test]
fn every_ordered_comparison_splits() {
    for cond in [
        "%f = icmp sle i32 %i, %m",
        "%f = icmp sgt i32 %i, %m",
        "%f = icmp sge i32 %i, %m",
        "%f = icmp sgt i32 %m, %i",
        "%f = icmp sle i32 %m, %i",
    ] {
        let (before, after, n, text) = run(&guarded(cond), &Default::default());
        assert_eq!(n, 1, "{cond}\n{text}");
        assert_eq!(inner_branches(&after), 0, "{cond}\n{text}");
        same_results(&before, &after, &specs(&around(7)));
    }
}

/// The exit tests clang writes besides `<`: `!=` (the `nsw` step cannot
/// skip the bound) and `<=`, each combined with strict and non-strict
/// comparisons, where `c + 1` or `n + 1` would wrap at the type's limit.
#[test]
fn other_exit_tests_combine_with_the_split_point() {
    for (exit, n_adjust) in [
        ("%c = icmp ne i32 %i1, %n", ""),
        ("%c = icmp eq i32 %i1, %n", "swap"),
        ("%c = icmp sle i32 %i1, %nm1", "nm1"),
    ] {
        for cond in ["%f = icmp slt i32 %i, %m", "%f = icmp sle i32 %i, %m"] {
            let mut src = guarded(cond).replace("%c = icmp slt i32 %i1, %n", exit);
            match n_adjust {
                "swap" => {
                    src = src.replace(
                        "br i1 %c, label %loop, label %exit",
                        "br i1 %c, label %exit, label %loop",
                    )
                }
                "nm1" => {
                    src = src.replace(
                        "%guard = icmp sgt i32 %n, 0",
                        "%guard = icmp sgt i32 %n, 0\n  %nm1 = add nsw i32 %n, -1",
                    )
                }
                _ => {}
            }
            let (before, after, n, text) = run(&src, &Default::default());
            assert_eq!(n, 1, "{exit} / {cond}\n{text}");
            assert_eq!(inner_branches(&after), 0, "{exit} / {cond}\n{text}");
            same_results(&before, &after, &specs(&around(6)));
        }
    }
}

/// Counting down, `for (i = n - 1; i >= 0; i--) if (i > m) ...`: the
/// start is computed (and frozen before the new test), the bound is a
/// constant.
#[test]
fn a_loop_counting_down_splits() {
    let conds = [
        "%f = icmp sgt i32 %i, %m",
        "%f = icmp sle i32 %i, %m",
        "%f = icmp sge i32 %i, %m",
        "%f = icmp slt i32 %i, %m",
    ];
    let exits = [
        ("%i1 = add nsw i32 %i, -1", "%c = icmp sgt i32 %i1, -1"),
        ("%i1 = sub nsw i32 %i, 1", "%c = icmp sge i32 %i1, 0"),
        ("%i1 = add nsw i32 %i, -1", "%c = icmp ne i32 %i1, -1"),
    ];
    for cond in conds {
        for (step, exit) in exits {
            let src = guarded(cond)
                .replace(
                    "%guard = icmp sgt i32 %n, 0",
                    "%guard = icmp sgt i32 %n, 0\n  %start = add nsw i32 %n, -1",
                )
                .replace(
                    "[ 0, %entry ], [ %i1, %latch ]",
                    "[ %start, %entry ], [ %i1, %latch ]",
                )
                .replace("%i1 = add nsw i32 %i, 1", step)
                .replace("%c = icmp slt i32 %i1, %n", exit);
            let (before, after, n, text) = run(&src, &Default::default());
            assert_eq!(n, 1, "{cond} / {exit}\n{text}");
            assert_eq!(inner_branches(&after), 0, "{cond} / {exit}\n{text}");
            assert!(text.contains("nvvm.freeze %start"), "{text}");
            same_results(&before, &after, &specs(&around(8)));
        }
    }
    // Unsigned, from n down to 1: `sub nuw` cannot wrap.
    let src = guarded("%f = icmp ugt i32 %i, %m")
        .replace(
            "[ 0, %entry ], [ %i1, %latch ]",
            "[ %n, %entry ], [ %i1, %latch ]",
        )
        .replace(
            "%w = mul i32 %i, 16",
            "%im1 = add i32 %i, -1\n  %w = mul i32 %im1, 16",
        )
        .replace("%i1 = add nsw i32 %i, 1", "%i1 = sub nuw i32 %i, 1")
        .replace("%c = icmp slt i32 %i1, %n", "%c = icmp ugt i32 %i1, 0");
    let (before, after, n, text) = run(&src, &Default::default());
    assert_eq!(n, 1, "{text}");
    same_results(&before, &after, &specs(&around(8)));
}

/// Unsigned counters split in the unsigned order; without `nuw` the
/// constant start 0 and the strict test still keep the counter from
/// wrapping. A signed comparison against an unsigned exit test is left
/// alone (the orders disagree across the sign bit).
#[test]
fn unsigned_counters_split_in_their_order() {
    for (step, cond) in [
        ("%i1 = add nuw i32 %i, 1", "%f = icmp ult i32 %i, %m"),
        ("%i1 = add i32 %i, 1", "%f = icmp uge i32 %i, %m"),
        ("%i1 = add nuw i32 %i, 1", "%f = icmp ugt i32 %i, %m"),
    ] {
        let src = guarded(cond)
            .replace("%i1 = add nsw i32 %i, 1", step)
            .replace("%c = icmp slt i32 %i1, %n", "%c = icmp ult i32 %i1, %n");
        let (before, after, n, text) = run(&src, &Default::default());
        assert_eq!(n, 1, "{step} / {cond}\n{text}");
        same_results(&before, &after, &specs(&around(5)));
    }
    let mixed = guarded("%f = icmp slt i32 %i, %m")
        .replace("%c = icmp slt i32 %i1, %n", "%c = icmp ult i32 %i1, %n");
    let (_, _, n, text) = run(&mixed, &Default::default());
    assert_eq!(n, 0, "{text}");
}

/// `i == m`: the iterations before `m` with the test false, the one at
/// `m` straight-line with it true, then the rest with it false.
#[test]
fn equality_peels_the_iteration_at_the_point() {
    for cond in ["%f = icmp eq i32 %i, %m", "%f = icmp ne i32 %m, %i"] {
        let src = guarded(cond);
        let (before, after, n, text) = run(&src, &Default::default());
        assert_eq!(n, 1, "{cond}\n{text}");
        // Two loops; the iteration at `m` is not a loop.
        assert_eq!(loop_count(&after), 2, "{cond}\n{text}");
        assert_eq!(inner_branches(&after), 0, "{cond}\n{text}");
        let (hit, miss) = if cond.contains(" eq ") {
            ("add", "sub")
        } else {
            ("sub", "add")
        };
        assert!(
            terminator(&text, "loop.lo").starts_with(&format!("nvvm.br ^{miss}.lo")),
            "{text}"
        );
        assert!(
            terminator(&text, "loop.at").starts_with(&format!("nvvm.br ^{hit}.at")),
            "{text}"
        );
        assert!(
            terminator(&text, "loop").starts_with(&format!("nvvm.br ^{miss}")),
            "{text}"
        );
        assert!(
            terminator(&text, "latch.at").contains("^loop.rest("),
            "{text}"
        );
        assert!(
            terminator(&text, "loop.at.test").starts_with("nvvm.condbr"),
            "{text}"
        );
        same_results(&before, &after, &specs(&around(8)));
    }
}

/// The counter and the sum are read after the loop directly (no exit
/// phi), and the loop is not guarded: for `n <= 0` it runs once. They
/// leave through a new exit block fed by whichever part ran last.
#[test]
fn values_read_after_the_loop_come_from_the_part_that_ran_last() {
    let src = r#"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n, i32 %m) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %s = phi float [ 0.0, %entry ], [ %s2, %latch ]
  %w = mul i32 %i, 16
  %j = add i32 %w, %t
  %j64 = zext i32 %j to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %j64
  %v = load float, ptr addrspace(1) %p, align 4
  %f = icmp sge i32 %i, %m
  %g = select i1 %f, float 2.0, float 1.0
  br i1 %f, label %add, label %latch
add:
  %sa = fadd float %s, %v
  br label %latch
latch:
  %s2 = phi float [ %sa, %add ], [ %s, %loop ]
  %gs = fmul float %s2, %g
  %i1 = add nsw i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %nf = sitofp i32 %i1 to float
  %ff = uitofp i1 %f to float
  %r = fadd float %gs, %nf
  %r2 = fadd float %r, %ff
  %t64 = zext i32 %t to i64
  %o = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %r2, ptr addrspace(1) %o, align 4
  ret void
}
"#;
    let (before, after, n, text) = run(src, &Default::default());
    assert_eq!(n, 1, "{text}");
    assert_eq!(inner_branches(&after), 0, "{text}");
    // The select on the condition folds too.
    assert!(!text.contains("nvvm.select %f"), "{text}");
    let exit = block_lines(&text, "latch.exit");
    assert!(!exit.is_empty(), "{text}");
    assert!(exit[0].contains("%i1") && exit[0].contains("%gs"), "{text}");
    let mut specs = specs(&around(8));
    specs.extend(self::specs(&[(-3, 0), (-3, -7), (i32::MIN, 5)]));
    same_results(&before, &after, &specs);
}

/// A 64-bit counter compared with a 64-bit bound.
#[test]
fn a_64_bit_counter_splits() {
    let src = guarded("%f = icmp sle i64 %i, %m64")
        .replace(
            "%guard = icmp sgt i32 %n, 0",
            "%guard = icmp sgt i32 %n, 0\n  %n64 = sext i32 %n to i64\n  %m64 = sext i32 %m to i64",
        )
        .replace("%i = phi i32 [ 0,", "%i = phi i64 [ 0,")
        .replace(
            "%w = mul i32 %i, 16",
            "%i32 = trunc i64 %i to i32\n  %w = mul i32 %i32, 16",
        )
        .replace("%i1 = add nsw i32 %i, 1", "%i1 = add nsw i64 %i, 1")
        .replace("%c = icmp slt i32 %i1, %n", "%c = icmp slt i64 %i1, %n64");
    let (before, after, n, text) = run(&src, &Default::default());
    assert_eq!(n, 1, "{text}");
    same_results(&before, &after, &specs(&around(8)));
}

#[test]
fn conditions_not_on_the_counter_stay() {
    let cases = [
        // A loaded value: it changes every iteration.
        "%f = fcmp ogt float %v, 0.0",
        // A function of the counter, not the counter.
        "%f = icmp slt i32 %w, %m",
        // The counter against a value the loop computes.
        "%f = icmp slt i32 %i, %j",
        // Invariant, but not a comparison of the counter (unswitching's).
        "%f = icmp slt i32 %n, %m",
    ];
    for cond in cases {
        let src = guarded(cond);
        let (_, _, n, text) = run(&src, &Default::default());
        assert_eq!(n, 0, "{cond}\n{text}");
        assert_eq!(text, dialects::text::print_module(&import(&src)));
    }
    // A counter without `nsw` from a start that could be the largest
    // value: the first step might wrap.
    let wraps = guarded("%f = icmp slt i32 %i, %m")
        .replace(
            "[ 0, %entry ], [ %i1, %latch ]",
            "[ %t, %entry ], [ %i1, %latch ]",
        )
        .replace("%i1 = add nsw i32 %i, 1", "%i1 = add i32 %i, 1");
    let (_, _, n, text) = run(&wraps, &Default::default());
    assert_eq!(n, 0, "{text}");
    // A constant trip count is full unrolling's: each copy folds its test.
    let constant = guarded("%f = icmp slt i32 %i, %m")
        .replace("%c = icmp slt i32 %i1, %n", "%c = icmp slt i32 %i1, 8");
    let (_, _, n, text) = run(&constant, &Default::default());
    assert_eq!(n, 0, "{text}");
}

#[test]
fn loops_over_the_threshold_stay() {
    let src = guarded("%f = icmp slt i32 %i, %m");
    let original = dialects::text::print_module(&import(&src));
    let small = IndexSplitConfig { threshold: 10 };
    let (_, _, n, text) = run(&src, &small);
    assert_eq!(n, 0, "{text}");
    assert_eq!(text, original);
    // The budget counts every instruction of the loop.
    let m = import(&src);
    let f = m.func_by_name("k").unwrap();
    let body = m.funcs[f].body.as_ref().unwrap();
    let nest = LoopNest::compute(body, &DomTree::new(body));
    let size: usize = nest
        .blocks(0)
        .iter()
        .map(|&b| body.block_insts(b).len())
        .sum();
    let (_, _, n, _) = run(&src, &IndexSplitConfig { threshold: size });
    assert_eq!(n, 1);
    let (_, _, n, _) = run(
        &src,
        &IndexSplitConfig {
            threshold: size - 1,
        },
    );
    assert_eq!(n, 0);
}

#[test]
fn loops_with_a_barrier_stay() {
    let src = GUARDED.replace("BARRIER", "call void @llvm.nvvm.barrier0()");
    let original = dialects::text::print_module(&import(&src));
    let (before, after, n, text) = run(&src, &Default::default());
    assert_eq!(n, 0, "{text}");
    assert_eq!(text, original);
    same_results(&before, &after, &specs(&[(5, 2)]));
}

/// Gives generated kernels what the pass looks for, which kernelgen
/// emits rarely: in each innermost loop, the first branch between two of
/// its blocks tests the counter (the header's first parameter) against a
/// constant instead (`slt`, `uge`, `eq`, ...; the constant, defined in the
/// loop, is one the pass must make again in front of it), and the
/// counter's step is marked `nsw` (kernelgen's counters never wrap: they
/// count between 0 and at most 7). Returns how many branches changed.
fn plant_counter_tests(m: &mut Module, seed: u64) -> usize {
    use dialects::ir::{Attrs, Const, IntFlags, IntPred, Type};
    let mut state = seed ^ 0x9e37_79b9_7f4a_7c15;
    let mut pick = move |n: usize| {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((state >> 33) % n as u64) as usize
    };
    let preds = [
        IntPred::Slt,
        IntPred::Sle,
        IntPred::Sgt,
        IntPred::Sge,
        IntPred::Ult,
        IntPred::Uge,
        IntPred::Eq,
        IntPred::Ne,
    ];
    let points: [i128; 7] = [-1, 0, 1, 2, 3, 5, 9];
    let mut planted = 0;
    for f in m.funcs.values_mut() {
        let Some(body) = f.body.as_mut() else {
            continue;
        };
        let dt = DomTree::new(body);
        let nest = LoopNest::compute(body, &dt);
        for (l, lp) in nest.loops.iter().enumerate() {
            if nest.loops.iter().any(|o| o.parent == Some(l)) {
                continue;
            }
            let Some(&iv) = body.dfg.block_params(lp.header).first() else {
                continue;
            };
            let bits = match body.dfg.value_type(iv) {
                Type::Int(b @ (32 | 64)) => b,
                _ => continue,
            };
            for &latch in &lp.latches {
                let Some(t) = body.terminator(latch) else {
                    continue;
                };
                let steps: Vec<_> = body.dfg.insts[t]
                    .succs
                    .iter()
                    .filter(|s| s.block == lp.header)
                    .filter_map(|s| body.dfg.call_args(s).first().copied())
                    .filter_map(|v| body.dfg.def_inst(v))
                    .collect();
                for i in steps {
                    let d = &body.dfg.insts[i];
                    let args = body.dfg.inst_args(i);
                    let unit = args
                        .iter()
                        .any(|&a| body.dfg.int_const(a).is_some_and(|(k, _)| k.abs() == 1));
                    if matches!(d.opcode, Opcode::Add | Opcode::Sub) && args.contains(&iv) && unit {
                        if let Attrs::Int(fl) = &mut body.dfg.insts[i].attrs {
                            fl.insert(IntFlags::NSW);
                        }
                    }
                }
            }
            let blocks: Vec<_> = nest
                .blocks(l)
                .iter()
                .copied()
                .filter(|b| !lp.latches.contains(b))
                .collect();
            for b in blocks {
                let Some(t) = body.terminator(b) else {
                    continue;
                };
                let d = &body.dfg.insts[t];
                if d.opcode != Opcode::CondBr || !d.succs.iter().all(|s| nest.contains(l, s.block))
                {
                    continue;
                }
                let k = points[pick(points.len())];
                let mask = (1u128 << bits) - 1;
                let ki = body.dfg.make_inst(
                    Opcode::Const,
                    &[],
                    Attrs::Const(Const::Int(k as u128 & mask)),
                    Some(Type::Int(bits)),
                );
                let kv = body.dfg.inst_result(ki).unwrap();
                let pred = preds[pick(preds.len())];
                let ci = body.dfg.make_inst(
                    Opcode::ICmp,
                    &[iv, kv],
                    Attrs::ICmp(pred),
                    Some(Type::Int(1)),
                );
                let cv = body.dfg.inst_result(ci).unwrap();
                let at = body.block_insts(b).len() - 1;
                body.insert_inst(b, at, ki);
                body.insert_inst(b, at + 1, ci);
                body.dfg.insts[t].args =
                    dialects::ir::ValueList::from_slice(&[cv], &mut body.dfg.pool);
                planted += 1;
                break;
            }
        }
    }
    planted
}

/// Generated kernels (`kernelgen`, after mem2reg and LICM, which expose
/// the invariant bounds), with and without barriers, warp operations and
/// calls, as generated and with counter tests planted, verify after the
/// pass and compute the same (nvvm interpreter).
#[test]
fn generated_kernels_compute_the_same_after_splitting() {
    let cfg = IndexSplitConfig::default();
    let seeds: Vec<u64> = (0..400).collect();
    let results = common::parallel(&seeds, |&seed| {
        let (mut n_split, mut compared, mut planted) = (0, 0, 0);
        for (plain, plant) in [(false, false), (true, false), (false, true), (true, true)] {
            let mut gc = kernelgen::GenConfig::new(seed);
            if plain {
                gc.barriers = false;
                gc.shared = false;
                gc.warp = false;
                gc.calls = false;
            }
            let mut g = kernelgen::generate(&gc);
            prepare(&mut g.module);
            if plant {
                planted += plant_counter_tests(&mut g.module, seed);
                if let Err(e) = dialects::verify::verify_module(&g.module) {
                    panic!("seed {seed} (plain {plain}, planted): {e:?}");
                }
            }
            let mut after = g.module.clone();
            let n = split(&mut after, &cfg);
            if let Err(e) = dialects::verify::verify_module(&after) {
                panic!("seed {seed} (plain {plain}, planted {plant}): {e:?}");
            }
            if n == 0 {
                continue;
            }
            n_split += n;
            let Ok(want) = run_module(&g.module, &g.spec) else {
                continue;
            };
            let got = run_module(&after, &g.spec)
                .unwrap_or_else(|e| panic!("seed {seed} (plain {plain}, planted {plant}): {e}"));
            compare(&want, &got, None)
                .unwrap_or_else(|e| panic!("seed {seed} (plain {plain}, planted {plant}): {e}"));
            compared += 1;
        }
        (n_split, compared, planted)
    });
    let n_split: usize = results.iter().map(|r| r.0).sum();
    let compared: usize = results.iter().map(|r| r.1).sum();
    let planted: usize = results.iter().map(|r| r.2).sum();
    eprintln!(
        "indexsplit: generated kernels: {planted} counter tests planted, {n_split} loops split, \
         {compared} kernels compared"
    );
    assert!(compared >= 30, "only {compared} generated kernels split");
}

/// Every corpus kernel and test file that imports still verifies after the
/// pass, and the corpus kernels with a harness spec compute the same.
#[test]
fn corpus_and_test_files_verify_after_splitting() {
    let cfg = IndexSplitConfig::default();
    let files = common::all_ll_files();
    assert!(files.len() > 40, "found only {} files", files.len());
    let mut imported = 0;
    let mut n_split = 0;
    let mut touched = Vec::new();
    for path in &files {
        let Some(m) = common::import_file(path) else {
            continue;
        };
        imported += 1;
        // As imported, and after mem2reg and LICM (the order the pass
        // would run in: invariant bounds hoisted first).
        let mut n = 0;
        for prepared in [false, true] {
            let mut m = m.clone();
            if prepared {
                prepare(&mut m);
            }
            n += split(&mut m, &cfg);
            if let Err(e) = dialects::verify::verify_module(&m) {
                panic!("{} (prepared {prepared}): {e:?}", path.display());
            }
        }
        if n > 0 {
            touched.push(format!(
                "{} ({n})",
                path.file_name().unwrap_or_default().to_string_lossy()
            ));
        }
        n_split += n;
    }
    assert!(imported > 40, "imported only {imported}");
    let compared = common::harness_runs_agree(|m| split(m, &cfg))
        + common::harness_runs_agree(|m| {
            prepare(m);
            split(m, &cfg)
        });
    eprintln!(
        "indexsplit: {imported} files, {n_split} loops split, {compared} harness runs \
         compared; in [{}]",
        touched.join(", ")
    );
}

/// mem2reg, then LICM on every function.
fn prepare(m: &mut Module) {
    dialects::mem2reg::run(m);
    for f in m.funcs.values_mut() {
        if let Some(b) = f.body.as_mut() {
            dialects::licm::run_function(b);
        }
    }
}
