//! The `run` verb: interpret a kernel on a CPU-simulated grid.

use std::fmt::Write;
use std::path::PathBuf;
use std::time::Duration;

use dialects::Diagnostic;
use interp::diff::{Outcome, Tolerance};
use interp::error::{ErrorKind, InterpError};
use interp::grid::DEFAULT_STEP_LIMIT;
use interp::ptx_exec::{map_ptx_globals, run_ptx};
use interp::spec::{parse_arg, parse_hints, BufferSpec, Hints, Materialized, Spec, SpecError};
use interp::{map_globals, run_nvvm, Memory, RunStats};

use crate::cli::InputFormat;
use crate::compile::{read_input, read_module, CompileError};

/// Options of `run`.
#[derive(clap::Args, Debug, Clone)]
pub struct RunArgs {
    /// Input file: LLVM IR (text, or bitcode through llvm-dis), generic IR
    /// or PTX (`.ptx`, or text starting with PTX directives); `-` reads
    /// standard input.
    pub input: PathBuf,
    /// Input format.
    #[arg(short = 'x', long = "input-format", value_enum, default_value = "auto")]
    pub input_format: InputFormat,
    /// A harness spec file (tests/harness/*.spec): kernel, launch and arguments.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["grid", "block", "args"])]
    pub spec: Option<PathBuf>,
    /// Kernel to run (default: the module's only kernel).
    #[arg(long)]
    pub kernel: Option<String>,
    /// Blocks per grid: X[,Y[,Z]].
    #[arg(long, default_value = "1")]
    pub grid: String,
    /// Threads per block: X[,Y[,Z]].
    #[arg(long, default_value = "32")]
    pub block: String,
    /// Dynamic shared memory bytes.
    #[arg(long, default_value = "0")]
    pub smem: u32,
    /// Seed of random fills.
    #[arg(long, default_value = "1")]
    pub seed: u64,
    /// A kernel argument, in parameter order: a scalar `i32:5`, `f32:2.5`, or
    /// a buffer `f32[256]:random(-1,1)`, `i32[64]:iota(0,1)`, `u8[16]:zero`,
    /// `f32[8]:values(1,2)`, `f32[100]:uninit`, `f32[4]:file(in.bin)`.
    /// An integer of N bits (iN or uN alike) takes values from -2^(N-1) to
    /// 2^N-1 (`i32:-1` and `i32:4294967295` are the same bits); a float
    /// must not round to infinity. Buffers need at least one element;
    /// `random(lo,hi)` needs lo <= hi; `file(PATH)` reads the buffer's size
    /// from the start of the file (a shorter file is an error).
    #[arg(long = "arg", value_name = "ARG")]
    pub args: Vec<String>,
    /// Instruction limit (all threads together; default 50000000).
    #[arg(long, value_name = "N")]
    pub limit: Option<u64>,
    /// Memory the run may use, all of it together: argument buffers,
    /// module variables, a block's shared memory and its threads' local
    /// memory. Bytes, or with a K, M, G or T suffix (powers of 1024).
    #[arg(long = "max-memory", value_name = "BYTES", default_value = "1G", value_parser = parse_bytes)]
    pub max_memory: u64,
    /// Wall-clock time the kernel may run, in seconds (default: no limit).
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds)]
    pub timeout: Option<Duration>,
    /// Print executed instructions per opcode class.
    #[arg(long)]
    pub count: bool,
    /// Print every buffer's contents (up to N elements each).
    #[arg(long, value_name = "N", num_args = 0..=1, default_missing_value = "64")]
    pub dump: Option<usize>,
    /// Grow the spec's problem K times as its `scale` line says (a spec
    /// without one runs at its own size).
    #[arg(long, value_name = "K", default_value_t = 1, requires = "spec",
          value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    pub scale: u64,
    /// Run the kernel on the GPU (CUDA driver) as well: the outputs (as
    /// the CPU run prints them) come from the device and are checked
    /// against the interpreter's; launch times are printed. LLVM IR input
    /// is compiled by warpsat at -O first. Exit status 2 when no driver
    /// or device is found, 1 when the outputs differ.
    #[arg(long)]
    pub gpu: bool,
    /// With --gpu: timed launches (after 3 warm-up launches).
    #[arg(long, value_name = "N", default_value_t = 20, requires = "gpu",
          value_parser = clap::value_parser!(u32).range(1..=10_000))]
    pub gpu_runs: u32,
    /// With --gpu on IR input: warpsat's optimization level.
    #[arg(short = 'O', value_name = "LEVEL", default_value_t = 2, requires = "gpu",
          value_parser = clap::value_parser!(u8).range(0..=3))]
    pub opt_level: u8,
    /// Target of `__nvvm_reflect` (and, with --gpu, of the compilation):
    /// default sm_80, with --gpu the device's.
    #[arg(long, value_name = "SM")]
    pub arch: Option<String>,
}

