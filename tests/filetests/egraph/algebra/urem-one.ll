; rule: urem-one
; check: @fires: `x %u 1` is 0
; check: @keeps: `x %u -1` and `1 %u (y | 1)` stay
; spec: block 256
; spec: arg i32[256] random
; spec: arg i32[256] random
; spec: arg i32[256] uninit
; edge: block 70
; edge: arg i32[70] values(0,1,-1,2,5,31,32,2147483647,-2147483648,-2147483647)
; edge: arg i32[70] values(0,-1,1,7,2147483647,-2147483648,32)
; edge: arg i32[70] uninit
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @fires(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p.a = getelementptr i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %p.a, align 4
  %p.b = getelementptr i32, ptr addrspace(1) %b, i64 %i
  %y = load i32, ptr addrspace(1) %p.b, align 4
  %t = urem i32 %x, 1
  %r = xor i32 %t, %y
  %p.out = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %p.out, align 4
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
  %y1 = or i32 %y, 1
  %t = urem i32 %x, -1
  %u = urem i32 1, %y1
  %r = xor i32 %t, %u
  %p.out = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %p.out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
