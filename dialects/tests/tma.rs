//! Tensor-map bulk copies (`isel::tma`): each `llvm.nvvm.cp.async.bulk.
//! tensor.*` form of `tests/tma/forms.ll` selects to the PTX ISA 8.0
//! spelling (snapshot `snapshots/tma/forms.snap`), ptxas accepts it for
//! sm_90, and a non-constant flag is a located error.

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
