; `1/x` in f32 and f64 (cuComplex's `cuCdiv` scales by `1.0 / s`): selected
; as `rcp.rn`, which is the correctly rounded reciprocal `div.rn` computes.
; The inputs are raw bit patterns: zeros, subnormals, infinities and NaNs
; included.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %t
  %bits = load i32, ptr addrspace(1) %pi, align 4
  %sh = lshr i32 %bits, %n
  %x = bitcast i32 %sh to float
  %r = fdiv float 1.0, %x
  %rb = bitcast float %r to i32
  %wide = zext i32 %bits to i64
  %wsh = shl i64 %wide, 29
  %y = bitcast i64 %wsh to double
  %s = fdiv double 1.0, %y
  %sb = bitcast double %s to i64
  %o = getelementptr inbounds i64, ptr addrspace(1) %out, i32 %t
  store i64 %sb, ptr addrspace(1) %o, align 8
  %o2 = getelementptr inbounds i64, ptr addrspace(1) %o, i32 128
  %rb64 = zext i32 %rb to i64
  store i64 %rb64, ptr addrspace(1) %o2, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
