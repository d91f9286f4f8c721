//! Producing and measuring each compiler's PTX: compiling (timed),
//! `ptxas -v`, `cuobjdump -sass`, occupancy and the PTX interpreter.
//!
//! Tool outputs always go to a temporary folder, never to `/dev/null`
//! (run as root, ptxas and llc replace their output file).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use cost::model::DefaultModel;
use cost::occupancy::{occupancy, LaunchConfig};
use cost::tables::Sm;
use dialects::ir::Module;
use interp::ptx_exec::{map_ptx_globals, run_ptx};
use interp::spec::Spec;
use interp::{Memory, RunStats};
use ptx::Mnemonic;

use super::tools::Tools;

/// A compiler under comparison.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Debug, Hash)]
pub enum Compiler {
    /// warpsat at `-O<level>`.
    Warpsat(u8),
    /// libNVVM 13.0 `-opt=3`.
    Libnvvm,
    /// llc-16 `-O3`.
    Llc,
    /// opt-16 `-O3`, then llc-16 `-O3`.
    OptLlc,
}

impl Compiler {
    /// The name used in tables, CSV and the chart.
    pub fn name(self) -> String {
        match self {
            Compiler::Warpsat(l) => format!("warpsat-O{l}"),
            Compiler::Libnvvm => "libnvvm".into(),
            Compiler::Llc => "llc".into(),
            Compiler::OptLlc => "opt+llc".into(),
        }
    }

    /// True for warpsat's levels.
    pub fn is_warpsat(self) -> bool {
        matches!(self, Compiler::Warpsat(_))
    }
}

/// Everything measured for one kernel by one compiler on one arch;
/// `None` is "n/a" (tool missing, compile/ptxas/interpreter failure).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Metrics {
    /// Registers per thread (ptxas).
    pub regs: Option<u32>,
    /// Spill store bytes (ptxas).
    pub spill_stores: Option<u32>,
    /// Spill load bytes (ptxas).
    pub spill_loads: Option<u32>,
    /// Stack frame bytes (ptxas).
    pub stack: Option<u32>,
    /// Static shared memory bytes (ptxas).
    pub smem: Option<u32>,
    /// SASS instructions of the kernel, NOP padding excluded (cuobjdump).
    pub sass: Option<u32>,
    /// Occupancy in percent of the SM's warps (cost crate).
    pub occupancy: Option<f64>,
    /// Block size the occupancy is computed at.
    pub block: Option<u32>,
    /// Executed PTX instructions, all threads (PTX interpreter).
    pub dyn_insts: Option<u64>,
    /// Executed PTX instructions weighted by their class's latency.
    pub dyn_weighted: Option<f64>,
    /// Memory instructions in the kernel's PTX (see [`is_memory_op`]).
    pub mem_static: Option<u32>,
    /// Executed memory instructions, all threads.
    pub mem_dyn: Option<u64>,
    /// Median compile time of the kernel's file in milliseconds.
    pub compile_ms: Option<f64>,
    /// Figures of the run on the GPU (`--gpu`).
    pub gpu: Option<GpuFigures>,
    /// Why figures are missing (first failure), empty when none are.
    pub note: String,
}

/// One kernel's run on the GPU (`compare --gpu`).
#[derive(Clone, Debug, PartialEq)]
pub struct GpuFigures {
    /// The factor the problem was grown by (1: the spec's own size).
    pub scale: u64,
    /// Median launch time in milliseconds.
    pub median_ms: f64,
    /// Fastest launch.
    pub min_ms: f64,
    /// Slowest launch.
    pub max_ms: f64,
    /// `None` when the outputs match the nvvm interpreter's, else the
    /// first difference.
    pub mismatch: Option<String>,
}

impl Metrics {
    /// Spill bytes, stores plus loads.
    pub fn spill_bytes(&self) -> Option<u32> {
        Some(self.spill_stores? + self.spill_loads?)
    }
}

/// What ptxas says about one function.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PtxasFunc {
    /// Registers.
    pub regs: Option<u32>,
    /// Spill store bytes.
    pub spill_stores: Option<u32>,
    /// Spill load bytes.
    pub spill_loads: Option<u32>,
    /// Stack frame bytes.
    pub stack: Option<u32>,
    /// Static shared memory bytes (0 when the line has no smem figure).
    pub smem: Option<u32>,
}

