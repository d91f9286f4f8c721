; Load forwarding (the egraph's `forward` set), for rewrites/tests/forward.rs:
; which loads become the value a store wrote or an earlier load, and which
; must stay because nothing proves the memory unchanged.
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

; A load of the bytes just stored: the stored value.
define void @same_addr(float* noalias %p, float* noalias %out, float %x) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %q = getelementptr inbounds float, float* %p, i64 %i
  %y = fmul float %x, 3.0
  store float %y, float* %q, align 4
  %z = load float, float* %q, align 4
  %w = fadd float %z, 1.0
  %o = getelementptr inbounds float, float* %out, i64 %i
  store float %w, float* %o, align 4
  ret void
}

; A reload after a store to the next element: the first load.
define void @past_disjoint(float* %p, float %x) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %i2 = shl i64 %i, 1
  %q = getelementptr inbounds float, float* %p, i64 %i2
  %a = load float, float* %q, align 4
  %q1 = getelementptr inbounds float, float* %q, i64 1
  store float %x, float* %q1, align 4
  %b = load float, float* %q, align 4
  %s = fmul float %a, %b
  store float %s, float* %q1, align 4
  ret void
}

; Two parameters without __restrict__ may be one buffer: the load stays.
define void @may_alias(float* %a, float* %b, float* noalias %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %pa = getelementptr inbounds float, float* %a, i64 %i
  %pb = getelementptr inbounds float, float* %b, i64 %i
  %x = load float, float* %pb, align 4
  store float 2.0, float* %pa, align 4
  %y = load float, float* %pb, align 4
  %s = fadd float %x, %y
  %o = getelementptr inbounds float, float* %out, i64 %i
  store float %s, float* %o, align 4
  ret void
}

; With __restrict__ they are not: the reload is the first load.
define void @restrict_past(float* noalias %a, float* noalias %b, float* noalias %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %pa = getelementptr inbounds float, float* %a, i64 %i
  %pb = getelementptr inbounds float, float* %b, i64 %i
  %x = load float, float* %pb, align 4
  store float 2.0, float* %pa, align 4
  %y = load float, float* %pb, align 4
  %s = fadd float %x, %y
  %o = getelementptr inbounds float, float* %out, i64 %i
  store float %s, float* %o, align 4
  ret void
}

; A thread's local array and a parameter's memory never overlap; a
; variable index into the array may be any element.
define void @local_vs_param(float* %g, float* noalias %out, i32 %k) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %arr = alloca [4 x float], align 4
  %e0 = getelementptr inbounds [4 x float], [4 x float]* %arr, i64 0, i64 0
  %e1 = getelementptr inbounds [4 x float], [4 x float]* %arr, i64 0, i64 1
  %pg = getelementptr inbounds float, float* %g, i64 %i
  %x = load float, float* %pg, align 4
  store float %x, float* %e0, align 4
  store float 5.0, float* %e1, align 4
  store float 7.0, float* %pg, align 4
  %y = load float, float* %e0, align 4
  %kk = and i32 %k, 3
  %ke = zext i32 %kk to i64
  %ek = getelementptr inbounds [4 x float], [4 x float]* %arr, i64 0, i64 %ke
  store float 9.0, float* %ek, align 4
  %z = load float, float* %e1, align 4
  %s = fadd float %y, %z
  %o = getelementptr inbounds float, float* %out, i64 %i
  store float %s, float* %o, align 4
  ret void
}

; Bytes stored as i32, read as float: not forwarded (another type).
define void @type_pun(i32* noalias %p, float* noalias %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %q = getelementptr inbounds i32, i32* %p, i64 %i
  %v = mul i32 %tid, 1065353
  store i32 %v, i32* %q, align 4
  %qf = bitcast i32* %q to float*
  %f = load float, float* %qf, align 4
  %o = getelementptr inbounds float, float* %out, i64 %i
  store float %f, float* %o, align 4
  ret void
}

; An 8-byte store overlapping a 4-byte load: neither forwarded nor passed.
define void @partial(i64* noalias %p, i32* noalias %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %q = getelementptr inbounds i64, i64* %p, i64 %i
  %v = mul i64 %i, 4294967311
  store i64 %v, i64* %q, align 8
  %q32 = bitcast i64* %q to i32*
  %hi = getelementptr inbounds i32, i32* %q32, i64 1
  %h = load i32, i32* %hi, align 4
  %o = getelementptr inbounds i32, i32* %out, i64 %i
  store i32 %h, i32* %o, align 4
  ret void
}

; A barrier between a shared store and the neighbour's load: the walk
; stops there.
@tile = internal addrspace(3) global [64 x float] undef, align 4

define void @barrier_between(float* noalias %in, float* noalias %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %pi = getelementptr inbounds float, float* %in, i64 %i
  %x = load float, float* %pi, align 4
  %s = getelementptr inbounds [64 x float], [64 x float] addrspace(3)* @tile, i64 0, i64 %i
  store float %x, float addrspace(3)* %s, align 4
  call void @llvm.nvvm.barrier0()
  %j = xor i64 %i, 1
  %sj = getelementptr inbounds [64 x float], [64 x float] addrspace(3)* @tile, i64 0, i64 %j
  %y = load float, float addrspace(3)* %sj, align 4
  %o = getelementptr inbounds float, float* %out, i64 %i
  store float %y, float* %o, align 4
  ret void
}

