//! The ptx-dialect interpreter: runs a kernel of a [`PtxModule`] (warpsat's
//! own PTX, or PTX that libNVVM, llc or anyone else wrote, read with
//! [`ptx::parse::parse_ptx`]) over a launch grid on the grid engine
//! ([`run_grid`]), with the same memory, float, atomic and harness-spec
//! modules as the nvvm interpreter, so the two can be compared run for run.
//!
//! ```
//! use interp::{ptx_exec::run_ptx, ArgValue, Launch, Memory};
//! let src = r#"
//! .version 7.0
//! .target sm_80
//! .address_size 64
//! .visible .entry twice(.param .u64 p)
//! {
//!     .reg .b32 %r<2>;
//!     .reg .f32 %f<3>;
//!     .reg .b64 %rd<4>;
//!     ld.param.u64 %rd1, [p];
//!     cvta.to.global.u64 %rd2, %rd1;
//!     mov.u32 %r1, %tid.x;
//!     mul.wide.u32 %rd3, %r1, 4;
//!     add.s64 %rd3, %rd2, %rd3;
//!     ld.global.f32 %f1, [%rd3];
//!     add.rn.f32 %f2, %f1, %f1;
//!     st.global.f32 [%rd3], %f2;
//!     ret;
//! }
//! "#;
//! let m = ptx::parse::parse_ptx("twice.ptx", src).unwrap();
//! let mut mem = Memory::new();
//! let p = mem.alloc_slice("p", &[1.0f32, 2.0, 3.0, 4.0]);
//! let stats = run_ptx(&m, "twice", &Launch::linear(1, 4), &[ArgValue::Ptr(p)], &mut mem).unwrap();
//! assert_eq!(mem.read_slice::<f32>(p, 4).unwrap(), [2.0, 4.0, 6.0, 8.0]);
//! assert_eq!(stats.per_op["add.rn.f32"], 4);
//! ```
//!
//! # Model
//!
//! - **Registers** are per thread and per call frame, typed by their
//!   declaration (pred, b16, b32, b64, f32, f64 ...): a value is the low
//!   bits of a `u64`. Every register also has a *defined* bit, clear until
//!   the first write; undefined values flow through arithmetic and moves
//!   (compilers copy registers that are dead on some path) and become
//!   errors only where they would be observed: guards, addresses, divisors,
//!   branch indices, barrier and warp-operation operands. Stored, they make
//!   the bytes uninitialized, as the nvvm interpreter's undefined values do.
//! - **Parameters**: the kernel's `.param` space holds the argument bytes
//!   (in [`Memory`]'s param space, read-only, addressable: `mov` of a
//!   parameter name gives its param-space address and `cvta.param` a generic
//!   one). Each frame has byte buffers for its `.func` parameters and
//!   return values and for the `.param` variables of its call sequences
//!   (`{ .param .b32 param0; st.param ...; call (retval0), f, (param0); }`):
//!   `call` copies the argument buffers into the callee's parameter buffers
//!   and `ret` copies the callee's return buffers back. A `.param`
//!   declaration reached again starts its buffer over (uninitialized).
//! - **Variables**: module `.global`/`.const` variables are mapped once
//!   ([`map_ptx_globals`]; without an initializer they are zero, as PTX
//!   says); `.shared` variables (module level and function level) are laid
//!   out per launch and fresh in each block, `.extern .shared` arrays
//!   share the dynamic area; function-level `.local` variables (libNVVM's
//!   and llc's `__local_depot`) are allocated per frame and freed on
//!   return, module-level `.local` ones per thread.
//! - **Control flow**: `bra`, `brx.idx` (through `.branchtargets`), `call`
//!   (direct, or indirect through a register holding a function address),
//!   `ret` (from the kernel: the thread exits; running off the end of a
//!   function is a `ret`), `exit`, `trap` (an error). A guard is evaluated
//!   before anything else; a guarded-off instruction does nothing.
//! - **Synchronization** goes to the grid engine: `bar.sync`,
//!   `barrier.sync`, `bar.red.{popc,and,or}`, `bar.warp.sync`, `shfl.sync`,
//!   `vote.sync`, `match.sync`, `redux.sync`, `activemask` (the non-`.sync`
//!   `shfl`/`vote` use the full mask). Fences, `membar`, `prefetch` do
//!   nothing: the engine is sequential, every access is immediately
//!   visible.
//! - **Semantics** of each instruction follow the PTX ISA manual; see
//!   `ptx_ops.rs` (integers, comparisons, conversions, floats) and
//!   [`super::float`] (rounding, NaN and approximation conventions).
//!
//! # Counting
//!
//! [`RunStats::per_op`] counts executed instructions by their full
//! mnemonic as written (`fma.rn.f32`, `ld.global.nc.v4.f32`,
//! `setp.lt.s32`), so instruction mixes keep rounding, state space and
//! type; sum over the text before the first dot for the base operation.
//! A guarded-off instruction counts (it issues); `.param` declarations,
//! labels and directives do not.
//!
//! # Errors
//!
//! Never a panic: an instruction the interpreter cannot decode (unknown
//! mnemonic or modifier, a register of the wrong width or kind, an
//! undeclared symbol) fails when a thread reaches it, with a
//! `unsupported: PTX instruction 'xyz.abc'` (or `malformed program`)
//! message naming the kernel, block, thread and the instruction printed by
//! [`ptx::print::inst`]; the launch's step limit bounds loops.

