//! -O2 compile time per corpus kernel and per phase, e-graph sizes, and
//! compile time versus libNVVM -O3 and llc-16 -O3, measured in one run
//! with the compilers interleaved.
//!
//! `cargo run --release -p bench --bin egraph-bench [-- RUNS [ARCH]]`
//! (defaults: 5 runs, sm_80). Needs `scripts/setup-tools.sh` for the peers.
//!
//! warpsat is timed in process on the nvvm-form file, phase by phase as
//! `-O2` runs them: import (with verification), mem2reg, the e-graph pass
//! (lift, saturate, extract, elaborate with verification), instruction
//! selection and PTX printing; each phase's median over RUNS. libNVVM
//! 13.0 `-opt=3` is timed in process (`scripts/nvvm-compile.py --repeat`)
//! on the same file; llc-16 `-O3` as a process on the modern-form file
//! (so its ratio includes process start-up: compare it with care).
//!
//! The phases above run the e-graph with `EgraphConfig::default()` after
//! mem2reg alone, which is much lighter than what `-O3` runs. Two columns
//! time the whole `-O3` pipeline (`warpsat FILE -O3 --threads 1 -o OUT`,
//! reading the file and writing the PTX included):
//! - "-O3 in process": the driver's compile called in this process, median
//!   of RUNS (at least 2) compiles. It is timed as libNVVM is: the code
//!   loaded once, each compile alone, so one-time set-up (parsing the rule
//!   patterns and the GPU tables) is paid once, like libNVVM's own. Its
//!   ratio to libNVVM -O3 is the compile-time figure.
//! - "-O3 fresh process": the `target/release/warpsat` binary's
//!   `--time-passes` total, timed inside a new process each run (start-up
//!   excluded, one-time set-up included): what one `warpsat` command
//!   costs beyond starting.

// The warpsat binary's allocator, so that the in-process figure times
// the same program the command runs.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use std::process::Command;
use std::time::{Duration, Instant};

use bench::{geomean, libnvvm_times, median, ms, time_process};
use rewrites::EgraphConfig;

/// Phases in report order.
const PHASES: [&str; 8] = [
    "import",
    "mem2reg",
    "lift",
    "saturate",
    "extract",
    "elaborate",
    "isel",
    "print",
];

struct Run {
    phases: [Duration; 8],
    lifted: (usize, usize),
    saturated: (usize, usize),
    iterations: usize,
    stop: String,
}

fn warpsat_o2(name: &str, src: &str, arch: &str) -> Result<Run, String> {
    let mut p = [Duration::ZERO; 8];
    let t = Instant::now();
    let mut m = llvm::import::import(name, src).map_err(|e| e.to_string())?;
    p[0] = t.elapsed();
    let t = Instant::now();
    for f in m.funcs.values_mut() {
        if let Some(b) = f.body.as_mut() {
            dialects::mem2reg::run_function(b);
        }
    }
    p[1] = t.elapsed();
    let cfg = EgraphConfig {
        sm: cost::tables::Sm::parse(arch).map_err(|e| e.to_string())?,
        ..EgraphConfig::default()
    };
    let stats = rewrites::optimize_module(&mut m, &cfg);
    let (mut lifted, mut saturated, mut iterations, mut stop) = ((0, 0), (0, 0), 0, String::new());
    for s in &stats {
        if let Some(f) = &s.fallback {
            return Err(format!("@{} fell back: {f}", s.function));
        }
        for k in 0..4 {
            p[2 + k] += s.times[k];
        }
        lifted = (lifted.0 + s.lifted.0, lifted.1 + s.lifted.1);
        saturated = (saturated.0 + s.saturated.0, saturated.1 + s.saturated.1);
        iterations = iterations.max(s.iterations);
        if stop.is_empty() || s.hit_limit {
            stop = s.stop.clone();
        }
    }
    let t = Instant::now();
    let ptx = isel::select_module(&m, arch).map_err(|e| e.to_string())?;
    p[6] = t.elapsed();
    let t = Instant::now();
    std::hint::black_box(ptx::print::print_module(&ptx));
    p[7] = t.elapsed();
    Ok(Run {
        phases: p,
        lifted,
        saturated,
        iterations,
        stop,
    })
}

