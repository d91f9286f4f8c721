//! Register pressure of a function body: liveness, max-live, and a
//! prediction of the register count ptxas will report.
//!
//! Invariants and conventions:
//! - liveness is a backward dataflow over the [`ControlFlowGraph`] with
//!   block parameters: a block's parameters are defined at its entry (they
//!   are never live-in), branch arguments are uses at the end of the
//!   predecessor (its terminator), so `live_out(b) = ∪ live_in(s)` and
//!   `live_in(b) = uses(b) ∪ (live_out(b) − defs(b))`;
//! - sizes are counted in 32-bit registers: 64-bit values (i64, f64,
//!   pointers) count 2, 128-bit values 4, vectors their total bits / 32
//!   rounded up, aggregates their store size / 4 rounded up, anything
//!   narrower 1; `i1` values (and `i1` vector lanes) are predicates and are
//!   counted apart ([`Regs::preds`]);
//! - values of `nvvm.const` and `nvvm.addr` are, by default, not live
//!   anywhere ([`ConstPolicy::Immediate`]): PTX folds constants into
//!   instructions as immediates and ptxas rematerializes symbol addresses,
//!   while the importer hoists them all to the entry block, which would
//!   otherwise make every constant live across the whole kernel;
//! - max-live is found by a reverse walk of each block from its live-out
//!   set; the pressure at an instruction is the larger of what is live just
//!   before it (operands included) and just after it (its result included,
//!   even when unused); ties for the peak go to the first point in layout
//!   order, so reports are deterministic;
//! - the body is expected to pass the verifier (everything after import
//!   and after each pass does); entities missing from the layout are
//!   skipped, but operands naming nonexistent values are not checked.

use cranelift_entity::SecondaryMap;
use dialects::analysis::{ControlFlowGraph, Liveness};
use dialects::ir::intrinsics::{Effects, Family};
use dialects::ir::loop_hints::UnrollHint;
use dialects::ir::{
    Attrs, Block, Body, Compound, Inst, LaunchBounds, Opcode, Type, Value, ValueDef,
};

use crate::bitset::EntityBitSet;
use crate::occupancy::{max_regs_for_blocks, LaunchConfig};
use crate::tables::{Sm, Tables};

/// A set of values.
pub type ValueSet = EntityBitSet<Value>;

/// How values of `nvvm.const` and `nvvm.addr` count.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum ConstPolicy {
    /// They occupy no register (immediates, rematerialized addresses).
    #[default]
    Immediate,
    /// They occupy registers from their definition to their last use.
    Register,
}

/// Options of the pressure analysis.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct PressureOptions {
    /// How constants count.
    pub consts: ConstPolicy,
    /// Let addresses that differ by a constant share one register (PTX's
    /// `[reg+imm]` addressing; see [`crate::address`]): an address used
    /// only by memory instructions counts as a use of its group's first
    /// address and occupies no register itself.
    pub fold_addresses: bool,
    /// Let the entry block's parameters occupy no register: a kernel's
    /// parameters live in the constant bank, which ptxas reads as
    /// instruction operands or reloads where a register would be live too
    /// long (what the rematerializer assumes; the default counts them).
    pub free_entry_params: bool,
}

impl Default for PressureOptions {
    fn default() -> Self {
        PressureOptions {
            consts: ConstPolicy::Immediate,
            fold_addresses: true,
            free_entry_params: false,
        }
    }
}

/// A register count: 32-bit general registers and predicates apart.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct Regs {
    /// 32-bit general-purpose registers.
    pub gprs: u32,
    /// Predicate registers.
    pub preds: u32,
}

impl Regs {
    fn add(&mut self, o: Regs) {
        self.gprs = self.gprs.saturating_add(o.gprs);
        self.preds = self.preds.saturating_add(o.preds);
    }
    fn sub(&mut self, o: Regs) {
        self.gprs = self.gprs.saturating_sub(o.gprs);
        self.preds = self.preds.saturating_sub(o.preds);
    }
    /// No register of either kind.
    pub fn is_zero(self) -> bool {
        self.gprs == 0 && self.preds == 0
    }
}

