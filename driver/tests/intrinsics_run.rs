//! Lowerings both interpreters execute (newer intrinsics, under-aligned
//! accesses): `tests/run/*.ll` compiled to PTX at -O2 for sm_80, then run
//! by `warpsat run` on the LLVM IR (nvvm interpreter) and on the PTX (ptx
//! interpreter) with the same inputs; every buffer checksum must agree,
//! for several values of the scalar parameter. ptxas must accept the PTX
//! where it is installed.

use std::path::{Path, PathBuf};

mod common;
use common::warpsat;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The checksum lines of a run (one per argument buffer).
fn checksums(input: &Path, n: &str) -> Vec<String> {
    checksums_with(
        input,
        n,
        &[
            "--block",
            "128",
            "--arg",
            "i32[128]:random(-2147483648,2147483647)",
            "--arg",
            "i32[2048]:zero",
        ],
    )
}

fn checksums_with(input: &Path, n: &str, launch: &[&str]) -> Vec<String> {
    let scalar = format!("i32:{n}");
    let mut args = launch.to_vec();
    args.extend(["--arg", &scalar]);
    common::checksums(input, &args)
}

/// The checksums of `src` (the IR, on the nvvm interpreter) for each
/// scalar argument of `ns`, after checking that `ptx` (on the PTX
/// interpreter) gives the same.
fn agreeing_checksums(src: &Path, ptx: &Path, launch: &[&str], ns: &[&str]) -> Vec<Vec<String>> {
    ns.iter()
        .map(|n| {
            let want = checksums_with(src, n, launch);
            assert_eq!(checksums_with(ptx, n, launch), want, "n = {n}");
            want
        })
        .collect()
}

/// Compiles `src` for sm_80 into `dir`; checks the PTX with ptxas when it
/// is installed. The PTX text and its path.
fn compile(src: &Path, dir: &Path) -> (String, PathBuf) {
    let ptx = dir.join("k.ptx");
    common::compile_checked(src, &ptx, "-O2", "sm_80");
    (std::fs::read_to_string(&ptx).unwrap(), ptx)
}

#[test]
fn async_copies_rotates_and_mulhi_agree_between_ir_and_ptx() {
    let src = root().join("tests/run/async_rotate.ll");
    let dir = tempfile::tempdir().unwrap();
    let (text, ptx) = compile(&src, dir.path());
    for want in [
        "cp.async.cg.shared.global",
        "shf.l.wrap.b32",
        "mul.hi.s16",
        "nanosleep.u32",
    ] {
        assert!(text.contains(want), "no {want} in\n{text}");
    }
    let mut outputs = Vec::new();
    for n in ["0", "13", "64", "77", "31"] {
        let want = checksums(&src, n);
        assert_eq!(checksums(&ptx, n), want, "amount {n}");
        outputs.push(want[1].clone());
    }
    // Rotates take the amount modulo 32 or 64: 0 and 64 agree, so do 13
    // and 77; 0, 13 and 31 differ.
    assert_eq!(outputs[0], outputs[2]);
    assert_eq!(outputs[1], outputs[3]);
    assert_ne!(outputs[0], outputs[1]);
    assert_ne!(outputs[1], outputs[4]);
}

#[test]
fn under_aligned_accesses_agree_between_ir_and_ptx() {
    let src = root().join("tests/run/unaligned.ll");
    let dir = tempfile::tempdir().unwrap();
    let (text, ptx) = compile(&src, dir.path());
    for want in ["ld.global.u8", "st.global.u8", "st.global.u32"] {
        assert!(text.contains(want), "no {want} in\n{text}");
    }
    let launch = [
        "--block",
        "64",
        "--arg",
        "u8[1600]:random(0,255)",
        "--arg",
        "u8[4200]:zero",
    ];
    for n in ["0", "77"] {
        let want = checksums_with(&src, n, &launch);
        assert_eq!(checksums_with(&ptx, n, &launch), want, "n = {n}");
    }
}

#[test]
fn reflect_queries_fold_to_the_target_in_both_pointer_forms() {
    let dir = tempfile::tempdir().unwrap();
    for (file, arch, want) in [
        ("reflect.ll", "sm_90", [900, 1, 0]),
        ("reflect_typed.ll", "sm_75", [750, 0, 0]),
    ] {
        let src = root().join("tests/run").join(file);
        let out = dir.path().join("r.ptx");
        let (ok, _, err) = warpsat(&[
            "compile",
            src.to_str().unwrap(),
            "--arch",
            arch,
            "-o",
            out.to_str().unwrap(),
        ]);
        assert!(ok, "{file}: {err}");
        let text = std::fs::read_to_string(&out).unwrap();
        assert!(
            !text.contains("reflect"),
            "{file}: a reflect call is left\n{text}"
        );
        let n = if file == "reflect.ll" { 3 } else { 2 };
        for (k, v) in want.iter().take(n).enumerate() {
            let at = if k == 0 {
                "[%rd1]".to_string()
            } else {
                format!("[%rd1+{}]", 4 * k)
            };
            assert!(
                text.contains(&format!("st.global.u32 \t{at}, {v};")),
                "{file}: no store of {v} at {at}\n{text}"
            );
        }
    }
}

