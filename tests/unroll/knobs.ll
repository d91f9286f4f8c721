; Loops that seed 001's knobs decide: `unroll-runtime-convergent` (a
; runtime-trip loop with a barrier), `max-pragma-upperbound-unroll` (a
; loop asked to unroll whose trip count is only bounded, by 100), and
; `unroll-assumed-size` (a loop over a local array of run-time length,
; indexed by the counter so that licm-promote cannot keep it in a
; register: its local-array multiplier is the assumed size).
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

@tile = internal addrspace(3) global [64 x float] undef, align 4

define ptx_kernel void @rt_barrier(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = sext i32 %t to i64
  %mine = getelementptr inbounds [64 x float], ptr addrspace(3) @tile, i64 0, i64 %t64
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %i = add nsw i32 %t, %k
  %i64 = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i64
  %v = load float, ptr addrspace(1) %p, align 4
  store float %v, ptr addrspace(3) %mine, align 4
  call void @llvm.nvvm.barrier0()
  %o = load float, ptr addrspace(3) %mine, align 4
  %s1 = fadd float %s, %o
  %k1 = add nsw i32 %k, 1
  %c = icmp slt i32 %k1, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %r, ptr addrspace(1) %q, align 4
  ret void
}

define ptx_kernel void @pragma_bound(ptr addrspace(1) %x, ptr addrspace(1) %y) {
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
  %c = icmp slt i32 %k1, 100
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  %r = phi float [ %s, %loop ], [ %s1, %latch ]
  %ty = sext i32 %t to i64
  %py = getelementptr float, ptr addrspace(1) %y, i64 %ty
  store float %r, ptr addrspace(1) %py, align 4
  ret void
}

define ptx_kernel void @dyn_local(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %buf = alloca float, i32 %n, align 4
  store float 0.0, ptr %buf, align 4
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s2, %loop ]
  %i = add nsw i32 %t, %k
  %ix = sext i32 %i to i64
  %px = getelementptr float, ptr addrspace(1) %x, i64 %ix
  %v = load float, ptr addrspace(1) %px, align 4
  %slot = and i32 %k, 3
  %pb = getelementptr float, ptr %buf, i32 %slot
  %old = load float, ptr %pb, align 4
  %m = fmul float %v, %old
  %s1 = fadd float %s, %m
  %s2 = fadd float %s1, %v
  store float %v, ptr %pb, align 4
  %k1 = add nsw i32 %k, 1
  %c = icmp slt i32 %k1, 64
  br i1 %c, label %loop, label %exit
exit:
  %ty = sext i32 %t to i64
  %py = getelementptr float, ptr addrspace(1) %y, i64 %ty
  store float %s2, ptr addrspace(1) %py, align 4
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.full"}
