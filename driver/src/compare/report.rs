//! The comparison's outputs: per-arch markdown tables, a CSV with one row
//! per kernel x compiler x arch, and the summary of geometric-mean ratios.
//!
//! Every figure is a number or `n/a`.

use std::collections::BTreeMap;
use std::fmt::Write;

use super::measure::{Compiler, Metrics};
use super::Row;

/// Everything a run produced.
#[derive(Clone, Debug)]
pub struct Report {
    /// Architectures, in the order asked.
    pub arches: Vec<String>,
    /// Compilers, warpsat's levels first.
    pub compilers: Vec<Compiler>,
    /// One row per arch x file x kernel x compiler.
    pub rows: Vec<Row>,
    /// Missing-tool messages.
    pub missing: Vec<String>,
    /// Files that could not be compared at all, with the reason.
    pub skipped: Vec<String>,
    /// Compile-time runs per compiler.
    pub runs: u32,
    /// Every compiler ran in fast-math mode (`--use_fast_math`).
    pub fast_math: bool,
    /// `-opt` knobs given to warpsat alone (`--warpsat-opt`).
    pub warpsat_opt: Vec<String>,
    /// Wall time of the whole run.
    pub elapsed_s: f64,
    /// The device, with `--gpu`.
    pub gpu: Option<GpuInfo>,
}

/// How the kernels were run on the GPU (`--gpu`).
#[derive(Clone, Debug)]
pub struct GpuInfo {
    /// [`crate::gpu::Gpu::describe`].
    pub device: String,
    /// `--scale`.
    pub scale: u64,
    /// Timed launches per kernel and compiler.
    pub runs: u32,
    /// Untimed launches before them.
    pub warmup: u32,
}

/// Headers of the GPU columns of the per-kernel tables (`--gpu`).
pub const GPU_COLUMNS: [&str; 5] = ["scale", "GPU us", "GPU min us", "GPU max us", "check"];

/// The CSV columns `--gpu` adds before `note`.
pub const CSV_GPU_COLUMNS: &str = "gpu_scale,gpu_us_median,gpu_us_min,gpu_us_max,gpu_check";

/// The GPU cells of one row, in [`GPU_COLUMNS`] order.
pub fn gpu_cells(m: &Metrics) -> Vec<String> {
    match &m.gpu {
        None => vec!["n/a".to_string(); GPU_COLUMNS.len()],
        Some(g) => vec![
            g.scale.to_string(),
            format!("{:.2}", g.median_ms * 1e3),
            format!("{:.2}", g.min_ms * 1e3),
            format!("{:.2}", g.max_ms * 1e3),
            if g.mismatch.is_none() { "ok" } else { "FAIL" }.to_string(),
        ],
    }
}

/// The median GPU time of a row whose outputs matched the interpreter.
fn gpu_time(m: &Metrics) -> Option<f64> {
    m.gpu
        .as_ref()
        .filter(|g| g.mismatch.is_none())
        .map(|g| g.median_ms)
}

/// The summary metric of `--gpu`: median launch time; equal within 2%.
const GPU_METRIC: MetricDef = MetricDef {
    name: "GPU time",
    get: gpu_time,
    better: Better::Lower,
    smooth: false,
    tolerance: 0.02,
};

/// `n/a` or the value.
fn fmt_opt<T>(v: Option<T>, f: impl Fn(T) -> String) -> String {
    v.map_or_else(|| "n/a".to_string(), f)
}

/// The table cells of one row's figures, in [`FIGURE_COLUMNS`] order.
pub fn figure_cells(m: &Metrics) -> Vec<String> {
    let int = |v: Option<u32>| fmt_opt(v, |x| x.to_string());
    vec![
        int(m.regs),
        int(m.spill_stores),
        int(m.spill_loads),
        int(m.stack),
        int(m.smem),
        int(m.sass),
        fmt_opt(m.occupancy, |x| format!("{x:.1}")),
        int(m.block),
        fmt_opt(m.dyn_insts, |x| x.to_string()),
        fmt_opt(m.dyn_weighted, |x| format!("{x:.0}")),
        int(m.mem_static),
        fmt_opt(m.mem_dyn, |x| x.to_string()),
        fmt_opt(m.compile_ms, |x| format!("{x:.2}")),
    ]
}

