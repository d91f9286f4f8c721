//! Mutation test: corrupted corpus files must never panic the importer;
//! each must give a module that verifies or an error with a location.
//!
//! The normal run mutates 10,000 inputs. For a soak run set
//! `WARPSAT_MUTATIONS` (e.g. `WARPSAT_MUTATIONS=1000000 cargo test --release
//! -p warpsat-dialects --test mutation`) and optionally `WARPSAT_SEED`.

use std::panic::{catch_unwind, AssertUnwindSafe};

mod common;
#[path = "common/mutate.rs"]
mod mutate;

use mutate::{mutate, Language, Rng};

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
    for iter in 0..n {
        let (name, src) = &files[rng.below(files.len())];
        let mut text = mutate(&mut rng, src, &LLVM);
        if rng.below(4) == 0 {
            text = mutate(&mut rng, &text, &LLVM);
        }
        let result = catch_unwind(AssertUnwindSafe(|| {
            dialects::llvm::import::import(name, &text)
        }));
        let problem = match result {
            Err(_) => Some("the importer panicked".to_string()),
            Ok(Ok(m)) => {
                ok += 1;
                dialects::verify::verify_module(&m)
                    .is_err()
                    .then(|| "it imported but does not verify".to_string())
            }
            Ok(Err(d)) => {
                errs += 1;
                (d.line == 0 || d.col == 0 || d.line_text.is_none())
                    .then(|| format!("error without a location: {d}"))
            }
        };
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
}
