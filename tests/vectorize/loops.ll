; Loop vectorization (seed 003) test kernels: each thread walks its own
; row of n elements starting at element off + tid * n, so that the rows'
; alignment varies with off and n (@short and @rows16: rows 16 elements
; apart, aligned alike in every thread).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare float @llvm.fma.f32(float, float, float)

define ptx_kernel void @axpy(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n, i32 %off) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %rowm = mul nsw i32 %tid, %n
  %base = add nsw i32 %rowm, %off
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %inext, %loop ]
  %idx = add nsw i32 %base, %i
  %w = sext i32 %idx to i64
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %w
  %vx = load float, ptr addrspace(1) %px, align 4
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %w
  %vy = load float, ptr addrspace(1) %py, align 4
  %r = call float @llvm.fma.f32(float 2.5, float %vx, float %vy)
  store float %r, ptr addrspace(1) %py, align 4
  %inext = add nsw i32 %i, 1
  %c = icmp slt i32 %inext, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define ptx_kernel void @dot(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n, i32 %off) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %rowm = mul nsw i32 %tid, %n
  %base = add nsw i32 %rowm, %off
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %inext, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %idx = add nsw i32 %base, %i
  %w = sext i32 %idx to i64
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %w
  %vx = load float, ptr addrspace(1) %px, align 4
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %w
  %vy = load float, ptr addrspace(1) %py, align 4
  %m = fmul float %vx, %vy
  %s1 = fadd float %s, %m
  %inext = add nsw i32 %i, 1
  %c = icmp slt i32 %inext, %n
  br i1 %c, label %loop, label %exit
exit:
  %sf = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %t64 = sext i32 %tid to i64
  %out = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %sf, ptr addrspace(1) %out, align 4
  ret void
}

define ptx_kernel void @down(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n, i32 %off) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %rowm = mul nsw i32 %tid, %n
  %base = add nsw i32 %rowm, %off
  %last = add nsw i32 %n, -1
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ %last, %entry ], [ %inext, %loop ]
  %idx = add nsw i32 %base, %i
  %w = sext i32 %idx to i64
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %w
  %vx = load float, ptr addrspace(1) %px, align 4
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %w
  %d = fmul float %vx, 3.0
  store float %d, ptr addrspace(1) %py, align 4
  %inext = add nsw i32 %i, -1
  %c = icmp sgt i32 %inext, -1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define ptx_kernel void @recur(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n, i32 %off) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %rowm = mul nsw i32 %tid, %n
  %base = add nsw i32 %rowm, %off
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %inext, %loop ]
  %idx = add nsw i32 %base, %i
  %w = sext i32 %idx to i64
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %w
  %vy = load float, ptr addrspace(1) %py, align 4
  %d = fmul float %vy, 2.0
  %q = getelementptr inbounds float, ptr addrspace(1) %py, i64 1
  store float %d, ptr addrspace(1) %q, align 4
  %inext = add nsw i32 %i, 1
  %c = icmp slt i32 %inext, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define ptx_kernel void @ahead4(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n, i32 %off) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %rowm = mul nsw i32 %tid, %n
  %base = add nsw i32 %rowm, %off
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %inext, %loop ]
  %idx = add nsw i32 %base, %i
  %w = sext i32 %idx to i64
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %w
  %q = getelementptr inbounds float, ptr addrspace(1) %py, i64 4
  %vq = load float, ptr addrspace(1) %q, align 4
  %d = fadd float %vq, 1.0
  store float %d, ptr addrspace(1) %py, align 4
  %inext = add nsw i32 %i, 1
  %c = icmp slt i32 %inext, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define ptx_kernel void @ahead2(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n, i32 %off) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %rowm = mul nsw i32 %tid, %n
  %base = add nsw i32 %rowm, %off
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %inext, %loop ]
  %idx = add nsw i32 %base, %i
  %w = sext i32 %idx to i64
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %w
  %q = getelementptr inbounds float, ptr addrspace(1) %py, i64 2
  %vq = load float, ptr addrspace(1) %q, align 4
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %w
  %vx = load float, ptr addrspace(1) %px, align 4
  %d = fmul float %vq, %vx
  store float %d, ptr addrspace(1) %py, align 4
  %inext = add nsw i32 %i, 1
  %c = icmp slt i32 %inext, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define ptx_kernel void @dbl(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n, i32 %off) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %rowm = mul nsw i32 %tid, %n
  %base = add nsw i32 %rowm, %off
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %inext, %loop ]
  %idx = add nsw i32 %base, %i
  %w = sext i32 %idx to i64
  %px = getelementptr inbounds double, ptr addrspace(1) %x, i64 %w
  %vx = load double, ptr addrspace(1) %px, align 8
  %py = getelementptr inbounds double, ptr addrspace(1) %y, i64 %w
  %e = fpext float 1.5 to double
  %d = fmul double %vx, %e
  store double %d, ptr addrspace(1) %py, align 8
  %inext = add nsw i32 %i, 1
  %c = icmp slt i32 %inext, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define ptx_kernel void @bytes(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n, i32 %off) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %rowm = mul nsw i32 %tid, %n
  %base = add nsw i32 %rowm, %off
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %inext, %loop ]
  %idx = add nsw i32 %base, %i
  %w = sext i32 %idx to i64
  %px = getelementptr inbounds i8, ptr addrspace(1) %x, i64 %w
  %vx = load i8, ptr addrspace(1) %px, align 1
  %py = getelementptr inbounds i8, ptr addrspace(1) %y, i64 %w
  %d = add i8 %vx, 7
  store i8 %d, ptr addrspace(1) %py, align 1
  %inext = add nsw i32 %i, 1
  %c = icmp slt i32 %inext, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define ptx_kernel void @stencil(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n, i32 %off) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %rowm = mul nsw i32 %tid, %n
  %base = add nsw i32 %rowm, %off
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %inext, %loop ]
  %idx = add nsw i32 %base, %i
  %w = sext i32 %idx to i64
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %w
  %pl = getelementptr inbounds float, ptr addrspace(1) %px, i64 -1
  %pr = getelementptr inbounds float, ptr addrspace(1) %px, i64 1
  %a = load float, ptr addrspace(1) %pl, align 4
  %b = load float, ptr addrspace(1) %px, align 4
  %cc = load float, ptr addrspace(1) %pr, align 4
  %ab = fadd float %a, %b
  %abc = fadd float %ab, %cc
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %w
  store float %abc, ptr addrspace(1) %py, align 4
  %inext = add nsw i32 %i, 1
  %c = icmp slt i32 %inext, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define ptx_kernel void @barrier(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n, i32 %off) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %rowm = mul nsw i32 %tid, %n
  %base = add nsw i32 %rowm, %off
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %inext, %loop ]
  %idx = add nsw i32 %base, %i
  %w = sext i32 %idx to i64
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %w
  %vy = load float, ptr addrspace(1) %py, align 4
  call void @llvm.nvvm.barrier0()
  %d = fadd float %vy, 1.0
  store float %d, ptr addrspace(1) %py, align 4
  %inext = add nsw i32 %i, 1
  %c = icmp slt i32 %inext, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define ptx_kernel void @short(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n, i32 %off) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %rowm = mul nsw i32 %tid, 16
  %base = add nsw i32 %rowm, %off
  %go = icmp sgt i32 8, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %inext, %loop ]
  %idx = add nsw i32 %base, %i
  %w = sext i32 %idx to i64
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %w
  %vy = load float, ptr addrspace(1) %py, align 4
  %d = fadd float %vy, 1.0
  store float %d, ptr addrspace(1) %py, align 4
  %inext = add nsw i32 %i, 1
  %c = icmp slt i32 %inext, 8
  br i1 %c, label %loop, label %exit, !llvm.loop !2
