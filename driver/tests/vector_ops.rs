//! Vector forms real IR brings (Triton's sm_90 kernels): bitcasts that
//! regroup lanes of any total width (`<16 x i16>` to `<8 x i32>`,
//! `<4 x i64>` to `<16 x i16>`) keep the bytes, and `llvm.vector.reduce.*`
//! folds the lanes. Checked on the PTX interpreter against the inputs'
//! bytes and reductions computed here; ptxas accepts the PTX.

use interp::diff::run_ptx_text;
use interp::spec::Spec;
use tests::tools;

mod common;

const SRC: &str = r#"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.umin.v4i32(<4 x i32>)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)
declare float @llvm.vector.reduce.fmax.v4f32(<4 x float>)

define ptx_kernel void @regroup(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %oa, ptr addrspace(1) %ob) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pa = getelementptr <16 x i16>, ptr addrspace(1) %a, i32 %t
  %va = load <16 x i16>, ptr addrspace(1) %pa, align 32
  %wa = bitcast <16 x i16> %va to <8 x i32>
  %xa = add <8 x i32> %wa, zeroinitializer
  %qa = getelementptr <8 x i32>, ptr addrspace(1) %oa, i32 %t
  store <8 x i32> %xa, ptr addrspace(1) %qa, align 32
  %pb = getelementptr <4 x i64>, ptr addrspace(1) %b, i32 %t
  %vb = load <4 x i64>, ptr addrspace(1) %pb, align 32
  %wb = bitcast <4 x i64> %vb to <16 x i16>
  %qb = getelementptr <16 x i16>, ptr addrspace(1) %ob, i32 %t
  store <16 x i16> %wb, ptr addrspace(1) %qb, align 32
  ret void
}

define ptx_kernel void @reduce(ptr addrspace(1) %i, ptr addrspace(1) %f, ptr addrspace(1) %oi, ptr addrspace(1) %of) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pi = getelementptr <4 x i32>, ptr addrspace(1) %i, i32 %t
  %vi = load <4 x i32>, ptr addrspace(1) %pi, align 16
  %r0 = call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %vi)
  %r1 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %vi)
  %r2 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %vi)
  %r3 = call i32 @llvm.vector.reduce.umin.v4i32(<4 x i32> %vi)
  %qi = getelementptr <4 x i32>, ptr addrspace(1) %oi, i32 %t
  %s0 = insertelement <4 x i32> undef, i32 %r0, i32 0
  %s1 = insertelement <4 x i32> %s0, i32 %r1, i32 1
  %s2 = insertelement <4 x i32> %s1, i32 %r2, i32 2
  %s3 = insertelement <4 x i32> %s2, i32 %r3, i32 3
  store <4 x i32> %s3, ptr addrspace(1) %qi, align 16
  %pf = getelementptr <4 x float>, ptr addrspace(1) %f, i32 %t
  %vf = load <4 x float>, ptr addrspace(1) %pf, align 16
  %g0 = call float @llvm.vector.reduce.fadd.v4f32(float 0.5, <4 x float> %vf)
  %g1 = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %vf)
  %qf = getelementptr <2 x float>, ptr addrspace(1) %of, i32 %t
  store float %g0, ptr addrspace(1) %qf, align 8
  %qf1 = getelementptr float, ptr addrspace(1) %qf, i32 1
  store float %g1, ptr addrspace(1) %qf1, align 4
  ret void
}
"#;

fn words<const N: usize>(b: &[u8]) -> Vec<[u8; N]> {
    b.chunks(N).map(|c| c.try_into().unwrap()).collect()
}

