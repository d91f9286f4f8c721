; llvm.masked.load/store with masks known only at run time, in LLVM 21's
; form (the alignment an `align` attribute of the pointer), checked by
; driver/tests/masked.rs: the load reads the lanes whose input is positive
; (the others keep the passthru -5), the store writes the sum of the two
; loads to the lanes whose loaded value is odd and leaves the rest.
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr <4 x i32>, ptr addrspace(1) %in, i32 %tid
  %all = load <4 x i32>, ptr addrspace(1) %p, align 16
  %pos = icmp sgt <4 x i32> %all, zeroinitializer
  %m = call <4 x i32> @llvm.masked.load.v4i32.p1(ptr addrspace(1) align 16 %p, <4 x i1> %pos, <4 x i32> <i32 -5, i32 -5, i32 -5, i32 -5>)
  %s = add <4 x i32> %m, %all
  %bit = and <4 x i32> %m, <i32 1, i32 1, i32 1, i32 1>
  %odd = icmp ne <4 x i32> %bit, zeroinitializer
  %q = getelementptr <4 x i32>, ptr addrspace(1) %out, i32 %tid
  call void @llvm.masked.store.v4i32.p1(<4 x i32> %s, ptr addrspace(1) align 16 %q, <4 x i1> %odd)
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare <4 x i32> @llvm.masked.load.v4i32.p1(ptr addrspace(1), <4 x i1>, <4 x i32>)
declare void @llvm.masked.store.v4i32.p1(<4 x i32>, ptr addrspace(1), <4 x i1>)
