; LLVM 21's block-reduction barriers (what it upgrades barrier0.popc and
; its kin to, and what Triton and MLIR write): popc, and, or, aligned or
; not, on barrier 0 of all threads or on barrier 1 of a count. Each
; thread votes in[t] > n and writes the six results.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %t
  %x = load i32, ptr addrspace(1) %p
  %c = icmp sgt i32 %x, %n
  %r0 = call i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32 0, i1 %c)
  %r1 = call i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32 0, i1 %c)
  %r2 = call i1 @llvm.nvvm.barrier.cta.red.or.all(i32 0, i1 %c)
  %r3 = call i32 @llvm.nvvm.barrier.cta.red.popc.count(i32 1, i32 %ntid, i1 %c)
  %r4 = call i1 @llvm.nvvm.barrier.cta.red.and.aligned.count(i32 1, i32 %ntid, i1 %c)
  %r5 = call i1 @llvm.nvvm.barrier.cta.red.or.aligned.count(i32 2, i32 %ntid, i1 %c)
  %b1 = zext i1 %r1 to i32
  %b2 = zext i1 %r2 to i32
  %b4 = zext i1 %r4 to i32
  %b5 = zext i1 %r5 to i32
  %o = mul i32 %t, 6
  %q0 = getelementptr i32, ptr addrspace(1) %out, i32 %o
  store i32 %r0, ptr addrspace(1) %q0
  %q1 = getelementptr i32, ptr addrspace(1) %q0, i32 1
  store i32 %b1, ptr addrspace(1) %q1
  %q2 = getelementptr i32, ptr addrspace(1) %q0, i32 2
  store i32 %b2, ptr addrspace(1) %q2
  %q3 = getelementptr i32, ptr addrspace(1) %q0, i32 3
  store i32 %r3, ptr addrspace(1) %q3
  %q4 = getelementptr i32, ptr addrspace(1) %q0, i32 4
  store i32 %b4, ptr addrspace(1) %q4
  %q5 = getelementptr i32, ptr addrspace(1) %q0, i32 5
  store i32 %b5, ptr addrspace(1) %q5
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32, i1)
declare i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32, i1)
declare i1 @llvm.nvvm.barrier.cta.red.or.all(i32, i1)
declare i32 @llvm.nvvm.barrier.cta.red.popc.count(i32, i32, i1)
declare i1 @llvm.nvvm.barrier.cta.red.and.aligned.count(i32, i32, i1)
declare i1 @llvm.nvvm.barrier.cta.red.or.aligned.count(i32, i32, i1)
