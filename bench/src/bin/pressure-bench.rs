//! Register-pressure model validation: predicted registers versus the
//! registers ptxas reports (`ptxas -arch=sm_80 -v`), per corpus kernel, for
//! four sources:
//! - `warpsat-O0`: warpsat's PTX (import + instruction selection of the
//!   nvvm-form file), predicted by the PTX pressure model;
//! - `warpsat-O3`: the PTX of `target/release/warpsat -O3` (what a user
//!   compiles), predicted by the same model (issue 20's target: within ±2
//!   of ptxas on 90% of the kernels, ρ ≥ 0.95);
//! - `libnvvm-O3`: libNVVM 13.0 `-opt=3` on the nvvm-form file;
//! - `llc-O3`: llc-16 `-O3 -mcpu=sm_80` on the modern-form file;
//! - `nvvm-level`: the nvvm-IR pressure model (`cost::pressure`) on the
//!   imported nvvm-form file, against ptxas on warpsat's PTX;
//! - `nv-remat max-live`: the max-live `nv-remat-block` works with
//!   (`ptx::analysis::max_live`: virtual registers, 64-bit counting 2,
//!   no overhead) on warpsat's PTX, against ptxas on the same PTX, so that
//!   the machine pass's model can be read beside the cost model's.
//!
//! `cargo run --release -p bench --bin pressure-bench [-- --keep DIR]
//! [--detail] [--arch sm_90]` prints a markdown report: per source
//! Spearman's ρ (ties by average ranks), the mean absolute error and the
//! share of kernels predicted within ±2 registers, then a per-kernel
//! table. The architecture defaults to sm_80.
//! `--keep DIR` leaves the PTX files there; `--detail` prints each PTX
//! entry's pressure terms to stderr. Needs `scripts/setup-tools.sh` (ptxas,
//! libNVVM, llc-16); a missing tool drops its source.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use cost::pressure::{predict_registers, Pressure, PressureOptions};
use cost::ptx::{compute_with_callees_for, directive_block_size, predict_ptx_registers};
use cost::tables::Sm;

const SOURCES: [&str; 6] = [
    "warpsat-O0",
    "libnvvm-O3",
    "llc-O3",
    "nvvm-level",
    "nv-remat max-live",
    "warpsat-O3",
];
const DEFAULT_BLOCK: u32 = 256;

/// Average ranks (1-based), ties sharing the mean of their positions.
fn ranks(v: &[f64]) -> Vec<f64> {
    let mut idx: Vec<usize> = (0..v.len()).collect();
    idx.sort_by(|&a, &b| v[a].total_cmp(&v[b]));
    let mut r = vec![0.0; v.len()];
    let mut i = 0;
    while i < idx.len() {
        let mut j = i;
        while j + 1 < idx.len() && v[idx[j + 1]] == v[idx[i]] {
            j += 1;
        }
        let avg = (i + j) as f64 / 2.0 + 1.0;
        for &k in &idx[i..=j] {
            r[k] = avg;
        }
        i = j + 1;
    }
    r
}

/// Spearman's ρ: Pearson correlation of the average ranks.
fn spearman(x: &[f64], y: &[f64]) -> f64 {
    let (rx, ry) = (ranks(x), ranks(y));
    let n = rx.len() as f64;
    let (mx, my) = (rx.iter().sum::<f64>() / n, ry.iter().sum::<f64>() / n);
    let (mut sxy, mut sxx, mut syy) = (0.0, 0.0, 0.0);
    for (a, b) in rx.iter().zip(&ry) {
        sxy += (a - mx) * (b - my);
        sxx += (a - mx) * (a - mx);
        syy += (b - my) * (b - my);
    }
    sxy / (sxx * syy).sqrt()
}

/// `Used N registers` per function from `ptxas -v` output.
fn ptxas_registers(
    ptxas: &Path,
    ptx: &Path,
    dir: &Path,
    sm: Sm,
) -> Result<BTreeMap<String, u32>, String> {
    let cubin = dir.join(format!(
        "{}.cubin",
        ptx.file_stem().unwrap_or_default().to_string_lossy()
    ));
    let o = Command::new(ptxas)
        .arg(format!("-arch={}", sm.name()))
        .arg("-v")
        .arg(ptx)
        .arg("-o")
        .arg(&cubin)
        .output()
        .map_err(|e| e.to_string())?;
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    if !o.status.success() {
        return Err(text.lines().next().unwrap_or("ptxas failed").to_string());
    }
    let _ = std::fs::remove_file(&cubin);
    let mut out = BTreeMap::new();
    let mut cur: Option<String> = None;
    for l in text.lines() {
        if let Some(rest) = l.split("Compiling entry function '").nth(1) {
            cur = rest.split('\'').next().map(str::to_string);
        } else if let Some(rest) = l.split("Function properties for ").nth(1) {
            cur = Some(rest.trim().to_string());
        } else if let Some(rest) = l.split("Used ").nth(1) {
            if let (Some(name), Some(n)) = (
                cur.take(),
                rest.split_whitespace()
                    .next()
                    .and_then(|n| n.parse::<u32>().ok()),
            ) {
                out.insert(name, n);
            }
        }
    }
    Ok(out)
}

