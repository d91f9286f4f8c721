//! The `egraph` pass: each function lifted into the e-graph, saturated with
//! the chosen rule sets, extracted and elaborated (the rewrites crate), on
//! the pool, bodies installed in module order.
//!
//! Invariants: a function the pass cannot improve safely keeps its body
//! (the reason is a `Missed` remark and a line of `--egraph-stats`); a
//! saturation limit is an `Analysis` remark, never an error; the output is
//! the same whatever the worker count (each function is optimized alone,
//! deterministically).

use std::time::Duration;

use cost::tables::Sm;
use dialects::ir::FuncId;
use rewrites::remat::RematConfig;
use rewrites::rules::{self, RuleConfig};
use rewrites::slp::SlpConfig;
use rewrites::EgraphConfig;

use super::manager::{Context, EgraphDump, RunConfig};
use super::options::{OptValue, PassOptions};
use super::passes::PassId;
use super::remarks::{Remark, RemarkKind};
use super::text::PassSpec;
use crate::compile::CompileError;

/// The e-graph configuration of `egraph<...>` with the pass options.
pub fn config(
    spec: &PassSpec,
    opts: &PassOptions,
    run: &RunConfig,
) -> Result<EgraphConfig, CompileError> {
    let sm = run.arch.unwrap_or(Sm::Sm80);
    let usage = CompileError::Usage;
    let mut cfg = EgraphConfig {
        sets: Vec::new(),
        rule_cfg: RuleConfig {
            fmad: opts.flag("fmad"),
        },
        sm,
        licm: opts.flag("do-licm"),
        share: opts.flag("dag-share"),
        ..EgraphConfig::default()
    };
    if spec.has_flag("remat") {
        let mut rc = remat_config(opts);
        rc.nlo = spec.has_flag("nlo") && opts.int("simplify-live-out") > 0;
        cfg.remat = Some(rc);
    }
    cfg.remat_iv = opts.int("remat-iv").max(0) as u32;
    cfg.dump_iv = opts.int("dump-remat-iv").max(0) as u32;
    cfg.dump_add = opts.int("dump-remat-add").max(0) as u32;
    for set in rules::SETS {
        if spec.has_flag(set) {
            cfg.sets.push(set.to_string());
        }
    }
    // `remat-add` brings the factoring rules to the rematerializing
    // pipelines (seed 000: add/GEP factoring inside rematerialization).
    if spec.has_flag("remat")
        && opts.int("remat-add") > 0
        && !cfg.sets.iter().any(|s| s == "factor")
    {
        cfg.sets.push("factor".to_string());
    }
    cfg.forward = spec.has_flag("forward");
    // Seed 004: `-vectorize-slp=0` turns the set off.
    if spec.has_flag("slp") && opts.flag("vectorize-slp") {
        cfg.slp = Some(SlpConfig {
            threshold: opts.int("slp-threshold"),
            max_reg_bits: opts.int("slp-max-reg-size").clamp(0, i64::from(u32::MAX)) as u32,
            max_vf: opts.int("slp-max-vf").clamp(0, i64::from(u32::MAX)) as u32,
            dump: opts.int("dump-slp").clamp(0, 9) as u32,
            hor: opts.flag("slp-vectorize-hor"),
            hor_store: opts.flag("slp-vectorize-hor-store"),
            min_tree_size: opts.int("slp-min-tree-size").clamp(0, 1 << 20) as u32,
            max_depth: opts.int("slp-recursion-max-depth").clamp(0, 1 << 20) as u32,
            min_reg_bits: opts.int("slp-min-reg-size").clamp(0, 1 << 20) as u32,
            schedule_budget: opts
                .int("slp-schedule-budget")
                .clamp(0, i64::from(u32::MAX)) as u32,
            sm: sm.name()[3..].parse().unwrap_or(0),
        });
    }
    for (key, into_disabled) in [("rules", false), ("disable", true)] {
        let Some(list) = spec.value(key) else {
            continue;
        };
        for r in list.split(',').filter(|r| !r.is_empty()) {
            if rules::by_name(r, &cfg.rule_cfg).is_none() {
                let all: Vec<&str> = rules::all_defs(&cfg.rule_cfg)
                    .iter()
                    .map(|d| d.1.name)
                    .collect();
                return Err(usage(format!(
                    "unknown egraph rule '{r}' (rules: {})",
                    all.join(", ")
                )));
            }
            if into_disabled {
                cfg.disabled.push(r.to_string());
            } else {
                cfg.rules.push(r.to_string());
            }
        }
    }
    if cfg.sets.is_empty()
        && cfg.rules.is_empty()
        && cfg.remat.is_none()
        && cfg.slp.is_none()
        && !cfg.forward
    {
        cfg.sets = rules::SETS.iter().map(|s| s.to_string()).collect();
    }
    let num = |k: &str| -> Result<Option<u64>, CompileError> {
        spec.value(k)
            .map(|v| {
                v.parse::<u64>().map_err(|_| {
                    usage(format!(
                        "egraph<{k}=...> takes an unsigned integer, got '{v}'"
                    ))
                })
            })
            .transpose()
    };
    if let Some(n) = num("iter-limit")? {
        cfg.iter_limit = n as usize;
    }
    if let Some(n) = num("node-limit")? {
        cfg.node_limit = n as usize;
    }
    if let Some(n) = num("time-limit")? {
        cfg.time_limit = Duration::from_millis(n);
    }
    cfg.frequency = !spec.has_flag("static-cost");
    if let Some(e) = spec.value("extractor") {
        cfg.extractor = e.parse().map_err(usage)?;
    }
    if let Some(c) = spec.value("cost") {
        cfg.cost = c.parse().map_err(usage)?;
    }
    if let Some(n) = num("ilp-time-limit")? {
        cfg.ilp_time = Duration::from_millis(n);
    }
    // The command line's choice wins over the pipeline text's.
    if let Some(e) = run.extractor {
        cfg.extractor = e;
    }
    if let Some(c) = run.cost {
        cfg.cost = c;
    }
    if let Some(t) = run.ilp_time {
        cfg.ilp_time = t;
    }
    Ok(cfg)
}

