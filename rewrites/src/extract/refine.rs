//! Sharing-aware refinement of a greedy DAG extraction.
//!
//! Greedy extraction prices each class by the classes its own term uses,
//! as if nothing else were computed. That misses a choice whose operands
//! other roots already pay for: after `sext(tid*4 + 1)` splits, the
//! address of `in[tid*4 + 1]` can be the address of `in[tid*4]` plus 4
//! (one `[reg+4]` operand), but priced alone that term is one node longer
//! than its own `mad`, `mul.wide` and `add`, so greedy keeps three
//! instructions the load does not need (LLVM reaches the shared form by
//! canonicalization, SeparateConstOffsetFromGEP then CSE).
//!
//! The refinement visits each chosen class once, in class order, and tries
//! its other nodes. A node's marginal cost is its own price plus the
//! classes its term adds to the program (operands not chosen yet, taken at
//! their greedy best), less the price of the current node and of the
//! classes only it kept alive (reference counts over the chosen graph).
//! A switch is taken when that lowers the program's total, and when the
//! new term does not reach the class itself (choices stay acyclic). The
//! total never rises, so the result is never worse than greedy's under
//! the same prices.
//!
//! Placement is not modelled: sharing a value with a user in another block
//! can hoist it and keep it live in between. Measured on CUB's device-wide
//! kernels (ptxas 13, sm_80 / sm_90 registers): DeviceScanKernel 48 -> 42 /
//! 48 -> 42, RadixSortScanBins 60 -> 56 / 96 -> 80, one radix-sort upsweep
//! 64 -> 62 / 64 -> 54, the other 64 -> 77 / 64 -> 71. Allowing only
//! switches that serve no new block lost the first three gains and more.

use egg::Id;
use rustc_hash::{FxHashMap, FxHashSet};

use super::{value_args, Best, Choices};
use crate::analysis::Graph;
use crate::lang::{Node, Op, Ty};

/// Most classes one trial may add (bounds the work per alternative).
const MAX_ADDED: usize = 64;
/// The least gain a switch must bring (prices are sums of latencies, at
/// least `MIN_COST` each; this is far below any one node's).
const EPS: f64 = 1e-6;

/// The distinct value operands of `n`.
fn args(eg: &Graph, n: &Node) -> Vec<Id> {
    let mut a: Vec<Id> = value_args(eg, n).collect();
    a.sort();
    a.dedup();
    a
}

#[derive(Clone)]
struct State<'a> {
    eg: &'a Graph,
    best: &'a FxHashMap<Id, Best>,
    /// Chosen node and its price, per class of the program.
    chosen: FxHashMap<Id, (Node, f64)>,
    /// Chosen nodes reading each class, plus one for a root.
    refs: FxHashMap<Id, i64>,
    roots: FxHashSet<Id>,
}

/// What switching one class would do.
struct Trial {
    added: Vec<Id>,
    removed: Vec<Id>,
    delta: f64,
}

