//! Warp-synchronous instructions in inline asm (`tests/cuda/warpasm.cu`:
//! CUB's shuffle-with-predicate scan step, an asm butterfly with
//! `__activemask()`, a ballot on a predicate made inside the asm block,
//! `bar.sync` as asm, `match.any` and `redux.sync`). The nvvm interpreter
//! runs each statement with its warp (a statement that is one such
//! instruction as the intrinsic it equals, a longer one as a snippet that
//! waits at the instruction for the other lanes); the input on the nvvm
//! interpreter and warpsat's -O3 PTX on the PTX interpreter must both
//! give what a reference computed here gives, in both IR forms, and
//! ptxas must accept the PTX.

use interp::diff::{run_module, run_ptx_text, Outcome};
use interp::spec::Spec;

mod common;

const N: usize = 128;

/// Input values of buffer 0 as the spec's seeded fill made them.
fn input(o: &Outcome) -> Vec<i32> {
    common::words(o, 0).into_iter().map(|w| w as i32).collect()
}

/// Per kernel: launch, and the expected contents of each output buffer
/// (argument index, words) from the input.
type Reference = fn(&[i32]) -> Vec<(usize, Vec<u32>)>;

fn per_warp(v: &[i32], f: impl Fn(&[i32]) -> Vec<u32>) -> Vec<u32> {
    v.chunks(32).flat_map(f).collect()
}

fn scan(v: &[i32]) -> Vec<(usize, Vec<u32>)> {
    let out = per_warp(v, |w| {
        w.iter()
            .scan(0i32, |acc, &x| {
                *acc = acc.wrapping_add(x);
                Some(*acc as u32)
            })
            .collect()
    });
    vec![(1, out)]
}

fn bfly(v: &[i32]) -> Vec<(usize, Vec<u32>)> {
    let out = per_warp(v, |w| {
        let s = w.iter().fold(0i32, |a, &x| a.wrapping_add(x)) as u32;
        vec![s; w.len()]
    });
    vec![(1, out)]
}

fn ballot(v: &[i32]) -> Vec<(usize, Vec<u32>)> {
    let out = per_warp(v, |w| {
        let b = w
            .iter()
            .enumerate()
            .fold(0u32, |b, (l, &x)| b | ((x > 0) as u32) << l);
        vec![b; w.len()]
    });
    vec![(1, out)]
}

fn reverse(v: &[i32]) -> Vec<(usize, Vec<u32>)> {
    let out = v
        .chunks(N)
        .flat_map(|b| b.iter().rev().map(|&x| x as u32).collect::<Vec<_>>())
        .collect();
    vec![(1, out)]
}

fn match_redux(v: &[i32]) -> Vec<(usize, Vec<u32>)> {
    let peers = per_warp(v, |w| {
        w.iter()
            .map(|&x| {
                w.iter()
                    .enumerate()
                    .fold(0u32, |m, (l, &y)| m | ((y & 3 == x & 3) as u32) << l)
            })
            .collect()
    });
    let sums = per_warp(v, |w| {
        let s = w.iter().fold(0i32, |a, &x| a.wrapping_add(x)) as u32;
        vec![s; w.len()]
    });
    vec![(1, peers), (2, sums)]
}

const CASES: &[(&str, &str, Reference)] = &[
    (
        "cub_warp_scan",
        "arg i32[256] random(-1000,1000)\narg i32[256] zero",
        scan,
    ),
    (
        "asm_bfly_sum",
        "arg i32[256] random(-1000,1000)\narg i32[256] zero",
        bfly,
    ),
    (
        "asm_ballot",
        "arg i32[256] random(-5,5)\narg u32[256] zero",
        ballot,
    ),
    (
        "asm_bar_reverse",
        "arg i32[256] random(-1000,1000)\narg i32[256] zero",
        reverse,
    ),
    (
        "asm_match_redux",
        "arg i32[256] random(-1000,1000)\narg u32[256] zero\narg i32[256] zero",
        match_redux,
    ),
];

fn check(what: &str, o: &Outcome, reference: Reference) {
    for (k, want) in reference(&input(o)) {
        assert_eq!(common::words(o, k), want, "{what}: buffer {k}");
    }
}

fn check_form(file: &str) {
    let (m, ptx) = common::cuda_input_and_ptx(file);
    for (kernel, args, reference) in CASES {
        let spec = Spec::parse(&format!(
            "kernel {kernel}\ngrid 2\nblock {N}\n{args}\nseed 3\n"
        ))
        .unwrap();
        let ir = run_module(&m, &spec).unwrap_or_else(|e| panic!("{file} {kernel}: {e}"));
        check(&format!("{file} {kernel} (nvvm)"), &ir, *reference);
        let px =
            run_ptx_text("w.ptx", &ptx, &spec).unwrap_or_else(|e| panic!("{file} {kernel}: {e}"));
        check(&format!("{file} {kernel} (PTX)"), &px, *reference);
    }
}

#[test]
fn nvvm_form_runs_warp_asm_with_the_warp() {
    check_form("warpasm.nvvm.ll");
}

#[test]
fn modern_form_runs_warp_asm_with_the_warp() {
    check_form("warpasm.modern.ll");
}