; A volatile store is not a plain one: the reload stays.
define void @volatile_between(float* noalias %p, float* noalias %v) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %q = getelementptr inbounds float, float* %p, i64 %i
  %a = load float, float* %q, align 4
  %pv = getelementptr inbounds float, float* %v, i64 %i
  store volatile float %a, float* %pv, align 4
  %b = load float, float* %q, align 4
  %s = fadd float %a, %b
  store float %s, float* %q, align 4
  ret void
}

; Past a diamond whose arms store elsewhere: the value stored before it.
define void @diamond_disjoint(float* noalias %p, float* noalias %out, float %a, i32 %c) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %i4 = shl i64 %i, 2
  %q0 = getelementptr inbounds float, float* %p, i64 %i4
  %q1 = getelementptr inbounds float, float* %q0, i64 1
  %q2 = getelementptr inbounds float, float* %q0, i64 2
  %v = fmul float %a, 2.0
  store float %v, float* %q0, align 4
  %odd = and i32 %tid, 1
  %b = icmp eq i32 %odd, 0
  br i1 %b, label %left, label %right
left:
  store float 1.0, float* %q1, align 4
  br label %join
right:
  store float 2.0, float* %q2, align 4
  br label %join
join:
  %x = load float, float* %q0, align 4
  %o = getelementptr inbounds float, float* %out, i64 %i
  store float %x, float* %o, align 4
  ret void
}

; One arm stores the loaded address: the load stays.
define void @diamond_clobber(float* noalias %p, float* noalias %out, float %a) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %q0 = getelementptr inbounds float, float* %p, i64 %i
  store float %a, float* %q0, align 4
  %odd = and i32 %tid, 1
  %b = icmp eq i32 %odd, 0
  br i1 %b, label %left, label %join
left:
  store float 7.0, float* %q0, align 4
  br label %join
join:
  %x = load float, float* %q0, align 4
  %o = getelementptr inbounds float, float* %out, i64 %i
  store float %x, float* %o, align 4
  ret void
}

; A local array written at an index that is 0 or 1 (a phi of constants):
; element 3 still holds what was stored there.
define void @phi_index(float* noalias %in, float* noalias %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %arr = alloca [4 x float], align 4
  %pi = getelementptr inbounds float, float* %in, i64 %i
  %x = load float, float* %pi, align 4
  %e3 = getelementptr inbounds [4 x float], [4 x float]* %arr, i64 0, i64 3
  store float %x, float* %e3, align 4
  %e0 = getelementptr inbounds [4 x float], [4 x float]* %arr, i64 0, i64 0
  store float 0.0, float* %e0, align 4
  %e1 = getelementptr inbounds [4 x float], [4 x float]* %arr, i64 0, i64 1
  store float 0.0, float* %e1, align 4
  %big = fcmp ogt float %x, 0.0
  br i1 %big, label %one, label %join
one:
  br label %join
join:
  %k = phi i64 [ 1, %one ], [ 0, %entry ]
  %ek = getelementptr inbounds [4 x float], [4 x float]* %arr, i64 0, i64 %k
  store float 5.0, float* %ek, align 4
  %y = load float, float* %e3, align 4
  %z = load float, float* %e1, align 4
  %s = fadd float %y, %z
  %o = getelementptr inbounds float, float* %out, i64 %i
  store float %s, float* %o, align 4
  ret void
}

; A loop stores the address: the load after it is the value the last
; iteration stored (the exit's one predecessor is the loop's last block).
define void @after_loop(float* noalias %p, float* noalias %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %q = getelementptr inbounds float, float* %p, i64 %i
  store float 1.0, float* %q, align 4
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %kf = sitofp i32 %k to float
  store float %kf, float* %q, align 4
  %k1 = add nsw i32 %k, 1
  %c = icmp slt i32 %k1, %n
  br i1 %c, label %loop, label %exit
exit:
  %x = load float, float* %q, align 4
  %o = getelementptr inbounds float, float* %out, i64 %i
  store float %x, float* %o, align 4
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12}
!0 = !{void (float*, float*, float)* @same_addr, !"kernel", i32 1}
!1 = !{void (float*, float)* @past_disjoint, !"kernel", i32 1}
!2 = !{void (float*, float*, float*)* @may_alias, !"kernel", i32 1}
!3 = !{void (float*, float*, float*)* @restrict_past, !"kernel", i32 1}
!4 = !{void (float*, float*, i32)* @local_vs_param, !"kernel", i32 1}
!5 = !{void (i32*, float*)* @type_pun, !"kernel", i32 1}
!6 = !{void (i64*, i32*)* @partial, !"kernel", i32 1}
!7 = !{void (float*, float*)* @barrier_between, !"kernel", i32 1}
!8 = !{void (float*, float*)* @volatile_between, !"kernel", i32 1}
!9 = !{void (float*, float*, float, i32)* @diamond_disjoint, !"kernel", i32 1}
!10 = !{void (float*, float*, float)* @diamond_clobber, !"kernel", i32 1}
!11 = !{void (float*, float*)* @phi_index, !"kernel", i32 1}
!12 = !{void (float*, float*, i32)* @after_loop, !"kernel", i32 1}
