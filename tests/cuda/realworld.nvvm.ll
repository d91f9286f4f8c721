; ModuleID = 'realworld.cu'
source_filename = "realworld.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Params = type { float, float, i32, float* }
%struct.Pt = type { float, float }
%struct.Disc = type { %struct.Shape }
%struct.Shape = type { i32 (...)** }
%struct.Square = type { %struct.Shape }
%struct.__half = type { i16 }
%struct.Big = type { [1200 x float] }

$_ZNK4Disc4areaEf = comdat any

$_ZNK6Square4areaEf = comdat any

$_ZTV4Disc = comdat any

$_ZTV6Square = comdat any

@_ZL3ops = internal unnamed_addr addrspace(4) constant [2 x float (float)*] [float (float)* @_Z5twicef, float (float)* @_Z6squaref], align 8
@table = dso_local addrspace(1) externally_initialized global [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 4
@cursor = dso_local addrspace(1) externally_initialized global i32* getelementptr ([8 x i32], [8 x i32]* addrspacecast ([8 x i32] addrspace(1)* @table to [8 x i32]*), i64 0, i64 2), align 8
@_ZTV4Disc = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* null, i8* bitcast (float (%struct.Disc*, float)* @_ZNK4Disc4areaEf to i8*)] }, comdat, align 8
@_ZTV6Square = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* null, i8* bitcast (float (%struct.Square*, float)* @_ZNK6Square4areaEf to i8*)] }, comdat, align 8
@llvm.compiler.used = appending global [2 x i8*] [i8* addrspacecast (i8 addrspace(1)* bitcast (i32* addrspace(1)* @cursor to i8 addrspace(1)*) to i8*), i8* addrspacecast (i8 addrspace(1)* bitcast ([8 x i32] addrspace(1)* @table to i8 addrspace(1)*) to i8*)], section "llvm.metadata"

define dso_local void @_Z12byval_struct6ParamsPf(%struct.Params* nocapture readonly byval align 8 %_0, float* nocapture writeonly %_1) local_unnamed_addr #0 {
_2:
  %_3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_5 = mul i32 %_3, %_4
  %_6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_7 = add i32 %_5, %_6
  %_8 = getelementptr inbounds %struct.Params, %struct.Params* %_0, i64 0, i32 2
  %_9 = load i32, i32* %_8, align 8, !tbaa !17
  %_10 = icmp slt i32 %_7, %_9
  br i1 %_10, label %_11, label %_24

_11:                                               ; preds = %2
  %_12 = getelementptr inbounds %struct.Params, %struct.Params* %_0, i64 0, i32 0
  %_13 = load float, float* %_12, align 8, !tbaa !24
  %_14 = getelementptr inbounds %struct.Params, %struct.Params* %_0, i64 0, i32 3
  %_15 = load float*, float** %_14, align 8, !tbaa !25
  %_16 = sext i32 %_7 to i64
  %_17 = getelementptr inbounds float, float* %_15, i64 %_16
  %_18 = load float, float* %_17, align 4, !tbaa !26
  %_19 = fmul contract float %_13, %_18
  %_20 = getelementptr inbounds %struct.Params, %struct.Params* %_0, i64 0, i32 1
  %_21 = load float, float* %_20, align 4, !tbaa !27
  %_22 = fadd contract float %_19, %_21
  %_23 = getelementptr inbounds float, float* %_1, i64 %_16
  store float %_22, float* %_23, align 4, !tbaa !26
  br label %_24

_24:                                               ; preds = %11, %2
  ret void
}

declare void @llvm.lifetime.start.p0i8(i64 , i8* nocapture) #1

declare void @llvm.lifetime.end.p0i8(i64 , i8* nocapture) #1

define dso_local void @_Z16local_array_loopPKfPf(float* nocapture readonly %_0, float* nocapture writeonly %_1) local_unnamed_addr #2 {
_2:
  %_3 = alloca [8 x float], align 4
  %_4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_6 = mul i32 %_4, %_5
  %_7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_8 = add i32 %_6, %_7
  %_9 = bitcast [8 x float]* %_3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %_9) #15
  %_10 = sext i32 %_8 to i64
  %_11 = getelementptr inbounds float, float* %_0, i64 %_10
  %_12 = load float, float* %_11, align 4, !tbaa !26
  br label %_13

