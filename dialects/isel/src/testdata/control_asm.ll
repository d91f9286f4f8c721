target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(1) global [16 x i32] zeroinitializer, align 4
@gen = global i32 0, align 4
@cst = internal addrspace(4) constant [3 x i64] [i64 1, i64 -1, i64 0], align 8

define internal i32 @fact(i32 %n) noinline {
entry:
  %c = icmp sle i32 %n, 1
  br i1 %c, label %base, label %rec
base:
  ret i32 1
rec:
  %m = sub i32 %n, 1
  %r = call i32 @fact(i32 %m)
  %p = mul i32 %r, %n
  ret i32 %p
}

define ptx_kernel void @control(ptr addrspace(1) %o, i32 %n, i8 %k, i128 %big, i1 %flag) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %a = phi i32 [ 0, %entry ], [ %b, %latch ]
  %b = phi i32 [ 1, %entry ], [ %a, %latch ]
  %i = phi i32 [ 0, %entry ], [ %i2, %latch ]
  %x = phi float [ 0.0, %entry ], [ %y, %latch ]
  switch i32 %i, label %dflt [
    i32 0, label %c0
    i32 1, label %c1
    i32 7, label %latch
  ]
c0:
  %y0 = fadd float %x, 1.0
  br label %latch
c1:
  %y1 = fmul float %x, 2.0
  br label %latch
dflt:
  br i1 %flag, label %latch, label %exit
latch:
  %y = phi float [ %y0, %c0 ], [ %y1, %c1 ], [ %x, %loop ], [ %x, %dflt ]
  %i2 = add i32 %i, 1
  %cont = icmp slt i32 %i2, %n
  br i1 %cont, label %loop, label %exit
exit:
  %fin = phi i32 [ %a, %latch ], [ %b, %dflt ]
  %fx = phi float [ %y, %latch ], [ 0.0, %dflt ]
  switch i8 %k, label %sd [
    i8 -1, label %s1
    i8 100, label %s2
  ]
s1:
  %f = call i32 @fact(i32 %fin)
  br label %join
s2:
  unreachable
sd:
  br label %join
join:
  %j = phi i32 [ %f, %s1 ], [ %fin, %sd ]
  %big2 = add i128 %big, 12345678901234567890123
  %big3 = xor i128 %big2, %big
  %bc = icmp ult i128 %big3, %big
  %bt = trunc i128 %big3 to i64
  %bz = zext i32 %j to i128
  %big4 = mul i128 %bz, %big3
  %bsh = shl i128 %big4, %bz
  %bls = lshr i128 %bsh, %bz
  %bas = ashr i128 %bls, %bz
  %bsel = select i1 %bc, i128 %bas, i128 %big
  %bp = getelementptr i8, ptr addrspace(1) %o, i64 16
  store i128 %bsel, ptr addrspace(1) %bp, align 16
  %bl = load i128, ptr addrspace(1) %bp, align 16
  %blt = trunc i128 %bl to i32
  %gp = getelementptr [16 x i32], ptr addrspace(1) @g, i64 0, i32 %t
  store i32 %blt, ptr addrspace(1) %gp, align 4
  %gv = load i32, ptr @gen, align 4
  %gen1 = addrspacecast ptr addrspace(1) %o to ptr
  %back = addrspacecast ptr %gen1 to ptr addrspace(1)
  %cp = getelementptr [3 x i64], ptr addrspace(4) @cst, i64 0, i32 %t
  %cv = load i64, ptr addrspace(4) %cp, align 8
  %cv32 = trunc i64 %cv to i32
  %s = add i32 %gv, %cv32
  %fxi = fptosi float %fx to i32
  %s2 = add i32 %s, %fxi
  %s3 = add i32 %s2, %j
  %pi = ptrtoint ptr addrspace(1) %back to i64
  %pi2 = add i64 %pi, 4
  %ip = inttoptr i64 %pi2 to ptr addrspace(1)
  store i32 %s3, ptr addrspace(1) %ip, align 4
  %bt32 = trunc i64 %bt to i32
  store i32 %bt32, ptr addrspace(1) %o, align 4
  %fr = freeze i32 %s3
  store i32 %fr, ptr addrspace(1) %o, align 4
  ret void
}

define ptx_kernel void @asm_and_bounds(ptr addrspace(1) %o, i32 %x, float %f, i64 %l) {
  %a = call i32 asm "add.s32 $0, $1, $2;", "=r,r,n"(i32 %x, i32 5)
  %b = call { i32, i32 } asm "{\0A\09.reg .pred p;\0A\09setp.ne.s32 p, $2, 0;\0A\09selp.u32 $0, 1, 0, p;\0A\09mov.b32 $1, $3;\0A\09}", "=r,=r,r,f"(i32 %a, float %f)
  %b0 = extractvalue { i32, i32 } %b, 0
  %b1 = extractvalue { i32, i32 } %b, 1
  %c = call i32 asm sideeffect "mad.lo.s32 $0, $1, $2, $0;", "=r,r,r,0"(i32 %b0, i32 %b1, i32 %a)
  %d = call i64 asm "mov.b64 $0, {$1, $2};", "=l,r,r"(i32 %c, i32 %a)
  %e = call float asm "mov.b32 $0, $1;", "=f,r"(i32 %c)
  call void asm sideeffect "membar.gl;", ""()
  %h = call i16 asm "cvt.rn.f16.f32 $0, $1;", "=h,f"(float %e)
  %hd = call float asm "cvt.f32.f16 $0, $1;", "=f,h"(i16 %h)
  %lane0 = call i32 asm "mov.u32 $0, %laneid;", "=r"()
  %lane = call i32 asm "{\0A.reg .pred p;\0A.reg .b32 t;\0Amov.b32 t, $1;\0Amov.b32 $0, 0;\0ALOOP:\0Aadd.s32 $0, $0, t;\0Asub.s32 t, t, 1;\0Asetp.gt.s32 p, t, 0;\0A@p bra LOOP;\0A}", "=r,r"(i32 %lane0)
  %st = call i32 asm "ld.global.u32 $0, [$1+4];", "=r,l"(ptr addrspace(1) %o)
  %sum = add i32 %lane, %st
  %dd = trunc i64 %d to i32
  %sum2 = add i32 %sum, %dd
  store i32 %sum2, ptr addrspace(1) %o, align 4
  store float %hd, ptr addrspace(1) %o, align 4
  ret void
}

; cuda_fp16.hpp's hlog2 and friends: a nested `{ }` scope whose register
; declarations join `.reg` and the type (`.reg.b32`), several names a line.
define ptx_kernel void @fp16_header_asm(ptr addrspace(1) %o, i16 %x) {
  %y = call i16 asm "{.reg.b32         f, C, nZ;       \0A  .reg.b16         h,r;            \0A  mov.b16          h,$1;           \0A  cvt.f32.f16      f,h;            \0A  lg2.approx.ftz.f32 f,f;          \0A  cvt.rn.f16.f32      r,f;        \0A  { .reg.b16 hs; mov.b16 hs, r; mov.b16 $0, hs; }\0A}", "=h,h"(i16 %x)
  store i16 %y, ptr addrspace(1) %o, align 2
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1, !2, !3}
!0 = !{ptr @asm_and_bounds, !"maxntidx", i32 256}
!1 = !{ptr @asm_and_bounds, !"minctasm", i32 2}
!2 = !{ptr @asm_and_bounds, !"maxnreg", i32 64}
!3 = !{ptr @control, !"reqntidx", i32 64}
