//! `loop-vectorize` (seed 003): the pass's knobs, its run over every body
//! and its remarks (see [`dialects::vectorize`]).

use dialects::vectorize::{Alignment, Decision, Outcome, VectorizeConfig};

use super::manager::Context;
use super::passes::PassId;
use super::remarks::{Remark, RemarkKind};

impl Context<'_> {
    /// The vectorizer's configuration from `-opt` knobs.
    fn vectorize_config(&self) -> VectorizeConfig {
        let uint = |name: &str| u64::try_from(self.opts.int(name)).unwrap_or(0);
        VectorizeConfig {
            enabled: self.opts.flag("vectorize-loops"),
            min_trip: uint("vectorizer-min-trip-count"),
            early_exit: self.opts.flag("enable-early-exit-vectorization"),
            force_outer: self.opts.flag("force-vector-width-outer"),
            epilogue: self.opts.flag("enable-epilogue-vectorization"),
            epilogue_vf: uint("epilogue-vectorization-force-VF"),
            small_loop_cost: uint("small-loop-cost"),
            max_vector_interleave: uint("force-target-max-vector-interleave"),
            max_scalar_interleave: uint("force-target-max-scalar-interleave"),
            alignment: match self.opts.int("vectorize-varying-alignment") {
                0 => Alignment::Uniform,
                1 => Alignment::RowChecks,
                _ => Alignment::PerThread,
            },
        }
    }

    /// `loop-vectorize`: widens the memory accesses of counted innermost
    /// loops; one remark per loop considered.
    pub fn loop_vectorize(&mut self) -> bool {
        let cfg = self.vectorize_config();
        let want = self.remarks.wants(PassId::LoopVectorize.name()).any();
        let mut remarks = Vec::new();
        // Kernels' interleave counts are bounded by predicted registers;
        // device functions' callers are unknown here.
        let launch = self.kernel_launches(true);
        let ran = self.each_body(PassId::LoopVectorize, |name, body, stats| {
            let check = launch
                .get(name)
                .map(|(kc, sm)| super::manager::pressure_fit(kc, *sm));
            let decisions = dialects::vectorize::vectorize_function_with(
                body,
                &cfg,
                check
                    .as_ref()
                    .map(|c| c as &dyn Fn(&dialects::ir::Body) -> dialects::unroll::PressureFit),
            );
            stats.vectorized += decisions
                .iter()
                .filter(|d| matches!(d.outcome, Outcome::Vectorized { .. }))
                .count();
            if want {
                remarks.extend(decisions.into_iter().map(|d| remark(name, d)));
            }
        });
        for r in remarks {
            self.remarks.emit(r);
        }
        ran
    }
}

fn remark(function: &str, d: Decision) -> Remark {
    let message = format!("loop ^{}: {}", d.header, d.message());
    let (kind, name) = match &d.outcome {
        Outcome::Vectorized { vf: 1, .. } => (RemarkKind::Passed, "Interleaved"),
        Outcome::Vectorized { .. } => (RemarkKind::Passed, "Vectorized"),
        Outcome::Missed(m) => (RemarkKind::Missed, m.tag),
    };
    Remark {
        kind,
        pass: PassId::LoopVectorize.name(),
        name,
        function: function.to_string(),
        message,
    }
}
