//! Every corpus kernel (both forms) compiled at -O1, -O2 and -O3 (through
//! the e-graph): the nvvm interpreter on the input and the PTX interpreter
//! on the resulting PTX agree on the kernel's harness spec, and ptxas
//! accepts the PTX for sm_70 (assembled as sm_75: ptxas 13 dropped
//! sm_70 but still checks each instruction against `.target sm_70`),
//! sm_80 and sm_90.
//!
//! Tolerance: only contraction (fmul+fadd -> fma, `-fmad` on by default)
//! changes float results; float buffers may differ by relative 1e-5 plus
//! absolute 1e-5 (black_scholes 1e-4: its put prices are differences of
//! terms up to 100). With `-opt "-fmad=0"` the results must be
//! bit-identical (`corpus_without_contraction_is_bit_exact`).

use std::path::{Path, PathBuf};
use std::process::Command;

use clap::Parser;
use driver::cli::CompileArgs;
use interp::diff::{compare, run_module, run_ptx_text, Tolerance};
use interp::spec::Spec;
use tests::tools;

#[derive(Parser)]
struct Wrap {
    #[command(flatten)]
    c: CompileArgs,
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn specs() -> Vec<Spec> {
    interp::spec::load_dir(&root().join("tests/harness"))
        .unwrap()
        .into_iter()
        .map(|(_, s)| s)
        .collect()
}

/// The PTX of `m` compiled with `args`. The e-graph pass must have run on
/// every function and kept its result: a pass that fell back to its input
/// would leave the differential check comparing the input with itself.
fn compile(m: &dialects::ir::Module, name: &str, args: &[&str]) -> String {
    let mut argv = vec!["warpsat", name];
    argv.extend_from_slice(args);
    let w = Wrap::try_parse_from(argv).unwrap();
    let mut m = m.clone();
    let (ptx, report) = driver::compile::compile_module(&mut m, name, &w.c)
        .unwrap_or_else(|e| panic!("{name} {args:?}: {e}"));
    let defined = m.funcs.values().filter(|f| f.body.is_some()).count();
    assert!(
        report.egraph.len() >= defined,
        "{name} {args:?}: the e-graph pass ran on {} of {defined} functions",
        report.egraph.len()
    );
    for st in &report.egraph {
        assert!(
            st.fallback.is_none(),
            "{name} {args:?}: the e-graph pass kept its input: {}",
            st.fallback.as_deref().unwrap_or_default()
        );
    }
    ptx
}

fn ptxas_accepts(ptxas: &Path, ptx: &str, arch: &str, tag: &str) -> Result<(), String> {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join(format!("{tag}.ptx"));
    std::fs::write(&p, ptx).unwrap();
    let o = Command::new(ptxas)
        .arg(format!("-arch={arch}"))
        .arg(&p)
        .arg("-o")
        .arg(dir.path().join("out.cubin"))
        .output()
        .unwrap();
    if o.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&o.stderr).into_owned())
    }
}

fn run(levels: &[&str], extra: &[&str], tol: Option<Tolerance>, with_ptxas: bool) {
    let ptxas = if with_ptxas {
        tools::need("WARPSAT_PTXAS")
    } else {
        None
    };
    let specs = specs();
    let jobs: Vec<(Spec, &str)> = specs
        .iter()
        .flat_map(|s| ["nvvm", "modern"].map(|f| (s.clone(), f)))
        .collect();
    let next = std::sync::Mutex::new(0usize);
    let failures = std::sync::Mutex::new(Vec::new());
    let checked = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|sc| {
        for _ in 0..2 {
            sc.spawn(|| loop {
                let i = {
                    let mut n = next.lock().unwrap();
                    *n += 1;
                    *n - 1
                };
                let Some((spec, form)) = jobs.get(i) else {
                    break;
                };
                let stem = spec.corpus.clone().unwrap();
                let path = root().join(format!("../shared/corpus/{form}/{stem}.ll"));
                let src = std::fs::read_to_string(&path).unwrap();
                let name = path.to_string_lossy().into_owned();
                let m = llvm::import::import(&name, &src).unwrap();
                let want = run_module(&m, spec).unwrap();
                let tol = if stem == "black_scholes" {
                    tol.map(|t| Tolerance { abs: 1e-4, ..t })
                } else {
                    tol
                };
                for level in levels {
                    let mut args = vec![*level, "--emit", "ptx", "--arch", "sm_80"];
                    args.extend_from_slice(extra);
                    let ptx = compile(&m, &name, &args);
                    let tag = format!("{form}/{stem} {level}");
                    let r = run_ptx_text(&tag, &ptx, spec)
                        .map_err(String::from)
                        .and_then(|got| compare(&want, &got, tol).map_err(String::from));
                    if let Err(e) = r {
                        failures.lock().unwrap().push(format!("{tag}: {e}"));
                    }
                    if let Some(px) = &ptxas {
                        for (arch, asm) in
                            [("sm_70", "sm_75"), ("sm_80", "sm_80"), ("sm_90", "sm_90")]
                        {
                            let text = if arch == "sm_80" {
                                ptx.clone()
                            } else {
                                let mut a = args.clone();
                                a[4] = arch;
                                compile(&m, &name, &a)
                            };
                            if let Err(e) = ptxas_accepts(px, &text, asm, &stem) {
                                failures
                                    .lock()
                                    .unwrap()
                                    .push(format!("{tag} {arch}: ptxas: {e}"));
                            }
                        }
                    }
                    checked.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    let n = checked.into_inner();
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert_eq!(n, 94 * levels.len());
}

#[test]
fn corpus_at_o1_o2_o3_matches_the_interpreter_and_assembles() {
    run(
        &["-O1", "-O2", "-O3"],
        &[],
        Some(Tolerance {
            rel: 1e-5,
            abs: 1e-5,
        }),
        true,
    );
}

#[test]
fn corpus_without_contraction_is_bit_exact() {
    run(&["-O2"], &["--opt=-fmad=0"], None, false);
}
