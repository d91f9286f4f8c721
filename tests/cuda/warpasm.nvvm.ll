; ModuleID = 'warpasm.cu'
source_filename = "warpasm.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15asm_bar_reverseE1s = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 4

define dso_local void @cub_warp_scan(i32* nocapture readonly %_0, i32* nocapture writeonly %_1) local_unnamed_addr #0 {
_2:
  %_3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_5 = mul i32 %_3, %_4
  %_6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_7 = add i32 %_5, %_6
  %_8 = sext i32 %_7 to i64
  %_9 = getelementptr inbounds i32, i32* %_0, i64 %_8
  %_10 = load i32, i32* %_9, align 4, !tbaa !12
  br label %_13

_11:                                               ; preds = %13
  %_12 = getelementptr inbounds i32, i32* %_1, i64 %_8
  store i32 %_16, i32* %_12, align 4, !tbaa !12
  ret void

_13:                                               ; preds = %2, %13
  %_14 = phi i32 [ 1, %_2 ], [ %_17, %_13 ]
  %_15 = phi i32 [ %_10, %_2 ], [ %_16, %_13 ]
  %_16 = tail call i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $4;  @p add.s32 r0, r0, $1;  mov.s32 $0, r0;}", "=r,r,r,r,r"(i32 %_15, i32 %_14, i32 0, i32 -1) #2, !srcloc !16
  %_17 = shl nsw i32 %_14, 1
  %_18 = icmp ult i32 %_17, 32
  br i1 %_18, label %_13, label %_11, !llvm.loop !17
}

define dso_local void @asm_bfly_sum(i32* nocapture readonly %_0, i32* nocapture writeonly %_1) local_unnamed_addr #0 {
_2:
  %_3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_5 = mul i32 %_3, %_4
  %_6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_7 = add i32 %_5, %_6
  %_8 = sext i32 %_7 to i64
  %_9 = getelementptr inbounds i32, i32* %_0, i64 %_8
  %_10 = load i32, i32* %_9, align 4, !tbaa !12
  %_11 = tail call i32 asm sideeffect "activemask.b32 $0;", "=r"() #2, !srcloc !20
  br label %_14

_12:                                               ; preds = %14
  %_13 = getelementptr inbounds i32, i32* %_1, i64 %_8
  store i32 %_18, i32* %_13, align 4, !tbaa !12
  ret void

_14:                                               ; preds = %2, %14
  %_15 = phi i32 [ %_10, %_2 ], [ %_18, %_14 ]
  %_16 = phi i32 [ 16, %_2 ], [ %_19, %_14 ]
  %_17 = tail call i32 asm sideeffect "shfl.sync.bfly.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %_15, i32 %_16, i32 31, i32 %_11) #2, !srcloc !21
  %_18 = add nsw i32 %_17, %_15
  %_19 = lshr i32 %_16, 1
  %_20 = icmp ult i32 %_16, 2
  br i1 %_20, label %_12, label %_14, !llvm.loop !22
}

define dso_local void @asm_ballot(i32* nocapture readonly %_0, i32* nocapture writeonly %_1) local_unnamed_addr #0 {
_2:
  %_3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_5 = mul i32 %_3, %_4
  %_6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_7 = add i32 %_5, %_6
  %_8 = sext i32 %_7 to i64
  %_9 = getelementptr inbounds i32, i32* %_0, i64 %_8
  %_10 = load i32, i32* %_9, align 4, !tbaa !12
  %_11 = tail call i32 asm sideeffect "{ .reg .pred p; setp.gt.s32 p, $1, 0; vote.sync.ballot.b32 $0, p, $2; }", "=r,r,r"(i32 %_10, i32 -1) #2, !srcloc !23
  %_12 = getelementptr inbounds i32, i32* %_1, i64 %_8
  store i32 %_11, i32* %_12, align 4, !tbaa !12
  ret void
}

define dso_local void @asm_bar_reverse(i32* nocapture readonly %_0, i32* nocapture writeonly %_1) local_unnamed_addr #0 {
_2:
  %_3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_6 = mul i32 %_4, %_5
  %_7 = add i32 %_6, %_3
  %_8 = zext i32 %_7 to i64
  %_9 = getelementptr inbounds i32, i32* %_0, i64 %_8
  %_10 = load i32, i32* %_9, align 4, !tbaa !12
  %_11 = sext i32 %_3 to i64
  %_12 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ15asm_bar_reverseE1s, i64 0, i64 %_11
  %_13 = addrspacecast i32 addrspace(3)* %_12 to i32*
  store i32 %_10, i32* %_13, align 4, !tbaa !12
  tail call void asm sideeffect "bar.sync 0;", "~{memory}"() #2, !srcloc !24
  %_14 = xor i32 %_3, -1
  %_15 = add i32 %_5, %_14
  %_16 = zext i32 %_15 to i64
  %_17 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ15asm_bar_reverseE1s, i64 0, i64 %_16
  %_18 = addrspacecast i32 addrspace(3)* %_17 to i32*
  %_19 = load i32, i32* %_18, align 4, !tbaa !12
  %_20 = getelementptr inbounds i32, i32* %_1, i64 %_8
  store i32 %_19, i32* %_20, align 4, !tbaa !12
  ret void
}

define dso_local void @asm_match_redux(i32* nocapture readonly %_0, i32* nocapture writeonly %_1, i32* nocapture writeonly %_2) local_unnamed_addr #0 {
_3:
  %_4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_6 = mul i32 %_4, %_5
  %_7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_8 = add i32 %_6, %_7
  %_9 = sext i32 %_8 to i64
  %_10 = getelementptr inbounds i32, i32* %_0, i64 %_9
  %_11 = load i32, i32* %_10, align 4, !tbaa !12
  %_12 = and i32 %_11, 3
  %_13 = tail call i32 asm sideeffect "match.any.sync.b32 $0, $1, $2;", "=r,r,r"(i32 %_12, i32 -1) #2, !srcloc !25
  %_14 = tail call i32 asm sideeffect "redux.sync.add.s32 $0, $1, $2;", "=r,r,r"(i32 %_11, i32 -1) #2, !srcloc !26
  %_15 = getelementptr inbounds i32, i32* %_1, i64 %_9
  store i32 %_13, i32* %_15, align 4, !tbaa !12
  %_16 = getelementptr inbounds i32, i32* %_2, i64 %_9
  store i32 %_14, i32* %_16, align 4, !tbaa !12
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent norecurse nounwind }
attributes #1 = { nounwind speculatable readnone }
attributes #2 = { convergent nounwind }

!nvvm.annotations = !{!4, !5, !6, !7, !8}
!nvvmir.version = !{!11}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{void (i32*, i32*)* @cub_warp_scan, !"kernel", i32 1}
!5 = !{void (i32*, i32*)* @asm_bfly_sum, !"kernel", i32 1}
!6 = !{void (i32*, i32*)* @asm_ballot, !"kernel", i32 1}
!7 = !{void (i32*, i32*)* @asm_bar_reverse, !"kernel", i32 1}
!8 = !{void (i32*, i32*, i32*)* @asm_match_redux, !"kernel", i32 1}
!9 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C++ TBAA"}
!16 = !{i64 453}
!17 = distinct !{!17}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = !{i64 6022154}
!21 = !{i64 1283}
!22 = distinct !{!22}
!23 = !{i64 1626}
!24 = !{i64 2018}
!25 = !{i64 2340}
!26 = !{i64 2430}