/// Headers of the figure columns of the markdown tables.
pub const FIGURE_COLUMNS: [&str; 13] = [
    "regs",
    "spill st B",
    "spill ld B",
    "stack B",
    "smem B",
    "SASS",
    "occupancy %",
    "block",
    "dyn insts",
    "dyn weighted",
    "mem static",
    "mem executed",
    "compile ms",
];

/// The CSV header.
pub const CSV_HEADER: &str = "arch,file,kernel,compiler,registers,spill_stores,spill_loads,\
stack,smem,sass,occupancy_pct,block_size,dyn_insts,dyn_weighted,mem_static,mem_dyn,compile_ms,note";

fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n']) {
        format!("\"{}\"", s.replace('"', "\"\"").replace('\n', " "))
    } else {
        s.to_string()
    }
}

/// How a metric compares: lower is better, or higher.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Better {
    Lower,
    Higher,
}

/// One summary metric.
struct MetricDef {
    name: &'static str,
    get: fn(&Metrics) -> Option<f64>,
    better: Better,
    /// Add 1 to both sides (for figures that are often 0).
    smooth: bool,
    /// Relative difference still counted as equal.
    tolerance: f64,
}

const METRICS: [MetricDef; 9] = [
    MetricDef {
        name: "registers",
        get: |m| m.regs.map(f64::from),
        better: Better::Lower,
        smooth: false,
        tolerance: 0.0,
    },
    MetricDef {
        name: "occupancy",
        get: |m| m.occupancy,
        better: Better::Higher,
        smooth: false,
        tolerance: 0.0,
    },
    MetricDef {
        name: "spill bytes (+1)",
        get: |m| m.spill_bytes().map(f64::from),
        better: Better::Lower,
        smooth: true,
        tolerance: 0.0,
    },
    MetricDef {
        name: "static SASS",
        get: |m| m.sass.map(f64::from),
        better: Better::Lower,
        smooth: false,
        tolerance: 0.0,
    },
    MetricDef {
        name: "dynamic insts",
        get: |m| m.dyn_insts.map(|x| x as f64),
        better: Better::Lower,
        smooth: false,
        tolerance: 0.0,
    },
    MetricDef {
        name: "dynamic weighted",
        get: |m| m.dyn_weighted,
        better: Better::Lower,
        smooth: false,
        tolerance: 0.0,
    },
    MetricDef {
        name: "memory insts (static)",
        get: |m| m.mem_static.map(f64::from),
        better: Better::Lower,
        smooth: false,
        tolerance: 0.0,
    },
    MetricDef {
        name: "memory insts (executed)",
        get: |m| m.mem_dyn.map(|x| x as f64),
        better: Better::Lower,
        smooth: false,
        tolerance: 0.0,
    },
    MetricDef {
        name: "compile time",
        get: |m| m.compile_ms,
        better: Better::Lower,
        smooth: false,
        tolerance: 0.05,
    },
];

/// Summary headers after `warpsat` and `baseline`.
pub fn summary_columns() -> Vec<&'static str> {
    METRICS.iter().map(|m| m.name).collect()
}

/// The baselines warpsat is compared with.
const BASELINES: [Compiler; 3] = [Compiler::Libnvvm, Compiler::Llc, Compiler::OptLlc];

/// Geometric mean of w/b and the better/equal/worse counts over `pairs`.
fn ratio_cell(def: &MetricDef, pairs: &[(f64, f64)]) -> String {
    let (mut logs, mut n) = (0.0, 0usize);
    let (mut better, mut equal, mut worse) = (0, 0, 0);
    for &(w, b) in pairs {
        let (w, b) = if def.smooth {
            (w + 1.0, b + 1.0)
        } else {
            (w, b)
        };
        if w > 0.0 && b > 0.0 {
            logs += (w / b).ln();
            n += 1;
        }
        let same = if def.tolerance > 0.0 {
            (w - b).abs() <= def.tolerance * b.abs().max(w.abs())
        } else {
            w == b
        };
        let w_lower = w < b;
        if same {
            equal += 1;
        } else if w_lower == (def.better == Better::Lower) {
            better += 1;
        } else {
            worse += 1;
        }
    }
    if pairs.is_empty() || n == 0 {
        return "n/a".into();
    }
    format!("{:.3} ({better}/{equal}/{worse})", (logs / n as f64).exp())
}

