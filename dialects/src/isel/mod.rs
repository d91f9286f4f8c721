//! Instruction selection: the nvvm dialect to the ptx dialect.
//!
//! A straightforward `-O0` selector: every nvvm instruction becomes a short
//! fixed sequence of PTX instructions over virtual registers, block
//! parameters become parallel copies on the edges, and the result is a
//! [`PtxModule`] that [`print_module`](crate::ptx::print::print_module)
//! writes as PTX text. Correctness comes before quality: nothing is fused
//! (`fadd`/`fmul` use the `.rn` forms so that ptxas does not contract them),
//! constants become immediates only where PTX takes them.
//!
//! # Values and registers
//!
//! Every SSA value gets one virtual register per scalar leaf (vector lanes
//! and aggregate fields are flattened in order): `i1` -> `.pred %p`,
//! `i8`/`i16`/`f16`/`bf16` -> `.b16 %rs`, `i32` -> `.b32 %r`, `i64`/`ptr` ->
//! `.b64 %rd`, `f32` -> `.f32 %f`, `f64` -> `.f64 %fd`, `i128` -> `.b128 %rq`
//! (unpacked into two `.b64` halves with `mov.b128` for arithmetic; PTX ISA
//! 8.3). Registers are numbered per class from 1 in the order the selector
//! first touches them, which is program order. Pure copies (`extractvalue`,
//! `bitcast` within a class, `freeze`, constant-index lane moves) share the
//! registers of their source, except block parameters' registers, which every
//! incoming edge overwrites. Constant `ptradd`s and addresses of globals in a
//! specific space whose only uses are memory addresses are folded into
//! `[reg+imm]` / `[sym+imm]` operands. An `i8` lives in the low byte
//! of a 16-bit register whose upper byte is unspecified; operations whose
//! result depends on the upper byte (division, right shifts, comparisons,
//! extensions, conversions) normalize it first with `cvt.u16.u8` /
//! `cvt.s16.s8`.
//!
//! # Functions
//!
//! Kernels are `.visible .entry` with `.param` parameters named
//! `<kernel>_param_<i>` and loaded with `ld.param` at entry; device functions
//! are `.func` with the `.param` calling convention (`st.param`,
//! `call.uni`, `ld.param` inside a `{ }` call-sequence scope, as libNVVM and
//! llc emit). Integer parameters and results narrower than 32 bits are
//! passed as `.b32` to device functions. Aggregates and vectors are passed
//! as `.param .align A .b8 name[size]` byte arrays; `byval` parameters are
//! copied into the function's local depot at entry so that their address can
//! be taken. Allocas live in one `.local` depot per function
//! (`__local_depot<N>`, addressed through `%SPL`, and `%SP` after
//! `cvta.local` when the IR uses generic pointers), like llc's.
//!
//! # Deliberate choices
//!
//! - `atomicrmw`/`cmpxchg` with `monotonic` ordering at system or device
//!   scope are emitted as plain `atom` (PTX's default: relaxed, `.gpu`), as
//!   libNVVM and llc do for CUDA's `atomicAdd`; every stronger ordering or
//!   narrower scope gets explicit `.sem` and `.scope` qualifiers (`seq_cst`
//!   adds a leading `fence.sc`, following NVIDIA's atomics ABI).
//! - `unreachable` becomes `trap;`.
//! - Shift amounts at or above the width give PTX's clamped result (LLVM
//!   says poison, so either is correct).
//! - Inline asm is parsed into ptx instructions (so the interpreters can run
//!   it); `.reg` declarations inside it become function registers with a
//!   unique name. Constructs the small asm parser does not know are a
//!   located `unsupported:` error.
//! - f16 arithmetic is native except division, min/max and sqrt, which go
//!   through f32; bf16 goes through f32 (needs `cvt.rn.bf16.f32`, sm_80).
//!   Both are exact: f32 has more than twice their precision plus two bits.
//!   Integer to bf16 conversion needs sm_90 (through f32 would round twice).
//! - `memcpy`/`memset` copy in chunks as wide as the known alignments allow
//!   (alloca, global, `align` parameter attributes), unrolled up to 32
//!   chunks, else in a loop.
//!
//! # Unsupported (located errors)
//!
//! `frem`; tensor-core intrinsics (wmma, mma, ldmatrix); accesses less
//! aligned than their type; allocas with a dynamic count or outside the
//! entry block; atomics on `i8`/`i16` (except `cmpxchg` of `i16`) or in the
//! local/const space; `memmove` of a long or variable length; `i128`
//! division, shifts and float conversions; bit-packed `i1` vectors in memory;
//! `llvm.exp2/log2/sin/cos` without `afn` and `llvm.exp/log/pow/powi/ldexp`;
//! NaN-propagating min/max of f64; bf16 before sm_80; cluster features before
//! sm_90; variadic functions and calls; inline asm with labels, `$$`,
//! indirect (`*m`) or physical-register constraints; address spaces other
//! than 0, 1, 3, 4, 5 and 101. Each is an `unsupported: in @f: <instruction>
//! (<why>)` diagnostic, never a panic and never a silent miscompile.

mod aggr;
mod arith;
mod asm;
mod calls;
mod control;
mod convert;
mod func;
mod globals;
mod intrinsics;
mod math;
mod memory;
mod regs;

use cranelift_entity::SecondaryMap;

use crate::diag::Diagnostic;
use crate::ir::{FuncId, GlobalId, Module};
use crate::ptx::print::min_ptx_version;
use crate::ptx::PtxModule;

/// Options of [`select_module_with`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SelectOptions {
    /// Force this `.version` instead of the lowest one that the target and
    /// the selected instructions allow. A forced version lower than that
    /// minimum is an error.
    pub version: Option<(u32, u32)>,
}

