; Runtime unrolling's remainder (seed 001): after the main loop (an
; epilogue, the default) or before it (a prologue, with
; -waterfall-unrolling-force-epilogue=0), on counters the prologue's trip
; count computation must get exactly right: strides of 3 (a division) and
; 2 (a shift), `<=` and `>=` bounds, counting down, a 64-bit counter, a
; start below zero, tests of the counter itself (`k == n` to leave,
; `k != lo` to go on). Each loop carries `#pragma unroll 4`, which is what
; runtime-unrolls a loop whose counter does not step by 1. A loop that
; calls a function keeps an epilogue whatever the knobs.
target triple = "nvptx64-nvidia-cuda"

; for (k = lo; k < n; k += 3), the counter used after the loop.
define ptx_kernel void @rt_step3(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %lo, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %go = icmp slt i32 %lo, %n
  br i1 %go, label %loop, label %exit
loop:
  %k = phi i32 [ %lo, %entry ], [ %k1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %i0 = add nsw i32 %t, %k
  %i = add nsw i32 %i0, 64
  %i64 = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i64
  %v = load float, ptr addrspace(1) %p, align 4
  %m = fmul float %s, 0.5
  %s1 = fadd float %m, %v
  %k1 = add nsw i32 %k, 3
  %c = icmp slt i32 %k1, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  %r = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %kl = phi i32 [ %lo, %entry ], [ %k1, %loop ]
  %kf = sitofp i32 %kl to float
  %o = fadd float %r, %kf
  %t64 = sext i32 %t to i64
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %o, ptr addrspace(1) %q, align 4
  ret void
}

; for (size_t k = lo; k <= n; k += 2): unsigned, 64-bit, inclusive.
define ptx_kernel void @rt_ule2_wide(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %lo, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = sext i32 %t to i64
  %lo64 = zext i32 %lo to i64
  %n64 = zext i32 %n to i64
  %go = icmp ule i64 %lo64, %n64
  br i1 %go, label %loop, label %exit
loop:
  %k = phi i64 [ %lo64, %entry ], [ %k1, %loop ]
  %s = phi float [ 1.0, %entry ], [ %s1, %loop ]
  %i = add nuw i64 %t64, %k
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i
  %v = load float, ptr addrspace(1) %p, align 4
  %m = fmul float %s, 0.75
  %s1 = fsub float %v, %m
  %k1 = add nuw i64 %k, 2
  %c = icmp ule i64 %k1, %n64
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  %r = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %r, ptr addrspace(1) %q, align 4
  ret void
}

; for (k = n; k >= lo; k -= 3): signed, counting down, inclusive.
define ptx_kernel void @rt_sge_down3(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %lo, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %go = icmp sge i32 %n, %lo
  br i1 %go, label %loop, label %exit
loop:
  %k = phi i32 [ %n, %entry ], [ %k1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %i0 = add nsw i32 %t, %k
  %i = add nsw i32 %i0, 64
  %i64 = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i64
  %v = load float, ptr addrspace(1) %p, align 4
  %m = fmul float %s, 0.5
  %s1 = fadd float %m, %v
  %k1 = add nsw i32 %k, -3
  %c = icmp sge i32 %k1, %lo
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  %r = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %kl = phi i32 [ %n, %entry ], [ %k1, %loop ]
  %kf = sitofp i32 %kl to float
  %o = fadd float %r, %kf
  %t64 = sext i32 %t to i64
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %o, ptr addrspace(1) %q, align 4
  ret void
}

; for (k = lo; k < n; ++k) y[t] += f(x[...]): a call in the loop.
define ptx_kernel void @rt_call(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %lo, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %go = icmp slt i32 %lo, %n
  br i1 %go, label %loop, label %exit
loop:
  %k = phi i32 [ %lo, %entry ], [ %k1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %i0 = add nsw i32 %t, %k
  %i = add nsw i32 %i0, 64
  %i64 = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i64
  %v = load float, ptr addrspace(1) %p, align 4
  %f = call float @twice_plus(float %v, float %s)
  %s1 = fadd float %f, %v
  %k1 = add nsw i32 %k, 1
  %c = icmp slt i32 %k1, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %t64 = sext i32 %t to i64
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %r, ptr addrspace(1) %q, align 4
  ret void
}

; for (k = lo; k <= n; ++k) if (x[...] > 0) s += x[...]: clang's rotated
; form exits on `k == n`, a test of the counter itself, not of `k + 1`;
; the `if` makes the body three blocks.
define ptx_kernel void @rt_incl_eq(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %lo, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %go = icmp sle i32 %lo, %n
  br i1 %go, label %loop, label %exit
loop:
  %k = phi i32 [ %lo, %entry ], [ %k1, %latch ]
  %s = phi float [ 0.0, %entry ], [ %s2, %latch ]
  %i0 = add nsw i32 %t, %k
  %i = add nsw i32 %i0, 64
  %i64 = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i64
  %v = load float, ptr addrspace(1) %p, align 4
  %pos = fcmp ogt float %v, 0.0
  br i1 %pos, label %take, label %latch
take:
  %m = fmul float %s, 0.5
  %s1 = fadd float %m, %v
  br label %latch
latch:
  %s2 = phi float [ %s1, %take ], [ %s, %loop ]
  %k1 = add nsw i32 %k, 1
  %c = icmp eq i32 %k, %n
  br i1 %c, label %exit, label %loop, !llvm.loop !0
exit:
  %r = phi float [ 0.0, %entry ], [ %s2, %latch ]
  %t64 = sext i32 %t to i64
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %r, ptr addrspace(1) %q, align 4
  ret void
}

; for (k = n; ; --k) { ...; if (k == lo) break; }: counting down to `lo`
; inclusive, continuing while the counter itself is not `lo`.
define ptx_kernel void @rt_down_ne(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %lo, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %go = icmp sge i32 %n, %lo
  br i1 %go, label %loop, label %exit
loop:
  %k = phi i32 [ %n, %entry ], [ %k1, %loop ]
  %s = phi float [ 1.0, %entry ], [ %s1, %loop ]
  %i0 = add nsw i32 %t, %k
  %i = add nsw i32 %i0, 64
  %i64 = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i64
  %v = load float, ptr addrspace(1) %p, align 4
  %m = fmul float %s, 0.75
  %s1 = fsub float %v, %m
  %k1 = add nsw i32 %k, -1
  %c = icmp ne i32 %k, %lo
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  %r = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %kl = phi i32 [ %n, %entry ], [ %k1, %loop ]
  %kf = sitofp i32 %kl to float
  %o = fadd float %r, %kf
  %t64 = sext i32 %t to i64
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %o, ptr addrspace(1) %q, align 4
  ret void
}

define internal float @twice_plus(float %a, float %b) #0 {
  %d = fmul float %a, 2.0
  %e = fmul float %b, 0.5
  %r = fadd float %d, %e
  ret float %r
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

attributes #0 = { noinline }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.count", i32 4}
