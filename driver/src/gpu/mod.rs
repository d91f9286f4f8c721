//! `--gpu`: running kernels on a real NVIDIA GPU through the CUDA driver
//! API (the `cudarc` crate's raw bindings, `cudarc::driver::sys`).
//!
//! Nothing CUDA is needed to build or test warpsat: the driver library
//! (`libcuda.so.1`) is opened at run time (cudarc's `dynamic-loading`),
//! and [`Gpu::open`] reports a missing library or device as an
//! [`OpenError`] instead of panicking. The bindings are those of the CUDA
//! 11.4 API (the lowest the runner needs), which every 12.x and 13.x
//! driver still exports.
//!
//! [`runner`] loads PTX text as a module (the driver JIT-compiles it for
//! the device), fills the arguments from a harness spec with the same
//! code as the interpreters ([`interp::spec::Spec::host_inputs`]),
//! launches, reads the buffers back, times launches with CUDA events and
//! checks the outputs against an interpreter run with
//! [`interp::diff::compare`].
//!
//! The primary context of device 0 is used; a [`Gpu`] may be shared
//! between threads behind a mutex (every operation makes the context
//! current on its thread first).

pub mod runner;

use std::ffi::{c_int, CStr};
use std::fmt;

use cudarc::driver::sys;

/// The message for a machine without the driver library.
pub const NO_DRIVER: &str = "no CUDA driver found (libcuda.so.1 could not be loaded)";

/// Why no GPU can be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpenError {
    /// The driver library is missing (or lacks an entry point).
    NoDriver(Option<String>),
    /// The driver loaded but reports no usable device.
    NoDevice(String),
}

impl fmt::Display for OpenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OpenError::NoDriver(None) => write!(f, "{NO_DRIVER}"),
            OpenError::NoDriver(Some(why)) => write!(f, "{NO_DRIVER}: {why}"),
            OpenError::NoDevice(why) => write!(f, "no GPU device ({why})"),
        }
    }
}

/// The name of a driver error code (`CUDA_ERROR_NO_DEVICE`).
pub fn error_name(r: sys::CUresult) -> String {
    let mut p: *const std::ffi::c_char = std::ptr::null();
    // SAFETY: cuGetErrorName writes a pointer to a static string or fails.
    let ok = unsafe { sys::cuGetErrorName(r, &mut p) } == sys::CUresult::CUDA_SUCCESS;
    if ok && !p.is_null() {
        // SAFETY: a NUL-terminated static string from the driver.
        unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
    } else {
        format!("{r:?}")
    }
}

/// `Ok` for `CUDA_SUCCESS`, else `what: CUDA_ERROR_...`.
pub(crate) fn check(r: sys::CUresult, what: &str) -> Result<(), DriverFailure> {
    if r == sys::CUresult::CUDA_SUCCESS {
        Ok(())
    } else {
        Err(DriverFailure {
            code: r,
            msg: format!("{what}: {}", error_name(r)),
        })
    }
}

/// A failed driver call.
#[derive(Clone, Debug)]
pub struct DriverFailure {
    /// The code.
    pub code: sys::CUresult,
    /// `call: CUDA_ERROR_...`.
    pub msg: String,
}

impl DriverFailure {
    /// True when the error leaves the context unusable (a fault inside a
    /// kernel): the context must be reset before the next use.
    pub fn is_sticky(&self) -> bool {
        use sys::CUresult::*;
        matches!(
            self.code,
            CUDA_ERROR_ILLEGAL_ADDRESS
                | CUDA_ERROR_LAUNCH_FAILED
                | CUDA_ERROR_LAUNCH_TIMEOUT
                | CUDA_ERROR_HARDWARE_STACK_ERROR
                | CUDA_ERROR_ILLEGAL_INSTRUCTION
                | CUDA_ERROR_MISALIGNED_ADDRESS
                | CUDA_ERROR_INVALID_ADDRESS_SPACE
                | CUDA_ERROR_INVALID_PC
                | CUDA_ERROR_ASSERT
        )
    }
}

