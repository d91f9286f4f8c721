; ModuleID = 'suites.cu'
source_filename = "suites.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.LJ = type { float, float, float }
%struct.float4 = type { float, float, float, float }

@_ZZ14calculate_tempE12temp_on_cuda = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ14calculate_tempE13power_on_cuda = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ14calculate_tempE6temp_t = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ20needle_cuda_shared_1E4temp = internal unnamed_addr addrspace(3) global [17 x [17 x i32]] undef, align 4
@_ZZ20needle_cuda_shared_1E3ref = internal unnamed_addr addrspace(3) global [16 x [16 x i32]] undef, align 4
@binb = dso_local addrspace(4) externally_initialized global [32 x double] zeroinitializer, align 8
@_ZZ10tpacf_binsE5shist = internal addrspace(3) global [32 x i32] undef, align 4
@_ZZ17radix_digit_countE11warp_counts = internal unnamed_addr addrspace(3) global [32 x [16 x i32]] undef, align 4
@_ZZ17bpnn_layerforwardE10input_node = internal unnamed_addr addrspace(3) global [16 x float] undef, align 4
@_ZZ17bpnn_layerforwardE13weight_matrix = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@sdata = external dso_local addrspace(3) global [0 x float], align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @binb to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @calculate_temp(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, float noundef %8, float noundef %9, float noundef %10, float noundef %11, float noundef %12) local_unnamed_addr #0 {
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %16 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %18 = fdiv contract float %12, %8
  %19 = fdiv contract float 1.000000e+00, %9
  %20 = fdiv contract float 1.000000e+00, %10
  %21 = fdiv contract float 1.000000e+00, %11
  %22 = shl nsw i32 %0, 1
  %23 = sub nsw i32 16, %22
  %24 = mul nsw i32 %23, %15
  %25 = sub nsw i32 %24, %7
  %26 = mul nsw i32 %23, %14
  %27 = sub nsw i32 %26, %6
  %28 = add nsw i32 %25, 15
  %29 = add nsw i32 %27, 15
  %30 = add nsw i32 %25, %17
  %31 = add nsw i32 %27, %16
  %32 = mul nsw i32 %30, %4
  %33 = add nsw i32 %32, %31
  %34 = icmp sgt i32 %30, -1
  br i1 %34, label %35, label %51

35:                                               ; preds = %13
  %36 = icmp slt i32 %30, %5
  %37 = icmp sgt i32 %31, -1
  %38 = select i1 %36, i1 %37, i1 false
  %39 = icmp slt i32 %31, %4
  %40 = select i1 %38, i1 %39, i1 false
  br i1 %40, label %41, label %51

41:                                               ; preds = %35
  %42 = sext i32 %33 to i64
  %43 = getelementptr inbounds float, ptr %2, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !24
  %45 = sext i32 %17 to i64
  %46 = sext i32 %16 to i64
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempE12temp_on_cuda to ptr), i64 0, i64 %45, i64 %46
  store float %44, ptr %47, align 4, !tbaa !24
  %48 = getelementptr inbounds float, ptr %1, i64 %42
  %49 = load float, ptr %48, align 4, !tbaa !24
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempE13power_on_cuda to ptr), i64 0, i64 %45, i64 %46
  store float %49, ptr %50, align 4, !tbaa !24
  br label %51

51:                                               ; preds = %41, %35, %13
  tail call void @llvm.nvvm.barrier0()
  %52 = icmp sgt i32 %0, 0
  br i1 %52, label %53, label %150

53:                                               ; preds = %51
  %54 = add nsw i32 %16, 1
  %55 = icmp slt i32 %29, %4
  %56 = xor i32 %27, -1
  %57 = add i32 %56, %4
  %58 = select i1 %55, i32 15, i32 %57
  %59 = tail call i32 @llvm.smin.i32(i32 %54, i32 %58)
  %60 = add nsw i32 %16, -1
  %61 = icmp slt i32 %27, 0
  %62 = sub nsw i32 0, %27
  %63 = select i1 %61, i32 %62, i32 0
  %64 = tail call i32 @llvm.smax.i32(i32 %60, i32 %63)
  %65 = add nsw i32 %17, 1
  %66 = icmp slt i32 %28, %5
  %67 = xor i32 %25, -1
  %68 = add i32 %67, %5
  %69 = select i1 %66, i32 15, i32 %68
  %70 = tail call i32 @llvm.smin.i32(i32 %65, i32 %69)
  %71 = add nsw i32 %17, -1
  %72 = icmp slt i32 %25, 0
  %73 = sub nsw i32 0, %25
  %74 = select i1 %72, i32 %73, i32 0
  %75 = tail call i32 @llvm.smax.i32(i32 %71, i32 %74)
  %76 = icmp slt i32 %16, %63
  %77 = icmp sgt i32 %16, %58
  %78 = icmp slt i32 %17, %74
  %79 = icmp sgt i32 %17, %69
  %80 = sext i32 %17 to i64
  %81 = sext i32 %16 to i64
  %82 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempE12temp_on_cuda to ptr), i64 0, i64 %80, i64 %81
  %83 = fpext float %18 to double
  %84 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempE13power_on_cuda to ptr), i64 0, i64 %80, i64 %81
  %85 = sext i32 %70 to i64
  %86 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempE12temp_on_cuda to ptr), i64 0, i64 %85, i64 %81
  %87 = sext i32 %75 to i64
  %88 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempE12temp_on_cuda to ptr), i64 0, i64 %87, i64 %81
  %89 = fpext float %20 to double
  %90 = sext i32 %59 to i64
  %91 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempE12temp_on_cuda to ptr), i64 0, i64 %80, i64 %90
  %92 = sext i32 %64 to i64
  %93 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempE12temp_on_cuda to ptr), i64 0, i64 %80, i64 %92
  %94 = fpext float %19 to double
  %95 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempE6temp_t to ptr), i64 0, i64 %80, i64 %81
  %96 = add nsw i32 %0, -1
  %97 = sext i32 %17 to i64
  %98 = sext i32 %16 to i64
  %99 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempE6temp_t to ptr), i64 0, i64 %97, i64 %98
  %100 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempE12temp_on_cuda to ptr), i64 0, i64 %97, i64 %98
  br label %101

101:                                              ; preds = %149, %53
  %102 = phi i32 [ 0, %53 ], [ %103, %149 ]
  %103 = add nuw nsw i32 %102, 1
  %104 = icmp sgt i32 %16, %102
  br i1 %104, label %105, label %143

105:                                              ; preds = %101
  %106 = sub nsw i32 14, %102
  %107 = icmp sgt i32 %16, %106
  %108 = icmp sle i32 %17, %102
  %109 = or i1 %108, %107
  %110 = icmp sgt i32 %17, %106
  %111 = or i1 %110, %109
  %112 = select i1 %111, i1 true, i1 %76
  %113 = select i1 %112, i1 true, i1 %77
  %114 = select i1 %113, i1 true, i1 %78
  %115 = select i1 %114, i1 true, i1 %79
  br i1 %115, label %143, label %116

116:                                              ; preds = %105
  %117 = load float, ptr %82, align 4, !tbaa !24
  %118 = fpext float %117 to double
  %119 = load float, ptr %84, align 4, !tbaa !24
  %120 = fpext float %119 to double
  %121 = load float, ptr %86, align 4, !tbaa !24
  %122 = load float, ptr %88, align 4, !tbaa !24
  %123 = fadd contract float %121, %122
  %124 = fpext float %123 to double
  %125 = fmul contract double %118, 2.000000e+00
  %126 = fsub contract double %124, %125
  %127 = fmul contract double %126, %89
  %128 = fadd contract double %127, %120
  %129 = load float, ptr %91, align 4, !tbaa !24
  %130 = load float, ptr %93, align 4, !tbaa !24
  %131 = fadd contract float %129, %130
  %132 = fpext float %131 to double
  %133 = fsub contract double %132, %125
  %134 = fmul contract double %133, %94
  %135 = fadd contract double %128, %134
  %136 = fsub contract float 8.000000e+01, %117
  %137 = fmul contract float %21, %136
  %138 = fpext float %137 to double
  %139 = fadd contract double %135, %138
  %140 = fmul contract double %139, %83
  %141 = fadd contract double %140, %118
  %142 = fptrunc double %141 to float
  store float %142, ptr %95, align 4, !tbaa !24
  br label %143

143:                                              ; preds = %116, %105, %101
  %144 = phi i1 [ true, %116 ], [ false, %105 ], [ false, %101 ]
  tail call void @llvm.nvvm.barrier0()
  %145 = icmp eq i32 %102, %96
  br i1 %145, label %150, label %146

146:                                              ; preds = %143
  br i1 %144, label %147, label %149

147:                                              ; preds = %146
  %148 = load float, ptr %99, align 4, !tbaa !24
  store float %148, ptr %100, align 4, !tbaa !24
  br label %149

149:                                              ; preds = %147, %146
  tail call void @llvm.nvvm.barrier0()
  br label %101

150:                                              ; preds = %143, %51
  %151 = phi i1 [ undef, %51 ], [ %144, %143 ]
  br i1 %151, label %152, label %159

152:                                              ; preds = %150
  %153 = sext i32 %17 to i64
  %154 = sext i32 %16 to i64
  %155 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempE6temp_t to ptr), i64 0, i64 %153, i64 %154
  %156 = load float, ptr %155, align 4, !tbaa !24
  %157 = sext i32 %33 to i64
  %158 = getelementptr inbounds float, ptr %3, i64 %157
  store float %156, ptr %158, align 4, !tbaa !24
  br label %159

159:                                              ; preds = %152, %150
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i32 @_Z7maximumiii(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call i32 @llvm.smax.i32(i32 %0, i32 %1)
  %5 = tail call i32 @llvm.smax.i32(i32 %4, i32 %2)
  ret i32 %5
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @needle_cuda_shared_1(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = xor i32 %7, -1
  %10 = add i32 %9, %4
  %11 = shl nsw i32 %2, 4
  %12 = mul nsw i32 %11, %10
  %13 = shl nsw i32 %7, 4
  %14 = add nsw i32 %12, %13
  %15 = add nsw i32 %14, %8
  %16 = add i32 %15, 1
  %17 = add i32 %16, %2
  %18 = add nsw i32 %15, 1
  %19 = icmp eq i32 %8, 0
  br i1 %19, label %20, label %24

20:                                               ; preds = %6
  %21 = sext i32 %14 to i64
  %22 = getelementptr inbounds i32, ptr %1, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !28
  store i32 %23, ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1E4temp to ptr), align 4, !tbaa !28
  br label %24

24:                                               ; preds = %20, %6
  %25 = sext i32 %8 to i64
  br label %41

26:                                               ; preds = %41
  tail call void @llvm.nvvm.barrier0()
  %27 = add i32 %8, 1
  %28 = mul i32 %27, %2
  %29 = add i32 %28, %14
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %1, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !28
  %33 = add nsw i32 %8, 1
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1E4temp to ptr), i64 0, i64 %34
  store i32 %32, ptr %35, align 4, !tbaa !28
  tail call void @llvm.nvvm.barrier0()
  %36 = sext i32 %18 to i64
  %37 = getelementptr inbounds i32, ptr %1, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !28
  %39 = getelementptr inbounds [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1E4temp to ptr), i64 0, i64 %34
  store i32 %38, ptr %39, align 4, !tbaa !28
  tail call void @llvm.nvvm.barrier0()
  %40 = sext i32 %8 to i64
  br label %58

41:                                               ; preds = %24, %41
  %42 = phi i32 [ 0, %24 ], [ %50, %41 ]
  %43 = mul nsw i32 %42, %2
  %44 = add nsw i32 %43, %17
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr %0, i64 %45
  %47 = load i32, ptr %46, align 4, !tbaa !28
  %48 = zext i32 %42 to i64
  %49 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1E3ref to ptr), i64 0, i64 %48, i64 %25
  store i32 %47, ptr %49, align 4, !tbaa !28
  %50 = add nuw nsw i32 %42, 1
  %51 = icmp eq i32 %50, 16
  br i1 %51, label %26, label %41, !llvm.loop !30

52:                                               ; preds = %80
  %53 = add nsw i32 %8, 16
  %54 = sub nsw i32 16, %8
  %55 = sub i32 15, %8
  %56 = sext i32 %55 to i64
  %57 = sext i32 %54 to i64
  br label %83

58:                                               ; preds = %26, %80
  %59 = phi i32 [ 0, %26 ], [ %81, %80 ]
  %60 = icmp slt i32 %59, %8
  br i1 %60, label %80, label %61

61:                                               ; preds = %58
  %62 = sub nsw i32 %59, %8
  %63 = add nsw i32 %62, 1
  %64 = sext i32 %62 to i64
  %65 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1E4temp to ptr), i64 0, i64 %64, i64 %40
  %66 = load i32, ptr %65, align 4, !tbaa !28
  %67 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1E3ref to ptr), i64 0, i64 %64, i64 %40
  %68 = load i32, ptr %67, align 4, !tbaa !28
  %69 = add nsw i32 %68, %66
  %70 = sext i32 %63 to i64
  %71 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1E4temp to ptr), i64 0, i64 %70, i64 %40
  %72 = load i32, ptr %71, align 4, !tbaa !28
  %73 = sub nsw i32 %72, %3
  %74 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1E4temp to ptr), i64 0, i64 %64, i64 %34
  %75 = load i32, ptr %74, align 4, !tbaa !28
  %76 = sub nsw i32 %75, %3
  %77 = tail call i32 @llvm.smax.i32(i32 %69, i32 %73)
  %78 = tail call i32 @llvm.smax.i32(i32 %77, i32 %76)
  %79 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1E4temp to ptr), i64 0, i64 %70, i64 %34
  store i32 %78, ptr %79, align 4, !tbaa !28
  br label %80

