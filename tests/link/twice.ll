; A second definition of @scale: linking it with helper.ll is an error.
target triple = "nvptx64-nvidia-cuda"

define float @scale(float %x, i32 %n) {
  ret float %x
}
