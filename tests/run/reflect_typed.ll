; The typed-pointer spelling libNVVM-era IR uses: the query string reached
; through constant-expression casts and a zero GEP.
target triple = "nvptx64-nvidia-cuda"
@"$str" = private addrspace(1) constant [12 x i8] c"__CUDA_ARCH\00"
@ftz = private addrspace(4) constant [11 x i8] c"__CUDA_FTZ\00"
declare i32 @__nvvm_reflect(i8*)
define void @k(i32 addrspace(1)* %o) {
  %r1 = call i32 @__nvvm_reflect(i8* getelementptr inbounds ([12 x i8], [12 x i8]* addrspacecast ([12 x i8] addrspace(1)* @"$str" to [12 x i8]*), i64 0, i64 0))
  %r2 = call i32 @__nvvm_reflect(i8* addrspacecast (i8 addrspace(4)* getelementptr inbounds ([11 x i8], [11 x i8] addrspace(4)* @ftz, i64 0, i64 0) to i8*))
  store i32 %r1, i32 addrspace(1)* %o
  %o1 = getelementptr i32, i32 addrspace(1)* %o, i64 1
  store i32 %r2, i32 addrspace(1)* %o1
  ret void
}
!nvvm.annotations = !{!1}
!1 = !{void (i32 addrspace(1)*)* @k, !"kernel", i32 1}
