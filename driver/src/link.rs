//! The modules of one program, as libNVVM takes them: the input, the
//! further modules named after it (`nvvmAddModuleToProgram`), then
//! libdevice, lazily (`nvvmLazyAddModuleToProgram`): only when the program
//! declares `__nv_*` functions, and only what those need. libdevice is
//! `--libdevice PATH`, else `WARPSAT_LIBDEVICE` (what the project's setup
//! script installs beside libNVVM); LLVM's math intrinsics without an
//! accurate PTX instruction become calls of it first
//! (`dialects::libmcalls`); bitcode is read through `llvm-dis`
//! (`WARPSAT_LLVM_DIS`, else `llvm-dis-16` or `llvm-dis` on the path).

use std::path::{Path, PathBuf};

use dialects::ir::Module;

use crate::cli::InputFormat;
use crate::compile::{read_input, read_module, CompileError};

/// Where libdevice comes from.
#[derive(Clone, Debug, Default)]
pub struct LibdeviceChoice {
    /// `--libdevice PATH`.
    pub path: Option<PathBuf>,
    /// `--no-libdevice`.
    pub off: bool,
}

/// Links `more` into `m`, then libdevice when `m` needs it. A program that
/// calls `__nv_*` functions while no libdevice is found gets a warning and
/// keeps the calls external (ptxas then reports them).
pub fn link_program(
    m: &mut Module,
    more: &[PathBuf],
    fmt: InputFormat,
    libdevice: &LibdeviceChoice,
) -> Result<(), CompileError> {
    for p in more {
        let (name, src) = read_input(p)?;
        let other = read_module(&name, &src, fmt, p)?;
        dialects::link::link(m, other).map_err(|e| link_error(p, e))?;
    }
    if libdevice.off {
        return Ok(());
    }
    let path = libdevice
        .path
        .clone()
        .or_else(|| crate::compare::tools::tool("WARPSAT_LIBDEVICE"));
    // Math intrinsics PTX has no accurate instruction for call libdevice
    // (`llvm.exp.f32` -> `__nv_expf`) when there is one to link.
    if path.is_some() {
        dialects::libmcalls::run(m);
    }
    if !needs_libdevice(m) {
        return Ok(());
    }
    let Some(path) = path else {
        eprintln!(
            "warning: the program calls {} but no libdevice was found (pass --libdevice PATH)",
            missing(m).join(", ")
        );
        return Ok(());
    };
    let lib = load_libdevice(&path)?;
    dialects::link::link_lazily(m, &lib).map_err(|e| link_error(&path, e))?;
    Ok(())
}

/// A module that cannot be linked is an input error, named by its file.
fn link_error(p: &Path, e: dialects::link::LinkError) -> CompileError {
    let name = p.display().to_string();
    CompileError::Input(vec![dialects::diag::Diagnostic::bare(
        &name,
        format!("cannot link it: {e}"),
    )])
}

/// The `__nv_*` functions `m` declares without defining.
fn missing(m: &Module) -> Vec<String> {
    m.funcs
        .values()
        .filter(|f| f.body.is_none() && f.name.starts_with("__nv_"))
        .map(|f| format!("@{}", f.name))
        .collect()
}

fn needs_libdevice(m: &Module) -> bool {
    !missing(m).is_empty()
}

/// libdevice as a module: LLVM text as it is, bitcode through `llvm-dis`.
fn load_libdevice(path: &Path) -> Result<Module, CompileError> {
    let bytes = std::fs::read(path)
        .map_err(|e| CompileError::Io(format!("cannot read libdevice {}: {e}", path.display())))?;
    let name = path.display().to_string();
    let text = if crate::bitcode::is_bitcode(&bytes) {
        crate::bitcode::disassemble(&name, &bytes)?
    } else {
        String::from_utf8(bytes).map_err(|_| {
            CompileError::Usage(format!("{}: neither LLVM bitcode nor text", path.display()))
        })?
    };
    llvm::import::import(&name, &text).map_err(|d| CompileError::Input(vec![d]))
}
