//! The `compile` verb: read, verify, optimize, emit.

use std::path::{Path, PathBuf};

use dialects::ir::Module;
use dialects::Diagnostic;

use crate::cli::{CompileArgs, Emit, InputFormat, PipelineArgs};
use crate::output::write_output;
use crate::parallel::Pool;
use crate::pipeline::text::{self, InputPath, Level, Pipeline};
use crate::pipeline::{Context, PassId, PassOptions, Remarks, RunConfig, Timers};

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
    /// The pipeline text (as `--print-pipeline-passes` prints it).
    pub pipeline: String,
    /// Pass options set by `-opt` or forced by a level, as `-name=value`.
    pub options: Vec<String>,
    /// Passes run, in order.
    pub passes: Vec<&'static str>,
    /// Bytes written.
    pub bytes: usize,
    /// Worker threads of the per-function phase.
    pub workers: usize,
    /// Whether a GNU make jobserver bounded them.
    pub jobserver: bool,
    /// What the egraph pass did, per function.
    pub egraph: Vec<rewrites::EgraphStats>,
    /// `--emit=egraph-dot` output.
    pub egraph_dot: String,
}

/// A compile failure: located diagnostics or an I/O problem.
#[derive(Debug)]
pub enum CompileError {
    /// Errors in the input (parse, verify, unsupported).
    Input(Vec<Diagnostic>),
    /// Reading or writing failed.
    Io(String),
    /// A bad combination or value of command-line options (exit status 2).
    Usage(String),
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
            CompileError::Io(s) | CompileError::Usage(s) => write!(f, "error: {s}"),
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
        let m = llvm::import::import(name, src);
        if let (Ok(_), Some((at, what))) = (&m, llvm::import::retargeted_from_32_bits(src)) {
            let (line, col) = dialects::diag::SourceMap::new(name, src).line_col(at);
            eprintln!(
                "{name}:{line}:{col}: warning: {what}: compiled for nvptx64, pointers 64 bits \
                 wide, as llc -mtriple=nvptx64 reads such a module (ptxas has no 32-bit mode)"
            );
        }
        m
    };
    let mut m = m.map_err(|d| CompileError::Input(vec![d]))?;
    // What nvcc provides and clang leaves undefined (`new`, 16-bit
    // `atomicCAS`) is defined here, for every reader of the module.
    dialects::cudabuiltins::define(&mut m);
    Ok(m)
}

/// Seed 002's message for `-O#`/`-Ofast-compile` together with `--passes`.
pub const PASSES_AND_LEVEL: &str =
    "Cannot specify -O#/-Ofast-compile=<min,mid,max> and --passes=/--foo-pass, \
use -passes='default<O#>,other-pass' or -passes='default<Ofcmax>,other-pass'";

/// Seed 002's message for an unknown `-Ofast-compile` level.
pub const BAD_FAST_COMPILE: &str =
    "-Ofast-compile called with unsupported level, only supports 0, min, mid, or max";

/// What the command line asks the optimizer to do.
#[derive(Clone, Debug)]
pub struct Plan {
    /// The pipeline (a level's, or `--passes`).
    pub pipeline: Pipeline,
    /// Pass options after `-opt` and the levels' forced options.
    pub opts: PassOptions,
    /// Verification, dumps and bisection.
    pub cfg: RunConfig,
    /// `--threads` (None: the machine's available parallelism).
    pub threads: Option<usize>,
    /// `--split-compile`.
    pub split: Option<usize>,
}

impl Plan {
    /// What the input text decides: the input path when `--lang` is not
    /// given ([`InputPath::detect`]), and `-ftz` when every function asks
    /// for it by its attributes ([`ftz_attributes`]) and `-opt` does not
    /// set it; `-relax-cuda-atomics` when the module names a clang before 23
    /// as its producer and `-opt` does not set it.
    pub fn fit_source(&mut self, a: &PipelineArgs, src: &str) -> Result<(), CompileError> {
        self.pipeline = pipeline_of(a, input_path(a, Some(src)))?;
        if !self.opts.explicit().contains(&"ftz") && ftz_attributes(src) {
            self.opts
                .set("ftz", Some("1"))
                .map_err(CompileError::Usage)?;
        }
        if !self.opts.explicit().contains(&"relax-cuda-atomics")
            && dialects::cudaatomics::clang_before_relaxed_builtins(src)
        {
            self.opts
                .set("relax-cuda-atomics", Some("1"))
                .map_err(CompileError::Usage)?;
        }
        Ok(())
    }

