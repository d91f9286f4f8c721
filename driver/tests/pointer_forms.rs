//! The two IR forms of one kernel compile to the same PTX: the corpus's
//! typed NVVM IR (LLVM 7 syntax, what libNVVM reads) and the opaque-pointer
//! text clang 16 writes. sgemm_reg4x4's modern form freezes its tile
//! indices before dividing them (`freeze`, then `sdiv` by 16 and 64, as
//! clang's DivRemPairs writes them); the freezes must not cost the shifts
//! the typed form gets.

use std::path::PathBuf;
use std::process::Command;

use tests::tools;

/// The instructions of `ptx`'s function bodies, `.pragma` lines left out.
fn instructions(ptx: &str) -> Vec<String> {
    ptx.lines()
        .skip_while(|l| !l.contains(".entry"))
        .filter(|l| l.starts_with('\t') && !l.contains(".pragma") && !l.contains(".reg"))
        .map(str::to_string)
        .collect()
}

#[test]
fn frozen_indices_compile_as_the_typed_form_does() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus");
    let typed = root.join("nvvm/sgemm_reg4x4.ll");
    let modern = root.join("modern/sgemm_reg4x4.ll");
    if !tools::need_corpus(&typed) || !tools::need_corpus(&modern) {
        return;
    }
    let src = std::fs::read_to_string(&modern).unwrap();
    assert!(src.contains("freeze i32"), "the modern form freezes");
    let dir = tempfile::tempdir().unwrap();
    let mut out = Vec::new();
    for (k, input) in [typed, modern].iter().enumerate() {
        let ptx = dir.path().join(format!("{k}.ptx"));
        let o = Command::new(env!("CARGO_BIN_EXE_warpsat"))
            .arg(input)
            .args(["-O3", "--arch", "sm_80", "-o"])
            .arg(&ptx)
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        out.push(instructions(&std::fs::read_to_string(&ptx).unwrap()));
    }
    assert!(out[0].len() > 100);
    assert_eq!(out[0], out[1]);
}
