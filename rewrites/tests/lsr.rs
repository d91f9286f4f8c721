//! Loop strength reduction (`rewrites::lsr`) on `tests/lsr/loops.ll`:
//! which addresses get a pointer induction variable, with what offset and
//! stride (snapshot; loop-invariant steps as in pitched walks included),
//! (chains of rows at multiples of one loop-invariant distance, `or`s of
//! disjoint bits read as sums, 32-bit indices stepped in 32 bits where
//! their extension does not distribute), and that every kernel computes
//! the same buffers before and after for trip counts 0, 1, 2, 3, 4, 5 and
//! 37, on the nvvm
//! interpreter and, selected to PTX, on the PTX interpreter; ptxas
//! accepts the PTX.

use dialects::ir::Module;
use interp::diff::{compare, run_module, run_ptx_text};
use interp::spec::Spec;
use tests::tools;

fn source() -> String {
    std::fs::read_to_string(tools::repo_root().join("tests/lsr/loops.ll")).unwrap()
}

/// Runs the pass on every function; one line per reduced address.
fn reduce(m: &mut Module) -> Vec<String> {
    let mut lines = Vec::new();
    for f in m.funcs.values_mut() {
        let name = f.name.clone();
        let Some(body) = f.body.as_mut() else {
            continue;
        };
        for r in rewrites::lsr::reduce(body) {
            let label = |v| {
                body.dfg.value_names[v]
                    .clone()
                    .unwrap_or_else(|| format!("{v}"))
            };
            if r.narrow {
                lines.push(format!("@{name}: %{} = narrow index iv", label(r.addr)));
                continue;
            }
            let stride = r.stride.map_or("invariant".to_string(), |s| s.to_string());
            let chain = r.chain.map_or(String::new(), |c| format!("{c}·d + "));
            lines.push(format!(
                "@{name}: %{} = iv + {chain}{} (stride {stride})",
                label(r.addr),
                r.offset
            ));
        }
    }
    lines
}

/// A pitched walk: `n` rows (at most 37) of pitch 2 over `x[80]`.
fn pitched(k: &str, n: i64) -> String {
    format!(
        "kernel {k}\nblock 1\narg f32[80] random(-4,4)\narg f32[1] zero\narg i32 {}\narg i32 2\n",
        n.min(37)
    )
}

fn specs(n: i64) -> Vec<Spec> {
    let two = |k: &str, ty: &str, n: i64| {
        format!(
            "kernel {k}\nblock 1\narg {ty}[80] random(-50,50)\narg {ty}[80] zero\narg i32 {n}\n"
        )
    };
    let mut out = [
        two("fwd", "f32", n),
        two("rev", "f32", n),
        two("wrap", "i32", n),
        two("nowrap", "i32", n),
        format!("kernel wide\nblock 1\narg f32[80] random(-4,4)\narg f32[80] zero\narg i64 {}\n", 2 * n),
        format!("kernel strided\nblock 2\narg f32[80] random(-4,4)\narg f32[2] zero\narg i32 {}\narg i32 2\n", n.min(39)),
        pitched("pitched", n),
        pitched("pitched_down", n),
        pitched("pitched_wrap", n),
        pitched("pitched_bare", n),
        pitched("rowgep", n),
        format!(
            "kernel chain\nblock 32\narg f32[256] random(-4,4)\narg f32[32] zero\narg i32 {}\narg i32 2\n",
            n.min(37)
        ),
        format!(
            "kernel orjoin\nblock 32\narg f32[256] random(-4,4)\narg f32[32] zero\narg i32 {}\n",
            n.min(37)
        ),
        format!(
            "kernel narrow\nblock 32\narg f32[96] random(-4,4)\narg f32[32] zero\narg i32 {}\narg i32 1\narg i32 2\n",
            n.min(37)
        ),
    ];
    out.iter_mut().for_each(|s| s.push_str("seed 7\n"));
    out.iter().map(|s| Spec::parse(s).unwrap()).collect()
}

#[test]
fn affine_addresses_become_pointer_ivs_and_compute_the_same() {
    let before = llvm::import::import("loops.ll", &source()).unwrap();
    let mut after = before.clone();
    let lines = reduce(&mut after);
    dialects::verify::verify_module(&after).unwrap();
    let count = |k: &str| {
        lines
            .iter()
            .filter(|l| l.starts_with(&format!("@{k}:")))
            .count()
    };
    for (k, n) in [
        ("fwd", 3),
        ("rev", 2),
        ("strided", 1),
        ("wrap", 0),
        ("nowrap", 2),
        ("wide", 2),
        ("pitched", 3),
        ("pitched_down", 3),
        ("pitched_wrap", 0),
        ("pitched_bare", 0),
        ("rowgep", 1),
        ("chain", 4),
        ("orjoin", 2),
        ("narrow", 1),
    ] {
        assert_eq!(count(k), n, "@{k}: {lines:#?}");
    }
    let ptx = isel::select_module(&after, "sm_80").unwrap();
    let text = ptx::print::print_module(&ptx);
    for n in [0, 1, 2, 3, 4, 5, 37] {
        for spec in specs(n) {
            let want = run_module(&before, &spec).unwrap();
            let got = run_module(&after, &spec).unwrap();
            compare(&want, &got, None).unwrap_or_else(|e| panic!("{} n={n}: {e}", spec.kernel));
            let got = run_ptx_text("lsr.ptx", &text, &spec).unwrap();
            compare(&want, &got, None)
                .unwrap_or_else(|e| panic!("{} n={n} (PTX): {e}", spec.kernel));
            if n >= 3 {
                let out = &want.buffers[1].0;
                assert!(
                    out.iter().any(|&b| b != 0),
                    "{} n={n}: the output is all zero",
                    spec.kernel
                );
            }
        }
    }
    if let Some(ptxas) = tools::need("WARPSAT_PTXAS") {
        let frames = tools::ptxas_stack_frames(&ptxas, &text, "sm_80");
        assert_eq!(frames.len(), 14, "{frames:?}");
    }
}

#[test]
fn lsr_decisions_snapshot() {
    let mut m = llvm::import::import("loops.ll", &source()).unwrap();
    let text = reduce(&mut m).join("\n");
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../../snapshots/lsr");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!("loops_decisions", text));
}
