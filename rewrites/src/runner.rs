//! Running the e-graph pass on a function: lift, saturate, extract,
//! elaborate, verify.
//!
//! Invariants: a limit (nodes, iterations, time) stops saturation and is
//! reported, never fatal; the function is replaced only by a body that
//! verifies; any failure keeps the original body and says why in
//! [`EgraphStats::fallback`]. With the default limits (iterations and
//! nodes; the time limit is a safety net far above them) the result is
//! deterministic.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::time::{Duration, Instant};

use cost::tables::Sm;
use dialects::ir::{Body, FuncId, Module};
use egg::{Runner, StopReason};
use rustc_hash::FxHashSet;

use crate::cost::{CostKind, NodeCost};
use crate::elaborate::{elaborate_with, ElabError, ElabPolicy, ElabStats};
use crate::extract::freq::Frequencies;
use crate::extract::ilp::{IlpExtractor, IlpReport};
use crate::extract::{ChaosExtractor, Choices, DagExtractor, Extractor, ExtractorKind};
use crate::ivdemote::Iv;
use crate::lift::lift;

/// egg's default initial match limit of its backoff scheduler.
const BACKOFF_MATCH_LIMIT: usize = 1000;
use crate::remat::{occupancy_aware, RematConfig, RematReport};
use crate::rules::{by_name, rule_set, RuleConfig, Rw};
use crate::schedule::SchedStats;
use crate::slp::{Packs, SlpConfig, SlpRemark};

/// Knobs of the e-graph pass.
#[derive(Clone, Debug)]
pub struct EgraphConfig {
    /// Rule sets to run (`algebra`, `fusion`).
    pub sets: Vec<String>,
    /// Single rules to run, by name, in addition to the sets.
    pub rules: Vec<String>,
    /// Rules left out of the sets and single rules, by name.
    pub disabled: Vec<String>,
    /// Knobs rules read.
    pub rule_cfg: RuleConfig,
    /// Saturation iterations.
    pub iter_limit: usize,
    /// E-nodes.
    pub node_limit: usize,
    /// Wall-clock limit of saturation per function.
    pub time_limit: Duration,
    /// Target architecture (latency tables of the extractor).
    pub sm: Sm,
    /// Which extractor chooses (`--extractor`).
    pub extractor: ExtractorKind,
    /// What it minimizes (`--cost`).
    pub cost: CostKind,
    /// Wall-clock limit of one ILP extraction.
    pub ilp_time: Duration,
    /// Price nodes times how often they would run (loop trip counts);
    /// off, every node counts once (`egraph<static-cost>`).
    pub frequency: bool,
    /// Reorder each block's pure instructions for register pressure
    /// ([`crate::schedule`]).
    pub schedule: bool,
    /// Hoist loop-invariant values to their loop's entering block during
    /// elaboration (seed 002's `-do-licm`).
    pub licm: bool,
    /// Refine the DAG extraction for operands other roots compute
    /// (`-dag-share`, [`crate::extract::DagExtractor::with_sharing`]).
    pub share: bool,
    /// Occupancy-aware extraction with these knobs ([`crate::remat`]);
    /// `None`: the DAG extraction's program as it is.
    pub remat: Option<RematConfig>,
    /// IV demotion level (`-remat-iv`; 0 off), with the `ivdemote` set.
    pub remat_iv: u32,
    /// `-dump-remat-iv` level.
    pub dump_iv: u32,
    /// `-dump-remat-add` level (the `factor` set's matches).
    pub dump_add: u32,
    /// The `slp` set (vector loads and stores) with its knobs.
    pub slp: Option<SlpConfig>,
    /// The `forward` set: loads see through the stores before them.
    pub forward: bool,
}

impl Default for EgraphConfig {
    fn default() -> Self {
        EgraphConfig {
            sets: vec!["algebra".into(), "fusion".into()],
            rules: Vec::new(),
            disabled: Vec::new(),
            rule_cfg: RuleConfig::default(),
            iter_limit: 12,
            node_limit: 60_000,
            time_limit: Duration::from_secs(20),
            sm: Sm::Sm80,
            extractor: ExtractorKind::default(),
            cost: CostKind::default(),
            ilp_time: crate::extract::ilp::DEFAULT_TIME_LIMIT,
            frequency: true,
            schedule: true,
            licm: true,
            share: true,
            remat: None,
            remat_iv: 4,
            dump_iv: 0,
            dump_add: 0,
            slp: None,
            forward: false,
        }
    }
}

