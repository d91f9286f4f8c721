; Dynamic stack allocation: a variable-count alloca inside a loop between
; stacksave and stackrestore (used by driver/tests/intrinsics_run.rs).
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %loop ]
  %sp = call ptr @llvm.stacksave.p0()
  %m = add i32 %n, %i
  %buf = alloca i32, i32 %m, align 4
  %last = sub i32 %m, 1
  %pl = getelementptr i32, ptr %buf, i32 %last
  store i32 %tid, ptr %buf, align 4
  store i32 %i, ptr %pl, align 4
  %v0 = load i32, ptr %buf, align 4
  %v1 = load i32, ptr %pl, align 4
  %s = add i32 %v0, %v1
  %acc2 = add i32 %acc, %s
  call void @llvm.stackrestore.p0(ptr %sp)
  %i2 = add i32 %i, 1
  %c = icmp slt i32 %i2, 4
  br i1 %c, label %loop, label %exit
exit:
  %t64 = zext i32 %tid to i64
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %acc2, ptr addrspace(1) %q, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)
