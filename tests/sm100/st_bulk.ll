; sm_100's st.bulk (llvm/test/CodeGen/NVPTX/st_bulk.ll's intrinsics):
; each block zeroes the 64-byte slice of `out` that its thread 0 names
; through the global form, and a shared tile through the shared form,
; which its threads then copy out; bytes outside the slices keep their
; values.
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [32 x i32] undef, align 8

define ptx_kernel void @st_bulk(ptr addrspace(1) %out, ptr addrspace(1) %copy, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ts = getelementptr i32, ptr addrspace(3) @tile, i32 %t
  store i32 %n, ptr addrspace(3) %ts, align 4
  call void @llvm.nvvm.barrier0()
  %first = icmp eq i32 %t, 0
  br i1 %first, label %zero, label %join
zero:
  %slice = shl i32 %b, 5
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %slice
  call void @llvm.nvvm.st.bulk(ptr addrspace(1) %p, i64 64, i64 0)
  %half = getelementptr i32, ptr addrspace(3) @tile, i32 16
  call void @llvm.nvvm.st.bulk.shared.cta(ptr addrspace(3) %half, i64 32, i64 0)
  br label %join
join:
  call void @llvm.nvvm.barrier0()
  %v = load i32, ptr addrspace(3) %ts, align 4
  %g = shl i32 %b, 5
  %i = add i32 %g, %t
  %q = getelementptr i32, ptr addrspace(1) %copy, i32 %i
  store i32 %v, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.st.bulk(ptr addrspace(1), i64, i64)
declare void @llvm.nvvm.st.bulk.shared.cta(ptr addrspace(3), i64, i64)
