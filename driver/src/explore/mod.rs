//! `warpsat explore KERNEL.ll`: equivalent programs of one kernel from
//! different extractions, measured, with their Pareto front over
//! predicted registers x latency-weighted dynamic instructions.
//!
//! Each variant is the whole `-O3` pipeline with another `--extractor`
//! and `--cost` (the DAG, occupancy and ILP extractors under the latency,
//! pressure and occupancy costs, a sweep of `blend:W` register prices,
//! and `-k` chaos seeds). Variants that print the same PTX for the kernel
//! are one row. A row gives warpsat's register prediction, ptxas's
//! registers and occupancy (when ptxas is installed), the PTX
//! interpreter's dynamic and latency-weighted instruction counts, and
//! whether the kernel's buffers equal the nvvm interpreter's run of the
//! input. The front is taken over the equivalent rows; the default `-O3`
//! row is marked whether or not it is on it.
//!
//! Invariant: the report is deterministic (variants in a fixed order,
//! every run seeded by the spec), except the ILP row when its solver hits
//! its time limit (its gap is then in `--egraph-stats`).

mod svg;

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use cost::tables::Sm;
use interp::diff::{compare, run_module, run_ptx_text, Tolerance};
use interp::spec::Spec;

use crate::compare::measure::{self, Flags};
use crate::compare::tools::Tools;

/// Options of `explore`.
#[derive(clap::Args, Debug, Clone)]
pub struct ExploreArgs {
    /// The kernel's module (LLVM IR, either pointer form).
    pub input: PathBuf,
    /// Target GPU architecture.
    #[arg(long, default_value = "sm_80")]
    pub arch: String,
    /// Chaos-extraction seeds to add (random valid choices: far from the
    /// front, they show what the extractors avoid).
    #[arg(short = 'k', long = "chaos", value_name = "N", default_value_t = 4)]
    pub chaos: u32,
    /// The launch and arguments (tests/harness/*.spec); default: the
    /// harness spec whose `corpus` line names the input's stem.
    #[arg(long, value_name = "FILE")]
    pub spec: Option<PathBuf>,
    /// Write the plot here (SVG); default: `<stem>.explore.svg` in the
    /// current directory.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
    /// The kernel to measure, when the harness has specs for several.
    #[arg(long)]
    pub kernel: Option<String>,
    /// Time limit of each ILP extraction, in milliseconds.
    #[arg(long, value_name = "MS", default_value_t = 5000)]
    pub ilp_time_limit: u64,
}

/// One way of extracting.
#[derive(Clone, Debug)]
struct Variant {
    label: String,
    args: Vec<String>,
}

/// How far a float may differ from the input's run: contraction into
/// `fma` rounds once instead of twice (the corpus tests' tolerance).
const TOLERANCE: Tolerance = Tolerance {
    rel: 1e-5,
    abs: 1e-5,
};

/// The register prices (cycles) the `blend:W` sweep tries.
const BLEND_SWEEP: [f64; 5] = [0.5, 2.0, 8.0, 32.0, 128.0];

fn variants(k: u32, ilp_ms: u64) -> Vec<Variant> {
    let v = |label: &str, args: &[&str]| Variant {
        label: label.to_string(),
        args: args.iter().map(|a| a.to_string()).collect(),
    };
    let mut out = vec![
        v("-O3", &[]),
        v("dag/latency", &["--extractor=dag"]),
        v("dag/pressure", &["--extractor=dag", "--cost=pressure"]),
        v("dag/occupancy", &["--extractor=dag", "--cost=occupancy"]),
        v("occupancy/pressure", &["--cost=pressure"]),
        v("occupancy/occupancy", &["--cost=occupancy"]),
    ];
    let limit = format!("--ilp-time-limit={ilp_ms}");
    out.push(Variant {
        label: "ilp/latency".into(),
        args: vec!["--extractor=ilp".into(), limit.clone()],
    });
    out.push(Variant {
        label: "ilp/occupancy".into(),
        args: vec!["--extractor=ilp".into(), "--cost=occupancy".into(), limit],
    });
    for w in BLEND_SWEEP {
        out.push(Variant {
            label: format!("dag/blend:{w}"),
            args: vec!["--extractor=dag".into(), format!("--cost=blend:{w}")],
        });
    }
    for seed in 1..=k {
        out.push(Variant {
            label: format!("chaos:{seed}"),
            args: vec![format!("--extractor=chaos:{seed}")],
        });
    }
    out
}

