; rule: shl-sext-mul-wide
; check: @fires: `sext(x) << 3` and `sext(y) << 30` on i64 become `sext(x) * 8` and `* 2^30` (mul.wide.s32)
; check: @keeps: `zext(x) << 3`, `sext(x) << 31` (k < 31 only), `sext(h:i16) << 3` (i32 sources only) and `sext(x) << (y & 7)` stay
; spec: block 256
; spec: arg i32[256] random
; spec: arg i32[256] random
; spec: arg i64[256] uninit
; edge: block 70
; edge: arg i32[70] values(0,1,-1,2,5,31,32,2147483647,-2147483648,-2147483647)
; edge: arg i32[70] values(0,-1,1,7,2147483647,-2147483648,32)
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
  %t = shl i64 %xs, 3
  %ys = sext i32 %y to i64
  %u = shl i64 %ys, 30
  %r = xor i64 %t, %u
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
  %xz = zext i32 %x to i64
  %t = shl i64 %xz, 3
  %xs = sext i32 %x to i64
  %u = shl i64 %xs, 31
  %h = trunc i32 %y to i16
  %hs = sext i16 %h to i64
  %v = shl i64 %hs, 3
  %k = and i32 %y, 7
  %kw = zext i32 %k to i64
  %q = shl i64 %xs, %kw
  %r0 = xor i64 %t, %u
  %r1 = xor i64 %v, %q
  %r = xor i64 %r0, %r1
  %p.out = getelementptr i64, ptr addrspace(1) %out, i64 %i
  store i64 %r, ptr addrspace(1) %p.out, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
