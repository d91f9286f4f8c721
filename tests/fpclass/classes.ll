; llvm.is.fpclass with each class bit alone and a few combinations, on
; f32 and f64 values (driver/tests/fp_classes.rs): out[t*13 + k] for
; masks 1 << k (k < 10), then 0x3 (NaN), 0x204 (infinity), 0x1f8 (finite).
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @classes32(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr float, ptr addrspace(1) %in, i32 %tid
  %x = load float, ptr addrspace(1) %p
  %row = mul i32 %tid, 13
  %c0 = call i1 @llvm.is.fpclass.f32(float %x, i32 1)
  %z0 = zext i1 %c0 to i8
  %o0 = add i32 %row, 0
  %q0 = getelementptr i8, ptr addrspace(1) %out, i32 %o0
  store i8 %z0, ptr addrspace(1) %q0
  %c1 = call i1 @llvm.is.fpclass.f32(float %x, i32 2)
  %z1 = zext i1 %c1 to i8
  %o1 = add i32 %row, 1
  %q1 = getelementptr i8, ptr addrspace(1) %out, i32 %o1
  store i8 %z1, ptr addrspace(1) %q1
  %c2 = call i1 @llvm.is.fpclass.f32(float %x, i32 4)
  %z2 = zext i1 %c2 to i8
  %o2 = add i32 %row, 2
  %q2 = getelementptr i8, ptr addrspace(1) %out, i32 %o2
  store i8 %z2, ptr addrspace(1) %q2
  %c3 = call i1 @llvm.is.fpclass.f32(float %x, i32 8)
  %z3 = zext i1 %c3 to i8
  %o3 = add i32 %row, 3
  %q3 = getelementptr i8, ptr addrspace(1) %out, i32 %o3
  store i8 %z3, ptr addrspace(1) %q3
  %c4 = call i1 @llvm.is.fpclass.f32(float %x, i32 16)
  %z4 = zext i1 %c4 to i8
  %o4 = add i32 %row, 4
  %q4 = getelementptr i8, ptr addrspace(1) %out, i32 %o4
  store i8 %z4, ptr addrspace(1) %q4
  %c5 = call i1 @llvm.is.fpclass.f32(float %x, i32 32)
  %z5 = zext i1 %c5 to i8
  %o5 = add i32 %row, 5
  %q5 = getelementptr i8, ptr addrspace(1) %out, i32 %o5
  store i8 %z5, ptr addrspace(1) %q5
  %c6 = call i1 @llvm.is.fpclass.f32(float %x, i32 64)
  %z6 = zext i1 %c6 to i8
  %o6 = add i32 %row, 6
  %q6 = getelementptr i8, ptr addrspace(1) %out, i32 %o6
  store i8 %z6, ptr addrspace(1) %q6
  %c7 = call i1 @llvm.is.fpclass.f32(float %x, i32 128)
  %z7 = zext i1 %c7 to i8
  %o7 = add i32 %row, 7
  %q7 = getelementptr i8, ptr addrspace(1) %out, i32 %o7
  store i8 %z7, ptr addrspace(1) %q7
  %c8 = call i1 @llvm.is.fpclass.f32(float %x, i32 256)
  %z8 = zext i1 %c8 to i8
  %o8 = add i32 %row, 8
  %q8 = getelementptr i8, ptr addrspace(1) %out, i32 %o8
  store i8 %z8, ptr addrspace(1) %q8
  %c9 = call i1 @llvm.is.fpclass.f32(float %x, i32 512)
  %z9 = zext i1 %c9 to i8
  %o9 = add i32 %row, 9
  %q9 = getelementptr i8, ptr addrspace(1) %out, i32 %o9
  store i8 %z9, ptr addrspace(1) %q9
  %c10 = call i1 @llvm.is.fpclass.f32(float %x, i32 3)
  %z10 = zext i1 %c10 to i8
  %o10 = add i32 %row, 10
  %q10 = getelementptr i8, ptr addrspace(1) %out, i32 %o10
  store i8 %z10, ptr addrspace(1) %q10
  %c11 = call i1 @llvm.is.fpclass.f32(float %x, i32 516)
  %z11 = zext i1 %c11 to i8
  %o11 = add i32 %row, 11
  %q11 = getelementptr i8, ptr addrspace(1) %out, i32 %o11
  store i8 %z11, ptr addrspace(1) %q11
  %c12 = call i1 @llvm.is.fpclass.f32(float %x, i32 504)
  %z12 = zext i1 %c12 to i8
  %o12 = add i32 %row, 12
  %q12 = getelementptr i8, ptr addrspace(1) %out, i32 %o12
  store i8 %z12, ptr addrspace(1) %q12
  ret void
}

