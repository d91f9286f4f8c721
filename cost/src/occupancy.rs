//! NVIDIA's occupancy calculation, as `cuda_occupancy.h` implements it
//! (formula and worked examples: `../shared/gpu/README.md` §2).
//!
//! Invariants:
//! - [`occupancy`] is a pure function of the architecture's table and the
//!   launch configuration; it never panics, and every configuration the
//!   hardware would refuse is a [`LaunchError`] naming the violated limit;
//! - registers are allocated per warp in units of `reg_alloc_unit_per_warp`
//!   (256) from `sub_partitions` (4) register files; the warp-slot limit is
//!   not rounded; shared memory is allocated per block in units of
//!   `smem_alloc_unit_bytes` after adding `reserved_smem_per_block_bytes`,
//!   from the preferred carve-out (CUDA's default preference is the
//!   maximum), bumped to the next legal carve-out when it is too small;
//! - a successful result has at least one resident block, and `blocks` is
//!   the minimum of the per-resource limits.

use std::fmt;

use crate::tables::{OccupancyLimits, Sm, Tables};

/// What a kernel launch asks of one SM.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct LaunchConfig {
    /// Registers per thread, as ptxas reports them (0: unknown, no limit).
    pub regs_per_thread: u32,
    /// Threads per block.
    pub threads_per_block: u32,
    /// Static shared memory per block in bytes (`.shared` variables).
    pub static_smem: u32,
    /// Dynamic shared memory per block in bytes (launch argument).
    pub dynamic_smem: u32,
    /// Preferred shared-memory carve-out in bytes; `None` is CUDA's default
    /// preference, the maximum.
    pub carveout_bytes: Option<u32>,
    /// Block barriers a block uses (`bar.sync` ids); the CC >= 9.0 barrier
    /// limit applies when this is positive.
    pub barriers_per_block: u32,
}

impl LaunchConfig {
    /// `threads_per_block` threads using `regs_per_thread` registers, no
    /// shared memory, one barrier.
    pub fn new(regs_per_thread: u32, threads_per_block: u32) -> LaunchConfig {
        LaunchConfig {
            regs_per_thread,
            threads_per_block,
            static_smem: 0,
            dynamic_smem: 0,
            carveout_bytes: None,
            barriers_per_block: 1,
        }
    }

    /// The same launch with the given shared memory.
    pub fn with_smem(self, static_smem: u32, dynamic_smem: u32) -> LaunchConfig {
        LaunchConfig {
            static_smem,
            dynamic_smem,
            ..self
        }
    }

    /// The same launch with another register count.
    pub fn with_regs(self, regs_per_thread: u32) -> LaunchConfig {
        LaunchConfig {
            regs_per_thread,
            ..self
        }
    }
}

/// The resource that bounds the number of resident blocks.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Limiter {
    /// Registers per SM.
    Registers,
    /// Shared memory per SM.
    SharedMemory,
    /// Warp slots per SM.
    Warps,
    /// Resident blocks per SM.
    Blocks,
    /// Block barriers (CC >= 9.0).
    Barriers,
}

impl Limiter {
    /// A lower-case name for reports.
    pub fn name(self) -> &'static str {
        match self {
            Limiter::Registers => "registers",
            Limiter::SharedMemory => "shared memory",
            Limiter::Warps => "warps",
            Limiter::Blocks => "blocks",
            Limiter::Barriers => "barriers",
        }
    }
}

/// Why a launch cannot run at all (the runtime would refuse it).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum LaunchError {
    /// A block of zero threads.
    NoThreads,
    /// More threads per block than the architecture allows.
    TooManyThreads {
        /// Asked.
        threads: u32,
        /// Allowed.
        max: u32,
    },
    /// More registers per thread than can be allocated.
    TooManyRegistersPerThread {
        /// Asked.
        regs: u32,
        /// Allowed.
        max: u32,
    },
    /// The block's registers (per-warp allocation times warps rounded up to
    /// the sub-partitions) exceed the per-block register file.
    TooManyRegistersPerBlock {
        /// Registers the block needs.
        needed: u64,
        /// Allowed.
        max: u32,
    },
    /// Static shared memory beyond the 48 KB ptxas accepts.
    TooMuchStaticSharedMemory {
        /// Asked.
        bytes: u32,
        /// Allowed.
        max: u32,
    },
    /// Shared memory per block beyond the opt-in maximum.
    TooMuchSharedMemory {
        /// Asked (static + dynamic).
        bytes: u64,
        /// Allowed.
        max: u32,
    },
    /// More block barriers than the CC >= 9.0 barrier pool holds.
    TooManyBarriers {
        /// Asked.
        barriers: u32,
        /// Available per SM.
        max: u32,
    },
}

