; Two stores whose addresses share Triton's block/thread index arithmetic
; (`or disjoint` of a shifted block id and a masked thread index): the
; greedy DAG extractor prices each address alone, the ILP extractor sees
; that one form of the second offset reuses what the first already needs
; (rewrites/tests/extract.rs).
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @share(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = shl i32 %ctaid, 10
  %t = shl i32 %tid, 2
  %m = and i32 %t, 508
  %m2 = or disjoint i32 %m, 512
  %i1 = or disjoint i32 %b, %m
  %i2 = or disjoint i32 %b, %m2
  %s1 = sext i32 %i1 to i64
  %q1 = getelementptr float, ptr addrspace(1) %in, i64 %s1
  %v1 = load float, ptr addrspace(1) %q1, align 4
  %s2 = sext i32 %i2 to i64
  %q2 = getelementptr float, ptr addrspace(1) %in, i64 %s2
  %v2 = load float, ptr addrspace(1) %q2, align 4
  %c1 = icmp slt i32 %i1, %n
  %c2 = icmp slt i32 %i2, %n
  %w1 = select i1 %c1, float %v1, float 0.0
  %w2 = select i1 %c2, float %v2, float 0.0
  %p1 = getelementptr float, ptr addrspace(1) %out, i64 %s1
  store float %w1, ptr addrspace(1) %p1, align 4
  %p2 = getelementptr float, ptr addrspace(1) %out, i64 %s2
  store float %w2, ptr addrspace(1) %p2, align 4
  ret void
}
