; ModuleID = 'libm.cu'
source_filename = "libm.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.kValues = type { float, float, float, float }

@ck = dso_local addrspace(4) externally_initialized global [256 x %struct.kValues] zeroinitializer, align 4
@__cudart_i2opi_f = internal unnamed_addr addrspace(1) constant [6 x i32] [i32 1011060801, i32 -614296167, i32 -181084736, i32 -64530479, i32 1313084713, i32 -1560706194], align 4
@__cudart_i2opi_d = internal unnamed_addr addrspace(1) constant [18 x i64] [i64 7780917995555872008, i64 4397547296490951402, i64 8441921394348257659, i64 5712322887342352941, i64 7869616827067468215, i64 -1211730484530615009, i64 2303758334597371919, i64 -7168499653074671557, i64 4148332274289687028, i64 -1613291254968254911, i64 -1692731182770600828, i64 -135693905287338178, i64 452944820249399836, i64 -5249950069107600672, i64 -121206125134887583, i64 -2638381946312093631, i64 -277156292786332224, i64 -6703182060581546711], align 8
@__cudart_sin_cos_coeffs = internal unnamed_addr addrspace(1) constant [16 x double] [double 0xBE5AE5F12CB0D246, double 0x3EC71DE369ACE392, double 0xBF2A01A019DB62A1, double 0x3F81111111110818, double 0xBFC5555555555554, double 0.000000e+00, double 0.000000e+00, double 0xBDA8FF8320FD8164, double 0x3E21EEA7C1EF8528, double 0xBE927E4F8E06E6D9, double 0x3EFA01A019DDBCE9, double 0xBF56C16C16C15D47, double 0x3FA5555555555551, double -5.000000e-01, double 1.000000e+00, double 0.000000e+00], align 16
@llvm.compiler.used = appending global [1 x i8*] [i8* addrspacecast (i8 addrspace(4)* bitcast ([256 x %struct.kValues] addrspace(4)* @ck to i8 addrspace(4)*) to i8*)], section "llvm.metadata"

define dso_local void @_Z11libm_doublePKdPd(double* nocapture readonly %_0, double* nocapture writeonly %_1) local_unnamed_addr #0 {
_2:
  %_3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_5 = mul i32 %_3, %_4
  %_6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_7 = add i32 %_5, %_6
  %_8 = sext i32 %_7 to i64
  %_9 = getelementptr inbounds double, double* %_0, i64 %_8
  %_10 = load double, double* %_9, align 8, !tbaa !12
  %_11 = tail call i32 @llvm.nvvm.d2i.lo(double %_10) #9
  %_12 = tail call i32 @llvm.nvvm.d2i.hi(double %_10) #9
  %_13 = and i32 %_12, 2147483647
  %_14 = icmp eq i32 %_13, 2146435072
  %_15 = icmp eq i32 %_11, 0
  %_16 = select i1 %_14, i1 %_15, i1 false
  br i1 %_16, label %_17, label %_19

_17:                                               ; preds = %2
  %_18 = fmul double %_10, 0.000000e+00
  br label %_33

_19:                                               ; preds = %2
  %_20 = fmul double %_10, 0x3FE45F306DC9C883
  %_21 = tail call i32 @llvm.nvvm.d2i.rn(double %_20) #9
  %_22 = sitofp i32 %_21 to double
  %_23 = fsub double -0.000000e+00, %_22
  %_24 = tail call double @llvm.fma.f64(double %_23, double 0x3FF921FB54442D18, double %_10)
  %_25 = tail call double @llvm.fma.f64(double %_23, double 0x3C91A62633145C00, double %_24)
  %_26 = tail call double @llvm.fma.f64(double %_23, double 0x397B839A252049C0, double %_25)
  %_27 = tail call double @llvm.fabs.f64(double %_10)
  %_28 = fcmp ult double %_27, 0x41E0000000000000
  br i1 %_28, label %_33, label %_29

_29:                                               ; preds = %19
  %_30 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %_10) #9
  %_31 = extractvalue { double, i32 } %_30, 0
  %_32 = extractvalue { double, i32 } %_30, 1
  br label %_33

_33:                                               ; preds = %17, %19, %29
  %_34 = phi double [ %_18, %_17 ], [ %_31, %_29 ], [ %_26, %_19 ]
  %_35 = phi i32 [ 0, %_17 ], [ %_32, %_29 ], [ %_21, %_19 ]
  %_36 = and i32 %_35, 1
  %_37 = shl nuw nsw i32 %_36, 3
  %_38 = zext i32 %_37 to i64
  %_39 = getelementptr inbounds [16 x double], [16 x double] addrspace(1)* @__cudart_sin_cos_coeffs, i64 0, i64 %_38
  %_40 = load double, double addrspace(1)* %_39, align 16
  %_41 = getelementptr inbounds double, double addrspace(1)* %_39, i64 1
  %_42 = load double, double addrspace(1)* %_41, align 8
  %_43 = getelementptr inbounds double, double addrspace(1)* %_39, i64 2
  %_44 = load double, double addrspace(1)* %_43, align 16
  %_45 = getelementptr inbounds double, double addrspace(1)* %_39, i64 3
  %_46 = load double, double addrspace(1)* %_45, align 8
  %_47 = getelementptr inbounds double, double addrspace(1)* %_39, i64 4
  %_48 = load double, double addrspace(1)* %_47, align 16
  %_49 = getelementptr inbounds double, double addrspace(1)* %_39, i64 5
  %_50 = load double, double addrspace(1)* %_49, align 8
  br i1 %_16, label %_51, label %_53

_51:                                               ; preds = %33
  %_52 = fmul double %_10, 0.000000e+00
  br label %_67

_53:                                               ; preds = %33
  %_54 = fmul double %_10, 0x3FE45F306DC9C883
  %_55 = tail call i32 @llvm.nvvm.d2i.rn(double %_54) #9
  %_56 = sitofp i32 %_55 to double
  %_57 = fsub double -0.000000e+00, %_56
  %_58 = tail call double @llvm.fma.f64(double %_57, double 0x3FF921FB54442D18, double %_10)
  %_59 = tail call double @llvm.fma.f64(double %_57, double 0x3C91A62633145C00, double %_58)
  %_60 = tail call double @llvm.fma.f64(double %_57, double 0x397B839A252049C0, double %_59)
  %_61 = tail call double @llvm.fabs.f64(double %_10)
  %_62 = fcmp ult double %_61, 0x41E0000000000000
  br i1 %_62, label %_67, label %_63

_63:                                               ; preds = %53
  %_64 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %_10) #9
  %_65 = extractvalue { double, i32 } %_64, 0
  %_66 = extractvalue { double, i32 } %_64, 1
  br label %_67

_67:                                               ; preds = %51, %53, %63
  %_68 = phi double [ %_52, %_51 ], [ %_65, %_63 ], [ %_60, %_53 ]
  %_69 = phi i32 [ 0, %_51 ], [ %_66, %_63 ], [ %_55, %_53 ]
  %_70 = add nsw i32 %_69, 1
  %_71 = and i32 %_70, 1
  %_72 = shl nuw nsw i32 %_71, 3
  %_73 = zext i32 %_72 to i64
  %_74 = getelementptr inbounds [16 x double], [16 x double] addrspace(1)* @__cudart_sin_cos_coeffs, i64 0, i64 %_73
  %_75 = load double, double addrspace(1)* %_74, align 16
  %_76 = getelementptr inbounds double, double addrspace(1)* %_74, i64 1
  %_77 = load double, double addrspace(1)* %_76, align 8
  %_78 = getelementptr inbounds double, double addrspace(1)* %_74, i64 2
  %_79 = load double, double addrspace(1)* %_78, align 16
  %_80 = getelementptr inbounds double, double addrspace(1)* %_74, i64 3
  %_81 = load double, double addrspace(1)* %_80, align 8
  %_82 = getelementptr inbounds double, double addrspace(1)* %_74, i64 4
  %_83 = load double, double addrspace(1)* %_82, align 16
  %_84 = getelementptr inbounds double, double addrspace(1)* %_74, i64 5
  %_85 = load double, double addrspace(1)* %_84, align 8
  %_86 = tail call double @llvm.fma.f64(double %_10, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %_87 = tail call i32 @llvm.nvvm.d2i.lo(double %_86) #9
  %_88 = fadd double %_86, 0xC338000000000000
  %_89 = tail call double @llvm.fma.f64(double %_88, double 0xBFE62E42FEFA39EF, double %_10)
  %_90 = tail call double @llvm.fma.f64(double %_88, double 0xBC7ABC9E3B39803F, double %_89)
  %_91 = tail call double @llvm.fma.f64(double %_90, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %_92 = tail call double @llvm.fma.f64(double %_91, double %_90, double 0x3EC71DEE62401315)
  %_93 = tail call double @llvm.fma.f64(double %_92, double %_90, double 0x3EFA01997C89EB71)
  %_94 = tail call double @llvm.fma.f64(double %_93, double %_90, double 0x3F2A01A014761F65)
  %_95 = tail call double @llvm.fma.f64(double %_94, double %_90, double 0x3F56C16C1852B7AF)
  %_96 = tail call double @llvm.fma.f64(double %_95, double %_90, double 0x3F81111111122322)
  %_97 = tail call double @llvm.fma.f64(double %_96, double %_90, double 0x3FA55555555502A1)
  %_98 = tail call double @llvm.fma.f64(double %_97, double %_90, double 0x3FC5555555555511)
  %_99 = tail call double @llvm.fma.f64(double %_98, double %_90, double 0x3FE000000000000B)
  %_100 = tail call double @llvm.fma.f64(double %_99, double %_90, double 1.000000e+00)
  %_101 = tail call double @llvm.fma.f64(double %_100, double %_90, double 1.000000e+00)
  %_102 = tail call i32 @llvm.nvvm.d2i.lo(double %_101) #9
  %_103 = tail call i32 @llvm.nvvm.d2i.hi(double %_101) #9
  %_104 = shl i32 %_87, 20
  %_105 = add i32 %_103, %_104
  %_106 = tail call double @llvm.nvvm.lohi.i2d(i32 %_102, i32 %_105) #9
  %_107 = bitcast i32 %_12 to float
  %_108 = tail call float @llvm.fabs.f32(float %_107)
  %_109 = fcmp olt float %_108, 0x4010C46560000000
  br i1 %_109, label %_125, label %_110

_110:                                              ; preds = %67
  %_111 = fcmp olt double %_10, 0.000000e+00
  %_112 = fadd double %_10, 0x7FF0000000000000
  %_113 = select i1 %_111, double 0.000000e+00, double %_112
  %_114 = fcmp olt float %_108, 0x4010E90000000000
  br i1 %_114, label %_115, label %_125

_115:                                              ; preds = %110
  %_116 = sdiv i32 %_87, 2
  %_117 = shl i32 %_116, 20
  %_118 = add i32 %_103, %_117
  %_119 = tail call double @llvm.nvvm.lohi.i2d(i32 %_102, i32 %_118) #9
  %_120 = sub nsw i32 %_87, %_116
  %_121 = shl i32 %_120, 20
  %_122 = add nsw i32 %_121, 1072693248
  %_123 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %_122) #9
  %_124 = fmul double %_123, %_119
  br label %_125

_125:                                              ; preds = %67, %110, %115
  %_126 = phi double [ %_106, %_67 ], [ %_124, %_115 ], [ %_113, %_110 ]
  %_127 = tail call double @llvm.fabs.f64(double %_10)
  %_128 = tail call i32 @llvm.nvvm.d2i.hi(double %_127) #9
  %_129 = tail call i32 @llvm.nvvm.d2i.hi(double 2.500000e+00) #9
  %_130 = and i32 %_129, 2146435072
  %_131 = icmp eq i32 %_130, 1074790400
  %_132 = icmp slt i32 %_128, 0
  %_133 = fcmp oeq double %_10, 0.000000e+00
  br i1 %_133, label %_134, label %_140

_134:                                              ; preds = %125
  %_135 = select i1 %_131, i32 %_128, i32 0
  %_136 = icmp slt i32 %_129, 0
  %_137 = or i32 %_135, 2146435072
  %_138 = select i1 %_136, i32 %_137, i32 %_135
  %_139 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %_138) #9
  br label %_149

_140:                                              ; preds = %125
  %_141 = tail call fastcc double @__internal_accurate_pow(double %_127)
  %_142 = select i1 %_132, i1 %_131, i1 false
  %_143 = tail call i32 @llvm.nvvm.d2i.lo(double %_141) #9
  %_144 = tail call i32 @llvm.nvvm.d2i.hi(double %_141) #9
  %_145 = xor i32 %_144, -2147483648
  %_146 = tail call double @llvm.nvvm.lohi.i2d(i32 %_143, i32 %_145) #9
  %_147 = select i1 %_142, double %_146, double %_141
  %_148 = select i1 %_132, double 0xFFF8000000000000, double %_147
  br label %_149

