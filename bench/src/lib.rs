//! Shared helpers of warpsat's benchmarks.

pub mod tools;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The corpus directory beside the checkout (`../shared/corpus`), or the
/// value of `WARPSAT_CORPUS`.
pub fn corpus_dir() -> PathBuf {
    std::env::var_os("WARPSAT_CORPUS")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus"))
}

/// Sorted `.ll` files of a directory.
pub fn ll_files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "ll"))
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

/// Median wall time of `runs` calls of `f`.
pub fn median_time(runs: usize, mut f: impl FnMut()) -> Duration {
    let mut t: Vec<Duration> = (0..runs.max(1))
        .map(|_| {
            let s = Instant::now();
            f();
            s.elapsed()
        })
        .collect();
    t.sort();
    t[t.len() / 2]
}
