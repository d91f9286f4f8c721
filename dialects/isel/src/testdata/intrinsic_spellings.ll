; One kernel per NVVM and LLVM intrinsic spelling that instruction
; selection lowers on sm_70: the rounding, flush and NaN qualifiers, the
; integer widths and modes the intrinsic table decodes. Every kernel must
; reach ptxas.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k0(ptr %out, float %a0, float %a1, float %a2) {
  %r = call float @llvm.nvvm.fma.rn.f(float %a0, float %a1, float %a2)
  store float %r, ptr %out
  ret void
}

define void @k1(ptr %out, float %a0, float %a1, float %a2) {
  %r = call float @llvm.nvvm.fma.rz.ftz.f(float %a0, float %a1, float %a2)
  store float %r, ptr %out
  ret void
}

define void @k2(ptr %out, double %a0, double %a1, double %a2) {
  %r = call double @llvm.nvvm.fma.rn.d(double %a0, double %a1, double %a2)
  store double %r, ptr %out
  ret void
}

define void @k4(ptr %out, float %a0, float %a1) {
  %r = call float @llvm.nvvm.add.rm.f(float %a0, float %a1)
  store float %r, ptr %out
  ret void
}

define void @k5(ptr %out, double %a0, double %a1) {
  %r = call double @llvm.nvvm.add.rp.d(double %a0, double %a1)
  store double %r, ptr %out
  ret void
}

define void @k6(ptr %out, float %a0, float %a1) {
  %r = call float @llvm.nvvm.mul.rz.ftz.f(float %a0, float %a1)
  store float %r, ptr %out
  ret void
}

define void @k7(ptr %out, float %a0, float %a1) {
  %r = call float @llvm.nvvm.div.rn.f(float %a0, float %a1)
  store float %r, ptr %out
  ret void
}

define void @k8(ptr %out, double %a0, double %a1) {
  %r = call double @llvm.nvvm.div.rn.d(double %a0, double %a1)
  store double %r, ptr %out
  ret void
}

define void @k9(ptr %out, float %a0, float %a1) {
  %r = call float @llvm.nvvm.div.approx.f(float %a0, float %a1)
  store float %r, ptr %out
  ret void
}

define void @k10(ptr %out, float %a0, float %a1) {
  %r = call float @llvm.nvvm.div.approx.ftz.f(float %a0, float %a1)
  store float %r, ptr %out
  ret void
}

define void @k11(ptr %out, float %a0, float %a1) {
  %r = call float @llvm.nvvm.div.full(float %a0, float %a1)
  store float %r, ptr %out
  ret void
}

define void @k12(ptr %out, float %a0, float %a1) {
  %r = call float @llvm.nvvm.div.full.ftz(float %a0, float %a1)
  store float %r, ptr %out
  ret void
}

define void @k13(ptr %out, float %a0, float %a1) {
  %r = call float @llvm.nvvm.div.full.f(float %a0, float %a1)
  store float %r, ptr %out
  ret void
}

define void @k14(ptr %out, float %a0) {
  %r = call float @llvm.nvvm.rcp.rn.f(float %a0)
  store float %r, ptr %out
  ret void
}

define void @k15(ptr %out, double %a0) {
  %r = call double @llvm.nvvm.rcp.approx.ftz.d(double %a0)
  store double %r, ptr %out
  ret void
}

define void @k16(ptr %out, float %a0) {
  %r = call float @llvm.nvvm.sqrt.f(float %a0)
  store float %r, ptr %out
  ret void
}

define void @k17(ptr %out, double %a0) {
  %r = call double @llvm.nvvm.sqrt.rn.d(double %a0)
  store double %r, ptr %out
  ret void
}

define void @k18(ptr %out, float %a0) {
  %r = call float @llvm.nvvm.sqrt.approx.f(float %a0)
  store float %r, ptr %out
  ret void
}

define void @k19(ptr %out, float %a0) {
  %r = call float @llvm.nvvm.rsqrt.approx.f(float %a0)
  store float %r, ptr %out
  ret void
}

define void @k20(ptr %out, double %a0) {
  %r = call double @llvm.nvvm.rsqrt.approx.d(double %a0)
  store double %r, ptr %out
  ret void
}

define void @k21(ptr %out, float %a0) {
  %r = call float @llvm.nvvm.ex2.approx.ftz.f(float %a0)
  store float %r, ptr %out
  ret void
}

define void @k22(ptr %out, float %a0) {
  %r = call float @llvm.nvvm.lg2.approx.f(float %a0)
  store float %r, ptr %out
  ret void
}

define void @k23(ptr %out, float %a0) {
  %r = call float @llvm.nvvm.sin.approx.f(float %a0)
  store float %r, ptr %out
  ret void
}

define void @k24(ptr %out, float %a0) {
  %r = call float @llvm.nvvm.cos.approx.ftz.f(float %a0)
  store float %r, ptr %out
  ret void
}

define void @k26(ptr %out, float %a0) {
  %r = call float @llvm.nvvm.fabs.f(float %a0)
  store float %r, ptr %out
  ret void
}

define void @k27(ptr %out, float %a0) {
  %r = call float @llvm.nvvm.fabs.ftz.f(float %a0)
  store float %r, ptr %out
  ret void
}

define void @k28(ptr %out, double %a0) {
  %r = call double @llvm.nvvm.fabs.d(double %a0)
  store double %r, ptr %out
  ret void
}

define void @k29(ptr %out, float %a0) {
  %r = call float @llvm.nvvm.saturate.f(float %a0)
  store float %r, ptr %out
  ret void
}

define void @k30(ptr %out, float %a0) {
  %r = call float @llvm.nvvm.saturate.ftz.f(float %a0)
  store float %r, ptr %out
  ret void
}

define void @k31(ptr %out, double %a0) {
  %r = call double @llvm.nvvm.saturate.d(double %a0)
  store double %r, ptr %out
  ret void
}

define void @k32(ptr %out, float %a0) {
  %r = call float @llvm.nvvm.floor.f(float %a0)
  store float %r, ptr %out
  ret void
}

define void @k33(ptr %out, float %a0) {
  %r = call float @llvm.nvvm.ceil.ftz.f(float %a0)
  store float %r, ptr %out
  ret void
}

define void @k34(ptr %out, double %a0) {
  %r = call double @llvm.nvvm.trunc.d(double %a0)
  store double %r, ptr %out
  ret void
}

define void @k35(ptr %out, float %a0) {
  %r = call float @llvm.nvvm.round.f(float %a0)
  store float %r, ptr %out
  ret void
}

define void @k36(ptr %out, float %a0, float %a1) {
  %r = call float @llvm.nvvm.fmin.f(float %a0, float %a1)
  store float %r, ptr %out
  ret void
}

define void @k37(ptr %out, float %a0, float %a1) {
  %r = call float @llvm.nvvm.fmax.ftz.f(float %a0, float %a1)
  store float %r, ptr %out
  ret void
}

define void @k40(ptr %out, double %a0, double %a1) {
  %r = call double @llvm.nvvm.fmin.d(double %a0, double %a1)
  store double %r, ptr %out
  ret void
}

define void @k41(ptr %out, double %a0, double %a1) {
  %r = call double @llvm.nvvm.fmax.d(double %a0, double %a1)
  store double %r, ptr %out
  ret void
}

define void @k48(ptr %out, half %a0, half %a1, half %a2) {
  %r = call half @llvm.nvvm.fma.rn.f16(half %a0, half %a1, half %a2)
  store half %r, ptr %out
  ret void
}

define void @k49(ptr %out, i32 %a0, i32 %a1) {
  %r = call i32 @llvm.nvvm.min.i(i32 %a0, i32 %a1)
  store i32 %r, ptr %out
  ret void
}

define void @k50(ptr %out, i32 %a0, i32 %a1) {
  %r = call i32 @llvm.nvvm.min.ui(i32 %a0, i32 %a1)
  store i32 %r, ptr %out
  ret void
}

