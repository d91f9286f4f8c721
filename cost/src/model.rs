//! The [`CostModel`] trait and the default model (docs/cost-model.md).
//!
//! Invariants:
//! - a [`Cost`] is a saturating fixed-point count of milli-cycles with an
//!   explicit infinity (a launch that cannot run); costs order by value and
//!   [`Estimate`]s tie-break on predicted registers, then on instruction
//!   count, so extraction is deterministic;
//! - the default model is a pure function of the body, the kernel
//!   configuration and the embedded tables: estimated cycles per warp =
//!   `max(I, L / H)` where `I` is the issue time of one warp on its
//!   scheduler (throughput tables), `L` its dependent-latency time (latency
//!   tables, critical path per block), both weighted by block frequency
//!   (loop trip counts, seed 000's `remat-loop-trip` = 20 when unknown),
//!   and `H` the warps per scheduler the occupancy calculator allows: the
//!   latency-hiding factor. Crossing a register cliff changes `H`, so it
//!   shows in the cost of latency-bound kernels;
//! - every number the tables lack is a named constant below, documented as
//!   a model parameter.

use std::fmt;

use dialects::analysis::DomTree;
use dialects::ir::Attrs;
use dialects::ir::{
    Body, Dfg, Function, Inst, LaunchBounds, Module, Opcode, Symbol, Value, ValueDef,
};

use crate::loops::{LoopNest, DEFAULT_LOOP_TRIP};
use crate::occupancy::{occupancy, LaunchConfig, LaunchError, Occupancy};
use crate::opclass::{inst_class, issue_count, width_type, OpClass};
use crate::pressure::{predict_registers, Pressure, PressureOptions};
use crate::tables::{LatKey, Sm, Tables, ThrKey};

/// An estimated cost in milli-cycles; saturating, with an explicit infinity.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Cost(u64);

impl Cost {
    /// No cost.
    pub const ZERO: Cost = Cost(0);
    /// A program that cannot run (the launch fails).
    pub const INFINITE: Cost = Cost(u64::MAX);

    /// A cost of `cycles` cycles (negative and NaN count as zero; values
    /// beyond the range saturate below infinity).
    pub fn from_cycles(cycles: f64) -> Cost {
        if cycles.is_nan() || cycles <= 0.0 {
            return Cost::ZERO;
        }
        let m = (cycles * 1000.0).round();
        if m >= (u64::MAX - 1) as f64 {
            Cost(u64::MAX - 1)
        } else {
            Cost(m as u64)
        }
    }

    /// The cost in cycles, `None` when infinite.
    pub fn cycles(self) -> Option<f64> {
        (!self.is_infinite()).then_some(self.0 as f64 / 1000.0)
    }

    /// True for [`Cost::INFINITE`].
    pub fn is_infinite(self) -> bool {
        self == Cost::INFINITE
    }
}

impl std::ops::Add for Cost {
    type Output = Cost;
    fn add(self, o: Cost) -> Cost {
        if self.is_infinite() || o.is_infinite() {
            Cost::INFINITE
        } else {
            Cost(self.0.saturating_add(o.0).min(u64::MAX - 1))
        }
    }
}

impl fmt::Display for Cost {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.cycles() {
            Some(c) => write!(f, "{c:.1} cycles"),
            None => f.write_str("infinite"),
        }
    }
}

/// How a kernel is launched, for costing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelConfig {
    /// Target architecture.
    pub sm: Sm,
    /// Threads per block.
    pub threads_per_block: u32,
    /// Where `threads_per_block` came from.
    pub block_size_source: BlockSizeSource,
    /// Static shared memory per block in bytes.
    pub static_smem: u32,
    /// Dynamic shared memory per block in bytes.
    pub dynamic_smem: u32,
    /// Registers per thread; `None`: predicted from the pressure model.
    pub regs: Option<u32>,
    /// The kernel's launch bounds.
    pub bounds: LaunchBounds,
}

