//! Programs of several modules and lazily linked libdevice, as libNVVM
//! takes them (`nvvmAddModuleToProgram`, `nvvmLazyAddModuleToProgram`):
//! `warpsat compile main.ll helper.ll` links the two (declarations bind to
//! definitions, internal names that clash are kept apart), and calls of
//! `__nv_*` functions pull in libdevice's definitions. The linked program
//! runs on the PTX interpreter with the results the IR gives (or libm's,
//! within libdevice's documented ulp), and ptxas accepts it.

use std::path::{Path, PathBuf};

use interp::diff::{compare, run_module, run_ptx_text};
use interp::spec::Spec;

mod common;
use common::warpsat;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn file(name: &str) -> PathBuf {
    root().join("tests/link").join(name)
}

fn import(name: &str) -> dialects::ir::Module {
    let p = file(name);
    llvm::import::import(name, &std::fs::read_to_string(p).unwrap()).unwrap()
}

fn compile(inputs: &[&str], extra: &[&str], out: &Path) -> (bool, String, String) {
    let files: Vec<String> = inputs
        .iter()
        .map(|f| file(f).display().to_string())
        .collect();
    let mut args = vec!["compile"];
    args.extend(files.iter().map(String::as_str));
    args.extend(["-O3", "--arch", "sm_80", "-o", out.to_str().unwrap()]);
    args.extend_from_slice(extra);
    warpsat(&args)
}

#[test]
fn two_modules_link_into_one_program() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("k.ptx");
    let (ok, _, err) = compile(&["main.ll", "helper.ll"], &[], &out);
    assert!(ok, "{err}");
    if let Some(px) = tests::tools::need("WARPSAT_PTXAS") {
        common::assert_ptxas_accepts(&px, &out, "sm_80");
    }
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(
        !text.contains(".extern"),
        "something is left unresolved\n{text}"
    );
    assert!(
        text.contains(".visible .global .align 4 .f32 bias"),
        "{text}"
    );
    // helper.ll's internal @twice is renamed @twice.1, `twice_$_1` in PTX.
    assert!(
        text.contains(".func (.param .b32 func_retval0) twice("),
        "{text}"
    );
    assert!(
        text.contains(".func (.param .b32 func_retval0) twice_$_1("),
        "{text}"
    );
    // The same program linked by the library runs on the nvvm interpreter.
    let mut m = import("main.ll");
    dialects::link::link(&mut m, import("helper.ll")).unwrap();
    dialects::verify::verify_module(&m).unwrap();
    for n in [1, 3] {
        let spec = Spec::parse(&format!(
            "kernel k\nblock 32\nseed {n}\narg f32[32] random(-8,8)\narg f32[32] zero\narg i32 {n}\n"
        ))
        .unwrap();
        let want = run_module(&m, &spec).unwrap();
        let got = run_ptx_text("k.ptx", &text, &spec).unwrap();
        compare(&want, &got, None).unwrap();
        assert!(want.buffers[1].0.iter().any(|&b| b != 0));
    }
}

#[test]
fn conflicting_definitions_are_a_located_error() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("k.ptx");
    std::fs::write(&out, "previous").unwrap();
    let (ok, _, err) = compile(&["main.ll", "helper.ll", "twice.ll"], &[], &out);
    assert!(!ok);
    assert!(
        err.contains("twice.ll") && err.contains("@scale is defined in two modules"),
        "{err}"
    );
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "previous");
}

#[test]
fn libdevice_is_linked_lazily_when_nv_functions_are_called() {
    if tests::tools::need("WARPSAT_LIBDEVICE").is_none() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let spec = Spec::parse(
        "kernel k\nblock 64\nseed 9\narg f32[64] random(-5,5)\narg f32[192] zero\narg i32 0\n",
    )
    .unwrap();
    let input = {
        let m = import("libm.ll");
        let o = run_module(&m, &Spec::parse(
            "kernel k\nblock 64\nseed 9\narg f32[64] random(-5,5)\narg f32[192] uninit\narg i32 0\n",
        ).unwrap());
        // The IR alone cannot run: the __nv_ functions have no bodies.
        assert!(o.is_err());
        spec.clone()
    };
    for extra in [&[][..], &["--use_fast_math"][..]] {
        let out = dir.path().join("m.ptx");
        let (ok, _, err) = compile(&["libm.ll"], extra, &out);
        assert!(ok, "{err}");
        if let Some(px) = tests::tools::need("WARPSAT_PTXAS") {
            common::assert_ptxas_accepts(&px, &out, "sm_80");
        }
        let text = std::fs::read_to_string(&out).unwrap();
        assert!(!text.contains(".extern"), "{extra:?}: unresolved\n{text}");
        assert!(
            !text.contains(".visible .func"),
            "{extra:?}: libdevice stays internal\n{text}"
        );
        let got = run_ptx_text("m.ptx", &text, &input).unwrap();
        let x: Vec<f32> = got.buffers[0]
            .0
            .chunks(4)
            .map(|b| f32::from_le_bytes(b.try_into().unwrap()))
            .collect();
        let y: Vec<f32> = got.buffers[1]
            .0
            .chunks(4)
            .map(|b| f32::from_le_bytes(b.try_into().unwrap()))
            .collect();
        // libdevice: expf 2 ulp, sqrtf 0 (1 with fast math), logf 1 ulp
        // (CUDA C Programming Guide, "Mathematical Functions"); the fast
        // forms are looser, so allow 2^-18 relative there.
        let tol = if extra.is_empty() {
            4.0 * f32::EPSILON
        } else {
            1.0 / 262144.0
        };
        for (i, &a) in x.iter().enumerate() {
            let close = |got: f32, want: f32| (got - want).abs() <= tol * want.abs().max(1e-3);
            assert!(close(y[i], a.exp()), "{extra:?} expf({a}) = {}", y[i]);
            assert!(
                close(y[64 + i], a.abs().sqrt()),
                "{extra:?} sqrtf(|{a}|) = {}",
                y[64 + i]
            );
            assert!(
                close(y[128 + i], a.exp().ln()),
                "{extra:?} logf(expf({a})) = {}",
                y[128 + i]
            );
        }
    }
}
