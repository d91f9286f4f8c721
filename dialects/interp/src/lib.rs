//! CPU interpreters that run a kernel over a launch grid.
//!
//! The pieces, meant to be shared by the nvvm interpreter here and the ptx
//! interpreter:
//!
//! - [`memory`]: address spaces, host buffers, shared and local memory,
//!   byte-exact initialization tracking, the generic-address windows;
//! - [`grid`]: the launch, the scheduler of threads with block barriers and
//!   warp-synchronous operations, deadlock detection, instruction counts;
//!   an IR plugs in by implementing [`GridProgram`];
//! - [`float`]: rounding modes, half precision, NaN rules, approximations;
//! - [`atomic`]: read-modify-write semantics;
//! - [`spec`]: harness specs (launch, arguments, fills) shared by tests and
//!   the command line.
//!
//! [`run_nvvm`] runs a kernel of an nvvm-dialect [`Module`]:
//!
//! ```
//! use interp::{run_nvvm, ArgValue, Launch, Memory};
//! let src = r#"
//! target triple = "nvptx64-nvidia-cuda"
//! define ptx_kernel void @twice(ptr %p) {
//!   %i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
//!   %q = getelementptr float, ptr %p, i32 %i
//!   %x = load float, ptr %q, align 4
//!   %y = fadd float %x, %x
//!   store float %y, ptr %q, align 4
//!   ret void
//! }
//! declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
//! "#;
//! let m = llvm::import::import("twice.ll", src).unwrap();
//! let mut mem = Memory::new();
//! let p = mem.alloc_slice("p", &[1.0f32, 2.0, 3.0, 4.0]);
//! let stats = run_nvvm(&m, "twice", &Launch::linear(1, 4), &[ArgValue::Ptr(p)], &mut mem).unwrap();
//! assert_eq!(mem.read_slice::<f32>(p, 4).unwrap(), [2.0, 4.0, 6.0, 8.0]);
//! assert_eq!(stats.per_op["nvvm.fadd"], 4);
//! ```
//!
//! Every failure is an [`InterpError`] naming the kernel, block, thread and
//! instruction; the interpreter never panics on a verified module.
#![deny(missing_docs)]

mod asm_text;
mod asm_warp;
pub mod atomic;
mod devlib;
pub mod diff;
pub mod error;
pub mod float;
pub mod fp8;
pub mod grid;
pub mod memory;
mod nvvm;
mod nvvm_math;
mod nvvm_ops;
mod nvvm_tensor;
pub mod ptx_exec;
mod reduce;
pub mod spec;
mod tensor;
pub mod tools;
mod values;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_float;
#[cfg(test)]
mod tests_ops;

use cranelift_entity::EntityRef;

use dialects::ir::{Compound, Const, Module, Type};

pub use error::{ErrorKind, Fault, InterpError};
pub use grid::{run_grid, Event, GridProgram, Launch, RunStats, SyncResult, ThreadIds};
pub use memory::{AddrSpace, BufferInfo, ElemType, HostScalar, Memory, SharedLayout, SharedVar};

use values::Val;

/// A kernel argument; its variant must match the parameter's type.
#[derive(Clone, Debug, PartialEq)]
pub enum ArgValue {
    /// `i1`.
    I1(bool),
    /// `i8`.
    I8(i8),
    /// `i16`.
    I16(i16),
    /// `i32`.
    I32(i32),
    /// `i64`.
    I64(i64),
    /// `half`, as its bit pattern.
    F16(u16),
    /// `bfloat`, as its bit pattern.
    BF16(u16),
    /// `float`.
    F32(f32),
    /// `double`.
    F64(f64),
    /// A pointer: an address of the parameter's address space (a generic
    /// or global address for the usual `ptr` and `ptr addrspace(1)`).
    Ptr(u64),
    /// The bytes of a `byval` aggregate parameter.
    ByVal(Vec<u8>),
}

