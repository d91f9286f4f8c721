//! `frem` on f32 (and on f16/bf16 through f32) and on f64, exactly.
//!
//! libNVVM and LLVM's NVPTX backend lower `frem a, b` as
//! `a - trunc(a / b) * b` with a rounded quotient: wrong whenever `a / b`
//! is large or lands next to an integer (`frem 7.0, 0.1` comes out
//! negative). LLVM IR defines `frem` as C's `fmod`, which is exact, and
//! the interpreters hold the output to that.
//!
//! The loop here works in f64, where every f32 is a normal number.
//! With `x = |a|` and `y = |b|`, each round takes `s = y * 2^k`, `k` the
//! exponent distance minus 29 (at least 0), so that `x / s < 2^30`, and
//! replaces `x` by `x - trunc(x / s) * s` with one `fma`. That value is
//! exact: it is a multiple of the smaller of the two units in the last
//! place and below `s` in size, about 30 significant bits. A quotient
//! rounded up to the next integer leaves it negative by less than `s`,
//! which adding `s` repairs. Rounds shrink the exponent distance by 29
//! bits, so an f32 needs at most 10 (276 bits from 2^127 down to
//! 2^-149); most inputs need one. The result, `x` with `a`'s sign, is an
//! f32 exactly. `fmod(±inf, y)`, `fmod(x, 0)` and NaN operands give NaN;
//! `fmod(x, ±inf)` is `x`. f64 has no wider type, so it reduces the
//! integer significands instead ([`FnSel::frem_f64`]).

use super::func::{imm, reg, FnSel, R};
use dialects::ir::{Type, Value};
use ptx::{Operand, Reg, RegClass};

/// The exponent distance one round takes away (see the module comment).
const ROUND_BITS: i64 = 29;

