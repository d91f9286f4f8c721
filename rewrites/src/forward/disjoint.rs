//! When two accesses provably touch different bytes.
//!
//! An address is a root plus a set of possible byte offsets: constants,
//! and indices whose values are a small known set (a block parameter whose
//! incoming values are all constants, as after unrolling: `win[j + 1]`
//! with `j` one of 0, 1, 2), scaled, extended and shifted. Two accesses of
//! one root are disjoint when every pair of their ranges is. Otherwise
//! separation comes from what the addresses point into: two different
//! allocas; an alloca and a kernel parameter, or memory of another
//! address space; two parameters one of which is `__restrict__`.

use dialects::ir::{Inst, Opcode, Type};
use egg::Id;
use rustc_hash::FxHashMap;

use crate::analysis::Graph;
use crate::lang::{int_width, Op};
use crate::slp::{provenance, restrict_disjoint};

/// The most values an offset set holds.
const MAX_VALUES: usize = 16;
/// How deep an offset expression is followed.
const MAX_DEPTH: usize = 8;

/// The object an address points into: `ptradd`s of any offset and
/// address-space casts followed to their base.
pub(super) fn base_object(eg: &Graph, p: Id) -> Id {
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

/// The values an integer class may take, sign-extended to 64 bits, if
/// they are a small known set.
fn values(eg: &Graph, c: Id, depth: usize) -> Option<Vec<i64>> {
    let c = eg.find(c);
    let d = &eg[c].data;
    let w = d.ty.val().map_or(0, int_width);
    if let Some(v) = d.int() {
        if w == 0 || w > 64 {
            return None;
        }
        return Some(vec![((v << (128 - w)) as i128 >> (128 - w)) as i64]);
    }
    if depth == 0 {
        return None;
    }
    let of = |a: Id| values(eg, a, depth - 1);
    let width_of = |a: Id| eg[eg.find(a)].data.ty.val().map_or(0, int_width);
    let combine = |x: Vec<i64>, y: Vec<i64>, f: &dyn Fn(i64, i64) -> Option<i64>| {
        let mut out = Vec::new();
        for &a in &x {
            for &b in &y {
                out.push(f(a, b)?);
            }
        }
        out.sort_unstable();
        out.dedup();
        (out.len() <= MAX_VALUES).then_some(out)
    };
    // A result outside the class's signed range wrapped: unknown.
    let fits = |v: Vec<i64>| {
        let ok = match w {
            0 => false,
            64.. => true,
            _ => v
                .iter()
                .all(|&x| (-(1i64 << (w - 1))..(1i64 << (w - 1))).contains(&x)),
        };
        ok.then_some(v)
    };
    eg[c].nodes.iter().find_map(|n| match n.op {
        Op::Phi { .. } => {
            let mut out = Vec::new();
            for &a in &n.args {
                out.extend(of(a)?);
            }
            out.sort_unstable();
            out.dedup();
            (out.len() <= MAX_VALUES).then_some(out)
        }
        Op::Inst(op, _) => match (op, n.args.as_slice()) {
            (Opcode::SExt, &[a]) => of(a),
            // Zero-extension: the narrow value read unsigned.
            (Opcode::ZExt, &[a]) => {
                let w = width_of(a);
                let m = if w >= 64 { -1i64 } else { (1i64 << w) - 1 };
                of(a).map(|v| v.into_iter().map(|x| x & m).collect())
            }
            (Opcode::Add, &[a, b]) => combine(of(a)?, of(b)?, &|x, y| x.checked_add(y)),
            (Opcode::Mul | Opcode::MulWideS, &[a, b]) => {
                combine(of(a)?, of(b)?, &|x, y| x.checked_mul(y))
            }
            (Opcode::Shl, &[a, b]) => combine(of(a)?, of(b)?, &|x, y| {
                (0..32)
                    .contains(&y)
                    .then(|| x.checked_mul(1 << y))
                    .flatten()
            }),
            _ => None,
        }
        .and_then(fits),
        _ => None,
    })
}

/// An address as a root and the byte offsets it may have from it.
fn offsets(eg: &Graph, p: Id) -> (Id, Vec<i64>) {
    let mut cur = eg.find(p);
    let mut offs = vec![0i64];
    for _ in 0..MAX_DEPTH {
        let step = eg[cur].nodes.iter().find_map(|n| {
            if n.opcode() != Some(Opcode::PtrAdd) || n.args.len() != 2 {
                return None;
            }
            Some((eg.find(n.args[0]), values(eg, n.args[1], MAX_DEPTH)?))
        });
        let Some((base, add)) = step else { break };
        let mut next = Vec::new();
        for &o in &offs {
            for &a in &add {
                match o.checked_add(a) {
                    Some(x) => next.push(x),
                    None => return (cur, offs),
                }
            }
        }
        next.sort_unstable();
        next.dedup();
        if next.len() > MAX_VALUES || base == cur {
            break;
        }
        offs = next;
        cur = base;
    }
    (cur, offs)
}

/// The facts separation uses about one function.
pub(super) struct Facts {
    allocas: FxHashMap<Id, Inst>,
    kernel: bool,
    memo: FxHashMap<Id, (Id, Vec<i64>)>,
}

impl Facts {
    /// Facts of a function with these entry allocas (by result class);
    /// `kernel`: its parameters come from the host.
    pub(super) fn new(allocas: FxHashMap<Id, Inst>, kernel: bool) -> Facts {
        Facts {
            allocas,
            kernel,
            memo: FxHashMap::default(),
        }
    }

    /// The root and offsets of an address, memoized.
    pub(super) fn offsets(&mut self, eg: &Graph, p: Id) -> (Id, Vec<i64>) {
        let p = eg.find(p);
        if let Some(r) = self.memo.get(&p) {
            return r.clone();
        }
        let r = offsets(eg, p);
        self.memo.insert(p, r.clone());
        r
    }

    /// Whether two accesses are of one address: one root, one offset.
    pub(super) fn same(&mut self, eg: &Graph, a: Id, b: Id) -> bool {
        if eg.find(a) == eg.find(b) {
            return true;
        }
        let (ra, oa) = self.offsets(eg, a);
        let (rb, ob) = self.offsets(eg, b);
        ra == rb && oa.len() == 1 && oa == ob
    }

    /// Whether `size_a` bytes at `a` and `size_b` bytes at `b` are proven
    /// not to overlap.
    pub(super) fn disjoint(&mut self, eg: &Graph, a: Id, size_a: u64, b: Id, size_b: u64) -> bool {
        let (ra, oa) = self.offsets(eg, a);
        let (rb, ob) = self.offsets(eg, b);
        if ra == rb {
            // In 128 bits: offsets and sizes near the ends of i64 must not
            // wrap.
            let (sa, sb) = (i128::from(size_a), i128::from(size_b));
            return oa.iter().all(|&x| {
                ob.iter().all(|&y| {
                    let (x, y) = (i128::from(x), i128::from(y));
                    x + sa <= y || y + sb <= x
                })
            });
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
        let kernel = self.kernel;
        let outside =
            |c: Id, s: u32| matches!(s, 1 | 3 | 4) || (kernel && provenance(eg, c).is_some());
        if (aa && outside(b, sb)) || (ab && outside(a, sa)) {
            return true;
        }
        restrict_disjoint(eg, provenance(eg, a), provenance(eg, b))
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn ranges_of_offset_sets() {
        // The pairwise rule the check uses: [x, x+4) against [y, y+4).
        let apart = |a: &[i64], b: &[i64]| {
            a.iter()
                .all(|&x| b.iter().all(|&y| x + 4 <= y || y + 4 <= x))
        };
        assert!(apart(&[0, 4, 8], &[12]));
        assert!(!apart(&[0, 4, 8], &[8]));
        assert!(!apart(&[0, 6], &[8]));
    }
}
