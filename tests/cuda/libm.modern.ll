; ModuleID = 'libm.cu'
source_filename = "libm.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.kValues = type { float, float, float, float }

@ck = dso_local addrspace(4) externally_initialized global [256 x %struct.kValues] zeroinitializer, align 4
@__cudart_i2opi_f = internal unnamed_addr addrspace(1) constant [6 x i32] [i32 1011060801, i32 -614296167, i32 -181084736, i32 -64530479, i32 1313084713, i32 -1560706194], align 4
@__cudart_i2opi_d = internal unnamed_addr addrspace(1) constant [18 x i64] [i64 7780917995555872008, i64 4397547296490951402, i64 8441921394348257659, i64 5712322887342352941, i64 7869616827067468215, i64 -1211730484530615009, i64 2303758334597371919, i64 -7168499653074671557, i64 4148332274289687028, i64 -1613291254968254911, i64 -1692731182770600828, i64 -135693905287338178, i64 452944820249399836, i64 -5249950069107600672, i64 -121206125134887583, i64 -2638381946312093631, i64 -277156292786332224, i64 -6703182060581546711], align 8
@__cudart_sin_cos_coeffs = internal unnamed_addr addrspace(1) constant [16 x double] [double 0xBE5AE5F12CB0D246, double 0x3EC71DE369ACE392, double 0xBF2A01A019DB62A1, double 0x3F81111111110818, double 0xBFC5555555555554, double 0.000000e+00, double 0.000000e+00, double 0xBDA8FF8320FD8164, double 0x3E21EEA7C1EF8528, double 0xBE927E4F8E06E6D9, double 0x3EFA01A019DDBCE9, double 0xBF56C16C16C15D47, double 0x3FA5555555555551, double -5.000000e-01, double 1.000000e+00, double 0.000000e+00], align 16
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @ck to ptr)], section "llvm.metadata"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z11libm_doublePKdPd(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds double, ptr %0, i64 %8
  %10 = load double, ptr %9, align 8, !tbaa !12
  %11 = tail call i32 @llvm.nvvm.d2i.lo(double %10) #9
  %12 = tail call i32 @llvm.nvvm.d2i.hi(double %10) #9
  %13 = and i32 %12, 2147483647
  %14 = icmp eq i32 %13, 2146435072
  %15 = icmp eq i32 %11, 0
  %16 = select i1 %14, i1 %15, i1 false
  br i1 %16, label %17, label %19

17:                                               ; preds = %2
  %18 = fmul double %10, 0.000000e+00
  br label %33

19:                                               ; preds = %2
  %20 = fmul double %10, 0x3FE45F306DC9C883
  %21 = tail call i32 @llvm.nvvm.d2i.rn(double %20) #9
  %22 = sitofp i32 %21 to double
  %23 = fneg double %22
  %24 = tail call double @llvm.fma.f64(double %23, double 0x3FF921FB54442D18, double %10)
  %25 = tail call double @llvm.fma.f64(double %23, double 0x3C91A62633145C00, double %24)
  %26 = tail call double @llvm.fma.f64(double %23, double 0x397B839A252049C0, double %25)
  %27 = tail call double @llvm.fabs.f64(double %10)
  %28 = fcmp ult double %27, 0x41E0000000000000
  br i1 %28, label %33, label %29

29:                                               ; preds = %19
  %30 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %10) #9
  %31 = extractvalue { double, i32 } %30, 0
  %32 = extractvalue { double, i32 } %30, 1
  br label %33

33:                                               ; preds = %17, %19, %29
  %34 = phi double [ %18, %17 ], [ %31, %29 ], [ %26, %19 ]
  %35 = phi i32 [ 0, %17 ], [ %32, %29 ], [ %21, %19 ]
  %36 = and i32 %35, 1
  %37 = shl nuw nsw i32 %36, 3
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %38
  %40 = load double, ptr addrspace(1) %39, align 16
  %41 = getelementptr inbounds double, ptr addrspace(1) %39, i64 1
  %42 = load double, ptr addrspace(1) %41, align 8
  %43 = getelementptr inbounds double, ptr addrspace(1) %39, i64 2
  %44 = load double, ptr addrspace(1) %43, align 16
  %45 = getelementptr inbounds double, ptr addrspace(1) %39, i64 3
  %46 = load double, ptr addrspace(1) %45, align 8
  %47 = getelementptr inbounds double, ptr addrspace(1) %39, i64 4
  %48 = load double, ptr addrspace(1) %47, align 16
  %49 = getelementptr inbounds double, ptr addrspace(1) %39, i64 5
  %50 = load double, ptr addrspace(1) %49, align 8
  br i1 %16, label %51, label %53

51:                                               ; preds = %33
  %52 = fmul double %10, 0.000000e+00
  br label %67

53:                                               ; preds = %33
  %54 = fmul double %10, 0x3FE45F306DC9C883
  %55 = tail call i32 @llvm.nvvm.d2i.rn(double %54) #9
  %56 = sitofp i32 %55 to double
  %57 = fneg double %56
  %58 = tail call double @llvm.fma.f64(double %57, double 0x3FF921FB54442D18, double %10)
  %59 = tail call double @llvm.fma.f64(double %57, double 0x3C91A62633145C00, double %58)
  %60 = tail call double @llvm.fma.f64(double %57, double 0x397B839A252049C0, double %59)
  %61 = tail call double @llvm.fabs.f64(double %10)
  %62 = fcmp ult double %61, 0x41E0000000000000
  br i1 %62, label %67, label %63

63:                                               ; preds = %53
  %64 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %10) #9
  %65 = extractvalue { double, i32 } %64, 0
  %66 = extractvalue { double, i32 } %64, 1
  br label %67

67:                                               ; preds = %51, %53, %63
  %68 = phi double [ %52, %51 ], [ %65, %63 ], [ %60, %53 ]
  %69 = phi i32 [ 0, %51 ], [ %66, %63 ], [ %55, %53 ]
  %70 = add nsw i32 %69, 1
  %71 = and i32 %70, 1
  %72 = shl nuw nsw i32 %71, 3
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %73
  %75 = load double, ptr addrspace(1) %74, align 16
  %76 = getelementptr inbounds double, ptr addrspace(1) %74, i64 1
  %77 = load double, ptr addrspace(1) %76, align 8
  %78 = getelementptr inbounds double, ptr addrspace(1) %74, i64 2
  %79 = load double, ptr addrspace(1) %78, align 16
  %80 = getelementptr inbounds double, ptr addrspace(1) %74, i64 3
  %81 = load double, ptr addrspace(1) %80, align 8
  %82 = getelementptr inbounds double, ptr addrspace(1) %74, i64 4
  %83 = load double, ptr addrspace(1) %82, align 16
  %84 = getelementptr inbounds double, ptr addrspace(1) %74, i64 5
  %85 = load double, ptr addrspace(1) %84, align 8
  %86 = tail call double @llvm.fma.f64(double %10, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %87 = tail call i32 @llvm.nvvm.d2i.lo(double %86) #9
  %88 = fadd double %86, 0xC338000000000000
  %89 = tail call double @llvm.fma.f64(double %88, double 0xBFE62E42FEFA39EF, double %10)
  %90 = tail call double @llvm.fma.f64(double %88, double 0xBC7ABC9E3B39803F, double %89)
  %91 = tail call double @llvm.fma.f64(double %90, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %92 = tail call double @llvm.fma.f64(double %91, double %90, double 0x3EC71DEE62401315)
  %93 = tail call double @llvm.fma.f64(double %92, double %90, double 0x3EFA01997C89EB71)
  %94 = tail call double @llvm.fma.f64(double %93, double %90, double 0x3F2A01A014761F65)
  %95 = tail call double @llvm.fma.f64(double %94, double %90, double 0x3F56C16C1852B7AF)
  %96 = tail call double @llvm.fma.f64(double %95, double %90, double 0x3F81111111122322)
  %97 = tail call double @llvm.fma.f64(double %96, double %90, double 0x3FA55555555502A1)
  %98 = tail call double @llvm.fma.f64(double %97, double %90, double 0x3FC5555555555511)
  %99 = tail call double @llvm.fma.f64(double %98, double %90, double 0x3FE000000000000B)
  %100 = tail call double @llvm.fma.f64(double %99, double %90, double 1.000000e+00)
  %101 = tail call double @llvm.fma.f64(double %100, double %90, double 1.000000e+00)
  %102 = tail call i32 @llvm.nvvm.d2i.lo(double %101) #9
  %103 = tail call i32 @llvm.nvvm.d2i.hi(double %101) #9
  %104 = shl i32 %87, 20
  %105 = add i32 %103, %104
  %106 = tail call double @llvm.nvvm.lohi.i2d(i32 %102, i32 %105) #9
  %107 = bitcast i32 %12 to float
  %108 = tail call float @llvm.fabs.f32(float %107)
  %109 = fcmp olt float %108, 0x4010C46560000000
  br i1 %109, label %125, label %110

110:                                              ; preds = %67
  %111 = fcmp olt double %10, 0.000000e+00
  %112 = fadd double %10, 0x7FF0000000000000
  %113 = select i1 %111, double 0.000000e+00, double %112
  %114 = fcmp olt float %108, 0x4010E90000000000
  br i1 %114, label %115, label %125

115:                                              ; preds = %110
  %116 = sdiv i32 %87, 2
  %117 = shl i32 %116, 20
  %118 = add i32 %103, %117
  %119 = tail call double @llvm.nvvm.lohi.i2d(i32 %102, i32 %118) #9
  %120 = sub nsw i32 %87, %116
  %121 = shl i32 %120, 20
  %122 = add nsw i32 %121, 1072693248
  %123 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %122) #9
  %124 = fmul double %123, %119
  br label %125

125:                                              ; preds = %67, %110, %115
  %126 = phi double [ %106, %67 ], [ %124, %115 ], [ %113, %110 ]
  %127 = tail call double @llvm.fabs.f64(double %10)
  %128 = tail call i32 @llvm.nvvm.d2i.hi(double %127) #9
  %129 = tail call i32 @llvm.nvvm.d2i.hi(double 2.500000e+00) #9
  %130 = and i32 %129, 2146435072
  %131 = icmp eq i32 %130, 1074790400
  %132 = icmp slt i32 %128, 0
  %133 = fcmp oeq double %10, 0.000000e+00
  br i1 %133, label %134, label %140

134:                                              ; preds = %125
  %135 = select i1 %131, i32 %128, i32 0
  %136 = icmp slt i32 %129, 0
  %137 = or i32 %135, 2146435072
  %138 = select i1 %136, i32 %137, i32 %135
  %139 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %138) #9
  br label %149

140:                                              ; preds = %125
  %141 = tail call fastcc double @__internal_accurate_pow(double %127)
  %142 = select i1 %132, i1 %131, i1 false
  %143 = tail call i32 @llvm.nvvm.d2i.lo(double %141) #9
  %144 = tail call i32 @llvm.nvvm.d2i.hi(double %141) #9
  %145 = xor i32 %144, -2147483648
  %146 = tail call double @llvm.nvvm.lohi.i2d(i32 %143, i32 %145) #9
  %147 = select i1 %142, double %146, double %141
  %148 = select i1 %132, double 0xFFF8000000000000, double %147
  br label %149