#[test]
fn regrouping_bitcasts_and_vector_reductions() {
    let m = llvm::import::import("vec.ll", SRC).unwrap();
    let ptx = common::compile_in_process(&m, &["-O3", "--arch", "sm_80"]);
    let spec = Spec::parse(
        "kernel regroup\nblock 8\nseed 3\narg u8[256] random\narg u8[256] random\narg u8[256] zero\narg u8[256] zero\n",
    )
    .unwrap();
    let got = run_ptx_text("v.ptx", &ptx, &spec).unwrap();
    assert_eq!(
        got.buffers[2].0, got.buffers[0].0,
        "<16 x i16> as <8 x i32>"
    );
    assert_eq!(
        got.buffers[3].0, got.buffers[1].0,
        "<4 x i64> as <16 x i16>"
    );
    let spec = Spec::parse(
        "kernel reduce\nblock 8\nseed 4\narg i32[32] random(-1000,1000)\narg f32[32] random(-4,4)\narg i32[32] zero\narg f32[16] zero\n",
    )
    .unwrap();
    let got = run_ptx_text("v.ptx", &ptx, &spec).unwrap();
    let ints: Vec<i32> = words::<4>(&got.buffers[0].0)
        .into_iter()
        .map(i32::from_le_bytes)
        .collect();
    let floats: Vec<f32> = words::<4>(&got.buffers[1].0)
        .into_iter()
        .map(f32::from_le_bytes)
        .collect();
    let oi: Vec<i32> = words::<4>(&got.buffers[2].0)
        .into_iter()
        .map(i32::from_le_bytes)
        .collect();
    let of: Vec<f32> = words::<4>(&got.buffers[3].0)
        .into_iter()
        .map(f32::from_le_bytes)
        .collect();
    for t in 0..8 {
        let v = &ints[4 * t..4 * t + 4];
        let want = [
            v.iter().fold(0, |a, &x| a | x),
            v.iter().fold(0i32, |a, &x| a.wrapping_add(x)),
            *v.iter().max().unwrap(),
            v.iter().map(|&x| x as u32).min().unwrap() as i32,
        ];
        assert_eq!(&oi[4 * t..4 * t + 4], &want, "thread {t}: {v:?}");
        let f = &floats[4 * t..4 * t + 4];
        // Strictly in order, from the start value.
        let sum = f.iter().fold(0.5f32, |a, &x| a + x);
        let max = f.iter().fold(f32::MIN, |a, &x| a.max(x));
        assert_eq!(of[2 * t].to_bits(), sum.to_bits(), "thread {t}: {f:?}");
        assert_eq!(of[2 * t + 1], max, "thread {t}: {f:?}");
    }
    if let Some(ptxas) = tools::need("WARPSAT_PTXAS") {
        assert_eq!(tools::ptxas_stack_frames(&ptxas, &ptx, "sm_80").len(), 2);
    }
}

const NARROW: &str = r#"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare half @llvm.vector.reduce.fadd.v4f16(half, <4 x half>)
declare half @llvm.vector.reduce.fmul.v4f16(half, <4 x half>)
declare half @llvm.vector.reduce.fmax.v4f16(<4 x half>)
declare half @llvm.vector.reduce.fmin.v4f16(<4 x half>)
declare half @llvm.vector.reduce.fmaximum.v4f16(<4 x half>)
declare half @llvm.vector.reduce.fminimum.v4f16(<4 x half>)
declare double @llvm.vector.reduce.fmaximum.v2f64(<2 x double>)
declare double @llvm.vector.reduce.fminimum.v2f64(<2 x double>)

define ptx_kernel void @reduce16(ptr addrspace(1) %h, ptr addrspace(1) %d, ptr addrspace(1) %oh, ptr addrspace(1) %od) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ph = getelementptr <4 x half>, ptr addrspace(1) %h, i32 %t
  %v = load <4 x half>, ptr addrspace(1) %ph, align 8
  %r0 = call half @llvm.vector.reduce.fadd.v4f16(half 0xH8000, <4 x half> %v)
  %r1 = call half @llvm.vector.reduce.fmul.v4f16(half 0xH3C00, <4 x half> %v)
  %r2 = call half @llvm.vector.reduce.fmax.v4f16(<4 x half> %v)
  %r3 = call half @llvm.vector.reduce.fmin.v4f16(<4 x half> %v)
  %r4 = call half @llvm.vector.reduce.fmaximum.v4f16(<4 x half> %v)
  %r5 = call half @llvm.vector.reduce.fminimum.v4f16(<4 x half> %v)
  %q = mul i32 %t, 6
  %o0 = getelementptr half, ptr addrspace(1) %oh, i32 %q
  store half %r0, ptr addrspace(1) %o0, align 2
  %o1 = getelementptr half, ptr addrspace(1) %o0, i32 1
  store half %r1, ptr addrspace(1) %o1, align 2
  %o2 = getelementptr half, ptr addrspace(1) %o0, i32 2
  store half %r2, ptr addrspace(1) %o2, align 2
  %o3 = getelementptr half, ptr addrspace(1) %o0, i32 3
  store half %r3, ptr addrspace(1) %o3, align 2
  %o4 = getelementptr half, ptr addrspace(1) %o0, i32 4
  store half %r4, ptr addrspace(1) %o4, align 2
  %o5 = getelementptr half, ptr addrspace(1) %o0, i32 5
  store half %r5, ptr addrspace(1) %o5, align 2
  %pd = getelementptr <2 x double>, ptr addrspace(1) %d, i32 %t
  %w = load <2 x double>, ptr addrspace(1) %pd, align 16
  %d0 = call double @llvm.vector.reduce.fmaximum.v2f64(<2 x double> %w)
  %d1 = call double @llvm.vector.reduce.fminimum.v2f64(<2 x double> %w)
  %qd = getelementptr <2 x double>, ptr addrspace(1) %od, i32 %t
  store double %d0, ptr addrspace(1) %qd, align 16
  %qd1 = getelementptr double, ptr addrspace(1) %qd, i32 1
  store double %d1, ptr addrspace(1) %qd1, align 8
  ret void
}
"#;

