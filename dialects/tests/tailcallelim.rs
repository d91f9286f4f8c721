//! `tailcallelim` (`dialects::tailcallelim`): a function calling itself in
//! tail position loops instead; calls not in tail position and functions
//! with allocas or convergent operations are left alone. The result
//! verifies and computes what the input computes (nvvm and PTX
//! interpreters), and every corpus and test file still verifies after it.

use dialects::ir::{Attrs, FuncId, Module, Opcode};
use interp::diff::{compare, run_module, run_ptx_text};
use interp::spec::Spec;

mod common;

const SRC: &str = r#"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define internal i32 @gcd(i32 %a, i32 %b) {
entry:
  %z = icmp eq i32 %b, 0
  br i1 %z, label %done, label %rec
rec:
  %m = urem i32 %a, %b
  %r = call i32 @gcd(i32 %b, i32 %m)
  ret i32 %r
done:
  ret i32 %a
}

; sum(n, acc) = n == 0 ? acc : sum(n - 1, acc + n), through a merged
; return block.
define internal i32 @sum(i32 %n, i32 %acc) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %ret, label %rec
rec:
  %n1 = sub i32 %n, 1
  %acc1 = add i32 %acc, %n
  %r = call i32 @sum(i32 %n1, i32 %acc1)
  br label %ret
ret:
  %v = phi i32 [ %acc, %entry ], [ %r, %rec ]
  ret i32 %v
}

; A void tail call storing one element per level.
define internal void @fill(ptr addrspace(1) %p, i32 %k, i32 %v) {
entry:
  %z = icmp sle i32 %k, 0
  br i1 %z, label %out, label %rec
rec:
  store i32 %v, ptr addrspace(1) %p, align 4
  %q = getelementptr inbounds i32, ptr addrspace(1) %p, i64 1
  %k1 = sub i32 %k, 1
  %v1 = mul i32 %v, 3
  call void @fill(ptr addrspace(1) %q, i32 %k1, i32 %v1)
  ret void
out:
  ret void
}

; Two tail calls into one return block, which then has no other use.
define internal i32 @collatz(i32 %n, i32 %steps) {
entry:
  %one = icmp ule i32 %n, 1
  br i1 %one, label %base, label %step
base:
  ret i32 %steps
step:
  %s1 = add i32 %steps, 1
  %odd = and i32 %n, 1
  %iso = icmp ne i32 %odd, 0
  br i1 %iso, label %oddc, label %evenc
oddc:
  %m3 = mul i32 %n, 3
  %m31 = add i32 %m3, 1
  %r1 = call i32 @collatz(i32 %m31, i32 %s1)
  br label %join
evenc:
  %h = lshr i32 %n, 1
  %r2 = call i32 @collatz(i32 %h, i32 %s1)
  br label %join
join:
  %r = phi i32 [ %r1, %oddc ], [ %r2, %evenc ]
  ret i32 %r
}

; Not a tail call: the result is used after the call.
define internal i32 @fact(i32 %n) {
entry:
  %z = icmp ule i32 %n, 1
  br i1 %z, label %one, label %rec
rec:
  %n1 = sub i32 %n, 1
  %r = call i32 @fact(i32 %n1)
  %p = mul i32 %n, %r
  ret i32 %p
one:
  ret i32 1
}

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %c) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %ip = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %t64
  %x = load i32, ptr addrspace(1) %ip, align 4
  %g = call i32 @gcd(i32 %x, i32 %c)
  %tm = and i32 %t, 15
  %s = call i32 @sum(i32 %tm, i32 %x)
  %f = call i32 @fact(i32 %tm)
  %base = mul i64 %t64, 8
  %op = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %base
  store i32 %g, ptr addrspace(1) %op, align 4
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %op, i64 1
  store i32 %s, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %op, i64 2
  store i32 %f, ptr addrspace(1) %o2, align 4
  %cx = and i32 %x, 63
  %cz = call i32 @collatz(i32 %cx, i32 0)
  %o7 = getelementptr inbounds i32, ptr addrspace(1) %op, i64 7
  store i32 %cz, ptr addrspace(1) %o7, align 4
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %op, i64 3
  %k = and i32 %t, 3
  call void @fill(ptr addrspace(1) %o3, i32 %k, i32 %x)
  ret void
}
"#;

