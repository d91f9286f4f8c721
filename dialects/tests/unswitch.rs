//! `unswitch` (`dialects::unswitch`): a header exit on an invariant
//! condition moves in front of the loop (trivial unswitching); a loop
//! branching on an invariant condition inside its body is copied, one copy
//! per value of the condition (non-trivial), with the loop's values read
//! after it merged at the exit. Loops over the size threshold, loops with
//! a barrier and branches on values the loop computes stay; in a nest the
//! inner loop goes first and its test then climbs out of the outer one.
//! The result computes what the input computes (nvvm and PTX
//! interpreters), and every corpus and test file and a few hundred
//! generated kernels still verify after the pass.

use dialects::analysis::loops::LoopNest;
use dialects::analysis::DomTree;
use dialects::ir::{Module, Opcode};
use dialects::unswitch::{run_function, UnswitchConfig};
use interp::diff::{compare, run_module};

mod common;

fn unswitch(m: &mut Module, cfg: &UnswitchConfig) -> usize {
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
/// returns (before, after, how many loops were unswitched, after's text).
fn run(src: &str, cfg: &UnswitchConfig) -> (Module, Module, usize, String) {
    let before = import(src);
    let mut after = before.clone();
    let n = unswitch(&mut after, cfg);
    if let Err(e) = dialects::verify::verify_module(&after) {
        panic!("{e:?}\n{}", dialects::text::print_module(&after));
    }
    let text = dialects::text::print_module(&after);
    (before, after, n, text)
}

/// The lines of block `name` (`^name`) in the generic text, label first.
fn block_lines<'t>(text: &'t str, name: &str) -> Vec<&'t str> {
    let label = format!("^{name}");
    let mut out = Vec::new();
    let mut inside = false;
    for l in text.lines() {
        if l.starts_with('^') {
            inside = l.split(['(', ':']).next() == Some(label.as_str());
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

/// How many conditional branches inside loops test a value named `cond`.
fn branches_in_loops(m: &Module, cond: &str) -> usize {
    let f = m.func_by_name("k").unwrap();
    let body = m.funcs[f].body.as_ref().unwrap();
    let dt = DomTree::new(body);
    let nest = LoopNest::compute(body, &dt);
    body.layout
        .blocks
        .iter()
        .filter(|&&b| nest.depth(b) > 0)
        .filter_map(|&b| body.terminator(b))
        .filter(|&t| body.dfg.insts[t].opcode == Opcode::CondBr)
        .filter(|&t| {
            let c = body.dfg.inst_args(t)[0];
            body.dfg.value_names[c].as_deref() == Some(cond)
        })
        .count()
}

fn loop_count(m: &Module) -> usize {
    let f = m.func_by_name("k").unwrap();
    let body = m.funcs[f].body.as_ref().unwrap();
    LoopNest::compute(body, &DomTree::new(body)).loops.len()
}

/// Both interpreters agree before and after (`common::specs_agree`).
fn same_results(before: &Module, after: &Module, specs: &[String]) {
    common::specs_agree(before, after, specs);
}

/// Specs for kernels `k(float *x, float *y, int n, int flag)`: 16 threads,
/// `x` of 128 floats; each (n, flag) pair once.
fn specs(pairs: &[(i32, i32)]) -> Vec<String> {
    pairs
        .iter()
        .map(|(n, flag)| {
            format!(
                "kernel k\nblock 16\nseed 3\narg f32[128] random(-2,2)\narg f32[16] zero\narg i32 {n}\narg i32 {flag}\n"
            )
        })
        .collect()
}

/// `if (!flag) { y[t] = -s; return; }` at the top of each iteration, with
/// `s` the running sum: the exit is taken on the first iteration or never,
/// and the early exit reads the header's `%s`, which is then 1.5.
const TRIVIAL: &str = r#"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n, i32 %flag) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %o = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  %stop = icmp eq i32 %flag, 0
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %loop, label %done
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %s = phi float [ 1.5, %entry ], [ %s1, %body ]
  %w = mul i32 %i, 16
  br i1 %stop, label %early, label %body
body:
  %j = add i32 %w, %t
  %j64 = zext i32 %j to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %j64
  %v = load float, ptr addrspace(1) %p, align 4
  %s1 = fadd float %s, %v
  %i1 = add nsw i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done
early:
  %e = phi float [ %s, %loop ]
  %e2 = fneg float %e
  store float %e2, ptr addrspace(1) %o, align 4
  ret void
done:
  %r = phi float [ 0.0, %entry ], [ %s1, %body ]
  store float %r, ptr addrspace(1) %o, align 4
  ret void
}
"#;

#[test]
fn trivial_header_exit_moves_in_front_of_the_loop() {
    let (before, after, n, text) = run(TRIVIAL, &UnswitchConfig::default());
    assert_eq!(n, 1, "{text}");
    // The header goes straight into the body; the test sits on the edge
    // entering the loop (a new block: the entry's own branch is the guard).
    assert!(
        terminator(&text, "loop").starts_with("nvvm.br ^body"),
        "{text}"
    );
    let split = terminator(&text, "loop.split");
    assert!(split.starts_with("nvvm.condbr %stop, ^early("), "{text}");
    assert!(split.contains("^loop("), "{text}");
    assert_eq!(branches_in_loops(&after, "stop"), 0, "{text}");
    assert_eq!(loop_count(&after), 1);
    // Nothing more to move.
    let mut again = after.clone();
    assert_eq!(unswitch(&mut again, &UnswitchConfig::default()), 0);
    same_results(&before, &after, &specs(&[(5, 1), (5, 0), (0, 0), (8, 3)]));
}

/// `for i in 0..n { if (flag) s += x[i]; else s -= x[i]; } y[t] = s + n;`
/// (per thread, `x[16 i + t]`); the sum and the counter are read after the
/// loop directly, not through an exit phi.
const SUM: &str = r#"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
define ptx_kernel void @k(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n, i32 %flag) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %f = icmp ne i32 %flag, 0
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %s = phi float [ 0.0, %entry ], [ %s2, %latch ]
  %w = mul i32 %i, 16
  %j = add i32 %w, %t
  %j64 = zext i32 %j to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %j64
  %v = load float, ptr addrspace(1) %p, align 4
  br i1 %f, label %add, label %sub
add:
  %sa = fadd float %s, %v
  br label %latch
sub:
  %ss = fsub float %s, %v
  br label %latch
latch:
  %s2 = phi float [ %sa, %add ], [ %ss, %sub ]
  BARRIER
  %i1 = add nsw i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %nf = sitofp i32 %i1 to float
  %r = fadd float %s2, %nf
  %t64 = zext i32 %t to i64
  %o = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %r, ptr addrspace(1) %o, align 4
  ret void
}
"#;

