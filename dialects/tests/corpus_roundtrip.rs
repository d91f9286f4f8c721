//! Every corpus kernel in both forms: import, verify, print to generic text,
//! re-parse to an identical module (print -> parse -> print is the
//! identity), and a snapshot of the generic IR in `snapshots/corpus/`.

use std::path::PathBuf;

fn corpus_files() -> Vec<(String, PathBuf)> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus");
    let mut files = Vec::new();
    for form in ["nvvm", "modern"] {
        let Ok(rd) = std::fs::read_dir(root.join(form)) else {
            continue;
        };
        let mut paths: Vec<_> = rd
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "ll"))
            .collect();
        paths.sort();
        for p in paths {
            let stem = p.file_stem().unwrap().to_string_lossy().into_owned();
            files.push((format!("{form}__{stem}"), p));
        }
    }
    files
}

#[test]
fn corpus_generic_ir_round_trips_and_matches_snapshots() {
    let files = corpus_files();
    assert!(
        files.len() >= 88,
        "corpus not found ({} files)",
        files.len()
    );
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../../snapshots/corpus");
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    let _guard = settings.bind_to_scope();
    for (name, path) in files {
        let src = std::fs::read_to_string(&path).unwrap();
        // Corpus files carry no source location worth showing in snapshots.
        let file = format!("corpus/{}", path.file_name().unwrap().to_string_lossy());
        let m = dialects::llvm::import::import(&file, &src).unwrap_or_else(|e| panic!("{e}"));
        dialects::verify::verify_module(&m).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        let text = dialects::text::print_module(&m);
        let back = dialects::text::parse_module(&file, &text)
            .unwrap_or_else(|e| panic!("{name}: re-parse failed: {e}"));
        dialects::verify::verify_module(&back)
            .unwrap_or_else(|e| panic!("{name}: re-parsed module does not verify: {e:?}"));
        let again = dialects::text::print_module(&back);
        assert_eq!(
            text, again,
            "{name}: print -> parse -> print is not the identity"
        );
        insta::assert_snapshot!(name, text);
    }
}

#[test]
fn syntax_samples_round_trip() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/import");
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../../snapshots/import");
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    let _guard = settings.bind_to_scope();
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    paths.sort();
    assert!(!paths.is_empty());
    for p in paths {
        let src = std::fs::read_to_string(&p).unwrap();
        let name = p.file_stem().unwrap().to_string_lossy().into_owned();
        let m = dialects::llvm::import::import(&name, &src).unwrap_or_else(|e| panic!("{e}"));
        let text = dialects::text::print_module(&m);
        let back =
            dialects::text::parse_module(&name, &text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(text, dialects::text::print_module(&back), "{name}");
        insta::assert_snapshot!(name, text);
    }
}
