//! The pass manager: runs a [`Pipeline`] over a module.
//!
//! One struct, [`Context`], one method per pass; [`Context::run`] walks the
//! pipeline top-down and dispatches on [`PassId`]. Around every pass it
//! - asks the bisector whether to run it (`--opt-bisect-limit`, LLVM's
//!   wording: `BISECT: running pass (N) mem2reg on function (@f)`); module
//!   passes are asked once, function passes once per defined function, and
//!   required passes (the verifier) are neither asked nor counted;
//! - times it (`--time-passes`; the table keeps first-run order so it is
//!   deterministic);
//! - verifies the module when `--verify-each` is on (always in debug
//!   builds), naming the pass that broke it;
//! - prints the module (generic IR, to standard error) after the passes
//!   named by `--print-after` / `--print-after-all`, under LLVM's header
//!   `; *** IR Dump After mem2reg ***`.
//!
//! Function passes and the verifier run per function on the phase II
//! [`Pool`] (see [`crate::parallel`]): the bisector decides for every
//! function first, in module order; the chosen bodies go to the workers;
//! their results (counts, remarks buffered per function) come back in
//! module order, so nothing printed depends on the thread count.

use std::collections::BTreeSet;
use std::time::{Duration, Instant};

use dialects::ir::{Body, FuncId, Module, Opcode};
use dialects::Diagnostic;

use super::analyses::AnalysisCache;
use super::options::PassOptions;
use super::passes::{PassId, PassKind};
use super::remarks::{Remark, RemarkKind, Remarks};
use super::text::Pipeline;
use crate::compile::CompileError;
use crate::parallel::Pool;

/// How to run a pipeline (from the command line).
#[derive(Clone, Debug, Default)]
pub struct RunConfig {
    /// Verify after every pass.
    pub verify_each: bool,
    /// Print the module after these passes.
    pub print_after: Vec<PassId>,
    /// Print the module after every pass.
    pub print_after_all: bool,
    /// `--opt-bisect-limit`: run the first N bisectable pass executions
    /// (-1: all, but still number them).
    pub bisect_limit: Option<i64>,
    /// `--egraph-stats`: print what the egraph pass did per function.
    pub egraph_stats: bool,
    /// `--emit=egraph-dot|egraph-json`: keep each function's saturated
    /// e-graph in this form.
    pub egraph_dump: Option<EgraphDump>,
    /// Target architecture (extraction costs); sm_80 when unset.
    pub arch: Option<cost::tables::Sm>,
    /// `--extractor`: overrides every egraph pass's choice.
    pub extractor: Option<rewrites::extract::ExtractorKind>,
    /// `--cost`: overrides every egraph pass's cost.
    pub cost: Option<rewrites::cost::CostKind>,
    /// `--ilp-time-limit`: overrides every egraph pass's ILP limit.
    pub ilp_time: Option<std::time::Duration>,
}

/// The forms the saturated e-graphs can be written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EgraphDump {
    /// Graphviz.
    Dot,
    /// The serialized e-graph JSON of `egraph-serialize`.
    Json,
}

/// Wall time per name, in first-run order.
#[derive(Clone, Debug, Default)]
pub struct Timers {
    entries: Vec<(String, Duration, u32)>,
}

impl Timers {
    /// Adds `d` to `name`.
    pub fn add(&mut self, name: &str, d: Duration) {
        match self.entries.iter_mut().find(|e| e.0 == name) {
            Some(e) => {
                e.1 += d;
                e.2 += 1;
            }
            None => self.entries.push((name.to_string(), d, 1)),
        }
    }

    /// Runs `f`, charging its wall time to `name`.
    pub fn time<T>(&mut self, name: &str, f: impl FnOnce() -> T) -> T {
        let t = Instant::now();
        let r = f();
        self.add(name, t.elapsed());
        r
    }

    /// Names timed, in first-run order.
    pub fn names(&self) -> Vec<&str> {
        self.entries.iter().map(|e| e.0.as_str()).collect()
    }

    /// LLVM's `-time-passes` table (wall clock only; rows in first-run
    /// order rather than by time, so the layout is deterministic).
    pub fn report(&self) -> String {
        let total: Duration = self.entries.iter().map(|e| e.1).sum();
        let secs = total.as_secs_f64();
        let pct = |d: Duration| {
            if secs > 0.0 {
                100.0 * d.as_secs_f64() / secs
            } else {
                0.0
            }
        };
        let rule =
            "===-------------------------------------------------------------------------===";
        let mut out = String::new();
        out.push_str(rule);
        out.push('\n');
        out.push_str("                      ... Pass execution timing report ...\n");
        out.push_str(rule);
        out.push('\n');
        out.push_str(&format!(
            "  Total Execution Time: {secs:.4} seconds ({secs:.4} wall clock)\n\n"
        ));
        out.push_str("   ---Wall Time---  ---Runs---  --- Name ---\n");
        for (name, d, n) in &self.entries {
            out.push_str(&format!(
                "   {:.4} ({:5.1}%)  {n:>10}  {name}\n",
                d.as_secs_f64(),
                pct(*d)
            ));
        }
        out.push_str(&format!("   {secs:.4} (100.0%)              Total\n"));
        out
    }
}

