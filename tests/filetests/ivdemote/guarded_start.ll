; expect: demoted
; check: a counter starting at sext(x) under a guard x >= 0 and running while next <u 200 fits u32 and is demoted; sext(x) itself, also used where the guard does not hold, keeps its value
; spec: block 64
; spec: arg i32[64] random(-300,300)
; spec: arg i32[64] uninit
; spec: arg i64[64] uninit
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(1) %wide) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %px = getelementptr i32, ptr addrspace(1) %in, i64 %t
  %x = load i32, ptr addrspace(1) %px, align 4
  %w = sext i32 %x to i64
  %pw = getelementptr i64, ptr addrspace(1) %wide, i64 %t
  store i64 %w, ptr addrspace(1) %pw, align 8
  %ok = icmp sge i32 %x, 0
  br i1 %ok, label %loop, label %exit
loop:
  %i = phi i64 [ %w, %entry ], [ %next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %loop ]
  %lo = trunc i64 %i to i32
  %acc2 = add i32 %acc, %lo
  %next = add i64 %i, 3
  %c = icmp ult i64 %next, 200
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ -1, %entry ], [ %acc2, %loop ]
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %t
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
