; ModuleID = 'suites.cu'
source_filename = "suites.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }
%struct.LJ = type { float, float, float }

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
@llvm.compiler.used = appending global [1 x i8*] [i8* addrspacecast (i8 addrspace(4)* bitcast ([32 x double] addrspace(4)* @binb to i8 addrspace(4)*) to i8*)], section "llvm.metadata"

define dso_local void @calculate_temp(i32 %_0, float* nocapture readonly %_1, float* nocapture readonly %_2, float* nocapture writeonly %_3, i32 %_4, i32 %_5, i32 %_6, i32 %_7, float %_8, float %_9, float %_10, float %_11, float %_12) local_unnamed_addr #0 {
_13:
  %_14 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_15 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %_16 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_17 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %_18 = fdiv contract float %_12, %_8
  %_19 = fdiv contract float 1.000000e+00, %_9
  %_20 = fdiv contract float 1.000000e+00, %_10
  %_21 = fdiv contract float 1.000000e+00, %_11
  %_22 = shl nsw i32 %_0, 1
  %_23 = sub nsw i32 16, %_22
  %_24 = mul nsw i32 %_23, %_15
  %_25 = sub nsw i32 %_24, %_7
  %_26 = mul nsw i32 %_23, %_14
  %_27 = sub nsw i32 %_26, %_6
  %_28 = add nsw i32 %_25, 15
  %_29 = add nsw i32 %_27, 15
  %_30 = add nsw i32 %_25, %_17
  %_31 = add nsw i32 %_27, %_16
  %_32 = mul nsw i32 %_30, %_4
  %_33 = add nsw i32 %_32, %_31
  %_34 = icmp sgt i32 %_30, -1
  br i1 %_34, label %_35, label %_53

_35:                                               ; preds = %13
  %_36 = icmp slt i32 %_30, %_5
  %_37 = icmp sgt i32 %_31, -1
  %_38 = select i1 %_36, i1 %_37, i1 false
  %_39 = icmp slt i32 %_31, %_4
  %_40 = select i1 %_38, i1 %_39, i1 false
  br i1 %_40, label %_41, label %_53

_41:                                               ; preds = %35
  %_42 = sext i32 %_33 to i64
  %_43 = getelementptr inbounds float, float* %_2, i64 %_42
  %_44 = load float, float* %_43, align 4, !tbaa !24
  %_45 = sext i32 %_17 to i64
  %_46 = sext i32 %_16 to i64
  %_47 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ14calculate_tempE12temp_on_cuda, i64 0, i64 %_45, i64 %_46
  %_48 = addrspacecast float addrspace(3)* %_47 to float*
  store float %_44, float* %_48, align 4, !tbaa !24
  %_49 = getelementptr inbounds float, float* %_1, i64 %_42
  %_50 = load float, float* %_49, align 4, !tbaa !24
  %_51 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ14calculate_tempE13power_on_cuda, i64 0, i64 %_45, i64 %_46
  %_52 = addrspacecast float addrspace(3)* %_51 to float*
  store float %_50, float* %_52, align 4, !tbaa !24
  br label %_53

_53:                                               ; preds = %41, %35, %13
  tail call void @llvm.nvvm.barrier0()
  %_54 = icmp sgt i32 %_0, 0
  br i1 %_54, label %_55, label %_161

_55:                                               ; preds = %53
  %_56 = add nsw i32 %_16, 1
  %_57 = icmp slt i32 %_29, %_4
  %_58 = xor i32 %_27, -1
  %_59 = add i32 %_58, %_4
  %_60 = select i1 %_57, i32 15, i32 %_59
  %_61.c = icmp slt i32 %_56, %_60
  %_61 = select i1 %_61.c, i32 %_56, i32 %_60
  %_62 = add nsw i32 %_16, -1
  %_63 = icmp slt i32 %_27, 0
  %_64 = sub nsw i32 0, %_27
  %_65 = select i1 %_63, i32 %_64, i32 0
  %_66.c = icmp sgt i32 %_62, %_65
  %_66 = select i1 %_66.c, i32 %_62, i32 %_65
  %_67 = add nsw i32 %_17, 1
  %_68 = icmp slt i32 %_28, %_5
  %_69 = xor i32 %_25, -1
  %_70 = add i32 %_69, %_5
  %_71 = select i1 %_68, i32 15, i32 %_70
  %_72.c = icmp slt i32 %_67, %_71
  %_72 = select i1 %_72.c, i32 %_67, i32 %_71
  %_73 = add nsw i32 %_17, -1
  %_74 = icmp slt i32 %_25, 0
  %_75 = sub nsw i32 0, %_25
  %_76 = select i1 %_74, i32 %_75, i32 0
  %_77.c = icmp sgt i32 %_73, %_76
  %_77 = select i1 %_77.c, i32 %_73, i32 %_76
  %_78 = icmp slt i32 %_16, %_65
  %_79 = icmp sgt i32 %_16, %_60
  %_80 = icmp slt i32 %_17, %_76
  %_81 = icmp sgt i32 %_17, %_71
  %_82 = sext i32 %_17 to i64
  %_83 = sext i32 %_16 to i64
  %_84 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ14calculate_tempE12temp_on_cuda, i64 0, i64 %_82, i64 %_83
  %_85 = addrspacecast float addrspace(3)* %_84 to float*
  %_86 = fpext float %_18 to double
  %_87 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ14calculate_tempE13power_on_cuda, i64 0, i64 %_82, i64 %_83
  %_88 = addrspacecast float addrspace(3)* %_87 to float*
  %_89 = sext i32 %_72 to i64
  %_90 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ14calculate_tempE12temp_on_cuda, i64 0, i64 %_89, i64 %_83
  %_91 = addrspacecast float addrspace(3)* %_90 to float*
  %_92 = sext i32 %_77 to i64
  %_93 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ14calculate_tempE12temp_on_cuda, i64 0, i64 %_92, i64 %_83
  %_94 = addrspacecast float addrspace(3)* %_93 to float*
  %_95 = fpext float %_20 to double
  %_96 = sext i32 %_61 to i64
  %_97 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ14calculate_tempE12temp_on_cuda, i64 0, i64 %_82, i64 %_96
  %_98 = addrspacecast float addrspace(3)* %_97 to float*
  %_99 = sext i32 %_66 to i64
  %_100 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ14calculate_tempE12temp_on_cuda, i64 0, i64 %_82, i64 %_99
  %_101 = addrspacecast float addrspace(3)* %_100 to float*
  %_102 = fpext float %_19 to double
  %_103 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ14calculate_tempE6temp_t, i64 0, i64 %_82, i64 %_83
  %_104 = addrspacecast float addrspace(3)* %_103 to float*
  %_105 = add nsw i32 %_0, -1
  %_106 = sext i32 %_17 to i64
  %_107 = sext i32 %_16 to i64
  %_108 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ14calculate_tempE6temp_t, i64 0, i64 %_106, i64 %_107
  %_109 = addrspacecast float addrspace(3)* %_108 to float*
  %_110 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ14calculate_tempE12temp_on_cuda, i64 0, i64 %_106, i64 %_107
  %_111 = addrspacecast float addrspace(3)* %_110 to float*
  br label %_112

_112:                                              ; preds = %160, %55
  %_113 = phi i32 [ 0, %_55 ], [ %_114, %_160 ]
  %_114 = add nuw nsw i32 %_113, 1
  %_115 = icmp sgt i32 %_16, %_113
  br i1 %_115, label %_116, label %_154

_116:                                              ; preds = %112
  %_117 = sub nsw i32 14, %_113
  %_118 = icmp sgt i32 %_16, %_117
  %_119 = icmp sle i32 %_17, %_113
  %_120 = or i1 %_119, %_118
  %_121 = icmp sgt i32 %_17, %_117
  %_122 = or i1 %_121, %_120
  %_123 = select i1 %_122, i1 true, i1 %_78
  %_124 = select i1 %_123, i1 true, i1 %_79
  %_125 = select i1 %_124, i1 true, i1 %_80
  %_126 = select i1 %_125, i1 true, i1 %_81
  br i1 %_126, label %_154, label %_127

_127:                                              ; preds = %116
  %_128 = load float, float* %_85, align 4, !tbaa !24
  %_129 = fpext float %_128 to double
  %_130 = load float, float* %_88, align 4, !tbaa !24
  %_131 = fpext float %_130 to double
  %_132 = load float, float* %_91, align 4, !tbaa !24
  %_133 = load float, float* %_94, align 4, !tbaa !24
  %_134 = fadd contract float %_132, %_133
  %_135 = fpext float %_134 to double
  %_136 = fmul contract double %_129, 2.000000e+00
  %_137 = fsub contract double %_135, %_136
  %_138 = fmul contract double %_137, %_95
  %_139 = fadd contract double %_138, %_131
  %_140 = load float, float* %_98, align 4, !tbaa !24
  %_141 = load float, float* %_101, align 4, !tbaa !24
  %_142 = fadd contract float %_140, %_141
  %_143 = fpext float %_142 to double
  %_144 = fsub contract double %_143, %_136
  %_145 = fmul contract double %_144, %_102
  %_146 = fadd contract double %_139, %_145
  %_147 = fsub contract float 8.000000e+01, %_128
  %_148 = fmul contract float %_21, %_147
  %_149 = fpext float %_148 to double
  %_150 = fadd contract double %_146, %_149
  %_151 = fmul contract double %_150, %_86
  %_152 = fadd contract double %_151, %_129
  %_153 = fptrunc double %_152 to float
  store float %_153, float* %_104, align 4, !tbaa !24
  br label %_154

_154:                                              ; preds = %127, %116, %112
  %_155 = phi i1 [ true, %_127 ], [ false, %_116 ], [ false, %_112 ]
  tail call void @llvm.nvvm.barrier0()
  %_156 = icmp eq i32 %_113, %_105
  br i1 %_156, label %_161, label %_157

_157:                                              ; preds = %154
  br i1 %_155, label %_158, label %_160

_158:                                              ; preds = %157
  %_159 = load float, float* %_109, align 4, !tbaa !24
  store float %_159, float* %_111, align 4, !tbaa !24
  br label %_160

_160:                                              ; preds = %158, %157
  tail call void @llvm.nvvm.barrier0()
  br label %_112

_161:                                              ; preds = %154, %53
  %_162 = phi i1 [ undef, %_53 ], [ %_155, %_154 ]
  br i1 %_162, label %_163, label %_171

_163:                                              ; preds = %161
  %_164 = sext i32 %_17 to i64
  %_165 = sext i32 %_16 to i64
  %_166 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ14calculate_tempE6temp_t, i64 0, i64 %_164, i64 %_165
  %_167 = addrspacecast float addrspace(3)* %_166 to float*
  %_168 = load float, float* %_167, align 4, !tbaa !24
  %_169 = sext i32 %_33 to i64
  %_170 = getelementptr inbounds float, float* %_3, i64 %_169
  store float %_168, float* %_170, align 4, !tbaa !24
  br label %_171

_171:                                              ; preds = %163, %161
  ret void
}

declare void @llvm.nvvm.barrier0() #1

define dso_local i32 @_Z7maximumiii(i32 %_0, i32 %_1, i32 %_2) local_unnamed_addr #2 {
_3:
  %_4.c = icmp sgt i32 %_0, %_1
  %_4 = select i1 %_4.c, i32 %_0, i32 %_1
  %_5.c = icmp sgt i32 %_4, %_2
  %_5 = select i1 %_5.c, i32 %_4, i32 %_2
  ret i32 %_5
}

define dso_local void @needle_cuda_shared_1(i32* nocapture readonly %_0, i32* nocapture %_1, i32 %_2, i32 %_3, i32 %_4, i32 %_5) local_unnamed_addr #0 {
_6:
  %_7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_9 = xor i32 %_7, -1
  %_10 = add i32 %_9, %_4
  %_11 = shl nsw i32 %_2, 4
  %_12 = mul nsw i32 %_11, %_10
  %_13 = shl nsw i32 %_7, 4
  %_14 = add nsw i32 %_12, %_13
  %_15 = add nsw i32 %_14, %_8
  %_16 = add i32 %_15, 1
  %_17 = add i32 %_16, %_2
  %_18 = add nsw i32 %_15, 1
  %_19 = icmp eq i32 %_8, 0
  br i1 %_19, label %_20, label %_24

_20:                                               ; preds = %6
  %_21 = sext i32 %_14 to i64
  %_22 = getelementptr inbounds i32, i32* %_1, i64 %_21
  %_23 = load i32, i32* %_22, align 4, !tbaa !28
  store i32 %_23, i32* getelementptr ([17 x [17 x i32]], [17 x [17 x i32]]* addrspacecast ([17 x [17 x i32]] addrspace(3)* @_ZZ20needle_cuda_shared_1E4temp to [17 x [17 x i32]]*), i64 0, i64 0, i64 0), align 4, !tbaa !28
  br label %_24

_24:                                               ; preds = %20, %6
  %_25 = sext i32 %_8 to i64
  br label %_43

_26:                                               ; preds = %43
  tail call void @llvm.nvvm.barrier0()
  %_27 = add i32 %_8, 1
  %_28 = mul i32 %_27, %_2
  %_29 = add i32 %_28, %_14
  %_30 = sext i32 %_29 to i64
  %_31 = getelementptr inbounds i32, i32* %_1, i64 %_30
  %_32 = load i32, i32* %_31, align 4, !tbaa !28
  %_33 = add nsw i32 %_8, 1
  %_34 = sext i32 %_33 to i64
  %_35 = getelementptr inbounds [17 x [17 x i32]], [17 x [17 x i32]] addrspace(3)* @_ZZ20needle_cuda_shared_1E4temp, i64 0, i64 %_34, i64 0
  %_36 = addrspacecast i32 addrspace(3)* %_35 to i32*
  store i32 %_32, i32* %_36, align 4, !tbaa !28
  tail call void @llvm.nvvm.barrier0()
  %_37 = sext i32 %_18 to i64
  %_38 = getelementptr inbounds i32, i32* %_1, i64 %_37
  %_39 = load i32, i32* %_38, align 4, !tbaa !28
  %_40 = getelementptr inbounds [17 x [17 x i32]], [17 x [17 x i32]] addrspace(3)* @_ZZ20needle_cuda_shared_1E4temp, i64 0, i64 0, i64 %_34
  %_41 = addrspacecast i32 addrspace(3)* %_40 to i32*
  store i32 %_39, i32* %_41, align 4, !tbaa !28
  tail call void @llvm.nvvm.barrier0()
  %_42 = sext i32 %_8 to i64
  br label %_61

_43:                                               ; preds = %24, %43
  %_44 = phi i32 [ 0, %_24 ], [ %_53, %_43 ]
  %_45 = mul nsw i32 %_44, %_2
  %_46 = add nsw i32 %_45, %_17
  %_47 = sext i32 %_46 to i64
  %_48 = getelementptr inbounds i32, i32* %_0, i64 %_47
  %_49 = load i32, i32* %_48, align 4, !tbaa !28
  %_50 = zext i32 %_44 to i64
  %_51 = getelementptr inbounds [16 x [16 x i32]], [16 x [16 x i32]] addrspace(3)* @_ZZ20needle_cuda_shared_1E3ref, i64 0, i64 %_50, i64 %_25
  %_52 = addrspacecast i32 addrspace(3)* %_51 to i32*
  store i32 %_49, i32* %_52, align 4, !tbaa !28
  %_53 = add nuw nsw i32 %_44, 1
  %_54 = icmp eq i32 %_53, 16
  br i1 %_54, label %_26, label %_43, !llvm.loop !30

_55:                                               ; preds = %88
  %_56 = add nsw i32 %_8, 16
  %_57 = sub nsw i32 16, %_8
  %_58 = sub i32 15, %_8
  %_59 = sext i32 %_58 to i64
  %_60 = sext i32 %_57 to i64
  br label %_91

_61:                                               ; preds = %26, %88
  %_62 = phi i32 [ 0, %_26 ], [ %_89, %_88 ]
  %_63 = icmp slt i32 %_62, %_8
  br i1 %_63, label %_88, label %_64

_64:                                               ; preds = %61
  %_65 = sub nsw i32 %_62, %_8
  %_66 = add nsw i32 %_65, 1
  %_67 = sext i32 %_65 to i64
  %_68 = getelementptr inbounds [17 x [17 x i32]], [17 x [17 x i32]] addrspace(3)* @_ZZ20needle_cuda_shared_1E4temp, i64 0, i64 %_67, i64 %_42
  %_69 = addrspacecast i32 addrspace(3)* %_68 to i32*
  %_70 = load i32, i32* %_69, align 4, !tbaa !28
  %_71 = getelementptr inbounds [16 x [16 x i32]], [16 x [16 x i32]] addrspace(3)* @_ZZ20needle_cuda_shared_1E3ref, i64 0, i64 %_67, i64 %_42
  %_72 = addrspacecast i32 addrspace(3)* %_71 to i32*
  %_73 = load i32, i32* %_72, align 4, !tbaa !28
  %_74 = add nsw i32 %_73, %_70
  %_75 = sext i32 %_66 to i64
  %_76 = getelementptr inbounds [17 x [17 x i32]], [17 x [17 x i32]] addrspace(3)* @_ZZ20needle_cuda_shared_1E4temp, i64 0, i64 %_75, i64 %_42
  %_77 = addrspacecast i32 addrspace(3)* %_76 to i32*
  %_78 = load i32, i32* %_77, align 4, !tbaa !28
  %_79 = sub nsw i32 %_78, %_3
  %_80 = getelementptr inbounds [17 x [17 x i32]], [17 x [17 x i32]] addrspace(3)* @_ZZ20needle_cuda_shared_1E4temp, i64 0, i64 %_67, i64 %_34
  %_81 = addrspacecast i32 addrspace(3)* %_80 to i32*
  %_82 = load i32, i32* %_81, align 4, !tbaa !28
  %_83 = sub nsw i32 %_82, %_3
  %_84.c = icmp sgt i32 %_74, %_79
  %_84 = select i1 %_84.c, i32 %_74, i32 %_79
  %_85.c = icmp sgt i32 %_84, %_83
  %_85 = select i1 %_85.c, i32 %_84, i32 %_83
  %_86 = getelementptr inbounds [17 x [17 x i32]], [17 x [17 x i32]] addrspace(3)* @_ZZ20needle_cuda_shared_1E4temp, i64 0, i64 %_75, i64 %_34
  %_87 = addrspacecast i32 addrspace(3)* %_86 to i32*
  store i32 %_85, i32* %_87, align 4, !tbaa !28
  br label %_88

