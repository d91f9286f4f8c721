//! All of NVIDIA's libdevice (about 700 math functions written with
//! hundreds of nvvm intrinsics) compiles at -O0 and -O3 for sm_80 and
//! sm_90, and ptxas accepts the PTX: a broad check of intrinsic coverage.
//! The bitcode is turned into text with llvm-dis-16 (beside llc-16 from
//! `scripts/setup-tools.sh`); without the tools the test says so and
//! passes.

use std::path::PathBuf;
use std::process::Command;

use driver::compare::tools::tool;

fn llvm_dis() -> Option<PathBuf> {
    let llc = tool("WARPSAT_LLC")?;
    let name = llc
        .file_name()?
        .to_string_lossy()
        .replace("llc", "llvm-dis");
    Some(llc.with_file_name(name)).filter(|p| p.exists())
}

#[test]
fn libdevice_compiles_and_assembles() {
    let (Some(bc), Some(dis)) = (tool("WARPSAT_LIBDEVICE"), llvm_dis()) else {
        eprintln!("libdevice or llvm-dis-16 not found (run scripts/setup-tools.sh): skipped");
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
    let ptxas = tool("WARPSAT_PTXAS");
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
        if let Some(px) = &ptxas {
            let o = Command::new(px)
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
}