fn dims(s: &str) -> Result<[u32; 3], String> {
    let v: Vec<u32> = s
        .split(',')
        .map(|x| {
            x.trim()
                .parse::<u32>()
                .map_err(|e| format!("bad dimension '{x}' in '{s}': {e}"))
        })
        .collect::<Result<_, _>>()?;
    if v.is_empty() || v.len() > 3 || v.contains(&0) {
        return Err(format!("'{s}' must be 1 to 3 positive dimensions"));
    }
    Ok([v[0], *v.get(1).unwrap_or(&1), *v.get(2).unwrap_or(&1)])
}

/// A byte count: digits with an optional K, M, G or T suffix (powers of
/// 1024; `KiB`, `MB` and the like read the same).
fn parse_bytes(s: &str) -> Result<u64, String> {
    let t = s.trim();
    let digits = t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len());
    let (num, suffix) = t.split_at(digits);
    let bad = || format!("'{s}' is not a byte count (e.g. 1073741824, 512M, 4G)");
    let n: u64 = num.parse().map_err(|_| bad())?;
    let unit = suffix.to_ascii_lowercase();
    let unit = unit.strip_suffix('b').unwrap_or(&unit);
    let unit = unit.strip_suffix('i').unwrap_or(unit);
    let shift = match unit {
        "" => 0,
        "k" => 10,
        "m" => 20,
        "g" => 30,
        "t" => 40,
        _ => return Err(bad()),
    };
    n.checked_mul(1u64 << shift)
        .ok_or_else(|| format!("'{s}' does not fit in 64 bits"))
}

/// A positive number of seconds (fractions allowed).
fn parse_seconds(s: &str) -> Result<Duration, String> {
    let v: f64 = s
        .trim()
        .parse()
        .map_err(|_| format!("'{s}' is not a number of seconds"))?;
    if v.is_nan() || v <= 0.0 {
        return Err(format!("'{s}': the time limit must be positive"));
    }
    Duration::try_from_secs_f64(v).map_err(|e| format!("'{s}': {e}"))
}

/// The message of a failed run; a limit names the flag that raises it.
fn run_error(mut e: InterpError) -> String {
    match e.kind {
        ErrorKind::StepLimit => e.msg.push_str(&format!(
            "; raise the limit with --limit N (default {DEFAULT_STEP_LIMIT})"
        )),
        ErrorKind::TimeLimit => e.msg.push_str("; raise it with --timeout SECONDS"),
        ErrorKind::MemoryLimit => e.msg.push_str("; raise it with --max-memory BYTES"),
        _ => {}
    }
    e.to_string()
}

/// FNV-1a state, fed a chunk at a time.
struct Fnv(u64);

impl Fnv {
    fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }

    fn feed(&mut self, bytes: impl IntoIterator<Item = u8>) {
        for b in bytes {
            self.0 = (self.0 ^ b as u64).wrapping_mul(0x0100_0000_01b3);
        }
    }
}

