; Jump threading (dialects::jumpthread, part of simplifycfg): edges into a
; block that only branches go straight to the successor its condition
; picks, where the condition is known on the edge. @leader, @flag and
; @dominated each lose one conditional branch; @keeps loses none.
target triple = "nvptx64-nvidia-cuda"

; The leader tests itself twice around a join; the join's value is used in
; a loop past the second test, so the loop header takes it as a parameter.
define ptx_kernel void @leader(ptr addrspace(1) %ctr, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lead = icmp eq i32 %t, 0
  br i1 %lead, label %add, label %join
add:
  %old = atomicrmw add ptr addrspace(1) %ctr, i32 3 monotonic
  br label %join
join:
  %x = phi i32 [ %old, %add ], [ 0, %entry ]
  br i1 %lead, label %spin, label %done
spin:
  %i = phi i32 [ 1, %join ], [ %i1, %spin ]
  %acc = phi i32 [ 0, %join ], [ %m, %spin ]
  %i1 = add i32 %i, 1
  %xi = mul i32 %i, %x
  %m = add i32 %acc, %xi
  %c = icmp ult i32 %i1, 5
  br i1 %c, label %spin, label %store
store:
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
  store i32 %m, ptr addrspace(1) %o1, align 4
  br label %done
done:
  %t64 = zext i32 %t to i64
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t64
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 2
  store i32 %t, ptr addrspace(1) %o2, align 4
  ret void
}

; The tested flag is a phi of constants.
define ptx_kernel void @flag(ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %t64
  %v0 = load float, ptr addrspace(1) %px, align 4
  %odd = and i32 %t, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %a, label %b
a:
  %fa = fmul float %v0, 2.0
  br label %j
b:
  %fb = fadd float %v0, 0.5
  br label %j
j:
  %v = phi float [ %fa, %a ], [ %fb, %b ]
  %f = phi i1 [ true, %a ], [ false, %b ]
  br i1 %f, label %p, label %q
p:
  %vp = fadd float %v, 1.0
  br label %st
q:
  %vq = fsub float %v, 1.0
  br label %st
st:
  %r = phi float [ %vp, %p ], [ %vq, %q ]
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  store float %r, ptr addrspace(1) %py, align 4
  ret void
}

; The second test of %c is reached only through the first test's true
; edge.
define ptx_kernel void @dominated(ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %t64
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  %c = icmp slt i32 %t, 20
  br i1 %c, label %then, label %exit
then:
  %w = load float, ptr addrspace(1) %px, align 4
  %pos = fcmp ogt float %w, 0.0
  br i1 %pos, label %up, label %down
up:
  br label %join
down:
  br label %join
join:
  %s = phi float [ 1.0, %up ], [ -1.0, %down ]
  br i1 %c, label %use, label %exit
use:
  %ws = fmul float %w, %s
  store float %ws, ptr addrspace(1) %py, align 4
  br label %exit
exit:
  ret void
}

; Left alone: a loop header that only branches (threading its entry edge
; would enter the loop in the middle), and a join whose value is used
; past both of its successors.
define ptx_kernel void @keeps(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %t64
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %t64
  %big = icmp sgt i32 %n, 2
  br i1 %big, label %h, label %side
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  br i1 %big, label %body, label %side
body:
  %v = load float, ptr addrspace(1) %px, align 4
  %v1 = fadd float %v, 1.0
  store float %v1, ptr addrspace(1) %px, align 4
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %h, label %side
side:
  %lo = icmp ult i32 %t, 7
  br i1 %lo, label %a, label %b
a:
  br label %j
b:
  br label %j
j:
  %k = phi float [ 3.0, %a ], [ 5.0, %b ]
  br i1 %lo, label %p, label %q
p:
  br label %m
q:
  br label %m
m:
  %z = load float, ptr addrspace(1) %px, align 4
  %zk = fmul float %z, %k
  store float %zk, ptr addrspace(1) %py, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
