//! Errors of the interpreters.
//!
//! Low layers (memory, float helpers, one instruction) raise a [`Fault`]:
//! what went wrong, without knowing who did it. The grid engine wraps it into
//! an [`InterpError`] that names the kernel, the block, the thread and the
//! instruction, so every message a user sees says where it happened.

use std::fmt;

/// What kind of failure a run ended with.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ErrorKind {
    /// An access outside every allocation of its address space.
    OutOfBounds,
    /// A read of memory that was never written.
    Uninitialized,
    /// An address that is not a multiple of the access's alignment.
    Misaligned,
    /// An access through a null (or null-page) pointer.
    NullAccess,
    /// A store to read-only memory (constant space, kernel parameters).
    ReadOnly,
    /// Undefined behaviour of the program (division by zero, oversized
    /// shift, branch on an undefined value, `unreachable`, ...).
    Undefined,
    /// A construct the interpreter does not implement.
    Unsupported,
    /// No thread of a block can make progress.
    Deadlock,
    /// The configured instruction limit was reached.
    StepLimit,
    /// The configured wall-clock time limit was reached.
    TimeLimit,
    /// An allocation would exceed the configured memory limit.
    MemoryLimit,
    /// Launch configuration or kernel arguments do not fit the kernel.
    BadLaunch,
    /// The program breaks a rule of its language that an assembler would
    /// check (a PTX register used with the wrong width or kind, a branch
    /// to a missing label, an undeclared symbol).
    Malformed,
}

impl ErrorKind {
    /// A short lower-case label used as the message prefix.
    pub fn label(self) -> &'static str {
        match self {
            ErrorKind::OutOfBounds => "out of bounds",
            ErrorKind::Uninitialized => "uninitialized read",
            ErrorKind::Misaligned => "misaligned access",
            ErrorKind::NullAccess => "null access",
            ErrorKind::ReadOnly => "write to read-only memory",
            ErrorKind::Undefined => "undefined behaviour",
            ErrorKind::Unsupported => "unsupported",
            ErrorKind::Deadlock => "deadlock",
            ErrorKind::StepLimit => "step limit",
            ErrorKind::TimeLimit => "time limit",
            ErrorKind::MemoryLimit => "memory limit",
            ErrorKind::BadLaunch => "bad launch",
            ErrorKind::Malformed => "malformed program",
        }
    }
}

/// A failure without its location; see [`InterpError`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Fault {
    /// The kind.
    pub kind: ErrorKind,
    /// What happened, e.g. `load of 4 bytes at 0x... is 4 bytes past the end of 'x'`.
    pub msg: String,
}

impl Fault {
    /// A fault of the given kind.
    pub fn new(kind: ErrorKind, msg: impl Into<String>) -> Fault {
        Fault {
            kind,
            msg: msg.into(),
        }
    }

    /// Undefined behaviour.
    pub fn ub(msg: impl Into<String>) -> Fault {
        Fault::new(ErrorKind::Undefined, msg)
    }

    /// An unsupported construct.
    pub fn unsupported(msg: impl Into<String>) -> Fault {
        Fault::new(ErrorKind::Unsupported, msg)
    }
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.kind.label(), self.msg)
    }
}

/// A failure of a run, with the kernel, block, thread and instruction it
/// happened at (those that apply: a bad launch has no thread).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct InterpError {
    /// The kind.
    pub kind: ErrorKind,
    /// What happened.
    pub msg: String,
    /// The kernel being run.
    pub kernel: String,
    /// Block index (ctaid) when the failure belongs to a block.
    pub block: Option<[u32; 3]>,
    /// Thread index (tid) when the failure belongs to one thread.
    pub thread: Option<[u32; 3]>,
    /// The instruction, printed in the generic text format (or PTX).
    pub inst: Option<String>,
}

impl InterpError {
    /// An error of a whole launch (no block or thread).
    pub fn launch(kernel: &str, fault: Fault) -> InterpError {
        InterpError {
            kind: fault.kind,
            msg: fault.msg,
            kernel: kernel.to_string(),
            block: None,
            thread: None,
            inst: None,
        }
    }
}

fn xyz(v: [u32; 3]) -> String {
    format!("({},{},{})", v[0], v[1], v[2])
}

impl fmt::Display for InterpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "kernel '{}'", self.kernel)?;
        if let Some(b) = self.block {
            write!(f, ", block {}", xyz(b))?;
        }
        if let Some(t) = self.thread {
            write!(f, ", thread {}", xyz(t))?;
        }
        write!(f, ": {}: {}", self.kind.label(), self.msg)?;
        if let Some(i) = &self.inst {
            write!(f, "\n  at: {i}")?;
        }
        Ok(())
    }
}

impl std::error::Error for InterpError {}
