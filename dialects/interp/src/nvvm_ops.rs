//! Pure operations of the nvvm dialect: integer and float arithmetic,
//! comparisons, casts, lane-wise application to vectors.
//!
//! Integer semantics follow LLVM with the interpreter's choices for what
//! LLVM leaves undefined: division by zero, signed division overflow
//! (`INT_MIN / -1`) and shift amounts not below the width are errors
//! (undefined behaviour naming the values); `nsw`/`nuw`/`exact` violations
//! produce the wrapped value (LLVM: poison; no kernel of interest depends on
//! it and PTX computes the wrapped value). Float semantics: see `float`.

use dialects::ir::eval::{self, IntUb};
use dialects::ir::{FloatPred, IntPred, Opcode, Type};

use super::error::Fault;
use super::float::{self, Narrow, Round};
use super::values::{sext128, Val};

/// A float value widened to f64 (exact for every format).
pub fn fval(ty: Type, bits: u64) -> f64 {
    match ty {
        Type::F16 => float::f16_to_f32(bits as u16) as f64,
        Type::BF16 => float::bf16_to_f32(bits as u16) as f64,
        Type::F32 => f32::from_bits(bits as u32) as f64,
        _ => f64::from_bits(bits),
    }
}

/// Rounds an f64 to the float type `ty` (nearest even), canonical NaN.
pub fn fround(ty: Type, x: f64) -> u64 {
    match ty {
        Type::F16 => float::round_f64_to(x, 0.0, Narrow::F16, Round::Rn),
        Type::BF16 => float::round_f64_to(x, 0.0, Narrow::BF16, Round::Rn),
        Type::F32 => float::canon32(x as f32) as u64,
        _ => float::canon64(x),
    }
}

/// The narrow format of a float type (`None` for f64).
pub fn narrow(ty: Type) -> Option<Narrow> {
    match ty {
        Type::F16 => Some(Narrow::F16),
        Type::BF16 => Some(Narrow::BF16),
        Type::F32 => Some(Narrow::F32),
        _ => None,
    }
}

/// Canonical NaN bits of a float type.
pub fn nan_bits(ty: Type) -> u64 {
    narrow(ty).map_or(float::NAN64, Narrow::nan)
}

fn int_bits(ty: Type) -> u32 {
    match ty {
        Type::Int(b) => b as u32,
        _ => 64,
    }
}

/// Applies `f` lane by lane when `ty` is a vector, else once.
pub fn lanes1(
    ty: Type,
    a: &Val,
    f: &dyn Fn(Type, &Val) -> Result<Val, Fault>,
) -> Result<Val, Fault> {
    match (ty.as_vector(), a) {
        (Some((elem, _)), Val::A(xs)) => Ok(Val::A(
            xs.iter()
                .map(|x| f(elem, x))
                .collect::<Result<Vec<_>, _>>()?
                .into_boxed_slice(),
        )),
        (Some(_), Val::U) => Ok(Val::undef(ty)),
        _ => f(ty, a),
    }
}

/// Applies `f` lane by lane to two operands.
pub fn lanes2(
    ty: Type,
    a: &Val,
    b: &Val,
    f: &dyn Fn(Type, &Val, &Val) -> Result<Val, Fault>,
) -> Result<Val, Fault> {
    match (ty.as_vector(), a, b) {
        (Some((elem, _)), Val::A(xs), Val::A(ys)) => Ok(Val::A(
            xs.iter()
                .zip(ys.iter())
                .map(|(x, y)| f(elem, x, y))
                .collect::<Result<Vec<_>, _>>()?
                .into_boxed_slice(),
        )),
        (Some(_), _, _) => Ok(Val::undef(ty)),
        _ => f(ty, a, b),
    }
}

/// A lane-wise operation on three operands.
pub type Lane3Fn<'a> = &'a dyn Fn(Type, &Val, &Val, &Val) -> Result<Val, Fault>;

/// Applies `f` lane by lane to three operands.
pub fn lanes3(ty: Type, a: &Val, b: &Val, c: &Val, f: Lane3Fn<'_>) -> Result<Val, Fault> {
    match (ty.as_vector(), a, b, c) {
        (Some((elem, _)), Val::A(xs), Val::A(ys), Val::A(zs)) => Ok(Val::A(
            xs.iter()
                .zip(ys.iter())
                .zip(zs.iter())
                .map(|((x, y), z)| f(elem, x, y, z))
                .collect::<Result<Vec<_>, _>>()?
                .into_boxed_slice(),
        )),
        (Some(_), _, _, _) => Ok(Val::undef(ty)),
        _ => f(ty, a, b, c),
    }
}

