//! Pure intrinsics of the nvvm interpreter: float math with rounding
//! modes, ftz and saturation, approximations, integer bit operations and
//! conversions. Each works lane-wise on vectors; undefined operands give
//! undefined results.

use dialects::ir::Type;

use super::error::Fault;
use super::float::{self, Round};
use super::nvvm_ops::{fround, fval, lanes1, lanes2, lanes3, nan_bits, narrow};
use super::ptx_exec::ops::{bmsk, dot, fns, prmt, szext, PrmtMode};
use super::values::{mask128, sext128, smax_of, smin_of, Val};
use dialects::ir::intrinsics::{
    ApproxOp, ArithOp, Fp8Form, IntBin, IntUn, Intr, LibmOp, OvOp, Ue8m0Form,
};

fn ftz_in(t: Type, ftz: bool, x: f64) -> f64 {
    if ftz && t == Type::F32 {
        float::ftz32(x as f32) as f64
    } else {
        x
    }
}

fn ftz_out(t: Type, ftz: bool, bits: u64) -> u64 {
    if ftz && t == Type::F32 {
        float::ftz32(f32::from_bits(bits as u32)).to_bits() as u64
    } else {
        bits
    }
}

fn f1(ty: Type, a: &Val, f: &dyn Fn(Type, f64) -> u64) -> Result<Val, Fault> {
    lanes1(ty, a, &|t, x| {
        Ok(x.bits().map_or(Val::U, |b| Val::B(f(t, fval(t, b as u64)))))
    })
}

fn f2(ty: Type, a: &Val, b: &Val, f: &dyn Fn(Type, f64, f64) -> u64) -> Result<Val, Fault> {
    lanes2(ty, a, b, &|t, x, y| match (x.bits(), y.bits()) {
        (Some(x), Some(y)) => Ok(Val::B(f(t, fval(t, x as u64), fval(t, y as u64)))),
        _ => Ok(Val::U),
    })
}

/// `fma` on any float type in `mode` with ftz/sat.
fn fma_bits(t: Type, a: f64, b: f64, c: f64, mode: Round, ftz: bool, sat: bool) -> u64 {
    let (a, b, c) = (ftz_in(t, ftz, a), ftz_in(t, ftz, b), ftz_in(t, ftz, c));
    let r = match t {
        Type::F32 => float::canon32(float::fma32(a as f32, b as f32, c as f32, mode)) as u64,
        Type::F64 => float::canon64(float::fma64(a, b, c, mode)),
        _ => {
            // f16/bf16: the product is exact in f64, the sum exact as hi+lo.
            let p = a * b;
            if !(p.is_finite() && c.is_finite()) {
                fround(t, p + c)
            } else {
                let (s, e) = float::two_sum(p, c);
                let fmt = narrow(t).expect("narrow type");
                if s == 0.0 && e == 0.0 {
                    fround(t, p + c)
                } else {
                    float::round_f64_to(s, e, fmt, mode)
                }
            }
        }
    };
    let r = ftz_out(t, ftz, r);
    if sat {
        fround(t, float::sat(fval(t, r)))
    } else {
        r
    }
}

/// Arithmetic in `mode` on f32 or f64 (others through f32).
fn arith_bits(t: Type, op: ArithOp, a: f64, b: f64, mode: Round, ftz: bool) -> u64 {
    let (a, b) = (ftz_in(t, ftz, a), ftz_in(t, ftz, b));
    let r = if t == Type::F64 {
        float::canon64(match op {
            ArithOp::Add => float::add64(a, b, mode),
            ArithOp::Mul => float::mul64(a, b, mode),
            ArithOp::Div => float::div64(a, b, mode),
            ArithOp::Sqrt => float::sqrt64(a, mode),
            ArithOp::Rcp => float::div64(1.0, a, mode),
        })
    } else {
        let (x, y) = (a as f32, b as f32);
        let r = match op {
            ArithOp::Add => float::add32(x, y, mode),
            ArithOp::Mul => float::mul32(x, y, mode),
            ArithOp::Div => float::div32(x, y, mode),
            ArithOp::Sqrt => float::sqrt32(x, mode),
            ArithOp::Rcp => float::div32(1.0, x, mode),
        };
        if t == Type::F32 {
            float::canon32(r) as u64
        } else {
            fround(t, r as f64)
        }
    };
    ftz_out(t, ftz, r)
}

