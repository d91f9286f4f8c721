; libNVVM's own forms of the warp intrinsics, as Numba writes them (typed
; pointers, NVVM IR 2.0): shfl.sync.i32 and vote.sync take their mode as an
; operand and return {value, predicate}. Every lane stores what each mode
; gives; %n picks the offsets and the predicate.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare {i32, i1} @llvm.nvvm.shfl.sync.i32(i32, i32, i32, i32, i32)
declare {float, i1} @llvm.nvvm.shfl.sync.f32(i32, i32, float, i32, i32)
declare {i32, i1} @llvm.nvvm.vote.sync(i32, i32, i1)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @k(i32* %in, i32* %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pin = getelementptr inbounds i32, i32* %in, i32 %t
  %v = load i32, i32* %pin, align 4
  %off = and i32 %n, 15
  %idx = call {i32, i1} @llvm.nvvm.shfl.sync.i32(i32 -1, i32 0, i32 %v, i32 %off, i32 31)
  %up = call {i32, i1} @llvm.nvvm.shfl.sync.i32(i32 -1, i32 1, i32 %v, i32 %off, i32 0)
  %down = call {i32, i1} @llvm.nvvm.shfl.sync.i32(i32 -1, i32 2, i32 %v, i32 %off, i32 31)
  %f = sitofp i32 %v to float
  %bf = call {float, i1} @llvm.nvvm.shfl.sync.f32(i32 -1, i32 3, float %f, i32 %off, i32 31)
  %rem = urem i32 %v, 7
  %p = icmp ult i32 %rem, %n
  %all = call {i32, i1} @llvm.nvvm.vote.sync(i32 -1, i32 0, i1 %p)
  %any = call {i32, i1} @llvm.nvvm.vote.sync(i32 -1, i32 1, i1 %p)
  %uni = call {i32, i1} @llvm.nvvm.vote.sync(i32 -1, i32 2, i1 %p)
  %bal = call {i32, i1} @llvm.nvvm.vote.sync(i32 -1, i32 3, i1 %p)
  %base = mul i32 %t, 9
  %i0 = extractvalue {i32, i1} %idx, 0
  %i1 = extractvalue {i32, i1} %up, 0
  %u1 = extractvalue {i32, i1} %up, 1
  %i2 = extractvalue {i32, i1} %down, 0
  %d1 = extractvalue {i32, i1} %down, 1
  %fv = extractvalue {float, i1} %bf, 0
  %i3 = fptosi float %fv to i32
  %a1 = extractvalue {i32, i1} %all, 1
  %y1 = extractvalue {i32, i1} %any, 1
  %n1 = extractvalue {i32, i1} %uni, 1
  %b0 = extractvalue {i32, i1} %bal, 0
  %za = zext i1 %a1 to i32
  %zy = zext i1 %y1 to i32
  %zn = zext i1 %n1 to i32
  %zu = zext i1 %u1 to i32
  %zd = zext i1 %d1 to i32
  %flags0 = shl i32 %zu, 1
  %flags1 = or i32 %flags0, %zd
  %vals = insertelement <8 x i32> undef, i32 %i0, i32 0
  %vals1 = insertelement <8 x i32> %vals, i32 %i1, i32 1
  %vals2 = insertelement <8 x i32> %vals1, i32 %i2, i32 2
  %vals3 = insertelement <8 x i32> %vals2, i32 %i3, i32 3
  %vals4 = insertelement <8 x i32> %vals3, i32 %za, i32 4
  %vals5 = insertelement <8 x i32> %vals4, i32 %zy, i32 5
  %vals6 = insertelement <8 x i32> %vals5, i32 %zn, i32 6
  %vals7 = insertelement <8 x i32> %vals6, i32 %b0, i32 7
  %po = getelementptr inbounds i32, i32* %out, i32 %base
  %pv = bitcast i32* %po to <8 x i32>*
  store <8 x i32> %vals7, <8 x i32>* %pv, align 4
  %pf = getelementptr inbounds i32, i32* %po, i32 8
  store i32 %flags1, i32* %pf, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32*, i32)* @k, !"kernel", i32 1}
!nvvmir.version = !{!1}
!1 = !{i32 2, i32 0}
