; rule: select-zero-one
; check: @fires: `select(c, 0, 1)` on i32 and i64 is zext(c ^ true)
; check: @keeps: `select(c, 1, 0)` (the other rule's), `select(c, 0, -1)` (a sext), `select(c, 0, 2)` stay
; check: @keeps: `select(c, false, true)` on i1 stays (a zext from i1 to i1 does not exist)
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
  %t = select i1 %c, i32 0, i32 1
  %w = select i1 %c, i64 0, i64 1
  %wt = trunc i64 %w to i32
  %ws = shl i32 %wt, 1
  %t2 = or i32 %t, %ws
  %r = xor i32 %t2, %x
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
  %t = select i1 %c, i32 1, i32 0
  %u = select i1 %c, i32 0, i32 -1
  %v = select i1 %c, i32 0, i32 2
  %p = select i1 %c, i1 false, i1 true
  %pz = zext i1 %p to i32
  %t2 = xor i32 %t, %u
  %t3 = xor i32 %v, %pz
  %r = xor i32 %t2, %t3
  %p.out = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %p.out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
