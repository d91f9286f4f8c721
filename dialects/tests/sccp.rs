//! Sparse conditional constant propagation (`dialects::sccp`): what it
//! finds that instruction-at-a-time folding (`simplifycfg`) cannot, a
//! loop-carried value that is one constant along every executable edge, a
//! region behind a branch on it that never runs and so never pollutes a
//! meet, constants through chains of comparisons, selects and casts at
//! every width, switches on a constant; what it must not fold (undefined
//! behaviour); and that the result verifies, is a fixpoint, and computes
//! what the input computes on the nvvm interpreter and, selected to PTX,
//! on the PTX interpreter. Every corpus kernel and every `tests/**/*.ll`
//! sample goes through it too, as imported and after inlining, SROA and
//! mem2reg (verified, a fixpoint, still selectable, and the corpus
//! kernels' harness specs giving identical buffers), and generated
//! kernels (`kernelgen`) must compute the same before and after.

use std::path::{Path, PathBuf};

use dialects::ir::Module;
use interp::diff::{compare, run_module};
use interp::spec::Spec;

mod common;

/// Runs SCCP on every body of a copy of `m`: the copy and the total count.
fn sccp(m: &Module) -> (Module, usize) {
    let mut after = m.clone();
    let n = after
        .funcs
        .values_mut()
        .filter_map(|f| f.body.as_mut())
        .map(dialects::sccp::run_function)
        .sum();
    (after, n)
}

/// Imports `src`, runs SCCP, checks the result verifies and that a second
/// run finds nothing: (before, after, count, printed after).
fn run(src: &str) -> (Module, Module, usize, String) {
    let before = llvm::import::import("k.ll", src).unwrap();
    dialects::verify::verify_module(&before).unwrap();
    let (after, n) = sccp(&before);
    let text = dialects::text::print_module(&after);
    if let Err(e) = dialects::verify::verify_module(&after) {
        panic!("{e:?}\n{text}");
    }
    let (_, again) = sccp(&after);
    assert_eq!(again, 0, "a second run changed something:\n{text}");
    (before, after, n, text)
}

/// The right-hand side of `%name = nvvm.const ...` in `text`, if `%name` is
/// defined by a constant.
fn const_of(text: &str, name: &str) -> Option<String> {
    let head = format!("%{name} = nvvm.const ");
    text.lines()
        .find_map(|l| l.trim_start().strip_prefix(&head))
        .map(str::to_string)
}

/// The opcode defining `%name` in `text`, if any.
fn def_op(text: &str, name: &str) -> Option<String> {
    let head = format!("%{name} = ");
    text.lines().find_map(|l| {
        let rest = l.trim_start().strip_prefix(&head)?;
        rest.split_whitespace().next().map(str::to_string)
    })
}

fn has_block(text: &str, name: &str) -> bool {
    text.lines().any(|l| {
        l.strip_prefix('^')
            .and_then(|r| r.split(['(', ':']).next())
            .is_some_and(|b| b == name)
    })
}

/// Both interpreters agree before and after (`common::specs_agree`), and
/// the outputs were written, so the comparison says something.
fn same_results(before: &Module, after: &Module, specs: &[String]) {
    for want in common::specs_agree(before, after, specs) {
        assert!(want.buffers.iter().any(|(_, init)| init.iter().any(|&i| i)));
    }
}

/// A flag that starts at 0 and is only ever set on a branch taken when the
/// flag is set: the latch's `or` meets 0 with the flag again, so the flag
/// is 0 on every executable edge, the branch on it is never taken, and
/// the flag's other source (`1` from `^bad`) never counts.
const FLAG: &str = r#"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %f = phi i32 [ 0, %entry ], [ %f2, %latch ]
  %acc = phi i32 [ %t, %entry ], [ %acc2, %latch ]
  %isset = icmp ne i32 %f, 0
  br i1 %isset, label %bad, label %good
bad:
  %g = add i32 %acc, 100
  br label %latch
