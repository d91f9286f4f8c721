; Find-n-th-set (fns), bit masks (bmsk, wrap and clamp) and sign and zero
; extension of a bit field (szext, wrap and clamp) on random words; positions, offsets and widths come from the words and the scalar
; parameter, so out-of-range cases (widths of 32 and more, negative
; offsets) are met.
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
  %base = and i32 %b, 31
  %off0 = ashr i32 %b, 27
  %off = add i32 %off0, %n
  %pos = lshr i32 %b, 20
  %pos6 = and i32 %pos, 63
  %wid = lshr i32 %b, 8
  %wid6 = and i32 %wid, 63
  %row = mul i32 %tid, 8
  %r0 = call i32 @llvm.nvvm.fns(i32 %a, i32 %base, i32 %off)
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %row
  store i32 %r0, ptr addrspace(1) %p0, align 4
  %r1 = call i32 @llvm.nvvm.fns(i32 %a, i32 %base, i32 0)
  %o1 = add i32 %row, 1
  %p1 = getelementptr i32, ptr addrspace(1) %out, i32 %o1
  store i32 %r1, ptr addrspace(1) %p1, align 4
  %r2 = call i32 @llvm.nvvm.bmsk.wrap(i32 %pos6, i32 %wid6)
  %o2 = add i32 %row, 2
  %p2 = getelementptr i32, ptr addrspace(1) %out, i32 %o2
  store i32 %r2, ptr addrspace(1) %p2, align 4
  %r3 = call i32 @llvm.nvvm.bmsk.clamp(i32 %pos6, i32 %wid6)
  %o3 = add i32 %row, 3
  %p3 = getelementptr i32, ptr addrspace(1) %out, i32 %o3
  store i32 %r3, ptr addrspace(1) %p3, align 4
  %wn = add i32 %wid6, %n
  %r4 = call i32 @llvm.nvvm.sext.wrap(i32 %a, i32 %wn)
  %o4 = add i32 %row, 4
  %p4 = getelementptr i32, ptr addrspace(1) %out, i32 %o4
  store i32 %r4, ptr addrspace(1) %p4, align 4
  %r5 = call i32 @llvm.nvvm.sext.clamp(i32 %a, i32 %wn)
  %o5 = add i32 %row, 5
  %p5 = getelementptr i32, ptr addrspace(1) %out, i32 %o5
  store i32 %r5, ptr addrspace(1) %p5, align 4
  %r6 = call i32 @llvm.nvvm.zext.wrap(i32 %a, i32 %pos6)
  %o6 = add i32 %row, 6
  %p6 = getelementptr i32, ptr addrspace(1) %out, i32 %o6
  store i32 %r6, ptr addrspace(1) %p6, align 4
  %r7 = call i32 @llvm.nvvm.zext.clamp(i32 %a, i32 %b)
  %o7 = add i32 %row, 7
  %p7 = getelementptr i32, ptr addrspace(1) %out, i32 %o7
  store i32 %r7, ptr addrspace(1) %p7, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.fns(i32, i32, i32)
declare i32 @llvm.nvvm.bmsk.wrap(i32, i32)
declare i32 @llvm.nvvm.bmsk.clamp(i32, i32)
declare i32 @llvm.nvvm.sext.wrap(i32, i32)
declare i32 @llvm.nvvm.sext.clamp(i32, i32)
declare i32 @llvm.nvvm.zext.wrap(i32, i32)
declare i32 @llvm.nvvm.zext.clamp(i32, i32)
