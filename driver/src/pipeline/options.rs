//! The pass-options registry (cicc's NVVMPassOptions, as a table).
//!
//! Every knob has a name, a type, a default (the seeds' where they give
//! one), a help line and the pass that reads it. Knobs are set with
//! `-opt "-name=value"` (repeatable; one `-opt` may carry several
//! space-separated settings); a boolean or dump knob given without a value
//! is switched on (`-opt "-dump-remat"`). An optimization level may force
//! some knobs (seed 002: Ofcmax forces `-lsa-opt=0 -memory-space-opt=0`),
//! and forced values win over `-opt`.
//!
//! Invariants: names are unique; every default parses with its own type;
//! [`PassOptions`] holds a value for every registered knob.

use std::collections::BTreeMap;
use std::fmt::Write;

use super::options_seed002::SEED_002_OPTIONS;
use super::passes::PassId;

/// The type of a knob.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OptType {
    /// `0`/`1`/`true`/`false`.
    Bool,
    /// A signed integer in `min..=max`.
    Int {
        /// Smallest accepted value.
        min: i64,
        /// Largest accepted value.
        max: i64,
    },
    /// Comma-separated function names (per-function exclusion lists).
    FuncList,
}

impl OptType {
    /// How `--list-options` names the type.
    pub fn describe(self) -> String {
        match self {
            OptType::Bool => "bool".into(),
            OptType::Int { min, max } if max == I32MAX && min == -I32MAX => "int".into(),
            OptType::Int { min, max } if max == I32MAX => format!("int>={min}"),
            OptType::Int { min, max } => format!("int {min}..{max}"),
            OptType::FuncList => "functions".into(),
        }
    }
}

/// Who reads a knob.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Reader {
    /// A registered pass.
    Pass(PassId),
    /// A pass that runs but does not read this knob yet.
    Planned(PassId),
    /// Instruction selection / PTX printing.
    Isel,
    /// The driver, on the imported module before the pipeline runs.
    Driver,
    /// Accepted for cicc compatibility; no warpsat pass will read it.
    Compat,
}

impl Reader {
    /// Whether the reader exists today.
    pub fn implemented(self) -> bool {
        match self {
            Reader::Pass(p) => p.info().implemented,
            Reader::Planned(_) => false,
            Reader::Isel | Reader::Driver => true,
            Reader::Compat => false,
        }
    }

    /// `mem2reg`, `isel`, ...
    pub fn name(self) -> &'static str {
        match self {
            Reader::Pass(p) | Reader::Planned(p) => p.name(),
            Reader::Isel => "isel",
            Reader::Driver => "driver",
            Reader::Compat => "none",
        }
    }
}

/// A registered knob.
#[derive(Copy, Clone, Debug)]
pub struct OptionInfo {
    /// Name, without the leading `-`.
    pub name: &'static str,
    /// Type.
    pub ty: OptType,
    /// Default, as text (`""` for an empty list).
    pub default: &'static str,
    /// Value taken when the knob is given without `=value`; `None` means a
    /// value is required.
    pub implicit: Option<&'static str>,
    /// Who reads it.
    pub reader: Reader,
    /// Where the name and default come from (`seed 000`).
    pub source: &'static str,
    /// One line of help.
    pub help: &'static str,
}

impl OptionInfo {
    /// The warning for setting a knob nothing reads yet, if it is one.
    pub fn unread_warning(&self) -> Option<String> {
        match self.reader {
            r if r.implemented() => None,
            Reader::Compat => Some(format!(
                "warning: pass option '-{}' is accepted for cicc compatibility and has no effect",
                self.name
            )),
            r => Some(format!(
                "warning: pass option '-{}' is not implemented yet (to be read by: {}); it has no effect",
                self.name,
                r.name()
            )),
        }
    }

    /// The help line with its reader, as `--list-options` prints it.
    pub fn full_help(&self) -> String {
        let status = if self.reader.implemented() {
            String::new()
        } else if self.reader == Reader::Compat {
            ", accepted for compatibility".to_string()
        } else if self.reader == Reader::Isel {
            ", not yet read".to_string()
        } else {
            ", not yet implemented".to_string()
        };
        format!(
            "{} (read by: {}{status}; {})",
            self.help,
            self.reader.name(),
            self.source
        )
    }
}

