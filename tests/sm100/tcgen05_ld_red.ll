; tcgen05.ld.red (sm_103 and sm_110 accelerated targets, PTX 8.8): loads
; from tensor memory that also return the min or max of what they load,
; in both shapes, on u32 and on f32 with the abs and NaN flags.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(6) %t, ptr addrspace(1) %out) {
  %a = call {<4 x i32>, i32} @llvm.nvvm.tcgen05.ld.red.32x32b.x4.i32(ptr addrspace(6) %t, i32 1)
  %av = extractvalue {<4 x i32>, i32} %a, 0
  %ar = extractvalue {<4 x i32>, i32} %a, 1
  %a0 = extractelement <4 x i32> %av, i32 0
  %as = add i32 %a0, %ar
  store i32 %as, ptr addrspace(1) %out, align 4
  %b = call {<2 x float>, float} @llvm.nvvm.tcgen05.ld.red.16x32bx2.x2.f32(ptr addrspace(6) %t, i64 8, i32 0, i1 1, i1 1)
  %bv = extractvalue {<2 x float>, float} %b, 0
  %br = extractvalue {<2 x float>, float} %b, 1
  %b1 = extractelement <2 x float> %bv, i32 1
  %bs = fadd float %b1, %br
  %o1 = getelementptr float, ptr addrspace(1) %out, i32 1
  store float %bs, ptr addrspace(1) %o1, align 4
  ret void
}

declare {<4 x i32>, i32} @llvm.nvvm.tcgen05.ld.red.32x32b.x4.i32(ptr addrspace(6), i32)
declare {<2 x float>, float} @llvm.nvvm.tcgen05.ld.red.16x32bx2.x2.f32(ptr addrspace(6), i64, i32, i1, i1)
