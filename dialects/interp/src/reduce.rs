//! `llvm.vector.reduce.*`: the lanes folded in order, from the start value
//! `fadd`/`fmul` take (strict order is what they mean without `reassoc`,
//! and one order for all is what makes runs comparable).

use dialects::ir::intrinsics::ReduceOp;
use dialects::ir::Type;

use super::error::Fault;
use super::float;
use super::nvvm_ops::{fround, fval, nan_bits};
use super::values::{mask64, sext64, Val};

/// The reduction of `args` (`[start, vector]` for fadd/fmul, else
/// `[vector]`) of types `tys`.
pub(crate) fn vector_reduce(op: ReduceOp, args: &[&Val], tys: &[Type]) -> Result<Val, Fault> {
    use ReduceOp::*;
    let (start, v, vt) = match (op, args, tys) {
        (FAdd | FMul, [s, v], [_, vt]) => (Some(*s), *v, *vt),
        (_, [v], [vt]) => (None, *v, *vt),
        _ => return Err(Fault::unsupported("vector reduction operands")),
    };
    let Some((elem, _)) = vt.as_vector() else {
        return Err(Fault::unsupported(format!("reduction of {vt}")));
    };
    let Val::A(lanes) = v else {
        return Ok(Val::U);
    };
    let mut items: Vec<&Val> = start.into_iter().collect();
    items.extend(lanes.iter());
    let mut bits = Vec::with_capacity(items.len());
    for x in items {
        match x.bits() {
            Some(b) => bits.push(b as u64),
            None => return Ok(Val::U),
        }
    }
    let (first, rest) = bits
        .split_first()
        .ok_or_else(|| Fault::unsupported("empty reduction"))?;
    if elem.is_float() {
        let t = elem;
        let mut acc = *first;
        for &x in rest {
            let (a, b) = (fval(t, acc), fval(t, x));
            acc = match op {
                FAdd => fround(t, a + b),
                FMul => fround(t, a * b),
                FMax => float::maxnum(a, b).map_or(nan_bits(t), |r| fround(t, r)),
                FMin => float::minnum(a, b).map_or(nan_bits(t), |r| fround(t, r)),
                FMaximum => float::maximum(a, b).map_or(nan_bits(t), |r| fround(t, r)),
                FMinimum => float::minimum(a, b).map_or(nan_bits(t), |r| fround(t, r)),
                _ => return Err(Fault::unsupported(format!("{op:?} reduction of {vt}"))),
            };
        }
        return Ok(Val::B(acc));
    }
    let Type::Int(w @ 1..=64) = elem else {
        return Err(Fault::unsupported(format!("reduction of {vt}")));
    };
    let w = u32::from(w);
    let m = mask64(w);
    let s = |x: u64| sext64(x, w);
    let mut acc = *first & m;
    for &x in rest {
        let x = x & m;
        acc = match op {
            Add => acc.wrapping_add(x),
            Mul => acc.wrapping_mul(x),
            And => acc & x,
            Or => acc | x,
            Xor => acc ^ x,
            SMax => {
                if s(x) > s(acc) {
                    x
                } else {
                    acc
                }
            }
            SMin => {
                if s(x) < s(acc) {
                    x
                } else {
                    acc
                }
            }
            UMax => acc.max(x),
            UMin => acc.min(x),
            _ => return Err(Fault::unsupported(format!("{op:?} reduction of {vt}"))),
        } & m;
    }
    Ok(Val::B(acc))
}