/// The registers one value of type `ty` occupies.
pub fn value_regs(ty: Type) -> Regs {
    let words = |bits: u64| u32::try_from(bits.div_ceil(32).max(1)).unwrap_or(u32::MAX);
    match ty {
        Type::Int(1) => Regs { gprs: 0, preds: 1 },
        Type::Compound(_) => match ty.as_compound() {
            Some(Compound::Vector {
                elem: Type::Int(1),
                lanes,
            }) => Regs {
                gprs: 0,
                preds: lanes,
            },
            Some(Compound::Vector { .. }) => Regs {
                gprs: words(ty.bits()),
                preds: 0,
            },
            Some(_) => Regs {
                gprs: u32::try_from(ty.store_size().div_ceil(4)).unwrap_or(u32::MAX),
                preds: 0,
            },
            None => Regs::default(),
        },
        _ => Regs {
            gprs: words(ty.bits()),
            preds: 0,
        },
    }
}

/// A program point inside a block.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Point {
    /// The block's entry, where its parameters are defined.
    Entry,
    /// The instruction at this position of the block.
    Inst(usize),
}

/// Liveness and pressure of one block.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BlockPressure {
    /// Values live on entry (parameters excluded).
    pub live_in: ValueSet,
    /// Values live on exit (branch arguments excluded unless live beyond).
    pub live_out: ValueSet,
    /// Registers of `live_in`.
    pub live_in_regs: Regs,
    /// Registers of `live_out`.
    pub live_out_regs: Regs,
    /// Pressure at the entry (live-in plus used parameters).
    pub at_entry: Regs,
    /// Pressure at each instruction, in block order.
    pub at_inst: Vec<Regs>,
    /// The largest general-register pressure in the block, and the
    /// largest predicate pressure (possibly at another point).
    pub max: Regs,
    /// Where `max.gprs` is first reached.
    pub peak: Option<Point>,
}

/// Where a function's general-register pressure peaks.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Peak {
    /// The block.
    pub block: Block,
    /// The point in it.
    pub point: Point,
    /// The instruction there, if the point is one.
    pub inst: Option<Inst>,
}

/// Liveness and register pressure of a function body.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Pressure {
    /// Laid-out blocks, in layout order.
    pub blocks: Vec<Block>,
    /// Per-block results.
    pub per_block: SecondaryMap<Block, BlockPressure>,
    /// Registers each value occupies under the options (zero: not tracked).
    pub weight: SecondaryMap<Value, Regs>,
    /// The function's max-live: largest general-register and predicate
    /// pressures over all points.
    pub max: Regs,
    /// Where `max.gprs` is first reached (`None` for an empty body).
    pub peak: Option<Peak>,
    /// Max-live when every load is issued as early as its block allows
    /// (right after its operands, the last store/atomic/barrier/call before
    /// it, or the block entry): the order a latency-hiding scheduler such
    /// as ptxas's drifts towards while registers are free.
    pub scheduled_max: Regs,
    /// The largest live-in value count of any block (cicc's remat target
    /// baseline, seed 000).
    pub max_live_in: usize,
    /// `scheduled_max.gprs`, or more where ptxas is expected to unroll an
    /// innermost loop stepped by a constant, with no store, atomic,
    /// barrier or call, of at most [`crate::ptx::PTXAS_UNROLL_MAX_INSTS`]
    /// instructions: the loads (results and addresses) of
    /// [`crate::ptx::PTXAS_UNROLL`]` - 1` more iterations issued ahead.
    pub unrolled_max: u32,
    /// The address-folding roots the live sets were computed with (they
    /// depend on instruction order: a group's root is its first address).
    alias: SecondaryMap<Value, Option<Value>>,
}

