//! The occupancy-aware extractor (`egraph<remat>`, seed 000).
//!
//! Per corpus kernel with register pressure worth looking at, a snapshot
//! of what it decided (predicted registers and warps before and after,
//! the target and where it came from, each rematerialized value with its
//! pull-in cost, the dump at `dump-remat=4`), and the nvvm interpreter on
//! the kernel's harness spec before and after. A small kernel checks the
//! knobs: a forced ceiling makes it rematerialize (`remat_` copies, same
//! results), `do-remat=0` and `no-remat` make it skip, and without a cliff
//! to cross the cheaper program is kept.

use std::path::{Path, PathBuf};

use cost::tables::Sm;
use dialects::ir::Module;
use interp::diff::{compare, run_module, Tolerance};
use interp::spec::Spec;
use rewrites::remat::RematConfig;
use rewrites::{optimize_module, EgraphConfig, EgraphStats};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn cfg(remat: RematConfig) -> EgraphConfig {
    EgraphConfig {
        remat: Some(remat),
        sm: Sm::Sm80,
        ..EgraphConfig::default()
    }
}

fn tol() -> Option<Tolerance> {
    Some(Tolerance {
        rel: 1e-5,
        abs: 1e-5,
    })
}

/// The report a snapshot shows.
fn report(st: &EgraphStats, body_text: &str) -> String {
    let r = st.remat.as_ref().expect("the extractor ran");
    let mut s = format!(
        "@{}: predicted {} -> {} registers, {} -> {} warps per SM, {} rounds\n",
        st.function, r.before, r.after, r.warps.0, r.warps.1, r.rounds
    );
    match &r.target {
        Some((t, why)) => s += &format!("target {t} ({why})\n"),
        None => s += "no target\n",
    }
    if let Some(why) = &r.skipped {
        s += &format!("skipped: {why}\n");
    }
    if let Some(why) = &r.rejected {
        s += &format!("kept the cheaper program: {why}\n");
    }
    for (v, from, to, b) in &r.narrowed {
        s += &format!("narrowed {v} ({from}) live out of block {b} to {to}\n");
    }
    for d in &r.decisions {
        let what = if d.split {
            "cloned (uclone_)"
        } else {
            "rematerialized"
        };
        s += &format!(
            "{what} {} ({}) in {} blocks, pull-in cost {}\n",
            d.value, d.op, d.blocks, d.cost
        );
    }
    s += &format!(
        "remat_ copies in the body: {}, uclone_ copies: {}\n--- dump-remat=4\n{}",
        body_text.matches("%remat_").count(),
        body_text.matches("%uclone_").count(),
        r.dump
    );
    s
}

fn kernel_stats<'a>(stats: &'a [EgraphStats], name: &str) -> &'a EgraphStats {
    stats.iter().find(|s| s.function == name).unwrap()
}

#[test]
fn corpus_kernels_decisions_and_results() {
    let specs = interp::spec::load_dir(&root().join("tests/harness")).unwrap();
    for (stem, kernel) in [
        ("remat_live", "remat_live"),
        ("iv64_sizet", "rowscale_sizet"),
        ("sgemm_reg4x4", "sgemm_reg4x4"),
        ("sgemm_reg8x8", "sgemm_reg8x8"),
        ("sgemm_reg8x8_lb3", "sgemm_reg8x8_lb3"),
    ] {
        let path = root().join(format!("../shared/corpus/nvvm/{stem}.ll"));
        let src = std::fs::read_to_string(&path).unwrap();
        let m = llvm::import::import(&path.to_string_lossy(), &src).unwrap();
        let mut opt = m.clone();
        let stats = optimize_module(
            &mut opt,
            &cfg(RematConfig {
                dump: 4,
                ..RematConfig::default()
            }),
        );
        let st = kernel_stats(&stats, kernel);
        assert_eq!(st.fallback, None, "{stem}");
        let text = dialects::text::print_module(&opt);
        let mut settings = insta::Settings::clone_current();
        settings.set_snapshot_path("../../snapshots/remat");
        settings.set_prepend_module_to_snapshot(false);
        settings.bind(|| insta::assert_snapshot!(stem, report(st, &text)));
        let spec = specs
            .iter()
            .find(|(_, s)| s.kernel == kernel)
            .map(|(_, s)| s)
            .unwrap_or_else(|| panic!("no harness spec for {kernel}"));
        let want = run_module(&m, spec).unwrap();
        let got = run_module(&opt, spec).unwrap();
        compare(&want, &got, tol()).unwrap_or_else(|e| panic!("{stem}: {e}"));
    }
}

