; rule: factor-mul
; check: @fires: `z*x + z*y` is `z*(x + y)` (one multiply fewer), and `x*65537 + x*y` is `x*(65537 + y)` (products that wrap)
; check: @keeps: `z*x + y*x` (the common operand on the other side: factor-mul-right's) and `z*x + y*z` stay
; spec: block 256
; spec: arg i32[256] random
; spec: arg i32[256] random
; spec: arg i32[256] random
; spec: arg i32[256] uninit
; spec: arg i32[256] uninit
; edge: block 40
; edge: arg i32[40] values(0,-1,1,7,65536,-65536,2147483647,-2147483648)
; edge: arg i32[40] values(-1,0,15,-16,65535,2147483647,-2147483648)
; edge: arg i32[40] values(3,-3,0,1,46341,-46341,2147483647)
; edge: arg i32[40] uninit
; edge: arg i32[40] uninit
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @fires(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, ptr addrspace(1) %out, ptr addrspace(1) %out2) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %pa = getelementptr i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %pa, align 4
  %pb = getelementptr i32, ptr addrspace(1) %b, i64 %i
  %y = load i32, ptr addrspace(1) %pb, align 4
  %pc = getelementptr i32, ptr addrspace(1) %c, i64 %i
  %z = load i32, ptr addrspace(1) %pc, align 4
  %m1 = mul i32 %z, %x
  %m2 = mul i32 %z, %y
  %r = add i32 %m1, %m2
  %m3 = mul i32 %x, 65537
  %m4 = mul i32 %x, %y
  %r2 = add i32 %m3, %m4
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %po, align 4
  %po2 = getelementptr i32, ptr addrspace(1) %out2, i64 %i
  store i32 %r2, ptr addrspace(1) %po2, align 4
  ret void
}

define ptx_kernel void @keeps(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, ptr addrspace(1) %out, ptr addrspace(1) %out2) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %pa = getelementptr i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %pa, align 4
  %pb = getelementptr i32, ptr addrspace(1) %b, i64 %i
  %y = load i32, ptr addrspace(1) %pb, align 4
  %pc = getelementptr i32, ptr addrspace(1) %c, i64 %i
  %z = load i32, ptr addrspace(1) %pc, align 4
  %m1 = mul i32 %z, %x
  %m2 = mul i32 %y, %x
  %r = add i32 %m1, %m2
  %m3 = mul i32 %y, %z
  %r2 = add i32 %m1, %m3
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %po, align 4
  %po2 = getelementptr i32, ptr addrspace(1) %out2, i64 %i
  store i32 %r2, ptr addrspace(1) %po2, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