impl fmt::Display for DriverFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.msg)
    }
}

/// Device 0 with its primary context.
pub struct Gpu {
    dev: sys::CUdevice,
    ctx: sys::CUcontext,
    /// The device's name (`NVIDIA H100 80GB HBM3`).
    pub name: String,
    /// Compute capability (9, 0).
    pub cc: (u32, u32),
    /// Streaming multiprocessors.
    pub sms: u32,
    /// The driver's CUDA version (13, 0).
    pub driver: (u32, u32),
    /// Set when a kernel did not finish in time: the context cannot be
    /// used again (nothing can stop a running kernel).
    pub(crate) hung: Option<String>,
}

// SAFETY: a CUDA context may be used from any thread once made current
// there; every operation of `Gpu` does that first, and users serialize
// access (`&mut Gpu` or a mutex).
unsafe impl Send for Gpu {}

impl fmt::Debug for Gpu {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Gpu({})", self.describe())
    }
}

/// Runs `f` with panics caught and the panic message kept off standard
/// error (cudarc's loader panics on a missing library or symbol).
fn quietly<T>(f: impl FnOnce() -> T + std::panic::UnwindSafe) -> Result<T, String> {
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let r = std::panic::catch_unwind(f);
    std::panic::set_hook(hook);
    r.map_err(|p| {
        p.downcast_ref::<String>()
            .cloned()
            .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_else(|| "the driver library could not be used".into())
    })
}

impl Gpu {
    /// Loads the driver, initializes it and retains device 0's primary
    /// context. Never panics: a missing `libcuda.so.1` is
    /// [`OpenError::NoDriver`], a driver without a device (or a stub
    /// library) [`OpenError::NoDevice`].
    pub fn open() -> Result<Gpu, OpenError> {
        // SAFETY: only tries to dlopen the library names cudarc knows.
        if !quietly(|| unsafe { sys::is_culib_present() }).unwrap_or(false) {
            return Err(OpenError::NoDriver(None));
        }
        match quietly(Gpu::open_loaded) {
            Ok(r) => r,
            Err(panic) => Err(OpenError::NoDriver(Some(panic))),
        }
    }

