; Loops whose pointers all advance by one runtime stride (rewrites::ivshare).
; bytes8/bytes12/scaled8: one group each (a byte stride; a float stride the GEP scales
; inside the loop). seven: below MIN_GROUP. escapes: one pointer is read after the
; loop (not through an exit edge), which leaves seven. twobase8: the starts are
; offsets from two bases, so the shared variable is an offset, not a pointer.
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @bytes8(ptr addrspace(1) %a, ptr addrspace(1) %out, i32 %n, i64 %stride) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %tid to i64
  %o0 = add i64 %t64, 0
  %p0 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o0
  %o1 = add i64 %t64, 3
  %p1 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o1
  %o2 = add i64 %t64, 6
  %p2 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o2
  %o3 = add i64 %t64, 9
  %p3 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o3
  %o4 = add i64 %t64, 12
  %p4 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o4
  %o5 = add i64 %t64, 15
  %p5 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o5
  %o6 = add i64 %t64, 18
  %p6 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o6
  %o7 = add i64 %t64, 21
  %p7 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o7
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc8, %loop ]
  %q0 = phi ptr addrspace(1) [ %p0, %entry ], [ %q0n, %loop ]
  %q1 = phi ptr addrspace(1) [ %p1, %entry ], [ %q1n, %loop ]
  %q2 = phi ptr addrspace(1) [ %p2, %entry ], [ %q2n, %loop ]
  %q3 = phi ptr addrspace(1) [ %p3, %entry ], [ %q3n, %loop ]
  %q4 = phi ptr addrspace(1) [ %p4, %entry ], [ %q4n, %loop ]
  %q5 = phi ptr addrspace(1) [ %p5, %entry ], [ %q5n, %loop ]
  %q6 = phi ptr addrspace(1) [ %p6, %entry ], [ %q6n, %loop ]
  %q7 = phi ptr addrspace(1) [ %p7, %entry ], [ %q7n, %loop ]
  %acc0 = fadd float %acc, 0.0
  %v0 = load float, ptr addrspace(1) %q0, align 4
  %w0 = fmul float %v0, 1.0
  %acc1 = fadd float %acc0, %w0
  %v1 = load float, ptr addrspace(1) %q1, align 4
  %w1 = fmul float %v1, 2.0
  %acc2 = fadd float %acc1, %w1
  %v2 = load float, ptr addrspace(1) %q2, align 4
  %w2 = fmul float %v2, 3.0
  %acc3 = fadd float %acc2, %w2
  %v3 = load float, ptr addrspace(1) %q3, align 4
  %w3 = fmul float %v3, 4.0
  %acc4 = fadd float %acc3, %w3
  %v4 = load float, ptr addrspace(1) %q4, align 4
  %w4 = fmul float %v4, 5.0
  %acc5 = fadd float %acc4, %w4
  %v5 = load float, ptr addrspace(1) %q5, align 4
  %w5 = fmul float %v5, 6.0
  %acc6 = fadd float %acc5, %w5
  %v6 = load float, ptr addrspace(1) %q6, align 4
  %w6 = fmul float %v6, 7.0
  %acc7 = fadd float %acc6, %w6
  %v7 = load float, ptr addrspace(1) %q7, align 4
  %w7 = fmul float %v7, 8.0
  %acc8 = fadd float %acc7, %w7
  %q0n = getelementptr i8, ptr addrspace(1) %q0, i64 %stride
  %q1n = getelementptr i8, ptr addrspace(1) %q1, i64 %stride
  %q2n = getelementptr i8, ptr addrspace(1) %q2, i64 %stride
  %q3n = getelementptr i8, ptr addrspace(1) %q3, i64 %stride
  %q4n = getelementptr i8, ptr addrspace(1) %q4, i64 %stride
  %q5n = getelementptr i8, ptr addrspace(1) %q5, i64 %stride
  %q6n = getelementptr i8, ptr addrspace(1) %q6, i64 %stride
  %q7n = getelementptr i8, ptr addrspace(1) %q7, i64 %stride
  %i1 = add nsw i32 %i, 1
  %d = icmp slt i32 %i1, %n
  br i1 %d, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %acc8, %loop ]
  %r2 = fadd float %r, 0.0
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t64
  store float %r2, ptr addrspace(1) %po, align 4
  ret void
}

