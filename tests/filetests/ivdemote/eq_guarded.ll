; expect: demoted
; check: a rotated loop over `long i = 0 .. n` (int n, guarded n > 0) with an `==` exit test carries an i32 counter: 32-bit increment and exit test
; spec: block 64
; spec: arg i32 37
; spec: arg f32[4096] random(-1,1)
; spec: arg f32[64] uninit
; edge: block 64
; edge: arg i32 1
; edge: arg f32[4096] random(-1,1)
; edge: arg f32[64] zero
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(i32 %n, ptr addrspace(1) %a, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %pre, label %done
pre:
  %wn = zext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %next, %loop ]
  %s = phi float [ 0.0, %pre ], [ %s2, %loop ]
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
  br label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
