; sm_100a's float warp reductions (llvm/test/CodeGen/NVPTX/redux-sync-f32.ll's
; intrinsics): min and max, of absolute values or not, NaN-propagating or
; not, over a warp whose inputs include -0.0, +0.0 and, when %n is odd,
; a NaN in lane 5. Each lane stores the eight results.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @redux_f32(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr float, ptr addrspace(1) %in, i32 %lane
  %x0 = load float, ptr addrspace(1) %p, align 4
  %odd = and i32 %n, 1
  %isnan = icmp eq i32 %odd, 1
  %five = icmp eq i32 %lane, 5
  %put = and i1 %isnan, %five
  %x1 = select i1 %put, float 0x7FF8000000000000, float %x0
  %z = icmp eq i32 %lane, 7
  %x = select i1 %z, float -0.0, float %x1
  %r0 = call float @llvm.nvvm.redux.sync.fmin(float %x, i32 -1)
  %r1 = call float @llvm.nvvm.redux.sync.fmin.abs(float %x, i32 -1)
  %r2 = call float @llvm.nvvm.redux.sync.fmin.NaN(float %x, i32 -1)
  %r3 = call float @llvm.nvvm.redux.sync.fmin.abs.NaN(float %x, i32 -1)
  %r4 = call float @llvm.nvvm.redux.sync.fmax(float %x, i32 -1)
  %r5 = call float @llvm.nvvm.redux.sync.fmax.abs(float %x, i32 -1)
  %r6 = call float @llvm.nvvm.redux.sync.fmax.NaN(float %x, i32 -1)
  %r7 = call float @llvm.nvvm.redux.sync.fmax.abs.NaN(float %x, i32 -1)
  %base = shl i32 %lane, 3
  %q0 = getelementptr float, ptr addrspace(1) %out, i32 %base
  store float %r0, ptr addrspace(1) %q0, align 4
  %q1 = getelementptr float, ptr addrspace(1) %q0, i32 1
  store float %r1, ptr addrspace(1) %q1, align 4
  %q2 = getelementptr float, ptr addrspace(1) %q0, i32 2
  store float %r2, ptr addrspace(1) %q2, align 4
  %q3 = getelementptr float, ptr addrspace(1) %q0, i32 3
  store float %r3, ptr addrspace(1) %q3, align 4
  %q4 = getelementptr float, ptr addrspace(1) %q0, i32 4
  store float %r4, ptr addrspace(1) %q4, align 4
  %q5 = getelementptr float, ptr addrspace(1) %q0, i32 5
  store float %r5, ptr addrspace(1) %q5, align 4
  %q6 = getelementptr float, ptr addrspace(1) %q0, i32 6
  store float %r6, ptr addrspace(1) %q6, align 4
  %q7 = getelementptr float, ptr addrspace(1) %q0, i32 7
  store float %r7, ptr addrspace(1) %q7, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.nvvm.redux.sync.fmin(float, i32)
declare float @llvm.nvvm.redux.sync.fmin.abs(float, i32)
declare float @llvm.nvvm.redux.sync.fmin.NaN(float, i32)
declare float @llvm.nvvm.redux.sync.fmin.abs.NaN(float, i32)
declare float @llvm.nvvm.redux.sync.fmax(float, i32)
declare float @llvm.nvvm.redux.sync.fmax.abs(float, i32)
declare float @llvm.nvvm.redux.sync.fmax.NaN(float, i32)
declare float @llvm.nvvm.redux.sync.fmax.abs.NaN(float, i32)
