//! One kernel on the GPU: PTX text in, output buffers and launch times
//! out.
//!
//! - Inputs: [`plan`] turns a harness spec into the bytes to upload, from
//!   [`Spec::host_inputs`], the same fills (through `Spec::fill_arg` and
//!   `Spec::fill_symbol`) that `Spec::materialize` writes into an
//!   interpreter's memory. `uninit` buffers are filled with
//!   [`UNINIT_BYTE`]; pointers are device addresses (`u64`), scalars their
//!   little-endian bytes. Spec `symbol` lines go to the module's variable
//!   of that name (`cuModuleGetGlobal`).
//! - [`run_kernel`]: the PTX is loaded with `cuModuleLoadDataEx` (the
//!   driver's JIT; its error log is kept), launched once for the outputs,
//!   then `warmup` untimed and `runs` timed launches; before each launch
//!   every buffer is restored from a pristine device copy (so in-place
//!   kernels and accumulators see the same inputs every time), outside
//!   the timed interval, which is a pair of CUDA events around the
//!   launch alone.
//! - [`check_outputs`]: the device's buffers as an interpreter
//!   [`Outcome`] compared with [`interp::diff::compare`]. For
//!   an `uninit` buffer a byte counts as written where the interpreter
//!   wrote it or where the device left something other than the fill
//!   pattern, so a device write the interpreter did not make is a
//!   difference ("written in one run only"), as is a missing one (the
//!   pattern compared with the interpreter's value). Buffers a spec marks
//!   `unordered` are compared as sorted lists of their written elements.

use std::ffi::{c_void, CString};
use std::time::{Duration, Instant};

use cudarc::driver::sys;
use interp::diff::{compare, Outcome, Tolerance};
use interp::memory::ElemType;
use interp::spec::{Hints, HostArg, Spec};

use super::{check, DriverFailure, Gpu};

/// The byte an `uninit` buffer is filled with on the device.
pub const UNINIT_BYTE: u8 = 0xa5;

/// What is uploaded for one kernel parameter.
#[derive(Clone, Debug, PartialEq)]
pub enum Param {
    /// A scalar: its little-endian bytes, passed by value.
    Value(Vec<u8>),
    /// A buffer, passed as its device address.
    Buffer {
        /// Element type.
        elem: ElemType,
        /// Initial device contents (the fill pattern for `uninit`).
        init: Vec<u8>,
        /// True for `uninit`.
        uninit: bool,
    },
}

/// Everything uploaded for a launch.
#[derive(Clone, Debug, PartialEq)]
pub struct Plan {
    /// Kernel parameters in order.
    pub params: Vec<Param>,
    /// Module variables: (name, contents).
    pub symbols: Vec<(String, Vec<u8>)>,
}

/// The upload plan of `spec`: [`Spec::host_inputs`] with `uninit`
/// buffers as [`UNINIT_BYTE`].
pub fn plan(spec: &Spec) -> Result<Plan, String> {
    let host = spec
        .host_inputs()
        .map_err(|e| format!("cannot set up the arguments: {e}"))?;
    let params = host
        .args
        .into_iter()
        .map(|a| match a {
            HostArg::Scalar(v) => Param::Value(v.le_bytes()),
            HostArg::Buffer { spec: b, bytes } => {
                let uninit = bytes.is_none();
                let init = bytes.unwrap_or_else(|| {
                    vec![UNINIT_BYTE; usize::try_from(b.bytes().unwrap_or(0)).unwrap_or(0)]
                });
                Param::Buffer {
                    elem: b.elem,
                    init,
                    uninit,
                }
            }
        })
        .collect();
    let symbols = host
        .symbols
        .into_iter()
        .map(|(name, _, bytes)| (name, bytes))
        .collect();
    Ok(Plan { params, symbols })
}