mod decode;
pub(crate) mod ops;
mod run;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_ops;
mod video;

use rustc_hash::FxHashMap;

use ptx::{Init, PBlock, PtxFunction, PtxModule, PtxParam, PtxType, Space, Stmt, VarDecl};

use super::error::{ErrorKind, Fault, InterpError};
use super::grid::{check_launch_shape, run_grid, Env, GridProgram, Launch, RunStats, SyncResult};
use super::memory::{self, AddrSpace, ElemType, Memory, SharedLayout, SharedVar};
use super::values::mask64;
use super::ArgValue;
use decode::{DInst, Decoder, Op, SymRef};
pub(crate) use run::{SnippetRun, SnippetThread};

/// Calls nested deeper than this fail (recursion without a base case).
const MAX_CALL_DEPTH: usize = 256;

/// The largest `.param` variable or parameter a frame holds (PTX allows
/// a few KiB; the limit keeps a malformed size from exhausting memory).
const MAX_PARAM_BYTES: u32 = 1 << 16;

/// The element type a PTX variable of type `t` dumps as.
pub fn elem_of_ptx(t: PtxType) -> ElemType {
    use PtxType::*;
    match t {
        S8 => ElemType::I8,
        S16 => ElemType::I16,
        S32 => ElemType::I32,
        S64 => ElemType::I64,
        B16 | U16 => ElemType::U16,
        B32 | U32 | F16x2 | BF16x2 | TF32 => ElemType::U32,
        B64 | U64 => ElemType::U64,
        F16 => ElemType::F16,
        BF16 => ElemType::BF16,
        F32 => ElemType::F32,
        F64 => ElemType::F64,
        _ => ElemType::U8,
    }
}

fn space_of(s: Space) -> Option<AddrSpace> {
    Some(match s {
        Space::Global => AddrSpace::Global,
        Space::Const => AddrSpace::Const,
        Space::Shared => AddrSpace::Shared,
        Space::Local => AddrSpace::Local,
        Space::Param => AddrSpace::Param,
        _ => return None,
    })
}

/// Bytes of a variable; unsized one-dimensional arrays take their size from
/// the initializer.
fn var_size(v: &VarDecl) -> u64 {
    if v.dims.iter().any(Option::is_none) {
        let n = v.init.as_ref().map_or(0, Vec::len) as u64;
        return n * v.ty.bytes() as u64;
    }
    v.size()
}

fn is_dynamic_shared(v: &VarDecl) -> bool {
    v.dims.iter().any(Option::is_none) && v.init.is_none()
}