fn calls_to(m: &Module, caller: FuncId, callee: FuncId) -> usize {
    let body = m.funcs[caller].body.as_ref().unwrap();
    body.all_insts()
        .into_iter()
        .filter(|&i| matches!(&body.dfg.insts[i].attrs, Attrs::Call(c) if c.callee == callee))
        .count()
}

fn run_all(m: &mut Module) -> usize {
    let ids: Vec<FuncId> = m.funcs.keys().collect();
    ids.into_iter()
        .map(|f| dialects::tailcallelim::run_function(m, f))
        .sum()
}

#[test]
fn tail_recursion_becomes_a_loop_and_computes_the_same() {
    let before = llvm::import::import("k.ll", SRC).unwrap();
    let mut after = before.clone();
    let f = |m: &Module, n: &str| m.func_by_name(n).unwrap();
    assert_eq!(
        dialects::tailcallelim::run_function(&mut after, f(&before, "gcd")),
        1
    );
    assert_eq!(
        dialects::tailcallelim::run_function(&mut after, f(&before, "sum")),
        1
    );
    assert_eq!(
        dialects::tailcallelim::run_function(&mut after, f(&before, "fill")),
        1
    );
    assert_eq!(
        dialects::tailcallelim::run_function(&mut after, f(&before, "collatz")),
        2
    );
    assert_eq!(
        dialects::tailcallelim::run_function(&mut after, f(&before, "fact")),
        0
    );
    assert_eq!(
        dialects::tailcallelim::run_function(&mut after, f(&before, "k")),
        0
    );
    dialects::verify::verify_module(&after).unwrap();
    let text = dialects::text::print_module(&after);
    for (name, n) in [("gcd", 1), ("sum", 1), ("fill", 1), ("collatz", 2)] {
        let id = f(&after, name);
        assert_eq!(calls_to(&before, id, id), n, "{name}");
        assert_eq!(calls_to(&after, id, id), 0, "{name}: {text}");
        let body = after.funcs[id].body.as_ref().unwrap();
        // No call of any kind is left, and the loop is there: the old
        // entry (now `tailrecurse`) has two predecessors.
        assert!(
            body.all_insts()
                .iter()
                .all(|&i| body.dfg.insts[i].opcode != Opcode::Call),
            "{name}: {text}"
        );
        let header = body.layout.blocks[1];
        let preds = body
            .layout
            .blocks
            .iter()
            .flat_map(|&b| body.successors(b))
            .filter(|&s| s == header)
            .count();
        assert_eq!(preds, n + 1, "{name}: {text}");
    }
    // The signature keeps its parameter names; the header's take `.tr`.
    assert!(
        text.contains("func internal @gcd(%a: i32, %b: i32) -> i32"),
        "{text}"
    );
    assert!(
        text.contains("^tailrecurse(%a.tr: i32, %b.tr: i32):"),
        "{text}"
    );
    // The header's constants moved out of the loop.
    assert!(
        text.contains("^entry:\n  %0 = nvvm.const 0 : i32\n  nvvm.br ^tailrecurse(%a, %b)\n"),
        "{text}"
    );
    // @collatz's return block lost both its edges and went.
    assert!(!text.contains("^join"), "{text}");
    // The merged return block of @sum lost the tail call's edge only.
    assert!(text.contains("nvvm.br ^tailrecurse(%n1, %acc1)"), "{text}");
    // Not a tail call: @fact still recurses.
    let fact = f(&after, "fact");
    assert_eq!(calls_to(&after, fact, fact), 1);
    // The kernel still calls each helper.
    let k = f(&after, "k");
    for name in ["gcd", "sum", "fact", "fill", "collatz"] {
        assert_eq!(calls_to(&after, k, f(&after, name)), 1, "{name}");
    }
    // Nothing left to do.
    let mut again = after.clone();
    assert_eq!(run_all(&mut again), 0);

    let ptx = ptx::print::print_module(&isel::select_module(&after, "sm_80").unwrap());
    for (c, fill) in [
        (12, "random(0,1000)"),
        (0, "iota(0,7)"),
        (35, "values(0,1,2,3,35,70,105,49,91,13,26,1000,17,64,48,36)"),
    ] {
        let spec = Spec::parse(&format!(
            "kernel k\nblock 16\nseed 9\narg i32[128] zero\narg i32[16] {fill}\narg i32 {c}\n"
        ))
        .unwrap();
        let want = run_module(&before, &spec).unwrap();
        compare(&want, &run_module(&after, &spec).unwrap(), None).unwrap();
        compare(&want, &run_ptx_text("k.ptx", &ptx, &spec).unwrap(), None).unwrap();
    }
}