/// One distinct program and its figures.
#[derive(Clone, Debug, Default)]
pub struct Row {
    /// The variants that produced it.
    pub labels: Vec<String>,
    /// warpsat's register prediction for the kernel.
    pub predicted: Option<u32>,
    /// ptxas's registers.
    pub ptxas: Option<u32>,
    /// Occupancy from ptxas's registers, percent.
    pub occupancy: Option<f64>,
    /// Dynamic PTX instructions.
    pub dyn_insts: Option<u64>,
    /// Latency-weighted dynamic instructions.
    pub weighted: Option<f64>,
    /// The kernel's buffers equal the input's (floats within [`TOLERANCE`]).
    pub equivalent: bool,
    /// On the Pareto front.
    pub front: bool,
    /// Why a figure is missing or the check failed.
    pub note: String,
    /// What the ILP extractions of the variants making it did.
    pub ilp: Vec<rewrites::extract::ilp::IlpReport>,
}

impl Row {
    fn point(&self) -> Option<(f64, f64)> {
        match (self.predicted, self.weighted) {
            (Some(r), Some(w)) if self.equivalent => Some((f64::from(r), w)),
            _ => None,
        }
    }

    /// True for the default `-O3` program.
    pub fn is_default(&self) -> bool {
        self.labels.iter().any(|l| l == "-O3")
    }
}

/// Marks the rows no other equivalent row dominates (no more registers
/// and no more weighted instructions, fewer of one).
fn mark_front(rows: &mut [Row]) {
    let pts: Vec<Option<(f64, f64)>> = rows.iter().map(Row::point).collect();
    for (i, r) in rows.iter_mut().enumerate() {
        let Some(p) = pts[i] else { continue };
        r.front = !pts
            .iter()
            .flatten()
            .any(|q| q.0 <= p.0 && q.1 <= p.1 && (q.0 < p.0 || q.1 < p.1));
    }
}

fn spec_for(args: &ExploreArgs) -> Result<Spec, String> {
    if let Some(p) = &args.spec {
        let text = std::fs::read_to_string(p).map_err(|e| format!("{}: {e}", p.display()))?;
        return Spec::parse(&text).map_err(|e| format!("{}: {e}", p.display()));
    }
    let stem = args
        .input
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let kernel = args.kernel.as_deref();
    crate::compare::spec_index()
        .into_iter()
        .find(|((c, k), _)| *c == stem && kernel.is_none_or(|want| want == k))
        .map(|(_, (s, _))| s)
        .ok_or_else(|| {
            format!(
                "no harness spec names '{stem}'{} (tests/harness/*.spec with `corpus {stem}`): \
                 pass one with --spec FILE",
                kernel.map_or(String::new(), |k| format!(" with kernel {k}"))
            )
        })
}

/// The predicted registers of `kernel` in `ptx`.
fn predicted(ptx: &str, kernel: &str, sm: Sm, block: u32) -> Result<u32, String> {
    let m = ptx::parse::parse_ptx("explore.ptx", ptx).map_err(|e| e.to_string())?;
    let f = m
        .funcs
        .iter()
        .find(|f| f.name == kernel && !f.is_decl)
        .ok_or_else(|| format!("no kernel {kernel} in the PTX"))?;
    let p = cost::ptx::compute_with_callees_for(&m, f, sm);
    Ok(cost::ptx::predict_ptx_registers(&p, f, sm, block).regs)
}

/// Measures every variant of `args.input` and returns the rows (distinct
/// programs, first-produced order) with the front marked.
pub fn explore_rows(args: &ExploreArgs) -> Result<Vec<Row>, String> {
    let sm = Sm::parse(&args.arch).map_err(|e| e.to_string())?;
    let name = args.input.to_string_lossy().into_owned();
    let src = std::fs::read_to_string(&args.input).map_err(|e| format!("{name}: {e}"))?;
    let module = llvm::import::import(&name, &src).map_err(|e| e.to_string())?;
    let spec = spec_for(args)?;
    let kernel = spec.kernel.clone();
    let want = run_module(&module, &spec).map_err(|e| format!("the input does not run: {e}"))?;
    let tools = Tools::find();
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let weights = measure::Weights::new(sm);
    let block = measure::block_size(&module, &kernel, None);
    let mut rows: Vec<Row> = Vec::new();
    let mut texts: Vec<String> = Vec::new();
    for (i, v) in variants(args.chaos, args.ilp_time_limit)
        .into_iter()
        .enumerate()
    {
        let flags = Flags {
            warpsat_args: v.args.clone(),
            ..Flags::default()
        };
        eprintln!("explore: {name}: {}", v.label);
        let (ptx, ilp) = match measure::warpsat_compile_report(&name, &src, 3, &args.arch, &flags) {
            Ok((p, rep)) => (p, rep.egraph.into_iter().flat_map(|st| st.ilp).collect()),
            Err(e) => {
                rows.push(Row {
                    labels: vec![v.label],
                    note: format!("compile: {}", e.lines().next().unwrap_or("")),
                    ..Row::default()
                });
                texts.push(String::new());
                continue;
            }
        };
        if let Some(k) = texts.iter().position(|t| *t == ptx) {
            rows[k].labels.push(v.label);
            rows[k].ilp.extend(ilp);
            continue;
        }
        let mut row = Row {
            labels: vec![v.label],
            ilp,
            ..Row::default()
        };
        match predicted(&ptx, &kernel, sm, block) {
            Ok(r) => row.predicted = Some(r),
            Err(e) => row.note = e,
        }
        if tools.ptxas.is_some() {
            match measure::assemble(&tools, dir.path(), &format!("v{i}"), &ptx, &args.arch) {
                Ok(a) => {
                    if let Some(f) = a.funcs.get(&kernel) {
                        row.ptxas = f.regs;
                        row.occupancy = f.regs.map(|r| {
                            measure::occupancy_percent(
                                sm,
                                r,
                                block,
                                f.smem.unwrap_or(0),
                                spec.dyn_smem,
                            )
                        });
                    }
                }
                Err(e) => row.note = format!("ptxas: {}", e.lines().next().unwrap_or("")),
            }
        }
        match run_ptx_text("explore.ptx", &ptx, &spec) {
            Ok(got) => {
                row.dyn_insts = Some(got.stats.insts);
                row.weighted = Some(weights.weigh(&got.stats));
                match compare(&want, &got, Some(TOLERANCE)) {
                    Ok(()) => row.equivalent = true,
                    Err(m) => row.note = format!("differs from the input: {m}"),
                }
            }
            Err(e) => row.note = format!("interpreter: {e}"),
        }
        rows.push(row);
        texts.push(ptx);
    }
    mark_front(&mut rows);
    Ok(rows)
}

