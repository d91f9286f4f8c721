; Inputs of dialects/tests/pressurehoist.rs: the shapes elaboration leaves
; (pure values computed in the block of their first use), one function
; per case. Each kernel reads `x` and writes one result per thread.
target triple = "nvptx64-nvidia-cuda"

@coef = internal addrspace(1) constant [8 x double] [double 1.0, double -0.5, double 0.25, double -0.125, double 2.0, double 3.0, double -1.5, double 0.75], align 16

; The coefficients are loaded in %entry; the polynomial that consumes them
; (and x*x) sits in %join, after a diamond that needs neither: it moves
; up into %entry, the constant 0.25 copied with it. (%h3 = %h2 * 0.5
; stays: it would trade %h2's register for its own.)
define ptx_kernel void @poly(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %q) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %px = getelementptr double, ptr addrspace(1) %x, i64 %i
  %v = load double, ptr addrspace(1) %px, align 8
  %sel = and i32 %q, 4
  %idx = zext i32 %sel to i64
  %pc = getelementptr double, ptr addrspace(1) @coef, i64 %idx
  %c0 = load double, ptr addrspace(1) %pc, align 8
  %pc1 = getelementptr double, ptr addrspace(1) %pc, i64 1
  %c1 = load double, ptr addrspace(1) %pc1, align 8
  %pc2 = getelementptr double, ptr addrspace(1) %pc, i64 2
  %c2 = load double, ptr addrspace(1) %pc2, align 8
  %neg = fcmp olt double %v, 0.0
  br i1 %neg, label %left, label %right
left:
  %a = fmul double %v, -3.0
  br label %join
right:
  %b = fadd double %v, 1.0
  br label %join
join:
  %w = phi double [ %a, %left ], [ %b, %right ]
  %x2 = fmul double %v, %v
  %h0 = call double @llvm.fma.f64(double %c0, double %x2, double %c1)
  %h1 = call double @llvm.fma.f64(double %h0, double %x2, double %c2)
  %h2 = call double @llvm.fma.f64(double %h1, double %x2, double 0.25)
  %h3 = fmul double %h2, 0.5
  %r = fadd double %h3, %w
  %py = getelementptr double, ptr addrspace(1) %y, i64 %i
  store double %r, ptr addrspace(1) %py, align 8
  ret void
}

; The same polynomial where %join runs only on one arm's path (%left
; returns early): moving it would compute it on paths that never did.
define ptx_kernel void @early_exit(ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %px = getelementptr double, ptr addrspace(1) %x, i64 %i
  %v = load double, ptr addrspace(1) %px, align 8
  %c0 = load double, ptr addrspace(1) @coef, align 8
  %pc1 = getelementptr double, ptr addrspace(1) @coef, i64 1
  %c1 = load double, ptr addrspace(1) %pc1, align 8
  %py = getelementptr double, ptr addrspace(1) %y, i64 %i
  %neg = fcmp olt double %v, 0.0
  br i1 %neg, label %left, label %join
left:
  store double 0.0, ptr addrspace(1) %py, align 8
  ret void
join:
  %e0 = call double @llvm.fma.f64(double %c0, double %v, double %c1)
  store double %e0, ptr addrspace(1) %py, align 8
  ret void
}

; %sum is computed in the loop from values defined before it: it would run
; once per iteration either way, but moving it out is licm's business,
; and into a block of another loop depth it never goes.
define ptx_kernel void @loop(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %px = getelementptr double, ptr addrspace(1) %x, i64 %i
  %v = load double, ptr addrspace(1) %px, align 8
  %c0 = load double, ptr addrspace(1) @coef, align 8
  br label %head
head:
  %k = phi i32 [ 0, %entry ], [ %k1, %head ]
  %acc = phi double [ 0.0, %entry ], [ %acc1, %head ]
  %sum = fadd double %v, %c0
  %acc1 = fadd double %acc, %sum
  %k1 = add i32 %k, 1
  %more = icmp slt i32 %k1, %n
  br i1 %more, label %head, label %exit
exit:
  %py = getelementptr double, ptr addrspace(1) %y, i64 %i
  store double %acc1, ptr addrspace(1) %py, align 8
  ret void
}

; %s and %u free %c0 but not %v, which a store reads after them: the
; move would trade %c0's register for %u's, so they stay. So does %p,
; which frees only kernel parameters (ptxas reads them from the constant
; bank where they are used).
define ptx_kernel void @no_gain(ptr addrspace(1) %x, ptr addrspace(1) %y, double %k, double %m) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %px = getelementptr double, ptr addrspace(1) %x, i64 %i
  %v = load double, ptr addrspace(1) %px, align 8
  %c0 = load double, ptr addrspace(1) @coef, align 8
  %py = getelementptr double, ptr addrspace(1) %y, i64 %i
  %neg = fcmp olt double %v, 0.0
  br i1 %neg, label %left, label %join
left:
  store double 1.0, ptr addrspace(1) %py, align 8
  br label %join
join:
  %s = fadd double %v, %c0
  %u = fmul double %s, %s
  %p = fmul double %k, %m
  %z = fadd double %u, %p
  store double %z, ptr addrspace(1) %py, align 8
  store double %v, ptr addrspace(1) %px, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare double @llvm.fma.f64(double, double, double)