impl fmt::Display for LaunchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            LaunchError::NoThreads => f.write_str("a block needs at least one thread"),
            LaunchError::TooManyThreads { threads, max } => {
                write!(f, "{threads} threads per block exceed the limit of {max}")
            }
            LaunchError::TooManyRegistersPerThread { regs, max } => {
                write!(f, "{regs} registers per thread exceed the limit of {max}")
            }
            LaunchError::TooManyRegistersPerBlock { needed, max } => write!(
                f,
                "the block needs {needed} registers (per-warp allocation x warps rounded to the \
                 sub-partitions), more than the {max} a block may use"
            ),
            LaunchError::TooMuchStaticSharedMemory { bytes, max } => {
                write!(f, "{bytes} bytes of static shared memory exceed {max}")
            }
            LaunchError::TooMuchSharedMemory { bytes, max } => write!(
                f,
                "{bytes} bytes of shared memory per block exceed the opt-in maximum of {max}"
            ),
            LaunchError::TooManyBarriers { barriers, max } => {
                write!(
                    f,
                    "{barriers} barriers per block exceed the {max} available"
                )
            }
        }
    }
}

impl std::error::Error for LaunchError {}

/// Resident blocks and warps of one launch on one SM, with every limit.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Occupancy {
    /// The architecture.
    pub sm: Sm,
    /// Warps per block.
    pub warps_per_block: u32,
    /// Registers allocated per warp.
    pub regs_per_warp: u32,
    /// Shared memory allocated per block (with the reserved part, rounded).
    pub smem_per_block: u32,
    /// The shared-memory carve-out the calculation used.
    pub carveout: u32,
    /// Blocks the warp slots allow.
    pub by_warps: u32,
    /// Blocks the registers allow (`None`: no limit, registers unknown).
    pub by_regs: Option<u32>,
    /// Blocks the shared memory allows (`None`: no shared memory used).
    pub by_smem: Option<u32>,
    /// The architecture's resident-block limit.
    pub by_blocks: u32,
    /// Blocks the barrier pool allows (CC >= 9.0 only).
    pub by_barriers: Option<u32>,
    /// Resident blocks per SM.
    pub blocks: u32,
    /// Resident warps per SM.
    pub warps: u32,
    /// The architecture's warp slots per SM.
    pub max_warps: u32,
}

impl Occupancy {
    /// Resident warps over warp slots, in `[0, 1]`.
    pub fn fraction(&self) -> f64 {
        f64::from(self.warps) / f64::from(self.max_warps.max(1))
    }

    /// Every resource whose limit equals the resident block count, in the
    /// order registers, shared memory, warps, blocks, barriers.
    pub fn limiters(&self) -> Vec<Limiter> {
        let b = Some(self.blocks);
        let mut v = Vec::new();
        if self.by_regs == b {
            v.push(Limiter::Registers);
        }
        if self.by_smem == b {
            v.push(Limiter::SharedMemory);
        }
        if self.by_warps == self.blocks {
            v.push(Limiter::Warps);
        }
        if self.by_blocks == self.blocks {
            v.push(Limiter::Blocks);
        }
        if self.by_barriers == b {
            v.push(Limiter::Barriers);
        }
        v
    }

    /// The limiting resource; on a tie the first of [`Occupancy::limiters`]
    /// (registers before warps, as NVIDIA's spreadsheet highlights it).
    pub fn limiter(&self) -> Limiter {
        self.limiters().first().copied().unwrap_or(Limiter::Warps)
    }
}

fn round_up(x: u64, unit: u64) -> u64 {
    if unit == 0 {
        x
    } else {
        x.div_ceil(unit) * unit
    }
}

/// Registers allocated to one warp for `regs` registers per thread.
pub fn regs_per_warp(o: &OccupancyLimits, regs: u32) -> u32 {
    let r = round_up(
        u64::from(regs) * u64::from(o.warp_size),
        u64::from(o.reg_alloc_unit_per_warp),
    );
    u32::try_from(r).unwrap_or(u32::MAX)
}

