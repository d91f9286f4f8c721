; Module-level inline assembly (CUDA's file-scope asm()): a PTX variable
; the kernel reads through inline asm. driver/tests/module_asm.rs.
target triple = "nvptx64-nvidia-cuda"

module asm ".global .align 4 .b32 host_reg = 41;"
module asm "// a \22quoted\22 comment"

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %x) {
  %y = call i32 asm "ld.global.u32 $0, [host_reg];", "=r"()
  %z = add i32 %y, %x
  store i32 %z, ptr addrspace(1) %out, align 4
  ret void
}
