//! Two-phase compilation: the per-function phase on 1, 2 or 8 threads, with
//! `--split-compile`, and under a GNU make jobserver the test creates, gives
//! byte-identical PTX and IR, equal to the sequential compilation.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// 40 kernels with a loop over allocas (promoted by mem2reg), a call to a
/// device function, and every fifth kernel a volatile alloca that stays.
fn many_kernels() -> String {
    let mut s = String::from(
        "target triple = \"nvptx64-nvidia-cuda\"\n\
         define i32 @dev(i32 %x) {\nentry:\n  %y = mul i32 %x, 3\n  %z = add i32 %y, 1\n  ret i32 %z\n}\n",
    );
    for i in 0..40 {
        let keep = if i % 5 == 0 {
            "  %v = alloca i32, align 4\n  store volatile i32 %n, ptr %v, align 4\n"
        } else {
            ""
        };
        s.push_str(&format!(
            "define ptx_kernel void @k{i}(ptr addrspace(1) %out, i32 %n) {{
entry:
  %acc = alloca i32, align 4
  %i = alloca i32, align 4
{keep}  store i32 {i}, ptr %acc, align 4
  store i32 0, ptr %i, align 4
  br label %cond
cond:
  %iv = load i32, ptr %i, align 4
  %c = icmp slt i32 %iv, %n
  br i1 %c, label %body, label %exit
body:
  %a = load i32, ptr %acc, align 4
  %d = call i32 @dev(i32 %a)
  %s = add i32 %d, %iv
  store i32 %s, ptr %acc, align 4
  %inx = add i32 %iv, {step}
  store i32 %inx, ptr %i, align 4
  br label %cond
exit:
  %r = load i32, ptr %acc, align 4
  %p = getelementptr i32, ptr addrspace(1) %out, i32 {i}
  store i32 %r, ptr addrspace(1) %p, align 4
  ret void
}}
",
            step = 1 + i % 3
        ));
    }
    s
}

fn run(cmd: &mut Command, src: &str) -> Output {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("warpsat runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(src.as_bytes())
        .unwrap();
    let o = child.wait_with_output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    o
}

fn warpsat(args: &[&str]) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_warpsat"));
    c.args(["compile", "-", "-o", "-"]).args(args);
    // The tests' own make/cargo jobserver must not leak in.
    c.env_remove("MAKEFLAGS")
        .env_remove("CARGO_MAKEFLAGS")
        .env_remove("MFLAGS");
    c
}

fn compile(args: &[&str]) -> Output {
    run(&mut warpsat(args), &many_kernels())
}

/// The same compilation without the pool: inlining, simplifycfg, mem2reg
/// then isel, one function after the other, through the library.
fn sequential_ptx() -> String {
    let mut m = llvm::import::import("<stdin>", &many_kernels()).unwrap();
    dialects::inline::run(&mut m, dialects::inline::DEFAULT_THRESHOLD);
    for f in m.funcs.values_mut() {
        if let Some(b) = f.body.as_mut() {
            dialects::simplifycfg::simplify(b);
            dialects::mem2reg::run_function(b);
        }
    }
    let ptx = isel::select_module(&m, "sm_80").unwrap();
    ptx::print::print_module(&ptx)
}

const SETTINGS: &[&[&str]] = &[
    &["--threads=1"],
    &["--threads=2"],
    &["--threads=8"],
    &["--split-compile=1"],
    &["--split-compile=3"],
    &["--split-compile=7"],
    &["--threads=2", "--split-compile=7"],
    &["-threads=8"],
];

#[test]
fn output_is_byte_identical_whatever_the_threads_or_split() {
    let seq = sequential_ptx();
    assert_eq!(seq.matches(".visible .entry").count(), 40);
    for emit in ["ptx", "ir"] {
        let base = compile(&["--emit", emit, "--threads=1"]).stdout;
        if emit == "ptx" {
            // The library's passes alone (the default level adds the
            // e-graph, which the library call above does not run).
            let same = compile(&[
                "--emit",
                emit,
                "--threads=1",
                "--passes=inline,simplifycfg,mem2reg",
            ])
            .stdout;
            assert_eq!(
                String::from_utf8_lossy(&same),
                seq,
                "--threads=1 is sequential"
            );
        }
        for s in SETTINGS {
            let mut args = vec!["--emit", emit];
            args.extend_from_slice(s);
            let o = compile(&args);
            assert!(o.stdout == base, "--emit {emit} {s:?} differs");
            // Not a terminal: no progress line.
            assert!(
                o.stderr.is_empty(),
                "{}",
                String::from_utf8_lossy(&o.stderr)
            );
        }
    }
}