good:
  %h = add i32 %acc, %i
  br label %latch
latch:
  %acc2 = phi i32 [ %g, %bad ], [ %h, %good ]
  %fb = phi i32 [ 1, %bad ], [ 0, %good ]
  %f2 = or i32 %f, %fb
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %t64 = zext i32 %t to i64
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %acc2, ptr addrspace(1) %p, align 4
  ret void
}
"#;

#[test]
fn loop_flag_set_only_on_a_dead_branch_is_constant() {
    let (before, after, n, text) = run(FLAG);
    assert_eq!(const_of(&text, "f").as_deref(), Some("0 : i32"), "{text}");
    assert_eq!(const_of(&text, "f2").as_deref(), Some("0 : i32"), "{text}");
    assert_eq!(const_of(&text, "fb").as_deref(), Some("0 : i32"), "{text}");
    assert_eq!(
        const_of(&text, "isset").as_deref(),
        Some("false : i1"),
        "{text}"
    );
    assert!(!has_block(&text, "bad"), "{text}");
    assert!(!text.contains("%g = "), "{text}");
    // The loop's own exit test is untouched.
    assert!(text.contains("nvvm.condbr %c, ^loop"), "{text}");
    assert_eq!(text.matches("nvvm.condbr").count(), 1, "{text}");
    // f, fb, f2, isset, the branch on isset and the block ^bad.
    assert_eq!(n, 6, "{text}");
    assert_eq!(
        def_op(&text, "acc2"),
        None,
        "acc2 stays a parameter:\n{text}"
    );

    // Folding one instruction at a time sees the cycle f -> f2 -> f and
    // keeps everything.
    let mut folded = before.clone();
    for f in folded.funcs.values_mut().filter_map(|f| f.body.as_mut()) {
        dialects::simplifycfg::simplify(f);
    }
    let ftext = dialects::text::print_module(&folded);
    assert!(has_block(&ftext, "bad"), "{ftext}");

    let specs: Vec<String> = [(32, 1), (64, 5), (7, 17), (1, 0)]
        .iter()
        .map(|(b, n)| format!("kernel k\nblock {b}\narg i32[{b}] zero\narg i32 {n}\n"))
        .collect();
    same_results(&before, &after, &specs);
}

/// A loop-carried value kept by a select that meets it with 0, an absorbing
/// multiply by it, and a branch on it guarding a region whose values reach
/// a join: the region never runs, so the join's other argument decides.
const SELECT_LOOP: &str = r#"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %x, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %f = phi i32 [ 0, %entry ], [ %f2, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %latch ]
  %j = add i32 %i, %t
  %j64 = zext i32 %j to i64
  %px = getelementptr i32, ptr addrspace(1) %x, i64 %j64
  %v = load i32, ptr addrspace(1) %px, align 4
  %big = icmp sgt i32 %v, 50
  %f2 = select i1 %big, i32 %f, i32 0
  %scaled = mul i32 %v, %f
  %hit = icmp eq i32 %f2, 0
  br i1 %hit, label %ok, label %never
ok:
  %a1 = add i32 %acc, %v
  br label %latch
never:
  %junk = sub i32 %acc, %scaled
  br label %latch
latch:
  %acc2 = phi i32 [ %a1, %ok ], [ %junk, %never ]
  %step = phi i32 [ 1, %ok ], [ %v, %never ]
  %i1 = add i32 %i, %step
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %t64 = zext i32 %t to i64
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %acc2, ptr addrspace(1) %po, align 4
  ret void
}
"#;