/// What running a pipeline did.
#[derive(Clone, Debug, Default)]
pub struct PipelineStats {
    /// Pass names in run order (a pass skipped everywhere by the bisector
    /// is left out).
    pub passes: Vec<&'static str>,
    /// Allocas promoted by mem2reg.
    pub promoted: usize,
    /// Allocas split by SROA, and the scalar allocas made for them.
    pub sroa: dialects::sroa::Stats,
    /// Memory operands given a specific state space.
    pub address_spaces: usize,
    /// Loads through `noalias readonly` kernel parameters marked invariant.
    pub readonly_loads: usize,
    /// Comparisons decided by `correlated-propagation`.
    pub decided: usize,
    /// Loop counter increments `correlated-propagation` proved `nsw`.
    pub nsw_counters: usize,
    /// Instructions `licm` hoisted out of loops.
    pub hoisted: usize,
    /// Locations `licm-promote` kept in registers across loops.
    pub promoted_locations: usize,
    /// Freezes of values that cannot be poison, dropped
    /// (`correlated-propagation`, see [`dialects::freeze`]).
    pub freezes: usize,
    /// In-bounds accesses whose index lost a constant offset
    /// (`base-address-sr`, see [`rewrites::basr_offsets`]).
    pub split_offsets: usize,
    /// Index sums chained by `base-address-sr`.
    pub chained: usize,
    /// Addresses given pointer induction variables by `loop-reduce`.
    pub lsr: usize,
    /// Calls inlined.
    pub inlined: usize,
    /// Loops unrolled fully.
    pub unrolled: usize,
    /// Loops `loop-vectorize` vectorized.
    pub vectorized: usize,
    /// Functions simplifycfg changed.
    pub simplified: usize,
    /// Values and branches `sccp` made constant.
    pub sccp: usize,
    /// Stores `dse` deleted.
    pub dead_stores: usize,
    /// Loads `load-hoist` moved above stores.
    pub hoisted_loads: usize,
    /// Instructions `pressure-hoist` moved up to their operands.
    pub pressure_hoisted: usize,
    /// Allocas `stack-coloring` merged into others.
    pub stack_slots_merged: usize,
    /// Inline asm `asm-sreg` turned into special-register reads.
    pub asm_sregs: usize,
    /// Kernel byval parameters `byval-copy` gave an IR copy.
    pub byval_copies: usize,
    /// Instructions, parameters and branches `adce` deleted.
    pub adce: usize,
    /// Memory intrinsics `memcpyopt` forwarded or expanded.
    pub memcpyopt: usize,
    /// Constant globals `constmerge` merged into an identical one.
    pub merged_constants: usize,
    /// Self-recursive tail calls `tailcallelim` turned into loops.
    pub tail_calls: usize,
    /// Repeated barriers `barrier-opt` removed.
    pub barriers_removed: usize,
    /// Conditions `loop-unswitch` moved out of loops.
    pub unswitched: usize,
    /// Loops `loop-index-split` split.
    pub index_split: usize,
    /// Bisectable pass executions counted.
    pub bisect_count: i64,
    /// Functions removed by globaldce.
    pub functions_removed: usize,
    /// What the egraph pass did, per function in module order.
    pub egraph: Vec<rewrites::EgraphStats>,
    /// The saturated e-graphs as DOT (with `RunConfig::egraph_dump`).
    pub egraph_dot: String,
    /// The saturated e-graphs, one disjoint union (with `RunConfig::egraph_dump`).
    pub egraph_json: egraph_serialize::EGraph,
}

/// The state of one pipeline run.
pub struct Context<'a> {
    /// The module being optimized.
    pub m: &'a mut Module,
    /// Input name for diagnostics.
    pub file: &'a str,
    /// Command-line settings.
    pub cfg: &'a RunConfig,
    /// Pass options.
    pub opts: &'a PassOptions,
    /// Pass timers.
    pub timers: &'a mut Timers,
    /// Optimization remarks.
    pub remarks: &'a mut Remarks,
    /// What was done.
    pub stats: PipelineStats,
    /// Set by `select-kernels`: the selected kernels are the whole program.
    pub whole_program: bool,
    /// Phase II: the pool that runs function passes and the per-function
    /// verifier (one worker when a bisect limit is set).
    pub pool: &'a Pool,
    /// Cached analyses, invalidated after each pass by what it changed.
    pub analyses: AnalysisCache,
}

fn usage(msg: String) -> CompileError {
    CompileError::Usage(msg)
}

impl<'a> Context<'a> {
    /// Checks that every pass of `p` can run, before anything runs.
    pub fn check(p: &Pipeline) -> Result<(), CompileError> {
        for spec in p.passes() {
            let info = spec.pass.info();
            if !info.implemented {
                return Err(usage(format!(
                    "pass '{}' is not implemented yet ({})",
                    info.name, info.help
                )));
            }
            if info.kind == PassKind::Machine {
                return Err(usage(format!(
                    "pass '{}' runs on the ptx dialect and cannot be named in --passes",
                    info.name
                )));
            }
        }
        Ok(())
    }

    /// Runs every pass of `p` in order.
    pub fn run(&mut self, p: &Pipeline) -> Result<(), CompileError> {
        Self::check(p)?;
        for spec in p.passes() {
            let id = spec.pass;
            let t = Instant::now();
            let ran = match id {
                PassId::Verify => self.verify_pass()?,
                PassId::Sroa => self.sroa(),
                PassId::Mem2reg => self.mem2reg(),
                PassId::InferAddressSpaces => {
                    self.infer_address_spaces(spec.has_flag("second-time"))
                }
                PassId::CorrelatedPropagation => self.correlated_propagation(),
                PassId::Licm => self.licm(),
                PassId::LicmPromote => self.licm_promote(),
                PassId::Sccp => self.sccp(),
                PassId::Dse => self.dse(),
                PassId::LoadHoist => self.load_hoist(),
                PassId::PressureHoist => self.pressure_hoist(),
                PassId::StackColoring => self.stack_coloring(),
                PassId::AsmSreg => self.asm_sreg(),
                PassId::ByvalCopy => self.byval_copy(),
                PassId::Adce => self.adce(),
                PassId::MemCpyOpt => self.memcpyopt(),
                PassId::ConstMerge => self.constmerge(),
                PassId::TailCallElim => self.tailcallelim(),
                PassId::BarrierOpt => self.barrier_opt(),
                PassId::LoopUnswitch => self.loop_unswitch(),
                PassId::LoopIndexSplit => self.loop_index_split(),
                PassId::BaseAddressSr => self.base_address_sr(),
                PassId::LoopReduce => self.loop_reduce(),
                PassId::SelectKernels => {
                    let names: Vec<String> = spec
                        .value("kernels")
                        .map(|v| v.split(',').map(str::to_string).collect())
                        .unwrap_or_default();
                    self.select_kernels(&names)?
                }
                PassId::GlobalDce => self.globaldce(),
                PassId::Inline => self.inline(),
                PassId::SimplifyCfg => self.simplifycfg(),
                PassId::LoopUnroll => self.loop_unroll(spec),
                PassId::LoopVectorize => self.loop_vectorize(),
                PassId::Egraph => self.egraph(spec)?,
                // `check` refuses the passes that are not implemented.
                other => {
                    return Err(usage(format!(
                        "pass '{}' is not implemented yet",
                        other.name()
                    )))
                }
            };
            self.timers.add(id.name(), t.elapsed());
            if !ran {
                continue;
            }
            let touched: Vec<FuncId> = self.m.funcs.keys().collect();
            self.analyses.after_pass(id, &touched);
            self.stats.passes.push(id.name());
            if self.cfg.print_after_all || self.cfg.print_after.contains(&id) {
                eprint!(
                    "; *** IR Dump After {} ***\n{}",
                    id.name(),
                    dialects::text::print_module(self.m)
                );
            }
            if self.cfg.verify_each && id != PassId::Verify {
                let t = Instant::now();
                let r = self.verify_when(&format!("after {}", id.name()));
                self.timers.add("verify (--verify-each)", t.elapsed());
                r?;
            }
        }
        Ok(())
    }

