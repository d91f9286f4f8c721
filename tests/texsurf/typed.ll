; A texture reference in NVVM IR 2.0 (typed pointers): the handle intrinsic
; is `.p1i64` there, and the annotation names `i64 addrspace(1)* @tex0`.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@tex0 = internal addrspace(1) global i64 0, align 8
declare i64 @llvm.nvvm.texsurf.handle.internal.p1i64(i64 addrspace(1)*)
declare { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.s32(i64, i32)
define void @bar(float addrspace(1)* %red, i32 %idx) {
  %h = tail call i64 @llvm.nvvm.texsurf.handle.internal.p1i64(i64 addrspace(1)* @tex0)
  %val = tail call { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.s32(i64 %h, i32 %idx)
  %ret = extractvalue { float, float, float, float } %val, 0
  store float %ret, float addrspace(1)* %red
  ret void
}
!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32)* @bar, !"kernel", i32 1}
!1 = !{i64 addrspace(1)* @tex0, !"texture", i32 1}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}
