//! The per-architecture GPU tables, shipped in `cost/data/gpu_tables.toml`.
//!
//! Invariants:
//! - the TOML file is a verbatim copy of `../shared/gpu/gpu_tables.toml`:
//!   every number keeps its `source` and `kind` (and `note`/`alternatives`
//!   where the research gave them), and the typed structs below keep them
//!   too, so a report can always say where a figure came from;
//! - the text is embedded with `include_str!`, and so is the same data as
//!   JSON (`build.rs` converts it: a TOML parse of the file costs about six
//!   times as much), parsed once ([`Tables::get`], behind a `OnceLock`).
//!   The test `json_copy_matches_toml` proves both give the same tables.
//!   Parsing and validation can only
//!   fail if the embedded file is wrong, which the unit test
//!   `embedded_tables_parse_and_validate` catches; [`Tables::embedded`] relies
//!   on that test and is therefore not a runtime failure path;
//! - every struct denies unknown fields and every latency/throughput key is
//!   an enum, so a renamed or misspelt entry fails that test instead of
//!   silently dropping out of the cost model;
//! - all eight architectures of [`Sm::ALL`] are present, and each occupancy
//!   limit has an entry in `occupancy_sources`.

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use serde::Deserialize;

/// The embedded TOML text.
pub const GPU_TABLES_TOML: &str = include_str!("../data/gpu_tables.toml");

/// The same tables as JSON, converted by `build.rs`.
const GPU_TABLES_JSON: &str = include_str!(concat!(env!("OUT_DIR"), "/gpu_tables.json"));

/// A streaming-multiprocessor architecture with its own table.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Sm {
    /// Volta (V100).
    Sm70,
    /// Turing (T4, RTX 20xx).
    Sm75,
    /// Ampere GA100 (A100).
    Sm80,
    /// Ampere GA10x (RTX 30xx, A10, A40).
    Sm86,
    /// Ada (RTX 40xx, L4, L40).
    Sm89,
    /// Hopper (H100, H200).
    Sm90,
    /// Blackwell datacenter (B200).
    Sm100,
    /// Blackwell consumer (RTX 50xx).
    Sm120,
}

impl Sm {
    /// Every architecture, oldest first.
    pub const ALL: [Sm; 8] = [
        Sm::Sm70,
        Sm::Sm75,
        Sm::Sm80,
        Sm::Sm86,
        Sm::Sm89,
        Sm::Sm90,
        Sm::Sm100,
        Sm::Sm120,
    ];

    /// The table key and `.target` name, e.g. `sm_80`.
    pub fn name(self) -> &'static str {
        match self {
            Sm::Sm70 => "sm_70",
            Sm::Sm75 => "sm_75",
            Sm::Sm80 => "sm_80",
            Sm::Sm86 => "sm_86",
            Sm::Sm89 => "sm_89",
            Sm::Sm90 => "sm_90",
            Sm::Sm100 => "sm_100",
            Sm::Sm120 => "sm_120",
        }
    }

    /// Compute capability times ten (70, 75, ..., 120).
    pub fn cc(self) -> u32 {
        match self {
            Sm::Sm70 => 70,
            Sm::Sm75 => 75,
            Sm::Sm80 => 80,
            Sm::Sm86 => 86,
            Sm::Sm89 => 89,
            Sm::Sm90 => 90,
            Sm::Sm100 => 100,
            Sm::Sm120 => 120,
        }
    }

    /// Parses `sm_80`, `sm_90a`, `sm_100f`, `compute_86` or `80`. The `a`
    /// (architecture-specific) and `f` (family) suffixes map to their base
    /// architecture, whose resources they share; sm_103 (B300) and sm_121
    /// (GB10) take the tables of the family head their `f` code runs on
    /// (sm_100f code runs on sm_103, sm_120f code on sm_121: PTX ISA 9.0
    /// §11.1.2). Other numbers (sm_72, sm_87, sm_88, sm_110, ...) have no
    /// table and are rejected rather than silently approximated.
    pub fn parse(s: &str) -> Result<Sm, ArchError> {
        let err = || ArchError {
            input: s.to_string(),
        };
        let t = s.trim();
        let t = t
            .strip_prefix("sm_")
            .or_else(|| t.strip_prefix("compute_"))
            .unwrap_or(t);
        let t = t.strip_suffix(['a', 'f']).unwrap_or(t);
        let n: u32 = match t.parse().map_err(|_| err())? {
            103 => 100,
            121 => 120,
            n => n,
        };
        Sm::ALL.into_iter().find(|sm| sm.cc() == n).ok_or_else(err)
    }

    /// The other architectures, nearest compute capability first (ties go
    /// to the older one): the order in which a missing table entry is
    /// borrowed.
    pub fn fallback_order(self) -> Vec<Sm> {
        let mut v: Vec<Sm> = Sm::ALL.into_iter().filter(|&o| o != self).collect();
        v.sort_by_key(|o| (o.cc().abs_diff(self.cc()), o.cc()));
        v
    }
}