/// An alloca, inline assembly or a barrier in the function, or a kernel:
/// the recursion stays.
#[test]
fn functions_with_frames_or_convergent_operations_are_left_alone() {
    const SKIP: &str = r#"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.barrier0()
define internal i32 @local(i32 %n, ptr %prev) {
entry:
  %slot = alloca i32, align 4
  store i32 %n, ptr %slot, align 4
  %z = icmp eq i32 %n, 0
  br i1 %z, label %done, label %rec
rec:
  %n1 = sub i32 %n, 1
  %r = call i32 @local(i32 %n1, ptr %slot)
  ret i32 %r
done:
  %v = load i32, ptr %prev, align 4
  ret i32 %v
}
define internal i32 @sync(i32 %n) {
entry:
  call void @llvm.nvvm.barrier0()
  %z = icmp eq i32 %n, 0
  br i1 %z, label %done, label %rec
rec:
  %n1 = sub i32 %n, 1
  %r = call i32 @sync(i32 %n1)
  ret i32 %r
done:
  ret i32 0
}
define internal i32 @asm(i32 %n) {
entry:
  %y = call i32 asm "mov.u32 $0, $1;", "=r,r"(i32 %n)
  %z = icmp eq i32 %y, 0
  br i1 %z, label %done, label %rec
rec:
  %n1 = sub i32 %n, 1
  %r = call i32 @asm(i32 %n1)
  ret i32 %r
done:
  ret i32 0
}
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
  %one = alloca i32, align 4
  store i32 7, ptr %one, align 4
  %a = call i32 @local(i32 %n, ptr %one)
  %b = call i32 @sync(i32 %n)
  %c = call i32 @asm(i32 %n)
  %s = add i32 %a, %b
  %s2 = add i32 %s, %c
  store i32 %s2, ptr addrspace(1) %out, align 4
  ret void
}
"#;
    let before = llvm::import::import("skip.ll", SKIP).unwrap();
    let mut after = before.clone();
    assert_eq!(run_all(&mut after), 0);
    assert_eq!(
        dialects::text::print_module(&after),
        dialects::text::print_module(&before)
    );
}

/// Every corpus kernel and test file that imports still verifies after
/// tail recursion elimination.
#[test]
fn corpus_and_test_files_verify_after_tailcallelim() {
    let files = common::all_ll_files();
    assert!(files.len() > 40, "found only {} files", files.len());
    let mut imported = 0;
    let mut eliminated = 0;
    for path in &files {
        let Some(mut m) = common::import_file(path) else {
            continue;
        };
        imported += 1;
        eliminated += run_all(&mut m);
        if let Err(e) = dialects::verify::verify_module(&m) {
            panic!("{}: {e:?}", path.display());
        }
        assert_eq!(run_all(&mut m), 0, "{}", path.display());
    }
    assert!(imported > 40, "imported only {imported}");
    let compared = common::harness_runs_agree(run_all);
    eprintln!("tailcallelim: {imported} files, {compared} harness runs compared, {eliminated} calls eliminated");
}
