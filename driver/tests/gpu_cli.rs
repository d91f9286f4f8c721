//! `--gpu` without a GPU, and the GPU runner's inputs and checks.
//!
//! - `warpsat compare --gpu` and `warpsat run --gpu` on a corpus kernel
//!   say that no CUDA driver (or no device) was found and exit with
//!   status 2. On a machine where the driver and a device are present the
//!   test is skipped with a note (the device script,
//!   `scripts/gpu-compare.sh`, covers that case).
//! - The runner uploads exactly what the interpreters run on: for every
//!   harness spec, at its own size and grown by `--scale 3`, the bytes of
//!   its upload plan equal the interpreter memory after
//!   `Spec::materialize` (arguments and module variables), and `uninit`
//!   buffers are the runner's fill pattern where the interpreter's are
//!   unwritten.
//! - Every grown spec runs in the nvvm interpreter (its `scale` line keeps
//!   every access in bounds), and the runner's check is
//!   `interp::diff::compare`: a device result equal to the
//!   interpreter's passes, a changed element fails with diff's message.

use std::path::{Path, PathBuf};
use std::process::Command;

use driver::gpu::runner::{self, DeviceRun, Param, Timing, UNINIT_BYTE};
use driver::gpu::{Gpu, NO_DRIVER};
use interp::diff::{compare, run_module, Outcome};
use interp::spec::{load_dir_hints, Hints, Spec};
use interp::{map_globals, ArgValue, Memory};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn corpus(stem: &str) -> PathBuf {
    root().join(format!("../shared/corpus/nvvm/{stem}.ll"))
}

fn module(stem: &str) -> dialects::ir::Module {
    let p = corpus(stem);
    let src = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    llvm::import::import(&p.to_string_lossy(), &src).unwrap()
}

fn specs() -> Vec<(String, Spec, Hints)> {
    load_dir_hints(&root().join("tests/harness")).unwrap()
}

/// True (with a note) where a driver and device are present: the no-GPU
/// behaviour cannot be observed there.
fn gpu_present() -> bool {
    match Gpu::open() {
        Ok(g) => {
            eprintln!(
                "gpu_cli: skipped: a GPU is present ({}); scripts/gpu-compare.sh covers it",
                g.describe()
            );
            true
        }
        Err(_) => false,
    }
}

fn check_no_gpu(args: &[&str]) {
    let out = Command::new(env!("CARGO_BIN_EXE_warpsat"))
        .args(args)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    let driver = format!("warpsat: --gpu: {NO_DRIVER}");
    assert!(
        err.lines().any(|l| l == driver) || err.contains("warpsat: --gpu: no GPU device ("),
        "{args:?}: {err}"
    );
    assert!(out.stdout.is_empty(), "{args:?} printed a report");
}

