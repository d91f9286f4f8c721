//! How the e-graph pass scales with kernel size: synthetic kernels whose
//! one block is a single dependence chain of N integer operations, timed
//! phase by phase (lift, saturate, extract, elaborate) at N = 500 .. 8000.
//!
//! `cargo run --release -p warpsat-bench --bin scale-bench [-- RUNS]`
//! (default 3 runs; medians in ms).
//!
//! Two shapes: `ops`, a chain cycling mul/add/xor/sub with parameter
//! operands (nothing to rewrite), and `sum`, additions alternating a
//! constant and a parameter, whose constants the algebra rules pull out of
//! the whole sum (saturation multiplies the classes and nodes: the shape
//! that made the extractor cubic before it settled classes cheapest
//! first). A phase that grows faster than N log N shows as a ratio to the
//! previous row well above 2.

use std::time::Duration;

use rewrites::EgraphConfig;
use warpsat_bench::{median, ms};

/// The chain kernel of `n` operations of `shape`.
fn kernel(shape: &str, n: usize) -> String {
    let mut s = String::from(
        "target triple = \"nvptx64-nvidia-cuda\"\n\
         define ptx_kernel void @chain(ptr addrspace(1) %p, i32 %a, i32 %b) {\n\
         entry:\n  %x0 = load i32, ptr addrspace(1) %p, align 4\n",
    );
    for i in 1..=n {
        let line = match shape {
            "ops" => {
                let op = ["mul", "add", "xor", "sub"][i % 4];
                let arg = if i % 2 == 1 { "%a" } else { "%b" };
                format!("  %x{i} = {op} i32 %x{}, {arg}\n", i - 1)
            }
            _ if i % 2 == 1 => format!("  %x{i} = add i32 %x{}, {i}\n", i - 1),
            _ => format!("  %x{i} = add i32 %x{}, %a\n", i - 1),
        };
        s += &line;
    }
    s += &format!("  store i32 %x{n}, ptr addrspace(1) %p, align 4\n  ret void\n}}\n");
    s
}

/// Phase times (lift, saturate, extract, elaborate) and saturated sizes.
fn run(src: &str) -> ([Duration; 4], (usize, usize)) {
    let mut m = dialects::llvm::import::import("chain.ll", src).expect("the kernel imports");
    let stats = rewrites::optimize_module(&mut m, &EgraphConfig::default());
    let s = &stats[0];
    assert!(s.fallback.is_none(), "{:?}", s.fallback);
    (s.times, s.saturated)
}

fn main() {
    let runs: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(3);
    println!("# e-graph pass phases on one-chain kernels, median of {runs} runs (ms)\n");
    println!("| shape | N | classes | nodes | lift | saturate | extract | elaborate | total | total / previous |");
    println!("|---|---|---|---|---|---|---|---|---|---|");
    for shape in ["ops", "sum"] {
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
