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
    /// Interpret a kernel on a CPU-simulated grid and print output checksums
    /// (and what the kernel printf'd, as `printf: ` lines).
    Run(crate::run::RunArgs),
    /// Compare warpsat with libNVVM and llc-16 on kernels: registers, spills,
    /// occupancy, SASS, dynamic instructions, compile time.
    Compare(crate::compare::CompareArgs),
    /// List the distinct programs different extractors make of one kernel,
    /// each assembled and interpreted, with the Pareto front of predicted
    /// registers x latency-weighted dynamic instructions (table + SVG).
    Explore(crate::explore::ExploreArgs),
}

/// Options of `analyze`.
#[derive(clap::Args, Debug, Clone)]
pub struct AnalyzeArgs {
    /// Input file: LLVM IR (text, or bitcode through llvm-dis), generic IR,
    /// or PTX (`.ptx`, or text with a `.version` line, when the format is
    /// auto); `-` reads standard input.
    pub input: PathBuf,
    /// Input format.
    #[arg(short = 'x', long = "input-format", value_enum, default_value = "auto")]
    pub input_format: InputFormat,
    /// Target GPU architecture: sm_70 to sm_121f as ptxas 13 names them,
    /// with their `a` and `f` forms (`compute_NN` is read as `sm_NN`;
    /// sm_101 as sm_110, its name since CUDA 13).
    #[arg(long, default_value = "sm_80", value_parser = parse_arch)]
    pub arch: String,
    /// Threads per block (default: the kernel's reqntid, else 256, else its maxntid).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1024))]
    pub block_size: Option<u32>,
    /// Write the report here instead of standard output.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// PTX input: also assemble it with `ptxas -v` (WARPSAT_PTXAS, else
    /// the project's tool folder or PATH) and report ptxas's registers and
    /// spills beside the predictions.
    #[arg(long)]
    pub ptxas: bool,
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
    /// Each function's saturated e-graph as Graphviz DOT (chosen nodes bold,
    /// each node with its cost).
    EgraphDot,
    /// The saturated e-graphs with node costs as serialized e-graph JSON
    /// (the format extraction-gym reads; functions prefixed `@name/`).
    EgraphJson,
}

impl Emit {
    /// File extension of the default output name.
    pub fn extension(self) -> &'static str {
        match self {
            Emit::Ptx => "ptx",
            Emit::Ir => "wir",
            Emit::NvvmIr => "nvvm.ll",
            Emit::Ll => "opt.ll",
            Emit::EgraphDot => "dot",
            Emit::EgraphJson => "egraph.json",
        }
    }
}

/// Input formats.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputFormat {
    /// By extension (`.wir` is generic IR, anything else LLVM IR), else by content.
    Auto,
    /// LLVM IR (typed or opaque pointers); bitcode is read through llvm-dis.
    Ll,
    /// warpsat's generic IR text.
    Ir,
}

/// Options of `compile`.
#[derive(clap::Args, Debug, Clone)]
pub struct CompileArgs {
    /// Input file: LLVM IR text or bitcode (through llvm-dis), or generic
    /// IR (`.wir`); `-` reads standard input.
    #[arg(required_unless_present_any = ["list_options", "print_pipeline_passes"])]
    pub input: Option<PathBuf>,
    /// Further modules of the same program, linked into the input as
    /// libNVVM's nvvmAddModuleToProgram links them.
    #[arg(value_name = "MORE")]
    pub more: Vec<PathBuf>,
    /// libdevice to link lazily when the program calls `__nv_*` functions
    /// (bitcode, read through llvm-dis, or LLVM text). Default:
    /// WARPSAT_LIBDEVICE, as scripts/setup-tools.sh installs it.
    #[arg(long, value_name = "PATH")]
    pub libdevice: Option<PathBuf>,
    /// Do not link libdevice.
    #[arg(long, conflicts_with = "libdevice")]
    pub no_libdevice: bool,
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
    /// Target GPU architecture: sm_70 to sm_121f as ptxas 13 names them,
    /// with their `a` and `f` forms (`compute_NN` is read as `sm_NN`;
    /// sm_101 as sm_110, its name since CUDA 13).
    #[arg(long, default_value = "sm_80", value_parser = parse_arch)]
    pub arch: String,
    /// PTX ISA version to write (`8.0`); default: the lowest the target and
    /// the instructions used allow.
    #[arg(long, value_name = "MAJOR.MINOR", value_parser = parse_version)]
    pub ptx_version: Option<(u32, u32)>,
    /// Optimization, pipeline and debugging options.
    #[command(flatten)]
    pub pipeline: PipelineArgs,
    /// Print a summary of what was done to standard error.
    #[arg(short = 'v', long)]
    pub verbose: bool,
}

