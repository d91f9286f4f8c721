//! The `compile` verb: read, verify, optimize, emit.

use std::path::{Path, PathBuf};

use dialects::ir::Module;
use dialects::Diagnostic;

use crate::cli::{CompileArgs, Emit, InputFormat};
use crate::output::write_output;

/// Built-in demo kernel compiled when no input is given.
pub const DEMO_NAME: &str = "demo/saxpy.ll";
/// Its source (clang 16 output for a guarded saxpy).
pub const DEMO_SRC: &str = include_str!("demo.ll");

/// What a compilation did, for `-v` and the demo.
#[derive(Debug, Default)]
pub struct Report {
    /// Kernels in the module.
    pub kernels: Vec<String>,
    /// Defined functions.
    pub functions: usize,
    /// Instructions after optimization.
    pub insts: usize,
    /// Allocas promoted by mem2reg.
    pub promoted: usize,
    /// Passes run, in order.
    pub passes: Vec<&'static str>,
    /// Bytes written.
    pub bytes: usize,
}

/// A compile failure: located diagnostics or an I/O problem.
#[derive(Debug)]
pub enum CompileError {
    /// Errors in the input (parse, verify, unsupported).
    Input(Vec<Diagnostic>),
    /// Reading or writing failed.
    Io(String),
}

impl std::fmt::Display for CompileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CompileError::Input(ds) => {
                for (i, d) in ds.iter().enumerate() {
                    if i > 0 {
                        writeln!(f)?;
                    }
                    write!(f, "{d}")?;
                }
                Ok(())
            }
            CompileError::Io(s) => write!(f, "error: {s}"),
        }
    }
}

fn is_generic_ir(path: &Path, src: &str) -> bool {
    if path.extension().is_some_and(|e| e == "wir") {
        return true;
    }
    if path.extension().is_some_and(|e| e == "ll") {
        return false;
    }
    // Generic IR opens with `module` or `func`; LLVM IR never does.
    src.lines()
        .map(str::trim_start)
        .find(|l| !l.is_empty() && !l.starts_with(';'))
        .is_some_and(|l| l.starts_with("module ") || l.starts_with("func "))
}

/// Parses a module from text in either format.
pub fn read_module(
    name: &str,
    src: &str,
    fmt: InputFormat,
    path: &Path,
) -> Result<Module, CompileError> {
    let generic = match fmt {
        InputFormat::Ir => true,
        InputFormat::Ll => false,
        InputFormat::Auto => is_generic_ir(path, src),
    };
    let m = if generic {
        dialects::text::parse_module(name, src)
    } else {
        dialects::llvm::import::import(name, src)
    };
    m.map_err(|d| CompileError::Input(vec![d]))
}

fn verify(m: &Module, name: &str, after: &str) -> Result<(), CompileError> {
    dialects::verify::verify_module(m).map_err(|errs| {
        CompileError::Input(
            errs.iter()
                .map(|e| Diagnostic::bare(name, format!("verifier failed after {after}: {e}")))
                .collect(),
        )
    })
}

/// Runs the pipeline on a parsed module and renders the requested output.
pub fn compile_module(
    m: &mut Module,
    name: &str,
    args: &CompileArgs,
) -> Result<(String, Report), CompileError> {
    let verify_each = args.verify_each || cfg!(debug_assertions);
    let mut report = Report::default();
    verify(m, name, "import")?;
    if args.opt_level >= 1 {
        let stats = dialects::mem2reg::run(m);
        report.promoted = stats.promoted;
        report.passes.push("mem2reg");
        if verify_each {
            verify(m, name, "mem2reg")?;
        }
    }
    report.kernels = m.kernels().map(|(_, f)| f.name.clone()).collect();
    report.functions = m.funcs.values().filter(|f| f.body.is_some()).count();
    report.insts = m
        .funcs
        .values()
        .filter_map(|f| f.body.as_ref())
        .map(|b| b.all_insts().len())
        .sum();
    let text = match args.emit_kind() {
        Emit::Ptx => {
            let opts = dialects::isel::SelectOptions {
                version: args.ptx_version,
            };
            let ptx = dialects::isel::select_module_with(m, &args.arch, &opts)
                .map_err(|d| CompileError::Input(vec![d]))?;
            report.passes.push("isel");
            dialects::ptx::print::print_module(&ptx)
        }
        Emit::Ir => dialects::text::print_module(m),
        Emit::NvvmIr => {
            dialects::llvm::export::export_nvvm(m).map_err(|d| CompileError::Input(vec![d]))?
        }
        Emit::Ll => {
            dialects::llvm::export::export_modern(m).map_err(|d| CompileError::Input(vec![d]))?
        }
    };
    report.bytes = text.len();
    Ok((text, report))
}

/// The default output path for an input.
pub fn default_output(input: &Path, emit: Emit) -> PathBuf {
    if input.as_os_str() == "-" {
        return PathBuf::from("-");
    }
    let stem = input
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "out".into());
    input.with_file_name(format!("{stem}.{}", emit.extension()))
}

/// Reads an input file (or standard input for `-`) as UTF-8 text; returns
/// the name to show in messages and the text.
pub fn read_input(input: &Path) -> Result<(String, String), CompileError> {
    if input.as_os_str() == "-" {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut s)
            .map_err(|e| CompileError::Io(format!("cannot read standard input: {e}")))?;
        return Ok(("<stdin>".to_string(), s));
    }
    let name = input.display().to_string();
    let bytes =
        std::fs::read(input).map_err(|e| CompileError::Io(format!("cannot read '{name}': {e}")))?;
    let src = String::from_utf8(bytes).map_err(|e| {
        CompileError::Input(vec![Diagnostic::bare(
            &name,
            format!(
                "input is not UTF-8 text (invalid byte at offset {})",
                e.utf8_error().valid_up_to()
            ),
        )])
    })?;
    Ok((name, src))
}

/// Reads the input, compiles and writes the output atomically.
pub fn run_compile(args: &CompileArgs) -> Result<Report, CompileError> {
    let (name, src) = read_input(&args.input)?;
    let mut m = read_module(&name, &src, args.input_format, &args.input)?;
    let (text, report) = compile_module(&mut m, &name, args)?;
    let out = args
        .output
        .clone()
        .unwrap_or_else(|| default_output(&args.input, args.emit_kind()));
    write_output(&out, text.as_bytes())
        .map_err(|e| CompileError::Io(format!("cannot write '{}': {e}", out.display())))?;
    Ok(report)
}
