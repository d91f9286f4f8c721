//! Constant folding with the semantics of the nvvm interpreter (LLVM's,
//! with PTX's behaviour where LLVM leaves a choice).
//!
//! Invariant: a fold returns `None` whenever the operation is undefined,
//! poison or target-dependent for its inputs (division by zero, signed
//! overflow of `sdiv`, shifts by the width or more, NaN results, whose
//! payload differs between the interpreter and the GPU), so folding never
//! picks one of several legal results.

use super::eval::{self, mask, sext};
use super::intrinsics::{ApproxOp, Intr};
use super::{FloatPred, IntPred, Opcode, Type};

/// Width of an integer type in bits (0 for anything else).
fn int_width(t: Type) -> u32 {
    match t {
        Type::Int(w) => u32::from(w),
        _ => 0,
    }
}

/// Folds an integer binary operation on `w`-bit operands (the IR's own
/// definition; undefined results do not fold).
pub fn int_binary(op: Opcode, w: u32, x: u128, y: u128) -> Option<u128> {
    eval::int_binary(op, w, x, y).ok()
}

/// Folds an integer comparison.
pub fn icmp(p: IntPred, w: u32, x: u128, y: u128) -> bool {
    eval::icmp(p, w, x, y)
}

/// Folds an integer cast from `from` to `to`.
pub fn int_cast(op: Opcode, from: Type, to: Type, x: u128) -> Option<u128> {
    let (wf, wt) = (int_width(from), int_width(to));
    if wf == 0 || wt == 0 {
        return None;
    }
    Some(match op {
        Opcode::Trunc => x & mask(wt),
        Opcode::ZExt => x,
        Opcode::SExt => (sext(x, wf) as u128) & mask(wt),
        _ => return None,
    })
}

/// Folds a float binary operation on f32 or f64 bit patterns; `None` when
/// the result is NaN or the type is not f32/f64.
pub fn float_binary(op: Opcode, ty: Type, x: u64, y: u64) -> Option<u64> {
    fn apply<T>(op: Opcode, a: T, b: T) -> Option<T>
    where
        T: std::ops::Add<Output = T>
            + std::ops::Sub<Output = T>
            + std::ops::Mul<Output = T>
            + std::ops::Div<Output = T>,
    {
        Some(match op {
            Opcode::FAdd => a + b,
            Opcode::FSub => a - b,
            Opcode::FMul => a * b,
            Opcode::FDiv => a / b,
            _ => return None,
        })
    }
    match ty {
        Type::F32 => apply(op, f32::from_bits(x as u32), f32::from_bits(y as u32))
            .filter(|r| !r.is_nan())
            .map(|r| r.to_bits() as u64),
        Type::F64 => apply(op, f64::from_bits(x), f64::from_bits(y))
            .filter(|r| !r.is_nan())
            .map(f64::to_bits),
        _ => None,
    }
}

/// Folds `fneg`.
pub fn float_neg(ty: Type, x: u64) -> Option<u64> {
    match ty {
        Type::F32 => Some(x ^ 0x8000_0000),
        Type::F64 => Some(x ^ (1 << 63)),
        _ => None,
    }
}

/// A finite, normal (or zero) f32/f64 read from its bit pattern, as an
/// f64; `None` otherwise. Subnormals are left alone because `-ftz` flushes
/// them on the GPU, where the interpreter would not.
fn normal_float(ty: Type, x: u64) -> Option<f64> {
    match ty {
        Type::F32 => {
            let f = f32::from_bits(x as u32);
            (f == 0.0 || f.is_normal()).then_some(f64::from(f))
        }
        Type::F64 => {
            let f = f64::from_bits(x);
            (f == 0.0 || f.is_normal()).then_some(f)
        }
        _ => None,
    }
}

/// Folds a conversion between f32/f64 values and integers or between f32
/// and f64 (`fpext`, `fptrunc`, `sitofp`, `uitofp`, `fptosi`, `fptoui`)
/// on bit patterns: floats as their `to_bits`, integers masked to their
/// width. `None` where the result is poison (an out-of-range `fptosi`),
/// NaN or subnormal, or a type is not i1..i64, f32 or f64. Rust's `as`
/// rounds to nearest even, as `cvt.rn` and LLVM's folder do.
pub fn float_cast(op: Opcode, from: Type, to: Type, x: u128) -> Option<u128> {
    let float_bits = |v: f64| -> Option<u128> {
        let bits = match to {
            Type::F32 => {
                let r = v as f32;
                (r == 0.0 || r.is_normal()).then_some(u64::from(r.to_bits()))?
            }
            Type::F64 => (v == 0.0 || v.is_normal()).then_some(v.to_bits())?,
            _ => return None,
        };
        Some(u128::from(bits))
    };
    match op {
        Opcode::FPExt | Opcode::FPTrunc => float_bits(normal_float(from, x as u64)?),
        Opcode::SIToFP | Opcode::UIToFP => {
            let w = int_width(from);
            if w == 0 || w > 64 {
                return None;
            }
            // Converted straight from the integer: rounding twice (through
            // f64 first) would differ for large i64 values going to f32.
            let r = if op == Opcode::SIToFP {
                let i = sext(x, w) as i64;
                match to {
                    Type::F32 => f64::from(i as f32),
                    _ => i as f64,
                }
            } else {
                let u = (x & mask(w)) as u64;
                match to {
                    Type::F32 => f64::from(u as f32),
                    _ => u as f64,
                }
            };
            float_bits(r)
        }
        Opcode::FPToSI | Opcode::FPToUI => {
            let w = int_width(to);
            if w == 0 || w > 64 {
                return None;
            }
            let t = normal_float(from, x as u64)?.trunc();
            let fits = if op == Opcode::FPToSI {
                let lim = 2f64.powi(w as i32 - 1);
                t >= -lim && t < lim
            } else {
                t >= 0.0 && t < 2f64.powi(w as i32)
            };
            if !fits {
                return None;
            }
            Some(if op == Opcode::FPToSI {
                (t as i64 as u128) & mask(w)
            } else {
                t as u64 as u128
            })
        }
        _ => None,
    }
}