_149:                                              ; preds = %140, %134
  %_150 = phi double [ %_139, %_134 ], [ %_148, %_140 ]
  %_151 = fadd double %_127, 2.500000e+00
  %_152 = tail call i32 @llvm.nvvm.d2i.hi(double %_151) #9
  %_153 = and i32 %_152, 2146435072
  %_154 = icmp eq i32 %_153, 2146435072
  br i1 %_154, label %_155, label %_185

_155:                                              ; preds = %149
  %_156 = fcmp ugt double %_127, 0x7FF0000000000000
  br i1 %_156, label %_185, label %_157

_157:                                              ; preds = %155
  %_158 = tail call i32 @llvm.nvvm.d2i.lo(double 2.500000e+00) #9
  %_159 = and i32 %_129, 2147483647
  %_160 = icmp eq i32 %_159, 2146435072
  %_161 = icmp eq i32 %_158, 0
  %_162 = select i1 %_160, i1 %_161, i1 false
  br i1 %_162, label %_163, label %_170

_163:                                              ; preds = %157
  %_164 = fcmp ogt double %_127, 1.000000e+00
  %_165 = select i1 %_164, i32 2146435072, i32 0
  %_166 = icmp slt i32 %_129, 0
  %_167 = xor i32 %_165, 2146435072
  %_168 = select i1 %_166, i32 %_167, i32 %_165
  %_169 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %_168) #9
  br label %_185

_170:                                              ; preds = %157
  %_171 = tail call i32 @llvm.nvvm.d2i.lo(double %_127) #9
  %_172 = and i32 %_128, 2147483647
  %_173 = icmp eq i32 %_172, 2146435072
  %_174 = icmp eq i32 %_171, 0
  %_175 = select i1 %_173, i1 %_174, i1 false
  br i1 %_175, label %_176, label %_185

_176:                                              ; preds = %170
  %_177 = icmp slt i32 %_129, 0
  %_178 = select i1 %_177, i32 0, i32 2146435072
  %_179 = select i1 %_132, i1 %_131, i1 false
  %_180 = icmp ne i32 %_159, 1071644672
  %_181 = select i1 %_179, i1 %_180, i1 false
  %_182 = or i32 %_178, -2147483648
  %_183 = select i1 %_181, i32 %_182, i32 %_178
  %_184 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %_183) #9
  br label %_185

_185:                                              ; preds = %149, %155, %163, %170, %176
  %_186 = phi double [ %_150, %_149 ], [ %_169, %_163 ], [ %_184, %_176 ], [ %_150, %_170 ], [ %_151, %_155 ]
  %_187 = and i32 %_12, -2147483648
  %_188 = bitcast i32 %_128 to float
  %_189 = fcmp olt float %_188, 0x3FFCAAAAA0000000
  %_190 = fcmp ogt float %_188, 0xBFFB333320000000
  %_191 = and i1 %_189, %_190
  br i1 %_191, label %_192, label %_209

_192:                                              ; preds = %185
  %_193 = fadd double %_127, 2.000000e+00
  %_194 = fdiv double %_127, %_193
  %_195 = fsub double -0.000000e+00, %_127
  %_196 = fmul double %_194, %_195
  %_197 = fadd double %_127, %_196
  %_198 = fmul double %_197, %_197
  %_199 = tail call double @llvm.fma.f64(double %_198, double 0x3EB372FB2FBE14B5, double 0x3ED087FFCEB2DC44)
  %_200 = tail call double @llvm.fma.f64(double %_199, double %_198, double 0x3EF3B9FF890F468C)
  %_201 = tail call double @llvm.fma.f64(double %_200, double %_198, double 0x3F17457EFD51BAF8)
  %_202 = tail call double @llvm.fma.f64(double %_201, double %_198, double 0x3F3C71C8DE3CE825)
  %_203 = tail call double @llvm.fma.f64(double %_202, double %_198, double 0x3F6249248FA4661F)
  %_204 = tail call double @llvm.fma.f64(double %_203, double %_198, double 0x3F899999999D70C4)
  %_205 = tail call double @llvm.fma.f64(double %_204, double %_198, double 0x3FB5555555555462)
  %_206 = fmul double %_198, %_205
  %_207 = tail call double @llvm.fma.f64(double %_206, double %_197, double %_196)
  %_208 = fadd double %_127, %_207
  br label %_282

_209:                                              ; preds = %185
  %_210 = fadd double %_127, 1.000000e+00
  %_211 = tail call i32 @llvm.nvvm.d2i.hi(double %_210) #9
  %_212 = tail call i32 @llvm.nvvm.d2i.lo(double %_210) #9
  %_213 = icmp slt i32 %_211, 1048576
  br i1 %_213, label %_214, label %_218

_214:                                              ; preds = %209
  %_215 = fmul double %_210, 0x4350000000000000
  %_216 = tail call i32 @llvm.nvvm.d2i.hi(double %_215) #9
  %_217 = tail call i32 @llvm.nvvm.d2i.lo(double %_215) #9
  br label %_218

_218:                                              ; preds = %214, %209
  %_219 = phi double [ %_215, %_214 ], [ %_210, %_209 ]
  %_220 = phi i32 [ %_216, %_214 ], [ %_211, %_209 ]
  %_221 = phi i32 [ %_217, %_214 ], [ %_212, %_209 ]
  %_222 = phi i32 [ -1077, %_214 ], [ -1023, %_209 ]
  %_223 = add i32 %_220, -1
  %_224 = icmp ult i32 %_223, 2146435071
  br i1 %_224, label %_225, label %_276

_225:                                              ; preds = %218
  %_226 = lshr i32 %_220, 20
  %_227 = add nsw i32 %_222, %_226
  %_228 = and i32 %_220, -2146435073
  %_229 = or i32 %_228, 1072693248
  %_230 = tail call double @llvm.nvvm.lohi.i2d(i32 %_221, i32 %_229) #9
  %_231 = icmp sgt i32 %_229, 1073127582
  br i1 %_231, label %_232, label %_238

_232:                                              ; preds = %225
  %_233 = tail call i32 @llvm.nvvm.d2i.lo(double %_230) #9
  %_234 = tail call i32 @llvm.nvvm.d2i.hi(double %_230) #9
  %_235 = add i32 %_234, -1048576
  %_236 = tail call double @llvm.nvvm.lohi.i2d(i32 %_233, i32 %_235) #9
  %_237 = add nsw i32 %_227, 1
  br label %_238

_238:                                              ; preds = %232, %225
  %_239 = phi double [ %_236, %_232 ], [ %_230, %_225 ]
  %_240 = phi i32 [ %_237, %_232 ], [ %_227, %_225 ]
  %_241 = fadd double %_239, -1.000000e+00
  %_242 = fadd double %_239, 1.000000e+00
  %_243 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %_242) #9
  %_244 = fsub double -0.000000e+00, %_242
  %_245 = tail call double @llvm.fma.f64(double %_244, double %_243, double 1.000000e+00)
  %_246 = tail call double @llvm.fma.f64(double %_245, double %_245, double %_245)
  %_247 = tail call double @llvm.fma.f64(double %_246, double %_243, double %_243)
  %_248 = fmul double %_241, %_247
  %_249 = fadd double %_248, %_248
  %_250 = fmul double %_249, %_249
  %_251 = tail call double @llvm.fma.f64(double %_250, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %_252 = tail call double @llvm.fma.f64(double %_251, double %_250, double 0x3EF3B2669F02676F)
  %_253 = tail call double @llvm.fma.f64(double %_252, double %_250, double 0x3F1745CBA9AB0956)
  %_254 = tail call double @llvm.fma.f64(double %_253, double %_250, double 0x3F3C71C72D1B5154)
  %_255 = tail call double @llvm.fma.f64(double %_254, double %_250, double 0x3F624924923BE72D)
  %_256 = tail call double @llvm.fma.f64(double %_255, double %_250, double 0x3F8999999999A3C4)
  %_257 = tail call double @llvm.fma.f64(double %_256, double %_250, double 0x3FB5555555555554)
  %_258 = fsub double %_241, %_249
  %_259 = fmul double %_258, 2.000000e+00
  %_260 = fsub double -0.000000e+00, %_249
  %_261 = tail call double @llvm.fma.f64(double %_260, double %_241, double %_259)
  %_262 = fmul double %_247, %_261
  %_263 = fmul double %_250, %_257
  %_264 = tail call double @llvm.fma.f64(double %_263, double %_249, double %_262)
  %_265 = xor i32 %_240, -2147483648
  %_266 = tail call double @llvm.nvvm.lohi.i2d(i32 %_265, i32 1127219200) #9
  %_267 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #9
  %_268 = fsub double %_266, %_267
  %_269 = tail call double @llvm.fma.f64(double %_268, double 0x3FE62E42FEFA39EF, double %_249)
  %_270 = fsub double -0.000000e+00, %_268
  %_271 = tail call double @llvm.fma.f64(double %_270, double 0x3FE62E42FEFA39EF, double %_269)
  %_272 = fsub double %_271, %_249
  %_273 = fsub double %_264, %_272
  %_274 = tail call double @llvm.fma.f64(double %_268, double 0x3C7ABC9E3B39803F, double %_273)
  %_275 = fadd double %_269, %_274
  br label %_282

_276:                                              ; preds = %218
  %_277 = tail call double @llvm.fma.f64(double %_219, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %_278 = tail call i32 @llvm.nvvm.d2i.hi(double %_219) #9
  %_279 = and i32 %_278, 2147483647
  %_280 = icmp eq i32 %_279, 0
  %_281 = select i1 %_280, double 0xFFF0000000000000, double %_277
  br label %_282

_282:                                              ; preds = %192, %238, %276
  %_283 = phi double [ %_208, %_192 ], [ %_275, %_238 ], [ %_281, %_276 ]
  %_284 = fcmp une double %_10, 0.000000e+00
  %_285 = icmp ult i32 %_13, 2146435072
  %_286 = select i1 %_284, i1 %_285, i1 false
  br i1 %_286, label %_287, label %_334

_287:                                              ; preds = %282
  %_288 = icmp ult i32 %_13, 1048576
  %_289 = tail call double @llvm.nvvm.lohi.i2d(i32 %_11, i32 %_13) #9
  %_290 = fmul double %_289, 0x4350000000000000
  %_291 = tail call i32 @llvm.nvvm.d2i.lo(double %_290) #9
  %_292 = tail call i32 @llvm.nvvm.d2i.hi(double %_290) #9
  %_293 = select i1 %_288, i32 %_291, i32 %_11
  %_294 = select i1 %_288, i32 %_292, i32 %_13
  %_295 = select i1 %_288, i32 4078, i32 1048576
  %_296 = lshr i32 %_294, 20
  %_297 = add nsw i32 %_296, -1022
  %_298 = sitofp i32 %_297 to float
  %_299 = fmul float %_298, 0x3FD5555560000000
  %_300 = tail call i32 @llvm.nvvm.f2i.rn(float %_299) #9
  %_301 = mul i32 %_300, -3145728
  %_302 = add i32 %_301, %_294
  %_303 = tail call double @llvm.nvvm.lohi.i2d(i32 %_293, i32 %_302) #9
  %_304 = fptrunc double %_303 to float
  %_305 = tail call float @llvm.nvvm.lg2.approx.ftz.f(float %_304) #9
  %_306 = fmul float %_305, 0x3FD5555560000000
  %_307 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %_306) #9
  %_308 = fpext float %_307 to double
  %_309 = fmul double %_308, %_308
  %_310 = tail call i32 @llvm.nvvm.d2i.lo(double %_309) #9
  %_311 = tail call i32 @llvm.nvvm.d2i.hi(double %_309) #9
  %_312 = add i32 %_311, 1048576
  %_313 = tail call double @llvm.nvvm.lohi.i2d(i32 %_310, i32 %_312) #9
  %_314 = tail call double @llvm.fma.f64(double %_313, double %_308, double %_303)
  %_315 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %_314) #9
  %_316 = fsub double -0.000000e+00, %_314
  %_317 = tail call double @llvm.fma.f64(double %_316, double %_315, double 1.000000e+00)
  %_318 = tail call double @llvm.fma.f64(double %_317, double %_317, double %_317)
  %_319 = tail call double @llvm.fma.f64(double %_318, double %_315, double %_315)
  %_320 = fsub double -0.000000e+00, %_308
  %_321 = tail call double @llvm.fma.f64(double %_309, double %_320, double %_303)
  %_322 = fmul double %_321, %_319
  %_323 = tail call double @llvm.fma.f64(double %_308, double %_322, double %_308)
  %_324 = tail call i32 @llvm.nvvm.d2i.lo(double %_323) #9
  %_325 = tail call i32 @llvm.nvvm.d2i.hi(double %_323) #9
  %_326 = add i32 %_300, %_295
  %_327 = shl i32 %_326, 20
  %_328 = add nsw i32 %_325, %_327
  %_329 = tail call double @llvm.nvvm.lohi.i2d(i32 %_324, i32 %_328) #9
  %_330 = tail call i32 @llvm.nvvm.d2i.lo(double %_329) #9
  %_331 = tail call i32 @llvm.nvvm.d2i.hi(double %_329) #9
  %_332 = or i32 %_331, %_187
  %_333 = tail call double @llvm.nvvm.lohi.i2d(i32 %_330, i32 %_332) #9
  br label %_336