/// A binary arithmetic operation (`is_binary` opcodes) on `ty`.
pub fn binary(op: Opcode, ty: Type, a: &Val, b: &Val) -> Result<Val, Fault> {
    lanes2(ty, a, b, &|t, x, y| {
        if t.is_float() {
            float_binary(op, t, x, y)
        } else {
            int_binary(op, int_bits(t), x, y)
        }
    })
}

fn int_binary(op: Opcode, bits: u32, a: &Val, b: &Val) -> Result<Val, Fault> {
    use Opcode::*;
    let (Some(x), Some(y)) = (a.bits(), b.bits()) else {
        // Dividing by an undefined value may divide by zero.
        if matches!(op, UDiv | SDiv | URem | SRem) && b.bits().is_none() {
            return Err(Fault::ub(format!(
                "{} by an undefined value",
                op.llvm_name()
            )));
        }
        return Ok(Val::U);
    };
    // The arithmetic is the IR's own definition; only the messages of the
    // undefined cases are the interpreter's.
    let r = eval::int_binary(op, bits, x, y).map_err(|ub| match ub {
        IntUb::DivByZero => {
            let signed = matches!(op, SDiv | SRem);
            let shown = if signed {
                eval::sext(x, bits).to_string()
            } else {
                x.to_string()
            };
            Fault::ub(format!("{} of {shown} by zero (i{bits})", op.llvm_name()))
        }
        IntUb::DivOverflow => Fault::ub(format!(
            "{} overflow: {} / -1 (i{bits})",
            op.llvm_name(),
            eval::sext(x, bits)
        )),
        IntUb::ShiftTooWide => Fault::ub(format!(
            "{} by {y}, not less than the width {bits}",
            op.llvm_name()
        )),
        IntUb::NotIntBinary => Fault::unsupported(format!("{op} on integers")),
    })?;
    Ok(Val::int(bits, r))
}

fn float_binary(op: Opcode, ty: Type, a: &Val, b: &Val) -> Result<Val, Fault> {
    use Opcode::*;
    let (Some(x), Some(y)) = (a.bits(), b.bits()) else {
        return Ok(Val::U);
    };
    let (x, y) = (x as u64, y as u64);
    let r = match ty {
        Type::F32 => {
            let (p, q) = (f32::from_bits(x as u32), f32::from_bits(y as u32));
            let r = match op {
                FAdd => p + q,
                FSub => p - q,
                FMul => p * q,
                FDiv => p / q,
                FRem => p % q,
                _ => return Err(Fault::unsupported(format!("{op} on floats"))),
            };
            float::canon32(r) as u64
        }
        Type::F64 => {
            let (p, q) = (f64::from_bits(x), f64::from_bits(y));
            let r = match op {
                FAdd => p + q,
                FSub => p - q,
                FMul => p * q,
                FDiv => p / q,
                FRem => p % q,
                _ => return Err(Fault::unsupported(format!("{op} on floats"))),
            };
            float::canon64(r)
        }
        _ => {
            // f16/bf16 in f32: innocuous double rounding (see `float`).
            let (p, q) = (fval(ty, x) as f32, fval(ty, y) as f32);
            let r = match op {
                FAdd => p + q,
                FSub => p - q,
                FMul => p * q,
                FDiv => p / q,
                FRem => p % q,
                _ => return Err(Fault::unsupported(format!("{op} on floats"))),
            };
            fround(ty, r as f64)
        }
    };
    Ok(Val::B(r))
}

/// `fneg`: flips the sign bit.
pub fn fneg(ty: Type, a: &Val) -> Result<Val, Fault> {
    lanes1(ty, a, &|t, x| {
        Ok(match x.bits() {
            Some(b) => Val::B(b as u64 ^ (1u64 << (t.bits() - 1))),
            None => Val::U,
        })
    })
}

/// Integer (or pointer) comparison; `ty` is the operand type.
pub fn icmp(p: IntPred, ty: Type, a: &Val, b: &Val) -> Result<Val, Fault> {
    lanes2(ty, a, b, &|t, x, y| {
        let (Some(x), Some(y)) = (x.bits(), y.bits()) else {
            return Ok(Val::U);
        };
        let r = eval::icmp(p, int_bits(t), x, y);
        Ok(Val::B(r as u64))
    })
}