define void @twobase8(ptr addrspace(1) %a, ptr addrspace(1) %out, i32 %n, i64 %stride) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %tid to i64
  %a2 = getelementptr inbounds i8, ptr addrspace(1) %a, i64 400
  %o0 = add i64 %t64, 0
  %p0 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o0
  %o1 = add i64 %t64, 3
  %p1 = getelementptr inbounds float, ptr addrspace(1) %a2, i64 %o1
  %o2 = add i64 %t64, 6
  %p2 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o2
  %o3 = add i64 %t64, 9
  %p3 = getelementptr inbounds float, ptr addrspace(1) %a2, i64 %o3
  %o4 = add i64 %t64, 12
  %p4 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o4
  %o5 = add i64 %t64, 15
  %p5 = getelementptr inbounds float, ptr addrspace(1) %a2, i64 %o5
  %o6 = add i64 %t64, 18
  %p6 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o6
  %o7 = add i64 %t64, 21
  %p7 = getelementptr inbounds float, ptr addrspace(1) %a2, i64 %o7
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc8, %loop ]
  %q0 = phi ptr addrspace(1) [ %p0, %entry ], [ %q0n, %loop ]
  %q1 = phi ptr addrspace(1) [ %p1, %entry ], [ %q1n, %loop ]
  %q2 = phi ptr addrspace(1) [ %p2, %entry ], [ %q2n, %loop ]
  %q3 = phi ptr addrspace(1) [ %p3, %entry ], [ %q3n, %loop ]
  %q4 = phi ptr addrspace(1) [ %p4, %entry ], [ %q4n, %loop ]
  %q5 = phi ptr addrspace(1) [ %p5, %entry ], [ %q5n, %loop ]
  %q6 = phi ptr addrspace(1) [ %p6, %entry ], [ %q6n, %loop ]
  %q7 = phi ptr addrspace(1) [ %p7, %entry ], [ %q7n, %loop ]
  %acc0 = fadd float %acc, 0.0
  %v0 = load float, ptr addrspace(1) %q0, align 4
  %w0 = fmul float %v0, 1.0
  %acc1 = fadd float %acc0, %w0
  %v1 = load float, ptr addrspace(1) %q1, align 4
  %w1 = fmul float %v1, 2.0
  %acc2 = fadd float %acc1, %w1
  %v2 = load float, ptr addrspace(1) %q2, align 4
  %w2 = fmul float %v2, 3.0
  %acc3 = fadd float %acc2, %w2
  %v3 = load float, ptr addrspace(1) %q3, align 4
  %w3 = fmul float %v3, 4.0
  %acc4 = fadd float %acc3, %w3
  %v4 = load float, ptr addrspace(1) %q4, align 4
  %w4 = fmul float %v4, 5.0
  %acc5 = fadd float %acc4, %w4
  %v5 = load float, ptr addrspace(1) %q5, align 4
  %w5 = fmul float %v5, 6.0
  %acc6 = fadd float %acc5, %w5
  %v6 = load float, ptr addrspace(1) %q6, align 4
  %w6 = fmul float %v6, 7.0
  %acc7 = fadd float %acc6, %w6
  %v7 = load float, ptr addrspace(1) %q7, align 4
  %w7 = fmul float %v7, 8.0
  %acc8 = fadd float %acc7, %w7
  %q0n = getelementptr i8, ptr addrspace(1) %q0, i64 %stride
  %q1n = getelementptr i8, ptr addrspace(1) %q1, i64 %stride
  %q2n = getelementptr i8, ptr addrspace(1) %q2, i64 %stride
  %q3n = getelementptr i8, ptr addrspace(1) %q3, i64 %stride
  %q4n = getelementptr i8, ptr addrspace(1) %q4, i64 %stride
  %q5n = getelementptr i8, ptr addrspace(1) %q5, i64 %stride
  %q6n = getelementptr i8, ptr addrspace(1) %q6, i64 %stride
  %q7n = getelementptr i8, ptr addrspace(1) %q7, i64 %stride
  %i1 = add nsw i32 %i, 1
  %d = icmp slt i32 %i1, %n
  br i1 %d, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %acc8, %loop ]
  %r2 = fadd float %r, 0.0
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t64
  store float %r2, ptr addrspace(1) %po, align 4
  ret void
}

