//! Running a compiler as a child process with a time cap, measuring its
//! wall time and peak resident memory. The peak is the child's `VmHWM`
//! (read from /proc while it runs, every few milliseconds): `ru_maxrss`
//! would include the pages of this process that the child had before it
//! called exec.

use std::process::Command;
use std::time::{Duration, Instant};

/// What one capped run gave.
#[derive(Clone, Copy, Debug)]
pub enum Outcome {
    /// Finished successfully: wall time and peak memory in bytes.
    Done(Duration, u64),
    /// Still running at the cap (killed).
    Capped(Duration),
    /// Exited with an error.
    Failed,
}

/// Runs `cmd` (output discarded) until it exits or `cap` passes.
pub fn run_capped(cmd: &mut Command, cap: Duration) -> Outcome {
    let t = Instant::now();
    let Ok(child) = cmd
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
    else {
        return Outcome::Failed;
    };
    let pid = child.id() as libc::pid_t;
    let status_file = format!("/proc/{pid}/status");
    let mut peak = 0u64;
    loop {
        if let Ok(st) = std::fs::read_to_string(&status_file) {
            peak = peak.max(vm_hwm(&st).unwrap_or(0));
        }
        let mut status = 0;
        // SAFETY: waits for our own child without blocking.
        let r = unsafe { libc::waitpid(pid, &mut status, libc::WNOHANG) };
        if r == pid {
            let ok = libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0;
            return if ok {
                Outcome::Done(t.elapsed(), peak)
            } else {
                Outcome::Failed
            };
        }
        if r < 0 {
            return Outcome::Failed;
        }
        if t.elapsed() >= cap {
            // SAFETY: signals our own child, then reaps it.
            unsafe {
                libc::kill(pid, libc::SIGKILL);
                libc::waitpid(pid, &mut status, 0);
            }
            return Outcome::Capped(t.elapsed());
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// The `VmHWM:` line of /proc/PID/status, in bytes.
fn vm_hwm(status: &str) -> Option<u64> {
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}
