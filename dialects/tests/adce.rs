//! `adce` (`dialects::adce`): branches whose arms compute nothing live
//! go, with the dead values and block parameters; branches guarding an
//! effect or choosing a live value stay, and loops stay whole. Every
//! change computes what the input computes (nvvm and PTX interpreters).

use dialects::ir::{Module, Opcode};
use interp::diff::{compare, run_module, run_ptx_text};
use interp::spec::Spec;

mod common;

const SRC: &str = r#"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp sgt i32 %t, %n
  br i1 %c, label %then, label %join
then:
  %d = mul i32 %t, 7
  %e = add i32 %d, 3
  br label %join
join:
  %p = phi i32 [ %e, %then ], [ 0, %entry ]
  %g = icmp slt i32 %t, 3
  br i1 %g, label %guarded, label %pick
guarded:
  %o1 = getelementptr i32, ptr addrspace(1) %out, i64 40
  store i32 %n, ptr addrspace(1) %o1, align 4
  br label %pick
pick:
  %h = icmp eq i32 %t, 5
  br i1 %h, label %five, label %merge
five:
  br label %merge
merge:
  %v = phi i32 [ 100, %five ], [ %t, %pick ]
  br label %loop
loop:
  %i = phi i32 [ 0, %merge ], [ %i1, %loop ]
  %s = phi i32 [ 0, %merge ], [ %s1, %loop ]
  %s1 = add i32 %s, %i
  %i1 = add i32 %i, 1
  %lc = icmp slt i32 %i1, %n
  br i1 %lc, label %loop, label %exit
exit:
  %t64 = zext i32 %t to i64
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %v, ptr addrspace(1) %q, align 4
  ret void
}
"#;

fn run(m: &mut Module) -> usize {
    m.funcs
        .values_mut()
        .filter_map(|f| f.body.as_mut())
        .map(dialects::adce::run_function)
        .sum()
}

fn cond_branches(m: &Module) -> usize {
    m.funcs
        .values()
        .filter_map(|f| f.body.as_ref())
        .flat_map(|b| {
            b.all_insts()
                .into_iter()
                .map(move |i| b.dfg.insts[i].opcode)
        })
        .filter(|&op| op == Opcode::CondBr)
        .count()
}

#[test]
fn dead_arms_lose_their_branch_and_live_ones_keep_it() {
    let before = llvm::import::import("k.ll", SRC).unwrap();
    let mut after = before.clone();
    let n = run(&mut after);
    dialects::verify::verify_module(&after).unwrap();
    let text = dialects::text::print_module(&after);
    // The `then` arm computed only %p, which nothing uses: its branch, the
    // arm and the parameter go; so do the loop's dead sum.
    assert!(!text.contains("^then"), "{text}");
    assert!(!text.contains("%p"), "{text}");
    assert!(!text.contains("%s1"), "{text}");
    // The guarded store, the branch choosing %v, and the loop stay.
    assert!(text.contains("^guarded"), "{text}");
    assert!(text.contains("^five"), "{text}");
    assert!(text.contains("^loop"), "{text}");
    assert_eq!(cond_branches(&before), 4);
    assert_eq!(cond_branches(&after), 3, "{text}");
    assert!(n >= 5, "{n}: {text}");
    // A second run finds nothing.
    let once = text.clone();
    assert_eq!(run(&mut after), 0);
    assert_eq!(dialects::text::print_module(&after), once);
    let ptx = ptx::print::print_module(&isel::select_module(&after, "sm_80").unwrap());
    for n in [0, 4, -3] {
        let spec = Spec::parse(&format!(
            "kernel k\nblock 16\nseed 2\narg i32[64] zero\narg i32 {n}\n"
        ))
        .unwrap();
        let want = run_module(&before, &spec).unwrap();
        compare(&want, &run_module(&after, &spec).unwrap(), None).unwrap();
        compare(&want, &run_ptx_text("k.ptx", &ptx, &spec).unwrap(), None).unwrap();
    }
}

#[test]
fn corpus_and_test_files_verify_and_compute_the_same_after_adce() {
    let files = common::all_ll_files();
    let mut imported = 0;
    let mut removed = 0;
    for path in &files {
        let Some(mut m) = common::import_file(path) else {
            continue;
        };
        imported += 1;
        removed += run(&mut m);
        if let Err(e) = dialects::verify::verify_module(&m) {
            panic!("{}: {e:?}", path.display());
        }
        let once = dialects::text::print_module(&m);
        assert_eq!(run(&mut m), 0, "{}", path.display());
        assert_eq!(dialects::text::print_module(&m), once);
    }
    assert!(imported > 40, "imported only {imported}");
    let compared = common::harness_runs_agree(run);
    eprintln!("adce: {imported} files, {compared} harness runs compared, {removed} removed");
}
