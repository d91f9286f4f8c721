//! Differential test of the ptx interpreter against the nvvm interpreter.
//!
//! For every harness spec (`tests/harness/*.spec`) the reference is the
//! nvvm interpreter on the NVVM IR 2.0 form of the corpus kernel. The same
//! kernel is then compiled to PTX by
//!
//! - libNVVM 13.0 (`scripts/nvvm-compile.py -arch=compute_80 -opt=3`, from
//!   `shared/corpus/nvvm/<stem>.ll`),
//! - llc-16 (`-march=nvptx64 -mcpu=sm_80 -O3`, from
//!   `shared/corpus/modern/<stem>.ll`),
//! - warpsat's instruction selector (`isel::select_module` for
//!   sm_80 on each form, printed and read back as any other PTX),
//!
//! and each PTX is imported with `parse_ptx` and run by `run_ptx` on the
//! same spec: same launch, and the same materialized inputs (same seed, so
//! the buffers are byte-identical). Every buffer argument must match the
//! reference: the initialized bytes exactly (which bytes each run wrote),
//! integer buffers bit for bit, float buffers bit for bit unless the
//! kernel is in [`TOLERANCES`], whose entries say why (contraction of
//! `a*b+c` into `fma` by libNVVM and llc, which the nvvm interpreter does
//! not do; approximate instructions evaluated differently) and how far.
//!
//! A mismatch is a bug in the interpreter (or in warpsat) until shown
//! otherwise; [`EXCEPTIONS`] lists the kernels where a compiler's output
//! legitimately computes something else, with the reason.
//!
//! The external compilers come from `scripts/setup-tools.sh`
//! (`.tools/env.sh` or `WARPSAT_*`); without them their part is skipped
//! with a message. warpsat's part needs no tools.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use tools::Compilers as Tools;

use interp::ptx_exec::{check_ptx, map_ptx_globals, run_ptx};
use interp::spec::{ArgSpec, Spec};
use interp::{map_globals, run_nvvm, ElemType, Memory, RunStats};

mod common;
use tests::tools;

/// Per-kernel float tolerance: `|got - want| <= abs + rel * |want|`
/// element by element (NaN matches NaN), for the listed compilers.
struct Tol {
    spec: &'static str,
    compilers: &'static [&'static str],
    rel: f64,
    abs: f64,
    /// Why the results may differ (repeated in failure messages; the report
    /// says how much of each tolerance was used, to keep the bounds honest).
    why: &'static str,
}

/// The compilers that contract `a*b+c` into `fma` (the IR carries
/// `contract` flags and both fuse by default at -O3).
const FUSING: &[&str] = &["libnvvm", "llc"];

/// Contraction changes one rounding per fused pair: results move by a few
/// ulp of the terms, so relative 1e-5 of the value plus 1e-6 absolute (for
/// results that cancel to near zero; inputs are O(1)) covers them.
/// Contraction is the *only* source of difference: the `-strict` variants
/// (no `contract` flags, libNVVM `-fma=0`) match bit for bit, and the
/// approximate instructions (`ex2`/`lg2`/`rsqrt`/`rcp.approx`) are
/// evaluated by the same `interp::float` functions in both interpreters,
/// so they need no tolerance of their own here.
const fn contracted(spec: &'static str, why: &'static str) -> Tol {
    Tol {
        spec,
        compilers: FUSING,
        rel: 1e-5,
        abs: 1e-6,
        why,
    }
}

