//! The fused ops of the `fusion` rules through the whole backend: the
//! widening multiplies (`mul_wide_s`/`mul_wide_u`, selected as
//! `mul.wide.{s,u}{32,16}`) and the multiply-add (`mad_lo`, selected as
//! `mad.lo.s{16,32}`). The PTX computes what the input computes (PTX
//! interpreter against the nvvm interpreter on random and edge values),
//! and both LLVM exports write them back as LLVM instructions (extensions
//! and a multiply; a multiply and an add) that re-import and compute the
//! same.

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
        let (before, after, text) = fuse(rule);
        assert!(text.contains("nvvm.mul_wide_"), "{rule}: {text}");
        let ptx = ptx::print::print_module(&isel::select_module(&after, "sm_80").unwrap());
        for w in want {
            assert!(ptx.contains(w), "{rule}: no {w} in\n{ptx}");
        }
        agrees_everywhere(rule, "mul_wide", &before, &after, &ptx, &specs(inputs));
    }
}

/// The rule file's module, and the same after the `fusion` set (verified)
/// with its text.
fn fuse(rule: &str) -> (dialects::ir::Module, dialects::ir::Module, String) {
    let before = source(rule);
    let mut after = before.clone();
    let cfg = EgraphConfig {
        sets: vec!["fusion".into()],
        ..EgraphConfig::default()
    };
    optimize_module(&mut after, &cfg);
    dialects::verify::verify_module(&after).unwrap();
    let text = dialects::text::print_module(&after);
    (before, after, text)
}

/// `after` (the fusion rules' result on `before`) computes what `before`
/// does in the nvvm interpreter, as PTX (`ptx`), and after both LLVM
/// exports, which must spell the nvvm-only op `op` as LLVM instructions;
/// ptxas assembles the PTX.
fn agrees_everywhere(
    rule: &str,
    op: &str,
    before: &dialects::ir::Module,
    after: &dialects::ir::Module,
    ptx: &str,
    specs: &[Spec],
) {
    let modern = llvm::export::export_modern(after).unwrap();
    assert!(!modern.contains(op), "{modern}");
    let back = llvm::import::import("back.ll", &modern).unwrap();
    let nvvm = llvm::export::export_nvvm(after).unwrap();
    let back_nvvm = llvm::import::import("back_nvvm.ll", &nvvm).unwrap();
    for spec in specs {
        let want = run_module(before, spec).unwrap();
        let got = run_module(after, spec).unwrap();
        compare(&want, &got, None).unwrap_or_else(|e| panic!("{rule} {}: {e}", spec.kernel));
        let got = run_ptx_text("fused.ptx", ptx, spec).unwrap();
        compare(&want, &got, None).unwrap_or_else(|e| panic!("{rule} {} (PTX): {e}", spec.kernel));
        for (form, m) in [("modern", &back), ("nvvm", &back_nvvm)] {
            let got = run_module(m, spec).unwrap();
            compare(&want, &got, None)
                .unwrap_or_else(|e| panic!("{rule} {} ({form} export): {e}", spec.kernel));
        }
    }
    if let Some(ptxas) = tools::need("WARPSAT_PTXAS") {
        let frames = tools::ptxas_stack_frames(&ptxas, ptx, "sm_80");
        assert_eq!(frames.len(), 2, "{frames:?}");
    }
}

fn mad_specs() -> Vec<Spec> {
    let edge =
        "arg i32[64] values(0,1,-1,2,65535,-65536,2147483647,-2147483648,46341,32768,-32768)\n";
    ["fires", "keeps"]
        .iter()
        .flat_map(|k| {
            [
                format!(
                    "kernel {k}\nblock 256\narg i32[256] random\narg i32[256] random\narg i64[256] uninit\nseed 5\n"
                ),
                format!("kernel {k}\nblock 64\n{edge}{edge}arg i64[64] uninit\n"),
            ]
        })
        .map(|s| Spec::parse(&s).unwrap())
        .collect()
}

#[test]
fn multiply_adds_select_one_to_one_and_export_back() {
    for rule in ["mad-lo", "mad-lo-rhs"] {
        let (before, after, text) = fuse(rule);
        // i32 and i16; the i64 multiply-add stays a multiply and an add.
        assert_eq!(text.matches("nvvm.mad_lo").count(), 2, "{rule}: {text}");
        let ptx = ptx::print::print_module(&isel::select_module(&after, "sm_80").unwrap());
        assert!(!ptx.contains("mad.lo.s64"), "{rule}:\n{ptx}");
        for w in ["mad.lo.s32", "mad.lo.s16"] {
            assert!(ptx.contains(w), "{rule}: no {w} in\n{ptx}");
        }
        agrees_everywhere(rule, "mad_lo", &before, &after, &ptx, &mad_specs());
    }
}

/// The verifier types `mad_lo`: three operands of one i16/i32/i64 type.
#[test]
fn verifier_types_mad_lo() {
    let bad = "func kernel @k(%a: i32, %b: i64) {\n^entry:\n  %x = nvvm.mad_lo %a, %a, %b : i32\n  nvvm.ret\n}\n";
    let m = dialects::text::parse_module("bad.wir", bad);
    let err = match m {
        Ok(m) => dialects::verify::verify_module(&m)
            .unwrap_err()
            .iter()
            .map(|e| e.to_string())
            .collect::<Vec<_>>()
            .join("\n"),
        Err(e) => e.to_string(),
    };
    assert!(
        err.contains("expects three i16, i32 or i64 operands"),
        "{err}"
    );
}
