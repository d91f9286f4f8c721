; LLVM 20/21's newer atomicrmw operations (LLVM's atomicrmw-sm{60,70,90}.ll
; exercise them all): usub_cond and usub_sat on every integer width, the
; -0 < +0 float minima and maxima (NaN-propagating fmaximum/fminimum,
; NaN-avoiding fmaximumnum/fminimumnum) on f16, bf16, f32 and f64, all
; compare-and-swap loops; a <2 x bfloat> add, a loop below sm_90; and a
; cluster-scope atomic, widened to the device below sm_90. Threads share
; four slots per operation; each stores what it saw.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %t
  %w0 = load i32, ptr addrspace(1) %pi
  %w = xor i32 %w0, %n
  %slot = and i32 %t, 3
  %small = and i32 %w, 1023
  ; integers: slots at out[0..4) (i32), out[4..8) (i64 as 8 words), then
  ; bytes and halves
  %s32 = getelementptr i32, ptr addrspace(1) %out, i32 %slot
  %o1 = atomicrmw usub_cond ptr addrspace(1) %s32, i32 %small syncscope("block") acq_rel
  %s64b = getelementptr i64, ptr addrspace(1) %out, i32 2
  %s64 = getelementptr i64, ptr addrspace(1) %s64b, i32 %slot
  %w64 = zext i32 %small to i64
  %o2 = atomicrmw usub_sat ptr addrspace(1) %s64, i64 %w64 monotonic
  %s8b = getelementptr i8, ptr addrspace(1) %out, i32 64
  %s8 = getelementptr i8, ptr addrspace(1) %s8b, i32 %slot
  %w8 = trunc i32 %w to i8
  %o3 = atomicrmw usub_cond ptr addrspace(1) %s8, i8 %w8 seq_cst
  %s16b = getelementptr i16, ptr addrspace(1) %out, i32 40
  %s16 = getelementptr i16, ptr addrspace(1) %s16b, i32 %slot
  %w16 = trunc i32 %w to i16
  %o4 = atomicrmw usub_sat ptr addrspace(1) %s16, i16 %w16 syncscope("cluster") monotonic
  ; floats from the random words: small values, zeros of both signs
  ; (w & 7 == 0) and NaNs (w & 31 == 1) among them
  %fbits0 = and i32 %w, -1879048193
  %low3 = and i32 %w, 7
  %isz = icmp eq i32 %low3, 0
  %sign = and i32 %w, -2147483648
  %fbits1 = select i1 %isz, i32 %sign, i32 %fbits0
  %low5 = and i32 %w, 31
  %isn = icmp eq i32 %low5, 1
  %fbits = select i1 %isn, i32 2143289344, i32 %fbits1
  %f = bitcast i32 %fbits to float
  %sfb = getelementptr float, ptr addrspace(1) %out, i32 32
  %sf = getelementptr float, ptr addrspace(1) %sfb, i32 %slot
  %o5 = atomicrmw fmaximum ptr addrspace(1) %sf, float %f syncscope("block") monotonic
  %sf2b = getelementptr float, ptr addrspace(1) %out, i32 36
  %sf2 = getelementptr float, ptr addrspace(1) %sf2b, i32 %slot
  %o6 = atomicrmw fminimumnum ptr addrspace(1) %sf2, float %f monotonic
  %d = fpext float %f to double
  %sdb = getelementptr double, ptr addrspace(1) %out, i32 20
  %sd = getelementptr double, ptr addrspace(1) %sdb, i32 %slot
  %o7 = atomicrmw fminimum ptr addrspace(1) %sd, double %d monotonic
  %sd2b = getelementptr double, ptr addrspace(1) %out, i32 24
  %sd2 = getelementptr double, ptr addrspace(1) %sd2b, i32 %slot
  %o8 = atomicrmw fmaximumnum ptr addrspace(1) %sd2, double %d monotonic
  %h = fptrunc float %f to half
  %shb = getelementptr half, ptr addrspace(1) %out, i32 120
  %sh = getelementptr half, ptr addrspace(1) %shb, i32 %slot
  %o9 = atomicrmw fmaximum ptr addrspace(1) %sh, half %h monotonic
  %b = fptrunc float %f to bfloat
  %sbb = getelementptr bfloat, ptr addrspace(1) %out, i32 128
  %sb = getelementptr bfloat, ptr addrspace(1) %sbb, i32 %slot
  %o10 = atomicrmw fminimumnum ptr addrspace(1) %sb, bfloat %b monotonic
  ; <2 x bfloat> add of small values (f with its exponent cleared)
  %fs = and i32 %fbits0, 1082130431
  %fsf = bitcast i32 %fs to float
  %bs = fptrunc float %fsf to bfloat
  %v0 = insertelement <2 x bfloat> poison, bfloat %bs, i32 0
  %v = insertelement <2 x bfloat> %v0, bfloat %b, i32 1
  %svb = getelementptr <2 x bfloat>, ptr addrspace(1) %out, i32 68
  %sv = getelementptr <2 x bfloat>, ptr addrspace(1) %svb, i32 %slot
  %o11 = atomicrmw fadd ptr addrspace(1) %sv, <2 x bfloat> %v monotonic
  ; what each thread saw, from out[256]
  %rb = getelementptr [16 x i32], ptr addrspace(1) %out, i32 16
  %r = getelementptr [16 x i32], ptr addrspace(1) %rb, i32 %t
  store i32 %o1, ptr addrspace(1) %r
  %r2 = getelementptr i32, ptr addrspace(1) %r, i32 2
  store i64 %o2, ptr addrspace(1) %r2
  %r4 = getelementptr i32, ptr addrspace(1) %r, i32 4
  store i8 %o3, ptr addrspace(1) %r4
  %r5 = getelementptr i32, ptr addrspace(1) %r, i32 5
  store i16 %o4, ptr addrspace(1) %r5
  %r6 = getelementptr i32, ptr addrspace(1) %r, i32 6
  store float %o5, ptr addrspace(1) %r6
  %r7 = getelementptr i32, ptr addrspace(1) %r, i32 7
  store float %o6, ptr addrspace(1) %r7
  %r8 = getelementptr i32, ptr addrspace(1) %r, i32 8
  store double %o7, ptr addrspace(1) %r8
  %r10 = getelementptr i32, ptr addrspace(1) %r, i32 10
  store double %o8, ptr addrspace(1) %r10
  %r12 = getelementptr i32, ptr addrspace(1) %r, i32 12
  store half %o9, ptr addrspace(1) %r12
  %r13 = getelementptr i32, ptr addrspace(1) %r, i32 13
  store bfloat %o10, ptr addrspace(1) %r13
  %r14 = getelementptr i32, ptr addrspace(1) %r, i32 14
  store <2 x bfloat> %o11, ptr addrspace(1) %r14
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
