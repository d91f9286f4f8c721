; Stochastic rounding (LLVM's convert-sm103a.ll; sm_100a/sm_103a): the
; random bits come from the caller, here a per-thread hash.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @quantize(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %seed) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %h = mul i32 %t, -1640531535
  %bits = xor i32 %h, %seed
  %pi = getelementptr <4 x float>, ptr addrspace(1) %in, i32 %t
  %v = load <4 x float>, ptr addrspace(1) %pi, align 16
  %a = extractelement <4 x float> %v, i32 0
  %b = extractelement <4 x float> %v, i32 1
  %hp = call <2 x half> @llvm.nvvm.ff2f16x2.rs.relu.satfinite(float %a, float %b, i32 %bits)
  %bp = call <2 x bfloat> @llvm.nvvm.ff2bf16x2.rs(float %a, float %b, i32 %bits)
  %q8 = call <4 x i8> @llvm.nvvm.f32x4.to.e4m3x4.rs.satfinite(<4 x float> %v, i32 %bits)
  %q4 = call i16 @llvm.nvvm.f32x4.to.e2m1x4.rs.relu.satfinite(<4 x float> %v, i32 %bits)
  %po = getelementptr [16 x i8], ptr addrspace(1) %out, i32 %t
  store <2 x half> %hp, ptr addrspace(1) %po, align 4
  %p1 = getelementptr i8, ptr addrspace(1) %po, i32 4
  store <2 x bfloat> %bp, ptr addrspace(1) %p1, align 4
  %p2 = getelementptr i8, ptr addrspace(1) %po, i32 8
  store <4 x i8> %q8, ptr addrspace(1) %p2, align 4
  %p3 = getelementptr i8, ptr addrspace(1) %po, i32 12
  store i16 %q4, ptr addrspace(1) %p3, align 2
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare <2 x half> @llvm.nvvm.ff2f16x2.rs.relu.satfinite(float, float, i32)
declare <2 x bfloat> @llvm.nvvm.ff2bf16x2.rs(float, float, i32)
declare <4 x i8> @llvm.nvvm.f32x4.to.e4m3x4.rs.satfinite(<4 x float>, i32)
declare i16 @llvm.nvvm.f32x4.to.e2m1x4.rs.relu.satfinite(<4 x float>, i32)
