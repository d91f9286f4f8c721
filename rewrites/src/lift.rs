//! Lifting a whole function into the e-graph.
//!
//! Invariants of the result:
//! - every value of a reachable block is the class of exactly one node
//!   built from its instruction (pure ops), a parameter leaf, an anchored
//!   load or division, or the `res` of an effect;
//! - memory is threaded through states: a block starts with its only
//!   predecessor's final state, or the final state all its predecessors
//!   share (a diamond whose arms write nothing), else with its own
//!   `BlockState` (loop headers, merges after a write); loads take
//!   the current state, effects take it and produce the next one, so two
//!   loads are one class only when nothing that may write memory lies
//!   between them;
//! - a non-entry block parameter's class holds a `Param` leaf and a `Phi`
//!   whose children are the incoming values in skeleton edge order: cycles
//!   pass only through phi children.

use dialects::analysis::DomTree;
use dialects::ir::intrinsics::Effects;
use dialects::ir::{
    Attrs, Block, Body, Const, Function, Inst, IntrinsicAttrs, Module, Opcode, Type, Value,
};
use egg::Id;
use rustc_hash::FxHashMap;

use crate::analysis::{GpuAnalysis, Graph};
use crate::lang::{int_width, mask, AttrId, Node, Op, Ty};
use crate::skeleton::{Edge, Item, SkBlock, Skeleton, Term};

/// A lifted function.
pub struct Lifted {
    /// The graph.
    pub egraph: Graph,
    /// Blocks, effects and terminators.
    pub skeleton: Skeleton,
    /// Source names of values, by the class first given each.
    pub names: FxHashMap<Id, String>,
    /// Each class's first source position (values in lifting order: blocks
    /// in reverse post-order, instructions in order), to keep the source's
    /// order where the extractor's choices leave it free.
    pub order: FxHashMap<Id, u32>,
    /// Each anchored load's node as lifted: the memory state it reads
    /// where it stands, whatever other load nodes its class gains later
    /// (the `forward` set adds ones reading earlier states).
    pub load_nodes: FxHashMap<Inst, Node>,
    /// Classes of loads the `forward` set changed, and whether each was
    /// given a stored value (else it reads past stores to other bytes).
    pub forwarded: Vec<(Id, bool)>,
    /// Each reachable block's memory state at its end.
    pub end_states: FxHashMap<Block, Id>,
}

/// How an instruction enters the graph.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Role {
    /// A pure node, placed anywhere its operands are available.
    Pure,
    /// A pure node (loads: reading the current state) that must be computed
    /// where it was, or reused from a dominating copy.
    Anchor,
    /// A state-producing effect, kept in place and order.
    Effect,
    /// A block terminator.
    Terminator,
}

/// True for intrinsic calls that can move and merge freely.
pub fn is_pure_intrinsic(ia: &IntrinsicAttrs) -> bool {
    // Clock reads are side effects already: two reads may differ.
    ia.info.effects == Effects::Pure && !ia.info.convergent
}

/// The role of `inst` in `body`.
pub fn role(body: &Body, inst: Inst) -> Role {
    use Opcode::*;
    let d = &body.dfg.insts[inst];
    match d.opcode {
        o if o.is_terminator() => Role::Terminator,
        Load => match &d.attrs {
            Attrs::Mem(m) if !m.volatile && m.ordering.is_none() => Role::Anchor,
            _ => Role::Effect,
        },
        UDiv | SDiv | URem | SRem => Role::Anchor,
        Store | AtomicRmw | CmpXchg | Fence | Call | CallIndirect | InlineAsm | Alloca => {
            Role::Effect
        }
        Intrinsic => match &d.attrs {
            Attrs::Intrinsic(a) if is_pure_intrinsic(a) => Role::Pure,
            _ => Role::Effect,
        },
        _ => Role::Pure,
    }
}