_334:                                              ; preds = %282
  %_335 = fadd double %_10, %_10
  br label %_336

_336:                                              ; preds = %287, %334
  %_337 = phi double [ %_333, %_287 ], [ %_335, %_334 ]
  %_338 = and i32 %_35, 2
  %_339 = icmp eq i32 %_338, 0
  %_340 = icmp eq i32 %_36, 0
  %_341 = select i1 %_340, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %_342 = fmul double %_34, %_34
  %_343 = tail call double @llvm.fma.f64(double %_341, double %_342, double %_40)
  %_344 = tail call double @llvm.fma.f64(double %_343, double %_342, double %_42)
  %_345 = tail call double @llvm.fma.f64(double %_344, double %_342, double %_44)
  %_346 = tail call double @llvm.fma.f64(double %_345, double %_342, double %_46)
  %_347 = tail call double @llvm.fma.f64(double %_346, double %_342, double %_48)
  %_348 = tail call double @llvm.fma.f64(double %_347, double %_342, double %_50)
  %_349 = tail call double @llvm.fma.f64(double %_348, double %_34, double %_34)
  %_350 = tail call double @llvm.fma.f64(double %_348, double %_342, double 1.000000e+00)
  %_351 = select i1 %_340, double %_349, double %_350
  %_352 = tail call double @llvm.fma.f64(double %_351, double -1.000000e+00, double 0.000000e+00)
  %_353 = select i1 %_339, double %_351, double %_352
  %_354 = and i32 %_70, 2
  %_355 = icmp eq i32 %_354, 0
  %_356 = icmp eq i32 %_71, 0
  %_357 = select i1 %_356, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %_358 = fmul double %_68, %_68
  %_359 = tail call double @llvm.fma.f64(double %_357, double %_358, double %_75)
  %_360 = tail call double @llvm.fma.f64(double %_359, double %_358, double %_77)
  %_361 = tail call double @llvm.fma.f64(double %_360, double %_358, double %_79)
  %_362 = tail call double @llvm.fma.f64(double %_361, double %_358, double %_81)
  %_363 = tail call double @llvm.fma.f64(double %_362, double %_358, double %_83)
  %_364 = tail call double @llvm.fma.f64(double %_363, double %_358, double %_85)
  %_365 = tail call double @llvm.fma.f64(double %_364, double %_68, double %_68)
  %_366 = tail call double @llvm.fma.f64(double %_364, double %_358, double 1.000000e+00)
  %_367 = select i1 %_356, double %_365, double %_366
  %_368 = tail call double @llvm.fma.f64(double %_367, double -1.000000e+00, double 0.000000e+00)
  %_369 = select i1 %_355, double %_367, double %_368
  %_370 = fmul contract double %_353, %_369
  %_371 = fcmp oeq double %_127, 1.000000e+00
  %_372 = fadd contract double %_186, 1.000000e+00
  %_373 = select i1 %_371, double 2.000000e+00, double %_372
  %_374 = fdiv contract double %_126, %_373
  %_375 = fadd contract double %_370, %_374
  %_376 = fcmp oge double %_127, 0x4017AFB48DC96626
  %_377 = tail call double @llvm.fma.f64(double %_127, double 0xBCF0679AFBA6F279, double 0x3D47088FDB46FA5F)
  %_378 = tail call double @llvm.fma.f64(double %_377, double %_127, double 0xBD8DF9F9B976A9B2)
  %_379 = tail call double @llvm.fma.f64(double %_378, double %_127, double 0x3DC7F1F5590CC332)
  %_380 = tail call double @llvm.fma.f64(double %_379, double %_127, double 0xBDFA28A3CD2D56C4)
  %_381 = tail call double @llvm.fma.f64(double %_380, double %_127, double 0x3E2485EE67835925)
  %_382 = tail call double @llvm.fma.f64(double %_381, double %_127, double 0xBE476DB45919F583)
  %_383 = tail call double @llvm.fma.f64(double %_382, double %_127, double 0x3E62D698D98C8D71)
  %_384 = tail call double @llvm.fma.f64(double %_383, double %_127, double 0xBE720A2C7155D5C6)
  %_385 = tail call double @llvm.fma.f64(double %_384, double %_127, double 0xBE41D29B37CA1397)
  %_386 = tail call double @llvm.fma.f64(double %_385, double %_127, double 0x3EA2EF6CC0F67A49)
  %_387 = tail call double @llvm.fma.f64(double %_386, double %_127, double 0xBEC102B892333B6F)
  %_388 = tail call double @llvm.fma.f64(double %_387, double %_127, double 0x3ECA30375BA9A84E)
  %_389 = tail call double @llvm.fma.f64(double %_388, double %_127, double 0x3ECAAD18DEDEA43E)
  %_390 = tail call double @llvm.fma.f64(double %_389, double %_127, double 0xBEFF05355BC5B225)
  %_391 = tail call double @llvm.fma.f64(double %_390, double %_127, double 0x3F10E37A3108BC8B)
  %_392 = tail call double @llvm.fma.f64(double %_391, double %_127, double 0x3EFB292D828E5CB2)
  %_393 = tail call double @llvm.fma.f64(double %_392, double %_127, double 0xBF4356626EBF9BFA)
  %_394 = tail call double @llvm.fma.f64(double %_393, double %_127, double 0x3F5BCA68F73D6AFC)
  %_395 = tail call double @llvm.fma.f64(double %_394, double %_127, double 0xBF2B6B69EBBC280B)
  %_396 = tail call double @llvm.fma.f64(double %_395, double %_127, double 0xBF9396685912A453)
  %_397 = tail call double @llvm.fma.f64(double %_396, double %_127, double 0x3FBA4F4E2A1ABEF8)
  %_398 = tail call double @llvm.fma.f64(double %_397, double %_127, double 0x3FE45F306DC9C8BB)
  %_399 = tail call double @llvm.fma.f64(double %_398, double %_127, double 0x3FC06EBA8214DB69)
  %_400 = tail call double @llvm.fma.f64(double %_399, double %_127, double %_127)
  %_401 = fsub double -0.000000e+00, %_400
  %_402 = fptrunc double %_401 to float
  %_403 = fmul float %_402, 0x3FF7154760000000
  %_404 = tail call float @llvm.round.f32(float %_403)
  %_405 = fpext float %_404 to double
  %_406 = fsub double -0.000000e+00, %_405
  %_407 = tail call double @llvm.fma.f64(double %_406, double 0x3FE62E42FEFA39EF, double %_401)
  %_408 = tail call double @llvm.fma.f64(double %_407, double 0x3E5AE904A4741B81, double 0x3E928A27F89B6999)
  %_409 = tail call double @llvm.fma.f64(double %_408, double %_407, double 0x3EC71DE715FF7E07)
  %_410 = tail call double @llvm.fma.f64(double %_409, double %_407, double 0x3EFA019A6B0AC45A)
  %_411 = tail call double @llvm.fma.f64(double %_410, double %_407, double 0x3F2A01A017EED94F)
  %_412 = tail call double @llvm.fma.f64(double %_411, double %_407, double 0x3F56C16C17F2A71B)
  %_413 = tail call double @llvm.fma.f64(double %_412, double %_407, double 0x3F811111111173C4)
  %_414 = tail call double @llvm.fma.f64(double %_413, double %_407, double 0x3FA555555555211A)
  %_415 = tail call double @llvm.fma.f64(double %_414, double %_407, double 0x3FC5555555555540)
  %_416 = tail call double @llvm.fma.f64(double %_415, double %_407, double 0x3FE0000000000005)
  %_417 = fmul double %_407, %_416
  %_418 = fsub double %_127, %_400
  %_419 = tail call double @llvm.fma.f64(double %_399, double %_127, double %_418)
  %_420 = fsub double -0.000000e+00, %_419
  %_421 = tail call double @llvm.fma.f64(double %_417, double %_407, double %_420)
  %_422 = fadd double %_407, %_421
  %_423 = fsub double -0.000000e+00, %_422
  %_424 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %_404) #9
  %_425 = fpext float %_424 to double
  %_426 = fsub double 1.000000e+00, %_425
  %_427 = tail call double @llvm.fma.f64(double %_423, double %_425, double %_426)
  %_428 = select i1 %_376, double 1.000000e+00, double %_427
  %_429 = tail call i32 @llvm.nvvm.d2i.lo(double %_428) #9
  %_430 = tail call i32 @llvm.nvvm.d2i.hi(double %_428) #9
  %_431 = or i32 %_430, %_187
  %_432 = tail call double @llvm.nvvm.lohi.i2d(i32 %_429, i32 %_431) #9
  %_433 = fadd contract double %_375, %_432
  %_434 = fadd contract double %_283, %_433
  %_435 = fadd contract double %_337, %_434
  %_436 = tail call double @llvm.maxnum.f64(double %_127, double 2.000000e+00)
  %_437 = tail call double @llvm.minnum.f64(double %_127, double 2.000000e+00)
  %_438 = fdiv double %_437, %_436
  %_439 = fmul double %_438, %_438
  %_440 = tail call double @llvm.fma.f64(double %_439, double 0xBEF53E1D2A25FF7E, double 0x3F2D3B63DBB65B49)
  %_441 = tail call double @llvm.fma.f64(double %_440, double %_439, double 0xBF5312788DDE082E)
  %_442 = tail call double @llvm.fma.f64(double %_441, double %_439, double 0x3F6F9690C8249315)
  %_443 = tail call double @llvm.fma.f64(double %_442, double %_439, double 0xBF82CF5AABC7CF0D)
  %_444 = tail call double @llvm.fma.f64(double %_443, double %_439, double 0x3F9162B0B2A3BFDE)
  %_445 = tail call double @llvm.fma.f64(double %_444, double %_439, double 0xBF9A7256FEB6FC6B)
  %_446 = tail call double @llvm.fma.f64(double %_445, double %_439, double 0x3FA171560CE4A489)
  %_447 = tail call double @llvm.fma.f64(double %_446, double %_439, double 0xBFA4F44D841450E4)
  %_448 = tail call double @llvm.fma.f64(double %_447, double %_439, double 0x3FA7EE3D3F36BB95)
  %_449 = tail call double @llvm.fma.f64(double %_448, double %_439, double 0xBFAAD32AE04A9FD1)
  %_450 = tail call double @llvm.fma.f64(double %_449, double %_439, double 0x3FAE17813D66954F)
  %_451 = tail call double @llvm.fma.f64(double %_450, double %_439, double 0xBFB11089CA9A5BCD)
  %_452 = tail call double @llvm.fma.f64(double %_451, double %_439, double 0x3FB3B12B2DB51738)
  %_453 = tail call double @llvm.fma.f64(double %_452, double %_439, double 0xBFB745D022F8DC5C)
  %_454 = tail call double @llvm.fma.f64(double %_453, double %_439, double 0x3FBC71C709DFE927)
  %_455 = tail call double @llvm.fma.f64(double %_454, double %_439, double 0xBFC2492491FA1744)
  %_456 = tail call double @llvm.fma.f64(double %_455, double %_439, double 0x3FC99999999840D2)
  %_457 = tail call double @llvm.fma.f64(double %_456, double %_439, double 0xBFD555555555544C)
  %_458 = fmul double %_439, %_457
  %_459 = tail call double @llvm.fma.f64(double %_458, double %_438, double %_438)
  %_460 = fcmp ogt double %_127, 2.000000e+00
  %_461 = fsub double 0x3FF921FB54442D18, %_459
  %_462 = select i1 %_460, double %_461, double %_459
  %_463 = tail call i32 @llvm.nvvm.d2i.hi(double 2.000000e+00) #9
  %_464 = icmp slt i32 %_463, 0
  %_465 = fsub double 0x400921FB54442D18, %_462
  %_466 = select i1 %_464, double %_465, double %_462
  %_467 = tail call i32 @llvm.nvvm.d2i.lo(double %_466) #9
  %_468 = tail call i32 @llvm.nvvm.d2i.hi(double %_466) #9
  %_469 = or i32 %_468, %_187
  %_470 = tail call double @llvm.nvvm.lohi.i2d(i32 %_467, i32 %_469) #9
  %_471 = fadd double %_127, 2.000000e+00
  %_472 = fcmp ole double %_471, 0x7FF0000000000000
  %_473 = select i1 %_472, double %_470, double %_471
  %_474 = fadd contract double %_473, %_435
  %_475 = getelementptr inbounds double, double* %_1, i64 %_8
  store double %_474, double* %_475, align 8, !tbaa !12
  ret void
}

