//! The pipeline from the command line: levels, textual pipelines, pass
//! options, bisection, dumps, timing and remarks.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use driver::pipeline::options::{all as all_options, OptType};

fn warpsat(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_warpsat"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("warpsat runs");
    if let Some(s) = stdin {
        // A usage error exits before reading: a broken pipe is expected then.
        let _ = child.stdin.take().unwrap().write_all(s.as_bytes());
    } else {
        drop(child.stdin.take());
    }
    child.wait_with_output().unwrap()
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn ok(o: &Output) -> String {
    assert!(o.status.success(), "{}", text(&o.stderr));
    text(&o.stdout)
}

fn snapshot(name: &str, value: &str) {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../../snapshots/pipeline");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!(name, value));
}

/// Two functions: @k's alloca is promotable, @g's (read by a volatile
/// load) is not.
const ALLOCAS: &str = r#"target triple = "nvptx64-nvidia-cuda"
define void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %x = alloca i32, align 4
  store i32 %n, ptr %x, align 4
  %v = load i32, ptr %x, align 4
  %w = add i32 %v, 1
  store i32 %w, ptr addrspace(1) %out, align 4
  ret void
}
define void @g(ptr addrspace(1) %out) {
entry:
  %y = alloca i32, align 4
  store i32 7, ptr %y, align 4
  %v = load volatile i32, ptr %y, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
"#;

fn compile_ir(extra: &[&str]) -> Output {
    let mut args = vec!["compile", "-", "-o", "-", "--emit", "ir"];
    args.extend_from_slice(extra);
    warpsat(&args, Some(ALLOCAS))
}

/// The generic IR of function `@name` in `ir`.
fn func<'a>(ir: &'a str, name: &str) -> &'a str {
    let start = ir.find(&format!("@{name}(")).expect("function printed");
    let end = ir[start..].find("\n}\n").map_or(ir.len(), |e| start + e);
    &ir[start..end]
}

const LEVEL_FLAGS: &[&str] = &[
    "-O0",
    "-O1",
    "-O2",
    "-O3",
    "-Ofast-compile=max",
    "-Ofast-compile=mid",
    "-Ofast-compile=min",
];

#[test]
fn level_pipelines_print_and_round_trip() {
    let mut all = String::new();
    for (flag, lang) in LEVEL_FLAGS
        .iter()
        .flat_map(|f| ["--lang=default", "--lang=mid", "--lang=ptx"].map(|l| (*f, l)))
    {
        let listing = ok(&warpsat(&["--print-pipeline-passes", flag, lang], None));
        let p = listing.lines().next().unwrap_or("");
        all.push_str(&format!("{flag:<20} {lang:<15} {p}\n"));
        let again = ok(&warpsat(
            &["--print-pipeline-passes", &format!("--passes={p}")],
            None,
        ));
        assert_eq!(again, listing, "{flag}");
    }
    // No flag is -O2; -Ofast-compile=0 is off; -Ofc= is a short spelling;
    // an explicit -O1..-O3 wins over a fast-compile level (seed 002's order).
    let default = ok(&warpsat(&["--print-pipeline-passes"], None));
    assert_eq!(
        default.lines().next().unwrap_or(""),
        "nvopt<O2>(constmerge,inline,asm-sreg,byval-copy,simplifycfg,memcpyopt,sroa,mem2reg,infer-address-spaces,sccp,correlated-propagation,mem2reg,verify,loop-unswitch,loop-index-split,licm-promote,loop-unroll<O2;full-only>,loop-vectorize,loop-unroll<O2>,base-address-sr,loop-reduce,dse,egraph<algebra;fusion;forward;nlo;ivdemote;slp;remat>,adce,load-hoist,pressure-hoist,stack-coloring)"
    );
    for (args, want) in [
        (
            &["-Ofast-compile=0"][..],
            "nvopt<O2>(constmerge,inline,asm-sreg,byval-copy,simplifycfg,memcpyopt,sroa,mem2reg,infer-address-spaces,sccp,correlated-propagation,mem2reg,verify,loop-unswitch,loop-index-split,licm-promote,loop-unroll<O2;full-only>,loop-vectorize,loop-unroll<O2>,base-address-sr,loop-reduce,dse,egraph<algebra;fusion;forward;nlo;ivdemote;slp;remat>,adce,load-hoist,pressure-hoist,stack-coloring)",
        ),
        (&["-Ofc=max"][..], "nvopt<Ofcmax>(mem2reg)"),
        (
            &["-O3", "-Ofast-compile=max"][..],
            "nvopt<O3>(tailcallelim,constmerge,inline,asm-sreg,byval-copy,simplifycfg,memcpyopt,sroa,mem2reg,infer-address-spaces,sccp,correlated-propagation,mem2reg,verify,loop-unswitch,loop-index-split,licm-promote,loop-unroll<O3;full-only>,loop-vectorize,loop-unroll<O3>,barrier-opt,base-address-sr,infer-address-spaces<second-time>,loop-reduce,dse,egraph<algebra;fusion;forward;nlo;ivdemote;slp;remat>,adce,load-hoist,pressure-hoist,stack-coloring)",
        ),
        (
            &["-O0", "-Ofast-compile=mid"][..],
            "nvopt<Ofcmid>(inline,simplifycfg,sroa,mem2reg,infer-address-spaces,egraph<algebra>)",
        ),
    ] {
        let mut a = vec!["--print-pipeline-passes"];
        a.extend_from_slice(args);
        let got = ok(&warpsat(&a, None));
        assert_eq!(got.lines().next().unwrap_or(""), want, "{args:?}");
    }
    // The Tier 0 table follows the pipelines that run the e-graph.
    let o2 = ok(&warpsat(&["--print-pipeline-passes", "-O2"], None));
    assert!(o2.contains(";   Sink, NVVMSinking2: egraph"), "{o2}");
    let o0 = ok(&warpsat(&["--print-pipeline-passes", "-O0"], None));
    assert_eq!(o0, "nvopt<O0>()\n");
    all.push_str(&o2);
    snapshot("levels", &all);
}