#[test]
fn unreachable_region_never_pollutes_a_meet() {
    let (before, after, n, text) = run(SELECT_LOOP);
    for v in ["f", "f2", "scaled"] {
        assert_eq!(
            const_of(&text, v).as_deref(),
            Some("0 : i32"),
            "{v}:\n{text}"
        );
    }
    assert_eq!(
        const_of(&text, "hit").as_deref(),
        Some("true : i1"),
        "{text}"
    );
    // Only ^ok reaches the latch: the step is 1 although ^never passes %v.
    assert_eq!(
        const_of(&text, "step").as_deref(),
        Some("1 : i32"),
        "{text}"
    );
    assert!(!has_block(&text, "never"), "{text}");
    assert!(!text.contains("%junk"), "{text}");
    // The load and what depends on it stay.
    assert_eq!(def_op(&text, "v").as_deref(), Some("nvvm.load"), "{text}");
    assert_eq!(def_op(&text, "big").as_deref(), Some("nvvm.icmp"), "{text}");
    assert_eq!(def_op(&text, "a1").as_deref(), Some("nvvm.add"), "{text}");
    assert!(n >= 7, "{n}\n{text}");

    let mut folded = before.clone();
    for f in folded.funcs.values_mut().filter_map(|f| f.body.as_mut()) {
        dialects::simplifycfg::simplify(f);
    }
    assert!(has_block(&dialects::text::print_module(&folded), "never"));

    let specs: Vec<String> = [(16, 1, 1), (16, 8, 2), (32, 40, 3), (4, 100, 9)]
        .iter()
        .map(|(b, n, seed)| {
            format!(
                "kernel k\nblock {b}\nseed {seed}\narg i32[160] random(0,100)\narg i32[{b}] zero\narg i32 {n}\n"
            )
        })
        .collect();
    same_results(&before, &after, &specs);
}

/// Constants that only meet at a join (so nothing folds them one
/// instruction at a time) flow through sext to i128, a wide multiply and
/// shift, an icmp, a select on i16, zext, trunc and sext back; undefined
/// operations (division by zero, shift by the width) on constants stay.
const CHAIN: &str = r#"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = and i32 %t, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %a, label %b
a:
  br label %join
b:
  br label %join
join:
  %m = phi i8 [ -56, %a ], [ -56, %b ]
  %sh = phi i32 [ 32, %a ], [ 32, %b ]
  %zero = phi i32 [ 0, %a ], [ 0, %b ]
  %w = sext i8 %m to i128
  %x = mul i128 %w, 3
  %neg = icmp slt i128 %x, 0
  %s = select i1 %neg, i16 -7, i16 9
  %z = zext i16 %s to i64
  %tr = trunc i64 %z to i8
  %e = sext i8 %tr to i32
  %u8 = add i8 %m, %m
  %u32 = zext i8 %u8 to i32
  %hi = lshr i128 %x, 100
  %hi32 = trunc i128 %hi to i32
  %z32 = trunc i64 %z to i32
  %t4 = mul i32 %t, 4
  %t64 = zext i32 %t4 to i64
  %p0 = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %e, ptr addrspace(1) %p0, align 4
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i64 1
  store i32 %u32, ptr addrspace(1) %p1, align 4
  %p2 = getelementptr i32, ptr addrspace(1) %p0, i64 2
  store i32 %hi32, ptr addrspace(1) %p2, align 4
  %p3 = getelementptr i32, ptr addrspace(1) %p0, i64 3
  store i32 %z32, ptr addrspace(1) %p3, align 4
  %huge = icmp ugt i32 %t, %n
  br i1 %huge, label %never, label %done
never:
  %d = udiv i32 %sh, %zero
  %q = shl i32 %zero, %sh
  %dq = add i32 %d, %q
  %dt = add i32 %dq, %t
  store i32 %dt, ptr addrspace(1) %p3, align 4
  br label %done
done:
  ret void
}
"#;

