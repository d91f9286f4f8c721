//! NVIDIA's spellings of math (`llvm.nvvm.*`): they keep their scalar PTX
//! form, one instruction on registers, with the rounding and flush
//! qualifiers the call carries. The 16-bit float forms are spelled by the
//! name's words.

use super::func::{imm, reg, FnSel, R};
use super::regs::{self, fty, ity, Ext};
use dialects::ir::intrinsics::{
    AddrSpace, ApproxOp, ArithOp, HalfForm, HalfMod, HalfOp, IntBin, IntUn, Intr, PrmtMode,
};
use dialects::ir::*;
use ptx::{Operand, RegClass};

impl FnSel<'_> {
    pub(crate) fn nvvm_math(&mut self, inst: Inst, ia: &IntrinsicAttrs) -> R<()> {
        if let Intr::MixedArith {
            sub,
            mode,
            sat,
            bf16,
        } = ia.intr
        {
            // PTX ISA 8.6, sm_100: `add.rn.sat.f32.f16 d, a, b`.
            self.require_sm(100, "mixed-precision add/sub")?;
            self.need((8, 6));
            let m = format!(
                "{}.{}{}.f32.{}",
                if sub { "sub" } else { "add" },
                mode.name(),
                if sat { ".sat" } else { "" },
                if bf16 { "bf16" } else { "f16" }
            );
            return self.nv_scalar(inst, &m, 2);
        }
        if let Some(h) = ia.info.half {
            return self.half_intrinsic(inst, h);
        }
        let ftz = |f: bool| if f { ".ftz" } else { "" };
        match ia.intr {
            Intr::Fma {
                mode,
                ftz: f,
                sat: false,
            } => self.nv_float(inst, &format!("fma.{}{}", mode.name(), ftz(f)), 3),
            Intr::Arith { op, mode, ftz: f } => {
                let n = match op {
                    ArithOp::Sqrt | ArithOp::Rcp => 1,
                    _ => 2,
                };
                let m = format!("{}.{}{}", op.name(), mode.name(), ftz(f));
                self.nv_float(inst, &m, n)
            }
            Intr::Approx { op, ftz: f } => {
                if op == ApproxOp::Tanh {
                    self.require_sm(75, "tanh.approx")?;
                    self.need((7, 0));
                }
                let n = 1 + matches!(op, ApproxOp::Div | ApproxOp::DivFull) as usize;
                self.nv_float(inst, &format!("{}{}", op.name(), ftz(f)), n)
            }
            Intr::Fabs { ftz: f } => self.nv_float_lanes(inst, |t| format!("abs{}.{t}", ftz(f))),
            Intr::Saturate { ftz: f } => {
                self.nv_float_lanes(inst, |t| format!("cvt{}.sat.{t}.{t}", ftz(f)))
            }
            Intr::RoundInt { mode, ftz: f } => self.nv_float_lanes(inst, |t| {
                format!("cvt.{}{}.{t}.{t}", mode.int_name(), ftz(f))
            }),
            Intr::MinMax { max, nan, ftz: f } => {
                if nan {
                    self.require_sm(80, "min/max with NaN propagation")?;
                    self.need((7, 0));
                }
                let op = if max { "max" } else { "min" };
                let q = format!("{}{}", ftz(f), if nan { ".NaN" } else { "" });
                self.lanes2(inst, |s, leaf, a, b| {
                    let m = format!("{op}{q}.{}", fty(leaf));
                    Ok(s.op1(s.out.reg_class(a), &m, vec![reg(a), reg(b)]))
                })
            }
            Intr::IntBinary(op) => self.nv_int_binary(inst, op),
            Intr::IntUnary(IntUn::Bitrev) => {
                self.lanes1(inst, |s, leaf, r| s.bitreverse(leaf.bits(), r))
            }
            Intr::IntUnary(op @ (IntUn::Abs | IntUn::Popc32 | IntUn::Clz32)) => {
                let w = self.operand_bits(inst)?;
                let m = match op {
                    IntUn::Abs => format!("abs.s{w}"),
                    IntUn::Popc32 => format!("popc.b{w}"),
                    _ => format!("clz.b{w}"),
                };
                self.nv_scalar(inst, &m, 1)
            }
            Intr::Dp {
                four,
                a_signed,
                b_signed,
            } => self.dot(inst, four, a_signed, b_signed),
            Intr::Sad { signed } => {
                let w = self.operand_bits(inst)?;
                self.nv_scalar(inst, &format!("sad.{}", ity(w, signed)), 3)
            }
            Intr::Rotate { left } => self.rotate(inst, left),
            Intr::Funnel { left, clamp } => self.funnel(inst, left, clamp),
            Intr::Prmt(mode) => self.prmt(inst, mode),
            // Bit-field mask (sm_70, PTX 7.6) and find-nth-set (PTX 6.0).
            Intr::Bmsk { wrap } => {
                self.require_sm(70, "bmsk")?;
                self.need((7, 6));
                let mode = if wrap { "wrap" } else { "clamp" };
                self.nv_scalar(inst, &format!("bmsk.{mode}.b32"), 2)
            }
            Intr::Szext { signed, wrap } => {
                self.require_sm(70, "szext")?;
                self.need((7, 6));
                let mode = if wrap { "wrap" } else { "clamp" };
                let t = if signed { "s32" } else { "u32" };
                self.nv_scalar(inst, &format!("szext.{mode}.{t}"), 2)
            }
            Intr::Fns => {
                self.need((6, 0));
                self.nv_scalar(inst, "fns.b32", 3)
            }
            Intr::IsSpace(sp) => {
                let sp = match sp {
                    AddrSpace::Global | AddrSpace::Shared | AddrSpace::Local => sp.name(),
                    AddrSpace::Const => "const",
                    _ => return Err("unknown space".into()),
                };
                self.isspacep(inst, sp)
            }
            Intr::IsSpaceSharedCluster => {
                self.require_sm(90, "isspacep.shared::cluster")?;
                self.need((7, 8));
                self.isspacep(inst, "shared::cluster")
            }
            Intr::Flo { signed } => self.flo(inst, signed),
            _ => Err("no PTX lowering for this intrinsic".into()),
        }
    }

    /// One float instruction `<head>.<f32|f64>` on `n` scalar registers.
    fn nv_float(&mut self, inst: Inst, head: &str, n: usize) -> R<()> {
        let res = self.result(inst)?;
        let t = match self.ty(res) {
            Type::F32 => "f32",
            Type::F64 => "f64",
            other => return Err(format!("result of type {other}").into()),
        };
        self.nv_scalar(inst, &format!("{head}.{t}"), n)
    }

    /// A float instruction on every lane; `m` spells it for a type.
    fn nv_float_lanes(&mut self, inst: Inst, m: impl Fn(&str) -> String) -> R<()> {
        self.lanes1(inst, |s, leaf, r| {
            Ok(s.op1(s.out.reg_class(r), &m(fty(leaf)), vec![reg(r)]))
        })
    }

    /// `m d, a[, b[, c]]` on the `n` scalar operands into the result.
    fn nv_scalar(&mut self, inst: Inst, m: &str, n: usize) -> R<()> {
        let ops = self.scalar_operands(inst, n)?;
        let d = self.vreg(self.result(inst)?)?;
        let mut all = vec![reg(d)];
        all.extend(ops);
        self.emit(m, all);
        Ok(())
    }

    /// `dp4a.atype.btype` or `dp2a.{lo,hi}.atype.btype` (PTX 5.0); the
    /// `.hi` choice of dp2a is a constant operand.
    fn dot(&mut self, inst: Inst, four: bool, a_signed: bool, b_signed: bool) -> R<()> {
        self.need((5, 0));
        let args = self.args_n(inst, 3 + !four as usize)?;
        let types = format!("{}.{}", ity(32, a_signed), ity(32, b_signed));
        let (m, acc) = if four {
            (format!("dp4a.{types}"), args[2])
        } else {
            let hi = self.const_operand(args[2], "the .hi flag of dp2a")? & 1 == 1;
            let half = if hi { "hi" } else { "lo" };
            (format!("dp2a.{half}.{types}"), args[3])
        };
        let mut ops = vec![reg(self.vreg(self.result(inst)?)?)];
        for v in [args[0], args[1], acc] {
            ops.push(self.src(v, 0, Ext::Any)?);
        }
        self.emit(&m, ops);
        Ok(())
    }

    fn operand_bits(&self, inst: Inst) -> R<u64> {
        let a = *self.args(inst).first().ok_or("missing operand")?;
        Ok(self.ty(a).bits())
    }

    fn nv_int_binary(&mut self, inst: Inst, op: IntBin) -> R<()> {
        let w = self.operand_bits(inst)?;
        let m = match op {
            IntBin::SMin => format!("min.{}", ity(w, true)),
            IntBin::UMin => format!("min.{}", ity(w, false)),
            IntBin::SMax => format!("max.{}", ity(w, true)),
            IntBin::UMax => format!("max.{}", ity(w, false)),
            IntBin::MulHiS => format!("mul.hi.{}", ity(w, true)),
            IntBin::MulHiU => format!("mul.hi.{}", ity(w, false)),
            IntBin::Mul24S if w == 32 => format!("mul24.lo.{}", ity(w, true)),
            IntBin::Mul24U if w == 32 => format!("mul24.lo.{}", ity(w, false)),
            _ => return Err("unknown integer intrinsic".into()),
        };
        self.nv_scalar(inst, &m, 2)
    }

    /// The modes: f4e/b4e take (a, b, c); rc8/ecl/ecr/rc16 read only a, so
    /// PTX's b is 0 (what llc writes).
    fn prmt(&mut self, inst: Inst, mode: PrmtMode) -> R<()> {
        let (m, n) = match mode {
            PrmtMode::Default => ("", 3),
            PrmtMode::F4e => (".f4e", 3),
            PrmtMode::B4e => (".b4e", 3),
            PrmtMode::Rc8 => (".rc8", 2),
            PrmtMode::Ecl => (".ecl", 2),
            PrmtMode::Ecr => (".ecr", 2),
            PrmtMode::Rc16 => (".rc16", 2),
        };
        let mut ops = self.scalar_operands(inst, n)?;
        if n == 2 {
            ops.insert(1, imm(0));
        }
        let d = self.vreg(self.result(inst)?)?;
        let mut all = vec![reg(d)];
        all.extend(ops);
        self.emit(&format!("prmt.b32{m}"), all);
        Ok(())
    }

    fn isspacep(&mut self, inst: Inst, sp: &str) -> R<()> {
        let a = self.args_n(inst, 1)?[0];
        let r = self.src_reg(a, 0)?;
        let d = self.vreg(self.result(inst)?)?;
        self.emit(&format!("isspacep.{sp}"), vec![reg(d), reg(r)]);
        Ok(())
    }

    /// Find leading one: `bfind`, with `.shiftamt` when the flag operand
    /// is true.
    fn flo(&mut self, inst: Inst, signed: bool) -> R<()> {
        let args = self.args_n(inst, 2)?;
        let w = self.ty(args[0]).bits();
        if !matches!(w, 32 | 64) {
            return Err("unknown flo form".into());
        }
        let t = format!("{}{w}", if signed { "s" } else { "u" });
        let shift = self.const_operand(args[1], "the shift-amount flag of flo")?;
        let a = self.src_reg(args[0], 0)?;
        let d = self.vreg(self.result(inst)?)?;
        let sa = if shift & 1 == 1 { ".shiftamt" } else { "" };
        self.emit(&format!("bfind{sa}.{t}"), vec![reg(d), reg(a)]);
        Ok(())
    }

    /// 16-bit float forms of nvvm intrinsics (`fma.rn.relu.bf16`,
    /// `ex2.approx.f16x2`, `fmin.nan.xorsign.abs.f16`, `abs.bf16`, ...):
    /// the PTX instruction is the name's words in order, on a 16-bit
    /// register or, for the `x2` types, a packed `.b32`.
    fn half_intrinsic(&mut self, inst: Inst, h: HalfForm) -> R<()> {
        let (base, n) = match h.op {
            HalfOp::Fma => ("fma", 3),
            HalfOp::Min => ("min", 2),
            HalfOp::Max => ("max", 2),
            HalfOp::Ex2 => ("ex2", 1),
            HalfOp::Abs => ("abs", 1),
            HalfOp::Neg => ("neg", 1),
            HalfOp::Other => return Err("no PTX lowering for this 16-bit form".into()),
        };
        let ty = h.ty.ok_or("the type suffix must come last")?;
        let mods = h.mods();
        if mods.contains(&HalfMod::Unknown) {
            return Err("unknown modifier".into());
        }
        let has = |m: HalfMod| mods.contains(&m);
        let sm = match (h.op, ty.is_bf16()) {
            _ if has(HalfMod::Xorsign) => 86,
            (HalfOp::Ex2, true) => 90,
            (HalfOp::Ex2, false) => 75,
            (_, true) | (HalfOp::Min | HalfOp::Max | HalfOp::Abs | HalfOp::Neg, false) => 80,
            _ if has(HalfMod::Relu) => 80,
            _ => 70,
        };
        self.require_sm(sm, "this 16-bit float operation")?;
        self.need(match sm {
            90 => (7, 8),
            86 => (7, 2),
            _ => (7, 0),
        });
        let mut mnemonic = base.to_string();
        for m in mods {
            mnemonic.push('.');
            mnemonic.push_str(m.ptx());
        }
        mnemonic.push('.');
        mnemonic.push_str(ty.ptx());
        let args = self.args_n(inst, n)?.to_vec();
        let mut ops = Vec::new();
        for a in args {
            ops.push(match regs::leaf_count(self.ty(a))? {
                1 => reg(self.src_reg(a, 0)?),
                2 => {
                    let (lo, hi) = (self.src_reg(a, 0)?, self.src_reg(a, 1)?);
                    reg(self.op1(
                        RegClass::B32,
                        "mov.b32",
                        vec![Operand::Vector(vec![reg(lo), reg(hi)])],
                    ))
                }
                _ => return Err(format!("operand of type {}", self.ty(a)).into()),
            });
        }
        let ds = self.vregs(self.result(inst)?)?;
        match ds[..] {
            [d] => {
                let mut all = vec![reg(d)];
                all.extend(ops);
                self.emit(&mnemonic, all);
            }
            [lo, hi] => {
                let p = self.op1(RegClass::B32, &mnemonic, ops);
                self.emit(
                    "mov.b32",
                    vec![Operand::Vector(vec![reg(lo), reg(hi)]), reg(p)],
                );
            }
            _ => return Err("unexpected result shape".into()),
        }
        Ok(())
    }

    /// `llvm.nvvm.rotate.b32(a, n)`, `.b64(a, n)` (left) and
    /// `.right.b64(a, n)`: older IR's rotates, which LLVM 19 upgrades to
    /// funnel shifts; the amount is taken modulo the width.
    fn rotate(&mut self, inst: Inst, left: bool) -> R<()> {
        let args = self.args_n(inst, 2)?;
        let ra = self.src_reg(args[0], 0)?;
        let res = self.result(inst)?;
        let d = self.vreg(res)?;
        match self.ty(res).bits() {
            32 => {
                let dir = if left { "l" } else { "r" };
                let on = self.src(args[1], 0, Ext::Any)?;
                self.emit(
                    &format!("shf.{dir}.wrap.b32"),
                    vec![reg(d), reg(ra), reg(ra), on],
                );
            }
            64 => {
                let rn = self.src_reg(args[1], 0)?;
                let n = self.op1(RegClass::B32, "and.b32", vec![reg(rn), imm(63)]);
                let m = self.op1(RegClass::B32, "sub.s32", vec![imm(64), reg(n)]);
                let (first, second) = if left {
                    ("shl.b64", "shr.u64")
                } else {
                    ("shr.u64", "shl.b64")
                };
                // A zero amount makes the second shift 64, which PTX clamps
                // to a zero result.
                let x = self.op1(RegClass::B64, first, vec![reg(ra), reg(n)]);
                let y = self.op1(RegClass::B64, second, vec![reg(ra), reg(m)]);
                self.emit("or.b64", vec![reg(d), reg(x), reg(y)]);
            }
            w => return Err(format!("rotate of i{w}").into()),
        }
        Ok(())
    }
}
