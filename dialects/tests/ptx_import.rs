//! PTX import (`ptx::parse::parse_ptx`).
//!
//! - Corpus: every `shared/corpus/nvvm/*.ll` through libNVVM 13.0
//!   (`scripts/nvvm-compile.py -arch=compute_80 -opt=3`) and every
//!   `shared/corpus/modern/*.ll` through `llc-16 -march=nvptx64 -mcpu=sm_80
//!   -O3`; each PTX is parsed, printed, parsed and printed again: the two
//!   printed texts are identical, the instruction and `.pragma` counts equal
//!   those of the original text, and ptxas (sm_80) accepts the printed text.
//!   The tools come from `scripts/setup-tools.sh` (`.tools/env.sh` or the
//!   `WARPSAT_*` variables); without them the test prints why and passes.
//! - Mutation: byte flips, truncations, token deletions/duplications/swaps
//!   of the real PTX (and of the hand-written samples below, so this runs
//!   without the tools too) never panic; every error is located, every
//!   accepted text prints to a fixed point. `WARPSAT_PTX_MUTATIONS` sets the
//!   count (default 3000).
//! - Unit tests for each syntax form and for located errors.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;
use std::process::Command;

use std::sync::OnceLock;
use tools::Compilers as Tools;

use ptx::parse::parse_ptx;
use ptx::print::print_module;
use ptx::*;

mod common;

use tests::mutate::{mutate, Language, Rng};
use tests::tools;

// ------------------------------------------------------------------ tools

/// The compilers compared against (missing ones are reported).
fn tools() -> Option<Tools> {
    tools::need_compilers()
}

fn run(cmd: &mut Command) -> Result<(), String> {
    let out = cmd
        .output()
        .map_err(|e| format!("cannot run {cmd:?}: {e}"))?;
    if out.status.success() {
        return Ok(());
    }
    let mut log = String::from_utf8_lossy(&out.stderr).into_owned();
    log.push_str(&String::from_utf8_lossy(&out.stdout));
    Err(log.lines().take(12).collect::<Vec<_>>().join("\n"))
}

// ---------------------------------------------------------------- corpus

/// The generated PTX: (name, text), or why there is none.
struct Generated {
    _dir: Option<tempfile::TempDir>,
    dir: PathBuf,
    files: Vec<(String, String)>,
}

fn generated() -> &'static Result<Generated, String> {
    static G: OnceLock<Result<Generated, String>> = OnceLock::new();
    G.get_or_init(generate)
}

fn generate() -> Result<Generated, String> {
    let t = tools().ok_or("skipped: tools missing")?;
    if !tools::need_corpus(&common::corpus_dir()) {
        return Err("skipped: no corpus".into());
    }
    let inputs = common::corpus_files();
    let tmp = tempfile::tempdir().map_err(|e| e.to_string())?;
    let dir = tmp.path().to_path_buf();
    let results = common::parallel(&inputs, |(form, ll)| {
        let tool = if *form == "nvvm" { "libnvvm" } else { "llc" };
        let name = format!("{tool}_{}.ptx", ll.file_stem().unwrap().to_string_lossy());
        let out = dir.join(&name);
        let r = if *form == "nvvm" {
            let mut c = Command::new("python3");
            c.arg(&t.nvvm_compile).arg("--lib").arg(&t.libnvvm);
            c.arg("--libdevice").arg(&t.libdevice);
            run(c
                .arg("-o")
                .arg(&out)
                .arg(ll)
                .args(["-arch=compute_80", "-opt=3"]))
        } else {
            run(Command::new(&t.llc)
                .args(["-march=nvptx64", "-mcpu=sm_80", "-O3"])
                .arg(ll)
                .arg("-o")
                .arg(&out))
        };
        r.and_then(|()| std::fs::read_to_string(&out).map_err(|e| e.to_string()))
            .map(|text| (name.clone(), text))
            .map_err(|e| format!("{name}: {e}"))
    });
    let mut files = Vec::new();
    for r in results {
        files.push(r?);
    }
    Ok(Generated {
        _dir: Some(tmp),
        dir,
        files,
    })
}

