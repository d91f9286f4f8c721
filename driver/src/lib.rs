//! warpsat's driver: command line, pipeline, output.

pub mod analyze;
pub mod cli;
pub mod compile;
pub mod output;
pub mod run;

use std::ffi::OsString;
use std::process::ExitCode;

use clap::Parser;

use cli::{Cli, Command, CompileArgs, Emit, InputFormat};

const VERBS: &[&str] = &["compile", "analyze", "run", "help"];

/// Runs the command line `args` (including the program name).
pub fn main_with_args(mut args: Vec<OsString>) -> ExitCode {
    // `warpsat IN.ll ...` means `warpsat compile IN.ll ...`.
    if let Some(first) = args.get(1).and_then(|a| a.to_str()) {
        let is_flag_only = first.starts_with("--help")
            || first == "-h"
            || first.starts_with("--version")
            || first == "-V";
        if !VERBS.contains(&first) && !is_flag_only {
            args.insert(1, "compile".into());
        }
    }
    let cli = match Cli::try_parse_from(&args) {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() {
                ExitCode::from(2)
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    match cli.command {
        Some(Command::Compile(a)) => match compile::run_compile(&a) {
            Ok(r) => {
                if a.verbose {
                    eprintln!("{}", summary(&r));
                }
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("{e}");
                ExitCode::from(1)
            }
        },
        Some(Command::Analyze(a)) => match run_analyze(&a) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("{e}");
                ExitCode::from(1)
            }
        },
        Some(Command::Run(a)) => match run::run(&a) {
            Ok(report) => {
                print!("{report}");
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("{e}");
                ExitCode::from(1)
            }
        },
        None => demo(),
    }
}

fn run_analyze(a: &cli::AnalyzeArgs) -> Result<(), compile::CompileError> {
    let (name, src) = compile::read_input(&a.input)?;
    let m = compile::read_module(&name, &src, a.input_format, &a.input)?;
    let report = analyze::analyze_module(&m, &a.arch, a.block_size);
    let out = a.output.clone().unwrap_or_else(|| "-".into());
    output::write_output(&out, report.as_bytes())
        .map_err(|e| compile::CompileError::Io(format!("cannot write '{}': {e}", out.display())))
}

fn summary(r: &compile::Report) -> String {
    format!(
        "warpsat: {} function(s), kernel(s): {}; passes: {}; {} alloca(s) promoted; {} instructions; {} bytes written",
        r.functions,
        if r.kernels.is_empty() { "none".to_string() } else { r.kernels.join(", ") },
        if r.passes.is_empty() { "none".to_string() } else { r.passes.join(", ") },
        r.promoted,
        r.insts,
        r.bytes
    )
}

/// No input: compile the built-in demo kernel and say what happened.
fn demo() -> ExitCode {
    let args = CompileArgs {
        input: compile::DEMO_NAME.into(),
        output: Some("-".into()),
        emit: Some(Emit::Ptx),
        input_format: InputFormat::Ll,
        arch: "sm_80".into(),
        ptx_version: None,
        opt_level: 2,
        verify_each: true,
        verbose: true,
    };
    eprintln!(
        "warpsat: no input given; compiling the built-in demo kernel ({}) at -O2 for {}",
        compile::DEMO_NAME,
        args.arch
    );
    eprintln!("warpsat: run `warpsat --help` for options, `warpsat compile IN.ll -o OUT.ptx --arch sm_XX` for your own kernels");
    let result = compile::read_module(
        compile::DEMO_NAME,
        compile::DEMO_SRC,
        InputFormat::Ll,
        args.input.as_path(),
    )
    .and_then(|mut m| compile::compile_module(&mut m, compile::DEMO_NAME, &args));
    match result {
        Ok((text, r)) => {
            print!("{text}");
            eprintln!("{}", summary(&r));
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(1)
        }
    }
}
