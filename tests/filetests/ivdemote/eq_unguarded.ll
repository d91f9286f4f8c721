; expect: none
; check: the same `==` exit test without a guard proving n > 0 is not demoted: with n = 0 the wide counter would pass 2^32 before it wraps to n
; spec: block 64
; spec: arg i32 5
; spec: arg f32[4096] random(-1,1)
; spec: arg f32[64] uninit
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(i32 %n, ptr addrspace(1) %a, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %wn = zext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s2, %loop ]
  %row = mul i64 %i, 64
  %idx = add i64 %row, %t
  %p = getelementptr float, ptr addrspace(1) %a, i64 %idx
  %v = load float, ptr addrspace(1) %p, align 4
  %s2 = fadd float %s, %v
  %next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %next, %wn
  br i1 %c, label %exit, label %loop
exit:
  %po = getelementptr float, ptr addrspace(1) %out, i64 %t
  store float %s2, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