/// What happened to one function.
#[derive(Clone, Debug, Default)]
pub struct EgraphStats {
    /// Function name.
    pub function: String,
    /// Classes and nodes after lifting.
    pub lifted: (usize, usize),
    /// Classes and nodes after saturation.
    pub saturated: (usize, usize),
    /// Saturation iterations run.
    pub iterations: usize,
    /// Why saturation stopped (`saturated`, `iteration limit`, ...).
    pub stop: String,
    /// True when a limit stopped saturation.
    pub hit_limit: bool,
    /// Applications per rule.
    pub applied: BTreeMap<String, usize>,
    /// Extractor name and DAG cost of the extracted program.
    pub extractor: String,
    /// What each ILP extraction did (one per IV-width trial).
    pub ilp: Vec<IlpReport>,
    /// DAG cost (cycles, extractor's model).
    pub dag_cost: f64,
    /// Elaboration counters.
    pub elab: ElabStats,
    /// Scheduling counters.
    pub sched: crate::schedule::SchedStats,
    /// What the occupancy-aware extractor did, when it ran.
    pub remat: Option<RematReport>,
    /// IV demotion candidates and the extractor's choice for each.
    pub ivs: Vec<IvDecision>,
    /// `-dump-remat-iv` text.
    pub iv_dump: String,
    /// `-dump-remat-add` text.
    pub factor_dump: String,
    /// The `slp` set's decisions.
    pub slp: Vec<SlpRemark>,
    /// `-dump-slp` text: the groups considered, then the decisions.
    pub slp_dump: String,
    /// Phase times: lift, saturate, extract, elaborate (with verification).
    pub times: [Duration; 4],
    /// Why the function was left unchanged, if it was.
    pub fallback: Option<String>,
}

impl EgraphStats {
    /// One line per fact, for `--egraph-stats`.
    pub fn report(&self) -> String {
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        let mut s = format!(
            "egraph @{}: lifted {} classes / {} nodes; saturated {} / {} after {} iterations ({}); \
             extract {} cost {:.1}; elaborated {} pure insts ({} hoisted, {} reused)\n  \
             time lift {:.2} ms, saturate {:.2} ms, extract {:.2} ms, elaborate {:.2} ms\n",
            self.function,
            self.lifted.0,
            self.lifted.1,
            self.saturated.0,
            self.saturated.1,
            self.iterations,
            self.stop,
            self.extractor,
            self.dag_cost,
            self.elab.pure_insts,
            self.elab.hoisted,
            self.elab.reused,
            ms(self.times[0]),
            ms(self.times[1]),
            ms(self.times[2]),
            ms(self.times[3]),
        );
        let applied: Vec<String> = self
            .applied
            .iter()
            .filter(|(_, &n)| n > 0)
            .map(|(k, n)| format!("{k}={n}"))
            .collect();
        if !applied.is_empty() {
            s += &format!("  rules {}\n", applied.join(" "));
        }
        for r in &self.ilp {
            s += &format!("  {}\n", r.line());
        }
        if let Some(f) = &self.fallback {
            s += &format!("  kept the input: {f}\n");
        }
        s
    }
}

/// One demotable induction variable and what the extractor chose.
#[derive(Clone, Debug, Default)]
pub struct IvDecision {
    /// The wide parameter (`%name` or the value number).
    pub value: String,
    /// Its loop header (`%name` or the block number).
    pub header: String,
    /// Proven range of its header values.
    pub range: (i128, i128),
    /// `sext`, `zext` or both: how the wide value is rebuilt.
    pub exts: String,
    /// DAG cost with the wide and with the narrow parameter carried.
    pub costs: (f64, f64),
    /// True when the narrow parameter was chosen.
    pub demoted: bool,
    /// The induction step.
    pub step: i128,
    /// The narrow parameter.
    pub narrow: String,
}