/// Where a block size came from.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum BlockSizeSource {
    /// `.reqntid`: the only size the kernel can be launched with.
    Reqntid,
    /// Given by the caller (`--block-size`).
    Given,
    /// `.maxntid`: the largest size allowed.
    Maxntid,
    /// No information: 256 threads.
    Default,
}

impl BlockSizeSource {
    /// A word for reports.
    pub fn name(self) -> &'static str {
        match self {
            BlockSizeSource::Reqntid => "reqntid",
            BlockSizeSource::Given => "given",
            BlockSizeSource::Maxntid => "maxntid",
            BlockSizeSource::Default => "default",
        }
    }
}

/// The block size assumed when neither the kernel nor the caller gives one.
pub const DEFAULT_BLOCK_SIZE: u32 = 256;

fn dims(d: [u32; 3]) -> u32 {
    d.iter().fold(1u32, |a, &x| a.saturating_mul(x.max(1)))
}

impl KernelConfig {
    /// The configuration of kernel `f` of module `m` on `sm`: block size
    /// from `.reqntid`, else `given`, else `.maxntid`, else 256; static
    /// shared memory from the defined `addrspace(3)` globals its body
    /// addresses; no dynamic shared memory; registers predicted.
    pub fn for_function(m: &Module, f: &Function, sm: Sm, given: Option<u32>) -> KernelConfig {
        let b = &f.bounds;
        let (threads_per_block, block_size_source) = match (b.reqntid, given, b.maxntid) {
            (Some(r), _, _) => (dims(r), BlockSizeSource::Reqntid),
            (None, Some(g), _) => (g, BlockSizeSource::Given),
            (None, None, Some(mx)) => (dims(mx), BlockSizeSource::Maxntid),
            (None, None, None) => (DEFAULT_BLOCK_SIZE, BlockSizeSource::Default),
        };
        KernelConfig {
            sm,
            threads_per_block,
            block_size_source,
            static_smem: static_shared_bytes(m, f),
            dynamic_smem: 0,
            regs: None,
            bounds: f.bounds.clone(),
        }
    }
}

/// The `extern __shared__` arrays (`addrspace(3)` declarations) a
/// function's body addresses, by name in module order: their size is the
/// launch's dynamic shared memory, unknown to the compiler.
pub fn dynamic_shared_arrays(m: &Module, f: &Function) -> Vec<String> {
    let Some(body) = &f.body else {
        return Vec::new();
    };
    let mut used: Vec<dialects::ir::GlobalId> = Vec::new();
    for i in body.all_insts() {
        if let Attrs::Symbol(Symbol::Global(g)) = &body.dfg.insts[i].attrs {
            used.push(*g);
        }
    }
    m.globals
        .iter()
        .filter(|(g, gd)| gd.addrspace == 3 && gd.init.is_none() && used.contains(g))
        .map(|(_, gd)| gd.name.clone())
        .collect()
}

/// Bytes of static shared memory a function's body addresses: the defined
/// (initialized or `undef`) `addrspace(3)` globals named by its
/// `nvvm.addr` instructions, each aligned. `extern __shared__` arrays are
/// declarations (no initializer) and belong to dynamic shared memory.
pub fn static_shared_bytes(m: &Module, f: &Function) -> u32 {
    let Some(body) = &f.body else {
        return 0;
    };
    let mut seen: Vec<dialects::ir::GlobalId> = Vec::new();
    for i in body.all_insts() {
        if let Attrs::Symbol(Symbol::Global(g)) = &body.dfg.insts[i].attrs {
            if !seen.contains(g) {
                seen.push(*g);
            }
        }
    }
    seen.sort();
    let mut total: u64 = 0;
    for g in seen {
        let Some(gd) = m.globals.get(g) else {
            continue;
        };
        if gd.addrspace != 3 || gd.init.is_none() {
            continue;
        }
        let align = if gd.align > 0 {
            u64::from(gd.align)
        } else {
            gd.ty.abi_align()
        }
        .max(1);
        total = total.div_ceil(align) * align + gd.ty.store_size();
    }
    u32::try_from(total).unwrap_or(u32::MAX)
}

