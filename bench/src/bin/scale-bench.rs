//! How compile time scales with kernel size, on the synthetic shapes of
//! `bench::shapes` (a dependence chain, a constant-laden sum, a
//! DAG using each value twice, and loops nested n/5 deep).
//!
//! `cargo run --release -p bench --bin scale-bench [-- RUNS [SIZES [CAP [SHAPES]]]]`
//! (SHAPES: a comma-separated subset of `ops,sum,dag,nest`)
//!
//! 1. The e-graph pass phase by phase (lift, saturate, extract, elaborate),
//!    in process, at N = 500 .. 8000, median of RUNS (default 3) runs. A
//!    phase growing faster than N log N shows as a ratio to the previous
//!    row well above 2.
//! 2. Whole compiles at -O3 for sm_80 as processes, at SIZES operations
//!    (default `1000,5000,20000,50000`): warpsat's wall time (the fastest
//!    of RUNS runs, as a 2-core machine's noise only ever adds), time per
//!    operation, its ratio to the smallest size, and peak memory; beside
//!    it llc-16 -O3 on the same file and libNVVM -opt=3 on warpsat's NVVM
//!    IR export of it (through scripts/nvvm-compile.py, so Python's start
//!    is included). Each process is stopped after CAP seconds (default
//!    120) and shown as `>CAP`.

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use bench::measure::{run_capped, Outcome};
use bench::shapes::{kernel, SHAPES};
use bench::{median, ms, tools};
use rewrites::EgraphConfig;

/// Phase times (lift, saturate, extract, elaborate) and saturated sizes.
fn run(src: &str) -> ([Duration; 4], (usize, usize)) {
    let mut m = llvm::import::import("k.ll", src).expect("the kernel imports");
    let stats = rewrites::optimize_module(&mut m, &EgraphConfig::default());
    let s = &stats[0];
    assert!(s.fallback.is_none(), "{:?}", s.fallback);
    (s.times, s.saturated)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let runs: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(3);
    let sizes: Vec<usize> = args
        .get(2)
        .map(|a| a.split(',').filter_map(|x| x.parse().ok()).collect())
        .unwrap_or_else(|| vec![1000, 5000, 20000, 50000]);
    let cap = Duration::from_secs(args.get(3).and_then(|a| a.parse().ok()).unwrap_or(120));
    let shapes: Vec<&str> = match args.get(4) {
        Some(a) => SHAPES
            .into_iter()
            .filter(|s| a.split(',').any(|x| x == *s))
            .collect(),
        None => SHAPES.to_vec(),
    };
    phases(runs, &shapes);
    whole_compiles(&sizes, cap, runs, &shapes);
}

fn phases(runs: usize, shapes: &[&str]) {
    println!("# e-graph pass phases, median of {runs} runs (ms)\n");
    println!("| shape | N | classes | nodes | lift | saturate | extract | elaborate | total | total / previous |");
    println!("|---|---|---|---|---|---|---|---|---|---|");
    for &shape in shapes {
        let mut previous: Option<Duration> = None;
        for n in [500, 1000, 2000, 4000, 8000] {
            let src = kernel(shape, n);
            let mut per: Vec<Vec<Duration>> = vec![Vec::new(); 4];
            let mut size = (0, 0);
            for _ in 0..runs {
                let (t, sz) = run(&src);
                for k in 0..4 {
                    per[k].push(t[k]);
                }
                size = sz;
            }
            let med: Vec<Duration> = per.into_iter().map(median).collect();
            let total: Duration = med.iter().sum();
            let ratio = previous.map_or("".to_string(), |p| {
                format!("{:.2}", total.as_secs_f64() / p.as_secs_f64().max(1e-9))
            });
            println!(
                "| {shape} | {n} | {} | {} | {:.1} | {:.1} | {:.1} | {:.1} | {:.1} | {ratio} |",
                size.0,
                size.1,
                ms(med[0]),
                ms(med[1]),
                ms(med[2]),
                ms(med[3]),
                ms(total)
            );
            previous = Some(total);
        }
    }
}