/// Seed 000's IR-level knobs as the occupancy-aware extractor reads them.
pub fn remat_config(opts: &PassOptions) -> RematConfig {
    let u = |k: &str| opts.int(k).max(0) as u64;
    let u32_ = |k: &str| u(k).min(u64::from(u32::MAX)) as u32;
    RematConfig {
        do_remat: u32_("do-remat"),
        no_remat: match opts.get("no-remat") {
            OptValue::Funcs(v) => v.clone(),
            _ => Vec::new(),
        },
        single_cost_limit: u("remat-single-cost-limit"),
        loop_trip: u32_("remat-loop-trip"),
        gep_cost: u("remat-gep-cost"),
        use_limit: u32_("remat-use-limit"),
        maxreg_ceiling: u32_("remat-maxreg-ceiling"),
        for_occ: u32_("remat-for-occ"),
        lli_factor: u32_("remat-lli-factor"),
        ignore_single_cost: opts.flag("remat-ignore-single-cost"),
        dump: u32_("dump-remat"),
        nlo: opts.int("simplify-live-out") > 0,
        nlo_add: opts.int("simplify-live-out") >= 2,
        dump_nlo: opts.flag("dump-simplify-live-out"),
        block_size: None,
        load: opts.int("remat-load") > 0,
        dump_load: u32_("dump-remat-load"),
        max_live_limit: u32_("remat-max-live-limit"),
        remat_move: opts.flag("remat-move"),
    }
}

/// One function's saturated graph as `--emit` asked for it.
enum Dumped {
    None,
    Dot(String),
    Json(Box<egraph_serialize::EGraph>),
}

