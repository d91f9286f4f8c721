; ModuleID = "stencil5$2"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__8stencil5B2v2B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__8stencil5B2v2B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE"(i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", float* %"out.4", i64 %"out.5.0", i64 %"out.6.0", i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", float* %"x.4", i64 %"x.5.0", i64 %"x.6.0")
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
  %"$54pred" = alloca i1
  store i1 0, i1* %"$54pred"
  %".47" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".47"
  %"$82pred" = alloca i1
  store i1 0, i1* %"$82pred"
  %".66" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".66"
  %".101" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".101"
  %".136" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".136"
  %".172" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".172"
  %".208" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".208"
  %".245" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".245"
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
  %".37" = load i64, i64* %"i"
  %".38" = icmp sge i64 %".37", 2
  %".40" = load i1, i1* %"$54pred"
  store i1 %".38", i1* %"$54pred"
  %".42" = load i1, i1* %"$54pred"
  br i1 %".42", label %"B56", label %"B236"
B56:
  %".44" = load i1, i1* %"$54pred"
  store i1 0, i1* %"$54pred"
  %".46" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".47"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".46", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".47"
  %".51" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".47", i32 0, i32 2
  %".52" = load i64, i64* %".51"
  %".53" = sub nsw i64 %".52", 2
  %".54" = load i64, i64* %"i"
  %".55" = icmp slt i64 %".54", %".53"
  %".57" = load i1, i1* %"$82pred"
  store i1 %".55", i1* %"$82pred"
  %".59" = load i1, i1* %"$82pred"
  br i1 %".59", label %"B84", label %"B240"