149:                                              ; preds = %140, %134
  %150 = phi double [ %139, %134 ], [ %148, %140 ]
  %151 = fadd double %127, 2.500000e+00
  %152 = tail call i32 @llvm.nvvm.d2i.hi(double %151) #9
  %153 = and i32 %152, 2146435072
  %154 = icmp eq i32 %153, 2146435072
  br i1 %154, label %155, label %185

155:                                              ; preds = %149
  %156 = fcmp ugt double %127, 0x7FF0000000000000
  br i1 %156, label %185, label %157

157:                                              ; preds = %155
  %158 = tail call i32 @llvm.nvvm.d2i.lo(double 2.500000e+00) #9
  %159 = and i32 %129, 2147483647
  %160 = icmp eq i32 %159, 2146435072
  %161 = icmp eq i32 %158, 0
  %162 = select i1 %160, i1 %161, i1 false
  br i1 %162, label %163, label %170

163:                                              ; preds = %157
  %164 = fcmp ogt double %127, 1.000000e+00
  %165 = select i1 %164, i32 2146435072, i32 0
  %166 = icmp slt i32 %129, 0
  %167 = xor i32 %165, 2146435072
  %168 = select i1 %166, i32 %167, i32 %165
  %169 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %168) #9
  br label %185

170:                                              ; preds = %157
  %171 = tail call i32 @llvm.nvvm.d2i.lo(double %127) #9
  %172 = and i32 %128, 2147483647
  %173 = icmp eq i32 %172, 2146435072
  %174 = icmp eq i32 %171, 0
  %175 = select i1 %173, i1 %174, i1 false
  br i1 %175, label %176, label %185

176:                                              ; preds = %170
  %177 = icmp slt i32 %129, 0
  %178 = select i1 %177, i32 0, i32 2146435072
  %179 = select i1 %132, i1 %131, i1 false
  %180 = icmp ne i32 %159, 1071644672
  %181 = select i1 %179, i1 %180, i1 false
  %182 = or i32 %178, -2147483648
  %183 = select i1 %181, i32 %182, i32 %178
  %184 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %183) #9
  br label %185

185:                                              ; preds = %149, %155, %163, %170, %176
  %186 = phi double [ %150, %149 ], [ %169, %163 ], [ %184, %176 ], [ %150, %170 ], [ %151, %155 ]
  %187 = and i32 %12, -2147483648
  %188 = bitcast i32 %128 to float
  %189 = fcmp olt float %188, 0x3FFCAAAAA0000000
  %190 = fcmp ogt float %188, 0xBFFB333320000000
  %191 = and i1 %189, %190
  br i1 %191, label %192, label %209

192:                                              ; preds = %185
  %193 = fadd double %127, 2.000000e+00
  %194 = fdiv double %127, %193
  %195 = fneg double %127
  %196 = fmul double %194, %195
  %197 = fadd double %127, %196
  %198 = fmul double %197, %197
  %199 = tail call double @llvm.fma.f64(double %198, double 0x3EB372FB2FBE14B5, double 0x3ED087FFCEB2DC44)
  %200 = tail call double @llvm.fma.f64(double %199, double %198, double 0x3EF3B9FF890F468C)
  %201 = tail call double @llvm.fma.f64(double %200, double %198, double 0x3F17457EFD51BAF8)
  %202 = tail call double @llvm.fma.f64(double %201, double %198, double 0x3F3C71C8DE3CE825)
  %203 = tail call double @llvm.fma.f64(double %202, double %198, double 0x3F6249248FA4661F)
  %204 = tail call double @llvm.fma.f64(double %203, double %198, double 0x3F899999999D70C4)
  %205 = tail call double @llvm.fma.f64(double %204, double %198, double 0x3FB5555555555462)
  %206 = fmul double %198, %205
  %207 = tail call double @llvm.fma.f64(double %206, double %197, double %196)
  %208 = fadd double %127, %207
  br label %282

209:                                              ; preds = %185
  %210 = fadd double %127, 1.000000e+00
  %211 = tail call i32 @llvm.nvvm.d2i.hi(double %210) #9
  %212 = tail call i32 @llvm.nvvm.d2i.lo(double %210) #9
  %213 = icmp slt i32 %211, 1048576
  br i1 %213, label %214, label %218

214:                                              ; preds = %209
  %215 = fmul double %210, 0x4350000000000000
  %216 = tail call i32 @llvm.nvvm.d2i.hi(double %215) #9
  %217 = tail call i32 @llvm.nvvm.d2i.lo(double %215) #9
  br label %218

218:                                              ; preds = %214, %209
  %219 = phi double [ %215, %214 ], [ %210, %209 ]
  %220 = phi i32 [ %216, %214 ], [ %211, %209 ]
  %221 = phi i32 [ %217, %214 ], [ %212, %209 ]
  %222 = phi i32 [ -1077, %214 ], [ -1023, %209 ]
  %223 = add i32 %220, -1
  %224 = icmp ult i32 %223, 2146435071
  br i1 %224, label %225, label %276

225:                                              ; preds = %218
  %226 = lshr i32 %220, 20
  %227 = add nsw i32 %222, %226
  %228 = and i32 %220, -2146435073
  %229 = or i32 %228, 1072693248
  %230 = tail call double @llvm.nvvm.lohi.i2d(i32 %221, i32 %229) #9
  %231 = icmp sgt i32 %229, 1073127582
  br i1 %231, label %232, label %238

232:                                              ; preds = %225
  %233 = tail call i32 @llvm.nvvm.d2i.lo(double %230) #9
  %234 = tail call i32 @llvm.nvvm.d2i.hi(double %230) #9
  %235 = add i32 %234, -1048576
  %236 = tail call double @llvm.nvvm.lohi.i2d(i32 %233, i32 %235) #9
  %237 = add nsw i32 %227, 1
  br label %238

238:                                              ; preds = %232, %225
  %239 = phi double [ %236, %232 ], [ %230, %225 ]
  %240 = phi i32 [ %237, %232 ], [ %227, %225 ]
  %241 = fadd double %239, -1.000000e+00
  %242 = fadd double %239, 1.000000e+00
  %243 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %242) #9
  %244 = fneg double %242
  %245 = tail call double @llvm.fma.f64(double %244, double %243, double 1.000000e+00)
  %246 = tail call double @llvm.fma.f64(double %245, double %245, double %245)
  %247 = tail call double @llvm.fma.f64(double %246, double %243, double %243)
  %248 = fmul double %241, %247
  %249 = fadd double %248, %248
  %250 = fmul double %249, %249
  %251 = tail call double @llvm.fma.f64(double %250, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %252 = tail call double @llvm.fma.f64(double %251, double %250, double 0x3EF3B2669F02676F)
  %253 = tail call double @llvm.fma.f64(double %252, double %250, double 0x3F1745CBA9AB0956)
  %254 = tail call double @llvm.fma.f64(double %253, double %250, double 0x3F3C71C72D1B5154)
  %255 = tail call double @llvm.fma.f64(double %254, double %250, double 0x3F624924923BE72D)
  %256 = tail call double @llvm.fma.f64(double %255, double %250, double 0x3F8999999999A3C4)
  %257 = tail call double @llvm.fma.f64(double %256, double %250, double 0x3FB5555555555554)
  %258 = fsub double %241, %249
  %259 = fmul double %258, 2.000000e+00
  %260 = fneg double %249
  %261 = tail call double @llvm.fma.f64(double %260, double %241, double %259)
  %262 = fmul double %247, %261
  %263 = fmul double %250, %257
  %264 = tail call double @llvm.fma.f64(double %263, double %249, double %262)
  %265 = xor i32 %240, -2147483648
  %266 = tail call double @llvm.nvvm.lohi.i2d(i32 %265, i32 1127219200) #9
  %267 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #9
  %268 = fsub double %266, %267
  %269 = tail call double @llvm.fma.f64(double %268, double 0x3FE62E42FEFA39EF, double %249)
  %270 = fneg double %268
  %271 = tail call double @llvm.fma.f64(double %270, double 0x3FE62E42FEFA39EF, double %269)
  %272 = fsub double %271, %249
  %273 = fsub double %264, %272
  %274 = tail call double @llvm.fma.f64(double %268, double 0x3C7ABC9E3B39803F, double %273)
  %275 = fadd double %269, %274
  br label %282

276:                                              ; preds = %218
  %277 = tail call double @llvm.fma.f64(double %219, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %278 = tail call i32 @llvm.nvvm.d2i.hi(double %219) #9
  %279 = and i32 %278, 2147483647
  %280 = icmp eq i32 %279, 0
  %281 = select i1 %280, double 0xFFF0000000000000, double %277
  br label %282

282:                                              ; preds = %192, %238, %276
  %283 = phi double [ %208, %192 ], [ %275, %238 ], [ %281, %276 ]
  %284 = fcmp une double %10, 0.000000e+00
  %285 = icmp ult i32 %13, 2146435072
  %286 = select i1 %284, i1 %285, i1 false
  br i1 %286, label %287, label %334

287:                                              ; preds = %282
  %288 = icmp ult i32 %13, 1048576
  %289 = tail call double @llvm.nvvm.lohi.i2d(i32 %11, i32 %13) #9
  %290 = fmul double %289, 0x4350000000000000
  %291 = tail call i32 @llvm.nvvm.d2i.lo(double %290) #9
  %292 = tail call i32 @llvm.nvvm.d2i.hi(double %290) #9
  %293 = select i1 %288, i32 %291, i32 %11
  %294 = select i1 %288, i32 %292, i32 %13
  %295 = select i1 %288, i32 4078, i32 1048576
  %296 = lshr i32 %294, 20
  %297 = add nsw i32 %296, -1022
  %298 = sitofp i32 %297 to float
  %299 = fmul float %298, 0x3FD5555560000000
  %300 = tail call i32 @llvm.nvvm.f2i.rn(float %299) #9
  %301 = mul i32 %300, -3145728
  %302 = add i32 %301, %294
  %303 = tail call double @llvm.nvvm.lohi.i2d(i32 %293, i32 %302) #9
  %304 = fptrunc double %303 to float
  %305 = tail call float @llvm.nvvm.lg2.approx.ftz.f(float %304) #9
  %306 = fmul float %305, 0x3FD5555560000000
  %307 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %306) #9
  %308 = fpext float %307 to double
  %309 = fmul double %308, %308
  %310 = tail call i32 @llvm.nvvm.d2i.lo(double %309) #9
  %311 = tail call i32 @llvm.nvvm.d2i.hi(double %309) #9
  %312 = add i32 %311, 1048576
  %313 = tail call double @llvm.nvvm.lohi.i2d(i32 %310, i32 %312) #9
  %314 = tail call double @llvm.fma.f64(double %313, double %308, double %303)
  %315 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %314) #9
  %316 = fneg double %314
  %317 = tail call double @llvm.fma.f64(double %316, double %315, double 1.000000e+00)
  %318 = tail call double @llvm.fma.f64(double %317, double %317, double %317)
  %319 = tail call double @llvm.fma.f64(double %318, double %315, double %315)
  %320 = fneg double %308
  %321 = tail call double @llvm.fma.f64(double %309, double %320, double %303)
  %322 = fmul double %321, %319
  %323 = tail call double @llvm.fma.f64(double %308, double %322, double %308)
  %324 = tail call i32 @llvm.nvvm.d2i.lo(double %323) #9
  %325 = tail call i32 @llvm.nvvm.d2i.hi(double %323) #9
  %326 = add i32 %300, %295
  %327 = shl i32 %326, 20
  %328 = add nsw i32 %325, %327
  %329 = tail call double @llvm.nvvm.lohi.i2d(i32 %324, i32 %328) #9
  %330 = tail call i32 @llvm.nvvm.d2i.lo(double %329) #9
  %331 = tail call i32 @llvm.nvvm.d2i.hi(double %329) #9
  %332 = or i32 %331, %187
  %333 = tail call double @llvm.nvvm.lohi.i2d(i32 %330, i32 %332) #9
  br label %336

