; rule: zext-sub-in-range
; check: @fires: `zext((tid | 1024) - (tid & 255))` and `zext(4096 - tid)`: the first operand is never below the second
; check: @keeps: `zext((tid & 255) - tid)` (may go below zero) and `zext(x - 1)` with x loaded (0 - 1 wraps)
; spec: block 256
; spec: arg i32[256] random
; spec: arg i64[256] uninit
; edge: block 12
; edge: arg i32[12] values(0,1,-1,2147483647,-2147483648,-2147483647,2147483646,1000,-1000,65536,-65536,7)
; edge: arg i64[12] uninit
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @fires(ptr addrspace(1) %a, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %hi = or i32 %tid, 1024
  %lo = and i32 %tid, 255
  %d0 = sub i32 %hi, %lo
  %w0 = zext i32 %d0 to i64
  %d1 = sub i32 4096, %tid
  %w1 = zext i32 %d1 to i64
  %r0 = mul i64 %w0, 100000
  %r = add i64 %r0, %w1
  %i = zext i32 %tid to i64
  %p.out = getelementptr i64, ptr addrspace(1) %out, i64 %i
  store i64 %r, ptr addrspace(1) %p.out, align 8
  ret void
}

define ptx_kernel void @keeps(ptr addrspace(1) %a, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p.a = getelementptr i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %p.a, align 4
  %lo = and i32 %tid, 255
  %d0 = sub i32 %lo, %tid
  %w0 = zext i32 %d0 to i64
  %d1 = sub i32 %x, 1
  %w1 = zext i32 %d1 to i64
  %r0 = mul i64 %w0, 100000
  %r = add i64 %r0, %w1
  %p.out = getelementptr i64, ptr addrspace(1) %out, i64 %i
  store i64 %r, ptr addrspace(1) %p.out, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
