; load-hoist cases: thread t owns 64 i32 of %d from t*64, and row t*%n of
; %c (%n >= 128 keeps the threads' rows apart). Case K stores through a
; pointer named %sK and then loads %lK; the test reads from the order
; which loads moved above their store.
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

@sh = internal addrspace(3) global [256 x i32] undef, align 4

define ptx_kernel void @k(ptr addrspace(1) %c, ptr addrspace(1) %d, ptr addrspace(1) noalias %r, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %own = mul i64 %t64, 256
  %db = getelementptr inbounds i8, ptr addrspace(1) %d, i64 %own
  %i = mul i32 %t, %n
  ; 1: C[i] then C[i + 16], the add without nsw: moves.
  %x1 = sext i32 %i to i64
  %s1 = getelementptr inbounds i32, ptr addrspace(1) %c, i64 %x1
  %v1 = load i32, ptr addrspace(1) %s1, align 4
  %w1 = add i32 %v1, 1
  store i32 %w1, ptr addrspace(1) %s1, align 4
  %i16 = add i32 %i, 16
  %x16 = sext i32 %i16 to i64
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %c, i64 %x16
  %l1 = load i32, ptr addrspace(1) %p1, align 4
  ; 2: constant byte offsets of one base, bytes 4..8 against 8..12: moves.
  %s2 = getelementptr inbounds i8, ptr addrspace(1) %db, i64 4
  store i32 %l1, ptr addrspace(1) %s2, align 4
  %p2 = getelementptr inbounds i8, ptr addrspace(1) %db, i64 8
  %l2 = load i32, ptr addrspace(1) %p2, align 4
  ; 3: an i64 store over bytes 16..24 and an i32 load at 20: stays.
  %s3 = getelementptr inbounds i8, ptr addrspace(1) %db, i64 16
  %w3 = sext i32 %l2 to i64
  store i64 %w3, ptr addrspace(1) %s3, align 8
  %p3 = getelementptr inbounds i8, ptr addrspace(1) %db, i64 20
  %l3 = load i32, ptr addrspace(1) %p3, align 4
  ; 4: the same address: stays.
  %s4 = getelementptr inbounds i8, ptr addrspace(1) %db, i64 24
  store i32 %l3, ptr addrspace(1) %s4, align 4
  %l4 = load i32, ptr addrspace(1) %s4, align 4
  ; 5: two parameters, neither noalias: stays.
  %i20 = add i32 %i, 20
  %x20 = sext i32 %i20 to i64
  %s5 = getelementptr inbounds i32, ptr addrspace(1) %c, i64 %x20
  store i32 %l4, ptr addrspace(1) %s5, align 4
  %p5 = getelementptr inbounds i8, ptr addrspace(1) %db, i64 28
  %l5 = load i32, ptr addrspace(1) %p5, align 4
  ; 6: a noalias parameter: moves.
  %i24 = add i32 %i, 24
  %x24 = sext i32 %i24 to i64
  %s6 = getelementptr inbounds i32, ptr addrspace(1) %c, i64 %x24
  store i32 %l5, ptr addrspace(1) %s6, align 4
  %p6 = getelementptr inbounds i32, ptr addrspace(1) %r, i64 %t64
  %l6 = load i32, ptr addrspace(1) %p6, align 4
  ; 7: shared memory against global memory: moves.
  %s7 = getelementptr inbounds [256 x i32], ptr addrspace(3) @sh, i64 0, i64 %t64
  store i32 %l6, ptr addrspace(3) %s7, align 4
  %p7 = getelementptr inbounds i8, ptr addrspace(1) %db, i64 32
  %l7 = load i32, ptr addrspace(1) %p7, align 4
  ; 8: a barrier in between: stays.
  %s8 = getelementptr inbounds i8, ptr addrspace(1) %db, i64 36
  store i32 %l7, ptr addrspace(1) %s8, align 4
  call void @llvm.nvvm.barrier0()
  %p8 = getelementptr inbounds i8, ptr addrspace(1) %db, i64 40
  %l8 = load i32, ptr addrspace(1) %p8, align 4
  ; 9: indices differing by a variable: stays.
  %half = lshr i32 %n, 1
  %in = add i32 %i, %half
  %xn = sext i32 %in to i64
  %s9 = getelementptr inbounds i32, ptr addrspace(1) %c, i64 %xn
  store i32 %l8, ptr addrspace(1) %s9, align 4
  %p9 = getelementptr inbounds i32, ptr addrspace(1) %c, i64 %x16
  %l9 = load i32, ptr addrspace(1) %p9, align 4
  ; 10: a volatile store in between: stays.
  %s10 = getelementptr inbounds i8, ptr addrspace(1) %db, i64 44
  store volatile i32 %l9, ptr addrspace(1) %s10, align 4
  %p10 = getelementptr inbounds i8, ptr addrspace(1) %db, i64 48
  %l10 = load i32, ptr addrspace(1) %p10, align 4
  ; 11: i16 elements 2i+7 and 2i+3 (32-bit indices, no nsw), 8 bytes
  ; apart whatever wraps: moves.
  %i2 = shl i32 %i, 1
  %i7 = add i32 %i2, 7
  %x7 = sext i32 %i7 to i64
  %s11 = getelementptr inbounds i16, ptr addrspace(1) %c, i64 %x7
  %h = trunc i32 %l10 to i16
  store i16 %h, ptr addrspace(1) %s11, align 2
  %i3 = add i32 %i2, 3
  %x3 = sext i32 %i3 to i64
  %p11 = getelementptr inbounds i16, ptr addrspace(1) %c, i64 %x3
  %l11 = load i16, ptr addrspace(1) %p11, align 2
  %l11w = sext i16 %l11 to i32
  %sum = add i32 %l11w, %l1
  %sum2 = add i32 %sum, %l2
  %sum3 = add i32 %sum2, %l6
  %sum4 = add i32 %sum3, %l7
  %p12 = getelementptr inbounds i8, ptr addrspace(1) %db, i64 52
  store i32 %sum4, ptr addrspace(1) %p12, align 4
  ret void
}

; An epilogue as sgemm's: C[r*N + c + 16*j] = a*acc + b*C[...] for four
; columns of one row, then one more element at an unknown distance
; (N/2: it may meet the others, so its load waits).
define ptx_kernel void @epi(ptr addrspace(1) %cm, i32 %nn, float %a, float %b) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %r0 = mul i32 %t, %nn
  %e0 = sext i32 %r0 to i64
  %q0 = getelementptr inbounds float, ptr addrspace(1) %cm, i64 %e0
  %c0 = load float, ptr addrspace(1) %q0, align 4
  %m0 = fmul float %c0, %b
  %y0 = fadd float %m0, %a
  store float %y0, ptr addrspace(1) %q0, align 4
  %r1 = add i32 %r0, 16
  %e1 = sext i32 %r1 to i64
  %q1 = getelementptr inbounds float, ptr addrspace(1) %cm, i64 %e1
  %c1 = load float, ptr addrspace(1) %q1, align 4
  %m1 = fmul float %c1, %b
  %y1 = fadd float %m1, %a
  store float %y1, ptr addrspace(1) %q1, align 4
  %r2 = add i32 %r0, 32
  %e2 = sext i32 %r2 to i64
  %q2 = getelementptr inbounds float, ptr addrspace(1) %cm, i64 %e2
  %c2 = load float, ptr addrspace(1) %q2, align 4
  %m2 = fmul float %c2, %b
  %y2 = fadd float %m2, %a
  store float %y2, ptr addrspace(1) %q2, align 4
  %r3 = add i32 %r0, 48
  %e3 = sext i32 %r3 to i64
  %q3 = getelementptr inbounds float, ptr addrspace(1) %cm, i64 %e3
  %c3 = load float, ptr addrspace(1) %q3, align 4
  %m3 = fmul float %c3, %b
  %y3 = fadd float %m3, %a
  store float %y3, ptr addrspace(1) %q3, align 4
  %hh = lshr i32 %nn, 1
  %nr = add i32 %r0, %hh
  %e4 = sext i32 %nr to i64
  %q4 = getelementptr inbounds float, ptr addrspace(1) %cm, i64 %e4
  %c4 = load float, ptr addrspace(1) %q4, align 4
  %m4 = fmul float %c4, %b
  %y4 = fadd float %m4, %a
  store float %y4, ptr addrspace(1) %q4, align 4
  ret void
}
