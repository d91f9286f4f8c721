; ModuleID = "local_sort$1"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__10local_sortB2v1B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__10local_sortB2v1B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE"(i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", float* %"out.4", i64 %"out.5.0", i64 %"out.6.0", i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", float* %"x.4", i64 %"x.5.0", i64 %"x.6.0")
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
  %"_cudapy_lmem" = alloca [8 x float]
  store [8 x float] zeroinitializer, [8 x float]* %"_cudapy_lmem"
  %".38" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".38"
  %"a" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %".66" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".66"
  %".76" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".76"
  %".80" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".80"
  %".89" = alloca i64
  store i64 0, i64* %".89"
  %".92" = alloca i64
  store i64 0, i64* %".92"
  %"$phi148.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi148.0"
  %".131" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".131"
  %".134" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".134"
  %".160" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".160"
  %".166" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".166"
  %"$148for_iter.3" = alloca i1
  store i1 0, i1* %"$148for_iter.3"
  %"$phi150.1" = alloca i64
  store i64 0, i64* %"$phi150.1"
  %".188" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".188"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".201" = alloca i64
  store i64 0, i64* %".201"
  %".204" = alloca i64
  store i64 0, i64* %".204"
  %".235" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".235"
  %".266" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".266"
  %".304" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".304"
  %".314" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".314"
  %".318" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".318"
  %".327" = alloca i64
  store i64 0, i64* %".327"
  %".330" = alloca i64
  store i64 0, i64* %".330"
  %"$phi228.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi228.0"
  %".369" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".369"
  %".372" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".372"
  %".398" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".398"
  %".404" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".404"
  %"$228for_iter.3" = alloca i1
  store i1 0, i1* %"$228for_iter.3"
  %"$phi230.1" = alloca i64
  store i64 0, i64* %"$phi230.1"
  %".424" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".424"
  %".434" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".434"
  %".438" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".438"
  %".447" = alloca i64
  store i64 0, i64* %".447"
  %".450" = alloca i64
  store i64 0, i64* %".450"
  %"$phi268.1" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi268.1"
  %".489" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".489"
  %".492" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".492"
  %".518" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".518"
  %".524" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".524"
  %"$268for_iter.4" = alloca i1
  store i1 0, i1* %"$268for_iter.4"
  %"$phi270.2" = alloca i64
  store i64 0, i64* %"$phi270.2"
  %"q" = alloca i64
  store i64 0, i64* %"q"
  %".548" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".548"
  %".580" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".580"
  %"$312pred" = alloca i1
  store i1 0, i1* %"$312pred"
  %".619" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".619"
  %".651" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".651"
  %".682" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".682"
  %".716" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".716"
  %".765" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".765"
  %".798" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".798"
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
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".38"
  %".41" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 4
  %".42" = load float*, float** %".41"
  %".43" = bitcast [8 x float]* %"_cudapy_lmem" to float*
  %".44" = insertvalue [1 x i64] undef, i64 8, 0
  %".45" = insertvalue [1 x i64] undef, i64 4, 0
  %".46" = extractvalue [1 x i64] %".44", 0
  %".47" = mul nsw i64 1, %".46"
  %".48" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 5
  store [1 x i64] %".44", [1 x i64]* %".48"
  %".50" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 6
  store [1 x i64] %".45", [1 x i64]* %".50"
  %".52" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 4
  store float* %".43", float** %".52"
  %".54" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 3
  store i64 4, i64* %".54"
  %".56" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 0
  store i8* null, i8** %".56"
  %".58" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 1
  store i8* null, i8** %".58"
  %".60" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 2
  store i64 %".47", i64* %".60"
  %".62" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".38"
  %".64" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".62", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".66"
  %".69" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".66", i32 0, i32 0
  store i64 0, i64* %".69"
  %".71" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".66", i32 0, i32 1
  store i64 8, i64* %".71"
  %".73" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".66", i32 0, i32 2
  store i64 1, i64* %".73"
  %".75" = load {i64, i64, i64}, {i64, i64, i64}* %".66"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".76"
  store {i64, i64, i64} %".75", {i64, i64, i64}* %".76"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".80"
  %".83" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".76", i32 0, i32 0
  %".84" = load i64, i64* %".83"
  %".85" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".76", i32 0, i32 1
  %".86" = load i64, i64* %".85"
  %".87" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".76", i32 0, i32 2
  %".88" = load i64, i64* %".87"
  store i64 %".84", i64* %".89"
  %".94" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".80", i32 0, i32 0
  store i64* %".89", i64** %".94"
  %".96" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".80", i32 0, i32 1
  store i64 %".86", i64* %".96"
  %".98" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".80", i32 0, i32 2
  store i64 %".88", i64* %".98"
  %".100" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".80", i32 0, i32 3
  store i64* %".92", i64** %".100"
  %".102" = sub i64 %".86", %".84"
  %".103" = icmp sgt i64 %".102", 0
  %".104" = icmp sgt i64 %".88", 0
  %".105" = xor i1 %".103", %".104"
  %".106" = icmp eq i64 %".88", 0
  br i1 %".106", label %"B0.if", label %"B0.endif", !prof !1