define void @k51(ptr %out, i64 %a0, i64 %a1) {
  %r = call i64 @llvm.nvvm.max.ll(i64 %a0, i64 %a1)
  store i64 %r, ptr %out
  ret void
}

define void @k52(ptr %out, i64 %a0, i64 %a1) {
  %r = call i64 @llvm.nvvm.max.ull(i64 %a0, i64 %a1)
  store i64 %r, ptr %out
  ret void
}

define void @k53(ptr %out, i32 %a0, i32 %a1) {
  %r = call i32 @llvm.nvvm.mulhi.i(i32 %a0, i32 %a1)
  store i32 %r, ptr %out
  ret void
}

define void @k54(ptr %out, i64 %a0, i64 %a1) {
  %r = call i64 @llvm.nvvm.mulhi.ull(i64 %a0, i64 %a1)
  store i64 %r, ptr %out
  ret void
}

define void @k55(ptr %out, i16 %a0, i16 %a1) {
  %r = call i16 @llvm.nvvm.mulhi.s(i16 %a0, i16 %a1)
  store i16 %r, ptr %out
  ret void
}

define void @k56(ptr %out, i16 %a0, i16 %a1) {
  %r = call i16 @llvm.nvvm.mulhi.us(i16 %a0, i16 %a1)
  store i16 %r, ptr %out
  ret void
}

define void @k57(ptr %out, i32 %a0, i32 %a1) {
  %r = call i32 @llvm.nvvm.mul24.i(i32 %a0, i32 %a1)
  store i32 %r, ptr %out
  ret void
}

define void @k58(ptr %out, i32 %a0, i32 %a1) {
  %r = call i32 @llvm.nvvm.mul24.ui(i32 %a0, i32 %a1)
  store i32 %r, ptr %out
  ret void
}

define void @k59(ptr %out, i32 %a0) {
  %r = call i32 @llvm.nvvm.abs.i(i32 %a0)
  store i32 %r, ptr %out
  ret void
}

define void @k60(ptr %out, i64 %a0) {
  %r = call i64 @llvm.nvvm.abs.ll(i64 %a0)
  store i64 %r, ptr %out
  ret void
}

define void @k61(ptr %out, i32 %a0) {
  %r = call i32 @llvm.nvvm.popc.i(i32 %a0)
  store i32 %r, ptr %out
  ret void
}

define void @k62(ptr %out, i64 %a0) {
  %r = call i32 @llvm.nvvm.popc.ll(i64 %a0)
  store i32 %r, ptr %out
  ret void
}

define void @k63(ptr %out, i32 %a0) {
  %r = call i32 @llvm.nvvm.clz.i(i32 %a0)
  store i32 %r, ptr %out
  ret void
}

define void @k64(ptr %out, i64 %a0) {
  %r = call i32 @llvm.nvvm.clz.ll(i64 %a0)
  store i32 %r, ptr %out
  ret void
}

define void @k65(ptr %out, i32 %a0, i32 %a1, i32 %a2) {
  %r = call i32 @llvm.nvvm.sad.i(i32 %a0, i32 %a1, i32 %a2)
  store i32 %r, ptr %out
  ret void
}

define void @k66(ptr %out, i32 %a0, i32 %a1, i32 %a2) {
  %r = call i32 @llvm.nvvm.sad.ui(i32 %a0, i32 %a1, i32 %a2)
  store i32 %r, ptr %out
  ret void
}

define void @k67(ptr %out, i64 %a0, i64 %a1, i64 %a2) {
  %r = call i64 @llvm.nvvm.sad.ull(i64 %a0, i64 %a1, i64 %a2)
  store i64 %r, ptr %out
  ret void
}

define void @k68(ptr %out, i32 %a0) {
  %r = call i32 @llvm.nvvm.brev32(i32 %a0)
  store i32 %r, ptr %out
  ret void
}

define void @k69(ptr %out, i64 %a0) {
  %r = call i64 @llvm.nvvm.brev64(i64 %a0)
  store i64 %r, ptr %out
  ret void
}

define void @k70(ptr %out, i32 %a0, i32 %a1) {
  %r = call i32 @llvm.nvvm.rotate.b32(i32 %a0, i32 %a1)
  store i32 %r, ptr %out
  ret void
}

define void @k71(ptr %out, i64 %a0, i32 %a1) {
  %r = call i64 @llvm.nvvm.rotate.b64(i64 %a0, i32 %a1)
  store i64 %r, ptr %out
  ret void
}

define void @k72(ptr %out, i64 %a0, i32 %a1) {
  %r = call i64 @llvm.nvvm.rotate.right.b64(i64 %a0, i32 %a1)
  store i64 %r, ptr %out
  ret void
}

define void @k73(ptr %out, i32 %a0, i32 %a1, i32 %a2) {
  %r = call i32 @llvm.nvvm.prmt(i32 %a0, i32 %a1, i32 %a2)
  store i32 %r, ptr %out
  ret void
}

define void @k74(ptr %out, i32 %a0, i32 %a1, i32 %a2) {
  %r = call i32 @llvm.nvvm.prmt.f4e(i32 %a0, i32 %a1, i32 %a2)
  store i32 %r, ptr %out
  ret void
}

define void @k75(ptr %out, i32 %a0, i32 %a1) {
  %r = call i32 @llvm.nvvm.prmt.rc8(i32 %a0, i32 %a1)
  store i32 %r, ptr %out
  ret void
}

define void @k76(ptr %out, i32 %a0, i32 %a1) {
  %r = call i32 @llvm.nvvm.prmt.ecr(i32 %a0, i32 %a1)
  store i32 %r, ptr %out
  ret void
}

define void @k77(ptr %out, i32 %a0, i32 %a1) {
  %r = call i32 @llvm.nvvm.bmsk.clamp(i32 %a0, i32 %a1)
  store i32 %r, ptr %out
  ret void
}

define void @k78(ptr %out, i32 %a0, i32 %a1) {
  %r = call i32 @llvm.nvvm.bmsk.wrap(i32 %a0, i32 %a1)
  store i32 %r, ptr %out
  ret void
}

define void @k79(ptr %out, i32 %a0, i32 %a1, i32 %a2) {
  %r = call i32 @llvm.nvvm.fns(i32 %a0, i32 %a1, i32 %a2)
  store i32 %r, ptr %out
  ret void
}

define void @k82(ptr %out, ptr %a0) {
  %r = call i1 @llvm.nvvm.isspacep.global(ptr %a0)
  store i1 %r, ptr %out
  ret void
}

define void @k83(ptr %out, ptr %a0) {
  %r = call i1 @llvm.nvvm.isspacep.shared(ptr %a0)
  store i1 %r, ptr %out
  ret void
}

define void @k84(ptr %out, ptr %a0) {
  %r = call i1 @llvm.nvvm.isspacep.const(ptr %a0)
  store i1 %r, ptr %out
  ret void
}

define void @k85(ptr %out, ptr %a0) {
  %r = call i1 @llvm.nvvm.isspacep.local(ptr %a0)
  store i1 %r, ptr %out
  ret void
}

define void @k87(ptr %out, float %a0) {
  %r = call i32 @llvm.nvvm.f2i.rn(float %a0)
  store i32 %r, ptr %out
  ret void
}

define void @k88(ptr %out, float %a0) {
  %r = call i32 @llvm.nvvm.f2ui.rz.ftz(float %a0)
  store i32 %r, ptr %out
  ret void
}

define void @k89(ptr %out, double %a0) {
  %r = call i32 @llvm.nvvm.d2i.rm(double %a0)
  store i32 %r, ptr %out
  ret void
}

define void @k90(ptr %out, double %a0) {
  %r = call i64 @llvm.nvvm.d2ull.rp(double %a0)
  store i64 %r, ptr %out
  ret void
}