334:                                              ; preds = %282
  %335 = fadd double %10, %10
  br label %336

336:                                              ; preds = %287, %334
  %337 = phi double [ %333, %287 ], [ %335, %334 ]
  %338 = and i32 %35, 2
  %339 = icmp eq i32 %338, 0
  %340 = icmp eq i32 %36, 0
  %341 = select i1 %340, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %342 = fmul double %34, %34
  %343 = tail call double @llvm.fma.f64(double %341, double %342, double %40)
  %344 = tail call double @llvm.fma.f64(double %343, double %342, double %42)
  %345 = tail call double @llvm.fma.f64(double %344, double %342, double %44)
  %346 = tail call double @llvm.fma.f64(double %345, double %342, double %46)
  %347 = tail call double @llvm.fma.f64(double %346, double %342, double %48)
  %348 = tail call double @llvm.fma.f64(double %347, double %342, double %50)
  %349 = tail call double @llvm.fma.f64(double %348, double %34, double %34)
  %350 = tail call double @llvm.fma.f64(double %348, double %342, double 1.000000e+00)
  %351 = select i1 %340, double %349, double %350
  %352 = tail call double @llvm.fma.f64(double %351, double -1.000000e+00, double 0.000000e+00)
  %353 = select i1 %339, double %351, double %352
  %354 = and i32 %70, 2
  %355 = icmp eq i32 %354, 0
  %356 = icmp eq i32 %71, 0
  %357 = select i1 %356, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %358 = fmul double %68, %68
  %359 = tail call double @llvm.fma.f64(double %357, double %358, double %75)
  %360 = tail call double @llvm.fma.f64(double %359, double %358, double %77)
  %361 = tail call double @llvm.fma.f64(double %360, double %358, double %79)
  %362 = tail call double @llvm.fma.f64(double %361, double %358, double %81)
  %363 = tail call double @llvm.fma.f64(double %362, double %358, double %83)
  %364 = tail call double @llvm.fma.f64(double %363, double %358, double %85)
  %365 = tail call double @llvm.fma.f64(double %364, double %68, double %68)
  %366 = tail call double @llvm.fma.f64(double %364, double %358, double 1.000000e+00)
  %367 = select i1 %356, double %365, double %366
  %368 = tail call double @llvm.fma.f64(double %367, double -1.000000e+00, double 0.000000e+00)
  %369 = select i1 %355, double %367, double %368
  %370 = fmul contract double %353, %369
  %371 = fcmp oeq double %127, 1.000000e+00
  %372 = fadd contract double %186, 1.000000e+00
  %373 = select i1 %371, double 2.000000e+00, double %372
  %374 = fdiv contract double %126, %373
  %375 = fadd contract double %370, %374
  %376 = fcmp oge double %127, 0x4017AFB48DC96626
  %377 = tail call double @llvm.fma.f64(double %127, double 0xBCF0679AFBA6F279, double 0x3D47088FDB46FA5F)
  %378 = tail call double @llvm.fma.f64(double %377, double %127, double 0xBD8DF9F9B976A9B2)
  %379 = tail call double @llvm.fma.f64(double %378, double %127, double 0x3DC7F1F5590CC332)
  %380 = tail call double @llvm.fma.f64(double %379, double %127, double 0xBDFA28A3CD2D56C4)
  %381 = tail call double @llvm.fma.f64(double %380, double %127, double 0x3E2485EE67835925)
  %382 = tail call double @llvm.fma.f64(double %381, double %127, double 0xBE476DB45919F583)
  %383 = tail call double @llvm.fma.f64(double %382, double %127, double 0x3E62D698D98C8D71)
  %384 = tail call double @llvm.fma.f64(double %383, double %127, double 0xBE720A2C7155D5C6)
  %385 = tail call double @llvm.fma.f64(double %384, double %127, double 0xBE41D29B37CA1397)
  %386 = tail call double @llvm.fma.f64(double %385, double %127, double 0x3EA2EF6CC0F67A49)
  %387 = tail call double @llvm.fma.f64(double %386, double %127, double 0xBEC102B892333B6F)
  %388 = tail call double @llvm.fma.f64(double %387, double %127, double 0x3ECA30375BA9A84E)
  %389 = tail call double @llvm.fma.f64(double %388, double %127, double 0x3ECAAD18DEDEA43E)
  %390 = tail call double @llvm.fma.f64(double %389, double %127, double 0xBEFF05355BC5B225)
  %391 = tail call double @llvm.fma.f64(double %390, double %127, double 0x3F10E37A3108BC8B)
  %392 = tail call double @llvm.fma.f64(double %391, double %127, double 0x3EFB292D828E5CB2)
  %393 = tail call double @llvm.fma.f64(double %392, double %127, double 0xBF4356626EBF9BFA)
  %394 = tail call double @llvm.fma.f64(double %393, double %127, double 0x3F5BCA68F73D6AFC)
  %395 = tail call double @llvm.fma.f64(double %394, double %127, double 0xBF2B6B69EBBC280B)
  %396 = tail call double @llvm.fma.f64(double %395, double %127, double 0xBF9396685912A453)
  %397 = tail call double @llvm.fma.f64(double %396, double %127, double 0x3FBA4F4E2A1ABEF8)
  %398 = tail call double @llvm.fma.f64(double %397, double %127, double 0x3FE45F306DC9C8BB)
  %399 = tail call double @llvm.fma.f64(double %398, double %127, double 0x3FC06EBA8214DB69)
  %400 = tail call double @llvm.fma.f64(double %399, double %127, double %127)
  %401 = fneg double %400
  %402 = fptrunc double %401 to float
  %403 = fmul float %402, 0x3FF7154760000000
  %404 = tail call float @llvm.round.f32(float %403)
  %405 = fpext float %404 to double
  %406 = fneg double %405
  %407 = tail call double @llvm.fma.f64(double %406, double 0x3FE62E42FEFA39EF, double %401)
  %408 = tail call double @llvm.fma.f64(double %407, double 0x3E5AE904A4741B81, double 0x3E928A27F89B6999)
  %409 = tail call double @llvm.fma.f64(double %408, double %407, double 0x3EC71DE715FF7E07)
  %410 = tail call double @llvm.fma.f64(double %409, double %407, double 0x3EFA019A6B0AC45A)
  %411 = tail call double @llvm.fma.f64(double %410, double %407, double 0x3F2A01A017EED94F)
  %412 = tail call double @llvm.fma.f64(double %411, double %407, double 0x3F56C16C17F2A71B)
  %413 = tail call double @llvm.fma.f64(double %412, double %407, double 0x3F811111111173C4)
  %414 = tail call double @llvm.fma.f64(double %413, double %407, double 0x3FA555555555211A)
  %415 = tail call double @llvm.fma.f64(double %414, double %407, double 0x3FC5555555555540)
  %416 = tail call double @llvm.fma.f64(double %415, double %407, double 0x3FE0000000000005)
  %417 = fmul double %407, %416
  %418 = fsub double %127, %400
  %419 = tail call double @llvm.fma.f64(double %399, double %127, double %418)
  %420 = fneg double %419
  %421 = tail call double @llvm.fma.f64(double %417, double %407, double %420)
  %422 = fadd double %407, %421
  %423 = fneg double %422
  %424 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %404) #9
  %425 = fpext float %424 to double
  %426 = fsub double 1.000000e+00, %425
  %427 = tail call double @llvm.fma.f64(double %423, double %425, double %426)
  %428 = select i1 %376, double 1.000000e+00, double %427
  %429 = tail call i32 @llvm.nvvm.d2i.lo(double %428) #9
  %430 = tail call i32 @llvm.nvvm.d2i.hi(double %428) #9
  %431 = or i32 %430, %187
  %432 = tail call double @llvm.nvvm.lohi.i2d(i32 %429, i32 %431) #9
  %433 = fadd contract double %375, %432
  %434 = fadd contract double %283, %433
  %435 = fadd contract double %337, %434
  %436 = tail call double @llvm.maxnum.f64(double %127, double 2.000000e+00)
  %437 = tail call double @llvm.minnum.f64(double %127, double 2.000000e+00)
  %438 = fdiv double %437, %436
  %439 = fmul double %438, %438
  %440 = tail call double @llvm.fma.f64(double %439, double 0xBEF53E1D2A25FF7E, double 0x3F2D3B63DBB65B49)
  %441 = tail call double @llvm.fma.f64(double %440, double %439, double 0xBF5312788DDE082E)
  %442 = tail call double @llvm.fma.f64(double %441, double %439, double 0x3F6F9690C8249315)
  %443 = tail call double @llvm.fma.f64(double %442, double %439, double 0xBF82CF5AABC7CF0D)
  %444 = tail call double @llvm.fma.f64(double %443, double %439, double 0x3F9162B0B2A3BFDE)
  %445 = tail call double @llvm.fma.f64(double %444, double %439, double 0xBF9A7256FEB6FC6B)
  %446 = tail call double @llvm.fma.f64(double %445, double %439, double 0x3FA171560CE4A489)
  %447 = tail call double @llvm.fma.f64(double %446, double %439, double 0xBFA4F44D841450E4)
  %448 = tail call double @llvm.fma.f64(double %447, double %439, double 0x3FA7EE3D3F36BB95)
  %449 = tail call double @llvm.fma.f64(double %448, double %439, double 0xBFAAD32AE04A9FD1)
  %450 = tail call double @llvm.fma.f64(double %449, double %439, double 0x3FAE17813D66954F)
  %451 = tail call double @llvm.fma.f64(double %450, double %439, double 0xBFB11089CA9A5BCD)
  %452 = tail call double @llvm.fma.f64(double %451, double %439, double 0x3FB3B12B2DB51738)
  %453 = tail call double @llvm.fma.f64(double %452, double %439, double 0xBFB745D022F8DC5C)
  %454 = tail call double @llvm.fma.f64(double %453, double %439, double 0x3FBC71C709DFE927)
  %455 = tail call double @llvm.fma.f64(double %454, double %439, double 0xBFC2492491FA1744)
  %456 = tail call double @llvm.fma.f64(double %455, double %439, double 0x3FC99999999840D2)
  %457 = tail call double @llvm.fma.f64(double %456, double %439, double 0xBFD555555555544C)
  %458 = fmul double %439, %457
  %459 = tail call double @llvm.fma.f64(double %458, double %438, double %438)
  %460 = fcmp ogt double %127, 2.000000e+00
  %461 = fsub double 0x3FF921FB54442D18, %459
  %462 = select i1 %460, double %461, double %459
  %463 = tail call i32 @llvm.nvvm.d2i.hi(double 2.000000e+00) #9
  %464 = icmp slt i32 %463, 0
  %465 = fsub double 0x400921FB54442D18, %462
  %466 = select i1 %464, double %465, double %462
  %467 = tail call i32 @llvm.nvvm.d2i.lo(double %466) #9
  %468 = tail call i32 @llvm.nvvm.d2i.hi(double %466) #9
  %469 = or i32 %468, %187
  %470 = tail call double @llvm.nvvm.lohi.i2d(i32 %467, i32 %469) #9
  %471 = fadd double %127, 2.000000e+00
  %472 = fcmp ole double %471, 0x7FF0000000000000
  %473 = select i1 %472, double %470, double %471
  %474 = fadd contract double %473, %435
  %475 = getelementptr inbounds double, ptr %1, i64 %8
  store double %474, ptr %475, align 8, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z10libm_floatPKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #2 {
  %3 = alloca [7 x i32], align 4
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %3)
  %12 = fmul float %11, 0x3FE45F3060000000
  %13 = tail call i32 @llvm.nvvm.f2i.rn(float %12) #9
  %14 = sitofp i32 %13 to float
  %15 = tail call float @llvm.fma.f32(float %14, float 0xBFF921FB40000000, float %11)
  %16 = tail call float @llvm.fma.f32(float %14, float 0xBE74442D00000000, float %15)
  %17 = tail call float @llvm.fma.f32(float %14, float 0xBCF84698A0000000, float %16)
  %18 = tail call float @llvm.fabs.f32(float %11)
  %19 = fcmp ult float %18, 1.056150e+05
  br i1 %19, label %97, label %20

