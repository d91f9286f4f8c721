//! `nv-remat-block`: machine-level rematerialization on the ptx dialect
//! (seed 000, "Do Remat Machine Block"), after instruction selection.
//!
//! Each iteration measures max-live per block (reverse walk, 64-bit
//! registers count 2). Blocks above the target whose live-out registers
//! make up at least `nv-remat-block-liveout-min-percentage` of their peak
//! are the hot blocks; their live-out registers are the candidates. A
//! candidate is pullable when [`classify`] says so; its cost is the
//! per-SM latency of what a pull-in clones, per block that reads it,
//! weighted by `nv-remat-block-loop-cost-factor` for each loop level the
//! clone sits deeper than the definition. Candidates over the caps
//! (`-single-cost` per register, `-map-size-limit` instructions per
//! clone site) drop out; the rest are taken cheapest first, for each hot
//! block until the registers they take off its peak cover its excess,
//! while the iteration's total stays within `-max-cost`. Each one taken
//! is cloned before its first read in every block that reads it, and the
//! original definition goes when nothing reads it any more. An iteration
//! that does not lower the total excess is undone; at most
//! `nv-remat-max-times` run.
//!
//! The `nv-remat-block` bitmask (the seed names bits 0-3 without saying
//! what each does; this is warpsat's reading): bit 1 pulls in live-out
//! registers (without it the pass only measures), bit 2 gives the second
//! chance, bit 3 lets special-register reads be pulled once max-live
//! reaches `nv-remat-threshold-for-spec-reg`, bit 0 ignores the cost caps.
//! The default, 14, is all but bit 0.

pub mod classify;
pub(crate) mod pull;

use cost::occupancy::{max_regs_for_blocks, LaunchConfig};
use cost::tables::{LatKey, Sm, Tables};
use cranelift_entity::{EntityRef, SecondaryMap};
use ptx::analysis::{max_live, natural_loops, reg_words, MaxLive, PtxDominators, RegSet};
use ptx::{PBlock, PtxFunction, PtxInst, PtxOp, Qual, Reg, RegClass};
use rustc_hash::FxHashMap;

pub use classify::{Status, Why, MAX_DEPTH};

/// Bit 0 of `nv-remat-block`: the cost caps do not apply.
pub const MODE_UNCAPPED: u32 = 1;
/// Bit 1: live-out registers of hot blocks are pulled in.
pub const MODE_PULL: u32 = 2;
/// Bit 2: registers waiting for their operands get a second chance.
pub const MODE_SECOND_CHANCE: u32 = 4;
/// Bit 3: special-register reads may be pulled in.
pub const MODE_SPECIAL: u32 = 8;

/// The pass's knobs (seed 000's machine-level options, same defaults).
#[derive(Clone, Debug)]
pub struct Options {
    /// `nv-remat-block`: the mode bitmask (0: off).
    pub mode: u32,
    /// `nv-remat-max-times`.
    pub max_times: u32,
    /// `nv-remat-block-single-cost`: the most one register's pull-in may cost.
    pub single_cost: u64,
    /// `nv-remat-block-map-size-limit`: the most instructions one clone site takes.
    pub map_size_limit: usize,
    /// `nv-remat-block-max-cost`: the most an iteration's pull-ins may cost together.
    pub max_cost: u64,
    /// `nv-remat-block-liveout-min-percentage`.
    pub liveout_min_percentage: u32,
    /// `nv-remat-block-loop-cost-factor`.
    pub loop_cost_factor: u64,
    /// `nv-remat-default-max-reg`: the target without a tighter one.
    pub default_max_reg: u32,
    /// `nv-remat-block-load-cost`.
    pub load_cost: u64,
    /// `nv-remat-threshold-for-spec-reg`.
    pub spec_reg_threshold: u32,
    /// `nv-dump-remat-block`.
    pub dump: bool,
    /// `nv-remat-check-internal-live`: registers live across a hot
    /// block's peak are candidates too, not only its live-out ones.
    pub check_internal_live: bool,
    /// `load-remat`: loads of read-only memory may be pulled in.
    pub load_remat: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            mode: 14,
            max_times: 10,
            single_cost: 10,
            map_size_limit: 6,
            max_cost: 100,
            liveout_min_percentage: 70,
            loop_cost_factor: 20,
            default_max_reg: 70,
            load_cost: 10,
            spec_reg_threshold: 20,
            dump: false,
            check_internal_live: false,
            load_remat: true,
        }
    }
}