fn cell<T: std::fmt::Display>(v: Option<T>) -> String {
    v.map_or_else(|| "n/a".to_string(), |x| x.to_string())
}

/// The table of `rows`.
pub fn table(rows: &[Row], input: &Path, arch: &str) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "# explore {} ({arch}): {} distinct programs; * = on the Pareto front \
         (predicted registers x weighted dynamic instructions), O3 = the default -O3 result\n",
        input.display(),
        rows.len()
    );
    let _ = writeln!(
        s,
        "| front | variants | predicted regs | ptxas regs | occupancy % | dyn insts | weighted | equivalent | note |"
    );
    let _ = writeln!(s, "|---|---|---|---|---|---|---|---|---|");
    for r in rows {
        let mark = match (r.front, r.is_default()) {
            (true, true) => "* O3",
            (true, false) => "*",
            (false, true) => "O3",
            _ => "",
        };
        let _ = writeln!(
            s,
            "| {mark} | {} | {} | {} | {} | {} | {} | {} | {} |",
            r.labels.join(", "),
            cell(r.predicted),
            cell(r.ptxas),
            cell(r.occupancy.map(|o| format!("{o:.1}"))),
            cell(r.dyn_insts),
            cell(r.weighted.map(|w| format!("{w:.0}"))),
            if r.equivalent { "yes" } else { "no" },
            r.note
        );
    }
    s
}

/// `warpsat explore`: the table on standard output, the plot to a file.
pub fn run_explore(args: &ExploreArgs) -> Result<String, String> {
    let rows = explore_rows(args)?;
    let stem = args
        .input
        .file_stem()
        .map_or_else(|| "kernel".into(), |s| s.to_string_lossy().into_owned());
    let svg_path = args
        .svg
        .clone()
        .unwrap_or_else(|| PathBuf::from(format!("{stem}.explore.svg")));
    let plot = svg::plot(&rows, &format!("{stem} ({})", args.arch));
    crate::output::write_output(&svg_path, plot.as_bytes())
        .map_err(|e| format!("{}: {e}", svg_path.display()))?;
    let mut t = table(&rows, &args.input, &args.arch);
    let _ = writeln!(t, "\nplot: {}", svg_path.display());
    Ok(t)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(label: &str, regs: u32, w: f64, eq: bool) -> Row {
        Row {
            labels: vec![label.into()],
            predicted: Some(regs),
            weighted: Some(w),
            equivalent: eq,
            ..Row::default()
        }
    }

    #[test]
    fn the_front_keeps_exactly_the_undominated_equivalent_rows() {
        let mut rows = vec![
            row("a", 10, 100.0, true),
            row("b", 12, 90.0, true),
            row("c", 12, 100.0, true), // dominated by a and b
            row("d", 8, 50.0, false),  // would dominate all, but differs
            row("e", 10, 100.0, true), // equal to a: both stay
        ];
        mark_front(&mut rows);
        let front: Vec<&str> = rows
            .iter()
            .filter(|r| r.front)
            .map(|r| r.labels[0].as_str())
            .collect();
        assert_eq!(front, ["a", "b", "e"]);
    }
}
