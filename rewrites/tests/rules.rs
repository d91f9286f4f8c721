//! Per-rule tests of the e-graph rule sets, driven by the files under
//! `tests/filetests/egraph/<set>/<rule>.ll` (one file per rule).
//!
//! Each file holds two kernels with the same signature: `@fires`, where the
//! rule must apply, and `@keeps`, a near miss (wrong flag, width, constant,
//! operand order, ...) where it must not. Its leading comment says what it
//! checks and how to run it:
//!
//! ```text
//! ; rule: add-zero                       the rule (the file's stem)
//! ; check: @fires: ...                   intent, for the reader
//! ; spec: block 256                      a harness spec (see
//! ; spec: arg i32[256] random            dialects/interp/src/spec.rs) with
//! ; spec: arg i32[256] uninit            random fills: run with SEEDS seeds
//! ; edge: block 70                       an optional second spec with
//! ; edge: arg i32[70] values(0,-1,...)   chosen edge values: run once
//! ; tolerance: 1e-6 1e-6                 relative, absolute (fma rules only)
//! ; note: ...                            anything else worth saying
//! ```
//!
//! Every rule but contraction is exact, so results must be bit-identical
//! (NaN payloads included). Contraction rounds once where the input rounds
//! twice: `fma(a, b, c)` and `a * b + c` differ by at most the rounding
//! error of the product (half an ulp of `a * b`, 2^-24 |a b| in f32) plus
//! that of the result. With operands in [-1, 1) that is below 1.2e-7 in
//! absolute terms, and where `a * b` is large (edge values up to 1e30) the
//! result is as large, so relative 1e-6 plus absolute 1e-6 covers it; the
//! absolute part is needed because `a * b + c` may cancel to almost 0,
//! where the relative difference is unbounded. f64 differences are far
//! smaller.
//!
//! Tests:
//! - [`every_rule_has_a_file`]: a rule without a file (or a file without a
//!   rule) fails;
//! - [`rule_snapshots`]: the rule alone applies on `@fires` and not on
//!   `@keeps` (and, for rules gated by `fmad`, not at all with it off); the
//!   printed module after the pass is snapshotted in `snapshots/egraph`;
//! - [`rule_alone_preserves_semantics`]: both kernels before and after the
//!   rule alone, through the nvvm interpreter, on every spec and seed;
//! - [`rule_alone_survives_chaos_extraction`]: the same with seeded chaos
//!   extraction, which also runs right sides the cost model does not pick;
//! - [`all_sets_preserve_semantics`]: the same with every rule set together
//!   (fmad off: bit-exact; fmad on: within each file's tolerance);
//! - [`flags_do_not_leak_across_a_class`]: no rule may act on a flag of
//!   one node of a class for every node (flags are dropped when lifting).

use rewrites::extract::ExtractorKind;
use std::collections::BTreeSet;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

use dialects::ir::Module;
use interp::diff::{compare, run_module, Tolerance};
use interp::spec::{ArgSpec, Fill, Spec};
use rewrites::rules::{all_defs, RuleConfig};
use rewrites::{optimize_module, EgraphConfig, EgraphStats};

/// Seeds each random spec runs with.
const SEEDS: u64 = 8;

/// Seeds of the chaos extractor per rule.
const CHAOS_SEEDS: u64 = 8;

/// The kernels of every file: where the rule fires, where it must not.
const KERNELS: [&str; 2] = ["fires", "keeps"];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn filetests_dir() -> PathBuf {
    root().join("tests/filetests/egraph")
}