fn approx_bits(t: Type, op: ApproxOp, a: f64, b: f64, ftz: bool) -> u64 {
    let (a, b) = (ftz_in(t, ftz, a), ftz_in(t, ftz, b));
    let r = if t == Type::F64 {
        float::canon64(match op {
            ApproxOp::Ex2 => a.exp2(),
            ApproxOp::Lg2 => a.log2(),
            ApproxOp::Sin => a.sin(),
            ApproxOp::Cos => a.cos(),
            ApproxOp::Rsqrt => float::rsqrt_approx64(a),
            ApproxOp::Rcp => 1.0 / a,
            ApproxOp::Sqrt => a.sqrt(),
            ApproxOp::Tanh => a.tanh(),
            ApproxOp::Div | ApproxOp::DivFull => a / b,
        })
    } else {
        let x = a as f32;
        let r = match op {
            ApproxOp::Ex2 => float::ex2_approx(x),
            ApproxOp::Lg2 => float::lg2_approx(x),
            ApproxOp::Sin => float::sin_approx(x),
            ApproxOp::Cos => float::cos_approx(x),
            ApproxOp::Rsqrt => float::rsqrt_approx(x),
            ApproxOp::Rcp => float::rcp_approx(x),
            ApproxOp::Sqrt => x.sqrt(),
            ApproxOp::Tanh => float::tanh_approx(x),
            ApproxOp::Div | ApproxOp::DivFull => (a / b) as f32,
        };
        if t == Type::F32 {
            float::canon32(r) as u64
        } else {
            fround(t, r as f64)
        }
    };
    ftz_out(t, ftz, r)
}

fn libm(op: LibmOp, a: f64, b: f64) -> f64 {
    match op {
        LibmOp::Exp => a.exp(),
        LibmOp::Exp2 => a.exp2(),
        LibmOp::Exp10 => 10f64.powf(a),
        LibmOp::Log => a.ln(),
        LibmOp::Log2 => a.log2(),
        LibmOp::Log10 => a.log10(),
        LibmOp::Sin => a.sin(),
        LibmOp::Cos => a.cos(),
        LibmOp::Tan => a.tan(),
        LibmOp::Tanh => a.tanh(),
        LibmOp::Pow => a.powf(b),
    }
}

fn ibits(t: Type) -> u32 {
    match t {
        Type::Int(b) => b as u32,
        _ => 64,
    }
}

fn int_unary(op: IntUn, t: Type, x: u128, flag: Option<bool>) -> Val {
    let bits = ibits(t);
    let m = mask128(bits);
    let r = match op {
        IntUn::Ctpop | IntUn::Popc32 => (x & m).count_ones() as u128,
        IntUn::Ctlz | IntUn::Clz32 => {
            if x == 0 && flag == Some(true) {
                return Val::U;
            }
            ((x & m).leading_zeros() - (128 - bits)) as u128
        }
        IntUn::Cttz => {
            if x == 0 {
                if flag == Some(true) {
                    return Val::U;
                }
                bits as u128
            } else {
                x.trailing_zeros() as u128
            }
        }
        IntUn::Bitrev => x.reverse_bits() >> (128 - bits),
        IntUn::Bswap => x.swap_bytes() >> (128 - bits),
        IntUn::Abs => {
            let s = sext128(x, bits);
            if s == smin_of(bits) && flag == Some(true) {
                return Val::U;
            }
            s.unsigned_abs()
        }
    };
    Val::int(bits, r)
}