_88:                                               ; preds = %64, %61
  tail call void @llvm.nvvm.barrier0()
  %_89 = add nuw nsw i32 %_62, 1
  %_90 = icmp eq i32 %_89, 16
  br i1 %_90, label %_55, label %_61, !llvm.loop !33

_91:                                               ; preds = %55, %118
  %_92 = phi i32 [ 14, %_55 ], [ %_119, %_118 ]
  %_93 = icmp sgt i32 %_8, %_92
  br i1 %_93, label %_118, label %_94

_94:                                               ; preds = %91
  %_95 = sub i32 %_56, %_92
  %_96 = add nsw i32 %_95, -1
  %_97 = sext i32 %_96 to i64
  %_98 = getelementptr inbounds [17 x [17 x i32]], [17 x [17 x i32]] addrspace(3)* @_ZZ20needle_cuda_shared_1E4temp, i64 0, i64 %_59, i64 %_97
  %_99 = addrspacecast i32 addrspace(3)* %_98 to i32*
  %_100 = load i32, i32* %_99, align 4, !tbaa !28
  %_101 = getelementptr inbounds [16 x [16 x i32]], [16 x [16 x i32]] addrspace(3)* @_ZZ20needle_cuda_shared_1E3ref, i64 0, i64 %_59, i64 %_97
  %_102 = addrspacecast i32 addrspace(3)* %_101 to i32*
  %_103 = load i32, i32* %_102, align 4, !tbaa !28
  %_104 = add nsw i32 %_103, %_100
  %_105 = getelementptr inbounds [17 x [17 x i32]], [17 x [17 x i32]] addrspace(3)* @_ZZ20needle_cuda_shared_1E4temp, i64 0, i64 %_60, i64 %_97
  %_106 = addrspacecast i32 addrspace(3)* %_105 to i32*
  %_107 = load i32, i32* %_106, align 4, !tbaa !28
  %_108 = sub nsw i32 %_107, %_3
  %_109 = sext i32 %_95 to i64
  %_110 = getelementptr inbounds [17 x [17 x i32]], [17 x [17 x i32]] addrspace(3)* @_ZZ20needle_cuda_shared_1E4temp, i64 0, i64 %_59, i64 %_109
  %_111 = addrspacecast i32 addrspace(3)* %_110 to i32*
  %_112 = load i32, i32* %_111, align 4, !tbaa !28
  %_113 = sub nsw i32 %_112, %_3
  %_114.c = icmp sgt i32 %_104, %_108
  %_114 = select i1 %_114.c, i32 %_104, i32 %_108
  %_115.c = icmp sgt i32 %_114, %_113
  %_115 = select i1 %_115.c, i32 %_114, i32 %_113
  %_116 = getelementptr inbounds [17 x [17 x i32]], [17 x [17 x i32]] addrspace(3)* @_ZZ20needle_cuda_shared_1E4temp, i64 0, i64 %_60, i64 %_109
  %_117 = addrspacecast i32 addrspace(3)* %_116 to i32*
  store i32 %_115, i32* %_117, align 4, !tbaa !28
  br label %_118

_118:                                              ; preds = %94, %91
  tail call void @llvm.nvvm.barrier0()
  %_119 = add nsw i32 %_92, -1
  %_120 = icmp eq i32 %_92, 0
  br i1 %_120, label %_122, label %_91, !llvm.loop !34

_121:                                              ; preds = %122
  ret void

_122:                                              ; preds = %118, %122
  %_123 = phi i32 [ %_124, %_122 ], [ 0, %_118 ]
  %_124 = add nuw nsw i32 %_123, 1
  %_125 = zext i32 %_124 to i64
  %_126 = getelementptr inbounds [17 x [17 x i32]], [17 x [17 x i32]] addrspace(3)* @_ZZ20needle_cuda_shared_1E4temp, i64 0, i64 %_125, i64 %_34
  %_127 = addrspacecast i32 addrspace(3)* %_126 to i32*
  %_128 = load i32, i32* %_127, align 4, !tbaa !28
  %_129 = mul nsw i32 %_123, %_2
  %_130 = add nsw i32 %_129, %_17
  %_131 = sext i32 %_130 to i64
  %_132 = getelementptr inbounds i32, i32* %_1, i64 %_131
  store i32 %_128, i32* %_132, align 4, !tbaa !28
  %_133 = icmp eq i32 %_124, 16
  br i1 %_133, label %_121, label %_122, !llvm.loop !35
}

define dso_local void @reduce6_128(float* nocapture readonly %_0, float* nocapture writeonly %_1, i32 %_2) local_unnamed_addr #0 {
_3:
  %_4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_6 = shl i32 %_5, 8
  %_7 = add i32 %_6, %_4
  %_8 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %_9 = shl i32 %_8, 8
  %_10 = zext i32 %_4 to i64
  %_11 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @sdata, i64 0, i64 %_10
  %_12 = addrspacecast float addrspace(3)* %_11 to float*
  store float 0.000000e+00, float* %_12, align 4, !tbaa !24
  %_13 = icmp ult i32 %_7, %_2
  br i1 %_13, label %_14, label %_32

_14:                                               ; preds = %3, %28
  %_15 = phi float [ %_29, %_28 ], [ 0.000000e+00, %_3 ]
  %_16 = phi i32 [ %_30, %_28 ], [ %_7, %_3 ]
  %_17 = zext i32 %_16 to i64
  %_18 = getelementptr inbounds float, float* %_0, i64 %_17
  %_19 = load float, float* %_18, align 4, !tbaa !24
  %_20 = fadd contract float %_15, %_19
  store float %_20, float* %_12, align 4, !tbaa !24
  %_21 = add i32 %_16, 128
  %_22 = icmp ult i32 %_21, %_2
  br i1 %_22, label %_23, label %_28

_23:                                               ; preds = %14
  %_24 = zext i32 %_21 to i64
  %_25 = getelementptr inbounds float, float* %_0, i64 %_24
  %_26 = load float, float* %_25, align 4, !tbaa !24
  %_27 = fadd contract float %_20, %_26
  store float %_27, float* %_12, align 4, !tbaa !24
  br label %_28

_28:                                               ; preds = %23, %14
  %_29 = phi float [ %_27, %_23 ], [ %_20, %_14 ]
  %_30 = add i32 %_16, %_9
  %_31 = icmp ult i32 %_30, %_2
  br i1 %_31, label %_14, label %_32, !llvm.loop !36

_32:                                               ; preds = %28, %3
  tail call void @llvm.nvvm.barrier0()
  %_33 = icmp ult i32 %_4, 64
  br i1 %_33, label %_34, label %_42

_34:                                               ; preds = %32
  %_35 = add i32 %_4, 64
  %_36 = zext i32 %_35 to i64
  %_37 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @sdata, i64 0, i64 %_36
  %_38 = addrspacecast float addrspace(3)* %_37 to float*
  %_39 = load float, float* %_38, align 4, !tbaa !24
  %_40 = load float, float* %_12, align 4, !tbaa !24
  %_41 = fadd contract float %_39, %_40
  store float %_41, float* %_12, align 4, !tbaa !24
  br label %_42

_42:                                               ; preds = %34, %32
  tail call void @llvm.nvvm.barrier0()
  %_43 = icmp ult i32 %_4, 32
  br i1 %_43, label %_44, label %_87

_44:                                               ; preds = %42
  %_45 = add i32 %_4, 32
  %_46 = zext i32 %_45 to i64
  %_47 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @sdata, i64 0, i64 %_46
  %_48 = addrspacecast float addrspace(3)* %_47 to float*
  %_49 = load volatile float, float* %_48, align 4, !tbaa !24
  %_50 = load volatile float, float* %_12, align 4, !tbaa !24
  %_51 = fadd contract float %_49, %_50
  store volatile float %_51, float* %_12, align 4, !tbaa !24
  %_52 = add i32 %_4, 16
  %_53 = zext i32 %_52 to i64
  %_54 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @sdata, i64 0, i64 %_53
  %_55 = addrspacecast float addrspace(3)* %_54 to float*
  %_56 = load volatile float, float* %_55, align 4, !tbaa !24
  %_57 = load volatile float, float* %_12, align 4, !tbaa !24
  %_58 = fadd contract float %_56, %_57
  store volatile float %_58, float* %_12, align 4, !tbaa !24
  %_59 = add i32 %_4, 8
  %_60 = zext i32 %_59 to i64
  %_61 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @sdata, i64 0, i64 %_60
  %_62 = addrspacecast float addrspace(3)* %_61 to float*
  %_63 = load volatile float, float* %_62, align 4, !tbaa !24
  %_64 = load volatile float, float* %_12, align 4, !tbaa !24
  %_65 = fadd contract float %_63, %_64
  store volatile float %_65, float* %_12, align 4, !tbaa !24
  %_66 = add i32 %_4, 4
  %_67 = zext i32 %_66 to i64
  %_68 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @sdata, i64 0, i64 %_67
  %_69 = addrspacecast float addrspace(3)* %_68 to float*
  %_70 = load volatile float, float* %_69, align 4, !tbaa !24
  %_71 = load volatile float, float* %_12, align 4, !tbaa !24
  %_72 = fadd contract float %_70, %_71
  store volatile float %_72, float* %_12, align 4, !tbaa !24
  %_73 = add i32 %_4, 2
  %_74 = zext i32 %_73 to i64
  %_75 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @sdata, i64 0, i64 %_74
  %_76 = addrspacecast float addrspace(3)* %_75 to float*
  %_77 = load volatile float, float* %_76, align 4, !tbaa !24
  %_78 = load volatile float, float* %_12, align 4, !tbaa !24
  %_79 = fadd contract float %_77, %_78
  store volatile float %_79, float* %_12, align 4, !tbaa !24
  %_80 = add i32 %_4, 1
  %_81 = zext i32 %_80 to i64
  %_82 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @sdata, i64 0, i64 %_81
  %_83 = addrspacecast float addrspace(3)* %_82 to float*
  %_84 = load volatile float, float* %_83, align 4, !tbaa !24
  %_85 = load volatile float, float* %_12, align 4, !tbaa !24
  %_86 = fadd contract float %_84, %_85
  store volatile float %_86, float* %_12, align 4, !tbaa !24
  br label %_87

_87:                                               ; preds = %44, %42
  %_88 = icmp eq i32 %_4, 0
  br i1 %_88, label %_89, label %_93

_89:                                               ; preds = %87
  %_90 = load float, float* getelementptr inbounds ([0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @sdata to [0 x float]*), i64 0, i64 0), align 4, !tbaa !24
  %_91 = zext i32 %_5 to i64
  %_92 = getelementptr inbounds float, float* %_1, i64 %_91
  store float %_90, float* %_92, align 4, !tbaa !24
  br label %_93

_93:                                               ; preds = %87, %89
  ret void
}

define dso_local void @tpacf_bins(float* nocapture readonly %_0, float* nocapture readonly %_1, float* nocapture readonly %_2, i32* nocapture %_3, i32 %_4) local_unnamed_addr #0 {
_5:
  %_6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_7 = icmp slt i32 %_6, 32
  br i1 %_7, label %_8, label %_12

_8:                                                ; preds = %5
  %_9 = sext i32 %_6 to i64
  %_10 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ10tpacf_binsE5shist, i64 0, i64 %_9
  %_11 = addrspacecast i32 addrspace(3)* %_10 to i32*
  store i32 0, i32* %_11, align 4, !tbaa !28
  br label %_12

_12:                                               ; preds = %8, %5
  tail call void @llvm.nvvm.barrier0()
  %_13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_14 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_15 = mul i32 %_13, %_14
  %_16 = add i32 %_15, %_6
  %_17 = icmp slt i32 %_16, %_4
  br i1 %_17, label %_18, label %_21

_18:                                               ; preds = %12
  %_19 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %_20 = mul i32 %_14, %_19
  br label %_22

_21:                                               ; preds = %59, %12
  tail call void @llvm.nvvm.barrier0()
  br i1 %_7, label %_66, label %_73

_22:                                               ; preds = %18, %59
  %_23 = phi i32 [ %_16, %_18 ], [ %_64, %_59 ]
  %_24 = sext i32 %_23 to i64
  %_25 = getelementptr inbounds float, float* %_0, i64 %_24
  %_26 = load float, float* %_25, align 4, !tbaa !24
  %_27 = fpext float %_26 to double
  %_28 = load float, float* %_0, align 4, !tbaa !24
  %_29 = fpext float %_28 to double
  %_30 = fmul contract double %_27, %_29
  %_31 = getelementptr inbounds float, float* %_1, i64 %_24
  %_32 = load float, float* %_31, align 4, !tbaa !24
  %_33 = fpext float %_32 to double
  %_34 = load float, float* %_1, align 4, !tbaa !24
  %_35 = fpext float %_34 to double
  %_36 = fmul contract double %_33, %_35
  %_37 = fadd contract double %_30, %_36
  %_38 = getelementptr inbounds float, float* %_2, i64 %_24
  %_39 = load float, float* %_38, align 4, !tbaa !24
  %_40 = fpext float %_39 to double
  %_41 = load float, float* %_2, align 4, !tbaa !24
  %_42 = fpext float %_41 to double
  %_43 = fmul contract double %_40, %_42
  %_44 = fadd contract double %_37, %_43
  br label %_45

_45:                                               ; preds = %22, %45
  %_46 = phi i32 [ 31, %_22 ], [ %_56, %_45 ]
  %_47 = phi i32 [ 0, %_22 ], [ %_55, %_45 ]
  %_48 = add nsw i32 %_46, %_47
  %_49 = sdiv i32 %_48, 2
  %_50 = sext i32 %_49 to i64
  %_51 = getelementptr inbounds [32 x double], [32 x double] addrspace(4)* @binb, i64 0, i64 %_50
  %_52 = addrspacecast double addrspace(4)* %_51 to double*
  %_53 = load double, double* %_52, align 8, !tbaa !37
  %_54 = fcmp contract ult double %_44, %_53
  %_55 = select i1 %_54, i32 %_49, i32 %_47
  %_56 = select i1 %_54, i32 %_46, i32 %_49
  %_57 = add nsw i32 %_55, 1
  %_58 = icmp sgt i32 %_56, %_57
  br i1 %_58, label %_45, label %_59, !llvm.loop !39

_59:                                               ; preds = %45
  %_60 = sext i32 %_56 to i64
  %_61 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ10tpacf_binsE5shist, i64 0, i64 %_60
  %_62 = addrspacecast i32 addrspace(3)* %_61 to i32*
  %_63 = atomicrmw add i32* %_62, i32 1 seq_cst
  %_64 = add i32 %_23, %_20
  %_65 = icmp slt i32 %_64, %_4
  br i1 %_65, label %_22, label %_21, !llvm.loop !40

_66:                                               ; preds = %21
  %_67 = sext i32 %_6 to i64
  %_68 = getelementptr inbounds i32, i32* %_3, i64 %_67
  %_69 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ10tpacf_binsE5shist, i64 0, i64 %_67
  %_70 = addrspacecast i32 addrspace(3)* %_69 to i32*
  %_71 = load i32, i32* %_70, align 4, !tbaa !28
  %_72 = atomicrmw add i32* %_68, i32 %_71 seq_cst
  br label %_73

_73:                                               ; preds = %66, %21
  ret void
}

define dso_local void @compute_lj_force(%struct.float4* nocapture writeonly %_0, %struct.float4* noalias nocapture readonly %_1, i32 %_2, i32* noalias nocapture readonly %_3, %struct.LJ* nocapture readonly byval align 4 %_4, i32 %_5) local_unnamed_addr #3 {
_6:
  %_7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_9 = mul i32 %_7, %_8
  %_10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_11 = add i32 %_9, %_10
  %_12 = icmp ult i32 %_11, %_5
  br i1 %_12, label %_13, label %_83

_13:                                               ; preds = %6
  %_14 = zext i32 %_11 to i64
  %_15 = getelementptr inbounds %struct.float4, %struct.float4* %_1, i64 %_14
  %_16 = bitcast %struct.float4* %_15 to <4 x float>*
  %_17 = tail call contract <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p0v4f32(<4 x float>* %_16, i32 16)
  %_18 = extractelement <4 x float> %_17, i64 0
  %_19 = extractelement <4 x float> %_17, i64 1
  %_20 = extractelement <4 x float> %_17, i64 2
  %_21 = icmp sgt i32 %_2, 0
  br i1 %_21, label %_22, label %_75

_22:                                               ; preds = %13
  %_23 = getelementptr inbounds %struct.LJ, %struct.LJ* %_4, i64 0, i32 2
  %_24 = load float, float* %_23, align 4
  %_25 = getelementptr inbounds %struct.LJ, %struct.LJ* %_4, i64 0, i32 0
  %_26 = load float, float* %_25, align 4
  %_27 = getelementptr inbounds %struct.LJ, %struct.LJ* %_4, i64 0, i32 1
  %_28 = load float, float* %_27, align 4
  br label %_29

