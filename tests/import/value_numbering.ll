; Implicit value numbers: an unnamed parameter after a named one is %0, and
; value-producing instructions written without `%N =` still take a number
; (so the next explicit one skips it, and it can be referred to).
target triple = "nvptx64-nvidia-cuda"

declare i32 @next()

define i32 @numbered(ptr %p, i32) {
  call i32 @next()
  atomicrmw add ptr %p, i32 %0 monotonic, align 4
  br label %4

4:
  %5 = add i32 %2, %3
  store i32 %5, ptr %p, align 4
  ret i32 %5
}

define void @kernel(ptr noalias %out, ptr) {
entry:
  %1 = call i32 @next()
  store i32 %1, ptr %0, align 4
  ret void
}
