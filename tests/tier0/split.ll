; loop-index-split's case: a loop whose body branches on `i < m`, split
; into the iterations below m (adding) and the rest (subtracting).
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @split(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n, i32 %m) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %s = phi float [ 0.0, %entry ], [ %s1, %latch ]
  %j = add nsw i32 %i, %t
  %j64 = sext i32 %j to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %j64
  %v = load float, ptr addrspace(1) %p, align 4
  %low = icmp slt i32 %i, %m
  br i1 %low, label %add, label %sub
add:
  %a = fadd float %s, %v
  br label %latch
sub:
  %b = fsub float %s, %v
  br label %latch
latch:
  %s1 = phi float [ %a, %add ], [ %b, %sub ]
  %i1 = add nsw i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %s1, %latch ]
  %t64 = sext i32 %t to i64
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %r, ptr addrspace(1) %q, align 4
  ret void
}
