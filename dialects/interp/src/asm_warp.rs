//! Inline asm that is one warp-synchronous or barrier instruction, read as
//! the intrinsic it equals so that the nvvm interpreter runs it with the
//! warp (a snippet runs one thread alone and cannot wait for the others).
//! Real code writes these by hand: clang's `__activemask()` is
//! `activemask.b32 $0;`, and older CUDA and CUTLASS spell shuffles, votes
//! and barriers as asm.
//!
//! PTX puts the member mask last where the nvvm intrinsics put it first,
//! so each form comes with the order in which the asm's inputs become the
//! intrinsic's arguments.

use dialects::ir::intrinsics::{self as intr, Intr};

/// The intrinsic a one-instruction asm template `op operands;` computes,
/// with the asm input feeding each of the intrinsic's arguments, when it
/// is one of the warp-synchronous forms below; `outs` is the number of
/// output operands. Operands are `$0` (the output, if any) then `$1`...
/// in order, or the immediate barrier id 0.
pub(crate) fn warp_asm(op: &str, operands: &[String], outs: usize) -> Option<(Intr, Vec<usize>)> {
    let in_order = |first: usize| {
        operands
            .iter()
            .enumerate()
            .all(|(i, o)| *o == format!("${}", i + first))
    };
    let w: Vec<&str> = op.split('.').collect();
    let named = |name: &str, order: Vec<usize>| {
        let i = intr::decode(name);
        (i != Intr::Unknown).then_some((i, order))
    };
    match (w.as_slice(), outs, operands.len()) {
        (["activemask", "b32"], 1, 1) if in_order(0) => Some((Intr::ActiveMask, vec![])),
        // shfl.sync.MODE.b32 d, a, b, c, mask = shfl.sync.MODE.i32(mask, a, b, c)
        (["shfl", "sync", mode, "b32"], 1, 5) if in_order(0) => {
            named(&format!("llvm.nvvm.shfl.sync.{mode}.i32"), vec![3, 0, 1, 2])
        }
        // match.any.sync.b32 d, a, mask = match.any.sync.i32(mask, a)
        (["match", kind @ ("any" | "all"), "sync", t @ ("b32" | "b64")], 1, 3) if in_order(0) => {
            let ty = if *t == "b32" { "i32" } else { "i64" };
            named(&format!("llvm.nvvm.match.{kind}.sync.{ty}"), vec![1, 0])
        }
        // redux.sync.OP.T d, a, mask = redux.sync.OP(a, mask)
        (["redux", "sync", red, t], 1, 3) if in_order(0) => {
            let red = match (*red, t.starts_with('u')) {
                ("min", true) => "umin",
                ("max", true) => "umax",
                (r, _) => r,
            };
            named(&format!("llvm.nvvm.redux.sync.{red}"), vec![0, 1])
        }
        (["bar", "warp", "sync"], 0, 1) if in_order(0) => named("llvm.nvvm.bar.warp.sync", vec![0]),
        (["bar" | "barrier", "sync"] | ["barrier", "sync", "aligned"], 0, 1)
            if operands[0] == "0" =>
        {
            named("llvm.nvvm.barrier0", vec![])
        }
        _ => None,
    }
}
