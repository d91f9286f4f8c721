; rule: shl-zext-mul-wide
; check: @fires: `zext(x) << 2` and `zext(y) << 30` on i64 become `zext(x) * 4` and `* 2^30` (mul.wide.u32)
; check: @keeps: `sext(x) << 2`, `zext(x) << 31` (k < 31 only), `zext(h:i16) << 3` (i32 sources only) and `zext(x) << (y & 7)` stay
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
  %xz = zext i32 %x to i64
  %t = shl i64 %xz, 2
  %yz = zext i32 %y to i64
  %u = shl i64 %yz, 30
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
  %xs = sext i32 %x to i64
  %t0 = shl i64 %xs, 2
  %xz = zext i32 %x to i64
  %t1 = shl i64 %xz, 31
  %h = trunc i32 %x to i16
  %hz = zext i16 %h to i64
  %t2 = shl i64 %hz, 3
  %y7 = and i32 %y, 7
  %y7w = zext i32 %y7 to i64
  %t3 = shl i64 %xz, %y7w
  %r0 = xor i64 %t0, %t1
  %r1 = xor i64 %r0, %t2
  %r2 = xor i64 %r1, %t3
  %p.out = getelementptr i64, ptr addrspace(1) %out, i64 %i
  store i64 %r2, ptr addrspace(1) %p.out, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
