//! CFG simplification (`dialects::simplifycfg`) on
//! `tests/simplifycfg/branches.ll`, after inlining: the inlined helpers'
//! branches on constant flags and the kernel's constant test fold, the
//! unreachable and merged blocks go (one block is left), and the kernel
//! computes the same on the nvvm interpreter and, selected to PTX, on the
//! PTX interpreter.

use dialects::ir::{Module, Opcode};
use interp::diff::{compare, run_module, run_ptx_text};
use interp::spec::Spec;
use tests::tools;

fn kernel_blocks(m: &Module) -> (usize, usize) {
    let (_, f) = m.funcs.iter().find(|(_, f)| f.name == "k").unwrap();
    let body = f.body.as_ref().unwrap();
    let branches = body
        .all_insts()
        .into_iter()
        .filter(|&i| body.dfg.insts[i].opcode == Opcode::CondBr)
        .count();
    (body.layout.blocks.len(), branches)
}

#[test]
fn constant_branches_fold_and_blocks_merge() {
    let src =
        std::fs::read_to_string(tools::repo_root().join("tests/simplifycfg/branches.ll")).unwrap();
    let before = llvm::import::import("branches.ll", &src).unwrap();
    let mut after = before.clone();
    dialects::inline::run(&mut after, dialects::inline::DEFAULT_THRESHOLD);
    let (blocks, branches) = kernel_blocks(&after);
    assert!(
        blocks > 5 && branches == 3,
        "{blocks} blocks, {branches} branches"
    );
    let changed = after
        .funcs
        .values_mut()
        .filter_map(|f| f.body.as_mut())
        .map(dialects::simplifycfg::simplify)
        .fold(false, |a, b| a | b);
    assert!(changed);
    dialects::verify::verify_module(&after).unwrap();
    assert_eq!(kernel_blocks(&after), (1, 0));
    // A second run finds nothing left to do.
    let (_, f) = after.funcs.iter_mut().find(|(_, f)| f.name == "k").unwrap();
    assert!(!dialects::simplifycfg::simplify(f.body.as_mut().unwrap()));

    let ptx = isel::select_module(&after, "sm_80").unwrap();
    let text = ptx::print::print_module(&ptx);
    let spec =
        Spec::parse("kernel k\nblock 32\narg f32[32] random(-3,3)\narg f32[32] zero\nseed 4\n")
            .unwrap();
    let want = run_module(&before, &spec).unwrap();
    compare(&want, &run_module(&after, &spec).unwrap(), None).unwrap();
    compare(&want, &run_ptx_text("s.ptx", &text, &spec).unwrap(), None).unwrap();
    assert!(want.buffers[1].0.iter().any(|&b| b != 0));
}
