//! A seeded generator of random, well-typed nvvm kernels for differential
//! testing.
//!
//! [`generate`] builds, from a [`GenConfig`], one module with one kernel
//! (through [`dialects::ir::FuncBuilder`]), the device functions it calls, and
//! the harness [`Spec`] that launches it on reproducible inputs. The
//! kernels look like what CUDA front ends emit: thread and block ids from
//! the `sreg` intrinsics, `i32` indices sign-extended to `i64` and scaled
//! into `ptradd` offsets, loads from input buffers (scalar and `float4`-
//! style vectors), stores to the thread's own output slots, if/else
//! diamonds, guards, early exits and switches joining through block
//! parameters, counted loops (nested, with loop-carried values that may be
//! permuted on the back edge, uniform or divergent trip counts),
//! shared-memory exchanges between barriers, barrier reductions, warp
//! shuffles and votes, order-independent atomics, per-thread local arrays,
//! calls of device functions, integer arithmetic of every width (with
//! overflow and saturating intrinsics), `half`/`float`/`double` arithmetic
//! with `contract` pairs for fma contraction, conversions and exact math
//! intrinsics.
//!
//! ```
//! use kernelgen::{generate, GenConfig};
//!
//! let g = generate(&GenConfig::new(7));
//! assert!(dialects::verify::verify_module(&g.module).is_ok());
//! // One seed, one kernel.
//! let again = generate(&GenConfig::new(7));
//! let text = dialects::text::print_module(&g.module);
//! assert_eq!(text, dialects::text::print_module(&again.module));
//! assert_eq!(g.spec, again.spec);
//! ```
//!
//! # Invariants
//!
//! Every generated kernel, for **any** contents of its input buffers and
//! any value of its scalar parameters:
//!
//! - passes [`dialects::verify::verify_module`];
//! - is free of undefined behaviour: memory accesses are in bounds (indices
//!   are masked with `and`/`urem` against the buffer length, or are thread
//!   ids known to be smaller), no location is read before it is written,
//!   shift amounts are below the width, divisors are never zero (nor `-1`
//!   for signed division), float-to-int conversions see values clamped into
//!   range (NaN included), no instruction carries `nsw`/`nuw`/`exact`/
//!   `nnan`-style flags that could make poison, except `nsw` on address
//!   arithmetic that cannot overflow;
//! - is free of data races: each thread writes only its own output slots
//!   (slot `k` of thread `gid` is element `k * nthreads + gid`), and a
//!   shared-memory phase writes the thread's own slot, waits at a barrier,
//!   reads other slots and waits at a barrier again before anything can
//!   write the array;
//! - synchronizes only in uniform control flow: barriers and warp-wide
//!   operations appear only where every thread of the block reaches them
//!   (never under a thread-dependent branch, loop trip count or after an
//!   early exit);
//! - terminates: loops count to a trip count masked to at most 7 (at most
//!   4 for inner loops and in device functions), so the default launch (at
//!   most 128 threads) executes well under a million instructions;
//! - makes every computed value observable: values left unused at the end
//!   of their scope are stored to an output buffer (in a device function,
//!   to the calling thread's slab), directly or folded into a 64-bit
//!   digest that is; the only values never observed are the old values
//!   atomics return, which depend on the order threads run in.
//!
//! Valid constructs that warpsat's instruction selector rejects are left
//! out unless [`GenConfig::unsupported`] is set ([`UNSUPPORTED_BY_ISEL`]).
//!
//! The same [`GenConfig`] always gives the same module (byte-identical
//! printed text) and the same spec: the only source of randomness is a
//! SplitMix64 stream seeded from [`GenConfig::seed`], and nothing depends
//! on hashing or iteration order of hash maps.
#![deny(missing_docs)]

mod adjacent;
mod arith;
mod atomics;
mod calls;
mod control;
mod features;
mod launch;
mod locals;
mod memory;
mod pool;
mod rng;
mod rows;
mod state;
mod sync;
mod vector;

