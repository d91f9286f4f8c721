; ModuleID = 'realworld.cu'
source_filename = "realworld.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Params = type { float, float, i32, ptr }
%struct.Pt = type { float, float }
%struct.Disc = type { %struct.Shape }
%struct.Shape = type { ptr }
%struct.Square = type { %struct.Shape }
%struct.__half = type { i16 }
%struct.Big = type { [1200 x float] }

$_ZNK4Disc4areaEf = comdat any

$_ZNK6Square4areaEf = comdat any

$_ZTV4Disc = comdat any

$_ZTV6Square = comdat any

@_ZL3ops = internal unnamed_addr addrspace(4) constant [2 x ptr] [ptr @_Z5twicef, ptr @_Z6squaref], align 8
@table = dso_local addrspace(1) externally_initialized global [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 4
@cursor = dso_local addrspace(1) externally_initialized global ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(1) @table to ptr), i64 8), align 8
@_ZTV4Disc = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr null, ptr @_ZNK4Disc4areaEf] }, comdat, align 8
@_ZTV6Square = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr null, ptr @_ZNK6Square4areaEf] }, comdat, align 8
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @cursor to ptr), ptr addrspacecast (ptr addrspace(1) @table to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none)
define dso_local void @_Z12byval_struct6ParamsPf(ptr nocapture noundef readonly byval(%struct.Params) align 8 %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = getelementptr inbounds %struct.Params, ptr %0, i64 0, i32 2
  %9 = load i32, ptr %8, align 8, !tbaa !17
  %10 = icmp slt i32 %7, %9
  br i1 %10, label %11, label %23

11:                                               ; preds = %2
  %12 = load float, ptr %0, align 8, !tbaa !24
  %13 = getelementptr inbounds %struct.Params, ptr %0, i64 0, i32 3
  %14 = load ptr, ptr %13, align 8, !tbaa !25
  %15 = sext i32 %7 to i64
  %16 = getelementptr inbounds float, ptr %14, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !26
  %18 = fmul contract float %12, %17
  %19 = getelementptr inbounds %struct.Params, ptr %0, i64 0, i32 1
  %20 = load float, ptr %19, align 4, !tbaa !27
  %21 = fadd contract float %18, %20
  %22 = getelementptr inbounds float, ptr %1, i64 %15
  store float %21, ptr %22, align 4, !tbaa !26
  br label %23

23:                                               ; preds = %11, %2
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z16local_array_loopPKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #2 {
  %3 = alloca [8 x float], align 4
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #15
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !26
  br label %12

12:                                               ; preds = %2, %12
  %13 = phi i32 [ 0, %2 ], [ %14, %12 ]
  %14 = add nuw nsw i32 %13, 1
  %15 = sitofp i32 %14 to float
  %16 = fmul contract float %11, %15
  %17 = zext i32 %13 to i64
  %18 = getelementptr inbounds [8 x float], ptr %3, i64 0, i64 %17
  store float %16, ptr %18, align 4, !tbaa !26
  %19 = icmp eq i32 %14, 8
  br i1 %19, label %23, label %12, !llvm.loop !28

20:                                               ; preds = %23
  %21 = sext i32 %8 to i64
  %22 = getelementptr inbounds float, ptr %1, i64 %21
  store float %34, ptr %22, align 4, !tbaa !26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #15
  ret void

23:                                               ; preds = %12, %23
  %24 = phi i32 [ %35, %23 ], [ 0, %12 ]
  %25 = phi float [ %34, %23 ], [ 0.000000e+00, %12 ]
  %26 = zext i32 %24 to i64
  %27 = getelementptr inbounds [8 x float], ptr %3, i64 0, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !26
  %29 = sub nuw nsw i32 7, %24
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [8 x float], ptr %3, i64 0, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !26
  %33 = fmul contract float %28, %32
  %34 = fadd contract float %25, %33
  %35 = add nuw nsw i32 %24, 1
  %36 = icmp eq i32 %35, 8
  br i1 %36, label %20, label %23, !llvm.loop !31
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Pt @_Z3mid2PtS_(ptr nocapture noundef readonly byval(%struct.Pt) align 4 %0, ptr nocapture noundef readonly byval(%struct.Pt) align 4 %1) local_unnamed_addr #3 {
  %3 = load float, ptr %0, align 4, !tbaa !32
  %4 = load float, ptr %1, align 4, !tbaa !32
  %5 = fadd contract float %3, %4
  %6 = fmul contract float %5, 5.000000e-01
  %7 = getelementptr inbounds %struct.Pt, ptr %0, i64 0, i32 1
  %8 = load float, ptr %7, align 4, !tbaa !34
  %9 = getelementptr inbounds %struct.Pt, ptr %1, i64 0, i32 1
  %10 = load float, ptr %9, align 4, !tbaa !34
  %11 = fadd contract float %8, %10
  %12 = fmul contract float %11, 5.000000e-01
  %13 = insertvalue %struct.Pt poison, float %6, 0
  %14 = insertvalue %struct.Pt %13, float %12, 1
  ret %struct.Pt %14
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z16small_aggregatesPKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #2 {
  %3 = alloca [4 x %struct.Pt], align 8
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #15
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !26
  br label %43

12:                                               ; preds = %43
  %13 = load float, ptr %3, align 8
  %14 = getelementptr inbounds i8, ptr %3, i64 4
  %15 = load float, ptr %14, align 4
  %16 = getelementptr inbounds [4 x %struct.Pt], ptr %3, i64 0, i64 1
  %17 = load float, ptr %16, align 8
  %18 = getelementptr inbounds [4 x %struct.Pt], ptr %3, i64 0, i64 1, i32 1
  %19 = load float, ptr %18, align 4
  %20 = fadd contract float %13, %17
  %21 = fmul contract float %20, 5.000000e-01
  %22 = fadd contract float %15, %19
  %23 = fmul contract float %22, 5.000000e-01
  %24 = getelementptr inbounds [4 x %struct.Pt], ptr %3, i64 0, i64 2
  %25 = load float, ptr %24, align 8
  %26 = getelementptr inbounds [4 x %struct.Pt], ptr %3, i64 0, i64 2, i32 1
  %27 = load float, ptr %26, align 4
  %28 = getelementptr inbounds [4 x %struct.Pt], ptr %3, i64 0, i64 3
  %29 = load float, ptr %28, align 8
  %30 = getelementptr inbounds [4 x %struct.Pt], ptr %3, i64 0, i64 3, i32 1
  %31 = load float, ptr %30, align 4
  %32 = fadd contract float %25, %29
  %33 = fmul contract float %32, 5.000000e-01
  %34 = fadd contract float %27, %31
  %35 = fmul contract float %34, 5.000000e-01
  %36 = fadd contract float %21, %33
  %37 = fmul contract float %36, 5.000000e-01
  %38 = fadd contract float %23, %35
  %39 = fmul contract float %38, 5.000000e-01
  %40 = fmul contract float %37, %39
  %41 = sext i32 %8 to i64
  %42 = getelementptr inbounds float, ptr %1, i64 %41
  store float %40, ptr %42, align 4, !tbaa !26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #15
  ret void

43:                                               ; preds = %2, %43
  %44 = phi i32 [ 0, %2 ], [ %51, %43 ]
  %45 = sitofp i32 %44 to float
  %46 = fadd contract float %11, %45
  %47 = fsub contract float %11, %45
  %48 = zext i32 %44 to i64
  %49 = getelementptr inbounds [4 x %struct.Pt], ptr %3, i64 0, i64 %48
  store float %46, ptr %49, align 8, !tbaa.struct !35
  %50 = getelementptr inbounds i8, ptr %49, i64 4
  store float %47, ptr %50, align 4, !tbaa.struct !36
  %51 = add nuw nsw i32 %44, 1
  %52 = icmp eq i32 %51, 4
  br i1 %52, label %12, label %43, !llvm.loop !37
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef float @_Z5twicef(float noundef %0) #4 {
  %2 = fmul contract float %0, 2.000000e+00
  ret float %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef float @_Z6squaref(float noundef %0) #4 {
  %2 = fmul contract float %0, %0
  ret float %2
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z14function_tablePKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #5 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = and i32 %7, 1
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds [2 x ptr], ptr addrspacecast (ptr addrspace(4) @_ZL3ops to ptr), i64 0, i64 %9
  %11 = load ptr, ptr %10, align 8, !tbaa !38
  %12 = sext i32 %7 to i64
  %13 = getelementptr inbounds float, ptr %0, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !26
  %15 = tail call contract noundef float %11(float noundef %14) #16
  %16 = getelementptr inbounds float, ptr %1, i64 %12
  store float %15, ptr %16, align 4, !tbaa !26
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local void @_Z12virtual_callPKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #6 {
  %3 = alloca %struct.Disc, align 8
  %4 = alloca %struct.Square, align 8
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #15
  store ptr getelementptr inbounds ({ [3 x ptr] }, ptr @_ZTV4Disc, i64 0, inrange i32 0, i64 2), ptr %3, align 8, !tbaa !39
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #15
  store ptr getelementptr inbounds ({ [3 x ptr] }, ptr @_ZTV6Square, i64 0, inrange i32 0, i64 2), ptr %4, align 8, !tbaa !39
  %10 = and i32 %9, 1
  %11 = icmp eq i32 %10, 0
  %12 = select i1 %11, ptr %4, ptr %3
  %13 = sext i32 %9 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !26
  %16 = load ptr, ptr %12, align 8, !tbaa !39
  %17 = load ptr, ptr %16, align 8
  %18 = call contract noundef float %17(ptr noundef nonnull align 8 dereferenceable(8) %12, float noundef %15) #16
  %19 = getelementptr inbounds float, ptr %1, i64 %13
  store float %18, ptr %19, align 4, !tbaa !26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #15
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z9half_mathPK6__halfPS_(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #7 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds %struct.__half, ptr %0, i64 %8
  %10 = load i16, ptr %9, align 2, !tbaa !41
  %11 = tail call i16 asm "{abs.f16 $0,$1;\0A}", "=h,h"(i16 %10) #17, !srcloc !43
  %12 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 1.000000e+00) #17, !srcloc !44
  %13 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %11, i16 %12) #17, !srcloc !45
  %14 = tail call i16 asm "{.reg.b16         h, r;           \0A .reg.b32         f;              \0A  mov.b16         h, $1;          \0A  cvt.f32.f16     f, h;           \0A  lg2.approx.ftz.f32  f, f;       \0A  cvt.rn.f16.f32      r, f;       \0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0xA2E2U;\0A  mov.b16 ulp,0x8080U;\0A  set.eq.f16.f16 p,r, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0xBF46U;\0A  mov.b16 ulp,0x9400U;\0A  set.eq.f16.f16 p,r, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A  mov.b16         $0, r;          \0A}", "=h,h"(i16 %13) #17, !srcloc !46
  %15 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 2.500000e-01) #17, !srcloc !44
  %16 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %11, i16 %15) #17, !srcloc !47
  %17 = tail call i16 asm "{.reg.b32         f, ULP;         \0A .reg.b16         r;              \0A  mov.b16         r,$1;           \0A  cvt.f32.f16     f,r;            \0A  ex2.approx.ftz.f32      f,f;    \0A  mov.b32         ULP, 0x33800000U;\0A  fma.rn.f32      f,f,ULP,f;      \0A  cvt.rn.f16.f32      r,f;        \0A  mov.b16         $0,r;           \0A}", "=h,h"(i16 %16) #17, !srcloc !48
  %18 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %14, i16 %17) #17, !srcloc !45
  %19 = getelementptr inbounds %struct.__half, ptr %1, i64 %8
  store i16 %18, ptr %19, align 2, !tbaa.struct !49
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none)
define dso_local void @_Z17global_init_arithPi(ptr nocapture noundef writeonly %0) local_unnamed_addr #0 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = load ptr, ptr addrspacecast (ptr addrspace(1) @cursor to ptr), align 8, !tbaa !38
  %4 = and i32 %2, 3
  %5 = zext i32 %4 to i64
  %6 = getelementptr inbounds i32, ptr %3, i64 %5
  %7 = load i32, ptr %6, align 4, !tbaa !50
  %8 = and i32 %2, 7
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(1) @table to ptr), i64 0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !50
  %12 = add nsw i32 %11, %7
  %13 = sext i32 %2 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  store i32 %12, ptr %14, align 4, !tbaa !50
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z4sum3PKf(ptr nocapture noundef readonly %0) local_unnamed_addr #8 {
  %2 = load float, ptr %0, align 4, !tbaa !26
  %3 = getelementptr inbounds float, ptr %0, i64 1
  %4 = load float, ptr %3, align 4, !tbaa !26
  %5 = fadd contract float %2, %4
  %6 = getelementptr inbounds float, ptr %0, i64 2
  %7 = load float, ptr %6, align 4, !tbaa !26
  %8 = fadd contract float %5, %7
  ret float %8
}

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z16local_to_genericPKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #9 {
  %3 = alloca [3 x float], align 4
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %3) #15
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !26
  store float %11, ptr %3, align 4, !tbaa !26
  %12 = getelementptr inbounds float, ptr %3, i64 1
  %13 = fmul contract float %11, 2.000000e+00
  store float %13, ptr %12, align 4, !tbaa !26
  %14 = getelementptr inbounds float, ptr %3, i64 2
  store float 3.000000e+00, ptr %14, align 4, !tbaa !26
  %15 = call contract noundef float @_Z4sum3PKf(ptr noundef nonnull %3) #15
  %16 = getelementptr inbounds float, ptr %1, i64 %9
  store float %15, ptr %16, align 4, !tbaa !26
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %3) #15
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z10big_params3BigPf(ptr nocapture noundef readonly byval(%struct.Big) align 4 %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #10 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = sext i32 %3 to i64
  %5 = getelementptr inbounds [1200 x float], ptr %0, i64 0, i64 %4
  %6 = load float, ptr %5, align 4, !tbaa !26
  %7 = sub nsw i32 1199, %3
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [1200 x float], ptr %0, i64 0, i64 %8
  %10 = load float, ptr %9, align 4, !tbaa !26
  %11 = fadd contract float %6, %10
  %12 = getelementptr inbounds float, ptr %1, i64 %4
  store float %11, ptr %12, align 4, !tbaa !26
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z8warp_opsPKfPfPj(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #11 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !26
  br label %17

12:                                               ; preds = %17
  %13 = fcmp contract ogt float %11, 0.000000e+00
  %14 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %13)
  %15 = and i32 %7, 31
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %24, label %29

17:                                               ; preds = %3, %17
  %18 = phi float [ %11, %3 ], [ %21, %17 ]
  %19 = phi i32 [ 16, %3 ], [ %22, %17 ]
  %20 = tail call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %18, i32 %19, i32 31)
  %21 = fadd contract float %18, %20
  %22 = lshr i32 %19, 1
  %23 = icmp ult i32 %19, 2
  br i1 %23, label %12, label %17, !llvm.loop !51