/// Optimization levels, pipelines, pass options, dumps and remarks.
///
/// LLVM/cicc single-dash spellings are accepted too: `-opt`, `-passes=`,
/// `-Ofast-compile=max` (also `-Ofc=max`), `-Rpass=`, `-time-passes`,
/// `-print-after=`, `-opt-bisect-limit=` ... (see [`crate::normalize_args`]).
#[derive(clap::Args, Debug, Clone, Default)]
pub struct PipelineArgs {
    /// Optimization level 0-3 (`-O0` .. `-O3`; default 2): the pipeline
    /// `nvopt<O#>`.
    #[arg(short = 'O', value_name = "LEVEL", value_parser = clap::value_parser!(u8).range(0..=3))]
    pub opt_level: Option<u8>,
    /// Fast-compile level (`-Ofast-compile=max|mid|min|0`): the pipelines
    /// `nvopt<Ofcmax>`, `nvopt<Ofcmid>`, `nvopt<Ofcmin>`; 0 is off.
    #[arg(long = "fast-compile", value_name = "LEVEL")]
    pub fast_compile: Option<String>,
    /// A textual pipeline instead of `-O#`: `mem2reg,verify`,
    /// `nvopt<O2>,verify`, `egraph<algebra;fusion>` (see --print-pipeline-passes).
    #[arg(long, value_name = "PIPELINE")]
    pub passes: Option<String>,
    /// Compile only these kernels (comma-separated): runs
    /// `select-kernels<kernels=...>,globaldce` before the pipeline, which
    /// drops the other kernels and every function only they reach.
    #[arg(long, value_name = "K1,K2")]
    pub kernels: Option<String>,
    /// Worker threads for the per-function work (function passes, the
    /// verifier, instruction selection); default: the machine's available
    /// parallelism. A GNU make jobserver in MAKEFLAGS bounds them further
    /// (one token per worker beyond the first). Output is byte-identical
    /// whatever the count. `--opt-bisect-limit` forces 1 thread.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1024))]
    pub threads: Option<u32>,
    /// Split the per-function work into N groups of consecutive functions
    /// compiled by N workers (nvcc's -split-compile; overrides --threads);
    /// output byte-identical to N=1. `--opt-bisect-limit` forces 1 worker.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1024))]
    pub split_compile: Option<u32>,
    /// Print the expanded pipeline text and exit.
    #[arg(long)]
    pub print_pipeline_passes: bool,
    /// Seed 002's input path, which picks the level's pass list: `mid`
    /// (IR straight from a front end: every function is cleaned up before
    /// inlining), `ptx` (IR already optimized: the light list), `default`.
    /// Without it, `mid` is chosen for input with `optnone` functions or
    /// clang's `%x.addr` parameter spills, `default` otherwise.
    #[arg(long = "lang", alias = "input-path", value_name = "PATH", value_enum)]
    pub lang: Option<crate::pipeline::text::InputPath>,
    /// nvcc's fast-math mode: `-opt "-ftz=1" -opt "-prec-div=0" -opt
    /// "-prec-sqrt=0" -opt "-fmad=1"` (an explicit `-opt` still wins).
    #[arg(long = "use_fast_math", alias = "use-fast-math")]
    pub use_fast_math: bool,
    /// Set a pass option: `-opt "-remat-for-occ=96"`, `-opt "-do-remat=0"`
    /// (repeatable; see --list-options).
    #[arg(long = "opt", value_name = "-NAME=VALUE", allow_hyphen_values = true)]
    pub opt: Vec<String>,
    /// List every pass option with its type, default and reader, and exit.
    #[arg(long)]
    pub list_options: bool,
    /// Run the verifier after every pass (always on in debug builds).
    #[arg(long)]
    pub verify_each: bool,
    /// Print the module (generic IR, to standard error) after this pass
    /// (repeatable).
    #[arg(long = "print-after", alias = "dump-after", value_name = "PASS")]
    pub print_after: Vec<String>,
    /// Print the module after every pass.
    #[arg(long)]
    pub print_after_all: bool,
    /// The e-graph extractor: `dag` (greedy DAG extraction), `occupancy`
    /// (DAG extraction with occupancy-aware rematerialization where the
    /// pipeline runs it; the default), `ilp` (exact integer program,
    /// bounded in time; its gap in `--egraph-stats`), `chaos[:SEED]`
    /// (random valid choices, for testing).
    #[arg(long, value_name = "NAME", value_parser = parse_extractor)]
    pub extractor: Option<rewrites::extract::ExtractorKind>,
    /// What extraction minimizes: `latency` (per-SM latency tables; the
    /// default), `pressure` (registers of the values computed), or
    /// `occupancy` (latency plus each register priced as a dependent
    /// integer instruction), `blend:W` (latency plus W cycles per register).
    #[arg(long, value_name = "NAME", value_parser = parse_cost)]
    pub cost: Option<rewrites::cost::CostKind>,
    /// Register ceiling per thread of every kernel (nvcc's spelling): each
    /// kernel gets `.maxnreg N` (the lower of N and its own launch bound),
    /// and the occupancy-aware rematerialization aims below it.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=255))]
    pub maxrregcount: Option<u32>,
    /// Wall-clock limit of each ILP extraction in milliseconds (default
    /// 5000); when it stops the solver early, the best choice found so far
    /// is used and its proven gap reported.
    #[arg(long, value_name = "MS")]
    pub ilp_time_limit: Option<u64>,
    /// Print a table of the wall time of each pass to standard error.
    #[arg(long)]
    pub time_passes: bool,
    /// Print what the egraph pass did per function (sizes, iterations, stop
    /// reason, rules applied, phase times) to standard error.
    #[arg(long)]
    pub egraph_stats: bool,
    /// Run only the first N transformation steps (a pass on a function or
    /// on the module), printing `BISECT:` lines; -1 runs all and numbers them.
    /// Compiles on 1 thread (whatever --threads or --split-compile say) so
    /// that the numbering is deterministic.
    #[arg(
        long,
        alias = "opt-bisect",
        value_name = "N",
        allow_negative_numbers = true
    )]
    pub opt_bisect_limit: Option<i64>,
    /// Print remarks of passes matching REGEX that transformed something
    /// (repeatable: any of the expressions).
    #[arg(long = "Rpass", value_name = "REGEX")]
    pub rpass: Vec<String>,
    /// Print remarks of passes matching REGEX that declined a transformation
    /// (repeatable).
    #[arg(long = "Rpass-missed", value_name = "REGEX")]
    pub rpass_missed: Vec<String>,
    /// Print analysis remarks of passes matching REGEX (repeatable).
    #[arg(long = "Rpass-analysis", value_name = "REGEX")]
    pub rpass_analysis: Vec<String>,
    /// Write every remark to FILE in LLVM's YAML remark format.
    #[arg(long, value_name = "FILE")]
    pub remarks_file: Option<PathBuf>,
}

