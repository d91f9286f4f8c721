; rule: sdiv-const
; check: @fires: `x /s 18`, `x /s 7` (a negative magic number: mulhi plus x), `x /s 3`, `(i64 y) /s 1000` are multiplies by magic numbers and shifts
; check: @keeps: `x /s 16` (a power of two: sdiv-pow2's), `x /s -18` (a negative divisor), `x /s y` (not a constant)
; spec: block 256
; spec: arg i32[256] random
; spec: arg i32[256] uninit
; edge: block 70
; edge: arg i32[70] values(0,1,-1,2,-2,17,18,-17,-18,19,-19,35,36,-36,6,7,-7,-8,999,1000,-1000,-1001,2147483647,-2147483648,-2147483647,2147483646)
; edge: arg i32[70] uninit
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @fires(ptr addrspace(1) %a, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p.a = getelementptr i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %p.a, align 4
  %t = sdiv i32 %x, 18
  %u = sdiv i32 %x, 7
  %v = sdiv i32 %x, 3
  %y = sext i32 %x to i64
  %y3 = mul i64 %y, 4294967311
  %w = sdiv i64 %y3, 1000
  %wt = trunc i64 %w to i32
  %r0 = xor i32 %t, %u
  %r1 = add i32 %r0, %v
  %r = xor i32 %r1, %wt
  %p.out = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %p.out, align 4
  ret void
}

define ptx_kernel void @keeps(ptr addrspace(1) %a, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p.a = getelementptr i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %p.a, align 4
  %t = sdiv i32 %x, 16
  %u = sdiv i32 %x, -18
  %d = or i32 %tid, 1
  %v = sdiv i32 %x, %d
  %r0 = xor i32 %t, %u
  %r = xor i32 %r0, %v
  %p.out = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %p.out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
