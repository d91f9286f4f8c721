//! The `forward` set: loads see through the stores before them (GVN's
//! load forwarding, on the e-graph's memory states).
//!
//! A load reads a memory state; when that state is the result of a plain
//! store, either the store wrote the load's bytes (same address, same
//! type: the load's class is the stored value's), or it provably wrote
//! other bytes, and the load reads the same as it would from the store's
//! own input state: the graph gets that load node too. Hash-consing then
//! merges it with any load of the same address at the earlier state, so a
//! reload after unrelated stores is the load before them. At the entry of
//! a merge block the walk goes up every predecessor ([`walk`]); it stops
//! at anything else that produces a state (calls, atomics, fences,
//! barriers, loop headers, the function's entry) and at stores it cannot
//! separate ([`disjoint`]).

mod disjoint;
mod walk;

use dialects::ir::{Body, Opcode};
use egg::Id;
use rustc_hash::FxHashSet;

use crate::analysis::canonical;
use crate::lang::Node;
use crate::lift::Lifted;
use crate::skeleton::Item;
use disjoint::Facts;
use walk::Walker;

/// What the set did to one function.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Forwarded {
    /// Loads given the value a store before them wrote.
    pub values: usize,
    /// Loads given a form reading the state before stores to other bytes.
    pub bypassed: usize,
    /// Load nodes extraction must not choose (canonical operands).
    ///
    /// A forwarded load's class holds the stored value, which is computed
    /// before the store; its load nodes read memory only the store makes
    /// right, so emitted where the value is first computed they would read
    /// the old bytes. Only the value's own nodes may compute the class.
    pub banned: Vec<Node>,
}

/// Runs the set on a freshly lifted function.
pub fn forward(lifted: &mut Lifted, src: &Body, kernel: bool) -> Forwarded {
    let facts = Facts::new(crate::slp::allocas(lifted, src), kernel);
    let mut walker = Walker::new(lifted, facts);
    let mut out = Forwarded::default();
    let anchors: Vec<(Id, Node)> = lifted
        .skeleton
        .blocks
        .iter()
        .flat_map(|b| &b.items)
        .filter_map(|it| match it {
            Item::Anchor { inst, class, .. } if src.dfg.insts[*inst].opcode == Opcode::Load => {
                Some((*class, lifted.load_nodes.get(inst)?.clone()))
            }
            _ => None,
        })
        .collect();
    // Walk first, on the graph as lifted, then change it: a value's own
    // load nodes are judged before any forwarding merged other loads in.
    enum Act {
        Value(Id, Id),
        Past(Id, Node),
    }
    let mut acts = Vec::new();
    let mut forwarded_nodes: FxHashSet<Node> = FxHashSet::default();
    for (class, load) in anchors {
        let eg = &lifted.egraph;
        let class = eg.find(class);
        let load = canonical(eg, &load);
        if load.args.len() != 2 {
            continue;
        }
        let Some(ty) = load.ty.val() else { continue };
        let (first, addr) = (eg.find(load.args[0]), load.args[1]);
        let (value, cur) = walker.run(eg, first, addr, ty);
        if let Some(v) = value {
            forwarded_nodes.insert(load);
            acts.push(Act::Value(class, v));
        } else if cur != first {
            acts.push(Act::Past(class, Node::new(load.op, ty, &[cur, addr])));
        }
    }
    // The load nodes a stored value's class already had: valid wherever
    // the value is.
    let mut keep: Vec<Node> = Vec::new();
    for a in &acts {
        if let Act::Value(_, v) = a {
            let eg = &lifted.egraph;
            keep.extend(
                eg[*v]
                    .nodes
                    .iter()
                    .filter(|n| n.opcode() == Some(Opcode::Load) && !forwarded_nodes.contains(n))
                    .cloned(),
            );
        }
    }
    for a in acts {
        let eg = &mut lifted.egraph;
        match a {
            Act::Value(class, v) => {
                eg.union(class, v);
                lifted.forwarded.push((class, true));
                out.values += 1;
            }
            Act::Past(class, node) => {
                let earlier = eg.add(node);
                eg.union(class, earlier);
                lifted.forwarded.push((class, false));
                out.bypassed += 1;
            }
        }
    }
    let eg = &mut lifted.egraph;
    eg.rebuild();
    let keep: FxHashSet<Node> = keep.iter().map(|n| canonical(eg, n)).collect();
    let mut given: Vec<Id> = lifted
        .forwarded
        .iter()
        .filter(|f| f.1)
        .map(|f| eg.find(f.0))
        .collect();
    given.sort();
    given.dedup();
    for c in given {
        for n in &eg[c].nodes {
            let n = canonical(eg, n);
            if n.opcode() == Some(Opcode::Load) && !keep.contains(&n) {
                out.banned.push(n);
            }
        }
    }
    out
}