20:                                               ; preds = %2
  %21 = fcmp oeq float %18, 0x7FF0000000000000
  br i1 %21, label %22, label %24

22:                                               ; preds = %20
  %23 = fmul float %11, 0.000000e+00
  br label %97

24:                                               ; preds = %20
  %25 = bitcast float %11 to i32
  %26 = lshr i32 %25, 23
  %27 = shl i32 %25, 8
  %28 = or i32 %27, -2147483648
  br label %29

29:                                               ; preds = %29, %24
  %30 = phi i32 [ 0, %24 ], [ %39, %29 ]
  %31 = phi i32 [ 0, %24 ], [ %37, %29 ]
  %32 = zext i32 %30 to i64
  %33 = getelementptr inbounds [6 x i32], ptr addrspace(1) @__cudart_i2opi_f, i64 0, i64 %32
  %34 = load i32, ptr addrspace(1) %33, align 4
  %35 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 %34, i32 %28, i32 %31) #10, !srcloc !18
  %36 = extractvalue { i32, i32 } %35, 0
  %37 = extractvalue { i32, i32 } %35, 1
  %38 = getelementptr inbounds [7 x i32], ptr %3, i64 0, i64 %32
  store i32 %36, ptr %38, align 4
  %39 = add nuw nsw i32 %30, 1
  %40 = icmp eq i32 %39, 6
  br i1 %40, label %41, label %29, !llvm.loop !19

41:                                               ; preds = %29
  %42 = and i32 %26, 224
  %43 = extractvalue { i32, i32 } %35, 1
  %44 = add nsw i32 %42, -128
  %45 = lshr exact i32 %44, 5
  %46 = and i32 %25, -2147483648
  %47 = getelementptr inbounds [7 x i32], ptr %3, i64 0, i64 6
  store i32 %43, ptr %47, align 4
  %48 = and i32 %26, 31
  %49 = sub nsw i32 6, %45
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [7 x i32], ptr %3, i64 0, i64 %50
  %52 = load i32, ptr %51, align 4
  %53 = sub nsw i32 5, %45
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [7 x i32], ptr %3, i64 0, i64 %54
  %56 = load i32, ptr %55, align 4
  %57 = icmp eq i32 %48, 0
  br i1 %57, label %70, label %58

58:                                               ; preds = %41
  %59 = sub nsw i32 4, %45
  %60 = sub nuw nsw i32 32, %48
  %61 = shl i32 %52, %48
  %62 = lshr i32 %56, %60
  %63 = add i32 %62, %61
  %64 = shl i32 %56, %48
  %65 = sext i32 %59 to i64
  %66 = getelementptr inbounds [7 x i32], ptr %3, i64 0, i64 %65
  %67 = load i32, ptr %66, align 4
  %68 = lshr i32 %67, %60
  %69 = add i32 %68, %64
  br label %70

70:                                               ; preds = %58, %41
  %71 = phi i32 [ %63, %58 ], [ %52, %41 ]
  %72 = phi i32 [ %69, %58 ], [ %56, %41 ]
  %73 = lshr i32 %71, 30
  %74 = tail call i32 @llvm.fshl.i32(i32 %71, i32 %72, i32 2)
  %75 = shl i32 %72, 2
  %76 = lshr i32 %74, 31
  %77 = add nuw nsw i32 %76, %73
  %78 = icmp eq i32 %46, 0
  %79 = sub nsw i32 0, %77
  %80 = select i1 %78, i32 %77, i32 %79
  %81 = icmp slt i32 %74, 0
  %82 = xor i32 %46, -2147483648
  %83 = select i1 %81, i32 %82, i32 %46
  %84 = ashr i32 %74, 31
  %85 = xor i32 %84, %74
  %86 = xor i32 %84, %75
  %87 = zext i32 %85 to i64
  %88 = shl nuw i64 %87, 32
  %89 = zext i32 %86 to i64
  %90 = or i64 %88, %89
  %91 = sitofp i64 %90 to double
  %92 = fmul double %91, 0x3BF921FB54442D19
  %93 = fptrunc double %92 to float
  %94 = icmp eq i32 %83, 0
  %95 = fneg float %93
  %96 = select i1 %94, float %93, float %95
  br label %97

97:                                               ; preds = %2, %22, %70
  %98 = phi i32 [ %13, %2 ], [ 0, %22 ], [ %80, %70 ]
  %99 = phi float [ %17, %2 ], [ %23, %22 ], [ %96, %70 ]
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %3)
  %100 = fcmp olt float %18, 0x3810000000000000
  %101 = select i1 %100, float -2.400000e+01, float 0.000000e+00
  %102 = fmul float %18, 0x4170000000000000
  %103 = select i1 %100, float %102, float %18
  %104 = bitcast float %103 to i32
  %105 = add i32 %104, -1060439283
  %106 = and i32 %105, -8388608
  %107 = sub i32 %104, %106
  %108 = bitcast i32 %107 to float
  %109 = sitofp i32 %106 to float
  %110 = tail call float @llvm.fma.f32(float %109, float 0x3E80000000000000, float %101)
  %111 = fadd float %108, -1.000000e+00
  %112 = fadd float %108, 1.000000e+00
  %113 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %112) #10, !srcloc !21
  %114 = fmul float %111, 2.000000e+00
  %115 = fmul float %114, %113
  %116 = fmul float %115, %115
  %117 = tail call float @llvm.fma.f32(float %116, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %118 = tail call float @llvm.fma.f32(float %117, float %116, float 0x3F92776E60000000)
  %119 = tail call float @llvm.fma.f32(float %118, float %116, float 0x3FBEC709E0000000)
  %120 = fmul float %116, %119
  %121 = tail call float @llvm.fma.f32(float %115, float 0x3FF7154760000000, float %110)
  %122 = fmul float %120, 3.000000e+00
  %123 = fneg float %115
  %124 = fsub float %111, %115
  %125 = fmul float %124, 2.000000e+00
  %126 = tail call float @llvm.fma.f32(float %123, float %111, float %125)
  %127 = fmul float %113, %126
  %128 = fsub float %110, %121
  %129 = tail call float @llvm.fma.f32(float %115, float 0x3FF7154760000000, float %128)
  %130 = tail call float @llvm.fma.f32(float %127, float 0x3FF7154760000000, float %129)
  %131 = tail call float @llvm.fma.f32(float %115, float 0x3E54ABC680000000, float %130)
  %132 = tail call float @llvm.fma.f32(float %122, float %127, float %131)
  %133 = tail call float @llvm.fma.f32(float %120, float %115, float %132)
  %134 = fadd float %121, %133
  %135 = fsub float %134, %121
  %136 = fsub float %133, %135
  %137 = fmul float %134, 0x3FFB333340000000
  %138 = fneg float %137
  %139 = tail call float @llvm.fma.f32(float %134, float 0x3FFB333340000000, float %138)
  %140 = tail call float @llvm.fma.f32(float %136, float 0x3FFB333340000000, float %139)
  %141 = tail call float @llvm.round.f32(float %137)
  %142 = fsub float %137, %141
  %143 = fadd float %142, %140
  %144 = tail call float @llvm.fma.f32(float %143, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %145 = tail call float @llvm.fma.f32(float %144, float %143, float 0x3F83B30AC0000000)
  %146 = tail call float @llvm.fma.f32(float %145, float %143, float 0x3FAC6AF760000000)
  %147 = tail call float @llvm.fma.f32(float %146, float %143, float 0x3FCEBFBD80000000)
  %148 = tail call float @llvm.fma.f32(float %147, float %143, float 0x3FE62E4300000000)
  %149 = tail call float @llvm.fma.f32(float %148, float %143, float 1.000000e+00)
  %150 = fptosi float %141 to i32
  %151 = fcmp ogt float %141, 0.000000e+00
  %152 = select i1 %151, i32 0, i32 -2097152000
  %153 = add i32 %152, 2130706432
  %154 = bitcast i32 %153 to float
  %155 = fmul float %149, %154
  %156 = shl i32 %150, 23
  %157 = sub i32 %156, %152
  %158 = bitcast i32 %157 to float
  %159 = fmul float %155, %158
  %160 = tail call float @llvm.fabs.f32(float %137)
  %161 = fcmp ogt float %160, 1.520000e+02
  %162 = fcmp olt float %137, 0.000000e+00
  %163 = select i1 %162, float 0.000000e+00, float 0x7FF0000000000000
  %164 = select i1 %161, float %163, float %159
  %165 = fcmp oeq float %18, 1.000000e+00
  br i1 %165, label %179, label %166

166:                                              ; preds = %97
  %167 = fcmp ugt float %18, 0x7FF0000000000000
  br i1 %167, label %168, label %170

168:                                              ; preds = %166
  %169 = fadd float %18, 0x3FFB333340000000
  br label %179

170:                                              ; preds = %166
  %171 = fcmp oeq float %11, 0.000000e+00
  %172 = fcmp oeq float %18, 0x7FF0000000000000
  %173 = or i1 %171, %172
  br i1 %173, label %174, label %179

174:                                              ; preds = %170
  %175 = fadd float %18, %18
  %176 = bitcast float %175 to i32
  %177 = and i32 %176, 2147483647
  %178 = bitcast i32 %177 to float
  br label %179

179:                                              ; preds = %170, %97, %168, %174
  %180 = phi float [ 1.000000e+00, %97 ], [ %169, %168 ], [ %178, %174 ], [ %164, %170 ]
  %181 = fmul float %18, 0x4007154760000000
  %182 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %181) #9
  %183 = fadd float %182, 1.000000e+00
  %184 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %183) #10, !srcloc !21
  %185 = fcmp ogt float %18, 1.450000e+01
  %186 = tail call float @llvm.copysign.f32(float 1.450000e+01, float %11) #9
  %187 = select i1 %185, float %186, float %11
  %188 = fmul float %187, 0xBFE6A09E60000000
  %189 = fneg float %188
  %190 = tail call float @llvm.fma.f32(float %187, float 0xBFE6A09E60000000, float %189)
  %191 = tail call float @llvm.fma.f32(float %187, float 0xBE49FCEF40000000, float %190)
  %192 = fadd float %188, %191
  %193 = tail call float @llvm.fabs.f32(float %192)
  %194 = fadd float %193, -4.000000e+00
  %195 = fadd float %193, 4.000000e+00
  %196 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %195) #10, !srcloc !21
  %197 = fmul float %194, %196
  %198 = fadd float %197, 1.000000e+00
  %199 = tail call float @llvm.fma.f32(float %198, float -4.000000e+00, float %193)
  %200 = fneg float %197
  %201 = tail call float @llvm.fma.f32(float %200, float %193, float %199)
  %202 = tail call float @llvm.fma.f32(float %196, float %201, float %197)
  %203 = tail call float @llvm.fma.f32(float %202, float 0x3F4D341220000000, float 0x3F7CDC0B60000000)
  %204 = tail call float @llvm.fma.f32(float %203, float %202, float 0xBF903F6960000000)
  %205 = tail call float @llvm.fma.f32(float %204, float %202, float 0x3FA2A6E760000000)
  %206 = tail call float @llvm.fma.f32(float %205, float %202, float 0xBFB10F8B40000000)
  %207 = tail call float @llvm.fma.f32(float %206, float %202, float 0x3FB8043AA0000000)
  %208 = tail call float @llvm.fma.f32(float %207, float %202, float 0xBFB9DA8480000000)
  %209 = tail call float @llvm.fma.f32(float %208, float %202, float 0x3FB16E9BC0000000)
  %210 = tail call float @llvm.fma.f32(float %209, float %202, float 0x3F8F7E2E00000000)
  %211 = tail call float @llvm.fma.f32(float %210, float %202, float 0xBFC1DF1A80000000)
  %212 = tail call float @llvm.fma.f32(float %211, float %202, float 0x3FF3BA5920000000)
  %213 = tail call float @llvm.fma.f32(float %193, float 2.000000e+00, float 1.000000e+00)
  %214 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %213) #10, !srcloc !21
  %215 = fmul float %214, %212
  %216 = fmul float %215, -2.000000e+00
  %217 = tail call float @llvm.fma.f32(float %193, float %216, float %212)
  %218 = fsub float %217, %215
  %219 = tail call float @llvm.fma.f32(float %218, float %214, float %215)
  %220 = fneg float %193
  %221 = fmul float %193, %220
  %222 = fmul float %221, 0x3FF7154760000000
  %223 = tail call float @llvm.trunc.f32(float %222)
  %224 = tail call float @llvm.fabs.f32(float %223)
  %225 = fcmp ogt float %224, 1.260000e+02
  %226 = bitcast float %223 to i32
  %227 = and i32 %226, -2147483648
  %228 = or i32 %227, 1123811328
  %229 = bitcast i32 %228 to float
  %230 = select i1 %225, float %229, float %223
  %231 = tail call float @llvm.fma.f32(float %230, float 0xBFE62E4300000000, float %221)
  %232 = tail call float @llvm.fma.f32(float %230, float 0x3E205C6100000000, float %231)
  %233 = fmul float %232, 0x3FF7154760000000
  %234 = fadd float %230, 0x4168000FE0000000
  %235 = bitcast float %234 to i32
  %236 = shl i32 %235, 23
  %237 = bitcast i32 %236 to float
  %238 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %233) #9
  %239 = fmul float %238, %237
  %240 = fneg float %221
  %241 = tail call float @llvm.fma.f32(float %220, float %193, float %240)
  %242 = tail call float @llvm.fma.f32(float %239, float %241, float %239)
  %243 = fmul float %242, %219
  %244 = fcmp ogt float %193, 0x40241C2900000000
  %245 = select i1 %244, float 0.000000e+00, float %243
  %246 = fcmp olt float %192, 0.000000e+00
  %247 = fsub float 2.000000e+00, %245
  %248 = select i1 %246, float %247, float %245
  %249 = fcmp olt float %187, -1.000000e+00
  br i1 %249, label %250, label %256

