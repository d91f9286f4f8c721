//! Unit tests of instruction semantics through the interpreter: integer
//! undefined behaviour, casts, float rules, atomics, vectors, aggregates,
//! memory intrinsics, inline asm.

use super::tests::{module, run};
use super::*;

/// Runs `k(ptr out, <params>)` on one thread and returns `n` u32 words of `out`.
fn words(src: &str, args: &[ArgValue], n: usize) -> Vec<u32> {
    let mut mem = Memory::new();
    let out = mem.alloc_global(n as u64 * 4, ElemType::U32);
    let mut all = vec![ArgValue::Ptr(out)];
    all.extend_from_slice(args);
    run(src, &Launch::linear(1, 1), &all, &mut mem).unwrap_or_else(|e| panic!("{e}"));
    mem.read_slice(out, n).unwrap()
}

fn fail(src: &str, args: &[ArgValue]) -> InterpError {
    let mut mem = Memory::new();
    let out = mem.alloc_global(64, ElemType::U32);
    let mut all = vec![ArgValue::Ptr(out)];
    all.extend_from_slice(args);
    run(src, &Launch::linear(1, 1), &all, &mut mem).unwrap_err()
}

/// A kernel `k(ptr %out, T0 %a, T1 %b, ...)` storing the i32 results `%r0..%rN`.
fn kernel(params: &str, body: &str, n: usize) -> String {
    let stores: String = (0..n)
        .map(|i| {
            format!("%q{i} = getelementptr i32, ptr %out, i32 {i}\n store i32 %r{i}, ptr %q{i}\n")
        })
        .collect();
    format!("define ptx_kernel void @k(ptr %out{params}) {{\n{body}\n{stores} ret void\n}}")
}

#[test]
fn integer_undefined_behaviour_is_an_error() {
    let div = kernel(", i32 %a, i32 %b", "%r0 = sdiv i32 %a, %b", 1);
    let e = fail(&div, &[ArgValue::I32(7), ArgValue::I32(0)]);
    assert_eq!(e.kind, ErrorKind::Undefined);
    assert!(e.msg.contains("sdiv of 7 by zero"), "{e}");
    assert!(
        e.to_string().contains("%r0 = nvvm.sdiv %a, %b : i32"),
        "{e}"
    );
    let e = fail(&div, &[ArgValue::I32(i32::MIN), ArgValue::I32(-1)]);
    assert!(e.msg.contains("sdiv overflow"), "{e}");
    let sh = kernel(", i32 %a, i32 %b", "%r0 = shl i32 %a, %b", 1);
    let e = fail(&sh, &[ArgValue::I32(1), ArgValue::I32(32)]);
    assert!(
        e.msg.contains("shl by 32, not less than the width 32"),
        "{e}"
    );
    assert_eq!(
        words(&sh, &[ArgValue::I32(3), ArgValue::I32(31)], 1),
        [1 << 31]
    );
    // Branching on an undefined value.
    let br = "define ptx_kernel void @k(ptr %out) {
         br i1 undef, label %a, label %a
       a:
         ret void
       }";
    assert!(fail(br, &[])
        .msg
        .contains("branch condition is an undefined value"));
}

#[test]
fn integer_ops_wrap_and_extend() {
    let src = kernel(
        ", i32 %a, i8 %b",
        "%r0 = add nsw i32 %a, %a
         %s = sext i8 %b to i32
         %r1 = add i32 %s, 0
         %z = zext i8 %b to i32
         %r2 = add i32 %z, 0
         %r3 = ashr i32 %a, 31
         %r4 = lshr i32 %a, 31
         %u = urem i32 %a, 7
         %r5 = add i32 %u, 0
         %sr = srem i32 %s, 5
         %r6 = add i32 %sr, 0
         %c = call i32 @llvm.ctlz.i32(i32 %z, i1 false)
         %r7 = add i32 %c, 0
         %p = call i32 @llvm.ctpop.i32(i32 %a)
         %r8 = add i32 %p, 0
         %f = call i32 @llvm.fshl.i32(i32 %a, i32 %z, i32 8)
         %r9 = add i32 %f, 0",
        10,
    );
    let a = 0x8000_0001u32 as i32;
    let r = words(&src, &[ArgValue::I32(a), ArgValue::I8(-3)], 10);
    let b = -3i8 as u8 as u32;
    assert_eq!(
        r,
        [
            2,
            -3i32 as u32,
            253,
            u32::MAX,
            1,
            0x8000_0001 % 7,
            -3i32 as u32, // srem keeps the dividend's sign
            24,
            2,
            (a as u32).rotate_left(8) & !0xff | (b >> 24)
        ]
    );
}