/// What one instruction costs one warp.
#[derive(Copy, Clone, PartialEq, Debug)]
pub struct InstCost {
    /// Its class.
    pub class: OpClass,
    /// Cycles until a dependent instruction can use its result.
    pub latency: f64,
    /// Cycles its warp scheduler is busy issuing it.
    pub issue: f64,
}

/// A whole-function estimate.
#[derive(Clone, Debug)]
pub struct Estimate {
    /// Estimated cycles per warp, amortized over the resident warps
    /// (`max(issue, latency / hiding)`); infinite when the launch fails.
    pub cost: Cost,
    /// `I`: weighted issue cycles of one warp.
    pub issue_cycles: f64,
    /// `L`: weighted dependent-latency cycles of one warp.
    pub latency_cycles: f64,
    /// `H`: resident warps per scheduler (0 when the launch fails).
    pub hiding: f64,
    /// Registers per thread used for the occupancy.
    pub registers: u32,
    /// The occupancy at those registers.
    pub occupancy: Result<Occupancy, LaunchError>,
    /// Static instruction count ([`instruction_count`]).
    pub instructions: usize,
}

impl Estimate {
    /// Orders estimates: cost, then registers, then instruction count.
    pub fn key(&self) -> (Cost, u32, usize) {
        (self.cost, self.registers, self.instructions)
    }
}

/// A cost model: per-instruction costs and a whole-function estimate.
pub trait CostModel {
    /// A short name for reports.
    fn name(&self) -> &'static str;

    /// The cost of one instruction of `dfg` for one warp.
    fn inst_cost(&self, dfg: &Dfg, inst: Inst) -> InstCost;

    /// The estimate for `body` launched as `config`.
    fn estimate(&self, body: &Body, config: &KernelConfig) -> Estimate;
}

/// Which level of the memory hierarchy global loads are assumed to hit.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum MemLevel {
    /// L1 hit.
    L1,
    /// L2 hit (near partition): the default, a middle ground between
    /// cache-friendly and streaming kernels.
    #[default]
    L2,
    /// DRAM (TLB hit).
    Dram,
}

/// Model parameter: load/store unit throughput in results per clock per SM
/// (32 LD/ST units per SM on sm_70..sm_120; the tables have no row).
pub const LSU_RESULTS_PER_CLK: f64 = 32.0;
/// Model parameter: latency of a special-register read (S2R); no table row.
pub const SREG_LATENCY: f64 = 20.0;
/// Model parameter: latency of a call, inline asm or unknown intrinsic.
pub const OPAQUE_LATENCY: f64 = 20.0;
/// Model parameter: issue cycles of a call, inline asm or unknown intrinsic.
pub const OPAQUE_ISSUE: f64 = 8.0;
/// Model parameter: fewest instructions an emulated operation (throughput
/// `-1` or no row) issues.
pub const EMULATED_MIN_INSTRUCTIONS: f64 = 4.0;

/// The default cost model of DESIGN.md §5.
#[derive(Clone, Debug)]
pub struct DefaultModel {
    /// Target architecture.
    pub sm: Sm,
    /// Where global loads are assumed to hit.
    pub global_load: MemLevel,
    /// Trip count assumed for loops whose trip count is unknown.
    pub default_trip: u32,
    /// Pressure options for the register prediction.
    pub pressure: PressureOptions,
    latency: [f64; OpClass::ALL.len()],
    issue: [f64; OpClass::ALL.len()],
}

impl DefaultModel {
    /// The default model for `sm`, with tables read once.
    pub fn new(sm: Sm) -> DefaultModel {
        DefaultModel::with_memory(sm, MemLevel::default())
    }