250:                                              ; preds = %179
  %251 = fsub float %188, %192
  %252 = fadd float %191, %251
  %253 = fmul float %192, -2.000000e+00
  %254 = fmul float %253, %248
  %255 = tail call float @llvm.fma.f32(float %254, float %252, float %248)
  br label %256

256:                                              ; preds = %179, %250
  %257 = phi float [ %255, %250 ], [ %248, %179 ]
  %258 = fcmp olt float %18, 3.000000e+00
  br i1 %258, label %319, label %259

259:                                              ; preds = %256
  %260 = fcmp ugt float %18, 0x4178000000000000
  br i1 %260, label %286, label %261

261:                                              ; preds = %259
  %262 = tail call float @llvm.nvvm.div.approx.f(float %18, float 3.000000e+00) #9
  %263 = tail call float @llvm.trunc.f32(float %262)
  %264 = tail call float @llvm.fma.f32(float %263, float -3.000000e+00, float %18)
  %265 = bitcast float %264 to i32
  %266 = icmp ugt i32 %265, 1077936127
  br i1 %266, label %267, label %283

267:                                              ; preds = %261
  %268 = icmp ugt i32 %265, -2147483648
  br i1 %268, label %269, label %274

269:                                              ; preds = %267
  %270 = fadd float %263, -1.000000e+00
  %271 = fcmp olt float %264, -3.000000e+00
  %272 = fadd float %270, -1.000000e+00
  %273 = select i1 %271, float %272, float %270
  br label %283

274:                                              ; preds = %267
  %275 = fadd float %263, 1.000000e+00
  %276 = fcmp ult float %264, 6.000000e+00
  br i1 %276, label %283, label %277

277:                                              ; preds = %274
  %278 = fadd float %275, 1.000000e+00
  %279 = tail call float @llvm.fma.f32(float -3.000000e+00, float 3.000000e+00, float %264)
  %280 = fcmp oge float %279, 0.000000e+00
  %281 = fadd float %278, 1.000000e+00
  %282 = select i1 %280, float %281, float %278
  br label %283

283:                                              ; preds = %277, %274, %269, %261
  %284 = phi float [ %263, %261 ], [ %273, %269 ], [ %282, %277 ], [ %275, %274 ]
  %285 = tail call float @llvm.fma.f32(float %284, float -3.000000e+00, float %18)
  br label %319

286:                                              ; preds = %259
  %287 = bitcast float %18 to i32
  %288 = and i32 %287, -8388608
  %289 = and i32 %287, 8388607
  %290 = or i32 %289, 1065353216
  %291 = bitcast i32 %290 to float
  %292 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float 1.500000e+00) #10, !srcloc !21
  %293 = add i32 %288, -1073741824
  %294 = icmp eq i32 %293, 0
  br i1 %294, label %313, label %295

295:                                              ; preds = %286, %295
  %296 = phi i32 [ %309, %295 ], [ %290, %286 ]
  %297 = phi i32 [ %308, %295 ], [ %293, %286 ]
  %298 = tail call i32 @llvm.umin.i32(i32 %297, i32 192937984)
  %299 = add i32 %298, %296
  %300 = bitcast i32 %299 to float
  %301 = fmul float %292, %300
  %302 = tail call float @llvm.fma.f32(float %301, float -1.500000e+00, float %300)
  %303 = tail call float @llvm.fma.f32(float %302, float %292, float %301)
  %304 = tail call float @llvm.fma.f32(float %303, float -1.500000e+00, float %300)
  %305 = tail call float @llvm.nvvm.fma.rz.f(float %304, float %292, float %303) #9
  %306 = tail call float @llvm.trunc.f32(float %305)
  %307 = tail call float @llvm.fma.f32(float %306, float -1.500000e+00, float %300)
  %308 = sub i32 %297, %298
  %309 = bitcast float %307 to i32
  %310 = icmp ne i32 %308, 0
  %311 = icmp ne i32 %309, 0
  %312 = select i1 %310, i1 %311, i1 false
  br i1 %312, label %295, label %313

313:                                              ; preds = %295, %286
  %314 = phi float [ %291, %286 ], [ %307, %295 ]
  %315 = icmp ugt i32 %287, 2139095039
  %316 = select i1 %315, float 0x7FFFFFFFE0000000, float 0x4170000000000000
  %317 = fmul float %314, 0x3E80000000000000
  %318 = fmul float %316, %317
  br label %319

