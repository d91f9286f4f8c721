; Loops for loop strength reduction (rewrites::lsr): each kernel's
; addresses are affine in one induction variable, or (@wrap) not exactly.
; Every loop is entered through a trip-count test, as clang emits `for`.
target triple = "nvptx64-nvidia-cuda"

; y[i] = x[i] + 2 * x[i+1]: x[i] and x[i+1] share one pointer (+4).
define ptx_kernel void @fwd(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n) {
entry:
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i64 = sext i32 %i to i64
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i64
  %a = load float, ptr addrspace(1) %px, align 4
  %j = add nsw i32 %i, 1
  %j64 = sext i32 %j to i64
  %px1 = getelementptr inbounds float, ptr addrspace(1) %x, i64 %j64
  %b = load float, ptr addrspace(1) %px1, align 4
  %b2 = fmul float %b, 2.0
  %s = fadd float %a, %b2
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %i64
  store float %s, ptr addrspace(1) %py, align 4
  %i1 = add nsw i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; for (i = n - 1; i >= 0; --i) y[i] = 3 * x[i]: stride -4.
define ptx_kernel void @rev(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n) {
entry:
  %go = icmp sgt i32 %n, 0
  %start = add nsw i32 %n, -1
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ %start, %entry ], [ %i1, %loop ]
  %i64 = sext i32 %i to i64
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i64
  %a = load float, ptr addrspace(1) %px, align 4
  %a3 = fmul float %a, 3.0
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %i64
  store float %a3, ptr addrspace(1) %py, align 4
  %i1 = add nsw i32 %i, -1
  %c = icmp sge i32 %i1, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Column sums: y[col] = sum over k < n of x[k * pitch + col]; the stride
; is 4 * pitch, a loop-invariant register.
define ptx_kernel void @strided(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n, i32 %pitch) {
entry:
  %col = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc1, %loop ]
  %row = mul nsw i32 %k, %pitch
  %idx = add nsw i32 %row, %col
  %idx64 = sext i32 %idx to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %idx64
  %v = load float, ptr addrspace(1) %p, align 4
  %acc1 = fadd float %acc, %v
  %k1 = add nsw i32 %k, 1
  %c = icmp slt i32 %k1, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %acc1, %loop ]
  %col64 = zext i32 %col to i64
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %col64
  store float %r, ptr addrspace(1) %py, align 4
  ret void
}

