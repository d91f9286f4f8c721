; rule: srem-pow2
; check: @fires: `x %s 16` and `x %s 2` (x of any sign) subtract the biased multiple of 2^k; `(i64 y) %s 1024` too
; check: @keeps: `x %s 12` (not a power of two), `x %s -16` (a negative divisor), `x %s 1` (nothing to gain)
; spec: block 256
; spec: arg i32[256] random
; spec: arg i32[256] uninit
; edge: block 70
; edge: arg i32[70] values(0,1,-1,2,-2,15,16,-15,-16,-17,1023,-1023,-1024,2147483647,-2147483648,-2147483647)
; edge: arg i32[70] uninit
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @fires(ptr addrspace(1) %a, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p.a = getelementptr i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %p.a, align 4
  %t = srem i32 %x, 16
  %h = srem i32 %x, 2
  %y = sext i32 %x to i64
  %w = srem i64 %y, 1024
  %wt = trunc i64 %w to i32
  %r0 = xor i32 %t, %h
  %r = xor i32 %r0, %wt
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
  %t = srem i32 %x, 12
  %u = srem i32 %x, -16
  %v = srem i32 %x, 1
  %r0 = xor i32 %t, %u
  %r = xor i32 %r0, %v
  %p.out = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %p.out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
