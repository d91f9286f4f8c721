//! `warpsat compare`: warpsat against libNVVM 13.0 and llc-16 on a set of
//! kernels (default: the corpus), per architecture.
//!
//! For every file and arch (one job; two worker threads) the file is
//! compiled by every compiler [`measure::Compiler`] `--runs` times,
//! interleaving the compilers in each round so that a noisy machine slows
//! them alike; the first round's PTX is kept. Each PTX goes through
//! `ptxas -v` (registers, spills, stack, shared memory) and `cuobjdump
//! -sass` (static SASS), occupancy comes from the cost crate at the
//! kernel's launch bounds or `--block-size`, and the PTX interpreter runs
//! the kernel's harness spec (`tests/harness/*.spec`) for dynamic
//! instruction counts. [`report`] writes the tables, CSV and summary,
//! [`svg`] the chart. A missing tool makes its columns `n/a` and says
//! which script installs it.
//!
//! With `--gpu` every kernel with a spec also runs on the GPU
//! ([`crate::gpu`]): the worker computes the nvvm interpreter's outputs
//! for the spec grown by `--scale`, then runs each compiler's PTX on the
//! device (one worker at a time), checks the outputs and times the
//! launches; the report adds GPU columns, a GPU runtime section and
//! `runtime_<arch>.svg`. `--save-ptx DIR` keeps every compiler's PTX and
//! `--ptx-dir DIR` reads libNVVM's, llc's and opt+llc's from there, so a
//! GPU machine without those tools can compare (`scripts/gpu-compare.sh`).

pub mod measure;
pub mod report;
pub mod svg;
pub mod tools;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

use cost::tables::Sm;
use interp::spec::{parse_hints, Hints, Spec};

use crate::gpu::{runner, Gpu};
use measure::{Compiler, GpuFigures, Metrics};
use tools::Tools;

/// Options of `warpsat compare`.
#[derive(clap::Args, Debug, Clone)]
pub struct CompareArgs {
    /// LLVM IR files, or folders whose `*.ll` files are taken (default: the
    /// corpus's NVVM IR folder, `../shared/corpus/nvvm` beside the checkout).
    pub files: Vec<PathBuf>,
    /// Target architecture (repeatable).
    #[arg(long = "arch", value_name = "SM", default_values = ["sm_80", "sm_90"])]
    pub arch: Vec<String>,
    /// Folder for `compare.md`, `compare.csv` and `registers_<arch>.svg`
    /// (and `runtime_<arch>.svg` with --gpu).
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
    /// Compile-time runs per compiler (the median is reported).
    #[arg(long, value_name = "N", default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..))]
    pub runs: u32,
    /// warpsat -O levels to compare (comma-separated or repeated).
    #[arg(long, value_name = "L", value_delimiter = ',', default_values = ["0", "2"],
          value_parser = clap::value_parser!(u8).range(0..=3))]
    pub levels: Vec<u8>,
    /// Block size for occupancy when the kernel has no `.reqntid` (default:
    /// `.maxntid`, else 256).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1024))]
    pub block_size: Option<u32>,
    /// Skip interpretation (no dynamic instruction counts).
    #[arg(long)]
    pub no_run: bool,
    /// Worker threads.
    #[arg(long, value_name = "N", default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..))]
    pub jobs: u32,
    /// Also run every kernel's PTX on the GPU (CUDA driver): outputs checked
    /// against the nvvm interpreter, launch times (median, min, max) and
    /// runtime ratios in the report, `runtime_<arch>.svg` beside the
    /// registers chart. Exit status 2 when no driver or device is found.
    #[arg(long)]
    pub gpu: bool,
    /// With --gpu: grow each problem K times as its spec's `scale` line
    /// says (kernels without one run at their own size).
    #[arg(long, value_name = "K", default_value_t = 1, requires = "gpu",
          value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    pub scale: u64,
    /// With --gpu: timed launches per kernel and compiler (after 3 warm-up
    /// launches).
    #[arg(long, value_name = "N", default_value_t = 20, requires = "gpu",
          value_parser = clap::value_parser!(u32).range(1..=10_000))]
    pub gpu_runs: u32,
    /// Write every compiler's PTX to DIR/<arch>/<file>.<compiler>.ptx.
    #[arg(long, value_name = "DIR")]
    pub save_ptx: Option<PathBuf>,
    /// Read libNVVM's, llc's and opt+llc's PTX from DIR/<arch>/<file>.<compiler>.ptx
    /// (as --save-ptx writes it) instead of running them: a machine
    /// without those tools can compare against them.
    #[arg(long, value_name = "DIR")]
    pub ptx_dir: Option<PathBuf>,
    /// nvcc's fast-math mode for every compiler: warpsat `--use_fast_math`,
    /// libNVVM `-ftz=1 -prec-div=0 -prec-sqrt=0 -fma=1`, llc
    /// `-nvptx-prec-divf32=0 -nvptx-prec-sqrtf32=0` with f32 denormals
    /// flushed.
    #[arg(long = "use_fast_math", alias = "use-fast-math")]
    pub use_fast_math: bool,
    /// `-opt` knobs for warpsat's compiles alone (repeatable), e.g.
    /// `--warpsat-opt=-nv-remat-block=0` to measure a pass's effect.
    #[arg(long = "warpsat-opt", value_name = "KNOBS", allow_hyphen_values = true)]
    pub warpsat_opt: Vec<String>,
}