#[test]
fn textual_pipelines_round_trip_and_reject_bad_text() {
    for p in [
        "mem2reg,verify",
        "nvopt<O2>,verify",
        "default<O3>,mem2reg",
        "verify,nvopt<Ofcmax>(mem2reg,verify),mem2reg",
        "egraph<algebra;fusion;iter-limit=8>,loop-unroll<O3;no-runtime>,remat",
        "",
    ] {
        let once = ok(&warpsat(&["--print-pipeline-passes", "-passes", p], None));
        let twice = ok(&warpsat(
            &[
                "--print-pipeline-passes",
                &format!("--passes={}", once.lines().next().unwrap_or("")),
            ],
            None,
        ));
        assert_eq!(once, twice, "{p}");
    }
    let expanded = ok(&warpsat(
        &["--print-pipeline-passes", "--passes=nvopt<O2>,verify"],
        None,
    ));
    assert_eq!(
        expanded.lines().next().unwrap_or(""),
        "nvopt<O2>(constmerge,inline,asm-sreg,byval-copy,simplifycfg,memcpyopt,sroa,mem2reg,infer-address-spaces,sccp,correlated-propagation,mem2reg,verify,loop-unswitch,loop-index-split,licm-promote,loop-unroll<O2;full-only>,loop-vectorize,loop-unroll<O2>,base-address-sr,loop-reduce,dse,egraph<algebra;fusion;forward;nlo;ivdemote;slp;remat>,adce,load-hoist,pressure-hoist,stack-coloring),verify"
    );
    for (p, msg) in [
        ("mem2reg,frob", "error: unknown pass name 'frob'"),
        (
            "egraph<bogus>",
            "error: invalid Egraph pass parameter 'bogus'",
        ),
        ("mem2reg<x>", "error: invalid Mem2Reg pass parameter 'x'"),
        (
            "loop-unroll<full-unroll-max=lots>",
            "error: invalid LoopUnroll pass parameter 'full-unroll-max=lots'",
        ),
        ("nvopt<O9>", "error: invalid optimization level 'O9'"),
    ] {
        let o = warpsat(&["--print-pipeline-passes", &format!("--passes={p}")], None);
        assert_eq!(o.status.code(), Some(2), "{p}");
        assert!(text(&o.stderr).starts_with(msg), "{p}: {}", text(&o.stderr));
    }
    // Planned passes can be written and printed but not run.
    let o = compile_ir(&["--passes=mem2reg,remat"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("error: pass 'remat' is not implemented yet"),
        "{}",
        text(&o.stderr)
    );
    // Unknown rules are named.
    let o = compile_ir(&["--passes=egraph<rules=add-zero,frob>"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).contains("unknown egraph rule 'frob' (rules: add-zero,"));
}

#[test]
fn levels_and_passes_are_mutually_exclusive() {
    const MSG: &str =
        "error: Cannot specify -O#/-Ofast-compile=<min,mid,max> and --passes=/--foo-pass, \
use -passes='default<O#>,other-pass' or -passes='default<Ofcmax>,other-pass'\n";
    for args in [
        &["-O2", "--passes=mem2reg"][..],
        &["--passes=mem2reg", "-O0"][..],
        &["-Ofast-compile=max", "-passes=mem2reg"][..],
    ] {
        let mut a = vec!["compile", "-", "-o", "-"];
        a.extend_from_slice(args);
        let o = warpsat(&a, Some(ALLOCAS));
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert_eq!(text(&o.stderr), MSG);
        assert!(o.stdout.is_empty());
    }
    let o = warpsat(&["compile", "-", "-Ofast-compile=fast"], Some(ALLOCAS));
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        text(&o.stderr),
        "error: -Ofast-compile called with unsupported level, only supports 0, min, mid, or max\n"
    );
}

