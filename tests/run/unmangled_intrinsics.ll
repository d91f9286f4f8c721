; Overloaded intrinsics called by their bare names with no declarations
; (LLVM 20's parser accepts both; LLVM's f32x2-instructions.ll writes
; `@llvm.fma` on <2 x float>): each takes its type suffixes from the call.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %t
  %x = load i32, ptr addrspace(1) %pi, align 4
  %w0 = insertelement <2 x i32> poison, i32 %x, i32 0
  %w = shufflevector <2 x i32> %w0, <2 x i32> poison, <2 x i32> zeroinitializer
  ; small finite floats from the random words: keep 20 mantissa bits
  %m = and <2 x i32> %w, <i32 1048575, i32 1048575>
  %e = or <2 x i32> %m, <i32 1065353216, i32 1073741824>
  %a = bitcast <2 x i32> %e to <2 x float>
  %nf = sitofp i32 %n to float
  %b0 = insertelement <2 x float> poison, float %nf, i32 0
  %b = insertelement <2 x float> %b0, float 0.5, i32 1
  %f = call <2 x float> @llvm.fma(<2 x float> %a, <2 x float> %b, <2 x float> %a)
  %g = call <2 x float> @llvm.maxnum(<2 x float> %f, <2 x float> %b)
  %h = call float @llvm.sqrt(float 2.0)
  %g0 = extractelement <2 x float> %g, i32 0
  %s = fadd float %g0, %h
  %c = call i32 @llvm.ctpop(i32 %n)
  %cz = call i32 @llvm.umin(i32 %c, i32 %t)
  %po = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %s, ptr addrspace(1) %po, align 4
  %pc = getelementptr i32, ptr addrspace(1) %out, i32 128
  %pc2 = getelementptr i32, ptr addrspace(1) %pc, i32 %t
  store i32 %cz, ptr addrspace(1) %pc2, align 4
  %g1 = extractelement <2 x float> %g, i32 1
  %pg = getelementptr float, ptr addrspace(1) %pc, i32 128
  %pg2 = getelementptr float, ptr addrspace(1) %pg, i32 %t
  store float %g1, ptr addrspace(1) %pg2, align 4
  %dst = getelementptr i8, ptr addrspace(1) %out, i32 2048
  call void @llvm.memcpy(ptr addrspace(1) %dst, ptr addrspace(1) %in, i64 64, i1 false)
  ret void
}