    /// The phase II pool: `--threads` / `--split-compile` workers, bounded
    /// by the jobserver found at start-up; one worker under a bisect limit.
    pub fn pool(&self) -> Pool {
        if self.cfg.bisect_limit.is_some() {
            return Pool::sequential();
        }
        let threads = self
            .threads
            .unwrap_or_else(crate::parallel::default_threads);
        Pool::new(threads, self.split, crate::parallel::jobserver().cloned())
    }
}

/// The optimization level of `-O#` / `-Ofast-compile` (seed 002's
/// selection order: an explicit `-O1`..`-O3` first, then a fast-compile
/// level, then `-O0`; the default is `-O2`).
pub fn level_of(a: &PipelineArgs) -> Result<Level, CompileError> {
    let fc = match a.fast_compile.as_deref() {
        None | Some("0") => None,
        Some("max") => Some(Level::Ofcmax),
        Some("mid") => Some(Level::Ofcmid),
        Some("min") => Some(Level::Ofcmin),
        Some(_) => return Err(CompileError::Usage(BAD_FAST_COMPILE.into())),
    };
    Ok(match (a.opt_level, fc) {
        (Some(1), _) => Level::O1,
        (Some(2), _) => Level::O2,
        (Some(3), _) => Level::O3,
        (_, Some(l)) => l,
        (Some(_), None) => Level::O0,
        (None, None) => Level::O2,
    })
}

/// Checks the pipeline options and builds the [`Plan`].
pub fn plan(a: &PipelineArgs) -> Result<Plan, CompileError> {
    plan_for(a, None)
}

/// The input path `--lang` names, else what `src` looks like (see
/// [`InputPath::detect`]), else `default`.
pub fn input_path(a: &PipelineArgs, src: Option<&str>) -> InputPath {
    match (a.lang, src) {
        (Some(p), _) => p,
        (None, Some(src)) => InputPath::detect(src),
        (None, None) => InputPath::Default,
    }
}

/// The pipeline `-O#`/`--passes`/`--kernels` ask for, on `path`.
fn pipeline_of(a: &PipelineArgs, path: InputPath) -> Result<Pipeline, CompileError> {
    let level = level_of(a)?;
    let mut pipeline = match &a.passes {
        Some(_) if a.opt_level.is_some() || a.fast_compile.is_some() => {
            return Err(CompileError::Usage(PASSES_AND_LEVEL.into()))
        }
        Some(t) => text::parse(t).map_err(CompileError::Usage)?,
        None => Pipeline::level(level, path),
    };
    if let Some(k) = &a.kernels {
        // Phase I: kernel selection and dead-function elimination first.
        let sel = format!("select-kernels<kernels={k}>,globaldce");
        let pre =
            text::parse(&sel).map_err(|e| CompileError::Usage(format!("--kernels={k}: {e}")))?;
        pipeline.elements.splice(0..0, pre.elements);
    }
    Ok(pipeline)
}

