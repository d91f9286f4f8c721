; 256-bit accesses (sm_100+, .global only): eight floats and four doubles
; per thread, in records aligned to 32 bytes, copied with a scale.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f32x8(ptr addrspace(1) noalias align 32 %a, ptr addrspace(1) noalias align 32 %c, float %s) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %pa = getelementptr [8 x float], ptr addrspace(1) %a, i64 %i
  %pc = getelementptr [8 x float], ptr addrspace(1) %c, i64 %i
  %pa1 = getelementptr float, ptr addrspace(1) %pa, i64 1
  %pa2 = getelementptr float, ptr addrspace(1) %pa, i64 2
  %pa3 = getelementptr float, ptr addrspace(1) %pa, i64 3
  %pa4 = getelementptr float, ptr addrspace(1) %pa, i64 4
  %pa5 = getelementptr float, ptr addrspace(1) %pa, i64 5
  %pa6 = getelementptr float, ptr addrspace(1) %pa, i64 6
  %pa7 = getelementptr float, ptr addrspace(1) %pa, i64 7
  %pc1 = getelementptr float, ptr addrspace(1) %pc, i64 1
  %pc2 = getelementptr float, ptr addrspace(1) %pc, i64 2
  %pc3 = getelementptr float, ptr addrspace(1) %pc, i64 3
  %pc4 = getelementptr float, ptr addrspace(1) %pc, i64 4
  %pc5 = getelementptr float, ptr addrspace(1) %pc, i64 5
  %pc6 = getelementptr float, ptr addrspace(1) %pc, i64 6
  %pc7 = getelementptr float, ptr addrspace(1) %pc, i64 7
  %x0 = load float, ptr addrspace(1) %pa, align 32
  %x1 = load float, ptr addrspace(1) %pa1, align 4
  %x2 = load float, ptr addrspace(1) %pa2, align 8
  %x3 = load float, ptr addrspace(1) %pa3, align 4
  %x4 = load float, ptr addrspace(1) %pa4, align 16
  %x5 = load float, ptr addrspace(1) %pa5, align 4
  %x6 = load float, ptr addrspace(1) %pa6, align 8
  %x7 = load float, ptr addrspace(1) %pa7, align 4
  %y0 = fmul float %x0, %s
  %y1 = fmul float %x1, %s
  %y2 = fmul float %x2, %s
  %y3 = fmul float %x3, %s
  %y4 = fmul float %x4, %s
  %y5 = fmul float %x5, %s
  %y6 = fmul float %x6, %s
  %y7 = fmul float %x7, %s
  store float %y0, ptr addrspace(1) %pc, align 32
  store float %y1, ptr addrspace(1) %pc1, align 4
  store float %y2, ptr addrspace(1) %pc2, align 8
  store float %y3, ptr addrspace(1) %pc3, align 4
  store float %y4, ptr addrspace(1) %pc4, align 16
  store float %y5, ptr addrspace(1) %pc5, align 4
  store float %y6, ptr addrspace(1) %pc6, align 8
  store float %y7, ptr addrspace(1) %pc7, align 4
  ret void
}

define void @f64x4(ptr addrspace(1) noalias align 32 %a, ptr addrspace(1) noalias align 32 %c, double %s) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %pa = getelementptr [4 x double], ptr addrspace(1) %a, i64 %i
  %pc = getelementptr [4 x double], ptr addrspace(1) %c, i64 %i
  %pa1 = getelementptr double, ptr addrspace(1) %pa, i64 1
  %pa2 = getelementptr double, ptr addrspace(1) %pa, i64 2
  %pa3 = getelementptr double, ptr addrspace(1) %pa, i64 3
  %pc1 = getelementptr double, ptr addrspace(1) %pc, i64 1
  %pc2 = getelementptr double, ptr addrspace(1) %pc, i64 2
  %pc3 = getelementptr double, ptr addrspace(1) %pc, i64 3
  %x0 = load double, ptr addrspace(1) %pa, align 32
  %x1 = load double, ptr addrspace(1) %pa1, align 8
  %x2 = load double, ptr addrspace(1) %pa2, align 16
  %x3 = load double, ptr addrspace(1) %pa3, align 8
  %y0 = fmul double %x0, %s
  %y1 = fmul double %x1, %s
  %y2 = fmul double %x2, %s
  %y3 = fmul double %x3, %s
  store double %y0, ptr addrspace(1) %pc, align 32
  store double %y1, ptr addrspace(1) %pc1, align 8
  store double %y2, ptr addrspace(1) %pc2, align 16
  store double %y3, ptr addrspace(1) %pc3, align 8
  ret void
}

