; Aliases, as LLVM writes them for C++ constructor and symbol aliases: a
; function alias called, a chain of aliases, a variable read and written
; through an alias in another address space's pointer form (a bitcast in
; typed-pointer IR), and a kernel named through an alias in the
; annotations. Each thread adds the helper's result to a counter through
; the aliases and stores what it read.
target triple = "nvptx64-nvidia-cuda"

@counter = internal addrspace(1) global i32 5
@count_alias = internal alias i32, ptr addrspace(1) @counter

define internal i32 @twice(i32 %x) noinline {
  %y = shl i32 %x, 1
  ret i32 %y
}
@double = internal alias i32 (i32), ptr @twice
@double_again = internal alias i32 (i32), ptr @double

define void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %t
  %a = load i32, ptr addrspace(1) %pa
  %d = call i32 @double_again(i32 %a)
  %e = call i32 @double(i32 %n)
  %s = add i32 %d, %e
  %old = atomicrmw add ptr addrspace(1) @count_alias, i32 1 monotonic
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %s, ptr addrspace(1) %po
  call void @llvm.nvvm.barrier0()
  %c = load volatile i32, ptr addrspace(1) @counter
  %t2 = add i32 %t, 128
  %pc = getelementptr i32, ptr addrspace(1) %out, i32 %t2
  store i32 %c, ptr addrspace(1) %pc
  ret void
}
@kernel_alias = alias void (ptr addrspace(1), ptr addrspace(1), i32), ptr @k

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @kernel_alias, !"kernel", i32 1}
