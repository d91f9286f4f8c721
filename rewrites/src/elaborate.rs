//! Elaboration: the skeleton plus the chosen nodes back into an nvvm body.
//!
//! Invariants of the output:
//! - blocks, block parameters, effects (in order) and terminators are the
//!   skeleton's, one for one, except the store tiles of
//!   [`ElabPolicy::stores`]: one vector store at the last member's place;
//! - a pure value is computed once per dominator-tree scope: before
//!   computing a class at block `b`, a copy placed in a block that
//!   dominates `b` is reused (GVN by construction);
//! - a pure, non-trapping value whose operands are all defined outside a
//!   loop is placed before that loop (the outermost such loop), in its
//!   preheader or else its header's immediate dominator; literals and symbol addresses are placed in the block
//!   that uses them, where instruction selection folds them;
//! - loads and divisions are computed only at their skeleton anchor (never
//!   speculated), or reused from a dominating copy; a vector load that a
//!   lane's chosen `extractelement` reads is computed at that lane's
//!   anchor (the `slp` set packs only loads of one block and state);
//! - pure values are emitted in demand order (skeleton order, operands
//!   first, left to right): deterministic;
//! - under an [`ElabPolicy`], a class in its `remat` set is instead
//!   computed once per block that uses it and never hoisted, and a pinned
//!   class is computed at the end of its block (before the terminator).

use dialects::analysis::DomTree;
use dialects::ir::{
    Attrs, Block, Body, Const, FastMath, Format, Inst, IntFlags, IntPred, Opcode, Type, Value,
};
use egg::Id;
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use cost::loops::LoopNest;

use crate::analysis::Graph;
use crate::extract::{value_args, Choices};
use crate::lang::{AttrId, Node, Op};
use crate::lift::Lifted;
use crate::skeleton::Item;
use crate::slp::StorePack;

/// Why elaboration failed (a bug in a rule or an extractor; the pass then
/// keeps the function unchanged and reports this).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ElabError(pub String);

/// Counters of one elaboration.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ElabStats {
    /// Pure instructions emitted.
    pub pure_insts: usize,
    /// Of those, placed in a loop preheader.
    pub hoisted: usize,
    /// Demands served by a dominating copy.
    pub reused: usize,
    /// Named copies of rematerialized classes beyond the first.
    pub remat: usize,
    /// Use-level clones (`uclone_` copies) of split classes.
    pub uclone: usize,
    /// Values placed at the common dominator of their uses
    /// ([`crate::share`]) instead of their first use.
    pub shared: usize,
}

struct Elab<'a> {
    eg: &'a Graph,
    choices: &'a Choices,
    names: &'a FxHashMap<Id, String>,
    dt: DomTree,
    out: Body,
    bmap: FxHashMap<Block, Block>,
    avail: FxHashMap<Id, SmallVec<[(Block, Value); 2]>>,
    vblock: FxHashMap<Value, Block>,
    /// The source's loops (membership in O(1), no per-loop block sets:
    /// those made deep nests quadratic in memory).
    nest: LoopNest,
    /// Each loop's preheader, when it has one.
    preheaders: Vec<Option<Block>>,
    named: FxHashSet<Id>,
    stats: ElabStats,
    /// Alternatives used by the current demand where the chosen node's
    /// operands are not available at the use (see [`Elab::demand`]).
    picks: FxHashMap<Id, Node>,
    policy: &'a ElabPolicy,
    /// Each value's position in its block when it was emitted.
    vpos: FxHashMap<Value, usize>,
    /// The nearest common dominator of each class's using blocks
    /// ([`crate::share`]).
    shared: FxHashMap<Id, Block>,
}