80:                                               ; preds = %61, %58
  tail call void @llvm.nvvm.barrier0()
  %81 = add nuw nsw i32 %59, 1
  %82 = icmp eq i32 %81, 16
  br i1 %82, label %52, label %58, !llvm.loop !33

83:                                               ; preds = %52, %105
  %84 = phi i32 [ 14, %52 ], [ %106, %105 ]
  %85 = icmp sgt i32 %8, %84
  br i1 %85, label %105, label %86

86:                                               ; preds = %83
  %87 = sub i32 %53, %84
  %88 = add nsw i32 %87, -1
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1E4temp to ptr), i64 0, i64 %56, i64 %89
  %91 = load i32, ptr %90, align 4, !tbaa !28
  %92 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1E3ref to ptr), i64 0, i64 %56, i64 %89
  %93 = load i32, ptr %92, align 4, !tbaa !28
  %94 = add nsw i32 %93, %91
  %95 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1E4temp to ptr), i64 0, i64 %57, i64 %89
  %96 = load i32, ptr %95, align 4, !tbaa !28
  %97 = sub nsw i32 %96, %3
  %98 = sext i32 %87 to i64
  %99 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1E4temp to ptr), i64 0, i64 %56, i64 %98
  %100 = load i32, ptr %99, align 4, !tbaa !28
  %101 = sub nsw i32 %100, %3
  %102 = tail call i32 @llvm.smax.i32(i32 %94, i32 %97)
  %103 = tail call i32 @llvm.smax.i32(i32 %102, i32 %101)
  %104 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1E4temp to ptr), i64 0, i64 %57, i64 %98
  store i32 %103, ptr %104, align 4, !tbaa !28
  br label %105

105:                                              ; preds = %86, %83
  tail call void @llvm.nvvm.barrier0()
  %106 = add nsw i32 %84, -1
  %107 = icmp eq i32 %84, 0
  br i1 %107, label %109, label %83, !llvm.loop !34

108:                                              ; preds = %109
  ret void

109:                                              ; preds = %105, %109
  %110 = phi i32 [ %111, %109 ], [ 0, %105 ]
  %111 = add nuw nsw i32 %110, 1
  %112 = zext i32 %111 to i64
  %113 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1E4temp to ptr), i64 0, i64 %112, i64 %34
  %114 = load i32, ptr %113, align 4, !tbaa !28
  %115 = mul nsw i32 %110, %2
  %116 = add nsw i32 %115, %17
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds i32, ptr %1, i64 %117
  store i32 %114, ptr %118, align 4, !tbaa !28
  %119 = icmp eq i32 %111, 16
  br i1 %119, label %108, label %109, !llvm.loop !35
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reduce6_128(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 8
  %7 = add i32 %6, %4
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %9 = shl i32 %8, 8
  %10 = zext i32 %4 to i64
  %11 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @sdata to ptr), i64 0, i64 %10
  store float 0.000000e+00, ptr %11, align 4, !tbaa !24
  %12 = icmp ult i32 %7, %2
  br i1 %12, label %13, label %31

13:                                               ; preds = %3, %27
  %14 = phi float [ %28, %27 ], [ 0.000000e+00, %3 ]
  %15 = phi i32 [ %29, %27 ], [ %7, %3 ]
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %0, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !24
  %19 = fadd contract float %14, %18
  store float %19, ptr %11, align 4, !tbaa !24
  %20 = add i32 %15, 128
  %21 = icmp ult i32 %20, %2
  br i1 %21, label %22, label %27

22:                                               ; preds = %13
  %23 = zext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !24
  %26 = fadd contract float %19, %25
  store float %26, ptr %11, align 4, !tbaa !24
  br label %27

27:                                               ; preds = %22, %13
  %28 = phi float [ %26, %22 ], [ %19, %13 ]
  %29 = add i32 %15, %9
  %30 = icmp ult i32 %29, %2
  br i1 %30, label %13, label %31, !llvm.loop !36

31:                                               ; preds = %27, %3
  tail call void @llvm.nvvm.barrier0()
  %32 = icmp ult i32 %4, 64
  br i1 %32, label %33, label %40

33:                                               ; preds = %31
  %34 = add i32 %4, 64
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @sdata to ptr), i64 0, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !24
  %38 = load float, ptr %11, align 4, !tbaa !24
  %39 = fadd contract float %37, %38
  store float %39, ptr %11, align 4, !tbaa !24
  br label %40

40:                                               ; preds = %33, %31
  tail call void @llvm.nvvm.barrier0()
  %41 = icmp ult i32 %4, 32
  br i1 %41, label %42, label %80

42:                                               ; preds = %40
  %43 = add i32 %4, 32
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @sdata to ptr), i64 %44
  %46 = load volatile float, ptr %45, align 4, !tbaa !24
  %47 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @sdata to ptr), i64 %10
  %48 = load volatile float, ptr %47, align 4, !tbaa !24
  %49 = fadd contract float %46, %48
  store volatile float %49, ptr %47, align 4, !tbaa !24
  %50 = add i32 %4, 16
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @sdata to ptr), i64 %51
  %53 = load volatile float, ptr %52, align 4, !tbaa !24
  %54 = load volatile float, ptr %47, align 4, !tbaa !24
  %55 = fadd contract float %53, %54
  store volatile float %55, ptr %47, align 4, !tbaa !24
  %56 = add i32 %4, 8
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @sdata to ptr), i64 %57
  %59 = load volatile float, ptr %58, align 4, !tbaa !24
  %60 = load volatile float, ptr %47, align 4, !tbaa !24
  %61 = fadd contract float %59, %60
  store volatile float %61, ptr %47, align 4, !tbaa !24
  %62 = add i32 %4, 4
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @sdata to ptr), i64 %63
  %65 = load volatile float, ptr %64, align 4, !tbaa !24
  %66 = load volatile float, ptr %47, align 4, !tbaa !24
  %67 = fadd contract float %65, %66
  store volatile float %67, ptr %47, align 4, !tbaa !24
  %68 = add i32 %4, 2
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @sdata to ptr), i64 %69
  %71 = load volatile float, ptr %70, align 4, !tbaa !24
  %72 = load volatile float, ptr %47, align 4, !tbaa !24
  %73 = fadd contract float %71, %72
  store volatile float %73, ptr %47, align 4, !tbaa !24
  %74 = add i32 %4, 1
  %75 = zext i32 %74 to i64
  %76 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @sdata to ptr), i64 %75
  %77 = load volatile float, ptr %76, align 4, !tbaa !24
  %78 = load volatile float, ptr %47, align 4, !tbaa !24
  %79 = fadd contract float %77, %78
  store volatile float %79, ptr %47, align 4, !tbaa !24
  br label %80

80:                                               ; preds = %42, %40
  %81 = icmp eq i32 %4, 0
  br i1 %81, label %82, label %86

82:                                               ; preds = %80
  %83 = load float, ptr addrspacecast (ptr addrspace(3) @sdata to ptr), align 4, !tbaa !24
  %84 = zext i32 %5 to i64
  %85 = getelementptr inbounds float, ptr %1, i64 %84
  store float %83, ptr %85, align 4, !tbaa !24
  br label %86

86:                                               ; preds = %80, %82
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @tpacf_bins(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = icmp slt i32 %6, 32
  br i1 %7, label %8, label %11

8:                                                ; preds = %5
  %9 = sext i32 %6 to i64
  %10 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10tpacf_binsE5shist to ptr), i64 0, i64 %9
  store i32 0, ptr %10, align 4, !tbaa !28
  br label %11

11:                                               ; preds = %8, %5
  tail call void @llvm.nvvm.barrier0()
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = add i32 %14, %6
  %16 = icmp slt i32 %15, %4
  br i1 %16, label %17, label %20

17:                                               ; preds = %11
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %19 = mul i32 %13, %18
  br label %21

20:                                               ; preds = %57, %11
  tail call void @llvm.nvvm.barrier0()
  br i1 %7, label %63, label %69

21:                                               ; preds = %17, %57
  %22 = phi i32 [ %15, %17 ], [ %61, %57 ]
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !24
  %26 = fpext float %25 to double
  %27 = load float, ptr %0, align 4, !tbaa !24
  %28 = fpext float %27 to double
  %29 = fmul contract double %26, %28
  %30 = getelementptr inbounds float, ptr %1, i64 %23
  %31 = load float, ptr %30, align 4, !tbaa !24
  %32 = fpext float %31 to double
  %33 = load float, ptr %1, align 4, !tbaa !24
  %34 = fpext float %33 to double
  %35 = fmul contract double %32, %34
  %36 = fadd contract double %29, %35
  %37 = getelementptr inbounds float, ptr %2, i64 %23
  %38 = load float, ptr %37, align 4, !tbaa !24
  %39 = fpext float %38 to double
  %40 = load float, ptr %2, align 4, !tbaa !24
  %41 = fpext float %40 to double
  %42 = fmul contract double %39, %41
  %43 = fadd contract double %36, %42
  br label %44

44:                                               ; preds = %21, %44
  %45 = phi i32 [ 31, %21 ], [ %54, %44 ]
  %46 = phi i32 [ 0, %21 ], [ %53, %44 ]
  %47 = add nsw i32 %45, %46
  %48 = sdiv i32 %47, 2
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [32 x double], ptr addrspacecast (ptr addrspace(4) @binb to ptr), i64 0, i64 %49
  %51 = load double, ptr %50, align 8, !tbaa !37
  %52 = fcmp contract ult double %43, %51
  %53 = select i1 %52, i32 %48, i32 %46
  %54 = select i1 %52, i32 %45, i32 %48
  %55 = add nsw i32 %53, 1
  %56 = icmp sgt i32 %54, %55
  br i1 %56, label %44, label %57, !llvm.loop !39

57:                                               ; preds = %44
  %58 = sext i32 %54 to i64
  %59 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10tpacf_binsE5shist to ptr), i64 0, i64 %58
  %60 = atomicrmw add ptr %59, i32 1 seq_cst, align 4
  %61 = add i32 %22, %19
  %62 = icmp slt i32 %61, %4
  br i1 %62, label %21, label %20, !llvm.loop !40

63:                                               ; preds = %20
  %64 = sext i32 %6 to i64
  %65 = getelementptr inbounds i32, ptr %3, i64 %64
  %66 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10tpacf_binsE5shist to ptr), i64 0, i64 %64
  %67 = load i32, ptr %66, align 4, !tbaa !28
  %68 = atomicrmw add ptr %65, i32 %67 seq_cst, align 4
  br label %69

69:                                               ; preds = %63, %20
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local void @compute_lj_force(ptr nocapture noundef writeonly %0, ptr noalias nocapture noundef readonly %1, i32 noundef %2, ptr noalias nocapture noundef readonly %3, ptr nocapture noundef readonly byval(%struct.LJ) align 4 %4, i32 noundef %5) local_unnamed_addr #3 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp ult i32 %11, %5
  br i1 %12, label %13, label %80

13:                                               ; preds = %6
  %14 = zext i32 %11 to i64
  %15 = getelementptr inbounds %struct.float4, ptr %1, i64 %14
  %16 = tail call contract <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p0(ptr %15, i32 16)
  %17 = extractelement <4 x float> %16, i64 0
  %18 = extractelement <4 x float> %16, i64 1
  %19 = extractelement <4 x float> %16, i64 2
  %20 = icmp sgt i32 %2, 0
  br i1 %20, label %21, label %72

21:                                               ; preds = %13
  %22 = getelementptr inbounds %struct.LJ, ptr %4, i64 0, i32 2
  %23 = load float, ptr %22, align 4
  %24 = load float, ptr %4, align 4
  %25 = getelementptr inbounds %struct.LJ, ptr %4, i64 0, i32 1
  %26 = load float, ptr %25, align 4
  br label %27

27:                                               ; preds = %21, %66
  %28 = phi float [ 0.000000e+00, %21 ], [ %69, %66 ]
  %29 = phi float [ 0.000000e+00, %21 ], [ %68, %66 ]
  %30 = phi float [ 0.000000e+00, %21 ], [ %67, %66 ]
  %31 = phi i32 [ 0, %21 ], [ %70, %66 ]
  %32 = mul nsw i32 %31, %5
  %33 = add i32 %32, %11
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr %3, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !28
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds %struct.float4, ptr %1, i64 %37
  %39 = tail call contract <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p0(ptr %38, i32 16)
  %40 = extractelement <4 x float> %39, i64 0
  %41 = extractelement <4 x float> %39, i64 1
  %42 = extractelement <4 x float> %39, i64 2
  %43 = fsub contract float %17, %40
  %44 = fsub contract float %18, %41
  %45 = fsub contract float %19, %42
  %46 = fmul contract float %43, %43
  %47 = fmul contract float %44, %44
  %48 = fadd contract float %46, %47
  %49 = fmul contract float %45, %45
  %50 = fadd contract float %49, %48
  %51 = fcmp contract olt float %50, %23
  br i1 %51, label %52, label %66

52:                                               ; preds = %27
  %53 = fdiv contract float 1.000000e+00, %50
  %54 = fmul contract float %53, %53
  %55 = fmul contract float %53, %54
  %56 = fmul contract float %53, %55
  %57 = fmul contract float %55, %24
  %58 = fsub contract float %57, %26
  %59 = fmul contract float %56, %58
  %60 = fmul contract float %43, %59
  %61 = fadd contract float %28, %60
  %62 = fmul contract float %44, %59
  %63 = fadd contract float %29, %62
  %64 = fmul contract float %45, %59
  %65 = fadd contract float %30, %64
  br label %66

66:                                               ; preds = %52, %27
  %67 = phi float [ %65, %52 ], [ %30, %27 ]
  %68 = phi float [ %63, %52 ], [ %29, %27 ]
  %69 = phi float [ %61, %52 ], [ %28, %27 ]
  %70 = add nuw nsw i32 %31, 1
  %71 = icmp eq i32 %70, %2
  br i1 %71, label %72, label %27, !llvm.loop !41