impl Default for CompareArgs {
    fn default() -> CompareArgs {
        CompareArgs {
            files: Vec::new(),
            arch: vec!["sm_80".into(), "sm_90".into()],
            out: None,
            runs: 3,
            levels: vec![0, 2],
            block_size: None,
            no_run: false,
            jobs: 2,
            gpu: false,
            scale: 1,
            gpu_runs: 20,
            save_ptx: None,
            ptx_dir: None,
            use_fast_math: false,
            warpsat_opt: Vec::new(),
        }
    }
}

/// One row: a kernel compiled by one compiler for one arch.
#[derive(Clone, Debug)]
pub struct Row {
    /// `sm_XX`.
    pub arch: String,
    /// File stem.
    pub file: String,
    /// Kernel name.
    pub kernel: String,
    /// The compiler.
    pub compiler: Compiler,
    /// Its figures.
    pub m: Metrics,
}

/// The corpus's NVVM IR folder.
pub fn default_corpus() -> PathBuf {
    tools::repo_root().join("../shared/corpus/nvvm")
}

/// Expands folders to their `*.ll` files (sorted); files stay as given.
fn expand(files: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    let given = if files.is_empty() {
        vec![default_corpus()]
    } else {
        files.to_vec()
    };
    let mut out = Vec::new();
    for f in given {
        if f.is_dir() {
            let mut v: Vec<PathBuf> = std::fs::read_dir(&f)
                .map_err(|e| format!("{}: {e}", f.display()))?
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "ll"))
                .collect();
            v.sort();
            out.extend(v);
        } else if f.exists() {
            out.push(f);
        } else {
            return Err(format!("{}: no such file or folder", f.display()));
        }
    }
    if out.is_empty() {
        return Err("no input files".into());
    }
    Ok(out)
}

/// Harness specs (with their scaling and check hints) by (corpus file
/// stem, kernel).
pub fn spec_index() -> BTreeMap<(String, String), (Spec, Hints)> {
    let dir = tools::repo_root().join("tests/harness");
    let mut out = BTreeMap::new();
    let Ok(rd) = std::fs::read_dir(&dir) else {
        return out;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.extension().is_none_or(|x| x != "spec") {
            continue;
        }
        let Ok(text) = std::fs::read_to_string(&p) else {
            continue;
        };
        match Spec::parse(&text).and_then(|s| Ok((s, parse_hints(&text)?))) {
            Ok((s, h)) => {
                if let Some(c) = s.corpus.clone() {
                    out.insert((c, s.kernel.clone()), (s, h));
                }
            }
            Err(err) => eprintln!("compare: warning: {}: {err}", p.display()),
        }
    }
    out
}

/// What is shared by every job.
struct Ctx<'a> {
    args: &'a CompareArgs,
    tools: &'a Tools,
    compilers: Vec<Compiler>,
    specs: BTreeMap<(String, String), (Spec, Hints)>,
    /// The device of `--gpu`; workers take turns on it.
    gpu: Option<&'a Mutex<Gpu>>,
}

fn first_err(note: &mut String, e: &str) {
    if note.is_empty() {
        *note = e.lines().next().unwrap_or("").chars().take(160).collect();
    }
}

/// Adds a `gpu: ...` remark to a note (after any earlier one).
fn gpu_note(note: &mut String, e: &str) {
    let e: String = e.lines().next().unwrap_or("").chars().take(200).collect();
    if !note.is_empty() {
        note.push_str("; ");
    }
    note.push_str("gpu: ");
    note.push_str(&e);
}

