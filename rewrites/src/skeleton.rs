//! The part of a function that stays outside the e-graph: blocks, their
//! parameters, the ordered list of effects and anchored values per block,
//! and terminators with their successor arguments.
//!
//! Invariants:
//! - `blocks` lists the reachable blocks of the source function in layout
//!   order, entry first; every class id refers to the graph built beside it
//!   (canonicalize with `find` before use: classes merge while rules run);
//! - an [`Item::Effect`] is re-emitted as its source instruction (same
//!   opcode and attributes) with the chosen values of `args`, in the same
//!   place relative to the block's other effects: effects are never
//!   reordered, merged or dropped, except that elaboration replaces a tile
//!   of plain stores the `slp` set packed by one vector store at its last
//!   member's place;
//! - an [`Item::Anchor`] marks where a value that must not be speculated
//!   (a load, a division) was computed: elaboration computes it there or
//!   reuses a dominating copy, never earlier.

use dialects::ir::{Block, Inst, Type, Value};
use egg::Id;

/// One effect or anchored value, in block order.
#[derive(Clone, Debug)]
pub enum Item {
    /// A side effect (store, atomic, barrier, call, inline asm, volatile
    /// load, alloca, ...).
    Effect {
        /// The source instruction.
        inst: Inst,
        /// Value operands (the memory state is implicit in the order).
        args: Vec<Id>,
        /// The class of the produced memory state.
        state: Id,
        /// The class of its value result and its source value.
        result: Option<(Id, Value)>,
    },
    /// A load or division computed here.
    Anchor {
        /// The source instruction.
        inst: Inst,
        /// The class of its result.
        class: Id,
        /// The source value.
        value: Value,
    },
}

/// A successor edge.
#[derive(Clone, Debug)]
pub struct Edge {
    /// The target block.
    pub block: Block,
    /// Arguments for the target's parameters.
    pub args: Vec<Id>,
}

/// A block terminator.
#[derive(Clone, Debug)]
pub struct Term {
    /// The source terminator.
    pub inst: Inst,
    /// Value operands (condition, switch value, returned value).
    pub args: Vec<Id>,
    /// Successors in order.
    pub succs: Vec<Edge>,
}

/// One block of the skeleton.
#[derive(Clone, Debug)]
pub struct SkBlock {
    /// The source block.
    pub block: Block,
    /// Parameter classes and types.
    pub params: Vec<(Id, Type)>,
    /// Effects and anchors in order.
    pub items: Vec<Item>,
    /// The terminator.
    pub term: Term,
}

/// A lifted function's control skeleton.
#[derive(Clone, Debug, Default)]
pub struct Skeleton {
    /// Reachable blocks in layout order, entry first.
    pub blocks: Vec<SkBlock>,
}

impl Skeleton {
    /// Every class the skeleton refers to (roots of extraction): effect and
    /// terminator operands, anchors and block parameters.
    pub fn roots(&self) -> Vec<Id> {
        let mut out = Vec::new();
        for b in &self.blocks {
            out.extend(b.params.iter().map(|p| p.0));
            for it in &b.items {
                match it {
                    Item::Effect { args, .. } => out.extend(args),
                    Item::Anchor { class, .. } => out.push(*class),
                }
            }
            out.extend(&b.term.args);
            for e in &b.term.succs {
                out.extend(&e.args);
            }
        }
        out
    }
}