/// Placement decisions an extractor makes beyond the choice of nodes.
#[derive(Clone, Debug, Default)]
pub struct ElabPolicy {
    /// Classes recomputed in every block that uses them (never reused from
    /// another block, never hoisted): rematerialization. Copies after the
    /// first are named `remat_<name>`, as cicc names them.
    pub remat: FxHashSet<Id>,
    /// Classes computed at the end of a block even when first used later
    /// (live-out narrowing: the narrow value, not the wide one, crosses the
    /// block boundary); unnamed ones are named `nloNewBit`.
    pub pin: Vec<(Id, Block)>,
    /// Block parameters not emitted (with their edge arguments): the
    /// extractor computes their classes from other nodes (IV demotion
    /// carries one of a wide parameter and its narrow companion).
    pub drop: Vec<(Block, usize)>,
    /// Classes whose live ranges are split inside a block: a use more than
    /// [`UCLONE_GAP`] instructions after the block's last copy gets a new
    /// copy (`uclone_<name>`, seed 000's use-level clone) instead of
    /// keeping the old one live.
    pub uclone: FxHashSet<Id>,
    /// Classes of `remat` that live-out simplification recomputes in the
    /// blocks using them: their copies are named `nloNewAdd`.
    pub nlo_add: FxHashSet<Id>,
    /// Store tiles packed into one vector store (the `slp` set), by the
    /// member stored last, where the vector store goes; the other members
    /// are not emitted.
    pub stores: FxHashMap<Inst, StorePack>,
    /// The other members of those tiles: not emitted.
    pub packed_away: FxHashSet<Inst>,
    /// Allocas given 16-byte alignment (a packed tile relies on it).
    pub align_allocas: Vec<Inst>,
    /// Compute each value where first used, not at the common dominator of
    /// its uses ([`crate::share`]).
    pub no_share: bool,
    /// Hoist nothing out of loops (`-opt -do-licm=0`): a value is computed
    /// where its uses are, inside the loop.
    pub no_licm: bool,
}

impl ElabPolicy {
    /// The policy with these store tiles packed and these allocas aligned
    /// to 16 bytes.
    pub fn with_stores(mut self, packs: &[StorePack], allocas: &[Inst]) -> ElabPolicy {
        for p in packs {
            self.stores.insert(p.last, p.clone());
            let others = p.members.iter().filter(|&&m| m != p.last);
            self.packed_away.extend(others);
        }
        self.align_allocas.extend_from_slice(allocas);
        self
    }
}

/// Instructions after which a split class is computed again for a use in
/// the same block: closer uses share a copy (a clone there would free
/// nothing for long).
pub const UCLONE_GAP: usize = 16;

fn is_leaf_literal(n: &Node) -> bool {
    n.args.is_empty()
        && matches!(
            n.op,
            Op::Int(_) | Op::Float(_) | Op::Inst(Opcode::Const, _) | Op::Inst(Opcode::Addr, _)
        )
}

/// A load of memory nothing writes while the kernel runs (`ld.global.nc`:
/// `!invariant.load`, or a `noalias readonly` kernel parameter), not
/// volatile or atomic: re-issuing it where its first copy dominates gives
/// the same value and cannot fault.
pub fn is_invariant_load(eg: &Graph, n: &Node) -> bool {
    match n.op {
        Op::Inst(Opcode::Load, a) => matches!(
            eg.analysis.attr(a),
            Attrs::Mem(m) if m.invariant && !m.volatile && m.ordering.is_none()
        ),
        _ => false,
    }
}

fn is_trapping(n: &Node) -> bool {
    matches!(
        n.opcode(),
        Some(Opcode::Load | Opcode::UDiv | Opcode::SDiv | Opcode::URem | Opcode::SRem)
    )
}

/// The attribute payload to emit for a node.
pub fn node_attrs(eg: &Graph, n: &Node) -> Result<(Opcode, Attrs), ElabError> {
    Ok(match n.op {
        Op::Int(v) => (Opcode::Const, Attrs::Const(Const::Int(v))),
        Op::Float(v) => (Opcode::Const, Attrs::Const(Const::Float(v))),
        Op::ICmp(_) => (
            Opcode::ICmp,
            Attrs::ICmp(n.icmp_pred().unwrap_or(IntPred::Eq)),
        ),
        Op::Inst(op, a) if a == AttrId::NONE || a == AttrId::ANY => {
            let attrs = match op.format() {
                Format::Plain => Attrs::None,
                Format::Int => Attrs::Int(IntFlags::default()),
                Format::Float => Attrs::Float(FastMath::default()),
                f => return Err(ElabError(format!("{op} needs a {f:?} payload"))),
            };
            (op, attrs)
        }
        Op::Inst(op, a) => (op, eg.analysis.attr(a).clone()),
        _ => return Err(ElabError(format!("{n} is not an instruction"))),
    })
}

