//! Use-level clone candidates (seed 000's `uclone_`): values a block
//! computes, uses before its pressure peak and again after it. Where such
//! a value is cheap and its operands stay live across the peak anyway, a
//! copy computed again near the later uses frees its register at the peak.
//! This splits a live range inside one block; `remat_` copies, by
//! contrast, replace values live into a block.
//!
//! The finder only proposes: the occupancy-aware extractor measures each
//! plan (elaboration splits a class by [`crate::elaborate::UCLONE_GAP`])
//! and keeps it only if the prediction drops.

use cost::pressure::{Point, Pressure};
use dialects::ir::{Block, Body, Value};
use rustc_hash::FxHashSet;

/// A value defined in `block` before its peak, used on both sides of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Split {
    /// The block.
    pub block: Block,
    /// The value.
    pub value: Value,
}

/// The values live across block `b`'s peak (after the peak instruction).
fn live_after(body: &Body, pressure: &Pressure, b: Block, peak: usize) -> FxHashSet<Value> {
    let bp = &pressure.per_block[b];
    let mut live: FxHashSet<Value> = bp.live_out.iter().collect();
    let insts = &body.dfg.blocks[b].insts;
    for &i in insts[peak + 1..].iter().rev() {
        if let Some(r) = body.dfg.inst_result(i) {
            live.remove(&r);
        }
        live.extend(body.dfg.inst_args(i).iter().copied());
        for s in &body.dfg.insts[i].succs {
            live.extend(body.dfg.call_args(s).iter().copied());
        }
    }
    live
}

/// Split candidates in `blocks`: each value defined in the block before
/// its peak, used before the peak and live after it, whose operands occupy
/// no register in `pressure` (constants, a kernel's parameters) or are
/// themselves live after the peak.
/// In block order, then value order.
pub fn find(body: &Body, pressure: &Pressure, blocks: &[Block]) -> Vec<Split> {
    let mut out = Vec::new();
    for &b in blocks {
        let Some(Point::Inst(peak)) = pressure.per_block[b].peak else {
            continue;
        };
        let insts = &body.dfg.blocks[b].insts;
        if peak >= insts.len() {
            continue;
        }
        let live = live_after(body, pressure, b, peak);
        let mut used_before: FxHashSet<Value> = FxHashSet::default();
        for &i in &insts[..=peak] {
            used_before.extend(body.dfg.inst_args(i).iter().copied());
        }
        let mut found: Vec<Value> = Vec::new();
        for &i in &insts[..peak] {
            if let Some(v) = body.dfg.inst_result(i) {
                if !live.contains(&v) || !used_before.contains(&v) {
                    continue;
                }
                let operands_stay = body
                    .dfg
                    .inst_args(i)
                    .iter()
                    .all(|&a| pressure.weight[a].is_zero() || live.contains(&a));
                if operands_stay {
                    found.push(v);
                }
            }
        }
        found.sort_unstable();
        out.extend(found.into_iter().map(|value| Split { block: b, value }));
    }
    out
}