fn sum_kernel(barrier: bool) -> String {
    let b = if barrier {
        "call void @llvm.nvvm.barrier0()"
    } else {
        ""
    };
    SUM.replace("BARRIER", b)
}

#[test]
fn non_trivial_copies_the_loop_and_merges_the_sum_after_it() {
    let (before, after, n, text) = run(&sum_kernel(false), &UnswitchConfig::default());
    assert_eq!(n, 1, "{text}");
    assert_eq!(loop_count(&after), 2, "{text}");
    assert_eq!(branches_in_loops(&after, "f"), 0, "{text}");
    // The entry picks the copy; the original keeps the `then` side, the
    // copy the `else` side, and neither keeps the other's.
    let entry = terminator(&text, "entry");
    assert!(entry.starts_with("nvvm.condbr %f, ^loop("), "{text}");
    assert!(
        entry.contains("^\"loop.us\"(") || entry.contains("^loop.us("),
        "{text}"
    );
    assert!(
        terminator(&text, "loop").starts_with("nvvm.br ^add"),
        "{text}"
    );
    assert!(block_lines(&text, "sub").is_empty(), "{text}");
    assert!(block_lines(&text, "add.us").is_empty(), "{text}");
    assert!(!block_lines(&text, "sub.us").is_empty(), "{text}");
    // The sum and the counter reach the exit as block parameters, one
    // argument from each copy.
    let exit = block_lines(&text, "exit");
    assert!(exit[0].contains("%s2") && exit[0].contains("%i1"), "{text}");
    assert!(
        terminator(&text, "latch").contains("^exit(%i1, %s2)"),
        "{text}"
    );
    // One condition per loop per run, and none left.
    let mut again = after.clone();
    assert_eq!(unswitch(&mut again, &UnswitchConfig::default()), 0);
    same_results(
        &before,
        &after,
        &specs(&[(7, 1), (7, 0), (1, 0), (8, -5), (3, 1)]),
    );
}

