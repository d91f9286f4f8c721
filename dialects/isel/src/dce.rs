//! Dead-instruction removal on a selected PTX function: a value
//! instruction whose results nobody reads is dropped (until none is left).
//!
//! Why: the clean-ups after selection leave instructions nobody reads
//! (the unpack of a packed pair whose word is stored whole, `pairs.rs`; a
//! 64-bit value whose low half `narrow.rs` computes in 32 bits; a
//! truncation of an extension `copyfold.rs` reads through), and selection
//! keeps values the IR computes but never uses (at -O0 nothing removed
//! them). ptxas would remove them; removing them here keeps the PTX
//! readable and the counts of static and executed PTX instructions
//! honest. Fusion (`mul.wide`, `fma`, `mad`) is not selection's: the
//! e-graph's `fusion` rules decide it.
//!
//! Only instructions that compute registers from registers, immediates,
//! special registers and parameters are candidates: no memory access but
//! `ld.param`, no carry flag (`.cc`, `addc`, `subc`, `madc`), nothing with
//! an effect. Every register any other instruction names counts as read.

use rustc_hash::FxHashSet;

use ptx::analysis::operand_regs;
use ptx::module::{Operand, PtxFunction, PtxInst, Reg, Stmt};
use ptx::{PtxOp, Qual};

fn is_pure(i: &PtxInst) -> bool {
    if i.op.op() == PtxOp::Ld {
        return i.op.has(Qual::Param) && !i.op.has(Qual::Volatile);
    }
    i.op.op().is_pure() && !i.op.has(Qual::Cc)
}

/// The registers a candidate writes (its first operand), if it writes
/// registers only there.
fn dests(i: &PtxInst) -> Option<Vec<Reg>> {
    let first = i.operands.first()?;
    let mut out = Vec::new();
    match first {
        Operand::Reg(r) => out.push(*r),
        Operand::Pair(..) | Operand::Vector(_) => operand_regs(first, &mut out),
        _ => return None,
    }
    (!out.is_empty()).then_some(out)
}

/// Removes dead value instructions from `f`; returns how many.
pub fn remove_dead(f: &mut PtxFunction) -> usize {
    let mut removed = 0;
    loop {
        let mut read: FxHashSet<Reg> = FxHashSet::default();
        let mut buf = Vec::new();
        for b in f.blocks.values() {
            for s in &b.stmts {
                let Stmt::Inst(i) = s else { continue };
                if let Some((g, _)) = i.guard {
                    read.insert(g);
                }
                let skip = usize::from(is_pure(i) && dests(i).is_some());
                for o in &i.operands[skip.min(i.operands.len())..] {
                    buf.clear();
                    operand_regs(o, &mut buf);
                    read.extend(buf.iter().copied());
                }
            }
        }
        let mut changed = 0;
        for b in f.blocks.values_mut() {
            b.stmts.retain(|s| {
                let Stmt::Inst(i) = s else { return true };
                let dead =
                    is_pure(i) && dests(i).is_some_and(|d| d.iter().all(|r| !read.contains(r)));
                changed += usize::from(dead);
                !dead
            });
        }
        if changed == 0 {
            return removed;
        }
        removed += changed;
    }
}
