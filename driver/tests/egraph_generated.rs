//! Differential test of the e-graph levels on generated kernels
//! (`kernelgen`): for every seed, the nvvm interpreter on the
//! generated module and the PTX interpreter on warpsat's PTX at -O1, -O2
//! and -O3 agree.
//!
//! Per kernel and level, every buffer, integer buffers always bit for bit:
//!
//! 1. `-fmad=0`: the PTX equals the input bit for bit (every rule but
//!    contraction is exact); at -O3 also on seed 002's "mid" and "ptx"
//!    input paths (`--lang`), whose pass lists differ.
//! 2. With contraction on (the default), the optimized IR equals its PTX
//!    bit for bit.
//! 3. The optimized IR equals the input bit for bit once every `llvm.fma`
//!    call, in both, is read as `fmul` then `fadd` (two roundings,
//!    [`unfuse`]): contraction turns `a*b + c` (and `c + a*b`, `a*b - c`)
//!    into `fma(a, b, ±c)`, which unfuses back to exactly what the input
//!    computes, and the e-graph treats `llvm.fma` as an opaque call, so
//!    the optimizer is exact under this reading too. This is where the
//!    integer buffers of contracted kernels are compared exactly: against
//!    the true input they can legitimately differ anywhere, because the
//!    kernels feed floats into `fcmp`, `fptosi` and bitcasts folded into
//!    64-bit digests, where one ulp changes the result completely (28 of
//!    the 1000 default seeds have such integer differences).
//! 4. The optimized IR (fused) against the input as written: bit for bit
//!    where no contracted `fma` ran, else the written bytes must match,
//!    integer buffers are covered by 2 and 3, and float buffers must agree
//!    within the effect of the contractions ([`contracted_within`]).
//!
//! -O2 is also run with `-vectorize-varying-alignment=2`, which widens
//! the loops' rows whatever their alignment, and -O3 with
//! `-waterfall-unrolling-force-epilogue=0`, which runs runtime unrolling's
//! remainder ahead of the main loop, and with `-load-hoist-max-stores=0`,
//! which keeps every load below the stores before it (the default moves
//! loads above stores proven to write other bytes), and with
//! `-do-pressure-hoist=2`, which runs pressure-hoist in every function
//! (the default only where the predictor puts it above the registers free
//! of occupancy cost, which these small kernels never are), against the
//! input.
//!
//! `WARPSAT_GEN_KERNELS=N` (default 1000) sets the kernels per level,
//! `WARPSAT_GEN_SEED=S` runs that seed alone (the failure message names
//! it), `WARPSAT_GEN_DUMP=DIR` writes each kernel and its harness spec
//! there (`gen_S.wir`, `gen_S.spec.txt`); a soak is
//! `WARPSAT_GEN_KERNELS=100000`.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use clap::Parser;
use dialects::ir::{Attrs, FastMath, Module, Opcode, ValueList};
use driver::cli::CompileArgs;
use interp::diff::{compare, run_module, run_ptx_text, Outcome};
use interp::memory::ElemType;
use kernelgen::{generate, GenConfig};

#[derive(Parser)]
struct Wrap {
    #[command(flatten)]
    c: CompileArgs,
}