impl IvDecision {
    /// The `dump-iv` lines of the decision (demoteIV, then newBaseIV and
    /// substIV when demoted).
    pub fn dump(&self) -> String {
        let mut w = String::new();
        let _ = writeln!(
            w,
            "demoteIV: {} (i64) in loop {}: header values in [{}, {}], step {}, {} of i32",
            self.value, self.header, self.range.0, self.range.1, self.step, self.exts
        );
        let (keep, narrow) = self.costs;
        if self.demoted {
            let _ = writeln!(
                w,
                "newBaseIV: {} (i32) carried by {}",
                self.narrow, self.header
            );
            let _ = writeln!(
                w,
                "substIV: uses of {} read {} {}; DAG cost {keep:.1} -> {narrow:.1}",
                self.value, self.exts, self.narrow
            );
        } else {
            let _ = writeln!(
                w,
                "demoteIV: kept {} wide: DAG cost {keep:.1} with it, {narrow:.1} demoted",
                self.value
            );
        }
        w
    }
}

/// The rewrites a configuration selects (unknown names are skipped; the
/// driver validates them first).
pub fn rewrites(cfg: &EgraphConfig) -> Vec<Rw> {
    let mut out: Vec<Rw> = Vec::new();
    for s in &cfg.sets {
        out.extend(rule_set(s, &cfg.rule_cfg).unwrap_or_default());
    }
    for r in &cfg.rules {
        if let Some(rw) = by_name(r, &cfg.rule_cfg) {
            if !out.iter().any(|o| o.name == rw.name) {
                out.push(rw);
            }
        }
    }
    out.retain(|rw| !cfg.disabled.iter().any(|d| rw.name.as_str() == d));
    out
}

fn stop_name(r: &StopReason) -> (String, bool) {
    match r {
        StopReason::Saturated => ("saturated".into(), false),
        StopReason::IterationLimit(n) => (format!("iteration limit {n}"), true),
        StopReason::NodeLimit(n) => (format!("node limit, {n} nodes"), true),
        StopReason::TimeLimit(t) => (format!("time limit {t:.1}s"), true),
        StopReason::Other(s) => (s.clone(), true),
    }
}

/// Optimizes function `fid` of `m` in place; returns what happened.
pub fn optimize_function(m: &mut Module, fid: FuncId, cfg: &EgraphConfig) -> EgraphStats {
    let (body, st) = optimize_body(m, fid, cfg);
    if let Some(b) = body {
        m.funcs[fid].body = Some(b);
    }
    st
}

/// The optimized body of function `fid` of `m` (`None` when it has no
/// body or the pass fell back), and what happened. Reads `m` only, so
/// functions can be optimized in parallel.
pub fn optimize_body(m: &Module, fid: FuncId, cfg: &EgraphConfig) -> (Option<Body>, EgraphStats) {
    optimize_body_with(m, fid, cfg, |_| {})
}

/// The saturated graph as extraction saw it, for dumps.
pub struct Saturated<'a> {
    /// The graph.
    pub egraph: &'a crate::analysis::Graph,
    /// What the extractor chose.
    pub choices: &'a Choices,
    /// The classes extraction started from.
    pub roots: &'a [egg::Id],
    /// The nodes no program may choose.
    pub banned: &'a FxHashSet<crate::lang::Node>,
}

/// [`optimize_body`], calling `inspect` with the saturated graph and the
/// choices before elaboration (for `--emit=egraph-dot|egraph-json`).
pub fn optimize_body_with(
    m: &Module,
    fid: FuncId,
    cfg: &EgraphConfig,
    inspect: impl FnMut(&Saturated),
) -> (Option<Body>, EgraphStats) {
    // egg times itself with `quanta`, whose first reading calibrates the
    // TSC against the OS clock in a busy loop (at least 500 rounds of 1 us,
    // up to 200 ms on a noisy machine): a fixed cost per process larger
    // than the whole pass on a small kernel. egg's own timings are only
    // logged, and the time limit is enforced by a hook on `std::time`
    // instead (see `saturate`), so egg reads a clock that never calibrates.
    let (clock, _) = quanta::Clock::mock();
    quanta::with_clock(&clock, || optimize_body_timed(m, fid, cfg, inspect))
}

