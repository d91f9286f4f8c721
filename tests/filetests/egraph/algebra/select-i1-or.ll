; rule: select-i1-or
; check: @fires: `select(c, true, x)` on i1 (clang's `c || x`) is `c | x`
; check: @keeps: `select(c, 1, x)` on i32, and `select(c, x, y)` on i1 with y unknown, stay
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
  %c = icmp sgt i32 %x, 0
  %d = icmp slt i32 %y, 7
  %both = select i1 %c, i1 true, i1 %d
  %r = select i1 %both, i32 %x, i32 %y
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
  %c = icmp sgt i32 %x, 0
  %d = icmp slt i32 %y, 7
  %e = icmp eq i32 %x, %y
  %t = select i1 %c, i32 1, i32 %x
  %q = select i1 %c, i1 %d, i1 %e
  %qz = zext i1 %q to i32
  %r = xor i32 %t, %qz
  %p.out = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %p.out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