/// Where `--save-ptx` writes and `--ptx-dir` reads a compiler's PTX.
pub fn ptx_path(dir: &Path, arch: &str, stem: &str, c: Compiler) -> PathBuf {
    dir.join(arch)
        .join(format!("{stem}.{}.ptx", c.name().replace('+', "_")))
}

/// The rows of one job, or why the file was skipped.
type JobResult = Result<Vec<Row>, String>;

/// Compiles, assembles, measures and interprets one file for one arch.
fn job(ctx: &Ctx, path: &Path, arch: &str) -> Result<Vec<Row>, String> {
    let sm = Sm::parse(arch).map_err(|e| e.to_string())?;
    let name = path.to_string_lossy().into_owned();
    let stem = path
        .file_stem()
        .map_or_else(|| name.clone(), |s| s.to_string_lossy().into_owned());
    let src = std::fs::read_to_string(path).map_err(|e| format!("{name}: {e}"))?;
    let module = llvm::import::import(&name, &src).map_err(|e| e.to_string())?;
    let kernels: Vec<String> = module.kernels().map(|(_, f)| f.name.clone()).collect();
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let inputs = measure::inputs(path, &src, &module, dir.path());

    let (ptx, mut times) = compile_rounds(ctx, &name, &src, &inputs, arch, dir.path(), &stem);
    save_ptx(ctx, arch, &stem, &ptx)?;

    let weights = measure::Weights::new(sm);
    let mut rows = Vec::new();
    for (i, &c) in ctx.compilers.iter().enumerate() {
        let compile_ms = measure::median(&mut times[i]);
        let asm = match &ptx[i] {
            Ok(p) => Some(measure::assemble(
                ctx.tools,
                dir.path(),
                &format!("asm.{}.{arch}", c.name().replace('+', "_")),
                p,
                arch,
            )),
            Err(_) => None,
        };
        for k in &kernels {
            let mut m = Metrics {
                compile_ms,
                ..Metrics::default()
            };
            match &ptx[i] {
                Err(e) => first_err(&mut m.note, &format!("compile: {e}")),
                Ok(p) => {
                    let spec = ctx.specs.get(&(stem.clone(), k.clone())).map(|s| &s.0);
                    match asm.as_ref() {
                        Some(Ok(a)) => {
                            if let Some(f) = a.funcs.get(k) {
                                m.regs = f.regs;
                                m.spill_stores = f.spill_stores;
                                m.spill_loads = f.spill_loads;
                                m.stack = f.stack;
                                m.smem = f.smem;
                            } else {
                                first_err(&mut m.note, "ptxas: no figures for the kernel");
                            }
                            m.sass = a.sass.get(k).copied();
                            if let Some(e) = &a.sass_note {
                                first_err(&mut m.note, e);
                            }
                            if let Some(regs) = m.regs {
                                let block = measure::block_size(&module, k, ctx.args.block_size);
                                let dyn_smem = spec.map_or(0, |s| s.dyn_smem);
                                m.block = Some(block);
                                m.occupancy = Some(measure::occupancy_percent(
                                    sm,
                                    regs,
                                    block,
                                    m.smem.unwrap_or(0),
                                    dyn_smem,
                                ));
                            }
                        }
                        Some(Err(e)) => first_err(&mut m.note, e),
                        None => {}
                    }
                    m.mem_static = measure::memory_static(p, k);
                    if !ctx.args.no_run {
                        match spec {
                            Some(s) => match measure::interpret(p, s) {
                                Ok(st) => {
                                    m.dyn_insts = Some(st.insts);
                                    m.dyn_weighted = Some(weights.weigh(&st));
                                    m.mem_dyn = Some(measure::memory_executed(&st));
                                }
                                Err(e) => first_err(&mut m.note, &format!("interpreter: {e}")),
                            },
                            None => first_err(&mut m.note, "no harness spec"),
                        }
                    }
                }
            }
            rows.push(Row {
                arch: arch.to_string(),
                file: stem.clone(),
                kernel: k.clone(),
                compiler: c,
                m,
            });
        }
    }
    if let Some(gpu) = ctx.gpu {
        gpu_job(
            ctx, gpu, &name, &src, &stem, arch, &kernels, &ptx, &mut rows,
        );
    }
    Ok(rows)
}

