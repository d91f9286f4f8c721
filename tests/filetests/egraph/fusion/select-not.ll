; rule: select-not
; check: @fires: `select(c ^ true, x, y)` is `select(c, y, x)`
; check: @keeps: `select(c ^ d, x, y)` and `select(c ^ false, x, y)` stay
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
  %c = trunc i32 %y to i1
  %n = xor i1 %c, true
  %r = select i1 %n, i32 %x, i32 %y
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
  %c = trunc i32 %y to i1
  %d = trunc i32 %x to i1
  %n = xor i1 %c, %d
  %t = select i1 %n, i32 %x, i32 %y
  %m = xor i1 %c, false
  %u = select i1 %m, i32 %x, i32 %y
  %r = xor i32 %t, %u
  %p.out = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %p.out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
