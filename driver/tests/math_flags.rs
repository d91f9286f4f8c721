//! Math-mode flags (`-opt -ftz=1`, `-opt -prec-div=0`, `--use_fast_math`)
//! select what libNVVM 13 selects for the same options (observed with
//! scripts/nvvm-compile.py): `.ftz` on the f32 instructions of LLVM's
//! operations, `div.full.f32` and `rcp.approx.f32` for division. ptxas
//! assembles every variant, the PTX interpreter's results stay within the
//! PTX ISA's accuracy of `div.full` (2 ulp) of the exact IR's, and the
//! reflect queries answer as libNVVM does.

use std::path::{Path, PathBuf};

use interp::diff::{compare, run_module, run_ptx_text, Tolerance};
use interp::spec::Spec;

mod common;
use common::warpsat;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Compiles `src` for sm_80 at -O3 with `flags`; the PTX text (checked by
/// ptxas where it is installed).
fn compile(src: &Path, flags: &[&str], dir: &Path) -> String {
    let out = dir.join(format!("k{}.ptx", flags.join("").replace(['-', '='], "_")));
    let mut args = vec!["compile", src.to_str().unwrap(), "-O3", "--arch", "sm_80"];
    args.extend_from_slice(flags);
    args.extend(["-o", out.to_str().unwrap()]);
    let (ok, _, err) = warpsat(&args);
    assert!(ok, "{flags:?}: {err}");
    if let Some(px) = tests::tools::need("WARPSAT_PTXAS") {
        common::assert_ptxas_accepts(&px, &out, "sm_80");
    }
    std::fs::read_to_string(&out).unwrap()
}

#[test]
fn math_flags_select_what_libnvvm_selects_and_stay_accurate() {
    let src = root().join("tests/math/fast_math.ll");
    let dir = tempfile::tempdir().unwrap();
    let cases: [(&[&str], &[&str], &[&str]); 5] = [
        (
            &[],
            &["div.rn.f32", "sqrt.rn.f32", "min.f32"],
            &["ftz", "div.full", "approx"],
        ),
        (
            &["-opt", "-ftz=1"],
            &[
                "div.rn.ftz.f32",
                "sqrt.rn.ftz.f32",
                "min.ftz.f32",
                "setp.lt.ftz.f32",
            ],
            &["div.full", "approx"],
        ),
        (
            &["-opt", "-prec-div=0"],
            &["div.full.f32", "rcp.approx.f32", "sqrt.rn.f32"],
            &["ftz", "div.rn.f32"],
        ),
        (
            &["--use_fast_math"],
            &["div.full.ftz.f32", "rcp.approx.ftz.f32", "sqrt.rn.ftz.f32"],
            &["div.rn.f32", "div.rn.ftz"],
        ),
        // An explicit option after the shorthand wins.
        (
            &["--use_fast_math", "-opt", "-prec-div=1"],
            &["div.rn.ftz.f32"],
            &["div.full"],
        ),
    ];
    let m = llvm::import::import("fast_math.ll", &std::fs::read_to_string(&src).unwrap()).unwrap();
    let spec = Spec::parse(
        "kernel k\nblock 64\nseed 5\narg f32[64] random(-100,100)\narg f32[64] random(0.5,50)\n\
         arg f32[192] zero\narg i32 0\n",
    )
    .unwrap();
    let exact = run_module(&m, &spec).unwrap();
    for (flags, want, never) in cases {
        let text = compile(&src, flags, dir.path());
        for w in want {
            assert!(text.contains(w), "{flags:?}: no {w} in\n{text}");
        }
        for n in never {
            assert!(!text.contains(n), "{flags:?}: {n} in\n{text}");
        }
        // No subnormal inputs: flushing changes nothing; the approximate
        // division is within 2 ulp.
        let got = run_ptx_text("k.ptx", &text, &spec).unwrap();
        let two_ulp = Tolerance {
            rel: 2.0 * f32::EPSILON as f64,
            abs: 0.0,
        };
        compare(&exact, &got, Some(two_ulp)).unwrap_or_else(|e| panic!("{flags:?}: {e}"));
    }
}

#[test]
fn reflect_answers_follow_the_math_flags() {
    let src = root().join("tests/math/reflect_math.ll");
    let dir = tempfile::tempdir().unwrap();
    // FTZ * 100 + PREC_DIV * 10 + PREC_SQRT, as libNVVM 13 answers.
    for (flags, want) in [
        (&[][..], 11),
        (&["-opt", "-ftz=1"][..], 111),
        (&["-opt", "-prec-div=0"][..], 1),
        (&["-opt", "-prec-sqrt=0"][..], 10),
        (&["--use_fast_math"][..], 100),
    ] {
        let text = compile(&src, flags, dir.path());
        assert!(
            !text.contains("reflect"),
            "{flags:?}: a reflect call is left\n{text}"
        );
        assert!(
            text.contains(&format!("st.global.u32 \t[%rd1], {want};")),
            "{flags:?}: no store of {want}\n{text}"
        );
    }
}

/// clang's `-fgpu-flush-denormals-to-zero` marks every function with
/// `"denormal-fp-math-f32"="preserve-sign,preserve-sign"`; LLVM's NVPTX
/// backend then selects `.ftz`, and so does warpsat, unless `-opt -ftz=0`
/// says otherwise or some function lacks the attribute.
#[test]
fn denormal_attributes_select_ftz() {
    let dir = tempfile::tempdir().unwrap();
    let kernel = |attrs: &str, helper_attrs: &str| {
        format!(
            r#"target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %p, float %a) #0 {{
  %v = load float, ptr addrspace(1) %p, align 4
  %m = fmul float %v, %a
  %s = call float @h(float %m)
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}}
define internal float @h(float %x) #1 {{
  %y = fadd float %x, 1.0
  ret float %y
}}
attributes #0 = {{ {attrs} }}
attributes #1 = {{ {helper_attrs} }}
"#
        )
    };
    let ftz = r#"nounwind "denormal-fp-math-f32"="preserve-sign,preserve-sign""#;
    for (name, src, flags, want) in [
        ("all", kernel(ftz, ftz), &[][..], true),
        (
            "old",
            kernel(r#""nvptx-f32ftz"="true""#, r#""nvptx-f32ftz"="true""#),
            &[][..],
            true,
        ),
        ("off", kernel(ftz, ftz), &["-opt", "-ftz=0"][..], false),
        ("some", kernel(ftz, "nounwind"), &[][..], false),
        ("none", kernel("nounwind", "nounwind"), &[][..], false),
    ] {
        let path = dir.path().join(format!("{name}.ll"));
        std::fs::write(&path, src).unwrap();
        let text = compile(&path, flags, dir.path());
        assert_eq!(text.contains(".ftz.f32"), want, "{name}\n{text}");
    }
}