/// One rule's file, parsed.
struct RuleFile {
    set: String,
    rule: String,
    path: PathBuf,
    module: Module,
    /// (label, spec, seeds to run): `spec` with SEEDS seeds, `edge` once.
    specs: Vec<(&'static str, Spec, u64)>,
    /// Float tolerance of the rule (fma contraction), bit-exact when `None`.
    tolerance: Option<Tolerance>,
}

fn header(src: &str) -> impl Iterator<Item = (&str, &str)> {
    src.lines()
        .take_while(|l| l.starts_with(';'))
        .filter_map(|l| l.trim_start_matches(';').trim().split_once(':'))
        .map(|(k, v)| (k.trim(), v.trim()))
}

fn parse_spec(lines: &[&str]) -> Result<Spec, String> {
    // The kernel is chosen per run.
    let text = format!("kernel fires\n{}\n", lines.join("\n"));
    Spec::parse(&text).map_err(|e| e.to_string())
}

fn is_random(spec: &Spec) -> bool {
    spec.args
        .iter()
        .any(|a| matches!(a, ArgSpec::Buffer(b) if matches!(b.fill, Fill::Random(..))))
}

fn load(set: &str, path: &Path) -> Result<RuleFile, String> {
    let src = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
    let mut rule = None;
    let (mut checks, mut spec, mut edge, mut tolerance) = (0, Vec::new(), Vec::new(), None);
    for (k, v) in header(&src) {
        match k {
            "rule" => rule = Some(v.to_string()),
            "check" => checks += 1,
            "note" => {}
            "spec" => spec.push(v),
            "edge" => edge.push(v),
            "tolerance" => {
                let t: Vec<f64> = v
                    .split_whitespace()
                    .map(|x| x.parse().map_err(|_| format!("bad tolerance '{v}'")))
                    .collect::<Result<_, _>>()?;
                let [rel, abs] = t[..] else {
                    return Err(format!("tolerance needs REL ABS, got '{v}'"));
                };
                tolerance = Some(Tolerance { rel, abs });
            }
            _ => return Err(format!("unknown header key '{k}'")),
        }
    }
    let rule = rule.ok_or("no '; rule:' line")?;
    if rule != stem {
        return Err(format!("'; rule: {rule}' in a file named {stem}.ll"));
    }
    if checks == 0 {
        return Err("no '; check:' line stating the intent".into());
    }
    if spec.is_empty() {
        return Err("no '; spec:' lines".into());
    }
    let mut specs = Vec::new();
    let s = parse_spec(&spec)?;
    if !is_random(&s) {
        return Err("the '; spec:' has no random fill".into());
    }
    specs.push(("spec", s, SEEDS));
    if !edge.is_empty() {
        specs.push(("edge", parse_spec(&edge)?, 1));
    }
    let module = llvm::import::import(&path.to_string_lossy(), &src).map_err(|e| e.to_string())?;
    for k in KERNELS {
        if !module.funcs.values().any(|f| f.name == k) {
            return Err(format!("no kernel @{k}"));
        }
    }
    Ok(RuleFile {
        set: set.to_string(),
        rule,
        path: path.to_path_buf(),
        module,
        specs,
        tolerance,
    })
}

/// Every `<set>/<name>.ll`, sorted.
fn paths() -> Vec<(String, PathBuf)> {
    let mut out = Vec::new();
    for set in std::fs::read_dir(filetests_dir()).expect("tests/filetests/egraph") {
        let set = set.unwrap().path();
        if !set.is_dir() {
            continue;
        }
        let name = set.file_name().unwrap().to_string_lossy().into_owned();
        for f in std::fs::read_dir(&set).unwrap() {
            let p = f.unwrap().path();
            if p.extension().is_some_and(|x| x == "ll") {
                out.push((name.clone(), p));
            }
        }
    }
    out.sort();
    out
}

fn files() -> Vec<RuleFile> {
    paths()
        .into_iter()
        .map(|(set, p)| load(&set, &p).unwrap_or_else(|e| panic!("{}: {e}", p.display())))
        .collect()
}

fn alone(rule: &str, fmad: bool) -> EgraphConfig {
    EgraphConfig {
        sets: vec![],
        rules: vec![rule.to_string()],
        rule_cfg: RuleConfig { fmad },
        ..EgraphConfig::default()
    }
}

fn all_sets(fmad: bool) -> EgraphConfig {
    EgraphConfig {
        rule_cfg: RuleConfig { fmad },
        ..EgraphConfig::default()
    }
}

/// Runs the pass on a copy; errors on a fallback.
fn optimize(m: &Module, cfg: &EgraphConfig) -> (Module, Vec<EgraphStats>, Vec<String>) {
    let mut out = m.clone();
    let stats = optimize_module(&mut out, cfg);
    let errs = stats
        .iter()
        .filter_map(|s| {
            s.fallback
                .as_ref()
                .map(|f| format!("@{} fell back: {f}", s.function))
        })
        .collect();
    (out, stats, errs)
}

fn applied(stats: &[EgraphStats], func: &str, rule: &str) -> usize {
    stats
        .iter()
        .find(|s| s.function == func)
        .and_then(|s| s.applied.get(rule).copied())
        .unwrap_or(0)
}

/// Rules that exist only with contraction on.
fn gated_by_fmad() -> BTreeSet<&'static str> {
    let off: BTreeSet<&str> = all_defs(&RuleConfig { fmad: false })
        .iter()
        .map(|(_, d)| d.name)
        .collect();
    all_defs(&RuleConfig { fmad: true })
        .iter()
        .map(|(_, d)| d.name)
        .filter(|n| !off.contains(n))
        .collect()
}