/// The bytes of a module variable's initializer (zero where absent).
fn init_bytes(m: &PtxModule, mem: &Memory, v: &VarDecl, size: u64) -> Result<Vec<u8>, Fault> {
    let mut out = vec![0u8; size as usize];
    let Some(init) = &v.init else {
        return Ok(out);
    };
    let eb = v.ty.bytes() as usize;
    for (k, e) in init.iter().enumerate() {
        let at = k * eb;
        if at + eb > out.len() {
            break;
        }
        let bits: u64 = match e {
            Init::Int(b) => *b,
            Init::F32(b) => match v.ty {
                PtxType::F64 => (f32::from_bits(*b) as f64).to_bits(),
                _ => *b as u64,
            },
            Init::F64(b) => match v.ty {
                PtxType::F32 => (f64::from_bits(*b) as f32).to_bits() as u64,
                _ => *b,
            },
            Init::Sym { .. } => sym_address(mem, m, v, e)?,
            Init::Masked { byte, sym } => sym_address(mem, m, v, sym)? >> (8 * byte) & 0xff,
        };
        let n = eb.min(8);
        out[at..at + n].copy_from_slice(&bits.to_le_bytes()[..n]);
    }
    Ok(out)
}

/// Allocates and initializes the module's `.global` and `.const` variables
/// in `mem` (those not mapped yet, so a host may map them, write to them and
/// then run). Variables without an initializer are zero (PTX ISA: global
/// and constant variables are zero-initialized by default); `.extern`
/// declarations without a definition are left unmapped.
pub fn map_ptx_globals(m: &PtxModule, mem: &mut Memory) -> Result<(), InterpError> {
    let name = m.funcs.iter().find(|f| f.is_entry).map_or("", |f| &f.name);
    let err = |f: Fault| InterpError::launch(name, f);
    let mut fresh = Vec::new();
    for v in &m.globals {
        let Some(sp @ (AddrSpace::Global | AddrSpace::Const)) = space_of(v.space) else {
            continue;
        };
        if v.linkage.as_deref() == Some("extern") && v.init.is_none() {
            continue;
        }
        let size = var_size(v);
        if let Some(addr) = mem.symbol_addr(&v.name) {
            let len = mem.buffer(addr).map_or(0, |b| b.len);
            if len != size {
                return Err(err(Fault::new(
                    ErrorKind::BadLaunch,
                    format!(
                        "'{}' is mapped with {len} bytes but the module declares {size} bytes",
                        v.name
                    ),
                )));
            }
            continue;
        }
        if size > super::MAX_VARIABLE_BYTES {
            return Err(err(Fault::unsupported(format!(
                "variable '{}' of {size} bytes",
                v.name
            ))));
        }
        let align = (v.align as u64).max(v.ty.bytes() as u64);
        mem.alloc_symbol(&v.name, sp, size, align, elem_of_ptx(v.ty))
            .map_err(err)?;
        fresh.push((v, size));
    }
    for (v, size) in fresh {
        let bytes = init_bytes(m, mem, v, size).map_err(err)?;
        let base = mem.symbol_addr(&v.name).expect("allocated above");
        if !bytes.is_empty() {
            mem.write(base, &bytes).map_err(err)?;
        }
    }
    Ok(())
}

/// The bytes of a kernel argument for parameter `p`.
fn arg_bytes(p: &PtxParam, a: &ArgValue) -> Result<Vec<u8>, String> {
    let size = (p.ty.bytes() as usize).saturating_mul(p.array.unwrap_or(1) as usize);
    let (bytes, float): (Vec<u8>, bool) = match a {
        ArgValue::I1(b) => (vec![*b as u8], false),
        ArgValue::I8(v) => (vec![*v as u8], false),
        ArgValue::I16(v) => (v.to_le_bytes().to_vec(), false),
        ArgValue::I32(v) => (v.to_le_bytes().to_vec(), false),
        ArgValue::I64(v) => (v.to_le_bytes().to_vec(), false),
        ArgValue::F16(b) | ArgValue::BF16(b) => (b.to_le_bytes().to_vec(), true),
        ArgValue::F32(x) => (x.to_le_bytes().to_vec(), true),
        ArgValue::F64(x) => (x.to_le_bytes().to_vec(), true),
        ArgValue::Ptr(x) => (x.to_le_bytes().to_vec(), false),
        ArgValue::ByVal(b) => {
            if b.len() != size {
                return Err(format!(
                    "the parameter has {size} bytes, the argument {}",
                    b.len()
                ));
            }
            return Ok(b.clone());
        }
    };
    if bytes.len() == size {
        return Ok(bytes);
    }
    if bytes.len() > size || float || p.array.is_some() {
        return Err(format!(
            "the parameter is {}{} ({size} bytes), the argument is {a:?}",
            p.ty,
            p.array.map_or(String::new(), |n| format!("[{n}]"))
        ));
    }
    // A narrower integer widens by the parameter type's signedness.
    let neg = p.ty.is_signed() && bytes.last().is_some_and(|b| b & 0x80 != 0);
    let mut out = bytes;
    out.resize(size, if neg { 0xff } else { 0 });
    Ok(out)
}

