//! LLVM 22's scoped mbarrier intrinsics (`tests/mbarrier/scoped.ll`) are
//! selected as llc spells them and assembled by ptxas. Before, the
//! arrivals were read as the old unscoped `arrive` (dropping the count and
//! the expected transaction count) and the waits were refused.

use std::path::PathBuf;

mod common;

#[test]
fn scoped_mbarrier_operations_are_spelled_as_llc_spells_them() {
    let src = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/mbarrier/scoped.ll");
    let dir = tempfile::tempdir().unwrap();
    for level in ["-O0", "-O2"] {
        let ptx = dir.path().join(format!("k{level}.ptx"));
        common::compile_checked(&src, &ptx, level, "sm_90");
        let text = std::fs::read_to_string(&ptx).unwrap();
        for want in [
            "mbarrier.arrive.shared.b64 \t%rd",
            "mbarrier.arrive.relaxed.cluster.shared.b64 \t%rd",
            "mbarrier.arrive.expect_tx.shared.b64 \t%rd",
            "mbarrier.arrive_drop.expect_tx.release.cluster.shared.b64 \t%rd",
            "mbarrier.arrive.release.cluster.shared::cluster.b64 \t_, [%rd",
            "mbarrier.expect_tx.relaxed.cta.shared.b64 \t[bar], 128;",
            "mbarrier.complete_tx.relaxed.cluster.shared::cluster.b64 \t[%rd",
            "mbarrier.try_wait.shared.b64 \t%p",
            "mbarrier.try_wait.parity.relaxed.cluster.shared.b64 \t%p",
            "mbarrier.test_wait.acquire.cluster.shared.b64 \t%p",
            "mbarrier.test_wait.parity.shared.b64 \t%p",
            ", 1000;",
            ".version 8.6",
        ] {
            assert!(text.contains(want), "no {want} at {level} in\n{text}");
        }
    }
    let (ok, _, err) = common::warpsat(&[
        src.to_str().unwrap(),
        "--arch",
        "sm_80",
        "-o",
        dir.path().join("old.ptx").to_str().unwrap(),
    ]);
    assert!(
        !ok && err.contains("scoped.ll:13:") && err.contains("sm_90"),
        "{err}"
    );
}

/// `st.async` into another CTA's shared memory (`tests/mbarrier/st_async.ll`),
/// scalar and vector, assembled by ptxas; the interpreters do not run it.
#[test]
fn async_stores_complete_on_a_cluster_mbarrier() {
    let src = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/mbarrier/st_async.ll");
    let dir = tempfile::tempdir().unwrap();
    for level in ["-O0", "-O2"] {
        let ptx = dir.path().join(format!("k{level}.ptx"));
        common::compile_checked(&src, &ptx, level, "sm_90");
        let text = std::fs::read_to_string(&ptx).unwrap();
        for want in [
            "st.async.shared::cluster.mbarrier::complete_tx::bytes.b32 \t[%rd",
            "st.async.shared::cluster.mbarrier::complete_tx::bytes.b64 \t[%rd",
            "st.async.shared::cluster.mbarrier::complete_tx::bytes.v4.b32 \t[%rd",
            ".version 8.1",
        ] {
            assert!(text.contains(want), "no {want} at {level} in\n{text}");
        }
    }
    let out = dir.path().join("r.ptx");
    let (ok, _, err) = common::warpsat(&[
        src.to_str().unwrap(),
        "--arch",
        "sm_80",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(!ok && !out.exists() && err.contains("needs sm_90"), "{err}");
}