/// Compiles `src` with every compiler, `--runs` times in interleaved rounds:
/// each compiler's round-0 PTX (or error) and its compile times in ms.
/// `--ptx-dir` replaces the other compilers' output by files.
fn compile_rounds(
    ctx: &Ctx,
    name: &str,
    src: &str,
    inputs: &measure::Inputs,
    arch: &str,
    dir: &Path,
    stem: &str,
) -> (Vec<Result<String, String>>, Vec<Vec<f64>>) {
    let n = ctx.compilers.len();
    let mut ptx: Vec<Result<String, String>> = vec![Err(String::new()); n];
    let mut times: Vec<Vec<f64>> = vec![Vec::new(); n];
    for round in 0..ctx.args.runs as usize {
        for (i, &c) in ctx.compilers.iter().enumerate() {
            if round > 0 && ptx[i].is_err() {
                continue;
            }
            if let (Some(d), false) = (&ctx.args.ptx_dir, c.is_warpsat()) {
                if round == 0 {
                    let p = ptx_path(d, arch, stem, c);
                    ptx[i] = std::fs::read_to_string(&p)
                        .map_err(|e| format!("--ptx-dir: {}: {e}", p.display()));
                }
                continue;
            }
            let r = measure::compile_once(
                c,
                ctx.tools,
                name,
                src,
                inputs,
                arch,
                dir,
                round,
                &measure::Flags {
                    fast_math: ctx.args.use_fast_math,
                    warpsat_opt: ctx.args.warpsat_opt.clone(),
                    warpsat_args: Vec::new(),
                },
            );
            match r {
                Ok((text, secs)) => {
                    times[i].push(secs * 1e3);
                    if round == 0 {
                        ptx[i] = Ok(text);
                    }
                }
                Err(e) => {
                    if round == 0 {
                        ptx[i] = Err(e);
                    }
                }
            }
        }
    }
    (ptx, times)
}

/// `--save-ptx`: writes each compiler's PTX under the directory.
fn save_ptx(
    ctx: &Ctx,
    arch: &str,
    stem: &str,
    ptx: &[Result<String, String>],
) -> Result<(), String> {
    if let Some(d) = &ctx.args.save_ptx {
        for (i, &c) in ctx.compilers.iter().enumerate() {
            if let Ok(text) = &ptx[i] {
                let p = ptx_path(d, arch, stem, c);
                let r = p
                    .parent()
                    .map_or(Ok(()), std::fs::create_dir_all)
                    .and_then(|_| std::fs::write(&p, text));
                if let Err(e) = r {
                    return Err(format!("--save-ptx: {}: {e}", p.display()));
                }
            }
        }
    }
    Ok(())
}

/// `--gpu` for one file and arch: per kernel with a harness spec, the
/// spec grown by `--scale`, the nvvm interpreter's outputs (the
/// reference, computed here in the worker), then every compiler's PTX on
/// the device (one worker at a time): outputs checked, launches timed.
#[allow(clippy::too_many_arguments)]
fn gpu_job(
    ctx: &Ctx,
    gpu: &Mutex<Gpu>,
    name: &str,
    src: &str,
    stem: &str,
    arch: &str,
    kernels: &[String],
    ptx: &[Result<String, String>],
    rows: &mut [Row],
) {
    let note_all = |rows: &mut [Row], k: &str, e: &str| {
        for r in rows.iter_mut().filter(|r| r.kernel == k) {
            gpu_note(&mut r.m.note, e);
        }
    };
    let device = match gpu.lock() {
        Ok(g) => (g.runs_arch(arch), g.arch()),
        Err(_) => (false, "a GPU whose worker panicked".into()),
    };
    if !device.0 {
        for k in kernels {
            note_all(
                rows,
                k,
                &format!("PTX for {arch} cannot run on the {} device", device.1),
            );
        }
        return;
    }
    let module = llvm::import::import(name, src).map(|mut m| {
        crate::compile::resolve_reflect(&mut m, src, arch, &crate::pipeline::PassOptions::new());
        m
    });
    let module = match module {
        Ok(m) => m,
        Err(e) => {
            for k in kernels {
                note_all(rows, k, &format!("import for the interpreter: {e}"));
            }
            return;
        }
    };
    let opts = runner::RunOptions {
        runs: ctx.args.gpu_runs,
        ..runner::RunOptions::default()
    };
    for k in kernels {
        let Some((spec, hints)) = ctx.specs.get(&(stem.to_string(), k.clone())) else {
            note_all(rows, k, "no harness spec");
            continue;
        };
        let (mut run_spec, mut scale) = match spec.scaled(hints, ctx.args.scale) {
            Ok(x) => x,
            Err(e) => {
                note_all(rows, k, &format!("{e}; ran at its own size"));
                (spec.clone(), 1)
            }
        };
        let mut reference = interp::diff::run_module(&module, &run_spec);
        if let (Err(e), true) = (&reference, scale > 1) {
            note_all(
                rows,
                k,
                &format!("the interpreter failed at scale {scale} ({e}); ran at its own size"),
            );
            (run_spec, scale) = (spec.clone(), 1);
            reference = interp::diff::run_module(&module, &run_spec);
        }
        let reference = match reference {
            Ok(r) => r,
            Err(e) => {
                note_all(rows, k, &format!("nvvm interpreter: {e}"));
                continue;
            }
        };
        let tol = runner::tolerance(spec, hints);
        for (i, &c) in ctx.compilers.iter().enumerate() {
            let Ok(text) = &ptx[i] else { continue };
            let Some(row) = rows.iter_mut().find(|r| r.kernel == *k && r.compiler == c) else {
                continue;
            };
            let r = match gpu.lock() {
                Ok(mut g) => runner::run_kernel(&mut g, text, &run_spec, &opts),
                Err(_) => Err("the GPU's lock is poisoned".into()),
            };
            record_gpu_run(&mut row.m, r, &reference, hints, tol, scale);
        }
    }
}

