//! Blackwell (sm_100) operations LLVM's NVPTX tests exercise, selected,
//! assembled by ptxas for their target where it is installed, and run by
//! both interpreters against values computed here: `redux.sync` on f32
//! (sm_100a), `st.bulk` in both forms, and the mixed-precision
//! `add`/`sub.f32.{f16,bf16}`, and the e2m3/e3m2/e2m1 and ue8m0
//! conversions (sm_100a) (`tests/sm100/*.ll`); cluster launch control is
//! selected and assembled only.

use dialects::ir::half::{bf16_to_f32, f16_to_f32};
use interp::diff::{compare, run_module, run_ptx_text, Outcome};
use interp::spec::{HostArg, Spec};
use tests::tools;

mod common;

/// Compiles `tests/sm100/FILE` for `arch`; runs `spec` on both
/// interpreters (equal outcomes) and returns the PTX interpreter's.
fn run(file: &str, arch: &str, spec: &str) -> Outcome {
    let src = source(file);
    let m = llvm::import::import(file, &src).unwrap();
    let ptx = assembled(file, &src, arch);
    let spec = Spec::parse(spec).unwrap();
    let got = run_ptx_text("k.ptx", &ptx, &spec).unwrap();
    compare(&run_module(&m, &spec).unwrap(), &got, None).unwrap();
    got
}

/// The text of `tests/sm100/FILE`.
fn source(file: &str) -> String {
    std::fs::read_to_string(tools::repo_root().join("tests/sm100").join(file)).unwrap()
}

/// `src` compiled at -O3 for `arch` and assembled by ptxas where it is
/// installed: the PTX.
fn assembled(file: &str, src: &str, arch: &str) -> String {
    let ptx = common::compile_source(file, src, &["-O3", "--arch", arch]);
    if let Some(px) = tools::need("WARPSAT_PTXAS") {
        tools::assert_ptxas_compiles(&px, &ptx, arch);
    }
    ptx
}

