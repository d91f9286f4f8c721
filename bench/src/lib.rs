//! Shared helpers of warpsat's benchmarks.

pub mod measure;
pub mod shapes;
pub mod tools;

use std::path::{Path, PathBuf};
use std::process::Command;
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

/// Median of durations (`v` must not be empty).
pub fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

/// Milliseconds.
pub fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// Geometric mean (NaN for none).
pub fn geomean(v: &[f64]) -> f64 {
    if v.is_empty() {
        return f64::NAN;
    }
    (v.iter().map(|x| x.ln()).sum::<f64>() / v.len() as f64).exp()
}

/// Wall time of a process that must succeed.
pub fn time_process(cmd: &mut Command) -> Result<Duration, String> {
    let t = Instant::now();
    let out = cmd.output().map_err(|e| e.to_string())?;
    let d = t.elapsed();
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).into_owned());
    }
    Ok(d)
}

/// libNVVM compile times of `input` at `-opt=OPT`, in process
/// (`scripts/nvvm-compile.py --repeat`: the library loaded once, each of
/// `runs` compiles timed alone).
pub fn libnvvm_times(
    script: &Path,
    lib: &str,
    input: &Path,
    arch: &str,
    opt: u32,
    runs: usize,
    out: &Path,
) -> Result<Vec<Duration>, String> {
    let o = Command::new("python3")
        .arg(script)
        .arg("--lib")
        .arg(lib)
        .arg("--no-libdevice")
        .args(["--repeat", &runs.max(2).to_string()])
        .arg(input)
        .arg(format!(
            "-arch=compute_{}",
            arch.trim_start_matches("sm_").trim_end_matches('a')
        ))
        .arg(format!("-opt={opt}"))
        .arg("-o")
        .arg(out)
        .output()
        .map_err(|e| e.to_string())?;
    if !o.status.success() {
        return Err(String::from_utf8_lossy(&o.stderr).into_owned());
    }
    Ok(String::from_utf8_lossy(&o.stderr)
        .lines()
        .filter_map(|l| l.strip_prefix("compile_s ")?.trim().parse::<f64>().ok())
        .map(Duration::from_secs_f64)
        .collect())
}

/// What the timing benches share: `[RUNS [ARCH]]` from the command line
/// (defaults 5, sm_80), the corpus, and the peer compilers (a note names
/// the install script when one is missing).
pub struct TimingSetup {
    /// Runs per measurement (median taken).
    pub runs: usize,
    /// Target architecture.
    pub arch: String,
    /// The corpus directory.
    pub corpus: PathBuf,
    /// The repository root.
    pub repo: PathBuf,
    /// `llc-16`, if found.
    pub llc: Option<PathBuf>,
    /// libNVVM's shared library, if found.
    pub libnvvm: Option<String>,
    /// `scripts/nvvm-compile.py`.
    pub nvvm_script: PathBuf,
}

impl TimingSetup {
    /// Reads the command line and looks the tools up.
    pub fn from_args() -> TimingSetup {
        let args: Vec<String> = std::env::args().collect();
        let repo = tools::repo_root();
        let t = TimingSetup {
            runs: args.get(1).and_then(|s| s.parse().ok()).unwrap_or(5).max(1),
            arch: args.get(2).cloned().unwrap_or_else(|| "sm_80".into()),
            corpus: corpus_dir(),
            nvvm_script: repo.join("scripts/nvvm-compile.py"),
            llc: tools::tool("WARPSAT_LLC"),
            libnvvm: tools::tool_var("WARPSAT_LIBNVVM"),
            repo,
        };
        if t.llc.is_none() || t.libnvvm.is_none() {
            eprintln!(
                "note: llc-16 or libNVVM not found; run scripts/setup-tools.sh for the comparison"
            );
        }
        t
    }
}