pub use features::Features;

use dialects::ir::Module;
use interp::spec::Spec;

/// What the generator may put in a kernel, and how much.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GenConfig {
    /// Seed of every random choice (and of the spec's input fills).
    pub seed: u64,
    /// Soft limit on the kernel's static instruction count: no new
    /// statement starts past it (closing open regions and storing the
    /// results may add a few more).
    pub max_insts: usize,
    /// Deepest nesting of diamonds, switches and loops.
    pub max_depth: u32,
    /// Counted loops (nested up to two deep).
    pub loops: bool,
    /// `f32`/`f64` values and arithmetic.
    pub floats: bool,
    /// Also `half` values (with `floats`): loads, stores, arithmetic,
    /// conversions.
    pub half: bool,
    /// Shared-memory exchanges (need `barriers`).
    pub shared: bool,
    /// Block barriers, alone and as `barrier0.popc/and/or` reductions.
    pub barriers: bool,
    /// Warp shuffles and votes (`shfl.sync`, `vote.sync`).
    pub warp: bool,
    /// Integer and float math intrinsics (`smin`, `ctpop`, `fma`, `sqrt`,
    /// `minnum`, ...).
    pub intrinsics: bool,
    /// Short vectors (`<4 x float>` loads, shuffles, lane-wise ops).
    pub vectors: bool,
    /// Per-thread local arrays (`alloca`) and atomics (shared and global).
    pub memory_extras: bool,
    /// Calls of generated device functions.
    pub calls: bool,
    /// Also constructs warpsat's instruction selector rejects today as
    /// `unsupported` (see [`UNSUPPORTED_BY_ISEL`]); off by default so the
    /// differential test compiles every kernel.
    pub unsupported: bool,
}

/// Valid constructs the generator leaves out unless
/// [`GenConfig::unsupported`] is set, because `isel` rejects
/// them (`unsupported: ...`): the intrinsics and why.
pub const UNSUPPORTED_BY_ISEL: &[(&str, &str)] = &[
    (
        "llvm.minimum.f64, llvm.maximum.f64",
        "NaN-propagating min/max of f64 (PTX min.NaN/max.NaN exist for f32 and f16 only)",
    ),
    (
        "llvm.{s,u}{add,sub,mul}.with.overflow.{i8,i16}",
        "overflow arithmetic below 32 bits",
    ),
    (
        "llvm.u{add,sub}.sat.{i8,i16}, llvm.s{add,sub}.sat.{i8,i16,i64}",
        "saturating arithmetic other than s*.sat.i32 and u*.sat.i32/i64",
    ),
];

impl GenConfig {
    /// Everything enabled, at the default size, for `seed`.
    pub fn new(seed: u64) -> GenConfig {
        GenConfig {
            seed,
            max_insts: 200,
            max_depth: 3,
            loops: true,
            floats: true,
            half: true,
            shared: true,
            barriers: true,
            warp: true,
            intrinsics: true,
            vectors: true,
            memory_extras: true,
            calls: true,
            unsupported: false,
        }
    }
}

impl Default for GenConfig {
    fn default() -> GenConfig {
        GenConfig::new(1)
    }
}

/// A generated kernel with its launch.
#[derive(Clone)]
pub struct Generated {
    /// One kernel (named [`KERNEL_NAME`]), plus its shared arrays.
    pub module: Module,
    /// Launch, scalar arguments and buffers (inputs filled from the spec's
    /// seed, outputs uninitialized); run it with
    /// [`Spec::materialize`] and [`interp::run_nvvm`].
    pub spec: Spec,
    /// What the kernel contains.
    pub features: Features,
}

/// The name of every generated kernel.
pub const KERNEL_NAME: &str = "gen_kernel";

/// Generates the kernel and spec of `cfg` (deterministic in `cfg`).
pub fn generate(cfg: &GenConfig) -> Generated {
    state::Gen::new(cfg).run()
}
