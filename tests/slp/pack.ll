; Kernels for the `slp` rule set (rewrites/tests/slp.rs): which adjacent
; accesses become one vector access, and which must not.
target triple = "nvptx64-nvidia-cuda"

%struct.P = type { float, float, float, float }

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; A 16-byte aligned struct read and written field by field: ld.v4 (twice)
; and st.v4.
define ptx_kernel void @aos4(ptr addrspace(1) noalias %p, ptr addrspace(1) noalias readonly %f, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %in = icmp slt i32 %tid, %n
  br i1 %in, label %body, label %exit
body:
  %i = sext i32 %tid to i64
  %px = getelementptr inbounds %struct.P, ptr addrspace(1) %p, i64 %i
  %py = getelementptr inbounds %struct.P, ptr addrspace(1) %p, i64 %i, i32 1
  %pz = getelementptr inbounds %struct.P, ptr addrspace(1) %p, i64 %i, i32 2
  %pw = getelementptr inbounds %struct.P, ptr addrspace(1) %p, i64 %i, i32 3
  %fx = getelementptr inbounds %struct.P, ptr addrspace(1) %f, i64 %i
  %fy = getelementptr inbounds %struct.P, ptr addrspace(1) %f, i64 %i, i32 1
  %fz = getelementptr inbounds %struct.P, ptr addrspace(1) %f, i64 %i, i32 2
  %fw = getelementptr inbounds %struct.P, ptr addrspace(1) %f, i64 %i, i32 3
  %x = load float, ptr addrspace(1) %px, align 16
  %y = load float, ptr addrspace(1) %py, align 4
  %z = load float, ptr addrspace(1) %pz, align 8
  %w = load float, ptr addrspace(1) %pw, align 4
  %gx = load float, ptr addrspace(1) %fx, align 16
  %gy = load float, ptr addrspace(1) %fy, align 4
  %gz = load float, ptr addrspace(1) %fz, align 8
  %gw = load float, ptr addrspace(1) %fw, align 4
  %sx = fadd float %x, %gx
  %sy = fadd float %y, %gy
  %sz = fadd float %z, %gz
  %sw = fmul float %w, %gw
  store float %sx, ptr addrspace(1) %px, align 16
  store float %sy, ptr addrspace(1) %py, align 4
  store float %sz, ptr addrspace(1) %pz, align 8
  store float %sw, ptr addrspace(1) %pw, align 4
  br label %exit
exit:
  ret void
}

; The same shape through a pointer offset by a run-time byte count: only
; 4-byte alignment is known, so nothing may be packed (the spec passes 4:
; a vector access would be misaligned and fault).
define ptx_kernel void @misaligned(ptr addrspace(1) noalias %p, ptr addrspace(1) noalias %o, i64 %off) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %row = mul i64 %t, 16
  %base = add i64 %row, %off
  %q = getelementptr inbounds i8, ptr addrspace(1) %p, i64 %base
  %r = getelementptr inbounds i8, ptr addrspace(1) %o, i64 %base
  %q1 = getelementptr inbounds float, ptr addrspace(1) %q, i64 1
  %q2 = getelementptr inbounds float, ptr addrspace(1) %q, i64 2
  %q3 = getelementptr inbounds float, ptr addrspace(1) %q, i64 3
  %r1 = getelementptr inbounds float, ptr addrspace(1) %r, i64 1
  %r2 = getelementptr inbounds float, ptr addrspace(1) %r, i64 2
  %r3 = getelementptr inbounds float, ptr addrspace(1) %r, i64 3
  %a = load float, ptr addrspace(1) %q, align 4
  %b = load float, ptr addrspace(1) %q1, align 4
  %c = load float, ptr addrspace(1) %q2, align 4
  %d = load float, ptr addrspace(1) %q3, align 4
  store float %d, ptr addrspace(1) %r, align 4
  store float %c, ptr addrspace(1) %r1, align 4
  store float %b, ptr addrspace(1) %r2, align 4
  store float %a, ptr addrspace(1) %r3, align 4
  ret void
}

