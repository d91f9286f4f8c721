; rule: sext-add-in-range
; check: @fires: `sext((x & 32767) + 5)` is `sext(x & 32767) + 5` and `sext((y & 32767) + -7)` too: the masks bound the sums (signed, no wrap)
; check: @keeps: `sext(x +nsw 5)` stays: flags are dropped when lifting (a class may hold a flagged and an unflagged node), only known bits count
; check: @keeps: `sext((x & -1) + 5)` (no bound) and `sext((x & 32767) + y)` (no constant) stay, and `sext((x & -256) + 300)`: 300 sets bit 8, which x may have (a carry)
; check: @fires: `sext((x & -256) + 100)` is `sext(x & -256) + 100` for x of either sign: 100 sets only bits x has clear, so the sum is an or and keeps x's sign (Triton's `or disjoint` lane offsets)
; spec: block 256
; spec: arg i32[256] random(-2147483648,2147483647)
; spec: arg i32[256] random(-2147483648,2147483647)
; spec: arg i64[256] uninit
; edge: block 56
; edge: arg i32[56] values(0,-1,1,-5,-6,2147483642,-2147483648,2147483647)
; edge: arg i32[56] values(0,-1,7,6,2147483647,-2147483641,-2147483640)
; edge: arg i64[56] uninit
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @fires(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p.a = getelementptr i32, ptr addrspace(1) %a, i64 %i
  %x0 = load i32, ptr addrspace(1) %p.a, align 4
  %x = and i32 %x0, 32767
  %p.b = getelementptr i32, ptr addrspace(1) %b, i64 %i
  %y0 = load i32, ptr addrspace(1) %p.b, align 4
  %y = and i32 %y0, 32767
  %t = add i32 %x, 5
  %te = sext i32 %t to i64
  %u = add i32 %y, 100
  %ue = sext i32 %u to i64
  %r0 = xor i64 %te, %ue
  %xh = and i32 %x0, -256
  %d = add i32 %xh, 100
  %de = sext i32 %d to i64
  %r = xor i64 %r0, %de
  %p.out = getelementptr i64, ptr addrspace(1) %out, i64 %i
  store i64 %r, ptr addrspace(1) %p.out, align 8
  ret void
}

define ptx_kernel void @keeps(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p.a = getelementptr i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %p.a, align 4
  %p.b = getelementptr i32, ptr addrspace(1) %b, i64 %i
  %y = load i32, ptr addrspace(1) %p.b, align 4
  %t = add nsw i32 %x, 5
  %te = sext i32 %t to i64
  %xm = and i32 %x, 32767
  %v = add i32 %xm, %y
  %ve = sext i32 %v to i64
  %r0 = xor i64 %te, %ve
  %xh = and i32 %x, -256
  %w = add i32 %xh, 300
  %we = sext i32 %w to i64
  %r = xor i64 %r0, %we
  %p.out = getelementptr i64, ptr addrspace(1) %out, i64 %i
  store i64 %r, ptr addrspace(1) %p.out, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
