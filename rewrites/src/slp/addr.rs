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

/// Where a pointer's value comes from, as far as [`provenance`] can tell.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Prov {
    /// Unknown (a loaded pointer, a select, a global, ...).
    Unknown,
    /// Nothing yet (a loop-carried pointer seen again through its phi).
    Free,
    /// Derived from this parameter.
    Param(u32),
}

fn merge(a: Prov, b: Prov) -> Prov {
    match (a, b) {
        (Prov::Free, x) | (x, Prov::Free) => x,
        (Prov::Param(x), Prov::Param(y)) if x == y => a,
        _ => Prov::Unknown,
    }
}

fn prov(eg: &Graph, c: Id, seen: &mut Vec<Id>) -> Prov {
    let c = eg.find(c);
    if seen.contains(&c) {
        return Prov::Free;
    }
    if seen.len() > MAX_DEPTH * 4 {
        return Prov::Unknown;
    }
    seen.push(c);
    let entry = eg.analysis.entry;
    let nodes = &eg[c].nodes;
    if let Some(idx) = nodes.iter().find_map(|n| match n.op {
        crate::lang::Op::Param { block, idx } if block == entry => Some(idx),
        _ => None,
    }) {
        return Prov::Param(idx);
    }
    if let Some(n) = nodes
        .iter()
        .find(|n| matches!(n.opcode(), Some(Opcode::PtrAdd | Opcode::AddrSpaceCast)))
    {
        return prov(eg, n.args[0], seen);
    }
    // A loop-carried pointer: every incoming value must agree.
    match nodes
        .iter()
        .find(|n| matches!(n.op, crate::lang::Op::Phi { .. }))
    {
        Some(n) => n
            .args
            .iter()
            .fold(Prov::Free, |acc, &a| merge(acc, prov(eg, a, seen))),
        None => Prov::Unknown,
    }
}

/// The parameter a pointer class is derived from (through `ptradd`s of
/// any offset, address-space casts and the phis of loop-carried
/// pointers), if that is certain.
pub fn provenance(eg: &Graph, id: Id) -> Option<u32> {
    match prov(eg, id, &mut Vec::new()) {
        Prov::Param(p) => Some(p),
        _ => None,
    }
}

/// Whether accesses derived from parameters `a` and `b` cannot touch the
/// same memory: two different parameters, one of them `noalias`
/// (`__restrict__`: memory reached through it is reached through nothing
/// else while the kernel runs). Unknown provenance proves nothing.
pub fn restrict_disjoint(eg: &Graph, a: Option<u32>, b: Option<u32>) -> bool {
    let noalias = |p: u32| {
        eg.analysis
            .param_noalias
            .get(p as usize)
            .copied()
            .unwrap_or(false)
    };
    match (a, b) {
        (Some(x), Some(y)) => x != y && (noalias(x) || noalias(y)),
        _ => false,
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
