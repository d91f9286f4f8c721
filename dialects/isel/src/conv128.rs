//! Conversions between i128 and f32/f64, on 64-bit halves.
//!
//! Integer to float: the magnitude's top 64 bits, with every lower bit
//! folded into the lowest one (it lies below any rounding position, so
//! `cvt.rn` from u64 rounds as the whole value would), converted and
//! scaled by the power of two the shift took off; exact scaling, one
//! rounding. A magnitude below 2^64 shifts by 64, which PTX clamps to
//! zero on the high half, so the same sequence covers it.
//!
//! Float to integer: truncation of the magnitude in f64; below 2^64 by
//! `cvt.rzi.u64`, above as the significand shifted left by its exponent
//! (an integer already). Values out of range are poison in LLVM IR.

use super::func::{imm, reg, FnSel, R};
use super::regs::fty;
use dialects::ir::Type;
use ptx::{Operand, Reg, RegClass};

impl FnSel<'_> {
    /// `sitofp`/`uitofp` of the `.b128` register `q` to `to` (f32, f64).
    pub(crate) fn i128_to_fp(&mut self, q: Reg, to: Type, signed: bool) -> R<Reg> {
        let (class, bias, frac) = match to {
            Type::F32 => (RegClass::F32, 127i64, 23),
            Type::F64 => (RegClass::F64, 1023, 52),
            _ => return Err(format!("conversion from i128 to {to}").into()),
        };
        let (lo, hi) = self.unpack128(q);
        let (lo, hi, neg) = if signed {
            let neg = self.op1(RegClass::Pred, "setp.lt.s64", vec![reg(hi), imm(0)]);
            let (l, h) = self.negate128_if((lo, hi), neg);
            (l, h, Some(neg))
        } else {
            (lo, hi, None)
        };
        let n32 = self.op1(RegClass::B32, "clz.b64", vec![reg(hi)]);
        let back = self.op1(RegClass::B32, "sub.s32", vec![imm(64), reg(n32)]);
        let top_hi = self.op1(RegClass::B64, "shl.b64", vec![reg(hi), reg(n32)]);
        let top_lo = self.op1(RegClass::B64, "shr.u64", vec![reg(lo), reg(back)]);
        let top = self.op1(RegClass::B64, "or.b64", vec![reg(top_hi), reg(top_lo)]);
        let rest = self.op1(RegClass::B64, "shl.b64", vec![reg(lo), reg(n32)]);
        let any = self.op1(RegClass::Pred, "setp.ne.u64", vec![reg(rest), imm(0)]);
        let sticky = self.op1(RegClass::B64, "selp.b64", vec![imm(1), imm(0), reg(any)]);
        let v = self.op1(RegClass::B64, "or.b64", vec![reg(top), reg(sticky)]);
        let f = self.op1(class, &format!("cvt.rn.{}.u64", fty(to)), vec![reg(v)]);
        // 2^(64 - n): exponent bits (bias + 64 - n) << frac.
        let e = self.op1(RegClass::B32, "sub.s32", vec![imm(bias + 64), reg(n32)]);
        let scale = if class == RegClass::F32 {
            let bits = self.op1(RegClass::B32, "shl.b32", vec![reg(e), imm(frac)]);
            self.op1(class, "mov.b32", vec![reg(bits)])
        } else {
            let e64 = self.op1(RegClass::B64, "cvt.u64.u32", vec![reg(e)]);
            let bits = self.op1(RegClass::B64, "shl.b64", vec![reg(e64), imm(frac)]);
            self.op1(class, "mov.b64", vec![reg(bits)])
        };
        let r = self.op1(
            class,
            &format!("mul.rn.{}", fty(to)),
            vec![reg(f), reg(scale)],
        );
        Ok(match neg {
            Some(p) => {
                let m = self.op1(class, &format!("neg.{}", fty(to)), vec![reg(r)]);
                self.op1(
                    class,
                    &format!("selp.{}", fty(to)),
                    vec![reg(m), reg(r), reg(p)],
                )
            }
            None => r,
        })
    }

    /// `fptosi`/`fptoui` of `r` (f32 or f64) to a `.b128` register.
    pub(crate) fn fp_to_i128(&mut self, r: Reg, from: Type, signed: bool) -> R<Reg> {
        let x = match from {
            Type::F64 => r,
            Type::F32 => self.op1(RegClass::F64, "cvt.f64.f32", vec![reg(r)]),
            _ => return Err(format!("conversion from {from} to i128").into()),
        };
        let a = self.op1(RegClass::F64, "abs.f64", vec![reg(x)]);
        let small = self.op1(RegClass::B64, "cvt.rzi.u64.f64", vec![reg(a)]);
        let bits = self.op1(RegClass::B64, "mov.b64", vec![reg(a)]);
        let exp = self.op1(RegClass::B64, "shr.u64", vec![reg(bits), imm(52)]);
        let e = self.op1(RegClass::B64, "sub.s64", vec![reg(exp), imm(1075)]);
        let e = self.op1(RegClass::B32, "cvt.u32.u64", vec![reg(e)]);
        let m = self.op1(
            RegClass::B64,
            "and.b64",
            vec![reg(bits), imm(0x000f_ffff_ffff_ffff)],
        );
        let m = self.op1(RegClass::B64, "or.b64", vec![reg(m), imm(1 << 52)]);
        // m << e as 128 bits (e from 12 up): out-of-range shifts clamp to 0.
        let big_lo = self.op1(RegClass::B64, "shl.b64", vec![reg(m), reg(e)]);
        let back = self.op1(RegClass::B32, "sub.s32", vec![imm(64), reg(e)]);
        let over = self.op1(RegClass::B32, "sub.s32", vec![reg(e), imm(64)]);
        let h1 = self.op1(RegClass::B64, "shr.u64", vec![reg(m), reg(back)]);
        let h2 = self.op1(RegClass::B64, "shl.b64", vec![reg(m), reg(over)]);
        let big_hi = self.op1(RegClass::B64, "or.b64", vec![reg(h1), reg(h2)]);
        let fits = self.op1(
            RegClass::Pred,
            "setp.lt.f64",
            vec![
                reg(a),
                Operand::F64(18_446_744_073_709_551_616f64.to_bits()),
            ],
        );
        let lo = self.op1(
            RegClass::B64,
            "selp.b64",
            vec![reg(small), reg(big_lo), reg(fits)],
        );
        let hi = self.op1(
            RegClass::B64,
            "selp.b64",
            vec![imm(0), reg(big_hi), reg(fits)],
        );
        let (lo, hi) = if signed {
            let neg = self.op1(RegClass::Pred, "setp.lt.f64", vec![reg(x), Operand::F64(0)]);
            self.negate128_if((lo, hi), neg)
        } else {
            (lo, hi)
        };
        let d = self.new_reg(RegClass::B128);
        self.emit(
            "mov.b128",
            vec![reg(d), Operand::Vector(vec![reg(lo), reg(hi)])],
        );
        Ok(d)
    }
}
