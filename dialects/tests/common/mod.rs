//! Helpers shared by the integration tests (each test crate uses a part).
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// The forms of the corpus, in listing order.
pub const FORMS: [&str; 2] = ["nvvm", "modern"];

/// `shared/corpus`, beside the repository.
pub fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus")
}

/// `tests/import`: the importer's syntax samples.
pub fn import_samples_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/import")
}

/// The `.ll` files of `dir`, sorted; none when it cannot be read.
pub fn ll_files(dir: &Path) -> Vec<PathBuf> {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut paths: Vec<PathBuf> = rd
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    paths.sort();
    paths
}

/// Every corpus file with its form: the `nvvm` files, then the `modern`
/// ones, each sorted by path.
pub fn corpus_files() -> Vec<(&'static str, PathBuf)> {
    let root = corpus_dir();
    FORMS
        .iter()
        .flat_map(|&form| {
            ll_files(&root.join(form))
                .into_iter()
                .map(move |p| (form, p))
        })
        .collect()
}

/// `tests/harness`: one launch spec per corpus kernel.
pub fn harness_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/harness")
}

/// Every harness spec, sorted by file name: (file stem, spec).
pub fn harness_specs() -> Vec<(String, interp::spec::Spec)> {
    interp::spec::load_dir(&harness_dir()).unwrap_or_else(|e| panic!("{e}"))
}

/// Runs `job` over `items` on two threads; gives the results in order.
pub fn parallel<T: Sync, R: Send>(items: &[T], job: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let next = Mutex::new(0usize);
    let out = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let i = {
                    let mut n = next.lock().unwrap();
                    *n += 1;
                    *n - 1
                };
                let Some(it) = items.get(i) else { break };
                let r = job(it);
                out.lock().unwrap().push((i, r));
            });
        }
    });
    let mut v = out.into_inner().unwrap();
    v.sort_by_key(|(i, _)| *i);
    v.into_iter().map(|(_, r)| r).collect()
}

/// The `.ll` files of the corpus (both forms) and, recursively, of the
/// repository's `tests/` folder, sorted.
pub fn all_ll_files() -> Vec<std::path::PathBuf> {
    let mut out: Vec<std::path::PathBuf> = corpus_files().into_iter().map(|(_, p)| p).collect();
    let mut dirs = vec![Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join("tests")];
    let mut found = Vec::new();
    while let Some(d) = dirs.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "ll") {
                found.push(p);
            }
        }
    }
    found.sort();
    out.extend(found);
    out
}

/// The module of `path`, or `None` when it cannot be read or imported
/// (some test files are deliberately malformed).
pub fn import_file(path: &std::path::Path) -> Option<dialects::ir::Module> {
    let src = std::fs::read_to_string(path).ok()?;
    llvm::import::import(&path.to_string_lossy(), &src).ok()
}

/// For every corpus kernel with a harness spec, in both forms: when `pass`
/// changes the module, the nvvm interpreter gives the same buffers before
/// and after. Returns how many runs were compared.
pub fn harness_runs_agree(pass: impl Fn(&mut dialects::ir::Module) -> usize) -> usize {
    let mut compared = 0;
    for (name, spec) in harness_specs() {
        let Some(stem) = spec.corpus.clone() else {
            continue;
        };
        for form in FORMS {
            let path = corpus_dir().join(form).join(format!("{stem}.ll"));
            let Some(before) = import_file(&path) else {
                continue;
            };
            let mut after = before.clone();
            if pass(&mut after) == 0 {
                continue;
            }
            let Ok(want) = interp::diff::run_module(&before, &spec) else {
                continue;
            };
            let got = interp::diff::run_module(&after, &spec)
                .unwrap_or_else(|e| panic!("{name} ({form}): {e}"));
            interp::diff::compare(&want, &got, None)
                .unwrap_or_else(|e| panic!("{name} ({form}): {e}"));
            compared += 1;
        }
    }
    compared
}

/// The nvvm interpreter on `before` and `after`, and the PTX interpreter
/// on `after` selected for sm_80, agree on every spec (harness text);
/// returns the reference runs, for callers that check more of them.
#[allow(dead_code)] // not every test crate including this module uses it
pub fn specs_agree(
    before: &dialects::ir::Module,
    after: &dialects::ir::Module,
    specs: &[String],
) -> Vec<interp::diff::Outcome> {
    use interp::diff::{compare, run_module, run_ptx_text};
    let ptx = ptx::print::print_module(&isel::select_module(after, "sm_80").unwrap());
    let mut wants = Vec::with_capacity(specs.len());
    for s in specs {
        let spec = interp::spec::Spec::parse(s).unwrap();
        let want = run_module(before, &spec).unwrap_or_else(|e| panic!("{s}: {e}"));
        let got = run_module(after, &spec).unwrap_or_else(|e| panic!("nvvm, {s}: {e}"));
        compare(&want, &got, None).unwrap_or_else(|e| panic!("nvvm, {s}: {e}"));
        let got =
            run_ptx_text("k.ptx", &ptx, &spec).unwrap_or_else(|e| panic!("ptx, {s}: {e}\n{ptx}"));
        compare(&want, &got, None).unwrap_or_else(|e| panic!("ptx, {s}: {e}"));
        wants.push(want);
    }
    wants
}

/// `after` (a transformed `before`) computes what `before` computes for
/// each spec text (its `kernel` line included), on the nvvm interpreter
/// and on `after`'s sm_80 PTX; ptxas, where present, accepts that PTX
/// with every spec's kernel in it. Gives each spec's reference outcome.
pub fn same_runs(
    before: &dialects::ir::Module,
    after: &dialects::ir::Module,
    specs: &[String],
) -> Vec<interp::diff::Outcome> {
    use interp::diff::{compare, run_module, run_ptx_text};
    let ptx = ptx::print::print_module(&isel::select_module(after, "sm_80").unwrap());
    let mut wants = Vec::new();
    for text in specs {
        let spec = interp::spec::Spec::parse(text).unwrap_or_else(|e| panic!("{e:?}: {text}"));
        let want = run_module(before, &spec).unwrap();
        compare(&want, &run_module(after, &spec).unwrap(), None)
            .unwrap_or_else(|e| panic!("{}: {e}", spec.kernel));
        compare(&want, &run_ptx_text("k.ptx", &ptx, &spec).unwrap(), None)
            .unwrap_or_else(|e| panic!("{} (PTX): {e}", spec.kernel));
        wants.push(want);
    }
    if let Some(ptxas) = tests::tools::need("WARPSAT_PTXAS") {
        let frames = tests::tools::ptxas_stack_frames(&ptxas, &ptx, "sm_80");
        for text in specs {
            let kernel = text
                .lines()
                .find_map(|l| l.strip_prefix("kernel "))
                .unwrap();
            assert!(frames.contains_key(kernel.trim()), "{kernel}: {frames:?}");
        }
    }
    wants
}

/// Instructions of opcode `op` in function `name` of `m`.
pub fn count_op(m: &dialects::ir::Module, name: &str, op: dialects::ir::Opcode) -> usize {
    let body = m.funcs[m.func_by_name(name).unwrap()]
        .body
        .as_ref()
        .unwrap();
    body.all_insts()
        .into_iter()
        .filter(|&i| body.dfg.insts[i].opcode == op)
        .count()
}
