; A loop whose body computes (i + a) + b: reassociated, a + b does not
; depend on the loop and leaves it, so the frequency-weighted extractor
; pays one add per iteration where the static one sees a tie
; (rewrites/tests/extract.rs).
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @invariant_sum(ptr addrspace(1) %out, i32 %n, i32 %a, i32 %b) {
entry:
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %t = add i32 %i, %a
  %u = add i32 %t, %b
  %v = mul i32 %u, %u
  %acc.next = add i32 %acc, %v
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  store i32 %r, ptr addrspace(1) %out, align 4
  ret void
}