#[test]
fn dynamic_allocas_agree_between_ir_and_ptx() {
    let src = root().join("tests/run/dynamic_alloca.ll");
    let dir = tempfile::tempdir().unwrap();
    let (text, ptx) = compile(&src, dir.path());
    for want in ["alloca.u64", "stacksave.u64", "stackrestore.u64"] {
        assert!(text.contains(want), "no {want} in\n{text}");
    }
    let launch = ["--block", "32", "--arg", "i32[32]:zero"];
    for n in ["1", "9"] {
        let want = checksums_with(&src, n, &launch);
        assert_eq!(checksums_with(&ptx, n, &launch), want, "n = {n}");
    }
}

#[test]
fn overlapping_memmoves_agree_between_ir_and_ptx() {
    let src = root().join("tests/run/memmove.ll");
    let dir = tempfile::tempdir().unwrap();
    let (text, ptx) = compile(&src, dir.path());
    assert!(text.contains("setp.le.u64"), "no direction test in\n{text}");
    let launch = ["--block", "32", "--arg", "u8[600]:random(0,255)"];
    for n in ["0", "7", "40"] {
        let want = checksums_with(&src, n, &launch);
        assert_eq!(checksums_with(&ptx, n, &launch), want, "n = {n}");
    }
}

#[test]
fn libnvvm_warp_forms_agree_between_ir_and_ptx() {
    // shfl.sync.i32/f32 and vote.sync with the mode as an operand (as
    // libNVVM reads them: shfl 0 idx, 1 up, 2 down, 3 bfly; vote 0 all,
    // 1 any, 2 uni, 3 ballot).
    let src = root().join("tests/run/libnvvm_warp.ll");
    let dir = tempfile::tempdir().unwrap();
    let (text, ptx) = compile(&src, dir.path());
    for want in [
        "shfl.sync.idx.b32",
        "shfl.sync.up.b32",
        "shfl.sync.down.b32",
        "shfl.sync.bfly.b32",
        "vote.sync.all.pred",
        "vote.sync.any.pred",
        "vote.sync.uni.pred",
        "vote.sync.ballot.b32",
    ] {
        assert!(text.contains(want), "no {want} in\n{text}");
    }
    let launch = [
        "--block",
        "64",
        "--arg",
        "i32[64]:random(-1000,1000)",
        "--arg",
        "i32[576]:zero",
    ];
    let outputs: Vec<String> = agreeing_checksums(&src, &ptx, &launch, &["0", "3", "7", "12"])
        .into_iter()
        .map(|c| c[1].clone())
        .collect();
    // The offsets and the predicate change with n: so do the results.
    assert_ne!(outputs[0], outputs[1]);
    assert_ne!(outputs[1], outputs[3]);
}

#[test]
fn local_and_shared_pointers_passed_as_generic_agree_between_ir_and_ptx() {
    let src = root().join("tests/run/local_generic_call.ll");
    let dir = tempfile::tempdir().unwrap();
    let (text, ptx) = compile(&src, dir.path());
    for want in ["cvta.local.u64", "cvta.shared.u64", "call"] {
        assert!(text.contains(want), "no {want} in\n{text}");
    }
    let mut outputs = Vec::new();
    for n in ["0", "5", "-9"] {
        let want = checksums(&src, n);
        assert_eq!(checksums(&ptx, n), want, "n = {n}");
        outputs.push(want[1].clone());
    }
    assert_ne!(outputs[0], outputs[1]);
}

#[test]
fn address_arithmetic_in_initializers_agrees_between_ir_and_ptx() {
    let src = root().join("tests/run/global_addr_init.ll");
    let dir = tempfile::tempdir().unwrap();
    let (text, ptx) = compile(&src, dir.path());
    for want in [
        ".u64 p1 = tab+4;",
        ".u64 p2 = tab+8;",
        ".u64 p3 = generic(tab)+12;",
    ] {
        assert!(text.contains(want), "no {want} in\n{text}");
    }
    let launch = [
        "--block",
        "1",
        "--arg",
        "i32[1]:zero",
        "--arg",
        "i32[1]:zero",
    ];
    let want = checksums_with(&src, "0", &launch);
    assert_eq!(checksums_with(&ptx, "0", &launch), want);
    // tab[1] + tab[2] + tab[3] = 2 + 3 + 4.
    let (ok, out, err) = warpsat(&[
        "run",
        ptx.to_str().unwrap(),
        "--block",
        "1",
        "--arg",
        "i32[1]:zero",
        "--arg",
        "i32[1]:zero",
        "--arg",
        "i32:0",
        "--dump",
    ]);
    assert!(ok, "{err}");
    assert!(out.contains("arg0 i32[1] = [9]"), "{out}");
}

