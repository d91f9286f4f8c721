; Packed 16-bit float arithmetic (seed 004's store-seeded trees): records
; of half or bfloat lanes computed lane by lane, and source <2 x half>
; operations. Every kernel reads a[i] and b[i] (records of 4 or 8 bytes)
; and writes c[i].
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; c = fma((a + b) * a, b, a + b), lane by lane: a tree of three packed
; operations over packed loads (add shared by two parents).
define void @tree_f16(ptr addrspace(1) noalias align 4 %a, ptr addrspace(1) noalias align 4 %b, ptr addrspace(1) noalias align 4 %c) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %o = shl i64 %i, 2
  %pa0 = getelementptr i8, ptr addrspace(1) %a, i64 %o
  %pb0 = getelementptr i8, ptr addrspace(1) %b, i64 %o
  %pc0 = getelementptr i8, ptr addrspace(1) %c, i64 %o
  %pa1 = getelementptr i8, ptr addrspace(1) %pa0, i64 2
  %pb1 = getelementptr i8, ptr addrspace(1) %pb0, i64 2
  %pc1 = getelementptr i8, ptr addrspace(1) %pc0, i64 2
  %a0 = load half, ptr addrspace(1) %pa0, align 4
  %a1 = load half, ptr addrspace(1) %pa1, align 2
  %b0 = load half, ptr addrspace(1) %pb0, align 4
  %b1 = load half, ptr addrspace(1) %pb1, align 2
  %s0 = fadd half %a0, %b0
  %s1 = fadd half %a1, %b1
  %m0 = fmul half %s0, %a0
  %m1 = fmul half %s1, %a1
  %f0 = call half @llvm.fma.f16(half %m0, half %b0, half %s0)
  %f1 = call half @llvm.fma.f16(half %m1, half %b1, half %s1)
  store half %f0, ptr addrspace(1) %pc0, align 4
  store half %f1, ptr addrspace(1) %pc1, align 2
  ret void
}

; Four lanes (8-byte records): two pairs, c = a - b.
define void @sub_f16x4(ptr addrspace(1) noalias align 8 %a, ptr addrspace(1) noalias align 8 %b, ptr addrspace(1) noalias align 8 %c) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %pa = getelementptr [4 x half], ptr addrspace(1) %a, i64 %i
  %pb = getelementptr [4 x half], ptr addrspace(1) %b, i64 %i
  %pc = getelementptr [4 x half], ptr addrspace(1) %c, i64 %i
  %pa1 = getelementptr half, ptr addrspace(1) %pa, i64 1
  %pa2 = getelementptr half, ptr addrspace(1) %pa, i64 2
  %pa3 = getelementptr half, ptr addrspace(1) %pa, i64 3
  %pb1 = getelementptr half, ptr addrspace(1) %pb, i64 1
  %pb2 = getelementptr half, ptr addrspace(1) %pb, i64 2
  %pb3 = getelementptr half, ptr addrspace(1) %pb, i64 3
  %pc1 = getelementptr half, ptr addrspace(1) %pc, i64 1
  %pc2 = getelementptr half, ptr addrspace(1) %pc, i64 2
  %pc3 = getelementptr half, ptr addrspace(1) %pc, i64 3
  %a0 = load half, ptr addrspace(1) %pa, align 8
  %a1 = load half, ptr addrspace(1) %pa1, align 2
  %a2 = load half, ptr addrspace(1) %pa2, align 4
  %a3 = load half, ptr addrspace(1) %pa3, align 2
  %b0 = load half, ptr addrspace(1) %pb, align 8
  %b1 = load half, ptr addrspace(1) %pb1, align 2
  %b2 = load half, ptr addrspace(1) %pb2, align 4
  %b3 = load half, ptr addrspace(1) %pb3, align 2
  %d0 = fsub half %a0, %b0
  %d1 = fsub half %a1, %b1
  %d2 = fsub half %a2, %b2
  %d3 = fsub half %a3, %b3
  store half %d0, ptr addrspace(1) %pc, align 8
  store half %d1, ptr addrspace(1) %pc1, align 2
  store half %d2, ptr addrspace(1) %pc2, align 4
  store half %d3, ptr addrspace(1) %pc3, align 2
  ret void
}