; An unsigned index that may wrap (no nuw): zext(i + 1) is not
; zext(i) + 1 at i = 2^32 - 1, so nothing is reduced.
define ptx_kernel void @wrap(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n) {
entry:
  %go = icmp ne i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i64 = zext i32 %i to i64
  %px = getelementptr inbounds i32, ptr addrspace(1) %x, i64 %i64
  %a = load i32, ptr addrspace(1) %px, align 4
  %py = getelementptr inbounds i32, ptr addrspace(1) %y, i64 %i64
  %a1 = add i32 %a, 7
  store i32 %a1, ptr addrspace(1) %py, align 4
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; The same with nuw on the increment: reduced, stride 4.
define ptx_kernel void @nowrap(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n) {
entry:
  %go = icmp ne i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i64 = zext i32 %i to i64
  %px = getelementptr inbounds i32, ptr addrspace(1) %x, i64 %i64
  %a = load i32, ptr addrspace(1) %px, align 4
  %py = getelementptr inbounds i32, ptr addrspace(1) %y, i64 %i64
  %a1 = add i32 %a, 7
  store i32 %a1, ptr addrspace(1) %py, align 4
  %i1 = add nuw i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; A 64-bit counter stepping by 2 over float pairs: y[i/2] = x[i] * x[i+1].
define ptx_kernel void @wide(ptr addrspace(1) %x, ptr addrspace(1) %y, i64 %n) {
entry:
  %go = icmp sgt i64 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i
  %a = load float, ptr addrspace(1) %px, align 4
  %px1 = getelementptr inbounds float, ptr addrspace(1) %px, i64 1
  %b = load float, ptr addrspace(1) %px1, align 4
  %m = fmul float %a, %b
  %h = lshr i64 %i, 1
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %h
  store float %m, ptr addrspace(1) %py, align 4
  %i1 = add i64 %i, 2
  %c = icmp slt i64 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; Rows of a pitched array: idx steps by the loop-invariant %pitch (nsw), as
; 2D and 3D stencils walk rows and planes. x[idx-1], x[idx] and x[idx+1]
; share one pointer (offsets 0, 4, 8) that advances by 4 * pitch.
define ptx_kernel void @pitched(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n, i32 %pitch) {
entry:
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %idx = phi i32 [ 1, %entry ], [ %idx1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %im = add nsw i32 %idx, -1
  %ip = add nsw i32 %idx, 1
  %em = sext i32 %im to i64
  %e0 = sext i32 %idx to i64
  %ep = sext i32 %ip to i64
  %pm = getelementptr inbounds float, ptr addrspace(1) %x, i64 %em
  %p0 = getelementptr inbounds float, ptr addrspace(1) %x, i64 %e0
  %pp = getelementptr inbounds float, ptr addrspace(1) %x, i64 %ep
  %vm = load float, ptr addrspace(1) %pm, align 4
  %v0 = load float, ptr addrspace(1) %p0, align 4
  %vp = load float, ptr addrspace(1) %pp, align 4
  %a = fadd float %vm, %vp
  %b = fmul float %v0, 2.0
  %c = fadd float %a, %b
  %s1 = fadd float %s, %c
  %idx1 = add nsw i32 %idx, %pitch
  %k1 = add nsw i32 %k, 1
  %more = icmp slt i32 %k1, %n
  br i1 %more, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %s1, %loop ]
  store float %r, ptr addrspace(1) %y, align 4
  ret void
}

; The same walked down from 78 by `sub nsw %idx, %pitch`: the pointer
; advances by -4 * pitch.
define ptx_kernel void @pitched_down(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n, i32 %pitch) {
entry:
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %idx = phi i32 [ 78, %entry ], [ %idx1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %im = add nsw i32 %idx, -1
  %ip = add nsw i32 %idx, 1
  %em = sext i32 %im to i64
  %e0 = sext i32 %idx to i64
  %ep = sext i32 %ip to i64
  %pm = getelementptr inbounds float, ptr addrspace(1) %x, i64 %em
  %p0 = getelementptr inbounds float, ptr addrspace(1) %x, i64 %e0
  %pp = getelementptr inbounds float, ptr addrspace(1) %x, i64 %ep
  %vm = load float, ptr addrspace(1) %pm, align 4
  %v0 = load float, ptr addrspace(1) %p0, align 4
  %vp = load float, ptr addrspace(1) %pp, align 4
  %a = fadd float %vm, %vp
  %b = fmul float %v0, 2.0
  %c = fadd float %a, %b
  %s1 = fadd float %s, %c
  %idx1 = sub nsw i32 %idx, %pitch
  %k1 = add nsw i32 %k, 1
  %more = icmp slt i32 %k1, %n
  br i1 %more, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %s1, %loop ]
  store float %r, ptr addrspace(1) %y, align 4
  ret void
}

; The same without nsw on the step: sext(idx + pitch) need not be
; sext(idx) + sext(pitch), so nothing is reduced.
define ptx_kernel void @pitched_wrap(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n, i32 %pitch) {
entry:
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %idx = phi i32 [ 1, %entry ], [ %idx1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %im = add nsw i32 %idx, -1
  %ip = add nsw i32 %idx, 1
  %em = sext i32 %im to i64
  %e0 = sext i32 %idx to i64
  %ep = sext i32 %ip to i64
  %pm = getelementptr inbounds float, ptr addrspace(1) %x, i64 %em
  %p0 = getelementptr inbounds float, ptr addrspace(1) %x, i64 %e0
  %pp = getelementptr inbounds float, ptr addrspace(1) %x, i64 %ep
  %vm = load float, ptr addrspace(1) %pm, align 4
  %v0 = load float, ptr addrspace(1) %p0, align 4
  %vp = load float, ptr addrspace(1) %pp, align 4
  %a = fadd float %vm, %vp
  %b = fmul float %v0, 2.0
  %c = fadd float %a, %b
  %s1 = fadd float %s, %c
  %idx1 = add i32 %idx, %pitch
  %k1 = add nsw i32 %k, 1
  %more = icmp slt i32 %k1, %n
  br i1 %more, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %s1, %loop ]
  store float %r, ptr addrspace(1) %y, align 4
  ret void
}

; A bare pitched index (x[idx] alone, a grid-stride loop's shape): no
; neighbour and no term of its own, so no pointer is worth its register.
define ptx_kernel void @pitched_bare(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n, i32 %pitch) {
entry:
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %idx = phi i32 [ 1, %entry ], [ %idx1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %e0 = sext i32 %idx to i64
  %p0 = getelementptr inbounds float, ptr addrspace(1) %x, i64 %e0
  %v0 = load float, ptr addrspace(1) %p0, align 4
  %s1 = fadd float %s, %v0
  %idx1 = add nsw i32 %idx, %pitch
  %k1 = add nsw i32 %k, 1
  %more = icmp slt i32 %k1, %n
  br i1 %more, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %s1, %loop ]
  store float %r, ptr addrspace(1) %y, align 4
  ret void
}

; A row pointer plus a byte offset set before the loop (`(char *)(x + k) +
; off`): the load's address is reduced, though its base is no address the
; loop loads from (only addresses chained on loaded ones ride on them).
define ptx_kernel void @rowgep(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n, i32 %col) {
entry:
  %go = icmp sgt i32 %n, 0
  %c64 = sext i32 %col to i64
  %off = shl nsw i64 %c64, 2
  br i1 %go, label %loop, label %exit
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %k64 = sext i32 %k to i64
  %row = getelementptr inbounds float, ptr addrspace(1) %x, i64 %k64
  %p = getelementptr inbounds i8, ptr addrspace(1) %row, i64 %off
  %v = load float, ptr addrspace(1) %p, align 4
  %s1 = fadd float %s, %v
  %k1 = add nsw i32 %k, 1
  %more = icmp slt i32 %k1, %n
  br i1 %more, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %s1, %loop ]
  store float %r, ptr addrspace(1) %y, align 4
  ret void
}

; Four rows of a tile, (t + 64·l) >> 6, each read at column t + k·pitch:
; one pointer advancing by pitch·4 and three links at multiples of the
; row distance pitch·4 (lsr_chain), the rows' shifts seen as (t >> 6) + l.
define ptx_kernel void @chain(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n, i32 %pitch) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %r0 = ashr i32 %t, 6
  %t1 = add nsw i32 %t, 64
  %r1 = ashr i32 %t1, 6
  %t2 = add nsw i32 %t, 128
  %r2 = ashr i32 %t2, 6
  %t3 = add nsw i32 %t, 192
  %r3 = ashr i32 %t3, 6
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s4, %loop ]
  %a0 = add nsw i32 %r0, %k
  %b0 = mul nsw i32 %a0, %pitch
  %c0 = add nsw i32 %b0, %t
  %d0 = sext i32 %c0 to i64
  %p0 = getelementptr inbounds float, ptr addrspace(1) %x, i64 %d0
  %v0 = load float, ptr addrspace(1) %p0, align 4
  %a1 = add nsw i32 %r1, %k
  %b1 = mul nsw i32 %a1, %pitch
  %c1 = add nsw i32 %b1, %t
  %d1 = sext i32 %c1 to i64
  %p1 = getelementptr inbounds float, ptr addrspace(1) %x, i64 %d1
  %v1 = load float, ptr addrspace(1) %p1, align 4
  %a2 = add nsw i32 %r2, %k
  %b2 = mul nsw i32 %a2, %pitch
  %c2 = add nsw i32 %b2, %t
  %d2 = sext i32 %c2 to i64
  %p2 = getelementptr inbounds float, ptr addrspace(1) %x, i64 %d2
  %v2 = load float, ptr addrspace(1) %p2, align 4
  %a3 = add nsw i32 %r3, %k
  %b3 = mul nsw i32 %a3, %pitch
  %c3 = add nsw i32 %b3, %t
  %d3 = sext i32 %c3 to i64
  %p3 = getelementptr inbounds float, ptr addrspace(1) %x, i64 %d3
  %e3 = getelementptr inbounds float, ptr addrspace(1) %p3, i64 1
  %v3 = load float, ptr addrspace(1) %e3, align 4
  %s1 = fadd float %s, %v0
  %s2 = fadd float %s1, %v1
  %s3 = fadd float %s2, %v2
  %s4 = fadd float %s3, %v3
  %k1 = add nsw i32 %k, 1
  %more = icmp slt i32 %k1, %n
  br i1 %more, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %s4, %loop ]
  %ty = zext i32 %t to i64
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %ty
  store float %r, ptr addrspace(1) %py, align 4
  ret void
}

