//! Every corpus kernel in both forms: import, verify, print to generic text,
//! re-parse to an identical module (print -> parse -> print is the
//! identity), and a snapshot of the generic IR in `snapshots/corpus/`.

use std::path::PathBuf;

mod common;

/// Corpus files, named `form__stem` after their snapshots.
fn corpus_files() -> Vec<(String, PathBuf)> {
    common::corpus_files()
        .into_iter()
        .map(|(form, p)| {
            let stem = p.file_stem().unwrap().to_string_lossy().into_owned();
            (format!("{form}__{stem}"), p)
        })
        .collect()
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
        let m = llvm::import::import(&file, &src).unwrap_or_else(|e| panic!("{e}"));
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
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../../snapshots/import");
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    let _guard = settings.bind_to_scope();
    let paths = common::ll_files(&common::import_samples_dir());
    assert!(!paths.is_empty());
    for p in paths {
        let src = std::fs::read_to_string(&p).unwrap();
        let name = p.file_stem().unwrap().to_string_lossy().into_owned();
        let m = llvm::import::import(&name, &src).unwrap_or_else(|e| panic!("{e}"));
        let text = dialects::text::print_module(&m);
        let back =
            dialects::text::parse_module(&name, &text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(text, dialects::text::print_module(&back), "{name}");
        insta::assert_snapshot!(name, text);
    }
}