/// How a function receives a parameter or gives a return value.
#[derive(Copy, Clone, Debug)]
enum PKind {
    /// A `.param` slot of the callee's frame.
    Slot(u16),
    /// A `.reg` parameter: a register.
    Reg(u32),
}

/// A function decoded for execution.
struct FuncCode {
    /// Instructions in layout order (directives and scopes removed).
    code: Vec<DInst>,
    /// Width of every register (declared ones, then `.reg` parameters).
    reg_bits: Vec<u32>,
    /// Declared size of every `.param` slot.
    slots: Vec<u32>,
    /// Size and alignment of every function-level `.local` variable.
    locals: Vec<(u64, u64)>,
    /// How parameters arrive.
    params: Vec<PKind>,
    /// How return values leave.
    rets: Vec<PKind>,
}

/// A kernel of a PTX module, ready to run on the grid engine.
pub(crate) struct PtxProgram<'m> {
    m: &'m PtxModule,
    kernel: usize,
    funcs: Vec<Option<FuncCode>>,
    classes: Vec<String>,
    /// Size and alignment of the module's `.local` variables.
    mod_locals: Vec<(u64, u64)>,
    /// An inline-asm snippet ([`AsmProgram`]): its code ends without
    /// returning, so its registers can be read.
    snippet: bool,
}

/// Counting classes: mnemonic text to index.
#[derive(Default)]
struct Classes {
    names: Vec<String>,
    index: FxHashMap<String, u32>,
}

impl Classes {
    fn of(&mut self, text: String) -> u32 {
        if let Some(&k) = self.index.get(&text) {
            return k;
        }
        let k = self.names.len() as u32;
        self.names.push(text.clone());
        self.index.insert(text, k);
        k
    }
}

