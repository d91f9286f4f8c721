//! The extractors side by side on every corpus kernel with a harness
//! spec: the default `-O3` (occupancy: DAG extraction plus the
//! occupancy-aware rematerialization rounds), the plain DAG extractor and
//! the ILP extractor (the exact DAG-cost optimum, bounded in time), each
//! through the whole `-O3` pipeline, measured by `warpsat explore`'s
//! machinery: ptxas registers, predicted registers, the PTX interpreter's
//! latency-weighted dynamic instructions, and interpreter equivalence.
//!
//! `cargo run --release -p bench --bin extractor-bench [-- ARCH [ILP_MS]]`
//! (defaults: sm_80, 5000 ms per ILP extraction) prints a markdown report:
//! per kernel the three programs' figures, how the ILP solver ended (and
//! its largest gap), the number of distinct programs among all explore
//! variants (chaos seeds left out), and whether `-O3` is on the Pareto
//! front; then geometric means of ILP / DAG and -O3 / DAG over the
//! kernels where every ILP extraction was proven optimal. Needs ptxas
//! (`scripts/setup-tools.sh`) for the register columns.

use std::path::PathBuf;

use bench::geomean;
use driver::explore::{explore_rows, ExploreArgs, Row};
use rewrites::extract::ilp::{IlpReport, IlpStatus};

fn find<'a>(rows: &'a [Row], label: &str) -> Option<&'a Row> {
    rows.iter().find(|r| r.labels.iter().any(|l| l == label))
}

fn cell(r: Option<&Row>) -> String {
    match r {
        Some(r) if r.equivalent => format!(
            "{} / {} / {:.0}",
            r.ptxas.map_or("n/a".into(), |x| x.to_string()),
            r.predicted.map_or("n/a".into(), |x| x.to_string()),
            r.weighted.unwrap_or(0.0)
        ),
        Some(r) => format!("FAILED: {}", r.note),
        None => "n/a".into(),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let arch = args.get(1).cloned().unwrap_or_else(|| "sm_80".into());
    let ilp_ms: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(5000);
    let corpus = driver::compare::default_corpus();
    let mut out = String::new();
    out += &format!(
        "# Extractors on the corpus ({arch}, -O3 pipeline, ILP limit {ilp_ms} ms per extraction)\n\n\
         Each cell: ptxas registers / predicted registers / latency-weighted dynamic instructions.\n\n\
         | kernel | -O3 (occupancy) | dag | ilp | ilp solver | distinct | -O3 on front |\n\
         |---|---|---|---|---|---|---|\n"
    );
    let mut ilp_vs_dag = (Vec::new(), Vec::new(), Vec::new());
    let mut o3_vs_dag = (Vec::new(), Vec::new());
    let mut counts = (0, 0, 0);
    for ((stem, kernel), _) in driver::compare::spec_index() {
        let input: PathBuf = corpus.join(format!("{stem}.ll"));
        if !input.exists() {
            continue;
        }
        let ea = ExploreArgs {
            input,
            arch: arch.clone(),
            chaos: 0,
            spec: None,
            svg: None,
            kernel: Some(kernel.clone()),
            ilp_time_limit: ilp_ms,
        };
        eprintln!("extractor-bench: {stem} @{kernel}");
        let rows = match explore_rows(&ea) {
            Ok(r) => r,
            Err(e) => {
                out += &format!("| {stem} @{kernel} | error: {e} | | | | | |\n");
                continue;
            }
        };
        let (o3, dag, ilp) = (
            find(&rows, "-O3"),
            find(&rows, "dag/latency"),
            find(&rows, "ilp/latency"),
        );
        let reports: Vec<IlpReport> = ilp.map(|r| r.ilp.clone()).unwrap_or_default();
        let optimal = !reports.is_empty() && reports.iter().all(|r| r.status == IlpStatus::Optimal);
        let gap = reports.iter().filter_map(|r| r.gap).fold(0.0f64, f64::max);
        let solver = if optimal {
            counts.0 += 1;
            "optimal".to_string()
        } else if reports.iter().any(|r| r.status == IlpStatus::TooLarge) {
            counts.2 += 1;
            "too large".to_string()
        } else {
            counts.1 += 1;
            format!("time limit (gap {:.1}%)", gap * 100.0)
        };
        let on_front = o3.is_some_and(|r| r.front);
        out += &format!(
            "| {stem} @{kernel} | {} | {} | {} | {solver} | {} | {} |\n",
            cell(o3),
            cell(dag),
            cell(ilp),
            rows.len(),
            if on_front { "yes" } else { "no" }
        );
        let w = |r: Option<&Row>| r.filter(|r| r.equivalent).and_then(|r| r.weighted);
        let regs = |r: Option<&Row>| r.filter(|r| r.equivalent).and_then(|r| r.ptxas);
        if let (true, Some(a), Some(b)) = (optimal, w(ilp), w(dag)) {
            ilp_vs_dag.0.push(a / b);
            let cost: f64 = reports
                .iter()
                .map(|r| r.cost / r.greedy.max(1e-9))
                .product();
            ilp_vs_dag.2.push(cost);
            if let (Some(x), Some(y)) = (regs(ilp), regs(dag)) {
                ilp_vs_dag.1.push(f64::from(x) / f64::from(y));
            }
        }
        if let (Some(a), Some(b)) = (w(o3), w(dag)) {
            o3_vs_dag.0.push(a / b);
            if let (Some(x), Some(y)) = (regs(o3), regs(dag)) {
                o3_vs_dag.1.push(f64::from(x) / f64::from(y));
            }
        }
    }
    out += &format!(
        "\nILP solver: {} kernels optimal, {} stopped by the time limit, {} too large.\n\n\
         | geometric mean | extraction DAG cost | ptxas registers | weighted dynamic instructions | kernels |\n\
         |---|---|---|---|---|\n\
         | ilp / dag (ILP optimal) | {:.4} | {:.4} | {:.4} | {} |\n\
         | -O3 / dag | | {:.4} | {:.4} | {} |\n",
        counts.0,
        counts.1,
        counts.2,
        geomean(&ilp_vs_dag.2),
        geomean(&ilp_vs_dag.1),
        geomean(&ilp_vs_dag.0),
        ilp_vs_dag.0.len(),
        geomean(&o3_vs_dag.1),
        geomean(&o3_vs_dag.0),
        o3_vs_dag.0.len(),
    );
    print!("{out}");
}