B148:
  %".130" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi148.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".131"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".134"
  store {i64*, i64, i64, i64*} %".130", {i64*, i64, i64, i64*}* %".134"
  %".138" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".134", i32 0, i32 3
  %".139" = load i64*, i64** %".138"
  %".140" = load i64, i64* %".139"
  %".141" = icmp sgt i64 %".140", 0
  %".142" = getelementptr inbounds {i64, i1}, {i64, i1}* %".131", i32 0, i32 1
  store i1 %".141", i1* %".142"
  br i1 %".141", label %"B148.if", label %"B148.endif"
B150:
  %".180" = load i1, i1* %"$148for_iter.3"
  store i1 0, i1* %"$148for_iter.3"
  %".182" = load i64, i64* %"$phi150.1"
  %".183" = load i64, i64* %"$phi150.1"
  store i64 0, i64* %"$phi150.1"
  %".185" = load i64, i64* %"i"
  %".186" = add nsw i64 %".185", %".182"
  %".187" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".188"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".187", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".188"
  %".192" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".188", i32 0, i32 2
  %".193" = load i64, i64* %".192"
  %".196" = icmp eq i64 %".193", 0
  br i1 %".196", label %"B150.if", label %"B150.else", !prof !1
B198:
  %".296" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".298" = load i64, i64* %"$phi150.1"
  store i64 0, i64* %"$phi150.1"
  %".300" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi148.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi148.0"
  %".302" = load i1, i1* %"$148for_iter.3"
  store i1 0, i1* %"$148for_iter.3"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".304"
  %".307" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".304", i32 0, i32 0
  store i64 0, i64* %".307"
  %".309" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".304", i32 0, i32 1
  store i64 8, i64* %".309"
  %".311" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".304", i32 0, i32 2
  store i64 1, i64* %".311"
  %".313" = load {i64, i64, i64}, {i64, i64, i64}* %".304"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".314"
  store {i64, i64, i64} %".313", {i64, i64, i64}* %".314"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".318"
  %".321" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".314", i32 0, i32 0
  %".322" = load i64, i64* %".321"
  %".323" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".314", i32 0, i32 1
  %".324" = load i64, i64* %".323"
  %".325" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".314", i32 0, i32 2
  %".326" = load i64, i64* %".325"
  store i64 %".322", i64* %".327"
  %".332" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".318", i32 0, i32 0
  store i64* %".327", i64** %".332"
  %".334" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".318", i32 0, i32 1
  store i64 %".324", i64* %".334"
  %".336" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".318", i32 0, i32 2
  store i64 %".326", i64* %".336"
  %".338" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".318", i32 0, i32 3
  store i64* %".330", i64** %".338"
  %".340" = sub i64 %".324", %".322"
  %".341" = icmp sgt i64 %".340", 0
  %".342" = icmp sgt i64 %".326", 0
  %".343" = xor i1 %".341", %".342"
  %".344" = icmp eq i64 %".326", 0
  br i1 %".344", label %"B198.if", label %"B198.endif", !prof !1
B228:
  %".368" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi228.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".369"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".372"
  store {i64*, i64, i64, i64*} %".368", {i64*, i64, i64, i64*}* %".372"
  %".376" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".372", i32 0, i32 3
  %".377" = load i64*, i64** %".376"
  %".378" = load i64, i64* %".377"
  %".379" = icmp sgt i64 %".378", 0
  %".380" = getelementptr inbounds {i64, i1}, {i64, i1}* %".369", i32 0, i32 1
  store i1 %".379", i1* %".380"
  br i1 %".379", label %"B228.if", label %"B228.endif"
B230:
  %".418" = load i1, i1* %"$228for_iter.3"
  store i1 0, i1* %"$228for_iter.3"
  %".420" = load i64, i64* %"$phi230.1"
  %".421" = load i64, i64* %"$phi230.1"
  store i64 0, i64* %"$phi230.1"
  %".423" = sub nsw i64 7, %".420"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".424"
  %".427" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".424", i32 0, i32 0
  store i64 0, i64* %".427"
  %".429" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".424", i32 0, i32 1
  store i64 %".423", i64* %".429"
  %".431" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".424", i32 0, i32 2
  store i64 1, i64* %".431"
  %".433" = load {i64, i64, i64}, {i64, i64, i64}* %".424"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".434"
  store {i64, i64, i64} %".433", {i64, i64, i64}* %".434"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".438"
  %".441" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".434", i32 0, i32 0
  %".442" = load i64, i64* %".441"
  %".443" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".434", i32 0, i32 1
  %".444" = load i64, i64* %".443"
  %".445" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".434", i32 0, i32 2
  %".446" = load i64, i64* %".445"
  store i64 %".442", i64* %".447"
  %".452" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".438", i32 0, i32 0
  store i64* %".447", i64** %".452"
  %".454" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".438", i32 0, i32 1
  store i64 %".444", i64* %".454"
  %".456" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".438", i32 0, i32 2
  store i64 %".446", i64* %".456"
  %".458" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".438", i32 0, i32 3
  store i64* %".450", i64** %".458"
  %".460" = sub i64 %".444", %".442"
  %".461" = icmp sgt i64 %".460", 0
  %".462" = icmp sgt i64 %".446", 0
  %".463" = xor i1 %".461", %".462"
  %".464" = icmp eq i64 %".446", 0
  br i1 %".464", label %"B230.if", label %"B230.endif", !prof !1