    fn open_loaded() -> Result<Gpu, OpenError> {
        let dev_err = |e: DriverFailure| OpenError::NoDevice(e.msg);
        // SAFETY: plain driver API calls with valid out-pointers.
        unsafe {
            check(sys::cuInit(0), "cuInit").map_err(dev_err)?;
            let mut version: c_int = 0;
            check(sys::cuDriverGetVersion(&mut version), "cuDriverGetVersion").map_err(dev_err)?;
            let mut count: c_int = 0;
            check(sys::cuDeviceGetCount(&mut count), "cuDeviceGetCount").map_err(dev_err)?;
            if count < 1 {
                return Err(OpenError::NoDevice("the driver reports 0 devices".into()));
            }
            let mut dev: sys::CUdevice = 0;
            check(sys::cuDeviceGet(&mut dev, 0), "cuDeviceGet").map_err(dev_err)?;
            let mut name = [0 as std::ffi::c_char; 256];
            check(
                sys::cuDeviceGetName(name.as_mut_ptr(), name.len() as c_int, dev),
                "cuDeviceGetName",
            )
            .map_err(dev_err)?;
            let name = CStr::from_ptr(name.as_ptr()).to_string_lossy().into_owned();
            let attr = |a: sys::CUdevice_attribute| -> Result<u32, OpenError> {
                let mut v: c_int = 0;
                check(
                    sys::cuDeviceGetAttribute(&mut v, a, dev),
                    "cuDeviceGetAttribute",
                )
                .map_err(dev_err)?;
                Ok(v.max(0) as u32)
            };
            use sys::CUdevice_attribute::*;
            let cc = (
                attr(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?,
                attr(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)?,
            );
            let sms = attr(CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)?;
            let mut ctx: sys::CUcontext = std::ptr::null_mut();
            check(
                sys::cuDevicePrimaryCtxRetain(&mut ctx, dev),
                "cuDevicePrimaryCtxRetain",
            )
            .map_err(dev_err)?;
            let gpu = Gpu {
                dev,
                ctx,
                name,
                cc,
                sms,
                driver: ((version / 1000) as u32, ((version % 1000) / 10) as u32),
                hung: None,
            };
            gpu.bind().map_err(dev_err)?;
            Ok(gpu)
        }
    }

    /// Makes the context current on the calling thread.
    pub(crate) fn bind(&self) -> Result<(), DriverFailure> {
        // SAFETY: `ctx` is the retained primary context.
        check(unsafe { sys::cuCtxSetCurrent(self.ctx) }, "cuCtxSetCurrent")
    }

    /// Resets the primary context after a fault inside a kernel (every
    /// allocation and module of it is gone) and retains it again.
    pub(crate) fn reset(&mut self) -> Result<(), DriverFailure> {
        // SAFETY: the context was retained by `open`; it is released,
        // reset and retained again, so `ctx` stays valid.
        unsafe {
            check(
                sys::cuDevicePrimaryCtxRelease_v2(self.dev),
                "cuDevicePrimaryCtxRelease",
            )?;
            check(
                sys::cuDevicePrimaryCtxReset_v2(self.dev),
                "cuDevicePrimaryCtxReset",
            )?;
            check(
                sys::cuDevicePrimaryCtxRetain(&mut self.ctx, self.dev),
                "cuDevicePrimaryCtxRetain",
            )?;
        }
        self.bind()
    }

    /// `sm_90` for compute capability 9.0.
    pub fn arch(&self) -> String {
        format!("sm_{}{}", self.cc.0, self.cc.1)
    }

    /// The compute capability as one number (90).
    pub fn sm(&self) -> u32 {
        self.cc.0 * 10 + self.cc.1
    }

    /// True when PTX for `arch` (`sm_80`, `sm_90a`) can run here: its
    /// target is at most the device's compute capability.
    pub fn runs_arch(&self, arch: &str) -> bool {
        arch_number(arch).is_some_and(|a| a <= self.sm())
    }

    /// `NVIDIA H100 80GB HBM3 (sm_90, 132 SMs), driver CUDA 13.0`.
    pub fn describe(&self) -> String {
        format!(
            "{} ({}, {} SMs), driver CUDA {}.{}",
            self.name,
            self.arch(),
            self.sms,
            self.driver.0,
            self.driver.1
        )
    }
}

impl Drop for Gpu {
    fn drop(&mut self) {
        if self.hung.is_none() {
            // SAFETY: releases the reference `open` retained.
            let _ = unsafe { sys::cuDevicePrimaryCtxRelease_v2(self.dev) };
        }
    }
}

/// 90 for `sm_90`, `sm_90a` or `compute_90`.
pub fn arch_number(arch: &str) -> Option<u32> {
    arch.trim_start_matches("sm_")
        .trim_start_matches("compute_")
        .trim_end_matches(|c: char| c.is_ascii_alphabetic())
        .parse()
        .ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arch_numbers() {
        assert_eq!(arch_number("sm_90"), Some(90));
        assert_eq!(arch_number("sm_90a"), Some(90));
        assert_eq!(arch_number("compute_80"), Some(80));
        assert_eq!(arch_number("gfx90a"), None);
    }

    #[test]
    fn messages() {
        assert_eq!(
            OpenError::NoDriver(None).to_string(),
            "no CUDA driver found (libcuda.so.1 could not be loaded)"
        );
        assert!(OpenError::NoDevice("cuInit: CUDA_ERROR_NO_DEVICE".into())
            .to_string()
            .starts_with("no GPU device"));
    }
}