impl fmt::Display for Sm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Sm {
    type Err = ArchError;
    fn from_str(s: &str) -> Result<Sm, ArchError> {
        Sm::parse(s)
    }
}

/// An architecture name with no table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArchError {
    /// What was asked for.
    pub input: String,
}

impl fmt::Display for ArchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown architecture '{}': expected one of ", self.input)?;
        for (i, sm) in Sm::ALL.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(sm.name())?;
        }
        f.write_str(" (an 'a' or 'f' suffix is accepted)")
    }
}

impl std::error::Error for ArchError {}

/// How a number was obtained (the TOML's `kind`).
#[derive(Deserialize, Copy, Clone, PartialEq, Eq, Debug)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// Stated in NVIDIA documentation.
    Documented,
    /// Measured on hardware (microbenchmark).
    Measured,
    /// Measured for an emulated multi-instruction sequence.
    MeasuredSequence,
    /// A simulator parameter tuned against hardware.
    SimulatorTuned,
    /// A performance-model parameter, not a measurement.
    ModelParameter,
    /// Borrowed from the nearest architecture that has a figure.
    NearestArch,
    /// Read from a third-party copy of a document.
    ThirdPartyTranscription,
    /// Low confidence.
    LowConfidence,
    /// Derived from other figures.
    Derived,
}

/// Dependent-issue latency classes of the latency tables.
#[derive(Deserialize, Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[serde(rename_all = "snake_case")]
pub enum LatKey {
    /// Integer add / logic (IADD3, LOP3).
    IntAlu,
    /// Integer multiply (IMAD).
    IntMul,
    /// Emulated 32-bit integer division.
    IntDiv,
    /// setp / compare.
    CompareSetp,
    /// Population count.
    Popc,
    /// FP32 add/mul/fma.
    Fp32Fma,
    /// FP16 arithmetic.
    Fp16,
    /// FP64 arithmetic.
    Fp64,
    /// SFU approximations (rsqrt, ex2, sin, ...).
    Sfu,
    /// IEEE `div.rn.f32` (emulated); `div_rn_f64` is among its alternatives.
    Fp32DivIeee,
    /// Conversions (F2I, I2F, F2F).
    Conversion,
    /// Shared-memory load.
    SharedLoad,
    /// Global load hitting L1.
    GlobalLoadL1Hit,
    /// Global load hitting L2.
    GlobalLoadL2Hit,
    /// Global load from DRAM.
    GlobalLoadDram,
    /// Constant-cache hit.
    ConstantLoad,
    /// Shared-memory atomic.
    AtomicShared,
    /// Global atomic (uncontended).
    AtomicGlobal,
    /// Warp shuffle.
    WarpShuffle,
    /// `__syncthreads`.
    Barrier,
    /// `__threadfence`.
    Threadfence,
    /// `mma.m16n8k16` f16.
    MmaM16n8k16F16,
    /// `wgmma.m64n256k16` f16.
    WgmmaM64n256k16F16,
    /// Distributed shared memory access.
    DsmemRemoteAccess,
    /// `tcgen05.mma`.
    Tcgen05Mma,
    /// Branch.
    Branch,
}

