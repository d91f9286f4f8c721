//! `dse` (`dialects::dse`): a store overwritten later in its block with
//! nothing reading in between goes, and so do the stores into an alloca
//! nobody reads (with the alloca); volatile and atomic stores, stores a
//! load, call or barrier may observe, and partially overwritten stores
//! stay. The result computes what the input computes (nvvm and PTX
//! interpreters), and every corpus and test file still verifies after it.

use dialects::ir::{Module, Opcode};
use interp::diff::{compare, run_module, run_ptx_text};
use interp::spec::Spec;

mod common;

/// Each thread owns ten i32 slots of `%out` (40 bytes); slot k is one
/// case, named in the comment above it.
const SRC: &str = r#"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
define internal void @peek(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load i32, ptr addrspace(1) %p, align 4
  store i32 %v, ptr addrspace(1) %q, align 4
  ret void
}
define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %ip = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %t64
  %x = load i32, ptr addrspace(1) %ip, align 4
  %y = add i32 %x, %n
  %off = mul i64 %t64, 40
  %base = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %off
  ; slot 0: the same pointer twice: the first goes.
  store i32 1, ptr addrspace(1) %base, align 4
  store i32 %y, ptr addrspace(1) %base, align 4
  ; slot 1: base + 4 spelled two ways: the first goes.
  %s1a = getelementptr inbounds i8, ptr addrspace(1) %base, i64 4
  store i32 11, ptr addrspace(1) %s1a, align 4
  %s1b = getelementptr inbounds i32, ptr addrspace(1) %base, i64 1
  store i32 %x, ptr addrspace(1) %s1b, align 4
  ; slot 2: a load in between (of another address, but it may alias): stays.
  %s2 = getelementptr inbounds i8, ptr addrspace(1) %base, i64 8
  store i32 22, ptr addrspace(1) %s2, align 4
  %l = load i32, ptr addrspace(1) %in, align 4
  store i32 %l, ptr addrspace(1) %s2, align 4
  ; slot 3: volatile: stays.
  %s3 = getelementptr inbounds i8, ptr addrspace(1) %base, i64 12
  store volatile i32 33, ptr addrspace(1) %s3, align 4
  store i32 %y, ptr addrspace(1) %s3, align 4
  ; slot 4: a barrier in between: stays.
  %s4 = getelementptr inbounds i8, ptr addrspace(1) %base, i64 16
  store i32 44, ptr addrspace(1) %s4, align 4
  call void @llvm.nvvm.barrier0()
  store i32 %y, ptr addrspace(1) %s4, align 4
  ; slots 5-6: an i64 only half overwritten: stays.
  %s5 = getelementptr inbounds i8, ptr addrspace(1) %base, i64 20
  store i64 -1, ptr addrspace(1) %s5, align 4
  store i32 %y, ptr addrspace(1) %s5, align 4
  ; slot 7: an i16 under an i32: goes.
  %s7 = getelementptr inbounds i8, ptr addrspace(1) %base, i64 28
  store i16 77, ptr addrspace(1) %s7, align 4
  store i32 %x, ptr addrspace(1) %s7, align 4
  ; slot 8: atomic: stays.
  %s8 = getelementptr inbounds i8, ptr addrspace(1) %base, i64 32
  store atomic i32 88, ptr addrspace(1) %s8 monotonic, align 4
  store i32 %y, ptr addrspace(1) %s8, align 4
  ; slot 9: a call that reads it in between: stays; overwritten only in
  ; another block: stays too.
  %s9 = getelementptr inbounds i8, ptr addrspace(1) %base, i64 36
  store i32 99, ptr addrspace(1) %s9, align 4
  call void @peek(ptr addrspace(1) %s9, ptr addrspace(1) %s2)
  store i32 98, ptr addrspace(1) %s9, align 4
  ; A local array only ever written (at a variable index too): its
  ; stores and the alloca go. A local read back stays.
  %a = alloca [4 x i32], align 4
  %r = and i32 %x, 3
  %r64 = zext i32 %r to i64
  %ai = getelementptr inbounds [4 x i32], ptr %a, i64 0, i64 %r64
  store i32 %y, ptr %ai, align 4
  store i32 5, ptr %a, align 4
  %kept = alloca i32, align 4
  store i32 %x, ptr %kept, align 4
  %back = load volatile i32, ptr %kept, align 4
  %c = icmp sgt i32 %back, %n
  br i1 %c, label %more, label %done
more:
  store i32 %n, ptr addrspace(1) %s9, align 4
  br label %done
done:
  ret void
}
"#;

fn run_dse(m: &mut Module) -> usize {
    m.funcs
        .values_mut()
        .filter_map(|f| f.body.as_mut())
        .map(dialects::dse::run_function)
        .sum()
}