define void @k91(ptr %out, float %a0) {
  %r = call i64 @llvm.nvvm.f2ll.rn.ftz(float %a0)
  store i64 %r, ptr %out
  ret void
}

define void @k92(ptr %out, i32 %a0) {
  %r = call float @llvm.nvvm.i2f.rn(i32 %a0)
  store float %r, ptr %out
  ret void
}

define void @k93(ptr %out, i32 %a0) {
  %r = call double @llvm.nvvm.ui2d.rz(i32 %a0)
  store double %r, ptr %out
  ret void
}

define void @k94(ptr %out, i64 %a0) {
  %r = call float @llvm.nvvm.ll2f.rm(i64 %a0)
  store float %r, ptr %out
  ret void
}

define void @k95(ptr %out, i64 %a0) {
  %r = call double @llvm.nvvm.ull2d.rp(i64 %a0)
  store double %r, ptr %out
  ret void
}

define void @k96(ptr %out, double %a0) {
  %r = call float @llvm.nvvm.d2f.rn.ftz(double %a0)
  store float %r, ptr %out
  ret void
}

define void @k97(ptr %out, double %a0) {
  %r = call float @llvm.nvvm.d2f.rz(double %a0)
  store float %r, ptr %out
  ret void
}

define void @k98(ptr %out, double %a0) {
  %r = call i32 @llvm.nvvm.d2i.lo(double %a0)
  store i32 %r, ptr %out
  ret void
}

define void @k99(ptr %out, double %a0) {
  %r = call i32 @llvm.nvvm.d2i.hi(double %a0)
  store i32 %r, ptr %out
  ret void
}

define void @k100(ptr %out, i32 %a0, i32 %a1) {
  %r = call double @llvm.nvvm.lohi.i2d(i32 %a0, i32 %a1)
  store double %r, ptr %out
  ret void
}

define void @k101(ptr %out, float %a0) {
  %r = call i16 @llvm.nvvm.f2h.rn(float %a0)
  store i16 %r, ptr %out
  ret void
}

define void @k102(ptr %out, float %a0) {
  %r = call i16 @llvm.nvvm.f2h.rn.ftz(float %a0)
  store i16 %r, ptr %out
  ret void
}

define void @k107(ptr %out, float %a0) {
  %r = call i32 @llvm.nvvm.bitcast.f2i(float %a0)
  store i32 %r, ptr %out
  ret void
}

define void @k108(ptr %out, i32 %a0) {
  %r = call float @llvm.nvvm.bitcast.i2f(i32 %a0)
  store float %r, ptr %out
  ret void
}

define void @k109(ptr %out, i64 %a0) {
  %r = call double @llvm.nvvm.bitcast.ll2d(i64 %a0)
  store double %r, ptr %out
  ret void
}

define void @k110(ptr %out, double %a0) {
  %r = call i64 @llvm.nvvm.bitcast.d2ll(double %a0)
  store i64 %r, ptr %out
  ret void
}

define void @k111(ptr %out, float %a0) {
  %r = call i16 @llvm.convert.to.fp16.f32(float %a0)
  store i16 %r, ptr %out
  ret void
}

define void @k112(ptr %out, double %a0) {
  %r = call i16 @llvm.convert.to.fp16.f64(double %a0)
  store i16 %r, ptr %out
  ret void
}

define void @k113(ptr %out, i16 %a0) {
  %r = call float @llvm.convert.from.fp16.f32(i16 %a0)
  store float %r, ptr %out
  ret void
}

define void @k114(ptr %out, i16 %a0) {
  %r = call double @llvm.convert.from.fp16.f64(i16 %a0)
  store double %r, ptr %out
  ret void
}

define void @k115(ptr %out, float %a0) {
  %r = call i32 @llvm.fptosi.sat.i32.f32(float %a0)
  store i32 %r, ptr %out
  ret void
}

define void @k116(ptr %out, float %a0) {
  %r = call i8 @llvm.fptoui.sat.i8.f32(float %a0)
  store i8 %r, ptr %out
  ret void
}

define void @k117(ptr %out, double %a0) {
  %r = call i64 @llvm.fptosi.sat.i64.f64(double %a0)
  store i64 %r, ptr %out
  ret void
}

define void @k118(ptr %out, bfloat %a0) {
  %r = call i16 @llvm.fptoui.sat.i16.bf16(bfloat %a0)
  store i16 %r, ptr %out
  ret void
}

define void @k119(ptr %out, float %a0, float %a1, float %a2) {
  %r = call float @llvm.fma.f32(float %a0, float %a1, float %a2)
  store float %r, ptr %out
  ret void
}

define void @k120(ptr %out, double %a0, double %a1, double %a2) {
  %r = call double @llvm.fmuladd.f64(double %a0, double %a1, double %a2)
  store double %r, ptr %out
  ret void
}

define void @k121(ptr %out, half %a0, half %a1, half %a2) {
  %r = call half @llvm.fma.f16(half %a0, half %a1, half %a2)
  store half %r, ptr %out
  ret void
}

define void @k122(ptr %out, float %a0) {
  %r = call float @llvm.fabs.f32(float %a0)
  store float %r, ptr %out
  ret void
}

define void @k123(ptr %out, half %a0) {
  %r = call half @llvm.fabs.f16(half %a0)
  store half %r, ptr %out
  ret void
}

define void @k124(ptr %out, float %a0, float %a1) {
  %r = call float @llvm.minnum.f32(float %a0, float %a1)
  store float %r, ptr %out
  ret void
}

define void @k125(ptr %out, double %a0, double %a1) {
  %r = call double @llvm.maxnum.f64(double %a0, double %a1)
  store double %r, ptr %out
  ret void
}

define void @k129(ptr %out, i32 %a0, i32 %a1) {
  %r = call i32 @llvm.smin.i32(i32 %a0, i32 %a1)
  store i32 %r, ptr %out
  ret void
}

define void @k130(ptr %out, i64 %a0, i64 %a1) {
  %r = call i64 @llvm.umax.i64(i64 %a0, i64 %a1)
  store i64 %r, ptr %out
  ret void
}

define void @k131(ptr %out, i16 %a0, i16 %a1) {
  %r = call i16 @llvm.smax.i16(i16 %a0, i16 %a1)
  store i16 %r, ptr %out
  ret void
}

define void @k132(ptr %out, i32 %a0, i1 %a1) {
  %r = call i32 @llvm.abs.i32(i32 %a0, i1 %a1)
  store i32 %r, ptr %out
  ret void
}

define void @k133(ptr %out, i64 %a0, i1 %a1) {
  %r = call i64 @llvm.abs.i64(i64 %a0, i1 %a1)
  store i64 %r, ptr %out
  ret void
}

define void @k134(ptr %out, i32 %a0) {
  %r = call i32 @llvm.ctpop.i32(i32 %a0)
  store i32 %r, ptr %out
  ret void
}

define void @k135(ptr %out, i64 %a0, i1 %a1) {
  %r = call i64 @llvm.ctlz.i64(i64 %a0, i1 %a1)
  store i64 %r, ptr %out
  ret void
}

define void @k136(ptr %out, i16 %a0, i1 %a1) {
  %r = call i16 @llvm.cttz.i16(i16 %a0, i1 %a1)
  store i16 %r, ptr %out
  ret void
}

define void @k137(ptr %out, i32 %a0) {
  %r = call i32 @llvm.bitreverse.i32(i32 %a0)
  store i32 %r, ptr %out
  ret void
}

define void @k138(ptr %out, i64 %a0) {
  %r = call i64 @llvm.bswap.i64(i64 %a0)
  store i64 %r, ptr %out
  ret void
}

define void @k139(ptr %out, i16 %a0) {
  %r = call i16 @llvm.bswap.i16(i16 %a0)
  store i16 %r, ptr %out
  ret void
}

