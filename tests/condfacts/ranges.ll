; correlated-propagation (dialects::condfacts). @fires: after `if (i >= 2)`,
; Numba's index wrap-around tests `j < 0` of j = i - 2, i - 1, i and i + 1
; are false (four decided), and so is `i + 1 <u 2`. @keeps: j = i - 3 can be
; -1 (undecided); the join block after the branch has two ways in (no facts
; there); a fact on a value does not reach a block the edge does not
; dominate.
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @fires(ptr addrspace(1) %x, ptr addrspace(1) %out, i64 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = sext i32 %t to i64
  %ok = icmp sge i64 %i, 2
  br i1 %ok, label %body, label %exit
body:
  %j0 = add i64 %i, -2
  %n0 = icmp slt i64 %j0, 0
  %w0 = add i64 %j0, %n
  %k0 = select i1 %n0, i64 %w0, i64 %j0
  %p0 = getelementptr float, ptr addrspace(1) %x, i64 %k0
  %a = load float, ptr addrspace(1) %p0, align 4
  %j1 = sub i64 %i, 1
  %n1 = icmp slt i64 %j1, 0
  %w1 = add i64 %j1, %n
  %k1 = select i1 %n1, i64 %w1, i64 %j1
  %p1 = getelementptr float, ptr addrspace(1) %x, i64 %k1
  %b = load float, ptr addrspace(1) %p1, align 4
  %n2 = icmp slt i64 %i, 0
  %w2 = add i64 %i, %n
  %k2 = select i1 %n2, i64 %w2, i64 %i
  %p2 = getelementptr float, ptr addrspace(1) %x, i64 %k2
  %c = load float, ptr addrspace(1) %p2, align 4
  %j3 = add i64 %i, 1
  %n3 = icmp slt i64 %j3, 0
  %w3 = add i64 %j3, %n
  %k3 = select i1 %n3, i64 %w3, i64 %j3
  %p3 = getelementptr float, ptr addrspace(1) %x, i64 %k3
  %d = load float, ptr addrspace(1) %p3, align 4
  %small = icmp ult i64 %j3, 2
  %e = select i1 %small, float 1.0, float 0.5
  %s0 = fadd float %a, %b
  %s1 = fadd float %s0, %c
  %s2 = fadd float %s1, %d
  %s3 = fmul float %s2, %e
  %po = getelementptr float, ptr addrspace(1) %out, i64 %i
  store float %s3, ptr addrspace(1) %po, align 4
  br label %exit
exit:
  ret void
}

define ptx_kernel void @keeps(ptr addrspace(1) %x, ptr addrspace(1) %out, i64 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = sext i32 %t to i64
  %ok = icmp sge i64 %i, 2
  br i1 %ok, label %body, label %join
body:
  %j0 = add i64 %i, -3
  %n0 = icmp slt i64 %j0, 0
  %w0 = add i64 %j0, %n
  %k0 = select i1 %n0, i64 %w0, i64 %j0
  %p0 = getelementptr float, ptr addrspace(1) %x, i64 %k0
  %a = load float, ptr addrspace(1) %p0, align 4
  br label %join
join:
  %v = phi float [ %a, %body ], [ 0.0, %entry ]
  %j1 = add i64 %i, -2
  %n1 = icmp slt i64 %j1, 0
  %w1 = add i64 %j1, %n
  %k1 = select i1 %n1, i64 %w1, i64 %j1
  %p1 = getelementptr float, ptr addrspace(1) %x, i64 %k1
  %b = load float, ptr addrspace(1) %p1, align 4
  %s = fadd float %v, %b
  %po = getelementptr float, ptr addrspace(1) %out, i64 %i
  store float %s, ptr addrspace(1) %po, align 4
  ret void
}
