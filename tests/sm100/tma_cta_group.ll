; sm_100's tensor-map copies (LLVM's cp-async-bulk-tensor-*-sm100*.ll,
; -g2s-{1,2}cta.ll, -gather4.ll, -im2colw*.ll, -s2g-scatter4.ll and
; cp-async-bulk-s2g-sm100.ll): the trailing i32 of a g2s copy is the CTA
; group, `.cta_group::N` after the other qualifiers; copies into the
; executing CTA's `.shared::cta`; the `im2col::w[::128]` modes with their
; two i16 after the coordinates; the four-row gather and scatter; a bulk
; store under a byte mask.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @pair(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i16 %mc, i64 %ch) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i16 %mc, i64 %ch, i1 1, i1 1, i32 2)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i16 %mc, i64 %ch, i1 0, i1 0, i32 2)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i32 %y, i32 %y, i32 %y, i16 %mc, i64 %ch, i1 0, i1 1, i32 2)
  ret void
}

define ptx_kernel void @modes(ptr addrspace(3) %s, ptr addrspace(3) %bar, ptr %tmap, ptr addrspace(1) %g, i32 %x, i32 %y, i32 %z, i16 %halo, i16 %off, i64 %ch, i16 %mask) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.w.3d(ptr addrspace(3) %s, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i32 %z, i16 %halo, i16 %off, i64 %ch, i1 1)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.gather4.2d(ptr addrspace(3) %s, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i32 %y, i32 %z, i32 %z, i64 %ch, i1 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.w.128.4d(ptr %tmap, i32 %x, i32 %y, i32 %z, i32 %z, i16 %halo, i16 %off, i64 %ch, i1 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.scatter4.2d(ptr addrspace(3) %s, ptr %tmap, i32 %x, i32 %y, i32 %y, i32 %z, i32 %z, i64 %ch, i1 1)
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.global.bytemask(ptr addrspace(1) %g, ptr addrspace(3) %s, i32 256, i64 %ch, i1 0, i16 %mask)
  ret void
}

declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i16, i64, i1, i1, i32)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i16, i64, i1, i1, i32)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.w.3d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i16, i16, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.gather4.2d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.w.128.4d(ptr, i32, i32, i32, i32, i16, i16, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.scatter4.2d(ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.global.bytemask(ptr addrspace(1), ptr addrspace(3), i32, i64, i1, i16)