_29:                                               ; preds = %22, %69
  %_30 = phi float [ 0.000000e+00, %_22 ], [ %_72, %_69 ]
  %_31 = phi float [ 0.000000e+00, %_22 ], [ %_71, %_69 ]
  %_32 = phi float [ 0.000000e+00, %_22 ], [ %_70, %_69 ]
  %_33 = phi i32 [ 0, %_22 ], [ %_73, %_69 ]
  %_34 = mul nsw i32 %_33, %_5
  %_35 = add i32 %_34, %_11
  %_36 = zext i32 %_35 to i64
  %_37 = getelementptr inbounds i32, i32* %_3, i64 %_36
  %_38 = load i32, i32* %_37, align 4, !tbaa !28
  %_39 = sext i32 %_38 to i64
  %_40 = getelementptr inbounds %struct.float4, %struct.float4* %_1, i64 %_39
  %_41 = bitcast %struct.float4* %_40 to <4 x float>*
  %_42 = tail call contract <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p0v4f32(<4 x float>* %_41, i32 16)
  %_43 = extractelement <4 x float> %_42, i64 0
  %_44 = extractelement <4 x float> %_42, i64 1
  %_45 = extractelement <4 x float> %_42, i64 2
  %_46 = fsub contract float %_18, %_43
  %_47 = fsub contract float %_19, %_44
  %_48 = fsub contract float %_20, %_45
  %_49 = fmul contract float %_46, %_46
  %_50 = fmul contract float %_47, %_47
  %_51 = fadd contract float %_49, %_50
  %_52 = fmul contract float %_48, %_48
  %_53 = fadd contract float %_52, %_51
  %_54 = fcmp contract olt float %_53, %_24
  br i1 %_54, label %_55, label %_69

_55:                                               ; preds = %29
  %_56 = fdiv contract float 1.000000e+00, %_53
  %_57 = fmul contract float %_56, %_56
  %_58 = fmul contract float %_56, %_57
  %_59 = fmul contract float %_56, %_58
  %_60 = fmul contract float %_58, %_26
  %_61 = fsub contract float %_60, %_28
  %_62 = fmul contract float %_59, %_61
  %_63 = fmul contract float %_46, %_62
  %_64 = fadd contract float %_30, %_63
  %_65 = fmul contract float %_47, %_62
  %_66 = fadd contract float %_31, %_65
  %_67 = fmul contract float %_48, %_62
  %_68 = fadd contract float %_32, %_67
  br label %_69

_69:                                               ; preds = %55, %29
  %_70 = phi float [ %_68, %_55 ], [ %_32, %_29 ]
  %_71 = phi float [ %_66, %_55 ], [ %_31, %_29 ]
  %_72 = phi float [ %_64, %_55 ], [ %_30, %_29 ]
  %_73 = add nuw nsw i32 %_33, 1
  %_74 = icmp eq i32 %_73, %_2
  br i1 %_74, label %_75, label %_29, !llvm.loop !41

_75:                                               ; preds = %69, %13
  %_76 = phi float [ 0.000000e+00, %_13 ], [ %_70, %_69 ]
  %_77 = phi float [ 0.000000e+00, %_13 ], [ %_71, %_69 ]
  %_78 = phi float [ 0.000000e+00, %_13 ], [ %_72, %_69 ]
  %_79 = getelementptr inbounds %struct.float4, %struct.float4* %_0, i64 %_14, i32 0
  store float %_78, float* %_79, align 16, !tbaa.struct !42
  %_80 = getelementptr inbounds %struct.float4, %struct.float4* %_0, i64 %_14, i32 1
  store float %_77, float* %_80, align 4, !tbaa.struct !43
  %_81 = getelementptr inbounds %struct.float4, %struct.float4* %_0, i64 %_14, i32 2
  store float %_76, float* %_81, align 8, !tbaa.struct !44
  %_82 = getelementptr inbounds %struct.float4, %struct.float4* %_0, i64 %_14, i32 3
  store float 0.000000e+00, float* %_82, align 4, !tbaa.struct !45
  br label %_83

_83:                                               ; preds = %6, %75
  ret void
}

define dso_local void @likelihood_kernel(double* nocapture readonly %_0, double* nocapture readonly %_1, double* nocapture readonly %_2, double* nocapture readonly %_3, double* nocapture %_4, i32 %_5) local_unnamed_addr #4 {
_6:
  %_7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_9 = mul i32 %_7, %_8
  %_10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_11 = add i32 %_9, %_10
  %_12 = icmp slt i32 %_11, %_5
  br i1 %_12, label %_13, label %_236

_13:                                               ; preds = %6
  %_14 = icmp sgt i32 %_5, 0
  br i1 %_14, label %_15, label %_28

_15:                                               ; preds = %13
  %_16 = sext i32 %_11 to i64
  %_17 = getelementptr inbounds double, double* %_3, i64 %_16
  %_18 = load double, double* %_17, align 8, !tbaa !37
  br label %_19

_19:                                               ; preds = %15, %25
  %_20 = phi i32 [ 0, %_15 ], [ %_26, %_25 ]
  %_21 = zext i32 %_20 to i64
  %_22 = getelementptr inbounds double, double* %_2, i64 %_21
  %_23 = load double, double* %_22, align 8, !tbaa !37
  %_24 = fcmp contract ult double %_23, %_18
  br i1 %_24, label %_25, label %_28

_25:                                               ; preds = %19
  %_26 = add nuw nsw i32 %_20, 1
  %_27 = icmp eq i32 %_26, %_5
  br i1 %_27, label %_28, label %_19, !llvm.loop !46

_28:                                               ; preds = %25, %19, %13
  %_29 = phi i32 [ -1, %_13 ], [ -1, %_25 ], [ %_20, %_19 ]
  %_30 = icmp eq i32 %_29, -1
  %_31 = add nsw i32 %_5, -1
  %_32 = select i1 %_30, i32 %_31, i32 %_29
  %_33 = sext i32 %_32 to i64
  %_34 = getelementptr inbounds double, double* %_0, i64 %_33
  %_35 = load double, double* %_34, align 8, !tbaa !37
  %_36 = getelementptr inbounds double, double* %_1, i64 %_33
  %_37 = load double, double* %_36, align 8, !tbaa !37
  %_38 = fmul contract double %_35, %_35
  %_39 = fmul contract double %_37, %_37
  %_40 = fadd contract double %_38, %_39
  %_41 = fdiv contract double %_40, -5.000000e+01
  %_42 = tail call double @llvm.fma.f64(double %_41, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %_43 = tail call i32 @llvm.nvvm.d2i.lo(double %_42) #12
  %_44 = fadd double %_42, 0xC338000000000000
  %_45 = tail call double @llvm.fma.f64(double %_44, double 0xBFE62E42FEFA39EF, double %_41)
  %_46 = tail call double @llvm.fma.f64(double %_44, double 0xBC7ABC9E3B39803F, double %_45)
  %_47 = tail call double @llvm.fma.f64(double %_46, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %_48 = tail call double @llvm.fma.f64(double %_47, double %_46, double 0x3EC71DEE62401315)
  %_49 = tail call double @llvm.fma.f64(double %_48, double %_46, double 0x3EFA01997C89EB71)
  %_50 = tail call double @llvm.fma.f64(double %_49, double %_46, double 0x3F2A01A014761F65)
  %_51 = tail call double @llvm.fma.f64(double %_50, double %_46, double 0x3F56C16C1852B7AF)
  %_52 = tail call double @llvm.fma.f64(double %_51, double %_46, double 0x3F81111111122322)
  %_53 = tail call double @llvm.fma.f64(double %_52, double %_46, double 0x3FA55555555502A1)
  %_54 = tail call double @llvm.fma.f64(double %_53, double %_46, double 0x3FC5555555555511)
  %_55 = tail call double @llvm.fma.f64(double %_54, double %_46, double 0x3FE000000000000B)
  %_56 = tail call double @llvm.fma.f64(double %_55, double %_46, double 1.000000e+00)
  %_57 = tail call double @llvm.fma.f64(double %_56, double %_46, double 1.000000e+00)
  %_58 = tail call i32 @llvm.nvvm.d2i.lo(double %_57) #12
  %_59 = tail call i32 @llvm.nvvm.d2i.hi(double %_57) #12
  %_60 = shl i32 %_43, 20
  %_61 = add i32 %_59, %_60
  %_62 = tail call double @llvm.nvvm.lohi.i2d(i32 %_58, i32 %_61) #12
  %_63 = tail call i32 @llvm.nvvm.d2i.hi(double %_41) #12
  %_64 = bitcast i32 %_63 to float
  %_65 = tail call float @llvm.fabs.f32(float %_64)
  %_66 = fcmp olt float %_65, 0x4010C46560000000
  br i1 %_66, label %_82, label %_67

_67:                                               ; preds = %28
  %_68 = fcmp olt double %_41, 0.000000e+00
  %_69 = fadd double %_41, 0x7FF0000000000000
  %_70 = select i1 %_68, double 0.000000e+00, double %_69
  %_71 = fcmp olt float %_65, 0x4010E90000000000
  br i1 %_71, label %_72, label %_82

_72:                                               ; preds = %67
  %_73 = sdiv i32 %_43, 2
  %_74 = shl i32 %_73, 20
  %_75 = add i32 %_59, %_74
  %_76 = tail call double @llvm.nvvm.lohi.i2d(i32 %_58, i32 %_75) #12
  %_77 = sub nsw i32 %_43, %_73
  %_78 = shl i32 %_77, 20
  %_79 = add nsw i32 %_78, 1072693248
  %_80 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %_79) #12
  %_81 = fmul double %_80, %_76
  br label %_82

_82:                                               ; preds = %28, %67, %72
  %_83 = phi double [ %_62, %_28 ], [ %_81, %_72 ], [ %_70, %_67 ]
  %_84 = tail call double @llvm.fabs.f64(double %_35)
  %_85 = fadd contract double %_84, 1.000000e+00
  %_86 = tail call i32 @llvm.nvvm.d2i.hi(double %_85) #12
  %_87 = tail call i32 @llvm.nvvm.d2i.lo(double %_85) #12
  %_88 = icmp slt i32 %_86, 1048576
  br i1 %_88, label %_89, label %_93

_89:                                               ; preds = %82
  %_90 = fmul double %_85, 0x4350000000000000
  %_91 = tail call i32 @llvm.nvvm.d2i.hi(double %_90) #12
  %_92 = tail call i32 @llvm.nvvm.d2i.lo(double %_90) #12
  br label %_93

_93:                                               ; preds = %89, %82
  %_94 = phi double [ %_90, %_89 ], [ %_85, %_82 ]
  %_95 = phi i32 [ %_91, %_89 ], [ %_86, %_82 ]
  %_96 = phi i32 [ %_92, %_89 ], [ %_87, %_82 ]
  %_97 = phi i32 [ -1077, %_89 ], [ -1023, %_82 ]
  %_98 = add i32 %_95, -1
  %_99 = icmp ult i32 %_98, 2146435071
  br i1 %_99, label %_100, label %_151

_100:                                              ; preds = %93
  %_101 = lshr i32 %_95, 20
  %_102 = add nsw i32 %_97, %_101
  %_103 = and i32 %_95, -2146435073
  %_104 = or i32 %_103, 1072693248
  %_105 = tail call double @llvm.nvvm.lohi.i2d(i32 %_96, i32 %_104) #12
  %_106 = icmp sgt i32 %_104, 1073127582
  br i1 %_106, label %_107, label %_113

_107:                                              ; preds = %100
  %_108 = tail call i32 @llvm.nvvm.d2i.lo(double %_105) #12
  %_109 = tail call i32 @llvm.nvvm.d2i.hi(double %_105) #12
  %_110 = add i32 %_109, -1048576
  %_111 = tail call double @llvm.nvvm.lohi.i2d(i32 %_108, i32 %_110) #12
  %_112 = add nsw i32 %_102, 1
  br label %_113

_113:                                              ; preds = %107, %100
  %_114 = phi double [ %_111, %_107 ], [ %_105, %_100 ]
  %_115 = phi i32 [ %_112, %_107 ], [ %_102, %_100 ]
  %_116 = fadd double %_114, -1.000000e+00
  %_117 = fadd double %_114, 1.000000e+00
  %_118 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %_117) #12
  %_119 = fsub double -0.000000e+00, %_117
  %_120 = tail call double @llvm.fma.f64(double %_119, double %_118, double 1.000000e+00)
  %_121 = tail call double @llvm.fma.f64(double %_120, double %_120, double %_120)
  %_122 = tail call double @llvm.fma.f64(double %_121, double %_118, double %_118)
  %_123 = fmul double %_116, %_122
  %_124 = fadd double %_123, %_123
  %_125 = fmul double %_124, %_124
  %_126 = tail call double @llvm.fma.f64(double %_125, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %_127 = tail call double @llvm.fma.f64(double %_126, double %_125, double 0x3EF3B2669F02676F)
  %_128 = tail call double @llvm.fma.f64(double %_127, double %_125, double 0x3F1745CBA9AB0956)
  %_129 = tail call double @llvm.fma.f64(double %_128, double %_125, double 0x3F3C71C72D1B5154)
  %_130 = tail call double @llvm.fma.f64(double %_129, double %_125, double 0x3F624924923BE72D)
  %_131 = tail call double @llvm.fma.f64(double %_130, double %_125, double 0x3F8999999999A3C4)
  %_132 = tail call double @llvm.fma.f64(double %_131, double %_125, double 0x3FB5555555555554)
  %_133 = fsub double %_116, %_124
  %_134 = fmul double %_133, 2.000000e+00
  %_135 = fsub double -0.000000e+00, %_124
  %_136 = tail call double @llvm.fma.f64(double %_135, double %_116, double %_134)
  %_137 = fmul double %_122, %_136
  %_138 = fmul double %_125, %_132
  %_139 = tail call double @llvm.fma.f64(double %_138, double %_124, double %_137)
  %_140 = xor i32 %_115, -2147483648
  %_141 = tail call double @llvm.nvvm.lohi.i2d(i32 %_140, i32 1127219200) #12
  %_142 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #12
  %_143 = fsub double %_141, %_142
  %_144 = tail call double @llvm.fma.f64(double %_143, double 0x3FE62E42FEFA39EF, double %_124)
  %_145 = fsub double -0.000000e+00, %_143
  %_146 = tail call double @llvm.fma.f64(double %_145, double 0x3FE62E42FEFA39EF, double %_144)
  %_147 = fsub double %_146, %_124
  %_148 = fsub double %_139, %_147
  %_149 = tail call double @llvm.fma.f64(double %_143, double 0x3C7ABC9E3B39803F, double %_148)
  %_150 = fadd double %_144, %_149
  br label %_157

_151:                                              ; preds = %93
  %_152 = tail call double @llvm.fma.f64(double %_94, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %_153 = tail call i32 @llvm.nvvm.d2i.hi(double %_94) #12
  %_154 = and i32 %_153, 2147483647
  %_155 = icmp eq i32 %_154, 0
  %_156 = select i1 %_155, double 0xFFF0000000000000, double %_152
  br label %_157

_157:                                              ; preds = %113, %151
  %_158 = phi double [ %_150, %_113 ], [ %_156, %_151 ]
  %_159 = fadd contract double %_83, %_158
  %_160 = tail call double @llvm.fabs.f64(double %_37)
  %_161 = tail call double @llvm.sqrt.f64(double %_160)
  %_162 = fsub contract double %_159, %_161
  %_163 = tail call i32 @llvm.nvvm.d2i.hi(double %_35) #12
  %_164 = tail call i32 @llvm.nvvm.d2i.hi(double 2.500000e+00) #12
  %_165 = and i32 %_164, 2146435072
  %_166 = icmp eq i32 %_165, 1074790400
  %_167 = icmp slt i32 %_163, 0
  %_168 = fcmp oeq double %_35, 0.000000e+00
  br i1 %_168, label %_169, label %_175

_169:                                              ; preds = %157
  %_170 = select i1 %_166, i32 %_163, i32 0
  %_171 = icmp slt i32 %_164, 0
  %_172 = or i32 %_170, 2146435072
  %_173 = select i1 %_171, i32 %_172, i32 %_170
  %_174 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %_173) #12
  br label %_184

_175:                                              ; preds = %157
  %_176 = tail call fastcc double @__internal_accurate_pow(double %_84)
  %_177 = select i1 %_167, i1 %_166, i1 false
  %_178 = tail call i32 @llvm.nvvm.d2i.lo(double %_176) #12
  %_179 = tail call i32 @llvm.nvvm.d2i.hi(double %_176) #12
  %_180 = xor i32 %_179, -2147483648
  %_181 = tail call double @llvm.nvvm.lohi.i2d(i32 %_178, i32 %_180) #12
  %_182 = select i1 %_177, double %_181, double %_176
  %_183 = select i1 %_167, double 0xFFF8000000000000, double %_182
  br label %_184

_184:                                              ; preds = %175, %169
  %_185 = phi double [ %_174, %_169 ], [ %_183, %_175 ]
  %_186 = fadd double %_35, 2.500000e+00
  %_187 = tail call i32 @llvm.nvvm.d2i.hi(double %_186) #12
  %_188 = and i32 %_187, 2146435072
  %_189 = icmp eq i32 %_188, 2146435072
  br i1 %_189, label %_190, label %_222

_190:                                              ; preds = %184
  %_191 = fcmp ugt double %_84, 0x7FF0000000000000
  br i1 %_191, label %_222, label %_192

_192:                                              ; preds = %190
  %_193 = tail call i32 @llvm.nvvm.d2i.lo(double 2.500000e+00) #12
  %_194 = and i32 %_164, 2147483647
  %_195 = icmp eq i32 %_194, 2146435072
  %_196 = icmp eq i32 %_193, 0
  %_197 = select i1 %_195, i1 %_196, i1 false
  br i1 %_197, label %_198, label %_207

_198:                                              ; preds = %192
  %_199 = fcmp ogt double %_84, 1.000000e+00
  %_200 = select i1 %_199, i32 2146435072, i32 0
  %_201 = icmp slt i32 %_164, 0
  %_202 = xor i32 %_200, 2146435072
  %_203 = select i1 %_201, i32 %_202, i32 %_200
  %_204 = fcmp oeq double %_35, -1.000000e+00
  %_205 = select i1 %_204, i32 1072693248, i32 %_203
  %_206 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %_205) #12
  br label %_222

_207:                                              ; preds = %192
  %_208 = tail call i32 @llvm.nvvm.d2i.lo(double %_35) #12
  %_209 = and i32 %_163, 2147483647
  %_210 = icmp eq i32 %_209, 2146435072
  %_211 = icmp eq i32 %_208, 0
  %_212 = select i1 %_210, i1 %_211, i1 false
  br i1 %_212, label %_213, label %_222