/// Instructions and `.pragma`s of a PTX text, counted on the text alone:
/// comments and `.loc`/`.file` lines removed, statements split at `;` and
/// at braces that open a line, leading braces and labels dropped; a
/// statement that then starts with a letter or `@` is an instruction.
fn count_statements(text: &str) -> (usize, usize) {
    let text: String = text
        .lines()
        .filter(|l| !l.trim_start().starts_with(".loc") && !l.trim_start().starts_with(".file"))
        .flat_map(|l| {
            let brace = l.trim_start().starts_with(['{', '}']);
            [if brace { ";" } else { "" }, l, "\n"]
        })
        .collect();
    let mut s = String::with_capacity(text.len());
    let mut it = text.chars().peekable();
    let mut in_str = false;
    while let Some(c) = it.next() {
        if in_str {
            in_str = c != '"';
            s.push(c);
        } else if c == '"' {
            in_str = true;
            s.push(c);
        } else if c == '/' && it.peek() == Some(&'/') {
            while it.peek().is_some_and(|&c| c != '\n') {
                it.next();
            }
        } else if c == '/' && it.peek() == Some(&'*') {
            it.next();
            let mut prev = ' ';
            for c in it.by_ref() {
                if prev == '*' && c == '/' {
                    break;
                }
                prev = c;
            }
            s.push(' ');
        } else {
            s.push(c);
        }
    }
    let (mut insts, mut pragmas) = (0, 0);
    for chunk in s.split(';') {
        let mut c = chunk.trim_start();
        loop {
            if let Some(r) = c.strip_prefix(['{', '}']) {
                c = r.trim_start();
                continue;
            }
            let n = c
                .bytes()
                .take_while(|b| b.is_ascii_alphanumeric() || b"_$%".contains(b))
                .count();
            let rest = c[n..].trim_start();
            if n > 0 && rest.starts_with(':') && !rest.starts_with("::") {
                c = rest[1..].trim_start();
                continue;
            }
            break;
        }
        if c.starts_with(".pragma") {
            pragmas += 1;
        } else if c.starts_with('@') || c.starts_with(|ch: char| ch.is_ascii_alphabetic()) {
            insts += 1;
        }
    }
    (insts, pragmas)
}

/// Instructions and `.pragma`s of a parsed module.
fn count_module(m: &PtxModule) -> (usize, usize) {
    let mut insts = 0;
    let mut pragmas = 0;
    for f in &m.funcs {
        for (_, i) in f.insts() {
            if !i.is_directive() {
                insts += 1;
            } else if i.op.base() == ".pragma" {
                pragmas += 1;
            }
        }
        pragmas += f
            .directives
            .other
            .iter()
            .filter(|o| o.starts_with("pragma "))
            .count();
    }
    (insts, pragmas)
}

