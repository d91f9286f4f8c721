; ModuleID = "warp_sum$7"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__8warp_sumB2v7B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__8warp_sumB2v7B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE"(i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", float* %"out.4", i64 %"out.5.0", i64 %"out.6.0", i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", float* %"x.4", i64 %"x.5.0", i64 %"x.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"out.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"out.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"out.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize", float* %"out.4", 4
  %".17" = insertvalue [1 x i64] undef, i64 %"out.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".17", 5
  %".18" = insertvalue [1 x i64] undef, i64 %"out.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".18", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"x.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"x.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"x.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"x.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", float* %"x.4", 4
  %".19" = insertvalue [1 x i64] undef, i64 %"x.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".19", 5
  %".20" = insertvalue [1 x i64] undef, i64 %"x.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".20", 6
  %"out" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %"x" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".38" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".38"
  %"$64pred" = alloca i1
  store i1 0, i1* %"$64pred"
  %".55" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".55"
  %"$phi84.0.2" = alloca double
  store double 0.0, double* %"$phi84.0.2"
  %"v.2" = alloca double
  store double 0.0, double* %"v.2"
  %"off.2" = alloca i64
  store i64 0, i64* %"off.2"
  %"v.1" = alloca double
  store double 0.0, double* %"v.1"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".142" = alloca i64
  store i64 0, i64* %".142"
  %".145" = alloca i64
  store i64 0, i64* %".145"
  %"$172pred" = alloca i1
  store i1 0, i1* %"$172pred"
  %"v.3" = alloca double
  store double 0.0, double* %"v.3"
  %"$204pred" = alloca i1
  store i1 0, i1* %"$204pred"
  %"quot.1" = alloca i64
  store i64 0, i64* %"quot.1"
  %"rem.1" = alloca i64
  store i64 0, i64* %"rem.1"
  %".213" = alloca i64
  store i64 0, i64* %".213"
  %".216" = alloca i64
  store i64 0, i64* %".216"
  %".250" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".250"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".25" = trunc i64 1 to i32
  %".26" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".27" = sext i32 %".26" to i64
  %".28" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".29" = sext i32 %".28" to i64
  %".30" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".31" = sext i32 %".30" to i64
  %".32" = mul i64 %".29", %".31"
  %".33" = add i64 %".32", %".27"
  %".35" = load i64, i64* %"i"
  store i64 %".33", i64* %"i"
  %".37" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".38"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".37", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".38"
  %".42" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 2
  %".43" = load i64, i64* %".42"
  %".44" = load i64, i64* %"i"
  %".45" = icmp slt i64 %".44", %".43"
  %".47" = load i1, i1* %"$64pred"
  store i1 %".45", i1* %"$64pred"
  %".49" = load i1, i1* %"$64pred"
  br i1 %".49", label %"B66", label %"B82"
B66:
  %".51" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  %".53" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".54" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".55"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".53", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".55"
  %".59" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 5
  %".60" = getelementptr inbounds [1 x i64], [1 x i64]* %".59", i32 0, i32 0
  %".61" = load i64, i64* %".60", !range !1
  %".62" = insertvalue [1 x i64] undef, i64 %".61", 0
  %".63" = extractvalue [1 x i64] %".62", 0
  %".64" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 6
  %".65" = load [1 x i64], [1 x i64]* %".64"
  %".66" = extractvalue [1 x i64] %".65", 0
  %".67" = icmp slt i64 %".54", 0
  %".68" = add i64 %".54", %".63"
  %".69" = select  i1 %".67", i64 %".68", i64 %".54"
  %".70" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 5
  %".71" = getelementptr inbounds [1 x i64], [1 x i64]* %".70", i32 0, i32 0
  %".72" = load i64, i64* %".71", !range !1
  %".73" = insertvalue [1 x i64] undef, i64 %".72", 0
  %".74" = extractvalue [1 x i64] %".73", 0
  %".75" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 6
  %".76" = load [1 x i64], [1 x i64]* %".75"
  %".77" = extractvalue [1 x i64] %".76", 0
  %".78" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 4
  %".79" = load float*, float** %".78"
  %".80" = mul i64 %".77", %".69"
  %".81" = ptrtoint float* %".79" to i64
  %".82" = add i64 %".81", %".80"
  %".83" = inttoptr i64 %".82" to float*
  %".84" = load float, float* %".83"
  %".85" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".87" = fpext float %".84" to double
  %".89" = load double, double* %"$phi84.0.2"
  store double %".87", double* %"$phi84.0.2"
  br label %"B84"
B82:
  %".92" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".94" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  %".96" = load double, double* %"$phi84.0.2"
  store double              0x0, double* %"$phi84.0.2"
  br label %"B84"