/// The binary's whole `-O3` pipeline on `nv`, as its `--time-passes`
/// total reports it.
fn warpsat_o3(
    bin: &std::path::Path,
    nv: &std::path::Path,
    arch: &str,
    out: &std::path::Path,
) -> Option<Duration> {
    let o = Command::new(bin)
        .arg(nv)
        .args([
            "-O3",
            "--arch",
            arch,
            "--threads",
            "1",
            "--time-passes",
            "-o",
        ])
        .arg(out)
        .output()
        .ok()?;
    let err = String::from_utf8_lossy(&o.stderr);
    let line = err.lines().find(|l| l.contains("Total Execution Time:"))?;
    let secs: f64 = line.split_whitespace().find_map(|w| w.parse().ok())?;
    Some(Duration::from_secs_f64(secs))
}

/// The driver's whole `-O3` compile of `nv` in this process.
fn warpsat_o3_inproc(nv: &std::path::Path, arch: &str, out: &std::path::Path) -> Option<Duration> {
    let args = [
        "warpsat".as_ref(),
        "compile".as_ref(),
        nv.as_os_str(),
        "-O3".as_ref(),
        "--arch".as_ref(),
        arch.as_ref(),
        "--threads".as_ref(),
        "1".as_ref(),
        "-o".as_ref(),
        out.as_os_str(),
    ];
    let t = Instant::now();
    let cli = <driver::cli::Cli as clap::Parser>::try_parse_from(args).ok()?;
    let Some(driver::cli::Command::Compile(a)) = cli.command else {
        return None;
    };
    driver::compile::run_compile(&a).ok()?;
    Some(t.elapsed())
}

