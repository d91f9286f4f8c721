; sm_90's 128-bit atomics (llvm/test/CodeGen/NVPTX/atomics-b128.ll):
; every thread exchanges a 128-bit value (its id in the high half) into
; one of four slots, then compare-and-swaps the slot from that value to
; %n; both results are written out.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @atomic_b128(ptr addrspace(1) %slots, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %slot = and i32 %t, 3
  %p = getelementptr i128, ptr addrspace(1) %slots, i32 %slot
  %t64 = zext i32 %t to i128
  %hi = shl i128 %t64, 64
  %v = or i128 %hi, 12345
  %old = atomicrmw xchg ptr addrspace(1) %p, i128 %v acq_rel
  %q = getelementptr i128, ptr addrspace(1) %out, i32 %t
  store i128 %old, ptr addrspace(1) %q, align 16
  %n128 = sext i32 %n to i128
  %pair = cmpxchg ptr addrspace(1) %p, i128 %v, i128 %n128 syncscope("device") monotonic monotonic
  %ok = extractvalue { i128, i1 } %pair, 1
  %got = extractvalue { i128, i1 } %pair, 0
  %okw = zext i1 %ok to i128
  %t2 = add i32 %t, 128
  %q2 = getelementptr i128, ptr addrspace(1) %out, i32 %t2
  %mix = xor i128 %got, %okw
  store i128 %mix, ptr addrspace(1) %q2, align 16
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