impl ArgValue {
    /// The argument's bytes as the kernel parameter holds them
    /// (little-endian; a byval aggregate's own bytes).
    pub fn le_bytes(&self) -> Vec<u8> {
        match self {
            ArgValue::I1(b) => vec![*b as u8],
            ArgValue::I8(x) => x.to_le_bytes().to_vec(),
            ArgValue::I16(x) => x.to_le_bytes().to_vec(),
            ArgValue::I32(x) => x.to_le_bytes().to_vec(),
            ArgValue::I64(x) => x.to_le_bytes().to_vec(),
            ArgValue::F16(x) | ArgValue::BF16(x) => x.to_le_bytes().to_vec(),
            ArgValue::F32(x) => x.to_le_bytes().to_vec(),
            ArgValue::F64(x) => x.to_le_bytes().to_vec(),
            ArgValue::Ptr(x) => x.to_le_bytes().to_vec(),
            ArgValue::ByVal(b) => b.clone(),
        }
    }
}

/// The element type a buffer of `ty` is dumped as.
pub fn elem_of(ty: Type) -> ElemType {
    match ty {
        Type::Int(1..=8) => ElemType::U8,
        Type::Int(9..=16) => ElemType::I16,
        Type::Int(17..=32) => ElemType::I32,
        Type::Int(_) | Type::Ptr(_) => ElemType::U64,
        Type::F16 => ElemType::F16,
        Type::BF16 => ElemType::BF16,
        Type::F32 => ElemType::F32,
        Type::F64 => ElemType::F64,
        Type::Compound(_) => match ty.as_compound() {
            Some(Compound::Vector { elem, .. } | Compound::Array { elem, .. }) => elem_of(elem),
            Some(Compound::Struct { fields, .. }) => {
                fields.first().map_or(ElemType::U8, |f| elem_of(*f))
            }
            None => ElemType::U8,
        },
    }
}

/// The largest module variable the interpreter materializes.
const MAX_VARIABLE_BYTES: u64 = 1 << 30;

/// The static shared memory a kernel may declare (more than any GPU has).
const MAX_SHARED_BYTES: u64 = 16 << 20;

fn is_meta(name: &str) -> bool {
    dialects::ir::intrinsics::is_intrinsic_name(name)
}

/// Bytes and initialized bits of a constant of type `ty`.
fn const_bytes(
    m: &Module,
    mem: &Memory,
    c: &Const,
    ty: Type,
) -> Result<(Vec<u8>, Vec<bool>), Fault> {
    let addr_of = |g: dialects::ir::GlobalId, pty: Type| -> Result<u64, Fault> {
        let name = &m.globals[g].name;
        let (space, a) = mem.symbol(name).ok_or_else(|| {
            Fault::unsupported(format!(
                "initializer refers to '{name}', which has no fixed address"
            ))
        })?;
        let want = match pty {
            Type::Ptr(n) => memory::llvm_space(n).unwrap_or(AddrSpace::Generic),
            _ => AddrSpace::Generic,
        };
        memory::from_generic(want, memory::to_generic(space, a))
    };
    let size = ty.store_size();
    if size > MAX_VARIABLE_BYTES {
        return Err(Fault::unsupported(format!(
            "a variable of {size} bytes (the interpreter's limit is {MAX_VARIABLE_BYTES})"
        )));
    }
    let n = size as usize;
    // Whole-variable zero and undef need no per-element values.
    match c {
        Const::Zero => return Ok((vec![0; n], vec![true; n])),
        Const::Undef | Const::Poison => return Ok((vec![0; n], vec![false; n])),
        _ => {}
    }
    let v = values::from_const(c, ty, &addr_of, &|f| memory::FUNC_WINDOW + f.index() as u64)?;
    let mut bytes = vec![0u8; n];
    let mut init = vec![false; n];
    values::encode(ty, &v, &mut bytes, &mut init)?;
    Ok((bytes, init))
}

