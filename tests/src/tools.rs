//! Locating the external tools that `scripts/setup-tools.sh` installs: a
//! `WARPSAT_*` variable from the environment, else from `.tools/env.sh`.
//!
//! A test that needs a tool asks [`need`]. When the tool is missing the
//! test skips that work, unless `WARPSAT_REQUIRE_TOOLS=1` (what
//! `scripts/test.sh`, and so CI, sets), where it fails naming the tool: a
//! green run must not mean "ptxas was never run". Skips are counted and one
//! line per test binary says which tools they lacked; it is written to the
//! process's standard error directly, which the harness does not capture.
//!
//! Every crate's tests use this module (the `tests` crate is a
//! dev-dependency), so they share one rule.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// The switch that turns a missing tool into a test failure.
pub const REQUIRE_VAR: &str = "WARPSAT_REQUIRE_TOOLS";

/// The repository root (`main/`).
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The value of `WARPSAT_<...>` from the environment, else from
/// `.tools/env.sh`.
pub fn tool_var(name: &str) -> Option<String> {
    interp::tools::tool_var_in(&repo_root(), name)
}

/// Whether missing tools fail tests (`WARPSAT_REQUIRE_TOOLS=1`).
pub fn required() -> bool {
    std::env::var(REQUIRE_VAR).is_ok_and(|v| v == "1")
}

/// Why tool `name` cannot be used, or its path.
pub fn locate(name: &str) -> Result<PathBuf, String> {
    match tool_var(name) {
        None => Err(format!(
            "{name} is not set and .tools/env.sh does not name it (run scripts/setup-tools.sh)"
        )),
        Some(v) if !Path::new(&v).exists() => Err(format!("{name}={v} does not exist")),
        Some(v) => Ok(PathBuf::from(v)),
    }
}

/// The path in `WARPSAT_<...>`, or `None` (counted as a skip) when it is
/// missing; panics instead under `WARPSAT_REQUIRE_TOOLS=1`.
pub fn need(name: &str) -> Option<PathBuf> {
    match locate(name) {
        Ok(p) => Some(p),
        Err(why) => {
            missing(name, &why);
            None
        }
    }
}

/// Several tools at once: all of them, or `None` with each missing one
/// reported as by [`need`].
pub fn need_all(names: &[&str]) -> Option<Vec<PathBuf>> {
    let found: Vec<Option<PathBuf>> = names.iter().map(|n| need(n)).collect();
    found.into_iter().collect()
}

/// Reports that `name` is missing: a failure when tools are required, else
/// a counted skip.
pub fn missing(name: &str, why: &str) {
    let test = std::thread::current()
        .name()
        .unwrap_or("a test")
        .to_string();
    assert!(
        !required(),
        "{test}: required tool missing: {why} ({REQUIRE_VAR}=1)"
    );
    record_skip(name, &test);
}

/// Skipped tests per tool; printed once when the test binary exits.
static SKIPS: Mutex<BTreeMap<String, Vec<String>>> = Mutex::new(BTreeMap::new());

fn record_skip(tool: &str, test: &str) {
    let mut skips = SKIPS.lock().unwrap_or_else(|e| e.into_inner());
    if skips.is_empty() {
        // SAFETY: registers a plain function to run at process exit.
        unsafe {
            libc::atexit(print_skips);
        }
    }
    let tests = skips.entry(tool.to_string()).or_default();
    if !tests.iter().any(|t| t == test) {
        tests.push(test.to_string());
    }
}

extern "C" fn print_skips() {
    use std::io::Write;
    let skips = SKIPS.lock().unwrap_or_else(|e| e.into_inner());
    let mut tests: Vec<&String> = skips.values().flatten().collect();
    tests.sort();
    tests.dedup();
    let per_tool: Vec<String> = skips
        .iter()
        .map(|(t, v)| format!("{t} ({})", v.len()))
        .collect();
    let bin = std::env::args()
        .next()
        .and_then(|a| {
            Path::new(&a)
                .file_name()
                .map(|f| f.to_string_lossy().into_owned())
        })
        // Cargo names test binaries NAME-HASH.
        .map(|b| b.rsplit_once('-').map_or(b.clone(), |(n, _)| n.to_string()))
        .unwrap_or_default();
    let _ = writeln!(
        std::io::stderr(),
        "warning: {bin}: {} test(s) skipped work needing missing tools: {}; \
         set {REQUIRE_VAR}=1 to make that a failure",
        tests.len(),
        per_tool.join(", ")
    );
}

/// Whether `python3` runs (libNVVM is driven through
/// `scripts/nvvm-compile.py`); a missing one is reported as by [`need`].
pub fn need_python() -> bool {
    let ok = std::process::Command::new("python3")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        missing("python3", "python3 does not run");
    }
    ok
}

/// A file or folder of the kernel corpus beside the checkout; a missing one is reported as a
/// missing tool would be (a test over no kernels proves nothing).
pub fn need_corpus(path: &Path) -> bool {
    let ok = path.exists();
    if !ok {
        missing("corpus", &format!("no corpus at {}", path.display()));
    }
    ok
}

