target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @rem32(ptr addrspace(1) %x, ptr addrspace(1) %y, ptr addrspace(1) %o) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %c128 = shl i32 %c, 7
  %i = add i32 %c128, %t
  %i64 = zext i32 %i to i64
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i64
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %i64
  %po = getelementptr inbounds float, ptr addrspace(1) %o, i64 %i64
  %a = load float, ptr addrspace(1) %px, align 4
  %b = load float, ptr addrspace(1) %py, align 4
  %r = frem float %a, %b
  store float %r, ptr addrspace(1) %po, align 4
  ret void
}

define ptx_kernel void @rem64(ptr addrspace(1) %x, ptr addrspace(1) %y, ptr addrspace(1) %o) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %c128 = shl i32 %c, 7
  %i = add i32 %c128, %t
  %i64 = zext i32 %i to i64
  %px = getelementptr inbounds double, ptr addrspace(1) %x, i64 %i64
  %py = getelementptr inbounds double, ptr addrspace(1) %y, i64 %i64
  %po = getelementptr inbounds double, ptr addrspace(1) %o, i64 %i64
  %a = load double, ptr addrspace(1) %px, align 8
  %b = load double, ptr addrspace(1) %py, align 8
  %r = frem double %a, %b
  store double %r, ptr addrspace(1) %po, align 8
  ret void
}
