//! Horizontal reductions (seed 004's `HorizontalReduction`): a tree of
//! one associative, commutative operation whose operands are the lanes of
//! vector loads.
//!
//! PTX has no horizontal instruction, so the vector form of a reduction is
//! what NVPTX makes of `llvm.vector.reduce.*`: the vector load, and a
//! pairwise tree over its lanes, `log2(n)` operations deep instead of the
//! `n - 1` of a source chain. The rule adds that tree to the root's class;
//! when it is shallower, the source's root node is withheld from
//! extraction ([`Packs::banned`]), since the DAG extractor prices the two
//! forms alike (the same operations, only their depth differs).
//!
//! Legality: integer add, mul, and, or and xor; the min/max intrinsics;
//! float add and mul only with `reassoc` on every operation of the tree.

use dialects::ir::{Attrs, FastMath, Opcode, Type};
use egg::Id;
use rustc_hash::{FxHashMap, FxHashSet};

use super::addr::Decomposer;
use super::{place_base, Access, Packs, SlpConfig, SlpRemark};
use crate::analysis::Graph;
use crate::lang::{Node, Op, Ty};
use crate::lift::Lifted;
use crate::skeleton::Item;

/// The most operands one tree gathers (bounds the walk on huge sums).
const MAX_LEAVES: usize = 64;

/// A reduction operation: the node op (opcode and attributes) and type.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
struct Kind {
    op: Op,
    ty: Type,
}

/// The reduction a node performs, if its operation is associative and
/// commutative on its type.
fn kind(eg: &Graph, n: &Node) -> Option<Kind> {
    let ty = n.ty.val()?;
    if n.args.len() != 2 || ty.as_vector().is_some() {
        return None;
    }
    let Op::Inst(op, a) = n.op else { return None };
    let ok = match op {
        Opcode::Add | Opcode::Mul | Opcode::And | Opcode::Or | Opcode::Xor => ty.is_int(),
        Opcode::FAdd | Opcode::FMul => {
            matches!(eg.analysis.attr(a), Attrs::Float(FastMath(f)) if f & 64 != 0)
        }
        Opcode::Intrinsic => match eg.analysis.attr(a) {
            Attrs::Intrinsic(i) => min_max(&i.name),
            _ => false,
        },
        _ => false,
    };
    ok.then_some(Kind { op: n.op, ty })
}

/// Min/max intrinsics: associative and commutative (the NaN-quiet and
/// NaN-propagating float forms both are).
fn min_max(name: &str) -> bool {
    const FAMILIES: [&str; 12] = [
        "llvm.smin.",
        "llvm.smax.",
        "llvm.umin.",
        "llvm.umax.",
        "llvm.minnum.",
        "llvm.maxnum.",
        "llvm.minimum.",
        "llvm.maximum.",
        "llvm.nvvm.fmin.",
        "llvm.nvvm.fmax.",
        "llvm.nvvm.fmin.ftz.",
        "llvm.nvvm.fmax.ftz.",
    ];
    FAMILIES.iter().any(|f| name.starts_with(f))
}

/// The node of `class` performing `k`, if any (the first, in node order).
fn node_of(eg: &Graph, class: Id, k: Kind) -> Option<&Node> {
    eg[class].nodes.iter().find(|n| kind(eg, n) == Some(k))
}

/// A tree as the source computes it.
struct Tree {
    root: Id,
    kind: Kind,
    /// Operands in source order.
    leaves: Vec<Id>,
    /// Interior classes (the root included).
    interior: Vec<Id>,
    /// Operations on the longest path from a leaf to the root.
    depth: u32,
}

