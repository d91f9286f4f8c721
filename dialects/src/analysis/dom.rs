//! Dominator tree and dominance frontiers.
//!
//! Built with the Semi-NCA algorithm (Georgiadis, "Linear-Time Algorithms
//! for Dominators and Related Problems", 2005): semidominators from a
//! depth-first spanning tree with path-compressed evaluation, then each
//! immediate dominator as the nearest common ancestor of its tree parent
//! and semidominator. It handles irreducible graphs. The iterative
//! algorithm of Cooper, Harvey and Kennedy it replaces walked idom chains
//! as long as the nesting depth once per loop header, quadratic on deep
//! loop nests.
//!
//! Invariants and conventions:
//! - the entry block is the first laid-out block; a block is reachable when a
//!   path of successor edges leads to it from the entry;
//! - `idom` is `None` for the entry and for unreachable blocks;
//! - `dominates(a, b)` is reflexive; otherwise it is false whenever `a` or
//!   `b` is unreachable;
//! - the children of a node, the preorder and the frontiers are listed in
//!   reverse postorder, so every walk is deterministic.

use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::SecondaryMap;

use super::cfg::ControlFlowGraph;
use crate::ir::{Block, Body};

/// Dominator tree of the reachable laid-out blocks of a body.
#[derive(Clone, Debug, Default)]
pub struct DomTree {
    cfg: ControlFlowGraph,
    rpo: Vec<Block>,
    /// 1-based position in `rpo`; 0 for unreachable blocks.
    rpo_num: SecondaryMap<Block, u32>,
    idom: SecondaryMap<Block, PackedOption<Block>>,
    children: SecondaryMap<Block, Vec<Block>>,
    preorder: Vec<Block>,
    /// Preorder entry and exit numbers of the tree walk, for O(1) queries.
    pre_in: SecondaryMap<Block, u32>,
    pre_out: SecondaryMap<Block, u32>,
}

impl DomTree {
    /// Computes the dominator tree of `body`.
    pub fn new(body: &Body) -> DomTree {
        DomTree::with_cfg(ControlFlowGraph::new(body))
    }

    /// Computes the dominator tree of an already built graph (its first
    /// block is the entry).
    pub fn with_cfg(cfg: ControlFlowGraph) -> DomTree {
        let mut dt = DomTree {
            cfg,
            ..DomTree::default()
        };
        let Some(&entry) = dt.cfg.blocks().first() else {
            return dt;
        };
        let (pre, parent) = dt.compute_rpo(entry);
        dt.compute_idoms(&pre, &parent);
        dt.compute_tree(entry);
        dt
    }

    /// Reverse postorder, and the depth-first preorder with each vertex's
    /// spanning-tree parent (as a preorder number) for the idom step.
    fn compute_rpo(&mut self, entry: Block) -> (Vec<Block>, Vec<u32>) {
        // Iterative depth-first search; a block is emitted in postorder once
        // all its successors have been visited.
        let mut visited: SecondaryMap<Block, bool> = SecondaryMap::new();
        let mut post = Vec::new();
        let mut pre = vec![entry];
        let mut parent = vec![0u32];
        let mut stack: Vec<(Block, u32, usize)> = vec![(entry, 0, 0)];
        visited[entry] = true;
        while let Some(&mut (b, num, ref mut next)) = stack.last_mut() {
            let succs = self.cfg.succs(b);
            if let Some(&s) = succs.get(*next) {
                *next += 1;
                if !visited[s] {
                    visited[s] = true;
                    let n = pre.len() as u32;
                    pre.push(s);
                    parent.push(num);
                    stack.push((s, n, 0));
                }
            } else {
                post.push(b);
                stack.pop();
            }
        }
        post.reverse();
        for (i, &b) in post.iter().enumerate() {
            self.rpo_num[b] = i as u32 + 1;
        }
        self.rpo = post;
        (pre, parent)
    }

