; fp128 as a storage type (llvm/test/CodeGen/NVPTX/fp128-storage-type.ll):
; values are loaded, passed to and returned from a function, selected and
; stored, never computed with. Thread t swaps its 16-byte element with
; its neighbour's, or writes the constant 1.0 (0xL...3FFF000000000000)
; where n says so.
target triple = "nvptx64-nvidia-cuda"

define internal fp128 @pick(fp128 %a, fp128 %b, i1 %c) noinline {
  %r = select i1 %c, fp128 %a, fp128 %b
  ret fp128 %r
}

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %u = xor i32 %t, 1
  %pa = getelementptr fp128, ptr addrspace(1) %in, i32 %t
  %pb = getelementptr fp128, ptr addrspace(1) %in, i32 %u
  %a = load fp128, ptr addrspace(1) %pa, align 16
  %b = load fp128, ptr addrspace(1) %pb, align 16
  %c = icmp slt i32 %t, %n
  %x = call fp128 @pick(fp128 %b, fp128 0xL00000000000000003FFF000000000000, i1 %c)
  %po = getelementptr fp128, ptr addrspace(1) %out, i32 %t
  store fp128 %x, ptr addrspace(1) %po, align 16
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
