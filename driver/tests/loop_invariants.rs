//! Loop-invariant values stay out of loops (issue 19 item 4): after -O3,
//! no loop of any corpus kernel (both pointer forms) computes a pure value
//! whose operands are all defined outside it, unless the occupancy-aware
//! extractor recomputes it there on purpose and says so in a remark.
//!
//! Literals and symbol addresses are exempt: elaboration places them at
//! their uses, where instruction selection folds them into operands.

use std::path::{Path, PathBuf};

use clap::Parser;
use dialects::analysis::loops::LoopNest;
use dialects::analysis::DomTree;
use dialects::ir::{Body, Inst, Opcode, ValueDef};
use driver::cli::CompileArgs;
use driver::pipeline::remarks::Remarks;
use rewrites::lift::{role, Role};
use std::collections::HashSet;

#[derive(Parser)]
struct Wrap {
    #[command(flatten)]
    c: CompileArgs,
}

fn corpus(form: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../shared/corpus")
        .join(form);
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    v.sort();
    v
}

/// Operands a literal or a symbol address defines: available anywhere.
fn is_free(body: &Body, i: dialects::ir::Inst) -> bool {
    matches!(body.dfg.insts[i].opcode, Opcode::Const | Opcode::Addr)
}

/// A loop-invariant pure instruction inside a loop: its block, opcode
/// (as remarks spell it) and result name.
struct Found {
    inst: Inst,
    block: String,
    op: String,
    name: String,
}

/// Whether a remat remark of the function explains `f`.
fn explained(f: &Found, remarks: &[&str]) -> bool {
    let base = f
        .name
        .strip_prefix("remat_")
        .or_else(|| f.name.strip_prefix("uclone_"))
        .unwrap_or(&f.name);
    remarks.iter().any(|r| {
        if f.name.is_empty() {
            // Remarks spell opcodes with underscores (`mul_wide_s`), the
            // opcode's name here has none (`mulwides`).
            r.starts_with("rematerialized class ")
                && r.replace('_', "").contains(&format!("({}:", f.op))
        } else if f.name == "nloNewAdd" {
            r.starts_with("nloNewAdd: ")
        } else {
            r.contains(&format!("rematerialized %{base} ("))
                || r.contains(&format!("cloned %{base} ("))
        }
    })
}

/// Which of `found` are explained: by a remark of their own, or as an
/// operand pulled in, directly or through other operands, by a value a
/// remark explains (a rematerialized address brings its thread-index read
/// along).
fn explained_set(body: &Body, found: &[Found], remarks: &[&str]) -> Vec<bool> {
    let mut marked: HashSet<Inst> = HashSet::new();
    let mut work: Vec<Inst> = body
        .all_insts()
        .into_iter()
        .filter(|&i| explained(&describe(body, i), remarks))
        .collect();
    while let Some(i) = work.pop() {
        if !marked.insert(i) {
            continue;
        }
        for &a in body.dfg.inst_args(i) {
            if let ValueDef::Result(d) = body.dfg.values[a].def {
                work.push(d);
            }
        }
    }
    found.iter().map(|f| marked.contains(&f.inst)).collect()
}

/// `i`'s opcode (as remarks spell it) and result name.
fn describe(body: &Body, i: Inst) -> Found {
    let name = body
        .dfg
        .inst_result(i)
        .and_then(|v| body.dfg.value_names.get(v).cloned().flatten())
        .unwrap_or_default();
    Found {
        inst: i,
        block: body.layout.inst_block[i]
            .map(|b| b.to_string())
            .unwrap_or_default(),
        // As remarks spell it: `nvvm.intr` is `intr`.
        op: body.dfg.insts[i]
            .opcode
            .name()
            .trim_start_matches("nvvm.")
            .to_string(),
        name,
    }
}

/// The loop-invariant pure instructions inside loops of `body`.
fn invariant_in_loops(body: &Body) -> Vec<Found> {
    let dt = DomTree::new(body);
    let nest = LoopNest::compute(body, &dt);
    let mut found = Vec::new();
    for l in 0..nest.loops.len() {
        for &b in nest.blocks(l) {
            for &i in body.block_insts(b) {
                if role(body, i) != Role::Pure || is_free(body, i) {
                    continue;
                }
                let outside = body
                    .dfg
                    .inst_args(i)
                    .iter()
                    .all(|&a| match body.dfg.values[a].def {
                        ValueDef::Result(d) => {
                            is_free(body, d)
                                || body.layout.inst_block[d].is_some_and(|db| !nest.contains(l, db))
                        }
                        ValueDef::Param(pb, _) => !nest.contains(l, pb),
                    });
                if outside {
                    found.push(describe(body, i));
                }
            }
        }
    }
    found
}

#[test]
fn no_corpus_loop_recomputes_an_invariant_value() {
    let mut bad = Vec::new();
    let mut loops = 0;
    let mut explained_count = 0;
    for form in ["nvvm", "modern"] {
        for path in corpus(form) {
            let name = path.display().to_string();
            let src = std::fs::read_to_string(&path).unwrap();
            let w = Wrap::try_parse_from(["warpsat", &name, "-O3", "--arch", "sm_80"]).unwrap();
            let mut m = driver::compile::read_module(&name, &src, w.c.input_format, &path)
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            let plan = driver::compile::plan(&w.c.pipeline).unwrap();
            let mut session = driver::compile::Session {
                timers: Default::default(),
                remarks: Remarks::new(&name, None, None, None, true).unwrap(),
            };
            driver::compile::compile_planned(&mut m, &name, &w.c, &plan, &mut session)
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            let recorded = session.remarks.recorded();
            for f in m.funcs.values() {
                let Some(body) = &f.body else { continue };
                let dt = DomTree::new(body);
                loops += LoopNest::compute(body, &dt).loops.len();
                let remarks: Vec<&str> = recorded
                    .iter()
                    .filter(|r| r.pass == "remat" && r.function == f.name)
                    .map(|r| r.message.as_str())
                    .collect();
                let found = invariant_in_loops(body);
                let ok = explained_set(body, &found, &remarks);
                for (found, ok) in found.iter().zip(ok) {
                    if ok {
                        explained_count += 1;
                        continue;
                    }
                    let line = format!("{}: {} %{}", found.block, found.op, found.name);
                    bad.push(format!(
                        "{form}/{} @{}: {line}",
                        path.file_name().unwrap().to_string_lossy(),
                        f.name
                    ));
                }
            }
        }
    }
    eprintln!(
        "{loops} loops; {explained_count} invariant values recomputed in loops with a remark"
    );
    assert!(loops > 50, "only {loops} loops: the corpus was not read");
    assert!(
        bad.is_empty(),
        "{} invariant values inside loops:\n{}",
        bad.len(),
        bad.join("\n")
    );
}