; A store through another pointer between two loads: %o may point into
; %p (no noalias), so the loads read different memory states.
define ptx_kernel void @store_between(ptr addrspace(1) align 8 %p, ptr addrspace(1) %o) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %q = getelementptr inbounds <2 x float>, ptr addrspace(1) %p, i64 %t
  %q1 = getelementptr inbounds float, ptr addrspace(1) %q, i64 1
  %ot = getelementptr inbounds float, ptr addrspace(1) %o, i64 %t
  %a = load float, ptr addrspace(1) %q, align 8
  %a2 = fmul float %a, 3.0
  store float %a2, ptr addrspace(1) %ot, align 4
  %b = load float, ptr addrspace(1) %q1, align 4
  %s = fadd float %a, %b
  store float %s, ptr addrspace(1) %q, align 8
  ret void
}

; Stores to %p[0] and %p[1] with a store to %o between: %o may be %p+4,
; so the first store cannot move past it.
define ptx_kernel void @alias_stores(ptr addrspace(1) align 8 %p, ptr addrspace(1) %o, float %v) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %q = getelementptr inbounds <2 x float>, ptr addrspace(1) %p, i64 %t
  %q1 = getelementptr inbounds float, ptr addrspace(1) %q, i64 1
  %ot = getelementptr inbounds float, ptr addrspace(1) %o, i64 %t
  %x = fadd float %v, 1.0
  store float %v, ptr addrspace(1) %q, align 8
  store float %x, ptr addrspace(1) %ot, align 4
  store float %x, ptr addrspace(1) %q1, align 4
  ret void
}

; A load between two stores reads what the first stored: the stores stay
; apart.
define ptx_kernel void @load_between(ptr addrspace(1) align 8 %p, ptr addrspace(1) %o, float %v) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %q = getelementptr inbounds <2 x float>, ptr addrspace(1) %p, i64 %t
  %q1 = getelementptr inbounds float, ptr addrspace(1) %q, i64 1
  %ot = getelementptr inbounds float, ptr addrspace(1) %o, i64 %t
  store float %v, ptr addrspace(1) %q, align 8
  %r = load float, ptr addrspace(1) %ot, align 4
  store float %r, ptr addrspace(1) %q1, align 4
  ret void
}

; Three floats of a 16-byte aligned record: a .v2 and a scalar access.
define ptx_kernel void @odd3(ptr addrspace(1) noalias %p, ptr addrspace(1) noalias %o) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %q = getelementptr inbounds %struct.P, ptr addrspace(1) %p, i64 %t
  %q1 = getelementptr inbounds float, ptr addrspace(1) %q, i64 1
  %q2 = getelementptr inbounds float, ptr addrspace(1) %q, i64 2
  %r = getelementptr inbounds %struct.P, ptr addrspace(1) %o, i64 %t
  %r1 = getelementptr inbounds float, ptr addrspace(1) %r, i64 1
  %r2 = getelementptr inbounds float, ptr addrspace(1) %r, i64 2
  %a = load float, ptr addrspace(1) %q, align 16
  %b = load float, ptr addrspace(1) %q1, align 4
  %c = load float, ptr addrspace(1) %q2, align 8
  %s = fadd float %a, %b
  %d = fsub float %c, %b
  store float %s, ptr addrspace(1) %r, align 16
  store float %d, ptr addrspace(1) %r1, align 4
  store float %a, ptr addrspace(1) %r2, align 8
  ret void
}

; A float beside an int: different types share no vector access.
define ptx_kernel void @mixed(ptr addrspace(1) noalias align 8 %p, ptr addrspace(1) noalias %o) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %q = getelementptr inbounds <2 x i32>, ptr addrspace(1) %p, i64 %t
  %q1 = getelementptr inbounds i32, ptr addrspace(1) %q, i64 1
  %a = load float, ptr addrspace(1) %q, align 8
  %b = load i32, ptr addrspace(1) %q1, align 4
  %bf = sitofp i32 %b to float
  %s = fadd float %a, %bf
  %r = getelementptr inbounds float, ptr addrspace(1) %o, i64 %t
  store float %s, ptr addrspace(1) %r, align 4
  ret void
}

