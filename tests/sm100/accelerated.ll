; Architecture-accelerated features exist on their own targets only, not
; on later ones: the warpgroup MMA's ordering points are sm_90a's alone,
; setmaxnreg is on sm_90a and the Blackwell `a`/`f` targets.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @regs() {
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 232)
  ret void
}

define ptx_kernel void @wg() {
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  ret void
}

declare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32)
declare void @llvm.nvvm.wgmma.fence.sync.aligned()
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned()
declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64)