#[test]
fn constants_flow_through_comparisons_selects_and_casts() {
    let (before, after, _, text) = run(CHAIN);
    let want = [
        ("m", "-56 : i8"),
        ("sh", "32 : i32"),
        ("zero", "0 : i32"),
        ("neg", "true : i1"),
        ("e", "-7 : i32"),
        ("u32", "144 : i32"),
        ("hi32", "268435455 : i32"),
        ("z32", "65529 : i32"),
    ];
    for (v, c) in want {
        assert_eq!(const_of(&text, v).as_deref(), Some(c), "{v}:\n{text}");
    }
    for v in ["w", "x", "s", "z", "tr", "u8", "hi"] {
        assert!(const_of(&text, v).is_some(), "{v}:\n{text}");
    }
    // Undefined behaviour is never folded, even on constant operands.
    assert_eq!(def_op(&text, "d").as_deref(), Some("nvvm.udiv"), "{text}");
    assert_eq!(def_op(&text, "q").as_deref(), Some("nvvm.shl"), "{text}");
    assert_eq!(def_op(&text, "dq").as_deref(), Some("nvvm.add"), "{text}");
    assert!(has_block(&text, "never"), "{text}");
    let specs: Vec<String> = [(32, 1000), (1, 64), (64, 63)]
        .iter()
        .map(|(b, n)| {
            format!(
                "kernel k\nblock {b}\narg i32[{}] zero\narg i32 {n}\n",
                4 * b
            )
        })
        .collect();
    same_results(&before, &after, &specs);
    // The values themselves, as the interpreter computed them.
    let out = run_module(&after, &Spec::parse(&specs[0]).unwrap()).unwrap();
    let words: Vec<u32> = out.buffers[0]
        .0
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    assert_eq!(&words[..4], &[(-7i32) as u32, 144, 268_435_455, 65529]);
}

/// A switch on a constant keeps only its case; one on a thread-dependent
/// value keeps all of them.
const SWITCH: &str = r#"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = and i32 %t, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %a, label %b
a:
  br label %join
b:
  br label %join
join:
  %k = phi i32 [ 3, %a ], [ 3, %b ]
  switch i32 %k, label %def [ i32 0, label %c0
                              i32 3, label %c3 ]
c0:
  br label %merge
c3:
  br label %merge
def:
  br label %merge
merge:
  %r = phi i32 [ 10, %c0 ], [ 20, %c3 ], [ %t, %def ]
  %sel = and i32 %t, 3
  switch i32 %sel, label %sdef [ i32 1, label %s1 ]
s1:
  br label %end
sdef:
  br label %end
end:
  %r2 = phi i32 [ 1, %s1 ], [ 2, %sdef ]
  %sum = add i32 %r, %r2
  %t64 = zext i32 %t to i64
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %sum, ptr addrspace(1) %p, align 4
  ret void
}
"#;

#[test]
fn switch_on_a_constant_takes_its_case() {
    let (before, after, _, text) = run(SWITCH);
    assert_eq!(const_of(&text, "k").as_deref(), Some("3 : i32"), "{text}");
    assert_eq!(const_of(&text, "r").as_deref(), Some("20 : i32"), "{text}");
    for b in ["c0", "def"] {
        assert!(!has_block(&text, b), "{b}:\n{text}");
    }
    for b in ["c3", "s1", "sdef"] {
        assert!(has_block(&text, b), "{b}:\n{text}");
    }
    assert_eq!(text.matches("nvvm.switch").count(), 1, "{text}");
    assert_eq!(def_op(&text, "r2"), None, "{text}");
    let specs: Vec<String> = [8, 32]
        .iter()
        .map(|b| format!("kernel k\nblock {b}\narg i32[{b}] zero\n"))
        .collect();
    same_results(&before, &after, &specs);
}