/// One register pulled in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pulled {
    /// Its name (`rd17`).
    pub reg: String,
    /// Its cost.
    pub cost: u64,
    /// Blocks it was cloned into.
    pub sites: usize,
}

/// What the pass did to one function.
#[derive(Clone, Debug, Default)]
pub struct Report {
    /// The dump (`nv-dump-remat-block`), a line each.
    pub log: Vec<String>,
    /// Max-live before.
    pub before: u32,
    /// Max-live after.
    pub after: u32,
    /// The target.
    pub target: u32,
    /// Iterations that changed the function.
    pub iterations: u32,
    /// Registers pulled in, in order.
    pub pulled: Vec<Pulled>,
    /// Instructions inserted less instructions removed.
    pub net_insts: i64,
}

/// The max-live target of `f`: `nv-remat-default-max-reg`, lowered to the
/// kernel's `.maxnreg` or to what `.minnctapersm` (with `.maxntid`, else
/// `threads`) leaves per thread.
pub fn target(f: &PtxFunction, sm: Sm, opts: &Options, threads: u32) -> u32 {
    let mut t = opts.default_max_reg;
    let d = &f.directives;
    if let Some(m) = d.maxnreg.filter(|&m| m > 0) {
        t = t.min(m);
    }
    if let Some(b) = d.minnctapersm.filter(|&b| b > 0) {
        let threads = d
            .reqntid
            .as_ref()
            .or(d.maxntid.as_ref())
            .map(|v| v.iter().map(|&x| x.max(1)).product())
            .unwrap_or(threads);
        if let Some(cap) = max_regs_for_blocks(sm, &LaunchConfig::new(0, threads), b) {
            t = t.min(cap);
        }
    }
    t
}

/// Loop nesting depth of each block.
fn loop_depth(f: &PtxFunction, ml: &MaxLive) -> SecondaryMap<PBlock, u32> {
    let mut d: SecondaryMap<PBlock, u32> = SecondaryMap::new();
    for l in natural_loops(f, &ml.cfg) {
        for b in l {
            d[b] += 1;
        }
    }
    d
}

/// Cost of cloning one instruction on `sm`: its latency in units of the
/// integer ALU's (at least 1), the load cost for a load of read-only
/// memory (a kernel parameter, which SASS reads from the constant bank as
/// an operand, costs 1), 2 for a special-register read; doubled for a
/// 64-bit result.
fn inst_cost(f: &PtxFunction, i: &PtxInst, sm: Sm, opts: &Options) -> u64 {
    let t = Tables::embedded();
    let lat = |k: LatKey| t.latency(sm, k).map_or(4.0, |x| x.entry.cycles);
    let base = match i.op.op() {
        PtxOp::Ld if i.op.has(Qual::Param) && f.is_entry => 1,
        PtxOp::Ld | PtxOp::Ldu => opts.load_cost,
        _ if classify::special_read(i) => 2,
        _ => {
            let class = cost::ptx::ptx_inst_class(i);
            let l = class.latency_key().map_or(4.0, lat);
            (l / lat(LatKey::IntAlu)).ceil().max(1.0) as u64
        }
    };
    let wide = matches!(i.operands.first(), Some(ptx::Operand::Reg(r))
        if matches!(f.reg_class(*r), RegClass::B64 | RegClass::F64));
    base * if wide { 2 } else { 1 }
}

/// A candidate's plan: its cost and, per clone site, the block.
struct Plan {
    reg: Reg,
    cost: u64,
    sites: Vec<(PBlock, usize, usize)>,
    /// The last read in the defining block after the definition, which
    /// keeps the original there (no clone site in that block).
    def_last: Option<usize>,
}

fn excess(ml: &MaxLive, f: &PtxFunction, target: u32) -> u64 {
    f.layout
        .iter()
        .map(|&b| u64::from(ml.blocks[b].max.saturating_sub(target)))
        .sum()
}

