//! Seed 002's Tier 0 passes and the -O3 escalation in the level
//! pipelines: `tests/tier0/tier0.ll` gives each of sccp, dse, memcpyopt,
//! constmerge, tailcallelim and barrier-opt something to do,
//! `tests/tier0/split.ll` loop-index-split. Both also compile with
//! `-opt -do-licm=0` (elaboration hoisting nothing) to the same results. At every level the PTX
//! computes what the input computes (PTX interpreter against the nvvm
//! interpreter) and ptxas accepts it; each pass's `-opt "-no-..."` switch
//! changes the PTX where the pass works.

mod common;

use std::path::{Path, PathBuf};

use common::{assert_ptxas_accepts, tools, warpsat};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn compile(level: &str, extra: &[&str], out: &Path) -> String {
    compile_file("tier0", level, extra, out)
}

fn compile_file(name: &str, level: &str, extra: &[&str], out: &Path) -> String {
    let src = root().join(format!("tests/tier0/{name}.ll"));
    let mut args = vec![
        "compile",
        src.to_str().unwrap(),
        level,
        "--arch",
        "sm_80",
        "-o",
        out.to_str().unwrap(),
    ];
    args.extend_from_slice(extra);
    let (ok, _, err) = warpsat(&args);
    assert!(ok, "{level} {extra:?}: {err}");
    std::fs::read_to_string(out).unwrap()
}

fn checksums_of(name: &str, input: &Path) -> Vec<String> {
    let spec = root().join(format!("tests/tier0/{name}.spec"));
    common::checksums(input, &["--spec", spec.to_str().unwrap()])
}

/// The dynamic instruction count `warpsat run --count` reports.
fn dynamic_count(name: &str, input: &Path) -> u64 {
    let spec = root().join(format!("tests/tier0/{name}.spec"));
    let (ok, out, err) = warpsat(&[
        "run",
        input.to_str().unwrap(),
        "--spec",
        spec.to_str().unwrap(),
        "--count",
    ]);
    assert!(ok, "{err}");
    let line = out.lines().find(|l| l.ends_with(" instructions")).unwrap();
    line.rsplit(' ').nth(1).unwrap().parse().unwrap()
}

fn count(ptx: &str, what: &str) -> usize {
    ptx.lines().filter(|l| l.contains(what)).count()
}

#[test]
fn every_level_computes_what_the_input_does() {
    let dir = tempfile::tempdir().unwrap();
    for name in ["tier0", "split"] {
        let want = checksums_of(name, &root().join(format!("tests/tier0/{name}.ll")));
        for level in ["-O0", "-O1", "-O2", "-O3", "-Ofast-compile=mid"] {
            for extra in [
                &["--lang=default"][..],
                &["--lang=mid"][..],
                &["--lang=ptx"][..],
                &["-opt", "-do-licm=0"][..],
            ] {
                let lang = extra.join("");
                let out = dir.path().join(format!("{name}{level}{lang}.ptx"));
                compile_file(name, level, extra, &out);
                assert_eq!(checksums_of(name, &out), want, "{name} {level} {lang}");
                if let Some(px) = tools::need("WARPSAT_PTXAS") {
                    assert_ptxas_accepts(&px, &out, "sm_80");
                }
            }
        }
    }
}