define void @scaled8(ptr addrspace(1) %a, ptr addrspace(1) %out, i32 %n, i64 %stride) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %tid to i64
  %o0 = add i64 %t64, 0
  %p0 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o0
  %o1 = add i64 %t64, 3
  %p1 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o1
  %o2 = add i64 %t64, 6
  %p2 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o2
  %o3 = add i64 %t64, 9
  %p3 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o3
  %o4 = add i64 %t64, 12
  %p4 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o4
  %o5 = add i64 %t64, 15
  %p5 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o5
  %o6 = add i64 %t64, 18
  %p6 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o6
  %o7 = add i64 %t64, 21
  %p7 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o7
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc8, %loop ]
  %q0 = phi ptr addrspace(1) [ %p0, %entry ], [ %q0n, %loop ]
  %q1 = phi ptr addrspace(1) [ %p1, %entry ], [ %q1n, %loop ]
  %q2 = phi ptr addrspace(1) [ %p2, %entry ], [ %q2n, %loop ]
  %q3 = phi ptr addrspace(1) [ %p3, %entry ], [ %q3n, %loop ]
  %q4 = phi ptr addrspace(1) [ %p4, %entry ], [ %q4n, %loop ]
  %q5 = phi ptr addrspace(1) [ %p5, %entry ], [ %q5n, %loop ]
  %q6 = phi ptr addrspace(1) [ %p6, %entry ], [ %q6n, %loop ]
  %q7 = phi ptr addrspace(1) [ %p7, %entry ], [ %q7n, %loop ]
  %acc0 = fadd float %acc, 0.0
  %v0 = load float, ptr addrspace(1) %q0, align 4
  %w0 = fmul float %v0, 1.0
  %acc1 = fadd float %acc0, %w0
  %v1 = load float, ptr addrspace(1) %q1, align 4
  %w1 = fmul float %v1, 2.0
  %acc2 = fadd float %acc1, %w1
  %v2 = load float, ptr addrspace(1) %q2, align 4
  %w2 = fmul float %v2, 3.0
  %acc3 = fadd float %acc2, %w2
  %v3 = load float, ptr addrspace(1) %q3, align 4
  %w3 = fmul float %v3, 4.0
  %acc4 = fadd float %acc3, %w3
  %v4 = load float, ptr addrspace(1) %q4, align 4
  %w4 = fmul float %v4, 5.0
  %acc5 = fadd float %acc4, %w4
  %v5 = load float, ptr addrspace(1) %q5, align 4
  %w5 = fmul float %v5, 6.0
  %acc6 = fadd float %acc5, %w5
  %v6 = load float, ptr addrspace(1) %q6, align 4
  %w6 = fmul float %v6, 7.0
  %acc7 = fadd float %acc6, %w6
  %v7 = load float, ptr addrspace(1) %q7, align 4
  %w7 = fmul float %v7, 8.0
  %acc8 = fadd float %acc7, %w7
  %q0n = getelementptr float, ptr addrspace(1) %q0, i64 %stride
  %q1n = getelementptr float, ptr addrspace(1) %q1, i64 %stride
  %q2n = getelementptr float, ptr addrspace(1) %q2, i64 %stride
  %q3n = getelementptr float, ptr addrspace(1) %q3, i64 %stride
  %q4n = getelementptr float, ptr addrspace(1) %q4, i64 %stride
  %q5n = getelementptr float, ptr addrspace(1) %q5, i64 %stride
  %q6n = getelementptr float, ptr addrspace(1) %q6, i64 %stride
  %q7n = getelementptr float, ptr addrspace(1) %q7, i64 %stride
  %i1 = add nsw i32 %i, 1
  %d = icmp slt i32 %i1, %n
  br i1 %d, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %acc8, %loop ]
  %r2 = fadd float %r, 0.0
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t64
  store float %r2, ptr addrspace(1) %po, align 4
  ret void
}

