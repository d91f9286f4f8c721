; Calls through function pointers that pass a struct by value (as virtual
; calls with struct parameters do): the callee writes to its copy, and
; the caller's struct stays as it was.
target triple = "nvptx64-nvidia-cuda"

%pair = type { i32, i32, i64 }

@ops = internal addrspace(1) global [2 x ptr] [ptr @sum, ptr @diff], align 8

define internal i32 @sum(ptr byval(%pair) align 8 %p, i32 %k) noinline {
  %a = load i32, ptr %p, align 8
  %bp = getelementptr %pair, ptr %p, i32 0, i32 2
  %b = load i64, ptr %bp, align 8
  %b32 = trunc i64 %b to i32
  %s = add i32 %a, %b32
  %t = mul i32 %s, %k
  store i32 %t, ptr %p, align 8
  %again = load i32, ptr %p, align 8
  ret i32 %again
}

define internal i32 @diff(ptr byval(%pair) align 8 %p, i32 %k) noinline {
  %a = load i32, ptr %p, align 8
  %bp = getelementptr %pair, ptr %p, i32 0, i32 2
  %b = load i64, ptr %bp, align 8
  %b32 = trunc i64 %b to i32
  %s = sub i32 %a, %b32
  %t = xor i32 %s, %k
  store i64 0, ptr %bp, align 8
  ret i32 %t
}

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %x = load i32, ptr addrspace(1) %pi, align 4
  %s = alloca %pair, align 8
  store i32 %x, ptr %s, align 8
  %s1 = getelementptr %pair, ptr %s, i32 0, i32 1
  store i32 %n, ptr %s1, align 4
  %sb = getelementptr %pair, ptr %s, i32 0, i32 2
  %x64 = sext i32 %x to i64
  %y = mul i64 %x64, 3
  store i64 %y, ptr %sb, align 8
  %sel = and i32 %tid, 1
  %slot = getelementptr [2 x ptr], ptr addrspace(1) @ops, i32 0, i32 %sel
  %f = load ptr, ptr addrspace(1) %slot, align 8
  %r = call i32 %f(ptr byval(%pair) align 8 %s, i32 %n)
  ; The caller's copy is untouched.
  %a2 = load i32, ptr %s, align 8
  %b2 = load i64, ptr %sb, align 8
  %b32 = trunc i64 %b2 to i32
  %base = mul i32 %tid, 3
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %base
  store i32 %r, ptr addrspace(1) %o, align 4
  %o1 = getelementptr i32, ptr addrspace(1) %o, i32 1
  store i32 %a2, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr i32, ptr addrspace(1) %o, i32 2
  store i32 %b32, ptr addrspace(1) %o2, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