/// `m` compiled with `args`. At -O1..-O3 the e-graph pass must have run on
/// every function and kept its result: a fallback to the input would make
/// the comparisons below compare the input with itself. (The test sets no
/// limit under which a fallback would be expected.)
fn compile(m: &dialects::ir::Module, args: &[&str]) -> Result<String, String> {
    let mut argv = vec!["warpsat", "gen.ll"];
    argv.extend_from_slice(args);
    let w = Wrap::try_parse_from(argv).map_err(|e| e.to_string())?;
    let mut m = m.clone();
    let (text, report) =
        driver::compile::compile_module(&mut m, "gen.ll", &w.c).map_err(|e| e.to_string())?;
    if args.iter().any(|a| ["-O1", "-O2", "-O3"].contains(a)) {
        let defined = m.funcs.values().filter(|f| f.body.is_some()).count();
        if report.egraph.len() < defined {
            return Err(format!(
                "the e-graph pass ran on {} of {defined} functions",
                report.egraph.len()
            ));
        }
        if let Some(f) = report.egraph.iter().find_map(|s| s.fallback.as_ref()) {
            return Err(format!("the e-graph pass kept its input: {f}"));
        }
        if args.iter().any(|a| ["-O2", "-O3"].contains(a)) {
            PACKING.fetch_add(1, Ordering::Relaxed);
        }
        if report.egraph.iter().flat_map(|s| &s.slp).any(|r| r.packed) {
            PACKED.fetch_add(1, Ordering::Relaxed);
        }
        let reduced =
            |r: &rewrites::slp::SlpRemark| r.packed && r.access == rewrites::slp::Access::Reduction;
        if report.egraph.iter().flat_map(|s| &s.slp).any(reduced) {
            REDUCED.fetch_add(1, Ordering::Relaxed);
        }
        let tree =
            |r: &rewrites::slp::SlpRemark| r.packed && r.access == rewrites::slp::Access::Tree;
        if report.egraph.iter().flat_map(|s| &s.slp).any(tree) {
            TREES.fetch_add(1, Ordering::Relaxed);
        }
    }
    Ok(text)
}

/// Compilations in which the `slp` set packed a tile: the generator's
/// record accesses must reach it, or the comparisons say nothing about it.
static PACKED: AtomicUsize = AtomicUsize::new(0);

/// Compilations at -O2/-O3, where the `slp` set runs.
static PACKING: AtomicUsize = AtomicUsize::new(0);

/// Compilations in which a horizontal reduction over loaded lanes was
/// given its pairwise form (the generator's integer record reductions).
static REDUCED: AtomicUsize = AtomicUsize::new(0);

/// Compilations in which a store-seeded tree of 16-bit float lanes became
/// packed `.f16x2`/`.bf16x2` operations (the generator's half records).
static TREES: AtomicUsize = AtomicUsize::new(0);

/// The elements of a float buffer (f16, bf16, f32, f64) as f64 and the
/// format's machine epsilon (ulp of 1.0); `None` for integer buffers.
fn floats(b: &[u8], e: ElemType) -> Option<(Vec<f64>, f64)> {
    use interp::float::{bf16_to_f32, f16_to_f32};
    let h = |c: &[u8]| u16::from_le_bytes([c[0], c[1]]);
    Some(match e {
        ElemType::F16 => (
            b.chunks_exact(2).map(|c| f16_to_f32(h(c)) as f64).collect(),
            2f64.powi(-10),
        ),
        ElemType::BF16 => (
            b.chunks_exact(2)
                .map(|c| bf16_to_f32(h(c)) as f64)
                .collect(),
            2f64.powi(-7),
        ),
        ElemType::F32 => (
            b.chunks_exact(4)
                .map(|c| f32::from_le_bytes(c.try_into().unwrap()) as f64)
                .collect(),
            2f64.powi(-23),
        ),
        ElemType::F64 => (
            b.chunks_exact(8)
                .map(|c| f64::from_le_bytes(c.try_into().unwrap()))
                .collect(),
            2f64.powi(-52),
        ),
        _ => return None,
    })
}

/// `m` with every `llvm.fma.*` call replaced by an `fmul` feeding an
/// `fadd` (no fast-math flags): the kernel as if nothing were fused.
fn unfuse(m: &Module) -> Module {
    let mut m = m.clone();
    let plain = Attrs::Float(FastMath::default());
    for (_, f) in m.funcs.iter_mut() {
        let Some(body) = f.body.as_mut() else {
            continue;
        };
        for b in body.layout.blocks.clone() {
            let mut i = 0;
            while i < body.dfg.blocks[b].insts.len() {
                let inst = body.dfg.blocks[b].insts[i];
                let data = &body.dfg.insts[inst];
                let is_fma = data.opcode == Opcode::Intrinsic
                    && matches!(&data.attrs, Attrs::Intrinsic(a) if a.name.starts_with("llvm.fma."));
                if is_fma {
                    let args = body.dfg.inst_args(inst).to_vec();
                    let r = body.dfg.inst_result(inst).expect("fma has a result");
                    let ty = body.dfg.value_type(r);
                    let mul = body
                        .dfg
                        .make_inst(Opcode::FMul, &args[..2], plain.clone(), Some(ty));
                    body.insert_inst(b, i, mul);
                    let p = body.dfg.inst_result(mul).expect("fmul has a result");
                    let list = ValueList::from_slice(&[p, args[2]], &mut body.dfg.pool);
                    let data = &mut body.dfg.insts[inst];
                    data.opcode = Opcode::FAdd;
                    data.attrs = plain.clone();
                    data.args = list;
                    i += 1;
                }
                i += 1;
            }
        }
    }
    m
}

