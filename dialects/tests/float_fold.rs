//! Float folding in `simplifycfg` (`dialects::floatfold`) on
//! `tests/floatfold/compares.ll`: the loop bounded by `__log2f(16)` gets an
//! integer exit test (so its trip count is known), the float constants
//! fold, and each comparison of a converted integer with an integral
//! constant below 2^24 becomes an integer comparison, while those at the
//! bound or against a non-integral constant stay. The kernel computes the
//! same before and after on the nvvm interpreter and, selected to PTX, on
//! the PTX interpreter, for integers on both sides of every constant (2^24
//! and its neighbours, where `sitofp` starts to round).

use dialects::analysis::loops::LoopNest;
use dialects::analysis::DomTree;
use dialects::ir::{Module, Opcode};
use interp::diff::{compare, run_module, run_ptx_text};
use interp::spec::Spec;
use tests::tools;

fn counts(m: &Module) -> (usize, usize) {
    let (_, f) = m.funcs.iter().find(|(_, f)| f.name == "k").unwrap();
    let body = f.body.as_ref().unwrap();
    let n = |op| {
        body.all_insts()
            .into_iter()
            .filter(|&i| body.dfg.insts[i].opcode == op)
            .count()
    };
    (n(Opcode::FCmp), n(Opcode::ICmp))
}

fn trip_counts(m: &Module) -> Vec<Option<u64>> {
    let (_, f) = m.funcs.iter().find(|(_, f)| f.name == "k").unwrap();
    let body = f.body.as_ref().unwrap();
    let dt = DomTree::new(body);
    let nest = LoopNest::compute(body, &dt);
    nest.loops.iter().map(|l| l.trip_count).collect()
}

#[test]
fn converted_integer_compares_become_integer_compares() {
    let src =
        std::fs::read_to_string(tools::repo_root().join("tests/floatfold/compares.ll")).unwrap();
    let before = llvm::import::import("compares.ll", &src).unwrap();
    assert_eq!(counts(&before), (11, 0));
    assert_eq!(trip_counts(&before), vec![None]);
    let mut after = before.clone();
    for f in after.funcs.values_mut().filter_map(|f| f.body.as_mut()) {
        assert!(dialects::simplifycfg::simplify(f));
    }
    dialects::verify::verify_module(&after).unwrap();
    // Left as floats: `x < 2^24`, `x > 2^24` (at the bound) and `4.5 > x`.
    assert_eq!(counts(&after), (3, 7));
    // The loop runs i = 1..=4.
    assert_eq!(trip_counts(&after), vec![Some(4)]);

    let ptx = isel::select_module(&after, "sm_80").unwrap();
    let text = ptx::print::print_module(&ptx);
    let values = [
        16_777_215,
        16_777_216,
        16_777_217,
        -16_777_217,
        -16_777_216,
        5,
        4,
        -7,
        -8,
        -6,
        3,
        2,
        -1,
        0,
        i32::MAX,
        i32::MIN,
        16_777_214,
        33_554_431,
        -2,
        7,
        100,
        -100,
        1,
        6,
        9,
        -9,
        16,
        17,
        31,
        -31,
        12_345_678,
        -12_345_678,
    ];
    let list: Vec<String> = values.iter().map(i32::to_string).collect();
    let spec = Spec::parse(&format!(
        "kernel k\nblock 32\narg i32[32] values({})\narg i32[32] zero\n",
        list.join(",")
    ))
    .unwrap();
    let want = run_module(&before, &spec).unwrap();
    compare(&want, &run_module(&after, &spec).unwrap(), None).unwrap();
    compare(&want, &run_ptx_text("f.ptx", &text, &spec).unwrap(), None).unwrap();
    // Every comparison answers both ways somewhere in the block.
    let words: Vec<u32> = want.buffers[1]
        .0
        .chunks(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    for bit in 0..9 {
        assert!(
            words.iter().any(|w| w >> bit & 1 == 1),
            "bit {bit} never set"
        );
        assert!(
            words.iter().any(|w| w >> bit & 1 == 0),
            "bit {bit} never clear"
        );
    }
}