#[test]
fn indirect_calls_agree_between_ir_and_ptx() {
    // A function table in a global, a pointer chosen by select, a void
    // callee: each call gets a `.callprototype` (ptxas checks it).
    let src = root().join("tests/run/indirect_call.ll");
    let dir = tempfile::tempdir().unwrap();
    let (text, ptx) = compile(&src, dir.path());
    for want in [
        ".u64 ops[3] = {add1, twice, negate};",
        ".callprototype \t(.param .b32 _) _ (.param .b32 _);",
        ".callprototype \t_ (.param .b64 _, .param .b32 _);",
        "prototype_0;",
    ] {
        assert!(text.contains(want), "no {want} in\n{text}");
    }
    let launch = [
        "--block",
        "32",
        "--arg",
        "i32[32]:random(-100,100)",
        "--arg",
        "i32[32]:zero",
    ];
    let outputs: Vec<String> = agreeing_checksums(&src, &ptx, &launch, &["0", "1", "2"])
        .into_iter()
        .map(|c| c[1].clone())
        .collect();
    // n rotates which table entry each thread calls.
    assert_ne!(outputs[0], outputs[1]);
    assert_ne!(outputs[1], outputs[2]);
}

#[test]
fn triton_style_inline_asm_kernels_compile_and_compute() {
    // Predicated vector loads and stores written as inline asm, as Triton
    // emits them: the PTX must add the two inputs where the mask allows
    // and leave the rest of the output alone.
    let src = root().join("tests/run/triton_add.ll");
    let dir = tempfile::tempdir().unwrap();
    let (text, _) = compile(&src, dir.path());
    assert!(text.contains("@%p1 ld.global.v4.b32"), "{text}");
    let spec = interp::spec::Spec::parse(
        "kernel add_kernel\ngrid 1\nblock 128\nseed 4\narg f32[1024] random(-10,10)\n\
         arg f32[1024] random(-10,10)\narg f32[1024] zero\narg i32 1000\n",
    )
    .unwrap();
    let got = interp::diff::run_ptx_text("add.ptx", &text, &spec).unwrap();
    let f = |k: usize| -> Vec<f32> {
        got.buffers[k]
            .0
            .chunks(4)
            .map(|b| f32::from_le_bytes(b.try_into().unwrap()))
            .collect()
    };
    let (x, y, z) = (f(0), f(1), f(2));
    for i in 0..1024 {
        let want = if i < 1000 { x[i] + y[i] } else { 0.0 };
        assert_eq!(z[i], want, "element {i}");
    }
}

/// The launch of most `tests/run` kernels: 128 threads, 128 random words
/// in, 2048 words out.
const WORDS_LAUNCH: [&str; 6] = [
    "--block",
    "128",
    "--arg",
    "i32[128]:random(-2147483648,2147483647)",
    "--arg",
    "i32[2048]:zero",
];

/// Compiles `tests/run/<name>` for `arch` at each of `levels` (ptxas
/// checks it), requires every string of `wants` in the PTX, and checks
/// that both interpreters agree for each scalar of `ns` under `launch`
/// and that the first two scalars give different outputs.
fn agrees_at_levels(
    name: &str,
    arch: &str,
    levels: &[&str],
    wants: &[&str],
    launch: &[&str],
    ns: &[&str],
) {
    let src = root().join("tests/run").join(name);
    let dir = tempfile::tempdir().unwrap();
    for level in levels {
        let ptx = dir.path().join(format!("k{level}.ptx"));
        common::compile_checked(&src, &ptx, level, arch);
        let text = std::fs::read_to_string(&ptx).unwrap();
        for want in wants {
            assert!(
                text.contains(want),
                "no {want} at {level} for {arch} in\n{text}"
            );
        }
        let outs = agreeing_checksums(&src, &ptx, launch, ns);
        assert_ne!(outs[0][1], outs[1][1], "{name} {level}");
    }
}

/// Compiling `tests/run/<name>` for `arch` fails with a located error
/// containing each of `wants`.
fn refused_for(name: &str, arch: &str, wants: &[&str]) {
    let src = root().join("tests/run").join(name);
    let dir = tempfile::tempdir().unwrap();
    let (ok, _, err) = warpsat(&[
        "compile",
        src.to_str().unwrap(),
        "--arch",
        arch,
        "-o",
        dir.path().join("k.ptx").to_str().unwrap(),
    ]);
    assert!(!ok, "{name} compiled for {arch}");
    for want in wants {
        assert!(err.contains(want), "{err}");
    }
}

#[test]
fn cluster_shared_window_accesses_agree_between_ir_and_ptx() {
    agrees_at_levels(
        "shared_cluster.ll",
        "sm_90",
        &["-O0", "-O2"],
        &[
            "st.shared::cluster.u32",
            "ld.volatile.shared::cluster.u32",
            "atom.shared::cluster.add.u32",
            "atom.shared::cluster.max.s32",
        ],
        &WORDS_LAUNCH,
        &["0", "3", "-7"],
    );
    // Before sm_90 there is no cluster window.
    refused_for(
        "shared_cluster.ll",
        "sm_80",
        &["shared_cluster.ll:16:3", "needs sm_90"],
    );
}

#[test]
fn dot_products_agree_between_ir_and_ptx() {
    agrees_at_levels(
        "dot_product.ll",
        "sm_80",
        &["-O2"],
        &[
            "dp4a.s32.s32",
            "dp4a.u32.s32",
            "dp4a.u32.u32",
            "dp2a.lo.s32.u32",
            "dp2a.hi.u32.u32",
        ],
        &WORDS_LAUNCH,
        &["0", "7", "-100000"],
    );
}