#[test]
fn the_passes_do_their_work_and_their_switches_turn_them_off() {
    let dir = tempfile::tempdir().unwrap();
    let o3 = compile("-O3", &[], &dir.path().join("o3.ptx"));
    // constmerge: one table left of two identical ones.
    assert_eq!(count(&o3, ".const .align 4 .b8"), 1, "{o3}");
    let unmerged = compile(
        "-O3",
        &["-opt", "-no-constmerge"],
        &dir.path().join("c.ptx"),
    );
    assert_eq!(count(&unmerged, ".const .align 4 .b8"), 2, "{unmerged}");
    // tailcallelim turns @gcd into a loop the inliner takes.
    assert_eq!(count(&o3, "call"), 0, "{o3}");
    let rec = compile(
        "-O3",
        &["-opt", "-no-tailcallelim"],
        &dir.path().join("t.ptx"),
    );
    assert!(count(&rec, "call") > 0, "{rec}");
    // barrier-opt (-O3 only): one barrier of the repeated two.
    assert_eq!(count(&o3, "bar.sync"), 1, "{o3}");
    let o2 = compile("-O2", &[], &dir.path().join("o2.ptx"));
    assert_eq!(count(&o2, "bar.sync"), 2, "{o2}");
    let bars = compile(
        "-O3",
        &["-opt", "-no-barrier-opt"],
        &dir.path().join("b.ptx"),
    );
    assert_eq!(count(&bars, "bar.sync"), 2, "{bars}");
    // sccp: the flag never set leaves no multiply by 7 behind.
    assert!(!o3.contains(", 7;"), "{o3}");
    let nosccp = compile("-O3", &["-opt", "-no-sccp"], &dir.path().join("s.ptx"));
    assert_ne!(nosccp, o3);
    // memcpyopt: the memset local array is promoted; without it, it stays
    // in local memory.
    assert!(!o3.contains(".local"), "{o3}");
    let nomem = compile("-O3", &["-opt", "-no-memcpyopt"], &dir.path().join("m.ptx"));
    assert!(nomem.contains(".local"), "{nomem}");
    // loop-index-split: two loops without the branch run fewer
    // instructions than one with it.
    let split = dir.path().join("split.ptx");
    compile_file("split", "-O3", &[], &split);
    let whole = dir.path().join("whole.ptx");
    compile_file("split", "-O3", &["-opt", "-no-loopindexsplit"], &whole);
    let (a, b) = (
        dynamic_count("split", &split),
        dynamic_count("split", &whole),
    );
    assert!(a < b, "split {a}, not split {b}");
    // dse: the store of %g to the output is overwritten before any read.
    assert_eq!(count(&o3, "st.global"), 1, "{o3}");
    let nodse = compile("-O3", &["-opt", "-no-dse"], &dir.path().join("d.ptx"));
    assert_eq!(count(&nodse, "st.global"), 2, "{nodse}");
}

#[test]
fn the_input_path_is_detected_from_front_end_output() {
    let dir = tempfile::tempdir().unwrap();
    let frontend = dir.path().join("fe.ll");
    std::fs::write(
        &frontend,
        r#"target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %n.addr = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
  %v = load i32, ptr %n.addr, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}
attributes #0 = { noinline nounwind optnone }
"#,
    )
    .unwrap();
    let out = dir.path().join("fe.ptx");
    let (ok, _, err) = warpsat(&[
        "compile",
        frontend.to_str().unwrap(),
        "-O2",
        "-o",
        out.to_str().unwrap(),
        "-v",
    ]);
    assert!(ok, "{err}");
    assert!(err.contains("nvopt<O2;mid>"), "{err}");
    let plain = root().join("tests/tier0/tier0.ll");
    let (ok, _, err) = warpsat(&[
        "compile",
        plain.to_str().unwrap(),
        "-O2",
        "-o",
        out.to_str().unwrap(),
        "-v",
    ]);
    assert!(ok, "{err}");
    assert!(err.contains("nvopt<O2>("), "{err}");
}

/// `-opt -do-licm=0`: elaboration hoists nothing out of loops. On
/// unroll_pragmas that changes the PTX (invariants are computed in the
/// loops), never the results.
#[test]
fn no_licm_changes_the_code_not_the_results() {
    let dir = tempfile::tempdir().unwrap();
    let src = root().join("../shared/corpus/nvvm/unroll_pragmas.ll");
    let ptx = |extra: &[&str], out: &str| {
        let out = dir.path().join(out);
        let mut args = vec!["compile", src.to_str().unwrap(), "-O3", "-o"];
        args.push(out.to_str().unwrap());
        args.extend_from_slice(extra);
        let (ok, _, err) = warpsat(&args);
        assert!(ok, "{err}");
        out
    };
    let hoisted = ptx(&[], "hoisted.ptx");
    let inside = ptx(&["-opt", "-do-licm=0"], "inside.ptx");
    assert_ne!(
        std::fs::read_to_string(&hoisted).unwrap(),
        std::fs::read_to_string(&inside).unwrap()
    );
    for spec in ["nounroll_runtime", "unroll4_runtime", "unroll_full_const"] {
        let spec = root().join(format!("tests/harness/{spec}.spec"));
        let run = |p: &Path| common::checksums(p, &["--spec", spec.to_str().unwrap()]);
        assert_eq!(run(&hoisted), run(&inside), "{}", spec.display());
    }
}
