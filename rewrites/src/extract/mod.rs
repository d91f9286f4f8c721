//! Extraction: one chosen node per needed e-class.
//!
//! Invariants of every [`Extractor`]'s result:
//! - every class reachable from the roots through chosen nodes' value
//!   operands has a choice (state operands are not followed: effects stay
//!   in the skeleton);
//! - the choice graph is acyclic except through `Param` leaves (a phi's
//!   class is always read as its block parameter);
//! - choices depend only on the graph, never on hash or thread order.
//!
//! [`DagExtractor`] counts shared subterms once: a class's cost is the sum
//! over the set of distinct classes its chosen term uses (greedy DAG
//! extraction). [`ilp::IlpExtractor`] solves the same problem exactly (an
//! integer program, bounded in time) as the optimality reference.
//! [`ChaosExtractor`] picks any valid node from a seeded random priority;
//! tests run it to show that elaboration is correct whatever the choice.
//! [`ExtractorKind`] names them for `--extractor`.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use egg::Id;
use rustc_hash::{FxHashMap, FxHashSet};

use crate::analysis::Graph;
use crate::cost::NodeCost;
use crate::costset::{self, CostSet};
use crate::lang::{Node, Op, Ty};

pub mod freq;
pub mod ilp;
mod refine;

/// The extractors `--extractor` chooses among.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ExtractorKind {
    /// [`DagExtractor`], then placement as it comes.
    Dag,
    /// [`DagExtractor`], then the occupancy-aware rematerialization rounds
    /// of [`crate::remat`] where the pipeline asks for them (`-O3`).
    #[default]
    Occupancy,
    /// [`ilp::IlpExtractor`]: the optimal DAG cost, bounded in time.
    Ilp,
    /// [`ChaosExtractor`] with this seed.
    Chaos(u64),
}

impl ExtractorKind {
    /// The names `--extractor` takes.
    pub const NAMES: &'static str = "dag|occupancy|ilp|chaos[:SEED]";
}

impl std::str::FromStr for ExtractorKind {
    type Err = String;
    fn from_str(s: &str) -> Result<ExtractorKind, String> {
        match s {
            "dag" => Ok(ExtractorKind::Dag),
            "occupancy" => Ok(ExtractorKind::Occupancy),
            "ilp" => Ok(ExtractorKind::Ilp),
            "chaos" => Ok(ExtractorKind::Chaos(1)),
            _ => match s.strip_prefix("chaos:").map(str::parse::<u64>) {
                Some(Ok(seed)) => Ok(ExtractorKind::Chaos(seed)),
                Some(Err(_)) => Err(format!("chaos:SEED takes an unsigned integer, got '{s}'")),
                None => Err(format!(
                    "unknown extractor '{s}' (extractors: {})",
                    ExtractorKind::NAMES
                )),
            },
        }
    }
}

impl std::fmt::Display for ExtractorKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ExtractorKind::Dag => f.write_str("dag"),
            ExtractorKind::Occupancy => f.write_str("occupancy"),
            ExtractorKind::Ilp => f.write_str("ilp"),
            ExtractorKind::Chaos(s) => write!(f, "chaos:{s}"),
        }
    }
}

/// Chosen node per canonical class; children canonical.
#[derive(Clone, Debug, Default)]
pub struct Choices {
    /// The choices.
    pub nodes: FxHashMap<Id, Node>,
    /// Total cost of the roots' DAG under the extractor's costs.
    pub dag_cost: f64,
}

impl Choices {
    /// The chosen node of `id`'s class.
    pub fn get(&self, eg: &Graph, id: Id) -> Option<&Node> {
        self.nodes.get(&eg.find(id))
    }
}

/// Picks a node per class.
pub trait Extractor {
    /// A short name for reports.
    fn name(&self) -> &'static str;
    /// Chooses nodes for every class reachable from `roots`.
    fn extract(&mut self, eg: &Graph, roots: &[Id]) -> Choices;
}

/// The value operands extraction follows (state operands are skipped).
pub fn value_args<'a>(eg: &'a Graph, n: &'a Node) -> impl Iterator<Item = Id> + 'a {
    let leaf = matches!(n.op, Op::Phi { .. } | Op::Res);
    n.args
        .iter()
        .map(|&a| eg.find(a))
        .filter(move |&a| !leaf && eg[a].data.ty != Ty::State)
}

/// A class's cheapest term so far.
struct Best {
    /// Its root node, operands canonical.
    node: Node,
    /// The summed costs of the distinct classes it uses.
    total: f64,
    /// The root node's own cost.
    own: f64,
    /// The classes it uses, with their costs.
    set: CostSet,
}

