//! Math and conversion intrinsics: `llvm.*` math (fma, min/max, bit
//! counting, rounding, overflow arithmetic) and the `llvm.nvvm.*` math and
//! conversion families (rounding-mode arithmetic, approximations, `f2i`,
//! `d2i.lo`, ...).

use super::func::{imm, reg, FnSel, R};
use super::regs::{self, fty, ity, Ext};
use dialects::ir::*;
use ptx::{Operand, Reg, RegClass};

/// The `afn` fast-math bit: approximate functions allowed.
const AFN: u8 = 32;

/// Operand count of the `llvm.nvvm.<op>` math intrinsics.
fn arity(op: &str) -> usize {
    match op {
        "fma" | "sad" | "prmt" => 3,
        "add" | "mul" | "div" | "min" | "max" | "mulhi" | "mul24" => 2,
        _ => 1,
    }
}

/// Decoded dotted flags of an `llvm.nvvm.<op>.<flags>` name.
#[derive(Default, Debug)]
struct NvFlags {
    /// `rn`, `rz`, `rm`, `rp`, `approx`, `full`.
    mode: Option<&'static str>,
    ftz: bool,
    nan: bool,
    /// `f32` or `f64` from the `f`/`d` suffix.
    ty: Option<&'static str>,
}

fn nv_flags(parts: &[&str]) -> Option<NvFlags> {
    let mut fl = NvFlags::default();
    for p in parts {
        match *p {
            "rn" => fl.mode = Some("rn"),
            "rz" => fl.mode = Some("rz"),
            "rm" => fl.mode = Some("rm"),
            "rp" => fl.mode = Some("rp"),
            "approx" => fl.mode = Some("approx"),
            "full" => fl.mode = Some("full"),
            "ftz" => fl.ftz = true,
            "nan" => fl.nan = true,
            "f" | "f32" => fl.ty = Some("f32"),
            "d" | "f64" => fl.ty = Some("f64"),
            _ => return None,
        }
    }
    Some(fl)
}

