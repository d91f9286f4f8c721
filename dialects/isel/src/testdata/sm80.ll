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

; mbarrier objects, L2 discards and priorities, prmt modes, div.full, packed and tf32
; conversions, tanh under afn, the fourth id components and a 32-bit gridid.
define ptx_kernel void @sm80_misc(ptr addrspace(1) %o, ptr %gen, i32 %a, i32 %b, float %x, float %y) {
  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) @bar, i32 %a)
  call void @llvm.nvvm.mbarrier.init(ptr %gen, i32 4)
  %s1 = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) @bar)
  %s2 = call i64 @llvm.nvvm.mbarrier.arrive.noComplete(ptr %gen, i32 2)
  %s3 = call i64 @llvm.nvvm.mbarrier.arrive.drop.shared(ptr addrspace(3) @bar)
  %s4 = call i64 @llvm.nvvm.mbarrier.arrive.drop.noComplete.shared(ptr addrspace(3) @bar, i32 1)
  %w1 = call i1 @llvm.nvvm.mbarrier.test.wait.shared(ptr addrspace(3) @bar, i64 %s1)
  %w2 = call i1 @llvm.nvvm.mbarrier.test.wait(ptr %gen, i64 %s2)
  %pc = call i32 @llvm.nvvm.mbarrier.pending.count(i64 %s3)
  call void @llvm.nvvm.mbarrier.inval.shared(ptr addrspace(3) @bar)
  call void @llvm.nvvm.mbarrier.inval(ptr %gen)
  call void @llvm.nvvm.discard.global.L2(ptr addrspace(1) %o, i64 128)
  call void @llvm.nvvm.discard.L2(ptr %gen, i64 128)
  call void @llvm.nvvm.applypriority.global.L2.evict.normal(ptr addrspace(1) %o, i64 128)
  call void @llvm.nvvm.applypriority.L2.evict.normal(ptr %gen, i64 128)
  %p1 = call i32 @llvm.nvvm.prmt.f4e(i32 %a, i32 %b, i32 %pc)
  %p2 = call i32 @llvm.nvvm.prmt.rc8(i32 %p1, i32 %b)
  %p3 = call i32 @llvm.nvvm.prmt.ecl(i32 %p2, i32 %b)
  %p4 = call i32 @llvm.nvvm.prmt.rc16(i32 %p3, i32 %b)
  %q1 = call float @llvm.nvvm.div.full(float %x, float %y)
  %q2 = call float @llvm.nvvm.div.full.ftz(float %q1, float %y)
  %t = call afn float @llvm.tanh.f32(float %q2)
  %e = call float @llvm.exp2.f32(float %t)
  %bf = call <2 x bfloat> @llvm.nvvm.ff2bf16x2.rn(float %e, float %x)
  %hf = call <2 x half> @llvm.nvvm.ff2f16x2.rz.relu(float %e, float %x)
  %b1 = call bfloat @llvm.nvvm.f2bf16.rz.relu(float %e)
  %tf = call i32 @llvm.nvvm.f2tf32.rna(float %e)
  %tw = call i32 @llvm.nvvm.read.ptx.sreg.tid.w()
  %nw = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.w()
  %gi = call i32 @llvm.nvvm.read.ptx.sreg.gridid()
  %bfs = bitcast <2 x bfloat> %bf to i32
  %hfs = bitcast <2 x half> %hf to i32
  %b1s = bitcast bfloat %b1 to i16
  %b1z = zext i16 %b1s to i32
  %r1 = add i32 %bfs, %hfs
  %r2 = add i32 %r1, %b1z
  %r3 = add i32 %r2, %tf
  %r4 = add i32 %r3, %tw
  %r5 = add i32 %r4, %nw
  %r6 = add i32 %r5, %gi
  %r7 = add i32 %r6, %p4
  %wz = zext i1 %w1 to i32
  %wy = zext i1 %w2 to i32
  %r8 = add i32 %r7, %wz
  %r9 = add i32 %r8, %wy
  %s4t = trunc i64 %s4 to i32
  %r10 = add i32 %r9, %s4t
  store i32 %r10, ptr addrspace(1) %o, align 4
  ret void
}
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32)
declare void @llvm.nvvm.mbarrier.init(ptr, i32)
declare i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3))
declare i64 @llvm.nvvm.mbarrier.arrive.noComplete(ptr, i32)
declare i64 @llvm.nvvm.mbarrier.arrive.drop.shared(ptr addrspace(3))
declare i64 @llvm.nvvm.mbarrier.arrive.drop.noComplete.shared(ptr addrspace(3), i32)
declare i1 @llvm.nvvm.mbarrier.test.wait.shared(ptr addrspace(3), i64)
declare i1 @llvm.nvvm.mbarrier.test.wait(ptr, i64)
declare i32 @llvm.nvvm.mbarrier.pending.count(i64)
declare void @llvm.nvvm.mbarrier.inval.shared(ptr addrspace(3))
declare void @llvm.nvvm.mbarrier.inval(ptr)
declare void @llvm.nvvm.discard.global.L2(ptr addrspace(1), i64)
declare void @llvm.nvvm.discard.L2(ptr, i64)
declare void @llvm.nvvm.applypriority.global.L2.evict.normal(ptr addrspace(1), i64)
declare void @llvm.nvvm.applypriority.L2.evict.normal(ptr, i64)
declare i32 @llvm.nvvm.prmt.f4e(i32, i32, i32)
declare i32 @llvm.nvvm.prmt.rc8(i32, i32)
declare i32 @llvm.nvvm.prmt.ecl(i32, i32)
declare i32 @llvm.nvvm.prmt.rc16(i32, i32)
declare float @llvm.nvvm.div.full(float, float)
declare float @llvm.nvvm.div.full.ftz(float, float)
declare float @llvm.tanh.f32(float)
declare float @llvm.exp2.f32(float)
declare <2 x bfloat> @llvm.nvvm.ff2bf16x2.rn(float, float)
declare <2 x half> @llvm.nvvm.ff2f16x2.rz.relu(float, float)
declare bfloat @llvm.nvvm.f2bf16.rz.relu(float)
declare i32 @llvm.nvvm.f2tf32.rna(float)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.w()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.w()
declare i32 @llvm.nvvm.read.ptx.sreg.gridid()