fn number_before(s: &str, unit: &str) -> Option<u32> {
    let i = s.find(unit)?;
    s[..i].split_whitespace().last()?.parse().ok()
}

fn quoted(s: &str) -> Option<String> {
    let a = s.find('\'')?;
    let b = s[a + 1..].find('\'')?;
    Some(s[a + 1..a + 1 + b].to_string())
}

/// Parses `ptxas -v` output into per-function figures: "Compiling entry
/// function 'f'" / "Function properties for f" name the function that the
/// following "N bytes stack frame, N bytes spill stores, N bytes spill
/// loads" and "Used N registers, ..., N bytes smem, ..." lines describe.
pub fn parse_ptxas(text: &str) -> BTreeMap<String, PtxasFunc> {
    let mut out: BTreeMap<String, PtxasFunc> = BTreeMap::new();
    let mut cur: Option<String> = None;
    for line in text.lines() {
        let l = line.trim();
        if l.contains("Compiling entry function") || l.contains("Compiling function") {
            cur = quoted(l);
        } else if let Some(rest) = l
            .strip_prefix("ptxas info    : Function properties for ")
            .or_else(|| l.split_once("Function properties for ").map(|x| x.1))
        {
            cur = Some(rest.trim().to_string());
        } else if l.contains("bytes stack frame") {
            if let Some(f) = &cur {
                let e = out.entry(f.clone()).or_default();
                e.stack = number_before(l, "bytes stack frame");
                e.spill_stores = number_before(l, "bytes spill stores");
                e.spill_loads = number_before(l, "bytes spill loads");
            }
        } else if l.contains("Used ") && l.contains(" registers") {
            if let Some(f) = &cur {
                let e = out.entry(f.clone()).or_default();
                let used = &l[l.find("Used ").unwrap_or(0)..];
                e.regs = number_before(used, " registers");
                e.smem = Some(number_before(l, "bytes smem").unwrap_or(0));
            }
        }
    }
    out
}

/// Counts SASS instructions per function in `cuobjdump -sass` output:
/// lines `/*0040*/ OPCODE ... ;` after a `Function : NAME` header, the NOP
/// padding and the closing self-loop `BRA` (the `/*0360*/ BRA 0x360;`
/// after the last `EXIT`) excluded, as in `shared/corpus/baseline_sm80.md`.
pub fn parse_sass(text: &str) -> BTreeMap<String, u32> {
    let mut out = BTreeMap::new();
    let mut cur: Option<String> = None;
    for line in text.lines() {
        let l = line.trim();
        if let Some(name) = l.strip_prefix("Function : ") {
            cur = Some(name.trim().to_string());
            out.entry(name.trim().to_string()).or_insert(0);
            continue;
        }
        let Some(f) = &cur else { continue };
        let Some(rest) = l.strip_prefix("/*") else {
            continue;
        };
        let Some((addr, inst)) = rest.split_once("*/") else {
            continue;
        };
        if !addr.chars().all(|c| c.is_ascii_hexdigit()) || addr.is_empty() {
            continue;
        }
        let inst = inst.trim();
        let op = inst
            .split_whitespace()
            .find(|w| !w.starts_with('@'))
            .unwrap_or("");
        if op.is_empty() || op.trim_end_matches(';') == "NOP" {
            continue;
        }
        if op == "BRA" && !inst.starts_with('@') {
            let target = inst[3..].split(';').next().unwrap_or("").trim();
            let here = u64::from_str_radix(addr, 16).ok();
            let to = target
                .strip_prefix("0x")
                .and_then(|t| u64::from_str_radix(t, 16).ok());
            if here.is_some() && here == to {
                continue;
            }
        }
        *out.entry(f.clone()).or_insert(0) += 1;
    }
    out
}

/// Runs a command; its stdout and stderr together, or the error text.
pub fn run_tool(c: &mut Command) -> Result<String, String> {
    let out = c
        .output()
        .map_err(|e| format!("cannot run {:?}: {e}", c.get_program()))?;
    let mut text = String::from_utf8_lossy(&out.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&out.stderr));
    if out.status.success() {
        Ok(text)
    } else {
        let first: String = text.lines().take(6).collect::<Vec<_>>().join(" | ");
        Err(format!(
            "{} failed: {first}",
            Path::new(c.get_program())
                .file_name()
                .map_or_else(String::new, |n| n.to_string_lossy().into_owned())
        ))
    }
}

