; ModuleID = 'warpasm.cu'
source_filename = "warpasm.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15asm_bar_reverseE1s = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @cub_warp_scan(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !12
  br label %13

11:                                               ; preds = %13
  %12 = getelementptr inbounds i32, ptr %1, i64 %8
  store i32 %16, ptr %12, align 4, !tbaa !12
  ret void

13:                                               ; preds = %2, %13
  %14 = phi i32 [ 1, %2 ], [ %17, %13 ]
  %15 = phi i32 [ %10, %2 ], [ %16, %13 ]
  %16 = tail call i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $4;  @p add.s32 r0, r0, $1;  mov.s32 $0, r0;}", "=r,r,r,r,r"(i32 %15, i32 %14, i32 0, i32 -1) #2, !srcloc !16
  %17 = shl nsw i32 %14, 1
  %18 = icmp ult i32 %17, 32
  br i1 %18, label %13, label %11, !llvm.loop !17
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @asm_bfly_sum(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !12
  %11 = tail call i32 asm sideeffect "activemask.b32 $0;", "=r"() #2, !srcloc !20
  br label %14

12:                                               ; preds = %14
  %13 = getelementptr inbounds i32, ptr %1, i64 %8
  store i32 %18, ptr %13, align 4, !tbaa !12
  ret void

14:                                               ; preds = %2, %14
  %15 = phi i32 [ %10, %2 ], [ %18, %14 ]
  %16 = phi i32 [ 16, %2 ], [ %19, %14 ]
  %17 = tail call i32 asm sideeffect "shfl.sync.bfly.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %15, i32 %16, i32 31, i32 %11) #2, !srcloc !21
  %18 = add nsw i32 %17, %15
  %19 = lshr i32 %16, 1
  %20 = icmp ult i32 %16, 2
  br i1 %20, label %12, label %14, !llvm.loop !22
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @asm_ballot(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !12
  %11 = tail call i32 asm sideeffect "{ .reg .pred p; setp.gt.s32 p, $1, 0; vote.sync.ballot.b32 $0, p, $2; }", "=r,r,r"(i32 %10, i32 -1) #2, !srcloc !23
  %12 = getelementptr inbounds i32, ptr %1, i64 %8
  store i32 %11, ptr %12, align 4, !tbaa !12
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @asm_bar_reverse(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = add i32 %6, %3
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !12
  %11 = sext i32 %3 to i64
  %12 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15asm_bar_reverseE1s to ptr), i64 0, i64 %11
  store i32 %10, ptr %12, align 4, !tbaa !12
  tail call void asm sideeffect "bar.sync 0;", "~{memory}"() #2, !srcloc !24
  %13 = xor i32 %3, -1
  %14 = add i32 %5, %13
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15asm_bar_reverseE1s to ptr), i64 0, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !12
  %18 = getelementptr inbounds i32, ptr %1, i64 %8
  store i32 %17, ptr %18, align 4, !tbaa !12
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @asm_match_redux(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !12
  %12 = and i32 %11, 3
  %13 = tail call i32 asm sideeffect "match.any.sync.b32 $0, $1, $2;", "=r,r,r"(i32 %12, i32 -1) #2, !srcloc !25
  %14 = tail call i32 asm sideeffect "redux.sync.add.s32 $0, $1, $2;", "=r,r,r"(i32 %11, i32 -1) #2, !srcloc !26
  %15 = getelementptr inbounds i32, ptr %1, i64 %9
  store i32 %13, ptr %15, align 4, !tbaa !12
  %16 = getelementptr inbounds i32, ptr %2, i64 %9
  store i32 %14, ptr %16, align 4, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9, !10}
!nvvmir.version = !{!11}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @cub_warp_scan, !"kernel", i32 1}
!5 = !{ptr @asm_bfly_sum, !"kernel", i32 1}
!6 = !{ptr @asm_ballot, !"kernel", i32 1}
!7 = !{ptr @asm_bar_reverse, !"kernel", i32 1}
!8 = !{ptr @asm_match_redux, !"kernel", i32 1}
!9 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C++ TBAA"}
!16 = !{i64 453}
!17 = distinct !{!17, !18, !19}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = !{i64 6022154}
!21 = !{i64 1283}
!22 = distinct !{!22, !18, !19}
!23 = !{i64 1626}
!24 = !{i64 2018}
!25 = !{i64 2340}
!26 = !{i64 2430}
