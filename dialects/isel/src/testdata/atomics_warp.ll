target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [32 x i32] undef, align 4
@shf = internal addrspace(3) global [32 x float] undef, align 4

define ptx_kernel void @atomics(ptr addrspace(1) %g, ptr %gen, i32 %v, i64 %w, float %f, double %d) {
  %s = getelementptr [32 x i32], ptr addrspace(3) @sh, i64 0, i64 3
  %a1 = atomicrmw add ptr addrspace(1) %g, i32 %v monotonic
  %a2 = atomicrmw sub ptr addrspace(3) %s, i32 %a1 acq_rel
  %a3 = atomicrmw and ptr %gen, i32 %a2 seq_cst
  %a4 = atomicrmw or ptr addrspace(1) %g, i32 7 syncscope("block") monotonic
  %a5 = atomicrmw xor ptr addrspace(1) %g, i32 %a4 syncscope("device") release
  %a6 = atomicrmw max ptr addrspace(1) %g, i32 %a5 acquire
  %a7 = atomicrmw min ptr addrspace(1) %g, i32 %a6 monotonic
  %a8 = atomicrmw umax ptr addrspace(1) %g, i32 %a7 monotonic
  %a9 = atomicrmw umin ptr addrspace(1) %g, i32 %a8 monotonic
  %a10 = atomicrmw xchg ptr addrspace(1) %g, i32 %a9 monotonic
  %g8 = getelementptr i8, ptr addrspace(1) %g, i64 8
  %b1 = atomicrmw add ptr addrspace(1) %g8, i64 %w monotonic
  %b2 = atomicrmw umax ptr addrspace(1) %g8, i64 %b1 monotonic
  %b3 = atomicrmw xchg ptr addrspace(1) %g8, i64 %b2 monotonic
  %b4 = atomicrmw nand ptr addrspace(1) %g8, i64 %b3 monotonic
  %b5 = atomicrmw uinc_wrap ptr addrspace(1) %g, i32 %a10 monotonic
  %b6 = atomicrmw udec_wrap ptr addrspace(1) %g8, i64 %b4 monotonic
  %g16 = getelementptr i8, ptr addrspace(1) %g, i64 16
  %f1 = atomicrmw fadd ptr addrspace(1) %g16, float %f monotonic
  %f2 = atomicrmw fsub ptr addrspace(1) %g16, float %f1 monotonic
  %f3 = atomicrmw fmax ptr addrspace(1) %g16, float %f2 monotonic
  %sf = getelementptr [32 x float], ptr addrspace(3) @shf, i64 0, i64 1
  %f4 = atomicrmw fadd ptr addrspace(3) %sf, float %f3 monotonic
  %g24 = getelementptr i8, ptr addrspace(1) %g, i64 24
  %d1 = atomicrmw fadd ptr addrspace(1) %g24, double %d monotonic
  %d2 = atomicrmw xchg ptr addrspace(1) %g24, double %d1 monotonic
  %c1 = cmpxchg ptr addrspace(1) %g, i32 %v, i32 %b5 monotonic monotonic
  %c1v = extractvalue { i32, i1 } %c1, 0
  %c1b = extractvalue { i32, i1 } %c1, 1
  %c2 = cmpxchg weak ptr %gen, i64 %w, i64 %b6 syncscope("block") acq_rel acquire
  %c2v = extractvalue { i64, i1 } %c2, 0
  %c3 = cmpxchg ptr addrspace(3) %s, i32 0, i32 1 seq_cst seq_cst
  %la = load atomic i32, ptr addrspace(1) %g acquire, align 4
  %lb = load atomic i64, ptr %gen syncscope("device") monotonic, align 8
  %lc = load atomic float, ptr addrspace(1) %g16 seq_cst, align 4
  store atomic i32 %la, ptr addrspace(1) %g release, align 4
  store atomic i64 %lb, ptr %gen syncscope("block") seq_cst, align 8
  store atomic float %lc, ptr addrspace(3) %sf monotonic, align 4
  fence acquire
  fence syncscope("block") seq_cst
  fence syncscope("device") release
  fence syncscope("singlethread") seq_cst
  %sum = add i32 %c1v, %a3
  %sel = select i1 %c1b, i32 %sum, i32 %b5
  store i32 %sel, ptr addrspace(1) %g, align 4
  %t = trunc i64 %c2v to i32
  store i32 %t, ptr addrspace(1) %g, align 4
  %t2 = fptosi double %d2 to i32
  store i32 %t2, ptr addrspace(1) %g, align 4
  %t3 = fptosi float %f4 to i32
  store i32 %t3, ptr addrspace(1) %g, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i64 @llvm.nvvm.read.ptx.sreg.clock64()
declare i32 @llvm.nvvm.read.ptx.sreg.warpsize()
declare i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.barrier.sync(i32)
declare void @llvm.nvvm.bar.warp.sync(i32)
declare i32 @llvm.nvvm.barrier0.and(i32)
declare i32 @llvm.nvvm.barrier0.or(i32)
declare i32 @llvm.nvvm.barrier0.popc(i32)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32, i32, i32, i32)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1)
declare i1 @llvm.nvvm.vote.uni.sync(i32, i1)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32)
declare i32 @llvm.nvvm.match.any.sync.i64(i32, i64)
declare { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32, i32)
declare i32 @llvm.nvvm.activemask()
declare void @llvm.nvvm.membar.gl()
declare float @llvm.nvvm.atomic.load.add.f32.p1(ptr addrspace(1), float)
declare i32 @llvm.nvvm.atomic.load.inc.32.p1(ptr addrspace(1), i32)
declare float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1), i32)
declare <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p0(ptr, i32)
declare i32 @llvm.nvvm.ldu.global.i.i32.p1(ptr addrspace(1), i32)