define void @k140(ptr %out, i32 %a0, i32 %a1, i32 %a2) {
  %r = call i32 @llvm.fshl.i32(i32 %a0, i32 %a1, i32 %a2)
  store i32 %r, ptr %out
  ret void
}

define void @k141(ptr %out, i64 %a0, i64 %a1, i64 %a2) {
  %r = call i64 @llvm.fshr.i64(i64 %a0, i64 %a1, i64 %a2)
  store i64 %r, ptr %out
  ret void
}

define void @k142(ptr %out, float %a0) {
  %r = call float @llvm.sqrt.f32(float %a0)
  store float %r, ptr %out
  ret void
}

define void @k143(ptr %out, double %a0) {
  %r = call double @llvm.sqrt.f64(double %a0)
  store double %r, ptr %out
  ret void
}

define void @k144(ptr %out, half %a0) {
  %r = call half @llvm.sqrt.f16(half %a0)
  store half %r, ptr %out
  ret void
}

define void @k145(ptr %out, float %a0) {
  %r = call float @llvm.floor.f32(float %a0)
  store float %r, ptr %out
  ret void
}

define void @k146(ptr %out, double %a0) {
  %r = call double @llvm.ceil.f64(double %a0)
  store double %r, ptr %out
  ret void
}

define void @k147(ptr %out, half %a0) {
  %r = call half @llvm.trunc.f16(half %a0)
  store half %r, ptr %out
  ret void
}

define void @k148(ptr %out, float %a0) {
  %r = call float @llvm.rint.f32(float %a0)
  store float %r, ptr %out
  ret void
}

define void @k149(ptr %out, double %a0) {
  %r = call double @llvm.nearbyint.f64(double %a0)
  store double %r, ptr %out
  ret void
}

define void @k150(ptr %out, float %a0) {
  %r = call float @llvm.roundeven.f32(float %a0)
  store float %r, ptr %out
  ret void
}

define void @k151(ptr %out, float %a0) {
  %r = call float @llvm.round.f32(float %a0)
  store float %r, ptr %out
  ret void
}

define void @k152(ptr %out, double %a0) {
  %r = call double @llvm.round.f64(double %a0)
  store double %r, ptr %out
  ret void
}

define void @k153(ptr %out, float %a0, float %a1) {
  %r = call float @llvm.copysign.f32(float %a0, float %a1)
  store float %r, ptr %out
  ret void
}

define void @k154(ptr %out, half %a0, half %a1) {
  %r = call half @llvm.copysign.f16(half %a0, half %a1)
  store half %r, ptr %out
  ret void
}

define void @k155(ptr %out, float %a0) {
  %r = call float @llvm.exp2.f32(float %a0)
  store float %r, ptr %out
  ret void
}

define void @k161(ptr %out, i32 %a0, i32 %a1) {
  %r = call i32 @llvm.sadd.sat.i32(i32 %a0, i32 %a1)
  store i32 %r, ptr %out
  ret void
}

define void @k162(ptr %out, i64 %a0, i64 %a1) {
  %r = call i64 @llvm.uadd.sat.i64(i64 %a0, i64 %a1)
  store i64 %r, ptr %out
  ret void
}

define void @k163(ptr %out, i32 %a0, i32 %a1) {
  %r = call i32 @llvm.ssub.sat.i32(i32 %a0, i32 %a1)
  store i32 %r, ptr %out
  ret void
}

define void @k164(ptr %out, i32 %a0, i32 %a1) {
  %r = call i32 @llvm.usub.sat.i32(i32 %a0, i32 %a1)
  store i32 %r, ptr %out
  ret void
}

define void @k166(ptr %out) {
  %r = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %r, ptr %out
  ret void
}

define void @k167(ptr %out) {
  %r = call i32 @llvm.nvvm.read.ptx.sreg.ntid.w()
  store i32 %r, ptr %out
  ret void
}

define void @k168(ptr %out) {
  %r = call i32 @llvm.nvvm.read.ptx.sreg.warpsize()
  store i32 %r, ptr %out
  ret void
}

define void @k169(ptr %out) {
  %r = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
  store i32 %r, ptr %out
  ret void
}

define void @k170(ptr %out) {
  %r = call i64 @llvm.nvvm.read.ptx.sreg.clock64()
  store i64 %r, ptr %out
  ret void
}

define void @k171(ptr %out) {
  %r = call i32 @llvm.nvvm.read.ptx.sreg.gridid()
  store i32 %r, ptr %out
  ret void
}

define void @k174(ptr %out) {
  %r = call i64 @llvm.nvvm.read.ptx.sreg.pm1_64()
  store i64 %r, ptr %out
  ret void
}

define void @k175(ptr %out) {
  %r = call i32 @llvm.nvvm.read.ptx.sreg.envreg3()
  store i32 %r, ptr %out
  ret void
}

define void @k180(ptr %out) {
  %r = call i64 @llvm.readcyclecounter()
  store i64 %r, ptr %out
  ret void
}

define void @k181(ptr %out) {
  %r = call i64 @llvm.readsteadycounter()
  store i64 %r, ptr %out
  ret void
}

define void @k182(ptr %out) {
  %r = call i32 @llvm.nvvm.activemask()
  store i32 %r, ptr %out
  ret void
}

define void @k185(ptr %out, i32 %a0, i1 %a1) {
  %r = call i32 @llvm.nvvm.vote.ballot.sync(i32 %a0, i1 %a1)
  store i32 %r, ptr %out
  ret void
}

define void @k186(ptr %out, i32 %a0, i1 %a1) {
  %r = call i1 @llvm.nvvm.vote.any.sync(i32 %a0, i1 %a1)
  store i1 %r, ptr %out
  ret void
}

define void @k187(ptr %out, i1 %a0) {
  %r = call i1 @llvm.nvvm.vote.uni(i1 %a0)
  store i1 %r, ptr %out
  ret void
}

define void @k188(ptr %out, i32 %a0, i64 %a1) {
  %r = call i32 @llvm.nvvm.match.any.sync.i64(i32 %a0, i64 %a1)
  store i32 %r, ptr %out
  ret void
}

define void @k189(ptr %out, i32 %a0, i32 %a1) {
  %r = call {i32, i1} @llvm.nvvm.match.all.sync.i32p(i32 %a0, i32 %a1)
  %e = extractvalue {i32, i1} %r, 0
  store i32 %e, ptr %out
  ret void
}

define void @k190(ptr %out, i32 %a0, float %a1, i32 %a2, i32 %a3) {
  %r = call float @llvm.nvvm.shfl.sync.down.f32(i32 %a0, float %a1, i32 %a2, i32 %a3)
  store float %r, ptr %out
  ret void
}

define void @k191(ptr %out, i32 %a0, i32 %a1, i32 %a2) {
  %r = call i32 @llvm.nvvm.shfl.bfly.i32(i32 %a0, i32 %a1, i32 %a2)
  store i32 %r, ptr %out
  ret void
}

define void @k192(ptr %out, i32 %a0, i32 %a1, i32 %a2, i32 %a3) {
  %r = call {i32, i1} @llvm.nvvm.shfl.sync.idx.i32p(i32 %a0, i32 %a1, i32 %a2, i32 %a3)
  %e = extractvalue {i32, i1} %r, 0
  store i32 %e, ptr %out
  ret void
}

define void @k193(ptr %out, i32 %a0) {
  %r = call i32 @llvm.nvvm.barrier0.popc(i32 %a0)
  store i32 %r, ptr %out
  ret void
}

define void @k194(ptr %out, i32 %a0) {
  %r = call i32 @llvm.nvvm.barrier0.and(i32 %a0)
  store i32 %r, ptr %out
  ret void
}

define void @k195(ptr %out, i1 %a0) {
  %r = call i1 @llvm.nvvm.barrier0.or(i1 %a0)
  store i1 %r, ptr %out
  ret void
}

define void @k196() {
  call void @llvm.nvvm.barrier0()
  ret void
}

