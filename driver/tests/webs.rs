//! A loop accumulator updated under a condition (`if (in bounds) acc +=
//! ...`) shares one register across the loop header's parameter, the
//! merge's parameter and the update (`dialects/isel/src/webs.rs`): the
//! selected loop copies nothing, and the PTX interpreter agrees with the
//! nvvm interpreter on the input.

use interp::diff::{compare, run_module, run_ptx_text, Tolerance};
use interp::spec::Spec;

const GUARDED_SUM: &str = r#"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n, i32 %lim) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %latch ]
  %acc = phi float [ 0.0, %entry ], [ %acc2, %latch ]
  %j = add i32 %i, %tid
  %ok = icmp slt i32 %j, %lim
  br i1 %ok, label %then, label %latch
then:
  %jx = zext i32 %j to i64
  %p = getelementptr float, ptr addrspace(1) %in, i64 %jx
  %x = load float, ptr addrspace(1) %p, align 4
  %y = fmul float %x, %x
  %s = fadd float %acc, %y
  br label %latch
latch:
  %acc2 = phi float [ %s, %then ], [ %acc, %loop ]
  %i2 = add i32 %i, 1
  %c = icmp slt i32 %i2, %n
  br i1 %c, label %loop, label %exit
exit:
  %o = zext i32 %tid to i64
  %q = getelementptr float, ptr addrspace(1) %out, i64 %o
  store float %acc2, ptr addrspace(1) %q, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;

#[derive(clap::Parser)]
struct Wrap {
    #[command(flatten)]
    c: driver::cli::CompileArgs,
}

/// Compiled at `level` with runtime unrolling off: the subject is the one
/// loop's webs (unrolled, the main loop and its epilogue are two loops,
/// and their accumulators meet through copies at the hand-over).
fn compile(m: &dialects::ir::Module, level: &str) -> String {
    let w = <Wrap as clap::Parser>::try_parse_from([
        "warpsat",
        "k.ll",
        level,
        "--arch",
        "sm_80",
        "--opt=-unroll-runtime=0",
    ])
    .unwrap();
    let mut m = m.clone();
    driver::compile::compile_module(&mut m, "k.ll", &w.c)
        .unwrap()
        .0
}

#[test]
fn a_guarded_accumulator_needs_no_copies() {
    let m = llvm::import::import("k.ll", GUARDED_SUM).unwrap();
    let spec = Spec::parse(
        "kernel k\nblock 64\nseed 3\narg f32[200] random(-1,1)\narg f32[64] uninit\narg i32 40\narg i32 90\n",
    )
    .unwrap();
    let want = run_module(&m, &spec).unwrap();
    for level in ["-O1", "-O3"] {
        let ptx = compile(&m, level);
        // No float register is copied anywhere (only the zero is moved
        // in): the accumulator, the merge and the update are one register.
        let copies = ptx
            .lines()
            .filter(|l| {
                l.trim_start().starts_with("mov.f32")
                    && l.trim_end().ends_with(';')
                    && l.contains(", %f")
            })
            .count();
        assert_eq!(copies, 0, "{level}:\n{ptx}");
        assert!(
            ptx.contains("fma.rn.f32 \t%f1, %f2, %f2, %f1;"),
            "{level}:\n{ptx}"
        );
        let got = run_ptx_text("k.ptx", &ptx, &spec).unwrap();
        // `x*x + acc` is contracted into an fma: one rounding fewer.
        let tol = Tolerance {
            rel: 1e-5,
            abs: 1e-5,
        };
        compare(&want, &got, Some(tol)).unwrap_or_else(|e| panic!("{level}: {e}\n{ptx}"));
    }
}

/// conv2d's taps, `if (in bounds) acc += mask * img`, in a loop unrolled
/// by four: one web of nine values (the header parameter, four merges,
/// four updates), more than the eight a class was once limited to; with
/// them split, every skipped tap copied the accumulator. One copy is left,
/// where the unrolled loop hands its sum to the remainder loop.
#[test]
fn an_unrolled_guarded_accumulator_needs_no_copies() {
    let path = tests::tools::repo_root().join("../shared/corpus/nvvm/conv2d.ll");
    let text = std::fs::read_to_string(&path).unwrap();
    let m = llvm::import::import("conv2d.ll", &text).unwrap();
    let w =
        <Wrap as clap::Parser>::try_parse_from(["warpsat", "conv2d.ll", "-O3", "--arch", "sm_80"])
            .unwrap();
    let mut m = m.clone();
    let ptx = driver::compile::compile_module(&mut m, "conv2d.ll", &w.c)
        .unwrap()
        .0;
    assert!(ptx.matches("fma.rn.f32").count() >= 4, "{ptx}");
    let copies = ptx
        .lines()
        .filter(|l| {
            let l = l.trim_start();
            l.starts_with("mov.f32") && !l.contains(", 0f")
        })
        .count();
    assert!(copies <= 1, "{copies} float copies:\n{ptx}");
}

/// A max (and a min) reduction's accumulator: `max.f32`, `min.s32` and
/// `abs` are one instruction reading their operands before writing, so the
/// result takes the loop parameter's register and the back edge copies
/// nothing (max_abs_cas copied its maximum every iteration).
const MIN_MAX: &str = r#"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.maxnum.f32(float, float)
declare i32 @llvm.smin.i32(i32, i32)
define ptx_kernel void @f(ptr addrspace(1) %p, i32 %n, ptr addrspace(1) %o) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]
  %m = phi float [ 0.0, %entry ], [ %m2, %loop ]
  %lo = phi i32 [ 1000, %entry ], [ %lo2, %loop ]
  %q = getelementptr float, ptr addrspace(1) %p, i32 %i
  %x = load float, ptr addrspace(1) %q
  %m2 = call float @llvm.maxnum.f32(float %m, float %x)
  %xi = fptosi float %x to i32
  %lo2 = call i32 @llvm.smin.i32(i32 %lo, i32 %xi)
  %i2 = add i32 %i, 1
  %c = icmp slt i32 %i2, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi float [ %m2, %loop ]
  %rl = phi i32 [ %lo2, %loop ]
  store float %r, ptr addrspace(1) %o
  %o2 = getelementptr float, ptr addrspace(1) %o, i32 1
  store i32 %rl, ptr addrspace(1) %o2
  ret void
}
"#;

#[test]
fn min_max_accumulators_need_no_copies() {
    let m = llvm::import::import("k.ll", MIN_MAX).unwrap();
    let spec = Spec::parse(
        "kernel f\nblock 1\nseed 2\narg f32[40] random(-9,9)\narg i32 40\narg f32[2] zero\n",
    )
    .unwrap();
    let want = run_module(&m, &spec).unwrap();
    for level in ["-O0", "-O3"] {
        let ptx = compile(&m, level);
        for op in ["max.f32", "min.s32"] {
            let line = ptx.lines().find(|l| l.contains(op)).unwrap();
            let regs: Vec<&str> = line
                .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
                .filter(|w| w.starts_with('%'))
                .collect();
            assert_eq!(regs[0], regs[1], "{level}: {line}\n{ptx}");
        }
        let got = run_ptx_text("k.ptx", &ptx, &spec).unwrap();
        compare(&want, &got, None).unwrap_or_else(|e| panic!("{level}: {e}\n{ptx}"));
    }
}