    /// Whether to run a bisectable pass on `what` (`function (@f)`,
    /// `module (name)`), printing LLVM's `BISECT:` line when a limit is set.
    pub(super) fn should_run(&mut self, pass: PassId, what: &str) -> bool {
        if pass.info().required {
            return true;
        }
        let Some(limit) = self.cfg.bisect_limit else {
            return true;
        };
        self.stats.bisect_count += 1;
        let n = self.stats.bisect_count;
        let run = limit < 0 || n <= limit;
        eprintln!(
            "BISECT: {} pass ({n}) {} on {what}",
            if run { "running" } else { "NOT running" },
            pass.name()
        );
        run
    }

    /// [`Context::should_run`] on function `name`.
    pub(crate) fn should_run_on(&mut self, pass: PassId, name: &str) -> bool {
        self.should_run(pass, &format!("function (@{name})"))
    }

    /// `module (NAME)`, NAME the module's ID, else the input's name.
    pub(super) fn module_what(&self) -> String {
        let name = if self.m.name.is_empty() {
            self.file
        } else {
            &self.m.name
        };
        format!("module ({name})")
    }

    /// Verifies the module (the functions on the pool, errors in module
    /// order); `when` completes "verifier failed ...".
    fn verify_when(&self, when: &str) -> Result<(), CompileError> {
        verify_module_par(self.pool, self.m, self.file, when)
    }

    /// `verify`: the verifier as a pipeline step (skipped by
    /// `-opt -no-nvvm-verify`).
    pub fn verify_pass(&mut self) -> Result<bool, CompileError> {
        if self.opts.flag("no-nvvm-verify") || self.opts.flag("no-irverify") {
            return Ok(false);
        }
        let n = self.stats.passes.len();
        let when = match self.stats.passes.last() {
            Some(p) => format!("in pass verify (pass {}, after {p})", n + 1),
            None => "in pass verify (the first pass)".to_string(),
        };
        self.verify_when(&when)?;
        Ok(true)
    }

    /// Defined functions in module order.
    fn defined(&self) -> Vec<FuncId> {
        self.m
            .funcs
            .iter()
            .filter(|(_, f)| f.body.is_some())
            .map(|(id, _)| id)
            .collect()
    }

    /// `mem2reg`: promotes scalar allocas, one function at a time on the
    /// pool, with a `Passed` remark per promoted alloca (buffered per
    /// function, emitted in module order).
    pub fn mem2reg(&mut self) -> bool {
        if self.opts.flag("no-mem2reg") {
            return false;
        }
        // The bisector decides first, in module order (a bisect limit
        // means one worker, so the numbering is the sequential one).
        let mut chosen = BTreeSet::new();
        for id in self.defined() {
            let name = self.m.funcs[id].name.clone();
            if self.should_run(PassId::Mem2reg, &format!("function (@{name})")) {
                chosen.insert(id);
            }
        }
        if chosen.is_empty() {
            return false;
        }
        let want = self.remarks.wants(PassId::Mem2reg.name()).any();
        let sroa = !self.opts.flag("no-sroa");
        let jobs: Vec<(&str, &mut Body)> = self
            .m
            .funcs
            .iter_mut()
            .filter(|(id, _)| chosen.contains(id))
            .filter_map(|(_, f)| Some((f.name.as_str(), f.body.as_mut()?)))
            .collect();
        let results = self.pool.map_named(
            jobs,
            PassId::Mem2reg.name(),
            |j| j.0.to_string(),
            |(name, body)| mem2reg_function(name, body, want, sroa),
        );
        for (n, remarks) in results {
            self.stats.promoted += n;
            for r in remarks {
                self.remarks.emit(r);
            }
        }
        true
    }

    /// `sroa`: aggregate allocas accessed at constant offsets split into
    /// scalar ones (see [`dialects::sroa`]).
    pub fn sroa(&mut self) -> bool {
        if self.opts.flag("no-sroa") {
            return false;
        }
        self.each_body(PassId::Sroa, |_, body, stats| {
            stats.sroa += dialects::sroa::run_function(body);
        })
    }

    /// `correlated-propagation`: freezes of values that cannot be poison
    /// dropped (see [`dialects::freeze`]), then comparisons the dominating
    /// branches decide become constants (see [`dialects::condfacts`]).
    pub fn correlated_propagation(&mut self) -> bool {
        self.each_body(PassId::CorrelatedPropagation, |_, body, stats| {
            stats.freezes += dialects::freeze::drop_redundant_freezes(body);
            stats.decided += dialects::condfacts::run_function(body);
            stats.nsw_counters += dialects::condfacts::infer_counter_nsw(body);
        })
    }

    /// `licm`: loop-invariant instructions hoisted out of their loops
    /// (see [`dialects::licm`]).
    pub fn licm(&mut self) -> bool {
        self.each_body(PassId::Licm, |_, body, stats| {
            stats.hoisted += dialects::licm::run_function(body);
        })
    }

    /// `licm-promote`: locations loops store to kept in registers (see
    /// [`dialects::promote`]).
    pub fn licm_promote(&mut self) -> bool {
        if self.opts.flag("disable-licm-promotion") {
            return false;
        }
        let done =
            self.each_body_with_params(PassId::LicmPromote, |name, body, kernel, noalias| {
                (
                    name.to_string(),
                    dialects::promote::run_function(body, kernel, noalias),
                )
            });
        for (function, promoted) in &done {
            for p in promoted {
                self.stats.promoted_locations += 1;
                let (name, message) = if p.stored {
                    (
                        "PromoteLoopAccessesToScalar",
                        format!(
                            "loop ^{}: moving accesses to %{} out of the loop and keeping its value in a register",
                            p.header, p.pointer
                        ),
                    )
                } else {
                    (
                        "Hoisted",
                        format!(
                            "loop ^{}: hoisting the load of %{} out of the loop",
                            p.header, p.pointer
                        ),
                    )
                };
                self.remarks.emit(Remark {
                    kind: RemarkKind::Passed,
                    pass: PassId::LicmPromote.name(),
                    name,
                    function: function.clone(),
                    message,
                });
            }
        }
        !done.is_empty()
    }