/// True when a header parameter of `l` is advanced by a constant on every
/// back edge (`p + c`, `p - c`): ptxas can compute such a loop's trip count
/// at run time and unrolls it; a grid-stride loop it leaves alone.
fn stepped_by_constant(
    body: &Body,
    l: &crate::loops::Loop,
    constant: &SecondaryMap<Value, bool>,
) -> bool {
    let dfg = &body.dfg;
    let params = dfg.block_params(l.header);
    (0..params.len()).any(|j| {
        let p = params[j];
        !l.latches.is_empty()
            && l.latches.iter().all(|&latch| {
                let Some(&term) = dfg.blocks[latch].insts.last() else {
                    return false;
                };
                dfg.insts[term].succs.iter().any(|s| {
                    s.block == l.header
                        && dfg.call_args(s).get(j).is_some_and(|&a| {
                            let ValueDef::Result(i) = dfg.values[a].def else {
                                return false;
                            };
                            matches!(dfg.insts[i].opcode, Opcode::Add | Opcode::Sub)
                                && dfg.inst_args(i).contains(&p)
                                && dfg.inst_args(i).iter().any(|&x| constant[x])
                        })
                })
            })
    })
}

fn is_plain_load(body: &Body, i: Inst) -> bool {
    let d = &body.dfg.insts[i];
    match (&d.opcode, &d.attrs) {
        (Opcode::Load, Attrs::Mem(m)) => !m.volatile && m.ordering.is_none(),
        (Opcode::Intrinsic, Attrs::Intrinsic(x)) => x.info.family == Family::Ldg,
        _ => false,
    }
}

fn orders_memory(body: &Body, i: Inst) -> bool {
    let d = &body.dfg.insts[i];
    match d.opcode {
        Opcode::Store
        | Opcode::AtomicRmw
        | Opcode::CmpXchg
        | Opcode::Fence
        | Opcode::Call
        | Opcode::CallIndirect
        | Opcode::InlineAsm => true,
        Opcode::Load => !is_plain_load(body, i),
        Opcode::Intrinsic => match &d.attrs {
            Attrs::Intrinsic(x) => x.info.effects == Effects::SideEffect,
            _ => true,
        },
        _ => false,
    }
}

/// Live-in and live-out sets per block, with the address-folding roots
/// they were computed with.
type LiveSets = (
    SecondaryMap<Block, ValueSet>,
    SecondaryMap<Block, ValueSet>,
    SecondaryMap<Value, Option<Value>>,
);

impl Pressure {
    /// Analyzes `body`.
    pub fn compute(body: &Body, opts: &PressureOptions) -> Pressure {
        Pressure::build(body, opts, None)
    }

    /// Analyzes `body`, which differs from the body `self` was computed
    /// for (with the same options) only in the order of instructions
    /// within blocks. Block liveness is unchanged by that, so only the
    /// walks through the blocks are redone, unless the reordering moved
    /// which address of a folded group comes first (its root, in whose
    /// name the group is live): then the liveness is solved again.
    pub fn after_reorder(mut self, body: &Body, opts: &PressureOptions) -> Pressure {
        let mut live_in = SecondaryMap::new();
        let mut live_out = SecondaryMap::new();
        for &b in &self.blocks {
            let bp = &mut self.per_block[b];
            live_in[b] = std::mem::take(&mut bp.live_in);
            live_out[b] = std::mem::take(&mut bp.live_out);
        }
        let alias = std::mem::take(&mut self.alias);
        Pressure::build(body, opts, Some((live_in, live_out, alias)))
    }

