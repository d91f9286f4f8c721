; rule: srem-pow2-nonneg
; check: @fires: `(x & 0x7fffffff) %s 16` and `tid.x %s 64` are masks
; check: @keeps: `x %s 16` (x may be negative), `(x & 0x7fffffff) %s 12` (not a power of two)
; spec: block 256
; spec: arg i32[256] random
; spec: arg i32[256] uninit
; edge: block 70
; edge: arg i32[70] values(0,1,-1,2,15,16,-16,-17,2147483647,-2147483648,-2147483647)
; edge: arg i32[70] uninit
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @fires(ptr addrspace(1) %a, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p.a = getelementptr i32, ptr addrspace(1) %a, i64 %i
  %x0 = load i32, ptr addrspace(1) %p.a, align 4
  %x = and i32 %x0, 2147483647
  %t = srem i32 %x, 16
  %u = srem i32 %tid, 64
  %r = xor i32 %t, %u
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
  %y = and i32 %x, 2147483647
  %t = srem i32 %x, 16
  %u = srem i32 %y, 12
  %r = xor i32 %t, %u
  %p.out = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %p.out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
