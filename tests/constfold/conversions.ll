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