_13:                                               ; preds = %2, %13
  %_14 = phi i32 [ 0, %_2 ], [ %_15, %_13 ]
  %_15 = add nuw nsw i32 %_14, 1
  %_16 = sitofp i32 %_15 to float
  %_17 = fmul contract float %_12, %_16
  %_18 = zext i32 %_14 to i64
  %_19 = getelementptr inbounds [8 x float], [8 x float]* %_3, i64 0, i64 %_18
  store float %_17, float* %_19, align 4, !tbaa !26
  %_20 = icmp eq i32 %_15, 8
  br i1 %_20, label %_24, label %_13, !llvm.loop !28

_21:                                               ; preds = %24
  %_22 = sext i32 %_8 to i64
  %_23 = getelementptr inbounds float, float* %_1, i64 %_22
  store float %_35, float* %_23, align 4, !tbaa !26
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %_9) #15
  ret void

_24:                                               ; preds = %13, %24
  %_25 = phi i32 [ %_36, %_24 ], [ 0, %_13 ]
  %_26 = phi float [ %_35, %_24 ], [ 0.000000e+00, %_13 ]
  %_27 = zext i32 %_25 to i64
  %_28 = getelementptr inbounds [8 x float], [8 x float]* %_3, i64 0, i64 %_27
  %_29 = load float, float* %_28, align 4, !tbaa !26
  %_30 = sub nuw nsw i32 7, %_25
  %_31 = sext i32 %_30 to i64
  %_32 = getelementptr inbounds [8 x float], [8 x float]* %_3, i64 0, i64 %_31
  %_33 = load float, float* %_32, align 4, !tbaa !26
  %_34 = fmul contract float %_29, %_33
  %_35 = fadd contract float %_26, %_34
  %_36 = add nuw nsw i32 %_25, 1
  %_37 = icmp eq i32 %_36, 8
  br i1 %_37, label %_21, label %_24, !llvm.loop !31
}

define dso_local %struct.Pt @_Z3mid2PtS_(%struct.Pt* nocapture readonly byval align 4 %_0, %struct.Pt* nocapture readonly byval align 4 %_1) local_unnamed_addr #3 {
_2:
  %_3 = getelementptr inbounds %struct.Pt, %struct.Pt* %_0, i64 0, i32 0
  %_4 = load float, float* %_3, align 4, !tbaa !32
  %_5 = getelementptr inbounds %struct.Pt, %struct.Pt* %_1, i64 0, i32 0
  %_6 = load float, float* %_5, align 4, !tbaa !32
  %_7 = fadd contract float %_4, %_6
  %_8 = fmul contract float %_7, 5.000000e-01
  %_9 = getelementptr inbounds %struct.Pt, %struct.Pt* %_0, i64 0, i32 1
  %_10 = load float, float* %_9, align 4, !tbaa !34
  %_11 = getelementptr inbounds %struct.Pt, %struct.Pt* %_1, i64 0, i32 1
  %_12 = load float, float* %_11, align 4, !tbaa !34
  %_13 = fadd contract float %_10, %_12
  %_14 = fmul contract float %_13, 5.000000e-01
  %_15 = insertvalue %struct.Pt undef, float %_8, 0
  %_16 = insertvalue %struct.Pt %_15, float %_14, 1
  ret %struct.Pt %_16
}

define dso_local void @_Z16small_aggregatesPKfPf(float* nocapture readonly %_0, float* nocapture writeonly %_1) local_unnamed_addr #2 {
_2:
  %_3 = alloca [4 x %struct.Pt], align 8
  %_4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_6 = mul i32 %_4, %_5
  %_7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_8 = add i32 %_6, %_7
  %_9 = bitcast [4 x %struct.Pt]* %_3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %_9) #15
  %_10 = sext i32 %_8 to i64
  %_11 = getelementptr inbounds float, float* %_0, i64 %_10
  %_12 = load float, float* %_11, align 4, !tbaa !26
  br label %_45

