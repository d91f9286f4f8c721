//! The `warpsat` binary.

// See Cargo.toml: mimalloc instead of the system allocator.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    driver::main_with_args(std::env::args_os().collect())
}