/// The tree under `root`. An operation below the root that something
/// else also reads is a leaf, as in LLVM's `HorizontalReduction`: taking
/// it apart would compute its partial sum twice and keep every operand
/// under it live until the root (CUB's block scan reads each prefix of its
/// warp aggregates, and their total again further down).
fn gather(eg: &Graph, uses: &FxHashMap<Id, u32>, root: Id, k: Kind, max_depth: u32) -> Tree {
    struct Walk<'a> {
        eg: &'a Graph,
        uses: &'a FxHashMap<Id, u32>,
        k: Kind,
        max: u32,
    }
    fn walk(w: &Walk, c: Id, level: u32, t: &mut Tree) -> u32 {
        let c = w.eg.find(c);
        let shared = level > 0 && w.uses.get(&c).copied().unwrap_or(0) > 1;
        let inner =
            level < w.max && t.leaves.len() < MAX_LEAVES && !t.interior.contains(&c) && !shared;
        match node_of(w.eg, c, w.k).filter(|_| inner || level == 0) {
            Some(n) => {
                t.interior.push(c);
                let args = [n.args[0], n.args[1]];
                let a = walk(w, args[0], level + 1, t);
                let b = walk(w, args[1], level + 1, t);
                1 + a.max(b)
            }
            None => {
                t.leaves.push(c);
                0
            }
        }
    }
    let mut t = Tree {
        root,
        kind: k,
        leaves: Vec::new(),
        interior: Vec::new(),
        depth: 0,
    };
    let w = Walk {
        eg,
        uses,
        k,
        max: max_depth.max(1),
    };
    t.depth = walk(&w, root, 0, &mut t);
    t
}

/// Each class that is a lane of a vector load: the vector's class and the
/// lane. Vector loads are the ones the load rules added and the source's
/// own (`load <4 x float>` read through `extractelement`).
fn lanes(eg: &Graph, packs: &Packs) -> FxHashMap<Id, (Id, u32)> {
    let mut out = FxHashMap::default();
    for p in &packs.loads {
        for (k, &l) in p.lanes.iter().enumerate() {
            out.insert(eg.find(l), (eg.find(p.vector), k as u32));
        }
    }
    for c in eg.classes() {
        for n in &c.nodes {
            if n.opcode() != Some(Opcode::ExtractElement) {
                continue;
            }
            let v = eg.find(n.args[0]);
            let loaded = eg[v].nodes.iter().any(|m| m.opcode() == Some(Opcode::Load));
            if let (true, Some(k)) = (loaded, eg[n.args[1]].data.int()) {
                out.entry(c.id).or_insert((v, k as u32));
            }
        }
    }
    out
}

/// What the trees may be seeded from: with `-slp-vectorize-hor-store=0`,
/// a tree whose value is only stored is tried only when that store is the
/// only one to its object in its block (LLVM's rule for store seeds).
struct Seeds {
    /// Classes some node or the skeleton reads other than as a stored value.
    read: FxHashSet<Id>,
    /// Stored classes, with whether their store is alone on its object.
    stored: FxHashMap<Id, bool>,
    /// Readers of each class: the classes with a node that reads it, and
    /// each reference from the skeleton (effects, terminators, edges).
    uses: FxHashMap<Id, u32>,
}

fn seeds(lifted: &Lifted) -> Seeds {
    let eg = &lifted.egraph;
    let mut read = FxHashSet::default();
    let mut uses: FxHashMap<Id, u32> = FxHashMap::default();
    // Effects (state-typed nodes) are read through the skeleton below.
    for c in eg.classes() {
        let mut args: Vec<Id> = Vec::new();
        for n in c.nodes.iter().filter(|n| n.ty != Ty::State) {
            args.extend(n.args.iter().map(|&a| eg.find(a)));
        }
        args.sort();
        args.dedup();
        for &a in &args {
            *uses.entry(a).or_default() += 1;
        }
        read.extend(args);
    }
    let skeleton_use = |a: Id, uses: &mut FxHashMap<Id, u32>| {
        *uses.entry(eg.find(a)).or_default() += 1;
    };
    let mut stored: FxHashMap<Id, bool> = FxHashMap::default();
    let mut dec = Decomposer::default();
    for b in &lifted.skeleton.blocks {
        let mut per_root: FxHashMap<Id, Vec<Id>> = FxHashMap::default();
        for it in &b.items {
            if let Item::Effect { args, state, .. } = it {
                for &a in args {
                    skeleton_use(a, &mut uses);
                }
                let is_store = eg[*state]
                    .nodes
                    .iter()
                    .any(|n| n.opcode() == Some(Opcode::Store));
                if is_store && args.len() == 2 {
                    let root = dec.split(eg, args[1]).0;
                    per_root.entry(root).or_default().push(eg.find(args[0]));
                    continue;
                }
                read.extend(args.iter().map(|&a| eg.find(a)));
            }
        }
        for vals in per_root.values() {
            for &v in vals {
                let alone = vals.len() == 1;
                let e = stored.entry(v).or_insert(true);
                *e &= alone;
            }
        }
        read.extend(b.term.args.iter().map(|&a| eg.find(a)));
        for e in &b.term.succs {
            read.extend(e.args.iter().map(|&a| eg.find(a)));
        }
        let edges = b.term.succs.iter().flat_map(|e| e.args.iter());
        for &a in b.term.args.iter().chain(edges) {
            skeleton_use(a, &mut uses);
        }
    }
    Seeds { read, stored, uses }
}