/// Checks the plan's parameters against the kernel's `.param` list in
/// the PTX (count and sizes; a buffer is a 64-bit address). PTX the
/// parser does not take is left to the driver.
pub fn check_params(ptx: &str, kernel: &str, plan: &Plan) -> Result<(), String> {
    let Ok(m) = ptx::parse::parse_ptx("gpu.ptx", ptx) else {
        return Ok(());
    };
    let Some(f) = m.funcs.iter().find(|f| f.is_entry && f.name == kernel) else {
        return Err(format!("the PTX has no kernel '{kernel}'"));
    };
    if f.params.len() != plan.params.len() {
        return Err(format!(
            "kernel '{kernel}' takes {} parameters, the spec gives {}",
            f.params.len(),
            plan.params.len()
        ));
    }
    for (i, (p, a)) in f.params.iter().zip(&plan.params).enumerate() {
        let size = u64::from(p.ty.bytes()) * p.array.unwrap_or(1);
        let given = match a {
            Param::Value(b) => b.len() as u64,
            Param::Buffer { .. } => 8,
        };
        if size != given {
            return Err(format!(
                "parameter {i} ({}) is {size} bytes, the spec's argument {given}",
                p.name
            ));
        }
    }
    Ok(())
}

/// Launch counts and the time limit of one kernel's run.
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// Untimed launches before the timed ones.
    pub warmup: u32,
    /// Timed launches.
    pub runs: u32,
    /// How long the whole sequence may take before the kernel is taken
    /// as hung.
    pub timeout: Duration,
}

impl Default for RunOptions {
    fn default() -> RunOptions {
        RunOptions {
            warmup: 3,
            runs: 20,
            timeout: Duration::from_secs(60),
        }
    }
}

/// Launch times in milliseconds (CUDA events around each launch).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Timing {
    /// One per timed launch, in launch order.
    pub samples_ms: Vec<f64>,
}

impl Timing {
    fn sorted(&self) -> Vec<f64> {
        let mut v = self.samples_ms.clone();
        v.sort_by(f64::total_cmp);
        v
    }

    /// The median.
    pub fn median(&self) -> Option<f64> {
        crate::compare::measure::median(&mut self.samples_ms.clone())
    }

    /// The fastest launch.
    pub fn min(&self) -> Option<f64> {
        self.sorted().first().copied()
    }

    /// The slowest launch.
    pub fn max(&self) -> Option<f64> {
        self.sorted().last().copied()
    }

    /// `median 12.3 us (min 12.1, max 13.0) over 20 runs`.
    pub fn describe(&self) -> String {
        match (self.median(), self.min(), self.max()) {
            (Some(med), Some(lo), Some(hi)) => format!(
                "median {} (min {}, max {}) over {} runs",
                fmt_time(med),
                fmt_time(lo),
                fmt_time(hi),
                self.samples_ms.len()
            ),
            _ => "not timed".into(),
        }
    }
}

/// A time in milliseconds as microseconds (`12.3 us`).
pub fn fmt_time(ms: f64) -> String {
    format!("{:.1} us", ms * 1e3)
}

/// What one kernel's run on the device produced.
#[derive(Clone, Debug)]
pub struct DeviceRun {
    /// Contents of every buffer argument after the first launch, in
    /// argument order (as [`Outcome::buffers`]).
    pub buffers: Vec<Vec<u8>>,
    /// The argument index of each buffer.
    pub buffer_args: Vec<usize>,
    /// Element type of each buffer.
    pub elems: Vec<ElemType>,
    /// Which buffers were `uninit` (filled with [`UNINIT_BYTE`]).
    pub uninit: Vec<bool>,
    /// The timed launches.
    pub timing: Timing,
    /// Registers per thread of the kernel as the driver compiled it.
    pub regs: Option<u32>,
    /// Module load (JIT) time in milliseconds.
    pub load_ms: f64,
}

/// A device allocation, freed on drop.
struct DevBuf(sys::CUdeviceptr);

impl Drop for DevBuf {
    fn drop(&mut self) {
        // SAFETY: allocated by cuMemAlloc in the current context.
        let _ = unsafe { sys::cuMemFree_v2(self.0) };
    }
}

/// A loaded module, unloaded on drop.
struct Module(sys::CUmodule);

impl Drop for Module {
    fn drop(&mut self) {
        // SAFETY: loaded by cuModuleLoadDataEx.
        let _ = unsafe { sys::cuModuleUnload(self.0) };
    }
}

/// An event, destroyed on drop.
struct Event(sys::CUevent);

impl Event {
    fn new() -> Result<Event, Fail> {
        let mut e: sys::CUevent = std::ptr::null_mut();
        // SAFETY: valid out-pointer; flags 0 (timing enabled).
        check(unsafe { sys::cuEventCreate(&mut e, 0) }, "cuEventCreate")?;
        Ok(Event(e))
    }

