//! LLVM bitcode is read like its text: `warpsat X.bc` (and bitcode on
//! standard input) gives the PTX of `warpsat X.ll`, `warpsat run X.bc` the
//! same results, and unreadable bitcode a located error with exit status 1
//! that leaves an earlier output alone. The bitcode is made with llvm-as
//! beside llc-16 (`scripts/setup-tools.sh`); without it the test skips
//! (counted in a summary line), or fails under `WARPSAT_REQUIRE_TOOLS=1`.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use common::{checksums, tools, warpsat};

fn llvm_as() -> Option<PathBuf> {
    let llc = tools::need("WARPSAT_LLC")?;
    let name = llc.file_name()?.to_string_lossy().replace("llc", "llvm-as");
    let exe = llc.with_file_name(name);
    if !exe.exists() {
        tools::missing("llvm-as", &format!("{} does not exist", exe.display()));
        return None;
    }
    Some(exe)
}

fn assemble(llvm_as: &Path, ll: &Path, bc: &Path) {
    let o = Command::new(llvm_as)
        .arg(ll)
        .arg("-o")
        .arg(bc)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(std::fs::read(bc).unwrap().starts_with(b"BC\xc0\xde"));
}

fn repo(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(rel)
}

#[test]
fn bitcode_compiles_as_its_text_does() {
    let Some(llvm_as) = llvm_as() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    for rel in [
        "tests/cuda/realworld.modern.ll",
        "tests/cuda/libm.modern.ll",
    ] {
        let ll = repo(rel);
        let bc = dir.path().join("in.bc");
        assemble(&llvm_as, &ll, &bc);
        let from_text = dir.path().join("text.ptx");
        let from_bc = dir.path().join("bc.ptx");
        for (input, out) in [(&ll, &from_text), (&bc, &from_bc)] {
            let (ok, _, err) =
                warpsat(&[input.to_str().unwrap(), "-O3", "-o", out.to_str().unwrap()]);
            assert!(ok, "{rel}: {err}");
        }
        let text = std::fs::read_to_string(&from_text).unwrap();
        assert!(text.contains(".entry"), "{rel}");
        assert_eq!(text, std::fs::read_to_string(&from_bc).unwrap(), "{rel}");
        // The same bitcode on standard input.
        let o = Command::new(env!("CARGO_BIN_EXE_warpsat"))
            .args(["-", "-O3", "-o", "-"])
            .stdin(std::fs::File::open(&bc).unwrap())
            .stdout(Stdio::piped())
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        assert_eq!(
            String::from_utf8(o.stdout).unwrap(),
            text,
            "{rel} from stdin"
        );
    }
}

#[test]
fn bitcode_runs_as_its_text_does() {
    let Some(llvm_as) = llvm_as() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let ll = repo("../shared/corpus/modern/saxpy.ll");
    let bc = dir.path().join("saxpy.bc");
    assemble(&llvm_as, &ll, &bc);
    let spec = repo("tests/harness/saxpy.spec");
    let launch = ["--spec", spec.to_str().unwrap()];
    assert_eq!(checksums(&bc, &launch), checksums(&ll, &launch));
}

#[test]
fn unreadable_bitcode_is_an_error_that_keeps_the_old_output() {
    let Some(llvm_as) = llvm_as() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let bc = dir.path().join("cut.bc");
    assemble(&llvm_as, &repo("tests/cuda/libm.modern.ll"), &bc);
    let bytes = std::fs::read(&bc).unwrap();
    std::fs::write(&bc, &bytes[..bytes.len() / 3]).unwrap();
    let out = dir.path().join("out.ptx");
    std::fs::write(&out, "previous").unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_warpsat"))
        .args([bc.to_str().unwrap(), "-o", out.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("cut.bc"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "previous");
}
