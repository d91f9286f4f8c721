//! The typed form of an intrinsic name ([`Intr`]) and the vocabulary it is
//! made of: rounding modes, address spaces, warp and barrier modes, atomic
//! operations. The PTX interpreter shares the vocabulary, since PTX
//! instructions carry the same qualifiers.

/// A rounding mode.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum Round {
    /// To nearest, ties to even (`.rn`).
    #[default]
    Rn,
    /// Toward zero (`.rz`).
    Rz,
    /// Toward minus infinity (`.rm`).
    Rm,
    /// Toward plus infinity (`.rp`).
    Rp,
}

impl Round {
    /// The PTX qualifier, without the dot.
    pub fn name(self) -> &'static str {
        match self {
            Round::Rn => "rn",
            Round::Rz => "rz",
            Round::Rm => "rm",
            Round::Rp => "rp",
        }
    }

    /// The qualifier of rounding to an integral value (`rni`, ...).
    pub fn int_name(self) -> &'static str {
        match self {
            Round::Rn => "rni",
            Round::Rz => "rzi",
            Round::Rm => "rmi",
            Round::Rp => "rpi",
        }
    }

    /// Parses `rn`, `rz`, `rm`, `rp`.
    pub fn parse(s: &str) -> Option<Round> {
        Some(match s {
            "rn" => Round::Rn,
            "rz" => Round::Rz,
            "rm" => Round::Rm,
            "rp" => Round::Rp,
            _ => return None,
        })
    }
}

/// An address space, with LLVM's NVPTX numbering.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AddrSpace {
    /// 0: generic addresses, which resolve through the windows.
    Generic,
    /// 1: device memory.
    Global,
    /// 3: per-block shared memory.
    Shared,
    /// 4: constant memory (read-only for kernels).
    Const,
    /// 5: per-thread local memory.
    Local,
    /// 101: kernel parameters (read-only).
    Param,
}

impl AddrSpace {
    /// The space of an LLVM address-space number.
    pub fn from_llvm(n: u32) -> Option<AddrSpace> {
        Some(match n {
            0 => AddrSpace::Generic,
            1 => AddrSpace::Global,
            3 => AddrSpace::Shared,
            4 => AddrSpace::Const,
            5 => AddrSpace::Local,
            101 => AddrSpace::Param,
            _ => return None,
        })
    }

    /// LLVM's number of the space.
    pub fn llvm_number(self) -> u32 {
        match self {
            AddrSpace::Generic => 0,
            AddrSpace::Global => 1,
            AddrSpace::Shared => 3,
            AddrSpace::Const => 4,
            AddrSpace::Local => 5,
            AddrSpace::Param => 101,
        }
    }

    /// The PTX name of the space.
    pub fn name(self) -> &'static str {
        match self {
            AddrSpace::Generic => "generic",
            AddrSpace::Global => "global",
            AddrSpace::Shared => "shared",
            AddrSpace::Const => "const",
            AddrSpace::Local => "local",
            AddrSpace::Param => "param",
        }
    }
}

/// The reduction of a block barrier.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum BarrierRed {
    /// Plain barrier.
    None,
    /// `.and`: 1 when every thread's predicate is true.
    And,
    /// `.or`: 1 when any thread's predicate is true.
    Or,
    /// `.popc`: the number of threads whose predicate is true.
    Popc,
}

/// The lane selection of `shfl.sync`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ShflMode {
    /// `.idx`
    Idx,
    /// `.up`
    Up,
    /// `.down`
    Down,
    /// `.bfly` (xor)
    Bfly,
}

impl ArithOp {
    /// The PTX instruction, without qualifiers.
    pub fn name(self) -> &'static str {
        match self {
            ArithOp::Add => "add",
            ArithOp::Mul => "mul",
            ArithOp::Div => "div",
            ArithOp::Sqrt => "sqrt",
            ArithOp::Rcp => "rcp",
        }
    }
}

impl ApproxOp {
    /// The PTX instruction and its approximation qualifier.
    pub fn name(self) -> &'static str {
        match self {
            ApproxOp::Ex2 => "ex2.approx",
            ApproxOp::Lg2 => "lg2.approx",
            ApproxOp::Sin => "sin.approx",
            ApproxOp::Cos => "cos.approx",
            ApproxOp::Rsqrt => "rsqrt.approx",
            ApproxOp::Rcp => "rcp.approx",
            ApproxOp::Sqrt => "sqrt.approx",
            ApproxOp::Tanh => "tanh.approx",
            ApproxOp::Div => "div.approx",
            ApproxOp::DivFull => "div.full",
        }
    }
}

impl ShflMode {
    /// The mode libNVVM's `shfl.sync` takes as operand `k`.
    pub fn from_operand(k: u128) -> Option<ShflMode> {
        Some(match k {
            0 => ShflMode::Idx,
            1 => ShflMode::Up,
            2 => ShflMode::Down,
            3 => ShflMode::Bfly,
            _ => return None,
        })
    }

    /// The PTX qualifier, without the dot.
    pub fn name(self) -> &'static str {
        match self {
            ShflMode::Idx => "idx",
            ShflMode::Up => "up",
            ShflMode::Down => "down",
            ShflMode::Bfly => "bfly",
        }
    }
}

/// The mode of `vote.sync`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum VoteMode {
    /// `.all`
    All,
    /// `.any`
    Any,
    /// `.uni`
    Uni,
    /// `.ballot`
    Ballot,
}

impl VoteMode {
    /// The mode libNVVM's `vote.sync` takes as operand `k`.
    pub fn from_operand(k: u128) -> Option<VoteMode> {
        Some(match k {
            0 => VoteMode::All,
            1 => VoteMode::Any,
            2 => VoteMode::Uni,
            3 => VoteMode::Ballot,
            _ => return None,
        })
    }

    /// The PTX qualifier, without the dot.
    pub fn name(self) -> &'static str {
        match self {
            VoteMode::All => "all",
            VoteMode::Any => "any",
            VoteMode::Uni => "uni",
            VoteMode::Ballot => "ballot",
        }
    }
}

/// The operation of `redux.sync` (on 32-bit integers, or `.f32` min and
/// max on sm_100a).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ReduxOp {
    /// `.min{.abs}{.NaN}.f32` (`max`: `.max`): `abs` reduces absolute
    /// values; `nan` makes any NaN input give the canonical NaN, where
    /// otherwise NaNs are left out (all NaN: the canonical NaN).
    FMinMax {
        /// `.max` rather than `.min`.
        max: bool,
        /// `.abs`.
        abs: bool,
        /// `.NaN`.
        nan: bool,
    },
    /// `.add` (wrapping)
    Add,
    /// `.min.s32`
    Min,
    /// `.max.s32`
    Max,
    /// `.min.u32`
    UMin,
    /// `.max.u32`
    UMax,
    /// `.and`
    And,
    /// `.or`
    Or,
    /// `.xor`
    Xor,
}

