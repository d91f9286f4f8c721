//! `constmerge` (`dialects::constmerge`): internal constant globals with
//! equal type, contents and address space become one, the earliest kept
//! (or the one whose address is observed) with the largest alignment;
//! globals whose address is observed, external ones and mutable ones are
//! never folded away. The result computes what the input computes (nvvm
//! and PTX interpreters), prints and selects, and every corpus and test
//! file still verifies after it.

use dialects::ir::{Attrs, Module, Symbol};
use interp::diff::run_module;
use interp::spec::Spec;

mod common;

const TABLES: &str = r#"
target triple = "nvptx64-nvidia-cuda"
@ta = private unnamed_addr addrspace(4) constant [4 x float] [float 1.0, float 2.0, float 3.0, float 4.0], align 4
@tc = private unnamed_addr addrspace(4) constant [4 x float] [float 1.0, float 2.0, float 3.0, float 5.0], align 4
@tb = private unnamed_addr addrspace(4) constant [4 x float] [float 1.0, float 2.0, float 3.0, float 4.0], align 16
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define internal float @pick(i32 %i) {
  %i64 = zext i32 %i to i64
  %p = getelementptr inbounds [4 x float], ptr addrspace(4) @tb, i64 0, i64 %i64
  %v = load float, ptr addrspace(4) %p, align 4
  ret float %v
}
define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %ip = getelementptr inbounds float, ptr addrspace(1) %in, i64 %t64
  %x = load float, ptr addrspace(1) %ip, align 4
  %i = and i32 %t, 3
  %i64 = zext i32 %i to i64
  %pa = getelementptr inbounds [4 x float], ptr addrspace(4) @ta, i64 0, i64 %i64
  %a = load float, ptr addrspace(4) %pa, align 4
  %j = xor i32 %i, 1
  %b = call float @pick(i32 %j)
  %pc = getelementptr inbounds [4 x float], ptr addrspace(4) @tc, i64 0, i64 3
  %c = load float, ptr addrspace(4) %pc, align 4
  %b2 = load float, ptr addrspace(4) getelementptr inbounds ([4 x float], ptr addrspace(4) @tb, i64 0, i64 3), align 4
  %ax = fmul float %a, %x
  %s = fadd float %ax, %b
  %s2 = fsub float %s, %c
  %s3 = fadd float %s2, %b2
  %op = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t64
  store float %s3, ptr addrspace(1) %op, align 4
  ret void
}
"#;

/// The names of the globals each `nvvm.addr` of function `f` refers to.
fn addr_names(m: &Module, f: &str) -> Vec<String> {
    let f = m.func_by_name(f).unwrap();
    let body = m.funcs[f].body.as_ref().unwrap();
    body.all_insts()
        .into_iter()
        .filter_map(|i| match &body.dfg.insts[i].attrs {
            Attrs::Symbol(Symbol::Global(g)) => Some(m.globals[*g].name.clone()),
            _ => None,
        })
        .collect()
}

fn names(m: &Module) -> Vec<&str> {
    m.globals.values().map(|g| g.name.as_str()).collect()
}

/// Both interpreters agree before and after (`common::specs_agree`).
fn check_runs(before: &Module, after: &Module, specs: &[String]) {
    common::specs_agree(before, after, specs);
}

#[test]
fn identical_tables_merge_into_the_first_and_a_different_one_stays() {
    let before = llvm::import::import("k.ll", TABLES).unwrap();
    assert_eq!(names(&before), ["ta", "tc", "tb"]);
    let mut after = before.clone();
    assert_eq!(dialects::constmerge::run_module(&mut after), 1);
    dialects::verify::verify_module(&after).unwrap();
    assert_eq!(names(&after), ["ta", "tc"]);
    // The kept table takes the larger alignment.
    let ta = after.global_by_name("ta").unwrap();
    assert_eq!(after.globals[ta].align, 16);
    assert_eq!(after.globals[after.global_by_name("tc").unwrap()].align, 4);
    // Every reference to @tb, in both functions, now names @ta; @tc's
    // reference survived renumbering.
    assert_eq!(addr_names(&after, "pick"), ["ta"]);
    let mut k = addr_names(&after, "k");
    k.sort();
    assert_eq!(k, ["ta", "ta", "tc"]);
    let text = dialects::text::print_module(&after);
    assert!(!text.contains("@tb"), "{text}");
    assert_eq!(text.matches("global ").count(), 2, "{text}");
    // The printed module reads back to itself.
    let back = dialects::text::parse_module("k.wir", &text).unwrap();
    assert_eq!(dialects::text::print_module(&back), text);
    // Nothing left to merge.
    let mut again = after.clone();
    assert_eq!(dialects::constmerge::run_module(&mut again), 0);

    let specs: Vec<String> = ["random(-2,2)", "iota(0,0.5)", "const(3)"]
        .iter()
        .map(|fill| format!("kernel k\nblock 8\nseed 3\narg f32[8] zero\narg f32[8] {fill}\n"))
        .collect();
    check_runs(&before, &after, &specs);
    let ptx = ptx::print::print_module(&isel::select_module(&after, "sm_80").unwrap());
    assert!(ptx.contains("ta"), "{ptx}");
    assert!(!ptx.contains("tb"), "{ptx}");
}