/// Throughput classes (results per clock per SM).
#[derive(Deserialize, Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[serde(rename_all = "snake_case")]
pub enum ThrKey {
    /// FP32 add/mul/fma.
    Fp32AddMulFma,
    /// FP64 add/mul/fma.
    Fp64AddMulFma,
    /// FP16 add/mul/fma (half2 counts 2 results).
    Fp16x2AddMulFma,
    /// rcp/rsqrt/lg2/ex2/sin/cos.
    SfuRcpRsqrtLg2Ex2SinCos,
    /// 32-bit integer add/sub.
    Int32AddSub,
    /// 32-bit integer mul/mad.
    Int32MulMad,
    /// 32-bit shifts.
    Int32Shift,
    /// compare/min/max.
    CompareMinMax,
    /// and/or/xor.
    BitwiseAndOrXor,
    /// brev/bfe/bfi.
    BitReverseBfeBfi,
    /// clz/popc.
    ClzPopc,
    /// Warp shuffle.
    WarpShuffle,
    /// Sum of absolute differences.
    Sad,
    /// 8/16-bit integer to 32-bit.
    #[serde(rename = "cvt_8_16bit_int_to_32")]
    Cvt8_16BitIntTo32,
    /// Conversions to/from 64-bit types.
    #[serde(rename = "cvt_to_from_64bit")]
    CvtToFrom64Bit,
    /// All other conversions.
    CvtOther,
    /// `__syncthreads`.
    Syncthreads,
    /// f32 to f16/bf16 (12.0 column only).
    CvtF32ToF16Bf16,
    /// f16 to f32 (12.0 column only).
    CvtF16ToF32,
    /// f32 to 32-bit integer (12.0 column only).
    CvtF32ToInt32,
}

/// One dependent-issue latency figure.
#[derive(Deserialize, Clone, Debug)]
#[serde(deny_unknown_fields)]
pub struct Latency {
    /// SM-clock cycles.
    pub cycles: f64,
    /// How it was obtained.
    pub kind: Kind,
    /// Where it comes from (source keys expand in [`Tables::sources`]).
    pub source: String,
    /// Caveats.
    #[serde(default)]
    pub note: Option<String>,
    /// Other published values, keyed by source or variant.
    #[serde(default)]
    pub alternatives: BTreeMap<String, f64>,
}

/// One throughput figure.
#[derive(Deserialize, Clone, Debug)]
#[serde(deny_unknown_fields)]
pub struct Throughput {
    /// Results per clock per SM; one warp instruction is 32 results. `-1`
    /// means emulated by a multi-instruction sequence (see
    /// [`Throughput::per_clk`]).
    pub results_per_clk_per_sm: f64,
    /// How it was obtained.
    pub kind: Kind,
    /// Where it comes from.
    pub source: String,
    /// Caveats.
    #[serde(default)]
    pub note: Option<String>,
}

impl Throughput {
    /// Results per clock per SM, `None` for emulated operations.
    pub fn per_clk(&self) -> Option<f64> {
        (self.results_per_clk_per_sm > 0.0).then_some(self.results_per_clk_per_sm)
    }
}

