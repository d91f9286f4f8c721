//! Instruction selection: the nvvm dialect to the ptx dialect.
//!
//! A straightforward `-O0` selector: every nvvm instruction becomes a short
//! fixed sequence of PTX instructions over virtual registers, block
//! parameters become parallel copies on the edges, and the result is a
//! [`PtxModule`] that [`print_module`](ptx::print::print_module)
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
//! `cvt.s16.s8`, except that a byte `ld.u8` loaded is already
//! zero-extended.
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
//!   adds a leading `fence.sc`, following NVIDIA's atomics ABI). Clang
//!   before 23 wrote CUDA's relaxed `atomicAdd` as `seq_cst`; the driver
//!   relaxes that form before the pipeline for such modules
//!   (`dialects::cudaatomics`).
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
//!   Integer to bf16 before sm_90 truncates to f32 and rounds to odd, so
//!   that the rounding to bf16 is the only one.
//! - Atomics on `i8`/`i16` are a compare-and-swap loop on the enclosing
//!   32-bit word; `llvm.minimum`/`maximum` of f64 fix up `min`/`max` for
//!   signed zeros and NaN.
//! - `memcpy`/`memset` copy in chunks as wide as the known alignments allow
//!   (alloca, global, `align` parameter attributes), unrolled up to 32
//!   chunks, else in a loop.
//!
//! # Unsupported (located errors)
//!
//! `wgmma.mma_async` as an intrinsic; atomics in the const
//! space; `i128` conversions from and to half precision; bit-packed `i1`
//! vectors in memory other than the `<8|16|32|64 x i1>` the LLVM importer
//! turns into integers;
//! `llvm.exp2/log2/sin/cos` without `afn` and `llvm.exp/log/pow/powi/ldexp`
//! when no libdevice was linked (the driver otherwise calls libdevice for
//! them: `dialects::libmcalls`);
//! bf16 before sm_80; cluster features (and address space 7) before
//! sm_90; variadic functions and calls in generic IR text (the LLVM importer
//! lowers them to a buffer of the variable arguments); inline asm with labels, `$$`,
//! indirect (`*m`) or physical-register constraints; address spaces other
//! than 0, 1, 3, 4, 5, 7 and 101. Each is an `unsupported: in @f: <instruction>
//! (<why>)` diagnostic, never a panic and never a silent miscompile.
#![deny(missing_docs)]

mod aggr;
mod arith;
mod asm;
mod async_ops;
mod byval;
mod calls;
mod coalesce;
mod control;
mod conv128;
mod convert;
mod copyfold;
mod cvt_intrinsics;
mod dce;
mod div128;
mod frem;
mod ftz;
mod func;
mod globals;
mod halfpack;
mod intrinsics;
mod loadext;
mod math;
mod memory;
mod narrow;
mod nvvm_math;
mod packed;
mod pairs;
pub mod placement;
mod reduce;
mod regs;
pub mod remat_block;
mod subword_atomic;
mod tcgen05;
mod tensor;
mod texsurf;
mod tma;
mod unaligned;
mod webs;

use cranelift_entity::SecondaryMap;

use dialects::diag::Diagnostic;
use dialects::ir::{Attrs, Const, FuncId, GlobalId, Module, Symbol};
use ptx::print::min_ptx_version;
use ptx::PtxModule;

/// Options of [`select_module_with`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SelectOptions {
    /// Force this `.version` instead of the lowest one that the target and
    /// the selected instructions allow. A forced version lower than that
    /// minimum is an error.
    pub version: Option<(u32, u32)>,
    /// The clean-ups after selection: packed pairs kept as words
    /// (`pairs.rs`), low halves computed in 32 bits (`narrow.rs`), value
    /// instructions whose results nobody reads dropped (`dce.rs`) and
    /// copies folded into the instruction just before them that computed
    /// their source (`copyfold.rs`); the driver turns it on, unit tests of
    /// selection leave it off.
    pub dce: bool,
    /// The math mode (`-ftz`, `-prec-div`).
    pub math: MathFlags,
}

/// The f32 math mode, as libNVVM's options set it (observed with libNVVM
/// 13: `-ftz=1` puts `.ftz` on every f32 instruction that LLVM's generic
/// operations select, NVVM intrinsics keep their own spelling;
/// `-prec-div=0` selects `div.full.f32`, and `rcp.approx.f32` for `1/x`;
/// `-prec-sqrt=0` changes only `__nvvm_reflect("__CUDA_PREC_SQRT")`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MathFlags {
    /// Flush f32 subnormal inputs and results to zero.
    pub ftz: bool,
    /// IEEE-rounded f32 division.
    pub prec_div: bool,
}

