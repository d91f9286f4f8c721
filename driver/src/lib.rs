//! warpsat's driver: command line, pipeline, output.

pub mod analyze;
pub mod bitcode;
pub mod cli;
pub mod compare;
pub mod compile;
pub mod explore;
pub mod gpu;
pub mod link;
pub mod locate;
pub mod output;
pub mod parallel;
pub mod pipeline;
pub mod run;

use std::ffi::OsString;
use std::process::ExitCode;

use clap::Parser;

use cli::{Cli, Command, CompileArgs, Emit, InputFormat};

const VERBS: &[&str] = &["compile", "analyze", "run", "compare", "explore", "help"];

/// Rewrites LLVM/cicc spellings clap cannot take into the long options of
/// [`cli::PipelineArgs`]: `-opt X` and `-passes=X` (any name in
/// [`cli::SINGLE_DASH_LONG`] with one dash) get a second dash;
/// `-Ofast-compile=L` and `-Ofc=L` become `--fast-compile=L`.
pub fn normalize_args(args: Vec<OsString>) -> Vec<OsString> {
    let mut out = Vec::with_capacity(args.len());
    let mut rest_are_values = false;
    for (i, a) in args.into_iter().enumerate() {
        let Some(s) = a.to_str().filter(|_| i > 0 && !rest_are_values) else {
            out.push(a);
            continue;
        };
        if s == "--" {
            rest_are_values = true;
            out.push(a);
            continue;
        }
        if let Some(l) = s
            .strip_prefix("-Ofast-compile=")
            .or_else(|| s.strip_prefix("-Ofc="))
        {
            out.push(format!("--fast-compile={l}").into());
            continue;
        }
        if let Some(body) = s.strip_prefix('-').filter(|b| !b.starts_with('-')) {
            let name = body.split_once('=').map_or(body, |(n, _)| n);
            if cli::SINGLE_DASH_LONG.contains(&name) {
                out.push(format!("-{s}").into());
                continue;
            }
        }
        out.push(a);
    }
    out
}

fn usage_exit(e: &compile::CompileError) -> ExitCode {
    eprintln!("{e}");
    match e {
        compile::CompileError::Usage(_) => ExitCode::from(2),
        _ => ExitCode::from(1),
    }
}

/// Runs the command line `args` (including the program name).
pub fn main_with_args(args: Vec<OsString>) -> ExitCode {
    // Before anything opens a file: the jobserver's descriptors must be
    // make's.
    parallel::init_jobserver();
    let mut args = normalize_args(args);
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
        Some(Command::Compile(a)) => {
            if a.pipeline.list_options {
                return output::print_or_fail(&pipeline::options::list_options());
            }
            if a.pipeline.print_pipeline_passes {
                return match compile::plan(&a.pipeline) {
                    Ok(p) => output::print_or_fail(&pipeline_listing(&p.pipeline)),
                    Err(e) => usage_exit(&e),
                };
            }
            match compile::run_compile(&a) {
                Ok(r) => {
                    if a.verbose {
                        eprintln!("{}", summary(&r));
                    }
                    ExitCode::SUCCESS
                }
                Err(e) => usage_exit(&e),
            }
        }
        Some(Command::Analyze(a)) => match run_analyze(&a) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("{e}");
                ExitCode::from(1)
            }
        },
        Some(Command::Run(a)) if a.gpu => run::run_gpu_main(&a),
        Some(Command::Run(a)) => match run::run(&a) {
            Ok(report) => output::print_or_fail(&report),
            Err(e) => {
                eprintln!("{e}");
                ExitCode::from(1)
            }
        },
        Some(Command::Explore(a)) => match explore::run_explore(&a) {
            Ok(report) => output::print_or_fail(&report),
            Err(e) => {
                eprintln!("error: {e}");
                ExitCode::from(1)
            }
        },
        Some(Command::Compare(a)) => {
            match open_gpu(a.gpu).and_then(|g| compare::run_compare_on(&a, g).map_err(|e| (e, 1))) {
                Ok(report) => output::print_or_fail(&report),
                Err((e, 2)) => {
                    eprintln!("warpsat: --gpu: {e}");
                    ExitCode::from(2)
                }
                Err((e, code)) => {
                    eprintln!("error: {e}");
                    ExitCode::from(code)
                }
            }
        }
        None => demo(),
    }
}