/// libNVVM (driven by `scripts/nvvm-compile.py`), libdevice, ptxas and
/// llc-16: what the tests comparing against NVIDIA's and LLVM's compilers
/// need.
pub struct Compilers {
    /// `scripts/nvvm-compile.py`.
    pub nvvm_compile: PathBuf,
    /// libNVVM's shared library.
    pub libnvvm: PathBuf,
    /// libdevice bitcode.
    pub libdevice: PathBuf,
    /// ptxas.
    pub ptxas: PathBuf,
    /// llc-16.
    pub llc: PathBuf,
}

/// All of [`Compilers`] and python3, each missing one reported as by
/// [`need`].
pub fn need_compilers() -> Option<Compilers> {
    let found = need_all(&[
        "WARPSAT_LIBNVVM",
        "WARPSAT_LIBDEVICE",
        "WARPSAT_PTXAS",
        "WARPSAT_LLC",
    ]);
    let [libnvvm, libdevice, ptxas, llc] = <[PathBuf; 4]>::try_from(found?).ok()?;
    need_python().then_some(())?;
    Some(Compilers {
        nvvm_compile: repo_root().join("scripts/nvvm-compile.py"),
        libnvvm,
        libdevice,
        ptxas,
        llc,
    })
}

/// libNVVM's PTX for the NVVM IR file `input`, compiled through
/// `scripts/nvvm-compile.py` with `args` (`-arch=compute_80 -opt=3`),
/// linking libdevice when `libdevice` says so; panics with libNVVM's log
/// when it refuses the module.
pub fn libnvvm_ptx(c: &Compilers, input: &Path, libdevice: bool, args: &[&str]) -> String {
    let dir = std::env::temp_dir().join(format!(
        "warpsat-libnvvm-{}-{:?}",
        std::process::id(),
        std::thread::current().id()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("nvvm.ptx");
    let o = std::process::Command::new("python3")
        .arg(&c.nvvm_compile)
        .arg("--lib")
        .arg(&c.libnvvm)
        .arg("-o")
        .arg(&out)
        .args(if libdevice {
            vec!["--libdevice".into(), c.libdevice.clone()]
        } else {
            Vec::new()
        })
        .arg(input)
        .args(args)
        .output()
        .unwrap();
    let ptx = std::fs::read_to_string(&out).unwrap_or_default();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        o.status.success(),
        "libNVVM refused {}: {}",
        input.display(),
        String::from_utf8_lossy(&o.stderr)
    );
    ptx
}

/// The stack frame ptxas reports for each function of `ptx` assembled
/// for `arch` with `-v` (panics, with the log, when ptxas rejects it).
pub fn ptxas_stack_frames(ptxas: &Path, ptx: &str, arch: &str) -> BTreeMap<String, u64> {
    ptxas_log(ptxas, ptx, arch)
        .split("Function properties for ")
        .skip(1)
        .filter_map(|part| {
            let mut lines = part.lines();
            let name = lines.next().unwrap_or("").trim().to_string();
            let bytes = lines.next()?.split_whitespace().next()?.parse().ok()?;
            Some((name, bytes))
        })
        .collect()
}

/// The registers ptxas gives each function of `ptx` for `arch` (`Used N
/// registers` after `Compiling entry function 'NAME'` or `Function
/// properties for NAME`); panics when ptxas rejects it.
pub fn ptxas_registers(ptxas: &Path, ptx: &str, arch: &str) -> BTreeMap<String, u64> {
    let log = ptxas_log(ptxas, ptx, arch);
    let mut out = BTreeMap::new();
    let mut current = None;
    for l in log.lines() {
        if let Some(rest) = l.split("Compiling entry function '").nth(1) {
            current = rest.split('\'').next().map(str::to_string);
        } else if let Some(rest) = l.split("Function properties for ").nth(1) {
            current = Some(rest.trim().to_string());
        }
        if let (Some(name), Some(rest)) = (&current, l.split("Used ").nth(1)) {
            if let Some(n) = rest.split_whitespace().next().and_then(|n| n.parse().ok()) {
                out.insert(name.clone(), n);
            }
        }
    }
    out
}

/// Panics, with ptxas's log, unless ptxas assembles `ptx` for `arch` as
/// a relocatable object (`-c`: functions it only declares may stay
/// undefined, as `printf` in a test of calls).
pub fn assert_ptxas_compiles(ptxas: &Path, ptx: &str, arch: &str) {
    ptxas_run(ptxas, ptx, arch, &["-c"]);
}

/// ptxas's `-v` report on `ptx` for `arch`; panics when ptxas rejects it.
fn ptxas_log(ptxas: &Path, ptx: &str, arch: &str) -> String {
    ptxas_run(ptxas, ptx, arch, &["-v"])
}

/// Runs ptxas with `flags` on `ptx` for `arch`; its log. Panics when
/// ptxas rejects the PTX.
fn ptxas_run(ptxas: &Path, ptx: &str, arch: &str, flags: &[&str]) -> String {
    let dir = std::env::temp_dir().join(format!(
        "warpsat-ptxas-{}-{:?}",
        std::process::id(),
        std::thread::current().id()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("k.ptx");
    std::fs::write(&f, ptx).unwrap();
    let out = std::process::Command::new(ptxas)
        .arg(format!("-arch={arch}"))
        .args(flags)
        .arg("-o")
        .arg(dir.join("k.cubin"))
        .arg(&f)
        .output()
        .unwrap();
    let log = String::from_utf8_lossy(&out.stderr).to_string();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(out.status.success(), "ptxas rejected the PTX:\n{log}");
    log
}