_213:                                              ; preds = %207
  %_214 = icmp slt i32 %_164, 0
  %_215 = select i1 %_214, i32 0, i32 2146435072
  %_216 = select i1 %_167, i1 %_166, i1 false
  %_217 = icmp ne i32 %_194, 1071644672
  %_218 = select i1 %_216, i1 %_217, i1 false
  %_219 = or i32 %_215, -2147483648
  %_220 = select i1 %_218, i32 %_219, i32 %_215
  %_221 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %_220) #12
  br label %_222

_222:                                              ; preds = %184, %190, %198, %207, %213
  %_223 = phi double [ %_185, %_184 ], [ %_206, %_198 ], [ %_221, %_213 ], [ %_185, %_207 ], [ %_186, %_190 ]
  %_224 = fcmp oeq double %_35, 1.000000e+00
  %_225 = fmul contract double %_223, 1.000000e-03
  %_226 = select i1 %_224, double 1.000000e-03, double %_225
  %_227 = fadd contract double %_162, %_226
  %_228 = sext i32 %_11 to i64
  %_229 = getelementptr inbounds double, double* %_4, i64 %_228
  %_230 = load double, double* %_229, align 8, !tbaa !37
  %_231 = fmul contract double %_230, %_227
  %_232 = tail call double @llvm.ceil.f64(double %_35)
  %_233 = fadd contract double %_232, %_231
  %_234 = tail call double @llvm.floor.f64(double %_37)
  %_235 = fsub contract double %_233, %_234
  store double %_235, double* %_229, align 8, !tbaa !37
  br label %_236

_236:                                              ; preds = %222, %6
  ret void
}

define dso_local void @intrinsics_mix(float* nocapture writeonly %_0, float* nocapture readonly %_1, i32* nocapture readonly %_2, i32 %_3, i32 %_4) local_unnamed_addr #5 {
_5:
  %_6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_8 = and i32 %_6, 16777215
  %_9 = and i32 %_7, 16777215
  %_10 = mul i32 %_9, %_8
  %_11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_12 = add i32 %_10, %_11
  %_13 = icmp slt i32 %_12, %_3
  br i1 %_13, label %_14, label %_95

_14:                                               ; preds = %5
  %_15 = sext i32 %_12 to i64
  %_16 = getelementptr inbounds float, float* %_1, i64 %_15
  %_17 = load float, float* %_16, align 4, !tbaa !24
  %_18 = tail call float @llvm.fabs.f32(float %_17)
  %_19 = fadd contract float %_18, 1.000000e+00
  %_20 = tail call float @llvm.nvvm.div.approx.f(float %_17, float %_19)
  %_21 = tail call float @llvm.nvvm.saturate.f(float %_17)
  %_22 = fadd contract float %_20, %_21
  %_23 = fsub contract float -0.000000e+00, %_17
  %_24 = fmul contract float %_17, %_23
  %_25 = fmul float %_24, 0x3FF7154760000000
  %_26 = tail call float @llvm.nvvm.ex2.approx.f(float %_25) #12
  %_27 = fadd contract float %_22, %_26
  %_28 = tail call float @llvm.nvvm.sin.approx.f(float %_17) #12
  %_29 = tail call float @llvm.nvvm.cos.approx.f(float %_17) #12
  %_30 = fmul contract float %_28, %_29
  %_31 = fadd contract float %_27, %_30
  %_32 = fmul contract float %_17, %_17
  %_33 = fadd contract float %_32, 2.000000e+00
  %_34 = tail call float @llvm.nvvm.lg2.approx.f(float %_33) #12
  %_35 = fmul float %_34, 0x3FE62E4300000000
  %_36 = fadd contract float %_31, %_35
  %_37 = getelementptr inbounds i32, i32* %_2, i64 %_15
  %_38 = load i32, i32* %_37, align 4, !tbaa !28
  %_39 = bitcast i32 %_38 to i32
  %_40 = sdiv i32 %_39, %_4
  %_41 = mul i32 %_40, %_4
  %_42 = sub i32 %_39, %_41
  %_43 = or i32 %_4, 1
  %_44 = udiv i32 %_38, %_43
  %_45 = mul nsw i32 %_40, 3
  %_46 = add nsw i32 %_45, %_42
  %_47 = sitofp i32 %_46 to float
  %_48 = fadd contract float %_36, %_47
  %_49 = shl i32 %_40, 8
  %_50 = ashr exact i32 %_49, 8
  %_51 = shl i32 %_42, 8
  %_52 = ashr exact i32 %_51, 8
  %_53 = mul nsw i32 %_52, %_50
  %_54 = sitofp i32 %_53 to float
  %_55 = fadd contract float %_48, %_54
  %_56 = uitofp i32 %_44 to float
  %_57 = fadd contract float %_55, %_56
  %_58 = fadd contract float %_32, 1.000000e+00
  %_59 = tail call float @llvm.nvvm.rsqrt.approx.f(float %_58)
  %_60 = fadd contract float %_59, %_57
  %_61 = tail call float @llvm.fabs.f32(float %_33)
  %_62 = fcmp olt float %_61, 0x3810000000000000
  %_63 = fmul float %_33, 0x4170000000000000
  %_64 = select i1 %_62, float %_63, float %_33
  %_65 = bitcast float %_64 to i32
  %_66 = add i32 %_65, -8388608
  %_67 = icmp ult i32 %_66, 2130706432
  br i1 %_67, label %_68, label %_89

_68:                                               ; preds = %14
  %_69 = and i32 %_65, 16777215
  %_70 = or i32 %_69, 1056964608
  %_71 = bitcast i32 %_70 to float
  %_72 = sub i32 %_70, %_65
  %_73 = add i32 %_72, 201326592
  %_74 = select i1 %_62, i32 %_73, i32 %_72
  %_75 = tail call float @llvm.nvvm.rsqrt.approx.ftz.f(float %_71)
  %_76 = fmul float %_75, %_75
  %_77 = fsub float -0.000000e+00, %_76
  %_78 = tail call float @llvm.fma.f32(float %_75, float %_75, float %_77)
  %_79 = fsub float -0.000000e+00, %_71
  %_80 = tail call float @llvm.fma.f32(float %_76, float %_79, float 1.000000e+00)
  %_81 = tail call float @llvm.fma.f32(float %_78, float %_79, float %_80)
  %_82 = tail call float @llvm.fma.f32(float %_81, float 3.750000e-01, float 5.000000e-01)
  %_83 = fmul float %_75, %_81
  %_84 = tail call float @llvm.fma.f32(float %_82, float %_83, float %_75)
  %_85 = ashr i32 %_74, 1
  %_86 = bitcast float %_84 to i32
  %_87 = add i32 %_85, %_86
  %_88 = bitcast i32 %_87 to float
  br label %_91

_89:                                               ; preds = %14
  %_90 = tail call float @llvm.nvvm.rsqrt.approx.ftz.f(float %_64)
  br label %_91

_91:                                               ; preds = %68, %89
  %_92 = phi float [ %_88, %_68 ], [ %_90, %_89 ]
  %_93 = fadd contract float %_60, %_92
  %_94 = getelementptr inbounds float, float* %_0, i64 %_15
  store float %_93, float* %_94, align 4, !tbaa !24
  br label %_95

_95:                                               ; preds = %5, %91
  ret void
}

define dso_local void @radix_digit_count(i32* nocapture readonly %_0, i32* nocapture %_1, i32 %_2, i32 %_3) local_unnamed_addr #0 {
_4:
  %_5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_6 = and i32 %_5, 31
  %_7 = lshr i32 %_5, 5
  %_8 = icmp ult i32 %_6, 16
  br i1 %_8, label %_15, label %_9

_9:                                                ; preds = %15, %4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %_10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_12 = mul i32 %_10, %_11
  %_13 = add i32 %_12, %_5
  %_14 = icmp slt i32 %_13, %_2
  br i1 %_14, label %_20, label %_26

_15:                                               ; preds = %4
  %_16 = zext i32 %_7 to i64
  %_17 = zext i32 %_6 to i64
  %_18 = getelementptr inbounds [32 x [16 x i32]], [32 x [16 x i32]] addrspace(3)* @_ZZ17radix_digit_countE11warp_counts, i64 0, i64 %_16, i64 %_17
  %_19 = addrspacecast i32 addrspace(3)* %_18 to i32*
  store i32 0, i32* %_19, align 4, !tbaa !28
  br label %_9

_20:                                               ; preds = %9
  %_21 = sext i32 %_13 to i64
  %_22 = getelementptr inbounds i32, i32* %_0, i64 %_21
  %_23 = load i32, i32* %_22, align 4, !tbaa !28
  %_24 = lshr i32 %_23, %_3
  %_25 = and i32 %_24, 15
  br label %_26

_26:                                               ; preds = %9, %20
  %_27 = phi i32 [ %_25, %_20 ], [ 16, %_9 ]
  %_28 = icmp eq i32 %_6, 0
  %_29 = zext i32 %_7 to i64
  br label %_40

_30:                                               ; preds = %49
  tail call void @llvm.nvvm.barrier0()
  %_31 = icmp ult i32 %_5, 16
  br i1 %_31, label %_33, label %_32

_32:                                               ; preds = %52, %30
  br label %_68

_33:                                               ; preds = %30
  %_34 = add i32 %_11, 31
  %_35 = icmp ult i32 %_34, 32
  br i1 %_35, label %_52, label %_36

_36:                                               ; preds = %33
  %_37 = lshr i32 %_34, 5
  %_38 = zext i32 %_5 to i64
  %_39.c = icmp ugt i32 %_37, 1
  %_39 = select i1 %_39.c, i32 %_37, i32 1
  br label %_57

_40:                                               ; preds = %26, %49
  %_41 = phi i32 [ 0, %_26 ], [ %_50, %_49 ]
  %_42 = icmp eq i32 %_27, %_41
  %_43 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %_42)
  br i1 %_28, label %_44, label %_49

_44:                                               ; preds = %40
  %_45 = tail call i32 @llvm.ctpop.i32(i32 %_43), !range !47
  %_46 = zext i32 %_41 to i64
  %_47 = getelementptr inbounds [32 x [16 x i32]], [32 x [16 x i32]] addrspace(3)* @_ZZ17radix_digit_countE11warp_counts, i64 0, i64 %_29, i64 %_46
  %_48 = addrspacecast i32 addrspace(3)* %_47 to i32*
  store i32 %_45, i32* %_48, align 4, !tbaa !28
  br label %_49

_49:                                               ; preds = %44, %40
  %_50 = add nuw nsw i32 %_41, 1
  %_51 = icmp eq i32 %_50, 16
  br i1 %_51, label %_30, label %_40, !llvm.loop !48

_52:                                               ; preds = %57, %33
  %_53 = phi i32 [ 0, %_33 ], [ %_64, %_57 ]
  %_54 = zext i32 %_5 to i64
  %_55 = getelementptr inbounds i32, i32* %_1, i64 %_54
  %_56 = atomicrmw add i32* %_55, i32 %_53 seq_cst
  br label %_32

_57:                                               ; preds = %36, %57
  %_58 = phi i32 [ 0, %_36 ], [ %_65, %_57 ]
  %_59 = phi i32 [ 0, %_36 ], [ %_64, %_57 ]
  %_60 = zext i32 %_58 to i64
  %_61 = getelementptr inbounds [32 x [16 x i32]], [32 x [16 x i32]] addrspace(3)* @_ZZ17radix_digit_countE11warp_counts, i64 0, i64 %_60, i64 %_38
  %_62 = addrspacecast i32 addrspace(3)* %_61 to i32*
  %_63 = load i32, i32* %_62, align 4, !tbaa !28
  %_64 = add i32 %_63, %_59
  %_65 = add nuw nsw i32 %_58, 1
  %_66 = icmp eq i32 %_65, %_39
  br i1 %_66, label %_52, label %_57, !llvm.loop !49

_67:                                               ; preds = %68
  br i1 %_14, label %_77, label %_81

_68:                                               ; preds = %32, %68
  %_69 = phi i32 [ %_75, %_68 ], [ 1, %_32 ]
  %_70 = phi i32 [ %_74, %_68 ], [ %_27, %_32 ]
  %_71 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %_70, i32 %_69, i32 0)
  %_72 = icmp ult i32 %_6, %_69
  %_73 = select i1 %_72, i32 0, i32 %_71
  %_74 = add i32 %_73, %_70
  %_75 = shl i32 %_69, 1
  %_76 = icmp slt i32 %_75, 32
  br i1 %_76, label %_68, label %_67, !llvm.loop !50

_77:                                               ; preds = %67
  %_78 = add nsw i32 %_13, 16
  %_79 = sext i32 %_78 to i64
  %_80 = getelementptr inbounds i32, i32* %_1, i64 %_79
  store i32 %_74, i32* %_80, align 4, !tbaa !28
  br label %_81

_81:                                               ; preds = %77, %67
  ret void
}

define dso_local void @lbm_collide(float* nocapture readonly %_0, float* nocapture writeonly %_1, i32 %_2) local_unnamed_addr #4 {
_3:
  %_4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_6 = mul i32 %_4, %_5
  %_7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_8 = add i32 %_6, %_7
  %_9 = icmp slt i32 %_8, %_2
  br i1 %_9, label %_10, label %_563