B268:
  %".488" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi268.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".489"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".492"
  store {i64*, i64, i64, i64*} %".488", {i64*, i64, i64, i64*}* %".492"
  %".496" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".492", i32 0, i32 3
  %".497" = load i64*, i64** %".496"
  %".498" = load i64, i64* %".497"
  %".499" = icmp sgt i64 %".498", 0
  %".500" = getelementptr inbounds {i64, i1}, {i64, i1}* %".489", i32 0, i32 1
  store i1 %".499", i1* %".500"
  br i1 %".499", label %"B268.if", label %"B268.endif"
B270:
  %".538" = load i1, i1* %"$268for_iter.4"
  store i1 0, i1* %"$268for_iter.4"
  %".540" = load i64, i64* %"$phi270.2"
  %".542" = load i64, i64* %"q"
  store i64 %".540", i64* %"q"
  %".544" = load i64, i64* %"$phi270.2"
  store i64 0, i64* %"$phi270.2"
  %".546" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %".547" = load i64, i64* %"q"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".548"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".546", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".548"
  %".552" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".548", i32 0, i32 5
  %".553" = getelementptr inbounds [1 x i64], [1 x i64]* %".552", i32 0, i32 0
  %".554" = load i64, i64* %".553", !range !3
  %".555" = insertvalue [1 x i64] undef, i64 %".554", 0
  %".556" = extractvalue [1 x i64] %".555", 0
  %".557" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".548", i32 0, i32 6
  %".558" = load [1 x i64], [1 x i64]* %".557"
  %".559" = extractvalue [1 x i64] %".558", 0
  %".560" = icmp slt i64 %".547", 0
  %".561" = add i64 %".547", %".556"
  %".562" = select  i1 %".560", i64 %".561", i64 %".547"
  %".563" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".548", i32 0, i32 5
  %".564" = getelementptr inbounds [1 x i64], [1 x i64]* %".563", i32 0, i32 0
  %".565" = load i64, i64* %".564", !range !3
  %".566" = insertvalue [1 x i64] undef, i64 %".565", 0
  %".567" = extractvalue [1 x i64] %".566", 0
  %".568" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".548", i32 0, i32 6
  %".569" = load [1 x i64], [1 x i64]* %".568"
  %".570" = extractvalue [1 x i64] %".569", 0
  %".571" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".548", i32 0, i32 4
  %".572" = load float*, float** %".571"
  %".573" = mul i64 %".562", 1
  %".574" = add i64 0, %".573"
  %".575" = getelementptr float, float* %".572", i64 %".574"
  %".576" = load float, float* %".575"
  %".577" = load i64, i64* %"q"
  %".578" = add nsw i64 %".577", 1
  %".579" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".580"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".579", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".580"
  %".584" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".580", i32 0, i32 5
  %".585" = getelementptr inbounds [1 x i64], [1 x i64]* %".584", i32 0, i32 0
  %".586" = load i64, i64* %".585", !range !3
  %".587" = insertvalue [1 x i64] undef, i64 %".586", 0
  %".588" = extractvalue [1 x i64] %".587", 0
  %".589" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".580", i32 0, i32 6
  %".590" = load [1 x i64], [1 x i64]* %".589"
  %".591" = extractvalue [1 x i64] %".590", 0
  %".592" = icmp slt i64 %".578", 0
  %".593" = add i64 %".578", %".588"
  %".594" = select  i1 %".592", i64 %".593", i64 %".578"
  %".595" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".580", i32 0, i32 5
  %".596" = getelementptr inbounds [1 x i64], [1 x i64]* %".595", i32 0, i32 0
  %".597" = load i64, i64* %".596", !range !3
  %".598" = insertvalue [1 x i64] undef, i64 %".597", 0
  %".599" = extractvalue [1 x i64] %".598", 0
  %".600" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".580", i32 0, i32 6
  %".601" = load [1 x i64], [1 x i64]* %".600"
  %".602" = extractvalue [1 x i64] %".601", 0
  %".603" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".580", i32 0, i32 4
  %".604" = load float*, float** %".603"
  %".605" = mul i64 %".594", 1
  %".606" = add i64 0, %".605"
  %".607" = getelementptr float, float* %".604", i64 %".606"
  %".608" = load float, float* %".607"
  %".609" = fcmp ogt float %".576", %".608"
  %".611" = load i1, i1* %"$312pred"
  store i1 %".609", i1* %"$312pred"
  %".613" = load i1, i1* %"$312pred"
  br i1 %".613", label %"B314", label %"B374"
