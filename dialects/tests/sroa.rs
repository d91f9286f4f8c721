//! SROA (`dialects::sroa`) on `tests/sroa/numba_struct.ll`: which allocas
//! it splits and which it must leave, the IR it leaves for mem2reg
//! (snapshot), and that every kernel computes the same buffers before and
//! after, on the nvvm interpreter and, selected to PTX, on the PTX
//! interpreter. ptxas reports no stack frame where SROA removed them all.

use dialects::ir::{Module, Opcode};
use interp::diff::{compare, run_module, run_ptx_text};
use interp::spec::Spec;
use tests::tools;

fn source() -> String {
    let p = tools::repo_root().join("tests/sroa/numba_struct.ll");
    std::fs::read_to_string(p).unwrap()
}

fn allocas(m: &Module, f: &str) -> usize {
    let (_, func) = m.funcs.iter().find(|(_, x)| x.name == f).unwrap();
    let body = func.body.as_ref().unwrap();
    body.all_insts()
        .into_iter()
        .filter(|&i| body.dfg.insts[i].opcode == Opcode::Alloca)
        .count()
}

fn specs() -> Vec<Spec> {
    let k = "kernel k\nblock 64\narg f32[4] zero\narg f32[4] zero\narg i64 64\narg i64 4\n\
             arg f32[64] random(-10,10)\narg i64 48\narg i64 1\narg f32[64] zero\n";
    let acc = "kernel acc4\nblock 32\narg f32[256] random(-4,4)\narg f32[32] zero\n";
    let kept = "kernel kept\nblock 32\narg i32[32] zero\narg i32 ";
    let mut out = Vec::new();
    for seed in [1, 2] {
        out.push(Spec::parse(&format!("{k}seed {seed}\n")).unwrap());
        out.push(Spec::parse(&format!("{acc}seed {seed}\n")).unwrap());
        out.push(Spec::parse(&format!("{kept}{}\nseed {seed}\n", seed * 3)).unwrap());
    }
    out
}

#[test]
fn struct_locals_split_and_promote_and_compute_the_same() {
    let src = source();
    let before = llvm::import::import("numba_struct.ll", &src).unwrap();
    let mut after = before.clone();
    let stats = dialects::sroa::run(&mut after);
    dialects::verify::verify_module(&after).unwrap();
    // %a (7 fields, the shape and stride arrays one element each), %tmp
    // (2 fields) and %acc (4 floats); nothing of @kept.
    assert_eq!(stats.split, 3, "{stats:?}");
    assert_eq!(allocas(&after, "kept"), allocas(&before, "kept"));
    dialects::mem2reg::run(&mut after);
    dialects::verify::verify_module(&after).unwrap();
    for f in ["k", "acc4"] {
        assert_eq!(allocas(&after, f), 0, "@{f} keeps an alloca");
    }
    assert_eq!(allocas(&after, "kept"), 4);

    let ptx = isel::select_module(&after, "sm_80").unwrap();
    let text = ptx::print::print_module(&ptx);
    for spec in specs() {
        let want = run_module(&before, &spec).unwrap();
        let got = run_module(&after, &spec).unwrap();
        compare(&want, &got, None).unwrap_or_else(|e| panic!("{}: {e}", spec.kernel));
        let got = run_ptx_text("sroa.ptx", &text, &spec).unwrap();
        compare(&want, &got, None).unwrap_or_else(|e| panic!("{} (PTX): {e}", spec.kernel));
        assert!(
            want.buffers.last().unwrap().0.iter().any(|&b| b != 0),
            "{}: the output is all zero",
            spec.kernel
        );
    }

    if let Some(ptxas) = tools::need("WARPSAT_PTXAS") {
        let frames = tools::ptxas_stack_frames(&ptxas, &text, "sm_80");
        for k in ["k", "acc4"] {
            assert_eq!(frames.get(k), Some(&0), "{k}: {frames:?}");
        }
    }
}

#[test]
fn sroa_output_snapshot() {
    let mut m = llvm::import::import("numba_struct.ll", &source()).unwrap();
    dialects::sroa::run(&mut m);
    let (id, _) = m.funcs.iter().find(|(_, f)| f.name == "acc4").unwrap();
    let text = dialects::text::print_function(&m, id);
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../../snapshots/sroa");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!("acc4_after_sroa", text));
}