/// Predicted registers and the machine pass's max-live per entry of a PTX
/// file; with `detail`, each entry's pressure terms are printed to stderr.
fn predict_ptx_file(
    path: &Path,
    detail: bool,
    sm: Sm,
) -> Result<BTreeMap<String, (u32, u32)>, String> {
    let src = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let m = ptx::parse::parse_ptx(&path.display().to_string(), &src).map_err(|e| e.to_string())?;
    Ok(m.funcs
        .iter()
        .filter(|f| f.is_entry && !f.is_decl)
        .map(|f| {
            let p = compute_with_callees_for(&m, f, sm);
            let t = directive_block_size(f).unwrap_or(DEFAULT_BLOCK);
            let r = predict_ptx_registers(&p, f, sm, t);
            if detail {
                eprintln!(
                    "{} {}: max {} emulated {} scheduled {} unrolled {} preds {} -> {}",
                    path.file_name().unwrap_or_default().to_string_lossy(),
                    f.name,
                    p.max.gprs,
                    p.emulated_max,
                    p.scheduled_max,
                    p.unrolled_max,
                    p.max.preds,
                    r.regs
                );
            }
            (f.name.clone(), (r.regs, ptx::analysis::max_live(f).max))
        })
        .collect())
}

fn run(cmd: &mut Command) -> Result<(), String> {
    let o = cmd.output().map_err(|e| e.to_string())?;
    if o.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&o.stderr)
            .lines()
            .next()
            .unwrap_or("failed")
            .to_string())
    }
}

#[derive(Default)]
struct Row {
    predicted: [Option<u32>; 6],
    actual: [Option<u32>; 6],
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let keep = args
        .iter()
        .position(|a| a == "--keep")
        .and_then(|i| args.get(i + 1))
        .map(PathBuf::from);
    let detail = args.iter().any(|a| a == "--detail");
    let sm = match args.iter().position(|a| a == "--arch") {
        Some(i) => match args.get(i + 1).map(|a| Sm::parse(a)) {
            Some(Ok(sm)) => sm,
            _ => {
                eprintln!("--arch needs an architecture (sm_80, sm_90, ...)");
                std::process::exit(2);
            }
        },
        None => Sm::Sm80,
    };
    let root = bench::corpus_dir();
    let repo = bench::tools::repo_root();
    let Some(ptxas) = bench::tools::tool("WARPSAT_PTXAS") else {
        eprintln!("ptxas not found (WARPSAT_PTXAS); run scripts/setup-tools.sh");
        std::process::exit(1);
    };
    let llc = bench::tools::tool("WARPSAT_LLC");
    let libnvvm = bench::tools::tool_var("WARPSAT_LIBNVVM");
    let script = repo.join("scripts/nvvm-compile.py");
    let tmp = tempfile::tempdir().expect("temporary directory");
    let dir = keep.clone().unwrap_or_else(|| tmp.path().to_path_buf());
    let _ = std::fs::create_dir_all(&dir);