#[test]
fn float_to_int_saturates_like_ptx() {
    let src = kernel(
        ", float %a, float %b, float %c, double %d",
        "%r0 = fptosi float %a to i32
         %r1 = fptosi float %b to i32
         %r2 = fptosi float %c to i32
         %u = fptoui float %b to i32
         %r3 = add i32 %u, 0
         %r4 = fptoui double %d to i32
         %s8 = fptosi float %a to i8
         %r5 = sext i8 %s8 to i32",
        6,
    );
    let r = words(
        &src,
        &[
            ArgValue::F32(3e9),
            ArgValue::F32(f32::NEG_INFINITY),
            ArgValue::F32(f32::NAN),
            ArgValue::F64(-0.99),
        ],
        6,
    );
    assert_eq!(r, [i32::MAX as u32, i32::MIN as u32, 0, 0, 0, 127]);
}

#[test]
fn min_max_nan_and_signed_zero_rules() {
    let src = kernel(
        ", float %n, float %one, float %mz",
        "%a = call float @llvm.minnum.f32(float %n, float %one)
         %b = call float @llvm.maxnum.f32(float %n, float %n)
         %c = call float @llvm.minimum.f32(float %n, float %one)
         %d = call float @llvm.minnum.f32(float %mz, float 0.0)
         %e = call float @llvm.maxnum.f32(float %mz, float 0.0)
         %f = call float @llvm.nvvm.fmin.nan.f(float %one, float %n)
         %g = call float @llvm.nvvm.fmax.ftz.f(float %one, float %n)
         %r0 = bitcast float %a to i32
         %r1 = bitcast float %b to i32
         %r2 = bitcast float %c to i32
         %r3 = bitcast float %d to i32
         %r4 = bitcast float %e to i32
         %r5 = bitcast float %f to i32
         %r6 = bitcast float %g to i32",
        7,
    );
    let nan = f32::from_bits(0xffc0_0001); // a negative NaN with payload
    let r = words(
        &src,
        &[ArgValue::F32(nan), ArgValue::F32(1.0), ArgValue::F32(-0.0)],
        7,
    );
    assert_eq!(
        r,
        [
            0x3f80_0000,
            float::NAN32,
            float::NAN32,
            0x8000_0000,
            0,
            float::NAN32,
            0x3f80_0000
        ]
    );
}

#[test]
fn fma_is_fused_and_directed_modes_are_exact() {
    // a*b + 1 lies just above the midpoint 1 + 2^-24: computing a*b + c in
    // f64 and rounding to f32 gives 1.0 (double rounding), the fused result
    // is 1 + 2^-23.
    let a = 8390624.0f32 * 2f32.powi(-23);
    let b = 16773185.0f32 * 2f32.powi(-48);
    assert_eq!(((a as f64 * b as f64) + 1.0) as f32, 1.0);
    let src = kernel(
        ", float %a, float %b, float %c",
        "%f0 = call float @llvm.fma.f32(float %a, float %b, float %c)
         %f1 = call float @llvm.fmuladd.f32(float %a, float %b, float %c)
         %f2 = call float @llvm.nvvm.fma.rm.f(float %a, float %b, float %c)
         %f3 = call float @llvm.nvvm.fma.rp.f(float %a, float %b, float %c)
         %f4 = call float @llvm.nvvm.fma.rz.f(float %a, float %b, float %c)
         %m = fmul float %a, %b
         %f5 = fadd float %m, %c
         %r0 = bitcast float %f0 to i32
         %r1 = bitcast float %f1 to i32
         %r2 = bitcast float %f2 to i32
         %r3 = bitcast float %f3 to i32
         %r4 = bitcast float %f4 to i32
         %r5 = bitcast float %f5 to i32",
        6,
    );
    let r = words(
        &src,
        &[ArgValue::F32(a), ArgValue::F32(b), ArgValue::F32(1.0)],
        6,
    );
    // Unfused fmul + fadd rounds twice: 1.0.
    assert_eq!(
        r,
        [
            0x3f80_0001,
            0x3f80_0001,
            0x3f80_0000,
            0x3f80_0001,
            0x3f80_0000,
            0x3f80_0000
        ]
    );
}