fn count(m: &Module, op: Opcode) -> usize {
    let f = m.func_by_name("k").unwrap();
    let body = m.funcs[f].body.as_ref().unwrap();
    body.all_insts()
        .into_iter()
        .filter(|&i| body.dfg.insts[i].opcode == op)
        .count()
}

/// The stored constants still present, as the generic text writes them.
fn stores_of_constant(text: &str, k: i64) -> usize {
    // Constants are `nvvm.const K : iN` lines; a store names its value.
    let consts: Vec<String> = text
        .lines()
        .filter_map(|l| {
            let (lhs, rhs) = l.trim().split_once(" = ")?;
            let rest = rhs.strip_prefix("nvvm.const ")?;
            let v = rest.split([' ', ':']).next()?;
            (v == k.to_string()).then(|| lhs.to_string())
        })
        .collect();
    text.lines()
        .filter(|l| l.trim_start().starts_with("nvvm.store"))
        .filter(|l| {
            let args = l.trim_start().trim_start_matches("nvvm.store").trim_start();
            let first = args.split([',', ' ']).next().unwrap_or("");
            consts.iter().any(|c| c == first)
        })
        .count()
}

#[test]
fn overwritten_and_unread_stores_go_and_observable_ones_stay() {
    let before = llvm::import::import("k.ll", SRC).unwrap();
    let mut after = before.clone();
    let removed = run_dse(&mut after);
    dialects::verify::verify_module(&after).unwrap();
    let text = dialects::text::print_module(&after);
    let text_before = dialects::text::print_module(&before);
    // Slots 0, 1 and 7, and the two stores into the write-only array.
    assert_eq!(removed, 5, "{text}");
    assert_eq!(
        count(&before, Opcode::Store) - count(&after, Opcode::Store),
        5
    );
    assert_eq!(count(&before, Opcode::Alloca), 2);
    assert_eq!(count(&after, Opcode::Alloca), 1, "{text}");
    for (k, stays) in [
        (1, false),
        (11, false),
        (77, false),
        (5, false),
        (22, true),
        (33, true),
        (44, true),
        (-1, true),
        (88, true),
        (99, true),
        (98, true),
    ] {
        assert_eq!(stores_of_constant(&text_before, k), 1, "{k}: {text_before}");
        assert_eq!(
            stores_of_constant(&text, k),
            usize::from(stays),
            "store of {k}: {text}"
        );
    }
    // Nothing left to do: a second run removes nothing.
    let mut again = after.clone();
    assert_eq!(run_dse(&mut again), 0);
    assert_eq!(dialects::text::print_module(&again), text);

    let ptx = ptx::print::print_module(&isel::select_module(&after, "sm_80").unwrap());
    for (n, fill) in [(7, "random(-100,100)"), (-3, "iota(0,1)"), (0, "const(5)")] {
        let spec = Spec::parse(&format!(
            "kernel k\nblock 16\nseed 4\narg i32[160] zero\narg i32[16] {fill}\narg i32 {n}\n"
        ))
        .unwrap();
        let want = run_module(&before, &spec).unwrap();
        compare(&want, &run_module(&after, &spec).unwrap(), None).unwrap();
        compare(&want, &run_ptx_text("k.ptx", &ptx, &spec).unwrap(), None).unwrap();
    }
}

/// An alloca whose address is only stored into another write-only alloca
/// goes once that one has gone; one passed to a call or loaded from stays.
#[test]
fn write_only_allocas_go_and_escaping_ones_stay() {
    const LOCALS: &str = r#"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define internal i32 @get(ptr %p) {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %inner = alloca i32, align 4
  store i32 %n, ptr %inner, align 4
  %outer = alloca ptr, align 8
  store ptr %inner, ptr %outer, align 8
  %cast = addrspacecast ptr %outer to ptr addrspace(5)
  store ptr %inner, ptr addrspace(5) %cast, align 8
  %esc = alloca i32, align 4
  store i32 %t, ptr %esc, align 4
  %v = call i32 @get(ptr %esc)
  %vol = alloca i32, align 4
  store volatile i32 %t, ptr %vol, align 4
  %t64 = zext i32 %t to i64
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t64
  store i32 %v, ptr addrspace(1) %o, align 4
  ret void
}
"#;
    let before = llvm::import::import("locals.ll", LOCALS).unwrap();
    let mut after = before.clone();
    let removed = run_dse(&mut after);
    dialects::verify::verify_module(&after).unwrap();
    let text = dialects::text::print_module(&after);
    // inner's store, outer's two stores.
    assert_eq!(removed, 3, "{text}");
    assert_eq!(count(&after, Opcode::Alloca), 2, "{text}");
    assert!(!text.contains("%inner"), "{text}");
    assert!(!text.contains("%outer"), "{text}");
    assert!(text.contains("%esc = nvvm.alloca"), "{text}");
    assert!(text.contains("%vol = nvvm.alloca"), "{text}");
    let ptx = ptx::print::print_module(&isel::select_module(&after, "sm_80").unwrap());
    for n in [0, 9, -4] {
        let spec = Spec::parse(&format!(
            "kernel k\nblock 8\narg i32[8] zero\narg i32 {n}\n"
        ))
        .unwrap();
        let want = run_module(&before, &spec).unwrap();
        compare(&want, &run_module(&after, &spec).unwrap(), None).unwrap();
        compare(&want, &run_ptx_text("l.ptx", &ptx, &spec).unwrap(), None).unwrap();
    }
}

