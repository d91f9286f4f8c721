//! The `forward` set: loads see through the stores before them (GVN's
//! load forwarding, on the e-graph's memory states).
//!
//! A load reads a memory state; when that state is the result of a plain
//! store, either the store wrote the load's bytes (same address, same
//! type: the load's class is the stored value's), or it provably wrote
//! other bytes, and the load reads the same as it would from the store's
//! own input state: the graph gets that load node too. Hash-consing then
//! merges it with any load of the same address at the earlier state, so a
//! reload after unrelated stores is the load before them. The walk stops
//! at anything else that produces a state (calls, atomics, fences,
//! barriers, block entries) and at stores it cannot separate.
//!
//! Separation is proven, never assumed: the same root at disjoint constant
//! byte ranges; two different allocas; an alloca and a kernel parameter,
//! or memory of another address space; two parameters one of which is
//! `__restrict__`.

use dialects::ir::{Attrs, Body, Inst, Opcode, Type};
use egg::Id;
use rustc_hash::FxHashMap;

use crate::analysis::Graph;
use crate::lang::Node;
use crate::lift::Lifted;
use crate::skeleton::Item;
use crate::slp::{provenance, restrict_disjoint, Decomposer};

/// How many stores one load's walk passes at most.
const MAX_STORES: usize = 64;

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

/// The object an address points into: `ptradd`s of any offset and
/// address-space casts followed to their base.
fn base_object(eg: &Graph, p: Id) -> Id {
    let mut cur = eg.find(p);
    for _ in 0..16 {
        let next = eg[cur].nodes.iter().find_map(|n| {
            matches!(n.opcode(), Some(Opcode::PtrAdd | Opcode::AddrSpaceCast))
                .then(|| eg.find(n.args[0]))
        });
        match next {
            Some(n) if n != cur => cur = n,
            _ => break,
        }
    }
    cur
}

/// The facts the walk uses about one function.
struct Facts {
    allocas: FxHashMap<Id, Inst>,
    kernel: bool,
    dec: Decomposer,
}

impl Facts {
    /// Whether `size_a` bytes at `a` and `size_b` bytes at `b` are proven
    /// not to overlap.
    fn disjoint(&mut self, eg: &Graph, a: Id, size_a: u64, b: Id, size_b: u64) -> bool {
        let (ra, oa) = self.dec.split(eg, a);
        let (rb, ob) = self.dec.split(eg, b);
        if ra == rb {
            return oa + size_a as i64 <= ob || ob + size_b as i64 <= oa;
        }
        let space = |c: Id| match eg[c].data.ty.val() {
            Some(Type::Ptr(s)) => s,
            _ => 0,
        };
        let (sa, sb) = (space(a), space(b));
        if sa != 0 && sb != 0 && sa != sb {
            return true;
        }
        let (ba, bb) = (base_object(eg, a), base_object(eg, b));
        let (aa, ab) = (
            self.allocas.contains_key(&ba),
            self.allocas.contains_key(&bb),
        );
        if aa && ab {
            return ba != bb;
        }
        // Thread-private memory: nothing outside the thread points into it
        // (a kernel's parameters come from the host), and global, shared
        // and constant pointers address other memory.
        let outside =
            |c: Id, s: u32| matches!(s, 1 | 3 | 4) || (self.kernel && provenance(eg, c).is_some());
        if (aa && outside(b, sb)) || (ab && outside(a, sa)) {
            return true;
        }
        restrict_disjoint(eg, provenance(eg, a), provenance(eg, b))
    }
}

/// A plain store producing `state`: its input state, value and address.
fn store_of(eg: &Graph, state: Id) -> Option<(Id, Id, Id)> {
    eg[state].nodes.iter().find_map(|n| {
        let Some(Opcode::Store) = n.opcode() else {
            return None;
        };
        let crate::lang::Op::Inst(_, a) = n.op else {
            return None;
        };
        let plain =
            matches!(eg.analysis.attr(a), Attrs::Mem(m) if !m.volatile && m.ordering.is_none());
        (plain && n.args.len() == 3).then(|| (eg.find(n.args[0]), n.args[1], n.args[2]))
    })
}

/// Runs the set on a freshly lifted function.
pub fn forward(lifted: &mut Lifted, src: &Body, kernel: bool) -> Forwarded {
    let mut facts = Facts {
        allocas: crate::slp::allocas(lifted, src),
        kernel,
        dec: Decomposer::default(),
    };
    let mut out = Forwarded::default();
    // Classes given a stored value, and the load nodes that value's class
    // already had (valid wherever the value is).
    let mut forwarded: Vec<Id> = Vec::new();
    let mut keep: Vec<Node> = Vec::new();
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
    let mut forwarded_nodes: Vec<Node> = Vec::new();
    for (class, mut load) in anchors {
        let eg = &lifted.egraph;
        let class = eg.find(class);
        load.args.iter_mut().for_each(|a| *a = eg.find(*a));
        if load.args.len() != 2 {
            continue;
        }
        let Some(ty) = load.ty.val() else { continue };
        let (first, addr) = (eg.find(load.args[0]), load.args[1]);
        let size = ty.store_size();
        let mut cur = first;
        let mut value = None;
        for _ in 0..MAX_STORES {
            let Some((prev, v, p)) = store_of(eg, cur) else {
                break;
            };
            let vty = eg[v].data.ty.val();
            let same =
                eg.find(p) == eg.find(addr) || facts.dec.split(eg, p) == facts.dec.split(eg, addr);
            if same && vty == Some(ty) {
                value = Some(eg.find(v));
                break;
            }
            let vsize = vty.map_or(u64::MAX / 4, |t| t.store_size());
            if !facts.disjoint(eg, p, vsize, addr, size) {
                break;
            }
            cur = prev;
        }
        if let Some(v) = value {
            forwarded_nodes.push(load);
            acts.push(Act::Value(class, v));
        } else if cur != first {
            acts.push(Act::Past(class, Node::new(load.op, ty, &[cur, addr])));
        }
    }
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
                forwarded.push(class);
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
    let canon = |eg: &Graph, n: &Node| {
        let mut n = n.clone();
        n.args.iter_mut().for_each(|a| *a = eg.find(*a));
        n
    };
    let keep: Vec<Node> = keep.iter().map(|n| canon(eg, n)).collect();
    forwarded.iter_mut().for_each(|c| *c = eg.find(*c));

    forwarded.sort();
    forwarded.dedup();
    for c in forwarded {
        for n in &eg[c].nodes {
            let n = canon(eg, n);
            if n.opcode() == Some(Opcode::Load) && !keep.contains(&n) {
                out.banned.push(n);
            }
        }
    }
    out
}