fn main() {
    let setup = bench::TimingSetup::from_args();
    let (runs, arch, root) = (setup.runs, setup.arch.clone(), setup.corpus.clone());
    let (llc, libnvvm, script) = (
        setup.llc.clone(),
        setup.libnvvm.clone(),
        setup.nvvm_script.clone(),
    );
    let tmp = tempfile::tempdir().expect("temporary directory");
    println!("# -O2 compile time per kernel and phase, {arch}, median of {runs} runs (ms)\n");
    println!(
        "| kernel | {} | warpsat total | classes lifted→saturated | nodes lifted→saturated | iters (stop) | libNVVM -O3 | llc-16 -O3 (process) | warpsat/libNVVM | warpsat/llc | warpsat -O3 in process | in process/libNVVM | warpsat -O3 fresh process | fresh/libNVVM |",
        PHASES.join(" | ")
    );
    println!(
        "|---|{}---|---|---|---|---|---|---|---|---|---|---|---|",
        "---|".repeat(PHASES.len())
    );
    let (mut r_nvvm, mut r_llc, mut r_whole) = (Vec::new(), Vec::new(), Vec::new());
    let (mut r_inproc, mut tot_inproc) = (Vec::new(), Duration::ZERO);
    let warpsat_bin = setup.repo.join("target/release/warpsat");
    let mut tot_whole = Duration::ZERO;
    let mut phase_total = [Duration::ZERO; 8];
    let (mut tot_w, mut tot_n, mut tot_l) = (Duration::ZERO, Duration::ZERO, Duration::ZERO);
    for nv in bench::ll_files(&root.join("nvvm")) {
        let stem = nv
            .file_stem()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let modern = root.join("modern").join(format!("{stem}.ll"));
        let src = std::fs::read_to_string(&nv).unwrap_or_default();
        let name = nv.display().to_string();
        let mut per: Vec<Vec<Duration>> = vec![Vec::new(); 8];
        let mut last = None;
        let mut l = Vec::new();
        let mut whole = Vec::new();
        let mut inproc = Vec::new();
        let mut failed = None;
        for _ in 0..runs.max(2) {
            let out = tmp.path().join(format!("{stem}.inproc.ptx"));
            inproc.extend(warpsat_o3_inproc(&nv, &arch, &out));
        }
        for _ in 0..runs {
            if warpsat_bin.exists() {
                let out = tmp.path().join(format!("{stem}.o3.ptx"));
                whole.extend(warpsat_o3(&warpsat_bin, &nv, &arch, &out));
            }
            match warpsat_o2(&name, &src, &arch) {
                Ok(r) => {
                    for (k, d) in r.phases.iter().enumerate() {
                        per[k].push(*d);
                    }
                    last = Some(r);
                }
                Err(e) => {
                    failed = Some(e);
                    break;
                }
            }
            if let Some(llc) = &llc {
                let mut c = Command::new(llc);
                c.args(["-O3", "-march=nvptx64", &format!("-mcpu={arch}")])
                    .arg(&modern)
                    .arg("-o")
                    .arg(tmp.path().join(format!("{stem}.llc.ptx")));
                if let Ok(d) = time_process(&mut c) {
                    l.push(d);
                }
            }
        }
        let (Some(r), None) = (last, failed.as_ref()) else {
            println!(
                "| {stem} | failed: {} |",
                failed.unwrap_or_default().lines().next().unwrap_or("")
            );
            continue;
        };
        let med: Vec<Duration> = per.into_iter().map(median).collect();
        let w: Duration = med.iter().sum();
        for (k, d) in med.iter().enumerate() {
            phase_total[k] += *d;
        }
        let n = libnvvm
            .as_ref()
            .and_then(|lib| {
                let out = tmp.path().join(format!("{stem}.nvvm.ptx"));
                libnvvm_times(&script, lib, &nv, &arch, 3, runs, &out).ok()
            })
            .filter(|v| !v.is_empty())
            .map(median);
        let l = (!l.is_empty()).then(|| median(l));
        let ratio = |b: Option<Duration>| {
            b.filter(|b| !b.is_zero())
                .map(|b| w.as_secs_f64() / b.as_secs_f64())
        };
        let (rn, rl) = (ratio(n), ratio(l));
        // A whole-pipeline median, its ratio to libNVVM, and the totals.
        let to_nvvm = |v: Vec<Duration>, ratios: &mut Vec<f64>, total: &mut Duration| {
            let m = (!v.is_empty()).then(|| median(v));
            let r = match (m, n) {
                (Some(w3), Some(n)) if !n.is_zero() => Some(w3.as_secs_f64() / n.as_secs_f64()),
                _ => None,
            };
            if let (Some(x), Some(w3)) = (r, m) {
                ratios.push(x);
                *total += w3;
            }
            (m, r)
        };
        let (whole, rw) = to_nvvm(whole, &mut r_whole, &mut tot_whole);
        let (inproc, ri) = to_nvvm(inproc, &mut r_inproc, &mut tot_inproc);
        if let (Some(x), Some(n)) = (rn, n) {
            r_nvvm.push(x);
            tot_n += n;
        }
        if let (Some(x), Some(l)) = (rl, l) {
            r_llc.push(x);
            tot_l += l;
        }
        tot_w += w;
        let cell = |d: Option<Duration>| d.map_or("n/a".to_string(), |d| format!("{:.2}", ms(d)));
        let phases: Vec<String> = med.iter().map(|d| format!("{:.2}", ms(*d))).collect();
        println!(
            "| {stem} | {} | {:.2} | {}→{} | {}→{} | {} ({}) | {} | {} | {} | {} | {} | {} | {} | {} |",
            phases.join(" | "),
            ms(w),
            r.lifted.0,
            r.saturated.0,
            r.lifted.1,
            r.saturated.1,
            r.iterations,
            r.stop,
            cell(n),
            cell(l),
            rn.map_or("n/a".into(), |x| format!("{x:.3}")),
            rl.map_or("n/a".into(), |x| format!("{x:.3}")),
            cell(inproc),
            ri.map_or("n/a".into(), |x| format!("{x:.3}")),
            cell(whole),
            rw.map_or("n/a".into(), |x| format!("{x:.3}")),
        );
    }
    println!();
    let parts: Vec<String> = PHASES
        .iter()
        .zip(phase_total)
        .map(|(p, d)| format!("{p} {:.1}", ms(d)))
        .collect();
    println!("phase totals (ms): {}", parts.join(", "));
    println!(
        "totals: warpsat -O2 {:.1} ms in process, libNVVM -O3 {:.1} ms in process, llc-16 -O3 {:.1} ms as processes",
        ms(tot_w),
        ms(tot_n),
        ms(tot_l)
    );
    println!(
        "geometric-mean ratio warpsat -O2 / libNVVM -O3: {:.3} over {} kernels; warpsat -O2 / llc-16 -O3: {:.3} over {} kernels",
        geomean(&r_nvvm),
        r_nvvm.len(),
        geomean(&r_llc),
        r_llc.len()
    );
    if !r_inproc.is_empty() {
        println!(
            "whole -O3 pipeline in process (the driver's compile, median of {} runs, {:.1} ms): geometric-mean ratio to libNVVM -O3 {:.3} over {} kernels",
            runs.max(2),
            ms(tot_inproc),
            geomean(&r_inproc),
            r_inproc.len()
        );
    }
    if !r_whole.is_empty() {
        println!(
            "whole -O3 pipeline in a fresh process (target/release/warpsat, --time-passes total, {:.1} ms): geometric-mean ratio to libNVVM -O3 {:.3} over {} kernels",
            ms(tot_whole),
            geomean(&r_whole),
            r_whole.len()
        );
    }
}