fn int_binary(op: IntBin, t: Type, x: u128, y: u128) -> u128 {
    let bits = ibits(t);
    let m = mask128(bits);
    let (sx, sy) = (sext128(x, bits), sext128(y, bits));
    let (smax, smin) = (smax_of(bits), smin_of(bits));
    let r = match op {
        IntBin::SMin => sx.min(sy) as u128,
        IntBin::SMax => sx.max(sy) as u128,
        IntBin::UMin => x.min(y),
        IntBin::UMax => x.max(y),
        IntBin::SAddSat => sx.saturating_add(sy).clamp(smin, smax) as u128,
        IntBin::SSubSat => sx.saturating_sub(sy).clamp(smin, smax) as u128,
        IntBin::UAddSat => x.saturating_add(y).min(m),
        IntBin::USubSat => x.saturating_sub(y),
        IntBin::MulHiS => {
            // bits <= 64: the full product fits in i128.
            ((sx * sy) >> bits) as u128
        }
        IntBin::MulHiU => (x * y) >> bits,
        IntBin::Mul24S => (sext128(x, 24) * sext128(y, 24)) as u128,
        IntBin::Mul24U => (x & 0xff_ffff) * (y & 0xff_ffff),
    };
    r & m
}

fn overflow(op: OvOp, t: Type, x: u128, y: u128) -> (u128, bool) {
    let bits = ibits(t);
    let m = mask128(bits);
    let (sx, sy) = (sext128(x, bits), sext128(y, bits));
    let (smax, smin) = (smax_of(bits), smin_of(bits));
    match op {
        OvOp::UAdd => {
            let r = x.wrapping_add(y);
            (r & m, r > m || r < x)
        }
        OvOp::USub => (x.wrapping_sub(y) & m, y > x),
        OvOp::UMul => {
            let (r, o) = x.overflowing_mul(y);
            (r & m, o || r > m)
        }
        OvOp::SAdd => {
            let r = sx.wrapping_add(sy);
            (r as u128 & m, r > smax || r < smin)
        }
        OvOp::SSub => {
            let r = sx.wrapping_sub(sy);
            (r as u128 & m, r > smax || r < smin)
        }
        OvOp::SMul => match sx.checked_mul(sy) {
            Some(r) => (r as u128 & m, r > smax || r < smin),
            None => (sx.wrapping_mul(sy) as u128 & m, true),
        },
    }
}

/// Executes a pure (register-only) intrinsic: math and conversions.
/// Returns `None` for intrinsics that are not pure (the caller handles
/// synchronization, memory and special registers).
pub(crate) fn exec_pure(
    intr: &Intr,
    args: &[&Val],
    tys: &[Type],
    rty: Option<Type>,
) -> Option<Result<Val, Fault>> {
    use Intr::*;
    let t0 = tys.first().copied().unwrap_or(Type::F32);
    let a = |i: usize| args[i];
    let r = match *intr {
        // A float intrinsic declared on integers (malformed, but valid IR
        // to read) is refused when run.
        Fma { .. } if !t0.scalar().is_float() => {
            return Some(Err(Fault::unsupported(format!("fma on {t0}"))));
        }
        Fma { mode, ftz, sat } => lanes3(t0, a(0), a(1), a(2), &|t, x, y, z| {
            Ok(match (x.bits(), y.bits(), z.bits()) {
                (Some(x), Some(y), Some(z)) => Val::B(fma_bits(
                    t,
                    fval(t, x as u64),
                    fval(t, y as u64),
                    fval(t, z as u64),
                    mode,
                    ftz,
                    sat,
                )),
                _ => Val::U,
            })
        }),
        Arith { op, mode, ftz } => {
            if matches!(op, ArithOp::Sqrt | ArithOp::Rcp) {
                f1(t0, a(0), &|t, x| arith_bits(t, op, x, 0.0, mode, ftz))
            } else {
                f2(t0, a(0), a(1), &|t, x, y| {
                    arith_bits(t, op, x, y, mode, ftz)
                })
            }
        }
        MixedArith {
            sub,
            mode,
            sat,
            bf16,
        } => match (a(0).bits(), a(1).bits()) {
            (Some(x), Some(y)) => Ok(Val::B(u64::from(float::mixed_add32(
                x as u16,
                bf16,
                f32::from_bits(y as u32),
                sub,
                mode,
                sat,
            )))),
            _ => Ok(Val::U),
        },
        Approx { op, ftz } => {
            if matches!(op, ApproxOp::Div | ApproxOp::DivFull) {
                f2(t0, a(0), a(1), &|t, x, y| approx_bits(t, op, x, y, ftz))
            } else {
                f1(t0, a(0), &|t, x| approx_bits(t, op, x, 0.0, ftz))
            }
        }
        Fabs { ftz } => lanes1(t0, a(0), &|t, x| {
            Ok(x.bits().map_or(Val::U, |b| {
                let v = ftz_out(t, ftz, b as u64);
                Val::B(v & !(1u64 << (t.bits() - 1)))
            }))
        }),
        MinMax { max, nan, ftz } => f2(t0, a(0), a(1), &|t, x, y| {
            let (x, y) = (ftz_in(t, ftz, x), ftz_in(t, ftz, y));
            let r = match (max, nan) {
                (false, false) => float::minnum(x, y),
                (true, false) => float::maxnum(x, y),
                (false, true) => float::minimum(x, y),
                (true, true) => float::maximum(x, y),
            };
            r.map_or(nan_bits(t), |v| fround(t, v))
        }),
        Copysign => lanes2(t0, a(0), a(1), &|t, x, y| {
            Ok(match (x.bits(), y.bits()) {
                (Some(x), Some(y)) => {
                    let s = 1u128 << (t.bits() - 1);
                    Val::B(((x & !s) | (y & s)) as u64)
                }
                _ => Val::U,
            })
        }),
        RoundInt { mode, ftz } => f1(t0, a(0), &|t, x| {
            let x = ftz_in(t, ftz, x);
            fround(t, float::round_integral(x, mode))
        }),
        RoundAway => f1(t0, a(0), &|t, x| fround(t, x.round())),
        Saturate { ftz } => f1(t0, a(0), &|t, x| fround(t, float::sat(ftz_in(t, ftz, x)))),
        _ => return exec_libm(intr, args, tys, rty),
    };
    Some(r)
}

