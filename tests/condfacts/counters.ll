; Loop counters correlated-propagation proves or refuses `nsw` for
; (dialects/tests/condfacts.rs, infer_counter_nsw). Each kernel sums
; x[k + r] over its loop into y[tid].
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; for (dx = -r; dx <= r; ++dx) after rotation, behind `if (r >= 0)`:
; proven (both the entry guard and the loop's own facts).
define ptx_kernel void @sym(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %r) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %neg = icmp slt i32 %r, 0
  %start = sub i32 0, %r
  br i1 %neg, label %exit, label %loop
loop:
  %k = phi i32 [ %start, %entry ], [ %k1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %i = add nsw i32 %k, %r
  %i64 = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i64
  %v = load float, ptr addrspace(1) %p, align 4
  %s1 = fadd float %s, %v
  %k1 = add i32 %k, 1
  %c = icmp eq i32 %k, %r
  br i1 %c, label %exit, label %loop
exit:
  %o = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %t64 = sext i32 %t to i64
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %o, ptr addrspace(1) %q, align 4
  ret void
}

; The same without the guard: for r < 0 the counter would pass the bound
; and wrap around, so nothing is proven.
define ptx_kernel void @unguarded(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %r) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %start = sub i32 0, %r
  br label %loop
loop:
  %k = phi i32 [ %start, %entry ], [ %k1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %i = add i32 %k, %r
  %i64 = zext i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i64
  %v = load float, ptr addrspace(1) %p, align 4
  %s1 = fadd float %s, %v
  %k1 = add i32 %k, 1
  %c = icmp eq i32 %k, %r
  br i1 %c, label %exit, label %loop
exit:
  %t64 = sext i32 %t to i64
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %s1, ptr addrspace(1) %q, align 4
  ret void
}

; Guarded, but the increment is used after the loop, where it is one past
; the bound (r + 1 wraps for r = INT_MAX): not proven.
define ptx_kernel void @used_after(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %r) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %neg = icmp slt i32 %r, 0
  br i1 %neg, label %exit, label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %k64 = zext i32 %k to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %k64
  %v = load float, ptr addrspace(1) %p, align 4
  %s1 = fadd float %s, %v
  %k1 = add i32 %k, 1
  %c = icmp eq i32 %k, %r
  br i1 %c, label %exit, label %loop
exit:
  %o = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %n = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %nf = sitofp i32 %n to float
  %o2 = fadd float %o, %nf
  %t64 = sext i32 %t to i64
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %o2, ptr addrspace(1) %q, align 4
  ret void
}

; Counting down to a bound, testing the next value: `k - 1 == lo` leaves,
; entered only when 7 > lo: proven.
define ptx_kernel void @down_next(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %lo) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %go = icmp slt i32 %lo, 7
  br i1 %go, label %pre, label %exit
pre:
  %small = icmp sgt i32 %lo, -5
  br i1 %small, label %loop, label %exit
loop:
  %k = phi i32 [ 7, %pre ], [ %k1, %loop ]
  %s = phi float [ 0.0, %pre ], [ %s1, %loop ]
  %i = add nsw i32 %k, 5
  %i64 = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i64
  %v = load float, ptr addrspace(1) %p, align 4
  %s1 = fadd float %s, %v
  %k1 = add i32 %k, -1
  %c = icmp ne i32 %k1, %lo
  br i1 %c, label %loop, label %exit
exit:
  %o = phi float [ 0.0, %entry ], [ 0.0, %pre ], [ %s1, %loop ]
  %t64 = sext i32 %t to i64
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %o, ptr addrspace(1) %q, align 4
  ret void
}
