; ModuleID = 'cccl.cu'
source_filename = "cccl.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%"struct.cooperative_groups::__v1::details::Segment" = type { %"struct.cooperative_groups::__v1::details::_Segment" }
%"struct.cooperative_groups::__v1::details::_Segment" = type { [1 x i32] }

@_ZZ10block_copyPKfPfE3buf = internal addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local void @_Z19atomic_ref_countersPiPfPKf(ptr noundef %0, ptr noundef %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 {
  %4 = alloca i32, align 4
  %5 = tail call i1 @llvm.nvvm.isspacep.local(ptr %0)
  br i1 %5, label %6, label %9

6:                                                ; preds = %3
  %7 = load volatile i32, ptr %0, align 4, !tbaa !9
  %8 = add nsw i32 %7, 1
  store volatile i32 %8, ptr %0, align 4, !tbaa !9
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 0) #5, !srcloc !13
  br label %11

9:                                                ; preds = %3
  %10 = tail call i32 asm sideeffect "atom.add.relaxed.gpu.s32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr %0, i32 1) #5, !srcloc !14
  br label %11

11:                                               ; preds = %6, %9
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds float, ptr %2, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !15
  %16 = tail call i1 @llvm.nvvm.isspacep.local(ptr %1)
  br i1 %16, label %17, label %20

17:                                               ; preds = %11
  %18 = load volatile float, ptr %1, align 4, !tbaa !15
  %19 = fadd contract float %15, %18
  store volatile float %19, ptr %1, align 4, !tbaa !15
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 0) #5, !srcloc !13
  br label %22

20:                                               ; preds = %11
  tail call void asm sideeffect "fence.cta.sc;", "~{memory}"() #5, !srcloc !17
  %21 = tail call contract float asm sideeffect "atom.add.acquire.cta.f32 $0,[$1],$2;", "=f,l,f,~{memory}"(ptr %1, float %15) #5, !srcloc !18
  br label %22

22:                                               ; preds = %17, %20
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #6
  br i1 %5, label %23, label %25

23:                                               ; preds = %22
  %24 = load i32, ptr %0, align 1
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 0) #5, !srcloc !13
  br label %27

25:                                               ; preds = %22
  %26 = tail call i32 asm sideeffect "ld.acquire.gpu.b32 $0,[$1];", "=r,l,~{memory}"(ptr %0) #5, !srcloc !19
  br label %27

27:                                               ; preds = %23, %25
  %28 = phi i32 [ %24, %23 ], [ %26, %25 ]
  store i32 %28, ptr %4, align 4, !tbaa !9
  %29 = add nsw i32 %28, 5
  br i1 %5, label %30, label %58

30:                                               ; preds = %27
  %31 = call { ptr, ptr } asm "mov.b64 $0, $2;\0A mov.b64 $1, $3;", "=l,=l,l,l"(ptr %0, ptr nonnull %4) #7, !srcloc !20
  %32 = extractvalue { ptr, ptr } %31, 0
  %33 = extractvalue { ptr, ptr } %31, 1
  br label %34

34:                                               ; preds = %40, %30
  %35 = phi ptr [ %32, %30 ], [ %42, %40 ]
  %36 = phi ptr [ %33, %30 ], [ %44, %40 ]
  %37 = phi i64 [ 4, %30 ], [ %41, %40 ]
  %38 = phi i32 [ undef, %30 ], [ %49, %40 ]
  %39 = icmp eq i64 %37, 0
  br i1 %39, label %51, label %40

40:                                               ; preds = %34
  %41 = add nsw i64 %37, -1
  %42 = getelementptr inbounds i8, ptr %35, i64 1
  %43 = load i8, ptr %35, align 1, !tbaa !21
  %44 = getelementptr inbounds i8, ptr %36, i64 1
  %45 = load i8, ptr %36, align 1, !tbaa !21
  %46 = icmp ult i8 %43, %45
  %47 = icmp ugt i8 %43, %45
  %48 = select i1 %47, i32 1, i32 %38
  %49 = select i1 %46, i32 -1, i32 %48
  %50 = icmp eq i8 %43, %45
  br i1 %50, label %34, label %51, !llvm.loop !22

51:                                               ; preds = %40, %34
  %52 = phi i32 [ %49, %40 ], [ 0, %34 ]
  %53 = icmp eq i32 %52, 0
  br i1 %53, label %54, label %55

54:                                               ; preds = %51
  store i32 %29, ptr %0, align 1
  br label %57

55:                                               ; preds = %51
  %56 = load i32, ptr %0, align 1
  store i32 %56, ptr %4, align 4
  br label %57

57:                                               ; preds = %55, %54
  call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 0) #5, !srcloc !13
  br i1 %5, label %61, label %58

