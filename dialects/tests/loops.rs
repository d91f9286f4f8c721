//! Loop nests and trip counts on imported kernels.

use dialects::analysis::loops::*;
use dialects::analysis::DomTree;
use dialects::ir::*;

fn nest_of(src: &str, name: &str) -> (Body, LoopNest) {
    let m = llvm::import::import("t.ll", src).unwrap();
    let f = &m.funcs[m.func_by_name(name).unwrap()];
    let body = f.body.clone().unwrap();
    let dt = DomTree::new(&body);
    let nest = LoopNest::compute(&body, &dt);
    (body, nest)
}

fn counted(
    init: i64,
    cmp: &str,
    bound: i64,
    step: i64,
    test_next: bool,
    exit_on_true: bool,
) -> String {
    stepped(
        init,
        cmp,
        bound,
        &format!("add nsw i32 %i, {step}"),
        test_next,
        exit_on_true,
    )
}

/// A loop whose counter is stepped by `next` (an instruction on `%i`).
fn stepped(
    init: i64,
    cmp: &str,
    bound: i64,
    next: &str,
    test_next: bool,
    exit_on_true: bool,
) -> String {
    let tested = if test_next { "%i.next" } else { "%i" };
    let (t, f) = if exit_on_true {
        ("%exit", "%body")
    } else {
        ("%body", "%exit")
    };
    format!(
        r#"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr addrspace(1) %p) {{
entry:
  br label %head
head:
  %i = phi i32 [ {init}, %entry ], [ %i.next, %body ]
  %i.next = {next}
  %c = icmp {cmp} i32 {tested}, {bound}
  br i1 %c, label {t}, label {f}
body:
  store i32 %i, ptr addrspace(1) %p, align 4
  br label %head
exit:
  ret void
}}
"#
    )
}

#[test]
fn loops_stepped_by_shifts_multiplies_and_divisions_are_counted_by_running_them() {
    // for (o = 16; o > 0; o >>= 1), as clang writes it: exit when o <u 2
    // is tested on o itself: o = 16, 8, 4, 2, 1: 5 header runs.
    let (_, n) = nest_of(&stepped(16, "ult", 2, "lshr i32 %i, 1", false, true), "k");
    assert_eq!(n.loops[0].trip_count, Some(5));
    // The same tested on the next value (o >> 1 > 0): stays for 8, 4, 2, 1.
    let (_, n) = nest_of(&stepped(16, "sgt", 0, "ashr i32 %i, 1", true, false), "k");
    assert_eq!(n.loops[0].trip_count, Some(5));
    // for (i = 1; i < 1000; i *= 2): 1, 2, ..., 512 stay, 1024 leaves.
    let (_, n) = nest_of(
        &stepped(1, "slt", 1000, "mul nsw i32 %i, 2", false, false),
        "k",
    );
    assert_eq!(n.loops[0].trip_count, Some(11));
    // for (i = 1; i < 1000; i <<= 3): 1, 8, 64, 512 stay.
    let (_, n) = nest_of(&stepped(1, "slt", 1000, "shl i32 %i, 3", false, false), "k");
    assert_eq!(n.loops[0].trip_count, Some(5));
    // for (i = 1000; i != 0; i /= 10): 1000, 100, 10, 1 stay.
    let (_, n) = nest_of(
        &stepped(1000, "ne", 0, "udiv i32 %i, 10", false, false),
        "k",
    );
    assert_eq!(n.loops[0].trip_count, Some(5));
    // A shift that never reaches the exit (x = 0 stays 0, != 5): unknown.
    let (_, n) = nest_of(&stepped(0, "ne", 5, "shl i32 %i, 1", false, false), "k");
    assert_eq!(n.loops[0].trip_count, None);
}