; 16-bit float nvvm forms (scalar and packed) and find-leading-one.
define ptx_kernel void @half_forms(ptr addrspace(1) %o, half %a, half %b, bfloat %c, <2 x half> %v, i32 %x, i64 %y) {
  %f1 = call half @llvm.nvvm.fma.rn.ftz.sat.f16(half %a, half %b, half %a)
  %f2 = call bfloat @llvm.nvvm.fma.rn.relu.bf16(bfloat %c, bfloat %c, bfloat %c)
  %f3 = call <2 x half> @llvm.nvvm.ex2.approx.f16x2(<2 x half> %v)
  %f4 = call half @llvm.nvvm.fmin.nan.f16(half %f1, half %b)
  %f5 = call bfloat @llvm.nvvm.abs.bf16(bfloat %f2)
  %f6 = call bfloat @llvm.nvvm.neg.bf16(bfloat %f5)
  %f7 = call <2 x half> @llvm.nvvm.fmax.ftz.f16x2(<2 x half> %f3, <2 x half> %v)
  %l1 = call i32 @llvm.nvvm.flo.s.i32(i32 %x, i1 false)
  %l2 = call i32 @llvm.nvvm.flo.u.i64(i64 %y, i1 true)
  store half %f4, ptr addrspace(1) %o, align 2
  %o2 = getelementptr i8, ptr addrspace(1) %o, i64 2
  store bfloat %f6, ptr addrspace(1) %o2, align 2
  %o4 = getelementptr i8, ptr addrspace(1) %o, i64 4
  store <2 x half> %f7, ptr addrspace(1) %o4, align 4
  %o8 = getelementptr i8, ptr addrspace(1) %o, i64 8
  %l = add i32 %l1, %l2
  store i32 %l, ptr addrspace(1) %o8, align 4
  ret void
}
declare half @llvm.nvvm.fma.rn.ftz.sat.f16(half, half, half)
declare bfloat @llvm.nvvm.fma.rn.relu.bf16(bfloat, bfloat, bfloat)
declare <2 x half> @llvm.nvvm.ex2.approx.f16x2(<2 x half>)
declare half @llvm.nvvm.fmin.nan.f16(half, half)
declare bfloat @llvm.nvvm.abs.bf16(bfloat)
declare bfloat @llvm.nvvm.neg.bf16(bfloat)
declare <2 x half> @llvm.nvvm.fmax.ftz.f16x2(<2 x half>, <2 x half>)
declare i32 @llvm.nvvm.flo.s.i32(i32, i1)
declare i32 @llvm.nvvm.flo.u.i64(i64, i1)