; c = fma(a, b, c) on bfloat lanes: fma.rn.bf16x2 from sm_80; the add
; feeding it packs only from sm_90 (add.rn.bf16x2).
define void @fma_bf16(ptr addrspace(1) noalias align 4 %a, ptr addrspace(1) noalias align 4 %b, ptr addrspace(1) noalias align 4 %c) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %pa = getelementptr <2 x bfloat>, ptr addrspace(1) %a, i64 %i
  %pb = getelementptr <2 x bfloat>, ptr addrspace(1) %b, i64 %i
  %pc = getelementptr <2 x bfloat>, ptr addrspace(1) %c, i64 %i
  %pa1 = getelementptr bfloat, ptr addrspace(1) %pa, i64 1
  %pb1 = getelementptr bfloat, ptr addrspace(1) %pb, i64 1
  %pc1 = getelementptr bfloat, ptr addrspace(1) %pc, i64 1
  %a0 = load bfloat, ptr addrspace(1) %pa, align 4
  %a1 = load bfloat, ptr addrspace(1) %pa1, align 2
  %b0 = load bfloat, ptr addrspace(1) %pb, align 4
  %b1 = load bfloat, ptr addrspace(1) %pb1, align 2
  %c0 = load bfloat, ptr addrspace(1) %pc, align 4
  %c1 = load bfloat, ptr addrspace(1) %pc1, align 2
  %f0 = call bfloat @llvm.fma.bf16(bfloat %a0, bfloat %b0, bfloat %c0)
  %f1 = call bfloat @llvm.fma.bf16(bfloat %a1, bfloat %b1, bfloat %c1)
  %g0 = fadd bfloat %f0, %a0
  %g1 = fadd bfloat %f1, %a1
  store bfloat %g0, ptr addrspace(1) %pc, align 4
  store bfloat %g1, ptr addrspace(1) %pc1, align 2
  ret void
}

; Scaled by a scalar: the splat of %s is one gather; (a * s) + b packs
; (two operations for one gather), a * s alone would not.
define void @scaled(ptr addrspace(1) noalias align 4 %a, ptr addrspace(1) noalias align 4 %b, ptr addrspace(1) noalias align 4 %c, half %s) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %pa = getelementptr <2 x half>, ptr addrspace(1) %a, i64 %i
  %pb = getelementptr <2 x half>, ptr addrspace(1) %b, i64 %i
  %pc = getelementptr <2 x half>, ptr addrspace(1) %c, i64 %i
  %pa1 = getelementptr half, ptr addrspace(1) %pa, i64 1
  %pb1 = getelementptr half, ptr addrspace(1) %pb, i64 1
  %pc1 = getelementptr half, ptr addrspace(1) %pc, i64 1
  %a0 = load half, ptr addrspace(1) %pa, align 4
  %a1 = load half, ptr addrspace(1) %pa1, align 2
  %b0 = load half, ptr addrspace(1) %pb, align 4
  %b1 = load half, ptr addrspace(1) %pb1, align 2
  %m0 = fmul half %a0, %s
  %m1 = fmul half %a1, %s
  %r0 = fadd half %m0, %b0
  %r1 = fadd half %m1, %b1
  store half %r0, ptr addrspace(1) %pc, align 4
  store half %r1, ptr addrspace(1) %pc1, align 2
  ret void
}

; Only a gather: c = a * s. Not beneficial (one operation, one gather).
define void @scaled_only(ptr addrspace(1) noalias align 4 %a, ptr addrspace(1) noalias align 4 %c, half %s) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %pa = getelementptr <2 x half>, ptr addrspace(1) %a, i64 %i
  %pc = getelementptr <2 x half>, ptr addrspace(1) %c, i64 %i
  %pa1 = getelementptr half, ptr addrspace(1) %pa, i64 1
  %pc1 = getelementptr half, ptr addrspace(1) %pc, i64 1
  %a0 = load half, ptr addrspace(1) %pa, align 4
  %a1 = load half, ptr addrspace(1) %pa1, align 2
  %m0 = fmul half %a0, %s
  %m1 = fmul half %a1, %s
  store half %m0, ptr addrspace(1) %pc, align 4
  store half %m1, ptr addrspace(1) %pc1, align 2
  ret void
}

