//! Harness specs: how to launch a kernel on generated inputs, in a small
//! line format shared by the interpreter tests (`tests/harness/*.spec`) and
//! the command line (`--arg`).
//!
//! ```text
//! # comment
//! corpus saxpy                 # corpus file stem (nvvm/ and modern/ forms)
//! kernel saxpy                 # kernel name (default: the corpus stem)
//! grid 4                       # blocks: x[,y[,z]]
//! block 64                     # threads: x[,y[,z]]
//! smem 1024                    # dynamic shared memory bytes (default 0)
//! seed 7                       # base seed of the random fills (default 1)
//! limit 2000000                # instruction limit (default: the engine's)
//! arg i32 256                  # scalar: TYPE VALUE
//! arg f32 2.5
//! arg byval i32(1, 2, 3)       # a byval struct: its bytes, little-endian
//! arg f32[256] random(-1,1)    # buffer: TYPE[LEN] FILL, passed as a pointer
//! arg u8[1024] random          # random over the whole type range
//! arg i32[65] iota(0,4)        # start, step
//! arg i32[64] const(-1)
//! arg f32[64] zero
//! arg f32[64] uninit           # never written by the host
//! arg i32[4] values(1,2,3,4)
//! arg f32[8] random(0,1,42)    # with its own seed
//! arg u8[64] file(data.bin)    # raw little-endian bytes
//! symbol cmask f32[81] random(-1,1)   # module variable written before the run
//! scale 0 2 3 /4 max=64        # how `--scale K` grows the problem (below)
//! unordered 2                  # buffer 2's written elements may come in any order
//! tolerance 1e-4 0.1           # device checks: relative, absolute float tolerance
//! mismatches 0.001             # device checks: fraction of elements that may differ
//! ```
//!
//! `scale` lists argument indices: integer scalars and buffer lengths
//! listed are multiplied by K, float scalars after a `/` divided by K
//! (a finer step over the same range), and the grid's x dimension is
//! multiplied by K; `max=N` caps K for kernels whose work grows faster
//! than their size. A spec without a `scale` line runs at its own size
//! whatever K ([`Spec::scaled`]). `unordered` names buffers that a
//! kernel fills through atomic counters, so that on a GPU the order of
//! their written elements depends on scheduling: device checks compare
//! them as sorted lists; `tolerance` replaces the float tolerance of
//! device checks where a GPU legitimately rounds differently (float
//! atomics adding in any order), and `mismatches` lets that fraction of
//! each buffer's elements differ where a discrete result depends on
//! rounding (an escape count after ptxas contracts a multiply and an add
//! into one fma). These lines are read by [`parse_hints`]; the
//! interpreters ignore them.
//!
//! Types are [`ElemType`] names. `TYPE VALUE` may also be written
//! `TYPE:VALUE` (one token, for command lines). `random(lo,hi)` draws
//! floats uniformly from `[lo, hi)` and integers from `[lo, hi)` (`lo`
//! when they are equal; `lo > hi` is an error); every buffer has its own
//! stream, seeded from the spec seed and the buffer's position, so specs
//! stay reproducible when arguments are added.
//!
//! The parser checks values against their type: an integer of `n` bits
//! (signed or unsigned type alike) takes values from `-2^(n-1)` to
//! `2^n - 1`, so both spellings of a bit pattern are accepted (`i32 -1`,
//! `i32 4294967295`, `u8 255`, `u8 -1`); a finite float must not round to
//! infinity in its type. This holds for scalars, `const`, `values`, the
//! first and last elements of `iota` and the bounds of `random`. A buffer
//! needs at least one element. `file(PATH)` reads exactly the buffer's
//! size from the start of the file (so `file(/dev/zero)` works); a file
//! shorter than the buffer is an error, bytes past it are ignored.

use super::error::{ErrorKind, Fault};
use super::float::{self, Round};
use super::grid::Launch;
use super::memory::{ElemType, Memory};
use super::ArgValue;

/// How a buffer is filled before the run.
#[derive(Clone, Debug, PartialEq)]
pub enum Fill {
    /// All zero.
    Zero,
    /// Not written (reads before a kernel write are errors).
    Uninit,
    /// Uniform in `[lo, hi)`; the whole type range (floats: `[-1, 1)`) when
    /// absent. The optional seed replaces the spec's stream for this buffer.
    Random(Option<(f64, f64)>, Option<u64>),
    /// `start, start + step, ...`.
    Iota(f64, f64),
    /// One value everywhere (kept as written, parsed per element type).
    Const(String),
    /// Explicit values, repeated cyclically when fewer than the length.
    Values(Vec<String>),
    /// The raw little-endian contents of a file: its first bytes, as many
    /// as the buffer holds (a shorter file is an error).
    File(String),
}

/// A buffer: element type, length in elements and fill.
#[derive(Clone, Debug, PartialEq)]
pub struct BufferSpec {
    /// Element type.
    pub elem: ElemType,
    /// Number of elements.
    pub len: u64,
    /// Initial contents.
    pub fill: Fill,
}

impl BufferSpec {
    /// Bytes of the buffer; `None` when they overflow 64 bits.
    pub fn bytes(&self) -> Option<u64> {
        self.len.checked_mul(self.elem.size() as u64)
    }

    /// `TYPE[LEN]`, for messages.
    fn describe(&self) -> String {
        format!("{}[{}]", self.elem.name(), self.len)
    }
}

/// One kernel argument.
#[derive(Clone, Debug, PartialEq)]
pub enum ArgSpec {
    /// A scalar value.
    Scalar(ArgValue),
    /// A buffer, passed as its (generic) address.
    Buffer(BufferSpec),
}