/// [`plan`] for the input text `src` when known (it may pick the input
/// path).
pub fn plan_for(a: &PipelineArgs, src: Option<&str>) -> Result<Plan, CompileError> {
    let pipeline = pipeline_of(a, input_path(a, src))?;
    let mut opts = PassOptions::new();
    if a.use_fast_math {
        // nvcc's --use_fast_math; an explicit -opt after it still wins.
        for (k, v) in [
            ("ftz", "1"),
            ("prec-div", "0"),
            ("prec-sqrt", "0"),
            ("fmad", "1"),
        ] {
            opts.set(k, Some(v)).map_err(CompileError::Usage)?;
        }
    }
    let before = opts.explicit().len();
    for o in &a.opt {
        opts.apply_opt_arg(o).map_err(CompileError::Usage)?;
    }
    // A knob the user set that nothing reads says so.
    for name in &opts.explicit()[before..] {
        if let Some(w) = crate::pipeline::options::lookup(name).and_then(|i| i.unread_warning()) {
            eprintln!("{w}");
        }
    }
    for l in pipeline.levels().collect::<Vec<_>>() {
        for (k, v) in l.forced_options() {
            opts.set(k, Some(v)).map_err(CompileError::Usage)?;
        }
    }
    let print_after = a
        .print_after
        .iter()
        .map(|n| {
            PassId::by_name(n).ok_or_else(|| {
                CompileError::Usage(format!("unknown pass name '{n}' in --print-after"))
            })
        })
        .collect::<Result<_, _>>()?;
    let cfg = RunConfig {
        verify_each: a.verify_each || cfg!(debug_assertions),
        print_after,
        print_after_all: a.print_after_all,
        bisect_limit: a.opt_bisect_limit,
        egraph_stats: a.egraph_stats,
        egraph_dump: None,
        arch: None,
        extractor: a.extractor,
        cost: a.cost,
        ilp_time: a.ilp_time_limit.map(std::time::Duration::from_millis),
    };
    Ok(Plan {
        pipeline,
        opts,
        cfg,
        threads: a.threads.map(|n| n as usize),
        split: a.split_compile.map(|n| n as usize),
    })
}

/// Timers and remarks of one compilation.
#[derive(Debug)]
pub struct Session {
    /// Wall time per pass and phase.
    pub timers: Timers,
    /// Remark filters and record.
    pub remarks: Remarks,
}

impl Session {
    /// A session for input `name` with the remark flags of `a`.
    pub fn new(name: &str, a: &PipelineArgs) -> Result<Session, CompileError> {
        // Repeated flags select the passes any of them names.
        let any = |v: &[String]| match v {
            [] => None,
            [one] => Some(one.clone()),
            many => Some(
                many.iter()
                    .map(|r| format!("(?:{r})"))
                    .collect::<Vec<_>>()
                    .join("|"),
            ),
        };
        Ok(Session {
            timers: Timers::default(),
            remarks: Remarks::new(
                name,
                any(&a.rpass).as_deref(),
                any(&a.rpass_missed).as_deref(),
                any(&a.rpass_analysis).as_deref(),
                a.remarks_file.is_some(),
            )
            .map_err(CompileError::Usage)?,
        })
    }
}

/// [`compile_module`] for a module imported from `src`, which may pick
/// the input path and `-ftz` as the command line lets it
/// ([`Plan::fit_source`]).
pub fn compile_module_from(
    m: &mut Module,
    name: &str,
    src: &str,
    args: &CompileArgs,
) -> Result<(String, Report), CompileError> {
    let mut plan = plan(&args.pipeline)?;
    plan.fit_source(&args.pipeline, src)?;
    let mut session = Session::new(name, &args.pipeline)?;
    compile_planned(m, name, args, &plan, &mut session)
}

/// Runs the pipeline on a parsed module and renders the requested output.
pub fn compile_module(
    m: &mut Module,
    name: &str,
    args: &CompileArgs,
) -> Result<(String, Report), CompileError> {
    let plan = plan(&args.pipeline)?;
    let mut session = Session::new(name, &args.pipeline)?;
    compile_planned(m, name, args, &plan, &mut session)
}

/// `--maxrregcount N`: every kernel's `.maxnreg` at most N. The
/// rematerialization rounds read the same bound as the count above which
/// ptxas spills.
fn cap_registers(m: &mut Module, n: u32) {
    for f in m.funcs.values_mut().filter(|f| f.kernel) {
        f.bounds.maxnreg = Some(f.bounds.maxnreg.map_or(n, |c| c.min(n)));
    }
}

