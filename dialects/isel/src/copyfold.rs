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

#[cfg(test)]
mod tests {
    use super::fold_copies;

    fn run(body: &str) -> (usize, String) {
        let src = format!(
            ".version 7.0\n.target sm_80\n.address_size 64\n.visible .entry k(.param .u32 k_param_0)\n{{\n\t.reg .pred %p<2>;\n\t.reg .b32 %r<9>;\n\t.reg .f32 %f<9>;\n{body}\tret;\n}}\n"
        );
        let mut m = ptx::parse::parse_ptx("t.ptx", &src).unwrap();
        let n = fold_copies(&mut m.funcs[0]);
        (n, ptx::print::print_module(&m))
    }

    #[test]
    fn folds_an_adjacent_single_use_copy() {
        let (n, t) = run("\tld.param.u32 %r1, [k_param_0];\n\tadd.s32 %r2, %r1, 1;\n\tmov.b32 %r3, %r2;\n\tst.param.b32 [k_param_0], %r3;\n");
        assert_eq!(n, 1, "{t}");
        assert!(t.contains("add.s32 \t%r3, %r1, 1;"), "{t}");
        assert!(!t.contains("mov.b32"), "{t}");
    }

    #[test]
    fn keeps_copies_it_cannot_fold() {
        // Another reader of %r2; a gap between the two; a guarded move; a
        // different type.
        for body in [
            "\tld.param.u32 %r1, [k_param_0];\n\tadd.s32 %r2, %r1, 1;\n\tmov.b32 %r3, %r2;\n\tadd.s32 %r4, %r2, %r3;\n\tst.param.b32 [k_param_0], %r4;\n",
            "\tld.param.u32 %r1, [k_param_0];\n\tadd.s32 %r2, %r1, 1;\n\tadd.s32 %r5, %r3, 1;\n\tmov.b32 %r3, %r2;\n\tadd.s32 %r4, %r5, %r3;\n\tst.param.b32 [k_param_0], %r4;\n",
            "\tld.param.u32 %r1, [k_param_0];\n\tsetp.eq.s32 %p1, %r1, 0;\n\tadd.s32 %r2, %r1, 1;\n\t@%p1 mov.b32 %r3, %r2;\n\tst.param.b32 [k_param_0], %r3;\n",
            "\tld.param.u32 %r1, [k_param_0];\n\tmov.b32 %f1, %r1;\n\tmov.f32 %f2, %f1;\n\tadd.f32 %f3, %f2, %f2;\n\tmov.b32 %r4, %f3;\n\tst.param.b32 [k_param_0], %r4;\n",
        ] {
            let (n, t) = run(body);
            let movs_before = body.matches("mov.").count();
            let movs_after = t.matches("\tmov.").count();
            assert!(n == 0 || movs_after + n == movs_before, "{t}");
            assert!(
                !body.contains("add.s32 %r4, %r2, %r3") || n == 0,
                "a second reader: {t}"
            );
            assert!(!body.contains("@%p1 mov") || n == 0, "guarded: {t}");
            assert!(!body.contains("add.s32 %r5, %r3, 1") || n == 0, "not adjacent: {t}");
        }
    }
}
