; ModuleID = 'cccl.cu'
source_filename = "cccl.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%"struct.cooperative_groups::__v1::details::Segment" = type { %"struct.cooperative_groups::__v1::details::_Segment" }
%"struct.cooperative_groups::__v1::details::_Segment" = type { [1 x i32] }

@_ZZ10block_copyPKfPfE3buf = internal addrspace(3) global [256 x float] undef, align 4

define dso_local void @_Z19atomic_ref_countersPiPfPKf(i32* %_0, float* %_1, float* nocapture readonly %_2) local_unnamed_addr #0 {
_3:
  %_4 = alloca i32, align 4
  %_5 = bitcast i32* %_0 to i8*
  %_6 = tail call i1 @llvm.nvvm.isspacep.local(i8* %_5)
  br i1 %_6, label %_7, label %_10

_7:                                                ; preds = %3
  %_8 = load volatile i32, i32* %_0, align 4, !tbaa !9
  %_9 = add nsw i32 %_8, 1
  store volatile i32 %_9, i32* %_0, align 4, !tbaa !9
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 0) #5, !srcloc !13
  br label %_12

_10:                                               ; preds = %3
  %_11 = tail call i32 asm sideeffect "atom.add.relaxed.gpu.s32 $0,[$1],$2;", "=r,l,r,~{memory}"(i32* %_0, i32 1) #5, !srcloc !14
  br label %_12

_12:                                               ; preds = %7, %10
  %_13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_14 = zext i32 %_13 to i64
  %_15 = getelementptr inbounds float, float* %_2, i64 %_14
  %_16 = load float, float* %_15, align 4, !tbaa !15
  %_17 = bitcast float* %_1 to i8*
  %_18 = tail call i1 @llvm.nvvm.isspacep.local(i8* %_17)
  br i1 %_18, label %_19, label %_22

_19:                                               ; preds = %12
  %_20 = load volatile float, float* %_1, align 4, !tbaa !15
  %_21 = fadd contract float %_16, %_20
  store volatile float %_21, float* %_1, align 4, !tbaa !15
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 0) #5, !srcloc !13
  br label %_24

_22:                                               ; preds = %12
  tail call void asm sideeffect "fence.cta.sc;", "~{memory}"() #5, !srcloc !17
  %_23 = tail call contract float asm sideeffect "atom.add.acquire.cta.f32 $0,[$1],$2;", "=f,l,f,~{memory}"(float* %_1, float %_16) #5, !srcloc !18
  br label %_24

_24:                                               ; preds = %19, %22
  %_25 = bitcast i32* %_4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %_25) #6
  br i1 %_6, label %_26, label %_28

_26:                                               ; preds = %24
  %_27 = load i32, i32* %_0, align 1
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 0) #5, !srcloc !13
  br label %_30

_28:                                               ; preds = %24
  %_29 = tail call i32 asm sideeffect "ld.acquire.gpu.b32 $0,[$1];", "=r,l,~{memory}"(i32* %_0) #5, !srcloc !19
  br label %_30

_30:                                               ; preds = %26, %28
  %_31 = phi i32 [ %_27, %_26 ], [ %_29, %_28 ]
  store i32 %_31, i32* %_4, align 4, !tbaa !9
  %_32 = add nsw i32 %_31, 5
  br i1 %_6, label %_33, label %_61

_33:                                               ; preds = %30
  %_34 = call { i8*, i8* } asm "mov.b64 $0, $2;\0A mov.b64 $1, $3;", "=l,=l,l,l"(i8* %_5, i8* nonnull %_25) #7, !srcloc !20
  %_35 = extractvalue { i8*, i8* } %_34, 0
  %_36 = extractvalue { i8*, i8* } %_34, 1
  br label %_37

_37:                                               ; preds = %43, %33
  %_38 = phi i8* [ %_35, %_33 ], [ %_45, %_43 ]
  %_39 = phi i8* [ %_36, %_33 ], [ %_47, %_43 ]
  %_40 = phi i64 [ 4, %_33 ], [ %_44, %_43 ]
  %_41 = phi i32 [ undef, %_33 ], [ %_52, %_43 ]
  %_42 = icmp eq i64 %_40, 0
  br i1 %_42, label %_54, label %_43

