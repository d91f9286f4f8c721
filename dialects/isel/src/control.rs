//! Terminators: branches with block arguments as parallel copies, switch
//! as a balanced compare tree, return, unreachable.

use super::func::{imm, reg, FnSel, R};
use super::regs::{self, ity, Ext};
use dialects::ir::*;
use ptx::{Operand, PBlock, Reg, RegClass};

/// Most equality tests a switch tree's leaf runs in a row.
const SWITCH_LEAF: usize = 3;

impl FnSel<'_> {
    pub(crate) fn lower_terminator(&mut self, inst: Inst) -> R<()> {
        let dfg = self.dfg;
        let data = &dfg.insts[inst];
        match data.opcode {
            Opcode::Br => {
                let s = data.succs.first().ok_or("branch without a target")?;
                self.jump(s)
            }
            Opcode::CondBr => {
                let c = self.args(inst)[0];
                let [t, f] = data.succs.as_slice() else {
                    return Err("condbr needs two targets".into());
                };
                if let Some(k) = self.lane_const(c, 0) {
                    let taken = regs::const_bits(&k, Type::Int(1)).unwrap_or(0) & 1 == 1;
                    return self.jump(if taken { t } else { f });
                }
                let p = self.src_reg(c, 0)?;
                // A loop's back edge without copies stays an unconditional
                // `bra.uni` after a conditional exit: ptxas unrolls small
                // loops of that shape (not ones ending in `@p bra header`).
                for (back, exit, negate) in [(t, f, true), (f, t, false)] {
                    if self.is_backward(inst, back.block) && self.edge_is_identity(back) {
                        let copies = !self.edge_is_identity(exit);
                        let e = if copies {
                            self.new_block()
                        } else {
                            self.pblock(exit.block)
                        };
                        self.emit_g(Some((p, negate)), "bra", vec![Operand::Label(e)]);
                        let h = self.pblock(back.block);
                        self.emit("bra.uni", vec![Operand::Label(h)]);
                        if copies {
                            self.place(e);
                            self.jump(exit)?;
                        }
                        return Ok(());
                    }
                }
                let t_args = !self.edge_is_identity(t);
                let f_args = !self.edge_is_identity(f);
                if t_args && !f_args {
                    let fb = self.pblock(f.block);
                    self.emit_g(Some((p, true)), "bra", vec![Operand::Label(fb)]);
                    return self.jump(t);
                }
                let edge = t_args.then(|| self.new_block());
                let target = match edge {
                    Some(e) => e,
                    None => self.pblock(t.block),
                };
                self.emit_g(Some((p, false)), "bra", vec![Operand::Label(target)]);
                self.jump(f)?;
                if let Some(e) = edge {
                    self.place(e);
                    self.jump(t)?;
                }
                Ok(())
            }
            Opcode::Switch => self.lower_switch(inst),
            Opcode::Ret => self.lower_ret(inst),
            Opcode::Unreachable => {
                self.emit("trap", vec![]);
                Ok(())
            }
            op => Err(format!("{op} is not a terminator").into()),
        }
    }

    /// Copies the arguments of `s` into its target's parameters and
    /// branches there.
    fn jump(&mut self, s: &BlockCall) -> R<()> {
        self.edge_copies(s)?;
        let b = self.pblock(s.block);
        self.emit("bra.uni", vec![Operand::Label(b)]);
        Ok(())
    }

    /// Whether branching from `inst`'s block to `target` goes backwards in
    /// the layout (a loop's back edge).
    fn is_backward(&self, inst: Inst, target: Block) -> bool {
        let pos = |b: Block| self.layout_pos[b];
        match (self.body.layout.inst_block[inst].and_then(pos), pos(target)) {
            (Some(cur), Some(t)) => t <= cur,
            _ => false,
        }
    }

    /// Whether the edge `s` copies nothing: every argument already lives
    /// in its parameter's registers (a coalesced loop-carried value).
    fn edge_is_identity(&self, s: &BlockCall) -> bool {
        let dfg = self.dfg;
        let params = dfg.block_params(s.block);
        dfg.call_args(s)
            .iter()
            .zip(params)
            .all(|(&a, &p)| self.regs_of(a).is_some() && self.regs_of(a) == self.regs_of(p))
    }

    /// The parallel copy of a branch's arguments into the target block's
    /// parameters, sequentialized (cycles broken with a temporary).
    fn edge_copies(&mut self, s: &BlockCall) -> R<()> {
        let dfg = self.dfg;
        let params = dfg.block_params(s.block);
        let args = dfg.call_args(s);
        let mut moves: Vec<(Reg, Operand)> = Vec::new();
        for (&p, &a) in params.iter().zip(args) {
            let ds = self.vregs(p)?;
            for (lane, &d) in ds.iter().enumerate() {
                if let Some(src) = self.copy_source(a, lane)? {
                    if src != reg(d) {
                        moves.push((d, src));
                    }
                }
            }
        }
        while !moves.is_empty() {
            let ready = moves
                .iter()
                .position(|(d, _)| !moves.iter().any(|(_, s)| *s == reg(*d)));
            match ready {
                Some(i) => {
                    let (d, s) = moves.remove(i);
                    self.copy_to(d, s);
                }
                None => {
                    // A cycle: save one destination's old value first.
                    let d = moves[0].0;
                    let t = self.new_reg(self.out.reg_class(d));
                    self.copy_to(t, reg(d));
                    for (_, s) in moves.iter_mut() {
                        if *s == reg(d) {
                            *s = reg(t);
                        }
                    }
                }
            }
        }
        Ok(())
    }

    fn lower_switch(&mut self, inst: Inst) -> R<()> {
        let dfg = self.dfg;
        let data = &dfg.insts[inst];
        let Attrs::Switch(vals) = &data.attrs else {
            return Err("malformed switch".into());
        };
        let v = self.args(inst)[0];
        let t = self.ty(v);
        let w = t.bits();
        let (x, cw) = match w {
            1 => {
                let p = self.src_reg(v, 0)?;
                (self.int_ext(p, 1, 32, false)?, 32)
            }
            8 | 16 | 32 | 64 => (self.src_ext(v, 0, Ext::Zero)?, w),
            _ => return Err(format!("switch on {t}").into()),
        };
        let mut edges: Vec<(PBlock, &BlockCall)> = Vec::new();
        let mut cases: Vec<(i64, PBlock)> = Vec::new();
        for (case, s) in vals.iter().zip(data.succs.get(1..).unwrap_or(&[])) {
            let val = if w >= 64 {
                *case as u64 as i64
            } else {
                (*case & ((1u128 << w) - 1)) as i64
            };
            let target = if dfg.call_args(s).is_empty() {
                self.pblock(s.block)
            } else {
                let e = self.new_block();
                edges.push((e, s));
                e
            };
            cases.push((val, target));
        }
        // The zero-extended value is compared unsigned.
        cases.sort_by_key(|&(v, _)| v as u64);
        let default = data.succs.first().ok_or("switch without a default")?;
        self.switch_tree(x, cw, &cases, default)?;
        for (e, s) in edges {
            self.place(e);
            self.jump(s)?;
        }
        Ok(())
    }

    /// The cases of a switch, sorted by their unsigned value, as a balanced
    /// tree of `setp.lt` on the median with at most [`SWITCH_LEAF`]
    /// equality tests at each leaf, then the default (as LLVM's switch
    /// lowering does without jump tables, and libNVVM's PTX shows): a
    /// dispatch over `n` cases runs about `log2 n` compares instead of up
    /// to `n` (tiny_vm's 9-opcode interpreter loop).
    fn switch_tree(
        &mut self,
        x: Reg,
        cw: u64,
        cases: &[(i64, PBlock)],
        default: &BlockCall,
    ) -> R<()> {
        if cases.len() <= SWITCH_LEAF {
            for &(val, target) in cases {
                let p = self.op1(
                    RegClass::Pred,
                    &format!("setp.eq.{}", ity(cw, false)),
                    vec![reg(x), imm(val)],
                );
                self.emit_g(Some((p, false)), "bra", vec![Operand::Label(target)]);
            }
            return self.jump(default);
        }
        let mid = cases.len() / 2;
        let p = self.op1(
            RegClass::Pred,
            &format!("setp.lt.{}", ity(cw, false)),
            vec![reg(x), imm(cases[mid].0)],
        );
        let left = self.new_block();
        self.emit_g(Some((p, false)), "bra", vec![Operand::Label(left)]);
        self.switch_tree(x, cw, &cases[mid..], default)?;
        self.place(left);
        self.switch_tree(x, cw, &cases[..mid], default)
    }

    fn lower_ret(&mut self, inst: Inst) -> R<()> {
        if let Some(&v) = self.args(inst).first() {
            self.store_return(v)?;
        }
        self.emit("ret", vec![]);
        Ok(())
    }
}
