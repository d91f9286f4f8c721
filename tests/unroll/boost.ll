; Seed 001's dynamic cost boost: two loops of 8 iterations whose bodies
; are too large to unroll fully by the plain estimate (8 x 53 > 405).
; In @folds the 48-instruction chain depends on the counter alone and
; folds to a constant in every copy: the boost lets it unroll. In @stays
; the chain depends on a load: nothing folds, and it stays a loop. @flat
; is for flat-loop-tripcount-threshold, @partial302 for partial unrolling.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @folds(ptr addrspace(1) noalias align 4 %a, ptr addrspace(1) noalias align 4 %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %c0 = mul i32 %i, 7
  %c1 = add i32 %c0, 13
  %c2 = xor i32 %c1, 85
  %c3 = shl i32 %c2, 1
  %c4 = sub i32 %c3, 9
  %c5 = or i32 %c4, 256
  %c6 = mul i32 %c5, 7
  %c7 = add i32 %c6, 13
  %c8 = xor i32 %c7, 85
  %c9 = shl i32 %c8, 1
  %c10 = sub i32 %c9, 9
  %c11 = or i32 %c10, 256
  %c12 = mul i32 %c11, 7
  %c13 = add i32 %c12, 13
  %c14 = xor i32 %c13, 85
  %c15 = shl i32 %c14, 1
  %c16 = sub i32 %c15, 9
  %c17 = or i32 %c16, 256
  %c18 = mul i32 %c17, 7
  %c19 = add i32 %c18, 13
  %c20 = xor i32 %c19, 85
  %c21 = shl i32 %c20, 1
  %c22 = sub i32 %c21, 9
  %c23 = or i32 %c22, 256
  %c24 = mul i32 %c23, 7
  %c25 = add i32 %c24, 13
  %c26 = xor i32 %c25, 85
  %c27 = shl i32 %c26, 1
  %c28 = sub i32 %c27, 9
  %c29 = or i32 %c28, 256
  %c30 = mul i32 %c29, 7
  %c31 = add i32 %c30, 13
  %c32 = xor i32 %c31, 85
  %c33 = shl i32 %c32, 1
  %c34 = sub i32 %c33, 9
  %c35 = or i32 %c34, 256
  %c36 = mul i32 %c35, 7
  %c37 = add i32 %c36, 13
  %c38 = xor i32 %c37, 85
  %c39 = shl i32 %c38, 1
  %c40 = sub i32 %c39, 9
  %c41 = or i32 %c40, 256
  %c42 = mul i32 %c41, 7
  %c43 = add i32 %c42, 13
  %c44 = xor i32 %c43, 85
  %c45 = shl i32 %c44, 1
  %c46 = sub i32 %c45, 9
  %c47 = or i32 %c46, 256
  %m = and i32 %c47, 63
  %idx = add i32 %tid, %m
  %ix = zext i32 %idx to i64
  %p = getelementptr i32, ptr addrspace(1) %a, i64 %ix
  %x = load i32, ptr addrspace(1) %p, align 4
  %acc1 = add i32 %acc, %x
  %i1 = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i1, 8
  br i1 %c, label %loop, label %exit
exit:
  %o = zext i32 %tid to i64
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %o
  store i32 %acc1, ptr addrspace(1) %q, align 4
  ret void
}