    fn record(&self) -> Result<(), Fail> {
        // SAFETY: a live event on the legacy default stream.
        check(
            unsafe { sys::cuEventRecord(self.0, std::ptr::null_mut()) },
            "cuEventRecord",
        )?;
        Ok(())
    }
}

impl Drop for Event {
    fn drop(&mut self) {
        // SAFETY: created by cuEventCreate.
        let _ = unsafe { sys::cuEventDestroy_v2(self.0) };
    }
}

/// Why a run failed.
enum Fail {
    Driver(DriverFailure),
    Other(String),
    Hung(String),
}

impl From<DriverFailure> for Fail {
    fn from(d: DriverFailure) -> Fail {
        Fail::Driver(d)
    }
}

/// Waits until `ev` has completed, at most until `deadline`.
fn wait(ev: &Event, deadline: Instant, what: &str) -> Result<(), Fail> {
    let mut pause = Duration::from_micros(20);
    loop {
        // SAFETY: a live, recorded event.
        let r = unsafe { sys::cuEventQuery(ev.0) };
        if r != sys::CUresult::CUDA_ERROR_NOT_READY {
            return Ok(check(r, what)?);
        }
        if Instant::now() > deadline {
            return Err(Fail::Hung(format!(
                "{what}: the kernel did not finish within the time limit"
            )));
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(5));
    }
}

/// Loads `ptx` and returns the module, or the driver's JIT log.
fn load(ptx: &str) -> Result<Module, Fail> {
    let src = CString::new(ptx).map_err(|_| Fail::Other("the PTX contains a NUL byte".into()))?;
    let mut log = vec![0u8; 1 << 14];
    let mut opts = [
        sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER,
        sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
    ];
    let mut vals = [log.as_mut_ptr() as *mut c_void, log.len() as *mut c_void];
    let mut m: sys::CUmodule = std::ptr::null_mut();
    // SAFETY: NUL-terminated image; the options' values are a writable
    // buffer and its size, as the API documents.
    let r = unsafe {
        sys::cuModuleLoadDataEx(
            &mut m,
            src.as_ptr() as *const c_void,
            opts.len() as u32,
            opts.as_mut_ptr(),
            vals.as_mut_ptr(),
        )
    };
    if let Err(mut e) = check(r, "cuModuleLoadDataEx (PTX JIT)") {
        let end = log.iter().position(|&b| b == 0).unwrap_or(log.len());
        let text = String::from_utf8_lossy(&log[..end]);
        let first: Vec<&str> = text
            .lines()
            .filter(|l| !l.trim().is_empty())
            .take(4)
            .collect();
        if !first.is_empty() {
            e.msg.push_str(&format!(": {}", first.join(" | ")));
        }
        return Err(Fail::Driver(e));
    }
    Ok(Module(m))
}

fn alloc(bytes: usize) -> Result<DevBuf, Fail> {
    let mut p: sys::CUdeviceptr = 0;
    // SAFETY: valid out-pointer; at least one byte is asked for.
    check(
        unsafe { sys::cuMemAlloc_v2(&mut p, bytes.max(1)) },
        "cuMemAlloc",
    )?;
    Ok(DevBuf(p))
}

/// Runs `spec`'s launch of the kernel in `ptx` on the device: once for the
/// outputs, then the warm-up and timed launches of `opts`. A fault inside
/// the kernel resets the context (the next run starts afresh); a kernel
/// that does not finish in time leaves the device unusable for the rest
/// of the process, and later runs fail at once.
pub fn run_kernel(
    gpu: &mut Gpu,
    ptx: &str,
    spec: &Spec,
    opts: &RunOptions,
) -> Result<DeviceRun, String> {
    if let Some(h) = &gpu.hung {
        return Err(format!("the GPU is unusable: an earlier {h}"));
    }
    gpu.bind().map_err(|e| e.msg)?;
    let plan = plan(spec)?;
    check_params(ptx, &spec.kernel, &plan)?;
    match run_plan(ptx, spec, &plan, opts) {
        Ok(r) => Ok(r),
        Err(Fail::Other(m)) => Err(m),
        Err(Fail::Hung(m)) => {
            gpu.hung = Some(m.clone());
            Err(m)
        }
        Err(Fail::Driver(d)) => {
            if d.is_sticky() {
                if let Err(e) = gpu.reset() {
                    gpu.hung = Some(format!("context reset failed: {e}"));
                }
            }
            Err(d.msg)
        }
    }
}