define ptx_kernel void @warp(ptr addrspace(1) %out, i32 %x, float %y, i64 %z, ptr %gp) "nvvm.maxntid"="128" {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tidy = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %clk = call i64 @llvm.nvvm.read.ptx.sreg.clock64()
  %ws = call i32 @llvm.nvvm.read.ptx.sreg.warpsize()
  %lm = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
  %nz = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.barrier.sync(i32 1)
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %b1 = call i32 @llvm.nvvm.barrier0.and(i32 %x)
  %b2 = call i32 @llvm.nvvm.barrier0.or(i32 %b1)
  %b3 = call i32 @llvm.nvvm.barrier0.popc(i32 %b2)
  %s1 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %b3, i32 %lane, i32 31)
  %s2 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %y, i32 4, i32 31)
  %s3 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 %lm, i32 %s1, i32 1, i32 0)
  %s3v = extractvalue { i32, i1 } %s3, 0
  %s3p = extractvalue { i32, i1 } %s3, 1
  %v1 = call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %s3p)
  %v2 = call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %v1)
  %v3 = call i1 @llvm.nvvm.vote.uni.sync(i32 -1, i1 true)
  %v4 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %v2)
  %m1 = call i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %v4)
  %m2 = call i32 @llvm.nvvm.match.any.sync.i64(i32 -1, i64 %z)
  %m3 = call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 -1, i32 %m1)
  %m3v = extractvalue { i32, i1 } %m3, 0
  %am = call i32 @llvm.nvvm.activemask()
  call void @llvm.nvvm.membar.gl()
  %af = call float @llvm.nvvm.atomic.load.add.f32.p1(ptr addrspace(1) %out, float %s2)
  %ai = call i32 @llvm.nvvm.atomic.load.inc.32.p1(ptr addrspace(1) %out, i32 %m2)
  %l1 = call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %out, i32 4)
  %l2 = call <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p0(ptr %gp, i32 16)
  %l3 = call i32 @llvm.nvvm.ldu.global.i.i32.p1(ptr addrspace(1) %out, i32 4)
  %l2e = extractelement <4 x float> %l2, i32 2
  %acc1 = add i32 %s3v, %m3v
  %acc2 = add i32 %acc1, %am
  %acc3 = add i32 %acc2, %ai
  %acc4 = add i32 %acc3, %l3
  %acc5 = add i32 %acc4, %ws
  %acc6 = add i32 %acc5, %tidy
  %acc7 = add i32 %acc6, %nz
  %clk32 = trunc i64 %clk to i32
  %acc8 = add i32 %acc7, %clk32
  %v3i = zext i1 %v3 to i32
  %acc9 = add i32 %acc8, %v3i
  %idx = zext i32 %tid to i64
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %idx
  store i32 %acc9, ptr addrspace(1) %p, align 4
  %fs = fadd float %af, %l1
  %fs2 = fadd float %fs, %l2e
  store float %fs2, ptr addrspace(1) %out, align 4
  ret void
}

