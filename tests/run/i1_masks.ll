; Masks of i1 lanes in memory and in bit casts: LLVM packs an <N x i1>
; into N bits, lane k at bit k. A mask is loaded, combined with a vector
; compare, stored, and cast to and from integers of 8 to 64 bits.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %t
  %x = load i32, ptr addrspace(1) %pi, align 4
  %m8 = load <8 x i1>, ptr addrspace(1) %pi, align 1
  %xn = xor i32 %x, %n
  %b = bitcast i32 %xn to <4 x i8>
  %w = shufflevector <4 x i8> %b, <4 x i8> %b, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 3, i32 2, i32 1, i32 0>
  %c = icmp slt <8 x i8> %w, zeroinitializer
  %both = and <8 x i1> %m8, %c
  %po = getelementptr i64, ptr addrspace(1) %out, i32 %t
  store i64 0, ptr addrspace(1) %po, align 8
  store <8 x i1> %both, ptr addrspace(1) %po, align 1
  %m32 = bitcast i32 %xn to <32 x i1>
  %e = extractelement <32 x i1> %m32, i32 17
  %flip = xor <32 x i1> %m32, <i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 1>
  %back = bitcast <32 x i1> %flip to i32
  %sel = select i1 %e, i32 %back, i32 %x
  %q = getelementptr i32, ptr addrspace(1) %out, i32 256
  %q2 = getelementptr i32, ptr addrspace(1) %q, i32 %t
  store i32 %sel, ptr addrspace(1) %q2, align 4
  %x64 = zext i32 %x to i64
  %s64 = shl i64 %x64, 29
  %y64 = xor i64 %s64, %x64
  %m64 = bitcast i64 %y64 to <64 x i1>
  %r16 = shufflevector <64 x i1> %m64, <64 x i1> poison, <16 x i32> <i32 63, i32 1, i32 40, i32 3, i32 33, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 50, i32 12, i32 13, i32 14, i32 15>
  %h = bitcast <16 x i1> %r16 to i16
  %h32 = zext i16 %h to i32
  %q3 = getelementptr i32, ptr addrspace(1) %q, i32 128
  %q4 = getelementptr i32, ptr addrspace(1) %q3, i32 %t
  store i32 %h32, ptr addrspace(1) %q4, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