_10:                                               ; preds = %3
  %_11 = sext i32 %_8 to i64
  %_12 = getelementptr inbounds float, float* %_0, i64 %_11
  %_13 = load float, float* %_12, align 4, !tbaa !24
  %_14 = fmul contract float %_13, 0.000000e+00
  %_15 = fadd contract float %_14, 0.000000e+00
  %_16 = add nsw i32 %_8, %_2
  %_17 = sext i32 %_16 to i64
  %_18 = getelementptr inbounds float, float* %_0, i64 %_17
  %_19 = load float, float* %_18, align 4, !tbaa !24
  %_20 = fmul contract float %_19, 0.000000e+00
  %_21 = fadd contract float %_15, %_20
  %_22 = shl nsw i32 %_2, 1
  %_23 = add nsw i32 %_22, %_8
  %_24 = sext i32 %_23 to i64
  %_25 = getelementptr inbounds float, float* %_0, i64 %_24
  %_26 = load float, float* %_25, align 4, !tbaa !24
  %_27 = fmul contract float %_26, 0.000000e+00
  %_28 = fadd contract float %_21, %_27
  %_29 = mul nsw i32 %_2, 3
  %_30 = add nsw i32 %_29, %_8
  %_31 = sext i32 %_30 to i64
  %_32 = getelementptr inbounds float, float* %_0, i64 %_31
  %_33 = load float, float* %_32, align 4, !tbaa !24
  %_34 = fmul contract float %_33, 0.000000e+00
  %_35 = fadd contract float %_28, %_34
  %_36 = shl nsw i32 %_2, 2
  %_37 = add nsw i32 %_36, %_8
  %_38 = sext i32 %_37 to i64
  %_39 = getelementptr inbounds float, float* %_0, i64 %_38
  %_40 = load float, float* %_39, align 4, !tbaa !24
  %_41 = fmul contract float %_40, 0.000000e+00
  %_42 = fadd contract float %_35, %_41
  %_43 = mul nsw i32 %_2, 5
  %_44 = add nsw i32 %_43, %_8
  %_45 = sext i32 %_44 to i64
  %_46 = getelementptr inbounds float, float* %_0, i64 %_45
  %_47 = load float, float* %_46, align 4, !tbaa !24
  %_48 = fadd contract float %_42, %_47
  %_49 = mul nsw i32 %_2, 6
  %_50 = add nsw i32 %_49, %_8
  %_51 = sext i32 %_50 to i64
  %_52 = getelementptr inbounds float, float* %_0, i64 %_51
  %_53 = load float, float* %_52, align 4, !tbaa !24
  %_54 = fsub contract float %_48, %_53
  %_55 = mul nsw i32 %_2, 7
  %_56 = add nsw i32 %_55, %_8
  %_57 = sext i32 %_56 to i64
  %_58 = getelementptr inbounds float, float* %_0, i64 %_57
  %_59 = load float, float* %_58, align 4, !tbaa !24
  %_60 = fmul contract float %_59, 0.000000e+00
  %_61 = fadd contract float %_54, %_60
  %_62 = shl nsw i32 %_2, 3
  %_63 = add nsw i32 %_62, %_8
  %_64 = sext i32 %_63 to i64
  %_65 = getelementptr inbounds float, float* %_0, i64 %_64
  %_66 = load float, float* %_65, align 4, !tbaa !24
  %_67 = fmul contract float %_66, 0.000000e+00
  %_68 = fadd contract float %_61, %_67
  %_69 = mul nsw i32 %_2, 9
  %_70 = add nsw i32 %_69, %_8
  %_71 = sext i32 %_70 to i64
  %_72 = getelementptr inbounds float, float* %_0, i64 %_71
  %_73 = load float, float* %_72, align 4, !tbaa !24
  %_74 = fmul contract float %_73, 0.000000e+00
  %_75 = fadd contract float %_68, %_74
  %_76 = mul nsw i32 %_2, 10
  %_77 = add nsw i32 %_76, %_8
  %_78 = sext i32 %_77 to i64
  %_79 = getelementptr inbounds float, float* %_0, i64 %_78
  %_80 = load float, float* %_79, align 4, !tbaa !24
  %_81 = fmul contract float %_80, 0.000000e+00
  %_82 = fadd contract float %_75, %_81
  %_83 = mul nsw i32 %_2, 11
  %_84 = add nsw i32 %_83, %_8
  %_85 = sext i32 %_84 to i64
  %_86 = getelementptr inbounds float, float* %_0, i64 %_85
  %_87 = load float, float* %_86, align 4, !tbaa !24
  %_88 = fadd contract float %_82, %_87
  %_89 = mul nsw i32 %_2, 12
  %_90 = add nsw i32 %_89, %_8
  %_91 = sext i32 %_90 to i64
  %_92 = getelementptr inbounds float, float* %_0, i64 %_91
  %_93 = load float, float* %_92, align 4, !tbaa !24
  %_94 = fadd contract float %_88, %_93
  %_95 = mul nsw i32 %_2, 13
  %_96 = add nsw i32 %_95, %_8
  %_97 = sext i32 %_96 to i64
  %_98 = getelementptr inbounds float, float* %_0, i64 %_97
  %_99 = load float, float* %_98, align 4, !tbaa !24
  %_100 = fsub contract float %_94, %_99
  %_101 = mul nsw i32 %_2, 14
  %_102 = add nsw i32 %_101, %_8
  %_103 = sext i32 %_102 to i64
  %_104 = getelementptr inbounds float, float* %_0, i64 %_103
  %_105 = load float, float* %_104, align 4, !tbaa !24
  %_106 = fsub contract float %_100, %_105
  %_107 = mul nsw i32 %_2, 15
  %_108 = add nsw i32 %_107, %_8
  %_109 = sext i32 %_108 to i64
  %_110 = getelementptr inbounds float, float* %_0, i64 %_109
  %_111 = load float, float* %_110, align 4, !tbaa !24
  %_112 = fadd contract float %_106, %_111
  %_113 = shl nsw i32 %_2, 4
  %_114 = add nsw i32 %_113, %_8
  %_115 = sext i32 %_114 to i64
  %_116 = getelementptr inbounds float, float* %_0, i64 %_115
  %_117 = load float, float* %_116, align 4, !tbaa !24
  %_118 = fadd contract float %_112, %_117
  %_119 = mul nsw i32 %_2, 17
  %_120 = add nsw i32 %_119, %_8
  %_121 = sext i32 %_120 to i64
  %_122 = getelementptr inbounds float, float* %_0, i64 %_121
  %_123 = load float, float* %_122, align 4, !tbaa !24
  %_124 = fsub contract float %_118, %_123
  %_125 = mul nsw i32 %_2, 18
  %_126 = add nsw i32 %_125, %_8
  %_127 = sext i32 %_126 to i64
  %_128 = getelementptr inbounds float, float* %_0, i64 %_127
  %_129 = load float, float* %_128, align 4, !tbaa !24
  %_130 = fsub contract float %_124, %_129
  %_131 = fadd contract float %_13, 0.000000e+00
  %_132 = fadd contract float %_131, %_19
  %_133 = fadd contract float %_132, %_26
  %_134 = fadd contract float %_133, %_33
  %_135 = fadd contract float %_134, %_40
  %_136 = fadd contract float %_135, %_47
  %_137 = fadd contract float %_136, %_53
  %_138 = fadd contract float %_137, %_59
  %_139 = fadd contract float %_138, %_66
  %_140 = fadd contract float %_139, %_73
  %_141 = fadd contract float %_140, %_80
  %_142 = fadd contract float %_141, %_87
  %_143 = fadd contract float %_142, %_93
  %_144 = fadd contract float %_143, %_99
  %_145 = fadd contract float %_144, %_105
  %_146 = fadd contract float %_145, %_111
  %_147 = fadd contract float %_146, %_117
  %_148 = fadd contract float %_147, %_123
  %_149 = fadd contract float %_148, %_129
  %_150 = fdiv contract float %_130, %_149
  %_151 = fmul contract float %_150, %_150
  %_152 = fmul contract float %_13, 0.000000e+00
  %_153 = fadd contract float %_152, 0.000000e+00
  %_154 = fadd contract float %_153, %_19
  %_155 = fsub contract float %_154, %_26
  %_156 = fmul contract float %_33, 0.000000e+00
  %_157 = fadd contract float %_155, %_156
  %_158 = fmul contract float %_40, 0.000000e+00
  %_159 = fadd contract float %_157, %_158
  %_160 = fmul contract float %_47, 0.000000e+00
  %_161 = fadd contract float %_159, %_160
  %_162 = fmul contract float %_53, 0.000000e+00
  %_163 = fadd contract float %_161, %_162
  %_164 = fadd contract float %_163, %_59
  %_165 = fsub contract float %_164, %_66
  %_166 = fadd contract float %_165, %_73
  %_167 = fsub contract float %_166, %_80
  %_168 = fadd contract float %_167, %_87
  %_169 = fsub contract float %_168, %_93
  %_170 = fadd contract float %_169, %_99
  %_171 = fsub contract float %_170, %_105
  %_172 = fmul contract float %_111, 0.000000e+00
  %_173 = fadd contract float %_171, %_172
  %_174 = fmul contract float %_117, 0.000000e+00
  %_175 = fadd contract float %_173, %_174
  %_176 = fmul contract float %_123, 0.000000e+00
  %_177 = fadd contract float %_175, %_176
  %_178 = fmul contract float %_129, 0.000000e+00
  %_179 = fadd contract float %_177, %_178
  %_180 = fdiv contract float %_179, %_149
  %_181 = fmul contract float %_180, %_180
  %_182 = fmul contract float %_13, 0.000000e+00
  %_183 = fadd contract float %_182, 0.000000e+00
  %_184 = fmul contract float %_19, 0.000000e+00
  %_185 = fadd contract float %_183, %_184
  %_186 = fmul contract float %_26, 0.000000e+00
  %_187 = fadd contract float %_185, %_186
  %_188 = fadd contract float %_187, %_33
  %_189 = fsub contract float %_188, %_40
  %_190 = fmul contract float %_47, 0.000000e+00
  %_191 = fadd contract float %_189, %_190
  %_192 = fmul contract float %_53, 0.000000e+00
  %_193 = fadd contract float %_191, %_192
  %_194 = fadd contract float %_193, %_59
  %_195 = fadd contract float %_194, %_66
  %_196 = fsub contract float %_195, %_73
  %_197 = fsub contract float %_196, %_80
  %_198 = fmul contract float %_87, 0.000000e+00
  %_199 = fadd contract float %_197, %_198
  %_200 = fmul contract float %_93, 0.000000e+00
  %_201 = fadd contract float %_199, %_200
  %_202 = fmul contract float %_99, 0.000000e+00
  %_203 = fadd contract float %_201, %_202
  %_204 = fmul contract float %_105, 0.000000e+00
  %_205 = fadd contract float %_203, %_204
  %_206 = fadd contract float %_205, %_111
  %_207 = fsub contract float %_206, %_117
  %_208 = fadd contract float %_207, %_123
  %_209 = fsub contract float %_208, %_129
  %_210 = fdiv contract float %_209, %_149
  %_211 = fmul contract float %_210, %_210
  %_212 = fadd contract float %_181, %_211
  %_213 = fadd contract float %_151, %_212
  %_214 = fmul contract float %_213, 1.500000e+00
  %_215 = fmul contract float %_180, 0.000000e+00
  %_216 = fmul contract float %_210, 0.000000e+00
  %_217 = fadd contract float %_215, %_216
  %_218 = fmul contract float %_150, 0.000000e+00
  %_219 = fadd contract float %_217, %_218
  %_220 = fmul contract float %_149, 0x3FD5555560000000
  %_221 = fmul contract float %_219, 3.000000e+00
  %_222 = fadd contract float %_221, 1.000000e+00
  %_223 = fmul contract float %_219, 4.500000e+00
  %_224 = fmul contract float %_219, %_223
  %_225 = fadd contract float %_222, %_224
  %_226 = fsub contract float %_225, %_214
  %_227 = fmul contract float %_220, %_226
  %_228 = fsub contract float %_227, %_13
  %_229 = fmul contract float %_228, 0x3FFB333340000000
  %_230 = fadd contract float %_13, %_229
  %_231 = sext i32 %_8 to i64
  %_232 = getelementptr inbounds float, float* %_1, i64 %_231
  store float %_230, float* %_232, align 4, !tbaa !24
  %_233 = fmul contract float %_210, 0.000000e+00
  %_234 = fadd contract float %_180, %_233
  %_235 = fmul contract float %_150, 0.000000e+00
  %_236 = fadd contract float %_234, %_235
  %_237 = fmul contract float %_149, 0x3FAC71C720000000
  %_238 = fmul contract float %_236, 3.000000e+00
  %_239 = fadd contract float %_238, 1.000000e+00
  %_240 = fmul contract float %_236, 4.500000e+00
  %_241 = fmul contract float %_236, %_240
  %_242 = fadd contract float %_239, %_241
  %_243 = fsub contract float %_242, %_214
  %_244 = fmul contract float %_237, %_243
  %_245 = fsub contract float %_244, %_19
  %_246 = fmul contract float %_245, 0x3FFB333340000000
  %_247 = fadd contract float %_19, %_246
  %_248 = add nsw i32 %_8, %_2
  %_249 = sext i32 %_248 to i64
  %_250 = getelementptr inbounds float, float* %_1, i64 %_249
  store float %_247, float* %_250, align 4, !tbaa !24
  %_251 = fmul contract float %_210, 0.000000e+00
  %_252 = fsub contract float %_251, %_180
  %_253 = fmul contract float %_150, 0.000000e+00
  %_254 = fadd contract float %_252, %_253
  %_255 = fmul contract float %_149, 0x3FAC71C720000000
  %_256 = fmul contract float %_254, 3.000000e+00
  %_257 = fadd contract float %_256, 1.000000e+00
  %_258 = fmul contract float %_254, 4.500000e+00
  %_259 = fmul contract float %_254, %_258
  %_260 = fadd contract float %_257, %_259
  %_261 = fsub contract float %_260, %_214
  %_262 = fmul contract float %_255, %_261
  %_263 = fsub contract float %_262, %_26
  %_264 = fmul contract float %_263, 0x3FFB333340000000
  %_265 = fadd contract float %_26, %_264
  %_266 = shl nsw i32 %_2, 1
  %_267 = add nsw i32 %_266, %_8
  %_268 = sext i32 %_267 to i64
  %_269 = getelementptr inbounds float, float* %_1, i64 %_268
  store float %_265, float* %_269, align 4, !tbaa !24
  %_270 = fmul contract float %_180, 0.000000e+00
  %_271 = fadd contract float %_270, %_210
  %_272 = fmul contract float %_150, 0.000000e+00
  %_273 = fadd contract float %_271, %_272
  %_274 = fmul contract float %_149, 0x3FAC71C720000000
  %_275 = fmul contract float %_273, 3.000000e+00
  %_276 = fadd contract float %_275, 1.000000e+00
  %_277 = fmul contract float %_273, 4.500000e+00
  %_278 = fmul contract float %_273, %_277
  %_279 = fadd contract float %_276, %_278
  %_280 = fsub contract float %_279, %_214
  %_281 = fmul contract float %_274, %_280
  %_282 = fsub contract float %_281, %_33
  %_283 = fmul contract float %_282, 0x3FFB333340000000
  %_284 = fadd contract float %_33, %_283
  %_285 = mul nsw i32 %_2, 3
  %_286 = add nsw i32 %_285, %_8
  %_287 = sext i32 %_286 to i64
  %_288 = getelementptr inbounds float, float* %_1, i64 %_287
  store float %_284, float* %_288, align 4, !tbaa !24
  %_289 = fmul contract float %_180, 0.000000e+00
  %_290 = fsub contract float %_289, %_210
  %_291 = fmul contract float %_150, 0.000000e+00
  %_292 = fadd contract float %_290, %_291
  %_293 = fmul contract float %_149, 0x3FAC71C720000000
  %_294 = fmul contract float %_292, 3.000000e+00
  %_295 = fadd contract float %_294, 1.000000e+00
  %_296 = fmul contract float %_292, 4.500000e+00
  %_297 = fmul contract float %_292, %_296
  %_298 = fadd contract float %_295, %_297
  %_299 = fsub contract float %_298, %_214
  %_300 = fmul contract float %_293, %_299
  %_301 = fsub contract float %_300, %_40
  %_302 = fmul contract float %_301, 0x3FFB333340000000
  %_303 = fadd contract float %_40, %_302
  %_304 = shl nsw i32 %_2, 2
  %_305 = add nsw i32 %_304, %_8
  %_306 = sext i32 %_305 to i64
  %_307 = getelementptr inbounds float, float* %_1, i64 %_306
  store float %_303, float* %_307, align 4, !tbaa !24
  %_308 = fmul contract float %_180, 0.000000e+00
  %_309 = fmul contract float %_210, 0.000000e+00
  %_310 = fadd contract float %_308, %_309
  %_311 = fadd contract float %_310, %_150
  %_312 = fmul contract float %_149, 0x3FAC71C720000000
  %_313 = fmul contract float %_311, 3.000000e+00
  %_314 = fadd contract float %_313, 1.000000e+00
  %_315 = fmul contract float %_311, 4.500000e+00
  %_316 = fmul contract float %_311, %_315
  %_317 = fadd contract float %_314, %_316
  %_318 = fsub contract float %_317, %_214
  %_319 = fmul contract float %_312, %_318
  %_320 = fsub contract float %_319, %_47
  %_321 = fmul contract float %_320, 0x3FFB333340000000
  %_322 = fadd contract float %_47, %_321
  %_323 = mul nsw i32 %_2, 5
  %_324 = add nsw i32 %_323, %_8
  %_325 = sext i32 %_324 to i64
  %_326 = getelementptr inbounds float, float* %_1, i64 %_325
  store float %_322, float* %_326, align 4, !tbaa !24
  %_327 = fmul contract float %_180, 0.000000e+00
  %_328 = fmul contract float %_210, 0.000000e+00
  %_329 = fadd contract float %_327, %_328
  %_330 = fsub contract float %_329, %_150
  %_331 = fmul contract float %_149, 0x3FAC71C720000000
  %_332 = fmul contract float %_330, 3.000000e+00
  %_333 = fadd contract float %_332, 1.000000e+00
  %_334 = fmul contract float %_330, 4.500000e+00
  %_335 = fmul contract float %_330, %_334
  %_336 = fadd contract float %_333, %_335
  %_337 = fsub contract float %_336, %_214
  %_338 = fmul contract float %_331, %_337
  %_339 = fsub contract float %_338, %_53
  %_340 = fmul contract float %_339, 0x3FFB333340000000
  %_341 = fadd contract float %_53, %_340
  %_342 = mul nsw i32 %_2, 6
  %_343 = add nsw i32 %_342, %_8
  %_344 = sext i32 %_343 to i64
  %_345 = getelementptr inbounds float, float* %_1, i64 %_344
  store float %_341, float* %_345, align 4, !tbaa !24
  %_346 = fadd contract float %_180, %_210
  %_347 = fmul contract float %_150, 0.000000e+00
  %_348 = fadd contract float %_346, %_347
  %_349 = fmul contract float %_149, 0x3F9C71C720000000
  %_350 = fmul contract float %_348, 3.000000e+00
  %_351 = fadd contract float %_350, 1.000000e+00
  %_352 = fmul contract float %_348, 4.500000e+00
  %_353 = fmul contract float %_348, %_352
  %_354 = fadd contract float %_351, %_353
  %_355 = fsub contract float %_354, %_214
  %_356 = fmul contract float %_349, %_355
  %_357 = fsub contract float %_356, %_59
  %_358 = fmul contract float %_357, 0x3FFB333340000000
  %_359 = fadd contract float %_59, %_358
  %_360 = mul nsw i32 %_2, 7
  %_361 = add nsw i32 %_360, %_8
  %_362 = sext i32 %_361 to i64
  %_363 = getelementptr inbounds float, float* %_1, i64 %_362
  store float %_359, float* %_363, align 4, !tbaa !24
  %_364 = fsub contract float %_210, %_180
  %_365 = fmul contract float %_150, 0.000000e+00
  %_366 = fadd contract float %_364, %_365
  %_367 = fmul contract float %_149, 0x3F9C71C720000000
  %_368 = fmul contract float %_366, 3.000000e+00
  %_369 = fadd contract float %_368, 1.000000e+00
  %_370 = fmul contract float %_366, 4.500000e+00
  %_371 = fmul contract float %_366, %_370
  %_372 = fadd contract float %_369, %_371
  %_373 = fsub contract float %_372, %_214
  %_374 = fmul contract float %_367, %_373
  %_375 = fsub contract float %_374, %_66
  %_376 = fmul contract float %_375, 0x3FFB333340000000
  %_377 = fadd contract float %_66, %_376
  %_378 = shl nsw i32 %_2, 3
  %_379 = add nsw i32 %_378, %_8
  %_380 = sext i32 %_379 to i64
  %_381 = getelementptr inbounds float, float* %_1, i64 %_380
  store float %_377, float* %_381, align 4, !tbaa !24
  %_382 = fsub contract float %_180, %_210
  %_383 = fmul contract float %_150, 0.000000e+00
  %_384 = fadd contract float %_382, %_383
  %_385 = fmul contract float %_149, 0x3F9C71C720000000
  %_386 = fmul contract float %_384, 3.000000e+00
  %_387 = fadd contract float %_386, 1.000000e+00
  %_388 = fmul contract float %_384, 4.500000e+00
  %_389 = fmul contract float %_384, %_388
  %_390 = fadd contract float %_387, %_389
  %_391 = fsub contract float %_390, %_214
  %_392 = fmul contract float %_385, %_391
  %_393 = fsub contract float %_392, %_73
  %_394 = fmul contract float %_393, 0x3FFB333340000000
  %_395 = fadd contract float %_73, %_394
  %_396 = mul nsw i32 %_2, 9
  %_397 = add nsw i32 %_396, %_8
  %_398 = sext i32 %_397 to i64
  %_399 = getelementptr inbounds float, float* %_1, i64 %_398
  store float %_395, float* %_399, align 4, !tbaa !24
  %_400 = fsub contract float -0.000000e+00, %_210
  %_401 = fsub contract float %_400, %_180
  %_402 = fmul contract float %_150, 0.000000e+00
  %_403 = fadd contract float %_401, %_402
  %_404 = fmul contract float %_149, 0x3F9C71C720000000
  %_405 = fmul contract float %_403, 3.000000e+00
  %_406 = fadd contract float %_405, 1.000000e+00
  %_407 = fmul contract float %_403, 4.500000e+00
  %_408 = fmul contract float %_403, %_407
  %_409 = fadd contract float %_406, %_408
  %_410 = fsub contract float %_409, %_214
  %_411 = fmul contract float %_404, %_410
  %_412 = fsub contract float %_411, %_80
  %_413 = fmul contract float %_412, 0x3FFB333340000000
  %_414 = fadd contract float %_80, %_413
  %_415 = mul nsw i32 %_2, 10
  %_416 = add nsw i32 %_415, %_8
  %_417 = sext i32 %_416 to i64
  %_418 = getelementptr inbounds float, float* %_1, i64 %_417
  store float %_414, float* %_418, align 4, !tbaa !24
  %_419 = fmul contract float %_210, 0.000000e+00
  %_420 = fadd contract float %_180, %_419
  %_421 = fadd contract float %_420, %_150
  %_422 = fmul contract float %_149, 0x3F9C71C720000000
  %_423 = fmul contract float %_421, 3.000000e+00
  %_424 = fadd contract float %_423, 1.000000e+00
  %_425 = fmul contract float %_421, 4.500000e+00
  %_426 = fmul contract float %_421, %_425
  %_427 = fadd contract float %_424, %_426
  %_428 = fsub contract float %_427, %_214
  %_429 = fmul contract float %_422, %_428
  %_430 = fsub contract float %_429, %_87
  %_431 = fmul contract float %_430, 0x3FFB333340000000
  %_432 = fadd contract float %_87, %_431
  %_433 = mul nsw i32 %_2, 11
  %_434 = add nsw i32 %_433, %_8
  %_435 = sext i32 %_434 to i64
  %_436 = getelementptr inbounds float, float* %_1, i64 %_435
  store float %_432, float* %_436, align 4, !tbaa !24
  %_437 = fmul contract float %_210, 0.000000e+00
  %_438 = fsub contract float %_437, %_180
  %_439 = fadd contract float %_438, %_150
  %_440 = fmul contract float %_149, 0x3F9C71C720000000
  %_441 = fmul contract float %_439, 3.000000e+00
  %_442 = fadd contract float %_441, 1.000000e+00
  %_443 = fmul contract float %_439, 4.500000e+00
  %_444 = fmul contract float %_439, %_443
  %_445 = fadd contract float %_442, %_444
  %_446 = fsub contract float %_445, %_214
  %_447 = fmul contract float %_440, %_446
  %_448 = fsub contract float %_447, %_93
  %_449 = fmul contract float %_448, 0x3FFB333340000000
  %_450 = fadd contract float %_93, %_449
  %_451 = mul nsw i32 %_2, 12
  %_452 = add nsw i32 %_451, %_8
  %_453 = sext i32 %_452 to i64
  %_454 = getelementptr inbounds float, float* %_1, i64 %_453
  store float %_450, float* %_454, align 4, !tbaa !24
  %_455 = fmul contract float %_210, 0.000000e+00
  %_456 = fadd contract float %_180, %_455
  %_457 = fsub contract float %_456, %_150
  %_458 = fmul contract float %_149, 0x3F9C71C720000000
  %_459 = fmul contract float %_457, 3.000000e+00
  %_460 = fadd contract float %_459, 1.000000e+00
  %_461 = fmul contract float %_457, 4.500000e+00
  %_462 = fmul contract float %_457, %_461
  %_463 = fadd contract float %_460, %_462
  %_464 = fsub contract float %_463, %_214
  %_465 = fmul contract float %_458, %_464
  %_466 = fsub contract float %_465, %_99
  %_467 = fmul contract float %_466, 0x3FFB333340000000
  %_468 = fadd contract float %_99, %_467
  %_469 = mul nsw i32 %_2, 13
  %_470 = add nsw i32 %_469, %_8
  %_471 = sext i32 %_470 to i64
  %_472 = getelementptr inbounds float, float* %_1, i64 %_471
  store float %_468, float* %_472, align 4, !tbaa !24
  %_473 = fmul contract float %_210, 0.000000e+00
  %_474 = fsub contract float %_473, %_180
  %_475 = fsub contract float %_474, %_150
  %_476 = fmul contract float %_149, 0x3F9C71C720000000
  %_477 = fmul contract float %_475, 3.000000e+00
  %_478 = fadd contract float %_477, 1.000000e+00
  %_479 = fmul contract float %_475, 4.500000e+00
  %_480 = fmul contract float %_475, %_479
  %_481 = fadd contract float %_478, %_480
  %_482 = fsub contract float %_481, %_214
  %_483 = fmul contract float %_476, %_482
  %_484 = fsub contract float %_483, %_105
  %_485 = fmul contract float %_484, 0x3FFB333340000000
  %_486 = fadd contract float %_105, %_485
  %_487 = mul nsw i32 %_2, 14
  %_488 = add nsw i32 %_487, %_8
  %_489 = sext i32 %_488 to i64
  %_490 = getelementptr inbounds float, float* %_1, i64 %_489
  store float %_486, float* %_490, align 4, !tbaa !24
  %_491 = fmul contract float %_180, 0.000000e+00
  %_492 = fadd contract float %_491, %_210
  %_493 = fadd contract float %_492, %_150
  %_494 = fmul contract float %_149, 0x3F9C71C720000000
  %_495 = fmul contract float %_493, 3.000000e+00
  %_496 = fadd contract float %_495, 1.000000e+00
  %_497 = fmul contract float %_493, 4.500000e+00
  %_498 = fmul contract float %_493, %_497
  %_499 = fadd contract float %_496, %_498
  %_500 = fsub contract float %_499, %_214
  %_501 = fmul contract float %_494, %_500
  %_502 = fsub contract float %_501, %_111
  %_503 = fmul contract float %_502, 0x3FFB333340000000
  %_504 = fadd contract float %_111, %_503
  %_505 = mul nsw i32 %_2, 15
  %_506 = add nsw i32 %_505, %_8
  %_507 = sext i32 %_506 to i64
  %_508 = getelementptr inbounds float, float* %_1, i64 %_507
  store float %_504, float* %_508, align 4, !tbaa !24
  %_509 = fmul contract float %_180, 0.000000e+00
  %_510 = fsub contract float %_509, %_210
  %_511 = fadd contract float %_510, %_150
  %_512 = fmul contract float %_149, 0x3F9C71C720000000
  %_513 = fmul contract float %_511, 3.000000e+00
  %_514 = fadd contract float %_513, 1.000000e+00
  %_515 = fmul contract float %_511, 4.500000e+00
  %_516 = fmul contract float %_511, %_515
  %_517 = fadd contract float %_514, %_516
  %_518 = fsub contract float %_517, %_214
  %_519 = fmul contract float %_512, %_518
  %_520 = fsub contract float %_519, %_117
  %_521 = fmul contract float %_520, 0x3FFB333340000000
  %_522 = fadd contract float %_117, %_521
  %_523 = shl nsw i32 %_2, 4
  %_524 = add nsw i32 %_523, %_8
  %_525 = sext i32 %_524 to i64
  %_526 = getelementptr inbounds float, float* %_1, i64 %_525
  store float %_522, float* %_526, align 4, !tbaa !24
  %_527 = fmul contract float %_180, 0.000000e+00
  %_528 = fadd contract float %_527, %_210
  %_529 = fsub contract float %_528, %_150
  %_530 = fmul contract float %_149, 0x3F9C71C720000000
  %_531 = fmul contract float %_529, 3.000000e+00
  %_532 = fadd contract float %_531, 1.000000e+00
  %_533 = fmul contract float %_529, 4.500000e+00
  %_534 = fmul contract float %_529, %_533
  %_535 = fadd contract float %_532, %_534
  %_536 = fsub contract float %_535, %_214
  %_537 = fmul contract float %_530, %_536
  %_538 = fsub contract float %_537, %_123
  %_539 = fmul contract float %_538, 0x3FFB333340000000
  %_540 = fadd contract float %_123, %_539
  %_541 = mul nsw i32 %_2, 17
  %_542 = add nsw i32 %_541, %_8
  %_543 = sext i32 %_542 to i64
  %_544 = getelementptr inbounds float, float* %_1, i64 %_543
  store float %_540, float* %_544, align 4, !tbaa !24
  %_545 = fmul contract float %_180, 0.000000e+00
  %_546 = fsub contract float %_545, %_210
  %_547 = fsub contract float %_546, %_150
  %_548 = fmul contract float %_149, 0x3F9C71C720000000
  %_549 = fmul contract float %_547, 3.000000e+00
  %_550 = fadd contract float %_549, 1.000000e+00
  %_551 = fmul contract float %_547, 4.500000e+00
  %_552 = fmul contract float %_547, %_551
  %_553 = fadd contract float %_550, %_552
  %_554 = fsub contract float %_553, %_214
  %_555 = fmul contract float %_548, %_554
  %_556 = fsub contract float %_555, %_129
  %_557 = fmul contract float %_556, 0x3FFB333340000000
  %_558 = fadd contract float %_129, %_557
  %_559 = mul nsw i32 %_2, 18
  %_560 = add nsw i32 %_559, %_8
  %_561 = sext i32 %_560 to i64
  %_562 = getelementptr inbounds float, float* %_1, i64 %_561
  store float %_558, float* %_562, align 4, !tbaa !24
  br label %_563