; Two i64 (ld.v2.u64) and four halves (ld.v4.b16), both 16 and 8 aligned.
define ptx_kernel void @wide(ptr addrspace(1) noalias %p, ptr addrspace(1) noalias %h, ptr addrspace(1) noalias %o) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %q = getelementptr inbounds <2 x i64>, ptr addrspace(1) %p, i64 %t
  %q1 = getelementptr inbounds i64, ptr addrspace(1) %q, i64 1
  %a = load i64, ptr addrspace(1) %q, align 16
  %b = load i64, ptr addrspace(1) %q1, align 8
  %hq = getelementptr inbounds <4 x half>, ptr addrspace(1) %h, i64 %t
  %h1 = getelementptr inbounds half, ptr addrspace(1) %hq, i64 1
  %h2 = getelementptr inbounds half, ptr addrspace(1) %hq, i64 2
  %h3 = getelementptr inbounds half, ptr addrspace(1) %hq, i64 3
  %x0 = load half, ptr addrspace(1) %hq, align 8
  %x1 = load half, ptr addrspace(1) %h1, align 2
  %x2 = load half, ptr addrspace(1) %h2, align 4
  %x3 = load half, ptr addrspace(1) %h3, align 2
  %y0 = fadd half %x0, %x1
  %y1 = fadd half %x2, %x3
  %f0 = fpext half %y0 to float
  %f1 = fpext half %y1 to float
  %s = add i64 %a, %b
  %sf = sitofp i64 %s to float
  %u = fadd float %f0, %f1
  %v = fadd float %u, %sf
  %r = getelementptr inbounds float, ptr addrspace(1) %o, i64 %t
  store float %v, ptr addrspace(1) %r, align 4
  ret void
}

; Lanes 1..3 of 16-byte records behind a 16-aligned parameter: one ld.v4
; whose lane 0 nothing reads (it lies in the same aligned 16 bytes).
define ptx_kernel void @gap_front(ptr addrspace(1) noalias align 16 %p, ptr addrspace(1) noalias %o) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %q = getelementptr inbounds %struct.P, ptr addrspace(1) %p, i64 %t
  %q1 = getelementptr inbounds float, ptr addrspace(1) %q, i64 1
  %q2 = getelementptr inbounds float, ptr addrspace(1) %q, i64 2
  %q3 = getelementptr inbounds float, ptr addrspace(1) %q, i64 3
  %b = load float, ptr addrspace(1) %q1, align 4
  %c = load float, ptr addrspace(1) %q2, align 4
  %d = load float, ptr addrspace(1) %q3, align 4
  %s = fadd float %b, %c
  %u = fmul float %s, %d
  %r = getelementptr inbounds float, ptr addrspace(1) %o, i64 %t
  store float %u, ptr addrspace(1) %r, align 4
  ret void
}

; A local array filled from global memory, element by element, then read
; at a data-dependent index: the stores into the alloca cannot write the
; global memory the loads read (two ld.v4 from the 16-aligned rows), and
; warpsat lays out the depot, so the alloca is given 16-byte alignment and
; filled with two st.v4.
define ptx_kernel void @local_fill(ptr addrspace(1) noalias align 16 %in, ptr addrspace(1) noalias %out) {
entry:
  %win = alloca [8 x float], align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %row = shl i64 %t, 3
  %src = getelementptr inbounds float, ptr addrspace(1) %in, i64 %row
  %w1 = getelementptr inbounds float, ptr %win, i64 1
  %w2 = getelementptr inbounds float, ptr %win, i64 2
  %w3 = getelementptr inbounds float, ptr %win, i64 3
  %w4 = getelementptr inbounds float, ptr %win, i64 4
  %w5 = getelementptr inbounds float, ptr %win, i64 5
  %w6 = getelementptr inbounds float, ptr %win, i64 6
  %w7 = getelementptr inbounds float, ptr %win, i64 7
  %s1 = getelementptr inbounds float, ptr addrspace(1) %src, i64 1
  %s2 = getelementptr inbounds float, ptr addrspace(1) %src, i64 2
  %s3 = getelementptr inbounds float, ptr addrspace(1) %src, i64 3
  %s4 = getelementptr inbounds float, ptr addrspace(1) %src, i64 4
  %s5 = getelementptr inbounds float, ptr addrspace(1) %src, i64 5
  %s6 = getelementptr inbounds float, ptr addrspace(1) %src, i64 6
  %s7 = getelementptr inbounds float, ptr addrspace(1) %src, i64 7
  %v0 = load float, ptr addrspace(1) %src, align 4
  store float %v0, ptr %win, align 4
  %v1 = load float, ptr addrspace(1) %s1, align 4
  store float %v1, ptr %w1, align 4
  %v2 = load float, ptr addrspace(1) %s2, align 4
  store float %v2, ptr %w2, align 4
  %v3 = load float, ptr addrspace(1) %s3, align 4
  store float %v3, ptr %w3, align 4
  %v4 = load float, ptr addrspace(1) %s4, align 4
  store float %v4, ptr %w4, align 4
  %v5 = load float, ptr addrspace(1) %s5, align 4
  store float %v5, ptr %w5, align 4
  %v6 = load float, ptr addrspace(1) %s6, align 4
  store float %v6, ptr %w6, align 4
  %v7 = load float, ptr addrspace(1) %s7, align 4
  store float %v7, ptr %w7, align 4
  %k = and i32 %tid, 7
  %kk = zext i32 %k to i64
  %pk = getelementptr inbounds float, ptr %win, i64 %kk
  %x = load float, ptr %pk, align 4
  %o = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t
  store float %x, ptr addrspace(1) %o, align 4
  ret void
}

