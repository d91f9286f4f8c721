; Constant expressions in global initializers: a GEP into another global,
; its address as an integer plus an offset (add (ptrtoint @g, C)), and a
; generic address (driver/tests/intrinsics_run.rs).
target triple = "nvptx64-nvidia-cuda"

@tab = addrspace(1) global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@p1 = addrspace(1) global ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @tab, i64 4)
@p2 = addrspace(1) global i64 add (i64 ptrtoint (ptr addrspace(1) @tab to i64), i64 8)
@p3 = addrspace(1) global ptr getelementptr inbounds ([4 x i32], ptr addrspacecast (ptr addrspace(1) @tab to ptr), i64 0, i64 3)

define void @k(ptr addrspace(1) %out, ptr addrspace(1) %unused, i32 %n) {
  %a = load ptr addrspace(1), ptr addrspace(1) @p1
  %v = load i32, ptr addrspace(1) %a
  %b = load i64, ptr addrspace(1) @p2
  %bp = inttoptr i64 %b to ptr addrspace(1)
  %w = load i32, ptr addrspace(1) %bp
  %c = load ptr, ptr addrspace(1) @p3
  %x = load i32, ptr %c
  %s = add i32 %v, %w
  %s2 = add i32 %s, %x
  store i32 %s2, ptr addrspace(1) %out
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