/// A harness spec: which kernel, the launch and the arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct Spec {
    /// Corpus file stem, when the spec belongs to the corpus.
    pub corpus: Option<String>,
    /// Kernel name.
    pub kernel: String,
    /// Blocks per grid.
    pub grid: [u32; 3],
    /// Threads per block.
    pub block: [u32; 3],
    /// Dynamic shared memory bytes.
    pub dyn_smem: u32,
    /// Base seed of random fills.
    pub seed: u64,
    /// Instruction limit, when not the default.
    pub step_limit: Option<u64>,
    /// Arguments in parameter order.
    pub args: Vec<ArgSpec>,
    /// Module variables to fill before the run: (name, contents).
    pub symbols: Vec<(String, BufferSpec)>,
}

/// Buffers allocated for a spec's run.
#[derive(Clone, Debug, PartialEq)]
pub struct Materialized {
    /// The kernel arguments.
    pub args: Vec<ArgValue>,
    /// (argument index, generic address, spec) of every buffer argument.
    pub buffers: Vec<(usize, u64, BufferSpec)>,
}

/// One argument's host-side value ([`Spec::host_inputs`]).
#[derive(Clone, Debug, PartialEq)]
pub enum HostArg {
    /// A scalar, passed by value.
    Scalar(ArgValue),
    /// A buffer: its spec and initial bytes (`None`: `uninit`).
    Buffer {
        /// The buffer's spec.
        spec: BufferSpec,
        /// Its initial contents, `spec.bytes()` long.
        bytes: Option<Vec<u8>>,
    },
}

/// Every input of a spec as host bytes ([`Spec::host_inputs`]).
#[derive(Clone, Debug, PartialEq)]
pub struct HostInputs {
    /// The arguments, in parameter order.
    pub args: Vec<HostArg>,
    /// Module variables: (name, spec, contents).
    pub symbols: Vec<(String, BufferSpec, Vec<u8>)>,
}

/// A spec's `scale` line: how `--scale K` grows the problem.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ScaleRule {
    /// Integer scalars and buffers multiplied by K.
    pub mul: Vec<usize>,
    /// Float scalars divided by K.
    pub div: Vec<usize>,
    /// The largest K applied.
    pub max: Option<u64>,
}

/// The lines of a spec that only scaling and device checks read.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Hints {
    /// The `scale` line.
    pub scale: Option<ScaleRule>,
    /// Buffers (argument indices) compared as sorted lists on a device.
    pub unordered: Vec<usize>,
    /// (relative, absolute) float tolerance of device checks.
    pub tolerance: Option<(f64, f64)>,
    /// Fraction of each buffer's elements a device check lets differ.
    pub mismatches: Option<f64>,
}

impl Hints {
    /// Checks the indices against the spec's arguments.
    fn check(&self, spec: &Spec) -> Result<(), String> {
        let arg = |i: usize| {
            spec.args
                .get(i)
                .ok_or_else(|| format!("argument {i} does not exist ({} given)", spec.args.len()))
        };
        if let Some(r) = &self.scale {
            for &i in &r.mul {
                match arg(i)? {
                    ArgSpec::Buffer(_)
                    | ArgSpec::Scalar(
                        ArgValue::I8(_) | ArgValue::I16(_) | ArgValue::I32(_) | ArgValue::I64(_),
                    ) => {}
                    _ => return Err(format!("scale: argument {i} is not an integer or a buffer")),
                }
            }
            for &i in &r.div {
                if !matches!(
                    arg(i)?,
                    ArgSpec::Scalar(ArgValue::F32(_) | ArgValue::F64(_))
                ) {
                    return Err(format!("scale: argument /{i} is not a float scalar"));
                }
            }
        }
        for &i in &self.unordered {
            if !matches!(arg(i)?, ArgSpec::Buffer(_)) {
                return Err(format!("unordered: argument {i} is not a buffer"));
            }
        }
        Ok(())
    }
}

fn parse_index(s: &str) -> Result<usize, String> {
    s.parse::<usize>()
        .map_err(|_| format!("bad argument index '{s}'"))
}

fn parse_indices(s: &str) -> Result<Vec<usize>, String> {
    let v = s
        .split_whitespace()
        .map(parse_index)
        .collect::<Result<Vec<_>, _>>()?;
    if v.is_empty() {
        return Err("expected argument indices".into());
    }
    Ok(v)
}

/// Parses the rest of a `tolerance` line: `REL ABS`.
fn parse_tolerance(s: &str) -> Result<(f64, f64), String> {
    let v: Vec<f64> = s
        .split_whitespace()
        .map(parse_num)
        .collect::<Result<_, _>>()?;
    match v[..] {
        [rel, abs] if rel >= 0.0 && abs >= 0.0 => Ok((rel, abs)),
        _ => Err("expected 'tolerance REL ABS' (two numbers, at least 0)".into()),
    }
}

/// Parses the rest of a `mismatches` line: a fraction.
fn parse_fraction(s: &str) -> Result<f64, String> {
    let f = parse_num(s)?;
    if (0.0..=1.0).contains(&f) {
        Ok(f)
    } else {
        Err(format!("mismatches {s}: expected a fraction from 0 to 1"))
    }
}

/// Parses the rest of a `scale` line: `I... [/J...] [max=N]`.
fn parse_scale(s: &str) -> Result<ScaleRule, String> {
    let mut r = ScaleRule::default();
    for w in s.split_whitespace() {
        if let Some(m) = w.strip_prefix("max=") {
            let m: u64 = m.parse().map_err(|_| format!("bad max '{m}'"))?;
            if m == 0 {
                return Err("max=0: the cap must be at least 1".into());
            }
            r.max = Some(m);
        } else if let Some(d) = w.strip_prefix('/') {
            r.div.push(parse_index(d)?);
        } else {
            r.mul.push(parse_index(w)?);
        }
    }
    if r.mul.is_empty() && r.div.is_empty() {
        return Err("expected 'scale I... [/J...] [max=N]'".into());
    }
    Ok(r)
}

/// A spec file that cannot be read: the line (1-based; 0 for the file as
/// a whole) and what is wrong there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecError {
    /// The line, from 1; 0 when no single line is at fault.
    pub line: usize,
    /// What is wrong.
    pub msg: String,
}

impl std::fmt::Display for SpecError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.line {
            0 => f.write_str(&self.msg),
            n => write!(f, "line {n}: {}", self.msg),
        }
    }
}