/// `llvm.fma` calls executed (all threads).
fn fma_runs(o: &Outcome) -> u64 {
    o.stats
        .per_op
        .iter()
        .filter(|(name, _)| name.starts_with("llvm.fma."))
        .map(|(_, n)| n)
        .sum()
}

/// How much more than the rounding effect of the contractions themselves
/// [`contracted_within`] allows, for its amplification by later arithmetic
/// (a contracted value multiplied, summed or divided further). Over seeds
/// 0xe60000..0xe60000+3000 at every level the largest difference was 0.87
/// units of `(k + 1) * eps * M` (3.8 counting contraction sites only).
const AMPLIFICATION: f64 = 64.0;

/// Float buffers of the optimized IR (`got`) against the input (`want`),
/// where `k` is the larger of the contraction sites and the contracted
/// `fma`s run per thread (all runs over the threads, rounded up): per
/// element `|got - want| <= AMPLIFICATION * (k + 1) * eps * M`.
///
/// One contraction `fma(a, b, c)` instead of `fl(fl(a*b) + c)` changes its
/// result by at most half an ulp of `a*b` plus the rounding of the result,
/// about one `eps` (of the contracted type, f32 unless only f64 was
/// contracted) times the magnitudes involved; `k` of them on a path add
/// up. The magnitudes involved are those of the intermediate products,
/// which no buffer shows: `M` is the largest finite `|want|` of any float
/// buffer, or square of one or of a float parameter, because generated expressions
/// cancel (`a*b - c*d`), as often as not, leaving results far smaller than
/// the products whose rounding they carry; and the bound is never below
/// `k + 1` steps of the smallest subnormal of the buffer's type. A buffer narrower than the contracted type differs by at least
/// its own ulp when it differs at all, so `eps` is the larger of the two.
/// The bound is not a theorem: division by a small value or a comparison
/// can amplify one ulp without limit, which is what `AMPLIFICATION`
/// absorbs; the exact check of the same kernel with both sides unfused
/// (module docs, 3) is the one that finds miscompiles. NaN matches any NaN.
/// A NaN or infinity on either side matches anything: `fma(a, b, c)`
/// stays finite where `a * b` overflows, so `a * b + c` can be infinite
/// (or `inf - inf` NaN) where the contracted kernel is not (seeds
/// 15075749, 15076996), and `fma(a, a, -(a * a))` is the rounding error of
/// `a * a` where the unfused difference is 0, which a later product with
/// an infinity turns into a NaN on one side and an infinity or a finite
/// value on the other (seed 15075578: `inf` against `-6.2e16`). Check 3
/// compares those kernels exactly, unfused.
fn contracted_within(
    want: &Outcome,
    got: &Outcome,
    k: u64,
    eps_c: f64,
    spec: &interp::spec::Spec,
) -> Result<(), String> {
    // The products the kernel forms first: squares of its float
    // parameters and of the values its buffers hold (`alpha * alpha`, or a
    // loaded 65504 squared, whose rounding error a contraction exposes:
    // seed 15080060, 0 against 1.2e-3 with alpha = 8.79; seed 15074574, 0
    // against 1279.5 with 65504 in a buffer).
    let mut m: f64 = spec
        .args
        .iter()
        .filter_map(|a| match a {
            interp::spec::ArgSpec::Scalar(interp::ArgValue::F32(x)) => Some(f64::from(*x)),
            interp::spec::ArgSpec::Scalar(interp::ArgValue::F64(x)) => Some(*x),
            _ => None,
        })
        .filter(|x| x.is_finite())
        .map(|x| x * x)
        .fold(0.0, f64::max);
    for ((b, _), &e) in want.buffers.iter().zip(&want.elems) {
        if let Some((v, _)) = floats(b, e) {
            for x in v.into_iter().filter(|x| x.is_finite()) {
                m = m.max(x.abs()).max(x * x);
            }
        }
    }
    for (n, (((wb, wi), (gb, gi)), &e)) in want
        .buffers
        .iter()
        .zip(&got.buffers)
        .zip(&want.elems)
        .enumerate()
    {
        if wi != gi {
            return Err(format!("buffer {n}: written bytes differ"));
        }
        let (Some((w, eps_b)), Some((g, _))) = (floats(wb, e), floats(gb, e)) else {
            continue;
        };
        // At least (k + 1) of the smallest subnormal: contracted roundings
        // of results near 0 differ by whole subnormal steps (seed
        // 15083380: 2^-149 against 2^-148).
        let tiny = match e {
            ElemType::F16 => 2f64.powi(-24),
            ElemType::BF16 => 2f64.powi(-133),
            ElemType::F32 => 2f64.powi(-149),
            _ => 2f64.powi(-1074),
        };
        let tol =
            (AMPLIFICATION * (k + 1) as f64 * eps_b.max(eps_c) * m).max((k + 1) as f64 * tiny);
        for (i, (x, y)) in w.iter().zip(&g).enumerate() {
            let ok = x.to_bits() == y.to_bits()
                || !(x.is_finite() && y.is_finite())
                || (x - y).abs() <= tol;
            if !ok && wi[i * e.size()] {
                return Err(format!(
                    "buffer {n} ({e:?}) element {i}: expected {x:e}, got {y:e}, more than \
                     {tol:e} apart ({k} contractions, eps {:e}, largest value {m:e})",
                    eps_b.max(eps_c)
                ));
            }
        }
    }
    Ok(())
}

