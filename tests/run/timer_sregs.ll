; LLVM 21's special-register reads that MLIR and Rust emit:
; `%globaltimer_lo` (twice: a short interval) and `%aggr_smem_size`.
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %o) {
  %a = call i32 @llvm.nvvm.read.ptx.sreg.aggr_smem_size()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.globaltimer.lo()
  %t2 = call i32 @llvm.nvvm.read.ptx.sreg.globaltimer.lo()
  %d = sub i32 %t2, %t
  %ok = icmp ult i32 %d, 1000000
  %z = zext i1 %ok to i32
  store i32 %a, ptr addrspace(1) %o
  %p = getelementptr i32, ptr addrspace(1) %o, i32 1
  store i32 %z, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.aggr_smem_size()
declare i32 @llvm.nvvm.read.ptx.sreg.globaltimer.lo()
