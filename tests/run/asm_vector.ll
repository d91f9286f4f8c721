; A <2 x half> operand and result of inline asm travel in one 32-bit
; register, lanes from the low half up: the nvvm interpreter packs and
; unpacks them around the asm block it runs as PTX.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %w = load i32, ptr addrspace(1) %p, align 4
  %lo = and i32 %w, 16383
  %v = bitcast i32 %lo to <2 x half>
  %nh = sitofp i32 %n to half
  %s = insertelement <2 x half> %v, half %nh, i32 1
  %r = call <2 x half> asm "{ .reg .b32 t;\0A add.rn.f16x2 t, $1, $1;\0A mov.b32 $0, t; }", "=r,r"(<2 x half> %s)
  %q = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %tid
  store <2 x half> %r, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
