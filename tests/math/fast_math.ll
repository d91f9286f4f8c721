; f32 division, reciprocal, square root, minnum and a compare: what -ftz,
; -prec-div and --use_fast_math change (driver/tests/math_flags.rs).
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out, i32 %n) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pa = getelementptr float, ptr addrspace(1) %a, i32 %t
  %pb = getelementptr float, ptr addrspace(1) %b, i32 %t
  %x = load float, ptr addrspace(1) %pa, align 4
  %y = load float, ptr addrspace(1) %pb, align 4
  %q = fdiv float %x, %y
  %r = fdiv float 1.0, %y
  %s = call float @llvm.sqrt.f32(float %y)
  %m = call float @llvm.minnum.f32(float %q, float %s)
  %c = fcmp olt float %x, %y
  %sel = select i1 %c, float %m, float %r
  %o0 = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %q, ptr addrspace(1) %o0, align 4
  %t1 = add i32 %t, 64
  %o1 = getelementptr float, ptr addrspace(1) %out, i32 %t1
  store float %r, ptr addrspace(1) %o1, align 4
  %t2 = add i32 %t, 128
  %o2 = getelementptr float, ptr addrspace(1) %out, i32 %t2
  store float %sel, ptr addrspace(1) %o2, align 4
  ret void
}
declare float @llvm.sqrt.f32(float)
declare float @llvm.minnum.f32(float, float)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