_43:                                               ; preds = %37
  %_44 = add nsw i64 %_40, -1
  %_45 = getelementptr inbounds i8, i8* %_38, i64 1
  %_46 = load i8, i8* %_38, align 1, !tbaa !21
  %_47 = getelementptr inbounds i8, i8* %_39, i64 1
  %_48 = load i8, i8* %_39, align 1, !tbaa !21
  %_49 = icmp ult i8 %_46, %_48
  %_50 = icmp ugt i8 %_46, %_48
  %_51 = select i1 %_50, i32 1, i32 %_41
  %_52 = select i1 %_49, i32 -1, i32 %_51
  %_53 = icmp eq i8 %_46, %_48
  br i1 %_53, label %_37, label %_54, !llvm.loop !22

_54:                                               ; preds = %43, %37
  %_55 = phi i32 [ %_52, %_43 ], [ 0, %_37 ]
  %_56 = icmp eq i32 %_55, 0
  br i1 %_56, label %_57, label %_58

_57:                                               ; preds = %54
  store i32 %_32, i32* %_0, align 1
  br label %_60

_58:                                               ; preds = %54
  %_59 = load i32, i32* %_0, align 1
  store i32 %_59, i32* %_4, align 4
  br label %_60

_60:                                               ; preds = %58, %57
  call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 0) #5, !srcloc !13
  br i1 %_6, label %_64, label %_61

_61:                                               ; preds = %30, %60
  call void asm sideeffect "fence.gpu.sc;", "~{memory}"() #5, !srcloc !25
  %_62 = load i32, i32* %_4, align 4, !tbaa !9
  %_63 = call i32 asm sideeffect "atom.cas.acquire.gpu.b32 $0,[$1],$2,$3;", "=r,l,r,r,~{memory}"(i32* %_0, i32 %_62, i32 %_32) #5, !srcloc !26
  store i32 %_63, i32* %_4, align 4, !tbaa !9
  br label %_64

_64:                                               ; preds = %60, %61
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %_25) #6
  ret void
}

declare void @llvm.lifetime.start.p0i8(i64 , i8* nocapture) #1

declare void @llvm.lifetime.end.p0i8(i64 , i8* nocapture) #1

define dso_local void @_Z10block_copyPKfPf(float* %_0, float* nocapture writeonly %_1) local_unnamed_addr #0 {
_2:
  %_3 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #7, !srcloc !27
  %_4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_5 = shl i32 %_4, 8
  %_6 = zext i32 %_5 to i64
  %_7 = getelementptr inbounds float, float* %_0, i64 %_6
  %_8 = bitcast float* %_7 to i8*
  %_9 = bitcast float* %_7 to %"struct.cooperative_groups::__v1::details::Segment"*
  %_10 = tail call i1 @llvm.nvvm.isspacep.shared(i8* addrspacecast (i8 addrspace(3)* bitcast ([256 x float] addrspace(3)* @_ZZ10block_copyPKfPfE3buf to i8 addrspace(3)*) to i8*))
  %_11 = tail call i1 @llvm.nvvm.isspacep.global(i8* %_8)
  %_12 = and i1 %_10, %_11
  %_13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_14 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %_15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  br i1 %_12, label %_37, label %_16

_16:                                               ; preds = %2
  %_17 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_18 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %_19 = mul i32 %_18, %_15
  %_20 = add i32 %_19, %_14
  %_21 = mul i32 %_20, %_17
  %_22 = add i32 %_21, %_13
  %_23 = icmp ult i32 %_22, 256
  br i1 %_23, label %_24, label %_60

_24:                                               ; preds = %16
  %_25 = zext i32 %_22 to i64
  %_26 = mul i32 %_17, %_18
  %_27 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %_28 = mul i32 %_26, %_27
  %_29 = zext i32 %_28 to i64
  br label %_30