#[test]
fn byte_and_halfword_atomics_agree_between_ir_and_ptx() {
    agrees_at_levels(
        "subword_atomics.ll",
        "sm_80",
        &["-O0", "-O2"],
        &["atom.shared.cas.b32", "atom.global.cas.b32", "max.f16"],
        &WORDS_LAUNCH,
        &["0", "7", "-1000"],
    );
}

#[test]
fn i1_vector_parameters_agree_between_ir_and_ptx() {
    let mut launch = WORDS_LAUNCH;
    launch[3] = "i32[128]:random(-2000,2000)";
    agrees_at_levels(
        "i1_vector_call.ll",
        "sm_80",
        &["-O0", "-O2"],
        &["call.uni", ".b8 mix_param_0[3]", "[mix_param_2+1]"],
        &launch,
        &["7", "3"],
    );
}

#[test]
fn fp8_conversions_agree_between_ir_and_ptx() {
    for (arch, version) in [("sm_89", ".version 8.1"), ("sm_90", ".version 7.8")] {
        agrees_at_levels(
            "fp8.ll",
            arch,
            &["-O2"],
            &[
                version,
                "cvt.rn.satfinite.e4m3x2.f32",
                "cvt.rn.satfinite.relu.e5m2x2.f32",
                "cvt.rn.satfinite.e4m3x2.f16x2",
                "cvt.rn.relu.f16x2.e5m2x2",
            ],
            &WORDS_LAUNCH,
            &["7", "-3000"],
        );
    }
    refused_for("fp8.ll", "sm_86", &["fp8.ll:", "needs sm_89"]);
}

#[test]
fn odd_width_integers_agree_between_ir_and_ptx() {
    // 64 threads: the kernel's odd-sized slots follow 4096 bytes of results.
    let mut launch = WORDS_LAUNCH;
    launch[1] = "64";
    agrees_at_levels(
        "odd_ints.ll",
        "sm_80",
        &["-O0", "-O2"],
        // The 3-byte store is a halfword and a byte.
        &["st.global.u16", "st.global.u8", "call.uni"],
        &launch,
        &["7", "-3", "100000"],
    );
}

#[test]
fn byval_arguments_of_indirect_calls_are_the_callees_copies() {
    let mut launch = WORDS_LAUNCH;
    launch[3] = "i32[128]:random(-1000,1000)";
    agrees_at_levels(
        "indirect_byval.ll",
        "sm_80",
        &["-O0", "-O2"],
        &[".callprototype", ".param .align 8 .b8 _[16]"],
        &launch,
        &["7", "-3"],
    );
    // The callees write to their copies; the caller's struct keeps the
    // input (word 1 of each thread) and three times it (word 2).
    let src = root().join("tests/run/indirect_byval.ll");
    let mut args = vec!["run", src.to_str().unwrap()];
    args.extend(launch);
    args.extend(["--arg", "i32:7", "--dump", "384"]);
    let (ok, out, err) = warpsat(&args);
    assert!(ok, "{err}");
    let values = |name: &str| -> Vec<i64> {
        let line = out
            .lines()
            .find(|l| l.starts_with(name))
            .unwrap_or_else(|| panic!("no {name} in {out}"));
        let inner = &line[line.find("= [").unwrap() + 3..line.rfind(']').unwrap()];
        inner.split(", ").filter_map(|x| x.parse().ok()).collect()
    };
    let (input, output) = (values("arg0"), values("arg1"));
    for t in 0..128 {
        assert_eq!(output[3 * t + 1], input[t], "thread {t}");
        assert_eq!(output[3 * t + 2], 3 * input[t], "thread {t}");
    }
}

#[test]
fn vector_exchanges_agree_between_ir_and_ptx() {
    agrees_at_levels(
        "vector_xchg.ll",
        "sm_80",
        &["-O0", "-O2"],
        &[
            "atom.global.exch.b32",
            "atom.global.exch.b64",
            "atom.global.and.b32",
            "atom.global.xor.b64",
        ],
        &WORDS_LAUNCH,
        &["0", "5"],
    );
}

#[test]
fn i1_masks_in_memory_and_bit_casts_agree_between_ir_and_ptx() {
    // `<N x i1>` loads, stores and casts to integers were refused.
    agrees_at_levels(
        "i1_masks.ll",
        "sm_80",
        &["-O0", "-O2"],
        &["selp.b32", "setp.ne.b64"],
        &WORDS_LAUNCH,
        &["0", "-1"],
    );
}

#[test]
fn invokes_are_calls_and_their_landing_pads_vanish() {
    agrees_at_levels(
        "invoke.ll",
        "sm_80",
        &["-O0", "-O2"],
        &["call.uni"],
        &WORDS_LAUNCH,
        &["3", "-5"],
    );
}

#[test]
fn masked_division_agrees_between_ir_and_ptx() {
    // 128 threads read 512 words: the launch's buffers as WORDS_LAUNCH
    // sizes them hold 128, so this launch has its own.
    agrees_at_levels(
        "masked_divrem.ll",
        "sm_80",
        &["-O0", "-O2"],
        &["div.s32", "rem.u32"],
        &[
            "--block",
            "128",
            "--arg",
            "i32[512]:random(-2147483648,2147483647)",
            "--arg",
            "i32[1024]:zero",
        ],
        &["3", "0", "-9"],
    );
}