58:                                               ; preds = %27, %57
  call void asm sideeffect "fence.gpu.sc;", "~{memory}"() #5, !srcloc !25
  %59 = load i32, ptr %4, align 4, !tbaa !9
  %60 = call i32 asm sideeffect "atom.cas.acquire.gpu.b32 $0,[$1],$2,$3;", "=r,l,r,r,~{memory}"(ptr %0, i32 %59, i32 %29) #5, !srcloc !26
  store i32 %60, ptr %4, align 4, !tbaa !9
  br label %61

61:                                               ; preds = %57, %58
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent norecurse nounwind
define dso_local void @_Z10block_copyPKfPf(ptr noundef %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #7, !srcloc !27
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 8
  %6 = zext i32 %5 to i64
  %7 = getelementptr inbounds float, ptr %0, i64 %6
  tail call void @llvm.experimental.noalias.scope.decl(metadata !28)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !31)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !34)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !37)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !40)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !42)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !45)
  %8 = tail call i1 @llvm.nvvm.isspacep.shared(ptr addrspacecast (ptr addrspace(3) @_ZZ10block_copyPKfPfE3buf to ptr))
  %9 = tail call i1 @llvm.nvvm.isspacep.global(ptr %7)
  %10 = and i1 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  br i1 %10, label %35, label %14

14:                                               ; preds = %2
  tail call void @llvm.experimental.noalias.scope.decl(metadata !47)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !50)
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %17 = mul i32 %16, %13
  %18 = add i32 %17, %12
  %19 = mul i32 %18, %15
  %20 = add i32 %19, %11
  %21 = icmp ult i32 %20, 256
  br i1 %21, label %22, label %58

22:                                               ; preds = %14
  %23 = zext i32 %20 to i64
  %24 = mul i32 %15, %16
  %25 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %26 = mul i32 %24, %25
  %27 = zext i32 %26 to i64
  br label %28

28:                                               ; preds = %28, %22
  %29 = phi i64 [ %23, %22 ], [ %33, %28 ]
  %30 = getelementptr inbounds %"struct.cooperative_groups::__v1::details::Segment", ptr %7, i64 %29
  %31 = getelementptr inbounds %"struct.cooperative_groups::__v1::details::Segment", ptr addrspacecast (ptr addrspace(3) @_ZZ10block_copyPKfPfE3buf to ptr), i64 %29
  %32 = load i32, ptr %30, align 4, !alias.scope !52, !noalias !53
  store i32 %32, ptr %31, align 4, !alias.scope !53, !noalias !52
  %33 = add i64 %29, %27
  %34 = icmp ult i64 %33, 256
  br i1 %34, label %28, label %58, !llvm.loop !54

35:                                               ; preds = %2
  %36 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %37 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %38 = mul i32 %37, %13
  %39 = add i32 %38, %12
  %40 = mul i32 %39, %36
  %41 = add i32 %40, %11
  %42 = icmp ult i32 %41, 256
  br i1 %42, label %43, label %58

43:                                               ; preds = %35
  %44 = zext i32 %41 to i64
  %45 = mul i32 %36, %37
  %46 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %47 = mul i32 %45, %46
  %48 = zext i32 %47 to i64
  br label %49

49:                                               ; preds = %49, %43
  %50 = phi i64 [ %44, %43 ], [ %56, %49 ]
  %51 = getelementptr inbounds %"struct.cooperative_groups::__v1::details::Segment", ptr addrspacecast (ptr addrspace(3) @_ZZ10block_copyPKfPfE3buf to ptr), i64 %50
  %52 = getelementptr inbounds %"struct.cooperative_groups::__v1::details::Segment", ptr %7, i64 %50
  %53 = addrspacecast ptr %51 to ptr addrspace(3)
  %54 = ptrtoint ptr addrspace(3) %53 to i64
  %55 = trunc i64 %54 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %55, ptr %52, i64 4, i64 4) #5, !srcloc !55
  %56 = add i64 %50, %48
  %57 = icmp ult i64 %56, 256
  br i1 %57, label %49, label %58, !llvm.loop !56

