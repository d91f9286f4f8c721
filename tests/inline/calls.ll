; Calls for the inliner (dialects::inline): a small helper with two
; returns, a void helper with a local array (its alloca moves to the
; caller's entry, where SROA and mem2reg promote it), a helper calling a
; helper (inlined bottom-up), an alwaysinline callee over the threshold, a
; callee taking a struct by value, and the calls that stay: noinline and
; recursion.
target triple = "nvptx64-nvidia-cuda"

define internal float @clampf(float %x, float %lo, float %hi) {
entry:
  %below = fcmp olt float %x, %lo
  br i1 %below, label %low, label %rest
low:
  ret float %lo
rest:
  %above = fcmp ogt float %x, %hi
  %r = select i1 %above, float %hi, float %x
  ret float %r
}

define internal void @store3(ptr addrspace(1) %out, i32 %i, float %a) {
entry:
  %tmp = alloca [3 x float], align 4
  %p1 = getelementptr [3 x float], ptr %tmp, i64 0, i64 1
  %p2 = getelementptr [3 x float], ptr %tmp, i64 0, i64 2
  store float %a, ptr %tmp, align 4
  %a2 = fmul float %a, 2.0
  store float %a2, ptr %p1, align 4
  %a3 = fmul float %a, 3.0
  store float %a3, ptr %p2, align 4
  %v0 = load float, ptr %tmp, align 4
  %v1 = load float, ptr %p1, align 4
  %v2 = load float, ptr %p2, align 4
  %s = fadd float %v0, %v1
  %s2 = fadd float %s, %v2
  %i64 = sext i32 %i to i64
  %q = getelementptr float, ptr addrspace(1) %out, i64 %i64
  store float %s2, ptr addrspace(1) %q, align 4
  ret void
}

define float @twice_clamped(float %x) {
entry:
  %c = call float @clampf(float %x, float -1.0, float 1.0)
  %d = fadd float %c, %c
  ret float %d
}

define internal float @fact(float %n) {
entry:
  %small = fcmp ole float %n, 1.0
  br i1 %small, label %one, label %more
one:
  ret float 1.0
more:
  %m = fsub float %n, 1.0
  %r = call float @fact(float %m)
  %p = fmul float %n, %r
  ret float %p
}

define internal float @kept(float %x) noinline {
  %y = fmul float %x, %x
  ret float %y
}

%pair = type { float, float }

; Takes its pair by value and writes to it: inlined, the call's copy
; (an alloca and a memcpy) keeps the caller's pair as it was.
define internal float @sum_pair(ptr byval(%pair) align 4 %p) {
  %a = load float, ptr %p, align 4
  %bp = getelementptr %pair, ptr %p, i64 0, i32 1
  %b = load float, ptr %bp, align 4
  %s = fadd float %a, %b
  store float %s, ptr %p, align 4
  %again = load float, ptr %p, align 4
  ret float %again
}

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = sext i32 %t to i64
  %pin = getelementptr float, ptr addrspace(1) %in, i64 %t64
  %x = load float, ptr addrspace(1) %pin, align 4
  %a = call float @twice_clamped(float %x)
  %n = call float @llvm.fabs.f32(float %x)
  %n4 = fmul float %n, 4.0
  %f = call float @fact(float %n4)
  %g = call float @kept(float %x)
  %pr = alloca %pair, align 4
  store float %x, ptr %pr, align 4
  %pr1 = getelementptr %pair, ptr %pr, i64 0, i32 1
  store float %a, ptr %pr1, align 4
  %sp = call float @sum_pair(ptr byval(%pair) align 4 %pr)
  %s1 = fadd float %a, %f
  %s2 = fadd float %s1, %g
  %s3 = fadd float %s2, %sp
  %mine = load float, ptr %pr, align 4
  %s4 = fadd float %s3, %mine
  call void @store3(ptr addrspace(1) %out, i32 %t, float %s4)
  ret void
}

declare float @llvm.fabs.f32(float)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