/// Library math, exponent scaling and float classes.
fn exec_libm(
    intr: &Intr,
    args: &[&Val],
    tys: &[Type],
    rty: Option<Type>,
) -> Option<Result<Val, Fault>> {
    use Intr::*;
    let t0 = tys.first().copied().unwrap_or(Type::F32);
    let a = |i: usize| args[i];
    let bits = |i: usize| args[i].bits();
    let r = match *intr {
        Libm(op) => {
            if op == LibmOp::Pow {
                f2(t0, a(0), a(1), &|t, x, y| fround(t, libm(op, x, y)))
            } else {
                f1(t0, a(0), &|t, x| fround(t, libm(op, x, 0.0)))
            }
        }
        Powi => {
            let n = bits(1).map(|v| sext128(v, ibits(tys[1])) as i32);
            f1(t0, a(0), &|t, x| match n {
                Some(n) => fround(t, x.powi(n)),
                None => nan_bits(t),
            })
        }
        Ldexp => {
            let n = bits(1).map(|v| sext128(v, ibits(tys[1])) as i32);
            f1(t0, a(0), &|t, x| match n {
                // Two steps keep intermediate values finite for large |n|.
                Some(n) => fround(
                    t,
                    x * 2f64.powi(n.clamp(-1100, 1100) / 2)
                        * 2f64.powi(n.clamp(-1100, 1100) - n.clamp(-1100, 1100) / 2),
                ),
                None => nan_bits(t),
            })
        }
        IsFpClass => {
            let test = bits(1).unwrap_or(0) as u32;
            lanes1(t0, a(0), &|t, x| {
                let Some(b) = x.bits() else {
                    return Ok(Val::U);
                };
                let v = fval(t, b as u64);
                let quiet_bit = match t {
                    Type::F64 => 1u64 << 51,
                    Type::F32 => 1 << 22,
                    Type::F16 => 1 << 9,
                    _ => 1 << 6,
                };
                let class = if v.is_nan() {
                    if b as u64 & quiet_bit != 0 {
                        1
                    } else {
                        0
                    }
                } else {
                    let neg = v.is_sign_negative();
                    let k = if v.is_infinite() {
                        0
                    } else if v == 0.0 {
                        3
                    } else if is_subnormal(t, b as u64) {
                        2
                    } else {
                        1
                    };
                    if neg {
                        2 + k
                    } else {
                        9 - k
                    }
                };
                Ok(Val::B((test >> class & 1) as u64))
            })
        }
        Canonicalize => f1(t0, a(0), &fround),
        _ => return exec_int(intr, args, tys, rty),
    };
    Some(r)
}