/// Long options that may also be spelled with a single dash (LLVM/cicc
/// style): `-opt`, `-passes=...`, `-Rpass=...`.
pub const SINGLE_DASH_LONG: &[&str] = &[
    "opt",
    "passes",
    "print-pipeline-passes",
    "list-options",
    "verify-each",
    "print-after",
    "print-after-all",
    "time-passes",
    "opt-bisect-limit",
    "Rpass",
    "Rpass-missed",
    "Rpass-analysis",
    "remarks-file",
    "kernels",
    "threads",
    "split-compile",
    "maxrregcount",
];

/// Architectures warpsat knows.
pub const ARCHES: &[&str] = &[
    "sm_70", "sm_72", "sm_75", "sm_80", "sm_86", "sm_87", "sm_88", "sm_89", "sm_90", "sm_90a",
    "sm_100", "sm_100a", "sm_100f", "sm_103", "sm_103a", "sm_103f", "sm_110", "sm_110a", "sm_110f",
    "sm_120", "sm_120a", "sm_120f", "sm_121", "sm_121a", "sm_121f",
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

fn parse_extractor(s: &str) -> Result<rewrites::extract::ExtractorKind, String> {
    s.parse()
}

fn parse_cost(s: &str) -> Result<rewrites::cost::CostKind, String> {
    s.parse()
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
    let mut s = s
        .strip_prefix("compute_")
        .map(|r| format!("sm_{r}"))
        .unwrap_or_else(|| s.to_string());
    // CUDA 13 renamed Thor's sm_101 to sm_110 (ptxas 13 knows only the
    // new name); LLVM's tests and older build scripts still say sm_101.
    if let Some(suffix) = s.strip_prefix("sm_101") {
        if matches!(suffix, "" | "a" | "f") {
            let renamed = format!("sm_110{suffix}");
            eprintln!("warning: {s} is called {renamed} since CUDA 13; compiling for {renamed}");
            s = renamed;
        }
    }
    if ARCHES.contains(&s.as_str()) {
        Ok(s)
    } else {
        Err(format!(
            "unknown architecture '{s}' (known: {})",
            ARCHES.join(", ")
        ))
    }
}