/// The node op for a pure or anchored instruction's opcode and attributes.
pub fn node_op(eg: &mut Graph, opcode: Opcode, attrs: &Attrs, ty: Type) -> Op {
    match (opcode, attrs) {
        (Opcode::ICmp, Attrs::ICmp(p)) => Op::ICmp(
            dialects::ir::IntPred::ALL
                .iter()
                .position(|q| q == p)
                .unwrap_or(0) as u8,
        ),
        (Opcode::Const, Attrs::Const(c)) if ty.is_int() => match c {
            Const::Int(v) => Op::Int(v & mask(int_width(ty))),
            Const::Zero | Const::Null => Op::Int(0),
            _ => Op::Inst(opcode, eg.analysis.intern(attrs.clone())),
        },
        (Opcode::Const, Attrs::Const(c)) if matches!(ty, Type::F32 | Type::F64) => match c {
            Const::Float(v) => Op::Float(*v),
            Const::Zero => Op::Float(0),
            _ => Op::Inst(opcode, eg.analysis.intern(attrs.clone())),
        },
        // Integer flags (nsw, nuw, exact, inbounds, ...) are dropped: a
        // class may hold a flagged and an unflagged node of one value, so
        // no rule could trust a flag, and re-emitting a flag on a node
        // chosen for another use would add poison.
        _ if opcode.format() == dialects::ir::Format::Int => Op::Inst(opcode, AttrId::NONE),
        _ => {
            let a = if *attrs == Attrs::None {
                AttrId::NONE
            } else {
                eg.analysis.intern(attrs.clone())
            };
            Op::Inst(opcode, a)
        }
    }
}

struct Lifter<'a> {
    body: &'a Body,
    eg: Graph,
    vmap: FxHashMap<Value, Id>,
    names: FxHashMap<Id, String>,
    order: FxHashMap<Id, u32>,
    end_state: FxHashMap<Block, Id>,
    load_nodes: FxHashMap<Inst, Node>,
}

/// Why a function cannot be lifted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LiftError(pub String);

impl<'a> Lifter<'a> {
    fn value(&self, v: Value) -> Result<Id, LiftError> {
        self.vmap
            .get(&v)
            .copied()
            .ok_or_else(|| LiftError(format!("value {v} used before it is lifted")))
    }

    fn bind(&mut self, v: Value, id: Id) {
        self.vmap.insert(v, id);
        let next = self.order.len() as u32;
        self.order.entry(id).or_insert(next);
        if let Some(Some(n)) = self.body.dfg.value_names.get(v) {
            self.names.entry(id).or_insert_with(|| n.clone());
        }
    }

    fn args(&self, inst: Inst) -> Result<Vec<Id>, LiftError> {
        self.body
            .dfg
            .inst_args(inst)
            .iter()
            .map(|&v| self.value(v))
            .collect()
    }
}

/// Lifts `f` (a function with a body) of `m`.
pub fn lift(m: &Module, f: &Function) -> Result<Lifted, LiftError> {
    let body = f
        .body
        .as_ref()
        .ok_or_else(|| LiftError(format!("@{} has no body", f.name)))?;
    let entry = body
        .entry()
        .ok_or_else(|| LiftError(format!("@{} has no blocks", f.name)))?;
    let dt = DomTree::new(body);
    let mut analysis = GpuAnalysis::default();
    analysis.entry = entry.as_u32();
    analysis.param_align = f.param_attrs.iter().map(|a| a.align.max(1)).collect();
    analysis.global_align = m.globals.values().map(|g| g.align.max(1)).collect();
    analysis.param_align.resize(f.params.len(), 1);
    analysis.param_noalias = f.param_attrs.iter().map(|a| a.noalias).collect();
    analysis.param_noalias.resize(f.params.len(), false);
    let mut lf = Lifter {
        body,
        eg: Graph::new(analysis),
        vmap: FxHashMap::default(),
        names: FxHashMap::default(),
        order: FxHashMap::default(),
        load_nodes: FxHashMap::default(),
        end_state: FxHashMap::default(),
    };
    let mut blocks: FxHashMap<Block, SkBlock> = FxHashMap::default();
    for &b in dt.rpo() {
        let sk = lift_block(&mut lf, &dt, b, entry)?;
        blocks.insert(b, sk);
    }
    // Skeleton in layout order; then the phis, now that every incoming
    // value has a class.
    let mut skeleton = Skeleton::default();
    for &b in &body.layout.blocks {
        if let Some(sk) = blocks.remove(&b) {
            skeleton.blocks.push(sk);
        }
    }
    let mut incoming: FxHashMap<Block, Vec<Vec<Id>>> = FxHashMap::default();
    for sk in &skeleton.blocks {
        for e in &sk.term.succs {
            let per = incoming.entry(e.block).or_default();
            per.resize(e.args.len().max(per.len()), Vec::new());
            for (i, &a) in e.args.iter().enumerate() {
                per[i].push(a);
            }
        }
    }
    for sk in &skeleton.blocks {
        if sk.block == entry {
            continue;
        }
        for (i, &(class, ty)) in sk.params.iter().enumerate() {
            let ins = incoming
                .get(&sk.block)
                .and_then(|p| p.get(i))
                .cloned()
                .unwrap_or_default();
            let phi = lf.eg.add(Node::new(
                Op::Phi {
                    block: sk.block.as_u32(),
                    idx: i as u32,
                },
                ty,
                &ins,
            ));
            lf.eg.union(class, phi);
        }
    }
    lf.eg.rebuild();
    Ok(Lifted {
        egraph: lf.eg,
        skeleton,
        names: lf.names,
        order: lf.order,
        load_nodes: lf.load_nodes,
        forwarded: Vec::new(),
        end_states: lf.end_state,
    })
}

