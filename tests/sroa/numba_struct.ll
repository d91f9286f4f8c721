; What SROA is for: a Numba-style array struct stored whole into a local
; and read back field by field, a small struct temporary loaded whole, and
; a local array indexed by constants (an unrolled accumulator). All three
; allocas go; mem2reg then promotes the pieces. @kept's allocas stay: a
; variable index, a pointer passed to a call, accesses of two types that
; overlap, and a volatile access.
target triple = "nvptx64-nvidia-cuda"

%arr = type { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }
%pair = type { float, i32 }

define void @k(ptr %m0, ptr %p0, i64 %n, i64 %isz, ptr %data, i64 %shape, i64 %stride, ptr addrspace(1) %out) {
entry:
  %a = alloca %arr, align 8
  %s0 = insertvalue %arr undef, ptr %m0, 0
  %s1 = insertvalue %arr %s0, ptr %p0, 1
  %s2 = insertvalue %arr %s1, i64 %n, 2
  %s3 = insertvalue %arr %s2, i64 %isz, 3
  %s4 = insertvalue %arr %s3, ptr %data, 4
  %s5 = insertvalue %arr %s4, [1 x i64] [i64 0], 5
  %sh = insertvalue [1 x i64] undef, i64 %shape, 0
  %s6 = insertvalue %arr %s4, [1 x i64] %sh, 5
  %st = insertvalue [1 x i64] undef, i64 %stride, 0
  %s7 = insertvalue %arr %s6, [1 x i64] %st, 6
  store %arr %s7, ptr %a, align 8
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = sext i32 %t to i64
  %shp = getelementptr inbounds %arr, ptr %a, i64 0, i32 5, i64 0
  %shv = load i64, ptr %shp, align 8
  %in = icmp slt i64 %t64, %shv
  br i1 %in, label %body, label %done
body:
  %dp = getelementptr inbounds %arr, ptr %a, i64 0, i32 4
  %d = load ptr, ptr %dp, align 8
  %e = getelementptr float, ptr %d, i64 %t64
  %v = load float, ptr %e, align 4
  %tmp = alloca %pair, align 4
  %pf = getelementptr inbounds %pair, ptr %tmp, i32 0, i32 0
  store float %v, ptr %pf, align 4
  %pi = getelementptr inbounds %pair, ptr %tmp, i32 0, i32 1
  store i32 %t, ptr %pi, align 4
  %whole = load %pair, ptr %tmp, align 4
  %f = extractvalue %pair %whole, 0
  %i = extractvalue %pair %whole, 1
  %fi = sitofp i32 %i to float
  %r = fadd float %f, %fi
  %o = getelementptr float, ptr addrspace(1) %out, i64 %t64
  store float %r, ptr addrspace(1) %o, align 4
  br label %done
done:
  ret void
}
define void @acc4(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %acc = alloca [4 x float], align 16
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a1 = getelementptr inbounds [4 x float], ptr %acc, i64 0, i64 1
  %a2 = getelementptr inbounds [4 x float], ptr %acc, i64 0, i64 2
  %a3 = getelementptr inbounds [4 x float], ptr %acc, i64 0, i64 3
  call void @llvm.lifetime.start.p0(i64 16, ptr %acc)
  store float 0.0, ptr %acc, align 16
  store float 0.0, ptr %a1, align 4
  store float 0.0, ptr %a2, align 8
  store float 0.0, ptr %a3, align 4
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %base = mul i32 %k, 4
  %idx = add i32 %base, %t
  %p = getelementptr float, ptr addrspace(1) %in, i32 %idx
  %x = load float, ptr addrspace(1) %p, align 4
  %o0 = load float, ptr %acc, align 16
  %n0 = fadd float %o0, %x
  store float %n0, ptr %acc, align 16
  %o1 = load float, ptr %a1, align 4
  %x1 = fmul float %x, %x
  %n1 = fadd float %o1, %x1
  store float %n1, ptr %a1, align 4
  %o2 = load float, ptr %a2, align 8
  %n2 = fsub float %o2, %x
  store float %n2, ptr %a2, align 8
  %o3 = load float, ptr %a3, align 4
  %m3 = call float @llvm.maxnum.f32(float %o3, float %x)
  store float %m3, ptr %a3, align 4
  %k1 = add i32 %k, 1
  %more = icmp slt i32 %k1, 8
  br i1 %more, label %loop, label %exit
exit:
  %r0 = load float, ptr %acc, align 16
  %r1 = load float, ptr %a1, align 4
  %r2 = load float, ptr %a2, align 8
  %r3 = load float, ptr %a3, align 4
  call void @llvm.lifetime.end.p0(i64 16, ptr %acc)
  %s01 = fadd float %r0, %r1
  %s23 = fadd float %r2, %r3
  %s = fadd float %s01, %s23
  %q = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %s, ptr addrspace(1) %q, align 4
  ret void
}

define internal void @touch(ptr %p) noinline {
  store i32 7, ptr %p, align 4
  ret void
}

define void @kept(ptr addrspace(1) %out, i32 %i) {
entry:
  %var = alloca [4 x i32], align 4
  %esc = alloca { i32, i32 }, align 4
  %mix = alloca i64, align 8
  %vol = alloca { i32, i32 }, align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %j = and i32 %i, 3
  store i32 1, ptr %var, align 4
  %v1 = getelementptr inbounds [4 x i32], ptr %var, i32 0, i32 1
  store i32 2, ptr %v1, align 4
  %v2 = getelementptr inbounds [4 x i32], ptr %var, i32 0, i32 2
  store i32 3, ptr %v2, align 4
  %v3 = getelementptr inbounds [4 x i32], ptr %var, i32 0, i32 3
  store i32 4, ptr %v3, align 4
  %vj = getelementptr inbounds [4 x i32], ptr %var, i32 0, i32 %j
  %a = load i32, ptr %vj, align 4
  store i32 %t, ptr %esc, align 4
  call void @touch(ptr %esc)
  %b = load i32, ptr %esc, align 4
  store i64 -1, ptr %mix, align 8
  %mh = getelementptr inbounds i8, ptr %mix, i64 4
  store i32 %t, ptr %mh, align 4
  %c = load i32, ptr %mix, align 8
  store volatile i32 %t, ptr %vol, align 4
  %d = load i32, ptr %vol, align 4
  %ab = add i32 %a, %b
  %cd = add i32 %c, %d
  %r = add i32 %ab, %cd
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %r, ptr addrspace(1) %q, align 4
  ret void
}

declare float @llvm.maxnum.f32(float, float)
declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{ptr @acc4, !"kernel", i32 1}
!2 = !{ptr @kept, !"kernel", i32 1}