impl Elab<'_> {
    fn lookup(&self, c: Id, at: Block) -> Option<Value> {
        let local = self.policy.remat.contains(&c);
        // A split class's copy in this block serves only nearby uses.
        let now = if self.policy.uclone.contains(&c) {
            Some(self.len(at))
        } else {
            None
        };
        let usable = |&&(b, v): &&(Block, Value)| {
            if let (Some(now), true) = (now, b == at) {
                let age = now.saturating_sub(self.vpos.get(&v).copied().unwrap_or(0));
                if age > UCLONE_GAP {
                    return false;
                }
            }
            if local {
                b == at
            } else {
                self.dt.dominates(b, at)
            }
        };
        let copies = self.avail.get(&c)?;
        // The newest copy of a split class; the first of any other (there
        // is one per dominator scope).
        let found = if now.is_some() {
            copies.iter().rev().find(usable)
        } else {
            copies.iter().find(usable)
        };
        found.map(|p| p.1)
    }

    /// Instructions emitted so far into `at` (terminator excluded).
    fn len(&self, at: Block) -> usize {
        self.bmap
            .get(&at)
            .map_or(0, |&ob| self.out.dfg.blocks[ob].insts.len())
    }

    fn bind(&mut self, c: Id, at: Block, v: Value) {
        let again = self
            .avail
            .get(&c)
            .is_some_and(|cs| cs.iter().any(|(b, _)| *b == at));
        self.avail.entry(c).or_default().push((at, v));
        self.vblock.insert(v, at);
        self.vpos.insert(v, self.len(at));
        if again && self.policy.uclone.contains(&c) {
            self.stats.uclone += 1;
            let n = self.names.get(&c).map_or("v", String::as_str);
            self.out.dfg.value_names[v] = Some(format!("uclone_{n}"));
            return;
        }
        if let Some(n) = self.names.get(&c) {
            if self.named.insert(c) {
                self.out.dfg.value_names[v] = Some(n.clone());
            } else if self.policy.nlo_add.contains(&c) {
                self.out.dfg.value_names[v] = Some("nloNewAdd".into());
                self.stats.remat += 1;
            } else if self.policy.remat.contains(&c) {
                self.out.dfg.value_names[v] = Some(format!("remat_{n}"));
                self.stats.remat += 1;
            }
        }
    }

    fn choice(&self, c: Id) -> Result<&Node, ElabError> {
        self.picks
            .get(&c)
            .or_else(|| self.choices.nodes.get(&c))
            .ok_or_else(|| ElabError(format!("no choice for class {c}")))
    }

    /// Places `inst` at the end of `at`, before its terminator if it has one.
    fn place(&mut self, at: Block, inst: Inst) {
        let ob = self.bmap[&at];
        let n = self.out.dfg.blocks[ob].insts.len();
        let pos = match self.out.dfg.blocks[ob].insts.last() {
            Some(&l) if self.out.dfg.insts[l].opcode.is_terminator() => n - 1,
            _ => n,
        };
        self.out.insert_inst(ob, pos, inst);
    }

    fn emit(
        &mut self,
        at: Block,
        op: Opcode,
        args: &[Value],
        attrs: Attrs,
        ty: Option<Type>,
    ) -> Inst {
        let inst = self.out.dfg.make_inst(op, args, attrs, ty);
        self.place(at, inst);
        inst
    }

    /// The outermost loop preheader `v`'s operands allow, else `at`.
    ///
    /// A loop containing an operand's block contains that block in all
    /// its ancestors too, so the loops that allow hoisting are the inner
    /// end of `at`'s loop chain: walking outwards from the innermost stops
    /// at the first loop holding an operand, not at the outermost loop.
    fn placement(&self, at: Block, arg_blocks: &[Block]) -> Block {
        let mut best = at;
        let mut cur = self.nest.innermost(at);
        while let Some(l) = cur {
            if arg_blocks.iter().any(|&b| self.nest.contains(l, b)) {
                break;
            }
            if let Some(p) = self.preheaders[l] {
                best = p;
            }
            cur = self.nest.loops[l].parent;
        }
        best
    }

    /// The common dominator of `c`'s uses instead of `t`, when it is above
    /// `t`, its operands are available there, and it lies in no loop that
    /// `t` is not in (a sibling loop's header would run it every
    /// iteration).
    fn shared_placement(&self, c: Id, t: Block, arg_blocks: &[Block]) -> Block {
        let Some(&l) = self.shared.get(&c) else {
            return t;
        };
        let fits = l != t
            && self.dt.dominates(l, t)
            && arg_blocks.iter().all(|&b| self.dt.dominates(b, l))
            && self
                .nest
                .innermost(l)
                .is_none_or(|li| self.nest.contains(li, t));
        if fits {
            l
        } else {
            t
        }
    }

    /// A literal's value at `at`, reusing a dominating copy.
    fn literal(&mut self, c: Id, n: &Node, at: Block) -> Result<Value, ElabError> {
        if let Some(v) = self.lookup(c, at) {
            return Ok(v);
        }
        let (op, attrs) = node_attrs(self.eg, n)?;
        let i = self.emit(at, op, &[], attrs, n.ty.val());
        let v = self
            .out
            .dfg
            .inst_result(i)
            .ok_or_else(|| ElabError("literal without result".into()))?;
        self.bind(c, at, v);
        Ok(v)
    }

    /// Emits class `c`'s chosen node for a use at `at`; its operands must
    /// be available there already.
    fn emit_node(&mut self, c: Id, n: &Node, at: Block, anchored: bool) -> Result<(), ElabError> {
        if is_leaf_literal(n) {
            self.literal(c, n, at)?;
            return Ok(());
        }
        let args: Vec<Id> = value_args(self.eg, n).collect();
        let mut arg_blocks = Vec::new();
        for &a in &args {
            let an = self.choice(a)?;
            if !is_leaf_literal(an) {
                let v = self
                    .lookup(a, at)
                    .ok_or_else(|| ElabError(format!("operand {a} unavailable")))?;
                arg_blocks.push(self.vblock[&v]);
            }
        }
        let target = if is_trapping(n) || anchored || self.policy.remat.contains(&c) {
            at
        } else {
            let t = self.placement(at, &arg_blocks);
            let s = self.shared_placement(c, t, &arg_blocks);
            if s != t {
                self.stats.shared += 1;
            }
            s
        };
        let mut vals = Vec::with_capacity(args.len());
        for &a in &args {
            let an = self.choice(a)?.clone();
            let v = if is_leaf_literal(&an) {
                // A symbol under a register offset takes a `mov.u64` of
                // its own (no `[sym + %rd]` address form): set once before
                // the loops, as libNVVM does, instead of every iteration
                // (conv2d_const's constant-memory mask).
                let symbol_base = n.opcode() == Some(Opcode::PtrAdd)
                    && matches!(an.op, Op::Inst(Opcode::Addr, _))
                    && !self.policy.remat.contains(&a)
                    && args
                        .iter()
                        .any(|&o| o != a && self.choice(o).is_ok_and(|on| !is_leaf_literal(on)));
                let at_lit = if symbol_base {
                    self.placement(target, &[])
                } else {
                    target
                };
                self.literal(a, &an, at_lit)?
            } else {
                self.lookup(a, at)
                    .ok_or_else(|| ElabError(format!("operand {a} unavailable")))?
            };
            vals.push(v);
        }
        let (op, attrs) = node_attrs(self.eg, n)?;
        let i = self.emit(target, op, &vals, attrs, n.ty.val());
        let v = self
            .out
            .dfg
            .inst_result(i)
            .ok_or_else(|| ElabError(format!("{n} has no result")))?;
        self.stats.pure_insts += 1;
        if target != at {
            self.stats.hoisted += 1;
        }
        self.bind(c, target, v);
        Ok(())
    }

    /// Whether class `c` can be computed at `at` from values available
    /// there; records in `picks` a node that can where the chosen one
    /// cannot. `memo` breaks cycles (a class under evaluation counts as
    /// not computable).
    fn computable(&mut self, c: Id, at: Block, memo: &mut FxHashMap<Id, bool>) -> bool {
        let c = self.eg.find(c);
        if self.lookup(c, at).is_some() {
            return true;
        }
        if let Some(&r) = memo.get(&c) {
            return r;
        }
        memo.insert(c, false);
        let mut cands: Vec<Node> = self.choices.nodes.get(&c).cloned().into_iter().collect();
        cands.extend(self.eg[c].nodes.iter().cloned());
        let mut found = None;
        for n in cands {
            if matches!(
                n.op,
                Op::Param { .. } | Op::Phi { .. } | Op::BlockState(_) | Op::Res
            ) || n.ty.val().is_none()
                || is_trapping(&n)
            {
                continue;
            }
            let args: Vec<Id> = value_args(self.eg, &n).collect();
            if args.iter().all(|&a| self.computable(a, at, memo)) {
                found = Some(n);
                break;
            }
        }
        let ok = found.is_some();
        if let Some(mut n) = found {
            n.args.iter_mut().for_each(|a| *a = self.eg.find(*a));
            if self.choices.nodes.get(&c) != Some(&n) {
                self.picks.insert(c, n);
            }
        }
        memo.insert(c, ok);
        ok
    }

    /// The value of class `root` at `at`, computing what is missing. When
    /// the chosen nodes need a value that is not available at `at` (two
    /// classes merged, one computed where the other's operands are not
    /// in scope), other nodes of the classes are used for this demand.
    fn demand(&mut self, root: Id, at: Block, anchored: bool) -> Result<Value, ElabError> {
        match self.demand_chosen(root, at, anchored) {
            Ok(v) => Ok(v),
            Err(first) => {
                let mut memo = FxHashMap::default();
                let root_c = self.eg.find(root);
                let ok = if anchored {
                    let n = self.choice(root_c)?.clone();
                    value_args(self.eg, &n)
                        .collect::<Vec<_>>()
                        .into_iter()
                        .all(|a| self.computable(a, at, &mut memo))
                } else {
                    self.computable(root_c, at, &mut memo)
                };
                if !ok {
                    self.picks.clear();
                    return Err(first);
                }
                let r = self.demand_chosen(root, at, anchored);
                self.picks.clear();
                r
            }
        }
    }

    fn demand_chosen(&mut self, root: Id, at: Block, anchored: bool) -> Result<Value, ElabError> {
        let root = self.eg.find(root);
        if let Some(v) = self.lookup(root, at) {
            self.stats.reused += 1;
            return Ok(v);
        }
        let direct = match self.choice(root)? {
            n if n.opcode() == Some(Opcode::ExtractElement) => {
                n.args.first().map(|&a| self.eg.find(a))
            }
            _ => None,
        };
        let mut stack = vec![(root, false)];
        while let Some((c, expanded)) = stack.pop() {
            if self.lookup(c, at).is_some() {
                continue;
            }
            let n = self.choice(c)?.clone();
            if !expanded {
                if matches!(
                    n.op,
                    Op::Param { .. } | Op::Phi { .. } | Op::BlockState(_) | Op::Res
                ) {
                    return Err(ElabError(format!(
                        "{n} (class {c}) is not available in {at}"
                    )));
                }
                // A rematerialized invariant load is re-issued in each
                // block that uses it, where a copy already computed (its
                // anchor) dominates: the address was valid there.
                let reissued = self.policy.remat.contains(&c)
                    && is_invariant_load(self.eg, &n)
                    && self
                        .avail
                        .get(&c)
                        .is_some_and(|cs| cs.iter().any(|(b, _)| self.dt.dominates(*b, at)));
                // A lane's anchor computes the vector load its chosen
                // `extractelement` reads (the `slp` set).
                let at_anchor = anchored && (c == root || direct == Some(c));
                if is_trapping(&n) && !at_anchor && !reissued {
                    return Err(ElabError(format!(
                        "{n} (class {c}) demanded away from its anchor"
                    )));
                }
                stack.push((c, true));
                if !is_leaf_literal(&n) {
                    for a in value_args(self.eg, &n) {
                        if self.lookup(a, at).is_none() && !is_leaf_literal(self.choice(a)?) {
                            stack.push((a, false));
                        }
                    }
                }
            } else {
                self.emit_node(c, &n, at, anchored && (c == root || direct == Some(c)))?;
            }
        }
        self.lookup(root, at)
            .ok_or_else(|| ElabError(format!("class {root} not computed")))
    }
}