/// Integer arithmetic and bit counting.
fn exec_int(
    intr: &Intr,
    args: &[&Val],
    tys: &[Type],
    rty: Option<Type>,
) -> Option<Result<Val, Fault>> {
    use Intr::*;
    let t0 = tys.first().copied().unwrap_or(Type::F32);
    let a = |i: usize| args[i];
    let bits = |i: usize| args[i].bits();
    let r = match *intr {
        IntUnary(op) => {
            let flag = args.get(1).and_then(|v| v.bits()).map(|f| f != 0);
            let v = lanes1(t0, a(0), &|t, x| {
                Ok(x.bits().map_or(Val::U, |b| int_unary(op, t, b, flag)))
            });
            if matches!(op, IntUn::Popc32 | IntUn::Clz32) {
                v.map(|v| match v.bits() {
                    Some(b) => Val::B(b as u64),
                    None => v,
                })
            } else {
                v
            }
        }
        IntBinary(op) => lanes2(t0, a(0), a(1), &|t, x, y| {
            Ok(match (x.bits(), y.bits()) {
                (Some(x), Some(y)) => Val::int(ibits(t), int_binary(op, t, x, y)),
                _ => Val::U,
            })
        }),
        Overflow(op) => {
            let (Some(x), Some(y)) = (bits(0), bits(1)) else {
                return Some(Ok(Val::A(Box::new([Val::U, Val::U]))));
            };
            let (r, o) = overflow(op, t0, x, y);
            Ok(Val::A(Box::new([Val::int(ibits(t0), r), Val::B(o as u64)])))
        }
        _ => return exec_shift_permute(intr, args, tys, rty),
    };
    Some(r)
}

/// Funnel shifts, rotates, byte permutes and sad.
fn exec_shift_permute(
    intr: &Intr,
    args: &[&Val],
    tys: &[Type],
    rty: Option<Type>,
) -> Option<Result<Val, Fault>> {
    use Intr::*;
    let t0 = tys.first().copied().unwrap_or(Type::F32);
    let a = |i: usize| args[i];
    let bits = |i: usize| args[i].bits();
    let r = match *intr {
        Funnel { left, clamp } => lanes3(t0, a(0), a(1), a(2), &|t, x, y, z| {
            let (Some(x), Some(y), Some(z)) = (x.bits(), y.bits(), z.bits()) else {
                return Ok(Val::U);
            };
            let w = ibits(t);
            // Clamped, a whole-width shift moves one operand across.
            if clamp && z >= u128::from(w) {
                return Ok(Val::int(w, if left { y } else { x }));
            }
            let s = (z % w as u128) as u32;
            let r = if s == 0 {
                if left {
                    x
                } else {
                    y
                }
            } else if left {
                (x << s) | (y >> (w - s))
            } else {
                (y >> s) | (x << (w - s))
            };
            Ok(Val::int(w, r))
        }),
        Rotate { left } => {
            let (Some(x), Some(n)) = (bits(0), bits(1)) else {
                return Some(Ok(Val::U));
            };
            let w = ibits(t0);
            let m = if w >= 128 {
                u128::MAX
            } else {
                (1u128 << w) - 1
            };
            let s = (n % w as u128) as u32;
            let s = if left { s } else { (w - s) % w };
            let x = x & m;
            let r = if s == 0 {
                x
            } else {
                (x << s | x >> (w - s)) & m
            };
            Ok(Val::int(w, r))
        }
        Prmt(mode) => {
            // The two-operand modes read a and the selector only.
            let three = matches!(mode, PrmtMode::Default | PrmtMode::F4e | PrmtMode::B4e);
            let (x, y, c) = if three {
                (bits(0), bits(1), bits(2))
            } else {
                (bits(0), Some(0), bits(1))
            };
            let (Some(x), Some(y), Some(c)) = (x, y, c) else {
                return Some(Ok(Val::U));
            };
            Ok(Val::B(prmt(mode, x as u32, y as u32, c as u32) as u64))
        }
        Dp {
            four,
            a_signed,
            b_signed,
        } => {
            // dp2a's third operand is the `.hi` flag; the accumulator is last.
            let (x, y, hi, z) = if four {
                (bits(0), bits(1), Some(0), bits(2))
            } else {
                (bits(0), bits(1), bits(2), bits(3))
            };
            let (Some(x), Some(y), Some(hi), Some(z)) = (x, y, hi, z) else {
                return Some(Ok(Val::U));
            };
            let d = dot(
                four,
                hi & 1 == 1,
                a_signed,
                b_signed,
                x as u32,
                y as u32,
                z as u32,
            );
            Ok(Val::B(d as u64))
        }
        Fns => {
            let (Some(m), Some(b), Some(o)) = (bits(0), bits(1), bits(2)) else {
                return Some(Ok(Val::U));
            };
            Ok(Val::B(u64::from(fns(m as u32, b as u32, o as u32 as i32))))
        }
        Bmsk { wrap } => {
            let (Some(a), Some(b)) = (bits(0), bits(1)) else {
                return Some(Ok(Val::U));
            };
            Ok(Val::B(u64::from(bmsk(wrap, a as u32, b as u32))))
        }
        Szext { signed, wrap } => {
            let (Some(a), Some(b)) = (bits(0), bits(1)) else {
                return Some(Ok(Val::U));
            };
            Ok(Val::B(u64::from(szext(wrap, signed, a as u32, b as u32))))
        }
        VectorReduce(op) => super::reduce::vector_reduce(op, args, tys),
        Sad { signed } => {
            let (Some(x), Some(y), Some(z)) = (bits(0), bits(1), bits(2)) else {
                return Some(Ok(Val::U));
            };
            let w = ibits(t0);
            let d = if signed {
                (sext128(x, w) - sext128(y, w)).unsigned_abs()
            } else {
                x.abs_diff(y)
            };
            Ok(Val::int(w, d.wrapping_add(z)))
        }
        _ => return exec_convert(intr, args, tys, rty),
    };
    Some(r)
}