/// A cell for a capped run: seconds, or `>CAP`, or `failed`.
fn secs(o: Outcome, cap: Duration) -> String {
    match o {
        Outcome::Done(t, _) => format!("{:.2}", t.as_secs_f64()),
        Outcome::Capped(_) => format!(">{}", cap.as_secs()),
        Outcome::Failed => "failed".into(),
    }
}

fn whole_compiles(sizes: &[usize], cap: Duration, runs: usize, shapes: &[&str]) {
    let warpsat = tools::repo_root().join("target/release/warpsat");
    let llc = tools::tool("WARPSAT_LLC");
    let libnvvm = tools::tool_var("WARPSAT_LIBNVVM");
    let script = tools::repo_root().join("scripts/nvvm-compile.py");
    if llc.is_none() || libnvvm.is_none() {
        eprintln!(
            "note: llc-16 or libNVVM not found; run scripts/setup-tools.sh for their columns"
        );
    }
    println!(
        "\n# whole compiles at -O3 for sm_80 (processes; cap {} s)\n",
        cap.as_secs()
    );
    println!(
        "| shape | ops | warpsat s | us/op | us/op vs first | peak MB | llc-16 s | libNVVM s |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    for &shape in shapes {
        let mut first: Option<f64> = None;
        for &n in sizes {
            let ll = d.join(format!("{shape}{n}.ll"));
            std::fs::write(&ll, kernel(shape, n)).expect("write kernel");
            let mut w = Outcome::Failed;
            for _ in 0..runs.max(1) {
                let o = run_capped(
                    Command::new(&warpsat)
                        .arg(&ll)
                        .args(["-O3", "--arch", "sm_80", "-o"])
                        .arg(d.join("w.ptx")),
                    cap,
                );
                w = match (w, o) {
                    (Outcome::Done(a, ra), Outcome::Done(b, rb)) => {
                        Outcome::Done(a.min(b), ra.max(rb))
                    }
                    (Outcome::Failed, o) => o,
                    (keep, _) => keep,
                };
                if !matches!(w, Outcome::Done(..)) {
                    break;
                }
            }
            let (per_op, rel, peak) = match w {
                Outcome::Done(t, rss) => {
                    let us = t.as_secs_f64() * 1e6 / n as f64;
                    let f = *first.get_or_insert(us);
                    (
                        format!("{us:.1}"),
                        format!("{:.2}", us / f),
                        format!("{:.0}", rss as f64 / 1048576.0),
                    )
                }
                _ => ("".into(), "".into(), "".into()),
            };
            let l = llc.as_ref().map_or("n/a".to_string(), |llc| {
                secs(
                    run_capped(
                        Command::new(llc)
                            .args(["-O3", "-march=nvptx64", "-mcpu=sm_80"])
                            .arg(&ll)
                            .arg("-o")
                            .arg(d.join("l.ptx")),
                        cap,
                    ),
                    cap,
                )
            });
            let v = libnvvm.as_ref().map_or("n/a".to_string(), |lib| {
                libnvvm_cell(&warpsat, &script, lib, &ll, d, cap)
            });
            println!(
                "| {shape} | {n} | {} | {per_op} | {rel} | {peak} | {l} | {v} |",
                secs(w, cap)
            );
        }
    }
}

/// libNVVM -opt=3 on warpsat's NVVM IR 2.0 export of `ll`.
fn libnvvm_cell(
    warpsat: &Path,
    script: &Path,
    lib: &str,
    ll: &Path,
    d: &Path,
    cap: Duration,
) -> String {
    let nvvm = d.join("k.nvvm.ll");
    let export = run_capped(
        Command::new(warpsat)
            .arg(ll)
            .args(["-O0", "--emit", "nvvm-ir", "-o"])
            .arg(&nvvm),
        cap,
    );
    if !matches!(export, Outcome::Done(..)) {
        return "export failed".into();
    }
    secs(
        run_capped(
            Command::new("python3")
                .arg(script)
                .args(["--lib", lib, "--no-libdevice"])
                .arg(&nvvm)
                .args(["-arch=compute_80", "-opt=3", "-o"])
                .arg(d.join("n.ptx")),
            cap,
        ),
        cap,
    )
}