    fn build(body: &Body, opts: &PressureOptions, live: Option<LiveSets>) -> Pressure {
        let dfg = &body.dfg;
        let cfg = ControlFlowGraph::new(body);
        let n = dfg.values.len();
        let constant = if opts.consts == ConstPolicy::Immediate {
            constant_values(body)
        } else {
            SecondaryMap::new()
        };
        let alias = if opts.fold_addresses {
            crate::address::shared_address_bases(body, &constant)
        } else {
            SecondaryMap::new()
        };
        let window = crate::window::window_values(body);
        let mut weight: SecondaryMap<Value, Regs> = SecondaryMap::with_capacity(n);
        let entry = body.entry();
        for (v, vd) in dfg.values.iter() {
            let free_param = opts.free_entry_params
                && matches!(vd.def, ValueDef::Param(b, _) if Some(b) == entry);
            if !constant[v] && alias[v].is_none() && !free_param {
                weight[v] = value_regs(vd.ty);
                if window[v] {
                    weight[v].gprs = 1;
                }
            }
        }
        let tracked = |v: Value| dfg.values.is_valid(v) && !weight[v].is_zero();
        let uses_of = |i: Inst| -> Vec<Value> {
            let Some(d) = dfg.insts.get(i) else {
                return Vec::new();
            };
            let mut u: Vec<Value> = dfg.inst_args(i).to_vec();
            for s in &d.succs {
                u.extend_from_slice(dfg.call_args(s));
            }
            for v in &mut u {
                if let Some(root) = alias[*v] {
                    *v = root;
                }
            }
            u.retain(|&v| tracked(v));
            u
        };
        let blocks: Vec<Block> = cfg.blocks().to_vec();

        // Upward-exposed uses and definitions.
        let mut per_block: SecondaryMap<Block, BlockPressure> = SecondaryMap::new();
        let carried = live
            .filter(|(_, _, old)| *old == alias)
            .map(|(live_in, live_out, _)| (live_in, live_out));
        let (mut live_in, mut live_out) = match carried {
            Some(sets) => sets,
            None => {
                let l = Liveness::compute(body, &cfg, uses_of);
                (l.live_in, l.live_out)
            }
        };

        // Reverse walk of each block, in layout order and in the
        // load-hoisted order the prediction uses.
        // A set's registers from one mask per distinct weight: word-wise
        // popcounts instead of a visit per member (the members of all
        // live sets together grow with the square of the nesting depth).
        let mut by_weight: std::collections::BTreeMap<(u32, u32), ValueSet> = Default::default();
        for (v, w) in weight.iter() {
            if !w.is_zero() {
                by_weight
                    .entry((w.gprs, w.preds))
                    .or_insert_with(|| ValueSet::with_capacity(n))
                    .insert(v);
            }
        }
        let sum = |s: &ValueSet| {
            let mut r = Regs::default();
            for (&(gprs, preds), mask) in &by_weight {
                let k = u32::try_from(s.intersection_len(mask)).unwrap_or(u32::MAX);
                r.add(Regs {
                    gprs: gprs.saturating_mul(k),
                    preds: preds.saturating_mul(k),
                });
            }
            r
        };
        // The walk keeps `live_out` and records only what changes (two
        // scratch sets cleared member by member): copying a whole live
        // set per block was quadratic in the function's size.
        let mut added = ValueSet::with_capacity(n);
        let mut removed = ValueSet::with_capacity(n);
        let mut walk = |order: &[Inst], live_out: &ValueSet| -> (Regs, Vec<Regs>) {
            let mut touched: Vec<Value> = Vec::new();
            let mut cur = sum(live_out);
            let mut at_inst = vec![Regs::default(); order.len()];
            for (idx, &i) in order.iter().enumerate().rev() {
                let mut after = cur;
                let def = dfg
                    .results
                    .get(i)
                    .copied()
                    .flatten()
                    .filter(|&r| tracked(r));
                if let Some(r) = def {
                    let live = added.contains(r) || (live_out.contains(r) && !removed.contains(r));
                    if live {
                        added.remove(r);
                        removed.insert(r);
                        touched.push(r);
                        cur.sub(weight[r]);
                    } else {
                        after.add(weight[r]);
                    }
                }
                for u in uses_of(i) {
                    let live = added.contains(u) || (live_out.contains(u) && !removed.contains(u));
                    if !live {
                        added.insert(u);
                        removed.remove(u);
                        touched.push(u);
                        cur.add(weight[u]);
                    }
                }
                at_inst[idx] = Regs {
                    gprs: after.gprs.max(cur.gprs),
                    preds: after.preds.max(cur.preds),
                };
            }
            for v in touched {
                added.remove(v);
                removed.remove(v);
            }
            (cur, at_inst)
        };
        let mut result = Pressure {
            blocks: blocks.clone(),
            ..Pressure::default()
        };
        let mut sched_block: SecondaryMap<Block, u32> = SecondaryMap::new();
        for &b in &blocks {
            let insts = &dfg.blocks[b].insts;
            let hoisted = load_hoisted_order(body, insts, &uses_of);
            let (_, sched) = walk(&hoisted, &live_out[b]);
            sched_block[b] = sched.iter().map(|r| r.gprs).max().unwrap_or(0);
            for r in sched {
                result.scheduled_max.gprs = result.scheduled_max.gprs.max(r.gprs);
                result.scheduled_max.preds = result.scheduled_max.preds.max(r.preds);
            }
            let (cur, at_inst) = walk(insts, &live_out[b]);
            let at_entry = cur;
            let bp = BlockPressure {
                live_in_regs: sum(&live_in[b]),
                live_out_regs: sum(&live_out[b]),
                live_in: std::mem::take(&mut live_in[b]),
                live_out: std::mem::take(&mut live_out[b]),
                at_entry,
                max: Regs::default(),
                peak: None,
                at_inst,
            };
            per_block[b] = finish_block(bp);
        }
        for &b in &blocks {
            let bp = &per_block[b];
            result.max_live_in = result.max_live_in.max(bp.live_in.len());
            if let Some(point) = bp.peak {
                if result.peak.is_none() || bp.max.gprs > result.max.gprs {
                    result.peak = Some(Peak {
                        block: b,
                        point,
                        inst: match point {
                            Point::Entry => None,
                            Point::Inst(k) => dfg.blocks[b].insts.get(k).copied(),
                        },
                    });
                    result.max.gprs = bp.max.gprs;
                }
            }
            result.max.preds = result.max.preds.max(bp.max.preds);
        }
        result.scheduled_max.gprs = result.scheduled_max.gprs.max(result.max.gprs);
        result.scheduled_max.preds = result.scheduled_max.preds.max(result.max.preds);
        // Innermost counted loops ptxas unrolls (see `unrolled_max`).
        result.unrolled_max = result.scheduled_max.gprs;
        let dt = dialects::analysis::DomTree::new(body);
        let nest = crate::loops::LoopNest::compute(body, &dt);
        let mut has_child = vec![false; nest.loops.len()];
        for l in &nest.loops {
            if let Some(p) = l.parent {
                has_child[p] = true;
            }
        }
        for (k, l) in nest.loops.iter().enumerate() {
            let no_unroll = l.latches.iter().any(|&latch| {
                dfg.blocks[latch]
                    .insts
                    .last()
                    .and_then(|t| dfg.meta.get(t))
                    .is_some_and(|m| m.unroll_hint() == UnrollHint::Disable)
            });
            if no_unroll || has_child[k] || !stepped_by_constant(body, l, &constant) {
                continue;
            }
            let insts = || {
                nest.blocks(k)
                    .iter()
                    .flat_map(|&b| dfg.blocks[b].insts.iter().copied())
            };
            let count = insts().count();
            if count > crate::ptx::PTXAS_UNROLL_MAX_INSTS || insts().any(|i| orders_memory(body, i))
            {
                continue;
            }
            let mut words = 0;
            for i in insts().filter(|&i| is_plain_load(body, i)) {
                if let Some(r) = dfg.results.get(i).copied().flatten() {
                    words += weight[r].gprs;
                }
                for u in uses_of(i) {
                    words += weight[u].gprs;
                }
            }
            if words == 0 {
                continue;
            }
            let peak = nest
                .blocks(k)
                .iter()
                .map(|&b| sched_block[b])
                .max()
                .unwrap_or(0);
            result.unrolled_max = result
                .unrolled_max
                .max(peak + (crate::ptx::PTXAS_UNROLL - 1) * words);
        }
        result.weight = weight;
        result.alias = alias;
        result.per_block = per_block;
        result
    }

