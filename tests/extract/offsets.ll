; Two loads whose indices differ by a constant: after sext(tid*4 + 1)
; splits, the second address is the first plus 4 (dag-share).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(i32* %in, i32* %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = mul i32 %t, 4
  %j1 = add i32 %b, 1
  %s0 = sext i32 %b to i64
  %s1 = sext i32 %j1 to i64
  %p0 = getelementptr i32, i32* %in, i64 %s0
  %p1 = getelementptr i32, i32* %in, i64 %s1
  %x0 = load i32, i32* %p0, align 4
  %x1 = load i32, i32* %p1, align 4
  %s = add i32 %x0, %x1
  %q = getelementptr i32, i32* %out, i32 %t
  store i32 %s, i32* %q
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32*)* @k, !"kernel", i32 1}
