; Inputs of dialects/tests/stackcolor.rs: local arrays with lifetime
; markers, as clang writes them around libdevice's Payne-Hanek reduction.
target triple = "nvptx64-nvidia-cuda"

; @a's lifetime ends before @b's starts: one slot.
define ptx_kernel void @two(ptr addrspace(1) %out, i32 %n) {
entry:
  %a = alloca [8 x i32], align 4
  %b = alloca [6 x i32], align 8
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  call void @llvm.lifetime.start.p0(i64 32, ptr %a)
  br label %fill_a
fill_a:
  %k = phi i64 [ 0, %entry ], [ %k1, %fill_a ]
  %pa = getelementptr i32, ptr %a, i64 %k
  %v = trunc i64 %k to i32
  %w = mul i32 %v, %t
  store i32 %w, ptr %pa, align 4
  %k1 = add i64 %k, 1
  %more = icmp ult i64 %k1, 8
  br i1 %more, label %fill_a, label %read_a
read_a:
  %sel = and i32 %n, 7
  %j = zext i32 %sel to i64
  %qa = getelementptr i32, ptr %a, i64 %j
  %x = load i32, ptr %qa, align 4
  call void @llvm.lifetime.end.p0(i64 32, ptr %a)
  call void @llvm.lifetime.start.p0(i64 24, ptr %b)
  br label %fill_b
fill_b:
  %m = phi i64 [ 0, %read_a ], [ %m1, %fill_b ]
  %pb = getelementptr i32, ptr %b, i64 %m
  %u = trunc i64 %m to i32
  %z = add i32 %u, %x
  store i32 %z, ptr %pb, align 4
  %m1 = add i64 %m, 1
  %again = icmp ult i64 %m1, 6
  br i1 %again, label %fill_b, label %done
done:
  %sel2 = urem i32 %n, 6
  %j2 = zext i32 %sel2 to i64
  %qb = getelementptr i32, ptr %b, i64 %j2
  %y = load i32, ptr %qb, align 4
  call void @llvm.lifetime.end.p0(i64 24, ptr %b)
  %r = add i32 %x, %y
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

; Each arm of a branch uses its own array: they are never live together.
define ptx_kernel void @arms(ptr addrspace(1) %out, i32 %n) {
entry:
  %a = alloca [4 x i32], align 4
  %b = alloca [4 x i32], align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %odd = and i32 %t, 1
  %c = icmp eq i32 %odd, 0
  %j = and i32 %n, 3
  %jj = zext i32 %j to i64
  br i1 %c, label %left, label %right
left:
  call void @llvm.lifetime.start.p0(i64 16, ptr %a)
  store volatile i32 %t, ptr %a, align 4
  %pa1 = getelementptr i32, ptr %a, i64 1
  store volatile i32 %n, ptr %pa1, align 4
  %pa2 = getelementptr i32, ptr %a, i64 2
  store volatile i32 7, ptr %pa2, align 4
  %pa3 = getelementptr i32, ptr %a, i64 3
  store volatile i32 9, ptr %pa3, align 4
  %qa = getelementptr i32, ptr %a, i64 %jj
  %x = load volatile i32, ptr %qa, align 4
  call void @llvm.lifetime.end.p0(i64 16, ptr %a)
  br label %join
right:
  call void @llvm.lifetime.start.p0(i64 16, ptr %b)
  store volatile i32 %n, ptr %b, align 4
  %pb1 = getelementptr i32, ptr %b, i64 1
  store volatile i32 %t, ptr %pb1, align 4
  %pb2 = getelementptr i32, ptr %b, i64 2
  store volatile i32 3, ptr %pb2, align 4
  %pb3 = getelementptr i32, ptr %b, i64 3
  store volatile i32 5, ptr %pb3, align 4
  %qb = getelementptr i32, ptr %b, i64 %jj
  %y = load volatile i32, ptr %qb, align 4
  call void @llvm.lifetime.end.p0(i64 16, ptr %b)
  br label %join
join:
  %r = phi i32 [ %x, %left ], [ %y, %right ]
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

; Overlapping lifetimes (%a, %b), an array without markers (%c) and one
; whose address a call receives (%d) keep their own slots; %e, live only
; after %a and %b end, takes %a's.
define ptx_kernel void @apart(ptr addrspace(1) %out, i32 %n) {
entry:
  %a = alloca [4 x i32], align 4
  %b = alloca [4 x i32], align 4
  %c = alloca [4 x i32], align 4
  %d = alloca [4 x i32], align 4
  %e = alloca [4 x i32], align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  call void @llvm.lifetime.start.p0(i64 16, ptr %a)
  call void @llvm.lifetime.start.p0(i64 16, ptr %b)
  store volatile i32 %t, ptr %a, align 4
  store volatile i32 %n, ptr %b, align 4
  %x = load volatile i32, ptr %a, align 4
  %y = load volatile i32, ptr %b, align 4
  call void @llvm.lifetime.end.p0(i64 16, ptr %a)
  call void @llvm.lifetime.end.p0(i64 16, ptr %b)
  store volatile i32 %x, ptr %c, align 4
  %z = load volatile i32, ptr %c, align 4
  call void @llvm.lifetime.start.p0(i64 16, ptr %d)
  call void @fill(ptr %d, i32 %y)
  %w = load volatile i32, ptr %d, align 4
  call void @llvm.lifetime.end.p0(i64 16, ptr %d)
  call void @llvm.lifetime.start.p0(i64 16, ptr %e)
  store volatile i32 %w, ptr %e, align 4
  %v = load volatile i32, ptr %e, align 4
  call void @llvm.lifetime.end.p0(i64 16, ptr %e)
  %s0 = add i32 %x, %y
  %s1 = add i32 %s0, %z
  %s2 = add i32 %s1, %v
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %s2, ptr addrspace(1) %po, align 4
  ret void
}

; Markers on an address inside each array, not its start: LLVM ignores
; such markers, so the arrays are not known to be dead and keep their own
; slots although the markers never overlap.
define ptx_kernel void @inner(ptr addrspace(1) %out, i32 %n) {
entry:
  %a = alloca [4 x i32], align 4
  %b = alloca [4 x i32], align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %a1 = getelementptr i32, ptr %a, i64 1
  %b1 = getelementptr i32, ptr %b, i64 1
  store volatile i32 %t, ptr %a, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr %a1)
  store volatile i32 %n, ptr %a1, align 4
  %x = load volatile i32, ptr %a1, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %a1)
  call void @llvm.lifetime.start.p0(i64 4, ptr %b1)
  store volatile i32 %x, ptr %b1, align 4
  %y = load volatile i32, ptr %b1, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %b1)
  %z = load volatile i32, ptr %a, align 4
  %s = add i32 %y, %z
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %s, ptr addrspace(1) %po, align 4
  ret void
}

define void @fill(ptr %p, i32 %v) noinline {
  store i32 %v, ptr %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)
