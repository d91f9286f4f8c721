//! Seed 002's NVVMPassOptions names that are not rule or pass knobs of
//! seeds 000/001/003/004: the Tier 0-3 pass switches (`no-sccp`,
//! `no-dse`, ...), NVIDIA's pass toggles (`do-ip-msp`, `do-cssa`, ...),
//! their parametric knobs and dump flags. Each one warpsat can honour has
//! a reader; the others are accepted for compatibility and say so when
//! set (their help names what in warpsat does that work, if anything).
//!
//! Where the seed gives no default (its parametric knobs are strings), the
//! default here is 0 and the help says so.

use super::options::{OptType, OptionInfo, Reader};
use super::passes::PassId;

const I32MAX: i64 = i32::MAX as i64;
const BOOL: OptType = OptType::Bool;
const ANY: OptType = OptType::Int {
    min: -I32MAX,
    max: I32MAX,
};
const ON: Option<&str> = Some("1");
const REQ: Option<&str> = None;
const COMPAT: Reader = Reader::Compat;
const fn pass(p: PassId) -> Reader {
    Reader::Pass(p)
}

macro_rules! opt {
    ($name:literal, $ty:expr, $def:literal, $imp:expr, $reader:expr, $help:literal) => {
        OptionInfo {
            name: $name,
            ty: $ty,
            default: $def,
            implicit: $imp,
            reader: $reader,
            source: "seed 002",
            help: $help,
        }
    };
}