/// The seven harness lines of a 1-D Numba array of `n` elements (meminfo,
/// parent, item count, item size, data, shape, stride in bytes).
fn numba_array(ty: &str, n: usize, fill: &str) -> String {
    let size = if ty == "f64" || ty == "i64" { 8 } else { 4 };
    format!(
        "arg u8[8] zero\narg u8[8] zero\narg i64 {n}\narg i64 {size}\narg {ty}[{n}] {fill}\narg i64 {n}\narg i64 {size}\n"
    )
}

/// Numba's kernels (`tests/numba`) initialize every by-value array struct
/// in a local and overwrite it right away: the dead stores real input
/// has. The kernels compute the same with them gone (nvvm and PTX
/// interpreters).
#[test]
fn numba_kernels_compute_the_same_without_their_dead_stores() {
    let n = 200;
    let cases = [
        (
            "saxpy",
            format!(
                "grid 2\nblock 128\n{}arg f32 2.5\n{}{}",
                numba_array("f32", n, "zero"),
                numba_array("f32", n, "random(-4,4)"),
                numba_array("f32", n, "random(-4,4)")
            ),
        ),
        (
            "stencil5",
            format!(
                "grid 2\nblock 128\n{}{}",
                numba_array("f32", n, "zero"),
                numba_array("f32", n, "random(-4,4)")
            ),
        ),
        (
            "histogram",
            format!(
                "grid 2\nblock 128\n{}{}",
                numba_array("i32", 64, "zero"),
                numba_array("i32", n, "random(0,1000)")
            ),
        ),
        (
            "local_sort",
            format!(
                "grid 1\nblock 64\n{}{}",
                numba_array("f32", 64, "zero"),
                numba_array("f32", 64, "random(-4,4)")
            ),
        ),
    ];
    for (name, launch) in cases {
        let path = tests::tools::repo_root().join(format!("tests/numba/{name}.ll"));
        let before = common::import_file(&path).unwrap_or_else(|| panic!("{name}"));
        let mut after = before.clone();
        let removed = run_dse(&mut after);
        assert!(removed > 0, "{name}");
        dialects::verify::verify_module(&after).unwrap();
        let kernel = before.kernels().next().unwrap().1.name.clone();
        let spec = Spec::parse(&format!("kernel {kernel}\nseed 11\n{launch}")).unwrap();
        let want = run_module(&before, &spec).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(
            want.buffers[2].0.iter().any(|&b| b != 0),
            "{name}: the output is all zero"
        );
        let got = run_module(&after, &spec).unwrap_or_else(|e| panic!("{name}: {e}"));
        compare(&want, &got, None).unwrap_or_else(|e| panic!("{name}: {e}"));
        let ptx = ptx::print::print_module(&isel::select_module(&after, "sm_80").unwrap());
        let got = run_ptx_text("k.ptx", &ptx, &spec).unwrap_or_else(|e| panic!("{name}: {e}"));
        compare(&want, &got, None).unwrap_or_else(|e| panic!("{name}: {e}"));
    }
}

/// Every corpus kernel and test file that imports still verifies after
/// DSE, and running it twice changes nothing more.
#[test]
fn corpus_and_test_files_verify_after_dse() {
    let files = common::all_ll_files();
    assert!(files.len() > 40, "found only {} files", files.len());
    let mut imported = 0;
    let mut removed = 0;
    for path in &files {
        let Some(mut m) = common::import_file(path) else {
            continue;
        };
        imported += 1;
        removed += run_dse(&mut m);
        if let Err(e) = dialects::verify::verify_module(&m) {
            panic!("{}: {e:?}", path.display());
        }
        let once = dialects::text::print_module(&m);
        assert_eq!(run_dse(&mut m), 0, "{}", path.display());
        assert_eq!(dialects::text::print_module(&m), once);
    }
    assert!(imported > 40, "imported only {imported}");
    let compared = common::harness_runs_agree(run_dse);
    eprintln!("dse: {imported} files, {compared} harness runs compared, {removed} stores removed");
}
