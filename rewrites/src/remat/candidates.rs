//! Candidates of the rematerialization rounds: live-in values of the
//! blocks over the target (recomputed where used, `remat_`) and values
//! split inside a block (`uclone_`), each with its pull-in cost after the
//! knobs' filters, cheapest first.

use cost::loops::LoopNest;
use cost::opclass::OpClass;
use cost::pressure::value_regs;
use dialects::analysis::DomTree;
use dialects::ir::{Block, Opcode, Value, ValueDef};
use egg::Id;
use rustc_hash::{FxHashMap, FxHashSet};

use super::{Ctx, Measured, MAX_DEPTH};
use crate::elaborate::{is_invariant_load, ElabPolicy};
use crate::extract::value_args;
use crate::lang::{Node, Op};

pub(super) fn is_rematerializable_node(eg: &crate::analysis::Graph, n: &Node, loads: bool) -> bool {
    if loads && is_invariant_load(eg, n) {
        return true;
    }
    !matches!(
        n.op,
        Op::Param { .. } | Op::Phi { .. } | Op::BlockState(_) | Op::Res
    ) && n.ty.val().is_some()
        && !matches!(
            n.opcode(),
            Some(
                Opcode::Load
                    | Opcode::UDiv
                    | Opcode::SDiv
                    | Opcode::URem
                    | Opcode::SRem
                    | Opcode::Const
                    | Opcode::Addr
            )
        )
        && !matches!(n.op, Op::Int(_) | Op::Float(_))
}

/// A candidate and the classes rematerialized with it.
pub(super) struct Candidate {
    /// The class recomputed.
    pub class: Id,
    /// It and the operand classes recomputed with it.
    pub chain: Vec<Id>,
    /// Registers it frees where it is live.
    pub regs: u32,
    /// Pull-in cost.
    pub cost: u64,
    /// Blocks it is recomputed in.
    pub blocks: usize,
    /// A live range split inside its block (see [`crate::uclone`]).
    pub split: bool,
}

/// Candidates of one round, cheapest first.
pub(super) fn candidates(
    cx: &Ctx,
    cur: &Measured,
    policy: &ElabPolicy,
    target: u32,
) -> Vec<Candidate> {
    let p = &cur.pressure;
    let over = |b: Block| p.per_block[b].max.gprs + cost::pressure::PTXAS_OVERHEAD_REGS > target;
    let hot: Vec<Block> = p.blocks.iter().copied().filter(|&b| over(b)).collect();
    if hot.is_empty() {
        return Vec::new();
    }
    // Values live into every hot block first; into any of them when none
    // of those can be rematerialized.
    let mut inter = p.per_block[hot[0]].live_in.clone();
    for &b in &hot[1..] {
        inter.intersect_with(&p.per_block[b].live_in);
    }
    let first: Vec<Value> = inter.iter().collect();
    let mut out = scored(cx, cur, policy, first);
    if out.is_empty() {
        let mut all = p.per_block[hot[0]].live_in.clone();
        for &b in &hot[1..] {
            all.union_with(&p.per_block[b].live_in);
        }
        out = scored(cx, cur, policy, all.iter().collect());
    }
    // Live ranges split inside the hot blocks compete on cost (not at
    // `do-remat=1`, which only rematerializes).
    let mut seen: FxHashSet<Id> = out.iter().map(|c| c.class).collect();
    let splits = if cx.cfg.do_remat >= 2 {
        splits(cx, cur, policy, &hot)
    } else {
        Vec::new()
    };
    for c in splits {
        if seen.insert(c.class) {
            out.push(c);
        }
    }
    out.sort_by_key(|c| (c.cost, c.class));
    out
}

