; Whole-vector float atomics (llvm/test/CodeGen/NVPTX/atomicrmw-vector-b128.ll):
; `atomicrmw fadd <4 x float>` is one compare-and-swap loop on the
; 128-bit word (atom.cas.b128, sm_90), `fmax <2 x float>` one on the
; 64-bit word; each thread adds into one of four slots.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %t
  %x = load i32, ptr addrspace(1) %pi
  %xs = and i32 %x, 1023
  %f = sitofp i32 %xs to float
  %g = sitofp i32 %n to float
  %v0 = insertelement <4 x float> undef, float %f, i32 0
  %v1 = insertelement <4 x float> %v0, float %g, i32 1
  %v2 = insertelement <4 x float> %v1, float 0.5, i32 2
  %v = insertelement <4 x float> %v2, float -1.0, i32 3
  %slot = and i32 %t, 3
  %po = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %slot
  %old = atomicrmw fadd ptr addrspace(1) %po, <4 x float> %v seq_cst, align 16
  %w0 = insertelement <2 x float> undef, float %f, i32 0
  %w = insertelement <2 x float> %w0, float %g, i32 1
  %pm = getelementptr <2 x float>, ptr addrspace(1) %out, i32 16
  %oldm = atomicrmw fmax ptr addrspace(1) %pm, <2 x float> %w monotonic, align 8
  %a = extractelement <4 x float> %old, i32 0
  %b = extractelement <2 x float> %oldm, i32 0
  %s = fadd float %a, %b
  %t2 = add i32 %t, 64
  %pr = getelementptr float, ptr addrspace(1) %out, i32 %t2
  store float %s, ptr addrspace(1) %pr
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
