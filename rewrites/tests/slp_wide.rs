//! The 256-bit vector accesses of the `slp` set on `tests/slp/wide.ll`:
//! from sm_100, eight floats or four doubles of a 32-byte aligned global
//! record move with one `.v8`/`.v4` access (PTX ISA 8.8); below sm_100, or
//! with 16-byte alignment proven, with 128-bit ones. Both interpreters
//! agree with the source and ptxas accepts the PTX.

mod common;

use common::{optimize, select_ptx};
use dialects::ir::Module;
use interp::diff::{compare, run_module, run_ptx_text};
use interp::spec::Spec;
use rewrites::slp::SlpConfig;
use rewrites::EgraphConfig;
use tests::tools;

fn source() -> Module {
    let path = tools::repo_root().join("tests/slp/wide.ll");
    let text = std::fs::read_to_string(&path).unwrap();
    llvm::import::import("wide.ll", &text).unwrap()
}

fn specs() -> Vec<Spec> {
    [
        "kernel f32x8\nblock 32\narg f32[256] random(-5,5)\narg f32[256] zero\narg f32 1.5",
        "kernel f64x4\nblock 32\narg f64[128] random(-5,5)\narg f64[128] zero\narg f64 -2.25",
        "kernel f32x8_align16\nblock 32\narg f32[256] random(-5,5)\narg f32[256] zero\narg f32 0.5",
    ]
    .iter()
    .map(|s| Spec::parse(&format!("{s}\nseed 3\n")).unwrap())
    .collect()
}

/// The global accesses of kernel `name` in `ptx`, by mnemonic.
fn accesses(ptx: &str, name: &str) -> Vec<String> {
    let start = ptx.find(&format!(".entry {name}(")).unwrap();
    let body = &ptx[start..];
    let body = &body[..body.find("\n}").unwrap()];
    body.lines()
        .filter_map(|l| l.split_whitespace().next())
        .filter(|w| w.starts_with("ld.global") || w.starts_with("st.global"))
        .map(str::to_string)
        .collect()
}

fn compiled(arch: &str) -> String {
    let before = source();
    let sm = arch[3..].parse().unwrap();
    let cfg = EgraphConfig {
        slp: Some(SlpConfig {
            sm,
            ..SlpConfig::default()
        }),
        ..EgraphConfig::default()
    };
    let (after, _) = optimize(&before, &cfg);
    let ptx = select_ptx(&after, arch, true);
    for spec in specs() {
        let want = run_module(&before, &spec).unwrap();
        let got = run_module(&after, &spec).unwrap();
        compare(&want, &got, None).unwrap_or_else(|e| panic!("{arch} {}: {e}", spec.kernel));
        let got = run_ptx_text("wide.ptx", &ptx, &spec).unwrap();
        compare(&want, &got, None).unwrap_or_else(|e| panic!("{arch} {} (PTX): {e}", spec.kernel));
    }
    if let Some(ptxas) = tools::need("WARPSAT_PTXAS") {
        let frames = tools::ptxas_stack_frames(&ptxas, &ptx, arch);
        assert_eq!(frames.len(), 3, "{arch}: {frames:?}");
    }
    ptx
}

#[test]
fn sm_100_moves_32_byte_records_in_one_access() {
    let ptx = compiled("sm_100");
    assert!(ptx.contains(".version 8.8"), "{ptx}");
    assert_eq!(
        accesses(&ptx, "f32x8"),
        ["ld.global.v8.f32", "st.global.v8.f32"]
    );
    assert_eq!(
        accesses(&ptx, "f64x4"),
        ["ld.global.v4.f64", "st.global.v4.f64"]
    );
    let narrow = accesses(&ptx, "f32x8_align16");
    assert_eq!(narrow.len(), 4, "{narrow:?}");
    assert!(narrow.iter().all(|a| a.ends_with(".v4.f32")), "{narrow:?}");
}

#[test]
fn before_sm_100_accesses_stay_within_128_bits() {
    let ptx = compiled("sm_90");
    for name in ["f32x8", "f64x4", "f32x8_align16"] {
        let acc = accesses(&ptx, name);
        assert_eq!(acc.len(), 4, "{name}: {acc:?}");
        assert!(
            acc.iter()
                .all(|a| a.ends_with(".v4.f32") || a.ends_with(".v2.f64")),
            "{name}: {acc:?}"
        );
    }
}