/// Use-level clone candidates in `hot` ([`crate::uclone::find`]) that the
/// knobs allow: pure, non-trapping, cheap enough; cost = the node's cost
/// times its block's frequency.
fn splits(cx: &Ctx, cur: &Measured, policy: &ElabPolicy, hot: &[Block]) -> Vec<Candidate> {
    let dt = DomTree::new(&cur.body);
    let nest = LoopNest::compute(&cur.body, &dt);
    let eg = &cx.lifted.egraph;
    let mut out = Vec::new();
    for s in crate::uclone::find(&cur.body, &cur.pressure, hot) {
        let Some(&c) = cur.class_of.get(&s.value) else {
            continue;
        };
        if policy.remat.contains(&c) || policy.uclone.contains(&c) {
            continue;
        }
        let Some(n) = cx.choices.nodes.get(&c) else {
            continue;
        };
        if !is_rematerializable_node(eg, n, false) || (is_move(n) && !cx.cfg.remat_move) {
            continue;
        }
        let base = cx.cost.node_cost(eg, n).max(crate::cost::MIN_COST);
        let cost = (base * nest.frequency(s.block, cx.cfg.loop_trip)).ceil() as u64;
        if cost > cx.cfg.single_cost_limit && !cx.cfg.ignore_single_cost {
            continue;
        }
        out.push(Candidate {
            class: c,
            chain: vec![c],
            regs: value_regs(cur.body.dfg.value_type(s.value)).gprs,
            cost,
            blocks: 1,
            split: true,
        });
    }
    out.retain(|c| c.regs > 0);
    out
}

/// What `do-remat` allows (seed 000: 1 conservative, 2 normal, 3 full):
/// at 1 a single instruction, at 2 a chain without loads, at 3 anything
/// the other knobs allow.
fn level_allows(cx: &Ctx, chain: &[Id]) -> bool {
    let loads = || {
        chain.iter().any(|c| {
            cx.choices
                .nodes
                .get(c)
                .is_some_and(|n| n.opcode() == Some(Opcode::Load))
        })
    };
    match cx.cfg.do_remat {
        0 => false,
        1 => chain.len() == 1 && !loads(),
        2 => !loads(),
        _ => true,
    }
}

/// Move-like instructions: a `mov` or nothing in PTX (`remat-move`).
fn is_move(n: &Node) -> bool {
    matches!(
        n.opcode(),
        Some(Opcode::Bitcast | Opcode::Freeze | Opcode::PtrToInt | Opcode::IntToPtr)
    )
}

/// The rematerializable values among `vals` with their pull-in costs,
/// cheapest first, after the knobs' filters.
fn scored(cx: &Ctx, cur: &Measured, policy: &ElabPolicy, vals: Vec<Value>) -> Vec<Candidate> {
    let dt = DomTree::new(&cur.body);
    let nest = LoopNest::compute(&cur.body, &dt);
    let uses = dialects::analysis::liveness::use_blocks(&cur.body);
    let live_classes = LiveClasses::new(cur);
    let cfg = cx.cfg;
    let eg = &cx.lifted.egraph;
    let mut out = Vec::new();
    for v in vals {
        let ValueDef::Result(_) = cur.body.dfg.values[v].def else {
            continue;
        };
        let Some(&c) = cur.class_of.get(&v) else {
            continue;
        };
        if policy.remat.contains(&c) {
            continue;
        }
        let Some(ub) = uses.get(&v) else { continue };
        let mut chain = Vec::new();
        if !chain_of(cx, c, ub, &live_classes, 0, &mut chain) {
            continue;
        }
        if !level_allows(cx, &chain) {
            continue;
        }
        let mut base = 0.0;
        let mut long = false;
        for &x in &chain {
            if let Some(n) = cx.choices.nodes.get(&x) {
                base += cx.cost.node_cost(eg, n);
                // Long-latency instructions: SFU, division, memory.
                long |= matches!(
                    cx.cost.class(eg, n),
                    Some(OpClass::Sfu | OpClass::FpDiv32 | OpClass::Fp64Div)
                ) || n.opcode() == Some(Opcode::Load);
            }
        }
        let use_factor: f64 = ub.iter().map(|&b| nest.frequency(b, cfg.loop_trip)).sum();
        let mut cost = (base.max(crate::cost::MIN_COST) * use_factor).ceil() as u64;
        if long {
            cost = cost.saturating_mul(u64::from(cfg.lli_factor.max(1)));
        }
        let n = &cx.choices.nodes[&c];
        let uses_n = ub.len() as u32;
        if uses_n > cfg.use_limit && use_factor >= f64::from(cfg.loop_trip) {
            continue;
        }
        if n.opcode() == Some(Opcode::PtrAdd) && cost > cfg.gep_cost {
            continue;
        }
        if cost > cfg.single_cost_limit && !cfg.ignore_single_cost {
            continue;
        }
        out.push(Candidate {
            class: c,
            chain,
            regs: value_regs(cur.body.dfg.value_type(v)).gprs,
            cost,
            blocks: ub.len(),
            split: false,
        });
    }
    out.retain(|c| c.regs > 0);
    out.sort_by_key(|c| (c.cost, c.class));
    out
}

