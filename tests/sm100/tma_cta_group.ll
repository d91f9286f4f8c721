; Tensor-map copies into a CTA pair's shared memory (LLVM's
; cp-async-bulk-tensor-g2s-{1,2}cta.ll): the trailing i32 is the CTA group,
; `.cta_group::N` after the other qualifiers (sm_100a).
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @pair(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i16 %mc, i64 %ch) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i16 %mc, i64 %ch, i1 1, i1 1, i32 2)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i16 %mc, i64 %ch, i1 0, i1 0, i32 2)
  ret void
}

declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i16, i64, i1, i1, i32)
