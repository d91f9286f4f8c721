//! Float folding for `simplifycfg`'s constant folder (which also runs after
//! inlining and unrolling): float arithmetic, conversions, comparisons and
//! the pure float intrinsics on constants, with `ir::fold`'s semantics
//! (the e-graph's folder: nothing folds to NaN or a subnormal), and a float
//! comparison of a converted integer with an integral constant turned into
//! the integer comparison it equals.
//!
//! Why the second: clang keeps `for (int i = 1; i <= __log2f(16); i++)` as
//! `fcmp ult 4.0, sitofp(i + 1)`; trip counts, and so full unrolling, are
//! computed on integer comparisons only. libNVVM unrolls that loop (Rodinia
//! backprop's reduction): its `__powf(2, i)` and `ty % 2^i` then fold.
//!
//! The integer form is exact: `sitofp` is monotonic and exact on integers
//! of magnitude below 2^24 (f32; 2^53 for f64), so for an integral `C`
//! below that bound, `float(x) < C` holds exactly when `x < C` for every
//! integer `x` (one of 2^24 or more converts to at least 2^24, above
//! `C`); `uitofp` likewise with unsigned predicates. The converted value is
//! never NaN, so ordered and unordered predicates agree.

use crate::ir::fold;
use crate::ir::{Attrs, Body, Const, FloatPred, Inst, IntPred, Opcode, Type, Value};

/// What a float instruction folds to.
pub(crate) enum FloatFold {
    /// A constant of the result's type (`Const::Float` or, for a
    /// comparison or a conversion to an integer, `Const::Int`).
    Const(Const),
    /// `icmp pred x, c` with `c` of `x`'s type.
    ICmp(IntPred, Value, i128),
}

/// The float bit pattern `v` holds when a constant defines it.
fn float_const(body: &Body, v: Value) -> Option<u64> {
    if !body.dfg.value_type(v).is_float() {
        return None;
    }
    match body.dfg.const_value(v)? {
        Const::Float(b) => Some(*b),
        Const::Zero => Some(0),
        _ => None,
    }
}

fn is_normal_or_zero(ty: Type, bits: u64) -> bool {
    match ty {
        Type::F32 => {
            let f = f32::from_bits(bits as u32);
            f == 0.0 || f.is_normal()
        }
        Type::F64 => {
            let f = f64::from_bits(bits);
            f == 0.0 || f.is_normal()
        }
        _ => false,
    }
}

/// Folds `i` (see the module comment); `None` when it does not fold.
pub(crate) fn fold(body: &Body, i: Inst) -> Option<FloatFold> {
    let d = &body.dfg.insts[i];
    let r = body.dfg.inst_result(i)?;
    let ty = body.dfg.value_type(r);
    let args = body.dfg.inst_args(i);
    let f = |v: Value| float_const(body, v);
    let int = |v: Value| body.dfg.int_const(v);
    use Opcode as O;
    match (d.opcode, &d.attrs, args) {
        (O::FAdd | O::FSub | O::FMul, _, &[x, y]) => {
            let (a, b) = (f(x)?, f(y)?);
            if !is_normal_or_zero(ty, a) || !is_normal_or_zero(ty, b) {
                return None;
            }
            let bits = fold::float_binary(d.opcode, ty, a, b)?;
            is_normal_or_zero(ty, bits).then_some(FloatFold::Const(Const::Float(bits)))
        }
        (O::SIToFP | O::UIToFP, _, &[x]) => {
            let (c, w) = int(x)?;
            let bits = fold::float_cast(d.opcode, Type::Int(w as u16), ty, c as u128)?;
            Some(FloatFold::Const(Const::Float(bits as u64)))
        }
        (O::FPToSI | O::FPToUI | O::FPExt | O::FPTrunc, _, &[x]) => {
            let from = body.dfg.value_type(x);
            let bits = fold::float_cast(d.opcode, from, ty, u128::from(f(x)?))?;
            Some(FloatFold::Const(if ty.is_float() {
                Const::Float(bits as u64)
            } else {
                Const::Int(bits)
            }))
        }
        (O::Intrinsic, Attrs::Intrinsic(ia), _) if ty.is_float() => {
            let vals: Option<Vec<u64>> = args.iter().map(|&a| f(a)).collect();
            let bits = fold::float_intrinsic(ia.intr, ty, &vals?)?;
            Some(FloatFold::Const(Const::Float(bits)))
        }
        (O::FCmp, Attrs::FCmp(p, _), &[x, y]) => {
            let t = body.dfg.value_type(x);
            if let (Some(a), Some(b)) = (f(x), f(y)) {
                let v = fold::fcmp(*p, t, a, b)?;
                return Some(FloatFold::Const(Const::Int(u128::from(v))));
            }
            converted_compare(body, *p, x, y)
                .or_else(|| converted_compare(body, swapped(*p)?, y, x))
        }
        _ => None,
    }
}

/// `fcmp p, sitofp/uitofp(n), c` as an integer comparison of `n`.
fn converted_compare(body: &Body, p: FloatPred, x: Value, c: Value) -> Option<FloatFold> {
    let conv = body.dfg.def_inst(x)?;
    let cd = &body.dfg.insts[conv];
    let signed = match cd.opcode {
        Opcode::SIToFP => true,
        Opcode::UIToFP => false,
        _ => return None,
    };
    let n = *body.dfg.inst_args(conv).first()?;
    let Type::Int(w) = body.dfg.value_type(n) else {
        return None;
    };
    let ty = body.dfg.value_type(x);
    let k = match ty {
        Type::F32 => f64::from(f32::from_bits(float_const(body, c)? as u32)),
        Type::F64 => f64::from_bits(float_const(body, c)?),
        _ => return None,
    };
    let exact = if ty == Type::F32 {
        16_777_216.0
    } else {
        9_007_199_254_740_992.0
    };
    if k.fract() != 0.0 || k.abs() >= exact {
        return None;
    }
    let k = k as i128;
    // |k| < 2^53: a width of 64 bits or more holds it whatever it is.
    let w = u32::from(w).min(64);
    let (lo, hi) = if signed {
        (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1)
    } else {
        (0, (1i128 << w) - 1)
    };
    if k < lo || k > hi {
        return None;
    }
    use FloatPred as F;
    use IntPred as I;
    let q = match (p, signed) {
        (F::Oeq | F::Ueq, _) => I::Eq,
        (F::One | F::Une, _) => I::Ne,
        (F::Olt | F::Ult, true) => I::Slt,
        (F::Ole | F::Ule, true) => I::Sle,
        (F::Ogt | F::Ugt, true) => I::Sgt,
        (F::Oge | F::Uge, true) => I::Sge,
        (F::Olt | F::Ult, false) => I::Ult,
        (F::Ole | F::Ule, false) => I::Ule,
        (F::Ogt | F::Ugt, false) => I::Ugt,
        (F::Oge | F::Uge, false) => I::Uge,
        _ => return None,
    };
    Some(FloatFold::ICmp(q, n, k))
}

/// The predicate with its operands exchanged; `None` for those without
/// an order (`true`, `false`, `ord`, `uno`).
fn swapped(p: FloatPred) -> Option<FloatPred> {
    use FloatPred::*;
    Some(match p {
        Oeq | Ueq | One | Une => p,
        Ogt => Olt,
        Oge => Ole,
        Olt => Ogt,
        Ole => Oge,
        Ugt => Ult,
        Uge => Ule,
        Ult => Ugt,
        Ule => Uge,
        _ => return None,
    })
}
