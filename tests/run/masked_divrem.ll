; LLVM 22's masked integer division and remainder: enabled lanes divide,
; disabled lanes (here exactly those whose divisor is 0, plus every other
; lane of the remainder) give poison without trapping; the kernel keeps
; only the enabled lanes.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = shl i32 %t, 2
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %a = load <4 x i32>, ptr addrspace(1) %pa, align 16
  %sh = lshr <4 x i32> %a, <i32 28, i32 29, i32 30, i32 27>
  %nv = insertelement <4 x i32> poison, i32 %n, i32 0
  %ns = shufflevector <4 x i32> %nv, <4 x i32> poison, <4 x i32> zeroinitializer
  %b = sub <4 x i32> %sh, %ns
  %nz = icmp ne <4 x i32> %b, zeroinitializer
  %sd = call <4 x i32> @llvm.masked.sdiv.v4i32(<4 x i32> %a, <4 x i32> %b, <4 x i1> %nz)
  %ud = call <4 x i32> @llvm.masked.udiv.v4i32(<4 x i32> %a, <4 x i32> %b, <4 x i1> %nz)
  %odd = and <4 x i1> %nz, <i1 true, i1 false, i1 true, i1 false>
  %sr = call <4 x i32> @llvm.masked.srem.v4i32(<4 x i32> %a, <4 x i32> %b, <4 x i1> %odd)
  %ur = call <4 x i32> @llvm.masked.urem.v4i32(<4 x i32> %a, <4 x i32> %b, <4 x i1> %odd)
  %d = xor <4 x i32> %sd, %ud
  %dk = select <4 x i1> %nz, <4 x i32> %d, <4 x i32> <i32 -1, i32 -1, i32 -1, i32 -1>
  %r = add <4 x i32> %sr, %ur
  %rk = select <4 x i1> %odd, <4 x i32> %r, <4 x i32> <i32 7, i32 7, i32 7, i32 7>
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store <4 x i32> %dk, ptr addrspace(1) %po, align 16
  %q = getelementptr i32, ptr addrspace(1) %po, i32 512
  store <4 x i32> %rk, ptr addrspace(1) %q, align 16
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare <4 x i32> @llvm.masked.sdiv.v4i32(<4 x i32>, <4 x i32>, <4 x i1>)
declare <4 x i32> @llvm.masked.udiv.v4i32(<4 x i32>, <4 x i32>, <4 x i1>)
declare <4 x i32> @llvm.masked.srem.v4i32(<4 x i32>, <4 x i32>, <4 x i1>)
declare <4 x i32> @llvm.masked.urem.v4i32(<4 x i32>, <4 x i32>, <4 x i1>)