24:                                               ; preds = %12
  %25 = sdiv i32 %8, 32
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %1, i64 %26
  store float %21, ptr %27, align 4, !tbaa !26
  %28 = getelementptr inbounds i32, ptr %2, i64 %26
  store i32 %14, ptr %28, align 4, !tbaa !50
  br label %29

29:                                               ; preds = %24, %12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #12

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef float @_ZNK4Disc4areaEf(ptr noundef nonnull align 8 dereferenceable(8) %0, float noundef %1) unnamed_addr #13 comdat align 2 {
  %3 = fmul contract float %1, 0x400921FB60000000
  %4 = fmul contract float %3, %1
  ret float %4
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef float @_ZNK6Square4areaEf(ptr noundef nonnull align 8 dereferenceable(8) %0, float noundef %1) unnamed_addr #13 comdat align 2 {
  %3 = fmul contract float %1, %1
  ret float %3
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #14

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #14

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #5 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #6 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #7 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #8 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #9 = { convergent mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #10 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #11 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #12 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #14 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #15 = { nounwind }
attributes #16 = { convergent nounwind }
attributes #17 = { convergent nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14, !15}
!nvvmir.version = !{!16}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z12byval_struct6ParamsPf, !"kernel", i32 1}
!5 = !{ptr @_Z16local_array_loopPKfPf, !"kernel", i32 1}
!6 = !{ptr @_Z16small_aggregatesPKfPf, !"kernel", i32 1}
!7 = !{ptr @_Z14function_tablePKfPf, !"kernel", i32 1}
!8 = !{ptr @_Z12virtual_callPKfPf, !"kernel", i32 1}
!9 = !{ptr @_Z9half_mathPK6__halfPS_, !"kernel", i32 1}
!10 = !{ptr @_Z17global_init_arithPi, !"kernel", i32 1}
!11 = !{ptr @_Z16local_to_genericPKfPf, !"kernel", i32 1}
!12 = !{ptr @_Z10big_params3BigPf, !"kernel", i32 1}
!13 = !{ptr @_Z8warp_opsPKfPfPj, !"kernel", i32 1}
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
!28 = distinct !{!28, !29, !30}
!29 = !{!"llvm.loop.mustprogress"}
!30 = !{!"llvm.loop.unroll.disable"}
!31 = distinct !{!31, !29, !30}
!32 = !{!33, !19, i64 0}
!33 = !{!"_ZTS2Pt", !19, i64 0, !19, i64 4}
!34 = !{!33, !19, i64 4}
!35 = !{i64 0, i64 4, !26, i64 4, i64 4, !26}
!36 = !{i64 0, i64 4, !26}
!37 = distinct !{!37, !29, !30}
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
!51 = distinct !{!51, !29, !30}
