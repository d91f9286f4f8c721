; Addresses in initializers at offsets no 8-byte word holds (a packed
; struct) and narrowed to 32 bits (`ptrtoint` to i32), as in LLVM's
; packed-aggr.ll: PTX writes them byte by byte with the mask operator
; (`0xFF00(sym)`, PTX 7.1). Each thread loads through both unaligned
; pointers and checks the narrowed address against the real one.
target triple = "nvptx64-nvidia-cuda"

%P = type <{ i8, ptr addrspace(1), i16, ptr addrspace(1) }>

@tab = addrspace(1) global [4 x i32] [i32 10, i32 20, i32 30, i32 40]
@pk = addrspace(1) global %P <{ i8 7, ptr addrspace(1) getelementptr (i32, ptr addrspace(1) @tab, i64 1), i16 9, ptr addrspace(1) @tab }>, align 1
@narrow = addrspace(1) global { i32, i32 } { i32 ptrtoint (ptr addrspace(1) @tab to i32), i32 5 }

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = getelementptr inbounds i8, ptr addrspace(1) @pk, i64 1
  %p1 = load ptr addrspace(1), ptr addrspace(1) %a, align 1
  %i1 = and i32 %t, 1
  %q1 = getelementptr i32, ptr addrspace(1) %p1, i32 %i1
  %v = load i32, ptr addrspace(1) %q1
  %b = getelementptr inbounds i8, ptr addrspace(1) @pk, i64 11
  %p2 = load ptr addrspace(1), ptr addrspace(1) %b, align 1
  %i2 = and i32 %t, 3
  %q2 = getelementptr i32, ptr addrspace(1) %p2, i32 %i2
  %w = load i32, ptr addrspace(1) %q2
  %nv = load i32, ptr addrspace(1) @narrow
  %real = ptrtoint ptr addrspace(1) @tab to i64
  %low = trunc i64 %real to i32
  %same = icmp eq i32 %nv, %low
  %ok = zext i1 %same to i32
  %s = add i32 %v, %w
  %s2 = mul i32 %s, %n
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %s2, ptr addrspace(1) %po
  %t2 = add i32 %t, 128
  %po2 = getelementptr i32, ptr addrspace(1) %out, i32 %t2
  store i32 %ok, ptr addrspace(1) %po2
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