/// The applied-count checks of a rule alone; `Err` says what is wrong.
fn check_applied(f: &RuleFile, stats: &[EgraphStats]) -> Vec<String> {
    let mut errs = Vec::new();
    if applied(stats, "fires", &f.rule) == 0 {
        errs.push(format!("{}: does not apply on @fires", f.rule));
    }
    let n = applied(stats, "keeps", &f.rule);
    if n != 0 {
        errs.push(format!("{}: applies {n} times on @keeps", f.rule));
    }
    errs
}

fn stat_lines(rule: &str, stats: &[EgraphStats]) -> String {
    stats
        .iter()
        .map(|s| {
            format!(
                "; @{}: {rule} applied {}, {} iterations, {}\n",
                s.function,
                s.applied.get(rule).copied().unwrap_or(0),
                s.iterations,
                s.stop
            )
        })
        .collect()
}

fn snapshot(name: &str, input: &Path, value: &str) -> Result<(), String> {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../../snapshots/egraph");
    settings.set_prepend_module_to_snapshot(false);
    settings.set_input_file(input);
    catch_unwind(AssertUnwindSafe(|| {
        settings.bind(|| insta::assert_snapshot!(name, value))
    }))
    .map_err(|_| format!("snapshot {name} differs"))
}

#[test]
fn every_rule_has_a_file() {
    let defs = all_defs(&RuleConfig::default());
    let mut errs = Vec::new();
    let have: BTreeSet<(String, String)> = paths()
        .iter()
        .map(|(s, p)| (s.clone(), p.file_stem().unwrap().to_string_lossy().into()))
        .collect();
    for (set, d) in &defs {
        if !have.contains(&(set.to_string(), d.name.to_string())) {
            errs.push(format!(
                "rule {} has no tests/filetests/egraph/{set}/{}.ll",
                d.name, d.name
            ));
        }
    }
    for (set, name) in &have {
        if !defs.iter().any(|(s, d)| s == set && d.name == name) {
            errs.push(format!("{set}/{name}.ll names no rule of set {set}"));
        }
    }
    assert!(errs.is_empty(), "{}", errs.join("\n"));
    // Every file parses, with both kernels and its specs.
    assert_eq!(files().len(), defs.len());
}