#[test]
fn compare_gpu_without_a_gpu_is_status_2() {
    if gpu_present() {
        return;
    }
    let saxpy = corpus("saxpy");
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("cmp");
    check_no_gpu(&[
        "compare",
        "--gpu",
        "--scale",
        "4",
        "--arch",
        "sm_80",
        saxpy.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(!out.exists(), "compare --gpu wrote a report without a GPU");
}

#[test]
fn run_gpu_without_a_gpu_is_status_2() {
    if gpu_present() {
        return;
    }
    let saxpy = corpus("saxpy");
    let spec = root().join("tests/harness/saxpy.spec");
    check_no_gpu(&[
        "run",
        saxpy.to_str().unwrap(),
        "--spec",
        spec.to_str().unwrap(),
        "--gpu",
    ]);
}

/// The runner's upload plan of `spec` against the interpreter memory
/// after `materialize` on the corpus module.
fn same_inputs(name: &str, spec: &Spec) {
    let m = module(spec.corpus.as_deref().unwrap());
    let mut mem = Memory::new();
    map_globals(&m, &mut mem).unwrap();
    let mat = spec.materialize(&mut mem).unwrap();
    let plan = runner::plan(spec).unwrap();
    assert_eq!(plan.params.len(), mat.args.len(), "{name}");
    let mut bufs = mat.buffers.iter();
    for (i, (p, a)) in plan.params.iter().zip(&mat.args).enumerate() {
        match (p, a) {
            (Param::Value(bytes), v) => {
                assert!(!matches!(v, ArgValue::Ptr(_)), "{name}: arg {i}");
                assert_eq!(bytes, &v.le_bytes(), "{name}: arg {i}");
            }
            (Param::Buffer { init, uninit, elem }, ArgValue::Ptr(addr)) => {
                let (bi, baddr, b) = bufs.next().unwrap();
                assert_eq!((*bi, baddr), (i, addr), "{name}: arg {i}");
                assert_eq!(*elem, b.elem, "{name}: arg {i}");
                let (data, written) = mem.read_with_init(*addr, b.bytes().unwrap()).unwrap();
                assert_eq!(init.len(), data.len(), "{name}: arg {i}");
                if *uninit {
                    assert!(written.iter().all(|&w| !w), "{name}: arg {i}");
                    assert!(init.iter().all(|&x| x == UNINIT_BYTE), "{name}: arg {i}");
                } else {
                    assert!(written.iter().all(|&w| w), "{name}: arg {i}");
                    assert!(init == &data, "{name}: arg {i}: the bytes differ");
                }
            }
            (p, a) => panic!("{name}: arg {i}: plan {p:?} against {a:?}"),
        }
    }
    assert_eq!(plan.symbols.len(), spec.symbols.len(), "{name}");
    for (sym, bytes) in &plan.symbols {
        let addr = mem.symbol_addr(sym).unwrap();
        let data = mem.read(addr, bytes.len() as u64).unwrap();
        assert!(&data == bytes, "{name}: symbol {sym}");
    }
}

#[test]
fn runner_uploads_what_the_interpreter_runs_on() {
    let all = specs();
    assert!(all.len() >= 40, "{} specs", all.len());
    for (name, spec, hints) in &all {
        same_inputs(name, spec);
        let (grown, k) = spec.scaled(hints, 3).unwrap();
        assert_eq!(k, if hints.scale.is_some() { 3 } else { 1 }, "{name}");
        same_inputs(&format!("{name} (scale 3)"), &grown);
    }
}

#[test]
fn grown_specs_run_in_the_interpreter() {
    let all = specs();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let failures = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some((name, spec, hints)) = all.get(i) else {
                    break;
                };
                if hints.scale.is_none() {
                    continue;
                }
                let m = module(spec.corpus.as_deref().unwrap());
                let (grown, _) = spec.scaled(hints, 3).unwrap();
                let base = run_module(&m, spec);
                let r = run_module(&m, &grown);
                match (base, r) {
                    (Ok(b), Ok(g)) => {
                        // More work, and every buffer grew or stayed.
                        if g.stats.insts <= b.stats.insts {
                            failures
                                .lock()
                                .unwrap()
                                .push(format!("{name}: scale 3 did not grow the work"));
                        }
                    }
                    (b, g) => failures.lock().unwrap().push(format!(
                        "{name}: {:?} / scale 3: {:?}",
                        b.err(),
                        g.err()
                    )),
                }
            });
        }
    });
    let f = failures.into_inner().unwrap();
    assert!(f.is_empty(), "{}", f.join("\n"));
}

/// A device result holding `want`'s bytes (the pattern where the
/// interpreter left an `uninit` buffer unwritten).
fn device_copy(spec: &Spec, want: &Outcome) -> DeviceRun {
    let plan = runner::plan(spec).unwrap();
    let mut buffers = Vec::new();
    let (mut buffer_args, mut uninit) = (Vec::new(), Vec::new());
    for (i, p) in plan.params.iter().enumerate() {
        if let Param::Buffer { uninit: u, .. } = p {
            let (bytes, init) = &want.buffers[buffers.len()];
            buffers.push(
                bytes
                    .iter()
                    .zip(init)
                    .map(|(&b, &w)| if w { b } else { UNINIT_BYTE })
                    .collect(),
            );
            buffer_args.push(i);
            uninit.push(*u);
        }
    }
    DeviceRun {
        buffers,
        buffer_args,
        elems: want.elems.clone(),
        uninit,
        timing: Timing::default(),
        regs: None,
        load_ms: 0.0,
    }
}

#[test]
fn runner_checks_with_the_interpreters_comparison() {
    let all = specs();
    for stem in ["black_scholes", "compact_positive", "jacobi2d"] {
        let (_, spec, hints) = all.iter().find(|(n, _, _)| n == stem).unwrap();
        let m = module(spec.corpus.as_deref().unwrap());
        let want = run_module(&m, spec).unwrap();
        let tol = Some(runner::tolerance(spec, hints));
        let dev = device_copy(spec, &want);
        runner::check_outputs(&want, &dev, hints, tol).unwrap();
        assert!(compare(&want, &runner::device_outcome(&dev, &want), tol).is_ok());
        // A changed written element: the same message as diff::compare's.
        let k = dev.uninit.iter().position(|&u| u).unwrap();
        let j = want.buffers[k].1.iter().position(|&w| w).unwrap();
        let mut bad = dev.clone();
        bad.buffers[k][j + 3] ^= 0x40;
        let e = runner::check_outputs(&want, &bad, &Hints::default(), tol).unwrap_err();
        let direct = compare(&want, &runner::device_outcome(&bad, &want), tol).unwrap_err();
        assert_eq!(e, direct.to_string(), "{stem}");
        assert!(e.contains(&format!("buffer {k}")), "{stem}: {e}");
    }
}