    /// `infer-address-spaces`: memory operands in the state space their
    /// pointer provably points to (see [`dialects::addrspace`]).
    pub fn infer_address_spaces(&mut self, second_time: bool) -> bool {
        if !self.opts.flag("memory-space-opt")
            || (second_time && self.opts.flag("no-memspaceopt-b"))
        {
            return false;
        }
        if self.opts.flag("dump-ir-before-memory-space-opt") {
            eprint!(
                "; *** IR Dump Before infer-address-spaces ***\n{}",
                dialects::text::print_module(self.m)
            );
        }
        let mut ran = false;
        for id in self.defined() {
            let name = self.m.funcs[id].name.clone();
            if !self.should_run(PassId::InferAddressSpaces, &format!("function (@{name})")) {
                continue;
            }
            let f = &mut self.m.funcs[id];
            let global = dialects::addrspace::global_params(f);
            let byval = dialects::addrspace::byval_params(f);
            let readonly = dialects::readonly::readonly_params(f);
            if let Some(body) = f.body.as_mut() {
                self.stats.address_spaces +=
                    dialects::addrspace::infer_address_spaces_with_byval(body, &global, &byval);
                self.stats.readonly_loads +=
                    dialects::readonly::mark_readonly_loads(body, &readonly);
                ran = true;
            }
        }
        if self.opts.flag("dump-ir-after-memory-space-opt") {
            eprint!(
                "; *** IR Dump After infer-address-spaces ***\n{}",
                dialects::text::print_module(self.m)
            );
        }
        ran
    }

    /// `base-address-sr`: constant offsets split out of in-bounds indices
    /// (of known-size objects, or of any object where `-do-sign-ext-expand`
    /// lets the split assume non-negative indices; see
    /// [`rewrites::basr_offsets`]), then loop
    /// index sums chained on kernel parameters (see [`rewrites::basr`]).
    pub fn base_address_sr(&mut self) -> bool {
        if !self.opts.flag("do-base-address-strength-reduce") {
            return false;
        }
        let chain = self.opts.flag("do-base-address-strength-reduce-chain");
        let dump = self.opts.flag("dump-base-address-strength-reduce");
        let assume = if self.opts.flag("do-sign-ext-expand") {
            rewrites::basr_offsets::Assume::NonNegativeIndex
        } else {
            rewrites::basr_offsets::Assume::Nothing
        };
        // Sizes of the defined globals, for the in-bounds offsets split.
        let sizes: Vec<Option<u64>> = self
            .m
            .globals
            .values()
            .map(|g| g.init.as_ref().map(|_| g.ty.store_size()))
            .collect();
        let size_of = |s: dialects::ir::Symbol| match s {
            dialects::ir::Symbol::Global(g) => sizes
                .get(cranelift_entity::EntityRef::index(g))
                .copied()
                .flatten(),
            dialects::ir::Symbol::Func(_) => None,
        };
        let mut ran = false;
        for id in self.defined() {
            let name = self.m.funcs[id].name.clone();
            if !self.should_run(PassId::BaseAddressSr, &format!("function (@{name})")) {
                continue;
            }
            let f = &mut self.m.funcs[id];
            let kernel = f.kernel;
            let Some(body) = f.body.as_mut() else {
                continue;
            };
            let free: Vec<_> = match (kernel, body.entry()) {
                (true, Some(e)) => body.dfg.block_params(e).to_vec(),
                _ => Vec::new(),
            };
            self.stats.split_offsets +=
                rewrites::basr_offsets::split_constant_offsets(body, &size_of, assume);
            let done = if chain {
                rewrites::basr::strength_reduce(body, &free)
            } else {
                Vec::new()
            };
            if dump {
                let label = |v| value_label(body, v);
                for c in &done {
                    eprintln!(
                        "base-address-sr @{name}: {} = {} {} {}",
                        label(c.value),
                        label(c.base),
                        if c.sub { "-" } else { "+" },
                        label(c.step)
                    );
                }
            }
            self.stats.chained += done.len();
            ran = true;
        }
        ran
    }

    /// `load-hoist`: loads moved above stores to other bytes (see
    /// [`dialects::loadhoist`]).
    pub fn load_hoist(&mut self) -> bool {
        let max_stores = usize::try_from(self.opts.int("load-hoist-max-stores")).unwrap_or(0);
        if max_stores == 0 {
            return false;
        }
        let moved = self.each_body_with_params(PassId::LoadHoist, |_, body, kernel, noalias| {
            dialects::loadhoist::run_function(body, kernel, noalias, max_stores)
        });
        self.stats.hoisted_loads += moved.iter().sum::<usize>();
        !moved.is_empty()
    }

    /// Runs `run` on the body of each defined function the bisector lets
    /// `pass` visit, in module order, with the function's name, whether it
    /// is a kernel and its parameters' `noalias` flags (what the alias
    /// rules of `load-hoist` and `licm-promote` read); returns each run's
    /// result.
    fn each_body_with_params<T>(
        &mut self,
        pass: PassId,
        mut run: impl FnMut(&str, &mut dialects::ir::Body, bool, &[bool]) -> T,
    ) -> Vec<T> {
        let mut out = Vec::new();
        for id in self.defined() {
            let name = self.m.funcs[id].name.clone();
            if !self.should_run(pass, &format!("function (@{name})")) {
                continue;
            }
            let f = &mut self.m.funcs[id];
            let noalias: Vec<bool> = f.param_attrs.iter().map(|a| a.noalias).collect();
            let kernel = f.kernel;
            if let Some(body) = f.body.as_mut() {
                out.push(run(&name, body, kernel, &noalias));
            }
        }
        out
    }

    /// `pressure-hoist`: pure instructions moved up to the operands that
    /// die in them (see [`dialects::pressurehoist`]). At level 1 only in
    /// functions the register predictor puts above the registers that cost
    /// no occupancy (or over their cap): below it ptxas spends registers
    /// on its own schedule, and moving code there changed its counts both
    /// ways without changing occupancy.
    pub fn pressure_hoist(&mut self) -> bool {
        let level = self.opts.int("do-pressure-hoist");
        if level <= 0 {
            return false;
        }
        let sm = self.cfg.arch.unwrap_or(cost::tables::Sm::Sm80);
        let mut ran = false;
        for id in self.defined() {
            let name = self.m.funcs[id].name.clone();
            if !self.should_run(PassId::PressureHoist, &format!("function (@{name})")) {
                continue;
            }
            let f = &self.m.funcs[id];
            let kc = cost::model::KernelConfig::for_function(self.m, f, sm, None);
            let kernel = f.kernel;
            let Some(body) = self.m.funcs[id].body.as_mut() else {
                continue;
            };
            if level == 1 && !over_free_registers(body, &kc, sm) {
                continue;
            }
            self.stats.pressure_hoisted += dialects::pressurehoist::run_function(body, kernel);
            ran = true;
        }
        ran
    }

    /// `stack-coloring`: allocas with disjoint lifetimes share a slot (see
    /// [`dialects::stackcolor`]).
    pub fn stack_coloring(&mut self) -> bool {
        if self.opts.flag("no-stack-coloring") {
            return false;
        }
        self.each_body(PassId::StackColoring, |_, body, stats| {
            stats.stack_slots_merged += dialects::stackcolor::run_function(body);
        })
    }