#[test]
fn rule_snapshots() {
    let gated = gated_by_fmad();
    let defs = all_defs(&RuleConfig::default());
    let mut errs = Vec::new();
    for f in files() {
        let (set, rule) = (&f.set, f.rule.as_str());
        let identity = defs
            .iter()
            .find(|(_, d)| d.name == rule)
            .map_or("?", |(_, d)| d.identity);
        let (opt, stats, fallbacks) = optimize(&f.module, &alone(rule, true));
        errs.extend(fallbacks.into_iter().map(|e| format!("{rule}: {e}")));
        errs.extend(check_applied(&f, &stats));
        let mut text = format!("; rule {rule} ({set}): {identity}\n");
        text += &stat_lines(rule, &stats);
        text += &dialects::text::print_module(&opt);
        if gated.contains(rule) {
            // Contraction off: the rule is not in the set at all.
            let (off, stats, fallbacks) = optimize(&f.module, &alone(rule, false));
            errs.extend(
                fallbacks
                    .into_iter()
                    .map(|e| format!("{rule} (fmad off): {e}")),
            );
            let printed = dialects::text::print_module(&off);
            if stats.iter().any(|s| s.applied.values().any(|&n| n > 0)) {
                errs.push(format!("{rule}: applies with fmad off"));
            }
            if printed.contains("llvm.fma") {
                errs.push(format!("{rule}: contracts with fmad off"));
            }
            text += "\n; fmad off\n";
            text += &stat_lines(rule, &stats);
            text += &printed;
        }
        if let Err(e) = snapshot(&format!("{set}__{rule}"), &f.path, &text) {
            errs.push(e);
        }
    }
    assert!(errs.is_empty(), "{}", errs.join("\n"));
}

/// Runs every kernel of `f` on every spec and seed, before (`orig`) and
/// after (`opt`); returns the differences.
fn differences(f: &RuleFile, what: &str, opt: &Module, tol: Option<Tolerance>) -> Vec<String> {
    let mut errs = Vec::new();
    for kernel in KERNELS {
        for (label, spec, seeds) in &f.specs {
            for seed in 1..=*seeds {
                let spec = Spec {
                    kernel: kernel.to_string(),
                    seed,
                    ..spec.clone()
                };
                let at = format!("{} ({what}) @{kernel} {label} seed {seed}", f.rule);
                let want = match run_module(&f.module, &spec) {
                    Ok(o) => o,
                    Err(e) => {
                        errs.push(format!("{at}: the input kernel fails: {e}"));
                        continue;
                    }
                };
                match run_module(opt, &spec) {
                    Ok(got) => {
                        if let Err(e) = compare(&want, &got, tol) {
                            errs.push(format!("{at}: {e}"));
                        }
                    }
                    Err(e) => errs.push(format!("{at}: the optimized kernel fails: {e}")),
                }
            }
        }
    }
    errs
}

#[test]
fn rule_alone_preserves_semantics() {
    let mut errs = Vec::new();
    for f in files() {
        let (opt, stats, fallbacks) = optimize(&f.module, &alone(&f.rule, true));
        errs.extend(fallbacks);
        // An inapplicable rule would make the comparison vacuous.
        errs.extend(check_applied(&f, &stats));
        errs.extend(differences(&f, "alone", &opt, f.tolerance));
    }
    assert!(
        errs.is_empty(),
        "{} failures:\n{}",
        errs.len(),
        errs.join("\n")
    );
}

/// The printed `@fires` of `m`.
fn print_fires(m: &Module) -> String {
    let (id, _) = m
        .funcs
        .iter()
        .find(|(_, f)| f.name == "fires")
        .expect("@fires");
    dialects::text::print_function(m, id)
}