/// Eight values computed from parameters before a loop, used in it and
/// after it: eight registers live across the loop that each take two
/// instructions to recompute.
const LIVE_ACROSS: &str = r#"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n, i32 %a, i32 %b) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v0 = mul i32 %a, %tid
  %v1 = add i32 %v0, %b
  %v2 = xor i32 %v1, %a
  %v3 = mul i32 %v2, 3
  %v4 = add i32 %v3, %tid
  %v5 = xor i32 %v4, %b
  %v6 = mul i32 %v5, 5
  %v7 = add i32 %v6, %a
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s8, %loop ]
  %idx = add i32 %i, %tid
  %ix = zext i32 %idx to i64
  %p = getelementptr i32, ptr addrspace(1) %in, i64 %ix
  %x = load i32, ptr addrspace(1) %p, align 4
  %s1 = add i32 %s, %x
  %t0 = mul i32 %s1, %v0
  %t1 = add i32 %t0, %v1
  %t2 = xor i32 %t1, %v2
  %t3 = add i32 %t2, %v3
  %t4 = xor i32 %t3, %v4
  %t5 = add i32 %t4, %v5
  %t6 = xor i32 %t5, %v6
  %s8 = add i32 %t6, %v7
  %i2 = add i32 %i, 1
  %c = icmp slt i32 %i2, %n
  br i1 %c, label %loop, label %exit
exit:
  %u0 = add i32 %s8, %v0
  %u1 = xor i32 %u0, %v1
  %u2 = add i32 %u1, %v2
  %u3 = xor i32 %u2, %v3
  %u4 = add i32 %u3, %v4
  %u5 = xor i32 %u4, %v5
  %u6 = add i32 %u5, %v6
  %u7 = xor i32 %u6, %v7
  %o = zext i32 %tid to i64
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %o
  store i32 %u7, ptr addrspace(1) %q, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;

fn small() -> Module {
    llvm::import::import("live_across.ll", LIVE_ACROSS).unwrap()
}

fn small_spec() -> Spec {
    Spec::parse(
        "kernel k\nblock 64\nseed 3\narg i32[80] random\narg i32[64] uninit\narg i32 16\n\
         arg i32 -7\narg i32 1234567\n",
    )
    .unwrap()
}

fn run_small(rc: RematConfig) -> (Module, EgraphStats) {
    let mut opt = small();
    let stats = optimize_module(&mut opt, &cfg(rc));
    let st = kernel_stats(&stats, "k").clone();
    assert_eq!(st.fallback, None);
    let want = run_module(&small(), &small_spec()).unwrap();
    let got = run_module(&opt, &small_spec()).unwrap();
    compare(&want, &got, None).unwrap();
    (opt, st)
}

#[test]
fn a_ceiling_forces_rematerialization_with_the_same_results() {
    // Live-out simplification off: the rounds alone (it would recompute
    // the sums %v1, %v4 and %v7 in the loop first).
    let (opt, st) = run_small(RematConfig {
        maxreg_ceiling: 12,
        dump: 2,
        nlo: false,
        ..RematConfig::default()
    });
    let r = st.remat.as_ref().unwrap();
    assert_eq!(r.target.as_ref().map(|t| t.0), Some(12), "{r:?}");
    assert!(!r.decisions.is_empty(), "{r:?}");
    assert!(r.after < r.before, "{r:?}");
    let text = dialects::text::print_module(&opt);
    assert!(text.contains("%remat_"), "{text}");
    assert!(r.dump.contains("Block loop: live-in = "), "{}", r.dump);
    // Without the ceiling, 20-odd registers sit far below any cliff: the
    // cheaper program is kept.
    let (plain, st) = run_small(RematConfig::default());
    let r = st.remat.as_ref().unwrap();
    assert_eq!(r.target, None, "{r:?}");
    assert!(r.decisions.is_empty());
    assert!(!dialects::text::print_module(&plain).contains("%remat_"));
}

#[test]
fn do_remat_zero_and_no_remat_skip_the_function() {
    let (opt, st) = run_small(RematConfig {
        maxreg_ceiling: 12,
        do_remat: 0,
        ..RematConfig::default()
    });
    assert_eq!(
        st.remat.as_ref().unwrap().skipped.as_deref(),
        Some("do-remat=0")
    );
    assert!(!dialects::text::print_module(&opt).contains("%remat_"));
    let (opt, st) = run_small(RematConfig {
        maxreg_ceiling: 12,
        no_remat: vec!["k".into()],
        ..RematConfig::default()
    });
    let r = st.remat.as_ref().unwrap();
    assert_eq!(r.dump, "Skip rematerialization on k\n");
    assert!(!dialects::text::print_module(&opt).contains("%remat_"));
}

