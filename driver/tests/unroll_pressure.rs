//! `-unroll-pressure-aware=1`: runtime unroll factors checked against the
//! register predictor. On dgemv_exp the predictor says unrolling by 4
//! crosses the 32-register cliff (so the loop stays rolled, and the remark
//! gives the numbers); the rolled kernel computes what the unrolled one
//! does. Off by default: ptxas then gives the unrolled kernel 26 registers,
//! under the cliff, and the rolled one runs 50% more instructions.

mod common;

use std::path::Path;

use common::warpsat;

#[test]
fn pressure_aware_factors_keep_a_loop_rolled_and_say_why() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let input = root.join("../shared/corpus/nvvm/dgemv_double.ll");
    let spec = root.join("tests/harness/dgemv_exp.spec");
    let dir = tempfile::tempdir().expect("temporary directory");
    let (plain, aware) = (dir.path().join("plain.ptx"), dir.path().join("aware.ptx"));
    let compile = |out: &Path, extra: &[&str]| {
        let mut args = vec![
            input.to_str().unwrap(),
            "-O3",
            "--arch",
            "sm_80",
            "-Rpass=loop-unroll",
            "-Rpass-missed=loop-unroll",
            "-o",
            out.to_str().unwrap(),
        ];
        args.extend_from_slice(extra);
        let (ok, _, err) = warpsat(&args);
        assert!(ok, "{err}");
        err
    };
    let err = compile(&plain, &[]);
    assert!(
        err.contains("@dgemv_exp: unrolled loop ^_74 by a factor of 4"),
        "{err}"
    );
    let err = compile(&aware, &["-opt", "-unroll-pressure-aware=1"]);
    assert!(
        err.contains(
            "@dgemv_exp: loop ^_74 not unrolled: unrolling would lose occupancy: predicted 32 \
             registers and 64 warps per SM rolled; by 4: 36 registers, 48 warps per SM"
        ),
        "{err}"
    );
    let run = |ptx: &Path| common::counted_run(ptx, &spec);
    let (n_plain, s_plain) = run(&plain);
    let (n_aware, s_aware) = run(&aware);
    assert!(!s_plain.is_empty());
    assert_eq!(s_plain, s_aware);
    // The rolled loop runs more instructions (measured 8,310 against 12,460).
    assert!(n_aware > n_plain, "{n_aware} vs {n_plain}");
}
