; expect: demoted
; check: a top-tested loop `for (long i = 0; i < 1000; i += 4)` (test on the header value, step 4) counts in i32
; spec: block 32
; spec: arg i32[1040] random(-1000,1000)
; spec: arg i32[32] uninit
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  br label %head
head:
  %i = phi i64 [ 0, %entry ], [ %next, %body ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %body ]
  %c = icmp slt i64 %i, 1000
  br i1 %c, label %body, label %exit
body:
  %lane = and i64 %t, 3
  %idx = add i64 %i, %lane
  %p = getelementptr i32, ptr addrspace(1) %a, i64 %idx
  %v = load i32, ptr addrspace(1) %p, align 4
  %iv32 = trunc i64 %i to i32
  %m = mul i32 %v, %iv32
  %acc2 = add i32 %acc, %m
  %next = add i64 %i, 4
  br label %head
exit:
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %t
  store i32 %acc, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
