//! Issue 24's option check: every knob `--list-options` names either
//! warns when set (accepted for compatibility, or not implemented yet) or
//! changes what the compiler does on some input of the corpus and the
//! repository's test files — the PTX written or what is printed on
//! standard error (dumps, remarks).
//!
//! For each knob the walk tries values other than its default (the other
//! boolean; 0, 1, a large value and the minimum for integers; the input's
//! function names for lists) on one input after another, at -O3 for
//! sm_80, until the output differs from the default compile's.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

use driver::pipeline::options::{all as all_options, OptType, OptionInfo};

fn warpsat(args: &[&str]) -> (bool, String, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_warpsat"))
        .args(args)
        .output()
        .expect("warpsat runs");
    (
        o.status.success(),
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

/// The tier0 file first (it gives the Tier 0 switches work), then the
/// repository's test inputs, then the corpus.
fn inputs() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut v = vec![root.join("tests/tier0/tier0.ll")];
    let mut rest = Vec::new();
    let mut dirs = vec![root.join("tests")];
    while let Some(d) = dirs.pop() {
        for e in std::fs::read_dir(&d).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                dirs.push(p);
            } else {
                rest.push(p);
            }
        }
    }
    let corpus = root.join("../shared/corpus/nvvm");
    if let Ok(files) = std::fs::read_dir(&corpus) {
        let mut c: Vec<PathBuf> = files.flatten().map(|f| f.path()).collect();
        c.sort();
        rest.extend(c);
    }
    rest.retain(|p| p.extension().is_some_and(|e| e == "ll") && !v.contains(p));
    rest.sort_by_key(|p| !p.starts_with(root.join("tests")));
    v.extend(rest);
    v
}

/// Settings under which a knob's pass has work: each is tried in turn
/// (alone first). Machine remat fires only above its target (the
/// random-kernel run lowers it too), and runs more than one round only
/// under a cost cap; seed 000's IR remat rounds only
/// under a register ceiling (`tests/remat/knobs.ll` is written for one);
/// the factoring dump only with factoring on; a remainder only with
/// partial unrolling on; a vectorized epilogue only with its factor forced;
/// the remainder's side only when the waterfall epilogue is not forced.
fn contexts(o: &OptionInfo) -> Vec<Option<&'static str>> {
    let remat_round = o.reader.name() == "egraph"
        && (o.name.starts_with("remat-")
            || o.name.starts_with("dump-remat")
            || o.name.contains("simplify-live-out"))
        && o.name != "remat-maxreg-ceiling";
    let mut v = vec![None];
    if o.reader.name() == "nv-remat-block" && o.name != "nv-remat-default-max-reg" {
        v.push(Some("-nv-remat-default-max-reg=12"));
    }
    // More than one round of pull-ins only when each round's cost is capped
    // (the corpus converges in one round at any target since block
    // placement).
    if o.name == "nv-remat-max-times" {
        v.push(Some(
            "-nv-remat-default-max-reg=12 -nv-remat-block-max-cost=2",
        ));
    }
    if remat_round {
        v.extend([
            Some("-remat-maxreg-ceiling=8"),
            Some("-remat-maxreg-ceiling=24"),
        ]);
    }
    if o.name == "dump-remat-add" {
        v.push(Some("-remat-add=1"));
    }
    if o.name == "unroll-allow-remainder" {
        v.push(Some("-unroll-allow-partial=1"));
    }
    // An epilogue is forced by default; the knob decides without it.
    if o.name == "unroll-runtime-epilog" {
        v.push(Some("-waterfall-unrolling-force-epilogue=0"));
    }
    // The vectorizer picks no epilogue of its own at NVPTX's factors.
    if o.name == "enable-epilogue-vectorization" {
        v.push(Some("-epilogue-vectorization-force-VF=2"));
    }
    v
}

