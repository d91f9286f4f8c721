//! Persistent sets of (class, cost) for DAG extraction: a treap keyed by
//! class with subtree sums, shared between sets by reference counting.
//!
//! A term's cost set is the union of its operands' sets plus its own
//! class. Flat sorted vectors made every union copy the whole set, so a
//! chain of N operations cost N^2/2 copies (8,000 operations: 2.8 s).
//! Here an insertion copies one root-to-leaf path and a union walks only
//! where the operands differ: subtrees the two sets share (the same `Rc`)
//! are taken whole.
//!
//! Invariants: keys are unique; a node's priority is a hash of its key,
//! so a set's shape depends only on its contents (unions are
//! deterministic and equal sets built differently have equal shapes);
//! one class always carries one cost, so merging equal keys keeps either.

use std::rc::Rc;

use egg::Id;

/// A set of (class, cost); `None` is empty.
pub type CostSet = Option<Rc<Node>>;

/// A treap node.
#[derive(Debug)]
pub struct Node {
    key: Id,
    cost: f64,
    prio: u64,
    left: CostSet,
    right: CostSet,
    sum: f64,
}

fn prio(key: Id) -> u64 {
    // SplitMix64 of the class id: a fixed pseudo-random priority.
    let mut x = usize::from(key) as u64 ^ 0x9e37_79b9_7f4a_7c15;
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

fn sum(t: &CostSet) -> f64 {
    t.as_ref().map_or(0.0, |n| n.sum)
}

fn make(key: Id, cost: f64, prio: u64, left: CostSet, right: CostSet) -> CostSet {
    let sum = sum(&left) + cost + sum(&right);
    Some(Rc::new(Node {
        key,
        cost,
        prio,
        left,
        right,
        sum,
    }))
}

/// The keys below `key` and the keys above it.
fn split(t: &CostSet, key: Id) -> (CostSet, CostSet) {
    let Some(n) = t else {
        return (None, None);
    };
    if n.key < key {
        let (l, r) = split(&n.right, key);
        (make(n.key, n.cost, n.prio, n.left.clone(), l), r)
    } else if n.key > key {
        let (l, r) = split(&n.left, key);
        (l, make(n.key, n.cost, n.prio, r, n.right.clone()))
    } else {
        (n.left.clone(), n.right.clone())
    }
}

/// The union of two sets.
pub fn union(a: &CostSet, b: &CostSet) -> CostSet {
    match (a, b) {
        (None, _) => b.clone(),
        (_, None) => a.clone(),
        (Some(x), Some(y)) if Rc::ptr_eq(x, y) => a.clone(),
        (Some(x), Some(y)) => {
            let (top, other) = if (x.prio, x.key) >= (y.prio, y.key) {
                (x, b)
            } else {
                (y, a)
            };
            let (l, r) = split(other, top.key);
            let (nl, nr) = (union(&top.left, &l), union(&top.right, &r));
            // Nothing new on either side: keep `top` itself, so the result
            // shares it and later unions with it stop at `ptr_eq` instead
            // of walking it again (x_i = x_{i-1} op x_{i-2} chains were
            // quadratic in time and memory without this).
            if same(&nl, &top.left) && same(&nr, &top.right) {
                return Some(top.clone());
            }
            make(top.key, top.cost, top.prio, nl, nr)
        }
    }
}

/// Whether two sets are the same nodes (not merely equal contents).
fn same(a: &CostSet, b: &CostSet) -> bool {
    match (a, b) {
        (None, None) => true,
        (Some(x), Some(y)) => Rc::ptr_eq(x, y),
        _ => false,
    }
}

/// The set with `key` (cost `cost`) added.
pub fn insert(t: &CostSet, key: Id, cost: f64) -> CostSet {
    union(t, &make(key, cost, prio(key), None, None))
}

/// The summed costs of the set.
pub fn total(t: &CostSet) -> f64 {
    sum(t)
}

/// Whether `key` is in the set.
pub fn contains(t: &CostSet, key: Id) -> bool {
    let mut at = t;
    while let Some(n) = at {
        if key == n.key {
            return true;
        }
        at = if key < n.key { &n.left } else { &n.right };
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(t: &CostSet, out: &mut Vec<usize>) {
        if let Some(n) = t {
            keys(&n.left, out);
            out.push(usize::from(n.key));
            keys(&n.right, out);
        }
    }

    #[test]
    fn unions_match_a_sorted_merge() {
        // Sets of multiples of 2, 3 and 5 below 200, built in scrambled
        // orders, unioned in every pairing: contents and totals must be
        // those of the plain set union.
        let build = |step: usize| {
            let mut t: CostSet = None;
            for i in (0..200).rev().filter(|i| i % step == 0) {
                t = insert(&t, Id::from(i), i as f64);
            }
            t
        };
        let sets = [build(2), build(3), build(5)];
        for a in &sets {
            for b in &sets {
                let u = union(a, b);
                let mut got = Vec::new();
                keys(&u, &mut got);
                let (mut x, mut y) = (Vec::new(), Vec::new());
                keys(a, &mut x);
                keys(b, &mut y);
                let mut want: Vec<usize> = x.into_iter().chain(y).collect();
                want.sort_unstable();
                want.dedup();
                assert_eq!(got, want);
                let wsum: f64 = want.iter().map(|&k| k as f64).sum();
                assert_eq!(total(&u), wsum);
                assert!(want.iter().all(|&k| contains(&u, Id::from(k))));
                assert!(!contains(&u, Id::from(1usize)));
            }
        }
        // A set unioned with itself, or a superset, shares its nodes.
        let big = union(&sets[0], &sets[1]);
        let again = union(&big, &sets[0]);
        assert_eq!(total(&again), total(&big));
        assert!(Rc::ptr_eq(
            union(&big, &big).as_ref().unwrap(),
            big.as_ref().unwrap()
        ));
        // A superset built from a subset absorbs it without new nodes.
        assert!(Rc::ptr_eq(again.as_ref().unwrap(), big.as_ref().unwrap()));
    }

    #[test]
    fn a_fibonacci_shaped_dag_shares_its_sets() {
        // x_i = x_{i-1} + x_{i-2} + {i}: each set contains the previous
        // two. With sharing, a union adds O(log n) nodes, not O(n).
        let mut sets: Vec<CostSet> = vec![insert(&None, Id::from(0usize), 1.0)];
        sets.push(insert(&sets[0], Id::from(1usize), 1.0));
        for i in 2..5000usize {
            let u = union(&sets[i - 1], &sets[i - 2]);
            assert!(same(&u, &sets[i - 1]), "step {i}: the union made new nodes");
            sets.push(insert(&u, Id::from(i), 1.0));
        }
        assert_eq!(total(&sets[4999]), 5000.0);
    }
}
