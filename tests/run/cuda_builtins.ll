; What nvcc provides and clang leaves undefined: C++ `new[]`/`delete[]`
; and `new`/sized `delete` in device code (the device heap: malloc and
; free), and CUDA's 16-bit atomicCAS (`__usAtomicCAS`, declared
; __device_builtin__ by crt/sm_70_rt.hpp). Each thread allocates, fills
; and frees two blocks, then compare-and-swaps its own 16-bit slot twice;
; every result is written out.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @cuda_builtins(ptr %in, ptr %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ip = getelementptr i32, ptr %in, i32 %t
  %x = load i32, ptr %ip
  %arr = call ptr @_Znam(i64 16)
  store i32 %x, ptr %arr
  %a1 = getelementptr i32, ptr %arr, i32 3
  store i32 %n, ptr %a1
  %one = call ptr @_Znwm(i64 4)
  %y = xor i32 %x, %n
  store i32 %y, ptr %one
  %r0 = load i32, ptr %arr
  %r1 = load i32, ptr %a1
  %r2 = load i32, ptr %one
  call void @_ZdaPv(ptr %arr)
  call void @_ZdlPvm(ptr %one, i64 4)
  %s = add i32 %r0, %r1
  %s2 = mul i32 %s, %r2
  %op = getelementptr i32, ptr %out, i32 %t
  store i32 %s2, ptr %op
  ; 16-bit slots after the first 128 words.
  %base = getelementptr i32, ptr %out, i32 128
  %slot = getelementptr i16, ptr %base, i32 %t
  %x16 = trunc i32 %x to i16
  %old0 = call zeroext i16 @__usAtomicCAS(ptr %slot, i16 zeroext 0, i16 zeroext %x16)
  %old1 = call zeroext i16 @__usAtomicCAS(ptr %slot, i16 zeroext %x16, i16 zeroext 7)
  %old2 = call zeroext i16 @__usAtomicCAS(ptr %slot, i16 zeroext 0, i16 zeroext 9)
  %w0 = zext i16 %old0 to i32
  %w1 = zext i16 %old1 to i32
  %w2 = zext i16 %old2 to i32
  %w01 = shl i32 %w1, 16
  %w = or i32 %w0, %w01
  %t2 = add i32 %t, 256
  %q = getelementptr i32, ptr %out, i32 %t2
  store i32 %w, ptr %q
  %t3 = add i32 %t, 384
  %q3 = getelementptr i32, ptr %out, i32 %t3
  store i32 %w2, ptr %q3
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare ptr @_Znam(i64)
declare ptr @_Znwm(i64)
declare void @_ZdaPv(ptr)
declare void @_ZdlPvm(ptr, i64)
declare zeroext i16 @__usAtomicCAS(ptr, i16 zeroext, i16 zeroext)
