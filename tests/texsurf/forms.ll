; Texture and surface intrinsics in the forms CUDA's headers and LLVM's
; NVPTX tests use: every geometry, element type, level and gradient
; selection, surface clamp mode, query and handle type test. Compiled by warpsat and by
; llc-16, the texture and surface instructions must read the same.
target triple = "nvptx64-nvidia-cuda"

@tex0 = internal addrspace(1) global i64 0, align 8
@surf0 = internal addrspace(1) global i64 0, align 8

declare i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1))
declare { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.s32(i64, i32)
declare { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.f32(i64, float)
declare { float, float, float, float } @llvm.nvvm.tex.unified.1d.level.v4f32.f32(i64, float, float)
declare { float, float, float, float } @llvm.nvvm.tex.unified.1d.grad.v4f32.f32(i64, float, float, float)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.1d.array.v4s32.s32(i64, i32, i32)
declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.f32(i64, float, float)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.2d.v4u32.s32(i64, i32, i32)
declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.grad.v4f32.f32(i64, float, float, float, float, float, float)
declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.array.v4f32.f32(i64, i32, float, float)
declare { float, float, float, float } @llvm.nvvm.tex.unified.3d.v4f32.f32(i64, float, float, float)
declare { float, float, float, float } @llvm.nvvm.tex.unified.3d.level.v4f32.f32(i64, float, float, float, float)
declare { float, float, float, float } @llvm.nvvm.tex.unified.3d.grad.v4f32.f32(i64, float, float, float, float, float, float, float, float, float)
declare { float, float, float, float } @llvm.nvvm.tex.unified.cube.v4f32.f32(i64, float, float, float)
declare { float, float, float, float } @llvm.nvvm.tex.unified.cube.array.v4f32.f32(i64, i32, float, float, float)
declare { float, float, float, float } @llvm.nvvm.tld4.unified.r.2d.v4f32.f32(i64, float, float)
declare { i32, i32, i32, i32 } @llvm.nvvm.tld4.unified.a.2d.v4s32.f32(i64, float, float)
declare i32 @llvm.nvvm.txq.width(i64)
declare i1 @llvm.nvvm.istypep.texture(i64)
declare i1 @llvm.nvvm.istypep.sampler(i64)
declare i1 @llvm.nvvm.istypep.surface(i64)
declare i32 @llvm.nvvm.txq.num.mipmap.levels(i64)

declare i32 @llvm.nvvm.suld.1d.i32.trap(i64, i32)
declare i16 @llvm.nvvm.suld.1d.i8.clamp(i64, i32)
declare { i16, i16 } @llvm.nvvm.suld.2d.v2i16.zero(i64, i32, i32)
declare { i32, i32, i32, i32 } @llvm.nvvm.suld.3d.v4i32.trap(i64, i32, i32, i32)
declare i64 @llvm.nvvm.suld.1d.array.i64.clamp(i64, i32, i32)
declare { i32, i32 } @llvm.nvvm.suld.2d.array.v2i32.trap(i64, i32, i32, i32)
declare void @llvm.nvvm.sust.b.1d.i32.trap(i64, i32, i32)
declare void @llvm.nvvm.sust.b.2d.v4i8.zero(i64, i32, i32, i16, i16, i16, i16)
declare void @llvm.nvvm.sust.b.3d.i64.clamp(i64, i32, i32, i32, i64)
declare void @llvm.nvvm.sust.b.2d.array.v2i32.trap(i64, i32, i32, i32, i32, i32)
declare void @llvm.nvvm.sust.p.1d.v4i32.trap(i64, i32, i32, i32, i32, i32)
declare i32 @llvm.nvvm.suq.width(i64)
declare i32 @llvm.nvvm.suq.array.size(i64)

define ptx_kernel void @textures(i64 %t, ptr addrspace(1) %out, i32 %i, float %x, float %y, float %z) {
  %r0 = call { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.s32(i64 %t, i32 %i)
  %a0 = extractvalue { float, float, float, float } %r0, 0
  %r1 = call { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.f32(i64 %t, float %x)
  %a1 = extractvalue { float, float, float, float } %r1, 1
  %r2 = call { float, float, float, float } @llvm.nvvm.tex.unified.1d.level.v4f32.f32(i64 %t, float %x, float %y)
  %a2 = extractvalue { float, float, float, float } %r2, 2
  %r3 = call { float, float, float, float } @llvm.nvvm.tex.unified.1d.grad.v4f32.f32(i64 %t, float %x, float %y, float %z)
  %a3 = extractvalue { float, float, float, float } %r3, 3
  %r4 = call { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.1d.array.v4s32.s32(i64 %t, i32 %i, i32 %i)
  %b4 = extractvalue { i32, i32, i32, i32 } %r4, 0
  %a4 = sitofp i32 %b4 to float
  %r5 = call { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.f32(i64 %t, float %x, float %y)
  %a5 = extractvalue { float, float, float, float } %r5, 0
  %r6 = call { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.2d.v4u32.s32(i64 %t, i32 %i, i32 %i)
  %b6 = extractvalue { i32, i32, i32, i32 } %r6, 1
  %a6 = uitofp i32 %b6 to float
  %r7 = call { float, float, float, float } @llvm.nvvm.tex.unified.2d.grad.v4f32.f32(i64 %t, float %x, float %y, float %z, float %x, float %y, float %z)
  %a7 = extractvalue { float, float, float, float } %r7, 0
  %r8 = call { float, float, float, float } @llvm.nvvm.tex.unified.2d.array.v4f32.f32(i64 %t, i32 %i, float %x, float %y)
  %a8 = extractvalue { float, float, float, float } %r8, 0
  %r9 = call { float, float, float, float } @llvm.nvvm.tex.unified.3d.v4f32.f32(i64 %t, float %x, float %y, float %z)
  %a9 = extractvalue { float, float, float, float } %r9, 0
  %r10 = call { float, float, float, float } @llvm.nvvm.tex.unified.3d.level.v4f32.f32(i64 %t, float %x, float %y, float %z, float %x)
  %a10 = extractvalue { float, float, float, float } %r10, 0
  %r11 = call { float, float, float, float } @llvm.nvvm.tex.unified.3d.grad.v4f32.f32(i64 %t, float %x, float %y, float %z, float %x, float %y, float %z, float %x, float %y, float %z)
  %a11 = extractvalue { float, float, float, float } %r11, 0
  %r12 = call { float, float, float, float } @llvm.nvvm.tex.unified.cube.v4f32.f32(i64 %t, float %x, float %y, float %z)
  %a12 = extractvalue { float, float, float, float } %r12, 0
  %r13 = call { float, float, float, float } @llvm.nvvm.tex.unified.cube.array.v4f32.f32(i64 %t, i32 %i, float %x, float %y, float %z)
  %a13 = extractvalue { float, float, float, float } %r13, 0
  %r14 = call { float, float, float, float } @llvm.nvvm.tld4.unified.r.2d.v4f32.f32(i64 %t, float %x, float %y)
  %a14 = extractvalue { float, float, float, float } %r14, 0
  %r15 = call { i32, i32, i32, i32 } @llvm.nvvm.tld4.unified.a.2d.v4s32.f32(i64 %t, float %x, float %y)
  %b15 = extractvalue { i32, i32, i32, i32 } %r15, 2
  %a15 = sitofp i32 %b15 to float
  %q0 = call i32 @llvm.nvvm.txq.width(i64 %t)
  %q1 = call i32 @llvm.nvvm.txq.num.mipmap.levels(i64 %t)
  %q = add i32 %q0, %q1
  %aq = sitofp i32 %q to float
  %h = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @tex0)
  %r16 = call { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.s32(i64 %h, i32 %i)
  %a16 = extractvalue { float, float, float, float } %r16, 0
  %s1 = fadd float %a0, %a1
  %s2 = fadd float %s1, %a2
  %s3 = fadd float %s2, %a3
  %s4 = fadd float %s3, %a4
  %s5 = fadd float %s4, %a5
  %s6 = fadd float %s5, %a6
  %s7 = fadd float %s6, %a7
  %s8 = fadd float %s7, %a8
  %s9 = fadd float %s8, %a9
  %s10 = fadd float %s9, %a10
  %s11 = fadd float %s10, %a11
  %s12 = fadd float %s11, %a12
  %s13 = fadd float %s12, %a13
  %s14 = fadd float %s13, %a14
  %s15 = fadd float %s14, %a15
  %s16 = fadd float %s15, %aq
  %s17 = fadd float %s16, %a16
  %it = call i1 @llvm.nvvm.istypep.texture(i64 %t)
  %is = call i1 @llvm.nvvm.istypep.sampler(i64 %t)
  %iu = call i1 @llvm.nvvm.istypep.surface(i64 %t)
  %i2 = and i1 %it, %is
  %i3 = and i1 %i2, %iu
  %s18 = select i1 %i3, float %s17, float 0.0
  store float %s18, ptr addrspace(1) %out, align 4
  ret void
}

define ptx_kernel void @surfaces(i64 %s, ptr addrspace(1) %out, i32 %i, i32 %j, i32 %k) {
  %v0 = call i32 @llvm.nvvm.suld.1d.i32.trap(i64 %s, i32 %i)
  %v1 = call i16 @llvm.nvvm.suld.1d.i8.clamp(i64 %s, i32 %i)
  %v2 = call { i16, i16 } @llvm.nvvm.suld.2d.v2i16.zero(i64 %s, i32 %i, i32 %j)
  %v3 = call { i32, i32, i32, i32 } @llvm.nvvm.suld.3d.v4i32.trap(i64 %s, i32 %i, i32 %j, i32 %k)
  %v4 = call i64 @llvm.nvvm.suld.1d.array.i64.clamp(i64 %s, i32 %k, i32 %i)
  %v5 = call { i32, i32 } @llvm.nvvm.suld.2d.array.v2i32.trap(i64 %s, i32 %k, i32 %i, i32 %j)
  %e1 = zext i16 %v1 to i32
  %v2a = extractvalue { i16, i16 } %v2, 1
  %e2 = zext i16 %v2a to i32
  %e3 = extractvalue { i32, i32, i32, i32 } %v3, 3
  %e4 = trunc i64 %v4 to i32
  %e5 = extractvalue { i32, i32 } %v5, 0
  %t1 = add i32 %v0, %e1
  %t2 = add i32 %t1, %e2
  %t3 = add i32 %t2, %e3
  %t4 = add i32 %t3, %e4
  %t5 = add i32 %t4, %e5
  call void @llvm.nvvm.sust.b.1d.i32.trap(i64 %s, i32 %i, i32 %t5)
  call void @llvm.nvvm.sust.b.2d.v4i8.zero(i64 %s, i32 %i, i32 %j, i16 %v1, i16 %v2a, i16 %v1, i16 %v2a)
  call void @llvm.nvvm.sust.b.3d.i64.clamp(i64 %s, i32 %i, i32 %j, i32 %k, i64 %v4)
  call void @llvm.nvvm.sust.b.2d.array.v2i32.trap(i64 %s, i32 %k, i32 %i, i32 %j, i32 %t5, i32 %e3)
  call void @llvm.nvvm.sust.p.1d.v4i32.trap(i64 %s, i32 %i, i32 %t1, i32 %t2, i32 %t3, i32 %t4)
  %w = call i32 @llvm.nvvm.suq.width(i64 %s)
  %n = call i32 @llvm.nvvm.suq.array.size(i64 %s)
  %hs = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @surf0)
  call void @llvm.nvvm.sust.b.1d.i32.trap(i64 %hs, i32 %i, i32 %w)
  %wn = add i32 %w, %n
  store i32 %wn, ptr addrspace(1) %out, align 4
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{ptr addrspace(1) @tex0, !"texture", i32 1}
!1 = !{ptr addrspace(1) @surf0, !"surface", i32 1}
