; Seed 000's IR-level rematerialization knobs under a register ceiling
; (-remat-maxreg-ceiling): values live across a loop, computed from two
; invariant loads of a `noalias readonly` table, so that load
; rematerialization (-remat-load), the long-latency factor
; (-remat-lli-factor) and the per-value cost filter
; (-remat-ignore-single-cost) decide what is recomputed.
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n, ptr addrspace(1) noalias readonly %tbl) {
entry:
  %a = load i32, ptr addrspace(1) %tbl, align 4
  %tb = getelementptr i32, ptr addrspace(1) %tbl, i64 1
  %b = load i32, ptr addrspace(1) %tb, align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v0 = mul i32 %a, %tid
  %v1 = add i32 %v0, %b
  %v2 = xor i32 %v1, %a
  %v3 = mul i32 %v2, 3
  %v4 = add i32 %v3, %tid
  %v5 = xor i32 %v4, %b
  %v6 = mul i32 %v5, 5
  %v7 = add i32 %v6, %a
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s8, %loop ]
  %idx = add i32 %i, %tid
  %ix = zext i32 %idx to i64
  %p = getelementptr i32, ptr addrspace(1) %in, i64 %ix
  %x = load i32, ptr addrspace(1) %p, align 4
  %s1 = add i32 %s, %x
  %t0 = mul i32 %s1, %v0
  %t1 = add i32 %t0, %v1
  %t2 = xor i32 %t1, %v2
  %t3 = add i32 %t2, %v3
  %t4 = xor i32 %t3, %v4
  %t5 = add i32 %t4, %v5
  %t6 = xor i32 %t5, %v6
  %s8 = add i32 %t6, %v7
  %i2 = add i32 %i, 1
  %c = icmp slt i32 %i2, %n
  br i1 %c, label %loop, label %exit
exit:
  %u0 = add i32 %s8, %v0
  %u1 = xor i32 %u0, %v1
  %u2 = add i32 %u1, %v2
  %u3 = xor i32 %u2, %v3
  %u4 = add i32 %u3, %v4
  %u5 = xor i32 %u4, %v5
  %u6 = add i32 %u5, %v6
  %u7 = xor i32 %u6, %v7
  %o = zext i32 %tid to i64
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %o
  %u8 = add i32 %u7, %a
  %u9 = xor i32 %u8, %b
  store i32 %u9, ptr addrspace(1) %q, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
