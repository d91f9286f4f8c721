; Two phases index with the same thread offsets from different bases:
; `(tid + 8) + base` can also be `(tid + base) + 8`, whose operand the
; phase's first access already reads. Either form alone costs the same
; while the other phase still reads `tid + 8`; moving both readers
; together frees `tid + 8` and `tid + 16` (rewrites/tests/extract.rs).
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()

define ptx_kernel void @phases(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cy = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %b1 = shl i32 %cx, 5
  %b2 = shl i32 %cy, 5
  %t8 = add i32 %t, 8
  %t16 = add i32 %t, 16
  %i0 = add i32 %t, %b1
  %i1 = add i32 %t8, %b1
  %i2 = add i32 %t16, %b1
  %j0 = add i32 %t, %b2
  %j1 = add i32 %t8, %b2
  %j2 = add i32 %t16, %b2
  %s0 = sext i32 %i0 to i64
  %p0 = getelementptr float, ptr addrspace(1) %in, i64 %s0
  %v0 = load float, ptr addrspace(1) %p0, align 4
  %s1 = sext i32 %i1 to i64
  %p1 = getelementptr float, ptr addrspace(1) %in, i64 %s1
  %v1 = load float, ptr addrspace(1) %p1, align 4
  %s2 = sext i32 %i2 to i64
  %p2 = getelementptr float, ptr addrspace(1) %in, i64 %s2
  %v2 = load float, ptr addrspace(1) %p2, align 4
  %k0 = mul i32 %j0, %n
  %k1 = mul i32 %j1, %n
  %k2 = mul i32 %j2, %n
  %e0 = sext i32 %k0 to i64
  %q0 = getelementptr float, ptr addrspace(1) %out, i64 %e0
  store float %v0, ptr addrspace(1) %q0, align 4
  %e1 = sext i32 %k1 to i64
  %q1 = getelementptr float, ptr addrspace(1) %out, i64 %e1
  store float %v1, ptr addrspace(1) %q1, align 4
  %e2 = sext i32 %k2 to i64
  %q2 = getelementptr float, ptr addrspace(1) %out, i64 %e2
  store float %v2, ptr addrspace(1) %q2, align 4
  ret void
}