#[test]
fn half_and_nan_propagating_reductions_agree_between_ir_and_ptx() {
    use interp::diff::{compare, run_module, Tolerance};
    let m = llvm::import::import("vec16.ll", NARROW).unwrap();
    let ptx = common::compile_in_process(&m, &["-O3", "--arch", "sm_80"]);
    // Random bit patterns: f16 NaNs and infinities come up often.
    let spec = Spec::parse(
        "kernel reduce16\nblock 64\nseed 9\narg u16[256] random\narg f64[128] random(-2,2)\narg u16[384] zero\narg f64[128] zero\n",
    )
    .unwrap();
    let want = run_module(&m, &spec).unwrap();
    let got = run_ptx_text("v16.ptx", &ptx, &spec).unwrap();
    compare(&want, &got, Some(Tolerance { rel: 0.0, abs: 0.0 })).unwrap();
    // The f64 pair: NaN-free inputs, so minimum/maximum are min and max.
    let ds: Vec<f64> = words::<8>(&got.buffers[1].0)
        .into_iter()
        .map(f64::from_le_bytes)
        .collect();
    let od: Vec<f64> = words::<8>(&got.buffers[3].0)
        .into_iter()
        .map(f64::from_le_bytes)
        .collect();
    for t in 0..64 {
        let (a, b) = (ds[2 * t], ds[2 * t + 1]);
        assert_eq!(od[2 * t], a.max(b), "thread {t}");
        assert_eq!(od[2 * t + 1], a.min(b), "thread {t}");
    }
    // A NaN lane makes fmaximum NaN but not fmax.
    let hs: Vec<u16> = words::<2>(&got.buffers[0].0)
        .into_iter()
        .map(u16::from_le_bytes)
        .collect();
    let oh: Vec<u16> = words::<2>(&got.buffers[2].0)
        .into_iter()
        .map(u16::from_le_bytes)
        .collect();
    let is_nan = |h: u16| h & 0x7c00 == 0x7c00 && h & 0x3ff != 0;
    let mut nan_threads = 0;
    for t in 0..64 {
        if hs[4 * t..4 * t + 4].iter().any(|&h| is_nan(h)) {
            nan_threads += 1;
            assert!(is_nan(oh[6 * t + 4]) && is_nan(oh[6 * t + 5]), "thread {t}");
            if !hs[4 * t..4 * t + 4].iter().all(|&h| is_nan(h)) {
                assert!(!is_nan(oh[6 * t + 2]), "thread {t}");
            }
        }
    }
    assert!(nan_threads > 0);
    if let Some(ptxas) = tools::need("WARPSAT_PTXAS") {
        assert_eq!(tools::ptxas_stack_frames(&ptxas, &ptx, "sm_80").len(), 1);
    }
}

/// Two halves packed by integer arithmetic (`zext`, `shl 16`, then `or`,
/// `add` or `xor`, either operand order: what `__halves2half2` and a lane
/// by lane `half2` store become) select to one `mov.b32 %r, {lo, hi}`.
/// A pack whose high part is shifted by 8 stays arithmetic. A word split
/// by `trunc` and `lshr 16` is one `mov.b32 {lo, hi}, %r`.
const PACKS: &str = r#"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @packs(ptr addrspace(1) %h, ptr addrspace(1) %o) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t2 = mul i32 %t, 2
  %pa = getelementptr i16, ptr addrspace(1) %h, i32 %t2
  %a = load i16, ptr addrspace(1) %pa, align 4
  %pb = getelementptr i16, ptr addrspace(1) %pa, i32 1
  %b = load i16, ptr addrspace(1) %pb, align 2
  %c = xor i16 %a, 21845
  %d = add i16 %b, 4660
  %za = zext i16 %a to i32
  %zb = zext i16 %b to i32
  %zc = zext i16 %c to i32
  %zd = zext i16 %d to i32
  %hb = shl i32 %zb, 16
  %hc = shl i32 %zc, 16
  %hd = shl i32 %zd, 16
  %h8 = shl i32 %zd, 8
  %w0 = or i32 %hb, %za
  %w1 = add i32 %zd, %hc
  %w2 = xor i32 %hd, %zc
  %w3 = or i32 %h8, %za
  %t4 = mul i32 %t, 4
  %q0 = getelementptr i32, ptr addrspace(1) %o, i32 %t4
  store i32 %w0, ptr addrspace(1) %q0, align 4
  %q1 = getelementptr i32, ptr addrspace(1) %q0, i32 1
  store i32 %w1, ptr addrspace(1) %q1, align 4
  %q2 = getelementptr i32, ptr addrspace(1) %q0, i32 2
  store i32 %w2, ptr addrspace(1) %q2, align 4
  %q3 = getelementptr i32, ptr addrspace(1) %q0, i32 3
  store i32 %w3, ptr addrspace(1) %q3, align 4
  ret void
}