#[test]
fn rule_alone_survives_chaos_extraction() {
    // Any node a rule adds may be extracted: each must elaborate, verify and
    // compute the same, not only the ones the cost model prefers. Where the
    // default extractor keeps the input form (as cheap), chaos extraction is
    // what runs the right side, so some extraction of @fires must differ
    // from the same extraction without the rule.
    let none = |chaos: Option<u64>| EgraphConfig {
        sets: vec![],
        extractor: chaos.map_or(ExtractorKind::default(), ExtractorKind::Chaos),
        ..EgraphConfig::default()
    };
    let mut errs = Vec::new();
    for f in files() {
        let mut exercised = false;
        for chaos in std::iter::once(None).chain((1..=CHAOS_SEEDS).map(Some)) {
            let cfg = EgraphConfig {
                extractor: chaos.map_or(ExtractorKind::default(), ExtractorKind::Chaos),
                ..alone(&f.rule, true)
            };
            let (opt, _, fallbacks) = optimize(&f.module, &cfg);
            let (base, _, _) = optimize(&f.module, &none(chaos));
            exercised |= print_fires(&opt) != print_fires(&base);
            if chaos.is_none() {
                continue; // rule_alone_preserves_semantics runs it
            }
            errs.extend(
                fallbacks
                    .into_iter()
                    .map(|e| format!("{} (chaos {chaos:?}): {e}", f.rule)),
            );
            errs.extend(differences(
                &f,
                &format!("alone, chaos {chaos:?}"),
                &opt,
                f.tolerance,
            ));
        }
        if !exercised {
            errs.push(format!(
                "{}: no extraction of @fires uses what the rule adds",
                f.rule
            ));
        }
    }
    assert!(
        errs.is_empty(),
        "{} failures:\n{}",
        errs.len(),
        errs.join("\n")
    );
}

#[test]
fn all_sets_preserve_semantics() {
    let mut errs = Vec::new();
    for f in files() {
        // Without contraction every rule is exact.
        let (opt, _, fallbacks) = optimize(&f.module, &all_sets(false));
        errs.extend(fallbacks);
        errs.extend(differences(&f, "all sets, fmad off", &opt, None));
        let (opt, _, fallbacks) = optimize(&f.module, &all_sets(true));
        errs.extend(fallbacks);
        errs.extend(differences(&f, "all sets", &opt, f.tolerance));
    }
    assert!(
        errs.is_empty(),
        "{} failures:\n{}",
        errs.len(),
        errs.join("\n")
    );
}

/// A well-defined `sub x, -5` and a poison-on-overflow `(x + 2) +nsw 3`:
/// sub-const and add-add-const both produce the flagless `add x, 5`, so
/// the two values share a class; sext-add-nsw then reads the `nsw` of the
/// second to rewrite `sext(x - -5)` as `sext(x + 2) + 3`, which is wrong
/// when x + 5 overflows (x = 2147483644: -2147483647 expected, 2147483649
/// computed). The default extractor happens to keep `sext(x - -5)`; chaos
/// extraction exposes it.
const NSW_ACROSS_A_CLASS: &str = r#"target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %out, ptr addrspace(1) %out64) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p.a = getelementptr i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %p.a, align 4
  %v = add i32 %x, 2
  %t = add nsw i32 %v, 3
  %u = sub i32 %x, -5
  %ue = sext i32 %u to i64
  %ve = sext i32 %v to i64
  %w = xor i64 %ue, %ve
  %p.out = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %t, ptr addrspace(1) %p.out, align 4
  %p.out64 = getelementptr i64, ptr addrspace(1) %out64, i64 %i
  store i64 %w, ptr addrspace(1) %p.out64, align 8
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;

#[test]
fn flags_do_not_leak_across_a_class() {
    let m = llvm::import::import("nsw.ll", NSW_ACROSS_A_CLASS).unwrap();
    // Only `%t` overflows (it is poison, stored but never used otherwise):
    // `%w` is well defined for every input.
    let spec = Spec::parse(
        "kernel k\nblock 4\narg i32[4] values(2147483644,0,-7,2147483645)\n\
         arg i32[4] uninit\narg i64[4] uninit\n",
    )
    .unwrap();
    let want = run_module(&m, &spec).unwrap();
    let mut errs = Vec::new();
    for chaos in std::iter::once(None).chain((1..=40).map(Some)) {
        let cfg = EgraphConfig {
            extractor: chaos.map_or(ExtractorKind::default(), ExtractorKind::Chaos),
            ..all_sets(false)
        };
        let (opt, _, fallbacks) = optimize(&m, &cfg);
        errs.extend(fallbacks);
        let got = run_module(&opt, &spec).unwrap();
        if let Err(e) = compare(&want, &got, None) {
            errs.push(format!("chaos {chaos:?}: {e}"));
        }
    }
    assert!(errs.is_empty(), "{}", errs.join("\n"));
}
