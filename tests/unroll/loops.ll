; Loops for the unroller (dialects::unroll), each with a constant trip
; count unless said otherwise. Every kernel reads x[32*16] and writes
; y[tid] (32 threads).
target triple = "nvptx64-nvidia-cuda"

; Rotated (bottom-tested) loop of 8, no pragma: unrolled under the
; threshold.
define ptx_kernel void @sum8(ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul nsw i32 %t, 8
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %i = add nsw i32 %base, %k
  %i64 = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i64
  %v = load float, ptr addrspace(1) %p, align 4
  %s1 = fadd float %s, %v
  %k1 = add nsw i32 %k, 1
  %c = icmp slt i32 %k1, 8
  br i1 %c, label %loop, label %exit
exit:
  %t64 = sext i32 %t to i64
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %s1, ptr addrspace(1) %q, align 4
  ret void
}

; Top-tested loop (the header exits) of 5 iterations; the counter is
; used after the loop.
define ptx_kernel void @top(ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %head
head:
  %k = phi i32 [ 0, %entry ], [ %k1, %body ]
  %s = phi float [ 1.0, %entry ], [ %s1, %body ]
  %c = icmp slt i32 %k, 5
  br i1 %c, label %body, label %exit
body:
  %i = add nsw i32 %t, %k
  %i64 = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i64
  %v = load float, ptr addrspace(1) %p, align 4
  %s1 = fmul float %s, %v
  %k1 = add nsw i32 %k, 1
  br label %head
exit:
  %kf = sitofp i32 %k to float
  %r = fadd float %s, %kf
  %t64 = sext i32 %t to i64
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %r, ptr addrspace(1) %q, align 4
  ret void
}