/// What ptxas and cuobjdump say about one PTX file.
#[derive(Clone, Debug, Default)]
pub struct Assembled {
    /// Per-function ptxas figures.
    pub funcs: BTreeMap<String, PtxasFunc>,
    /// Per-function SASS counts (empty without cuobjdump).
    pub sass: BTreeMap<String, u32>,
    /// Why SASS counts are missing, when they are.
    pub sass_note: Option<String>,
}

/// Assembles `ptx` for `arch` with `ptxas -v` into `dir` and disassembles
/// the cubin.
pub fn assemble(
    tools: &Tools,
    dir: &Path,
    tag: &str,
    ptx: &str,
    arch: &str,
) -> Result<Assembled, String> {
    let ptxas = tools.ptxas.as_ref().ok_or("ptxas not installed")?;
    let input = dir.join(format!("{tag}.ptx"));
    let cubin = dir.join(format!("{tag}.cubin"));
    std::fs::write(&input, ptx).map_err(|e| e.to_string())?;
    let text = run_tool(
        Command::new(ptxas)
            .arg("-v")
            .arg(format!("-arch={arch}"))
            .arg(&input)
            .arg("-o")
            .arg(&cubin),
    )?;
    let mut a = Assembled {
        funcs: parse_ptxas(&text),
        ..Assembled::default()
    };
    match (&tools.cuobjdump, &tools.nvdisasm_dir) {
        (Some(cu), Some(dis)) => {
            let path = std::env::var_os("PATH").unwrap_or_default();
            let mut paths = vec![dis.clone()];
            paths.extend(std::env::split_paths(&path));
            let joined = std::env::join_paths(paths).map_err(|e| e.to_string())?;
            match run_tool(
                Command::new(cu)
                    .arg("-sass")
                    .arg(&cubin)
                    .env("PATH", joined),
            ) {
                Ok(t) => a.sass = parse_sass(&t),
                Err(e) => a.sass_note = Some(e),
            }
        }
        _ => a.sass_note = Some("cuobjdump/nvdisasm not installed".into()),
    }
    Ok(a)
}

/// True when the text is NVVM IR 2.0: typed pointers (`float*`,
/// `i8 addrspace(1)*`); with no pointer type at all, `!nvvmir.version`
/// decides. Opaque `ptr` types make it modern form (the corpus's modern
/// files keep `!nvvmir.version`).
pub fn is_nvvm_form(src: &str) -> bool {
    let (mut typed, mut opaque) = (false, false);
    for line in src.lines() {
        let code = line.split(';').next().unwrap_or("");
        let b = code.as_bytes();
        let mut in_str = false;
        for (i, &c) in b.iter().enumerate() {
            if c == b'"' {
                in_str = !in_str;
            }
            // A line never starts with a type.
            if in_str || i == 0 {
                continue;
            }
            let p = b[i - 1];
            if c == b'*'
                && (p.is_ascii_alphanumeric()
                    || matches!(p, b')' | b']' | b'}' | b'>' | b'*' | b'_'))
            {
                typed = true;
            }
            let word_start = !(p.is_ascii_alphanumeric()
                || matches!(p, b'%' | b'@' | b'_' | b'.' | b'$' | b'-'));
            if c == b'p' && word_start && code[i..].starts_with("ptr") {
                let next = b.get(i + 3).copied().unwrap_or(b' ');
                if matches!(next, b' ' | b',' | b')' | b']' | b'}' | b'>') {
                    opaque = true;
                }
            }
        }
    }
    if typed || opaque {
        return typed;
    }
    src.contains("!nvvmir.version")
}

/// warpsat's own compilation of `src` at `level` for `arch`: the
/// pipeline `-O<level>` runs (`warpsat compile`), on one thread (the
/// harness runs kernels in parallel itself).
pub fn warpsat_compile(
    name: &str,
    src: &str,
    level: u8,
    arch: &str,
    flags: &Flags,
) -> Result<String, String> {
    warpsat_compile_report(name, src, level, arch, flags).map(|r| r.0)
}

