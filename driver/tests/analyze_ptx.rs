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

/// `--ptxas` puts ptxas's registers and spills beside the predictions and
/// the machine pass's max-live; IR input is refused with a usage error.
#[test]
fn analyze_ptxas_rows() {
    let input = corpus("nvvm/sgemm_reg8x8_lb3.ll");
    if !tools::need_corpus(&input) {
        return;
    }
    let warpsat = |args: &[&std::ffi::OsStr]| {
        Command::new(env!("CARGO_BIN_EXE_warpsat"))
            .args(args)
            .output()
            .unwrap()
    };
    let o = warpsat(&["analyze".as_ref(), input.as_os_str(), "--ptxas".as_ref()]);
    assert!(!o.status.success());
    assert!(String::from_utf8_lossy(&o.stderr).contains("--ptxas needs PTX input"));
    let Some(px) = tools::need("WARPSAT_PTXAS") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let ptx = dir.path().join("lb3.ptx");
    let o = warpsat(&[
        input.as_os_str(),
        "-O3".as_ref(),
        "--arch".as_ref(),
        "sm_80".as_ref(),
        "-o".as_ref(),
        ptx.as_os_str(),
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let o = warpsat(&["analyze".as_ref(), ptx.as_os_str(), "--ptxas".as_ref()]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let r = String::from_utf8_lossy(&o.stdout).into_owned();
    // The launch bounds (3 blocks of 256) cap the target at 80; the
    // default target (70) is lower.
    assert!(r.contains("  nv-remat-block     max-live "), "{r}");
    assert!(r.contains("target 70"), "{r}");
    let used = ptxas_registers(&px, "sm_80", &ptx, "sgemm_reg8x8_lb3");
    assert!(
        r.contains(&format!("@sgemm_reg8x8_lb3: {used} registers, ")),
        "{r}"
    );
}

/// The registers `ptxas -v` reports for entry `kernel` of file `ptx`.
fn ptxas_registers(px: &std::path::Path, arch: &str, ptx: &std::path::Path, kernel: &str) -> i64 {
    let v = Command::new(px)
        .arg(format!("-arch={arch}"))
        .arg("-v")
        .arg(ptx)
        .arg("-o")
        .arg(ptx.with_extension("cubin"))
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&v.stderr);
    text.split(&format!("Compiling entry function '{kernel}'"))
        .nth(1)
        .and_then(|t| t.split("Used ").nth(1))
        .and_then(|t| t.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{text}"))
}

/// Calls in the register prediction: a direct call adds the callee's
/// registers to those held across it, an indirect call follows the ABI
/// (return address in R20:R21); both within 2 of ptxas where it runs.
#[test]
fn calls_are_predicted_as_ptxas_allocates_them() {
    let indirect = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/run/indirect_call.ll");
    let direct = corpus("nvvm/noinline_call.ll");
    let mut cases = vec![(indirect, "k", "ABI call")];
    if tools::need_corpus(&direct) {
        cases.push((direct, "poly_apply", "held across a call + callee"));
    }
    let px = tools::need("WARPSAT_PTXAS");
    let dir = tempfile::tempdir().unwrap();
    for (input, kernel, basis) in cases {
        for arch in ["sm_80", "sm_90"] {
            let ptx = dir.path().join(format!("{kernel}.{arch}.ptx"));
            let o = Command::new(env!("CARGO_BIN_EXE_warpsat"))
                .arg(&input)
                .args(["-O3", "--arch", arch, "-o"])
                .arg(&ptx)
                .output()
                .unwrap();
            assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
            let o = Command::new(env!("CARGO_BIN_EXE_warpsat"))
                .arg("analyze")
                .arg(&ptx)
                .args(["--arch", arch])
                .output()
                .unwrap();
            assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
            let r = String::from_utf8_lossy(&o.stdout).into_owned();
            let line = r
                .split(&format!("kernel @{kernel}\n"))
                .nth(1)
                .and_then(|t| t.lines().find(|l| l.contains("predicted regs")))
                .unwrap_or_else(|| panic!("{r}"))
                .to_string();
            assert!(line.contains(basis), "{line}");
            let predicted: i64 = line
                .split_whitespace()
                .nth(2)
                .and_then(|n| n.parse().ok())
                .unwrap_or_else(|| panic!("{line}"));
            if basis == "ABI call" {
                assert_eq!(predicted, 24, "{line}");
            }
            let Some(px) = &px else {
                continue;
            };
            let used = ptxas_registers(px, arch, &ptx, kernel);
            assert!(
                (predicted - used).abs() <= 2,
                "{kernel} {arch}: predicted {predicted}, ptxas {used}\n{line}"
            );
        }
    }
}
