//! LLVM's generic math intrinsics (fma, min/max, bit counting, rounding,
//! overflow and saturating arithmetic, approximate transcendentals) and the
//! per-lane helpers NVIDIA's spellings (`nvvm_math.rs`) and the
//! conversions (`cvt_intrinsics.rs`) share.

use super::func::{imm, reg, FnSel, R};
use super::packed::PackedOp;
use super::regs::{self, fty, ity, Ext};
use dialects::ir::intrinsics::{ArithOp, IntBin, IntUn, Intr, LibmOp, OvOp};
use dialects::ir::*;
use ptx::{Operand, Reg, RegClass};

/// The register class of a float computed as `t` (`f32` or `f64`).
pub(crate) fn f_class(t: &str) -> RegClass {
    if t == "f64" {
        RegClass::F64
    } else {
        RegClass::F32
    }
}

impl FnSel<'_> {
    /// Registers of the `n` scalar operands of a scalar intrinsic.
    pub(crate) fn scalar_operands(&mut self, inst: Inst, n: usize) -> R<Vec<Operand>> {
        let args = self.args(inst);
        if args.len() != n {
            return Err(format!("expected {n} operands, found {}", args.len()).into());
        }
        let mut ops = Vec::new();
        for &a in args {
            if self.ty(a).as_compound().is_some() {
                return Err(format!("operand of type {}", self.ty(a)).into());
            }
            ops.push(reg(self.src_reg(a, 0)?));
        }
        Ok(ops)
    }

    /// Applies `f` to every leaf of operand 0 into the result.
    pub(crate) fn lanes1(
        &mut self,
        inst: Inst,
        mut f: impl FnMut(&mut Self, Type, Reg) -> R<Reg>,
    ) -> R<()> {
        let a = *self.args(inst).first().ok_or("missing operand")?;
        let res = self.result(inst)?;
        let at = self.ty(a);
        let mut outs = Vec::new();
        for lane in 0..regs::leaf_count(at)? {
            let leaf = regs::leaf_type(at, lane)?;
            let r = self.src_reg(a, lane)?;
            outs.push(f(self, leaf, r)?);
        }
        self.define(res, outs)
    }

    /// Applies `f` to every leaf pair of operands 0 and 1.
    pub(crate) fn lanes2(
        &mut self,
        inst: Inst,
        mut f: impl FnMut(&mut Self, Type, Reg, Reg) -> R<Reg>,
    ) -> R<()> {
        let args = self.args_n(inst, 2)?;
        let (a, b) = (args[0], args[1]);
        let res = self.result(inst)?;
        let at = self.ty(a);
        let mut outs = Vec::new();
        for lane in 0..regs::leaf_count(at)? {
            let leaf = regs::leaf_type(at, lane)?;
            let ra = self.src_reg(a, lane)?;
            let rb = self.src_reg(b, lane)?;
            outs.push(f(self, leaf, ra, rb)?);
        }
        self.define(res, outs)
    }

    /// A float operation on f32/f64 directly, on f16/bf16 through f32 (exact
    /// for correctly rounded operations: f32 has more than twice their
    /// precision).
    pub(crate) fn via_f32(
        &mut self,
        leaf: Type,
        srcs: &[Reg],
        f: impl FnOnce(&mut Self, &'static str, Vec<Operand>) -> R<Reg>,
    ) -> R<Reg> {
        match leaf {
            Type::F32 | Type::F64 => f(self, fty(leaf), srcs.iter().map(|&r| reg(r)).collect()),
            Type::F16 | Type::BF16 => {
                let wide: Vec<Operand> =
                    srcs.iter().map(|&r| reg(self.widen_f32(r, leaf))).collect();
                let r = f(self, "f32", wide)?;
                self.narrow_f32(r, leaf)
            }
            _ => Err(format!("float operation on {leaf}").into()),
        }
    }

    /// The Math family: LLVM's generic operations here, NVIDIA's spellings
    /// in `nvvm_math.rs`.
    pub(crate) fn math(&mut self, inst: Inst, ia: &IntrinsicAttrs) -> R<()> {
        if ia.info.nvvm {
            return self.nvvm_math(inst, ia);
        }
        match ia.intr {
            Intr::Fma { .. } => self.fma(inst),
            Intr::Fabs { .. } => self.lanes1(inst, |s, leaf, r| {
                Ok(match leaf {
                    Type::F32 | Type::F64 => s.op1(
                        s.out.reg_class(r),
                        &format!("abs.{}", fty(leaf)),
                        vec![reg(r)],
                    ),
                    _ => s.op1(RegClass::B16, "and.b16", vec![reg(r), imm(0x7FFF)]),
                })
            }),
            Intr::MinMax { max, nan, .. } => self.float_minmax(inst, max, nan),
            Intr::IntBinary(IntBin::SMin) => self.int_minmax(inst, "min", true),
            Intr::IntBinary(IntBin::SMax) => self.int_minmax(inst, "max", true),
            Intr::IntBinary(IntBin::UMin) => self.int_minmax(inst, "min", false),
            Intr::IntBinary(IntBin::UMax) => self.int_minmax(inst, "max", false),
            Intr::IntUnary(IntUn::Abs) => self.int_abs(inst),
            Intr::IntUnary(k @ (IntUn::Ctpop | IntUn::Ctlz | IntUn::Cttz)) => {
                self.lanes1(inst, |s, leaf, r| s.bitcount(k, leaf.bits(), r))
            }
            Intr::IntUnary(IntUn::Bitrev) => {
                self.lanes1(inst, |s, leaf, r| s.bitreverse(leaf.bits(), r))
            }
            Intr::IntUnary(IntUn::Bswap) => self.lanes1(inst, |s, leaf, r| s.bswap(leaf.bits(), r)),
            Intr::Funnel { left, clamp } => self.funnel(inst, left, clamp),
            Intr::Arith {
                op: ArithOp::Sqrt, ..
            } => self.lanes1(inst, |s, leaf, r| {
                s.via_f32(leaf, &[r], |s, t, ops| {
                    Ok(s.op1(f_class(t), &format!("sqrt.rn.{t}"), ops))
                })
            }),
            Intr::RoundInt { mode, .. } => {
                self.lanes1(inst, |s, leaf, r| s.round_int(leaf, r, mode.int_name()))
            }
            Intr::RoundAway => self.lanes1(inst, |s, leaf, r| {
                s.via_f32(leaf, &[r], |s, t, ops| {
                    let Operand::Reg(x) = ops[0] else {
                        return Err("round".into());
                    };
                    s.round_half_away(x, t)
                })
            }),
            Intr::Copysign => self.copysign(inst),
            Intr::VectorReduce(_) => self.vector_reduce(inst, &ia.name),
            Intr::Libm(op) => self.libm_approx(inst, op, ia.fmf),
            Intr::Overflow(op) => self.overflow_op(inst, op),
            Intr::IntBinary(
                op @ (IntBin::SAddSat | IntBin::UAddSat | IntBin::SSubSat | IntBin::USubSat),
            ) => self.sat_op(inst, op),
            _ => Err("no PTX lowering for this intrinsic".into()),
        }
    }

    /// `minnum`/`maxnum`, and `minimum`/`maximum` (NaN-propagating).
    fn float_minmax(&mut self, inst: Inst, max: bool, nan: bool) -> R<()> {
        let op = if max { "max" } else { "min" };
        self.lanes2(inst, |s, leaf, a, b| {
            if nan && leaf == Type::F64 {
                return Ok(s.minimum_f64(max, a, b));
            }
            if nan {
                s.require_sm(80, "min/max with NaN propagation")?;
                s.need((7, 0));
            }
            let m = if nan {
                format!("{op}.NaN")
            } else {
                op.to_string()
            };
            s.via_f32(leaf, &[a, b], |s, t, ops| {
                Ok(s.op1(f_class(t), &format!("{m}.{t}"), ops))
            })
        })
    }

    /// `minimum`/`maximum` of f64, which PTX has no `.NaN` form for.
    pub(crate) fn minimum_f64(&mut self, max: bool, a: Reg, b: Reg) -> Reg {
        self.ordered_min_max(Type::F64, max, true, a, b)
    }

    /// `maximum`/`minimum` (NaN-propagating when `nan`) or
    /// `maximumnum`/`minimumnum` of two f32 or f64 registers, with `-0`
    /// below `+0` whatever PTX's `max`/`min` do with zeros: the plain
    /// `max`/`min` (which returns the other operand of a NaN), then equal
    /// operands take the AND (max) or OR (min) of their bits, and under
    /// `nan` a NaN operand gives the canonical NaN.
    pub(crate) fn ordered_min_max(&mut self, t: Type, max: bool, nan: bool, a: Reg, b: Reg) -> Reg {
        let (c, bc, w, canon) = if t == Type::F64 {
            (
                RegClass::F64,
                RegClass::B64,
                64,
                Operand::F64(0x7fff_ffff_ffff_ffff),
            )
        } else {
            (RegClass::F32, RegClass::B32, 32, Operand::F32(0x7fff_ffff))
        };
        let op = if max { "max" } else { "min" };
        let m = self.op1(c, &format!("{op}.f{w}"), vec![reg(a), reg(b)]);
        let (ab, bb) = (self.as_bits(a), self.as_bits(b));
        let logic = if max { "and" } else { "or" };
        let z = self.op1(bc, &format!("{logic}.b{w}"), vec![reg(ab), reg(bb)]);
        let zf = self.bits_as(z, t);
        let eq = self.op1(
            RegClass::Pred,
            &format!("setp.eq.f{w}"),
            vec![reg(a), reg(b)],
        );
        let m = self.op1(c, &format!("selp.f{w}"), vec![reg(zf), reg(m), reg(eq)]);
        if !nan {
            return m;
        }
        let un = self.op1(
            RegClass::Pred,
            &format!("setp.nan.f{w}"),
            vec![reg(a), reg(b)],
        );
        self.op1(c, &format!("selp.f{w}"), vec![canon, reg(m), reg(un)])
    }

    fn int_abs(&mut self, inst: Inst) -> R<()> {
        let a = self.args_n(inst, 1)?[0];
        let res = self.result(inst)?;
        let ds = self.vregs(res)?;
        for (lane, d) in ds.into_iter().enumerate() {
            let w = regs::leaf_type(self.ty(a), lane)?.bits();
            if !matches!(w, 8 | 16 | 32 | 64) {
                return Err(format!("abs of i{w}").into());
            }
            let r = self.src_ext(a, lane, Ext::Sign)?;
            self.emit(&format!("abs.{}", ity(w, true)), vec![reg(d), reg(r)]);
        }
        Ok(())
    }

    fn copysign(&mut self, inst: Inst) -> R<()> {
        self.lanes2(inst, |s, leaf, mag, sgn| {
            Ok(match leaf {
                // PTX copysign takes the sign operand first.
                Type::F32 | Type::F64 => s.op1(
                    s.out.reg_class(mag),
                    &format!("copysign.{}", fty(leaf)),
                    vec![reg(sgn), reg(mag)],
                ),
                _ => {
                    let m = s.op1(RegClass::B16, "and.b16", vec![reg(mag), imm(0x7FFF)]);
                    let g = s.op1(RegClass::B16, "and.b16", vec![reg(sgn), imm(0x8000)]);
                    s.op1(RegClass::B16, "or.b16", vec![reg(m), reg(g)])
                }
            })
        })
    }

    /// `exp2`, `log2`, `sin`, `cos`, `tanh` as hardware approximations.
    fn libm_approx(&mut self, inst: Inst, op: LibmOp, fmf: FastMath) -> R<()> {
        let op = match op {
            LibmOp::Exp2 => "ex2",
            LibmOp::Log2 => "lg2",
            LibmOp::Sin => "sin",
            LibmOp::Cos => "cos",
            LibmOp::Tanh => "tanh",
            _ => return Err("no PTX lowering for this intrinsic".into()),
        };
        // llc selects ex2.approx for exp2 whatever the flags (its error, 2
        // ulp at most, is what CUDA's exp2f allows); the others are
        // approximations only under afn.
        if fmf.0 & FastMath::AFN == 0 && op != "ex2" {
            return Err("no correctly rounded PTX instruction (only with afn)".into());
        }
        if op == "tanh" {
            self.require_sm(75, "tanh.approx")?;
            self.need((7, 0));
        }
        self.lanes1(inst, |s, leaf, r| {
            if leaf == Type::F64 {
                return Err("approximate f64 transcendental".into());
            }
            s.via_f32(leaf, &[r], |s, _, ops| {
                Ok(s.op1(RegClass::F32, &format!("{op}.approx.f32"), ops))
            })
        })
    }

    fn fma(&mut self, inst: Inst) -> R<()> {
        let args = self.args_n(inst, 3)?;
        let (a, b, c) = (args[0], args[1], args[2]);
        if self.try_packed(inst, PackedOp::Fma, &[a, b, c])? {
            return Ok(());
        }
        let res = self.result(inst)?;
        let ds = self.vregs(res)?;
        let t = self.ty(a);
        for (lane, d) in ds.into_iter().enumerate() {
            let leaf = regs::leaf_type(t, lane)?;
            match leaf {
                Type::F32 | Type::F64 => {
                    let ra = self.src_reg(a, lane)?;
                    let ob = self.src(b, lane, Ext::Any)?;
                    let oc = self.src(c, lane, Ext::Any)?;
                    self.emit(
                        &format!("fma.rn.{}", fty(leaf)),
                        vec![reg(d), reg(ra), ob, oc],
                    );
                }
                Type::F16 | Type::BF16 => {
                    if leaf == Type::BF16 {
                        self.require_sm(80, "fma.rn.bf16")?;
                        self.need((7, 0));
                    }
                    let ra = self.src_reg(a, lane)?;
                    let rb = self.src_reg(b, lane)?;
                    let rc = self.src_reg(c, lane)?;
                    self.emit(
                        &format!("fma.rn.{}", fty(leaf)),
                        vec![reg(d), reg(ra), reg(rb), reg(rc)],
                    );
                }
                _ => return Err(format!("fma on {leaf}").into()),
            }
        }
        Ok(())
    }

    fn int_minmax(&mut self, inst: Inst, op: &str, signed: bool) -> R<()> {
        let args = self.args_n(inst, 2)?;
        let (a, b) = (args[0], args[1]);
        let res = self.result(inst)?;
        let ds = self.vregs(res)?;
        let ext = if signed { Ext::Sign } else { Ext::Zero };
        for (lane, d) in ds.into_iter().enumerate() {
            let w = regs::leaf_type(self.ty(a), lane)?.bits();
            if !matches!(w, 8 | 16 | 32 | 64) {
                return Err(format!("{op} of i{w}").into());
            }
            let ra = self.src_ext(a, lane, ext)?;
            let ob = self.src(b, lane, ext)?;
            self.emit(
                &format!("{op}.{}", ity(w, signed)),
                vec![reg(d), reg(ra), ob],
            );
        }
        Ok(())
    }

    /// `ctpop`/`ctlz`/`cttz` on an integer of `w` bits (result of `w` bits).
    pub(crate) fn bitcount(&mut self, kind: IntUn, w: u64, r: Reg) -> R<Reg> {
        let b32 = RegClass::B32;
        Ok(match w {
            32 | 64 => {
                let x = if kind == IntUn::Cttz {
                    self.op1(self.out.reg_class(r), &format!("brev.b{w}"), vec![reg(r)])
                } else {
                    r
                };
                let op = if kind == IntUn::Ctpop { "popc" } else { "clz" };
                let c = self.op1(b32, &format!("{op}.b{w}"), vec![reg(x)]);
                if w == 64 {
                    self.op1(RegClass::B64, "cvt.u64.u32", vec![reg(c)])
                } else {
                    c
                }
            }
            8 | 16 => {
                let x = self.int_ext(r, w, 32, false)?;
                let c = match kind {
                    IntUn::Ctpop => self.op1(b32, "popc.b32", vec![reg(x)]),
                    IntUn::Ctlz => {
                        let z = self.op1(b32, "clz.b32", vec![reg(x)]);
                        self.op1(b32, "sub.s32", vec![reg(z), imm(32 - w as i64)])
                    }
                    _ => {
                        // A sentinel bit just above the value makes cttz(0) = w.
                        let y = self.op1(b32, "or.b32", vec![reg(x), imm(1 << w)]);
                        let rv = self.op1(b32, "brev.b32", vec![reg(y)]);
                        self.op1(b32, "clz.b32", vec![reg(rv)])
                    }
                };
                self.op1(RegClass::B16, "cvt.u16.u32", vec![reg(c)])
            }
            _ => return Err(format!("bit counting on i{w}").into()),
        })
    }

    pub(crate) fn bitreverse(&mut self, w: u64, r: Reg) -> R<Reg> {
        Ok(match w {
            32 | 64 => self.op1(self.out.reg_class(r), &format!("brev.b{w}"), vec![reg(r)]),
            8 | 16 => {
                let x = self.int_ext(r, w, 32, false)?;
                let rv = self.op1(RegClass::B32, "brev.b32", vec![reg(x)]);
                let s = self.op1(RegClass::B32, "shr.u32", vec![reg(rv), imm(32 - w as i64)]);
                self.op1(RegClass::B16, "cvt.u16.u32", vec![reg(s)])
            }
            _ => return Err(format!("bitreverse of i{w}").into()),
        })
    }

    pub(crate) fn bswap(&mut self, w: u64, r: Reg) -> R<Reg> {
        let b32 = RegClass::B32;
        Ok(match w {
            16 => {
                let x = self.int_ext(r, 16, 32, false)?;
                let p = self.op1(b32, "prmt.b32", vec![reg(x), imm(0), imm(0x0001)]);
                self.op1(RegClass::B16, "cvt.u16.u32", vec![reg(p)])
            }
            32 => self.op1(b32, "prmt.b32", vec![reg(r), imm(0), imm(0x0123)]),
            64 => {
                let lo = self.new_reg(b32);
                let hi = self.new_reg(b32);
                self.emit(
                    "mov.b64",
                    vec![Operand::Vector(vec![reg(lo), reg(hi)]), reg(r)],
                );
                let nlo = self.op1(b32, "prmt.b32", vec![reg(hi), imm(0), imm(0x0123)]);
                let nhi = self.op1(b32, "prmt.b32", vec![reg(lo), imm(0), imm(0x0123)]);
                self.op1(
                    RegClass::B64,
                    "mov.b64",
                    vec![Operand::Vector(vec![reg(nlo), reg(nhi)])],
                )
            }
            _ => return Err(format!("bswap of i{w}").into()),
        })
    }

    /// `fshl(a, b, c)` / `fshr(a, b, c)`: the high/low half of `a:b`
    /// shifted by `c` modulo the width.
    pub(crate) fn funnel(&mut self, inst: Inst, left: bool, clamp: bool) -> R<()> {
        let args = self.args_n(inst, 3)?;
        let (a, b, c) = (args[0], args[1], args[2]);
        let res = self.result(inst)?;
        let mut outs = Vec::new();
        for lane in 0..regs::leaf_count(self.ty(a))? {
            let w = regs::leaf_type(self.ty(a), lane)?.bits();
            let ra = self.src_reg(a, lane)?;
            let rb = self.src_reg(b, lane)?;
            if clamp && w != 32 {
                return Err(format!("a clamped funnel shift of i{w}").into());
            }
            let out = match w {
                32 => {
                    let dir = if left { "l" } else { "r" };
                    let mode = if clamp { "clamp" } else { "wrap" };
                    // A constant amount is an immediate (a rotate by 7
                    // took a `mov` per rotate: SHA-256's 570).
                    let oc = self.src(c, lane, Ext::Any)?;
                    self.op1(
                        RegClass::B32,
                        &format!("shf.{dir}.{mode}.b32"),
                        vec![reg(rb), reg(ra), oc],
                    )
                }
                64 => {
                    let rc = self.src_reg(c, lane)?;
                    // PTX clamps shifts by 64 to a zero result, which gives
                    // the right answer for a zero shift amount.
                    let b64 = RegClass::B64;
                    let c32 = self.op1(RegClass::B32, "cvt.u32.u64", vec![reg(rc)]);
                    let n = self.op1(RegClass::B32, "and.b32", vec![reg(c32), imm(63)]);
                    let m = self.op1(RegClass::B32, "sub.s32", vec![imm(64), reg(n)]);
                    let (x, y) = if left {
                        let x = self.op1(b64, "shl.b64", vec![reg(ra), reg(n)]);
                        let y = self.op1(b64, "shr.u64", vec![reg(rb), reg(m)]);
                        (x, y)
                    } else {
                        let x = self.op1(b64, "shr.u64", vec![reg(rb), reg(n)]);
                        let y = self.op1(b64, "shl.b64", vec![reg(ra), reg(m)]);
                        (x, y)
                    };
                    self.op1(b64, "or.b64", vec![reg(x), reg(y)])
                }
                8 | 16 => {
                    let b32 = RegClass::B32;
                    let xa = self.int_ext(ra, w, 32, false)?;
                    let xb = self.int_ext(rb, w, 32, false)?;
                    let hi = self.op1(b32, "shl.b32", vec![reg(xa), imm(w as i64)]);
                    let comb = self.op1(b32, "or.b32", vec![reg(hi), reg(xb)]);
                    let rc = self.src_reg(c, lane)?;
                    let xc = self.int_ext(rc, w, 32, false)?;
                    let n = self.op1(b32, "and.b32", vec![reg(xc), imm(w as i64 - 1)]);
                    let t = if left {
                        let s = self.op1(b32, "shl.b32", vec![reg(comb), reg(n)]);
                        self.op1(b32, "shr.u32", vec![reg(s), imm(w as i64)])
                    } else {
                        self.op1(b32, "shr.u32", vec![reg(comb), reg(n)])
                    };
                    self.op1(RegClass::B16, "cvt.u16.u32", vec![reg(t)])
                }
                _ => return Err(format!("funnel shift of i{w}").into()),
            };
            outs.push(out);
        }
        self.define(res, outs)
    }

    /// Rounds to an integral value with `cvt.<rnd>`.
    pub(crate) fn round_int(&mut self, leaf: Type, r: Reg, rnd: &str) -> R<Reg> {
        Ok(match leaf {
            Type::F32 | Type::F64 | Type::F16 => {
                let t = fty(leaf);
                self.op1(
                    self.out.reg_class(r),
                    &format!("cvt.{rnd}.{t}.{t}"),
                    vec![reg(r)],
                )
            }
            _ => self.via_f32(leaf, &[r], |s, t, ops| {
                Ok(s.op1(RegClass::F32, &format!("cvt.{rnd}.{t}.{t}"), ops))
            })?,
        })
    }

    /// `llvm.round`: halfway cases away from zero, exactly:
    /// `t = trunc(x); |x - t| >= 0.5 ? t + copysign(1, x) : t`.
    fn round_half_away(&mut self, x: Reg, t: &str) -> R<Reg> {
        let c = self.out.reg_class(x);
        let (half, one) = if t == "f64" {
            (
                Operand::F64(0.5f64.to_bits()),
                Operand::F64(1.0f64.to_bits()),
            )
        } else {
            (
                Operand::F32(0.5f32.to_bits()),
                Operand::F32(1.0f32.to_bits()),
            )
        };
        let tr = self.op1(c, &format!("cvt.rzi.{t}.{t}"), vec![reg(x)]);
        let diff = self.op1(c, &format!("sub.rn.{t}"), vec![reg(x), reg(tr)]);
        let ad = self.op1(c, &format!("abs.{t}"), vec![reg(diff)]);
        let p = self.op1(RegClass::Pred, &format!("setp.ge.{t}"), vec![reg(ad), half]);
        let onec = self.op1(c, &format!("mov.{t}"), vec![one]);
        let s = self.op1(c, &format!("copysign.{t}"), vec![reg(x), reg(onec)]);
        let up = self.op1(c, &format!("add.rn.{t}"), vec![reg(tr), reg(s)]);
        Ok(self.op1(c, &format!("selp.{t}"), vec![reg(up), reg(tr), reg(p)]))
    }

    /// `{s,u}{add,sub,mul}.with.overflow` on i32/i64: `{T, i1}`.
    fn overflow_op(&mut self, inst: Inst, op: OvOp) -> R<()> {
        let args = self.args_n(inst, 2)?;
        let (a, b) = (args[0], args[1]);
        let w = self.ty(a).bits();
        if !matches!(w, 32 | 64) || self.ty(a).as_vector().is_some() {
            return Err(format!("overflow arithmetic on {}", self.ty(a)).into());
        }
        let res = self.result(inst)?;
        let ds = self.vregs(res)?;
        let [r, ov] = ds[..] else {
            return Err("expected a {T, i1} result".into());
        };
        let c = self.out.reg_class(r);
        let ra = self.src_reg(a, 0)?;
        let rb = self.src_reg(b, 0)?;
        match op {
            OvOp::UAdd => {
                self.emit(&format!("add.s{w}"), vec![reg(r), reg(ra), reg(rb)]);
                self.emit(&format!("setp.lt.u{w}"), vec![reg(ov), reg(r), reg(ra)]);
            }
            OvOp::USub => {
                self.emit(&format!("sub.s{w}"), vec![reg(r), reg(ra), reg(rb)]);
                self.emit(&format!("setp.lt.u{w}"), vec![reg(ov), reg(ra), reg(rb)]);
            }
            OvOp::SAdd | OvOp::SSub => {
                let add = op == OvOp::SAdd;
                self.emit(
                    &format!("{}.s{w}", if add { "add" } else { "sub" }),
                    vec![reg(r), reg(ra), reg(rb)],
                );
                // Overflow iff the sign of the result is wrong.
                let t1 = self.op1(c, &format!("xor.b{w}"), vec![reg(ra), reg(r)]);
                let t2 = if add {
                    self.op1(c, &format!("xor.b{w}"), vec![reg(rb), reg(r)])
                } else {
                    self.op1(c, &format!("xor.b{w}"), vec![reg(ra), reg(rb)])
                };
                let t3 = self.op1(c, &format!("and.b{w}"), vec![reg(t1), reg(t2)]);
                self.emit(&format!("setp.lt.s{w}"), vec![reg(ov), reg(t3), imm(0)]);
            }
            OvOp::UMul => {
                self.emit(&format!("mul.lo.s{w}"), vec![reg(r), reg(ra), reg(rb)]);
                let h = self.op1(c, &format!("mul.hi.u{w}"), vec![reg(ra), reg(rb)]);
                self.emit(&format!("setp.ne.b{w}"), vec![reg(ov), reg(h), imm(0)]);
            }
            OvOp::SMul => {
                self.emit(&format!("mul.lo.s{w}"), vec![reg(r), reg(ra), reg(rb)]);
                let h = self.op1(c, &format!("mul.hi.s{w}"), vec![reg(ra), reg(rb)]);
                let s = self.op1(c, &format!("shr.s{w}"), vec![reg(r), imm(w as i64 - 1)]);
                self.emit(&format!("setp.ne.b{w}"), vec![reg(ov), reg(h), reg(s)]);
            }
        }
        Ok(())
    }

    /// Saturating add/sub.
    fn sat_op(&mut self, inst: Inst, op: IntBin) -> R<()> {
        self.lanes2(inst, |s, leaf, a, b| {
            let w = leaf.bits();
            let c = s.out.reg_class(a);
            Ok(match (op, w) {
                (IntBin::SAddSat, 32) => s.op1(c, "add.sat.s32", vec![reg(a), reg(b)]),
                (IntBin::SSubSat, 32) => s.op1(c, "sub.sat.s32", vec![reg(a), reg(b)]),
                (IntBin::UAddSat, 16 | 32 | 64) => {
                    let r = s.op1(c, &format!("add.s{w}"), vec![reg(a), reg(b)]);
                    let ov = s.op1(
                        RegClass::Pred,
                        &format!("setp.lt.u{w}"),
                        vec![reg(r), reg(a)],
                    );
                    s.op1(c, &format!("selp.b{w}"), vec![imm(-1), reg(r), reg(ov)])
                }
                (IntBin::USubSat, 16 | 32 | 64) => {
                    let m = s.op1(c, &format!("max.u{w}"), vec![reg(a), reg(b)]);
                    s.op1(c, &format!("sub.s{w}"), vec![reg(m), reg(b)])
                }
                // i16: exact in 32 bits, then clamped to the i16 range.
                (IntBin::SAddSat | IntBin::SSubSat, 16) => {
                    let a32 = s.op1(RegClass::B32, "cvt.s32.s16", vec![reg(a)]);
                    let b32 = s.op1(RegClass::B32, "cvt.s32.s16", vec![reg(b)]);
                    let op = if op == IntBin::SAddSat {
                        "add.s32"
                    } else {
                        "sub.s32"
                    };
                    let r = s.op1(RegClass::B32, op, vec![reg(a32), reg(b32)]);
                    let lo = s.op1(RegClass::B32, "max.s32", vec![reg(r), imm(-32768)]);
                    let hi = s.op1(RegClass::B32, "min.s32", vec![reg(lo), imm(32767)]);
                    s.op1(c, "cvt.u16.u32", vec![reg(hi)])
                }
                // i64: the wrapped result unless the operation overflowed
                // (operands' signs agree, for sub differ, and the result's
                // does not follow a's), then the bound on a's side.
                (IntBin::SAddSat | IntBin::SSubSat, 64) => {
                    let add = op == IntBin::SAddSat;
                    let r = s.op1(
                        c,
                        if add { "add.s64" } else { "sub.s64" },
                        vec![reg(a), reg(b)],
                    );
                    let x = s.op1(c, "xor.b64", vec![reg(r), reg(a)]);
                    let y = if add {
                        s.op1(c, "xor.b64", vec![reg(r), reg(b)])
                    } else {
                        s.op1(c, "xor.b64", vec![reg(a), reg(b)])
                    };
                    let both = s.op1(c, "and.b64", vec![reg(x), reg(y)]);
                    let ov = s.op1(RegClass::Pred, "setp.lt.s64", vec![reg(both), imm(0)]);
                    let side = s.op1(c, "shr.s64", vec![reg(a), imm(63)]);
                    let bound = s.op1(c, "xor.b64", vec![reg(side), imm(i64::MAX)]);
                    s.op1(c, "selp.b64", vec![reg(bound), reg(r), reg(ov)])
                }
                _ => return Err(format!("saturating arithmetic on i{w}").into()),
            })
        })
    }
}
