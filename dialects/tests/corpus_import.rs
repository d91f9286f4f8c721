//! Every corpus kernel, in both pointer forms, imports without error.

use std::path::PathBuf;

fn corpus_files() -> Vec<PathBuf> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus");
    let mut files = Vec::new();
    for form in ["nvvm", "modern"] {
        let Ok(rd) = std::fs::read_dir(root.join(form)) else { continue };
        for e in rd.flatten() {
            if e.path().extension().is_some_and(|x| x == "ll") {
                files.push(e.path());
            }
        }
    }
    files.sort();
    files
}

#[test]
fn corpus_imports() {
    let files = corpus_files();
    assert!(files.len() >= 88, "corpus not found next to the checkout ({} files)", files.len());
    let mut failures = Vec::new();
    for f in &files {
        let src = std::fs::read_to_string(f).unwrap();
        if let Err(e) = dialects::llvm::import::import(&f.display().to_string(), &src) {
            failures.push(e.to_string());
        }
    }
    assert!(failures.is_empty(), "{} of {} failed:\n{}", failures.len(), files.len(), failures.join("\n"));
}
