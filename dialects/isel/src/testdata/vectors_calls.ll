target triple = "nvptx64-nvidia-cuda"

%pair = type { i32, float }
%big = type { [3 x float], i8, <2 x i16> }

define internal %pair @mkpair(i32 %a, float %b) noinline {
  %1 = insertvalue %pair undef, i32 %a, 0
  %2 = insertvalue %pair %1, float %b, 1
  ret %pair %2
}

define internal <4 x float> @vec_id(<4 x float> %v, i1 %flag, i8 %c) noinline {
  %s = select i1 %flag, <4 x float> %v, <4 x float> zeroinitializer
  ret <4 x float> %s
}

define internal float @take_byval(ptr byval(%big) align 4 %b, %big %bv) noinline {
  %p = getelementptr inbounds %big, ptr %b, i64 0, i32 0, i64 2
  %x = load float, ptr %p, align 4
  %y = extractvalue %big %bv, 0, 1
  %z = fadd float %x, %y
  ret float %z
}

define internal i1 @ret_bool(i8 signext %x) noinline {
  %c = icmp sgt i8 %x, 0
  ret i1 %c
}

define void @vectors(ptr addrspace(1) %p, ptr addrspace(1) %q, i32 %i, ptr %gen) {
  %v = load <4 x float>, ptr addrspace(1) %p, align 16
  %w = fadd <4 x float> %v, <float 1.0, float 2.0, float 3.0, float 4.0>
  %e = extractelement <4 x float> %w, i32 %i
  %e2 = extractelement <4 x float> %w, i64 3
  %ins = insertelement <4 x float> %w, float %e, i32 %i
  %ins2 = insertelement <4 x float> %ins, float %e2, i32 0
  %sh = shufflevector <4 x float> %ins2, <4 x float> %v, <4 x i32> <i32 7, i32 0, i32 undef, i32 5>
  store <4 x float> %sh, ptr addrspace(1) %q, align 16
  %u = load <4 x float>, ptr addrspace(1) %p, align 4
  %gq = getelementptr i8, ptr addrspace(1) %q, i64 16
  store <4 x float> %u, ptr addrspace(1) %gq, align 4
  %h2 = load <2 x half>, ptr addrspace(1) %p, align 4
  %hi = bitcast <2 x half> %h2 to i32
  %b4 = bitcast i32 %hi to <4 x i8>
  %b4x = add <4 x i8> %b4, <i8 1, i8 2, i8 3, i8 4>
  %back = bitcast <4 x i8> %b4x to i32
  %f2 = bitcast i64 123456789 to <2 x float>
  %f2d = bitcast <2 x float> %f2 to double
  %v2 = load <2 x i32>, ptr addrspace(1) %p, align 8
  %v2b = bitcast <2 x i32> %v2 to <4 x i16>
  %v2c = bitcast <4 x i16> %v2b to i64
  %g32 = getelementptr i8, ptr addrspace(1) %q, i64 32
  store i32 %back, ptr addrspace(1) %g32, align 4
  %g40 = getelementptr i8, ptr addrspace(1) %q, i64 40
  store double %f2d, ptr addrspace(1) %g40, align 8
  %g48 = getelementptr i8, ptr addrspace(1) %q, i64 48
  store i64 %v2c, ptr addrspace(1) %g48, align 8
  %cmpv = fcmp olt <4 x float> %v, %w
  %selv = select <4 x i1> %cmpv, <4 x float> %v, <4 x float> %w
  %c0 = extractelement <4 x i1> %cmpv, i32 %i
  %r = call <4 x float> @vec_id(<4 x float> %selv, i1 %c0, i8 3)
  %g64 = getelementptr i8, ptr addrspace(1) %q, i64 64
  store <4 x float> %r, ptr addrspace(1) %g64, align 16
  %vp = insertelement <2 x ptr> undef, ptr %gen, i32 0
  %vp2 = insertelement <2 x ptr> %vp, ptr %gen, i32 1
  %pp = extractelement <2 x ptr> %vp2, i32 1
  store i8 7, ptr %pp, align 1
  ret void
}

define void @aggregates(ptr %out, i32 %n, float %x) {
  %buf = alloca [16 x float], align 4
  %s = alloca %big, align 8
  %cnt = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr %buf)
  call void @llvm.memset.p0.i64(ptr align 4 %buf, i8 0, i64 64, i1 false)
  %idx = sext i32 %n to i64
  %slot = getelementptr inbounds [16 x float], ptr %buf, i64 0, i64 %idx
  store float %x, ptr %slot, align 4
  %pr = call %pair @mkpair(i32 %n, float %x)
  %a.t0 = trunc i32 %n to i8
  %a = extractvalue %pair %pr, 0
  %b = extractvalue %pair %pr, 1
  %f0 = getelementptr inbounds %big, ptr %s, i64 0, i32 0, i64 2
  store float %b, ptr %f0, align 4
  %f1 = getelementptr inbounds %big, ptr %s, i64 0, i32 1
  store i8 5, ptr %f1, align 4
  %bv = load %big, ptr %s, align 8
  %r = call float @take_byval(ptr byval(%big) align 4 %s, %big %bv)
  %ok = call i1 @ret_bool(i8 signext -3)
  %sel = select i1 %ok, float %r, float %b
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %out, ptr align 4 %buf, i64 64, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr %out, ptr %buf, i64 %idx, i1 false)
  call void @llvm.memmove.p0.p0.i64(ptr align 4 %out, ptr align 4 %buf, i64 12, i1 false)
  call void @llvm.memset.p0.i64(ptr %out, i8 %a.t0, i64 %idx, i1 true)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %out, ptr align 8 %buf, i64 4096, i1 false)
  %g = getelementptr i8, ptr %out, i64 64
  store float %sel, ptr %g, align 4
  store i32 %a, ptr %cnt, align 4
  %cv = load volatile i32, ptr %cnt, align 4
  %g2 = getelementptr i8, ptr %out, i64 68
  store volatile i32 %cv, ptr %g2, align 4
  call void @llvm.lifetime.end.p0(i64 64, ptr %buf)
  ret void
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)

define void @wide_bitcasts(ptr addrspace(1) %p) {
  %v = load <4 x float>, ptr addrspace(1) %p, align 16
  %d = bitcast <4 x float> %v to <2 x double>
  %q = bitcast <2 x double> %d to i128
  %b = bitcast i128 %q to <16 x i8>
  %b2 = add <16 x i8> %b, %b
  %h = bitcast <16 x i8> %b2 to <8 x half>
  %f = bitcast <8 x half> %h to <4 x float>
  store <4 x float> %f, ptr addrspace(1) %p, align 16
  ret void
}