    /// Semi-NCA over the depth-first preorder `pre` (vertices are named by
    /// their preorder number; 0 is the entry).
    fn compute_idoms(&mut self, pre: &[Block], parent: &[u32]) {
        let n = pre.len();
        let mut num: SecondaryMap<Block, u32> = SecondaryMap::new();
        for (i, &b) in pre.iter().enumerate() {
            num[b] = i as u32 + 1; // 0 marks unreachable
        }
        let mut semi: Vec<u32> = (0..n as u32).collect();
        let mut label: Vec<u32> = (0..n as u32).collect();
        // Link forest: vertices above the one being processed are linked
        // to `anc`, which path compression shortens.
        let mut anc: Vec<u32> = parent.to_vec();
        let mut path: Vec<u32> = Vec::new();
        for w in (1..n).rev() {
            let cur = w as u32;
            for &p in self.cfg.preds(pre[w]) {
                let Some(v) = num[p].checked_sub(1) else {
                    continue; // unreachable predecessor
                };
                // eval(v): the vertex of least semidominator on v's
                // forest path, or v itself when v is not linked yet.
                let u = if v <= cur {
                    v
                } else {
                    let mut x = v;
                    while anc[x as usize] > cur {
                        path.push(x);
                        x = anc[x as usize];
                    }
                    while let Some(y) = path.pop() {
                        let a = anc[y as usize] as usize;
                        if a as u32 > cur {
                            if semi[label[a] as usize] < semi[label[y as usize] as usize] {
                                label[y as usize] = label[a];
                            }
                            anc[y as usize] = anc[a];
                        }
                    }
                    label[v as usize]
                };
                semi[w] = semi[w].min(semi[u as usize]);
            }
        }
        let mut idom: Vec<u32> = parent.to_vec();
        for w in 1..n {
            let mut d = idom[w];
            while d > semi[w] {
                d = idom[d as usize];
            }
            idom[w] = d;
            self.idom[pre[w]] = pre[d as usize].into();
        }
    }

    fn compute_tree(&mut self, entry: Block) {
        for &b in &self.rpo {
            if let Some(p) = self.idom[b].expand() {
                self.children[p].push(b);
            }
        }
        let mut counter = 0u32;
        let mut stack: Vec<(Block, usize)> = vec![(entry, 0)];
        self.pre_in[entry] = counter;
        self.preorder.push(entry);
        while let Some(&mut (b, ref mut next)) = stack.last_mut() {
            if let Some(&c) = self.children[b].get(*next) {
                *next += 1;
                counter += 1;
                self.pre_in[c] = counter;
                self.preorder.push(c);
                stack.push((c, 0));
            } else {
                self.pre_out[b] = counter;
                stack.pop();
            }
        }
    }

    /// The control-flow graph the tree was built from.
    pub fn cfg(&self) -> &ControlFlowGraph {
        &self.cfg
    }

    /// Distinct predecessors of `b` (reachable or not), in layout order.
    pub fn preds(&self, b: Block) -> &[Block] {
        self.cfg.preds(b)
    }

    /// Distinct successors of `b`.
    pub fn succs(&self, b: Block) -> &[Block] {
        self.cfg.succs(b)
    }

    /// The entry block, if the body has one.
    pub fn entry(&self) -> Option<Block> {
        self.rpo.first().copied()
    }

    /// Reachable blocks in reverse postorder (entry first).
    pub fn rpo(&self) -> &[Block] {
        &self.rpo
    }

    /// True when `b` can be reached from the entry.
    pub fn is_reachable(&self, b: Block) -> bool {
        self.rpo_num[b] != 0
    }

    /// Position of a reachable block in reverse postorder.
    pub fn rpo_index(&self, b: Block) -> Option<u32> {
        self.rpo_num[b].checked_sub(1)
    }

    /// Immediate dominator; `None` for the entry and unreachable blocks.
    pub fn idom(&self, b: Block) -> Option<Block> {
        self.idom[b].expand()
    }