B314:
  %".615" = load i1, i1* %"$312pred"
  store i1 0, i1* %"$312pred"
  %".617" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %".618" = load i64, i64* %"q"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".619"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".617", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".619"
  %".623" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".619", i32 0, i32 5
  %".624" = getelementptr inbounds [1 x i64], [1 x i64]* %".623", i32 0, i32 0
  %".625" = load i64, i64* %".624", !range !3
  %".626" = insertvalue [1 x i64] undef, i64 %".625", 0
  %".627" = extractvalue [1 x i64] %".626", 0
  %".628" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".619", i32 0, i32 6
  %".629" = load [1 x i64], [1 x i64]* %".628"
  %".630" = extractvalue [1 x i64] %".629", 0
  %".631" = icmp slt i64 %".618", 0
  %".632" = add i64 %".618", %".627"
  %".633" = select  i1 %".631", i64 %".632", i64 %".618"
  %".634" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".619", i32 0, i32 5
  %".635" = getelementptr inbounds [1 x i64], [1 x i64]* %".634", i32 0, i32 0
  %".636" = load i64, i64* %".635", !range !3
  %".637" = insertvalue [1 x i64] undef, i64 %".636", 0
  %".638" = extractvalue [1 x i64] %".637", 0
  %".639" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".619", i32 0, i32 6
  %".640" = load [1 x i64], [1 x i64]* %".639"
  %".641" = extractvalue [1 x i64] %".640", 0
  %".642" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".619", i32 0, i32 4
  %".643" = load float*, float** %".642"
  %".644" = mul i64 %".633", 1
  %".645" = add i64 0, %".644"
  %".646" = getelementptr float, float* %".643", i64 %".645"
  %".647" = load float, float* %".646"
  %".648" = load i64, i64* %"q"
  %".649" = add nsw i64 %".648", 1
  %".650" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".651"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".650", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".651"
  %".655" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".651", i32 0, i32 5
  %".656" = getelementptr inbounds [1 x i64], [1 x i64]* %".655", i32 0, i32 0
  %".657" = load i64, i64* %".656", !range !3
  %".658" = insertvalue [1 x i64] undef, i64 %".657", 0
  %".659" = extractvalue [1 x i64] %".658", 0
  %".660" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".651", i32 0, i32 6
  %".661" = load [1 x i64], [1 x i64]* %".660"
  %".662" = extractvalue [1 x i64] %".661", 0
  %".663" = icmp slt i64 %".649", 0
  %".664" = add i64 %".649", %".659"
  %".665" = select  i1 %".663", i64 %".664", i64 %".649"
  %".666" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".651", i32 0, i32 5
  %".667" = getelementptr inbounds [1 x i64], [1 x i64]* %".666", i32 0, i32 0
  %".668" = load i64, i64* %".667", !range !3
  %".669" = insertvalue [1 x i64] undef, i64 %".668", 0
  %".670" = extractvalue [1 x i64] %".669", 0
  %".671" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".651", i32 0, i32 6
  %".672" = load [1 x i64], [1 x i64]* %".671"
  %".673" = extractvalue [1 x i64] %".672", 0
  %".674" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".651", i32 0, i32 4
  %".675" = load float*, float** %".674"
  %".676" = mul i64 %".665", 1
  %".677" = add i64 0, %".676"
  %".678" = getelementptr float, float* %".675", i64 %".677"
  %".679" = load float, float* %".678"
  %".680" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %".681" = load i64, i64* %"q"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".682"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".680", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".682"
  %".686" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".682", i32 0, i32 5
  %".687" = getelementptr inbounds [1 x i64], [1 x i64]* %".686", i32 0, i32 0
  %".688" = load i64, i64* %".687", !range !3
  %".689" = insertvalue [1 x i64] undef, i64 %".688", 0
  %".690" = extractvalue [1 x i64] %".689", 0
  %".691" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".682", i32 0, i32 6
  %".692" = load [1 x i64], [1 x i64]* %".691"
  %".693" = extractvalue [1 x i64] %".692", 0
  %".694" = icmp slt i64 %".681", 0
  %".695" = add i64 %".681", %".690"
  %".696" = select  i1 %".694", i64 %".695", i64 %".681"
  %".697" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".682", i32 0, i32 5
  %".698" = getelementptr inbounds [1 x i64], [1 x i64]* %".697", i32 0, i32 0
  %".699" = load i64, i64* %".698", !range !3
  %".700" = insertvalue [1 x i64] undef, i64 %".699", 0
  %".701" = extractvalue [1 x i64] %".700", 0
  %".702" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".682", i32 0, i32 6
  %".703" = load [1 x i64], [1 x i64]* %".702"
  %".704" = extractvalue [1 x i64] %".703", 0
  %".705" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".682", i32 0, i32 4
  %".706" = load float*, float** %".705"
  %".707" = mul i64 %".696", 1
  %".708" = add i64 0, %".707"
  %".709" = getelementptr float, float* %".706", i64 %".708"
  store float %".679", float* %".709"
  %".711" = load i64, i64* %"q"
  %".712" = add nsw i64 %".711", 1
  %".713" = load i64, i64* %"q"
  store i64 0, i64* %"q"
  %".715" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".716"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".715", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".716"
  %".720" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".716", i32 0, i32 5
  %".721" = getelementptr inbounds [1 x i64], [1 x i64]* %".720", i32 0, i32 0
  %".722" = load i64, i64* %".721", !range !3
  %".723" = insertvalue [1 x i64] undef, i64 %".722", 0
  %".724" = extractvalue [1 x i64] %".723", 0
  %".725" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".716", i32 0, i32 6
  %".726" = load [1 x i64], [1 x i64]* %".725"
  %".727" = extractvalue [1 x i64] %".726", 0
  %".728" = icmp slt i64 %".712", 0
  %".729" = add i64 %".712", %".724"
  %".730" = select  i1 %".728", i64 %".729", i64 %".712"
  %".731" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".716", i32 0, i32 5
  %".732" = getelementptr inbounds [1 x i64], [1 x i64]* %".731", i32 0, i32 0
  %".733" = load i64, i64* %".732", !range !3
  %".734" = insertvalue [1 x i64] undef, i64 %".733", 0
  %".735" = extractvalue [1 x i64] %".734", 0
  %".736" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".716", i32 0, i32 6
  %".737" = load [1 x i64], [1 x i64]* %".736"
  %".738" = extractvalue [1 x i64] %".737", 0
  %".739" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".716", i32 0, i32 4
  %".740" = load float*, float** %".739"
  %".741" = mul i64 %".730", 1
  %".742" = add i64 0, %".741"
  %".743" = getelementptr float, float* %".740", i64 %".742"
  store float %".647", float* %".743"
  br label %"B374"
