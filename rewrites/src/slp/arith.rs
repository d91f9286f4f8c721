//! Packed arithmetic trees (seed 004's store-seeded SLP trees): the
//! isomorphic operations that compute the lanes of a stored vector of
//! `half` or `bfloat`, taken two lanes at a time, as one `<2 x T>`
//! operation each (`add/sub/mul/fma .f16x2/.bf16x2` after selection).
//!
//! A store tile of the `slp` set, or a source store of a 16-bit float
//! vector, seeds the walk with its lanes. For lanes `2p` and `2p + 1` the
//! rule looks for nodes of one operation (same opcode, attributes and
//! type, a form PTX packs on the target) and pairs their operands the same
//! way, down to leaves that are already packed: lanes `k`, `k + 1` (`k`
//! even) of one vector (a vector load the load rules added, a source
//! vector), whose pair selection reads as one `.b32` word. Two equal
//! leaves or two constants may be gathered (one `mov.b32` each). A tree is
//! added only if it saves instructions (one per packed operation, less one
//! per gather) and its cost is within `-slp-threshold`, as for the tiles.
//! Each lane's class gets `extractelement (op) k`, so the extractor
//! chooses per lane between the scalar operation and its share
//! of the packed one ([`crate::cost`]), as it does for vector loads.
//!
//! Only f32 and wider would need more: PTX has no packed f32 arithmetic
//! before sm_100, so their trees are the load and store tiles alone.

use dialects::ir::{Attrs, Const, IntrinsicAttrs, Opcode, Type};
use egg::Id;
use rustc_hash::{FxHashMap, FxHashSet};

use super::{Access, LoadPack, Packs, SlpConfig, SlpRemark};
use crate::analysis::Graph;
use crate::lang::{AttrId, Node, Op};
use crate::lift::Lifted;
use crate::skeleton::Item;

/// The most packed operations one seed's trees add (bounds the walk).
const MAX_OPS: usize = 256;

/// The packed operations, as [`packed_op`] names them.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum PackedKind {
    /// `fadd`, `fsub`, `fmul`.
    Arith,
    /// `llvm.fma`.
    Fma,
}

/// Whether a node computes a `<2 x half>`/`<2 x bfloat>` operation PTX
/// has in one instruction on `sm` (PTX ISA, half precision instructions:
/// `.f16x2` from sm_53, `fma.rn.bf16x2` from sm_80, `add/sub/mul .bf16x2`
/// from sm_90 and as one `fma.rn.bf16x2` before).
pub fn packed_op(eg: &Graph, n: &Node, sm: u32) -> Option<PackedKind> {
    let (elem, lanes) = n.ty.val()?.as_vector()?;
    if lanes != 2 {
        return None;
    }
    let kind = scalar_kind(eg, n)?;
    let ok = match (elem, kind) {
        (Type::F16, _) => sm >= 53,
        (Type::BF16, _) => sm >= 80,
        _ => false,
    };
    ok.then_some(kind)
}

/// The operation a node performs, whatever its type.
fn scalar_kind(eg: &Graph, n: &Node) -> Option<PackedKind> {
    match n.op {
        Op::Inst(Opcode::FAdd | Opcode::FSub | Opcode::FMul, _) => Some(PackedKind::Arith),
        Op::Inst(Opcode::Intrinsic, a) => match eg.analysis.attr(a) {
            Attrs::Intrinsic(i) if i.name.starts_with("llvm.fma.") => Some(PackedKind::Fma),
            _ => None,
        },
        _ => None,
    }
}

/// A planned pair of lanes.
enum Plan {
    /// Already one `<2 x T>` class.
    Vector(Id),
    /// Built from the two lane classes (`insertelement` twice); a gather
    /// (`true`) costs a `mov.b32`, lanes of one vector cost nothing.
    Build(Id, Id, bool),
    /// A packed operation on planned operand pairs, for lanes `lanes`.
    Op {
        node: Node,
        args: Vec<Plan>,
        lanes: (Id, Id),
    },
}

struct Walk<'a> {
    eg: &'a Graph,
    sm: u32,
    max_depth: u32,
    ops: usize,
    /// Classes that are lane `k` of a vector: the vector and `k`.
    lane_of: &'a FxHashMap<Id, (Id, u64)>,
}