/// A GPU run's figures on the row, or why there are none: outputs checked
/// against the nvvm interpreter's `reference` within `tol`.
fn record_gpu_run(
    m: &mut Metrics,
    r: Result<runner::DeviceRun, String>,
    reference: &interp::diff::Outcome,
    hints: &Hints,
    tol: interp::diff::Tolerance,
    scale: u64,
) {
    let run = match r {
        Ok(run) => run,
        Err(e) => return gpu_note(&mut m.note, &e),
    };
    let mismatch = match runner::check_outputs_counted(reference, &run, hints, Some(tol)) {
        Ok(0) => None,
        Ok(n) => {
            gpu_note(
                &mut m.note,
                &format!(
                    "{n} output elements differ from the nvvm interpreter, \
                             within the spec's `mismatches` allowance"
                ),
            );
            None
        }
        Err(e) => Some(e),
    };
    if let Some(e) = &mismatch {
        gpu_note(
            &mut m.note,
            &format!("outputs differ from the nvvm interpreter: {e}"),
        );
    }
    let t = &run.timing;
    if let (Some(median_ms), Some(min_ms), Some(max_ms)) = (t.median(), t.min(), t.max()) {
        m.gpu = Some(GpuFigures {
            scale,
            median_ms,
            min_ms,
            max_ms,
            mismatch,
        });
    }
}

/// Runs the comparison and returns the report for standard output: the
/// summary (and, without `--out`, the per-arch tables). With `--out DIR`
/// writes `compare.md`, `compare.csv` and `registers_<arch>.svg` there.
/// Progress goes to standard error.
pub fn run_compare(args: &CompareArgs) -> Result<String, String> {
    run_compare_on(args, None)
}