fn optimize_body_timed(
    m: &Module,
    fid: FuncId,
    cfg: &EgraphConfig,
    mut inspect: impl FnMut(&Saturated),
) -> (Option<Body>, EgraphStats) {
    let f = &m.funcs[fid];
    let mut st = EgraphStats {
        function: f.name.clone(),
        ..EgraphStats::default()
    };
    let Some(src) = f.body.as_ref() else {
        return (None, st);
    };
    // The stages, each timed into `st.times`: prepare and lift, saturate,
    // extract, then place/elaborate/schedule (with remat) and verify.
    let t = Instant::now();
    let (prepared, ivs) = prepare(f, src, cfg);
    let lf = prepared.as_ref().unwrap_or(f);
    let Some(work) = lf.body.as_ref() else {
        return (None, st);
    };
    let lifted = match lift_with_facts(m, lf, &ivs, &mut st) {
        Ok(l) => l,
        Err(why) => {
            st.fallback = Some(why);
            return (None, st);
        }
    };
    st.times[0] = t.elapsed();
    let t = Instant::now();
    let mut lifted = lifted;
    let mut forward_banned = Vec::new();
    if cfg.forward {
        let fw = crate::forward::forward(&mut lifted, work, m.funcs[fid].kernel);
        for (name, n) in [("forward-store", fw.values), ("forward-past", fw.bypassed)] {
            if n > 0 {
                *st.applied.entry(name.to_string()).or_default() += n;
            }
        }
        forward_banned = fw.banned;
    }
    let mut lifted = saturate(lifted, cfg, &mut st);
    if cfg.frequency && cfg.sets.iter().any(|s| s == "algebra") {
        let mut f = Frequencies::compute(&lifted.egraph, &lifted.skeleton, work);
        let roots = lifted.skeleton.roots();
        let n = crate::reassoc::reassociate(&mut lifted.egraph, &mut f, &roots, cfg.node_limit);
        if n > 0 {
            *st.applied
                .entry("reassoc-invariant".to_string())
                .or_default() += n;
            st.saturated = (
                lifted.egraph.number_of_classes(),
                lifted.egraph.total_number_of_nodes(),
            );
        }
    }
    let mut packs = match &cfg.slp {
        Some(sc) => crate::slp::pack(&mut lifted, work, sc),
        None => Packs::default(),
    };
    packs.banned.extend(forward_banned);
    st.times[1] = t.elapsed();
    let t = Instant::now();
    let (choices, policy) = extract(&lifted, &ivs, work, cfg, &mut st, &packs, true);
    st.times[2] = t.elapsed();
    if cfg.dump_add > 0 && cfg.sets.iter().any(|s| s == "factor") {
        st.factor_dump = crate::rules::factor::dump(&lifted, &choices, cfg.dump_add, &st.function);
    }
    let (roots, banned) = roots_and_banned(&lifted, &packs, true);
    inspect(&Saturated {
        egraph: &lifted.egraph,
        choices: &choices,
        roots: &roots,
        banned: &banned,
    });
    let t = Instant::now();
    st.slp = crate::slp::decided(&lifted, &packs, &choices);
    if cfg.slp.as_ref().is_some_and(|c| c.dump > 0) {
        st.slp_dump = packs.dump.clone();
    }
    let mut out = build(m, fid, work, &lifted, &choices, &policy, cfg, &mut st);
    if let (Ok(_), Some(packed)) = (&out, st.remat.clone()) {
        if st.slp.iter().any(|r| r.packed) {
            out = keep_occupancy(
                m, fid, work, &lifted, &ivs, &packs, cfg, &mut st, packed, out,
            );
        }
    }
    let out = match out {
        Ok(body) => verified(m, fid, body, &mut st),
        Err(e) => {
            st.fallback = Some(format!("elaborate: {}", e.0));
            None
        }
    };
    st.times[3] = t.elapsed();
    (out, st)
}