define ptx_kernel void @classes64(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr double, ptr addrspace(1) %in, i32 %tid
  %x = load double, ptr addrspace(1) %p
  %row = mul i32 %tid, 13
  %c0 = call i1 @llvm.is.fpclass.f64(double %x, i32 1)
  %z0 = zext i1 %c0 to i8
  %o0 = add i32 %row, 0
  %q0 = getelementptr i8, ptr addrspace(1) %out, i32 %o0
  store i8 %z0, ptr addrspace(1) %q0
  %c1 = call i1 @llvm.is.fpclass.f64(double %x, i32 2)
  %z1 = zext i1 %c1 to i8
  %o1 = add i32 %row, 1
  %q1 = getelementptr i8, ptr addrspace(1) %out, i32 %o1
  store i8 %z1, ptr addrspace(1) %q1
  %c2 = call i1 @llvm.is.fpclass.f64(double %x, i32 4)
  %z2 = zext i1 %c2 to i8
  %o2 = add i32 %row, 2
  %q2 = getelementptr i8, ptr addrspace(1) %out, i32 %o2
  store i8 %z2, ptr addrspace(1) %q2
  %c3 = call i1 @llvm.is.fpclass.f64(double %x, i32 8)
  %z3 = zext i1 %c3 to i8
  %o3 = add i32 %row, 3
  %q3 = getelementptr i8, ptr addrspace(1) %out, i32 %o3
  store i8 %z3, ptr addrspace(1) %q3
  %c4 = call i1 @llvm.is.fpclass.f64(double %x, i32 16)
  %z4 = zext i1 %c4 to i8
  %o4 = add i32 %row, 4
  %q4 = getelementptr i8, ptr addrspace(1) %out, i32 %o4
  store i8 %z4, ptr addrspace(1) %q4
  %c5 = call i1 @llvm.is.fpclass.f64(double %x, i32 32)
  %z5 = zext i1 %c5 to i8
  %o5 = add i32 %row, 5
  %q5 = getelementptr i8, ptr addrspace(1) %out, i32 %o5
  store i8 %z5, ptr addrspace(1) %q5
  %c6 = call i1 @llvm.is.fpclass.f64(double %x, i32 64)
  %z6 = zext i1 %c6 to i8
  %o6 = add i32 %row, 6
  %q6 = getelementptr i8, ptr addrspace(1) %out, i32 %o6
  store i8 %z6, ptr addrspace(1) %q6
  %c7 = call i1 @llvm.is.fpclass.f64(double %x, i32 128)
  %z7 = zext i1 %c7 to i8
  %o7 = add i32 %row, 7
  %q7 = getelementptr i8, ptr addrspace(1) %out, i32 %o7
  store i8 %z7, ptr addrspace(1) %q7
  %c8 = call i1 @llvm.is.fpclass.f64(double %x, i32 256)
  %z8 = zext i1 %c8 to i8
  %o8 = add i32 %row, 8
  %q8 = getelementptr i8, ptr addrspace(1) %out, i32 %o8
  store i8 %z8, ptr addrspace(1) %q8
  %c9 = call i1 @llvm.is.fpclass.f64(double %x, i32 512)
  %z9 = zext i1 %c9 to i8
  %o9 = add i32 %row, 9
  %q9 = getelementptr i8, ptr addrspace(1) %out, i32 %o9
  store i8 %z9, ptr addrspace(1) %q9
  %c10 = call i1 @llvm.is.fpclass.f64(double %x, i32 3)
  %z10 = zext i1 %c10 to i8
  %o10 = add i32 %row, 10
  %q10 = getelementptr i8, ptr addrspace(1) %out, i32 %o10
  store i8 %z10, ptr addrspace(1) %q10
  %c11 = call i1 @llvm.is.fpclass.f64(double %x, i32 516)
  %z11 = zext i1 %c11 to i8
  %o11 = add i32 %row, 11
  %q11 = getelementptr i8, ptr addrspace(1) %out, i32 %o11
  store i8 %z11, ptr addrspace(1) %q11
  %c12 = call i1 @llvm.is.fpclass.f64(double %x, i32 504)
  %z12 = zext i1 %c12 to i8
  %o12 = add i32 %row, 12
  %q12 = getelementptr i8, ptr addrspace(1) %out, i32 %o12
  store i8 %z12, ptr addrspace(1) %q12
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i1 @llvm.is.fpclass.f32(float, i32)
declare i1 @llvm.is.fpclass.f64(double, i32)