/// Folds a float comparison of two normal (or zero) f32/f64 values;
/// `None` for NaN and subnormal operands (`setp.ftz` flushes those).
pub fn fcmp(p: FloatPred, ty: Type, x: u64, y: u64) -> Option<bool> {
    let (a, b) = (normal_float(ty, x)?, normal_float(ty, y)?);
    use FloatPred::*;
    Some(match p {
        False | Uno => false,
        True | Ord => true,
        Oeq | Ueq => a == b,
        Ogt | Ugt => a > b,
        Oge | Uge => a >= b,
        Olt | Ult => a < b,
        Ole | Ule => a <= b,
        One | Une => a != b,
    })
}

/// Folds a pure float intrinsic on normal (or zero) f32/f64 operands:
/// `fabs`, min/max (not of two zeros of opposite sign, whose order PTX
/// and LLVM may not agree on), and f32 `lg2.approx`/`ex2.approx` where the
/// result is exact (a power of two in, an integer out, or back). `None` for anything else or a result that
/// is not normal or zero. `fma` is not folded: the random-kernel
/// differential test checks each kernel bit for bit with every `fma`
/// call unfused on both sides, which a folded call would escape.
pub fn float_intrinsic(intr: Intr, ty: Type, args: &[u64]) -> Option<u64> {
    let vals: Option<Vec<f64>> = args.iter().map(|&x| normal_float(ty, x)).collect();
    let v = vals?;
    let r = match (intr, v.as_slice()) {
        (Intr::Fabs { .. }, [a]) => a.abs(),
        // `lg2.approx` of a power of two and `ex2.approx` of an integer:
        // the hardware's approximation is exact there (the mantissa's
        // logarithm, the fraction's power, are 0 and 1), and libNVVM folds
        // them alike (`__log2f(16)`, `__powf(2, i)` in an unrolled loop).
        (
            Intr::Approx {
                op: ApproxOp::Lg2, ..
            },
            [a],
        ) if ty == Type::F32 && *a > 0.0 => {
            let k = a.log2();
            if k.fract() != 0.0 || 2f64.powi(k as i32) != *a {
                return None;
            }
            k
        }
        (
            Intr::Approx {
                op: ApproxOp::Ex2, ..
            },
            [a],
        ) if ty == Type::F32 && a.fract() == 0.0 && (-126.0..=127.0).contains(a) => {
            2f64.powi(*a as i32)
        }
        (Intr::MinMax { max, .. }, [a, b]) => {
            if *a == 0.0 && *b == 0.0 && a.is_sign_negative() != b.is_sign_negative() {
                return None;
            }
            if max {
                a.max(*b)
            } else {
                a.min(*b)
            }
        }
        _ => return None,
    };
    let bits = match ty {
        Type::F32 => u64::from((r as f32).to_bits()),
        _ => r.to_bits(),
    };
    normal_float(ty, bits).map(|_| bits)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conversions_fold_only_where_defined_and_normal() {
        use Opcode::*;
        let f32b = |v: f32| u128::from(v.to_bits());
        let f64b = |v: f64| u128::from(v.to_bits());
        assert_eq!(
            float_cast(FPExt, Type::F32, Type::F64, f32b(1.5)),
            Some(f64b(1.5))
        );
        assert_eq!(
            float_cast(FPTrunc, Type::F64, Type::F32, f64b(0.1)),
            Some(f32b(0.1))
        );
        assert_eq!(
            float_cast(SIToFP, Type::Int(8), Type::F32, 0xff),
            Some(f32b(-1.0))
        );
        assert_eq!(
            float_cast(UIToFP, Type::Int(8), Type::F64, 0xff),
            Some(f64b(255.0))
        );
        // 2^53 + 1 rounds to even once, straight to f32.
        let big = (1u128 << 53) + 1;
        assert_eq!(
            float_cast(SIToFP, Type::Int(64), Type::F32, big),
            Some(f32b(9007199254740992.0))
        );
        assert_eq!(
            float_cast(FPToSI, Type::F32, Type::Int(32), f32b(-2.75)),
            Some(0xffff_fffe)
        );
        assert_eq!(
            float_cast(FPToUI, Type::F64, Type::Int(8), f64b(255.9)),
            Some(255)
        );
        // Poison (out of range), NaN and subnormals stay as they are.
        assert_eq!(
            float_cast(FPToUI, Type::F64, Type::Int(8), f64b(256.0)),
            None
        );
        assert_eq!(
            float_cast(FPToSI, Type::F32, Type::Int(32), f32b(-1.0e10)),
            None
        );
        assert_eq!(
            float_cast(FPExt, Type::F32, Type::F64, f32b(f32::NAN)),
            None
        );
        assert_eq!(float_cast(FPExt, Type::F32, Type::F64, 1), None);
        assert_eq!(
            float_cast(FPTrunc, Type::F64, Type::F32, f64b(1.0e-40)),
            None
        );
        assert_eq!(
            float_cast(FPTrunc, Type::F64, Type::F32, f64b(1.0e300)),
            None
        );
    }

    #[test]
    fn comparisons_and_intrinsics_fold_on_normal_values() {
        use crate::ir::intrinsics::Round;
        let f = |v: f32| u64::from(v.to_bits());
        assert_eq!(fcmp(FloatPred::Olt, Type::F32, f(1.0), f(2.0)), Some(true));
        assert_eq!(fcmp(FloatPred::Uge, Type::F32, f(1.0), f(2.0)), Some(false));
        assert_eq!(fcmp(FloatPred::Oeq, Type::F32, f(-0.0), f(0.0)), Some(true));
        assert_eq!(fcmp(FloatPred::Olt, Type::F32, f(f32::NAN), f(2.0)), None);
        assert_eq!(fcmp(FloatPred::Olt, Type::F32, 1, f(2.0)), None);
        let fabs = Intr::Fabs { ftz: false };
        assert_eq!(float_intrinsic(fabs, Type::F32, &[f(-2.0)]), Some(f(2.0)));
        let lg2 = Intr::Approx {
            op: ApproxOp::Lg2,
            ftz: false,
        };
        let ex2 = Intr::Approx {
            op: ApproxOp::Ex2,
            ftz: true,
        };
        assert_eq!(float_intrinsic(lg2, Type::F32, &[f(16.0)]), Some(f(4.0)));
        assert_eq!(float_intrinsic(lg2, Type::F32, &[f(0.125)]), Some(f(-3.0)));
        // Inexact or outside the domain: left to the hardware.
        assert_eq!(float_intrinsic(lg2, Type::F32, &[f(10.0)]), None);
        assert_eq!(float_intrinsic(lg2, Type::F32, &[f(-4.0)]), None);
        assert_eq!(float_intrinsic(lg2, Type::F32, &[f(0.0)]), None);
        assert_eq!(float_intrinsic(ex2, Type::F32, &[f(3.0)]), Some(f(8.0)));
        assert_eq!(float_intrinsic(ex2, Type::F32, &[f(-2.0)]), Some(f(0.25)));
        assert_eq!(float_intrinsic(ex2, Type::F32, &[f(0.5)]), None);
        assert_eq!(float_intrinsic(ex2, Type::F32, &[f(128.0)]), None);
        assert_eq!(float_intrinsic(ex2, Type::F32, &[f(-127.0)]), None);
        let max = Intr::MinMax {
            max: true,
            nan: false,
            ftz: false,
        };
        assert_eq!(
            float_intrinsic(max, Type::F32, &[f(1.0), f(2.0)]),
            Some(f(2.0))
        );
        assert_eq!(float_intrinsic(max, Type::F32, &[f(-0.0), f(0.0)]), None);
        let fma = Intr::Fma {
            mode: Round::Rn,
            ftz: false,
            sat: false,
        };
        assert_eq!(
            float_intrinsic(fma, Type::F32, &[f(2.0), f(3.0), f(1.0)]),
            None
        );
    }

    #[test]
    fn undefined_operations_do_not_fold() {
        assert_eq!(int_binary(Opcode::UDiv, 32, 7, 0), None);
        assert_eq!(int_binary(Opcode::SDiv, 32, 0x8000_0000, 0xffff_ffff), None);
        assert_eq!(int_binary(Opcode::Shl, 32, 1, 32), None);
        assert_eq!(float_binary(Opcode::FDiv, Type::F32, 0, 0), None);
    }

    #[test]
    fn folds_wrap_and_sign_extend() {
        assert_eq!(int_binary(Opcode::Add, 8, 0xff, 1), Some(0));
        assert_eq!(
            int_binary(Opcode::SDiv, 32, 0xffff_fff9, 2),
            Some(0xffff_fffd)
        );
        assert_eq!(int_binary(Opcode::AShr, 16, 0x8000, 15), Some(0xffff));
        assert!(icmp(IntPred::Slt, 32, 0xffff_ffff, 0));
        assert!(!icmp(IntPred::Ult, 32, 0xffff_ffff, 0));
        assert_eq!(
            int_cast(Opcode::SExt, Type::Int(32), Type::Int(64), 0x8000_0000),
            Some(0xffff_ffff_8000_0000)
        );
    }
}
