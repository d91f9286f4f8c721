; Calls that pass a local or shared pointer where the callee declares a
; generic one (valid with opaque pointers; clang writes it after inlining
; an address-space-specific wrapper): the call casts the address.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [128 x i32] undef, align 4

define internal void @accumulate(ptr %acc, i32 %v, i32 %k) noinline {
  %old = load i32, ptr %acc, align 4
  %m = mul i32 %v, %k
  %new = add i32 %old, %m
  store i32 %new, ptr %acc, align 4
  ret void
}

define void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %acc = alloca i32, align 4, addrspace(5)
  store i32 %n, ptr addrspace(5) %acc, align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %t
  %v = load i32, ptr addrspace(1) %pin, align 4
  call void @accumulate(ptr addrspace(5) %acc, i32 %v, i32 3)
  call void @accumulate(ptr addrspace(5) %acc, i32 %t, i32 %n)
  %ps = getelementptr inbounds [128 x i32], ptr addrspace(3) @tile, i32 0, i32 %t
  store i32 %t, ptr addrspace(3) %ps, align 4
  call void @accumulate(ptr addrspace(3) %ps, i32 %v, i32 %n)
  %a = load i32, ptr addrspace(5) %acc, align 4
  %s = load i32, ptr addrspace(3) %ps, align 4
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %a, ptr addrspace(1) %po, align 4
  %t2 = add i32 %t, 128
  %po2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t2
  store i32 %s, ptr addrspace(1) %po2, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
