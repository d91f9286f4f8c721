target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @redux(ptr addrspace(1) %out, i32 %x) {
  %r1 = call i32 @llvm.nvvm.redux.sync.add(i32 %x, i32 -1)
  %r2 = call i32 @llvm.nvvm.redux.sync.umin(i32 %r1, i32 -1)
  %r3 = call i32 @llvm.nvvm.redux.sync.xor(i32 %r2, i32 -1)
  store i32 %r3, ptr addrspace(1) %out, align 4
  ret void
}
declare i32 @llvm.nvvm.redux.sync.add(i32, i32)
declare i32 @llvm.nvvm.redux.sync.umin(i32, i32)
declare i32 @llvm.nvvm.redux.sync.xor(i32, i32)

define ptx_kernel void @bf16(ptr addrspace(1) %o, bfloat %a, bfloat %b, float %f, i32 %i) {
  %1 = fadd bfloat %a, %b
  %2 = fmul bfloat %1, %a
  %3 = fdiv bfloat %2, %b
  %4 = fcmp olt bfloat %3, %a
  %5 = fptrunc float %f to bfloat
  %6 = fpext bfloat %5 to double
  %7 = fneg bfloat %3
  %8 = select i1 %4, bfloat %7, bfloat %5
  %9 = call bfloat @llvm.fma.bf16(bfloat %8, bfloat %a, bfloat %b)
  %10 = call float @llvm.minimum.f32(float %f, float 1.0)
  %11 = call float @llvm.nvvm.fmin.nan.f(float %10, float %f)
  %12 = call bfloat @llvm.maxnum.bf16(bfloat %9, bfloat %a)
  %13 = fptosi bfloat %12 to i32
  %14 = call bfloat @llvm.floor.bf16(bfloat %12)
  store bfloat %14, ptr addrspace(1) %o, align 2
  store double %6, ptr addrspace(1) %o, align 8
  store float %11, ptr addrspace(1) %o, align 4
  store i32 %13, ptr addrspace(1) %o, align 4
  %15 = atomicrmw fadd ptr addrspace(1) %o, half 0xH3C00 monotonic
  store half %15, ptr addrspace(1) %o, align 2
  %16 = cmpxchg ptr addrspace(1) %o, i16 1, i16 2 monotonic monotonic
  ret void
}
declare bfloat @llvm.fma.bf16(bfloat, bfloat, bfloat)
declare float @llvm.minimum.f32(float, float)
declare float @llvm.nvvm.fmin.nan.f(float, float)
declare bfloat @llvm.maxnum.bf16(bfloat, bfloat)
declare bfloat @llvm.floor.bf16(bfloat)

@stage = internal addrspace(3) global [64 x i32] undef, align 16
@bar = internal addrspace(3) global i64 undef, align 8

; cp.async: every size and cache form, the zero-filling `.s` form, a
; generic destination, groups and mbarrier arrivals.
define ptx_kernel void @async_copies(ptr addrspace(1) %g, ptr %gen, i32 %n) {
  %d16 = getelementptr i8, ptr addrspace(3) @stage, i64 16
  %g16 = getelementptr i8, ptr addrspace(1) %g, i64 16
  call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) @stage, ptr addrspace(1) %g)
  call void @llvm.nvvm.cp.async.ca.shared.global.8(ptr addrspace(3) %d16, ptr addrspace(1) %g16)
  call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %d16, ptr addrspace(1) %g16)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %d16, ptr addrspace(1) %g16)
  call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %d16, ptr addrspace(1) %g16, i32 %n)
  call void @llvm.nvvm.cp.async.ca.shared.global.4.s(ptr addrspace(3) @stage, ptr addrspace(1) %g, i32 0)
  call void @llvm.nvvm.cp.async.commit.group()
  call void @llvm.nvvm.cp.async.wait.group(i32 1)
  call void @llvm.nvvm.cp.async.mbarrier.arrive.shared(ptr addrspace(3) @bar)
  call void @llvm.nvvm.cp.async.mbarrier.arrive.noinc(ptr %gen)
  call void @llvm.nvvm.cp.async.wait.all()
  ret void
}
declare void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3), ptr addrspace(1))
declare void @llvm.nvvm.cp.async.ca.shared.global.8(ptr addrspace(3), ptr addrspace(1))
declare void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3), ptr addrspace(1))
declare void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3), ptr addrspace(1))
declare void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3), ptr addrspace(1), i32)
declare void @llvm.nvvm.cp.async.ca.shared.global.4.s(ptr addrspace(3), ptr addrspace(1), i32)
declare void @llvm.nvvm.cp.async.commit.group()
declare void @llvm.nvvm.cp.async.wait.group(i32)
declare void @llvm.nvvm.cp.async.wait.all()
declare void @llvm.nvvm.cp.async.mbarrier.arrive.shared(ptr addrspace(3))
declare void @llvm.nvvm.cp.async.mbarrier.arrive.noinc(ptr)
