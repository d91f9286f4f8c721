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
use ptx::analysis::{defs_uses, rename_reads, writes_first_operand};
use ptx::module::{Operand, PtxFunction, Reg, Stmt};
use ptx::PtxOp;

/// How many instructions of `f` write and read each of its registers.
pub(crate) fn def_read_counts(f: &PtxFunction) -> (SecondaryMap<Reg, u32>, SecondaryMap<Reg, u32>) {
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
    (defs, reads)
}

/// Folds the copies of `f`; returns how many went.
pub fn fold_copies(f: &mut PtxFunction) -> usize {
    let n = f.regs.len();
    let (defs, reads) = def_read_counts(f);
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

/// Removes truncations of extensions: `cvt.u64.u32 %rd, %r; ...;
/// cvt.u32.u64 %r2, %rd` reads `%r` where `%r2` was read (what selection
/// leaves for `trunc (ctpop i64 x)`: `popc.b64` has a 32-bit result that
/// the i64 `ctpop` widens and the `trunc` narrows again). `%r`, `%rd` and
/// `%r2` must each be written once, so `%r` holds the same value wherever
/// `%r2` is read (its definition comes before the extension, which comes
/// before the truncation). The extension goes too when nothing else reads
/// it (dead-code removal). Returns how many truncations went.
pub fn fold_round_trips(f: &mut PtxFunction) -> usize {
    let n = f.regs.len();
    let (defs, _) = def_read_counts(f);
    let widths = |i: &ptx::PtxInst| -> Option<(u32, u32)> {
        let t = i.op.types();
        let int = |t: &ptx::PtxType| !t.is_float() && *t != ptx::PtxType::Pred;
        // Plain conversions only: `.sat` clamps instead of truncating.
        (i.op.op() == PtxOp::Cvt && i.op.words().len() == 3 && t.len() == 2 && t.iter().all(int))
            .then(|| (t[0].bits(), t[1].bits()))
    };
    let regs2 = |i: &ptx::PtxInst| -> Option<(Reg, Reg)> {
        match i.operands.as_slice() {
            [Operand::Reg(d), Operand::Reg(s)] if i.guard.is_none() => Some((*d, *s)),
            _ => None,
        }
    };
    // 64-bit registers written once by a 32 -> 64 extension: their source.
    let mut ext: SecondaryMap<Reg, Option<Reg>> = SecondaryMap::with_capacity(n);
    for (_, i) in f.insts() {
        if let (Some((64, 32)), Some((d, s))) = (widths(i), regs2(i)) {
            if d.index() < n && s.index() < n && defs[d] == 1 && defs[s] == 1 {
                ext[d] = Some(s);
            }
        }
    }
    // Truncations of those back to 32 bits, of the source's type.
    let mut alias: SecondaryMap<Reg, Option<Reg>> = SecondaryMap::with_capacity(n);
    let mut gone = 0;
    for &b in &f.layout {
        f.blocks[b].stmts.retain(|st| {
            let Stmt::Inst(i) = st else { return true };
            if let (Some((32, 64)), Some((d, s))) = (widths(i), regs2(i)) {
                if let Some(x) = ext.get(s).copied().flatten() {
                    if d.index() < n
                        && defs[d] == 1
                        && f.regs[d].ty.reg_class() == f.regs[x].ty.reg_class()
                    {
                        alias[d] = Some(x);
                        gone += 1;
                        return false;
                    }
                }
            }
            true
        });
    }
    if gone == 0 {
        return 0;
    }
    let map = |r: Reg| alias.get(r).copied().flatten();
    for &b in &f.layout {
        for st in &mut f.blocks[b].stmts {
            if let Stmt::Inst(i) = st {
                rename_reads(i, &map);
            }
        }
    }
    gone
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
    fn truncations_of_extensions_read_the_source() {
        let body = "\tld.param.u32 %r1, [k_param_0];\n\tpopc.b32 %r2, %r1;\n\tcvt.u64.u32 %rd1, %r2;\n\tcvt.u32.u64 %r3, %rd1;\n\tcvt.sat.u32.u64 %r4, %rd1;\n\tadd.s32 %r5, %r3, %r4;\n\tst.param.b32 [k_param_0], %r5;\n";
        let src = format!(
            ".version 7.0\n.target sm_80\n.address_size 64\n.visible .entry k(.param .u32 k_param_0)\n{{\n\t.reg .b32 %r<9>;\n\t.reg .b64 %rd<3>;\n{body}\tret;\n}}\n"
        );
        let mut m = ptx::parse::parse_ptx("t.ptx", &src).unwrap();
        assert_eq!(super::fold_round_trips(&mut m.funcs[0]), 1);
        let t = ptx::print::print_module(&m);
        // The plain truncation went; the saturating one stays.
        assert!(t.contains("add.s32 \t%r5, %r2, %r4;"), "{t}");
        assert!(!t.contains("cvt.u32.u64"), "{t}");
        assert!(t.contains("cvt.sat.u32.u64"), "{t}");
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
