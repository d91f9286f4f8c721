//! The pass registry: every pass warpsat knows by name, its kind, its
//! parameters and the pass options it reads.
//!
//! Invariants: names are unique and kebab-case; [`PassId::ALL`] lists every
//! variant once, in registry order (the order `--list-options` and the
//! docs use); a pass that is not [`PassInfo::implemented`] may be named in a
//! textual pipeline (so pipelines can be written and printed ahead of it)
//! but running it is a usage error.

/// Where a pass runs.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PassKind {
    /// Once over the whole module (phase I work: kernel selection,
    /// dead-function elimination, inlining).
    Module,
    /// Once per defined function (phase II work).
    Function,
    /// Per function on the ptx dialect after instruction selection.
    Machine,
}

impl PassKind {
    /// `module`, `function` or `machine`.
    pub fn name(self) -> &'static str {
        match self {
            PassKind::Module => "module",
            PassKind::Function => "function",
            PassKind::Machine => "machine",
        }
    }
}

/// What a pass parameter takes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ParamKind {
    /// A bare word (`algebra`, `first-time`).
    Flag,
    /// `name=N`, an unsigned integer.
    Uint,
    /// `name=a,b,c`, a list of function names.
    Names,
    /// `name=word`, one of the choices the pass names in its error
    /// (`extractor=chaos:3`).
    Word,
}

/// One parameter a pass accepts inside `<...>`.
#[derive(Copy, Clone, Debug)]
pub struct ParamInfo {
    /// Its spelling.
    pub name: &'static str,
    /// What it takes.
    pub kind: ParamKind,
    /// One line of help.
    pub help: &'static str,
}

/// What the registry says about a pass.
#[derive(Copy, Clone, Debug)]
pub struct PassInfo {
    /// Pipeline name (`mem2reg`).
    pub name: &'static str,
    /// Class name used in parameter errors (`invalid LoopUnroll pass
    /// parameter 'x'`, the seed's wording).
    pub class: &'static str,
    /// Module, function or machine pass.
    pub kind: PassKind,
    /// Parameters accepted inside `<...>`.
    pub params: &'static [ParamInfo],
    /// Whether running it is implemented today.
    pub implemented: bool,
    /// Required passes (the verifier) are never skipped by
    /// `--opt-bisect-limit` and never counted by it.
    pub required: bool,
    /// One line of help; for planned passes, where the behaviour comes from.
    pub help: &'static str,
}

