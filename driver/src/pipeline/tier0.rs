//! The pass manager's entry points for seed 002's Tier 0 passes that are
//! passes of their own in warpsat (`sccp`, `adce`, `dse`, `memcpyopt`, `constmerge`,
//! `tailcallelim`) and for the -O3 escalation's `barrier-opt`. Each reads
//! its `-opt "-no-..."` switch; the work is in `dialects`.

use super::manager::Context;
use super::passes::PassId;

impl Context<'_> {
    /// `sccp`: values constant on every executable path become constants
    /// (see [`dialects::sccp`]).
    pub fn sccp(&mut self) -> bool {
        if self.opts.flag("no-sccp") {
            return false;
        }
        self.each_body(PassId::Sccp, |_, body, stats| {
            stats.sccp += dialects::sccp::run_function(body);
        })
    }

    /// `memcpyopt`: memory intrinsics forwarded, and small ones on allocas
    /// turned into loads and stores (see [`dialects::memcpyopt`]).
    pub fn memcpyopt(&mut self) -> bool {
        if self.opts.flag("no-memcpyopt") {
            return false;
        }
        self.each_body(PassId::MemCpyOpt, |_, body, stats| {
            stats.memcpyopt += dialects::memcpyopt::run_function(body);
        })
    }

    /// `adce`: dead instructions, parameters and branches go (see
    /// [`dialects::adce`]).
    pub fn adce(&mut self) -> bool {
        if ["no-adce-a", "no-adce-b", "no-adce-c"]
            .iter()
            .any(|k| self.opts.flag(k))
        {
            return false;
        }
        self.each_body(PassId::Adce, |_, body, stats| {
            stats.adce += dialects::adce::run_function(body);
        })
    }

    /// `dse`: stores nothing can read before they are overwritten, or
    /// into allocas nothing reads, go (see [`dialects::dse`]).
    pub fn dse(&mut self) -> bool {
        if self.opts.flag("no-dse") {
            return false;
        }
        self.each_body(PassId::Dse, |_, body, stats| {
            stats.dead_stores += dialects::dse::run_function(body);
        })
    }

    /// `barrier-opt`: a barrier repeating the previous one with no memory
    /// access between goes (see [`dialects::barrier`]).
    pub fn barrier_opt(&mut self) -> bool {
        if self.opts.flag("no-barrier-opt") {
            return false;
        }
        self.each_body(PassId::BarrierOpt, |_, body, stats| {
            stats.barriers_removed += dialects::barrier::run_function(body);
        })
    }

    /// `constmerge`: identical internal constant globals become one (see
    /// [`dialects::constmerge`]).
    pub fn constmerge(&mut self) -> bool {
        if self.opts.flag("no-constmerge") {
            return false;
        }
        let what = self.module_what();
        if !self.should_run(PassId::ConstMerge, &what) {
            return false;
        }
        self.stats.merged_constants += dialects::constmerge::run_module(self.m);
        true
    }

    /// `tailcallelim`: self-recursive tail calls become loops (see
    /// [`dialects::tailcallelim`]).
    pub fn tailcallelim(&mut self) -> bool {
        if self.opts.flag("no-tailcallelim") {
            return false;
        }
        let what = self.module_what();
        if !self.should_run(PassId::TailCallElim, &what) {
            return false;
        }
        self.stats.tail_calls += dialects::tailcallelim::run(self.m);
        true
    }

    /// `loop-unswitch`: loop-invariant conditions move out of their loops
    /// (see [`dialects::unswitch`]).
    pub fn loop_unswitch(&mut self) -> bool {
        if self.opts.flag("no-loop-unswitch") {
            return false;
        }
        let threshold = usize::try_from(self.opts.int("unswitch-threshold")).unwrap_or(0);
        let cfg = dialects::unswitch::UnswitchConfig {
            threshold,
            non_trivial: threshold > 0,
            innermost_only: self.opts.flag("unswitch-innermost-only"),
        };
        self.each_body(PassId::LoopUnswitch, |_, body, stats| {
            stats.unswitched += dialects::unswitch::run_function(body, &cfg);
        })
    }

    /// `loop-index-split`: loops split where a branch compares their
    /// counter (see [`dialects::indexsplit`]).
    pub fn loop_index_split(&mut self) -> bool {
        if self.opts.flag("no-loopindexsplit") {
            return false;
        }
        let cfg = dialects::indexsplit::IndexSplitConfig::default();
        self.each_body(PassId::LoopIndexSplit, |_, body, stats| {
            stats.index_split += dialects::indexsplit::run_function(body, &cfg);
        })
    }
}
