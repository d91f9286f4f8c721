; rule: trunc-sub
; check: @fires: the low 32 bits of a 64-bit `sub` (and the low 16 bits) come from the operands' low bits
; check: @keeps: a truncation to i1 (predicates stay out of integer arithmetic) and a truncated `lshr` stay
; spec: block 256
; spec: arg i64[256] random
; spec: arg i64[256] random
; spec: arg i32[256] uninit
; spec: arg i16[256] uninit
; edge: block 70
; edge: arg i64[70] values(0,1,-1,4294967295,4294967296,9223372036854775807,-9223372036854775808,12345678901234)
; edge: arg i64[70] values(0,-1,3,4294967297,-4294967296,65535,7)
; edge: arg i32[70] uninit
; edge: arg i16[70] uninit
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @fires(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out, ptr addrspace(1) %out16) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p.a = getelementptr i64, ptr addrspace(1) %a, i64 %i
  %x = load i64, ptr addrspace(1) %p.a, align 8
  %p.b = getelementptr i64, ptr addrspace(1) %b, i64 %i
  %y = load i64, ptr addrspace(1) %p.b, align 8
  %w = sub i64 %x, %y
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
  %y = load i64, ptr addrspace(1) %p.b, align 8
  %w = sub i64 %x, %y
  %bit = trunc i64 %w to i1
  %s = lshr i64 %x, 7
  %t = trunc i64 %s to i32
  %r = select i1 %bit, i32 %t, i32 5
  %p.out = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %p.out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