B374:
  %".746" = load i64, i64* %"q"
  store i64 0, i64* %"q"
  %".748" = load i1, i1* %"$312pred"
  store i1 0, i1* %"$312pred"
  br label %"B268"
B376:
  %".751" = load i64, i64* %"$phi270.2"
  store i64 0, i64* %"$phi270.2"
  %".753" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi268.1"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi268.1"
  %".755" = load i1, i1* %"$268for_iter.4"
  store i1 0, i1* %"$268for_iter.4"
  br label %"B228"
B378:
  %".758" = load i64, i64* %"$phi230.1"
  store i64 0, i64* %"$phi230.1"
  %".760" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi228.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi228.0"
  %".762" = load i1, i1* %"$228for_iter.3"
  store i1 0, i1* %"$228for_iter.3"
  %".764" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".765"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".764", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".765"
  %".769" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".765", i32 0, i32 5
  %".770" = getelementptr inbounds [1 x i64], [1 x i64]* %".769", i32 0, i32 0
  %".771" = load i64, i64* %".770", !range !3
  %".772" = insertvalue [1 x i64] undef, i64 %".771", 0
  %".773" = extractvalue [1 x i64] %".772", 0
  %".774" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".765", i32 0, i32 6
  %".775" = load [1 x i64], [1 x i64]* %".774"
  %".776" = extractvalue [1 x i64] %".775", 0
  %".777" = icmp slt i64 3, 0
  %".778" = add i64 3, %".773"
  %".779" = select  i1 %".777", i64 %".778", i64 3
  %".780" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".765", i32 0, i32 5
  %".781" = getelementptr inbounds [1 x i64], [1 x i64]* %".780", i32 0, i32 0
  %".782" = load i64, i64* %".781", !range !3
  %".783" = insertvalue [1 x i64] undef, i64 %".782", 0
  %".784" = extractvalue [1 x i64] %".783", 0
  %".785" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".765", i32 0, i32 6
  %".786" = load [1 x i64], [1 x i64]* %".785"
  %".787" = extractvalue [1 x i64] %".786", 0
  %".788" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".765", i32 0, i32 4
  %".789" = load float*, float** %".788"
  %".790" = mul i64 %".779", 1
  %".791" = add i64 0, %".790"
  %".792" = getelementptr float, float* %".789", i64 %".791"
  %".793" = load float, float* %".792"
  %".794" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %".796" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".797" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".798"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".796", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".798"
  %".802" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".798", i32 0, i32 5
  %".803" = getelementptr inbounds [1 x i64], [1 x i64]* %".802", i32 0, i32 0
  %".804" = load i64, i64* %".803", !range !3
  %".805" = insertvalue [1 x i64] undef, i64 %".804", 0
  %".806" = extractvalue [1 x i64] %".805", 0
  %".807" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".798", i32 0, i32 6
  %".808" = load [1 x i64], [1 x i64]* %".807"
  %".809" = extractvalue [1 x i64] %".808", 0
  %".810" = icmp slt i64 %".797", 0
  %".811" = add i64 %".797", %".806"
  %".812" = select  i1 %".810", i64 %".811", i64 %".797"
  %".813" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".798", i32 0, i32 5
  %".814" = getelementptr inbounds [1 x i64], [1 x i64]* %".813", i32 0, i32 0
  %".815" = load i64, i64* %".814", !range !3
  %".816" = insertvalue [1 x i64] undef, i64 %".815", 0
  %".817" = extractvalue [1 x i64] %".816", 0
  %".818" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".798", i32 0, i32 6
  %".819" = load [1 x i64], [1 x i64]* %".818"
  %".820" = extractvalue [1 x i64] %".819", 0
  %".821" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".798", i32 0, i32 4
  %".822" = load float*, float** %".821"
  %".823" = mul i64 %".820", %".812"
  %".824" = ptrtoint float* %".822" to i64
  %".825" = add i64 %".824", %".823"
  %".826" = inttoptr i64 %".825" to float*
  store float %".793", float* %".826"
  %".828" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".830" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