B84:
  %".61" = load i1, i1* %"$82pred"
  store i1 0, i1* %"$82pred"
  %".63" = load i64, i64* %"i"
  %".64" = sub nsw i64 %".63", 2
  %".65" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".66"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".65", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".66"
  %".70" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".66", i32 0, i32 5
  %".71" = getelementptr inbounds [1 x i64], [1 x i64]* %".70", i32 0, i32 0
  %".72" = load i64, i64* %".71", !range !1
  %".73" = insertvalue [1 x i64] undef, i64 %".72", 0
  %".74" = extractvalue [1 x i64] %".73", 0
  %".75" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".66", i32 0, i32 6
  %".76" = load [1 x i64], [1 x i64]* %".75"
  %".77" = extractvalue [1 x i64] %".76", 0
  %".78" = icmp slt i64 %".64", 0
  %".79" = add i64 %".64", %".74"
  %".80" = select  i1 %".78", i64 %".79", i64 %".64"
  %".81" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".66", i32 0, i32 5
  %".82" = getelementptr inbounds [1 x i64], [1 x i64]* %".81", i32 0, i32 0
  %".83" = load i64, i64* %".82", !range !1
  %".84" = insertvalue [1 x i64] undef, i64 %".83", 0
  %".85" = extractvalue [1 x i64] %".84", 0
  %".86" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".66", i32 0, i32 6
  %".87" = load [1 x i64], [1 x i64]* %".86"
  %".88" = extractvalue [1 x i64] %".87", 0
  %".89" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".66", i32 0, i32 4
  %".90" = load float*, float** %".89"
  %".91" = mul i64 %".88", %".80"
  %".92" = ptrtoint float* %".90" to i64
  %".93" = add i64 %".92", %".91"
  %".94" = inttoptr i64 %".93" to float*
  %".95" = load float, float* %".94"
  %".96" = fpext float %".95" to double
  %".97" = fmul double 0x3fb999999999999a, %".96"
  %".98" = load i64, i64* %"i"
  %".99" = sub nsw i64 %".98", 1
  %".100" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".101"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".100", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".101"
  %".105" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".101", i32 0, i32 5
  %".106" = getelementptr inbounds [1 x i64], [1 x i64]* %".105", i32 0, i32 0
  %".107" = load i64, i64* %".106", !range !1
  %".108" = insertvalue [1 x i64] undef, i64 %".107", 0
  %".109" = extractvalue [1 x i64] %".108", 0
  %".110" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".101", i32 0, i32 6
  %".111" = load [1 x i64], [1 x i64]* %".110"
  %".112" = extractvalue [1 x i64] %".111", 0
  %".113" = icmp slt i64 %".99", 0
  %".114" = add i64 %".99", %".109"
  %".115" = select  i1 %".113", i64 %".114", i64 %".99"
  %".116" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".101", i32 0, i32 5
  %".117" = getelementptr inbounds [1 x i64], [1 x i64]* %".116", i32 0, i32 0
  %".118" = load i64, i64* %".117", !range !1
  %".119" = insertvalue [1 x i64] undef, i64 %".118", 0
  %".120" = extractvalue [1 x i64] %".119", 0
  %".121" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".101", i32 0, i32 6
  %".122" = load [1 x i64], [1 x i64]* %".121"
  %".123" = extractvalue [1 x i64] %".122", 0
  %".124" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".101", i32 0, i32 4
  %".125" = load float*, float** %".124"
  %".126" = mul i64 %".123", %".115"
  %".127" = ptrtoint float* %".125" to i64
  %".128" = add i64 %".127", %".126"
  %".129" = inttoptr i64 %".128" to float*
  %".130" = load float, float* %".129"
  %".131" = fpext float %".130" to double
  %".132" = fmul double 0x3fc999999999999a, %".131"
  %".133" = fadd double %".97", %".132"
  %".134" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".135" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".136"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".134", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".136"
  %".140" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".136", i32 0, i32 5
  %".141" = getelementptr inbounds [1 x i64], [1 x i64]* %".140", i32 0, i32 0
  %".142" = load i64, i64* %".141", !range !1
  %".143" = insertvalue [1 x i64] undef, i64 %".142", 0
  %".144" = extractvalue [1 x i64] %".143", 0
  %".145" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".136", i32 0, i32 6
  %".146" = load [1 x i64], [1 x i64]* %".145"
  %".147" = extractvalue [1 x i64] %".146", 0
  %".148" = icmp slt i64 %".135", 0
  %".149" = add i64 %".135", %".144"
  %".150" = select  i1 %".148", i64 %".149", i64 %".135"
  %".151" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".136", i32 0, i32 5
  %".152" = getelementptr inbounds [1 x i64], [1 x i64]* %".151", i32 0, i32 0
  %".153" = load i64, i64* %".152", !range !1
  %".154" = insertvalue [1 x i64] undef, i64 %".153", 0
  %".155" = extractvalue [1 x i64] %".154", 0
  %".156" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".136", i32 0, i32 6
  %".157" = load [1 x i64], [1 x i64]* %".156"
  %".158" = extractvalue [1 x i64] %".157", 0
  %".159" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".136", i32 0, i32 4
  %".160" = load float*, float** %".159"
  %".161" = mul i64 %".158", %".150"
  %".162" = ptrtoint float* %".160" to i64
  %".163" = add i64 %".162", %".161"
  %".164" = inttoptr i64 %".163" to float*
  %".165" = load float, float* %".164"
  %".166" = fpext float %".165" to double
  %".167" = fmul double 0x3fd999999999999a, %".166"
  %".168" = fadd double %".133", %".167"
  %".169" = load i64, i64* %"i"
  %".170" = add nsw i64 %".169", 1
  %".171" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".172"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".171", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".172"
  %".176" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".172", i32 0, i32 5
  %".177" = getelementptr inbounds [1 x i64], [1 x i64]* %".176", i32 0, i32 0
  %".178" = load i64, i64* %".177", !range !1
  %".179" = insertvalue [1 x i64] undef, i64 %".178", 0
  %".180" = extractvalue [1 x i64] %".179", 0
  %".181" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".172", i32 0, i32 6
  %".182" = load [1 x i64], [1 x i64]* %".181"
  %".183" = extractvalue [1 x i64] %".182", 0
  %".184" = icmp slt i64 %".170", 0
  %".185" = add i64 %".170", %".180"
  %".186" = select  i1 %".184", i64 %".185", i64 %".170"
  %".187" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".172", i32 0, i32 5
  %".188" = getelementptr inbounds [1 x i64], [1 x i64]* %".187", i32 0, i32 0
  %".189" = load i64, i64* %".188", !range !1
  %".190" = insertvalue [1 x i64] undef, i64 %".189", 0
  %".191" = extractvalue [1 x i64] %".190", 0
  %".192" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".172", i32 0, i32 6
  %".193" = load [1 x i64], [1 x i64]* %".192"
  %".194" = extractvalue [1 x i64] %".193", 0
  %".195" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".172", i32 0, i32 4
  %".196" = load float*, float** %".195"
  %".197" = mul i64 %".194", %".186"
  %".198" = ptrtoint float* %".196" to i64
  %".199" = add i64 %".198", %".197"
  %".200" = inttoptr i64 %".199" to float*
  %".201" = load float, float* %".200"
  %".202" = fpext float %".201" to double
  %".203" = fmul double 0x3fc999999999999a, %".202"
  %".204" = fadd double %".168", %".203"
  %".205" = load i64, i64* %"i"
  %".206" = add nsw i64 %".205", 2
  %".207" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".208"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".207", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".208"
  %".212" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".208", i32 0, i32 5
  %".213" = getelementptr inbounds [1 x i64], [1 x i64]* %".212", i32 0, i32 0
  %".214" = load i64, i64* %".213", !range !1
  %".215" = insertvalue [1 x i64] undef, i64 %".214", 0
  %".216" = extractvalue [1 x i64] %".215", 0
  %".217" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".208", i32 0, i32 6
  %".218" = load [1 x i64], [1 x i64]* %".217"
  %".219" = extractvalue [1 x i64] %".218", 0
  %".220" = icmp slt i64 %".206", 0
  %".221" = add i64 %".206", %".216"
  %".222" = select  i1 %".220", i64 %".221", i64 %".206"
  %".223" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".208", i32 0, i32 5
  %".224" = getelementptr inbounds [1 x i64], [1 x i64]* %".223", i32 0, i32 0
  %".225" = load i64, i64* %".224", !range !1
  %".226" = insertvalue [1 x i64] undef, i64 %".225", 0
  %".227" = extractvalue [1 x i64] %".226", 0
  %".228" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".208", i32 0, i32 6
  %".229" = load [1 x i64], [1 x i64]* %".228"
  %".230" = extractvalue [1 x i64] %".229", 0
  %".231" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".208", i32 0, i32 4
  %".232" = load float*, float** %".231"
  %".233" = mul i64 %".230", %".222"
  %".234" = ptrtoint float* %".232" to i64
  %".235" = add i64 %".234", %".233"
  %".236" = inttoptr i64 %".235" to float*
  %".237" = load float, float* %".236"
  %".238" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".240" = fpext float %".237" to double
  %".241" = fmul double 0x3fb999999999999a, %".240"
  %".242" = fadd double %".204", %".241"
  %".243" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".244" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".245"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".243", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".245"
  %".249" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".245", i32 0, i32 5
  %".250" = getelementptr inbounds [1 x i64], [1 x i64]* %".249", i32 0, i32 0
  %".251" = load i64, i64* %".250", !range !1
  %".252" = insertvalue [1 x i64] undef, i64 %".251", 0
  %".253" = extractvalue [1 x i64] %".252", 0
  %".254" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".245", i32 0, i32 6
  %".255" = load [1 x i64], [1 x i64]* %".254"
  %".256" = extractvalue [1 x i64] %".255", 0
  %".257" = icmp slt i64 %".244", 0
  %".258" = add i64 %".244", %".253"
  %".259" = select  i1 %".257", i64 %".258", i64 %".244"
  %".260" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".245", i32 0, i32 5
  %".261" = getelementptr inbounds [1 x i64], [1 x i64]* %".260", i32 0, i32 0
  %".262" = load i64, i64* %".261", !range !1
  %".263" = insertvalue [1 x i64] undef, i64 %".262", 0
  %".264" = extractvalue [1 x i64] %".263", 0
  %".265" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".245", i32 0, i32 6
  %".266" = load [1 x i64], [1 x i64]* %".265"
  %".267" = extractvalue [1 x i64] %".266", 0
  %".268" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".245", i32 0, i32 4
  %".269" = load float*, float** %".268"
  %".270" = mul i64 %".267", %".259"
  %".271" = ptrtoint float* %".269" to i64
  %".272" = add i64 %".271", %".270"
  %".273" = inttoptr i64 %".272" to float*
  %".274" = fptrunc double %".242" to float
  store float %".274", float* %".273"
  %".276" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".278" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
B236:
  %".282" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".284" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".286" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".288" = load i1, i1* %"$54pred"
  store i1 0, i1* %"$54pred"
  ret void
B240:
  %".292" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".294" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".296" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".298" = load i1, i1* %"$82pred"
  store i1 0, i1* %"$82pred"
  ret void
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__8stencil5B2v2B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !2 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__8stencil5B2v2B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE", !"kernel", i32 1 }