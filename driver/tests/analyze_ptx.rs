//! `warpsat analyze` on PTX input (warpsat's own, libNVVM's or llc's).

use std::path::PathBuf;
use std::process::Command;

use tests::tools;

fn corpus(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../shared/corpus")
        .join(rel)
}

#[test]
fn analyze_accepts_ptx_by_extension_and_content() {
    let input = corpus("nvvm/saxpy.ll");
    if !tools::need_corpus(&input) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let ptx = dir.path().join("saxpy.ptx");
    let o = Command::new(env!("CARGO_BIN_EXE_warpsat"))
        .arg(&input)
        .args(["-O0", "--arch", "sm_80", "-o"])
        .arg(&ptx)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    // By extension, and by content (a `.version` line) under another name.
    let txt = dir.path().join("saxpy.txt");
    std::fs::copy(&ptx, &txt).unwrap();
    for p in [&ptx, &txt] {
        let o = Command::new(env!("CARGO_BIN_EXE_warpsat"))
            .arg("analyze")
            .arg(p)
            .args(["--arch", "sm_80", "--block-size", "128"])
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let r = String::from_utf8_lossy(&o.stdout);
        assert!(r.contains("\nkernel @saxpy\n"), "{r}");
        assert!(r.contains("block size         128 (given)"), "{r}");
        for key in [
            "max-live",
            "predicted regs",
            "occupancy",
            "cliffs",
            "Max-Live-Function(",
        ] {
            assert!(r.contains(key), "{key}\n{r}");
        }
        assert!(r.contains(": live-in = "), "{r}");
    }
}