/// The scalar program instead of the packed one when packing loses
/// occupancy (a `.v4` load keeps four registers live at once): seed 004's
/// register-pressure check, measured on the elaborated program.
#[allow(clippy::too_many_arguments)]
fn keep_occupancy(
    m: &Module,
    fid: FuncId,
    work: &Body,
    lifted: &crate::lift::Lifted,
    ivs: &[Iv],
    packs: &Packs,
    cfg: &EgraphConfig,
    st: &mut EgraphStats,
    packed: crate::remat::RematReport,
    packed_body: Result<Body, ElabError>,
) -> Result<Body, ElabError> {
    let mut alt = st.clone();
    let (choices, policy) = extract(lifted, ivs, work, cfg, &mut alt, packs, false);
    let scalar = build(m, fid, work, lifted, &choices, &policy, cfg, &mut alt);
    let Some(rep) = alt.remat.clone() else {
        return packed_body;
    };
    if scalar.is_err() || rep.warps.1 <= packed.warps.1 {
        return packed_body;
    }
    let why = format!(
        "packing would lower occupancy to {} warps ({} registers) from {} ({} registers)",
        packed.warps.1, packed.after, rep.warps.1, rep.after
    );
    let mut slp = std::mem::take(&mut st.slp);
    for r in slp.iter_mut().filter(|r| r.packed) {
        r.packed = false;
        r.why = why.clone();
    }
    let dump = std::mem::take(&mut st.slp_dump);
    *st = alt;
    st.slp = slp;
    st.slp_dump = dump;
    scalar
}

/// IV demotion's preparation: the demotable IVs, and (when there are any)
/// the function with each one's narrow companion parameter added, which
/// is the body the skeleton then describes.
fn prepare(
    f: &dialects::ir::Function,
    src: &Body,
    cfg: &EgraphConfig,
) -> (Option<dialects::ir::Function>, Vec<Iv>) {
    if cfg.remat_iv == 0
        || !cfg.sets.iter().any(|s| s == "ivdemote")
        || matches!(cfg.extractor, ExtractorKind::Chaos(_))
    {
        return (None, Vec::new());
    }
    let mut ivs = crate::ivdemote::find(src, cfg.remat_iv);
    ivs.truncate(MAX_IVS);
    if ivs.is_empty() {
        return (None, ivs);
    }
    let mut body = src.clone();
    crate::ivdemote::add_narrow_params(&mut body, &mut ivs);
    let mut g = f.clone();
    g.body = Some(body);
    (Some(g), ivs)
}

/// Lifts `lf` and adds the facts IV demotion's range proofs license.
fn lift_with_facts(
    m: &Module,
    lf: &dialects::ir::Function,
    ivs: &[Iv],
    st: &mut EgraphStats,
) -> Result<crate::lift::Lifted, String> {
    let mut lifted = lift(m, lf).map_err(|e| format!("lift: {}", e.0))?;
    crate::ivdemote::assert_facts(&mut lifted, ivs);
    st.lifted = (
        lifted.egraph.number_of_classes(),
        lifted.egraph.total_number_of_nodes(),
    );
    Ok(lifted)
}

/// Equality saturation with the configured rule sets and limits.
fn saturate(
    lifted: crate::lift::Lifted,
    cfg: &EgraphConfig,
    st: &mut EgraphStats,
) -> crate::lift::Lifted {
    let rws = rewrites(cfg);
    // egg's backoff bans a rule that matches more than 1000 times and
    // retries it with a doubled limit, so on a large function a rule that
    // merely matches every node of its kind costs one full search of every
    // rule per doubling (log N iterations that change nothing). A rule is
    // treated as explosive only when it matches more often than the
    // function has nodes.
    let match_limit = BACKOFF_MATCH_LIMIT.max(st.lifted.1);
    let (start, limit) = (Instant::now(), cfg.time_limit);
    let runner = Runner::default()
        .with_scheduler(egg::BackoffScheduler::default().with_initial_match_limit(match_limit))
        .with_egraph(lifted.egraph)
        .with_iter_limit(cfg.iter_limit)
        .with_node_limit(cfg.node_limit)
        .with_hook(move |_| {
            let t = start.elapsed();
            if t > limit {
                Err(format!("time limit {:.1}s", t.as_secs_f64()))
            } else {
                Ok(())
            }
        })
        .run(&rws);
    st.iterations = runner.iterations.len();
    for it in &runner.iterations {
        for (k, v) in &it.applied {
            *st.applied.entry(k.to_string()).or_default() += v;
        }
    }
    if let Some(r) = &runner.stop_reason {
        (st.stop, st.hit_limit) = stop_name(r);
    }
    let lifted = crate::lift::Lifted {
        egraph: runner.egraph,
        skeleton: lifted.skeleton,
        names: lifted.names,
        order: lifted.order,
        load_nodes: lifted.load_nodes,
        forwarded: lifted.forwarded,
        end_states: lifted.end_states,
    };
    st.saturated = (
        lifted.egraph.number_of_classes(),
        lifted.egraph.total_number_of_nodes(),
    );
    lifted
}

