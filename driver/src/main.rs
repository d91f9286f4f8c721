//! The `warpsat` binary.

fn main() -> std::process::ExitCode {
    driver::main_with_args(std::env::args_os().collect())
}