/// Decodes one function.
fn decode_function(
    f: &PtxFunction,
    module_syms: &FxHashMap<String, SymRef>,
    shared: &FxHashMap<String, u64>,
    classes: &mut Classes,
    smem: (u64, u64),
) -> FuncCode {
    let mut syms = module_syms.clone();
    let mut slots: Vec<u32> = Vec::new();
    let mut reg_params = FxHashMap::default();
    let mut reg_bits: Vec<u32> = f.regs.values().map(|r| r.ty.bits()).collect();
    // A `.b128` register is two 64-bit slots: its own for the low half,
    // one past the declared registers for the high half.
    let mut b128_hi = FxHashMap::default();
    for k in 0..reg_bits.len() {
        if reg_bits[k] == 128 {
            reg_bits[k] = 64;
            b128_hi.insert(k as u32, reg_bits.len() as u32);
            reg_bits.push(64);
        }
    }
    let mut kinds = |ps: &[PtxParam],
                     slots: &mut Vec<u32>,
                     syms: &mut FxHashMap<String, SymRef>,
                     reg_bits: &mut Vec<u32>| {
        let mut out = Vec::new();
        for p in ps {
            if p.is_reg {
                let r = reg_bits.len() as u32;
                reg_bits.push(p.ty.bits());
                reg_params.insert(p.name.clone(), (r, p.ty));
                out.push(PKind::Reg(r));
            } else {
                let k = slots.len() as u16;
                let n = (p.ty.bytes() as u64).saturating_mul(p.array.unwrap_or(1));
                slots.push(n.min(u32::MAX as u64) as u32);
                if !f.is_entry {
                    syms.insert(p.name.clone(), SymRef::FrameParam(k));
                }
                out.push(PKind::Slot(k));
            }
        }
        out
    };
    let params = kinds(&f.params, &mut slots, &mut syms, &mut reg_bits);
    let rets = kinds(&f.rets, &mut slots, &mut syms, &mut reg_bits);
    // Body variables.
    let mut locals = Vec::new();
    for &b in &f.layout {
        for st in &f.blocks[b].stmts {
            let Stmt::Decl(v) = st else { continue };
            match v.space {
                Space::Param => {
                    let size = var_size(v).min(u32::MAX as u64) as u32;
                    match syms.get(&v.name) {
                        Some(&SymRef::FrameParam(k)) => {
                            slots[k as usize] = slots[k as usize].max(size);
                        }
                        _ => {
                            syms.insert(v.name.clone(), SymRef::FrameParam(slots.len() as u16));
                            slots.push(size);
                        }
                    }
                }
                Space::Local => {
                    let k = locals.len() as u16;
                    let align = (v.align as u64).max(v.ty.bytes() as u64);
                    locals.push((var_size(v), align));
                    syms.insert(v.name.clone(), SymRef::FrameLocal(k));
                }
                Space::Shared => {
                    if let Some(&a) = shared.get(&format!("{}::{}", f.name, v.name)) {
                        syms.insert(v.name.clone(), SymRef::Fixed(AddrSpace::Shared, a));
                    }
                }
                _ => {}
            }
        }
    }
    // Block start pcs: every instruction and `.param` declaration is one
    // entry of the code.
    let mut block_pc = FxHashMap::default();
    let mut pc = 0u32;
    for &b in &f.layout {
        block_pc.insert(b, pc);
        for st in &f.blocks[b].stmts {
            match st {
                Stmt::Inst(i) if !i.is_directive() => pc += 1,
                Stmt::Decl(v) if v.space == Space::Param => pc += 1,
                _ => {}
            }
        }
    }
    let dec = Decoder {
        f,
        syms: &syms,
        reg_params,
        block_pc: &block_pc,
        smem,
        b128_hi,
    };
    let mut code = Vec::with_capacity(pc as usize);
    for &b in &f.layout {
        for (k, st) in f.blocks[b].stmts.iter().enumerate() {
            let at = (b, k as u32);
            match st {
                Stmt::Inst(i) if !i.is_directive() => {
                    let class = classes.of(i.op.text());
                    let (op, d, s, addr) = match dec.decode(i) {
                        Ok(x) => x,
                        Err((kind, msg)) => {
                            let sep = if msg.is_empty() { "" } else { ": " };
                            let what = format!("PTX instruction '{}'{sep}{msg}", i.op.text());
                            (
                                Op::Error(kind, what),
                                Default::default(),
                                Default::default(),
                                None,
                            )
                        }
                    };
                    // A guard that is no predicate register of the
                    // function is reported by the decoded error instead.
                    let guard = i
                        .guard
                        .filter(|(r, _)| f.regs.get(*r).is_some_and(|d| d.ty == PtxType::Pred));
                    code.push(DInst {
                        op,
                        guard: guard.map(|(r, neg)| (r.as_u32(), neg)),
                        d,
                        s,
                        addr,
                        class,
                        at,
                    });
                }
                Stmt::Decl(v) if v.space == Space::Param => {
                    let slot = match syms.get(&v.name) {
                        Some(&SymRef::FrameParam(k)) => k,
                        _ => 0,
                    };
                    code.push(DInst {
                        op: Op::ParamDecl {
                            slot,
                            size: var_size(v).min(u32::MAX as u64) as u32,
                        },
                        guard: None,
                        d: Default::default(),
                        s: Default::default(),
                        addr: None,
                        class: u32::MAX,
                        at,
                    });
                }
                _ => {}
            }
        }
    }
    FuncCode {
        code,
        reg_bits,
        slots,
        locals,
        params,
        rets,
    }
}

