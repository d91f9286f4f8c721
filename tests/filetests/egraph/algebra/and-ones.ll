; rule: and-ones
; check: @fires: `x & -1` on i32 and `h & 255` on i8 (all ones at that width) are x and h
; check: @keeps: `x & 0x7fffffff` and `(sext y) & 0xffffffff` on i64 (all ones at 32 bits, not at 64) stay
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
  %p.a = getelementptr i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %p.a, align 4
  %p.b = getelementptr i32, ptr addrspace(1) %b, i64 %i
  %y = load i32, ptr addrspace(1) %p.b, align 4
  %t = and i32 %x, -1
  %h = trunc i32 %y to i8
  %hm = and i8 %h, 255
  %he = sext i8 %hm to i32
  %r = xor i32 %t, %he
  %w = sext i32 %y to i64
  %p.out = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %p.out, align 4
  %p.out64 = getelementptr i64, ptr addrspace(1) %out64, i64 %i
  store i64 %w, ptr addrspace(1) %p.out64, align 8
  ret void
}

define ptx_kernel void @keeps(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out, ptr addrspace(1) %out64) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p.a = getelementptr i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %p.a, align 4
  %p.b = getelementptr i32, ptr addrspace(1) %b, i64 %i
  %y = load i32, ptr addrspace(1) %p.b, align 4
  %r = and i32 %x, 2147483647
  %ws = sext i32 %y to i64
  %w = and i64 %ws, 4294967295
  %p.out = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %p.out, align 4
  %p.out64 = getelementptr i64, ptr addrspace(1) %out64, i64 %i
  store i64 %w, ptr addrspace(1) %p.out64, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
