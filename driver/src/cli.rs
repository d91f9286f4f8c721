//! Command-line interface definitions (clap).

use std::path::PathBuf;

use clap::{Parser, Subcommand, ValueEnum};

/// warpsat: an e-graph optimizing compiler from NVVM IR to PTX.
#[derive(Parser, Debug)]
#[command(
    name = "warpsat",
    version,
    about = "warpsat: an e-graph optimizing compiler from NVVM IR (LLVM IR for nvptx64) to PTX",
    long_about = "warpsat reads NVVM IR (typed-pointer NVVM IR 2.0 or modern opaque-pointer LLVM IR), \
lifts each function into warpsat's IR, optimizes it and writes the result.\n\n\
With no arguments it compiles a built-in demo kernel and says what it did.\n\
`warpsat IN.ll ...` is short for `warpsat compile IN.ll ...`."
)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// Subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Compile a module (the default verb).
    Compile(CompileArgs),
    /// Report register pressure, predicted registers and occupancy per kernel.
    Analyze(AnalyzeArgs),
    /// Interpret a kernel on a CPU-simulated grid and print output checksums.
    Run(crate::run::RunArgs),
}

/// Options of `analyze`.
#[derive(clap::Args, Debug, Clone)]
pub struct AnalyzeArgs {
    /// Input file (`-` reads standard input).
    pub input: PathBuf,
    /// Input format.
    #[arg(short = 'x', long = "input-format", value_enum, default_value = "auto")]
    pub input_format: InputFormat,
    /// Target GPU architecture.
    #[arg(long, default_value = "sm_80", value_parser = parse_arch)]
    pub arch: String,
    /// Threads per block (default: the kernel's reqntid, else 256, else its maxntid).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1024))]
    pub block_size: Option<u32>,
    /// Write the report here instead of standard output.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    pub output: Option<PathBuf>,
}

/// What `--emit` writes.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Emit {
    /// PTX assembly for `--arch` (what ptxas and the CUDA driver read).
    Ptx,
    /// warpsat's generic IR text (lossless; re-readable with `-x ir`).
    Ir,
    /// NVVM IR 2.0: typed pointers, LLVM 7 syntax, accepted by libNVVM.
    NvvmIr,
    /// Modern LLVM IR with opaque pointers, accepted by llc 16 and later.
    Ll,
}

impl Emit {
    /// File extension of the default output name.
    pub fn extension(self) -> &'static str {
        match self {
            Emit::Ptx => "ptx",
            Emit::Ir => "wir",
            Emit::NvvmIr => "nvvm.ll",
            Emit::Ll => "opt.ll",
        }
    }
}

/// Input formats.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputFormat {
    /// By extension (`.wir` is generic IR, anything else LLVM IR), else by content.
    Auto,
    /// LLVM IR text (typed or opaque pointers).
    Ll,
    /// warpsat's generic IR text.
    Ir,
}

/// Options of `compile`.
#[derive(clap::Args, Debug, Clone)]
pub struct CompileArgs {
    /// Input file (`-` reads standard input).
    pub input: PathBuf,
    /// Output file (`-` writes standard output). Default: the input's name
    /// with the extension of `--emit`, or standard output for standard input.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// What to write (default: from the output's extension, `.wir` generic IR,
    /// `.ll` modern LLVM IR, `.ptx` or anything else PTX).
    #[arg(long, value_enum)]
    pub emit: Option<Emit>,
    /// Input format.
    #[arg(short = 'x', long = "input-format", value_enum, default_value = "auto")]
    pub input_format: InputFormat,
    /// Target GPU architecture.
    #[arg(long, default_value = "sm_80", value_parser = parse_arch)]
    pub arch: String,
    /// PTX ISA version to write (`8.0`); default: the lowest the target and
    /// the instructions used allow.
    #[arg(long, value_name = "MAJOR.MINOR", value_parser = parse_version)]
    pub ptx_version: Option<(u32, u32)>,
    /// Optimization level 0-3 (`-O0` .. `-O3`).
    #[arg(short = 'O', value_name = "LEVEL", default_value = "2", value_parser = clap::value_parser!(u8).range(0..=3))]
    pub opt_level: u8,
    /// Run the verifier after every pass (always on in debug builds).
    #[arg(long)]
    pub verify_each: bool,
    /// Print a summary of what was done to standard error.
    #[arg(short = 'v', long)]
    pub verbose: bool,
}

/// Architectures warpsat knows.
pub const ARCHES: &[&str] = &[
    "sm_70", "sm_72", "sm_75", "sm_80", "sm_86", "sm_87", "sm_89", "sm_90", "sm_90a", "sm_100",
    "sm_100a", "sm_120",
];

impl CompileArgs {
    /// The output kind: `--emit`, else the output file's extension, else PTX.
    pub fn emit_kind(&self) -> Emit {
        if let Some(e) = self.emit {
            return e;
        }
        match self
            .output
            .as_ref()
            .and_then(|o| o.extension())
            .and_then(|e| e.to_str())
        {
            Some("wir") => Emit::Ir,
            Some("ll") => Emit::Ll,
            _ => Emit::Ptx,
        }
    }
}

fn parse_version(s: &str) -> Result<(u32, u32), String> {
    let (a, b) = s
        .split_once('.')
        .ok_or_else(|| format!("expected MAJOR.MINOR, found '{s}'"))?;
    let num = |x: &str| {
        x.parse::<u32>()
            .map_err(|_| format!("expected MAJOR.MINOR, found '{s}'"))
    };
    Ok((num(a)?, num(b)?))
}

fn parse_arch(s: &str) -> Result<String, String> {
    let s = s
        .strip_prefix("compute_")
        .map(|r| format!("sm_{r}"))
        .unwrap_or_else(|| s.to_string());
    if ARCHES.contains(&s.as_str()) {
        Ok(s)
    } else {
        Err(format!(
            "unknown architecture '{s}' (known: {})",
            ARCHES.join(", ")
        ))
    }
}
