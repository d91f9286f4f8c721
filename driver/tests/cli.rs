//! End-to-end tests of the `warpsat` command line.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use tests::tools;

fn warpsat(args: &[&str], stdin: Option<&str>) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_warpsat"));
    cmd.args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().expect("warpsat runs");
    if let Some(s) = stdin {
        child.stdin.take().unwrap().write_all(s.as_bytes()).unwrap();
    } else {
        drop(child.stdin.take());
    }
    child.wait_with_output().unwrap()
}

fn corpus(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../shared/corpus")
        .join(rel)
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn no_input_compiles_the_demo_kernel() {
    let o = warpsat(&[], None);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(out.contains(".visible .entry saxpy("), "{out}");
    assert!(
        out.contains("fma.rn.f32") && out.contains(".target sm_80"),
        "{out}"
    );
    let err = text(&o.stderr);
    assert!(
        err.contains("demo") && err.contains("kernel(s): saxpy"),
        "{err}"
    );
}

#[test]
fn compiles_to_each_emit_kind_and_reads_generic_ir_back() {
    let dir = tempfile::tempdir().unwrap();
    let wir = dir.path().join("k.wir");
    let input = corpus("nvvm/reduce_warp.ll");
    let o = warpsat(
        &[
            "compile",
            input.to_str().unwrap(),
            "-o",
            wir.to_str().unwrap(),
            "-O1",
        ],
        None,
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let ir = std::fs::read_to_string(&wir).unwrap();
    assert!(ir.contains("reduce_warp"));
    // Generic IR re-read (by extension) gives the same text again.
    let again = warpsat(
        &[wir.to_str().unwrap(), "-o", "-", "-O0", "--emit", "ir"],
        None,
    );
    assert!(again.status.success(), "{}", text(&again.stderr));
    assert_eq!(text(&again.stdout), ir);
    for emit in ["nvvm-ir", "ll"] {
        let o = warpsat(
            &[
                "compile",
                input.to_str().unwrap(),
                "--emit",
                emit,
                "-o",
                "-",
            ],
            None,
        );
        assert!(o.status.success(), "{emit}: {}", text(&o.stderr));
        let s = text(&o.stdout);
        assert!(
            s.contains("define") && s.contains("reduce_warp"),
            "{emit}: {s}"
        );
        if emit == "nvvm-ir" {
            assert!(s.contains("nvvmir.version") && !s.contains(" ptr "), "{s}");
        }
    }
}

#[test]
fn stdin_to_stdout() {
    let src = std::fs::read_to_string(corpus("modern/saxpy.ll")).unwrap();
    let o = warpsat(&["compile", "-", "-O0", "--emit", "ir"], Some(&src));
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(text(&o.stdout).contains("@saxpy"));
    let o = warpsat(&["compile", "-", "-O0"], Some(&src));
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(
        text(&o.stdout).contains(".entry saxpy("),
        "PTX is the default output"
    );
}

#[test]
fn bad_input_is_located_and_leaves_output_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.ll");
    std::fs::write(
        &bad,
        "define void @k(i32 %n) {\nentry:\n  %x = add i32 %n, %missing\n  ret void\n}\n",
    )
    .unwrap();
    let out = dir.path().join("out.wir");
    std::fs::write(&out, "previous contents").unwrap();
    let o = warpsat(
        &[
            "compile",
            bad.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(1));
    let err = text(&o.stderr);
    assert!(err.contains("bad.ll:3:20: error:"), "{err}");
    assert!(err.contains("undefined value '%missing'"), "{err}");
    assert!(
        err.contains("  %x = add i32 %n, %missing\n                   ^"),
        "{err}"
    );
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "previous contents");
    let leftovers: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .flatten()
        .map(|e| e.file_name())
        .collect();
    assert_eq!(
        leftovers.len(),
        2,
        "temporary files left behind: {leftovers:?}"
    );
}

#[test]
fn unsupported_constructs_say_so_with_a_location() {
    let src = "@s = internal addrspace(3) global i32 undef\n\
               @p = addrspace(1) global i64 ptrtoint (ptr addrspace(3) @s to i64)\n";
    let o = warpsat(&["compile", "-", "-o", "-"], Some(src));
    assert_eq!(o.status.code(), Some(1));
    let err = text(&o.stderr);
    assert!(
        err.contains("<stdin>:2:57:") && err.contains("unsupported: the address of a shared"),
        "{err}"
    );
}

#[test]
fn flags_are_validated() {
    let o = warpsat(&["compile", "x.ll", "--arch", "sm_99"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).contains("unknown architecture"));
    let o = warpsat(&["compile", "x.ll", "-O7"], None);
    assert_eq!(o.status.code(), Some(2));
    let o = warpsat(&["--help"], None);
    assert!(o.status.success());
    assert!(text(&o.stdout).contains("compile"));
    let o = warpsat(&["compile", "--help"], None);
    assert!(text(&o.stdout).contains("--emit"));
    let o = warpsat(&["compile", "/nonexistent/k.ll"], None);
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stderr).contains("cannot read '/nonexistent/k.ll'"));
}

