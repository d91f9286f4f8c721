//! Scalar values: integer, boolean and float expressions and constants.
//!
//! Invariants: no expression is undefined or poison for any operand
//! values. Shift amounts are constants below the width or `x & (w - 1)`;
//! divisors are nonzero constants (never `-1` for signed division), `x | 1`
//! (unsigned), `(x >> 1) | 1` or `(x & 63) + 1` (positive, so never zero
//! or `-1`); float-to-int conversions see values clamped strictly inside
//! the target's range, NaN mapped to 0 or a bound; `abs`, `ctlz` and
//! `cttz` get `false` for their poison flags; the only flag ever set is
//! `contract` on `fadd`/`fsub`/`fmul`. Operands nest at most [`MAX_EXPR`]
//! deep, so one statement stays small.

use super::state::{Gen, CONTRACT};
use dialects::ir::*;

/// Deepest operand nesting of one expression.
pub(crate) const MAX_EXPR: u32 = 3;

#[derive(Copy, Clone)]
enum IntKind {
    Arith,
    Shift,
    Div,
    Select,
    Ext,
    Trunc,
    FromFloat,
    FromBits,
    Load,
    Intr,
    Sreg,
}

#[derive(Copy, Clone)]
enum BoolKind {
    ICmp,
    FCmp,
    Logic,
    Not,
    Trunc,
    Select,
}

#[derive(Copy, Clone)]
enum FloatKind {
    Arith,
    Fma,
    Neg,
    Select,
    FromInt,
    Convert,
    FromBits,
    Load,
    Intr,
}

/// The width of an integer type.
pub(crate) fn width(t: Type) -> u32 {
    match t {
        Type::Int(w) => w as u32,
        _ => unreachable!("not an integer type: {t}"),
    }
}

/// `f32` or `f64`, as intrinsic names spell it.
pub(crate) fn fname(t: Type) -> &'static str {
    match t {
        Type::F16 => "f16",
        Type::F32 => "f32",
        _ => "f64",
    }
}

/// Bounds strictly inside the range of an integer of width `w` and exactly
/// representable in the float type `ft`, for clamping before
/// `fptosi`/`fptoui`.
fn int_bounds(w: u32, signed: bool, ft: Type) -> (f64, f64) {
    match (w, signed) {
        (32 | 64, true) if ft == Type::F16 => (-60000.0, 60000.0),
        (32 | 64, false) if ft == Type::F16 => (0.0, 60000.0),
        (8, true) => (-100.0, 100.0),
        (8, false) => (0.0, 200.0),
        (16, true) => (-30000.0, 30000.0),
        (16, false) => (0.0, 60000.0),
        (32, true) => (-2e9, 2e9),
        (32, false) => (0.0, 4e9),
        (_, true) => (-9e18, 9e18),
        (_, false) => (0.0, 1.8e19),
    }
}

