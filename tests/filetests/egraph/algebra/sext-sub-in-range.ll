; rule: sext-sub-in-range
; check: @fires: `sext(5 - tid)` and `sext((tid & 15) - (tid >> 4))`: both operands' ranges keep the difference inside i32
; check: @keeps: `sext(x - tid)` with x loaded (any i32: the difference may wrap) and `sext(tid - y)` with y loaded
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
  %d0 = sub nsw i32 5, %tid
  %w0 = sext i32 %d0 to i64
  %lo = and i32 %tid, 15
  %hi = lshr i32 %tid, 4
  %d1 = sub i32 %lo, %hi
  %w1 = sext i32 %d1 to i64
  %r0 = mul i64 %w0, 1000
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
  %d0 = sub i32 %x, %tid
  %w0 = sext i32 %d0 to i64
  %d1 = sub i32 %tid, %x
  %w1 = sext i32 %d1 to i64
  %r0 = mul i64 %w0, 1000
  %r = add i64 %r0, %w1
  %p.out = getelementptr i64, ptr addrspace(1) %out, i64 %i
  store i64 %r, ptr addrspace(1) %p.out, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