/// The kernels whose float results may differ from the reference, and why.
const TOLERANCES: &[Tol] = &[
    contracted("bias_gelu_residual", "x*w+b and the tanh polynomial fused"),
    Tol {
        spec: "black_scholes",
        compilers: FUSING,
        rel: 1e-5,
        abs: 1e-4,
        why: "the CND polynomial and the ex2/lg2 arguments are fused; the put \
              price is a difference of terms up to 100 (S, K in [10, 100)), so \
              a cancelled result keeps their ~1e-6 relative error: up to 5e-6 \
              absolute on a put of 0.065",
    },
    contracted("conv2d_const", "the 9x9 filter's multiply-accumulate"),
    Tol {
        spec: "dgemv_exp",
        compilers: FUSING,
        rel: 1e-12,
        abs: 1e-14,
        why: "f64 dot products fused (errors of a few f64 ulp)",
    },
    contracted("fir_filter", "tap multiply-accumulate"),
    contracted("jacobi1d", "weighted sum of neighbours"),
    contracted("jacobi2d", "weighted sum of neighbours"),
    contracted("layernorm_warp", "variance and normalization a*x+b"),
    contracted("mandelbrot", "z = z*z + c iterations (values up to ~22)"),
    contracted("matmul_naive", "dot product"),
    contracted("nbody_step", "distance and force accumulation"),
    contracted("nounroll_runtime", "a*x+y loop"),
    contracted("particle_aos", "position update p + v*dt"),
    contracted("poly_apply", "Horner evaluation in the called function"),
    contracted("remat_live", "polynomial of the live values"),
    contracted("saxpy", "a*x+y"),
    contracted("sgemm_reg4x4", "register-tiled dot products"),
    contracted("sgemm_reg8x8", "register-tiled dot products"),
    contracted("sgemm_reg8x8_lb3", "register-tiled dot products"),
    contracted("sgemm_tiled16", "shared-memory tiled dot products"),
    contracted(
        "sgemv_warp",
        "per-lane dot products before the shuffle tree",
    ),
    contracted("spmv_csr_scalar", "row dot products"),
    contracted("spmv_csr_vector", "row dot products"),
    contracted("unroll4_runtime", "a*x+y loop"),
    contracted("unroll_full_const", "a*x+y loop"),
    contracted("vec_axpby_clamp", "a*x+b*y and x*y-v"),
];

/// Kernels where a compiler's PTX legitimately computes something else:
/// (spec, compiler, reason). Their results are not compared.
const EXCEPTIONS: &[(&str, &str, &str)] = &[];

/// The PTX producers compared: `-strict` variants compile the IR without
/// `contract` flags (and libNVVM with `-fma=0`).
const COMPILERS: [&str; 6] = [
    "libnvvm",
    "llc",
    "libnvvm-strict",
    "llc-strict",
    "warpsat-nvvm",
    "warpsat-modern",
];

/// A buffer's bytes and their initialized bits.
type Bytes = (Vec<u8>, Vec<bool>);

/// Every buffer argument's bytes and initialized bits, and the counts.
struct Outcome {
    buffers: Vec<Bytes>,
    stats: RunStats,
}

fn read_buffers(mem: &Memory, mat: &interp::spec::Materialized) -> Result<Vec<Bytes>, String> {
    mat.buffers
        .iter()
        .map(|(_, addr, b)| {
            mem.read_with_init(*addr, b.len * b.elem.size() as u64)
                .map_err(|e| e.to_string())
        })
        .collect()
}

fn stem(spec: &Spec) -> &str {
    spec.corpus
        .as_deref()
        .expect("corpus specs name their file")
}

fn corpus_file(form: &str, stem: &str) -> PathBuf {
    common::corpus_dir().join(form).join(format!("{stem}.ll"))
}

fn run_reference(spec: &Spec) -> Result<Outcome, String> {
    let path = corpus_file("nvvm", stem(spec));
    let src = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let m = llvm::import::import(&path.to_string_lossy(), &src).map_err(|e| e.to_string())?;
    let mut mem = Memory::new();
    map_globals(&m, &mut mem).map_err(|e| e.to_string())?;
    let mat = spec.materialize(&mut mem).map_err(|e| e.to_string())?;
    let stats = run_nvvm(&m, &spec.kernel, &spec.launch(), &mat.args, &mut mem)
        .map_err(|e| e.to_string())?;
    Ok(Outcome {
        buffers: read_buffers(&mem, &mat)?,
        stats,
    })
}

