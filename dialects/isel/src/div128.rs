//! `udiv`, `urem`, `sdiv` and `srem` on i128, on 64-bit halves.
//!
//! PTX has no 128-bit division (LLVM expands it in IR with
//! `expand-large-div-rem`). This is restoring division: the dividend is
//! shifted out of `q` into the remainder `r` one bit per round, and the
//! divisor is subtracted whenever `r` reaches it, setting the quotient
//! bit shifted into `q`'s bottom. Rounds start at the dividend's highest
//! set bit (the bits above it would only shift zeros), so a dividend
//! below 2^k takes k rounds. Signed forms divide the magnitudes; the
//! quotient is negative when the signs differ, the remainder takes the
//! dividend's sign. Division by zero is undefined in LLVM IR: it yields
//! all ones and the dividend.

use super::func::{imm, reg, FnSel};
use dialects::ir::Opcode;
use ptx::{Operand, Reg, RegClass};

/// One 128-bit value as (low, high) 64-bit registers.
type Pair = (Reg, Reg);

impl FnSel<'_> {
    /// `op` on `a` and `b`; the result as (low, high).
    pub(crate) fn i128_divrem(&mut self, op: Opcode, a: Pair, b: Pair) -> Pair {
        let signed = matches!(op, Opcode::SDiv | Opcode::SRem);
        let (n, d, na, nb) = if signed {
            let na = self.op1(RegClass::Pred, "setp.lt.s64", vec![reg(a.1), imm(0)]);
            let nb = self.op1(RegClass::Pred, "setp.lt.s64", vec![reg(b.1), imm(0)]);
            (
                self.negate128_if(a, na),
                self.negate128_if(b, nb),
                Some(na),
                Some(nb),
            )
        } else {
            (a, b, None, None)
        };
        let (q, r) = self.udivrem128(n, d);
        match (op, na, nb) {
            (Opcode::SDiv, Some(na), Some(nb)) => {
                let differ = self.op1(RegClass::Pred, "xor.pred", vec![reg(na), reg(nb)]);
                self.negate128_if(q, differ)
            }
            (Opcode::SRem, Some(na), _) => self.negate128_if(r, na),
            (Opcode::URem, ..) => r,
            _ => q,
        }
    }

    /// `x` negated where `neg` holds (two's complement), else a copy.
    pub(crate) fn negate128_if(&mut self, x: Pair, neg: Reg) -> Pair {
        let lo = self.new_reg(RegClass::B64);
        let hi = self.new_reg(RegClass::B64);
        self.emit("mov.b64", vec![reg(lo), reg(x.0)]);
        self.emit("mov.b64", vec![reg(hi), reg(x.1)]);
        let g = Some((neg, false));
        self.emit_g(g, "sub.cc.u64", vec![reg(lo), imm(0), reg(x.0)]);
        self.emit_g(g, "subc.u64", vec![reg(hi), imm(0), reg(x.1)]);
        (lo, hi)
    }

    /// Unsigned quotient and remainder of `n / d`.
    fn udivrem128(&mut self, n: Pair, d: Pair) -> (Pair, Pair) {
        let b64 = |s: &mut Self| s.new_reg(RegClass::B64);
        let (qlo, qhi, rlo, rhi) = (b64(self), b64(self), b64(self), b64(self));
        self.emit("mov.b64", vec![reg(qlo), reg(n.0)]);
        self.emit("mov.b64", vec![reg(qhi), reg(n.1)]);
        self.emit("mov.b64", vec![reg(rlo), imm(0)]);
        self.emit("mov.b64", vec![reg(rhi), imm(0)]);
        // Rounds: the dividend's bit length, 128 - clz(n).
        let zhi = self.op1(RegClass::B32, "clz.b64", vec![reg(n.1)]);
        let zlo = self.op1(RegClass::B32, "clz.b64", vec![reg(n.0)]);
        let top = self.op1(RegClass::Pred, "setp.eq.u64", vec![reg(n.1), imm(0)]);
        let zlo64 = self.op1(RegClass::B32, "add.s32", vec![reg(zlo), imm(64)]);
        let zeros = self.op1(
            RegClass::B32,
            "selp.b32",
            vec![reg(zlo64), reg(zhi), reg(top)],
        );
        let rounds = self.op1(RegClass::B32, "sub.s32", vec![imm(128), reg(zeros)]);
        // Shift the leading zeros out of `q` first: `q <<= zeros`.
        self.shl128_var((qlo, qhi), zeros);
        let round = self.new_block();
        let done = self.new_block();
        let none = self.op1(RegClass::Pred, "setp.eq.s32", vec![reg(rounds), imm(0)]);
        self.emit_g(Some((none, false)), "bra", vec![Operand::Label(done)]);
        self.place(round);
        // (r:q) <<= 1.
        let carry =
            |s: &mut Self, from: Reg| s.op1(RegClass::B64, "shr.u64", vec![reg(from), imm(63)]);
        let c_r = carry(self, rlo);
        let c_q = carry(self, qhi);
        let c_l = carry(self, qlo);
        self.emit("shl.b64", vec![reg(rhi), reg(rhi), imm(1)]);
        self.emit("or.b64", vec![reg(rhi), reg(rhi), reg(c_r)]);
        self.emit("shl.b64", vec![reg(rlo), reg(rlo), imm(1)]);
        self.emit("or.b64", vec![reg(rlo), reg(rlo), reg(c_q)]);
        self.emit("shl.b64", vec![reg(qhi), reg(qhi), imm(1)]);
        self.emit("or.b64", vec![reg(qhi), reg(qhi), reg(c_l)]);
        self.emit("shl.b64", vec![reg(qlo), reg(qlo), imm(1)]);
        // r >= d: subtract and set the quotient bit.
        let gt = self.op1(RegClass::Pred, "setp.gt.u64", vec![reg(rhi), reg(d.1)]);
        let eq = self.op1(RegClass::Pred, "setp.eq.u64", vec![reg(rhi), reg(d.1)]);
        let ge_lo = self.op1(RegClass::Pred, "setp.ge.u64", vec![reg(rlo), reg(d.0)]);
        let tie = self.op1(RegClass::Pred, "and.pred", vec![reg(eq), reg(ge_lo)]);
        let ge = self.op1(RegClass::Pred, "or.pred", vec![reg(gt), reg(tie)]);
        let g = Some((ge, false));
        self.emit_g(g, "sub.cc.u64", vec![reg(rlo), reg(rlo), reg(d.0)]);
        self.emit_g(g, "subc.u64", vec![reg(rhi), reg(rhi), reg(d.1)]);
        self.emit_g(g, "or.b64", vec![reg(qlo), reg(qlo), imm(1)]);
        self.emit("sub.s32", vec![reg(rounds), reg(rounds), imm(1)]);
        let more = self.op1(RegClass::Pred, "setp.ne.s32", vec![reg(rounds), imm(0)]);
        self.emit_g(Some((more, false)), "bra", vec![Operand::Label(round)]);
        self.place(done);
        ((qlo, qhi), (rlo, rhi))
    }

    /// `x <<= s` in place for `s` in 0..=128 (a `.b32` register): PTX
    /// clamps shift amounts at the width, so out-of-range parts are zero.
    fn shl128_var(&mut self, x: Pair, s: Reg) {
        let (lo, hi) = x;
        let back = self.op1(RegClass::B32, "sub.s32", vec![imm(64), reg(s)]);
        let over = self.op1(RegClass::B32, "sub.s32", vec![reg(s), imm(64)]);
        let a = self.op1(RegClass::B64, "shl.b64", vec![reg(hi), reg(s)]);
        let b = self.op1(RegClass::B64, "shr.u64", vec![reg(lo), reg(back)]);
        let c = self.op1(RegClass::B64, "shl.b64", vec![reg(lo), reg(over)]);
        let ab = self.op1(RegClass::B64, "or.b64", vec![reg(a), reg(b)]);
        self.emit("or.b64", vec![reg(hi), reg(ab), reg(c)]);
        self.emit("shl.b64", vec![reg(lo), reg(lo), reg(s)]);
    }
}