/// An atomic read-modify-write operation.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AtomicOp {
    /// Exchange.
    Exch,
    /// Integer add (wrapping).
    Add,
    /// Integer subtract (wrapping).
    Sub,
    /// And.
    And,
    /// Or.
    Or,
    /// Xor.
    Xor,
    /// Not-and.
    Nand,
    /// Signed minimum.
    Min,
    /// Signed maximum.
    Max,
    /// Unsigned minimum.
    UMin,
    /// Unsigned maximum.
    UMax,
    /// Float add.
    FAdd,
    /// Float subtract.
    FSub,
    /// Float minimum (minnum).
    FMin,
    /// Float maximum (maxnum).
    FMax,
    /// `old >= val ? 0 : old + 1` (PTX `atom.inc`).
    UIncWrap,
    /// `old == 0 || old > val ? val : old - 1` (PTX `atom.dec`).
    UDecWrap,
    /// `old >= val ? old - val : old`.
    USubCond,
    /// Unsigned saturating subtract.
    USubSat,
    /// Float maximum, NaN-propagating, `-0 < +0`.
    FMaximum,
    /// Float minimum, NaN-propagating, `-0 < +0`.
    FMinimum,
    /// IEEE 754-2019 maximumNumber: NaN-avoiding, `-0 < +0`.
    FMaximumNum,
    /// IEEE 754-2019 minimumNumber.
    FMinimumNum,
}

/// A memory scope qualifier (`.cta`, `.cluster`, `.gpu`, `.sys`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum MemScope {
    /// `.cta`
    Cta,
    /// `.cluster`
    Cluster,
    /// `.gpu`
    Gpu,
    /// `.sys`
    Sys,
}

impl MemScope {
    /// The PTX qualifier, without the dot.
    pub fn name(self) -> &'static str {
        match self {
            MemScope::Cta => "cta",
            MemScope::Cluster => "cluster",
            MemScope::Gpu => "gpu",
            MemScope::Sys => "sys",
        }
    }

    pub(super) fn parse(s: &str) -> Option<MemScope> {
        Some(match s {
            "cta" => MemScope::Cta,
            "cluster" => MemScope::Cluster,
            "gpu" => MemScope::Gpu,
            "sys" => MemScope::Sys,
            _ => return None,
        })
    }
}

/// The scope an NVVM atomic names.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AtomScope {
    /// The unscoped `atomic.load.*` forms: the whole device.
    Device,
    /// `.gen.<k>.<scope>` with a scope PTX's `atom` takes.
    Scoped(MemScope),
    /// A spelling instruction selection does not know.
    Unsupported,
}

/// A memory fence.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum FenceOp {
    /// `membar.cta`, `membar.gl`, `membar.sys`.
    Membar(MemScope),
    /// `fence.sc.cluster`.
    ScCluster,
    /// `fence.acq_rel.cluster`.
    AcqRelCluster,
    /// `fence.proxy.alias`.
    ProxyAlias,
    /// `fence.proxy.async` (all state spaces, or `.global`,
    /// `.shared::cta`, `.shared::cluster`): orders generic-proxy accesses
    /// with the async proxy's (TMA, wgmma operands in shared memory).
    ProxyAsync(AsyncProxySpace),
    /// `fence.mbarrier_init.release.cluster`.
    MbarrierInit,
    /// `fence.proxy.tensormap::generic.{release,acquire}.<scope>`.
    Tensormap {
        /// An acquire of a tensor map at an address, rather than a release.
        acquire: bool,
        /// Scope.
        scope: MemScope,
    },
}

/// The state space a `fence.proxy.async` names.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AsyncProxySpace {
    /// Every space (no qualifier).
    All,
    /// `.global`.
    Global,
    /// `.shared::cta`.
    SharedCta,
    /// `.shared::cluster`.
    SharedCluster,
}

/// The mode of `prmt`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum PrmtMode {
    /// Generic: four 4-bit selectors with sign replication.
    Default,
    /// `.f4e` forward 4 extract.
    F4e,
    /// `.b4e` backward 4 extract.
    B4e,
    /// `.rc8` replicate 8.
    Rc8,
    /// `.ecl` edge clamp left.
    Ecl,
    /// `.ecr` edge clamp right.
    Ecr,
    /// `.rc16` replicate 16.
    Rc16,
}

/// A special register read by `llvm.nvvm.read.ptx.sreg.*`. Dimensions are
/// 0..=3 for `.x`, `.y`, `.z` and the `.w` component older IR reads.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Sreg {
    /// `%tid`
    Tid(u8),
    /// `%ntid`
    Ntid(u8),
    /// `%ctaid`
    Ctaid(u8),
    /// `%nctaid`
    Nctaid(u8),
    /// `%clusterid`
    ClusterId(u8),
    /// `%nclusterid`
    NClusterId(u8),
    /// `%cluster_ctaid`
    ClusterCtaid(u8),
    /// `%cluster_nctaid`
    ClusterNctaid(u8),
    /// `%cluster_ctarank`
    ClusterCtarank,
    /// `%cluster_nctarank`
    ClusterNctarank,
    /// `%is_explicit_cluster`
    IsExplicitCluster,
    /// `%laneid`
    Laneid,
    /// `%warpid`
    Warpid,
    /// `%nwarpid`
    Nwarpid,
    /// `WARP_SZ`
    Warpsize,
    /// `%lanemask_{eq,lt,le,gt,ge}` as kinds 0..=4.
    Lanemask(u8),
    /// `%clock`
    Clock,
    /// `%clock64`
    Clock64,
    /// `%globaltimer`
    GlobalTimer,
    /// `%smid`
    Smid,
    /// `%nsmid`
    Nsmid,
    /// `%gridid`
    Gridid,
    /// `%pm0`..`%pm7`
    Pm(u8),
    /// `%pm0_64`..`%pm3_64`
    Pm64(u8),
    /// `%dynamic_smem_size`
    DynamicSmemSize,
    /// `%total_smem_size`
    TotalSmemSize,
    /// `%envreg0`..`%envreg31`
    Envreg(u8),
    /// `%clock_hi` (PTX only: no intrinsic reads it).
    ClockHi,
    /// `%globaltimer_lo` (`llvm.nvvm.read.ptx.sreg.globaltimer.lo`).
    GlobalTimerLo,
    /// `%globaltimer_hi`.
    GlobalTimerHi,
    /// `%aggr_smem_size` (`llvm.nvvm.read.ptx.sreg.aggr_smem_size`).
    AggrSmemSize,
    /// `%reserved_smem_offset_{begin,end,cap,0,1}` as kinds 0..=4
    /// (sm_80, PTX 7.6): the shared memory the driver reserves for
    /// cooperative groups and `<cuda/barrier>`.
    ReservedSmem(u8),
}

