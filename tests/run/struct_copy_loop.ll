; `Node nd = nodes[i];` then a loop over `nd.lo[a]` (a BVH traversal's
; box test): the struct is copied from global memory into a local with a
; memcpy whose `align 8` attributes are all that says the global side is
; aligned, and its float array is read with a variable index until the
; loop unrolls. Compiled, the copy is word loads (not bytes) and the local
; is gone (the copy's pieces have the float type the unrolled loads read).
target triple = "nvptx64-nvidia-cuda"

%struct.N = type { [3 x float], i64 }

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %s = alloca %struct.N, align 8
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = and i32 %t, 15
  %src = getelementptr inbounds %struct.N, ptr addrspace(1) %in, i32 %i
  call void @llvm.memcpy.p0.p1.i64(ptr align 8 %s, ptr addrspace(1) align 8 %src, i64 24, i1 false)
  br label %loop
loop:
  %a = phi i32 [ 0, %entry ], [ %a1, %loop ]
  %acc = phi i32 [ %n, %entry ], [ %acc1, %loop ]
  %p = getelementptr inbounds [3 x float], ptr %s, i32 0, i32 %a
  %f = load float, ptr %p, align 4
  %b = bitcast float %f to i32
  %m = mul i32 %acc, 3
  %acc1 = xor i32 %m, %b
  %a1 = add nuw nsw i32 %a, 1
  %more = icmp ult i32 %a1, 3
  br i1 %more, label %loop, label %done
done:
  %q = getelementptr inbounds %struct.N, ptr %s, i32 0, i32 1
  %d = load i64, ptr %q, align 8
  %d32 = trunc i64 %d to i32
  %r = add i32 %acc1, %d32
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.memcpy.p0.p1.i64(ptr, ptr addrspace(1), i64, i1)
