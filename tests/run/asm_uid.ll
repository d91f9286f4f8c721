; GCC's `%=` in inline asm, as clang writes it: `${:uid}`, a number unique
; to the asm statement, here in the label of a counting loop (the shape of
; spin-wait loops on a flag or an mbarrier). The template is used twice,
; so its labels exist twice; `${:comment}` opens a comment. Each thread
; rounds |in| mod 1000 and n mod 1000 up to a multiple of 3 by looping.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %a = load i32, ptr addrspace(1) %pa, align 4
  %a1 = urem i32 %a, 1000
  %n1 = urem i32 %n, 1000
  %r1 = call i32 asm sideeffect "{\0A .reg .pred p;\0A mov.u32 $0, 0; ${:comment} counted up by threes\0A LOOP_${:uid}:\0A add.u32 $0, $0, 3;\0A setp.lt.u32 p, $0, $1;\0A @p bra LOOP_${:uid};\0A}", "=r,r"(i32 %a1)
  %r2 = call i32 asm sideeffect "{\0A .reg .pred p;\0A mov.u32 $0, 0; ${:comment} counted up by threes\0A LOOP_${:uid}:\0A add.u32 $0, $0, 3;\0A setp.lt.u32 p, $0, $1;\0A @p bra LOOP_${:uid};\0A}", "=r,r"(i32 %n1)
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r1, ptr addrspace(1) %po, align 4
  %t2 = add i32 %tid, 128
  %po2 = getelementptr i32, ptr addrspace(1) %out, i32 %t2
  store i32 %r2, ptr addrspace(1) %po2, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