    /// Liveness and pressure of block `b`.
    pub fn block(&self, b: Block) -> &BlockPressure {
        &self.per_block[b]
    }
}

/// Values that are compile-time constants: `nvvm.const`, `nvvm.addr`, and
/// pure casts and integer/address arithmetic of constants (the importer
/// turns LLVM constant expressions such as `addrspacecast (@smem)` into
/// such instructions in the entry block).
pub fn constant_values(body: &Body) -> SecondaryMap<Value, bool> {
    let dfg = &body.dfg;
    let mut constant: SecondaryMap<Value, bool> = SecondaryMap::with_capacity(dfg.values.len());
    let insts = body.all_insts();
    let mut changed = true;
    while changed {
        changed = false;
        for &i in &insts {
            let Some(r) = dfg.results.get(i).copied().flatten() else {
                continue;
            };
            if constant[r] {
                continue;
            }
            use Opcode::*;
            let is_const = match dfg.insts[i].opcode {
                Const | Addr => true,
                AddrSpaceCast | PtrAdd | Bitcast | PtrToInt | IntToPtr | Trunc | ZExt | SExt
                | Add | Sub | Mul | MulWideS | MulWideU | MadLo | Shl | And | Or | Xor | Freeze => {
                    let args = dfg.inst_args(i);
                    !args.is_empty() && args.iter().all(|&a| dfg.values.is_valid(a) && constant[a])
                }
                _ => false,
            };
            if is_const {
                constant[r] = true;
                changed = true;
            }
        }
    }
    constant
}

