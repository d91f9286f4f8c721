//! `warpsat run` stays bounded in memory and time, and its argument and
//! launch errors say what is wrong (and which flag to use): buffer sizes
//! against `--max-memory`, `file(PATH)` reads only what the buffer needs,
//! scalar and fill values against their type, `random` bounds, empty
//! buffers, the step limit (`--limit`), the wall-clock limit (`--timeout`)
//! and barriers that only some threads of a block reach.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// Runs `warpsat run INPUT ARGS...`: (exit status, stdout, stderr).
fn run(input: &Path, args: &[&str]) -> (Option<i32>, String, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_warpsat"))
        .arg("run")
        .arg(input)
        .args(args)
        .output()
        .expect("warpsat runs");
    (
        o.status.code(),
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

/// A run that must fail with exit status 1 and a message containing every
/// one of `want`; returns the message.
fn fails(input: &Path, args: &[&str], want: &[&str]) -> String {
    let (code, out, err) = run(input, args);
    assert_eq!(code, Some(1), "{args:?}: stdout {out}\nstderr {err}");
    for w in want {
        assert!(err.contains(w), "{args:?}: expected '{w}' in: {err}");
    }
    err
}

/// A run that must succeed; returns its report.
fn succeeds(input: &Path, args: &[&str]) -> String {
    let (code, out, err) = run(input, args);
    assert_eq!(code, Some(0), "{args:?}: {err}");
    out
}

/// `out[tid] = n` after a loop of `n` iterations (`n = 0` loops 2^32 times).
const SPIN: &str = "define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %j = add i32 %i, 1
  %c = icmp ne i32 %j, %n
  br i1 %c, label %loop, label %done
done:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %j, ptr addrspace(1) %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
";

/// `out[tid] = n`.
const STORE: &str = "define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %n, ptr addrspace(1) %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
";

/// Does nothing with its buffer.
const NOP: &str = "define ptx_kernel void @k(ptr addrspace(1) %buf) {
  ret void
}
";

/// Threads with `tid.x < %half` return; the others wait at a barrier, then
/// store their index.
const HALF_RETURN: &str = "define ptx_kernel void @k(ptr addrspace(1) %out, i32 %half) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, %half
  br i1 %c, label %early, label %work
early:
  ret void
work:
  call void @llvm.nvvm.barrier0()
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %t, ptr addrspace(1) %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
";

/// `HALF_RETURN` in PTX.
const HALF_RETURN_PTX: &str = ".version 7.0
.target sm_80
.address_size 64

.visible .entry k(
	.param .u64 k_param_0,
	.param .u32 k_param_1
)
{
	.reg .pred 	%p<2>;
	.reg .b32 	%r<3>;
	.reg .b64 	%rd<5>;
	ld.param.u64 	%rd1, [k_param_0];
	ld.param.u32 	%r2, [k_param_1];
	mov.u32 	%r1, %tid.x;
	setp.lt.u32 	%p1, %r1, %r2;
	@!%p1 bra 	$L__work;
	ret;
$L__work:
	bar.sync 	0;
	mul.wide.u32 	%rd3, %r1, 4;
	add.s64 	%rd4, %rd1, %rd3;
	st.global.u32 	[%rd4], %r1;
	ret;
}
";

/// Writes `text` to `dir/name`.
fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p
}

/// The `arg N: ... checksum` lines of a report.
fn checksums(report: &str) -> Vec<&str> {
    report.lines().filter(|l| l.contains("checksum")).collect()
}

