//! Two ways loads come to share one address register at -O3, each shown
//! against its knob turned off, with the results interpreted against -O0
//! and assembled by ptxas:
//! - `asm-sreg` (`tests/asmsreg/cases.ll`, `@striped`): CUB's lane index
//!   read through inline asm gets the range of `%laneid`, the sign
//!   extension of `warp*128 + lane*4 + i` splits, and the four
//!   shared-memory loads become one `ld.shared.v4`;
//! - `dag-share` (`tests/extract/offsets.ll`): the refinement after greedy
//!   DAG extraction reads `in[4t + 1]` at `[in + 16t] + 4`, the address
//!   the load of `in[4t]` computes, instead of its own three instructions.

use interp::diff::{compare, run_ptx_text};
use interp::spec::Spec;
use tests::tools;

mod common;

fn compile(input: &str, kernel: &str, args: &[&str]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out.ptx");
    let input = tools::repo_root().join(input);
    let mut argv = vec![
        input.to_str().unwrap().to_string(),
        format!("--kernels={kernel}"),
        "-o".into(),
        out.to_str().unwrap().to_string(),
    ];
    argv.extend(args.iter().map(|s| s.to_string()));
    let argv: Vec<&str> = argv.iter().map(String::as_str).collect();
    let (ok, _, err) = common::warpsat(&argv);
    assert!(ok, "{err}");
    let ptx = std::fs::read_to_string(&out).unwrap();
    if let Some(ptxas) = tools::need("WARPSAT_PTXAS") {
        let frames = tools::ptxas_stack_frames(&ptxas, &ptx, "sm_80");
        assert!(frames.contains_key(kernel), "{frames:?}");
    }
    ptx
}

fn count(ptx: &str, prefix: &str) -> usize {
    ptx.lines()
        .filter(|l| l.trim_start().starts_with(prefix))
        .count()
}

fn same_results(spec: &str, reference: &str, ptx: &str) {
    let spec = Spec::parse(spec).unwrap();
    let want = run_ptx_text("ref.ptx", reference, &spec).unwrap();
    assert!(want.buffers.iter().any(|b| b.0.iter().any(|&x| x != 0)));
    compare(&want, &run_ptx_text("k.ptx", ptx, &spec).unwrap(), None).unwrap();
}

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