declare void @llvm.lifetime.start.p0i8(i64 , i8* nocapture) #1

declare void @llvm.lifetime.end.p0i8(i64 , i8* nocapture) #1

define dso_local void @_Z10libm_floatPKfPf(float* nocapture readonly %_0, float* nocapture writeonly %_1) local_unnamed_addr #2 {
_2:
  %_3 = alloca [7 x i32], align 4
  %_4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_6 = mul i32 %_4, %_5
  %_7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_8 = add i32 %_6, %_7
  %_9 = sext i32 %_8 to i64
  %_10 = getelementptr inbounds float, float* %_0, i64 %_9
  %_11 = load float, float* %_10, align 4, !tbaa !16
  %_12 = bitcast [7 x i32]* %_3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %_12)
  %_13 = fmul float %_11, 0x3FE45F3060000000
  %_14 = tail call i32 @llvm.nvvm.f2i.rn(float %_13) #9
  %_15 = sitofp i32 %_14 to float
  %_16 = tail call float @llvm.fma.f32(float %_15, float 0xBFF921FB40000000, float %_11)
  %_17 = tail call float @llvm.fma.f32(float %_15, float 0xBE74442D00000000, float %_16)
  %_18 = tail call float @llvm.fma.f32(float %_15, float 0xBCF84698A0000000, float %_17)
  %_19 = tail call float @llvm.fabs.f32(float %_11)
  %_20 = fcmp ult float %_19, 1.056150e+05
  br i1 %_20, label %_98, label %_21

_21:                                               ; preds = %2
  %_22 = fcmp oeq float %_19, 0x7FF0000000000000
  br i1 %_22, label %_23, label %_25

_23:                                               ; preds = %21
  %_24 = fmul float %_11, 0.000000e+00
  br label %_98

_25:                                               ; preds = %21
  %_26 = bitcast float %_11 to i32
  %_27 = lshr i32 %_26, 23
  %_28 = shl i32 %_26, 8
  %_29 = or i32 %_28, -2147483648
  br label %_30

_30:                                               ; preds = %30, %25
  %_31 = phi i32 [ 0, %_25 ], [ %_40, %_30 ]
  %_32 = phi i32 [ 0, %_25 ], [ %_38, %_30 ]
  %_33 = zext i32 %_31 to i64
  %_34 = getelementptr inbounds [6 x i32], [6 x i32] addrspace(1)* @__cudart_i2opi_f, i64 0, i64 %_33
  %_35 = load i32, i32 addrspace(1)* %_34, align 4
  %_36 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 %_35, i32 %_29, i32 %_32) #10, !srcloc !18
  %_37 = extractvalue { i32, i32 } %_36, 0
  %_38 = extractvalue { i32, i32 } %_36, 1
  %_39 = getelementptr inbounds [7 x i32], [7 x i32]* %_3, i64 0, i64 %_33
  store i32 %_37, i32* %_39, align 4
  %_40 = add nuw nsw i32 %_31, 1
  %_41 = icmp eq i32 %_40, 6
  br i1 %_41, label %_42, label %_30, !llvm.loop !19

_42:                                               ; preds = %30
  %_43 = and i32 %_27, 224
  %_44 = extractvalue { i32, i32 } %_36, 1
  %_45 = add nsw i32 %_43, -128
  %_46 = lshr exact i32 %_45, 5
  %_47 = and i32 %_26, -2147483648
  %_48 = getelementptr inbounds [7 x i32], [7 x i32]* %_3, i64 0, i64 6
  store i32 %_44, i32* %_48, align 4
  %_49 = and i32 %_27, 31
  %_50 = sub nsw i32 6, %_46
  %_51 = sext i32 %_50 to i64
  %_52 = getelementptr inbounds [7 x i32], [7 x i32]* %_3, i64 0, i64 %_51
  %_53 = load i32, i32* %_52, align 4
  %_54 = sub nsw i32 5, %_46
  %_55 = sext i32 %_54 to i64
  %_56 = getelementptr inbounds [7 x i32], [7 x i32]* %_3, i64 0, i64 %_55
  %_57 = load i32, i32* %_56, align 4
  %_58 = icmp eq i32 %_49, 0
  br i1 %_58, label %_71, label %_59

_59:                                               ; preds = %42
  %_60 = sub nsw i32 4, %_46
  %_61 = sub nuw nsw i32 32, %_49
  %_62 = shl i32 %_53, %_49
  %_63 = lshr i32 %_57, %_61
  %_64 = add i32 %_63, %_62
  %_65 = shl i32 %_57, %_49
  %_66 = sext i32 %_60 to i64
  %_67 = getelementptr inbounds [7 x i32], [7 x i32]* %_3, i64 0, i64 %_66
  %_68 = load i32, i32* %_67, align 4
  %_69 = lshr i32 %_68, %_61
  %_70 = add i32 %_69, %_65
  br label %_71

_71:                                               ; preds = %59, %42
  %_72 = phi i32 [ %_64, %_59 ], [ %_53, %_42 ]
  %_73 = phi i32 [ %_70, %_59 ], [ %_57, %_42 ]
  %_74 = lshr i32 %_72, 30
  %_75 = tail call i32 @llvm.fshl.i32(i32 %_72, i32 %_73, i32 2)
  %_76 = shl i32 %_73, 2
  %_77 = lshr i32 %_75, 31
  %_78 = add nuw nsw i32 %_77, %_74
  %_79 = icmp eq i32 %_47, 0
  %_80 = sub nsw i32 0, %_78
  %_81 = select i1 %_79, i32 %_78, i32 %_80
  %_82 = icmp slt i32 %_75, 0
  %_83 = xor i32 %_47, -2147483648
  %_84 = select i1 %_82, i32 %_83, i32 %_47
  %_85 = ashr i32 %_75, 31
  %_86 = xor i32 %_85, %_75
  %_87 = xor i32 %_85, %_76
  %_88 = zext i32 %_86 to i64
  %_89 = shl nuw i64 %_88, 32
  %_90 = zext i32 %_87 to i64
  %_91 = or i64 %_89, %_90
  %_92 = sitofp i64 %_91 to double
  %_93 = fmul double %_92, 0x3BF921FB54442D19
  %_94 = fptrunc double %_93 to float
  %_95 = icmp eq i32 %_84, 0
  %_96 = fsub float -0.000000e+00, %_94
  %_97 = select i1 %_95, float %_94, float %_96
  br label %_98

_98:                                               ; preds = %2, %23, %71
  %_99 = phi i32 [ %_14, %_2 ], [ 0, %_23 ], [ %_81, %_71 ]
  %_100 = phi float [ %_18, %_2 ], [ %_24, %_23 ], [ %_97, %_71 ]
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %_12)
  %_101 = fcmp olt float %_19, 0x3810000000000000
  %_102 = select i1 %_101, float -2.400000e+01, float 0.000000e+00
  %_103 = fmul float %_19, 0x4170000000000000
  %_104 = select i1 %_101, float %_103, float %_19
  %_105 = bitcast float %_104 to i32
  %_106 = add i32 %_105, -1060439283
  %_107 = and i32 %_106, -8388608
  %_108 = sub i32 %_105, %_107
  %_109 = bitcast i32 %_108 to float
  %_110 = sitofp i32 %_107 to float
  %_111 = tail call float @llvm.fma.f32(float %_110, float 0x3E80000000000000, float %_102)
  %_112 = fadd float %_109, -1.000000e+00
  %_113 = fadd float %_109, 1.000000e+00
  %_114 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %_113) #10, !srcloc !21
  %_115 = fmul float %_112, 2.000000e+00
  %_116 = fmul float %_115, %_114
  %_117 = fmul float %_116, %_116
  %_118 = tail call float @llvm.fma.f32(float %_117, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %_119 = tail call float @llvm.fma.f32(float %_118, float %_117, float 0x3F92776E60000000)
  %_120 = tail call float @llvm.fma.f32(float %_119, float %_117, float 0x3FBEC709E0000000)
  %_121 = fmul float %_117, %_120
  %_122 = tail call float @llvm.fma.f32(float %_116, float 0x3FF7154760000000, float %_111)
  %_123 = fmul float %_121, 3.000000e+00
  %_124 = fsub float -0.000000e+00, %_116
  %_125 = fsub float %_112, %_116
  %_126 = fmul float %_125, 2.000000e+00
  %_127 = tail call float @llvm.fma.f32(float %_124, float %_112, float %_126)
  %_128 = fmul float %_114, %_127
  %_129 = fsub float %_111, %_122
  %_130 = tail call float @llvm.fma.f32(float %_116, float 0x3FF7154760000000, float %_129)
  %_131 = tail call float @llvm.fma.f32(float %_128, float 0x3FF7154760000000, float %_130)
  %_132 = tail call float @llvm.fma.f32(float %_116, float 0x3E54ABC680000000, float %_131)
  %_133 = tail call float @llvm.fma.f32(float %_123, float %_128, float %_132)
  %_134 = tail call float @llvm.fma.f32(float %_121, float %_116, float %_133)
  %_135 = fadd float %_122, %_134
  %_136 = fsub float %_135, %_122
  %_137 = fsub float %_134, %_136
  %_138 = fmul float %_135, 0x3FFB333340000000
  %_139 = fsub float -0.000000e+00, %_138
  %_140 = tail call float @llvm.fma.f32(float %_135, float 0x3FFB333340000000, float %_139)
  %_141 = tail call float @llvm.fma.f32(float %_137, float 0x3FFB333340000000, float %_140)
  %_142 = tail call float @llvm.round.f32(float %_138)
  %_143 = fsub float %_138, %_142
  %_144 = fadd float %_143, %_141
  %_145 = tail call float @llvm.fma.f32(float %_144, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %_146 = tail call float @llvm.fma.f32(float %_145, float %_144, float 0x3F83B30AC0000000)
  %_147 = tail call float @llvm.fma.f32(float %_146, float %_144, float 0x3FAC6AF760000000)
  %_148 = tail call float @llvm.fma.f32(float %_147, float %_144, float 0x3FCEBFBD80000000)
  %_149 = tail call float @llvm.fma.f32(float %_148, float %_144, float 0x3FE62E4300000000)
  %_150 = tail call float @llvm.fma.f32(float %_149, float %_144, float 1.000000e+00)
  %_151 = fptosi float %_142 to i32
  %_152 = fcmp ogt float %_142, 0.000000e+00
  %_153 = select i1 %_152, i32 0, i32 -2097152000
  %_154 = add i32 %_153, 2130706432
  %_155 = bitcast i32 %_154 to float
  %_156 = fmul float %_150, %_155
  %_157 = shl i32 %_151, 23
  %_158 = sub i32 %_157, %_153
  %_159 = bitcast i32 %_158 to float
  %_160 = fmul float %_156, %_159
  %_161 = tail call float @llvm.fabs.f32(float %_138)
  %_162 = fcmp ogt float %_161, 1.520000e+02
  %_163 = fcmp olt float %_138, 0.000000e+00
  %_164 = select i1 %_163, float 0.000000e+00, float 0x7FF0000000000000
  %_165 = select i1 %_162, float %_164, float %_160
  %_166 = fcmp oeq float %_19, 1.000000e+00
  br i1 %_166, label %_180, label %_167

_167:                                              ; preds = %98
  %_168 = fcmp ugt float %_19, 0x7FF0000000000000
  br i1 %_168, label %_169, label %_171

_169:                                              ; preds = %167
  %_170 = fadd float %_19, 0x3FFB333340000000
  br label %_180

_171:                                              ; preds = %167
  %_172 = fcmp oeq float %_11, 0.000000e+00
  %_173 = fcmp oeq float %_19, 0x7FF0000000000000
  %_174 = or i1 %_172, %_173
  br i1 %_174, label %_175, label %_180

_175:                                              ; preds = %171
  %_176 = fadd float %_19, %_19
  %_177 = bitcast float %_176 to i32
  %_178 = and i32 %_177, 2147483647
  %_179 = bitcast i32 %_178 to float
  br label %_180

_180:                                              ; preds = %171, %98, %169, %175
  %_181 = phi float [ 1.000000e+00, %_98 ], [ %_170, %_169 ], [ %_179, %_175 ], [ %_165, %_171 ]
  %_182 = fmul float %_19, 0x4007154760000000
  %_183 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %_182) #9
  %_184 = fadd float %_183, 1.000000e+00
  %_185 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %_184) #10, !srcloc !21
  %_186 = fcmp ogt float %_19, 1.450000e+01
  %_187 = tail call float @llvm.copysign.f32(float 1.450000e+01, float %_11) #9
  %_188 = select i1 %_186, float %_187, float %_11
  %_189 = fmul float %_188, 0xBFE6A09E60000000
  %_190 = fsub float -0.000000e+00, %_189
  %_191 = tail call float @llvm.fma.f32(float %_188, float 0xBFE6A09E60000000, float %_190)
  %_192 = tail call float @llvm.fma.f32(float %_188, float 0xBE49FCEF40000000, float %_191)
  %_193 = fadd float %_189, %_192
  %_194 = tail call float @llvm.fabs.f32(float %_193)
  %_195 = fadd float %_194, -4.000000e+00
  %_196 = fadd float %_194, 4.000000e+00
  %_197 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %_196) #10, !srcloc !21
  %_198 = fmul float %_195, %_197
  %_199 = fadd float %_198, 1.000000e+00
  %_200 = tail call float @llvm.fma.f32(float %_199, float -4.000000e+00, float %_194)
  %_201 = fsub float -0.000000e+00, %_198
  %_202 = tail call float @llvm.fma.f32(float %_201, float %_194, float %_200)
  %_203 = tail call float @llvm.fma.f32(float %_197, float %_202, float %_198)
  %_204 = tail call float @llvm.fma.f32(float %_203, float 0x3F4D341220000000, float 0x3F7CDC0B60000000)
  %_205 = tail call float @llvm.fma.f32(float %_204, float %_203, float 0xBF903F6960000000)
  %_206 = tail call float @llvm.fma.f32(float %_205, float %_203, float 0x3FA2A6E760000000)
  %_207 = tail call float @llvm.fma.f32(float %_206, float %_203, float 0xBFB10F8B40000000)
  %_208 = tail call float @llvm.fma.f32(float %_207, float %_203, float 0x3FB8043AA0000000)
  %_209 = tail call float @llvm.fma.f32(float %_208, float %_203, float 0xBFB9DA8480000000)
  %_210 = tail call float @llvm.fma.f32(float %_209, float %_203, float 0x3FB16E9BC0000000)
  %_211 = tail call float @llvm.fma.f32(float %_210, float %_203, float 0x3F8F7E2E00000000)
  %_212 = tail call float @llvm.fma.f32(float %_211, float %_203, float 0xBFC1DF1A80000000)
  %_213 = tail call float @llvm.fma.f32(float %_212, float %_203, float 0x3FF3BA5920000000)
  %_214 = tail call float @llvm.fma.f32(float %_194, float 2.000000e+00, float 1.000000e+00)
  %_215 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %_214) #10, !srcloc !21
  %_216 = fmul float %_215, %_213
  %_217 = fmul float %_216, -2.000000e+00
  %_218 = tail call float @llvm.fma.f32(float %_194, float %_217, float %_213)
  %_219 = fsub float %_218, %_216
  %_220 = tail call float @llvm.fma.f32(float %_219, float %_215, float %_216)
  %_221 = fsub float -0.000000e+00, %_194
  %_222 = fmul float %_194, %_221
  %_223 = fmul float %_222, 0x3FF7154760000000
  %_224 = tail call float @llvm.trunc.f32(float %_223)
  %_225 = tail call float @llvm.fabs.f32(float %_224)
  %_226 = fcmp ogt float %_225, 1.260000e+02
  %_227 = bitcast float %_224 to i32
  %_228 = and i32 %_227, -2147483648
  %_229 = or i32 %_228, 1123811328
  %_230 = bitcast i32 %_229 to float
  %_231 = select i1 %_226, float %_230, float %_224
  %_232 = tail call float @llvm.fma.f32(float %_231, float 0xBFE62E4300000000, float %_222)
  %_233 = tail call float @llvm.fma.f32(float %_231, float 0x3E205C6100000000, float %_232)
  %_234 = fmul float %_233, 0x3FF7154760000000
  %_235 = fadd float %_231, 0x4168000FE0000000
  %_236 = bitcast float %_235 to i32
  %_237 = shl i32 %_236, 23
  %_238 = bitcast i32 %_237 to float
  %_239 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %_234) #9
  %_240 = fmul float %_239, %_238
  %_241 = fsub float -0.000000e+00, %_222
  %_242 = tail call float @llvm.fma.f32(float %_221, float %_194, float %_241)
  %_243 = tail call float @llvm.fma.f32(float %_240, float %_242, float %_240)
  %_244 = fmul float %_243, %_220
  %_245 = fcmp ogt float %_194, 0x40241C2900000000
  %_246 = select i1 %_245, float 0.000000e+00, float %_244
  %_247 = fcmp olt float %_193, 0.000000e+00
  %_248 = fsub float 2.000000e+00, %_246
  %_249 = select i1 %_247, float %_248, float %_246
  %_250 = fcmp olt float %_188, -1.000000e+00
  br i1 %_250, label %_251, label %_257

