; Vectors of i1 as parameters and results of device functions: a byte
; per lane in the .param arrays, as llc passes them.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal <3 x i1> @mix(<3 x i1> %a, <3 x i1> %b, <2 x i1> %c) #0 {
  %x = xor <3 x i1> %a, %b
  %c0 = extractelement <2 x i1> %c, i32 0
  %c1 = extractelement <2 x i1> %c, i32 1
  %y = insertelement <3 x i1> %x, i1 %c0, i32 1
  %z0 = extractelement <3 x i1> %y, i32 2
  %z1 = and i1 %z0, %c1
  %z = insertelement <3 x i1> %y, i1 %z1, i32 2
  ret <3 x i1> %z
}

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %v = load i32, ptr addrspace(1) %p, align 4
  %s = insertelement <3 x i32> undef, i32 %v, i32 0
  %s1 = insertelement <3 x i32> %s, i32 %n, i32 1
  %s2 = insertelement <3 x i32> %s1, i32 %tid, i32 2
  %a = icmp slt <3 x i32> %s2, <i32 0, i32 5, i32 64>
  %b = icmp ugt <3 x i32> %s2, <i32 1000, i32 2, i32 31>
  %c = icmp eq <3 x i32> %s2, <i32 7, i32 7, i32 100>
  %c2 = shufflevector <3 x i1> %c, <3 x i1> %a, <2 x i32> <i32 1, i32 5>
  %r = call <3 x i1> @mix(<3 x i1> %a, <3 x i1> %b, <2 x i1> %c2)
  %r0 = extractelement <3 x i1> %r, i32 0
  %r1 = extractelement <3 x i1> %r, i32 1
  %r2 = extractelement <3 x i1> %r, i32 2
  %w0 = zext i1 %r0 to i32
  %w1 = zext i1 %r1 to i32
  %w2 = zext i1 %r2 to i32
  %w1s = shl i32 %w1, 1
  %w2s = shl i32 %w2, 2
  %w01 = or i32 %w0, %w1s
  %wz = or i32 %w01, %w2s
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %wz, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
attributes #0 = { noinline }
