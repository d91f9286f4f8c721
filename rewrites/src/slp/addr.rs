//! Addresses as a root class plus a constant byte offset, and the
//! alignment a group of accesses proves for the chunk they tile.

use egg::Id;
use rustc_hash::FxHashMap;

use crate::analysis::Graph;
use crate::lang::int_width;
use dialects::ir::Opcode;

/// How deep a chain of constant `ptradd`s is followed (cycles through
/// reassociated forms end here too).
const MAX_DEPTH: usize = 16;

/// Splits pointer classes into (root, offset), memoized.
#[derive(Default)]
pub struct Decomposer {
    memo: FxHashMap<Id, (Id, i64)>,
}

/// The constant of an integer class, sign-extended from its width.
pub fn signed_const(eg: &Graph, id: Id) -> Option<i64> {
    let d = &eg[id].data;
    let w = d.ty.val().map_or(0, int_width);
    if w == 0 || w > 64 {
        return None;
    }
    let v = d.int()?;
    Some(((v << (128 - w)) as i128 >> (128 - w)) as i64)
}

impl Decomposer {
    /// `id` as `root + offset`: constant `ptradd`s are followed (in node
    /// order, the first one each class has) until a class without one.
    pub fn split(&mut self, eg: &Graph, id: Id) -> (Id, i64) {
        let id = eg.find(id);
        if let Some(&r) = self.memo.get(&id) {
            return r;
        }
        let mut cur = id;
        let mut off: i64 = 0;
        let mut seen = vec![cur];
        for _ in 0..MAX_DEPTH {
            let step = eg[cur].nodes.iter().find_map(|n| {
                if n.opcode() != Some(Opcode::PtrAdd) || n.args.len() != 2 {
                    return None;
                }
                let c = signed_const(eg, n.args[1])?;
                Some((eg.find(n.args[0]), c))
            });
            let Some((next, c)) = step else { break };
            let Some(o) = off.checked_add(c) else { break };
            if seen.contains(&next) {
                break;
            }
            seen.push(next);
            cur = next;
            off = o;
        }
        self.memo.insert(id, (cur, off));
        (cur, off)
    }
}

/// The largest power of two dividing `x` (capped at 2^30; `x == 0`: the
/// cap, as zero is divisible by any alignment).
pub fn low_bit(x: i64) -> u64 {
    if x == 0 {
        1 << 30
    } else {
        1u64 << x.unsigned_abs().trailing_zeros().min(30)
    }
}

/// What one access says about alignment: its offset from the root and the
/// alignment known at its address (the access's `align`, or the address
/// class's analysis).
#[derive(Copy, Clone, Debug)]
pub struct AlignFact {
    /// Offset from the root.
    pub offset: i64,
    /// Known alignment of `root + offset`.
    pub align: u64,
}

/// The alignment proven for `root + at`: from the root's own alignment and
/// from every fact, shifted by the distance to `at`.
pub fn proven_align(root_align: u64, at: i64, facts: &[AlignFact]) -> u64 {
    let mut a = root_align.min(low_bit(at));
    for f in facts {
        let d = f.offset.checked_sub(at).map_or(1, low_bit);
        a = a.max(f.align.min(d));
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alignment_moves_by_the_distance() {
        // A 16-aligned access at +16 proves +0 16-aligned, +8 only 8.
        let f = [AlignFact {
            offset: 16,
            align: 16,
        }];
        assert_eq!(proven_align(1, 0, &f), 16);
        assert_eq!(proven_align(1, 8, &f), 8);
        assert_eq!(proven_align(1, 4, &f), 4);
        // Nothing known: the root's alignment limited by the offset.
        assert_eq!(proven_align(256, 8, &[]), 8);
        assert_eq!(proven_align(4, 0, &[]), 4);
    }
}
