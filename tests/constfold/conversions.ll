; Conversions of constants (driver/tests/const_conversions.rs): at -O3
; each folds into the stored value, except fptrunc to a subnormal f32,
; which -ftz would flush on the GPU, and stays a cvt.

target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @conv(ptr %f, ptr %d, ptr %i) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tf = uitofp i32 %tid to float
  %e = fpext float 1.250000e+00 to double
  %t = fptrunc double 0x3FB999999999999A to float
  %s = sitofp i8 -3 to float
  %u = uitofp i8 -3 to double
  %big = sitofp i64 9007199254740993 to float
  %neg = fptosi float -2.750000e+00 to i32
  %pos = fptoui double 2.559000e+02 to i8
  %tiny = fptrunc double 1.000000e-40 to float
  %ez = fadd double %e, %u
  %f0 = fadd float %t, %tf
  %f1 = fadd float %s, %tf
  %f2 = fadd float %big, %tf
  %f3 = fadd float %tiny, 1.000000e+00
  store float %f0, ptr %f, align 4
  %fp1 = getelementptr inbounds float, ptr %f, i32 1
  store float %f1, ptr %fp1, align 4
  %fp2 = getelementptr inbounds float, ptr %f, i32 2
  store float %f2, ptr %fp2, align 4
  %fp3 = getelementptr inbounds float, ptr %f, i32 3
  store float %f3, ptr %fp3, align 4
  store double %ez, ptr %d, align 8
  %pz = zext i8 %pos to i32
  %sum = add i32 %neg, %pz
  %st = add i32 %sum, %tid
  store i32 %st, ptr %i, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; Comparisons, bitcasts and pure float intrinsics of constants: all fold
; but the two fmas.
define ptx_kernel void @floatops(ptr %f, ptr %i, float %x) {
entry:
  %lt = fcmp olt float 1.000000e+00, 2.000000e+00
  %s = select i1 %lt, float %x, float 3.000000e+00
  %uno = fcmp uno double 1.000000e+00, 2.000000e+00
  %m = call float @llvm.maxnum.f32(float 1.000000e+00, float 2.000000e+00)
  %n = call float @llvm.minnum.f32(float -1.000000e+00, float 2.000000e+00)
  %a = call float @llvm.fabs.f32(float -2.500000e+00)
  %e = fadd float 1.000000e+00, 0x3E80000000000000
  %r = call float @llvm.fma.f32(float %e, float %e, float -1.000000e+00)
  %rz = call float @llvm.nvvm.fma.rz.f(float %e, float %e, float -1.000000e+00)
  %b = bitcast float 1.000000e+00 to i32
  %back = bitcast i32 1077936128 to float
  store float %s, ptr %f, align 4
  %f1 = getelementptr inbounds float, ptr %f, i32 1
  %mn = fadd float %m, %n
  store float %mn, ptr %f1, align 4
  %f2 = getelementptr inbounds float, ptr %f, i32 2
  %ab = fadd float %a, %back
  store float %ab, ptr %f2, align 4
  %f3 = getelementptr inbounds float, ptr %f, i32 3
  store float %r, ptr %f3, align 4
  %f4 = getelementptr inbounds float, ptr %f, i32 4
  store float %rz, ptr %f4, align 4
  %u = zext i1 %uno to i32
  %bu = add i32 %b, %u
  store i32 %bu, ptr %i, align 4
  ret void
}

declare float @llvm.maxnum.f32(float, float)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.fabs.f32(float)
declare float @llvm.fma.f32(float, float, float)
declare float @llvm.nvvm.fma.rz.f(float, float, float)