impl FnSel<'_> {
    /// Registers of the `n` scalar operands of a scalar intrinsic.
    fn scalar_operands(&mut self, inst: Inst, n: usize) -> R<Vec<Operand>> {
        let args = self.args(inst);
        if args.len() != n {
            return Err(format!("expected {n} operands, found {}", args.len()));
        }
        let mut ops = Vec::new();
        for &a in args {
            if self.ty(a).as_compound().is_some() {
                return Err(format!("operand of type {}", self.ty(a)));
            }
            ops.push(reg(self.src_reg(a, 0)?));
        }
        Ok(ops)
    }

    /// Applies `f` to every leaf of operand 0 into the result.
    fn lanes1(&mut self, inst: Inst, mut f: impl FnMut(&mut Self, Type, Reg) -> R<Reg>) -> R<()> {
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
    fn lanes2(
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
    fn via_f32(
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
            _ => Err(format!("float operation on {leaf}")),
        }
    }

    pub(crate) fn math(&mut self, inst: Inst, name: &str, fmf: FastMath) -> R<()> {
        if let Some(rest) = name.strip_prefix("llvm.nvvm.") {
            return self.nvvm_math(inst, rest);
        }
        let has = |p: &str| name.starts_with(p);
        if has("llvm.fma.") || has("llvm.fmuladd.") {
            return self.fma(inst);
        }
        if has("llvm.fabs.") {
            return self.lanes1(inst, |s, leaf, r| {
                Ok(match leaf {
                    Type::F32 | Type::F64 => s.op1(
                        s.out.reg_class(r),
                        &format!("abs.{}", fty(leaf)),
                        vec![reg(r)],
                    ),
                    _ => s.op1(RegClass::B16, "and.b16", vec![reg(r), imm(0x7FFF)]),
                })
            });
        }
        for (p, op, nan) in [
            ("llvm.minnum.", "min", false),
            ("llvm.maxnum.", "max", false),
            ("llvm.minimum.", "min", true),
            ("llvm.maximum.", "max", true),
        ] {
            if has(p) {
                if nan {
                    self.require_sm(80, "min/max with NaN propagation")?;
                    self.need((7, 0));
                }
                return self.lanes2(inst, |s, leaf, a, b| {
                    if nan && leaf == Type::F64 {
                        return Err("NaN-propagating min/max of f64".into());
                    }
                    let m = if nan {
                        format!("{op}.NaN")
                    } else {
                        op.to_string()
                    };
                    s.via_f32(leaf, &[a, b], |s, t, ops| {
                        let c = if t == "f64" {
                            RegClass::F64
                        } else {
                            RegClass::F32
                        };
                        Ok(s.op1(c, &format!("{m}.{t}"), ops))
                    })
                });
            }
        }
        for (p, op, signed) in [
            ("llvm.smin.", "min", true),
            ("llvm.smax.", "max", true),
            ("llvm.umin.", "min", false),
            ("llvm.umax.", "max", false),
        ] {
            if has(p) {
                return self.int_minmax(inst, op, signed);
            }
        }
        if has("llvm.abs.") {
            let a = self.args_n(inst, 1)?[0];
            let res = self.result(inst)?;
            let ds = self.vregs(res)?;
            for (lane, d) in ds.into_iter().enumerate() {
                let w = regs::leaf_type(self.ty(a), lane)?.bits();
                if !matches!(w, 8 | 16 | 32 | 64) {
                    return Err(format!("abs of i{w}"));
                }
                let r = self.src_ext(a, lane, Ext::Sign)?;
                self.emit(&format!("abs.{}", ity(w, true)), vec![reg(d), reg(r)]);
            }
            return Ok(());
        }
        if has("llvm.ctpop.") || has("llvm.ctlz.") || has("llvm.cttz.") {
            let kind = &name[5..9];
            return self.lanes1(inst, |s, leaf, r| s.bitcount(kind, leaf.bits(), r));
        }
        if has("llvm.bitreverse.") {
            return self.lanes1(inst, |s, leaf, r| s.bitreverse(leaf.bits(), r));
        }
        if has("llvm.bswap.") {
            return self.lanes1(inst, |s, leaf, r| s.bswap(leaf.bits(), r));
        }
        if has("llvm.fshl.") || has("llvm.fshr.") {
            return self.funnel(inst, has("llvm.fshl."));
        }
        if has("llvm.sqrt.") {
            return self.lanes1(inst, |s, leaf, r| {
                s.via_f32(leaf, &[r], |s, t, ops| {
                    let c = if t == "f64" {
                        RegClass::F64
                    } else {
                        RegClass::F32
                    };
                    Ok(s.op1(c, &format!("sqrt.rn.{t}"), ops))
                })
            });
        }
        for (p, rnd) in [
            ("llvm.floor.", "rmi"),
            ("llvm.ceil.", "rpi"),
            ("llvm.trunc.", "rzi"),
            ("llvm.rint.", "rni"),
            ("llvm.nearbyint.", "rni"),
            ("llvm.roundeven.", "rni"),
        ] {
            if has(p) {
                return self.lanes1(inst, |s, leaf, r| s.round_int(leaf, r, rnd));
            }
        }
        if has("llvm.round.") {
            return self.lanes1(inst, |s, leaf, r| {
                s.via_f32(leaf, &[r], |s, t, ops| {
                    let Operand::Reg(x) = ops[0] else {
                        return Err("round".into());
                    };
                    s.round_half_away(x, t)
                })
            });
        }
        if has("llvm.copysign.") {
            return self.lanes2(inst, |s, leaf, mag, sgn| {
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
            });
        }
        for (p, op) in [
            ("llvm.exp2.", "ex2"),
            ("llvm.log2.", "lg2"),
            ("llvm.sin.", "sin"),
            ("llvm.cos.", "cos"),
            ("llvm.tanh.", "tanh"),
        ] {
            if has(p) {
                // llc selects ex2.approx for exp2 whatever the flags (its
                // error, 2 ulp at most, is what CUDA's exp2f allows); the
                // others are approximations only under afn.
                if fmf.0 & AFN == 0 && op != "ex2" {
                    return Err("no correctly rounded PTX instruction (only with afn)".into());
                }
                if op == "tanh" {
                    self.require_sm(75, "tanh.approx")?;
                    self.need((7, 0));
                }
                return self.lanes1(inst, |s, leaf, r| {
                    if leaf == Type::F64 {
                        return Err("approximate f64 transcendental".into());
                    }
                    s.via_f32(leaf, &[r], |s, _, ops| {
                        Ok(s.op1(RegClass::F32, &format!("{op}.approx.f32"), ops))
                    })
                });
            }
        }
        if name.contains(".with.overflow.") {
            return self.overflow_op(inst, name);
        }
        if name.contains(".sat.") && !has("llvm.fpto") {
            return self.sat_op(inst, name);
        }
        Err("no PTX lowering for this intrinsic".into())
    }

    fn fma(&mut self, inst: Inst) -> R<()> {
        let args = self.args_n(inst, 3)?;
        let (a, b, c) = (args[0], args[1], args[2]);
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
                _ => return Err(format!("fma on {leaf}")),
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
                return Err(format!("{op} of i{w}"));
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
    fn bitcount(&mut self, kind: &str, w: u64, r: Reg) -> R<Reg> {
        let b32 = RegClass::B32;
        Ok(match w {
            32 | 64 => {
                let x = if kind == "cttz" {
                    self.op1(self.out.reg_class(r), &format!("brev.b{w}"), vec![reg(r)])
                } else {
                    r
                };
                let op = if kind == "ctpo" { "popc" } else { "clz" };
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
                    "ctpo" => self.op1(b32, "popc.b32", vec![reg(x)]),
                    "ctlz" => {
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
            _ => return Err(format!("bit counting on i{w}")),
        })
    }

    fn bitreverse(&mut self, w: u64, r: Reg) -> R<Reg> {
        Ok(match w {
            32 | 64 => self.op1(self.out.reg_class(r), &format!("brev.b{w}"), vec![reg(r)]),
            8 | 16 => {
                let x = self.int_ext(r, w, 32, false)?;
                let rv = self.op1(RegClass::B32, "brev.b32", vec![reg(x)]);
                let s = self.op1(RegClass::B32, "shr.u32", vec![reg(rv), imm(32 - w as i64)]);
                self.op1(RegClass::B16, "cvt.u16.u32", vec![reg(s)])
            }
            _ => return Err(format!("bitreverse of i{w}")),
        })
    }

    fn bswap(&mut self, w: u64, r: Reg) -> R<Reg> {
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
            _ => return Err(format!("bswap of i{w}")),
        })
    }

    /// 16-bit float forms of nvvm intrinsics (`fma.rn.relu.bf16`,
    /// `ex2.approx.f16x2`, `fmin.nan.xorsign.abs.f16`, `abs.bf16`, ...):
    /// the PTX instruction is the name's words in order, on a 16-bit
    /// register or, for the `x2` types, a packed `.b32`.
    fn half_intrinsic(&mut self, inst: Inst, op: &str, flags: &[&str]) -> R<()> {
        let (base, n) = match op {
            "fma" => ("fma", 3),
            "fmin" => ("min", 2),
            "fmax" => ("max", 2),
            "ex2" => ("ex2", 1),
            "abs" => ("abs", 1),
            "neg" => ("neg", 1),
            _ => return Err("no PTX lowering for this 16-bit form".into()),
        };
        let ty = *flags.last().ok_or("missing type suffix")?;
        if !matches!(ty, "f16" | "f16x2" | "bf16" | "bf16x2") {
            return Err("the type suffix must come last".into());
        }
        let mods = &flags[..flags.len() - 1];
        let known = [
            "rn", "ftz", "sat", "relu", "approx", "nan", "xorsign", "abs",
        ];
        if let Some(m) = mods.iter().find(|m| !known.contains(m)) {
            return Err(format!("unknown modifier .{m}"));
        }
        let bf = ty.starts_with("bf");
        let sm = match (op, bf) {
            _ if mods.contains(&"xorsign") => 86,
            ("ex2", true) => 90,
            ("ex2", false) => 75,
            (_, true) | ("fmin" | "fmax" | "abs" | "neg", false) => 80,
            _ if mods.contains(&"relu") => 80,
            _ => 70,
        };
        self.require_sm(sm, "this 16-bit float operation")?;
        self.need(match sm {
            90 => (7, 8),
            86 => (7, 2),
            _ => (7, 0),
        });
        let words: Vec<&str> = mods
            .iter()
            .map(|m| if *m == "nan" { "NaN" } else { m })
            .collect();
        let mnemonic = if words.is_empty() {
            format!("{base}.{ty}")
        } else {
            format!("{base}.{}.{ty}", words.join("."))
        };
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
                _ => return Err(format!("operand of type {}", self.ty(a))),
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
    fn rotate(&mut self, inst: Inst, flags: &[&str]) -> R<()> {
        let args = self.args_n(inst, 2)?;
        let left = flags.first() != Some(&"right");
        let ra = self.src_reg(args[0], 0)?;
        let rn = self.src_reg(args[1], 0)?;
        let res = self.result(inst)?;
        let d = self.vreg(res)?;
        match self.ty(res).bits() {
            32 => {
                let dir = if left { "l" } else { "r" };
                self.emit(
                    &format!("shf.{dir}.wrap.b32"),
                    vec![reg(d), reg(ra), reg(ra), reg(rn)],
                );
            }
            64 => {
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
            w => return Err(format!("rotate of i{w}")),
        }
        Ok(())
    }

    /// `fshl(a, b, c)` / `fshr(a, b, c)`: the high/low half of `a:b`
    /// shifted by `c` modulo the width.
    fn funnel(&mut self, inst: Inst, left: bool) -> R<()> {
        let args = self.args_n(inst, 3)?;
        let (a, b, c) = (args[0], args[1], args[2]);
        let res = self.result(inst)?;
        let mut outs = Vec::new();
        for lane in 0..regs::leaf_count(self.ty(a))? {
            let w = regs::leaf_type(self.ty(a), lane)?.bits();
            let ra = self.src_reg(a, lane)?;
            let rb = self.src_reg(b, lane)?;
            let rc = self.src_reg(c, lane)?;
            let out = match w {
                32 => {
                    let dir = if left { "l" } else { "r" };
                    self.op1(
                        RegClass::B32,
                        &format!("shf.{dir}.wrap.b32"),
                        vec![reg(rb), reg(ra), reg(rc)],
                    )
                }
                64 => {
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
                _ => return Err(format!("funnel shift of i{w}")),
            };
            outs.push(out);
        }
        self.define(res, outs)
    }

    /// Rounds to an integral value with `cvt.<rnd>`.
    fn round_int(&mut self, leaf: Type, r: Reg, rnd: &str) -> R<Reg> {
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
    fn overflow_op(&mut self, inst: Inst, name: &str) -> R<()> {
        let args = self.args_n(inst, 2)?;
        let (a, b) = (args[0], args[1]);
        let w = self.ty(a).bits();
        if !matches!(w, 32 | 64) || self.ty(a).as_vector().is_some() {
            return Err(format!("overflow arithmetic on {}", self.ty(a)));
        }
        let res = self.result(inst)?;
        let ds = self.vregs(res)?;
        let [r, ov] = ds[..] else {
            return Err("expected a {T, i1} result".into());
        };
        let c = self.out.reg_class(r);
        let ra = self.src_reg(a, 0)?;
        let rb = self.src_reg(b, 0)?;
        let op = &name["llvm.".len()..name.find(".with").unwrap_or(5)];
        match op {
            "uadd" => {
                self.emit(&format!("add.s{w}"), vec![reg(r), reg(ra), reg(rb)]);
                self.emit(&format!("setp.lt.u{w}"), vec![reg(ov), reg(r), reg(ra)]);
            }
            "usub" => {
                self.emit(&format!("sub.s{w}"), vec![reg(r), reg(ra), reg(rb)]);
                self.emit(&format!("setp.lt.u{w}"), vec![reg(ov), reg(ra), reg(rb)]);
            }
            "sadd" | "ssub" => {
                let add = op == "sadd";
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
            "umul" => {
                self.emit(&format!("mul.lo.s{w}"), vec![reg(r), reg(ra), reg(rb)]);
                let h = self.op1(c, &format!("mul.hi.u{w}"), vec![reg(ra), reg(rb)]);
                self.emit(&format!("setp.ne.b{w}"), vec![reg(ov), reg(h), imm(0)]);
            }
            "smul" => {
                self.emit(&format!("mul.lo.s{w}"), vec![reg(r), reg(ra), reg(rb)]);
                let h = self.op1(c, &format!("mul.hi.s{w}"), vec![reg(ra), reg(rb)]);
                let s = self.op1(c, &format!("shr.s{w}"), vec![reg(r), imm(w as i64 - 1)]);
                self.emit(&format!("setp.ne.b{w}"), vec![reg(ov), reg(h), reg(s)]);
            }
            _ => return Err("unknown overflow intrinsic".into()),
        }
        Ok(())
    }

    /// Saturating add/sub.
    fn sat_op(&mut self, inst: Inst, name: &str) -> R<()> {
        let op = name.split('.').nth(1).unwrap_or("");
        self.lanes2(inst, |s, leaf, a, b| {
            let w = leaf.bits();
            let c = s.out.reg_class(a);
            Ok(match (op, w) {
                ("sadd", 32) => s.op1(c, "add.sat.s32", vec![reg(a), reg(b)]),
                ("ssub", 32) => s.op1(c, "sub.sat.s32", vec![reg(a), reg(b)]),
                ("uadd", 32 | 64) => {
                    let r = s.op1(c, &format!("add.s{w}"), vec![reg(a), reg(b)]);
                    let ov = s.op1(
                        RegClass::Pred,
                        &format!("setp.lt.u{w}"),
                        vec![reg(r), reg(a)],
                    );
                    s.op1(c, &format!("selp.b{w}"), vec![imm(-1), reg(r), reg(ov)])
                }
                ("usub", 32 | 64) => {
                    let m = s.op1(c, &format!("max.u{w}"), vec![reg(a), reg(b)]);
                    s.op1(c, &format!("sub.s{w}"), vec![reg(m), reg(b)])
                }
                _ => return Err(format!("{op}.sat on i{w}")),
            })
        })
    }

    /// `llvm.nvvm.*` math.
    fn nvvm_math(&mut self, inst: Inst, rest: &str) -> R<()> {
        let parts: Vec<&str> = rest.split('.').collect();
        let (op, flags) = (parts[0], &parts[1..]);
        match op {
            // `div.full[.ftz]` without a type suffix (the newer spelling).
            "div" if flags.first() == Some(&"full") && !flags.contains(&"f") => {
                let ftz = match flags {
                    ["full"] => "",
                    ["full", "ftz"] => ".ftz",
                    _ => return Err("unknown div.full form".into()),
                };
                let ops = self.scalar_operands(inst, 2)?;
                let d = self.vreg(self.result(inst)?)?;
                let mut all = vec![reg(d)];
                all.extend(ops);
                self.emit(&format!("div.full{ftz}.f32"), all);
                Ok(())
            }
            _ if flags
                .iter()
                .any(|f| matches!(*f, "f16" | "f16x2" | "bf16" | "bf16x2")) =>
            {
                self.half_intrinsic(inst, op, flags)
            }
            "fma" | "add" | "mul" | "div" | "rcp" | "sqrt" | "rsqrt" | "ex2" | "lg2" | "sin"
            | "cos" | "tanh" => {
                let fl = nv_flags(flags).ok_or("unknown rounding or type suffix")?;
                let ty = fl.ty.ok_or("missing type suffix")?;
                // llvm.nvvm.sqrt.f is IEEE sqrt (what llc emits).
                let mode = match (op, fl.mode) {
                    ("sqrt", None) => "rn",
                    (_, Some(m)) => m,
                    _ => return Err("missing rounding mode".into()),
                };
                if op == "tanh" {
                    self.require_sm(75, "tanh.approx")?;
                    self.need((7, 0));
                }
                let ftz = if fl.ftz { ".ftz" } else { "" };
                let c = if ty == "f64" {
                    RegClass::F64
                } else {
                    RegClass::F32
                };
                let ops = self.scalar_operands(inst, arity(op))?;
                let res = self.result(inst)?;
                let d = self.vreg(res)?;
                if self.out.reg_class(d) != c {
                    return Err(format!("result of type {}", self.ty(res)));
                }
                let mut all = vec![reg(d)];
                all.extend(ops);
                self.emit(&format!("{op}.{mode}{ftz}.{ty}"), all);
                Ok(())
            }
            "fabs" | "saturate" | "floor" | "ceil" | "trunc" | "round" => {
                let fl = nv_flags(flags).ok_or("unknown suffix")?;
                let ty = fl.ty.ok_or("missing type suffix")?;
                let ftz = if fl.ftz { ".ftz" } else { "" };
                let m = match op {
                    "fabs" => format!("abs{ftz}.{ty}"),
                    "saturate" => format!("cvt{ftz}.sat.{ty}.{ty}"),
                    "floor" => format!("cvt.rmi{ftz}.{ty}.{ty}"),
                    "ceil" => format!("cvt.rpi{ftz}.{ty}.{ty}"),
                    "trunc" => format!("cvt.rzi{ftz}.{ty}.{ty}"),
                    // llvm.nvvm.round.f rounds to nearest even, as llc does.
                    _ => format!("cvt.rni{ftz}.{ty}.{ty}"),
                };
                self.lanes1(inst, |s, _, r| {
                    Ok(s.op1(s.out.reg_class(r), &m, vec![reg(r)]))
                })
            }
            "fmin" | "fmax" => {
                let fl = nv_flags(flags).ok_or("unknown suffix")?;
                let ty = fl.ty.ok_or("missing type suffix")?;
                if fl.nan {
                    self.require_sm(80, "min/max with NaN propagation")?;
                    self.need((7, 0));
                }
                let m = format!(
                    "{}{}{}.{ty}",
                    &op[1..],
                    if fl.ftz { ".ftz" } else { "" },
                    if fl.nan { ".NaN" } else { "" }
                );
                self.lanes2(inst, |s, _, a, b| {
                    Ok(s.op1(s.out.reg_class(a), &m, vec![reg(a), reg(b)]))
                })
            }
            "min" | "max" | "mulhi" | "mul24" | "abs" | "popc" | "clz" | "sad" => {
                let (signed, w) = match flags {
                    ["s"] if op == "mulhi" => (true, 16),
                    ["us"] if op == "mulhi" => (false, 16),
                    ["i"] => (true, 32),
                    ["ui"] => (false, 32),
                    ["ll"] => (true, 64),
                    ["ull"] => (false, 64),
                    _ => return Err("unknown type suffix".into()),
                };
                let m = match op {
                    "mulhi" => format!("mul.hi.{}", ity(w, signed)),
                    "mul24" if w == 32 => format!("mul24.lo.{}", ity(w, signed)),
                    "abs" => format!("abs.s{w}"),
                    "popc" => format!("popc.b{w}"),
                    "clz" => format!("clz.b{w}"),
                    "sad" => format!("sad.{}", ity(w, signed)),
                    "min" | "max" => format!("{op}.{}", ity(w, signed)),
                    _ => return Err("unknown integer intrinsic".into()),
                };
                let ops = self.scalar_operands(inst, arity(op))?;
                let res = self.result(inst)?;
                let d = self.vreg(res)?;
                let mut all = vec![reg(d)];
                all.extend(ops);
                self.emit(&m, all);
                Ok(())
            }
            "rotate" => self.rotate(inst, flags),
            "brev32" | "brev64" => {
                let w = if op == "brev32" { 32 } else { 64 };
                self.lanes1(inst, |s, _, r| s.bitreverse(w, r))
            }
            "prmt" => {
                // The modes: f4e/b4e take (a, b, c); rc8/ecl/ecr/rc16 read
                // only a, so PTX's b is 0 (what llc writes).
                let (m, n) = match flags {
                    [] => (String::new(), 3),
                    [mode @ ("f4e" | "b4e")] => (format!(".{mode}"), 3),
                    [mode @ ("rc8" | "ecl" | "ecr" | "rc16")] => (format!(".{mode}"), 2),
                    _ => return Err("unknown prmt mode".into()),
                };
                let mut ops = self.scalar_operands(inst, n)?;
                if n == 2 {
                    ops.insert(1, imm(0));
                }
                let res = self.result(inst)?;
                let d = self.vreg(res)?;
                let mut all = vec![reg(d)];
                all.extend(ops);
                self.emit(&format!("prmt.b32{m}"), all);
                Ok(())
            }
            // Bit-field mask (sm_70, PTX 7.6) and find-nth-set (PTX 6.0).
            "bmsk" | "fns" => {
                let (m, n) = match (op, flags) {
                    ("bmsk", [mode @ ("clamp" | "wrap")]) => {
                        self.require_sm(70, "bmsk")?;
                        self.need((7, 6));
                        (format!("bmsk.{mode}.b32"), 2)
                    }
                    ("fns", []) => {
                        self.need((6, 0));
                        ("fns.b32".to_string(), 3)
                    }
                    _ => return Err("unknown form".into()),
                };
                let ops = self.scalar_operands(inst, n)?;
                let d = self.vreg(self.result(inst)?)?;
                let mut all = vec![reg(d)];
                all.extend(ops);
                self.emit(&m, all);
                Ok(())
            }
            "isspacep" => {
                let sp = match flags {
                    ["global"] => "global",
                    ["shared"] => "shared",
                    ["const"] => "const",
                    ["local"] => "local",
                    ["shared", "cluster"] => {
                        self.require_sm(90, "isspacep.shared::cluster")?;
                        self.need((7, 8));
                        "shared::cluster"
                    }
                    _ => return Err("unknown space".into()),
                };
                let a = self.args_n(inst, 1)?[0];
                let r = self.src_reg(a, 0)?;
                let res = self.result(inst)?;
                let d = self.vreg(res)?;
                self.emit(&format!("isspacep.{sp}"), vec![reg(d), reg(r)]);
                Ok(())
            }
            // Find leading one: `bfind`, with `.shiftamt` when the flag
            // operand is true.
            "flo" => {
                let t = match flags {
                    ["s", "i32"] => "s32",
                    ["u", "i32"] => "u32",
                    ["s", "i64"] => "s64",
                    ["u", "i64"] => "u64",
                    _ => return Err("unknown flo form".into()),
                };
                let args = self.args_n(inst, 2)?;
                let shift = self.const_operand(args[1], "the shift-amount flag of flo")?;
                let a = self.src_reg(args[0], 0)?;
                let d = self.vreg(self.result(inst)?)?;
                let sa = if shift & 1 == 1 { ".shiftamt" } else { "" };
                self.emit(&format!("bfind{sa}.{t}"), vec![reg(d), reg(a)]);
                Ok(())
            }
            _ => Err("no PTX lowering for this intrinsic".into()),
        }
    }

    /// The Convert family.
    pub(crate) fn convert_intrinsic(&mut self, inst: Inst, name: &str) -> R<()> {
        let has = |p: &str| name.starts_with(p);
        if has("llvm.convert.to.fp16.") {
            return self.lanes1(inst, |s, leaf, r| {
                let t = fty(leaf);
                Ok(s.op1(RegClass::B16, &format!("cvt.rn.f16.{t}"), vec![reg(r)]))
            });
        }
        if has("llvm.convert.from.fp16.") {
            let res = self.result(inst)?;
            let rt = self.ty(res);
            return self.lanes1(inst, |s, _, r| {
                Ok(match rt.scalar() {
                    Type::F64 => s.op1(RegClass::F64, "cvt.f64.f16", vec![reg(r)]),
                    _ => s.op1(RegClass::F32, "cvt.f32.f16", vec![reg(r)]),
                })
            });
        }
        if has("llvm.fptosi.sat.") || has("llvm.fptoui.sat.") {
            let signed = has("llvm.fptosi.");
            let res = self.result(inst)?;
            let rt = self.ty(res);
            return self.lanes1(inst, |s, leaf, r| {
                let w = rt.scalar().bits();
                if w == 1 {
                    return Err("saturating conversion to i1".into());
                }
                // PTX's float-to-integer cvt saturates and maps NaN to 0.
                let (r, from) = if leaf == Type::BF16 {
                    (s.widen_f32(r, leaf), Type::F32)
                } else {
                    (r, leaf)
                };
                let c = if w <= 16 {
                    RegClass::B16
                } else if w <= 32 {
                    RegClass::B32
                } else {
                    RegClass::B64
                };
                let it = match w {
                    8 => {
                        if signed {
                            "s8"
                        } else {
                            "u8"
                        }
                    }
                    _ => ity(w, signed),
                };
                if !matches!(w, 8 | 16 | 32 | 64) {
                    return Err(format!("saturating conversion to i{w}"));
                }
                Ok(s.op1(c, &format!("cvt.rzi.{it}.{}", fty(from)), vec![reg(r)]))
            });
        }
        let rest = name
            .strip_prefix("llvm.nvvm.")
            .ok_or("unknown conversion")?;
        let parts: Vec<&str> = rest.split('.').collect();
        let (op, flags) = (parts[0], &parts[1..]);
        let rnd = |flags: &[&str], int: bool| -> R<(String, bool)> {
            let mut r = None;
            let mut ftz = false;
            for f in flags {
                match *f {
                    "rn" | "rz" | "rm" | "rp" => r = Some(*f),
                    "ftz" => ftz = true,
                    _ => return Err(format!("unknown suffix .{f}")),
                }
            }
            let r = r.ok_or("missing rounding mode")?;
            Ok((if int { format!("{r}i") } else { r.to_string() }, ftz))
        };
        // Float to integer.
        let f2i = [
            ("f2i", "f32", "s32"),
            ("f2ui", "f32", "u32"),
            ("d2i", "f64", "s32"),
            ("d2ui", "f64", "u32"),
            ("f2ll", "f32", "s64"),
            ("f2ull", "f32", "u64"),
            ("d2ll", "f64", "s64"),
            ("d2ull", "f64", "u64"),
        ];
        if let Some(&(_, from, to)) = f2i.iter().find(|e| e.0 == op) {
            if op == "d2i" && matches!(flags, ["lo"] | ["hi"]) {
                let hi = flags[0] == "hi";
                return self.lanes1(inst, |s, _, r| {
                    let lo_r = s.new_reg(RegClass::B32);
                    let hi_r = s.new_reg(RegClass::B32);
                    s.emit(
                        "mov.b64",
                        vec![Operand::Vector(vec![reg(lo_r), reg(hi_r)]), reg(r)],
                    );
                    Ok(if hi { hi_r } else { lo_r })
                });
            }
            let (r, ftz) = rnd(flags, true)?;
            let ftz = if ftz { ".ftz" } else { "" };
            let c = if to.ends_with("64") {
                RegClass::B64
            } else {
                RegClass::B32
            };
            let m = format!("cvt.{r}{ftz}.{to}.{from}");
            return self.lanes1(inst, |s, _, x| Ok(s.op1(c, &m, vec![reg(x)])));
        }
        // Integer to float.
        let i2f = [
            ("i2f", "s32", "f32"),
            ("ui2f", "u32", "f32"),
            ("i2d", "s32", "f64"),
            ("ui2d", "u32", "f64"),
            ("ll2f", "s64", "f32"),
            ("ull2f", "u64", "f32"),
            ("ll2d", "s64", "f64"),
            ("ull2d", "u64", "f64"),
            ("d2f", "f64", "f32"),
        ];
        if let Some(&(_, from, to)) = i2f.iter().find(|e| e.0 == op) {
            let (r, ftz) = rnd(flags, false)?;
            let ftz = if ftz { ".ftz" } else { "" };
            let c = if to == "f64" {
                RegClass::F64
            } else {
                RegClass::F32
            };
            let m = format!("cvt.{r}{ftz}.{to}.{from}");
            return self.lanes1(inst, |s, _, x| Ok(s.op1(c, &m, vec![reg(x)])));
        }
        match (op, flags) {
            ("lohi", ["i2d"]) => {
                let args = self.args_n(inst, 2)?;
                let lo = self.src_reg(args[0], 0)?;
                let hi = self.src_reg(args[1], 0)?;
                let res = self.result(inst)?;
                let d = self.vreg(res)?;
                self.emit(
                    "mov.b64",
                    vec![reg(d), Operand::Vector(vec![reg(lo), reg(hi)])],
                );
                Ok(())
            }
            ("f2h", _) => {
                let (r, ftz) = rnd(flags, false)?;
                let m = format!("cvt.{r}{}.f16.f32", if ftz { ".ftz" } else { "" });
                self.lanes1(inst, |s, _, x| Ok(s.op1(RegClass::B16, &m, vec![reg(x)])))
            }
            ("f2bf16", ["rn"]) => self.lanes1(inst, |s, _, x| s.narrow_f32(x, Type::BF16)),
            ("f2bf16", [r @ ("rn" | "rz"), rest @ ..]) => {
                self.require_sm(80, "cvt to bf16")?;
                self.need((7, 0));
                let relu = relu_flag(rest)?;
                let m = format!("cvt.{r}{relu}.bf16.f32");
                self.lanes1(inst, |s, _, x| Ok(s.op1(RegClass::B16, &m, vec![reg(x)])))
            }
            ("ff2bf16x2" | "ff2f16x2", [r @ ("rn" | "rz"), rest @ ..]) => {
                self.require_sm(80, "cvt to a 16-bit pair")?;
                self.need((7, 0));
                let relu = relu_flag(rest)?;
                let t = if op == "ff2bf16x2" { "bf16x2" } else { "f16x2" };
                let args = self.args_n(inst, 2)?;
                let (a, b) = (self.src_reg(args[0], 0)?, self.src_reg(args[1], 0)?);
                // PTX puts a in the upper half: element 1 of the result.
                let p = self.op1(
                    RegClass::B32,
                    &format!("cvt.{r}{relu}.{t}.f32"),
                    vec![reg(a), reg(b)],
                );
                let ds = self.vregs(self.result(inst)?)?;
                let [lo, hi] = ds[..] else {
                    return Err("expected a two-element result".into());
                };
                self.emit(
                    "mov.b32",
                    vec![Operand::Vector(vec![reg(lo), reg(hi)]), reg(p)],
                );
                Ok(())
            }
            ("f2tf32", [r @ ("rn" | "rz" | "rna"), rest @ ..]) => {
                let relu = relu_flag(rest)?;
                if *r == "rna" && relu.is_empty() {
                    self.require_sm(80, "cvt.rna.tf32.f32")?;
                    self.need((7, 0));
                } else {
                    self.require_sm(90, "cvt.rn/rz.tf32.f32")?;
                    self.need((7, 8));
                }
                let m = format!("cvt.{r}{relu}.tf32.f32");
                self.lanes1(inst, |s, _, x| Ok(s.op1(RegClass::B32, &m, vec![reg(x)])))
            }
            ("bitcast", [k]) => {
                let (c, w) = match *k {
                    "f2i" => (RegClass::B32, 32),
                    "i2f" => (RegClass::F32, 32),
                    "ll2d" => (RegClass::F64, 64),
                    "d2ll" => (RegClass::B64, 64),
                    _ => return Err("unknown bitcast".into()),
                };
                self.lanes1(inst, |s, _, x| {
                    Ok(s.op1(c, &format!("mov.b{w}"), vec![reg(x)]))
                })
            }
            // The overloaded spellings carry pointer types after the spaces
            // (`ptr.constant.to.gen.p0.p4`).
            ("ptr", [a, "to", b, ..]) => {
                let sp = |n: &str| -> R<u32> {
                    Ok(match n {
                        "gen" => 0,
                        "global" => 1,
                        "shared" => 3,
                        "constant" => 4,
                        "local" => 5,
                        _ => return Err(format!("unknown space {n}")),
                    })
                };
                let (fa, ta) = (sp(a)?, sp(b)?);
                self.lanes1(inst, |s, _, x| s.aspace_cast(x, fa, ta))
            }
            _ => Err("no PTX lowering for this conversion".into()),
        }
    }
}

/// `.relu` from a conversion's trailing flags.
fn relu_flag(rest: &[&str]) -> R<&'static str> {
    match rest {
        [] => Ok(""),
        ["relu"] => Ok(".relu"),
        _ => Err("unknown conversion flags".into()),
    }
}
