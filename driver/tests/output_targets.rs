//! `-o` onto things that are not regular files, and standard output that is
//! closed or full: the target survives, the bytes arrive, and failures are
//! exit status 1 from every subcommand (never a panic's 101).
#![cfg(target_os = "linux")]

use std::os::unix::fs::FileTypeExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn warpsat(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_warpsat"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("warpsat runs")
}

fn kernel() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus/nvvm/saxpy.ll")
}

fn compile_to(target: &Path) -> Output {
    warpsat(&[kernel().to_str().unwrap(), "-o", target.to_str().unwrap()])
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn a_device_node_is_written_in_place_not_replaced() {
    let dir = tempfile::tempdir().unwrap();
    let node = dir.path().join("null");
    // A character device like /dev/null (1,3); only root may make one.
    let made = Command::new("mknod")
        .arg(&node)
        .args(["c", "1", "3"])
        .status()
        .is_ok_and(|s| s.success());
    if !made {
        eprintln!("SKIPPED: mknod is not permitted here");
        return;
    }
    let o = compile_to(&node);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let ft = std::fs::symlink_metadata(&node).unwrap().file_type();
    assert!(ft.is_char_device(), "the device node was replaced: {ft:?}");
}

#[test]
fn a_fifo_gets_the_output_and_stays_a_fifo() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("pipe");
    let made = Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::read(fifo).unwrap())
    };
    let o = compile_to(&fifo);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let got = text(&reader.join().unwrap());
    assert!(got.contains(".entry saxpy"), "reader got: {got}");
    let ft = std::fs::symlink_metadata(&fifo).unwrap().file_type();
    assert!(ft.is_fifo(), "the FIFO was replaced: {ft:?}");
}

#[test]
fn a_symlink_is_written_through_and_kept() {
    let dir = tempfile::tempdir().unwrap();
    let real = dir.path().join("real.ptx");
    std::fs::write(&real, "old").unwrap();
    let link = dir.path().join("link.ptx");
    std::os::unix::fs::symlink("real.ptx", &link).unwrap();
    let o = compile_to(&link);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(std::fs::symlink_metadata(&link)
        .unwrap()
        .file_type()
        .is_symlink());
    assert!(std::fs::read_to_string(&real)
        .unwrap()
        .contains(".entry saxpy"));
}

#[test]
fn a_failed_compile_leaves_the_previous_output_alone() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.ll");
    std::fs::write(&bad, "define void @k() {\n  ret i32\n}\n").unwrap();
    let out = dir.path().join("k.ptx");
    std::fs::write(&out, "previous").unwrap();
    let o = warpsat(&[bad.to_str().unwrap(), "-o", out.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o.stderr));
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "previous");
}

/// Runs `warpsat ARGS` under sh with standard output redirected by
/// `redirect` (`>&-` closes it, `>/dev/full` fills it).
fn with_stdout(redirect: &str, args: &[&str]) -> Output {
    let mut script = String::from("exec \"$0\"");
    for i in 1..=args.len() {
        script.push_str(&format!(" \"${{{i}}}\""));
    }
    script.push(' ');
    script.push_str(redirect);
    Command::new("sh")
        .arg("-c")
        .arg(script)
        .arg(env!("CARGO_BIN_EXE_warpsat"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

#[test]
fn closed_or_full_stdout_is_exit_status_1_from_every_subcommand() {
    let k = kernel();
    let k = k.to_str().unwrap();
    let spec = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/harness/saxpy.spec");
    let spec = spec.to_str().unwrap();
    let commands: [&[&str]; 6] = [
        &[k, "-o", "-"],
        &["analyze", k],
        &["run", k, "--spec", spec],
        &["--list-options"],
        &["--print-pipeline-passes", "-O2"],
        &[],
    ];
    for redirect in [">&-", ">/dev/full"] {
        for args in commands {
            let o = with_stdout(redirect, args);
            assert_eq!(
                o.status.code(),
                Some(1),
                "warpsat {args:?} {redirect}: {}",
                text(&o.stderr)
            );
            let err = text(&o.stderr);
            assert!(
                err.contains("standard output is closed") || err.contains("No space left"),
                "warpsat {args:?} {redirect}: {err}"
            );
        }
    }
}