_563:                                              ; preds = %3, %10
  ret void
}

define dso_local void @bpnn_layerforward(float* nocapture readonly %_0, float* nocapture readnone %_1, float* nocapture %_2, float* nocapture writeonly %_3, i32 %_4, i32 %_5) local_unnamed_addr #0 {
_6:
  %_7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %_8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %_10 = add nsw i32 %_5, 1
  %_11 = shl i32 %_7, 4
  %_12 = add i32 %_11, %_9
  %_13 = mul i32 %_12, %_10
  %_14 = add i32 %_8, 1
  %_15 = add i32 %_14, %_10
  %_16 = add i32 %_15, %_13
  %_17 = icmp eq i32 %_8, 0
  br i1 %_17, label %_18, label %_28

_18:                                               ; preds = %6
  %_19 = shl nsw i32 %_7, 4
  %_20 = add i32 %_9, 1
  %_21 = add i32 %_20, %_19
  %_22 = sext i32 %_21 to i64
  %_23 = getelementptr inbounds float, float* %_0, i64 %_22
  %_24 = load float, float* %_23, align 4, !tbaa !24
  %_25 = sext i32 %_9 to i64
  %_26 = getelementptr inbounds [16 x float], [16 x float] addrspace(3)* @_ZZ17bpnn_layerforwardE10input_node, i64 0, i64 %_25
  %_27 = addrspacecast float addrspace(3)* %_26 to float*
  store float %_24, float* %_27, align 4, !tbaa !24
  br label %_28

_28:                                               ; preds = %18, %6
  tail call void @llvm.nvvm.barrier0()
  %_29 = sext i32 %_16 to i64
  %_30 = getelementptr inbounds float, float* %_2, i64 %_29
  %_31 = load float, float* %_30, align 4, !tbaa !24
  %_32 = sext i32 %_9 to i64
  %_33 = sext i32 %_8 to i64
  %_34 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ17bpnn_layerforwardE13weight_matrix, i64 0, i64 %_32, i64 %_33
  %_35 = addrspacecast float addrspace(3)* %_34 to float*
  store float %_31, float* %_35, align 4, !tbaa !24
  tail call void @llvm.nvvm.barrier0()
  %_36 = load float, float* %_35, align 4, !tbaa !24
  %_37 = getelementptr inbounds [16 x float], [16 x float] addrspace(3)* @_ZZ17bpnn_layerforwardE10input_node, i64 0, i64 %_32
  %_38 = addrspacecast float addrspace(3)* %_37 to float*
  %_39 = load float, float* %_38, align 4, !tbaa !24
  %_40 = fmul contract float %_36, %_39
  store float %_40, float* %_35, align 4, !tbaa !24
  tail call void @llvm.nvvm.barrier0()
  %_41 = tail call float @llvm.nvvm.lg2.approx.f(float 1.600000e+01) #12
  %_42 = fcmp contract ult float %_41, 1.000000e+00
  br i1 %_42, label %_45, label %_43

_43:                                               ; preds = %28
  %_44 = tail call float @llvm.nvvm.lg2.approx.f(float 2.000000e+00) #12
  br label %_47

_45:                                               ; preds = %64, %28
  %_46 = load float, float* %_35, align 4, !tbaa !24
  store float %_46, float* %_30, align 4, !tbaa !24
  tail call void @llvm.nvvm.barrier0()
  br i1 %_17, label %_68, label %_76

_47:                                               ; preds = %43, %64
  %_48 = phi float [ 1.000000e+00, %_43 ], [ %_66, %_64 ]
  %_49 = phi i32 [ 1, %_43 ], [ %_65, %_64 ]
  %_50 = fmul float %_48, %_44
  %_51 = tail call float @llvm.nvvm.ex2.approx.f(float %_50) #12
  %_52 = fptosi float %_51 to i32
  %_53 = srem i32 %_9, %_52
  %_54 = icmp eq i32 %_53, 0
  br i1 %_54, label %_55, label %_64

_55:                                               ; preds = %47
  %_56 = load float, float* %_35, align 4, !tbaa !24
  %_57 = sdiv i32 %_52, 2
  %_58 = add nsw i32 %_57, %_9
  %_59 = sext i32 %_58 to i64
  %_60 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ17bpnn_layerforwardE13weight_matrix, i64 0, i64 %_59, i64 %_33
  %_61 = addrspacecast float addrspace(3)* %_60 to float*
  %_62 = load float, float* %_61, align 4, !tbaa !24
  %_63 = fadd contract float %_56, %_62
  store float %_63, float* %_35, align 4, !tbaa !24
  br label %_64

_64:                                               ; preds = %55, %47
  tail call void @llvm.nvvm.barrier0()
  %_65 = add nuw nsw i32 %_49, 1
  %_66 = sitofp i32 %_65 to float
  %_67 = fcmp contract ult float %_41, %_66
  br i1 %_67, label %_45, label %_47, !llvm.loop !51

_68:                                               ; preds = %45
  %_69 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ17bpnn_layerforwardE13weight_matrix, i64 0, i64 %_33, i64 %_32
  %_70 = addrspacecast float addrspace(3)* %_69 to float*
  %_71 = load float, float* %_70, align 4, !tbaa !24
  %_72 = mul nsw i32 %_7, %_5
  %_73 = add nsw i32 %_72, %_9
  %_74 = sext i32 %_73 to i64
  %_75 = getelementptr inbounds float, float* %_3, i64 %_74
  store float %_71, float* %_75, align 4, !tbaa !24
  br label %_76

_76:                                               ; preds = %68, %45
  ret void
}

define dso_local void @corr_std_kernel(float* nocapture %_0, float* nocapture %_1, float* nocapture readonly %_2, i32 %_3, i32 %_4) local_unnamed_addr #4 {
_5:
  %_6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_8 = mul i32 %_6, %_7
  %_9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_10 = add i32 %_8, %_9
  %_11 = icmp slt i32 %_10, %_3
  br i1 %_11, label %_12, label %_54

_12:                                               ; preds = %5
  %_13 = sext i32 %_10 to i64
  %_14 = getelementptr inbounds float, float* %_0, i64 %_13
  store float 0.000000e+00, float* %_14, align 4, !tbaa !24
  %_15 = icmp sgt i32 %_4, 0
  br i1 %_15, label %_16, label %_18

_16:                                               ; preds = %12
  %_17 = load float, float* %_14, align 4, !tbaa !24
  br label %_23

_18:                                               ; preds = %23, %12
  %_19 = load float, float* %_14, align 4, !tbaa !24
  %_20 = fdiv contract float %_19, 0x414885C200000000
  store float %_20, float* %_14, align 4, !tbaa !24
  %_21 = getelementptr inbounds float, float* %_1, i64 %_13
  store float 0.000000e+00, float* %_21, align 4, !tbaa !24
  %_22 = icmp sgt i32 %_4, 0
  br i1 %_22, label %_39, label %_34

_23:                                               ; preds = %16, %23
  %_24 = phi float [ %_17, %_16 ], [ %_31, %_23 ]
  %_25 = phi i32 [ 0, %_16 ], [ %_32, %_23 ]
  %_26 = mul nsw i32 %_25, %_3
  %_27 = add nsw i32 %_26, %_10
  %_28 = sext i32 %_27 to i64
  %_29 = getelementptr inbounds float, float* %_2, i64 %_28
  %_30 = load float, float* %_29, align 4, !tbaa !24
  %_31 = fadd contract float %_30, %_24
  store float %_31, float* %_14, align 4, !tbaa !24
  %_32 = add nuw nsw i32 %_25, 1
  %_33 = icmp eq i32 %_32, %_4
  br i1 %_33, label %_18, label %_23, !llvm.loop !52

_34:                                               ; preds = %39, %18
  %_35 = load float, float* %_21, align 4, !tbaa !24
  %_36 = fdiv contract float %_35, 0x414885C200000000
  %_37 = tail call float @llvm.nvvm.sqrt.approx.f(float %_36) #12
  store float %_37, float* %_21, align 4, !tbaa !24
  %_38 = fcmp contract ugt float %_37, 0x3F747AE140000000
  br i1 %_38, label %_54, label %_53

_39:                                               ; preds = %18, %39
  %_40 = phi i32 [ %_51, %_39 ], [ 0, %_18 ]
  %_41 = mul nsw i32 %_40, %_3
  %_42 = add nsw i32 %_41, %_10
  %_43 = sext i32 %_42 to i64
  %_44 = getelementptr inbounds float, float* %_2, i64 %_43
  %_45 = load float, float* %_44, align 4, !tbaa !24
  %_46 = load float, float* %_14, align 4, !tbaa !24
  %_47 = fsub contract float %_45, %_46
  %_48 = fmul contract float %_47, %_47
  %_49 = load float, float* %_21, align 4, !tbaa !24
  %_50 = fadd contract float %_49, %_48
  store float %_50, float* %_21, align 4, !tbaa !24
  %_51 = add nuw nsw i32 %_40, 1
  %_52 = icmp eq i32 %_51, %_4
  br i1 %_52, label %_34, label %_39, !llvm.loop !53

_53:                                               ; preds = %34
  store float 1.000000e+00, float* %_21, align 4, !tbaa !24
  br label %_54

_54:                                               ; preds = %34, %53, %5
  ret void
}