fn run_ptx_text(name: &str, text: &str, spec: &Spec) -> Result<Outcome, String> {
    let m = ptx::parse::parse_ptx(name, text).map_err(|e| e.to_string())?;
    // Every instruction must be executable, including those the spec's
    // inputs never reach.
    let bad = check_ptx(&m);
    if !bad.is_empty() {
        return Err(format!("not executable: {}", bad.join("; ")));
    }
    let mut mem = Memory::new();
    map_ptx_globals(&m, &mut mem).map_err(|e| e.to_string())?;
    let mat = spec.materialize(&mut mem).map_err(|e| e.to_string())?;
    let stats = run_ptx(&m, &spec.kernel, &spec.launch(), &mat.args, &mut mem)
        .map_err(|e| e.to_string())?;
    Ok(Outcome {
        buffers: read_buffers(&mem, &mat)?,
        stats,
    })
}

/// The compilers compared against (missing ones are reported).
fn find_tools() -> Option<Tools> {
    tools::need_compilers()
}

fn run_tool(c: &mut Command) -> Result<(), String> {
    let out = c.output().map_err(|e| e.to_string())?;
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// PTX of corpus `stem` from `compiler`; tool outputs go to `dir` (never
/// to /dev/null: the tools replace their output file).
fn compile(
    tools: Option<&Tools>,
    dir: &Path,
    compiler: &str,
    stem: &str,
) -> Result<String, String> {
    let ptx = dir.join(format!("{stem}.{compiler}.ptx"));
    match compiler {
        "libnvvm" | "llc" | "libnvvm-strict" | "llc-strict" => {
            let t = tools.ok_or("no tools")?;
            let nvvm = compiler.starts_with("libnvvm");
            let mut input = corpus_file(if nvvm { "nvvm" } else { "modern" }, stem);
            let strict = compiler.ends_with("-strict");
            if strict {
                // Without `contract` flags (and with libNVVM's own contraction
                // off) the compilers may not fuse a*b+c: every result must
                // then be bit-exact.
                let text = std::fs::read_to_string(&input).map_err(|e| e.to_string())?;
                let out = dir.join(format!("{stem}.{compiler}.ll"));
                std::fs::write(&out, text.replace(" contract ", " ")).map_err(|e| e.to_string())?;
                input = out;
            }
            let mut c;
            if nvvm {
                c = Command::new("python3");
                c.arg(&t.nvvm_compile).arg("--lib").arg(&t.libnvvm);
                c.arg("--libdevice").arg(&t.libdevice);
                c.arg("-o")
                    .arg(&ptx)
                    .arg(&input)
                    .args(["-arch=compute_80", "-opt=3"]);
                if strict {
                    c.arg("-fma=0");
                }
            } else {
                c = Command::new(&t.llc);
                c.args(["-march=nvptx64", "-mcpu=sm_80", "-O3"])
                    .arg(&input)
                    .arg("-o")
                    .arg(&ptx);
            }
            run_tool(&mut c).map_err(|e| format!("{compiler}: {e}"))?;
            std::fs::read_to_string(&ptx).map_err(|e| e.to_string())
        }
        _ => {
            let form = compiler.trim_start_matches("warpsat-");
            let path = corpus_file(form, stem);
            let src = std::fs::read_to_string(&path).map_err(|e| e.to_string())?;
            let m =
                llvm::import::import(&path.to_string_lossy(), &src).map_err(|e| e.to_string())?;
            let p = isel::select_module(&m, "sm_80").map_err(|e| e.to_string())?;
            Ok(ptx::print::print_module(&p))
        }
    }
}

/// Runs `f` over `0..n` on two threads.
fn par_map<T: Send>(n: usize, f: impl Fn(usize) -> T + Sync) -> Vec<T> {
    let next = AtomicUsize::new(0);
    let out: Mutex<Vec<Option<T>>> = Mutex::new((0..n).map(|_| None).collect());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= n {
                    break;
                }
                let r = f(i);
                out.lock().unwrap()[i] = Some(r);
            });
        }
    });
    out.into_inner()
        .unwrap()
        .into_iter()
        .map(|x| x.expect("every index ran"))
        .collect()
}

