; rule: ashr-add-const
; check: @fires: `((x & 65535) + 256) >>s 3` is `((x & 65535) >>s 3) + 32` and `((tid >>s 1) - 64) >>s 4` is `((tid >>s 1) >>s 4) - 4` (known bits through the inner `ashr`): known bits bound the sums (signed, no wrap) and the constants are multiples of 2^k
; check: @keeps: `(x + 256) >>s 3` (x unbounded: the sum may wrap) and `((x & 65535) + 260) >>s 3` (260 is not a multiple of 8) stay
; spec: block 256
; spec: arg i32[256] random
; spec: arg i32[256] random
; spec: arg i32[256] uninit
; spec: arg i32[256] uninit
; edge: block 40
; edge: arg i32[40] values(0,-1,1,7,8,255,256,-256,2147483647,-2147483648)
; edge: arg i32[40] values(-1,0,15,-16,5,9,2147483647,-2147483648)
; edge: arg i32[40] uninit
; edge: arg i32[40] uninit
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @fires(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out, ptr addrspace(1) %out2) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %pa = getelementptr i32, ptr addrspace(1) %a, i64 %i
  %x0 = load i32, ptr addrspace(1) %pa, align 4
  %pb = getelementptr i32, ptr addrspace(1) %b, i64 %i
  %y0 = load i32, ptr addrspace(1) %pb, align 4
  %xm = and i32 %x0, 65535
  %s = add i32 %xm, 256
  %r = ashr i32 %s, 3
  %th = ashr i32 %tid, 1
  %t = add i32 %th, -64
  %r2 = ashr i32 %t, 4
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %po, align 4
  %po2 = getelementptr i32, ptr addrspace(1) %out2, i64 %i
  store i32 %r2, ptr addrspace(1) %po2, align 4
  ret void
}

define ptx_kernel void @keeps(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out, ptr addrspace(1) %out2) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %pa = getelementptr i32, ptr addrspace(1) %a, i64 %i
  %x0 = load i32, ptr addrspace(1) %pa, align 4
  %pb = getelementptr i32, ptr addrspace(1) %b, i64 %i
  %y0 = load i32, ptr addrspace(1) %pb, align 4
  %s = add i32 %x0, 256
  %r = ashr i32 %s, 3
  %xm = and i32 %y0, 65535
  %t = add i32 %xm, 260
  %r2 = ashr i32 %t, 3
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %po, align 4
  %po2 = getelementptr i32, ptr addrspace(1) %out2, i64 %i
  store i32 %r2, ptr addrspace(1) %po2, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
