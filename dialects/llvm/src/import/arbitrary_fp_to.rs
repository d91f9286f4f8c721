//! `llvm.convert.to.arbitrary.fp(x, metadata !"<format>", metadata
//! !"<rounding>", i1 saturate)` (LLVM 22), expanded as it is read into
//! integer operations on the source's bits (f32 or f64; half and bfloat
//! widen to f32 exactly first), so both interpreters and the e-graph see
//! ordinary operations.
//!
//! The value is `M * 2^E` with `M` the source significand. The target's
//! quantum at that magnitude is `2^qexp` with `qexp = max(floor(log2 v),
//! 1 - bias) - m`; `M` shifted right by `qexp - E` and rounded (to nearest
//! even or away, toward zero, up or down) is the target significand `q`,
//! and `((qexp + bias + m - 1) << m) + q` is the encoding, a carry out of
//! the significand stepping the exponent as it should. Past the largest
//! finite value the result is infinity (IEEE formats), NaN (`E4M3FN`) or
//! the largest finite value when saturating or rounding toward it; a NaN
//! becomes the format's NaN. LangRef makes NaN, infinity and overflow
//! poison for formats without them: the largest finite value (or 0 for
//! NaN) stands in.

use super::arbitrary_fp::{format, Special};
use super::*;

/// The rounding-mode metadata's directions.
#[derive(Clone, Copy, PartialEq)]
enum Round {
    NearestEven,
    NearestAway,
    Zero,
    Up,
    Down,
}

impl Round {
    fn parse(s: &str) -> Option<Round> {
        Some(match s {
            "round.tonearest" => Round::NearestEven,
            "round.tonearestaway" => Round::NearestAway,
            "round.towardzero" => Round::Zero,
            "round.upward" => Round::Up,
            "round.downward" => Round::Down,
            _ => return None,
        })
    }
}

/// What one lane converts: the format and how to round and overflow.
#[derive(Clone, Copy)]
struct Target {
    e: u32,
    m: u32,
    bias: i64,
    special: Special,
    round: Round,
    saturate: bool,
}

impl<'i, 'a> FnLower<'i, 'a> {
    /// Lowers the call and gives its value.
    pub(super) fn convert_to_arbitrary_fp(
        &mut self,
        at: At,
        args: &[Operand],
        ret: Option<Type>,
        pos: usize,
    ) -> R<Value> {
        let unsupported = |why: String| {
            Err((
                pos,
                format!("unsupported: llvm.convert.to.arbitrary.fp ({why})"),
            ))
        };
        let meta = |k: usize| match args.get(k).map(|a| &a.val) {
            Some(ValAst::Metadata(Some(s))) => Some(s.as_str()),
            _ => None,
        };
        let (4, Some(a), Some(fmt), Some(rnd), Some(rt)) =
            (args.len(), args.first(), meta(1), meta(2), ret)
        else {
            return unsupported(
                "expected a value, a format, a rounding mode, a flag and an integer result".into(),
            );
        };
        let saturate = match &args[3].val {
            ValAst::Const(ConstAst::Int(b)) => *b & 1 == 1,
            ValAst::Const(ConstAst::Zero) => false,
            _ => return unsupported("the saturation flag must be a constant i1".into()),
        };
        let Some((e, m, bias, special)) = format(fmt) else {
            return unsupported(format!("format '{fmt}'"));
        };
        let Some(round) = Round::parse(rnd) else {
            return unsupported(format!("rounding mode '{rnd}'"));
        };
        let t = Target {
            e,
            m,
            bias,
            special,
            round,
            saturate,
        };
        let x = self.operand(at, a)?;
        let xt = self.body.dfg.value_type(x);
        let (xe, re, lanes) = match (xt.as_vector(), rt.as_vector()) {
            (Some((xe, n)), Some((re, k))) if n == k => (xe, re, Some(n)),
            (None, None) => (xt, rt, None),
            _ => return unsupported(format!("{xt} to {rt}")),
        };
        if re != Type::Int((1 + e + m) as u16)
            || !matches!(xe, Type::F16 | Type::BF16 | Type::F32 | Type::F64)
        {
            return unsupported(format!("{xt} to {rt} as '{fmt}'"));
        }
        Ok(self.map_lanes(at, x, rt, lanes, |s, lane, ty| {
            s.encode_lane(at, lane, t, ty)
        }))
    }