/// [`run_compare`] with the device `--gpu` opened (by the caller, so that
/// a missing driver is its own exit status).
pub fn run_compare_on(args: &CompareArgs, gpu: Option<Gpu>) -> Result<String, String> {
    let start = Instant::now();
    for a in &args.arch {
        Sm::parse(a).map_err(|e| format!("--arch {a}: {e}"))?;
    }
    if args.arch.is_empty() {
        return Err("no --arch given".into());
    }
    let files = expand(&args.files)?;
    let tools = Tools::find();
    let mut missing = tools.missing();
    if let Some(d) = &args.ptx_dir {
        // Those compilers' PTX is read, not produced.
        missing.retain(|m| {
            !["libNVVM", "python3", "llc-16", "opt-16"]
                .iter()
                .any(|t| m.starts_with(t))
        });
        eprintln!("compare: libnvvm, llc and opt+llc PTX from {}", d.display());
    }
    for m in &missing {
        eprintln!("compare: warning: {m}");
    }
    let mut levels = args.levels.clone();
    levels.sort_unstable();
    levels.dedup();
    let mut compilers: Vec<Compiler> = levels.iter().map(|&l| Compiler::Warpsat(l)).collect();
    compilers.extend([Compiler::Libnvvm, Compiler::Llc, Compiler::OptLlc]);
    let gpu_info = gpu.as_ref().map(|g| report::GpuInfo {
        device: g.describe(),
        scale: args.scale,
        runs: args.gpu_runs,
        warmup: runner::RunOptions::default().warmup,
    });
    if let Some(g) = &gpu_info {
        eprintln!("compare: --gpu on {}", g.device);
    }
    let gpu = gpu.map(Mutex::new);
    let ctx = Ctx {
        args,
        tools: &tools,
        compilers,
        specs: spec_index(),
        gpu: gpu.as_ref(),
    };
    let jobs: Vec<(PathBuf, String)> = files
        .iter()
        .flat_map(|f| args.arch.iter().map(move |a| (f.clone(), a.clone())))
        .collect();
    let total = jobs.len();
    eprintln!(
        "compare: {} files x {} arches = {total} jobs on {} threads, {} compile run(s) each",
        files.len(),
        args.arch.len(),
        args.jobs,
        args.runs
    );
    let results = run_jobs(&ctx, &jobs)?;
    let mut rows = Vec::new();
    let mut skipped = Vec::new();
    for (i, r) in results.into_iter().enumerate() {
        match r {
            Some(Ok(v)) => rows.extend(v),
            Some(Err(e)) => skipped.push(format!("{} ({}): {e}", jobs[i].0.display(), jobs[i].1)),
            None => skipped.push(format!("{} ({}): not run", jobs[i].0.display(), jobs[i].1)),
        }
    }
    let rep = report::Report {
        arches: args.arch.clone(),
        compilers: ctx.compilers.clone(),
        rows,
        missing,
        skipped,
        runs: args.runs,
        fast_math: args.use_fast_math,
        warpsat_opt: args.warpsat_opt.clone(),
        elapsed_s: start.elapsed().as_secs_f64(),
        gpu: gpu_info,
    };
    write_report(&rep, args)
}

/// Runs the (file, arch) jobs on `--jobs` threads, reporting progress;
/// results in job order.
fn run_jobs(ctx: &Ctx, jobs: &[(PathBuf, String)]) -> Result<Vec<Option<JobResult>>, String> {
    let total = jobs.len();
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<JobResult>>> = Mutex::new((0..total).map(|_| None).collect());
    std::thread::scope(|s| {
        for _ in 0..ctx.args.jobs.max(1) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= total {
                    break;
                }
                let (f, a) = &jobs[i];
                let t = Instant::now();
                let r = job(ctx, f, a);
                let d = done.fetch_add(1, Ordering::Relaxed) + 1;
                let fname = f
                    .file_name()
                    .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
                match &r {
                    Ok(rows) => eprintln!(
                        "compare: [{d}/{total}] {a} {fname}: {} kernel(s), {:.1}s",
                        rows.len() / ctx.compilers.len().max(1),
                        t.elapsed().as_secs_f64()
                    ),
                    Err(e) => eprintln!("compare: [{d}/{total}] {a} {fname}: skipped: {e}"),
                }
                if let Ok(mut v) = results.lock() {
                    v[i] = Some(r);
                }
            });
        }
    });
    results
        .into_inner()
        .map_err(|_| "a worker panicked".to_string())
}

/// The report as text, and under `--out` as files (markdown, CSV, charts).
fn write_report(rep: &report::Report, args: &CompareArgs) -> Result<String, String> {
    let mut summary = rep.summary_markdown();
    summary.push_str(&rep.gpu_markdown());
    let tables = rep.tables_markdown();
    match &args.out {
        Some(dir) => {
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
            let write = |name: &str, text: &str| {
                let p = dir.join(name);
                std::fs::write(&p, text).map_err(|e| format!("{}: {e}", p.display()))?;
                Ok::<PathBuf, String>(p)
            };
            let mut written = vec![
                write("compare.md", &format!("{summary}\n{tables}"))?,
                write("compare.csv", &rep.csv())?,
            ];
            for a in &args.arch {
                written.push(write(&format!("registers_{a}.svg"), &svg::chart(rep, a))?);
                if rep.gpu.is_some() {
                    written.push(write(
                        &format!("runtime_{a}.svg"),
                        &svg::runtime_chart(rep, a),
                    )?);
                }
            }
            let mut out = summary;
            out.push('\n');
            for p in written {
                out.push_str(&format!("wrote {}\n", p.display()));
            }
            Ok(out)
        }
        None => Ok(format!("{summary}\n{tables}")),
    }
}