/// The checksum of a buffer's bytes and initialized bits, read a chunk at
/// a time (a large buffer is not copied whole); the number of initialized
/// bytes.
fn checksum(mem: &Memory, addr: u64, bytes: u64) -> Result<(u64, u64), interp::error::Fault> {
    const CHUNK: u64 = 1 << 20;
    let (mut data_h, mut init_h) = (Fnv::new(), Fnv::new());
    let mut written = 0u64;
    let mut off = 0;
    while off < bytes {
        let k = CHUNK.min(bytes - off);
        let (data, init) = mem.read_with_init(addr + off, k)?;
        data_h.feed(data);
        written += init.iter().filter(|&&x| x).count() as u64;
        init_h.feed(init.iter().map(|&x| x as u8));
        off += k;
    }
    Ok((data_h.0 ^ init_h.0.rotate_left(1), written))
}

fn usage(name: &str, msg: String) -> CompileError {
    CompileError::Input(vec![Diagnostic::bare(name, msg)])
}

/// A spec file's error at its line (`file:line:col`, with the line), or
/// about the whole file.
fn spec_error(name: &str, text: &str, e: SpecError) -> CompileError {
    if e.line == 0 {
        return usage(name, e.msg);
    }
    let start: usize = text
        .split_inclusive('\n')
        .take(e.line - 1)
        .map(str::len)
        .sum();
    let rest = &text[start.min(text.len())..];
    let lead = rest.len() - rest.trim_start_matches([' ', '\t']).len();
    let sm = dialects::diag::SourceMap::new(name, text);
    CompileError::Input(vec![sm.error(start + lead, e.msg)])
}

/// A module to run: nvvm IR or PTX.
enum Program {
    Nvvm(dialects::ir::Module),
    Ptx(ptx::PtxModule),
}

/// PTX by extension, else by its first directive.
fn is_ptx(path: &std::path::Path, src: &str) -> bool {
    if path.extension().is_some_and(|e| e == "ptx") {
        return true;
    }
    src.lines()
        .map(str::trim_start)
        .find(|l| !l.is_empty() && !l.starts_with("//"))
        .is_some_and(|l| l.starts_with(".version") || l.starts_with(".target"))
}

/// An interpreter run: the program, the launch and the memory after it.
struct Interpreted {
    name: String,
    src: String,
    prog: Program,
    spec: Spec,
    hints: Hints,
    mem: Memory,
    mat: Materialized,
    stats: RunStats,
}

/// The module to interpret: libdevice linked for calls of its `__nv_*`
/// functions, reflect queries answered for `arch`.
fn nvvm_program(
    a: &RunArgs,
    name: &str,
    src: &str,
    arch: &str,
) -> Result<dialects::ir::Module, CompileError> {
    let mut m = read_module(name, src, a.input_format, &a.input)?;
    let libdevice = crate::link::LibdeviceChoice::default();
    crate::link::link_program(&mut m, &[], a.input_format, &libdevice)?;
    crate::compile::resolve_reflect(&mut m, src, arch, &crate::pipeline::PassOptions::new());
    Ok(m)
}