define void @k197(i32 %a0) {
  call void @llvm.nvvm.barrier.sync(i32 %a0)
  ret void
}

define void @k198(i32 %a0, i32 %a1) {
  call void @llvm.nvvm.barrier.sync.cnt(i32 %a0, i32 %a1)
  ret void
}

define void @k199(i32 %a0) {
  call void @llvm.nvvm.barrier.cta.sync.all(i32 %a0)
  ret void
}

define void @k200(i32 %a0, i32 %a1) {
  call void @llvm.nvvm.barrier.cta.sync.count(i32 %a0, i32 %a1)
  ret void
}

define void @k201(i32 %a0, i32 %a1) {
  call void @llvm.nvvm.barrier.cta.sync(i32 %a0, i32 %a1)
  ret void
}

define void @k202(i32 %a0, i32 %a1) {
  call void @llvm.nvvm.bar.arrive(i32 %a0, i32 %a1)
  ret void
}

define void @k203(i32 %a0, i32 %a1) {
  call void @llvm.nvvm.barrier.cta.arrive.count(i32 %a0, i32 %a1)
  ret void
}

define void @k204(i32 %a0, i32 %a1) {
  call void @llvm.nvvm.barrier.cta.sync.aligned(i32 %a0, i32 %a1)
  ret void
}

define void @k209(i32 %a0) {
  call void @llvm.nvvm.bar.warp.sync(i32 %a0)
  ret void
}

define void @k210() {
  call void @llvm.trap()
  ret void
}

define void @k211() {
  call void @llvm.debugtrap()
  ret void
}

define void @k212(i8 %a0) {
  call void @llvm.ubsantrap(i8 %a0)
  ret void
}

define void @k213() {
  call void @llvm.nvvm.exit()
  ret void
}

define void @k214(i32 %a0) {
  call void @llvm.nvvm.nanosleep(i32 %a0)
  ret void
}

define void @k215() {
  call void @llvm.donothing()
  ret void
}

define void @k216(i1 %a0) {
  call void @llvm.assume(i1 %a0)
  ret void
}

define void @k220(ptr %a0) {
  call void @llvm.stackrestore.p0(ptr %a0)
  ret void
}

declare double @llvm.ceil.f64(double)
declare double @llvm.convert.from.fp16.f64(i16)
declare double @llvm.fmuladd.f64(double, double, double)
declare double @llvm.maxnum.f64(double, double)
declare double @llvm.nearbyint.f64(double)
declare double @llvm.nvvm.add.rp.d(double, double)
declare double @llvm.nvvm.bitcast.ll2d(i64)
declare double @llvm.nvvm.div.rn.d(double, double)
declare double @llvm.nvvm.fabs.d(double)
declare double @llvm.nvvm.fma.rn.d(double, double, double)
declare double @llvm.nvvm.fmax.d(double, double)
declare double @llvm.nvvm.fmin.d(double, double)
declare double @llvm.nvvm.lohi.i2d(i32, i32)
declare double @llvm.nvvm.rcp.approx.ftz.d(double)
declare double @llvm.nvvm.rsqrt.approx.d(double)
declare double @llvm.nvvm.saturate.d(double)
declare double @llvm.nvvm.sqrt.rn.d(double)
declare double @llvm.nvvm.trunc.d(double)
declare double @llvm.nvvm.ui2d.rz(i32)
declare double @llvm.nvvm.ull2d.rp(i64)
declare double @llvm.round.f64(double)
declare double @llvm.sqrt.f64(double)
declare float @llvm.convert.from.fp16.f32(i16)
declare float @llvm.copysign.f32(float, float)
declare float @llvm.exp2.f32(float)
declare float @llvm.fabs.f32(float)
declare float @llvm.floor.f32(float)
declare float @llvm.fma.f32(float, float, float)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.nvvm.add.rm.f(float, float)
declare float @llvm.nvvm.bitcast.i2f(i32)
declare float @llvm.nvvm.ceil.ftz.f(float)
declare float @llvm.nvvm.cos.approx.ftz.f(float)
declare float @llvm.nvvm.d2f.rn.ftz(double)
declare float @llvm.nvvm.d2f.rz(double)
declare float @llvm.nvvm.div.approx.f(float, float)
declare float @llvm.nvvm.div.approx.ftz.f(float, float)
declare float @llvm.nvvm.div.full(float, float)
declare float @llvm.nvvm.div.full.f(float, float)
declare float @llvm.nvvm.div.full.ftz(float, float)
declare float @llvm.nvvm.div.rn.f(float, float)
declare float @llvm.nvvm.ex2.approx.ftz.f(float)
declare float @llvm.nvvm.fabs.f(float)
declare float @llvm.nvvm.fabs.ftz.f(float)
declare float @llvm.nvvm.floor.f(float)
declare float @llvm.nvvm.fma.rn.f(float, float, float)
declare float @llvm.nvvm.fma.rz.ftz.f(float, float, float)
declare float @llvm.nvvm.fmax.ftz.f(float, float)
declare float @llvm.nvvm.fmin.f(float, float)
declare float @llvm.nvvm.i2f.rn(i32)
declare float @llvm.nvvm.lg2.approx.f(float)
declare float @llvm.nvvm.ll2f.rm(i64)
declare float @llvm.nvvm.mul.rz.ftz.f(float, float)
declare float @llvm.nvvm.rcp.rn.f(float)
declare float @llvm.nvvm.round.f(float)
declare float @llvm.nvvm.rsqrt.approx.f(float)
declare float @llvm.nvvm.saturate.f(float)
declare float @llvm.nvvm.saturate.ftz.f(float)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32)
declare float @llvm.nvvm.sin.approx.f(float)
declare float @llvm.nvvm.sqrt.approx.f(float)
declare float @llvm.nvvm.sqrt.f(float)
declare float @llvm.rint.f32(float)
declare float @llvm.round.f32(float)
declare float @llvm.roundeven.f32(float)
declare float @llvm.sqrt.f32(float)
declare half @llvm.copysign.f16(half, half)
declare half @llvm.fabs.f16(half)
declare half @llvm.fma.f16(half, half, half)
declare half @llvm.nvvm.fma.rn.f16(half, half, half)
declare half @llvm.sqrt.f16(half)
declare half @llvm.trunc.f16(half)
declare i1 @llvm.nvvm.barrier0.or(i1)
declare i1 @llvm.nvvm.isspacep.const(ptr)
declare i1 @llvm.nvvm.isspacep.global(ptr)
declare i1 @llvm.nvvm.isspacep.local(ptr)
declare i1 @llvm.nvvm.isspacep.shared(ptr)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1)
declare i1 @llvm.nvvm.vote.uni(i1)
declare i16 @llvm.bswap.i16(i16)
declare i16 @llvm.convert.to.fp16.f32(float)
declare i16 @llvm.convert.to.fp16.f64(double)
declare i16 @llvm.cttz.i16(i16, i1)
declare i16 @llvm.fptoui.sat.i16.bf16(bfloat)
declare i16 @llvm.nvvm.f2h.rn(float)
declare i16 @llvm.nvvm.f2h.rn.ftz(float)
declare i16 @llvm.nvvm.mulhi.s(i16, i16)
declare i16 @llvm.nvvm.mulhi.us(i16, i16)
declare i16 @llvm.smax.i16(i16, i16)
declare i32 @llvm.abs.i32(i32, i1)
declare i32 @llvm.bitreverse.i32(i32)
declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.fptosi.sat.i32.f32(float)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.nvvm.abs.i(i32)
declare i32 @llvm.nvvm.activemask()
declare i32 @llvm.nvvm.barrier0.and(i32)
declare i32 @llvm.nvvm.barrier0.popc(i32)
declare i32 @llvm.nvvm.bitcast.f2i(float)
declare i32 @llvm.nvvm.bmsk.clamp(i32, i32)
declare i32 @llvm.nvvm.bmsk.wrap(i32, i32)
declare i32 @llvm.nvvm.brev32(i32)
declare i32 @llvm.nvvm.clz.i(i32)
declare i32 @llvm.nvvm.clz.ll(i64)
declare i32 @llvm.nvvm.d2i.hi(double)
declare i32 @llvm.nvvm.d2i.lo(double)
declare i32 @llvm.nvvm.d2i.rm(double)
declare i32 @llvm.nvvm.f2i.rn(float)
declare i32 @llvm.nvvm.f2ui.rz.ftz(float)
declare i32 @llvm.nvvm.fns(i32, i32, i32)
declare i32 @llvm.nvvm.match.any.sync.i64(i32, i64)
declare i32 @llvm.nvvm.min.i(i32, i32)
declare i32 @llvm.nvvm.min.ui(i32, i32)
declare i32 @llvm.nvvm.mul24.i(i32, i32)
declare i32 @llvm.nvvm.mul24.ui(i32, i32)
declare i32 @llvm.nvvm.mulhi.i(i32, i32)
declare i32 @llvm.nvvm.popc.i(i32)
declare i32 @llvm.nvvm.popc.ll(i64)
declare i32 @llvm.nvvm.prmt(i32, i32, i32)
declare i32 @llvm.nvvm.prmt.ecr(i32, i32)
declare i32 @llvm.nvvm.prmt.f4e(i32, i32, i32)
declare i32 @llvm.nvvm.prmt.rc8(i32, i32)
declare i32 @llvm.nvvm.read.ptx.sreg.envreg3()
declare i32 @llvm.nvvm.read.ptx.sreg.gridid()
declare i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.w()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.warpsize()
declare i32 @llvm.nvvm.rotate.b32(i32, i32)
declare i32 @llvm.nvvm.sad.i(i32, i32, i32)
declare i32 @llvm.nvvm.sad.ui(i32, i32, i32)
declare i32 @llvm.nvvm.shfl.bfly.i32(i32, i32, i32)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare i32 @llvm.sadd.sat.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.ssub.sat.i32(i32, i32)
declare i32 @llvm.usub.sat.i32(i32, i32)
declare i64 @llvm.abs.i64(i64, i1)
declare i64 @llvm.bswap.i64(i64)
declare i64 @llvm.ctlz.i64(i64, i1)
declare i64 @llvm.fptosi.sat.i64.f64(double)
declare i64 @llvm.fshr.i64(i64, i64, i64)
declare i64 @llvm.nvvm.abs.ll(i64)
declare i64 @llvm.nvvm.bitcast.d2ll(double)
declare i64 @llvm.nvvm.brev64(i64)
declare i64 @llvm.nvvm.d2ull.rp(double)
declare i64 @llvm.nvvm.f2ll.rn.ftz(float)
declare i64 @llvm.nvvm.max.ll(i64, i64)
declare i64 @llvm.nvvm.max.ull(i64, i64)
declare i64 @llvm.nvvm.mulhi.ull(i64, i64)
declare i64 @llvm.nvvm.read.ptx.sreg.clock64()
declare i64 @llvm.nvvm.read.ptx.sreg.pm1_64()
declare i64 @llvm.nvvm.rotate.b64(i64, i32)
declare i64 @llvm.nvvm.rotate.right.b64(i64, i32)
declare i64 @llvm.nvvm.sad.ull(i64, i64, i64)
declare i64 @llvm.readcyclecounter()
declare i64 @llvm.readsteadycounter()
declare i64 @llvm.uadd.sat.i64(i64, i64)
declare i64 @llvm.umax.i64(i64, i64)
declare i8 @llvm.fptoui.sat.i8.f32(float)
declare void @llvm.assume(i1)
declare void @llvm.debugtrap()
declare void @llvm.donothing()
declare void @llvm.nvvm.bar.arrive(i32, i32)
declare void @llvm.nvvm.bar.warp.sync(i32)
declare void @llvm.nvvm.barrier.cta.arrive.count(i32, i32)
declare void @llvm.nvvm.barrier.cta.sync(i32, i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned(i32, i32)
declare void @llvm.nvvm.barrier.cta.sync.all(i32)
declare void @llvm.nvvm.barrier.cta.sync.count(i32, i32)
declare void @llvm.nvvm.barrier.sync(i32)
declare void @llvm.nvvm.barrier.sync.cnt(i32, i32)
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.exit()
declare void @llvm.nvvm.nanosleep(i32)
declare void @llvm.stackrestore.p0(ptr)
declare void @llvm.trap()
declare void @llvm.ubsantrap(i8)
declare {i32, i1} @llvm.nvvm.match.all.sync.i32p(i32, i32)
declare {i32, i1} @llvm.nvvm.shfl.sync.idx.i32p(i32, i32, i32, i32)

define void @k1000(ptr %out, ptr addrspace(1) %a0, float %a1) {
  %r = call float @llvm.nvvm.atomic.load.add.f32.p1(ptr addrspace(1) %a0, float %a1)
  store float %r, ptr %out
  ret void
}

define void @k1001(ptr %out, ptr %a0, double %a1) {
  %r = call double @llvm.nvvm.atomic.load.add.f64.p0(ptr %a0, double %a1)
  store double %r, ptr %out
  ret void
}

define void @k1002(ptr %out, ptr %a0, i32 %a1) {
  %r = call i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr %a0, i32 %a1)
  store i32 %r, ptr %out
  ret void
}