#[test]
fn every_option_is_listed_parses_its_default_and_rejects_bad_values() {
    let list = ok(&warpsat(&["--list-options"], None));
    snapshot("list-options", &list);
    let mut defaults = vec!["--print-pipeline-passes".to_string()];
    for o in all_options() {
        assert!(
            list.contains(&format!("  -{} ", o.name)),
            "-{} not listed",
            o.name
        );
        defaults.push("-opt".into());
        defaults.push(format!("-{}={}", o.name, o.default));
        let bad: &[&str] = match o.ty {
            OptType::Bool => &["maybe", "2"],
            OptType::Int { .. } => &["x", "99999999999", "1.5"],
            OptType::FuncList => &["a,,b", "a,"],
        };
        for b in bad {
            let arg = format!("-{}={b}", o.name);
            let r = warpsat(&["--print-pipeline-passes", "-opt", &arg], None);
            assert_eq!(r.status.code(), Some(2), "{arg}");
            let err = text(&r.stderr);
            assert!(
                err.contains(&format!("for pass option '-{}'", o.name)),
                "{arg}: {err}"
            );
        }
    }
    let args: Vec<&str> = defaults.iter().map(String::as_str).collect();
    ok(&warpsat(&args, None));
    let o = warpsat(&["--print-pipeline-passes", "-opt", "-remat-frob=1"], None);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        text(&o.stderr),
        "error: unknown pass option '-remat-frob' (see --list-options)\n"
    );
    // Several settings in one -opt; toggles without a value.
    ok(&warpsat(
        &[
            "--print-pipeline-passes",
            "-opt",
            "-do-remat=0 -remat-for-occ=96",
            "-opt",
            "-dump-remat",
            "-opt=-no-remat=f1,f2",
        ],
        None,
    ));
}

#[test]
fn options_reach_the_passes_that_read_them() {
    let ir = ok(&compile_ir(&["-O2"]));
    assert!(!func(&ir, "k").contains("nvvm.alloca"), "{ir}");
    let ir = ok(&compile_ir(&["-O2", "-opt", "-no-mem2reg"]));
    assert!(func(&ir, "k").contains("nvvm.alloca"), "{ir}");
    let ir = ok(&compile_ir(&["-O0"]));
    assert!(func(&ir, "k").contains("nvvm.alloca"), "{ir}");
}

/// The BISECT lines of -O2 on ALLOCAS with `--opt-bisect-limit=limit`:
/// constmerge and the inliner on the module, then each function pass on
/// @k and @g (the verify pass is required and not counted).
fn bisect_log(limit: usize) -> String {
    let mut steps = vec![
        "constmerge on module (<stdin>)".to_string(),
        "inline on module (<stdin>)".to_string(),
    ];
    for pass in [
        "asm-sreg",
        "byval-copy",
        "simplifycfg",
        "memcpyopt",
        "sroa",
        "mem2reg",
        "infer-address-spaces",
        "sccp",
        "correlated-propagation",
        "mem2reg",
        "loop-unswitch",
        "loop-index-split",
        "licm-promote",
        "loop-unroll",
        "loop-vectorize",
        "loop-unroll",
        "base-address-sr",
        "loop-reduce",
        "dse",
        "egraph",
        "adce",
        "load-hoist",
        "pressure-hoist",
        "stack-coloring",
    ] {
        for f in ["k", "g"] {
            steps.push(format!("{pass} on function (@{f})"));
        }
    }
    steps
        .iter()
        .enumerate()
        .map(|(k, step)| {
            let run = if k < limit { "running" } else { "NOT running" };
            format!("BISECT: {run} pass ({}) {step}\n", k + 1)
        })
        .collect()
}