define void @seven(ptr addrspace(1) %a, ptr addrspace(1) %out, i32 %n, i64 %stride) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %tid to i64
  %o0 = add i64 %t64, 0
  %p0 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o0
  %o1 = add i64 %t64, 3
  %p1 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o1
  %o2 = add i64 %t64, 6
  %p2 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o2
  %o3 = add i64 %t64, 9
  %p3 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o3
  %o4 = add i64 %t64, 12
  %p4 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o4
  %o5 = add i64 %t64, 15
  %p5 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o5
  %o6 = add i64 %t64, 18
  %p6 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o6
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc7, %loop ]
  %q0 = phi ptr addrspace(1) [ %p0, %entry ], [ %q0n, %loop ]
  %q1 = phi ptr addrspace(1) [ %p1, %entry ], [ %q1n, %loop ]
  %q2 = phi ptr addrspace(1) [ %p2, %entry ], [ %q2n, %loop ]
  %q3 = phi ptr addrspace(1) [ %p3, %entry ], [ %q3n, %loop ]
  %q4 = phi ptr addrspace(1) [ %p4, %entry ], [ %q4n, %loop ]
  %q5 = phi ptr addrspace(1) [ %p5, %entry ], [ %q5n, %loop ]
  %q6 = phi ptr addrspace(1) [ %p6, %entry ], [ %q6n, %loop ]
  %acc0 = fadd float %acc, 0.0
  %v0 = load float, ptr addrspace(1) %q0, align 4
  %w0 = fmul float %v0, 1.0
  %acc1 = fadd float %acc0, %w0
  %v1 = load float, ptr addrspace(1) %q1, align 4
  %w1 = fmul float %v1, 2.0
  %acc2 = fadd float %acc1, %w1
  %v2 = load float, ptr addrspace(1) %q2, align 4
  %w2 = fmul float %v2, 3.0
  %acc3 = fadd float %acc2, %w2
  %v3 = load float, ptr addrspace(1) %q3, align 4
  %w3 = fmul float %v3, 4.0
  %acc4 = fadd float %acc3, %w3
  %v4 = load float, ptr addrspace(1) %q4, align 4
  %w4 = fmul float %v4, 5.0
  %acc5 = fadd float %acc4, %w4
  %v5 = load float, ptr addrspace(1) %q5, align 4
  %w5 = fmul float %v5, 6.0
  %acc6 = fadd float %acc5, %w5
  %v6 = load float, ptr addrspace(1) %q6, align 4
  %w6 = fmul float %v6, 7.0
  %acc7 = fadd float %acc6, %w6
  %q0n = getelementptr i8, ptr addrspace(1) %q0, i64 %stride
  %q1n = getelementptr i8, ptr addrspace(1) %q1, i64 %stride
  %q2n = getelementptr i8, ptr addrspace(1) %q2, i64 %stride
  %q3n = getelementptr i8, ptr addrspace(1) %q3, i64 %stride
  %q4n = getelementptr i8, ptr addrspace(1) %q4, i64 %stride
  %q5n = getelementptr i8, ptr addrspace(1) %q5, i64 %stride
  %q6n = getelementptr i8, ptr addrspace(1) %q6, i64 %stride
  %i1 = add nsw i32 %i, 1
  %d = icmp slt i32 %i1, %n
  br i1 %d, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %acc7, %loop ]
  %r2 = fadd float %r, 0.0
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t64
  store float %r2, ptr addrspace(1) %po, align 4
  ret void
}