319:                                              ; preds = %313, %283, %256
  %320 = phi float [ %18, %256 ], [ %285, %283 ], [ %318, %313 ]
  %321 = and i32 %98, 2
  %322 = icmp eq i32 %321, 0
  %323 = and i32 %98, 1
  %324 = icmp eq i32 %323, 0
  %325 = fmul float %99, %99
  %326 = tail call float @llvm.fma.f32(float %325, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %327 = tail call float @llvm.fma.f32(float %326, float %325, float 0xBFC5555500000000)
  %328 = tail call float @llvm.fma.f32(float %325, float %99, float 0.000000e+00)
  %329 = tail call float @llvm.fma.f32(float %327, float %328, float %99)
  %330 = tail call float @llvm.fma.f32(float %325, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %331 = tail call float @llvm.fma.f32(float %330, float %325, float 0x3FA5555760000000)
  %332 = tail call float @llvm.fma.f32(float %331, float %325, float 0xBFDFFFFFE0000000)
  %333 = tail call float @llvm.fma.f32(float %332, float %325, float 1.000000e+00)
  %334 = select i1 %324, float %329, float %333
  %335 = fneg float %334
  %336 = select i1 %322, float %334, float %335
  %337 = add i32 %98, 1
  %338 = and i32 %337, 2
  %339 = icmp eq i32 %338, 0
  %340 = select i1 %324, float %333, float %329
  %341 = fneg float %340
  %342 = select i1 %339, float %340, float %341
  %343 = fmul contract float %336, %342
  %344 = tail call float @llvm.fma.f32(float %11, float 0x3F777313A0000000, float 5.000000e-01)
  %345 = tail call float @llvm.nvvm.saturate.f(float %344) #9
  %346 = tail call float @llvm.nvvm.fma.rm.f(float %345, float 2.520000e+02, float 0x4168000020000000) #9
  %347 = fadd float %346, 0xC168000FE0000000
  %348 = fneg float %347
  %349 = tail call float @llvm.fma.f32(float %11, float 0x3FF7154760000000, float %348)
  %350 = tail call float @llvm.fma.f32(float %11, float 0x3E54AE0C00000000, float %349)
  %351 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %350) #9
  %352 = bitcast float %346 to i32
  %353 = shl i32 %352, 23
  %354 = bitcast i32 %353 to float
  %355 = fmul float %351, %354
  %356 = fadd contract float %343, %355
  %357 = fadd contract float %180, %356
  %358 = fcmp oge float %18, 0x3FE3333340000000
  %359 = bitcast float %11 to i32
  %360 = and i32 %359, -2147483648
  %361 = fcmp oge float %18, 0x4022059680000000
  %362 = tail call float @llvm.fma.f32(float %184, float -2.000000e+00, float 1.000000e+00)
  %363 = select i1 %361, float 1.000000e+00, float %362
  %364 = bitcast float %363 to i32
  %365 = or i32 %360, %364
  %366 = bitcast i32 %365 to float
  %367 = fmul float %11, %11
  %368 = tail call float @llvm.fma.f32(float %367, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %369 = tail call float @llvm.fma.f32(float %368, float %367, float 0x3FC10B2820000000)
  %370 = tail call float @llvm.fma.f32(float %369, float %367, float 0xBFD5553DA0000000)
  %371 = tail call float @llvm.fma.f32(float %370, float %367, float 0.000000e+00)
  %372 = tail call float @llvm.fma.f32(float %371, float %11, float %11)
  %373 = select i1 %358, float %366, float %372
  %374 = fadd contract float %373, %357
  %375 = fmul float %257, 5.000000e-01
  %376 = fadd contract float %375, %374
  %377 = tail call float @llvm.fabs.f32(float %320)
  %378 = fcmp ugt float %377, 0x7FF0000000000000
  %379 = bitcast float %320 to i32
  %380 = or i32 %360, %379
  %381 = bitcast i32 %380 to float
  %382 = select i1 %378, float %320, float %381
  %383 = fadd contract float %382, %376
  %384 = getelementptr inbounds float, ptr %1, i64 %9
  store float %383, ptr %384, align 4, !tbaa !16
  ret void
}

; Function Attrs: norecurse nounwind memory(read, argmem: readwrite, inaccessiblemem: none)
define dso_local void @_Z4mriqiPKfS0_S0_PfS1_(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef %4, ptr nocapture noundef %5) local_unnamed_addr #3 {
  %7 = alloca [7 x i32], align 4
  %8 = alloca [7 x i32], align 4
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr %1, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !16
  %17 = getelementptr inbounds float, ptr %2, i64 %14
  %18 = load float, ptr %17, align 4, !tbaa !16
  %19 = getelementptr inbounds float, ptr %3, i64 %14
  %20 = load float, ptr %19, align 4, !tbaa !16
  %21 = getelementptr inbounds float, ptr %4, i64 %14
  %22 = load float, ptr %21, align 4, !tbaa !16
  %23 = getelementptr inbounds float, ptr %5, i64 %14
  %24 = load float, ptr %23, align 4, !tbaa !16
  %25 = icmp sgt i32 %0, 0
  br i1 %25, label %26, label %29

26:                                               ; preds = %6
  %27 = getelementptr inbounds [7 x i32], ptr %8, i64 0, i64 6
  %28 = getelementptr inbounds [7 x i32], ptr %7, i64 0, i64 6
  br label %32

29:                                               ; preds = %233, %6
  %30 = phi float [ %24, %6 ], [ %253, %233 ]
  %31 = phi float [ %22, %6 ], [ %156, %233 ]
  store float %31, ptr %21, align 4, !tbaa !16
  store float %30, ptr %23, align 4, !tbaa !16
  ret void

32:                                               ; preds = %26, %233
  %33 = phi float [ %22, %26 ], [ %156, %233 ]
  %34 = phi i32 [ 0, %26 ], [ %254, %233 ]
  %35 = phi float [ %24, %26 ], [ %253, %233 ]
  %36 = zext i32 %34 to i64
  %37 = getelementptr inbounds [256 x %struct.kValues], ptr addrspacecast (ptr addrspace(4) @ck to ptr), i64 0, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !22
  %39 = fmul contract float %16, %38
  %40 = getelementptr inbounds [256 x %struct.kValues], ptr addrspacecast (ptr addrspace(4) @ck to ptr), i64 0, i64 %36, i32 1
  %41 = load float, ptr %40, align 4, !tbaa !24
  %42 = fmul contract float %18, %41
  %43 = fadd contract float %39, %42
  %44 = getelementptr inbounds [256 x %struct.kValues], ptr addrspacecast (ptr addrspace(4) @ck to ptr), i64 0, i64 %36, i32 2
  %45 = load float, ptr %44, align 4, !tbaa !25
  %46 = fmul contract float %20, %45
  %47 = fadd contract float %43, %46
  %48 = fmul contract float %47, 0x401921FB60000000
  %49 = getelementptr inbounds [256 x %struct.kValues], ptr addrspacecast (ptr addrspace(4) @ck to ptr), i64 0, i64 %36, i32 3
  %50 = load float, ptr %49, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %8)
  %51 = fmul float %48, 0x3FE45F3060000000
  %52 = tail call i32 @llvm.nvvm.f2i.rn(float %51) #9
  %53 = sitofp i32 %52 to float
  %54 = tail call float @llvm.fma.f32(float %53, float 0xBFF921FB40000000, float %48)
  %55 = tail call float @llvm.fma.f32(float %53, float 0xBE74442D00000000, float %54)
  %56 = tail call float @llvm.fma.f32(float %53, float 0xBCF84698A0000000, float %55)
  %57 = tail call float @llvm.fabs.f32(float %48)
  %58 = fcmp ult float %57, 1.056150e+05
  br i1 %58, label %135, label %59

59:                                               ; preds = %32
  %60 = fcmp oeq float %57, 0x7FF0000000000000
  br i1 %60, label %61, label %63

61:                                               ; preds = %59
  %62 = fmul float %48, 0.000000e+00
  br label %135

63:                                               ; preds = %59
  %64 = bitcast float %48 to i32
  %65 = lshr i32 %64, 23
  %66 = shl i32 %64, 8
  %67 = or i32 %66, -2147483648
  br label %68

68:                                               ; preds = %68, %63
  %69 = phi i32 [ 0, %63 ], [ %78, %68 ]
  %70 = phi i32 [ 0, %63 ], [ %76, %68 ]
  %71 = zext i32 %69 to i64
  %72 = getelementptr inbounds [6 x i32], ptr addrspace(1) @__cudart_i2opi_f, i64 0, i64 %71
  %73 = load i32, ptr addrspace(1) %72, align 4
  %74 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 %73, i32 %67, i32 %70) #10, !srcloc !18
  %75 = extractvalue { i32, i32 } %74, 0
  %76 = extractvalue { i32, i32 } %74, 1
  %77 = getelementptr inbounds [7 x i32], ptr %8, i64 0, i64 %71
  store i32 %75, ptr %77, align 4
  %78 = add nuw nsw i32 %69, 1
  %79 = icmp eq i32 %78, 6
  br i1 %79, label %80, label %68, !llvm.loop !19

80:                                               ; preds = %68
  %81 = and i32 %65, 224
  %82 = extractvalue { i32, i32 } %74, 1
  %83 = add nsw i32 %81, -128
  %84 = lshr exact i32 %83, 5
  %85 = and i32 %64, -2147483648
  store i32 %82, ptr %27, align 4
  %86 = and i32 %65, 31
  %87 = sub nsw i32 6, %84
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [7 x i32], ptr %8, i64 0, i64 %88
  %90 = load i32, ptr %89, align 4
  %91 = sub nsw i32 5, %84
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [7 x i32], ptr %8, i64 0, i64 %92
  %94 = load i32, ptr %93, align 4
  %95 = icmp eq i32 %86, 0
  br i1 %95, label %108, label %96

96:                                               ; preds = %80
  %97 = sub nsw i32 4, %84
  %98 = sub nuw nsw i32 32, %86
  %99 = shl i32 %90, %86
  %100 = lshr i32 %94, %98
  %101 = add i32 %100, %99
  %102 = shl i32 %94, %86
  %103 = sext i32 %97 to i64
  %104 = getelementptr inbounds [7 x i32], ptr %8, i64 0, i64 %103
  %105 = load i32, ptr %104, align 4
  %106 = lshr i32 %105, %98
  %107 = add i32 %106, %102
  br label %108

108:                                              ; preds = %96, %80
  %109 = phi i32 [ %101, %96 ], [ %90, %80 ]
  %110 = phi i32 [ %107, %96 ], [ %94, %80 ]
  %111 = lshr i32 %109, 30
  %112 = tail call i32 @llvm.fshl.i32(i32 %109, i32 %110, i32 2)
  %113 = shl i32 %110, 2
  %114 = lshr i32 %112, 31
  %115 = add nuw nsw i32 %114, %111
  %116 = icmp eq i32 %85, 0
  %117 = sub nsw i32 0, %115
  %118 = select i1 %116, i32 %115, i32 %117
  %119 = icmp slt i32 %112, 0
  %120 = xor i32 %85, -2147483648
  %121 = select i1 %119, i32 %120, i32 %85
  %122 = ashr i32 %112, 31
  %123 = xor i32 %122, %112
  %124 = xor i32 %122, %113
  %125 = zext i32 %123 to i64
  %126 = shl nuw i64 %125, 32
  %127 = zext i32 %124 to i64
  %128 = or i64 %126, %127
  %129 = sitofp i64 %128 to double
  %130 = fmul double %129, 0x3BF921FB54442D19
  %131 = fptrunc double %130 to float
  %132 = icmp eq i32 %121, 0
  %133 = fneg float %131
  %134 = select i1 %132, float %131, float %133
  br label %135

135:                                              ; preds = %32, %61, %108
  %136 = phi i32 [ %52, %32 ], [ 0, %61 ], [ %118, %108 ]
  %137 = phi float [ %56, %32 ], [ %62, %61 ], [ %134, %108 ]
  %138 = add i32 %136, 1
  %139 = fmul float %137, %137
  %140 = and i32 %138, 1
  %141 = icmp eq i32 %140, 0
  %142 = select i1 %141, float %137, float 1.000000e+00
  %143 = tail call float @llvm.fma.f32(float %139, float %142, float 0.000000e+00)
  %144 = tail call float @llvm.fma.f32(float %139, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %145 = select i1 %141, float 0xBF29A82A60000000, float %144
  %146 = select i1 %141, float 0x3F8110BC80000000, float 0x3FA5555760000000
  %147 = tail call float @llvm.fma.f32(float %145, float %139, float %146)
  %148 = select i1 %141, float 0xBFC5555500000000, float 0xBFDFFFFFE0000000
  %149 = tail call float @llvm.fma.f32(float %147, float %139, float %148)
  %150 = tail call float @llvm.fma.f32(float %149, float %143, float %142)
  %151 = and i32 %138, 2
  %152 = icmp eq i32 %151, 0
  %153 = tail call float @llvm.fma.f32(float %150, float -1.000000e+00, float 0.000000e+00)
  %154 = select i1 %152, float %150, float %153
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %8)
  %155 = fmul contract float %50, %154
  %156 = fadd contract float %33, %155
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %7)
  br i1 %58, label %233, label %157