#[test]
fn loops_over_the_threshold_or_with_copying_disabled_stay() {
    let src = sum_kernel(false);
    let original = dialects::text::print_module(&import(&src));
    let small = UnswitchConfig {
        threshold: 10,
        ..UnswitchConfig::default()
    };
    let (_, _, n, text) = run(&src, &small);
    assert_eq!(n, 0, "{text}");
    assert_eq!(text, original);
    let off = UnswitchConfig {
        non_trivial: false,
        ..UnswitchConfig::default()
    };
    let (_, _, n, text) = run(&src, &off);
    assert_eq!(n, 0, "{text}");
    assert_eq!(text, original);
    // Trivial unswitching copies nothing: it runs whatever the budget.
    let none = UnswitchConfig {
        threshold: 0,
        non_trivial: false,
        innermost_only: false,
    };
    let (_, _, n, _) = run(TRIVIAL, &none);
    assert_eq!(n, 1);
}

#[test]
fn loops_with_a_barrier_stay() {
    let src = sum_kernel(true);
    let original = dialects::text::print_module(&import(&src));
    let (before, after, n, text) = run(&src, &UnswitchConfig::default());
    assert_eq!(n, 0, "{text}");
    assert_eq!(text, original);
    same_results(&before, &after, &specs(&[(4, 1), (4, 0)]));
}

#[test]
fn conditions_the_loop_computes_stay() {
    // A loaded value decides the branch: it changes every iteration.
    let varying = sum_kernel(false)
        .replace(
            "br i1 %f, label %add, label %sub",
            "%pos = fcmp ogt float %v, 0.0\n  br i1 %pos, label %add, label %sub",
        )
        .replace("  %f = icmp ne i32 %flag, 0\n", "");
    let (_, _, n, text) = run(&varying, &UnswitchConfig::default());
    assert_eq!(n, 0, "{text}");
    assert_eq!(text, dialects::text::print_module(&import(&varying)));
    // Invariant in value but computed inside the loop: hoisting it is
    // LICM's job (it runs first), this pass only reads where it is defined.
    let inside = sum_kernel(false)
        .replace("  %f = icmp ne i32 %flag, 0\n", "")
        .replace(
            "br i1 %f, label %add, label %sub",
            "%f = icmp ne i32 %flag, 0\n  br i1 %f, label %add, label %sub",
        );
    let (_, _, n, text) = run(&inside, &UnswitchConfig::default());
    assert_eq!(n, 0, "{text}");
    // A header exit whose target reads a value the header computed is not
    // trivial: on the edge from before the loop there is no such value.
    let reads = TRIVIAL.replace(
        "%e = phi float [ %s, %loop ]",
        "%e = sitofp i32 %w to float",
    );
    let (_, _, n, text) = run(&reads, &UnswitchConfig::default());
    assert_eq!(n, 0, "{text}");
    // Nor is one after a store in the header: the exit would skip it.
    let store = TRIVIAL.replace(
        "  %w = mul i32 %i, 16\n",
        "  %w = mul i32 %i, 16\n  store float %s, ptr addrspace(1) %o, align 4\n",
    );
    let (_, _, n, text) = run(&store, &UnswitchConfig::default());
    assert_eq!(n, 0, "{text}");
}