/// [`compile_module`] with a checked plan and a session to fill.
pub fn compile_planned(
    m: &mut Module,
    name: &str,
    args: &CompileArgs,
    plan: &Plan,
    session: &mut Session,
) -> Result<(String, Report), CompileError> {
    let mut report = Report {
        pipeline: plan.pipeline.to_string(),
        options: plan
            .opts
            .explicit()
            .iter()
            .map(|n| format!("-{n}={}", plan.opts.get(n)))
            .collect(),
        ..Report::default()
    };
    let pool = plan.pool();
    report.workers = pool.workers();
    report.jobserver = pool.has_jobserver();
    session.timers.time("verify (import)", || {
        crate::pipeline::manager::verify_module_par(&pool, m, name, "after import")
    })?;
    relax_cuda_atomics(m, &plan.opts);
    if let Some(n) = args.pipeline.maxrregcount {
        cap_registers(m, n);
    }
    let mut run_cfg = plan.cfg.clone();
    run_cfg.egraph_dump = match args.emit_kind() {
        Emit::EgraphDot => Some(crate::pipeline::manager::EgraphDump::Dot),
        Emit::EgraphJson => Some(crate::pipeline::manager::EgraphDump::Json),
        _ => None,
    };
    run_cfg.arch = cost::tables::Sm::parse(&args.arch).ok();
    let mut cx = Context {
        m,
        file: name,
        cfg: &run_cfg,
        opts: &plan.opts,
        timers: &mut session.timers,
        remarks: &mut session.remarks,
        stats: Default::default(),
        whole_program: false,
        pool: &pool,
        analyses: Default::default(),
    };
    cx.run(&plan.pipeline)?;
    if plan.opts.flag("dump-nvvmir") || plan.opts.flag("dump-before-cssa") {
        eprint!(
            "; *** NVVM IR before instruction selection ***\n{}",
            dialects::text::print_module(cx.m)
        );
    }
    let text = cx.codegen(args.emit_kind(), &args.arch, args.ptx_version)?;
    let stats = cx.stats;
    report.egraph_dot = stats.egraph_dot;
    report.egraph = stats.egraph;
    report.promoted = stats.promoted;
    report.passes = stats.passes;
    report.kernels = m.kernels().map(|(_, f)| f.name.clone()).collect();
    report.functions = m.funcs.values().filter(|f| f.body.is_some()).count();
    report.insts = m
        .funcs
        .values()
        .filter_map(|f| f.body.as_ref())
        .map(|b| b.all_insts().len())
        .sum();
    report.bytes = text.len();
    Ok((text, report))
}