#[test]
fn opt_bisect_limit_stops_where_it_says() {
    // Default: both functions visited, @k's alloca promoted.
    let o = compile_ir(&[]);
    let ir = ok(&o);
    assert!(!func(&ir, "k").contains("nvvm.alloca"));
    assert!(!text(&o.stderr).contains("BISECT"));
    // 0: nothing runs.
    let o = compile_ir(&["--opt-bisect-limit=0"]);
    let ir = ok(&o);
    assert!(func(&ir, "k").contains("nvvm.alloca"), "{ir}");
    assert_eq!(text(&o.stderr), bisect_log(0));
    // 13: constmerge and the inliner, asm-sreg, byval-copy, simplifycfg,
    // memcpyopt and SROA on both, then mem2reg on @k only.
    let o = compile_ir(&["-opt-bisect-limit=13"]);
    let ir = ok(&o);
    assert!(!func(&ir, "k").contains("nvvm.alloca"));
    assert_eq!(text(&o.stderr), bisect_log(13));
    // -1: everything runs, numbered; the verifier is required and not counted.
    let o = compile_ir(&["--passes=verify,mem2reg,verify", "--opt-bisect-limit", "-1"]);
    ok(&o);
    assert_eq!(
        text(&o.stderr),
        "BISECT: running pass (1) mem2reg on function (@k)\n\
         BISECT: running pass (2) mem2reg on function (@g)\n"
    );
}

#[test]
fn print_after_dumps_the_module() {
    let o = compile_ir(&["--passes=mem2reg", "--print-after=mem2reg"]);
    let out = ok(&o);
    let err = text(&o.stderr);
    assert!(
        err.starts_with("; *** IR Dump After mem2reg ***\nmodule"),
        "{err}"
    );
    // The dump is the module as it is after the pass: here, the output.
    assert_eq!(
        err.trim_start_matches("; *** IR Dump After mem2reg ***\n"),
        out
    );
    let o = compile_ir(&["--passes=mem2reg,verify", "--print-after-all"]);
    ok(&o);
    let err = text(&o.stderr);
    let headers: Vec<&str> = err.lines().filter(|l| l.starts_with("; ***")).collect();
    assert_eq!(
        headers,
        [
            "; *** IR Dump After mem2reg ***",
            "; *** IR Dump After verify ***"
        ]
    );
    let o = compile_ir(&["-print-after=frob"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).contains("unknown pass name 'frob' in --print-after"));
}

#[test]
fn time_passes_prints_a_table_in_run_order() {
    let o = warpsat(
        &["compile", "-", "-o", "-", "-time-passes", "--verify-each"],
        Some(ALLOCAS),
    );
    ok(&o);
    let err = text(&o.stderr);
    assert!(err.contains("Pass execution timing report"), "{err}");
    let rows: Vec<&str> = err
        .lines()
        .filter(|l| l.contains('%'))
        .map(|l| l.split_whitespace().last().unwrap())
        .collect();
    assert_eq!(
        rows,
        [
            "import",
            "(import)",
            "constmerge",
            "(--verify-each)",
            "inline",
            "asm-sreg",
            "byval-copy",
            "simplifycfg",
            "memcpyopt",
            "sroa",
            "mem2reg",
            "infer-address-spaces",
            "sccp",
            "correlated-propagation",
            "verify",
            "loop-unswitch",
            "loop-index-split",
            "licm-promote",
            "loop-unroll",
            "loop-vectorize",
            "base-address-sr",
            "loop-reduce",
            "dse",
            "egraph",
            "adce",
            "load-hoist",
            "pressure-hoist",
            "stack-coloring",
            "isel",
            "nv-remat-block",
            "ptx",
            "output",
            "Total"
        ],
        "{err}"
    );
}

