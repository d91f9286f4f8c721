//! Loop peeling (seed 001's priority 4, `unroll-peel-count`): the first
//! `k` iterations copied ahead of the loop. Each copy tests the loop's
//! exits as the loop would and leaves where it would; the last enters the
//! loop with the values of iteration `k`. A trip count below `k` leaves
//! from the copies and never reaches the loop.
//!
//! Values of the loop read after it must leave as exit-edge arguments
//! (`full::pass_live_outs` makes them, LCSSA), so that each copy's exits
//! pass its own.

use super::full::{
    chained_copies, layout_position, live_outs, loop_blocks, pass_live_outs, retarget,
};
use crate::analysis::loops::LoopNest;
use crate::analysis::DomTree;
use crate::ir::Body;

/// Peels `k` iterations off loop `l`; false (nothing changed) when its
/// shape is not one this handles (one latch, one entering edge, values
/// after it readable through one exit block).
pub(super) fn peel(body: &mut Body, dt: &DomTree, nest: &LoopNest, l: usize, k: usize) -> bool {
    let lp = &nest.loops[l];
    let [latch] = lp.latches[..] else {
        return false;
    };
    let header = lp.header;
    let Some(pre) = nest.entering_block(dt, l) else {
        return false;
    };
    let Some(pt) = body.terminator(pre) else {
        return false;
    };
    let entering = body.dfg.insts[pt]
        .succs
        .iter()
        .filter(|s| s.block == header)
        .count();
    if k == 0 || entering != 1 {
        return false;
    }
    let (blocks, in_loop) = loop_blocks(body, nest, l);
    let live = live_outs(body, &in_loop);
    if !live.is_empty() && !pass_live_outs(body, &in_loop, live) {
        return false;
    }
    let (copies, _) = chained_copies(body, &blocks, header, latch, k, 200, |j| (j + 1).min(k - 1));
    // The last copy's back edge enters the loop, which is entered through
    // the first copy.
    let t = body.terminator(copies[k - 1][&latch]).expect("copied");
    retarget(body, t, copies[k - 1][&header], header);
    retarget(body, pt, header, copies[0][&header]);
    let at = layout_position(body, &in_loop);
    let new: Vec<_> = copies
        .iter()
        .flat_map(|m| blocks.iter().map(|b| m[b]).collect::<Vec<_>>())
        .collect();
    body.layout.blocks.splice(at..at, new);
    true
}