fn run_plan(ptx: &str, spec: &Spec, plan: &Plan, opts: &RunOptions) -> Result<DeviceRun, Fail> {
    let t = Instant::now();
    let module = load(ptx)?;
    let load_ms = t.elapsed().as_secs_f64() * 1e3;
    let name =
        CString::new(spec.kernel.as_str()).map_err(|_| Fail::Other("bad kernel name".into()))?;
    let mut func: sys::CUfunction = std::ptr::null_mut();
    // SAFETY: a loaded module and a NUL-terminated name.
    check(
        unsafe { sys::cuModuleGetFunction(&mut func, module.0, name.as_ptr()) },
        &format!("cuModuleGetFunction({})", spec.kernel),
    )?;
    let mut regs: i32 = 0;
    // SAFETY: a valid function handle and out-pointer.
    let regs = (unsafe {
        sys::cuFuncGetAttribute(
            &mut regs,
            sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_NUM_REGS,
            func,
        )
    } == sys::CUresult::CUDA_SUCCESS)
        .then_some(regs.max(0) as u32);
    if spec.dyn_smem > 48 * 1024 {
        // SAFETY: a valid function handle.
        check(
            unsafe {
                sys::cuFuncSetAttribute(
                    func,
                    sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                    spec.dyn_smem as i32,
                )
            },
            "cuFuncSetAttribute(max dynamic shared memory)",
        )?;
    }
    for (sym, bytes) in &plan.symbols {
        let cname = CString::new(sym.as_str()).map_err(|_| Fail::Other("bad symbol".into()))?;
        let (mut dptr, mut size): (sys::CUdeviceptr, usize) = (0, 0);
        // SAFETY: a loaded module, valid out-pointers.
        check(
            unsafe { sys::cuModuleGetGlobal_v2(&mut dptr, &mut size, module.0, cname.as_ptr()) },
            &format!("cuModuleGetGlobal({sym})"),
        )?;
        if bytes.len() > size {
            return Err(Fail::Other(format!(
                "symbol '{sym}': {} bytes given, the variable has {size}",
                bytes.len()
            )));
        }
        // SAFETY: `size` >= the bytes copied.
        check(
            unsafe { sys::cuMemcpyHtoD_v2(dptr, bytes.as_ptr() as *const c_void, bytes.len()) },
            "cuMemcpyHtoD(symbol)",
        )?;
    }
    // Working buffers, their pristine copies, and the parameter bytes.
    let mut work: Vec<(DevBuf, DevBuf, usize)> = Vec::new();
    let mut slots: Vec<Vec<u8>> = Vec::new();
    let (mut buffer_args, mut elems, mut uninit) = (Vec::new(), Vec::new(), Vec::new());
    for (i, p) in plan.params.iter().enumerate() {
        match p {
            Param::Value(b) => slots.push(b.clone()),
            Param::Buffer {
                elem,
                init,
                uninit: u,
            } => {
                let (w, keep) = (alloc(init.len())?, alloc(init.len())?);
                // SAFETY: `keep` holds at least init.len() bytes.
                check(
                    unsafe {
                        sys::cuMemcpyHtoD_v2(keep.0, init.as_ptr() as *const c_void, init.len())
                    },
                    "cuMemcpyHtoD",
                )?;
                slots.push(w.0.to_le_bytes().to_vec());
                work.push((w, keep, init.len()));
                buffer_args.push(i);
                elems.push(*elem);
                uninit.push(*u);
            }
        }
    }
    let mut ptrs: Vec<*mut c_void> = slots
        .iter_mut()
        .map(|s| s.as_mut_ptr() as *mut c_void)
        .collect();
    let restore = |work: &[(DevBuf, DevBuf, usize)]| -> Result<(), Fail> {
        for (w, keep, n) in work {
            if *n > 0 {
                // SAFETY: both allocations hold `n` bytes.
                check(
                    unsafe { sys::cuMemcpyDtoDAsync_v2(w.0, keep.0, *n, std::ptr::null_mut()) },
                    "cuMemcpyDtoDAsync",
                )?;
            }
        }
        Ok(())
    };
    let launch = |ptrs: &mut Vec<*mut c_void>| -> Result<(), Fail> {
        let (g, b) = (spec.grid, spec.block);
        // SAFETY: `ptrs` points at one slot per kernel parameter, sized as
        // the PTX declares them (check_params); the slots outlive the
        // launch, and device buffers live until after the last wait.
        check(
            unsafe {
                sys::cuLaunchKernel(
                    func,
                    g[0],
                    g[1],
                    g[2],
                    b[0],
                    b[1],
                    b[2],
                    spec.dyn_smem,
                    std::ptr::null_mut(),
                    ptrs.as_mut_ptr(),
                    std::ptr::null_mut(),
                )
            },
            "cuLaunchKernel",
        )?;
        Ok(())
    };
    let deadline = Instant::now() + opts.timeout;
    // The checked launch.
    restore(&work)?;
    launch(&mut ptrs)?;
    let done = Event::new()?;
    done.record()?;
    wait(&done, deadline, "the first launch")?;
    let mut buffers = Vec::with_capacity(work.len());
    for (w, _, n) in &work {
        let mut host = vec![0u8; *n];
        if *n > 0 {
            // SAFETY: `host` holds `n` bytes, the device buffer too.
            check(
                unsafe { sys::cuMemcpyDtoH_v2(host.as_mut_ptr() as *mut c_void, w.0, *n) },
                "cuMemcpyDtoH",
            )?;
        }
        buffers.push(host);
    }
    // Warm-up, then the timed launches.
    for _ in 0..opts.warmup {
        restore(&work)?;
        launch(&mut ptrs)?;
    }
    let mut pairs = Vec::with_capacity(opts.runs as usize);
    for _ in 0..opts.runs {
        let (a, b) = (Event::new()?, Event::new()?);
        restore(&work)?;
        a.record()?;
        launch(&mut ptrs)?;
        b.record()?;
        pairs.push((a, b));
    }
    done.record()?;
    wait(&done, deadline, "the timed launches")?;
    let mut samples = Vec::with_capacity(pairs.len());
    for (a, b) in &pairs {
        let mut ms: f32 = 0.0;
        // SAFETY: both events recorded and complete.
        check(
            unsafe { sys::cuEventElapsedTime(&mut ms, a.0, b.0) },
            "cuEventElapsedTime",
        )?;
        samples.push(f64::from(ms));
    }
    drop(pairs);
    drop(work);
    drop(module);
    Ok(DeviceRun {
        buffers,
        buffer_args,
        elems,
        uninit,
        timing: Timing {
            samples_ms: samples,
        },
        regs,
        load_ms,
    })
}