/// The distinct packed operations and gathers of a plan (a shared
/// operand pair is one class, computed once).
fn score(p: &Plan, ops: &mut FxHashSet<(Id, Id)>, gathers: &mut FxHashSet<(Id, Id)>) {
    match p {
        Plan::Op { args, lanes, .. } => {
            ops.insert(*lanes);
            for a in args {
                score(a, ops, gathers);
            }
        }
        Plan::Build(a, b, true) => {
            gathers.insert((*a, *b));
        }
        _ => {}
    }
}

impl Walk<'_> {
    /// The plan for lanes `(a, b)`.
    fn plan(&mut self, a: Id, b: Id, elem: Type, depth: u32) -> Option<Plan> {
        let eg = self.eg;
        let (a, b) = (eg.find(a), eg.find(b));
        if let (Some(&(va, ka)), Some(&(vb, kb))) = (self.lane_of.get(&a), self.lane_of.get(&b)) {
            if va == vb && ka % 2 == 0 && kb == ka + 1 {
                let whole = eg[va].data.ty.val().and_then(Type::as_vector) == Some((elem, 2));
                return Some(if whole {
                    Plan::Vector(va)
                } else {
                    Plan::Build(a, b, false)
                });
            }
        }
        if depth < self.max_depth && self.ops < MAX_OPS {
            for na in &eg[a].nodes {
                let Some(kind) = scalar_kind(eg, na) else {
                    continue;
                };
                if na.ty.val() != Some(elem) {
                    continue;
                }
                for nb in eg[b]
                    .nodes
                    .iter()
                    .filter(|nb| nb.op == na.op && nb.ty == na.ty)
                {
                    if let Some(p) = self.op_plan(na, nb, kind, (a, b), elem, depth) {
                        return Some(p);
                    }
                }
            }
        }
        let constant = |c: Id| eg[c].nodes.iter().any(|n| matches!(n.op, Op::Float(_)));
        (a == b || (constant(a) && constant(b))).then_some(Plan::Build(a, b, true))
    }

    fn op_plan(
        &mut self,
        na: &Node,
        nb: &Node,
        kind: PackedKind,
        lanes: (Id, Id),
        elem: Type,
        depth: u32,
    ) -> Option<Plan> {
        let eg = self.eg;
        let vty = Type::vector(elem, 2);
        let probe = Node::new(na.op, vty, &[]);
        packed_op(eg, &probe, self.sm)?;
        if na.args.len() != nb.args.len() || kind == PackedKind::Fma && na.args.len() != 3 {
            return None;
        }
        self.ops += 1;
        let mut args = Vec::with_capacity(na.args.len());
        for (&x, &y) in na.args.iter().zip(&nb.args) {
            if eg[x].data.ty.val() != Some(elem) || eg[y].data.ty.val() != Some(elem) {
                return None;
            }
            args.push(self.plan(x, y, elem, depth + 1)?);
        }
        Some(Plan::Op {
            node: Node::new(na.op, vty, &[]),
            args,
            lanes,
        })
    }
}

/// Adds a plan's classes; returns the pair's class and records each
/// packed operation in `made`.
fn materialize(eg: &mut Graph, plan: Plan, elem: Type, made: &mut Vec<LoadPack>) -> Id {
    match plan {
        Plan::Vector(v) => v,
        Plan::Build(a, b, _) => build(eg, a, b, elem),
        Plan::Op {
            mut node,
            args,
            lanes,
        } => {
            let args: Vec<Id> = args
                .into_iter()
                .map(|p| materialize(eg, p, elem, made))
                .collect();
            if let Op::Inst(Opcode::Intrinsic, a) = node.op {
                let fmf = match eg.analysis.attr(a) {
                    Attrs::Intrinsic(i) => i.fmf,
                    _ => Default::default(),
                };
                let name = format!("llvm.fma.v2{}", type_suffix(elem));
                let attr = eg
                    .analysis
                    .intern(Attrs::Intrinsic(IntrinsicAttrs::new(name, fmf)));
                node.op = Op::Inst(Opcode::Intrinsic, attr);
            }
            node.args = args.into_iter().collect();
            let v = eg.add(node);
            for (k, lane) in [lanes.0, lanes.1].into_iter().enumerate() {
                let idx = eg.add(Node::int(Type::Int(32), k as u128));
                let e = eg.add(Node::new(
                    Op::Inst(Opcode::ExtractElement, AttrId::NONE),
                    elem,
                    &[v, idx],
                ));
                eg.union(lane, e);
            }
            if made.iter().all(|m| m.vector != v) {
                made.push(LoadPack {
                    vector: v,
                    lanes: vec![lanes.0, lanes.1],
                    remark: usize::MAX,
                });
            }
            v
        }
    }
}

