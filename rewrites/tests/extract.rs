//! The extractors on the same saturated graphs.
//!
//! - `tests/extract/sharing.ll`: the ILP extractor finds the index form
//!   both range checks can share, which the greedy DAG extractor (pricing
//!   each class alone) misses and its sharing refinement finds; one
//!   snapshot per extractor and cost.
//! - `tests/extract/freed.ll`: the refinement moves both readers of
//!   `tid + 8` (one per phase) off it together, which neither switch
//!   gains alone.
//! - Corpus kernels: the ILP result never costs more than the greedy one,
//!   and every extraction computes what the input computes (nvvm and PTX
//!   interpreters).
//! - A time-limited ILP keeps a valid program and says how it stopped.
//! - `--emit=egraph-json`'s export read back with `egraph-serialize`.

mod common;

use common::{optimize, ptx_of};
use dialects::ir::Module;
use interp::diff::{compare, run_module, run_ptx_text, Tolerance};
use interp::spec::Spec;
use rewrites::cost::{CostKind, NodeCost};
use rewrites::extract::ilp::IlpStatus;
use rewrites::extract::ExtractorKind;
use rewrites::{optimize_module, EgraphConfig};
use tests::tools;

fn load(rel: &str) -> Module {
    let path = tools::repo_root().join(rel);
    let text = std::fs::read_to_string(&path).unwrap();
    llvm::import::import(&path.to_string_lossy(), &text).unwrap()
}

/// `dag` is the greedy extractor alone (no sharing refinement): the
/// reference the ILP is measured against.
fn config(extractor: ExtractorKind, cost: CostKind) -> EgraphConfig {
    EgraphConfig {
        extractor,
        cost,
        share: false,
        ..EgraphConfig::default()
    }
}

fn sharing_spec() -> Spec {
    Spec::parse(
        "kernel share\ngrid 2\nblock 128\nseed 5\n\
         arg f32[2048] zero\narg f32[2048] random(-4,4)\narg i32 1500\n",
    )
    .unwrap()
}

/// `m` optimized with `cfg` computes what `m` computes, on both
/// interpreters (floats within contraction's rounding).
fn assert_equivalent(m: &Module, cfg: &EgraphConfig, spec: &Spec, what: &str) -> Module {
    let tol = Some(Tolerance {
        rel: 1e-5,
        abs: 1e-5,
    });
    let (opt, _) = optimize(m, cfg);
    let want = run_module(m, spec).unwrap();
    let got = run_module(&opt, spec).unwrap();
    compare(&want, &got, tol).unwrap_or_else(|e| panic!("{what}: nvvm: {e}"));
    let ptx = ptx_of(&opt);
    let got = run_ptx_text("extract.ptx", &ptx, spec).unwrap();
    compare(&want, &got, tol).unwrap_or_else(|e| panic!("{what}: ptx: {e}"));
    opt
}

/// The optimized kernel's text and what the extractor reported (times
/// left out).
fn decision(m: &Module, cfg: &EgraphConfig) -> String {
    let mut out = m.clone();
    let stats = optimize_module(&mut out, cfg);
    let mut s = String::new();
    for st in &stats {
        s += &format!("extractor {} cost {:.2}\n", st.extractor, st.dag_cost);
        for r in &st.ilp {
            s += &format!(
                "ilp: {} variables, {} cuts, {:?}, greedy {:.2}\n",
                r.variables, r.cuts, r.status, r.greedy
            );
        }
    }
    s + &dialects::text::print_module(&out)
}

