//! Where elaboration computes a value that several blocks use: their
//! nearest common dominator, so that one copy serves them all.
//!
//! Why: elaboration computes a value where it is first demanded and reuses
//! a copy only from a dominating block. Values used in sibling blocks (the
//! guarded copies of a fully unrolled loop: `if (y + 8 < h) tile[ty + 8]
//! ...`, `if (y + 16 < h) ...`) were computed once per block: transpose32
//! read `%ctaid.y`, `%tid.y` and rebuilt the tile's row address four times.
//! Computed at the common dominator, the copies go and the value's live
//! range grows across the chain; where that crosses an occupancy cliff the
//! rematerialization rounds recompute it at its uses again.
//!
//! For each class the chosen nodes reach from the skeleton's uses, the
//! nearest common dominator of the blocks that use it, found as blocks
//! are visited: a block already dominated by a class's current answer
//! changes nothing below that class either, so each class is re-walked
//! only when its answer moves up, which keeps the walk near linear.

use dialects::analysis::DomTree;
use dialects::ir::Block;
use egg::Id;
use rustc_hash::FxHashMap;

use crate::analysis::Graph;
use crate::extract::{value_args, Choices};
use crate::lang::Op;
use crate::skeleton::{Item, Skeleton};

/// The nearest common dominator of `a` and `b`.
pub fn common_dominator(dt: &DomTree, mut a: Block, mut b: Block) -> Option<Block> {
    while a != b {
        let (ra, rb) = (dt.rpo_index(a)?, dt.rpo_index(b)?);
        if ra > rb {
            a = dt.idom(a).filter(|&p| p != a)?;
        } else {
            b = dt.idom(b).filter(|&p| p != b)?;
        }
    }
    Some(a)
}

/// Each demanded class's nearest common dominator of its using blocks.
pub fn use_dominators(
    eg: &Graph,
    choices: &Choices,
    skeleton: &Skeleton,
    dt: &DomTree,
) -> FxHashMap<Id, Block> {
    let mut at: FxHashMap<Id, Block> = FxHashMap::default();
    for sb in &skeleton.blocks {
        let b = sb.block;
        let mut roots: Vec<Id> = Vec::new();
        for it in &sb.items {
            match it {
                Item::Effect { args, .. } => roots.extend(args),
                Item::Anchor { class, .. } => {
                    if let Some(n) = choices.get(eg, *class) {
                        roots.extend(value_args(eg, n));
                    }
                }
            }
        }
        roots.extend(&sb.term.args);
        for e in &sb.term.succs {
            roots.extend(&e.args);
        }
        let mut stack: Vec<Id> = roots.into_iter().map(|r| eg.find(r)).collect();
        while let Some(c) = stack.pop() {
            let new = match at.get(&c) {
                None => b,
                Some(&old) => match common_dominator(dt, old, b) {
                    Some(l) if l == old => continue,
                    Some(l) => l,
                    None => continue,
                },
            };
            at.insert(c, new);
            let Some(n) = choices.get(eg, c) else {
                continue;
            };
            if matches!(n.op, Op::Param { .. } | Op::Phi { .. } | Op::Res) {
                continue;
            }
            stack.extend(value_args(eg, n));
        }
    }
    at
}