impl Default for MathFlags {
    fn default() -> MathFlags {
        MathFlags {
            ftz: false,
            prec_div: true,
        }
    }
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
/// let m = llvm::import::import("k.ll", src).unwrap();
/// let ptx = isel::select_module(&m, "sm_80").unwrap();
/// let text = ptx::print::print_module(&ptx);
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
            ..SelectOptions::default()
        },
    )
}

/// Like [`select_module`], with options.
pub fn select_module_with(
    m: &Module,
    arch: &str,
    opts: &SelectOptions,
) -> Result<PtxModule, Diagnostic> {
    let legal = dialects::legalize_ints::legalize_int_widths(m);
    let sel = Selector::new(legal.as_ref().unwrap_or(m), arch, opts)?;
    let funcs = (0..sel.len()).map(|i| sel.select(i)).collect();
    sel.assemble(funcs)
}

/// Like [`select_module_with`], selecting functions on `threads` threads
/// (a shared work queue, [`std::thread::scope`]). The result does not
/// depend on `threads`: functions are assembled in module order, and the
/// error, if any, is the first one in module order.
pub fn select_module_par(
    m: &Module,
    arch: &str,
    opts: &SelectOptions,
    threads: usize,
) -> Result<PtxModule, Diagnostic> {
    let legal = dialects::legalize_ints::legalize_int_widths(m);
    let sel = Selector::new(legal.as_ref().unwrap_or(m), arch, opts)?;
    let n = sel.len();
    let threads = threads.clamp(1, n.max(1));
    if threads == 1 {
        let funcs = (0..n).map(|i| sel.select(i)).collect();
        return sel.assemble(funcs);
    }
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut slots: Vec<Option<Result<SelectedFunction, Diagnostic>>> =
        (0..n).map(|_| None).collect();
    std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                s.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        if i >= n {
                            break done;
                        }
                        done.push((i, sel.select(i)));
                    }
                })
            })
            .collect();
        for w in workers {
            for (i, r) in w.join().expect("isel worker panicked") {
                slots[i] = Some(r);
            }
        }
    });
    let funcs = slots
        .into_iter()
        .map(|r| r.expect("every function selected"))
        .collect();
    sel.assemble(funcs)
}

/// One selected function (or declaration) and the `.version` it needs; an
/// input of [`Selector::assemble`].
#[derive(Clone, Debug)]
pub struct SelectedFunction {
    func: ptx::PtxFunction,
    version: (u32, u32),
}

/// Instruction selection in three steps, so that a driver can schedule the
/// per-function work itself (on its own thread pool): [`Selector::new`]
/// does the module-wide work (target, symbol names, globals);
/// [`Selector::select`] selects the `i`-th function of the module
/// (`0..len()`, module order, intrinsics left out) and only reads shared
/// state, so any number of threads may call it at once; and
/// [`Selector::assemble`] puts the results together in module order.
/// `Selector` is `Sync`.
pub struct Selector<'a> {
    cx: ModCtx<'a>,
    arch: String,
    opts: SelectOptions,
    globals: Vec<ptx::VarDecl>,
    /// Names of the `.shared` variables (their addresses fit 32 bits).
    shared_names: rustc_hash::FxHashSet<String>,
    /// The functions to select, in module order (the index names the depot).
    units: Vec<FuncId>,
}

