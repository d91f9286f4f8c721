//! The `slp` rule set end to end on the corpus's vec_pack_struct (its
//! particle_aos kernel, NVVM IR 2.0 form): at -O2 and -O3 the 16-byte
//! structs move with one `ld.global.v4` / `ld.global.nc.v4` / `st.global.v4`
//! each and the 8-byte one with `.v2`, five global memory instructions as
//! libNVVM emits; `-Rpass=slp-vectorizer` says so in seed 004's words; at
//! -O1 (seed 002: no SLP there) and with `-opt -vectorize-slp=0` every
//! access stays scalar. ptxas accepts each PTX, and `warpsat run` on the
//! IR and on each PTX gives the same checksums (contraction off: `-fmad=0`).

mod common;

use common::{checksums, warpsat};
use std::path::PathBuf;

fn input() -> PathBuf {
    common::tools::repo_root().join("../shared/corpus/nvvm/vec_pack_struct.ll")
}

const LAUNCH: &[&str] = &[
    "--kernel",
    "particle_aos",
    "--block",
    "64",
    "--arg",
    "i32:60",
    "--arg",
    "f32:0.5",
    "--arg",
    "f32[256]:random(-3,3)",
    "--arg",
    "f32[256]:random(-3,3)",
    "--arg",
    "f32[128]:random(-3,3)",
];

/// The global loads and stores of `ptx`, by mnemonic.
fn global_accesses(ptx: &str) -> Vec<String> {
    ptx.lines()
        .filter_map(|l| l.split_whitespace().next())
        .filter(|w| w.starts_with("ld.global") || w.starts_with("st.global"))
        .map(str::to_string)
        .collect()
}

#[test]
fn structs_move_as_vectors_at_o2_o3_only() {
    let dir = tempfile::tempdir().unwrap();
    let want = checksums(&input(), LAUNCH);
    // `uv`'s pair is read before `p`'s store: load-hoist moves it up, the
    // two being different `__restrict__` parameters.
    let packed = [
        "ld.global.v4.f32",
        "ld.global.nc.v4.f32",
        "ld.global.v2.f32",
        "st.global.v4.f32",
        "st.global.v2.f32",
    ];
    // Without contraction every level computes bit-identical results.
    for (level, extra, vectors) in [
        ("-O3", "", true),
        ("-O2", "", true),
        ("-O1", "", false),
        ("-O3", " -vectorize-slp=0", false),
    ] {
        let ptx = dir.path().join(format!("{level}{}.ptx", extra.len()));
        let opt = format!("-fmad=0{extra}");
        let (ok, _, err) = warpsat(&[
            "compile",
            input().to_str().unwrap(),
            level,
            "--arch",
            "sm_80",
            "-opt",
            &opt,
            "-o",
            ptx.to_str().unwrap(),
        ]);
        assert!(ok, "{err}");
        if let Some(px) = common::tools::need("WARPSAT_PTXAS") {
            common::assert_ptxas_accepts(&px, &ptx, "sm_80");
        }
        let text = std::fs::read_to_string(&ptx).unwrap();
        let acc = global_accesses(&text);
        if vectors {
            assert_eq!(acc, packed, "{level}: {text}");
        } else {
            assert!(
                acc.iter().all(|w| !w.contains(".v")),
                "{level} {extra:?}: {acc:?}"
            );
            assert_eq!(acc.len(), 16, "{level} {extra:?}: {acc:?}");
        }
        assert_eq!(checksums(&ptx, LAUNCH), want, "{level} {extra:?}");
    }
}

/// The standard error of `warpsat compile INPUT -O3 EXTRA... -o TMP`,
/// which must succeed.
fn compile_stderr(extra: &[&str]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("o.ptx");
    let (src, out) = (input(), out.to_str().unwrap().to_string());
    let mut args = vec!["compile", src.to_str().unwrap(), "-O3"];
    args.extend_from_slice(extra);
    args.extend_from_slice(&["-o", &out]);
    let (ok, _, err) = warpsat(&args);
    assert!(ok, "{err}");
    err
}

#[test]
fn remarks_say_what_was_packed() {
    let err = compile_stderr(&["-Rpass=slp-vectorizer"]);
    let lines: Vec<&str> = err
        .lines()
        .filter(|l| l.contains("slp-vectorizer"))
        .collect();
    assert_eq!(lines.len(), 5, "{err}");
    assert_eq!(
        lines
            .iter()
            .filter(|l| l.contains("Stores SLP vectorized with cost -3 and with tree size 4"))
            .count(),
        1,
        "{err}"
    );
    assert_eq!(
        lines
            .iter()
            .filter(|l| l.contains("SLP vectorized with cost -1 and with tree size 2"))
            .count(),
        2,
        "{err}"
    );
}

#[test]
fn dump_shows_the_groups_considered() {
    let err = compile_stderr(&["-opt", "-dump-slp=1"]);
    let lines: Vec<&str> = err
        .lines()
        .filter(|l| l.starts_with("slp: @particle_aos: "))
        .collect();
    // Three groups of loads (p, f, uv), two of stores (p, uv), and the
    // five decisions.
    let groups = |what: &str| lines.iter().filter(|l| l.contains(what)).count();
    assert_eq!(groups(": loads of f32 from "), 3, "{err}");
    assert_eq!(groups(": stores of f32 to "), 2, "{err}");
    assert_eq!(groups("vectorized with cost"), 5, "{err}");
    assert!(lines.iter().any(|l| l.ends_with("[+0 +4 +8 +12]")), "{err}");
}

/// Seed 004's register-pressure check, on a kernel at an occupancy cliff
/// (`tests/slp/cliff.ll`): packing its four adjacent loads into one `.v4`
/// would keep them live together and cross from 32 to 33 registers, so
/// -O3 keeps the scalar loads, says why, and ptxas agrees on 32 registers
/// (contraction off, so that the PTX computes bit for bit what the IR does).
#[test]
fn packing_that_would_cross_an_occupancy_cliff_is_undone() {
    let src = common::tools::repo_root().join("tests/slp/cliff.ll");
    let dir = tempfile::tempdir().unwrap();
    let ptx = dir.path().join("cliff.ptx");
    let (ok, _, err) = warpsat(&[
        "compile",
        src.to_str().unwrap(),
        "-O3",
        "--arch",
        "sm_80",
        "-Rpass-missed=slp-vectorizer",
        "-opt",
        "-fmad=0",
        "-o",
        ptx.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    assert!(
        err.contains(
            "4 x f32 loads at a pointer+0: packing would lower occupancy to 48 warps (33 registers) from 64 (32 registers)"
        ),
        "{err}"
    );
    let text = std::fs::read_to_string(&ptx).unwrap();
    let acc = global_accesses(&text);
    assert_eq!(acc.len(), 22 + 4 + 1, "{acc:?}");
    assert!(acc.iter().all(|w| !w.contains(".v")), "{acc:?}");
    if let Some(px) = common::tools::need("WARPSAT_PTXAS") {
        let regs = common::tools::ptxas_registers(&px, &text, "sm_80");
        assert!(regs.values().all(|&r| r <= 32), "{regs:?}");
    }
    let launch = [
        "--kernel",
        "cliff",
        "--block",
        "32",
        "--arg",
        "f32[21536]:random(-2,2)",
        "--arg",
        "f32[128]:random(-2,2)",
        "--arg",
        "f32[32]:zero",
    ];
    assert_eq!(checksums(&ptx, &launch), checksums(&src, &launch));
}
