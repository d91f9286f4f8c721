//! Two ways loads come to share one address register at -O3, each shown
//! against its knob turned off, with the results interpreted against -O0
//! and assembled by ptxas:
//! - `asm-sreg` (`tests/asmsreg/cases.ll`, `@striped`): CUB's lane index
//!   read through inline asm gets the range of `%laneid`, the sign
//!   extension of `warp*128 + lane*4 + i` splits, and the four
//!   shared-memory loads become one `ld.shared.v4`;
//! - `dag-share` (`tests/extract/offsets.ll`): the refinement after greedy
//!   DAG extraction reads `in[4t + 1]` at `[in + 16t] + 4`, the address
//!   the load of `in[4t]` computes, instead of its own three instructions;
//! - `do-sign-ext-expand` (`tests/cuda/suites.nvvm.ll`,
//!   `@fdtd_step3_kernel`): `ex[i*(ny+1) + (j+1)]`, whose sum lost its
//!   `nsw`, is read at `[%rd+4]` from the address of `ex[i*(ny+1) + j]`,
//!   as libNVVM reads it, under the assumption that in-bounds indices are
//!   not negative.

mod common;

use common::{compile_kernel as compile, count_lines as count, same_ptx_results as same_results};

#[test]
fn lane_index_from_asm_lets_the_striped_loads_pack() {
    let file = "tests/asmsreg/cases.ll";
    let on = compile(file, "striped", &["-O3"]);
    let off = compile(file, "striped", &["-O3", "--opt=-no-asm-sreg=1"]);
    let o0 = compile(file, "striped", &["-O0"]);
    assert_eq!(count(&on, "ld.shared.v4.u32"), 1, "{on}");
    assert_eq!(count(&on, "ld.shared"), 1, "{on}");
    assert_eq!(count(&off, "ld.shared"), 4, "{off}");
    assert!(!on.contains("%laneid;\n\t}"), "no asm block left: {on}");
    let spec = "kernel striped\nblock 64\narg i32[256] random(-1000,1000)\narg i32[64] zero\narg i32 3\nseed 4\n";
    same_results(spec, &o0, &on);
    same_results(spec, &o0, &off);
}

#[test]
fn constant_offset_loads_share_the_first_address() {
    let file = "tests/extract/offsets.ll";
    let on = compile(file, "k", &["-O3"]);
    let off = compile(file, "k", &["-O3", "--opt=-dag-share=0"]);
    let o0 = compile(file, "k", &["-O0"]);
    assert_eq!(count(&on, "ld.global.u32"), 2, "{on}");
    assert!(on.contains("+4];"), "{on}");
    assert!(!on.contains("mad.lo"), "{on}");
    assert!(off.contains("mad.lo.s32"), "{off}");
    assert!(!off.contains("+4];"), "{off}");
    assert!(
        count(&on, "") < count(&off, ""),
        "fewer lines:\n{on}\n{off}"
    );
    let spec = "kernel k\nblock 64\narg i32[256] random(-1000,1000)\narg i32[64] zero\nseed 2\n";
    same_results(spec, &o0, &on);
    same_results(spec, &o0, &off);
}

#[test]
fn non_negative_index_shares_the_row_address() {
    let file = "tests/cuda/suites.nvvm.ll";
    let kernel = "fdtd_step3_kernel";
    let on = compile(file, kernel, &["-O3"]);
    let off = compile(file, kernel, &["-O3", "--opt=-do-sign-ext-expand=0"]);
    assert!(on.contains("+4];"), "{on}");
    assert!(!off.contains("+4];"), "{off}");
    assert!(
        count(&on, "") < count(&off, ""),
        "fewer lines:\n{on}\n{off}"
    );
    let spec = "kernel fdtd_step3_kernel\ngrid 2,2\nblock 8,8\narg f32[512] random(-2,2)\narg f32[512] random(-2,2)\narg f32[512] random(-2,2)\narg i32 0\narg i32 12\narg i32 14\nseed 3\n";
    // -O0 does not contract `a - 0.7f * b` into an fma; both -O3 forms do.
    same_results(spec, &off, &on);
}
