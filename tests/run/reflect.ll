; __nvvm_reflect and llvm.nvvm.reflect fold to the target's answers (used by
; driver/tests/intrinsics_run.rs).
target triple = "nvptx64-nvidia-cuda"
@arch = private unnamed_addr addrspace(4) constant [12 x i8] c"__CUDA_ARCH\00"
@ftz = private unnamed_addr addrspace(4) constant [11 x i8] c"__CUDA_FTZ\00"
@other = private unnamed_addr addrspace(4) constant [6 x i8] c"OTHER\00"
declare i32 @__nvvm_reflect(ptr)
declare i32 @llvm.nvvm.reflect(ptr)
declare ptr @llvm.nvvm.ptr.constant.to.gen.p0.p4(ptr addrspace(4))
define ptx_kernel void @k(ptr addrspace(1) %o) {
  %a = call ptr @llvm.nvvm.ptr.constant.to.gen.p0.p4(ptr addrspace(4) @arch)
  %r1 = call i32 @__nvvm_reflect(ptr %a)
  %f = addrspacecast ptr addrspace(4) @ftz to ptr
  %r2 = call i32 @llvm.nvvm.reflect(ptr %f)
  %x = addrspacecast ptr addrspace(4) @other to ptr
  %r3 = call i32 @__nvvm_reflect(ptr %x)
  store i32 %r1, ptr addrspace(1) %o
  %o1 = getelementptr i32, ptr addrspace(1) %o, i64 1
  store i32 %r2, ptr addrspace(1) %o1
  %o2 = getelementptr i32, ptr addrspace(1) %o, i64 2
  store i32 %r3, ptr addrspace(1) %o2
  ret void
}
!llvm.module.flags = !{!0}
!0 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