72:                                               ; preds = %66, %13
  %73 = phi float [ 0.000000e+00, %13 ], [ %67, %66 ]
  %74 = phi float [ 0.000000e+00, %13 ], [ %68, %66 ]
  %75 = phi float [ 0.000000e+00, %13 ], [ %69, %66 ]
  %76 = getelementptr inbounds %struct.float4, ptr %0, i64 %14
  store float %75, ptr %76, align 16, !tbaa.struct !42
  %77 = getelementptr inbounds i8, ptr %76, i64 4
  store float %74, ptr %77, align 4, !tbaa.struct !43
  %78 = getelementptr inbounds i8, ptr %76, i64 8
  store float %73, ptr %78, align 8, !tbaa.struct !44
  %79 = getelementptr inbounds i8, ptr %76, i64 12
  store float 0.000000e+00, ptr %79, align 4, !tbaa.struct !45
  br label %80

80:                                               ; preds = %6, %72
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @likelihood_kernel(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef %4, i32 noundef %5) local_unnamed_addr #4 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %236

13:                                               ; preds = %6
  %14 = icmp sgt i32 %5, 0
  br i1 %14, label %15, label %28

15:                                               ; preds = %13
  %16 = sext i32 %11 to i64
  %17 = getelementptr inbounds double, ptr %3, i64 %16
  %18 = load double, ptr %17, align 8, !tbaa !37
  br label %19

19:                                               ; preds = %15, %25
  %20 = phi i32 [ 0, %15 ], [ %26, %25 ]
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %2, i64 %21
  %23 = load double, ptr %22, align 8, !tbaa !37
  %24 = fcmp contract ult double %23, %18
  br i1 %24, label %25, label %28

25:                                               ; preds = %19
  %26 = add nuw nsw i32 %20, 1
  %27 = icmp eq i32 %26, %5
  br i1 %27, label %28, label %19, !llvm.loop !46

28:                                               ; preds = %25, %19, %13
  %29 = phi i32 [ -1, %13 ], [ -1, %25 ], [ %20, %19 ]
  %30 = icmp eq i32 %29, -1
  %31 = add nsw i32 %5, -1
  %32 = select i1 %30, i32 %31, i32 %29
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds double, ptr %0, i64 %33
  %35 = load double, ptr %34, align 8, !tbaa !37
  %36 = getelementptr inbounds double, ptr %1, i64 %33
  %37 = load double, ptr %36, align 8, !tbaa !37
  %38 = fmul contract double %35, %35
  %39 = fmul contract double %37, %37
  %40 = fadd contract double %38, %39
  %41 = fdiv contract double %40, -5.000000e+01
  %42 = tail call double @llvm.fma.f64(double %41, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %43 = tail call i32 @llvm.nvvm.d2i.lo(double %42) #12
  %44 = fadd double %42, 0xC338000000000000
  %45 = tail call double @llvm.fma.f64(double %44, double 0xBFE62E42FEFA39EF, double %41)
  %46 = tail call double @llvm.fma.f64(double %44, double 0xBC7ABC9E3B39803F, double %45)
  %47 = tail call double @llvm.fma.f64(double %46, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %48 = tail call double @llvm.fma.f64(double %47, double %46, double 0x3EC71DEE62401315)
  %49 = tail call double @llvm.fma.f64(double %48, double %46, double 0x3EFA01997C89EB71)
  %50 = tail call double @llvm.fma.f64(double %49, double %46, double 0x3F2A01A014761F65)
  %51 = tail call double @llvm.fma.f64(double %50, double %46, double 0x3F56C16C1852B7AF)
  %52 = tail call double @llvm.fma.f64(double %51, double %46, double 0x3F81111111122322)
  %53 = tail call double @llvm.fma.f64(double %52, double %46, double 0x3FA55555555502A1)
  %54 = tail call double @llvm.fma.f64(double %53, double %46, double 0x3FC5555555555511)
  %55 = tail call double @llvm.fma.f64(double %54, double %46, double 0x3FE000000000000B)
  %56 = tail call double @llvm.fma.f64(double %55, double %46, double 1.000000e+00)
  %57 = tail call double @llvm.fma.f64(double %56, double %46, double 1.000000e+00)
  %58 = tail call i32 @llvm.nvvm.d2i.lo(double %57) #12
  %59 = tail call i32 @llvm.nvvm.d2i.hi(double %57) #12
  %60 = shl i32 %43, 20
  %61 = add i32 %59, %60
  %62 = tail call double @llvm.nvvm.lohi.i2d(i32 %58, i32 %61) #12
  %63 = tail call i32 @llvm.nvvm.d2i.hi(double %41) #12
  %64 = bitcast i32 %63 to float
  %65 = tail call float @llvm.fabs.f32(float %64)
  %66 = fcmp olt float %65, 0x4010C46560000000
  br i1 %66, label %82, label %67

67:                                               ; preds = %28
  %68 = fcmp olt double %41, 0.000000e+00
  %69 = fadd double %41, 0x7FF0000000000000
  %70 = select i1 %68, double 0.000000e+00, double %69
  %71 = fcmp olt float %65, 0x4010E90000000000
  br i1 %71, label %72, label %82

72:                                               ; preds = %67
  %73 = sdiv i32 %43, 2
  %74 = shl i32 %73, 20
  %75 = add i32 %59, %74
  %76 = tail call double @llvm.nvvm.lohi.i2d(i32 %58, i32 %75) #12
  %77 = sub nsw i32 %43, %73
  %78 = shl i32 %77, 20
  %79 = add nsw i32 %78, 1072693248
  %80 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %79) #12
  %81 = fmul double %80, %76
  br label %82

82:                                               ; preds = %28, %67, %72
  %83 = phi double [ %62, %28 ], [ %81, %72 ], [ %70, %67 ]
  %84 = tail call double @llvm.fabs.f64(double %35)
  %85 = fadd contract double %84, 1.000000e+00
  %86 = tail call i32 @llvm.nvvm.d2i.hi(double %85) #12
  %87 = tail call i32 @llvm.nvvm.d2i.lo(double %85) #12
  %88 = icmp slt i32 %86, 1048576
  br i1 %88, label %89, label %93

89:                                               ; preds = %82
  %90 = fmul double %85, 0x4350000000000000
  %91 = tail call i32 @llvm.nvvm.d2i.hi(double %90) #12
  %92 = tail call i32 @llvm.nvvm.d2i.lo(double %90) #12
  br label %93

93:                                               ; preds = %89, %82
  %94 = phi double [ %90, %89 ], [ %85, %82 ]
  %95 = phi i32 [ %91, %89 ], [ %86, %82 ]
  %96 = phi i32 [ %92, %89 ], [ %87, %82 ]
  %97 = phi i32 [ -1077, %89 ], [ -1023, %82 ]
  %98 = add i32 %95, -1
  %99 = icmp ult i32 %98, 2146435071
  br i1 %99, label %100, label %151

100:                                              ; preds = %93
  %101 = lshr i32 %95, 20
  %102 = add nsw i32 %97, %101
  %103 = and i32 %95, -2146435073
  %104 = or i32 %103, 1072693248
  %105 = tail call double @llvm.nvvm.lohi.i2d(i32 %96, i32 %104) #12
  %106 = icmp sgt i32 %104, 1073127582
  br i1 %106, label %107, label %113

107:                                              ; preds = %100
  %108 = tail call i32 @llvm.nvvm.d2i.lo(double %105) #12
  %109 = tail call i32 @llvm.nvvm.d2i.hi(double %105) #12
  %110 = add i32 %109, -1048576
  %111 = tail call double @llvm.nvvm.lohi.i2d(i32 %108, i32 %110) #12
  %112 = add nsw i32 %102, 1
  br label %113

113:                                              ; preds = %107, %100
  %114 = phi double [ %111, %107 ], [ %105, %100 ]
  %115 = phi i32 [ %112, %107 ], [ %102, %100 ]
  %116 = fadd double %114, -1.000000e+00
  %117 = fadd double %114, 1.000000e+00
  %118 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %117) #12
  %119 = fneg double %117
  %120 = tail call double @llvm.fma.f64(double %119, double %118, double 1.000000e+00)
  %121 = tail call double @llvm.fma.f64(double %120, double %120, double %120)
  %122 = tail call double @llvm.fma.f64(double %121, double %118, double %118)
  %123 = fmul double %116, %122
  %124 = fadd double %123, %123
  %125 = fmul double %124, %124
  %126 = tail call double @llvm.fma.f64(double %125, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %127 = tail call double @llvm.fma.f64(double %126, double %125, double 0x3EF3B2669F02676F)
  %128 = tail call double @llvm.fma.f64(double %127, double %125, double 0x3F1745CBA9AB0956)
  %129 = tail call double @llvm.fma.f64(double %128, double %125, double 0x3F3C71C72D1B5154)
  %130 = tail call double @llvm.fma.f64(double %129, double %125, double 0x3F624924923BE72D)
  %131 = tail call double @llvm.fma.f64(double %130, double %125, double 0x3F8999999999A3C4)
  %132 = tail call double @llvm.fma.f64(double %131, double %125, double 0x3FB5555555555554)
  %133 = fsub double %116, %124
  %134 = fmul double %133, 2.000000e+00
  %135 = fneg double %124
  %136 = tail call double @llvm.fma.f64(double %135, double %116, double %134)
  %137 = fmul double %122, %136
  %138 = fmul double %125, %132
  %139 = tail call double @llvm.fma.f64(double %138, double %124, double %137)
  %140 = xor i32 %115, -2147483648
  %141 = tail call double @llvm.nvvm.lohi.i2d(i32 %140, i32 1127219200) #12
  %142 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #12
  %143 = fsub double %141, %142
  %144 = tail call double @llvm.fma.f64(double %143, double 0x3FE62E42FEFA39EF, double %124)
  %145 = fneg double %143
  %146 = tail call double @llvm.fma.f64(double %145, double 0x3FE62E42FEFA39EF, double %144)
  %147 = fsub double %146, %124
  %148 = fsub double %139, %147
  %149 = tail call double @llvm.fma.f64(double %143, double 0x3C7ABC9E3B39803F, double %148)
  %150 = fadd double %144, %149
  br label %157

151:                                              ; preds = %93
  %152 = tail call double @llvm.fma.f64(double %94, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %153 = tail call i32 @llvm.nvvm.d2i.hi(double %94) #12
  %154 = and i32 %153, 2147483647
  %155 = icmp eq i32 %154, 0
  %156 = select i1 %155, double 0xFFF0000000000000, double %152
  br label %157

157:                                              ; preds = %113, %151
  %158 = phi double [ %150, %113 ], [ %156, %151 ]
  %159 = fadd contract double %83, %158
  %160 = tail call double @llvm.fabs.f64(double %37)
  %161 = tail call double @llvm.sqrt.f64(double %160)
  %162 = fsub contract double %159, %161
  %163 = tail call i32 @llvm.nvvm.d2i.hi(double %35) #12
  %164 = tail call i32 @llvm.nvvm.d2i.hi(double 2.500000e+00) #12
  %165 = and i32 %164, 2146435072
  %166 = icmp eq i32 %165, 1074790400
  %167 = icmp slt i32 %163, 0
  %168 = fcmp oeq double %35, 0.000000e+00
  br i1 %168, label %169, label %175

169:                                              ; preds = %157
  %170 = select i1 %166, i32 %163, i32 0
  %171 = icmp slt i32 %164, 0
  %172 = or i32 %170, 2146435072
  %173 = select i1 %171, i32 %172, i32 %170
  %174 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %173) #12
  br label %184

175:                                              ; preds = %157
  %176 = tail call fastcc double @__internal_accurate_pow(double %84)
  %177 = select i1 %167, i1 %166, i1 false
  %178 = tail call i32 @llvm.nvvm.d2i.lo(double %176) #12
  %179 = tail call i32 @llvm.nvvm.d2i.hi(double %176) #12
  %180 = xor i32 %179, -2147483648
  %181 = tail call double @llvm.nvvm.lohi.i2d(i32 %178, i32 %180) #12
  %182 = select i1 %177, double %181, double %176
  %183 = select i1 %167, double 0xFFF8000000000000, double %182
  br label %184

184:                                              ; preds = %175, %169
  %185 = phi double [ %174, %169 ], [ %183, %175 ]
  %186 = fadd double %35, 2.500000e+00
  %187 = tail call i32 @llvm.nvvm.d2i.hi(double %186) #12
  %188 = and i32 %187, 2146435072
  %189 = icmp eq i32 %188, 2146435072
  br i1 %189, label %190, label %222

190:                                              ; preds = %184
  %191 = fcmp ugt double %84, 0x7FF0000000000000
  br i1 %191, label %222, label %192

192:                                              ; preds = %190
  %193 = tail call i32 @llvm.nvvm.d2i.lo(double 2.500000e+00) #12
  %194 = and i32 %164, 2147483647
  %195 = icmp eq i32 %194, 2146435072
  %196 = icmp eq i32 %193, 0
  %197 = select i1 %195, i1 %196, i1 false
  br i1 %197, label %198, label %207

198:                                              ; preds = %192
  %199 = fcmp ogt double %84, 1.000000e+00
  %200 = select i1 %199, i32 2146435072, i32 0
  %201 = icmp slt i32 %164, 0
  %202 = xor i32 %200, 2146435072
  %203 = select i1 %201, i32 %202, i32 %200
  %204 = fcmp oeq double %35, -1.000000e+00
  %205 = select i1 %204, i32 1072693248, i32 %203
  %206 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %205) #12
  br label %222

207:                                              ; preds = %192
  %208 = tail call i32 @llvm.nvvm.d2i.lo(double %35) #12
  %209 = and i32 %163, 2147483647
  %210 = icmp eq i32 %209, 2146435072
  %211 = icmp eq i32 %208, 0
  %212 = select i1 %210, i1 %211, i1 false
  br i1 %212, label %213, label %222