    /// `asm-sreg`: asm copies of special registers become their intrinsic
    /// (see [`dialects::asmsreg`]).
    pub fn asm_sreg(&mut self) -> bool {
        if self.opts.flag("no-asm-sreg") {
            return false;
        }
        self.each_body(PassId::AsmSreg, |_, body, stats| {
            stats.asm_sregs += dialects::asmsreg::run_function(body);
        })
    }

    /// `byval-copy`: written kernel byval structs get their copy in the IR
    /// (see [`dialects::byvalcopy`]).
    pub fn byval_copy(&mut self) -> bool {
        if self.opts.flag("no-byval-copy") {
            return false;
        }
        let mut ran = false;
        for id in self.defined() {
            let name = self.m.funcs[id].name.clone();
            if !self.should_run(PassId::ByvalCopy, &format!("function (@{name})")) {
                continue;
            }
            self.stats.byval_copies += dialects::byvalcopy::run_function(&mut self.m.funcs[id]);
            ran = true;
        }
        ran
    }

    /// `simplifycfg`: [`dialects::simplifycfg`] on every function.
    pub fn simplifycfg(&mut self) -> bool {
        if self.opts.flag("no-simplifycfg") {
            return false;
        }
        self.each_body(PassId::SimplifyCfg, |_, body, stats| {
            stats.simplified += usize::from(dialects::simplifycfg::simplify(body));
        })
    }

    /// Runs `f` on the body of every defined function the bisection lets
    /// `pass` change; true when it ran on any.
    pub(super) fn each_body(
        &mut self,
        pass: PassId,
        mut f: impl FnMut(&str, &mut Body, &mut PipelineStats),
    ) -> bool {
        let mut ran = false;
        for id in self.defined() {
            let name = self.m.funcs[id].name.clone();
            if !self.should_run(pass, &format!("function (@{name})")) {
                continue;
            }
            if let Some(body) = self.m.funcs[id].body.as_mut() {
                f(&name, body, &mut self.stats);
                ran = true;
            }
        }
        ran
    }

    /// `loop-unroll`: seed 001's cascade for constant trip counts (see
    /// [`dialects::unroll`]); remarks per loop.
    pub fn loop_unroll(&mut self, spec: &super::text::PassSpec) -> bool {
        if self.opts.flag("no-loopunroll") {
            return false;
        }
        let level_threshold = if spec.has_flag("O1") { 150 } else { 405 };
        let threshold = match self.opts.int("unroll-threshold") {
            t if t < 0 => level_threshold,
            t => usize::try_from(t).unwrap_or(usize::MAX),
        };
        let full_max_count = spec
            .value("full-unroll-max")
            .and_then(|v| v.parse().ok())
            .or_else(|| u64::try_from(self.opts.int("unroll-full-max-count")).ok())
            .unwrap_or(u64::MAX);
        let cfg = dialects::unroll::UnrollConfig {
            threshold,
            pragma_threshold: usize::try_from(self.opts.int("pragma-unroll-threshold"))
                .unwrap_or(0),
            full_max_count,
            assumed_size: u64::try_from(self.opts.int("unroll-assumed-size")).unwrap_or(4),
            runtime: (self.opts.flag("unroll-runtime") || spec.has_flag("runtime"))
                && !spec.has_flag("no-runtime"),
            runtime_threshold: usize::try_from(self.opts.int("runtime-unroll-threshold"))
                .unwrap_or(0),
            partial_threshold: usize::try_from(self.opts.int("unroll-partial-threshold"))
                .unwrap_or(150),
            count: {
                let forced = usize::try_from(self.opts.int("unroll-count")).unwrap_or(4);
                let cap = usize::try_from(self.opts.int("unroll-max-count")).unwrap_or(usize::MAX);
                forced.min(cap)
            },
            allow_partial: (self.opts.flag("unroll-allow-partial") || spec.has_flag("partial"))
                && !spec.has_flag("no-partial"),
            runtime_convergent: self.opts.flag("unroll-runtime-convergent"),
            max_upperbound: u64::try_from(self.opts.int("unroll-max-upperbound")).unwrap_or(8),
            pragma_upperbound: u64::try_from(self.opts.int("max-pragma-upperbound-unroll"))
                .unwrap_or(64),
            max_analyze: u64::try_from(self.opts.int("unroll-max-iteration-count-to-analyze"))
                .unwrap_or(10),
            max_boost: usize::try_from(self.opts.int("unroll-max-percent-threshold-boost"))
                .unwrap_or(400),
            flat_threshold: u64::try_from(self.opts.int("flat-loop-tripcount-threshold"))
                .unwrap_or(5),
            peel_count: usize::try_from(self.opts.int("unroll-peel-count"))
                .unwrap_or(0)
                .min(MAX_PEEL),
            allow_remainder: self.opts.flag("unroll-allow-remainder"),
            full_only: spec.has_flag("full-only"),
            waterfall_epilogue: self.opts.flag("waterfall-unrolling-force-epilogue"),
            runtime_epilog: self.opts.flag("unroll-runtime-epilog"),
        };
        let want = self.remarks.wants(PassId::LoopUnroll.name()).any();
        let mut remarks = Vec::new();
        // Kernels' launch configurations for the pressure-aware factors
        // (`-unroll-pressure-aware`); device functions are unrolled as the
        // cascade says, their callers' pressure unknown here.
        let aware = self.opts.flag("unroll-pressure-aware");
        let launch = self.kernel_launches(aware);
        let ran = self.each_body(PassId::LoopUnroll, |name, body, stats| {
            let check = launch.get(name).map(|(kc, sm)| pressure_fit(kc, *sm));
            let decisions = dialects::unroll::unroll_function_with(
                body,
                &cfg,
                check
                    .as_ref()
                    .map(|c| c as &dyn Fn(&dialects::ir::Body) -> dialects::unroll::PressureFit),
            );
            // Unrolled bodies index local arrays by constants: SROA and
            // mem2reg again where something unrolled.
            let unrolled = decisions
                .iter()
                .filter(|d| !matches!(d.outcome, dialects::unroll::Outcome::Kept(_)))
                .count();
            if unrolled > 0 {
                dialects::sroa::run_function(body);
                dialects::mem2reg::run_function(body);
            }
            stats.unrolled += unrolled;
            if want {
                remarks.extend(decisions.into_iter().map(|d| unroll_remark(name, d)));
            }
        });
        for r in remarks {
            self.remarks.emit(r);
        }
        ran
    }

    /// Each kernel's launch configuration and the target (none unless
    /// `wanted`), for the loop passes' register predictions.
    pub(super) fn kernel_launches(
        &self,
        wanted: bool,
    ) -> std::collections::HashMap<String, (cost::model::KernelConfig, cost::tables::Sm)> {
        let sm = self.cfg.arch.unwrap_or(cost::tables::Sm::Sm80);
        self.m
            .funcs
            .values()
            .filter(|f| wanted && f.kernel && f.body.is_some())
            .map(|f| {
                let kc = cost::model::KernelConfig::for_function(self.m, f, sm, None);
                (f.name.clone(), (kc, sm))
            })
            .collect()
    }