/// Reads the input and the launch (`--spec`, grown by `--scale`, or the
/// flags) and interprets the kernel; `arch` answers `__nvvm_reflect`.
fn interpret(a: &RunArgs, arch: &str) -> Result<Interpreted, CompileError> {
    let (name, src) = read_input(&a.input)?;
    let prog = if a.input_format == InputFormat::Auto && is_ptx(&a.input, &src) {
        Program::Ptx(ptx::parse::parse_ptx(&name, &src).map_err(|d| CompileError::Input(vec![d]))?)
    } else {
        Program::Nvvm(nvvm_program(a, &name, &src, arch)?)
    };
    let kernels: Vec<String> = match &prog {
        Program::Nvvm(m) => m.kernels().map(|(_, f)| f.name.clone()).collect(),
        Program::Ptx(m) => m
            .funcs
            .iter()
            .filter(|f| f.is_entry && !f.is_decl)
            .map(|f| f.name.clone())
            .collect(),
    };
    let (mut spec, hints) = match &a.spec {
        Some(p) => {
            let (sname, text) = read_input(p)?;
            let spec = Spec::parse(&text).map_err(|e| spec_error(&sname, &text, e))?;
            let hints = parse_hints(&text).map_err(|e| spec_error(&sname, &text, e))?;
            let (spec, _) = spec
                .scaled(&hints, a.scale)
                .map_err(|e| usage(&sname, e.to_string()))?;
            (spec, hints)
        }
        None => (
            Spec {
                corpus: None,
                kernel: String::new(),
                grid: dims(&a.grid).map_err(|e| usage(&name, e))?,
                block: dims(&a.block).map_err(|e| usage(&name, e))?,
                dyn_smem: a.smem,
                seed: a.seed,
                step_limit: None,
                args: a
                    .args
                    .iter()
                    .map(|s| parse_arg(s).map_err(|e| usage(&name, format!("--arg {s}: {e}"))))
                    .collect::<Result<_, _>>()?,
                symbols: Vec::new(),
            },
            Hints::default(),
        ),
    };
    if let Some(k) = &a.kernel {
        spec.kernel = k.clone();
    }
    if spec.kernel.is_empty() {
        match kernels.as_slice() {
            [one] => spec.kernel = one.clone(),
            [] => return Err(usage(&name, "the module has no kernel".into())),
            many => {
                return Err(usage(
                    &name,
                    format!(
                        "several kernels ({}): choose one with --kernel",
                        many.join(", ")
                    ),
                ))
            }
        }
    }
    if let Some(l) = a.limit {
        spec.step_limit = Some(l);
    }
    let mut mem = Memory::new();
    mem.set_limit(Some(a.max_memory));
    let fail = |e: String| CompileError::Input(vec![Diagnostic::bare(&name, e)]);
    match &prog {
        Program::Nvvm(m) => map_globals(m, &mut mem),
        Program::Ptx(m) => map_ptx_globals(m, &mut mem),
    }
    .map_err(|e| fail(run_error(e)))?;
    let mat = spec.materialize(&mut mem).map_err(|e| {
        let hint = if e.kind == ErrorKind::MemoryLimit {
            "; raise it with --max-memory BYTES"
        } else {
            ""
        };
        fail(format!("cannot set up the arguments: {e}{hint}"))
    })?;
    let mut launch = spec.launch();
    launch.time_limit = a.timeout;
    let stats: RunStats = match &prog {
        Program::Nvvm(m) => run_nvvm(m, &spec.kernel, &launch, &mat.args, &mut mem),
        Program::Ptx(m) => run_ptx(m, &spec.kernel, &launch, &mat.args, &mut mem),
    }
    .map_err(|e| fail(run_error(e)))?;
    Ok(Interpreted {
        name,
        src,
        prog,
        spec,
        hints,
        mem,
        mat,
        stats,
    })
}

/// The buffer lines (checksums, `--dump`) of the buffers in `mem`.
fn buffer_lines(
    a: &RunArgs,
    name: &str,
    mem: &Memory,
    buffers: &[(usize, u64, BufferSpec)],
    out: &mut String,
) -> Result<(), CompileError> {
    let fail = |e: String| CompileError::Input(vec![Diagnostic::bare(name, e)]);
    for (i, addr, b) in buffers {
        let bytes = b.bytes().unwrap_or(0);
        let (sum, written) = checksum(mem, *addr, bytes).map_err(|e| fail(e.to_string()))?;
        let _ = writeln!(
            out,
            "arg {i}: {:?}[{}] checksum {sum:016x} ({written} of {bytes} bytes initialized)",
            b.elem, b.len,
        );
        if let Some(max) = a.dump {
            let d = mem.dump(*addr, max).map_err(|e| fail(e.to_string()))?;
            out.push_str(&d);
            if !d.ends_with('\n') {
                out.push('\n');
            }
        }
    }
    Ok(())
}

/// What the kernel printed, each line after `printf: `, so that it stands
/// apart from the report.
fn printed_lines(text: &str, out: &mut String) {
    for line in text.lines() {
        let _ = writeln!(out, "printf: {line}");
    }
}

/// The `--count` lines.
fn count_lines(stats: &RunStats, out: &mut String) {
    let _ = writeln!(out, "executed instructions per class:");
    let mut v: Vec<_> = stats.per_op.iter().collect();
    v.sort_by(|x, y| y.1.cmp(x.1).then(x.0.cmp(y.0)));
    for (op, n) in v {
        let _ = writeln!(out, "  {n:>12}  {op}");
    }
}

