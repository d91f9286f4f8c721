//! Texture and surface intrinsics (`isel::texsurf`): every form of
//! `tests/texsurf/forms.ll` selects to the instruction llc-16 writes for it
//! (registers renamed), texture and surface reference globals become
//! `.texref`/`.surfref` variables, ptxas accepts the PTX, the references
//! survive export and re-import, and both interpreters refuse a texture
//! fetch by name (they model no texture unit) instead of guessing.

use std::process::Command;

use dialects::ir::{Module, RefKind};
use interp::diff::{run_module, run_ptx_text};
use interp::spec::Spec;

fn read() -> Module {
    let path = tests::tools::repo_root().join("tests/texsurf/forms.ll");
    let text = std::fs::read_to_string(path).unwrap();
    llvm::import::import("forms.ll", &text).unwrap()
}

/// The texture and surface lines of `ptx` with registers renamed `%R` and
/// white space collapsed, sorted.
fn texsurf_lines(ptx: &str) -> Vec<String> {
    let mut v: Vec<String> = ptx
        .lines()
        .map(str::trim)
        .filter(|l| {
            [
                "tex.", "tld4.", "suld.", "sust.", "txq.", "suq.", "istypep.",
            ]
            .iter()
            .any(|p| l.starts_with(p))
                || l.starts_with(".global .texref")
                || l.starts_with(".global .surfref")
        })
        .map(|l| {
            let mut out = String::new();
            let mut chars = l.chars().peekable();
            while let Some(c) = chars.next() {
                if c == '%' {
                    out.push_str("%R");
                    while chars.peek().is_some_and(|x| x.is_ascii_alphanumeric()) {
                        chars.next();
                    }
                } else if c.is_whitespace() {
                    if !out.ends_with(' ') {
                        out.push(' ');
                    }
                } else {
                    out.push(c);
                }
            }
            out
        })
        .collect();
    v.sort();
    v
}

fn select(m: &Module) -> String {
    ptx::print::print_module(&isel::select_module(m, "sm_80").unwrap())
}

#[test]
fn every_form_selects_what_llc_writes() {
    let m = read();
    assert_eq!(m.texsurf.get("tex0"), Some(&RefKind::Texture));
    assert_eq!(m.texsurf.get("surf0"), Some(&RefKind::Surface));
    let ptx = select(&m);
    let ours = texsurf_lines(&ptx);
    assert_eq!(ours.len(), 38, "{ours:#?}");
    assert!(
        ours.contains(&".global .texref tex0;".to_string()),
        "{ours:#?}"
    );
    if let Some(ptxas) = tests::tools::need("WARPSAT_PTXAS") {
        let frames = tests::tools::ptxas_stack_frames(&ptxas, &ptx, "sm_80");
        assert_eq!(frames.len(), 2, "{frames:?}");
    }
    if let Some(llc) = tests::tools::need("WARPSAT_LLC") {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("llc.ptx");
        let src = tests::tools::repo_root().join("tests/texsurf/forms.ll");
        let st = Command::new(llc)
            .args(["-march=nvptx64", "-mcpu=sm_80", "-o"])
            .arg(&out)
            .arg(&src)
            .status()
            .unwrap();
        assert!(st.success());
        let theirs = texsurf_lines(&std::fs::read_to_string(&out).unwrap());
        assert_eq!(ours, theirs);
    }
}

#[test]
fn references_survive_export_and_reimport() {
    let m = read();
    for flavor in [llvm::export::Flavor::Modern, llvm::export::Flavor::Nvvm] {
        let text = llvm::export::export(&m, flavor).unwrap();
        let back = llvm::import::import("back.ll", &text).unwrap();
        assert_eq!(back.texsurf, m.texsurf, "{text}");
        assert_eq!(texsurf_lines(&select(&back)), texsurf_lines(&select(&m)));
    }
}

#[test]
fn the_interpreters_refuse_texture_fetches() {
    let m = read();
    let spec = Spec::parse(
        "kernel textures\nblock 1\narg i64 0\narg f32[1] zero\narg i32 0\narg f32 0\narg f32 0\narg f32 0\n",
    )
    .unwrap();
    let e = run_module(&m, &spec)
        .expect_err("no texture unit")
        .to_string();
    assert!(e.contains("tex.unified"), "{e}");
    let e = run_ptx_text("forms.ptx", &select(&m), &spec)
        .expect_err("no texture unit")
        .to_string();
    assert!(e.contains("tex."), "{e}");
}

#[test]
fn typed_pointer_references_read_the_same() {
    let path = tests::tools::repo_root().join("tests/texsurf/typed.ll");
    let text = std::fs::read_to_string(path).unwrap();
    let m = llvm::import::import("typed.ll", &text).unwrap();
    assert_eq!(m.texsurf.get("tex0"), Some(&RefKind::Texture));
    let ptx = select(&m);
    assert_eq!(
        texsurf_lines(&ptx),
        [
            ".global .texref tex0;",
            "tex.1d.v4.f32.s32 {%R, %R, %R, %R}, [%R, {%R}];"
        ]
    );
    assert!(
        ptx.contains("mov.u64 \t%rd") && ptx.contains(", tex0;"),
        "{ptx}"
    );
    if let Some(ptxas) = tests::tools::need("WARPSAT_PTXAS") {
        tests::tools::ptxas_stack_frames(&ptxas, &ptx, "sm_80");
    }
}

#[test]
fn operands_of_the_wrong_type_are_refused() {
    let src = r#"
target triple = "nvptx64-nvidia-cuda"
declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.f32(i64, i32, i32)
declare i32 @llvm.nvvm.suld.1d.i64.trap(i64, i32)
define ptx_kernel void @k(i64 %t, i32 %i, ptr addrspace(1) %o) {
  %r = call { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.f32(i64 %t, i32 %i, i32 %i)
  %a = extractvalue { float, float, float, float } %r, 0
  store float %a, ptr addrspace(1) %o, align 4
  ret void
}
define ptx_kernel void @s(i64 %t, i32 %i, ptr addrspace(1) %o) {
  %v = call i32 @llvm.nvvm.suld.1d.i64.trap(i64 %t, i32 %i)
  store i32 %v, ptr addrspace(1) %o, align 4
  ret void
}
"#;
    let m = llvm::import::import("bad.ll", src).unwrap();
    let e = isel::select_module(&m, "sm_80").unwrap_err().to_string();
    assert!(
        e.contains("unsupported") && e.contains("a coordinate"),
        "{e}"
    );
    let mut only_s = m.clone();
    let k = only_s.func_by_name("k").unwrap();
    only_s.funcs[k].body = None;
    let e = isel::select_module(&only_s, "sm_80")
        .unwrap_err()
        .to_string();
    assert!(e.contains("expected 1 x B64"), "{e}");
}
