//! Locating the external tools that `scripts/setup-tools.sh` installs: the
//! driver's lookup (a `WARPSAT_*` variable from the environment, else from
//! `.tools/env.sh`), shared so benches and `warpsat compare` agree.

pub use driver::compare::tools::{repo_root, tool, tool_var};
