//! Intrinsic calls: re-mangling for typed pointers, LLVM 7 replacements,
//! declarations.
//!
//! The IR keeps intrinsic names in opaque-pointer spelling. For NVVM each
//! `.pN` segment becomes `.pN<pointee>`, where the pointee is the
//! intrinsic's scalar or vector return type (`llvm.nvvm.ldg.global.f.f32.p1`
//! -> `.p1f32`) and `i8` otherwise (`llvm.memcpy.p0i8.p1i8.i64`); pointer
//! arguments are bitcast to that pointee. Intrinsics LLVM 7 lacks are
//! replaced (NVVM only): `{s,u}{max,min}`, `abs`, `{s,u}{add,sub}.sat` by
//! compare/select code, `roundeven` by `rint` (the same under the default
//! rounding mode), `powi.fN.i32` by `powi.fN`;
//! `experimental.noalias.scope.decl` is dropped. Both flavours give a
//! one-argument `llvm.lifetime.*` (LLVM 21+) the size operand `i64 -1`.

use super::atomics::mangle;
use super::func::{bool_like, fmf, FnW};
use super::{global_ident, signed_dec, Res};
use dialects::ir::intrinsics::{self, Family, IntBin, IntUn, Intr};
use dialects::ir::*;

pub(super) use intrinsics::spelling::opaque as opaque_name;

enum Op {
    V(Value),
    Lit(&'static str, &'static str),
}

impl FnW<'_, '_> {
    pub(super) fn intrinsic(&mut self, inst: Inst, ia: &IntrinsicAttrs, args: &[Value]) -> Res<()> {
        let fm = ia.fmf;
        let rt = match self.dfg.inst_result(inst) {
            Some(v) => Some(self.vty(v)?),
            None => None,
        };
        let mut name = opaque_name(&ia.name);
        let mut ops: Vec<Op> = args.iter().map(|&v| Op::V(v)).collect();
        // LLVM 21 dropped the size operand: older readers need one.
        if ia.info.family == Family::Lifetime && args.len() == 1 {
            ops.insert(0, Op::Lit("i64", "-1"));
        }
        if self.cx.nvvm() {
            if self.legacy(inst, ia, args, rt)? {
                return Ok(());
            }
            name = intrinsics::spelling::llvm7(&name)?;
        }

        // The pointee of re-mangled pointer segments.
        let pointee = if intrinsics::spelling::pointee_is_first_operand(&name) {
            match args.first() {
                Some(&v) => Some(self.vty(v)?),
                None => None,
            }
        } else {
            rt
        };
        let (pty, pm) = match pointee.and_then(|t| mangle(t).map(|m| (t, m))) {
            Some((t, m)) => (self.cx.ty(t)?, m),
            None => ("i8".to_string(), "i8".to_string()),
        };
        let (name, typed) = if self.cx.nvvm() {
            intrinsics::spelling::typed(&name, &pm)
        } else {
            (name, false)
        };

        let mut tys = Vec::new();
        let mut vals = Vec::new();
        for op in ops {
            let (t, v) = match op {
                Op::Lit(t, v) => (t.to_string(), v.to_string()),
                Op::V(v) => {
                    if typed && self.vty(v)?.is_ptr() {
                        self.access_ptr_parts(v, &pty)?
                    } else {
                        (self.cx.ty(self.vty(v)?)?, self.val(v)?)
                    }
                }
            };
            tys.push(t);
            vals.push(v);
        }
        let rts = self.cx.ret_ty(rt)?;
        let gi = global_ident(&name);
        self.st
            .declare(&name, format!("declare {rts} {gi}({})", tys.join(", ")))?;
        let fm = match rt {
            Some(t) if t.scalar().is_float() => fmf(fm),
            _ => String::new(),
        };
        let range = match rt {
            Some(t) => self.range_md(inst, t),
            None => String::new(),
        };
        let ps: Vec<String> = tys
            .iter()
            .zip(&vals)
            .map(|(t, v)| format!("{t} {v}"))
            .collect();
        let l = format!(
            "{}call {fm}{rts} {gi}({}){range}",
            self.def(inst)?,
            ps.join(", ")
        );
        self.line(l);
        Ok(())
    }

