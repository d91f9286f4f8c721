//! Test support shared by the workspace's test suites (a dev-dependency
//! only): [`tools`] finds the external tools `scripts/setup-tools.sh`
//! installs and turns a missing one into a failure under
//! `WARPSAT_REQUIRE_TOOLS=1`. The folders beside `src/` hold the test
//! inputs (`import/`, `harness/`, `run/`, `filetests/`).

pub mod tools;
