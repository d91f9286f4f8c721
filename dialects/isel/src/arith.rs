//! Integer and float arithmetic, comparisons, select, freeze, ptradd and
//! symbol addresses.

use super::func::{imm, reg, FnSel, R};
use super::packed::PackedOp;
use super::regs::{self, bty, fty, ity, Ext};
use dialects::ir::*;
use ptx::{Operand, Reg, RegClass};

impl FnSel<'_> {
    /// `nvvm.addr @sym`: `mov.u64` of the symbol in its own space, then
    /// `cvta.global` when the IR wants a generic pointer to a global of
    /// address space 0.
    pub(crate) fn lower_addr(&mut self, inst: Inst) -> R<()> {
        let res = self.result(inst)?;
        let d = self.vreg(res)?;
        match self.attrs(inst) {
            Attrs::Symbol(Symbol::Global(g)) => {
                let name = self.cx.global_names[*g].clone();
                let gl = &self.cx.m.globals[*g];
                if gl.addrspace == 0 {
                    let t = self.op1(RegClass::B64, "mov.u64", vec![Operand::Sym(name)]);
                    self.emit("cvta.global.u64", vec![reg(d), reg(t)]);
                } else {
                    self.emit("mov.u64", vec![reg(d), Operand::Sym(name)]);
                }
            }
            Attrs::Symbol(Symbol::Func(f)) => {
                let name = self.cx.func_names[*f].clone();
                self.emit("mov.u64", vec![reg(d), Operand::Sym(name)]);
            }
            _ => return Err("malformed symbol".into()),
        }
        Ok(())
    }

    pub(crate) fn lower_int_binary(&mut self, inst: Inst) -> R<()> {
        let op = self.dfg.insts[inst].opcode;
        let args = self.args(inst);
        let (a, b) = (args[0], args[1]);
        let res = self.result(inst)?;
        let t = self.ty(res);
        let ds = self.vregs(res)?;
        for (lane, &d) in ds.iter().enumerate() {
            let w = regs::leaf_type(t, lane)?.bits();
            match w {
                1 => self.pred_binop(d, op, a, b, lane)?,
                8 | 16 | 32 | 64 => self.int_binop(d, op, w, a, b, lane)?,
                128 => self.i128_binop(d, op, a, b, lane)?,
                _ => return Err(format!("i{w} arithmetic").into()),
            }
        }
        Ok(())
    }

    /// `mul_wide_s`/`mul_wide_u`: one `mul.wide.{s,u}{16,32}` (a constant
    /// operand goes second, as an immediate).
    pub(crate) fn lower_mul_wide(&mut self, inst: Inst) -> R<()> {
        let op = self.dfg.insts[inst].opcode;
        let args = self.args(inst);
        let (mut a, mut b) = (args[0], args[1]);
        if self.lane_const(a, 0).is_some() && self.lane_const(b, 0).is_none() {
            std::mem::swap(&mut a, &mut b);
        }
        let w = self.ty(a).bits();
        if !matches!(w, 16 | 32) {
            return Err(format!("mul.wide of i{w}").into());
        }
        let signed = op == Opcode::MulWideS;
        let d = self.vreg(self.result(inst)?)?;
        let ra = self.src_reg(a, 0)?;
        let ob = self.src(b, 0, Ext::Any)?;
        self.emit(
            &format!("mul.wide.{}", ity(w, signed)),
            vec![reg(d), reg(ra), ob],
        );
        Ok(())
    }

    /// `mad_lo`: one `mad.lo.s{16,32,64}` (constant factors go second, as
    /// immediates; the addend may be one too).
    pub(crate) fn lower_mad_lo(&mut self, inst: Inst) -> R<()> {
        let args = self.args(inst);
        let (mut a, mut b, c) = (args[0], args[1], args[2]);
        if self.lane_const(a, 0).is_some() && self.lane_const(b, 0).is_none() {
            std::mem::swap(&mut a, &mut b);
        }
        let w = self.ty(a).bits();
        if !matches!(w, 16 | 32 | 64) {
            return Err(format!("mad.lo of i{w}").into());
        }
        let d = self.vreg(self.result(inst)?)?;
        let ra = self.src_reg(a, 0)?;
        let ob = self.src(b, 0, Ext::Any)?;
        let oc = self.src(c, 0, Ext::Any)?;
        self.emit(&format!("mad.lo.s{w}"), vec![reg(d), reg(ra), ob, oc]);
        Ok(())
    }

    fn pred_binop(&mut self, d: ptx::Reg, op: Opcode, a: Value, b: Value, lane: usize) -> R<()> {
        use Opcode::*;
        let ra = self.src_reg(a, lane)?;
        match op {
            And | Mul => {
                let rb = self.src_reg(b, lane)?;
                self.emit("and.pred", vec![reg(d), reg(ra), reg(rb)]);
            }
            Or => {
                let rb = self.src_reg(b, lane)?;
                self.emit("or.pred", vec![reg(d), reg(ra), reg(rb)]);
            }
            Xor | Add | Sub => {
                let rb = self.src_reg(b, lane)?;
                self.emit("xor.pred", vec![reg(d), reg(ra), reg(rb)]);
            }
            // Dividing by the only non-zero i1 (1 or -1) and shifting by the
            // only in-range amount (0) return the dividend.
            UDiv | SDiv | Shl | LShr | AShr => self.emit("mov.pred", vec![reg(d), reg(ra)]),
            URem | SRem => self.emit("mov.pred", vec![reg(d), imm(0)]),
            _ => return Err(format!("{op} on i1").into()),
        }
        Ok(())
    }

    fn int_binop(
        &mut self,
        d: ptx::Reg,
        op: Opcode,
        w: u64,
        a: Value,
        b: Value,
        lane: usize,
    ) -> R<()> {
        use Opcode::*;
        let (name, ea, eb) = match op {
            Add => (format!("add.{}", ity(w, true)), Ext::Any, Ext::Any),
            Sub => (format!("sub.{}", ity(w, true)), Ext::Any, Ext::Any),
            Mul => (format!("mul.lo.{}", ity(w, true)), Ext::Any, Ext::Any),
            UDiv => (format!("div.{}", ity(w, false)), Ext::Zero, Ext::Zero),
            SDiv => (format!("div.{}", ity(w, true)), Ext::Sign, Ext::Sign),
            URem => (format!("rem.{}", ity(w, false)), Ext::Zero, Ext::Zero),
            SRem => (format!("rem.{}", ity(w, true)), Ext::Sign, Ext::Sign),
            And => (format!("and.{}", bty(w)), Ext::Any, Ext::Any),
            Or => (format!("or.{}", bty(w)), Ext::Any, Ext::Any),
            Xor => (format!("xor.{}", bty(w)), Ext::Any, Ext::Any),
            Shl => (format!("shl.{}", bty(w)), Ext::Any, Ext::Zero),
            LShr => (format!("shr.{}", ity(w, false)), Ext::Zero, Ext::Zero),
            AShr => (format!("shr.{}", ity(w, true)), Ext::Sign, Ext::Zero),
            _ => return Err(format!("{op} is not integer arithmetic").into()),
        };
        // `c - x` takes `c` as an immediate (PTX's `sub` accepts one in
        // either place) and `0 - x` is `neg`: no `mov` of the constant.
        if op == Sub && matches!(w, 16 | 32 | 64) && self.lane_const(b, lane).is_none() {
            if let Some(c) = self.lane_const(a, lane) {
                let leaf = regs::leaf_type(self.ty(a), lane)?;
                let rb = self.src_ext(b, lane, Ext::Any)?;
                if regs::const_bits(&c, leaf) == Some(0) {
                    self.emit(&format!("neg.{}", ity(w, true)), vec![reg(d), reg(rb)]);
                } else {
                    let oa = self.src(a, lane, Ext::Any)?;
                    self.emit(&name, vec![reg(d), oa, reg(rb)]);
                }
                return Ok(());
            }
        }
        // A constant first operand of a commutative operation goes second,
        // as an immediate, instead of through a `mov`.
        let (a, b) = if matches!(op, Add | Mul | And | Or | Xor)
            && self.lane_const(a, lane).is_some()
            && self.lane_const(b, lane).is_none()
        {
            (b, a)
        } else {
            (a, b)
        };
        let ra = self.src_ext(a, lane, ea)?;
        let ob = if matches!(op, Shl | LShr | AShr) {
            self.shift_amount(b, lane, w)?
        } else {
            self.src(b, lane, eb)?
        };
        self.emit(&name, vec![reg(d), reg(ra), ob]);
        Ok(())
    }

    /// A shift amount as PTX wants it: an immediate or a `.u32` register.
    pub(crate) fn shift_amount(&mut self, b: Value, lane: usize, w: u64) -> R<Operand> {
        if let Some(c) = self.lane_const(b, lane) {
            let leaf = regs::leaf_type(self.ty(b), lane)?;
            let v = regs::const_bits(&c, leaf).unwrap_or(0);
            return Ok(imm(v.min(255) as i64));
        }
        let r = self.src_reg(b, lane)?;
        Ok(reg(match w {
            8 => self.op1(RegClass::B32, "cvt.u32.u8", vec![reg(r)]),
            16 => self.op1(RegClass::B32, "cvt.u32.u16", vec![reg(r)]),
            64 => self.op1(RegClass::B32, "cvt.u32.u64", vec![reg(r)]),
            _ => r,
        }))
    }

    fn i128_binop(&mut self, d: ptx::Reg, op: Opcode, a: Value, b: Value, lane: usize) -> R<()> {
        use Opcode::*;
        let qa = self.src_reg(a, lane)?;
        let qb = self.src_reg(b, lane)?;
        let (alo, ahi) = self.unpack128(qa);
        let (blo, bhi) = self.unpack128(qb);
        let lo = self.new_reg(RegClass::B64);
        let hi = self.new_reg(RegClass::B64);
        let two = |s: &mut Self, l: &str, h: &str| {
            s.emit(l, vec![reg(lo), reg(alo), reg(blo)]);
            s.emit(h, vec![reg(hi), reg(ahi), reg(bhi)]);
        };
        match op {
            Add => two(self, "add.cc.u64", "addc.u64"),
            Sub => two(self, "sub.cc.u64", "subc.u64"),
            And => two(self, "and.b64", "and.b64"),
            Or => two(self, "or.b64", "or.b64"),
            Xor => two(self, "xor.b64", "xor.b64"),
            Mul => {
                self.emit("mul.lo.u64", vec![reg(lo), reg(alo), reg(blo)]);
                let h0 = self.op1(RegClass::B64, "mul.hi.u64", vec![reg(alo), reg(blo)]);
                let h1 = self.op1(
                    RegClass::B64,
                    "mad.lo.u64",
                    vec![reg(alo), reg(bhi), reg(h0)],
                );
                self.emit("mad.lo.u64", vec![reg(hi), reg(ahi), reg(blo), reg(h1)]);
            }
            Shl | LShr | AShr => self.i128_shift(op, (alo, ahi), blo, (lo, hi)),
            UDiv | SDiv | URem | SRem => {
                let (l, h) = self.i128_divrem(op, (alo, ahi), (blo, bhi));
                self.emit("mov.b64", vec![reg(lo), reg(l)]);
                self.emit("mov.b64", vec![reg(hi), reg(h)]);
            }
            _ => return Err(format!("{op} on i128").into()),
        }
        self.emit(
            "mov.b128",
            vec![reg(d), Operand::Vector(vec![reg(lo), reg(hi)])],
        );
        Ok(())
    }

    /// A 128-bit shift on two 64-bit halves. PTX clamps a shift amount
    /// above the width to the width (ISA 9.7.8.8), so for `shl` and `lshr`
    /// the three partial shifts need no select: whichever of `s`, `64 - s`
    /// and `s - 64` is out of range (wrapping as u32) contributes zero.
    /// `ashr` clamps to the sign fill instead, so it selects on `s < 64`.
    /// Amounts of 128 or more are poison in LLVM; only the low 32 bits of
    /// the amount are read.
    fn i128_shift(&mut self, op: Opcode, (alo, ahi): (Reg, Reg), blo: Reg, (lo, hi): (Reg, Reg)) {
        let s = self.op1(RegClass::B32, "cvt.u32.u64", vec![reg(blo)]);
        let inv = self.op1(RegClass::B32, "sub.s32", vec![imm(64), reg(s)]);
        let over = self.op1(RegClass::B32, "add.s32", vec![reg(s), imm(-64)]);
        let or3 = |me: &mut Self, d: Reg, parts: [Reg; 3]| {
            let t = me.op1(RegClass::B64, "or.b64", vec![reg(parts[0]), reg(parts[1])]);
            me.emit("or.b64", vec![reg(d), reg(t), reg(parts[2])]);
        };
        match op {
            Opcode::Shl => {
                self.emit("shl.b64", vec![reg(lo), reg(alo), reg(s)]);
                let a = self.op1(RegClass::B64, "shl.b64", vec![reg(ahi), reg(s)]);
                let b = self.op1(RegClass::B64, "shr.u64", vec![reg(alo), reg(inv)]);
                let c = self.op1(RegClass::B64, "shl.b64", vec![reg(alo), reg(over)]);
                or3(self, hi, [a, b, c]);
            }
            Opcode::LShr => {
                self.emit("shr.u64", vec![reg(hi), reg(ahi), reg(s)]);
                let a = self.op1(RegClass::B64, "shr.u64", vec![reg(alo), reg(s)]);
                let b = self.op1(RegClass::B64, "shl.b64", vec![reg(ahi), reg(inv)]);
                let c = self.op1(RegClass::B64, "shr.u64", vec![reg(ahi), reg(over)]);
                or3(self, lo, [a, b, c]);
            }
            _ => {
                self.emit("shr.s64", vec![reg(hi), reg(ahi), reg(s)]);
                let a = self.op1(RegClass::B64, "shr.u64", vec![reg(alo), reg(s)]);
                let b = self.op1(RegClass::B64, "shl.b64", vec![reg(ahi), reg(inv)]);
                let near = self.op1(RegClass::B64, "or.b64", vec![reg(a), reg(b)]);
                let far = self.op1(RegClass::B64, "shr.s64", vec![reg(ahi), reg(over)]);
                let p = self.op1(RegClass::Pred, "setp.lt.u32", vec![reg(s), imm(64)]);
                self.emit("selp.b64", vec![reg(lo), reg(near), reg(far), reg(p)]);
            }
        }
    }

    pub(crate) fn lower_float_binary(&mut self, inst: Inst) -> R<()> {
        use Opcode::*;
        let op = self.dfg.insts[inst].opcode;
        let args = self.args(inst);
        let (a, b) = (args[0], args[1]);
        let packed = match op {
            FAdd => Some(PackedOp::Add),
            FSub => Some(PackedOp::Sub),
            FMul => Some(PackedOp::Mul),
            _ => None,
        };
        if let Some(p) = packed {
            if self.try_packed(inst, p, &[a, b])? {
                return Ok(());
            }
        }
        let res = self.result(inst)?;
        let t = self.ty(res);
        let base = match op {
            FAdd => "add",
            FSub => "sub",
            FMul => "mul",
            FDiv => "div",
            _ => "rem",
        };
        let mut outs = Vec::new();
        for lane in 0..regs::leaf_count(t)? {
            let leaf = regs::leaf_type(t, lane)?;
            let out = match leaf {
                _ if op == FRem => self.exact_frem(a, b, lane, leaf)?,
                Type::F32 if op == FDiv && !self.cx.math.prec_div => self.fast_fdiv(a, b, lane)?,
                Type::F32 | Type::F64 if op == FDiv && self.is_one(a, lane, leaf) => {
                    // `1/x` correctly rounded is `rcp.rn` (PTX ISA "rcp":
                    // IEEE 754 round to nearest, subnormals kept), which
                    // ptxas expands to a far shorter sequence than
                    // `div.rn` (a double `cuCdiv`: 32 registers, 22 with
                    // rcp, as libNVVM and llc select it).
                    let rb = self.src_reg(b, lane)?;
                    let c = self.out.reg_class(rb);
                    self.op1(c, &format!("rcp.rn.{}", fty(leaf)), vec![reg(rb)])
                }
                Type::F32 | Type::F64 => {
                    let ra = self.src_reg(a, lane)?;
                    let ob = self.src(b, lane, Ext::Any)?;
                    let c = self.out.reg_class(ra);
                    let m = format!("{base}.rn.{}", fty(leaf));
                    // A coalesced loop-carried value is written in place
                    // (one instruction reads its operands first), not
                    // through a copy.
                    match self.regs_of(res).and_then(|r| r.get(lane)).copied() {
                        Some(d) => {
                            self.emit(&m, vec![reg(d), reg(ra), ob]);
                            d
                        }
                        None => self.op1(c, &m, vec![reg(ra), ob]),
                    }
                }
                Type::F16 if op != FDiv => {
                    let ra = self.src_reg(a, lane)?;
                    let rb = self.src_reg(b, lane)?;
                    self.op1(
                        RegClass::B16,
                        &format!("{base}.rn.f16"),
                        vec![reg(ra), reg(rb)],
                    )
                }
                Type::BF16 if op != FDiv && self.cx.target.sm >= 80 => {
                    let ra = self.src_reg(a, lane)?;
                    let rb = self.src_reg(b, lane)?;
                    let p = match op {
                        FAdd => PackedOp::Add,
                        FSub => PackedOp::Sub,
                        _ => PackedOp::Mul,
                    };
                    self.half_op("bf16", p, &[ra, rb])
                }
                // Through f32: exact, since f32 has more than twice the
                // precision (+2 bits) of f16 and bf16.
                Type::F16 | Type::BF16 => {
                    let ra = self.src_reg(a, lane)?;
                    let rb = self.src_reg(b, lane)?;
                    let fa = self.widen_f32(ra, leaf);
                    let fb = self.widen_f32(rb, leaf);
                    let r = self.op1(
                        RegClass::F32,
                        &format!("{base}.rn.f32"),
                        vec![reg(fa), reg(fb)],
                    );
                    self.narrow_f32(r, leaf)?
                }
                _ => return Err(format!("{op} on {leaf}").into()),
            };
            outs.push(out);
        }
        self.define(res, outs)
    }

    /// Whether lane `lane` of `v` is the constant 1.0 of float type `leaf`.
    fn is_one(&self, v: Value, lane: usize, leaf: Type) -> bool {
        let one = match leaf {
            Type::F32 => u128::from(1.0f32.to_bits()),
            _ => u128::from(1.0f64.to_bits()),
        };
        self.lane_const(v, lane)
            .is_some_and(|c| regs::const_bits(&c, leaf) == Some(one))
    }

    /// f32 division under `-prec-div=0`, as libNVVM selects it:
    /// `rcp.approx.f32` for `1/x`, else `div.full.f32` (2 ulp over the
    /// full range, PTX ISA "div").
    fn fast_fdiv(&mut self, a: Value, b: Value, lane: usize) -> R<Reg> {
        let rb = self.src_reg(b, lane)?;
        if self.is_one(a, lane, Type::F32) {
            return Ok(self.op1(RegClass::F32, "rcp.approx.f32", vec![reg(rb)]));
        }
        let ra = self.src_reg(a, lane)?;
        Ok(self.op1(RegClass::F32, "div.full.f32", vec![reg(ra), reg(rb)]))
    }

    pub(crate) fn lower_fneg(&mut self, inst: Inst) -> R<()> {
        let a = self.args(inst)[0];
        let res = self.result(inst)?;
        let t = self.ty(res);
        let ds = self.vregs(res)?;
        for (lane, &d) in ds.iter().enumerate() {
            let leaf = regs::leaf_type(t, lane)?;
            let ra = self.src_reg(a, lane)?;
            match leaf {
                Type::F32 | Type::F64 => {
                    self.emit(&format!("neg.{}", fty(leaf)), vec![reg(d), reg(ra)])
                }
                // The sign bit, exactly as LLVM defines fneg.
                _ => self.emit("xor.b16", vec![reg(d), reg(ra), imm(0x8000)]),
            }
        }
        Ok(())
    }

    pub(crate) fn lower_icmp(&mut self, inst: Inst) -> R<()> {
        let Attrs::ICmp(mut pred) = *self.attrs(inst) else {
            return Err("malformed icmp".into());
        };
        let args = self.args(inst);
        let (mut a, mut b) = (args[0], args[1]);
        // `setp` takes an immediate only as its second operand: `3 < n`
        // is selected as `n > 3` rather than moving 3 into a register.
        if self.const_of(a).is_some() && self.const_of(b).is_none() {
            (a, b, pred) = (b, a, pred.swapped());
        }
        let res = self.result(inst)?;
        let ds = self.vregs(res)?;
        let at = self.ty(a);
        for (lane, &d) in ds.iter().enumerate() {
            let leaf = regs::leaf_type(at, lane)?;
            self.icmp_into(d, pred, leaf, a, b, lane)?;
        }
        Ok(())
    }

    /// The PTX comparison and signedness of an integer predicate.
    pub(crate) fn int_cmp(pred: IntPred) -> (&'static str, Option<bool>) {
        use IntPred::*;
        match pred {
            Eq => ("eq", None),
            Ne => ("ne", None),
            Ugt => ("gt", Some(false)),
            Uge => ("ge", Some(false)),
            Ult => ("lt", Some(false)),
            Ule => ("le", Some(false)),
            Sgt => ("gt", Some(true)),
            Sge => ("ge", Some(true)),
            Slt => ("lt", Some(true)),
            Sle => ("le", Some(true)),
        }
    }

    fn icmp_into(
        &mut self,
        d: ptx::Reg,
        pred: IntPred,
        leaf: Type,
        a: Value,
        b: Value,
        lane: usize,
    ) -> R<()> {
        let (cmp, signed) = Self::int_cmp(pred);
        let w = leaf.bits();
        match w {
            1 => {
                let ra = self.src_reg(a, lane)?;
                let rb = self.src_reg(b, lane)?;
                match signed {
                    None => {
                        if pred == IntPred::Eq {
                            let t = self.op1(RegClass::Pred, "xor.pred", vec![reg(ra), reg(rb)]);
                            self.emit("not.pred", vec![reg(d), reg(t)]);
                        } else {
                            self.emit("xor.pred", vec![reg(d), reg(ra), reg(rb)]);
                        }
                    }
                    Some(s) => {
                        // As integers: true is 1 unsigned, -1 signed.
                        let one = if s { -1 } else { 1 };
                        let ia =
                            self.op1(RegClass::B32, "selp.b32", vec![imm(one), imm(0), reg(ra)]);
                        let ib =
                            self.op1(RegClass::B32, "selp.b32", vec![imm(one), imm(0), reg(rb)]);
                        self.emit(
                            &format!("setp.{cmp}.{}", ity(32, s)),
                            vec![reg(d), reg(ia), reg(ib)],
                        );
                    }
                }
            }
            8 | 16 | 32 | 64 => {
                let (ext, s) = match signed {
                    Some(true) => (Ext::Sign, true),
                    Some(false) => (Ext::Zero, false),
                    None => (Ext::Zero, !leaf.is_ptr()),
                };
                let ra = self.src_ext(a, lane, ext)?;
                let ob = self.src(b, lane, ext)?;
                self.emit(
                    &format!("setp.{cmp}.{}", ity(w, s)),
                    vec![reg(d), reg(ra), ob],
                );
            }
            128 => {
                let qa = self.src_reg(a, lane)?;
                let qb = self.src_reg(b, lane)?;
                let (alo, ahi) = self.unpack128(qa);
                let (blo, bhi) = self.unpack128(qb);
                let p = RegClass::Pred;
                match signed {
                    None => {
                        let l = self.op1(p, &format!("setp.{cmp}.u64"), vec![reg(alo), reg(blo)]);
                        let h = self.op1(p, &format!("setp.{cmp}.u64"), vec![reg(ahi), reg(bhi)]);
                        let join = if pred == IntPred::Eq {
                            "and.pred"
                        } else {
                            "or.pred"
                        };
                        self.emit(join, vec![reg(d), reg(l), reg(h)]);
                    }
                    Some(s) => {
                        let strict = if cmp.starts_with('l') { "lt" } else { "gt" };
                        let hs = self.op1(
                            p,
                            &format!("setp.{strict}.{}", ity(64, s)),
                            vec![reg(ahi), reg(bhi)],
                        );
                        let he = self.op1(p, "setp.eq.u64", vec![reg(ahi), reg(bhi)]);
                        let lc = self.op1(p, &format!("setp.{cmp}.u64"), vec![reg(alo), reg(blo)]);
                        let t = self.op1(p, "and.pred", vec![reg(he), reg(lc)]);
                        self.emit("or.pred", vec![reg(d), reg(hs), reg(t)]);
                    }
                }
            }
            _ => return Err(format!("icmp on i{w}").into()),
        }
        Ok(())
    }

    pub(crate) fn lower_fcmp(&mut self, inst: Inst) -> R<()> {
        let Attrs::FCmp(pred, _) = *self.attrs(inst) else {
            return Err("malformed fcmp".into());
        };
        let args = self.args(inst);
        let (a, b) = (args[0], args[1]);
        let res = self.result(inst)?;
        let ds = self.vregs(res)?;
        let at = self.ty(a);
        use FloatPred::*;
        let cmp = match pred {
            False => None,
            True => None,
            Oeq => Some("eq"),
            Ogt => Some("gt"),
            Oge => Some("ge"),
            Olt => Some("lt"),
            Ole => Some("le"),
            One => Some("ne"),
            Ord => Some("num"),
            Ueq => Some("equ"),
            Ugt => Some("gtu"),
            Uge => Some("geu"),
            Ult => Some("ltu"),
            Ule => Some("leu"),
            Une => Some("neu"),
            Uno => Some("nan"),
        };
        for (lane, &d) in ds.iter().enumerate() {
            let Some(cmp) = cmp else {
                let v = i64::from(pred == True);
                self.emit("mov.pred", vec![reg(d), imm(v)]);
                continue;
            };
            let leaf = regs::leaf_type(at, lane)?;
            match leaf {
                Type::F32 | Type::F64 => {
                    let ra = self.src_reg(a, lane)?;
                    let ob = self.src(b, lane, Ext::Any)?;
                    self.emit(
                        &format!("setp.{cmp}.{}", fty(leaf)),
                        vec![reg(d), reg(ra), ob],
                    );
                }
                Type::F16 => {
                    let ra = self.src_reg(a, lane)?;
                    let rb = self.src_reg(b, lane)?;
                    self.emit(&format!("setp.{cmp}.f16"), vec![reg(d), reg(ra), reg(rb)]);
                }
                Type::BF16 => {
                    // Widening is exact, so the comparison is too.
                    let ra = self.src_reg(a, lane)?;
                    let rb = self.src_reg(b, lane)?;
                    let fa = self.widen_f32(ra, leaf);
                    let fb = self.widen_f32(rb, leaf);
                    self.emit(&format!("setp.{cmp}.f32"), vec![reg(d), reg(fa), reg(fb)]);
                }
                _ => return Err(format!("fcmp on {leaf}").into()),
            }
        }
        Ok(())
    }

    pub(crate) fn lower_select(&mut self, inst: Inst) -> R<()> {
        let args = self.args(inst);
        let (c, a, b) = (args[0], args[1], args[2]);
        let res = self.result(inst)?;
        let ds = self.vregs(res)?;
        let per_lane = self.ty(c).as_vector().is_some();
        for (lane, &d) in ds.iter().enumerate() {
            let cl = if per_lane { lane } else { 0 };
            let p = self.src_reg(c, cl)?;
            self.select_into(d, p, a, b, lane)?;
        }
        Ok(())
    }

    /// `d = p ? a[lane] : b[lane]`.
    pub(crate) fn select_into(
        &mut self,
        d: ptx::Reg,
        p: ptx::Reg,
        a: Value,
        b: Value,
        lane: usize,
    ) -> R<()> {
        match self.out.reg_class(d) {
            RegClass::Pred => {
                let ra = self.src_reg(a, lane)?;
                let rb = self.src_reg(b, lane)?;
                let t1 = self.op1(RegClass::Pred, "and.pred", vec![reg(ra), reg(p)]);
                let np = self.op1(RegClass::Pred, "not.pred", vec![reg(p)]);
                let t2 = self.op1(RegClass::Pred, "and.pred", vec![reg(rb), reg(np)]);
                self.emit("or.pred", vec![reg(d), reg(t1), reg(t2)]);
            }
            RegClass::B128 => {
                let qa = self.src_reg(a, lane)?;
                let qb = self.src_reg(b, lane)?;
                let (alo, ahi) = self.unpack128(qa);
                let (blo, bhi) = self.unpack128(qb);
                let lo = self.op1(RegClass::B64, "selp.b64", vec![reg(alo), reg(blo), reg(p)]);
                let hi = self.op1(RegClass::B64, "selp.b64", vec![reg(ahi), reg(bhi), reg(p)]);
                self.emit(
                    "mov.b128",
                    vec![reg(d), Operand::Vector(vec![reg(lo), reg(hi)])],
                );
            }
            c => {
                let oa = self.src(a, lane, Ext::Any)?;
                let ob = self.src(b, lane, Ext::Any)?;
                let t = match c {
                    RegClass::B16 => "b16",
                    RegClass::B32 => "b32",
                    RegClass::B64 => "b64",
                    RegClass::F32 => "f32",
                    _ => "f64",
                };
                self.emit(&format!("selp.{t}"), vec![reg(d), oa, ob, reg(p)]);
            }
        }
        Ok(())
    }

    pub(crate) fn lower_freeze(&mut self, inst: Inst) -> R<()> {
        let a = self.args(inst)[0];
        let res = self.result(inst)?;
        let mut outs = Vec::new();
        for lane in 0..regs::leaf_count(self.ty(a))? {
            outs.push(match self.lane_const(a, lane) {
                // Freezing undef picks a value: zero.
                Some(Const::Undef | Const::Poison) => {
                    let leaf = regs::leaf_type(self.ty(a), lane)?;
                    self.materialize(leaf, &Const::Zero)?
                }
                _ => self.src_reg(a, lane)?,
            });
        }
        self.define(res, outs)
    }

    /// The source operand to copy leaf `lane` of `v` from: an immediate for
    /// a constant (`None` for undef), else its register.
    pub(crate) fn copy_source(&mut self, v: Value, lane: usize) -> R<Option<Operand>> {
        if let Some(c) = self.lane_const(v, lane) {
            if matches!(c, Const::Undef | Const::Poison) {
                return Ok(None);
            }
            let leaf = regs::leaf_type(self.ty(v), lane)?;
            return Ok(Some(match regs::class_of(leaf)? {
                RegClass::Pred | RegClass::B16 => {
                    imm(regs::const_bits(&c, leaf).unwrap_or(0) as i64)
                }
                RegClass::B128 => reg(self.materialize(leaf, &c)?),
                _ => match regs::imm_operand(&c, leaf, Ext::Any) {
                    Some(o) => o,
                    None => reg(self.materialize(leaf, &c)?),
                },
            }));
        }
        Ok(Some(reg(self.src_reg(v, lane)?)))
    }

    pub(crate) fn lower_ptradd(&mut self, inst: Inst) -> R<()> {
        let args = self.args(inst);
        let (p, off) = (args[0], args[1]);
        let res = self.result(inst)?;
        let ds = self.vregs(res)?;
        let pv = self.ty(p).as_vector().is_some();
        let ov = self.ty(off).as_vector().is_some();
        for (lane, &d) in ds.iter().enumerate() {
            let base = self.src_reg(p, if pv { lane } else { 0 })?;
            let o = self.offset64(off, if ov { lane } else { 0 })?;
            if o == imm(0) {
                self.emit("mov.b64", vec![reg(d), reg(base)]);
            } else {
                self.emit("add.s64", vec![reg(d), reg(base), o]);
            }
        }
        Ok(())
    }

    /// An integer lane as a signed 64-bit operand (GEP offsets are signed).
    pub(crate) fn offset64(&mut self, v: Value, lane: usize) -> R<Operand> {
        let leaf = regs::leaf_type(self.ty(v), lane)?;
        if let Some(c) = self.lane_const(v, lane) {
            let bits = regs::const_bits(&c, leaf).unwrap_or(0);
            return Ok(imm(regs::sext(bits, leaf.bits())));
        }
        let r = self.src_reg(v, lane)?;
        let w = leaf.bits();
        Ok(reg(match w {
            64 => r,
            _ => self.int_ext(r, w, 64, true)?,
        }))
    }
}