/// Seed 002's remaining names, in the seed's order (slot table, then its
/// name inventory).
pub static SEED_002_OPTIONS: &[OptionInfo] = &[
    // Tier 0-3 pass switches (the slot table's names).
    opt!("no-dce", BOOL, "0", ON, COMPAT, "DCE: dead values are never extracted from the e-graph, so there is no separate pass to turn off (adce, -no-adce-a, removes dead branches too)"),
    opt!("no-tailcallelim", BOOL, "0", ON, pass(PassId::TailCallElim), "disable tail-call elimination (tailcallelim, -O3)"),
    opt!("no-late-opt", BOOL, "0", ON, COMPAT, "NVVMLateOpt: warpsat's late cleanups are the PTX dead-code and copy-folding steps of instruction selection, always on"),
    opt!("no-inline-a", BOOL, "1", ON, COMPAT, "inlining variant A (slot 19, default 1 in the seed; its meaning is not known)"),
    opt!("no-inline-b", BOOL, "0", ON, pass(PassId::Inline), "disable the always-inliner (warpsat has one inliner: this turns it off, as -no-inline does)"),
    opt!("no-inline-c", BOOL, "0", ON, pass(PassId::Inline), "disable the tier inliner (warpsat has one inliner: this turns it off, as -no-inline does)"),
    opt!("no-func-attrs", BOOL, "0", ON, COMPAT, "FunctionAttrs: warpsat infers no function attributes"),
    opt!("no-sccp", BOOL, "0", ON, pass(PassId::Sccp), "disable sparse conditional constant propagation (sccp)"),
    opt!("no-dse", BOOL, "0", ON, pass(PassId::Dse), "disable dead store elimination (dse)"),
    opt!("no-nvvm-reflect", BOOL, "0", ON, COMPAT, "NVVMReflect always runs at import: an unresolved __nvvm_reflect call cannot be lowered"),
    opt!("no-ipconst", BOOL, "0", ON, COMPAT, "IPConstantPropagation: constants reach callees through inlining instead"),
    opt!("no-instcombine", BOOL, "0", ON, COMPAT, "InstCombine: the e-graph's algebra rules do this work (turn single rules off with egraph<disable=...>)"),
    opt!("no-sink", BOOL, "0", ON, COMPAT, "Sink: the e-graph's elaboration places each value in the latest block that dominates its uses, so there is nothing to sink"),
    opt!("no-dump", BOOL, "0", ON, COMPAT, "PrintModulePass switch (use --print-after-all or -opt -dump-nvvmir)"),
    opt!("no-predopt", BOOL, "0", ON, COMPAT, "NVVMPredicateOpt: predicate algebra is in the e-graph's algebra rules"),
    opt!("no-loopindexsplit", BOOL, "0", ON, pass(PassId::LoopIndexSplit), "disable loop index splitting (loop-index-split, -O2 and -O3)"),
    opt!("no-simplifycfg-b", BOOL, "0", ON, COMPAT, "the late SimplifyCFG variant: warpsat runs simplifycfg once, early, and after unrolling inside loop-unroll"),
    opt!("no-reassoc", BOOL, "0", ON, COMPAT, "Reassociate: the e-graph's loop-aware reassociation, part of egraph<algebra>"),
    opt!("no-adce-a", BOOL, "0", ON, pass(PassId::Adce), "ADCE variant A off: warpsat runs one ADCE, after the e-graph, which each of -no-adce-a/b/c turns off"),
    opt!("no-adce-b", BOOL, "0", ON, pass(PassId::Adce), "ADCE variant B off: warpsat runs one ADCE, after the e-graph, which each of -no-adce-a/b/c turns off"),
    opt!("no-adce-c", BOOL, "0", ON, pass(PassId::Adce), "ADCE variant C off: warpsat runs one ADCE, after the e-graph, which each of -no-adce-a/b/c turns off"),
    opt!("no-earlycse", BOOL, "0", ON, COMPAT, "EarlyCSE: the e-graph's hash-consing merges equal values"),
    opt!("no-loopsimplify", BOOL, "0", ON, COMPAT, "LoopSimplify: the loop passes find each loop's entering block themselves"),
    opt!("no-constmerge", BOOL, "0", ON, pass(PassId::ConstMerge), "disable merging of identical constant globals (constmerge)"),
    opt!("no-intrin-lower", BOOL, "0", ON, COMPAT, "NVVMIntrinsicLowering: intrinsics are lowered by instruction selection, which cannot be skipped"),
    opt!("no-memcpyopt", BOOL, "0", ON, pass(PassId::MemCpyOpt), "disable memcpy/memset forwarding and expansion (memcpyopt)"),
    opt!("no-branchdist-b", BOOL, "0", ON, COMPAT, "NVVMBranchDist: not in warpsat"),
    opt!("no-generic2nvvm", BOOL, "0", ON, COMPAT, "GenericToNVVM: globals are placed in their state spaces at import"),
    opt!("no-loweralloca-b", BOOL, "0", ON, COMPAT, "NVVMLowerAlloca: allocas are lowered to local memory by instruction selection"),
    opt!("no-sinking2", BOOL, "0", ON, COMPAT, "NVVMSinking2: elaboration's placement does this work"),
    opt!("no-genericaddropt", BOOL, "0", ON, COMPAT, "NVVMGenericAddrOpt: infer-address-spaces does this work (-memory-space-opt=0 turns it off)"),
    opt!("no-irverify", BOOL, "0", ON, pass(PassId::Verify), "skip the verify pass of the pipeline, as -no-nvvm-verify does (NVVMIRVerification)"),
    opt!("no-loopopt", BOOL, "0", ON, COMPAT, "NVVMLoopOpt: not in warpsat"),
    opt!("no-memspaceopt-b", BOOL, "0", ON, pass(PassId::InferAddressSpaces), "skip the late memory-space optimization of -O3 (infer-address-spaces<second-time>)"),
    opt!("no-instsimplify", BOOL, "0", ON, COMPAT, "InstructionSimplify: the e-graph's algebra rules do this work"),
    // NVIDIA's pass toggles (the seed's name inventory).
    opt!("do-ip-msp", BOOL, "1", ON, COMPAT, "inter-procedural memory-space propagation: warpsat infers spaces per function after inlining"),
    opt!("do-clone-for-ip-msp", BOOL, "0", ON, COMPAT, "function cloning for IPMSP: not in warpsat"),
    opt!("do-cssa", BOOL, "1", ON, COMPAT, "conventional SSA: instruction selection leaves SSA with per-edge parallel copies, which cannot be turned off"),
    opt!("do-scev-cgp", BOOL, "1", ON, COMPAT, "SCEV-based CodeGenPrepare: loop-reduce and base-address-sr do this work"),
    opt!("do-function-scev-cgp", BOOL, "0", ON, COMPAT, "function-level SCEV-CGP: not in warpsat"),
    opt!("do-scev-cgp-aggresively", BOOL, "0", ON, COMPAT, "aggressive SCEV-CGP [sic]: not in warpsat"),
    opt!("do-comdat-renaming", BOOL, "0", ON, COMPAT, "COMDAT renaming: PTX has no COMDATs"),
    opt!("do-counter-promotion", BOOL, "0", ON, COMPAT, "profile counter promotion: warpsat does not instrument"),
    opt!("do-lsr-64-bit", BOOL, "1", ON, COMPAT, "64-bit loop strength reduction: loop-reduce always works on 64-bit addresses (-disable-lsr turns it off)"),
    opt!("do-sign-ext-expand", BOOL, "1", ON, pass(PassId::BaseAddressSr), "sign-extension expansion of in-bounds indices: base-address-sr splits `sext(y + k)` (k > 0) into `sext(y) + k` at in-bounds accesses to objects of unknown size, outside loops, assuming the index is not negative as libNVVM and LLVM do (0: only objects of known size are split; the e-graph's ivdemote and nlo rules do the rest of this work)"),
    opt!("do-sign-ext-simplify", BOOL, "1", ON, COMPAT, "sign-extension simplification: the e-graph's algebra rules do this work"),
    // Parametric knobs (strings in cicc; the seed gives no defaults).
    opt!("remat-load-param", ANY, "0", REQ, COMPAT, "parameter-load remat policy (no default in the seed): parameters are re-read by nv-remat-block, see -load-remat"),
    opt!("branch-dist-block-limit", ANY, "0", REQ, COMPAT, "NVVMBranchDist block limit (no default in the seed): not in warpsat"),
    opt!("branch-dist-func-limit", ANY, "0", REQ, COMPAT, "NVVMBranchDist function limit (no default in the seed): not in warpsat"),
    opt!("branch-dist-norm", ANY, "0", REQ, COMPAT, "NVVMBranchDist normalization (no default in the seed): not in warpsat"),
    opt!("scev-cgp-check-latency", ANY, "0", REQ, COMPAT, "SCEV-CGP latency check (no default in the seed): not in warpsat"),
    opt!("scev-cgp-control", ANY, "0", REQ, COMPAT, "SCEV-CGP control mode (no default in the seed): not in warpsat"),
    opt!("scev-cgp-cross-block-limit", ANY, "0", REQ, COMPAT, "SCEV-CGP cross-block limit (no default in the seed): not in warpsat"),
    opt!("scev-cgp-idom-level-limit", ANY, "0", REQ, COMPAT, "SCEV-CGP dominator depth limit (no default in the seed): not in warpsat"),
    opt!("scev-cgp-inst-limit", ANY, "0", REQ, COMPAT, "SCEV-CGP instruction limit (no default in the seed): not in warpsat"),
    opt!("scev-cgp-norm", ANY, "0", REQ, COMPAT, "SCEV-CGP normalization (no default in the seed): not in warpsat"),
    opt!("scev-cgp-old-base", ANY, "0", REQ, COMPAT, "SCEV-CGP legacy base mode (no default in the seed): not in warpsat"),
    opt!("scev-cgp-tid-max-value", ANY, "0", REQ, COMPAT, "SCEV-CGP thread-id bound (no default in the seed): thread-id ranges come from launch bounds and the PTX limits"),
    opt!("base-address-strength-reduce-iv-limit", ANY, "0", REQ, COMPAT, "base-address SR IV limit (no default in the seed): base-address-sr chains every sum it finds"),
    opt!("base-address-strength-reduce-max-iv", ANY, "0", REQ, COMPAT, "base-address SR max IV (no default in the seed): base-address-sr chains every sum it finds"),
    opt!("cssa-coalesce", ANY, "0", REQ, COMPAT, "CSSA coalescing mode (no default in the seed): coalescing is instruction selection's"),
    opt!("cssa-verbosity", ANY, "0", REQ, COMPAT, "CSSA debug verbosity (no default in the seed): not in warpsat"),
    // Dump flags.
    opt!("dump-ip-msp", BOOL, "0", ON, COMPAT, "dump IPMSP analysis: not in warpsat"),
    opt!("dump-ir-before-memory-space-opt", BOOL, "0", ON, pass(PassId::InferAddressSpaces), "print the module before each infer-address-spaces run (standard error)"),
    opt!("dump-ir-after-memory-space-opt", BOOL, "0", ON, pass(PassId::InferAddressSpaces), "print the module after each infer-address-spaces run (standard error)"),
    opt!("dump-memory-space-warnings", BOOL, "0", ON, COMPAT, "address-space warnings: not in warpsat"),
    opt!("dump-branch-dist", BOOL, "0", ON, COMPAT, "NVVMBranchDist dump: not in warpsat"),
    opt!("dump-scev-cgp", BOOL, "0", ON, COMPAT, "SCEV-CGP dump (see -dump-lsr and -dump-base-address-strength-reduce)"),
    opt!("dump-sink2", BOOL, "0", ON, COMPAT, "Sinking2 dump: not in warpsat"),
    opt!("dump-before-cssa", BOOL, "0", ON, Reader::Isel, "print the optimized module before instruction selection leaves SSA (standard error)"),
    opt!("dump-phi-remove", BOOL, "0", ON, COMPAT, "PHI removal dump: not in warpsat"),
    opt!("dump-normalize-gep", BOOL, "0", ON, COMPAT, "GEP normalization dump: not in warpsat"),
    opt!("dump-process-restrict", BOOL, "0", ON, COMPAT, "restrict processing dump: not in warpsat"),
    opt!("dump-process-builtin-assume", BOOL, "0", ON, COMPAT, "builtin-assume processing dump: not in warpsat"),
    opt!("dump-conv-dot", BOOL, "0", ON, COMPAT, "convergence DOT dump: not in warpsat"),
    opt!("dump-conv-func", BOOL, "0", ON, COMPAT, "convergence per-function dump: not in warpsat"),
    opt!("dump-conv-text", BOOL, "0", ON, COMPAT, "convergence text dump: not in warpsat"),
    opt!("dump-nvvmir", BOOL, "0", ON, Reader::Isel, "print the optimized module before instruction selection (standard error)"),
    opt!("dump-va", BOOL, "0", ON, COMPAT, "value analysis dump: not in warpsat"),
];
