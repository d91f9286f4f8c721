; Two values shifted by a common amount: -remat-add=1 computes (x + y) << z.
; (Products with a common factor no longer make the point: `z*x + z*y` is
; a multiply and a `mad.lo`, as few instructions as `z*(x + y)`.)
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @products(ptr addrspace(1) %a, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %pa = getelementptr i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %pa, align 4
  %pb = getelementptr i32, ptr addrspace(1) %pa, i64 1024
  %y = load i32, ptr addrspace(1) %pb, align 4
  %pc = getelementptr i32, ptr addrspace(1) %pa, i64 2048
  %z = load i32, ptr addrspace(1) %pc, align 4
  %s = and i32 %z, 15
  %m1 = shl i32 %x, %s
  %m2 = shl i32 %y, %s
  %sum = add i32 %m1, %m2
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %sum, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
