//! Differential testing with generated kernels (`kernelgen`).
//!
//! - the generator is deterministic: one seed, one module (printed text and
//!   NVVM IR export byte-identical) and one spec; different seeds give
//!   different kernels;
//! - every generated kernel verifies, round-trips through the generic
//!   text, exports to both LLVM forms, and runs on the nvvm interpreter
//!   without a fault;
//! - differential at -O0: the nvvm interpreter on the module and the PTX
//!   interpreter on warpsat's PTX for sm_80 (selected, printed, parsed
//!   back) leave every buffer bit-identical, written bytes included;
//! - the LLVM IR exports (modern and NVVM IR 2.0), imported back, behave
//!   like the module on the nvvm interpreter;
//! - coverage: every construct the generator knows appears in some of the
//!   kernels of the default run, so it cannot silently degrade.
//!
//! `WARPSAT_GEN_KERNELS=N` sets how many kernels the differential and
//! coverage tests generate (default 1000; soak with 100000);
//! `WARPSAT_GEN_SEED=S` runs only seed `S` (a failure prints the command);
//! `WARPSAT_GEN_DUMP=DIR` writes each kernel of the differential test as
//! generic IR, LLVM IR and PTX into `DIR`; `WARPSAT_GEN_ARCH=sm_90` selects
//! for another target (below sm_80, `llvm.minimum`/`maximum` are rejected).

use std::collections::BTreeSet;

use interp::ptx_exec::{check_ptx, map_ptx_globals, run_ptx};
use interp::spec::{ArgSpec, Fill, Materialized, Spec};
use interp::{map_globals, run_nvvm, Memory};
use kernelgen::{generate, Features, GenConfig, Generated, UNSUPPORTED_BY_ISEL};

/// Kernels per run of the differential and coverage tests.
const DEFAULT_KERNELS: u64 = 1000;

fn env_u64(name: &str) -> Option<u64> {
    let v = std::env::var(name).ok()?;
    Some(
        v.trim()
            .parse()
            .unwrap_or_else(|_| panic!("{name}={v} is not a number")),
    )
}

/// The seeds to run: `WARPSAT_GEN_SEED` alone, or `0..WARPSAT_GEN_KERNELS`
/// (default `default`).
fn seeds(default: u64) -> Vec<u64> {
    if let Some(s) = env_u64("WARPSAT_GEN_SEED") {
        return vec![s];
    }
    (0..env_u64("WARPSAT_GEN_KERNELS").unwrap_or(default)).collect()
}

/// A buffer's bytes and which of them are initialized.
type Bytes = (Vec<u8>, Vec<bool>);

fn read_buffers(mem: &Memory, mat: &Materialized) -> Result<Vec<Bytes>, String> {
    mat.buffers
        .iter()
        .map(|(_, addr, b)| {
            mem.read_with_init(*addr, b.len * b.elem.size() as u64)
                .map_err(|e| e.to_string())
        })
        .collect()
}

/// Runs the module on the nvvm interpreter: the buffers afterwards and the
/// instruction count.
fn run_reference(g: &Generated) -> Result<(Vec<Bytes>, u64), String> {
    let mut mem = Memory::new();
    map_globals(&g.module, &mut mem).map_err(|e| e.to_string())?;
    let mat = g.spec.materialize(&mut mem).map_err(|e| e.to_string())?;
    let stats = run_nvvm(
        &g.module,
        &g.spec.kernel,
        &g.spec.launch(),
        &mat.args,
        &mut mem,
    )
    .map_err(|e| e.to_string())?;
    Ok((read_buffers(&mem, &mat)?, stats.insts))
}

/// The target of the differential test: `WARPSAT_GEN_ARCH`, default sm_80.
fn arch() -> String {
    std::env::var("WARPSAT_GEN_ARCH").unwrap_or_else(|_| "sm_80".into())
}

/// warpsat's PTX for [`arch`].
fn warpsat_ptx(g: &Generated) -> Result<String, String> {
    let p = isel::select_module(&g.module, &arch()).map_err(|e| e.to_string())?;
    Ok(ptx::print::print_module(&p))
}

/// Runs PTX text on the PTX interpreter with the same spec.
fn run_ptx_text(text: &str, spec: &Spec) -> Result<Vec<Bytes>, String> {
    let m = ptx::parse::parse_ptx("gen.ptx", text).map_err(|e| e.to_string())?;
    let bad = check_ptx(&m);
    if !bad.is_empty() {
        return Err(format!("not executable: {}", bad.join("; ")));
    }
    let mut mem = Memory::new();
    map_ptx_globals(&m, &mut mem).map_err(|e| e.to_string())?;
    let mat = spec.materialize(&mut mem).map_err(|e| e.to_string())?;
    run_ptx(&m, &spec.kernel, &spec.launch(), &mat.args, &mut mem).map_err(|e| e.to_string())?;
    read_buffers(&mem, &mat)
}

