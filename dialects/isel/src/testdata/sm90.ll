target triple = "nvptx64-nvidia-cuda"

; sm_90 forms: elect.sync, griddepcontrol, tf32 rounding, stmatrix, mapa,
; getctarank and the cluster queries.
define ptx_kernel void @sm90_misc(ptr addrspace(1) %o, ptr addrspace(3) %s, i32 %m, float %x) {
  %e = call {i32, i1} @llvm.nvvm.elect.sync(i32 %m)
  %lane = extractvalue {i32, i1} %e, 0
  %lead = extractvalue {i32, i1} %e, 1
  call void @llvm.nvvm.griddepcontrol.wait()
  call void @llvm.nvvm.griddepcontrol.launch.dependents()
  %t1 = call i32 @llvm.nvvm.f2tf32.rn(float %x)
  %t2 = call i32 @llvm.nvvm.f2tf32.rz.relu(float %x)
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3) %s, i32 %t1, i32 %t2)
  %sum = add i32 %lane, %t1
  %sel = select i1 %lead, i32 %sum, i32 %t2
  store i32 %sel, ptr addrspace(1) %o, align 4
  ; distributed shared memory and cluster queries
  %g = addrspacecast ptr addrspace(3) %s to ptr
  %peer = call ptr @llvm.nvvm.mapa(ptr %g, i32 1)
  %speer = call ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %s, i32 1)
  %rank = call i32 @llvm.nvvm.getctarank(ptr %peer)
  %srank = call i32 @llvm.nvvm.getctarank.shared.cluster(ptr addrspace(3) %speer)
  %in = call i1 @llvm.nvvm.isspacep.shared.cluster(ptr %peer)
  %ex = call i1 @llvm.nvvm.is_explicit_cluster()
  call void @llvm.nvvm.barrier.cluster.arrive.relaxed()
  call void @llvm.nvvm.barrier.cluster.wait()
  %both = and i1 %in, %ex
  %rs = add i32 %rank, %srank
  %r = select i1 %both, i32 %rs, i32 0
  %o1 = getelementptr i32, ptr addrspace(1) %o, i64 1
  store i32 %r, ptr addrspace(1) %o1, align 4
  ret void
}
declare ptr @llvm.nvvm.mapa(ptr, i32)
declare ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3), i32)
declare i32 @llvm.nvvm.getctarank(ptr)
declare i32 @llvm.nvvm.getctarank.shared.cluster(ptr addrspace(3))
declare i1 @llvm.nvvm.isspacep.shared.cluster(ptr)
declare i1 @llvm.nvvm.is_explicit_cluster()
declare void @llvm.nvvm.barrier.cluster.arrive.relaxed()
declare void @llvm.nvvm.barrier.cluster.wait()
declare {i32, i1} @llvm.nvvm.elect.sync(i32)
declare void @llvm.nvvm.griddepcontrol.wait()
declare void @llvm.nvvm.griddepcontrol.launch.dependents()
declare i32 @llvm.nvvm.f2tf32.rn(float)
declare i32 @llvm.nvvm.f2tf32.rz.relu(float)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3), i32, i32)

; Bulk asynchronous copies (TMA without a tensor map).
define ptx_kernel void @bulk_copies(ptr addrspace(1) %g, ptr addrspace(3) %s, ptr addrspace(3) %bar, i32 %n, i16 %mask, i64 %hint) {
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(3) %s, ptr addrspace(3) %bar, ptr addrspace(1) %g, i32 %n, i16 0, i64 0, i1 false, i1 false)
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(3) %s, ptr addrspace(3) %bar, ptr addrspace(1) %g, i32 %n, i16 %mask, i64 %hint, i1 true, i1 true)
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.global(ptr addrspace(1) %g, ptr addrspace(3) %s, i32 %n, i64 %hint, i1 true)
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(3) %s, ptr addrspace(3) %bar, ptr addrspace(3) %s, i32 %n)
  call void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1) %g, i32 %n, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.commit.group()
  call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 0)
  call void @llvm.nvvm.cp.async.bulk.wait.group(i32 1)
  ret void
}
declare void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(3), ptr addrspace(3), ptr addrspace(1), i32, i16, i64, i1, i1)
declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.global(ptr addrspace(1), ptr addrspace(3), i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(3), ptr addrspace(3), ptr addrspace(3), i32)
declare void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1), i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.commit.group()
declare void @llvm.nvvm.cp.async.bulk.wait.group.read(i32)
declare void @llvm.nvvm.cp.async.bulk.wait.group(i32)

; Tensor-map proxy fences.
define ptx_kernel void @tensormap_fences(ptr %map) {
  call void @llvm.nvvm.fence.proxy.tensormap_generic.release.gpu()
  call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.cta(ptr %map, i32 128)
  ret void
}
declare void @llvm.nvvm.fence.proxy.tensormap_generic.release.gpu()
declare void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.cta(ptr, i32)