B84:
  %".99" = load double, double* %"$phi84.0.2"
  %".100" = load double, double* %"$phi84.0.2"
  store double 0.0, double* %"$phi84.0.2"
  %".103" = load double, double* %"v.2"
  store double %".99", double* %"v.2"
  %".106" = load i64, i64* %"off.2"
  store i64 16, i64* %"off.2"
  br label %"B102"
B102:
  %".109" = load double, double* %"v.2"
  %".110" = load i64, i64* %"off.2"
  %".111" = bitcast double %".109" to i64
  %".112" = trunc i64 4294967295 to i32
  %".113" = trunc i64 %".110" to i32
  %".114" = trunc i64 %".111" to i32
  %".115" = lshr i64 %".111", 32
  %".116" = trunc i64 %".115" to i32
  %".117" = call {i32, i1} @"llvm.nvvm.shfl.sync.i32"(i32 %".112", i32 2, i32 %".114", i32 %".113", i32 31)
  %".118" = call {i32, i1} @"llvm.nvvm.shfl.sync.i32"(i32 %".112", i32 2, i32 %".116", i32 %".113", i32 31)
  %".119" = extractvalue {i32, i1} %".117", 0
  %".120" = extractvalue {i32, i1} %".118", 0
  %".121" = zext i32 %".119" to i64
  %".122" = zext i32 %".120" to i64
  %".123" = shl i64 %".122", 32
  %".124" = or i64 %".123", %".121"
  %".125" = bitcast i64 %".124" to double
  %".126" = load double, double* %"v.2"
  %".127" = fadd double %".126", %".125"
  %".129" = load double, double* %"v.1"
  store double %".127", double* %"v.1"
  %".131" = load double, double* %"v.1"
  %".132" = load double, double* %"v.2"
  store double %".131", double* %"v.2"
  %".134" = load i64, i64* %"off.2"
  %".137" = icmp eq i64 2, 0
  br i1 %".137", label %"B102.if", label %"B102.else", !prof !2
B174:
  %".183" = load double, double* %"v.2"
  store double 0.0, double* %"v.2"
  %".185" = load i64, i64* %"off.2"
  store i64 0, i64* %"off.2"
  %".187" = load i1, i1* %"$172pred"
  store i1 0, i1* %"$172pred"
  %".189" = load double, double* %"v.1"
  %".191" = load double, double* %"v.3"
  store double %".189", double* %"v.3"
  %".193" = load double, double* %"v.1"
  store double 0.0, double* %"v.1"
  %".195" = call i32 @"llvm.nvvm.read.ptx.sreg.laneid"()
  %".196" = sext i32 %".195" to i64
  %".197" = icmp eq i64 %".196", 0
  %".199" = load i1, i1* %"$204pred"
  store i1 %".197", i1* %"$204pred"
  %".201" = load i1, i1* %"$204pred"
  br i1 %".201", label %"B206", label %"B226"
B206:
  %".203" = load i1, i1* %"$204pred"
  store i1 0, i1* %"$204pred"
  %".205" = load i64, i64* %"i"
  %".208" = icmp eq i64 32, 0
  br i1 %".208", label %"B206.if", label %"B206.else", !prof !2
B226:
  %".287" = load double, double* %"v.3"
  store double 0.0, double* %"v.3"
  %".289" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".291" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".293" = load i1, i1* %"$204pred"
  store i1 0, i1* %"$204pred"
  ret void
B102.if:
  store i64 2, i64* %"quot"
  store i64 2, i64* %"rem"
  br label %"B102.endif"
B102.else:
  store i64 0, i64* %".142"
  store i64 0, i64* %".145"
  %".148" = icmp eq i64 %".134", -9223372036854775808
  %".149" = icmp eq i64 2, -1
  %".150" = and i1 %".148", %".149"
  %".151" = xor i1 %".150", -1
  br i1 %".151", label %"B102.else.if", label %"B102.else.endif", !prof !3
B102.endif:
  %".174" = load i64, i64* %"quot"
  %".175" = load i64, i64* %"off.2"
  store i64 %".174", i64* %"off.2"
  %".177" = icmp sgt i64 %".174", 0
  %".179" = load i1, i1* %"$172pred"
  store i1 %".177", i1* %"$172pred"
  %".181" = load i1, i1* %"$172pred"
  br i1 %".181", label %"B102", label %"B174"
B102.else.if:
  %".153" = sdiv i64 %".134", 2
  %".154" = srem i64 %".134", 2
  %".155" = xor i64 2, %".154"
  %".156" = icmp slt i64 %".155", 0
  %".157" = icmp ne i64 %".154", 0
  %".158" = and i1 %".157", %".156"
  br i1 %".158", label %"B102.else.if.if", label %"B102.else.if.else"
