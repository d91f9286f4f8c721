; byval-copy cases: kernel by-value structs the kernel writes to.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%share = type { i32, i32, i32, i32, i32, i32 }
%big = type { [80 x i32] }

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

; CUB's GridEvenShare shape: fields read, two written in place and read
; back after a branch that chooses between them. Copied; after memcpyopt,
; sroa and mem2reg no local memory is left.
define ptx_kernel void @written(ptr %out, i32 %n, ptr byval(%share) align 4 %s) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %p1 = getelementptr inbounds i8, ptr %s, i64 4
  %big = load i32, ptr %p1, align 4
  %c = icmp sgt i32 %big, %b
  %p4 = getelementptr inbounds i8, ptr %s, i64 16
  %p5 = getelementptr inbounds i8, ptr %s, i64 20
  br i1 %c, label %then, label %else
then:
  %p2 = getelementptr inbounds i8, ptr %s, i64 8
  %grain = load i32, ptr %p2, align 4
  %off = mul i32 %grain, %b
  store i32 %off, ptr %p4, align 4
  %end = add i32 %off, %grain
  store i32 %end, ptr %p5, align 4
  br label %join
else:
  %first = load i32, ptr %s, align 4
  store i32 %first, ptr %p4, align 4
  %p3 = getelementptr inbounds i8, ptr %s, i64 12
  %last = load i32, ptr %p3, align 4
  %e2 = add i32 %last, %n
  store i32 %e2, ptr %p5, align 4
  br label %join
join:
  %lo = load i32, ptr %p4, align 4
  %hi = load i32, ptr %p5, align 4
  %d = sub i32 %hi, %lo
  %v = add i32 %d, %t
  %q = getelementptr inbounds i32, ptr %out, i32 %t
  store i32 %v, ptr %q, align 4
  ret void
}

; Only loaded: instruction selection reads it in place; not copied.
define ptx_kernel void @readonly(ptr %out, ptr byval(%share) align 4 %s) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p2 = getelementptr inbounds i8, ptr %s, i64 8
  %a = load i32, ptr %p2, align 4
  %v = add i32 %a, %t
  %q = getelementptr inbounds i32, ptr %out, i32 %t
  store i32 %v, ptr %q, align 4
  ret void
}

; Its address escapes into a call: copied, and the copy stays in local
; memory (the callee writes through it; the caller reads the result).
define internal void @bump(ptr %p, i32 %k) noinline {
  %x = load i32, ptr %p, align 4
  %y = add i32 %x, %k
  store i32 %y, ptr %p, align 4
  ret void
}

define ptx_kernel void @escapes(ptr %out, ptr byval(%share) align 4 %s) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @bump(ptr %s, i32 %t)
  %a = load i32, ptr %s, align 4
  %q = getelementptr inbounds i32, ptr %out, i32 %t
  store i32 %a, ptr %q, align 4
  ret void
}

; Longer than memcpyopt expands (320 bytes): left to instruction selection.
define ptx_kernel void @large(ptr %out, ptr byval(%big) align 4 %s) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = and i32 %t, 63
  %p = getelementptr inbounds i32, ptr %s, i32 %i
  store i32 %t, ptr %p, align 4
  %p9 = getelementptr inbounds i8, ptr %s, i64 36
  %a = load i32, ptr %p9, align 4
  %q = getelementptr inbounds i32, ptr %out, i32 %t
  store i32 %a, ptr %q, align 4
  ret void
}

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

; What an inlined by-value call leaves (clang -O1 output): the struct is
; copied through a pointer bitcast into a temporary and read there. The
; parameter is only read: not copied (a copy here would be a second one).
define ptx_kernel void @inlined(ptr %out, ptr byval(%share) align 4 %s) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tmp = alloca %share, align 4
  %src = bitcast ptr %s to ptr
  call void @llvm.memcpy.p0.p0.i64(ptr %tmp, ptr %src, i64 24, i1 false)
  %p3 = getelementptr inbounds i8, ptr %tmp, i64 12
  %a = load i32, ptr %p3, align 4
  %p1 = getelementptr inbounds i8, ptr %s, i64 4
  %b = load i32, ptr %p1, align 4
  %v0 = add i32 %a, %b
  %v = add i32 %v0, %t
  %q = getelementptr inbounds i32, ptr %out, i32 %t
  store i32 %v, ptr %q, align 4
  ret void
}

; CUB's InputValue: a flag, then either the value or a pointer to it; the
; kernel loads through the pointer the flag picks. Only read, but through
; a select: not copied here, and isel addresses the parameter with
; cvta.param (sm_70 on) rather than copying it to the local depot.
%input = type { i8, [7 x i8], i64 }

define ptx_kernel void @chosen(ptr %out, ptr byval(%input) align 8 %s) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %flag = load i8, ptr %s, align 8
  %future = icmp ne i8 %flag, 0
  %slot = getelementptr inbounds i8, ptr %s, i64 8
  %ptr = load ptr, ptr %slot, align 8
  %at = select i1 %future, ptr %ptr, ptr %slot
  %v = load i32, ptr %at, align 4
  %w = add i32 %v, %t
  %q = getelementptr inbounds i32, ptr %out, i32 %t
  store i32 %w, ptr %q, align 4
  ret void
}

; A device function that only reads its by-value struct: instruction
; selection reads its own .param array in place (ld.param), with no
; local copy, as llc does.
define internal i32 @sum_fields(ptr byval(%share) align 4 %p, i32 %i) noinline {
  %q = getelementptr inbounds i8, ptr %p, i64 4
  %a = load i32, ptr %q, align 4
  %r = getelementptr inbounds i8, ptr %p, i64 20
  %b = load i32, ptr %r, align 4
  %c = add i32 %a, %b
  %d = add i32 %c, %i
  ret i32 %d
}

; The same at a variable index: the function keeps its local copy.
define internal i32 @pick_field(ptr byval(%share) align 4 %p, i32 %i) noinline {
  %k = and i32 %i, 3
  %r = getelementptr inbounds i32, ptr %p, i32 %k
  %b = load i32, ptr %r, align 4
  ret i32 %b
}

; A device function that updates its own copy: copied in the IR, then
; promoted; the caller's struct is unchanged.
define internal i32 @bump_fields(ptr byval(%share) align 4 %p, i32 %i) noinline {
  %q = getelementptr inbounds i8, ptr %p, i64 8
  %a = load i32, ptr %q, align 4
  %b = add i32 %a, %i
  store i32 %b, ptr %q, align 4
  %c = load i32, ptr %p, align 4
  %d = load i32, ptr %q, align 4
  %e = mul i32 %c, %d
  ret i32 %e
}

define ptx_kernel void @calls_reader(ptr %out, ptr byval(%share) align 4 %s) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v = call i32 @sum_fields(ptr byval(%share) align 4 %s, i32 %t)
  %w0 = call i32 @pick_field(ptr byval(%share) align 4 %s, i32 %t)
  %u = call i32 @bump_fields(ptr byval(%share) align 4 %s, i32 %t)
  %w = add i32 %w0, %u
  %x = add i32 %v, %w
  %q = getelementptr inbounds i32, ptr %out, i32 %t
  store i32 %x, ptr %q, align 4
  ret void
}