/// The PTX and standard error of `warpsat -v INPUT -O3 ...`, with the
/// summary's list of the options set removed (it names the option
/// walked, which is not a change in behaviour; the passes run stay).
fn compile(input: &Path, opts: &[&str]) -> Option<(String, String)> {
    let mut args = vec![
        "compile",
        "-v",
        input.to_str().unwrap(),
        "-O3",
        "--arch",
        "sm_80",
        "--no-libdevice",
        "--threads",
        "1",
        "-o",
        "-",
    ];
    for o in opts {
        args.extend(["-opt", o]);
    }
    let (ok, out, err) = warpsat(&args);
    let err = match (err.find(" with -"), err.find("; passes run")) {
        (Some(a), Some(b)) if a < b => format!("{}{}", &err[..a], &err[b..]),
        _ => err,
    };
    ok.then_some((out, err))
}

/// Values to try for `o` on `input`, none its default.
fn candidates(o: &OptionInfo, input: &Path) -> Vec<String> {
    let v: Vec<String> = match o.ty {
        OptType::Bool => vec![if o.default == "1" { "0" } else { "1" }.into()],
        OptType::Int { min, max } => [0, 1, 2, 1000, min, max]
            .into_iter()
            .filter(|x| (min..=max).contains(x))
            .map(|x| x.to_string())
            .collect(),
        OptType::FuncList => {
            let src = std::fs::read_to_string(input).unwrap_or_default();
            let names: Vec<String> = src
                .lines()
                .filter(|l| l.starts_with("define"))
                .filter_map(|l| l.split('@').nth(1))
                .filter_map(|r| r.split('(').next())
                .map(|n| n.trim_matches('"').to_string())
                .collect();
            vec![names.join(",")]
        }
    };
    let mut v: Vec<String> = v.into_iter().filter(|x| x != o.default).collect();
    v.dedup();
    v
}

#[test]
fn every_option_changes_behaviour_somewhere_or_warns() {
    let inputs = inputs();
    assert!(inputs.len() > 40, "{} inputs", inputs.len());
    // Default compiles per context, computed when first needed; inputs that
    // do not compile alone (link tests) drop out.
    type Outputs = BTreeMap<PathBuf, Option<(String, String)>>;
    let baselines: Mutex<BTreeMap<Option<&str>, std::sync::Arc<Outputs>>> = Mutex::default();
    let baseline = |ctx: Option<&'static str>| -> std::sync::Arc<Outputs> {
        if let Some(b) = baselines.lock().unwrap().get(&ctx) {
            return b.clone();
        }
        let b: Outputs = inputs
            .iter()
            .map(|p| (p.clone(), compile(p, ctx.as_slice())))
            .collect();
        let b = std::sync::Arc::new(b);
        baselines.lock().unwrap().insert(ctx, b.clone());
        b
    };
    let plain = baseline(None);
    let usable: Vec<&PathBuf> = inputs.iter().filter(|p| plain[*p].is_some()).collect();
    let options: Vec<&'static OptionInfo> = all_options().collect();
    let failures = Mutex::new(Vec::new());
    let next = Mutex::new(0usize);
    let worker = || loop {
        let i = {
            let mut n = next.lock().unwrap();
            *n += 1;
            *n - 1
        };
        let Some(o) = options.get(i) else { break };
        if let Some(warning) = o.unread_warning() {
            let v = candidates(o, usable[0])
                .into_iter()
                .next()
                .unwrap_or_default();
            let arg = format!("-{}={v}", o.name);
            let (ok, _, err) = warpsat(&["--print-pipeline-passes", "-opt", &arg]);
            if !ok || !err.contains(&warning) {
                failures
                    .lock()
                    .unwrap()
                    .push(format!("-{}: no warning ({err})", o.name));
            }
            continue;
        }
        let changed = contexts(o).into_iter().any(|ctx| {
            let base = baseline(ctx);
            usable.iter().any(|input| {
                let Some(want) = &base[*input] else {
                    return false;
                };
                candidates(o, input).iter().any(|v| {
                    let arg = format!("-{}={v}", o.name);
                    let mut opts: Vec<&str> = ctx.into_iter().collect();
                    opts.push(&arg);
                    compile(input, &opts).is_none_or(|out| &out != want)
                })
            })
        });
        if !changed {
            failures.lock().unwrap().push(format!(
                "-{}: read by {}, yet no value changed any input's output",
                o.name,
                o.reader.name()
            ));
        }
    };
    std::thread::scope(|s| {
        s.spawn(worker);
        s.spawn(worker);
    });
    let failures = failures.into_inner().unwrap();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