/// Conversions and word moves.
fn exec_convert(
    intr: &Intr,
    args: &[&Val],
    tys: &[Type],
    rty: Option<Type>,
) -> Option<Result<Val, Fault>> {
    use Intr::*;
    let t0 = tys.first().copied().unwrap_or(Type::F32);
    let a = |i: usize| args[i];
    let bits = |i: usize| args[i].bits();
    let r = match *intr {
        D2iLo | D2iHi => Ok(bits(0).map_or(Val::U, |b| {
            Val::B(if *intr == D2iLo {
                b as u64 & 0xffff_ffff
            } else {
                (b as u64) >> 32
            })
        })),
        LohiI2d => Ok(match (bits(0), bits(1)) {
            (Some(lo), Some(hi)) => Val::B((hi as u64) << 32 | (lo as u64 & 0xffff_ffff)),
            _ => Val::U,
        }),
        F2I { mode, signed, ftz } => {
            let rt = rty.unwrap_or(Type::Int(32));
            lanes1(t0, a(0), &|t, x| {
                Ok(x.bits().map_or(Val::U, |b| {
                    let v = ftz_in(t, ftz, fval(t, b as u64));
                    let w = ibits(rt.scalar());
                    Val::int(w, float::float_to_int(v, mode, signed, w))
                }))
            })
        }
        I2F { mode, signed } => {
            let rt = rty.unwrap_or(Type::F32).scalar();
            Ok(bits(0).map_or(Val::U, |b| {
                let w = ibits(t0);
                Val::B(if signed {
                    float::int_to_float(sext128(b, w), narrow(rt), mode)
                } else {
                    float::uint_to_float(b, narrow(rt), mode)
                })
            }))
        }
        D2F { mode, ftz } => Ok(bits(0).map_or(Val::U, |b| {
            let r = float::canon32(float::f64_to_f32(f64::from_bits(b as u64), mode));
            Val::B(ftz_out(Type::F32, ftz, r as u64))
        })),
        F2H { mode, ftz } => Ok(bits(0).map_or(Val::U, |b| {
            let x = ftz_in(t0, ftz, fval(t0, b as u64));
            Val::B(float::f64_to_f16(x, mode) as u64)
        })),
        F2BF16 { mode, relu: false } => Ok(bits(0).map_or(Val::U, |b| {
            Val::B(float::f64_to_bf16(fval(t0, b as u64), mode) as u64)
        })),
        FromFp16 => {
            let rt = rty.unwrap_or(Type::F32);
            Ok(bits(0).map_or(Val::U, |b| {
                Val::B(fround(rt, float::f16_to_f32(b as u16) as f64))
            }))
        }
        BitcastNv | Expect => Ok(a(0).clone()),
        Fp8 { format, relu, form } => Ok(fp8_convert(format.into(), relu, form, args)),
        Ue8m0 {
            form,
            rp,
            satfinite,
        } => Ok(ue8m0_convert(form, rp, satfinite, args)),
        _ => return None,
    };
    Some(r)
}