#[test]
fn malformed_bodies_are_left_alone() {
    use dialects::ir::{Attrs, Body, Const, Opcode, Type};
    // No blocks at all.
    let mut empty = Body::default();
    assert_eq!(dialects::sccp::run_function(&mut empty), 0);
    // A block without a terminator, holding a constant and an add of it.
    let mut body = Body::default();
    let b = body.dfg.make_block();
    body.append_block(b);
    let c = body.dfg.make_inst(
        Opcode::Const,
        &[],
        Attrs::Const(Const::Int(2)),
        Some(Type::Int(32)),
    );
    body.append_inst(b, c);
    let cv = body.dfg.inst_result(c).unwrap();
    let add = body.dfg.make_inst(
        Opcode::Add,
        &[cv, cv],
        Attrs::Int(Default::default()),
        Some(Type::Int(32)),
    );
    body.append_inst(b, add);
    assert_eq!(dialects::sccp::run_function(&mut body), 0);
    assert_eq!(body.dfg.insts[add].opcode, Opcode::Add);
    // With a return it is well formed, and the add folds.
    let ret = body.dfg.make_inst(Opcode::Ret, &[], Attrs::None, None);
    body.append_inst(b, ret);
    assert_eq!(dialects::sccp::run_function(&mut body), 1);
    assert_eq!(body.dfg.insts[add].attrs, Attrs::Const(Const::Int(4)));
    // A branch passing fewer arguments than its target has parameters.
    let t = body.dfg.make_block();
    body.append_block(t);
    body.dfg.append_block_param(t, Type::Int(32));
    let r2 = body.dfg.make_inst(Opcode::Ret, &[], Attrs::None, None);
    body.append_inst(t, r2);
    body.remove_inst(ret);
    let br = body.dfg.make_inst(Opcode::Br, &[], Attrs::None, None);
    let call = body.dfg.block_call(t, &[]);
    body.dfg.insts[br].succs.push(call);
    body.append_inst(b, br);
    assert_eq!(dialects::sccp::run_function(&mut body), 0);
}

/// Every `.ll` file under `dir`, recursively, sorted.
fn ll_tree(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "ll") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// The module as the pipeline hands it to SCCP: helpers inlined (their
/// constant arguments now meet their parameters), aggregates split and
/// locals promoted to SSA values.
fn prepared(m: &Module) -> Module {
    let mut m = m.clone();
    dialects::inline::run(&mut m, dialects::inline::DEFAULT_THRESHOLD);
    dialects::sroa::run(&mut m);
    dialects::mem2reg::run(&mut m);
    m
}

/// One module before and after SCCP, its count, and every problem found.
struct Checked {
    before: Module,
    after: Module,
    count: usize,
    problems: Vec<String>,
}

fn check_module(before: Module, what: &str) -> Checked {
    let (after, count) = sccp(&before);
    let mut problems = Vec::new();
    if let Err(e) = dialects::verify::verify_module(&after) {
        problems.push(format!("{what}: does not verify after sccp: {e:?}"));
    }
    let (_, again) = sccp(&after);
    if again != 0 {
        problems.push(format!("{what}: a second run changed {again} more"));
    }
    if isel::select_module(&before, "sm_80").is_ok() {
        if let Err(e) = isel::select_module(&after, "sm_80") {
            problems.push(format!("{what}: selects before sccp, not after: {e:?}"));
        }
    }
    Checked {
        before,
        after,
        count,
        problems,
    }
}

/// SCCP on a file as imported and as prepared; None when the input itself
/// does not import or verify (not this pass's business).
fn check_file(path: &Path) -> Option<[Checked; 2]> {
    let src = std::fs::read_to_string(path).ok()?;
    let m = llvm::import::import(&path.to_string_lossy(), &src).ok()?;
    dialects::verify::verify_module(&m).ok()?;
    let p = prepared(&m);
    let shown = path.display();
    let mut problems = Vec::new();
    if let Err(e) = dialects::verify::verify_module(&p) {
        problems.push(format!(
            "{shown}: does not verify after inline/sroa/mem2reg: {e:?}"
        ));
    }
    let mut p = check_module(p, &format!("{shown} (prepared)"));
    p.problems.extend(problems);
    Some([check_module(m, &shown.to_string()), p])
}

