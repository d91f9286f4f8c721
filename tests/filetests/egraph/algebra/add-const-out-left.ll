; rule: add-const-out-left
; check: @fires: `(x + 5) + y` is `(x + y) + 5`, and `(y + -1) + x` is `(y + x) - 1`
; check: @keeps: `(x + y) + z` (no constant) and `(x + 3) + 4` (constants only: add-add-const's) stay
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
  %t = add i32 %x0, 5
  %r = add i32 %t, %y0
  %t2 = add i32 %y0, -1
  %r2 = add i32 %t2, %x0
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
  %t = add i32 %x0, %y0
  %r = add i32 %t, %tid
  %t2 = add i32 %x0, 3
  %r2 = add i32 %t2, 4
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %po, align 4
  %po2 = getelementptr i32, ptr addrspace(1) %out2, i64 %i
  store i32 %r2, ptr addrspace(1) %po2, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
