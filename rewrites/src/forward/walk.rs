//! The walk up the memory states from a load.
//!
//! Every state the walk passes is one whose bytes at the load's address
//! are the load's: the stores after it wrote other bytes. It ends at a
//! store of the same address and type (the load is its value), or where
//! it cannot go on. A merge block's own state is passed by walking each
//! predecessor from its end: when every way finds the same stored value,
//! that is the load's; else the walk goes on from the latest state every
//! way passed. A loop header is a merge whose back edge leads to itself,
//! so the walk stops there.

use dialects::ir::{Attrs, Opcode, Type};
use egg::Id;
use rustc_hash::FxHashMap;

use super::disjoint::Facts;
use crate::analysis::Graph;
use crate::lang::Op;
use crate::lift::Lifted;

/// How many states one load's walk visits at most.
const MAX_STATES: usize = 256;
/// How deep merges nest in one walk.
const MAX_MERGES: usize = 16;

/// A plain store producing `state`: its input state, value and address.
fn store_of(eg: &Graph, state: Id) -> Option<(Id, Id, Id)> {
    eg[state].nodes.iter().find_map(|n| {
        let Some(Opcode::Store) = n.opcode() else {
            return None;
        };
        let Op::Inst(_, a) = n.op else {
            return None;
        };
        let plain =
            matches!(eg.analysis.attr(a), Attrs::Mem(m) if !m.volatile && m.ordering.is_none());
        (plain && n.args.len() == 3).then(|| (eg.find(n.args[0]), n.args[1], n.args[2]))
    })
}

/// The block whose entry state `state` is.
fn block_state(eg: &Graph, state: Id) -> Option<u32> {
    eg[state].nodes.iter().find_map(|n| match n.op {
        Op::BlockState(b) => Some(b),
        _ => None,
    })
}

/// What one way up found.
#[derive(Clone, Debug, Default)]
struct Path {
    /// The stored value, when a store of the address ended it.
    value: Option<Id>,
    /// The states passed, latest first.
    passed: Vec<Id>,
}

/// Walks for one function's loads.
pub(super) struct Walker {
    facts: Facts,
    /// Each block's predecessors' end states, by block number.
    preds: FxHashMap<u32, Vec<Id>>,
}

/// One load's question: its address and type.
struct Query {
    addr: Id,
    ty: Type,
}

impl Walker {
    /// A walker over `lifted`'s memory states.
    pub(super) fn new(lifted: &Lifted, facts: Facts) -> Walker {
        let mut preds: FxHashMap<u32, Vec<Id>> = FxHashMap::default();
        for b in &lifted.skeleton.blocks {
            let Some(&end) = lifted.end_states.get(&b.block) else {
                continue;
            };
            for s in &b.term.succs {
                let e = preds.entry(s.block.as_u32()).or_default();
                // One entry per edge: a block may branch twice to one
                // successor, which is still one way.
                if !e.contains(&end) {
                    e.push(end);
                }
            }
        }
        Walker { facts, preds }
    }

    /// From the state `first` a load of `ty` at `addr` reads: the stored
    /// value it is, if found, and the earliest state it may read instead.
    pub(super) fn run(&mut self, eg: &Graph, first: Id, addr: Id, ty: Type) -> (Option<Id>, Id) {
        let q = Query { addr, ty };
        let mut budget = MAX_STATES;
        let mut memo = FxHashMap::default();
        let p = self.path(eg, first, &q, &mut budget, &mut Vec::new(), &mut memo);
        (p.value, p.passed.last().copied().unwrap_or(first))
    }

    fn path(
        &mut self,
        eg: &Graph,
        start: Id,
        q: &Query,
        budget: &mut usize,
        merges: &mut Vec<u32>,
        memo: &mut FxHashMap<Id, Path>,
    ) -> Path {
        if let Some(p) = memo.get(&start) {
            return p.clone();
        }
        let size = q.ty.store_size();
        let mut out = Path::default();
        let mut cur = start;
        loop {
            out.passed.push(cur);
            if *budget == 0 {
                break;
            }
            *budget -= 1;
            if let Some((prev, v, p)) = store_of(eg, cur) {
                let vty = eg[v].data.ty.val();
                if vty == Some(q.ty) && self.facts.same(eg, p, q.addr) {
                    out.value = Some(eg.find(v));
                    break;
                }
                let vsize = vty.map_or(u64::MAX / 4, |t| t.store_size());
                if !self.facts.disjoint(eg, p, vsize, q.addr, size) {
                    break;
                }
                cur = prev;
                continue;
            }
            let Some(b) = block_state(eg, cur) else { break };
            if merges.contains(&b) || merges.len() >= MAX_MERGES {
                break;
            }
            let Some(ends) = self.preds.get(&b).cloned() else {
                break;
            };
            if ends.is_empty() {
                break;
            }
            merges.push(b);
            let ways: Vec<Path> = ends
                .iter()
                .map(|&e| self.path(eg, e, q, budget, merges, memo))
                .collect();
            merges.pop();
            let v0 = ways[0].value;
            if v0.is_some() && ways.iter().all(|w| w.value == v0) {
                out.value = v0;
                break;
            }
            // The latest state every way passed.
            let common = ways[0]
                .passed
                .iter()
                .copied()
                .find(|s| ways[1..].iter().all(|w| w.passed.contains(s)));
            match common {
                Some(s) if s != cur => cur = s,
                _ => break,
            }
        }
        memo.insert(start, out.clone());
        out
    }
}