#[test]
fn bit_searches_and_masks_agree_between_ir_and_ptx() {
    agrees_at_levels(
        "bit_search.ll",
        "sm_80",
        &["-O0", "-O2"],
        &[
            "fns.b32",
            "bmsk.wrap.b32",
            "bmsk.clamp.b32",
            "szext.wrap.s32",
            "szext.clamp.s32",
            "szext.wrap.u32",
            "szext.clamp.u32",
        ],
        &WORDS_LAUNCH,
        &["0", "3", "-2"],
    );
}

#[test]
fn b128_atomics_agree_between_ir_and_ptx() {
    agrees_at_levels(
        "atomic_b128.ll",
        "sm_90",
        &["-O0", "-O2"],
        &["atom.acq_rel.sys.global.exch.b128", "atom.global.cas.b128"],
        &WORDS_LAUNCH,
        &["0", "7", "-3"],
    );
    refused_for(
        "atomic_b128.ll",
        "sm_80",
        &["atomic_b128.ll:", "needs sm_90"],
    );
}

#[test]
fn clang_s_undefined_cuda_builtins_are_defined_and_agree_between_ir_and_ptx() {
    // Without the rewrite the PTX calls `_Znam` and `__usAtomicCAS`, which
    // ptxas cannot resolve.
    agrees_at_levels(
        "cuda_builtins.ll",
        "sm_80",
        &["-O0", "-O2"],
        &[
            "call.uni \t(retval0), malloc",
            "call.uni \tfree",
            ".cas.b16",
        ],
        &WORDS_LAUNCH,
        &["0", "3", "-7"],
    );
}

#[test]
fn a_module_s_own_operator_new_is_kept() {
    // Only declarations are CUDA's builtins: a definition is the program's.
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("own_new.ll");
    std::fs::write(
        &src,
        "target triple = \"nvptx64-nvidia-cuda\"\n\
         @pool = addrspace(1) global [64 x i8] zeroinitializer\n\
         define ptr @_Znam(i64 %n) noinline {\n  ret ptr addrspacecast (ptr addrspace(1) @pool to ptr)\n}\n\
         define ptx_kernel void @k(ptr %out) {\n  %p = call ptr @_Znam(i64 4)\n  store i32 5, ptr %p\n  \
         %v = load i32, ptr %p\n  store i32 %v, ptr %out\n  ret void\n}\n",
    )
    .unwrap();
    let ptx = dir.path().join("k.ptx");
    common::compile_checked(&src, &ptx, "-O0", "sm_80");
    let text = std::fs::read_to_string(&ptx).unwrap();
    assert!(text.contains("_Znam") && !text.contains("malloc"), "{text}");
}

#[test]
fn i128_parameters_are_read_through_halves() {
    // ptxas 13 crashed (segmentation fault, with -c) on `ld.param.b128`
    // whose register fed `atom.exch.b128` directly (LLVM's
    // cache-hint-atomics.ll); the parameter is read as llc reads it.
    let src = "define i128 @x(ptr addrspace(1) %p, i128 %v) {\n  \
               %old = atomicrmw xchg ptr addrspace(1) %p, i128 %v monotonic, align 16\n  \
               ret i128 %old\n}\n";
    for arch in ["sm_90", "sm_100"] {
        let ptx = common::compile_source("x.ll", src, &["-O2", "--arch", arch]);
        assert!(
            ptx.contains("ld.param.v2.b64") && !ptx.contains("ld.param.b128"),
            "{ptx}"
        );
        if let Some(px) = tests::tools::need("WARPSAT_PTXAS") {
            tests::tools::assert_ptxas_compiles(&px, &ptx, arch);
        }
    }
}

#[test]
fn bf16_arithmetic_with_a_rounding_operand_agrees_between_ir_and_ptx() {
    // sm_90 has bf16 add and mul; sm_80 computes them in f32.
    agrees_at_levels(
        "bf16_rounded.ll",
        "sm_90",
        &["-O0", "-O2"],
        &["add.rn.bf16x2", "mul.rn.bf16x2"],
        &WORDS_LAUNCH,
        &["0", "3", "6"],
    );
    agrees_at_levels(
        "bf16_rounded.ll",
        "sm_80",
        &["-O2"],
        &[],
        &WORDS_LAUNCH,
        &["0", "3"],
    );
}

#[test]
fn bf16_atomic_adds_before_sm90_agree_between_ir_and_ptx() {
    agrees_at_levels(
        "bf16_atomic_add.ll",
        "sm_80",
        &["-O0", "-O2"],
        &["atom.global.cas.b32", "cvt.rn.bf16.f32"],
        &WORDS_LAUNCH,
        &["0", "3", "-100"],
    );
}

#[test]
fn multi_instruction_asm_blocks_agree_between_ir_and_ptx() {
    agrees_at_levels(
        "asm_blocks.ll",
        "sm_80",
        &["-O0", "-O2"],
        &["cvt.rn.bf16.f32", "selp.b32"],
        &WORDS_LAUNCH,
        &["0", "5", "-100000"],
    );
}

