; rule: mul-wide-s
; check: @fires: `sext(x) * sext(y)` on i32 -> i64 and on i16 -> i32 become `mul_wide_s` (one mul.wide.s32 / .s16)
; check: @keeps: `sext(x) * zext(y)` (mixed extensions), `sext(h:i16) * sext(h)` to i64 (not twice the width) and `sext(b:i8) * sext(b)` to i16 (PTX has no mul.wide of 8-bit values) stay
; spec: block 256
; spec: arg i32[256] random
; spec: arg i32[256] random
; spec: arg i64[256] uninit
; edge: block 70
; edge: arg i32[70] values(0,1,-1,2,65535,-65536,2147483647,-2147483648,-2147483647,46341)
; edge: arg i32[70] values(0,-1,1,-2147483648,2147483647,-2147483648,32768,-32768)
; edge: arg i64[70] uninit
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @fires(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p.a = getelementptr i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %p.a, align 4
  %p.b = getelementptr i32, ptr addrspace(1) %b, i64 %i
  %y = load i32, ptr addrspace(1) %p.b, align 4
  %xs = sext i32 %x to i64
  %ys = sext i32 %y to i64
  %m = mul i64 %xs, %ys
  %hx = trunc i32 %x to i16
  %hy = trunc i32 %y to i16
  %hxs = sext i16 %hx to i32
  %hys = sext i16 %hy to i32
  %h = mul i32 %hxs, %hys
  %hw = sext i32 %h to i64
  %r = xor i64 %m, %hw
  %p.out = getelementptr i64, ptr addrspace(1) %out, i64 %i
  store i64 %r, ptr addrspace(1) %p.out, align 8
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
  %xs = sext i32 %x to i64
  %yz = zext i32 %y to i64
  %m = mul i64 %xs, %yz
  %hx = trunc i32 %x to i16
  %hxs = sext i16 %hx to i64
  %h = mul i64 %hxs, %hxs
  %bx = trunc i32 %x to i8
  %bxs = sext i8 %bx to i16
  %bb = mul i16 %bxs, %bxs
  %ql = sext i16 %bb to i64
  %r0 = xor i64 %m, %h
  %r = xor i64 %r0, %ql
  %p.out = getelementptr i64, ptr addrspace(1) %out, i64 %i
  store i64 %r, ptr addrspace(1) %p.out, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