/// The shared-memory carve-out used for a block needing `smem_block` bytes:
/// the preference (default: the maximum) rounded up to a legal carve-out,
/// bumped to the smallest legal one that holds one block if it is smaller.
fn carveout(o: &OccupancyLimits, preferred: Option<u32>, smem_block: u64) -> u32 {
    let legal = || o.smem_carveouts_kb.iter().map(|kb| kb * 1024);
    let pref = preferred.map_or(o.max_smem_per_sm_bytes, |p| {
        legal().find(|&c| c >= p).unwrap_or(o.max_smem_per_sm_bytes)
    });
    if u64::from(pref) >= smem_block {
        pref
    } else {
        legal()
            .find(|&c| u64::from(c) >= smem_block)
            .unwrap_or(o.max_smem_per_sm_bytes)
    }
}

/// The occupancy of a launch on an architecture of the embedded tables.
pub fn occupancy(sm: Sm, cfg: &LaunchConfig) -> Result<Occupancy, LaunchError> {
    occupancy_with(Tables::embedded().occupancy(sm), sm, cfg)
}

/// The occupancy of a launch under explicit limits.
pub fn occupancy_with(
    o: &OccupancyLimits,
    sm: Sm,
    cfg: &LaunchConfig,
) -> Result<Occupancy, LaunchError> {
    let t = cfg.threads_per_block;
    if t == 0 {
        return Err(LaunchError::NoThreads);
    }
    if t > o.max_threads_per_block {
        return Err(LaunchError::TooManyThreads {
            threads: t,
            max: o.max_threads_per_block,
        });
    }
    let w = t.div_ceil(o.warp_size);
    let r = cfg.regs_per_thread;
    if r > o.max_regs_per_thread {
        return Err(LaunchError::TooManyRegistersPerThread {
            regs: r,
            max: o.max_regs_per_thread,
        });
    }
    let rw = regs_per_warp(o, r);
    let gran = u64::from(o.warp_alloc_granularity.max(1));
    let per_cta = u64::from(rw) * round_up(u64::from(w), gran);
    // Implies the unrounded check `rw * w <= max_regs_per_block`.
    if per_cta > u64::from(o.max_regs_per_block) {
        return Err(LaunchError::TooManyRegistersPerBlock {
            needed: per_cta,
            max: o.max_regs_per_block,
        });
    }
    if cfg.static_smem > o.default_smem_per_block_bytes {
        return Err(LaunchError::TooMuchStaticSharedMemory {
            bytes: cfg.static_smem,
            max: o.default_smem_per_block_bytes,
        });
    }
    let user_smem = u64::from(cfg.static_smem) + u64::from(cfg.dynamic_smem);
    if user_smem > u64::from(o.max_smem_per_block_optin_bytes) {
        return Err(LaunchError::TooMuchSharedMemory {
            bytes: user_smem,
            max: o.max_smem_per_block_optin_bytes,
        });
    }

    let by_warps = o.max_warps_per_sm / w;
    let by_regs = (rw > 0).then(|| {
        let parts = o.sub_partitions.max(1);
        let warps = parts * ((o.regs_per_sm / parts) / rw);
        warps / w
    });
    let smem_block = round_up(
        user_smem + u64::from(o.reserved_smem_per_block_bytes),
        u64::from(o.smem_alloc_unit_bytes),
    );
    let carve = carveout(o, cfg.carveout_bytes, smem_block);
    let by_smem =
        (smem_block > 0).then(|| u32::try_from(u64::from(carve) / smem_block).unwrap_or(u32::MAX));
    let by_barriers = match o.block_barriers_available_per_block_slot {
        Some(per_slot) if sm.cc() >= 90 && cfg.barriers_per_block > 0 => {
            let pool = per_slot * o.max_blocks_per_sm;
            if cfg.barriers_per_block > pool {
                return Err(LaunchError::TooManyBarriers {
                    barriers: cfg.barriers_per_block,
                    max: pool,
                });
            }
            Some(pool / cfg.barriers_per_block)
        }
        _ => None,
    };
    let blocks = [
        Some(by_warps),
        by_regs,
        by_smem,
        Some(o.max_blocks_per_sm),
        by_barriers,
    ]
    .into_iter()
    .flatten()
    .min()
    .unwrap_or(0);
    Ok(Occupancy {
        sm,
        warps_per_block: w,
        regs_per_warp: rw,
        smem_per_block: u32::try_from(smem_block).unwrap_or(u32::MAX),
        carveout: carve,
        by_warps,
        by_regs,
        by_smem,
        by_blocks: o.max_blocks_per_sm,
        by_barriers,
        blocks,
        warps: blocks * w,
        max_warps: o.max_warps_per_sm,
    })
}

