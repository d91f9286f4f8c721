; Blackwell's narrow conversions (llvm/test/CodeGen/NVPTX/convert-sm100a.ll):
; pairs of f32 to e2m3, e3m2 (.relu) and e2m1 with .satfinite, and to
; ue8m0 scales rounding towards zero and +infinity; a bf16 pair to scales;
; and each back to f16/bf16 pairs. Thread t converts in[2t] and in[2t+1]
; and writes ten words at out[10t].
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = shl i32 %t, 1
  %pa = getelementptr float, ptr addrspace(1) %in, i32 %i
  %a = load float, ptr addrspace(1) %pa
  %pb = getelementptr float, ptr addrspace(1) %pa, i32 1
  %b = load float, ptr addrspace(1) %pb
  %c0 = call i16 @llvm.nvvm.ff.to.e2m3x2.rn.satfinite(float %a, float %b)
  %c1 = call i16 @llvm.nvvm.ff.to.e3m2x2.rn.relu.satfinite(float %a, float %b)
  %c2 = call i16 @llvm.nvvm.ff.to.e2m1x2.rn.satfinite(float %a, float %b)
  %c3 = call i16 @llvm.nvvm.ff.to.ue8m0x2.rz.satfinite(float %a, float %b)
  %c4 = call i16 @llvm.nvvm.ff.to.ue8m0x2.rp(float %a, float %b)
  %ab = fptrunc float %a to bfloat
  %bb = fptrunc float %b to bfloat
  %v0 = insertelement <2 x bfloat> undef, bfloat %bb, i32 0
  %v1 = insertelement <2 x bfloat> %v0, bfloat %ab, i32 1
  %c5 = call i16 @llvm.nvvm.bf16x2.to.ue8m0x2.rp.satfinite(<2 x bfloat> %v1)
  %h0 = call <2 x half> @llvm.nvvm.e2m3x2.to.f16x2.rn(i16 %c0)
  %h1 = call <2 x half> @llvm.nvvm.e3m2x2.to.f16x2.rn.relu(i16 %c1)
  %h2 = call <2 x half> @llvm.nvvm.e2m1x2.to.f16x2.rn(i16 %c2)
  %h3 = call <2 x bfloat> @llvm.nvvm.ue8m0x2.to.bf16x2(i16 %c4)
  %o = mul i32 %t, 10
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %o
  %w0 = zext i16 %c0 to i32
  store i32 %w0, ptr addrspace(1) %po
  %p1 = getelementptr i32, ptr addrspace(1) %po, i32 1
  %w1 = zext i16 %c1 to i32
  store i32 %w1, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %po, i32 2
  %w2 = zext i16 %c2 to i32
  store i32 %w2, ptr addrspace(1) %p2
  %p3 = getelementptr i32, ptr addrspace(1) %po, i32 3
  %w3 = zext i16 %c3 to i32
  store i32 %w3, ptr addrspace(1) %p3
  %p4 = getelementptr i32, ptr addrspace(1) %po, i32 4
  %w4 = zext i16 %c4 to i32
  store i32 %w4, ptr addrspace(1) %p4
  %p5 = getelementptr i32, ptr addrspace(1) %po, i32 5
  %w5 = zext i16 %c5 to i32
  store i32 %w5, ptr addrspace(1) %p5
  %p6 = getelementptr i32, ptr addrspace(1) %po, i32 6
  %x0 = bitcast <2 x half> %h0 to i32
  store i32 %x0, ptr addrspace(1) %p6
  %p7 = getelementptr i32, ptr addrspace(1) %po, i32 7
  %x1 = bitcast <2 x half> %h1 to i32
  store i32 %x1, ptr addrspace(1) %p7
  %p8 = getelementptr i32, ptr addrspace(1) %po, i32 8
  %x2 = bitcast <2 x half> %h2 to i32
  store i32 %x2, ptr addrspace(1) %p8
  %p9 = getelementptr i32, ptr addrspace(1) %po, i32 9
  %x3 = bitcast <2 x bfloat> %h3 to i32
  store i32 %x3, ptr addrspace(1) %p9
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i16 @llvm.nvvm.ff.to.e2m3x2.rn.satfinite(float, float)
declare i16 @llvm.nvvm.ff.to.e3m2x2.rn.relu.satfinite(float, float)
declare i16 @llvm.nvvm.ff.to.e2m1x2.rn.satfinite(float, float)
declare i16 @llvm.nvvm.ff.to.ue8m0x2.rz.satfinite(float, float)
declare i16 @llvm.nvvm.ff.to.ue8m0x2.rp(float, float)
declare i16 @llvm.nvvm.bf16x2.to.ue8m0x2.rp.satfinite(<2 x bfloat>)
declare <2 x half> @llvm.nvvm.e2m3x2.to.f16x2.rn(i16)
declare <2 x half> @llvm.nvvm.e3m2x2.to.f16x2.rn.relu(i16)
declare <2 x half> @llvm.nvvm.e2m1x2.to.f16x2.rn(i16)
declare <2 x bfloat> @llvm.nvvm.ue8m0x2.to.bf16x2(i16)
