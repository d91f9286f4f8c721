; rule: mul-wide-s-const
; check: @fires: `sext(x) * 12`, `sext(x) * -7` and `sext(x) * 2147483647` (constants an i32 holds) become `mul_wide_s x, c`
; check: @keeps: `sext(x) * 2147483648` and `sext(x) * -2147483649` (out of i32 range) and `sext(h:i16) * 3` to i64 (not twice the width) stay
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
  %xs = sext i32 %x to i64
  %m0 = mul i64 %xs, 12
  %m1 = mul i64 %xs, -7
  %m2 = mul i64 %xs, 2147483647
  %r0 = xor i64 %m0, %m1
  %r = xor i64 %r0, %m2
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
  %xs = sext i32 %x to i64
  %m0 = mul i64 %xs, 2147483648
  %m1 = mul i64 %xs, -2147483649
  %h = trunc i32 %x to i16
  %hs = sext i16 %h to i64
  %m2 = mul i64 %hs, 3
  %r0 = xor i64 %m0, %m1
  %r = xor i64 %r0, %m2
  %p.out = getelementptr i64, ptr addrspace(1) %out, i64 %i
  store i64 %r, ptr addrspace(1) %p.out, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
