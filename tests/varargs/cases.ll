; Variable arguments as LLVM IR carries them to the NVPTX backend
; (driver/tests/varargs.rs). @mix_clang reads them the way clang writes
; va_arg for NVPTX (pointer bumps rounded up with llvm.ptrmask); @mix_vaarg
; uses the va_arg instruction and va_copy. Each returns i32 + i64 +
; (i64)double of its three variable arguments (and @mix_vaarg the i32 a
; second time, read through the copy); with %n = 0 they read nothing.
; The kernel stores every call's result beside the same sums computed
; without variable arguments.

target triple = "nvptx64-nvidia-cuda"

define internal i64 @mix_clang(i32 %n, ...) {
entry:
  %ap = alloca ptr, align 8
  %none = icmp eq i32 %n, 0
  br i1 %none, label %empty, label %read

read:
  call void @llvm.va_start.p0(ptr %ap)
  %p0 = load ptr, ptr %ap, align 8
  %n0 = getelementptr inbounds i8, ptr %p0, i64 4
  store ptr %n0, ptr %ap, align 8
  %a = load i32, ptr %p0, align 4
  %p1 = load ptr, ptr %ap, align 8
  %u1 = getelementptr inbounds i8, ptr %p1, i32 7
  %p1a = call ptr @llvm.ptrmask.p0.i64(ptr %u1, i64 -8)
  %n1 = getelementptr inbounds i8, ptr %p1a, i64 8
  store ptr %n1, ptr %ap, align 8
  %b = load i64, ptr %p1a, align 8
  %p2 = load ptr, ptr %ap, align 8
  %u2 = getelementptr inbounds i8, ptr %p2, i32 7
  %p2a = call ptr @llvm.ptrmask.p0.i64(ptr %u2, i64 -8)
  %n2 = getelementptr inbounds i8, ptr %p2a, i64 8
  store ptr %n2, ptr %ap, align 8
  %c = load double, ptr %p2a, align 8
  call void @llvm.va_end.p0(ptr %ap)
  %ax = sext i32 %a to i64
  %ci = fptosi double %c to i64
  %s = add i64 %ax, %b
  %t = add i64 %s, %ci
  ret i64 %t

empty:
  ret i64 0
}

define internal i64 @mix_vaarg(i32 %n, ...) noinline {
entry:
  %ap = alloca ptr, align 8
  %aq = alloca ptr, align 8
  %none = icmp eq i32 %n, 0
  br i1 %none, label %empty, label %read

read:
  call void @llvm.va_start.p0(ptr %ap)
  call void @llvm.va_copy.p0(ptr %aq, ptr %ap)
  %a = va_arg ptr %ap, i32
  %b = va_arg ptr %ap, i64
  %c = va_arg ptr %ap, double
  %again = va_arg ptr %aq, i32
  call void @llvm.va_end.p0(ptr %ap)
  call void @llvm.va_end.p0(ptr %aq)
  %ax = sext i32 %a to i64
  %gx = sext i32 %again to i64
  %ci = fptosi double %c to i64
  %s = add i64 %ax, %b
  %t = add i64 %s, %ci
  %u = add i64 %t, %gx
  ret i64 %u

empty:
  ret i64 0
}

define ptx_kernel void @va(ptr %in, ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ip = getelementptr inbounds i32, ptr %in, i32 %tid
  %a = load i32, ptr %ip, align 4
  %ax = sext i32 %a to i64
  %b = mul i64 %ax, 3
  %af = sitofp i32 %a to double
  %c = fmul double %af, 2.500000e-01
  %r1 = call i64 (i32, ...) @mix_clang(i32 3, i32 %a, i64 %b, double %c)
  %r2 = call i64 (i32, ...) @mix_vaarg(i32 3, i32 %a, i64 %b, double %c)
  %odd = and i32 %tid, 1
  %pick = icmp eq i32 %odd, 0
  %fp = select i1 %pick, ptr @mix_clang, ptr @mix_vaarg
  %r3 = call i64 (i32, ...) %fp(i32 3, i32 %a, i64 %b, double %c)
  %r4 = call i64 (i32, ...) @mix_clang(i32 0)
  ; The same sums, written out.
  %ci = fptosi double %c to i64
  %s = add i64 %ax, %b
  %want1 = add i64 %s, %ci
  %want2 = add i64 %want1, %ax
  %want3 = select i1 %pick, i64 %want1, i64 %want2
  %row = mul i32 %tid, 8
  %o = getelementptr inbounds i64, ptr %out, i32 %row
  store i64 %r1, ptr %o, align 8
  %o1 = getelementptr inbounds i64, ptr %o, i32 1
  store i64 %want1, ptr %o1, align 8
  %o2 = getelementptr inbounds i64, ptr %o, i32 2
  store i64 %r2, ptr %o2, align 8
  %o3 = getelementptr inbounds i64, ptr %o, i32 3
  store i64 %want2, ptr %o3, align 8
  %o4 = getelementptr inbounds i64, ptr %o, i32 4
  store i64 %r3, ptr %o4, align 8
  %o5 = getelementptr inbounds i64, ptr %o, i32 5
  store i64 %want3, ptr %o5, align 8
  %o6 = getelementptr inbounds i64, ptr %o, i32 6
  store i64 %r4, ptr %o6, align 8
  ret void
}

declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
declare void @llvm.va_copy.p0(ptr, ptr)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
