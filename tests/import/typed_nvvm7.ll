; NVVM IR 2.0 / LLVM 7 typed-pointer forms: named structs, constant
; expressions, byval, annotations with launch bounds, a device function.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }
%struct.node = type { i32, %struct.node* }

@tile = internal addrspace(3) global [32 x [33 x float]] zeroinitializer, align 4
@coef = addrspace(4) externally_initialized global [2 x float] [float 5.000000e-01, float 0x3FB99999A0000000], align 4
@msg = private unnamed_addr constant [6 x i8] c"hi %d\0A", align 1

define internal float @helper(float %x, %struct.float4* byval align 16 %s) #1 {
_entry:
  %_f = getelementptr inbounds %struct.float4, %struct.float4* %s, i64 0, i32 2
  %_v = load float, float* %_f, align 8
  %_r = fmul contract float %x, %_v
  ret float %_r
}

define void @typed(%struct.float4 addrspace(1)* %p, %struct.node* %n, i32 %k) #0 {
_0:
  %_s = alloca %struct.float4, align 16
  %_cnt = alloca i32, align 4
  store i32 0, i32* %_cnt, align 4
  %_src = getelementptr inbounds %struct.float4, %struct.float4 addrspace(1)* %p, i32 %k, i32 1
  %_a = load float, float addrspace(1)* %_src, align 4
  %_t = load float, float addrspace(3)* getelementptr inbounds ([32 x [33 x float]], [32 x [33 x float]] addrspace(3)* @tile, i64 0, i64 1, i64 2), align 4
  %_c = load float, float addrspace(4)* getelementptr inbounds ([2 x float], [2 x float] addrspace(4)* @coef, i64 0, i64 1), align 4
  %_gen = addrspacecast float addrspace(3)* getelementptr inbounds ([32 x [33 x float]], [32 x [33 x float]] addrspace(3)* @tile, i64 0, i64 0, i64 0) to float*
  %_x = fadd float %_a, %_t
  %_y = call float @helper(float %_x, %struct.float4* byval align 16 %_s)
  %_nx = getelementptr inbounds %struct.node, %struct.node* %n, i64 0, i32 1
  %_nn = load %struct.node*, %struct.node** %_nx, align 8
  %_iv = load i32, i32* %_cnt, align 4
  %_cv = ptrtoint float* %_gen to i64
  %_add = call float @llvm.nvvm.atomic.load.add.f32.p0f32(float* %_gen, float %_y)
  call void @llvm.lifetime.start.p0i8(i64 4, i8* bitcast (i32* getelementptr inbounds ([6 x i8], [6 x i8]* @msg, i64 0, i64 0) to i8*))
  %_sw = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %_iv, i32 1, i32 31)
  %_d = fdiv float %_c, 0x4000000000000000
  store float %_d, float addrspace(1)* %_src, align 4
  ret void
}

declare float @llvm.nvvm.atomic.load.add.f32.p0f32(float*, float)
declare void @llvm.lifetime.start.p0i8(i64, i8*)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

attributes #0 = { nounwind "nvvm.maxnreg"="64" }
attributes #1 = { noinline nounwind }

!nvvm.annotations = !{!0, !1}
!nvvmir.version = !{!2}
!0 = !{void (%struct.float4 addrspace(1)*, %struct.node*, i32)* @typed, !"kernel", i32 1}
!1 = !{void (%struct.float4 addrspace(1)*, %struct.node*, i32)* @typed, !"maxntidx", i32 128, !"minctasm", i32 4}
!2 = !{i32 2, i32 0}