const I32MAX: i64 = i32::MAX as i64;
const BOOL: OptType = OptType::Bool;
const UINT: OptType = OptType::Int {
    min: 0,
    max: I32MAX,
};
const fn int(min: i64, max: i64) -> OptType {
    OptType::Int { min, max }
}

// Seed 000's knobs: the occupancy-aware extractor (egraph<remat>) and
// the ivdemote/nlo/factor rule sets read them.
const REMAT: Reader = Reader::Pass(PassId::Egraph);
const MREMAT: Reader = Reader::Pass(PassId::NvRematBlock);
const UNROLL: Reader = Reader::Pass(PassId::LoopUnroll);
const VECT: Reader = Reader::Pass(PassId::LoopVectorize);
/// Vectorizer knobs whose behaviour is not built (outer loops, early
/// exits).
const VECT_PLANNED: Reader = Reader::Planned(PassId::LoopVectorize);
const EGRAPH: Reader = Reader::Pass(PassId::Egraph);
/// The SLP knobs the egraph's `slp` rule set reads.
const SLP: Reader = Reader::Pass(PassId::Egraph);

macro_rules! opt {
    ($name:literal, $ty:expr, $def:literal, $imp:expr, $reader:expr, $src:literal, $help:literal) => {
        OptionInfo {
            name: $name,
            ty: $ty,
            default: $def,
            implicit: $imp,
            reader: $reader,
            source: $src,
            help: $help,
        }
    };
}

const ON: Option<&str> = Some("1");
const REQ: Option<&str> = None;

