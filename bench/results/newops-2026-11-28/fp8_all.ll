; Every 16-bit pattern t: as an f16 pair source (t's half in both lanes,
; and t with its bytes swapped in the high lane), to e4m3x2 and e5m2x2
; with and without relu, and as an fp8 pair to f16x2 in both formats.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @all(ptr addrspace(1) %out) {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b8 = shl i32 %bx, 8
  %t = or i32 %b8, %tx
  %c = trunc i32 %t to i16
  %hc = bitcast i16 %c to half
  %sw = call i16 @llvm.bswap.i16(i16 %c)
  %hs = bitcast i16 %sw to half
  %h0 = insertelement <2 x half> undef, half %hc, i32 0
  %h = insertelement <2 x half> %h0, half %hs, i32 1
  %r0 = call i16 @llvm.nvvm.f16x2.to.e4m3x2.rn(<2 x half> %h)
  %r1 = call i16 @llvm.nvvm.f16x2.to.e4m3x2.rn.relu(<2 x half> %h)
  %r2 = call i16 @llvm.nvvm.f16x2.to.e5m2x2.rn(<2 x half> %h)
  %r3 = call i16 @llvm.nvvm.f16x2.to.e5m2x2.rn.relu(<2 x half> %h)
  %u0 = call <2 x half> @llvm.nvvm.e4m3x2.to.f16x2.rn(i16 %c)
  %u1 = call <2 x half> @llvm.nvvm.e5m2x2.to.f16x2.rn.relu(i16 %c)
  %f = fpext half %hc to float
  %g = fpext half %hs to float
  %r4 = call i16 @llvm.nvvm.ff.to.e4m3x2.rn(float %f, float %g)
  %r5 = call i16 @llvm.nvvm.ff.to.e5m2x2.rn.relu(float %g, float %f)
  %base = mul i32 %t, 12
  %o = getelementptr i16, ptr addrspace(1) %out, i32 %base
  store i16 %r0, ptr addrspace(1) %o, align 2
  %o1 = getelementptr i16, ptr addrspace(1) %o, i32 1
  store i16 %r1, ptr addrspace(1) %o1, align 2
  %o2 = getelementptr i16, ptr addrspace(1) %o, i32 2
  store i16 %r2, ptr addrspace(1) %o2, align 2
  %o3 = getelementptr i16, ptr addrspace(1) %o, i32 3
  store i16 %r3, ptr addrspace(1) %o3, align 2
  %o4 = getelementptr i16, ptr addrspace(1) %o, i32 4
  store <2 x half> %u0, ptr addrspace(1) %o4, align 4
  %o6 = getelementptr i16, ptr addrspace(1) %o, i32 6
  store <2 x half> %u1, ptr addrspace(1) %o6, align 4
  %o8 = getelementptr i16, ptr addrspace(1) %o, i32 8
  store i16 %r4, ptr addrspace(1) %o8, align 2
  %o9 = getelementptr i16, ptr addrspace(1) %o, i32 9
  store i16 %r5, ptr addrspace(1) %o9, align 2
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i16 @llvm.bswap.i16(i16)
declare i16 @llvm.nvvm.f16x2.to.e4m3x2.rn(<2 x half>)
declare i16 @llvm.nvvm.f16x2.to.e4m3x2.rn.relu(<2 x half>)
declare i16 @llvm.nvvm.f16x2.to.e5m2x2.rn(<2 x half>)
declare i16 @llvm.nvvm.f16x2.to.e5m2x2.rn.relu(<2 x half>)
declare <2 x half> @llvm.nvvm.e4m3x2.to.f16x2.rn(i16)
declare <2 x half> @llvm.nvvm.e5m2x2.to.f16x2.rn.relu(i16)
declare i16 @llvm.nvvm.ff.to.e4m3x2.rn(float, float)
declare i16 @llvm.nvvm.ff.to.e5m2x2.rn.relu(float, float)
