//! Test support shared by the workspace's test suites (a dev-dependency
//! only): [`tools`] finds the external tools `scripts/setup-tools.sh`
//! installs and turns a missing one into a failure under
//! `WARPSAT_REQUIRE_TOOLS=1`; [`mutate`] is the text mutator of the
//! parsers' robustness tests. The folders beside `src/` hold the test
//! inputs (`import/`, `harness/`, `run/`, `filetests/`).

pub mod mutate;
pub mod tools;
