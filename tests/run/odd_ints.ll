; Integers of widths PTX has no registers for (i3, i5, i7, i12, i24, i40,
; i48, i65), promoted before selection: arithmetic that wraps at the odd
; width, signed and unsigned division, shifts, comparisons, extensions,
; float conversions, bit counts, a loop counter, a switch, a call,
; loads and stores of odd store sizes (3, 5, 6 and 9 bytes) and a vector of
; i5 lanes (built, shuffled, compared, passed to a call). Launch 64
; threads: the results take the first 4096 bytes of the output, the
; odd-sized slots the 1536 after them.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal i3 @rot(i3 %a, i12 %b) #0 {
  %t = trunc i12 %b to i3
  %s = add i3 %a, %t
  %m = mul i3 %s, 3
  ret i3 %m
}

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %v = load i32, ptr addrspace(1) %p, align 4
  %t1 = xor i32 %tid, 3
  %q = getelementptr i32, ptr addrspace(1) %in, i32 %t1
  %w = load i32, ptr addrspace(1) %q, align 4
  %a7 = trunc i32 %v to i7
  %b7 = trunc i32 %w to i7
  %n7 = trunc i32 %n to i7
  %s7 = add i7 %a7, %b7
  %d7 = sub i7 %s7, %n7
  %m7 = mul i7 %d7, %b7
  %sh7 = shl i7 %m7, 3
  %ls7 = lshr i7 %a7, 2
  %as7 = ashr i7 %b7, 3
  %nz = or i7 %b7, 1
  %sd = sdiv i7 %a7, %nz
  %sr = srem i7 %a7, %nz
  %ud = udiv i7 %a7, %nz
  %ur = urem i7 %a7, %nz
  %c1 = icmp slt i7 %a7, %b7
  %c2 = icmp ugt i7 %a7, %b7
  %c3 = icmp sge i7 %d7, -5
  %sel = select i1 %c1, i7 %sh7, i7 %as7
  %x1 = xor i7 %sel, %ls7
  %x2 = add i7 %x1, %sd
  %x3 = xor i7 %x2, %sr
  %x4 = add i7 %x3, %ud
  %x5 = xor i7 %x4, %ur
  %z = zext i7 %x5 to i32
  %se = sext i7 %x5 to i32
  %c2z = zext i1 %c2 to i32
  %c3z = zext i1 %c3 to i32
  %c3s = shl i32 %c3z, 1
  %flags = or i32 %c2z, %c3s
  ; i12 through a call, abs and min; i3 from the callee
  %a12 = trunc i32 %w to i12
  %ab = call i12 @llvm.abs.i12(i12 %a12, i1 false)
  %mn = call i12 @llvm.smin.i12(i12 %a12, i12 -100)
  %ab32 = sext i12 %ab to i32
  %mn32 = sext i12 %mn to i32
  %a3 = trunc i32 %v to i3
  %r3 = call i3 @rot(i3 %a3, i12 %a12)
  %r3z = zext i3 %r3 to i32
  ; bit counts on i7
  %clz = call i7 @llvm.ctlz.i7(i7 %a7, i1 false)
  %ctz = call i7 @llvm.cttz.i7(i7 %a7, i1 false)
  %pop = call i7 @llvm.ctpop.i7(i7 %a7)
  %clz32 = zext i7 %clz to i32
  %ctz32 = zext i7 %ctz to i32
  %pop32 = zext i7 %pop to i32
  ; float conversions on i24
  %a24 = trunc i32 %v to i24
  %f = sitofp i24 %a24 to float
  %g = uitofp i24 %a24 to float
  %h = fmul float %f, 5.000000e-01
  %back = fptosi float %h to i24
  %back32 = sext i24 %back to i32
  %fb = bitcast float %f to i32
  %gb = bitcast float %g to i32
  br label %loop