; `k | j` with `k` stepping by 4 from 0 and `j = t & 3`: no bit in
; common, a sum; both loads share one pointer induction variable.
define ptx_kernel void @orjoin(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %j = and i32 %t, 3
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s2, %loop ]
  %o = or i32 %k, %j
  %o64 = zext i32 %o to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %o64
  %v = load float, ptr addrspace(1) %p, align 4
  %q = getelementptr inbounds float, ptr addrspace(1) %p, i64 4
  %w = load float, ptr addrspace(1) %q, align 4
  %s1 = fadd float %s, %v
  %s2 = fadd float %s1, %w
  %k1 = add nuw nsw i32 %k, 4
  %i1 = add nsw i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %s2, %loop ]
  %ty = zext i32 %t to i64
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %ty
  store float %r, ptr addrspace(1) %py, align 4
  ret void
}

; A row index without `nsw` on its constant (`(k*ny + j + 2)*nx + i`, a
; 3-D stencil's plane walk): the extension does not distribute, so no
; pointer; the 32-bit index itself steps by ny*nx each iteration.
define ptx_kernel void @narrow(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n, i32 %ny, i32 %nx) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %j = lshr i32 %t, 3
  %i = and i32 %t, 7
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %a = mul nsw i32 %k, %ny
  %b = add nsw i32 %a, %j
  %c = add i32 %b, 2
  %d = mul nsw i32 %c, %nx
  %e = add nsw i32 %d, %i
  %w = sext i32 %e to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %w
  %v = load float, ptr addrspace(1) %p, align 4
  %s1 = fadd float %s, %v
  %k1 = add nsw i32 %k, 1
  %more = icmp slt i32 %k1, %n
  br i1 %more, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %ty = zext i32 %t to i64
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %ty
  store float %r, ptr addrspace(1) %py, align 4
  ret void
}
