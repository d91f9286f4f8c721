; A memcpy between two global buffers: only the call's `align 4`
; attributes say the pointers are word-aligned. Instruction selection
; copies words, not bytes.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tn = add i32 %t, %n
  %i = and i32 %tn, 7
  %src = getelementptr inbounds [16 x i8], ptr addrspace(1) %in, i32 %i
  %dst = getelementptr inbounds [16 x i8], ptr addrspace(1) %out, i32 %t
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 4 %dst, ptr addrspace(1) align 4 %src, i64 16, i1 false)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
