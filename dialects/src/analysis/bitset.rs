//! A dense bit set keyed by an entity type, for liveness.
//!
//! Why not `cranelift-bforest`: liveness is a dataflow problem whose inner
//! loop is set union and difference over a universe known up front (the
//! values of one function, a few hundred to a few thousand). A dense bit
//! set does those word by word, counts with `popcount` (what cicc's remat
//! does, seed 000), iterates in index order (deterministic output) and
//! needs no pool. B-trees pay off for sparse sets that are edited one
//! element at a time, which is not this workload. `cranelift_entity`'s
//! `EntitySet` is a bit set too but has no union or difference.
//!
//! Invariant: bits at or beyond `capacity` are never set, so `len` and
//! equality only see members.

use std::marker::PhantomData;

use cranelift_entity::EntityRef;

/// A set of entities of type `K` stored as one bit per index.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct EntityBitSet<K> {
    words: Vec<u64>,
    capacity: usize,
    unused: PhantomData<K>,
}

impl<K> Default for EntityBitSet<K> {
    fn default() -> Self {
        EntityBitSet {
            words: Vec::new(),
            capacity: 0,
            unused: PhantomData,
        }
    }
}

impl<K: EntityRef> EntityBitSet<K> {
    /// An empty set able to hold indices `0..capacity`.
    pub fn with_capacity(capacity: usize) -> Self {
        EntityBitSet {
            words: vec![0; capacity.div_ceil(64)],
            capacity,
            unused: PhantomData,
        }
    }

    /// The number of indices the set can hold.
    pub fn capacity(&self) -> usize {
        self.capacity
    }

    /// Adds `k`; true when it was not there. Out-of-range keys are ignored
    /// (returns false).
    pub fn insert(&mut self, k: K) -> bool {
        let i = k.index();
        if i >= self.capacity {
            return false;
        }
        let (w, b) = (i / 64, 1u64 << (i % 64));
        let new = self.words[w] & b == 0;
        self.words[w] |= b;
        new
    }

    /// Removes `k`; true when it was there.
    pub fn remove(&mut self, k: K) -> bool {
        let i = k.index();
        if i >= self.capacity {
            return false;
        }
        let (w, b) = (i / 64, 1u64 << (i % 64));
        let had = self.words[w] & b != 0;
        self.words[w] &= !b;
        had
    }

    /// True when `k` is a member.
    pub fn contains(&self, k: K) -> bool {
        let i = k.index();
        i < self.capacity && self.words[i / 64] & (1u64 << (i % 64)) != 0
    }

    /// Adds every member of `other`; true when the set grew.
    pub fn union_with(&mut self, other: &Self) -> bool {
        let mut changed = false;
        for (a, &b) in self.words.iter_mut().zip(&other.words) {
            let n = *a | b;
            changed |= n != *a;
            *a = n;
        }
        changed
    }

    /// Removes every member of `other`.
    pub fn difference_with(&mut self, other: &Self) {
        for (a, &b) in self.words.iter_mut().zip(&other.words) {
            *a &= !b;
        }
    }

    /// Keeps only the members of `other`.
    pub fn intersect_with(&mut self, other: &Self) {
        for (i, a) in self.words.iter_mut().enumerate() {
            *a &= other.words.get(i).copied().unwrap_or(0);
        }
    }

    /// Empties the set, keeping its capacity and allocation.
    pub fn clear(&mut self) {
        self.words.fill(0);
    }

    /// Makes the set equal to `other`, reusing its allocation.
    pub fn copy_from(&mut self, other: &Self) {
        self.words.clear();
        self.words.extend_from_slice(&other.words);
        self.capacity = other.capacity;
    }

    /// The number of members also in `other`, without building the
    /// intersection.
    pub fn intersection_len(&self, other: &Self) -> usize {
        self.words
            .iter()
            .zip(&other.words)
            .map(|(a, b)| (a & b).count_ones() as usize)
            .sum()
    }

    /// The number of members.
    pub fn len(&self) -> usize {
        self.words.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// True when there are no members.
    pub fn is_empty(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    /// Members in increasing index order.
    pub fn iter(&self) -> impl Iterator<Item = K> + '_ {
        self.words.iter().enumerate().flat_map(|(wi, &w)| {
            let mut w = w;
            std::iter::from_fn(move || {
                if w == 0 {
                    return None;
                }
                let b = w.trailing_zeros() as usize;
                w &= w - 1;
                Some(K::new(wi * 64 + b))
            })
        })
    }
}

/// A block's scan for [`gen_kill`]: report each instruction's uses, then
/// its definitions, in order.
pub struct GenKill<K: EntityRef> {
    gset: EntityBitSet<K>,
    kset: EntityBitSet<K>,
    gen: Vec<K>,
    kill: Vec<K>,
}

impl<K: EntityRef> GenKill<K> {
    /// A use: upward-exposed unless the block defined `k` before.
    pub fn use_(&mut self, k: K) {
        if !self.kset.contains(k) && self.gset.insert(k) {
            self.gen.push(k);
        }
    }

