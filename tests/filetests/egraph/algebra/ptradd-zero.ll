; rule: ptradd-zero
; check: @fires: `p + (5 - 5)` (an offset that folds to 0) is p: the load reads a[i] through %pa
; check: @keeps: `p + (8 - 4)` (folds to 4) and `p + (j & 0)` (zero only once and-zero runs) stay
; spec: block 256
; spec: arg i32[260] random
; spec: arg i32[256] random
; spec: arg i32[256] uninit
; edge: block 7
; edge: arg i32[11] values(0,1,-1,2,5,31,32,2147483647,-2147483648,-2147483647,3)
; edge: arg i32[7] values(0,-1,1,7,2147483647,-2147483648,32)
; edge: arg i32[7] uninit
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @fires(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %off = shl i64 %i, 2
  %p.b = getelementptr i8, ptr addrspace(1) %b, i64 %off
  %y = load i32, ptr addrspace(1) %p.b, align 4
  %pa = getelementptr i8, ptr addrspace(1) %a, i64 %off
  %z = sub i64 5, 5
  %q = getelementptr i8, ptr addrspace(1) %pa, i64 %z
  %x = load i32, ptr addrspace(1) %q, align 4
  %r = xor i32 %x, %y
  %p.out = getelementptr i8, ptr addrspace(1) %out, i64 %off
  store i32 %r, ptr addrspace(1) %p.out, align 4
  ret void
}

define ptx_kernel void @keeps(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %off = shl i64 %i, 2
  %p.b = getelementptr i8, ptr addrspace(1) %b, i64 %off
  %y = load i32, ptr addrspace(1) %p.b, align 4
  %pa = getelementptr i8, ptr addrspace(1) %a, i64 %off
  %z = sub i64 8, 4
  %q = getelementptr i8, ptr addrspace(1) %pa, i64 %z
  %x = load i32, ptr addrspace(1) %q, align 4
  %j = and i64 %i, 0
  %q2 = getelementptr i8, ptr addrspace(1) %pa, i64 %j
  %x2 = load i32, ptr addrspace(1) %q2, align 4
  %r0 = xor i32 %x, %x2
  %r = xor i32 %r0, %y
  %p.out = getelementptr i8, ptr addrspace(1) %out, i64 %off
  store i32 %r, ptr addrspace(1) %p.out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
