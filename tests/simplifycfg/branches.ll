; CFG simplification (dialects::simplifycfg): a helper's mode flag is a
; constant at its call site, so once inlined its branch folds; a chain of
; blocks joined by unconditional branches merges; a block nothing reaches
; goes.
target triple = "nvptx64-nvidia-cuda"

define internal float @scale(float %x, i1 %twice) {
entry:
  br i1 %twice, label %dbl, label %one
dbl:
  %d = fmul float %x, 2.0
  br label %join
one:
  br label %join
join:
  %r = phi float [ %d, %dbl ], [ %x, %one ]
  ret float %r
}

define ptx_kernel void @k(ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = sext i32 %t to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %t64
  %v = load float, ptr addrspace(1) %p, align 4
  %a = call float @scale(float %v, i1 true)
  %b = call float @scale(float %v, i1 false)
  %three = add i32 1, 2
  %c = icmp eq i32 %three, 3
  br i1 %c, label %next, label %never
next:
  %s = fadd float %a, %b
  br label %store
store:
  %q = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %s, ptr addrspace(1) %q, align 4
  ret void
never:
  %z = fsub float %a, %b
  %q2 = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %z, ptr addrspace(1) %q2, align 4
  ret void
dead:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
