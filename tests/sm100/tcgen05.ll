; Blackwell's tensor memory and fifth-generation MMA (llvm/test/CodeGen/NVPTX
; tcgen05-*.ll), in the order a CUTLASS-style kernel runs them: the
; allocation writes the tensor-memory address to shared memory, the MMA
; reads A and B through shared-memory descriptors, commit arrives on an
; mbarrier, and the accumulator comes back to registers with tcgen05.ld.
target triple = "nvptx64-nvidia-cuda"

@taddr_slot = internal addrspace(3) global i32 0, align 4
@bar = internal addrspace(3) global i64 0, align 8

define ptx_kernel void @gemm_tile(ptr addrspace(1) %out, i64 %adesc, i64 %bdesc, i32 %idesc) {
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) @taddr_slot, i32 128)
  call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  %t32 = load i32, ptr addrspace(3) @taddr_slot, align 4
  %t = inttoptr i32 %t32 to ptr addrspace(6)
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %t, i64 %adesc, i64 %bdesc, i32 %idesc, i1 false, i32 0, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %t, i64 %adesc, i64 %bdesc, i32 %idesc, i1 true, i32 0, i32 1, i32 3)
  call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) @bar)
  call void @llvm.nvvm.tcgen05.fence.before.thread.sync()
  %acc = call <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4(ptr addrspace(6) %t, i1 false)
  call void @llvm.nvvm.tcgen05.wait.ld()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p = getelementptr <4 x i32>, ptr addrspace(1) %out, i64 %i
  store <4 x i32> %acc, ptr addrspace(1) %p, align 16
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %t, i32 128)
  ret void
}

; The other movements: shared memory to tensor memory (with 6-bit
; decompression), registers in (unpacking 16-bit halves), a half-split
; load, the row shift, and the weight-stationary and block-scaled MMAs.
define ptx_kernel void @movements(ptr addrspace(6) %t, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i64 %sdesc, <2 x i32> %v, i64 %mask, ptr addrspace(1) %out) {
  call void @llvm.nvvm.tcgen05.cp.128x256b.b6x16_p32.cg1(ptr addrspace(6) %t, i64 %sdesc)
  call void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.cg1(ptr addrspace(6) %t, i64 %sdesc)
  call void @llvm.nvvm.tcgen05.st.16x32bx2.x2(ptr addrspace(6) %t, i64 2, <2 x i32> %v, i1 true)
  call void @llvm.nvvm.tcgen05.wait.st()
  %h = call <2 x i32> @llvm.nvvm.tcgen05.ld.16x32bx2.x2(ptr addrspace(6) %t, i64 2, i1 true)
  call void @llvm.nvvm.tcgen05.wait.ld()
  store <2 x i32> %h, ptr addrspace(1) %out, align 8
  call void @llvm.nvvm.tcgen05.shift.down.cg1(ptr addrspace(6) %t)
  call void @llvm.nvvm.tcgen05.mma.ws.sp.tensor.zero_col_mask(ptr addrspace(6) %t, ptr addrspace(6) %sa, i64 %sdesc, i32 0, i1 true, ptr addrspace(6) %sb, i64 %mask, i32 3, i32 2, i32 1)
  call void @llvm.nvvm.tcgen05.mma.tensor.mxf4nvf4.block_scale.block16(ptr addrspace(6) %t, ptr addrspace(6) %sa, i64 %sdesc, i32 0, i1 false, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 2)
  call void @llvm.nvvm.tcgen05.commit.mc.cg1(ptr null, i16 3)
  ret void
}

declare void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
declare void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6), i32)
declare void @llvm.nvvm.tcgen05.fence.after.thread.sync()
declare void @llvm.nvvm.tcgen05.fence.before.thread.sync()
declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.ws.sp.tensor.zero_col_mask(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, ptr addrspace(6), i64, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.tensor.mxf4nvf4.block_scale.block16(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3))
declare void @llvm.nvvm.tcgen05.commit.mc.cg1(ptr, i16)
declare <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4(ptr addrspace(6), i1)
declare <2 x i32> @llvm.nvvm.tcgen05.ld.16x32bx2.x2(ptr addrspace(6), i64, i1)
declare void @llvm.nvvm.tcgen05.st.16x32bx2.x2(ptr addrspace(6), i64, <2 x i32>, i1)
declare void @llvm.nvvm.tcgen05.wait.ld()
declare void @llvm.nvvm.tcgen05.wait.st()
declare void @llvm.nvvm.tcgen05.cp.128x256b.b6x16_p32.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.shift.down.cg1(ptr addrspace(6))
declare void @llvm.nvvm.barrier0()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