    /// `loop-reduce`: addresses affine in an induction variable become
    /// pointer induction variables (see [`rewrites::lsr`]).
    pub fn loop_reduce(&mut self) -> bool {
        if self.opts.flag("disable-lsr") {
            return false;
        }
        let dump = self.opts.flag("dump-lsr");
        let launch = self.kernel_launches(self.opts.flag("lsr-pressure-aware"));
        self.each_body(PassId::LoopReduce, |name, body, stats| {
            // Pointer IVs are loop-carried registers: in a kernel the
            // predictor says already spills under its cap, where they would
            // add live values, the addresses stay.
            // Only a kernel with a register cap (`maxnreg`, or launch
            // bounds' blocks per SM) can spill under it; only one that
            // does is tried on a copy first.
            let fit = launch
                .get(name)
                .filter(|(kc, _)| kc.bounds.maxnreg.is_some() || kc.bounds.minctasm.is_some())
                .map(|(kc, sm)| lsr_fit(kc, *sm));
            let old_fit = fit.as_ref().map(|f| f(body)).filter(|f| f.spills);
            let mut trial = old_fit.as_ref().map(|_| body.clone());
            let work = trial.as_mut().unwrap_or(body);
            let done = rewrites::lsr::reduce(work);
            let groups = rewrites::ivshare::share(work);
            if let (Some(fit), Some(old_fit), Some(new)) = (&fit, old_fit, trial) {
                let new_fit = fit(&new);
                if new_fit.loses(&old_fit) && !done.is_empty() {
                    if dump {
                        eprintln!(
                            "loop-reduce @{name}: addresses kept: pointer IVs would raise the \
                             kernel's max-live from {} to {}, over its register cap",
                            old_fit.max_live, new_fit.max_live,
                        );
                    }
                    return;
                }
                *body = new;
            }
            if dump {
                for r in &done {
                    let stride = r
                        .stride
                        .map_or("a loop-invariant stride".into(), |s| format!("stride {s}"));
                    let header = body.dfg.block_names[r.header]
                        .clone()
                        .unwrap_or_else(|| r.header.to_string());
                    let chain = r
                        .chain
                        .map_or(String::new(), |c| format!("{c} x a loop-invariant distance + "));
                    if r.narrow {
                        eprintln!(
                            "loop-reduce @{name}: index {} in the loop at ^{header} = index IV {}",
                            value_label(body, r.addr),
                            r.iv,
                        );
                        continue;
                    }
                    eprintln!(
                        "loop-reduce @{name}: {} in the loop at ^{header} = pointer IV {} + {chain}{} ({stride})",
                        value_label(body, r.addr),
                        r.iv,
                        r.offset
                    );
                }
            }
            stats.lsr += done.len();
            for g in groups {
                if dump {
                    let header = body.dfg.block_names[g.header]
                        .clone()
                        .unwrap_or_else(|| g.header.to_string());
                    eprintln!(
                        "loop-reduce @{name}: {} pointers in the loop at ^{header} advance by one stride: {} IV {} + loop-invariant {}",
                        g.pointers,
                        if g.common_base { "pointer" } else { "offset" },
                        g.iv,
                        if g.common_base { "offsets" } else { "bases" }
                    );
                }
                stats.lsr += g.pointers;
            }
        })
    }

    /// `select-kernels<kernels=a,b>`: kernels not named stop being kernels
    /// (globaldce then removes them); naming a kernel the module lacks is
    /// an input error. Without names it does nothing.
    pub fn select_kernels(&mut self, names: &[String]) -> Result<bool, CompileError> {
        if names.is_empty() {
            return Ok(false);
        }
        let kernels: Vec<String> = self.m.kernels().map(|(_, f)| f.name.clone()).collect();
        if let Some(n) = names.iter().find(|n| !kernels.contains(n)) {
            let known = if kernels.is_empty() {
                "none".to_string()
            } else {
                kernels.join(", ")
            };
            return Err(CompileError::Input(vec![Diagnostic::bare(
                self.file,
                format!("--kernels: no kernel named '{n}' (kernels: {known})"),
            )]));
        }
        let what = self.module_what();
        if !self.should_run(PassId::SelectKernels, &what) {
            return Ok(false);
        }
        for f in self.m.funcs.values_mut() {
            if f.kernel && !names.contains(&f.name) {
                f.kernel = false;
            }
        }
        self.whole_program = true;
        Ok(true)
    }

    /// `globaldce`: removes functions no root reaches (see [`super::dce`]).
    /// `inline`: device functions inlined by [`dialects::inline`]'s policy;
    /// internal functions left without uses are removed.
    pub fn inline(&mut self) -> bool {
        if self.opts.flag("no-inline")
            || self.opts.flag("no-inline-b")
            || self.opts.flag("no-inline-c")
        {
            return false;
        }
        let what = self.module_what();
        if !self.should_run(PassId::Inline, &what) {
            return false;
        }
        let threshold = usize::try_from(self.opts.int("inline-threshold")).unwrap_or(0);
        let report = dialects::inline::run(self.m, threshold);
        if self.remarks.wants(PassId::Inline.name()).any() {
            for i in &report.inlined {
                self.remarks.emit(Remark {
                    kind: RemarkKind::Passed,
                    pass: PassId::Inline.name(),
                    name: "Inlined",
                    function: i.caller.clone(),
                    message: format!(
                        "'{}' inlined into '{}' with (cost={}, threshold={threshold})",
                        i.callee, i.caller, i.cost
                    ),
                });
            }
            for k in &report.kept {
                self.remarks.emit(Remark {
                    kind: RemarkKind::Missed,
                    pass: PassId::Inline.name(),
                    name: "NotInlined",
                    function: k.caller.clone(),
                    message: format!("'{}' not inlined into '{}': {}", k.callee, k.caller, k.why),
                });
            }
        }
        self.stats.inlined += report.inlined.len();
        if !report.inlined.is_empty() {
            let live = super::dce::reachable_functions(self.m, false);
            self.stats.functions_removed += super::dce::delete_dead(self.m, &live);
        }
        true
    }

    pub fn globaldce(&mut self) -> bool {
        let what = self.module_what();
        if !self.should_run(PassId::GlobalDce, &what) {
            return false;
        }
        let live = super::dce::reachable_functions(self.m, self.whole_program);
        self.stats.functions_removed += super::dce::delete_dead(self.m, &live);
        true
    }
}

