//! Constant folding with the semantics of the nvvm interpreter (LLVM's,
//! with PTX's behaviour where LLVM leaves a choice).
//!
//! Invariant: a fold returns `None` whenever the operation is undefined,
//! poison or target-dependent for its inputs (division by zero, signed
//! overflow of `sdiv`, shifts by the width or more, NaN results, whose
//! payload differs between the interpreter and the GPU), so folding never
//! picks one of several legal results.

use dialects::ir::eval::{self, sext};
use dialects::ir::{IntPred, Opcode, Type};

use crate::lang::{int_width, mask};

/// Folds an integer binary operation on `w`-bit operands (the IR's own
/// definition; undefined results do not fold).
pub fn int_binary(op: Opcode, w: u32, x: u128, y: u128) -> Option<u128> {
    eval::int_binary(op, w, x, y).ok()
}

/// Folds an integer comparison.
pub fn icmp(p: IntPred, w: u32, x: u128, y: u128) -> bool {
    eval::icmp(p, w, x, y)
}

/// Folds an integer cast from `from` to `to`.
pub fn int_cast(op: Opcode, from: Type, to: Type, x: u128) -> Option<u128> {
    let (wf, wt) = (int_width(from), int_width(to));
    if wf == 0 || wt == 0 {
        return None;
    }
    Some(match op {
        Opcode::Trunc => x & mask(wt),
        Opcode::ZExt => x,
        Opcode::SExt => (sext(x, wf) as u128) & mask(wt),
        _ => return None,
    })
}

/// Folds a float binary operation on f32 or f64 bit patterns; `None` when
/// the result is NaN or the type is not f32/f64.
pub fn float_binary(op: Opcode, ty: Type, x: u64, y: u64) -> Option<u64> {
    match ty {
        Type::F32 => {
            let (a, b) = (f32::from_bits(x as u32), f32::from_bits(y as u32));
            let r = match op {
                Opcode::FAdd => a + b,
                Opcode::FSub => a - b,
                Opcode::FMul => a * b,
                Opcode::FDiv => a / b,
                _ => return None,
            };
            (!r.is_nan()).then_some(r.to_bits() as u64)
        }
        Type::F64 => {
            let (a, b) = (f64::from_bits(x), f64::from_bits(y));
            let r = match op {
                Opcode::FAdd => a + b,
                Opcode::FSub => a - b,
                Opcode::FMul => a * b,
                Opcode::FDiv => a / b,
                _ => return None,
            };
            (!r.is_nan()).then_some(r.to_bits())
        }
        _ => None,
    }
}

/// Folds `fneg`.
pub fn float_neg(ty: Type, x: u64) -> Option<u64> {
    match ty {
        Type::F32 => Some(x ^ 0x8000_0000),
        Type::F64 => Some(x ^ (1 << 63)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undefined_operations_do_not_fold() {
        assert_eq!(int_binary(Opcode::UDiv, 32, 7, 0), None);
        assert_eq!(int_binary(Opcode::SDiv, 32, 0x8000_0000, 0xffff_ffff), None);
        assert_eq!(int_binary(Opcode::Shl, 32, 1, 32), None);
        assert_eq!(float_binary(Opcode::FDiv, Type::F32, 0, 0), None);
    }

    #[test]
    fn folds_wrap_and_sign_extend() {
        assert_eq!(int_binary(Opcode::Add, 8, 0xff, 1), Some(0));
        assert_eq!(
            int_binary(Opcode::SDiv, 32, 0xffff_fff9, 2),
            Some(0xffff_fffd)
        );
        assert_eq!(int_binary(Opcode::AShr, 16, 0x8000, 15), Some(0xffff));
        assert!(icmp(IntPred::Slt, 32, 0xffff_ffff, 0));
        assert!(!icmp(IntPred::Ult, 32, 0xffff_ffff, 0));
        assert_eq!(
            int_cast(Opcode::SExt, Type::Int(32), Type::Int(64), 0x8000_0000),
            Some(0xffff_ffff_8000_0000)
        );
    }
}