/// The device of `--gpu` (`None` without it); a missing driver or device
/// is exit status 2.
fn open_gpu(wanted: bool) -> Result<Option<gpu::Gpu>, (String, u8)> {
    if !wanted {
        return Ok(None);
    }
    gpu::Gpu::open().map(Some).map_err(|e| (e.to_string(), 2))
}

fn run_analyze(a: &cli::AnalyzeArgs) -> Result<(), compile::CompileError> {
    let (name, src) = compile::read_input(&a.input)?;
    let report = if a.input_format == cli::InputFormat::Auto && analyze::is_ptx(&a.input, &src) {
        let m = ptx::parse::parse_ptx(&name, &src)
            .map_err(|d| compile::CompileError::Input(vec![d]))?;
        let mut r = analyze::analyze_ptx_module(&m, &name, &a.arch, a.block_size);
        if a.ptxas {
            r.push_str(&analyze::ptxas_rows(&src, &a.arch)?);
        }
        r
    } else {
        if a.ptxas {
            return Err(compile::CompileError::Usage(
                "--ptxas needs PTX input (compile the IR to PTX first)".to_string(),
            ));
        }
        let m = compile::read_module(&name, &src, a.input_format, &a.input)?;
        analyze::analyze_module(&m, &a.arch, a.block_size)
    };
    let out = a.output.clone().unwrap_or_else(|| "-".into());
    output::write_output(&out, report.as_bytes())
        .map_err(|e| compile::CompileError::Io(format!("cannot write '{}': {e}", out.display())))
}

fn summary(r: &compile::Report) -> String {
    let options = if r.options.is_empty() {
        String::new()
    } else {
        format!(" with {}", r.options.join(" "))
    };
    format!(
        "warpsat: {} function(s), kernel(s): {}; pipeline {}{options}; passes run: {}; {} alloca(s) promoted; {} instructions; {} bytes written; {} thread(s){}",
        r.functions,
        if r.kernels.is_empty() { "none".to_string() } else { r.kernels.join(", ") },
        r.pipeline,
        if r.passes.is_empty() { "none".to_string() } else { r.passes.join(", ") },
        r.promoted,
        r.insts,
        r.bytes,
        r.workers,
        if r.jobserver { " (jobserver)" } else { "" }
    )
}

/// No input: compile the built-in demo kernel and say what happened.
fn demo() -> ExitCode {
    let args = CompileArgs {
        input: Some(compile::DEMO_NAME.into()),
        more: Vec::new(),
        libdevice: None,
        no_libdevice: true,
        output: Some("-".into()),
        emit: Some(Emit::Ptx),
        input_format: InputFormat::Ll,
        arch: "sm_80".into(),
        ptx_version: None,
        pipeline: cli::PipelineArgs {
            opt_level: Some(2),
            verify_each: true,
            ..Default::default()
        },
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
        std::path::Path::new(compile::DEMO_NAME),
    )
    .and_then(|mut m| compile::compile_module(&mut m, compile::DEMO_NAME, &args));
    match result {
        Ok((text, r)) => {
            let code = output::print_or_fail(&text);
            eprintln!("{}", summary(&r));
            code
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(1)
        }
    }
}

/// `--print-pipeline-passes`: the pipeline text (first line, which
/// `--passes` reads back), then, when the pipeline runs the e-graph, where
/// seed 002's Tier 0 passes that are not warpsat passes do their work, as
/// `;` comment lines.
fn pipeline_listing(p: &pipeline::Pipeline) -> String {
    let mut out = format!("{p}\n");
    if p.passes().any(|s| s.pass == pipeline::PassId::Egraph) {
        out.push_str("; seed 002 Tier 0 passes without a pass of their own here:\n");
        for (cicc, here) in pipeline::text::tier0_equivalents() {
            out.push_str(&format!(";   {cicc}: {here}\n"));
        }
    }
    out
}
