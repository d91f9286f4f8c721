//! Differential test of the e-graph levels on generated kernels
//! (`dialects::kernelgen`): for every seed, the nvvm interpreter on the
//! generated module and the PTX interpreter on warpsat's PTX at -O1, -O2
//! and -O3 agree.
//!
//! Per kernel and level: with `-fmad=0` every buffer of the PTX run must
//! be bit-identical to the reference (every rule but contraction is
//! exact). With contraction on (the default) the optimized IR must compute
//! exactly what its PTX computes, and what the input computes where
//! nothing was contracted; where something was, its float buffers may
//! differ by the rounding of fused multiply-adds, `|got - want| <=
//! 1e-3 * max|want| + 1e-5 * |want|` (the absolute part scaled by the
//! largest magnitude because generated expressions cancel, a*b - c*d, as
//! often as not), and integer buffers computed from those floats are not
//! compared.
//!
//! `WARPSAT_GEN_KERNELS=N` (default 1000) sets the kernels per level,
//! `WARPSAT_GEN_SEED=S` runs that seed alone (the failure message names
//! it); a soak is `WARPSAT_GEN_KERNELS=100000`.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use clap::Parser;
use dialects::interp::diff::{compare, run_module, run_ptx_text, Outcome, Tolerance};
use dialects::kernelgen::{generate, GenConfig};
use driver::cli::CompileArgs;

#[derive(Parser)]
struct Wrap {
    #[command(flatten)]
    c: CompileArgs,
}

fn compile(m: &dialects::ir::Module, args: &[&str]) -> Result<String, String> {
    let mut argv = vec!["warpsat", "gen.ll"];
    argv.extend_from_slice(args);
    let w = Wrap::try_parse_from(argv).map_err(|e| e.to_string())?;
    let mut m = m.clone();
    driver::compile::compile_module(&mut m, "gen.ll", &w.c)
        .map(|r| r.0)
        .map_err(|e| e.to_string())
}

fn scaled_tolerance(want: &Outcome) -> f64 {
    let mut max: f64 = 0.0;
    for ((b, _), e) in want.buffers.iter().zip(&want.elems) {
        let vals: Vec<f64> = match e {
            dialects::interp::memory::ElemType::F32 => b
                .chunks_exact(4)
                .map(|c| f32::from_le_bytes(c.try_into().unwrap()) as f64)
                .collect(),
            dialects::interp::memory::ElemType::F64 => b
                .chunks_exact(8)
                .map(|c| f64::from_le_bytes(c.try_into().unwrap()))
                .collect(),
            _ => Vec::new(),
        };
        for v in vals.into_iter().filter(|v| v.is_finite()) {
            max = max.max(v.abs());
        }
    }
    1e-3 * max
}

fn is_float(e: &dialects::interp::memory::ElemType) -> bool {
    use dialects::interp::memory::ElemType as E;
    matches!(e, E::F32 | E::F64)
}

fn check(seed: u64) -> Result<(), String> {
    let g = generate(&GenConfig::new(seed));
    let want = run_module(&g.module, &g.spec).map_err(|e| format!("reference run: {e}"))?;
    let fmas_in = dialects::text::print_module(&g.module)
        .matches("llvm.fma")
        .count();
    for level in ["-O1", "-O2", "-O3"] {
        // Without contraction: input == PTX, bit for bit.
        let ptx = compile(&g.module, &[level, "--opt=-fmad=0", "--arch", "sm_80"])
            .map_err(|e| format!("{level} -fmad=0: compile: {e}"))?;
        let got = run_ptx_text("gen.ptx", &ptx, &g.spec)
            .map_err(|e| format!("{level} -fmad=0: run: {e}"))?;
        compare(&want, &got, None).map_err(|e| format!("{level} -fmad=0: {e}"))?;
        // With contraction: the optimized IR == its PTX, bit for bit; the
        // optimized IR == the input where nothing was contracted, else its
        // float buffers within the tolerance (integers computed from
        // contracted floats legitimately differ).
        let ir = compile(&g.module, &[level, "--emit", "ir"])
            .map_err(|e| format!("{level}: compile: {e}"))?;
        let opt =
            dialects::text::parse_module("gen.wir", &ir).map_err(|e| format!("{level}: {e}"))?;
        let got_ir = run_module(&opt, &g.spec).map_err(|e| format!("{level}: run ir: {e}"))?;
        if ir.matches("llvm.fma").count() == fmas_in {
            compare(&want, &got_ir, None).map_err(|e| format!("{level} (no contraction): {e}"))?;
        } else {
            let tol = Tolerance {
                rel: 1e-5,
                abs: scaled_tolerance(&want) + 1e-6,
            };
            let keep = |o: &Outcome| Outcome {
                buffers: o
                    .buffers
                    .iter()
                    .zip(&o.elems)
                    .filter(|(_, e)| is_float(e))
                    .map(|(b, _)| b.clone())
                    .collect(),
                elems: o.elems.iter().copied().filter(is_float).collect(),
                stats: o.stats.clone(),
            };
            compare(&keep(&want), &keep(&got_ir), Some(tol))
                .map_err(|e| format!("{level} (contracted): {e}"))?;
        }
        let ptx = compile(&opt, &["-O0", "--arch", "sm_80"])
            .map_err(|e| format!("{level}: compile the optimized ir: {e}"))?;
        let got =
            run_ptx_text("gen.ptx", &ptx, &g.spec).map_err(|e| format!("{level}: run: {e}"))?;
        compare(&got_ir, &got, None).map_err(|e| format!("{level} ir vs ptx: {e}"))?;
    }
    Ok(())
}

#[test]
fn generated_kernels_agree_at_every_level() {
    let seeds: Vec<u64> = match std::env::var("WARPSAT_GEN_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
    {
        Some(s) => vec![s],
        None => {
            let n = std::env::var("WARPSAT_GEN_KERNELS")
                .ok()
                .and_then(|s| s.parse().ok())
                .unwrap_or(1000u64);
            (0..n).map(|i| 0xe6_0000 + i).collect()
        }
    };
    let next = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(&seed) = seeds.get(i) else { break };
                if let Err(e) = check(seed) {
                    failures
                        .lock()
                        .unwrap()
                        .push(format!("seed {seed} (rerun: WARPSAT_GEN_SEED={seed}): {e}"));
                }
            });
        }
    });
    let mut f = failures.into_inner().unwrap();
    f.sort();
    assert!(
        f.is_empty(),
        "{} of {} generated kernels differ:\n{}",
        f.len(),
        seeds.len(),
        f.iter().take(20).cloned().collect::<Vec<_>>().join("\n")
    );
}