/// Differences between two runs' buffers (empty when bit-identical); the
/// runs are called `names` in the messages.
fn compare(spec: &Spec, want: &[Bytes], got: &[Bytes], names: [&str; 2]) -> Vec<String> {
    let elems = spec.args.iter().enumerate().filter_map(|(i, a)| match a {
        ArgSpec::Buffer(b) => Some((i, b.elem)),
        ArgSpec::Scalar(_) => None,
    });
    let mut errs = Vec::new();
    for ((arg, elem), ((wb, wi), (gb, gi))) in elems.zip(want.iter().zip(got)) {
        let sz = elem.size();
        let bad: Vec<usize> = (0..wb.len() / sz)
            .filter(|&e| {
                let r = e * sz..(e + 1) * sz;
                wb[r.clone()] != gb[r.clone()] || wi[r.clone()] != gi[r]
            })
            .collect();
        if let Some(&e) = bad.first() {
            let r = e * sz..(e + 1) * sz;
            let show = |b: &[u8], i: &[bool]| {
                if i.iter().all(|&x| !x) {
                    "unwritten".to_string()
                } else {
                    let hex: String = b.iter().rev().map(|x| format!("{x:02x}")).collect();
                    format!("{} (0x{hex})", elem.format(b))
                }
            };
            errs.push(format!(
                "argument {arg} ({}): {} elements differ, first [{e}]: {} {}, {} {}",
                elem.name(),
                bad.len(),
                names[0],
                show(&wb[r.clone()], &wi[r.clone()]),
                names[1],
                show(&gb[r.clone()], &gi[r]),
            ));
        }
    }
    errs
}

/// With `WARPSAT_GEN_DUMP=DIR`, writes the kernel as generic IR, modern
/// LLVM IR and warpsat's PTX to `DIR/<seed>.{wir,ll,ptx}`.
fn dump(seed: u64, g: &Generated, ptx: &str) {
    let Ok(dir) = std::env::var("WARPSAT_GEN_DUMP") else {
        return;
    };
    let dir = std::path::Path::new(&dir);
    std::fs::create_dir_all(dir).expect("the dump directory");
    let ll = llvm::export::export_modern(&g.module).unwrap_or_else(|e| e.to_string());
    for (ext, text) in [
        ("wir", dialects::text::print_module(&g.module)),
        ("ll", ll),
        ("ptx", ptx.to_string()),
    ] {
        std::fs::write(dir.join(format!("{seed}.{ext}")), text).expect("dump written");
    }
}

/// A failure report: how to reproduce it, what went wrong, the kernel.
fn report(seed: u64, g: &Generated, what: &str) -> String {
    format!(
        "seed {seed}: {what}\n  reproduce: WARPSAT_GEN_SEED={seed} cargo test --release \
         -p dialects --test kernelgen\n--- kernel ---\n{}--- spec ---\n{:?}\n",
        dialects::text::print_module(&g.module),
        g.spec
    )
}

/// Asserts no failures: lists every failing seed with its first line,
/// then the first three reports in full.
fn check(fails: &[String], total: usize) {
    if fails.is_empty() {
        return;
    }
    let lines: Vec<&str> = fails.iter().filter_map(|f| f.lines().next()).collect();
    let first: Vec<&str> = fails.iter().take(3).map(|s| s.as_str()).collect();
    panic!(
        "{} of {total} generated kernels failed:\n{}\n\n{}",
        fails.len(),
        lines.join("\n"),
        first.join("\n")
    );
}

#[test]
fn same_seed_same_kernel_different_seeds_different_kernels() {
    let mut bodies = BTreeSet::new();
    let n = 60;
    for seed in 0..n {
        let cfg = GenConfig::new(seed);
        let (a, b) = (generate(&cfg), generate(&cfg));
        let ta = dialects::text::print_module(&a.module);
        assert_eq!(ta, dialects::text::print_module(&b.module), "seed {seed}");
        let ea = llvm::export::export_nvvm(&a.module).expect("exports");
        let eb = llvm::export::export_nvvm(&b.module).expect("exports");
        assert_eq!(ea, eb, "seed {seed}");
        assert_eq!(a.spec, b.spec, "seed {seed}");
        assert_eq!(a.features, b.features, "seed {seed}");
        // The module line names the seed; compare what follows.
        let body = ta.split_once('\n').map_or(ta.as_str(), |x| x.1).to_string();
        bodies.insert(body);
    }
    assert_eq!(bodies.len(), n as usize, "two seeds gave the same kernel");
}

