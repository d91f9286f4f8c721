//! `llvm.convert.from.arbitrary.fp(x, metadata !"<format>")` (LLVM 22),
//! expanded as it is read into integer operations that build the f32 bits
//! of the value, as LLVM's own expansion does; both interpreters and the
//! e-graph then see ordinary operations. Every format here converts
//! exactly into f32 (and from it into f16, bf16 or f64 when the result is
//! of that type).
//!
//! Formats (APFloat's semantics): `Float8E5M2` and `Float8E4M3`, `E3M4`
//! (IEEE: an all-ones exponent is infinity or NaN), `Float8E4M3FN` (only
//! the all-ones pattern is NaN), `Float6E3M2FN`, `Float6E2M3FN`,
//! `Float4E2M1FN` (finite only). Others (the FNUZ formats, E8M0) are
//! refused.

use super::*;

/// What an all-ones exponent means.
#[derive(Clone, Copy, PartialEq)]
pub(super) enum Special {
    /// Infinity (zero mantissa) or NaN.
    Ieee,
    /// NaN when the mantissa is all ones too; finite otherwise.
    NanOnly,
    /// Nothing: every pattern is finite.
    Finite,
}

/// Exponent bits, mantissa bits, bias and special values of a format.
pub(super) fn format(name: &str) -> Option<(u32, u32, i64, Special)> {
    Some(match name {
        "Float8E5M2" => (5, 2, 15, Special::Ieee),
        "Float8E4M3" => (4, 3, 7, Special::Ieee),
        "Float8E3M4" => (3, 4, 3, Special::Ieee),
        "Float8E4M3FN" => (4, 3, 7, Special::NanOnly),
        "Float6E3M2FN" => (3, 2, 3, Special::Finite),
        "Float6E2M3FN" => (2, 3, 1, Special::Finite),
        "Float4E2M1FN" => (2, 1, 1, Special::Finite),
        _ => return None,
    })
}

/// The canonical f32 NaN LLVM's expansion produces.
const NAN32: u128 = 0x7fc0_0000;

impl<'i, 'a> FnLower<'i, 'a> {
    /// Lowers the call and gives its value.
    pub(super) fn convert_from_arbitrary_fp(
        &mut self,
        at: At,
        args: &[Operand],
        ret: Option<Type>,
        pos: usize,
    ) -> R<Value> {
        let unsupported = |why: String| {
            Err((
                pos,
                format!("unsupported: llvm.convert.from.arbitrary.fp ({why})"),
            ))
        };
        let (2, Some(a), Some(ValAst::Metadata(Some(fmt))), Some(rt)) =
            (args.len(), args.first(), args.get(1).map(|m| &m.val), ret)
        else {
            return unsupported("expected a value, a format name and a float result".into());
        };
        let Some(f) = format(fmt) else {
            return unsupported(format!("format '{fmt}'"));
        };
        let x = self.operand(at, a)?;
        let xt = self.body.dfg.value_type(x);
        let (xe, rte, lanes) = match (xt.as_vector(), rt.as_vector()) {
            (Some((xe, n)), Some((re, m))) if n == m => (xe, re, Some(n)),
            (None, None) => (xt, rt, None),
            _ => return unsupported(format!("{xt} to {rt}")),
        };
        let w = 1 + f.0 + f.1;
        if xe != Type::Int(w as u16)
            || !matches!(rte, Type::F16 | Type::BF16 | Type::F32 | Type::F64)
        {
            return unsupported(format!("{xt} as '{fmt}' to {rt}"));
        }
        Ok(self.map_lanes(at, x, rt, lanes, |s, lane, t| {
            s.arbitrary_lane(at, lane, f, t)
        }))
    }

    /// `each(lane, lane result type)` on `x`, or on each of its `lanes`
    /// lanes gathered into an `rt`.
    pub(super) fn map_lanes(
        &mut self,
        at: At,
        x: Value,
        rt: Type,
        lanes: Option<u32>,
        mut each: impl FnMut(&mut Self, Value, Type) -> Value,
    ) -> Value {
        let Some(n) = lanes else {
            return each(self, x, rt);
        };
        let xe = self.body.dfg.value_type(x).scalar();
        let re = rt.scalar();
        let mut acc = self.constant(rt, Const::Undef);
        for k in 0..n {
            let idx = self.constant(ty::I32, Const::Int(u128::from(k)));
            let lane = self.emit_v(at, Opcode::ExtractElement, &[x, idx], Attrs::None, xe);
            let r = each(self, lane, re);
            acc = self.emit_v(at, Opcode::InsertElement, &[acc, r, idx], Attrs::None, rt);
        }
        acc
    }