#[test]
fn ilp_finds_the_shared_index_the_greedy_extractor_misses() {
    let m = load("tests/extract/sharing.ll");
    let spec = sharing_spec();
    let dag = config(ExtractorKind::Dag, CostKind::Latency);
    let ilp = config(ExtractorKind::Ilp, CostKind::Latency);
    let mut a = m.clone();
    let mut b = m.clone();
    let sd = optimize_module(&mut a, &dag);
    let si = optimize_module(&mut b, &ilp);
    let r = si[0].ilp.first().expect("an ILP report");
    assert_eq!(r.status, IlpStatus::Optimal);
    assert!(
        si[0].dag_cost < sd[0].dag_cost - 1.0,
        "ilp {} vs greedy {}",
        si[0].dag_cost,
        sd[0].dag_cost
    );
    assert!((r.greedy - sd[0].dag_cost).abs() < 1e-9);
    assert!(si[0].elab.pure_insts < sd[0].elab.pure_insts);
    // The sharing refinement after greedy (the pipeline's default) finds
    // the shared index too.
    let refined = EgraphConfig {
        share: true,
        ..dag.clone()
    };
    let sr = optimize_module(&mut m.clone(), &refined);
    assert!(
        sr[0].dag_cost <= si[0].dag_cost + 1e-6,
        "refined {} vs ilp {}",
        sr[0].dag_cost,
        si[0].dag_cost
    );
    assert_equivalent(&m, &refined, &spec, "dag-share");
    for (name, cfg) in [
        ("dag", dag),
        ("ilp", ilp),
        (
            "dag-pressure",
            config(ExtractorKind::Dag, CostKind::Pressure),
        ),
        (
            "ilp-occupancy",
            config(ExtractorKind::Ilp, CostKind::Occupancy),
        ),
    ] {
        assert_equivalent(&m, &cfg, &spec, name);
        let mut settings = insta::Settings::clone_current();
        settings.set_snapshot_path("../../snapshots/extract");
        settings.set_prepend_module_to_snapshot(false);
        settings.bind(|| insta::assert_snapshot!(format!("sharing_{name}"), decision(&m, &cfg)));
    }
}

#[test]
fn refinement_moves_all_readers_off_a_shared_offset() {
    let m = load("tests/extract/freed.ll");
    let spec = Spec::parse(
        "kernel phases\ngrid 2,2\nblock 64\nseed 3\n\
         arg f32[8192] zero\narg f32[256] random(-4,4)\narg i32 3\n",
    )
    .unwrap();
    let greedy = config(ExtractorKind::Dag, CostKind::Latency);
    let refined = EgraphConfig {
        share: true,
        ..greedy.clone()
    };
    let sd = optimize_module(&mut m.clone(), &greedy);
    let sr = optimize_module(&mut m.clone(), &refined);
    assert!(
        sr[0].dag_cost < sd[0].dag_cost - 1.0,
        "refined {} vs greedy {}",
        sr[0].dag_cost,
        sd[0].dag_cost
    );
    assert!(sr[0].elab.pure_insts < sd[0].elab.pure_insts);
    let opt = assert_equivalent(&m, &refined, &spec, "freed");
    // No `tid + 8` (nor `tid + 16`) of the thread index alone is left:
    // each phase adds its constants to its own base.
    let text = dialects::text::print_module(&opt);
    let tid_plus = text
        .lines()
        .filter(|l| l.contains("nvvm.add %t, ") && !l.contains("%b") && !l.contains("%1"))
        .count();
    assert_eq!(tid_plus, 0, "{text}");
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../../snapshots/extract");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!("freed_dag-share", decision(&m, &refined)));
}

#[test]
fn ilp_is_never_worse_than_greedy_and_computes_the_same() {
    let specs = interp::spec::load_dir(&tools::repo_root().join("tests/harness")).unwrap();
    let mut better = Vec::new();
    for stem in ["jacobi2d", "remat_live", "vec_pack_struct", "iv64_sizet"] {
        let (_, spec) = specs
            .iter()
            .find(|(_, s)| s.corpus.as_deref() == Some(stem))
            .unwrap();
        let m = load(&format!("../shared/corpus/nvvm/{stem}.ll"));
        let dag = config(ExtractorKind::Dag, CostKind::Latency);
        let mut ilp = config(ExtractorKind::Ilp, CostKind::Latency);
        ilp.ilp_time = std::time::Duration::from_secs(20);
        let sd = optimize_module(&mut m.clone(), &dag);
        let si = optimize_module(&mut m.clone(), &ilp);
        for (d, i) in sd.iter().zip(&si) {
            assert!(
                i.dag_cost <= d.dag_cost + 1e-9,
                "{stem} @{}: ilp {} > greedy {}",
                d.function,
                i.dag_cost,
                d.dag_cost
            );
            if i.dag_cost < d.dag_cost - 1e-9 {
                better.push(format!("{stem} {:.2} vs {:.2}", i.dag_cost, d.dag_cost));
            }
        }
        assert_equivalent(&m, &ilp, spec, stem);
    }
    // jacobi2d (measured: 1528.00 vs 1528.05). remat_live was a second
    // (2094 vs 2106) until float negation cost the minimum: greedy now
    // finds its `fma(a, b, -c)` too. `ilp_finds_the_shared_index_...`
    // keeps a case where the gap is wide.
    assert!(!better.is_empty(), "ILP beat greedy on no function");
}