define ptx_kernel void @unpacks(ptr addrspace(1) %w, ptr addrspace(1) %o) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pw = getelementptr i32, ptr addrspace(1) %w, i32 %t
  %x = load i32, ptr addrspace(1) %pw, align 4
  %lo = trunc i32 %x to i16
  %up = lshr i32 %x, 16
  %hi = trunc i32 %up to i16
  %s = add i16 %lo, %hi
  %d = sub i16 %hi, %lo
  %t2 = mul i32 %t, 2
  %q0 = getelementptr i16, ptr addrspace(1) %o, i32 %t2
  store i16 %s, ptr addrspace(1) %q0, align 4
  %q1 = getelementptr i16, ptr addrspace(1) %q0, i32 1
  store i16 %d, ptr addrspace(1) %q1, align 2
  ret void
}
"#;

#[test]
fn halves_packed_by_arithmetic_are_one_move() {
    use interp::diff::{compare, run_module};
    let m = llvm::import::import("packs.ll", PACKS).unwrap();
    let ptx = common::compile_in_process(&m, &["-O3", "--arch", "sm_80"]);
    let moves = ptx
        .lines()
        .filter(|l| l.trim_start().starts_with("mov.b32") && l.contains(", {%rs"))
        .count();
    assert_eq!(moves, 3, "{ptx}");
    assert_eq!(common::count_lines(&ptx, "shl.b32"), 1, "{ptx}");
    let spec =
        Spec::parse("kernel packs\nblock 32\nseed 5\narg u16[64] random\narg u32[128] zero\n")
            .unwrap();
    let want = run_module(&m, &spec).unwrap();
    let got = run_ptx_text("packs.ptx", &ptx, &spec).unwrap();
    compare(&want, &got, None).unwrap();
    // And by hand: word 0 is a | b << 16.
    let h: Vec<u16> = words::<2>(&got.buffers[0].0)
        .into_iter()
        .map(u16::from_le_bytes)
        .collect();
    let o: Vec<u32> = words::<4>(&got.buffers[1].0)
        .into_iter()
        .map(u32::from_le_bytes)
        .collect();
    for t in 0..32 {
        let (a, b) = (u32::from(h[2 * t]), u32::from(h[2 * t + 1]));
        let (c, d) = (a ^ 0x5555, (b + 0x1234) & 0xffff);
        assert_eq!(o[4 * t], a | b << 16, "thread {t}");
        assert_eq!(o[4 * t + 1], d | c << 16, "thread {t}");
        assert_eq!(o[4 * t + 2], c | d << 16, "thread {t}");
        assert_eq!(o[4 * t + 3], a | d << 8, "thread {t}");
    }
    let unpacks = ptx
        .lines()
        .filter(|l| l.trim_start().starts_with("mov.b32") && l.contains("\t{%rs"))
        .count();
    assert_eq!(unpacks, 1, "{ptx}");
    let spec =
        Spec::parse("kernel unpacks\nblock 32\nseed 6\narg u32[32] random\narg u16[64] zero\n")
            .unwrap();
    let want = run_module(&m, &spec).unwrap();
    let got = run_ptx_text("packs.ptx", &ptx, &spec).unwrap();
    compare(&want, &got, None).unwrap();
    let w: Vec<u32> = words::<4>(&got.buffers[0].0)
        .into_iter()
        .map(u32::from_le_bytes)
        .collect();
    let o: Vec<u16> = words::<2>(&got.buffers[1].0)
        .into_iter()
        .map(u16::from_le_bytes)
        .collect();
    for t in 0..32 {
        let (lo, hi) = (w[t] as u16, (w[t] >> 16) as u16);
        assert_eq!(o[2 * t], lo.wrapping_add(hi), "thread {t}");
        assert_eq!(o[2 * t + 1], hi.wrapping_sub(lo), "thread {t}");
    }
    if let Some(ptxas) = tools::need("WARPSAT_PTXAS") {
        assert_eq!(tools::ptxas_stack_frames(&ptxas, &ptx, "sm_80").len(), 2);
    }
}
