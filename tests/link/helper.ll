; The library half (driver/tests/link.rs): @scale, its internal helper
; @twice (a name main.ll could also use without a clash) and @bias.
target triple = "nvptx64-nvidia-cuda"

@bias = addrspace(1) global float 0.5, align 4

define internal float @twice(float %x) noinline {
  %y = fadd float %x, %x
  ret float %y
}

define float @scale(float %x, i32 %n) noinline {
  %f = sitofp i32 %n to float
  %d = call float @twice(float %x)
  %r = fmul float %d, %f
  ret float %r
}