/// Compiling `tests/sm100/FILE` for `arch` fails with an error containing
/// each of `wants`, and writes no output.
fn refused_for(file: &str, arch: &str, wants: &[&str]) {
    let path = tools::repo_root().join("tests/sm100").join(file);
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("r.ptx");
    let (ok, _, err) = common::warpsat(&[
        path.to_str().unwrap(),
        "--arch",
        arch,
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(!ok && !out.exists(), "{file} compiled for {arch}");
    for want in wants {
        assert!(err.contains(want), "{file} for {arch}: {err}");
    }
}

fn floats(o: &Outcome, k: usize) -> Vec<f32> {
    common::words(o, k)
        .into_iter()
        .map(f32::from_bits)
        .collect()
}

/// Buffer `k` as the spec fills it, before the kernel runs.
fn initial(spec: &str, k: usize) -> Vec<u8> {
    let inputs = Spec::parse(spec).unwrap().host_inputs().unwrap();
    match &inputs.args[k] {
        HostArg::Buffer { bytes: Some(b), .. } => b.clone(),
        _ => panic!("argument {k} is not a filled buffer"),
    }
}

#[test]
fn float_warp_reductions() {
    for n in [0, 1] {
        let spec = format!("kernel redux_f32\nblock 32\nseed 3\narg f32[32] random(-4,4)\narg f32[256] zero\narg i32 {n}\n");
        let o = run("redux_f32.ll", "sm_100a", &spec);
        let mut x: Vec<f32> = floats(&o, 0);
        x[7] = -0.0;
        if n == 1 {
            x[5] = f32::NAN;
        }
        let got = floats(&o, 1);
        let pick = |max: bool, abs: bool, nan: bool| -> f32 {
            let v: Vec<f32> = x.iter().map(|&a| if abs { a.abs() } else { a }).collect();
            if v.iter().any(|a| a.is_nan()) && nan {
                return f32::NAN;
            }
            let v = v.into_iter().filter(|a| !a.is_nan());
            if max {
                v.fold(f32::NEG_INFINITY, f32::max)
            } else {
                v.fold(f32::INFINITY, f32::min)
            }
        };
        for lane in 0..32 {
            for (k, (max, abs, nan)) in [
                (false, false, false),
                (false, true, false),
                (false, false, true),
                (false, true, true),
                (true, false, false),
                (true, true, false),
                (true, false, true),
                (true, true, true),
            ]
            .into_iter()
            .enumerate()
            {
                let (g, w) = (got[lane * 8 + k], pick(max, abs, nan));
                assert!(
                    g == w && g.is_sign_negative() == w.is_sign_negative()
                        || g.is_nan() && w.is_nan(),
                    "n {n} lane {lane} result {k}: {g} against {w}"
                );
            }
        }
    }
    // The float forms are sm_100a's: plain sm_100 gets a located error.
    refused_for(
        "redux_f32.ll",
        "sm_100",
        &["redux_f32.ll:", "needs sm_100a"],
    );
}

#[test]
fn bulk_stores_zero_their_bytes_only() {
    let spec = "kernel st_bulk\ngrid 2\nblock 32\nseed 5\narg i32[96] random(1,1000)\narg i32[64] zero\narg i32 7\n";
    let o = run("st_bulk.ll", "sm_100", spec);
    let before: Vec<u32> = initial(spec, 0)
        .chunks(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    let out = common::words(&o, 0);
    for (i, (&a, &b)) in out.iter().zip(&before).enumerate() {
        // Block b zeroes 64 bytes from element 32b.
        let zeroed = i % 32 < 16 && i / 32 < 2;
        assert_eq!(a, if zeroed { 0 } else { b }, "out[{i}]");
    }
    // The shared tile's upper half (32 bytes) is zeroed; the rest keeps 7.
    let copy = common::words(&o, 1);
    for (i, &v) in copy.iter().enumerate() {
        let zeroed = (16..24).contains(&(i % 32));
        assert_eq!(v, if zeroed { 0 } else { 7 }, "copy[{i}]");
    }
}

#[test]
fn mixed_precision_add_and_sub_round_once() {
    let spec = "kernel mixed\nblock 32\nseed 8\narg f16[32] random(-2,2)\narg bf16[32] random(-2,2)\narg f32[32] random(-2,2)\narg f32[1024] zero\n";
    let o = run("mixed_precision.ll", "sm_100", spec);
    let half = |b: &[u8], i: usize| u16::from_le_bytes([b[2 * i], b[2 * i + 1]]);
    let (hs, bs) = (initial(spec, 0), initial(spec, 1));
    let fs = floats(&o, 2);
    let got = floats(&o, 3);
    for t in 0..32 {
        let mut k = 0;
        for sub in [false, true] {
            for rnd in ["rn", "rz", "rm", "rp"] {
                for sat in [false, true] {
                    for bf in [false, true] {
                        let a = if bf {
                            bf16_to_f32(half(&bs, t))
                        } else {
                            f16_to_f32(half(&hs, t))
                        };
                        let exact = f64::from(a)
                            + if sub {
                                -f64::from(fs[t])
                            } else {
                                f64::from(fs[t])
                            };
                        let clamp = |x: f64| if sat { x.clamp(0.0, 1.0) } else { x };
                        let g = f64::from(got[t * 32 + k]);
                        let ok = match rnd {
                            "rn" => g == clamp(f64::from(exact as f32)),
                            "rz" => {
                                g.abs() <= clamp(exact).abs() && (clamp(exact) - g).abs() < 1e-6
                            }
                            "rm" => g <= clamp(exact) && clamp(exact) - g < 1e-6,
                            _ => g >= clamp(exact) && g - clamp(exact) < 1e-6,
                        };
                        assert!(ok, "thread {t} result {k} ({rnd} sat {sat} bf16 {bf} sub {sub}): {g} for {exact}");
                        k += 1;
                    }
                }
            }
        }
    }
}

/// A small float format for the references below: exponent bits,
/// significand bits, bias (no infinities or NaNs).
struct Narrow(u32, u32, i32);

impl Narrow {
    fn value(&self, code: u32) -> f64 {
        let Narrow(e, m, bias) = *self;
        let mag = code & ((1 << (e + m)) - 1);
        let (ex, mant) = ((mag >> m) as i32, f64::from(mag & ((1 << m) - 1)));
        let v = if ex == 0 {
            mant * 2f64.powi(1 - bias - m as i32)
        } else {
            (1.0 + mant / f64::from(1 << m)) * 2f64.powi(ex - bias)
        };
        if code >> (e + m) & 1 == 1 {
            -v
        } else {
            v
        }
    }

    /// The nearest code by search, ties to the even code, saturating.
    fn nearest(&self, x: f64, relu: bool) -> u32 {
        let x = if relu { x.max(0.0) } else { x };
        let n = 1 << (1 + self.0 + self.1);
        let mut best = (f64::INFINITY, 0);
        for c in 0..n {
            let v = self.value(c);
            if v == 0.0 && (c >= n / 2) != x.is_sign_negative() {
                continue;
            }
            let d = (v - x).abs();
            if d < best.0 || d == best.0 && c & 1 == 0 {
                best = (d, c);
            }
        }
        best.1
    }
}

/// The ue8m0 scale of `x` (finite, not zero): the power of two at or
/// below |x|, or at or above it under `.rp`.
fn scale(x: f64, rp: bool) -> u32 {
    let e = x.abs().log2();
    let e = if rp { e.ceil() } else { e.floor() };
    (e as i32 + 127) as u32
}

#[test]
fn narrow_float_conversions_round_to_the_nearest_code() {
    let spec = "kernel k\nblock 32\nseed 11\narg f32[64] random(-40,40)\narg u32[320] zero\n";
    let o = run("convert_narrow.ll", "sm_100a", spec);
    let x = floats(&o, 0);
    let out = common::words(&o, 1);
    let (e2m3, e3m2, e2m1) = (Narrow(2, 3, 1), Narrow(3, 2, 3), Narrow(2, 1, 1));
    let bf = |v: f32| bf16_to_f32(((v.to_bits() + 0x7fff + (v.to_bits() >> 16 & 1)) >> 16) as u16);
    for t in 0..32 {
        let (a, b) = (f64::from(x[2 * t]), f64::from(x[2 * t + 1]));
        let w = &out[10 * t..10 * t + 10];
        let pair =
            |f: &Narrow, relu: bool, shift: u32| f.nearest(a, relu) << shift | f.nearest(b, relu);
        assert_eq!(w[0], pair(&e2m3, false, 8), "thread {t} e2m3 of {a} {b}");
        assert_eq!(
            w[1],
            pair(&e3m2, true, 8),
            "thread {t} e3m2 relu of {a} {b}"
        );
        assert_eq!(w[2], pair(&e2m1, false, 4), "thread {t} e2m1 of {a} {b}");
        assert_eq!(
            w[3],
            scale(a, false) << 8 | scale(b, false),
            "thread {t} rz scales"
        );
        assert_eq!(
            w[4],
            scale(a, true) << 8 | scale(b, true),
            "thread {t} rp scales"
        );
        let (ab, bb) = (f64::from(bf(a as f32)), f64::from(bf(b as f32)));
        assert_eq!(
            w[5],
            scale(ab, true) << 8 | scale(bb, true),
            "thread {t} bf16 scales"
        );
        // Back to f16/bf16 pairs: each lane the value of its code.
        let lanes = |word: u32, to: fn(u16) -> f32| {
            (
                f64::from(to((word >> 16) as u16)),
                f64::from(to(word as u16)),
            )
        };
        let back = |word: u32, f: &Narrow, codes: u32, shift: u32| {
            let want = (f.value(codes >> shift), f.value(codes & ((1 << shift) - 1)));
            assert_eq!(
                lanes(word, f16_to_f32),
                want,
                "thread {t} back from {codes:#x}"
            );
        };
        back(w[6], &e2m3, w[0], 8);
        back(w[7], &e3m2, w[1], 8);
        back(w[8], &e2m1, w[2], 4);
        let p = |c: u32| 2f64.powi(c as i32 - 127);
        assert_eq!(
            lanes(w[9], bf16_to_f32),
            (p(w[4] >> 8), p(w[4] & 0xff)),
            "thread {t}"
        );
    }
    // sm_100 without the `a` features gets a located error.
    refused_for(
        "convert_narrow.ll",
        "sm_100",
        &["convert_narrow.ll:", "needs sm_100a"],
    );
}

/// Cluster launch control is selected and assembled, not run: its
/// response is opaque and it completes on an mbarrier, which the
/// interpreters do not model.
#[test]
fn cluster_launch_control_is_selected_for_sm100() {
    let file = "clusterlaunchcontrol.ll";
    let src = source(file);
    let ptx = assembled(file, &src, "sm_100a");
    for want in [
        "clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.b128 \t[response], [bar];",
        "clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.multicast::cluster::all.b128",
        "clusterlaunchcontrol.query_cancel.is_canceled.pred.b128 \t%p",
        "clusterlaunchcontrol.query_cancel.get_first_ctaid::x.b32.b128",
        "clusterlaunchcontrol.query_cancel.get_first_ctaid::y.b32.b128",
        "clusterlaunchcontrol.query_cancel.get_first_ctaid::z.b32.b128",
        ".version 8.6",
    ] {
        assert!(ptx.contains(want), "no {want} in\n{ptx}");
    }
    // The plain request needs sm_100, the multicast one sm_100a.
    refused_for(
        file,
        "sm_100",
        &["25:13: error: unsupported: in @clc_multicast"],
    );
    refused_for(file, "sm_90", &["10:13: error: unsupported: in @clc"]);
}

/// Blackwell's tensor memory and fifth-generation MMA
/// (`tests/sm100/tcgen05.ll`): selected as llc spells them, assembled for
/// the targets that have them (ptxas 13: the `a` targets of sm_100 and
/// sm_110; sm_103a lacks `.kind::i8`, the `f` targets `tcgen05.shift`),
/// refused elsewhere; the interpreters model no tensor memory.
#[test]
fn tcgen05_is_selected_for_the_tensor_memory_targets() {
    let file = "tcgen05.ll";
    let src = source(file);
    for arch in ["sm_100a", "sm_110a"] {
        let ptx = assembled(file, &src, arch);
        for want in [
            "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 \t[taddr_slot], 128;",
            "tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;",
            "tcgen05.fence::after_thread_sync;",
            "tcgen05.mma.cta_group::1.kind::f16.collector::a::discard \t[%r",
            "tcgen05.mma.cta_group::1.kind::f16.collector::a::use \t[%r",
            "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 \t[bar];",
            "tcgen05.ld.sync.aligned.32x32b.x4.b32 \t{%r",
            "tcgen05.wait::ld.sync.aligned;",
            "tcgen05.dealloc.cta_group::1.sync.aligned.b32 \t%r",
            "tcgen05.cp.cta_group::1.128x256b.b8x16.b6x16_p32 \t[%r",
            "tcgen05.cp.cta_group::1.64x128b.warpx2::02_13 \t[%r",
            "tcgen05.st.sync.aligned.16x32bx2.x2.unpack::16b.b32 \t[%r",
            "tcgen05.ld.sync.aligned.16x32bx2.x2.pack::16b.b32 \t{%r",
            "tcgen05.shift.cta_group::1.down \t[%r",
            "tcgen05.mma.ws.sp.cta_group::1.kind::i8.collector::b2::lastuse \t[%r",
            "tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.block16.collector::a::fill \t[%r",
            "tcgen05.commit.cta_group::1.mbarrier::arrive::one.multicast::cluster.b64 \t[%rd",
        ] {
            assert!(ptx.contains(want), "{arch}: no {want} in\n{ptx}");
        }
    }
    // Block-scaled MMA needs PTX 8.8 (sm_100a alone needs 8.6); the
    // accumulator's address is the loaded 32-bit word itself.
    let ptx = common::compile_source(file, &src, &["-O3", "--arch", "sm_100a"]);
    assert!(ptx.contains(".version 8.8"), "{ptx}");
    assert!(ptx.contains("ld.shared.u32 \t%r2, [taddr_slot];"), "{ptx}");
    for arch in ["sm_100", "sm_120a", "sm_90a"] {
        refused_for(
            file,
            arch,
            &[
                "12:13: error: unsupported: in @gemm_tile",
                "tcgen05 needs sm_100a",
            ],
        );
    }
    refused_for(
        file,
        "sm_100f",
        &["unsupported: in @movements", "tcgen05.shift needs"],
    );
    refused_for(
        file,
        "sm_103a",
        &["unsupported: in @movements", ".kind::i8 needs"],
    );
    refused_for(
        "tcgen05_mixed.ll",
        "sm_100a",
        &[
            "tcgen05_mixed.ll:9:13: error: unsupported: in @mixed_groups",
            "one CTA group per function",
        ],
    );
}

/// sm_100's tensor-map copy forms (`tests/sm100/tma_cta_group.ll`),
/// assembled for sm_100a; the CTA group and the new modes need it.
/// `tcgen05.ld.red` (`tests/sm100/tcgen05_ld_red.ll`): selected for the
/// sm_103 and sm_110 accelerated targets with both results written (the
/// loaded values and their reduction), refused on sm_100a.
#[test]
fn tcgen05_load_reductions_are_selected_for_sm103_and_sm110() {
    let file = "tcgen05_ld_red.ll";
    let src = source(file);
    for arch in ["sm_103a", "sm_103f", "sm_110a", "sm_110f"] {
        let ptx = assembled(file, &src, arch);
        for want in [
            "tcgen05.ld.red.sync.aligned.32x32b.x4.max.u32 \t{%r",
            "tcgen05.ld.red.sync.aligned.16x32bx2.x2.min.abs.NaN.f32 \t{%f",
            "], 8;",
        ] {
            assert!(ptx.contains(want), "{arch}: no {want} in\n{ptx}");
        }
        // The reduction is a destination: its register is not read before
        // the load defines it, and the add after reads it.
        let red = ptx
            .lines()
            .find(|l| l.contains("32x32b.x4.max.u32"))
            .and_then(|l| l.split("}, ").nth(1))
            .and_then(|r| r.split(',').next())
            .unwrap()
            .to_string();
        let uses: Vec<&str> = ptx.lines().filter(|l| l.contains(red.as_str())).collect();
        assert_eq!(uses.len(), 2, "{red}: {uses:?}");
        assert!(uses[1].trim_start().starts_with("add.s32"), "{uses:?}");
    }
    refused_for(
        file,
        "sm_100a",
        &[
            "7:30: error: unsupported: in @k",
            "tcgen05.ld.red needs sm_103a or sm_110a",
        ],
    );
}

#[test]
fn sm100_tensor_copy_forms() {
    let file = "tma_cta_group.ll";
    let src = source(file);
    let ptx = assembled(file, &src, "sm_100a");
    for want in [
        "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint.cta_group::2 \t[%rd",
        "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 \t[%rd",
        "cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes.L2::cache_hint.cta_group::2 \t[%rd",
        "cp.async.bulk.tensor.3d.shared::cta.global.im2col::w.mbarrier::complete_tx::bytes.L2::cache_hint \t[%rd",
        "cp.async.bulk.tensor.2d.shared::cta.global.tile::gather4.mbarrier::complete_tx::bytes \t[%rd",
        "cp.async.bulk.prefetch.tensor.4d.L2.global.im2col::w::128 \t[%rd",
        "cp.async.bulk.tensor.2d.global.shared::cta.tile::scatter4.bulk_group.L2::cache_hint \t[%rd",
        "cp.async.bulk.global.shared::cta.bulk_group.cp_mask \t[%rd",
    ] {
        assert!(ptx.contains(want), "no {want} in\n{ptx}");
    }
    // The {wHalo, wOffset} pair follows the mbarrier.
    assert!(ptx.contains("], {%rs"), "{ptx}");
    refused_for(
        file,
        "sm_90a",
        &[
            "11:13: error: unsupported: in @pair",
            "CTA group needs sm_100a",
        ],
    );
    refused_for(
        file,
        "sm_100",
        &[
            "11:13: error: unsupported: in @pair",
            "CTA group needs sm_100a",
        ],
    );
}

/// Stochastically rounded conversions (`tests/sm100/cvt_rs.ll`), selected
/// and assembled for sm_100a and sm_103a only; the interpreters do not
/// model the rounding with random bits, and say so.
#[test]
fn stochastic_rounding_is_selected_for_sm100a() {
    let file = "cvt_rs.ll";
    let src = source(file);
    for arch in ["sm_100a", "sm_103a"] {
        let ptx = assembled(file, &src, arch);
        for want in [
            "cvt.rs.relu.satfinite.f16x2.f32 \t%r",
            "cvt.rs.bf16x2.f32 \t%r",
            "cvt.rs.satfinite.e4m3x4.f32 \t%r",
            "cvt.rs.relu.satfinite.e2m1x4.f32 \t%rs",
        ] {
            assert!(ptx.contains(want), "{arch}: no {want} in\n{ptx}");
        }
    }
    for arch in ["sm_100f", "sm_110a", "sm_120a", "sm_90"] {
        refused_for(
            file,
            arch,
            &["13:25: error: unsupported: in @quantize", "cvt.rs needs"],
        );
    }
    let path = tools::repo_root().join("tests/sm100").join(file);
    let (ok, _, err) = common::warpsat(&[
        "run",
        path.to_str().unwrap(),
        "--block",
        "4",
        "--arg",
        "f32[16]:random(-2,2)",
        "--arg",
        "i8[64]:zero",
        "--arg",
        "i32:7",
    ]);
    assert!(!ok && err.contains("unsupported"), "{err}");
}

/// sm_100a's byte `ldmatrix`/`stmatrix` forms (`tests/sm100/matrix_b8.ll`),
/// selected and assembled; the interpreters run only `.m8n8 .b16`.
#[test]
fn byte_matrix_loads_and_stores_are_selected() {
    let file = "matrix_b8.ll";
    let src = source(file);
    for arch in ["sm_100a", "sm_120a"] {
        let ptx = assembled(file, &src, arch);
        for want in [
            "ldmatrix.sync.aligned.m16n16.x2.trans.shared.b8 \t{%r",
            "ldmatrix.sync.aligned.m16n16.x1.trans.shared.b8x16.b4x16_p64 \t{%r",
            "ldmatrix.sync.aligned.m8n16.x4.shared.b8x16.b6x16_p32 \t{%r",
            "stmatrix.sync.aligned.m16n8.x2.trans.shared.b8 \t[%rd",
        ] {
            assert!(ptx.contains(want), "{arch}: no {want} in\n{ptx}");
        }
    }
    refused_for(
        file,
        "sm_90",
        &["8:36: error: unsupported: in @k", "needs sm_100a"],
    );
    // A 16x16 byte load is transposed, and 8x16 needs its source format.
    for (from, to) in [
        ("m16n16.x2.trans.b8.p3(", "m16n16.x2.b8.p3("),
        ("m8n16.x4.b8x16.b6x16_p32.p3(", "m8n16.x4.b8.p3("),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let (bad, out) = (dir.path().join("bad.ll"), dir.path().join("bad.ptx"));
        std::fs::write(&bad, src.replace(from, to)).unwrap();
        let (ok, _, e) = common::warpsat(&[
            bad.to_str().unwrap(),
            "--arch",
            "sm_100a",
            "-o",
            out.to_str().unwrap(),
        ]);
        assert!(
            !ok && e.contains("unsupported") && e.contains("PTX does not have"),
            "{e}"
        );
    }
}

/// Accelerated features by family (`tests/sm100/accelerated.ll`): wgmma on
/// sm_90a only (ptxas refuses it on sm_100a), setmaxnreg on sm_90a and the
/// Blackwell `a` targets.
#[test]
fn accelerated_features_stay_on_their_targets() {
    let file = "accelerated.ll";
    let src = source(file);
    let ptx = assembled(file, &src, "sm_90a");
    for want in [
        "setmaxnreg.inc.sync.aligned.u32 \t232;",
        "wgmma.fence.sync.aligned;",
    ] {
        assert!(ptx.contains(want), "no {want} in\n{ptx}");
    }
    refused_for(
        file,
        "sm_100a",
        &["12:13: error: unsupported: in @wg", "wgmma needs sm_90a"],
    );
    refused_for(
        file,
        "sm_90",
        &["7:13: error: unsupported: in @regs", "setmaxnreg needs"],
    );
    // setmaxnreg alone is selected for a Blackwell accelerated target.
    let regs = src
        .split("define ptx_kernel void @wg")
        .next()
        .unwrap()
        .to_string()
        + "declare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32)\n";
    let ptx = assembled(file, &regs, "sm_120a");
    assert!(ptx.contains("setmaxnreg.inc.sync.aligned.u32"), "{ptx}");
}