213:                                              ; preds = %207
  %214 = icmp slt i32 %164, 0
  %215 = select i1 %214, i32 0, i32 2146435072
  %216 = select i1 %167, i1 %166, i1 false
  %217 = icmp ne i32 %194, 1071644672
  %218 = select i1 %216, i1 %217, i1 false
  %219 = or i32 %215, -2147483648
  %220 = select i1 %218, i32 %219, i32 %215
  %221 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %220) #12
  br label %222

222:                                              ; preds = %184, %190, %198, %207, %213
  %223 = phi double [ %185, %184 ], [ %206, %198 ], [ %221, %213 ], [ %185, %207 ], [ %186, %190 ]
  %224 = fcmp oeq double %35, 1.000000e+00
  %225 = fmul contract double %223, 1.000000e-03
  %226 = select i1 %224, double 1.000000e-03, double %225
  %227 = fadd contract double %162, %226
  %228 = sext i32 %11 to i64
  %229 = getelementptr inbounds double, ptr %4, i64 %228
  %230 = load double, ptr %229, align 8, !tbaa !37
  %231 = fmul contract double %230, %227
  %232 = tail call double @llvm.ceil.f64(double %35)
  %233 = fadd contract double %232, %231
  %234 = tail call double @llvm.floor.f64(double %37)
  %235 = fsub contract double %233, %234
  store double %235, ptr %229, align 8, !tbaa !37
  br label %236

236:                                              ; preds = %222, %6
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @intrinsics_mix(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #5 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = and i32 %6, 16777215
  %9 = and i32 %7, 16777215
  %10 = mul i32 %9, %8
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %3
  br i1 %13, label %14, label %95

14:                                               ; preds = %5
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds float, ptr %1, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !24
  %18 = tail call float @llvm.fabs.f32(float %17)
  %19 = fadd contract float %18, 1.000000e+00
  %20 = tail call float @llvm.nvvm.div.approx.f(float %17, float %19)
  %21 = tail call float @llvm.nvvm.saturate.f(float %17)
  %22 = fadd contract float %20, %21
  %23 = fneg contract float %17
  %24 = fmul contract float %17, %23
  %25 = fmul float %24, 0x3FF7154760000000
  %26 = tail call float @llvm.nvvm.ex2.approx.f(float %25) #12
  %27 = fadd contract float %22, %26
  %28 = tail call float @llvm.nvvm.sin.approx.f(float %17) #12
  %29 = tail call float @llvm.nvvm.cos.approx.f(float %17) #12
  %30 = fmul contract float %28, %29
  %31 = fadd contract float %27, %30
  %32 = fmul contract float %17, %17
  %33 = fadd contract float %32, 2.000000e+00
  %34 = tail call float @llvm.nvvm.lg2.approx.f(float %33) #12
  %35 = fmul float %34, 0x3FE62E4300000000
  %36 = fadd contract float %31, %35
  %37 = getelementptr inbounds i32, ptr %2, i64 %15
  %38 = load i32, ptr %37, align 4, !tbaa !28
  %39 = freeze i32 %38
  %40 = sdiv i32 %39, %4
  %41 = mul i32 %40, %4
  %42 = sub i32 %39, %41
  %43 = or i32 %4, 1
  %44 = udiv i32 %38, %43
  %45 = mul nsw i32 %40, 3
  %46 = add nsw i32 %45, %42
  %47 = sitofp i32 %46 to float
  %48 = fadd contract float %36, %47
  %49 = shl i32 %40, 8
  %50 = ashr exact i32 %49, 8
  %51 = shl i32 %42, 8
  %52 = ashr exact i32 %51, 8
  %53 = mul nsw i32 %52, %50
  %54 = sitofp i32 %53 to float
  %55 = fadd contract float %48, %54
  %56 = uitofp i32 %44 to float
  %57 = fadd contract float %55, %56
  %58 = fadd contract float %32, 1.000000e+00
  %59 = tail call float @llvm.nvvm.rsqrt.approx.f(float %58)
  %60 = fadd contract float %59, %57
  %61 = tail call float @llvm.fabs.f32(float %33)
  %62 = fcmp olt float %61, 0x3810000000000000
  %63 = fmul float %33, 0x4170000000000000
  %64 = select i1 %62, float %63, float %33
  %65 = bitcast float %64 to i32
  %66 = add i32 %65, -8388608
  %67 = icmp ult i32 %66, 2130706432
  br i1 %67, label %68, label %89

68:                                               ; preds = %14
  %69 = and i32 %65, 16777215
  %70 = or i32 %69, 1056964608
  %71 = bitcast i32 %70 to float
  %72 = sub i32 %70, %65
  %73 = add i32 %72, 201326592
  %74 = select i1 %62, i32 %73, i32 %72
  %75 = tail call float @llvm.nvvm.rsqrt.approx.ftz.f(float %71)
  %76 = fmul float %75, %75
  %77 = fneg float %76
  %78 = tail call float @llvm.fma.f32(float %75, float %75, float %77)
  %79 = fneg float %71
  %80 = tail call float @llvm.fma.f32(float %76, float %79, float 1.000000e+00)
  %81 = tail call float @llvm.fma.f32(float %78, float %79, float %80)
  %82 = tail call float @llvm.fma.f32(float %81, float 3.750000e-01, float 5.000000e-01)
  %83 = fmul float %75, %81
  %84 = tail call float @llvm.fma.f32(float %82, float %83, float %75)
  %85 = ashr i32 %74, 1
  %86 = bitcast float %84 to i32
  %87 = add i32 %85, %86
  %88 = bitcast i32 %87 to float
  br label %91

89:                                               ; preds = %14
  %90 = tail call float @llvm.nvvm.rsqrt.approx.ftz.f(float %64)
  br label %91

91:                                               ; preds = %68, %89
  %92 = phi float [ %88, %68 ], [ %90, %89 ]
  %93 = fadd contract float %60, %92
  %94 = getelementptr inbounds float, ptr %0, i64 %15
  store float %93, ptr %94, align 4, !tbaa !24
  br label %95

95:                                               ; preds = %5, %91
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @radix_digit_count(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = and i32 %5, 31
  %7 = lshr i32 %5, 5
  %8 = icmp ult i32 %6, 16
  br i1 %8, label %15, label %9

9:                                                ; preds = %15, %4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = add i32 %12, %5
  %14 = icmp slt i32 %13, %2
  br i1 %14, label %19, label %25

15:                                               ; preds = %4
  %16 = zext i32 %7 to i64
  %17 = zext i32 %6 to i64
  %18 = getelementptr inbounds [32 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ17radix_digit_countE11warp_counts to ptr), i64 0, i64 %16, i64 %17
  store i32 0, ptr %18, align 4, !tbaa !28
  br label %9

19:                                               ; preds = %9
  %20 = sext i32 %13 to i64
  %21 = getelementptr inbounds i32, ptr %0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !28
  %23 = lshr i32 %22, %3
  %24 = and i32 %23, 15
  br label %25

25:                                               ; preds = %9, %19
  %26 = phi i32 [ %24, %19 ], [ 16, %9 ]
  %27 = icmp eq i32 %6, 0
  %28 = zext i32 %7 to i64
  br label %39

29:                                               ; preds = %47
  tail call void @llvm.nvvm.barrier0()
  %30 = icmp ult i32 %5, 16
  br i1 %30, label %32, label %31

31:                                               ; preds = %50, %29
  br label %65

32:                                               ; preds = %29
  %33 = add i32 %11, 31
  %34 = icmp ult i32 %33, 32
  br i1 %34, label %50, label %35

35:                                               ; preds = %32
  %36 = lshr i32 %33, 5
  %37 = zext i32 %5 to i64
  %38 = tail call i32 @llvm.umax.i32(i32 %36, i32 1)
  br label %55

39:                                               ; preds = %25, %47
  %40 = phi i32 [ 0, %25 ], [ %48, %47 ]
  %41 = icmp eq i32 %26, %40
  %42 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %41)
  br i1 %27, label %43, label %47

43:                                               ; preds = %39
  %44 = tail call i32 @llvm.ctpop.i32(i32 %42), !range !47
  %45 = zext i32 %40 to i64
  %46 = getelementptr inbounds [32 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ17radix_digit_countE11warp_counts to ptr), i64 0, i64 %28, i64 %45
  store i32 %44, ptr %46, align 4, !tbaa !28
  br label %47

47:                                               ; preds = %43, %39
  %48 = add nuw nsw i32 %40, 1
  %49 = icmp eq i32 %48, 16
  br i1 %49, label %29, label %39, !llvm.loop !48

50:                                               ; preds = %55, %32
  %51 = phi i32 [ 0, %32 ], [ %61, %55 ]
  %52 = zext i32 %5 to i64
  %53 = getelementptr inbounds i32, ptr %1, i64 %52
  %54 = atomicrmw add ptr %53, i32 %51 seq_cst, align 4
  br label %31

55:                                               ; preds = %35, %55
  %56 = phi i32 [ 0, %35 ], [ %62, %55 ]
  %57 = phi i32 [ 0, %35 ], [ %61, %55 ]
  %58 = zext i32 %56 to i64
  %59 = getelementptr inbounds [32 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ17radix_digit_countE11warp_counts to ptr), i64 0, i64 %58, i64 %37
  %60 = load i32, ptr %59, align 4, !tbaa !28
  %61 = add i32 %60, %57
  %62 = add nuw nsw i32 %56, 1
  %63 = icmp eq i32 %62, %38
  br i1 %63, label %50, label %55, !llvm.loop !49

64:                                               ; preds = %65
  br i1 %14, label %74, label %78

65:                                               ; preds = %31, %65
  %66 = phi i32 [ %72, %65 ], [ 1, %31 ]
  %67 = phi i32 [ %71, %65 ], [ %26, %31 ]
  %68 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %67, i32 %66, i32 0)
  %69 = icmp ult i32 %6, %66
  %70 = select i1 %69, i32 0, i32 %68
  %71 = add i32 %70, %67
  %72 = shl i32 %66, 1
  %73 = icmp slt i32 %72, 32
  br i1 %73, label %65, label %64, !llvm.loop !50

74:                                               ; preds = %64
  %75 = add nsw i32 %13, 16
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i32, ptr %1, i64 %76
  store i32 %71, ptr %77, align 4, !tbaa !28
  br label %78