    /// The edges `d -> x` that dominate `from`, nearest first: `x` runs
    /// up the dominator tree from `from` (itself included), and an edge
    /// counts where it is `x`'s only way in. What such an edge's branch
    /// decided holds at `from`.
    pub fn dominating_edges(&self, from: Block) -> impl Iterator<Item = (Block, Block)> + '_ {
        std::iter::successors(Some(from), |&x| self.idom(x)).filter_map(|x| match self.preds(x) {
            [d] => Some((*d, x)),
            _ => None,
        })
    }

    /// Children of `b` in the dominator tree, in reverse postorder.
    pub fn children(&self, b: Block) -> &[Block] {
        &self.children[b]
    }

    /// True when every path from the entry to `b` passes through `a`
    /// (reflexive; false when either block is unreachable and `a != b`).
    pub fn dominates(&self, a: Block, b: Block) -> bool {
        if a == b {
            return true;
        }
        if !self.is_reachable(a) || !self.is_reachable(b) {
            return false;
        }
        self.pre_in[a] <= self.pre_in[b] && self.pre_out[b] <= self.pre_out[a]
    }

    /// `dominates(a, b) && a != b`.
    pub fn strictly_dominates(&self, a: Block, b: Block) -> bool {
        a != b && self.dominates(a, b)
    }

    /// Reachable blocks in a preorder walk of the dominator tree (children
    /// in reverse postorder): every block comes after its dominators.
    pub fn preorder(&self) -> &[Block] {
        &self.preorder
    }

    /// Dominance frontiers of every reachable block.
    pub fn frontiers(&self) -> DominanceFrontiers {
        let mut df: SecondaryMap<Block, Vec<Block>> = SecondaryMap::new();
        for &b in &self.rpo {
            let preds: Vec<Block> = self
                .cfg
                .preds(b)
                .iter()
                .copied()
                .filter(|&p| self.is_reachable(p))
                .collect();
            if preds.len() < 2 && !(preds.len() == 1 && Some(b) == self.entry()) {
                continue;
            }
            let stop = self.idom(b);
            for p in preds {
                let mut runner = Some(p);
                while let Some(r) = runner {
                    if Some(r) == stop {
                        break;
                    }
                    if !df[r].contains(&b) {
                        df[r].push(b);
                    }
                    runner = self.idom(r);
                }
            }
        }
        for &b in &self.rpo {
            df[b].sort_by_key(|&x| self.rpo_num[x]);
        }
        DominanceFrontiers {
            df,
            rpo_num: self.rpo_num.clone(),
        }
    }
}

/// The dominance frontier of each reachable block: the blocks where its
/// dominance ends (targets of edges leaving the region it dominates).
#[derive(Clone, Debug, Default)]
pub struct DominanceFrontiers {
    df: SecondaryMap<Block, Vec<Block>>,
    rpo_num: SecondaryMap<Block, u32>,
}

impl DominanceFrontiers {
    /// The frontier of `b`, in reverse postorder.
    pub fn get(&self, b: Block) -> &[Block] {
        &self.df[b]
    }