    /// The default model assuming global loads hit `level`.
    pub fn with_memory(sm: Sm, level: MemLevel) -> DefaultModel {
        let t = Tables::embedded();
        let parts = f64::from(t.occupancy(sm).sub_partitions.max(1));
        let warp = f64::from(t.common.warp_size.max(1));
        let lat = |k: LatKey| t.latency(sm, k).map_or(0.0, |f| f.entry.cycles);
        let thr = |k: ThrKey| t.throughput(sm, k).and_then(|f| f.entry.per_clk());
        // Cycles a scheduler spends issuing one warp instruction of a unit
        // that delivers `per_clk` results per clock per SM.
        let cycles_of = |per_clk: f64| warp * parts / per_clk;
        let int_alu_issue = thr(ThrKey::Int32AddSub).map_or(2.0, cycles_of);
        let int_alu_lat = lat(LatKey::IntAlu).max(1.0);
        let mut latency = [0.0; OpClass::ALL.len()];
        let mut issue = [0.0; OpClass::ALL.len()];
        for (k, &c) in OpClass::ALL.iter().enumerate() {
            let l = match c {
                OpClass::Free => 0.0,
                OpClass::SpecialReg => SREG_LATENCY,
                OpClass::Call | OpClass::Opaque => OPAQUE_LATENCY,
                OpClass::StoreGlobal | OpClass::StoreShared | OpClass::StoreLocal => 0.0,
                OpClass::LoadGlobal => lat(match level {
                    MemLevel::L1 => LatKey::GlobalLoadL1Hit,
                    MemLevel::L2 => LatKey::GlobalLoadL2Hit,
                    MemLevel::Dram => LatKey::GlobalLoadDram,
                }),
                OpClass::Fp64Div => t.latency(sm, LatKey::Fp32DivIeee).map_or(0.0, |f| {
                    f.entry
                        .alternatives
                        .get("div_rn_f64")
                        .copied()
                        .unwrap_or(2.0 * f.entry.cycles)
                }),
                _ => c.latency_key().map_or(0.0, lat),
            };
            let i = match c {
                OpClass::Free => 0.0,
                OpClass::Call | OpClass::Opaque => OPAQUE_ISSUE,
                c if c.is_memory() => cycles_of(LSU_RESULTS_PER_CLK),
                OpClass::Branch | OpClass::Return | OpClass::SpecialReg => 1.0,
                _ => match c.throughput_key().and_then(thr) {
                    Some(per_clk) => cycles_of(per_clk).max(1.0),
                    // Emulated: a dependent sequence of integer instructions.
                    None => (l / int_alu_lat).max(EMULATED_MIN_INSTRUCTIONS) * int_alu_issue,
                },
            };
            latency[k] = l;
            issue[k] = i;
        }
        DefaultModel {
            sm,
            global_load: level,
            default_trip: DEFAULT_LOOP_TRIP,
            pressure: PressureOptions::default(),
            latency,
            issue,
        }
    }

    fn class_index(c: OpClass) -> usize {
        OpClass::ALL.iter().position(|&x| x == c).unwrap_or(0)
    }

    /// Latency and issue cycles of one instruction of `class`.
    pub fn class_cost(&self, class: OpClass) -> (f64, f64) {
        let k = DefaultModel::class_index(class);
        (self.latency[k], self.issue[k])
    }
}