/// Builds the optimized body of a lifted function from `choices`.
pub fn elaborate(
    src: &Body,
    lifted: &Lifted,
    choices: &Choices,
) -> Result<(Body, ElabStats), ElabError> {
    elaborate_with(src, lifted, choices, &ElabPolicy::default()).map(|e| (e.body, e.stats))
}

/// An elaborated body, with the class of each value it computes.
pub struct Elaborated {
    /// The body.
    pub body: Body,
    /// Counters.
    pub stats: ElabStats,
    /// The class each instruction result and block parameter stands for.
    pub class_of: FxHashMap<Value, Id>,
}

/// Where each loop's invariant values go: its preheader (the one outside
/// predecessor of the header, branching only to it), else the header's
/// immediate dominator when that block is outside every loop that does
/// not also contain the loop. Without a dedicated preheader (a loop
/// guarded by a trip-count test in its dominator, as clang emits `for`
/// loops) the dominator is the only block outside the loop that every
/// entry passes; values placed there run on the bypass path too, which
/// is safe for the pure, non-trapping values hoisted and costs less than
/// one computation per iteration.
fn hoist_blocks(dt: &DomTree, nest: &LoopNest) -> Vec<Option<Block>> {
    (0..nest.loops.len())
        .map(|i| {
            let header = nest.loops[i].header;
            let outside: Vec<Block> = dt
                .preds(header)
                .iter()
                .copied()
                .filter(|&p| !nest.contains(i, p) && dt.is_reachable(p))
                .collect();
            if let [p] = outside.as_slice() {
                if dt.succs(*p).iter().all(|&s| s == header) {
                    return Some(*p);
                }
            }
            let d = dt.idom(header)?;
            // The dominator must not sit in a sibling loop (the latch of a
            // loop that exits straight into this header): only in loops
            // enclosing this one.
            let encloses = |l: usize| nest.contains(l, header);
            match nest.innermost(d) {
                Some(l) if !encloses(l) => None,
                _ => Some(d),
            }
        })
        .collect()
}