impl Sreg {
    /// The PTX register name without `%` (`WARP_SZ` for the warp size).
    pub fn ptx_name(self) -> String {
        const DIM: [&str; 4] = ["x", "y", "z", "w"];
        const MASK: [&str; 5] = ["eq", "lt", "le", "gt", "ge"];
        let d = |n: &str, k: u8| format!("{n}.{}", DIM[k as usize & 3]);
        match self {
            Sreg::Tid(k) => d("tid", k),
            Sreg::Ntid(k) => d("ntid", k),
            Sreg::Ctaid(k) => d("ctaid", k),
            Sreg::Nctaid(k) => d("nctaid", k),
            Sreg::ClusterId(k) => d("clusterid", k),
            Sreg::NClusterId(k) => d("nclusterid", k),
            Sreg::ClusterCtaid(k) => d("cluster_ctaid", k),
            Sreg::ClusterNctaid(k) => d("cluster_nctaid", k),
            Sreg::ClusterCtarank => "cluster_ctarank".into(),
            Sreg::ClusterNctarank => "cluster_nctarank".into(),
            Sreg::IsExplicitCluster => "is_explicit_cluster".into(),
            Sreg::Laneid => "laneid".into(),
            Sreg::Warpid => "warpid".into(),
            Sreg::Nwarpid => "nwarpid".into(),
            Sreg::Warpsize => "WARP_SZ".into(),
            Sreg::Lanemask(k) => format!("lanemask_{}", MASK[(k as usize).min(4)]),
            Sreg::Clock => "clock".into(),
            Sreg::Clock64 => "clock64".into(),
            Sreg::GlobalTimer => "globaltimer".into(),
            Sreg::Smid => "smid".into(),
            Sreg::Nsmid => "nsmid".into(),
            Sreg::Gridid => "gridid".into(),
            Sreg::Pm(k) => format!("pm{k}"),
            Sreg::Pm64(k) => format!("pm{k}_64"),
            Sreg::DynamicSmemSize => "dynamic_smem_size".into(),
            Sreg::TotalSmemSize => "total_smem_size".into(),
            Sreg::Envreg(k) => format!("envreg{k}"),
            Sreg::ClockHi => "clock_hi".into(),
            Sreg::GlobalTimerLo => "globaltimer_lo".into(),
            Sreg::GlobalTimerHi => "globaltimer_hi".into(),
            Sreg::AggrSmemSize => "aggr_smem_size".into(),
            Sreg::ReservedSmem(k) => format!(
                "reserved_smem_offset_{}",
                ["begin", "end", "cap", "0", "1"][(k as usize).min(4)]
            ),
        }
    }

    /// The register a PTX operand names, without `%` (`tid.x`,
    /// `lanemask_lt`, `cluster_ctaid.y`, `clock_hi`); `None` for names
    /// that are not special registers or lack their component.
    pub fn from_ptx_name(name: &str) -> Option<Sreg> {
        match name {
            "WARP_SZ" => return Some(Sreg::Warpsize),
            "clock_hi" => return Some(Sreg::ClockHi),
            "globaltimer_lo" => return Some(Sreg::GlobalTimerLo),
            "globaltimer_hi" => return Some(Sreg::GlobalTimerHi),
            "aggr_smem_size" => return Some(Sreg::AggrSmemSize),
            _ => {}
        }
        let dotted = match name.strip_prefix("lanemask_") {
            Some(k) => format!("lanemask.{k}"),
            None => match name.strip_prefix("cluster_") {
                Some(r) => format!("cluster.{r}"),
                None => name.to_string(),
            },
        };
        super::decode::sreg(&dotted)
    }

    /// The register's width in bits.
    pub fn bits(self) -> u32 {
        match self {
            Sreg::Clock64 | Sreg::GlobalTimer | Sreg::Gridid | Sreg::Pm64(_) => 64,
            Sreg::IsExplicitCluster => 1,
            _ => 32,
        }
    }

    /// True for the cluster registers (sm_90, PTX 7.8).
    pub fn is_cluster(self) -> bool {
        matches!(
            self,
            Sreg::ClusterId(_)
                | Sreg::NClusterId(_)
                | Sreg::ClusterCtaid(_)
                | Sreg::ClusterNctaid(_)
                | Sreg::ClusterCtarank
                | Sreg::ClusterNctarank
        )
    }

    /// The largest value the register can hold, where CUDA bounds it (CUDA
    /// C++ Programming Guide, "Technical Specifications per Compute
    /// Capability": blocks of at most 1024 x 1024 x 64 threads, grids of at
    /// most (2^31 - 1) x 65535 x 65535 blocks; 32 lanes).
    pub fn max(self) -> Option<u128> {
        Some(match self {
            Sreg::Tid(0 | 1) => 1023,
            Sreg::Tid(2) => 63,
            Sreg::Ntid(0 | 1) => 1024,
            Sreg::Ntid(2) => 64,
            Sreg::Ctaid(0) => (1 << 31) - 2,
            Sreg::Ctaid(1 | 2) => 65534,
            Sreg::Nctaid(0) => (1 << 31) - 1,
            Sreg::Nctaid(1 | 2) => 65535,
            Sreg::Laneid => 31,
            Sreg::Warpsize => 32,
            _ => return None,
        })
    }

    /// True when two reads may differ (clocks, timers, counters).
    pub fn is_volatile(self) -> bool {
        matches!(
            self,
            Sreg::Clock
                | Sreg::Clock64
                | Sreg::GlobalTimer
                | Sreg::Pm(_)
                | Sreg::Pm64(_)
                | Sreg::ClockHi
                | Sreg::GlobalTimerLo
                | Sreg::GlobalTimerHi
        )
    }
}

/// Operand form of a barrier intrinsic.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum BarForm {
    /// `barrier0`: no operands, id 0.
    None,
    /// `barrier0.and(pred)`: predicate only, id 0.
    Pred,
    /// `(id)`.
    Id,
    /// `(id, count)`.
    IdCount,
    /// `(id, pred)`.
    IdPred,
    /// `(id, count, pred)`.
    IdCountPred,
}

/// The PTX instruction a barrier intrinsic becomes.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum BarInsn {
    /// `bar.sync` (aligned).
    BarSync,
    /// `barrier.sync` (unaligned).
    BarrierSync,
    /// `bar.arrive`.
    BarArrive,
    /// `barrier.arrive`.
    BarrierArrive,
    /// `bar.red` (aligned) with a reduction.
    Red,
    /// `barrier.red` (unaligned) with a reduction.
    BarrierRed,
}

/// Cluster barriers (`barrier.cluster.*`, sm_90).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct ClusterBarrier {
    /// `wait` rather than `arrive`.
    pub wait: bool,
    /// `.relaxed` (arrive only).
    pub relaxed: bool,
    /// `.aligned`.
    pub aligned: bool,
}

/// Float arithmetic with an explicit rounding mode.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ArithOp {
    /// `add`
    Add,
    /// `mul`
    Mul,
    /// `div`
    Div,
    /// `sqrt`
    Sqrt,
    /// `rcp`
    Rcp,
}

/// Approximate float functions (`*.approx`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ApproxOp {
    /// `ex2`
    Ex2,
    /// `lg2`
    Lg2,
    /// `sin`
    Sin,
    /// `cos`
    Cos,
    /// `rsqrt`
    Rsqrt,
    /// `rcp`
    Rcp,
    /// `sqrt`
    Sqrt,
    /// `tanh`
    Tanh,
    /// `div.approx`
    Div,
    /// `div.full` (2 ulp)
    DivFull,
}