/// The `llvm.fma` calls of `out` (intrinsic and operand list) that `input`
/// does not have, counted with multiplicity.
fn new_fmas(input: &str, out: &str) -> u64 {
    let calls = |t: &str| -> Vec<String> {
        t.lines()
            .filter_map(|l| l.find("\"llvm.fma").map(|k| l[k..].to_string()))
            .collect()
    };
    let mut have = calls(input);
    let mut new = 0;
    for c in calls(out) {
        match have.iter().position(|h| *h == c) {
            Some(k) => {
                have.swap_remove(k);
            }
            None => new += 1,
        }
    }
    new
}

/// Compilations at -O2/-O3 in which `nv-remat-block` at target 16
/// changed the PTX.
static REMAT_FIRED: AtomicUsize = AtomicUsize::new(0);

/// -O2 compilations in which `-vectorize-varying-alignment=2` changed the
/// PTX (the vectorizer widened rows whose alignment varies by thread).
static VECTORIZE_FIRED: AtomicUsize = AtomicUsize::new(0);

/// -O3 compilations in which `-waterfall-unrolling-force-epilogue=0`
/// changed the PTX (runtime unrolling put the remainder first).
static PROLOG_FIRED: AtomicUsize = AtomicUsize::new(0);

/// -O3 compilations in which `-load-hoist-max-stores=0` changed the PTX
/// (the default compile moved a load above a store).
static LOAD_HOIST_FIRED: AtomicUsize = AtomicUsize::new(0);

/// -O3 compilations in which `-do-pressure-hoist=2` changed the PTX.
static PRESSURE_HOIST_FIRED: AtomicUsize = AtomicUsize::new(0);

