target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare half @llvm.vector.reduce.fadd.v4f16(half, <4 x half>)
declare half @llvm.vector.reduce.fmul.v4f16(half, <4 x half>)
declare half @llvm.vector.reduce.fmax.v4f16(<4 x half>)
declare half @llvm.vector.reduce.fmin.v4f16(<4 x half>)
declare half @llvm.vector.reduce.fmaximum.v4f16(<4 x half>)
declare half @llvm.vector.reduce.fminimum.v4f16(<4 x half>)
declare double @llvm.vector.reduce.fmaximum.v2f64(<2 x double>)
declare double @llvm.vector.reduce.fminimum.v2f64(<2 x double>)

define ptx_kernel void @reduce16(ptr addrspace(1) %h, ptr addrspace(1) %d, ptr addrspace(1) %oh, ptr addrspace(1) %od) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ph = getelementptr <4 x half>, ptr addrspace(1) %h, i32 %t
  %v = load <4 x half>, ptr addrspace(1) %ph, align 8
  %r0 = call half @llvm.vector.reduce.fadd.v4f16(half 0xH8000, <4 x half> %v)
  %r1 = call half @llvm.vector.reduce.fmul.v4f16(half 0xH3C00, <4 x half> %v)
  %r2 = call half @llvm.vector.reduce.fmax.v4f16(<4 x half> %v)
  %r3 = call half @llvm.vector.reduce.fmin.v4f16(<4 x half> %v)
  %r4 = call half @llvm.vector.reduce.fmaximum.v4f16(<4 x half> %v)
  %r5 = call half @llvm.vector.reduce.fminimum.v4f16(<4 x half> %v)
  %q = mul i32 %t, 6
  %o0 = getelementptr half, ptr addrspace(1) %oh, i32 %q
  store half %r0, ptr addrspace(1) %o0, align 2
  %o1 = getelementptr half, ptr addrspace(1) %o0, i32 1
  store half %r1, ptr addrspace(1) %o1, align 2
  %o2 = getelementptr half, ptr addrspace(1) %o0, i32 2
  store half %r2, ptr addrspace(1) %o2, align 2
  %o3 = getelementptr half, ptr addrspace(1) %o0, i32 3
  store half %r3, ptr addrspace(1) %o3, align 2
  %o4 = getelementptr half, ptr addrspace(1) %o0, i32 4
  store half %r4, ptr addrspace(1) %o4, align 2
  %o5 = getelementptr half, ptr addrspace(1) %o0, i32 5
  store half %r5, ptr addrspace(1) %o5, align 2
  %pd = getelementptr <2 x double>, ptr addrspace(1) %d, i32 %t
  %w = load <2 x double>, ptr addrspace(1) %pd, align 16
  %d0 = call double @llvm.vector.reduce.fmaximum.v2f64(<2 x double> %w)
  %d1 = call double @llvm.vector.reduce.fminimum.v2f64(<2 x double> %w)
  %qd = getelementptr <2 x double>, ptr addrspace(1) %od, i32 %t
  store double %d0, ptr addrspace(1) %qd, align 16
  %qd1 = getelementptr double, ptr addrspace(1) %qd, i32 1
  store double %d1, ptr addrspace(1) %qd1, align 8
  ret void
}
