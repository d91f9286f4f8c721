//! Instruction selection end to end: every corpus kernel, in both forms,
//! selected at -O0 for sm_70, sm_80 and sm_90, printed, and accepted by
//! ptxas 13.0; plus snapshots of the PTX of three small kernels in
//! `snapshots/isel/`.
//!
//! ptxas comes from `scripts/setup-tools.sh` (`WARPSAT_PTXAS` in the
//! environment or in `.tools/env.sh`); without it the ptxas test prints why
//! and passes. ptxas 13 no longer generates code for sm_70, so `.target
//! sm_70` PTX is assembled with `-arch=sm_75`: ptxas still checks every
//! instruction against the `.target` (an sm_80-only instruction in sm_70
//! PTX is an error).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use dialects::ir::Module;
use isel::select_module;
use ptx::print::print_module;

mod common;
use tests::tools;

const ARCHS: [&str; 3] = ["sm_70", "sm_80", "sm_90"];

/// Imports and verifies a corpus file.
fn load(path: &Path) -> Result<Module, String> {
    let src = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    let m = llvm::import::import(&name, &src).map_err(|d| d.to_string())?;
    dialects::verify::verify_module(&m).map_err(|es| {
        es.iter()
            .map(|e| e.to_string())
            .collect::<Vec<_>>()
            .join("\n")
    })?;
    Ok(m)
}

/// The `-arch` to give ptxas for PTX targeting `arch`.
fn ptxas_arch(ptxas: &Path, arch: &str) -> String {
    let help = Command::new(ptxas)
        .arg("--help")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
        .unwrap_or_default();
    if help.contains(&format!("'{arch}'")) {
        arch.to_string()
    } else {
        "sm_75".to_string()
    }
}

struct Job {
    label: String,
    arch: String,
    ptx: PathBuf,
}

/// Runs ptxas on every job, two at a time; returns the failures and the
/// number accepted per target.
fn run_ptxas(ptxas: &Path, jobs: &[Job]) -> (Vec<String>, BTreeMap<String, usize>) {
    let next = AtomicUsize::new(0);
    let failed = Mutex::new(Vec::new());
    let passed = Mutex::new(BTreeMap::<String, usize>::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(job) = jobs.get(i) else { break };
                let out = Command::new(ptxas)
                    .arg(format!("-arch={}", job.arch))
                    .arg(&job.ptx)
                    // Never `-o /dev/null`: ptxas replaces the output file,
                    // and as root that turns /dev/null into a regular file.
                    .arg("-o")
                    .arg(job.ptx.with_extension("cubin"))
                    .output();
                let target = job.label.rsplit(' ').next().unwrap_or("").to_string();
                match out {
                    Ok(o) if o.status.success() => {
                        *passed.lock().unwrap().entry(target).or_default() += 1;
                    }
                    Ok(o) => {
                        let log = String::from_utf8_lossy(&o.stderr);
                        let log: Vec<&str> = log.lines().take(6).collect();
                        failed.lock().unwrap().push(format!(
                            "{}: ptxas: {}",
                            job.label,
                            log.join("\n  ")
                        ));
                    }
                    Err(e) => failed
                        .lock()
                        .unwrap()
                        .push(format!("{}: cannot run ptxas: {e}", job.label)),
                }
            });
        }
    });
    (failed.into_inner().unwrap(), passed.into_inner().unwrap())
}

/// Selects `m` for every target into `dir`, adding a ptxas job per target
/// (or a failure).
fn select_all(
    m: &Module,
    label: &str,
    dir: &Path,
    archs: &[(String, String)],
    jobs: &mut Vec<Job>,
    failures: &mut Vec<String>,
) {
    // WARPSAT_ISEL_DUMP=DIR keeps the PTX files for reading.
    let dump = std::env::var_os("WARPSAT_ISEL_DUMP").map(PathBuf::from);
    for (arch, ptxas_arch) in archs {
        let label = format!("{label} {arch}");
        match select_module(m, arch) {
            Ok(p) => {
                let file = dir.join(format!("{}.ptx", label.replace(['/', ' '], "__")));
                let text = print_module(&p);
                std::fs::write(&file, &text).expect("write ptx");
                if let Some(d) = &dump {
                    let _ = std::fs::create_dir_all(d);
                    let _ = std::fs::write(d.join(file.file_name().unwrap_or_default()), &text);
                }
                jobs.push(Job {
                    label,
                    arch: ptxas_arch.clone(),
                    ptx: file,
                });
            }
            Err(e) => failures.push(format!("{label}: select: {e}")),
        }
    }
}

#[test]
fn corpus_compiles_to_ptx_that_ptxas_accepts() {
    let Some(ptxas) = tools::need("WARPSAT_PTXAS") else {
        return;
    };
    let files = common::corpus_files();
    assert!(!files.is_empty(), "no corpus files found");
    let dir = tempfile::tempdir().expect("temp dir");
    let archs: Vec<(String, String)> = ARCHS
        .iter()
        .map(|a| (a.to_string(), ptxas_arch(&ptxas, a)))
        .collect();
    let mut failures = Vec::new();
    let mut jobs = Vec::new();
    for (form, path) in &files {
        let stem = path.file_stem().unwrap_or_default().to_string_lossy();
        match load(path) {
            Ok(m) => select_all(
                &m,
                &format!("{form}/{stem}"),
                dir.path(),
                &archs,
                &mut jobs,
                &mut failures,
            ),
            Err(e) => failures.push(format!("{form}/{stem}: import: {e}")),
        }
    }
    let (failed, passed) = run_ptxas(&ptxas, &jobs);
    failures.extend(failed);
    eprintln!("ptxas accepted, per target: {passed:?}");
    assert!(
        failures.is_empty(),
        "{} of {} compilations failed:\n{}",
        failures.len(),
        files.len() * ARCHS.len(),
        failures.join("\n")
    );
}

