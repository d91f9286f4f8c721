; The kernel half of a two-module program (driver/tests/link.rs): it calls
; @scale and reads @bias, which helper.ll defines; its internal @twice is
; not helper.ll's.
target triple = "nvptx64-nvidia-cuda"

@bias = external addrspace(1) global float, align 4

declare float @scale(float, i32)

; Internal in both modules: each keeps its own.
define internal float @twice(float %x) noinline {
  %y = fadd float %x, 1.0
  ret float %y
}

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr float, ptr addrspace(1) %in, i32 %t
  %x = load float, ptr addrspace(1) %p, align 4
  %y = call float @scale(float %x, i32 %n)
  %b = load float, ptr addrspace(1) @bias, align 4
  %z = fadd float %y, %b
  %w = call float @twice(float %z)
  %q = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %w, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
