; Two guarded stores whose addresses share the row base `tid.y * 132 +
; tile`: neither guarded block dominates the other, so only computing the
; base at their common dominator serves both (rewrites/tests/share.rs).
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()

define ptx_kernel void @siblings(ptr addrspace(1) %out, i32 %n) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %row = mul i32 %ty, 33
  %c1 = icmp slt i32 %tx, %n
  br i1 %c1, label %a, label %mid

a:
  %i1 = add i32 %row, %tx
  %e1 = zext i32 %i1 to i64
  %p1 = getelementptr float, ptr addrspace(1) %out, i64 %e1
  store float 1.0, ptr addrspace(1) %p1, align 4
  br label %mid

mid:
  %tx2 = add i32 %tx, 16
  %c2 = icmp slt i32 %tx2, %n
  br i1 %c2, label %b, label %exit

b:
  %i2 = add i32 %row, %tx2
  %e2 = zext i32 %i2 to i64
  %p2 = getelementptr float, ptr addrspace(1) %out, i64 %e2
  store float 2.0, ptr addrspace(1) %p2, align 4
  br label %exit

exit:
  ret void
}
