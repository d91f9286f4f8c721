; tcgen05 operations with both CTA groups in one function: ptxas refuses
; them ("uses single CTA(.cta_group::1) and CTA pair granularity"), so
; warpsat does, at the instruction that mixes them.
target triple = "nvptx64-nvidia-cuda"

; ptxas takes one CTA group per function.
define ptx_kernel void @mixed_groups(ptr %mbar) {
  call void @llvm.nvvm.tcgen05.commit.cg1(ptr %mbar)
  call void @llvm.nvvm.tcgen05.commit.cg2(ptr %mbar)
  ret void
}

declare void @llvm.nvvm.tcgen05.commit.cg1(ptr)
declare void @llvm.nvvm.tcgen05.commit.cg2(ptr)
