; Forms of LLVM 19-21 text: debug records after a call (not its attribute
; groups), nuw/nusw GEPs, samesign, trunc nuw nsw, uitofp nneg, splat,
; range/initializes/captures/nofpclass attributes, atomic loads and stores
; with scopes; and a variadic callee with its call (lowered at import to a
; buffer of the variable arguments).
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(1) global [4 x i32] zeroinitializer, align 4

define internal noundef range(i32 0, 100) i32 @helper(i32 noundef range(i32 0, 50) %x, ptr noalias nocapture readonly initializes((0, 4)) dead_on_unwind writable %p) #0 {
  %v = load i32, ptr %p, align 4, !noundef !{}
  %s = add nuw nsw i32 %x, %v
  %c = icmp samesign ult i32 %s, 99
  %r = select i1 %c, i32 %s, i32 99
    #dbg_value(i32 %r, !10, !DIExpression(), !12)
  ret i32 %r
}

define ptx_kernel void @k(ptr addrspace(1) noundef align 16 captures(none) %out, ptr addrspace(1) nofree readonly captures(address) %in, i32 %n, float nofpclass(nan inf) %f) local_unnamed_addr #1 !dbg !5 {
entry:
  %tid = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
    #dbg_declare(ptr addrspace(1) %out, !10, !DIExpression(), !12)
  %w = zext nneg i32 %tid to i64
  %t8 = trunc nuw nsw i64 %w to i8
  %u = uitofp nneg i8 %t8 to float
  %p = getelementptr inbounds nuw i32, ptr addrspace(1) %in, i64 %w
  %q = getelementptr nusw i8, ptr addrspace(1) %p, i64 0
  %v = load atomic i32, ptr addrspace(1) %q syncscope("device") acquire, align 4
  %sp = insertelement <4 x i32> splat (i32 1), i32 %v, i64 0
  %red = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %sp)
  %g0 = load i32, ptr addrspace(1) getelementptr inbounds nuw (i8, ptr addrspace(1) @g, i64 4), align 4
  %gen = addrspacecast ptr addrspace(1) %q to ptr
  %h = call i32 @helper(i32 %red, ptr %gen)
  %va = call i32 (i32, ...) @pick(i32 1, i32 %h, double 2.5)
  %ff = fmul nnan ninf float %f, %u
  %ft = fptrunc nnan float %ff to half
  %fe = fpext half %ft to float
  %sel = select nnan i1 true, float %fe, float 0.0
  %fi = fptosi float %sel to i32
  %sum = add i32 %h, %fi
  %sum1 = add i32 %sum, %g0
  %sum2 = add i32 %sum1, %va
  %o = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %w
  store atomic i32 %sum2, ptr addrspace(1) %o syncscope("block") release, align 4
  ret void, !dbg !12
}

define internal i32 @pick(i32 %n, ...) {
  %ap = alloca ptr, align 8
  call void @llvm.va_start.p0(ptr %ap)
  %a = va_arg ptr %ap, i32
  %d = va_arg ptr %ap, double
  call void @llvm.va_end.p0(ptr %ap)
  %di = fptosi double %d to i32
  %r = add i32 %a, %di
  ret i32 %r
}

declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "target-cpu"="sm_80" }
attributes #1 = { nounwind "nvvm.maxntid"="128" "target-features"="+ptx80,+sm_80" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 20.1.0", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cu", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!10 = !DILocalVariable(name: "r", scope: !5, file: !1, line: 2, type: !11)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DILocation(line: 3, column: 1, scope: !5)
