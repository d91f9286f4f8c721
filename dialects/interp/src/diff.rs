//! Differential checking: run a kernel of an nvvm module or of PTX text on
//! a harness spec and compare the resulting buffers.
//!
//! Invariants: both runs of a comparison see byte-identical inputs (the
//! spec's seed fixes every fill); a comparison reports the first
//! differing element with its buffer, index and both values; integer
//! buffers and the set of written bytes must match exactly, float buffers
//! exactly (NaN payloads included) unless a [`Tolerance`] is given.

use super::memory::{ElemType, Memory};
use super::ptx_exec::{check_ptx, map_ptx_globals, run_ptx};
use super::spec::{Materialized, Spec};
use super::{map_globals, run_nvvm, RunStats};
use dialects::ir::Module;

/// Why a kernel could not be run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RunError {
    /// The PTX text does not parse.
    Parse(String),
    /// The PTX uses what the interpreter does not execute.
    NotExecutable(Vec<String>),
    /// Globals or spec buffers could not be placed in memory.
    Setup(String),
    /// The run faulted.
    Fault(String),
}

impl std::fmt::Display for RunError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RunError::Parse(m) | RunError::Setup(m) | RunError::Fault(m) => f.write_str(m),
            RunError::NotExecutable(what) => write!(f, "not executable: {}", what.join("; ")),
        }
    }
}

impl From<RunError> for String {
    fn from(e: RunError) -> String {
        e.to_string()
    }
}

/// The first difference between two outcomes.
#[derive(Clone, Debug, PartialEq)]
pub enum Mismatch {
    /// The runs have different numbers of buffers.
    BufferCount {
        /// In the run checked.
        got: usize,
        /// In the reference run.
        want: usize,
    },
    /// An element was written in one run only.
    WrittenOnce {
        /// Buffer index.
        buffer: usize,
        /// Element index.
        element: usize,
    },
    /// An element differs (beyond the tolerance, for floats).
    Value {
        /// Buffer index.
        buffer: usize,
        /// Its element type.
        elem: ElemType,
        /// Element index.
        element: usize,
        /// The reference value, as text.
        want: String,
        /// The value checked, as text.
        got: String,
    },
    /// The threads printed different text.
    Printed {
        /// The reference run's text.
        want: String,
        /// The text of the run checked.
        got: String,
    },
}

impl std::fmt::Display for Mismatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Mismatch::BufferCount { got, want } => write!(f, "{got} buffers, expected {want}"),
            Mismatch::WrittenOnce { buffer, element } => {
                write!(
                    f,
                    "buffer {buffer}: element {element} written in one run only"
                )
            }
            Mismatch::Value {
                buffer,
                elem,
                element,
                want,
                got,
            } => write!(
                f,
                "buffer {buffer} ({elem:?}) element {element}: expected {want}, got {got}"
            ),
            Mismatch::Printed { want, got } => {
                write!(f, "printf output differs: expected {want:?}, got {got:?}")
            }
        }
    }
}

impl From<Mismatch> for String {
    fn from(m: Mismatch) -> String {
        m.to_string()
    }
}

/// Bytes of every buffer argument, with which bytes were initialized.
pub type Buffers = Vec<(Vec<u8>, Vec<bool>)>;

/// The outcome of one run.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// Buffer arguments after the run, in argument order.
    pub buffers: Buffers,
    /// Element type of each buffer.
    pub elems: Vec<ElemType>,
    /// Dynamic counts.
    pub stats: RunStats,
    /// What the threads printed with `printf`.
    pub printed: String,
}

fn read(mem: &Memory, mat: &Materialized) -> Result<(Buffers, Vec<ElemType>), RunError> {
    let mut out = Vec::new();
    let mut elems = Vec::new();
    for (_, addr, b) in &mat.buffers {
        out.push(
            mem.read_with_init(*addr, b.len * b.elem.size() as u64)
                .map_err(|e| RunError::Fault(e.to_string()))?,
        );
        elems.push(b.elem);
    }
    Ok((out, elems))
}

