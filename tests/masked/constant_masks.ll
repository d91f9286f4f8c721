; llvm.masked.load/store with constant masks (driver/tests/masked.rs):
; lane 1 of the first load is disabled (it keeps the passthru 8), the
; second load has every lane, the store writes lanes 1 and 2 only.
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr <4 x i32>, ptr addrspace(1) %in, i32 %tid
  %m = call <4 x i32> @llvm.masked.load.v4i32.p1(ptr addrspace(1) %p, i32 16, <4 x i1> <i1 true, i1 false, i1 true, i1 true>, <4 x i32> <i32 7, i32 8, i32 9, i32 10>)
  %a = call <4 x i32> @llvm.masked.load.v4i32.p1(ptr addrspace(1) %p, i32 16, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x i32> undef)
  %s = add <4 x i32> %m, %a
  %q = getelementptr <4 x i32>, ptr addrspace(1) %out, i32 %tid
  call void @llvm.masked.store.v4i32.p1(<4 x i32> %s, ptr addrspace(1) %q, i32 16, <4 x i1> <i1 false, i1 true, i1 true, i1 false>)
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare <4 x i32> @llvm.masked.load.v4i32.p1(ptr addrspace(1), i32, <4 x i1>, <4 x i32>)
declare void @llvm.masked.store.v4i32.p1(<4 x i32>, ptr addrspace(1), i32, <4 x i1>)
