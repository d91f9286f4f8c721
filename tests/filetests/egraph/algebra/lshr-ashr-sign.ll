; rule: lshr-ashr-sign
; check: @fires: `(x >>s 31) >>u 31` and `(x >>s 5) >>u 31` are `x >>u 31` (the sign bit); i64 with 63 too
; check: @keeps: `(x >>s 31) >>u 30` (two bits, not the sign alone) and `(x >>u 31) >>u 31` (no arithmetic shift)
; spec: block 256
; spec: arg i32[256] random
; spec: arg i32[256] uninit
; edge: block 40
; edge: arg i32[40] values(0,1,-1,2,-2,2147483647,-2147483648,-2147483647,65536,-65536)
; edge: arg i32[40] uninit
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @fires(ptr addrspace(1) %a, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p.a = getelementptr i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %p.a, align 4
  %s31 = ashr i32 %x, 31
  %b0 = lshr i32 %s31, 31
  %s5 = ashr i32 %x, 5
  %b1 = lshr i32 %s5, 31
  %y = sext i32 %x to i64
  %s63 = ashr i64 %y, 63
  %b2w = lshr i64 %s63, 63
  %b2 = trunc i64 %b2w to i32
  %r0 = add i32 %b0, %x
  %r1 = mul i32 %r0, 3
  %r2 = add i32 %r1, %b1
  %r3 = mul i32 %r2, 5
  %r = add i32 %r3, %b2
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
  %s31 = ashr i32 %x, 31
  %b0 = lshr i32 %s31, 30
  %u = lshr i32 %x, 31
  %b1 = lshr i32 %u, 31
  %r0 = mul i32 %b0, 7
  %r = add i32 %r0, %b1
  %p.out = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %p.out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