#[test]
fn analyze_reports_each_kernel() {
    let input = corpus("nvvm/unroll_pragmas.ll");
    let o = warpsat(
        &[
            "analyze",
            input.to_str().unwrap(),
            "--arch",
            "sm_90",
            "--block-size",
            "128",
        ],
        None,
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    for k in ["unroll_full_const", "unroll4_runtime", "nounroll_runtime"] {
        assert!(out.contains(&format!("kernel @{k}")), "{out}");
    }
    assert!(
        out.contains("for sm_90")
            && out.contains("occupancy")
            && out.contains("Max-Live-Function("),
        "{out}"
    );
    let o = warpsat(
        &["analyze", input.to_str().unwrap(), "--block-size", "4096"],
        None,
    );
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn run_interprets_a_kernel_and_reports_faults() {
    let input = corpus("modern/saxpy.ll");
    let spec = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/harness/saxpy.spec");
    let by_spec = warpsat(
        &[
            "run",
            input.to_str().unwrap(),
            "--spec",
            spec.to_str().unwrap(),
            "--count",
        ],
        None,
    );
    assert!(by_spec.status.success(), "{}", text(&by_spec.stderr));
    let by_flags = warpsat(
        &[
            "run",
            input.to_str().unwrap(),
            "--grid",
            "4",
            "--block",
            "64",
            "--arg",
            "i32:250",
            "--arg",
            "f32:2.5",
            "--arg",
            "f32[256]:random(-1,1)",
            "--arg",
            "f32[256]:random(-1,1)",
        ],
        None,
    );
    assert!(by_flags.status.success(), "{}", text(&by_flags.stderr));
    // The spec and the flags describe the same launch: same checksums.
    let sums = |o: &Output| {
        text(&o.stdout)
            .lines()
            .filter(|l| l.starts_with("arg "))
            .map(String::from)
            .collect::<Vec<_>>()
    };
    assert_eq!(sums(&by_spec), sums(&by_flags));
    assert_eq!(sums(&by_spec).len(), 2);
    assert!(text(&by_spec.stdout).contains("nvvm.fmul"));
    // Twice the grid reads past the 256-element buffers.
    let oob = warpsat(
        &[
            "run",
            input.to_str().unwrap(),
            "--grid",
            "8",
            "--block",
            "64",
            "--arg",
            "i32:500",
            "--arg",
            "f32:1",
            "--arg",
            "f32[256]:zero",
            "--arg",
            "f32[256]:zero",
        ],
        None,
    );
    assert_eq!(oob.status.code(), Some(1));
    let err = text(&oob.stderr);
    assert!(
        err.contains("out of bounds")
            && err.contains("block (4,0,0), thread (0,0,0)")
            && err.contains("nvvm.load"),
        "{err}"
    );
}

#[test]
fn compiles_to_ptx_that_ptxas_accepts() {
    let dir = tempfile::tempdir().unwrap();
    let input = corpus("modern/reduce_warp.ll");
    for arch in ["sm_80", "sm_90"] {
        let ptx = dir.path().join(format!("k_{arch}.ptx"));
        let o = warpsat(
            &[
                "compile",
                input.to_str().unwrap(),
                "-o",
                ptx.to_str().unwrap(),
                "--arch",
                arch,
                "-O0",
            ],
            None,
        );
        assert!(o.status.success(), "{}", text(&o.stderr));
        let src = std::fs::read_to_string(&ptx).unwrap();
        assert!(src.contains(&format!(".target {arch}")), "{src}");
        let Some(ptxas) = tools::need("WARPSAT_PTXAS") else {
            return;
        };
        let cubin = dir.path().join(format!("k_{arch}.cubin"));
        let out = Command::new(ptxas)
            .arg(format!("-arch={arch}"))
            .arg(&ptx)
            .arg("-o")
            .arg(&cubin)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "ptxas rejects warpsat's PTX for {arch}: {}",
            text(&out.stderr)
        );
    }
    let o = warpsat(
        &[
            "compile",
            input.to_str().unwrap(),
            "-o",
            "-",
            "--ptx-version",
            "8.0",
        ],
        None,
    );
    assert!(text(&o.stdout).contains(".version 8.0"));
    let o = warpsat(
        &[
            "compile",
            input.to_str().unwrap(),
            "-o",
            "-",
            "--ptx-version",
            "6.0",
        ],
        None,
    );
    assert_eq!(
        o.status.code(),
        Some(1),
        "a version below the target's minimum is refused"
    );
}

#[test]
fn run_on_compiled_ptx_matches_the_ir() {
    let dir = tempfile::tempdir().unwrap();
    let spec = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/harness/reduce_warp.spec");
    let input = corpus("nvvm/reduce_warp.ll");
    let ptx = dir.path().join("k.ptx");
    let c = warpsat(
        &[
            "compile",
            input.to_str().unwrap(),
            "-o",
            ptx.to_str().unwrap(),
            "-O0",
        ],
        None,
    );
    assert!(c.status.success(), "{}", text(&c.stderr));
    let sums = |o: &Output| {
        text(&o.stdout)
            .lines()
            .filter(|l| l.starts_with("arg "))
            .map(String::from)
            .collect::<Vec<_>>()
    };
    let on_ir = warpsat(
        &[
            "run",
            input.to_str().unwrap(),
            "--spec",
            spec.to_str().unwrap(),
        ],
        None,
    );
    let on_ptx = warpsat(
        &[
            "run",
            ptx.to_str().unwrap(),
            "--spec",
            spec.to_str().unwrap(),
            "--count",
        ],
        None,
    );
    assert!(
        on_ir.status.success() && on_ptx.status.success(),
        "{}{}",
        text(&on_ir.stderr),
        text(&on_ptx.stderr)
    );
    assert!(!sums(&on_ir).is_empty());
    assert_eq!(
        sums(&on_ir),
        sums(&on_ptx),
        "the interpreted PTX computes what the IR computes"
    );
    assert!(
        text(&on_ptx.stdout).contains("shfl.sync.down.b32"),
        "PTX opcode counts are listed"
    );
}
