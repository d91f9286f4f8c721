; Attributes newer than the parser, a declaration directly followed by named
; metadata, and !dbg on a definition: all must be skipped, not fatal.
target triple = "nvptx64-nvidia-cuda"
declare void @ext(i32 noundef some_future_attr, ptr dead_on_return(8)) newfnattr
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
define void @k(i32 %a) future_attr !dbg !1 {
  call void @ext(i32 %a, ptr null)
  ret void
}
!1 = !{}
