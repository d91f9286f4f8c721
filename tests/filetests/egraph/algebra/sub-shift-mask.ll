; rule: sub-shift-mask
; check: @fires: `x - ((x >>u 4) << 4)` (how `x % 16` arrives once the division and the multiply are shifts) is `x & 15`
; check: @keeps: `x - ((x >>u 4) << 3)` (shift amounts differ) and `x - ((x >>s 4) << 4)` (arithmetic shift) stay
; spec: block 256
; spec: arg i32[256] random
; spec: arg i32[256] uninit
; edge: block 70
; edge: arg i32[70] values(0,1,-1,15,16,17,-16,-17,2147483647,-2147483648)
; edge: arg i32[70] uninit
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @fires(ptr addrspace(1) %a, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p.a = getelementptr i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %p.a, align 4
  %q = lshr i32 %x, 4
  %m = shl i32 %q, 4
  %r = sub i32 %x, %m
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
  %q = lshr i32 %x, 4
  %m = shl i32 %q, 3
  %r1 = sub i32 %x, %m
  %s = ashr i32 %x, 4
  %n = shl i32 %s, 4
  %r2 = sub i32 %x, %n
  %r = xor i32 %r1, %r2
  %p.out = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %p.out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
