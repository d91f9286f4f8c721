; rule: mul-wide-u-const
; check: @fires: `zext(x) * 12` and `zext(x) * 4294967295` (constants an i32 holds unsigned) become `mul_wide_u x, c`
; check: @keeps: `zext(x) * 4294967296` (out of range), `zext(x) * -7` (negative) and `zext(x) * 16` (a power of two stays a shift: measured, ptxas uses fewer registers) stay
; spec: block 256
; spec: arg i32[256] random
; spec: arg i64[256] uninit
; edge: block 70
; edge: arg i32[70] values(0,1,-1,2,2147483647,-2147483648,-2147483647,65536)
; edge: arg i64[70] uninit
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @fires(ptr addrspace(1) %a, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p.a = getelementptr i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %p.a, align 4
  %xz = zext i32 %x to i64
  %m0 = mul i64 %xz, 12
  %m1 = mul i64 %xz, 4294967295
  %r = xor i64 %m0, %m1
  %p.out = getelementptr i64, ptr addrspace(1) %out, i64 %i
  store i64 %r, ptr addrspace(1) %p.out, align 8
  ret void
}

define ptx_kernel void @keeps(ptr addrspace(1) %a, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p.a = getelementptr i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %p.a, align 4
  %xz = zext i32 %x to i64
  %m0 = mul i64 %xz, 4294967296
  %m1 = mul i64 %xz, -7
  %m2 = mul i64 %xz, 16
  %r0 = xor i64 %m0, %m1
  %r = xor i64 %r0, %m2
  %p.out = getelementptr i64, ptr addrspace(1) %out, i64 %i
  store i64 %r, ptr addrspace(1) %p.out, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