#[test]
fn loops_with_branches_inside_are_counted_by_running_them() {
    // Numba's `while s > 0: if t < s: ...; s //= 2`: floor division with
    // its sign fix-up branch, and a branch on the thread index that the
    // count does not depend on. s = 64, 32, ..., 1 stay; 0 leaves after the
    // exit test ran 7 times.
    let src = |cond: &str| {
        format!(
            r#"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr addrspace(1) %p) {{
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = sext i32 %t to i64
  br label %head
head:
  %s = phi i64 [ 64, %entry ], [ %q2, %fix ]
  %lt = icmp slt i64 %t64, %s
  br i1 %lt, label %work, label %div
work:
  store i64 %s, ptr addrspace(1) %p, align 8
  br label %div
div:
  %q = sdiv i64 %s, 2
  %r = srem i64 %s, 2
  %nz = icmp ne i64 %r, 0
  %x = xor i64 %r, 2
  %neg = icmp slt i64 %x, 0
  %adj = and i1 %nz, %neg
  br i1 %adj, label %down, label %fix
down:
  %q1 = add i64 %q, -1
  br label %fix
fix:
  %q2 = phi i64 [ %q1, %down ], [ %q, %div ]
  %more = icmp {cond}
  br i1 %more, label %head, label %exit
exit:
  ret void
}}
"#
        )
    };
    let (_, n) = nest_of(&src("sgt i64 %q2, 0"), "k");
    assert_eq!(n.loops.len(), 1);
    assert_eq!(n.loops[0].trip_count, Some(7));
    // The exit test reads memory: nothing to run it on.
    let (_, n) = nest_of(
        &src("sgt i64 %q2, 0\n  %m = load i64, ptr addrspace(1) %p, align 8\n  %more2 = icmp sgt i64 %m, 0")
            .replace("br i1 %more, label %head", "br i1 %more2, label %head"),
        "k",
    );
    assert_eq!(n.loops[0].trip_count, None);
    // A count that never reaches the exit within 100 iterations (s stays
    // 64 when the division is by 1): unknown.
    let (_, n) = nest_of(
        &src("sgt i64 %q2, 0").replace("sdiv i64 %s, 2", "sdiv i64 %s, 1"),
        "k",
    );
    assert_eq!(n.loops[0].trip_count, None);
}

#[test]
fn counted_loops() {
    // for (i = 0; i < 10; i++): header tests i: 11 header runs.
    let (_, n) = nest_of(&counted(0, "slt", 10, 1, false, false), "k");
    assert_eq!(n.loops.len(), 1);
    assert_eq!(n.loops[0].trip_count, Some(11));
    // Tested after the increment: i.next < 10 stays for i.next = 1..9.
    let (_, n) = nest_of(&counted(0, "slt", 10, 1, true, false), "k");
    assert_eq!(n.loops[0].trip_count, Some(10));
    // Rotated form: exit when i.next == 16.
    let (_, n) = nest_of(&counted(0, "eq", 16, 1, true, true), "k");
    assert_eq!(n.loops[0].trip_count, Some(16));
    // Counting down by 4 from 100 while i > 0 (tested before the step).
    let (_, n) = nest_of(&counted(100, "sgt", 0, -4, false, false), "k");
    assert_eq!(n.loops[0].trip_count, Some(26));
    // Unsigned compare after the increment: i.next <u 3.
    let (_, n) = nest_of(&counted(0, "ult", 3, 1, true, false), "k");
    assert_eq!(n.loops[0].trip_count, Some(3));
    // Never reaches the bound (step 2 from 1 to 10 with !=): unknown.
    let (_, n) = nest_of(&counted(1, "ne", 10, 2, true, false), "k");
    assert_eq!(n.loops[0].trip_count, None);
    // Would wrap (i < 10 counting down): unknown.
    let (_, n) = nest_of(&counted(0, "slt", 10, -1, false, false), "k");
    assert_eq!(n.loops[0].trip_count, None);
    // Weighted frequency: known trip counts are used as is.
    let (body, n) = nest_of(&counted(0, "slt", 10, 1, true, false), "k");
    let head = n.loops[0].header;
    assert_eq!(n.frequency(head, DEFAULT_LOOP_TRIP), 10.0);
    assert_eq!(n.frequency(body.entry().unwrap(), DEFAULT_LOOP_TRIP), 1.0);
}

#[test]
fn nested_loops_and_unknown_trips() {
    let src = r#"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr addrspace(1) %p, i32 %n) {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  store i32 %j, ptr addrspace(1) %p, align 4
  %j.next = add nsw i32 %j, 1
  %cj = icmp slt i32 %j.next, %n
  br i1 %cj, label %inner, label %latch
latch:
  %i.next = add nsw i32 %i, 1
  %ci = icmp slt i32 %i.next, 8
  br i1 %ci, label %outer, label %exit
exit:
  ret void
}
"#;
    let (body, n) = nest_of(src, "k");
    assert_eq!(n.loops.len(), 2);
    let (outer, inner) = (&n.loops[0], &n.loops[1]);
    assert_eq!((outer.depth, inner.depth, inner.parent), (1, 2, Some(0)));
    assert_eq!(n.blocks(0).len(), 3);
    assert_eq!(n.blocks(0)[0], outer.header);
    assert_eq!(n.blocks(1), &[inner.header]);
    // The inner loop's bound is a parameter: unknown. The outer runs 8
    // times; its exit is the only exiting block of the outer loop.
    assert_eq!(inner.trip_count, None);
    assert_eq!(outer.trip_count, Some(8));
    assert_eq!(n.depth(inner.header), 2);
    assert_eq!(n.frequency(inner.header, DEFAULT_LOOP_TRIP), 160.0);
    assert_eq!(n.frequency(outer.header, DEFAULT_LOOP_TRIP), 8.0);
    let exit = *body.layout.blocks.last().unwrap();
    assert_eq!((n.depth(exit), n.innermost(exit)), (0, None));
}

