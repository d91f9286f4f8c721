; Switches for instruction selection's compare tree (isel control.rs):
; each kernel maps x[tid] through a switch to y[tid]. Sorted by unsigned
; value, cases split at the median with `setp.lt`, leaves of at most three
; equality tests, then the default.
target triple = "nvptx64-nvidia-cuda"

; Nine sparse i32 cases, the last one far away.
define ptx_kernel void @sw32(ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %x, i64 %t64
  %v = load i32, ptr addrspace(1) %p, align 4
  switch i32 %v, label %def [
    i32 0, label %a
    i32 1, label %b
    i32 2, label %c
    i32 3, label %d
    i32 5, label %e
    i32 8, label %a
    i32 13, label %b
    i32 21, label %c
    i32 100, label %d
  ]
a:
  br label %out
b:
  br label %out
c:
  br label %out
d:
  br label %out
e:
  %m = mul i32 %v, 7
  br label %out
def:
  %n = add i32 %v, 1000
  br label %out
out:
  %r = phi i32 [ 10, %a ], [ 20, %b ], [ 30, %c ], [ 40, %d ], [ %m, %e ], [ %n, %def ]
  %q = getelementptr inbounds i32, ptr addrspace(1) %y, i64 %t64
  store i32 %r, ptr addrspace(1) %q, align 4
  ret void
}

; i64 cases on both sides of zero: negative values sort last unsigned.
define ptx_kernel void @sw64(ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %p = getelementptr inbounds i64, ptr addrspace(1) %x, i64 %t64
  %v = load i64, ptr addrspace(1) %p, align 8
  switch i64 %v, label %def [
    i64 -5, label %a
    i64 -1, label %b
    i64 0, label %c
    i64 3, label %d
    i64 7, label %a
    i64 1099511627776, label %b
  ]
a:
  br label %out
b:
  br label %out
c:
  br label %out
d:
  br label %out
def:
  br label %out
out:
  %r = phi i64 [ 1, %a ], [ 2, %b ], [ 3, %c ], [ 4, %d ], [ %v, %def ]
  %q = getelementptr inbounds i64, ptr addrspace(1) %y, i64 %t64
  store i64 %r, ptr addrspace(1) %q, align 8
  ret void
}

; i8 cases across the sign bit (127, -128, -1): compared zero-extended.
define ptx_kernel void @sw8(ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %p = getelementptr inbounds i8, ptr addrspace(1) %x, i64 %t64
  %v = load i8, ptr addrspace(1) %p, align 1
  switch i8 %v, label %def [
    i8 -128, label %a
    i8 -1, label %b
    i8 0, label %c
    i8 1, label %d
    i8 2, label %a
    i8 127, label %b
    i8 -2, label %c
  ]
a:
  br label %out
b:
  br label %out
c:
  br label %out
d:
  br label %out
def:
  br label %out
out:
  %r = phi i32 [ 1, %a ], [ 2, %b ], [ 3, %c ], [ 4, %d ], [ 5, %def ]
  %q = getelementptr inbounds i32, ptr addrspace(1) %y, i64 %t64
  store i32 %r, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