fn check(seed: u64) -> Result<(), String> {
    let g = generate(&GenConfig::new(seed));
    let want = run_module(&g.module, &g.spec).map_err(|e| format!("reference run: {e}"))?;
    let want_unfused = run_module(&unfuse(&g.module), &g.spec)
        .map_err(|e| format!("unfused reference run: {e}"))?;
    let text_in = dialects::text::print_module(&g.module);
    if let Ok(dir) = std::env::var("WARPSAT_GEN_DUMP") {
        // The kernel and its spec, to compile and run by hand.
        let _ = std::fs::write(format!("{dir}/gen_{seed}.wir"), &text_in);
        let _ = std::fs::write(
            format!("{dir}/gen_{seed}.spec.txt"),
            format!("{:#?}", g.spec),
        );
    }
    let fmas_in = (
        text_in.matches("llvm.fma.f32").count(),
        text_in.matches("llvm.fma").count(),
    );
    for level in ["-O1", "-O2", "-O3"] {
        // 1. Without contraction: input == PTX, bit for bit.
        let ptx = compile(&g.module, &[level, "--opt=-fmad=0", "--arch", "sm_80"])
            .map_err(|e| format!("{level} -fmad=0: compile: {e}"))?;
        let got = run_ptx_text("gen.ptx", &ptx, &g.spec)
            .map_err(|e| format!("{level} -fmad=0: run: {e}"))?;
        compare(&want, &got, None).map_err(|e| format!("{level} -fmad=0: {e}"))?;
        // 1b. The same with machine remat (`nv-remat-block`) at a target
        // low enough that it pulls registers in on most kernels.
        if level != "-O1" {
            let low = compile(
                &g.module,
                &[
                    level,
                    "--opt=-fmad=0 -nv-remat-default-max-reg=16",
                    "--arch",
                    "sm_80",
                ],
            )
            .map_err(|e| format!("{level} remat target 16: compile: {e}"))?;
            if low != ptx {
                REMAT_FIRED.fetch_add(1, Ordering::Relaxed);
                let got = run_ptx_text("gen.ptx", &low, &g.spec)
                    .map_err(|e| format!("{level} remat target 16: run: {e}"))?;
                compare(&want, &got, None).map_err(|e| format!("{level} remat target 16: {e}"))?;
            }
        }
        // 1d. Knob settings whose code the defaults do not reach, run when
        // they change the PTX: the vectorizer on every row alignment (by
        // default it leaves rows whose alignment varies by thread, which
        // these mostly are) and runtime unrolling's prologue remainder.
        let variants: [(&str, &str, &AtomicUsize); 4] = [
            ("-O2", "-vectorize-varying-alignment=2", &VECTORIZE_FIRED),
            (
                "-O3",
                "-waterfall-unrolling-force-epilogue=0",
                &PROLOG_FIRED,
            ),
            ("-O3", "-load-hoist-max-stores=0", &LOAD_HOIST_FIRED),
            ("-O3", "-do-pressure-hoist=2", &PRESSURE_HOIST_FIRED),
        ];
        for (at, knob, fired) in variants {
            if at != level {
                continue;
            }
            let other = compile(
                &g.module,
                &[level, &format!("--opt=-fmad=0 {knob}"), "--arch", "sm_80"],
            )
            .map_err(|e| format!("{level} {knob}: compile: {e}"))?;
            if other != ptx {
                fired.fetch_add(1, Ordering::Relaxed);
                let got = run_ptx_text("gen.ptx", &other, &g.spec)
                    .map_err(|e| format!("{level} {knob}: run: {e}"))?;
                compare(&want, &got, None).map_err(|e| format!("{level} {knob}: {e}"))?;
            }
        }
        // 1c. Seed 002's other input paths run other pass lists.
        if level == "-O3" {
            for lang in ["--lang=mid", "--lang=ptx"] {
                let ptx = compile(
                    &g.module,
                    &[level, lang, "--opt=-fmad=0", "--arch", "sm_80"],
                )
                .map_err(|e| format!("{level} {lang}: compile: {e}"))?;
                let got = run_ptx_text("gen.ptx", &ptx, &g.spec)
                    .map_err(|e| format!("{level} {lang}: run: {e}"))?;
                compare(&want, &got, None).map_err(|e| format!("{level} {lang}: {e}"))?;
            }
        }
        let ir = compile(&g.module, &[level, "--emit", "ir"])
            .map_err(|e| format!("{level}: compile: {e}"))?;
        let opt =
            dialects::text::parse_module("gen.wir", &ir).map_err(|e| format!("{level}: {e}"))?;
        let got_ir = run_module(&opt, &g.spec).map_err(|e| format!("{level}: run ir: {e}"))?;
        // 2. The optimized IR == its PTX, bit for bit.
        let ptx = compile(&opt, &["-O0", "--arch", "sm_80"])
            .map_err(|e| format!("{level}: compile the optimized ir: {e}"))?;
        let got =
            run_ptx_text("gen.ptx", &ptx, &g.spec).map_err(|e| format!("{level}: run: {e}"))?;
        compare(&got_ir, &got, None).map_err(|e| format!("{level} ir vs ptx: {e}"))?;
        // 3. Both unfused: bit for bit, integer buffers included.
        let got_unfused = run_module(&unfuse(&opt), &g.spec)
            .map_err(|e| format!("{level}: run the unfused ir: {e}"))?;
        compare(&want_unfused, &got_unfused, None)
            .map_err(|e| format!("{level} (both unfused): {e}"))?;
        // 4. Fused against the input: exact unless a contracted fma ran.
        // Counted by call (intrinsic and operands), not by number: the
        // optimizer may fold an input fma away and contract another pair
        // (seed 15074156: `fma(a1, a0, a1)` gone, `fma(alpha, alpha,
        // alpha)` new).
        let sites = new_fmas(&text_in, &ir);
        let runs = fma_runs(&got_ir).saturating_sub(fma_runs(&want));
        if sites == 0 && runs == 0 {
            compare(&want, &got_ir, None).map_err(|e| format!("{level} (no contraction): {e}"))?;
        } else {
            let per_thread = runs.div_ceil(want.stats.threads.max(1));
            let f32_contracted = ir.matches("llvm.fma.f32").count() > fmas_in.0;
            let eps = if f32_contracted {
                2f64.powi(-23)
            } else {
                2f64.powi(-52)
            };
            contracted_within(&want, &got_ir, sites.max(per_thread), eps, &g.spec)
                .map_err(|e| format!("{level} (contracted): {e}"))?;
        }
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
    // Each kernel compiles at -O2 and -O3 twice (with and without
    // contraction); SLP packs in a good share of them.
    let packed = PACKED.load(Ordering::Relaxed);
    println!(
        "slp packed tiles in {packed} of {} -O2/-O3 compilations",
        PACKING.load(Ordering::Relaxed)
    );
    assert!(
        seeds.len() < 100 || packed >= seeds.len() / 2,
        "slp packed in only {packed} compilations of {} kernels",
        seeds.len()
    );
    let reduced = REDUCED.load(Ordering::Relaxed);
    println!(
        "slp reduced horizontally in {reduced} of {} -O2/-O3 compilations",
        PACKING.load(Ordering::Relaxed)
    );
    assert!(
        seeds.len() < 100 || reduced >= seeds.len() / 50,
        "slp reduced horizontally in only {reduced} compilations of {} kernels",
        seeds.len()
    );
    let trees = TREES.load(Ordering::Relaxed);
    println!(
        "slp packed 16-bit float trees in {trees} of {} -O2/-O3 compilations",
        PACKING.load(Ordering::Relaxed)
    );
    assert!(
        seeds.len() < 500 || trees > 0,
        "slp packed no 16-bit float tree in {} kernels",
        seeds.len()
    );
    println!(
        "loop-vectorize with -vectorize-varying-alignment=2 changed {} of {} -O2 compilations",
        VECTORIZE_FIRED.load(Ordering::Relaxed),
        seeds.len()
    );
    println!(
        "loop-unroll with -waterfall-unrolling-force-epilogue=0 changed {} of {} -O3 compilations",
        PROLOG_FIRED.load(Ordering::Relaxed),
        seeds.len()
    );
    let hoisted = LOAD_HOIST_FIRED.load(Ordering::Relaxed);
    println!(
        "load-hoist changed {hoisted} of {} -O3 compilations",
        seeds.len()
    );
    assert!(
        seeds.len() < 500 || hoisted > 0,
        "load-hoist moved no load in {} kernels",
        seeds.len()
    );
    let pressure = PRESSURE_HOIST_FIRED.load(Ordering::Relaxed);
    println!(
        "pressure-hoist in every function changed {pressure} of {} -O3 compilations",
        seeds.len()
    );
    assert!(
        seeds.len() < 500 || pressure > 0,
        "pressure-hoist moved nothing in {} kernels",
        seeds.len()
    );
    let fired = REMAT_FIRED.load(Ordering::Relaxed);
    println!(
        "nv-remat-block at target 16 changed {fired} of {} -O2/-O3 compilations",
        2 * seeds.len()
    );
    assert!(
        seeds.len() < 100 || fired >= seeds.len() / 4,
        "nv-remat-block at target 16 fired in only {fired} compilations of {} kernels",
        seeds.len()
    );
}