/// LLVM's overload suffix of a 16-bit float type.
fn type_suffix(elem: Type) -> &'static str {
    if elem == Type::BF16 {
        "bf16"
    } else {
        "f16"
    }
}

/// `<2 x T>` from lanes `a`, `b`.
fn build(eg: &mut Graph, a: Id, b: Id, elem: Type) -> Id {
    let vty = Type::vector(elem, 2);
    let undef = eg.analysis.intern(Attrs::Const(Const::Undef));
    let mut v = eg.add(Node::new(Op::Inst(Opcode::Const, undef), vty, &[]));
    for (k, lane) in [a, b].into_iter().enumerate() {
        let idx = eg.add(Node::int(Type::Int(32), k as u128));
        v = eg.add(Node::new(
            Op::Inst(Opcode::InsertElement, AttrId::NONE),
            vty,
            &[v, lane, idx],
        ));
    }
    v
}

/// The lanes of a vector class built by `insertelement`s of constant
/// indices onto `undef` (every lane set).
fn chain_lanes(eg: &Graph, v: Id, lanes: u32) -> Option<Vec<Id>> {
    let mut out: Vec<Option<Id>> = vec![None; lanes as usize];
    let mut cur = eg.find(v);
    for _ in 0..=lanes {
        let ins = eg[cur]
            .nodes
            .iter()
            .find(|n| n.opcode() == Some(Opcode::InsertElement));
        let Some(n) = ins else { break };
        let k = eg[n.args[2]].data.int()? as usize;
        if k < out.len() && out[k].is_none() {
            out[k] = Some(eg.find(n.args[1]));
        }
        cur = eg.find(n.args[0]);
    }
    out.into_iter().collect()
}

/// Every class that is lane `k` of a vector class, by `extractelement`.
fn lanes_of_vectors(eg: &Graph) -> FxHashMap<Id, (Id, u64)> {
    let mut out = FxHashMap::default();
    for c in eg.classes() {
        for n in &c.nodes {
            if n.opcode() == Some(Opcode::ExtractElement) {
                if let Some(k) = eg[n.args[1]].data.int() {
                    out.entry(c.id).or_insert((eg.find(n.args[0]), k as u64));
                }
            }
        }
    }
    out
}

/// The stored vectors of 16-bit floats: the store tiles' values and the
/// source's own vector stores.
fn seeds(lifted: &Lifted, packs: &Packs) -> Vec<(Id, Id, Type, u32)> {
    let eg = &lifted.egraph;
    let mut vals: Vec<(Id, Id)> = packs
        .stores
        .iter()
        .map(|s| (eg.find(s.value), s.addr))
        .collect();
    for b in &lifted.skeleton.blocks {
        for it in &b.items {
            if let Item::Effect { args, state, .. } = it {
                let store = eg[*state]
                    .nodes
                    .iter()
                    .any(|n| n.opcode() == Some(Opcode::Store));
                if store && args.len() == 2 {
                    vals.push((eg.find(args[0]), args[1]));
                }
            }
        }
    }
    let mut seen = FxHashSet::default();
    vals.into_iter()
        .filter(|(v, _)| seen.insert(*v))
        .filter_map(|(v, addr)| {
            let (elem, lanes) = eg[v].data.ty.val()?.as_vector()?;
            (matches!(elem, Type::F16 | Type::BF16) && lanes % 2 == 0)
                .then_some((v, addr, elem, lanes))
        })
        .collect()
}

