; Module-level forms with nothing to lower: summary entries, use-list order
; hints (top level and in a body), attachments before a declaration's return
; type, and intrinsic declarations with `metadata` and `token` types.
target triple = "nvptx64-nvidia-cuda"

declare !dbg !3 void @helper(i32)
declare void @llvm.dbg.value(metadata, metadata, metadata)
declare token @llvm.experimental.convergence.entry()

define void @f(i32 %a, ptr %p) !dbg !3 {
entry:
  %b = add i32 %a, 1
  call void @llvm.dbg.value(metadata ptr %p, metadata !4, metadata !DIExpression()), !dbg !5
  call void @helper(i32 %b)
  call void @helper(i32 %a)
  ret void
  uselistorder i32 %a, { 1, 0 }
}

uselistorder ptr @helper, { 1, 0 }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "m.c", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "f", scope: !1, file: !1, unit: !0)
!4 = !DILocalVariable(name: "p", scope: !3)
!5 = !DILocation(line: 2, column: 1, scope: !3)

^0 = module: (path: "m.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "f") ; guid = 1
^2 = flags: 8