impl CostModel for DefaultModel {
    fn name(&self) -> &'static str {
        "default"
    }

    fn inst_cost(&self, dfg: &Dfg, inst: Inst) -> InstCost {
        let class = inst_class(dfg, inst);
        let (lat, iss) = self.class_cost(class);
        let n = f64::from(issue_count(class, width_type(dfg, inst)));
        if n == 0.0 {
            return InstCost {
                class,
                latency: 0.0,
                issue: 0.0,
            };
        }
        InstCost {
            class,
            // A multi-instruction expansion finishes after its last part.
            latency: lat + (n - 1.0) * iss,
            issue: n * iss,
        }
    }

    fn estimate(&self, body: &Body, config: &KernelConfig) -> Estimate {
        let dfg = &body.dfg;
        let dt = DomTree::new(body);
        let nest = LoopNest::compute(body, &dt);
        let mut issue_total = 0.0;
        let mut latency_total = 0.0;
        let mut ready: cranelift_entity::SecondaryMap<Value, f64> =
            cranelift_entity::SecondaryMap::with_capacity(dfg.values.len());
        // Constants become immediates, and an address a constant away from
        // another (or from its base) becomes the `[reg+imm]` of its
        // accesses: neither issues an instruction in PTX (an unrolled
        // tile's 200 addresses would otherwise weigh as much as its
        // arithmetic).
        let constant = crate::pressure::constant_values(body);
        let folded = crate::address::shared_address_bases(body, &constant);
        let free = |i: Inst| {
            let const_offset = dfg.insts[i].opcode == Opcode::PtrAdd
                && dfg.inst_args(i).get(1).is_some_and(|&o| constant[o]);
            const_offset
                || dfg
                    .inst_result(i)
                    .is_some_and(|r| constant[r] || folded[r].is_some())
        };
        for &b in dt.rpo() {
            let freq = nest.frequency(b, self.default_trip);
            let mut block_issue = 0.0;
            let mut block_path: f64 = 0.0;
            for &i in &dfg.blocks[b].insts {
                if free(i) {
                    continue;
                }
                let c = self.inst_cost(dfg, i);
                // Operands defined earlier in this block gate the start;
                // everything else is ready at block entry.
                let start = dfg
                    .inst_args(i)
                    .iter()
                    .filter(|&&a| match dfg.values.get(a).map(|v| v.def) {
                        Some(ValueDef::Result(d)) => body.layout.inst_block[d] == Some(b),
                        _ => false,
                    })
                    .map(|&a| ready[a])
                    .fold(0.0, f64::max);
                let finish = start + c.latency.max(if c.issue > 0.0 { 1.0 } else { 0.0 });
                if let Some(r) = dfg.inst_result(i) {
                    ready[r] = finish;
                }
                block_issue += c.issue;
                block_path = block_path.max(finish);
            }
            issue_total += freq * block_issue;
            latency_total += freq * block_path.max(block_issue);
        }
        // Registers: given, or predicted from pressure.
        let registers = config.regs.unwrap_or_else(|| {
            let p = Pressure::compute(body, &self.pressure);
            predict_registers(&p, &config.bounds, config.sm, config.threads_per_block).regs
        });
        let launch = LaunchConfig::new(registers, config.threads_per_block)
            .with_smem(config.static_smem, config.dynamic_smem);
        let occ = occupancy(config.sm, &launch);
        let parts = f64::from(
            Tables::embedded()
                .occupancy(config.sm)
                .sub_partitions
                .max(1),
        );
        let (cost, hiding) = match &occ {
            Ok(o) => {
                let h = (f64::from(o.warps) / parts).max(1.0);
                (Cost::from_cycles(issue_total.max(latency_total / h)), h)
            }
            Err(_) => (Cost::INFINITE, 0.0),
        };
        Estimate {
            cost,
            issue_cycles: issue_total,
            latency_cycles: latency_total,
            hiding,
            registers,
            occupancy: occ,
            instructions: instruction_count(body),
        }
    }
}

/// Counts laid-out instructions that are not `nvvm.const`/`nvvm.addr`
/// (constants the importer hoists are not instructions of the program).
pub fn instruction_count(body: &Body) -> usize {
    body.all_insts()
        .into_iter()
        .filter(|&i| !matches!(body.dfg.insts[i].opcode, Opcode::Const | Opcode::Addr))
        .count()
}

#[cfg(test)]
mod tests;