_13:                                               ; preds = %45
  %_14 = getelementptr inbounds [4 x %struct.Pt], [4 x %struct.Pt]* %_3, i64 0, i64 0, i32 0
  %_15 = load float, float* %_14, align 8
  %_16 = getelementptr inbounds [4 x %struct.Pt], [4 x %struct.Pt]* %_3, i64 0, i64 0, i32 1
  %_17 = load float, float* %_16, align 4
  %_18 = getelementptr inbounds [4 x %struct.Pt], [4 x %struct.Pt]* %_3, i64 0, i64 1, i32 0
  %_19 = load float, float* %_18, align 8
  %_20 = getelementptr inbounds [4 x %struct.Pt], [4 x %struct.Pt]* %_3, i64 0, i64 1, i32 1
  %_21 = load float, float* %_20, align 4
  %_22 = fadd contract float %_15, %_19
  %_23 = fmul contract float %_22, 5.000000e-01
  %_24 = fadd contract float %_17, %_21
  %_25 = fmul contract float %_24, 5.000000e-01
  %_26 = getelementptr inbounds [4 x %struct.Pt], [4 x %struct.Pt]* %_3, i64 0, i64 2, i32 0
  %_27 = load float, float* %_26, align 8
  %_28 = getelementptr inbounds [4 x %struct.Pt], [4 x %struct.Pt]* %_3, i64 0, i64 2, i32 1
  %_29 = load float, float* %_28, align 4
  %_30 = getelementptr inbounds [4 x %struct.Pt], [4 x %struct.Pt]* %_3, i64 0, i64 3, i32 0
  %_31 = load float, float* %_30, align 8
  %_32 = getelementptr inbounds [4 x %struct.Pt], [4 x %struct.Pt]* %_3, i64 0, i64 3, i32 1
  %_33 = load float, float* %_32, align 4
  %_34 = fadd contract float %_27, %_31
  %_35 = fmul contract float %_34, 5.000000e-01
  %_36 = fadd contract float %_29, %_33
  %_37 = fmul contract float %_36, 5.000000e-01
  %_38 = fadd contract float %_23, %_35
  %_39 = fmul contract float %_38, 5.000000e-01
  %_40 = fadd contract float %_25, %_37
  %_41 = fmul contract float %_40, 5.000000e-01
  %_42 = fmul contract float %_39, %_41
  %_43 = sext i32 %_8 to i64
  %_44 = getelementptr inbounds float, float* %_1, i64 %_43
  store float %_42, float* %_44, align 4, !tbaa !26
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %_9) #15
  ret void

_45:                                               ; preds = %2, %45
  %_46 = phi i32 [ 0, %_2 ], [ %_53, %_45 ]
  %_47 = sitofp i32 %_46 to float
  %_48 = fadd contract float %_12, %_47
  %_49 = fsub contract float %_12, %_47
  %_50 = zext i32 %_46 to i64
  %_51 = getelementptr inbounds [4 x %struct.Pt], [4 x %struct.Pt]* %_3, i64 0, i64 %_50, i32 0
  store float %_48, float* %_51, align 8, !tbaa.struct !35
  %_52 = getelementptr inbounds [4 x %struct.Pt], [4 x %struct.Pt]* %_3, i64 0, i64 %_50, i32 1
  store float %_49, float* %_52, align 4, !tbaa.struct !36
  %_53 = add nuw nsw i32 %_46, 1
  %_54 = icmp eq i32 %_53, 4
  br i1 %_54, label %_13, label %_45, !llvm.loop !37
}

define dso_local float @_Z5twicef(float %_0) #4 {
_1:
  %_2 = fmul contract float %_0, 2.000000e+00
  ret float %_2
}

define dso_local float @_Z6squaref(float %_0) #4 {
_1:
  %_2 = fmul contract float %_0, %_0
  ret float %_2
}

