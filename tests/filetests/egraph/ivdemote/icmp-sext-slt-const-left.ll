; rule: icmp-sext-slt-const-left
; check: @fires: slt of a sext of i32, with the constant on the left, against constants the i32 range holds (100, -7) compares in i32
; check: @keeps: constants outside it (2147483648, -2147483649) stay 64-bit compares
; spec: block 256
; spec: arg i32[256] random
; spec: arg i32[256] random
; spec: arg i16[256] random
; spec: arg i32[256] uninit
; spec: arg i32[256] uninit
; edge: block 64
; edge: arg i32[64] values(0,-1,1,2147483647,-2147483648,100,99,101,-7,-8,-6,65535,-65536)
; edge: arg i32[64] values(0,1,-1,-2147483648,2147483647,-7,100,3,-6,5,65535,32767,-32768)
; edge: arg i16[64] values(0,-1,1,32767,-32768,100,-7,5)
; edge: arg i32[64] uninit
; edge: arg i32[64] uninit
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @fires(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, ptr addrspace(1) %out1, ptr addrspace(1) %out2) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %pa = getelementptr i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %pa, align 4
  %pb = getelementptr i32, ptr addrspace(1) %b, i64 %i
  %y = load i32, ptr addrspace(1) %pb, align 4
  %pc = getelementptr i16, ptr addrspace(1) %c, i64 %i
  %z = load i16, ptr addrspace(1) %pc, align 2
  %wx = sext i32 %x to i64
  %c1 = icmp slt i64 100, %wx
  %c2 = icmp slt i64 -7, %wx
  %r1 = zext i1 %c1 to i32
  %po1 = getelementptr i32, ptr addrspace(1) %out1, i64 %i
  store i32 %r1, ptr addrspace(1) %po1, align 4
  %r2 = zext i1 %c2 to i32
  %po2 = getelementptr i32, ptr addrspace(1) %out2, i64 %i
  store i32 %r2, ptr addrspace(1) %po2, align 4
  ret void
}

define ptx_kernel void @keeps(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, ptr addrspace(1) %out1, ptr addrspace(1) %out2) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %pa = getelementptr i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %pa, align 4
  %pb = getelementptr i32, ptr addrspace(1) %b, i64 %i
  %y = load i32, ptr addrspace(1) %pb, align 4
  %pc = getelementptr i16, ptr addrspace(1) %c, i64 %i
  %z = load i16, ptr addrspace(1) %pc, align 2
  %wx = sext i32 %x to i64
  %c1 = icmp slt i64 2147483648, %wx
  %c2 = icmp slt i64 -2147483649, %wx
  %r1 = zext i1 %c1 to i32
  %po1 = getelementptr i32, ptr addrspace(1) %out1, i64 %i
  store i32 %r1, ptr addrspace(1) %po1, align 4
  %r2 = zext i1 %c2 to i32
  %po2 = getelementptr i32, ptr addrspace(1) %out2, i64 %i
  store i32 %r2, ptr addrspace(1) %po2, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
