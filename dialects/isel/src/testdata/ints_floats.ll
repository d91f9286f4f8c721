target triple = "nvptx64-nvidia-cuda"

@cdata = internal addrspace(4) constant [4 x float] [float 1.0, float 2.0, float 3.0, float 4.0], align 4
@gscalar = addrspace(1) global i32 42, align 4
@gf = addrspace(1) global double 2.5, align 8
@ptrs = addrspace(1) global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @gscalar to ptr), ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @cdata to ptr), i64 8)], align 8
@mixed = addrspace(1) global { i8, i16, i32, float, i64 } { i8 1, i16 2, i32 3, float 4.0, i64 5 }, align 8
@dyn = external addrspace(3) global [0 x float], align 16
@tile = addrspace(3) global [64 x i32] undef, align 4
@bytes = addrspace(1) global [6 x i8] c"hello\00", align 1

define void @small_ints(ptr %p, i8 %a, i8 %b, i16 %c, i16 %d) {
  %1 = add i8 %a, %b
  %2 = sdiv i8 %1, %b
  %3 = udiv i8 %2, 7
  %4 = urem i8 %3, %a
  %5 = srem i8 %4, -3
  %6 = shl i8 %5, %b
  %7 = lshr i8 %6, 3
  %8 = ashr i8 %7, %a
  %9 = icmp slt i8 %8, -5
  %10 = icmp ugt i8 %8, 200
  %11 = and i1 %9, %10
  %12 = select i1 %11, i8 %8, i8 -1
  store i8 %12, ptr %p
  %13 = mul i16 %c, %d
  %14 = sdiv i16 %13, -7
  %15 = lshr i16 %14, %d
  %16 = icmp sge i16 %15, %c
  %17 = zext i1 %16 to i16
  %18 = sext i8 %12 to i16
  %19 = add i16 %17, %18
  %20 = zext i16 %19 to i64
  %21 = sext i8 %a to i32
  %22 = zext i8 %b to i64
  %23 = trunc i64 %22 to i8
  %24 = trunc i32 %21 to i1
  %25 = sext i1 %24 to i32
  %26 = trunc i16 %19 to i8
  %27 = add i64 %20, %22
  %28 = zext i32 %25 to i64
  %29 = add i64 %27, %28
  %30 = ashr i64 %29, %22
  %31 = udiv i64 %30, 3
  %32 = icmp eq i8 %23, %26
  %33 = xor i1 %32, true
  %34 = zext i1 %33 to i8
  %g = getelementptr i8, ptr %p, i64 8
  store i64 %31, ptr %g
  %g2 = getelementptr i8, ptr %p, i64 16
  store i8 %34, ptr %g2
  %g3 = getelementptr i8, ptr %p, i64 18
  store i16 %19, ptr %g3
  %g4 = getelementptr i8, ptr %p, i64 20
  store i1 %33, ptr %g4
  %l1 = load i1, ptr %g4
  %l2 = select i1 %l1, i1 %9, i1 %16
  store i1 %l2, ptr %g4
  ret void
}

define void @floats(ptr %p, half %h, float %f, double %d, bfloat %bf) {
  %1 = fadd half %h, 0xH3C00
  %2 = fmul half %1, %h
  %3 = fdiv half %2, %1
  %4 = fpext half %3 to float
  %5 = fdiv float %4, %f
  %6 = fcmp uno float %5, %f
  %7 = fcmp one float %5, 1.5
  %8 = fcmp ueq double %d, 0.0
  %9 = fptrunc double %d to float
  %10 = fptrunc float %9 to half
  %11 = fptosi float %5 to i32
  %12 = fptoui double %d to i64
  %13 = sitofp i32 %11 to double
  %14 = uitofp i64 %12 to float
  %15 = fptosi half %10 to i8
  %16 = sitofp i8 %15 to half
  %17 = fneg double %13
  %18 = fneg half %16
  %19 = fcmp olt half %18, %h
  %20 = select i1 %19, half %18, half %h
  %21 = fsub double %17, %d
  %22 = uitofp i1 %6 to float
  %23 = sitofp i16 7 to float
  %24 = fadd float %22, %23
  %25 = fptosi double %21 to i1
  %26 = fptoui float %14 to i16
  %27 = fpext float %24 to double
  %28 = fpext half %20 to double
  %29 = fadd double %27, %28
  store double %29, ptr %p
  %g1 = getelementptr i8, ptr %p, i64 8
  store i16 %26, ptr %g1
  %g2 = getelementptr i8, ptr %p, i64 10
  store i1 %25, ptr %g2
  %g3 = getelementptr i8, ptr %p, i64 11
  store i1 %7, ptr %g3
  %g4 = getelementptr i8, ptr %p, i64 12
  store i1 %8, ptr %g4
  ret void
}

; Volatile accesses in every state space: PTX has `.volatile` only for
; .global, .shared and generic accesses (ptxas refuses `st.volatile.local`,
; which Numba's volatile stack slots used to produce).
@vshared = internal addrspace(3) global [4 x i32] undef, align 4

define ptx_kernel void @volatile_spaces(ptr addrspace(1) %g, ptr %p, i32 %n) {
  %slot = alloca i32, align 4, addrspace(5)
  store volatile i32 %n, ptr addrspace(5) %slot, align 4
  %l = load volatile i32, ptr addrspace(5) %slot, align 4
  store volatile i32 %l, ptr addrspace(3) @vshared, align 4
  %s = load volatile i32, ptr addrspace(3) @vshared, align 4
  %v = load volatile i32, ptr addrspace(1) %g, align 4
  %t = add i32 %s, %v
  store volatile i32 %t, ptr %p, align 4
  ret void
}