/// Occupancy limits and allocation granularities of one architecture.
#[derive(Deserialize, Clone, Debug)]
#[serde(deny_unknown_fields)]
pub struct OccupancyLimits {
    /// Threads per block.
    pub max_threads_per_block: u32,
    /// Threads per warp.
    pub warp_size: u32,
    /// Resident warps per SM.
    pub max_warps_per_sm: u32,
    /// Resident threads per SM.
    pub max_threads_per_sm: u32,
    /// Resident blocks per SM.
    pub max_blocks_per_sm: u32,
    /// 32-bit registers per SM.
    pub regs_per_sm: u32,
    /// Registers per block.
    pub max_regs_per_block: u32,
    /// Registers per thread.
    pub max_regs_per_thread: u32,
    /// Register allocation unit, per warp.
    pub reg_alloc_unit_per_warp: u32,
    /// The same unit per thread.
    pub reg_alloc_unit_per_thread_equiv: u32,
    /// Register-file sub-partitions (warp schedulers).
    pub sub_partitions: u32,
    /// Warp allocation granularity.
    pub warp_alloc_granularity: u32,
    /// Shared memory per SM (the largest carve-out).
    pub max_smem_per_sm_bytes: u32,
    /// Shared memory per block with opt-in.
    pub max_smem_per_block_optin_bytes: u32,
    /// Shared memory per block without opt-in (static limit).
    pub default_smem_per_block_bytes: u32,
    /// Shared memory allocation unit.
    pub smem_alloc_unit_bytes: u32,
    /// Shared memory the system reserves per block.
    pub reserved_smem_per_block_bytes: u32,
    /// Legal shared-memory carve-outs in KB, ascending.
    pub smem_carveouts_kb: Vec<u32>,
    /// Shared-memory banks.
    pub smem_banks: u32,
    /// Unified L1 + shared memory per SM in KB.
    pub unified_l1_smem_kb: u32,
    /// Block barriers available per block slot (CC >= 9 barrier limit).
    #[serde(default)]
    pub block_barriers_available_per_block_slot: Option<u32>,
}

impl OccupancyLimits {
    /// Names of the required fields, each of which must have a source.
    pub const FIELDS: &'static [&'static str] = &[
        "max_threads_per_block",
        "warp_size",
        "max_warps_per_sm",
        "max_threads_per_sm",
        "max_blocks_per_sm",
        "regs_per_sm",
        "max_regs_per_block",
        "max_regs_per_thread",
        "reg_alloc_unit_per_warp",
        "reg_alloc_unit_per_thread_equiv",
        "sub_partitions",
        "warp_alloc_granularity",
        "max_smem_per_sm_bytes",
        "max_smem_per_block_optin_bytes",
        "default_smem_per_block_bytes",
        "smem_alloc_unit_bytes",
        "reserved_smem_per_block_bytes",
        "smem_carveouts_kb",
        "smem_banks",
        "unified_l1_smem_kb",
    ];
}

/// Everything the tables say about one architecture.
#[derive(Deserialize, Clone, Debug)]
#[serde(deny_unknown_fields)]
pub struct ArchTable {
    /// Architecture family name.
    pub family: String,
    /// Example products.
    pub example_parts: String,
    /// Caveats.
    #[serde(default)]
    pub note: Option<String>,
    /// Occupancy limits.
    pub occupancy: OccupancyLimits,
    /// Source of each occupancy limit, by field name.
    pub occupancy_sources: BTreeMap<String, String>,
    /// Dependent-issue latencies present for this architecture.
    pub latency: BTreeMap<LatKey, Latency>,
    /// Throughputs present for this architecture.
    pub throughput: BTreeMap<ThrKey, Throughput>,
}

/// `[meta]`.
#[derive(Deserialize, Clone, Debug)]
#[serde(deny_unknown_fields)]
pub struct Meta {
    /// Schema version of the file.
    pub schema_version: u32,
    /// Who produced it.
    pub generated_by: String,
    /// What the cycle counts mean.
    pub clock_note: String,
}

