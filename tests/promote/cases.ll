; licm-promote cases. Each kernel is a loop that reads and writes one
; location per thread; the comment before it says whether the location
; may live in a register across the loop (promoted), and why not when not.
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

@sh = internal addrspace(3) global [256 x float] undef, align 4

; Promoted: out[t] += a[t*n + k] * s[0], every pointer noalias; s[0] is
; only read (its load leaves the loop too).
define ptx_kernel void @acc(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %s, ptr addrspace(1) noalias %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %o = getelementptr inbounds float, ptr addrspace(1) %out, i32 %t
  %row = mul nsw i32 %t, %n
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %ix = add nsw i32 %row, %k
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i32 %ix
  %x = load float, ptr addrspace(1) %pa, align 4
  %sc = load float, ptr addrspace(1) %s, align 4
  %m = fmul float %x, %sc
  %old = load float, ptr addrspace(1) %o, align 4
  %new = fadd float %old, %m
  store float %new, ptr addrspace(1) %o, align 4
  %k1 = add nsw i32 %k, 1
  %more = icmp slt i32 %k1, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; Promoted: a partial sum in shared memory, the second add under a
; condition (the CUDA samples' reduce6). Shared memory is apart from the
; kernel's global parameter without noalias.
define ptx_kernel void @shared_sum(ptr addrspace(1) %g, ptr addrspace(1) %res, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr inbounds [256 x float], ptr addrspace(3) @sh, i32 0, i32 %t
  store float 0.0, ptr addrspace(3) %p, align 4
  %go = icmp ult i32 %t, %n
  br i1 %go, label %loop, label %done
loop:
  %i = phi i32 [ %t, %entry ], [ %i1, %latch ]
  %pg = getelementptr inbounds float, ptr addrspace(1) %g, i32 %i
  %x = load float, ptr addrspace(1) %pg, align 4
  %v = load float, ptr addrspace(3) %p, align 4
  %v1 = fadd float %v, %x
  store float %v1, ptr addrspace(3) %p, align 4
  %j = add i32 %i, 32
  %in = icmp ult i32 %j, %n
  br i1 %in, label %second, label %latch
second:
  %pg2 = getelementptr inbounds float, ptr addrspace(1) %g, i32 %j
  %y = load float, ptr addrspace(1) %pg2, align 4
  %w = load float, ptr addrspace(3) %p, align 4
  %w1 = fadd float %w, %y
  store float %w1, ptr addrspace(3) %p, align 4
  br label %latch
latch:
  %i1 = add i32 %i, 64
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %loop, label %done
done:
  call void @llvm.nvvm.barrier0()
  %r = load float, ptr addrspace(3) %p, align 4
  %pr = getelementptr inbounds float, ptr addrspace(1) %res, i32 %t
  store float %r, ptr addrspace(1) %pr, align 4
  ret void
}

; Kept: %a and %out are not noalias, so a[...] may be out[t].
define ptx_kernel void @aliased(ptr addrspace(1) %a, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %o = getelementptr inbounds float, ptr addrspace(1) %out, i32 %t
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i32 %k
  %x = load float, ptr addrspace(1) %pa, align 4
  %old = load float, ptr addrspace(1) %o, align 4
  %new = fadd float %old, %x
  store float %new, ptr addrspace(1) %o, align 4
  %k1 = add nsw i32 %k, 1
  %more = icmp slt i32 %k1, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; Kept: the barrier publishes the shared value to the block every
; iteration (thread t reads its neighbour's slot after it).
define ptx_kernel void @barrier(ptr addrspace(1) noalias %g, ptr addrspace(1) noalias %res, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr inbounds [256 x float], ptr addrspace(3) @sh, i32 0, i32 %t
  %t1 = xor i32 %t, 1
  %q = getelementptr inbounds [256 x float], ptr addrspace(3) @sh, i32 0, i32 %t1
  store float 0.0, ptr addrspace(3) %p, align 4
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc1, %loop ]
  %ix = add nsw i32 %k, %t
  %pg = getelementptr inbounds float, ptr addrspace(1) %g, i32 %ix
  %x = load float, ptr addrspace(1) %pg, align 4
  %v = load float, ptr addrspace(3) %p, align 4
  %v1 = fadd float %v, %x
  store float %v1, ptr addrspace(3) %p, align 4
  call void @llvm.nvvm.barrier0()
  %nb = load float, ptr addrspace(3) %q, align 4
  %acc1 = fadd float %acc, %nb
  call void @llvm.nvvm.barrier0()
  %k1 = add nsw i32 %k, 1
  %more = icmp slt i32 %k1, %n
  br i1 %more, label %loop, label %exit
exit:
  %pr = getelementptr inbounds float, ptr addrspace(1) %res, i32 %t
  store float %acc1, ptr addrspace(1) %pr, align 4
  ret void
}

; Kept: the store runs only for positive elements, so a way out of the
; loop may pass no store (promoting would write out[t] where the source
; does not).
define ptx_kernel void @conditional(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %o = getelementptr inbounds float, ptr addrspace(1) %out, i32 %t
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %latch ]
  %ix = add nsw i32 %k, %t
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i32 %ix
  %x = load float, ptr addrspace(1) %pa, align 4
  %pos = fcmp ogt float %x, 0.0
  br i1 %pos, label %put, label %latch
put:
  %old = load float, ptr addrspace(1) %o, align 4
  %new = fadd float %old, %x
  store float %new, ptr addrspace(1) %o, align 4
  br label %latch
latch:
  %k1 = add nsw i32 %k, 1
  %more = icmp slt i32 %k1, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; Kept: volatile accesses stay where they are.
define ptx_kernel void @volatile_acc(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %o = getelementptr inbounds float, ptr addrspace(1) %out, i32 %t
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %ix = add nsw i32 %k, %t
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i32 %ix
  %x = load float, ptr addrspace(1) %pa, align 4
  %old = load volatile float, ptr addrspace(1) %o, align 4
  %new = fadd float %old, %x
  store volatile float %new, ptr addrspace(1) %o, align 4
  %k1 = add nsw i32 %k, 1
  %more = icmp slt i32 %k1, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; Promoted, with two ways out: the loop stops early once the running
; maximum passes %limit; both exits store it. The store comes after the
; load, so the value from before the loop is read (a load in front of
; it, on the edge from the guard).
define ptx_kernel void @early_exit(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %out, i32 %n, float %limit) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %o = getelementptr inbounds float, ptr addrspace(1) %out, i32 %t
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %latch ]
  %ix = add nsw i32 %k, %t
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i32 %ix
  %x = load float, ptr addrspace(1) %pa, align 4
  %old = load float, ptr addrspace(1) %o, align 4
  %gt = fcmp ogt float %x, %old
  %new = select i1 %gt, float %x, float %old
  store float %new, ptr addrspace(1) %o, align 4
  %stop = fcmp ogt float %new, %limit
  br i1 %stop, label %exit, label %latch
latch:
  %k1 = add nsw i32 %k, 1
  %more = icmp slt i32 %k1, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; Promoted in the inner loop (out[i] is invariant there, not in the
; outer loop): one load before and one store after each inner loop.
define ptx_kernel void @nested(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul nsw i32 %t, 4
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %inner_done ]
  %oi = add nsw i32 %base, %i
  %o = getelementptr inbounds float, ptr addrspace(1) %out, i32 %oi
  br label %inner
inner:
  %k = phi i32 [ 0, %outer ], [ %k1, %inner ]
  %ix = add nsw i32 %k, %oi
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i32 %ix
  %x = load float, ptr addrspace(1) %pa, align 4
  %old = load float, ptr addrspace(1) %o, align 4
  %new = fadd float %old, %x
  store float %new, ptr addrspace(1) %o, align 4
  %k1 = add nsw i32 %k, 1
  %more = icmp slt i32 %k1, %n
  br i1 %more, label %inner, label %inner_done
inner_done:
  %i1 = add nsw i32 %i, 1
  %again = icmp slt i32 %i1, 4
  br i1 %again, label %outer, label %exit
exit:
  ret void
}

; Promoted, through a switch: two of its cases leave the loop (to the same
; block), one continues through a second latch; every exit edge gets its
; own store.
define ptx_kernel void @switch_exit(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %next ], [ %k2, %skip ]
  %ix = add nsw i32 %k, %t
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %ix
  %x = load i32, ptr addrspace(1) %pa, align 4
  %old = load i32, ptr addrspace(1) %o, align 4
  %new = add i32 %old, %x
  store i32 %new, ptr addrspace(1) %o, align 4
  %sel = and i32 %x, 7
  switch i32 %sel, label %next [
    i32 5, label %exit
    i32 6, label %exit
    i32 3, label %skip
  ]
skip:
  %k2 = add nsw i32 %k, 2
  %more2 = icmp slt i32 %k2, %n
  br i1 %more2, label %loop, label %exit
next:
  %k1 = add nsw i32 %k, 1
  %more = icmp slt i32 %k1, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}