/// Instruction selection with the functions on `pool` (module order kept:
/// the PTX does not depend on the worker count).
pub fn select_parallel(
    pool: &Pool,
    m: &Module,
    arch: &str,
    opts: &isel::SelectOptions,
) -> Result<ptx::PtxModule, Diagnostic> {
    let legal = dialects::legalize_ints::legalize_int_widths(m);
    let m = legal.as_ref().unwrap_or(m);
    let sel = isel::Selector::new(m, arch, opts)?;
    let items: Vec<usize> = (0..sel.len()).collect();
    let funcs = pool.map_named(
        items,
        "compiling",
        |&i| m.funcs[sel.func(i)].name.clone(),
        |i| sel.select(i),
    );
    sel.assemble(funcs)
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

/// Reads an input file (or standard input for `-`) as UTF-8 text, LLVM
/// bitcode through `llvm-dis` ([`crate::bitcode`]); returns the name to
/// show in messages and the text.
pub fn read_input(input: &Path) -> Result<(String, String), CompileError> {
    let (name, bytes) = if input.as_os_str() == "-" {
        let mut b = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin(), &mut b)
            .map_err(|e| CompileError::Io(format!("cannot read standard input: {e}")))?;
        ("<stdin>".to_string(), b)
    } else {
        let name = input.display().to_string();
        let b = std::fs::read(input)
            .map_err(|e| CompileError::Io(format!("cannot read '{name}': {e}")))?;
        (name, b)
    };
    if crate::bitcode::is_bitcode(&bytes) {
        let text = crate::bitcode::disassemble(&name, &bytes)?;
        return Ok((name, text));
    }
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

/// Whether every function the text defines asks for f32 denormals flushed
/// to zero by its attributes, as clang writes them under
/// `-fgpu-flush-denormals-to-zero` or `-ffast-math`:
/// `"denormal-fp-math-f32"="preserve-sign,..."` (LLVM's NVPTX backend
/// then selects `.ftz`), or the older `"nvptx-f32ftz"="true"`. The IR keeps
/// no attribute groups, so the text is read; `-ftz` is module-wide in
/// warpsat, hence "every".
pub fn ftz_attributes(src: &str) -> bool {
    let groups: Vec<&str> = src
        .lines()
        .filter_map(|l| l.strip_prefix("attributes #"))
        .filter(|l| {
            l.contains("\"denormal-fp-math-f32\"=\"preserve-sign")
                || l.contains("\"nvptx-f32ftz\"=\"true\"")
        })
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    let mut defines = src.lines().filter(|l| l.starts_with("define ")).peekable();
    defines.peek().is_some()
        && defines.all(|l| {
            l.split_whitespace()
                .any(|w| w.strip_prefix('#').is_some_and(|g| groups.contains(&g)))
        })
}

/// Folds `__nvvm_reflect` queries for `arch` (as NVVMReflect does before
/// any other pass), with libNVVM's answers: `__CUDA_FTZ` is `-ftz` or the
/// module flag `nvvm-reflect-ftz` (read from the text since the IR keeps
/// no module flags), `__CUDA_PREC_DIV` and `__CUDA_PREC_SQRT` follow
/// `-prec-div` and `-prec-sqrt` (1 unless set to 0).
pub fn resolve_reflect(m: &mut Module, src: &str, arch: &str, opts: &PassOptions) {
    let sm = arch
        .trim_start_matches("sm_")
        .trim_start_matches("compute_")
        .trim_end_matches(|c: char| c.is_ascii_alphabetic())
        .parse()
        .unwrap_or(80);
    let ftz = src
        .split("\"nvvm-reflect-ftz\"")
        .nth(1)
        .and_then(|rest| rest.trim_start_matches([',', ' ']).strip_prefix("i32 "))
        .is_some_and(|v| v.starts_with('1'));
    let info = dialects::reflect::ReflectInfo {
        sm,
        ftz: ftz || opts.flag("ftz"),
        prec_div: opts.flag("prec-div"),
        prec_sqrt: opts.flag("prec-sqrt"),
    };
    dialects::reflect::resolve_reflect(m, info);
}

/// CUDA's atomic functions in IR from clang before 23 (`seq_cst` at system
/// scope) become the relaxed operations CUDA defines, under
/// `-relax-cuda-atomics` (see [`dialects::cudaatomics`]); every compile
/// path runs it through [`compile_planned`].
fn relax_cuda_atomics(m: &mut Module, opts: &PassOptions) {
    if opts.flag("relax-cuda-atomics") {
        dialects::cudaatomics::relax_builtin_seq_cst(m);
    }
}

/// Reads the input, compiles and writes the output atomically; then the
/// `--time-passes` table (standard error) and the remarks file.
pub fn run_compile(args: &CompileArgs) -> Result<Report, CompileError> {
    let plan = plan(&args.pipeline)?;
    let input = args
        .input
        .clone()
        .ok_or_else(|| CompileError::Usage("no input file".into()))?;
    let (name, src) = read_input(&input)?;
    let mut plan = plan;
    plan.fit_source(&args.pipeline, &src)?;
    let mut session = Session::new(&name, &args.pipeline)?;
    let mut m = session.timers.time("import", || {
        read_module(&name, &src, args.input_format, &input)
    })?;
    let libdevice = crate::link::LibdeviceChoice {
        path: args.libdevice.clone(),
        off: args.no_libdevice,
    };
    crate::link::link_program(&mut m, &args.more, args.input_format, &libdevice)?;
    resolve_reflect(&mut m, &src, &args.arch, &plan.opts);
    let (text, report) =
        compile_planned(&mut m, &name, args, &plan, &mut session).map_err(|e| match e {
            CompileError::Input(ds) => CompileError::Input(
                ds.into_iter()
                    .map(|d| crate::locate::locate(d, &name, &src))
                    .collect(),
            ),
            e => e,
        })?;
    let out = args
        .output
        .clone()
        .unwrap_or_else(|| default_output(&input, args.emit_kind()));
    session
        .timers
        .time("write output", || write_output(&out, text.as_bytes()))
        .map_err(|e| CompileError::Io(format!("cannot write '{}': {e}", out.display())))?;
    if args.pipeline.time_passes {
        eprint!("{}", session.timers.report());
    }
    if let Some(f) = &args.pipeline.remarks_file {
        write_output(f, session.remarks.to_yaml().as_bytes())
            .map_err(|e| CompileError::Io(format!("cannot write '{}': {e}", f.display())))?;
    }
    Ok(report)
}
