//! All of NVIDIA's libdevice (about 700 math functions written with
//! hundreds of nvvm intrinsics) compiles at -O0 and -O3 for sm_80 and
//! sm_90, and ptxas accepts the PTX: a broad check of intrinsic coverage.
//! The bitcode is turned into text with llvm-dis-16 (beside llc-16 from
//! `scripts/setup-tools.sh`); without the tools the test skips (counted
//! in a summary line), or fails under `WARPSAT_REQUIRE_TOOLS=1`.

use std::path::PathBuf;
use std::process::Command;

use tests::tools;

fn llvm_dis() -> Option<PathBuf> {
    let llc = tools::need("WARPSAT_LLC")?;
    let name = llc
        .file_name()?
        .to_string_lossy()
        .replace("llc", "llvm-dis");
    let dis = llc.with_file_name(name);
    if !dis.exists() {
        tools::missing("llvm-dis", &format!("{} does not exist", dis.display()));
        return None;
    }
    Some(dis)
}

#[test]
fn libdevice_compiles_and_assembles() {
    let found = tools::need_all(&["WARPSAT_LIBDEVICE", "WARPSAT_PTXAS"]);
    let (Some([bc, px]), Some(dis)) = (
        found.and_then(|v| <[PathBuf; 2]>::try_from(v).ok()),
        llvm_dis(),
    ) else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let ll = dir.path().join("libdevice.ll");
    let o = Command::new(&dis)
        .arg(&bc)
        .arg("-o")
        .arg(&ll)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    for (level, arch) in [("-O0", "sm_80"), ("-O3", "sm_90")] {
        let ptx = dir.path().join(format!("ld_{arch}.ptx"));
        let o = Command::new(env!("CARGO_BIN_EXE_warpsat"))
            .args([ll.to_str().unwrap(), level, "--arch", arch, "-o"])
            .arg(&ptx)
            .output()
            .unwrap();
        assert!(
            o.status.success(),
            "{level} {arch}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        let text = std::fs::read_to_string(&ptx).unwrap();
        let funcs = text.matches(".func ").count();
        assert!(funcs > 600, "{funcs} functions");
        let o = Command::new(&px)
            .arg(format!("-arch={arch}"))
            .arg("-c")
            .arg(&ptx)
            .arg("-o")
            .arg(ptx.with_extension("cubin"))
            .output()
            .unwrap();
        assert!(
            o.status.success(),
            "{level} {arch}: {}",
            String::from_utf8_lossy(&o.stderr)
                .lines()
                .take(10)
                .collect::<Vec<_>>()
                .join("\n")
        );
    }
}