impl FnSel<'_> {
    /// Lane `lane` of `frem a, b` for an f32, f16 or bf16 lane.
    pub(crate) fn exact_frem(&mut self, a: Value, b: Value, lane: usize, leaf: Type) -> R<Reg> {
        let ra = self.src_reg(a, lane)?;
        let rb = self.src_reg(b, lane)?;
        let (fa, fb) = match leaf {
            Type::F32 => (ra, rb),
            Type::F16 | Type::BF16 => (self.widen_f32(ra, leaf), self.widen_f32(rb, leaf)),
            Type::F64 => return Ok(self.frem_f64(ra, rb)),
            _ => return Err(format!("frem on {leaf} has no exact PTX lowering").into()),
        };
        let r = self.frem_f32(fa, fb);
        match leaf {
            Type::F32 => Ok(r),
            _ => self.narrow_f32(r, leaf),
        }
    }

    fn frem_f32(&mut self, a: Reg, b: Reg) -> Reg {
        let wide = |s: &mut Self, v: Reg| {
            let w = s.op1(RegClass::F64, "cvt.f64.f32", vec![reg(v)]);
            s.op1(RegClass::F64, "abs.f64", vec![reg(w)])
        };
        let x = wide(self, a);
        let y = wide(self, b);
        // `fmod(inf, y)` and `fmod(x, 0)` are NaN: start from NaN, which
        // no round changes and which the loop test rejects.
        let zero = self.op1(RegClass::Pred, "setp.eq.f64", vec![reg(y), fimm(0.0)]);
        let inf = self.op1(
            RegClass::Pred,
            "setp.eq.f64",
            vec![reg(x), fimm(f64::INFINITY)],
        );
        let bad = self.op1(RegClass::Pred, "or.pred", vec![reg(zero), reg(inf)]);
        self.emit_g(Some((bad, false)), "mov.f64", vec![reg(x), fimm(f64::NAN)]);
        let round = self.new_block();
        let done = self.new_block();
        let go = self.op1(RegClass::Pred, "setp.ge.f64", vec![reg(x), reg(y)]);
        self.emit_g(Some((go, true)), "bra", vec![Operand::Label(done)]);
        self.place(round);
        let exponent = |s: &mut Self, v: Reg| {
            let bits = s.op1(RegClass::B64, "mov.b64", vec![reg(v)]);
            s.op1(RegClass::B64, "shr.u64", vec![reg(bits), imm(52)])
        };
        let ex = exponent(self, x);
        let ey = exponent(self, y);
        let d = self.op1(RegClass::B64, "sub.s64", vec![reg(ex), reg(ey)]);
        let k = self.op1(RegClass::B64, "sub.s64", vec![reg(d), imm(ROUND_BITS)]);
        let k = self.op1(RegClass::B64, "max.s64", vec![reg(k), imm(0)]);
        let biased = self.op1(RegClass::B64, "add.s64", vec![reg(k), imm(1023)]);
        let bits = self.op1(RegClass::B64, "shl.b64", vec![reg(biased), imm(52)]);
        let scale = self.op1(RegClass::F64, "mov.b64", vec![reg(bits)]);
        let s = self.op1(RegClass::F64, "mul.rn.f64", vec![reg(y), reg(scale)]);
        let q = self.op1(RegClass::F64, "div.rn.f64", vec![reg(x), reg(s)]);
        let q = self.op1(RegClass::F64, "cvt.rzi.f64.f64", vec![reg(q)]);
        let nq = self.op1(RegClass::F64, "neg.f64", vec![reg(q)]);
        self.emit("fma.rn.f64", vec![reg(x), reg(nq), reg(s), reg(x)]);
        let under = self.op1(RegClass::Pred, "setp.lt.f64", vec![reg(x), fimm(0.0)]);
        self.emit_g(
            Some((under, false)),
            "add.rn.f64",
            vec![reg(x), reg(x), reg(s)],
        );
        let more = self.op1(RegClass::Pred, "setp.ge.f64", vec![reg(x), reg(y)]);
        self.emit_g(Some((more, false)), "bra", vec![Operand::Label(round)]);
        self.place(done);
        let r = self.op1(RegClass::F32, "cvt.rn.f32.f64", vec![reg(x)]);
        let signed = self.op1(RegClass::F32, "copysign.f32", vec![reg(a), reg(r)]);
        // A NaN divisor: the loop never ran, and `x` is `|a|`.
        let nan = self.op1(RegClass::Pred, "setp.nan.f32", vec![reg(b), reg(b)]);
        self.emit_g(Some((nan, false)), "mov.f32", vec![reg(signed), reg(b)]);
        signed
    }
}