define void @escapes(ptr addrspace(1) %a, ptr addrspace(1) %out, i32 %n, i64 %stride) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %tid to i64
  %o0 = add i64 %t64, 0
  %p0 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o0
  %o1 = add i64 %t64, 3
  %p1 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o1
  %o2 = add i64 %t64, 6
  %p2 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o2
  %o3 = add i64 %t64, 9
  %p3 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o3
  %o4 = add i64 %t64, 12
  %p4 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o4
  %o5 = add i64 %t64, 15
  %p5 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o5
  %o6 = add i64 %t64, 18
  %p6 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o6
  %o7 = add i64 %t64, 21
  %p7 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o7
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc8, %loop ]
  %q0 = phi ptr addrspace(1) [ %p0, %entry ], [ %q0n, %loop ]
  %q1 = phi ptr addrspace(1) [ %p1, %entry ], [ %q1n, %loop ]
  %q2 = phi ptr addrspace(1) [ %p2, %entry ], [ %q2n, %loop ]
  %q3 = phi ptr addrspace(1) [ %p3, %entry ], [ %q3n, %loop ]
  %q4 = phi ptr addrspace(1) [ %p4, %entry ], [ %q4n, %loop ]
  %q5 = phi ptr addrspace(1) [ %p5, %entry ], [ %q5n, %loop ]
  %q6 = phi ptr addrspace(1) [ %p6, %entry ], [ %q6n, %loop ]
  %q7 = phi ptr addrspace(1) [ %p7, %entry ], [ %q7n, %loop ]
  %acc0 = fadd float %acc, 0.0
  %v0 = load float, ptr addrspace(1) %q0, align 4
  %w0 = fmul float %v0, 1.0
  %acc1 = fadd float %acc0, %w0
  %v1 = load float, ptr addrspace(1) %q1, align 4
  %w1 = fmul float %v1, 2.0
  %acc2 = fadd float %acc1, %w1
  %v2 = load float, ptr addrspace(1) %q2, align 4
  %w2 = fmul float %v2, 3.0
  %acc3 = fadd float %acc2, %w2
  %v3 = load float, ptr addrspace(1) %q3, align 4
  %w3 = fmul float %v3, 4.0
  %acc4 = fadd float %acc3, %w3
  %v4 = load float, ptr addrspace(1) %q4, align 4
  %w4 = fmul float %v4, 5.0
  %acc5 = fadd float %acc4, %w4
  %v5 = load float, ptr addrspace(1) %q5, align 4
  %w5 = fmul float %v5, 6.0
  %acc6 = fadd float %acc5, %w5
  %v6 = load float, ptr addrspace(1) %q6, align 4
  %w6 = fmul float %v6, 7.0
  %acc7 = fadd float %acc6, %w6
  %v7 = load float, ptr addrspace(1) %q7, align 4
  %w7 = fmul float %v7, 8.0
  %acc8 = fadd float %acc7, %w7
  %q0n = getelementptr i8, ptr addrspace(1) %q0, i64 %stride
  %q1n = getelementptr i8, ptr addrspace(1) %q1, i64 %stride
  %q2n = getelementptr i8, ptr addrspace(1) %q2, i64 %stride
  %q3n = getelementptr i8, ptr addrspace(1) %q3, i64 %stride
  %q4n = getelementptr i8, ptr addrspace(1) %q4, i64 %stride
  %q5n = getelementptr i8, ptr addrspace(1) %q5, i64 %stride
  %q6n = getelementptr i8, ptr addrspace(1) %q6, i64 %stride
  %q7n = getelementptr i8, ptr addrspace(1) %q7, i64 %stride
  %i1 = add nsw i32 %i, 1
  %d = icmp slt i32 %i1, %n
  br i1 %d, label %loop, label %after
after:
  %lv = load float, ptr addrspace(1) %q0, align 4
  %s = fadd float %acc8, %lv
  br label %exit
exit:
  %r2 = phi float [ 0.0, %entry ], [ %s, %after ]
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t64
  store float %r2, ptr addrspace(1) %po, align 4
  ret void
}

