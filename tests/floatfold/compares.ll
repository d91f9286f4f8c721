; Float comparisons of converted integers, and float constants, as clang
; leaves them: Rodinia backprop's `for (int i = 1; i <= __log2f(16); i++)`
; with `__powf(2, i)` inside, then comparisons of a loaded integer (so they
; cannot fold) against constants at and around the exactness bound 2^24,
; a non-integral constant, an unsigned conversion and the swapped operand
; order. Each comparison's result is stored as one bit of the output word.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pin = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %x = load i32, ptr addrspace(1) %pin, align 4
  %lim = call float @llvm.nvvm.lg2.approx.f(float 1.600000e+01)
  %l2 = call float @llvm.nvvm.lg2.approx.f(float 2.000000e+00)
  %skip = fcmp ult float %lim, 1.000000e+00
  br i1 %skip, label %after, label %loop

loop:
  %i = phi i32 [ 1, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %fi = sitofp i32 %i to float
  %e = fmul float %fi, %l2
  %p = call float @llvm.nvvm.ex2.approx.f(float %e)
  %pi = fptosi float %p to i32
  %r = srem i32 %x, %pi
  %acc1 = add i32 %acc, %r
  %i1 = add nuw nsw i32 %i, 1
  %fi1 = sitofp i32 %i1 to float
  %done = fcmp ult float %lim, %fi1
  br i1 %done, label %after, label %loop

after:
  %sum = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %fx = sitofp i32 %x to float
  %ux = uitofp i32 %x to float
  %c0 = fcmp olt float %fx, 1.677721600e+07
  %c1 = fcmp ogt float %fx, 1.677721500e+07
  %c2 = fcmp oeq float %fx, 5.000000e+00
  %c3 = fcmp ugt float 4.500000e+00, %fx
  %c4 = fcmp oge float %ux, 3.000000e+00
  %c5 = fcmp ole float -7.000000e+00, %fx
  %c6 = fcmp une float %fx, -1.000000e+00
  %c7 = fcmp ult float %ux, 1.677721500e+07
  %c8 = fcmp ogt float %fx, 1.677721600e+07
  %b0 = zext i1 %c0 to i32
  %b1 = zext i1 %c1 to i32
  %b2 = zext i1 %c2 to i32
  %b3 = zext i1 %c3 to i32
  %b4 = zext i1 %c4 to i32
  %b5 = zext i1 %c5 to i32
  %b6 = zext i1 %c6 to i32
  %b7 = zext i1 %c7 to i32
  %b8 = zext i1 %c8 to i32
  %s1 = shl i32 %b1, 1
  %s2 = shl i32 %b2, 2
  %s3 = shl i32 %b3, 3
  %s4 = shl i32 %b4, 4
  %s5 = shl i32 %b5, 5
  %s6 = shl i32 %b6, 6
  %s7 = shl i32 %b7, 7
  %s8 = shl i32 %b8, 8
  %o1 = or i32 %b0, %s1
  %o2 = or i32 %o1, %s2
  %o3 = or i32 %o2, %s3
  %o4 = or i32 %o3, %s4
  %o5 = or i32 %o4, %s5
  %o6 = or i32 %o5, %s6
  %o7 = or i32 %o6, %s7
  %o8 = or i32 %o7, %s8
  %sum9 = shl i32 %sum, 9
  %res = xor i32 %o8, %sum9
  %pout = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %res, ptr addrspace(1) %pout, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.nvvm.lg2.approx.f(float)
declare float @llvm.nvvm.ex2.approx.f(float)