157:                                              ; preds = %135
  %158 = fcmp oeq float %57, 0x7FF0000000000000
  br i1 %158, label %159, label %161

159:                                              ; preds = %157
  %160 = fmul float %48, 0.000000e+00
  br label %233

161:                                              ; preds = %157
  %162 = bitcast float %48 to i32
  %163 = lshr i32 %162, 23
  %164 = shl i32 %162, 8
  %165 = or i32 %164, -2147483648
  br label %166

166:                                              ; preds = %166, %161
  %167 = phi i32 [ 0, %161 ], [ %176, %166 ]
  %168 = phi i32 [ 0, %161 ], [ %174, %166 ]
  %169 = zext i32 %167 to i64
  %170 = getelementptr inbounds [6 x i32], ptr addrspace(1) @__cudart_i2opi_f, i64 0, i64 %169
  %171 = load i32, ptr addrspace(1) %170, align 4
  %172 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 %171, i32 %165, i32 %168) #10, !srcloc !18
  %173 = extractvalue { i32, i32 } %172, 0
  %174 = extractvalue { i32, i32 } %172, 1
  %175 = getelementptr inbounds [7 x i32], ptr %7, i64 0, i64 %169
  store i32 %173, ptr %175, align 4
  %176 = add nuw nsw i32 %167, 1
  %177 = icmp eq i32 %176, 6
  br i1 %177, label %178, label %166, !llvm.loop !19

178:                                              ; preds = %166
  %179 = and i32 %163, 224
  %180 = extractvalue { i32, i32 } %172, 1
  %181 = add nsw i32 %179, -128
  %182 = lshr exact i32 %181, 5
  %183 = and i32 %162, -2147483648
  store i32 %180, ptr %28, align 4
  %184 = and i32 %163, 31
  %185 = sub nsw i32 6, %182
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds [7 x i32], ptr %7, i64 0, i64 %186
  %188 = load i32, ptr %187, align 4
  %189 = sub nsw i32 5, %182
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds [7 x i32], ptr %7, i64 0, i64 %190
  %192 = load i32, ptr %191, align 4
  %193 = icmp eq i32 %184, 0
  br i1 %193, label %206, label %194

194:                                              ; preds = %178
  %195 = sub nsw i32 4, %182
  %196 = sub nuw nsw i32 32, %184
  %197 = shl i32 %188, %184
  %198 = lshr i32 %192, %196
  %199 = add i32 %198, %197
  %200 = shl i32 %192, %184
  %201 = sext i32 %195 to i64
  %202 = getelementptr inbounds [7 x i32], ptr %7, i64 0, i64 %201
  %203 = load i32, ptr %202, align 4
  %204 = lshr i32 %203, %196
  %205 = add i32 %204, %200
  br label %206

206:                                              ; preds = %194, %178
  %207 = phi i32 [ %199, %194 ], [ %188, %178 ]
  %208 = phi i32 [ %205, %194 ], [ %192, %178 ]
  %209 = lshr i32 %207, 30
  %210 = tail call i32 @llvm.fshl.i32(i32 %207, i32 %208, i32 2)
  %211 = shl i32 %208, 2
  %212 = lshr i32 %210, 31
  %213 = add nuw nsw i32 %212, %209
  %214 = icmp eq i32 %183, 0
  %215 = sub nsw i32 0, %213
  %216 = select i1 %214, i32 %213, i32 %215
  %217 = icmp slt i32 %210, 0
  %218 = xor i32 %183, -2147483648
  %219 = select i1 %217, i32 %218, i32 %183
  %220 = ashr i32 %210, 31
  %221 = xor i32 %220, %210
  %222 = xor i32 %220, %211
  %223 = zext i32 %221 to i64
  %224 = shl nuw i64 %223, 32
  %225 = zext i32 %222 to i64
  %226 = or i64 %224, %225
  %227 = sitofp i64 %226 to double
  %228 = fmul double %227, 0x3BF921FB54442D19
  %229 = fptrunc double %228 to float
  %230 = icmp eq i32 %219, 0
  %231 = fneg float %229
  %232 = select i1 %230, float %229, float %231
  br label %233

233:                                              ; preds = %135, %159, %206
  %234 = phi i32 [ %52, %135 ], [ 0, %159 ], [ %216, %206 ]
  %235 = phi float [ %56, %135 ], [ %160, %159 ], [ %232, %206 ]
  %236 = fmul float %235, %235
  %237 = and i32 %234, 1
  %238 = icmp eq i32 %237, 0
  %239 = select i1 %238, float %235, float 1.000000e+00
  %240 = tail call float @llvm.fma.f32(float %236, float %239, float 0.000000e+00)
  %241 = tail call float @llvm.fma.f32(float %236, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %242 = select i1 %238, float 0xBF29A82A60000000, float %241
  %243 = select i1 %238, float 0x3F8110BC80000000, float 0x3FA5555760000000
  %244 = tail call float @llvm.fma.f32(float %242, float %236, float %243)
  %245 = select i1 %238, float 0xBFC5555500000000, float 0xBFDFFFFFE0000000
  %246 = tail call float @llvm.fma.f32(float %244, float %236, float %245)
  %247 = tail call float @llvm.fma.f32(float %246, float %240, float %239)
  %248 = and i32 %234, 2
  %249 = icmp eq i32 %248, 0
  %250 = tail call float @llvm.fma.f32(float %247, float -1.000000e+00, float 0.000000e+00)
  %251 = select i1 %249, float %247, float %250
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %7)
  %252 = fmul contract float %50, %251
  %253 = fadd contract float %35, %252
  %254 = add nuw nsw i32 %34, 1
  %255 = icmp eq i32 %254, %0
  br i1 %255, label %29, label %32, !llvm.loop !27
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.approx.f(float, float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rz.f(float, float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.lo(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.hi(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.rn(double) #4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define internal fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %0) unnamed_addr #6 {
  %2 = alloca [5 x i64], align 8
  %3 = tail call i32 @llvm.nvvm.d2i.hi(double %0) #9
  %4 = and i32 %3, -2147483648
  %5 = lshr i32 %3, 20
  %6 = and i32 %5, 2047
  %7 = icmp eq i32 %6, 2047
  br i1 %7, label %114, label %8

8:                                                ; preds = %1
  %9 = add nsw i32 %6, -1024
  %10 = bitcast double %0 to i64
  %11 = shl i64 %10, 11
  %12 = or i64 %11, -9223372036854775808
  %13 = lshr i32 %9, 6
  %14 = sub nsw i32 15, %13
  %15 = sub nsw i32 19, %13
  %16 = icmp ult i32 %9, 128
  %17 = select i1 %16, i32 18, i32 %15
  %18 = icmp slt i32 %14, %17
  br i1 %18, label %19, label %35

19:                                               ; preds = %8, %19
  %20 = phi i32 [ %31, %19 ], [ %14, %8 ]
  %21 = phi i64 [ %27, %19 ], [ 0, %8 ]
  %22 = sext i32 %20 to i64
  %23 = getelementptr inbounds [18 x i64], ptr addrspace(1) @__cudart_i2opi_d, i64 0, i64 %22
  %24 = load i64, ptr addrspace(1) %23, align 8
  %25 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi, clo, chi;\0A\09mov.b64         {alo,ahi}, $2;    \0A\09mov.b64         {blo,bhi}, $3;    \0A\09mov.b64         {clo,chi}, $4;    \0A\09mad.lo.cc.u32   r0, alo, blo, clo;\0A\09madc.hi.cc.u32  r1, alo, blo, chi;\0A\09madc.hi.u32     r2, alo, bhi,   0;\0A\09mad.lo.cc.u32   r1, alo, bhi,  r1;\0A\09madc.hi.cc.u32  r2, ahi, blo,  r2;\0A\09madc.hi.u32     r3, ahi, bhi,   0;\0A\09mad.lo.cc.u32   r1, ahi, blo,  r1;\0A\09madc.lo.cc.u32  r2, ahi, bhi,  r2;\0A\09addc.u32        r3,  r3,   0;     \0A\09mov.b64         $0, {r0,r1};      \0A\09mov.b64         $1, {r2,r3};      \0A\09}", "=l,=l,l,l,l"(i64 %24, i64 %12, i64 %21) #10, !srcloc !30
  %26 = extractvalue { i64, i64 } %25, 0
  %27 = extractvalue { i64, i64 } %25, 1
  %28 = sub nsw i32 %20, %14
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [5 x i64], ptr %2, i64 0, i64 %29
  store i64 %26, ptr %30, align 8
  %31 = add nsw i32 %20, 1
  %32 = icmp eq i32 %31, %17
  br i1 %32, label %33, label %19, !llvm.loop !31

33:                                               ; preds = %19
  %34 = extractvalue { i64, i64 } %25, 1
  br label %35

35:                                               ; preds = %33, %8
  %36 = phi i64 [ %34, %33 ], [ 0, %8 ]
  %37 = phi i32 [ %17, %33 ], [ %14, %8 ]
  %38 = sub nsw i32 %37, %14
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [5 x i64], ptr %2, i64 0, i64 %39
  store i64 %36, ptr %40, align 8
  %41 = and i32 %5, 63
  %42 = getelementptr inbounds [5 x i64], ptr %2, i64 0, i64 2
  %43 = load i64, ptr %42, align 8
  %44 = getelementptr inbounds [5 x i64], ptr %2, i64 0, i64 3
  %45 = load i64, ptr %44, align 8
  %46 = icmp eq i32 %41, 0
  br i1 %46, label %59, label %47

47:                                               ; preds = %35
  %48 = sub nuw nsw i32 64, %41
  %49 = zext i32 %41 to i64
  %50 = shl i64 %45, %49
  %51 = zext i32 %48 to i64
  %52 = lshr i64 %43, %51
  %53 = or i64 %50, %52
  %54 = shl i64 %43, %49
  %55 = getelementptr inbounds [5 x i64], ptr %2, i64 0, i64 1
  %56 = load i64, ptr %55, align 8
  %57 = lshr i64 %56, %51
  %58 = or i64 %57, %54
  br label %59

59:                                               ; preds = %47, %35
  %60 = phi i64 [ %53, %47 ], [ %45, %35 ]
  %61 = phi i64 [ %58, %47 ], [ %43, %35 ]
  %62 = lshr i64 %60, 62
  %63 = trunc i64 %62 to i32
  %64 = tail call i64 @llvm.fshl.i64(i64 %60, i64 %61, i64 2)
  %65 = shl i64 %61, 2
  %66 = lshr i64 %64, 63
  %67 = trunc i64 %66 to i32
  %68 = add nuw nsw i32 %67, %63
  %69 = icmp eq i32 %4, 0
  %70 = sub nsw i32 0, %68
  %71 = select i1 %69, i32 %68, i32 %70
  %72 = icmp sgt i64 %64, -1
  br i1 %72, label %78, label %73

73:                                               ; preds = %59
  %74 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, a0, a1, a2, a3, b0, b1, b2, b3;\0A\09mov.b64         {a0,a1}, $2;\0A\09mov.b64         {a2,a3}, $3;\0A\09mov.b64         {b0,b1}, $4;\0A\09mov.b64         {b2,b3}, $5;\0A\09sub.cc.u32      r0, a0, b0; \0A\09subc.cc.u32     r1, a1, b1; \0A\09subc.cc.u32     r2, a2, b2; \0A\09subc.u32        r3, a3, b3; \0A\09mov.b64         $0, {r0,r1};\0A\09mov.b64         $1, {r2,r3};\0A\09}", "=l,=l,l,l,l,l"(i64 0, i64 0, i64 %65, i64 %64) #10, !srcloc !32
  %75 = extractvalue { i64, i64 } %74, 0
  %76 = extractvalue { i64, i64 } %74, 1
  %77 = xor i32 %4, -2147483648
  br label %78

78:                                               ; preds = %73, %59
  %79 = phi i64 [ %76, %73 ], [ %64, %59 ]
  %80 = phi i64 [ %75, %73 ], [ %65, %59 ]
  %81 = phi i32 [ %77, %73 ], [ %4, %59 ]
  %82 = tail call i64 @llvm.ctlz.i64(i64 %79, i1 false), !range !33
  %83 = icmp eq i64 %82, 0
  br i1 %83, label %90, label %84

84:                                               ; preds = %78
  %85 = shl i64 %79, %82
  %86 = sub nuw nsw i64 64, %82
  %87 = and i64 %86, 4294967295
  %88 = lshr i64 %80, %87
  %89 = or i64 %88, %85
  br label %90

90:                                               ; preds = %84, %78
  %91 = phi i64 [ %89, %84 ], [ %79, %78 ]
  %92 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi;\0A\09mov.b64         {alo,ahi}, $2;   \0A\09mov.b64         {blo,bhi}, $3;   \0A\09mul.lo.u32      r0, alo, blo;    \0A\09mul.hi.u32      r1, alo, blo;    \0A\09mad.lo.cc.u32   r1, alo, bhi, r1;\0A\09madc.hi.u32     r2, alo, bhi,  0;\0A\09mad.lo.cc.u32   r1, ahi, blo, r1;\0A\09madc.hi.cc.u32  r2, ahi, blo, r2;\0A\09madc.hi.u32     r3, ahi, bhi,  0;\0A\09mad.lo.cc.u32   r2, ahi, bhi, r2;\0A\09addc.u32        r3, r3,  0;      \0A\09mov.b64         $0, {r0,r1};     \0A\09mov.b64         $1, {r2,r3};     \0A\09}", "=l,=l,l,l"(i64 %91, i64 -3958705157555305931) #10, !srcloc !34
  %93 = extractvalue { i64, i64 } %92, 1
  %94 = icmp sgt i64 %93, 0
  br i1 %94, label %95, label %100

95:                                               ; preds = %90
  %96 = extractvalue { i64, i64 } %92, 0
  %97 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, a0, a1, a2, a3, b0, b1, b2, b3;\0A\09mov.b64         {a0,a1}, $2;\0A\09mov.b64         {a2,a3}, $3;\0A\09mov.b64         {b0,b1}, $4;\0A\09mov.b64         {b2,b3}, $5;\0A\09add.cc.u32      r0, a0, b0; \0A\09addc.cc.u32     r1, a1, b1; \0A\09addc.cc.u32     r2, a2, b2; \0A\09addc.u32        r3, a3, b3; \0A\09mov.b64         $0, {r0,r1};\0A\09mov.b64         $1, {r2,r3};\0A\09}", "=l,=l,l,l,l,l"(i64 %96, i64 %93, i64 %96, i64 %93) #10, !srcloc !35
  %98 = extractvalue { i64, i64 } %97, 1
  %99 = add nuw nsw i64 %82, 1
  br label %100

