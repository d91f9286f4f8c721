; rule: select-minmax
; check: @fires: clamps as clang writes them: `x > 0 ? x : 0` (smax), `x < h ? x : h` (smin), `x <u h ? h : x` (umax), `x >=u h ? h : x` (umin), `x <= h ? x : h` (smin), i16 and i64 ones
; check: @keeps: `x < h ? h2 : x` (another value), `x < h ? x : x2` (another value), `x == h ? x : h` (not an order)
; spec: block 256
; spec: arg i32[256] random
; spec: arg i32[256] random
; spec: arg i32[256] uninit
; edge: block 12
; edge: arg i32[12] values(0,1,-1,5,-5,2147483647,-2147483648,7,7,-7,100,-100)
; edge: arg i32[12] values(0,-1,1,5,5,-2147483648,2147483647,7,8,-8,100,-99)
; edge: arg i32[12] uninit
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @fires(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p.a = getelementptr i32, ptr addrspace(1) %a, i64 %i
  %p.b = getelementptr i32, ptr addrspace(1) %b, i64 %i
  %x = load i32, ptr addrspace(1) %p.a, align 4
  %h = load i32, ptr addrspace(1) %p.b, align 4
  %c0 = icmp sgt i32 %x, 0
  %m0 = select i1 %c0, i32 %x, i32 0
  %c1 = icmp slt i32 %x, %h
  %m1 = select i1 %c1, i32 %x, i32 %h
  %c2 = icmp ult i32 %x, %h
  %m2 = select i1 %c2, i32 %h, i32 %x
  %c3 = icmp uge i32 %x, %h
  %m3 = select i1 %c3, i32 %h, i32 %x
  %c4 = icmp sle i32 %x, %h
  %m4 = select i1 %c4, i32 %x, i32 %h
  %x16 = trunc i32 %x to i16
  %h16 = trunc i32 %h to i16
  %c5 = icmp sgt i16 %x16, %h16
  %m5 = select i1 %c5, i16 %h16, i16 %x16
  %m5w = sext i16 %m5 to i32
  %x64 = sext i32 %x to i64
  %h64 = zext i32 %h to i64
  %c6 = icmp ugt i64 %x64, %h64
  %m6 = select i1 %c6, i64 %x64, i64 %h64
  %m6t = trunc i64 %m6 to i32
  %r0 = xor i32 %m0, %m1
  %r1 = xor i32 %r0, %m2
  %r2 = xor i32 %r1, %m3
  %r3 = add i32 %r2, %m4
  %r4 = add i32 %r3, %m5w
  %r5 = xor i32 %r4, %m6t
  %p.out = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %r5, ptr addrspace(1) %p.out, align 4
  ret void
}

define ptx_kernel void @keeps(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p.a = getelementptr i32, ptr addrspace(1) %a, i64 %i
  %p.b = getelementptr i32, ptr addrspace(1) %b, i64 %i
  %x = load i32, ptr addrspace(1) %p.a, align 4
  %h = load i32, ptr addrspace(1) %p.b, align 4
  %h2 = add i32 %h, 1
  %x2 = add i32 %x, 1
  %c0 = icmp slt i32 %x, %h
  %m0 = select i1 %c0, i32 %h2, i32 %x
  %m1 = select i1 %c0, i32 %x, i32 %x2
  %c2 = icmp eq i32 %x, %h
  %m2 = select i1 %c2, i32 %x, i32 %h
  %r0 = xor i32 %m0, %m1
  %r1 = xor i32 %r0, %m2
  %p.out = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %r1, ptr addrspace(1) %p.out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
