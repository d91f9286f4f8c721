; Shapes of recent Triton / LLVM 19-21 output: ptx_kernel, "nvvm.reqntid",
; quoted names, numbered values, debug info and records, tbaa, multi-output
; inline asm returning a literal struct, ldmatrix/mma kept opaque, ldg,
; vectors, shuffles, votes, redux, cluster attributes.
source_filename = "triton_like"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@global_smem = external addrspace(3) global [0 x i8], align 16
@"quoted name" = internal addrspace(1) global i32 0, align 4

define ptx_kernel void @"matmul_kernel.0"(ptr addrspace(1) noalias captures(none) %0, ptr addrspace(1) noalias %1, i32 %2) local_unnamed_addr #0 !dbg !5 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !8
  %5 = and i32 %4, 31
  %6 = lshr i32 %4, 5
  #dbg_value(i32 %5, !9, !DIExpression(), !8)
  %7 = shl nuw nsw i32 %5, 4
  %8 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %7
  %9 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %8)
  %10 = extractvalue { i32, i32, i32, i32 } %9, 0
  %11 = extractvalue { i32, i32, i32, i32 } %9, 3
  %12 = tail call { float, float } asm sideeffect "mov.b32 $0, $2;\0A\09mov.b32 $1, $3;", "=f,=f,r,r"(i32 %10, i32 %11) #2
  %13 = extractvalue { float, float } %12, 0
  %14 = extractvalue { float, float } %12, 1
  %15 = fadd float %13, %14
  %16 = zext nneg i32 %4 to i64
  %17 = getelementptr float, ptr addrspace(1) %0, i64 %16
  %18 = tail call <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p1(ptr addrspace(1) %17, i32 16)
  %19 = extractelement <4 x float> %18, i64 2
  %20 = fmul float %15, %19
  %21 = tail call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %20, i32 16, i32 31)
  %22 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 true)
  %23 = tail call i32 @llvm.nvvm.redux.sync.add(i32 %22, i32 -1)
  %24 = icmp eq i32 %6, 0
  %25 = select i1 %24, float %21, float 0x7FF8000000000000
  %26 = insertvalue { float, i32 } undef, float %25, 0
  %27 = insertvalue { float, i32 } %26, i32 %23, 1
  %28 = extractvalue { float, i32 } %27, 0
  %29 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %16
  store float %28, ptr addrspace(1) %29, align 4, !tbaa !10
  %30 = atomicrmw add ptr addrspace(1) @"quoted name", i32 1 monotonic, align 4
  %31 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %28, float 2.000000e+00, float 1.000000e+00)
  %32 = tail call i32 @llvm.nvvm.f2i.rn(float %31)
  %33 = tail call i32 @llvm.smin.i32(i32 %32, i32 %2)
  %34 = tail call i32 @llvm.ctlz.i32(i32 %33, i1 false)
  %35 = tail call i32 @llvm.fshl.i32(i32 %34, i32 %33, i32 3)
  %36 = tail call i64 @llvm.nvvm.read.ptx.sreg.clock64()
  %37 = trunc nuw i64 %36 to i32
  %38 = add i32 %35, %37
  store volatile i32 %38, ptr addrspace(1) @"quoted name", align 4
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  call void @llvm.memset.p3.i64(ptr addrspace(3) align 16 @global_smem, i8 0, i64 64, i1 false)
  ret void, !dbg !8
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i64 @llvm.nvvm.read.ptx.sreg.clock64()
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3))
declare <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p1(ptr addrspace(1), i32)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32)
declare float @llvm.nvvm.fma.rn.ftz.f(float, float, float)
declare i32 @llvm.nvvm.f2i.rn(float)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.ctlz.i32(i32, i1 immarg)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare void @llvm.nvvm.barrier.sync(i32)
declare void @llvm.memset.p3.i64(ptr addrspace(3) nocapture writeonly, i8, i64, i1 immarg)

attributes #0 = { nounwind "nvvm.reqntid"="128,1,1" "nvvm.maxnreg"="128" "nvvm.cluster_dim"="2,1,1" }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.dbg.cu = !{!2}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!2 = distinct !DICompileUnit(language: DW_LANG_C, file: !3, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!3 = !DIFile(filename: "kernel.py", directory: "/tmp")
!5 = distinct !DISubprogram(name: "matmul_kernel", linkageName: "matmul_kernel.0", scope: !3, file: !3, line: 12, type: !6, scopeLine: 12, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!6 = !DISubroutineType(cc: DW_CC_normal, types: !7)
!7 = !{}
!8 = !DILocation(line: 14, column: 7, scope: !5)
!9 = !DILocalVariable(name: "lane", scope: !5, file: !3, line: 13, type: null)
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
