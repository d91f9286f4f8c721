; Newer and older intrinsics run by both interpreters: nvvm rotates, 16-bit
; mulhi, prmt in every mode, nanosleep and a cp.async global-to-shared copy
; read back after the group wait and a barrier. Used by driver/tests/intrinsics_run.rs.
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [128 x i32] undef, align 16

define ptx_kernel void @misc(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %pa = getelementptr i32, ptr addrspace(1) %in, i64 %i
  %x = load i32, ptr addrspace(1) %pa, align 4
  %x64 = zext i32 %x to i64
  %y64 = mul i64 %x64, 2654435761
  %r1 = call i32 @llvm.nvvm.rotate.b32(i32 %x, i32 %n)
  %r2 = call i64 @llvm.nvvm.rotate.b64(i64 %y64, i32 %tid)
  %r3 = call i64 @llvm.nvvm.rotate.right.b64(i64 %y64, i32 %n)
  %h = trunc i32 %x to i16
  %h2 = trunc i32 %r1 to i16
  %m1 = call i16 @llvm.nvvm.mulhi.s(i16 %h, i16 %h2)
  %m2 = call i16 @llvm.nvvm.mulhi.us(i16 %h, i16 %h2)
  call void @llvm.nvvm.nanosleep(i32 %n)
  %sp = getelementptr [128 x i32], ptr addrspace(3) @tile, i64 0, i64 %i
  %sp4 = and i64 %i, -4
  %sdst = getelementptr [128 x i32], ptr addrspace(3) @tile, i64 0, i64 %sp4
  %gsrc = getelementptr i32, ptr addrspace(1) %in, i64 %sp4
  %lane4 = and i32 %tid, 3
  %first = icmp eq i32 %lane4, 0
  br i1 %first, label %copy, label %join
copy:
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %sdst, ptr addrspace(1) %gsrc)
  br label %join
join:
  call void @llvm.nvvm.cp.async.commit.group()
  call void @llvm.nvvm.cp.async.wait.group(i32 0)
  call void @llvm.nvvm.barrier0()
  %sv = load i32, ptr addrspace(3) %sp, align 4
  %o = mul i64 %i, 6
  %q0 = getelementptr i32, ptr addrspace(1) %out, i64 %o
  store i32 %r1, ptr addrspace(1) %q0, align 4
  %q1 = getelementptr i32, ptr addrspace(1) %q0, i64 1
  %m1x = sext i16 %m1 to i32
  store i32 %m1x, ptr addrspace(1) %q1, align 4
  %q2 = getelementptr i32, ptr addrspace(1) %q0, i64 2
  %m2x = zext i16 %m2 to i32
  store i32 %m2x, ptr addrspace(1) %q2, align 4
  %q3 = getelementptr i32, ptr addrspace(1) %q0, i64 3
  store i32 %sv, ptr addrspace(1) %q3, align 4
  %q4 = getelementptr i64, ptr addrspace(1) %out, i64 %i
  %q4b = getelementptr i8, ptr addrspace(1) %q4, i64 4096
  %r23 = xor i64 %r2, %r3
  store i64 %r23, ptr addrspace(1) %q4b, align 8
  %pm0 = call i32 @llvm.nvvm.prmt(i32 %x, i32 %r1, i32 %tid)
  %pm1 = call i32 @llvm.nvvm.prmt.f4e(i32 %x, i32 %r1, i32 %tid)
  %pm2 = call i32 @llvm.nvvm.prmt.b4e(i32 %x, i32 %r1, i32 %tid)
  %pm3 = call i32 @llvm.nvvm.prmt.rc8(i32 %x, i32 %tid)
  %pm4 = call i32 @llvm.nvvm.prmt.ecl(i32 %x, i32 %tid)
  %pm5 = call i32 @llvm.nvvm.prmt.ecr(i32 %x, i32 %tid)
  %pm6 = call i32 @llvm.nvvm.prmt.rc16(i32 %x, i32 %tid)
  %px1 = xor i32 %pm0, %pm1
  %px2 = add i32 %px1, %pm2
  %px3 = xor i32 %px2, %pm3
  %px4 = add i32 %px3, %pm4
  %px5 = xor i32 %px4, %pm5
  %px6 = add i32 %px5, %pm6
  %qp = getelementptr i32, ptr addrspace(1) %out, i64 1536
  %qpi = getelementptr i32, ptr addrspace(1) %qp, i64 %i
  store i32 %px6, ptr addrspace(1) %qpi, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.rotate.b32(i32, i32)
declare i64 @llvm.nvvm.rotate.b64(i64, i32)
declare i64 @llvm.nvvm.rotate.right.b64(i64, i32)
declare i16 @llvm.nvvm.mulhi.s(i16, i16)
declare i16 @llvm.nvvm.mulhi.us(i16, i16)
declare void @llvm.nvvm.nanosleep(i32)
declare void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3), ptr addrspace(1))
declare void @llvm.nvvm.cp.async.commit.group()
declare void @llvm.nvvm.cp.async.wait.group(i32)
declare void @llvm.nvvm.barrier0()
declare i32 @llvm.nvvm.prmt(i32, i32, i32)
declare i32 @llvm.nvvm.prmt.f4e(i32, i32, i32)
declare i32 @llvm.nvvm.prmt.b4e(i32, i32, i32)
declare i32 @llvm.nvvm.prmt.rc8(i32, i32)
declare i32 @llvm.nvvm.prmt.ecl(i32, i32)
declare i32 @llvm.nvvm.prmt.ecr(i32, i32)
declare i32 @llvm.nvvm.prmt.rc16(i32, i32)