impl<'a> Selector<'a> {
    /// The module-wide part: target, PTX symbol names, globals.
    pub fn new(
        m: &'a Module,
        arch: &str,
        opts: &SelectOptions,
    ) -> Result<Selector<'a>, Diagnostic> {
        let err = |msg: String| Diagnostic::bare(&m.name, msg);
        let target = Target::parse(arch).ok_or_else(|| {
            err(format!(
                "unknown target architecture '{arch}' (expected sm_70 to sm_121, with \
                 an `a` or `f` suffix where the target has one)"
            ))
        })?;
        let mut cx = ModCtx::new(m, target).map_err(err)?;
        cx.math = opts.math;
        let globals = globals::select_globals(&cx).map_err(err)?;
        // Declarations nothing calls or takes the address of are left out
        // (what llc does): a front end's unused `declare`s would otherwise
        // become `.extern .func`s for the linker to resolve.
        let used = referenced_funcs(m);
        let units = m
            .funcs
            .iter()
            .filter(|(id, f)| !f.is_intrinsic() && (f.body.is_some() || used.contains(id)))
            .map(|(id, _)| id)
            .collect();
        Ok(Selector {
            cx,
            arch: arch.to_string(),
            opts: opts.clone(),
            shared_names: globals
                .iter()
                .filter(|g| g.space == ptx::Space::Shared)
                .map(|g| g.name.clone())
                .collect(),
            globals,
            units,
        })
    }

    /// How many functions (definitions and declarations) there are to select.
    pub fn len(&self) -> usize {
        self.units.len()
    }

    /// Whether there is no function to select.
    pub fn is_empty(&self) -> bool {
        self.units.is_empty()
    }

    /// The id of the `i`-th function.
    pub fn func(&self, i: usize) -> FuncId {
        self.units[i]
    }

    /// Whether the `i`-th function has a body (declarations are cheap).
    pub fn is_definition(&self, i: usize) -> bool {
        self.cx.m.funcs[self.units[i]].body.is_some()
    }

    /// Selects the `i`-th function.
    pub fn select(&self, i: usize) -> Result<SelectedFunction, Diagnostic> {
        let fid = self.units[i];
        if self.cx.m.funcs[fid].body.is_none() {
            let func = calls::declaration(&self.cx, fid)
                .map_err(|msg| Diagnostic::bare(&self.cx.m.name, msg))?;
            return Ok(SelectedFunction {
                func,
                version: self.cx.target.min_version,
            });
        }
        let (mut func, version) = func::select_function(&self.cx, fid, i)?;
        if self.opts.dce {
            copyfold::fold_round_trips(&mut func);
            pairs::fold_pairs(&mut func);
            halfpack::fold_half_packs(&mut func);
            halfpack::fold_half_unpacks(&mut func);
            narrow::narrow_low_halves(&mut func, &self.shared_names);
            dce::remove_dead(&mut func);
            loadext::fold_extending_loads(&mut func);
            copyfold::fold_copies(&mut func);
            placement::place_blocks(&mut func);
        }
        Ok(SelectedFunction { func, version })
    }

    /// The PTX module from the selected functions, in module order (the
    /// first error in module order wins); its `.version` is the highest any
    /// function needs, or the forced one.
    pub fn assemble(
        self,
        funcs: Vec<Result<SelectedFunction, Diagnostic>>,
    ) -> Result<PtxModule, Diagnostic> {
        assert_eq!(funcs.len(), self.units.len(), "one result per function");
        let mut version = self.cx.target.min_version;
        // The mask operator of byte-wise address initializers is PTX 7.1.
        if self
            .globals
            .iter()
            .any(|g| g.init.iter().flatten().any(ptx::Init::is_masked))
        {
            version = version.max((7, 1));
        }
        let mut out = Vec::with_capacity(funcs.len());
        for f in funcs {
            let f = f?;
            version = version.max(f.version);
            out.push(f.func);
        }
        if let Some(forced) = self.opts.version {
            if forced < version {
                return Err(Diagnostic::bare(
                    &self.cx.m.name,
                    format!(
                        "PTX ISA {}.{} is too old for this module on {} (it needs {}.{})",
                        forced.0, forced.1, self.arch, version.0, version.1
                    ),
                ));
            }
            version = forced;
        }
        Ok(PtxModule {
            version,
            target: vec![self.cx.target.arch.clone()],
            address_size: 64,
            globals: self.globals,
            funcs: out,
            asm: self.cx.m.asm.clone(),
        })
    }
}

/// The selector is shared by the threads of [`select_module_par`] and of
/// the driver's pool.
const _: () = {
    const fn assert_sync<T: Sync + ?Sized>() {}
    assert_sync::<Selector<'static>>();
    assert_sync::<Module>();
};

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
    /// The math mode.
    pub math: MathFlags,
}