/// The instructions of a block with every non-volatile load moved up to
/// just after the last instruction it must follow: a definition of one of
/// its register operands (`uses_of`: after address folding, so the free
/// `ptradd`s in between do not pin it), or a store, atomic, fence, barrier,
/// call or inline asm.
fn load_hoisted_order(
    body: &Body,
    insts: &[Inst],
    uses_of: &dyn Fn(Inst) -> Vec<Value>,
) -> Vec<Inst> {
    let dfg = &body.dfg;
    let is_load = |i: Inst| {
        let d = &dfg.insts[i];
        match (&d.opcode, &d.attrs) {
            (Opcode::Load, Attrs::Mem(m)) => !m.volatile && m.ordering.is_none(),
            (Opcode::Intrinsic, Attrs::Intrinsic(x)) => x.info.family == Family::Ldg,
            _ => false,
        }
    };
    let orders_memory = |i: Inst| {
        let d = &dfg.insts[i];
        match d.opcode {
            Opcode::Store
            | Opcode::AtomicRmw
            | Opcode::CmpXchg
            | Opcode::Fence
            | Opcode::Call
            | Opcode::CallIndirect
            | Opcode::InlineAsm => true,
            Opcode::Load => !is_load(i),
            Opcode::Intrinsic => match &d.attrs {
                Attrs::Intrinsic(x) => x.info.effects == Effects::SideEffect,
                _ => true,
            },
            _ => false,
        }
    };
    let mut order: Vec<Inst> = Vec::with_capacity(insts.len());
    for &i in insts {
        if !dfg.insts.is_valid(i) {
            continue;
        }
        if !is_load(i) {
            order.push(i);
            continue;
        }
        let args = uses_of(i);
        let pos = order
            .iter()
            .rposition(|&j| {
                orders_memory(j)
                    || dfg
                        .results
                        .get(j)
                        .copied()
                        .flatten()
                        .is_some_and(|r| args.contains(&r))
            })
            .map_or(0, |p| p + 1);
        order.insert(pos, i);
    }
    order
}

fn finish_block(mut bp: BlockPressure) -> BlockPressure {
    let mut max = bp.at_entry;
    let mut peak = Point::Entry;
    for (k, r) in bp.at_inst.iter().enumerate() {
        if r.gprs > max.gprs {
            max.gprs = r.gprs;
            peak = Point::Inst(k);
        }
        max.preds = max.preds.max(r.preds);
    }
    bp.max = max;
    bp.peak = Some(peak);
    bp
}

/// Printable block labels, as the generic text format assigns them: a
/// block's name (with `#k` for repeats) or `bbN`, N counting the unnamed
/// blocks in layout order.
pub fn block_labels(body: &Body) -> SecondaryMap<Block, String> {
    let dfg = &body.dfg;
    let mut out: SecondaryMap<Block, String> = SecondaryMap::new();
    let mut seen: std::collections::BTreeMap<&str, u32> = Default::default();
    let mut next = 0u32;
    for &b in &body.layout.blocks {
        if !dfg.blocks.is_valid(b) || !out[b].is_empty() {
            continue;
        }
        out[b] = match dfg.block_names.get(b).and_then(|n| n.as_deref()) {
            Some(name) => {
                let count = seen.entry(name).or_insert(0);
                let label = if *count > 0 {
                    format!("{name}#{count}")
                } else {
                    name.to_string()
                };
                *count += 1;
                label
            }
            None => {
                next += 1;
                format!("bb{}", next - 1)
            }
        };
    }
    out
}

