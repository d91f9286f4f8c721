//! The external tools of the comparison, found the way `bench/src/tools.rs`
//! finds them: a `WARPSAT_*` variable from the environment, else from the
//! `.tools/env.sh` that `scripts/setup-tools.sh` writes.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The repository root: the driver crate's parent folder where it was
/// built, else (a binary copied to another machine with its checkout,
/// `ROOT/target/release/warpsat`) the nearest folder above the executable
/// holding `tests/harness`.
pub fn repo_root() -> PathBuf {
    let built = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    if built.join("tests/harness").is_dir() {
        return built;
    }
    std::env::current_exe()
        .ok()
        .and_then(|exe| {
            exe.ancestors()
                .skip(1)
                .find(|d| d.join("tests/harness").is_dir())
                .map(Path::to_path_buf)
        })
        .unwrap_or(built)
}

/// The value of `WARPSAT_<...>` from the environment, else `.tools/env.sh`.
pub fn tool_var(name: &str) -> Option<String> {
    interp::tools::tool_var_in(&repo_root(), name)
}

/// An existing tool path from `WARPSAT_<...>`.
pub fn tool(name: &str) -> Option<PathBuf> {
    tool_var(name).map(PathBuf::from).filter(|p| p.exists())
}

/// Every external tool the comparison uses; `None` where not installed.
#[derive(Clone, Debug, Default)]
pub struct Tools {
    /// `ptxas` (registers, spills, stack, shared memory; the cubin).
    pub ptxas: Option<PathBuf>,
    /// `libnvvm.so.4`, driven through `scripts/nvvm-compile.py`.
    pub libnvvm: Option<PathBuf>,
    /// `scripts/nvvm-compile.py`, when python3 runs.
    pub nvvm_script: Option<PathBuf>,
    /// `llc-16`.
    pub llc: Option<PathBuf>,
    /// `opt-16`.
    pub opt: Option<PathBuf>,
    /// `cuobjdump` (static SASS counts).
    pub cuobjdump: Option<PathBuf>,
    /// The folder holding `nvdisasm`, which `cuobjdump -sass` runs.
    pub nvdisasm_dir: Option<PathBuf>,
}

/// The line naming the install script, for every missing tool.
pub const SETUP_HINT: &str = "run `bash scripts/setup-tools.sh` to install it under .tools/";

impl Tools {
    /// Looks every tool up; nothing is run but `python3 --version`.
    pub fn find() -> Tools {
        let script = repo_root().join("scripts/nvvm-compile.py");
        let python = Command::new("python3")
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success());
        Tools {
            ptxas: tool("WARPSAT_PTXAS"),
            libnvvm: tool("WARPSAT_LIBNVVM"),
            nvvm_script: (python && script.exists()).then_some(script),
            llc: tool("WARPSAT_LLC"),
            opt: tool("WARPSAT_OPT"),
            cuobjdump: tool("WARPSAT_CUOBJDUMP"),
            nvdisasm_dir: tool("WARPSAT_NVDISASM_DIR").filter(|d| d.join("nvdisasm").exists()),
        }
    }

    /// One message per missing tool, each saying which columns become
    /// `n/a` and naming the install script.
    pub fn missing(&self) -> Vec<String> {
        let mut v = Vec::new();
        let mut miss = |ok: bool, what: &str, cols: &str| {
            if !ok {
                v.push(format!("{what} not found: {cols} are n/a; {SETUP_HINT}"));
            }
        };
        miss(
            self.ptxas.is_some(),
            "ptxas (WARPSAT_PTXAS)",
            "registers, spills, stack, shared memory, occupancy and SASS",
        );
        miss(
            self.libnvvm.is_some(),
            "libNVVM (WARPSAT_LIBNVVM)",
            "the libnvvm rows",
        );
        miss(
            self.nvvm_script.is_some(),
            "python3 with scripts/nvvm-compile.py",
            "the libnvvm rows",
        );
        miss(
            self.llc.is_some(),
            "llc-16 (WARPSAT_LLC)",
            "the llc and opt+llc rows",
        );
        miss(
            self.opt.is_some(),
            "opt-16 (WARPSAT_OPT)",
            "the opt+llc rows",
        );
        miss(
            self.cuobjdump.is_some(),
            "cuobjdump (WARPSAT_CUOBJDUMP)",
            "static SASS counts",
        );
        miss(
            self.nvdisasm_dir.is_some(),
            "nvdisasm (WARPSAT_NVDISASM_DIR)",
            "static SASS counts",
        );
        v
    }
}
