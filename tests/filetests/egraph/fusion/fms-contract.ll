; rule: fms-contract
; check: @fires: `x * y - z` on f32 and f64 becomes llvm.fma(x, y, -z) (one rounding: compared within the tolerance)
; check: @keeps: `x * y - z` on f16 (f32 and f64 only) stays; `z - x * y` (the product on the right) is
; check: fnms-contract's (fma(-x, y, z)), not this rule's
; check: with fmad off the rule does not exist: @fires is not contracted
; spec: block 256
; spec: arg f32[256] random(-1,1)
; spec: arg f32[256] random(-1,1)
; spec: arg f32[256] random(-1,1)
; spec: arg f64[256] random(-1,1)
; spec: arg f32[256] uninit
; spec: arg f64[256] uninit
; edge: block 42
; edge: arg f32[42] values(0,-0.0,1,-1,0.5,3,1e-30,-2.5,1e30)
; edge: arg f32[42] values(1,-0.0,0,-1,0.1,7,1e-20)
; edge: arg f32[42] values(-0.0,0,1,-1,2.5,1e-30)
; edge: arg f64[42] values(0,-0.0,1,-1,0.1,3,1e-300)
; edge: arg f32[42] uninit
; edge: arg f64[42] uninit
; tolerance: 1e-6 1e-6
; note: one rounding instead of two: the results differ by at most the rounding error of the product
; note: (2^-24 |x y| in f32), hence relative 1e-6 plus absolute 1e-6 (x y + z may cancel to about 0);
; note: see rewrites/tests/rules.rs
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @fires(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, ptr addrspace(1) %d, ptr addrspace(1) %out, ptr addrspace(1) %out64) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p.a = getelementptr float, ptr addrspace(1) %a, i64 %i
  %x = load float, ptr addrspace(1) %p.a, align 4
  %p.b = getelementptr float, ptr addrspace(1) %b, i64 %i
  %y = load float, ptr addrspace(1) %p.b, align 4
  %p.c = getelementptr float, ptr addrspace(1) %c, i64 %i
  %z = load float, ptr addrspace(1) %p.c, align 4
  %p.d = getelementptr double, ptr addrspace(1) %d, i64 %i
  %e = load double, ptr addrspace(1) %p.d, align 8
  %m = fmul float %x, %y
  %r = fsub float %m, %z
  %xd = fpext float %x to double
  %yd = fpext float %y to double
  %md = fmul double %xd, %e
  %w = fsub double %md, %yd
  %p.out = getelementptr float, ptr addrspace(1) %out, i64 %i
  store float %r, ptr addrspace(1) %p.out, align 4
  %p.out64 = getelementptr double, ptr addrspace(1) %out64, i64 %i
  store double %w, ptr addrspace(1) %p.out64, align 8
  ret void
}

define ptx_kernel void @keeps(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, ptr addrspace(1) %d, ptr addrspace(1) %out, ptr addrspace(1) %out64) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p.a = getelementptr float, ptr addrspace(1) %a, i64 %i
  %x = load float, ptr addrspace(1) %p.a, align 4
  %p.b = getelementptr float, ptr addrspace(1) %b, i64 %i
  %y = load float, ptr addrspace(1) %p.b, align 4
  %p.c = getelementptr float, ptr addrspace(1) %c, i64 %i
  %z = load float, ptr addrspace(1) %p.c, align 4
  %p.d = getelementptr double, ptr addrspace(1) %d, i64 %i
  %e = load double, ptr addrspace(1) %p.d, align 8
  %m = fmul float %x, %y
  %s = fsub float %z, %m
  %xh = fptrunc float %x to half
  %yh = fptrunc float %y to half
  %zh = fptrunc float %z to half
  %mh = fmul half %xh, %yh
  %sh = fsub half %mh, %zh
  %she = fpext half %sh to float
  %r = fmul float %s, %she
  %xd = fpext float %x to double
  %yd = fpext float %y to double
  %md = fmul double %xd, %e
  %w = fsub double %yd, %md
  %p.out = getelementptr float, ptr addrspace(1) %out, i64 %i
  store float %r, ptr addrspace(1) %p.out, align 4
  %p.out64 = getelementptr double, ptr addrspace(1) %out64, i64 %i
  store double %w, ptr addrspace(1) %p.out64, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