    /// One float `x` in format `t`, as the integer `rt`.
    fn encode_lane(&mut self, at: At, x: Value, t: Target, rt: Type) -> Value {
        let xt = self.body.dfg.value_type(x);
        let fm = Attrs::Float(FastMath::default());
        let (x, w, mb, ebias) = match xt {
            Type::F64 => (x, 64u32, 52u32, 1023i64),
            Type::F32 => (x, 32, 23, 127),
            _ => (
                self.emit_v(at, Opcode::FPExt, &[x], fm.clone(), Type::F32),
                32,
                23,
                127,
            ),
        };
        let it = Type::Int(w as u16);
        let int = Attrs::Int(IntFlags::default());
        let k = |s: &mut Self, v: i64| s.constant(it, Const::Int(v as u128 & mask_bits(w)));
        let bin = |s: &mut Self, op: Opcode, a: Value, b: Value| {
            s.emit_v(at, op, &[a, b], int.clone(), it)
        };
        let cmp = |s: &mut Self, p: IntPred, a: Value, b: Value| {
            s.emit_v(at, Opcode::ICmp, &[a, b], Attrs::ICmp(p), ty::I1)
        };
        let sel = |s: &mut Self, c: Value, a: Value, b: Value| {
            s.emit_v(at, Opcode::Select, &[c, a, b], fm.clone(), it)
        };
        let z = |s: &mut Self, c: Value| s.emit_v(at, Opcode::ZExt, &[c], int.clone(), it);
        let (e, m, bias) = (t.e, t.m, t.bias);
        let bits = self.emit_v(at, Opcode::Bitcast, &[x], Attrs::None, it);
        let c = k(self, i64::from(w - 1));
        let sign = bin(self, Opcode::LShr, bits, c);
        let c = k(self, (1i64 << (w - 1)).wrapping_sub(1));
        let a = bin(self, Opcode::And, bits, c);
        let inf_bits = k(self, ((1i64 << (w - 1 - mb)) - 1) << mb);
        let is_nan = cmp(self, IntPred::Ugt, a, inf_bits);
        let is_inf = cmp(self, IntPred::Eq, a, inf_bits);
        let zero = k(self, 0);
        let is_zero = cmp(self, IntPred::Eq, a, zero);
        // The significand M and its exponent: v = M * 2^(ea1 - ebias - mb).
        let c = k(self, i64::from(mb));
        let ea = bin(self, Opcode::LShr, a, c);
        let c = k(self, (1i64 << mb) - 1);
        let frac = bin(self, Opcode::And, a, c);
        let normal = cmp(self, IntPred::Ne, ea, zero);
        let hidden = k(self, 1i64 << mb);
        let hid = sel(self, normal, hidden, zero);
        let sig = bin(self, Opcode::Or, frac, hid);
        let one = k(self, 1);
        let ea1 = sel(self, normal, ea, one);
        let f = self.constant(ty::I1, Const::Int(0));
        let lz = self.emit_v(
            at,
            Opcode::Intrinsic,
            &[sig, f],
            Attrs::Intrinsic(IntrinsicAttrs::new(
                format!("llvm.ctlz.i{w}"),
                FastMath::default(),
            )),
            it,
        );
        // floor(log2 v) = ea1 - lz + (w - 1 - ebias - mb).
        let l2 = bin(self, Opcode::Sub, ea1, lz);
        let c = k(self, i64::from(w) - 1 - ebias - i64::from(mb));
        let l2 = bin(self, Opcode::Add, l2, c);
        let lo = k(self, 1 - bias);
        let below = cmp(self, IntPred::Slt, l2, lo);
        let l2 = sel(self, below, lo, l2);
        let c = k(self, i64::from(m));
        let qexp = bin(self, Opcode::Sub, l2, c);
        // The shift from the source's quantum to the target's (at least
        // 1: every target here has fewer mantissa bits), capped where all
        // of M lies below half a quantum.
        let c = k(self, -ebias - i64::from(mb));
        let eff = bin(self, Opcode::Add, ea1, c);
        let s = bin(self, Opcode::Sub, qexp, eff);
        let cap = k(self, i64::from(mb) + 3);
        let over_cap = cmp(self, IntPred::Sgt, s, cap);
        let s = sel(self, over_cap, cap, s);
        let q0 = bin(self, Opcode::LShr, sig, s);
        let low = bin(self, Opcode::Shl, one, s);
        let low = bin(self, Opcode::Sub, low, one);
        let rem = bin(self, Opcode::And, sig, low);
        let s1 = bin(self, Opcode::Sub, s, one);
        let half = bin(self, Opcode::Shl, one, s1);
        let inexact = cmp(self, IntPred::Ne, rem, zero);
        let inexact = z(self, inexact);
        let positive = bin(self, Opcode::Xor, sign, one);
        let up = match t.round {
            Round::NearestEven => {
                let gt = cmp(self, IntPred::Ugt, rem, half);
                let gt = z(self, gt);
                let tie = cmp(self, IntPred::Eq, rem, half);
                let tie = z(self, tie);
                let odd = bin(self, Opcode::And, q0, one);
                let tie_up = bin(self, Opcode::And, tie, odd);
                bin(self, Opcode::Or, gt, tie_up)
            }
            Round::NearestAway => {
                let ge = cmp(self, IntPred::Uge, rem, half);
                z(self, ge)
            }
            Round::Zero => zero,
            Round::Up => bin(self, Opcode::And, inexact, positive),
            Round::Down => bin(self, Opcode::And, inexact, sign),
        };
        let q = bin(self, Opcode::Add, q0, up);
        let c = k(self, bias + i64::from(m) - 1);
        let ex = bin(self, Opcode::Add, qexp, c);
        let c = k(self, i64::from(m));
        let ex = bin(self, Opcode::Shl, ex, c);
        let mag = bin(self, Opcode::Add, ex, q);
        // The largest finite pattern, and infinity's (or its stand-in).
        let all = (1i64 << (e + m)) - 1;
        let (max, inf, nan) = match t.special {
            Special::Ieee => {
                let top = ((1i64 << e) - 1) << m;
                (top - 1, top, top | (1 << (m - 1)))
            }
            Special::NanOnly => (all - 1, all, all),
            Special::Finite => (all, all, 0),
        };
        let max = k(self, max);
        let inf = k(self, inf);
        let negative = cmp(self, IntPred::Ne, sign, zero);
        let toward_max = |s: &mut Self| match t.round {
            Round::Zero => max,
            Round::Up => sel(s, negative, max, inf),
            Round::Down => sel(s, negative, inf, max),
            Round::NearestEven | Round::NearestAway => inf,
        };
        let over_val = if t.saturate { max } else { toward_max(self) };
        let over = cmp(self, IntPred::Ugt, mag, max);
        let mag = sel(self, over, over_val, mag);
        let mag = sel(self, is_zero, zero, mag);
        let inf_val = if t.saturate { max } else { inf };
        let mag = sel(self, is_inf, inf_val, mag);
        let c = k(self, i64::from(e + m));
        let sbit = bin(self, Opcode::Shl, sign, c);
        let signed = bin(self, Opcode::Or, mag, sbit);
        let nan = k(self, nan);
        let out = sel(self, is_nan, nan, signed);
        self.emit_v(at, Opcode::Trunc, &[out], int, rt)
    }
}

/// All ones in the low `w` bits.
fn mask_bits(w: u32) -> u128 {
    if w >= 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    }
}
