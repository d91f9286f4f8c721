; ModuleID = 'devruntime.cu'
source_filename = "devruntime.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%printf_args = type { i32, double, i8*, i64, i32, i32 }

@.str = private unnamed_addr constant [31 x i8] c"row %d: %5.2f %s %lld|%-4u|%x\0A\00", align 1
@.str1 = private unnamed_addr constant [4 x i8] c"odd\00", align 1
@.str2 = private unnamed_addr constant [5 x i8] c"even\00", align 1
@.str3 = private unnamed_addr constant [14 x i8] c"in[i] >= 0.0f\00", align 1
@.str4 = private unnamed_addr constant [25 x i8] c"devruntime.cu\00", align 1
@__PRETTY_FUNCTION__.checked_sqrt = private unnamed_addr constant [47 x i8] c"void checked_sqrt(const float *, float *, int)\00", align 1

define dso_local void @print_rows(i32* nocapture readonly %_0, float* nocapture readonly %_1, i32 %_2) local_unnamed_addr #0 {
_3:
  %_4 = alloca %printf_args, align 8
  %_5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_7 = mul i32 %_5, %_6
  %_8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_9 = add i32 %_7, %_8
  %_10 = icmp slt i32 %_9, %_2
  br i1 %_10, label %_11, label %_33

_11:                                               ; preds = %3
  %_12 = sext i32 %_9 to i64
  %_13 = getelementptr inbounds float, float* %_1, i64 %_12
  %_14 = load float, float* %_13, align 4, !tbaa !10
  %_15 = fpext float %_14 to double
  %_16 = and i32 %_9, 1
  %_17 = icmp eq i32 %_16, 0
  %_18 = select i1 %_17, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str2, i64 0, i64 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str1, i64 0, i64 0)
  %_19 = getelementptr inbounds i32, i32* %_0, i64 %_12
  %_20 = load i32, i32* %_19, align 4, !tbaa !14
  %_21 = sext i32 %_20 to i64
  %_22 = mul nsw i64 %_21, 1000000000
  %_23 = mul i32 %_9, 3
  %_24 = and i32 %_20, 255
  %_25 = getelementptr inbounds %printf_args, %printf_args* %_4, i64 0, i32 0
  store i32 %_9, i32* %_25, align 8
  %_26 = getelementptr inbounds %printf_args, %printf_args* %_4, i64 0, i32 1
  store double %_15, double* %_26, align 8
  %_27 = getelementptr inbounds %printf_args, %printf_args* %_4, i64 0, i32 2
  store i8* %_18, i8** %_27, align 8
  %_28 = getelementptr inbounds %printf_args, %printf_args* %_4, i64 0, i32 3
  store i64 %_22, i64* %_28, align 8
  %_29 = getelementptr inbounds %printf_args, %printf_args* %_4, i64 0, i32 4
  store i32 %_23, i32* %_29, align 8
  %_30 = getelementptr inbounds %printf_args, %printf_args* %_4, i64 0, i32 5
  store i32 %_24, i32* %_30, align 4
  %_31 = bitcast %printf_args* %_4 to i8*
  %_32 = call i32 @vprintf(i8* nonnull getelementptr inbounds ([31 x i8], [31 x i8]* @.str, i64 0, i64 0), i8* nonnull %_31) #7
  br label %_33

_33:                                               ; preds = %11, %3
  ret void
}

declare i32 @vprintf(i8*, i8*) local_unnamed_addr

define dso_local void @checked_sqrt(float* nocapture readonly %_0, float* nocapture writeonly %_1, i32 %_2) local_unnamed_addr #1 {
_3:
  %_4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_6 = mul i32 %_4, %_5
  %_7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_8 = add i32 %_6, %_7
  %_9 = icmp slt i32 %_8, %_2
  br i1 %_9, label %_10, label %_20

_10:                                               ; preds = %3
  %_11 = sext i32 %_8 to i64
  %_12 = getelementptr inbounds float, float* %_0, i64 %_11
  %_13 = load float, float* %_12, align 4, !tbaa !10
  %_14 = fcmp contract ult float %_13, 0.000000e+00
  br i1 %_14, label %_15, label %_16

_15:                                               ; preds = %10
  tail call void @__assertfail(i8* nonnull getelementptr inbounds ([14 x i8], [14 x i8]* @.str3, i64 0, i64 0), i8* nonnull getelementptr inbounds ([25 x i8], [25 x i8]* @.str4, i64 0, i64 0), i32 16, i8* nonnull getelementptr inbounds ([47 x i8], [47 x i8]* @__PRETTY_FUNCTION__.checked_sqrt, i64 0, i64 0), i64 1) #8
  br label %_16