    /// One value of format `f` (in the low bits of an integer) as `rt`.
    fn arbitrary_lane(&mut self, at: At, x: Value, f: (u32, u32, i64, Special), rt: Type) -> Value {
        let (e, m, bias, special) = f;
        let i32t = ty::I32;
        let k = |this: &mut Self, v: i64| this.constant(i32t, Const::Int(v as u32 as u128));
        let int = Attrs::Int(IntFlags::default());
        let bin = |this: &mut Self, op: Opcode, a: Value, b: Value| {
            this.emit_v(at, op, &[a, b], int.clone(), i32t)
        };
        let eq = |this: &mut Self, a: Value, b: Value| {
            this.emit_v(at, Opcode::ICmp, &[a, b], Attrs::ICmp(IntPred::Eq), ty::I1)
        };
        let sel = |this: &mut Self, c: Value, a: Value, b: Value| {
            this.emit_v(
                at,
                Opcode::Select,
                &[c, a, b],
                Attrs::Float(FastMath::default()),
                i32t,
            )
        };
        let u = self.emit_v(at, Opcode::ZExt, &[x], int.clone(), i32t);
        let c = k(self, i64::from(32 - (1 + e + m)));
        let top = bin(self, Opcode::Shl, u, c);
        let c = k(self, 0x8000_0000);
        let sign = bin(self, Opcode::And, top, c);
        let c = k(self, i64::from(m));
        let ex = bin(self, Opcode::LShr, u, c);
        let emax = (1i64 << e) - 1;
        let c = k(self, emax);
        let ex = bin(self, Opcode::And, ex, c);
        let mmax = (1i64 << m) - 1;
        let c = k(self, mmax);
        let mant = bin(self, Opcode::And, u, c);
        // Normal: the exponent rebiased, the mantissa at f32's top.
        let c = k(self, 127 - bias);
        let e32 = bin(self, Opcode::Add, ex, c);
        let c = k(self, 23);
        let e32 = bin(self, Opcode::Shl, e32, c);
        let c = k(self, i64::from(23 - m));
        let m32 = bin(self, Opcode::Shl, mant, c);
        let normal = bin(self, Opcode::Or, e32, m32);
        let normal = bin(self, Opcode::Or, normal, sign);
        // Subnormal: mant * 2^(1 - bias - m), its leading one at bit p =
        // 31 - clz(mant) becoming the implicit bit. `mant | 1` has the same
        // leading one and keeps the unused shifts of a zero mantissa in
        // range.
        let f = self.constant(ty::I1, Const::Int(0));
        let one = k(self, 1);
        let nz = bin(self, Opcode::Or, mant, one);
        let lz = self.emit_v(
            at,
            Opcode::Intrinsic,
            &[nz, f],
            Attrs::Intrinsic(IntrinsicAttrs::new(
                "llvm.ctlz.i32".to_string(),
                FastMath::default(),
            )),
            i32t,
        );
        let c = k(self, 31);
        let p = bin(self, Opcode::Sub, c, lz);
        let c = k(self, 1 - bias - i64::from(m) + 127);
        let se = bin(self, Opcode::Add, p, c);
        let c = k(self, 23);
        let se = bin(self, Opcode::Shl, se, c);
        let lead = bin(self, Opcode::Shl, one, p);
        let frac = bin(self, Opcode::Xor, mant, lead);
        let c = k(self, 23);
        let sh = bin(self, Opcode::Sub, c, p);
        let frac = bin(self, Opcode::Shl, frac, sh);
        let sub = bin(self, Opcode::Or, se, frac);
        let sub = bin(self, Opcode::Or, sub, sign);
        let zero_i = k(self, 0);
        let ex0 = eq(self, ex, zero_i);
        let m0 = eq(self, mant, zero_i);
        let small = sel(self, m0, sign, sub);
        let mut bits = sel(self, ex0, small, normal);
        let c = k(self, emax);
        let top_exp = eq(self, ex, c);
        let nan = k(self, NAN32 as i64);
        match special {
            Special::Finite => {}
            Special::Ieee => {
                let c = k(self, 0x7f80_0000);
                let inf = bin(self, Opcode::Or, sign, c);
                let s = sel(self, m0, inf, nan);
                bits = sel(self, top_exp, s, bits);
            }
            Special::NanOnly => {
                let c = k(self, mmax);
                let mfull = eq(self, mant, c);
                let s = sel(self, mfull, nan, bits);
                bits = sel(self, top_exp, s, bits);
            }
        }
        let v = self.emit_v(at, Opcode::Bitcast, &[bits], Attrs::None, Type::F32);
        match rt {
            Type::F32 => v,
            Type::F64 => self.emit_v(
                at,
                Opcode::FPExt,
                &[v],
                Attrs::Float(FastMath::default()),
                rt,
            ),
            _ => self.emit_v(
                at,
                Opcode::FPTrunc,
                &[v],
                Attrs::Float(FastMath::default()),
                rt,
            ),
        }
    }
}