    /// Replaces intrinsics LLVM 7 lacks by plain code; true when done.
    fn legacy(
        &mut self,
        inst: Inst,
        ia: &IntrinsicAttrs,
        args: &[Value],
        rt: Option<Type>,
    ) -> Res<bool> {
        let name = ia.name.as_str();
        if intrinsics::dropped_at_import(name) {
            return Ok(true);
        }
        // NVIDIA's own spellings (nvvm.min.i, ...) exist in LLVM 7.
        let generic = |i: Intr| if ia.info.nvvm { Intr::Unknown } else { i };
        let minmax = match generic(ia.intr) {
            Intr::IntBinary(IntBin::SMax) => Some("sgt"),
            Intr::IntBinary(IntBin::SMin) => Some("slt"),
            Intr::IntBinary(IntBin::UMax) => Some("ugt"),
            Intr::IntBinary(IntBin::UMin) => Some("ult"),
            _ => None,
        };
        let sat = match generic(ia.intr) {
            Intr::IntBinary(IntBin::UAddSat) => Some(0u8),
            Intr::IntBinary(IntBin::USubSat) => Some(1),
            Intr::IntBinary(IntBin::SAddSat) => Some(2),
            Intr::IntBinary(IntBin::SSubSat) => Some(3),
            _ => None,
        };
        let abs = generic(ia.intr) == Intr::IntUnary(IntUn::Abs);
        if minmax.is_none() && sat.is_none() && !abs {
            return Ok(false);
        }
        let (Some(t), Some(&a)) = (rt, args.first()) else {
            return Err(format!("malformed call of @{name}"));
        };
        if !matches!(t.scalar(), Type::Int(_)) {
            return Err(format!("@{name} on {t}"));
        }
        let ts = self.cx.ty(t)?;
        let bt = self.cx.ty(bool_like(t))?;
        let av = self.val(a)?;
        let def = self.def(inst)?;
        if abs {
            let n = self.tmp_line(format!(
                "sub {ts} {}, {av}",
                self.cx.konst(&Const::Zero, t)?
            ));
            let c = self.tmp_line(format!(
                "icmp slt {ts} {av}, {}",
                self.cx.konst(&Const::Zero, t)?
            ));
            self.line(format!("{def}select {bt} {c}, {ts} {n}, {ts} {av}"));
            return Ok(true);
        }
        let &b = args
            .get(1)
            .ok_or_else(|| format!("malformed call of @{name}"))?;
        let bv = self.val(b)?;
        if let Some(pred) = minmax {
            let c = self.tmp_line(format!("icmp {pred} {ts} {av}, {bv}"));
            self.line(format!("{def}select {bt} {c}, {ts} {av}, {ts} {bv}"));
            return Ok(true);
        }
        self.legacy_sat(inst, sat, t, (av, bv))?;
        Ok(true)
    }

    /// `{u,s}{add,sub}.sat` (`sat` 0..=3 in that order) as plain code.
    fn legacy_sat(
        &mut self,
        inst: Inst,
        sat: Option<u8>,
        t: Type,
        (av, bv): (String, String),
    ) -> Res<()> {
        let Type::Int(w) = t.scalar() else {
            return Err(format!("saturating arithmetic on {t}"));
        };
        let ts = self.cx.ty(t)?;
        let bt = self.cx.ty(bool_like(t))?;
        let def = self.def(inst)?;
        let cx = self.cx;
        let k = |v: u128| cx.konst(&Const::Int(v), t);
        let all = if w >= 128 {
            u128::MAX
        } else {
            (1u128 << w) - 1
        };
        match sat {
            Some(0) => {
                let s = self.tmp_line(format!("add {ts} {av}, {bv}"));
                let c = self.tmp_line(format!("icmp ult {ts} {s}, {av}"));
                self.line(format!("{def}select {bt} {c}, {ts} {}, {ts} {s}", k(all)?));
            }
            Some(1) => {
                let c = self.tmp_line(format!("icmp ult {ts} {av}, {bv}"));
                let s = self.tmp_line(format!("sub {ts} {av}, {bv}"));
                self.line(format!("{def}select {bt} {c}, {ts} {}, {ts} {s}", k(0)?));
            }
            _ => {
                if t.as_vector().is_some() {
                    return Err("saturating arithmetic on vectors has no NVVM IR 2.0 form".into());
                }
                let op = if sat == Some(2) { "sadd" } else { "ssub" };
                let ov = format!("llvm.{op}.with.overflow.i{w}");
                let st = format!("{{ {ts}, i1 }}");
                self.st
                    .declare(&ov, format!("declare {st} @{ov}({ts}, {ts})"))?;
                let o = self.tmp_line(format!("call {st} @{ov}({ts} {av}, {ts} {bv})"));
                let s = self.tmp_line(format!("extractvalue {st} {o}, 0"));
                let f = self.tmp_line(format!("extractvalue {st} {o}, 1"));
                let neg = self.tmp_line(format!("icmp slt {ts} {av}, 0"));
                let min = signed_dec(1u128 << (w - 1), w);
                let max = signed_dec((1u128 << (w - 1)) - 1, w);
                let sv = self.tmp_line(format!("select i1 {neg}, {ts} {min}, {ts} {max}"));
                self.line(format!("{def}select i1 {f}, {ts} {sv}, {ts} {s}"));
            }
        }
        Ok(())
    }
}