_16:                                               ; preds = %10, %15
  %_17 = load float, float* %_12, align 4, !tbaa !10
  %_18 = tail call float @llvm.nvvm.sqrt.approx.f(float %_17) #7
  %_19 = getelementptr inbounds float, float* %_1, i64 %_11
  store float %_18, float* %_19, align 4, !tbaa !10
  br label %_20

_20:                                               ; preds = %3, %16
  ret void
}

define dso_local void @heap_scratch(i32* nocapture readonly %_0, i32* nocapture writeonly %_1, i32 %_2) local_unnamed_addr #1 {
_3:
  %_4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_6 = mul i32 %_4, %_5
  %_7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_8 = add i32 %_6, %_7
  %_9 = icmp slt i32 %_8, %_2
  br i1 %_9, label %_10, label %_38

_10:                                               ; preds = %3
  %_11 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 16) #9
  %_12 = bitcast i8* %_11 to i32*
  %_13 = icmp eq i8* %_11, null
  br i1 %_13, label %_38, label %_14

_14:                                               ; preds = %10
  %_15 = sext i32 %_8 to i64
  %_16 = getelementptr inbounds i32, i32* %_0, i64 %_15
  %_17 = load i32, i32* %_16, align 4, !tbaa !14
  br label %_31

_18:                                               ; preds = %31
  %_19 = load i32, i32* %_12, align 4, !tbaa !14
  %_20 = getelementptr inbounds i32, i32* %_12, i64 1
  %_21 = load i32, i32* %_20, align 4, !tbaa !14
  %_22 = add nsw i32 %_21, %_19
  %_23 = getelementptr inbounds i32, i32* %_12, i64 2
  %_24 = load i32, i32* %_23, align 4, !tbaa !14
  %_25 = add nsw i32 %_22, %_24
  %_26 = getelementptr inbounds i32, i32* %_12, i64 3
  %_27 = load i32, i32* %_26, align 4, !tbaa !14
  %_28 = add nsw i32 %_25, %_27
  %_29 = sext i32 %_8 to i64
  %_30 = getelementptr inbounds i32, i32* %_1, i64 %_29
  store i32 %_28, i32* %_30, align 4, !tbaa !14
  tail call void @free(i8* %_11) #8
  br label %_38

_31:                                               ; preds = %14, %31
  %_32 = phi i32 [ 0, %_14 ], [ %_33, %_31 ]
  %_33 = add nuw nsw i32 %_32, 1
  %_34 = mul nsw i32 %_17, %_33
  %_35 = zext i32 %_32 to i64
  %_36 = getelementptr inbounds i32, i32* %_12, i64 %_35
  store i32 %_34, i32* %_36, align 4, !tbaa !14
  %_37 = icmp eq i32 %_33, 4
  br i1 %_37, label %_18, label %_31, !llvm.loop !16

_38:                                               ; preds = %18, %10, %3
  ret void
}

declare dso_local noalias i8* @malloc(i64 ) local_unnamed_addr #2

declare dso_local void @free(i8* nocapture ) local_unnamed_addr #3

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

declare dso_local void @__assertfail(i8* , i8* , i32 , i8* , i64 ) local_unnamed_addr #5

declare float @llvm.nvvm.sqrt.approx.f(float) #6

attributes #0 = { norecurse nounwind }
attributes #1 = { convergent norecurse nounwind }
attributes #2 = { convergent nounwind allocsize(0) inaccessiblememonly }
attributes #3 = { convergent nounwind inaccessiblemem_or_argmemonly }
attributes #4 = { nounwind speculatable readnone }
attributes #5 = { convergent nounwind }
attributes #6 = { nounwind readnone }
attributes #7 = { nounwind }
attributes #8 = { convergent nounwind }
attributes #9 = { convergent nounwind allocsize(0) }

!nvvm.annotations = !{!4, !5, !6}
!nvvmir.version = !{!9}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{void (i32*, float*, i32)* @print_rows, !"kernel", i32 1}
!5 = !{void (float*, float*, i32)* @checked_sqrt, !"kernel", i32 1}
!6 = !{void (i32*, i32*, i32)* @heap_scratch, !"kernel", i32 1}
!7 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!8 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!9 = !{i32 2, i32 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !12, i64 0}
!16 = distinct !{!16}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!"llvm.loop.unroll.disable"}