define dso_local void @_Z14function_tablePKfPf(float* nocapture readonly %_0, float* nocapture writeonly %_1) local_unnamed_addr #5 {
_2:
  %_3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_5 = mul i32 %_3, %_4
  %_6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_7 = add i32 %_5, %_6
  %_8 = and i32 %_7, 1
  %_9 = zext i32 %_8 to i64
  %_10 = getelementptr inbounds [2 x float (float)*], [2 x float (float)*] addrspace(4)* @_ZL3ops, i64 0, i64 %_9
  %_11 = addrspacecast float (float)* addrspace(4)* %_10 to float (float)**
  %_12 = load float (float)*, float (float)** %_11, align 8, !tbaa !38
  %_13 = sext i32 %_7 to i64
  %_14 = getelementptr inbounds float, float* %_0, i64 %_13
  %_15 = load float, float* %_14, align 4, !tbaa !26
  %_16 = tail call contract float %_12(float %_15) #16
  %_17 = getelementptr inbounds float, float* %_1, i64 %_13
  store float %_16, float* %_17, align 4, !tbaa !26
  ret void
}

define dso_local void @_Z12virtual_callPKfPf(float* nocapture readonly %_0, float* nocapture writeonly %_1) local_unnamed_addr #6 {
_2:
  %_3 = alloca %struct.Disc, align 8
  %_4 = alloca %struct.Square, align 8
  %_5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_7 = mul i32 %_5, %_6
  %_8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_9 = add i32 %_7, %_8
  %_10 = bitcast %struct.Disc* %_3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %_10) #15
  %_11 = getelementptr inbounds %struct.Disc, %struct.Disc* %_3, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV4Disc, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %_11, align 8, !tbaa !39
  %_12 = bitcast %struct.Square* %_4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %_12) #15
  %_13 = getelementptr inbounds %struct.Square, %struct.Square* %_4, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV6Square, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %_13, align 8, !tbaa !39
  %_14 = and i32 %_9, 1
  %_15 = icmp eq i32 %_14, 0
  %_16 = getelementptr inbounds %struct.Disc, %struct.Disc* %_3, i64 0, i32 0
  %_17 = getelementptr inbounds %struct.Square, %struct.Square* %_4, i64 0, i32 0
  %_18 = select i1 %_15, %struct.Shape* %_17, %struct.Shape* %_16
  %_19 = sext i32 %_9 to i64
  %_20 = getelementptr inbounds float, float* %_0, i64 %_19
  %_21 = load float, float* %_20, align 4, !tbaa !26
  %_22 = bitcast %struct.Shape* %_18 to float (%struct.Shape*, float)***
  %_23 = load float (%struct.Shape*, float)**, float (%struct.Shape*, float)*** %_22, align 8, !tbaa !39
  %_24 = load float (%struct.Shape*, float)*, float (%struct.Shape*, float)** %_23, align 8
  %_25 = call contract float %_24(%struct.Shape* nonnull align 8 dereferenceable(8) %_18, float %_21) #16
  %_26 = getelementptr inbounds float, float* %_1, i64 %_19
  store float %_25, float* %_26, align 4, !tbaa !26
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %_12) #15
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %_10) #15
  ret void
}

define dso_local void @_Z9half_mathPK6__halfPS_(%struct.__half* nocapture readonly %_0, %struct.__half* nocapture writeonly %_1) local_unnamed_addr #7 {
_2:
  %_3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_5 = mul i32 %_3, %_4
  %_6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_7 = add i32 %_5, %_6
  %_8 = sext i32 %_7 to i64
  %_9 = getelementptr inbounds %struct.__half, %struct.__half* %_0, i64 %_8, i32 0
  %_10 = load i16, i16* %_9, align 2, !tbaa !41
  %_11 = tail call i16 asm "{abs.f16 $0,$1;\0A}", "=h,h"(i16 %_10) #17, !srcloc !43
  %_12 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 1.000000e+00) #17, !srcloc !44
  %_13 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %_11, i16 %_12) #17, !srcloc !45
  %_14 = tail call i16 asm "{.reg.b16         h, r;           \0A .reg.b32         f;              \0A  mov.b16         h, $1;          \0A  cvt.f32.f16     f, h;           \0A  lg2.approx.ftz.f32  f, f;       \0A  cvt.rn.f16.f32      r, f;       \0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0xA2E2U;\0A  mov.b16 ulp,0x8080U;\0A  set.eq.f16.f16 p,r, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0xBF46U;\0A  mov.b16 ulp,0x9400U;\0A  set.eq.f16.f16 p,r, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A  mov.b16         $0, r;          \0A}", "=h,h"(i16 %_13) #17, !srcloc !46
  %_15 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 2.500000e-01) #17, !srcloc !44
  %_16 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %_11, i16 %_15) #17, !srcloc !47
  %_17 = tail call i16 asm "{.reg.b32         f, ULP;         \0A .reg.b16         r;              \0A  mov.b16         r,$1;           \0A  cvt.f32.f16     f,r;            \0A  ex2.approx.ftz.f32      f,f;    \0A  mov.b32         ULP, 0x33800000U;\0A  fma.rn.f32      f,f,ULP,f;      \0A  cvt.rn.f16.f32      r,f;        \0A  mov.b16         $0,r;           \0A}", "=h,h"(i16 %_16) #17, !srcloc !48
  %_18 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %_14, i16 %_17) #17, !srcloc !45
  %_19 = getelementptr inbounds %struct.__half, %struct.__half* %_1, i64 %_8, i32 0
  store i16 %_18, i16* %_19, align 2, !tbaa.struct !49
  ret void
}

