; rule: select-abs
; check: @fires: `x < 0 ? -x : x`, `x <= 0 ? -x : x`, `x > -1 ? x : -x`, `x >= 0 ? x : -x`, `x > 0 ? x : -x` on i32, and an i16 and an i64 one (LLVM 7's spelling of `llvm.abs`)
; check: @keeps: `x < 0 ? x : -x` (the negative), `x < 1 ? -x : x` (another constant), `x <u 5 ? -x : x` (unsigned), `y < 0 ? -x : x` (another value), `x < 0 ? 1 - x : x` (not a negation)
; spec: block 256
; spec: arg i32[256] random
; spec: arg i32[256] random
; spec: arg i32[256] uninit
; edge: block 12
; edge: arg i32[12] values(0,1,-1,5,-5,2147483647,-2147483648,32767,-32768,-32769,65536,-100)
; edge: arg i32[12] values(0,-1,1,5,5,-2147483648,2147483647,7,8,-8,100,-99)
; edge: arg i32[12] uninit
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @fires(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p.a = getelementptr i32, ptr addrspace(1) %a, i64 %i
  %p.b = getelementptr i32, ptr addrspace(1) %b, i64 %i
  %x0 = load i32, ptr addrspace(1) %p.a, align 4
  %h = load i32, ptr addrspace(1) %p.b, align 4
  %x = sub i32 %x0, %h
  %n = sub i32 0, %x
  %c0 = icmp slt i32 %x, 0
  %m0 = select i1 %c0, i32 %n, i32 %x
  %c1 = icmp sle i32 %x, 0
  %m1 = select i1 %c1, i32 %n, i32 %x
  %c2 = icmp sgt i32 %x, -1
  %m2 = select i1 %c2, i32 %x, i32 %n
  %c3 = icmp sge i32 %x, 0
  %m3 = select i1 %c3, i32 %x, i32 %n
  %c4 = icmp sgt i32 %x, 0
  %m4 = select i1 %c4, i32 %x, i32 %n
  %x16 = trunc i32 %x to i16
  %n16 = sub i16 0, %x16
  %c5 = icmp slt i16 %x16, 0
  %m5 = select i1 %c5, i16 %n16, i16 %x16
  %m5w = zext i16 %m5 to i32
  %x64 = sext i32 %x to i64
  %y64 = mul i64 %x64, 65536
  %n64 = sub i64 0, %y64
  %c6 = icmp sgt i64 %y64, -1
  %m6 = select i1 %c6, i64 %y64, i64 %n64
  %m6h = lshr i64 %m6, 16
  %m6t = trunc i64 %m6h to i32
  %r0 = xor i32 %m0, %m1
  %r1 = add i32 %r0, %m2
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
  %x0 = load i32, ptr addrspace(1) %p.a, align 4
  %h = load i32, ptr addrspace(1) %p.b, align 4
  %x = sub i32 %x0, %h
  %n = sub i32 0, %x
  %c0 = icmp slt i32 %x, 0
  %m0 = select i1 %c0, i32 %x, i32 %n
  %c1 = icmp slt i32 %x, 1
  %m1 = select i1 %c1, i32 %n, i32 %x
  %c2 = icmp ult i32 %x, 5
  %m2 = select i1 %c2, i32 %n, i32 %x
  %c3 = icmp slt i32 %h, 0
  %m3 = select i1 %c3, i32 %n, i32 %x
  %n1 = sub i32 1, %x
  %m4 = select i1 %c0, i32 %n1, i32 %x
  %r0 = xor i32 %m0, %m1
  %r1 = add i32 %r0, %m2
  %r2 = xor i32 %r1, %m3
  %r3 = add i32 %r2, %m4
  %p.out = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %r3, ptr addrspace(1) %p.out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
