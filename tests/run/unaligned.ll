; Under-aligned loads and stores (a packed struct, align-1 vectors, an
; align-4 double): selected as byte/half/word pieces. Used by
; driver/tests/intrinsics_run.rs, which runs both interpreters on it.
target triple = "nvptx64-nvidia-cuda"

%packed = type <{ i8, float, i16, double, i64, half }>

define ptx_kernel void @unaligned(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  ; in: 25-byte packed records (as i8), out: records at byte offset tid*25+3
  %rec = mul i64 %i, 25
  %p = getelementptr i8, ptr addrspace(1) %in, i64 %rec
  %f = getelementptr %packed, ptr addrspace(1) %p, i64 0, i32 1
  %x = load float, ptr addrspace(1) %f, align 1
  %h = getelementptr %packed, ptr addrspace(1) %p, i64 0, i32 2
  %s = load i16, ptr addrspace(1) %h, align 1
  %d = getelementptr %packed, ptr addrspace(1) %p, i64 0, i32 3
  %y = load double, ptr addrspace(1) %d, align 1
  %l = getelementptr %packed, ptr addrspace(1) %p, i64 0, i32 4
  %z = load i64, ptr addrspace(1) %l, align 1
  %v = load <2 x i32>, ptr addrspace(1) %d, align 1
  %hf = getelementptr %packed, ptr addrspace(1) %p, i64 0, i32 5
  %w = load half, ptr addrspace(1) %hf, align 1
  %nz = zext i32 %n to i64
  %x2 = fadd float %x, 1.5
  %s2 = add i16 %s, 7
  %y2 = fmul double %y, 2.0
  %z2 = xor i64 %z, %nz
  %w2 = fadd half %w, 0xH3C00
  %o0 = add i64 %rec, 3
  %q = getelementptr i8, ptr addrspace(1) %out, i64 %o0
  %qf = getelementptr %packed, ptr addrspace(1) %q, i64 0, i32 1
  store float %x2, ptr addrspace(1) %qf, align 1
  %qh = getelementptr %packed, ptr addrspace(1) %q, i64 0, i32 2
  store i16 %s2, ptr addrspace(1) %qh, align 1
  %qd = getelementptr %packed, ptr addrspace(1) %q, i64 0, i32 3
  store double %y2, ptr addrspace(1) %qd, align 1
  %ql = getelementptr %packed, ptr addrspace(1) %q, i64 0, i32 4
  store i64 %z2, ptr addrspace(1) %ql, align 1
  %qhf = getelementptr %packed, ptr addrspace(1) %q, i64 0, i32 5
  store half %w2, ptr addrspace(1) %qhf, align 1
  %o1 = add i64 %rec, 2000
  %qv = getelementptr i8, ptr addrspace(1) %out, i64 %o1
  store <2 x i32> %v, ptr addrspace(1) %qv, align 1
  ; an 8-byte slot known only to be 4-aligned
  %i8 = mul i64 %i, 8
  %o2 = add i64 %i8, 3600
  %qa = getelementptr i8, ptr addrspace(1) %out, i64 %o2
  store double %y2, ptr addrspace(1) %qa, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