/// `Intr::Fp8`: the lanes of `<2 x half>` are the low (0) and high (1)
/// halves of PTX's `.f16x2`.
fn fp8_convert(fmt: super::fp8::Fp8, relu: bool, form: Fp8Form, args: &[&Val]) -> Val {
    use super::fp8::{pack2, unpack2};
    let half = |v: &Val| v.bits().map(|b| fval(Type::F16, b as u64));
    match form {
        Fp8Form::FromF32 => match (args[0].bits(), args[1].bits()) {
            (Some(x), Some(y)) => {
                let (x, y) = (fval(Type::F32, x as u64), fval(Type::F32, y as u64));
                Val::B(u64::from(pack2(fmt, x, y, relu)))
            }
            _ => Val::U,
        },
        Fp8Form::FromF16x2 => match args[0] {
            Val::A(l) if l.len() == 2 => match (half(&l[0]), half(&l[1])) {
                (Some(lo), Some(hi)) => Val::B(u64::from(pack2(fmt, hi, lo, relu))),
                _ => Val::U,
            },
            _ => Val::U,
        },
        Fp8Form::ToF16x2 => match args[0].bits() {
            Some(b) => {
                let w = unpack2(fmt, b as u16, relu);
                Val::A(Box::new([
                    Val::B(u64::from(w & 0xffff)),
                    Val::B(u64::from(w >> 16)),
                ]))
            }
            None => Val::A(Box::new([Val::U, Val::U])),
        },
    }
}

/// `Intr::Ue8m0`: f32 operands (the first into the upper byte), or the
/// lanes of `<2 x bfloat>` (low and high halves of PTX's `.bf16x2`).
fn ue8m0_convert(form: Ue8m0Form, rp: bool, sat: bool, args: &[&Val]) -> Val {
    use super::fp8::{ue8m0_from_bits32, ue8m0_to_bf16};
    let code = |b: u64| u64::from(ue8m0_from_bits32(b as u32, rp, sat));
    match form {
        Ue8m0Form::FromF32 => match (args[0].bits(), args[1].bits()) {
            (Some(x), Some(y)) => Val::B(code(x as u64) << 8 | code(y as u64)),
            _ => Val::U,
        },
        Ue8m0Form::FromBf16x2 => match args[0] {
            Val::A(l) if l.len() == 2 => match (l[0].bits(), l[1].bits()) {
                (Some(lo), Some(hi)) => {
                    Val::B(code((hi as u64) << 16) << 8 | code((lo as u64) << 16))
                }
                _ => Val::U,
            },
            _ => Val::U,
        },
        Ue8m0Form::ToBf16x2 => match args[0].bits() {
            Some(b) => Val::A(Box::new([
                Val::B(u64::from(ue8m0_to_bf16(b as u8))),
                Val::B(u64::from(ue8m0_to_bf16((b >> 8) as u8))),
            ])),
            None => Val::A(Box::new([Val::U, Val::U])),
        },
    }
}

fn is_subnormal(t: Type, b: u64) -> bool {
    let (eb, mb) = match t {
        Type::F64 => (11, 52),
        Type::F32 => (8, 23),
        Type::F16 => (5, 10),
        _ => (8, 7),
    };
    (b >> mb) & ((1 << eb) - 1) == 0 && b & ((1 << mb) - 1) != 0
}