_251:                                              ; preds = %180
  %_252 = fsub float %_189, %_193
  %_253 = fadd float %_192, %_252
  %_254 = fmul float %_193, -2.000000e+00
  %_255 = fmul float %_254, %_249
  %_256 = tail call float @llvm.fma.f32(float %_255, float %_253, float %_249)
  br label %_257

_257:                                              ; preds = %180, %251
  %_258 = phi float [ %_256, %_251 ], [ %_249, %_180 ]
  %_259 = fcmp olt float %_19, 3.000000e+00
  br i1 %_259, label %_320, label %_260

_260:                                              ; preds = %257
  %_261 = fcmp ugt float %_19, 0x4178000000000000
  br i1 %_261, label %_287, label %_262

_262:                                              ; preds = %260
  %_263 = tail call float @llvm.nvvm.div.approx.f(float %_19, float 3.000000e+00) #9
  %_264 = tail call float @llvm.trunc.f32(float %_263)
  %_265 = tail call float @llvm.fma.f32(float %_264, float -3.000000e+00, float %_19)
  %_266 = bitcast float %_265 to i32
  %_267 = icmp ugt i32 %_266, 1077936127
  br i1 %_267, label %_268, label %_284

_268:                                              ; preds = %262
  %_269 = icmp ugt i32 %_266, -2147483648
  br i1 %_269, label %_270, label %_275

_270:                                              ; preds = %268
  %_271 = fadd float %_264, -1.000000e+00
  %_272 = fcmp olt float %_265, -3.000000e+00
  %_273 = fadd float %_271, -1.000000e+00
  %_274 = select i1 %_272, float %_273, float %_271
  br label %_284

_275:                                              ; preds = %268
  %_276 = fadd float %_264, 1.000000e+00
  %_277 = fcmp ult float %_265, 6.000000e+00
  br i1 %_277, label %_284, label %_278

_278:                                              ; preds = %275
  %_279 = fadd float %_276, 1.000000e+00
  %_280 = tail call float @llvm.fma.f32(float -3.000000e+00, float 3.000000e+00, float %_265)
  %_281 = fcmp oge float %_280, 0.000000e+00
  %_282 = fadd float %_279, 1.000000e+00
  %_283 = select i1 %_281, float %_282, float %_279
  br label %_284

_284:                                              ; preds = %278, %275, %270, %262
  %_285 = phi float [ %_264, %_262 ], [ %_274, %_270 ], [ %_283, %_278 ], [ %_276, %_275 ]
  %_286 = tail call float @llvm.fma.f32(float %_285, float -3.000000e+00, float %_19)
  br label %_320

_287:                                              ; preds = %260
  %_288 = bitcast float %_19 to i32
  %_289 = and i32 %_288, -8388608
  %_290 = and i32 %_288, 8388607
  %_291 = or i32 %_290, 1065353216
  %_292 = bitcast i32 %_291 to float
  %_293 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float 1.500000e+00) #10, !srcloc !21
  %_294 = add i32 %_289, -1073741824
  %_295 = icmp eq i32 %_294, 0
  br i1 %_295, label %_314, label %_296

_296:                                              ; preds = %287, %296
  %_297 = phi i32 [ %_310, %_296 ], [ %_291, %_287 ]
  %_298 = phi i32 [ %_309, %_296 ], [ %_294, %_287 ]
  %_299.c = icmp ult i32 %_298, 192937984
  %_299 = select i1 %_299.c, i32 %_298, i32 192937984
  %_300 = add i32 %_299, %_297
  %_301 = bitcast i32 %_300 to float
  %_302 = fmul float %_293, %_301
  %_303 = tail call float @llvm.fma.f32(float %_302, float -1.500000e+00, float %_301)
  %_304 = tail call float @llvm.fma.f32(float %_303, float %_293, float %_302)
  %_305 = tail call float @llvm.fma.f32(float %_304, float -1.500000e+00, float %_301)
  %_306 = tail call float @llvm.nvvm.fma.rz.f(float %_305, float %_293, float %_304) #9
  %_307 = tail call float @llvm.trunc.f32(float %_306)
  %_308 = tail call float @llvm.fma.f32(float %_307, float -1.500000e+00, float %_301)
  %_309 = sub i32 %_298, %_299
  %_310 = bitcast float %_308 to i32
  %_311 = icmp ne i32 %_309, 0
  %_312 = icmp ne i32 %_310, 0
  %_313 = select i1 %_311, i1 %_312, i1 false
  br i1 %_313, label %_296, label %_314

_314:                                              ; preds = %296, %287
  %_315 = phi float [ %_292, %_287 ], [ %_308, %_296 ]
  %_316 = icmp ugt i32 %_288, 2139095039
  %_317 = select i1 %_316, float 0x7FFFFFFFE0000000, float 0x4170000000000000
  %_318 = fmul float %_315, 0x3E80000000000000
  %_319 = fmul float %_317, %_318
  br label %_320

