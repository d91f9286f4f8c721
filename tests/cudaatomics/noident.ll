; The kernel of clang16.ll with no producer named: orderings are kept.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @hist(ptr addrspace(1) %in, ptr addrspace(1) %bins, ptr addrspace(1) %flag) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %t
  %x = load i32, ptr addrspace(1) %p, align 4
  %b = and i32 %x, 7
  %q = getelementptr i32, ptr addrspace(1) %bins, i32 %b
  ; atomicAdd(&bins[b], 1)
  %old = atomicrmw add ptr addrspace(1) %q, i32 1 seq_cst
  ; atomicCAS(flag, 0, t + 1)
  %t1 = add i32 %t, 1
  %c = cmpxchg ptr addrspace(1) %flag, i32 0, i32 %t1 seq_cst seq_cst
  ; an explicit acquire (not a builtin's): kept
  %r = getelementptr i32, ptr addrspace(1) %bins, i32 8
  %acq = atomicrmw add ptr addrspace(1) %r, i32 %old acquire
  ret void
}