/// The symbols every function sees: module variables (global and const
/// ones at the address `addr_of` gives, shared ones at their layout
/// address), module `.local` variables and functions. Also returns the
/// size and alignment of each module `.local` variable.
fn module_syms(
    m: &PtxModule,
    shared: &FxHashMap<String, u64>,
    addr_of: impl Fn(&str) -> Option<(AddrSpace, u64)>,
) -> (FxHashMap<String, SymRef>, Vec<(u64, u64)>) {
    let mut syms: FxHashMap<String, SymRef> = FxHashMap::default();
    let mut mod_locals = Vec::new();
    for v in &m.globals {
        match v.space {
            Space::Shared => {
                if let Some(&a) = shared.get(&v.name) {
                    syms.insert(v.name.clone(), SymRef::Fixed(AddrSpace::Shared, a));
                }
            }
            Space::Local => {
                syms.insert(v.name.clone(), SymRef::ModLocal(mod_locals.len() as u16));
                mod_locals.push((var_size(v), (v.align as u64).max(v.ty.bytes() as u64)));
            }
            _ => {
                if let Some((sp, a)) = addr_of(&v.name) {
                    syms.insert(v.name.clone(), SymRef::Fixed(sp, a));
                }
            }
        }
    }
    for (fi, f) in m.funcs.iter().enumerate() {
        syms.insert(f.name.clone(), SymRef::Func(fi as u32));
    }
    (syms, mod_locals)
}

/// Every instruction of `m` that [`run_ptx`] could not execute (an
/// unknown instruction or modifier, a register of the wrong width or kind,
/// an undeclared symbol), one line each:
/// `function (label): instruction: kind: message`. Empty when the
/// interpreter can run every instruction of the module.
pub fn check_ptx(m: &PtxModule) -> Vec<String> {
    let mut shared = FxHashMap::default();
    for v in m.globals.iter().filter(|v| v.space == Space::Shared) {
        shared.insert(v.name.clone(), 0);
    }
    for f in &m.funcs {
        for &b in &f.layout {
            for st in &f.blocks[b].stmts {
                if let Stmt::Decl(v) = st {
                    if v.space == Space::Shared {
                        shared.insert(format!("{}::{}", f.name, v.name), 0);
                    }
                }
            }
        }
    }
    let space = |name: &str| {
        m.globals
            .iter()
            .find(|v| v.name == name)
            .and_then(|v| space_of(v.space))
            .map(|sp| (sp, 0))
    };
    let (syms, _) = module_syms(m, &shared, space);
    let mut classes = Classes::default();
    let mut out = Vec::new();
    for (fi, f) in m.funcs.iter().enumerate().filter(|(_, f)| !f.is_decl) {
        let mut own = syms.clone();
        if f.is_entry {
            for p in &f.params {
                own.insert(p.name.clone(), SymRef::Fixed(AddrSpace::Param, 0));
            }
        }
        let code = decode_function(f, &own, &shared, &mut classes, (0, 0));
        for di in &code.code {
            if let Op::Error(kind, msg) = &di.op {
                let at = location(m, fi, di.at);
                out.push(format!("{at}: {}: {msg}", kind.label()));
            }
        }
    }
    out
}