B0.if:
  ret void
B0.endif:
  br i1 %".105", label %"B0.endif.if", label %"B0.endif.else"
B0.endif.if:
  %".110" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".80", i32 0, i32 3
  %".111" = load i64*, i64** %".110"
  store i64 0, i64* %".111"
  br label %"B0.endif.endif"
B0.endif.else:
  %".114" = srem i64 %".102", %".88"
  %".115" = sub i64 0, %".114"
  %".116" = select  i1 %".103", i64 %".114", i64 %".115"
  %".117" = icmp sgt i64 %".116", 0
  %".118" = sdiv i64 %".102", %".88"
  %".119" = select  i1 %".117", i64 1, i64 0
  %".120" = add i64 %".118", %".119"
  %".121" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".80", i32 0, i32 3
  %".122" = load i64*, i64** %".121"
  store i64 %".120", i64* %".122"
  br label %"B0.endif.endif"
B0.endif.endif:
  %".125" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".80"
  %".127" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi148.0"
  store {i64*, i64, i64, i64*} %".125", {i64*, i64, i64, i64*}* %"$phi148.0"
  br label %"B148"
B148.if:
  %".145" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".134", i32 0, i32 0
  %".146" = load i64*, i64** %".145"
  %".147" = load i64, i64* %".146"
  %".148" = getelementptr inbounds {i64, i1}, {i64, i1}* %".131", i32 0, i32 0
  store i64 %".147", i64* %".148"
  %".150" = sub nsw i64 %".140", 1
  store i64 %".150", i64* %".139"
  %".152" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".134", i32 0, i32 2
  %".153" = load i64, i64* %".152"
  %".154" = add i64 %".147", %".153"
  %".155" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".134", i32 0, i32 0
  %".156" = load i64*, i64** %".155"
  store i64 %".154", i64* %".156"
  br label %"B148.endif"
B148.endif:
  %".159" = load {i64, i1}, {i64, i1}* %".131"
  store {i64, i1} zeroinitializer, {i64, i1}* %".160"
  store {i64, i1} %".159", {i64, i1}* %".160"
  %".164" = getelementptr inbounds {i64, i1}, {i64, i1}* %".160", i32 0, i32 0
  %".165" = load i64, i64* %".164"
  store {i64, i1} zeroinitializer, {i64, i1}* %".166"
  store {i64, i1} %".159", {i64, i1}* %".166"
  %".170" = getelementptr inbounds {i64, i1}, {i64, i1}* %".166", i32 0, i32 1
  %".171" = load i1, i1* %".170"
  %".173" = load i1, i1* %"$148for_iter.3"
  store i1 %".171", i1* %"$148for_iter.3"
  %".176" = load i64, i64* %"$phi150.1"
  store i64 %".165", i64* %"$phi150.1"
  %".178" = load i1, i1* %"$148for_iter.3"
  br i1 %".178", label %"B150", label %"B198"
B150.if:
  store i64 %".193", i64* %"quot"
  store i64 %".193", i64* %"rem"
  br label %"B150.endif"
B150.else:
  store i64 0, i64* %".201"
  store i64 0, i64* %".204"
  %".207" = icmp eq i64 %".186", -9223372036854775808
  %".208" = icmp eq i64 %".193", -1
  %".209" = and i1 %".207", %".208"
  %".210" = xor i1 %".209", -1
  br i1 %".210", label %"B150.else.if", label %"B150.else.endif", !prof !2
