; `tensormap.replace` (sm_90a, PTX 8.3): every field of a tensor map
; rewritten in global, shared and generic memory, the ordinals and the
; field codes constants (the codes sm_90a knows).
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %g, ptr addrspace(3) %s, ptr %p, i64 %a, i32 %v) {
  call void @llvm.nvvm.tensormap.replace.global.address.p1(ptr addrspace(1) %g, i64 %a)
  call void @llvm.nvvm.tensormap.replace.rank.p3(ptr addrspace(3) %s, i32 %v)
  call void @llvm.nvvm.tensormap.replace.box.dim.p1(ptr addrspace(1) %g, i32 1, i32 %v)
  call void @llvm.nvvm.tensormap.replace.global.dim.p3(ptr addrspace(3) %s, i32 4, i32 %v)
  call void @llvm.nvvm.tensormap.replace.global.stride.p0(ptr %p, i32 2, i64 %a)
  call void @llvm.nvvm.tensormap.replace.element.stride.p1(ptr addrspace(1) %g, i32 0, i32 %v)
  call void @llvm.nvvm.tensormap.replace.elemtype.p1(ptr addrspace(1) %g, /* tf32.ftz */ i32 12)
  call void @llvm.nvvm.tensormap.replace.interleave.layout.p3(ptr addrspace(3) %s, i32 2)
  call void @llvm.nvvm.tensormap.replace.swizzle.mode.p1(ptr addrspace(1) %g, /* 128B */ i32 3)
  call void @llvm.nvvm.tensormap.replace.fill.mode.p0(ptr %p, /* NaN */ i32 1)
  ret void
}

declare void @llvm.nvvm.tensormap.replace.global.address.p1(ptr addrspace(1), i64)
declare void @llvm.nvvm.tensormap.replace.rank.p3(ptr addrspace(3), i32)
declare void @llvm.nvvm.tensormap.replace.box.dim.p1(ptr addrspace(1), i32, i32)
declare void @llvm.nvvm.tensormap.replace.global.dim.p3(ptr addrspace(3), i32, i32)
declare void @llvm.nvvm.tensormap.replace.global.stride.p0(ptr, i32, i64)
declare void @llvm.nvvm.tensormap.replace.element.stride.p1(ptr addrspace(1), i32, i32)
declare void @llvm.nvvm.tensormap.replace.elemtype.p1(ptr addrspace(1), i32)
declare void @llvm.nvvm.tensormap.replace.interleave.layout.p3(ptr addrspace(3), i32)
declare void @llvm.nvvm.tensormap.replace.swizzle.mode.p1(ptr addrspace(1), i32)
declare void @llvm.nvvm.tensormap.replace.fill.mode.p0(ptr, i32)