/// Every knob, grouped by the pass that reads it.
pub static OPTIONS: &[OptionInfo] = &[
    // Global code-generation settings (seed 002 slots 1-4; nvcc's defaults).
    opt!("relax-cuda-atomics", BOOL, "0", ON, Reader::Driver, "warpsat", "treat seq_cst atomicrmw/cmpxchg at system scope as CUDA's relaxed atomic functions (clang before 23 wrote atomicAdd that way; libNVVM and llc-16 emit a plain atom); set when the module's llvm.ident names such a clang"),
    opt!("ftz", BOOL, "0", ON, Reader::Isel, "seed 002", "flush f32 denormals to zero: .ftz on the f32 instructions of LLVM's operations; __nvvm_reflect(\"__CUDA_FTZ\") answers 1"),
    opt!("prec-div", BOOL, "1", ON, Reader::Isel, "seed 002", "IEEE-rounded f32 division (0: div.full.f32, rcp.approx.f32 for 1/x; __CUDA_PREC_DIV answers 0)"),
    opt!("prec-sqrt", BOOL, "1", ON, Reader::Isel, "seed 002", "IEEE-rounded f32 square root in libdevice (0: __CUDA_PREC_SQRT answers 0; llvm.sqrt.f32 stays sqrt.rn, as libNVVM keeps it)"),
    opt!("fmad", BOOL, "1", ON, EGRAPH, "seed 002", "allow fma/mad contraction of fmul+fadd"),
    // Pass switches.
    opt!("no-nvvm-verify", BOOL, "0", ON, Reader::Pass(PassId::Verify), "seed 002", "skip the verify pass of the pipeline (the verifier after import and --verify-each still run)"),
    opt!("no-sroa", BOOL, "0", ON, Reader::Pass(PassId::Sroa), "seed 002", "do not split aggregate allocas (SROA)"),
    opt!("no-mem2reg", BOOL, "0", ON, Reader::Pass(PassId::Mem2reg), "seed 002 no-sroa analogue", "do not promote allocas"),
    opt!("no-simplifycfg", BOOL, "0", ON, Reader::Pass(PassId::SimplifyCfg), "seed 002", "disable CFG simplification"),
    opt!("no-inline", BOOL, "0", ON, Reader::Pass(PassId::Inline), "seed 002", "disable device-function inlining"),
    opt!("inline-threshold", UINT, "2475", REQ, Reader::Pass(PassId::Inline), "LLVM 225 x NVPTX multiplier 11", "inline a callee whose cost (5 per instruction) is at most this"),
    opt!("no-loopunroll", BOOL, "0", ON, UNROLL, "seed 002", "disable loop unrolling"),
    opt!("do-licm", BOOL, "1", ON, EGRAPH, "seed 002", "hoist loop-invariant values to preheaders during elaboration"),
    opt!("dag-share", BOOL, "1", ON, EGRAPH, "warpsat", "after greedy DAG extraction, switch a class to a node whose operands other roots already compute when that lowers the program's total cost (in[i + 1] as in[i]'s address plus 4)"),
    opt!("lsa-opt", BOOL, "1", ON, Reader::Compat, "seed 002", "cicc's LSA optimization (forced 0 by Ofcmax)"),
    opt!("do-base-address-strength-reduce", BOOL, "1", ON, Reader::Pass(PassId::BaseAddressSr), "seed 002", "chain index sums that differ by one kernel parameter (in loops, and outside them where a product of variables is left dead), and split constant offsets out of in-bounds indices (known-size arrays; pointer parameters with -do-sign-ext-expand)"),
    opt!("do-base-address-strength-reduce-chain", BOOL, "1", ON, Reader::Pass(PassId::BaseAddressSr), "seed 002", "chained base-address strength reduction (0: index sums are not chained; the constant offsets are still split)"),
    opt!("disable-lsr", BOOL, "0", ON, Reader::Pass(PassId::LoopReduce), "LLVM", "turn loop strength reduction (loop-reduce) off"),
    opt!("no-stack-coloring", BOOL, "0", ON, Reader::Pass(PassId::StackColoring), "LLVM", "keep every alloca in a slot of its own (stack-coloring off)"),
    opt!("no-byval-copy", BOOL, "0", ON, Reader::Pass(PassId::ByvalCopy), "warpsat", "leave written byval structs to the local copy isel makes (byval-copy off)"),
    opt!("no-asm-sreg", BOOL, "0", ON, Reader::Pass(PassId::AsmSreg), "warpsat", "leave inline asm that copies a special register as asm (asm-sreg off)"),
    opt!("do-pressure-hoist", UINT, "1", ON, Reader::Pass(PassId::PressureHoist), "warpsat", "move pure instructions up to the operands that die in them: 0 off, 1 in functions predicted above the registers free of occupancy cost or over their cap, 2 in every function"),
    opt!("disable-licm-promotion", BOOL, "0", ON, Reader::Pass(PassId::LicmPromote), "LLVM", "keep loop-carried locations in memory (licm-promote off)"),
    opt!("load-hoist-max-stores", UINT, "8", ON, Reader::Pass(PassId::LoadHoist), "warpsat", "most stores load-hoist moves one load above (0 turns the pass off)"),
    opt!("lsr-pressure-aware", BOOL, "1", ON, Reader::Pass(PassId::LoopReduce), "warpsat", "leave a kernel's addresses as they are when the predictor says it spills under its register cap (launch bounds, maxnreg) and pointer induction variables would add live values (sgemm_reg8x8_lb3: 468 -> 332 spill bytes at sm_80)"),
    opt!("dump-lsr", BOOL, "0", ON, Reader::Pass(PassId::LoopReduce), "warpsat", "print each address given a pointer induction variable"),
    opt!("dump-base-address-strength-reduce", BOOL, "0", ON, Reader::Pass(PassId::BaseAddressSr), "seed 002", "print each chained sum"),
    opt!("memory-space-opt", BOOL, "1", ON, Reader::Pass(PassId::InferAddressSpaces), "seed 002", "cicc's MemorySpaceOpt (forced 0 by Ofcmax)"),
    // Switches of warpsat's Tier 2/3 passes that seed 002 names no slot for.
    opt!("no-loop-unswitch", BOOL, "0", ON, Reader::Pass(PassId::LoopUnswitch), "warpsat", "skip loop unswitching (loop-unswitch, -O2 and -O3)"),
    opt!("unswitch-threshold", UINT, "50", REQ, Reader::Pass(PassId::LoopUnswitch), "LLVM", "largest loop, in instructions, that loop-unswitch copies to move a condition out (0 leaves only the copy-free header exits)"),
    opt!("unswitch-innermost-only", BOOL, "1", ON, Reader::Pass(PassId::LoopUnswitch), "warpsat", "copy only loops that hold no other loop (copying a nest lengthened live ranges on the corpus)"),
    opt!("no-barrier-opt", BOOL, "0", ON, Reader::Pass(PassId::BarrierOpt), "warpsat", "skip -O3's barrier optimization (barrier-opt; the escalation's barrier feature gate has no slot name)"),
    // IR-level rematerialization (seed 000, ctor_277_0).
    opt!("do-remat", int(0, 3), "3", ON, REMAT, "seed 000", "rematerialization master control: 0 off, 1 conservative (single instructions), 2 normal (chains and use-level clones), 3 full (loads too, with -remat-load)"),
    opt!("no-remat", OptType::FuncList, "", REQ, REMAT, "seed 000", "functions to skip (\"Skip rematerialization on <funcname>\")"),
    opt!("remat-iv", int(0, 4), "4", ON, REMAT, "seed 000", "IV demotion level (64-bit loop IVs proven to fit 32 bits): 0 off, 1-2 constant starts and bounds, 3 starts and bounds of known range, 4 also != exits"),
    opt!("remat-load", int(0, 1), "1", ON, REMAT, "seed 000", "load rematerialization: 0 off, 1 on (invariant loads, ld.global.nc, re-issued where used)"),
    opt!("remat-add", UINT, "0", ON, REMAT, "seed 000", "add/mul factoring and distribution (the `factor` rule set): 0 off"),
    opt!("remat-single-cost-limit", UINT, "6000", REQ, REMAT, "seed 000", "max cost per single live-in reduction"),
    opt!("remat-loop-trip", UINT, "20", REQ, REMAT, "seed 000", "assumed trip count of loops with unknown trip count"),
    opt!("remat-gep-cost", UINT, "6000", REQ, REMAT, "seed 000", "max cost for GEP rematerialization"),
    opt!("remat-use-limit", UINT, "10", REQ, REMAT, "seed 000", "max number of uses of a candidate"),
    opt!("remat-max-live-limit", UINT, "10", REQ, REMAT, "seed 000", "the most live-in values one rematerialization round pulls in (0: no cap)"),
    opt!("remat-maxreg-ceiling", UINT, "0", REQ, REMAT, "seed 000", "register ceiling (0: uncapped)"),
    opt!("remat-for-occ", UINT, "120", REQ, REMAT, "seed 000", "occupancy target: the warps a kernel of N registers reaches, when above the next cliff's (1: the most; 0: 80% of the current count instead)"),
    opt!("remat-lli-factor", UINT, "10", REQ, REMAT, "seed 000", "long-latency instruction cost factor"),
    opt!("remat-ignore-single-cost", BOOL, "0", ON, REMAT, "seed 000", "bypass the per-value cost filter"),
    opt!("remat-move", BOOL, "0", ON, REMAT, "seed 000", "rematerialize move instructions (bitcast, freeze, ptrtoint, inttoptr)"),
    opt!("simplify-live-out", int(0, 2), "2", ON, REMAT, "seed 000", "live-out simplification (NLO) level: 0 off, 1 nloNewBit narrowing, 2 also nloNewAdd recomputation"),
    opt!("dump-remat", int(0, 9), "0", ON, REMAT, "seed 000", "rematerialization dump level (0-4)"),
    opt!("dump-remat-iv", int(0, 9), "0", ON, REMAT, "seed 000", "IV demotion dump (demoteIV/newBaseIV/substIV lines)"),
    opt!("dump-remat-load", int(0, 9), "0", ON, REMAT, "seed 000", "load remat dump (one line per re-issued load)"),
    opt!("dump-remat-add", int(0, 9), "0", ON, REMAT, "seed 000", "factoring dump: 1 the \"factor\" values kept, 2 also the matches not taken"),
    opt!("dump-simplify-live-out", BOOL, "0", ON, REMAT, "seed 000", "NLO dump"),
    // Machine-level rematerialization (seed 000, ctor_361_0).
    opt!("nv-remat-block", UINT, "14", ON, MREMAT, "seed 000", "bitmask of machine remat modes (0: off; bit 0 lifts the cost caps, bit 1 pulls live-out registers in, bit 2 gives the second chance, bit 3 lets special-register reads be pulled)"),
    opt!("no-mi-remat", OptType::FuncList, "", REQ, MREMAT, "seed 000", "functions to skip in machine remat"),
    opt!("nv-remat-max-times", UINT, "10", REQ, MREMAT, "seed 000", "max outer-loop iterations"),
    opt!("nv-remat-block-single-cost", UINT, "10", REQ, MREMAT, "seed 000", "max cost per single live value pull-in"),
    opt!("nv-remat-block-map-size-limit", UINT, "6", REQ, MREMAT, "seed 000", "map size limit for a single pull-in"),
    opt!("nv-remat-block-max-cost", UINT, "100", REQ, MREMAT, "seed 000", "max total clone cost per live value reduction"),
    opt!("nv-remat-block-liveout-min-percentage", int(0, 100), "70", REQ, MREMAT, "seed 000", "a block above the target is considered when its live-out registers are at least this share of its max-live"),
    opt!("nv-remat-block-loop-cost-factor", UINT, "20", REQ, MREMAT, "seed 000", "loop cost multiplier"),
    opt!("nv-remat-default-max-reg", UINT, "70", REQ, MREMAT, "seed 000", "default max register pressure target"),
    opt!("nv-remat-block-load-cost", UINT, "10", REQ, MREMAT, "seed 000", "cost of a load"),
    opt!("nv-remat-threshold-for-spec-reg", UINT, "20", REQ, MREMAT, "seed 000", "special-register reads are pulled in only where max-live reaches this"),
    opt!("nv-dump-remat-block", BOOL, "0", ON, MREMAT, "seed 000", "machine remat dump"),
    opt!("nv-remat-check-internal-live", BOOL, "0", ON, MREMAT, "seed 000", "also consider registers live across a hot block's peak (not only its live-out ones), in every block above the target"),
    opt!("load-remat", BOOL, "1", ON, MREMAT, "seed 000", "machine load rematerialization"),
    // Loop unrolling (seed 001; -1 means unset).
    opt!("unroll-threshold", int(-1, I32MAX), "-1", REQ, UNROLL, "seed 001", "full-unroll size budget (-1: 405, or 150 under loop-unroll<O1>), times the local-array multiplier"),
    opt!("unroll-partial-threshold", int(-1, I32MAX), "-1", REQ, UNROLL, "seed 001", "partial and runtime unroll size budget (-1: 150), times the local-array multiplier"),
    opt!("unroll-max-percent-threshold-boost", UINT, "400", REQ, UNROLL, "seed 001", "max dynamic cost boost (%): the full-unroll budget grows by the rolled over the folded unrolled cost of a simulated loop"),
    opt!("unroll-max-iteration-count-to-analyze", UINT, "10", REQ, UNROLL, "seed 001", "max trip count the dynamic cost boost simulates (0: none; at most 1024)"),
    opt!("unroll-count", int(-1, I32MAX), "-1", REQ, UNROLL, "seed 001", "the runtime unroll factor tried first (-1: 4), halved to fit the budget"),
    opt!("unroll-max-count", int(-1, I32MAX), "-1", REQ, UNROLL, "seed 001", "hard cap on the unroll factor (-1: unset)"),
    opt!("unroll-full-max-count", int(-1, I32MAX), "-1", REQ, UNROLL, "seed 001", "max trip count for full unroll (-1: unset)"),
    opt!("unroll-peel-count", int(-1, I32MAX), "-1", REQ, UNROLL, "seed 001", "iterations peeled off each loop that does not unroll fully (-1: unset, none; at most 64)"),
    opt!("unroll-allow-partial", BOOL, "1", ON, UNROLL, "seed 001", "allow partial unrolling of a constant trip count over the full-unroll budget (libNVVM -O3 does)"),
    opt!("unroll-allow-remainder", BOOL, "0", ON, UNROLL, "seed 001", "partial unrolling (with -unroll-allow-partial) may use a factor that does not divide the trip count"),
    opt!("unroll-runtime", BOOL, "1", ON, UNROLL, "seed 001", "allow runtime (dynamic trip count) unrolling"),
    opt!("unroll-max-upperbound", UINT, "8", REQ, UNROLL, "seed 001", "max trip count for upper-bound unrolling"),
    opt!("pragma-unroll-threshold", UINT, "32768", REQ, UNROLL, "seed 001", "cost budget of pragma-directed unrolls"),
    opt!("flat-loop-tripcount-threshold", UINT, "5", REQ, UNROLL, "seed 001", "min trip count for runtime unrolling, where a bound is known"),
    opt!("runtime-unroll-threshold", UINT, "95", REQ, UNROLL, "seed 001", "max body size for runtime unrolling"),
    opt!("max-pragma-upperbound-unroll", UINT, "64", REQ, UNROLL, "seed 001", "max upper-bound factor for a pragma"),
    opt!("unroll-assumed-size", UINT, "4", REQ, UNROLL, "seed 001", "assumed size of unknown local-array dimensions"),
    opt!("unroll-runtime-convergent", BOOL, "1", ON, UNROLL, "seed 001", "allow unrolling loops with convergent operations"),
    opt!("unroll-pressure-aware", BOOL, "0", ON, UNROLL, "warpsat", "halve runtime and partial unroll factors (no pragma) while the predicted registers of the unrolled kernel cross an occupancy cliff or the register cap; off by default: on IR not yet optimized the predictor over-counts unrolled bodies (dgemv_exp: 36 predicted, 26 used)"),
    opt!("unroll-runtime-epilog", BOOL, "0", ON, UNROLL, "seed 001", "runtime unrolling runs the remainder after the main loop (an epilogue) rather than before it (a prologue); decides only when -waterfall-unrolling-force-epilogue is 0 and the loop makes no call"),
    opt!("waterfall-unrolling-force-epilogue", BOOL, "1", ON, UNROLL, "seed 001", "loops of a runtime trip count always get an epilogue remainder; 0 leaves the choice to -unroll-runtime-epilog"),
    // Loop vectorization (seed 003).
    opt!("vectorize-loops", BOOL, "1", ON, VECT, "seed 003", "loop vectorization master switch (wider ld/st of counted innermost loops, entered under run-time alignment and overlap checks)"),
    opt!("enable-early-exit-vectorization", BOOL, "0", ON, VECT_PLANNED, "seed 003", "vectorize loops with an uncountable early exit"),
    opt!("force-vector-width-outer", BOOL, "0", ON, VECT_PLANNED, "seed 003", "force VF=4 for outer loops"),
    opt!("vectorizer-min-trip-count", UINT, "16", REQ, VECT, "seed 003", "minimum trip count to attempt vectorization"),
    opt!("enable-epilogue-vectorization", BOOL, "1", ON, VECT, "seed 003", "vectorize the epilogue loop"),
    opt!("epilogue-vectorization-force-VF", UINT, "0", REQ, VECT, "seed 003", "vectorize the remainder of a vectorized loop at this VF (0: only after 16 lanes per round, never at NVPTX's factors; above half the main loop's lanes, half of them)"),
    opt!("small-loop-cost", UINT, "20", REQ, VECT, "seed 003", "instructions below which a loop is interleaved (IC up to small-loop-cost / cost, at most 2 or -force-target-max-vector-interleave)"),
    opt!("vectorize-varying-alignment", int(0, 2), "0", REQ, VECT, "warpsat", "which rows are widened: 0 those whose alignment is provably the same in every thread of a warp; 1 also those made so by a uniform run-time test (rows tid * n with n a multiple of the vector's elements; when it fails every thread takes the scalar loop); 2 any, each thread checking its own rows (a warp whose threads disagree runs both loops)"),
    opt!("force-target-max-scalar-interleave", UINT, "0", REQ, VECT, "seed 003", "max interleave count of loops the cost model leaves at one lane (0: the target's, 1): above 1 they run that many iterations per round, nothing widened"),
    opt!("force-target-max-vector-interleave", UINT, "0", REQ, VECT, "seed 003", "max interleave count for vector loops (0: target)"),
    // SLP vectorization (seed 004; warpsat's `slp` rule set of the egraph).
    opt!("vectorize-slp", BOOL, "1", ON, SLP, "seed 004", "SLP vectorization master switch (0 at O1)"),
    opt!("slp-threshold", int(-I32MAX, I32MAX), "0", REQ, SLP, "seed 004", "vectorize when cost <= -threshold"),
    opt!("slp-vectorize-hor", BOOL, "1", ON, SLP, "seed 004", "horizontal reduction vectorization"),
    opt!("slp-vectorize-hor-store", BOOL, "0", ON, SLP, "seed 004", "seed horizontal reductions from stores"),
    opt!("slp-max-reg-size", UINT, "128", REQ, SLP, "seed 004", "widest packed access in bits (128: .v4 of 32-bit, .v2 of 64-bit elements; at 128 or more, sm_100 global accesses may use 256)"),
    opt!("slp-min-reg-size", UINT, "128", REQ, SLP, "seed 004", "fewest bits the lanes of a horizontal reduction fill"),
    opt!("slp-schedule-budget", UINT, "100000", REQ, SLP, "seed 004", "most items of a block one packed tile spans"),
    opt!("slp-recursion-max-depth", UINT, "12", REQ, SLP, "seed 004", "how deep a horizontal reduction or packed half tree is gathered"),
    opt!("slp-min-tree-size", UINT, "3", REQ, SLP, "seed 004", "fewest loaded lanes a horizontal reduction packs"),
    opt!("dump-slp", int(0, 9), "0", ON, SLP, "warpsat", "SLP dump: the groups of adjacent accesses considered and each tile's decision"),
    opt!("slp-max-vf", UINT, "0", REQ, SLP, "seed 004", "max lanes of a packed access (0: what PTX allows, 4 of <=32-bit and 2 of 64-bit elements; 8 and 4 in 256 bits on sm_100)"),
];