/// Which classes have a value live into a block (operands available
/// without extending a live range). Answered per query from the classes'
/// values and the live-in sets: a table of every block's live classes
/// costs the sum of the live-in sizes, quadratic in the loop nesting depth.
struct LiveClasses<'a> {
    cur: &'a Measured,
    values: FxHashMap<Id, Vec<Value>>,
}

impl<'a> LiveClasses<'a> {
    fn new(cur: &'a Measured) -> LiveClasses<'a> {
        let mut values: FxHashMap<Id, Vec<Value>> = FxHashMap::default();
        for (&v, &c) in &cur.class_of {
            values.entry(c).or_default().push(v);
        }
        // Deterministic order within a class (the map's order is not).
        for vs in values.values_mut() {
            vs.sort_unstable();
        }
        LiveClasses { cur, values }
    }

    /// Whether a value of class `c` is live into `b` or a parameter of `b`.
    fn contains(&self, b: Block, c: Id) -> bool {
        let Some(vs) = self.values.get(&c) else {
            return false;
        };
        let live_in = &self.cur.pressure.per_block[b].live_in;
        vs.iter().any(|&v| {
            live_in.contains(v)
                || matches!(self.cur.body.dfg.values.get(v).map(|d| &d.def),
                    Some(ValueDef::Param(pb, _)) if *pb == b)
        })
    }
}

/// Whether class `c` can be recomputed in every block of `ub`; pushes it
/// and the operand classes recomputed with it onto `chain`.
fn chain_of(
    cx: &Ctx,
    c: Id,
    ub: &[Block],
    live: &LiveClasses<'_>,
    depth: usize,
    chain: &mut Vec<Id>,
) -> bool {
    let Some(n) = cx.choices.nodes.get(&c) else {
        return false;
    };
    if !is_rematerializable_node(&cx.lifted.egraph, n, cx.cfg.load) {
        return false;
    }
    if is_move(n) && !cx.cfg.remat_move {
        return false;
    }
    chain.push(c);
    let eg = &cx.lifted.egraph;
    for a in value_args(eg, n) {
        let Some(an) = cx.choices.nodes.get(&a) else {
            return false;
        };
        if an.args.is_empty()
            && matches!(
                an.op,
                Op::Int(_) | Op::Float(_) | Op::Inst(Opcode::Const | Opcode::Addr, _)
            )
        {
            continue;
        }
        if ub.iter().all(|&b| live.contains(b, a)) {
            continue;
        }
        // A kernel parameter is read from the constant bank wherever used.
        if cx.m.funcs[cx.fid].kernel
            && matches!(an.op, Op::Param { block, .. } if block == eg.analysis.entry)
        {
            continue;
        }
        if depth + 1 >= MAX_DEPTH || !chain_of(cx, a, ub, live, depth + 1, chain) {
            return false;
        }
    }
    true
}
