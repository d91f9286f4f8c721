//! The control-flow graph of a body.
//!
//! Invariants:
//! - nodes are the laid-out blocks that exist in the data-flow graph (a block
//!   listed twice in the layout counts once);
//! - the successors of a block are the targets of its last instruction when
//!   that instruction is a terminator, in successor order, without repeats;
//!   targets that do not exist or are not laid out are dropped;
//! - predecessors are the inverse relation, ordered by the layout position of
//!   the predecessor, without repeats.

use cranelift_entity::SecondaryMap;

use crate::ir::{Block, Body};

/// Successors and predecessors of the laid-out blocks of a body.
#[derive(Clone, Debug, Default)]
pub struct ControlFlowGraph {
    blocks: Vec<Block>,
    laid_out: SecondaryMap<Block, bool>,
    succs: SecondaryMap<Block, Vec<Block>>,
    preds: SecondaryMap<Block, Vec<Block>>,
}

impl ControlFlowGraph {
    /// Computes the graph of `body`.
    pub fn new(body: &Body) -> ControlFlowGraph {
        let dfg = &body.dfg;
        let mut cfg = ControlFlowGraph {
            blocks: Vec::new(),
            laid_out: SecondaryMap::with_capacity(dfg.blocks.len()),
            succs: SecondaryMap::with_capacity(dfg.blocks.len()),
            preds: SecondaryMap::with_capacity(dfg.blocks.len()),
        };
        for &b in &body.layout.blocks {
            if dfg.blocks.is_valid(b) && !cfg.laid_out[b] {
                cfg.laid_out[b] = true;
                cfg.blocks.push(b);
            }
        }
        for i in 0..cfg.blocks.len() {
            let b = cfg.blocks[i];
            let Some(&last) = dfg.blocks[b].insts.last() else {
                continue;
            };
            if !dfg.insts.is_valid(last) || !dfg.insts[last].opcode.is_terminator() {
                continue;
            }
            let mut succs: Vec<Block> = Vec::new();
            for call in &dfg.insts[last].succs {
                let t = call.block;
                if cfg.laid_out[t] && !succs.contains(&t) {
                    succs.push(t);
                }
            }
            for &s in &succs {
                cfg.preds[s].push(b);
            }
            cfg.succs[b] = succs;
        }
        cfg
    }

    /// The nodes: laid-out blocks in layout order, each once.
    pub fn blocks(&self) -> &[Block] {
        &self.blocks
    }

    /// True when `b` is a node of the graph.
    pub fn is_laid_out(&self, b: Block) -> bool {
        self.laid_out[b]
    }

    /// Distinct successors of `b`, in successor order.
    pub fn succs(&self, b: Block) -> &[Block] {
        &self.succs[b]
    }

    /// Distinct predecessors of `b`, in layout order.
    pub fn preds(&self, b: Block) -> &[Block] {
        &self.preds[b]
    }
}