impl<'a> ModCtx<'a> {
    fn new(m: &'a Module, target: Target) -> Result<ModCtx<'a>, String> {
        // Symbols whose names PTX accepts keep them; a name that had to be
        // rewritten (`.str` -> `_$_str`) and then collides with another
        // gets the smallest numeric suffix that makes it unique, as LLVM's
        // global renaming does. Two names that PTX accepts cannot collide.
        let mut seen = std::collections::HashMap::new();
        let mut func_names = SecondaryMap::new();
        let mut global_names = SecondaryMap::new();
        let mut symbols: Vec<(Option<GlobalId>, Option<FuncId>, &str)> = Vec::new();
        symbols.extend(
            m.globals
                .iter()
                .map(|(id, g)| (Some(id), None, g.name.as_str())),
        );
        symbols.extend(
            m.funcs
                .iter()
                .filter(|(_, f)| !f.is_intrinsic())
                .map(|(id, f)| (None, Some(id), f.name.as_str())),
        );
        for pass in [true, false] {
            for &(g, f, name) in &symbols {
                let n = ptx_name(name);
                if (n == name) != pass {
                    continue;
                }
                let mut unique = n.clone();
                let mut k = 1;
                while seen.contains_key(&unique) {
                    if pass {
                        return Err(format!(
                            "unsupported: symbols @{} and @{name} have the same PTX name '{n}'",
                            seen[&unique]
                        ));
                    }
                    unique = format!("{n}{k}");
                    k += 1;
                }
                seen.insert(unique.clone(), name.to_string());
                match (g, f) {
                    (Some(g), _) => global_names[g] = unique,
                    (_, Some(f)) => func_names[f] = unique,
                    _ => {}
                }
            }
        }
        Ok(ModCtx {
            m,
            target,
            func_names,
            global_names,
            math: MathFlags::default(),
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

/// The functions some instruction or initializer of `m` names.
fn referenced_funcs(m: &Module) -> rustc_hash::FxHashSet<FuncId> {
    fn walk(c: &Const, out: &mut rustc_hash::FxHashSet<FuncId>) {
        match c {
            Const::FuncAddr(f) => {
                out.insert(*f);
            }
            Const::Aggregate(items) => items.iter().for_each(|i| walk(i, out)),
            _ => {}
        }
    }
    let mut out = rustc_hash::FxHashSet::default();
    for f in m.funcs.values() {
        let Some(body) = &f.body else { continue };
        for inst in body.all_insts() {
            match &body.dfg.insts[inst].attrs {
                Attrs::Call(c) => {
                    out.insert(c.callee);
                }
                Attrs::Symbol(Symbol::Func(g)) => {
                    out.insert(*g);
                }
                Attrs::Const(c) => walk(c, &mut out),
                _ => {}
            }
        }
    }
    for g in m.globals.values() {
        if let Some(c) = &g.init {
            walk(c, &mut out);
        }
    }
    out
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_i128;

#[cfg(test)]
mod par_tests {
    use super::*;
    use ptx::print::print_module;

    /// Kernels with allocas (a depot each), calls to a device function, a
    /// declaration and a function that needs a newer `.version` than most.
    fn module() -> Module {
        let mut src = String::from(
            "declare i32 @ext(i32)\n\
             define i32 @dev(i32 %x) {\n  %y = mul i32 %x, 3\n  %z = call i32 @ext(i32 %y)\n  ret i32 %z\n}\n",
        );
        for i in 0..12 {
            src.push_str(&format!(
                "define ptx_kernel void @k{i}(ptr addrspace(1) %p, i32 %n) {{\n\
                 \x20 %a = alloca [4 x i32], align 4\n\
                 \x20 store volatile i32 %n, ptr %a, align 4\n\
                 \x20 %v = load volatile i32, ptr %a, align 4\n\
                 \x20 %c = call i32 @dev(i32 %v)\n\
                 \x20 %d = add i32 %c, {i}\n\
                 \x20 store i32 %d, ptr addrspace(1) %p, align 4\n\
                 \x20 ret void\n}}\n"
            ));
        }
        llvm::import::import("par.ll", &src).expect("imports")
    }

    #[test]
    fn parallel_selection_is_byte_identical() {
        let m = module();
        let opts = SelectOptions::default();
        let seq = print_module(&select_module_with(&m, "sm_80", &opts).unwrap());
        for t in [1, 2, 3, 8, 64] {
            let par = print_module(&select_module_par(&m, "sm_80", &opts, t).unwrap());
            assert_eq!(par, seq, "{t} threads");
        }
        assert!(seq.contains("__local_depot13"), "{seq}");
    }

    #[test]
    fn selector_steps_in_any_order_assemble_in_module_order() {
        let m = module();
        let opts = SelectOptions::default();
        let seq = print_module(&select_module_with(&m, "sm_80", &opts).unwrap());
        let sel = Selector::new(&m, "sm_80", &opts).unwrap();
        assert_eq!(sel.len(), 14);
        assert!(!sel.is_definition(0) && sel.is_definition(1));
        let mut rev: Vec<_> = (0..sel.len()).rev().map(|i| (i, sel.select(i))).collect();
        rev.sort_by_key(|r| r.0);
        let ptx = sel
            .assemble(rev.into_iter().map(|r| r.1).collect())
            .unwrap();
        assert_eq!(print_module(&ptx), seq);
        // A forced version below what is needed is still refused.
        let low = SelectOptions {
            version: Some((6, 0)),
            ..SelectOptions::default()
        };
        let e = select_module_par(&m, "sm_80", &low, 4).unwrap_err();
        assert!(e.msg.contains("too old"), "{}", e.msg);
    }
}