/// Library math (`llvm.exp.*`, ...), exact up to one rounding.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum LibmOp {
    /// `exp`
    Exp,
    /// `exp2`
    Exp2,
    /// `exp10`
    Exp10,
    /// `log`
    Log,
    /// `log2`
    Log2,
    /// `log10`
    Log10,
    /// `sin`
    Sin,
    /// `cos`
    Cos,
    /// `tan`
    Tan,
    /// `tanh`
    Tanh,
    /// `pow`
    Pow,
}

/// Integer operations on one operand.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum IntUn {
    /// `ctpop`
    Ctpop,
    /// `ctlz`
    Ctlz,
    /// `cttz`
    Cttz,
    /// `bitreverse`, `nvvm.brev*`
    Bitrev,
    /// `bswap`
    Bswap,
    /// `abs`
    Abs,
    /// `llvm.nvvm.popc.*`: result i32.
    Popc32,
    /// `llvm.nvvm.clz.*`: result i32.
    Clz32,
}

/// Integer operations on two operands.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum IntBin {
    /// Signed minimum.
    SMin,
    /// Signed maximum.
    SMax,
    /// Unsigned minimum.
    UMin,
    /// Unsigned maximum.
    UMax,
    /// Signed saturating add.
    SAddSat,
    /// Unsigned saturating add.
    UAddSat,
    /// Signed saturating subtract.
    SSubSat,
    /// Unsigned saturating subtract.
    USubSat,
    /// High half of a signed product.
    MulHiS,
    /// High half of an unsigned product.
    MulHiU,
    /// Signed 24-bit multiply.
    Mul24S,
    /// Unsigned 24-bit multiply.
    Mul24U,
}

/// `*.with.overflow`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum OvOp {
    /// `sadd`
    SAdd,
    /// `uadd`
    UAdd,
    /// `ssub`
    SSub,
    /// `usub`
    USub,
    /// `smul`
    SMul,
    /// `umul`
    UMul,
}

/// What a tensor-core intrinsic does with memory.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum TensorOp {
    /// `wmma.load` and friends: reads a fragment.
    Load {
        /// From shared memory.
        shared: bool,
    },
    /// `wmma.store`: writes a fragment.
    Store {
        /// To shared memory.
        shared: bool,
    },
    /// `ldmatrix`: reads shared memory.
    Ldmatrix,
    /// `stmatrix`: writes shared memory.
    Stmatrix,
    /// `wgmma` (reads and writes through descriptors).
    Wgmma,
    /// `mma`, `wmma.mma`: registers only.
    Mma,
}

/// A tensor-core intrinsic: its memory behaviour and its typed form.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Tensor {
    /// What it reads and writes.
    pub mem: TensorOp,
    /// The decoded name.
    pub form: super::tensor::TensorForm,
}

impl Intr {
    /// The register a special-register read reads.
    pub fn special_reg(self) -> Option<Sreg> {
        match self {
            Intr::SpecialReg(s) => Some(s),
            _ => None,
        }
    }
}

/// `cp.async` groups and waits, and the bulk copies (sm_90).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AsyncOp {
    /// `cp.async.commit_group`.
    CommitGroup,
    /// `cp.async.wait_all`.
    WaitAll,
    /// `cp.async.wait_group n`.
    WaitGroup,
    /// `cp.async.mbarrier.arrive[.noinc][.shared].b64`.
    MbarrierArrive {
        /// `.noinc`.
        noinc: bool,
        /// `.shared`.
        shared: bool,
    },
    /// `cp.async.bulk.commit_group`.
    BulkCommitGroup,
    /// `cp.async.bulk.wait_group[.read] n`.
    BulkWaitGroup {
        /// `.read`.
        read: bool,
    },
    /// Global to shared::cluster with an mbarrier completion.
    BulkGlobalToCluster,
    /// Shared::cta to global in a bulk group (`.bytemask`, sm_100: a
    /// 16-bit mask of the bytes of each 16 to write, `.cp_mask`).
    BulkCtaToGlobal {
        /// The `.bytemask` form.
        bytemask: bool,
    },
    /// Shared::cta to shared::cluster.
    BulkCtaToCluster,
    /// L2 prefetch of global memory.
    BulkPrefetchL2,
    /// A tensor-map copy (TMA): global to shared::cluster with an mbarrier
    /// completion, shared::cta to global in a bulk group, an L2 prefetch,
    /// or a reduction into global memory.
    BulkTensor {
        /// Which of the four.
        dir: TensorDir,
        /// Tensor dimensions, 1 to 5.
        dims: u8,
        /// How coordinates map to the tile.
        mode: TensorMode,
        /// `g2s.cta`: into the executing CTA's `.shared::cta` memory (no
        /// multicast, no CTA group; sm_100) rather than `.shared::cluster`.
        cta: bool,
    },
    /// A bulk form not lowered yet.
    BulkOther,
}

/// The direction of a tensor-map bulk copy.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum TensorDir {
    /// `g2s`: global to shared::cluster.
    GlobalToShared,
    /// `s2g`: shared::cta to global.
    SharedToGlobal,
    /// `prefetch`: into L2.
    Prefetch,
    /// `reduce.<op>`: shared::cta combined into global (`add`, `min`, `max`,
    /// `inc`, `dec`, `and`, `or`, `xor` as 0 to 7).
    Reduce(u8),
}

/// The load mode of a tensor-map copy (PTX ISA 8.6 adds the sm_100 ones).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum TensorMode {
    /// `.tile`: one coordinate per dimension.
    Tile,
    /// `.im2col`: `dims - 2` i16 offsets follow the coordinates.
    Im2col,
    /// `.im2col::w` (sm_100): two i16 (`wHalo`, `wOffset`) follow.
    Im2colW,
    /// `.im2col::w::128` (sm_100a).
    Im2colW128,
    /// `.tile::gather4` (2d, sm_100a): a column and four rows.
    Gather4,
    /// `.tile::scatter4` (2d, sm_100a): a column and four rows.
    Scatter4,
}

impl TensorMode {
    /// The PTX load mode.
    pub fn word(self) -> &'static str {
        match self {
            TensorMode::Tile => "tile",
            TensorMode::Im2col => "im2col",
            TensorMode::Im2colW => "im2col::w",
            TensorMode::Im2colW128 => "im2col::w::128",
            TensorMode::Gather4 => "tile::gather4",
            TensorMode::Scatter4 => "tile::scatter4",
        }
    }

    /// Coordinates for a `dims`-dimensional copy.
    pub fn coords(self, dims: u8) -> usize {
        match self {
            TensorMode::Gather4 | TensorMode::Scatter4 => 5,
            _ => dims as usize,
        }
    }

    /// The i16 operands after the coordinates (g2s and prefetch).
    pub fn offsets(self, dims: u8) -> usize {
        match self {
            TensorMode::Im2col => dims as usize - 2,
            TensorMode::Im2colW | TensorMode::Im2colW128 => 2,
            _ => 0,
        }
    }

    /// An im2col form.
    pub fn is_im2col(self) -> bool {
        matches!(
            self,
            TensorMode::Im2col | TensorMode::Im2colW | TensorMode::Im2colW128
        )
    }
}

/// The PTX spellings of [`TensorDir::Reduce`]'s operations, in order.
pub const TENSOR_REDUCE_OPS: [&str; 8] = ["add", "min", "max", "inc", "dec", "and", "or", "xor"];

