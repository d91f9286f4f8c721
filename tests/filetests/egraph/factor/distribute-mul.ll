; rule: distribute-mul
; check: @fires: `(x + y)*z`, `(y + z)*x` and `(z + x)*y` are also `x*z + y*z`, ... (the extractor may share a product with a neighbour), with wrapping products
; check: @keeps: `(x + y)*8` (a constant multiplier: algebra's mul-add-distribute-const) and `(x - y)*z` stay
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
  %s = add i32 %x, %y
  %r = mul i32 %s, %z
  %s2 = add i32 %y, %z
  %p2 = mul i32 %s2, %x
  %s3 = add i32 %z, %x
  %p3 = mul i32 %s3, %y
  %r2 = xor i32 %p2, %p3
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
  %s = add i32 %x, %y
  %r = mul i32 %s, 8
  %d = sub i32 %x, %y
  %r2 = mul i32 %d, %z
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %po, align 4
  %po2 = getelementptr i32, ptr addrspace(1) %out2, i64 %i
  store i32 %r2, ptr addrspace(1) %po2, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