#[test]
fn half_precision_conversions_round_once() {
    // 1 + 2^-11 + 2^-30 is just above the f16 midpoint between 1 and 1+2^-10:
    // f64 -> f16 must round up, f64 -> f32 -> f16 would round to even (1.0).
    let x = 1.0 + 2f64.powi(-11) + 2f64.powi(-30);
    let src = kernel(
        ", double %x, float %y, i16 %h",
        "%a = fptrunc double %x to half
         %a16 = bitcast half %a to i16
         %r0 = zext i16 %a16 to i32
         %b = call i16 @llvm.convert.to.fp16.f32(float %y)
         %r1 = zext i16 %b to i32
         %c = call float @llvm.convert.from.fp16.f32(i16 %h)
         %r2 = bitcast float %c to i32
         %d = call float asm \"cvt.f32.f16 $0, $1;\", \"=f,h\"(i16 %h)
         %r3 = bitcast float %d to i32
         %e = call i16 asm \"cvt.rn.f16.f32 $0, $1;\", \"=h,f\"(float %y)
         %r4 = zext i16 %e to i32
         %hv = bitcast i16 %h to half
         %s = fadd half %hv, %hv
         %s16 = bitcast half %s to i16
         %r5 = zext i16 %s16 to i32",
        6,
    );
    let r = words(
        &src,
        &[
            ArgValue::F64(x),
            ArgValue::F32(65520.0),
            ArgValue::I16(0x0001),
        ],
        6,
    );
    // 65520 rounds to inf in f16; 0x0001 is the smallest subnormal 2^-24.
    assert_eq!(
        r,
        [0x3c01, 0x7c00, 0x3380_0000, 0x3380_0000, 0x7c00, 0x0002]
    );
}

#[test]
fn atomics_apply_in_thread_order() {
    let src = "define ptx_kernel void @k(ptr %c, ptr %f, ptr %d, ptr %old) {
         %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
         %v = add i32 %t, 1
         %s = sub i32 4, %t
         %c1 = getelementptr i32, ptr %c, i32 1
         %c2 = getelementptr i32, ptr %c, i32 2
         %c3 = getelementptr i32, ptr %c, i32 3
         %c4 = getelementptr i32, ptr %c, i32 4
         %c5 = getelementptr i32, ptr %c, i32 5
         %c6 = getelementptr i32, ptr %c, i32 6
         %c7 = getelementptr i32, ptr %c, i32 7
         %c8 = getelementptr i32, ptr %c, i32 8
         %c9 = getelementptr i32, ptr %c, i32 9
         %c10 = getelementptr i32, ptr %c, i32 10
         %c11 = getelementptr i32, ptr %c, i32 11
         %c12 = getelementptr i32, ptr %c, i32 12
         %o = atomicrmw add ptr %c, i32 %v monotonic
         %a1 = atomicrmw sub ptr %c1, i32 %v monotonic
         %a2 = atomicrmw and ptr %c2, i32 %v monotonic
         %a3 = atomicrmw or ptr %c3, i32 %v monotonic
         %a4 = atomicrmw xor ptr %c4, i32 %v monotonic
         %a5 = atomicrmw max ptr %c5, i32 %s monotonic
         %a6 = atomicrmw min ptr %c6, i32 %s monotonic
         %a7 = atomicrmw umax ptr %c7, i32 %s monotonic
         %a8 = atomicrmw umin ptr %c8, i32 %s monotonic
         %a9 = atomicrmw xchg ptr %c9, i32 %v monotonic
         %a10 = atomicrmw uinc_wrap ptr %c10, i32 5 monotonic
         %a11 = atomicrmw udec_wrap ptr %c11, i32 5 monotonic
         %x = cmpxchg ptr %c12, i32 %t, i32 %v monotonic monotonic
         %fv = uitofp i32 %v to float
         %f1 = getelementptr float, ptr %f, i32 1
         %f2 = getelementptr float, ptr %f, i32 2
         %f3 = getelementptr float, ptr %f, i32 3
         %b0 = atomicrmw fadd ptr %f, float %fv monotonic
         %b1 = atomicrmw fmax ptr %f1, float %fv monotonic
         %b2 = atomicrmw fmin ptr %f2, float %fv monotonic
         %b3 = call float @llvm.nvvm.atomic.load.add.f32.p0(ptr %f3, float 0.5)
         %dv = uitofp i32 %v to double
         %e0 = atomicrmw fsub ptr %d, double %dv monotonic
         %q = getelementptr i32, ptr %old, i32 %t
         store i32 %o, ptr %q
         ret void
       }";
    let mut mem = Memory::new();
    let c = mem.alloc_slice("c", &[0i32, 100, -1, 0, 0, -100, 100, 0, -1, 0, 0, 0, 0]);
    let f = mem.alloc_slice("f", &[0f32, -1.0, 10.0, 0.0]);
    let d = mem.alloc_slice("d", &[0f64]);
    let old = mem.alloc_global(32, ElemType::I32);
    let args = [
        ArgValue::Ptr(c),
        ArgValue::Ptr(f),
        ArgValue::Ptr(d),
        ArgValue::Ptr(old),
    ];
    run(src, &Launch::linear(1, 8), &args, &mut mem).unwrap();
    let r: Vec<i32> = mem.read_slice(c, 13).unwrap();
    let vs = 1..=8i32;
    let mut inc = 0u32;
    let mut dec = 0u32;
    for _ in 0..8 {
        inc = if inc >= 5 { 0 } else { inc + 1 };
        dec = if dec == 0 || dec > 5 { 5 } else { dec - 1 };
    }
    let want = [
        36,
        100 - 36,
        vs.clone().fold(-1, |a, v| a & v),
        vs.clone().fold(0, |a, v| a | v),
        vs.clone().fold(0, |a, v| a ^ v),
        4,
        -3,
        -1, // umax: -1 is u32::MAX
        0,
        8,
        inc as i32,
        dec as i32,
        8,
    ];
    assert_eq!(r, want);
    assert_eq!(
        mem.read_slice::<i32>(old, 8).unwrap(),
        [0, 1, 3, 6, 10, 15, 21, 28]
    );
    assert_eq!(mem.read_slice::<f32>(f, 4).unwrap(), [36.0, 8.0, 1.0, 4.0]);
    assert_eq!(mem.read_slice::<f64>(d, 1).unwrap(), [-36.0]);
}

