; sm_100a's byte forms of ldmatrix and stmatrix (LLVM's wmma-ptx86-sm100a
; tests; CUTLASS's SM100 LDSM copy atoms): a transposed 16x16 byte matrix
; (two registers per matrix), 8x16 bytes unpacked from 6- and 4-bit
; elements, and a transposed 16x8 byte store.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(3) %s, ptr addrspace(1) %o, i32 %v) {
  %a = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x2.trans.b8.p3(ptr addrspace(3) %s)
  %b = call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x1.trans.b8x16.b4x16_p64.p3(ptr addrspace(3) %s)
  %c = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x4.b8x16.b6x16_p32.p3(ptr addrspace(3) %s)
  %a3 = extractvalue { i32, i32, i32, i32 } %a, 3
  %b1 = extractvalue { i32, i32 } %b, 1
  %c2 = extractvalue { i32, i32, i32, i32 } %c, 2
  call void @llvm.nvvm.stmatrix.sync.aligned.m16n8.x2.trans.b8.p3(ptr addrspace(3) %s, i32 %a3, i32 %v)
  %x = add i32 %b1, %c2
  store i32 %x, ptr addrspace(1) %o
  ret void
}

declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x2.trans.b8.p3(ptr addrspace(3))
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x1.trans.b8x16.b4x16_p64.p3(ptr addrspace(3))
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x4.b8x16.b6x16_p32.p3(ptr addrspace(3))
declare void @llvm.nvvm.stmatrix.sync.aligned.m16n8.x2.trans.b8.p3(ptr addrspace(3), i32, i32)