/// [`elaborate`] under a placement policy.
pub fn elaborate_with(
    src: &Body,
    lifted: &Lifted,
    choices: &Choices,
    policy: &ElabPolicy,
) -> Result<Elaborated, ElabError> {
    let dt = DomTree::new(src);
    let nest = LoopNest::compute(src, &dt);
    let preheaders = if policy.no_licm {
        vec![None; nest.loops.len()]
    } else {
        hoist_blocks(&dt, &nest)
    };
    let eg = &lifted.egraph;
    let shared = if policy.no_share {
        FxHashMap::default()
    } else {
        crate::share::use_dominators(eg, choices, &lifted.skeleton, &dt)
    };
    let mut e = Elab {
        eg,
        choices,
        names: &lifted.names,
        dt,
        out: Body::default(),
        bmap: FxHashMap::default(),
        avail: FxHashMap::default(),
        vblock: FxHashMap::default(),
        nest,
        preheaders,
        named: FxHashSet::default(),
        stats: ElabStats::default(),
        picks: FxHashMap::default(),
        policy,
        vpos: FxHashMap::default(),
        shared,
    };
    // Blocks and parameters first: branches may target later blocks.
    let mut sk_index = FxHashMap::default();
    for (i, sk) in lifted.skeleton.blocks.iter().enumerate() {
        let ob = e.out.dfg.make_block();
        e.out.append_block(ob);
        e.out.dfg.block_names[ob] = src.dfg.block_names.get(sk.block).cloned().flatten();
        e.bmap.insert(sk.block, ob);
        sk_index.insert(sk.block, i);
    }
    let mut src_pos: FxHashMap<Id, u32> = FxHashMap::default();
    for (&c, &p) in &lifted.order {
        let at = src_pos.entry(eg.find(c)).or_insert(p);
        *at = (*at).min(p);
    }
    let order: Vec<Block> = e.dt.preorder().to_vec();
    for b in order {
        let Some(&i) = sk_index.get(&b) else { continue };
        let sk = &lifted.skeleton.blocks[i];
        let ob = e.bmap[&b];
        for (k, &(class, ty)) in sk.params.iter().enumerate() {
            if e.policy.drop.contains(&(b, k)) {
                continue;
            }
            let v = e.out.dfg.append_block_param(ob, ty);
            if let Some(&p) = src.dfg.block_params(b).get(k) {
                if let Some(Some(n)) = src.dfg.value_names.get(p) {
                    e.out.dfg.value_names[v] = Some(n.clone());
                }
            }
            let c = eg.find(class);
            e.avail.entry(c).or_default().push((b, v));
            e.vblock.insert(v, b);
        }
        for it in &sk.items {
            match it {
                Item::Effect { inst, .. } if e.policy.packed_away.contains(inst) => {}
                Item::Effect { inst, .. } if e.policy.stores.contains_key(inst) => {
                    let p = &e.policy.stores[inst];
                    let (value, addr, attrs) = (p.value, p.addr, p.attrs);
                    let vals = [e.demand(value, b, false)?, e.demand(addr, b, false)?];
                    let ni = e.emit(b, Opcode::Store, &vals, Attrs::Mem(attrs), None);
                    if let Some(m) = src.dfg.meta.get(inst) {
                        e.out.dfg.meta.insert(ni, m.clone());
                    }
                }
                Item::Effect {
                    inst, args, result, ..
                } => {
                    let mut vals = Vec::with_capacity(args.len());
                    for &a in args {
                        vals.push(e.demand(a, b, false)?);
                    }
                    let d = &src.dfg.insts[*inst];
                    let ty = result.map(|(_, v)| src.dfg.value_type(v));
                    let attrs = match d.attrs {
                        Attrs::Alloca(t, a) if e.policy.align_allocas.contains(inst) => {
                            Attrs::Alloca(t, a.max(16))
                        }
                        ref other => other.clone(),
                    };
                    let ni = e.emit(b, d.opcode, &vals, attrs, ty);
                    if let Some(m) = src.dfg.meta.get(inst) {
                        e.out.dfg.meta.insert(ni, m.clone());
                    }
                    if let (Some((class, sv)), Some(v)) = (result, e.out.dfg.inst_result(ni)) {
                        if let Some(Some(n)) = src.dfg.value_names.get(*sv) {
                            e.out.dfg.value_names[v] = Some(n.clone());
                        }
                        let c = eg.find(*class);
                        e.avail.entry(c).or_default().push((b, v));
                        e.vblock.insert(v, b);
                    }
                }
                Item::Anchor { class, .. } => {
                    e.demand(*class, b, true)?;
                }
            }
        }
        for k in 0..e.policy.pin.len() {
            let (c, at) = e.policy.pin[k];
            if at == b {
                let v = e.demand(c, b, false)?;
                if e.out.dfg.value_names[v].is_none() {
                    e.out.dfg.value_names[v] = Some("nloNewBit".into());
                }
            }
        }
        let t = &sk.term;
        let mut vals = Vec::with_capacity(t.args.len());
        for &a in &t.args {
            vals.push(e.demand(a, b, false)?);
        }
        // Edge arguments (loop-carried values: accumulators) are computed
        // in source order: their listing order is the phis', which need
        // not be the order the source computes them in.
        let mut edge: Vec<(u32, usize, usize, Id)> = Vec::new();
        for (si, s) in t.succs.iter().enumerate() {
            for (k, &a) in s.args.iter().enumerate() {
                if !e.policy.drop.contains(&(s.block, k)) {
                    let at = src_pos.get(&eg.find(a)).copied().unwrap_or(u32::MAX);
                    edge.push((at, si, k, a));
                }
            }
        }
        edge.sort_by_key(|&(at, si, k, _)| (at, si, k));
        let mut edge_vals: FxHashMap<(usize, usize), Value> = FxHashMap::default();
        for &(_, si, k, a) in &edge {
            edge_vals.insert((si, k), e.demand(a, b, false)?);
        }
        let mut succs = Vec::with_capacity(t.succs.len());
        for (si, s) in t.succs.iter().enumerate() {
            let mut args = Vec::with_capacity(s.args.len());
            for k in 0..s.args.len() {
                if let Some(&v) = edge_vals.get(&(si, k)) {
                    args.push(v);
                }
            }
            let target = *e
                .bmap
                .get(&s.block)
                .ok_or_else(|| ElabError(format!("branch to unreachable {}", s.block)))?;
            succs.push(e.out.dfg.block_call(target, &args));
        }
        let d = &src.dfg.insts[t.inst];
        let ni = e.out.dfg.make_inst(d.opcode, &vals, d.attrs.clone(), None);
        e.out.dfg.insts[ni].succs = succs;
        if let Some(m) = src.dfg.meta.get(&t.inst) {
            e.out.dfg.meta.insert(ni, m.clone());
        }
        e.out.append_inst(ob, ni);
    }
    let a = &eg.analysis;
    if a.type_conflicts > 0 || a.const_conflicts > 0 {
        return Err(ElabError(format!(
            "{} merges of differently typed classes, {} of classes with different constants",
            a.type_conflicts, a.const_conflicts
        )));
    }
    let mut class_of = FxHashMap::default();
    for (&c, copies) in &e.avail {
        for &(_, v) in copies {
            class_of.insert(v, c);
        }
    }
    Ok(Elaborated {
        body: e.out,
        stats: e.stats,
        class_of,
    })
}
