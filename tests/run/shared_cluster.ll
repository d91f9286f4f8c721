; Accesses through LLVM's address space 7, the cluster's shared window
; (sm_90): stores, volatile loads, atomics and casts to and from generic
; and CTA-shared pointers. Every address is the running CTA's, which a
; cluster of one CTA (the interpreters) and a GPU agree on.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@buf = internal addrspace(3) global [128 x i32] undef, align 4

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %g = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %v = load i32, ptr addrspace(1) %g, align 4
  %s = getelementptr [128 x i32], ptr addrspace(3) @buf, i32 0, i32 %tid
  %c = addrspacecast ptr addrspace(3) %s to ptr addrspace(7)
  store i32 %v, ptr addrspace(7) %c, align 4
  call void @llvm.nvvm.barrier0()
  %x = xor i32 %tid, 1
  %s2 = getelementptr [128 x i32], ptr addrspace(3) @buf, i32 0, i32 %x
  %c2 = addrspacecast ptr addrspace(3) %s2 to ptr addrspace(7)
  %w = load volatile i32, ptr addrspace(7) %c2, align 4
  %old = atomicrmw add ptr addrspace(7) %c2, i32 %n monotonic, align 4
  %gen = addrspacecast ptr addrspace(7) %c2 to ptr
  %y = load i32, ptr %gen, align 4
  %back = addrspacecast ptr %gen to ptr addrspace(7)
  %m = atomicrmw max ptr addrspace(7) %back, i32 %tid monotonic, align 4
  %z = load i32, ptr addrspace(3) %s2, align 4
  %sum = add i32 %w, %old
  %sum2 = mul i32 %sum, %y
  %sum3 = xor i32 %sum2, %m
  %sum4 = add i32 %sum3, %z
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %sum4, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