_30:                                               ; preds = %30, %24
  %_31 = phi i64 [ %_25, %_24 ], [ %_35, %_30 ]
  %_32 = getelementptr inbounds %"struct.cooperative_groups::__v1::details::Segment", %"struct.cooperative_groups::__v1::details::Segment"* %_9, i64 %_31, i32 0, i32 0, i64 0
  %_33 = getelementptr inbounds %"struct.cooperative_groups::__v1::details::Segment", %"struct.cooperative_groups::__v1::details::Segment"* addrspacecast (%"struct.cooperative_groups::__v1::details::Segment" addrspace(3)* bitcast ([256 x float] addrspace(3)* @_ZZ10block_copyPKfPfE3buf to %"struct.cooperative_groups::__v1::details::Segment" addrspace(3)*) to %"struct.cooperative_groups::__v1::details::Segment"*), i64 %_31, i32 0, i32 0, i64 0
  %_34 = load i32, i32* %_32, align 4, !alias.scope !52, !noalias !53
  store i32 %_34, i32* %_33, align 4, !alias.scope !53, !noalias !52
  %_35 = add i64 %_31, %_29
  %_36 = icmp ult i64 %_35, 256
  br i1 %_36, label %_30, label %_60, !llvm.loop !54

_37:                                               ; preds = %2
  %_38 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_39 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %_40 = mul i32 %_39, %_15
  %_41 = add i32 %_40, %_14
  %_42 = mul i32 %_41, %_38
  %_43 = add i32 %_42, %_13
  %_44 = icmp ult i32 %_43, 256
  br i1 %_44, label %_45, label %_60

_45:                                               ; preds = %37
  %_46 = zext i32 %_43 to i64
  %_47 = mul i32 %_38, %_39
  %_48 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %_49 = mul i32 %_47, %_48
  %_50 = zext i32 %_49 to i64
  br label %_51

_51:                                               ; preds = %51, %45
  %_52 = phi i64 [ %_46, %_45 ], [ %_58, %_51 ]
  %_53 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ10block_copyPKfPfE3buf, i64 0, i64 %_52
  %_54 = getelementptr inbounds float, float* %_7, i64 %_52
  %_55 = bitcast float* %_54 to i8*
  %_56 = ptrtoint float addrspace(3)* %_53 to i64
  %_57 = trunc i64 %_56 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %_57, i8* %_55, i64 4, i64 4) #5, !srcloc !55
  %_58 = add i64 %_52, %_50
  %_59 = icmp ult i64 %_58, 256
  br i1 %_59, label %_51, label %_60, !llvm.loop !56

_60:                                               ; preds = %30, %51, %16, %37
  tail call void asm sideeffect "cp.async.commit_group;", ""() #5, !srcloc !57
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 0) #5, !srcloc !58
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %_61 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_62 = mul i32 %_61, 7
  %_63 = and i32 %_62, 255
  %_64 = zext i32 %_63 to i64
  %_65 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ10block_copyPKfPfE3buf, i64 0, i64 %_64
  %_66 = addrspacecast float addrspace(3)* %_65 to float*
  %_67 = load float, float* %_66, align 4, !tbaa !15
  %_68 = add i32 %_5, %_61
  %_69 = zext i32 %_68 to i64
  %_70 = getelementptr inbounds float, float* %_1, i64 %_69
  store float %_67, float* %_70, align 4, !tbaa !15
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

declare i1 @llvm.nvvm.isspacep.local(i8* nocapture) #2

declare i1 @llvm.nvvm.isspacep.shared(i8* nocapture) #2

declare i1 @llvm.nvvm.isspacep.global(i8* nocapture) #2

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #2

declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

declare i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2

declare void @llvm.nvvm.barrier.sync(i32) #3


attributes #0 = { convergent norecurse nounwind }
attributes #1 = { nounwind argmemonly }
attributes #2 = { nounwind speculatable readnone }
attributes #3 = { convergent nounwind }
attributes #4 = { nounwind inaccessiblememonly }
attributes #5 = { convergent nounwind }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind readnone }

!nvvm.annotations = !{!4, !5}
!nvvmir.version = !{!8}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{void (i32*, float*, float*)* @_Z19atomic_ref_countersPiPfPKf, !"kernel", i32 1}
!5 = !{void (float*, float*)* @_Z10block_copyPKfPf, !"kernel", i32 1}
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
!22 = distinct !{!22}
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
!54 = distinct !{!54}
!55 = !{i64 16475801}
!56 = distinct !{!56}
!57 = !{i64 16477353}
!58 = !{i64 16477507}