loop:                                   ; an i5 counter that wraps
  %i = phi i5 [ 27, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %iz = zext i5 %i to i32
  %acc.next = add i32 %acc, %iz
  %i.next = add i5 %i, 3
  %done = icmp eq i5 %i.next, 4
  br i1 %done, label %sw, label %loop

sw:
  switch i3 %r3, label %d [ i3 1, label %one
                            i3 -2, label %six ]
one:
  br label %join
six:
  br label %join
d:
  br label %join
join:
  %sv = phi i32 [ 10, %one ], [ 60, %six ], [ 0, %d ]
  ; loads and stores of 3, 5, 6 and 9 bytes in the output's tail
  %tail = getelementptr i8, ptr addrspace(1) %out, i32 4096
  %slot = mul i32 %tid, 24
  %b = getelementptr i8, ptr addrspace(1) %tail, i32 %slot
  %v24 = trunc i32 %w to i24
  store i24 %v24, ptr addrspace(1) %b, align 1
  %b3 = getelementptr i8, ptr addrspace(1) %b, i32 3
  %w64 = zext i32 %w to i64
  %vsh = shl i64 %w64, 9
  %v64 = or i64 %vsh, %w64
  %v40 = trunc i64 %v64 to i40
  store i40 %v40, ptr addrspace(1) %b3, align 1
  %b8 = getelementptr i8, ptr addrspace(1) %b, i32 8
  %v48 = trunc i64 %v64 to i48
  %v48n = mul i48 %v48, -7
  store i48 %v48n, ptr addrspace(1) %b8, align 2
  %b14 = getelementptr i8, ptr addrspace(1) %b, i32 14
  %v128 = zext i64 %v64 to i128
  %v128s = shl i128 %v128, 3
  %v65 = trunc i128 %v128s to i65
  %v65n = sub i65 0, %v65
  store i65 %v65n, ptr addrspace(1) %b14, align 1
  %l24 = load i24, ptr addrspace(1) %b, align 1
  %l40 = load i40, ptr addrspace(1) %b3, align 1
  %l48 = load i48, ptr addrspace(1) %b8, align 2
  %l65 = load i65, ptr addrspace(1) %b14, align 1
  %l24s = sext i24 %l24 to i32
  %l40t = trunc i40 %l40 to i32
  %l48u = lshr i48 %l48, 13
  %l48t = trunc i48 %l48u to i32
  %l65u = ashr i65 %l65, 30
  %l65t = trunc i65 %l65u to i32
  %sum = add i32 %l24s, %l40t
  %sum2 = xor i32 %sum, %l48t
  %sum3 = add i32 %sum2, %l65t
  %base = mul i32 %tid, 16
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %base
  store i32 %z, ptr addrspace(1) %o, align 4
  %o1 = getelementptr i32, ptr addrspace(1) %o, i32 1
  store i32 %se, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr i32, ptr addrspace(1) %o, i32 2
  store i32 %flags, ptr addrspace(1) %o2, align 4
  %o3 = getelementptr i32, ptr addrspace(1) %o, i32 3
  store i32 %ab32, ptr addrspace(1) %o3, align 4
  %o4 = getelementptr i32, ptr addrspace(1) %o, i32 4
  store i32 %mn32, ptr addrspace(1) %o4, align 4
  %o5 = getelementptr i32, ptr addrspace(1) %o, i32 5
  store i32 %r3z, ptr addrspace(1) %o5, align 4
  %o6 = getelementptr i32, ptr addrspace(1) %o, i32 6
  store i32 %clz32, ptr addrspace(1) %o6, align 4
  %o7 = getelementptr i32, ptr addrspace(1) %o, i32 7
  store i32 %ctz32, ptr addrspace(1) %o7, align 4
  %o8 = getelementptr i32, ptr addrspace(1) %o, i32 8
  store i32 %pop32, ptr addrspace(1) %o8, align 4
  %o9 = getelementptr i32, ptr addrspace(1) %o, i32 9
  store i32 %back32, ptr addrspace(1) %o9, align 4
  %o10 = getelementptr i32, ptr addrspace(1) %o, i32 10
  store i32 %fb, ptr addrspace(1) %o10, align 4
  %o11 = getelementptr i32, ptr addrspace(1) %o, i32 11
  store i32 %gb, ptr addrspace(1) %o11, align 4
  %o12 = getelementptr i32, ptr addrspace(1) %o, i32 12
  store i32 %acc.next, ptr addrspace(1) %o12, align 4
  %o13 = getelementptr i32, ptr addrspace(1) %o, i32 13
  store i32 %sv, ptr addrspace(1) %o13, align 4
  %o14 = getelementptr i32, ptr addrspace(1) %o, i32 14
  store i32 %sum3, ptr addrspace(1) %o14, align 4
  ; <3 x i5> lanes wrap at 5 bits and compare signed
  %l0 = trunc i32 %v to i5
  %l1 = trunc i32 %w to i5
  %vv0 = insertelement <3 x i5> <i5 9, i5 -3, i5 15>, i5 %l0, i32 0
  %vv1 = insertelement <3 x i5> %vv0, i5 %l1, i32 2
  %vs = call <3 x i5> @lanes5(<3 x i5> %vv1, <3 x i5> <i5 7, i5 12, i5 -16>)
  %lsh = shufflevector <3 x i5> %vs, <3 x i5> %vv1, <3 x i32> <i32 2, i32 4, i32 0>
  %vc = icmp sgt <3 x i5> %lsh, <i5 1, i5 -2, i5 3>
  %vx = sext <3 x i5> %lsh to <3 x i32>
  %vm = select <3 x i1> %vc, <3 x i32> %vx, <3 x i32> <i32 100, i32 200, i32 300>
  %e0 = extractelement <3 x i32> %vm, i32 0
  %e1 = extractelement <3 x i32> %vm, i32 1
  %e2 = extractelement <3 x i32> %vm, i32 2
  %e01 = mul i32 %e0, 1000
  %e012 = add i32 %e01, %e1
  %e3 = shl i32 %e2, 20
  %ev = xor i32 %e012, %e3
  %o15 = getelementptr i32, ptr addrspace(1) %o, i32 15
  store i32 %ev, ptr addrspace(1) %o15, align 4
  ret void
}

define internal <3 x i5> @lanes5(<3 x i5> %a, <3 x i5> %b) #0 {
  %m = mul <3 x i5> %a, %b
  %s = ashr <3 x i5> %m, <i5 1, i5 2, i5 1>
  %d = sdiv <3 x i5> %s, <i5 3, i5 -2, i5 5>
  %r = add <3 x i5> %d, %a
  ret <3 x i5> %r
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i12 @llvm.abs.i12(i12, i1)
declare i12 @llvm.smin.i12(i12, i12)
declare i7 @llvm.ctlz.i7(i7, i1)
declare i7 @llvm.cttz.i7(i7, i1)
declare i7 @llvm.ctpop.i7(i7)
attributes #0 = { noinline }