/// What an `mbarrier` intrinsic does.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum MbarrierOp {
    /// `init`
    Init,
    /// `inval`
    Inval,
    /// `arrive[_drop][.noComplete]`
    Arrive {
        /// `_drop`.
        drop: bool,
        /// `.noComplete`: takes a count.
        no_complete: bool,
    },
    /// `test_wait`
    TestWait,
    /// `pending_count`
    PendingCount,
}

/// The operation of a 16-bit float NVVM intrinsic.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum HalfOp {
    /// `fma`
    Fma,
    /// `fmin` (PTX `min`)
    Min,
    /// `fmax` (PTX `max`)
    Max,
    /// `ex2`
    Ex2,
    /// `abs`
    Abs,
    /// `neg`
    Neg,
    /// Another operation: no lowering.
    Other,
}

/// A qualifier of a 16-bit float NVVM intrinsic, in name order.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum HalfMod {
    /// `.rn`
    Rn,
    /// `.ftz`
    Ftz,
    /// `.sat`
    Sat,
    /// `.relu`
    Relu,
    /// `.approx`
    Approx,
    /// `.nan` (PTX `.NaN`)
    Nan,
    /// `.xorsign`
    Xorsign,
    /// `.abs`
    Abs,
    /// A word this table does not know.
    Unknown,
}

impl HalfMod {
    /// The PTX qualifier, without the dot.
    pub fn ptx(self) -> &'static str {
        match self {
            HalfMod::Rn => "rn",
            HalfMod::Ftz => "ftz",
            HalfMod::Sat => "sat",
            HalfMod::Relu => "relu",
            HalfMod::Approx => "approx",
            HalfMod::Nan => "NaN",
            HalfMod::Xorsign => "xorsign",
            HalfMod::Abs => "abs",
            HalfMod::Unknown => "?",
        }
    }
}

/// The 16-bit float type of such an intrinsic.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum HalfTy {
    /// `f16`
    F16,
    /// `f16x2`
    F16x2,
    /// `bf16`
    Bf16,
    /// `bf16x2`
    Bf16x2,
}

impl HalfTy {
    /// The PTX type, without the dot.
    pub fn ptx(self) -> &'static str {
        match self {
            HalfTy::F16 => "f16",
            HalfTy::F16x2 => "f16x2",
            HalfTy::Bf16 => "bf16",
            HalfTy::Bf16x2 => "bf16x2",
        }
    }

    /// `bf16` or `bf16x2`.
    pub fn is_bf16(self) -> bool {
        matches!(self, HalfTy::Bf16 | HalfTy::Bf16x2)
    }
}

/// An `llvm.nvvm.*` intrinsic on 16-bit floats (`fma.rn.relu.bf16`,
/// `fmin.nan.xorsign.abs.f16x2`, `ex2.approx.f16`): PTX spells the
/// instruction with the same words.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct HalfForm {
    /// The operation.
    pub op: HalfOp,
    /// Its qualifiers in order (the first `n_mods`).
    pub mods: [HalfMod; 6],
    /// How many qualifiers.
    pub n_mods: u8,
    /// The type, when it is the last word (`None`: misplaced).
    pub ty: Option<HalfTy>,
}

impl HalfForm {
    /// The qualifiers in order.
    pub fn mods(&self) -> &[HalfMod] {
        &self.mods[..self.n_mods as usize]
    }

    /// Decodes the words after `llvm.nvvm.`, when one of them is a 16-bit
    /// float type.
    pub fn decode(words: &[&str]) -> Option<HalfForm> {
        let ty_of = |w: &str| match w {
            "f16" => Some(HalfTy::F16),
            // Newer LLVM spells the packed types as vectors (`fabs.v2f16`).
            "f16x2" | "v2f16" => Some(HalfTy::F16x2),
            "bf16" => Some(HalfTy::Bf16),
            "bf16x2" | "v2bf16" => Some(HalfTy::Bf16x2),
            _ => None,
        };
        let (&op, rest) = words.split_first()?;
        rest.iter().find_map(|w| ty_of(w))?;
        let op = match op {
            "fma" => HalfOp::Fma,
            "fmin" => HalfOp::Min,
            "fmax" => HalfOp::Max,
            "ex2" => HalfOp::Ex2,
            "abs" | "fabs" => HalfOp::Abs,
            "neg" => HalfOp::Neg,
            _ => HalfOp::Other,
        };
        let (last, mods) = rest.split_last()?;
        let mut form = HalfForm {
            op,
            mods: [HalfMod::Unknown; 6],
            n_mods: 0,
            ty: ty_of(last),
        };
        for w in mods.iter().take(6) {
            form.mods[form.n_mods as usize] = match *w {
                "rn" => HalfMod::Rn,
                "ftz" => HalfMod::Ftz,
                "sat" => HalfMod::Sat,
                "relu" => HalfMod::Relu,
                "approx" => HalfMod::Approx,
                "nan" => HalfMod::Nan,
                "xorsign" => HalfMod::Xorsign,
                "abs" => HalfMod::Abs,
                _ => HalfMod::Unknown,
            };
            form.n_mods += 1;
        }
        if mods.len() > 6 {
            form.mods[5] = HalfMod::Unknown;
        }
        Some(form)
    }
}

/// What an 8-bit float conversion converts (sm_89).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Fp8Form {
    /// Two f32 (`ff.to.<fp8>x2`): the first into the upper byte.
    FromF32,
    /// An f16 pair (`f16x2.to.<fp8>x2`), lanes in place.
    FromF16x2,
    /// To an f16 pair (`<fp8>x2.to.f16x2`), lanes in place.
    ToF16x2,
}

/// The operation of `llvm.vector.reduce.<op>`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ReduceOp {
    /// `add`
    Add,
    /// `mul`
    Mul,
    /// `and`
    And,
    /// `or`
    Or,
    /// `xor`
    Xor,
    /// `smax`
    SMax,
    /// `smin`
    SMin,
    /// `umax`
    UMax,
    /// `umin`
    UMin,
    /// `fadd`, in lane order from a start value.
    FAdd,
    /// `fmul`, in lane order from a start value.
    FMul,
    /// `fmax` (maxnum).
    FMax,
    /// `fmin` (minnum).
    FMin,
    /// `fmaximum` (NaN-propagating).
    FMaximum,
    /// `fminimum` (NaN-propagating).
    FMinimum,
}

impl ReduceOp {
    /// The operation a `llvm.vector.reduce.<op>.<type>` name names.
    pub fn from_word(w: &str) -> Option<ReduceOp> {
        use ReduceOp::*;
        Some(match w {
            "add" => Add,
            "mul" => Mul,
            "and" => And,
            "or" => Or,
            "xor" => Xor,
            "smax" => SMax,
            "smin" => SMin,
            "umax" => UMax,
            "umin" => UMin,
            "fadd" => FAdd,
            "fmul" => FMul,
            "fmax" => FMax,
            "fmin" => FMin,
            "fmaximum" => FMaximum,
            "fminimum" => FMinimum,
            _ => return None,
        })
    }
}