#[test]
fn corpus_and_samples_verify_and_compute_the_same() {
    let mut files: Vec<(Option<&str>, PathBuf)> = common::corpus_files()
        .into_iter()
        .map(|(form, p)| (Some(form), p))
        .collect();
    assert!(files.len() >= 80, "only {} corpus files", files.len());
    let samples = ll_tree(&tests::tools::repo_root().join("tests"));
    assert!(samples.len() >= 100, "only {} samples", samples.len());
    files.extend(samples.into_iter().map(|p| (None, p)));

    let results = common::parallel(&files, |(_, p)| check_file(p));
    let specs = common::harness_specs();
    assert!(specs.len() >= 40, "only {} specs", specs.len());
    let mut problems = Vec::new();
    let (mut checked, mut changed, mut total, mut runs) = (0, [0; 2], [0; 2], 0);
    let mut changed_with_spec = 0;
    for ((form, path), r) in files.iter().zip(&results) {
        let Some(states) = r else {
            // The corpus must import and verify; a sample may be a
            // deliberately broken input.
            assert!(form.is_none(), "{} does not import", path.display());
            continue;
        };
        checked += 1;
        for (k, c) in states.iter().enumerate() {
            total[k] += c.count;
            changed[k] += usize::from(c.count > 0);
            problems.extend(c.problems.iter().cloned());
        }
        let Some(form) = form else { continue };
        let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
        for (name, spec) in specs
            .iter()
            .filter(|(_, s)| s.corpus.as_deref() == Some(stem))
        {
            for c in states {
                let want = match run_module(&c.before, spec) {
                    Ok(w) => w,
                    Err(e) => {
                        problems.push(format!("{name} ({form}): the input does not run: {e}"));
                        continue;
                    }
                };
                runs += 1;
                changed_with_spec += usize::from(c.count > 0);
                match run_module(&c.after, spec) {
                    Ok(got) => {
                        if let Err(e) = compare(&want, &got, None) {
                            problems.push(format!("{name} ({form}): {e}"));
                        }
                    }
                    Err(e) => problems.push(format!("{name} ({form}): fails after sccp: {e}")),
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(checked >= 150, "only {checked} modules checked");
    // Every spec names a corpus kernel, in both forms and both states.
    assert_eq!(runs, 4 * specs.len(), "specs without a corpus module");
    // The optimized corpus gives SCCP nothing to do, even prepared (so its
    // spec runs guard against damage only); the samples do, and generated
    // kernels (below) check the semantics of what it changes.
    assert!(changed[0] > 0 && total[0] > 0, "sccp changed no sample");
    eprintln!(
        "sccp: {checked} modules; as imported {} changed ({} replacements), \
         prepared {} changed ({}); {runs} spec runs, {changed_with_spec} on changed kernels",
        changed[0], total[0], changed[1], total[1]
    );
}

#[test]
fn generated_kernels_compute_the_same() {
    let seeds: Vec<u64> = (0..200).collect();
    let results = common::parallel(&seeds, |&seed| {
        let g = kernelgen::generate(&kernelgen::GenConfig::new(seed));
        let (after, n) = sccp(&g.module);
        let text = || dialects::text::print_module(&after);
        if let Err(e) = dialects::verify::verify_module(&after) {
            return Err(format!("seed {seed}: {e:?}\n{}", text()));
        }
        if sccp(&after).1 != 0 {
            return Err(format!("seed {seed}: not a fixpoint"));
        }
        let want = run_module(&g.module, &g.spec).map_err(|e| format!("seed {seed}: {e}"))?;
        let got = run_module(&after, &g.spec).map_err(|e| format!("seed {seed} after: {e}"))?;
        compare(&want, &got, None).map_err(|e| format!("seed {seed}: {e}\n{}", text()))?;
        Ok(n)
    });
    let fails: Vec<&String> = results.iter().filter_map(|r| r.as_ref().err()).collect();
    assert!(
        fails.is_empty(),
        "{}",
        fails
            .iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
    let changed = results
        .iter()
        .filter(|r| matches!(r, Ok(n) if *n > 0))
        .count();
    eprintln!(
        "sccp: {changed} of {} generated kernels changed",
        seeds.len()
    );
    assert!(changed > 0, "sccp changed no generated kernel");
}
