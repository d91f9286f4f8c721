//! `-ftz=1`: which selected f32 instructions get `.ftz`. libNVVM 13
//! (observed) flushes every f32 instruction selected for LLVM's generic
//! operations: arithmetic, `fma`, division, reciprocal and square root,
//! `min`/`max`/`abs`/`neg`, `setp`, the approximate transcendentals and
//! `cvt` with an f32 source, or an f32 destination from another float
//! type. The `llvm.nvvm.*` intrinsics and inline asm keep the spelling they
//! chose (`llvm.nvvm.ex2.approx.f` stays `ex2.approx.f32`).

use dialects::ir::{Attrs, Dfg, Inst, Opcode};
use ptx::{Mnemonic, PtxOp, PtxType, Qual};

/// True for instructions of LLVM's generic operation set (not NVVM
/// intrinsics, inline asm or calls).
pub(crate) fn generic_op(dfg: &Dfg, inst: Inst) -> bool {
    match (&dfg.insts[inst].opcode, &dfg.insts[inst].attrs) {
        (Opcode::Intrinsic, Attrs::Intrinsic(ia)) => !ia.info.nvvm,
        (Opcode::InlineAsm | Opcode::Call | Opcode::CallIndirect, _) => false,
        _ => true,
    }
}

/// `op` with `.ftz` where PTX has it for f32 and it is not there yet.
pub(crate) fn with_ftz(op: Mnemonic) -> Mnemonic {
    let types = op.types();
    let flushes = match op.op() {
        PtxOp::Add
        | PtxOp::Sub
        | PtxOp::Mul
        | PtxOp::Fma
        | PtxOp::Mad
        | PtxOp::Div
        | PtxOp::Rcp
        | PtxOp::Sqrt
        | PtxOp::Rsqrt
        | PtxOp::Min
        | PtxOp::Max
        | PtxOp::Abs
        | PtxOp::Neg
        | PtxOp::Setp
        | PtxOp::Ex2
        | PtxOp::Lg2
        | PtxOp::Sin
        | PtxOp::Cos => types.last() == Some(&PtxType::F32),
        PtxOp::Cvt => match types[..] {
            [dst, src] => src == PtxType::F32 || (dst == PtxType::F32 && src.is_float()),
            _ => false,
        },
        _ => false,
    };
    if !flushes || op.has(Qual::Ftz) {
        return op;
    }
    // `.ftz` goes after the rounding or comparison words and before
    // `.sat`, `.NaN` and the types (`cvt.rzi.ftz.s32.f32`,
    // `min.ftz.NaN.f32`, `fma.rn.ftz.sat.f32`).
    let mut words = op.words().to_vec();
    let at = words
        .iter()
        .skip(1)
        .position(|w| {
            PtxType::from_name(w).is_some() || matches!(w.as_str(), "sat" | "NaN" | "xorsign")
        })
        .map_or(words.len(), |k| k + 1);
    words.insert(at, "ftz".to_string());
    Mnemonic::new(words)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ftz(s: &str) -> String {
        with_ftz(Mnemonic::parse(s)).text()
    }

    #[test]
    fn ftz_goes_where_ptx_puts_it() {
        assert_eq!(ftz("add.rn.f32"), "add.rn.ftz.f32");
        assert_eq!(ftz("fma.rn.sat.f32"), "fma.rn.ftz.sat.f32");
        assert_eq!(ftz("setp.lt.f32"), "setp.lt.ftz.f32");
        assert_eq!(ftz("min.NaN.f32"), "min.ftz.NaN.f32");
        assert_eq!(ftz("cvt.rzi.s32.f32"), "cvt.rzi.ftz.s32.f32");
        assert_eq!(ftz("cvt.f32.f16"), "cvt.ftz.f32.f16");
        assert_eq!(ftz("cvt.rn.f16.f32"), "cvt.rn.ftz.f16.f32");
        assert_eq!(ftz("div.full.f32"), "div.full.ftz.f32");
        // Not f32, not flushed, or flushed already.
        assert_eq!(ftz("cvt.rn.f32.s32"), "cvt.rn.f32.s32");
        assert_eq!(ftz("add.rn.f64"), "add.rn.f64");
        assert_eq!(ftz("selp.f32"), "selp.f32");
        assert_eq!(ftz("mov.f32"), "mov.f32");
        assert_eq!(ftz("ex2.approx.ftz.f32"), "ex2.approx.ftz.f32");
    }
}