#[test]
fn corpus_loops_are_found() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/corpus/modern");
    let Ok(src) = std::fs::read_to_string(format!("{dir}/unroll_pragmas.ll")) else {
        return; // corpus not present in this checkout
    };
    let m = llvm::import::import("unroll_pragmas.ll", &src).unwrap();
    for (_, f) in m.kernels() {
        let body = f.body.as_ref().unwrap();
        let dt = DomTree::new(body);
        let n = LoopNest::compute(body, &dt);
        match f.name.as_str() {
            // Fully unrolled by clang: straight-line code.
            "unroll_full_const" => assert!(n.loops.is_empty()),
            _ => assert!(!n.loops.is_empty(), "{}", f.name),
        }
    }
}

/// A function of `n` blocks with the given edges, as LLVM text: block `i`
/// switches to its successors (or returns).
fn graph_ir(n: usize, edges: &[(usize, usize)]) -> String {
    let mut s = String::from("target triple = \"nvptx64-nvidia-cuda\"\ndefine void @k(i32 %x) {\n");
    for i in 0..n {
        s += &format!("b{i}:\n");
        let succ: Vec<usize> = edges.iter().filter(|e| e.0 == i).map(|e| e.1 + 1).collect();
        match succ.as_slice() {
            [] => s += "  ret void\n",
            [t] => s += &format!("  br label %b{}\n", t - 1),
            [d, rest @ ..] => {
                s += &format!("  switch i32 %x, label %b{} [", d - 1);
                for (k, t) in rest.iter().enumerate() {
                    s += &format!(" i32 {k}, label %b{}", t - 1);
                }
                s += " ]\n";
            }
        }
    }
    s + "}\n"
}

/// Natural loops by their definition: for each header (a block that
/// dominates one of its predecessors), the header plus every reachable
/// block reaching a latch without passing through the header.
fn naive_loops(dt: &DomTree) -> Vec<(Block, Vec<Block>)> {
    let mut out = Vec::new();
    for &h in dt.rpo() {
        let latches: Vec<Block> = dt
            .preds(h)
            .iter()
            .copied()
            .filter(|&p| dt.is_reachable(p) && dt.dominates(h, p))
            .collect();
        if latches.is_empty() {
            continue;
        }
        let mut set = vec![h];
        let mut stack = latches.clone();
        while let Some(b) = stack.pop() {
            if set.contains(&b) || !dt.is_reachable(b) {
                continue;
            }
            set.push(b);
            stack.extend_from_slice(dt.preds(b));
        }
        set.sort();
        out.push((h, set));
    }
    out
}

#[test]
fn random_graphs_match_the_natural_loop_definition() {
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut next = |m: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % m as u64) as usize
    };
    let mut loops_seen = 0;
    for _ in 0..300 {
        let n = 2 + next(12);
        let edges: Vec<(usize, usize)> = (0..n + next(2 * n))
            .map(|_| (next(n), 1 + next(n - 1)))
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect();
        let src = graph_ir(n, &edges);
        let (body, nest) = nest_of(&src, "k");
        let dt = DomTree::new(&body);
        let want = naive_loops(&dt);
        let what = format!("{edges:?}");
        assert_eq!(nest.loops.len(), want.len(), "{what}");
        loops_seen += want.len();
        for (i, (h, set)) in want.iter().enumerate() {
            let l = &nest.loops[i];
            assert_eq!(l.header, *h, "{what}");
            let mut got = nest.blocks(i).to_vec();
            assert_eq!(got[0], *h, "{what}");
            got.sort();
            assert_eq!(&got, set, "{what}: loop {i}");
            for &b in &body.layout.blocks {
                assert_eq!(nest.contains(i, b), set.contains(&b), "{what}");
            }
            // The parent is the smallest other loop containing the header.
            let parent = (0..want.len())
                .filter(|&j| j != i && want[j].1.contains(h))
                .min_by_key(|&j| want[j].1.len());
            assert_eq!(l.parent, parent, "{what}: parent of {i}");
            // Exiting blocks: members with a successor outside.
            let exiting: Vec<Block> = dt
                .rpo()
                .iter()
                .copied()
                .filter(|&b| set.contains(&b) && dt.succs(b).iter().any(|s| !set.contains(s)))
                .collect();
            assert_eq!(nest.exiting(i), exiting.as_slice(), "{what}: exits of {i}");
        }
        for &b in &body.layout.blocks {
            let depth = want.iter().filter(|(_, s)| s.contains(&b)).count() as u32;
            assert_eq!(nest.depth(b), depth, "{what}: depth");
        }
    }
    assert!(loops_seen > 300, "{loops_seen} loops");
}