/// Element type of every buffer argument of a spec.
fn buffer_elems(spec: &Spec) -> Vec<ElemType> {
    spec.args
        .iter()
        .filter_map(|a| match a {
            ArgSpec::Buffer(b) => Some(b.elem),
            _ => None,
        })
        .collect()
}

fn float_val(e: ElemType, b: &[u8]) -> f64 {
    let mut w = [0u8; 8];
    w[..b.len()].copy_from_slice(b);
    let u = u64::from_le_bytes(w);
    match e {
        ElemType::F16 => half_to_f64(u as u16),
        ElemType::BF16 => f32::from_bits((u as u32) << 16) as f64,
        ElemType::F32 => f32::from_bits(u as u32) as f64,
        _ => f64::from_bits(u),
    }
}

fn half_to_f64(h: u16) -> f64 {
    let s = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let e = ((h >> 10) & 0x1f) as i32;
    let m = (h & 0x3ff) as f64;
    s * match e {
        0 => m * 2f64.powi(-24),
        31 if m == 0.0 => f64::INFINITY,
        31 => f64::NAN,
        _ => (1.0 + m / 1024.0) * 2f64.powi(e - 15),
    }
}

/// Mismatches of `got` against `want`; also the largest fraction of the
/// tolerance a float element used.
fn compare(spec: &Spec, want: &Outcome, got: &Outcome, tol: Option<&Tol>) -> (Vec<String>, f64) {
    let mut errs = Vec::new();
    let mut worst = 0f64;
    for (k, (e, ((wb, wi), (gb, gi)))) in buffer_elems(spec)
        .into_iter()
        .zip(want.buffers.iter().zip(&got.buffers))
        .enumerate()
    {
        if wi != gi {
            let at = (0..wi.len()).find(|&i| wi[i] != gi[i]).unwrap_or(0);
            errs.push(format!(
                "buffer {k}: written bytes differ first at byte {at} (reference {}, ptx {})",
                wi[at], gi[at]
            ));
            continue;
        }
        let sz = e.size();
        let mut bad = 0;
        let mut first = None;
        for (i, (w, g)) in wb.chunks_exact(sz).zip(gb.chunks_exact(sz)).enumerate() {
            if w == g || !wi[i * sz] {
                continue;
            }
            let ok = match (e.is_float(), tol) {
                (true, Some(t)) => {
                    let (x, y) = (float_val(e, w), float_val(e, g));
                    let d = (x - y).abs();
                    if x.is_finite() && y.is_finite() {
                        worst = worst.max(d / (t.abs + t.rel * x.abs()));
                    }
                    (x.is_nan() && y.is_nan()) || d <= t.abs + t.rel * x.abs()
                }
                _ => false,
            };
            if !ok {
                bad += 1;
                first.get_or_insert((i, e.format(w), e.format(g)));
            }
        }
        if let Some((i, w, g)) = first {
            errs.push(format!(
                "buffer {k} ({}): {bad} elements differ, first [{i}]: reference {w}, ptx {g}",
                e.name()
            ));
        }
    }
    (errs, worst)
}