100:                                              ; preds = %95, %90
  %101 = phi i64 [ %98, %95 ], [ %93, %90 ]
  %102 = phi i64 [ %99, %95 ], [ %82, %90 ]
  %103 = zext i32 %81 to i64
  %104 = shl nuw i64 %103, 32
  %105 = shl nsw i64 %102, 52
  %106 = sub nsw i64 4602678819172646912, %105
  %107 = add i64 %101, 1
  %108 = lshr i64 %107, 10
  %109 = add nuw nsw i64 %108, 1
  %110 = lshr i64 %109, 1
  %111 = add i64 %106, %110
  %112 = or i64 %111, %104
  %113 = bitcast i64 %112 to double
  br label %114

114:                                              ; preds = %1, %100
  %115 = phi double [ %113, %100 ], [ %0, %1 ]
  %116 = phi i32 [ %71, %100 ], [ 0, %1 ]
  %117 = insertvalue { double, i32 } poison, double %115, 0
  %118 = insertvalue { double, i32 } %117, i32 %116, 1
  ret { double, i32 } %118
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.lohi.i2d(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.rcp.approx.ftz.d(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.ftz.f(float) #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc double @__internal_accurate_pow(double %0) unnamed_addr #7 {
  %2 = tail call i32 @llvm.nvvm.d2i.hi(double %0) #9
  %3 = tail call i32 @llvm.nvvm.d2i.lo(double %0) #9
  %4 = lshr i32 %2, 20
  %5 = icmp ult i32 %2, 1048576
  br i1 %5, label %6, label %12

6:                                                ; preds = %1
  %7 = fmul double %0, 0x4350000000000000
  %8 = tail call i32 @llvm.nvvm.d2i.hi(double %7) #9
  %9 = tail call i32 @llvm.nvvm.d2i.lo(double %7) #9
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
  %19 = tail call double @llvm.nvvm.lohi.i2d(i32 %13, i32 %18) #9
  %20 = icmp ugt i32 %18, 1073127582
  br i1 %20, label %21, label %27

21:                                               ; preds = %12
  %22 = tail call i32 @llvm.nvvm.d2i.lo(double %19) #9
  %23 = tail call i32 @llvm.nvvm.d2i.hi(double %19) #9
  %24 = add i32 %23, -1048576
  %25 = tail call double @llvm.nvvm.lohi.i2d(i32 %22, i32 %24) #9
  %26 = add nsw i32 %15, -1022
  br label %27

27:                                               ; preds = %12, %21
  %28 = phi double [ %25, %21 ], [ %19, %12 ]
  %29 = phi i32 [ %26, %21 ], [ %16, %12 ]
  %30 = fadd double %28, -1.000000e+00
  %31 = fadd double %28, 1.000000e+00
  %32 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %31) #9
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
  %62 = tail call i32 @llvm.nvvm.d2i.lo(double %51) #9
  %63 = tail call i32 @llvm.nvvm.d2i.hi(double %51) #9
  %64 = add i32 %63, 1048576
  %65 = tail call double @llvm.nvvm.lohi.i2d(i32 %62, i32 %64) #9
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
  %89 = tail call double @llvm.nvvm.lohi.i2d(i32 %88, i32 1127219200) #9
  %90 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #9
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
  %101 = tail call i32 @llvm.nvvm.d2i.hi(double 2.500000e+00) #9
  %102 = tail call i32 @llvm.nvvm.d2i.lo(double 2.500000e+00) #9
  %103 = shl i32 %101, 1
  %104 = icmp ugt i32 %103, -33554433
  %105 = and i32 %101, -15728641
  %106 = select i1 %104, i32 %105, i32 %101
  %107 = tail call double @llvm.nvvm.lohi.i2d(i32 %102, i32 %106) #9
  %108 = fmul double %107, %98
  %109 = fneg double %108
  %110 = tail call double @llvm.fma.f64(double %98, double %107, double %109)
  %111 = tail call double @llvm.fma.f64(double %100, double %107, double %110)
  %112 = fadd double %108, %111
  %113 = tail call double @llvm.fma.f64(double %112, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %114 = tail call i32 @llvm.nvvm.d2i.lo(double %113) #9
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
  %129 = tail call i32 @llvm.nvvm.d2i.lo(double %128) #9
  %130 = tail call i32 @llvm.nvvm.d2i.hi(double %128) #9
  %131 = shl i32 %114, 20
  %132 = add i32 %130, %131
  %133 = tail call double @llvm.nvvm.lohi.i2d(i32 %129, i32 %132) #9
  %134 = tail call i32 @llvm.nvvm.d2i.hi(double %112) #9
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
  %147 = tail call double @llvm.nvvm.lohi.i2d(i32 %129, i32 %146) #9
  %148 = sub nsw i32 %114, %144
  %149 = shl i32 %148, 20
  %150 = add nsw i32 %149, 1072693248
  %151 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %150) #9
  %152 = fmul double %151, %147
  br label %153

153:                                              ; preds = %27, %143, %138
  %154 = phi double [ %133, %27 ], [ %152, %143 ], [ %141, %138 ]
  %155 = fsub double %108, %112
  %156 = fadd double %111, %155
  %157 = tail call i32 @llvm.nvvm.d2i.lo(double %154) #9
  %158 = tail call i32 @llvm.nvvm.d2i.hi(double %154) #9
  %159 = and i32 %158, 2147483647
  %160 = icmp eq i32 %159, 2146435072
  %161 = icmp eq i32 %157, 0
  %162 = select i1 %160, i1 %161, i1 false
  %163 = tail call double @llvm.fma.f64(double %154, double %156, double %154)
  %164 = select i1 %162, double %154, double %163
  ret double %164
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.round.f32(float) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #8

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #3 = { norecurse nounwind memory(read, argmem: readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(none) "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9, !10}
!nvvmir.version = !{!11}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z11libm_doublePKdPd, !"kernel", i32 1}
!5 = !{ptr @_Z11libm_doublePKdPd, !"maxntidx", i32 256}
!6 = !{ptr @_Z11libm_doublePKdPd, !"minctasm", i32 4}
!7 = !{ptr @_Z10libm_floatPKfPf, !"kernel", i32 1}
!8 = !{ptr @_Z4mriqiPKfS0_S0_PfS1_, !"kernel", i32 1}
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
!27 = distinct !{!27, !28, !29}
!28 = !{!"llvm.loop.mustprogress"}
!29 = !{!"llvm.loop.unroll.disable"}
!30 = !{i32 157355, i32 157359, i32 157428, i32 157476, i32 157524, i32 157572, i32 157620, i32 157668, i32 157716, i32 157764, i32 157812, i32 157860, i32 157908, i32 157956, i32 158004, i32 158052, i32 158100}
!31 = distinct !{!31, !20}
!32 = !{i32 155089, i32 155093, i32 155164, i32 155206, i32 155248, i32 155290, i32 155332, i32 155374, i32 155416, i32 155458, i32 155500, i32 155542, i32 155584}
!33 = !{i64 0, i64 65}
!34 = !{i32 156130, i32 156134, i32 156193, i32 156240, i32 156287, i32 156334, i32 156381, i32 156428, i32 156475, i32 156522, i32 156569, i32 156616, i32 156663, i32 156710, i32 156757, i32 156804}
!35 = !{i32 153891, i32 153895, i32 153966, i32 154008, i32 154050, i32 154092, i32 154134, i32 154176, i32 154218, i32 154260, i32 154302, i32 154344, i32 154386}