exit:
  ret void
}

define ptx_kernel void @pragma_off(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n, i32 %off) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %rowm = mul nsw i32 %tid, %n
  %base = add nsw i32 %rowm, %off
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %inext, %loop ]
  %idx = add nsw i32 %base, %i
  %w = sext i32 %idx to i64
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %w
  %vy = load float, ptr addrspace(1) %py, align 4
  %d = fadd float %vy, 1.0
  store float %d, ptr addrspace(1) %py, align 4
  %inext = add nsw i32 %i, 1
  %c = icmp slt i32 %inext, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

define ptx_kernel void @unsigned(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n, i32 %off) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %rowm = mul nsw i32 %tid, %n
  %base = add nsw i32 %rowm, %off
  %go = icmp ne i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %inext, %loop ]
  %idx = add nsw i32 %base, %i
  %w = sext i32 %idx to i64
  %ui = add nuw i32 %i, %off
  %uw = zext i32 %ui to i64
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %uw
  %vx = load float, ptr addrspace(1) %px, align 4
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %uw
  %d = fsub float %vx, 0.5
  %t0 = icmp eq i32 %tid, 0
  %keep = select i1 %t0, float %d, float %vx
  store float %keep, ptr addrspace(1) %py, align 4
  %inext = add nuw i32 %i, 1
  %c = icmp ult i32 %inext, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define ptx_kernel void @callee(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n, i32 %off) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %rowm = mul nsw i32 %tid, %n
  %base = add nsw i32 %rowm, %off
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %inext, %loop ]
  %idx = add nsw i32 %base, %i
  %w = sext i32 %idx to i64
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %w
  call void @opaque(ptr addrspace(1) %py)
  %inext = add nsw i32 %i, 1
  %c = icmp slt i32 %inext, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Rows of 16 elements (64 bytes) from a uniform offset: the rows' alignment
; is the same in every thread of a warp, vectorized by default.
define ptx_kernel void @rows16(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n, i32 %off) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %rowm = mul nsw i32 %tid, 16
  %base = add nsw i32 %rowm, %off
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %inext, %loop ]
  %idx = add nsw i32 %base, %i
  %w = sext i32 %idx to i64
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %w
  %vx = load float, ptr addrspace(1) %px, align 4
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %w
  %vy = load float, ptr addrspace(1) %py, align 4
  %r = call float @llvm.fma.f32(float %vx, float %vx, float %vy)
  store float %r, ptr addrspace(1) %py, align 4
  %inext = add nsw i32 %i, 1
  %c = icmp slt i32 %inext, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @opaque(ptr addrspace(1) %p) noinline {
  %v = load float, ptr addrspace(1) %p, align 4
  %d = fadd float %v, 1.0
  store float %d, ptr addrspace(1) %p, align 4
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.vectorize.enable", i1 false}
; #pragma unroll 1: at -O3 the eight iterations would unroll fully first.
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.unroll.disable"}
