; rule: trunc-shl-const
; check: @fires: the low 32 (and 16) bits of `x << 5` are `trunc x << 5`
; check: @keeps: `trunc(x << 40)` to i32 (the shift is not below the narrow width), a truncation to i1 and `trunc(x << y)` stay
; spec: block 256
; spec: arg i64[256] random
; spec: arg i64[256] random
; spec: arg i32[256] uninit
; spec: arg i16[256] uninit
; edge: block 70
; edge: arg i64[70] values(0,1,-1,4294967295,4294967296,9223372036854775807,-9223372036854775808,12345678901234)
; edge: arg i64[70] values(0,1,31,32,63,5)
; edge: arg i32[70] uninit
; edge: arg i16[70] uninit
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @fires(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out, ptr addrspace(1) %out16) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p.a = getelementptr i64, ptr addrspace(1) %a, i64 %i
  %x = load i64, ptr addrspace(1) %p.a, align 8
  %w = shl i64 %x, 5
  %r = trunc i64 %w to i32
  %p.out = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %p.out, align 4
  %r16 = trunc i64 %w to i16
  %p.out16 = getelementptr i16, ptr addrspace(1) %out16, i64 %i
  store i16 %r16, ptr addrspace(1) %p.out16, align 2
  ret void
}

define ptx_kernel void @keeps(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out, ptr addrspace(1) %out16) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p.a = getelementptr i64, ptr addrspace(1) %a, i64 %i
  %x = load i64, ptr addrspace(1) %p.a, align 8
  %p.b = getelementptr i64, ptr addrspace(1) %b, i64 %i
  %y0 = load i64, ptr addrspace(1) %p.b, align 8
  %y = and i64 %y0, 63
  %w = shl i64 %x, 40
  %t = trunc i64 %w to i32
  %v = shl i64 %x, %y
  %u = trunc i64 %v to i32
  %bit = trunc i64 %v to i1
  %s = xor i32 %t, %u
  %r = select i1 %bit, i32 %s, i32 9
  %p.out = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %p.out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
