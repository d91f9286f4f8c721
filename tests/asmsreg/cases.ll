; asm-sreg cases: inline asm that copies a special register.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sm = internal addrspace(3) global [1024 x i32] undef, align 16

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

; Four reads become intrinsics: out[2t] = lane + 64 * tid.y-from-asm,
; out[2t + 1] = lanemask_lt ^ lanemask_ge (all ones).
define void @lanes(i32* %out, i32 %n) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = call i32 asm "mov.u32 $0, %laneid;", "=r"()
  %ty = call i32 asm sideeffect "mov.u32\09$0, %tid.y;\0A\09", "=r"()
  %lt = call i32 asm "mov.b32 $0, %lanemask_lt;", "=r"()
  %ge = call i32 asm "mov.u32 $0,%lanemask_ge;", "=r"()
  %y = mul i32 %ty, 64
  %v = add i32 %lane, %y
  %v2 = add i32 %v, %n
  %m = xor i32 %lt, %ge
  %i0 = shl i32 %t, 1
  %i1 = or i32 %i0, 1
  %p0 = getelementptr i32, i32* %out, i32 %i0
  %p1 = getelementptr i32, i32* %out, i32 %i1
  store i32 %v2, i32* %p0
  store i32 %m, i32* %p1
  ret void
}

; Left alone: a memory clobber (a compiler barrier), an input operand,
; two instructions.
define void @kept(i32* %out, i32 %n) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = call i32 asm sideeffect "mov.u32 $0, %laneid;", "=r,~{memory}"()
  %b = call i32 asm "mov.u32 $0, $1;", "=r,r"(i32 %n)
  %c = call i32 asm "mov.u32 $0, %laneid; add.u32 $0, $0, 1;", "=r"()
  %s = add i32 %a, %b
  %s2 = add i32 %s, %c
  %p = getelementptr i32, i32* %out, i32 %t
  store i32 %s2, i32* %p
  ret void
}

; Registers that may change while the thread runs: left alone (not run).
define void @moving(i32* %out) {
  %w = call i32 asm "mov.u32 $0, %warpid;", "=r"()
  %s = call i32 asm "mov.u32 $0, %smid;", "=r"()
  %c = call i32 asm "mov.u32 $0, %clock;", "=r"()
  %a = add i32 %w, %s
  %b = add i32 %a, %c
  store i32 %b, i32* %out
  ret void
}

; CUB's warp-striped exchange: each thread reads four consecutive words
; at warp * 48 + lane * 4 + i. With the lane's range known, the sign
; extension splits and the four loads share one address register.
define void @striped(i32* %in, i32* %out, i32 %n) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = call i32 asm "mov.u32 $0, %laneid;", "=r"()
  %base = mul i32 %t, 4
  br label %fill
fill:
  %k = phi i32 [ 0, %0 ], [ %k1, %fill ]
  %j = add i32 %base, %k
  %js = sext i32 %j to i64
  %src = getelementptr i32, i32* %in, i64 %js
  %x = load i32, i32* %src
  %x2 = add i32 %x, %n
  %dst = getelementptr [1024 x i32], [1024 x i32] addrspace(3)* @sm, i64 0, i64 %js
  store i32 %x2, i32 addrspace(3)* %dst
  %k1 = add i32 %k, 1
  %more = icmp ult i32 %k1, 4
  br i1 %more, label %fill, label %read
read:
  call void @llvm.nvvm.barrier0()
  %warp = lshr i32 %t, 5
  %wo = mul i32 %warp, 128
  %lo = mul i32 %lane, 4
  %o1 = or i32 %wo, 1
  %o2 = or i32 %wo, 2
  %o3 = or i32 %wo, 3
  %i0 = add i32 %lo, %wo
  %i1 = add i32 %o1, %lo
  %i2 = add i32 %o2, %lo
  %i3 = add i32 %o3, %lo
  %s0 = sext i32 %i0 to i64
  %s1 = sext i32 %i1 to i64
  %s2 = sext i32 %i2 to i64
  %s3 = sext i32 %i3 to i64
  %q0 = getelementptr [1024 x i32], [1024 x i32] addrspace(3)* @sm, i64 0, i64 %s0
  %q1 = getelementptr [1024 x i32], [1024 x i32] addrspace(3)* @sm, i64 0, i64 %s1
  %q2 = getelementptr [1024 x i32], [1024 x i32] addrspace(3)* @sm, i64 0, i64 %s2
  %q3 = getelementptr [1024 x i32], [1024 x i32] addrspace(3)* @sm, i64 0, i64 %s3
  %v0 = load i32, i32 addrspace(3)* %q0
  %v1 = load i32, i32 addrspace(3)* %q1
  %v2 = load i32, i32 addrspace(3)* %q2
  %v3 = load i32, i32 addrspace(3)* %q3
  %a = mul i32 %v0, 3
  %b = xor i32 %a, %v1
  %c = sub i32 %b, %v2
  %d = mul i32 %c, %v3
  %p = getelementptr i32, i32* %out, i32 %t
  store i32 %d, i32* %p
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !3}
!0 = !{void (i32*, i32)* @lanes, !"kernel", i32 1}
!1 = !{void (i32*, i32)* @kept, !"kernel", i32 1}
!2 = !{void (i32*)* @moving, !"kernel", i32 1}
!3 = !{void (i32*, i32*, i32)* @striped, !"kernel", i32 1}
