//! `-lsr-pressure-aware` (on by default): loop-reduce leaves the addresses
//! of a kernel the register predictor says spills under its cap when
//! pointer induction variables would add live values. sgemm_reg8x8_lb3
//! (`__launch_bounds__(256, 3)`, 80 registers) keeps its addresses and the
//! dump says why; with the knob off its tile loop gets pointer IVs; ptxas
//! spills fewer bytes with the default over sm_80 and sm_90 together (since
//! loop-reduce chains the B tile's rows on one pointer the two are close:
//! 332 against 328 bytes at sm_80, 360 against 376 at sm_90); both compute
//! the same buffers.

mod common;

use std::path::Path;

use common::{counted_run, warpsat};

fn spill_bytes(ptxas: &Path, ptx: &Path, arch: &str) -> u64 {
    let o = std::process::Command::new(ptxas)
        .arg(format!("-arch={arch}"))
        .args(["-v", "-o"])
        .arg(ptx.with_extension("cubin"))
        .arg(ptx)
        .output()
        .expect("ptxas runs");
    let log = String::from_utf8_lossy(&o.stderr).to_string();
    assert!(o.status.success(), "{log}");
    log.split(" bytes spill stores")
        .next()
        .and_then(|s| s.rsplit(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no spill stores in {log}"))
}

#[test]
fn a_kernel_that_spills_keeps_its_addresses() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let input = root.join("../shared/corpus/nvvm/sgemm_reg8x8_lb3.ll");
    let spec = root.join("tests/harness/sgemm_reg8x8_lb3.spec");
    let dir = tempfile::tempdir().expect("temporary directory");
    let compile_for = |name: &str, knobs: &str, arch: &str| {
        let out = dir.path().join(name);
        let (ok, _, err) = warpsat(&[
            input.to_str().unwrap(),
            "-O3",
            "--arch",
            arch,
            "-opt",
            knobs,
            "-o",
            out.to_str().unwrap(),
        ]);
        assert!(ok, "{err}");
        (out, err)
    };
    let compile = |name: &str, knobs: &str| compile_for(name, knobs, "sm_80");
    let (kept, err) = compile("kept.ptx", "-dump-lsr");
    assert!(
        err.contains("loop-reduce @sgemm_reg8x8_lb3: addresses kept: pointer IVs would raise")
            && err.contains("over its register cap")
            && !err.contains("= pointer IV"),
        "{err}"
    );
    let (reduced, err) = compile("reduced.ptx", "-dump-lsr -lsr-pressure-aware=0");
    assert!(
        err.contains("= pointer IV") && !err.contains("addresses kept"),
        "{err}"
    );
    let (_, want) = counted_run(&reduced, &spec);
    let (_, got) = counted_run(&kept, &spec);
    assert!(!want.is_empty());
    assert_eq!(want, got);
    if let Some(ptxas) = tests::tools::need("WARPSAT_PTXAS") {
        let (kept90, _) = compile_for("kept90.ptx", "-dump-lsr", "sm_90");
        let (reduced90, _) = compile_for("reduced90.ptx", "-lsr-pressure-aware=0", "sm_90");
        let k = spill_bytes(&ptxas, &kept, "sm_80") + spill_bytes(&ptxas, &kept90, "sm_90");
        let r = spill_bytes(&ptxas, &reduced, "sm_80") + spill_bytes(&ptxas, &reduced90, "sm_90");
        assert!(
            k < r,
            "spill stores at sm_80 + sm_90: {k} B kept, {r} B with pointer IVs"
        );
    }
}