#[test]
fn buffers_are_checked_against_the_memory_limit() {
    let dir = tempfile::tempdir().unwrap();
    let k = write(dir.path(), "spin.ll", SPIN);
    // 1.6 GB is over the default limit (1 GiB): refused before allocating.
    let err = fails(
        &k,
        &["--arg", "f32[400000000]:zero", "--arg", "i32:1"],
        &["memory limit", "arg 0 (f32[400000000])", "--max-memory"],
    );
    assert!(err.contains("1600000000 bytes"), "{err}");
    // Far over any memory: an error, not an allocation failure.
    fails(
        &k,
        &["--arg", "f32[99999999999999]:zero", "--arg", "i32:1"],
        &["memory limit", "--max-memory"],
    );
    // A size that overflows 64 bits.
    fails(
        &k,
        &["--arg", "u64[3000000000000000000]:zero", "--arg", "i32:1"],
        &["too large", "overflow"],
    );
    // The limit counts all buffers together, and takes suffixes.
    let two = [
        "--arg",
        "u8[1024]:zero",
        "--arg",
        "i32:1",
        "--arg",
        "u8[1024]:zero",
    ];
    let spin2 = write(
        dir.path(),
        "spin2.ll",
        &SPIN.replace("i32 %n)", "i32 %n, ptr addrspace(1) %other)"),
    );
    let mut args = two.to_vec();
    args.extend(["--max-memory", "1536"]);
    fails(
        &spin2,
        &args,
        &["memory limit", "arg 2 (u8[1024])", "--max-memory"],
    );
    let mut args = two.to_vec();
    args.extend(["--max-memory", "2K"]);
    succeeds(&spin2, &args);
    let mut args = two.to_vec();
    args.extend(["--max-memory", "1M"]);
    succeeds(&spin2, &args);
    // A bad byte count is a usage error.
    let (code, _, err) = run(&k, &["--arg", "i32[4]:zero", "--max-memory", "12X"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("--max-memory"), "{err}");
}

#[test]
fn file_fills_read_only_the_bytes_the_buffer_needs() {
    let dir = tempfile::tempdir().unwrap();
    let k = write(dir.path(), "nop.ll", NOP);
    // An endless file: the buffer takes its first 4 MiB and the run ends.
    let from_zero = succeeds(&k, &["--arg", "i32[1048576]:file(/dev/zero)"]);
    let zero = succeeds(&k, &["--arg", "i32[1048576]:zero"]);
    let uninit = succeeds(&k, &["--arg", "i32[1048576]:uninit"]);
    assert_eq!(checksums(&from_zero), checksums(&zero));
    assert_ne!(checksums(&zero), checksums(&uninit));
    // A longer file: its first bytes.
    let bytes: Vec<u8> = (10..110u8).collect();
    std::fs::write(dir.path().join("long.bin"), &bytes).unwrap();
    let long = format!("u8[4]:file({})", dir.path().join("long.bin").display());
    let out = succeeds(&k, &["--arg", &long, "--dump", "8"]);
    assert!(out.contains("u8[4] = [10, 11, 12, 13]"), "{out}");
    // A file of exactly the buffer's size.
    std::fs::write(dir.path().join("exact.bin"), &bytes[..4]).unwrap();
    let exact = format!("u8[4]:file({})", dir.path().join("exact.bin").display());
    assert_eq!(succeeds(&k, &["--arg", &exact, "--dump", "8"]), out);
    // A shorter file is an error.
    std::fs::write(dir.path().join("short.bin"), &bytes[..10]).unwrap();
    let short = format!("i32[32]:file({})", dir.path().join("short.bin").display());
    fails(
        &k,
        &["--arg", &short],
        &["ends after 10 bytes", "i32[32] needs 128"],
    );
}

#[test]
fn out_of_range_values_are_errors() {
    let dir = tempfile::tempdir().unwrap();
    let k = write(dir.path(), "store.ll", STORE);
    /// The buffer argument, then `extra`.
    fn with<'a>(extra: &[&'a str]) -> Vec<&'a str> {
        let mut v = vec!["--arg", "i32[32]:zero"];
        v.extend_from_slice(extra);
        v
    }
    fails(
        &k,
        &with(&["--arg", "i32:99999999999"]),
        &["99999999999 is out of range for i32"],
    );
    fails(&k, &with(&["--arg", "i32:4294967296"]), &["out of range"]);
    fails(&k, &with(&["--arg", "i32:-2147483649"]), &["out of range"]);
    // Both spellings of the same 32 bits are accepted, and are the same.
    let minus_one = succeeds(&k, &with(&["--arg", "i32:-1", "--dump", "2"]));
    let all_ones = succeeds(&k, &with(&["--arg", "i32:4294967295", "--dump", "2"]));
    assert!(minus_one.contains("= [-1, -1, ...]"), "{minus_one}");
    assert_eq!(minus_one, all_ones);
    succeeds(&k, &with(&["--arg", "i32:-2147483648"]));
    // Floats that round to infinity.
    let f = write(
        dir.path(),
        "f.ll",
        &STORE.replace("i32 %n)", "i32 %n, float %x)"),
    );
    fails(
        &f,
        &with(&["--arg", "i32:1", "--arg", "f32:1e39"]),
        &["out of range for f32", "infinity"],
    );
    succeeds(&f, &with(&["--arg", "i32:1", "--arg", "f32:3e38"]));
    // Buffer values: values(...), const(...), iota over the whole buffer.
    let nop = write(dir.path(), "nop.ll", NOP);
    fails(
        &nop,
        &["--arg", "i8[4]:values(1,300)"],
        &["300 is out of range for i8"],
    );
    fails(
        &nop,
        &["--arg", "u8[4]:const(-129)"],
        &["-129 is out of range for u8"],
    );
    fails(
        &nop,
        &["--arg", "i8[300]:iota(0,1)"],
        &["iota(0,1)", "299 is out of range for i8"],
    );
    fails(
        &nop,
        &["--arg", "f16[4]:values(1,70000)"],
        &["out of range for f16"],
    );
    let iota = succeeds(&nop, &["--arg", "u8[256]:iota(0,1)", "--dump", "300"]);
    assert!(iota.contains("254, 255]"), "{iota}");
    let vals = succeeds(&nop, &["--arg", "u8[2]:values(-128,255)", "--dump", "2"]);
    assert!(vals.contains("u8[2] = [128, 255]"), "{vals}");
}