#[test]
fn remarks_dumps_and_timing_rows_keep_module_order() {
    let args = [
        "--emit",
        "ir",
        "-Rpass=mem2reg",
        "-Rpass-missed=mem2reg",
        "--print-after=mem2reg",
    ];
    let one = compile(&[&args[..], &["--threads=1"]].concat());
    let err = String::from_utf8_lossy(&one.stderr).into_owned();
    assert_eq!(err.matches("promoted alloca %acc").count(), 40);
    // mem2reg runs twice (the second after sccp); each remark prints once.
    assert_eq!(err.matches("alloca %v not promoted").count(), 8);
    let k3 = err.find("in function @k3:").unwrap();
    let k12 = err.find("in function @k12:").unwrap();
    assert!(k3 < k12, "module order");
    for s in SETTINGS {
        let o = compile(&[&args[..], s].concat());
        assert!(o.stderr == one.stderr, "{s:?}: remarks or dump differ");
        assert!(o.stdout == one.stdout, "{s:?}: output differs");
    }
}

#[test]
fn a_bisect_limit_compiles_on_one_thread() {
    let o = compile(&["--threads=8", "--opt-bisect-limit=3", "-v", "--emit", "ir"]);
    let err = String::from_utf8_lossy(&o.stderr);
    let lines: Vec<&str> = err.lines().filter(|l| l.starts_with("BISECT")).collect();
    // constmerge and inline on the module, then asm-sreg, byval-copy,
    // simplifycfg, memcpyopt,
    // sroa, mem2reg, infer-address-spaces, sccp, correlated-propagation,
    // mem2reg again, loop-unswitch, loop-index-split, licm-promote,
    // loop-unroll (full only), loop-vectorize, loop-unroll, base-address-sr, loop-reduce, dse,
    // egraph, adce, load-hoist, pressure-hoist and stack-coloring, each on
    // the 41 functions (verify is required and not counted).
    assert_eq!(lines.len(), 2 + 24 * 41);
    for (k, pass) in [
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
    ]
    .iter()
    .enumerate()
    {
        let n = 2 + 41 * (k + 2);
        assert_eq!(
            lines[n],
            format!(
                "BISECT: NOT running pass ({}) {pass} on function (@dev)",
                n + 1
            )
        );
    }
    assert!(
        lines[0].starts_with("BISECT: running pass (1) constmerge on module ("),
        "{}",
        lines[0]
    );
    assert!(
        lines[1].starts_with("BISECT: running pass (2) inline on module ("),
        "{}",
        lines[1]
    );
    assert_eq!(
        lines[2],
        "BISECT: running pass (3) asm-sreg on function (@dev)"
    );
    assert_eq!(
        lines[3],
        "BISECT: NOT running pass (4) asm-sreg on function (@k0)"
    );
    assert_eq!(
        lines[4],
        "BISECT: NOT running pass (5) asm-sreg on function (@k1)"
    );
    assert!(err.contains("; 1 thread(s)"), "{err}");
    let o = compile(&["--threads=3", "-v", "--emit", "ir"]);
    assert!(String::from_utf8_lossy(&o.stderr).contains("; 3 thread(s)"));
    let o = compile(&["--threads=1", "--split-compile=5", "-v", "--emit", "ir"]);
    assert!(String::from_utf8_lossy(&o.stderr).contains("; 5 thread(s)"));
}

#[test]
fn a_make_jobserver_bounds_the_workers_and_gets_its_tokens_back() {
    // make -j4: three tokens in the pipe, the fourth is the implicit one.
    let client = jobserver::Client::new(3).expect("jobserver pipe");
    let base = compile(&["--threads=1"]).stdout;
    for threads in ["--threads=8", "--split-compile=3"] {
        let mut cmd = warpsat(&[threads, "-v"]);
        client.configure(&mut cmd);
        // `configure` names the pipe in CARGO_MAKEFLAGS; make says it in
        // MAKEFLAGS.
        let flags = cmd
            .get_envs()
            .find(|(k, _)| *k == "CARGO_MAKEFLAGS")
            .and_then(|(_, v)| v)
            .map(|v| v.to_string_lossy().into_owned())
            .expect("configure sets CARGO_MAKEFLAGS");
        let auth = flags
            .split_whitespace()
            .find(|w| w.starts_with("--jobserver-auth="))
            .expect("auth")
            .to_string();
        cmd.env_remove("CARGO_MAKEFLAGS")
            .env("MAKEFLAGS", format!("-j4 {auth}"));
        let o = run(&mut cmd, &many_kernels());
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains("thread(s) (jobserver)"), "{err}");
        assert!(o.stdout == base, "{threads} under a jobserver differs");
        assert_eq!(client.available().unwrap(), 3, "every token came back");
    }
}

#[test]
fn threads_and_split_compile_take_positive_counts() {
    for bad in ["--threads=0", "--split-compile=0", "--threads=x"] {
        let o = warpsat(&[bad]).stdin(Stdio::null()).output().unwrap();
        assert_eq!(o.status.code(), Some(2), "{bad}");
    }
    let o = Command::new(env!("CARGO_BIN_EXE_warpsat"))
        .args(["compile", "--help"])
        .output()
        .unwrap();
    let help = String::from_utf8_lossy(&o.stdout);
    assert!(help.contains("--threads <N>") && help.contains("--split-compile <N>"));
    assert!(help.contains("forces 1 thread"), "{help}");
}