/// Globals whose addresses are observed stay distinct: compared, or
/// stored in another global's initializer. The first observed one of a
/// group is kept and takes the group's unobserved duplicates (even ones
/// before it, and ones reached through a select). External and mutable
/// globals are left alone.
const OBSERVED: &str = r#"
target triple = "nvptx64-nvidia-cuda"
@pa = private unnamed_addr addrspace(4) constant [2 x i32] [i32 7, i32 9], align 4
@pb = private unnamed_addr addrspace(4) constant [2 x i32] [i32 7, i32 9], align 8
@pc = internal addrspace(4) constant [2 x i32] [i32 7, i32 9], align 4
@pd = private unnamed_addr addrspace(4) constant [2 x i32] [i32 7, i32 9], align 4
@pe = private unnamed_addr addrspace(4) constant [2 x i32] [i32 7, i32 9], align 4
@tbl = private unnamed_addr addrspace(4) constant [1 x ptr addrspace(4)] [ptr addrspace(4) @pe], align 8
@ext = addrspace(4) constant [2 x i32] [i32 7, i32 9], align 4
@gv = internal addrspace(1) global [2 x i32] [i32 7, i32 9], align 4
@pf = private unnamed_addr addrspace(1) constant [2 x i32] [i32 7, i32 9], align 4
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = and i32 %t, 1
  %i64 = zext i32 %i to i64
  %odd = icmp eq i32 %i, 1
  %sel = select i1 %odd, ptr addrspace(4) @pa, ptr addrspace(4) @pc
  %p1 = getelementptr inbounds i32, ptr addrspace(4) %sel, i64 %i64
  %v1 = load i32, ptr addrspace(4) %p1, align 4
  %same = icmp eq ptr addrspace(4) @pb, @pd
  %same32 = zext i1 %same to i32
  %p2 = getelementptr inbounds i32, ptr addrspace(4) @pb, i64 %i64
  %v2 = load i32, ptr addrspace(4) %p2, align 4
  %pp = load ptr addrspace(4), ptr addrspace(4) @tbl, align 8
  %p3 = getelementptr inbounds i32, ptr addrspace(4) %pp, i64 %i64
  %v3 = load i32, ptr addrspace(4) %p3, align 4
  %p4 = getelementptr inbounds i32, ptr addrspace(4) @ext, i64 %i64
  %v4 = load i32, ptr addrspace(4) %p4, align 4
  %p5 = getelementptr inbounds i32, ptr addrspace(1) @gv, i64 %i64
  %v5 = load i32, ptr addrspace(1) %p5, align 4
  %p6 = getelementptr inbounds i32, ptr addrspace(1) @pf, i64 %i64
  %v6 = load i32, ptr addrspace(1) %p6, align 4
  %a = add i32 %v1, %v2
  %b = add i32 %a, %v3
  %c = add i32 %b, %v4
  %d = add i32 %c, %v5
  %e = add i32 %d, %v6
  %f = mul i32 %e, 10
  %g = add i32 %f, %same32
  %t64 = zext i32 %t to i64
  %op = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t64
  store i32 %g, ptr addrspace(1) %op, align 4
  ret void
}
"#;

#[test]
fn observed_external_and_mutable_globals_are_not_folded_away() {
    let before = llvm::import::import("obs.ll", OBSERVED).unwrap();
    let mut after = before.clone();
    assert_eq!(dialects::constmerge::run_module(&mut after), 2);
    dialects::verify::verify_module(&after).unwrap();
    // @pa and @pc go into @pb (observed, so kept); @pd is observed too and
    // stays; @pe's address is data; @ext, @gv and the other address
    // space's @pf are not candidates for the group.
    assert_eq!(names(&after), ["pb", "pd", "pe", "tbl", "ext", "gv", "pf"]);
    let pb = after.global_by_name("pb").unwrap();
    assert_eq!(after.globals[pb].align, 8);
    let text = dialects::text::print_module(&after);
    assert!(!text.contains("@pa") && !text.contains("@pc"), "{text}");
    // The table's initializer still points at @pe after renumbering.
    let tbl = after.global_by_name("tbl").unwrap();
    let pe = after.global_by_name("pe").unwrap();
    assert_eq!(
        after.globals[tbl].init,
        Some(dialects::ir::Const::Aggregate(vec![
            dialects::ir::Const::GlobalAddr(pe, 0)
        ])),
        "{text}"
    );
    let mut refs = addr_names(&after, "k");
    refs.sort();
    assert_eq!(
        refs,
        ["ext", "gv", "pb", "pb", "pb", "pd", "pf", "tbl"],
        "{text}"
    );
    let specs = vec!["kernel k\nblock 4\narg i32[4] zero\n".to_string()];
    check_runs(&before, &after, &specs);
    let out = run_module(&after, &Spec::parse(&specs[0]).unwrap()).unwrap();
    let vals: Vec<i32> = out.buffers[0]
        .0
        .chunks_exact(4)
        .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    // Distinct globals still compare unequal: the low digit is 0.
    assert_eq!(vals, [420, 540, 420, 540]);
}

/// Every corpus kernel and test file that imports still verifies after
/// constant merging, and still prints and reads back.
#[test]
fn corpus_and_test_files_verify_after_constmerge() {
    let files = common::all_ll_files();
    assert!(files.len() > 40, "found only {} files", files.len());
    let mut imported = 0;
    let mut merged = 0;
    for path in &files {
        let Some(mut m) = common::import_file(path) else {
            continue;
        };
        imported += 1;
        let n = m.globals.len();
        let k = dialects::constmerge::run_module(&mut m);
        assert_eq!(m.globals.len() + k, n, "{}", path.display());
        merged += k;
        if let Err(e) = dialects::verify::verify_module(&m) {
            panic!("{}: {e:?}", path.display());
        }
        assert_eq!(
            dialects::constmerge::run_module(&mut m),
            0,
            "{}",
            path.display()
        );
    }
    assert!(imported > 40, "imported only {imported}");
    let compared = common::harness_runs_agree(dialects::constmerge::run_module);
    eprintln!(
        "constmerge: {imported} files, {compared} harness runs compared, {merged} globals merged"
    );
}
