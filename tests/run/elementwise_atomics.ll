; LLVM 22's `atomicrmw elementwise` on vectors no single atomic covers:
; one atomic per lane (each lane need only be atomic by itself). Every
; thread adds its <2 x i32> into one of four slots, takes the unsigned
; minimum of four 16-bit lanes, and keeps the old values.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %t
  %x = load i32, ptr addrspace(1) %pi
  %v0 = insertelement <2 x i32> undef, i32 %x, i32 0
  %v = insertelement <2 x i32> %v0, i32 %n, i32 1
  %slot = and i32 %t, 3
  %po = getelementptr <2 x i32>, ptr addrspace(1) %out, i32 %slot
  %old = atomicrmw elementwise add ptr addrspace(1) %po, <2 x i32> %v monotonic
  %h = bitcast <2 x i32> %v to <4 x i16>
  %ph = getelementptr <4 x i16>, ptr addrspace(1) %out, i32 8
  %old16 = atomicrmw elementwise umin ptr addrspace(1) %ph, <4 x i16> %h syncscope("block") acq_rel
  %o0 = extractelement <2 x i32> %old, i32 0
  %o1 = extractelement <2 x i32> %old, i32 1
  %ow = bitcast <4 x i16> %old16 to <2 x i32>
  %o2 = extractelement <2 x i32> %ow, i32 1
  %s = xor i32 %o0, %o1
  %s2 = add i32 %s, %o2
  %t2 = add i32 %t, 32
  %pr = getelementptr i32, ptr addrspace(1) %out, i32 %t2
  store i32 %s2, ptr addrspace(1) %pr
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