/// A condition loaded before the loop may be undefined where the original
/// never branched on it (here: never, when `n` is 0 and the loop is a
/// guarded one); the copy is chosen on its freeze.
#[test]
fn a_loaded_condition_is_frozen_before_the_loop_tests_it() {
    let src = r#"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n, i32 %flag) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %o = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  %q = getelementptr inbounds float, ptr addrspace(1) %x, i64 %t64
  %mode = load float, ptr addrspace(1) %q, align 4
  %f = fcmp ogt float %mode, 0.0
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %loop, label %done
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %s = phi float [ 0.0, %entry ], [ %s2, %latch ]
  %fi = sitofp i32 %i to float
  br i1 %f, label %add, label %latch
add:
  %sa = fadd float %s, %fi
  br label %latch
latch:
  %s2 = phi float [ %sa, %add ], [ %s, %loop ]
  %i1 = add nsw i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  %r = phi float [ -1.0, %entry ], [ %s2, %latch ]
  store float %r, ptr addrspace(1) %o, align 4
  ret void
}
"#;
    let (before, after, n, text) = run(src, &UnswitchConfig::default());
    assert_eq!(n, 1, "{text}");
    assert!(
        text.contains("%\"f.fr\" = nvvm.freeze %f") || text.contains("%f.fr = nvvm.freeze %f"),
        "{text}"
    );
    assert!(
        terminator(&text, "loop.split").contains("nvvm.condbr %"),
        "{text}"
    );
    assert!(terminator(&text, "loop.split").contains("f.fr"), "{text}");
    assert_eq!(loop_count(&after), 2, "{text}");
    same_results(&before, &after, &specs(&[(6, 0), (0, 0), (1, 0)]));
}

/// Every corpus kernel and test file that imports still verifies after the
/// pass, and the corpus kernels with a harness spec compute the same.
#[test]
fn corpus_and_test_files_verify_after_unswitching() {
    let cfg = UnswitchConfig::default();
    let files = common::all_ll_files();
    assert!(files.len() > 40, "found only {} files", files.len());
    let mut imported = 0;
    let mut unswitched = 0;
    let mut touched = Vec::new();
    for path in &files {
        let Some(mut m) = common::import_file(path) else {
            continue;
        };
        imported += 1;
        let n = unswitch(&mut m, &cfg);
        if let Err(e) = dialects::verify::verify_module(&m) {
            panic!("{}: {e:?}", path.display());
        }
        if n > 0 {
            touched.push(format!(
                "{} ({n})",
                path.file_name().unwrap_or_default().to_string_lossy()
            ));
        }
        unswitched += n;
    }
    assert!(imported > 40, "imported only {imported}");
    let compared = common::harness_runs_agree(|m| unswitch(m, &cfg));
    eprintln!(
        "unswitch: {imported} files, {unswitched} loops unswitched, {compared} harness runs \
         compared; in {}",
        touched.join(", ")
    );
}

const NESTED: &str = r#"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n, i32 %flag) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %f = icmp ne i32 %flag, 0
  br label %outer
outer:
  %k = phi i32 [ 0, %entry ], [ %k1, %olatch ]
  %a = phi float [ 0.0, %entry ], [ %s2, %olatch ]
  br label %loop
loop:
  %i = phi i32 [ 0, %outer ], [ %i1, %latch ]
  %s = phi float [ %a, %outer ], [ %s2, %latch ]
  %w = mul i32 %i, 16
  %j = add i32 %w, %t
  %j64 = zext i32 %j to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %j64
  %v = load float, ptr addrspace(1) %p, align 4
  br i1 %f, label %add, label %sub
add:
  %sa = fadd float %s, %v
  br label %latch
sub:
  %ss = fsub float %s, %v
  br label %latch
latch:
  %s2 = phi float [ %sa, %add ], [ %ss, %sub ]
  %i1 = add nsw i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %olatch