define dso_local void @_Z17global_init_arithPi(i32* nocapture writeonly %_0) local_unnamed_addr #0 {
_1:
  %_2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_3 = load i32*, i32** addrspacecast (i32* addrspace(1)* @cursor to i32**), align 8, !tbaa !38
  %_4 = and i32 %_2, 3
  %_5 = zext i32 %_4 to i64
  %_6 = getelementptr inbounds i32, i32* %_3, i64 %_5
  %_7 = load i32, i32* %_6, align 4, !tbaa !50
  %_8 = and i32 %_2, 7
  %_9 = zext i32 %_8 to i64
  %_10 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(1)* @table, i64 0, i64 %_9
  %_11 = addrspacecast i32 addrspace(1)* %_10 to i32*
  %_12 = load i32, i32* %_11, align 4, !tbaa !50
  %_13 = add nsw i32 %_12, %_7
  %_14 = sext i32 %_2 to i64
  %_15 = getelementptr inbounds i32, i32* %_0, i64 %_14
  store i32 %_13, i32* %_15, align 4, !tbaa !50
  ret void
}

define dso_local float @_Z4sum3PKf(float* nocapture readonly %_0) local_unnamed_addr #8 {
_1:
  %_2 = load float, float* %_0, align 4, !tbaa !26
  %_3 = getelementptr inbounds float, float* %_0, i64 1
  %_4 = load float, float* %_3, align 4, !tbaa !26
  %_5 = fadd contract float %_2, %_4
  %_6 = getelementptr inbounds float, float* %_0, i64 2
  %_7 = load float, float* %_6, align 4, !tbaa !26
  %_8 = fadd contract float %_5, %_7
  ret float %_8
}

define dso_local void @_Z16local_to_genericPKfPf(float* nocapture readonly %_0, float* nocapture writeonly %_1) local_unnamed_addr #9 {
_2:
  %_3 = alloca [3 x float], align 4
  %_4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_6 = mul i32 %_4, %_5
  %_7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_8 = add i32 %_6, %_7
  %_9 = bitcast [3 x float]* %_3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %_9) #15
  %_10 = getelementptr inbounds [3 x float], [3 x float]* %_3, i64 0, i64 0
  %_11 = sext i32 %_8 to i64
  %_12 = getelementptr inbounds float, float* %_0, i64 %_11
  %_13 = load float, float* %_12, align 4, !tbaa !26
  store float %_13, float* %_10, align 4, !tbaa !26
  %_14 = getelementptr inbounds [3 x float], [3 x float]* %_3, i64 0, i64 1
  %_15 = fmul contract float %_13, 2.000000e+00
  store float %_15, float* %_14, align 4, !tbaa !26
  %_16 = getelementptr inbounds [3 x float], [3 x float]* %_3, i64 0, i64 2
  store float 3.000000e+00, float* %_16, align 4, !tbaa !26
  %_17 = call contract float @_Z4sum3PKf(float* nonnull %_10) #15
  %_18 = getelementptr inbounds float, float* %_1, i64 %_11
  store float %_17, float* %_18, align 4, !tbaa !26
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %_9) #15
  ret void
}