/// [`warpsat_compile`] with the compilation's report.
pub fn warpsat_compile_report(
    name: &str,
    src: &str,
    level: u8,
    arch: &str,
    flags: &Flags,
) -> Result<(String, crate::compile::Report), String> {
    #[derive(clap::Parser)]
    struct Wrap {
        #[command(flatten)]
        c: crate::cli::CompileArgs,
    }
    let mut m = llvm::import::import(name, src).map_err(|e| e.to_string())?;
    let level = format!("-O{level}");
    let mut argv = vec![
        "warpsat",
        name,
        &level,
        "--arch",
        arch,
        "--emit",
        "ptx",
        "--threads",
        "1",
    ];
    if flags.fast_math {
        argv.push("--use_fast_math");
    }
    let opts: Vec<String> = flags
        .warpsat_opt
        .iter()
        .map(|o| format!("-opt={o}"))
        .collect();
    argv.extend(opts.iter().map(String::as_str));
    argv.extend(flags.warpsat_args.iter().map(String::as_str));
    // The command line's spellings (`-opt`, `-maxrregcount`), as `main`
    // reads them.
    let argv = crate::normalize_args(argv.into_iter().map(Into::into).collect());
    let w = <Wrap as clap::Parser>::try_parse_from(argv).map_err(|e| e.to_string())?;
    crate::compile::compile_module_from(&mut m, name, src, &w.c).map_err(|e| e.to_string())
}

/// How the compilers are asked to compile.
#[derive(Clone, Debug, Default)]
pub struct Flags {
    /// nvcc's fast-math mode for every compiler.
    pub fast_math: bool,
    /// `-opt` knobs for warpsat alone (`--warpsat-opt`).
    pub warpsat_opt: Vec<String>,
    /// Further command-line arguments for warpsat alone (`--extractor=ilp`).
    pub warpsat_args: Vec<String>,
}

/// The inputs the external compilers read.
#[derive(Clone, Debug)]
pub struct Inputs {
    /// NVVM IR 2.0 for libNVVM (the file, or warpsat's export).
    pub nvvm: Result<PathBuf, String>,
    /// Modern LLVM IR for llc/opt (the file, its `../modern/` sibling, or
    /// warpsat's export).
    pub modern: Result<PathBuf, String>,
    /// warpsat's modern export, tried when llc-16 rejects a modern-form
    /// input file itself (syntax newer than LLVM 16).
    pub modern_fallback: Option<PathBuf>,
}

/// Chooses (and where needed writes into `dir`) the external compilers'
/// inputs for `path`.
pub fn inputs(path: &Path, src: &str, m: &Module, dir: &Path) -> Inputs {
    let nvvm_form = is_nvvm_form(src);
    let stem = path
        .file_stem()
        .map_or_else(|| "input".into(), |s| s.to_string_lossy().into_owned());
    let nvvm = if nvvm_form {
        Ok(path.to_path_buf())
    } else {
        llvm::export::export_nvvm(m)
            .map_err(|e| format!("export_nvvm: {e}"))
            .and_then(|t| {
                let p = dir.join(format!("{stem}.nvvm.ll"));
                std::fs::write(&p, t).map_err(|e| e.to_string())?;
                Ok(p)
            })
    };
    let sibling = path
        .parent()
        .and_then(Path::parent)
        .map(|d| d.join("modern").join(format!("{stem}.ll")))
        .filter(|p| p.exists());
    let export = || {
        llvm::export::export_modern(m)
            .map_err(|e| format!("export_modern: {e}"))
            .and_then(|t| {
                let p = dir.join(format!("{stem}.modern.ll"));
                std::fs::write(&p, t).map_err(|e| e.to_string())?;
                Ok(p)
            })
    };
    let (modern, modern_fallback) = match (nvvm_form, sibling) {
        (false, _) => (Ok(path.to_path_buf()), export().ok()),
        (true, Some(s)) => (Ok(s), None),
        (true, None) => (export(), None),
    };
    Inputs {
        nvvm,
        modern,
        modern_fallback,
    }
}

/// One compile: the PTX and the compile time in seconds.
pub type Compiled = Result<(String, f64), String>;