/// Runs the comparison for `compilers`; returns the failures and a report.
fn differential(compilers: &[&str], tools: Option<&Tools>) -> (Vec<String>, String) {
    let all = common::harness_specs();
    assert!(all.len() >= 47, "only {} specs", all.len());
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut stems: Vec<&str> = all.iter().map(|(_, s)| stem(s)).collect();
    stems.sort_unstable();
    stems.dedup();
    let jobs: Vec<(&str, &str)> = compilers
        .iter()
        .flat_map(|c| stems.iter().map(move |s| (*c, *s)))
        .collect();
    let texts: BTreeMap<(&str, &str), Result<String, String>> = jobs
        .iter()
        .copied()
        .zip(par_map(jobs.len(), |i| {
            compile(tools, dir.path(), jobs[i].0, jobs[i].1)
        }))
        .collect();
    let results = par_map(all.len(), |i| {
        let (name, spec) = &all[i];
        let want = run_reference(spec);
        let mut rows = Vec::new();
        for &c in compilers {
            let r = match (&want, &texts[&(c, stem(spec))]) {
                (Err(e), _) => Err(format!("reference run failed: {e}")),
                (_, Err(e)) => Err(format!("no PTX: {e}")),
                (Ok(want), Ok(text)) => {
                    match run_ptx_text(&format!("{}.{c}.ptx", stem(spec)), text, spec) {
                        Err(e) => Err(e),
                        Ok(got) => {
                            let tol = TOLERANCES
                                .iter()
                                .find(|t| t.spec == name && t.compilers.contains(&c));
                            let (errs, worst) = compare(spec, want, &got, tol);
                            match (errs.is_empty(), tol) {
                                (true, _) => Ok((worst, got.stats.insts)),
                                (false, None) => Err(errs.join("; ")),
                                (false, Some(t)) => Err(format!(
                                    "{} (beyond rel {:e} abs {:e}, allowed for: {})",
                                    errs.join("; "),
                                    t.rel,
                                    t.abs,
                                    t.why
                                )),
                            }
                        }
                    }
                }
            };
            rows.push((c, r));
        }
        (name.clone(), rows)
    });
    let mut fails = Vec::new();
    let mut report = String::new();
    let mut pass: BTreeMap<&str, usize> = BTreeMap::new();
    for (name, rows) in &results {
        for (c, r) in rows {
            let exception = EXCEPTIONS
                .iter()
                .find(|e| e.0 == name && (e.1 == *c || e.1 == "*"));
            match (r, exception) {
                (Ok((worst, insts)), _) => {
                    *pass.entry(c).or_default() += 1;
                    report.push_str(&format!(
                        "{name:24} {c:15} ok ({insts} insts, {:.0}% of the tolerance used)\n",
                        worst * 100.0
                    ));
                }
                (Err(e), Some(x)) => {
                    report.push_str(&format!("{name:24} {c:15} EXCEPTION ({}): {e}\n", x.2));
                }
                (Err(e), None) => fails.push(format!("{name} [{c}]: {e}")),
            }
        }
    }
    for c in compilers {
        report.push_str(&format!(
            "{c}: {} of {} kernels match\n",
            pass.get(c).copied().unwrap_or(0),
            results.len()
        ));
    }
    (fails, report)
}

#[test]
fn libnvvm_and_llc_ptx_match_the_nvvm_interpreter() {
    let Some(t) = find_tools() else {
        return;
    };
    let (fails, report) = differential(&COMPILERS[..4], Some(&t));
    println!("{report}");
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}

#[test]
fn warpsat_ptx_matches_the_nvvm_interpreter() {
    let (fails, report) = differential(&COMPILERS[4..], None);
    println!("{report}");
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}