impl State<'_> {
    fn children(&self, x: Id) -> Vec<Id> {
        match self.chosen.get(&x) {
            Some((n, _)) => args(self.eg, n),
            None => self
                .best
                .get(&x)
                .map_or_else(Vec::new, |b| args(self.eg, &b.node)),
        }
    }

    /// The cost change of choosing `n` (priced `own`) for class `c`.
    fn trial(&self, c: Id, n: &Node, own: f64) -> Option<Trial> {
        let mut dref: FxHashMap<Id, i64> = FxHashMap::default();
        let mut added: Vec<Id> = Vec::new();
        let mut seen: FxHashSet<Id> = FxHashSet::default();
        let mut delta = own;
        let mut stack = args(self.eg, n);
        while let Some(a) = stack.pop() {
            if self.chosen.contains_key(&a) {
                *dref.entry(a).or_default() += 1;
            } else if seen.insert(a) {
                let b = self.best.get(&a)?;
                if added.len() == MAX_ADDED {
                    return None;
                }
                added.push(a);
                delta += b.own;
                stack.extend(args(self.eg, &b.node));
            }
        }
        let (cur, cur_own) = self.chosen.get(&c)?;
        delta -= cur_own;
        let mut removed: Vec<Id> = Vec::new();
        let mut stack = args(self.eg, cur);
        while let Some(a) = stack.pop() {
            let r = dref.entry(a).or_default();
            *r -= 1;
            let left = self.refs.get(&a).copied().unwrap_or(0) + *r;
            if left == 0 && !self.roots.contains(&a) {
                // Chosen operands are chosen (the graph is closed).
                let (m, m_own) = self.chosen.get(&a)?;
                removed.push(a);
                delta -= m_own;
                stack.extend(args(self.eg, m));
            }
        }
        Some(Trial {
            added,
            removed,
            delta,
        })
    }

    /// Whether `n`'s term, through current choices and the greedy bests of
    /// classes not chosen, reaches `c`.
    fn reaches(&self, n: &Node, c: Id) -> bool {
        let mut seen: FxHashSet<Id> = FxHashSet::default();
        let mut stack = args(self.eg, n);
        while let Some(x) = stack.pop() {
            if x == c {
                return true;
            }
            if seen.insert(x) {
                stack.extend(self.children(x));
            }
        }
        false
    }

    fn commit(&mut self, c: Id, n: Node, own: f64, t: Trial) {
        let eg = self.eg;
        let mut edges: Vec<(Id, i64)> = Vec::new();
        let old = self.chosen.remove(&c).expect("a chosen class");
        edges.extend(args(eg, &old.0).into_iter().map(|a| (a, -1)));
        for x in &t.removed {
            if let Some((m, _)) = self.chosen.remove(x) {
                edges.extend(args(eg, &m).into_iter().map(|a| (a, -1)));
            }
            self.refs.remove(x);
        }
        edges.extend(args(eg, &n).into_iter().map(|a| (a, 1)));
        for x in &t.added {
            let b = &self.best[x];
            edges.extend(args(eg, &b.node).into_iter().map(|a| (a, 1)));
            self.chosen.insert(*x, (b.node.clone(), b.own));
        }
        self.chosen.insert(c, (n, own));
        for (a, d) in edges {
            if self.chosen.contains_key(&a) {
                *self.refs.entry(a).or_default() += d;
            }
        }
    }
}

/// Most readers a shared class may have for [`free_shared`] to move them
/// all off it.
const MAX_READERS: usize = 4;

/// The chosen classes whose node reads each class.
fn readers(s: &State<'_>) -> FxHashMap<Id, Vec<Id>> {
    let mut r: FxHashMap<Id, Vec<Id>> = FxHashMap::default();
    let mut ids: Vec<Id> = s.chosen.keys().copied().collect();
    ids.sort();
    for c in ids {
        for a in args(s.eg, &s.chosen[&c].0) {
            r.entry(a).or_default().push(c);
        }
    }
    r
}