macro_rules! passes {
    ($($id:ident => $info:expr,)*) => {
        /// Every pass warpsat knows.
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum PassId { $(#[allow(missing_docs)] $id,)* }

        impl PassId {
            /// Every pass, in registry order.
            pub const ALL: &'static [PassId] = &[$(PassId::$id,)*];

            /// The registry entry.
            pub fn info(self) -> &'static PassInfo {
                match self { $(PassId::$id => { const I: PassInfo = $info; &I })* }
            }
        }
    };
}

const fn flag(name: &'static str, help: &'static str) -> ParamInfo {
    ParamInfo {
        name,
        kind: ParamKind::Flag,
        help,
    }
}

const fn uint(name: &'static str, help: &'static str) -> ParamInfo {
    ParamInfo {
        name,
        kind: ParamKind::Uint,
        help,
    }
}

passes! {
    Verify => PassInfo {
        name: "verify",
        class: "Verifier",
        kind: PassKind::Module,
        params: &[],
        implemented: true,
        required: true,
        help: "check SSA dominance, types, terminators and dialect rules (cicc's NVVMVerifier)",
    },
    SelectKernels => PassInfo {
        name: "select-kernels",
        class: "SelectKernels",
        kind: PassKind::Module,
        params: &[ParamInfo {
            name: "kernels",
            kind: ParamKind::Names,
            help: "kernels to keep (`kernels=a,b`); the others stop being kernels",
        }],
        implemented: true,
        required: false,
        help: "keep only the named kernels and switch globaldce to whole-program mode (cicc's select-kernels)",
    },
    GlobalDce => PassInfo {
        name: "globaldce",
        class: "GlobalDCE",
        kind: PassKind::Module,
        params: &[],
        implemented: true,
        required: false,
        help: "delete functions that no kernel reaches (dead kernel/function elimination)",
    },
    Sroa => PassInfo {
        name: "sroa",
        class: "SROA",
        kind: PassKind::Function,
        params: &[],
        implemented: true,
        required: false,
        help: "split allocas read and written only at constant offsets into one scalar alloca per access, for mem2reg to promote (cicc's SROA)",
    },
    Mem2reg => PassInfo {
        name: "mem2reg",
        class: "Mem2Reg",
        kind: PassKind::Function,
        params: &[],
        implemented: true,
        required: false,
        help: "promote scalar allocas to SSA values (the part of cicc's SROA warpsat needs)",
    },
    InferAddressSpaces => PassInfo {
        name: "infer-address-spaces",
        class: "InferAddressSpaces",
        kind: PassKind::Function,
        params: &[flag(
            "second-time",
            "the late run of the -O3 escalation (cicc's memory-space-opt<second-time>), after unrolling and strength reduction; -opt -no-memspaceopt-b skips it",
        )],
        implemented: true,
        required: false,
        help: "address loads, stores and atomics in the state space their generic pointer provably points to (cicc's memory-space-opt); loads through noalias readonly kernel parameters become invariant (ld.global.nc)",
    },
    CorrelatedPropagation => PassInfo {
        name: "correlated-propagation",
        class: "CorrelatedValuePropagation",
        kind: PassKind::Function,
        params: &[],
        implemented: true,
        required: false,
        help: "decide integer comparisons from the branch conditions that dominate them (LLVM's correlated-propagation, signed ranges): Numba's index wrap-around selects after the kernel's bounds test",
    },
    BarrierOpt => PassInfo {
        name: "barrier-opt",
        class: "NVVMBarrierOpt",
        kind: PassKind::Function,
        params: &[],
        implemented: true,
        required: false,
        help: "drop a block-wide barrier that repeats the one before it with no memory access, call or other barrier between (seed 002: the -O3 escalation's barrier optimization); unrolled loops that synchronize at both ends of their body leave such pairs",
    },
    Sccp => PassInfo {
        name: "sccp",
        class: "SCCP",
        kind: PassKind::Function,
        params: &[],
        implemented: true,
        required: false,
        help: "sparse conditional constant propagation (seed 002 Tier 0): integer values constant on every executable path, block parameters included, become constants; branches they decide become unconditional and the blocks never reached go",
    },
    MemCpyOpt => PassInfo {
        name: "memcpyopt",
        class: "MemCpyOpt",
        kind: PassKind::Function,
        params: &[],
        implemented: true,
        required: false,
        help: "memcpy/memset forwarding within a block, then constant-size (<= 256 bytes) memcpy/memmove/memset on a local array or struct turned into loads and stores sroa and mem2reg promote (seed 002 Tier 0 MemCpyOpt)",
    },
    Adce => PassInfo {
        name: "adce",
        class: "ADCE",
        kind: PassKind::Function,
        params: &[],
        implemented: true,
        required: false,
        help: "aggressive dead code elimination (seed 002 Tier 0 ADCE): everything dead until an effect needs it, branches included; an `if` whose arms compute nothing live loses its branch (loops are kept whole)",
    },
    Dse => PassInfo {
        name: "dse",
        class: "DSE",
        kind: PassKind::Function,
        params: &[],
        implemented: true,
        required: false,
        help: "dead store elimination (seed 002 Tier 0): a store overwritten in its block before anything may read it, and stores into an alloca nothing reads",
    },
    LoadHoist => PassInfo {
        name: "load-hoist",
        class: "LoadHoist",
        kind: PassKind::Function,
        params: &[],
        implemented: true,
        required: false,
        help: "move each load, with its address arithmetic, above earlier stores proven to write other bytes, so that a block's loads issue together (ptxas keeps a load behind any store it cannot tell apart by immediate offsets)",
    },
    PressureHoist => PassInfo {
        name: "pressure-hoist",
        class: "PressureHoist",
        kind: PassKind::Function,
        params: &[],
        implemented: true,
        required: false,
        help: "move a pure instruction up to the block of its latest operand when that block runs exactly as often and the operands that die there hold at least the registers of its result (elaboration computes values where first demanded, keeping dying operands live)",
    },
    StackColoring => PassInfo {
        name: "stack-coloring",
        class: "StackColoring",
        kind: PassKind::Function,
        params: &[],
        implemented: true,
        required: false,
        help: "allocas whose lifetime.start/end ranges never overlap share one slot (LLVM's StackColoring): libdevice's Payne-Hanek arrays of sinf and cosf, and the frame addresses they keep live",
    },
    AsmSreg => PassInfo {
        name: "asm-sreg",
        class: "AsmSreg",
        kind: PassKind::Function,
        params: &[],
        implemented: true,
        required: false,
        help: "inline asm that only copies a special register fixed for the thread (`mov.u32 $0, %laneid;`, CUB's LaneId) becomes the llvm.nvvm.read.ptx.sreg call, whose range the analyses then know",
    },
    ByvalCopy => PassInfo {
        name: "byval-copy",
        class: "ByvalCopy",
        kind: PassKind::Function,
        params: &[],
        implemented: true,
        required: false,
        help: "a byval struct its kernel or device function writes to (or does more with than read) gets its local copy in the IR, an alloca filled by memcpy, so that memcpyopt, sroa and mem2reg keep its fields in registers (llc's NVPTXLowerArgs; CUB's GridEvenShare); otherwise isel made the copy in the local depot",
    },
    ConstMerge => PassInfo {
        name: "constmerge",
        class: "ConstantMerge",
        kind: PassKind::Module,
        params: &[],
        implemented: true,
        required: false,
        help: "merge identical internal constant globals whose address nothing observes (seed 002 Tier 0 ConstantMerge)",
    },
    TailCallElim => PassInfo {
        name: "tailcallelim",
        class: "TailCallElim",
        kind: PassKind::Module,
        params: &[],
        implemented: true,
        required: false,
        help: "a function's self-recursive call in tail position becomes a loop (seed 002: Tier 3 only, so -O3)",
    },
    LoopIndexSplit => PassInfo {
        name: "loop-index-split",
        class: "LoopIndexSplit",
        kind: PassKind::Function,
        params: &[],
        implemented: true,
        required: false,
        help: "split an innermost loop at the index a branch in its body compares its counter against (seed 002 Tier 2/3 LoopIndexSplit): `i < c` gives two loops with the branch folded in each, `i == c` peels the iteration at c; bounds clamped, counters proven not to wrap",
    },
    LoopUnswitch => PassInfo {
        name: "loop-unswitch",
        class: "LoopUnswitch",
        kind: PassKind::Function,
        params: &[],
        implemented: true,
        required: false,
        help: "move a loop-invariant condition out of its loop (seed 002 Tier 2/3): a header exit becomes a test in front of the loop; a branch inside a loop of at most -unswitch-threshold instructions versions the loop, one copy per outcome (not with barriers, calls or allocas)",
    },
    Licm => PassInfo {
        name: "licm",
        class: "LICM",
        kind: PassKind::Function,
        params: &[],
        implemented: true,
        required: false,
        help: "hoist pure, non-trapping loop-invariant instructions into the block entering the loop, inner loops first (not in the -O pipelines: on Triton's matmul it lengthened live ranges into 2.4x the spills)",
    },
    LicmPromote => PassInfo {
        name: "licm-promote",
        class: "LICM",
        kind: PassKind::Function,
        params: &[],
        implemented: true,
        required: false,
        help: "keep a location a loop stores to in a register (LICM's scalar promotion): one load before the loop where its old value is read, one store on each exit; only when every other access in the loop is proven apart and nothing in it synchronizes (-disable-licm-promotion turns it off)",
    },
    BaseAddressSr => PassInfo {
        name: "base-address-sr",
        class: "BaseAddressStrengthReduce",
        kind: PassKind::Function,
        params: &[],
        implemented: true,
        required: false,
        help: "chain loop index sums that differ by one kernel parameter (cicc's base-address strength reduction): loop-invariant index registers die before the loop; constant offsets of in-bounds indices into known-size arrays become address offsets from one base",
    },
    LoopReduce => PassInfo {
        name: "loop-reduce",
        class: "LoopStrengthReduce",
        kind: PassKind::Function,
        params: &[],
        implemented: true,
        required: false,
        help: "loop strength reduction: an address affine in an induction variable becomes a pointer induction variable advanced on the back edge; addresses at constant distances use it plus an immediate",
    },
    Inline => PassInfo {
        name: "inline",
        class: "Inliner",
        kind: PassKind::Module,
        params: &[],
        implemented: true,
        required: false,
        help: "inline device functions (noinline, recursive and variadic callees kept; cost = 5 per instruction against -inline-threshold, alwaysinline and single-use internal callees always); internal functions left unused are removed",
    },
    SimplifyCfg => PassInfo {
        name: "simplifycfg",
        class: "SimplifyCFG",
        kind: PassKind::Function,
        params: &[],
        implemented: true,
        required: false,
        help: "fold integer constants and branches on constants, thread edges past a block that only branches on a condition known on the edge, drop unreachable blocks, forward single-edge and single-value block parameters, merge a block into a predecessor that only branches to it",
    },
    LoopUnroll => PassInfo {
        name: "loop-unroll",
        class: "LoopUnroll",
        kind: PassKind::Function,
        params: &[
            flag("O1", "thresholds of -O1 (OptThreshold 150)"),
            flag("O2", "thresholds of -O2 (OptThreshold 405)"),
            flag("O3", "thresholds of -O3 (OptThreshold 405)"),
            flag("partial", "allow partial unrolling"),
            flag("no-partial", "forbid partial unrolling"),
            flag("runtime", "allow runtime unrolling"),
            flag("no-runtime", "forbid runtime unrolling"),
            uint("full-unroll-max", "largest trip count unrolled fully"),
            flag("full-only", "seed 002's first slot, before loop-vectorize (LLVM's loop-unroll-full): full and upper-bound unrolling only; kept loops are left to the late slot without a remark"),
        ],
        implemented: true,
        required: false,
        help: "seed 001's cascade: local-array multiplier, pragmas (disable, count, full), full unrolling under the threshold (with the dynamic cost boost), upper-bound unrolling of early-exit loops, runtime unrolling by 4 with the loop as epilogue (as prologue with -waterfall-unrolling-force-epilogue=0; not of flat loops), peeling by -unroll-peel-count",
    },
    LoopVectorize => PassInfo {
        name: "loop-vectorize",
        class: "LoopVectorize",
        kind: PassKind::Function,
        params: &[],
        implemented: true,
        required: false,
        help: "seed 003 in the GPU sense: a counted innermost loop over consecutive elements runs VF x IC iterations per round with one ld/st .v2/.v4 per access and group (VF at most 4 and 16 bytes), entered when run-time checks prove alignment and no overlap, the loop itself running the rest (knobs: -opt \"-vectorize-loops\", \"-vectorizer-min-trip-count\", \"-small-loop-cost\", ...; --list-options)",
    },
    Egraph => PassInfo {
        name: "egraph",
        class: "Egraph",
        kind: PassKind::Function,
        params: &[
            flag("algebra", "constant folding, identities, address reassociation"),
            flag("fusion", "fma/mad contraction, mul.wide/mad.wide"),
            flag("remat", "seed 000 occupancy-aware extraction: rematerialize values live across blocks when that crosses an occupancy cliff or removes spills (knobs: -opt \"-remat-*\")"),
            flag("ivdemote", "seed 000 IV demotion: 64-bit loop IVs proven to fit 32 bits get a narrow companion the extractor may carry instead (knobs: -opt \"-remat-iv\", \"-dump-remat-iv\")"),
            flag("nlo", "seed 000 live-out narrowing"),
            flag("forward", "load forwarding (GVN's, on memory states): a load of bytes a store before it wrote is the stored value; one past stores proven to write other bytes reads the state before them"),
            flag("slp", "seed 004 SLP packing: adjacent loads/stores with proven alignment become ld/st .v2/.v4, reduction trees over their lanes pairwise trees (knobs: -opt \"-slp-threshold\", \"-slp-max-reg-size\", \"-slp-max-vf\", \"-slp-vectorize-hor\", \"-slp-min-tree-size\", \"-vectorize-slp\", ...; --list-options)"),
            uint("iter-limit", "saturation iterations (default 12)"),
            uint("node-limit", "e-nodes (default 60000)"),
            uint("time-limit", "saturation milliseconds per function (default 20000)"),
            ParamInfo {
                name: "extractor",
                kind: ParamKind::Word,
                help: "dag|occupancy|ilp|chaos[:SEED] (default occupancy; --extractor overrides)",
            },
            ParamInfo {
                name: "cost",
                kind: ParamKind::Word,
                help: "latency|pressure|occupancy|blend:W (default latency; --cost overrides)",
            },
            uint("ilp-time-limit", "milliseconds per ILP extraction (default 5000)"),
            flag("static-cost", "price every node once, not times how often it would run (loop trip counts)"),
            ParamInfo {
                name: "rules",
                kind: ParamKind::Names,
                help: "single rules to run, by name (`rules=add-zero,fma-contract`)",
            },
            ParamInfo {
                name: "disable",
                kind: ParamKind::Names,
                help: "rules left out of the sets, by name (`disable=add-const-out`): bisecting a rule's effect",
            },
        ],
        implemented: true,
        required: false,
        help: "equality saturation with GPU rule sets, DAG-aware or occupancy-aware (remat) extraction and dominator-scoped elaboration",
    },
    Remat => PassInfo {
        name: "remat",
        class: "Rematerialization",
        kind: PassKind::Function,
        params: &[],
        implemented: false,
        required: false,
        help: "seed 000's IR-level rematerialization as a stand-alone pass (planned; today it runs inside egraph<remat>)",
    },
    NvRematBlock => PassInfo {
        name: "nv-remat-block",
        class: "RematBlock",
        kind: PassKind::Machine,
        params: &[],
        implemented: true,
        required: false,
        help: "seed 000's machine-level rematerialization on the ptx dialect, after instruction selection (-opt -nv-remat-block=0 turns it off)",
    },
}

impl PassId {
    /// The pass called `name`.
    pub fn by_name(name: &str) -> Option<PassId> {
        PassId::ALL.iter().copied().find(|p| p.info().name == name)
    }

    /// Its pipeline name.
    pub fn name(self) -> &'static str {
        self.info().name
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_found() {
        for (i, p) in PassId::ALL.iter().enumerate() {
            assert_eq!(PassId::by_name(p.name()), Some(*p));
            for q in &PassId::ALL[i + 1..] {
                assert_ne!(p.name(), q.name());
            }
            let mut names: Vec<_> = p.info().params.iter().map(|x| x.name).collect();
            names.sort_unstable();
            names.dedup();
            assert_eq!(names.len(), p.info().params.len(), "{}", p.name());
        }
    }
}