/// A 64-bit load whose only use outside its block is the low half, taken
/// after a loop (a use inside the loop would be hoisted out of it, and the
/// narrow value computed in the entry block anyway).
const NARROW: &str = r#"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i64 %n, i32 %m) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %tid to i64
  %p = getelementptr i64, ptr addrspace(1) %in, i64 %t64
  %x = load i64, ptr addrspace(1) %p, align 8
  %w = mul i64 %x, %n
  %c = icmp sgt i32 %m, 0
  br i1 %c, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %loop ]
  %a1 = add i32 %acc, %i
  %acc2 = mul i32 %a1, %i
  %i2 = add i32 %i, 1
  %d = icmp slt i32 %i2, %m
  br i1 %d, label %loop, label %exit
exit:
  %r0 = phi i32 [ 0, %entry ], [ %acc2, %loop ]
  %lo = trunc i64 %w to i32
  %r = add i32 %r0, %lo
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %r, ptr addrspace(1) %q, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;

#[test]
fn live_out_narrowing_truncates_where_the_value_is_defined() {
    let m = llvm::import::import("narrow.ll", NARROW).unwrap();
    let spec = Spec::parse(
        "kernel k\nblock 32\nseed 5\narg i64[32] random\narg i32[32] uninit\narg i64 -3\narg i32 6\n",
    )
    .unwrap();
    let want = run_module(&m, &spec).unwrap();
    for nlo in [true, false] {
        let mut opt = m.clone();
        let c = EgraphConfig {
            sets: vec!["algebra".into(), "fusion".into(), "nlo".into()],
            ..cfg(RematConfig {
                nlo,
                dump_nlo: true,
                ..RematConfig::default()
            })
        };
        let stats = optimize_module(&mut opt, &c);
        let r = kernel_stats(&stats, "k").remat.clone().unwrap();
        let text = dialects::text::print_module(&opt);
        let got = run_module(&opt, &spec).unwrap();
        compare(&want, &got, None).unwrap();
        if nlo {
            assert_eq!(
                r.narrowed,
                vec![("%x".into(), "i64".into(), "i32".into(), "entry".into())],
                "{text}"
            );
            assert!(text.contains("%nloNewBit = nvvm.trunc %x : i32"), "{text}");
            assert!(r
                .dump
                .contains("nloNewBit: %x (i64) live out of block entry narrowed to i32"));
        } else {
            assert!(r.narrowed.is_empty());
            assert!(!text.contains("nloNewBit"), "{text}");
        }
    }
}

#[test]
fn max_live_limit_caps_each_round() {
    let forced = |limit| {
        run_small(RematConfig {
            maxreg_ceiling: 12,
            max_live_limit: limit,
            dump: 1,
            nlo: false,
            ..RematConfig::default()
        })
    };
    // The values each measured plan pulled in, from the dump.
    let batches = |st: &EgraphStats| -> Vec<usize> {
        let r = st.remat.as_ref().unwrap();
        r.dump
            .lines()
            .filter_map(|l| l.strip_prefix("remat round "))
            .filter_map(|l| l.split(": ").nth(1)?.split(' ').next()?.parse().ok())
            .collect()
    };
    let (_, st) = forced(0);
    let free = batches(&st);
    assert!(free.iter().any(|&n| n > 1), "{free:?}");
    let (opt, st) = forced(1);
    let capped = batches(&st);
    assert!(
        !capped.is_empty() && capped.iter().all(|&n| n <= 1),
        "{capped:?}"
    );
    let r = st.remat.as_ref().unwrap();
    assert!(r.decisions.len() <= rewrites::remat::MAX_ROUNDS, "{r:?}");
    assert!(!r.decisions.is_empty(), "{r:?}");
    assert!(dialects::text::print_module(&opt).contains("%remat_"));
}

