; rule: mul-pow2
; check: @fires: `x * 8` is `x << 3`, `x * INT_MIN` is `x << 31`, `(sext y) * 2^32` on i64 is `<< 32`
; check: @keeps: `x * 6`, `x * 1`, `x * 0` (2^k with k >= 1 only) and `x * y` stay
; check: both kernels address with `shl` and byte offsets so that no `mul` by a power of two comes from a getelementptr
; spec: block 256
; spec: arg i32[256] random
; spec: arg i32[256] random
; spec: arg i32[256] uninit
; spec: arg i64[256] uninit
; edge: block 70
; edge: arg i32[70] values(0,1,-1,2,5,31,32,2147483647,-2147483648,-2147483647)
; edge: arg i32[70] values(0,-1,1,7,2147483647,-2147483648,32)
; edge: arg i32[70] uninit
; edge: arg i64[70] uninit
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @fires(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out, ptr addrspace(1) %out64) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %off4 = shl i64 %i, 2
  %off8 = shl i64 %i, 3
  %p.a = getelementptr i8, ptr addrspace(1) %a, i64 %off4
  %x = load i32, ptr addrspace(1) %p.a, align 4
  %p.b = getelementptr i8, ptr addrspace(1) %b, i64 %off4
  %y = load i32, ptr addrspace(1) %p.b, align 4
  %t = mul i32 %x, 8
  %u = mul i32 %x, -2147483648
  %r = xor i32 %t, %u
  %ws = sext i32 %y to i64
  %w = mul i64 %ws, 4294967296
  %p.out = getelementptr i8, ptr addrspace(1) %out, i64 %off4
  store i32 %r, ptr addrspace(1) %p.out, align 4
  %p.out64 = getelementptr i8, ptr addrspace(1) %out64, i64 %off8
  store i64 %w, ptr addrspace(1) %p.out64, align 8
  ret void
}

define ptx_kernel void @keeps(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out, ptr addrspace(1) %out64) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %off4 = shl i64 %i, 2
  %off8 = shl i64 %i, 3
  %p.a = getelementptr i8, ptr addrspace(1) %a, i64 %off4
  %x = load i32, ptr addrspace(1) %p.a, align 4
  %p.b = getelementptr i8, ptr addrspace(1) %b, i64 %off4
  %y = load i32, ptr addrspace(1) %p.b, align 4
  %t = mul i32 %x, 6
  %u = mul i32 %x, 1
  %v = mul i32 %x, 0
  %q = mul i32 %x, %y
  %t2 = xor i32 %t, %u
  %t3 = xor i32 %v, %q
  %r = xor i32 %t2, %t3
  %w = sext i32 %y to i64
  %p.out = getelementptr i8, ptr addrspace(1) %out, i64 %off4
  store i32 %r, ptr addrspace(1) %p.out, align 4
  %p.out64 = getelementptr i8, ptr addrspace(1) %out64, i64 %off8
  store i64 %w, ptr addrspace(1) %p.out64, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
