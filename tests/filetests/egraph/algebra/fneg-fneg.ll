; rule: fneg-fneg
; check: @fires: `-(-x)` is x on f32 and f64, bit for bit (NaN payloads, -0.0)
; check: @keeps: a single `-x` and `-(0.0 - x)` (fsub, not fneg) stay
; spec: block 256
; spec: arg i32[256] random
; spec: arg i64[256] random
; spec: arg i32[256] uninit
; spec: arg i64[256] uninit
; edge: block 11
; edge: arg i32[11] values(0,-2147483648,1,2139095040,-8388608,2143289344,2143289345,2139095041,-1,8388607,1065353216)
; edge: arg i64[11] values(0,-9223372036854775808,1,9218868437227405312,-4503599627370496,9221120237041090560,9221120237041090561,9218868437227405313,-1,4503599627370495,4607182418800017408)
; edge: arg i32[11] uninit
; edge: arg i64[11] uninit
; note: inputs are bit patterns (random i32/i64: NaNs with payloads, infinities, denormals, both zeros; edge values
; note: add quiet and signaling NaNs), outputs are stored as bits and compared bit for bit
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @fires(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out, ptr addrspace(1) %out64) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p.a = getelementptr i32, ptr addrspace(1) %a, i64 %i
  %xb = load i32, ptr addrspace(1) %p.a, align 4
  %p.b = getelementptr i64, ptr addrspace(1) %b, i64 %i
  %yb = load i64, ptr addrspace(1) %p.b, align 8
  %x = bitcast i32 %xb to float
  %n = fneg float %x
  %nn = fneg float %n
  %r = bitcast float %nn to i32
  %y = bitcast i64 %yb to double
  %m = fneg double %y
  %mm = fneg double %m
  %w = bitcast double %mm to i64
  %p.out = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %p.out, align 4
  %p.out64 = getelementptr i64, ptr addrspace(1) %out64, i64 %i
  store i64 %w, ptr addrspace(1) %p.out64, align 8
  ret void
}

define ptx_kernel void @keeps(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out, ptr addrspace(1) %out64) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p.a = getelementptr i32, ptr addrspace(1) %a, i64 %i
  %xb = load i32, ptr addrspace(1) %p.a, align 4
  %p.b = getelementptr i64, ptr addrspace(1) %b, i64 %i
  %yb = load i64, ptr addrspace(1) %p.b, align 8
  %x = bitcast i32 %xb to float
  %n = fneg float %x
  %r = bitcast float %n to i32
  %y = bitcast i64 %yb to double
  %m = fsub double 0.0, %y
  %mm = fneg double %m
  %w = bitcast double %mm to i64
  %p.out = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %p.out, align 4
  %p.out64 = getelementptr i64, ptr addrspace(1) %out64, i64 %i
  store i64 %w, ptr addrspace(1) %p.out64, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
