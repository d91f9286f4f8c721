; C++ device code built with exceptions: calls through `invoke`, a landing
; pad and `resume`. Nothing unwinds on the GPU, so an invoke is its call
; and a branch to the normal destination; the landing pad is unreachable.
target triple = "nvptx64-nvidia-cuda"

declare i32 @__gxx_personality_v0(...)

define internal i32 @scale(i32 %x, i32 %n) #0 {
  %m = mul i32 %x, %n
  %r = add i32 %m, 7
  ret i32 %r
}

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) personality ptr @__gxx_personality_v0 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %t
  %x = load i32, ptr addrspace(1) %p, align 4
  %a = invoke i32 @scale(i32 %x, i32 %n)
          to label %cont unwind label %lpad

cont:
  %c = icmp slt i32 %a, 0
  br i1 %c, label %neg, label %done

neg:
  %b = invoke i32 @scale(i32 %a, i32 -3) to label %done unwind label %lpad

done:
  %r = phi i32 [ %a, %cont ], [ %b, %neg ]
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %r, ptr addrspace(1) %q, align 4
  ret void

lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
          catch ptr null
  %sel = extractvalue { ptr, i32 } %lp, 1
  resume { ptr, i32 } %lp
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
attributes #0 = { noinline }