78:                                               ; preds = %74, %64
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @lbm_collide(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %563

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !24
  %14 = fmul contract float %13, 0.000000e+00
  %15 = fadd contract float %14, 0.000000e+00
  %16 = add nsw i32 %8, %2
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %0, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !24
  %20 = fmul contract float %19, 0.000000e+00
  %21 = fadd contract float %15, %20
  %22 = shl nsw i32 %2, 1
  %23 = add nsw i32 %22, %8
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !24
  %27 = fmul contract float %26, 0.000000e+00
  %28 = fadd contract float %21, %27
  %29 = mul nsw i32 %2, 3
  %30 = add nsw i32 %29, %8
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %0, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !24
  %34 = fmul contract float %33, 0.000000e+00
  %35 = fadd contract float %28, %34
  %36 = shl nsw i32 %2, 2
  %37 = add nsw i32 %36, %8
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %0, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !24
  %41 = fmul contract float %40, 0.000000e+00
  %42 = fadd contract float %35, %41
  %43 = mul nsw i32 %2, 5
  %44 = add nsw i32 %43, %8
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %0, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !24
  %48 = fadd contract float %42, %47
  %49 = mul nsw i32 %2, 6
  %50 = add nsw i32 %49, %8
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds float, ptr %0, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !24
  %54 = fsub contract float %48, %53
  %55 = mul nsw i32 %2, 7
  %56 = add nsw i32 %55, %8
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %0, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !24
  %60 = fmul contract float %59, 0.000000e+00
  %61 = fadd contract float %54, %60
  %62 = shl nsw i32 %2, 3
  %63 = add nsw i32 %62, %8
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %0, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !24
  %67 = fmul contract float %66, 0.000000e+00
  %68 = fadd contract float %61, %67
  %69 = mul nsw i32 %2, 9
  %70 = add nsw i32 %69, %8
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr %0, i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !24
  %74 = fmul contract float %73, 0.000000e+00
  %75 = fadd contract float %68, %74
  %76 = mul nsw i32 %2, 10
  %77 = add nsw i32 %76, %8
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr %0, i64 %78
  %80 = load float, ptr %79, align 4, !tbaa !24
  %81 = fmul contract float %80, 0.000000e+00
  %82 = fadd contract float %75, %81
  %83 = mul nsw i32 %2, 11
  %84 = add nsw i32 %83, %8
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr %0, i64 %85
  %87 = load float, ptr %86, align 4, !tbaa !24
  %88 = fadd contract float %82, %87
  %89 = mul nsw i32 %2, 12
  %90 = add nsw i32 %89, %8
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds float, ptr %0, i64 %91
  %93 = load float, ptr %92, align 4, !tbaa !24
  %94 = fadd contract float %88, %93
  %95 = mul nsw i32 %2, 13
  %96 = add nsw i32 %95, %8
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds float, ptr %0, i64 %97
  %99 = load float, ptr %98, align 4, !tbaa !24
  %100 = fsub contract float %94, %99
  %101 = mul nsw i32 %2, 14
  %102 = add nsw i32 %101, %8
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds float, ptr %0, i64 %103
  %105 = load float, ptr %104, align 4, !tbaa !24
  %106 = fsub contract float %100, %105
  %107 = mul nsw i32 %2, 15
  %108 = add nsw i32 %107, %8
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds float, ptr %0, i64 %109
  %111 = load float, ptr %110, align 4, !tbaa !24
  %112 = fadd contract float %106, %111
  %113 = shl nsw i32 %2, 4
  %114 = add nsw i32 %113, %8
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds float, ptr %0, i64 %115
  %117 = load float, ptr %116, align 4, !tbaa !24
  %118 = fadd contract float %112, %117
  %119 = mul nsw i32 %2, 17
  %120 = add nsw i32 %119, %8
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds float, ptr %0, i64 %121
  %123 = load float, ptr %122, align 4, !tbaa !24
  %124 = fsub contract float %118, %123
  %125 = mul nsw i32 %2, 18
  %126 = add nsw i32 %125, %8
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds float, ptr %0, i64 %127
  %129 = load float, ptr %128, align 4, !tbaa !24
  %130 = fsub contract float %124, %129
  %131 = fadd contract float %13, 0.000000e+00
  %132 = fadd contract float %131, %19
  %133 = fadd contract float %132, %26
  %134 = fadd contract float %133, %33
  %135 = fadd contract float %134, %40
  %136 = fadd contract float %135, %47
  %137 = fadd contract float %136, %53
  %138 = fadd contract float %137, %59
  %139 = fadd contract float %138, %66
  %140 = fadd contract float %139, %73
  %141 = fadd contract float %140, %80
  %142 = fadd contract float %141, %87
  %143 = fadd contract float %142, %93
  %144 = fadd contract float %143, %99
  %145 = fadd contract float %144, %105
  %146 = fadd contract float %145, %111
  %147 = fadd contract float %146, %117
  %148 = fadd contract float %147, %123
  %149 = fadd contract float %148, %129
  %150 = fdiv contract float %130, %149
  %151 = fmul contract float %150, %150
  %152 = fmul contract float %13, 0.000000e+00
  %153 = fadd contract float %152, 0.000000e+00
  %154 = fadd contract float %153, %19
  %155 = fsub contract float %154, %26
  %156 = fmul contract float %33, 0.000000e+00
  %157 = fadd contract float %155, %156
  %158 = fmul contract float %40, 0.000000e+00
  %159 = fadd contract float %157, %158
  %160 = fmul contract float %47, 0.000000e+00
  %161 = fadd contract float %159, %160
  %162 = fmul contract float %53, 0.000000e+00
  %163 = fadd contract float %161, %162
  %164 = fadd contract float %163, %59
  %165 = fsub contract float %164, %66
  %166 = fadd contract float %165, %73
  %167 = fsub contract float %166, %80
  %168 = fadd contract float %167, %87
  %169 = fsub contract float %168, %93
  %170 = fadd contract float %169, %99
  %171 = fsub contract float %170, %105
  %172 = fmul contract float %111, 0.000000e+00
  %173 = fadd contract float %171, %172
  %174 = fmul contract float %117, 0.000000e+00
  %175 = fadd contract float %173, %174
  %176 = fmul contract float %123, 0.000000e+00
  %177 = fadd contract float %175, %176
  %178 = fmul contract float %129, 0.000000e+00
  %179 = fadd contract float %177, %178
  %180 = fdiv contract float %179, %149
  %181 = fmul contract float %180, %180
  %182 = fmul contract float %13, 0.000000e+00
  %183 = fadd contract float %182, 0.000000e+00
  %184 = fmul contract float %19, 0.000000e+00
  %185 = fadd contract float %183, %184
  %186 = fmul contract float %26, 0.000000e+00
  %187 = fadd contract float %185, %186
  %188 = fadd contract float %187, %33
  %189 = fsub contract float %188, %40
  %190 = fmul contract float %47, 0.000000e+00
  %191 = fadd contract float %189, %190
  %192 = fmul contract float %53, 0.000000e+00
  %193 = fadd contract float %191, %192
  %194 = fadd contract float %193, %59
  %195 = fadd contract float %194, %66
  %196 = fsub contract float %195, %73
  %197 = fsub contract float %196, %80
  %198 = fmul contract float %87, 0.000000e+00
  %199 = fadd contract float %197, %198
  %200 = fmul contract float %93, 0.000000e+00
  %201 = fadd contract float %199, %200
  %202 = fmul contract float %99, 0.000000e+00
  %203 = fadd contract float %201, %202
  %204 = fmul contract float %105, 0.000000e+00
  %205 = fadd contract float %203, %204
  %206 = fadd contract float %205, %111
  %207 = fsub contract float %206, %117
  %208 = fadd contract float %207, %123
  %209 = fsub contract float %208, %129
  %210 = fdiv contract float %209, %149
  %211 = fmul contract float %210, %210
  %212 = fadd contract float %181, %211
  %213 = fadd contract float %151, %212
  %214 = fmul contract float %213, 1.500000e+00
  %215 = fmul contract float %180, 0.000000e+00
  %216 = fmul contract float %210, 0.000000e+00
  %217 = fadd contract float %215, %216
  %218 = fmul contract float %150, 0.000000e+00
  %219 = fadd contract float %217, %218
  %220 = fmul contract float %149, 0x3FD5555560000000
  %221 = fmul contract float %219, 3.000000e+00
  %222 = fadd contract float %221, 1.000000e+00
  %223 = fmul contract float %219, 4.500000e+00
  %224 = fmul contract float %219, %223
  %225 = fadd contract float %222, %224
  %226 = fsub contract float %225, %214
  %227 = fmul contract float %220, %226
  %228 = fsub contract float %227, %13
  %229 = fmul contract float %228, 0x3FFB333340000000
  %230 = fadd contract float %13, %229
  %231 = sext i32 %8 to i64
  %232 = getelementptr inbounds float, ptr %1, i64 %231
  store float %230, ptr %232, align 4, !tbaa !24
  %233 = fmul contract float %210, 0.000000e+00
  %234 = fadd contract float %180, %233
  %235 = fmul contract float %150, 0.000000e+00
  %236 = fadd contract float %234, %235
  %237 = fmul contract float %149, 0x3FAC71C720000000
  %238 = fmul contract float %236, 3.000000e+00
  %239 = fadd contract float %238, 1.000000e+00
  %240 = fmul contract float %236, 4.500000e+00
  %241 = fmul contract float %236, %240
  %242 = fadd contract float %239, %241
  %243 = fsub contract float %242, %214
  %244 = fmul contract float %237, %243
  %245 = fsub contract float %244, %19
  %246 = fmul contract float %245, 0x3FFB333340000000
  %247 = fadd contract float %19, %246
  %248 = add nsw i32 %8, %2
  %249 = sext i32 %248 to i64
  %250 = getelementptr inbounds float, ptr %1, i64 %249
  store float %247, ptr %250, align 4, !tbaa !24
  %251 = fmul contract float %210, 0.000000e+00
  %252 = fsub contract float %251, %180
  %253 = fmul contract float %150, 0.000000e+00
  %254 = fadd contract float %252, %253
  %255 = fmul contract float %149, 0x3FAC71C720000000
  %256 = fmul contract float %254, 3.000000e+00
  %257 = fadd contract float %256, 1.000000e+00
  %258 = fmul contract float %254, 4.500000e+00
  %259 = fmul contract float %254, %258
  %260 = fadd contract float %257, %259
  %261 = fsub contract float %260, %214
  %262 = fmul contract float %255, %261
  %263 = fsub contract float %262, %26
  %264 = fmul contract float %263, 0x3FFB333340000000
  %265 = fadd contract float %26, %264
  %266 = shl nsw i32 %2, 1
  %267 = add nsw i32 %266, %8
  %268 = sext i32 %267 to i64
  %269 = getelementptr inbounds float, ptr %1, i64 %268
  store float %265, ptr %269, align 4, !tbaa !24
  %270 = fmul contract float %180, 0.000000e+00
  %271 = fadd contract float %270, %210
  %272 = fmul contract float %150, 0.000000e+00
  %273 = fadd contract float %271, %272
  %274 = fmul contract float %149, 0x3FAC71C720000000
  %275 = fmul contract float %273, 3.000000e+00
  %276 = fadd contract float %275, 1.000000e+00
  %277 = fmul contract float %273, 4.500000e+00
  %278 = fmul contract float %273, %277
  %279 = fadd contract float %276, %278
  %280 = fsub contract float %279, %214
  %281 = fmul contract float %274, %280
  %282 = fsub contract float %281, %33
  %283 = fmul contract float %282, 0x3FFB333340000000
  %284 = fadd contract float %33, %283
  %285 = mul nsw i32 %2, 3
  %286 = add nsw i32 %285, %8
  %287 = sext i32 %286 to i64
  %288 = getelementptr inbounds float, ptr %1, i64 %287
  store float %284, ptr %288, align 4, !tbaa !24
  %289 = fmul contract float %180, 0.000000e+00
  %290 = fsub contract float %289, %210
  %291 = fmul contract float %150, 0.000000e+00
  %292 = fadd contract float %290, %291
  %293 = fmul contract float %149, 0x3FAC71C720000000
  %294 = fmul contract float %292, 3.000000e+00
  %295 = fadd contract float %294, 1.000000e+00
  %296 = fmul contract float %292, 4.500000e+00
  %297 = fmul contract float %292, %296
  %298 = fadd contract float %295, %297
  %299 = fsub contract float %298, %214
  %300 = fmul contract float %293, %299
  %301 = fsub contract float %300, %40
  %302 = fmul contract float %301, 0x3FFB333340000000
  %303 = fadd contract float %40, %302
  %304 = shl nsw i32 %2, 2
  %305 = add nsw i32 %304, %8
  %306 = sext i32 %305 to i64
  %307 = getelementptr inbounds float, ptr %1, i64 %306
  store float %303, ptr %307, align 4, !tbaa !24
  %308 = fmul contract float %180, 0.000000e+00
  %309 = fmul contract float %210, 0.000000e+00
  %310 = fadd contract float %308, %309
  %311 = fadd contract float %310, %150
  %312 = fmul contract float %149, 0x3FAC71C720000000
  %313 = fmul contract float %311, 3.000000e+00
  %314 = fadd contract float %313, 1.000000e+00
  %315 = fmul contract float %311, 4.500000e+00
  %316 = fmul contract float %311, %315
  %317 = fadd contract float %314, %316
  %318 = fsub contract float %317, %214
  %319 = fmul contract float %312, %318
  %320 = fsub contract float %319, %47
  %321 = fmul contract float %320, 0x3FFB333340000000
  %322 = fadd contract float %47, %321
  %323 = mul nsw i32 %2, 5
  %324 = add nsw i32 %323, %8
  %325 = sext i32 %324 to i64
  %326 = getelementptr inbounds float, ptr %1, i64 %325
  store float %322, ptr %326, align 4, !tbaa !24
  %327 = fmul contract float %180, 0.000000e+00
  %328 = fmul contract float %210, 0.000000e+00
  %329 = fadd contract float %327, %328
  %330 = fsub contract float %329, %150
  %331 = fmul contract float %149, 0x3FAC71C720000000
  %332 = fmul contract float %330, 3.000000e+00
  %333 = fadd contract float %332, 1.000000e+00
  %334 = fmul contract float %330, 4.500000e+00
  %335 = fmul contract float %330, %334
  %336 = fadd contract float %333, %335
  %337 = fsub contract float %336, %214
  %338 = fmul contract float %331, %337
  %339 = fsub contract float %338, %53
  %340 = fmul contract float %339, 0x3FFB333340000000
  %341 = fadd contract float %53, %340
  %342 = mul nsw i32 %2, 6
  %343 = add nsw i32 %342, %8
  %344 = sext i32 %343 to i64
  %345 = getelementptr inbounds float, ptr %1, i64 %344
  store float %341, ptr %345, align 4, !tbaa !24
  %346 = fadd contract float %180, %210
  %347 = fmul contract float %150, 0.000000e+00
  %348 = fadd contract float %346, %347
  %349 = fmul contract float %149, 0x3F9C71C720000000
  %350 = fmul contract float %348, 3.000000e+00
  %351 = fadd contract float %350, 1.000000e+00
  %352 = fmul contract float %348, 4.500000e+00
  %353 = fmul contract float %348, %352
  %354 = fadd contract float %351, %353
  %355 = fsub contract float %354, %214
  %356 = fmul contract float %349, %355
  %357 = fsub contract float %356, %59
  %358 = fmul contract float %357, 0x3FFB333340000000
  %359 = fadd contract float %59, %358
  %360 = mul nsw i32 %2, 7
  %361 = add nsw i32 %360, %8
  %362 = sext i32 %361 to i64
  %363 = getelementptr inbounds float, ptr %1, i64 %362
  store float %359, ptr %363, align 4, !tbaa !24
  %364 = fsub contract float %210, %180
  %365 = fmul contract float %150, 0.000000e+00
  %366 = fadd contract float %364, %365
  %367 = fmul contract float %149, 0x3F9C71C720000000
  %368 = fmul contract float %366, 3.000000e+00
  %369 = fadd contract float %368, 1.000000e+00
  %370 = fmul contract float %366, 4.500000e+00
  %371 = fmul contract float %366, %370
  %372 = fadd contract float %369, %371
  %373 = fsub contract float %372, %214
  %374 = fmul contract float %367, %373
  %375 = fsub contract float %374, %66
  %376 = fmul contract float %375, 0x3FFB333340000000
  %377 = fadd contract float %66, %376
  %378 = shl nsw i32 %2, 3
  %379 = add nsw i32 %378, %8
  %380 = sext i32 %379 to i64
  %381 = getelementptr inbounds float, ptr %1, i64 %380
  store float %377, ptr %381, align 4, !tbaa !24
  %382 = fsub contract float %180, %210
  %383 = fmul contract float %150, 0.000000e+00
  %384 = fadd contract float %382, %383
  %385 = fmul contract float %149, 0x3F9C71C720000000
  %386 = fmul contract float %384, 3.000000e+00
  %387 = fadd contract float %386, 1.000000e+00
  %388 = fmul contract float %384, 4.500000e+00
  %389 = fmul contract float %384, %388
  %390 = fadd contract float %387, %389
  %391 = fsub contract float %390, %214
  %392 = fmul contract float %385, %391
  %393 = fsub contract float %392, %73
  %394 = fmul contract float %393, 0x3FFB333340000000
  %395 = fadd contract float %73, %394
  %396 = mul nsw i32 %2, 9
  %397 = add nsw i32 %396, %8
  %398 = sext i32 %397 to i64
  %399 = getelementptr inbounds float, ptr %1, i64 %398
  store float %395, ptr %399, align 4, !tbaa !24
  %400 = fneg contract float %210
  %401 = fsub contract float %400, %180
  %402 = fmul contract float %150, 0.000000e+00
  %403 = fadd contract float %401, %402
  %404 = fmul contract float %149, 0x3F9C71C720000000
  %405 = fmul contract float %403, 3.000000e+00
  %406 = fadd contract float %405, 1.000000e+00
  %407 = fmul contract float %403, 4.500000e+00
  %408 = fmul contract float %403, %407
  %409 = fadd contract float %406, %408
  %410 = fsub contract float %409, %214
  %411 = fmul contract float %404, %410
  %412 = fsub contract float %411, %80
  %413 = fmul contract float %412, 0x3FFB333340000000
  %414 = fadd contract float %80, %413
  %415 = mul nsw i32 %2, 10
  %416 = add nsw i32 %415, %8
  %417 = sext i32 %416 to i64
  %418 = getelementptr inbounds float, ptr %1, i64 %417
  store float %414, ptr %418, align 4, !tbaa !24
  %419 = fmul contract float %210, 0.000000e+00
  %420 = fadd contract float %180, %419
  %421 = fadd contract float %420, %150
  %422 = fmul contract float %149, 0x3F9C71C720000000
  %423 = fmul contract float %421, 3.000000e+00
  %424 = fadd contract float %423, 1.000000e+00
  %425 = fmul contract float %421, 4.500000e+00
  %426 = fmul contract float %421, %425
  %427 = fadd contract float %424, %426
  %428 = fsub contract float %427, %214
  %429 = fmul contract float %422, %428
  %430 = fsub contract float %429, %87
  %431 = fmul contract float %430, 0x3FFB333340000000
  %432 = fadd contract float %87, %431
  %433 = mul nsw i32 %2, 11
  %434 = add nsw i32 %433, %8
  %435 = sext i32 %434 to i64
  %436 = getelementptr inbounds float, ptr %1, i64 %435
  store float %432, ptr %436, align 4, !tbaa !24
  %437 = fmul contract float %210, 0.000000e+00
  %438 = fsub contract float %437, %180
  %439 = fadd contract float %438, %150
  %440 = fmul contract float %149, 0x3F9C71C720000000
  %441 = fmul contract float %439, 3.000000e+00
  %442 = fadd contract float %441, 1.000000e+00
  %443 = fmul contract float %439, 4.500000e+00
  %444 = fmul contract float %439, %443
  %445 = fadd contract float %442, %444
  %446 = fsub contract float %445, %214
  %447 = fmul contract float %440, %446
  %448 = fsub contract float %447, %93
  %449 = fmul contract float %448, 0x3FFB333340000000
  %450 = fadd contract float %93, %449
  %451 = mul nsw i32 %2, 12
  %452 = add nsw i32 %451, %8
  %453 = sext i32 %452 to i64
  %454 = getelementptr inbounds float, ptr %1, i64 %453
  store float %450, ptr %454, align 4, !tbaa !24
  %455 = fmul contract float %210, 0.000000e+00
  %456 = fadd contract float %180, %455
  %457 = fsub contract float %456, %150
  %458 = fmul contract float %149, 0x3F9C71C720000000
  %459 = fmul contract float %457, 3.000000e+00
  %460 = fadd contract float %459, 1.000000e+00
  %461 = fmul contract float %457, 4.500000e+00
  %462 = fmul contract float %457, %461
  %463 = fadd contract float %460, %462
  %464 = fsub contract float %463, %214
  %465 = fmul contract float %458, %464
  %466 = fsub contract float %465, %99
  %467 = fmul contract float %466, 0x3FFB333340000000
  %468 = fadd contract float %99, %467
  %469 = mul nsw i32 %2, 13
  %470 = add nsw i32 %469, %8
  %471 = sext i32 %470 to i64
  %472 = getelementptr inbounds float, ptr %1, i64 %471
  store float %468, ptr %472, align 4, !tbaa !24
  %473 = fmul contract float %210, 0.000000e+00
  %474 = fsub contract float %473, %180
  %475 = fsub contract float %474, %150
  %476 = fmul contract float %149, 0x3F9C71C720000000
  %477 = fmul contract float %475, 3.000000e+00
  %478 = fadd contract float %477, 1.000000e+00
  %479 = fmul contract float %475, 4.500000e+00
  %480 = fmul contract float %475, %479
  %481 = fadd contract float %478, %480
  %482 = fsub contract float %481, %214
  %483 = fmul contract float %476, %482
  %484 = fsub contract float %483, %105
  %485 = fmul contract float %484, 0x3FFB333340000000
  %486 = fadd contract float %105, %485
  %487 = mul nsw i32 %2, 14
  %488 = add nsw i32 %487, %8
  %489 = sext i32 %488 to i64
  %490 = getelementptr inbounds float, ptr %1, i64 %489
  store float %486, ptr %490, align 4, !tbaa !24
  %491 = fmul contract float %180, 0.000000e+00
  %492 = fadd contract float %491, %210
  %493 = fadd contract float %492, %150
  %494 = fmul contract float %149, 0x3F9C71C720000000
  %495 = fmul contract float %493, 3.000000e+00
  %496 = fadd contract float %495, 1.000000e+00
  %497 = fmul contract float %493, 4.500000e+00
  %498 = fmul contract float %493, %497
  %499 = fadd contract float %496, %498
  %500 = fsub contract float %499, %214
  %501 = fmul contract float %494, %500
  %502 = fsub contract float %501, %111
  %503 = fmul contract float %502, 0x3FFB333340000000
  %504 = fadd contract float %111, %503
  %505 = mul nsw i32 %2, 15
  %506 = add nsw i32 %505, %8
  %507 = sext i32 %506 to i64
  %508 = getelementptr inbounds float, ptr %1, i64 %507
  store float %504, ptr %508, align 4, !tbaa !24
  %509 = fmul contract float %180, 0.000000e+00
  %510 = fsub contract float %509, %210
  %511 = fadd contract float %510, %150
  %512 = fmul contract float %149, 0x3F9C71C720000000
  %513 = fmul contract float %511, 3.000000e+00
  %514 = fadd contract float %513, 1.000000e+00
  %515 = fmul contract float %511, 4.500000e+00
  %516 = fmul contract float %511, %515
  %517 = fadd contract float %514, %516
  %518 = fsub contract float %517, %214
  %519 = fmul contract float %512, %518
  %520 = fsub contract float %519, %117
  %521 = fmul contract float %520, 0x3FFB333340000000
  %522 = fadd contract float %117, %521
  %523 = shl nsw i32 %2, 4
  %524 = add nsw i32 %523, %8
  %525 = sext i32 %524 to i64
  %526 = getelementptr inbounds float, ptr %1, i64 %525
  store float %522, ptr %526, align 4, !tbaa !24
  %527 = fmul contract float %180, 0.000000e+00
  %528 = fadd contract float %527, %210
  %529 = fsub contract float %528, %150
  %530 = fmul contract float %149, 0x3F9C71C720000000
  %531 = fmul contract float %529, 3.000000e+00
  %532 = fadd contract float %531, 1.000000e+00
  %533 = fmul contract float %529, 4.500000e+00
  %534 = fmul contract float %529, %533
  %535 = fadd contract float %532, %534
  %536 = fsub contract float %535, %214
  %537 = fmul contract float %530, %536
  %538 = fsub contract float %537, %123
  %539 = fmul contract float %538, 0x3FFB333340000000
  %540 = fadd contract float %123, %539
  %541 = mul nsw i32 %2, 17
  %542 = add nsw i32 %541, %8
  %543 = sext i32 %542 to i64
  %544 = getelementptr inbounds float, ptr %1, i64 %543
  store float %540, ptr %544, align 4, !tbaa !24
  %545 = fmul contract float %180, 0.000000e+00
  %546 = fsub contract float %545, %210
  %547 = fsub contract float %546, %150
  %548 = fmul contract float %149, 0x3F9C71C720000000
  %549 = fmul contract float %547, 3.000000e+00
  %550 = fadd contract float %549, 1.000000e+00
  %551 = fmul contract float %547, 4.500000e+00
  %552 = fmul contract float %547, %551
  %553 = fadd contract float %550, %552
  %554 = fsub contract float %553, %214
  %555 = fmul contract float %548, %554
  %556 = fsub contract float %555, %129
  %557 = fmul contract float %556, 0x3FFB333340000000
  %558 = fadd contract float %129, %557
  %559 = mul nsw i32 %2, 18
  %560 = add nsw i32 %559, %8
  %561 = sext i32 %560 to i64
  %562 = getelementptr inbounds float, ptr %1, i64 %561
  store float %558, ptr %562, align 4, !tbaa !24
  br label %563

563:                                              ; preds = %3, %10
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @bpnn_layerforward(ptr nocapture noundef readonly %0, ptr nocapture noundef readnone %1, ptr nocapture noundef %2, ptr nocapture noundef writeonly %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %10 = add nsw i32 %5, 1
  %11 = shl i32 %7, 4
  %12 = add i32 %11, %9
  %13 = mul i32 %12, %10
  %14 = add i32 %8, 1
  %15 = add i32 %14, %10
  %16 = add i32 %15, %13
  %17 = icmp eq i32 %8, 0
  br i1 %17, label %18, label %27

18:                                               ; preds = %6
  %19 = shl nsw i32 %7, 4
  %20 = add i32 %9, 1
  %21 = add i32 %20, %19
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !24
  %25 = sext i32 %9 to i64
  %26 = getelementptr inbounds [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17bpnn_layerforwardE10input_node to ptr), i64 0, i64 %25
  store float %24, ptr %26, align 4, !tbaa !24
  br label %27

27:                                               ; preds = %18, %6
  tail call void @llvm.nvvm.barrier0()
  %28 = sext i32 %16 to i64
  %29 = getelementptr inbounds float, ptr %2, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !24
  %31 = sext i32 %9 to i64
  %32 = sext i32 %8 to i64
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17bpnn_layerforwardE13weight_matrix to ptr), i64 0, i64 %31, i64 %32
  store float %30, ptr %33, align 4, !tbaa !24
  tail call void @llvm.nvvm.barrier0()
  %34 = load float, ptr %33, align 4, !tbaa !24
  %35 = getelementptr inbounds [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17bpnn_layerforwardE10input_node to ptr), i64 0, i64 %31
  %36 = load float, ptr %35, align 4, !tbaa !24
  %37 = fmul contract float %34, %36
  store float %37, ptr %33, align 4, !tbaa !24
  tail call void @llvm.nvvm.barrier0()
  %38 = tail call float @llvm.nvvm.lg2.approx.f(float 1.600000e+01) #12
  %39 = fcmp contract ult float %38, 1.000000e+00
  br i1 %39, label %42, label %40

40:                                               ; preds = %27
  %41 = tail call float @llvm.nvvm.lg2.approx.f(float 2.000000e+00) #12
  br label %44

42:                                               ; preds = %60, %27
  %43 = load float, ptr %33, align 4, !tbaa !24
  store float %43, ptr %29, align 4, !tbaa !24
  tail call void @llvm.nvvm.barrier0()
  br i1 %17, label %64, label %71

44:                                               ; preds = %40, %60
  %45 = phi float [ 1.000000e+00, %40 ], [ %62, %60 ]
  %46 = phi i32 [ 1, %40 ], [ %61, %60 ]
  %47 = fmul float %45, %41
  %48 = tail call float @llvm.nvvm.ex2.approx.f(float %47) #12
  %49 = fptosi float %48 to i32
  %50 = srem i32 %9, %49
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %52, label %60

52:                                               ; preds = %44
  %53 = load float, ptr %33, align 4, !tbaa !24
  %54 = sdiv i32 %49, 2
  %55 = add nsw i32 %54, %9
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17bpnn_layerforwardE13weight_matrix to ptr), i64 0, i64 %56, i64 %32
  %58 = load float, ptr %57, align 4, !tbaa !24
  %59 = fadd contract float %53, %58
  store float %59, ptr %33, align 4, !tbaa !24
  br label %60

