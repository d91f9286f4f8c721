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