/// Selects PTX for every function of a verified nvvm module, for the target
/// `arch` (`sm_70`, `sm_80`, `sm_90a`, ...).
///
/// ```
/// let src = r#"
/// define ptx_kernel void @k(ptr addrspace(1) %p) {
///   store i32 7, ptr addrspace(1) %p, align 4
///   ret void
/// }
/// "#;
/// let m = dialects::llvm::import::import("k.ll", src).unwrap();
/// let ptx = dialects::isel::select_module(&m, "sm_80").unwrap();
/// let text = dialects::ptx::print::print_module(&ptx);
/// assert!(text.contains(".target sm_80"));
/// assert!(text.contains("st.global.u32 \t[%rd1], 7;"));
/// ```
pub fn select_module(m: &Module, arch: &str) -> Result<PtxModule, Diagnostic> {
    select_module_with(m, arch, &SelectOptions::default())
}

/// Like [`select_module`] with a forced `.version` (an error when it is
/// lower than what the target or the instructions need).
pub fn select_module_with_version(
    m: &Module,
    arch: &str,
    version: (u32, u32),
) -> Result<PtxModule, Diagnostic> {
    select_module_with(
        m,
        arch,
        &SelectOptions {
            version: Some(version),
        },
    )
}

/// Like [`select_module`], with options.
pub fn select_module_with(
    m: &Module,
    arch: &str,
    opts: &SelectOptions,
) -> Result<PtxModule, Diagnostic> {
    let err = |msg: String| Diagnostic::bare(&m.name, msg);
    let target = Target::parse(arch).ok_or_else(|| {
        err(format!(
            "unknown target architecture '{arch}' (expected sm_70, sm_75, sm_80, sm_86, sm_89, \
             sm_90, sm_90a, sm_100 or sm_120)"
        ))
    })?;
    let cx = ModCtx::new(m, target).map_err(err)?;
    let mut version = cx.target.min_version;
    let globals = globals::select_globals(&cx).map_err(err)?;
    let mut funcs = Vec::new();
    let mut index = 0usize;
    for (fid, f) in m.funcs.iter() {
        if f.is_intrinsic() {
            continue;
        }
        if f.body.is_none() {
            funcs.push(calls::declaration(&cx, fid).map_err(err)?);
        } else {
            let (pf, v) = func::select_function(&cx, fid, index)?;
            version = version.max(v);
            funcs.push(pf);
        }
        index += 1;
    }
    if let Some(forced) = opts.version {
        if forced < version {
            return Err(err(format!(
                "PTX ISA {}.{} is too old for this module on {arch} (it needs {}.{})",
                forced.0, forced.1, version.0, version.1
            )));
        }
        version = forced;
    }
    Ok(PtxModule {
        version,
        target: vec![cx.target.arch.clone()],
        address_size: 64,
        globals,
        funcs,
    })
}

/// The target architecture.
#[derive(Clone, Debug)]
pub(crate) struct Target {
    /// As given (`sm_90a`).
    pub arch: String,
    /// The SM number (`90`).
    pub sm: u32,
    /// The lowest `.version` the target accepts.
    pub min_version: (u32, u32),
}

impl Target {
    fn parse(arch: &str) -> Option<Target> {
        let min_version = min_ptx_version(arch)?;
        let digits: String = arch
            .strip_prefix("sm_")?
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        Some(Target {
            arch: arch.to_string(),
            sm: digits.parse().ok()?,
            min_version,
        })
    }
}

/// Module-wide facts every function selector reads.
pub(crate) struct ModCtx<'a> {
    /// The module.
    pub m: &'a Module,
    /// The target.
    pub target: Target,
    /// PTX names of functions.
    pub func_names: SecondaryMap<FuncId, String>,
    /// PTX names of globals.
    pub global_names: SecondaryMap<GlobalId, String>,
}

impl<'a> ModCtx<'a> {
    fn new(m: &'a Module, target: Target) -> Result<ModCtx<'a>, String> {
        let mut seen = std::collections::HashMap::new();
        let mut func_names = SecondaryMap::new();
        let mut global_names = SecondaryMap::new();
        for (id, g) in m.globals.iter() {
            let n = ptx_name(&g.name);
            if let Some(other) = seen.insert(n.clone(), g.name.clone()) {
                return Err(format!(
                    "unsupported: symbols @{other} and @{} have the same PTX name '{n}'",
                    g.name
                ));
            }
            global_names[id] = n;
        }
        for (id, f) in m.funcs.iter() {
            if f.is_intrinsic() {
                continue;
            }
            let n = ptx_name(&f.name);
            if let Some(other) = seen.insert(n.clone(), f.name.clone()) {
                return Err(format!(
                    "unsupported: symbols @{other} and @{} have the same PTX name '{n}'",
                    f.name
                ));
            }
            func_names[id] = n;
        }
        Ok(ModCtx {
            m,
            target,
            func_names,
            global_names,
        })
    }
}

/// A valid PTX identifier for an LLVM symbol name: characters outside
/// `[A-Za-z0-9_$]` become `_$_` (as llc does for `.`), and a leading digit
/// gets a `_` prefix.
pub(crate) fn ptx_name(name: &str) -> String {
    let mut s = String::with_capacity(name.len());
    if name.is_empty() || name.starts_with(|c: char| c.is_ascii_digit()) {
        s.push('_');
    }
    for c in name.chars() {
        if c.is_ascii_alphanumeric() || c == '_' || c == '$' {
            s.push(c);
        } else {
            s.push_str("_$_");
        }
    }
    s
}

#[cfg(test)]
mod tests;