/// Compiles once with `c` for `arch`. warpsat and libNVVM are timed in
/// process (libNVVM: `nvvmCompileProgram` as `nvvm-compile.py --repeat 2`
/// reports it, the second, warm compile); llc and opt as whole-process
/// wall time. `flags.fast_math` asks each compiler for nvcc's fast-math
/// mode: warpsat `--use_fast_math`, libNVVM `-ftz=1 -prec-div=0
/// -prec-sqrt=0 -fma=1`, llc `-nvptx-prec-divf32=0 -nvptx-prec-sqrtf32=0
/// -denormal-fp-math-f32=preserve-sign`; `flags.warpsat_opt` reaches
/// warpsat alone.
#[allow(clippy::too_many_arguments)]
pub fn compile_once(
    c: Compiler,
    tools: &Tools,
    name: &str,
    src: &str,
    inputs: &Inputs,
    arch: &str,
    dir: &Path,
    run: usize,
    flags: &Flags,
) -> Compiled {
    let fast_math = flags.fast_math;
    let tag = format!("{}.{}.{run}", c.name().replace('+', "_"), arch);
    let ptx_path = dir.join(format!("{tag}.ptx"));
    match c {
        Compiler::Warpsat(level) => {
            let t = Instant::now();
            let ptx = warpsat_compile(name, src, level, arch, flags)?;
            Ok((ptx, t.elapsed().as_secs_f64()))
        }
        Compiler::Libnvvm => {
            let lib = tools.libnvvm.as_ref().ok_or("libNVVM not installed")?;
            let script = tools
                .nvvm_script
                .as_ref()
                .ok_or("python3 or nvvm-compile.py missing")?;
            let input = inputs.nvvm.as_ref().map_err(Clone::clone)?;
            let compute = arch.replace("sm_", "compute_");
            let text = run_tool(
                Command::new("python3")
                    .arg(script)
                    .arg("--lib")
                    .arg(lib)
                    .arg("--no-libdevice")
                    // The script reports times only for N > 1: compile twice
                    // and keep the second (library warm, like warpsat in
                    // a running process).
                    .args(["--repeat", "2"])
                    .arg("-o")
                    .arg(&ptx_path)
                    .arg(input)
                    .arg(format!("-arch={compute}"))
                    .arg("-opt=3")
                    .args(if fast_math {
                        &["-ftz=1", "-prec-div=0", "-prec-sqrt=0", "-fma=1"][..]
                    } else {
                        &[][..]
                    }),
            )?;
            let secs = text
                .lines()
                .filter_map(|l| {
                    l.trim()
                        .strip_prefix("compile_s ")?
                        .trim()
                        .parse::<f64>()
                        .ok()
                })
                .next_back()
                .ok_or("nvvm-compile.py printed no compile_s line")?;
            let ptx = std::fs::read_to_string(&ptx_path).map_err(|e| e.to_string())?;
            Ok((ptx, secs))
        }
        Compiler::Llc | Compiler::OptLlc => {
            let input = inputs.modern.as_ref().map_err(Clone::clone)?;
            let r = llvm_compile(c, tools, input, arch, dir, &tag, &ptx_path, fast_math);
            match (&r, &inputs.modern_fallback) {
                (Err(_), Some(f)) => {
                    llvm_compile(c, tools, f, arch, dir, &tag, &ptx_path, fast_math).map_err(|e| {
                        format!("{} (and on warpsat's modern export: {e})", r.unwrap_err())
                    })
                }
                _ => r,
            }
        }
    }
}

