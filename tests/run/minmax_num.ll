; IEEE 754-2019 maximumNumber/minimumNumber (LLVM 20's llvm.maximumnum and
; llvm.minimumnum): a NaN operand gives the other one, -0 orders below +0.
; Thread t reads the float pair (in[2t], in[2t+1]) and writes max, min and
; the <2 x float> max's lane 0 to out[3t..].
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = shl i32 %t, 1
  %pa = getelementptr float, ptr addrspace(1) %in, i32 %i
  %a = load float, ptr addrspace(1) %pa, align 4
  %pb = getelementptr float, ptr addrspace(1) %pa, i32 1
  %b = load float, ptr addrspace(1) %pb, align 4
  %mx = call float @llvm.maximumnum.f32(float %a, float %b)
  %mn = call float @llvm.minimumnum.f32(float %a, float %b)
  %va = insertelement <2 x float> <float 0.0, float 0.0>, float %a, i32 0
  %vb = insertelement <2 x float> <float 1.0, float 1.0>, float %b, i32 0
  %vm = call <2 x float> @llvm.maximumnum.v2f32(<2 x float> %va, <2 x float> %vb)
  %v0 = extractelement <2 x float> %vm, i32 0
  %o = mul i32 %t, 3
  %p0 = getelementptr float, ptr addrspace(1) %out, i32 %o
  store float %mx, ptr addrspace(1) %p0, align 4
  %p1 = getelementptr float, ptr addrspace(1) %p0, i32 1
  store float %mn, ptr addrspace(1) %p1, align 4
  %p2 = getelementptr float, ptr addrspace(1) %p0, i32 2
  store float %v0, ptr addrspace(1) %p2, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.maximumnum.f32(float, float)
declare float @llvm.minimumnum.f32(float, float)
declare <2 x float> @llvm.maximumnum.v2f32(<2 x float>, <2 x float>)