; Read-modify-write of two adjacent elements, element by element (an
; epilogue's `c[i] = a * c[i]`): each store writes bytes the other
; element's load does not read, so both loads share one ld.v2 and both
; stores one st.v2.
define ptx_kernel void @rmw2(ptr addrspace(1) align 8 %c, float %a) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %q = getelementptr inbounds <2 x float>, ptr addrspace(1) %c, i64 %t
  %q1 = getelementptr inbounds float, ptr addrspace(1) %q, i64 1
  %x = load float, ptr addrspace(1) %q, align 8
  %x2 = fmul float %x, %a
  store float %x2, ptr addrspace(1) %q, align 8
  %y = load float, ptr addrspace(1) %q1, align 4
  %y2 = fmul float %y, %a
  store float %y2, ptr addrspace(1) %q1, align 4
  ret void
}

; The same with the second load reading what the first store wrote
; (`c[1] = a * c[0]` after `c[0] = ...`): nothing may be packed.
define ptx_kernel void @rmw_dep(ptr addrspace(1) align 8 %c, float %a) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %q = getelementptr inbounds <2 x float>, ptr addrspace(1) %c, i64 %t
  %q1 = getelementptr inbounds float, ptr addrspace(1) %q, i64 1
  %x = load float, ptr addrspace(1) %q1, align 4
  %x2 = fmul float %x, %a
  store float %x2, ptr addrspace(1) %q, align 8
  %y = load float, ptr addrspace(1) %q, align 8
  %y2 = fadd float %y, %a
  store float %y2, ptr addrspace(1) %q1, align 4
  ret void
}

; One field read before a branch, the other after the join, nothing
; written in between: the join runs whenever the entry does, and the
; memory state is the same, so one ld.v2 serves both (across blocks).
define ptx_kernel void @across_diamond(ptr addrspace(1) noalias align 8 %p, ptr addrspace(1) noalias %o, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %q = getelementptr inbounds <2 x float>, ptr addrspace(1) %p, i64 %t
  %q1 = getelementptr inbounds float, ptr addrspace(1) %q, i64 1
  %x = load float, ptr addrspace(1) %q, align 8
  %c = icmp slt i32 %tid, %n
  br i1 %c, label %then, label %join
then:
  %x2 = fmul float %x, 2.0
  br label %join
join:
  %xx = phi float [ %x2, %then ], [ %x, %entry ]
  %y = load float, ptr addrspace(1) %q1, align 4
  %s = fadd float %xx, %y
  %r = getelementptr inbounds float, ptr addrspace(1) %o, i64 %t
  store float %s, ptr addrspace(1) %r, align 4
  ret void
}

; The same where one arm writes: the join's memory may differ, nothing
; is packed.
define ptx_kernel void @across_store(ptr addrspace(1) align 8 %p, ptr addrspace(1) %o, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %q = getelementptr inbounds <2 x float>, ptr addrspace(1) %p, i64 %t
  %q1 = getelementptr inbounds float, ptr addrspace(1) %q, i64 1
  %r = getelementptr inbounds float, ptr addrspace(1) %o, i64 %t
  %x = load float, ptr addrspace(1) %q, align 8
  %c = icmp slt i32 %tid, %n
  br i1 %c, label %then, label %join
then:
  store float %x, ptr addrspace(1) %r, align 4
  br label %join
join:
  %y = load float, ptr addrspace(1) %q1, align 4
  %s = fadd float %x, %y
  store float %s, ptr addrspace(1) %r, align 4
  ret void
}

