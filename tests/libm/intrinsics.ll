; LLVM's math intrinsics without an accurate PTX instruction
; (driver/tests/libm_intrinsics.rs): each becomes a call of libdevice's
; function of the same name, which is linked and inlined. The afn sine
; and f32 exp2 stay hardware approximations.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %outf, ptr addrspace(1) %outd, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr float, ptr addrspace(1) %in, i32 %tid
  %x = load float, ptr addrspace(1) %p, align 4
  %y = fpext float %x to double
  %a = call float @llvm.exp.f32(float %x)
  %ax = fadd float %a, 1.0
  %b = call float @llvm.log2.f32(float %ax)
  %c = call double @llvm.sin.f64(double %y)
  %ab = call float @llvm.fabs.f32(float %x)
  %d = call float @llvm.pow.f32(float %ab, float 1.5)
  %e = call double @llvm.powi.f64.i32(double %y, i32 %n)
  %f = call float @llvm.ldexp.f32.i32(float %x, i32 %n)
  %g = call afn float @llvm.sin.f32(float %x)
  %h = call float @llvm.exp2.f32(float %x)
  %t = call double @llvm.tanh.f64(double %y)
  %row = mul i32 %tid, 6
  %o0 = getelementptr float, ptr addrspace(1) %outf, i32 %row
  store float %a, ptr addrspace(1) %o0, align 4
  %o1 = getelementptr float, ptr addrspace(1) %o0, i32 1
  store float %b, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr float, ptr addrspace(1) %o0, i32 2
  store float %d, ptr addrspace(1) %o2, align 4
  %o3 = getelementptr float, ptr addrspace(1) %o0, i32 3
  store float %f, ptr addrspace(1) %o3, align 4
  %o4 = getelementptr float, ptr addrspace(1) %o0, i32 4
  store float %g, ptr addrspace(1) %o4, align 4
  %o5 = getelementptr float, ptr addrspace(1) %o0, i32 5
  store float %h, ptr addrspace(1) %o5, align 4
  %drow = mul i32 %tid, 3
  %q0 = getelementptr double, ptr addrspace(1) %outd, i32 %drow
  store double %c, ptr addrspace(1) %q0, align 8
  %q1 = getelementptr double, ptr addrspace(1) %q0, i32 1
  store double %e, ptr addrspace(1) %q1, align 8
  %q2 = getelementptr double, ptr addrspace(1) %q0, i32 2
  store double %t, ptr addrspace(1) %q2, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.exp.f32(float)
declare float @llvm.log2.f32(float)
declare double @llvm.sin.f64(double)
declare float @llvm.fabs.f32(float)
declare float @llvm.pow.f32(float, float)
declare double @llvm.powi.f64.i32(double, i32)
declare float @llvm.ldexp.f32.i32(float, i32)
declare float @llvm.sin.f32(float)
declare float @llvm.exp2.f32(float)
declare double @llvm.tanh.f64(double)

; Vector and half forms: one scalar f32 call per lane, halves widened and
; rounded back.
define ptx_kernel void @lanes(ptr addrspace(1) %in, ptr addrspace(1) %outv, ptr addrspace(1) %outh) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr <2 x float>, ptr addrspace(1) %in, i32 %tid
  %v = load <2 x float>, ptr addrspace(1) %p, align 8
  %av = call <2 x float> @llvm.fabs.v2f32(<2 x float> %v)
  %one = fadd <2 x float> %av, <float 1.0, float 1.0>
  %l = call <2 x float> @llvm.log2.v2f32(<2 x float> %one)
  %q = getelementptr <2 x float>, ptr addrspace(1) %outv, i32 %tid
  store <2 x float> %l, ptr addrspace(1) %q, align 8
  %h = fptrunc <2 x float> %v to <2 x half>
  %s = call <2 x half> @llvm.sin.v2f16(<2 x half> %h)
  %r = getelementptr <2 x half>, ptr addrspace(1) %outh, i32 %tid
  store <2 x half> %s, ptr addrspace(1) %r, align 4
  ret void
}

declare <2 x float> @llvm.fabs.v2f32(<2 x float>)
declare <2 x float> @llvm.log2.v2f32(<2 x float>)
declare <2 x half> @llvm.sin.v2f16(<2 x half>)
