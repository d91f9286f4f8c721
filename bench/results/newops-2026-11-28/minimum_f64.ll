target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare double @llvm.minimum.f64(double, double)
declare double @llvm.maximum.f64(double, double)
declare <2 x double> @llvm.maximum.v2f64(<2 x double>, <2 x double>)

define ptx_kernel void @mm(ptr addrspace(1) %x, ptr addrspace(1) %y, ptr addrspace(1) %lo, ptr addrspace(1) %hi) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %c128 = shl i32 %c, 7
  %i = add i32 %c128, %t
  %i64 = zext i32 %i to i64
  %px = getelementptr inbounds double, ptr addrspace(1) %x, i64 %i64
  %py = getelementptr inbounds double, ptr addrspace(1) %y, i64 %i64
  %a = load double, ptr addrspace(1) %px, align 8
  %b = load double, ptr addrspace(1) %py, align 8
  %mn = call double @llvm.minimum.f64(double %a, double %b)
  %va = insertelement <2 x double> undef, double %a, i32 0
  %va2 = insertelement <2 x double> %va, double %b, i32 1
  %vb = insertelement <2 x double> undef, double %b, i32 0
  %vb2 = insertelement <2 x double> %vb, double %a, i32 1
  %vm = call <2 x double> @llvm.maximum.v2f64(<2 x double> %va2, <2 x double> %vb2)
  %mx = extractelement <2 x double> %vm, i32 0
  %mx2 = extractelement <2 x double> %vm, i32 1
  %mxs = call double @llvm.maximum.f64(double %mx, double %mx2)
  %pl = getelementptr inbounds double, ptr addrspace(1) %lo, i64 %i64
  %ph = getelementptr inbounds double, ptr addrspace(1) %hi, i64 %i64
  store double %mn, ptr addrspace(1) %pl, align 8
  store double %mxs, ptr addrspace(1) %ph, align 8
  ret void
}