#[test]
fn asm_unique_ids_in_labels_agree_between_ir_and_ptx() {
    // `${:uid}` used to stop the selector ("unexpected ':'").
    agrees_at_levels(
        "asm_uid.ll",
        "sm_80",
        &["-O0", "-O2"],
        &["add.u32"],
        &WORDS_LAUNCH,
        &["0", "5", "999"],
    );
}

#[test]
fn cutlass_style_asm_forms_agree_between_ir_and_ptx() {
    // A decimal `1.0` and a string (`.pragma`) stopped the selector;
    // `max.s16x2` left `.version` below the 8.0 ptxas wants; the
    // interpreters ran neither it, `szext` nor `griddepcontrol`.
    agrees_at_levels(
        "asm_forms.ll",
        "sm_90",
        &["-O0", "-O2"],
        &[
            "createpolicy.fractional.L2::evict_last.b64",
            "szext.wrap.s32",
            ".version 8.0",
            ".pragma \t\"nounroll\";",
        ],
        &WORDS_LAUNCH,
        &["0", "65537", "-7"],
    );
    // A vector atomic in asm needs PTX 8.1 (the interpreters do not run
    // it): `.version` follows, so ptxas takes it.
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("v.ll");
    std::fs::write(
        &src,
        "target triple = \"nvptx64-nvidia-cuda\"\n\
         define ptx_kernel void @k(ptr addrspace(1) %p, float %a) {\n  \
         %r = call { float, float } asm sideeffect \"atom.global.v2.f32.add {$0,$1}, [$2], {$3,$4};\", \
         \"=f,=f,l,f,f\"(ptr addrspace(1) %p, float %a, float %a)\n  \
         %x = extractvalue { float, float } %r, 1\n  store float %x, ptr addrspace(1) %p\n  ret void\n}\n",
    )
    .unwrap();
    let ptx = dir.path().join("v.ptx");
    common::compile_checked(&src, &ptx, "-O2", "sm_90");
    let text = std::fs::read_to_string(&ptx).unwrap();
    assert!(text.contains(".version 8.1"), "{text}");
}

#[test]
fn addresses_at_unaligned_offsets_in_initializers_agree_between_ir_and_ptx() {
    // Refused before ("a symbol address at an offset that is not a
    // multiple of 8", "this constant expression in an initializer").
    agrees_at_levels(
        "packed_pointers.ll",
        "sm_80",
        &["-O0", "-O2"],
        &[
            ".u8 pk[19] = {7, 0xFF(tab+4), 0xFF00(tab+4),",
            ".u8 narrow[8] = {0xFF(tab), 0xFF00(tab), 0xFF0000(tab), 0xFF000000(tab), 5, 0, 0, 0};",
            ".version 7.1",
        ],
        &WORDS_LAUNCH,
        &["0", "3"],
    );
}

#[test]
fn llvm21_barrier_reductions_agree_between_ir_and_ptx() {
    // `barrier.cta.red.*` with a barrier id (and a count) was refused as
    // an unknown barrier intrinsic.
    agrees_at_levels(
        "barrier_red.ll",
        "sm_80",
        &["-O0", "-O2"],
        &[
            "bar.red.popc.u32",
            "barrier.red.or.pred",
            "barrier.red.popc.u32",
            "bar.red.and.pred",
        ],
        &WORDS_LAUNCH,
        &["0", "-1500000000", "1500000000"],
    );
}

#[test]
fn fp128_as_storage_agrees_between_ir_and_ptx() {
    // `fp128` was refused as a type; as LLVM's backend does, it is stored
    // and moved (ld/st.b128 and 16-byte parameters), never computed with.
    agrees_at_levels(
        "fp128_storage.ll",
        "sm_80",
        &["-O0", "-O2"],
        &[".param .align 16 .b8"],
        &[
            "--block",
            "32",
            "--arg",
            "i32[128]:random(-2147483648,2147483647)",
            "--arg",
            "i32[128]:zero",
        ],
        &["0", "5", "100"],
    );
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("f.ll");
    std::fs::write(
        &src,
        "define fp128 @f(fp128 %a) {\n  %b = fadd fp128 %a, %a\n  ret fp128 %b\n}\n",
    )
    .unwrap();
    let (ok, _, err) = warpsat(&[
        src.to_str().unwrap(),
        "-o",
        dir.path().join("f.ptx").to_str().unwrap(),
    ]);
    assert!(!ok && err.contains("f.ll:2:"), "{err}");
}

#[test]
fn packed_half_atomics_agree_between_ir_and_ptx() {
    // Vector `atomicrmw` stopped the selector ("expected a scalar").
    agrees_at_levels(
        "vector_atomics.ll",
        "sm_90",
        &["-O0", "-O2"],
        &[
            "atom.global.add.noftz.f16x2",
            "atom.global.add.noftz.bf16x2",
        ],
        &WORDS_LAUNCH,
        &["0", "3", "-5"],
    );
    // Before sm_90 the bf16 pair is a compare-and-swap loop on the word,
    // each lane added in f32 and rounded once.
    agrees_at_levels(
        "vector_atomics.ll",
        "sm_80",
        &["-O0", "-O2"],
        &[
            "atom.global.add.noftz.f16x2",
            "cvt.rn.bf16.f32",
            "atom.global.cas.b32",
        ],
        &WORDS_LAUNCH,
        &["0", "3", "-5"],
    );
    refused_for(
        "vector_atomics.ll",
        "sm_75",
        &["vector_atomics.ll:", "needs sm_80"],
    );
}