60:                                               ; preds = %52, %44
  tail call void @llvm.nvvm.barrier0()
  %61 = add nuw nsw i32 %46, 1
  %62 = sitofp i32 %61 to float
  %63 = fcmp contract ult float %38, %62
  br i1 %63, label %42, label %44, !llvm.loop !51

64:                                               ; preds = %42
  %65 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17bpnn_layerforwardE13weight_matrix to ptr), i64 0, i64 %32, i64 %31
  %66 = load float, ptr %65, align 4, !tbaa !24
  %67 = mul nsw i32 %7, %5
  %68 = add nsw i32 %67, %9
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr %3, i64 %69
  store float %66, ptr %70, align 4, !tbaa !24
  br label %71

71:                                               ; preds = %64, %42
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @corr_std_kernel(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #4 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %12, label %54

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  store float 0.000000e+00, ptr %14, align 4, !tbaa !24
  %15 = icmp sgt i32 %4, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %12
  %17 = load float, ptr %14, align 4, !tbaa !24
  br label %23

18:                                               ; preds = %23, %12
  %19 = load float, ptr %14, align 4, !tbaa !24
  %20 = fdiv contract float %19, 0x414885C200000000
  store float %20, ptr %14, align 4, !tbaa !24
  %21 = getelementptr inbounds float, ptr %1, i64 %13
  store float 0.000000e+00, ptr %21, align 4, !tbaa !24
  %22 = icmp sgt i32 %4, 0
  br i1 %22, label %39, label %34

23:                                               ; preds = %16, %23
  %24 = phi float [ %17, %16 ], [ %31, %23 ]
  %25 = phi i32 [ 0, %16 ], [ %32, %23 ]
  %26 = mul nsw i32 %25, %3
  %27 = add nsw i32 %26, %10
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %2, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !24
  %31 = fadd contract float %30, %24
  store float %31, ptr %14, align 4, !tbaa !24
  %32 = add nuw nsw i32 %25, 1
  %33 = icmp eq i32 %32, %4
  br i1 %33, label %18, label %23, !llvm.loop !52

34:                                               ; preds = %39, %18
  %35 = load float, ptr %21, align 4, !tbaa !24
  %36 = fdiv contract float %35, 0x414885C200000000
  %37 = tail call float @llvm.nvvm.sqrt.approx.f(float %36) #12
  store float %37, ptr %21, align 4, !tbaa !24
  %38 = fcmp contract ugt float %37, 0x3F747AE140000000
  br i1 %38, label %54, label %53

39:                                               ; preds = %18, %39
  %40 = phi i32 [ %51, %39 ], [ 0, %18 ]
  %41 = mul nsw i32 %40, %3
  %42 = add nsw i32 %41, %10
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %2, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !24
  %46 = load float, ptr %14, align 4, !tbaa !24
  %47 = fsub contract float %45, %46
  %48 = fmul contract float %47, %47
  %49 = load float, ptr %21, align 4, !tbaa !24
  %50 = fadd contract float %49, %48
  store float %50, ptr %21, align 4, !tbaa !24
  %51 = add nuw nsw i32 %40, 1
  %52 = icmp eq i32 %51, %4
  br i1 %52, label %34, label %39, !llvm.loop !53

53:                                               ; preds = %34
  store float 1.000000e+00, ptr %21, align 4, !tbaa !24
  br label %54

54:                                               ; preds = %34, %53, %5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @gramschmidt_kernel3(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #4 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp sgt i32 %11, %3
  %13 = icmp slt i32 %11, %5
  %14 = and i1 %12, %13
  br i1 %14, label %15, label %57

15:                                               ; preds = %6
  %16 = mul nsw i32 %5, %3
  %17 = add nsw i32 %16, %11
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %1, i64 %18
  store float 0.000000e+00, ptr %19, align 4, !tbaa !24
  %20 = icmp sgt i32 %4, 0
  br i1 %20, label %21, label %23

21:                                               ; preds = %15
  %22 = load float, ptr %19, align 4, !tbaa !24
  br label %25

23:                                               ; preds = %25, %15
  %24 = icmp sgt i32 %4, 0
  br i1 %24, label %41, label %57

25:                                               ; preds = %21, %25
  %26 = phi float [ %22, %21 ], [ %38, %25 ]
  %27 = phi i32 [ 0, %21 ], [ %39, %25 ]
  %28 = mul nsw i32 %27, %5
  %29 = add nsw i32 %28, %3
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr %2, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !24
  %33 = add nsw i32 %28, %11
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %0, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !24
  %37 = fmul contract float %32, %36
  %38 = fadd contract float %26, %37
  store float %38, ptr %19, align 4, !tbaa !24
  %39 = add nuw nsw i32 %27, 1
  %40 = icmp eq i32 %39, %4
  br i1 %40, label %23, label %25, !llvm.loop !54

41:                                               ; preds = %23, %41
  %42 = phi i32 [ %55, %41 ], [ 0, %23 ]
  %43 = mul nsw i32 %42, %5
  %44 = add nsw i32 %43, %3
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %2, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !24
  %48 = load float, ptr %19, align 4, !tbaa !24
  %49 = fmul contract float %47, %48
  %50 = add nsw i32 %43, %11
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds float, ptr %0, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !24
  %54 = fsub contract float %53, %49
  store float %54, ptr %52, align 4, !tbaa !24
  %55 = add nuw nsw i32 %42, 1
  %56 = icmp eq i32 %55, %4
  br i1 %56, label %57, label %41, !llvm.loop !55

57:                                               ; preds = %41, %23, %6
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @fdtd_step3_kernel(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #5 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %14 = mul i32 %12, %13
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %16 = add i32 %14, %15
  %17 = icmp slt i32 %16, %4
  %18 = icmp slt i32 %11, %5
  %19 = and i1 %17, %18
  br i1 %19, label %20, label %50

20:                                               ; preds = %6
  %21 = mul nsw i32 %16, %5
  %22 = add nsw i32 %21, %11
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %2, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !24
  %26 = add nsw i32 %5, 1
  %27 = mul nsw i32 %26, %16
  %28 = add i32 %27, %11
  %29 = add i32 %28, 1
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr %0, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !24
  %33 = add nsw i32 %27, %11
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %0, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !24
  %37 = fsub contract float %32, %36
  %38 = add nsw i32 %16, 1
  %39 = mul nsw i32 %38, %5
  %40 = add nsw i32 %39, %11
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %1, i64 %41
  %43 = load float, ptr %42, align 4, !tbaa !24
  %44 = fadd contract float %37, %43
  %45 = getelementptr inbounds float, ptr %1, i64 %23
  %46 = load float, ptr %45, align 4, !tbaa !24
  %47 = fsub contract float %44, %46
  %48 = fmul contract float %47, 0x3FE6666660000000
  %49 = fsub contract float %25, %48
  store float %49, ptr %24, align 4, !tbaa !24
  br label %50

50:                                               ; preds = %20, %6
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @gesummv_kernel(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef %3, ptr nocapture noundef %4, i32 noundef %5, float noundef %6, float noundef %7) local_unnamed_addr #4 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %5
  br i1 %14, label %15, label %51

15:                                               ; preds = %8
  %16 = icmp sgt i32 %5, 0
  br i1 %16, label %17, label %42

17:                                               ; preds = %15
  %18 = mul nsw i32 %13, %5
  %19 = sext i32 %13 to i64
  %20 = getelementptr inbounds float, ptr %4, i64 %19
  %21 = getelementptr inbounds float, ptr %3, i64 %19
  br label %22

22:                                               ; preds = %17, %22
  %23 = phi i32 [ 0, %17 ], [ %40, %22 ]
  %24 = add nsw i32 %23, %18
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %0, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !24
  %28 = zext i32 %23 to i64
  %29 = getelementptr inbounds float, ptr %2, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !24
  %31 = fmul contract float %27, %30
  %32 = load float, ptr %20, align 4, !tbaa !24
  %33 = fadd contract float %32, %31
  store float %33, ptr %20, align 4, !tbaa !24
  %34 = getelementptr inbounds float, ptr %1, i64 %25
  %35 = load float, ptr %34, align 4, !tbaa !24
  %36 = load float, ptr %29, align 4, !tbaa !24
  %37 = fmul contract float %35, %36
  %38 = load float, ptr %21, align 4, !tbaa !24
  %39 = fadd contract float %38, %37
  store float %39, ptr %21, align 4, !tbaa !24
  %40 = add nuw nsw i32 %23, 1
  %41 = icmp eq i32 %40, %5
  br i1 %41, label %42, label %22, !llvm.loop !56

42:                                               ; preds = %22, %15
  %43 = sext i32 %13 to i64
  %44 = getelementptr inbounds float, ptr %4, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !24
  %46 = fmul contract float %45, %6
  %47 = getelementptr inbounds float, ptr %3, i64 %43
  %48 = load float, ptr %47, align 4, !tbaa !24
  %49 = fmul contract float %48, %7
  %50 = fadd contract float %46, %49
  store float %50, ptr %47, align 4, !tbaa !24
  br label %51

51:                                               ; preds = %42, %8
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @lu_kernel2(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #5 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %11 = mul i32 %9, %10
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %13 = add i32 %11, %12
  %14 = icmp sgt i32 %13, %1
  %15 = icmp sgt i32 %8, %1
  %16 = and i1 %14, %15
  %17 = icmp slt i32 %13, %2
  %18 = and i1 %16, %17
  %19 = icmp slt i32 %8, %2
  %20 = and i1 %19, %18
  br i1 %20, label %21, label %38

21:                                               ; preds = %3
  %22 = mul nsw i32 %13, %2
  %23 = add nsw i32 %22, %8
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !24
  %27 = add nsw i32 %22, %1
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %0, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !24
  %31 = mul nsw i32 %2, %1
  %32 = add nsw i32 %31, %8
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %0, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !24
  %36 = fmul contract float %30, %35
  %37 = fsub contract float %26, %36
  store float %37, ptr %25, align 4, !tbaa !24
  br label %38

38:                                               ; preds = %21, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @naive_kernel(float noundef %0, float noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #4 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = add i32 %12, 1
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %16 = mul i32 %14, %15
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %18 = add i32 %16, %17
  %19 = add i32 %18, 1
  %20 = add nsw i32 %4, -1
  %21 = icmp slt i32 %13, %20
  %22 = add nsw i32 %5, -1
  %23 = icmp slt i32 %19, %22
  %24 = select i1 %21, i1 %23, i1 false
  %25 = icmp sgt i32 %6, 2
  %26 = and i1 %24, %25
  br i1 %26, label %27, label %86

27:                                               ; preds = %7
  %28 = add i32 %6, -2
  br label %29

29:                                               ; preds = %27, %29
  %30 = phi i32 [ %31, %29 ], [ 1, %27 ]
  %31 = add nuw nsw i32 %30, 1
  %32 = mul nsw i32 %31, %5
  %33 = add nsw i32 %32, %19
  %34 = mul nsw i32 %33, %4
  %35 = add nsw i32 %34, %13
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %2, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !24
  %39 = add nsw i32 %30, -1
  %40 = mul nsw i32 %39, %5
  %41 = add nsw i32 %40, %19
  %42 = mul nsw i32 %41, %4
  %43 = add nsw i32 %42, %13
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %2, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !24
  %47 = fadd contract float %38, %46
  %48 = mul nsw i32 %30, %5
  %49 = add i32 %48, %18
  %50 = add i32 %49, 2
  %51 = mul nsw i32 %50, %4
  %52 = add nsw i32 %51, %13
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %2, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !24
  %56 = fadd contract float %47, %55
  %57 = add nsw i32 %48, %18
  %58 = mul nsw i32 %57, %4
  %59 = add nsw i32 %58, %13
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr %2, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !24
  %63 = fadd contract float %56, %62
  %64 = add nsw i32 %48, %19
  %65 = mul nsw i32 %64, %4
  %66 = add i32 %65, %12
  %67 = add i32 %66, 2
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr %2, i64 %68
  %70 = load float, ptr %69, align 4, !tbaa !24
  %71 = fadd contract float %63, %70
  %72 = add nsw i32 %65, %12
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr %2, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !24
  %76 = fadd contract float %71, %75
  %77 = fmul contract float %76, %1
  %78 = add nsw i32 %65, %13
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds float, ptr %2, i64 %79
  %81 = load float, ptr %80, align 4, !tbaa !24
  %82 = fmul contract float %81, %0
  %83 = fsub contract float %77, %82
  %84 = getelementptr inbounds float, ptr %3, i64 %79
  store float %83, ptr %84, align 4, !tbaa !24
  %85 = icmp eq i32 %30, %28
  br i1 %85, label %86, label %29, !llvm.loop !57

86:                                               ; preds = %29, %7
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @sad_like(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #4 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = icmp slt i32 %10, %3
  br i1 %12, label %13, label %50

13:                                               ; preds = %5
  %14 = add nsw i32 %4, -1
  %15 = add nsw i32 %3, -1
  br label %16

16:                                               ; preds = %13, %29
  %17 = phi i32 [ 0, %13 ], [ %47, %29 ]
  %18 = phi i32 [ 0, %13 ], [ %30, %29 ]
  %19 = add nsw i32 %18, %11
  %20 = tail call i32 @llvm.smin.i32(i32 %19, i32 %14)
  %21 = mul nsw i32 %20, %3
  br label %32

22:                                               ; preds = %29
  %23 = tail call i32 @llvm.umin.i32(i32 %47, i32 65535)
  %24 = trunc i32 %23 to i16
  %25 = mul nsw i32 %11, %3
  %26 = add nsw i32 %25, %10
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i16, ptr %2, i64 %27
  store i16 %24, ptr %28, align 2, !tbaa !58
  br label %50

29:                                               ; preds = %32
  %30 = add nuw nsw i32 %18, 1
  %31 = icmp eq i32 %30, 4
  br i1 %31, label %22, label %16, !llvm.loop !60

32:                                               ; preds = %16, %32
  %33 = phi i32 [ %17, %16 ], [ %47, %32 ]
  %34 = phi i32 [ 0, %16 ], [ %48, %32 ]
  %35 = add nsw i32 %34, %10
  %36 = tail call i32 @llvm.smin.i32(i32 %35, i32 %15)
  %37 = add nsw i32 %36, %21
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i16, ptr %0, i64 %38
  %40 = load i16, ptr %39, align 2, !tbaa !58
  %41 = zext i16 %40 to i32
  %42 = getelementptr inbounds i16, ptr %1, i64 %38
  %43 = load i16, ptr %42, align 2, !tbaa !58
  %44 = zext i16 %43 to i32
  %45 = sub nsw i32 %41, %44
  %46 = tail call i32 @llvm.abs.i32(i32 %45, i1 true)
  %47 = add i32 %46, %33
  %48 = add nuw nsw i32 %34, 1
  %49 = icmp eq i32 %48, 4
  br i1 %49, label %29, label %32, !llvm.loop !61

50:                                               ; preds = %5, %22
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #6

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p0(ptr nocapture, i32) #7

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #8

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.ftz.f(float) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.approx.f(float, float) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sin.approx.f(float) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.cos.approx.f(float) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.f(float) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f(float) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.hi(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.lo(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.lohi.i2d(i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.rcp.approx.ftz.d(double) #9

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc double @__internal_accurate_pow(double %0) unnamed_addr #10 {
  %2 = tail call i32 @llvm.nvvm.d2i.hi(double %0) #12
  %3 = tail call i32 @llvm.nvvm.d2i.lo(double %0) #12
  %4 = lshr i32 %2, 20
  %5 = icmp ult i32 %2, 1048576
  br i1 %5, label %6, label %12

6:                                                ; preds = %1
  %7 = fmul double %0, 0x4350000000000000
  %8 = tail call i32 @llvm.nvvm.d2i.hi(double %7) #12
  %9 = tail call i32 @llvm.nvvm.d2i.lo(double %7) #12
  %10 = lshr i32 %8, 20
  %11 = add nsw i32 %10, -54
  br label %12

12:                                               ; preds = %6, %1
  %13 = phi i32 [ %9, %6 ], [ %3, %1 ]
  %14 = phi i32 [ %8, %6 ], [ %2, %1 ]
  %15 = phi i32 [ %11, %6 ], [ %4, %1 ]
  %16 = add nsw i32 %15, -1023
  %17 = and i32 %14, -2146435073
  %18 = or i32 %17, 1072693248
  %19 = tail call double @llvm.nvvm.lohi.i2d(i32 %13, i32 %18) #12
  %20 = icmp ugt i32 %18, 1073127582
  br i1 %20, label %21, label %27

21:                                               ; preds = %12
  %22 = tail call i32 @llvm.nvvm.d2i.lo(double %19) #12
  %23 = tail call i32 @llvm.nvvm.d2i.hi(double %19) #12
  %24 = add i32 %23, -1048576
  %25 = tail call double @llvm.nvvm.lohi.i2d(i32 %22, i32 %24) #12
  %26 = add nsw i32 %15, -1022
  br label %27

27:                                               ; preds = %12, %21
  %28 = phi double [ %25, %21 ], [ %19, %12 ]
  %29 = phi i32 [ %26, %21 ], [ %16, %12 ]
  %30 = fadd double %28, -1.000000e+00
  %31 = fadd double %28, 1.000000e+00
  %32 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %31) #12
  %33 = fneg double %31
  %34 = tail call double @llvm.fma.f64(double %33, double %32, double 1.000000e+00)
  %35 = tail call double @llvm.fma.f64(double %34, double %34, double %34)
  %36 = tail call double @llvm.fma.f64(double %35, double %32, double %32)
  %37 = fmul double %30, %36
  %38 = fadd double %37, %37
  %39 = fmul double %38, %38
  %40 = tail call double @llvm.fma.f64(double %39, double 0x3EB0F5FF7D2CAFE2, double 0x3ED0F5D241AD3B5A)
  %41 = tail call double @llvm.fma.f64(double %40, double %39, double 0x3EF3B20A75488A3F)
  %42 = tail call double @llvm.fma.f64(double %41, double %39, double 0x3F1745CDE4FAECD5)
  %43 = tail call double @llvm.fma.f64(double %42, double %39, double 0x3F3C71C7258A578B)
  %44 = tail call double @llvm.fma.f64(double %43, double %39, double 0x3F6249249242B910)
  %45 = tail call double @llvm.fma.f64(double %44, double %39, double 0x3F89999999999DFB)
  %46 = fmul double %39, %45
  %47 = fsub double %30, %38
  %48 = fmul double %47, 2.000000e+00
  %49 = fneg double %38
  %50 = tail call double @llvm.fma.f64(double %49, double %30, double %48)
  %51 = fmul double %36, %50
  %52 = fadd double %46, 0x3FB5555555555555
  %53 = fsub double 0x3FB5555555555555, %52
  %54 = fadd double %46, %53
  %55 = fadd double %54, 0.000000e+00
  %56 = fadd double %55, 0xBC46A4CB00B9E7B0
  %57 = fadd double %52, %56
  %58 = fsub double %52, %57
  %59 = fadd double %56, %58
  %60 = fneg double %39
  %61 = tail call double @llvm.fma.f64(double %38, double %38, double %60)
  %62 = tail call i32 @llvm.nvvm.d2i.lo(double %51) #12
  %63 = tail call i32 @llvm.nvvm.d2i.hi(double %51) #12
  %64 = add i32 %63, 1048576
  %65 = tail call double @llvm.nvvm.lohi.i2d(i32 %62, i32 %64) #12
  %66 = tail call double @llvm.fma.f64(double %38, double %65, double %61)
  %67 = fmul double %38, %39
  %68 = fneg double %67
  %69 = tail call double @llvm.fma.f64(double %39, double %38, double %68)
  %70 = tail call double @llvm.fma.f64(double %39, double %51, double %69)
  %71 = tail call double @llvm.fma.f64(double %66, double %38, double %70)
  %72 = fmul double %67, %57
  %73 = fneg double %72
  %74 = tail call double @llvm.fma.f64(double %57, double %67, double %73)
  %75 = tail call double @llvm.fma.f64(double %57, double %71, double %74)
  %76 = tail call double @llvm.fma.f64(double %59, double %67, double %75)
  %77 = fadd double %72, %76
  %78 = fsub double %72, %77
  %79 = fadd double %76, %78
  %80 = fadd double %38, %77
  %81 = fsub double %38, %80
  %82 = fadd double %77, %81
  %83 = fadd double %79, %82
  %84 = fadd double %51, %83
  %85 = fadd double %80, %84
  %86 = fsub double %80, %85
  %87 = fadd double %84, %86
  %88 = xor i32 %29, -2147483648
  %89 = tail call double @llvm.nvvm.lohi.i2d(i32 %88, i32 1127219200) #12
  %90 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #12
  %91 = fsub double %89, %90
  %92 = tail call double @llvm.fma.f64(double %91, double 0x3FE62E42FEFA39EF, double %85)
  %93 = fneg double %91
  %94 = tail call double @llvm.fma.f64(double %93, double 0x3FE62E42FEFA39EF, double %92)
  %95 = fsub double %94, %85
  %96 = fsub double %87, %95
  %97 = tail call double @llvm.fma.f64(double %91, double 0x3C7ABC9E3B39803F, double %96)
  %98 = fadd double %92, %97
  %99 = fsub double %92, %98
  %100 = fadd double %97, %99
  %101 = tail call i32 @llvm.nvvm.d2i.hi(double 2.500000e+00) #12
  %102 = tail call i32 @llvm.nvvm.d2i.lo(double 2.500000e+00) #12
  %103 = shl i32 %101, 1
  %104 = icmp ugt i32 %103, -33554433
  %105 = and i32 %101, -15728641
  %106 = select i1 %104, i32 %105, i32 %101
  %107 = tail call double @llvm.nvvm.lohi.i2d(i32 %102, i32 %106) #12
  %108 = fmul double %107, %98
  %109 = fneg double %108
  %110 = tail call double @llvm.fma.f64(double %98, double %107, double %109)
  %111 = tail call double @llvm.fma.f64(double %100, double %107, double %110)
  %112 = fadd double %108, %111
  %113 = tail call double @llvm.fma.f64(double %112, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %114 = tail call i32 @llvm.nvvm.d2i.lo(double %113) #12
  %115 = fadd double %113, 0xC338000000000000
  %116 = tail call double @llvm.fma.f64(double %115, double 0xBFE62E42FEFA39EF, double %112)
  %117 = tail call double @llvm.fma.f64(double %115, double 0xBC7ABC9E3B39803F, double %116)
  %118 = tail call double @llvm.fma.f64(double %117, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %119 = tail call double @llvm.fma.f64(double %118, double %117, double 0x3EC71DEE62401315)
  %120 = tail call double @llvm.fma.f64(double %119, double %117, double 0x3EFA01997C89EB71)
  %121 = tail call double @llvm.fma.f64(double %120, double %117, double 0x3F2A01A014761F65)
  %122 = tail call double @llvm.fma.f64(double %121, double %117, double 0x3F56C16C1852B7AF)
  %123 = tail call double @llvm.fma.f64(double %122, double %117, double 0x3F81111111122322)
  %124 = tail call double @llvm.fma.f64(double %123, double %117, double 0x3FA55555555502A1)
  %125 = tail call double @llvm.fma.f64(double %124, double %117, double 0x3FC5555555555511)
  %126 = tail call double @llvm.fma.f64(double %125, double %117, double 0x3FE000000000000B)
  %127 = tail call double @llvm.fma.f64(double %126, double %117, double 1.000000e+00)
  %128 = tail call double @llvm.fma.f64(double %127, double %117, double 1.000000e+00)
  %129 = tail call i32 @llvm.nvvm.d2i.lo(double %128) #12
  %130 = tail call i32 @llvm.nvvm.d2i.hi(double %128) #12
  %131 = shl i32 %114, 20
  %132 = add i32 %130, %131
  %133 = tail call double @llvm.nvvm.lohi.i2d(i32 %129, i32 %132) #12
  %134 = tail call i32 @llvm.nvvm.d2i.hi(double %112) #12
  %135 = bitcast i32 %134 to float
  %136 = tail call float @llvm.fabs.f32(float %135)
  %137 = fcmp olt float %136, 0x4010C46560000000
  br i1 %137, label %153, label %138

138:                                              ; preds = %27
  %139 = fcmp olt double %112, 0.000000e+00
  %140 = fadd double %112, 0x7FF0000000000000
  %141 = select i1 %139, double 0.000000e+00, double %140
  %142 = fcmp olt float %136, 0x4010E90000000000
  br i1 %142, label %143, label %153

143:                                              ; preds = %138
  %144 = sdiv i32 %114, 2
  %145 = shl i32 %144, 20
  %146 = add i32 %130, %145
  %147 = tail call double @llvm.nvvm.lohi.i2d(i32 %129, i32 %146) #12
  %148 = sub nsw i32 %114, %144
  %149 = shl i32 %148, 20
  %150 = add nsw i32 %149, 1072693248
  %151 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %150) #12
  %152 = fmul double %151, %147
  br label %153

153:                                              ; preds = %27, %143, %138
  %154 = phi double [ %133, %27 ], [ %152, %143 ], [ %141, %138 ]
  %155 = fsub double %108, %112
  %156 = fadd double %111, %155
  %157 = tail call i32 @llvm.nvvm.d2i.lo(double %154) #12
  %158 = tail call i32 @llvm.nvvm.d2i.hi(double %154) #12
  %159 = and i32 %158, 2147483647
  %160 = icmp eq i32 %159, 2146435072
  %161 = icmp eq i32 %157, 0
  %162 = select i1 %160, i1 %161, i1 false
  %163 = tail call double @llvm.fma.f64(double %154, double %156, double %154)
  %164 = select i1 %162, double %154, double %163
  ret double %164
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #11

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #3 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nounwind memory(argmem: read) }
attributes #8 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #10 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21, !22}
!nvvmir.version = !{!23}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @calculate_temp, !"kernel", i32 1}
!5 = !{ptr @needle_cuda_shared_1, !"kernel", i32 1}
!6 = !{ptr @reduce6_128, !"kernel", i32 1}
!7 = !{ptr @tpacf_bins, !"kernel", i32 1}
!8 = !{ptr @compute_lj_force, !"kernel", i32 1}
!9 = !{ptr @likelihood_kernel, !"kernel", i32 1}
!10 = !{ptr @intrinsics_mix, !"kernel", i32 1}
!11 = !{ptr @radix_digit_count, !"kernel", i32 1}
!12 = !{ptr @lbm_collide, !"kernel", i32 1}
!13 = !{ptr @bpnn_layerforward, !"kernel", i32 1}
!14 = !{ptr @corr_std_kernel, !"kernel", i32 1}
!15 = !{ptr @gramschmidt_kernel3, !"kernel", i32 1}
!16 = !{ptr @fdtd_step3_kernel, !"kernel", i32 1}
!17 = !{ptr @gesummv_kernel, !"kernel", i32 1}
!18 = !{ptr @lu_kernel2, !"kernel", i32 1}
!19 = !{ptr @naive_kernel, !"kernel", i32 1}
!20 = !{ptr @sad_like, !"kernel", i32 1}
!21 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!22 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!23 = !{i32 2, i32 0}
!24 = !{!25, !25, i64 0}
!25 = !{!"float", !26, i64 0}
!26 = !{!"omnipotent char", !27, i64 0}
!27 = !{!"Simple C++ TBAA"}
!28 = !{!29, !29, i64 0}
!29 = !{!"int", !26, i64 0}
!30 = distinct !{!30, !31, !32}
!31 = !{!"llvm.loop.mustprogress"}
!32 = !{!"llvm.loop.unroll.disable"}
!33 = distinct !{!33, !31, !32}
!34 = distinct !{!34, !31, !32}
!35 = distinct !{!35, !31, !32}
!36 = distinct !{!36, !31, !32}
!37 = !{!38, !38, i64 0}
!38 = !{!"double", !26, i64 0}
!39 = distinct !{!39, !31, !32}
!40 = distinct !{!40, !31, !32}
!41 = distinct !{!41, !31, !32}
!42 = !{i64 0, i64 4, !24, i64 4, i64 4, !24, i64 8, i64 4, !24, i64 12, i64 4, !24}
!43 = !{i64 0, i64 4, !24, i64 4, i64 4, !24, i64 8, i64 4, !24}
!44 = !{i64 0, i64 4, !24, i64 4, i64 4, !24}
!45 = !{i64 0, i64 4, !24}
!46 = distinct !{!46, !31, !32}
!47 = !{i32 0, i32 33}
!48 = distinct !{!48, !31, !32}
!49 = distinct !{!49, !31, !32}
!50 = distinct !{!50, !31, !32}
!51 = distinct !{!51, !31, !32}
!52 = distinct !{!52, !31, !32}
!53 = distinct !{!53, !31, !32}
!54 = distinct !{!54, !31, !32}
!55 = distinct !{!55, !31, !32}
!56 = distinct !{!56, !31, !32}
!57 = distinct !{!57, !31, !32}
!58 = !{!59, !59, i64 0}
!59 = !{!"short", !26, i64 0}
!60 = distinct !{!60, !31, !32}
!61 = distinct !{!61, !31, !32}