_320:                                              ; preds = %314, %284, %257
  %_321 = phi float [ %_19, %_257 ], [ %_286, %_284 ], [ %_319, %_314 ]
  %_322 = and i32 %_99, 2
  %_323 = icmp eq i32 %_322, 0
  %_324 = and i32 %_99, 1
  %_325 = icmp eq i32 %_324, 0
  %_326 = fmul float %_100, %_100
  %_327 = tail call float @llvm.fma.f32(float %_326, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %_328 = tail call float @llvm.fma.f32(float %_327, float %_326, float 0xBFC5555500000000)
  %_329 = tail call float @llvm.fma.f32(float %_326, float %_100, float 0.000000e+00)
  %_330 = tail call float @llvm.fma.f32(float %_328, float %_329, float %_100)
  %_331 = tail call float @llvm.fma.f32(float %_326, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %_332 = tail call float @llvm.fma.f32(float %_331, float %_326, float 0x3FA5555760000000)
  %_333 = tail call float @llvm.fma.f32(float %_332, float %_326, float 0xBFDFFFFFE0000000)
  %_334 = tail call float @llvm.fma.f32(float %_333, float %_326, float 1.000000e+00)
  %_335 = select i1 %_325, float %_330, float %_334
  %_336 = fsub float -0.000000e+00, %_335
  %_337 = select i1 %_323, float %_335, float %_336
  %_338 = add i32 %_99, 1
  %_339 = and i32 %_338, 2
  %_340 = icmp eq i32 %_339, 0
  %_341 = select i1 %_325, float %_334, float %_330
  %_342 = fsub float -0.000000e+00, %_341
  %_343 = select i1 %_340, float %_341, float %_342
  %_344 = fmul contract float %_337, %_343
  %_345 = tail call float @llvm.fma.f32(float %_11, float 0x3F777313A0000000, float 5.000000e-01)
  %_346 = tail call float @llvm.nvvm.saturate.f(float %_345) #9
  %_347 = tail call float @llvm.nvvm.fma.rm.f(float %_346, float 2.520000e+02, float 0x4168000020000000) #9
  %_348 = fadd float %_347, 0xC168000FE0000000
  %_349 = fsub float -0.000000e+00, %_348
  %_350 = tail call float @llvm.fma.f32(float %_11, float 0x3FF7154760000000, float %_349)
  %_351 = tail call float @llvm.fma.f32(float %_11, float 0x3E54AE0C00000000, float %_350)
  %_352 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %_351) #9
  %_353 = bitcast float %_347 to i32
  %_354 = shl i32 %_353, 23
  %_355 = bitcast i32 %_354 to float
  %_356 = fmul float %_352, %_355
  %_357 = fadd contract float %_344, %_356
  %_358 = fadd contract float %_181, %_357
  %_359 = fcmp oge float %_19, 0x3FE3333340000000
  %_360 = bitcast float %_11 to i32
  %_361 = and i32 %_360, -2147483648
  %_362 = fcmp oge float %_19, 0x4022059680000000
  %_363 = tail call float @llvm.fma.f32(float %_185, float -2.000000e+00, float 1.000000e+00)
  %_364 = select i1 %_362, float 1.000000e+00, float %_363
  %_365 = bitcast float %_364 to i32
  %_366 = or i32 %_361, %_365
  %_367 = bitcast i32 %_366 to float
  %_368 = fmul float %_11, %_11
  %_369 = tail call float @llvm.fma.f32(float %_368, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %_370 = tail call float @llvm.fma.f32(float %_369, float %_368, float 0x3FC10B2820000000)
  %_371 = tail call float @llvm.fma.f32(float %_370, float %_368, float 0xBFD5553DA0000000)
  %_372 = tail call float @llvm.fma.f32(float %_371, float %_368, float 0.000000e+00)
  %_373 = tail call float @llvm.fma.f32(float %_372, float %_11, float %_11)
  %_374 = select i1 %_359, float %_367, float %_373
  %_375 = fadd contract float %_374, %_358
  %_376 = fmul float %_258, 5.000000e-01
  %_377 = fadd contract float %_376, %_375
  %_378 = tail call float @llvm.fabs.f32(float %_321)
  %_379 = fcmp ugt float %_378, 0x7FF0000000000000
  %_380 = bitcast float %_321 to i32
  %_381 = or i32 %_361, %_380
  %_382 = bitcast i32 %_381 to float
  %_383 = select i1 %_379, float %_321, float %_382
  %_384 = fadd contract float %_383, %_377
  %_385 = getelementptr inbounds float, float* %_1, i64 %_9
  store float %_384, float* %_385, align 4, !tbaa !16
  ret void
}

define dso_local void @_Z4mriqiPKfS0_S0_PfS1_(i32 %_0, float* nocapture readonly %_1, float* nocapture readonly %_2, float* nocapture readonly %_3, float* nocapture %_4, float* nocapture %_5) local_unnamed_addr #3 {
_6:
  %_7 = alloca [7 x i32], align 4
  %_8 = alloca [7 x i32], align 4
  %_9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_11 = mul i32 %_9, %_10
  %_12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_13 = add i32 %_11, %_12
  %_14 = sext i32 %_13 to i64
  %_15 = getelementptr inbounds float, float* %_1, i64 %_14
  %_16 = load float, float* %_15, align 4, !tbaa !16
  %_17 = getelementptr inbounds float, float* %_2, i64 %_14
  %_18 = load float, float* %_17, align 4, !tbaa !16
  %_19 = getelementptr inbounds float, float* %_3, i64 %_14
  %_20 = load float, float* %_19, align 4, !tbaa !16
  %_21 = getelementptr inbounds float, float* %_4, i64 %_14
  %_22 = load float, float* %_21, align 4, !tbaa !16
  %_23 = getelementptr inbounds float, float* %_5, i64 %_14
  %_24 = load float, float* %_23, align 4, !tbaa !16
  %_25 = icmp sgt i32 %_0, 0
  br i1 %_25, label %_26, label %_31

_26:                                               ; preds = %6
  %_27 = bitcast [7 x i32]* %_8 to i8*
  %_28 = getelementptr inbounds [7 x i32], [7 x i32]* %_8, i64 0, i64 6
  %_29 = bitcast [7 x i32]* %_7 to i8*
  %_30 = getelementptr inbounds [7 x i32], [7 x i32]* %_7, i64 0, i64 6
  br label %_34

_31:                                               ; preds = %237, %6
  %_32 = phi float [ %_24, %_6 ], [ %_257, %_237 ]
  %_33 = phi float [ %_22, %_6 ], [ %_160, %_237 ]
  store float %_33, float* %_21, align 4, !tbaa !16
  store float %_32, float* %_23, align 4, !tbaa !16
  ret void

_34:                                               ; preds = %26, %237
  %_35 = phi float [ %_22, %_26 ], [ %_160, %_237 ]
  %_36 = phi i32 [ 0, %_26 ], [ %_258, %_237 ]
  %_37 = phi float [ %_24, %_26 ], [ %_257, %_237 ]
  %_38 = zext i32 %_36 to i64
  %_39 = getelementptr inbounds [256 x %struct.kValues], [256 x %struct.kValues] addrspace(4)* @ck, i64 0, i64 %_38
  %_40 = addrspacecast %struct.kValues addrspace(4)* %_39 to %struct.kValues*
  %_41 = getelementptr inbounds %struct.kValues, %struct.kValues* %_40, i64 0, i32 0
  %_42 = load float, float* %_41, align 4, !tbaa !22
  %_43 = fmul contract float %_16, %_42
  %_44 = getelementptr inbounds %struct.kValues, %struct.kValues* %_40, i64 0, i32 1
  %_45 = load float, float* %_44, align 4, !tbaa !24
  %_46 = fmul contract float %_18, %_45
  %_47 = fadd contract float %_43, %_46
  %_48 = getelementptr inbounds %struct.kValues, %struct.kValues* %_40, i64 0, i32 2
  %_49 = load float, float* %_48, align 4, !tbaa !25
  %_50 = fmul contract float %_20, %_49
  %_51 = fadd contract float %_47, %_50
  %_52 = fmul contract float %_51, 0x401921FB60000000
  %_53 = getelementptr inbounds %struct.kValues, %struct.kValues* %_40, i64 0, i32 3
  %_54 = load float, float* %_53, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %_27)
  %_55 = fmul float %_52, 0x3FE45F3060000000
  %_56 = tail call i32 @llvm.nvvm.f2i.rn(float %_55) #9
  %_57 = sitofp i32 %_56 to float
  %_58 = tail call float @llvm.fma.f32(float %_57, float 0xBFF921FB40000000, float %_52)
  %_59 = tail call float @llvm.fma.f32(float %_57, float 0xBE74442D00000000, float %_58)
  %_60 = tail call float @llvm.fma.f32(float %_57, float 0xBCF84698A0000000, float %_59)
  %_61 = tail call float @llvm.fabs.f32(float %_52)
  %_62 = fcmp ult float %_61, 1.056150e+05
  br i1 %_62, label %_139, label %_63

_63:                                               ; preds = %34
  %_64 = fcmp oeq float %_61, 0x7FF0000000000000
  br i1 %_64, label %_65, label %_67

_65:                                               ; preds = %63
  %_66 = fmul float %_52, 0.000000e+00
  br label %_139

_67:                                               ; preds = %63
  %_68 = bitcast float %_52 to i32
  %_69 = lshr i32 %_68, 23
  %_70 = shl i32 %_68, 8
  %_71 = or i32 %_70, -2147483648
  br label %_72

_72:                                               ; preds = %72, %67
  %_73 = phi i32 [ 0, %_67 ], [ %_82, %_72 ]
  %_74 = phi i32 [ 0, %_67 ], [ %_80, %_72 ]
  %_75 = zext i32 %_73 to i64
  %_76 = getelementptr inbounds [6 x i32], [6 x i32] addrspace(1)* @__cudart_i2opi_f, i64 0, i64 %_75
  %_77 = load i32, i32 addrspace(1)* %_76, align 4
  %_78 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 %_77, i32 %_71, i32 %_74) #10, !srcloc !18
  %_79 = extractvalue { i32, i32 } %_78, 0
  %_80 = extractvalue { i32, i32 } %_78, 1
  %_81 = getelementptr inbounds [7 x i32], [7 x i32]* %_8, i64 0, i64 %_75
  store i32 %_79, i32* %_81, align 4
  %_82 = add nuw nsw i32 %_73, 1
  %_83 = icmp eq i32 %_82, 6
  br i1 %_83, label %_84, label %_72, !llvm.loop !19

_84:                                               ; preds = %72
  %_85 = and i32 %_69, 224
  %_86 = extractvalue { i32, i32 } %_78, 1
  %_87 = add nsw i32 %_85, -128
  %_88 = lshr exact i32 %_87, 5
  %_89 = and i32 %_68, -2147483648
  store i32 %_86, i32* %_28, align 4
  %_90 = and i32 %_69, 31
  %_91 = sub nsw i32 6, %_88
  %_92 = sext i32 %_91 to i64
  %_93 = getelementptr inbounds [7 x i32], [7 x i32]* %_8, i64 0, i64 %_92
  %_94 = load i32, i32* %_93, align 4
  %_95 = sub nsw i32 5, %_88
  %_96 = sext i32 %_95 to i64
  %_97 = getelementptr inbounds [7 x i32], [7 x i32]* %_8, i64 0, i64 %_96
  %_98 = load i32, i32* %_97, align 4
  %_99 = icmp eq i32 %_90, 0
  br i1 %_99, label %_112, label %_100

_100:                                              ; preds = %84
  %_101 = sub nsw i32 4, %_88
  %_102 = sub nuw nsw i32 32, %_90
  %_103 = shl i32 %_94, %_90
  %_104 = lshr i32 %_98, %_102
  %_105 = add i32 %_104, %_103
  %_106 = shl i32 %_98, %_90
  %_107 = sext i32 %_101 to i64
  %_108 = getelementptr inbounds [7 x i32], [7 x i32]* %_8, i64 0, i64 %_107
  %_109 = load i32, i32* %_108, align 4
  %_110 = lshr i32 %_109, %_102
  %_111 = add i32 %_110, %_106
  br label %_112

_112:                                              ; preds = %100, %84
  %_113 = phi i32 [ %_105, %_100 ], [ %_94, %_84 ]
  %_114 = phi i32 [ %_111, %_100 ], [ %_98, %_84 ]
  %_115 = lshr i32 %_113, 30
  %_116 = tail call i32 @llvm.fshl.i32(i32 %_113, i32 %_114, i32 2)
  %_117 = shl i32 %_114, 2
  %_118 = lshr i32 %_116, 31
  %_119 = add nuw nsw i32 %_118, %_115
  %_120 = icmp eq i32 %_89, 0
  %_121 = sub nsw i32 0, %_119
  %_122 = select i1 %_120, i32 %_119, i32 %_121
  %_123 = icmp slt i32 %_116, 0
  %_124 = xor i32 %_89, -2147483648
  %_125 = select i1 %_123, i32 %_124, i32 %_89
  %_126 = ashr i32 %_116, 31
  %_127 = xor i32 %_126, %_116
  %_128 = xor i32 %_126, %_117
  %_129 = zext i32 %_127 to i64
  %_130 = shl nuw i64 %_129, 32
  %_131 = zext i32 %_128 to i64
  %_132 = or i64 %_130, %_131
  %_133 = sitofp i64 %_132 to double
  %_134 = fmul double %_133, 0x3BF921FB54442D19
  %_135 = fptrunc double %_134 to float
  %_136 = icmp eq i32 %_125, 0
  %_137 = fsub float -0.000000e+00, %_135
  %_138 = select i1 %_136, float %_135, float %_137
  br label %_139

_139:                                              ; preds = %34, %65, %112
  %_140 = phi i32 [ %_56, %_34 ], [ 0, %_65 ], [ %_122, %_112 ]
  %_141 = phi float [ %_60, %_34 ], [ %_66, %_65 ], [ %_138, %_112 ]
  %_142 = add i32 %_140, 1
  %_143 = fmul float %_141, %_141
  %_144 = and i32 %_142, 1
  %_145 = icmp eq i32 %_144, 0
  %_146 = select i1 %_145, float %_141, float 1.000000e+00
  %_147 = tail call float @llvm.fma.f32(float %_143, float %_146, float 0.000000e+00)
  %_148 = tail call float @llvm.fma.f32(float %_143, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %_149 = select i1 %_145, float 0xBF29A82A60000000, float %_148
  %_150 = select i1 %_145, float 0x3F8110BC80000000, float 0x3FA5555760000000
  %_151 = tail call float @llvm.fma.f32(float %_149, float %_143, float %_150)
  %_152 = select i1 %_145, float 0xBFC5555500000000, float 0xBFDFFFFFE0000000
  %_153 = tail call float @llvm.fma.f32(float %_151, float %_143, float %_152)
  %_154 = tail call float @llvm.fma.f32(float %_153, float %_147, float %_146)
  %_155 = and i32 %_142, 2
  %_156 = icmp eq i32 %_155, 0
  %_157 = tail call float @llvm.fma.f32(float %_154, float -1.000000e+00, float 0.000000e+00)
  %_158 = select i1 %_156, float %_154, float %_157
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %_27)
  %_159 = fmul contract float %_54, %_158
  %_160 = fadd contract float %_35, %_159
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %_29)
  br i1 %_62, label %_237, label %_161

_161:                                              ; preds = %139
  %_162 = fcmp oeq float %_61, 0x7FF0000000000000
  br i1 %_162, label %_163, label %_165

_163:                                              ; preds = %161
  %_164 = fmul float %_52, 0.000000e+00
  br label %_237

_165:                                              ; preds = %161
  %_166 = bitcast float %_52 to i32
  %_167 = lshr i32 %_166, 23
  %_168 = shl i32 %_166, 8
  %_169 = or i32 %_168, -2147483648
  br label %_170

_170:                                              ; preds = %170, %165
  %_171 = phi i32 [ 0, %_165 ], [ %_180, %_170 ]
  %_172 = phi i32 [ 0, %_165 ], [ %_178, %_170 ]
  %_173 = zext i32 %_171 to i64
  %_174 = getelementptr inbounds [6 x i32], [6 x i32] addrspace(1)* @__cudart_i2opi_f, i64 0, i64 %_173
  %_175 = load i32, i32 addrspace(1)* %_174, align 4
  %_176 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 %_175, i32 %_169, i32 %_172) #10, !srcloc !18
  %_177 = extractvalue { i32, i32 } %_176, 0
  %_178 = extractvalue { i32, i32 } %_176, 1
  %_179 = getelementptr inbounds [7 x i32], [7 x i32]* %_7, i64 0, i64 %_173
  store i32 %_177, i32* %_179, align 4
  %_180 = add nuw nsw i32 %_171, 1
  %_181 = icmp eq i32 %_180, 6
  br i1 %_181, label %_182, label %_170, !llvm.loop !19

