; Cluster launch control (llvm/test/CodeGen/NVPTX/clusterlaunchcontrol.ll):
; a request to cancel a pending cluster, its response read back from
; shared memory (a real kernel waits on the mbarrier first) and queried.
target triple = "nvptx64-nvidia-cuda"

@response = internal addrspace(3) global i128 0, align 16
@bar = internal addrspace(3) global i64 0, align 8

define ptx_kernel void @clc(ptr addrspace(1) %out) {
  call void @llvm.nvvm.clusterlaunchcontrol.try_cancel.async.shared(ptr addrspace(3) @response, ptr addrspace(3) @bar)
  %r = load i128, ptr addrspace(3) @response, align 16
  %c = call i1 @llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled(i128 %r)
  %x = call i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.x(i128 %r)
  %y = call i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.y(i128 %r)
  %z = call i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.z(i128 %r)
  %cw = zext i1 %c to i32
  %s = add i32 %x, %y
  %s2 = add i32 %s, %z
  %s3 = add i32 %s2, %cw
  store i32 %s3, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @clc_multicast(ptr addrspace(3) %resp, ptr addrspace(3) %mbar) {
  call void @llvm.nvvm.clusterlaunchcontrol.try_cancel.async.multicast.shared(ptr addrspace(3) %resp, ptr addrspace(3) %mbar)
  ret void
}

declare void @llvm.nvvm.clusterlaunchcontrol.try_cancel.async.shared(ptr addrspace(3), ptr addrspace(3))
declare void @llvm.nvvm.clusterlaunchcontrol.try_cancel.async.multicast.shared(ptr addrspace(3), ptr addrspace(3))
declare i1 @llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled(i128)
declare i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.x(i128)
declare i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.y(i128)
declare i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.z(i128)