impl Report {
    fn rows_of<'a>(&'a self, arch: &'a str) -> impl Iterator<Item = &'a Row> + 'a {
        self.rows.iter().filter(move |r| r.arch == arch)
    }

    /// The summary: per arch, warpsat level x baseline, geometric-mean
    /// ratios warpsat/baseline with better/equal/worse counts.
    pub fn summary_markdown(&self) -> String {
        let mut s = String::new();
        let _ = writeln!(s, "# warpsat compare: summary\n");
        let kernels: std::collections::BTreeSet<(&str, &str)> = self
            .rows
            .iter()
            .map(|r| (r.file.as_str(), r.kernel.as_str()))
            .collect();
        let _ = writeln!(
            s,
            "{} kernels, arches {}, compilers {}{}; {} compile run(s) each; {:.1}s.\n",
            kernels.len(),
            self.arches.join(", "),
            self.compilers
                .iter()
                .map(|c| c.name())
                .collect::<Vec<_>>()
                .join(", "),
            if self.fast_math {
                " (all in fast-math mode)".to_string()
            } else {
                String::new()
            } + &if self.warpsat_opt.is_empty() {
                String::new()
            } else {
                format!(" (warpsat with -opt {})", self.warpsat_opt.join(" "))
            },
            self.runs,
            self.elapsed_s
        );
        let _ = writeln!(
            s,
            "Each cell: geometric mean of warpsat / baseline over the kernels where both \
have the figure, then (better/equal/worse) counts of kernels for warpsat. Lower is \
better except occupancy. Spill bytes (stores + loads) are smoothed as (w+1)/(b+1) \
because most are 0. Compile time is per file (median of the runs; warpsat and libNVVM \
in process, llc and opt+llc whole-process wall time) and counts as equal within 5%. \
Dynamic instructions are executed PTX instructions of the harness spec's launch; \
weighted ones count each by its class's latency in the cost tables (at least 1).\n"
        );
        for arch in &self.arches {
            let _ = writeln!(s, "## {arch}\n");
            let mut head = vec!["warpsat", "baseline"];
            head.extend(summary_columns());
            let _ = writeln!(s, "| {} |", head.join(" | "));
            let _ = writeln!(s, "|{}", "---|".repeat(head.len()));
            let by_key: BTreeMap<(&str, &str, Compiler), &Metrics> = self
                .rows_of(arch)
                .map(|r| ((r.file.as_str(), r.kernel.as_str(), r.compiler), &r.m))
                .collect();
            let keys: std::collections::BTreeSet<(&str, &str)> =
                by_key.keys().map(|(f, k, _)| (*f, *k)).collect();
            for w in self.compilers.iter().filter(|c| c.is_warpsat()) {
                for b in BASELINES {
                    let mut cells = vec![w.name(), b.name()];
                    for def in &METRICS {
                        let mut pairs = Vec::new();
                        let mut seen_files = std::collections::BTreeSet::new();
                        for &(f, k) in &keys {
                            if def.name == "compile time" && !seen_files.insert(f) {
                                continue;
                            }
                            let (Some(mw), Some(mb)) =
                                (by_key.get(&(f, k, *w)), by_key.get(&(f, k, b)))
                            else {
                                continue;
                            };
                            if let (Some(x), Some(y)) = ((def.get)(mw), (def.get)(mb)) {
                                pairs.push((x, y));
                            }
                        }
                        cells.push(ratio_cell(def, &pairs));
                    }
                    let _ = writeln!(s, "| {} |", cells.join(" | "));
                }
            }
            let _ = writeln!(s);
        }
        if !self.missing.is_empty() {
            let _ = writeln!(s, "Missing tools:\n");
            for m in &self.missing {
                let _ = writeln!(s, "- {m}");
            }
            let _ = writeln!(s);
        }
        if !self.skipped.is_empty() {
            let _ = writeln!(s, "Skipped files:\n");
            for m in &self.skipped {
                let _ = writeln!(s, "- {}", m.replace('\n', " "));
            }
            let _ = writeln!(s);
        }
        s
    }

    /// `--gpu`: per arch, each kernel's median launch time per compiler
    /// (with the fastest and slowest launch), warpsat's ratios to libNVVM
    /// and llc, and their geometric means. Empty without `--gpu`.
    pub fn gpu_markdown(&self) -> String {
        let Some(info) = &self.gpu else {
            return String::new();
        };
        let mut s = String::new();
        let _ = writeln!(
            s,
            "# GPU runtime
"
        );
        let _ = writeln!(
            s,
            "On {}. Each kernel's harness spec grown by --scale {} where its `scale` line allows (column K: the factor used); per compiler the median of {} timed launches (CUDA events around each launch, inputs restored before each, after {} warm-up launches) in microseconds, with the fastest and slowest launch. Outputs are checked against the nvvm interpreter on the same inputs (relative 1e-5 plus absolute 1e-5, black_scholes 1e-4, or the spec's `tolerance` line; a spec's `unordered` buffers as sorted lists, its `mismatches` fraction of elements allowed to differ); a FAIL row's time is left out of the ratios. Ratios are warpsat / baseline (below 1: warpsat faster); geometric means over the kernels where both ran and matched, then (better/equal/worse) counts, equal within 2%.\n",
            info.device, info.scale, info.runs, info.warmup
        );
        let warpsat: Vec<Compiler> = self
            .compilers
            .iter()
            .copied()
            .filter(|c| c.is_warpsat())
            .collect();
        let baselines: Vec<Compiler> = [Compiler::Libnvvm, Compiler::Llc]
            .into_iter()
            .filter(|b| self.compilers.contains(b))
            .collect();
        for arch in &self.arches {
            let by_key: BTreeMap<(&str, &str, Compiler), &Metrics> = self
                .rows_of(arch)
                .map(|r| ((r.file.as_str(), r.kernel.as_str(), r.compiler), &r.m))
                .collect();
            let mut keys: Vec<(&str, &str)> = Vec::new();
            for r in self.rows_of(arch) {
                if !keys.contains(&(r.file.as_str(), r.kernel.as_str())) {
                    keys.push((r.file.as_str(), r.kernel.as_str()));
                }
            }
            let _ = writeln!(s, "## {arch}: GPU time per kernel (us)\n");
            let mut head: Vec<String> = vec!["file".into(), "kernel".into(), "K".into()];
            head.extend(self.compilers.iter().map(|c| c.name()));
            for w in &warpsat {
                for b in &baselines {
                    head.push(format!("{}/{}", w.name(), b.name()));
                }
            }
            let _ = writeln!(s, "| {} |", head.join(" | "));
            let _ = writeln!(s, "|{}", "---|".repeat(head.len()));
            for &(f, k) in &keys {
                let cells = self.gpu_cells(&by_key, (f, k), &warpsat, &baselines);
                let _ = writeln!(s, "| {} |", cells.join(" | "));
            }
            let _ = writeln!(s);
            let _ = writeln!(s, "## {arch}: GPU time, geometric means\n");
            let _ = writeln!(s, "| warpsat | baseline | GPU time |");
            let _ = writeln!(s, "|---|---|---|");
            for w in &warpsat {
                for b in BASELINES {
                    let pairs: Vec<(f64, f64)> = keys
                        .iter()
                        .filter_map(|&(f, k)| {
                            let x = gpu_time(by_key.get(&(f, k, *w))?)?;
                            let y = gpu_time(by_key.get(&(f, k, b))?)?;
                            Some((x, y))
                        })
                        .collect();
                    let _ = writeln!(
                        s,
                        "| {} | {} | {} |",
                        w.name(),
                        b.name(),
                        ratio_cell(&GPU_METRIC, &pairs)
                    );
                }
            }
            let _ = writeln!(s);
        }
        s
    }

    /// One kernel's GPU row: scale, each compiler's median (fastest-slowest)
    /// and the warpsat/baseline ratios.
    fn gpu_cells(
        &self,
        by_key: &BTreeMap<(&str, &str, Compiler), &Metrics>,
        (f, k): (&str, &str),
        warpsat: &[Compiler],
        baselines: &[Compiler],
    ) -> Vec<String> {
        let mut cells = vec![f.to_string(), k.to_string()];
        let scale = self.compilers.iter().find_map(|c| {
            by_key
                .get(&(f, k, *c))
                .and_then(|m| m.gpu.as_ref())
                .map(|g| g.scale)
        });
        cells.push(scale.map_or("n/a".into(), |x| x.to_string()));
        for c in &self.compilers {
            cells.push(match by_key.get(&(f, k, *c)).and_then(|m| m.gpu.as_ref()) {
                None => "n/a".into(),
                Some(g) => format!(
                    "{:.2} ({:.2}-{:.2}){}",
                    g.median_ms * 1e3,
                    g.min_ms * 1e3,
                    g.max_ms * 1e3,
                    if g.mismatch.is_some() { " FAIL" } else { "" }
                ),
            });
        }
        for w in warpsat {
            for b in baselines {
                let t = |c: Compiler| by_key.get(&(f, k, c)).and_then(|m| gpu_time(m));
                cells.push(match (t(*w), t(*b)) {
                    (Some(x), Some(y)) if y > 0.0 => format!("{:.3}", x / y),
                    _ => "n/a".into(),
                });
            }
        }
        cells
    }

    /// One markdown table per arch: a row per kernel x compiler, then the
    /// reasons of `n/a` figures.
    pub fn tables_markdown(&self) -> String {
        let mut s = String::new();
        for arch in &self.arches {
            let _ = writeln!(s, "## {arch}: per kernel\n");
            let mut head = vec!["file", "kernel", "compiler"];
            head.extend(FIGURE_COLUMNS);
            if self.gpu.is_some() {
                head.extend(GPU_COLUMNS);
            }
            let _ = writeln!(s, "| {} |", head.join(" | "));
            let _ = writeln!(s, "|{}", "---|".repeat(head.len()));
            let mut notes = Vec::new();
            for r in self.rows_of(arch) {
                let mut cells = vec![r.file.clone(), r.kernel.clone(), r.compiler.name()];
                cells.extend(figure_cells(&r.m));
                if self.gpu.is_some() {
                    cells.extend(gpu_cells(&r.m));
                }
                let _ = writeln!(s, "| {} |", cells.join(" | "));
                if !r.m.note.is_empty() {
                    notes.push(format!(
                        "- {}/{} {}: {}",
                        r.file,
                        r.kernel,
                        r.compiler.name(),
                        r.m.note
                    ));
                }
            }
            let _ = writeln!(s);
            if !notes.is_empty() {
                let _ = writeln!(s, "Notes ({arch}):\n");
                for n in notes {
                    let _ = writeln!(s, "{n}");
                }
                let _ = writeln!(s);
            }
        }
        s
    }

    /// The CSV: a header, then one line per kernel x compiler x arch.
    pub fn csv(&self) -> String {
        let mut s = if self.gpu.is_some() {
            CSV_HEADER.replace(",note", &format!(",{CSV_GPU_COLUMNS},note"))
        } else {
            CSV_HEADER.to_string()
        };
        s.push('\n');
        for r in &self.rows {
            let mut cells = vec![
                r.arch.clone(),
                csv_field(&r.file),
                csv_field(&r.kernel),
                csv_field(&r.compiler.name()),
            ];
            cells.extend(figure_cells(&r.m));
            if self.gpu.is_some() {
                cells.extend(gpu_cells(&r.m));
            }
            cells.push(csv_field(&r.m.note));
            s.push_str(&cells.join(","));
            s.push('\n');
        }
        s
    }
}