/// Every registered knob: [`OPTIONS`], then seed 002's remaining names
/// ([`SEED_002_OPTIONS`]).
pub fn all() -> impl Iterator<Item = &'static OptionInfo> {
    OPTIONS.iter().chain(SEED_002_OPTIONS.iter())
}

/// The registry entry of `name`.
pub fn lookup(name: &str) -> Option<&'static OptionInfo> {
    all().find(|o| o.name == name)
}

/// A knob's value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptValue {
    /// A boolean.
    Bool(bool),
    /// An integer.
    Int(i64),
    /// A list of function names.
    Funcs(Vec<String>),
}

impl std::fmt::Display for OptValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            OptValue::Bool(b) => write!(f, "{}", *b as u8),
            OptValue::Int(i) => write!(f, "{i}"),
            OptValue::Funcs(v) => f.write_str(&v.join(",")),
        }
    }
}

/// Parses `text` as a value of `info`'s type; the error names the knob.
pub fn parse_value(info: &OptionInfo, text: &str) -> Result<OptValue, String> {
    let bad = |expected: &str| {
        format!(
            "invalid value '{text}' for pass option '-{}': expected {expected}",
            info.name
        )
    };
    match info.ty {
        OptType::Bool => match text.to_ascii_lowercase().as_str() {
            "1" | "true" => Ok(OptValue::Bool(true)),
            "0" | "false" => Ok(OptValue::Bool(false)),
            _ => Err(bad("0, 1, true or false")),
        },
        OptType::Int { min, max } => {
            let range = if max == I32MAX && min == -I32MAX {
                "an integer".to_string()
            } else if max == I32MAX {
                format!("an integer >= {min}")
            } else {
                format!("an integer in {min}..{max}")
            };
            match text.parse::<i64>() {
                Ok(v) if (min..=max).contains(&v) => Ok(OptValue::Int(v)),
                _ => Err(bad(&range)),
            }
        }
        OptType::FuncList => {
            if text.is_empty() {
                return Ok(OptValue::Funcs(Vec::new()));
            }
            let names: Vec<String> = text.split(',').map(|s| s.trim().to_string()).collect();
            if names
                .iter()
                .any(|n| n.is_empty() || n.contains(char::is_whitespace))
            {
                return Err(bad("function names separated by commas"));
            }
            Ok(OptValue::Funcs(names))
        }
    }
}