/// The tolerance of float outputs: a spec's `tolerance` line, else as
/// `driver/tests/egraph_corpus.rs` states it for compiled code against
/// the nvvm interpreter: relative 1e-5 plus absolute 1e-5 (fma
/// contraction), absolute 1e-4 for `black_scholes` (its put prices are
/// differences of terms up to 100).
pub fn tolerance(spec: &Spec, hints: &Hints) -> Tolerance {
    if let Some((rel, abs)) = hints.tolerance {
        return Tolerance { rel, abs };
    }
    Tolerance {
        rel: 1e-5,
        abs: if spec.corpus.as_deref() == Some("black_scholes") {
            1e-4
        } else {
            1e-5
        },
    }
}

/// The device's buffers as an [`Outcome`] beside the interpreter's
/// `reference`: written bytes of `uninit` buffers are those the
/// interpreter wrote plus those the device changed from the pattern; a
/// byte neither wrote takes the reference's value (the contents of
/// unwritten bytes mean nothing on either side).
pub fn device_outcome(run: &DeviceRun, reference: &Outcome) -> Outcome {
    let buffers = run
        .buffers
        .iter()
        .enumerate()
        .map(|(k, bytes)| {
            let want = reference.buffers.get(k);
            if !run.uninit[k] {
                return (bytes.clone(), vec![true; bytes.len()]);
            }
            let mut data = bytes.clone();
            let mut init = Vec::with_capacity(bytes.len());
            for (j, &b) in bytes.iter().enumerate() {
                let w = want.and_then(|w| Some((*w.0.get(j)?, *w.1.get(j)?)));
                let written = b != UNINIT_BYTE || w.is_some_and(|w| w.1);
                if let (false, Some((v, _))) = (written, w) {
                    data[j] = v;
                }
                init.push(written);
            }
            (data, init)
        })
        .collect();
    Outcome {
        buffers,
        elems: run.elems.clone(),
        stats: Default::default(),
        // The device prints to the runner's own output, which is not
        // captured: printf is not compared.
        printed: reference.printed.clone(),
    }
}

