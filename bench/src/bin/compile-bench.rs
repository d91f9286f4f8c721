//! -O0 compile time per corpus kernel: warpsat versus libNVVM -opt=0 and
//! llc-16 -O0, measured in one run with the compilers interleaved.
//!
//! `cargo run --release -p bench --bin compile-bench [-- RUNS [ARCH]]`
//! (defaults: 5 runs, sm_80). Needs `scripts/setup-tools.sh` for the peers.
//!
//! What is timed (median of RUNS):
//! - warpsat: in process, import + verify + instruction selection + PTX
//!   printing of the nvvm-form file; and the `warpsat compile` process
//!   (start-up included) for a like-for-like comparison with llc;
//! - libNVVM 13.0 `-opt=0`: in process (`scripts/nvvm-compile.py --repeat`,
//!   library loaded once, each compile timed alone), nvvm-form file;
//! - llc-16 `-O0`: the process, modern-form file (llc cannot read LLVM 7
//!   typed-pointer text as well as it reads its own).

use std::process::Command;
use std::time::{Duration, Instant};

use bench::{geomean, libnvvm_times, median, ms, time_process};

fn warpsat_inproc(name: &str, src: &str, arch: &str) -> Result<(), String> {
    let m = llvm::import::import(name, src).map_err(|e| e.to_string())?;
    let ptx = isel::select_module(&m, arch).map_err(|e| e.to_string())?;
    std::hint::black_box(ptx::print::print_module(&ptx));
    Ok(())
}

fn main() {
    let setup = bench::TimingSetup::from_args();
    let (runs, arch, root) = (setup.runs, setup.arch.clone(), setup.corpus.clone());
    let (llc, libnvvm, script) = (
        setup.llc.clone(),
        setup.libnvvm.clone(),
        setup.nvvm_script.clone(),
    );
    let warpsat_bin = setup.repo.join("target/release/warpsat");
    let tmp = tempfile::tempdir().expect("temporary directory");
    println!("# -O0 compile time per kernel, {arch}, median of {runs} runs (ms)\n");
    println!("| kernel file | warpsat (in process) | warpsat (process) | libNVVM -opt=0 (in process) | llc-16 -O0 (process) | warpsat/libNVVM | warpsat process/llc |");
    println!("|---|---|---|---|---|---|---|");
    let (mut r_nvvm, mut r_llc) = (Vec::new(), Vec::new());
    let mut total = [Duration::ZERO; 4];
    for nv in bench::ll_files(&root.join("nvvm")) {
        let stem = nv
            .file_stem()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let modern = root.join("modern").join(format!("{stem}.ll"));
        let src = std::fs::read_to_string(&nv).unwrap_or_default();
        let name = nv.display().to_string();
        let (mut w, mut wp, mut l) = (Vec::new(), Vec::new(), Vec::new());
        let out_ptx = tmp.path().join(format!("{stem}.ptx"));
        // Interleave the compilers run by run so machine noise hits all alike.
        let mut failed = None;
        for _ in 0..runs {
            let t = Instant::now();
            if let Err(e) = warpsat_inproc(&name, &src, &arch) {
                failed = Some(e);
                break;
            }
            w.push(t.elapsed());
            if warpsat_bin.exists() {
                match time_process(
                    Command::new(&warpsat_bin)
                        .arg(&nv)
                        .args(["-O0", "--arch", &arch, "-o"])
                        .arg(&out_ptx),
                ) {
                    Ok(d) => wp.push(d),
                    Err(e) => failed = Some(e),
                }
            }
            if let Some(llc) = &llc {
                let mut c = Command::new(llc);
                c.args(["-O0", "-march=nvptx64", &format!("-mcpu={arch}")])
                    .arg(&modern)
                    .arg("-o")
                    .arg(tmp.path().join(format!("{stem}.llc.ptx")));
                if let Ok(d) = time_process(&mut c) {
                    l.push(d);
                }
            }
        }
        if let Some(e) = failed {
            println!(
                "| {stem} | failed: {} | | | | | |",
                e.lines().next().unwrap_or("")
            );
            continue;
        }
        let n = libnvvm
            .as_ref()
            .and_then(|lib| {
                libnvvm_times(
                    &script,
                    lib,
                    &nv,
                    &arch,
                    0,
                    runs,
                    &tmp.path().join(format!("{stem}.nvvm.ptx")),
                )
                .ok()
            })
            .filter(|v| !v.is_empty());
        let w = median(w);
        let wp = (!wp.is_empty()).then(|| median(wp));
        let l = (!l.is_empty()).then(|| median(l));
        let n = n.map(median);
        total[0] += w;
        let cell = |d: Option<Duration>| d.map_or("n/a".to_string(), |d| format!("{:.2}", ms(d)));
        let ratio = |a: Option<Duration>, b: Option<Duration>| match (a, b) {
            (Some(a), Some(b)) if b > Duration::ZERO => Some(a.as_secs_f64() / b.as_secs_f64()),
            _ => None,
        };
        let rn = ratio(Some(w), n);
        let rl = ratio(wp, l);
        if let Some(x) = rn {
            r_nvvm.push(x);
            total[2] += n.unwrap_or_default();
        }
        if let Some(x) = rl {
            r_llc.push(x);
            total[1] += wp.unwrap_or_default();
            total[3] += l.unwrap_or_default();
        }
        println!(
            "| {stem} | {:.2} | {} | {} | {} | {} | {} |",
            ms(w),
            cell(wp),
            cell(n),
            cell(l),
            rn.map_or("n/a".into(), |x| format!("{x:.3}")),
            rl.map_or("n/a".into(), |x| format!("{x:.3}"))
        );
    }
    println!();
    println!(
        "totals: warpsat {:.1} ms in process ({:.1} ms as processes), libNVVM {:.1} ms, llc-16 {:.1} ms",
        ms(total[0]),
        ms(total[1]),
        ms(total[2]),
        ms(total[3])
    );
    println!(
        "geometric-mean ratio warpsat/libNVVM (in process): {:.3} over {} kernels; warpsat/llc-16 (processes): {:.3} over {} kernels",
        geomean(&r_nvvm),
        r_nvvm.len(),
        geomean(&r_llc),
        r_llc.len()
    );
}
