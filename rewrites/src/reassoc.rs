//! Loop-aware reassociation: alternatives for sums and pointer offsets
//! that group the operands computed less often, so the loop-invariant
//! part of a sum can leave its loop.
//!
//! LLVM's Reassociate ranks operands by loop depth and rewrites in place;
//! here the regrouped forms are added beside the source's and the
//! frequency-weighted extractor ([`crate::extract::freq`]) decides, so a
//! regrouping that saves nothing (or costs an extra live register where
//! occupancy matters) is simply not chosen. Forms added, for `x` computed
//! more often than every other operand (strictly):
//! - `(x + y) + z` gets `x + (y + z)` (integer `add`, either operand order);
//! - `(p + x) + z` on pointers gets `(p + z) + x`;
//! - `p + (x + z)` on pointers gets `(p + z) + x`.
//!
//! Only a sum read by nothing else is regrouped: where `x + y` is shared,
//! the greedy extractor would price `x + (y + z)` for its reader alone and
//! then pay for both (measured: remat_live's chain `i + s`, `i + 2s`, ...
//! ran 5 % more instructions).
//!
//! The new nodes carry no wrap flags: two's-complement addition is
//! associative, and the regrouped sums need not stay in range. A class's
//! frequency can drop when one of these lands in it, so the search runs a
//! few rounds (a chain `((x + a) + b) + c` needs one per level), stopping
//! when nothing new is added or the graph reaches its node limit.

use dialects::ir::{Attrs, Opcode, Type};
use egg::Id;
use rustc_hash::FxHashSet;

use crate::analysis::Graph;
use crate::extract::freq::Frequencies;
use crate::lang::{Node, Op};

/// Rounds of the search.
const ROUNDS: usize = 3;

/// One regrouping: the class it joins, and `outer(x, inner(y, z))` with
/// the opcodes and types to build them with.
struct Regroup {
    class: Id,
    outer: (Opcode, Type),
    inner: (Opcode, Type),
    x: Id,
    y: Id,
    z: Id,
}

fn two(eg: &Graph, n: &Node, op: Opcode) -> Option<(Id, Id, Type)> {
    match (&n.op, n.args.as_slice(), n.ty.val()) {
        (Op::Inst(o, _), [a, b], Some(t)) if *o == op => Some((eg.find(*a), eg.find(*b), t)),
        _ => None,
    }
}

/// True when class `inner` is read by class `c` alone and by no effect,
/// anchor or terminator: regrouping it into `c` then loses no sharing.
/// (Where it is shared, the greedy extractor would price the regrouped
/// form for `c` alone and pay for both.)
fn only_in(eg: &Graph, roots: &FxHashSet<Id>, inner: Id, c: Id) -> bool {
    !roots.contains(&inner) && eg[inner].parents().all(|p| eg.find(p) == c)
}

/// The regroupings worth adding to class `c`.
fn candidates(eg: &Graph, f: &Frequencies, roots: &FxHashSet<Id>, c: Id, out: &mut Vec<Regroup>) {
    let fc = |id: Id| f.class(eg.find(id));
    for n in &eg[c].nodes {
        if let Some((a, b, t)) = two(eg, n, Opcode::Add).filter(|x| x.2.is_int()) {
            for (inner, z) in [(a, b), (b, a)] {
                if !only_in(eg, roots, inner, c) {
                    continue;
                }
                for m in &eg[inner].nodes {
                    let Some((p, q, _)) = two(eg, m, Opcode::Add).filter(|x| x.2 == t) else {
                        continue;
                    };
                    for (x, y) in [(p, q), (q, p)] {
                        if fc(y).max(fc(z)) < fc(x) {
                            out.push(Regroup {
                                class: c,
                                outer: (Opcode::Add, t),
                                inner: (Opcode::Add, t),
                                x,
                                y,
                                z,
                            });
                        }
                    }
                }
            }
        }
        let Some((base, off, pt)) = two(eg, n, Opcode::PtrAdd) else {
            continue;
        };
        let off_ty = eg[off].data.ty.val();
        // (p + x) + z  ->  (p + z) + x
        let base_alone = only_in(eg, roots, base, c);
        for m in eg[base].nodes.iter().filter(|_| base_alone) {
            let Some((p, x, _)) = two(eg, m, Opcode::PtrAdd) else {
                continue;
            };
            if eg[x].data.ty.val() == off_ty && fc(p).max(fc(off)) < fc(x) {
                out.push(Regroup {
                    class: c,
                    outer: (Opcode::PtrAdd, pt),
                    inner: (Opcode::PtrAdd, pt),
                    x,
                    y: p,
                    z: off,
                });
            }
        }
        // p + (x + z)  ->  (p + z) + x
        let off_alone = only_in(eg, roots, off, c);
        for m in eg[off].nodes.iter().filter(|_| off_alone) {
            let Some((u, v, _)) = two(eg, m, Opcode::Add).filter(|x| Some(x.2) == off_ty) else {
                continue;
            };
            for (x, z) in [(u, v), (v, u)] {
                if fc(base).max(fc(z)) < fc(x) {
                    out.push(Regroup {
                        class: c,
                        outer: (Opcode::PtrAdd, pt),
                        inner: (Opcode::PtrAdd, pt),
                        x,
                        y: base,
                        z,
                    });
                }
            }
        }
    }
}

/// Adds the regrouped forms to `eg` (at most `node_limit` nodes in all),
/// `roots` being the classes the skeleton reads; returns how many nodes
/// were added.
pub fn reassociate(eg: &mut Graph, f: &mut Frequencies, roots: &[Id], node_limit: usize) -> usize {
    let none = eg.analysis.intern(Attrs::None);
    let mut added = 0;
    for _ in 0..ROUNDS {
        let mut ids: Vec<Id> = eg.classes().map(|c| c.id).collect();
        ids.sort();
        let root_set: FxHashSet<Id> = roots.iter().map(|&r| eg.find(r)).collect();
        let mut found = Vec::new();
        for c in ids {
            candidates(eg, f, &root_set, c, &mut found);
        }
        let before = eg.total_number_of_nodes();
        for r in found {
            if eg.total_number_of_nodes() + 2 > node_limit {
                break;
            }
            let inner = eg.add(Node::new(Op::Inst(r.inner.0, none), r.inner.1, &[r.y, r.z]));
            // A pointer sum's base comes first; an integer sum keeps the
            // varying operand first, as the source's `x + c` forms do.
            let args = if r.outer.0 == Opcode::PtrAdd {
                [inner, r.x]
            } else {
                [r.x, inner]
            };
            let outer = eg.add(Node::new(Op::Inst(r.outer.0, none), r.outer.1, &args));
            eg.union(r.class, outer);
        }
        eg.rebuild();
        let grew = eg.total_number_of_nodes() - before;
        added += grew;
        if grew == 0 {
            break;
        }
        f.resettle(eg);
    }
    added
}