/// The operands combined pairwise, level by level: `log2(n)` deep.
fn pairwise(eg: &mut Graph, k: Kind, mut level: Vec<Id>) -> Id {
    while level.len() > 1 {
        let mut next = Vec::with_capacity(level.len().div_ceil(2));
        for pair in level.chunks(2) {
            next.push(match pair {
                [a, b] => eg.add(Node::new(k.op, k.ty, &[*a, *b])),
                [a] => *a,
                _ => unreachable!("chunks of two"),
            });
        }
        level = next;
    }
    level[0]
}

fn depth_of(n: usize) -> u32 {
    usize::BITS - (n.max(1) - 1).leading_zeros()
}

/// A readable name of the operation for remarks and dumps.
fn op_name(eg: &Graph, k: Kind) -> String {
    match k.op {
        Op::Inst(Opcode::Intrinsic, a) => match eg.analysis.attr(a) {
            Attrs::Intrinsic(i) => i.name.clone(),
            _ => "call".into(),
        },
        Op::Inst(o, _) => o.to_string(),
        _ => "?".into(),
    }
}

/// Finds the reduction trees over lanes of vector loads and adds their
/// pairwise forms.
pub(super) fn reduce(lifted: &mut Lifted, cfg: &SlpConfig, packs: &mut Packs) {
    if !cfg.hor {
        return;
    }
    lifted.egraph.rebuild();
    let lane_of = lanes(&lifted.egraph, packs);
    let seeds = seeds(lifted);
    let eg = &lifted.egraph;
    // Candidate roots, largest trees first so that a subtree is never
    // taken apart from the tree that contains it.
    let mut ids: Vec<Id> = eg.classes().map(|c| c.id).collect();
    ids.sort();
    let mut trees: Vec<Tree> = ids
        .into_iter()
        .filter_map(|c| {
            let k = eg[c].nodes.iter().find_map(|n| kind(eg, n))?;
            let t = gather(eg, &seeds.uses, c, k, cfg.max_depth);
            (t.leaves.len() >= 3).then_some(t)
        })
        .collect();
    trees.sort_by_key(|t| std::cmp::Reverse(t.leaves.len()));
    let mut taken: FxHashSet<Id> = FxHashSet::default();
    // Seed 004: at least 4 operands when `slp-max-vf` is 0, else 3.
    let min_vf = if cfg.max_vf == 0 { 4 } else { 3 };
    let mut chosen = Vec::new();
    for t in trees {
        if taken.contains(&t.root) {
            continue;
        }
        taken.extend(t.interior.iter().copied());
        let only_stored = !seeds.read.contains(&t.root) && seeds.stored.contains_key(&t.root);
        if only_stored && !cfg.hor_store && !seeds.stored[&t.root] {
            packs.dump += &format!(
                "reduction {}: a store seed beside other stores to its object (-slp-vectorize-hor-store=0)\n",
                place_base(lifted, t.root)
            );
            continue;
        }
        let in_lanes: Vec<(Id, u32, Id)> = t
            .leaves
            .iter()
            .filter_map(|l| lane_of.get(l).map(|&(v, k)| (v, k, *l)))
            .collect();
        if in_lanes.is_empty() {
            continue;
        }
        chosen.push((t, in_lanes));
    }
    for (t, in_lanes) in chosen {
        consider(lifted, cfg, packs, t, in_lanes, min_vf);
    }
}

