; expect: none
; check: a counter bounded by a 64-bit kernel parameter has no 32-bit range and stays i64
; spec: block 32
; spec: arg i64 20
; spec: arg f32[2048] random(-1,1)
; spec: arg f32[32] uninit
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(i64 %m, ptr addrspace(1) %a, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  br label %head
head:
  %i = phi i64 [ 0, %entry ], [ %next, %body ]
  %s = phi float [ 0.0, %entry ], [ %s2, %body ]
  %c = icmp ult i64 %i, %m
  br i1 %c, label %body, label %exit
body:
  %row = shl i64 %i, 5
  %idx = add i64 %row, %t
  %p = getelementptr float, ptr addrspace(1) %a, i64 %idx
  %v = load float, ptr addrspace(1) %p, align 4
  %s2 = fadd float %s, %v
  %next = add i64 %i, 1
  br label %head
exit:
  %po = getelementptr float, ptr addrspace(1) %out, i64 %t
  store float %s, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