; Only 16-byte alignment known: 128-bit accesses even on sm_100.
define void @f32x8_align16(ptr addrspace(1) noalias align 16 %a, ptr addrspace(1) noalias align 16 %c, float %s) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %pa = getelementptr [8 x float], ptr addrspace(1) %a, i64 %i
  %pc = getelementptr [8 x float], ptr addrspace(1) %c, i64 %i
  %pa1 = getelementptr float, ptr addrspace(1) %pa, i64 1
  %pa2 = getelementptr float, ptr addrspace(1) %pa, i64 2
  %pa3 = getelementptr float, ptr addrspace(1) %pa, i64 3
  %pa4 = getelementptr float, ptr addrspace(1) %pa, i64 4
  %pa5 = getelementptr float, ptr addrspace(1) %pa, i64 5
  %pa6 = getelementptr float, ptr addrspace(1) %pa, i64 6
  %pa7 = getelementptr float, ptr addrspace(1) %pa, i64 7
  %pc1 = getelementptr float, ptr addrspace(1) %pc, i64 1
  %pc2 = getelementptr float, ptr addrspace(1) %pc, i64 2
  %pc3 = getelementptr float, ptr addrspace(1) %pc, i64 3
  %pc4 = getelementptr float, ptr addrspace(1) %pc, i64 4
  %pc5 = getelementptr float, ptr addrspace(1) %pc, i64 5
  %pc6 = getelementptr float, ptr addrspace(1) %pc, i64 6
  %pc7 = getelementptr float, ptr addrspace(1) %pc, i64 7
  %x0 = load float, ptr addrspace(1) %pa, align 16
  %x1 = load float, ptr addrspace(1) %pa1, align 4
  %x2 = load float, ptr addrspace(1) %pa2, align 8
  %x3 = load float, ptr addrspace(1) %pa3, align 4
  %x4 = load float, ptr addrspace(1) %pa4, align 16
  %x5 = load float, ptr addrspace(1) %pa5, align 4
  %x6 = load float, ptr addrspace(1) %pa6, align 8
  %x7 = load float, ptr addrspace(1) %pa7, align 4
  %y0 = fmul float %x0, %s
  %y1 = fmul float %x1, %s
  %y2 = fmul float %x2, %s
  %y3 = fmul float %x3, %s
  %y4 = fmul float %x4, %s
  %y5 = fmul float %x5, %s
  %y6 = fmul float %x6, %s
  %y7 = fmul float %x7, %s
  store float %y0, ptr addrspace(1) %pc, align 16
  store float %y1, ptr addrspace(1) %pc1, align 4
  store float %y2, ptr addrspace(1) %pc2, align 8
  store float %y3, ptr addrspace(1) %pc3, align 4
  store float %y4, ptr addrspace(1) %pc4, align 16
  store float %y5, ptr addrspace(1) %pc5, align 4
  store float %y6, ptr addrspace(1) %pc6, align 8
  store float %y7, ptr addrspace(1) %pc7, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @f32x8, !"kernel", i32 1}
!1 = !{ptr @f64x4, !"kernel", i32 1}
!2 = !{ptr @f32x8_align16, !"kernel", i32 1}