#[test]
fn float_atomic_add_flushes_subnormals_like_the_hardware() {
    let src = "define ptx_kernel void @k(ptr %f, float %v) {
         %o = atomicrmw fadd ptr %f, float %v monotonic
         ret void
       }";
    let mut mem = Memory::new();
    let f = mem.alloc_slice("f", &[0f32]);
    let tiny = f32::from_bits(1);
    run(
        src,
        &Launch::linear(1, 4),
        &[ArgValue::Ptr(f), ArgValue::F32(tiny)],
        &mut mem,
    )
    .unwrap();
    assert_eq!(mem.read_slice::<f32>(f, 1).unwrap(), [0.0]);
}

#[test]
fn vectors_aggregates_and_padding() {
    let src = "%S = type { i8, i32, i16 }
       define ptx_kernel void @k(ptr %out, ptr %s) {
         %v = insertelement <4 x i32> undef, i32 7, i32 0
         %w = insertelement <4 x i32> %v, i32 9, i32 3
         %sh = shufflevector <4 x i32> %w, <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> <i32 3, i32 4, i32 0, i32 7>
         store <4 x i32> %sh, ptr %out, align 16
         %h = bitcast i32 305419896 to <2 x i16>
         %h1 = extractelement <2 x i16> %h, i32 1
         %hz = zext i16 %h1 to i32
         %q4 = getelementptr i32, ptr %out, i32 4
         store i32 %hz, ptr %q4
         %a = insertvalue %S undef, i8 1, 0
         %b = insertvalue %S %a, i32 2, 1
         %c = insertvalue %S %b, i16 3, 2
         store %S %c, ptr %s
         %l = load %S, ptr %s
         %m = extractvalue %S %l, 1
         %q5 = getelementptr i32, ptr %out, i32 5
         store i32 %m, ptr %q5
         %add = add <4 x i32> %sh, %sh
         %e = extractelement <4 x i32> %add, i32 2
         %q6 = getelementptr i32, ptr %out, i32 6
         store i32 %e, ptr %q6
         ret void
       }";
    let mut mem = Memory::new();
    let out = mem.alloc_global(32, ElemType::I32);
    let s = mem.alloc_global(12, ElemType::U8);
    run(
        src,
        &Launch::linear(1, 1),
        &[ArgValue::Ptr(out), ArgValue::Ptr(s)],
        &mut mem,
    )
    .unwrap();
    assert_eq!(
        mem.read_slice::<i32>(out, 7).unwrap(),
        [9, 1, 7, 4, 0x1234, 2, 14]
    );
    // Padding bytes 1..4 and 10..12 of the struct stay uninitialized.
    let (_, init) = mem.read_with_init(s, 12).unwrap();
    assert_eq!(
        init,
        [true, false, false, false, true, true, true, true, true, true, false, false]
    );
}