/// llc-16 (after opt-16 for [`Compiler::OptLlc`]) on `input`.
#[allow(clippy::too_many_arguments)]
fn llvm_compile(
    c: Compiler,
    tools: &Tools,
    input: &Path,
    arch: &str,
    dir: &Path,
    tag: &str,
    ptx_path: &Path,
    fast_math: bool,
) -> Compiled {
    let llc = tools.llc.as_ref().ok_or("llc-16 not installed")?;
    let t = Instant::now();
    let mut llc_in = input.to_path_buf();
    if c == Compiler::OptLlc {
        let opt = tools.opt.as_ref().ok_or("opt-16 not installed")?;
        let bc = dir.join(format!("{tag}.bc"));
        run_tool(
            Command::new(opt)
                .arg("-O3")
                .arg(format!("-mcpu={arch}"))
                .arg(input)
                .arg("-o")
                .arg(&bc),
        )?;
        llc_in = bc;
    }
    run_tool(
        Command::new(llc)
            .args(["-march=nvptx64", "-O3"])
            .arg(format!("-mcpu={arch}"))
            .args(if fast_math {
                &[
                    "-nvptx-prec-divf32=0",
                    "-nvptx-prec-sqrtf32=0",
                    "-denormal-fp-math-f32=preserve-sign",
                ][..]
            } else {
                &[][..]
            })
            .arg(&llc_in)
            .arg("-o")
            .arg(ptx_path),
    )?;
    let secs = t.elapsed().as_secs_f64();
    let ptx = std::fs::read_to_string(ptx_path).map_err(|e| e.to_string())?;
    Ok((ptx, secs))
}

/// The block size occupancy is computed at: `.reqntid`, else `given`, else
/// `.maxntid`, else 256 (as `cost::model::KernelConfig::for_function`).
pub fn block_size(m: &Module, kernel: &str, given: Option<u32>) -> u32 {
    let dims = |d: [u32; 3]| d.iter().fold(1u32, |a, &x| a.saturating_mul(x.max(1)));
    let Some(f) = m.kernels().map(|(_, f)| f).find(|f| f.name == kernel) else {
        return given.unwrap_or(cost::model::DEFAULT_BLOCK_SIZE);
    };
    match (f.bounds.reqntid, given, f.bounds.maxntid) {
        (Some(r), _, _) => dims(r),
        (None, Some(g), _) => g,
        (None, None, Some(mx)) => dims(mx),
        (None, None, None) => cost::model::DEFAULT_BLOCK_SIZE,
    }
}

/// Occupancy in percent; 0 when the launch cannot run.
pub fn occupancy_percent(sm: Sm, regs: u32, block: u32, smem: u32, dyn_smem: u32) -> f64 {
    occupancy(
        sm,
        &LaunchConfig::new(regs, block).with_smem(smem, dyn_smem),
    )
    .map_or(0.0, |o| 100.0 * o.fraction())
}

/// The weight of one executed PTX instruction: its class's latency in
/// cycles from the cost tables (`cost::ptx::ptx_class` and
/// `DefaultModel::class_cost`), at least 1 (free, store and unknown
/// classes count 1).
pub struct Weights {
    model: DefaultModel,
}

impl Weights {
    /// The weights for `sm`.
    pub fn new(sm: Sm) -> Weights {
        Weights {
            model: DefaultModel::new(sm),
        }
    }

    /// Weight of one instruction with full mnemonic `op`.
    pub fn of(&self, op: &str) -> f64 {
        let m = Mnemonic::parse(op);
        cost::ptx::ptx_class(&m).map_or(1.0, |c| self.model.class_cost(c).0.max(1.0))
    }

    /// Weighted sum of a run's per-mnemonic counts.
    pub fn weigh(&self, stats: &RunStats) -> f64 {
        stats
            .per_op
            .iter()
            .map(|(op, &n)| n as f64 * self.of(op))
            .sum()
    }
}

/// Runs `kernel` of `ptx` on the PTX interpreter with `spec`.
pub fn interpret(ptx: &str, spec: &Spec) -> Result<RunStats, String> {
    let m = ptx::parse::parse_ptx("compare.ptx", ptx).map_err(|e| e.to_string())?;
    let mut mem = Memory::new();
    map_ptx_globals(&m, &mut mem).map_err(|e| e.to_string())?;
    let mat = spec.materialize(&mut mem).map_err(|e| e.to_string())?;
    run_ptx(&m, &spec.kernel, &spec.launch(), &mat.args, &mut mem).map_err(|e| e.to_string())
}

/// Loads, stores and atomics of any state space except `.param` (a
/// kernel's parameter loads are the same for every compiler): the
/// instructions vector accesses save.
pub fn is_memory_op(mnemonic: &str) -> bool {
    let base = mnemonic.split('.').next().unwrap_or("");
    matches!(base, "ld" | "ldu" | "st" | "atom" | "red") && !mnemonic.contains(".param")
}

