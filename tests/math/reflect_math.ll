; __nvvm_reflect of the math-mode queries: libNVVM 13 answers __CUDA_FTZ
; from -ftz, __CUDA_PREC_DIV from -prec-div and __CUDA_PREC_SQRT from
; -prec-sqrt (1, 1 by default). libdevice's sqrtf and division pick their
; code by these (driver/tests/math_flags.rs).
target triple = "nvptx64-nvidia-cuda"
@ftz = private unnamed_addr addrspace(4) constant [11 x i8] c"__CUDA_FTZ\00"
@div = private unnamed_addr addrspace(4) constant [16 x i8] c"__CUDA_PREC_DIV\00"
@sqrt = private unnamed_addr addrspace(4) constant [17 x i8] c"__CUDA_PREC_SQRT\00"
declare i32 @__nvvm_reflect(ptr)
define ptx_kernel void @k(ptr addrspace(1) %o) {
  %f = addrspacecast ptr addrspace(4) @ftz to ptr
  %r1 = call i32 @__nvvm_reflect(ptr %f)
  %d = addrspacecast ptr addrspace(4) @div to ptr
  %r2 = call i32 @__nvvm_reflect(ptr %d)
  %s = addrspacecast ptr addrspace(4) @sqrt to ptr
  %r3 = call i32 @__nvvm_reflect(ptr %s)
  %x1 = mul i32 %r1, 100
  %x2 = mul i32 %r2, 10
  %x = add i32 %x1, %x2
  %y = add i32 %x, %r3
  store i32 %y, ptr addrspace(1) %o
  ret void
}
