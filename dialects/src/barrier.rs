//! Barrier optimization (`barrier-opt`, seed 002's -O3 escalation):
//! a block-wide barrier that repeats the barrier before it, in the same
//! block, with nothing between them that touches memory, calls, or
//! synchronizes otherwise, is redundant and goes.
//!
//! Why it is safe: a barrier orders the memory accesses before it against
//! those after it. With no access between two identical barriers, every
//! thread that passes the second has passed the first with the same
//! accesses on either side, so the second orders nothing the first did
//! not. Pure arithmetic between them does not matter.
//!
//! Why it pays: fully unrolling a loop that synchronizes at both ends of
//! its body (`__syncthreads(); load tile; ...; __syncthreads();`) leaves
//! one such pair per unrolled iteration boundary.
//!
//! Only the plain forms are merged: `barrier0` with `barrier0`, and
//! `barrier.sync`/`bar.sync`/`barrier.cta.sync.aligned.all` with the same
//! constant id. Reductions (`barrier0.popc`), counted and arrive forms are
//! left alone: they return values or let threads through unequally.

use crate::ir::intrinsics::{BarForm, BarInsn, BarrierRed, Effects, Intr};
use crate::ir::{Attrs, Body, Inst, Opcode};

/// The identity of a plain block barrier: its barrier id (0 for
/// `barrier0`), when `i` is one.
fn plain_barrier(body: &Body, i: Inst) -> Option<u128> {
    let d = &body.dfg.insts[i];
    let Attrs::Intrinsic(a) = &d.attrs else {
        return None;
    };
    let Intr::Barrier {
        red: BarrierRed::None,
        form,
        insn: BarInsn::BarSync,
    } = a.intr
    else {
        return None;
    };
    match form {
        BarForm::None => Some(0),
        BarForm::Id => {
            let &id = body.dfg.inst_args(i).first()?;
            body.dfg.int_const(id).map(|(k, _)| k as u128)
        }
        _ => None,
    }
}

/// Whether `i` may sit between two barriers without making the second
/// one needed: no memory access, no call, no effect.
fn transparent(body: &Body, i: Inst) -> bool {
    use Opcode::*;
    let d = &body.dfg.insts[i];
    match d.opcode {
        Load | Store | AtomicRmw | CmpXchg | Fence | Call | CallIndirect | InlineAsm | Alloca => {
            false
        }
        Intrinsic => matches!(&d.attrs, Attrs::Intrinsic(a)
            if a.info.effects == Effects::Pure && !a.info.convergent),
        _ => !d.opcode.is_terminator(),
    }
}

/// Removes every barrier of `body` that repeats the previous one with only
/// transparent instructions between; returns how many went.
pub fn run_function(body: &mut Body) -> usize {
    if !body.is_well_formed() {
        return 0;
    }
    let mut removed = 0;
    for b in body.layout.blocks.clone() {
        let mut last: Option<u128> = None;
        for i in body.block_insts(b).to_vec() {
            if let Some(id) = plain_barrier(body, i) {
                if last == Some(id) {
                    body.remove_inst(i);
                    removed += 1;
                } else {
                    last = Some(id);
                }
            } else if !transparent(body, i) {
                last = None;
            }
        }
    }
    removed
}
