target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @cv(ptr addrspace(1) %x, ptr addrspace(1) %y, ptr addrspace(1) %o) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %px = getelementptr inbounds i32, ptr addrspace(1) %x, i32 %t
  %py = getelementptr inbounds i64, ptr addrspace(1) %y, i32 %t
  %a = load i32, ptr addrspace(1) %px, align 4
  %b = load i64, ptr addrspace(1) %py, align 8
  %h = trunc i32 %a to i16
  %c = trunc i32 %a to i8
  %r0 = sitofp i32 %a to bfloat
  %r1 = uitofp i32 %a to bfloat
  %r2 = sitofp i64 %b to bfloat
  %r3 = uitofp i64 %b to bfloat
  %r4 = sitofp i16 %h to bfloat
  %r5 = uitofp i8 %c to bfloat
  %q = mul i32 %t, 6
  %o0 = getelementptr bfloat, ptr addrspace(1) %o, i32 %q
  store bfloat %r0, ptr addrspace(1) %o0, align 2
  %o1 = getelementptr bfloat, ptr addrspace(1) %o0, i32 1
  store bfloat %r1, ptr addrspace(1) %o1, align 2
  %o2 = getelementptr bfloat, ptr addrspace(1) %o0, i32 2
  store bfloat %r2, ptr addrspace(1) %o2, align 2
  %o3 = getelementptr bfloat, ptr addrspace(1) %o0, i32 3
  store bfloat %r3, ptr addrspace(1) %o3, align 2
  %o4 = getelementptr bfloat, ptr addrspace(1) %o0, i32 4
  store bfloat %r4, ptr addrspace(1) %o4, align 2
  %o5 = getelementptr bfloat, ptr addrspace(1) %o0, i32 5
  store bfloat %r5, ptr addrspace(1) %o5, align 2
  ret void
}