/// The value of every knob for one compilation.
#[derive(Clone, Debug)]
pub struct PassOptions {
    values: BTreeMap<&'static str, OptValue>,
    /// Knobs set explicitly (by `-opt` or a level), for reports.
    explicit: Vec<&'static str>,
}

impl Default for PassOptions {
    fn default() -> Self {
        PassOptions::new()
    }
}

impl PassOptions {
    /// Every knob at its default.
    pub fn new() -> PassOptions {
        let values = all()
            .map(|o| {
                let v = parse_value(o, o.default)
                    .unwrap_or_else(|e| panic!("bad default of {}: {e}", o.name));
                (o.name, v)
            })
            .collect();
        PassOptions {
            values,
            explicit: Vec::new(),
        }
    }

    /// Applies one `-opt` argument: one or more space-separated
    /// `-name[=value]` settings.
    pub fn apply_opt_arg(&mut self, arg: &str) -> Result<(), String> {
        let mut any = false;
        for item in arg.split_whitespace() {
            any = true;
            let Some(body) = item.strip_prefix('-') else {
                return Err(format!(
                    "invalid -opt argument '{item}': expected '-name=value'"
                ));
            };
            let (name, value) = match body.split_once('=') {
                Some((n, v)) => (n, Some(v)),
                None => (body, None),
            };
            self.set(name, value)?;
        }
        if !any {
            return Err("empty -opt argument: expected '-name=value'".into());
        }
        Ok(())
    }

