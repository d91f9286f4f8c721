; vector_tail.ll with the guard written `n > i + 3` (`add nsw`, operands
; swapped); the same bound of 3 follows.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = shl nsw i32 %t, 2
  %i3 = add nsw i32 %i, 3
  %full = icmp sgt i32 %n, %i3
  br i1 %full, label %vec, label %tailchk
vec:
  %pv = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %i
  %v = load <4 x i32>, ptr addrspace(1) %pv, align 16
  %v3 = mul <4 x i32> %v, <i32 3, i32 3, i32 3, i32 3>
  %qv = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i
  store <4 x i32> %v3, ptr addrspace(1) %qv, align 16
  br label %exit
tailchk:
  %any = icmp slt i32 %i, %n
  br i1 %any, label %tail, label %exit
tail:
  %j = phi i32 [ %i, %tailchk ], [ %j1, %tail ]
  %pj = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %j
  %x = load i32, ptr addrspace(1) %pj, align 4
  %x3 = mul i32 %x, 3
  %qj = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %j
  store i32 %x3, ptr addrspace(1) %qj, align 4
  %j1 = add nsw i32 %j, 1
  %more = icmp slt i32 %j1, %n
  br i1 %more, label %tail, label %exit
exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
