//! The widening multiplies (`mul_wide_s`/`mul_wide_u`, from the `fusion`
//! rules) through the whole backend: selected one to one as
//! `mul.wide.{s,u}{32,16}`, the PTX computes what the input computes (PTX
//! interpreter against the nvvm interpreter on random and edge values),
//! and both LLVM exports write them back as extensions and a multiply that
//! re-import and compute the same.

use interp::diff::{compare, run_module, run_ptx_text};
use interp::spec::Spec;
use rewrites::{optimize_module, EgraphConfig};
use tests::tools;

fn source(rule: &str) -> dialects::ir::Module {
    let path = tools::repo_root().join(format!("tests/filetests/egraph/fusion/{rule}.ll"));
    let text = std::fs::read_to_string(&path).unwrap();
    llvm::import::import(&path.to_string_lossy(), &text).unwrap()
}

fn specs(inputs: usize) -> Vec<Spec> {
    let ins = "arg i32[256] random\n".repeat(inputs);
    let edge =
        "arg i32[64] values(0,1,-1,2,65535,-65536,2147483647,-2147483648,46341,32768,-32768)\n"
            .repeat(inputs);
    ["fires", "keeps"]
        .iter()
        .flat_map(|k| {
            [
                format!("kernel {k}\nblock 256\n{ins}arg i64[256] uninit\nseed 3\n"),
                format!("kernel {k}\nblock 64\n{edge}arg i64[64] uninit\n"),
            ]
        })
        .map(|s| Spec::parse(&s).unwrap())
        .collect()
}

#[test]
fn widening_multiplies_select_one_to_one_and_export_back() {
    for (rule, inputs, want) in [
        ("mul-wide-s", 2, &["mul.wide.s32", "mul.wide.s16"][..]),
        ("mul-wide-u", 2, &["mul.wide.u32", "mul.wide.u16"][..]),
        ("mul-wide-s-const", 1, &["mul.wide.s32"][..]),
        ("mul-wide-u-const", 1, &["mul.wide.u32"][..]),
    ] {
        let before = source(rule);
        let mut after = before.clone();
        let cfg = EgraphConfig {
            sets: vec!["fusion".into()],
            ..EgraphConfig::default()
        };
        optimize_module(&mut after, &cfg);
        dialects::verify::verify_module(&after).unwrap();
        let text = dialects::text::print_module(&after);
        assert!(text.contains("nvvm.mul_wide_"), "{rule}: {text}");
        let ptx = ptx::print::print_module(&isel::select_module(&after, "sm_80").unwrap());
        for w in want {
            assert!(ptx.contains(w), "{rule}: no {w} in\n{ptx}");
        }
        let modern = llvm::export::export_modern(&after).unwrap();
        assert!(!modern.contains("mul_wide"), "{modern}");
        let back = llvm::import::import("back.ll", &modern).unwrap();
        let nvvm = llvm::export::export_nvvm(&after).unwrap();
        let back_nvvm = llvm::import::import("back_nvvm.ll", &nvvm).unwrap();
        for spec in specs(inputs) {
            let want = run_module(&before, &spec).unwrap();
            let got = run_module(&after, &spec).unwrap();
            compare(&want, &got, None).unwrap_or_else(|e| panic!("{rule} {}: {e}", spec.kernel));
            let got = run_ptx_text("mw.ptx", &ptx, &spec).unwrap();
            compare(&want, &got, None)
                .unwrap_or_else(|e| panic!("{rule} {} (PTX): {e}", spec.kernel));
            for (form, m) in [("modern", &back), ("nvvm", &back_nvvm)] {
                let got = run_module(m, &spec).unwrap();
                compare(&want, &got, None)
                    .unwrap_or_else(|e| panic!("{rule} {} ({form} export): {e}", spec.kernel));
            }
        }
        if let Some(ptxas) = tools::need("WARPSAT_PTXAS") {
            let frames = tools::ptxas_stack_frames(&ptxas, &ptx, "sm_80");
            assert_eq!(frames.len(), 2, "{frames:?}");
        }
    }
}