impl Gen<'_> {
    /// A random value type (no floats unless enabled).
    pub(crate) fn pick_type(&mut self) -> Type {
        let f = self.cfg.floats as u32;
        self.rng.weighted(&[
            (36, ty::I32),
            (18, ty::I64),
            (5, ty::I16),
            (4, ty::I8),
            (5, ty::I1),
            (22 * f, Type::F32),
            (9 * f, Type::F64),
            (4 * f * self.cfg.half as u32, Type::F16),
        ])
    }

    /// A float type (`f32` more often).
    pub(crate) fn pick_float(&mut self) -> Type {
        let h = self.cfg.half as u32;
        self.rng
            .weighted(&[(12, Type::F32), (7, Type::F64), (2 * h, Type::F16)])
    }

    /// An operand of type `ty` at expression depth `depth`: an available
    /// value, a constant, or a new expression.
    pub(crate) fn operand(&mut self, ty: Type, depth: u32) -> Value {
        let r = self.rng.below(100);
        if r < 60 || depth >= MAX_EXPR {
            if let Some(v) = self.pool.pick(ty, &mut self.rng) {
                return v;
            }
        }
        if r < 80 || depth >= MAX_EXPR {
            return self.constant(ty);
        }
        self.new_value(ty, depth + 1)
    }

    /// A new value of type `ty`, made available to later instructions.
    pub(crate) fn new_value(&mut self, ty: Type, depth: u32) -> Value {
        let v = match ty {
            Type::Int(1) => self.new_bool(depth),
            Type::Int(w) => self.new_int(w as u32, depth),
            _ => self.new_float(ty, depth),
        };
        self.keep(v)
    }

    /// A constant of type `ty`: small values, extremes, random bits; for
    /// floats also signed zeros, subnormals, infinities and NaN.
    pub(crate) fn constant(&mut self, ty: Type) -> Value {
        match ty {
            Type::Int(1) => {
                let b = self.rng.below(2) as i128;
                self.iconst(ty, b)
            }
            Type::Int(w) => {
                let v: i128 = match self.rng.below(20) {
                    0..=13 => self.rng.pick(&[
                        0, 1, 2, 3, 5, 7, 8, 16, 31, 32, 63, 100, 255, 1000, -1, -2, -8, -100,
                    ]),
                    14 => (1i128 << (w - 1)) - 1,
                    15 => 1i128 << (w - 1),
                    _ => self.rng.bits() as i128,
                };
                self.iconst(ty, v)
            }
            _ => {
                let x = match self.rng.below(20) {
                    0..=13 => self.rng.pick(&[
                        0.0, -0.0, 1.0, -1.0, 0.5, 2.0, -2.5, 3.0, 0.1, 1e-3, 100.0, 65504.0, 1e10,
                        -7.75,
                    ]),
                    14 => self.rng.pick(&[
                        f64::INFINITY,
                        f64::NEG_INFINITY,
                        f64::NAN,
                        1e-40,
                        f32::MIN_POSITIVE as f64,
                        1e-310,
                        3.0e38,
                    ]),
                    _ => (self.rng.below(8000) as f64 - 4000.0) / 1000.0,
                };
                self.fconst(ty, x)
            }
        }
    }

    // ------------------------------------------------------------ integers

    fn new_int(&mut self, w: u32, depth: u32) -> Value {
        use IntKind as K;
        let t = Type::Int(w as u16);
        let fl = self.cfg.floats as u32;
        let load = self.has_input(t) as u32;
        let intr = self.cfg.intrinsics as u32;
        let k = self.rng.weighted(&[
            (30, K::Arith),
            (8, K::Shift),
            (6, K::Div),
            (6, K::Select),
            (7, K::Ext),
            ((w < 64) as u32 * 6, K::Trunc),
            (5 * fl, K::FromFloat),
            (
                (w >= 32 || (w == 16 && self.cfg.half)) as u32 * 2 * fl,
                K::FromBits,
            ),
            (6 * load, K::Load),
            (5 * intr, K::Intr),
            ((w == 32) as u32 * 2, K::Sreg),
        ]);
        let d = depth + 1;
        match k {
            K::Arith => {
                let op = self.rng.weighted(&[
                    (5, Opcode::Add),
                    (3, Opcode::Sub),
                    (3, Opcode::Mul),
                    (2, Opcode::And),
                    (2, Opcode::Or),
                    (2, Opcode::Xor),
                ]);
                let a = self.operand(t, d);
                let b = self.operand(t, d);
                self.op(op, &[a, b], t)
            }
            K::Shift => {
                let op = self.rng.pick(&[Opcode::Shl, Opcode::LShr, Opcode::AShr]);
                let a = self.operand(t, d);
                let amt = self.shift_amount(t, d);
                self.op(op, &[a, amt], t)
            }
            K::Div => self.division(t, d),
            K::Select => {
                let c = self.operand(ty::I1, d);
                let a = self.operand(t, d);
                let b = self.operand(t, d);
                self.op(Opcode::Select, &[c, a, b], t)
            }
            K::Ext => {
                let from: Vec<u32> = [1, 8, 16, 32].into_iter().filter(|&x| x < w).collect();
                let from = self.rng.pick(&from);
                let x = self.operand(Type::Int(from as u16), d);
                let op = self.rng.pick(&[Opcode::ZExt, Opcode::SExt]);
                self.op(op, &[x], t)
            }
            K::Trunc => {
                let from: Vec<u32> = [16, 32, 64].into_iter().filter(|&x| x > w).collect();
                let from = self.rng.pick(&from);
                let x = self.operand(Type::Int(from as u16), d);
                self.op(Opcode::Trunc, &[x], t)
            }
            K::FromFloat => self.float_to_int(w, d),
            K::FromBits => {
                let ft = match w {
                    16 => Type::F16,
                    32 => Type::F32,
                    _ => Type::F64,
                };
                let x = self.operand(ft, d);
                self.op(Opcode::Bitcast, &[x], t)
            }
            K::Load => self.load_input_of(t, d),
            K::Intr => self.int_intrinsic(w, d),
            K::Sreg => {
                let name = self.rng.pick(&[
                    "tid.x", "ctaid.x", "ntid.x", "nctaid.x", "tid.y", "ntid.y", "laneid",
                    "warpsize",
                ]);
                self.sreg(name)
            }
        }
    }

    /// A shift amount below the width of `t`.
    fn shift_amount(&mut self, t: Type, d: u32) -> Value {
        let w = width(t);
        if self.rng.chance(45) {
            let k = self.rng.below(w as u64) as i128;
            self.iconst(t, k)
        } else {
            let x = self.operand(t, d);
            let m = self.iconst(t, w as i128 - 1);
            self.bin(Opcode::And, x, m)
        }
    }

    /// A division or remainder whose divisor can be neither zero nor (for
    /// signed ones) `-1`.
    fn division(&mut self, t: Type, d: u32) -> Value {
        let signed = self.rng.chance(50);
        let op = if signed {
            self.rng.pick(&[Opcode::SDiv, Opcode::SRem])
        } else {
            self.rng.pick(&[Opcode::UDiv, Opcode::URem])
        };
        let a = self.operand(t, d);
        let div = match self.rng.below(3) {
            0 => {
                let c = if signed {
                    self.rng
                        .pick(&[1, 2, 3, 5, 7, 10, 16, 100, -2, -3, -7, -16])
                } else {
                    self.rng.pick(&[1, 2, 3, 7, 10, 16, 255, -1])
                };
                self.iconst(t, c)
            }
            1 => {
                let x = self.operand(t, d);
                let one = self.iconst(t, 1);
                let x = if signed {
                    self.bin(Opcode::LShr, x, one)
                } else {
                    x
                };
                self.bin(Opcode::Or, x, one)
            }
            _ => {
                let x = self.operand(t, d);
                let m = self.iconst(t, 63);
                let low = self.bin(Opcode::And, x, m);
                let one = self.iconst(t, 1);
                self.bin(Opcode::Add, low, one)
            }
        };
        self.op(op, &[a, div], t)
    }

    /// `fptosi`/`fptoui` of a float clamped into the target's range.
    fn float_to_int(&mut self, w: u32, d: u32) -> Value {
        let ft = self.pick_float();
        let signed = self.rng.chance(60);
        let x = self.operand(ft, d);
        let (lo, hi) = int_bounds(w, signed, ft);
        let lo_c = self.fconst(ft, lo);
        let hi_c = self.fconst(ft, hi);
        let clamped = if self.cfg.intrinsics && self.rng.chance(40) {
            // maxnum(NaN, lo) = lo.
            let m = self.intr(&format!("llvm.maxnum.{}", fname(ft)), &[x, lo_c], ft);
            self.intr(&format!("llvm.minnum.{}", fname(ft)), &[m, hi_c], ft)
        } else {
            // Ordered comparisons are false for NaN, which becomes 0.
            let below = self.fcmp(FloatPred::Olt, x, hi_c);
            let pred = if signed {
                FloatPred::Ogt
            } else {
                FloatPred::Oge
            };
            let above = self.fcmp(pred, x, lo_c);
            let ok = self.bin(Opcode::And, below, above);
            let zero = self.fconst(ft, 0.0);
            self.op(Opcode::Select, &[ok, x, zero], ft)
        };
        let op = if signed {
            Opcode::FPToSI
        } else {
            Opcode::FPToUI
        };
        self.op(op, &[clamped], Type::Int(w as u16))
    }

    /// An integer math intrinsic on `i<w>`.
    fn int_intrinsic(&mut self, w: u32, d: u32) -> Value {
        let t = Type::Int(w as u16);
        let mut names = vec![
            "smin",
            "smax",
            "umin",
            "umax",
            "ctpop",
            "ctlz",
            "cttz",
            "bitreverse",
            "fshl",
            "fshr",
        ];
        if w >= 16 {
            names.extend(["abs", "bswap"]);
        }
        // Overflow and saturating arithmetic, at the widths the selector
        // lowers (all widths with `unsupported`).
        let any = self.cfg.unsupported;
        if w >= 32 || any {
            names.extend([
                "sadd.with.overflow",
                "uadd.with.overflow",
                "ssub.with.overflow",
                "usub.with.overflow",
                "smul.with.overflow",
                "umul.with.overflow",
                "uadd.sat",
                "usub.sat",
            ]);
        }
        if w == 32 || any {
            names.extend(["sadd.sat", "ssub.sat"]);
        }
        let name = self.rng.pick(&names);
        let full = format!("llvm.{name}.i{w}");
        let a = self.operand(t, d);
        if name.ends_with(".with.overflow") {
            // {result, overflowed}: both halves become values.
            let b = self.operand(t, d);
            let st = Type::structure(vec![t, ty::I1], false);
            let pair = self.intr(&full, &[a, b], st);
            let ov = self.emit(
                Opcode::ExtractValue,
                &[pair],
                Attrs::Indices(vec![1]),
                ty::I1,
            );
            self.keep(ov);
            return self.emit(Opcode::ExtractValue, &[pair], Attrs::Indices(vec![0]), t);
        }
        match name {
            "sadd.sat" | "ssub.sat" | "uadd.sat" | "usub.sat" => {
                let b = self.operand(t, d);
                self.intr(&full, &[a, b], t)
            }
            "smin" | "smax" | "umin" | "umax" => {
                let b = self.operand(t, d);
                self.intr(&full, &[a, b], t)
            }
            "abs" | "ctlz" | "cttz" => {
                let no_poison = self.iconst(ty::I1, 0);
                self.intr(&full, &[a, no_poison], t)
            }
            "fshl" | "fshr" => {
                // The amount is taken modulo the width.
                let b = self.operand(t, d);
                let c = self.operand(t, d);
                self.intr(&full, &[a, b, c], t)
            }
            _ => self.intr(&full, &[a], t),
        }
    }

    // ------------------------------------------------------------ booleans

    fn new_bool(&mut self, depth: u32) -> Value {
        use BoolKind as K;
        let fl = self.cfg.floats as u32;
        let k = self.rng.weighted(&[
            (40, K::ICmp),
            (20 * fl, K::FCmp),
            (15, K::Logic),
            (5, K::Not),
            (6, K::Trunc),
            (4, K::Select),
        ]);
        let d = depth + 1;
        match k {
            K::ICmp => {
                let w = self.rng.pick(&[8, 16, 32, 32, 32, 64, 64]);
                let a = self.operand(Type::Int(w as u16), d);
                let b = self.operand(Type::Int(w as u16), d);
                let p = self.rng.pick(IntPred::ALL);
                self.icmp(p, a, b)
            }
            K::FCmp => {
                let ft = self.pick_float();
                let a = self.operand(ft, d);
                let b = self.operand(ft, d);
                let p = self.rng.pick(&FloatPred::ALL[1..FloatPred::ALL.len() - 1]);
                self.fcmp(p, a, b)
            }
            K::Logic => {
                // add/sub/mul of i1 are xor/xor/and, legal if rare in IR.
                let op = self.rng.weighted(&[
                    (4, Opcode::And),
                    (4, Opcode::Or),
                    (4, Opcode::Xor),
                    (1, Opcode::Add),
                    (1, Opcode::Sub),
                    (1, Opcode::Mul),
                ]);
                let a = self.operand(ty::I1, d);
                let b = self.operand(ty::I1, d);
                self.bin(op, a, b)
            }
            K::Not => {
                let a = self.operand(ty::I1, d);
                let t = self.iconst(ty::I1, 1);
                self.bin(Opcode::Xor, a, t)
            }
            K::Trunc => {
                let w = self.rng.pick(&[8, 16, 32, 64]);
                let x = self.operand(Type::Int(w as u16), d);
                self.op(Opcode::Trunc, &[x], ty::I1)
            }
            K::Select => {
                let c = self.operand(ty::I1, d);
                let a = self.operand(ty::I1, d);
                let b = self.operand(ty::I1, d);
                self.op(Opcode::Select, &[c, a, b], ty::I1)
            }
        }
    }

    // ------------------------------------------------------------ floats

    fn new_float(&mut self, t: Type, depth: u32) -> Value {
        use FloatKind as K;
        let load = self.has_input(t) as u32;
        let intr = self.cfg.intrinsics as u32;
        let k = self.rng.weighted(&[
            (30, K::Arith),
            (8, K::Fma),
            (4, K::Neg),
            (5, K::Select),
            (8, K::FromInt),
            (5, K::Convert),
            (2, K::FromBits),
            (6 * load, K::Load),
            (6 * intr, K::Intr),
        ]);
        let d = depth + 1;
        match k {
            K::Arith => {
                let op = self.rng.weighted(&[
                    (3, Opcode::FAdd),
                    (2, Opcode::FSub),
                    (3, Opcode::FMul),
                    (1, Opcode::FDiv),
                ]);
                let a = self.operand(t, d);
                let b = self.operand(t, d);
                let fm = if op != Opcode::FDiv && self.rng.chance(30) {
                    CONTRACT
                } else {
                    FastMath::default()
                };
                self.emit(op, &[a, b], Attrs::Float(fm), t)
            }
            K::Fma => {
                // a * b + c with `contract` on both: an fma candidate.
                let a = self.operand(t, d);
                let b = self.operand(t, d);
                let p = self.emit(Opcode::FMul, &[a, b], Attrs::Float(CONTRACT), t);
                let c = self.operand(t, d);
                let op = self.rng.pick(&[Opcode::FAdd, Opcode::FAdd, Opcode::FSub]);
                let args = if self.rng.chance(50) { [p, c] } else { [c, p] };
                self.emit(op, &args, Attrs::Float(CONTRACT), t)
            }
            K::Neg => {
                let a = self.operand(t, d);
                self.op(Opcode::FNeg, &[a], t)
            }
            K::Select => {
                let c = self.operand(ty::I1, d);
                let a = self.operand(t, d);
                let b = self.operand(t, d);
                self.op(Opcode::Select, &[c, a, b], t)
            }
            K::FromInt => {
                let w = self.rng.pick(&[1, 8, 16, 32, 32, 64]);
                let x = self.operand(Type::Int(w as u16), d);
                let op = self.rng.pick(&[Opcode::SIToFP, Opcode::UIToFP]);
                self.op(op, &[x], t)
            }
            K::Convert => {
                let h = self.cfg.half as u32;
                let from = self.rng.weighted(&[
                    ((t != Type::F32) as u32 * 3, Type::F32),
                    ((t != Type::F64) as u32 * 2, Type::F64),
                    ((t != Type::F16) as u32 * h, Type::F16),
                ]);
                let op = if from.bits() < t.bits() {
                    Opcode::FPExt
                } else {
                    Opcode::FPTrunc
                };
                let x = self.operand(from, d);
                self.op(op, &[x], t)
            }
            K::FromBits => {
                let it = Type::Int(t.bits() as u16);
                let x = self.operand(it, d);
                self.op(Opcode::Bitcast, &[x], t)
            }
            K::Load => self.load_input_of(t, d),
            K::Intr => self.float_intrinsic(t, d),
        }
    }

    /// A float math intrinsic computed exactly (no approximations, and not
    /// `fmuladd`, which may round once or twice: results are defined bit
    /// for bit).
    fn float_intrinsic(&mut self, t: Type, d: u32) -> Value {
        let mut names = vec![
            "fabs",
            "sqrt",
            "floor",
            "ceil",
            "trunc",
            "rint",
            "round",
            "nearbyint",
            "minnum",
            "maxnum",
            "copysign",
            "fma",
        ];
        if t != Type::F64 || self.cfg.unsupported {
            names.extend(["minimum", "maximum"]);
        }
        let name = self.rng.pick(&names);
        let full = format!("llvm.{name}.{}", fname(t));
        let a = self.operand(t, d);
        match name {
            "minnum" | "maxnum" | "minimum" | "maximum" | "copysign" => {
                let b = self.operand(t, d);
                self.intr(&full, &[a, b], t)
            }
            "fma" => {
                let b = self.operand(t, d);
                let c = self.operand(t, d);
                self.intr(&full, &[a, b, c], t)
            }
            _ => self.intr(&full, &[a], t),
        }
    }
}