/// Hand-written modules that exercise what the corpus does not (small
/// integers, f16/bf16, vectors, aggregates, byval, calls, atomics, warp
/// intrinsics, math intrinsics, inline asm, switch, i128, launch bounds).
const FEATURES: &[(&str, &str)] = &[
    (
        "ints_floats",
        include_str!("../isel/src/testdata/ints_floats.ll"),
    ),
    (
        "vectors_calls",
        include_str!("../isel/src/testdata/vectors_calls.ll"),
    ),
    (
        "atomics_warp",
        include_str!("../isel/src/testdata/atomics_warp.ll"),
    ),
    ("math", include_str!("../isel/src/testdata/math.ll")),
    (
        "intrinsic_spellings",
        include_str!("../isel/src/testdata/intrinsic_spellings.ll"),
    ),
    (
        "control_asm",
        include_str!("../isel/src/testdata/control_asm.ll"),
    ),
    ("sm80", include_str!("../isel/src/testdata/sm80.ll")),
    ("sm90", include_str!("../isel/src/testdata/sm90.ll")),
];

/// The oldest target a feature module is for (the others refuse it).
fn min_arch(name: &str) -> u32 {
    match name {
        "sm80" => 80,
        "sm90" => 90,
        _ => 70,
    }
}

#[test]
fn feature_modules_compile_to_ptx_that_ptxas_accepts() {
    let Some(ptxas) = tools::need("WARPSAT_PTXAS") else {
        return;
    };
    let dir = tempfile::tempdir().expect("temp dir");
    let mut failures = Vec::new();
    let mut jobs = Vec::new();
    for (name, src) in FEATURES {
        let m = llvm::import::import(&format!("{name}.ll"), src)
            .unwrap_or_else(|d| panic!("{name}: {d}"));
        dialects::verify::verify_module(&m).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        // sm80.ll and sm90.ll use newer instructions: older targets must
        // refuse them, clearly.
        let num = |a: &str| a[3..].parse::<u32>().unwrap_or(0);
        let archs: Vec<(String, String)> = ARCHS
            .iter()
            .filter(|a| num(a) >= min_arch(name))
            .map(|a| (a.to_string(), ptxas_arch(&ptxas, a)))
            .collect();
        select_all(&m, name, dir.path(), &archs, &mut jobs, &mut failures);
        for old in ARCHS.iter().filter(|a| num(a) < min_arch(name)) {
            let e = select_module(&m, old).expect_err("a newer module on an older target");
            assert!(
                e.msg
                    .contains(&format!("needs sm_{} or later", min_arch(name))),
                "{e}"
            );
        }
    }
    let (failed, _) = run_ptxas(&ptxas, &jobs);
    failures.extend(failed);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The PTX warpsat selects for a corpus kernel (nvvm form) on sm_80.
fn corpus_ptx(stem: &str) -> String {
    let path = common::corpus_dir().join("nvvm").join(format!("{stem}.ll"));
    let m = load(&path).unwrap_or_else(|e| panic!("{stem}: {e}"));
    let p = select_module(&m, "sm_80").unwrap_or_else(|e| panic!("{stem}: {e}"));
    print_module(&p)
}

fn snapshot(stem: &str) {
    let text = corpus_ptx(stem);
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../../snapshots/isel");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!(stem, text));
}

#[test]
fn snapshot_saxpy() {
    snapshot("saxpy");
}

#[test]
fn snapshot_reduce_warp() {
    snapshot("reduce_warp");
}

#[test]
fn snapshot_noinline_call() {
    snapshot("noinline_call");
}

#[test]
fn selection_is_deterministic() {
    let a = corpus_ptx("sgemm_tiled");
    let b = corpus_ptx("sgemm_tiled");
    assert_eq!(a, b);
}

/// Development aid: `WARPSAT_ISEL_FILE=x.ll [WARPSAT_ISEL_ARCH=sm_80]
/// [WARPSAT_ISEL_OUT=x.ptx] cargo test --test isel_ptxas dump_file --
/// --ignored --nocapture` prints (or writes) the PTX or the error.
#[test]
#[ignore]
fn dump_file() {
    let Some(path) = std::env::var_os("WARPSAT_ISEL_FILE") else {
        return;
    };
    let arch = std::env::var("WARPSAT_ISEL_ARCH").unwrap_or_else(|_| "sm_80".into());
    let m = load(Path::new(&path)).unwrap_or_else(|e| panic!("{e}"));
    let text = match select_module(&m, &arch) {
        Ok(p) => print_module(&p),
        Err(e) => format!("ERROR: {e}"),
    };
    match std::env::var_os("WARPSAT_ISEL_OUT") {
        Some(out) => std::fs::write(out, text).expect("write"),
        None => println!("{text}"),
    }
}
