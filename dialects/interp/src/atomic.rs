//! Read-modify-write semantics shared by the interpreters' atomics.
//!
//! The engine runs one thread at a time, so an atomic is a load, this
//! function and a store. Float additions follow the hardware: `atom.add.f32`
//! flushes subnormal inputs and results to zero (PTX ISA), f64 and f16
//! additions do not. Float min/max use `minnum`/`maxnum` rules; the
//! `maximum`/`minimum` (NaN-propagating) and `maximumnum`/`minimumnum`
//! (NaN-avoiding) forms order `-0` below `+0`.

use super::error::Fault;
use super::float::{self, Narrow, Round};
use super::values::{mask64, sext64};

pub use dialects::ir::intrinsics::AtomicOp;

/// The operand type of an atomic.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum AtomicTy {
    /// An integer of this many bits (8, 16, 32, 64).
    Int(u32),
    /// f16.
    F16,
    /// bf16.
    BF16,
    /// f32.
    F32,
    /// f64.
    F64,
}

/// The new memory value of `op` applied to `old` and `val` (bit patterns).
pub fn apply(op: AtomicOp, ty: AtomicTy, old: u64, val: u64) -> Result<u64, Fault> {
    use AtomicOp::*;
    let float_op = matches!(
        op,
        FAdd | FSub | FMin | FMax | FMaximum | FMinimum | FMaximumNum | FMinimumNum
    );
    match ty {
        AtomicTy::Int(bits) => {
            if float_op {
                return Err(Fault::unsupported(format!(
                    "atomic float operation {op:?} on i{bits}"
                )));
            }
            let m = mask64(bits);
            let (so, sv) = (sext64(old, bits), sext64(val, bits));
            Ok(m & match op {
                Exch => val,
                Add => old.wrapping_add(val),
                Sub => old.wrapping_sub(val),
                And => old & val,
                Or => old | val,
                Xor => old ^ val,
                Nand => !(old & val),
                Min => so.min(sv) as u64,
                Max => so.max(sv) as u64,
                UMin => old.min(val),
                UMax => old.max(val),
                UIncWrap => {
                    if old >= val {
                        0
                    } else {
                        old + 1
                    }
                }
                UDecWrap => {
                    if old == 0 || old > val {
                        val
                    } else {
                        old - 1
                    }
                }
                USubCond => {
                    if old >= val {
                        old - val
                    } else {
                        old
                    }
                }
                USubSat => old.saturating_sub(val),
                FAdd | FSub | FMin | FMax | FMaximum | FMinimum | FMaximumNum | FMinimumNum => {
                    unreachable!()
                }
            })
        }
        _ if op == Exch => Ok(val),
        _ if !float_op => Err(Fault::unsupported(format!(
            "atomic integer operation {op:?} on {ty:?}"
        ))),
        AtomicTy::F32 => {
            let (a, b) = (f32::from_bits(old as u32), f32::from_bits(val as u32));
            let r = match op {
                FAdd => float::ftz32(float::ftz32(a) + float::ftz32(b)),
                FSub => float::ftz32(float::ftz32(a) - float::ftz32(b)),
                FMin => return Ok(min_max32(a, b, false)),
                FMax => return Ok(min_max32(a, b, true)),
                _ => {
                    let r = ordered_min_max(op, a as f64, b as f64);
                    return Ok(r.map_or(float::NAN32 as u64, |x| (x as f32).to_bits() as u64));
                }
            };
            Ok(float::canon32(r) as u64)
        }
        AtomicTy::F64 => {
            let (a, b) = (f64::from_bits(old), f64::from_bits(val));
            let r = match op {
                FAdd => a + b,
                FSub => a - b,
                FMin => float::minnum(a, b).unwrap_or(f64::NAN),
                FMax => float::maxnum(a, b).unwrap_or(f64::NAN),
                _ => ordered_min_max(op, a, b).unwrap_or(f64::NAN),
            };
            Ok(float::canon64(r))
        }
        AtomicTy::F16 | AtomicTy::BF16 => {
            let (fmt, conv): (Narrow, fn(u16) -> f32) = if ty == AtomicTy::F16 {
                (Narrow::F16, float::f16_to_f32)
            } else {
                (Narrow::BF16, float::bf16_to_f32)
            };
            let (a, b) = (conv(old as u16) as f64, conv(val as u16) as f64);
            let r = match op {
                FAdd => (a as f32 + b as f32) as f64,
                FSub => (a as f32 - b as f32) as f64,
                FMin => float::minnum(a, b).unwrap_or(f64::NAN),
                FMax => float::maxnum(a, b).unwrap_or(f64::NAN),
                _ => ordered_min_max(op, a, b).unwrap_or(f64::NAN),
            };
            Ok(float::round_f64_to(r, 0.0, fmt, Round::Rn))
        }
    }
}

/// `maximum`/`minimum` (a NaN operand gives NaN, `None`) and IEEE
/// 754-2019's `maximumNumber`/`minimumNumber` (a NaN operand gives the
/// other): both order `-0` below `+0`.
fn ordered_min_max(op: AtomicOp, a: f64, b: f64) -> Option<f64> {
    let max = matches!(op, AtomicOp::FMaximum | AtomicOp::FMaximumNum);
    let propagate = matches!(op, AtomicOp::FMaximum | AtomicOp::FMinimum);
    match (a.is_nan(), b.is_nan()) {
        (true, true) => None,
        (true, false) | (false, true) if propagate => None,
        (true, false) => Some(b),
        (false, true) => Some(a),
        _ if a == b => Some(if max == a.is_sign_negative() { b } else { a }),
        _ if max => Some(a.max(b)),
        _ => Some(a.min(b)),
    }
}

fn min_max32(a: f32, b: f32, max: bool) -> u64 {
    let r = if max {
        float::maxnum(a as f64, b as f64)
    } else {
        float::minnum(a as f64, b as f64)
    };
    r.map_or(float::NAN32 as u64, |x| (x as f32).to_bits() as u64)
}
