; LLVM's bfloat arithmetic with a rounding-mode operand
; (llvm/test/CodeGen/NVPTX/bf16-add.ll, bf16-mul.ll, bf16-sub.ll): mode 1,
; round to nearest even, is the plain IEEE operation, scalar and packed.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @bf16_rounded(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pa = getelementptr <2 x bfloat>, ptr addrspace(1) %in, i32 %t
  %a = load <2 x bfloat>, ptr addrspace(1) %pa, align 4
  %m = and i32 %n, 7
  %sel = or i32 %m, 1
  %t1 = xor i32 %t, %sel
  %pb = getelementptr <2 x bfloat>, ptr addrspace(1) %in, i32 %t1
  %b = load <2 x bfloat>, ptr addrspace(1) %pb, align 4
  %sum = call <2 x bfloat> @llvm.nvvm.fadd.v2bf16(<2 x bfloat> %a, <2 x bfloat> %b, i32 1)
  %prod = call <2 x bfloat> @llvm.nvvm.fmul.v2bf16(<2 x bfloat> %a, <2 x bfloat> %b, i32 1)
  %a0 = extractelement <2 x bfloat> %a, i32 0
  %b1 = extractelement <2 x bfloat> %b, i32 1
  %nb = fneg bfloat %b1
  %diff = call bfloat @llvm.nvvm.fadd.bf16(bfloat %a0, bfloat %nb, i32 1)
  %sq = call bfloat @llvm.nvvm.fmul.bf16(bfloat %diff, bfloat %diff, i32 1)
  %base = mul i32 %t, 3
  %q0 = getelementptr <2 x bfloat>, ptr addrspace(1) %out, i32 %base
  store <2 x bfloat> %sum, ptr addrspace(1) %q0, align 4
  %i1 = add i32 %base, 1
  %q1 = getelementptr <2 x bfloat>, ptr addrspace(1) %out, i32 %i1
  store <2 x bfloat> %prod, ptr addrspace(1) %q1, align 4
  %i2 = add i32 %base, 2
  %q2 = getelementptr <2 x bfloat>, ptr addrspace(1) %out, i32 %i2
  %v0 = insertelement <2 x bfloat> undef, bfloat %diff, i32 0
  %v1 = insertelement <2 x bfloat> %v0, bfloat %sq, i32 1
  store <2 x bfloat> %v1, ptr addrspace(1) %q2, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare <2 x bfloat> @llvm.nvvm.fadd.v2bf16(<2 x bfloat>, <2 x bfloat>, i32)
declare <2 x bfloat> @llvm.nvvm.fmul.v2bf16(<2 x bfloat>, <2 x bfloat>, i32)
declare bfloat @llvm.nvvm.fadd.bf16(bfloat, bfloat, i32)
declare bfloat @llvm.nvvm.fmul.bf16(bfloat, bfloat, i32)
