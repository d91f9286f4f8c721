; memmove of a variable length within one buffer, overlapping both ways
; (used by driver/tests/intrinsics_run.rs).
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @shift(ptr addrspace(1) %buf, i32 %n) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %go, label %exit
go:
  %len = zext i32 %n to i64
  %up = getelementptr i8, ptr addrspace(1) %buf, i64 3
  ; forwards-overlapping: destination above the source
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) %up, ptr addrspace(1) %buf, i64 %len, i1 false)
  %far = getelementptr i8, ptr addrspace(1) %buf, i64 100
  %near = getelementptr i8, ptr addrspace(1) %buf, i64 95
  ; destination below the source
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) %near, ptr addrspace(1) %far, i64 %len, i1 false)
  ; a long constant length
  %c = getelementptr i8, ptr addrspace(1) %buf, i64 200
  %d = getelementptr i8, ptr addrspace(1) %buf, i64 216
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) %d, ptr addrspace(1) %c, i64 300, i1 false)
  br label %exit
exit:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.memmove.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