_182:                                              ; preds = %170
  %_183 = and i32 %_167, 224
  %_184 = extractvalue { i32, i32 } %_176, 1
  %_185 = add nsw i32 %_183, -128
  %_186 = lshr exact i32 %_185, 5
  %_187 = and i32 %_166, -2147483648
  store i32 %_184, i32* %_30, align 4
  %_188 = and i32 %_167, 31
  %_189 = sub nsw i32 6, %_186
  %_190 = sext i32 %_189 to i64
  %_191 = getelementptr inbounds [7 x i32], [7 x i32]* %_7, i64 0, i64 %_190
  %_192 = load i32, i32* %_191, align 4
  %_193 = sub nsw i32 5, %_186
  %_194 = sext i32 %_193 to i64
  %_195 = getelementptr inbounds [7 x i32], [7 x i32]* %_7, i64 0, i64 %_194
  %_196 = load i32, i32* %_195, align 4
  %_197 = icmp eq i32 %_188, 0
  br i1 %_197, label %_210, label %_198

_198:                                              ; preds = %182
  %_199 = sub nsw i32 4, %_186
  %_200 = sub nuw nsw i32 32, %_188
  %_201 = shl i32 %_192, %_188
  %_202 = lshr i32 %_196, %_200
  %_203 = add i32 %_202, %_201
  %_204 = shl i32 %_196, %_188
  %_205 = sext i32 %_199 to i64
  %_206 = getelementptr inbounds [7 x i32], [7 x i32]* %_7, i64 0, i64 %_205
  %_207 = load i32, i32* %_206, align 4
  %_208 = lshr i32 %_207, %_200
  %_209 = add i32 %_208, %_204
  br label %_210

_210:                                              ; preds = %198, %182
  %_211 = phi i32 [ %_203, %_198 ], [ %_192, %_182 ]
  %_212 = phi i32 [ %_209, %_198 ], [ %_196, %_182 ]
  %_213 = lshr i32 %_211, 30
  %_214 = tail call i32 @llvm.fshl.i32(i32 %_211, i32 %_212, i32 2)
  %_215 = shl i32 %_212, 2
  %_216 = lshr i32 %_214, 31
  %_217 = add nuw nsw i32 %_216, %_213
  %_218 = icmp eq i32 %_187, 0
  %_219 = sub nsw i32 0, %_217
  %_220 = select i1 %_218, i32 %_217, i32 %_219
  %_221 = icmp slt i32 %_214, 0
  %_222 = xor i32 %_187, -2147483648
  %_223 = select i1 %_221, i32 %_222, i32 %_187
  %_224 = ashr i32 %_214, 31
  %_225 = xor i32 %_224, %_214
  %_226 = xor i32 %_224, %_215
  %_227 = zext i32 %_225 to i64
  %_228 = shl nuw i64 %_227, 32
  %_229 = zext i32 %_226 to i64
  %_230 = or i64 %_228, %_229
  %_231 = sitofp i64 %_230 to double
  %_232 = fmul double %_231, 0x3BF921FB54442D19
  %_233 = fptrunc double %_232 to float
  %_234 = icmp eq i32 %_223, 0
  %_235 = fsub float -0.000000e+00, %_233
  %_236 = select i1 %_234, float %_233, float %_235
  br label %_237

_237:                                              ; preds = %139, %163, %210
  %_238 = phi i32 [ %_56, %_139 ], [ 0, %_163 ], [ %_220, %_210 ]
  %_239 = phi float [ %_60, %_139 ], [ %_164, %_163 ], [ %_236, %_210 ]
  %_240 = fmul float %_239, %_239
  %_241 = and i32 %_238, 1
  %_242 = icmp eq i32 %_241, 0
  %_243 = select i1 %_242, float %_239, float 1.000000e+00
  %_244 = tail call float @llvm.fma.f32(float %_240, float %_243, float 0.000000e+00)
  %_245 = tail call float @llvm.fma.f32(float %_240, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %_246 = select i1 %_242, float 0xBF29A82A60000000, float %_245
  %_247 = select i1 %_242, float 0x3F8110BC80000000, float 0x3FA5555760000000
  %_248 = tail call float @llvm.fma.f32(float %_246, float %_240, float %_247)
  %_249 = select i1 %_242, float 0xBFC5555500000000, float 0xBFDFFFFFE0000000
  %_250 = tail call float @llvm.fma.f32(float %_248, float %_240, float %_249)
  %_251 = tail call float @llvm.fma.f32(float %_250, float %_244, float %_243)
  %_252 = and i32 %_238, 2
  %_253 = icmp eq i32 %_252, 0
  %_254 = tail call float @llvm.fma.f32(float %_251, float -1.000000e+00, float 0.000000e+00)
  %_255 = select i1 %_253, float %_251, float %_254
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %_29)
  %_256 = fmul contract float %_54, %_255
  %_257 = fadd contract float %_37, %_256
  %_258 = add nuw nsw i32 %_36, 1
  %_259 = icmp eq i32 %_258, %_0
  br i1 %_259, label %_31, label %_34, !llvm.loop !27
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

declare float @llvm.nvvm.ex2.approx.ftz.f(float) #5

declare i32 @llvm.nvvm.f2i.rn(float) #4

declare float @llvm.nvvm.saturate.f(float) #4

declare float @llvm.nvvm.fma.rm.f(float, float, float) #4

declare float @llvm.copysign.f32(float, float) #4

declare float @llvm.nvvm.div.approx.f(float, float) #5

declare float @llvm.nvvm.fma.rz.f(float, float, float) #4

declare i32 @llvm.nvvm.d2i.lo(double) #4

declare i32 @llvm.nvvm.d2i.hi(double) #4

declare i32 @llvm.nvvm.d2i.rn(double) #4

define internal fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %_0) unnamed_addr #6 {
_1:
  %_2 = alloca [5 x i64], align 8
  %_3 = tail call i32 @llvm.nvvm.d2i.hi(double %_0) #9
  %_4 = and i32 %_3, -2147483648
  %_5 = lshr i32 %_3, 20
  %_6 = and i32 %_5, 2047
  %_7 = icmp eq i32 %_6, 2047
  br i1 %_7, label %_114, label %_8

_8:                                                ; preds = %1
  %_9 = add nsw i32 %_6, -1024
  %_10 = bitcast double %_0 to i64
  %_11 = shl i64 %_10, 11
  %_12 = or i64 %_11, -9223372036854775808
  %_13 = lshr i32 %_9, 6
  %_14 = sub nsw i32 15, %_13
  %_15 = sub nsw i32 19, %_13
  %_16 = icmp ult i32 %_9, 128
  %_17 = select i1 %_16, i32 18, i32 %_15
  %_18 = icmp slt i32 %_14, %_17
  br i1 %_18, label %_19, label %_35

_19:                                               ; preds = %8, %19
  %_20 = phi i32 [ %_31, %_19 ], [ %_14, %_8 ]
  %_21 = phi i64 [ %_27, %_19 ], [ 0, %_8 ]
  %_22 = sext i32 %_20 to i64
  %_23 = getelementptr inbounds [18 x i64], [18 x i64] addrspace(1)* @__cudart_i2opi_d, i64 0, i64 %_22
  %_24 = load i64, i64 addrspace(1)* %_23, align 8
  %_25 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi, clo, chi;\0A\09mov.b64         {alo,ahi}, $2;    \0A\09mov.b64         {blo,bhi}, $3;    \0A\09mov.b64         {clo,chi}, $4;    \0A\09mad.lo.cc.u32   r0, alo, blo, clo;\0A\09madc.hi.cc.u32  r1, alo, blo, chi;\0A\09madc.hi.u32     r2, alo, bhi,   0;\0A\09mad.lo.cc.u32   r1, alo, bhi,  r1;\0A\09madc.hi.cc.u32  r2, ahi, blo,  r2;\0A\09madc.hi.u32     r3, ahi, bhi,   0;\0A\09mad.lo.cc.u32   r1, ahi, blo,  r1;\0A\09madc.lo.cc.u32  r2, ahi, bhi,  r2;\0A\09addc.u32        r3,  r3,   0;     \0A\09mov.b64         $0, {r0,r1};      \0A\09mov.b64         $1, {r2,r3};      \0A\09}", "=l,=l,l,l,l"(i64 %_24, i64 %_12, i64 %_21) #10, !srcloc !30
  %_26 = extractvalue { i64, i64 } %_25, 0
  %_27 = extractvalue { i64, i64 } %_25, 1
  %_28 = sub nsw i32 %_20, %_14
  %_29 = sext i32 %_28 to i64
  %_30 = getelementptr inbounds [5 x i64], [5 x i64]* %_2, i64 0, i64 %_29
  store i64 %_26, i64* %_30, align 8
  %_31 = add nsw i32 %_20, 1
  %_32 = icmp eq i32 %_31, %_17
  br i1 %_32, label %_33, label %_19, !llvm.loop !31

_33:                                               ; preds = %19
  %_34 = extractvalue { i64, i64 } %_25, 1
  br label %_35

_35:                                               ; preds = %33, %8
  %_36 = phi i64 [ %_34, %_33 ], [ 0, %_8 ]
  %_37 = phi i32 [ %_17, %_33 ], [ %_14, %_8 ]
  %_38 = sub nsw i32 %_37, %_14
  %_39 = sext i32 %_38 to i64
  %_40 = getelementptr inbounds [5 x i64], [5 x i64]* %_2, i64 0, i64 %_39
  store i64 %_36, i64* %_40, align 8
  %_41 = and i32 %_5, 63
  %_42 = getelementptr inbounds [5 x i64], [5 x i64]* %_2, i64 0, i64 2
  %_43 = load i64, i64* %_42, align 8
  %_44 = getelementptr inbounds [5 x i64], [5 x i64]* %_2, i64 0, i64 3
  %_45 = load i64, i64* %_44, align 8
  %_46 = icmp eq i32 %_41, 0
  br i1 %_46, label %_59, label %_47

_47:                                               ; preds = %35
  %_48 = sub nuw nsw i32 64, %_41
  %_49 = zext i32 %_41 to i64
  %_50 = shl i64 %_45, %_49
  %_51 = zext i32 %_48 to i64
  %_52 = lshr i64 %_43, %_51
  %_53 = or i64 %_50, %_52
  %_54 = shl i64 %_43, %_49
  %_55 = getelementptr inbounds [5 x i64], [5 x i64]* %_2, i64 0, i64 1
  %_56 = load i64, i64* %_55, align 8
  %_57 = lshr i64 %_56, %_51
  %_58 = or i64 %_57, %_54
  br label %_59

_59:                                               ; preds = %47, %35
  %_60 = phi i64 [ %_53, %_47 ], [ %_45, %_35 ]
  %_61 = phi i64 [ %_58, %_47 ], [ %_43, %_35 ]
  %_62 = lshr i64 %_60, 62
  %_63 = trunc i64 %_62 to i32
  %_64 = tail call i64 @llvm.fshl.i64(i64 %_60, i64 %_61, i64 2)
  %_65 = shl i64 %_61, 2
  %_66 = lshr i64 %_64, 63
  %_67 = trunc i64 %_66 to i32
  %_68 = add nuw nsw i32 %_67, %_63
  %_69 = icmp eq i32 %_4, 0
  %_70 = sub nsw i32 0, %_68
  %_71 = select i1 %_69, i32 %_68, i32 %_70
  %_72 = icmp sgt i64 %_64, -1
  br i1 %_72, label %_78, label %_73

_73:                                               ; preds = %59
  %_74 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, a0, a1, a2, a3, b0, b1, b2, b3;\0A\09mov.b64         {a0,a1}, $2;\0A\09mov.b64         {a2,a3}, $3;\0A\09mov.b64         {b0,b1}, $4;\0A\09mov.b64         {b2,b3}, $5;\0A\09sub.cc.u32      r0, a0, b0; \0A\09subc.cc.u32     r1, a1, b1; \0A\09subc.cc.u32     r2, a2, b2; \0A\09subc.u32        r3, a3, b3; \0A\09mov.b64         $0, {r0,r1};\0A\09mov.b64         $1, {r2,r3};\0A\09}", "=l,=l,l,l,l,l"(i64 0, i64 0, i64 %_65, i64 %_64) #10, !srcloc !32
  %_75 = extractvalue { i64, i64 } %_74, 0
  %_76 = extractvalue { i64, i64 } %_74, 1
  %_77 = xor i32 %_4, -2147483648
  br label %_78

