//! Pointer induction variables sharing one offset (`rewrites::ivshare`) on
//! `tests/ivshare/pointers.ll`: which loops get a shared variable, a pointer
//! or an offset, and for how many pointers (snapshot, with the rewritten
//! `bytes8` and the loop of `twobase8`), and that every
//! kernel computes the same buffers before and after for trip counts 0, 1,
//! 2, 3 and 5, on the nvvm interpreter and, selected to PTX, on the PTX
//! interpreter; ptxas accepts the PTX.

use dialects::ir::Module;
use interp::diff::{compare, run_module, run_ptx_text};
use interp::spec::Spec;
use tests::tools;

fn source() -> String {
    std::fs::read_to_string(tools::repo_root().join("tests/ivshare/pointers.ll")).unwrap()
}

/// Runs the pass on every function; one line per group.
fn share(m: &mut Module) -> Vec<String> {
    let mut lines = Vec::new();
    for f in m.funcs.values_mut() {
        let name = f.name.clone();
        let Some(body) = f.body.as_mut() else {
            continue;
        };
        for g in rewrites::ivshare::share(body) {
            let kind = if g.common_base { "pointer" } else { "offset" };
            lines.push(format!("@{name}: {} pointers share one {kind}", g.pointers));
        }
    }
    lines
}

fn specs(n: i64) -> Vec<Spec> {
    let k = |name: &str, stride: i64| {
        format!(
            "kernel {name}\nblock 4\narg f32[200] random(-4,4)\narg f32[4] zero\narg i32 {n}\narg i64 {stride}\nseed 7\n"
        )
    };
    [
        k("bytes8", 32),
        k("bytes12", 36),
        k("scaled8", 8),
        k("seven", 32),
        k("escapes", 32),
        k("twobase8", 32),
    ]
    .iter()
    .map(|s| Spec::parse(s).unwrap())
    .collect()
}

#[test]
fn pointers_with_one_stride_share_an_offset_and_compute_the_same() {
    let before = llvm::import::import("pointers.ll", &source()).unwrap();
    let mut after = before.clone();
    let lines = share(&mut after);
    dialects::verify::verify_module(&after).unwrap();
    let count = |k: &str| {
        lines
            .iter()
            .find(|l| l.starts_with(&format!("@{k}:")))
            .map_or(0, |l| {
                l.split(' ').nth(1).unwrap().parse::<usize>().unwrap()
            })
    };
    for (k, n) in [
        ("bytes8", 8),
        ("bytes12", 12),
        ("scaled8", 8),
        ("seven", 0),
        ("escapes", 0),
    ] {
        assert_eq!(count(k), n, "@{k}: {lines:#?}");
    }
    let ptx = isel::select_module(&after, "sm_80").unwrap();
    let text = ptx::print::print_module(&ptx);
    for n in [0, 1, 2, 3, 5] {
        for spec in specs(n) {
            let want = run_module(&before, &spec).unwrap();
            let got = run_module(&after, &spec).unwrap();
            compare(&want, &got, None).unwrap_or_else(|e| panic!("{} n={n}: {e}", spec.kernel));
            let got = run_ptx_text("ivshare.ptx", &text, &spec).unwrap();
            compare(&want, &got, None)
                .unwrap_or_else(|e| panic!("{} n={n} (PTX): {e}", spec.kernel));
            if n >= 1 {
                assert!(
                    want.buffers[1].0.iter().any(|&b| b != 0),
                    "{} n={n}: the output is all zero",
                    spec.kernel
                );
            }
        }
    }
    if let Some(ptxas) = tools::need("WARPSAT_PTXAS") {
        let frames = tools::ptxas_stack_frames(&ptxas, &text, "sm_80");
        assert_eq!(frames.len(), 6, "{frames:?}");
    }
}

#[test]
fn ivshare_snapshot() {
    let mut m = llvm::import::import("pointers.ll", &source()).unwrap();
    let lines = share(&mut m).join("\n");
    let ir = dialects::text::print_module(&m);
    let start = ir.find("@bytes8(").expect("bytes8 printed");
    let start = ir[..start].rfind('\n').map_or(0, |i| i + 1);
    let end = ir[start..].find("\n}").map_or(ir.len(), |i| start + i + 2);
    let loop_of = |name: &str| {
        let at = ir.find(&format!("@{name}(")).expect("printed");
        let from = at + ir[at..].find("\n^loop(").expect("a loop") + 1;
        let to = from + ir[from..].find("\n^exit").expect("an exit");
        ir[from..to].to_string()
    };
    let text = format!(
        "{lines}\n\n{}\n\n@twobase8's loop:\n{}",
        &ir[start..end],
        loop_of("twobase8")
    );
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../../snapshots/ivshare");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!("bytes8_after", text));
}