#[test]
fn remarks_are_printed_and_written_as_yaml() {
    let dir = tempfile::tempdir().unwrap();
    let yaml = dir.path().join("r.yaml");
    let o = compile_ir(&[
        "-Rpass=mem2",
        "-Rpass-missed=mem2reg",
        &format!("--remarks-file={}", yaml.display()),
    ]);
    ok(&o);
    assert_eq!(
        text(&o.stderr),
        "remark: <stdin>: in function @k: promoted alloca %x to SSA values [-Rpass=mem2reg]\n\
         remark: <stdin>: in function @g: alloca %y not promoted: it is not a scalar accessed \
         only by plain loads and stores of its type [-Rpass-missed=mem2reg]\n"
    );
    let y = std::fs::read_to_string(&yaml).unwrap();
    snapshot("remarks-yaml", &y);
    // Filters that match nothing print nothing; the file still gets all.
    let o = compile_ir(&[
        "-Rpass=^loop",
        &format!("--remarks-file={}", yaml.display()),
    ]);
    ok(&o);
    assert!(o.stderr.is_empty(), "{}", text(&o.stderr));
    assert_eq!(std::fs::read_to_string(&yaml).unwrap(), y);
    let o = compile_ir(&["-Rpass=("]);
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).contains("invalid regular expression '(' in -Rpass="));
}

/// Kernels @a and @b; @a calls @used, @b calls @only_b (internal; both
/// noinline, so that the calls stay); @extern_unused is external and
/// called by nobody.
const KERNELS: &str = r#"target triple = "nvptx64-nvidia-cuda"
define i32 @used(i32 %x) noinline {
  %y = add i32 %x, 1
  ret i32 %y
}
define internal i32 @only_b(i32 %x) noinline {
  %y = mul i32 %x, 3
  ret i32 %y
}
define i32 @extern_unused(i32 %x) {
  ret i32 %x
}
define void @a(ptr addrspace(1) %p) {
  %v = call i32 @used(i32 4)
  store i32 %v, ptr addrspace(1) %p
  ret void
}
define void @b(ptr addrspace(1) %p) {
  %v = call i32 @only_b(i32 5)
  store i32 %v, ptr addrspace(1) %p
  ret void
}
!nvvm.annotations = !{!0, !1}
!0 = !{ptr @a, !"kernel", i32 1}
!1 = !{ptr @b, !"kernel", i32 1}
"#;

/// Kernels and functions of a PTX module (a function declared before its
/// definition counts once).
fn symbols(ptx: &str) -> Vec<String> {
    let mut v: Vec<String> = ptx
        .lines()
        .filter(|l| l.contains(".entry ") || l.contains(".func "))
        .map(|l| l.trim().trim_end_matches(['(', ';', ')']).to_string())
        .collect();
    v.sort();
    v.dedup();
    v
}

#[test]
fn kernels_selects_kernels_and_drops_dead_functions() {
    let all = ok(&warpsat(&["compile", "-", "-o", "-"], Some(KERNELS)));
    assert_eq!(symbols(&all).len(), 5, "{all}");
    let o = warpsat(&["compile", "-", "-o", "-", "--kernels=a"], Some(KERNELS));
    let ptx = ok(&o);
    let syms = symbols(&ptx);
    assert_eq!(syms.len(), 2, "{ptx}");
    assert!(syms.iter().any(|s| s.ends_with(".entry a")), "{syms:?}");
    assert!(syms.iter().any(|s| s.contains(" used")), "{syms:?}");
    let o = warpsat(&["compile", "-", "-o", "-", "-kernels=b,a"], Some(KERNELS));
    let syms = symbols(&ok(&o));
    assert_eq!(syms.len(), 4, "{syms:?}");
    assert!(
        !syms.iter().any(|s| s.contains("extern_unused")),
        "{syms:?}"
    );
    // The pipeline says what runs; the passes are bisectable module passes.
    let p = ok(&warpsat(
        &["--print-pipeline-passes", "--kernels=a", "-O1"],
        None,
    ));
    assert_eq!(
        p.lines().next().unwrap_or(""),
        "select-kernels<kernels=a>,globaldce,nvopt<O1>(constmerge,inline,asm-sreg,byval-copy,simplifycfg,memcpyopt,sroa,mem2reg,infer-address-spaces,sccp,correlated-propagation,mem2reg,verify,licm-promote,loop-vectorize,loop-reduce,dse,egraph<algebra;fusion;forward>,adce,stack-coloring)"
    );
    let o = warpsat(
        &[
            "compile",
            "-",
            "-o",
            "-",
            "--kernels=a",
            "--opt-bisect-limit=1",
        ],
        Some(KERNELS),
    );
    assert_eq!(symbols(&ok(&o)).len(), 5, "globaldce did not run");
    assert!(
        text(&o.stderr).starts_with(
            "BISECT: running pass (1) select-kernels on module (<stdin>)\n\
         BISECT: NOT running pass (2) globaldce on module (<stdin>)\n"
        ),
        "{}",
        text(&o.stderr)
    );
    let o = warpsat(&["compile", "-", "-o", "-", "--kernels=c"], Some(KERNELS));
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stderr).contains("--kernels: no kernel named 'c' (kernels: a, b)"));
}