define dso_local void @_Z10big_params3BigPf(%struct.Big* nocapture readonly byval align 4 %_0, float* nocapture writeonly %_1) local_unnamed_addr #10 {
_2:
  %_3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_4 = sext i32 %_3 to i64
  %_5 = getelementptr inbounds %struct.Big, %struct.Big* %_0, i64 0, i32 0, i64 %_4
  %_6 = load float, float* %_5, align 4, !tbaa !26
  %_7 = sub nsw i32 1199, %_3
  %_8 = sext i32 %_7 to i64
  %_9 = getelementptr inbounds %struct.Big, %struct.Big* %_0, i64 0, i32 0, i64 %_8
  %_10 = load float, float* %_9, align 4, !tbaa !26
  %_11 = fadd contract float %_6, %_10
  %_12 = getelementptr inbounds float, float* %_1, i64 %_4
  store float %_11, float* %_12, align 4, !tbaa !26
  ret void
}

define dso_local void @_Z8warp_opsPKfPfPj(float* nocapture readonly %_0, float* nocapture writeonly %_1, i32* nocapture writeonly %_2) local_unnamed_addr #11 {
_3:
  %_4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_6 = mul i32 %_4, %_5
  %_7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_8 = add i32 %_6, %_7
  %_9 = sext i32 %_8 to i64
  %_10 = getelementptr inbounds float, float* %_0, i64 %_9
  %_11 = load float, float* %_10, align 4, !tbaa !26
  br label %_17

_12:                                               ; preds = %17
  %_13 = fcmp contract ogt float %_11, 0.000000e+00
  %_14 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %_13)
  %_15 = and i32 %_7, 31
  %_16 = icmp eq i32 %_15, 0
  br i1 %_16, label %_24, label %_29

_17:                                               ; preds = %3, %17
  %_18 = phi float [ %_11, %_3 ], [ %_21, %_17 ]
  %_19 = phi i32 [ 16, %_3 ], [ %_22, %_17 ]
  %_20 = tail call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %_18, i32 %_19, i32 31)
  %_21 = fadd contract float %_18, %_20
  %_22 = lshr i32 %_19, 1
  %_23 = icmp ult i32 %_19, 2
  br i1 %_23, label %_12, label %_17, !llvm.loop !51

_24:                                               ; preds = %12
  %_25 = sdiv i32 %_8, 32
  %_26 = sext i32 %_25 to i64
  %_27 = getelementptr inbounds float, float* %_1, i64 %_26
  store float %_21, float* %_27, align 4, !tbaa !26
  %_28 = getelementptr inbounds i32, i32* %_2, i64 %_26
  store i32 %_14, i32* %_28, align 4, !tbaa !50
  br label %_29

_29:                                               ; preds = %24, %12
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #12

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #12

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #12

define linkonce_odr dso_local float @_ZNK4Disc4areaEf(%struct.Disc* nonnull align 8 dereferenceable(8) %_0, float %_1) unnamed_addr #13 comdat align 2 {
_2:
  %_3 = fmul contract float %_1, 0x400921FB60000000
  %_4 = fmul contract float %_3, %_1
  ret float %_4
}

define linkonce_odr dso_local float @_ZNK6Square4areaEf(%struct.Square* nonnull align 8 dereferenceable(8) %_0, float %_1) unnamed_addr #13 comdat align 2 {
_2:
  %_3 = fmul contract float %_1, %_1
  ret float %_3
}

declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #14

declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #14

attributes #0 = { norecurse nounwind }
attributes #1 = { nounwind argmemonly }
attributes #2 = { norecurse nounwind argmemonly }
attributes #3 = { norecurse nounwind argmemonly readonly }
attributes #4 = { norecurse nounwind readnone }
attributes #5 = { convergent norecurse nounwind }
attributes #6 = { convergent norecurse nounwind }
attributes #7 = { convergent norecurse nounwind argmemonly }
attributes #8 = { noinline norecurse nounwind argmemonly readonly }
attributes #9 = { convergent norecurse nounwind argmemonly }
attributes #10 = { norecurse nounwind argmemonly }
attributes #11 = { convergent norecurse nounwind inaccessiblemem_or_argmemonly }
attributes #12 = { nounwind speculatable readnone }
attributes #13 = { nounwind }
attributes #14 = { convergent nounwind inaccessiblememonly }
attributes #15 = { nounwind }
attributes #16 = { convergent nounwind }
attributes #17 = { convergent nounwind readnone }

