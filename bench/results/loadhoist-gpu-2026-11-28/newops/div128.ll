target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %x, ptr addrspace(1) %y, ptr addrspace(1) %o) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %px = getelementptr inbounds i128, ptr addrspace(1) %x, i64 %t64
  %py = getelementptr inbounds i128, ptr addrspace(1) %y, i64 %t64
  %a = load i128, ptr addrspace(1) %px, align 16
  %b = load i128, ptr addrspace(1) %py, align 16
  %q = udiv i128 %a, %b
  %r = urem i128 %a, %b
  %sq = sdiv i128 %a, %b
  %sr = srem i128 %a, %b
  %base = mul i64 %t64, 4
  %p0 = getelementptr inbounds i128, ptr addrspace(1) %o, i64 %base
  store i128 %q, ptr addrspace(1) %p0, align 16
  %p1 = getelementptr inbounds i128, ptr addrspace(1) %p0, i64 1
  store i128 %r, ptr addrspace(1) %p1, align 16
  %p2 = getelementptr inbounds i128, ptr addrspace(1) %p0, i64 2
  store i128 %sq, ptr addrspace(1) %p2, align 16
  %p3 = getelementptr inbounds i128, ptr addrspace(1) %p0, i64 3
  store i128 %sr, ptr addrspace(1) %p3, align 16
  ret void
}
