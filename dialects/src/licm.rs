//! Loop-invariant code motion before unrolling (LLVM runs LICM ahead of
//! its unroller for the same reason).
//!
//! Why: the e-graph's elaboration hoists invariant values out of loops,
//! but it runs after `loop-unroll`. A fully unrolled loop whose body was
//! guarded (`if (y + k < n) tile[ty + k][tx] = ...`) leaves one copy of
//! every invariant computation (special registers, the row base, the
//! shared tile's address) in each guarded copy, none dominating the next,
//! so elaboration could share nothing: transpose32 recomputed
//! `%tid.y * 132 + tile` four times.
//!
//! A pure, non-trapping instruction of a loop whose operands are all
//! defined before the loop (or were hoisted already) moves to the end of
//! the block that enters the loop, when the loop has exactly one such
//! block. Loops are visited inner first, so an invariant of a nest climbs
//! as far as it may. Loads, divisions, calls, effects and convergent or
//! impure intrinsics stay. Speculating a pure instruction on the entering
//! block's other successor (a guard) is harmless: nothing reads it there.

use crate::analysis::loops::LoopNest;
use crate::analysis::DomTree;
use crate::ir::intrinsics::Effects;
use crate::ir::{Attrs, Block, Body, Inst, Opcode, ValueDef};

/// True for an instruction that may run anywhere its operands are
/// defined: no memory access, no trap, no side effect.
pub(crate) fn movable(body: &Body, i: Inst) -> bool {
    use Opcode::*;
    let d = &body.dfg.insts[i];
    if d.opcode.is_terminator() || body.dfg.inst_result(i).is_none() {
        return false;
    }
    match d.opcode {
        Load | Store | AtomicRmw | CmpXchg | Fence | Call | CallIndirect | InlineAsm | Alloca
        | UDiv | SDiv | URem | SRem => false,
        Intrinsic => matches!(&d.attrs, Attrs::Intrinsic(a)
            if a.info.effects == Effects::Pure && !a.info.convergent),
        _ => true,
    }
}

/// Hoists the invariant instructions of every loop of `body`; returns how
/// many moved.
pub fn run_function(body: &mut Body) -> usize {
    let dt = DomTree::new(body);
    let nest = LoopNest::compute(body, &dt);
    let mut moved = 0;
    for l in (0..nest.loops.len()).rev() {
        let Some(pre) = nest.entering_block(&dt, l) else {
            continue;
        };
        // Blocks of the loop in dominance order: operands before users.
        let blocks: Vec<Block> = dt
            .rpo()
            .iter()
            .copied()
            .filter(|&b| nest.contains(l, b))
            .collect();
        for b in blocks {
            let insts: Vec<Inst> = body.block_insts(b).to_vec();
            for i in insts {
                if !movable(body, i) {
                    continue;
                }
                let outside = body
                    .dfg
                    .inst_args(i)
                    .iter()
                    .all(|&a| match body.dfg.values[a].def {
                        ValueDef::Param(pb, _) => !nest.contains(l, pb),
                        ValueDef::Result(ai) => {
                            body.layout.inst_block[ai].is_some_and(|ab| !nest.contains(l, ab))
                        }
                    });
                if !outside {
                    continue;
                }
                body.remove_inst(i);
                let at = body.block_insts(pre).len() - usize::from(body.terminator(pre).is_some());
                body.insert_inst(pre, at, i);
                moved += 1;
            }
        }
    }
    moved
}