/// parse -> print -> parse -> print; the printed text.
fn round_trip(name: &str, text: &str) -> Result<String, String> {
    let m1 = parse_ptx(name, text).map_err(|e| format!("{name}: parse: {e}"))?;
    let p1 = print_module(&m1);
    let m2 = parse_ptx(name, &p1).map_err(|e| format!("{name}: reparse: {e}\n{p1}"))?;
    let p2 = print_module(&m2);
    if p1 != p2 {
        let line = p1
            .lines()
            .zip(p2.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(0);
        return Err(format!(
            "{name}: print is not a fixed point (first difference at line {})",
            line + 1
        ));
    }
    let want = count_statements(text);
    for (what, got) in [
        ("parsed", count_module(&m1)),
        ("reparsed", count_module(&m2)),
    ] {
        if got != want {
            return Err(format!(
                "{name}: {what} module has {got:?} (instructions, pragmas), the text {want:?}"
            ));
        }
    }
    Ok(p1)
}

#[test]
fn corpus_ptx_round_trips_and_passes_ptxas() {
    let g = match generated() {
        Ok(g) => g,
        // Missing tools were reported (and fail under
        // WARPSAT_REQUIRE_TOOLS=1); any other error is a failure.
        Err(e) if e.starts_with("skipped:") => return,
        Err(e) => panic!("{e}"),
    };
    let t = tools().unwrap();
    let fails: Vec<String> = common::parallel(&g.files, |(name, text)| {
        let printed = round_trip(name, text)?;
        let path = g.dir.join(format!("{name}.printed.ptx"));
        std::fs::write(&path, &printed).map_err(|e| e.to_string())?;
        run(Command::new(&t.ptxas)
            .arg("-arch=sm_80")
            .arg(&path)
            .arg("-o")
            .arg(path.with_extension("cubin")))
        .map_err(|e| format!("{name}: ptxas rejects the printed text: {e}"))
    })
    .into_iter()
    .filter_map(Result::err)
    .collect();
    let n = g.files.len();
    let insts: usize = g.files.iter().map(|(_, t)| count_statements(t).0).sum();
    eprintln!(
        "corpus: {} of {n} PTX files ({insts} instructions) round-trip and pass ptxas",
        n - fails.len()
    );
    assert!(n >= 80, "only {n} PTX files generated");
    assert!(
        fails.is_empty(),
        "{} failures:\n{}",
        fails.len(),
        fails.join("\n\n")
    );
}

// ---------------------------------------------------------------- sample

/// Hand-written PTX using every syntax form the importer reads; ptxas
/// accepts it as written and as printed.
const SAMPLE: &str = include_str!("ptx_import/sample.ptx");

#[test]
fn sample_round_trips_and_passes_ptxas() {
    let printed = round_trip("sample.ptx", SAMPLE).unwrap_or_else(|e| panic!("{e}"));
    let Some(t) = tools() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sample.ptx");
    std::fs::write(&path, &printed).unwrap();
    run(Command::new(&t.ptxas)
        .arg("-arch=sm_80")
        .arg(&path)
        .arg("-o")
        .arg(path.with_extension("cubin")))
    .unwrap_or_else(|e| panic!("ptxas rejects the printed sample: {e}\n{printed}"));
}

// -------------------------------------------------------------- mutation

/// PTX bytes and words worth inserting.
const PTX: Language = Language {
    bytes: b"{}()[],;:@!+-|<>=%._$0123456789abfdxU \n\"/*",
    words: &[
        "%r99",
        "%p1",
        "%tid.w",
        ".reg",
        ".b32",
        "{",
        "}",
        "bra",
        "$L__BB0_2",
        "$L__BB0_2:",
        ";",
        "[",
        "]",
        ".pragma",
        "\"x\"",
        ".param",
        ".local",
        ".global",
        "-",
        "0f3F80",
        "0x",
        "_",
        "|",
        ".callprototype",
        ".branchtargets",
        ".entry",
        ".func",
        "(",
        ")",
        "=",
        "@",
        "!",
        ".maxntid",
        "<99999999>",
    ],
};

/// No panic; an error is located inside the text; an accepted text prints,
/// reads back and prints the same.
fn check_mutant(name: &str, text: &str) -> Result<bool, String> {
    let r = catch_unwind(AssertUnwindSafe(|| parse_ptx(name, text)))
        .map_err(|_| format!("parse panicked on:\n{text}"))?;
    match r {
        Err(d) => {
            let lines = text.split('\n').count();
            if d.file != name
                || d.line == 0
                || d.line > lines
                || d.col == 0
                || d.line_text.is_none()
            {
                return Err(format!("badly located error {d:?} on:\n{text}"));
            }
            Ok(false)
        }
        Ok(m) => {
            let p1 = catch_unwind(AssertUnwindSafe(|| print_module(&m)))
                .map_err(|_| format!("print panicked on:\n{text}"))?;
            let m2 =
                parse_ptx(name, &p1).map_err(|e| format!("printed text rejected: {e}\n{p1}"))?;
            let p2 = print_module(&m2);
            if p1 != p2 {
                return Err(format!(
                    "print not a fixed point on:\n{text}\n---\n{p1}\n---\n{p2}"
                ));
            }
            Ok(true)
        }
    }
}

#[test]
fn mutated_ptx_never_panics_and_errors_are_located() {
    let n: usize = std::env::var("WARPSAT_PTX_MUTATIONS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(3000);
    let seed: u64 = std::env::var("WARPSAT_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0x5eed_9a7c);
    let mut inputs: Vec<(String, String)> = vec![("sample.ptx".into(), SAMPLE.into())];
    match generated() {
        Ok(g) => inputs.extend(g.files.iter().cloned()),
        Err(e) if e.starts_with("skipped:") => {}
        Err(e) => panic!("{e}"),
    }
    // Every input is valid as given.
    for (name, text) in &inputs {
        assert!(
            matches!(check_mutant(name, text), Ok(true)),
            "{name} does not parse"
        );
    }
    let chunks: Vec<usize> = (0..2).collect();
    let results = common::parallel(&chunks, |&c| {
        let mut rng = Rng::new(seed ^ (c as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let (mut ok, mut fails) = (0usize, Vec::new());
        for _ in 0..n / 2 {
            // The sample half of the time: it has the rarer forms.
            let (name, text) = if rng.below(2) == 0 {
                &inputs[0]
            } else {
                &inputs[rng.below(inputs.len())]
            };
            let mutant = mutate(&mut rng, text, &PTX);
            match check_mutant(name, &mutant) {
                Ok(true) => ok += 1,
                Ok(false) => {}
                Err(e) => fails.push(e),
            }
        }
        (ok, fails)
    });
    let accepted: usize = results.iter().map(|r| r.0).sum();
    let fails: Vec<&String> = results.iter().flat_map(|r| &r.1).collect();
    eprintln!(
        "{n} mutants: {accepted} accepted, {} rejected with located errors",
        n - accepted - fails.len()
    );
    assert!(
        fails.is_empty(),
        "{} failures, first:\n{}",
        fails.len(),
        fails[0]
    );
}

/// `WARPSAT_PTX_DUMP=FILE.ptx cargo test -p dialects --test
/// ptx_import dump -- --ignored --nocapture` prints FILE parsed and printed.
#[test]
#[ignore]
fn dump() {
    let Some(p) = std::env::var_os("WARPSAT_PTX_DUMP") else {
        return;
    };
    let s = std::fs::read_to_string(&p).unwrap();
    match parse_ptx(&p.to_string_lossy(), &s) {
        Ok(m) => print!("{}", print_module(&m)),
        Err(e) => panic!("{e}"),
    }
}

// ------------------------------------------------------------ unit tests

/// The files of this test beside it (`ptx_import/`).
mod ptx_import {
    /// One test per syntax form and for located errors.
    mod syntax;
}