define void @k1003(ptr %out, ptr addrspace(3) %a0, i32 %a1) {
  %r = call i32 @llvm.nvvm.atomic.load.dec.32.p3(ptr addrspace(3) %a0, i32 %a1)
  store i32 %r, ptr %out
  ret void
}

define void @k1004(ptr %out, ptr %a0, i32 %a1) {
  %r = call i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr %a0, i32 %a1)
  store i32 %r, ptr %out
  ret void
}

define void @k1005(ptr %out, ptr %a0, float %a1) {
  %r = call float @llvm.nvvm.atomic.add.gen.f.sys.f32.p0(ptr %a0, float %a1)
  store float %r, ptr %out
  ret void
}

define void @k1006(ptr %out, ptr %a0, i64 %a1) {
  %r = call i64 @llvm.nvvm.atomic.max.gen.i.cta.i64.p0(ptr %a0, i64 %a1)
  store i64 %r, ptr %out
  ret void
}

define void @k1007(ptr %out, ptr %a0, i32 %a1) {
  %r = call i32 @llvm.nvvm.atomic.min.gen.i.sys.i32.p0(ptr %a0, i32 %a1)
  store i32 %r, ptr %out
  ret void
}

define void @k1008(ptr %out, ptr %a0, i32 %a1) {
  %r = call i32 @llvm.nvvm.atomic.exch.gen.i.cta.i32.p0(ptr %a0, i32 %a1)
  store i32 %r, ptr %out
  ret void
}

define void @k1009(ptr %out, ptr %a0, i64 %a1) {
  %r = call i64 @llvm.nvvm.atomic.and.gen.i.sys.i64.p0(ptr %a0, i64 %a1)
  store i64 %r, ptr %out
  ret void
}

define void @k1010(ptr %out, ptr %a0, i32 %a1, i32 %a2) {
  %r = call i32 @llvm.nvvm.atomic.cas.gen.i.cta.i32.p0(ptr %a0, i32 %a1, i32 %a2)
  store i32 %r, ptr %out
  ret void
}

define void @k1011(ptr %out, ptr %a0, i32 %a1) {
  %r = call i32 @llvm.nvvm.atomic.inc.gen.i.cta.i32.p0(ptr %a0, i32 %a1)
  store i32 %r, ptr %out
  ret void
}

define void @k1012(ptr %out, ptr %a0, float %a1) {
  %r = call float @llvm.nvvm.atomic.exch.gen.f.cta.f32.p0(ptr %a0, float %a1)
  store float %r, ptr %out
  ret void
}

