; Atomics on bytes and halfwords (lowered to a CAS loop on the enclosing
; 32-bit word): thread t works on byte/halfword t, so four (two) threads
; share each word and the loop retries under contention, while every
; returned old value stays deterministic. The global bytes sit past the
; 15 result words of each of the 128 threads (bytes 7680 to 7807).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sb = internal addrspace(3) global [128 x i8] undef, align 4
@sh = internal addrspace(3) global [128 x i16] undef, align 4

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %x = load i32, ptr addrspace(1) %pi, align 4
  %xn = add i32 %x, %n
  %v = trunc i32 %xn to i8
  %x8 = lshr i32 %x, 8
  %w = trunc i32 %x8 to i8
  %x16 = lshr i32 %x, 16
  %v16 = trunc i32 %x16 to i16
  %w16 = trunc i32 %xn to i16
  %b0 = trunc i32 %x to i8
  %ps = getelementptr [128 x i8], ptr addrspace(3) @sb, i32 0, i32 %tid
  store i8 %b0, ptr addrspace(3) %ps, align 1
  %h0 = trunc i32 %x8 to i16
  %ph = getelementptr [128 x i16], ptr addrspace(3) @sh, i32 0, i32 %tid
  store i16 %h0, ptr addrspace(3) %ph, align 2
  %gb = getelementptr i8, ptr addrspace(1) %out, i32 7680
  %pg = getelementptr i8, ptr addrspace(1) %gb, i32 %tid
  %gen = addrspacecast ptr addrspace(3) %ps to ptr
  call void @llvm.nvvm.barrier0()
  %base = mul i32 %tid, 15
  %r0 = atomicrmw add ptr addrspace(3) %ps, i8 %v monotonic, align 1
  %acc0 = or i8 %r0, 0
  %r1 = atomicrmw sub ptr addrspace(1) %pg, i8 %w monotonic, align 1
  %acc1 = xor i8 %r1, %acc0
  %r2 = atomicrmw max ptr %gen, i8 %v monotonic, align 1
  %acc2 = xor i8 %r2, %acc1
  %r3 = atomicrmw min ptr addrspace(3) %ps, i8 %w monotonic, align 1
  %acc3 = xor i8 %r3, %acc2
  %r4 = atomicrmw umax ptr addrspace(1) %pg, i8 %w monotonic, align 1
  %acc4 = xor i8 %r4, %acc3
  %r5 = atomicrmw umin ptr %gen, i8 %v monotonic, align 1
  %acc5 = xor i8 %r5, %acc4
  %r6 = atomicrmw xor ptr addrspace(3) %ps, i8 %v monotonic, align 1
  %acc6 = xor i8 %r6, %acc5
  %r7 = atomicrmw or ptr addrspace(1) %pg, i8 %w monotonic, align 1
  %acc7 = xor i8 %r7, %acc6
  %r8 = atomicrmw and ptr %gen, i8 %v monotonic, align 1
  %acc8 = xor i8 %r8, %acc7
  %r9 = atomicrmw nand ptr addrspace(3) %ps, i8 %w monotonic, align 1
  %acc9 = xor i8 %r9, %acc8
  %r10 = atomicrmw uinc_wrap ptr addrspace(1) %pg, i8 %v monotonic, align 1
  %acc10 = xor i8 %r10, %acc9
  %r11 = atomicrmw udec_wrap ptr %gen, i8 %w monotonic, align 1
  %acc11 = xor i8 %r11, %acc10
  %r12 = atomicrmw xchg ptr addrspace(3) %ps, i8 %v monotonic, align 1
  %acc12 = xor i8 %r12, %acc11
  %e0 = zext i8 %acc12 to i32
  %o0 = add i32 %base, 0
  %q0 = getelementptr i32, ptr addrspace(1) %out, i32 %o0
  store i32 %e0, ptr addrspace(1) %q0, align 4
  %cur = load atomic i8, ptr addrspace(3) %ps monotonic, align 1
  %odd = trunc i32 %tid to i1
  %exp = select i1 %odd, i8 %cur, i8 %v
  %cx = cmpxchg ptr addrspace(3) %ps, i8 %exp, i8 %w acq_rel monotonic, align 1
  %cxo = extractvalue { i8, i1 } %cx, 0
  %cxs = extractvalue { i8, i1 } %cx, 1
  %e1 = zext i8 %cxo to i32
  %o1 = add i32 %base, 1
  %q1 = getelementptr i32, ptr addrspace(1) %out, i32 %o1
  store i32 %e1, ptr addrspace(1) %q1, align 4
  %e2 = zext i1 %cxs to i32
  %o2 = add i32 %base, 2
  %q2 = getelementptr i32, ptr addrspace(1) %out, i32 %o2
  store i32 %e2, ptr addrspace(1) %q2, align 4
  %cg = cmpxchg ptr addrspace(1) %pg, i8 0, i8 %w seq_cst seq_cst, align 1
  %cgo = extractvalue { i8, i1 } %cg, 0
  %e3 = zext i8 %cgo to i32
  %o3 = add i32 %base, 3
  %q3 = getelementptr i32, ptr addrspace(1) %out, i32 %o3
  store i32 %e3, ptr addrspace(1) %q3, align 4
  %s0 = atomicrmw add ptr addrspace(3) %ph, i16 %v16 monotonic, align 2
  %bcc0 = or i16 %s0, 0
  %s1 = atomicrmw sub ptr addrspace(3) %ph, i16 %w16 monotonic, align 2
  %bcc1 = xor i16 %s1, %bcc0
  %s2 = atomicrmw max ptr addrspace(3) %ph, i16 %v16 monotonic, align 2
  %bcc2 = xor i16 %s2, %bcc1
  %s3 = atomicrmw min ptr addrspace(3) %ph, i16 %w16 monotonic, align 2
  %bcc3 = xor i16 %s3, %bcc2
  %s4 = atomicrmw umax ptr addrspace(3) %ph, i16 %w16 monotonic, align 2
  %bcc4 = xor i16 %s4, %bcc3
  %s5 = atomicrmw umin ptr addrspace(3) %ph, i16 %v16 monotonic, align 2
  %bcc5 = xor i16 %s5, %bcc4
  %s6 = atomicrmw xor ptr addrspace(3) %ph, i16 %v16 monotonic, align 2
  %bcc6 = xor i16 %s6, %bcc5
  %s7 = atomicrmw or ptr addrspace(3) %ph, i16 %w16 monotonic, align 2
  %bcc7 = xor i16 %s7, %bcc6
  %s8 = atomicrmw and ptr addrspace(3) %ph, i16 %v16 monotonic, align 2
  %bcc8 = xor i16 %s8, %bcc7
  %s9 = atomicrmw nand ptr addrspace(3) %ph, i16 %w16 monotonic, align 2
  %bcc9 = xor i16 %s9, %bcc8
  %s10 = atomicrmw uinc_wrap ptr addrspace(3) %ph, i16 %v16 monotonic, align 2
  %bcc10 = xor i16 %s10, %bcc9
  %s11 = atomicrmw udec_wrap ptr addrspace(3) %ph, i16 %w16 monotonic, align 2
  %bcc11 = xor i16 %s11, %bcc10
  %s12 = atomicrmw xchg ptr addrspace(3) %ph, i16 %v16 monotonic, align 2
  %bcc12 = xor i16 %s12, %bcc11
  %e4 = zext i16 %bcc12 to i32
  %o4 = add i32 %base, 4
  %q4 = getelementptr i32, ptr addrspace(1) %out, i32 %o4
  store i32 %e4, ptr addrspace(1) %q4, align 4
  %hb = bitcast i16 %v16 to half
  %fm = atomicrmw fmax ptr addrspace(3) %ph, half %hb monotonic, align 2
  %fn = atomicrmw fmin ptr addrspace(3) %ph, half %hb monotonic, align 2
  %fmb = bitcast half %fm to i16
  %fnb = bitcast half %fn to i16
  %e5 = zext i16 %fmb to i32
  %o5 = add i32 %base, 5
  %q5 = getelementptr i32, ptr addrspace(1) %out, i32 %o5
  store i32 %e5, ptr addrspace(1) %q5, align 4
  %e6 = zext i16 %fnb to i32
  %o6 = add i32 %base, 6
  %q6 = getelementptr i32, ptr addrspace(1) %out, i32 %o6
  store i32 %e6, ptr addrspace(1) %q6, align 4
  call void @llvm.nvvm.barrier0()
  %fb = load i8, ptr addrspace(3) %ps, align 1
  %e7 = zext i8 %fb to i32
  %o7 = add i32 %base, 7
  %q7 = getelementptr i32, ptr addrspace(1) %out, i32 %o7
  store i32 %e7, ptr addrspace(1) %q7, align 4
  %fh = load i16, ptr addrspace(3) %ph, align 2
  %e8 = zext i16 %fh to i32
  %o8 = add i32 %base, 8
  %q8 = getelementptr i32, ptr addrspace(1) %out, i32 %o8
  store i32 %e8, ptr addrspace(1) %q8, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