/// The classes extraction starts from and the nodes it may not choose:
/// with `pack`, the `slp` set's store tiles are roots and its vector loads
/// may be chosen; without, neither.
fn roots_and_banned(
    lifted: &crate::lift::Lifted,
    packs: &Packs,
    pack: bool,
) -> (Vec<egg::Id>, FxHashSet<crate::lang::Node>) {
    let mut roots = lifted.skeleton.roots();
    if pack {
        roots.extend(packs.roots());
        (roots, packs.banned_nodes(&lifted.egraph))
    } else {
        (roots, packs.vector_nodes(&lifted.egraph))
    }
}

/// Extraction: the DAG extractor (choosing each IV's width), or the chaos
/// extractor for differential testing.
///
/// With `pack`, the `slp` set's store tiles are packed and its vector
/// loads may be chosen; without, neither.
fn extract(
    lifted: &crate::lift::Lifted,
    ivs: &[Iv],
    work: &Body,
    cfg: &EgraphConfig,
    st: &mut EgraphStats,
    packs: &Packs,
    pack: bool,
) -> (Choices, ElabPolicy) {
    let (roots, banned) = roots_and_banned(lifted, packs, pack);
    let (choices, policy) = match cfg.extractor {
        ExtractorKind::Chaos(seed) => {
            let mut ex = ChaosExtractor {
                seed,
                banned: banned.clone(),
            };
            st.extractor = format!("{}:{seed}", ex.name());
            (ex.extract(&lifted.egraph, &roots), ElabPolicy::default())
        }
        kind => {
            st.extractor = format!("{kind}/{}", cfg.cost);
            choose_ivs(lifted, &roots, ivs, work, cfg, st, &banned)
        }
    };
    st.dag_cost = choices.dag_cost;
    let policy = if pack {
        policy.with_stores(&packs.stores, &packs.raise)
    } else {
        policy
    };
    (choices, policy)
}

/// Places and elaborates the choices into a body and schedules it: through
/// the occupancy-aware rematerialization rounds when remat is on.
#[allow(clippy::too_many_arguments)]
fn build(
    m: &Module,
    fid: FuncId,
    work: &Body,
    lifted: &crate::lift::Lifted,
    choices: &Choices,
    policy: &ElabPolicy,
    cfg: &EgraphConfig,
    st: &mut EgraphStats,
) -> Result<Body, ElabError> {
    let no_licm;
    let policy = if cfg.licm {
        policy
    } else {
        no_licm = ElabPolicy {
            no_licm: true,
            ..policy.clone()
        };
        &no_licm
    };
    let (body, es, ss) = match &cfg.remat {
        Some(rc) if cfg.extractor == ExtractorKind::Occupancy => {
            let cost = NodeCost::new(cfg.sm);
            let (b, es, ss, rep) =
                occupancy_aware(m, fid, work, lifted, choices, policy, &cost, cfg.sm, rc)?;
            st.remat = Some(rep);
            (b, es, ss)
        }
        _ => {
            let e = elaborate_with(work, lifted, choices, policy)?;
            let (mut body, es) = (e.body, e.stats);
            let ss = if cfg.schedule {
                crate::schedule::schedule_with(&mut body, m.funcs[fid].kernel)
            } else {
                SchedStats::default()
            };
            (body, es, ss)
        }
    };
    st.elab = es;
    st.sched = ss;
    Ok(body)
}

/// The body if it verifies; otherwise `None`, with the first error as the
/// fallback reason.
fn verified(m: &Module, fid: FuncId, body: Body, st: &mut EgraphStats) -> Option<Body> {
    match dialects::verify::verify_body(m, fid, &body) {
        Ok(()) => Some(body),
        Err(errs) => {
            let first = errs.first().map_or(String::new(), |e| e.to_string());
            st.fallback = Some(format!("the result does not verify: {first}"));
            None
        }
    }
}

