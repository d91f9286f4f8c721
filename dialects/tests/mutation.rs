//! Mutation test: corrupted corpus files must never panic the importer;
//! each must give a module that verifies or an error with a location.
//! Mutants that import and verify are selected for sm_80 and given to
//! ptxas: what the front end accepts must either assemble or be refused by
//! instruction selection, so a verifier hole fails the test.
//!
//! The normal run mutates 10,000 inputs and assembles a sample of 150
//! accepted ones. For a soak run set `WARPSAT_MUTATIONS` (e.g.
//! `WARPSAT_MUTATIONS=1000000 cargo test --release -p dialects
//! --test mutation`), which assembles every accepted mutant, and optionally
//! `WARPSAT_SEED`; `WARPSAT_MUTANTS_ASSEMBLED=N` sets the sample.

use std::panic::{catch_unwind, AssertUnwindSafe};

mod common;
use tests::tools;

use tests::mutate::{mutate, Language, Rng};

/// The corpus and the syntax samples: (path, contents).
fn corpus() -> Vec<(String, String)> {
    let corpus = common::corpus_files().into_iter().map(|(_, p)| p);
    let samples = common::ll_files(&common::import_samples_dir());
    corpus
        .chain(samples)
        .map(|p| {
            let src = std::fs::read_to_string(&p).unwrap();
            (p.display().to_string(), src)
        })
        .collect()
}

/// LLVM IR bytes and words worth inserting.
const LLVM: Language = Language {
    bytes: b"%@!#=,()[]{}<>*x0123456789-\"azi.: \n",
    words: &[
        "%x",
        "%0",
        "@g",
        "!0",
        "i32",
        "i1",
        "float",
        "ptr",
        "ptr addrspace(3)",
        "<4 x float>",
        "{ i32, i1 }",
        "[4 x i8]",
        "add",
        "phi",
        "br",
        "label",
        "%entry",
        "getelementptr",
        "inbounds",
        "load",
        "store",
        "call",
        "ret",
        "void",
        "define",
        "declare",
        "align",
        "undef",
        "poison",
        "zeroinitializer",
        "0x7FF0000000000000",
        "0xH3C00",
        "-1",
        "true",
        "=",
        ",",
        "(",
        ")",
        "{",
        "}",
        "[",
        "]",
        "...",
        "#0",
        "!{",
        "distinct",
        "addrspace(1)",
        "to",
        "bitcast",
        "switch",
        "metadata",
        "token",
        "%struct.s",
        "type",
        "opaque",
    ],
};