#[test]
fn elementwise_vector_atomics_agree_between_ir_and_ptx() {
    // `atomicrmw elementwise add <2 x i32>` failed the verifier.
    agrees_at_levels(
        "elementwise_atomics.ll",
        "sm_80",
        &["-O0", "-O2"],
        &["atom.global.add.u32"],
        &WORDS_LAUNCH,
        &["0", "9", "-70000"],
    );
}

#[test]
fn whole_vector_float_atomics_agree_between_ir_and_ptx() {
    // `atomicrmw fadd <4 x float>` was refused ("atomicrmw on <4 x f32>").
    agrees_at_levels(
        "vector_f32_atomics.ll",
        "sm_90",
        &["-O0", "-O2"],
        &["atom.acq_rel.sys.global.cas.b128", "atom.global.cas.b64"],
        &WORDS_LAUNCH,
        &["3", "-8", "100"],
    );
    refused_for(
        "vector_f32_atomics.ll",
        "sm_80",
        &["vector_f32_atomics.ll:", "needs sm_90"],
    );
}

#[test]
fn narrow_and_wide_saturating_arithmetic_agrees_between_ir_and_ptx() {
    agrees_at_levels(
        "sat_ops.ll",
        "sm_80",
        &["-O0", "-O2"],
        &["cvt.s32.s16", "max.u16", "shr.s64"],
        &WORDS_LAUNCH,
        &["0", "7", "-70000"],
    );
}

#[test]
fn vector_asm_operands_agree_between_ir_and_ptx() {
    agrees_at_levels(
        "asm_vector.ll",
        "sm_80",
        &["-O0", "-O2"],
        &["add.rn.f16x2"],
        &WORDS_LAUNCH,
        &["0", "3", "-5"],
    );
}

#[test]
fn intrinsics_named_without_type_suffixes_agree_between_ir_and_ptx() {
    // `@llvm.fma` on <2 x float> (no suffix, no declaration) was an
    // unknown intrinsic.
    agrees_at_levels(
        "unmangled_intrinsics.ll",
        "sm_80",
        &["-O0", "-O2"],
        &["fma.rn.f32", "max.f32", "popc.b32"],
        &WORDS_LAUNCH,
        &["0", "3", "-5"],
    );
}

#[test]
fn newer_atomicrmw_operations_agree_between_ir_and_ptx() {
    // usub_cond/usub_sat/fmaximum/fminimum/fmaximumnum/fminimumnum were
    // refused by the reader; a <2 x bfloat> add and a cluster scope below
    // sm_90 by the selector.
    for arch in ["sm_80", "sm_90"] {
        agrees_at_levels(
            "newer_atomics.ll",
            arch,
            &["-O0", "-O2"],
            &[
                "atom.acq_rel.cta.global.cas.b32",
                "atom.global.cas.b64",
                "setp.nan.f32",
            ],
            &[
                "--block",
                "128",
                "--arg",
                "i32[128]:random(-2147483648,2147483647)",
                "--arg",
                "i32[4096]:zero",
            ],
            &["0", "7"],
        );
    }
}

#[test]
fn llvm21_special_registers_are_read() {
    // `globaltimer.lo` and `aggr_smem_size` were unknown special registers.
    let src = root().join("tests/run/timer_sregs.ll");
    let dir = tempfile::tempdir().unwrap();
    let ptx = dir.path().join("k.ptx");
    common::compile_checked(&src, &ptx, "-O2", "sm_90");
    let text = std::fs::read_to_string(&ptx).unwrap();
    for want in ["%globaltimer_lo;", "%aggr_smem_size;"] {
        assert!(text.contains(want), "no {want} in\n{text}");
    }
    // `%aggr_smem_size` came with sm_90 (PTX 8.1).
    refused_for(
        "timer_sregs.ll",
        "sm_80",
        &["timer_sregs.ll:", "needs sm_90"],
    );
    // The nvvm interpreter reads the timer's halves too (it has no shared
    // memory sizes to give `%aggr_smem_size`).
    let ll = dir.path().join("t.ll");
    let text = std::fs::read_to_string(&src)
        .unwrap()
        .replace("sreg.aggr_smem_size()", "sreg.globaltimer.hi()");
    std::fs::write(&ll, text).unwrap();
    for input in [&ptx, &ll] {
        let (ok, out, err) = warpsat(&[
            "run",
            input.to_str().unwrap(),
            "--block",
            "1",
            "--arg",
            "i32[2]:zero",
            "--dump",
            "2",
        ]);
        // No shared memory (or the timer's high half, 0 in a short run);
        // the two timer reads are close.
        assert!(ok && out.contains("= [0, 1]"), "{out}{err}");
    }
}

/// IEEE 754-2019's maximumNumber/minimumNumber, for the pair `(a, b)`.
fn max_min_number(a: f32, b: f32) -> (f32, f32) {
    match (a.is_nan(), b.is_nan()) {
        (true, true) => (f32::NAN, f32::NAN),
        (true, false) => (b, b),
        (false, true) => (a, a),
        // total_cmp orders -0 below +0.
        _ if a.total_cmp(&b).is_lt() => (b, a),
        _ => (a, b),
    }
}