/// A decoded intrinsic name. Every name maps to one; names nothing in the
/// project implements decode to [`Intr::Unknown`].
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Intr {
    /// Not an intrinsic call.
    #[default]
    Plain,
    /// Not decoded: see the name.
    Unknown,
    /// A special register read.
    SpecialReg(Sreg),
    /// A block barrier with an optional reduction.
    Barrier {
        /// Reduction.
        red: BarrierRed,
        /// Operands.
        form: BarForm,
        /// The instruction it becomes.
        insn: BarInsn,
    },
    /// `barrier.cluster.{arrive,wait}`.
    ClusterBarrier(ClusterBarrier),
    /// `bar.warp.sync`.
    WarpSync,
    /// A warp shuffle.
    Shfl {
        /// Lane selection.
        mode: ShflMode,
        /// Also returns the in-range predicate.
        pair: bool,
        /// Takes a member mask.
        sync: bool,
    },
    /// libNVVM's `shfl.sync.{i32,f32}(mask, mode, value, lane, clamp)`:
    /// the mode an operand (0 idx, 1 up, 2 down, 3 bfly, as libNVVM reads
    /// it), the result `{value, in-range}`.
    ShflDyn,
    /// libNVVM's `vote.sync(mask, mode, pred)`: the mode an operand (0 all,
    /// 1 any, 2 uni, 3 ballot), the result `{ballot, pred}`, of which the
    /// mode defines one.
    VoteDyn,
    /// A warp vote.
    Vote {
        /// Mode.
        mode: VoteMode,
        /// Takes a member mask.
        sync: bool,
    },
    /// `match.{any,all}.sync`.
    Match {
        /// `.all` rather than `.any`.
        all: bool,
        /// Also returns the all-equal predicate.
        pair: bool,
    },
    /// `redux.sync`.
    Redux(ReduxOp),
    /// `activemask`.
    ActiveMask,
    /// `exit`.
    Exit,
    /// `llvm.trap` and `llvm.ubsantrap`.
    Trap,
    /// `llvm.debugtrap`.
    DebugTrap,
    /// Fused multiply-add.
    Fma {
        /// Rounding.
        mode: Round,
        /// Flush subnormals.
        ftz: bool,
        /// Clamp to [0, 1].
        sat: bool,
    },
    /// Rounded float arithmetic.
    Arith {
        /// Operation.
        op: ArithOp,
        /// Rounding.
        mode: Round,
        /// Flush subnormals.
        ftz: bool,
    },
    /// sm_100's mixed-precision `add`/`sub.{rnd}{.sat}.f32.{f16,bf16}`:
    /// a half-precision first operand widened exactly, added to (or the
    /// f32 second subtracted from it) with one rounding.
    MixedArith {
        /// `sub` rather than `add`.
        sub: bool,
        /// Rounding.
        mode: Round,
        /// `.sat`: clamp to [0, 1], NaN to 0.
        sat: bool,
        /// The first operand is bf16 (else f16).
        bf16: bool,
    },
    /// Hardware approximations.
    Approx {
        /// Function.
        op: ApproxOp,
        /// Flush subnormals.
        ftz: bool,
    },
    /// Float absolute value.
    Fabs {
        /// Flush subnormals.
        ftz: bool,
    },
    /// Float min/max.
    MinMax {
        /// Maximum rather than minimum.
        max: bool,
        /// NaN-propagating.
        nan: bool,
        /// Flush subnormals.
        ftz: bool,
    },
    /// `copysign`.
    Copysign,
    /// Round to an integral value.
    RoundInt {
        /// Direction.
        mode: Round,
        /// Flush subnormals.
        ftz: bool,
    },
    /// `llvm.round`: ties away from zero.
    RoundAway,
    /// Clamp to [0, 1].
    Saturate {
        /// Flush subnormals.
        ftz: bool,
    },
    /// Library math.
    Libm(LibmOp),
    /// `llvm.powi`.
    Powi,
    /// `llvm.ldexp`.
    Ldexp,
    /// `llvm.is.fpclass`.
    IsFpClass,
    /// `llvm.canonicalize`.
    Canonicalize,
    /// One-operand integer operations.
    IntUnary(IntUn),
    /// Two-operand integer operations.
    IntBinary(IntBin),
    /// Arithmetic with an overflow flag.
    Overflow(OvOp),
    /// Funnel shifts.
    Funnel {
        /// `fshl` rather than `fshr`.
        left: bool,
        /// The amount is clamped to the width (`llvm.nvvm.fshl.clamp`,
        /// CUDA's `__funnelshift_lc`; PTX `shf.l.clamp`), not taken
        /// modulo it.
        clamp: bool,
    },
    /// `prmt` in one of its modes.
    Prmt(PrmtMode),
    /// Bit-field extract.
    Bfe {
        /// Sign-extends the field.
        signed: bool,
    },
    /// Bit-field insert.
    Bfi,
    /// Find the n-th set bit.
    Fns,
    /// Bit mask of a width at a position.
    Bmsk {
        /// `.wrap` rather than `.clamp`.
        wrap: bool,
    },
    /// Sign or zero extension of the low `b` bits of `a` (`szext`, sm_70,
    /// PTX 7.6): `b` taken modulo 32 (`.wrap`) or capped at 32 (`.clamp`).
    Szext {
        /// Sign-extends (`sext`) rather than zero-extends.
        signed: bool,
        /// `.wrap` rather than `.clamp`.
        wrap: bool,
    },
    /// Find the leading (most significant) non-sign bit.
    Flo {
        /// Signed operand.
        signed: bool,
    },
    /// `isspacep.shared::cluster`.
    IsSpaceSharedCluster,
    /// `llvm.vector.reduce.*`.
    VectorReduce(ReduceOp),
    /// Tensor-core fragments and matrix loads and stores.
    Tensor(Tensor),
    /// Texture fetches, surface loads and stores, their queries and
    /// handles.
    TexSurf(super::texsurf::TexSurf),
    /// Conversions to and from pairs of small floats (`cvt` with
    /// `.e4m3x2`/`.e5m2x2`, sm_89; `.e2m3x2`/`.e3m2x2`/`.e2m1x2`,
    /// sm_100a), rounding to nearest with `.satfinite`.
    Fp8 {
        /// The small format.
        format: MiniFloat,
        /// `.relu`.
        relu: bool,
        /// The direction and source.
        form: Fp8Form,
    },
    /// `.ue8m0x2` conversions (sm_100a).
    Ue8m0 {
        /// The direction and source.
        form: Ue8m0Form,
        /// `.rp` (towards +infinity) rather than `.rz`.
        rp: bool,
        /// `.satfinite`: overflow gives the largest scale, not NaN.
        satfinite: bool,
    },
    /// Integer dot product with accumulate: `dp4a` (four byte products)
    /// or `dp2a` (two halfword-by-byte products; which bytes of `b` is an
    /// operand).
    Dp {
        /// `dp4a` rather than `dp2a`.
        four: bool,
        /// Signed lanes of `a`.
        a_signed: bool,
        /// Signed lanes of `b`.
        b_signed: bool,
    },
    /// Sum of absolute differences.
    Sad {
        /// Signed operands.
        signed: bool,
    },
    /// Low word of a double.
    D2iLo,
    /// High word of a double.
    D2iHi,
    /// A double from two words.
    LohiI2d,
    /// Float to integer.
    F2I {
        /// Rounding.
        mode: Round,
        /// Signed result.
        signed: bool,
        /// Flush subnormals.
        ftz: bool,
    },
    /// Integer to float.
    I2F {
        /// Rounding.
        mode: Round,
        /// Signed source.
        signed: bool,
    },
    /// Double to float.
    D2F {
        /// Rounding.
        mode: Round,
        /// Flush subnormals.
        ftz: bool,
    },
    /// Float to f16 bits (`f2h.rn`, `convert.to.fp16`).
    F2H {
        /// Rounding.
        mode: Round,
        /// Flush subnormals.
        ftz: bool,
    },
    /// Float to bf16.
    F2BF16 {
        /// Rounding.
        mode: Round,
        /// Negative results become 0.
        relu: bool,
    },
    /// Two floats to a packed bf16x2 or f16x2 (the first operand in the
    /// upper half).
    CvtPair {
        /// bf16 rather than f16.
        bf16: bool,
        /// Rounding.
        mode: Round,
        /// Negative results become 0.
        relu: bool,
    },
    /// Float to tf32 bits.
    F2Tf32 {
        /// Rounding; `None` for `.rna` (ties away from zero).
        mode: Option<Round>,
        /// Negative results become 0.
        relu: bool,
    },
    /// `convert.from.fp16`: f16 bits to float.
    FromFp16,
    /// `llvm.nvvm.bitcast.*`.
    BitcastNv,
    /// Read-only global loads (`ldg`, `ldu`).
    Ldg {
        /// `ldu`: uniform across the warp.
        ldu: bool,
    },
    /// NVVM atomics other than compare-and-swap.
    NvAtomic {
        /// Operation.
        op: AtomicOp,
        /// Scope.
        scope: AtomScope,
    },
    /// NVVM compare-and-swap.
    NvCas {
        /// Scope.
        scope: AtomScope,
    },
    /// A memory fence.
    Fence(FenceOp),
    /// No effect on a CPU run: fences, lifetime markers, prefetches, hints.
    Nop,
    /// `llvm.assume`.
    Assume,
    /// `llvm.expect`: the first operand.
    Expect,
    /// `llvm.memcpy`.
    MemCpy,
    /// `llvm.memmove`.
    MemMove,
    /// `llvm.memset`.
    MemSet,
    /// `cp.async.{ca,cg}.shared.global.<size>[.s]`.
    CpAsync {
        /// `.cg` (cache at L2 only) rather than `.ca`.
        cg: bool,
        /// Bytes copied.
        size: u8,
        /// Takes a source size and zero-fills the rest.
        src_size: bool,
    },
    /// The groups, waits and bulk forms of `cp.async`.
    Async(AsyncOp),
    /// `st.bulk{.shared::cta} [p], size, 0` (sm_100): zeroes `size`
    /// bytes (a multiple of 8, at an 8-byte aligned address); the third
    /// operand must be the constant 0.
    StBulk {
        /// `.shared::cta` (an `addrspace(3)` pointer) rather than the
        /// generic form (whose intrinsic takes a global pointer).
        shared: bool,
    },
    /// `tensormap.replace.tile.<field>` (sm_90a, PTX 8.3): rewrites one
    /// field of a 128-byte tensor map (`CUtensorMap`) in memory, in place.
    TensormapReplace {
        /// The field.
        field: TmField,
        /// The pointer's address space: 1 (`.global`), 3
        /// (`.shared::cta`) or 0 (generic).
        space: u32,
    },
    /// `st.async.shared::cluster.mbarrier::complete_tx::bytes` (sm_90,
    /// PTX 8.1): a store into another CTA's shared memory that completes
    /// its bytes on that CTA's mbarrier (`llvm.nvvm.st.async.<type>`, the
    /// type that of the value operand).
    StAsync,
    /// `mbarrier.*`.
    Mbarrier {
        /// What it does.
        op: MbarrierOp,
        /// On a `.shared` address rather than a generic one.
        shared: bool,
    },
    /// LLVM 22's scoped mbarrier operations
    /// (`mbarrier.<op>[.relaxed].scope.<cta|cluster>.space.<cta|cluster>`).
    MbarrierScoped(MbarScoped),
    /// `elect.sync` (sm_90).
    ElectSync,
    /// `clusterlaunchcontrol.*` (sm_100, PTX 8.6): cancelling the launch
    /// of a cluster that has not started, and reading the response.
    ClusterLaunchControl(ClcOp),
    /// Blackwell's tensor memory and MMA (`tcgen05.*`, sm_100a).
    Tcgen05(super::tcgen05::Tc05),
    /// `cvt.rs[.relu][.satfinite]` (sm_100a/sm_103a, PTX 8.7): rounding
    /// with caller-supplied random bits (the last operand). The
    /// interpreters do not run it.
    CvtRs {
        /// What it converts to.
        to: RsFormat,
        /// `.relu`.
        relu: bool,
        /// `.satfinite`.
        satfinite: bool,
    },
    /// `setmaxnreg.{inc,dec}.sync.aligned.u32` (sm_90a).
    SetMaxNReg {
        /// Raise rather than lower.
        inc: bool,
    },
    /// Distributed shared memory: `mapa` or `getctarank` (sm_90).
    ClusterAddress {
        /// `mapa` rather than `getctarank`.
        mapa: bool,
        /// `.shared::cluster` rather than generic.
        shared: bool,
    },
    /// `griddepcontrol.{launch_dependents,wait}` (sm_90).
    GridDepControl {
        /// `wait` rather than `launch_dependents`.
        wait: bool,
    },
    /// `discard[.global].L2`.
    DiscardL2 {
        /// `.global` rather than generic.
        global: bool,
    },
    /// `applypriority[.global].L2::evict_normal`: a cache-priority hint
    /// with no effect on values.
    ApplyPriorityL2 {
        /// `.global` rather than generic.
        global: bool,
    },
    /// `nanosleep`.
    Nanosleep,
    /// Funnel rotates of `llvm.nvvm.rotate.*`.
    Rotate {
        /// Rotate left.
        left: bool,
    },
    /// `llvm.nvvm.reflect`: answered by the reflect pass before anything runs.
    Reflect,
    /// `llvm.stacksave`.
    StackSave,
    /// `llvm.stackrestore`.
    StackRestore,
    /// `llvm.readcyclecounter` / `llvm.readsteadycounter` as the register they read.
    Counter(Sreg),
    /// `isspacep.<space>`.
    IsSpace(AddrSpace),
    /// `llvm.nvvm.ptr.<from>.to.<to>`.
    PtrConv {
        /// Source space.
        from: AddrSpace,
        /// Destination space.
        to: AddrSpace,
    },
}