!nvvm.annotations = !{!4, !5, !6, !7, !8, !9, !10, !11, !12, !13}
!nvvmir.version = !{!16}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{void (%struct.Params*, float*)* @_Z12byval_struct6ParamsPf, !"kernel", i32 1}
!5 = !{void (float*, float*)* @_Z16local_array_loopPKfPf, !"kernel", i32 1}
!6 = !{void (float*, float*)* @_Z16small_aggregatesPKfPf, !"kernel", i32 1}
!7 = !{void (float*, float*)* @_Z14function_tablePKfPf, !"kernel", i32 1}
!8 = !{void (float*, float*)* @_Z12virtual_callPKfPf, !"kernel", i32 1}
!9 = !{void (%struct.__half*, %struct.__half*)* @_Z9half_mathPK6__halfPS_, !"kernel", i32 1}
!10 = !{void (i32*)* @_Z17global_init_arithPi, !"kernel", i32 1}
!11 = !{void (float*, float*)* @_Z16local_to_genericPKfPf, !"kernel", i32 1}
!12 = !{void (%struct.Big*, float*)* @_Z10big_params3BigPf, !"kernel", i32 1}
!13 = !{void (float*, float*, i32*)* @_Z8warp_opsPKfPfPj, !"kernel", i32 1}
!14 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!15 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!16 = !{i32 2, i32 0}
!17 = !{!18, !22, i64 8}
!18 = !{!"_ZTS6Params", !19, i64 0, !19, i64 4, !22, i64 8, !23, i64 16}
!19 = !{!"float", !20, i64 0}
!20 = !{!"omnipotent char", !21, i64 0}
!21 = !{!"Simple C++ TBAA"}
!22 = !{!"int", !20, i64 0}
!23 = !{!"any pointer", !20, i64 0}
!24 = !{!18, !19, i64 0}
!25 = !{!18, !23, i64 16}
!26 = !{!19, !19, i64 0}
!27 = !{!18, !19, i64 4}
!28 = distinct !{!28}
!29 = !{!"llvm.loop.mustprogress"}
!30 = !{!"llvm.loop.unroll.disable"}
!31 = distinct !{!31}
!32 = !{!33, !19, i64 0}
!33 = !{!"_ZTS2Pt", !19, i64 0, !19, i64 4}
!34 = !{!33, !19, i64 4}
!35 = !{i64 0, i64 4, !26, i64 4, i64 4, !26}
!36 = !{i64 0, i64 4, !26}
!37 = distinct !{!37}
!38 = !{!23, !23, i64 0}
!39 = !{!40, !40, i64 0}
!40 = !{!"vtable pointer", !21, i64 0}
!41 = !{!42, !42, i64 0}
!42 = !{!"short", !20, i64 0}
!43 = !{i64 2155778556, i64 2155778574}
!44 = !{i64 2154116673}
!45 = !{i64 2155502353, i64 2155502380}
!46 = !{i64 6549481, i64 6549529, i64 6549576, i64 6549623, i64 6549670, i64 6549717, i64 2155689414, i64 2155689445, i64 2155689499, i64 2155689553, i64 2155689615, i64 2155689694, i64 2155689971, i64 2155690002, i64 2155690056, i64 2155690110, i64 2155690172, i64 2155690251, i64 6549852, i64 6549899}
!47 = !{i64 2155532689, i64 2155532716}
!48 = !{i64 6546069, i64 6546117, i64 6546164, i64 6546211, i64 6546258, i64 6546305, i64 6546353, i64 6546400, i64 6546447, i64 6546494}
!49 = !{i64 0, i64 2, !41}
!50 = !{!22, !22, i64 0}
!51 = distinct !{!51}
