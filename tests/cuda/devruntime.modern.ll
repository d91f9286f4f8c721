; ModuleID = 'devruntime.cu'
source_filename = "devruntime.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%printf_args = type { i32, double, ptr, i64, i32, i32 }

@.str = private unnamed_addr constant [31 x i8] c"row %d: %5.2f %s %lld|%-4u|%x\0A\00", align 1
@.str1 = private unnamed_addr constant [4 x i8] c"odd\00", align 1
@.str2 = private unnamed_addr constant [5 x i8] c"even\00", align 1
@.str3 = private unnamed_addr constant [14 x i8] c"in[i] >= 0.0f\00", align 1
@.str4 = private unnamed_addr constant [25 x i8] c"devruntime.cu\00", align 1
@__PRETTY_FUNCTION__.checked_sqrt = private unnamed_addr constant [47 x i8] c"void checked_sqrt(const float *, float *, int)\00", align 1

; Function Attrs: mustprogress norecurse nounwind
define dso_local void @print_rows(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = alloca %printf_args, align 8
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %31

11:                                               ; preds = %3
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, ptr %1, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !10
  %15 = fpext float %14 to double
  %16 = and i32 %9, 1
  %17 = icmp eq i32 %16, 0
  %18 = select i1 %17, ptr @.str2, ptr @.str1
  %19 = getelementptr inbounds i32, ptr %0, i64 %12
  %20 = load i32, ptr %19, align 4, !tbaa !14
  %21 = sext i32 %20 to i64
  %22 = mul nsw i64 %21, 1000000000
  %23 = mul i32 %9, 3
  %24 = and i32 %20, 255
  store i32 %9, ptr %4, align 8
  %25 = getelementptr inbounds %printf_args, ptr %4, i64 0, i32 1
  store double %15, ptr %25, align 8
  %26 = getelementptr inbounds %printf_args, ptr %4, i64 0, i32 2
  store ptr %18, ptr %26, align 8
  %27 = getelementptr inbounds %printf_args, ptr %4, i64 0, i32 3
  store i64 %22, ptr %27, align 8
  %28 = getelementptr inbounds %printf_args, ptr %4, i64 0, i32 4
  store i32 %23, ptr %28, align 8
  %29 = getelementptr inbounds %printf_args, ptr %4, i64 0, i32 5
  store i32 %24, ptr %29, align 4
  %30 = call i32 @vprintf(ptr nonnull @.str, ptr nonnull %4) #7
  br label %31

31:                                               ; preds = %11, %3
  ret void
}

declare i32 @vprintf(ptr, ptr) local_unnamed_addr

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @checked_sqrt(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %20

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !10
  %14 = fcmp contract ult float %13, 0.000000e+00
  br i1 %14, label %15, label %16

15:                                               ; preds = %10
  tail call void @__assertfail(ptr noundef nonnull @.str3, ptr noundef nonnull @.str4, i32 noundef 16, ptr noundef nonnull @__PRETTY_FUNCTION__.checked_sqrt, i64 noundef 1) #8
  br label %16

16:                                               ; preds = %10, %15
  %17 = load float, ptr %12, align 4, !tbaa !10
  %18 = tail call float @llvm.nvvm.sqrt.approx.f(float %17) #7
  %19 = getelementptr inbounds float, ptr %1, i64 %11
  store float %18, ptr %19, align 4, !tbaa !10
  br label %20

20:                                               ; preds = %3, %16
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @heap_scratch(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %37

10:                                               ; preds = %3
  %11 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #9
  %12 = icmp eq ptr %11, null
  br i1 %12, label %37, label %13

13:                                               ; preds = %10
  %14 = sext i32 %8 to i64
  %15 = getelementptr inbounds i32, ptr %0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !14
  br label %30

17:                                               ; preds = %30
  %18 = load i32, ptr %11, align 4, !tbaa !14
  %19 = getelementptr inbounds i32, ptr %11, i64 1
  %20 = load i32, ptr %19, align 4, !tbaa !14
  %21 = add nsw i32 %20, %18
  %22 = getelementptr inbounds i32, ptr %11, i64 2
  %23 = load i32, ptr %22, align 4, !tbaa !14
  %24 = add nsw i32 %21, %23
  %25 = getelementptr inbounds i32, ptr %11, i64 3
  %26 = load i32, ptr %25, align 4, !tbaa !14
  %27 = add nsw i32 %24, %26
  %28 = sext i32 %8 to i64
  %29 = getelementptr inbounds i32, ptr %1, i64 %28
  store i32 %27, ptr %29, align 4, !tbaa !14
  tail call void @free(ptr noundef %11) #8
  br label %37

30:                                               ; preds = %13, %30
  %31 = phi i32 [ 0, %13 ], [ %32, %30 ]
  %32 = add nuw nsw i32 %31, 1
  %33 = mul nsw i32 %16, %32
  %34 = zext i32 %31 to i64
  %35 = getelementptr inbounds i32, ptr %11, i64 %34
  store i32 %33, ptr %35, align 4, !tbaa !14
  %36 = icmp eq i32 %32, 4
  br i1 %36, label %17, label %30, !llvm.loop !16

37:                                               ; preds = %17, %10, %3
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: convergent nounwind
declare dso_local void @__assertfail(ptr noundef, ptr noundef, i32 noundef, ptr noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #6

attributes #0 = { mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #3 = { convergent mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { convergent nounwind }
attributes #9 = { convergent nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6}
!llvm.ident = !{!7, !8}
!nvvmir.version = !{!9}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @print_rows, !"kernel", i32 1}
!5 = !{ptr @checked_sqrt, !"kernel", i32 1}
!6 = !{ptr @heap_scratch, !"kernel", i32 1}
!7 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!8 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!9 = !{i32 2, i32 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !12, i64 0}
!16 = distinct !{!16, !17, !18}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!"llvm.loop.unroll.disable"}