#[test]
fn mutated_inputs_never_panic_and_errors_are_located() {
    let n: usize = std::env::var("WARPSAT_MUTATIONS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(10_000);
    let seed: u64 = std::env::var("WARPSAT_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x5eed_1234);
    let files = corpus();
    assert!(files.len() >= 88, "corpus missing ({} files)", files.len());
    let mut rng = Rng::new(seed);
    let (mut ok, mut errs) = (0usize, 0usize);
    let prev_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let mut failure = None;
    // Every accepted mutant in a soak run; in the normal run a sample spread
    // over it (one in 8 until the sample is full). Assembled in batches so
    // a soak keeps little in memory.
    let soak = n > 10_000;
    let assemble: usize = std::env::var("WARPSAT_MUTANTS_ASSEMBLED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(if soak { usize::MAX } else { 150 });
    let stride = if soak { 1 } else { 8 };
    let (mut accepted, mut taken) = (Vec::new(), 0usize);
    let mut refused_by_ptxas = Vec::new();
    for iter in 0..n {
        let (name, src) = &files[rng.below(files.len())];
        let mut text = mutate(&mut rng, src, &LLVM);
        if rng.below(4) == 0 {
            text = mutate(&mut rng, &text, &LLVM);
        }
        let result = catch_unwind(AssertUnwindSafe(|| llvm::import::import(name, &text)));
        let problem = match result {
            Err(_) => Some("the importer panicked".to_string()),
            Ok(Ok(m)) => {
                ok += 1;
                let bad = dialects::verify::verify_module(&m).is_err();
                if !bad && taken < assemble && ok % stride == 0 && asm_kept(src, &text) {
                    taken += 1;
                    accepted.push((iter, name.clone(), text.clone(), m));
                    if accepted.len() == 64 {
                        refused_by_ptxas.extend(assemble_accepted(std::mem::take(&mut accepted)));
                    }
                }
                bad.then(|| "it imported but does not verify".to_string())
            }
            Ok(Err(d)) => {
                errs += 1;
                (d.line == 0 || d.col == 0 || d.line_text.is_none())
                    .then(|| format!("error without a location: {d}"))
            }
        };
        if let Some(f) = refused_by_ptxas.first() {
            failure = Some(f.clone());
            break;
        }
        if let Some(p) = problem {
            let path = std::env::temp_dir().join(format!("warpsat-mutation-{iter}.ll"));
            let _ = std::fs::write(&path, &text);
            failure = Some(format!(
                "mutation {iter} of {name}: {p}; input saved to {}",
                path.display()
            ));
            break;
        }
    }
    std::panic::set_hook(prev_hook);
    if let Some(f) = failure {
        panic!("{f}");
    }
    eprintln!("{n} mutations: {ok} imported and verified, {errs} located errors");
    assert_eq!(ok + errs, n);
    let fails = assemble_accepted(accepted);
    assert!(fails.is_empty(), "{}", fails.join("\n\n"));
}

/// Whether every inline-asm line of `mutant` is one of `original`'s: an
/// asm template or constraint string is the author's PTX, passed through
/// unchecked (as llc does), so a mutant that edits one is no verifier hole
/// when ptxas refuses it.
fn asm_kept(original: &str, mutant: &str) -> bool {
    let asm_lines = |t: &str| -> Vec<String> {
        t.lines()
            .filter(|l| l.contains(" asm "))
            .map(str::to_string)
            .collect()
    };
    let before = asm_lines(original);
    asm_lines(mutant).iter().all(|l| before.contains(l))
}

/// Selects each accepted mutant for sm_80 and runs ptxas on what selection
/// produces (selection may refuse with a message; it may not panic).
/// Returns the failures.
fn assemble_accepted(accepted: Vec<(usize, String, String, dialects::ir::Module)>) -> Vec<String> {
    let Some(ptxas) = tools::need("WARPSAT_PTXAS") else {
        return Vec::new();
    };
    let dir = tempfile::tempdir().unwrap();
    let mut jobs = Vec::new();
    let mut refused = 0;
    for (iter, name, text, m) in &accepted {
        let sel = catch_unwind(AssertUnwindSafe(|| isel::select_module(m, "sm_80")));
        match sel {
            Err(_) => {
                let keep = std::env::temp_dir().join(format!("warpsat-mutation-{iter}.ll"));
                let _ = std::fs::write(&keep, text);
                return vec![format!(
                    "mutation {iter} of {name}: instruction selection panicked; input saved to {}",
                    keep.display()
                )];
            }
            Ok(Err(_)) => refused += 1,
            Ok(Ok(p)) => {
                let file = dir.path().join(format!("m{iter}.ptx"));
                std::fs::write(&file, ptx::print::print_module(&p)).unwrap();
                jobs.push((*iter, name.clone(), text.clone(), file));
            }
        }
    }
    let results = common::parallel(&jobs, |(iter, name, text, file)| {
        let o = std::process::Command::new(&ptxas)
            .arg("-arch=sm_80")
            // Relocatable: the samples call functions defined elsewhere.
            .arg("-c")
            .arg(file)
            .arg("-o")
            .arg(file.with_extension("cubin"))
            .output()
            .unwrap();
        if o.status.success() {
            return None;
        }
        let keep = std::env::temp_dir().join(format!("warpsat-mutation-{iter}.ll"));
        let _ = std::fs::write(&keep, text);
        Some(format!(
            "mutation {iter} of {name} was accepted but ptxas refused its PTX (input saved to {}):\n{}",
            keep.display(),
            String::from_utf8_lossy(&o.stderr).lines().take(4).collect::<Vec<_>>().join("\n")
        ))
    });
    let fails: Vec<String> = results.into_iter().flatten().collect();
    eprintln!(
        "{} accepted mutants: {} assembled by ptxas, {refused} refused by selection",
        accepted.len(),
        jobs.len() - fails.len()
    );
    fails
}
