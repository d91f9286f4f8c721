; LLVM 19's vector atomics, as Julia's GPU compiler writes them:
; `atomicrmw fadd` of a <2 x half> and `fsub` of a <2 x bfloat> into one
; of four slots per thread; both lanes in one packed
; `atom.add.noftz.{f16x2,bf16x2}` (bf16x2 from sm_90; before it, a
; compare-and-swap loop on the word).
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %t
  %w = load i32, ptr addrspace(1) %pi
  ; small halves: the low 10 bits of each 16-bit lane, exponent 14
  %m = and i32 %w, 1023
  %h = or i32 %m, 939524096
  %hs = shl i32 %m, 16
  %hw = or i32 %h, %hs
  %x = bitcast i32 %hw to <2 x half>
  %slot = and i32 %t, 3
  %po = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %slot
  %old = atomicrmw fadd ptr addrspace(1) %po, <2 x half> %x monotonic
  %pb = getelementptr <2 x bfloat>, ptr addrspace(1) %out, i32 8
  %pb2 = getelementptr <2 x bfloat>, ptr addrspace(1) %pb, i32 %slot
  %nb = sitofp i32 %n to bfloat
  %v0 = insertelement <2 x bfloat> <bfloat 1.0, bfloat 1.0>, bfloat %nb, i32 1
  %old2 = atomicrmw fsub ptr addrspace(1) %pb2, <2 x bfloat> %v0 monotonic
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
