//! The nvvm interpreter's side of the warp-wide tensor-core intrinsics
//! (`llvm.nvvm.mma.*`, `llvm.nvvm.ldmatrix.*`): their operands packed into
//! 32-bit registers as the PTX instruction holds them, and the result
//! registers unpacked into the intrinsic's result type. The operation
//! itself is [`crate::tensor`]'s, shared with the PTX interpreter.

use dialects::ir::intrinsics::tensor::TensorForm;
use dialects::ir::types::Compound;
use dialects::ir::Type;

use super::error::Fault;
use super::tensor::check;
use super::values::{mask64, Val};

/// One operand as 32-bit registers: a scalar is one, a small vector
/// (`<2 x half>`) is packed from the low bits up.
fn words(v: &Val, t: Type, out: &mut Vec<u32>) -> Result<(), Fault> {
    match (v, t.as_vector()) {
        (Val::B(b), _) => out.push(*b as u32),
        // An undefined accumulator or multiplicand reads as zeros.
        (Val::U, _) => out.push(0),
        (Val::A(lanes), Some((elem, _))) if t.bits() <= 32 => {
            let w = elem.bits() as u32;
            let mut acc = 0u64;
            for (k, l) in lanes.iter().enumerate() {
                if let Val::B(b) = l {
                    acc |= (b & mask64(w)) << (k as u32 * w);
                }
            }
            out.push(acc as u32);
        }
        _ => {
            return Err(Fault::unsupported(format!(
                "a tensor-core operand of type {t}"
            )))
        }
    }
    Ok(())
}

/// The operand registers of an `mma` call (`a`, `b`, `c` in order), or
/// of the values a `wmma.store` writes.
pub(super) fn mma_operands(
    form: &TensorForm,
    vals: &[&Val],
    tys: &[Type],
) -> Result<Vec<u32>, Fault> {
    check(form).map_err(Fault::unsupported)?;
    let mut out = Vec::new();
    for (v, &t) in vals.iter().zip(tys) {
        words(v, t, &mut out)?;
    }
    Ok(out)
}

/// The intrinsic's result from its registers.
pub(super) fn result(rty: Option<Type>, regs: &[u32]) -> Option<Val> {
    let one = |t: Type, w: u32| -> Val {
        match t.as_vector() {
            Some((elem, lanes)) => {
                let b = elem.bits() as u32;
                Val::A(
                    (0..lanes)
                        .map(|k| Val::B(u64::from(w >> (k * b)) & mask64(b)))
                        .collect(),
                )
            }
            None => Val::B(u64::from(w)),
        }
    };
    let t = rty?;
    Some(match t.as_compound() {
        Some(Compound::Struct { fields, .. }) => {
            Val::A(fields.iter().zip(regs).map(|(&f, &w)| one(f, w)).collect())
        }
        _ => one(t, regs.first().copied().unwrap_or(0)),
    })
}
