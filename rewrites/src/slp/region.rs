//! Control-equivalent blocks: loads in two of them run together or not at
//! all, so one vector load may serve both.

use dialects::analysis::DomTree;
use dialects::ir::Block;
use rustc_hash::{FxHashMap, FxHashSet};

/// How far up the dominator tree a region's leader is looked for, and how
/// many blocks one post-dominance search visits (beyond it: not proven).
const MAX_UP: usize = 8;
const MAX_VISIT: usize = 512;

/// Whether every path from `from` reaches `to` (`to` post-dominates
/// `from`): no exit is reachable from `from` while avoiding `to`.
fn reaches_always(dt: &DomTree, from: Block, to: Block) -> bool {
    let mut seen: FxHashSet<Block> = FxHashSet::default();
    let mut stack = vec![from];
    while let Some(b) = stack.pop() {
        if b == to || !seen.insert(b) {
            continue;
        }
        if seen.len() > MAX_VISIT {
            return false;
        }
        let succs = dt.succs(b);
        if succs.is_empty() {
            return false;
        }
        stack.extend_from_slice(succs);
    }
    true
}

/// Each block's region leader: the highest dominator within
/// [`MAX_UP`] steps that it post-dominates (itself when none).
#[derive(Default)]
pub struct Regions {
    memo: FxHashMap<Block, Block>,
}

impl Regions {
    /// The leader of `b`'s region.
    pub fn leader(&mut self, dt: &DomTree, b: Block) -> Block {
        if let Some(&l) = self.memo.get(&b) {
            return l;
        }
        let mut r = b;
        for _ in 0..MAX_UP {
            match dt.idom(r) {
                Some(p) if p != r && reaches_always(dt, p, b) => r = p,
                _ => break,
            }
        }
        self.memo.insert(b, r);
        r
    }
}
