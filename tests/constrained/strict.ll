; Constrained floating point (clang's strict mode), driver/tests/constrained_fp.rs:
; directed roundings of adds and multiplies, and a multiply feeding an
; add, which must not become one fma.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @strict(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
  %pa = getelementptr float, ptr addrspace(1) %a, i32 %tid
  %x = load float, ptr addrspace(1) %pa, align 4
  %pb = getelementptr float, ptr addrspace(1) %b, i32 %tid
  %y = load float, ptr addrspace(1) %pb, align 4
  %r0 = call float @llvm.experimental.constrained.fadd.f32(float %x, float %y, metadata !"round.towardzero", metadata !"fpexcept.ignore") #0
  %r1 = call float @llvm.experimental.constrained.fmul.f32(float %x, float %y, metadata !"round.upward", metadata !"fpexcept.strict") #0
  %r2 = call float @llvm.experimental.constrained.fsub.f32(float %x, float %y, metadata !"round.downward", metadata !"fpexcept.strict") #0
  %m = call float @llvm.experimental.constrained.fmul.f32(float %x, float %y, metadata !"round.dynamic", metadata !"fpexcept.strict") #0
  %r3 = call float @llvm.experimental.constrained.fadd.f32(float %m, float %x, metadata !"round.tonearest", metadata !"fpexcept.strict") #0
  %c = call i1 @llvm.experimental.constrained.fcmps.f32(float %x, float %y, metadata !"olt", metadata !"fpexcept.strict") #0
  %ci = zext i1 %c to i32
  %cf = call float @llvm.experimental.constrained.sitofp.f32.i32(i32 %ci, metadata !"round.tonearest", metadata !"fpexcept.strict") #0
  %row = mul i32 %tid, 5
  %o0 = getelementptr float, ptr addrspace(1) %out, i32 %row
  store float %r0, ptr addrspace(1) %o0, align 4
  %o1 = getelementptr float, ptr addrspace(1) %o0, i32 1
  store float %r1, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr float, ptr addrspace(1) %o0, i32 2
  store float %r2, ptr addrspace(1) %o2, align 4
  %o3 = getelementptr float, ptr addrspace(1) %o0, i32 3
  store float %r3, ptr addrspace(1) %o3, align 4
  %o4 = getelementptr float, ptr addrspace(1) %o0, i32 4
  store float %cf, ptr addrspace(1) %o4, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.experimental.constrained.fadd.f32(float, float, metadata, metadata)
declare float @llvm.experimental.constrained.fsub.f32(float, float, metadata, metadata)
declare float @llvm.experimental.constrained.fmul.f32(float, float, metadata, metadata)
declare i1 @llvm.experimental.constrained.fcmps.f32(float, float, metadata, metadata)
declare float @llvm.experimental.constrained.sitofp.f32.i32(i32, metadata, metadata)

attributes #0 = { strictfp }
