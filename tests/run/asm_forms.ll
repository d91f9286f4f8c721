; Inline asm as CUTLASS and FlashAttention write it, each form of which
; once failed: an L2 eviction policy made with a decimal fraction
; (`createpolicy.fractional.L2::evict_last.b64 pol, 1.0`) and used by a
; load, sm_90's `max.s16x2` (PTX 8.0, which `.version` must follow),
; `szext`, `griddepcontrol.wait` (nothing to wait for in one launch) and
; `.pragma "nounroll"` (a string in a template).
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void asm sideeffect "griddepcontrol.wait;", "~{memory}"()
  call void asm sideeffect ".pragma \22nounroll\22;", ""()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %t
  %a = call i32 asm "{ .reg .b64 pol;\0A createpolicy.fractional.L2::evict_last.b64 pol, 1.0;\0A ld.global.L2::cache_hint.b32 $0, [$1], pol; }", "=r,l"(ptr addrspace(1) %p)
  %m = call i32 asm "max.s16x2 $0, $1, $2;", "=r,r,r"(i32 %a, i32 %n)
  %b = and i32 %t, 31
  %z = call i32 asm "szext.wrap.s32 $0, $1, $2;", "=r,r,r"(i32 %a, i32 %b)
  %u = call i32 asm "szext.clamp.u32 $0, $1, $2;", "=r,r,r"(i32 %a, i32 %b)
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %m, ptr addrspace(1) %po
  %t1 = add i32 %t, 128
  %p1 = getelementptr i32, ptr addrspace(1) %out, i32 %t1
  store i32 %z, ptr addrspace(1) %p1
  %t2 = add i32 %t, 256
  %p2 = getelementptr i32, ptr addrspace(1) %out, i32 %t2
  store i32 %u, ptr addrspace(1) %p2
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