/// Adds the packed trees under every stored vector of 16-bit floats.
pub(super) fn pack_trees(lifted: &mut Lifted, cfg: &SlpConfig, packs: &mut Packs) {
    if cfg.sm == 0 {
        return;
    }
    let seeds = seeds(lifted, packs);
    if seeds.is_empty() {
        return;
    }
    let lane_of = lanes_of_vectors(&lifted.egraph);
    for (v, addr, elem, lanes) in seeds {
        let Some(ls) = chain_lanes(&lifted.egraph, v, lanes) else {
            continue;
        };
        for (p, pair) in ls.chunks(2).enumerate() {
            let at = format!(
                "lanes {}-{} of the store to {}",
                2 * p,
                2 * p + 1,
                super::place_base(lifted, addr)
            );
            let mut w = Walk {
                eg: &lifted.egraph,
                sm: cfg.sm,
                max_depth: cfg.max_depth.max(1),
                ops: 0,
                lane_of: &lane_of,
            };
            let Some(plan) = w.plan(pair[0], pair[1], elem, 0) else {
                if let Some(why) = refusal(&lifted.egraph, pair[0], pair[1], elem, cfg.sm) {
                    packs.dump += &format!("tree {at}: {why}\n");
                    packs.remarks.push(tree_remark(false, 1, 0, elem, at, why));
                }
                continue;
            };
            let (mut ops, mut gathers) = (FxHashSet::default(), FxHashSet::default());
            score(&plan, &mut ops, &mut gathers);
            if ops.is_empty() {
                continue;
            }
            let saved = ops.len() as i64 - gathers.len() as i64;
            packs.dump += &format!(
                "tree {at}: {} packed <2 x {elem}> operations, {} gathers, cost {}\n",
                ops.len(),
                gathers.len(),
                -saved
            );
            let ops = ops.len() as u32;
            // As for load and store tiles: pack when the cost (instructions
            // after minus before) is at most -threshold, and only for a gain.
            let cost = -saved;
            if saved < 1 || cost > -cfg.threshold {
                let why = if saved < 1 {
                    format!("not beneficial: cost {cost}, nothing saved")
                } else {
                    format!(
                        "not beneficial: cost {cost} above -slp-threshold {}",
                        -cfg.threshold
                    )
                };
                packs
                    .remarks
                    .push(tree_remark(false, ops, saved, elem, at, why));
                continue;
            }
            let mut made = Vec::new();
            materialize(&mut lifted.egraph, plan, elem, &mut made);
            packs
                .remarks
                .push(tree_remark(true, ops, saved, elem, at, String::new()));
            // The root (made last) decides the remark: inner lanes may be
            // read only through the packed operations above them.
            let (r, last) = (packs.remarks.len() - 1, made.len() - 1);
            for (i, mut m) in made.into_iter().enumerate() {
                m.remark = if i == last { r } else { usize::MAX };
                packs.trees.push(m);
            }
        }
    }
}

/// Why two computed lanes were not packed, when both are float
/// arithmetic (a store of copied or converted lanes is not a candidate).
fn refusal(eg: &Graph, a: Id, b: Id, elem: Type, sm: u32) -> Option<String> {
    let arith = |c: Id| {
        eg[c].nodes.iter().find(|n| {
            matches!(
                n.op,
                Op::Inst(
                    Opcode::FAdd | Opcode::FSub | Opcode::FMul | Opcode::FDiv | Opcode::FRem,
                    _
                )
            ) || scalar_kind(eg, n).is_some()
        })
    };
    let (na, nb) = (arith(eg.find(a))?, arith(eg.find(b))?);
    let name = |n: &Node| match n.op {
        Op::Inst(Opcode::Intrinsic, _) => "fma".to_string(),
        Op::Inst(o, _) => o.to_string(),
        _ => "?".to_string(),
    };
    Some(if na.op != nb.op {
        format!("not isomorphic ({} and {})", name(na), name(nb))
    } else if packed_op(eg, &Node::new(na.op, Type::vector(elem, 2), &[]), sm).is_none() {
        format!("no packed form of {} on {elem} for sm_{sm}", name(na))
    } else {
        "operands are not lanes of one vector in order, equal or constant".to_string()
    })
}

fn tree_remark(
    packed: bool,
    ops: u32,
    saved: i64,
    elem: Type,
    at: String,
    why: String,
) -> SlpRemark {
    SlpRemark {
        access: Access::Tree,
        packed,
        lanes: ops,
        width: 2,
        elem,
        cost: -saved,
        at,
        why,
    }
}
