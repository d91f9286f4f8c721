//! Vector and half-precision forms of LLVM's math intrinsics that PTX has
//! no accurate instruction for (`llvm.log2.v2f32`, `llvm.sin.bf16` without
//! `afn`), read as one scalar f32/f64 call per lane, half operands
//! widened to f32 and results rounded back, as LLVM's type legalization
//! promotes them. The scalar calls then take libdevice's functions
//! (`dialects::libmcalls`) or are refused by instruction selection, as
//! scalar ones are. Calls marked `afn`, and `exp2` (which PTX computes
//! with `ex2.approx` whatever the flags), are left to instruction
//! selection's lane-wise approximations.

use super::*;

/// Operations libdevice computes.
const OPS: &[&str] = &[
    "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "exp", "exp10", "log",
    "log2", "log10", "pow", "atan2", "powi", "ldexp",
];

impl<'i, 'a> FnLower<'i, 'a> {
    /// The per-lane expansion of a vector or half call of `name`, or
    /// `None` when the call is left as it is.
    pub(super) fn libm_lanes(
        &mut self,
        at: At,
        name: &str,
        vals: &[Value],
        ret: Option<Type>,
        fmf: FastMath,
    ) -> Option<Value> {
        let op = name.strip_prefix("llvm.")?.split('.').next()?;
        let rt = ret?;
        if !OPS.contains(&op) || fmf.0 & FastMath::AFN != 0 {
            return None;
        }
        let (elem, lanes) = rt.as_vector().unwrap_or((rt, 1));
        let half = matches!(elem, Type::F16 | Type::BF16);
        if !half && (lanes == 1 || !matches!(elem, Type::F32 | Type::F64)) {
            return None;
        }
        let wide = if half { Type::F32 } else { elem };
        // Every operand's lanes match the result's (the exponent of
        // `powi`/`ldexp` is an integer, possibly a vector of them).
        let tys: Vec<Type> = vals.iter().map(|&v| self.body.dfg.value_type(v)).collect();
        if tys
            .iter()
            .any(|t| t.as_vector().map_or(1, |(_, n)| n) != lanes)
        {
            return None;
        }
        let elem_of = |t: &Type| t.as_vector().map_or(*t, |(e, _)| e);
        if tys
            .iter()
            .any(|t| elem_of(t).is_int() && elem_of(t) != ty::I32)
        {
            return None;
        }
        let int_arg = matches!(op, "powi" | "ldexp");
        let scalar_name = if int_arg {
            format!("llvm.{op}.{}.i32", type_suffix(wide))
        } else {
            format!("llvm.{op}.{}", type_suffix(wide))
        };
        let mut out = if lanes > 1 {
            Some(self.constant(rt, Const::Undef))
        } else {
            None
        };
        let mut last = None;
        for k in 0..lanes {
            let idx = self.constant(ty::I32, Const::Int(u128::from(k)));
            let mut args = Vec::with_capacity(vals.len());
            for (&v, &t) in vals.iter().zip(&tys) {
                let (et, _) = t.as_vector().unwrap_or((t, 1));
                let mut x = if lanes > 1 {
                    self.emit_v(at, Opcode::ExtractElement, &[v, idx], Attrs::None, et)
                } else {
                    v
                };
                if matches!(et, Type::F16 | Type::BF16) {
                    x = self.emit_v(
                        at,
                        Opcode::FPExt,
                        &[x],
                        Attrs::Float(FastMath::default()),
                        Type::F32,
                    );
                }
                args.push(x);
            }
            let r = self.emit_v(
                at,
                Opcode::Intrinsic,
                &args,
                Attrs::Intrinsic(IntrinsicAttrs::new(scalar_name.clone(), fmf)),
                wide,
            );
            let r = if half {
                self.emit_v(
                    at,
                    Opcode::FPTrunc,
                    &[r],
                    Attrs::Float(FastMath::default()),
                    elem,
                )
            } else {
                r
            };
            out = out
                .map(|acc| self.emit_v(at, Opcode::InsertElement, &[acc, r, idx], Attrs::None, rt));
            last = Some(r);
        }
        out.or(last)
    }
}
