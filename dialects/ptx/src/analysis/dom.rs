//! Dominators of a PTX function's blocks (Cooper, Harvey and Kennedy's
//! iterative algorithm over reverse post-order), from the first laid-out
//! block. Blocks the entry does not reach are dominated by nothing.

use cranelift_entity::SecondaryMap;

use super::PtxCfg;
use crate::{PBlock, PtxFunction};

/// The dominator tree of a PTX function.
#[derive(Clone, Debug, Default)]
pub struct PtxDominators {
    idom: SecondaryMap<PBlock, Option<PBlock>>,
    /// Reverse post-order number plus one (0: unreachable).
    rpo: SecondaryMap<PBlock, u32>,
}

impl PtxDominators {
    /// Computes the dominators of `f` over `cfg`.
    pub fn new(f: &PtxFunction, cfg: &PtxCfg) -> PtxDominators {
        let mut d = PtxDominators::default();
        let Some(&entry) = f.layout.first() else {
            return d;
        };
        // Post-order by an explicit stack (deep CFGs must not overflow).
        let mut seen: SecondaryMap<PBlock, bool> = SecondaryMap::new();
        let mut post = Vec::new();
        let mut stack = vec![(entry, 0usize)];
        seen[entry] = true;
        while let Some(&mut (b, ref mut k)) = stack.last_mut() {
            if let Some(&s) = cfg.succs[b].get(*k) {
                *k += 1;
                if !seen[s] {
                    seen[s] = true;
                    stack.push((s, 0));
                }
            } else {
                post.push(b);
                stack.pop();
            }
        }
        let order: Vec<PBlock> = post.into_iter().rev().collect();
        for (i, &b) in order.iter().enumerate() {
            d.rpo[b] = i as u32 + 1;
        }
        d.idom[entry] = Some(entry);
        let mut changed = true;
        while changed {
            changed = false;
            for &b in order.iter().skip(1) {
                let mut new: Option<PBlock> = None;
                for &p in &cfg.preds[b] {
                    if d.idom[p].is_none() {
                        continue;
                    }
                    new = Some(match new {
                        None => p,
                        Some(x) => d.intersect(p, x),
                    });
                }
                if new.is_some() && d.idom[b] != new {
                    d.idom[b] = new;
                    changed = true;
                }
            }
        }
        d
    }

    fn intersect(&self, mut a: PBlock, mut b: PBlock) -> PBlock {
        while a != b {
            while self.rpo[a] > self.rpo[b] {
                a = self.idom[a].expect("processed");
            }
            while self.rpo[b] > self.rpo[a] {
                b = self.idom[b].expect("processed");
            }
        }
        a
    }

    /// True when `b` is reached from the entry.
    pub fn reachable(&self, b: PBlock) -> bool {
        self.rpo[b] != 0
    }

    /// True when every path from the entry to `b` passes through `a`
    /// (a block dominates itself); false for unreachable blocks.
    pub fn dominates(&self, a: PBlock, mut b: PBlock) -> bool {
        if !self.reachable(a) || !self.reachable(b) {
            return false;
        }
        loop {
            if a == b {
                return true;
            }
            match self.idom[b] {
                Some(p) if p != b => b = p,
                _ => return false,
            }
        }
    }
}
