//! How often each node would execute, so extraction prices work inside
//! loops by the times it runs.
//!
//! Elaboration places a pure value in the outermost block its operands
//! allow (loop-invariant code leaves its loops), an anchored value (a
//! load, a division) or an effect's result in its own block, and a block
//! parameter in its block. So a node's frequency is: its class's anchor
//! block's for a node reading memory state (and effect results); its
//! block's for a parameter; otherwise the largest frequency among its
//! value operands' classes (1 for leaves). A class's frequency is its
//! least-frequent node's, computed cheapest first as the greedy extractor
//! settles costs (the largest of the operands' frequencies is monotone, so
//! a node is settled once, when its last operand class is).
//!
//! Frequencies come from the source body's loop nest
//! ([`dialects::analysis::loops::LoopNest::frequency`]: known trip counts,
//! else [`dialects::analysis::loops::DEFAULT_LOOP_TRIP`] per level), capped
//! at [`MAX_FREQUENCY`] so that prices stay well inside f64 and the ILP
//! solver's tolerances. They depend on the graph and the body only, not
//! on any choice, so the greedy and ILP extractors minimize the same sum
//! (a node's price times its frequency).

use dialects::analysis::loops::{LoopNest, DEFAULT_LOOP_TRIP};
use dialects::analysis::DomTree;
use dialects::ir::{Block, Body};
use egg::Id;
use rustc_hash::FxHashMap;

use super::value_args;
use crate::analysis::Graph;
use crate::lang::{Node, Op, Ty};
use crate::skeleton::{Item, Skeleton};

/// The largest frequency a node is priced at.
pub const MAX_FREQUENCY: f64 = 1e6;

/// Per-class frequencies of one lifted function.
#[derive(Clone, Debug, Default)]
pub struct Frequencies {
    /// Each canonical class's least frequency.
    class: FxHashMap<Id, f64>,
    /// Anchored classes (loads, divisions, effect results): their block's.
    anchored: FxHashMap<Id, f64>,
    /// Per block index.
    block: FxHashMap<u32, f64>,
}

impl Frequencies {
    /// The frequencies of `eg`'s classes, its skeleton lifted from `body`.
    pub fn compute(eg: &Graph, skeleton: &Skeleton, body: &Body) -> Frequencies {
        let dt = DomTree::new(body);
        let nest = LoopNest::compute(body, &dt);
        let mut f = Frequencies::default();
        for sb in &skeleton.blocks {
            let bf = nest
                .frequency(sb.block, DEFAULT_LOOP_TRIP)
                .min(MAX_FREQUENCY);
            f.block.insert(sb.block.as_u32(), bf);
            for it in &sb.items {
                let c = match it {
                    Item::Anchor { class, .. } => *class,
                    Item::Effect {
                        result: Some((c, _)),
                        ..
                    } => *c,
                    Item::Effect { .. } => continue,
                };
                let e = f.anchored.entry(eg.find(c)).or_insert(bf);
                *e = e.min(bf);
            }
        }
        f.settle(eg);
        f
    }

    /// A node's own frequency, `class` being its (canonical) class and
    /// `args` the frequencies of its value operands' classes.
    fn own(&self, eg: &Graph, class: Id, n: &Node, args: impl Iterator<Item = f64>) -> f64 {
        let pinned = matches!(n.op, Op::Res) || n.args.iter().any(|&a| eg[a].data.ty == Ty::State);
        match n.op {
            _ if pinned => self.anchored.get(&class).copied().unwrap_or(1.0),
            Op::Param { block, .. } => self.block.get(&block).copied().unwrap_or(1.0),
            _ => args.fold(1.0, f64::max),
        }
    }

    /// The frequency `n` of class `class` is priced at.
    pub fn of_node(&self, eg: &Graph, class: Id, n: &Node) -> f64 {
        let args = value_args(eg, n).map(|a| self.class.get(&a).copied().unwrap_or(1.0));
        self.own(eg, eg.find(class), n, args)
    }

    /// Least frequencies of every class, least first.
    fn settle(&mut self, eg: &Graph) {
        let pinned = |n: &Node| {
            matches!(n.op, Op::Res | Op::Param { .. })
                || n.args.iter().any(|&a| eg[a].data.ty == Ty::State)
        };
        let class = super::settle(
            eg,
            pinned,
            |v: &f64| *v,
            |done, id, n| {
                let args = value_args(eg, n).map(|a| done.get(&a).copied().unwrap_or(1.0));
                Some(self.own(eg, id, n, args))
            },
        );
        self.class = class;
    }

    /// The least frequency of class `id` (canonical), 1 when unknown.
    pub fn class(&self, id: Id) -> f64 {
        self.class.get(&id).copied().unwrap_or(1.0)
    }

    /// Recomputes the class frequencies after `eg` grew (the anchors'
    /// classes canonicalized again).
    pub fn resettle(&mut self, eg: &Graph) {
        self.anchored = self
            .anchored
            .iter()
            .fold(FxHashMap::default(), |mut m, (&c, &v)| {
                let e = m.entry(eg.find(c)).or_insert(v);
                *e = e.min(v);
                m
            });
        self.settle(eg);
    }

    /// The frequency of block `b`.
    pub fn block(&self, b: Block) -> f64 {
        self.block.get(&b.as_u32()).copied().unwrap_or(1.0)
    }
}