#[test]
fn a_time_limited_ilp_keeps_a_valid_program_and_says_how_it_stopped() {
    let specs = interp::spec::load_dir(&tools::repo_root().join("tests/harness")).unwrap();
    let (_, spec) = specs
        .iter()
        .find(|(_, s)| s.corpus.as_deref() == Some("sgemm_reg4x4"))
        .unwrap();
    let m = load("../shared/corpus/nvvm/sgemm_reg4x4.ll");
    let mut cfg = config(ExtractorKind::Ilp, CostKind::Latency);
    cfg.ilp_time = std::time::Duration::from_millis(20);
    let st = optimize_module(&mut m.clone(), &cfg);
    let r = st[0].ilp.first().expect("an ILP report");
    assert!(
        matches!(r.status, IlpStatus::TimeLimit | IlpStatus::Optimal),
        "{r:?}"
    );
    assert!(r.cost <= r.greedy + 1e-9, "{r:?}");
    if r.status == IlpStatus::TimeLimit {
        assert!(r.line().contains("time limit"), "{}", r.line());
    }
    assert_equivalent(&m, &cfg, spec, "sgemm_reg4x4 ilp 20 ms");
}

#[test]
fn pressure_and_occupancy_costs_price_registers() {
    let m = load("tests/extract/sharing.ll");
    let costs = |kind| {
        let mut out = m.clone();
        optimize_module(&mut out, &config(ExtractorKind::Dag, kind))[0].dag_cost
    };
    let (lat, pres, occ) = (
        costs(CostKind::Latency),
        costs(CostKind::Pressure),
        costs(CostKind::Occupancy),
    );
    // Occupancy adds a positive price per register to the latency cost;
    // pressure counts registers (one per 32-bit value here) and scales
    // latency down to a tie-break.
    assert!(occ > lat, "{occ} vs {lat}");
    assert!(pres < lat && pres >= 1.0, "{pres} vs {lat}");
    assert_eq!("blend:8".parse::<CostKind>(), Ok(CostKind::Blend(8.0)));
    assert!("blend:-1".parse::<CostKind>().is_err());
    assert!("fast".parse::<CostKind>().is_err());
    assert_eq!(
        "chaos:7".parse::<ExtractorKind>(),
        Ok(ExtractorKind::Chaos(7))
    );
    assert!("chaos:x".parse::<ExtractorKind>().is_err());
    assert!("greedy".parse::<ExtractorKind>().is_err());
}

#[test]
fn the_exported_graph_reads_back_with_its_classes_nodes_and_costs() {
    for rel in [
        "tests/extract/sharing.ll",
        "../shared/corpus/nvvm/remat_live.ll",
    ] {
        let m = load(rel);
        let cfg = EgraphConfig::default();
        let cost = NodeCost::of_kind(cfg.sm, cfg.cost);
        for (fid, f) in m.funcs.iter() {
            if f.body.is_none() {
                continue;
            }
            let mut json = String::new();
            let mut expect = (0usize, 0usize, 0usize, 0usize);
            let mut chosen: Vec<(String, f64)> = Vec::new();
            rewrites::optimize_body_with(&m, fid, &cfg, |sat| {
                let mut g = egraph_serialize::EGraph::default();
                rewrites::export::add_to(&mut g, sat, &cost, "k/");
                json = rewrites::export::to_json(&g);
                // Count independently: value classes reachable from the
                // roots through any choosable node, and their nodes.
                let eg = sat.egraph;
                let mut seen = std::collections::BTreeSet::new();
                let mut stack: Vec<egg::Id> = sat.roots.iter().map(|&r| eg.find(r)).collect();
                while let Some(id) = stack.pop() {
                    if eg[id].data.ty == rewrites::lang::Ty::State || !seen.insert(id) {
                        continue;
                    }
                    for n in eg[id].nodes.iter().filter(|n| {
                        !matches!(n.op, rewrites::lang::Op::Phi { .. })
                            && n.ty != rewrites::lang::Ty::State
                    }) {
                        expect.1 += 1;
                        if sat.banned.contains(&rewrites::analysis::canonical(eg, n)) {
                            expect.3 += 1;
                        }
                        stack.extend(rewrites::extract::value_args(eg, n));
                    }
                }
                expect.0 = seen.len();
                let mut roots: Vec<egg::Id> = sat.roots.iter().map(|&r| eg.find(r)).collect();
                roots.sort();
                roots.dedup();
                expect.2 = roots.iter().filter(|r| seen.contains(r)).count();
                for (&id, n) in &sat.choices.nodes {
                    if seen.contains(&id) {
                        chosen.push((format!("k/c{id}"), cost.node_cost(eg, n)));
                    }
                }
            });
            let g: egraph_serialize::EGraph = serde_json::from_str(&json).unwrap();
            let what = format!("{rel} @{}", f.name);
            assert!(expect.0 > 0, "{what}: nothing exported");
            assert_eq!(g.classes().len(), expect.0, "{what}: classes");
            assert_eq!(g.class_data.len(), expect.0, "{what}: class data");
            assert_eq!(g.nodes.len(), expect.1, "{what}: nodes");
            assert_eq!(g.root_eclasses.len(), expect.2, "{what}: roots");
            let subsumed = g.nodes.values().filter(|n| n.subsumed).count();
            assert_eq!(subsumed, expect.3, "{what}: subsumed");
            for (id, n) in &g.nodes {
                for c in &n.children {
                    assert!(g.nodes.contains_key(c), "{what}: {id:?} -> missing {c:?}");
                }
            }
            for r in &g.root_eclasses {
                assert!(g.classes().contains_key(r), "{what}: root {r:?}");
            }
            // Each chosen node is in its class at the cost extraction used.
            for (class, c) in chosen {
                let class: egraph_serialize::ClassId = class.into();
                let ok = g.classes()[&class]
                    .nodes
                    .iter()
                    .any(|n| (g[n].cost.into_inner() - c).abs() < 1e-9 && !g[n].subsumed);
                assert!(ok, "{what}: no node of {class:?} costs {c}");
            }
        }
    }
}

