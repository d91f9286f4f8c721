; Tensor-map bulk copies (TMA, sm_90) in each direction, tile and im2col,
; with and without multicast and L2 cache hints, the flags constant.
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i16, i64, i1, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.3d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i16, i16, i64, i1, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.1d(ptr addrspace(3), ptr, i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.im2col.4d(ptr addrspace(3), ptr, i32, i32, i32, i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.5d(ptr, i32, i32, i32, i32, i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.3d(ptr, i32, i32, i32, i16, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.add.tile.3d(ptr addrspace(3), ptr, i32, i32, i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.xor.im2col.5d(ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i64, i1)
define ptx_kernel void @k(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i32 %z, i16 %mc, i64 %ch, i16 %o) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i16 %mc, i64 %ch, i1 0, i1 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i16 %mc, i64 %ch, i1 1, i1 1)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.3d(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i32 %z, i16 %o, i16 %mc, i64 %ch, i1 1, i1 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.1d(ptr addrspace(3) %d, ptr %tmap, i32 %x, i64 %ch, i1 1)
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.im2col.4d(ptr addrspace(3) %d, ptr %tmap, i32 %x, i32 %y, i32 %z, i32 %x, i64 %ch, i1 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.5d(ptr %tmap, i32 %x, i32 %y, i32 %z, i32 %x, i32 %y, i64 %ch, i1 1)
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.3d(ptr %tmap, i32 %x, i32 %y, i32 %z, i16 %o, i64 %ch, i1 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.add.tile.3d(ptr addrspace(3) %d, ptr %tmap, i32 %x, i32 %y, i32 %z, i64 %ch, i1 1)
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.xor.im2col.5d(ptr addrspace(3) %d, ptr %tmap, i32 %x, i32 %y, i32 %z, i32 %x, i32 %y, i64 %ch, i1 0)
  ret void
}

; Newer LLVM appends the CTA group to g2s copies; 0 is the plain form.
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i16, i64, i1, i1, i32)
define ptx_kernel void @cta(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i16 %mc, i64 %ch) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i16 %mc, i64 %ch, i1 0, i1 1, i32 0)
  ret void
}