/// Greedy DAG extraction with a per-node cost function.
///
/// Knuth's generalization of Dijkstra: a term's cost (the summed costs of
/// the distinct classes it uses) is at least each operand's, so classes
/// can be settled cheapest first. A node is priced once, when its last
/// operand class settles, and a class settles at its cheapest priced
/// node (ties: the node priced first, nodes in class order). Sweeping all
/// classes until nothing changed instead re-priced whole chains each
/// time a class below improved: after saturation had pulled constants out
/// of a 2,000-add sum, extraction took 75 s.
fn greedy_dag(eg: &Graph, cost: &dyn Fn(&Graph, Id, &Node) -> f64) -> FxHashMap<Id, Best> {
    settle(
        eg,
        |_| false,
        |b: &Best| b.total,
        |best, id, n| {
            let mut set: CostSet = None;
            for a in value_args(eg, n) {
                let b = best.get(&a)?;
                // Settled operands never use an unsettled class; kept as a
                // guard for the invariant that choices are acyclic.
                if costset::contains(&b.set, id) {
                    return None;
                }
                set = costset::union(&set, &b.set);
            }
            let own = cost(eg, id, n);
            let set = costset::insert(&set, id, own);
            Some(Best {
                node: crate::analysis::canonical(eg, n),
                total: costset::total(&set),
                own,
                set,
            })
        },
    )
}

/// Settles every class at its least value, least first (Knuth's
/// generalization of Dijkstra, for values that are at least each operand's:
/// a term's DAG cost, a node's execution frequency). `value` prices a node
/// from its operands' settled values (`None`: it cannot be); a node is
/// priced once, when its last operand class settles, or at once when it
/// has no value operands or `at_once` says its value does not depend on
/// them. A class keeps its least `key` (non-negative; ties: the node
/// priced first, nodes in class order). Phi and state nodes are skipped.
pub(crate) fn settle<V>(
    eg: &Graph,
    at_once: impl Fn(&Node) -> bool,
    key: impl Fn(&V) -> f64,
    mut value: impl FnMut(&FxHashMap<Id, V>, Id, &Node) -> Option<V>,
) -> FxHashMap<Id, V> {
    let mut done: FxHashMap<Id, V> = FxHashMap::default();
    let mut ids: Vec<Id> = eg.classes().map(|c| c.id).collect();
    ids.sort();
    // Per node (class, index): its distinct operand classes left; per
    // class, the nodes reading it.
    let mut pending: FxHashMap<(Id, usize), usize> = FxHashMap::default();
    let mut readers: FxHashMap<Id, Vec<(Id, usize)>> = FxHashMap::default();
    let mut heap: BinaryHeap<Reverse<(u64, Id)>> = BinaryHeap::new();
    // Non-negative keys: their bit patterns order as the values.
    let bits = |v: &V| key(v).max(0.0).to_bits();
    let offer = |done: &mut FxHashMap<Id, V>, heap: &mut BinaryHeap<_>, id: Id, v: V| {
        if done.get(&id).is_some_and(|old| key(&v) >= key(old) - 1e-9) {
            return;
        }
        heap.push(Reverse((bits(&v), id)));
        done.insert(id, v);
    };
    for &id in &ids {
        for (k, n) in eg[id].nodes.iter().enumerate() {
            if matches!(n.op, Op::Phi { .. }) || n.ty == Ty::State {
                continue;
            }
            let mut args: Vec<Id> = value_args(eg, n).collect();
            args.sort();
            args.dedup();
            if args.is_empty() || at_once(n) {
                if let Some(v) = value(&done, id, n) {
                    offer(&mut done, &mut heap, id, v);
                }
                continue;
            }
            pending.insert((id, k), args.len());
            for a in args {
                readers.entry(a).or_default().push((id, k));
            }
        }
    }
    let mut settled: FxHashSet<Id> = FxHashSet::default();
    while let Some(Reverse((b, id))) = heap.pop() {
        if done.get(&id).map(&bits) != Some(b) || !settled.insert(id) {
            continue;
        }
        for &(p, k) in readers.get(&id).map_or(&[][..], |v| &v[..]) {
            let left = pending.get_mut(&(p, k)).expect("a reader is pending");
            *left -= 1;
            if *left > 0 || settled.contains(&p) {
                continue;
            }
            let n = &eg[p].nodes[k];
            if let Some(v) = value(&done, p, n) {
                offer(&mut done, &mut heap, p, v);
            }
        }
    }
    done
}

fn finish(eg: &Graph, roots: &[Id], best: &FxHashMap<Id, Best>) -> Choices {
    let mut out = Choices::default();
    let mut stack: Vec<Id> = roots.iter().map(|&r| eg.find(r)).collect();
    // The classes the roots' terms use are those their chosen nodes reach:
    // each counted once, at its own cost.
    let mut dag_cost = 0.0;
    while let Some(id) = stack.pop() {
        if out.nodes.contains_key(&id) || eg[id].data.ty == Ty::State {
            continue;
        }
        let Some(b) = best.get(&id) else {
            continue;
        };
        dag_cost += b.own;
        stack.extend(value_args(eg, &b.node));
        out.nodes.insert(id, b.node.clone());
    }
    out.dag_cost = dag_cost;
    out
}