/// Runs the kernel and returns the report printed on standard output.
pub fn run(a: &RunArgs) -> Result<String, CompileError> {
    let arch = a.arch.clone().unwrap_or_else(|| "sm_80".into());
    let it = interpret(a, &arch)?;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "kernel {} grid {:?} block {:?}: {} threads, {} instructions",
        it.spec.kernel, it.spec.grid, it.spec.block, it.stats.threads, it.stats.insts
    );
    printed_lines(it.mem.device_output(), &mut out);
    buffer_lines(a, &it.name, &it.mem, &it.mat.buffers, &mut out)?;
    if a.count {
        count_lines(&it.stats, &mut out);
    }
    Ok(out)
}

/// The interpreter's buffers after the run, as [`Outcome`] (the reference
/// of the device check).
fn reference(it: &Interpreted) -> Result<Outcome, String> {
    let mut buffers = Vec::new();
    let mut elems = Vec::new();
    for (_, addr, b) in &it.mat.buffers {
        buffers.push(
            it.mem
                .read_with_init(*addr, b.bytes().unwrap_or(0))
                .map_err(|e| e.to_string())?,
        );
        elems.push(b.elem);
    }
    Ok(Outcome {
        buffers,
        elems,
        stats: it.stats.clone(),
        printed: it.mem.device_output().to_string(),
    })
}

/// `run --gpu`: the interpreter run as without `--gpu` (the reference),
/// then the kernel on the device (PTX input as given, IR compiled by
/// warpsat at `-O`); prints the device's buffers as the CPU run prints
/// its own (same checksums when the results are identical), the launch
/// times and the check. Exit status 2 without a driver or device, 1 for
/// input errors and for outputs that differ from the interpreter's.
pub fn run_gpu_main(a: &RunArgs) -> std::process::ExitCode {
    use std::process::ExitCode;
    let mut gpu = match crate::gpu::Gpu::open() {
        Ok(g) => g,
        Err(e) => {
            eprintln!("warpsat: --gpu: {e}");
            return ExitCode::from(2);
        }
    };
    match run_gpu(a, &mut gpu) {
        Ok((report, mismatch)) => {
            let code = crate::output::print_or_fail(&report);
            if let Some(e) = mismatch {
                eprintln!(
                    "warpsat: --gpu: the device's outputs differ from the interpreter's: {e}"
                );
                return ExitCode::from(1);
            }
            code
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(1)
        }
    }
}