#[test]
fn every_corpus_kernel_compiles_alone() {
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus/nvvm");
    for f in ["unroll_pragmas.ll", "noinline_call.ll", "reduce_warp.ll"] {
        let path = dir.join(f);
        let path = path.to_str().unwrap();
        let all = ok(&warpsat(
            &["compile", path, "-o", "-", "--emit", "ir"],
            None,
        ));
        let kernels: Vec<&str> = all
            .lines()
            .filter_map(|l| l.strip_prefix("func kernel @"))
            .map(|l| l.split('(').next().unwrap())
            .collect();
        assert!(!kernels.is_empty(), "{f}");
        for k in kernels {
            let ptx = ok(&warpsat(
                &[
                    "compile",
                    path,
                    "-o",
                    "-",
                    "--verify-each",
                    &format!("--kernels={k}"),
                ],
                None,
            ));
            assert_eq!(
                symbols(&ptx)
                    .iter()
                    .filter(|s| s.contains(".entry"))
                    .count(),
                1,
                "{f} {k}"
            );
        }
    }
}

#[test]
fn levels_force_their_options_over_opt() {
    let o = warpsat(
        &[
            "compile",
            "-",
            "-o",
            "-",
            "-Ofc=max",
            "-opt",
            "-do-remat=2 -remat-for-occ=64",
            "-v",
        ],
        Some(ALLOCAS),
    );
    ok(&o);
    let err = text(&o.stderr);
    assert!(
        err.contains(
            "pipeline nvopt<Ofcmax>(mem2reg) with -do-remat=0 -remat-for-occ=64 -lsa-opt=0 \
             -memory-space-opt=0 -nv-remat-block=0;"
        ),
        "{err}"
    );
    let o = warpsat(
        &[
            "compile",
            "-",
            "-o",
            "-",
            "--passes=nvopt<Ofcmid>(mem2reg)",
            "-v",
        ],
        Some(ALLOCAS),
    );
    assert!(
        text(&o.stderr).contains("pipeline nvopt<Ofcmid>(mem2reg) with -nv-remat-block=0;"),
        "{}",
        text(&o.stderr)
    );
}

#[test]
fn knobs_nothing_reads_warn_that_they_have_no_effect() {
    let o = compile_ir(&[
        "-opt",
        "-force-vector-width-outer=1 -lsa-opt=0 -enable-early-exit-vectorization=1",
    ]);
    ok(&o);
    let err = text(&o.stderr);
    for want in [
        "warning: pass option '-force-vector-width-outer' is not implemented yet (to be read by: loop-vectorize); it has no effect",
        "warning: pass option '-lsa-opt' is accepted for cicc compatibility and has no effect",
        "warning: pass option '-enable-early-exit-vectorization' is not implemented yet (to be read by: loop-vectorize); it has no effect",
    ] {
        assert!(err.contains(want), "missing {want:?} in:\n{err}");
    }
    // Knobs a pass reads are quiet; so are the ones a level forces.
    let o = compile_ir(&[
        "-opt",
        "-do-remat=0 -unroll-threshold=100 -slp-max-vf=2 -slp-min-tree-size=4 -flat-loop-tripcount-threshold=3",
        "-Ofc=max",
    ]);
    ok(&o);
    assert!(!text(&o.stderr).contains("warning"), "{}", text(&o.stderr));
}