/// Runs `kernel` (an `.entry`) of `m` over the grid of `launch` with `args`
/// (one per kernel parameter: scalars of the parameter's size, or narrower
/// integers, which widen; pointers; `ByVal` bytes for `.b8` arrays), in
/// `mem`.
///
/// Globals are mapped first ([`map_ptx_globals`]); shared variables get
/// fresh (uninitialized) memory in every block, `.extern .shared` arrays
/// the `launch.dyn_smem` bytes. The launch must respect the kernel's
/// `.maxntid`/`.reqntid`. Returns the dynamic instruction counts per
/// mnemonic (see the module docs).
pub fn run_ptx(
    m: &PtxModule,
    kernel: &str,
    launch: &Launch,
    args: &[ArgValue],
    mem: &mut Memory,
) -> Result<RunStats, InterpError> {
    let bad = |msg: String| InterpError::launch(kernel, Fault::new(ErrorKind::BadLaunch, msg));
    let ki = m
        .funcs
        .iter()
        .position(|f| f.name == kernel && f.is_entry && !f.is_decl)
        .ok_or_else(|| bad(format!("no kernel (.entry) '{kernel}' in the module")))?;
    let kf = &m.funcs[ki];
    check_launch_shape(
        kernel,
        kf.params.len(),
        args.len(),
        launch,
        kf.directives.maxntid.as_deref(),
        kf.directives.reqntid.as_deref(),
    )
    .map_err(bad)?;
    map_ptx_globals(m, mem).map_err(|mut e| {
        e.kernel = kernel.to_string();
        e
    })?;
    // Kernel parameters in the param space.
    mem.reset_params();
    let mut kparams = FxHashMap::default();
    for (i, (p, a)) in kf.params.iter().zip(args).enumerate() {
        let bytes = arg_bytes(p, a).map_err(|e| bad(format!("argument {i}: {e}")))?;
        let align = (p.align as u64).max(p.ty.bytes() as u64);
        let addr = mem.alloc_param(&bytes, align);
        kparams.insert(p.name.clone(), SymRef::Fixed(AddrSpace::Param, addr));
    }
    // Shared variables: module ones in order, then each function's.
    let mut vars = Vec::new();
    let mut keys = Vec::new();
    let mut dynamic = Vec::new();
    let mut add_shared = |key: String, v: &VarDecl| {
        if is_dynamic_shared(v) {
            dynamic.push(key);
        } else {
            keys.push(key);
            vars.push(SharedVar {
                name: v.name.clone(),
                size: var_size(v),
                align: (v.align as u64).max(v.ty.bytes() as u64),
                init: None,
            });
        }
    };
    for v in m.globals.iter().filter(|v| v.space == Space::Shared) {
        add_shared(v.name.clone(), v);
    }
    for f in m.funcs.iter().filter(|f| !f.is_decl) {
        for &b in &f.layout {
            for st in &f.blocks[b].stmts {
                if let Stmt::Decl(v) = st {
                    if v.space == Space::Shared {
                        add_shared(format!("{}::{}", f.name, v.name), v);
                    }
                }
            }
        }
    }
    let layout = SharedLayout::new(vars);
    if layout.static_bytes() > super::MAX_SHARED_BYTES {
        return Err(bad(format!(
            "{} bytes of static shared memory (the interpreter allows {})",
            layout.static_bytes(),
            super::MAX_SHARED_BYTES
        )));
    }
    let mut shared: FxHashMap<String, u64> = keys
        .into_iter()
        .enumerate()
        .map(|(i, k)| (k, layout.addr(i)))
        .collect();
    shared.extend(dynamic.into_iter().map(|k| (k, layout.dynamic_addr())));
    let (syms, mod_locals) = module_syms(m, &shared, |name| mem.symbol(name));
    let smem = (
        launch.dyn_smem as u64,
        layout.static_bytes() + launch.dyn_smem as u64,
    );
    let mut classes = Classes::default();
    let funcs = m
        .funcs
        .iter()
        .enumerate()
        .map(|(fi, f)| {
            if f.is_decl {
                return None;
            }
            let mut own = syms.clone();
            if fi == ki {
                own.extend(kparams.iter().map(|(k, v)| (k.clone(), *v)));
            }
            Some(decode_function(f, &own, &shared, &mut classes, smem))
        })
        .collect();
    let prog = PtxProgram {
        m,
        kernel: ki,
        funcs,
        classes: classes.names,
        mod_locals,
        snippet: false,
    };
    run_grid(&prog, launch, &layout, mem)
}

/// An inline-asm statement of an nvvm program as a PTX function
/// (`asm_text.rs`), run for the calling thread with its operands in
/// registers.
pub(crate) struct AsmProgram<'m> {
    prog: PtxProgram<'m>,
    /// Each input's register, `None` for an immediate.
    inputs: Vec<Option<u32>>,
    /// Each output's register and bit width.
    outputs: Vec<(u32, u32)>,
}