; Not isomorphic (add and sub), lanes crossed, and division (no packed
; form): all stay scalar.
define void @refused(ptr addrspace(1) noalias align 4 %a, ptr addrspace(1) noalias align 4 %b, ptr addrspace(1) noalias align 4 %c) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %pa = getelementptr [3 x <2 x half>], ptr addrspace(1) %a, i64 %i
  %pb = getelementptr [3 x <2 x half>], ptr addrspace(1) %b, i64 %i
  %pc = getelementptr [3 x <2 x half>], ptr addrspace(1) %c, i64 %i
  %pa1 = getelementptr half, ptr addrspace(1) %pa, i64 1
  %pb1 = getelementptr half, ptr addrspace(1) %pb, i64 1
  %pc1 = getelementptr half, ptr addrspace(1) %pc, i64 1
  %pc2 = getelementptr half, ptr addrspace(1) %pc, i64 2
  %pc3 = getelementptr half, ptr addrspace(1) %pc, i64 3
  %pc4 = getelementptr half, ptr addrspace(1) %pc, i64 4
  %pc5 = getelementptr half, ptr addrspace(1) %pc, i64 5
  %a0 = load half, ptr addrspace(1) %pa, align 4
  %a1 = load half, ptr addrspace(1) %pa1, align 2
  %b0 = load half, ptr addrspace(1) %pb, align 4
  %b1 = load half, ptr addrspace(1) %pb1, align 2
  %x0 = fadd half %a0, %b0
  %x1 = fsub half %a1, %b1
  store half %x0, ptr addrspace(1) %pc, align 4
  store half %x1, ptr addrspace(1) %pc1, align 2
  %y0 = fadd half %a1, %b1
  %y1 = fadd half %a0, %b0
  store half %y0, ptr addrspace(1) %pc2, align 4
  store half %y1, ptr addrspace(1) %pc3, align 2
  %z0 = fdiv half %a0, %b0
  %z1 = fdiv half %a1, %b1
  store half %z0, ptr addrspace(1) %pc4, align 4
  store half %z1, ptr addrspace(1) %pc5, align 2
  ret void
}

; Source <2 x half> operations (what __hadd2/__hmul2/__hfma2 give): packed
; at every level; a constant vector operand is one immediate word.
define void @source_vec(ptr addrspace(1) noalias align 4 %a, ptr addrspace(1) noalias align 4 %b, ptr addrspace(1) noalias align 4 %c) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %pa = getelementptr <2 x half>, ptr addrspace(1) %a, i64 %i
  %pb = getelementptr <2 x half>, ptr addrspace(1) %b, i64 %i
  %pc = getelementptr <2 x half>, ptr addrspace(1) %c, i64 %i
  %x = load <2 x half>, ptr addrspace(1) %pa, align 4
  %y = load <2 x half>, ptr addrspace(1) %pb, align 4
  %s = fadd <2 x half> %x, %y
  %m = fmul <2 x half> %s, %x
  %f = call <2 x half> @llvm.fma.v2f16(<2 x half> %m, <2 x half> %y, <2 x half> %s)
  %k = fmul <2 x half> %f, <half 2.0, half -0.5>
  store <2 x half> %k, ptr addrspace(1) %pc, align 4
  ret void
}

; One bfloat per thread: scalar add, sub and mul (fma.rn.bf16 by 1.0,
; -1.0 or with -0.0 on sm_80; add/sub/mul.rn.bf16 on sm_90).
define void @scalar_bf16(ptr addrspace(1) noalias align 2 %a, ptr addrspace(1) noalias align 2 %b, ptr addrspace(1) noalias align 2 %c) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %pa = getelementptr bfloat, ptr addrspace(1) %a, i64 %i
  %pb = getelementptr bfloat, ptr addrspace(1) %b, i64 %i
  %pc = getelementptr bfloat, ptr addrspace(1) %c, i64 %i
  %x = load bfloat, ptr addrspace(1) %pa, align 2
  %y = load bfloat, ptr addrspace(1) %pb, align 2
  %d = fsub bfloat %x, %y
  %m = fmul bfloat %d, %x
  %s = fadd bfloat %m, %y
  store bfloat %s, ptr addrspace(1) %pc, align 2
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare half @llvm.fma.f16(half, half, half)
declare bfloat @llvm.fma.bf16(bfloat, bfloat, bfloat)
declare <2 x half> @llvm.fma.v2f16(<2 x half>, <2 x half>, <2 x half>)

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7}
!0 = !{ptr @tree_f16, !"kernel", i32 1}
!1 = !{ptr @sub_f16x4, !"kernel", i32 1}
!2 = !{ptr @fma_bf16, !"kernel", i32 1}
!3 = !{ptr @scaled, !"kernel", i32 1}
!4 = !{ptr @scaled_only, !"kernel", i32 1}
!5 = !{ptr @refused, !"kernel", i32 1}
!6 = !{ptr @source_vec, !"kernel", i32 1}
!7 = !{ptr @scalar_bf16, !"kernel", i32 1}