impl From<String> for SpecError {
    fn from(msg: String) -> SpecError {
        SpecError { line: 0, msg }
    }
}

impl From<&str> for SpecError {
    fn from(msg: &str) -> SpecError {
        SpecError::from(msg.to_string())
    }
}

/// Reads the `scale` and `unordered` lines of a spec file (the
/// interpreters ignore them; [`Spec::parse`] checks them).
pub fn parse_hints(text: &str) -> Result<Hints, SpecError> {
    let mut h = Hints::default();
    for (n, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        let (key, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let r = match key {
            "scale" if h.scale.is_some() => Err("a second 'scale' line".to_string()),
            "scale" => parse_scale(rest.trim()).map(|r| h.scale = Some(r)),
            "unordered" => parse_indices(rest.trim()).map(|v| h.unordered.extend(v)),
            "tolerance" => parse_tolerance(rest.trim()).map(|t| h.tolerance = Some(t)),
            "mismatches" => parse_fraction(rest.trim()).map(|f| h.mismatches = Some(f)),
            _ => Ok(()),
        };
        r.map_err(|msg| SpecError { line: n + 1, msg })?;
    }
    Ok(h)
}

fn dims(s: &str) -> Result<[u32; 3], String> {
    let v: Vec<u32> = s
        .split(',')
        .map(|x| {
            x.trim()
                .parse::<u32>()
                .map_err(|e| format!("bad dimension '{x}': {e}"))
        })
        .collect::<Result<_, _>>()?;
    if v.is_empty() || v.len() > 3 {
        return Err(format!("'{s}' must have 1 to 3 dimensions"));
    }
    Ok([v[0], *v.get(1).unwrap_or(&1), *v.get(2).unwrap_or(&1)])
}

fn parse_num(s: &str) -> Result<f64, String> {
    s.trim()
        .parse::<f64>()
        .map_err(|_| format!("bad number '{s}'"))
}

/// Parses a fill: `zero`, `uninit`, `random[(lo,hi)]`, `iota(start,step)`,
/// `const(v)`, `values(a,b,...)`.
fn fill_text(s: &str) -> Result<Fill, String> {
    let s = s.trim();
    let (name, inner) = match s.split_once('(') {
        Some((n, rest)) => (
            n.trim(),
            Some(
                rest.strip_suffix(')')
                    .ok_or_else(|| format!("missing ')' in '{s}'"))?,
            ),
        ),
        None => (s, None),
    };
    let items: Vec<&str> = inner
        .map(|i| {
            i.split(',')
                .map(str::trim)
                .filter(|x| !x.is_empty())
                .collect()
        })
        .unwrap_or_default();
    Ok(match (name, items.len()) {
        ("zero", 0) => Fill::Zero,
        ("uninit", 0) => Fill::Uninit,
        ("random", 0) => Fill::Random(None, None),
        ("random", 2 | 3) => Fill::Random(
            Some((parse_num(items[0])?, parse_num(items[1])?)),
            match items.get(2) {
                Some(s) => Some(s.parse().map_err(|_| format!("bad seed '{s}'"))?),
                None => None,
            },
        ),
        ("file", 1) => Fill::File(items[0].to_string()),
        ("iota", 0) => Fill::Iota(0.0, 1.0),
        ("iota", 1) => Fill::Iota(parse_num(items[0])?, 1.0),
        ("iota", 2) => Fill::Iota(parse_num(items[0])?, parse_num(items[1])?),
        ("const", 1) => Fill::Const(items[0].to_string()),
        ("values", n) if n > 0 => Fill::Values(items.iter().map(|x| x.to_string()).collect()),
        _ => return Err(format!("unknown fill '{s}'")),
    })
}

/// A by-value aggregate, `TYPE(v, v, ...)`: the values' little-endian
/// bytes, in order, passed as the bytes of a `byval` parameter.
fn byval_text(s: &str) -> Result<ArgValue, String> {
    let bad = || format!("expected 'byval TYPE(v, v, ...)', got '{s}'");
    let (ty, list) = s.trim().split_once('(').ok_or_else(bad)?;
    let list = list.trim_end().strip_suffix(')').ok_or_else(bad)?;
    let elem = ElemType::parse(ty.trim()).ok_or_else(|| format!("unknown type '{ty}' in '{s}'"))?;
    let mut bytes = Vec::new();
    for v in list.split(',') {
        bytes.extend(parse_scalar(elem, v)?.le_bytes());
    }
    Ok(ArgValue::ByVal(bytes))
}

fn parse_scalar(elem: ElemType, v: &str) -> Result<ArgValue, String> {
    let int = || -> Result<i128, String> {
        let t = v.trim();
        if let Some(h) = t.strip_prefix("0x") {
            return i128::from_str_radix(h, 16).map_err(|e| format!("bad integer '{v}': {e}"));
        }
        t.parse::<i128>()
            .map_err(|e| format!("bad integer '{v}': {e}"))
    };
    let int = || -> Result<i128, String> {
        let i = int()?;
        check_int(elem, i)?;
        Ok(i)
    };
    let num = || -> Result<f64, String> {
        let x = parse_num(v)?;
        check_float(elem, x)?;
        Ok(x)
    };
    Ok(match elem {
        ElemType::I8 | ElemType::U8 => ArgValue::I8(int()? as i8),
        ElemType::I16 | ElemType::U16 => ArgValue::I16(int()? as i16),
        ElemType::I32 | ElemType::U32 => ArgValue::I32(int()? as i32),
        ElemType::I64 | ElemType::U64 => ArgValue::I64(int()? as i64),
        ElemType::F16 => ArgValue::F16(float::f64_to_f16(num()?, Round::Rn)),
        ElemType::BF16 => ArgValue::BF16(float::f64_to_bf16(num()?, Round::Rn)),
        ElemType::F32 => ArgValue::F32(num()? as f32),
        ElemType::F64 => ArgValue::F64(num()?),
    })
}

/// The values an integer type accepts: `-2^(n-1) ..= 2^n - 1`, the signed
/// and the unsigned readings of its `n` bits (`None` for floats).
pub fn int_range(elem: ElemType) -> Option<(i128, i128)> {
    if elem.is_float() {
        return None;
    }
    let bits = elem.size() as u32 * 8;
    Some((-(1i128 << (bits - 1)), (1i128 << bits) - 1))
}

/// Checks that an integer fits `elem` (see [`int_range`]).
fn check_int(elem: ElemType, v: i128) -> Result<(), String> {
    match int_range(elem) {
        Some((lo, hi)) if v < lo || v > hi => Err(format!(
            "{v} is out of range for {}: its {} bits take values from {lo} to {hi} (signed or unsigned)",
            elem.name(),
            elem.size() * 8
        )),
        _ => Ok(()),
    }
}

/// Checks that a finite float does not round to infinity in `elem`.
fn check_float(elem: ElemType, v: f64) -> Result<(), String> {
    if !v.is_finite() {
        return Ok(());
    }
    let inf = match elem {
        ElemType::F16 => float::f64_to_f16(v, Round::Rn) & 0x7fff == 0x7c00,
        ElemType::BF16 => float::f64_to_bf16(v, Round::Rn) & 0x7fff == 0x7f80,
        ElemType::F32 => (v as f32).is_infinite(),
        _ => false,
    };
    if inf {
        return Err(format!(
            "{v:?} is out of range for {}: it rounds to infinity",
            elem.name()
        ));
    }
    Ok(())
}

/// Checks a value of the buffer element type `elem` (an integer value is
/// given as a float when it is computed, e.g. by `iota`).
fn check_value(elem: ElemType, v: f64) -> Result<(), String> {
    if elem.is_float() {
        return check_float(elem, v);
    }
    if !v.is_finite() {
        return Err(format!("{v} is not an integer value for {}", elem.name()));
    }
    check_int(elem, v as i128)
}

/// Checks a parsed buffer: its values against its element type, and the
/// bounds of `random`.
fn check_fill(b: &BufferSpec) -> Result<(), String> {
    let elem = b.elem;
    match &b.fill {
        Fill::Zero | Fill::Uninit | Fill::File(_) | Fill::Random(None, _) => Ok(()),
        Fill::Random(Some((lo, hi)), _) => {
            if !lo.is_finite() || !hi.is_finite() {
                return Err(format!("random({lo},{hi}): the bounds must be finite"));
            }
            if lo > hi {
                return Err(format!(
                    "random({lo},{hi}): the lower bound is above the upper bound"
                ));
            }
            check_value(elem, *lo).map_err(|e| format!("random({lo},{hi}): {e}"))?;
            // Integers are drawn from [lo, hi): the largest is hi - 1,
            // counted in integers (`hi - 1.0` rounds back to 2^64 for u64).
            let top = if elem.is_float() || hi == lo {
                check_value(elem, *hi)
            } else {
                check_int(elem, *hi as i128 - 1)
            };
            top.map_err(|e| format!("random({lo},{hi}): {e}"))
        }
        Fill::Iota(start, step) => {
            let last = start + step * (b.len.saturating_sub(1)) as f64;
            check_value(elem, *start)
                .and_then(|_| check_value(elem, last))
                .map_err(|e| {
                    format!(
                        "iota({start},{step}) over {} elements (last {last}): {e}",
                        b.len
                    )
                })
        }
        Fill::Const(s) => parse_checked(elem, s).map_err(|e| format!("const({s}): {e}")),
        Fill::Values(items) => items
            .iter()
            .try_for_each(|s| parse_checked(elem, s))
            .map_err(|e| format!("values(...): {e}")),
    }
}

/// Parses one `const`/`values` item and checks it against `elem`.
fn parse_checked(elem: ElemType, s: &str) -> Result<(), String> {
    let (v, i) = parse_value(elem, s).map_err(|f| f.msg)?;
    match i {
        Some(i) => check_int(elem, i),
        None => check_float(elem, v),
    }
}

/// Parses a buffer `TYPE[LEN] FILL` (or `TYPE[LEN]:FILL`).
fn buffer_text(s: &str) -> Result<BufferSpec, String> {
    let (head, fill) = split_head(s);
    let (ty, len) = head
        .strip_suffix(']')
        .and_then(|h| h.split_once('['))
        .ok_or_else(|| format!("expected TYPE[LEN] in '{s}'"))?;
    let elem = ElemType::parse(ty).ok_or_else(|| format!("unknown element type '{ty}'"))?;
    let len = len
        .parse::<u64>()
        .map_err(|e| format!("bad length '{len}': {e}"))?;
    if len == 0 {
        return Err(format!(
            "'{head}' has no elements: a buffer needs a length of at least 1"
        ));
    }
    let fill = if fill.is_empty() {
        Fill::Zero
    } else {
        fill_text(fill)?
    };
    let b = BufferSpec { elem, len, fill };
    if b.bytes().is_none() {
        return Err(format!(
            "'{head}' is too large: {len} elements of {} bytes overflow a 64-bit size",
            elem.size()
        ));
    }
    check_fill(&b)?;
    Ok(b)
}

fn split_head(s: &str) -> (&str, &str) {
    let s = s.trim();
    let cut = s
        .find(|c: char| c.is_whitespace() || c == ':')
        .unwrap_or(s.len());
    (&s[..cut], s[cut..].trim_start_matches(':').trim())
}

/// Parses one argument: `TYPE VALUE` or `TYPE[LEN] FILL` (a `:` may
/// replace the space).
fn arg_text(s: &str) -> Result<ArgSpec, String> {
    let (head, rest) = split_head(s);
    if head == "byval" {
        return byval_text(rest).map(ArgSpec::Scalar);
    }
    if head.contains('[') {
        return buffer_text(s).map(ArgSpec::Buffer);
    }
    let elem = ElemType::parse(head).ok_or_else(|| format!("unknown type '{head}' in '{s}'"))?;
    parse_scalar(elem, rest).map(ArgSpec::Scalar)
}

impl Spec {
    /// Parses a spec file.
    pub fn parse(text: &str) -> Result<Spec, SpecError> {
        let mut spec = Spec {
            corpus: None,
            kernel: String::new(),
            grid: [1, 1, 1],
            block: [1, 1, 1],
            dyn_smem: 0,
            seed: 1,
            step_limit: None,
            args: Vec::new(),
            symbols: Vec::new(),
        };
        for (n, line) in text.lines().enumerate() {
            let line = line.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let (key, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
            let rest = rest.trim();
            let r: Result<(), String> = (|| {
                match key {
                    "corpus" => spec.corpus = Some(rest.to_string()),
                    "kernel" => spec.kernel = rest.to_string(),
                    "grid" => spec.grid = dims(rest)?,
                    "block" => spec.block = dims(rest)?,
                    "smem" => spec.dyn_smem = rest.parse().map_err(|e| format!("{e}"))?,
                    "seed" => spec.seed = rest.parse().map_err(|e| format!("{e}"))?,
                    "limit" => spec.step_limit = Some(rest.parse().map_err(|e| format!("{e}"))?),
                    "arg" => spec.args.push(arg_text(rest)?),
                    "symbol" => {
                        let (name, buf) = rest
                            .split_once(char::is_whitespace)
                            .ok_or("expected 'symbol NAME TYPE[LEN] FILL'")?;
                        spec.symbols.push((name.to_string(), buffer_text(buf)?));
                    }
                    "note" => {}
                    "scale" => {
                        parse_scale(rest)?;
                    }
                    "unordered" => {
                        parse_indices(rest)?;
                    }
                    "tolerance" => {
                        parse_tolerance(rest)?;
                    }
                    "mismatches" => {
                        parse_fraction(rest)?;
                    }
                    _ => return Err(format!("unknown key '{key}'")),
                }
                Ok(())
            })();
            r.map_err(|msg| SpecError { line: n + 1, msg })?;
        }
        if spec.kernel.is_empty() {
            spec.kernel = spec.corpus.clone().ok_or("no 'kernel' line")?;
        }
        parse_hints(text)?.check(&spec)?;
        Ok(spec)
    }

    /// The problem grown by `k` as the spec's `scale` line says (see the
    /// module docs), and the factor actually used: `k` capped by the
    /// line's `max=`, 1 when the spec has no `scale` line (the spec is
    /// returned unchanged). The step limit grows by the same factor.
    pub fn scaled(&self, hints: &Hints, k: u64) -> Result<(Spec, u64), SpecError> {
        let Some(rule) = hints.scale.as_ref().filter(|_| k > 1) else {
            return Ok((self.clone(), 1));
        };
        let k = rule.max.map_or(k, |m| k.min(m.max(1)));
        if k == 1 {
            return Ok((self.clone(), 1));
        }
        let mut s = self.clone();
        let too_big = |what: String| format!("--scale {k}: {what} overflows");
        s.grid[0] = u32::try_from(u64::from(s.grid[0]) * k)
            .ok()
            .filter(|&g| g < 1 << 31)
            .ok_or_else(|| too_big("the grid's x dimension".into()))?;
        for &i in &rule.mul {
            match &mut s.args[i] {
                ArgSpec::Buffer(b) => {
                    b.len = b
                        .len
                        .checked_mul(k)
                        .filter(|&n| n.checked_mul(b.elem.size() as u64).is_some())
                        .ok_or_else(|| too_big(format!("arg {i} ({})", b.describe())))?;
                }
                ArgSpec::Scalar(v) => {
                    let scaled = |x: i128, bits: u32| {
                        let y = x * i128::from(k);
                        (y >= -(1i128 << (bits - 1)) && y < (1i128 << (bits - 1)))
                            .then_some(y)
                            .ok_or_else(|| too_big(format!("arg {i} ({x} x {k})")))
                    };
                    *v = match *v {
                        ArgValue::I8(x) => ArgValue::I8(scaled(x.into(), 8)? as i8),
                        ArgValue::I16(x) => ArgValue::I16(scaled(x.into(), 16)? as i16),
                        ArgValue::I32(x) => ArgValue::I32(scaled(x.into(), 32)? as i32),
                        ArgValue::I64(x) => ArgValue::I64(scaled(x.into(), 64)? as i64),
                        _ => return Err(format!("scale: arg {i} is not an integer").into()),
                    };
                }
            }
        }
        for &i in &rule.div {
            let ArgSpec::Scalar(v) = &mut s.args[i] else {
                return Err(format!("scale: arg /{i} is not a float scalar").into());
            };
            *v = match *v {
                ArgValue::F32(x) => ArgValue::F32(x / k as f32),
                ArgValue::F64(x) => ArgValue::F64(x / k as f64),
                _ => return Err(format!("scale: arg /{i} is not f32 or f64").into()),
            };
        }
        let base = s.step_limit.unwrap_or(super::grid::DEFAULT_STEP_LIMIT);
        s.step_limit = Some(base.saturating_mul(k));
        Ok((s, k))
    }

    /// Generates argument `i`'s initial bytes (a buffer `b`) in order,
    /// handing them to `sink(offset, bytes)` in chunks; false for
    /// [`Fill::Uninit`]. [`Spec::materialize`] (the interpreters) and
    /// [`Spec::host_inputs`] (the GPU runner) both fill through here.
    pub fn fill_arg(
        &self,
        i: usize,
        b: &BufferSpec,
        sink: impl FnMut(u64, &[u8]) -> Result<(), Fault>,
    ) -> Result<bool, Fault> {
        fill_with(b, self.seed, i as u64, sink)
    }

    /// As [`Spec::fill_arg`] for the `k`th `symbol` line.
    pub fn fill_symbol(
        &self,
        k: usize,
        b: &BufferSpec,
        sink: impl FnMut(u64, &[u8]) -> Result<(), Fault>,
    ) -> Result<bool, Fault> {
        fill_with(b, self.seed, 1000 + k as u64, sink)
    }

    /// The host-side contents of every argument and symbol, without an
    /// interpreter [`Memory`]: the bytes [`Spec::materialize`] writes
    /// (through the same [`Spec::fill_arg`] / [`Spec::fill_symbol`]),
    /// for a runner that uploads them elsewhere.
    pub fn host_inputs(&self) -> Result<HostInputs, Fault> {
        let mut out = HostInputs {
            args: Vec::new(),
            symbols: Vec::new(),
        };
        for (i, a) in self.args.iter().enumerate() {
            out.args.push(match a {
                ArgSpec::Scalar(v) => HostArg::Scalar(v.clone()),
                ArgSpec::Buffer(b) => HostArg::Buffer {
                    spec: b.clone(),
                    bytes: collect_fill(b, |sink| self.fill_arg(i, b, sink))?,
                },
            });
        }
        for (k, (name, b)) in self.symbols.iter().enumerate() {
            let bytes = collect_fill(b, |sink| self.fill_symbol(k, b, sink))?;
            out.symbols
                .push((name.clone(), b.clone(), bytes.unwrap_or_default()));
        }
        Ok(out)
    }

    /// The launch configuration.
    pub fn launch(&self) -> Launch {
        let mut l = Launch::new(self.grid, self.block);
        l.dyn_smem = self.dyn_smem;
        if let Some(s) = self.step_limit {
            l.step_limit = s;
        }
        l
    }

    /// Allocates and fills the buffers, writes the symbols (which must
    /// already be allocated, e.g. by `map_globals`) and returns the
    /// arguments. Each buffer is checked against the memory's limit
    /// ([`Memory::set_limit`]) before it is allocated, and filled a chunk
    /// at a time (no second copy of its contents).
    pub fn materialize(&self, mem: &mut Memory) -> Result<Materialized, Fault> {
        let mut out = Materialized {
            args: Vec::new(),
            buffers: Vec::new(),
        };
        for (i, a) in self.args.iter().enumerate() {
            match a {
                ArgSpec::Scalar(v) => out.args.push(v.clone()),
                ArgSpec::Buffer(b) => {
                    let bytes = b.bytes().ok_or_else(|| too_large(b))?;
                    mem.check_room(bytes, &format!("arg {i} ({})", b.describe()))?;
                    let addr = mem.alloc_global_named(&format!("arg{i}"), bytes, b.elem);
                    self.fill_arg(i, b, |off, data| mem.write(addr + off, data))?;
                    out.args.push(ArgValue::Ptr(addr));
                    out.buffers.push((i, addr, b.clone()));
                }
            }
        }
        for (k, (name, b)) in self.symbols.iter().enumerate() {
            let addr = mem.symbol_addr(name).ok_or_else(|| {
                Fault::new(ErrorKind::BadLaunch, format!("no module variable '{name}'"))
            })?;
            let bytes = b.bytes().ok_or_else(|| too_large(b))?;
            let room = mem
                .buffer(addr)
                .map_or(0, |info| info.base + info.len - addr);
            if bytes > room {
                return Err(Fault::new(
                    ErrorKind::BadLaunch,
                    format!(
                        "symbol '{name}': {} is {bytes} bytes, the variable {room}",
                        b.describe()
                    ),
                ));
            }
            self.fill_symbol(k, b, |off, data| mem.write(addr + off, data))?;
        }
        Ok(out)
    }
}

/// A buffer's fill gathered into one vector (`None` for `uninit`).
fn collect_fill(
    b: &BufferSpec,
    fill: impl FnOnce(&mut dyn FnMut(u64, &[u8]) -> Result<(), Fault>) -> Result<bool, Fault>,
) -> Result<Option<Vec<u8>>, Fault> {
    let bytes = b.bytes().ok_or_else(|| too_large(b))?;
    let mut v = Vec::with_capacity(usize::try_from(bytes).unwrap_or(0));
    let filled = fill(&mut |_, data| {
        v.extend_from_slice(data);
        Ok(())
    })?;
    Ok(filled.then_some(v))
}

/// A small deterministic generator (SplitMix64).
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator for `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `[0, 1)`.
    pub fn next_f64(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
}

fn elem_bytes(elem: ElemType, v: f64, int: Option<i128>, out: &mut Vec<u8>) {
    let i = int.unwrap_or(v as i128);
    match elem {
        ElemType::I8 | ElemType::U8 => out.push(i as u8),
        ElemType::I16 | ElemType::U16 => out.extend((i as u16).to_le_bytes()),
        ElemType::I32 | ElemType::U32 => out.extend((i as u32).to_le_bytes()),
        ElemType::I64 | ElemType::U64 => out.extend((i as u64).to_le_bytes()),
        ElemType::F16 => out.extend(float::f64_to_f16(v, Round::Rn).to_le_bytes()),
        ElemType::BF16 => out.extend(float::f64_to_bf16(v, Round::Rn).to_le_bytes()),
        ElemType::F32 => out.extend((v as f32).to_le_bytes()),
        ElemType::F64 => out.extend(v.to_le_bytes()),
    }
}

fn parse_value(elem: ElemType, s: &str) -> Result<(f64, Option<i128>), Fault> {
    let bad = || {
        Fault::new(
            ErrorKind::BadLaunch,
            format!("bad {} value '{s}'", elem.name()),
        )
    };
    if elem.is_float() {
        return Ok((s.parse::<f64>().map_err(|_| bad())?, None));
    }
    let i = match s.strip_prefix("0x") {
        Some(h) => i128::from_str_radix(h, 16).map_err(|_| bad())?,
        None => s.parse::<i128>().map_err(|_| bad())?,
    };
    Ok((i as f64, Some(i)))
}

fn too_large(b: &BufferSpec) -> Fault {
    Fault::new(
        ErrorKind::BadLaunch,
        format!("{} is too large: its size overflows 64 bits", b.describe()),
    )
}

/// The initial bytes of a buffer (`None` for [`Fill::Uninit`]); `stream`
/// separates the random streams of the buffers of one spec.
pub fn fill_bytes(b: &BufferSpec, seed: u64, stream: u64) -> Result<Option<Vec<u8>>, Fault> {
    let mut out = Vec::new();
    let filled = fill_with(b, seed, stream, |_, data| {
        out.extend_from_slice(data);
        Ok(())
    })?;
    Ok(filled.then_some(out))
}

/// Bytes [`fill_with`] hands over at a time.
const FILL_CHUNK: usize = 1 << 20;

/// Collects generated bytes and hands them to the sink a chunk at a time.
struct Chunks<F> {
    sink: F,
    buf: Vec<u8>,
    off: u64,
}

impl<F: FnMut(u64, &[u8]) -> Result<(), Fault>> Chunks<F> {
    fn flush(&mut self) -> Result<(), Fault> {
        if !self.buf.is_empty() {
            (self.sink)(self.off, &self.buf)?;
            self.off += self.buf.len() as u64;
            self.buf.clear();
        }
        Ok(())
    }

    #[inline]
    fn flush_if_full(&mut self) -> Result<(), Fault> {
        if self.buf.len() >= FILL_CHUNK {
            self.flush()?;
        }
        Ok(())
    }
}

/// Generates the initial bytes of a buffer in order, handing them to
/// `sink(offset, bytes)` in chunks of about [`FILL_CHUNK`] bytes; false
/// (and no call) for [`Fill::Uninit`]. The same bytes as one
/// [`fill_bytes`] call, without holding them all.
pub fn fill_with(
    b: &BufferSpec,
    seed: u64,
    stream: u64,
    sink: impl FnMut(u64, &[u8]) -> Result<(), Fault>,
) -> Result<bool, Fault> {
    let n = b.len;
    let total = b.bytes().ok_or_else(|| too_large(b))?;
    let cap = total.min(FILL_CHUNK as u64 + 16) as usize;
    let mut ch = Chunks {
        sink,
        buf: Vec::with_capacity(cap),
        off: 0,
    };
    let mut rng =
        Rng::new(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ stream.wrapping_mul(0x9e37_79b9));
    match &b.fill {
        Fill::Uninit => return Ok(false),
        Fill::Zero => {
            let mut left = total;
            while left > 0 {
                let k = left.min(FILL_CHUNK as u64);
                ch.buf.resize(k as usize, 0);
                ch.flush()?;
                left -= k;
            }
        }
        Fill::File(path) => {
            use std::io::Read;
            let cannot = |e: std::io::Error| {
                Fault::new(ErrorKind::BadLaunch, format!("cannot read '{path}': {e}"))
            };
            // Only the bytes the buffer needs: `file(/dev/zero)` works.
            let mut r = std::fs::File::open(path).map_err(cannot)?.take(total);
            let mut chunk = vec![0u8; cap];
            loop {
                let k = match r.read(&mut chunk) {
                    Ok(0) => break,
                    Ok(k) => k,
                    Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                    Err(e) => return Err(cannot(e)),
                };
                ch.buf.extend_from_slice(&chunk[..k]);
                ch.flush()?;
            }
            if ch.off < total {
                return Err(Fault::new(
                    ErrorKind::BadLaunch,
                    format!(
                        "'{path}' ends after {} bytes, but {} needs {total} (a file must hold at least the buffer's bytes; later bytes are ignored)",
                        ch.off,
                        b.describe()
                    ),
                ));
            }
        }
        Fill::Random(range, own_seed) => {
            if let Some(s) = own_seed {
                rng = Rng::new(*s);
            }
            for _ in 0..n {
                if b.elem.is_float() {
                    let (lo, hi) = range.unwrap_or((-1.0, 1.0));
                    elem_bytes(b.elem, lo + (hi - lo) * rng.next_f64(), None, &mut ch.buf);
                } else if let Some((lo, hi)) = range {
                    let span = (hi - lo).max(1.0) as u64;
                    let v = *lo as i128 + (rng.next_u64() % span) as i128;
                    elem_bytes(b.elem, 0.0, Some(v), &mut ch.buf);
                } else {
                    elem_bytes(b.elem, 0.0, Some(rng.next_u64() as i128), &mut ch.buf);
                }
                ch.flush_if_full()?;
            }
        }
        Fill::Iota(start, step) => {
            for k in 0..n {
                let v = start + step * k as f64;
                elem_bytes(
                    b.elem,
                    v,
                    (!b.elem.is_float()).then_some(v as i128),
                    &mut ch.buf,
                );
                ch.flush_if_full()?;
            }
        }
        Fill::Const(s) => {
            let (v, i) = parse_value(b.elem, s)?;
            for _ in 0..n {
                elem_bytes(b.elem, v, i, &mut ch.buf);
                ch.flush_if_full()?;
            }
        }
        Fill::Values(items) => {
            let vals = items
                .iter()
                .map(|s| parse_value(b.elem, s))
                .collect::<Result<Vec<_>, _>>()?;
            if vals.is_empty() {
                return Err(Fault::new(ErrorKind::BadLaunch, "values() without values"));
            }
            for k in 0..n {
                let (v, i) = vals[(k % vals.len() as u64) as usize];
                elem_bytes(b.elem, v, i, &mut ch.buf);
                ch.flush_if_full()?;
            }
        }
    }
    ch.flush()?;
    Ok(true)
}

/// Every `*.spec` file of `dir`, sorted by file name: (file stem, spec).
pub fn load_dir(dir: &std::path::Path) -> Result<Vec<(String, Spec)>, String> {
    Ok(load_dir_hints(dir)?
        .into_iter()
        .map(|(n, s, _)| (n, s))
        .collect())
}

/// As [`load_dir`], with each spec's [`Hints`].
pub fn load_dir_hints(dir: &std::path::Path) -> Result<Vec<(String, Spec, Hints)>, String> {
    let rd = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut paths: Vec<std::path::PathBuf> = rd
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "spec"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|p| {
            let name = p
                .file_stem()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            let text = std::fs::read_to_string(&p).map_err(|e| format!("{}: {e}", p.display()))?;
            let spec = Spec::parse(&text).map_err(|e| format!("{name}.spec: {e}"))?;
            let hints = parse_hints(&text).map_err(|e| format!("{name}.spec: {e}"))?;
            Ok((name, spec, hints))
        })
        .collect()
}

/// Parses a fill: `zero`, `uninit`, `random[(lo,hi)]`, `iota(start,step)`,
/// `const(v)`, `values(a,b,...)`.
pub fn parse_fill(s: &str) -> Result<Fill, SpecError> {
    fill_text(s).map_err(SpecError::from)
}

/// Parses a buffer `TYPE[LEN] FILL` (or `TYPE[LEN]:FILL`).
pub fn parse_buffer(s: &str) -> Result<BufferSpec, SpecError> {
    buffer_text(s).map_err(SpecError::from)
}

/// Parses one argument: `TYPE VALUE` or `TYPE[LEN] FILL` (a `:` may
/// replace the space).
pub fn parse_arg(s: &str) -> Result<ArgSpec, SpecError> {
    arg_text(s).map_err(SpecError::from)
}

#[cfg(test)]
mod hint_tests {
    use super::*;

    const BASE: &str = "kernel k\ngrid 2\nblock 32\narg i32 100\narg f32 0.5\narg f32[100] random\narg f32[100] uninit\n";

    fn with(extra: &str) -> Result<(Spec, Hints), String> {
        let text = format!("{BASE}{extra}");
        let spec = Spec::parse(&text).map_err(|e| e.to_string())?;
        Ok((spec, parse_hints(&text).map_err(|e| e.to_string())?))
    }

    #[test]
    fn random_bounds_reach_the_top_of_64_bit_integers() {
        // 2^64 as the exclusive bound: every u64 may be drawn.
        assert!(Spec::parse("kernel k\narg u64[4] random(0,18446744073709551616)\n").is_ok());
        assert!(Spec::parse("kernel k\narg u32[4] random(0,4294967296)\n").is_ok());
        let e = Spec::parse("kernel k\narg u32[4] random(0,4294967298)\n").unwrap_err();
        assert!(e.to_string().contains("out of range"), "{e}");
    }

    #[test]
    fn byval_arguments_are_little_endian_bytes() {
        let s = Spec::parse("kernel k\narg byval i32(1, -2)\narg byval u8(7,8,9)\n").unwrap();
        assert_eq!(
            s.args[0],
            ArgSpec::Scalar(ArgValue::ByVal(vec![1, 0, 0, 0, 254, 255, 255, 255]))
        );
        assert_eq!(s.args[1], ArgSpec::Scalar(ArgValue::ByVal(vec![7, 8, 9])));
        for bad in [
            "arg byval i32 1",
            "arg byval i32(1",
            "arg byval q(1)",
            "arg byval u8(300)",
        ] {
            assert!(Spec::parse(&format!("kernel k\n{bad}\n")).is_err(), "{bad}");
        }
    }

    #[test]
    fn hints_parse_and_are_checked() {
        let (_, h) =
            with("scale 0 2 3 /1 max=8\nunordered 3\ntolerance 1e-4 0.5\nmismatches 0.01\n")
                .unwrap();
        let r = h.scale.unwrap();
        assert_eq!((r.mul, r.div, r.max), (vec![0, 2, 3], vec![1], Some(8)));
        assert_eq!(h.unordered, vec![3]);
        assert_eq!(h.tolerance, Some((1e-4, 0.5)));
        assert_eq!(h.mismatches, Some(0.01));
        for bad in [
            "scale 1\n",          // a float to multiply
            "scale /0\n",         // an integer to divide
            "scale 9\n",          // no such argument
            "scale max=4\n",      // nothing to scale
            "scale 0 max=0\n",    // a zero cap
            "scale 0\nscale 2\n", // twice
            "unordered 0\n",      // a scalar
            "tolerance 1e-4\n",   // one number
            "mismatches 2\n",     // not a fraction
        ] {
            assert!(with(bad).is_err(), "{bad:?} was accepted");
        }
    }

    #[test]
    fn scaled_grows_what_the_line_names() {
        let (s, h) = with("scale 0 2 3 /1 max=8\n").unwrap();
        assert_eq!(s.scaled(&h, 1).unwrap(), (s.clone(), 1));
        let (g, k) = s.scaled(&h, 100).unwrap();
        assert_eq!(k, 8);
        assert_eq!(g.grid, [16, 1, 1]);
        assert_eq!(g.block, s.block);
        assert_eq!(g.args[0], ArgSpec::Scalar(ArgValue::I32(800)));
        assert_eq!(g.args[1], ArgSpec::Scalar(ArgValue::F32(0.0625)));
        for i in [2, 3] {
            let ArgSpec::Buffer(b) = &g.args[i] else {
                panic!()
            };
            assert_eq!(b.len, 800);
        }
        assert_eq!(
            g.step_limit,
            Some(8 * super::super::grid::DEFAULT_STEP_LIMIT)
        );
        // No line: the spec as it is, whatever K.
        let (s, h) = with("").unwrap();
        assert_eq!(s.scaled(&h, 64).unwrap(), (s.clone(), 1));
        // Overflow is an error, not a wrap.
        let (s, h) = with("scale 0 2 3\n").unwrap();
        assert!(s.scaled(&h, 100_000_000).is_err());
    }

    #[test]
    fn host_inputs_are_the_materialized_bytes() {
        let (s, _) = with("").unwrap();
        let host = s.host_inputs().unwrap();
        let mut mem = Memory::new();
        let mat = s.materialize(&mut mem).unwrap();
        let HostArg::Buffer { bytes: Some(b), .. } = &host.args[2] else {
            panic!()
        };
        assert_eq!(&mem.read(mat.buffers[0].1, 400).unwrap(), b);
        assert!(matches!(&host.args[3], HostArg::Buffer { bytes: None, .. }));
        assert_eq!(host.args[0], HostArg::Scalar(ArgValue::I32(100)));
    }
}