    let mut rows: BTreeMap<(String, String), Row> = BTreeMap::new();
    let mut failures: Vec<String> = Vec::new();
    for nv in bench::ll_files(&root.join("nvvm")) {
        let stem = nv
            .file_stem()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let modern = root.join("modern").join(format!("{stem}.ll"));
        // warpsat -O0 and the nvvm-level model.
        let src = std::fs::read_to_string(&nv).unwrap_or_default();
        let ws = dir.join(format!("{stem}.warpsat.ptx"));
        match llvm::import::import(&nv.display().to_string(), &src) {
            Ok(m) => {
                for (_, f) in m.kernels() {
                    let Some(body) = &f.body else { continue };
                    let p = Pressure::compute(body, &PressureOptions::default());
                    let cfg = cost::model::KernelConfig::for_function(&m, f, sm, None);
                    let r = predict_registers(&p, &f.bounds, sm, cfg.threads_per_block);
                    rows.entry((stem.clone(), f.name.clone()))
                        .or_default()
                        .predicted[3] = Some(r.regs);
                }
                match isel::select_module(&m, sm.name()) {
                    Ok(ptx) => {
                        let _ = std::fs::write(&ws, ptx::print::print_module(&ptx));
                    }
                    Err(e) => failures.push(format!("{stem} warpsat isel: {e}")),
                }
            }
            Err(e) => failures.push(format!("{stem} import: {e}")),
        }
        let nvvm_out = dir.join(format!("{stem}.libnvvm.ptx"));
        if let Some(lib) = &libnvvm {
            if let Err(e) = run(Command::new("python3")
                .arg(&script)
                .arg("--lib")
                .arg(lib)
                .arg("--no-libdevice")
                .arg(&nv)
                .arg(format!("-arch=compute_{}", &sm.name()[3..]))
                .args(["-opt=3", "-o"])
                .arg(&nvvm_out))
            {
                failures.push(format!("{stem} libNVVM: {e}"));
            }
        }
        let llc_out = dir.join(format!("{stem}.llc.ptx"));
        if let Some(llc) = &llc {
            if let Err(e) = run(Command::new(llc)
                .arg("-march=nvptx64")
                .arg(format!("-mcpu={}", sm.name()))
                .arg("-O3")
                .arg(&modern)
                .arg("-o")
                .arg(&llc_out))
            {
                failures.push(format!("{stem} llc: {e}"));
            }
        }
        let ws3 = dir.join(format!("{stem}.warpsat-O3.ptx"));
        let bin = repo.join("target/release/warpsat");
        if let Err(e) = run(Command::new(&bin)
            .arg(&nv)
            .args(["-O3", "--arch", sm.name(), "-o"])
            .arg(&ws3))
        {
            failures.push(format!("{stem} warpsat -O3 ({}): {e}", bin.display()));
        }
        for (k, file) in [(0, &ws), (1, &nvvm_out), (2, &llc_out), (5, &ws3)] {
            if !file.exists() {
                continue;
            }
            let actual = match ptxas_registers(&ptxas, file, &dir, sm) {
                Ok(a) => a,
                Err(e) => {
                    failures.push(format!("{stem} {} ptxas: {e}", SOURCES[k]));
                    continue;
                }
            };
            match predict_ptx_file(file, detail, sm) {
                Ok(pred) => {
                    for (name, (regs, max_live)) in pred {
                        let row = rows.entry((stem.clone(), name.clone())).or_default();
                        row.predicted[k] = Some(regs);
                        row.actual[k] = actual.get(&name).copied();
                        if k == 0 {
                            row.actual[3] = actual.get(&name).copied();
                            row.predicted[4] = Some(max_live);
                            row.actual[4] = actual.get(&name).copied();
                        }
                    }
                }
                Err(e) => failures.push(format!("{stem} {} import: {e}", SOURCES[k])),
            }
        }
    }

    println!("# Register-pressure model versus ptxas -v, {}\n", sm.name());
    println!(
        "| source | kernels | Spearman ρ | MAE (registers) | mean signed error | within ±2 | ρ ≥ 0.95 | ±2 on 90% |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    for (k, s) in SOURCES.iter().enumerate() {
        let pairs: Vec<(f64, f64)> = rows
            .values()
            .filter_map(|r| Some((f64::from(r.predicted[k]?), f64::from(r.actual[k]?))))
            .collect();
        if pairs.len() < 2 {
            println!(
                "| {s} | {} | n/a | n/a | n/a | n/a | n/a | n/a |",
                pairs.len()
            );
            continue;
        }
        let (x, y): (Vec<f64>, Vec<f64>) = pairs.iter().copied().unzip();
        let rho = spearman(&x, &y);
        let n = pairs.len() as f64;
        let mae = pairs.iter().map(|(p, a)| (p - a).abs()).sum::<f64>() / n;
        let bias = pairs.iter().map(|(p, a)| p - a).sum::<f64>() / n;
        let near = pairs.iter().filter(|(p, a)| (p - a).abs() <= 2.0).count() as f64 / n;
        println!(
            "| {s} | {} | {rho:.3} | {mae:.2} | {bias:+.2} | {:.0}% | {} | {} |",
            pairs.len(),
            near * 100.0,
            if rho >= 0.95 { "met" } else { "below" },
            if near >= 0.9 { "met" } else { "below" }
        );
    }
    println!("\n## Per kernel (predicted / ptxas)\n");
    println!("| file | kernel | {} |", SOURCES.join(" | "));
    println!("|---|---|{}", "---|".repeat(SOURCES.len()));
    for ((file, kernel), r) in &rows {
        let cells: Vec<String> = (0..SOURCES.len())
            .map(|k| match (r.predicted[k], r.actual[k]) {
                (Some(p), Some(a)) => format!("{p} / {a}"),
                (Some(p), None) => format!("{p} / ?"),
                _ => "n/a".into(),
            })
            .collect();
        println!("| {file} | {kernel} | {} |", cells.join(" | "));
    }
    if !failures.is_empty() {
        println!("\n## Failures\n");
        for f in &failures {
            println!("- {f}");
        }
    }
}
