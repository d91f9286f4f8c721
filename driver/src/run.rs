//! The `run` verb: interpret a kernel on a CPU-simulated grid.

use std::fmt::Write;
use std::path::PathBuf;

use dialects::interp::ptx_exec::{map_ptx_globals, run_ptx};
use dialects::interp::spec::{parse_arg, Spec};
use dialects::interp::{map_globals, run_nvvm, Memory, RunStats};
use dialects::Diagnostic;

use crate::cli::InputFormat;
use crate::compile::{read_input, read_module, CompileError};

/// Options of `run`.
#[derive(clap::Args, Debug, Clone)]
pub struct RunArgs {
    /// Input file: LLVM IR, generic IR or PTX (`.ptx`, or text starting with
    /// PTX directives); `-` reads standard input.
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
    #[arg(long = "arg", value_name = "ARG")]
    pub args: Vec<String>,
    /// Instruction limit (all threads together).
    #[arg(long, value_name = "N")]
    pub limit: Option<u64>,
    /// Print executed instructions per opcode class.
    #[arg(long)]
    pub count: bool,
    /// Print every buffer's contents (up to N elements each).
    #[arg(long, value_name = "N", num_args = 0..=1, default_missing_value = "64")]
    pub dump: Option<usize>,
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

fn usage(name: &str, msg: String) -> CompileError {
    CompileError::Input(vec![Diagnostic::bare(name, msg)])
}

/// 64-bit FNV-1a of a byte string (stable across runs and platforms).
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
    })
}

/// A module to run: nvvm IR or PTX.
enum Program {
    Nvvm(dialects::ir::Module),
    Ptx(dialects::ptx::PtxModule),
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

/// Runs the kernel and returns the report printed on standard output.
pub fn run(a: &RunArgs) -> Result<String, CompileError> {
    let (name, src) = read_input(&a.input)?;
    let prog = if a.input_format == InputFormat::Auto && is_ptx(&a.input, &src) {
        Program::Ptx(
            dialects::ptx::parse::parse_ptx(&name, &src)
                .map_err(|d| CompileError::Input(vec![d]))?,
        )
    } else {
        let mut m = read_module(&name, &src, a.input_format, &a.input)?;
        crate::compile::resolve_reflect(&mut m, &src, "sm_80");
        Program::Nvvm(m)
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
    let mut spec = match &a.spec {
        Some(p) => {
            let (sname, text) = read_input(p)?;
            Spec::parse(&text).map_err(|e| usage(&sname, e))?
        }
        None => Spec {
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
    let fail = |e: String| CompileError::Input(vec![Diagnostic::bare(&name, e)]);
    match &prog {
        Program::Nvvm(m) => map_globals(m, &mut mem),
        Program::Ptx(m) => map_ptx_globals(m, &mut mem),
    }
    .map_err(|e| fail(e.to_string()))?;
    let mat = spec
        .materialize(&mut mem)
        .map_err(|e| fail(format!("cannot set up the arguments: {e}")))?;
    let stats: RunStats = match &prog {
        Program::Nvvm(m) => run_nvvm(m, &spec.kernel, &spec.launch(), &mat.args, &mut mem),
        Program::Ptx(m) => run_ptx(m, &spec.kernel, &spec.launch(), &mat.args, &mut mem),
    }
    .map_err(|e| fail(e.to_string()))?;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "kernel {} grid {:?} block {:?}: {} threads, {} instructions",
        spec.kernel, spec.grid, spec.block, stats.threads, stats.insts
    );
    for (i, addr, b) in &mat.buffers {
        let bytes = b.len * b.elem.size() as u64;
        let (data, init) = mem
            .read_with_init(*addr, bytes)
            .map_err(|e| fail(e.to_string()))?;
        let written = init.iter().filter(|&&x| x).count();
        let _ = writeln!(
            out,
            "arg {i}: {:?}[{}] checksum {:016x} ({written} of {bytes} bytes initialized)",
            b.elem,
            b.len,
            fnv1a(&data) ^ fnv1a(&init.iter().map(|&x| x as u8).collect::<Vec<_>>()).rotate_left(1)
        );
        if let Some(max) = a.dump {
            let d = mem.dump(*addr, max).map_err(|e| fail(e.to_string()))?;
            out.push_str(&d);
            if !d.ends_with('\n') {
                out.push('\n');
            }
        }
    }
    if a.count {
        let _ = writeln!(out, "executed instructions per class:");
        let mut v: Vec<_> = stats.per_op.iter().collect();
        v.sort_by(|x, y| y.1.cmp(x.1).then(x.0.cmp(y.0)));
        for (op, n) in v {
            let _ = writeln!(out, "  {n:>12}  {op}");
        }
    }
    Ok(out)
}