    /// A definition.
    pub fn def(&mut self, k: K) {
        if self.kset.insert(k) {
            self.kill.push(k);
        }
    }
}

/// Upward-exposed uses and definitions of each block as lists (what
/// [`solve_liveness`] takes), from `scan`, which reports a block's
/// accesses in order. The membership sets are cleared member by member
/// between blocks: a fresh set per block would be quadratic in the
/// function's size.
#[allow(clippy::type_complexity)]
pub fn gen_kill<B: EntityRef, K: EntityRef>(
    blocks: &[B],
    capacity: usize,
    mut scan: impl FnMut(B, &mut GenKill<K>),
) -> (
    cranelift_entity::SecondaryMap<B, Vec<K>>,
    cranelift_entity::SecondaryMap<B, Vec<K>>,
) {
    let mut gen = cranelift_entity::SecondaryMap::new();
    let mut kill = cranelift_entity::SecondaryMap::new();
    let mut s = GenKill {
        gset: EntityBitSet::with_capacity(capacity),
        kset: EntityBitSet::with_capacity(capacity),
        gen: Vec::new(),
        kill: Vec::new(),
    };
    for &b in blocks {
        scan(b, &mut s);
        for &k in &s.gen {
            s.gset.remove(k);
        }
        for &k in &s.kill {
            s.kset.remove(k);
        }
        gen[b] = std::mem::take(&mut s.gen);
        kill[b] = std::mem::take(&mut s.kill);
    }
    (gen, kill)
}

/// Backward liveness to a fixed point over `blocks` (visited bottom-up, so
/// a layout order converges fast): `live_in = gen ∪ (live_out − kill)`,
/// `live_out = ∪ live_in(succ)`. Returns (live-in, live-out) per block;
/// `capacity` is the number of tracked entities. `gen` and `kill` are
/// lists (a block's own uses and definitions): as dense sets they cost a
/// set per block to build and clear, quadratic in the function's size.
pub fn solve_liveness<B, K, S>(
    blocks: &[B],
    succs: impl Fn(B) -> S,
    gen: &cranelift_entity::SecondaryMap<B, Vec<K>>,
    kill: &cranelift_entity::SecondaryMap<B, Vec<K>>,
    capacity: usize,
) -> (
    cranelift_entity::SecondaryMap<B, EntityBitSet<K>>,
    cranelift_entity::SecondaryMap<B, EntityBitSet<K>>,
)
where
    B: EntityRef,
    K: EntityRef,
    S: IntoIterator<Item = B>,
{
    let mut live_in = cranelift_entity::SecondaryMap::new();
    let mut live_out = cranelift_entity::SecondaryMap::new();
    for &b in blocks {
        let mut g = EntityBitSet::with_capacity(capacity);
        for &k in &gen[b] {
            g.insert(k);
        }
        live_in[b] = g;
        live_out[b] = EntityBitSet::with_capacity(capacity);
    }
    // Only blocks a successor's live-in change can affect are revisited:
    // each pass walks the blocks bottom-up but recomputes the dirty ones,
    // so a deep loop nest costs about one pass plus its back edges, not a
    // pass per change. One scratch set holds the union of the successors'
    // live-ins; the per-block sets are updated in place.
    let mut pos: cranelift_entity::SecondaryMap<B, u32> = cranelift_entity::SecondaryMap::new();
    for (i, &b) in blocks.iter().enumerate() {
        pos[b] = i as u32 + 1;
    }
    let mut preds: Vec<Vec<u32>> = vec![Vec::new(); blocks.len()];
    for (i, &b) in blocks.iter().enumerate() {
        for s in succs(b) {
            if let Some(k) = pos[s].checked_sub(1) {
                preds[k as usize].push(i as u32);
            }
        }
    }
    let mut dirty = vec![true; blocks.len()];
    let mut out = EntityBitSet::with_capacity(capacity);
    let mut inn = EntityBitSet::with_capacity(capacity);
    let mut changed = true;
    while changed {
        changed = false;
        for (i, &b) in blocks.iter().enumerate().rev() {
            if !std::mem::take(&mut dirty[i]) {
                continue;
            }
            out.clear();
            for s in succs(b) {
                out.union_with(&live_in[s]);
            }
            inn.copy_from(&out);
            for &k in &kill[b] {
                inn.remove(k);
            }
            for &g in &gen[b] {
                inn.insert(g);
            }
            if inn != live_in[b] {
                std::mem::swap(&mut inn, &mut live_in[b]);
                changed = true;
                for &p in &preds[i] {
                    dirty[p as usize] = true;
                }
            }
            live_out[b].copy_from(&out);
        }
    }
    (live_in, live_out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Value;

    #[test]
    fn set_algebra() {
        let v = Value::new;
        let mut a = EntityBitSet::with_capacity(130);
        assert!(a.insert(v(3)) && a.insert(v(64)) && a.insert(v(129)));
        assert!(!a.insert(v(3)) && !a.insert(v(130)));
        assert_eq!(a.len(), 3);
        assert_eq!(a.iter().collect::<Vec<_>>(), [v(3), v(64), v(129)]);
        let mut b = EntityBitSet::with_capacity(130);
        b.insert(v(64));
        b.insert(v(5));
        assert!(a.union_with(&b));
        assert!(!a.union_with(&b));
        assert_eq!(a.len(), 4);
        a.difference_with(&b);
        assert_eq!(a.iter().collect::<Vec<_>>(), [v(3), v(129)]);
        a.insert(v(5));
        a.intersect_with(&b);
        assert_eq!(a.iter().collect::<Vec<_>>(), [v(5)]);
        assert!(a.remove(v(5)) && !a.remove(v(5)) && a.is_empty());
        assert!(!a.contains(v(1000)));
        // Counting, copying and clearing without new sets.
        let mut c = EntityBitSet::with_capacity(130);
        for k in [1, 64, 65, 129] {
            c.insert(v(k));
        }
        let mut d = EntityBitSet::with_capacity(130);
        d.insert(v(64));
        d.insert(v(129));
        d.insert(v(7));
        assert_eq!(c.intersection_len(&d), 2);
        d.copy_from(&c);
        assert_eq!(d, c);
        d.clear();
        assert!(d.is_empty() && d.capacity() == 130);
    }
}
