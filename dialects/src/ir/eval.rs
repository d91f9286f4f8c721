//! Integer semantics of the nvvm dialect's arithmetic, on `w`-bit values
//! held in the low bits of a `u128`: the one definition the interpreter
//! executes and the e-graph's constant folder folds with.
//!
//! Undefined behaviour is an [`IntUb`], never a value: the interpreter
//! reports it, the folder declines to fold.

use super::{IntPred, Opcode};

/// Why an integer operation has no defined result.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum IntUb {
    /// A division or remainder by zero.
    DivByZero,
    /// `sdiv`/`srem` of the smallest value by -1.
    DivOverflow,
    /// A shift by the width or more.
    ShiftTooWide,
    /// Not an integer binary operation.
    NotIntBinary,
}

/// The all-ones mask of `w` bits.
pub fn mask(w: u32) -> u128 {
    if w >= 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    }
}

/// The low `w` bits of `x`, sign-extended.
pub fn sext(x: u128, w: u32) -> i128 {
    if w == 0 || w >= 128 {
        return x as i128;
    }
    let s = 128 - w;
    ((x << s) as i128) >> s
}

/// `op` on `w`-bit operands, masked to `w` bits.
pub fn int_binary(op: Opcode, w: u32, x: u128, y: u128) -> Result<u128, IntUb> {
    use Opcode::*;
    let (sx, sy) = (sext(x, w), sext(y, w));
    let divisor = |signed: bool| {
        if y == 0 {
            Err(IntUb::DivByZero)
        } else if signed && sy == -1 && sx == sext(1u128 << (w.max(1) - 1), w) {
            Err(IntUb::DivOverflow)
        } else {
            Ok(())
        }
    };
    let shift = || {
        if y < u128::from(w) {
            Ok(y as u32)
        } else {
            Err(IntUb::ShiftTooWide)
        }
    };
    let r = match op {
        Add => x.wrapping_add(y),
        Sub => x.wrapping_sub(y),
        Mul => x.wrapping_mul(y),
        And => x & y,
        Or => x | y,
        Xor => x ^ y,
        UDiv => divisor(false).map(|()| x / y)?,
        URem => divisor(false).map(|()| x % y)?,
        SDiv => divisor(true).map(|()| sx.wrapping_div(sy) as u128)?,
        SRem => divisor(true).map(|()| sx.wrapping_rem(sy) as u128)?,
        Shl => x << shift()?,
        LShr => x >> shift()?,
        AShr => (sx >> shift()?) as u128,
        _ => return Err(IntUb::NotIntBinary),
    };
    Ok(r & mask(w))
}

/// The integer comparison `p` of `w`-bit operands.
pub fn icmp(p: IntPred, w: u32, x: u128, y: u128) -> bool {
    let (sx, sy) = (sext(x, w), sext(y, w));
    match p {
        IntPred::Eq => x == y,
        IntPred::Ne => x != y,
        IntPred::Ugt => x > y,
        IntPred::Uge => x >= y,
        IntPred::Ult => x < y,
        IntPred::Ule => x <= y,
        IntPred::Sgt => sx > sy,
        IntPred::Sge => sx >= sy,
        IntPred::Slt => sx < sy,
        IntPred::Sle => sx <= sy,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undefined_results_are_reported() {
        use Opcode::*;
        assert_eq!(int_binary(UDiv, 32, 7, 0), Err(IntUb::DivByZero));
        assert_eq!(int_binary(SDiv, 8, 0x80, 0xff), Err(IntUb::DivOverflow));
        assert_eq!(int_binary(SRem, 8, 0x80, 0xfe), Ok(0));
        assert_eq!(int_binary(Shl, 16, 1, 16), Err(IntUb::ShiftTooWide));
        assert_eq!(int_binary(FAdd, 32, 1, 1), Err(IntUb::NotIntBinary));
    }

    #[test]
    fn results_wrap_to_the_width_and_signed_ops_see_the_sign() {
        use Opcode::*;
        assert_eq!(int_binary(Add, 8, 0xff, 1), Ok(0));
        assert_eq!(int_binary(Sub, 128, 0, 1), Ok(u128::MAX));
        assert_eq!(int_binary(AShr, 8, 0x80, 7), Ok(0xff));
        assert_eq!(int_binary(LShr, 8, 0x80, 7), Ok(1));
        assert_eq!(int_binary(SDiv, 8, 0xf9, 2), Ok(0xfd)); // -7 / 2 = -3
        assert_eq!(int_binary(SRem, 8, 0xf9, 2), Ok(0xff)); // -7 % 2 = -1
        assert!(icmp(IntPred::Slt, 8, 0xff, 0));
        assert!(!icmp(IntPred::Ult, 8, 0xff, 0));
        assert_eq!(sext(0x7f, 7), -1);
    }
}