B150.endif:
  %".233" = load i64, i64* %"rem"
  %".234" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".235"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".234", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".235"
  %".239" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".235", i32 0, i32 5
  %".240" = getelementptr inbounds [1 x i64], [1 x i64]* %".239", i32 0, i32 0
  %".241" = load i64, i64* %".240", !range !3
  %".242" = insertvalue [1 x i64] undef, i64 %".241", 0
  %".243" = extractvalue [1 x i64] %".242", 0
  %".244" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".235", i32 0, i32 6
  %".245" = load [1 x i64], [1 x i64]* %".244"
  %".246" = extractvalue [1 x i64] %".245", 0
  %".247" = icmp slt i64 %".233", 0
  %".248" = add i64 %".233", %".243"
  %".249" = select  i1 %".247", i64 %".248", i64 %".233"
  %".250" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".235", i32 0, i32 5
  %".251" = getelementptr inbounds [1 x i64], [1 x i64]* %".250", i32 0, i32 0
  %".252" = load i64, i64* %".251", !range !3
  %".253" = insertvalue [1 x i64] undef, i64 %".252", 0
  %".254" = extractvalue [1 x i64] %".253", 0
  %".255" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".235", i32 0, i32 6
  %".256" = load [1 x i64], [1 x i64]* %".255"
  %".257" = extractvalue [1 x i64] %".256", 0
  %".258" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".235", i32 0, i32 4
  %".259" = load float*, float** %".258"
  %".260" = mul i64 %".257", %".249"
  %".261" = ptrtoint float* %".259" to i64
  %".262" = add i64 %".261", %".260"
  %".263" = inttoptr i64 %".262" to float*
  %".264" = load float, float* %".263"
  %".265" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".266"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".265", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".266"
  %".270" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".266", i32 0, i32 5
  %".271" = getelementptr inbounds [1 x i64], [1 x i64]* %".270", i32 0, i32 0
  %".272" = load i64, i64* %".271", !range !3
  %".273" = insertvalue [1 x i64] undef, i64 %".272", 0
  %".274" = extractvalue [1 x i64] %".273", 0
  %".275" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".266", i32 0, i32 6
  %".276" = load [1 x i64], [1 x i64]* %".275"
  %".277" = extractvalue [1 x i64] %".276", 0
  %".278" = icmp slt i64 %".182", 0
  %".279" = add i64 %".182", %".274"
  %".280" = select  i1 %".278", i64 %".279", i64 %".182"
  %".281" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".266", i32 0, i32 5
  %".282" = getelementptr inbounds [1 x i64], [1 x i64]* %".281", i32 0, i32 0
  %".283" = load i64, i64* %".282", !range !3
  %".284" = insertvalue [1 x i64] undef, i64 %".283", 0
  %".285" = extractvalue [1 x i64] %".284", 0
  %".286" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".266", i32 0, i32 6
  %".287" = load [1 x i64], [1 x i64]* %".286"
  %".288" = extractvalue [1 x i64] %".287", 0
  %".289" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".266", i32 0, i32 4
  %".290" = load float*, float** %".289"
  %".291" = mul i64 %".280", 1
  %".292" = add i64 0, %".291"
  %".293" = getelementptr float, float* %".290", i64 %".292"
  store float %".264", float* %".293"
  br label %"B148"
B150.else.if:
  %".212" = sdiv i64 %".186", %".193"
  %".213" = srem i64 %".186", %".193"
  %".214" = xor i64 %".193", %".213"
  %".215" = icmp slt i64 %".214", 0
  %".216" = icmp ne i64 %".213", 0
  %".217" = and i1 %".216", %".215"
  br i1 %".217", label %"B150.else.if.if", label %"B150.else.if.else"
B150.else.endif:
  %".228" = load i64, i64* %".201"
  %".229" = load i64, i64* %".204"
  store i64 %".228", i64* %"quot"
  store i64 %".229", i64* %"rem"
  br label %"B150.endif"
B150.else.if.if:
  %".222" = sub i64 %".212", 1
  store i64 %".222", i64* %".201"
  %".224" = add i64 %".213", %".193"
  store i64 %".224", i64* %".204"
  br label %"B150.else.if.endif"
B150.else.if.else:
  store i64 %".212", i64* %".201"
  store i64 %".213", i64* %".204"
  br label %"B150.else.if.endif"
B150.else.if.endif:
  br label %"B150.else.endif"
B198.if:
  ret void
B198.endif:
  br i1 %".343", label %"B198.endif.if", label %"B198.endif.else"
B198.endif.if:
  %".348" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".318", i32 0, i32 3
  %".349" = load i64*, i64** %".348"
  store i64 0, i64* %".349"
  br label %"B198.endif.endif"
B198.endif.else:
  %".352" = srem i64 %".340", %".326"
  %".353" = sub i64 0, %".352"
  %".354" = select  i1 %".341", i64 %".352", i64 %".353"
  %".355" = icmp sgt i64 %".354", 0
  %".356" = sdiv i64 %".340", %".326"
  %".357" = select  i1 %".355", i64 1, i64 0
  %".358" = add i64 %".356", %".357"
  %".359" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".318", i32 0, i32 3
  %".360" = load i64*, i64** %".359"
  store i64 %".358", i64* %".360"
  br label %"B198.endif.endif"
B198.endif.endif:
  %".363" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".318"
  %".365" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi228.0"
  store {i64*, i64, i64, i64*} %".363", {i64*, i64, i64, i64*}* %"$phi228.0"
  br label %"B228"
