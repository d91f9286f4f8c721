//! CUDA's atomic functions in IR from clang before 23 (`atomicAdd` as a
//! `seq_cst` `atomicrmw` at system scope) compile to the relaxed `atom`
//! CUDA defines, as libNVVM and llc-16 emit; an explicit `acquire`, a
//! module naming no such producer, and `-relax-cuda-atomics=0` keep the
//! orderings as written (`fence.sc` before a `seq_cst` operation). Every
//! variant is interpreted against -O0 and assembled by ptxas.

mod common;

use common::{compile_kernel, count_lines, same_ptx_results};

const SPEC: &str =
    "kernel hist\nblock 64\narg i32[64] random(0,100)\narg i32[9] zero\narg i32[1] zero\n";

#[test]
fn clang16_builtins_are_relaxed() {
    let file = "tests/cudaatomics/clang16.ll";
    let on = compile_kernel(file, "hist", &["-O3"]);
    let o0 = compile_kernel(file, "hist", &["-O0"]);
    assert_eq!(count_lines(&on, "fence"), 0, "{on}");
    assert_eq!(count_lines(&on, "atom.global.add.u32"), 1, "{on}");
    assert_eq!(count_lines(&on, "atom.global.cas.b32"), 1, "{on}");
    assert_eq!(
        count_lines(&on, "atom.acquire.sys.global.add.u32"),
        1,
        "{on}"
    );
    same_ptx_results(SPEC, &o0, &on);

    let kept = compile_kernel(file, "hist", &["-O3", "--opt=-relax-cuda-atomics=0"]);
    assert_eq!(count_lines(&kept, "fence.sc.sys"), 2, "{kept}");
    assert_eq!(
        count_lines(&kept, "atom.acq_rel.sys.global.add.u32"),
        1,
        "{kept}"
    );
    same_ptx_results(SPEC, &o0, &kept);
}

#[test]
fn without_a_named_producer_orderings_are_kept() {
    let file = "tests/cudaatomics/noident.ll";
    let ptx = compile_kernel(file, "hist", &["-O3"]);
    assert_eq!(count_lines(&ptx, "fence.sc.sys"), 2, "{ptx}");
    let forced = compile_kernel(file, "hist", &["-O3", "--opt=-relax-cuda-atomics"]);
    assert_eq!(count_lines(&forced, "fence"), 0, "{forced}");
    let o0 = compile_kernel(file, "hist", &["-O0"]);
    same_ptx_results(SPEC, &o0, &ptx);
    same_ptx_results(SPEC, &o0, &forced);
}

#[test]
fn the_option_acts_on_every_compile_path() {
    // `compile_module` (what `warpsat run` uses) reads no source text, so
    // only an explicit option relaxes there.
    let src =
        std::fs::read_to_string(common::tools::repo_root().join("tests/cudaatomics/noident.ll"))
            .unwrap();
    let m = llvm::import::import("noident.ll", &src).unwrap();
    let kept = common::compile_in_process(&m, &["-O3"]);
    assert_eq!(count_lines(&kept, "fence.sc.sys"), 2, "{kept}");
    let relaxed = common::compile_in_process(&m, &["-O3", "--opt=-relax-cuda-atomics"]);
    assert_eq!(count_lines(&relaxed, "fence"), 0, "{relaxed}");
}