impl Context<'_> {
    /// `egraph<...>`: equality saturation per function.
    pub fn egraph(&mut self, spec: &PassSpec) -> Result<bool, CompileError> {
        let cfg = config(spec, self.opts, self.cfg)?;
        let mut chosen: Vec<FuncId> = Vec::new();
        let defined: Vec<(FuncId, String)> = self
            .m
            .funcs
            .iter()
            .filter(|(_, f)| f.body.is_some())
            .map(|(id, f)| (id, f.name.clone()))
            .collect();
        for (id, name) in defined {
            if self.should_run_on(PassId::Egraph, &name) {
                chosen.push(id);
            }
        }
        if chosen.is_empty() {
            return Ok(false);
        }
        let dump = self.cfg.egraph_dump;
        let cost = rewrites::cost::NodeCost::of_kind(cfg.sm, cfg.cost);
        let m = &*self.m;
        let results = self.pool.map_named(
            chosen,
            PassId::Egraph.name(),
            |id| m.funcs[*id].name.clone(),
            |id| {
                let mut d = Dumped::None;
                let name = &m.funcs[id].name;
                let (body, st) = rewrites::optimize_body_with(m, id, &cfg, |sat| {
                    d = match dump {
                        Some(EgraphDump::Dot) => {
                            Dumped::Dot(rewrites::dot::to_dot(sat.egraph, sat.choices, name, &cost))
                        }
                        Some(EgraphDump::Json) => {
                            let mut g = egraph_serialize::EGraph::default();
                            rewrites::export::add_to(&mut g, sat, &cost, &format!("{name}/"));
                            Dumped::Json(Box::new(g))
                        }
                        None => Dumped::None,
                    };
                });
                (id, body, st, d)
            },
        );
        for (id, body, st, d) in results {
            if let Some(b) = body {
                self.m.funcs[id].body = Some(b);
            }
            self.egraph_remarks(&st);
            eprint!("{}", st.iv_dump);
            eprint!("{}", st.factor_dump);
            self.iv_remarks(&st);
            self.slp_remarks(&st);
            if !st.slp_dump.is_empty() {
                for l in st.slp_dump.lines() {
                    eprintln!("slp: @{}: {l}", st.function);
                }
                for r in &st.slp {
                    eprintln!("slp: @{}: {}", st.function, r.message());
                }
            }
            if let Some(r) = &st.remat {
                eprint!("{}", r.dump);
                self.remat_remarks(&st.function, r);
            }
            if self.cfg.egraph_stats {
                eprint!("{}", st.report());
            }
            match d {
                Dumped::Dot(t) => self.stats.egraph_dot.push_str(&t),
                Dumped::Json(g) => {
                    let out = &mut self.stats.egraph_json;
                    let g = *g;
                    out.root_eclasses.extend(g.root_eclasses);
                    out.class_data.extend(g.class_data);
                    for (k, n) in g.nodes {
                        out.add_node(k, n);
                    }
                }
                Dumped::None => {}
            }
            for r in &st.ilp {
                self.remarks.emit(Remark {
                    kind: RemarkKind::Analysis,
                    pass: PassId::Egraph.name(),
                    name: "IlpExtraction",
                    function: st.function.clone(),
                    message: r.line(),
                });
            }
            self.stats.egraph.push(st);
        }
        Ok(true)
    }

    fn egraph_remarks(&mut self, st: &rewrites::EgraphStats) {
        let pass = PassId::Egraph.name();
        let want = self.remarks.wants(pass);
        if !want.any() {
            return;
        }
        let function = st.function.clone();
        let mut push = |kind, name, message: String| {
            self.remarks.emit(Remark {
                kind,
                pass,
                name,
                function: function.clone(),
                message,
            })
        };
        if st.hit_limit {
            push(
                RemarkKind::Analysis,
                "LimitReached",
                format!(
                    "saturation stopped by the {} after {} iterations with {} e-nodes; the best program found so far is used",
                    st.stop, st.iterations, st.saturated.1
                ),
            );
        }
        match &st.fallback {
            Some(f) => push(
                RemarkKind::Missed,
                "KeptInput",
                format!("kept the input body: {f}"),
            ),
            None => {
                let applied: Vec<String> = st
                    .applied
                    .iter()
                    .filter(|(_, &n)| n > 0)
                    .map(|(k, n)| format!("{k} x{n}"))
                    .collect();
                push(
                    RemarkKind::Passed,
                    "Rewrote",
                    format!(
                        "{} classes after {} iterations ({}); rules applied: {}; extracted cost {:.1}",
                        st.saturated.0,
                        st.iterations,
                        st.stop,
                        if applied.is_empty() { "none".to_string() } else { applied.join(", ") },
                        st.dag_cost
                    ),
                );
            }
        }
    }

    /// `-Rpass*=slp-vectorizer`: the `slp` set's tiles, packed or not.
    fn slp_remarks(&mut self, st: &rewrites::EgraphStats) {
        const PASS: &str = "slp-vectorizer";
        if st.slp.is_empty() || !self.remarks.wants(PASS).any() {
            return;
        }
        for r in &st.slp {
            let (kind, name) = match (r.packed, r.access) {
                (true, rewrites::slp::Access::Stores) => (RemarkKind::Passed, "StoresVectorized"),
                (true, rewrites::slp::Access::Loads | rewrites::slp::Access::Tree) => {
                    (RemarkKind::Passed, "VectorizedList")
                }
                (true, rewrites::slp::Access::Reduction) => {
                    (RemarkKind::Passed, "VectorizedHorizontalReduction")
                }
                (false, rewrites::slp::Access::Reduction)
                    if r.why.starts_with("HorSLPNotBeneficial") =>
                {
                    (RemarkKind::Missed, "HorSLPNotBeneficial")
                }
                (false, _) => (RemarkKind::Missed, "NotPossible"),
            };
            self.remarks.emit(Remark {
                kind,
                pass: PASS,
                name,
                function: st.function.clone(),
                message: r.message(),
            });
        }
    }

    /// `-Rpass*=remat`: which induction variables were demoted.
    fn iv_remarks(&mut self, st: &rewrites::EgraphStats) {
        const PASS: &str = "remat";
        if st.ivs.is_empty() || !self.remarks.wants(PASS).any() {
            return;
        }
        for d in &st.ivs {
            let (kind, name, message) = if d.demoted {
                (
                    RemarkKind::Passed,
                    "DemotedIV",
                    format!(
                        "induction variable {} of loop {} demoted to i32 ({} of newBaseIV; header values in [{}, {}]): DAG cost {:.1} -> {:.1}",
                        d.value, d.header, d.exts, d.range.0, d.range.1, d.costs.0, d.costs.1
                    ),
                )
            } else {
                (
                    RemarkKind::Missed,
                    "KeptWideIV",
                    format!(
                        "induction variable {} of loop {} fits i32 (header values in [{}, {}]) but stays i64: DAG cost {:.1} wide, {:.1} demoted",
                        d.value, d.header, d.range.0, d.range.1, d.costs.0, d.costs.1
                    ),
                )
            };
            self.remarks.emit(Remark {
                kind,
                pass: PASS,
                name,
                function: st.function.clone(),
                message,
            });
        }
    }

    /// `-Rpass*=remat`: what the occupancy-aware extractor decided.
    fn remat_remarks(&mut self, function: &str, r: &rewrites::remat::RematReport) {
        const PASS: &str = "remat";
        if !self.remarks.wants(PASS).any() {
            return;
        }
        let mut push = |kind, name, message: String| {
            self.remarks.emit(Remark {
                kind,
                pass: PASS,
                name,
                function: function.to_string(),
                message,
            })
        };
        for (v, from, to, b) in &r.narrowed {
            push(
                RemarkKind::Passed,
                "Narrowed",
                format!("{v} ({from}) live out of block {b} narrowed to {to} where it is defined (nloNewBit)"),
            );
        }
        for (v, b, n) in &r.new_adds {
            push(
                RemarkKind::Passed,
                "RecomputedAddress",
                format!(
                    "{v} live out of block {b} recomputed in the {n} blocks using it (nloNewAdd)"
                ),
            );
        }
        if let Some(why) = &r.skipped {
            if why != "not a kernel" {
                push(
                    RemarkKind::Missed,
                    "Skipped",
                    format!("not rematerialized: {why}"),
                );
            }
            return;
        }
        let Some((target, why)) = &r.target else {
            push(
                RemarkKind::Analysis,
                "NoTarget",
                format!(
                    "{} registers ({} warps per SM): no lower count raises occupancy or removes spills",
                    r.before, r.warps.0
                ),
            );
            return;
        };
        push(
            RemarkKind::Analysis,
            "Target",
            format!(
                "{} registers ({} warps per SM), target {target} from the {why}",
                r.before, r.warps.0
            ),
        );
        for d in &r.decisions {
            if d.split {
                push(
                    RemarkKind::Passed,
                    "Cloned",
                    format!(
                        "cloned {} ({}) near its later uses in its block (uclone_), pull-in cost {}",
                        d.value, d.op, d.cost
                    ),
                );
            } else {
                push(
                    RemarkKind::Passed,
                    "Rematerialized",
                    format!(
                        "rematerialized {} ({}) in {} blocks, pull-in cost {}",
                        d.value, d.op, d.blocks, d.cost
                    ),
                );
            }
        }
        match &r.rejected {
            Some(why) => push(
                RemarkKind::Missed,
                "KeptCheaper",
                format!("kept the program without rematerialization: {why}"),
            ),
            None => push(
                RemarkKind::Passed,
                "Occupancy",
                format!(
                    "{} -> {} registers, {} -> {} warps per SM after {} rounds",
                    r.before, r.after, r.warps.0, r.warps.1, r.rounds
                ),
            ),
        }
    }
}
