; Atomic exchanges of vectors (LLVM 21 allows them) and bitwise operations
; on integer vectors (LLVM 22): the lanes' bits are one 16-, 32- or 64-bit
; word.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %t
  %x = load i32, ptr addrspace(1) %p, align 4
  %q = getelementptr i64, ptr addrspace(1) %out, i32 %t
  %x64 = zext i32 %x to i64
  %sh = shl i64 %x64, 17
  %w = xor i64 %sh, %x64
  store i64 %w, ptr addrspace(1) %q, align 8
  %xn = add i32 %x, %n
  %v4 = bitcast i32 %xn to <4 x i8>
  %o1 = atomicrmw xchg ptr addrspace(1) %q, <4 x i8> %v4 monotonic, align 4
  %n64 = sext i32 %xn to i64
  %v2 = bitcast i64 %n64 to <4 x i16>
  %o2 = atomicrmw xchg ptr addrspace(1) %q, <4 x i16> %v2 monotonic, align 8
  %r = getelementptr i64, ptr addrspace(1) %out, i32 128
  %r1 = getelementptr <4 x i8>, ptr addrspace(1) %r, i32 %t
  store <4 x i8> %o1, ptr addrspace(1) %r1, align 4
  %r2b = getelementptr i64, ptr addrspace(1) %out, i32 256
  %r2 = getelementptr <4 x i16>, ptr addrspace(1) %r2b, i32 %t
  store <4 x i16> %o2, ptr addrspace(1) %r2, align 8
  %v3 = bitcast i32 %x to <2 x i16>
  %o3 = atomicrmw and ptr addrspace(1) %q, <2 x i16> %v3 monotonic, align 4
  %qh = getelementptr i16, ptr addrspace(1) %q, i32 3
  %v4b = bitcast i16 12345 to <2 x i8>
  %o4 = atomicrmw or ptr addrspace(1) %qh, <2 x i8> %v4b monotonic, align 2
  %v5 = bitcast i64 %w to <2 x i32>
  %o5 = atomicrmw xor ptr addrspace(1) %q, <2 x i32> %v5 monotonic, align 8
  %r3b = getelementptr i64, ptr addrspace(1) %out, i32 384
  %r3 = getelementptr <2 x i16>, ptr addrspace(1) %r3b, i32 %t
  store <2 x i16> %o3, ptr addrspace(1) %r3, align 4
  %r4b = getelementptr i64, ptr addrspace(1) %out, i32 512
  %r4 = getelementptr <2 x i8>, ptr addrspace(1) %r4b, i32 %t
  store <2 x i8> %o4, ptr addrspace(1) %r4, align 2
  %r5b = getelementptr i64, ptr addrspace(1) %out, i32 640
  %r5 = getelementptr <2 x i32>, ptr addrspace(1) %r5b, i32 %t
  store <2 x i32> %o5, ptr addrspace(1) %r5, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