define void @k1013() {
  call void @llvm.nvvm.membar.cta()
  ret void
}

define void @k1014() {
  call void @llvm.nvvm.membar.gl()
  ret void
}

define void @k1015() {
  call void @llvm.nvvm.membar.sys()
  ret void
}

define void @k1016(ptr %a0, ptr %a1, i64 %a2, i1 %a3) {
  call void @llvm.memmove.p0.p0.i64(ptr %a0, ptr %a1, i64 64, i1 false)
  ret void
}

define void @k1017(ptr %a0, ptr addrspace(1) %a1, i64 %a2, i1 %a3) {
  call void @llvm.memcpy.p0.p1.i64(ptr %a0, ptr addrspace(1) %a1, i64 64, i1 false)
  ret void
}

define void @k1018(ptr %a0, i8 %a1, i64 %a2, i1 %a3) {
  call void @llvm.memset.p0.i64(ptr %a0, i8 %a1, i64 64, i1 false)
  ret void
}

declare float @llvm.nvvm.atomic.load.add.f32.p1(ptr addrspace(1), float)
declare double @llvm.nvvm.atomic.load.add.f64.p0(ptr, double)
declare i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr, i32)
declare i32 @llvm.nvvm.atomic.load.dec.32.p3(ptr addrspace(3), i32)
declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr, i32)
declare float @llvm.nvvm.atomic.add.gen.f.sys.f32.p0(ptr, float)
declare i64 @llvm.nvvm.atomic.max.gen.i.cta.i64.p0(ptr, i64)
declare i32 @llvm.nvvm.atomic.min.gen.i.sys.i32.p0(ptr, i32)
declare i32 @llvm.nvvm.atomic.exch.gen.i.cta.i32.p0(ptr, i32)
declare i64 @llvm.nvvm.atomic.and.gen.i.sys.i64.p0(ptr, i64)
declare i32 @llvm.nvvm.atomic.cas.gen.i.cta.i32.p0(ptr, i32, i32)
declare i32 @llvm.nvvm.atomic.inc.gen.i.cta.i32.p0(ptr, i32)
declare float @llvm.nvvm.atomic.exch.gen.f.cta.f32.p0(ptr, float)
declare void @llvm.nvvm.membar.cta()
declare void @llvm.nvvm.membar.gl()
declare void @llvm.nvvm.membar.sys()
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memcpy.p0.p1.i64(ptr, ptr addrspace(1), i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !71, !72, !73, !74, !75, !76, !77, !78, !79, !80, !81, !82, !83, !84, !85, !86, !87, !88, !89, !90, !91, !92, !93, !94, !95, !96, !97, !98, !99, !100, !101, !102, !103, !104, !105, !106, !107, !108, !109, !110, !111, !112, !113, !114, !115, !116, !117, !118, !119, !120, !121, !122, !123, !124, !125, !126, !127, !128, !129, !130, !131, !132, !133, !134, !135, !136, !137, !138, !139, !140, !141, !142, !143, !144, !145, !146, !147, !148, !149, !150, !151, !152, !153, !154, !155, !156, !157, !158, !159, !160, !161, !162, !163, !164, !165, !166, !167, !168, !169, !170, !171, !172, !173, !174, !175, !176, !177, !178, !179, !180, !181, !182, !183, !184, !185, !186, !187, !188, !189, !190, !191, !192, !193, !194, !195, !196, !197, !198}
!0 = !{ptr @k0, !"kernel", i32 1}
!1 = !{ptr @k1, !"kernel", i32 1}
!2 = !{ptr @k2, !"kernel", i32 1}
!3 = !{ptr @k4, !"kernel", i32 1}
!4 = !{ptr @k5, !"kernel", i32 1}
!5 = !{ptr @k6, !"kernel", i32 1}
!6 = !{ptr @k7, !"kernel", i32 1}
!7 = !{ptr @k8, !"kernel", i32 1}
!8 = !{ptr @k9, !"kernel", i32 1}
!9 = !{ptr @k10, !"kernel", i32 1}
!10 = !{ptr @k11, !"kernel", i32 1}
!11 = !{ptr @k12, !"kernel", i32 1}
!12 = !{ptr @k13, !"kernel", i32 1}
!13 = !{ptr @k14, !"kernel", i32 1}
!14 = !{ptr @k15, !"kernel", i32 1}
!15 = !{ptr @k16, !"kernel", i32 1}
!16 = !{ptr @k17, !"kernel", i32 1}
!17 = !{ptr @k18, !"kernel", i32 1}
!18 = !{ptr @k19, !"kernel", i32 1}
!19 = !{ptr @k20, !"kernel", i32 1}
!20 = !{ptr @k21, !"kernel", i32 1}
!21 = !{ptr @k22, !"kernel", i32 1}
!22 = !{ptr @k23, !"kernel", i32 1}
!23 = !{ptr @k24, !"kernel", i32 1}
!24 = !{ptr @k26, !"kernel", i32 1}
!25 = !{ptr @k27, !"kernel", i32 1}
!26 = !{ptr @k28, !"kernel", i32 1}
!27 = !{ptr @k29, !"kernel", i32 1}
!28 = !{ptr @k30, !"kernel", i32 1}
!29 = !{ptr @k31, !"kernel", i32 1}
!30 = !{ptr @k32, !"kernel", i32 1}
!31 = !{ptr @k33, !"kernel", i32 1}
!32 = !{ptr @k34, !"kernel", i32 1}
!33 = !{ptr @k35, !"kernel", i32 1}
!34 = !{ptr @k36, !"kernel", i32 1}
!35 = !{ptr @k37, !"kernel", i32 1}
!36 = !{ptr @k40, !"kernel", i32 1}
!37 = !{ptr @k41, !"kernel", i32 1}
!38 = !{ptr @k48, !"kernel", i32 1}
!39 = !{ptr @k49, !"kernel", i32 1}
!40 = !{ptr @k50, !"kernel", i32 1}
!41 = !{ptr @k51, !"kernel", i32 1}
!42 = !{ptr @k52, !"kernel", i32 1}
!43 = !{ptr @k53, !"kernel", i32 1}
!44 = !{ptr @k54, !"kernel", i32 1}
!45 = !{ptr @k55, !"kernel", i32 1}
!46 = !{ptr @k56, !"kernel", i32 1}
!47 = !{ptr @k57, !"kernel", i32 1}
!48 = !{ptr @k58, !"kernel", i32 1}
!49 = !{ptr @k59, !"kernel", i32 1}
!50 = !{ptr @k60, !"kernel", i32 1}
!51 = !{ptr @k61, !"kernel", i32 1}
!52 = !{ptr @k62, !"kernel", i32 1}
!53 = !{ptr @k63, !"kernel", i32 1}
!54 = !{ptr @k64, !"kernel", i32 1}
!55 = !{ptr @k65, !"kernel", i32 1}
!56 = !{ptr @k66, !"kernel", i32 1}
!57 = !{ptr @k67, !"kernel", i32 1}
!58 = !{ptr @k68, !"kernel", i32 1}
!59 = !{ptr @k69, !"kernel", i32 1}
!60 = !{ptr @k70, !"kernel", i32 1}
!61 = !{ptr @k71, !"kernel", i32 1}
!62 = !{ptr @k72, !"kernel", i32 1}
!63 = !{ptr @k73, !"kernel", i32 1}
!64 = !{ptr @k74, !"kernel", i32 1}
!65 = !{ptr @k75, !"kernel", i32 1}
!66 = !{ptr @k76, !"kernel", i32 1}
!67 = !{ptr @k77, !"kernel", i32 1}
!68 = !{ptr @k78, !"kernel", i32 1}
!69 = !{ptr @k79, !"kernel", i32 1}
!70 = !{ptr @k82, !"kernel", i32 1}
!71 = !{ptr @k83, !"kernel", i32 1}
!72 = !{ptr @k84, !"kernel", i32 1}
!73 = !{ptr @k85, !"kernel", i32 1}
!74 = !{ptr @k87, !"kernel", i32 1}
!75 = !{ptr @k88, !"kernel", i32 1}
!76 = !{ptr @k89, !"kernel", i32 1}
!77 = !{ptr @k90, !"kernel", i32 1}
!78 = !{ptr @k91, !"kernel", i32 1}
!79 = !{ptr @k92, !"kernel", i32 1}
!80 = !{ptr @k93, !"kernel", i32 1}
!81 = !{ptr @k94, !"kernel", i32 1}
!82 = !{ptr @k95, !"kernel", i32 1}
!83 = !{ptr @k96, !"kernel", i32 1}
!84 = !{ptr @k97, !"kernel", i32 1}
!85 = !{ptr @k98, !"kernel", i32 1}
!86 = !{ptr @k99, !"kernel", i32 1}
!87 = !{ptr @k100, !"kernel", i32 1}
!88 = !{ptr @k101, !"kernel", i32 1}
!89 = !{ptr @k102, !"kernel", i32 1}
!90 = !{ptr @k107, !"kernel", i32 1}
!91 = !{ptr @k108, !"kernel", i32 1}
!92 = !{ptr @k109, !"kernel", i32 1}
!93 = !{ptr @k110, !"kernel", i32 1}
!94 = !{ptr @k111, !"kernel", i32 1}
!95 = !{ptr @k112, !"kernel", i32 1}
!96 = !{ptr @k113, !"kernel", i32 1}
!97 = !{ptr @k114, !"kernel", i32 1}
!98 = !{ptr @k115, !"kernel", i32 1}
!99 = !{ptr @k116, !"kernel", i32 1}
!100 = !{ptr @k117, !"kernel", i32 1}
!101 = !{ptr @k118, !"kernel", i32 1}
!102 = !{ptr @k119, !"kernel", i32 1}
!103 = !{ptr @k120, !"kernel", i32 1}
!104 = !{ptr @k121, !"kernel", i32 1}
!105 = !{ptr @k122, !"kernel", i32 1}
!106 = !{ptr @k123, !"kernel", i32 1}
!107 = !{ptr @k124, !"kernel", i32 1}
!108 = !{ptr @k125, !"kernel", i32 1}
!109 = !{ptr @k129, !"kernel", i32 1}
!110 = !{ptr @k130, !"kernel", i32 1}
!111 = !{ptr @k131, !"kernel", i32 1}
!112 = !{ptr @k132, !"kernel", i32 1}
!113 = !{ptr @k133, !"kernel", i32 1}
!114 = !{ptr @k134, !"kernel", i32 1}
!115 = !{ptr @k135, !"kernel", i32 1}
!116 = !{ptr @k136, !"kernel", i32 1}
!117 = !{ptr @k137, !"kernel", i32 1}
!118 = !{ptr @k138, !"kernel", i32 1}
!119 = !{ptr @k139, !"kernel", i32 1}
!120 = !{ptr @k140, !"kernel", i32 1}
!121 = !{ptr @k141, !"kernel", i32 1}
!122 = !{ptr @k142, !"kernel", i32 1}
!123 = !{ptr @k143, !"kernel", i32 1}
!124 = !{ptr @k144, !"kernel", i32 1}
!125 = !{ptr @k145, !"kernel", i32 1}
!126 = !{ptr @k146, !"kernel", i32 1}
!127 = !{ptr @k147, !"kernel", i32 1}
!128 = !{ptr @k148, !"kernel", i32 1}
!129 = !{ptr @k149, !"kernel", i32 1}
!130 = !{ptr @k150, !"kernel", i32 1}
!131 = !{ptr @k151, !"kernel", i32 1}
!132 = !{ptr @k152, !"kernel", i32 1}
!133 = !{ptr @k153, !"kernel", i32 1}
!134 = !{ptr @k154, !"kernel", i32 1}
!135 = !{ptr @k155, !"kernel", i32 1}
!136 = !{ptr @k161, !"kernel", i32 1}
!137 = !{ptr @k162, !"kernel", i32 1}
!138 = !{ptr @k163, !"kernel", i32 1}
!139 = !{ptr @k164, !"kernel", i32 1}
!140 = !{ptr @k166, !"kernel", i32 1}
!141 = !{ptr @k167, !"kernel", i32 1}
!142 = !{ptr @k168, !"kernel", i32 1}
!143 = !{ptr @k169, !"kernel", i32 1}
!144 = !{ptr @k170, !"kernel", i32 1}
!145 = !{ptr @k171, !"kernel", i32 1}
!146 = !{ptr @k174, !"kernel", i32 1}
!147 = !{ptr @k175, !"kernel", i32 1}
!148 = !{ptr @k180, !"kernel", i32 1}
!149 = !{ptr @k181, !"kernel", i32 1}
!150 = !{ptr @k182, !"kernel", i32 1}
!151 = !{ptr @k185, !"kernel", i32 1}
!152 = !{ptr @k186, !"kernel", i32 1}
!153 = !{ptr @k187, !"kernel", i32 1}
!154 = !{ptr @k188, !"kernel", i32 1}
!155 = !{ptr @k189, !"kernel", i32 1}
!156 = !{ptr @k190, !"kernel", i32 1}
!157 = !{ptr @k191, !"kernel", i32 1}
!158 = !{ptr @k192, !"kernel", i32 1}
!159 = !{ptr @k193, !"kernel", i32 1}
!160 = !{ptr @k194, !"kernel", i32 1}
!161 = !{ptr @k195, !"kernel", i32 1}
!162 = !{ptr @k196, !"kernel", i32 1}
!163 = !{ptr @k197, !"kernel", i32 1}
!164 = !{ptr @k198, !"kernel", i32 1}
!165 = !{ptr @k199, !"kernel", i32 1}
!166 = !{ptr @k200, !"kernel", i32 1}
!167 = !{ptr @k201, !"kernel", i32 1}
!168 = !{ptr @k202, !"kernel", i32 1}
!169 = !{ptr @k203, !"kernel", i32 1}
!170 = !{ptr @k204, !"kernel", i32 1}
!171 = !{ptr @k209, !"kernel", i32 1}
!172 = !{ptr @k210, !"kernel", i32 1}
!173 = !{ptr @k211, !"kernel", i32 1}
!174 = !{ptr @k212, !"kernel", i32 1}
!175 = !{ptr @k213, !"kernel", i32 1}
!176 = !{ptr @k214, !"kernel", i32 1}
!177 = !{ptr @k215, !"kernel", i32 1}
!178 = !{ptr @k216, !"kernel", i32 1}
!179 = !{ptr @k220, !"kernel", i32 1}
!180 = !{ptr @k1000, !"kernel", i32 1}
!181 = !{ptr @k1001, !"kernel", i32 1}
!182 = !{ptr @k1002, !"kernel", i32 1}
!183 = !{ptr @k1003, !"kernel", i32 1}
!184 = !{ptr @k1004, !"kernel", i32 1}
!185 = !{ptr @k1005, !"kernel", i32 1}
!186 = !{ptr @k1006, !"kernel", i32 1}
!187 = !{ptr @k1007, !"kernel", i32 1}
!188 = !{ptr @k1008, !"kernel", i32 1}
!189 = !{ptr @k1009, !"kernel", i32 1}
!190 = !{ptr @k1010, !"kernel", i32 1}
!191 = !{ptr @k1011, !"kernel", i32 1}
!192 = !{ptr @k1012, !"kernel", i32 1}
!193 = !{ptr @k1013, !"kernel", i32 1}
!194 = !{ptr @k1014, !"kernel", i32 1}
!195 = !{ptr @k1015, !"kernel", i32 1}
!196 = !{ptr @k1016, !"kernel", i32 1}
!197 = !{ptr @k1017, !"kernel", i32 1}
!198 = !{ptr @k1018, !"kernel", i32 1}
