; rule: sub-const-left
; check: @fires: `7 - x` and `-3 - y` (x, y loaded) become `(0 - x) + 7` and `(0 - y) + -3`
; check: @keeps: `0 - x` (the rule's own form), `x - 7` (sub-const's) and `7 - 3` (folded)
; spec: block 256
; spec: arg i32[256] random
; spec: arg i32[256] uninit
; edge: block 8
; edge: arg i32[8] values(0,1,-1,2147483647,-2147483648,-2147483647,7,-3)
; edge: arg i32[8] uninit
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @fires(ptr addrspace(1) %a, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p.a = getelementptr i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %p.a, align 4
  %y = mul i32 %x, 3
  %d0 = sub i32 7, %x
  %d1 = sub i32 -3, %y
  %r = mul i32 %d0, %d1
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
  %d0 = sub i32 0, %x
  %d1 = sub i32 %x, 7
  %d2 = sub i32 7, 3
  %r0 = mul i32 %d0, %d1
  %r = mul i32 %r0, %d2
  %p.out = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %p.out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
