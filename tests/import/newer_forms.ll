; Newer and older spellings that map onto existing operations: `ptrtoaddr`,
; `atomicrmw elementwise`, a `splat` shuffle mask, an old-style constant
; `fadd` expression and `inttoptr (i64 0 ...)` as a null initializer.
target triple = "nvptx64-nvidia-cuda"

@null_slot = addrspace(1) global ptr inttoptr (i64 0 to ptr), align 8

define i64 @addr_of(ptr addrspace(1) %p) {
  %a = ptrtoaddr ptr addrspace(1) %p to i64
  ret i64 %a
}

define <2 x float> @lanes(ptr addrspace(1) %p, <2 x float> %v) {
  %old = atomicrmw volatile elementwise fadd ptr addrspace(1) %p, <2 x float> %v syncscope("device") monotonic, align 8
  %b = shufflevector <2 x float> %old, <2 x float> poison, <2 x i32> splat (i32 1)
  ret <2 x float> %b
}

define float @folded() {
  ret float fadd (float 1.0, float 2.5)
}
