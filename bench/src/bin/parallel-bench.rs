//! Two-phase parallel compilation: wall time of compiling one module made
//! of every corpus kernel with 1 and 2 threads (and more if asked).
//!
//! `cargo build --release -p driver && cargo run --release -p bench
//! --bin parallel-bench [-- RUNS [ARCH] [THREADS...]]` (defaults: 5 runs,
//! sm_80, threads 1 2).
//!
//! The module: every nvvm-form corpus file is imported and printed as
//! warpsat's generic IR; the texts are merged into one module by renaming
//! every symbol of file N (`@name` -> `@name.mN`, quoted names too; the
//! intrinsics are strings in generic IR and keep their names), so that
//! definitions, declarations and globals of different files never clash
//! (externals such as `vprintf` get renamed too: the result is compiled,
//! not linked). The merged text is written to a temporary `.wir` file and
//! compiled (it is kept as `target/parallel-bench-corpus.wir`, for
//! `--time-passes`) by the `warpsat` release binary (`target/release/warpsat`, or
//! `WARPSAT_BIN`): `-O2` (verify, mem2reg, isel, PTX printing) with
//! `--threads=N`; the time is the process's wall time, median of RUNS
//! (start-up, import and printing included: they are the sequential part).
//! The PTX of every thread count is checked byte-identical. Also printed:
//! the per-function phase alone (the `--time-passes` rows of the verifier
//! after import, mem2reg and isel), since import and PTX printing are
//! sequential and bound the process's speedup (Amdahl).

use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

/// Appends `.m{n}` to every symbol name of a generic IR text.
fn rename_symbols(text: &str, n: usize) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 8);
    let mut chars = text.char_indices().peekable();
    let b = text.as_bytes();
    while let Some((i, c)) = chars.next() {
        out.push(c);
        if c != '@' {
            continue;
        }
        if b.get(i + 1) == Some(&b'"') {
            // @"quoted name"
            out.push('"');
            chars.next();
            for (_, c) in chars.by_ref() {
                if c == '"' {
                    out.push_str(&format!(".m{n}\""));
                    break;
                }
                out.push(c);
            }
            continue;
        }
        let mut any = false;
        while let Some(&(_, c)) = chars.peek() {
            if c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$' | '-') {
                out.push(c);
                chars.next();
                any = true;
            } else {
                break;
            }
        }
        if any {
            out.push_str(&format!(".m{n}"));
        }
    }
    out
}

/// One generic IR module holding every corpus kernel.
fn merged_module() -> (String, usize, usize) {
    let dir = bench::corpus_dir().join("nvvm");
    let files = bench::ll_files(&dir);
    let mut out = String::from("module \"corpus\"\n\n");
    let mut used = 0;
    for (n, f) in files.iter().enumerate() {
        let src = std::fs::read_to_string(f).expect("corpus file");
        let name = f.display().to_string();
        let Ok(m) = llvm::import::import(&name, &src) else {
            eprintln!("skipped {name}: does not import");
            continue;
        };
        // Only files that select alone go in (so the merged module selects).
        if isel::select_module(&m, "sm_90").is_err() {
            eprintln!("skipped {name}: does not select");
            continue;
        }
        let text = dialects::text::print_module(&m);
        let body = text.split_once('\n').map_or("", |(_, rest)| rest);
        out.push_str(&rename_symbols(body, n));
        out.push('\n');
        used += 1;
    }
    let m = dialects::text::parse_module("corpus.wir", &out).expect("merged module parses");
    dialects::verify::verify_module(&m).expect("merged module verifies");
    let funcs = m.funcs.values().filter(|f| f.body.is_some()).count();
    (out, used, funcs)
}

/// The per-function phase's wall time from the `--time-passes` table: the
/// rows of the parallel work (verifier after import, mem2reg, isel).
fn phase_two(table: &str) -> Duration {
    table
        .lines()
        .filter(|l| {
            l.ends_with("verify (import)") || l.ends_with(" mem2reg") || l.ends_with(" isel")
        })
        .filter_map(|l| l.split_whitespace().next()?.parse::<f64>().ok())
        .map(Duration::from_secs_f64)
        .sum()
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let runs: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(5);
    let arch = args.get(1).cloned().unwrap_or_else(|| "sm_80".into());
    let mut threads: Vec<usize> = args.iter().skip(2).filter_map(|a| a.parse().ok()).collect();
    if threads.is_empty() {
        threads = vec![1, 2];
    }
    let bin = std::env::var_os("WARPSAT_BIN")
        .map(PathBuf::from)
        .unwrap_or_else(|| bench::tools::repo_root().join("target/release/warpsat"));
    assert!(
        bin.exists(),
        "{} missing: run `cargo build --release -p driver` first",
        bin.display()
    );
    let (text, files, funcs) = merged_module();
    let input = bench::tools::repo_root().join("target/parallel-bench-corpus.wir");
    std::fs::write(&input, &text).expect("write module");
    println!(
        "module: {files} corpus files, {funcs} defined functions, {} KiB of generic IR; {arch}, median of {runs}",
        text.len() / 1024
    );
    let mut reference: Option<Vec<u8>> = None;
    let mut base = None;
    for &t in &threads {
        let mut times = Vec::new();
        let mut phase2 = Vec::new();
        for _ in 0..runs.max(1) {
            let start = Instant::now();
            let o = Command::new(&bin)
                .arg("compile")
                .arg(&input)
                .args(["-o", "-", "--emit", "ptx", "-O2", "--arch", &arch])
                .arg(format!("--threads={t}"))
                .arg("--time-passes")
                .env_remove("MAKEFLAGS")
                .output()
                .expect("warpsat runs");
            times.push(start.elapsed());
            phase2.push(phase_two(&String::from_utf8_lossy(&o.stderr)));
            assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
            match &reference {
                Some(r) => assert!(*r == o.stdout, "PTX differs with {t} threads"),
                None => reference = Some(o.stdout),
            }
        }
        let m = median(times);
        let p = median(phase2);
        let (b, bp) = *base.get_or_insert((m, p));
        println!(
            "--threads={t}: process {:7.1} ms (speedup {:.2}x); per-function phase {:6.1} ms (speedup {:.2}x)",
            m.as_secs_f64() * 1e3,
            b.as_secs_f64() / m.as_secs_f64(),
            p.as_secs_f64() * 1e3,
            bp.as_secs_f64() / p.as_secs_f64()
        );
    }
    println!("PTX byte-identical across thread counts");
}
