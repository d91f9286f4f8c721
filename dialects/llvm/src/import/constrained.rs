//! `llvm.experimental.constrained.*` (clang's strict floating point:
//! `-ffp-model=strict`, `#pragma STDC FENV_ACCESS ON`), read as the
//! operation with its rounding spelled out.
//!
//! A GPU raises no floating-point exceptions and has no dynamic rounding
//! mode, so the exception argument is dropped and `round.dynamic` is
//! round-to-nearest. The rounded arithmetic becomes NVVM's explicitly
//! rounded intrinsics (`llvm.nvvm.add.rz.f`, `llvm.nvvm.fma.rn.d`, ...),
//! which are never contracted into an `fma` (strict code must not be);
//! comparisons, conversions that are exact or round to nearest, and the
//! library functions become their ordinary forms. Anything else (a
//! non-nearest rounding of a conversion, `round.tonearestaway`, vectors
//! of rounded arithmetic) is refused.

use super::*;

/// NVVM's rounding word for a constrained intrinsic's rounding argument.
fn rounding(md: &[&str]) -> Result<&'static str, String> {
    Ok(match md.iter().copied().find(|s| s.starts_with("round.")) {
        None | Some("round.tonearest") | Some("round.dynamic") => "rn",
        Some("round.towardzero") => "rz",
        Some("round.upward") => "rp",
        Some("round.downward") => "rm",
        Some(other) => return Err(format!("rounding '{other}'")),
    })
}

impl<'i, 'a> FnLower<'i, 'a> {
    /// Lowers `llvm.experimental.constrained.<op>` (`op` with its type
    /// suffixes) and gives its value.
    pub(super) fn constrained(
        &mut self,
        at: At,
        op: &str,
        args: &[Operand],
        ret: Option<Type>,
        fmf: FastMath,
        pos: usize,
    ) -> R<Option<Value>> {
        let unsupported = |why: String| {
            Err((
                pos,
                format!("unsupported: llvm.experimental.constrained.{op} ({why})"),
            ))
        };
        let md: Vec<&str> = args
            .iter()
            .filter_map(|a| match &a.val {
                ValAst::Metadata(Some(s)) => Some(s.as_str()),
                _ => None,
            })
            .collect();
        let mut vals = Vec::new();
        for a in args
            .iter()
            .filter(|a| !matches!(a.val, ValAst::Metadata(_)))
        {
            vals.push(self.operand(at, a)?);
        }
        let Some(&x) = vals.first() else {
            return unsupported("no operand".into());
        };
        let xt = self.body.dfg.value_type(x);
        let (base, suffix) = op.split_once('.').unwrap_or((op, ""));
        let rnd = match rounding(&md) {
            Ok(r) => r,
            Err(e) => return unsupported(e),
        };
        let plain = |this: &mut Self, name: String, vals: &[Value]| -> Value {
            let rt = ret.unwrap_or(xt);
            this.emit_v(
                at,
                Opcode::Intrinsic,
                vals,
                Attrs::Intrinsic(IntrinsicAttrs::new(name, fmf)),
                rt,
            )
        };
        let cast = |this: &mut Self, op: Opcode| -> Value {
            let rt = ret.unwrap_or(xt);
            let attrs = match op {
                Opcode::FPExt | Opcode::FPTrunc => Attrs::Float(fmf),
                Opcode::UIToFP => Attrs::Int(IntFlags::default()),
                _ => Attrs::None,
            };
            this.emit_v(at, op, &[x], attrs, rt)
        };
        let v = match base {
            "fadd" | "fsub" | "fmul" | "fdiv" | "sqrt" | "fma" | "fmuladd" => {
                let w = match xt {
                    Type::F32 => "f",
                    Type::F64 => "d",
                    _ => return unsupported(format!("rounded arithmetic on {xt}")),
                };
                let word = match base {
                    "fadd" | "fsub" => "add",
                    "fmul" => "mul",
                    "fdiv" => "div",
                    "sqrt" => "sqrt",
                    _ => "fma",
                };
                let mut operands = vals.clone();
                if base == "fsub" {
                    let Some(&y) = vals.get(1) else {
                        return unsupported("fsub with one operand".into());
                    };
                    operands[1] = self.emit_v(at, Opcode::FNeg, &[y], Attrs::Float(fmf), xt);
                }
                plain(self, format!("llvm.nvvm.{word}.{rnd}.{w}"), &operands)
            }
            "fcmp" | "fcmps" => {
                let (Some(p), Some(&y)) = (
                    md.iter().find_map(|s| FloatPred::from_keyword(s)),
                    vals.get(1),
                ) else {
                    return unsupported("no predicate".into());
                };
                self.emit_v(
                    at,
                    Opcode::FCmp,
                    &[x, y],
                    Attrs::FCmp(p, fmf),
                    bool_like(xt),
                )
            }
            "fptosi" => cast(self, Opcode::FPToSI),
            "fptoui" => cast(self, Opcode::FPToUI),
            "fpext" => cast(self, Opcode::FPExt),
            "sitofp" | "uitofp" | "fptrunc" if rnd == "rn" => cast(
                self,
                match base {
                    "sitofp" => Opcode::SIToFP,
                    "uitofp" => Opcode::UIToFP,
                    _ => Opcode::FPTrunc,
                },
            ),
            "sitofp" | "uitofp" | "fptrunc" => {
                return unsupported(format!("a conversion rounded '{rnd}'"))
            }
            // Operations with no rounding choice of their own: the
            // ordinary intrinsic of the same name.
            "minnum" | "maxnum" | "minimum" | "maximum" | "ceil" | "floor" | "round"
            | "roundeven" | "trunc" | "rint" | "nearbyint" | "sin" | "cos" | "tan" | "exp"
            | "exp2" | "log" | "log2" | "log10" | "pow" | "powi" | "ldexp" | "asin" | "acos"
            | "atan" | "sinh" | "cosh" | "tanh" | "atan2" => {
                let name = canonical_intrinsic_name(&format!("llvm.{base}.{suffix}"));
                plain(self, name, &vals)
            }
            _ => return unsupported("no lowering".into()),
        };
        Ok(Some(v))
    }
}
