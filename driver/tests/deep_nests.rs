//! Loops nested 1,000 deep: deep enough that the bounded searches (the
//! back-edge coalescing's reachability budget) run out and fall back to
//! their conservative answers, and that the loop, dominator and liveness
//! analyses meet nesting depths far beyond the corpus. The -O3 PTX must
//! pass ptxas and compute what the LLVM IR computes, on both interpreters.

use std::fmt::Write as _;
use std::path::Path;

mod common;

const DEPTH: usize = 1000;

/// Loop `k` runs `%n` times for the two innermost levels, twice at three
/// levels spread through the nest, and once elsewhere; the body adds
/// several induction variables into `out[tid]`.
fn nest() -> String {
    let bound = |k: usize| match k {
        _ if k + 2 >= DEPTH => "%n".to_string(),
        100 | 500 | 800 => "2".into(),
        _ => "1".into(),
    };
    let mut s = String::from(
        "target triple = \"nvptx64-nvidia-cuda\"\n\
         declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n\
         define ptx_kernel void @deep(ptr addrspace(1) %out, i32 %n) {\n\
         entry:\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  \
         %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t\n  br label %h0\n",
    );
    for k in 0..DEPTH {
        let from = if k == 0 {
            "entry".into()
        } else {
            format!("h{}", k - 1)
        };
        let next = if k + 1 < DEPTH {
            format!("h{}", k + 1)
        } else {
            "body".into()
        };
        let _ = write!(
            s,
            "h{k}:\n  %i{k} = phi i32 [ 0, %{from} ], [ %i{k}n, %l{k} ]\n  br label %{next}\n"
        );
    }
    let (a, b) = (DEPTH - 1, DEPTH - 2);
    let _ = write!(
        s,
        "body:\n  %v = load i32, ptr addrspace(1) %q, align 4\n  \
         %m1 = mul i32 %i{b}, 3\n  %m2 = mul i32 %i500, 7\n  %m3 = mul i32 %i800, 11\n  \
         %s1 = add i32 %v, %i{a}\n  %s2 = add i32 %s1, %m1\n  %s3 = add i32 %s2, %m2\n  \
         %s4 = add i32 %s3, %m3\n  %s5 = add i32 %s4, %i100\n  \
         store i32 %s5, ptr addrspace(1) %q, align 4\n  br label %l{a}\n"
    );
    for k in (0..DEPTH).rev() {
        let out = if k > 0 {
            format!("l{}", k - 1)
        } else {
            "exit".into()
        };
        let _ = write!(
            s,
            "l{k}:\n  %i{k}n = add i32 %i{k}, 1\n  %c{k} = icmp slt i32 %i{k}n, {}\n  \
             br i1 %c{k}, label %h{k}, label %{out}\n",
            bound(k)
        );
    }
    s + "exit:\n  ret void\n}\n"
}

fn checksums(input: &Path, n: u32) -> Vec<String> {
    let scalar = format!("i32:{n}");
    common::checksums(
        input,
        &[
            "--block",
            "8",
            "--arg",
            "i32[8]:random(-1000,1000)",
            "--arg",
            &scalar,
        ],
    )
}

#[test]
fn a_1000_deep_nest_compiles_to_ptx_that_agrees_with_the_ir() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("deep.ll");
    std::fs::write(&src, nest()).unwrap();
    let ptx = dir.path().join("deep.ptx");
    common::compile_checked(&src, &ptx, "-O3", "sm_80");
    let mut seen = Vec::new();
    for n in [1, 3, 4] {
        let want = checksums(&src, n);
        assert_eq!(checksums(&ptx, n), want, "n = {n}");
        seen.push(want);
    }
    // The trip count reaches the output: the runs differ.
    assert_ne!(seen[0], seen[1]);
    assert_ne!(seen[1], seen[2]);
}

/// 200 loops each bounded by the parameter `%n`: no trip count can be
/// evaluated, and evaluating one ran every nested loop up to the step
/// limit (a 200-deep nest did not compile in two minutes; now well under
/// a second). With `n = 1` every loop runs once.
fn unknown_bound_nest(depth: usize) -> String {
    let mut s = String::from(
        "target triple = \"nvptx64-nvidia-cuda\"\n\
         define ptx_kernel void @nest(ptr addrspace(1) %p, i32 %n) {\nentry:\n  br label %h0\n",
    );
    let mut prev = "entry".to_string();
    for k in 0..depth {
        let next = if k + 1 < depth {
            format!("h{}", k + 1)
        } else {
            "body".into()
        };
        let _ = write!(
            s,
            "h{k}:\n  %i{k} = phi i32 [ 0, %{prev} ], [ %i{k}n, %l{k} ]\n  br label %{next}\n"
        );
        prev = format!("h{k}");
    }
    let last = depth - 1;
    let _ = write!(
        s,
        "body:\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %v = add i32 %i{last}, %t\n  \
         %e = zext i32 %t to i64\n  %q = getelementptr i32, ptr addrspace(1) %p, i64 %e\n  \
         store i32 %v, ptr addrspace(1) %q\n  br label %l{last}\n"
    );
    for k in (0..depth).rev() {
        let out = if k > 0 {
            format!("l{}", k - 1)
        } else {
            "exit".into()
        };
        let _ = write!(
            s,
            "l{k}:\n  %i{k}n = add i32 %i{k}, 1\n  %c{k} = icmp slt i32 %i{k}n, %n\n  \
             br i1 %c{k}, label %h{k}, label %{out}\n"
        );
    }
    s + "exit:\n  ret void\n}\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
}

#[test]
fn a_200_deep_nest_of_unknown_bounds_compiles() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("unknown.ll");
    std::fs::write(&src, unknown_bound_nest(200)).unwrap();
    let ptx = dir.path().join("unknown.ptx");
    common::compile_checked(&src, &ptx, "-O3", "sm_80");
    assert_eq!(checksums(&ptx, 1), checksums(&src, 1));
}
