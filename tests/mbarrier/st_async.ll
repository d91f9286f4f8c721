; st.async (sm_90, PTX 8.1; the intrinsics MLIR's nvvm.store.async.shared
; and Rust's core::arch::nvptx write): a producer CTA stores into its
; neighbour's shared memory through the cluster window, each store
; completing its bytes on the neighbour's mbarrier.
target triple = "nvptx64-nvidia-cuda"

@buf = internal addrspace(3) global [64 x i32] poison, align 16
@bar = internal addrspace(3) global i64 0, align 8

define ptx_kernel void @producer(i32 %x, i64 %y, <4 x float> %v) {
  %rank = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
  %next = xor i32 %rank, 1
  %gb = addrspacecast ptr addrspace(3) @buf to ptr
  %rb = call ptr @llvm.nvvm.mapa(ptr %gb, i32 %next)
  %dst = addrspacecast ptr %rb to ptr addrspace(7)
  %gm = addrspacecast ptr addrspace(3) @bar to ptr
  %rm = call ptr @llvm.nvvm.mapa(ptr %gm, i32 %next)
  %mbar = addrspacecast ptr %rm to ptr addrspace(7)
  call void @llvm.nvvm.st.async.i32(ptr addrspace(7) %dst, i32 %x, ptr addrspace(7) %mbar)
  %d8 = getelementptr i8, ptr addrspace(7) %dst, i64 8
  call void @llvm.nvvm.st.async.i64(ptr addrspace(7) %d8, i64 %y, ptr addrspace(7) %mbar)
  %d16 = getelementptr i8, ptr addrspace(7) %dst, i64 16
  call void @llvm.nvvm.st.async.v4f32(ptr addrspace(7) %d16, <4 x float> %v, ptr addrspace(7) %mbar)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
declare ptr @llvm.nvvm.mapa(ptr, i32)
declare void @llvm.nvvm.st.async.i32(ptr addrspace(7), i32, ptr addrspace(7))
declare void @llvm.nvvm.st.async.i64(ptr addrspace(7), i64, ptr addrspace(7))
declare void @llvm.nvvm.st.async.v4f32(ptr addrspace(7), <4 x float>, ptr addrspace(7))
