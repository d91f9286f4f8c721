//! Seed 001's dynamic cost boost (LLVM's `analyzeLoopUnrollCost`): a loop
//! whose estimated unrolled size is over the budget may still unroll fully
//! when unrolling removes enough of it. Each of its (at most
//! `unroll-max-iteration-count-to-analyze`) iterations is simulated with
//! the header parameters' values from the iteration before: an integer
//! instruction whose operands are known folds to a constant, as does the
//! branch it decides, and costs nothing. The boost is the rolled dynamic
//! cost over the simulated unrolled cost, in percent, at most
//! `unroll-max-percent-threshold-boost`; the loop unrolls when the
//! simulated cost is below the budget times the boost.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::analysis::loops::LoopNest;
use crate::analysis::DomTree;
use crate::ir::{eval, Attrs, Block, Body, Inst, Opcode, Type, Value};

/// The simulated costs of unrolling a loop fully.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct Simulated {
    /// Instructions left over all iterations once known values fold.
    pub unrolled: usize,
    /// Instructions the rolled loop executes over all iterations.
    pub rolled: usize,
}

impl Simulated {
    /// The boost in percent, capped at `max`.
    pub fn boost(&self, max: usize) -> usize {
        self.rolled
            .saturating_mul(100)
            .checked_div(self.unrolled)
            .map_or(max, |b| b.min(max))
    }
}

/// The arguments the branch at the end of `from` passes to `to`.
fn edge_args(body: &Body, from: Block, to: Block) -> Option<Vec<Value>> {
    let t = body.terminator(from)?;
    let s = body.dfg.insts[t].succs.iter().find(|s| s.block == to)?;
    Some(body.dfg.call_args(s).to_vec())
}

/// The most iterations simulated whatever `unroll-max-iteration-count-to-
/// analyze` says: the loop would be copied that many times.
pub(super) const MAX_SIMULATED: u64 = 1024;

/// Simulates `trip` iterations of loop `l` (one latch, entered from one
/// block), stopping once more than `limit` instructions are left (the
/// loop cannot unroll then); `None` when its shape is another. `free`:
/// the loop's instructions that cost nothing
/// ([`super::size::loop_free_insts`]).
pub(super) fn simulate(
    body: &Body,
    dt: &DomTree,
    nest: &LoopNest,
    l: usize,
    (trip, limit): (u64, usize),
    free: &FxHashSet<Inst>,
) -> Option<Simulated> {
    let lp = &nest.loops[l];
    let [latch] = lp.latches[..] else {
        return None;
    };
    let header = lp.header;
    let entering = nest.entering_block(dt, l)?;
    let order: Vec<Block> = dt
        .rpo()
        .iter()
        .copied()
        .filter(|&b| nest.contains(l, b))
        .collect();
    let params = body.dfg.block_params(header).to_vec();
    let int = |v: Value| {
        body.dfg
            .int_const(v)
            .map(|(c, w)| c as u128 & eval::mask(w))
    };
    let mut cur: Vec<Option<u128>> = edge_args(body, entering, header)?
        .into_iter()
        .map(int)
        .collect();
    let back = edge_args(body, latch, header)?;
    let mut known: FxHashMap<Value, u128> = FxHashMap::default();
    let (mut unrolled, mut rolled) = (0usize, 0usize);
    for _ in 0..trip {
        known.clear();
        for (&p, c) in params.iter().zip(&cur) {
            if let Some(c) = c {
                known.insert(p, *c);
            }
        }
        for &b in &order {
            for &i in body.block_insts(b) {
                let d = &body.dfg.insts[i];
                if matches!(d.opcode, Opcode::Const | Opcode::Addr) {
                    continue;
                }
                // Free instructions (casts, constant-offset addresses) still
                // fold, so that what reads them can.
                let size = if free.contains(&i) {
                    0
                } else {
                    super::size::inst_size(body, i)
                };
                rolled += size;
                let k = |v: Value| known.get(&v).copied().or_else(|| int(v));
                let width = |v: Value| match body.dfg.value_type(v) {
                    Type::Int(w) => Some(u32::from(w)),
                    _ => None,
                };
                let args = body.dfg.inst_args(i);
                let folded: Option<u128> = match (d.opcode, &d.attrs, args) {
                    (Opcode::ICmp, Attrs::ICmp(p), [x, y]) => match (k(*x), k(*y), width(*x)) {
                        (Some(x), Some(y), Some(w)) => Some(u128::from(eval::icmp(*p, w, x, y))),
                        _ => None,
                    },
                    (Opcode::SExt, _, [x]) => match (k(*x), width(*x)) {
                        (Some(x), Some(w)) => Some(eval::sext(x, w) as u128),
                        _ => None,
                    },
                    (Opcode::ZExt | Opcode::Trunc, _, [x]) => k(*x),
                    (Opcode::Select, _, [c, x, y]) => {
                        k(*c).and_then(|c| if c & 1 == 1 { k(*x) } else { k(*y) })
                    }
                    (Opcode::Br, _, _) => Some(0),
                    (Opcode::CondBr, _, [c, ..]) => k(*c),
                    (op, _, [x, y])
                        if op.format() == crate::ir::Format::Int && op != Opcode::PtrAdd =>
                    {
                        match (k(*x), k(*y), width(*x)) {
                            (Some(x), Some(y), Some(w)) => eval::int_binary(op, w, x, y).ok(),
                            _ => None,
                        }
                    }
                    _ => None,
                };
                match folded {
                    Some(bits) => {
                        if let Some(r) = body.dfg.inst_result(i) {
                            let w = width(r).unwrap_or(128);
                            known.insert(r, bits & eval::mask(w));
                        }
                    }
                    None => unrolled += size,
                }
            }
        }
        cur = back
            .iter()
            .map(|&v| known.get(&v).copied().or_else(|| int(v)))
            .collect();
        if unrolled > limit {
            break;
        }
    }
    Some(Simulated { unrolled, rolled })
}