58:                                               ; preds = %28, %49, %14, %35
  tail call void asm sideeffect "cp.async.commit_group;", ""() #5, !srcloc !57
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 0) #5, !srcloc !58
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %59 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %60 = mul i32 %59, 7
  %61 = and i32 %60, 255
  %62 = zext i32 %61 to i64
  %63 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_copyPKfPfE3buf to ptr), i64 0, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !15
  %65 = add i32 %5, %59
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr %1, i64 %66
  store float %64, ptr %67, align 4, !tbaa !15
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.local(ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.shared(ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.global(ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.sync(i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent nounwind }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5}
!llvm.ident = !{!6, !7}
!nvvmir.version = !{!8}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z19atomic_ref_countersPiPfPKf, !"kernel", i32 1}
!5 = !{ptr @_Z10block_copyPKfPf, !"kernel", i32 1}
!6 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!7 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!8 = !{i32 2, i32 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{i64 6086692}
!14 = !{i64 7102688}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !11, i64 0}
!17 = !{i64 6946595}
!18 = !{i64 7074867}
!19 = !{i64 6962230}
!20 = !{i64 2155397496, i64 2155397514}
!21 = !{!11, !11, i64 0}
!22 = distinct !{!22, !23, !24}
!23 = !{!"llvm.loop.mustprogress"}
!24 = !{!"llvm.loop.unroll.disable"}
!25 = !{i64 6947215}
!26 = !{i64 7021550}
!27 = !{i64 2163809695, i64 2163809699, i64 2163809736, i64 2163809776, i64 2163809837, i64 2163809873, i64 2163809923}
!28 = !{!29}
!29 = distinct !{!29, !30, !"_ZN18cooperative_groups4__v1L12memcpy_asyncINS0_12thread_blockEfmEEvRKT_PT0_PKS6_RKT1_: argument 0"}
!30 = distinct !{!30, !"_ZN18cooperative_groups4__v1L12memcpy_asyncINS0_12thread_blockEfmEEvRKT_PT0_PKS6_RKT1_"}
!31 = !{!32}
!32 = distinct !{!32, !33, !"_ZN18cooperative_groups4__v17detailsL19_memcpy_async_bytesINS0_12thread_blockEfmLm4ELPv0ELS4_0EEEvRKT_PT0_PKS8_RKT1_: argument 0"}
!33 = distinct !{!33, !"_ZN18cooperative_groups4__v17detailsL19_memcpy_async_bytesINS0_12thread_blockEfmLm4ELPv0ELS4_0EEEvRKT_PT0_PKS8_RKT1_"}
!34 = !{!35}
!35 = distinct !{!35, !36, !"_ZN18cooperative_groups4__v17detailsL38_memcpy_async_dispatch_to_aligned_copyILm4ENS0_12thread_blockEEEvRKT0_PvPKvm: argument 0"}
!36 = distinct !{!36, !"_ZN18cooperative_groups4__v17detailsL38_memcpy_async_dispatch_to_aligned_copyILm4ENS0_12thread_blockEEEvRKT0_PvPKvm"}
!37 = !{!38}
!38 = distinct !{!38, !39, !"_ZN18cooperative_groups4__v17details28_memcpy_async_align_dispatchILm4EE4copyIKNS0_12thread_blockEEEvRT_PvPKvm: argument 0"}
!39 = distinct !{!39, !"_ZN18cooperative_groups4__v17details28_memcpy_async_align_dispatchILm4EE4copyIKNS0_12thread_blockEEEvRT_PvPKvm"}
!40 = !{!41}
!41 = distinct !{!41, !39, !"_ZN18cooperative_groups4__v17details28_memcpy_async_align_dispatchILm4EE4copyIKNS0_12thread_blockEEEvRT_PvPKvm: argument 1"}
!42 = !{!43}
!43 = distinct !{!43, !44, !"_ZN18cooperative_groups4__v17detailsL22accelerated_async_copyIKNS0_12thread_blockENS1_7SegmentILj1EEELPv0EEEvRT_PT0_PKSA_m: argument 0"}
!44 = distinct !{!44, !"_ZN18cooperative_groups4__v17detailsL22accelerated_async_copyIKNS0_12thread_blockENS1_7SegmentILj1EEELPv0EEEvRT_PT0_PKSA_m"}
!45 = !{!46}
!46 = distinct !{!46, !44, !"_ZN18cooperative_groups4__v17detailsL22accelerated_async_copyIKNS0_12thread_blockENS1_7SegmentILj1EEELPv0EEEvRT_PT0_PKSA_m: argument 1"}
!47 = !{!48}
!48 = distinct !{!48, !49, !"_ZN18cooperative_groups4__v17detailsL11inline_copyIKNS0_12thread_blockENS1_7SegmentILj1EEEEEvRT_PT0_PKS9_m: argument 0"}
!49 = distinct !{!49, !"_ZN18cooperative_groups4__v17detailsL11inline_copyIKNS0_12thread_blockENS1_7SegmentILj1EEEEEvRT_PT0_PKS9_m"}
!50 = !{!51}
!51 = distinct !{!51, !49, !"_ZN18cooperative_groups4__v17detailsL11inline_copyIKNS0_12thread_blockENS1_7SegmentILj1EEEEEvRT_PT0_PKS9_m: argument 1"}
!52 = !{!51, !46, !41, !35, !32, !29}
!53 = !{!48, !43, !38}
!54 = distinct !{!54, !23, !24}
!55 = !{i64 16475801}
!56 = distinct !{!56, !23, !24}
!57 = !{i64 16477353}
!58 = !{i64 16477507}