    /// Sets knob `name` from text (`None`: given without `=value`).
    pub fn set(&mut self, name: &str, value: Option<&str>) -> Result<(), String> {
        let info = lookup(name)
            .ok_or_else(|| format!("unknown pass option '-{name}' (see --list-options)"))?;
        let text = match value.or(info.implicit) {
            Some(t) => t,
            None => {
                return Err(format!(
                    "pass option '-{name}' requires a value (-{name}=...)"
                ))
            }
        };
        let v = parse_value(info, text)?;
        self.values.insert(info.name, v);
        if !self.explicit.contains(&info.name) {
            self.explicit.push(info.name);
        }
        Ok(())
    }

    /// The value of a registered knob.
    ///
    /// # Panics
    /// If `name` is not registered (a programming error).
    pub fn get(&self, name: &str) -> &OptValue {
        self.values
            .get(name)
            .unwrap_or_else(|| panic!("pass option '{name}' is not registered"))
    }

    /// A boolean knob (an integer knob counts as on when non-zero).
    pub fn flag(&self, name: &str) -> bool {
        match self.get(name) {
            OptValue::Bool(b) => *b,
            OptValue::Int(i) => *i != 0,
            OptValue::Funcs(v) => !v.is_empty(),
        }
    }

    /// An integer knob (booleans read as 0/1).
    pub fn int(&self, name: &str) -> i64 {
        match self.get(name) {
            OptValue::Bool(b) => *b as i64,
            OptValue::Int(i) => *i,
            OptValue::Funcs(v) => v.len() as i64,
        }
    }

