; Syntax of LLVM 17..20 that real IR (Triton, recent clang) carries.
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shared_buf = internal addrspace(3) global [64 x float] undef, align 16
@table = internal addrspace(4) constant [4 x i32] [i32 1, i32 -2, i32 3, i32 4], align 4
@dyn = external addrspace(3) global [0 x i8], align 16

define ptx_kernel void @modern(ptr addrspace(1) noalias nocapture readonly align 16 captures(none) %in, ptr addrspace(1) noalias writeonly %out, i32 range(i32 0, 1024) %n) local_unnamed_addr #0 {
entry:
  %tid = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %wide = zext nneg i32 %tid to i64
  %off = or disjoint i64 %wide, 1
  %p = getelementptr inbounds nuw float, ptr addrspace(1) %in, i64 %off
  %v = load float, ptr addrspace(1) %p, align 4, !invariant.load !3
  %neg = fneg nnan float %v
  %h = fptrunc float %neg to half
  %hx = fadd half %h, 0xH3C00
  %back = fpext half %hx to float
  %c = fcmp olt float %back, 0x7FF0000000000000
  %sel = select i1 %c, float %back, float -0.000000e+00
  %sh = getelementptr inbounds [64 x float], ptr addrspace(3) @shared_buf, i64 0, i64 %wide
  store float %sel, ptr addrspace(3) %sh, align 4
  tail call void @llvm.nvvm.barrier0()
  %t = getelementptr inbounds i32, ptr addrspace(4) @table, i64 2
  %tv = load i32, ptr addrspace(4) %t, align 4
  %cmp = icmp samesign ult i32 %tid, %n
  br i1 %cmp, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.000000e+00, %entry ], [ %acc.next, %loop ]
  %fi = uitofp nneg i32 %i to float
  %acc.next = tail call float @llvm.fma.f32(float %fi, float %sel, float %acc)
  %i.next = add nuw nsw i32 %i, %tv
  %done = icmp sge i32 %i.next, %n
  br i1 %done, label %exit, label %loop, !llvm.loop !4

exit:
  %r = phi float [ 0.000000e+00, %entry ], [ %acc.next, %loop ]
  %old = atomicrmw fadd ptr addrspace(1) %out, float %r syncscope("device") monotonic, align 4
  %pair = cmpxchg ptr addrspace(1) %out, i32 0, i32 1 syncscope("block") acq_rel monotonic, align 4
  %ok = extractvalue { i32, i1 } %pair, 1
  %vec = insertelement <2 x float> poison, float %old, i64 0
  %vec2 = shufflevector <2 x float> %vec, <2 x float> poison, <2 x i32> zeroinitializer
  %e1 = extractelement <2 x float> %vec2, i32 1
  %asm = tail call i32 asm sideeffect "mov.u32 $0, %laneid;", "=r"() #1
  %q = getelementptr i8, ptr addrspace(3) @dyn, i32 %asm
  store volatile float %e1, ptr addrspace(3) %q, align 4
  switch i32 %asm, label %done [
    i32 0, label %zero
    i32 7, label %done
  ]

zero:
  fence syncscope("block") seq_cst
  br label %done

done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
declare void @llvm.nvvm.barrier0() #3
declare float @llvm.fma.f32(float, float, float) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "nvvm.maxntid"="256,1,1" "nvvm.minctasm"="2" "target-cpu"="sm_80" }
attributes #1 = { convergent nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"wchar_size", i32 4}
!3 = !{}
!4 = distinct !{!4, !5, !6}
!5 = !{!"llvm.loop.mustprogress"}
!6 = !{!"llvm.loop.unroll.count", i32 4}
