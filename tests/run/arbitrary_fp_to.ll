; llvm.convert.to.arbitrary.fp (LLVM 22): thread t converts in[t] (an f32,
; and the same value as an f64) to small formats under each rounding
; mode, with and without saturation, and writes each pattern as an i32 to
; out[13t + c] (`driver/tests/arbitrary_fp.rs` lists the columns).
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pi = getelementptr float, ptr addrspace(1) %in, i32 %t
  %x = load float, ptr addrspace(1) %pi, align 4
  %xd = fpext float %x to double
  %row = mul i32 %t, 13
  %r0 = call i8 @llvm.convert.to.arbitrary.fp.i8.f32(float %x, metadata !"Float8E5M2", metadata !"round.tonearest", i1 false)
  %z0 = zext i8 %r0 to i32
  %o0 = add i32 %row, 0
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %o0
  store i32 %z0, ptr addrspace(1) %p0, align 4
  %r1 = call i8 @llvm.convert.to.arbitrary.fp.i8.f32(float %x, metadata !"Float8E5M2", metadata !"round.tonearest", i1 true)
  %z1 = zext i8 %r1 to i32
  %o1 = add i32 %row, 1
  %p1 = getelementptr i32, ptr addrspace(1) %out, i32 %o1
  store i32 %z1, ptr addrspace(1) %p1, align 4
  %r2 = call i8 @llvm.convert.to.arbitrary.fp.i8.f32(float %x, metadata !"Float8E5M2", metadata !"round.towardzero", i1 false)
  %z2 = zext i8 %r2 to i32
  %o2 = add i32 %row, 2
  %p2 = getelementptr i32, ptr addrspace(1) %out, i32 %o2
  store i32 %z2, ptr addrspace(1) %p2, align 4
  %r3 = call i8 @llvm.convert.to.arbitrary.fp.i8.f32(float %x, metadata !"Float8E5M2", metadata !"round.upward", i1 false)
  %z3 = zext i8 %r3 to i32
  %o3 = add i32 %row, 3
  %p3 = getelementptr i32, ptr addrspace(1) %out, i32 %o3
  store i32 %z3, ptr addrspace(1) %p3, align 4
  %r4 = call i8 @llvm.convert.to.arbitrary.fp.i8.f32(float %x, metadata !"Float8E5M2", metadata !"round.downward", i1 false)
  %z4 = zext i8 %r4 to i32
  %o4 = add i32 %row, 4
  %p4 = getelementptr i32, ptr addrspace(1) %out, i32 %o4
  store i32 %z4, ptr addrspace(1) %p4, align 4
  %r5 = call i8 @llvm.convert.to.arbitrary.fp.i8.f32(float %x, metadata !"Float8E5M2", metadata !"round.tonearestaway", i1 false)
  %z5 = zext i8 %r5 to i32
  %o5 = add i32 %row, 5
  %p5 = getelementptr i32, ptr addrspace(1) %out, i32 %o5
  store i32 %z5, ptr addrspace(1) %p5, align 4
  %r6 = call i8 @llvm.convert.to.arbitrary.fp.i8.f32(float %x, metadata !"Float8E4M3FN", metadata !"round.tonearest", i1 false)
  %z6 = zext i8 %r6 to i32
  %o6 = add i32 %row, 6
  %p6 = getelementptr i32, ptr addrspace(1) %out, i32 %o6
  store i32 %z6, ptr addrspace(1) %p6, align 4
  %r7 = call i8 @llvm.convert.to.arbitrary.fp.i8.f32(float %x, metadata !"Float8E4M3FN", metadata !"round.tonearest", i1 true)
  %z7 = zext i8 %r7 to i32
  %o7 = add i32 %row, 7
  %p7 = getelementptr i32, ptr addrspace(1) %out, i32 %o7
  store i32 %z7, ptr addrspace(1) %p7, align 4
  %r8 = call i6 @llvm.convert.to.arbitrary.fp.i6.f32(float %x, metadata !"Float6E3M2FN", metadata !"round.tonearest", i1 true)
  %z8 = zext i6 %r8 to i32
  %o8 = add i32 %row, 8
  %p8 = getelementptr i32, ptr addrspace(1) %out, i32 %o8
  store i32 %z8, ptr addrspace(1) %p8, align 4
  %r9 = call i6 @llvm.convert.to.arbitrary.fp.i6.f32(float %x, metadata !"Float6E2M3FN", metadata !"round.towardzero", i1 true)
  %z9 = zext i6 %r9 to i32
  %o9 = add i32 %row, 9
  %p9 = getelementptr i32, ptr addrspace(1) %out, i32 %o9
  store i32 %z9, ptr addrspace(1) %p9, align 4
  %r10 = call i4 @llvm.convert.to.arbitrary.fp.i4.f32(float %x, metadata !"Float4E2M1FN", metadata !"round.tonearest", i1 true)
  %z10 = zext i4 %r10 to i32
  %o10 = add i32 %row, 10
  %p10 = getelementptr i32, ptr addrspace(1) %out, i32 %o10
  store i32 %z10, ptr addrspace(1) %p10, align 4
  %r11 = call i8 @llvm.convert.to.arbitrary.fp.i8.f64(double %xd, metadata !"Float8E5M2", metadata !"round.tonearest", i1 false)
  %z11 = zext i8 %r11 to i32
  %o11 = add i32 %row, 11
  %p11 = getelementptr i32, ptr addrspace(1) %out, i32 %o11
  store i32 %z11, ptr addrspace(1) %p11, align 4
  %r12 = call i8 @llvm.convert.to.arbitrary.fp.i8.f64(double %xd, metadata !"Float8E4M3FN", metadata !"round.upward", i1 false)
  %z12 = zext i8 %r12 to i32
  %o12 = add i32 %row, 12
  %p12 = getelementptr i32, ptr addrspace(1) %out, i32 %o12
  store i32 %z12, ptr addrspace(1) %p12, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i4 @llvm.convert.to.arbitrary.fp.i4.f32(float, metadata, metadata, i1)
declare i6 @llvm.convert.to.arbitrary.fp.i6.f32(float, metadata, metadata, i1)
declare i8 @llvm.convert.to.arbitrary.fp.i8.f32(float, metadata, metadata, i1)
declare i8 @llvm.convert.to.arbitrary.fp.i8.f64(double, metadata, metadata, i1)
