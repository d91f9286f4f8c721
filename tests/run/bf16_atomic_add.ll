; bf16 atomic adds and subtracts before sm_90 (no atom.add.bf16): a
; compare-and-swap loop on the 32-bit word. Each thread updates its own
; slot, whose word neighbour another thread updates, with a value built
; from a random word and the scalar parameter.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %a = load i32, ptr addrspace(1) %pa, align 4
  %hi = lshr i32 %a, 16
  %h16 = trunc i32 %hi to i16
  %v = bitcast i16 %h16 to bfloat
  %lo16 = trunc i32 %a to i16
  %init = bitcast i16 %lo16 to bfloat
  %slot = getelementptr bfloat, ptr addrspace(1) %out, i32 %tid
  store bfloat %init, ptr addrspace(1) %slot, align 2
  call void @llvm.nvvm.barrier0()
  %nf = sitofp i32 %n to bfloat
  %w = fadd bfloat %v, %nf
  %old = atomicrmw fadd ptr addrspace(1) %slot, bfloat %w monotonic
  %twice = atomicrmw fsub ptr addrspace(1) %slot, bfloat %old monotonic
  %sum = fadd bfloat %old, %twice
  %row = add i32 %tid, 256
  %keep = getelementptr bfloat, ptr addrspace(1) %out, i32 %row
  store bfloat %sum, ptr addrspace(1) %keep, align 2
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