/// Allocates and initializes the module's global and `__constant__`
/// variables in `mem` (those not allocated yet, so a host may map the
/// globals, write to them and then run). Shared variables are laid out per
/// launch by [`run_nvvm`]. Variables without an initializer are
/// uninitialized; `llvm.*` variables (metadata) are skipped.
pub fn map_globals(m: &Module, mem: &mut Memory) -> Result<(), InterpError> {
    let err = |f: Fault| InterpError::launch(&m.name, f);
    let mut fresh = Vec::new();
    for (g, gv) in m.globals.iter() {
        if is_meta(&gv.name) || gv.addrspace == 3 {
            continue;
        }
        if let Some(addr) = mem.symbol_addr(&gv.name) {
            // Already mapped (by the host, or by an earlier run): it must be
            // the same variable.
            let len = mem.buffer(addr).map_or(0, |b| b.len);
            if len != gv.ty.store_size() {
                return Err(err(Fault::new(
                    ErrorKind::BadLaunch,
                    format!(
                        "'{}' is mapped with {len} bytes but the module declares {} bytes",
                        gv.name,
                        gv.ty.store_size()
                    ),
                )));
            }
            continue;
        }
        let space = match memory::llvm_space(gv.addrspace) {
            Some(s @ (AddrSpace::Generic | AddrSpace::Global | AddrSpace::Const)) => s,
            _ => {
                return Err(err(Fault::unsupported(format!(
                    "global '{}' in address space {}",
                    gv.name, gv.addrspace
                ))))
            }
        };
        if gv.ty.store_size() > MAX_VARIABLE_BYTES {
            return Err(err(Fault::unsupported(format!(
                "global '{}' of {} bytes",
                gv.name,
                gv.ty.store_size()
            ))));
        }
        let align = if gv.align > 0 {
            gv.align as u64
        } else {
            gv.ty.abi_align()
        };
        mem.alloc_symbol(&gv.name, space, gv.ty.store_size(), align, elem_of(gv.ty))
            .map_err(err)?;
        fresh.push(g);
    }
    for g in fresh {
        let gv = &m.globals[g];
        let Some(init) = &gv.init else { continue };
        let (bytes, ok) = const_bytes(m, mem, init, gv.ty).map_err(err)?;
        let base = mem.symbol_addr(&gv.name).expect("allocated above");
        // Write runs of initialized bytes; undef parts stay uninitialized.
        let mut i = 0;
        while i < bytes.len() {
            if !ok[i] {
                i += 1;
                continue;
            }
            let j = (i..bytes.len()).find(|&k| !ok[k]).unwrap_or(bytes.len());
            mem.write(base + i as u64, &bytes[i..j]).map_err(err)?;
            i = j;
        }
    }
    Ok(())
}

fn arg_val(ty: Type, a: &ArgValue, byval: bool, mem: &mut Memory) -> Result<Val, String> {
    use ArgValue as A;
    Ok(match (ty, a) {
        (Type::Int(1), A::I1(b)) => Val::B(*b as u64),
        (Type::Int(8), A::I8(v)) => Val::B(*v as u8 as u64),
        (Type::Int(16), A::I16(v)) => Val::B(*v as u16 as u64),
        (Type::Int(32), A::I32(v)) => Val::B(*v as u32 as u64),
        (Type::Int(64), A::I64(v)) => Val::B(*v as u64),
        (Type::F16, A::F16(b)) | (Type::BF16, A::BF16(b)) => Val::B(*b as u64),
        (Type::F32, A::F32(x)) => Val::B(x.to_bits() as u64),
        (Type::F64, A::F64(x)) => Val::B(x.to_bits()),
        (Type::Ptr(n), A::ByVal(bytes)) if byval => {
            let pa = mem.alloc_param(bytes, 16);
            let space = memory::llvm_space(n).unwrap_or(AddrSpace::Generic);
            Val::B(
                memory::from_generic(space, memory::to_generic(AddrSpace::Param, pa))
                    .map_err(|f| f.msg)?,
            )
        }
        (Type::Ptr(n), A::Ptr(p)) => {
            if n == 1
                && *p != 0
                && memory::resolve_generic(*p).map(|r| r.0) != Ok(AddrSpace::Global)
            {
                return Err(format!("{p:#x} is not a global address"));
            }
            Val::B(*p)
        }
        _ => {
            return Err(format!(
                "the parameter has type {ty}, the argument is {a:?}"
            ))
        }
    })
}

