; sm_100's mixed-precision add and sub (llvm/test/CodeGen/NVPTX/
; arith-mix-precision.ll's intrinsics): a half or bfloat first operand
; widened exactly, one rounding in each of the four modes, with and without
; .sat; each thread stores the 32 results for its inputs.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @mixed(ptr addrspace(1) %hs, ptr addrspace(1) %bs, ptr addrspace(1) %fs, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ph = getelementptr half, ptr addrspace(1) %hs, i32 %t
  %h = load half, ptr addrspace(1) %ph, align 2
  %pb = getelementptr bfloat, ptr addrspace(1) %bs, i32 %t
  %b = load bfloat, ptr addrspace(1) %pb, align 2
  %pf = getelementptr float, ptr addrspace(1) %fs, i32 %t
  %f = load float, ptr addrspace(1) %pf, align 4
  %base = shl i32 %t, 5
  %r0 = call float @llvm.nvvm.add.rn.h.f(half %h, float %f)
  %i0 = add i32 %base, 0
  %q0 = getelementptr float, ptr addrspace(1) %out, i32 %i0
  store float %r0, ptr addrspace(1) %q0, align 4
  %r1 = call float @llvm.nvvm.add.rn.bf.f(bfloat %b, float %f)
  %i1 = add i32 %base, 1
  %q1 = getelementptr float, ptr addrspace(1) %out, i32 %i1
  store float %r1, ptr addrspace(1) %q1, align 4
  %r2 = call float @llvm.nvvm.add.rn.sat.h.f(half %h, float %f)
  %i2 = add i32 %base, 2
  %q2 = getelementptr float, ptr addrspace(1) %out, i32 %i2
  store float %r2, ptr addrspace(1) %q2, align 4
  %r3 = call float @llvm.nvvm.add.rn.sat.bf.f(bfloat %b, float %f)
  %i3 = add i32 %base, 3
  %q3 = getelementptr float, ptr addrspace(1) %out, i32 %i3
  store float %r3, ptr addrspace(1) %q3, align 4
  %r4 = call float @llvm.nvvm.add.rz.h.f(half %h, float %f)
  %i4 = add i32 %base, 4
  %q4 = getelementptr float, ptr addrspace(1) %out, i32 %i4
  store float %r4, ptr addrspace(1) %q4, align 4
  %r5 = call float @llvm.nvvm.add.rz.bf.f(bfloat %b, float %f)
  %i5 = add i32 %base, 5
  %q5 = getelementptr float, ptr addrspace(1) %out, i32 %i5
  store float %r5, ptr addrspace(1) %q5, align 4
  %r6 = call float @llvm.nvvm.add.rz.sat.h.f(half %h, float %f)
  %i6 = add i32 %base, 6
  %q6 = getelementptr float, ptr addrspace(1) %out, i32 %i6
  store float %r6, ptr addrspace(1) %q6, align 4
  %r7 = call float @llvm.nvvm.add.rz.sat.bf.f(bfloat %b, float %f)
  %i7 = add i32 %base, 7
  %q7 = getelementptr float, ptr addrspace(1) %out, i32 %i7
  store float %r7, ptr addrspace(1) %q7, align 4
  %r8 = call float @llvm.nvvm.add.rm.h.f(half %h, float %f)
  %i8 = add i32 %base, 8
  %q8 = getelementptr float, ptr addrspace(1) %out, i32 %i8
  store float %r8, ptr addrspace(1) %q8, align 4
  %r9 = call float @llvm.nvvm.add.rm.bf.f(bfloat %b, float %f)
  %i9 = add i32 %base, 9
  %q9 = getelementptr float, ptr addrspace(1) %out, i32 %i9
  store float %r9, ptr addrspace(1) %q9, align 4
  %r10 = call float @llvm.nvvm.add.rm.sat.h.f(half %h, float %f)
  %i10 = add i32 %base, 10
  %q10 = getelementptr float, ptr addrspace(1) %out, i32 %i10
  store float %r10, ptr addrspace(1) %q10, align 4
  %r11 = call float @llvm.nvvm.add.rm.sat.bf.f(bfloat %b, float %f)
  %i11 = add i32 %base, 11
  %q11 = getelementptr float, ptr addrspace(1) %out, i32 %i11
  store float %r11, ptr addrspace(1) %q11, align 4
  %r12 = call float @llvm.nvvm.add.rp.h.f(half %h, float %f)
  %i12 = add i32 %base, 12
  %q12 = getelementptr float, ptr addrspace(1) %out, i32 %i12
  store float %r12, ptr addrspace(1) %q12, align 4
  %r13 = call float @llvm.nvvm.add.rp.bf.f(bfloat %b, float %f)
  %i13 = add i32 %base, 13
  %q13 = getelementptr float, ptr addrspace(1) %out, i32 %i13
  store float %r13, ptr addrspace(1) %q13, align 4
  %r14 = call float @llvm.nvvm.add.rp.sat.h.f(half %h, float %f)
  %i14 = add i32 %base, 14
  %q14 = getelementptr float, ptr addrspace(1) %out, i32 %i14
  store float %r14, ptr addrspace(1) %q14, align 4
  %r15 = call float @llvm.nvvm.add.rp.sat.bf.f(bfloat %b, float %f)
  %i15 = add i32 %base, 15
  %q15 = getelementptr float, ptr addrspace(1) %out, i32 %i15
  store float %r15, ptr addrspace(1) %q15, align 4
  %r16 = call float @llvm.nvvm.sub.rn.h.f(half %h, float %f)
  %i16 = add i32 %base, 16
  %q16 = getelementptr float, ptr addrspace(1) %out, i32 %i16
  store float %r16, ptr addrspace(1) %q16, align 4
  %r17 = call float @llvm.nvvm.sub.rn.bf.f(bfloat %b, float %f)
  %i17 = add i32 %base, 17
  %q17 = getelementptr float, ptr addrspace(1) %out, i32 %i17
  store float %r17, ptr addrspace(1) %q17, align 4
  %r18 = call float @llvm.nvvm.sub.rn.sat.h.f(half %h, float %f)
  %i18 = add i32 %base, 18
  %q18 = getelementptr float, ptr addrspace(1) %out, i32 %i18
  store float %r18, ptr addrspace(1) %q18, align 4
  %r19 = call float @llvm.nvvm.sub.rn.sat.bf.f(bfloat %b, float %f)
  %i19 = add i32 %base, 19
  %q19 = getelementptr float, ptr addrspace(1) %out, i32 %i19
  store float %r19, ptr addrspace(1) %q19, align 4
  %r20 = call float @llvm.nvvm.sub.rz.h.f(half %h, float %f)
  %i20 = add i32 %base, 20
  %q20 = getelementptr float, ptr addrspace(1) %out, i32 %i20
  store float %r20, ptr addrspace(1) %q20, align 4
  %r21 = call float @llvm.nvvm.sub.rz.bf.f(bfloat %b, float %f)
  %i21 = add i32 %base, 21
  %q21 = getelementptr float, ptr addrspace(1) %out, i32 %i21
  store float %r21, ptr addrspace(1) %q21, align 4
  %r22 = call float @llvm.nvvm.sub.rz.sat.h.f(half %h, float %f)
  %i22 = add i32 %base, 22
  %q22 = getelementptr float, ptr addrspace(1) %out, i32 %i22
  store float %r22, ptr addrspace(1) %q22, align 4
  %r23 = call float @llvm.nvvm.sub.rz.sat.bf.f(bfloat %b, float %f)
  %i23 = add i32 %base, 23
  %q23 = getelementptr float, ptr addrspace(1) %out, i32 %i23
  store float %r23, ptr addrspace(1) %q23, align 4
  %r24 = call float @llvm.nvvm.sub.rm.h.f(half %h, float %f)
  %i24 = add i32 %base, 24
  %q24 = getelementptr float, ptr addrspace(1) %out, i32 %i24
  store float %r24, ptr addrspace(1) %q24, align 4
  %r25 = call float @llvm.nvvm.sub.rm.bf.f(bfloat %b, float %f)
  %i25 = add i32 %base, 25
  %q25 = getelementptr float, ptr addrspace(1) %out, i32 %i25
  store float %r25, ptr addrspace(1) %q25, align 4
  %r26 = call float @llvm.nvvm.sub.rm.sat.h.f(half %h, float %f)
  %i26 = add i32 %base, 26
  %q26 = getelementptr float, ptr addrspace(1) %out, i32 %i26
  store float %r26, ptr addrspace(1) %q26, align 4
  %r27 = call float @llvm.nvvm.sub.rm.sat.bf.f(bfloat %b, float %f)
  %i27 = add i32 %base, 27
  %q27 = getelementptr float, ptr addrspace(1) %out, i32 %i27
  store float %r27, ptr addrspace(1) %q27, align 4
  %r28 = call float @llvm.nvvm.sub.rp.h.f(half %h, float %f)
  %i28 = add i32 %base, 28
  %q28 = getelementptr float, ptr addrspace(1) %out, i32 %i28
  store float %r28, ptr addrspace(1) %q28, align 4
  %r29 = call float @llvm.nvvm.sub.rp.bf.f(bfloat %b, float %f)
  %i29 = add i32 %base, 29
  %q29 = getelementptr float, ptr addrspace(1) %out, i32 %i29
  store float %r29, ptr addrspace(1) %q29, align 4
  %r30 = call float @llvm.nvvm.sub.rp.sat.h.f(half %h, float %f)
  %i30 = add i32 %base, 30
  %q30 = getelementptr float, ptr addrspace(1) %out, i32 %i30
  store float %r30, ptr addrspace(1) %q30, align 4
  %r31 = call float @llvm.nvvm.sub.rp.sat.bf.f(bfloat %b, float %f)
  %i31 = add i32 %base, 31
  %q31 = getelementptr float, ptr addrspace(1) %out, i32 %i31
  store float %r31, ptr addrspace(1) %q31, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.nvvm.add.rn.h.f(half, float)
declare float @llvm.nvvm.add.rn.bf.f(bfloat, float)
declare float @llvm.nvvm.add.rn.sat.h.f(half, float)
declare float @llvm.nvvm.add.rn.sat.bf.f(bfloat, float)
declare float @llvm.nvvm.add.rz.h.f(half, float)
declare float @llvm.nvvm.add.rz.bf.f(bfloat, float)
declare float @llvm.nvvm.add.rz.sat.h.f(half, float)
declare float @llvm.nvvm.add.rz.sat.bf.f(bfloat, float)
declare float @llvm.nvvm.add.rm.h.f(half, float)
declare float @llvm.nvvm.add.rm.bf.f(bfloat, float)
declare float @llvm.nvvm.add.rm.sat.h.f(half, float)
declare float @llvm.nvvm.add.rm.sat.bf.f(bfloat, float)
declare float @llvm.nvvm.add.rp.h.f(half, float)
declare float @llvm.nvvm.add.rp.bf.f(bfloat, float)
declare float @llvm.nvvm.add.rp.sat.h.f(half, float)
declare float @llvm.nvvm.add.rp.sat.bf.f(bfloat, float)
declare float @llvm.nvvm.sub.rn.h.f(half, float)
declare float @llvm.nvvm.sub.rn.bf.f(bfloat, float)
declare float @llvm.nvvm.sub.rn.sat.h.f(half, float)
declare float @llvm.nvvm.sub.rn.sat.bf.f(bfloat, float)
declare float @llvm.nvvm.sub.rz.h.f(half, float)
declare float @llvm.nvvm.sub.rz.bf.f(bfloat, float)
declare float @llvm.nvvm.sub.rz.sat.h.f(half, float)
declare float @llvm.nvvm.sub.rz.sat.bf.f(bfloat, float)
declare float @llvm.nvvm.sub.rm.h.f(half, float)
declare float @llvm.nvvm.sub.rm.bf.f(bfloat, float)
declare float @llvm.nvvm.sub.rm.sat.h.f(half, float)
declare float @llvm.nvvm.sub.rm.sat.bf.f(bfloat, float)
declare float @llvm.nvvm.sub.rp.h.f(half, float)
declare float @llvm.nvvm.sub.rp.bf.f(bfloat, float)
declare float @llvm.nvvm.sub.rp.sat.h.f(half, float)
declare float @llvm.nvvm.sub.rp.sat.bf.f(bfloat, float)