#[test]
fn maximumnum_and_minimumnum_skip_nans_and_order_zeros() {
    let pairs: [(f32, f32); 8] = [
        (f32::NAN, 1.0),
        (1.0, f32::NAN),
        (-0.0, 0.0),
        (0.0, -0.0),
        (f32::NAN, f32::NAN),
        (-1.0, 2.0),
        (2.0, -1.0),
        (-0.0, -0.0),
    ];
    let words: Vec<String> = pairs
        .iter()
        .flat_map(|&(a, b)| [a, b])
        .map(|x| (x.to_bits() as i32).to_string())
        .collect();
    let spec = format!(
        "kernel k\nblock 8\narg i32[16] values({})\narg f32[24] zero\n",
        words.join(",")
    );
    let src_path = root().join("tests/run/minmax_num.ll");
    let src = std::fs::read_to_string(&src_path).unwrap();
    let m = llvm::import::import("minmax_num.ll", &src).unwrap();
    let spec = interp::spec::Spec::parse(&spec).unwrap();
    for level in ["-O0", "-O2"] {
        let ptx = common::compile_source("minmax_num.ll", &src, &[level, "--arch", "sm_80"]);
        if let Some(px) = tests::tools::need("WARPSAT_PTXAS") {
            tests::tools::assert_ptxas_compiles(&px, &ptx, "sm_80");
        }
        let got = interp::diff::run_ptx_text("k.ptx", &ptx, &spec).unwrap();
        let ir = interp::diff::run_module(&m, &spec).unwrap();
        for out in [&got, &ir] {
            let w = common::words(out, 1);
            for (t, &(a, b)) in pairs.iter().enumerate() {
                let (mx, mn) = max_min_number(a, b);
                for (k, want) in [(0, mx), (1, mn), (2, mx)] {
                    let have = f32::from_bits(w[3 * t + k]);
                    let same = if want.is_nan() {
                        have.is_nan()
                    } else {
                        have.to_bits() == want.to_bits()
                    };
                    assert!(
                        same,
                        "{level} pair {t} ({a}, {b}) slot {k}: {have} != {want}"
                    );
                }
            }
        }
    }
}

#[test]
fn struct_copied_then_indexed_in_a_loop_leaves_no_local() {
    // The copy was byte loads (the `align 8` attributes were dropped) into
    // i32 pieces the unrolled float loads could not be promoted from.
    let src = root().join("tests/run/struct_copy_loop.ll");
    let dir = tempfile::tempdir().unwrap();
    let ptx = dir.path().join("k.ptx");
    common::compile_checked(&src, &ptx, "-O3", "sm_80");
    let text = std::fs::read_to_string(&ptx).unwrap();
    assert!(!text.contains("local") && !text.contains(".u8"), "{text}");
    assert!(text.contains("ld.global.f32"), "{text}");
    let outs = agreeing_checksums(&src, &ptx, &WORDS_LAUNCH, &["0", "9"]);
    assert_ne!(outs[0][1], outs[1][1]);
}

#[test]
fn memcpy_between_globals_copies_words_its_align_attributes_allow() {
    let src = root().join("tests/run/memcpy_align.ll");
    let dir = tempfile::tempdir().unwrap();
    let ptx = dir.path().join("k.ptx");
    common::compile_checked(&src, &ptx, "-O2", "sm_80");
    let text = std::fs::read_to_string(&ptx).unwrap();
    assert_eq!(text.matches("ld.global.b32").count(), 4, "{text}");
    assert!(
        !text.contains("global.b8") && !text.contains("global.u8"),
        "{text}"
    );
    let outs = agreeing_checksums(&src, &ptx, &WORDS_LAUNCH, &["0", "3"]);
    assert_ne!(outs[0][1], outs[1][1]);
}

#[test]
fn a_scalar_tail_bounded_by_its_guard_stays_one_scalar_loop() {
    // The tail was vectorized (behind an alias check) and unrolled at run
    // time by 4, though it never runs more than three iterations.
    for name in ["vector_tail.ll", "vector_tail_add.ll"] {
        let src = root().join("tests/run").join(name);
        let dir = tempfile::tempdir().unwrap();
        let ptx = dir.path().join("k.ptx");
        common::compile_checked(&src, &ptx, "-O3", "sm_80");
        let text = std::fs::read_to_string(&ptx).unwrap();
        assert_eq!(text.matches("ld.global.v4").count(), 1, "{name}\n{text}");
        assert_eq!(text.matches("ld.global.u32").count(), 1, "{name}\n{text}");
        let outs = agreeing_checksums(&src, &ptx, &WORDS_LAUNCH, &["126", "127", "128"]);
        assert_ne!(outs[0][1], outs[1][1]);
    }
}

#[test]
fn reciprocals_are_rcp_rn_and_exact() {
    // `fdiv 1.0, x` was `div.rn`, which ptxas expands to a longer sequence
    // with more registers; the two are the same correctly rounded value.
    agrees_at_levels(
        "reciprocal.ll",
        "sm_80",
        &["-O2"],
        &["rcp.rn.f32", "rcp.rn.f64"],
        &WORDS_LAUNCH,
        &["0", "9"],
    );
}