fn lift_block(lf: &mut Lifter, dt: &DomTree, b: Block, entry: Block) -> Result<SkBlock, LiftError> {
    let body = lf.body;
    let dfg = &body.dfg;
    let mut params = Vec::new();
    for (i, &p) in dfg.block_params(b).iter().enumerate() {
        let ty = dfg.value_type(p);
        let id = lf.eg.add(Node::new(
            Op::Param {
                block: b.as_u32(),
                idx: i as u32,
            },
            ty,
            &[],
        ));
        lf.bind(p, id);
        params.push((id, ty));
    }
    // The state on entry: the only predecessor's final state, if that
    // predecessor was lifted before (reverse postorder: not a back edge).
    let preds: Vec<Block> = {
        let mut p: Vec<Block> = dt
            .preds(b)
            .iter()
            .copied()
            .filter(|&p| dt.is_reachable(p))
            .collect();
        p.dedup();
        p
    };
    // A merge point whose predecessors, all lifted already (no back edge
    // into it), end in one state (no path from their common dominator
    // writes memory) starts in that state too.
    let agreed = || {
        let mut ends = preds.iter().map(|p| lf.end_state.get(p).copied());
        let first = ends.next()??;
        ends.all(|e| e == Some(first)).then_some(first)
    };
    let mut state = match preds.as_slice() {
        _ if b == entry => None,
        [p] => lf.end_state.get(p).copied(),
        [] => None,
        _ => agreed(),
    }
    .unwrap_or_else(|| {
        lf.eg.add(Node {
            op: Op::BlockState(b.as_u32()),
            ty: Ty::State,
            args: Default::default(),
        })
    });
    let mut items = Vec::new();
    let mut term = None;
    for &inst in body.block_insts(b) {
        let d = &dfg.insts[inst];
        let result = dfg.inst_result(inst);
        let role_of = role(body, inst);
        match role_of {
            Role::Pure | Role::Anchor => {
                let r = result.ok_or_else(|| LiftError(format!("{inst} has no result")))?;
                let ty = dfg.value_type(r);
                let op = node_op(&mut lf.eg, d.opcode, &d.attrs, ty);
                let mut args = lf.args(inst)?;
                if d.opcode == Opcode::Load {
                    args.insert(0, state);
                    lf.load_nodes.insert(inst, Node::new(op, ty, &args));
                }
                let id = lf.eg.add(Node::new(op, ty, &args));
                lf.bind(r, id);
                if role_of == Role::Anchor {
                    items.push(Item::Anchor {
                        inst,
                        class: id,
                        value: r,
                    });
                }
            }
            Role::Effect => {
                let args = lf.args(inst)?;
                let a = lf.eg.analysis.intern(d.attrs.clone());
                let mut children = vec![state];
                children.extend(&args);
                let st = lf.eg.add(Node {
                    op: Op::Inst(d.opcode, a),
                    ty: Ty::State,
                    args: children.into(),
                });
                let res = match result {
                    Some(r) => {
                        let id = lf.eg.add(Node::new(Op::Res, dfg.value_type(r), &[st]));
                        lf.bind(r, id);
                        Some((id, r))
                    }
                    None => None,
                };
                items.push(Item::Effect {
                    inst,
                    args,
                    state: st,
                    result: res,
                });
                state = st;
            }
            Role::Terminator => {
                let args = lf.args(inst)?;
                let mut succs = Vec::new();
                for s in &d.succs {
                    let a = dfg
                        .call_args(s)
                        .iter()
                        .map(|&v| lf.value(v))
                        .collect::<Result<Vec<_>, _>>()?;
                    succs.push(Edge {
                        block: s.block,
                        args: a,
                    });
                }
                term = Some(Term { inst, args, succs });
            }
        }
    }
    lf.end_state.insert(b, state);
    let term = term.ok_or_else(|| LiftError(format!("{b} has no terminator")))?;
    Ok(SkBlock {
        block: b,
        params,
        items,
        term,
    })
}