B228.if:
  %".383" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".372", i32 0, i32 0
  %".384" = load i64*, i64** %".383"
  %".385" = load i64, i64* %".384"
  %".386" = getelementptr inbounds {i64, i1}, {i64, i1}* %".369", i32 0, i32 0
  store i64 %".385", i64* %".386"
  %".388" = sub nsw i64 %".378", 1
  store i64 %".388", i64* %".377"
  %".390" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".372", i32 0, i32 2
  %".391" = load i64, i64* %".390"
  %".392" = add i64 %".385", %".391"
  %".393" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".372", i32 0, i32 0
  %".394" = load i64*, i64** %".393"
  store i64 %".392", i64* %".394"
  br label %"B228.endif"
B228.endif:
  %".397" = load {i64, i1}, {i64, i1}* %".369"
  store {i64, i1} zeroinitializer, {i64, i1}* %".398"
  store {i64, i1} %".397", {i64, i1}* %".398"
  %".402" = getelementptr inbounds {i64, i1}, {i64, i1}* %".398", i32 0, i32 0
  %".403" = load i64, i64* %".402"
  store {i64, i1} zeroinitializer, {i64, i1}* %".404"
  store {i64, i1} %".397", {i64, i1}* %".404"
  %".408" = getelementptr inbounds {i64, i1}, {i64, i1}* %".404", i32 0, i32 1
  %".409" = load i1, i1* %".408"
  %".411" = load i1, i1* %"$228for_iter.3"
  store i1 %".409", i1* %"$228for_iter.3"
  %".414" = load i64, i64* %"$phi230.1"
  store i64 %".403", i64* %"$phi230.1"
  %".416" = load i1, i1* %"$228for_iter.3"
  br i1 %".416", label %"B230", label %"B378"
B230.if:
  ret void
B230.endif:
  br i1 %".463", label %"B230.endif.if", label %"B230.endif.else"
B230.endif.if:
  %".468" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".438", i32 0, i32 3
  %".469" = load i64*, i64** %".468"
  store i64 0, i64* %".469"
  br label %"B230.endif.endif"
B230.endif.else:
  %".472" = srem i64 %".460", %".446"
  %".473" = sub i64 0, %".472"
  %".474" = select  i1 %".461", i64 %".472", i64 %".473"
  %".475" = icmp sgt i64 %".474", 0
  %".476" = sdiv i64 %".460", %".446"
  %".477" = select  i1 %".475", i64 1, i64 0
  %".478" = add i64 %".476", %".477"
  %".479" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".438", i32 0, i32 3
  %".480" = load i64*, i64** %".479"
  store i64 %".478", i64* %".480"
  br label %"B230.endif.endif"
B230.endif.endif:
  %".483" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".438"
  %".485" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi268.1"
  store {i64*, i64, i64, i64*} %".483", {i64*, i64, i64, i64*}* %"$phi268.1"
  br label %"B268"
B268.if:
  %".503" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".492", i32 0, i32 0
  %".504" = load i64*, i64** %".503"
  %".505" = load i64, i64* %".504"
  %".506" = getelementptr inbounds {i64, i1}, {i64, i1}* %".489", i32 0, i32 0
  store i64 %".505", i64* %".506"
  %".508" = sub nsw i64 %".498", 1
  store i64 %".508", i64* %".497"
  %".510" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".492", i32 0, i32 2
  %".511" = load i64, i64* %".510"
  %".512" = add i64 %".505", %".511"
  %".513" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".492", i32 0, i32 0
  %".514" = load i64*, i64** %".513"
  store i64 %".512", i64* %".514"
  br label %"B268.endif"
B268.endif:
  %".517" = load {i64, i1}, {i64, i1}* %".489"
  store {i64, i1} zeroinitializer, {i64, i1}* %".518"
  store {i64, i1} %".517", {i64, i1}* %".518"
  %".522" = getelementptr inbounds {i64, i1}, {i64, i1}* %".518", i32 0, i32 0
  %".523" = load i64, i64* %".522"
  store {i64, i1} zeroinitializer, {i64, i1}* %".524"
  store {i64, i1} %".517", {i64, i1}* %".524"
  %".528" = getelementptr inbounds {i64, i1}, {i64, i1}* %".524", i32 0, i32 1
  %".529" = load i1, i1* %".528"
  %".531" = load i1, i1* %"$268for_iter.4"
  store i1 %".529", i1* %"$268for_iter.4"
  %".534" = load i64, i64* %"$phi270.2"
  store i64 %".523", i64* %"$phi270.2"
  %".536" = load i1, i1* %"$268for_iter.4"
  br i1 %".536", label %"B270", label %"B376"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__10local_sortB2v1B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !4 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ !"branch_weights", i32 1, i32 99 }
!2 = !{ !"branch_weights", i32 99, i32 1 }
!3 = !{ i64 0, i64 9223372036854775807 }
!4 = !{ void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__10local_sortB2v1B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE", !"kernel", i32 1 }