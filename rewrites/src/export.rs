//! `--emit=egraph-json`: the saturated graph in the serialized e-graph
//! format extraction research reads (extraction-gym, egglog), written
//! with the `egraph-serialize` crate.
//!
//! What is exported is the problem extraction solves, not every node:
//! - classes of value type (memory states stay in the control skeleton);
//! - per class, the nodes an extractor may choose (a phi's class is read
//!   as its block parameter, so phi nodes are left out), with the cost the
//!   configured [`crate::cost::NodeCost`] gives them;
//! - a node's children are its value operands, each named by its class's
//!   first exported node (the format's convention: a child id stands for
//!   its class);
//! - nodes no program may choose (forwarded loads, withheld vector forms)
//!   are marked `subsumed`.
//!
//! Invariants: ids are stable for one graph (`{prefix}c{class}.{k}`), the
//! order is by class id then node order, so the text is deterministic;
//! each root class is exported once.

use egg::Id;
use egraph_serialize::{ClassData, ClassId, EGraph, Node as SNode, NodeId};
use rustc_hash::FxHashSet;

use crate::cost::NodeCost;
use crate::extract::value_args;
use crate::lang::{Node, Op, Ty};
use crate::runner::Saturated;

/// The nodes of `eg`'s class `id` an extractor may choose.
fn choosable(eg: &crate::analysis::Graph, id: Id) -> impl Iterator<Item = Node> + '_ {
    eg[id]
        .nodes
        .iter()
        .filter(|n| !matches!(n.op, Op::Phi { .. }) && n.ty != Ty::State)
        .map(move |n| crate::analysis::canonical(eg, n))
}

fn class_id(prefix: &str, id: Id) -> ClassId {
    format!("{prefix}c{id}").into()
}

fn node_id(prefix: &str, id: Id, k: usize) -> NodeId {
    format!("{prefix}c{id}.{k}").into()
}

/// Adds the classes of `sat` reachable from its roots to `out`, ids
/// prefixed with `prefix` (one function's name, so that the functions of
/// a module share one file), and its roots to `out`'s roots.
pub fn add_to(out: &mut EGraph, sat: &Saturated, cost: &NodeCost, prefix: &str) {
    let eg = sat.egraph;
    let mut seen: FxHashSet<Id> = FxHashSet::default();
    let mut stack: Vec<Id> = sat.roots.iter().map(|&r| eg.find(r)).collect();
    let mut classes: Vec<Id> = Vec::new();
    while let Some(id) = stack.pop() {
        if eg[id].data.ty == Ty::State || !seen.insert(id) {
            continue;
        }
        classes.push(id);
        for n in choosable(eg, id) {
            stack.extend(value_args(eg, &n));
        }
    }
    classes.sort();
    for &id in &classes {
        let cid = class_id(prefix, id);
        let typ = match eg[id].data.ty {
            Ty::Val(t) => Some(t.to_string()),
            _ => None,
        };
        out.class_data.insert(
            cid.clone(),
            ClassData {
                typ,
                extra: Default::default(),
            },
        );
        for (k, n) in choosable(eg, id).enumerate() {
            let children = value_args(eg, &n).map(|a| node_id(prefix, a, 0)).collect();
            let c = cost.node_cost(eg, &n).clamp(0.0, 1e12);
            let node = SNode {
                op: crate::dot::label(eg, &n),
                children,
                eclass: cid.clone(),
                cost: egraph_serialize::Cost::new(c).unwrap_or_default(),
                subsumed: sat.banned.contains(&n),
            };
            out.add_node(node_id(prefix, id, k), node);
        }
    }
    let mut roots: Vec<Id> = sat.roots.iter().map(|&r| eg.find(r)).collect();
    roots.sort();
    roots.dedup();
    for r in roots {
        if seen.contains(&r) {
            out.root_eclasses.push(class_id(prefix, r));
        }
    }
}

/// `out` as JSON text.
pub fn to_json(out: &EGraph) -> String {
    let mut s = serde_json::to_string_pretty(out).unwrap_or_default();
    s.push('\n');
    s
}
