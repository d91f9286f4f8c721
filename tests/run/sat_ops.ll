; Saturating adds and subtracts on i16 and i64 (and u16) on random words
; and the scalar parameter: PTX has add.sat only for s32, so these are
; widened and clamped (i16) or checked for overflow (i64).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %a = load i32, ptr addrspace(1) %pa, align 4
  %t2 = xor i32 %tid, 3
  %pb = getelementptr i32, ptr addrspace(1) %in, i32 %t2
  %b0 = load i32, ptr addrspace(1) %pb, align 4
  %b = add i32 %b0, %n
  %a16 = trunc i32 %a to i16
  %b16 = trunc i32 %b to i16
  %a64 = sext i32 %a to i64
  %b64 = sext i32 %b to i64
  %big = shl i64 %a64, 32
  %bigb = shl i64 %b64, 31
  %r0 = call i16 @llvm.sadd.sat.i16(i16 %a16, i16 %b16)
  %r1 = call i16 @llvm.ssub.sat.i16(i16 %a16, i16 %b16)
  %r2 = call i16 @llvm.uadd.sat.i16(i16 %a16, i16 %b16)
  %r3 = call i16 @llvm.usub.sat.i16(i16 %a16, i16 %b16)
  %r4 = call i64 @llvm.sadd.sat.i64(i64 %big, i64 %bigb)
  %r5 = call i64 @llvm.ssub.sat.i64(i64 %big, i64 %bigb)
  %w0 = sext i16 %r0 to i32
  %w1 = sext i16 %r1 to i32
  %w2 = zext i16 %r2 to i32
  %w3 = zext i16 %r3 to i32
  %lo4 = trunc i64 %r4 to i32
  %h4 = lshr i64 %r4, 32
  %hi4 = trunc i64 %h4 to i32
  %lo5 = trunc i64 %r5 to i32
  %h5 = lshr i64 %r5, 32
  %hi5 = trunc i64 %h5 to i32
  %row = mul i32 %tid, 8
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %row
  store i32 %w0, ptr addrspace(1) %o0, align 4
  %o1 = getelementptr i32, ptr addrspace(1) %o0, i32 1
  store i32 %w1, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr i32, ptr addrspace(1) %o0, i32 2
  store i32 %w2, ptr addrspace(1) %o2, align 4
  %o3 = getelementptr i32, ptr addrspace(1) %o0, i32 3
  store i32 %w3, ptr addrspace(1) %o3, align 4
  %o4 = getelementptr i32, ptr addrspace(1) %o0, i32 4
  store i32 %lo4, ptr addrspace(1) %o4, align 4
  %o5 = getelementptr i32, ptr addrspace(1) %o0, i32 5
  store i32 %hi4, ptr addrspace(1) %o5, align 4
  %o6 = getelementptr i32, ptr addrspace(1) %o0, i32 6
  store i32 %lo5, ptr addrspace(1) %o6, align 4
  %o7 = getelementptr i32, ptr addrspace(1) %o0, i32 7
  store i32 %hi5, ptr addrspace(1) %o7, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i16 @llvm.sadd.sat.i16(i16, i16)
declare i16 @llvm.ssub.sat.i16(i16, i16)
declare i16 @llvm.uadd.sat.i16(i16, i16)
declare i16 @llvm.usub.sat.i16(i16, i16)
declare i64 @llvm.sadd.sat.i64(i64, i64)
declare i64 @llvm.ssub.sat.i64(i64, i64)
