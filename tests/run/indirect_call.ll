; Calls through function pointers: a table of functions in a global (as a
; virtual-call table), a pointer chosen by select, and a void callee
; (driver/tests/intrinsics_run.rs).
target triple = "nvptx64-nvidia-cuda"

@ops = internal addrspace(1) global [3 x ptr] [ptr @add1, ptr @twice, ptr @negate], align 8

define internal i32 @add1(i32 %x) noinline {
  %y = add i32 %x, 1
  ret i32 %y
}

define internal i32 @twice(i32 %x) noinline {
  %y = shl i32 %x, 1
  ret i32 %y
}

define internal i32 @negate(i32 %x) noinline {
  %y = sub i32 0, %x
  ret i32 %y
}

define internal void @put(ptr addrspace(1) %p, i32 %v) noinline {
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %t
  %x = load i32, ptr addrspace(1) %p, align 4
  %tn = add i32 %t, %n
  %k = urem i32 %tn, 3
  %slot = getelementptr [3 x ptr], ptr addrspace(1) @ops, i32 0, i32 %k
  %f = load ptr, ptr addrspace(1) %slot, align 8
  %r = call i32 %f(i32 %x)
  %odd = and i32 %t, 1
  %c = icmp eq i32 %odd, 0
  %g = select i1 %c, ptr @twice, ptr @add1
  %s = call i32 %g(i32 %r)
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %t
  %h = select i1 %c, ptr @put, ptr @put
  call void %h(ptr addrspace(1) %q, i32 %s)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