/// Executed memory instructions of a run.
pub fn memory_executed(st: &RunStats) -> u64 {
    st.per_op
        .iter()
        .filter(|(k, _)| is_memory_op(k))
        .map(|(_, n)| *n)
        .sum()
}

/// Memory instructions in the body of entry `kernel` of `ptx` text.
pub fn memory_static(ptx: &str, kernel: &str) -> Option<u32> {
    let mut lines = ptx.lines().skip_while(|l| {
        let l = l.trim_start();
        !(l.contains(".entry ") && l.contains(&format!(" {kernel}(")))
    });
    lines.next()?;
    let (mut depth, mut n, mut opened) = (0i32, 0u32, false);
    for l in lines {
        let t = l.trim();
        depth += t.matches('{').count() as i32 - t.matches('}').count() as i32;
        opened |= depth > 0;
        if opened && depth <= 0 {
            break;
        }
        let t = match t.strip_prefix('@') {
            Some(r) => r
                .split_once(char::is_whitespace)
                .map_or("", |x| x.1)
                .trim_start(),
            None => t,
        };
        let word = t.split(|c: char| c.is_whitespace()).next().unwrap_or("");
        if is_memory_op(word) {
            n += 1;
        }
    }
    opened.then_some(n)
}

/// The median of `v` (mean of the middle two for an even count).
pub fn median(v: &mut [f64]) -> Option<f64> {
    if v.is_empty() {
        return None;
    }
    v.sort_by(f64::total_cmp);
    let n = v.len();
    Some(if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ptxas_lines() {
        let t = "ptxas info    : 0 bytes gmem\n\
ptxas info    : Compiling entry function 'saxpy' for 'sm_80'\n\
ptxas info    : Function properties for saxpy\n\
    8 bytes stack frame, 4 bytes spill stores, 12 bytes spill loads\n\
ptxas info    : Used 10 registers, used 1 barriers, 1024 bytes smem, 380 bytes cmem[0]\n";
        let f = &parse_ptxas(t)["saxpy"];
        assert_eq!(f.regs, Some(10));
        assert_eq!(
            (f.stack, f.spill_stores, f.spill_loads),
            (Some(8), Some(4), Some(12))
        );
        assert_eq!(f.smem, Some(1024));
    }

    #[test]
    fn sass_lines() {
        let t = "\t\tFunction : k\n\
        /*0000*/                   MOV R1, c[0x0][0x28] ;  /* 0x00000a0000017a02 */\n\
                                                           /* 0x000fe40000000f00 */\n\
        /*0010*/               @P0 EXIT ;                  /* 0x000000000000094d */\n\
        /*0020*/               @P0 BRA 0x10 ;              /* 0x000000000000094d */\n\
        /*0030*/                   EXIT ;                  /* 0x000000000000094d */\n\
        /*0040*/                   BRA 0x40;               /* 0xfffffff000007947 */\n\
        /*0050*/                   NOP;                    /* 0x0000000000007918 */\n";
        assert_eq!(parse_sass(t)["k"], 4);
    }

    #[test]
    fn forms() {
        assert!(is_nvvm_form(
            "define void @f(float addrspace(1)* %p) {\n  ret void\n}\n"
        ));
        assert!(is_nvvm_form("define void @f(i8* %ptr) {\n  ret void\n}\n"));
        assert!(!is_nvvm_form(
            "define void @f(ptr addrspace(1) %p) {\n  ret void\n}\n!nvvmir.version = !{!0}\n"
        ));
        assert!(!is_nvvm_form(
            "define void @f(ptr %p) {\n  %x = load i32, ptr %p\n  ret void\n}\n"
        ));
        assert!(is_nvvm_form(
            "define void @f(i32 %ptr) {\n  ret void\n}\n!nvvmir.version = !{!0}\n"
        ));
        for (form, want) in [("nvvm", true), ("modern", false)] {
            let dir = super::super::tools::repo_root()
                .join("../shared/corpus")
                .join(form);
            let Ok(rd) = std::fs::read_dir(&dir) else {
                continue;
            };
            for e in rd.flatten() {
                let src = std::fs::read_to_string(e.path()).unwrap();
                assert_eq!(is_nvvm_form(&src), want, "{}", e.path().display());
            }
        }
    }
}