#[test]
fn random_bounds_must_be_ordered() {
    let dir = tempfile::tempdir().unwrap();
    let k = write(dir.path(), "spin.ll", SPIN);
    fails(
        &k,
        &["--arg", "i32[32]:random(5,1)", "--arg", "i32:1"],
        &["random(5,1)", "lower bound is above the upper bound"],
    );
    fails(
        &k,
        &["--arg", "f32[32]:random(1,-1)", "--arg", "i32:1"],
        &["lower bound is above the upper bound"],
    );
    succeeds(&k, &["--arg", "i32[32]:random(1,5)", "--arg", "i32:1"]);
}

#[test]
fn empty_buffers_are_errors() {
    let dir = tempfile::tempdir().unwrap();
    let k = write(dir.path(), "nop.ll", NOP);
    fails(
        &k,
        &["--arg", "f32[0]"],
        &["'f32[0]' has no elements", "at least 1"],
    );
    fails(&k, &["--arg", "f32[0]:random(0,1)"], &["has no elements"]);
    succeeds(&k, &["--arg", "f32[1]"]);
}

#[test]
fn the_step_limit_names_its_flag() {
    let dir = tempfile::tempdir().unwrap();
    let k = write(dir.path(), "spin.ll", SPIN);
    let args = ["--arg", "i32[32]:zero", "--arg", "i32:100"];
    let mut low = args.to_vec();
    low.extend(["--limit", "1000"]);
    fails(
        &k,
        &low,
        &["step limit", "more than 1000 instructions", "--limit"],
    );
    let mut high = args.to_vec();
    high.extend(["--limit", "100000"]);
    succeeds(&k, &high);
}

#[test]
fn the_time_limit_stops_a_long_run() {
    let dir = tempfile::tempdir().unwrap();
    let k = write(dir.path(), "spin.ll", SPIN);
    let p = dir.path().join("spin.ptx");
    // n = 0 loops 2^32 times per thread: minutes, under a step limit that
    // does not stop it.
    let start = Instant::now();
    let args = [
        "--arg",
        "i32[32]:zero",
        "--arg",
        "i32:0",
        "--limit",
        "1000000000000",
        "--timeout",
        "0.3",
    ];
    fails(&k, &args, &["time limit", "0.3 s was reached", "--timeout"]);
    assert!(start.elapsed() < Duration::from_secs(60));
    // The PTX interpreter too.
    let o = Command::new(env!("CARGO_BIN_EXE_warpsat"))
        .arg("compile")
        .arg(&k)
        .arg("-o")
        .arg(&p)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    fails(&p, &args, &["time limit", "--timeout"]);
    // Without --timeout (the default) a short run is unaffected.
    succeeds(&k, &["--arg", "i32[32]:zero", "--arg", "i32:10"]);
}

#[test]
fn a_barrier_some_threads_exit_before_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let ll = write(dir.path(), "half.ll", HALF_RETURN);
    let ptx = write(dir.path(), "half.ptx", HALF_RETURN_PTX);
    for k in [&ll, &ptx] {
        // Half of the block returns before the barrier.
        let err = fails(
            k,
            &["--arg", "i32[32]:zero", "--arg", "i32:16"],
            &[
                "barrier 0 at",
                "reached by 16 of 32 threads of block (0,0,0)",
                "exited",
                "thread(s) (0,0,0)",
            ],
        );
        assert!(err.contains("undefined behaviour"), "{err}");
        // One thread of a block of 64 returns (the first block fails).
        fails(
            k,
            &[
                "--grid",
                "2",
                "--block",
                "64",
                "--arg",
                "i32[64]:zero",
                "--arg",
                "i32:1",
            ],
            &["reached by 63 of 64 threads of block (0,0,0)"],
        );
        // Every thread reaches it: fine.
        let out = succeeds(
            k,
            &["--arg", "i32[32]:zero", "--arg", "i32:0", "--dump", "3"],
        );
        assert!(out.contains("= [0, 1, 2, ...]"), "{out}");
        // Every thread returns: no barrier is involved.
        succeeds(k, &["--arg", "i32[32]:zero", "--arg", "i32:32"]);
    }
}

#[test]
fn spec_file_errors_name_their_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let ll = write(dir.path(), "spin.ll", SPIN);
    let spec = write(
        dir.path(),
        "bad.spec",
        "kernel k\nblock 32\n  bogus 3\narg i32[32] zero\n",
    );
    let err = fails(
        &ll,
        &["--spec", spec.to_str().unwrap()],
        &["bad.spec:3:3: error: unknown key 'bogus'", "  bogus 3"],
    );
    // A fault of no single line is the file's.
    let spec = write(dir.path(), "nokernel.spec", "block 32\n");
    let whole = fails(
        &ll,
        &["--spec", spec.to_str().unwrap()],
        &["no 'kernel' line"],
    );
    assert!(!whole.contains(".spec:1:"), "{whole}");
    assert!(err.lines().count() >= 2, "{err}");
}