#[test]
fn moves_are_candidates_only_with_remat_move() {
    // `%v7` becomes a `freeze` (a register move in PTX) of the sum.
    let src = LIVE_ACROSS.replace(
        "  %v7 = add i32 %v6, %a\n",
        "  %v7s = add i32 %v6, %a\n  %v7 = freeze i32 %v7s\n",
    );
    let module = || llvm::import::import("moves.ll", &src).unwrap();
    let run = |remat_move| {
        let mut opt = module();
        let rc = RematConfig {
            maxreg_ceiling: 10,
            remat_move,
            nlo: false,
            ..RematConfig::default()
        };
        let stats = optimize_module(&mut opt, &cfg(rc));
        let st = kernel_stats(&stats, "k").clone();
        assert_eq!(st.fallback, None);
        let want = run_module(&module(), &small_spec()).unwrap();
        compare(&want, &run_module(&opt, &small_spec()).unwrap(), None).unwrap();
        st.remat.unwrap().decisions
    };
    let moved =
        |ds: &[rewrites::remat::RematDecision]| ds.iter().any(|d| d.op.starts_with("freeze"));
    let without = run(false);
    assert!(!moved(&without), "{without:?}");
    let with = run(true);
    assert!(moved(&with), "{with:?}");
}

/// One block: `%v = %a * %b` (kernel parameters) feeds the first load's
/// address and the result at the end, and 13 loaded values are live
/// together in between. (An `xor`, not an `add`, takes `%v` into the
/// address: `%v + %tid` would become one `mad_lo` of `%a`, `%b` and
/// `%tid`, and `%v` would have no early use to split from.)
fn long_block() -> String {
    let mut s = String::from(
        "target triple = \"nvptx64-nvidia-cuda\"\n\
         define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %a, i32 %b) {\n\
         entry:\n\
         %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n\
         %v = mul i32 %a, %b\n\
         %w = xor i32 %v, %tid\n\
         %vx = zext i32 %w to i64\n\
         %p0 = getelementptr i32, ptr addrspace(1) %in, i64 %vx\n\
         %x0 = load i32, ptr addrspace(1) %p0, align 4\n",
    );
    for i in 1..=12 {
        s += &format!(
            "%q{i} = getelementptr i32, ptr addrspace(1) %p0, i64 {}\n%x{i} = load i32, ptr addrspace(1) %q{i}, align 4\n",
            i * 64
        );
    }
    // The last load first: every loaded value is live when it arrives.
    s += "%s0 = add i32 %x12, %x0\n";
    for i in 1..=11 {
        s += &format!("%s{i} = xor i32 %s{}, %x{i}\n", i - 1);
    }
    s += "%r = mul i32 %s11, %v\n\
          %o = getelementptr i32, ptr addrspace(1) %out, i64 %vx\n\
          store i32 %r, ptr addrspace(1) %o, align 4\n\
          ret void\n}\n\
          declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n";
    s
}

#[test]
fn a_value_used_across_the_peak_is_cloned_near_its_later_use() {
    let src = long_block();
    let module = || llvm::import::import("long_block.ll", &src).unwrap();
    let spec = Spec::parse(
        "kernel k\nblock 32\nseed 9\narg i32[1200] random\narg i32[1200] uninit\narg i32 3\narg i32 5\n",
    )
    .unwrap();
    let mut opt = module();
    let rc = RematConfig {
        maxreg_ceiling: 8,
        dump: 1,
        ..RematConfig::default()
    };
    let stats = optimize_module(&mut opt, &cfg(rc));
    let st = kernel_stats(&stats, "k");
    assert_eq!(st.fallback, None);
    let r = st.remat.as_ref().unwrap();
    let text = dialects::text::print_module(&opt);
    assert!(r.decisions.iter().any(|d| d.split), "{r:?}\n{text}");
    assert!(text.contains("%uclone_"), "{text}");
    assert!(r.after < r.before, "{r:?}");
    let want = run_module(&module(), &spec).unwrap();
    compare(&want, &run_module(&opt, &spec).unwrap(), None).unwrap();
}