; The second field is read only if the thread goes on: that block does
; not run whenever the first does, so the read of it must stay where it
; is (no speculated lane).
define ptx_kernel void @across_exit(ptr addrspace(1) noalias align 8 %p, ptr addrspace(1) noalias %o, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %q = getelementptr inbounds <2 x float>, ptr addrspace(1) %p, i64 %t
  %q1 = getelementptr inbounds float, ptr addrspace(1) %q, i64 1
  %r = getelementptr inbounds float, ptr addrspace(1) %o, i64 %t
  %x = load float, ptr addrspace(1) %q, align 8
  %c = fcmp olt float %x, 0.0
  br i1 %c, label %done, label %more
more:
  %y = load float, ptr addrspace(1) %q1, align 4
  %s = fadd float %x, %y
  store float %s, ptr addrspace(1) %r, align 4
  ret void
done:
  store float %x, ptr addrspace(1) %r, align 4
  ret void
}

; The fields of a uchar4 pixel and of a half2 pair, read one by one:
; ld.v4.u8 and ld.v2.b16 (32-bit chunks of small elements); the pixel is
; written back as one st.v4.u8.
define ptx_kernel void @small(ptr addrspace(1) noalias align 4 %px, ptr addrspace(1) noalias align 4 %h, ptr addrspace(1) noalias %o) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %q = getelementptr inbounds <4 x i8>, ptr addrspace(1) %px, i64 %t
  %q1 = getelementptr inbounds i8, ptr addrspace(1) %q, i64 1
  %q2 = getelementptr inbounds i8, ptr addrspace(1) %q, i64 2
  %q3 = getelementptr inbounds i8, ptr addrspace(1) %q, i64 3
  %r = load i8, ptr addrspace(1) %q, align 4
  %g = load i8, ptr addrspace(1) %q1, align 1
  %b = load i8, ptr addrspace(1) %q2, align 2
  %a = load i8, ptr addrspace(1) %q3, align 1
  store i8 %b, ptr addrspace(1) %q, align 4
  store i8 %g, ptr addrspace(1) %q1, align 1
  store i8 %r, ptr addrspace(1) %q2, align 2
  store i8 %a, ptr addrspace(1) %q3, align 1
  %hq = getelementptr inbounds <2 x half>, ptr addrspace(1) %h, i64 %t
  %h1 = getelementptr inbounds half, ptr addrspace(1) %hq, i64 1
  %x = load half, ptr addrspace(1) %hq, align 4
  %y = load half, ptr addrspace(1) %h1, align 2
  %s = fadd half %x, %y
  %sf = fpext half %s to float
  %rw = zext i8 %r to i32
  %rf = uitofp i32 %rw to float
  %v = fadd float %sf, %rf
  %op = getelementptr inbounds float, ptr addrspace(1) %o, i64 %t
  store float %v, ptr addrspace(1) %op, align 4
  ret void
}

; As store_between and alias_stores, with every pointer `noalias`
; (`__restrict__`): a store through one cannot touch what the others
; reach, so both loads share an ld.v2 and both stores to %q an st.v2.
define ptx_kernel void @restrict_between(ptr addrspace(1) noalias align 8 %p, ptr addrspace(1) noalias align 8 %q, ptr addrspace(1) noalias %o) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %pp = getelementptr inbounds <2 x float>, ptr addrspace(1) %p, i64 %t
  %pp1 = getelementptr inbounds float, ptr addrspace(1) %pp, i64 1
  %qq = getelementptr inbounds <2 x float>, ptr addrspace(1) %q, i64 %t
  %qq1 = getelementptr inbounds float, ptr addrspace(1) %qq, i64 1
  %ot = getelementptr inbounds float, ptr addrspace(1) %o, i64 %t
  %a = load float, ptr addrspace(1) %pp, align 8
  store float %a, ptr addrspace(1) %qq, align 8
  store float %a, ptr addrspace(1) %ot, align 4
  %b = load float, ptr addrspace(1) %pp1, align 4
  store float %b, ptr addrspace(1) %qq1, align 4
  ret void
}
