; wmma m16n16k16 as CUDA's mma.h writes it: fragments loaded from global
; memory with and without a stride, multiplied, stored. The fragment
; layout is unspecified by the PTX ISA; the interpreters pick one
; (dialects/interp/src/tensor.rs), and a program that only loads,
; multiplies and stores computes the same product whichever it is.
; driver/tests/tensor_run.rs checks both interpreters against a product
; computed in the test.
target triple = "nvptx64-nvidia-cuda"

; d = a * b + c: a 16x16 f16 row-major with leading dimension %lda, b
; column-major (ld 16), c and d 16x16 f32 row-major (ld 16, in place).
define ptx_kernel void @wmma_f16(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, i32 %lda) {
entry:
  %fa = call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p1(ptr addrspace(1) %a, i32 %lda)
  %fb = call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p1(ptr addrspace(1) %b, i32 16)
  %fc = call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p1(ptr addrspace(1) %c, i32 16)
  %fa0 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fa, 0
  %fa1 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fa, 1
  %fa2 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fa, 2
  %fa3 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fa, 3
  %fa4 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fa, 4
  %fa5 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fa, 5
  %fa6 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fa, 6
  %fa7 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fa, 7
  %fb0 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fb, 0
  %fb1 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fb, 1
  %fb2 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fb, 2
  %fb3 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fb, 3
  %fb4 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fb, 4
  %fb5 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fb, 5
  %fb6 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fb, 6
  %fb7 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fb, 7
  %fc0 = extractvalue { float, float, float, float, float, float, float, float } %fc, 0
  %fc1 = extractvalue { float, float, float, float, float, float, float, float } %fc, 1
  %fc2 = extractvalue { float, float, float, float, float, float, float, float } %fc, 2
  %fc3 = extractvalue { float, float, float, float, float, float, float, float } %fc, 3
  %fc4 = extractvalue { float, float, float, float, float, float, float, float } %fc, 4
  %fc5 = extractvalue { float, float, float, float, float, float, float, float } %fc, 5
  %fc6 = extractvalue { float, float, float, float, float, float, float, float } %fc, 6
  %fc7 = extractvalue { float, float, float, float, float, float, float, float } %fc, 7
  %fd = call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half> %fa0, <2 x half> %fa1, <2 x half> %fa2, <2 x half> %fa3, <2 x half> %fa4, <2 x half> %fa5, <2 x half> %fa6, <2 x half> %fa7, <2 x half> %fb0, <2 x half> %fb1, <2 x half> %fb2, <2 x half> %fb3, <2 x half> %fb4, <2 x half> %fb5, <2 x half> %fb6, <2 x half> %fb7, float %fc0, float %fc1, float %fc2, float %fc3, float %fc4, float %fc5, float %fc6, float %fc7)
  %fd0 = extractvalue { float, float, float, float, float, float, float, float } %fd, 0
  %fd1 = extractvalue { float, float, float, float, float, float, float, float } %fd, 1
  %fd2 = extractvalue { float, float, float, float, float, float, float, float } %fd, 2
  %fd3 = extractvalue { float, float, float, float, float, float, float, float } %fd, 3
  %fd4 = extractvalue { float, float, float, float, float, float, float, float } %fd, 4
  %fd5 = extractvalue { float, float, float, float, float, float, float, float } %fd, 5
  %fd6 = extractvalue { float, float, float, float, float, float, float, float } %fd, 6
  %fd7 = extractvalue { float, float, float, float, float, float, float, float } %fd, 7
  call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p1(ptr addrspace(1) %c, float %fd0, float %fd1, float %fd2, float %fd3, float %fd4, float %fd5, float %fd6, float %fd7, i32 16)
  ret void
}

; The same in bf16 with a column-major and b row-major, no stride
; operands (leading dimension 16); %lda unused.
define ptx_kernel void @wmma_bf16(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, i32 %lda) {
entry:
  %fa = call { i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.a.col.bf16.p1(ptr addrspace(1) %a)
  %fb = call { i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.b.row.bf16.p1(ptr addrspace(1) %b)
  %fc = call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.row.f32.p1(ptr addrspace(1) %c)
  %fa0 = extractvalue { i32, i32, i32, i32 } %fa, 0
  %fa1 = extractvalue { i32, i32, i32, i32 } %fa, 1
  %fa2 = extractvalue { i32, i32, i32, i32 } %fa, 2
  %fa3 = extractvalue { i32, i32, i32, i32 } %fa, 3
  %fb0 = extractvalue { i32, i32, i32, i32 } %fb, 0
  %fb1 = extractvalue { i32, i32, i32, i32 } %fb, 1
  %fb2 = extractvalue { i32, i32, i32, i32 } %fb, 2
  %fb3 = extractvalue { i32, i32, i32, i32 } %fb, 3
  %fc0 = extractvalue { float, float, float, float, float, float, float, float } %fc, 0
  %fc1 = extractvalue { float, float, float, float, float, float, float, float } %fc, 1
  %fc2 = extractvalue { float, float, float, float, float, float, float, float } %fc, 2
  %fc3 = extractvalue { float, float, float, float, float, float, float, float } %fc, 3
  %fc4 = extractvalue { float, float, float, float, float, float, float, float } %fc, 4
  %fc5 = extractvalue { float, float, float, float, float, float, float, float } %fc, 5
  %fc6 = extractvalue { float, float, float, float, float, float, float, float } %fc, 6
  %fc7 = extractvalue { float, float, float, float, float, float, float, float } %fc, 7
  %fd = call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.col.row.bf16(i32 %fa0, i32 %fa1, i32 %fa2, i32 %fa3, i32 %fb0, i32 %fb1, i32 %fb2, i32 %fb3, float %fc0, float %fc1, float %fc2, float %fc3, float %fc4, float %fc5, float %fc6, float %fc7)
  %fd0 = extractvalue { float, float, float, float, float, float, float, float } %fd, 0
  %fd1 = extractvalue { float, float, float, float, float, float, float, float } %fd, 1
  %fd2 = extractvalue { float, float, float, float, float, float, float, float } %fd, 2
  %fd3 = extractvalue { float, float, float, float, float, float, float, float } %fd, 3
  %fd4 = extractvalue { float, float, float, float, float, float, float, float } %fd, 4
  %fd5 = extractvalue { float, float, float, float, float, float, float, float } %fd, 5
  %fd6 = extractvalue { float, float, float, float, float, float, float, float } %fd, 6
  %fd7 = extractvalue { float, float, float, float, float, float, float, float } %fd, 7
  call void @llvm.nvvm.wmma.m16n16k16.store.d.row.f32.p1(ptr addrspace(1) %c, float %fd0, float %fd1, float %fd2, float %fd3, float %fd4, float %fd5, float %fd6, float %fd7)
  ret void
}

declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p1(ptr addrspace(1), i32)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p1(ptr addrspace(1), i32)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p1(ptr addrspace(1), i32)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p1(ptr addrspace(1), float, float, float, float, float, float, float, float, i32)
declare { i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.a.col.bf16.p1(ptr addrspace(1))
declare { i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.b.row.bf16.p1(ptr addrspace(1))
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.row.f32.p1(ptr addrspace(1))
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.col.row.bf16(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.f32.p1(ptr addrspace(1), float, float, float, float, float, float, float, float)