define void @stays(ptr addrspace(1) noalias align 4 %a, ptr addrspace(1) noalias align 4 %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %idx = add i32 %tid, %i
  %ix = zext i32 %idx to i64
  %p = getelementptr i32, ptr addrspace(1) %a, i64 %ix
  %x = load i32, ptr addrspace(1) %p, align 4
  %d0 = mul i32 %x, 7
  %d1 = add i32 %d0, 13
  %d2 = xor i32 %d1, 85
  %d3 = shl i32 %d2, 1
  %d4 = sub i32 %d3, 9
  %d5 = or i32 %d4, 256
  %d6 = mul i32 %d5, 7
  %d7 = add i32 %d6, 13
  %d8 = xor i32 %d7, 85
  %d9 = shl i32 %d8, 1
  %d10 = sub i32 %d9, 9
  %d11 = or i32 %d10, 256
  %d12 = mul i32 %d11, 7
  %d13 = add i32 %d12, 13
  %d14 = xor i32 %d13, 85
  %d15 = shl i32 %d14, 1
  %d16 = sub i32 %d15, 9
  %d17 = or i32 %d16, 256
  %d18 = mul i32 %d17, 7
  %d19 = add i32 %d18, 13
  %d20 = xor i32 %d19, 85
  %d21 = shl i32 %d20, 1
  %d22 = sub i32 %d21, 9
  %d23 = or i32 %d22, 256
  %d24 = mul i32 %d23, 7
  %d25 = add i32 %d24, 13
  %d26 = xor i32 %d25, 85
  %d27 = shl i32 %d26, 1
  %d28 = sub i32 %d27, 9
  %d29 = or i32 %d28, 256
  %d30 = mul i32 %d29, 7
  %d31 = add i32 %d30, 13
  %d32 = xor i32 %d31, 85
  %d33 = shl i32 %d32, 1
  %d34 = sub i32 %d33, 9
  %d35 = or i32 %d34, 256
  %d36 = mul i32 %d35, 7
  %d37 = add i32 %d36, 13
  %d38 = xor i32 %d37, 85
  %d39 = shl i32 %d38, 1
  %d40 = sub i32 %d39, 9
  %d41 = or i32 %d40, 256
  %d42 = mul i32 %d41, 7
  %d43 = add i32 %d42, 13
  %d44 = xor i32 %d43, 85
  %d45 = shl i32 %d44, 1
  %d46 = sub i32 %d45, 9
  %d47 = or i32 %d46, 256
  %d48 = mul i32 %d47, 7
  %d49 = add i32 %d48, 13
  %d50 = xor i32 %d49, 85
  %d51 = shl i32 %d50, 1
  %d52 = sub i32 %d51, 9
  %d53 = or i32 %d52, 256
  %acc1 = add i32 %acc, %d53
  %i1 = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i1, 8
  br i1 %c, label %loop, label %exit
exit:
  %o = zext i32 %tid to i64
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %o
  store i32 %acc1, ptr addrspace(1) %q, align 4
  ret void
}

; At most 7 iterations (`i < n & 7`): unrolled at runtime by 4 by
; default, kept as a flat loop when flat-loop-tripcount-threshold is 8 or
; more.
define void @flat(ptr addrspace(1) noalias align 4 %a, ptr addrspace(1) noalias align 4 %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %m = and i32 %n, 7
  %any = icmp ugt i32 %m, 0
  br i1 %any, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %idx = add i32 %tid, %i
  %ix = zext i32 %idx to i64
  %p = getelementptr i32, ptr addrspace(1) %a, i64 %ix
  %x = load i32, ptr addrspace(1) %p, align 4
  %y = mul i32 %x, %x
  %acc1 = add i32 %acc, %y
  %i1 = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i1, %m
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %o = zext i32 %tid to i64
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %o
  store i32 %r, ptr addrspace(1) %q, align 4
  ret void
}

; A constant trip count of 302, too many to unroll fully: with
; -unroll-allow-partial, unrolled by 2 (the largest power of two dividing
; 302), or by 4 with a remainder of 2 under -unroll-allow-remainder.
define void @partial302(ptr addrspace(1) noalias align 4 %a, ptr addrspace(1) noalias align 4 %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %m = and i32 %i, 127
  %idx = add i32 %tid, %m
  %ix = zext i32 %idx to i64
  %p = getelementptr i32, ptr addrspace(1) %a, i64 %ix
  %x = load i32, ptr addrspace(1) %p, align 4
  %acc1 = add i32 %acc, %x
  %i1 = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i1, 302
  br i1 %c, label %loop, label %exit
exit:
  %o = zext i32 %tid to i64
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %o
  store i32 %acc1, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1, !2, !3}
!0 = !{ptr @folds, !"kernel", i32 1}
!1 = !{ptr @stays, !"kernel", i32 1}
!2 = !{ptr @flat, !"kernel", i32 1}
!3 = !{ptr @partial302, !"kernel", i32 1}