/// Configurations that switch features off, so each switch is exercised.
fn variant(seed: u64) -> GenConfig {
    let mut c = GenConfig::new(seed);
    match seed % 10 {
        1 => c.loops = false,
        2 => c.floats = false,
        3 => {
            c.shared = false;
            c.barriers = false;
        }
        4 => {
            c.warp = false;
            c.intrinsics = false;
        }
        5 => c.max_insts = 40,
        6 => {
            c.max_insts = 300;
            c.max_depth = 4;
        }
        7 => {
            c.half = false;
            c.vectors = false;
        }
        8 => {
            c.memory_extras = false;
            c.calls = false;
        }
        _ => {}
    }
    c
}

#[test]
fn generated_kernels_verify_round_trip_and_run() {
    let list = match env_u64("WARPSAT_GEN_SEED") {
        Some(s) => vec![s],
        None => (0..200).collect(),
    };
    let mut fails = Vec::new();
    for &seed in &list {
        let cfg = variant(seed);
        let g = generate(&cfg);
        let r = (|| -> Result<(), String> {
            if let Err(errs) = dialects::verify::verify_module(&g.module) {
                let d = dialects::verify::diagnostics(&g.module, &errs);
                return Err(format!("does not verify: {}", d[0]));
            }
            let text = dialects::text::print_module(&g.module);
            let back = dialects::text::parse_module("gen.wir", &text).map_err(|e| e.to_string())?;
            if dialects::text::print_module(&back) != text {
                return Err("generic text does not round-trip".into());
            }
            llvm::export::export_nvvm(&g.module).map_err(|e| e.to_string())?;
            llvm::export::export_modern(&g.module).map_err(|e| e.to_string())?;
            if g.features.stores == 0 {
                return Err("stores nothing".into());
            }
            let floats = [": f16", ": f32", ": f64"].iter().any(|t| text.contains(t));
            if !cfg.floats && (g.features.float_ops > 0 || floats) {
                return Err("floats when disabled".into());
            }
            if !cfg.half && text.contains("f16") {
                return Err("half when disabled".into());
            }
            if !cfg.calls && g.features.calls > 0 {
                return Err("calls when disabled".into());
            }
            if !cfg.loops && g.features.loops > 0 {
                return Err("loops when disabled".into());
            }
            if !cfg.barriers && (g.features.barriers > 0 || g.features.shared_phases > 0) {
                return Err("barriers when disabled".into());
            }
            let (bufs, _) = run_reference(&g)?;
            // Some output is written (an output buffer may be written only
            // under conditions no thread meets with these inputs).
            let outputs = g.spec.args.iter().filter_map(|a| match a {
                ArgSpec::Buffer(b) => Some(b.fill == Fill::Uninit),
                ArgSpec::Scalar(_) => None,
            });
            let written = outputs
                .zip(&bufs)
                .any(|(out, (_, init))| out && init.iter().any(|&i| i));
            if !written {
                return Err("no output is written".into());
            }
            Ok(())
        })();
        if let Err(e) = r {
            fails.push(report(seed, &g, &e));
        }
    }
    check(&fails, list.len());
}

#[test]
fn nvvm_interpreter_matches_warpsat_ptx_on_generated_kernels() {
    let list = seeds(DEFAULT_KERNELS);
    let start = std::time::Instant::now();
    let mut fails = Vec::new();
    let mut insts = 0u64;
    let mut most = (0u64, 0u64);
    for &seed in &list {
        let g = generate(&GenConfig::new(seed));
        let r = (|| -> Result<u64, String> {
            let (want, n) = run_reference(&g).map_err(|e| format!("nvvm run: {e}"))?;
            let ptx = warpsat_ptx(&g).map_err(|e| format!("isel: {e}"))?;
            dump(seed, &g, &ptx);
            let got = run_ptx_text(&ptx, &g.spec).map_err(|e| format!("ptx run: {e}"))?;
            let errs = compare(&g.spec, &want, &got, ["nvvm", "ptx"]);
            if errs.is_empty() {
                Ok(n)
            } else {
                Err(errs.join("; "))
            }
        })();
        match r {
            Ok(n) => {
                insts += n;
                most = most.max((n, seed));
            }
            Err(e) => fails.push(report(seed, &g, &e)),
        }
    }
    println!(
        "{} kernels, {} nvvm instructions executed (at most {} by seed {}), {:.1} s",
        list.len(),
        insts,
        most.0,
        most.1,
        start.elapsed().as_secs_f64()
    );
    check(&fails, list.len());
}

/// Runs `m` (a re-imported form of `g.module`) on `g`'s spec.
fn run_module(m: &dialects::ir::Module, g: &Generated) -> Result<Vec<Bytes>, String> {
    let mut mem = Memory::new();
    map_globals(m, &mut mem).map_err(|e| e.to_string())?;
    let mat = g.spec.materialize(&mut mem).map_err(|e| e.to_string())?;
    run_nvvm(m, &g.spec.kernel, &g.spec.launch(), &mat.args, &mut mem)
        .map_err(|e| e.to_string())?;
    read_buffers(&mem, &mat)
}