/// `[common]`: facts shared by every architecture, each with its source.
#[derive(Deserialize, Clone, Debug)]
#[serde(deny_unknown_fields)]
#[allow(missing_docs)] // each `x` / `x_source` pair is documented by the TOML
pub struct Common {
    pub warp_size: u32,
    pub warp_size_source: String,
    pub register_width_bits: u32,
    pub register_width_source: String,
    pub regs_per_64bit_value: u32,
    pub regs_per_64bit_value_source: String,
    pub regs_per_128bit_value: u32,
    pub regs_per_128bit_value_source: String,
    pub general_registers_per_thread_max: u32,
    pub general_registers_source: String,
    pub predicate_registers_per_thread: u32,
    pub predicate_registers_source: String,
    pub uniform_registers_per_warp: u32,
    pub uniform_registers_source: String,
    pub uniform_predicates_per_warp: u32,
    pub uniform_predicates_source: String,
    pub convergence_barrier_registers: u32,
    pub convergence_barrier_source: String,
}

/// A table of named entries plus the `source` of the whole table.
#[derive(Deserialize, Clone, Debug)]
pub struct SourcedMap<T> {
    /// Where the entries come from.
    pub source: String,
    /// The entries.
    #[serde(flatten)]
    pub entries: BTreeMap<String, T>,
}

/// `[ptx]`: PTX ISA facts for code generation.
#[derive(Deserialize, Clone, Debug)]
#[serde(deny_unknown_fields)]
#[allow(missing_docs)] // each `x` / `x_source` pair is documented by the TOML
pub struct PtxFacts {
    pub ld_st_vector_widths: Vec<String>,
    pub ld_st_vector_source: String,
    pub max_vector_bits_general: u32,
    pub max_vector_bits_general_source: String,
    pub max_vector_bits_global_sm100: u32,
    pub max_vector_bits_global_sm100_source: String,
    pub alignment_rule: String,
    pub alignment_source: String,
    pub b128_scalar_min_sm: u32,
    pub b128_scalar_source: String,
    pub b128_scalar_min_ptx: f64,
    /// Element type -> legal `.vN` lengths for ld/st.
    pub legal_vectors: SourcedMap<Vec<u32>>,
    /// `.target` -> first PTX ISA version that knows it.
    pub min_ptx_version_for_target: SourcedMap<String>,
    /// Performance directives, described (includes `source`).
    pub directives: BTreeMap<String, String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTables {
    meta: Meta,
    sources: BTreeMap<String, String>,
    common: Common,
    ptx: PtxFacts,
    occupancy_formula: BTreeMap<String, String>,
    arch: BTreeMap<String, ArchTable>,
}

/// The parsed and validated GPU tables.
#[derive(Clone, Debug)]
pub struct Tables {
    /// `[meta]`.
    pub meta: Meta,
    /// Source keys and what they stand for.
    pub sources: BTreeMap<String, String>,
    /// `[common]`.
    pub common: Common,
    /// `[ptx]`.
    pub ptx: PtxFacts,
    /// The occupancy formula in words, with its source.
    pub occupancy_formula: BTreeMap<String, String>,
    /// One table per architecture, in [`Sm::ALL`] order.
    archs: Vec<ArchTable>,
}

/// Why the embedded tables could not be loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableError(pub String);

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cost/data/gpu_tables.toml: {}", self.0)
    }
}

impl std::error::Error for TableError {}

/// A table entry together with the architecture it was read from, which
/// differs from the one asked for when the entry was borrowed.
#[derive(Copy, Clone, Debug)]
pub struct Found<'a, T> {
    /// The entry.
    pub entry: &'a T,
    /// Whose table it comes from.
    pub from: Sm,
}

impl Tables {
    /// Parses and validates a TOML text in the format of the embedded file.
    pub fn parse(text: &str) -> Result<Tables, TableError> {
        let raw: RawTables = toml::from_str(text).map_err(|e| TableError(e.to_string()))?;
        Tables::validate(raw)
    }