    /// Whether function `func` is on the exclusion list `name`
    /// (`no-remat`, `no-mi-remat`).
    pub fn excludes(&self, name: &str, func: &str) -> bool {
        matches!(self.get(name), OptValue::Funcs(v) if v.iter().any(|f| f == func))
    }

    /// Knobs set explicitly, in the order first set.
    pub fn explicit(&self) -> &[&'static str] {
        &self.explicit
    }
}

/// The `--list-options` text: one block per knob, registry order.
pub fn list_options() -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "pass options (set with -opt \"-name=value\"; booleans and dump levels alone mean 1):"
    );
    for o in all() {
        let default = if o.default.is_empty() {
            "(empty)"
        } else {
            o.default
        };
        let _ = writeln!(
            out,
            "  -{:<40} {:<12} default {}",
            o.name,
            o.ty.describe(),
            default
        );
        let _ = writeln!(out, "      {}", o.full_help());
    }
    let _ = writeln!(
        out,
        "seed 002's NVVMPassOptions has 221 slots; every name the seed gives one is registered above, \
but slots 5 and 6 (opt-level, sm-arch), which are -O# and --arch. Slots the seed names no knob for \
cannot be set by name."
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_default_parses_and_names_are_unique() {
        let opts = PassOptions::new();
        let every: Vec<&OptionInfo> = all().collect();
        for (i, o) in every.iter().enumerate() {
            assert!(
                every[i + 1..].iter().all(|p| p.name != o.name),
                "{}",
                o.name
            );
            assert_eq!(&parse_value(o, o.default).unwrap(), opts.get(o.name));
        }
    }

    #[test]
    fn opt_arguments() {
        let mut o = PassOptions::new();
        o.apply_opt_arg("-do-remat=0 -remat-for-occ=96").unwrap();
        assert_eq!(o.int("do-remat"), 0);
        assert_eq!(o.int("remat-for-occ"), 96);
        o.apply_opt_arg("-dump-remat").unwrap();
        assert_eq!(o.int("dump-remat"), 1);
        o.apply_opt_arg("-no-remat=f1,f2").unwrap();
        assert!(o.excludes("no-remat", "f2") && !o.excludes("no-remat", "f3"));
        assert!(!o.excludes("no-mi-remat", "f1"));
        assert_eq!(
            o.explicit(),
            &["do-remat", "remat-for-occ", "dump-remat", "no-remat"]
        );
        assert_eq!(
            o.apply_opt_arg("-remat-frob=1").unwrap_err(),
            "unknown pass option '-remat-frob' (see --list-options)"
        );
        assert!(o
            .apply_opt_arg("-remat-for-occ=lots")
            .unwrap_err()
            .contains("invalid value 'lots' for pass option '-remat-for-occ'"));
        assert!(o
            .apply_opt_arg("-remat-for-occ")
            .unwrap_err()
            .contains("requires a value"));
        assert!(o
            .apply_opt_arg("do-remat=1")
            .unwrap_err()
            .contains("expected '-name=value'"));
        assert!(o.apply_opt_arg("-do-remat=4").is_err());
        assert!(o.apply_opt_arg("-ftz=maybe").is_err());
    }
}