B102.else.endif:
  %".169" = load i64, i64* %".142"
  %".170" = load i64, i64* %".145"
  store i64 %".169", i64* %"quot"
  store i64 %".170", i64* %"rem"
  br label %"B102.endif"
B102.else.if.if:
  %".163" = sub i64 %".153", 1
  store i64 %".163", i64* %".142"
  %".165" = add i64 %".154", 2
  store i64 %".165", i64* %".145"
  br label %"B102.else.if.endif"
B102.else.if.else:
  store i64 %".153", i64* %".142"
  store i64 %".154", i64* %".145"
  br label %"B102.else.if.endif"
B102.else.if.endif:
  br label %"B102.else.endif"
B206.if:
  store i64 32, i64* %"quot.1"
  store i64 32, i64* %"rem.1"
  br label %"B206.endif"
B206.else:
  store i64 0, i64* %".213"
  store i64 0, i64* %".216"
  %".219" = icmp eq i64 %".205", -9223372036854775808
  %".220" = icmp eq i64 32, -1
  %".221" = and i1 %".219", %".220"
  %".222" = xor i1 %".221", -1
  br i1 %".222", label %"B206.else.if", label %"B206.else.endif", !prof !3
B206.endif:
  %".245" = load i64, i64* %"quot.1"
  %".246" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".248" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".249" = load double, double* %"v.3"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".250"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".248", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".250"
  %".254" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".250", i32 0, i32 5
  %".255" = getelementptr inbounds [1 x i64], [1 x i64]* %".254", i32 0, i32 0
  %".256" = load i64, i64* %".255", !range !1
  %".257" = insertvalue [1 x i64] undef, i64 %".256", 0
  %".258" = extractvalue [1 x i64] %".257", 0
  %".259" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".250", i32 0, i32 6
  %".260" = load [1 x i64], [1 x i64]* %".259"
  %".261" = extractvalue [1 x i64] %".260", 0
  %".262" = icmp slt i64 %".245", 0
  %".263" = add i64 %".245", %".258"
  %".264" = select  i1 %".262", i64 %".263", i64 %".245"
  %".265" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".250", i32 0, i32 5
  %".266" = getelementptr inbounds [1 x i64], [1 x i64]* %".265", i32 0, i32 0
  %".267" = load i64, i64* %".266", !range !1
  %".268" = insertvalue [1 x i64] undef, i64 %".267", 0
  %".269" = extractvalue [1 x i64] %".268", 0
  %".270" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".250", i32 0, i32 6
  %".271" = load [1 x i64], [1 x i64]* %".270"
  %".272" = extractvalue [1 x i64] %".271", 0
  %".273" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".250", i32 0, i32 4
  %".274" = load float*, float** %".273"
  %".275" = mul i64 %".272", %".264"
  %".276" = ptrtoint float* %".274" to i64
  %".277" = add i64 %".276", %".275"
  %".278" = inttoptr i64 %".277" to float*
  %".279" = fptrunc double %".249" to float
  store float %".279", float* %".278"
  %".281" = load double, double* %"v.3"
  store double 0.0, double* %"v.3"
  %".283" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  ret void
B206.else.if:
  %".224" = sdiv i64 %".205", 32
  %".225" = srem i64 %".205", 32
  %".226" = xor i64 32, %".225"
  %".227" = icmp slt i64 %".226", 0
  %".228" = icmp ne i64 %".225", 0
  %".229" = and i1 %".228", %".227"
  br i1 %".229", label %"B206.else.if.if", label %"B206.else.if.else"
B206.else.endif:
  %".240" = load i64, i64* %".213"
  %".241" = load i64, i64* %".216"
  store i64 %".240", i64* %"quot.1"
  store i64 %".241", i64* %"rem.1"
  br label %"B206.endif"
B206.else.if.if:
  %".234" = sub i64 %".224", 1
  store i64 %".234", i64* %".213"
  %".236" = add i64 %".225", 32
  store i64 %".236", i64* %".216"
  br label %"B206.else.if.endif"
B206.else.if.else:
  store i64 %".224", i64* %".213"
  store i64 %".225", i64* %".216"
  br label %"B206.else.if.endif"
B206.else.if.endif:
  br label %"B206.else.endif"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare {i32, i1} @"llvm.nvvm.shfl.sync.i32"(i32 %".1", i32 %".2", i32 %".3", i32 %".4", i32 %".5")

declare i32 @"llvm.nvvm.read.ptx.sreg.laneid"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__8warp_sumB2v7B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !4 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ !"branch_weights", i32 1, i32 99 }
!3 = !{ !"branch_weights", i32 99, i32 1 }
!4 = !{ void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__8warp_sumB2v7B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE", !"kernel", i32 1 }