/// Registers ptxas reserves beyond the values of the program: R0/R1 style
/// bookkeeping (the stack pointer R1 is always allocated) and the scratch
/// registers address arithmetic and compare/select sequences need.
pub const PTXAS_OVERHEAD_REGS: u32 = 2;

/// Predicate registers ptxas can allocate (P0-P6); more live predicates
/// spill into general registers.
pub const PTXAS_PREDICATES: u32 = 7;

/// The smallest register count ptxas reports for a kernel that does any
/// work (corpus baseline: the simplest kernels report 10 on sm_80).
pub const PTXAS_MIN_REGS: u32 = 10;

/// The registers a thread may use without lowering occupancy below the
/// maximum whatever the block size: the register file divided by the
/// resident-thread limit, rounded down to the allocation unit (32 on
/// sm_70/80/90/100, 40 on sm_86/89/120, 64 on sm_75). ptxas's scheduler
/// spends registers up to about this level to hide latency even when the
/// program needs fewer (the corpus baseline piles up at 32 on sm_80).
pub fn free_register_budget(sm: Sm) -> u32 {
    let o = Tables::embedded().occupancy(sm);
    let per_thread = o.regs_per_sm / o.max_threads_per_sm.max(1);
    let unit = o.reg_alloc_unit_per_thread_equiv.max(1);
    (per_thread / unit * unit).min(o.max_regs_per_thread)
}

/// The register count ptxas is predicted to report, with its parts.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct RegisterPrediction {
    /// The prediction.
    pub regs: u32,
    /// Max-live general registers it started from.
    pub max_live: u32,
    /// Predicates beyond the hardware's, moved to general registers.
    pub predicate_overflow: u32,
    /// The cap from `.maxnreg` or `.minnctapersm` (with the block size),
    /// when there is one.
    pub cap: Option<u32>,
    /// True when the uncapped estimate exceeds the cap (ptxas will spill).
    pub spills: bool,
}

/// Predicts the register count ptxas reports for a function with pressure
/// `p` and launch bounds `bounds`, compiled for `sm` with blocks of
/// `threads_per_block` threads.
///
/// Heuristic (to be calibrated against `ptxas -v` on the corpus by the
/// bench): `max(max_live + overflow + PTXAS_OVERHEAD_REGS, PTXAS_MIN_REGS)`,
/// where `overflow` is the predicates beyond P0-P6, then clamped to
/// the per-thread maximum (255) and to the cap: `.maxnreg`, or the largest
/// count that keeps `.minnctapersm` blocks resident (as cicc and ptxas
/// honour `__launch_bounds__(maxThreads, minBlocks)`).
pub fn predict_registers(
    p: &Pressure,
    bounds: &LaunchBounds,
    sm: Sm,
    threads_per_block: u32,
) -> RegisterPrediction {
    let max_regs = Tables::embedded().occupancy(sm).max_regs_per_thread;
    let predicate_overflow = p.max.preds.saturating_sub(PTXAS_PREDICATES);
    let plain = p.max.gprs + predicate_overflow + PTXAS_OVERHEAD_REGS;
    let scheduled =
        p.scheduled_max.gprs.max(p.unrolled_max) + predicate_overflow + PTXAS_OVERHEAD_REGS;
    let budget = free_register_budget(sm);
    let raw = plain.max(scheduled.min(budget)).max(PTXAS_MIN_REGS);
    let from_min_blocks = bounds.minctasm.and_then(|b| {
        let t = bounds
            .maxntid
            .or(bounds.reqntid)
            .map_or(threads_per_block, |d| d.iter().map(|&x| x.max(1)).product());
        max_regs_for_blocks(sm, &LaunchConfig::new(0, t), b)
    });
    let cap = match (bounds.maxnreg.filter(|&r| r > 0), from_min_blocks) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    };
    let limit = cap.unwrap_or(max_regs).min(max_regs);
    RegisterPrediction {
        regs: raw.min(limit),
        max_live: p.max.gprs,
        predicate_overflow,
        cap,
        spills: raw > limit,
    }
}

#[cfg(test)]
mod tests;
