//! Mutation test: corrupted corpus files must never panic the importer;
//! each must give a module that verifies or an error with a location.
//!
//! The normal run mutates 10,000 inputs. For a soak run set
//! `WARPSAT_MUTATIONS` (e.g. `WARPSAT_MUTATIONS=1000000 cargo test --release
//! -p warpsat-dialects --test mutation`) and optionally `WARPSAT_SEED`.

use std::panic::{catch_unwind, AssertUnwindSafe};

mod common;

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

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

/// Token boundaries: maximal runs of non-space characters.
fn tokens(s: &str) -> Vec<(usize, usize)> {
    let mut v = Vec::new();
    let mut start = None;
    for (i, c) in s.char_indices() {
        if c.is_whitespace() {
            if let Some(st) = start.take() {
                v.push((st, i));
            }
        } else if start.is_none() {
            start = Some(i);
        }
    }
    if let Some(st) = start {
        v.push((st, s.len()));
    }
    v
}

fn mutate(src: &str, rng: &mut Rng) -> String {
    let toks = tokens(src);
    if toks.is_empty() {
        return src.to_string();
    }
    match rng.below(6) {
        0 => {
            // Flip a byte (kept ASCII so the text stays UTF-8).
            let mut b = src.as_bytes().to_vec();
            let i = rng.below(b.len());
            b[i] = b"%@!#=,()[]{}<>*x0123456789-\"azi.: \n"[rng.below(35)];
            String::from_utf8(b).unwrap_or_else(|_| src.to_string())
        }
        1 => {
            let mut cut = rng.below(src.len());
            while !src.is_char_boundary(cut) {
                cut -= 1;
            }
            src[..cut].to_string()
        }
        2 | 3 => {
            // Delete a token.
            let (a, b) = toks[rng.below(toks.len())];
            format!("{}{}", &src[..a], &src[b..])
        }
        4 => {
            // Swap two tokens.
            let (mut x, mut y) = (toks[rng.below(toks.len())], toks[rng.below(toks.len())]);
            if x.0 > y.0 {
                std::mem::swap(&mut x, &mut y);
            }
            if x.1 > y.0 || x == y {
                return src.to_string();
            }
            format!(
                "{}{}{}{}{}",
                &src[..x.0],
                &src[y.0..y.1],
                &src[x.1..y.0],
                &src[x.0..x.1],
                &src[y.1..]
            )
        }
        _ => {
            // Duplicate a token elsewhere.
            let (a, b) = toks[rng.below(toks.len())];
            let (c, _) = toks[rng.below(toks.len())];
            format!("{} {} {}", &src[..c], &src[a..b], &src[c..])
        }
    }
}

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
    let mut rng = Rng(seed | 1);
    let (mut ok, mut errs) = (0usize, 0usize);
    let prev_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let mut failure = None;
    for iter in 0..n {
        let (name, src) = &files[rng.below(files.len())];
        let mut text = mutate(src, &mut rng);
        if rng.below(4) == 0 {
            text = mutate(&text, &mut rng);
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
