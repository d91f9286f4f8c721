//! Switch lowering (`isel` control.rs): the compare tree computes what the
//! switch does, on `tests/switch/switch.ll` (sparse i32 cases, i64 cases
//! on both sides of zero, i8 cases across the sign bit), selected directly
//! and compiled at -O3 (where the case blocks fold into edges that carry
//! block arguments), on the PTX interpreter against the nvvm interpreter;
//! ptxas accepts the PTX; dispatch is a tree, not a chain.

mod common;

use interp::diff::{compare, run_module, run_ptx_text};
use interp::spec::Spec;

fn source() -> String {
    std::fs::read_to_string(common::tools::repo_root().join("tests/switch/switch.ll")).unwrap()
}

fn specs() -> Vec<Spec> {
    let mut out = Vec::new();
    for seed in 1..=4 {
        for (k, arg) in [
            ("sw32", "i32[64] random(-3,24)"),
            ("sw64", "i64[64] random(-8,8)"),
            ("sw8", "i8[64] random(-128,127)"),
        ] {
            let y = if k == "sw64" { "i64[64]" } else { "i32[64]" };
            let text = format!("kernel {k}\nblock 64\narg {arg}\narg {y} zero\nseed {seed}\n");
            out.push(Spec::parse(&text).unwrap());
        }
    }
    out
}

#[test]
fn switch_trees_compute_what_the_switch_does() {
    let src = source();
    let m = llvm::import::import("switch.ll", &src).unwrap();
    let direct = ptx::print::print_module(&isel::select_module(&m, "sm_80").unwrap());
    let o3 = common::compile_source("switch.ll", &src, &["-O3", "--arch", "sm_80"]);
    for spec in specs() {
        let want = run_module(&m, &spec).unwrap();
        for (what, ptx) in [("selected", &direct), ("-O3", &o3)] {
            let got = run_ptx_text("switch.ptx", ptx, &spec).unwrap();
            compare(&want, &got, None)
                .unwrap_or_else(|e| panic!("{} ({what}): {e}\n{ptx}", spec.kernel));
        }
    }
    // A tree: sw32's nine cases take three `setp.lt` splits and nine
    // equality tests, and no leaf tests more than three in a row.
    let sw32 = direct
        .split(".entry sw64")
        .next()
        .unwrap()
        .split(".entry sw32")
        .nth(1)
        .unwrap();
    assert_eq!(sw32.matches("setp.lt.u32").count(), 3, "{sw32}");
    assert_eq!(sw32.matches("setp.eq.u32").count(), 9, "{sw32}");
    if let Some(ptxas) = common::tools::need("WARPSAT_PTXAS") {
        let dir = tempfile::tempdir().unwrap();
        for (name, ptx) in [("direct", &direct), ("o3", &o3)] {
            let p = dir.path().join(format!("{name}.ptx"));
            std::fs::write(&p, ptx).unwrap();
            common::assert_ptxas_accepts(&ptxas, &p, "sm_80");
        }
    }
}