/// True when pulling `p` in takes its register off block `b`'s peak.
fn gains(ml: &MaxLive, defs: &classify::Defs, p: &Plan, b: PBlock) -> bool {
    let bm = &ml.blocks[b];
    if !bm.at_peak.contains(p.reg) {
        return false;
    }
    let Some(k) = bm.peak else { return true };
    let d = defs.site[p.reg].expect("pullable");
    let range = p
        .sites
        .iter()
        .find(|s| s.0 == b)
        .map(|s| (s.1, s.2))
        .or_else(|| {
            // The defining block keeps the original from its definition to
            // its last local read.
            (d.block == b).then(|| (d.stmt, p.def_last.unwrap_or(d.stmt)))
        });
    match range {
        Some((lo, hi)) => k < lo || k > hi,
        None => true,
    }
}

/// Runs `nv-remat-block` on `f` for `sm` (`threads`: the block size to
/// assume where the kernel's directives give none).
pub fn run(f: &mut PtxFunction, sm: Sm, opts: &Options, threads: u32) -> Report {
    let mut rep = Report {
        target: target(f, sm, opts, threads),
        ..Report::default()
    };
    let t = rep.target;
    let mut next: FxHashMap<String, u32> = FxHashMap::default();
    let start_insts = f.insts().count() as i64;
    let mut ml = max_live(f);
    rep.before = ml.max;
    for _ in 0..opts.max_times.max(1) {
        rep.log.push(format!(
            "Max-Live-Function({}) = {}",
            f.layout.len(),
            ml.max
        ));
        if ml.max <= t || opts.mode & MODE_PULL == 0 {
            break;
        }
        let hot: Vec<PBlock> = f
            .layout
            .iter()
            .copied()
            .filter(|&b| {
                let bm = &ml.blocks[b];
                let out: u32 = bm.live_out.iter().map(|r| reg_words(f.reg_class(r))).sum();
                bm.max > t
                    && (opts.check_internal_live
                        || u64::from(out) * 100
                            >= u64::from(opts.liveout_min_percentage) * u64::from(bm.max))
            })
            .collect();
        let mut cands = RegSet::with_capacity(f.regs.len());
        for &b in &hot {
            let bm = &ml.blocks[b];
            rep.log.push(format!(
                "Block {}: max-live = {}, live-out = {}",
                block_name(f, b),
                bm.max,
                bm.live_out.len()
            ));
            cands.union_with(&bm.live_out);
            if opts.check_internal_live {
                cands.union_with(&bm.at_peak);
            }
        }
        let cand_list: Vec<Reg> = cands
            .iter()
            .filter(|&r| f.reg_class(r) != RegClass::Pred)
            .collect();
        let defs = classify::Defs::new(f);
        let specials = opts.mode & MODE_SPECIAL != 0 && ml.max >= opts.spec_reg_threshold;
        let cls = classify::classify(
            f,
            &defs,
            opts,
            specials,
            opts.mode & MODE_SECOND_CHANCE != 0,
            &cand_list,
        );
        rep.log.push(format!(
            "After pre-check, {} good candidates, {} given second-chance",
            cls.good, cls.second
        ));
        if opts.mode & MODE_SECOND_CHANCE != 0 {
            rep.log
                .push(format!("ADD {} candidates from second-chance", cls.added));
        }
        let multi: Vec<String> = cand_list
            .iter()
            .filter(|&&r| cls.status[r] == Status::Rejected(Why::MultiDef))
            .map(|&r| format!("%{}", f.regs[r].name))
            .collect();
        if !multi.is_empty() {
            rep.log
                .push(format!("MULTIDEF: {} ({})", multi.len(), multi.join(" ")));
        }
        for &r in &cand_list {
            if let Status::Rejected(w) = cls.status[r] {
                if w != Why::MultiDef {
                    rep.log
                        .push(format!("Rejected %{}: {}", f.regs[r].name, w.word()));
                }
            }
        }
        let pullable: Vec<Reg> = cand_list
            .iter()
            .copied()
            .filter(|&r| matches!(cls.status[r], Status::Pullable(_)))
            .collect();
        rep.log.push(format!(
            "Total Pullable before considering cost: {}",
            pullable.len()
        ));
        let dom = PtxDominators::new(f, &ml.cfg);
        let depth = loop_depth(f, &ml);
        let live_in: SecondaryMap<PBlock, RegSet> = {
            let mut m = SecondaryMap::new();
            for &b in &f.layout {
                m[b] = ml.blocks[b].live_in.clone();
            }
            m
        };
        let none = RegSet::with_capacity(f.regs.len());
        let uncapped = opts.mode & MODE_UNCAPPED != 0;
        let mut plans: Vec<Plan> = Vec::new();
        for &r in &pullable {
            let av = pull::Avail {
                live_in: &live_in,
                dom: &dom,
                pulled: &none,
            };
            let sites = pull::sites(f, &defs, r);
            let d = defs.site[r].expect("pullable").block;
            let def_last = pull::use_blocks(f, r)
                .into_iter()
                .find(|u| u.0 == d && !sites.iter().any(|s| s.0 == d))
                .map(|u| u.2);
            let mut cost = 0u64;
            let mut fits = true;
            for &(b, at, _) in &sites {
                let chain = pull::chain(f, &defs, &av, r, b, at);
                fits &= chain.len() <= opts.map_size_limit;
                let c: u64 = chain
                    .iter()
                    .map(|&x| inst_cost(f, defs.inst(f, x).expect("def"), sm, opts))
                    .sum();
                let deeper = depth[b].saturating_sub(depth[d]);
                let w = opts.loop_cost_factor.max(1).saturating_pow(deeper);
                cost = cost.saturating_add(c.saturating_mul(w));
            }
            let verdict = if sites.is_empty() {
                " (read only after its definition, in its block)"
            } else if !fits {
                " (map size over the limit)"
            } else if !uncapped && cost > opts.single_cost {
                " (over the single cost)"
            } else {
                ""
            };
            rep.log.push(format!(
                "Candidate %{}: cost {} in {} block(s){verdict}",
                f.regs[r].name,
                cost,
                sites.len()
            ));
            if !sites.is_empty() && fits && (uncapped || cost <= opts.single_cost) {
                plans.push(Plan {
                    reg: r,
                    cost,
                    sites,
                    def_last,
                });
            }
        }
        rep.log.push(format!("Pullable: {}", plans.len()));
        plans.sort_by_key(|p| {
            (
                p.cost,
                std::cmp::Reverse(reg_words(f.reg_class(p.reg))),
                p.reg,
            )
        });
        let mut hot_by_excess = hot.clone();
        hot_by_excess.sort_by_key(|&b| (std::cmp::Reverse(ml.blocks[b].max), b));
        let mut chosen: Vec<usize> = Vec::new();
        let mut total = 0u64;
        'blocks: for &b in &hot_by_excess {
            let need = ml.blocks[b].max - t;
            let mut got: u32 = chosen
                .iter()
                .filter(|&&k| gains(&ml, &defs, &plans[k], b))
                .map(|&k| reg_words(f.reg_class(plans[k].reg)))
                .sum();
            for (k, p) in plans.iter().enumerate() {
                if got >= need {
                    break;
                }
                if chosen.contains(&k) || !gains(&ml, &defs, p, b) {
                    continue;
                }
                if !uncapped && total + p.cost > opts.max_cost {
                    break 'blocks;
                }
                total += p.cost;
                got += reg_words(f.reg_class(p.reg));
                chosen.push(k);
            }
        }
        rep.log.push(format!(
            "Really Final Pull-in: {} ({})",
            chosen.len(),
            total
        ));
        if chosen.is_empty() {
            break;
        }
        let snapshot = f.clone();
        let read_before = pull::read_counts(f);
        let mut pulled = RegSet::with_capacity(f.regs.len());
        for &k in &chosen {
            pulled.insert(plans[k].reg);
        }
        for &k in &chosen {
            let av = pull::Avail {
                live_in: &live_in,
                dom: &dom,
                pulled: &pulled,
            };
            pull::pull(f, &av, &cls.status, plans[k].reg, &mut next);
        }
        pull::remove_dead(f, &cls.status, &read_before);
        let after = max_live(f);
        if after.max > ml.max || excess(&after, f, t) >= excess(&ml, f, t) {
            rep.log
                .push("no progress: the iteration is undone".to_string());
            *f = snapshot;
            break;
        }
        for &k in &chosen {
            let p = &plans[k];
            rep.pulled.push(Pulled {
                reg: f.regs[p.reg].name.clone(),
                cost: p.cost,
                sites: p.sites.len(),
            });
        }
        rep.iterations += 1;
        ml = after;
    }
    rep.after = ml.max;
    rep.net_insts = f.insts().count() as i64 - start_insts;
    rep
}

fn block_name(f: &PtxFunction, b: PBlock) -> String {
    f.blocks[b]
        .label
        .clone()
        .unwrap_or_else(|| format!("#{}", b.index()))
}
