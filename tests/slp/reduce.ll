; Horizontal reductions over the lanes of vector loads (seed 004), for
; rewrites/tests/slp_reduce.rs: which trees become pairwise trees over a
; packed load, and which are refused and why.
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.maxnum.f32(float, float)
declare i32 @llvm.smin.i32(i32, i32)

; A float4 read whole; `reassoc` lets the chain become a pairwise tree.
define void @sum4(<4 x float>* noalias %in, float* noalias %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p = getelementptr <4 x float>, <4 x float>* %in, i64 %i
  %v = load <4 x float>, <4 x float>* %p, align 16
  %a = extractelement <4 x float> %v, i32 0
  %b = extractelement <4 x float> %v, i32 1
  %c = extractelement <4 x float> %v, i32 2
  %d = extractelement <4 x float> %v, i32 3
  %s1 = fadd reassoc float %a, %b
  %s2 = fadd reassoc float %s1, %c
  %s3 = fadd reassoc float %s2, %d
  %q = getelementptr float, float* %out, i64 %i
  store float %s3, float* %q
  ret void
}

; The same chain without `reassoc`: IEEE order is kept.
define void @sum4_strict(<4 x float>* noalias %in, float* noalias %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p = getelementptr <4 x float>, <4 x float>* %in, i64 %i
  %v = load <4 x float>, <4 x float>* %p, align 16
  %a = extractelement <4 x float> %v, i32 0
  %b = extractelement <4 x float> %v, i32 1
  %c = extractelement <4 x float> %v, i32 2
  %d = extractelement <4 x float> %v, i32 3
  %s1 = fadd float %a, %b
  %s2 = fadd float %s1, %c
  %s3 = fadd float %s2, %d
  %q = getelementptr float, float* %out, i64 %i
  store float %s3, float* %q
  ret void
}

; Eight scalar loads of a 16-aligned row: two .v4 loads, a max tree 3 deep
; instead of a chain 7 deep.
define void @max8(float* noalias align 16 %in, float* noalias %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %b8 = shl i64 %i, 3
  %p0 = getelementptr inbounds float, float* %in, i64 %b8
  %x0 = load float, float* %p0, align 16
  %p1 = getelementptr inbounds float, float* %p0, i64 1
  %x1 = load float, float* %p1, align 4
  %p2 = getelementptr inbounds float, float* %p0, i64 2
  %x2 = load float, float* %p2, align 8
  %p3 = getelementptr inbounds float, float* %p0, i64 3
  %x3 = load float, float* %p3, align 4
  %p4 = getelementptr inbounds float, float* %p0, i64 4
  %x4 = load float, float* %p4, align 16
  %p5 = getelementptr inbounds float, float* %p0, i64 5
  %x5 = load float, float* %p5, align 4
  %p6 = getelementptr inbounds float, float* %p0, i64 6
  %x6 = load float, float* %p6, align 8
  %p7 = getelementptr inbounds float, float* %p0, i64 7
  %x7 = load float, float* %p7, align 4
  %m1 = call float @llvm.maxnum.f32(float %x0, float %x1)
  %m2 = call float @llvm.maxnum.f32(float %m1, float %x2)
  %m3 = call float @llvm.maxnum.f32(float %m2, float %x3)
  %m4 = call float @llvm.maxnum.f32(float %m3, float %x4)
  %m5 = call float @llvm.maxnum.f32(float %m4, float %x5)
  %m6 = call float @llvm.maxnum.f32(float %m5, float %x6)
  %m7 = call float @llvm.maxnum.f32(float %m6, float %x7)
  %q = getelementptr float, float* %out, i64 %i
  store float %m7, float* %q
  ret void
}

; An int4 summed into an accumulator (an extra operand, added last).
define void @iadd_acc(<4 x i32>* noalias %in, i32* noalias %out, i32 %acc) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p = getelementptr <4 x i32>, <4 x i32>* %in, i64 %i
  %v = load <4 x i32>, <4 x i32>* %p, align 16
  %a = extractelement <4 x i32> %v, i32 0
  %b = extractelement <4 x i32> %v, i32 1
  %c = extractelement <4 x i32> %v, i32 2
  %d = extractelement <4 x i32> %v, i32 3
  %s0 = add i32 %acc, %a
  %s1 = add i32 %s0, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %d
  %q = getelementptr i32, i32* %out, i64 %i
  store i32 %s3, i32* %q
  ret void
}

; smin over an int4, and the minimum stored beside another value of the
; same row: a store seed that is not alone on its object, tried only
; with -slp-vectorize-hor-store.
define void @smin_row(<4 x i32>* noalias %in, i32* noalias %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p = getelementptr <4 x i32>, <4 x i32>* %in, i64 %i
  %v = load <4 x i32>, <4 x i32>* %p, align 16
  %a = extractelement <4 x i32> %v, i32 0
  %b = extractelement <4 x i32> %v, i32 1
  %c = extractelement <4 x i32> %v, i32 2
  %d = extractelement <4 x i32> %v, i32 3
  %m1 = call i32 @llvm.smin.i32(i32 %a, i32 %b)
  %m2 = call i32 @llvm.smin.i32(i32 %m1, i32 %c)
  %m3 = call i32 @llvm.smin.i32(i32 %m2, i32 %d)
  %i2 = shl i64 %i, 1
  %q = getelementptr i32, i32* %out, i64 %i2
  store i32 %m3, i32* %q
  %q1 = getelementptr i32, i32* %q, i64 1
  store i32 %d, i32* %q1
  ret void
}