/// Sorts the fully written elements of a buffer among their positions.
fn sort_written(buf: &mut (Vec<u8>, Vec<bool>), elem: ElemType) {
    let size = elem.size().max(1);
    let n = buf.0.len() / size;
    let written: Vec<usize> = (0..n)
        .filter(|&i| buf.1[i * size..(i + 1) * size].iter().all(|&x| x))
        .collect();
    let mut vals: Vec<Vec<u8>> = written
        .iter()
        .map(|&i| buf.0[i * size..(i + 1) * size].to_vec())
        .collect();
    let key = |b: &[u8]| -> f64 {
        let mut w = [0u8; 8];
        w[..b.len().min(8)].copy_from_slice(&b[..b.len().min(8)]);
        match elem {
            ElemType::F32 => f32::from_le_bytes([w[0], w[1], w[2], w[3]]) as f64,
            ElemType::F64 => f64::from_le_bytes(w),
            _ if elem.is_signed() => {
                let shift = 64 - 8 * size.min(8) as u32;
                ((i64::from_le_bytes(w) << shift) >> shift) as f64
            }
            _ => u64::from_le_bytes(w) as f64,
        }
    };
    vals.sort_by(|a, b| key(a).total_cmp(&key(b)).then_with(|| a.cmp(b)));
    for (&i, v) in written.iter().zip(vals) {
        buf.0[i * size..(i + 1) * size].copy_from_slice(&v);
    }
}

/// Compares the device's outputs with the interpreter's `reference` (the
/// same spec's run) by [`interp::diff::compare`]; `hints`'
/// `unordered` buffers as sorted lists.
pub fn check_outputs(
    reference: &Outcome,
    run: &DeviceRun,
    hints: &Hints,
    tol: Option<Tolerance>,
) -> Result<(), String> {
    check_outputs_counted(reference, run, hints, tol).map(|_| ())
}