    /// The iterated dominance frontier of a set of blocks, in reverse
    /// postorder: where SSA construction places block parameters for a
    /// variable defined in `defs`.
    pub fn iterated(&self, defs: &[Block]) -> Vec<Block> {
        let mut in_set: SecondaryMap<Block, bool> = SecondaryMap::new();
        let mut queued: SecondaryMap<Block, bool> = SecondaryMap::new();
        let mut work: Vec<Block> = Vec::new();
        for &d in defs {
            if !queued[d] {
                queued[d] = true;
                work.push(d);
            }
        }
        let mut out = Vec::new();
        while let Some(x) = work.pop() {
            for &y in &self.df[x] {
                if !in_set[y] {
                    in_set[y] = true;
                    out.push(y);
                    if !queued[y] {
                        queued[y] = true;
                        work.push(y);
                    }
                }
            }
        }
        out.sort_by_key(|&b| self.rpo_num[b]);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::testutil::FuncBuilder;
    use crate::ir::ty;

    /// Builds a body with `n` blocks and the given edges (branch shapes are
    /// chosen from the out-degree).
    fn graph(n: usize, edges: &[(usize, usize)]) -> (Body, Vec<Block>) {
        let mut fb = FuncBuilder::new();
        let blocks: Vec<Block> = (0..n).map(|_| fb.block()).collect();
        for (i, &b) in blocks.iter().enumerate() {
            fb.switch_to(b);
            let targets: Vec<Block> = edges
                .iter()
                .filter(|e| e.0 == i)
                .map(|e| blocks[e.1])
                .collect();
            match targets.len() {
                0 => fb.ret(&[]),
                1 => fb.br(targets[0], &[]),
                _ => {
                    let c = fb.iconst(ty::I32, 0);
                    fb.switch(c, &targets)
                }
            };
        }
        (fb.body, blocks)
    }

    #[test]
    fn diamond() {
        let (body, b) = graph(4, &[(0, 1), (0, 2), (1, 3), (2, 3)]);
        let dt = DomTree::new(&body);
        assert_eq!(dt.rpo().len(), 4);
        assert_eq!(dt.rpo()[0], b[0]);
        assert_eq!(dt.idom(b[0]), None);
        assert_eq!(dt.idom(b[1]), Some(b[0]));
        assert_eq!(dt.idom(b[2]), Some(b[0]));
        assert_eq!(dt.idom(b[3]), Some(b[0]));
        assert!(dt.dominates(b[0], b[3]));
        assert!(!dt.dominates(b[1], b[3]));
        assert!(dt.dominates(b[3], b[3]));
        assert_eq!(dt.preds(b[3]), &[b[1], b[2]]);
        let df = dt.frontiers();
        assert_eq!(df.get(b[1]), &[b[3]]);
        assert_eq!(df.get(b[2]), &[b[3]]);
        assert!(df.get(b[0]).is_empty());
        assert!(df.get(b[3]).is_empty());
        assert_eq!(df.iterated(&[b[1]]), vec![b[3]]);
        assert_eq!(dt.preorder()[0], b[0]);
        assert_eq!(dt.preorder().len(), 4);
        assert_eq!(dt.children(b[0]).len(), 3);
    }

    #[test]
    fn loop_with_exit() {
        // 0 -> 1 (header) -> 2 (body) -> 1; 1 -> 3 (exit)
        let (body, b) = graph(4, &[(0, 1), (1, 2), (1, 3), (2, 1)]);
        let dt = DomTree::new(&body);
        assert_eq!(dt.idom(b[1]), Some(b[0]));
        assert_eq!(dt.idom(b[2]), Some(b[1]));
        assert_eq!(dt.idom(b[3]), Some(b[1]));
        assert!(dt.dominates(b[1], b[2]));
        assert!(!dt.dominates(b[2], b[1]));
        assert!(dt.strictly_dominates(b[0], b[3]));
        let df = dt.frontiers();
        assert_eq!(df.get(b[2]), &[b[1]]);
        assert_eq!(df.get(b[1]), &[b[1]]);
        assert_eq!(df.iterated(&[b[2]]), vec![b[1]]);
        assert_eq!(df.iterated(&[b[0], b[2]]), vec![b[1]]);
        assert_eq!(dt.preorder(), &[b[0], b[1], b[3], b[2]]);
    }

    #[test]
    fn irreducible() {
        // 0 -> 1, 0 -> 2, 1 <-> 2, 2 -> 3: neither 1 nor 2 dominates the other.
        let (body, b) = graph(4, &[(0, 1), (0, 2), (1, 2), (2, 1), (2, 3)]);
        let dt = DomTree::new(&body);
        assert_eq!(dt.idom(b[1]), Some(b[0]));
        assert_eq!(dt.idom(b[2]), Some(b[0]));
        assert_eq!(dt.idom(b[3]), Some(b[2]));
        assert!(!dt.dominates(b[1], b[2]));
        assert!(!dt.dominates(b[2], b[1]));
        let df = dt.frontiers();
        assert_eq!(df.get(b[1]), &[b[2]]);
        assert_eq!(df.get(b[2]), &[b[1]]);
        let mut idf = df.iterated(&[b[1]]);
        idf.sort();
        assert_eq!(idf, vec![b[1], b[2]]);
    }

    #[test]
    fn unreachable_block() {
        // 3 is unreachable and branches into 1.
        let (body, b) = graph(4, &[(0, 1), (1, 2), (3, 1)]);
        let dt = DomTree::new(&body);
        assert!(!dt.is_reachable(b[3]));
        assert!(dt.is_reachable(b[2]));
        assert_eq!(dt.idom(b[3]), None);
        assert_eq!(dt.idom(b[1]), Some(b[0]));
        assert!(!dt.dominates(b[0], b[3]));
        assert!(!dt.dominates(b[3], b[1]));
        assert!(dt.dominates(b[3], b[3]));
        assert_eq!(dt.preds(b[1]), &[b[0], b[3]]);
        assert_eq!(dt.rpo().len(), 3);
        assert_eq!(dt.rpo_index(b[3]), None);
        assert!(dt.frontiers().get(b[0]).is_empty());
        assert!(!dt.preorder().contains(&b[3]));
    }

    /// Dominators by the textbook dataflow (a block's dominators are
    /// itself plus the intersection of its predecessors'), for checking.
    fn naive_dominators(n: usize, edges: &[(usize, usize)]) -> Vec<Option<Vec<bool>>> {
        let mut reach = vec![false; n];
        reach[0] = true;
        let mut changed = true;
        while changed {
            changed = false;
            for &(a, b) in edges {
                if reach[a] && !reach[b] {
                    reach[b] = true;
                    changed = true;
                }
            }
        }
        let mut dom: Vec<Option<Vec<bool>>> = (0..n)
            .map(|i| reach[i].then(|| (0..n).map(|j| i != 0 || j == 0).collect()))
            .collect();
        changed = true;
        while changed {
            changed = false;
            for b in 1..n {
                if !reach[b] {
                    continue;
                }
                let mut d = vec![true; n];
                for &(p, _) in edges.iter().filter(|e| e.1 == b && reach[e.0]) {
                    let pd = dom[p].as_ref().unwrap();
                    for j in 0..n {
                        d[j] &= pd[j];
                    }
                }
                d[b] = true;
                if dom[b].as_ref() != Some(&d) {
                    dom[b] = Some(d);
                    changed = true;
                }
            }
        }
        dom
    }

    #[test]
    fn random_graphs_match_the_dataflow_definition() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = |m: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % m as u64) as usize
        };
        for _ in 0..400 {
            let n = 2 + next(14);
            let edges: Vec<(usize, usize)> = (0..n + next(2 * n))
                .map(|_| (next(n), next(n)))
                .collect::<std::collections::BTreeSet<_>>()
                .into_iter()
                .collect();
            let (body, b) = graph(n, &edges);
            let dt = DomTree::new(&body);
            let want = naive_dominators(n, &edges);
            for x in 0..n {
                assert_eq!(dt.is_reachable(b[x]), want[x].is_some(), "{edges:?} {x}");
                for y in 0..n {
                    let w = want[y].as_ref().is_some_and(|d| d[x]) || x == y;
                    assert_eq!(dt.dominates(b[x], b[y]), w, "{edges:?}: {x} dom {y}");
                }
            }
        }
    }

    #[test]
    fn malformed_bodies_do_not_panic() {
        let mut fb = FuncBuilder::new();
        let e = fb.block();
        let _empty = fb.block();
        fb.body.layout.blocks.push(Block::from_u32(999));
        fb.switch_to(e);
        fb.br(Block::from_u32(77), &[]);
        let dt = DomTree::new(&fb.body);
        assert_eq!(dt.rpo(), &[e]);
        assert!(DomTree::new(&Body::default()).rpo().is_empty());
    }
}