/// Float comparison; `ty` is the operand type.
pub fn fcmp(p: FloatPred, ty: Type, a: &Val, b: &Val) -> Result<Val, Fault> {
    lanes2(ty, a, b, &|t, x, y| {
        let (Some(x), Some(y)) = (x.bits(), y.bits()) else {
            return Ok(Val::U);
        };
        let (x, y) = (fval(t, x as u64), fval(t, y as u64));
        let uno = x.is_nan() || y.is_nan();
        use FloatPred::*;
        let r = match p {
            False => false,
            True => true,
            Ord => !uno,
            Uno => uno,
            Oeq => !uno && x == y,
            Ogt => !uno && x > y,
            Oge => !uno && x >= y,
            Olt => !uno && x < y,
            Ole => !uno && x <= y,
            One => !uno && x != y,
            Ueq => uno || x == y,
            Ugt => uno || x > y,
            Uge => uno || x >= y,
            Ult => uno || x < y,
            Ule => uno || x <= y,
            Une => uno || x != y,
        };
        Ok(Val::B(r as u64))
    })
}

/// A conversion other than `addrspacecast` from `from` to `to`.
pub fn cast(op: Opcode, from: Type, to: Type, v: &Val) -> Result<Val, Fault> {
    use Opcode::*;
    if op == Bitcast {
        return bitcast(from, to, v);
    }
    if let (Some((fe, _)), Some((te, _))) = (from.as_vector(), to.as_vector()) {
        return match v {
            Val::A(xs) => Ok(Val::A(
                xs.iter()
                    .map(|x| cast(op, fe, te, x))
                    .collect::<Result<Vec<_>, _>>()?
                    .into_boxed_slice(),
            )),
            _ => Ok(Val::undef(to)),
        };
    }
    let Some(x) = v.bits() else {
        return Ok(Val::U);
    };
    let tb = int_bits(to);
    let fb = int_bits(from);
    Ok(match op {
        Trunc | ZExt | PtrToInt | IntToPtr => Val::int(tb, x),
        SExt => Val::int(tb, sext128(x, fb) as u128),
        FPTrunc | FPExt => {
            let f = fval(from, x as u64);
            Val::B(match to {
                Type::F64 => float::canon64(f),
                Type::F32 => float::canon32(f as f32) as u64,
                _ => fround(to, f),
            })
        }
        FPToSI | FPToUI => Val::int(
            tb,
            float::float_to_int(fval(from, x as u64), Round::Rz, op == FPToSI, tb),
        ),
        SIToFP => Val::B(float::int_to_float(sext128(x, fb), narrow(to), Round::Rn)),
        UIToFP => Val::B(float::uint_to_float(x, narrow(to), Round::Rn)),
        _ => return Err(Fault::unsupported(format!("cast {op} from {from} to {to}"))),
    })
}

/// Bits of a first-class value, lane 0 lowest (vectors packed by lane
/// width, as LLVM's bitcast defines).
fn pack_bits(ty: Type, v: &Val, out: &mut Vec<bool>) -> bool {
    match (ty.as_vector(), v) {
        (Some((e, _)), Val::A(xs)) => xs.iter().all(|x| pack_bits(e, x, out)),
        (Some(_), _) => false,
        (None, _) => match v.bits() {
            Some(b) => {
                let n = ty.bits() as usize;
                out.extend((0..n).map(|i| i < 128 && (b >> i) & 1 == 1));
                true
            }
            None => false,
        },
    }
}

fn unpack_bits(ty: Type, bits: &[bool], at: &mut usize) -> Val {
    if let Some((e, n)) = ty.as_vector() {
        return Val::A((0..n).map(|_| unpack_bits(e, bits, at)).collect());
    }
    let n = ty.bits() as usize;
    let mut v = 0u128;
    for i in 0..n.min(128) {
        if bits[*at + i] {
            v |= 1 << i;
        }
    }
    *at += n;
    Val::int(n as u32, v)
}

/// `bitcast` between same-sized first-class types.
pub fn bitcast(from: Type, to: Type, v: &Val) -> Result<Val, Fault> {
    if from.as_vector().is_none() && to.as_vector().is_none() {
        return Ok(v.clone());
    }
    let mut bits = Vec::new();
    if !pack_bits(from, v, &mut bits) {
        return Ok(Val::undef(to));
    }
    if bits.len() as u64 != to.bits() {
        return Err(Fault::unsupported(format!("bitcast from {from} to {to}")));
    }
    Ok(unpack_bits(to, &bits, &mut 0))
}

/// Replaces undefined scalars by zero (`freeze`'s choice).
pub fn freeze(v: &Val) -> Val {
    match v {
        Val::U => Val::B(0),
        Val::A(xs) => Val::A(xs.iter().map(freeze).collect()),
        x => x.clone(),
    }
}