/// Runs `kernel` of `m` over the grid of `launch` with `args`, in `mem`.
///
/// Globals are mapped first ([`map_globals`]); shared variables get fresh
/// (uninitialized) memory in every block, `extern __shared__` arrays the
/// `launch.dyn_smem` bytes. The launch must respect the kernel's
/// `.maxntid`/`.reqntid` bounds. Returns the dynamic instruction counts.
pub fn run_nvvm(
    m: &Module,
    kernel: &str,
    launch: &Launch,
    args: &[ArgValue],
    mem: &mut Memory,
) -> Result<RunStats, InterpError> {
    let bad = |msg: String| InterpError::launch(kernel, Fault::new(ErrorKind::BadLaunch, msg));
    let fid = m
        .func_by_name(kernel)
        .filter(|&f| m.funcs[f].body.is_some())
        .ok_or_else(|| {
            bad(format!(
                "no function '{kernel}' with a body in module '{}'",
                m.name
            ))
        })?;
    let f = &m.funcs[fid];
    // The interpreter relies on verified IR (operand counts, types,
    // terminators) to never panic.
    if let Err(errs) = dialects::verify::verify_module(m) {
        let first = errs.first().map_or(String::new(), |e| e.to_string());
        return Err(bad(format!(
            "module '{}' does not verify ({} errors; first: {first})",
            m.name,
            errs.len()
        )));
    }
    grid::check_launch_shape(
        kernel,
        f.params.len(),
        args.len(),
        launch,
        f.bounds.maxntid.as_ref().map(|d| &d[..]),
        f.bounds.reqntid.as_ref().map(|d| &d[..]),
    )
    .map_err(bad)?;
    map_globals(m, mem).map_err(|mut e| {
        e.kernel = kernel.to_string();
        e
    })?;
    mem.reset_params();
    let mut vals = Vec::with_capacity(args.len());
    for (i, (ty, a)) in f.params.iter().zip(args).enumerate() {
        let byval = f.param_attrs.get(i).is_some_and(|p| p.byval.is_some());
        vals.push(arg_val(*ty, a, byval, mem).map_err(|e| bad(format!("argument {i}: {e}")))?);
    }
    // Shared variables: static ones laid out in module order, extern ones
    // (no initializer) all at the dynamic area.
    let mut vars = Vec::new();
    let mut shared_idx = vec![None; m.globals.len()];
    for (g, gv) in m.globals.iter() {
        if let (3, Some(c)) = (gv.addrspace, &gv.init) {
            let (bytes, ok) =
                const_bytes(m, mem, c, gv.ty).map_err(|f| InterpError::launch(kernel, f))?;
            let init = ok.iter().all(|&b| b).then_some(bytes);
            shared_idx[g.index()] = Some(vars.len());
            vars.push(SharedVar {
                name: gv.name.clone(),
                size: gv.ty.store_size(),
                align: if gv.align > 0 {
                    gv.align as u64
                } else {
                    gv.ty.abi_align()
                },
                init,
            });
        }
    }
    let layout = SharedLayout::new(vars);
    if layout.static_bytes() > MAX_SHARED_BYTES {
        return Err(bad(format!(
            "{} bytes of static shared memory (the interpreter allows {MAX_SHARED_BYTES})",
            layout.static_bytes()
        )));
    }
    let gaddr = m
        .globals
        .iter()
        .map(|(g, gv)| {
            if gv.addrspace == 3 {
                Some((
                    AddrSpace::Shared,
                    shared_idx[g.index()].map_or(layout.dynamic_addr(), |i| layout.addr(i)),
                ))
            } else {
                mem.symbol(&gv.name)
            }
        })
        .collect();
    let snippets = nvvm::asm_snippets(m);
    let prog = nvvm::NvvmProgram::new(m, fid, vals, gaddr, &snippets);
    run_grid(&prog, launch, &layout, mem)
}