define dso_local void @gramschmidt_kernel3(float* nocapture %_0, float* nocapture %_1, float* nocapture readonly %_2, i32 %_3, i32 %_4, i32 %_5) local_unnamed_addr #4 {
_6:
  %_7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_9 = mul i32 %_7, %_8
  %_10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_11 = add i32 %_9, %_10
  %_12 = icmp sgt i32 %_11, %_3
  %_13 = icmp slt i32 %_11, %_5
  %_14 = and i1 %_12, %_13
  br i1 %_14, label %_15, label %_57

_15:                                               ; preds = %6
  %_16 = mul nsw i32 %_5, %_3
  %_17 = add nsw i32 %_16, %_11
  %_18 = sext i32 %_17 to i64
  %_19 = getelementptr inbounds float, float* %_1, i64 %_18
  store float 0.000000e+00, float* %_19, align 4, !tbaa !24
  %_20 = icmp sgt i32 %_4, 0
  br i1 %_20, label %_21, label %_23

_21:                                               ; preds = %15
  %_22 = load float, float* %_19, align 4, !tbaa !24
  br label %_25

_23:                                               ; preds = %25, %15
  %_24 = icmp sgt i32 %_4, 0
  br i1 %_24, label %_41, label %_57

_25:                                               ; preds = %21, %25
  %_26 = phi float [ %_22, %_21 ], [ %_38, %_25 ]
  %_27 = phi i32 [ 0, %_21 ], [ %_39, %_25 ]
  %_28 = mul nsw i32 %_27, %_5
  %_29 = add nsw i32 %_28, %_3
  %_30 = sext i32 %_29 to i64
  %_31 = getelementptr inbounds float, float* %_2, i64 %_30
  %_32 = load float, float* %_31, align 4, !tbaa !24
  %_33 = add nsw i32 %_28, %_11
  %_34 = sext i32 %_33 to i64
  %_35 = getelementptr inbounds float, float* %_0, i64 %_34
  %_36 = load float, float* %_35, align 4, !tbaa !24
  %_37 = fmul contract float %_32, %_36
  %_38 = fadd contract float %_26, %_37
  store float %_38, float* %_19, align 4, !tbaa !24
  %_39 = add nuw nsw i32 %_27, 1
  %_40 = icmp eq i32 %_39, %_4
  br i1 %_40, label %_23, label %_25, !llvm.loop !54

_41:                                               ; preds = %23, %41
  %_42 = phi i32 [ %_55, %_41 ], [ 0, %_23 ]
  %_43 = mul nsw i32 %_42, %_5
  %_44 = add nsw i32 %_43, %_3
  %_45 = sext i32 %_44 to i64
  %_46 = getelementptr inbounds float, float* %_2, i64 %_45
  %_47 = load float, float* %_46, align 4, !tbaa !24
  %_48 = load float, float* %_19, align 4, !tbaa !24
  %_49 = fmul contract float %_47, %_48
  %_50 = add nsw i32 %_43, %_11
  %_51 = sext i32 %_50 to i64
  %_52 = getelementptr inbounds float, float* %_0, i64 %_51
  %_53 = load float, float* %_52, align 4, !tbaa !24
  %_54 = fsub contract float %_53, %_49
  store float %_54, float* %_52, align 4, !tbaa !24
  %_55 = add nuw nsw i32 %_42, 1
  %_56 = icmp eq i32 %_55, %_4
  br i1 %_56, label %_57, label %_41, !llvm.loop !55

_57:                                               ; preds = %41, %23, %6
  ret void
}

define dso_local void @fdtd_step3_kernel(float* nocapture readonly %_0, float* nocapture readonly %_1, float* nocapture %_2, i32 %_3, i32 %_4, i32 %_5) local_unnamed_addr #5 {
_6:
  %_7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_9 = mul i32 %_7, %_8
  %_10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_11 = add i32 %_9, %_10
  %_12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %_13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %_14 = mul i32 %_12, %_13
  %_15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %_16 = add i32 %_14, %_15
  %_17 = icmp slt i32 %_16, %_4
  %_18 = icmp slt i32 %_11, %_5
  %_19 = and i1 %_17, %_18
  br i1 %_19, label %_20, label %_50

_20:                                               ; preds = %6
  %_21 = mul nsw i32 %_16, %_5
  %_22 = add nsw i32 %_21, %_11
  %_23 = sext i32 %_22 to i64
  %_24 = getelementptr inbounds float, float* %_2, i64 %_23
  %_25 = load float, float* %_24, align 4, !tbaa !24
  %_26 = add nsw i32 %_5, 1
  %_27 = mul nsw i32 %_26, %_16
  %_28 = add i32 %_27, %_11
  %_29 = add i32 %_28, 1
  %_30 = sext i32 %_29 to i64
  %_31 = getelementptr inbounds float, float* %_0, i64 %_30
  %_32 = load float, float* %_31, align 4, !tbaa !24
  %_33 = add nsw i32 %_27, %_11
  %_34 = sext i32 %_33 to i64
  %_35 = getelementptr inbounds float, float* %_0, i64 %_34
  %_36 = load float, float* %_35, align 4, !tbaa !24
  %_37 = fsub contract float %_32, %_36
  %_38 = add nsw i32 %_16, 1
  %_39 = mul nsw i32 %_38, %_5
  %_40 = add nsw i32 %_39, %_11
  %_41 = sext i32 %_40 to i64
  %_42 = getelementptr inbounds float, float* %_1, i64 %_41
  %_43 = load float, float* %_42, align 4, !tbaa !24
  %_44 = fadd contract float %_37, %_43
  %_45 = getelementptr inbounds float, float* %_1, i64 %_23
  %_46 = load float, float* %_45, align 4, !tbaa !24
  %_47 = fsub contract float %_44, %_46
  %_48 = fmul contract float %_47, 0x3FE6666660000000
  %_49 = fsub contract float %_25, %_48
  store float %_49, float* %_24, align 4, !tbaa !24
  br label %_50

_50:                                               ; preds = %20, %6
  ret void
}

define dso_local void @gesummv_kernel(float* nocapture readonly %_0, float* nocapture readonly %_1, float* nocapture readonly %_2, float* nocapture %_3, float* nocapture %_4, i32 %_5, float %_6, float %_7) local_unnamed_addr #4 {
_8:
  %_9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_11 = mul i32 %_9, %_10
  %_12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_13 = add i32 %_11, %_12
  %_14 = icmp slt i32 %_13, %_5
  br i1 %_14, label %_15, label %_51

_15:                                               ; preds = %8
  %_16 = icmp sgt i32 %_5, 0
  br i1 %_16, label %_17, label %_42

_17:                                               ; preds = %15
  %_18 = mul nsw i32 %_13, %_5
  %_19 = sext i32 %_13 to i64
  %_20 = getelementptr inbounds float, float* %_4, i64 %_19
  %_21 = getelementptr inbounds float, float* %_3, i64 %_19
  br label %_22

_22:                                               ; preds = %17, %22
  %_23 = phi i32 [ 0, %_17 ], [ %_40, %_22 ]
  %_24 = add nsw i32 %_23, %_18
  %_25 = sext i32 %_24 to i64
  %_26 = getelementptr inbounds float, float* %_0, i64 %_25
  %_27 = load float, float* %_26, align 4, !tbaa !24
  %_28 = zext i32 %_23 to i64
  %_29 = getelementptr inbounds float, float* %_2, i64 %_28
  %_30 = load float, float* %_29, align 4, !tbaa !24
  %_31 = fmul contract float %_27, %_30
  %_32 = load float, float* %_20, align 4, !tbaa !24
  %_33 = fadd contract float %_32, %_31
  store float %_33, float* %_20, align 4, !tbaa !24
  %_34 = getelementptr inbounds float, float* %_1, i64 %_25
  %_35 = load float, float* %_34, align 4, !tbaa !24
  %_36 = load float, float* %_29, align 4, !tbaa !24
  %_37 = fmul contract float %_35, %_36
  %_38 = load float, float* %_21, align 4, !tbaa !24
  %_39 = fadd contract float %_38, %_37
  store float %_39, float* %_21, align 4, !tbaa !24
  %_40 = add nuw nsw i32 %_23, 1
  %_41 = icmp eq i32 %_40, %_5
  br i1 %_41, label %_42, label %_22, !llvm.loop !56

_42:                                               ; preds = %22, %15
  %_43 = sext i32 %_13 to i64
  %_44 = getelementptr inbounds float, float* %_4, i64 %_43
  %_45 = load float, float* %_44, align 4, !tbaa !24
  %_46 = fmul contract float %_45, %_6
  %_47 = getelementptr inbounds float, float* %_3, i64 %_43
  %_48 = load float, float* %_47, align 4, !tbaa !24
  %_49 = fmul contract float %_48, %_7
  %_50 = fadd contract float %_46, %_49
  store float %_50, float* %_47, align 4, !tbaa !24
  br label %_51

_51:                                               ; preds = %42, %8
  ret void
}

define dso_local void @lu_kernel2(float* nocapture %_0, i32 %_1, i32 %_2) local_unnamed_addr #5 {
_3:
  %_4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_6 = mul i32 %_4, %_5
  %_7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_8 = add i32 %_6, %_7
  %_9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %_10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %_11 = mul i32 %_9, %_10
  %_12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %_13 = add i32 %_11, %_12
  %_14 = icmp sgt i32 %_13, %_1
  %_15 = icmp sgt i32 %_8, %_1
  %_16 = and i1 %_14, %_15
  %_17 = icmp slt i32 %_13, %_2
  %_18 = and i1 %_16, %_17
  %_19 = icmp slt i32 %_8, %_2
  %_20 = and i1 %_19, %_18
  br i1 %_20, label %_21, label %_38

_21:                                               ; preds = %3
  %_22 = mul nsw i32 %_13, %_2
  %_23 = add nsw i32 %_22, %_8
  %_24 = sext i32 %_23 to i64
  %_25 = getelementptr inbounds float, float* %_0, i64 %_24
  %_26 = load float, float* %_25, align 4, !tbaa !24
  %_27 = add nsw i32 %_22, %_1
  %_28 = sext i32 %_27 to i64
  %_29 = getelementptr inbounds float, float* %_0, i64 %_28
  %_30 = load float, float* %_29, align 4, !tbaa !24
  %_31 = mul nsw i32 %_2, %_1
  %_32 = add nsw i32 %_31, %_8
  %_33 = sext i32 %_32 to i64
  %_34 = getelementptr inbounds float, float* %_0, i64 %_33
  %_35 = load float, float* %_34, align 4, !tbaa !24
  %_36 = fmul contract float %_30, %_35
  %_37 = fsub contract float %_26, %_36
  store float %_37, float* %_25, align 4, !tbaa !24
  br label %_38

_38:                                               ; preds = %21, %3
  ret void
}

define dso_local void @naive_kernel(float %_0, float %_1, float* nocapture readonly %_2, float* nocapture writeonly %_3, i32 %_4, i32 %_5, i32 %_6) local_unnamed_addr #4 {
_7:
  %_8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_10 = mul i32 %_8, %_9
  %_11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_12 = add i32 %_10, %_11
  %_13 = add i32 %_12, 1
  %_14 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %_15 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %_16 = mul i32 %_14, %_15
  %_17 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %_18 = add i32 %_16, %_17
  %_19 = add i32 %_18, 1
  %_20 = add nsw i32 %_4, -1
  %_21 = icmp slt i32 %_13, %_20
  %_22 = add nsw i32 %_5, -1
  %_23 = icmp slt i32 %_19, %_22
  %_24 = select i1 %_21, i1 %_23, i1 false
  %_25 = icmp sgt i32 %_6, 2
  %_26 = and i1 %_24, %_25
  br i1 %_26, label %_27, label %_86

_27:                                               ; preds = %7
  %_28 = add i32 %_6, -2
  br label %_29

_29:                                               ; preds = %27, %29
  %_30 = phi i32 [ %_31, %_29 ], [ 1, %_27 ]
  %_31 = add nuw nsw i32 %_30, 1
  %_32 = mul nsw i32 %_31, %_5
  %_33 = add nsw i32 %_32, %_19
  %_34 = mul nsw i32 %_33, %_4
  %_35 = add nsw i32 %_34, %_13
  %_36 = sext i32 %_35 to i64
  %_37 = getelementptr inbounds float, float* %_2, i64 %_36
  %_38 = load float, float* %_37, align 4, !tbaa !24
  %_39 = add nsw i32 %_30, -1
  %_40 = mul nsw i32 %_39, %_5
  %_41 = add nsw i32 %_40, %_19
  %_42 = mul nsw i32 %_41, %_4
  %_43 = add nsw i32 %_42, %_13
  %_44 = sext i32 %_43 to i64
  %_45 = getelementptr inbounds float, float* %_2, i64 %_44
  %_46 = load float, float* %_45, align 4, !tbaa !24
  %_47 = fadd contract float %_38, %_46
  %_48 = mul nsw i32 %_30, %_5
  %_49 = add i32 %_48, %_18
  %_50 = add i32 %_49, 2
  %_51 = mul nsw i32 %_50, %_4
  %_52 = add nsw i32 %_51, %_13
  %_53 = sext i32 %_52 to i64
  %_54 = getelementptr inbounds float, float* %_2, i64 %_53
  %_55 = load float, float* %_54, align 4, !tbaa !24
  %_56 = fadd contract float %_47, %_55
  %_57 = add nsw i32 %_48, %_18
  %_58 = mul nsw i32 %_57, %_4
  %_59 = add nsw i32 %_58, %_13
  %_60 = sext i32 %_59 to i64
  %_61 = getelementptr inbounds float, float* %_2, i64 %_60
  %_62 = load float, float* %_61, align 4, !tbaa !24
  %_63 = fadd contract float %_56, %_62
  %_64 = add nsw i32 %_48, %_19
  %_65 = mul nsw i32 %_64, %_4
  %_66 = add i32 %_65, %_12
  %_67 = add i32 %_66, 2
  %_68 = sext i32 %_67 to i64
  %_69 = getelementptr inbounds float, float* %_2, i64 %_68
  %_70 = load float, float* %_69, align 4, !tbaa !24
  %_71 = fadd contract float %_63, %_70
  %_72 = add nsw i32 %_65, %_12
  %_73 = sext i32 %_72 to i64
  %_74 = getelementptr inbounds float, float* %_2, i64 %_73
  %_75 = load float, float* %_74, align 4, !tbaa !24
  %_76 = fadd contract float %_71, %_75
  %_77 = fmul contract float %_76, %_1
  %_78 = add nsw i32 %_65, %_13
  %_79 = sext i32 %_78 to i64
  %_80 = getelementptr inbounds float, float* %_2, i64 %_79
  %_81 = load float, float* %_80, align 4, !tbaa !24
  %_82 = fmul contract float %_81, %_0
  %_83 = fsub contract float %_77, %_82
  %_84 = getelementptr inbounds float, float* %_3, i64 %_79
  store float %_83, float* %_84, align 4, !tbaa !24
  %_85 = icmp eq i32 %_30, %_28
  br i1 %_85, label %_86, label %_29, !llvm.loop !57

_86:                                               ; preds = %29, %7
  ret void
}

define dso_local void @sad_like(i16* nocapture readonly %_0, i16* nocapture readonly %_1, i16* nocapture writeonly %_2, i32 %_3, i32 %_4) local_unnamed_addr #4 {
_5:
  %_6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_8 = mul i32 %_6, %_7
  %_9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_10 = add i32 %_8, %_9
  %_11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %_12 = icmp slt i32 %_10, %_3
  br i1 %_12, label %_13, label %_50

_13:                                               ; preds = %5
  %_14 = add nsw i32 %_4, -1
  %_15 = add nsw i32 %_3, -1
  br label %_16

_16:                                               ; preds = %13, %29
  %_17 = phi i32 [ 0, %_13 ], [ %_47, %_29 ]
  %_18 = phi i32 [ 0, %_13 ], [ %_30, %_29 ]
  %_19 = add nsw i32 %_18, %_11
  %_20.c = icmp slt i32 %_19, %_14
  %_20 = select i1 %_20.c, i32 %_19, i32 %_14
  %_21 = mul nsw i32 %_20, %_3
  br label %_32

_22:                                               ; preds = %29
  %_23.c = icmp ult i32 %_47, 65535
  %_23 = select i1 %_23.c, i32 %_47, i32 65535
  %_24 = trunc i32 %_23 to i16
  %_25 = mul nsw i32 %_11, %_3
  %_26 = add nsw i32 %_25, %_10
  %_27 = sext i32 %_26 to i64
  %_28 = getelementptr inbounds i16, i16* %_2, i64 %_27
  store i16 %_24, i16* %_28, align 2, !tbaa !58
  br label %_50

_29:                                               ; preds = %32
  %_30 = add nuw nsw i32 %_18, 1
  %_31 = icmp eq i32 %_30, 4
  br i1 %_31, label %_22, label %_16, !llvm.loop !60

_32:                                               ; preds = %16, %32
  %_33 = phi i32 [ %_17, %_16 ], [ %_47, %_32 ]
  %_34 = phi i32 [ 0, %_16 ], [ %_48, %_32 ]
  %_35 = add nsw i32 %_34, %_10
  %_36.c = icmp slt i32 %_35, %_15
  %_36 = select i1 %_36.c, i32 %_35, i32 %_15
  %_37 = add nsw i32 %_36, %_21
  %_38 = sext i32 %_37 to i64
  %_39 = getelementptr inbounds i16, i16* %_0, i64 %_38
  %_40 = load i16, i16* %_39, align 2, !tbaa !58
  %_41 = zext i16 %_40 to i32
  %_42 = getelementptr inbounds i16, i16* %_1, i64 %_38
  %_43 = load i16, i16* %_42, align 2, !tbaa !58
  %_44 = zext i16 %_43 to i32
  %_45 = sub nsw i32 %_41, %_44
  %_46.n = sub i32 0, %_45
  %_46.c = icmp slt i32 %_45, 0
  %_46 = select i1 %_46.c, i32 %_46.n, i32 %_45
  %_47 = add i32 %_46, %_33
  %_48 = add nuw nsw i32 %_34, 1
  %_49 = icmp eq i32 %_48, 4
  br i1 %_49, label %_29, label %_32, !llvm.loop !61