_78:                                               ; preds = %73, %59
  %_79 = phi i64 [ %_76, %_73 ], [ %_64, %_59 ]
  %_80 = phi i64 [ %_75, %_73 ], [ %_65, %_59 ]
  %_81 = phi i32 [ %_77, %_73 ], [ %_4, %_59 ]
  %_82 = tail call i64 @llvm.ctlz.i64(i64 %_79, i1 false), !range !33
  %_83 = icmp eq i64 %_82, 0
  br i1 %_83, label %_90, label %_84

_84:                                               ; preds = %78
  %_85 = shl i64 %_79, %_82
  %_86 = sub nuw nsw i64 64, %_82
  %_87 = and i64 %_86, 4294967295
  %_88 = lshr i64 %_80, %_87
  %_89 = or i64 %_88, %_85
  br label %_90

_90:                                               ; preds = %84, %78
  %_91 = phi i64 [ %_89, %_84 ], [ %_79, %_78 ]
  %_92 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi;\0A\09mov.b64         {alo,ahi}, $2;   \0A\09mov.b64         {blo,bhi}, $3;   \0A\09mul.lo.u32      r0, alo, blo;    \0A\09mul.hi.u32      r1, alo, blo;    \0A\09mad.lo.cc.u32   r1, alo, bhi, r1;\0A\09madc.hi.u32     r2, alo, bhi,  0;\0A\09mad.lo.cc.u32   r1, ahi, blo, r1;\0A\09madc.hi.cc.u32  r2, ahi, blo, r2;\0A\09madc.hi.u32     r3, ahi, bhi,  0;\0A\09mad.lo.cc.u32   r2, ahi, bhi, r2;\0A\09addc.u32        r3, r3,  0;      \0A\09mov.b64         $0, {r0,r1};     \0A\09mov.b64         $1, {r2,r3};     \0A\09}", "=l,=l,l,l"(i64 %_91, i64 -3958705157555305931) #10, !srcloc !34
  %_93 = extractvalue { i64, i64 } %_92, 1
  %_94 = icmp sgt i64 %_93, 0
  br i1 %_94, label %_95, label %_100

_95:                                               ; preds = %90
  %_96 = extractvalue { i64, i64 } %_92, 0
  %_97 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, a0, a1, a2, a3, b0, b1, b2, b3;\0A\09mov.b64         {a0,a1}, $2;\0A\09mov.b64         {a2,a3}, $3;\0A\09mov.b64         {b0,b1}, $4;\0A\09mov.b64         {b2,b3}, $5;\0A\09add.cc.u32      r0, a0, b0; \0A\09addc.cc.u32     r1, a1, b1; \0A\09addc.cc.u32     r2, a2, b2; \0A\09addc.u32        r3, a3, b3; \0A\09mov.b64         $0, {r0,r1};\0A\09mov.b64         $1, {r2,r3};\0A\09}", "=l,=l,l,l,l,l"(i64 %_96, i64 %_93, i64 %_96, i64 %_93) #10, !srcloc !35
  %_98 = extractvalue { i64, i64 } %_97, 1
  %_99 = add nuw nsw i64 %_82, 1
  br label %_100

_100:                                              ; preds = %95, %90
  %_101 = phi i64 [ %_98, %_95 ], [ %_93, %_90 ]
  %_102 = phi i64 [ %_99, %_95 ], [ %_82, %_90 ]
  %_103 = zext i32 %_81 to i64
  %_104 = shl nuw i64 %_103, 32
  %_105 = shl nsw i64 %_102, 52
  %_106 = sub nsw i64 4602678819172646912, %_105
  %_107 = add i64 %_101, 1
  %_108 = lshr i64 %_107, 10
  %_109 = add nuw nsw i64 %_108, 1
  %_110 = lshr i64 %_109, 1
  %_111 = add i64 %_106, %_110
  %_112 = or i64 %_111, %_104
  %_113 = bitcast i64 %_112 to double
  br label %_114

_114:                                              ; preds = %1, %100
  %_115 = phi double [ %_113, %_100 ], [ %_0, %_1 ]
  %_116 = phi i32 [ %_71, %_100 ], [ 0, %_1 ]
  %_117 = insertvalue { double, i32 } undef, double %_115, 0
  %_118 = insertvalue { double, i32 } %_117, i32 %_116, 1
  ret { double, i32 } %_118
}

declare double @llvm.nvvm.lohi.i2d(i32, i32) #4

declare i64 @llvm.ctlz.i64(i64, i1 ) #4

declare double @llvm.nvvm.rcp.approx.ftz.d(double) #5

declare float @llvm.nvvm.lg2.approx.ftz.f(float) #5

define internal fastcc double @__internal_accurate_pow(double %_0) unnamed_addr #7 {
_1:
  %_2 = tail call i32 @llvm.nvvm.d2i.hi(double %_0) #9
  %_3 = tail call i32 @llvm.nvvm.d2i.lo(double %_0) #9
  %_4 = lshr i32 %_2, 20
  %_5 = icmp ult i32 %_2, 1048576
  br i1 %_5, label %_6, label %_12

_6:                                                ; preds = %1
  %_7 = fmul double %_0, 0x4350000000000000
  %_8 = tail call i32 @llvm.nvvm.d2i.hi(double %_7) #9
  %_9 = tail call i32 @llvm.nvvm.d2i.lo(double %_7) #9
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
  %_19 = tail call double @llvm.nvvm.lohi.i2d(i32 %_13, i32 %_18) #9
  %_20 = icmp ugt i32 %_18, 1073127582
  br i1 %_20, label %_21, label %_27

_21:                                               ; preds = %12
  %_22 = tail call i32 @llvm.nvvm.d2i.lo(double %_19) #9
  %_23 = tail call i32 @llvm.nvvm.d2i.hi(double %_19) #9
  %_24 = add i32 %_23, -1048576
  %_25 = tail call double @llvm.nvvm.lohi.i2d(i32 %_22, i32 %_24) #9
  %_26 = add nsw i32 %_15, -1022
  br label %_27

_27:                                               ; preds = %12, %21
  %_28 = phi double [ %_25, %_21 ], [ %_19, %_12 ]
  %_29 = phi i32 [ %_26, %_21 ], [ %_16, %_12 ]
  %_30 = fadd double %_28, -1.000000e+00
  %_31 = fadd double %_28, 1.000000e+00
  %_32 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %_31) #9
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
  %_62 = tail call i32 @llvm.nvvm.d2i.lo(double %_51) #9
  %_63 = tail call i32 @llvm.nvvm.d2i.hi(double %_51) #9
  %_64 = add i32 %_63, 1048576
  %_65 = tail call double @llvm.nvvm.lohi.i2d(i32 %_62, i32 %_64) #9
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
  %_89 = tail call double @llvm.nvvm.lohi.i2d(i32 %_88, i32 1127219200) #9
  %_90 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #9
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
  %_101 = tail call i32 @llvm.nvvm.d2i.hi(double 2.500000e+00) #9
  %_102 = tail call i32 @llvm.nvvm.d2i.lo(double 2.500000e+00) #9
  %_103 = shl i32 %_101, 1
  %_104 = icmp ugt i32 %_103, -33554433
  %_105 = and i32 %_101, -15728641
  %_106 = select i1 %_104, i32 %_105, i32 %_101
  %_107 = tail call double @llvm.nvvm.lohi.i2d(i32 %_102, i32 %_106) #9
  %_108 = fmul double %_107, %_98
  %_109 = fsub double -0.000000e+00, %_108
  %_110 = tail call double @llvm.fma.f64(double %_98, double %_107, double %_109)
  %_111 = tail call double @llvm.fma.f64(double %_100, double %_107, double %_110)
  %_112 = fadd double %_108, %_111
  %_113 = tail call double @llvm.fma.f64(double %_112, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %_114 = tail call i32 @llvm.nvvm.d2i.lo(double %_113) #9
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
  %_129 = tail call i32 @llvm.nvvm.d2i.lo(double %_128) #9
  %_130 = tail call i32 @llvm.nvvm.d2i.hi(double %_128) #9
  %_131 = shl i32 %_114, 20
  %_132 = add i32 %_130, %_131
  %_133 = tail call double @llvm.nvvm.lohi.i2d(i32 %_129, i32 %_132) #9
  %_134 = tail call i32 @llvm.nvvm.d2i.hi(double %_112) #9
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
  %_147 = tail call double @llvm.nvvm.lohi.i2d(i32 %_129, i32 %_146) #9
  %_148 = sub nsw i32 %_114, %_144
  %_149 = shl i32 %_148, 20
  %_150 = add nsw i32 %_149, 1072693248
  %_151 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %_150) #9
  %_152 = fmul double %_151, %_147
  br label %_153

_153:                                              ; preds = %27, %143, %138
  %_154 = phi double [ %_133, %_27 ], [ %_152, %_143 ], [ %_141, %_138 ]
  %_155 = fsub double %_108, %_112
  %_156 = fadd double %_111, %_155
  %_157 = tail call i32 @llvm.nvvm.d2i.lo(double %_154) #9
  %_158 = tail call i32 @llvm.nvvm.d2i.hi(double %_154) #9
  %_159 = and i32 %_158, 2147483647
  %_160 = icmp eq i32 %_159, 2146435072
  %_161 = icmp eq i32 %_157, 0
  %_162 = select i1 %_160, i1 %_161, i1 false
  %_163 = tail call double @llvm.fma.f64(double %_154, double %_156, double %_154)
  %_164 = select i1 %_162, double %_154, double %_163
  ret double %_164
}

declare float @llvm.fabs.f32(float) #8

declare double @llvm.fabs.f64(double) #8

declare float @llvm.fma.f32(float, float, float) #8

declare i32 @llvm.fshl.i32(i32, i32, i32) #8

declare float @llvm.trunc.f32(float) #8


declare float @llvm.round.f32(float) #8

declare double @llvm.fma.f64(double, double, double) #8

declare i64 @llvm.fshl.i64(i64, i64, i64) #8

declare double @llvm.maxnum.f64(double, double) #8

declare double @llvm.minnum.f64(double, double) #8

attributes #0 = { norecurse nounwind argmemonly }
attributes #1 = { nounwind argmemonly }
attributes #2 = { norecurse nounwind argmemonly }
attributes #3 = { norecurse nounwind }
attributes #4 = { nounwind speculatable readnone }
attributes #5 = { nounwind readnone }
attributes #6 = { noinline norecurse nounwind readnone }
attributes #7 = { noinline norecurse nounwind readnone }
attributes #8 = { nounwind speculatable readnone }
attributes #9 = { nounwind }
attributes #10 = { nounwind readnone }

!nvvm.annotations = !{!4, !5, !6, !7, !8}
!nvvmir.version = !{!11}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{void (double*, double*)* @_Z11libm_doublePKdPd, !"kernel", i32 1}
!5 = !{void (double*, double*)* @_Z11libm_doublePKdPd, !"maxntidx", i32 256}
!6 = !{void (double*, double*)* @_Z11libm_doublePKdPd, !"minctasm", i32 4}
!7 = !{void (float*, float*)* @_Z10libm_floatPKfPf, !"kernel", i32 1}
!8 = !{void (i32, float*, float*, float*, float*, float*)* @_Z4mriqiPKfS0_S0_PfS1_, !"kernel", i32 1}
!9 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C++ TBAA"}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !14, i64 0}
!18 = !{i32 33416, i32 33420, i32 33465, i32 33510}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.unroll.count", i32 1}
!21 = !{i32 21584}
!22 = !{!23, !17, i64 0}
!23 = !{!"_ZTS7kValues", !17, i64 0, !17, i64 4, !17, i64 8, !17, i64 12}
!24 = !{!23, !17, i64 4}
!25 = !{!23, !17, i64 8}
!26 = !{!23, !17, i64 12}
!27 = distinct !{!27}
!28 = !{!"llvm.loop.mustprogress"}
!29 = !{!"llvm.loop.unroll.disable"}
!30 = !{i32 157355, i32 157359, i32 157428, i32 157476, i32 157524, i32 157572, i32 157620, i32 157668, i32 157716, i32 157764, i32 157812, i32 157860, i32 157908, i32 157956, i32 158004, i32 158052, i32 158100}
!31 = distinct !{!31, !20}
!32 = !{i32 155089, i32 155093, i32 155164, i32 155206, i32 155248, i32 155290, i32 155332, i32 155374, i32 155416, i32 155458, i32 155500, i32 155542, i32 155584}
!33 = !{i64 0, i64 65}
!34 = !{i32 156130, i32 156134, i32 156193, i32 156240, i32 156287, i32 156334, i32 156381, i32 156428, i32 156475, i32 156522, i32 156569, i32 156616, i32 156663, i32 156710, i32 156757, i32 156804}
!35 = !{i32 153891, i32 153895, i32 153966, i32 154008, i32 154050, i32 154092, i32 154134, i32 154176, i32 154218, i32 154260, i32 154302, i32 154344, i32 154386}