/// The small float formats of `cvt` (PTX ISA, "Alternate Floating Point
/// Data Formats").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MiniFloat {
    /// 8 bits: 4 exponent, 3 significand (sm_89).
    E4m3,
    /// 8 bits: 5 exponent, 2 significand (sm_89).
    E5m2,
    /// 6 bits in a byte: 2 exponent, 3 significand (sm_100a).
    E2m3,
    /// 6 bits in a byte: 3 exponent, 2 significand (sm_100a).
    E3m2,
    /// 4 bits, two to a byte: 2 exponent, 1 significand (sm_100a).
    E2m1,
}

impl MiniFloat {
    /// The PTX type of a pair (`e4m3x2`).
    pub fn pair_word(self) -> &'static str {
        match self {
            MiniFloat::E4m3 => "e4m3x2",
            MiniFloat::E5m2 => "e5m2x2",
            MiniFloat::E2m3 => "e2m3x2",
            MiniFloat::E3m2 => "e3m2x2",
            MiniFloat::E2m1 => "e2m1x2",
        }
    }

    /// The format of a pair's PTX type.
    pub fn from_pair_word(w: &str) -> Option<MiniFloat> {
        [
            MiniFloat::E4m3,
            MiniFloat::E5m2,
            MiniFloat::E2m3,
            MiniFloat::E3m2,
            MiniFloat::E2m1,
        ]
        .into_iter()
        .find(|f| f.pair_word() == w)
    }

    /// Blackwell's 6- and 4-bit formats rather than sm_89's 8-bit ones.
    pub fn is_narrow(self) -> bool {
        !matches!(self, MiniFloat::E4m3 | MiniFloat::E5m2)
    }
}

