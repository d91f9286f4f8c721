//! What the driver's end-to-end tests share: running the `warpsat` binary,
//! the checksum lines of `warpsat run`, and ptxas on emitted PTX.
// Each test file uses a part of this module.
#![allow(dead_code)]

use std::path::Path;
use std::process::Command;

pub use tests::tools;

/// The files of `dir` named `*.ext`, sorted (panics naming `dir` when it
/// cannot be read).
pub fn files_with_ext(dir: &Path, ext: &str) -> Vec<std::path::PathBuf> {
    let mut v: Vec<std::path::PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == ext))
        .collect();
    v.sort();
    v
}

/// Runs `warpsat ARGS...`: (success, stdout, stderr).
pub fn warpsat(args: &[&str]) -> (bool, String, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_warpsat"))
        .args(args)
        .output()
        .expect("warpsat runs");
    (
        o.status.success(),
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

/// The checksum lines of `warpsat run INPUT LAUNCH...` (one per argument
/// buffer); the run must succeed and report at least one.
pub fn checksums(input: &Path, launch: &[&str]) -> Vec<String> {
    let mut args = vec!["run", input.to_str().unwrap()];
    args.extend_from_slice(launch);
    let (ok, out, err) = warpsat(&args);
    assert!(ok, "{}: {err}", input.display());
    let lines: Vec<String> = out
        .lines()
        .filter(|l| l.contains("checksum"))
        .map(str::to_string)
        .collect();
    assert!(!lines.is_empty(), "{out}");
    lines
}

/// `warpsat run PTX --spec SPEC --count`: the instructions executed and
/// the checksum lines.
pub fn counted_run(ptx: &Path, spec: &Path) -> (u64, Vec<String>) {
    let (ok, out, err) = warpsat(&[
        "run",
        ptx.to_str().unwrap(),
        "--spec",
        spec.to_str().unwrap(),
        "--count",
    ]);
    assert!(ok, "{err}");
    let count: u64 = out
        .split(" threads, ")
        .nth(1)
        .and_then(|r| r.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no count in {out}"));
    let sums: Vec<String> = out
        .lines()
        .filter(|l| l.contains("checksum"))
        .map(String::from)
        .collect();
    (count, sums)
}

/// Asserts that `ptxas` (a path) assembles `ptx` for `arch`, writing the
/// cubin next to it.
pub fn assert_ptxas_accepts(ptxas: &Path, ptx: &Path, arch: &str) {
    let o = Command::new(ptxas)
        .arg(format!("-arch={arch}"))
        .arg(ptx)
        .arg("-o")
        .arg(ptx.with_extension("cubin"))
        .output()
        .expect("ptxas runs");
    assert!(
        o.status.success(),
        "{}: {}",
        ptx.display(),
        String::from_utf8_lossy(&o.stderr)
    );
}

/// `warpsat compile SRC -OLEVEL --arch ARCH -o PTX`, which must succeed;
/// then ptxas on the PTX where ptxas is installed (a failure where
/// `WARPSAT_REQUIRE_TOOLS=1` demands it).
pub fn compile_checked(src: &Path, ptx: &Path, level: &str, arch: &str) {
    let (ok, _, err) = warpsat(&[
        "compile",
        src.to_str().unwrap(),
        level,
        "--arch",
        arch,
        "-o",
        ptx.to_str().unwrap(),
    ]);
    assert!(ok, "{}: {err}", src.display());
    if let Some(px) = tools::need("WARPSAT_PTXAS") {
        assert_ptxas_accepts(&px, ptx, arch);
    }
}

#[derive(clap::Parser)]
struct CompileCli {
    #[command(flatten)]
    c: driver::cli::CompileArgs,
}

/// `m` compiled in process as `warpsat k.ll ARGS...` would compile it
/// (`-O3 --arch sm_80`, say): the PTX text.
pub fn compile_in_process(m: &dialects::ir::Module, args: &[&str]) -> String {
    let mut argv = vec!["warpsat", "k.ll"];
    argv.extend_from_slice(args);
    let w = <CompileCli as clap::Parser>::try_parse_from(argv).unwrap();
    let mut m = m.clone();
    driver::compile::compile_module(&mut m, "k.ll", &w.c)
        .unwrap()
        .0
}

/// LLVM IR text compiled as `warpsat FILE ARGS...` compiles it: imported,
/// `__nvvm_reflect` answered from the options and the module's
/// `nvvm-reflect-ftz` flag, then the pipeline: the PTX text.
pub fn compile_source(name: &str, src: &str, args: &[&str]) -> String {
    let mut argv = vec!["warpsat", name];
    argv.extend_from_slice(args);
    let w = <CompileCli as clap::Parser>::try_parse_from(argv).unwrap();
    let mut m = llvm::import::import(name, src).unwrap();
    let plan = driver::compile::plan(&w.c.pipeline).unwrap();
    driver::compile::resolve_reflect(&mut m, src, &w.c.arch, &plan.opts);
    driver::compile::compile_module(&mut m, name, &w.c)
        .unwrap()
        .0
}

/// `tests/cuda/FILE` imported (the nvvm interpreter's input) and compiled
/// at -O3 for sm_80, the PTX assembled by ptxas when it is present.
pub fn cuda_input_and_ptx(file: &str) -> (dialects::ir::Module, String) {
    let path = tools::repo_root().join("tests/cuda").join(file);
    let src = std::fs::read_to_string(&path).unwrap();
    let m = llvm::import::import(file, &src).unwrap();
    let ptx = compile_source(file, &src, &["-O3", "--arch", "sm_80"]);
    if let Some(px) = tools::need("WARPSAT_PTXAS") {
        tools::assert_ptxas_compiles(&px, &ptx, "sm_80");
    }
    (m, ptx)
}

/// Buffer `k` of a run as 32-bit words.
pub fn words(o: &interp::diff::Outcome, k: usize) -> Vec<u32> {
    o.buffers[k]
        .0
        .chunks(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

/// Compiles `kernel` of the repository file `input` with `args`; ptxas
/// (when present) must assemble it. Gives the PTX.
pub fn compile_kernel(input: &str, kernel: &str, args: &[&str]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out.ptx");
    let input = tests::tools::repo_root().join(input);
    let mut argv = vec![
        input.to_str().unwrap().to_string(),
        format!("--kernels={kernel}"),
        "-o".into(),
        out.to_str().unwrap().to_string(),
    ];
    argv.extend(args.iter().map(|s| s.to_string()));
    let argv: Vec<&str> = argv.iter().map(String::as_str).collect();
    let (ok, _, err) = warpsat(&argv);
    assert!(ok, "{err}");
    let ptx = std::fs::read_to_string(&out).unwrap();
    if let Some(ptxas) = tests::tools::need("WARPSAT_PTXAS") {
        let frames = tests::tools::ptxas_stack_frames(&ptxas, &ptx, "sm_80");
        assert!(frames.contains_key(kernel), "{frames:?}");
    }
    ptx
}

/// Lines of `ptx` starting with `prefix`.
pub fn count_lines(ptx: &str, prefix: &str) -> usize {
    ptx.lines()
        .filter(|l| l.trim_start().starts_with(prefix))
        .count()
}

/// `ptx` computes what `reference` does on `spec`, which writes something.
pub fn same_ptx_results(spec: &str, reference: &str, ptx: &str) {
    let spec = interp::spec::Spec::parse(spec).unwrap();
    let want = interp::diff::run_ptx_text("ref.ptx", reference, &spec).unwrap();
    assert!(want.buffers.iter().any(|b| b.0.iter().any(|&x| x != 0)));
    interp::diff::compare(
        &want,
        &interp::diff::run_ptx_text("k.ptx", ptx, &spec).unwrap(),
        None,
    )
    .unwrap();
}

/// `tests/cuda/<file>` (IR made from CUDA with NVIDIA's headers) compiles
/// at -O3 for sm_80 and sm_90, ptxas accepts it where installed, and each
/// `(kernel, launch, contracts)` of `cases` computes on the PTX
/// interpreter what the input computes on the nvvm interpreter: bit for
/// bit, or within 1e-3 (relative plus absolute) where `contracts` says a
/// multiply and add may have become an `fma`.
pub fn check_cuda_form(file: &str, cases: &[(&str, &str, bool)]) {
    use interp::diff::{compare, run_module, run_ptx_text, Tolerance};
    use interp::spec::Spec;
    let path = tools::repo_root().join("tests/cuda").join(file);
    let src = std::fs::read_to_string(&path).unwrap();
    let mut reference = llvm::import::import(file, &src).unwrap();
    let opts = driver::pipeline::PassOptions::new();
    driver::compile::resolve_reflect(&mut reference, &src, "sm_80", &opts);
    let ptxas = tools::need("WARPSAT_PTXAS");
    for arch in ["sm_80", "sm_90"] {
        let ptx = compile_source(file, &src, &["-O3", "--arch", arch]);
        if let Some(px) = &ptxas {
            tools::assert_ptxas_compiles(px, &ptx, arch);
        }
        for (kernel, launch, contracts) in cases {
            let spec = Spec::parse(&format!("kernel {kernel}\n{launch}\n")).unwrap();
            let want = run_module(&reference, &spec).unwrap_or_else(|e| panic!("{kernel}: {e}"));
            let got = run_ptx_text("s.ptx", &ptx, &spec)
                .unwrap_or_else(|e| panic!("{file} {arch} {kernel}: {e}"));
            let tol = contracts.then_some(Tolerance {
                rel: 1e-3,
                abs: 1e-3,
            });
            compare(&want, &got, tol).unwrap_or_else(|e| panic!("{file} {arch} {kernel}: {e:?}"));
        }
    }
}
