; rule: mad-lo-rhs
; check: @fires: `z + x * y` on i32 and i16 becomes `mad_lo` (one mad.lo.s32 / .s16), a constant addend included
; check: @keeps: the same on i64 (ptxas expands 64-bit multiplies) and on i8 (PTX has no mad.lo of 8-bit values) stays
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
  %m = mul i32 %x, %y
  %s = add i32 %tid, %m
  %hx = trunc i32 %x to i16
  %hy = trunc i32 %y to i16
  %hm = mul i16 %hx, %hy
  %hs = add i16 %hx, %hm
  %hz = sext i16 %hs to i64
  %s64 = sext i32 %s to i64
  %r = xor i64 %s64, %hz
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
  %bx = trunc i32 %x to i8
  %by = trunc i32 %y to i8
  %bm = mul i8 %bx, %by
  %bs = add i8 %bx, %bm
  %xw = sext i32 %x to i64
  %yw = zext i32 %y to i64
  %mw = mul i64 %xw, 12345678901
  %sw = add i64 %yw, %mw
  %b64 = sext i8 %bs to i64
  %r = xor i64 %b64, %sw
  %p.out = getelementptr i64, ptr addrspace(1) %out, i64 %i
  store i64 %r, ptr addrspace(1) %p.out, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
