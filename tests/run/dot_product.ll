; Integer dot products (dp4a, dp2a.lo/.hi) in every signedness, on
; random words; the accumulator mixes in the scalar parameter.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %a = load i32, ptr addrspace(1) %pa, align 4
  %t2 = xor i32 %tid, 5
  %pb = getelementptr i32, ptr addrspace(1) %in, i32 %t2
  %b = load i32, ptr addrspace(1) %pb, align 4
  %t3 = xor i32 %tid, 9
  %pc = getelementptr i32, ptr addrspace(1) %in, i32 %t3
  %c0 = load i32, ptr addrspace(1) %pc, align 4
  %c = add i32 %c0, %n
  %base = mul i32 %tid, 12
  %r0 = call i32 @llvm.nvvm.idp4a.s.s(i32 %a, i32 %b, i32 %c)
  %o0 = add i32 %base, 0
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %o0
  store i32 %r0, ptr addrspace(1) %p0, align 4
  %r1 = call i32 @llvm.nvvm.idp4a.s.u(i32 %a, i32 %b, i32 %c)
  %o1 = add i32 %base, 1
  %p1 = getelementptr i32, ptr addrspace(1) %out, i32 %o1
  store i32 %r1, ptr addrspace(1) %p1, align 4
  %r2 = call i32 @llvm.nvvm.idp4a.u.s(i32 %a, i32 %b, i32 %c)
  %o2 = add i32 %base, 2
  %p2 = getelementptr i32, ptr addrspace(1) %out, i32 %o2
  store i32 %r2, ptr addrspace(1) %p2, align 4
  %r3 = call i32 @llvm.nvvm.idp4a.u.u(i32 %a, i32 %b, i32 %c)
  %o3 = add i32 %base, 3
  %p3 = getelementptr i32, ptr addrspace(1) %out, i32 %o3
  store i32 %r3, ptr addrspace(1) %p3, align 4
  %r4 = call i32 @llvm.nvvm.idp2a.s.s(i32 %a, i32 %b, i1 0, i32 %c)
  %o4 = add i32 %base, 4
  %p4 = getelementptr i32, ptr addrspace(1) %out, i32 %o4
  store i32 %r4, ptr addrspace(1) %p4, align 4
  %r5 = call i32 @llvm.nvvm.idp2a.s.s(i32 %a, i32 %b, i1 1, i32 %c)
  %o5 = add i32 %base, 5
  %p5 = getelementptr i32, ptr addrspace(1) %out, i32 %o5
  store i32 %r5, ptr addrspace(1) %p5, align 4
  %r6 = call i32 @llvm.nvvm.idp2a.s.u(i32 %a, i32 %b, i1 0, i32 %c)
  %o6 = add i32 %base, 6
  %p6 = getelementptr i32, ptr addrspace(1) %out, i32 %o6
  store i32 %r6, ptr addrspace(1) %p6, align 4
  %r7 = call i32 @llvm.nvvm.idp2a.s.u(i32 %a, i32 %b, i1 1, i32 %c)
  %o7 = add i32 %base, 7
  %p7 = getelementptr i32, ptr addrspace(1) %out, i32 %o7
  store i32 %r7, ptr addrspace(1) %p7, align 4
  %r8 = call i32 @llvm.nvvm.idp2a.u.s(i32 %a, i32 %b, i1 0, i32 %c)
  %o8 = add i32 %base, 8
  %p8 = getelementptr i32, ptr addrspace(1) %out, i32 %o8
  store i32 %r8, ptr addrspace(1) %p8, align 4
  %r9 = call i32 @llvm.nvvm.idp2a.u.s(i32 %a, i32 %b, i1 1, i32 %c)
  %o9 = add i32 %base, 9
  %p9 = getelementptr i32, ptr addrspace(1) %out, i32 %o9
  store i32 %r9, ptr addrspace(1) %p9, align 4
  %r10 = call i32 @llvm.nvvm.idp2a.u.u(i32 %a, i32 %b, i1 0, i32 %c)
  %o10 = add i32 %base, 10
  %p10 = getelementptr i32, ptr addrspace(1) %out, i32 %o10
  store i32 %r10, ptr addrspace(1) %p10, align 4
  %r11 = call i32 @llvm.nvvm.idp2a.u.u(i32 %a, i32 %b, i1 1, i32 %c)
  %o11 = add i32 %base, 11
  %p11 = getelementptr i32, ptr addrspace(1) %out, i32 %o11
  store i32 %r11, ptr addrspace(1) %p11, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.idp4a.s.s(i32, i32, i32)
declare i32 @llvm.nvvm.idp4a.s.u(i32, i32, i32)
declare i32 @llvm.nvvm.idp4a.u.s(i32, i32, i32)
declare i32 @llvm.nvvm.idp4a.u.u(i32, i32, i32)
declare i32 @llvm.nvvm.idp2a.s.s(i32, i32, i1 immarg, i32)
declare i32 @llvm.nvvm.idp2a.s.u(i32, i32, i1 immarg, i32)
declare i32 @llvm.nvvm.idp2a.u.s(i32, i32, i1 immarg, i32)
declare i32 @llvm.nvvm.idp2a.u.u(i32, i32, i1 immarg, i32)
