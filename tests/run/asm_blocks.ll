; Inline asm blocks in the style of CUDA's headers (scoped registers,
; several instructions, immediates, a tied operand, a predicate, two
; outputs), on random words and the scalar parameter: the nvvm
; interpreter runs each block as PTX, instruction selection lowers it.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %a = load i32, ptr addrspace(1) %pa, align 4
  %f = sitofp i32 %a to float
  %g = sitofp i32 %n to float
  ; f32 pair -> packed bf16x2 -> back to the low half as f32
  %packed = call i32 asm "{ .reg .b16 lo, hi;\0A cvt.rn.bf16.f32 lo, $1;\0A cvt.rn.bf16.f32 hi, $2;\0A mov.b32 $0, {lo, hi}; }", "=r,f,f"(float %f, float %g)
  %low = call float asm "{ .reg .b16 lo, hi;\0A mov.b32 {lo, hi}, $1;\0A mov.b32 $0, {0, lo}; }", "=f,r"(i32 %packed)
  ; immediate and tied operand
  %m = call i32 asm "{ .reg .b32 t;\0A mul.lo.s32 t, $1, $2;\0A xor.b32 $0, t, $0; }", "=r,r,n,0"(i32 %a, i32 -7, i32 %n)
  ; predicate and two results
  %pr = call { i32, i32 } asm "{ .reg .pred p;\0A setp.lt.s32 p, $2, $3;\0A selp.b32 $0, $2, $3, p;\0A selp.b32 $1, $3, $2, p; }", "=r,=r,r,r"(i32 %a, i32 %n)
  %mn = extractvalue { i32, i32 } %pr, 0
  %mx = extractvalue { i32, i32 } %pr, 1
  %row = mul i32 %tid, 5
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %row
  store i32 %packed, ptr addrspace(1) %o0, align 4
  %lowi = bitcast float %low to i32
  %r1 = add i32 %row, 1
  %o1 = getelementptr i32, ptr addrspace(1) %out, i32 %r1
  store i32 %lowi, ptr addrspace(1) %o1, align 4
  %r2 = add i32 %row, 2
  %o2 = getelementptr i32, ptr addrspace(1) %out, i32 %r2
  store i32 %m, ptr addrspace(1) %o2, align 4
  %r3 = add i32 %row, 3
  %o3 = getelementptr i32, ptr addrspace(1) %out, i32 %r3
  store i32 %mn, ptr addrspace(1) %o3, align 4
  %r4 = add i32 %row, 4
  %o4 = getelementptr i32, ptr addrspace(1) %out, i32 %r4
  store i32 %mx, ptr addrspace(1) %o4, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