    /// The tables from their JSON form (what `build.rs` writes).
    fn parse_json(text: &str) -> Result<Tables, TableError> {
        let raw: RawTables = serde_json::from_str(text).map_err(|e| TableError(e.to_string()))?;
        Tables::validate(raw)
    }

    fn validate(mut raw: RawTables) -> Result<Tables, TableError> {
        let mut archs = Vec::with_capacity(Sm::ALL.len());
        for sm in Sm::ALL {
            let a = raw
                .arch
                .remove(sm.name())
                .ok_or_else(|| TableError(format!("no [arch.{sm}] table")))?;
            validate_arch(sm, &a)?;
            archs.push(a);
        }
        if let Some(extra) = raw.arch.keys().next() {
            return Err(TableError(format!(
                "[arch.{extra}] has no Sm variant; add one to cost::tables::Sm"
            )));
        }
        Ok(Tables {
            meta: raw.meta,
            sources: raw.sources,
            common: raw.common,
            ptx: raw.ptx,
            occupancy_formula: raw.occupancy_formula,
            archs,
        })
    }

    /// The embedded tables, parsed on first use.
    pub fn get() -> Result<&'static Tables, &'static TableError> {
        static TABLES: OnceLock<Result<Tables, TableError>> = OnceLock::new();
        TABLES
            .get_or_init(|| {
                Tables::parse_json(GPU_TABLES_JSON).or_else(|_| Tables::parse(GPU_TABLES_TOML))
            })
            .as_ref()
    }

    /// The embedded tables. They are compiled into the crate and the unit
    /// test `embedded_tables_parse_and_validate` proves they load, so this
    /// cannot fail in a tested build.
    pub fn embedded() -> &'static Tables {
        Tables::get().expect(
            "invariant: the embedded cost/data/gpu_tables.toml parses and validates \
             (checked by tables::tests::embedded_tables_parse_and_validate)",
        )
    }

    /// The table of one architecture.
    pub fn arch(&self, sm: Sm) -> &ArchTable {
        // `archs` is in `Sm::ALL` order, which is declaration order.
        &self.archs[sm as usize]
    }

    /// Occupancy limits of one architecture.
    pub fn occupancy(&self, sm: Sm) -> &OccupancyLimits {
        &self.arch(sm).occupancy
    }

    /// A latency, from `sm`'s table or, when it has none for `key`, from
    /// the nearest architecture that has one ([`Sm::fallback_order`]).
    pub fn latency(&self, sm: Sm, key: LatKey) -> Option<Found<'_, Latency>> {
        std::iter::once(sm)
            .chain(sm.fallback_order())
            .find_map(|s| {
                self.arch(s)
                    .latency
                    .get(&key)
                    .map(|entry| Found { entry, from: s })
            })
    }

    /// A throughput, with the same fallback as [`Tables::latency`].
    pub fn throughput(&self, sm: Sm, key: ThrKey) -> Option<Found<'_, Throughput>> {
        std::iter::once(sm)
            .chain(sm.fallback_order())
            .find_map(|s| {
                self.arch(s)
                    .throughput
                    .get(&key)
                    .map(|entry| Found { entry, from: s })
            })
    }
}

