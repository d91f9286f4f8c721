//! `llvm.is.fpclass(x, mask)`, expanded as it is read into tests on the
//! bits of `x`.
//!
//! clang writes it for `__builtin_isnan`, `isinf`, `isfinite`, `isnormal`
//! and `std::fpclassify`, and InstCombine turns comparisons such as
//! `fcmp uno x, 0.0` or `fabs(x) == inf` into it, so IR from any recent
//! LLVM has it. PTX has `testp` for some classes only; integer tests on
//! the bits cover every mask and every float type, and both interpreters
//! and the e-graph see ordinary operations.
//!
//! Mask bits (LLVM's `FPClassTest`): 0x1 signaling NaN, 0x2 quiet NaN,
//! 0x4 -inf, 0x8 -normal, 0x10 -subnormal, 0x20 -0, 0x40 +0,
//! 0x80 +subnormal, 0x100 +normal, 0x200 +inf.

use super::*;

/// Exponent and mantissa widths of a float type.
fn layout(t: Type) -> Option<(u32, u32)> {
    Some(match t {
        Type::F16 => (5, 10),
        Type::BF16 => (8, 7),
        Type::F32 => (8, 23),
        Type::F64 => (11, 52),
        _ => return None,
    })
}

impl<'i, 'a> FnLower<'i, 'a> {
    /// The `i1` (or vector of `i1`) that says whether `x` is in one of the
    /// classes of `mask`.
    pub(super) fn is_fpclass(&mut self, at: At, x: Value, mask: u32, pos: usize) -> R<Value> {
        let t = self.body.dfg.value_type(x);
        if let Some((elem, lanes)) = t.as_vector() {
            let rt = Type::vector(ty::I1, lanes);
            let mut acc = self.constant(rt, Const::Undef);
            for k in 0..lanes {
                let idx = self.constant(ty::I32, Const::Int(u128::from(k)));
                let lane = self.emit_v(at, Opcode::ExtractElement, &[x, idx], Attrs::None, elem);
                let r = self.is_fpclass(at, lane, mask, pos)?;
                acc = self.emit_v(at, Opcode::InsertElement, &[acc, r, idx], Attrs::None, rt);
            }
            return Ok(acc);
        }
        let Some((e, m)) = layout(t) else {
            return Err((pos, format!("unsupported: llvm.is.fpclass of {t}")));
        };
        let w = 1 + e + m;
        let it = Type::Int(w as u16);
        let k = |this: &mut Self, v: u128| this.constant(it, Const::Int(v));
        let bits = self.emit_v(at, Opcode::Bitcast, &[x], Attrs::None, it);
        let sign_bit = 1u128 << (w - 1);
        let inf = ((1u128 << e) - 1) << m;
        let quiet = 1u128 << (m - 1);
        let min_normal = 1u128 << m;
        let keep = k(self, sign_bit - 1);
        let abs = self.emit_v(
            at,
            Opcode::And,
            &[bits, keep],
            Attrs::Int(IntFlags::default()),
            it,
        );
        let cmp = |this: &mut Self, p: IntPred, a: Value, b: Value| {
            this.emit_v(at, Opcode::ICmp, &[a, b], Attrs::ICmp(p), ty::I1)
        };
        let and = |this: &mut Self, a: Value, b: Value| {
            this.emit_v(
                at,
                Opcode::And,
                &[a, b],
                Attrs::Int(IntFlags::default()),
                ty::I1,
            )
        };
        let zero = k(self, 0);
        let neg = cmp(self, IntPred::Slt, bits, zero);
        let not = |this: &mut Self, v: Value| {
            let t = this.constant(ty::I1, Const::Int(1));
            this.emit_v(
                at,
                Opcode::Xor,
                &[v, t],
                Attrs::Int(IntFlags::default()),
                ty::I1,
            )
        };
        let positive = not(self, neg);
        let mut terms: Vec<Value> = Vec::new();
        // NaNs: above infinity; quiet ones have the top mantissa bit.
        let nan_mask = mask & 0x3;
        if nan_mask != 0 {
            let kinf = k(self, inf);
            let nan = cmp(self, IntPred::Ugt, abs, kinf);
            terms.push(match nan_mask {
                0x3 => nan,
                _ => {
                    let kq = k(self, inf | quiet);
                    let q = cmp(self, IntPred::Uge, abs, kq);
                    if nan_mask == 0x2 {
                        q
                    } else {
                        let nq = not(self, q);
                        and(self, nan, nq)
                    }
                }
            });
        }
        // The other classes come in (negative, positive) pairs.
        let classes = [(0x4u32, 0x200u32), (0x8, 0x100), (0x10, 0x80), (0x20, 0x40)];
        for (i, (nbit, pbit)) in classes.into_iter().enumerate() {
            let (n, p) = (mask & nbit != 0, mask & pbit != 0);
            if !n && !p {
                continue;
            }
            let class = match i {
                // infinity
                0 => {
                    let kinf = k(self, inf);
                    cmp(self, IntPred::Eq, abs, kinf)
                }
                // normal: min_normal <= abs < inf
                1 => {
                    let kmin = k(self, min_normal);
                    let d = self.emit_v(
                        at,
                        Opcode::Sub,
                        &[abs, kmin],
                        Attrs::Int(IntFlags::default()),
                        it,
                    );
                    let span = k(self, inf - min_normal);
                    cmp(self, IntPred::Ult, d, span)
                }
                // subnormal: 0 < abs < min_normal
                2 => {
                    let one = k(self, 1);
                    let d = self.emit_v(
                        at,
                        Opcode::Sub,
                        &[abs, one],
                        Attrs::Int(IntFlags::default()),
                        it,
                    );
                    let span = k(self, min_normal - 1);
                    cmp(self, IntPred::Ult, d, span)
                }
                // zero
                _ => cmp(self, IntPred::Eq, abs, zero),
            };
            terms.push(match (n, p) {
                (true, true) => class,
                (true, false) => and(self, class, neg),
                _ => and(self, class, positive),
            });
        }
        let Some((&first, rest)) = terms.split_first() else {
            return Ok(self.constant(ty::I1, Const::Int(0)));
        };
        let mut acc = first;
        for &t in rest {
            acc = self.emit_v(
                at,
                Opcode::Or,
                &[acc, t],
                Attrs::Int(IntFlags::default()),
                ty::I1,
            );
        }
        Ok(acc)
    }
}