/// The instructions of block `name` in the printed function.
fn block_insts(text: &str, name: &str) -> usize {
    text.lines()
        .skip_while(|l| !l.starts_with(&format!("^{name}")))
        .skip(1)
        .take_while(|l| !l.starts_with('^') && !l.starts_with('}'))
        .count()
}

#[test]
fn frequency_weighting_takes_the_invariant_part_of_a_sum_out_of_the_loop() {
    let m = load("tests/extract/invariant.ll");
    let on = EgraphConfig::default();
    let off = EgraphConfig {
        frequency: false,
        ..EgraphConfig::default()
    };
    let mut a = m.clone();
    let st = optimize_module(&mut a, &on);
    assert!(st[0].applied.get("reassoc-invariant").copied().unwrap_or(0) > 0);
    let mut b = m.clone();
    optimize_module(&mut b, &off);
    let (ta, tb) = (
        dialects::text::print_module(&a),
        dialects::text::print_module(&b),
    );
    // One add fewer per iteration; `a + b` computed once, before the loop.
    assert_eq!(
        block_insts(&ta, "loop") + 1,
        block_insts(&tb, "loop"),
        "{ta}\n{tb}"
    );
    assert!(
        block_insts(&ta, "entry") > block_insts(&tb, "entry"),
        "{ta}"
    );
    for n in [0, 1, 5, 37] {
        let spec = Spec::parse(&format!(
            "kernel invariant_sum\nblock 1\narg i32[1] zero\narg i32 {n}\narg i32 7\narg i32 -3\n"
        ))
        .unwrap();
        assert_equivalent(&m, &on, &spec, &format!("n={n}"));
    }
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../../snapshots/extract");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!("invariant_frequency", decision(&m, &on)));
}

#[test]
fn frequencies_follow_loops_and_anchors() {
    let m = load("tests/extract/invariant.ll");
    let f = m.funcs.values().find(|f| f.body.is_some()).unwrap();
    let body = f.body.as_ref().unwrap();
    let lifted = rewrites::lift::lift(&m, f).unwrap();
    let fr = rewrites::extract::freq::Frequencies::compute(&lifted.egraph, &lifted.skeleton, body);
    let seen: Vec<(&str, f64)> = [(0usize, "entry"), (1, "loop"), (2, "exit")]
        .into_iter()
        .map(|(b, name)| (name, fr.block(body.layout.blocks[b])))
        .collect();
    // A value computed from the loop's counter runs as often as the loop;
    // one from parameters alone, once.
    let eg = &lifted.egraph;
    let count = |pred: &dyn Fn(f64) -> bool| {
        eg.classes()
            .filter(|c| c.data.ty != rewrites::lang::Ty::State && pred(fr.class(c.id)))
            .count()
    };
    assert!(count(&|v| v == 20.0) > 0 && count(&|v| v == 1.0) > 0);
    // The loop's trip count is unknown (n is a parameter): the default 20.
    assert_eq!(
        seen,
        [
            ("entry", 1.0),
            ("loop", dialects::analysis::loops::DEFAULT_LOOP_TRIP as f64),
            ("exit", 1.0)
        ]
    );
}