impl FnSel<'_> {
    /// f64 `fmod` on the integer significands: with `x >= y`, finite and
    /// `y > 0`, `x mod y` is `(mx * 2^(ex-ey)) mod my` in units of `y`'s
    /// last place, taken 11 exponent steps at a time so that the shifted
    /// significand (below 2^53) stays below 2^64 for `rem.u64`. A
    /// subnormal's significand has no hidden bit and exponent 1. The
    /// result, the remainder times `y`'s unit in the last place, is an
    /// f64 exactly; the special operands are handled as for f32.
    fn frem_f64(&mut self, a: Reg, b: Reg) -> Reg {
        let x = self.op1(RegClass::F64, "abs.f64", vec![reg(a)]);
        let y = self.op1(RegClass::F64, "abs.f64", vec![reg(b)]);
        let parts = |s: &mut Self, v: Reg| {
            let bits = s.op1(RegClass::B64, "mov.b64", vec![reg(v)]);
            let e = s.op1(RegClass::B64, "shr.u64", vec![reg(bits), imm(52)]);
            let m = s.op1(
                RegClass::B64,
                "and.b64",
                vec![reg(bits), imm(0x000f_ffff_ffff_ffff)],
            );
            let sub = s.op1(RegClass::Pred, "setp.eq.u64", vec![reg(e), imm(0)]);
            s.emit_g(
                Some((sub, true)),
                "or.b64",
                vec![reg(m), reg(m), imm(1 << 52)],
            );
            s.emit_g(Some((sub, false)), "mov.u64", vec![reg(e), imm(1)]);
            (e, m)
        };
        let (ex, mx) = parts(self, x);
        let (ey, my) = parts(self, y);
        // The result when no reduction runs: `a` itself (|a| < |b|,
        // `b` infinite), or NaN (`b` zero or NaN, `a` infinite or NaN).
        let out = self.new_reg(RegClass::F64);
        self.emit("mov.f64", vec![reg(out), reg(a)]);
        let zero = self.op1(RegClass::Pred, "setp.eq.f64", vec![reg(y), fimm(0.0)]);
        let inf = self.op1(
            RegClass::Pred,
            "setp.eq.f64",
            vec![reg(x), fimm(f64::INFINITY)],
        );
        let nan = self.op1(RegClass::Pred, "setp.nan.f64", vec![reg(x), reg(y)]);
        let bad = self.op1(RegClass::Pred, "or.pred", vec![reg(zero), reg(inf)]);
        let bad = self.op1(RegClass::Pred, "or.pred", vec![reg(bad), reg(nan)]);
        self.emit_g(
            Some((bad, false)),
            "mov.f64",
            vec![reg(out), fimm(f64::NAN)],
        );
        let go = self.op1(RegClass::Pred, "setp.ge.f64", vec![reg(x), reg(y)]);
        let go = self.op1(RegClass::Pred, "and.pred", vec![reg(go), Operand::Not(bad)]);
        let done = self.new_block();
        self.emit_g(Some((go, true)), "bra", vec![Operand::Label(done)]);
        let round = self.new_block();
        let last = self.new_block();
        let more = self.op1(RegClass::Pred, "setp.gt.u64", vec![reg(ex), reg(ey)]);
        self.emit_g(Some((more, true)), "bra", vec![Operand::Label(last)]);
        self.place(round);
        let d = self.op1(RegClass::B64, "sub.s64", vec![reg(ex), reg(ey)]);
        let step = self.op1(RegClass::B64, "min.u64", vec![reg(d), imm(11)]);
        let sh = self.op1(RegClass::B32, "cvt.u32.u64", vec![reg(step)]);
        self.emit("shl.b64", vec![reg(mx), reg(mx), reg(sh)]);
        self.emit("rem.u64", vec![reg(mx), reg(mx), reg(my)]);
        self.emit("sub.s64", vec![reg(ex), reg(ex), reg(step)]);
        let again = self.op1(RegClass::Pred, "setp.gt.u64", vec![reg(ex), reg(ey)]);
        self.emit_g(Some((again, false)), "bra", vec![Operand::Label(round)]);
        self.place(last);
        self.emit("rem.u64", vec![reg(mx), reg(mx), reg(my)]);
        // `y`'s unit in the last place: 2^(ey - 1075), subnormal below
        // ey = 53.
        let normal = self.op1(RegClass::Pred, "setp.gt.u64", vec![reg(ey), imm(52)]);
        let hi = self.op1(RegClass::B64, "sub.s64", vec![reg(ey), imm(52)]);
        let hi = self.op1(RegClass::B64, "shl.b64", vec![reg(hi), imm(52)]);
        let lo_sh = self.op1(RegClass::B64, "sub.s64", vec![reg(ey), imm(1)]);
        let lo_sh = self.op1(RegClass::B32, "cvt.u32.u64", vec![reg(lo_sh)]);
        let one = self.op1(RegClass::B64, "mov.b64", vec![imm(1)]);
        let lo = self.op1(RegClass::B64, "shl.b64", vec![reg(one), reg(lo_sh)]);
        let ubits = self.op1(
            RegClass::B64,
            "selp.b64",
            vec![reg(hi), reg(lo), reg(normal)],
        );
        let unit = self.op1(RegClass::F64, "mov.b64", vec![reg(ubits)]);
        let m = self.op1(RegClass::F64, "cvt.rn.f64.u64", vec![reg(mx)]);
        let r = self.op1(RegClass::F64, "mul.rn.f64", vec![reg(m), reg(unit)]);
        self.emit("copysign.f64", vec![reg(out), reg(a), reg(r)]);
        self.place(done);
        out
    }
}

/// An f64 immediate (`0dXXXXXXXXXXXXXXXX`).
fn fimm(v: f64) -> Operand {
    Operand::F64(v.to_bits())
}
