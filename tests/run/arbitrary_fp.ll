; LLVM 22's llvm.convert.from.arbitrary.fp (LLVM's arbitrary-fp-to-float.ll):
; every bit pattern of seven small float formats, converted to f32 (and
; one format to f16, bf16, f64 and a vector), thread t converting pattern t.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b8 = trunc i32 %t to i8
  %b6 = trunc i32 %t to i6
  %b4 = trunc i32 %t to i4
  %f0 = call float @llvm.convert.from.arbitrary.fp.f32.i8(i8 %b8, metadata !"Float8E5M2")
  %f1 = call float @llvm.convert.from.arbitrary.fp.f32.i8(i8 %b8, metadata !"Float8E4M3")
  %f2 = call float @llvm.convert.from.arbitrary.fp.f32.i8(i8 %b8, metadata !"Float8E3M4")
  %f3 = call float @llvm.convert.from.arbitrary.fp.f32.i8(i8 %b8, metadata !"Float8E4M3FN")
  %f4 = call float @llvm.convert.from.arbitrary.fp.f32.i6(i6 %b6, metadata !"Float6E3M2FN")
  %f5 = call float @llvm.convert.from.arbitrary.fp.f32.i6(i6 %b6, metadata !"Float6E2M3FN")
  %f6 = call float @llvm.convert.from.arbitrary.fp.f32.i4(i4 %b4, metadata !"Float4E2M1FN")
  %h = call half @llvm.convert.from.arbitrary.fp.f16.i8(i8 %b8, metadata !"Float8E5M2")
  %d = call double @llvm.convert.from.arbitrary.fp.f64.i8(i8 %b8, metadata !"Float8E4M3FN")
  %v0 = insertelement <2 x i8> poison, i8 %b8, i32 0
  %v = insertelement <2 x i8> %v0, i8 %b8, i32 1
  %bv = call <2 x bfloat> @llvm.convert.from.arbitrary.fp.v2bf16.v2i8(<2 x i8> %v, metadata !"Float8E4M3FN")
  %row = getelementptr [12 x i32], ptr addrspace(1) %out, i32 %t
  store float %f0, ptr addrspace(1) %row
  %p1 = getelementptr i32, ptr addrspace(1) %row, i32 1
  store float %f1, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %row, i32 2
  store float %f2, ptr addrspace(1) %p2
  %p3 = getelementptr i32, ptr addrspace(1) %row, i32 3
  store float %f3, ptr addrspace(1) %p3
  %p4 = getelementptr i32, ptr addrspace(1) %row, i32 4
  store float %f4, ptr addrspace(1) %p4
  %p5 = getelementptr i32, ptr addrspace(1) %row, i32 5
  store float %f5, ptr addrspace(1) %p5
  %p6 = getelementptr i32, ptr addrspace(1) %row, i32 6
  store float %f6, ptr addrspace(1) %p6
  %p7 = getelementptr i32, ptr addrspace(1) %row, i32 7
  store half %h, ptr addrspace(1) %p7
  %p8 = getelementptr i32, ptr addrspace(1) %row, i32 8
  store double %d, ptr addrspace(1) %p8
  %p10 = getelementptr i32, ptr addrspace(1) %row, i32 10
  store <2 x bfloat> %bv, ptr addrspace(1) %p10
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.convert.from.arbitrary.fp.f32.i8(i8, metadata)
declare float @llvm.convert.from.arbitrary.fp.f32.i6(i6, metadata)
declare float @llvm.convert.from.arbitrary.fp.f32.i4(i4, metadata)
declare half @llvm.convert.from.arbitrary.fp.f16.i8(i8, metadata)
declare double @llvm.convert.from.arbitrary.fp.f64.i8(i8, metadata)
declare <2 x bfloat> @llvm.convert.from.arbitrary.fp.v2bf16.v2i8(<2 x i8>, metadata)
