; rule: ptradd-add-const
; check: @fires: `a + (off + 8)` becomes `(a + off) + 8`
; check: @keeps: `a + (off + j)` (j not constant) and `a + (8 + off)` (constant on the left) stay
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
  %o8 = add i64 %off, 8
  %q = getelementptr i8, ptr addrspace(1) %a, i64 %o8
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
  %y3 = and i32 %y, 3
  %y3w = zext i32 %y3 to i64
  %j = shl i64 %y3w, 2
  %oj = add i64 %off, %j
  %q = getelementptr i8, ptr addrspace(1) %a, i64 %oj
  %x = load i32, ptr addrspace(1) %q, align 4
  %o8 = add i64 8, %off
  %q2 = getelementptr i8, ptr addrspace(1) %a, i64 %o8
  %x2 = load i32, ptr addrspace(1) %q2, align 4
  %r0 = xor i32 %x, %x2
  %r = xor i32 %r0, %y
  %p.out = getelementptr i8, ptr addrspace(1) %out, i64 %off
  store i32 %r, ptr addrspace(1) %p.out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