fn validate_arch(sm: Sm, a: &ArchTable) -> Result<(), TableError> {
    let err = |m: String| Err(TableError(format!("[arch.{sm}]: {m}")));
    let o = &a.occupancy;
    for f in OccupancyLimits::FIELDS {
        if !a.occupancy_sources.contains_key(*f) {
            return err(format!(
                "occupancy field '{f}' has no entry in occupancy_sources"
            ));
        }
    }
    if o.block_barriers_available_per_block_slot.is_some()
        && !a
            .occupancy_sources
            .contains_key("block_barriers_available_per_block_slot")
    {
        return err("block_barriers_available_per_block_slot has no source".into());
    }
    let positive = [
        ("warp_size", o.warp_size),
        ("max_threads_per_block", o.max_threads_per_block),
        ("max_warps_per_sm", o.max_warps_per_sm),
        ("max_blocks_per_sm", o.max_blocks_per_sm),
        ("regs_per_sm", o.regs_per_sm),
        ("reg_alloc_unit_per_warp", o.reg_alloc_unit_per_warp),
        ("sub_partitions", o.sub_partitions),
        ("smem_alloc_unit_bytes", o.smem_alloc_unit_bytes),
    ];
    for (name, v) in positive {
        if v == 0 {
            return err(format!("{name} must be positive"));
        }
    }
    if o.max_threads_per_sm != o.max_warps_per_sm * o.warp_size {
        return err("max_threads_per_sm != max_warps_per_sm * warp_size".into());
    }
    if !o.smem_carveouts_kb.windows(2).all(|w| w[0] < w[1]) {
        return err("smem_carveouts_kb must be strictly ascending".into());
    }
    if o.smem_carveouts_kb.last().map(|kb| kb * 1024) != Some(o.max_smem_per_sm_bytes) {
        return err("the largest carve-out must equal max_smem_per_sm_bytes".into());
    }
    for (k, l) in &a.latency {
        if l.cycles.is_nan() || l.cycles <= 0.0 || l.source.is_empty() {
            return err(format!("latency {k:?} needs positive cycles and a source"));
        }
    }
    for (k, t) in &a.throughput {
        if t.results_per_clk_per_sm == 0.0 || t.source.is_empty() {
            return err(format!(
                "throughput {k:?} needs a non-zero value and a source"
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embedded_tables_parse_and_validate() {
        let t = match Tables::get() {
            Ok(t) => t,
            Err(e) => panic!("{e}"),
        };
        assert_eq!(t.meta.schema_version, 1);
        assert_eq!(t.common.warp_size, 32);
        assert_eq!(t.common.regs_per_64bit_value, 2);
        assert!(t.sources.contains_key("CPG131") && t.sources.contains_key("OCCH"));
        for sm in Sm::ALL {
            let a = t.arch(sm);
            assert!(!a.latency.is_empty() && !a.throughput.is_empty(), "{sm}");
        }
    }

    #[test]
    fn shipped_copy_matches_shared_data() {
        // The crate ships a verbatim copy; when the shared research file is
        // present (it is in the development checkout), they must agree.
        let shared = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../shared/gpu/gpu_tables.toml"
        );
        if let Ok(text) = std::fs::read_to_string(shared) {
            assert!(
                text == GPU_TABLES_TOML,
                "cost/data/gpu_tables.toml differs from {shared}"
            );
        }
    }

    #[test]
    fn readme_table_values() {
        let t = Tables::embedded();
        let o = |sm| t.occupancy(sm);
        let warps: Vec<u32> = Sm::ALL.iter().map(|&s| o(s).max_warps_per_sm).collect();
        assert_eq!(warps, [64, 32, 64, 48, 48, 64, 64, 48]);
        let blocks: Vec<u32> = Sm::ALL.iter().map(|&s| o(s).max_blocks_per_sm).collect();
        assert_eq!(blocks, [32, 16, 32, 16, 24, 32, 32, 24]);
        let smem: Vec<u32> = Sm::ALL
            .iter()
            .map(|&s| o(s).max_smem_per_sm_bytes / 1024)
            .collect();
        assert_eq!(smem, [96, 64, 164, 100, 100, 228, 228, 100]);
        let reserved: Vec<u32> = Sm::ALL
            .iter()
            .map(|&s| o(s).reserved_smem_per_block_bytes)
            .collect();
        assert_eq!(reserved, [0, 0, 1024, 1024, 1024, 1024, 1024, 1024]);
        assert_eq!(o(Sm::Sm70).smem_alloc_unit_bytes, 256);
        assert_eq!(o(Sm::Sm80).smem_alloc_unit_bytes, 128);
        let l = t.latency(Sm::Sm80, LatKey::GlobalLoadL2Hit).unwrap();
        assert_eq!((l.entry.cycles, l.from), (208.0, Sm::Sm80));
        assert_eq!(l.entry.kind, Kind::Measured);
        assert_eq!(l.entry.alternatives.get("far_partition"), Some(&356.6));
        let thr = t.throughput(Sm::Sm86, ThrKey::Fp32AddMulFma).unwrap();
        assert_eq!(thr.entry.per_clk(), Some(128.0));
        assert_eq!(
            t.throughput(Sm::Sm80, ThrKey::BitReverseBfeBfi)
                .unwrap()
                .entry
                .per_clk(),
            None
        );
    }

    #[test]
    fn missing_entries_come_from_the_nearest_arch() {
        let t = Tables::embedded();
        // sm_80 has no int_div figure: sm_75 (distance 5) beats sm_70 (10).
        let d = t.latency(Sm::Sm80, LatKey::IntDiv).unwrap();
        assert_eq!((d.from, d.entry.cycles), (Sm::Sm75, 79.0));
        // sm_120 has no syncthreads throughput: sm_100 has none either, so
        // sm_90's (distance 30) is used.
        assert_eq!(
            t.throughput(Sm::Sm120, ThrKey::Syncthreads).unwrap().from,
            Sm::Sm90
        );
        // Every class the cost model asks for exists somewhere.
        for sm in Sm::ALL {
            for c in crate::opclass::OpClass::ALL {
                if let Some(k) = c.latency_key() {
                    assert!(t.latency(sm, k).is_some(), "{sm} {c:?}");
                }
                if let Some(k) = c.throughput_key() {
                    assert!(t.throughput(sm, k).is_some(), "{sm} {c:?}");
                }
            }
        }
    }

    #[test]
    fn arch_names() {
        assert_eq!(Sm::parse("sm_90a"), Ok(Sm::Sm90));
        assert_eq!(Sm::parse("sm_100f"), Ok(Sm::Sm100));
        assert_eq!(Sm::parse("sm_103a"), Ok(Sm::Sm100));
        assert_eq!(Sm::parse("sm_121"), Ok(Sm::Sm120));
        assert!(Sm::parse("sm_110a").is_err());
        assert_eq!(Sm::parse("compute_86"), Ok(Sm::Sm86));
        assert_eq!(Sm::parse("120"), Ok(Sm::Sm120));
        assert_eq!("sm_80".parse::<Sm>(), Ok(Sm::Sm80));
        let e = Sm::parse("sm_61").unwrap_err();
        assert!(e.to_string().contains("unknown architecture 'sm_61'"));
        assert!(Sm::parse("sm_").is_err() && Sm::parse("sm_87").is_err());
        for sm in Sm::ALL {
            assert_eq!(Sm::parse(sm.name()), Ok(sm));
        }
        assert_eq!(Sm::Sm100.fallback_order()[0], Sm::Sm90);
    }

    #[test]
    fn json_copy_matches_toml() {
        let json = Tables::parse_json(GPU_TABLES_JSON).expect("build.rs wrote valid JSON");
        let toml = Tables::parse(GPU_TABLES_TOML).expect("the TOML parses");
        assert_eq!(format!("{json:?}"), format!("{toml:?}"));
        assert!(format!("{json:?}").len() > 10_000);
    }

    #[test]
    fn bad_text_is_an_error_not_a_panic() {
        assert!(Tables::parse("").is_err());
        assert!(Tables::parse("[meta]\nschema_version = 'x'").is_err());
        let renamed = GPU_TABLES_TOML.replace("[arch.sm_89]", "[arch.sm_88]");
        assert!(Tables::parse(&renamed).is_err());
        let typo = GPU_TABLES_TOML.replacen(
            "[arch.sm_70.latency.int_alu]",
            "[arch.sm_70.latency.int_alux]",
            1,
        );
        assert!(Tables::parse(&typo).is_err());
    }
}