_50:                                               ; preds = %5, %22
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #6

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #6

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #6

declare <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p0v4f32(<4 x float>* nocapture, i32) #7

declare void @llvm.nvvm.bar.warp.sync(i32) #1

declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #8

declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #8

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #6

declare i32 @llvm.ctpop.i32(i32) #6

declare float @llvm.nvvm.rsqrt.approx.ftz.f(float) #9

declare float @llvm.nvvm.rsqrt.approx.f(float) #9

declare float @llvm.nvvm.saturate.f(float) #6

declare float @llvm.nvvm.div.approx.f(float, float) #9

declare float @llvm.nvvm.sqrt.approx.f(float) #9

declare float @llvm.nvvm.sin.approx.f(float) #9

declare float @llvm.nvvm.cos.approx.f(float) #9

declare float @llvm.nvvm.lg2.approx.f(float) #9

declare float @llvm.nvvm.ex2.approx.f(float) #9

declare i32 @llvm.nvvm.d2i.hi(double) #6

declare i32 @llvm.nvvm.d2i.lo(double) #6

declare double @llvm.nvvm.lohi.i2d(i32, i32) #6

declare double @llvm.nvvm.rcp.approx.ftz.d(double) #9

define internal fastcc double @__internal_accurate_pow(double %_0) unnamed_addr #10 {
_1:
  %_2 = tail call i32 @llvm.nvvm.d2i.hi(double %_0) #12
  %_3 = tail call i32 @llvm.nvvm.d2i.lo(double %_0) #12
  %_4 = lshr i32 %_2, 20
  %_5 = icmp ult i32 %_2, 1048576
  br i1 %_5, label %_6, label %_12

_6:                                                ; preds = %1
  %_7 = fmul double %_0, 0x4350000000000000
  %_8 = tail call i32 @llvm.nvvm.d2i.hi(double %_7) #12
  %_9 = tail call i32 @llvm.nvvm.d2i.lo(double %_7) #12
  %_10 = lshr i32 %_8, 20
  %_11 = add nsw i32 %_10, -54
  br label %_12

_12:                                               ; preds = %6, %1
  %_13 = phi i32 [ %_9, %_6 ], [ %_3, %_1 ]
  %_14 = phi i32 [ %_8, %_6 ], [ %_2, %_1 ]
  %_15 = phi i32 [ %_11, %_6 ], [ %_4, %_1 ]
  %_16 = add nsw i32 %_15, -1023
  %_17 = and i32 %_14, -2146435073
  %_18 = or i32 %_17, 1072693248
  %_19 = tail call double @llvm.nvvm.lohi.i2d(i32 %_13, i32 %_18) #12
  %_20 = icmp ugt i32 %_18, 1073127582
  br i1 %_20, label %_21, label %_27

_21:                                               ; preds = %12
  %_22 = tail call i32 @llvm.nvvm.d2i.lo(double %_19) #12
  %_23 = tail call i32 @llvm.nvvm.d2i.hi(double %_19) #12
  %_24 = add i32 %_23, -1048576
  %_25 = tail call double @llvm.nvvm.lohi.i2d(i32 %_22, i32 %_24) #12
  %_26 = add nsw i32 %_15, -1022
  br label %_27

_27:                                               ; preds = %12, %21
  %_28 = phi double [ %_25, %_21 ], [ %_19, %_12 ]
  %_29 = phi i32 [ %_26, %_21 ], [ %_16, %_12 ]
  %_30 = fadd double %_28, -1.000000e+00
  %_31 = fadd double %_28, 1.000000e+00
  %_32 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %_31) #12
  %_33 = fsub double -0.000000e+00, %_31
  %_34 = tail call double @llvm.fma.f64(double %_33, double %_32, double 1.000000e+00)
  %_35 = tail call double @llvm.fma.f64(double %_34, double %_34, double %_34)
  %_36 = tail call double @llvm.fma.f64(double %_35, double %_32, double %_32)
  %_37 = fmul double %_30, %_36
  %_38 = fadd double %_37, %_37
  %_39 = fmul double %_38, %_38
  %_40 = tail call double @llvm.fma.f64(double %_39, double 0x3EB0F5FF7D2CAFE2, double 0x3ED0F5D241AD3B5A)
  %_41 = tail call double @llvm.fma.f64(double %_40, double %_39, double 0x3EF3B20A75488A3F)
  %_42 = tail call double @llvm.fma.f64(double %_41, double %_39, double 0x3F1745CDE4FAECD5)
  %_43 = tail call double @llvm.fma.f64(double %_42, double %_39, double 0x3F3C71C7258A578B)
  %_44 = tail call double @llvm.fma.f64(double %_43, double %_39, double 0x3F6249249242B910)
  %_45 = tail call double @llvm.fma.f64(double %_44, double %_39, double 0x3F89999999999DFB)
  %_46 = fmul double %_39, %_45
  %_47 = fsub double %_30, %_38
  %_48 = fmul double %_47, 2.000000e+00
  %_49 = fsub double -0.000000e+00, %_38
  %_50 = tail call double @llvm.fma.f64(double %_49, double %_30, double %_48)
  %_51 = fmul double %_36, %_50
  %_52 = fadd double %_46, 0x3FB5555555555555
  %_53 = fsub double 0x3FB5555555555555, %_52
  %_54 = fadd double %_46, %_53
  %_55 = fadd double %_54, 0.000000e+00
  %_56 = fadd double %_55, 0xBC46A4CB00B9E7B0
  %_57 = fadd double %_52, %_56
  %_58 = fsub double %_52, %_57
  %_59 = fadd double %_56, %_58
  %_60 = fsub double -0.000000e+00, %_39
  %_61 = tail call double @llvm.fma.f64(double %_38, double %_38, double %_60)
  %_62 = tail call i32 @llvm.nvvm.d2i.lo(double %_51) #12
  %_63 = tail call i32 @llvm.nvvm.d2i.hi(double %_51) #12
  %_64 = add i32 %_63, 1048576
  %_65 = tail call double @llvm.nvvm.lohi.i2d(i32 %_62, i32 %_64) #12
  %_66 = tail call double @llvm.fma.f64(double %_38, double %_65, double %_61)
  %_67 = fmul double %_38, %_39
  %_68 = fsub double -0.000000e+00, %_67
  %_69 = tail call double @llvm.fma.f64(double %_39, double %_38, double %_68)
  %_70 = tail call double @llvm.fma.f64(double %_39, double %_51, double %_69)
  %_71 = tail call double @llvm.fma.f64(double %_66, double %_38, double %_70)
  %_72 = fmul double %_67, %_57
  %_73 = fsub double -0.000000e+00, %_72
  %_74 = tail call double @llvm.fma.f64(double %_57, double %_67, double %_73)
  %_75 = tail call double @llvm.fma.f64(double %_57, double %_71, double %_74)
  %_76 = tail call double @llvm.fma.f64(double %_59, double %_67, double %_75)
  %_77 = fadd double %_72, %_76
  %_78 = fsub double %_72, %_77
  %_79 = fadd double %_76, %_78
  %_80 = fadd double %_38, %_77
  %_81 = fsub double %_38, %_80
  %_82 = fadd double %_77, %_81
  %_83 = fadd double %_79, %_82
  %_84 = fadd double %_51, %_83
  %_85 = fadd double %_80, %_84
  %_86 = fsub double %_80, %_85
  %_87 = fadd double %_84, %_86
  %_88 = xor i32 %_29, -2147483648
  %_89 = tail call double @llvm.nvvm.lohi.i2d(i32 %_88, i32 1127219200) #12
  %_90 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #12
  %_91 = fsub double %_89, %_90
  %_92 = tail call double @llvm.fma.f64(double %_91, double 0x3FE62E42FEFA39EF, double %_85)
  %_93 = fsub double -0.000000e+00, %_91
  %_94 = tail call double @llvm.fma.f64(double %_93, double 0x3FE62E42FEFA39EF, double %_92)
  %_95 = fsub double %_94, %_85
  %_96 = fsub double %_87, %_95
  %_97 = tail call double @llvm.fma.f64(double %_91, double 0x3C7ABC9E3B39803F, double %_96)
  %_98 = fadd double %_92, %_97
  %_99 = fsub double %_92, %_98
  %_100 = fadd double %_97, %_99
  %_101 = tail call i32 @llvm.nvvm.d2i.hi(double 2.500000e+00) #12
  %_102 = tail call i32 @llvm.nvvm.d2i.lo(double 2.500000e+00) #12
  %_103 = shl i32 %_101, 1
  %_104 = icmp ugt i32 %_103, -33554433
  %_105 = and i32 %_101, -15728641
  %_106 = select i1 %_104, i32 %_105, i32 %_101
  %_107 = tail call double @llvm.nvvm.lohi.i2d(i32 %_102, i32 %_106) #12
  %_108 = fmul double %_107, %_98
  %_109 = fsub double -0.000000e+00, %_108
  %_110 = tail call double @llvm.fma.f64(double %_98, double %_107, double %_109)
  %_111 = tail call double @llvm.fma.f64(double %_100, double %_107, double %_110)
  %_112 = fadd double %_108, %_111
  %_113 = tail call double @llvm.fma.f64(double %_112, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %_114 = tail call i32 @llvm.nvvm.d2i.lo(double %_113) #12
  %_115 = fadd double %_113, 0xC338000000000000
  %_116 = tail call double @llvm.fma.f64(double %_115, double 0xBFE62E42FEFA39EF, double %_112)
  %_117 = tail call double @llvm.fma.f64(double %_115, double 0xBC7ABC9E3B39803F, double %_116)
  %_118 = tail call double @llvm.fma.f64(double %_117, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %_119 = tail call double @llvm.fma.f64(double %_118, double %_117, double 0x3EC71DEE62401315)
  %_120 = tail call double @llvm.fma.f64(double %_119, double %_117, double 0x3EFA01997C89EB71)
  %_121 = tail call double @llvm.fma.f64(double %_120, double %_117, double 0x3F2A01A014761F65)
  %_122 = tail call double @llvm.fma.f64(double %_121, double %_117, double 0x3F56C16C1852B7AF)
  %_123 = tail call double @llvm.fma.f64(double %_122, double %_117, double 0x3F81111111122322)
  %_124 = tail call double @llvm.fma.f64(double %_123, double %_117, double 0x3FA55555555502A1)
  %_125 = tail call double @llvm.fma.f64(double %_124, double %_117, double 0x3FC5555555555511)
  %_126 = tail call double @llvm.fma.f64(double %_125, double %_117, double 0x3FE000000000000B)
  %_127 = tail call double @llvm.fma.f64(double %_126, double %_117, double 1.000000e+00)
  %_128 = tail call double @llvm.fma.f64(double %_127, double %_117, double 1.000000e+00)
  %_129 = tail call i32 @llvm.nvvm.d2i.lo(double %_128) #12
  %_130 = tail call i32 @llvm.nvvm.d2i.hi(double %_128) #12
  %_131 = shl i32 %_114, 20
  %_132 = add i32 %_130, %_131
  %_133 = tail call double @llvm.nvvm.lohi.i2d(i32 %_129, i32 %_132) #12
  %_134 = tail call i32 @llvm.nvvm.d2i.hi(double %_112) #12
  %_135 = bitcast i32 %_134 to float
  %_136 = tail call float @llvm.fabs.f32(float %_135)
  %_137 = fcmp olt float %_136, 0x4010C46560000000
  br i1 %_137, label %_153, label %_138

_138:                                              ; preds = %27
  %_139 = fcmp olt double %_112, 0.000000e+00
  %_140 = fadd double %_112, 0x7FF0000000000000
  %_141 = select i1 %_139, double 0.000000e+00, double %_140
  %_142 = fcmp olt float %_136, 0x4010E90000000000
  br i1 %_142, label %_143, label %_153

_143:                                              ; preds = %138
  %_144 = sdiv i32 %_114, 2
  %_145 = shl i32 %_144, 20
  %_146 = add i32 %_130, %_145
  %_147 = tail call double @llvm.nvvm.lohi.i2d(i32 %_129, i32 %_146) #12
  %_148 = sub nsw i32 %_114, %_144
  %_149 = shl i32 %_148, 20
  %_150 = add nsw i32 %_149, 1072693248
  %_151 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %_150) #12
  %_152 = fmul double %_151, %_147
  br label %_153

_153:                                              ; preds = %27, %143, %138
  %_154 = phi double [ %_133, %_27 ], [ %_152, %_143 ], [ %_141, %_138 ]
  %_155 = fsub double %_108, %_112
  %_156 = fadd double %_111, %_155
  %_157 = tail call i32 @llvm.nvvm.d2i.lo(double %_154) #12
  %_158 = tail call i32 @llvm.nvvm.d2i.hi(double %_154) #12
  %_159 = and i32 %_158, 2147483647
  %_160 = icmp eq i32 %_159, 2146435072
  %_161 = icmp eq i32 %_157, 0
  %_162 = select i1 %_160, i1 %_161, i1 false
  %_163 = tail call double @llvm.fma.f64(double %_154, double %_156, double %_154)
  %_164 = select i1 %_162, double %_154, double %_163
  ret double %_164
}





declare double @llvm.floor.f64(double) #11

declare float @llvm.fabs.f32(float) #11

declare double @llvm.fabs.f64(double) #11

declare double @llvm.ceil.f64(double) #11

declare double @llvm.sqrt.f64(double) #11

declare float @llvm.fma.f32(float, float, float) #11

declare double @llvm.fma.f64(double, double, double) #11


attributes #0 = { convergent norecurse nounwind }
attributes #1 = { convergent nounwind }
attributes #2 = { norecurse nounwind readnone }
attributes #3 = { norecurse nounwind argmemonly }
attributes #4 = { norecurse nounwind argmemonly }
attributes #5 = { norecurse nounwind argmemonly }
attributes #6 = { nounwind speculatable readnone }
attributes #7 = { nounwind argmemonly readonly }
attributes #8 = { convergent nounwind inaccessiblememonly }
attributes #9 = { nounwind readnone }
attributes #10 = { noinline norecurse nounwind readnone }
attributes #11 = { nounwind speculatable readnone }
attributes #12 = { nounwind }

!nvvm.annotations = !{!4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20}
!nvvmir.version = !{!23}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{void (i32, float*, float*, float*, i32, i32, i32, i32, float, float, float, float, float)* @calculate_temp, !"kernel", i32 1}
!5 = !{void (i32*, i32*, i32, i32, i32, i32)* @needle_cuda_shared_1, !"kernel", i32 1}
!6 = !{void (float*, float*, i32)* @reduce6_128, !"kernel", i32 1}
!7 = !{void (float*, float*, float*, i32*, i32)* @tpacf_bins, !"kernel", i32 1}
!8 = !{void (%struct.float4*, %struct.float4*, i32, i32*, %struct.LJ*, i32)* @compute_lj_force, !"kernel", i32 1}
!9 = !{void (double*, double*, double*, double*, double*, i32)* @likelihood_kernel, !"kernel", i32 1}
!10 = !{void (float*, float*, i32*, i32, i32)* @intrinsics_mix, !"kernel", i32 1}
!11 = !{void (i32*, i32*, i32, i32)* @radix_digit_count, !"kernel", i32 1}
!12 = !{void (float*, float*, i32)* @lbm_collide, !"kernel", i32 1}
!13 = !{void (float*, float*, float*, float*, i32, i32)* @bpnn_layerforward, !"kernel", i32 1}
!14 = !{void (float*, float*, float*, i32, i32)* @corr_std_kernel, !"kernel", i32 1}
!15 = !{void (float*, float*, float*, i32, i32, i32)* @gramschmidt_kernel3, !"kernel", i32 1}
!16 = !{void (float*, float*, float*, i32, i32, i32)* @fdtd_step3_kernel, !"kernel", i32 1}
!17 = !{void (float*, float*, float*, float*, float*, i32, float, float)* @gesummv_kernel, !"kernel", i32 1}
!18 = !{void (float*, i32, i32)* @lu_kernel2, !"kernel", i32 1}
!19 = !{void (float, float, float*, float*, i32, i32, i32)* @naive_kernel, !"kernel", i32 1}
!20 = !{void (i16*, i16*, i16*, i32, i32)* @sad_like, !"kernel", i32 1}
!21 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!22 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!23 = !{i32 2, i32 0}
!24 = !{!25, !25, i64 0}
!25 = !{!"float", !26, i64 0}
!26 = !{!"omnipotent char", !27, i64 0}
!27 = !{!"Simple C++ TBAA"}
!28 = !{!29, !29, i64 0}
!29 = !{!"int", !26, i64 0}
!30 = distinct !{!30}
!31 = !{!"llvm.loop.mustprogress"}
!32 = !{!"llvm.loop.unroll.disable"}
!33 = distinct !{!33}
!34 = distinct !{!34}
!35 = distinct !{!35}
!36 = distinct !{!36}
!37 = !{!38, !38, i64 0}
!38 = !{!"double", !26, i64 0}
!39 = distinct !{!39}
!40 = distinct !{!40}
!41 = distinct !{!41}
!42 = !{i64 0, i64 4, !24, i64 4, i64 4, !24, i64 8, i64 4, !24, i64 12, i64 4, !24}
!43 = !{i64 0, i64 4, !24, i64 4, i64 4, !24, i64 8, i64 4, !24}
!44 = !{i64 0, i64 4, !24, i64 4, i64 4, !24}
!45 = !{i64 0, i64 4, !24}
!46 = distinct !{!46}
!47 = !{i32 0, i32 33}
!48 = distinct !{!48}
!49 = distinct !{!49}
!50 = distinct !{!50}
!51 = distinct !{!51}
!52 = distinct !{!52}
!53 = distinct !{!53}
!54 = distinct !{!54}
!55 = distinct !{!55}
!56 = distinct !{!56}
!57 = distinct !{!57}
!58 = !{!59, !59, i64 0}
!59 = !{!"short", !26, i64 0}
!60 = distinct !{!60}
!61 = distinct !{!61}