; Four i16 lanes fill 64 bits: below -slp-min-reg-size's 128.
define void @sum_i16x4(<4 x i16>* noalias %in, i16* noalias %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p = getelementptr <4 x i16>, <4 x i16>* %in, i64 %i
  %v = load <4 x i16>, <4 x i16>* %p, align 8
  %a = extractelement <4 x i16> %v, i32 0
  %b = extractelement <4 x i16> %v, i32 1
  %c = extractelement <4 x i16> %v, i32 2
  %d = extractelement <4 x i16> %v, i32 3
  %s1 = xor i16 %a, %b
  %s2 = xor i16 %s1, %c
  %s3 = xor i16 %s2, %d
  %q = getelementptr i16, i16* %out, i64 %i
  store i16 %s3, i16* %q
  ret void
}

; Three lanes of a float4: fewer operands than a reduction needs.
define void @odd3(<4 x float>* noalias %in, float* noalias %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p = getelementptr <4 x float>, <4 x float>* %in, i64 %i
  %v = load <4 x float>, <4 x float>* %p, align 16
  %a = extractelement <4 x float> %v, i32 0
  %b = extractelement <4 x float> %v, i32 1
  %c = extractelement <4 x float> %v, i32 2
  %m1 = call float @llvm.maxnum.f32(float %a, float %b)
  %m2 = call float @llvm.maxnum.f32(float %m1, float %c)
  %q = getelementptr float, float* %out, i64 %i
  store float %m2, float* %q
  ret void
}

; Unaligned scalar loads (no alignment proven): nothing is packed, so the
; tree has no lanes and stays.
define void @unaligned(float* noalias %in, float* noalias %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p0 = getelementptr inbounds float, float* %in, i64 %i
  %x0 = load float, float* %p0, align 4
  %p1 = getelementptr inbounds float, float* %p0, i64 1
  %x1 = load float, float* %p1, align 4
  %p2 = getelementptr inbounds float, float* %p0, i64 2
  %x2 = load float, float* %p2, align 4
  %p3 = getelementptr inbounds float, float* %p0, i64 3
  %x3 = load float, float* %p3, align 4
  %m1 = call float @llvm.maxnum.f32(float %x0, float %x1)
  %m2 = call float @llvm.maxnum.f32(float %m1, float %x2)
  %m3 = call float @llvm.maxnum.f32(float %m2, float %x3)
  %q = getelementptr float, float* %out, i64 %i
  store float %m3, float* %q
  ret void
}

; A running sum whose prefix is also stored: the prefix is a leaf of the
; tree over the rest (LLVM's HorizontalReduction takes only operations
; nothing else reads), so its three adds are not computed again inside a
; pairwise tree of all eight lanes.
define void @prefixes(<4 x i32>* noalias %in, i32* noalias %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %i2 = shl i64 %i, 1
  %p0 = getelementptr <4 x i32>, <4 x i32>* %in, i64 %i2
  %p1 = getelementptr <4 x i32>, <4 x i32>* %p0, i64 1
  %v = load <4 x i32>, <4 x i32>* %p0, align 16
  %w = load <4 x i32>, <4 x i32>* %p1, align 16
  %a = extractelement <4 x i32> %v, i32 0
  %b = extractelement <4 x i32> %v, i32 1
  %c = extractelement <4 x i32> %v, i32 2
  %d = extractelement <4 x i32> %v, i32 3
  %e = extractelement <4 x i32> %w, i32 0
  %f = extractelement <4 x i32> %w, i32 1
  %g = extractelement <4 x i32> %w, i32 2
  %h = extractelement <4 x i32> %w, i32 3
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %d
  %s4 = add i32 %s3, %e
  %s5 = add i32 %s4, %f
  %s6 = add i32 %s5, %g
  %s7 = add i32 %s6, %h
  %t = xor i32 %s7, 5
  %q = getelementptr i32, i32* %out, i64 %i2
  store i32 %t, i32* %q
  %q1 = getelementptr i32, i32* %q, i64 1
  store i32 %s3, i32* %q1
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!0 = !{void (<4 x float>*, float*)* @sum4, !"kernel", i32 1}
!1 = !{void (<4 x float>*, float*)* @sum4_strict, !"kernel", i32 1}
!2 = !{void (float*, float*)* @max8, !"kernel", i32 1}
!3 = !{void (<4 x i32>*, i32*, i32)* @iadd_acc, !"kernel", i32 1}
!4 = !{void (<4 x i32>*, i32*)* @smin_row, !"kernel", i32 1}
!5 = !{void (<4 x i16>*, i16*)* @sum_i16x4, !"kernel", i32 1}
!6 = !{void (<4 x float>*, float*)* @odd3, !"kernel", i32 1}
!7 = !{void (float*, float*)* @unaligned, !"kernel", i32 1}
!8 = !{void (<4 x i32>*, i32*)* @prefixes, !"kernel", i32 1}