; for (k = 6; k > 0; k -= 2): a negative stride, 3 iterations.
define ptx_kernel void @neg(ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %k = phi i32 [ 6, %entry ], [ %k1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %i = add nsw i32 %t, %k
  %i64 = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i64
  %v = load float, ptr addrspace(1) %p, align 4
  %kf = sitofp i32 %k to float
  %m = fmul float %v, %kf
  %s1 = fsub float %m, %s
  %k1 = add nsw i32 %k, -2
  %c = icmp sgt i32 %k1, 0
  br i1 %c, label %loop, label %exit
exit:
  %t64 = sext i32 %t to i64
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %s1, ptr addrspace(1) %q, align 4
  ret void
}

; `#pragma unroll 1`: kept.
define ptx_kernel void @disabled(ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %i = add nsw i32 %t, %k
  %i64 = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i64
  %v = load float, ptr addrspace(1) %p, align 4
  %s1 = fadd float %s, %v
  %k1 = add nsw i32 %k, 1
  %c = icmp slt i32 %k1, 4
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  %t64 = sext i32 %t to i64
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %s1, ptr addrspace(1) %q, align 4
  ret void
}

; `#pragma unroll 2` on 8 iterations: partial, kept for now.
define ptx_kernel void @count2(ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %i = add nsw i32 %t, %k
  %i64 = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i64
  %v = load float, ptr addrspace(1) %p, align 4
  %s1 = fadd float %s, %v
  %k1 = add nsw i32 %k, 1
  %c = icmp slt i32 %k1, 8
  br i1 %c, label %loop, label %exit, !llvm.loop !2
exit:
  %t64 = sext i32 %t to i64
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %s1, ptr addrspace(1) %q, align 4
  ret void
}

; `#pragma unroll` on 300 iterations: over the threshold, within the
; pragma budget.
define ptx_kernel void @pragma_full(ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %a = mul i32 %k, %t
  %b = xor i32 %a, %s
  %s1 = add i32 %b, %k
  %k1 = add nsw i32 %k, 1
  %c = icmp slt i32 %k1, 300
  br i1 %c, label %loop, label %exit, !llvm.loop !4
exit:
  %f = sitofp i32 %s1 to float
  %t64 = sext i32 %t to i64
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %f, ptr addrspace(1) %q, align 4
  ret void
}

; The same without the pragma: kept (size over the threshold).
define ptx_kernel void @big(ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %a = mul i32 %k, %t
  %b = xor i32 %a, %s
  %s1 = add i32 %b, %k
  %k1 = add nsw i32 %k, 1
  %c = icmp slt i32 %k1, 300
  br i1 %c, label %loop, label %exit
exit:
  %f = sitofp i32 %s1 to float
  %t64 = sext i32 %t to i64
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %f, ptr addrspace(1) %q, align 4
  ret void
}

; A barrier in the loop (convergent) over shared memory, 4 iterations.
@tile = internal addrspace(3) global [32 x float] undef, align 4
define ptx_kernel void @barrier(ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = sext i32 %t to i64
  %mine = getelementptr inbounds [32 x float], ptr addrspace(3) @tile, i64 0, i64 %t64
  %n = add nsw i32 %t, 1
  %n1 = and i32 %n, 31
  %n64 = sext i32 %n1 to i64
  %next = getelementptr inbounds [32 x float], ptr addrspace(3) @tile, i64 0, i64 %n64
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %t64
  %x0 = load float, ptr addrspace(1) %px, align 4
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %s = phi float [ %x0, %entry ], [ %s1, %loop ]
  store float %s, ptr addrspace(3) %mine, align 4
  call void @llvm.nvvm.barrier0()
  %o = load float, ptr addrspace(3) %next, align 4
  call void @llvm.nvvm.barrier0()
  %s1 = fadd float %s, %o
  %k1 = add nsw i32 %k, 1
  %c = icmp slt i32 %k1, 4
  br i1 %c, label %loop, label %exit
exit:
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %s1, ptr addrspace(1) %q, align 4
  ret void
}

; A nest: 3 x 4. The inner loop unrolls first; the outer one is then
; innermost and unrolls too.
define ptx_kernel void @nest(ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %outer
outer:
  %r = phi i32 [ 0, %entry ], [ %r1, %latch ]
  %s = phi float [ 0.0, %entry ], [ %s2, %latch ]
  %row = mul nsw i32 %r, 32
  %rb = add nsw i32 %row, %t
  br label %inner
inner:
  %c = phi i32 [ 0, %outer ], [ %c1, %inner ]
  %a = phi float [ %s, %outer ], [ %a1, %inner ]
  %i = add nsw i32 %rb, %c
  %i64 = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i64
  %v = load float, ptr addrspace(1) %p, align 4
  %a1 = fadd float %a, %v
  %c1 = add nsw i32 %c, 1
  %ci = icmp slt i32 %c1, 4
  br i1 %ci, label %inner, label %latch
latch:
  %s2 = fmul float %a1, 0.5
  %r1 = add nsw i32 %r, 1
  %co = icmp slt i32 %r1, 3
  br i1 %co, label %outer, label %exit
exit:
  %t64 = sext i32 %t to i64
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %s2, ptr addrspace(1) %q, align 4
  ret void
}

; A local array filled and read by counted loops: once unrolled its
; indices are constants, and SROA with mem2reg remove it.
define ptx_kernel void @local(ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %arr = alloca [4 x float], align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %fill
fill:
  %k = phi i32 [ 0, %entry ], [ %k1, %fill ]
  %i = add nsw i32 %t, %k
  %i64 = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i64
  %v = load float, ptr addrspace(1) %p, align 4
  %k64 = sext i32 %k to i64
  %slot = getelementptr inbounds [4 x float], ptr %arr, i64 0, i64 %k64
  store float %v, ptr %slot, align 4
  %k1 = add nsw i32 %k, 1
  %cf = icmp slt i32 %k1, 4
  br i1 %cf, label %fill, label %use
use:
  %j = phi i32 [ 0, %fill ], [ %j1, %use ]
  %s = phi float [ 0.0, %fill ], [ %s1, %use ]
  %j64 = sext i32 %j to i64
  %rs = getelementptr inbounds [4 x float], ptr %arr, i64 0, i64 %j64
  %w = load float, ptr %rs, align 4
  %jf = sitofp i32 %j to float
  %m = fmul float %w, %jf
  %s1 = fadd float %s, %m
  %j1 = add nsw i32 %j, 1
  %cu = icmp slt i32 %j1, 4
  br i1 %cu, label %use, label %exit
exit:
  %t64 = sext i32 %t to i64
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %s1, ptr addrspace(1) %q, align 4
  ret void
}

; A 16-step wavefront over a 17x17 shared tile with a barrier per step
; (Rodinia's needleman-wunsch): each access's 2-D index arithmetic is one
; GEP to LLVM's size costs, so it unrolls fully within the O3 budget
; (counting every multiply and add of the lowered GEPs, it did not).
@wave = internal addrspace(3) global [17 x [17 x float]] undef, align 4
define ptx_kernel void @wavefront(ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = sext i32 %tx to i64
  %edge = icmp slt i32 %tx, 17
  br i1 %edge, label %init, label %ready
init:
  %pa = getelementptr inbounds float, ptr addrspace(1) %x, i64 %t64
  %a = load float, ptr addrspace(1) %pa, align 4
  %top = getelementptr inbounds [17 x [17 x float]], ptr addrspace(3) @wave, i64 0, i64 0, i64 %t64
  store float %a, ptr addrspace(3) %top, align 4
  %t2 = add nsw i64 %t64, 64
  %pb = getelementptr inbounds float, ptr addrspace(1) %x, i64 %t2
  %b = load float, ptr addrspace(1) %pb, align 4
  %left = getelementptr inbounds [17 x [17 x float]], ptr addrspace(3) @wave, i64 0, i64 %t64, i64 0
  store float %b, ptr addrspace(3) %left, align 4
  br label %ready
ready:
  call void @llvm.nvvm.barrier0()
  %x1 = add nsw i32 %tx, 1
  %x164 = sext i32 %x1 to i64
  br label %step
step:
  %m = phi i32 [ 0, %ready ], [ %m1, %latch ]
  %mine = icmp sle i32 %tx, %m
  br i1 %mine, label %cell, label %latch
cell:
  %yy = sub nsw i32 %m, %tx
  %y1 = add nsw i32 %yy, 1
  %y64 = sext i32 %yy to i64
  %y164 = sext i32 %y1 to i64
  %pnw = getelementptr inbounds [17 x [17 x float]], ptr addrspace(3) @wave, i64 0, i64 %y64, i64 %t64
  %nw = load float, ptr addrspace(3) %pnw, align 4
  %pw = getelementptr inbounds [17 x [17 x float]], ptr addrspace(3) @wave, i64 0, i64 %y164, i64 %t64
  %w = load float, ptr addrspace(3) %pw, align 4
  %pn = getelementptr inbounds [17 x [17 x float]], ptr addrspace(3) @wave, i64 0, i64 %y64, i64 %x164
  %n = load float, ptr addrspace(3) %pn, align 4
  %d = fadd float %nw, 1.0
  %dw = call float @llvm.maxnum.f32(float %d, float %w)
  %v = call float @llvm.maxnum.f32(float %dw, float %n)
  %pc = getelementptr inbounds [17 x [17 x float]], ptr addrspace(3) @wave, i64 0, i64 %y164, i64 %x164
  store float %v, ptr addrspace(3) %pc, align 4
  br label %latch
latch:
  call void @llvm.nvvm.barrier0()
  %m1 = add nuw nsw i32 %m, 1
  %more = icmp ult i32 %m1, 16
  br i1 %more, label %step, label %done
done:
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  %diag = icmp slt i32 %tx, 16
  br i1 %diag, label %out, label %copy
out:
  ; the last anti-diagonal, row 16 - tx, column tx + 1
  %row = sub nsw i64 16, %t64
  %pr = getelementptr inbounds [17 x [17 x float]], ptr addrspace(3) @wave, i64 0, i64 %row, i64 %x164
  %r = load float, ptr addrspace(3) %pr, align 4
  %pd = getelementptr inbounds [17 x [17 x float]], ptr addrspace(3) @wave, i64 0, i64 0, i64 %t64
  %dd = load float, ptr addrspace(3) %pd, align 4
  %sum = fadd float %r, %dd
  store float %sum, ptr addrspace(1) %py, align 4
  ret void
copy:
  %pz = getelementptr inbounds float, ptr addrspace(1) %x, i64 %t64
  %z = load float, ptr addrspace(1) %pz, align 4
  store float %z, ptr addrspace(1) %py, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare float @llvm.maxnum.f32(float, float)

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.count", i32 1}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.unroll.count", i32 2}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.unroll.full"}

; Runtime trip counts (the third argument): unrolled by 4 with the loop as
; its epilogue.

; for (k = 0; k < n; ++k) behind clang's guard; the sum and the counter
; are used after the loop.
define ptx_kernel void @rt_slt(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %i = add nsw i32 %t, %k
  %i64 = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i64
  %v = load float, ptr addrspace(1) %p, align 4
  %s1 = fadd float %s, %v
  %k1 = add nsw i32 %k, 1
  %c = icmp slt i32 %k1, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %kl = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %kf = sitofp i32 %kl to float
  %o = fadd float %r, %kf
  %t64 = sext i32 %t to i64
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %o, ptr addrspace(1) %q, align 4
  ret void
}

; The exit as clang often writes it: `k + 1 == n` leaves (nuw, unsigned
; reading), and a value of the loop used after it without a phi.
define ptx_kernel void @rt_eq(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %go = icmp ne i32 %n, 0
  br i1 %go, label %loop, label %none
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %s = phi float [ 1.0, %entry ], [ %s1, %loop ]
  %k64 = zext i32 %k to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %k64
  %v = load float, ptr addrspace(1) %p, align 4
  %h = fmul float %v, 0.5
  %s1 = fadd float %s, %h
  %k1 = add nuw i32 %k, 1
  %c = icmp eq i32 %k1, %n
  br i1 %c, label %exit, label %loop
exit:
  %t64 = sext i32 %t to i64
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %s1, ptr addrspace(1) %q, align 4
  ret void
none:
  ret void
}

; Counting down: for (k = n - 1; k >= 0; --k).
define ptx_kernel void @rt_down(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %go = icmp sgt i32 %n, 0
  %start = add nsw i32 %n, -1
  br i1 %go, label %loop, label %exit
loop:
  %k = phi i32 [ %start, %entry ], [ %k1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %i = add nsw i32 %t, %k
  %i64 = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i64
  %v = load float, ptr addrspace(1) %p, align 4
  %m = fmul float %s, 0.75
  %s1 = fadd float %m, %v
  %k1 = add nsw i32 %k, -1
  %c = icmp sgt i32 %k1, -1
  br i1 %c, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %t64 = sext i32 %t to i64
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %r, ptr addrspace(1) %q, align 4
  ret void
}

; No wrap flag on the increment: not unrolled at runtime.
define ptx_kernel void @rt_wrap(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %k64 = zext i32 %k to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %k64
  %v = load float, ptr addrspace(1) %p, align 4
  %s1 = fadd float %s, %v
  %k1 = add i32 %k, 1
  %c = icmp slt i32 %k1, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %t64 = sext i32 %t to i64
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %r, ptr addrspace(1) %q, align 4
  ret void
}

; A 64-bit counter (size_t), as in `for (size_t k = 0; k < n; ++k)`: the
; remaining-iterations test is a distance, which cannot wrap.
define ptx_kernel void @rt_wide(ptr addrspace(1) %x, ptr addrspace(1) %y, i64 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = sext i32 %t to i64
  %go = icmp ult i64 0, %n
  br i1 %go, label %loop, label %exit
loop:
  %k = phi i64 [ 0, %entry ], [ %k1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %i = add nuw i64 %t64, %k
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i
  %v = load float, ptr addrspace(1) %p, align 4
  %m = fmul float %s, 0.5
  %s1 = fadd float %m, %v
  %k1 = add nuw i64 %k, 1
  %c = icmp ult i64 %k1, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %r, ptr addrspace(1) %q, align 4
  ret void
}

; A 64-bit signed counter counting down to zero.
define ptx_kernel void @rt_wide_down(ptr addrspace(1) %x, ptr addrspace(1) %y, i64 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = sext i32 %t to i64
  %go = icmp sgt i64 %n, 0
  %start = add nsw i64 %n, -1
  br i1 %go, label %loop, label %exit
loop:
  %k = phi i64 [ %start, %entry ], [ %k1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %i = add nsw i64 %t64, %k
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i
  %v = load float, ptr addrspace(1) %p, align 4
  %m = fmul float %s, 0.25
  %s1 = fsub float %v, %m
  %k1 = add nsw i64 %k, -1
  %c = icmp sge i64 %k1, 0
  br i1 %c, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %r, ptr addrspace(1) %q, align 4
  ret void
}

; A triangle: the inner loop runs 5 - p times, so it has no constant trip
; count until the outer loop (6 iterations) is unrolled fully around it;
; then each copy of it unrolls with a count of its own.
define ptx_kernel void @triangle(ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %outer
outer:
  %p = phi i32 [ 0, %entry ], [ %p1, %olatch ]
  %acc = phi float [ 0.0, %entry ], [ %acc2, %olatch ]
  %lim = sub nsw i32 5, %p
  %any = icmp sgt i32 %lim, 0
  br i1 %any, label %inner, label %olatch
inner:
  %q = phi i32 [ 0, %outer ], [ %q1, %inner ]
  %a = phi float [ %acc, %outer ], [ %a1, %inner ]
  %i = add nsw i32 %t, %q
  %ix = sext i32 %i to i64
  %px = getelementptr float, ptr addrspace(1) %x, i64 %ix
  %v = load float, ptr addrspace(1) %px, align 4
  %a1 = fadd float %a, %v
  %q1 = add nsw i32 %q, 1
  %more = icmp slt i32 %q1, %lim
  br i1 %more, label %inner, label %olatch
olatch:
  %acc2 = phi float [ %acc, %outer ], [ %a1, %inner ]
  %p1 = add nsw i32 %p, 1
  %c = icmp slt i32 %p1, 6
  br i1 %c, label %outer, label %exit
exit:
  %ty = sext i32 %t to i64
  %py = getelementptr float, ptr addrspace(1) %y, i64 %ty
  store float %acc2, ptr addrspace(1) %py, align 4
  ret void
}

; An early exit on loaded data (`if (v > 1.5) break;`) in a counted loop of
; 6: the count is not a constant, its bound is (seed 001's upper-bound
; unrolling, unroll-max-upperbound 8). The sum leaves through the exit
; block's phi, one argument per way out.
define ptx_kernel void @early_exit(ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %latch ]
  %s = phi float [ 0.0, %entry ], [ %s1, %latch ]
  %k32 = mul nsw i32 %k, 32
  %i = add nsw i32 %t, %k32
  %ix = sext i32 %i to i64
  %px = getelementptr float, ptr addrspace(1) %x, i64 %ix
  %v = load float, ptr addrspace(1) %px, align 4
  %big = fcmp ogt float %v, 1.5
  br i1 %big, label %exit, label %latch
latch:
  %s1 = fadd float %s, %v
  %k1 = add nsw i32 %k, 1
  %c = icmp slt i32 %k1, 6
  br i1 %c, label %loop, label %exit
exit:
  %r = phi float [ %s, %loop ], [ %s1, %latch ]
  %ty = sext i32 %t to i64
  %py = getelementptr float, ptr addrspace(1) %y, i64 %ty
  store float %r, ptr addrspace(1) %py, align 4
  ret void
}

; The same loop bounded by 12: over unroll-max-upperbound, kept.
define ptx_kernel void @early_exit_12(ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %latch ]
  %s = phi float [ 0.0, %entry ], [ %s1, %latch ]
  %k32 = mul nsw i32 %k, 32
  %i = add nsw i32 %t, %k32
  %ix = sext i32 %i to i64
  %px = getelementptr float, ptr addrspace(1) %x, i64 %ix
  %v = load float, ptr addrspace(1) %px, align 4
  %big = fcmp ogt float %v, 1.5
  br i1 %big, label %exit, label %latch
latch:
  %s1 = fadd float %s, %v
  %k1 = add nsw i32 %k, 1
  %c = icmp slt i32 %k1, 12
  br i1 %c, label %loop, label %exit
exit:
  %r = phi float [ %s, %loop ], [ %s1, %latch ]
  %ty = sext i32 %t to i64
  %py = getelementptr float, ptr addrspace(1) %y, i64 %ty
  store float %r, ptr addrspace(1) %py, align 4
  ret void
}

; `while (k < 5 && x[...] <= 1.5) ++k;` with the counter read after the
; loop directly (the header dominates both exits, so no phi is needed):
; the exit block gets a parameter for it first (LCSSA), so that each copy
; passes its own counter, then the loop unrolls to its bound of 6.
define ptx_kernel void @early_exit_live(ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %body ]
  %more = icmp slt i32 %k, 5
  br i1 %more, label %test, label %exit
test:
  %k32 = mul nsw i32 %k, 32
  %i = add nsw i32 %t, %k32
  %ix = sext i32 %i to i64
  %px = getelementptr float, ptr addrspace(1) %x, i64 %ix
  %v = load float, ptr addrspace(1) %px, align 4
  %small = fcmp ole float %v, 1.5
  br i1 %small, label %body, label %exit
body:
  %k1 = add nsw i32 %k, 1
  br label %loop
exit:
  %kf = sitofp i32 %k to float
  %ty = sext i32 %t to i64
  %py = getelementptr float, ptr addrspace(1) %y, i64 %ty
  store float %kf, ptr addrspace(1) %py, align 4
  ret void
}