/// One occupancy level over register counts: `max_regs` is the largest
/// register count per thread that still reaches `warps` resident warps.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Cliff {
    /// Largest register count of the level.
    pub max_regs: u32,
    /// Resident blocks at that level.
    pub blocks: u32,
    /// Resident warps at that level.
    pub warps: u32,
}

/// Resident warps for every register count 1..=max_regs_per_thread (0 where
/// the launch fails), index `r - 1`.
fn warps_by_regs(sm: Sm, cfg: &LaunchConfig) -> Vec<(u32, u32)> {
    let max = Tables::embedded().occupancy(sm).max_regs_per_thread;
    (1..=max)
        .map(|r| occupancy(sm, &cfg.with_regs(r)).map_or((0, 0), |o| (o.blocks, o.warps)))
        .collect()
}

/// The occupancy levels (cliffs) of a block shape and shared-memory use:
/// ascending register counts, each the last count before occupancy drops.
/// Register counts at which the launch fails form no level.
pub fn register_cliffs(sm: Sm, cfg: &LaunchConfig) -> Vec<Cliff> {
    let levels = warps_by_regs(sm, cfg);
    let mut out: Vec<Cliff> = Vec::new();
    for (i, &(blocks, warps)) in levels.iter().enumerate() {
        let next = levels.get(i + 1).map(|l| l.1);
        if warps > 0 && next != Some(warps) {
            out.push(Cliff {
                max_regs: i as u32 + 1,
                blocks,
                warps,
            });
        }
    }
    out
}

/// The register changes nearest to a launch's count that change occupancy.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct NearestCliffs {
    /// `(registers to remove, warps then resident)`: the closest lower
    /// register count with more resident warps.
    pub fewer: Option<(u32, u32)>,
    /// `(registers to add, warps then resident)`: the closest higher count
    /// with fewer resident warps (0 warps: the launch fails).
    pub more: Option<(u32, u32)>,
}

/// The cliffs on either side of `cfg.regs_per_thread`.
pub fn nearest_cliffs(sm: Sm, cfg: &LaunchConfig) -> NearestCliffs {
    let r = cfg.regs_per_thread.max(1);
    let levels = warps_by_regs(sm, cfg);
    let at = |x: u32| levels.get(x as usize - 1).map_or(0, |l| l.1);
    let now = at(r);
    let fewer = (1..r).rev().find(|&x| at(x) > now).map(|x| (r - x, at(x)));
    let more = (r + 1..=levels.len() as u32)
        .find(|&x| at(x) < now)
        .map(|x| (x - r, at(x)));
    NearestCliffs { fewer, more }
}

/// The largest register count per thread that keeps at least `blocks`
/// blocks of `cfg`'s shape and shared memory resident (what `.maxnreg` to
/// ask for); `None` when no register count achieves it.
pub fn max_regs_for_blocks(sm: Sm, cfg: &LaunchConfig, blocks: u32) -> Option<u32> {
    warps_by_regs(sm, cfg)
        .iter()
        .enumerate()
        .rev()
        .find(|(_, l)| l.0 >= blocks && l.0 > 0)
        .map(|(i, _)| i as u32 + 1)
}

/// README §2's closed form for the register-only inverse:
/// `8 * floor((regs_per_sub_partition / ceil(B*W/4)) / 32 / 8)`, capped at
/// the per-thread maximum and re-checked against the per-block rule.
pub fn max_regs_for_blocks_closed_form(sm: Sm, threads_per_block: u32, blocks: u32) -> Option<u32> {
    let o = Tables::embedded().occupancy(sm);
    if threads_per_block == 0 || blocks == 0 {
        return None;
    }
    let w = threads_per_block.div_ceil(o.warp_size);
    let parts = o.sub_partitions.max(1);
    let per_part = o.regs_per_sm / parts;
    let need = (blocks * w).div_ceil(parts);
    let unit = o.reg_alloc_unit_per_thread_equiv.max(1);
    let r = unit * ((per_part / need) / o.warp_size / unit);
    let r = r.min(o.max_regs_per_thread);
    if r == 0 {
        return None;
    }
    // The per-block check may still refuse it.
    occupancy(sm, &LaunchConfig::new(r, threads_per_block))
        .ok()
        .filter(|oc| oc.by_regs.unwrap_or(u32::MAX) >= blocks)
        .map(|_| r)
}

#[cfg(test)]
mod tests;