/// Moves every reader of a shared class to another node together, when
/// that frees the class and lowers the total. One reader at a time never
/// gains: while another still reads the class, it stays paid for. In
/// transpose32, `(tid.y + 8) + base_in` and `(tid.y + 8) + base_out` each
/// tie with `(tid.y + base) + 8`, whose operand every unrolled copy
/// already reads; taken together they drop `tid.y + 8` (and its twins for
/// 16 and 24), which stayed live across the barrier between the loops.
fn free_shared(s: &mut State<'_>, price: &dyn Fn(&Graph, Id, &Node) -> f64) {
    let eg = s.eg;
    let mut users = readers(s);
    let mut order: Vec<Id> = s.chosen.keys().copied().collect();
    order.sort();
    for x in order {
        if !s.chosen.contains_key(&x) || s.roots.contains(&x) {
            continue;
        }
        let Some(list) = users.get(&x) else {
            continue;
        };
        let mut parents: Vec<Id> = list
            .iter()
            .copied()
            .filter(|p| {
                s.chosen
                    .get(p)
                    .is_some_and(|(n, _)| args(eg, n).contains(&x))
            })
            .collect();
        parents.sort();
        parents.dedup();
        if parents.len() < 2 || parents.len() > MAX_READERS {
            continue;
        }
        // Cheap check before copying the state: every reader needs a node
        // that does not read `x`.
        let movable = |p: &Id| {
            eg[*p].nodes.iter().any(|m| {
                !matches!(m.op, Op::Phi { .. })
                    && m.ty != Ty::State
                    && !args(eg, &crate::analysis::canonical(eg, m)).contains(&x)
            })
        };
        if !parents.iter().all(movable) {
            continue;
        }
        let saved = s.clone();
        let mut total = 0.0;
        let mut freed = true;
        for p in parents {
            let Some((cur, _)) = s.chosen.get(&p) else {
                freed = false;
                break;
            };
            let cur = cur.clone();
            let mut pick: Option<(Node, f64, Trial)> = None;
            for m in &eg[p].nodes {
                if matches!(m.op, Op::Phi { .. }) || m.ty == Ty::State {
                    continue;
                }
                let n = crate::analysis::canonical(eg, m);
                if n == cur || args(eg, &n).contains(&x) {
                    continue;
                }
                let own = price(eg, p, &n);
                let Some(t) = s.trial(p, &n, own) else {
                    continue;
                };
                let better = pick.as_ref().is_none_or(|q| t.delta < q.2.delta - EPS);
                if better && !s.reaches(&n, p) {
                    pick = Some((n, own, t));
                }
            }
            let Some((n, own, t)) = pick else {
                freed = false;
                break;
            };
            total += t.delta;
            s.commit(p, n, own, t);
        }
        if freed && total < -EPS && !s.chosen.contains_key(&x) {
            users = readers(s);
        } else {
            *s = saved;
        }
    }
}

/// Improves `choices` (a greedy extraction of `roots` from `best`) by
/// sharing; `price` is the extraction's node cost.
pub(super) fn refine(
    eg: &Graph,
    roots: &[Id],
    best: &FxHashMap<Id, Best>,
    price: &dyn Fn(&Graph, Id, &Node) -> f64,
    choices: &mut Choices,
) {
    let roots: FxHashSet<Id> = roots
        .iter()
        .map(|&r| eg.find(r))
        .filter(|&r| eg[r].data.ty != Ty::State)
        .collect();
    let mut s = State {
        eg,
        best,
        chosen: FxHashMap::default(),
        refs: FxHashMap::default(),
        roots: roots.clone(),
    };
    for (&c, n) in &choices.nodes {
        let own = best.get(&c).map_or_else(|| price(eg, c, n), |b| b.own);
        s.chosen.insert(c, (n.clone(), own));
    }
    for &r in &roots {
        *s.refs.entry(r).or_default() += 1;
    }
    for (n, _) in s.chosen.values() {
        for a in args(eg, n) {
            *s.refs.entry(a).or_default() += 1;
        }
    }
    let mut order: Vec<Id> = s.chosen.keys().copied().collect();
    order.sort();
    for c in order {
        if !s.chosen.contains_key(&c) || eg[c].nodes.len() < 2 {
            continue;
        }
        let mut pick: Option<(Node, f64, Trial)> = None;
        for m in &eg[c].nodes {
            if matches!(m.op, Op::Phi { .. }) || m.ty == Ty::State {
                continue;
            }
            let n = crate::analysis::canonical(eg, m);
            if s.chosen[&c].0 == n {
                continue;
            }
            let own = price(eg, c, &n);
            let Some(t) = s.trial(c, &n, own) else {
                continue;
            };
            let better = pick.as_ref().map_or(-EPS, |p| p.2.delta - EPS);
            if t.delta < better && !s.reaches(&n, c) {
                pick = Some((n, own, t));
            }
        }
        if let Some((n, own, t)) = pick {
            s.commit(c, n, own, t);
        }
    }
    free_shared(&mut s, price);
    let mut ids: Vec<Id> = s.chosen.keys().copied().collect();
    ids.sort();
    choices.dag_cost = ids.iter().map(|c| s.chosen[c].1).sum();
    choices.nodes = s.chosen.into_iter().map(|(c, (n, _))| (c, n)).collect();
}