/// Deterministic mutations of one PTX instruction line.
fn mutate(line: &str, rng: &mut interp::spec::Rng) -> String {
    const TYPES: &[&str] = &[
        "u32", "s64", "f32", "f64", "b16", "pred", "u8", "f16", "b32", "s8", "f16x2",
    ];
    const REGS: &[&str] = &[
        "%rd1",
        "%r1",
        "%f1",
        "%p1",
        "%rs1",
        "%fd1",
        "42",
        "0f7FC00000",
    ];
    const OPS: &[&str] = &[
        "add.s32",
        "mul.wide.u32",
        "ld.global.v4.f32",
        "st.shared.u64",
        "cvt.rn.f16.f32",
        "setp.ltu.f32",
        "shfl.sync.bfly.b32",
        "bar.sync",
        "atom.global.inc.u32",
        "div.rn.f64",
        "brx.idx",
        "call.uni",
        "mov.b64",
        "prmt.b32.f4e",
        "vote.sync.ballot.b32",
        "ret",
        "exit",
    ];
    let pick = |rng: &mut interp::spec::Rng, v: &[&'static str]| {
        v[(rng.next_u64() % v.len() as u64) as usize]
    };
    let trimmed = line.trim_start();
    let (mnem, rest) = trimmed
        .split_once(char::is_whitespace)
        .unwrap_or((trimmed, ""));
    match rng.next_u64() % 5 {
        0 => {
            // Another type suffix.
            let mut parts: Vec<&str> = mnem.split('.').collect();
            if parts.len() > 1 {
                let n = parts.len();
                parts[n - 1] = pick(rng, TYPES);
            }
            format!("\t{} {rest}", parts.join("."))
        }
        1 => {
            // Another register or immediate for one operand.
            let ops: Vec<&str> = rest.split(',').collect();
            let k = (rng.next_u64() % ops.len() as u64) as usize;
            let mut v: Vec<String> = ops.iter().map(|s| s.to_string()).collect();
            let end = if v[k].trim_end().ends_with(';') {
                ";"
            } else {
                ""
            };
            v[k] = format!(" {}{end}", pick(rng, REGS));
            format!("\t{mnem} {}", v.join(","))
        }
        2 => {
            // One operand fewer.
            let mut ops: Vec<&str> = rest.trim_end().trim_end_matches(';').split(',').collect();
            ops.pop();
            format!("\t{mnem} {};", ops.join(","))
        }
        3 => format!("\t{} {rest}", pick(rng, OPS)),
        _ => format!("\t{mnem} {};", rest.replace("%r", "%rd")),
    }
}

/// The interpreter never panics on malformed PTX: mutated instructions of
/// warpsat's PTX for the corpus either fail to parse, or run to a result
/// or a located error.
#[test]
fn mutated_ptx_never_panics() {
    let all = common::harness_specs();
    let mut rng = interp::spec::Rng::new(0x5eed);
    let mut runs = 0;
    // Soak: WARPSAT_PTX_MUTANTS=N mutants per spec (default 12 for a third of them).
    let (per, step) = match std::env::var("WARPSAT_PTX_MUTANTS")
        .ok()
        .and_then(|v| v.parse().ok())
    {
        Some(n) => (n, 1),
        None => (12, 3),
    };
    for (name, spec) in all.iter().step_by(step) {
        let Ok(text) = compile(None, Path::new("."), "warpsat-nvvm", stem(spec)) else {
            continue;
        };
        let lines: Vec<&str> = text.lines().collect();
        let insts: Vec<usize> = (0..lines.len())
            .filter(|&i| {
                let l = lines[i].trim_start();
                l.ends_with(';') && l.starts_with(|c: char| c.is_ascii_lowercase() || c == '@')
            })
            .collect();
        for _ in 0..per {
            let k = insts[(rng.next_u64() % insts.len() as u64) as usize];
            let mut m = lines.clone();
            let new = mutate(lines[k], &mut rng);
            m[k] = &new;
            let src = m.join("\n");
            let Ok(module) = ptx::parse::parse_ptx("m.ptx", &src) else {
                continue;
            };
            let mut spec = spec.clone();
            spec.step_limit = Some(200_000);
            let r = std::panic::catch_unwind(|| {
                let _ = check_ptx(&module);
                let mut mem = Memory::new();
                if map_ptx_globals(&module, &mut mem).is_err() {
                    return;
                }
                if let Ok(mat) = spec.materialize(&mut mem) {
                    let _ = run_ptx(&module, &spec.kernel, &spec.launch(), &mat.args, &mut mem);
                }
            });
            assert!(r.is_ok(), "{name}: panic on mutated line {}: {new}", k + 1);
            runs += 1;
        }
    }
    assert!(runs > 50, "only {runs} mutants parsed");
}
