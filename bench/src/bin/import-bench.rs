//! Import + verify + export time for the whole corpus, per phase.
//!
//! `cargo run --release -p bench --bin import-bench [-- RUNS]`
//! prints a table per form (nvvm/, modern/) and the totals; each figure is
//! the median of RUNS (default 15) repetitions of that phase over all files.

use std::time::Duration;

use llvm::{export, import};

fn ms(d: Duration) -> String {
    format!("{:.2}", d.as_secs_f64() * 1e3)
}

fn main() {
    let runs: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(15);
    let root = bench::corpus_dir();
    println!(
        "# import / verify / export over {} (median of {runs} runs, ms)\n",
        root.display()
    );
    println!("| form | files | bytes | import | verify | generic print | generic parse | export nvvm | export modern | total |");
    println!("|---|---|---|---|---|---|---|---|---|---|");
    let mut grand = Duration::ZERO;
    for form in ["nvvm", "modern"] {
        let files: Vec<(String, String)> = bench::ll_files(&root.join(form))
            .into_iter()
            .map(|p| {
                (
                    p.display().to_string(),
                    std::fs::read_to_string(&p).expect("readable corpus file"),
                )
            })
            .collect();
        if files.is_empty() {
            eprintln!("no corpus files under {}/{form}", root.display());
            std::process::exit(1);
        }
        let bytes: usize = files.iter().map(|(_, s)| s.len()).sum();
        let modules: Vec<_> = files
            .iter()
            .map(|(n, s)| import::import(n, s).unwrap_or_else(|e| panic!("{e}")))
            .collect();
        let texts: Vec<String> = modules.iter().map(dialects::text::print_module).collect();
        let t_import = bench::median_time(runs, || {
            for (n, s) in &files {
                std::hint::black_box(import::import(n, s).ok());
            }
        });
        let t_verify = bench::median_time(runs, || {
            for m in &modules {
                std::hint::black_box(dialects::verify::verify_module(m).is_ok());
            }
        });
        let t_print = bench::median_time(runs, || {
            for m in &modules {
                std::hint::black_box(dialects::text::print_module(m));
            }
        });
        let t_parse = bench::median_time(runs, || {
            for (t, (n, _)) in texts.iter().zip(&files) {
                std::hint::black_box(dialects::text::parse_module(n, t).ok());
            }
        });
        let t_nvvm = bench::median_time(runs, || {
            for m in &modules {
                std::hint::black_box(export::export_nvvm(m).ok());
            }
        });
        let t_modern = bench::median_time(runs, || {
            for m in &modules {
                std::hint::black_box(export::export_modern(m).ok());
            }
        });
        // The import figure already contains the verifier (import verifies).
        let total = t_import + t_nvvm + t_modern;
        grand += total;
        println!(
            "| {form} | {} | {bytes} | {} | {} | {} | {} | {} | {} | {} |",
            files.len(),
            ms(t_import),
            ms(t_verify),
            ms(t_print),
            ms(t_parse),
            ms(t_nvvm),
            ms(t_modern),
            ms(total)
        );
    }
    println!(
        "\nimport (with verify) + export of both forms, whole corpus: {} ms",
        ms(grand)
    );
}