/// Demotion is tried for at most this many IVs per function (one
/// extraction each).
const MAX_IVS: usize = 8;

/// The DAG extraction, choosing for each demotable IV which of its two
/// parameters the loop carries: the narrow one when that does not cost
/// more. Returns the choices and the parameters the elaborator drops.
fn choose_ivs(
    lifted: &crate::lift::Lifted,
    roots: &[egg::Id],
    ivs: &[Iv],
    work: &Body,
    cfg: &EgraphConfig,
    st: &mut EgraphStats,
    banned_nodes: &FxHashSet<crate::lang::Node>,
) -> (Choices, ElabPolicy) {
    let param = |b: dialects::ir::Block, k: usize| (b.as_u32(), k as u32);
    let reports = std::cell::RefCell::new(Vec::new());
    let freq = cfg
        .frequency
        .then(|| Frequencies::compute(&lifted.egraph, &lifted.skeleton, work));
    let run = |demote: &[bool]| {
        let mut banned = Vec::new();
        let mut drop = Vec::new();
        for (iv, &d) in ivs.iter().zip(demote) {
            let k = if d { iv.idx } else { iv.narrow };
            banned.push(param(iv.header, k));
            drop.push((iv.header, k));
        }
        let mut dag = DagExtractor::new(NodeCost::of_kind(cfg.sm, cfg.cost))
            .with_banned(banned)
            .with_banned_nodes(banned_nodes.clone())
            .with_sharing(cfg.share);
        if let Some(f) = &freq {
            dag = dag.with_frequencies(f.clone());
        }
        let ch = if cfg.extractor == ExtractorKind::Ilp {
            let mut ilp = IlpExtractor::new(dag.into_pricing());
            ilp.time_limit = cfg.ilp_time;
            let ch = ilp.extract(&lifted.egraph, roots);
            reports.borrow_mut().extend(ilp.report);
            ch
        } else {
            dag.extract(&lifted.egraph, roots)
        };
        let policy = ElabPolicy {
            drop,
            ..ElabPolicy::default()
        };
        (ch, policy)
    };
    let mut demote = vec![false; ivs.len()];
    let mut best = run(&demote);
    let labels = |b: dialects::ir::Block| {
        work.dfg.block_names[b]
            .as_ref()
            .map_or_else(|| b.to_string(), |n| format!("%{n}"))
    };
    for i in 0..ivs.len() {
        demote[i] = true;
        let trial = run(&demote);
        let (keep, narrow) = (best.0.dag_cost, trial.0.dag_cost);
        let take = narrow <= keep + 1e-9;
        if take {
            best = trial;
        } else {
            demote[i] = false;
        }
        let iv = &ivs[i];
        let wide = work.dfg.block_params(iv.header)[iv.idx];
        let narrow_v = work.dfg.block_params(iv.header)[iv.narrow];
        let name = |v: dialects::ir::Value| {
            work.dfg.value_names[v]
                .as_ref()
                .map_or_else(|| v.to_string(), |n| format!("%{n}"))
        };
        let exts: Vec<&str> = iv.exts.iter().map(|e| e.name()).collect();
        let d = IvDecision {
            value: name(wide),
            header: labels(iv.header),
            range: iv.range,
            exts: exts.join("/"),
            costs: (keep, narrow),
            demoted: take,
            step: iv.step,
            narrow: name(narrow_v),
        };
        if cfg.dump_iv > 0 {
            st.iv_dump.push_str(&d.dump());
        }
        st.ivs.push(d);
    }
    st.ilp.extend(reports.borrow_mut().drain(..));
    best
}

/// Optimizes every function with a body; stats in function order.
pub fn optimize_module(m: &mut Module, cfg: &EgraphConfig) -> Vec<EgraphStats> {
    let ids: Vec<FuncId> = m
        .funcs
        .iter()
        .filter(|(_, f)| f.body.is_some())
        .map(|(id, _)| id)
        .collect();
    ids.into_iter()
        .map(|id| optimize_function(m, id, cfg))
        .collect()
}