/// Node costs with the choices a program may not make priced out, and
/// each node's price times how often it would run ([`freq`]).
pub struct Pricing {
    cost: NodeCost,
    banned: Vec<(u32, u32)>,
    banned_nodes: FxHashSet<Node>,
    freq: Option<freq::Frequencies>,
}

/// The cost of a banned leaf: any other choice is cheaper.
pub(crate) const BANNED: f64 = 1e12;

impl Pricing {
    /// The cost of node `n` of class `class`: [`BANNED`] for a banned
    /// one; with frequencies and a latency-based cost, times the node's.
    pub fn price(&self, eg: &Graph, class: Id, n: &Node) -> f64 {
        match n.op {
            Op::Param { block, idx } if self.banned.contains(&(block, idx)) => BANNED,
            _ if !self.banned_nodes.is_empty() && self.banned_nodes.contains(n) => BANNED,
            _ => {
                let c = self.cost.node_cost(eg, n);
                match &self.freq {
                    Some(f) if c > 0.0 && self.cost.weighs_frequency() => {
                        c * f.of_node(eg, class, n)
                    }
                    _ => c,
                }
            }
        }
    }
}

/// DAG-aware extraction with latency-table costs.
pub struct DagExtractor {
    pricing: Pricing,
    /// Whether greedy's choices are refined for sharing ([`refine`]).
    share: bool,
}

impl DagExtractor {
    /// An extractor costing nodes with `cost`.
    pub fn new(cost: NodeCost) -> DagExtractor {
        DagExtractor {
            pricing: Pricing {
                cost,
                banned: Vec::new(),
                banned_nodes: FxHashSet::default(),
                freq: None,
            },
            share: false,
        }
    }

    /// Whether greedy's choices are refined for operands other roots
    /// already compute (off unless asked; the pipeline asks unless
    /// `-opt "-dag-share=0"`).
    pub fn with_sharing(mut self, on: bool) -> DagExtractor {
        self.share = on;
        self
    }

    /// Avoids the `Param` leaves of these (block, position) pairs: their
    /// classes are computed from another node where one exists (the
    /// elaborator does not bind those parameters).
    pub fn with_banned(mut self, banned: Vec<(u32, u32)>) -> DagExtractor {
        self.pricing.banned = banned;
        self
    }

    /// Avoids these nodes (canonical operands): the `slp` set's vector
    /// loads when the scalar program is measured.
    pub fn with_banned_nodes(mut self, nodes: FxHashSet<Node>) -> DagExtractor {
        self.pricing.banned_nodes = nodes;
        self
    }

    /// Prices each node times how often it would run.
    pub fn with_frequencies(mut self, f: freq::Frequencies) -> DagExtractor {
        self.pricing.freq = Some(f);
        self
    }

    /// Its pricing, for an exact extractor solving the same problem.
    pub fn into_pricing(self) -> Pricing {
        self.pricing
    }
}

impl Extractor for DagExtractor {
    fn name(&self) -> &'static str {
        "dag"
    }

    fn extract(&mut self, eg: &Graph, roots: &[Id]) -> Choices {
        let p = &self.pricing;
        let price = |eg: &Graph, id: Id, n: &Node| p.price(eg, id, n);
        let best = greedy_dag(eg, &price);
        let mut out = finish(eg, roots, &best);
        if self.share {
            refine::refine(eg, roots, &best, &price, &mut out);
        }
        out
    }
}

/// Picks arbitrary valid nodes (seeded), for testing elaboration.
pub struct ChaosExtractor {
    /// Seed of the random priorities.
    pub seed: u64,
    /// Nodes never to choose where another node exists (canonical
    /// operands): choices no program may make, such as a forwarded load.
    pub banned: FxHashSet<Node>,
}

fn mix(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

impl Extractor for ChaosExtractor {
    fn name(&self) -> &'static str {
        "chaos"
    }

    fn extract(&mut self, eg: &Graph, roots: &[Id]) -> Choices {
        let seed = self.seed;
        let banned = &self.banned;
        let best = greedy_dag(eg, &|_, _, n| {
            if banned.contains(n) {
                return BANNED;
            }
            // A stable per-node hash: the node's printed form and operands.
            let mut h = seed;
            for b in n.to_string().bytes() {
                h = mix(h ^ b as u64);
            }
            for a in &n.args {
                h = mix(h ^ usize::from(*a) as u64);
            }
            (h % 1000) as f64 + 1.0
        });
        finish(eg, roots, &best)
    }
}
