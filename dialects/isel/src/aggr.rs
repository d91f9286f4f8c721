//! Vector lanes and aggregate members: every leaf is its own register, so
//! these are copies (and compare-select chains for variable lane indices).

use super::func::{imm, reg, FnSel, R};
use super::regs::{self, ity, Ext};
use dialects::ir::*;
use ptx::{Reg, RegClass};

impl FnSel<'_> {
    /// Copies leaf `lane` of `v` into `d` (nothing for undef).
    fn copy_leaf(&mut self, d: Reg, v: Value, lane: usize) -> R<()> {
        if let Some(s) = self.copy_source(v, lane)? {
            self.copy_to(d, s);
        }
        Ok(())
    }

    /// A predicate `idx == k` for a lane index value.
    fn lane_is(&mut self, idx: Value, k: usize) -> R<Reg> {
        let w = self.ty(idx).bits();
        if w == 1 {
            let p = self.src_reg(idx, 0)?;
            return Ok(if k == 1 {
                p
            } else {
                self.op1(RegClass::Pred, "not.pred", vec![reg(p)])
            });
        }
        if !matches!(w, 8 | 16 | 32 | 64) {
            return Err(format!("lane index of type {}", self.ty(idx)).into());
        }
        let r = self.src_ext(idx, 0, Ext::Zero)?;
        Ok(self.op1(
            RegClass::Pred,
            &format!("setp.eq.{}", ity(w, false)),
            vec![reg(r), imm(k as i64)],
        ))
    }

    /// A constant lane index, if the index is constant.
    fn const_index(&self, idx: Value) -> Option<u64> {
        let c = self.lane_const(idx, 0)?;
        let t = self.ty(idx);
        regs::const_bits(&c, t).map(|b| b as u64)
    }

    pub(crate) fn lower_extractelement(&mut self, inst: Inst) -> R<()> {
        let args = self.args(inst);
        let (vec, idx) = (args[0], args[1]);
        let res = self.result(inst)?;
        let n = regs::leaf_count(self.ty(vec))?;
        if let Some(k) = self.const_index(idx) {
            let r = if (k as usize) < n {
                self.leaf_reg(vec, k as usize)?
            } else {
                // Out of range: poison.
                let leaf = regs::leaf_type(self.ty(res), 0)?;
                self.new_reg(regs::class_of(leaf)?)
            };
            return self.define(res, vec![r]);
        }
        let d = self.vreg(res)?;
        self.copy_leaf(d, vec, 0)?;
        for k in 1..n {
            let p = self.lane_is(idx, k)?;
            let s = self.copy_source(vec, k)?;
            if let Some(s) = s {
                let op = regs::mov_op(self.out.reg_class(d));
                self.emit_g(Some((p, false)), op, vec![reg(d), s]);
            }
        }
        Ok(())
    }

    pub(crate) fn lower_insertelement(&mut self, inst: Inst) -> R<()> {
        let args = self.args(inst);
        let (vec, val, idx) = (args[0], args[1], args[2]);
        let res = self.result(inst)?;
        let n = regs::leaf_count(self.ty(vec))?;
        if let Some(k) = self.const_index(idx) {
            let mut outs = Vec::new();
            for lane in 0..n {
                outs.push(if k as usize == lane {
                    self.leaf_reg(val, 0)?
                } else {
                    self.leaf_reg(vec, lane)?
                });
            }
            return self.define(res, outs);
        }
        let ds = self.vregs(res)?;
        for (lane, &d) in ds.iter().enumerate() {
            self.copy_leaf(d, vec, lane)?;
            let p = self.lane_is(idx, lane)?;
            if let Some(s) = self.copy_source(val, 0)? {
                let op = regs::mov_op(self.out.reg_class(d));
                self.emit_g(Some((p, false)), op, vec![reg(d), s]);
            }
        }
        Ok(())
    }

    pub(crate) fn lower_shufflevector(&mut self, inst: Inst) -> R<()> {
        let Attrs::Shuffle(mask) = self.attrs(inst) else {
            return Err("malformed shufflevector".into());
        };
        let args = self.args(inst);
        let (a, b) = (args[0], args[1]);
        let n = regs::leaf_count(self.ty(a))? as i32;
        let res = self.result(inst)?;
        let mut outs = Vec::new();
        for (lane, &m) in mask.iter().enumerate() {
            outs.push(if m < 0 {
                let leaf = regs::leaf_type(self.ty(res), lane)?;
                self.new_reg(regs::class_of(leaf)?)
            } else if m < n {
                self.leaf_reg(a, m as usize)?
            } else {
                self.leaf_reg(b, (m - n) as usize)?
            });
        }
        self.define(res, outs)
    }

    pub(crate) fn lower_extractvalue(&mut self, inst: Inst) -> R<()> {
        let Attrs::Indices(path) = self.attrs(inst) else {
            return Err("malformed extractvalue".into());
        };
        let agg = self.args(inst)[0];
        let (start, count, _) = regs::member_range(self.ty(agg), path)?;
        let res = self.result(inst)?;
        let mut outs = Vec::new();
        for i in 0..count {
            outs.push(self.leaf_reg(agg, start + i)?);
        }
        self.define(res, outs)
    }

    pub(crate) fn lower_insertvalue(&mut self, inst: Inst) -> R<()> {
        let Attrs::Indices(path) = self.attrs(inst) else {
            return Err("malformed insertvalue".into());
        };
        let args = self.args(inst);
        let (agg, val) = (args[0], args[1]);
        let (start, count, _) = regs::member_range(self.ty(agg), path)?;
        let res = self.result(inst)?;
        let mut outs = Vec::new();
        for i in 0..regs::leaf_count(self.ty(agg))? {
            outs.push(if i >= start && i < start + count {
                self.leaf_reg(val, i - start)?
            } else {
                self.leaf_reg(agg, i)?
            });
        }
        self.define(res, outs)
    }
}