/// One tree's decision: its remark, and its pairwise form when taken.
fn consider(
    lifted: &mut Lifted,
    cfg: &SlpConfig,
    packs: &mut Packs,
    t: Tree,
    mut in_lanes: Vec<(Id, u32, Id)>,
    min_vf: usize,
) {
    let eg = &lifted.egraph;
    let n = t.leaves.len();
    let name = op_name(eg, t.kind);
    let at = place_base(lifted, t.root);
    let mut remark = SlpRemark {
        access: Access::Reduction,
        packed: false,
        lanes: n as u32,
        width: n as u32,
        elem: t.kind.ty,
        cost: 0,
        at: format!("{at} ({name})"),
        why: String::new(),
    };
    let min = min_vf.max(cfg.min_tree_size as usize);
    let bits = in_lanes.len() as u64 * t.kind.ty.store_size() * 8;
    let why = if in_lanes.len() < min {
        Some(format!(
            "{} of its {n} operands are lanes of vector loads, {min} needed",
            in_lanes.len()
        ))
    } else if bits < u64::from(cfg.min_reg_bits) {
        Some(format!(
            "its lanes fill {bits} bits, -slp-min-reg-size is {}",
            cfg.min_reg_bits
        ))
    } else {
        None
    };
    if let Some(why) = why {
        remark.why = why;
        packs.dump += &format!("reduction {}: {}\n", remark.at, remark.why);
        packs.remarks.push(remark);
        return;
    }
    // Lanes first, by vector (first seen) and lane; other operands after.
    let mut first_seen: Vec<Id> = Vec::new();
    for &(v, _, _) in &in_lanes {
        if !first_seen.contains(&v) {
            first_seen.push(v);
        }
    }
    in_lanes.sort_by_key(|&(v, k, _)| (first_seen.iter().position(|&x| x == v), k));
    let lane_set: FxHashSet<Id> = in_lanes.iter().map(|x| x.2).collect();
    let mut operands: Vec<Id> = in_lanes.iter().map(|x| x.2).collect();
    operands.extend(t.leaves.iter().filter(|l| !lane_set.contains(l)));
    let depth = depth_of(n);
    // Seed 004's tree cost plus reduction cost, in instructions: memory
    // accesses saved (a vector load for its lanes) and levels of the
    // dependence chain saved.
    let loads_before: usize = first_seen
        .iter()
        .map(|v| {
            let source_vector = !packs.loads.iter().any(|p| eg.find(p.vector) == *v);
            if source_vector {
                1
            } else {
                in_lanes.iter().filter(|x| x.0 == *v).count()
            }
        })
        .sum();
    let cost =
        first_seen.len() as i64 - loads_before as i64 + i64::from(depth) - i64::from(t.depth);
    remark.cost = cost;
    remark.width = in_lanes.len() as u32;
    packs.dump += &format!(
        "reduction {}: {n} operands ({} lanes of {} vectors), depth {} -> {depth}, cost {cost}\n",
        remark.at,
        in_lanes.len(),
        first_seen.len(),
        t.depth
    );
    if cost > -cfg.threshold {
        remark.why = format!(
            "HorSLPNotBeneficial: Vectorizing horizontal reduction is possible but not beneficial with cost {cost} and threshold {}",
            cfg.threshold
        );
        packs.remarks.push(remark);
        return;
    }
    remark.packed = true;
    packs.remarks.push(remark);
    if depth >= t.depth {
        return;
    }
    let Some(orig) = node_of(eg, t.root, t.kind).cloned() else {
        return;
    };
    let eg = &mut lifted.egraph;
    let tree = pairwise(eg, t.kind, operands);
    eg.union(t.root, tree);
    packs.banned.push(orig);
}

#[cfg(test)]
mod tests {
    use super::depth_of;

    #[test]
    fn pairwise_depth() {
        assert_eq!(depth_of(1), 0);
        assert_eq!(depth_of(2), 1);
        assert_eq!(depth_of(4), 2);
        assert_eq!(depth_of(5), 3);
        assert_eq!(depth_of(8), 3);
    }
}