/// As [`check_outputs`], where a spec's `mismatches` line lets a fraction
/// of each buffer's elements differ: elements that differ (each judged by
/// `diff::compare` on its own) up to that fraction are taken as the
/// reference's before the whole comparison. Returns how many were.
pub fn check_outputs_counted(
    reference: &Outcome,
    run: &DeviceRun,
    hints: &Hints,
    tol: Option<Tolerance>,
) -> Result<usize, String> {
    let mut got = device_outcome(run, reference);
    let mut want = reference.clone();
    for &arg in &hints.unordered {
        if let Some(k) = run.buffer_args.iter().position(|&a| a == arg) {
            if k < want.buffers.len() && k < got.buffers.len() {
                sort_written(&mut want.buffers[k], run.elems[k]);
                sort_written(&mut got.buffers[k], run.elems[k]);
            }
        }
    }
    let mut allowed = 0;
    let mut over = Vec::new();
    if let Some(frac) = hints.mismatches {
        let n_bufs = want.buffers.len().min(got.buffers.len());
        for k in 0..n_bufs {
            let size = want.elems[k].size().max(1);
            let n = want.buffers[k].0.len().min(got.buffers[k].0.len()) / size;
            let one = |o: &Outcome, i: usize| Outcome {
                buffers: vec![(
                    o.buffers[k].0[i * size..(i + 1) * size].to_vec(),
                    o.buffers[k].1[i * size..(i + 1) * size].to_vec(),
                )],
                elems: vec![o.elems[k]],
                stats: Default::default(),
                printed: String::new(),
            };
            let differ: Vec<usize> = (0..n)
                .filter(|&i| {
                    let r = i * size..(i + 1) * size;
                    (want.buffers[k].0[r.clone()] != got.buffers[k].0[r.clone()]
                        || want.buffers[k].1[r.clone()] != got.buffers[k].1[r])
                        && compare(&one(&want, i), &one(&got, i), tol).is_err()
                })
                .collect();
            let limit = (frac * n as f64).floor() as usize;
            if differ.len() > limit {
                over.push(format!(
                    "{} of {n} elements of buffer {k} differ, the spec's `mismatches` allows {limit}",
                    differ.len()
                ));
                continue;
            }
            for &i in &differ {
                let r = i * size..(i + 1) * size;
                let (data, init) = (&want.buffers[k].0[r.clone()], &want.buffers[k].1[r.clone()]);
                got.buffers[k].0[r.clone()].copy_from_slice(data);
                got.buffers[k].1[r].copy_from_slice(init);
            }
            allowed += differ.len();
        }
    }
    compare(&want, &got, tol).map(|_| allowed).map_err(|e| {
        if over.is_empty() {
            e.to_string()
        } else {
            format!("{e} ({})", over.join("; "))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plan_of_saxpy() {
        let spec = Spec::parse(
            "kernel k\ngrid 1\nblock 4\narg i32 3\narg f32 2.5\narg f32[4] iota(0,1)\narg f32[2] uninit\n",
        )
        .unwrap();
        let p = plan(&spec).unwrap();
        assert_eq!(p.params[0], Param::Value(3i32.to_le_bytes().to_vec()));
        assert_eq!(p.params[1], Param::Value(2.5f32.to_le_bytes().to_vec()));
        let Param::Buffer { init, uninit, .. } = &p.params[2] else {
            panic!()
        };
        assert!(!uninit);
        assert_eq!(&init[4..8], &1f32.to_le_bytes());
        let Param::Buffer { init, uninit, .. } = &p.params[3] else {
            panic!()
        };
        assert!(uninit);
        assert_eq!(init, &vec![UNINIT_BYTE; 8]);
    }

    #[test]
    fn timing_figures() {
        let t = Timing {
            samples_ms: vec![0.004, 0.002, 0.003],
        };
        assert_eq!(t.median(), Some(0.003));
        assert_eq!(t.min(), Some(0.002));
        assert_eq!(t.max(), Some(0.004));
        assert!(t
            .describe()
            .starts_with("median 3.0 us (min 2.0 us, max 4.0 us)"));
    }

    fn outcome(vals: &[i32], init: &[bool]) -> Outcome {
        Outcome {
            buffers: vec![(
                vals.iter().flat_map(|v| v.to_le_bytes()).collect(),
                init.iter().flat_map(|&b| [b; 4]).collect(),
            )],
            elems: vec![ElemType::I32],
            stats: Default::default(),
            printed: String::new(),
        }
    }

    fn device(vals: &[i32]) -> DeviceRun {
        DeviceRun {
            buffers: vec![vals.iter().flat_map(|v| v.to_le_bytes()).collect()],
            buffer_args: vec![0],
            elems: vec![ElemType::I32],
            uninit: vec![true],
            timing: Timing::default(),
            regs: None,
            load_ms: 0.0,
        }
    }

    #[test]
    fn uninit_and_unordered() {
        let pat = i32::from_le_bytes([UNINIT_BYTE; 4]);
        let want = outcome(&[5, 7, 0], &[true, true, false]);
        let none = Hints::default();
        assert!(check_outputs(&want, &device(&[5, 7, pat]), &none, None).is_ok());
        // A write the interpreter did not make.
        let e = check_outputs(&want, &device(&[5, 7, 1]), &none, None).unwrap_err();
        assert!(e.contains("written in one run only"), "{e}");
        // A missing write: the pattern against the value.
        assert!(check_outputs(&want, &device(&[5, pat, pat]), &none, None).is_err());
        // Order.
        assert!(check_outputs(&want, &device(&[7, 5, pat]), &none, None).is_err());
        let unordered = Hints {
            unordered: vec![0],
            ..Hints::default()
        };
        assert!(check_outputs(&want, &device(&[7, 5, pat]), &unordered, None).is_ok());
        assert!(check_outputs(&want, &device(&[7, 6, pat]), &unordered, None).is_err());
        // One of three elements may differ.
        let some = Hints {
            mismatches: Some(0.34),
            ..Hints::default()
        };
        assert_eq!(
            check_outputs_counted(&want, &device(&[5, 8, pat]), &some, None),
            Ok(1)
        );
        let e = check_outputs_counted(&want, &device(&[6, 8, pat]), &some, None).unwrap_err();
        assert!(e.contains("2 of 3 elements of buffer 0 differ"), "{e}");
    }
}
