//! Helpers shared by the integration tests (each test crate uses a part).
#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// The forms of the corpus, in listing order.
pub const FORMS: [&str; 2] = ["nvvm", "modern"];

/// `shared/corpus`, beside the repository.
pub fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus")
}

/// `tests/import`: the importer's syntax samples.
pub fn import_samples_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/import")
}

/// The `.ll` files of `dir`, sorted; none when it cannot be read.
pub fn ll_files(dir: &Path) -> Vec<PathBuf> {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut paths: Vec<PathBuf> = rd
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    paths.sort();
    paths
}

/// Every corpus file with its form: the `nvvm` files, then the `modern`
/// ones, each sorted by path.
pub fn corpus_files() -> Vec<(&'static str, PathBuf)> {
    let root = corpus_dir();
    FORMS
        .iter()
        .flat_map(|&form| {
            ll_files(&root.join(form))
                .into_iter()
                .map(move |p| (form, p))
        })
        .collect()
}
