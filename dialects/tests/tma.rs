//! Tensor-map bulk copies (`isel::tma`): each `llvm.nvvm.cp.async.bulk.
//! tensor.*` form of `tests/tma/forms.ll` selects to the PTX ISA 8.0
//! spelling (snapshot `snapshots/tma/forms.snap`), ptxas accepts it for
//! sm_90, and a non-constant flag is a located error. `tensormap.replace`
//! (`tests/tma/tensormap_replace.ll`) selects every field on the
//! accelerated targets, with the field codes each target knows.

use dialects::ir::Module;

fn read() -> Module {
    let path = tests::tools::repo_root().join("tests/tma/forms.ll");
    let text = std::fs::read_to_string(path).unwrap();
    llvm::import::import("forms.ll", &text).unwrap()
}

#[test]
fn every_form_selects_its_ptx_spelling() {
    let m = read();
    let ptx = ptx::print::print_module(&isel::select_module(&m, "sm_90").unwrap());
    let lines: Vec<String> = ptx
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with("cp."))
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect();
    assert_eq!(lines.len(), 10, "{ptx}");
    if let Some(ptxas) = tests::tools::need("WARPSAT_PTXAS") {
        let frames = tests::tools::ptxas_stack_frames(&ptxas, &ptx, "sm_90");
        assert_eq!(frames.len(), 2, "{frames:?}");
    }
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../../snapshots/tma");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!("forms", lines.join("\n")));
}

#[test]
fn flags_must_be_constants_and_sm_90_is_required() {
    let src = r#"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.1d(ptr addrspace(3), ptr, i32, i64, i1)
define ptx_kernel void @k(ptr addrspace(3) %d, ptr %tmap, i32 %x, i64 %ch, i1 %f) {
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.1d(ptr addrspace(3) %d, ptr %tmap, i32 %x, i64 %ch, i1 %f)
  ret void
}
"#;
    let m = llvm::import::import("flag.ll", src).unwrap();
    let e = isel::select_module(&m, "sm_90").unwrap_err().to_string();
    assert!(e.contains("cache-hint flag"), "{e}");
    let e = isel::select_module(&read(), "sm_80")
        .unwrap_err()
        .to_string();
    assert!(e.contains("sm_90"), "{e}");
}

fn replace_source() -> String {
    let path = tests::tools::repo_root().join("tests/tma/tensormap_replace.ll");
    std::fs::read_to_string(path).unwrap()
}

/// `src`'s `tensormap.replace` lines selected for `arch`, or the error.
fn replace_lines(src: &str, arch: &str) -> Result<Vec<String>, String> {
    let m = llvm::import::import("tensormap_replace.ll", src).unwrap();
    let ptx = ptx::print::print_module(&isel::select_module(&m, arch).map_err(|e| e.to_string())?);
    if let Some(ptxas) = tests::tools::need("WARPSAT_PTXAS") {
        tests::tools::assert_ptxas_compiles(&ptxas, &ptx, arch);
    }
    Ok(ptx
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with("tensormap."))
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect())
}

#[test]
fn tensormap_replace_selects_every_field() {
    let src = replace_source();
    let lines = replace_lines(&src, "sm_90a").unwrap();
    assert_eq!(lines.len(), 10, "{lines:?}");
    for arch in ["sm_100a", "sm_100f", "sm_120a"] {
        assert_eq!(replace_lines(&src, arch).unwrap(), lines, "{arch}");
    }
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../../snapshots/tma");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!("tensormap_replace", lines.join("\n")));
    for arch in ["sm_90", "sm_100", "sm_80"] {
        let e = replace_lines(&src, arch).unwrap_err();
        assert!(
            e.contains("tensormap.replace.global_address needs sm_90a"),
            "{arch}: {e}"
        );
    }
}

#[test]
fn tensormap_replace_codes_follow_the_target() {
    let src = replace_source();
    // sm_100's sub-byte element types, its swizzle atomicity, sm_103a's
    // 96-byte swizzle.
    let b4 = src.replace("i32 12)", "i32 13)");
    assert!(replace_lines(&b4, "sm_90a")
        .unwrap_err()
        .contains("value 13 is not supported on sm_90a"));
    let lines = replace_lines(&b4, "sm_100a").unwrap();
    assert!(
        lines.contains(&"tensormap.replace.tile.elemtype.global.b1024.b32 [%rd1], 13;".to_string()),
        "{lines:?}"
    );
    let atom = src.replace("swizzle.mode.p1", "swizzle.atomicity.p1");
    assert!(replace_lines(&atom, "sm_90a")
        .unwrap_err()
        .contains("needs sm_100"));
    assert!(replace_lines(&atom, "sm_120a").is_ok());
    let s96 = src.replace("i32 3)", "i32 4)");
    assert!(replace_lines(&s96, "sm_103a").is_ok());
    for arch in ["sm_100a", "sm_103f"] {
        let e = replace_lines(&s96, arch).unwrap_err();
        assert!(e.contains("swizzle_mode with value 4"), "{arch}: {e}");
    }
    // Codes and ordinals are constants; ordinals name one of five
    // dimensions; the value has the field's width.
    let reg = src.replace("i32 2)", "i32 %v)");
    assert!(replace_lines(&reg, "sm_90a")
        .unwrap_err()
        .contains("constant"));
    let ord = src.replace("i32 4, i32 %v", "i32 %v, i32 %v");
    assert!(replace_lines(&ord, "sm_90a")
        .unwrap_err()
        .contains("ordinal"));
    let far = src.replace("i32 4, i32 %v", "i32 5, i32 %v");
    assert!(replace_lines(&far, "sm_90a")
        .unwrap_err()
        .contains("out of range"));
}