/// Sums `%a<i> = %t + %n<i>` of kernel parameters are used in the entry
/// block and live out of it; `%t` itself is not. Recomputed where used,
/// one register (`%t`) crosses the boundary instead of all of them. The
/// chains take the sums as left operands, nested on the right, so that
/// each is computed right before its use.
fn live_out_sums(n: usize) -> String {
    let params: Vec<String> = (1..=n).map(|i| format!("i32 %n{i}")).collect();
    let mut s = format!(
        "target triple = \"nvptx64-nvidia-cuda\"\n\
         define ptx_kernel void @k(ptr addrspace(1) %out, {}, i32 %n) {{\n\
         entry:\n\
         %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n\
         %t = mul i32 %tid, 7\n",
        params.join(", ")
    );
    for i in 1..=n {
        s += &format!("%a{i} = add i32 %t, %n{i}\n");
    }
    s += "%h1 = xor i32 %a1, 0\n";
    for i in 2..=n {
        s += &format!("%h{i} = xor i32 %a{i}, %h{}\n", i - 1);
    }
    s += &format!(
        "%ix = zext i32 %tid to i64\n\
         %q = getelementptr i32, ptr addrspace(1) %out, i64 %ix\n\
         %c = icmp slt i32 %h{n}, %n\n\
         br i1 %c, label %then, label %else\n\
         then:\n%x1 = mul i32 %a1, 3\n"
    );
    for i in 2..=n {
        s += &format!("%x{i} = mul i32 %a{i}, %x{}\n", i - 1);
    }
    s += &format!(
        "store i32 %x{n}, ptr addrspace(1) %q, align 4\nbr label %exit\nelse:\n%z1 = sub i32 %a{n}, 5\n"
    );
    for i in 2..=n {
        s += &format!("%z{i} = sub i32 %a{}, %z{}\n", n + 1 - i, i - 1);
    }
    s += &format!(
        "store i32 %z{n}, ptr addrspace(1) %q, align 4\nbr label %exit\n\
         exit:\nret void\n}}\n\
         declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    );
    s
}

#[test]
fn live_out_sums_are_recomputed_where_used() {
    const N: usize = 12;
    let src = live_out_sums(N);
    let module = || llvm::import::import("live_out_sums.ll", &src).unwrap();
    let mut spec_text = String::from("kernel k\nblock 64\nseed 4\narg i32[64] uninit\n");
    for i in 0..N {
        spec_text += &format!("arg i32 {}\n", (i as i32 - 5) * 997);
    }
    spec_text += "arg i32 40\n";
    let spec = Spec::parse(&spec_text).unwrap();
    let run = |rc: RematConfig| {
        let mut opt = module();
        let stats = optimize_module(&mut opt, &cfg(rc));
        let st = kernel_stats(&stats, "k").clone();
        assert_eq!(st.fallback, None);
        let want = run_module(&module(), &spec).unwrap();
        compare(&want, &run_module(&opt, &spec).unwrap(), None).unwrap();
        (dialects::text::print_module(&opt), st.remat.unwrap())
    };
    // Asked for fewer registers: the sums no longer cross the boundary.
    let (text, r) = run(RematConfig {
        maxreg_ceiling: 4,
        dump_nlo: true,
        ..RematConfig::default()
    });
    assert!(!r.new_adds.is_empty(), "{r:?}\n{text}");
    assert!(text.contains("%nloNewAdd"), "{text}");
    assert!(r.dump.contains("nloNewAdd: "), "{}", r.dump);
    assert!(r.after < r.before, "{r:?}");
    // Nothing to gain (no cliff, no ceiling): the extra adds are not paid.
    let (text, r) = run(RematConfig::default());
    assert!(r.new_adds.is_empty(), "{r:?}");
    assert!(!text.contains("nloNewAdd"));
    // simplify-live-out=0 turns it off.
    let (text, r) = run(RematConfig {
        maxreg_ceiling: 4,
        nlo: false,
        ..RematConfig::default()
    });
    assert!(
        r.new_adds.is_empty() && !text.contains("nloNewAdd"),
        "{r:?}"
    );
    // simplify-live-out=1 narrows (nloNewBit) but recomputes no sums.
    let (text, r) = run(RematConfig {
        maxreg_ceiling: 4,
        nlo_add: false,
        ..RematConfig::default()
    });
    assert!(
        r.new_adds.is_empty() && !text.contains("nloNewAdd"),
        "{r:?}"
    );
}

/// Seed 000's level knobs act by value on sgemm_reg4x4 (46 predicted
/// registers, 40 warps on sm_80 at 256 threads): `remat-for-occ=N` aims at
/// the occupancy a kernel of N registers reaches when that is above the
/// next cliff's (N=1: the most warps, 32 registers), `do-remat=1`
/// rematerializes single instructions only and splits nothing, and every
/// program computes what the source does.
#[test]
fn occupancy_and_level_knobs_act_by_value() {
    let path = root().join("../shared/corpus/nvvm/sgemm_reg4x4.ll");
    let src = std::fs::read_to_string(&path).unwrap();
    let m = llvm::import::import(&path.to_string_lossy(), &src).unwrap();
    let specs = interp::spec::load_dir(&root().join("tests/harness")).unwrap();
    let spec = &specs
        .iter()
        .find(|(_, s)| s.kernel == "sgemm_reg4x4")
        .unwrap()
        .1;
    let want = run_module(&m, spec).unwrap();
    let run = |rc: RematConfig| {
        let mut opt = m.clone();
        let stats = optimize_module(&mut opt, &cfg(rc));
        let st = kernel_stats(&stats, "sgemm_reg4x4").clone();
        assert_eq!(st.fallback, None);
        let got = run_module(&opt, spec).unwrap();
        compare(&want, &got, tol()).unwrap();
        st.remat.unwrap()
    };
    let default = run(RematConfig::default());
    let target = |r: &rewrites::remat::RematReport| r.target.clone().unwrap();
    assert_eq!(
        target(&default),
        (40, "occupancy cliff (48 warps)".to_string())
    );
    // N at or above the kernel's count: the next cliff, as by default.
    for n in [96, 120, 255] {
        let r = run(RematConfig {
            for_occ: n,
            ..RematConfig::default()
        });
        assert_eq!(r, default, "remat-for-occ={n}");
    }
    let r = run(RematConfig {
        for_occ: 1,
        ..RematConfig::default()
    });
    assert_eq!(target(&r), (32, "remat-for-occ=1 (64 warps)".to_string()));
    assert!(r.after < default.after, "{r:?}");
    assert!(r.decisions.len() > default.decisions.len(), "{r:?}");
    // do-remat=1: single instructions, no use-level clones, no loads; 2:
    // chains and clones, no loads.
    let conservative = run(RematConfig {
        do_remat: 1,
        ..RematConfig::default()
    });
    assert_ne!(conservative.decisions, default.decisions);
    assert!(conservative
        .decisions
        .iter()
        .all(|d| !d.split && !d.op.starts_with("load")));
    let normal = run(RematConfig {
        do_remat: 2,
        ..RematConfig::default()
    });
    assert!(normal.decisions.iter().all(|d| !d.op.starts_with("load")));
}

/// Recomputation must pay for itself. Rodinia's hotspot kernel
/// (`tests/cuda/suites.cu`) is predicted just over the 64-warp cliff; the
/// rounds reach it by recomputing bounds and addresses inside the
/// time-step loop, which the default model estimates dearer than the
/// extra warps can hide, so the program without them is kept (ptxas
/// gives it 32 registers either way). Asked for by `remat-for-occ`, the
/// same occupancy is reached and kept.
#[test]
fn rematerialization_that_does_not_pay_is_rejected() {
    let path = root().join("tests/cuda/suites.nvvm.ll");
    let src = std::fs::read_to_string(&path).unwrap();
    let m = llvm::import::import(&path.to_string_lossy(), &src).unwrap();
    let spec = Spec::parse(
        "kernel calculate_temp\ngrid 2,2\nblock 16,16\nseed 5\narg i32 2\n\
         arg f32[576] random(0,1)\narg f32[576] random(50,100)\narg f32[576] zero\n\
         arg i32 24\narg i32 24\narg i32 2\narg i32 2\narg f32 0.5\narg f32 0.1\n\
         arg f32 0.2\narg f32 0.3\narg f32 0.01\n",
    )
    .unwrap();
    let want = run_module(&m, &spec).unwrap();
    let run = |rc: RematConfig| {
        let mut opt = m.clone();
        let stats = optimize_module(&mut opt, &cfg(rc));
        let st = kernel_stats(&stats, "calculate_temp").clone();
        assert_eq!(st.fallback, None);
        let got = run_module(&opt, &spec).unwrap();
        compare(&want, &got, tol()).unwrap();
        st.remat.unwrap()
    };
    let r = run(RematConfig::default());
    assert!(
        r.target
            .as_ref()
            .is_some_and(|t| t.1.starts_with("occupancy cliff")),
        "{r:?}"
    );
    assert!(r.decisions.is_empty(), "{r:?}");
    assert!(
        r.rejected
            .as_deref()
            .is_some_and(|w| w.contains("does not pay for the recomputation")),
        "{r:?}"
    );
    let asked = run(RematConfig {
        for_occ: 1,
        ..RematConfig::default()
    });
    assert!(!asked.decisions.is_empty(), "{asked:?}");
    assert!(asked.warps.1 > asked.warps.0, "{asked:?}");
}