/// The `run --gpu` report and the first difference from the interpreter.
fn run_gpu(
    a: &RunArgs,
    gpu: &mut crate::gpu::Gpu,
) -> Result<(String, Option<String>), CompileError> {
    use crate::gpu::runner;
    let arch = a.arch.clone().unwrap_or_else(|| gpu.arch());
    let it = interpret(a, &arch)?;
    let fail = |e: String| CompileError::Input(vec![Diagnostic::bare(&it.name, e)]);
    let (ptx, source) = match &it.prog {
        Program::Ptx(_) => (it.src.clone(), "the PTX as given".to_string()),
        Program::Nvvm(m) => {
            #[derive(clap::Parser)]
            struct Wrap {
                #[command(flatten)]
                c: crate::cli::CompileArgs,
            }
            let level = format!("-O{}", a.opt_level);
            let argv = [
                "warpsat", &it.name, &level, "--arch", &arch, "--emit", "ptx",
            ];
            let w = <Wrap as clap::Parser>::try_parse_from(argv)
                .map_err(|e| CompileError::Usage(e.to_string()))?;
            let mut m = m.clone();
            let (ptx, _) = crate::compile::compile_module(&mut m, &it.name, &w.c)?;
            (ptx, format!("warpsat -O{} --arch {arch}", a.opt_level))
        }
    };
    if !gpu.runs_arch(&arch) {
        return Err(fail(format!(
            "--gpu: PTX for {arch} cannot run on the {} device ({})",
            gpu.arch(),
            gpu.name
        )));
    }
    let opts = runner::RunOptions {
        runs: a.gpu_runs,
        ..runner::RunOptions::default()
    };
    let run =
        runner::run_kernel(gpu, &ptx, &it.spec, &opts).map_err(|e| fail(format!("--gpu: {e}")))?;
    let want = reference(&it).map_err(fail)?;
    let tol = runner::tolerance(&it.spec, &it.hints);
    let (mismatch, allowed) = match runner::check_outputs_counted(&want, &run, &it.hints, Some(tol))
    {
        Ok(n) => (None, n),
        Err(e) => (Some(e), 0),
    };
    // The device's buffers in a memory of their own, written where the
    // device wrote (device_outcome's reading), so that checksums and
    // dumps are computed exactly as for the CPU run.
    let (mem, bufs) = device_memory(&it, &run, &want).map_err(fail)?;
    let mut out = String::new();
    let threads: u64 = it
        .spec
        .grid
        .iter()
        .chain(&it.spec.block)
        .map(|&d| u64::from(d))
        .product();
    let _ = writeln!(
        out,
        "kernel {} grid {:?} block {:?}: {threads} threads on {}; PTX: {source}",
        it.spec.kernel,
        it.spec.grid,
        it.spec.block,
        gpu.describe()
    );
    buffer_lines(a, &it.name, &mem, &bufs, &mut out)?;
    let _ = writeln!(
        out,
        "gpu time: {} after {} warm-up launches; module load {:.1} ms{}",
        run.timing.describe(),
        opts.warmup,
        run.load_ms,
        run.regs
            .map_or(String::new(), |r| format!("; {r} registers"))
    );
    out.push_str(&check_text(&it.prog, mismatch.as_deref(), tol, allowed));
    if a.count {
        let _ = writeln!(out, "interpreter: {} instructions", it.stats.insts);
        count_lines(&it.stats, &mut out);
    }
    Ok((out, mismatch))
}

/// The `check:` line of a GPU run: its outputs against the interpreter's.
fn check_text(prog: &Program, mismatch: Option<&str>, tol: Tolerance, allowed: usize) -> String {
    let reference_name = match prog {
        Program::Nvvm(_) => "nvvm",
        Program::Ptx(_) => "PTX",
    };
    let mut out = String::new();
    let _ = match mismatch {
        None => writeln!(
            out,
            "check: the outputs match the {reference_name} interpreter's (relative {:e}, absolute {:e}){}",
            tol.rel,
            tol.abs,
            if allowed > 0 {
                format!("; {allowed} elements differ, within the spec's `mismatches` allowance")
            } else {
                String::new()
            }
        ),
        Some(e) => writeln!(out, "check: FAILED against the {reference_name} interpreter: {e}"),
    };
    out
}

/// Argument buffers: (argument index, address, spec).
type Buffers = Vec<(usize, u64, BufferSpec)>;

/// The device's buffers in a memory of their own, written where the device
/// wrote (device_outcome's reading), so that checksums and dumps are
/// computed exactly as for the CPU run.
fn device_memory(
    it: &Interpreted,
    run: &crate::gpu::runner::DeviceRun,
    want: &Outcome,
) -> Result<(Memory, Buffers), String> {
    let dev = crate::gpu::runner::device_outcome(run, want);
    let mut mem = Memory::new();
    let mut bufs = Vec::new();
    for ((i, _, b), (bytes, init)) in it.mat.buffers.iter().zip(&dev.buffers) {
        let addr = mem.alloc_global_named(&format!("arg{i}"), bytes.len() as u64, b.elem);
        let mut j = 0;
        while j < bytes.len() {
            if !init[j] {
                j += 1;
                continue;
            }
            let end = (j..bytes.len()).find(|&e| !init[e]).unwrap_or(bytes.len());
            mem.write(addr + j as u64, &bytes[j..end])
                .map_err(|e| e.to_string())?;
            j = end;
        }
        bufs.push((*i, addr, b.clone()));
    }
    Ok((mem, bufs))
}