olatch:
  %k1 = add nsw i32 %k, 1
  %oc = icmp slt i32 %k1, 3
  br i1 %oc, label %outer, label %exit
exit:
  %t64 = zext i32 %t to i64
  %o = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %s2, ptr addrspace(1) %o, align 4
  ret void
}
"#;

/// An inner loop's test, once unswitched, sits in the outer loop on a
/// value invariant there too: within the budget, the outer loop is
/// unswitched on it next, and each outer copy keeps one inner copy.
#[test]
fn a_nest_is_unswitched_inner_loop_first_and_the_test_climbs_out() {
    let (before, after, n, text) = run(NESTED, &UnswitchConfig::default());
    assert_eq!(n, 2, "{text}");
    assert_eq!(loop_count(&after), 4, "{text}");
    assert_eq!(branches_in_loops(&after, "f"), 0, "{text}");
    assert!(
        terminator(&text, "entry").starts_with("nvvm.condbr %f, ^outer("),
        "{text}"
    );
    same_results(&before, &after, &specs(&[(5, 1), (5, 0), (1, 1)]));
    // A budget the inner loop fits and the outer one (holding both inner
    // copies) does not: the test stays at the top of each outer iteration.
    let tight = UnswitchConfig {
        threshold: 20,
        ..UnswitchConfig::default()
    };
    let (before, after, n, text) = run(NESTED, &tight);
    assert_eq!(n, 1, "{text}");
    assert_eq!(loop_count(&after), 3, "{text}");
    assert_eq!(branches_in_loops(&after, "f"), 1, "{text}");
    assert!(
        terminator(&text, "outer").starts_with("nvvm.condbr %f, ^loop("),
        "{text}"
    );
    same_results(&before, &after, &specs(&[(5, 1), (5, 0)]));
    // Copying only innermost loops gives the same program here: the outer
    // loop holds the inner copies.
    let inner = UnswitchConfig {
        innermost_only: true,
        ..UnswitchConfig::default()
    };
    let (before, after, n, text) = run(NESTED, &inner);
    assert_eq!(n, 1, "{text}");
    assert_eq!(loop_count(&after), 3, "{text}");
    same_results(&before, &after, &specs(&[(5, 1), (5, 0)]));
}

/// Generated kernels (`kernelgen`, after mem2reg and LICM, which expose
/// the invariant conditions), with and without barriers, warp operations
/// and calls, verify after the pass and compute the same (nvvm
/// interpreter).
#[test]
fn generated_kernels_compute_the_same_after_unswitching() {
    let cfg = UnswitchConfig::default();
    let (mut unswitched, mut compared) = (0, 0);
    for seed in 0..300 {
        for plain in [false, true] {
            let mut gc = kernelgen::GenConfig::new(seed);
            if plain {
                gc.barriers = false;
                gc.shared = false;
                gc.warp = false;
                gc.calls = false;
            }
            let mut g = kernelgen::generate(&gc);
            dialects::mem2reg::run(&mut g.module);
            for f in g.module.funcs.values_mut() {
                if let Some(b) = f.body.as_mut() {
                    dialects::licm::run_function(b);
                }
            }
            let mut after = g.module.clone();
            let n = unswitch(&mut after, &cfg);
            if let Err(e) = dialects::verify::verify_module(&after) {
                panic!("seed {seed} (plain {plain}): {e:?}");
            }
            if n == 0 {
                continue;
            }
            unswitched += n;
            let Ok(want) = run_module(&g.module, &g.spec) else {
                continue;
            };
            let got = run_module(&after, &g.spec)
                .unwrap_or_else(|e| panic!("seed {seed} (plain {plain}): {e}"));
            compare(&want, &got, None)
                .unwrap_or_else(|e| panic!("seed {seed} (plain {plain}): {e}"));
            compared += 1;
        }
    }
    assert!(
        compared > 20,
        "only {compared} generated kernels unswitched"
    );
    eprintln!("unswitch: generated kernels: {unswitched} loops unswitched, {compared} compared");
}
