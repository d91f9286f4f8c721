; rule: or-disjoint-add
; check: @fires: `(x << 3) | 5` and `(y & -16) | (x & 15)` are sums: no bit can be one on both sides
; check: @keeps: `(x << 3) | 9` (bit 3 may be one on both sides) and `x | y` (nothing known) stay `or`
; spec: block 256
; spec: arg i32[256] random
; spec: arg i32[256] random
; spec: arg i32[256] uninit
; spec: arg i32[256] uninit
; edge: block 40
; edge: arg i32[40] values(0,-1,1,7,8,15,16,-16,2147483647,-2147483648)
; edge: arg i32[40] values(-1,0,15,-16,5,9,2147483647,-2147483648)
; edge: arg i32[40] uninit
; edge: arg i32[40] uninit
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @fires(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out, ptr addrspace(1) %out2) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %pa = getelementptr i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %pa, align 4
  %pb = getelementptr i32, ptr addrspace(1) %b, i64 %i
  %y = load i32, ptr addrspace(1) %pb, align 4
  %s = shl i32 %x, 3
  %r = or i32 %s, 5
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %po, align 4
  %hi = and i32 %y, -16
  %lo = and i32 %x, 15
  %r2 = or i32 %hi, %lo
  %po2 = getelementptr i32, ptr addrspace(1) %out2, i64 %i
  store i32 %r2, ptr addrspace(1) %po2, align 4
  ret void
}

define ptx_kernel void @keeps(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out, ptr addrspace(1) %out2) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %pa = getelementptr i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %pa, align 4
  %pb = getelementptr i32, ptr addrspace(1) %b, i64 %i
  %y = load i32, ptr addrspace(1) %pb, align 4
  %s = shl i32 %x, 3
  %r = or i32 %s, 9
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %po, align 4
  %r2 = or i32 %x, %y
  %po2 = getelementptr i32, ptr addrspace(1) %out2, i64 %i
  store i32 %r2, ptr addrspace(1) %po2, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
