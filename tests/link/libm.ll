; Calls into libdevice as Numba and clang leave them when libdevice is not
; linked yet: the driver links libdevice lazily (driver/tests/link.rs).
target triple = "nvptx64-nvidia-cuda"

declare float @__nv_expf(float)
declare float @__nv_sqrtf(float)
declare float @__nv_logf(float)

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr float, ptr addrspace(1) %in, i32 %t
  %x = load float, ptr addrspace(1) %p, align 4
  %e = call float @__nv_expf(float %x)
  %ax = call float @llvm.fabs.f32(float %x)
  %s = call float @__nv_sqrtf(float %ax)
  %l = call float @__nv_logf(float %e)
  %q0 = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %e, ptr addrspace(1) %q0, align 4
  %t1 = add i32 %t, 64
  %q1 = getelementptr float, ptr addrspace(1) %out, i32 %t1
  store float %s, ptr addrspace(1) %q1, align 4
  %t2 = add i32 %t, 128
  %q2 = getelementptr float, ptr addrspace(1) %out, i32 %t2
  store float %l, ptr addrspace(1) %q2, align 4
  ret void
}

declare float @llvm.fabs.f32(float)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
