target triple = "nvptx64-nvidia-cuda"

; sm_90 forms: elect.sync, griddepcontrol, tf32 rounding, stmatrix.
define ptx_kernel void @sm90_misc(ptr addrspace(1) %o, ptr addrspace(3) %s, i32 %m, float %x) {
  %e = call {i32, i1} @llvm.nvvm.elect.sync(i32 %m)
  %lane = extractvalue {i32, i1} %e, 0
  %lead = extractvalue {i32, i1} %e, 1
  call void @llvm.nvvm.griddepcontrol.wait()
  call void @llvm.nvvm.griddepcontrol.launch.dependents()
  %t1 = call i32 @llvm.nvvm.f2tf32.rn(float %x)
  %t2 = call i32 @llvm.nvvm.f2tf32.rz.relu(float %x)
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3) %s, i32 %t1, i32 %t2)
  %sum = add i32 %lane, %t1
  %sel = select i1 %lead, i32 %sum, i32 %t2
  store i32 %sel, ptr addrspace(1) %o, align 4
  ret void
}
declare {i32, i1} @llvm.nvvm.elect.sync(i32)
declare void @llvm.nvvm.griddepcontrol.wait()
declare void @llvm.nvvm.griddepcontrol.launch.dependents()
declare i32 @llvm.nvvm.f2tf32.rn(float)
declare i32 @llvm.nvvm.f2tf32.rz.relu(float)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3), i32, i32)