impl<'m> AsmProgram<'m> {
    /// Decodes the snippet module `m`; every instruction counts as
    /// `class` of the calling program.
    pub(crate) fn new(
        m: &'m PtxModule,
        inputs: &[Option<String>],
        outputs: &[(String, u32)],
        class: u32,
    ) -> Result<AsmProgram<'m>, String> {
        if let Some(first) = check_ptx(m).into_iter().next() {
            return Err(first);
        }
        let fi = m
            .funcs
            .iter()
            .position(|f| f.name == crate::asm_text::ENTRY)
            .ok_or("no snippet function")?;
        let f = &m.funcs[fi];
        let (syms, mod_locals) = module_syms(m, &FxHashMap::default(), |_| None);
        let mut classes = Classes::default();
        let mut code = decode_function(f, &syms, &FxHashMap::default(), &mut classes, (0, 0));
        for di in &mut code.code {
            if di.class != u32::MAX {
                di.class = class;
            }
        }
        let reg = |name: &str| -> Result<u32, String> {
            f.regs
                .values()
                .position(|r| r.name == name.trim_start_matches('%'))
                .map(|k| k as u32)
                .ok_or_else(|| format!("no register {name} in the snippet"))
        };
        let inputs = inputs
            .iter()
            .map(|i| i.as_deref().map(reg).transpose())
            .collect::<Result<_, _>>()?;
        let outputs = outputs
            .iter()
            .map(|(n, b)| Ok((reg(n)?, *b)))
            .collect::<Result<_, String>>()?;
        let mut funcs: Vec<Option<FuncCode>> = (0..m.funcs.len()).map(|_| None).collect();
        funcs[fi] = Some(code);
        Ok(AsmProgram {
            prog: PtxProgram {
                m,
                kernel: fi,
                funcs,
                classes: classes.names,
                mod_locals,
                snippet: true,
            },
            inputs,
            outputs,
        })
    }

    /// Runs the statement with input operand values `inputs` (bits,
    /// `None` when undefined) to its end, where it gives each output's
    /// bits, or to a barrier or warp-synchronous instruction it waits at
    /// (then [`resume`](Self::resume) and [`proceed`](Self::proceed)).
    pub(crate) fn start(
        &self,
        inputs: &[Option<u64>],
        env: &mut Env<'_>,
    ) -> Result<SnippetRun, Fault> {
        let set: Vec<(u32, Option<u64>)> = self
            .inputs
            .iter()
            .zip(inputs)
            .filter_map(|(r, v)| r.map(|r| (r, *v)))
            .collect();
        let run = self.prog.start_snippet(&set, &self.output_regs(), env)?;
        Ok(self.mask_outputs(run))
    }

    /// Delivers the result of the sync a waiting statement stopped at.
    pub(crate) fn resume(&self, st: &mut SnippetThread, result: SyncResult) {
        self.prog.resume(&mut st.t, result);
    }

    /// Runs a resumed statement on, as [`start`](Self::start) does.
    pub(crate) fn proceed(
        &self,
        st: SnippetThread,
        env: &mut Env<'_>,
    ) -> Result<SnippetRun, Fault> {
        let run = self.prog.proceed_snippet(st, &self.output_regs(), env)?;
        Ok(self.mask_outputs(run))
    }

    fn output_regs(&self) -> Vec<u32> {
        self.outputs.iter().map(|&(r, _)| r).collect()
    }

    fn mask_outputs(&self, run: SnippetRun) -> SnippetRun {
        match run {
            SnippetRun::Done(out) => SnippetRun::Done(
                out.into_iter()
                    .zip(&self.outputs)
                    .map(|(v, &(_, b))| v.map(|v| v & mask64(b)))
                    .collect(),
            ),
            w => w,
        }
    }
}

/// Where an instruction is, printed: `function (label): instruction`.
fn location(m: &PtxModule, fi: usize, at: (PBlock, u32)) -> String {
    let f = &m.funcs[fi];
    let Some(Stmt::Inst(i)) = f.blocks.get(at.0).and_then(|b| b.stmts.get(at.1 as usize)) else {
        return format!("{}: (statement {})", f.name, at.1);
    };
    let label = ptx::print::block_label(f, fi, at.0);
    format!("{} ({label}): {}", f.name, ptx::print::inst(f, fi, i))
}

/// The address an [`Init::Sym`] initializer stands for.
fn sym_address(mem: &Memory, m: &PtxModule, v: &VarDecl, e: &Init) -> Result<u64, Fault> {
    let Init::Sym {
        name,
        offset,
        generic,
    } = e
    else {
        return Err(Fault::unsupported(format!(
            "initializer of '{}': a mask() of something other than a symbol",
            v.name
        )));
    };
    let base = if let Some((sp, a)) = mem.symbol(name) {
        if *generic {
            memory::to_generic(sp, a)
        } else {
            a
        }
    } else if let Some(fi) = m.funcs.iter().position(|f| f.name == *name) {
        memory::FUNC_WINDOW + fi as u64
    } else {
        return Err(Fault::unsupported(format!(
            "initializer of '{}' refers to '{name}', which has no fixed address",
            v.name
        )));
    };
    Ok(base.wrapping_add(*offset as u64))
}