/// The destination of a stochastically rounded `cvt.rs`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RsFormat {
    /// Two f32 to a half pair (`ff2f16x2.rs`).
    F16x2,
    /// Two f32 to a bf16 pair (`ff2bf16x2.rs`).
    Bf16x2,
    /// Four f32 to four small floats (`f32x4.to.<f>x4.rs`): a `<4 x i8>`,
    /// or an i16 for e2m1.
    X4(MiniFloat),
}

/// Conversions of `.ue8m0x2`, the unsigned power-of-two scale of the MX
/// formats (sm_100a): `cvt.{rz,rp}{.satfinite}.ue8m0x2.{f32,bf16x2}` and
/// `cvt.rn.bf16x2.ue8m0x2`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ue8m0Form {
    /// Two f32 (`ff.to.ue8m0x2`): the first into the upper byte.
    FromF32,
    /// A bf16 pair (`bf16x2.to.ue8m0x2`), lanes in place.
    FromBf16x2,
    /// To a bf16 pair (`ue8m0x2.to.bf16x2`), lanes in place.
    ToBf16x2,
}

/// The field `tensormap.replace` rewrites, in the intrinsic's spelling
/// order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TmField {
    /// `global_address` (b64 register).
    GlobalAddress,
    /// `rank` (b32 register).
    Rank,
    /// `box_dim`, at a constant ordinal.
    BoxDim,
    /// `global_dim`, at a constant ordinal.
    GlobalDim,
    /// `global_stride` (b64), at a constant ordinal.
    GlobalStride,
    /// `element_stride`, at a constant ordinal.
    ElementStride,
    /// `elemtype` (a constant code; 13 to 15 are sm_100's sub-byte types).
    Elemtype,
    /// `interleave_layout` (a constant code).
    InterleaveLayout,
    /// `swizzle_mode` (a constant code; 4, 96-byte swizzling, is sm_103a's).
    SwizzleMode,
    /// `swizzle_atomicity` (a constant code; sm_100 and later).
    SwizzleAtomicity,
    /// `fill_mode` (a constant code).
    FillMode,
}

impl TmField {
    /// Every field with its intrinsic word and PTX word.
    pub const ALL: [(TmField, &'static str, &'static str); 11] = [
        (TmField::GlobalAddress, "global.address", "global_address"),
        (TmField::Rank, "rank", "rank"),
        (TmField::BoxDim, "box.dim", "box_dim"),
        (TmField::GlobalDim, "global.dim", "global_dim"),
        (TmField::GlobalStride, "global.stride", "global_stride"),
        (TmField::ElementStride, "element.stride", "element_stride"),
        (TmField::Elemtype, "elemtype", "elemtype"),
        (
            TmField::InterleaveLayout,
            "interleave.layout",
            "interleave_layout",
        ),
        (TmField::SwizzleMode, "swizzle.mode", "swizzle_mode"),
        (
            TmField::SwizzleAtomicity,
            "swizzle.atomicity",
            "swizzle_atomicity",
        ),
        (TmField::FillMode, "fill.mode", "fill_mode"),
    ];

    /// Takes an ordinal (which dimension) before the value.
    pub fn has_ordinal(self) -> bool {
        matches!(
            self,
            TmField::BoxDim | TmField::GlobalDim | TmField::GlobalStride | TmField::ElementStride
        )
    }

    /// The value is a constant code rather than a register.
    pub fn is_code(self) -> bool {
        matches!(
            self,
            TmField::Elemtype
                | TmField::InterleaveLayout
                | TmField::SwizzleMode
                | TmField::SwizzleAtomicity
                | TmField::FillMode
        )
    }
}

/// What a `clusterlaunchcontrol` intrinsic does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClcOp {
    /// `try_cancel.async.shared::cta.mbarrier::complete_tx::bytes[.multicast::cluster::all].b128
    /// [response], [mbar]`: asks to cancel a pending cluster; the 16-byte
    /// response arrives in shared memory, counted on the mbarrier.
    TryCancel {
        /// `.multicast::cluster::all` (sm_100a): every CTA of the cluster
        /// receives the response.
        multicast: bool,
    },
    /// `query_cancel.is_canceled.pred.b128`: whether the response says a
    /// cluster was cancelled.
    IsCanceled,
    /// `query_cancel.get_first_ctaid::{x,y,z}.b32.b128`: a coordinate
    /// (0, 1, 2) of the cancelled cluster's first CTA.
    FirstCtaid(u8),
}

/// A scoped mbarrier operation (LLVM 22's
/// `llvm.nvvm.mbarrier.<op>[.relaxed].scope.<s>.space.<t>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MbarScoped {
    /// What it does.
    pub op: MbarScopedOp,
    /// `.relaxed` rather than release (arrive) or acquire (waits).
    pub relaxed: bool,
    /// `.scope.cluster` rather than `.scope.cta`.
    pub cluster_scope: bool,
    /// `.space.cluster` (a `.shared::cluster` barrier, no state returned)
    /// rather than `.space.cta`.
    pub cluster_space: bool,
}

/// The operations of [`MbarScoped`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MbarScopedOp {
    /// `arrive[.drop][.expect.tx](mbar, count | tx)`.
    Arrive {
        /// `arrive_drop`.
        drop: bool,
        /// `.expect_tx`: the operand is a transaction count.
        expect_tx: bool,
    },
    /// `expect.tx(mbar, tx)`.
    ExpectTx,
    /// `complete.tx(mbar, tx)`.
    CompleteTx,
    /// `test.wait[.parity](mbar, state | parity) -> i1`.
    TestWait {
        /// Waits on a phase parity (i32) rather than a state (i64).
        parity: bool,
    },
    /// `try.wait[.parity][.tl](mbar, state | parity[, limit]) -> i1`.
    TryWait {
        /// Waits on a phase parity.
        parity: bool,
        /// `.tl`: a suspend-time limit follows.
        limit: bool,
    },
}
