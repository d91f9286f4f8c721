//! The machine pass `nv-remat-block` as a stage after instruction
//! selection: its knobs read from `-opt`, its dump on standard error
//! (`-nv-dump-remat-block=1`), its remarks (`-Rpass=nv-remat-block`).

use cost::tables::Sm;
use isel::remat_block::{self, Options, Report};

use super::remarks::{Remark, RemarkKind};
use super::{Context, PassOptions};

const PASS: &str = "nv-remat-block";

/// The pass's options from the `-opt` knobs.
pub fn options(o: &PassOptions) -> Options {
    let u = |n: &str| o.int(n).max(0) as u64;
    Options {
        mode: u("nv-remat-block") as u32,
        max_times: u("nv-remat-max-times") as u32,
        single_cost: u("nv-remat-block-single-cost"),
        map_size_limit: u("nv-remat-block-map-size-limit") as usize,
        max_cost: u("nv-remat-block-max-cost"),
        liveout_min_percentage: u("nv-remat-block-liveout-min-percentage") as u32,
        loop_cost_factor: u("nv-remat-block-loop-cost-factor"),
        default_max_reg: u("nv-remat-default-max-reg") as u32,
        load_cost: u("nv-remat-block-load-cost"),
        spec_reg_threshold: u("nv-remat-threshold-for-spec-reg") as u32,
        dump: o.flag("nv-dump-remat-block"),
        check_internal_live: o.flag("nv-remat-check-internal-live"),
        load_remat: o.flag("load-remat"),
    }
}

/// Block size assumed for a kernel without `.maxntid`/`.reqntid` (the
/// occupancy model's default elsewhere too).
const DEFAULT_THREADS: u32 = 256;

impl Context<'_> {
    /// Runs `nv-remat-block` over the functions of `m` (nothing when the
    /// knob is 0), timed and, when it changed a function, recorded in the
    /// pipeline's statistics.
    pub fn remat_block(&mut self, m: &mut ptx::PtxModule, arch: &str) {
        let opts = options(self.opts);
        let Ok(sm) = Sm::parse(arch) else {
            return;
        };
        if opts.mode == 0 {
            return;
        }
        let t = std::time::Instant::now();
        if self.remat_block_functions(m, sm, &opts) {
            self.stats.passes.push(PASS);
        }
        self.timers.add(PASS, t.elapsed());
    }

    fn remat_block_functions(&mut self, m: &mut ptx::PtxModule, sm: Sm, opts: &Options) -> bool {
        let want = self.remarks.wants(PASS).any();
        let mut changed = false;
        for f in m.funcs.iter_mut().filter(|f| !f.is_decl) {
            if self.opts.excludes("no-mi-remat", &f.name) {
                if opts.dump {
                    eprintln!(
                        "{PASS}: Skip machine-instruction rematerialization on {}",
                        f.name
                    );
                }
                continue;
            }
            let rep = remat_block::run(f, sm, opts, DEFAULT_THREADS);
            changed |= rep.iterations > 0;
            if opts.dump {
                for l in &rep.log {
                    eprintln!("{PASS} @{}: {l}", f.name);
                }
            }
            if want {
                self.remat_block_remarks(&f.name, &rep);
            }
        }
        changed
    }

    fn remat_block_remarks(&mut self, func: &str, rep: &Report) {
        for p in &rep.pulled {
            self.remarks.emit(Remark {
                kind: RemarkKind::Passed,
                pass: PASS,
                name: "PulledIn",
                function: func.to_string(),
                message: format!(
                    "pulled in %{} at its reads in {} block(s), cost {}",
                    p.reg, p.sites, p.cost
                ),
            });
        }
        if rep.after > rep.target && rep.before > rep.target {
            self.remarks.emit(Remark {
                kind: RemarkKind::Missed,
                pass: PASS,
                name: "TargetMissed",
                function: func.to_string(),
                message: format!(
                    "max-live {} stays above the target {} (was {})",
                    rep.after, rep.target, rep.before
                ),
            });
        }
        self.remarks.emit(Remark {
            kind: RemarkKind::Analysis,
            pass: PASS,
            name: "MaxLive",
            function: func.to_string(),
            message: format!(
                "max-live {} -> {} (target {}), {} register(s) pulled in, {:+} instruction(s)",
                rep.before,
                rep.after,
                rep.target,
                rep.pulled.len(),
                rep.net_insts
            ),
        });
    }
}