#[test]
fn misaligned_vector_access_honours_the_align_promise() {
    let src = "define ptx_kernel void @k(ptr %out, i32 %i) {
         %p = getelementptr i32, ptr %out, i32 %i
         store <4 x i32> zeroinitializer, ptr %p, align 16
         ret void
       }";
    let mut mem = Memory::new();
    let out = mem.alloc_global(64, ElemType::I32);
    run(
        src,
        &Launch::linear(1, 1),
        &[ArgValue::Ptr(out), ArgValue::I32(4)],
        &mut mem,
    )
    .unwrap();
    let e = run(
        src,
        &Launch::linear(1, 1),
        &[ArgValue::Ptr(out), ArgValue::I32(1)],
        &mut mem,
    )
    .unwrap_err();
    assert_eq!(e.kind, ErrorKind::Misaligned, "{e}");
    assert!(e.msg.contains("not 16-byte aligned"), "{e}");
}

#[test]
fn memory_intrinsics_copy_initialization() {
    let src = "define ptx_kernel void @k(ptr %dst, ptr %src) {
         call void @llvm.memset.p0.i64(ptr %dst, i8 171, i64 4, i1 false)
         %d4 = getelementptr i8, ptr %dst, i64 4
         call void @llvm.memcpy.p0.p0.i64(ptr %d4, ptr %src, i64 8, i1 false)
         call void @llvm.lifetime.start.p0(i64 8, ptr %src)
         ret void
       }";
    let mut mem = Memory::new();
    let dst = mem.alloc_global(12, ElemType::U8);
    let src_buf = mem.alloc_global(8, ElemType::U8);
    mem.write(src_buf, &[1, 2, 3, 4]).unwrap();
    run(
        src,
        &Launch::linear(1, 1),
        &[ArgValue::Ptr(dst), ArgValue::Ptr(src_buf)],
        &mut mem,
    )
    .unwrap();
    let (b, init) = mem.read_with_init(dst, 12).unwrap();
    assert_eq!(&b[..8], &[0xab, 0xab, 0xab, 0xab, 1, 2, 3, 4]);
    assert_eq!(init.iter().filter(|&&i| i).count(), 8);
}

#[test]
fn approximate_and_conversion_intrinsics() {
    let src = kernel(
        ", float %x, double %d",
        "%a = call float @llvm.nvvm.ex2.approx.ftz.f(float %x)
         %r0 = bitcast float %a to i32
         %b = call float @llvm.nvvm.lg2.approx.f(float %x)
         %r1 = bitcast float %b to i32
         %c = call float @llvm.nvvm.rsqrt.approx.f(float %x)
         %r2 = bitcast float %c to i32
         %r3 = call i32 @llvm.nvvm.d2i.hi(double %d)
         %r4 = call i32 @llvm.nvvm.d2i.lo(double %d)
         %e = call double @llvm.nvvm.lohi.i2d(i32 %r4, i32 %r3)
         %r5 = call i32 @llvm.nvvm.d2i.hi(double %e)
         %s = call float @llvm.nvvm.saturate.f(float %x)
         %r6 = bitcast float %s to i32
         %r7 = call i32 @llvm.nvvm.f2i.rn(float 2.5)
         %r8 = call i32 @llvm.nvvm.f2i.rm(float -2.5)
         %g = call float asm \"rcp.approx.ftz.f32 $0,$1;\", \"=f,f\"(float %x)
         %r9 = bitcast float %g to i32
         %h = call float @llvm.nvvm.div.full(float 3.0, float %x)
         %r10 = bitcast float %h to i32",
        11,
    );
    let r = words(&src, &[ArgValue::F32(4.0), ArgValue::F64(-2.0)], 11);
    assert_eq!(
        r,
        [
            16f32.to_bits(),
            2f32.to_bits(),
            0.5f32.to_bits(),
            0xc000_0000,
            0,
            0xc000_0000,
            1f32.to_bits(),
            2,
            -3i32 as u32,
            0.25f32.to_bits(),
            0.75f32.to_bits()
        ]
    );
}

#[test]
fn instruction_counts_per_class() {
    let src = kernel(
        ", float %x",
        "%a = fadd float %x, %x\n%b = fadd float %a, %a\n%r0 = bitcast float %b to i32",
        1,
    );
    let mut mem = Memory::new();
    let out = mem.alloc_global(4, ElemType::U32);
    let s = run_nvvm(
        &module(&src),
        "k",
        &Launch::linear(2, 3),
        &[ArgValue::Ptr(out), ArgValue::F32(1.0)],
        &mut mem,
    )
    .unwrap();
    assert_eq!(s.per_op["nvvm.fadd"], 12);
    assert_eq!(s.threads, 6);
    assert_eq!(s.per_op.values().sum::<u64>(), s.insts);
}