/// Runs `spec` on module `m` with the nvvm interpreter.
pub fn run_module(m: &Module, spec: &Spec) -> Result<Outcome, RunError> {
    let setup = |e: String| RunError::Setup(e);
    let mut mem = Memory::new();
    map_globals(m, &mut mem).map_err(|e| setup(e.to_string()))?;
    let mat = spec
        .materialize(&mut mem)
        .map_err(|e| setup(e.to_string()))?;
    let stats = run_nvvm(m, &spec.kernel, &spec.launch(), &mat.args, &mut mem)
        .map_err(|e| RunError::Fault(e.to_string()))?;
    let (buffers, elems) = read(&mem, &mat)?;
    Ok(Outcome {
        buffers,
        elems,
        stats,
        printed: mem.device_output().to_string(),
    })
}

/// Parses PTX text and runs `spec` on it with the PTX interpreter.
pub fn run_ptx_text(name: &str, text: &str, spec: &Spec) -> Result<Outcome, RunError> {
    let m = ptx::parse::parse_ptx(name, text).map_err(|e| RunError::Parse(e.to_string()))?;
    let bad = check_ptx(&m);
    if !bad.is_empty() {
        return Err(RunError::NotExecutable(bad));
    }
    let setup = |e: String| RunError::Setup(e);
    let mut mem = Memory::new();
    map_ptx_globals(&m, &mut mem).map_err(|e| setup(e.to_string()))?;
    let mat = spec
        .materialize(&mut mem)
        .map_err(|e| setup(e.to_string()))?;
    let stats = run_ptx(&m, &spec.kernel, &spec.launch(), &mat.args, &mut mem)
        .map_err(|e| RunError::Fault(e.to_string()))?;
    let (buffers, elems) = read(&mem, &mat)?;
    Ok(Outcome {
        buffers,
        elems,
        stats,
        printed: mem.device_output().to_string(),
    })
}

/// Allowed float difference: `|got - want| <= abs + rel * |want|`.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Tolerance {
    /// Relative part.
    pub rel: f64,
    /// Absolute part.
    pub abs: f64,
}

fn float_at(e: ElemType, b: &[u8], i: usize) -> Option<f64> {
    match e {
        ElemType::F32 => {
            let w: [u8; 4] = b.get(i * 4..i * 4 + 4)?.try_into().ok()?;
            Some(f32::from_le_bytes(w) as f64)
        }
        ElemType::F64 => {
            let w: [u8; 8] = b.get(i * 8..i * 8 + 8)?.try_into().ok()?;
            Some(f64::from_le_bytes(w))
        }
        _ => None,
    }
}

/// Compares two outcomes; `Err` describes the first difference.
pub fn compare(want: &Outcome, got: &Outcome, tol: Option<Tolerance>) -> Result<(), Mismatch> {
    // Floats printed under a tolerance may differ in their last digits.
    if tol.is_none() && want.printed != got.printed {
        return Err(Mismatch::Printed {
            want: want.printed.clone(),
            got: got.printed.clone(),
        });
    }
    if want.buffers.len() != got.buffers.len() {
        return Err(Mismatch::BufferCount {
            got: got.buffers.len(),
            want: want.buffers.len(),
        });
    }
    for (k, ((wb, wi), (gb, gi))) in want.buffers.iter().zip(&got.buffers).enumerate() {
        let e = want.elems[k];
        let size = e.size();
        if wi != gi {
            let at = wi.iter().zip(gi).position(|(a, b)| a != b).unwrap_or(0);
            return Err(Mismatch::WrittenOnce {
                buffer: k,
                element: at / size.max(1),
            });
        }
        if wb == gb {
            continue;
        }
        for i in 0..wb.len() / size.max(1) {
            let (a, b) = (&wb[i * size..(i + 1) * size], &gb[i * size..(i + 1) * size]);
            if a == b {
                continue;
            }
            if let (Some(t), Some(x), Some(y)) = (tol, float_at(e, wb, i), float_at(e, gb, i)) {
                if (x.is_nan() && y.is_nan()) || (x - y).abs() <= t.abs + t.rel * x.abs() {
                    continue;
                }
            }
            return Err(Mismatch::Value {
                buffer: k,
                elem: e,
                element: i,
                want: show(e, a),
                got: show(e, b),
            });
        }
    }
    Ok(())
}

fn show(e: ElemType, b: &[u8]) -> String {
    match float_at(e, b, 0) {
        Some(x) => format!("{x:e}"),
        None => format!("{b:02x?}"),
    }
}