/// mem2reg on one body: allocas promoted, and the remarks when `want`.
fn mem2reg_function(name: &str, body: &mut Body, want: bool, sroa: bool) -> (usize, Vec<Remark>) {
    let before: Vec<_> = if want {
        body.all_insts()
            .into_iter()
            .filter(|&i| body.dfg.insts[i].opcode == Opcode::Alloca)
            .collect()
    } else {
        Vec::new()
    };
    let mut n = dialects::mem2reg::run_function(body);
    // An alloca whose address went into another alloca's field escapes
    // until that one is promoted and its fields forwarded (Numba's range
    // iterators): forward, split and promote again while that frees any.
    for _ in 0..4 {
        if dialects::aggfold::fold_extracts(body) == 0 {
            break;
        }
        if sroa {
            dialects::sroa::run_function(body);
        }
        let more = dialects::mem2reg::run_function(body);
        n += more;
        if more == 0 {
            break;
        }
    }
    let mut remarks = Vec::new();
    if want {
        let after: BTreeSet<_> = body.all_insts().into_iter().collect();
        for i in before {
            let label = body
                .dfg
                .inst_result(i)
                .and_then(|v| body.dfg.value_names[v].clone())
                .map(|n| format!("%{n}"))
                .unwrap_or_else(|| i.to_string());
            let (kind, rname, message) = if after.contains(&i) {
                (
                    RemarkKind::Missed,
                    "NotPromoted",
                    format!("alloca {label} not promoted: it is not a scalar accessed only by plain loads and stores of its type"),
                )
            } else {
                (
                    RemarkKind::Passed,
                    "Promoted",
                    format!("promoted alloca {label} to SSA values"),
                )
            };
            remarks.push(Remark {
                kind,
                pass: PassId::Mem2reg.name(),
                name: rname,
                function: name.to_string(),
                message,
            });
        }
    }
    (n, remarks)
}

/// Verifies every function of `m` on `pool`; the errors in module order,
/// each as "FILE: error: verifier failed WHEN: ...".
pub fn verify_module_par(
    pool: &Pool,
    m: &Module,
    file: &str,
    when: &str,
) -> Result<(), CompileError> {
    let ids: Vec<FuncId> = m.funcs.keys().collect();
    let errs: Vec<_> = pool
        .map(ids, |id| dialects::verify::verify_function(m, id))
        .into_iter()
        .filter_map(Result::err)
        .flatten()
        .collect();
    if errs.is_empty() {
        return Ok(());
    }
    Err(CompileError::Input(
        errs.iter()
            .map(|e| Diagnostic::bare(file, format!("verifier failed {when}: {e}")))
            .collect(),
    ))
}

/// The most iterations `unroll-peel-count` peels (each is a copy of the
/// loop body).
const MAX_PEEL: usize = 64;

/// The remark of one unroll decision, in `function`.
fn unroll_remark(function: &str, d: dialects::unroll::Decision) -> Remark {
    use dialects::unroll::Outcome;
    let budget_name =
        |pragma: bool, other: &'static str| if pragma { "pragma budget" } else { other };
    let (kind, name, message) = match d.outcome {
        Outcome::Full { trip, size, budget, pragma, boost } => (
            RemarkKind::Passed,
            "FullyUnrolled",
            format!(
                "completely unrolled loop ^{} with {trip} iterations (size {size}{}, {} {budget})",
                d.header,
                if boost > 100 {
                    format!(" after folding, dynamic cost boost {boost}%")
                } else {
                    String::new()
                },
                budget_name(pragma, "threshold")
            ),
        ),
        Outcome::UpperBound { trip, size, budget, pragma } => (
            RemarkKind::Passed,
            "FullyUnrolled",
            format!(
                "completely unrolled loop ^{} with an upper bound of {trip} iterations, its early exits kept (size {size}, {} {budget})",
                d.header,
                budget_name(pragma, "threshold")
            ),
        ),
        Outcome::Runtime { factor, size, budget, pragma, trip, fit, prolog } => (
            RemarkKind::Passed,
            "RuntimeUnrolled",
            match trip {
                Some(tc) => format!(
                    "unrolled loop ^{} by a factor of {factor} with a trip count of {tc}, the original loop running the remainder ({}) (size {size}, {} {budget})",
                    d.header,
                    tc % factor as u64,
                    budget_name(pragma, "partial threshold")
                ),
                None => format!(
                    "unrolled loop ^{} by a factor of {factor} with a runtime trip count, the original loop as {} (size {size}, {} {budget})",
                    d.header,
                    if prolog { "prologue" } else { "epilogue" },
                    budget_name(pragma, "partial threshold")
                ),
            } + &fit.map_or(String::new(), |(rolled, unrolled)| {
                format!(
                    "; predicted {} registers and {} warps per SM rolled, {} and {} unrolled",
                    rolled.regs, rolled.warps, unrolled.regs, unrolled.warps
                )
            }),
        ),
        Outcome::Peeled { count } => (
            RemarkKind::Passed,
            "Peeled",
            format!(
                "peeled loop ^{} by {count} iterations (unroll-peel-count)",
                d.header
            ),
        ),
        Outcome::Kept(why) => (
            RemarkKind::Missed,
            "NotUnrolled",
            format!("loop ^{} not unrolled: {why}", d.header),
        ),
    };
    Remark {
        kind,
        pass: PassId::LoopUnroll.name(),
        name,
        function: function.to_string(),
        message,
    }
}

/// The register predictor as the loop passes consult it (`PressureCheck`):
/// predicted registers, warps per SM and spills of a kernel body launched
/// as `kc` says.
pub(super) fn pressure_fit(
    kc: &cost::model::KernelConfig,
    sm: cost::tables::Sm,
) -> impl Fn(&dialects::ir::Body) -> dialects::unroll::PressureFit + '_ {
    move |b| {
        let p = cost::pressure::Pressure::compute(b, &cost::pressure::PressureOptions::default());
        let pred = cost::pressure::predict_registers(&p, &kc.bounds, sm, kc.threads_per_block);
        let lc = cost::occupancy::LaunchConfig::new(pred.regs, kc.threads_per_block)
            .with_smem(kc.static_smem, kc.dynamic_smem);
        dialects::unroll::PressureFit {
            regs: pred.regs,
            warps: cost::occupancy::occupancy(sm, &lc).map_or(0, |o| o.warps),
            spills: pred.spills,
        }
    }
}

/// Whether the predictor puts `b`, launched as `kc` says, above the
/// registers a thread may use at full occupancy, or over its cap.
fn over_free_registers(
    b: &dialects::ir::Body,
    kc: &cost::model::KernelConfig,
    sm: cost::tables::Sm,
) -> bool {
    let p = cost::pressure::Pressure::compute(b, &cost::pressure::PressureOptions::default());
    let pred = cost::pressure::predict_registers(&p, &kc.bounds, sm, kc.threads_per_block);
    pred.spills || pred.regs > cost::pressure::free_register_budget(sm)
}

