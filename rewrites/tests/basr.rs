//! Base-address strength reduction (`rewrites::basr`, the `base-address-sr`
//! pass): what it chains on the corpus kernel remat_live and on a small
//! kernel with near misses, snapshotted in `snapshots/basr`, with the
//! nvvm interpreter agreeing before and after.

use std::path::{Path, PathBuf};

use dialects::ir::Module;
use interp::diff::{compare, run_module};
use interp::spec::Spec;
use rewrites::basr::{strength_reduce, Chained};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Runs the pass on every kernel (parameters free); the chained sums, printed.
fn run(m: &mut Module) -> (Vec<Chained>, String) {
    let mut all = Vec::new();
    let mut text = String::new();
    for (_, f) in m.funcs.iter_mut() {
        let kernel = f.kernel;
        let name = f.name.clone();
        let Some(body) = f.body.as_mut() else {
            continue;
        };
        let free = match (kernel, body.entry()) {
            (true, Some(e)) => body.dfg.block_params(e).to_vec(),
            _ => Vec::new(),
        };
        let done = strength_reduce(body, &free);
        let label = |v| {
            body.dfg.value_names[v]
                .clone()
                .map_or_else(|| format!("{v}"), |n| format!("%{n}"))
        };
        for c in &done {
            text += &format!(
                "@{name}: {} = {} {} {}\n",
                label(c.value),
                label(c.base),
                if c.sub { "-" } else { "+" },
                label(c.step)
            );
        }
        all.extend(done);
    }
    (all, text)
}

fn snapshot(name: &str, value: &str) {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../../snapshots/basr");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!(name, value));
}

#[test]
fn remat_live_chains_its_eight_row_indices() {
    let path = root().join("../shared/corpus/nvvm/remat_live.ll");
    let src = std::fs::read_to_string(&path).unwrap();
    let m = llvm::import::import(&path.to_string_lossy(), &src).unwrap();
    let mut opt = m.clone();
    let (done, text) = run(&mut opt);
    // Rows 1..7 each build on the previous row's index inside the loop.
    assert_eq!(done.len(), 7, "{text}");
    assert!(done.iter().all(|c| !c.sub), "{text}");
    dialects::verify::verify_module(&opt).unwrap();
    snapshot("remat_live", &text);
    let specs = interp::spec::load_dir(&root().join("tests/harness")).unwrap();
    let spec = specs
        .iter()
        .find(|(_, s)| s.kernel == "remat_live")
        .map(|(_, s)| s)
        .unwrap();
    let want = run_module(&m, spec).unwrap();
    let got = run_module(&opt, spec).unwrap();
    compare(&want, &got, None).unwrap();
}

/// In the loop: `b1` is `b0 + p` (chained), `b2` is `b1 - p` written as a
/// sum with the invariant `tq` (chained as a subtraction), `c1` differs
/// from the earlier sums by `2p`, `3p` or `4p` (kept), `d1` by the loop-invariant register `u`
/// (kept: not a parameter), and `e1` reads no invariant register (kept).
/// Before the loop nothing is chained.
const SMALL: &str = r#"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %p, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tp = add i32 %tid, %p
  %tq = sub i32 %tid, %p
  %t3 = mul i32 %p, 3
  %tc = add i32 %tid, %t3
  %u = mul i32 %tid, %tid
  %tu = add i32 %tid, %u
  %pre1 = add i32 %tid, 7
  %pre2 = add i32 %pre1, %p
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]
  %s = phi i32 [ %pre2, %entry ], [ %s2, %loop ]
  %off = mul i32 %i, %n
  %b0 = add i32 %off, %tid
  %b1 = add i32 %off, %tp
  %b2 = add i32 %tq, %off
  %c1 = add i32 %off, %tc
  %d1 = add i32 %off, %tu
  %e1 = add i32 %b0, %i
  %x0 = xor i32 %b0, %b1
  %x1 = xor i32 %x0, %b2
  %x2 = xor i32 %x1, %c1
  %x3 = xor i32 %x2, %d1
  %x4 = xor i32 %x3, %e1
  %s2 = add i32 %s, %x4
  %i2 = add i32 %i, 1
  %more = icmp slt i32 %i2, 5
  br i1 %more, label %loop, label %exit
exit:
  %w = zext i32 %tid to i64
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %w
  store i32 %s2, ptr addrspace(1) %q, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;

#[test]
fn chains_only_single_parameter_steps_in_loops() {
    let m = llvm::import::import("small.ll", SMALL).unwrap();
    let mut opt = m.clone();
    let (done, text) = run(&mut opt);
    let names: Vec<String> = text.lines().map(str::to_string).collect();
    assert_eq!(done.len(), 2, "{text}");
    assert!(names[0].starts_with("@k: %b1 = %b0 + %p"), "{text}");
    assert!(
        names[1].starts_with("@k: %b2 = %b1 - %p") || names[1].starts_with("@k: %b2 = %b0 - %p"),
        "{text}"
    );
    dialects::verify::verify_module(&opt).unwrap();
    let printed = dialects::text::print_module(&opt);
    snapshot("small", &format!("{text}---\n{printed}"));
    for seed in 1..=8 {
        for n in ["0", "3", "-1", "2147483647"] {
            let spec = Spec::parse(&format!(
                "kernel k\nblock 64\nseed {seed}\narg i32[64] random\narg i32[64] uninit\narg i32 {}\narg i32 {n}\n",
                (seed as i64) * 1_000_003 - 4_000_000
            ))
            .unwrap();
            let want = run_module(&m, &spec).unwrap();
            let got = run_module(&opt, &spec).unwrap();
            compare(&want, &got, None).unwrap_or_else(|e| panic!("seed {seed} n {n}: {e}"));
        }
    }
}
