//! `asm-sreg` (`dialects::asmsreg`) on `tests/asmsreg/cases.ll`: asm that
//! only copies a thread-fixed special register becomes the intrinsic; a
//! memory clobber, an input operand, a second instruction and registers
//! that may change while the thread runs (`%warpid`, `%smid`, `%clock`)
//! keep their asm. Both interpreters compute what the input computes (the
//! kernels they can run: the nvvm interpreter refuses an asm with a
//! clobber), and ptxas accepts the result.

use dialects::ir::{Attrs, Module, Opcode};
use std::path::Path;

mod common;

fn read() -> Module {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/asmsreg/cases.ll");
    let text = std::fs::read_to_string(&path).unwrap();
    llvm::import::import("cases.ll", &text).unwrap()
}

fn run(m: &mut Module) -> usize {
    m.funcs
        .values_mut()
        .filter_map(|f| f.body.as_mut())
        .map(dialects::asmsreg::run_function)
        .sum()
}

/// (inline asm, special-register intrinsic calls) in function `name`.
fn counts(m: &Module, name: &str) -> (usize, usize) {
    let body = m.funcs[m.func_by_name(name).unwrap()]
        .body
        .as_ref()
        .unwrap();
    let mut out = (0, 0);
    for i in body.all_insts() {
        let d = &body.dfg.insts[i];
        match &d.attrs {
            Attrs::Asm(_) if d.opcode == Opcode::InlineAsm => out.0 += 1,
            Attrs::Intrinsic(x) if x.intr.special_reg().is_some() => out.1 += 1,
            _ => {}
        }
    }
    out
}

#[test]
fn fixed_registers_become_intrinsics_and_nothing_else() {
    let before = read();
    let mut after = before.clone();
    assert_eq!(run(&mut after), 5);
    dialects::verify::verify_module(&after).unwrap();
    assert_eq!(counts(&before, "lanes"), (4, 1));
    assert_eq!(counts(&after, "lanes"), (0, 5));
    assert_eq!(counts(&after, "kept"), (3, 1));
    assert_eq!(counts(&after, "moving"), (3, 0));
    assert_eq!(counts(&after, "striped"), (0, 2));
    let lanes = dialects::text::print_function(&after, after.func_by_name("lanes").unwrap());
    for name in [
        "sreg.laneid",
        "sreg.tid.y",
        "sreg.lanemask.lt",
        "sreg.lanemask.ge",
    ] {
        assert!(lanes.contains(name), "{name} in {lanes}");
    }
    let mut again = after.clone();
    assert_eq!(run(&mut again), 0);

    let specs = [
        "kernel lanes\nblock 64\narg i32[256] zero\narg i32 7\nseed 3\n",
        "kernel striped\nblock 64\narg i32[256] random(-1000,1000)\narg i32[64] zero\narg i32 3\nseed 3\n",
    ]
    .map(String::from);
    for (want, text) in common::same_runs(&before, &after, &specs)
        .iter()
        .zip(&specs)
    {
        let out = want.buffers.iter().find(|b| b.0.iter().any(|&x| x != 0));
        assert!(out.is_some(), "writes something: {text}");
    }
    // The kernels the interpreters cannot run assemble too.
    let ptx = ptx::print::print_module(&isel::select_module(&after, "sm_80").unwrap());
    if let Some(ptxas) = tests::tools::need("WARPSAT_PTXAS") {
        let frames = tests::tools::ptxas_stack_frames(&ptxas, &ptx, "sm_80");
        assert_eq!(frames.len(), 4, "{frames:?}");
    }
}