define void @bytes12(ptr addrspace(1) %a, ptr addrspace(1) %out, i32 %n, i64 %stride) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %tid to i64
  %o0 = add i64 %t64, 0
  %p0 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o0
  %o1 = add i64 %t64, 3
  %p1 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o1
  %o2 = add i64 %t64, 6
  %p2 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o2
  %o3 = add i64 %t64, 9
  %p3 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o3
  %o4 = add i64 %t64, 12
  %p4 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o4
  %o5 = add i64 %t64, 15
  %p5 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o5
  %o6 = add i64 %t64, 18
  %p6 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o6
  %o7 = add i64 %t64, 21
  %p7 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o7
  %o8 = add i64 %t64, 24
  %p8 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o8
  %o9 = add i64 %t64, 27
  %p9 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o9
  %o10 = add i64 %t64, 30
  %p10 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o10
  %o11 = add i64 %t64, 33
  %p11 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %o11
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc12, %loop ]
  %q0 = phi ptr addrspace(1) [ %p0, %entry ], [ %q0n, %loop ]
  %q1 = phi ptr addrspace(1) [ %p1, %entry ], [ %q1n, %loop ]
  %q2 = phi ptr addrspace(1) [ %p2, %entry ], [ %q2n, %loop ]
  %q3 = phi ptr addrspace(1) [ %p3, %entry ], [ %q3n, %loop ]
  %q4 = phi ptr addrspace(1) [ %p4, %entry ], [ %q4n, %loop ]
  %q5 = phi ptr addrspace(1) [ %p5, %entry ], [ %q5n, %loop ]
  %q6 = phi ptr addrspace(1) [ %p6, %entry ], [ %q6n, %loop ]
  %q7 = phi ptr addrspace(1) [ %p7, %entry ], [ %q7n, %loop ]
  %q8 = phi ptr addrspace(1) [ %p8, %entry ], [ %q8n, %loop ]
  %q9 = phi ptr addrspace(1) [ %p9, %entry ], [ %q9n, %loop ]
  %q10 = phi ptr addrspace(1) [ %p10, %entry ], [ %q10n, %loop ]
  %q11 = phi ptr addrspace(1) [ %p11, %entry ], [ %q11n, %loop ]
  %acc0 = fadd float %acc, 0.0
  %v0 = load float, ptr addrspace(1) %q0, align 4
  %w0 = fmul float %v0, 1.0
  %acc1 = fadd float %acc0, %w0
  %v1 = load float, ptr addrspace(1) %q1, align 4
  %w1 = fmul float %v1, 2.0
  %acc2 = fadd float %acc1, %w1
  %v2 = load float, ptr addrspace(1) %q2, align 4
  %w2 = fmul float %v2, 3.0
  %acc3 = fadd float %acc2, %w2
  %v3 = load float, ptr addrspace(1) %q3, align 4
  %w3 = fmul float %v3, 4.0
  %acc4 = fadd float %acc3, %w3
  %v4 = load float, ptr addrspace(1) %q4, align 4
  %w4 = fmul float %v4, 5.0
  %acc5 = fadd float %acc4, %w4
  %v5 = load float, ptr addrspace(1) %q5, align 4
  %w5 = fmul float %v5, 6.0
  %acc6 = fadd float %acc5, %w5
  %v6 = load float, ptr addrspace(1) %q6, align 4
  %w6 = fmul float %v6, 7.0
  %acc7 = fadd float %acc6, %w6
  %v7 = load float, ptr addrspace(1) %q7, align 4
  %w7 = fmul float %v7, 8.0
  %acc8 = fadd float %acc7, %w7
  %v8 = load float, ptr addrspace(1) %q8, align 4
  %w8 = fmul float %v8, 9.0
  %acc9 = fadd float %acc8, %w8
  %v9 = load float, ptr addrspace(1) %q9, align 4
  %w9 = fmul float %v9, 10.0
  %acc10 = fadd float %acc9, %w9
  %v10 = load float, ptr addrspace(1) %q10, align 4
  %w10 = fmul float %v10, 11.0
  %acc11 = fadd float %acc10, %w10
  %v11 = load float, ptr addrspace(1) %q11, align 4
  %w11 = fmul float %v11, 12.0
  %acc12 = fadd float %acc11, %w11
  %q0n = getelementptr i8, ptr addrspace(1) %q0, i64 %stride
  %q1n = getelementptr i8, ptr addrspace(1) %q1, i64 %stride
  %q2n = getelementptr i8, ptr addrspace(1) %q2, i64 %stride
  %q3n = getelementptr i8, ptr addrspace(1) %q3, i64 %stride
  %q4n = getelementptr i8, ptr addrspace(1) %q4, i64 %stride
  %q5n = getelementptr i8, ptr addrspace(1) %q5, i64 %stride
  %q6n = getelementptr i8, ptr addrspace(1) %q6, i64 %stride
  %q7n = getelementptr i8, ptr addrspace(1) %q7, i64 %stride
  %q8n = getelementptr i8, ptr addrspace(1) %q8, i64 %stride
  %q9n = getelementptr i8, ptr addrspace(1) %q9, i64 %stride
  %q10n = getelementptr i8, ptr addrspace(1) %q10, i64 %stride
  %q11n = getelementptr i8, ptr addrspace(1) %q11, i64 %stride
  %i1 = add nsw i32 %i, 1
  %d = icmp slt i32 %i1, %n
  br i1 %d, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %acc12, %loop ]
  %r2 = fadd float %r, 0.0
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t64
  store float %r2, ptr addrspace(1) %po, align 4
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!0 = !{ptr @bytes8, !"kernel", i32 1}
!1 = !{ptr @scaled8, !"kernel", i32 1}
!2 = !{ptr @seven, !"kernel", i32 1}
!3 = !{ptr @escapes, !"kernel", i32 1}
!4 = !{ptr @bytes12, !"kernel", i32 1}
!5 = !{ptr @twobase8, !"kernel", i32 1}
