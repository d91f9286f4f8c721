//! Folding a copy into the instruction that computed its source: `op %t,
//! ...; mov %d, %t` becomes `op %d, ...` when the two are adjacent, `%t`
//! is written once, read only by that `mov`, and has `%d`'s type.
//!
//! Why: selection writes some results into a fresh register and then
//! copies them into the register a value was given in advance (a
//! coalesced loop-carried value, see `coalesce.rs`; a block parameter's
//! register). ptxas folds such copies, but each is still a PTX
//! instruction executed every iteration, and the dynamic counts compare
//! PTX. Adjacent only: nothing can read `%d` between the two, and one PTX
//! instruction reads its operands before it writes its result, so writing
//! `%d` at `op` instead of at the `mov` changes nothing else.

use cranelift_entity::{EntityRef, SecondaryMap};
use ptx::analysis::{defs_uses, writes_first_operand};
use ptx::module::{Operand, PtxFunction, Reg, Stmt};
use ptx::PtxOp;

/// Folds the copies of `f`; returns how many went.
pub fn fold_copies(f: &mut PtxFunction) -> usize {
    let n = f.regs.len();
    let mut defs: SecondaryMap<Reg, u32> = SecondaryMap::with_capacity(n);
    let mut reads: SecondaryMap<Reg, u32> = SecondaryMap::with_capacity(n);
    for (_, i) in f.insts() {
        let (d, u, _) = defs_uses(i);
        for r in d.into_iter().filter(|r| r.index() < n) {
            defs[r] += 1;
        }
        for r in u.into_iter().filter(|r| r.index() < n) {
            reads[r] += 1;
        }
    }
    let mut folded = 0;
    for b in f.layout.clone() {
        let stmts = &mut f.blocks[b].stmts;
        let mut k = 0;
        while k + 1 < stmts.len() {
            let fold = match (&stmts[k], &stmts[k + 1]) {
                (Stmt::Inst(op), Stmt::Inst(mv)) => {
                    let t = match op.operands.first() {
                        Some(Operand::Reg(t)) if writes_first_operand(op) => Some(*t),
                        _ => None,
                    };
                    match (t, mv.operands.as_slice()) {
                        (Some(t), [Operand::Reg(d), Operand::Reg(s)])
                            if mv.op.op() == PtxOp::Mov
                                && mv.guard.is_none()
                                && op.guard.is_none()
                                && !op.is_directive()
                                && *s == t
                                && t.index() < n
                                && d.index() < n
                                && defs[t] == 1
                                && reads[t] == 1
                                && f.regs[t].ty == f.regs[*d].ty =>
                        {
                            Some(*d)
                        }
                        _ => None,
                    }
                }
                _ => None,
            };
            if let Some(d) = fold {
                if let Stmt::Inst(op) = &mut stmts[k] {
                    op.operands[0] = Operand::Reg(d);
                }
                stmts.remove(k + 1);
                folded += 1;
            }
            k += 1;
        }
    }
    folded
}