/// What loop-reduce weighs: the kernel's max-live values (the
/// prediction saturates on IR not yet through the e-graph) and whether
/// the prediction spills under the kernel's cap.
pub(super) struct LsrFit {
    max_live: u32,
    spills: bool,
}

impl LsrFit {
    /// Whether `self` (with pointer IVs) is worse than `old`: more live
    /// values where the kernel spills under its cap anyway, each one
    /// more spilled. (Lost warps are not weighed: predicted this early,
    /// before the e-graph, they fired on 8 corpus kernels that ptxas then
    /// ran at the same occupancy, kmeans_assign 24,344 -> 35,344 executed
    /// instructions.)
    fn loses(&self, old: &LsrFit) -> bool {
        old.spills && self.max_live > old.max_live
    }
}

fn lsr_fit(
    kc: &cost::model::KernelConfig,
    sm: cost::tables::Sm,
) -> impl Fn(&dialects::ir::Body) -> LsrFit + '_ {
    move |b| {
        let p = cost::pressure::Pressure::compute(b, &cost::pressure::PressureOptions::default());
        let pred = cost::pressure::predict_registers(&p, &kc.bounds, sm, kc.threads_per_block);
        LsrFit {
            max_live: pred.max_live,
            spills: pred.spills,
        }
    }
}

/// `%name` of a value for the passes' dumps, else its number.
fn value_label(body: &dialects::ir::Body, v: dialects::ir::Value) -> String {
    body.dfg.value_names[v]
        .as_ref()
        .map_or_else(|| v.to_string(), |n| format!("%{n}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pipeline::text;

    /// A body whose use comes before its definition: import would reject
    /// it, so it is parsed from generic IR, which does not verify.
    const BROKEN: &str = "module \"m\"\n\nfunc @f(%a: i32) -> i32 {\n^entry:\n  %y = nvvm.add %x, %a : i32\n  %x = nvvm.add %a, %a : i32\n  nvvm.ret %y\n}\n";

    fn run(pipeline: &str, verify_each: bool) -> Result<PipelineStats, CompileError> {
        let mut m = dialects::text::parse_module("t.wir", BROKEN).expect("parses");
        let cfg = RunConfig {
            verify_each,
            ..Default::default()
        };
        let opts = PassOptions::new();
        let mut timers = Timers::default();
        let mut remarks = Remarks::default();
        let mut cx = Context {
            m: &mut m,
            file: "t.wir",
            cfg: &cfg,
            opts: &opts,
            timers: &mut timers,
            remarks: &mut remarks,
            stats: PipelineStats::default(),
            whole_program: false,
            pool: &Pool::new(2, None, None),
            analyses: AnalysisCache::default(),
        };
        cx.run(&text::parse(pipeline).unwrap())?;
        Ok(cx.stats)
    }

    #[test]
    fn verify_each_names_the_pass_after_which_the_module_is_broken() {
        let e = run("mem2reg,globaldce", true).unwrap_err().to_string();
        assert!(
            e.starts_with("t.wir: error: verifier failed after mem2reg: in function @f"),
            "{e}"
        );
        let e = run("globaldce,mem2reg", true).unwrap_err().to_string();
        assert!(e.contains("verifier failed after globaldce"), "{e}");
        // Without --verify-each only an explicit verify pass notices.
        assert_eq!(run("mem2reg", false).unwrap().passes, ["mem2reg"]);
        let e = run("mem2reg,verify", false).unwrap_err().to_string();
        assert!(
            e.contains("verifier failed in pass verify (pass 2, after mem2reg)"),
            "{e}"
        );
    }

    #[test]
    fn dominator_trees_are_cached_until_a_pass_changes_the_cfg() {
        let src = "define void @k(ptr addrspace(1) %p, i1 %c) {\nentry:\n  %x = alloca i32\n  \
                   store i32 1, ptr %x\n  br i1 %c, label %a, label %b\na:\n  br label %b\nb:\n  \
                   %v = load i32, ptr %x\n  store i32 %v, ptr addrspace(1) %p\n  ret void\n}\n\
                   define void @dead() {\n  ret void\n}\n\
                   !nvvm.annotations = !{!0}\n!0 = !{ptr @k, !\"kernel\", i32 1}\n";
        let mut m = llvm::import::import("t.ll", src).unwrap();
        let (cfg, opts) = (RunConfig::default(), PassOptions::new());
        let (mut timers, mut remarks) = (Timers::default(), Remarks::default());
        let pool = Pool::new(2, None, None);
        let mut cx = Context {
            m: &mut m,
            file: "t.ll",
            cfg: &cfg,
            opts: &opts,
            timers: &mut timers,
            remarks: &mut remarks,
            stats: PipelineStats::default(),
            whole_program: false,
            pool: &pool,
            analyses: AnalysisCache::default(),
        };
        let ids: Vec<FuncId> = cx.m.funcs.keys().collect();
        let trees = |cx: &mut Context| {
            for &f in &ids {
                assert!(cx.analyses.dom_tree(cx.m, f).is_some());
            }
            cx.analyses.computed()
        };
        assert_eq!(trees(&mut cx), 2);
        assert_eq!(trees(&mut cx), 2, "cached");
        // mem2reg and the verifier keep blocks and edges: still cached.
        cx.run(&text::parse("mem2reg,verify").unwrap()).unwrap();
        assert_eq!(cx.stats.promoted, 1);
        assert_eq!(trees(&mut cx), 2);
        let t = cx.analyses.dom_tree(cx.m, ids[0]).unwrap();
        assert_eq!(t.rpo().len(), 3, "the cached tree still matches the CFG");
        // globaldce may delete and renumber functions: everything recomputed.
        cx.run(&text::parse("globaldce").unwrap()).unwrap();
        assert!(!cx.analyses.has_dom_tree(ids[0]));
        let live: Vec<FuncId> = cx.m.funcs.keys().collect();
        for f in live {
            cx.analyses.dom_tree(cx.m, f);
        }
        assert_eq!(cx.analyses.computed(), 2 + cx.m.funcs.len());
    }

    #[test]
    fn timers_keep_first_run_order() {
        let mut t = Timers::default();
        t.add("b", Duration::from_millis(2));
        t.add("a", Duration::from_millis(5));
        t.add("b", Duration::from_millis(1));
        assert_eq!(t.names(), ["b", "a"]);
        let r = t.report();
        assert!(r.contains("0.0030 ( 37.5%)           2  b"), "{r}");
        assert!(r.contains("0.0080 (100.0%)              Total"), "{r}");
    }
}