#[test]
fn llvm_export_and_import_preserve_behaviour() {
    // Every other seed of the default run (the export paths are slower
    // than the interpreters).
    let list: Vec<u64> = seeds(DEFAULT_KERNELS)
        .into_iter()
        .filter(|s| s % 2 == 0 || env_u64("WARPSAT_GEN_SEED").is_some())
        .collect();
    let mut fails = Vec::new();
    for &seed in &list {
        let g = generate(&GenConfig::new(seed));
        let r = (|| -> Result<(), String> {
            let (want, _) = run_reference(&g).map_err(|e| format!("nvvm run: {e}"))?;
            for (form, text) in [
                ("modern", llvm::export::export_modern(&g.module)),
                ("nvvm", llvm::export::export_nvvm(&g.module)),
            ] {
                let text = text.map_err(|e| format!("{form} export: {e}"))?;
                let m = llvm::import::import("gen.ll", &text)
                    .map_err(|e| format!("{form} import: {e}\n{text}"))?;
                let got = run_module(&m, &g).map_err(|e| format!("{form} run: {e}"))?;
                let errs = compare(&g.spec, &want, &got, ["original", "re-imported"]);
                if !errs.is_empty() {
                    return Err(format!("{form} form: {}", errs.join("; ")));
                }
            }
            Ok(())
        })();
        if let Err(e) = r {
            fails.push(report(seed, &g, &e));
        }
    }
    check(&fails, list.len());
}

/// The comparison is not vacuous: the same kernels on other inputs (another
/// spec seed) leave different outputs.
#[test]
fn the_comparison_sees_different_inputs() {
    let mut differ = 0;
    let total = 40;
    for seed in 0..total {
        let g = generate(&GenConfig::new(seed));
        let (want, _) = run_reference(&g).expect("runs");
        let mut other = g.clone();
        other.spec.seed ^= 0x5eed;
        let (got, _) = run_reference(&other).expect("runs");
        differ += !compare(&g.spec, &want, &got, ["a", "b"]).is_empty() as u32;
    }
    assert!(
        differ >= total as u32 * 3 / 4,
        "only {differ} of {total} differ"
    );
}

/// The constructs left out by default ([`UNSUPPORTED_BY_ISEL`]) are still
/// rejected by the selector, and only with `unsupported:` errors; when
/// this fails because nothing is rejected any more, drop them from the
/// list (and from the generator's `unsupported` switch).
#[test]
fn constructs_left_out_are_still_unsupported_by_isel() {
    let mut rejected = 0;
    let mut reasons = BTreeSet::new();
    let total = 400;
    for seed in 0..total {
        let mut cfg = GenConfig::new(seed);
        cfg.unsupported = true;
        let g = generate(&cfg);
        if let Err(e) = warpsat_ptx(&g) {
            assert!(e.contains("unsupported:"), "{}", report(seed, &g, &e));
            let why = e.rsplit('(').next().unwrap_or("").trim_end_matches(')');
            reasons.insert(why.to_string());
            rejected += 1;
        }
    }
    println!("{rejected} of {total} rejected: {reasons:?}");
    assert!(
        rejected > 0,
        "isel now lowers everything in UNSUPPORTED_BY_ISEL: {UNSUPPORTED_BY_ISEL:?}"
    );
}

#[test]
fn every_feature_appears_in_the_default_run() {
    if env_u64("WARPSAT_GEN_SEED").is_some() {
        return;
    }
    let list = seeds(DEFAULT_KERNELS);
    let mut kernels: Vec<(&'static str, u64)> = Features::default()
        .counts()
        .into_iter()
        .map(|(n, _)| (n, 0))
        .collect();
    for &seed in &list {
        let g = generate(&GenConfig::new(seed));
        for (k, (_, c)) in g.features.counts().into_iter().enumerate() {
            kernels[k].1 += (c > 0) as u64;
        }
    }
    let table: Vec<String> = kernels
        .iter()
        .map(|(n, k)| format!("{n:16} {k:6} of {}", list.len()))
        .collect();
    println!("kernels with each feature:\n{}", table.join("\n"));
    // Each feature in at least 2% of the kernels (the rarest, early exits
    // and nested loops, are around 10%).
    let min = (list.len() as u64 / 50).max(1);
    let rare: Vec<&String> = kernels
        .iter()
        .zip(&table)
        .filter(|((_, k), _)| *k < min)
        .map(|(_, t)| t)
        .collect();
    assert!(
        rare.is_empty() || list.len() < 100,
        "features in fewer than {min} kernels:\n{}",
        rare.iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
}
