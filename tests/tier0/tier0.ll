; Seed 002's Tier 0 passes, each with something to do: a tail-recursive
; helper (tailcallelim), two identical constant tables (constmerge), a
; store overwritten before anything reads it (dse), a flag that stays
; zero around a loop (sccp), a barrier repeated with nothing between
; (barrier-opt) and a memset-zeroed local array (memcpyopt, which lets
; sroa and mem2reg keep it out of local memory).
target triple = "nvptx64-nvidia-cuda"

@lut_a = private unnamed_addr addrspace(4) constant [4 x i32] [i32 3, i32 5, i32 7, i32 11], align 4
@lut_b = private unnamed_addr addrspace(4) constant [4 x i32] [i32 3, i32 5, i32 7, i32 11], align 4

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define internal i32 @gcd(i32 %a, i32 %b) {
entry:
  %z = icmp eq i32 %b, 0
  br i1 %z, label %done, label %rec
rec:
  %r = urem i32 %a, %b
  %g = tail call i32 @gcd(i32 %b, i32 %r)
  ret i32 %g
done:
  ret i32 %a
}

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %ip = getelementptr i32, ptr addrspace(1) %in, i64 %t64
  %x0 = load i32, ptr addrspace(1) %ip, align 4
  %arr = alloca [4 x i32], align 16
  call void @llvm.memset.p0.i64(ptr %arr, i8 0, i64 16, i1 false)
  %e1 = getelementptr [4 x i32], ptr %arr, i64 0, i64 1
  store i32 %x0, ptr %e1, align 4
  %e2 = getelementptr [4 x i32], ptr %arr, i64 0, i64 2
  %z = load i32, ptr %e2, align 4
  %y = load i32, ptr %e1, align 4
  %x = add i32 %y, %z
  %op = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  %i3 = and i32 %t, 3
  %i64 = zext i32 %i3 to i64
  %pa = getelementptr [4 x i32], ptr addrspace(4) @lut_a, i64 0, i64 %i64
  %pb = getelementptr [4 x i32], ptr addrspace(4) @lut_b, i64 0, i64 %i64
  %a = load i32, ptr addrspace(4) %pa, align 4
  %b = load i32, ptr addrspace(4) %pb, align 4
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %flag = phi i32 [ 0, %entry ], [ %flag1, %latch ]
  %acc = phi i32 [ %x, %entry ], [ %acc1, %latch ]
  %set = icmp ne i32 %flag, 0
  br i1 %set, label %odd, label %latch
odd:
  %bad = mul i32 %acc, 7
  br label %latch
latch:
  %flag1 = phi i32 [ 1, %odd ], [ %flag, %loop ]
  %acc2 = phi i32 [ %bad, %odd ], [ %acc, %loop ]
  %acc1 = add i32 %acc2, %i
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.barrier0()
  %g = call i32 @gcd(i32 %acc1, i32 %a)
  store i32 %g, ptr addrspace(1) %op, align 4
  %s = add i32 %g, %b
  store i32 %s, ptr addrspace(1) %op, align 4
  ret void
}
