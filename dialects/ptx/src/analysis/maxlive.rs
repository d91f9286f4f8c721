//! Max-live of a PTX function as a machine pass sees it: a reverse walk
//! of each block from its live-out set, in 32-bit register words (a 64-bit
//! register counts 2, a 128-bit one 4, predicates not at all: they live in
//! their own file). Unlike the cost model's pressure (`cost::ptx`), nothing
//! is discounted for what ptxas may rematerialize or keep in uniform
//! registers: this is the figure `nv-remat-block` lowers.

use cranelift_entity::{EntityRef, SecondaryMap};

use super::{defs_uses, reg_liveness, PtxCfg, RegSet};
use crate::{PBlock, PtxFunction, Reg, RegClass, Stmt};

/// 32-bit words one register of class `c` occupies (predicates: 0).
pub fn reg_words(c: RegClass) -> u32 {
    match c {
        RegClass::Pred => 0,
        RegClass::B16 | RegClass::B32 | RegClass::F32 => 1,
        RegClass::B64 | RegClass::F64 => 2,
        RegClass::B128 => 4,
    }
}

/// Max-live of one block.
#[derive(Clone, Debug, Default)]
pub struct BlockMaxLive {
    /// The largest number of words live at once.
    pub max: u32,
    /// The statement (index into the block's `stmts`) where `max` is
    /// first reached walking backwards; `None` when it is the block's
    /// exit.
    pub peak: Option<usize>,
    /// Registers live at the peak: those live across the statement (its
    /// results included) or into it, whichever set is larger.
    pub at_peak: RegSet,
    /// Registers live on entry.
    pub live_in: RegSet,
    /// Registers live on exit.
    pub live_out: RegSet,
}

/// Max-live of a function.
#[derive(Clone, Debug, Default)]
pub struct MaxLive {
    /// The CFG it was computed on.
    pub cfg: PtxCfg,
    /// Per laid-out block.
    pub blocks: SecondaryMap<PBlock, BlockMaxLive>,
    /// The largest block figure.
    pub max: u32,
}

/// One instruction's registers: statement index, definitions, uses, and
/// whether it is guarded.
type Access = (usize, Vec<Reg>, Vec<Reg>, bool);

/// Computes [`MaxLive`] for `f`.
pub fn max_live(f: &PtxFunction) -> MaxLive {
    let cfg = PtxCfg::new(f);
    let n = f.regs.len();
    let access: SecondaryMap<PBlock, Vec<Access>> = {
        let mut m = SecondaryMap::new();
        for &b in &f.layout {
            m[b] = f.blocks[b]
                .stmts
                .iter()
                .enumerate()
                .filter_map(|(k, s)| match s {
                    Stmt::Inst(i) if !i.is_directive() => {
                        let (d, u, g) = defs_uses(i);
                        let keep = |v: Vec<Reg>| v.into_iter().filter(|r| r.index() < n).collect();
                        Some((k, keep(d), keep(u), g))
                    }
                    _ => None,
                })
                .collect();
        }
        m
    };
    let (live_in, live_out) = reg_liveness(f, &cfg, |b| {
        access[b]
            .iter()
            .map(|(_, d, u, g)| (u.as_slice(), d.as_slice(), *g))
    });
    let w = |r: Reg| reg_words(f.reg_class(r));
    let mut out = MaxLive::default();
    for &b in &f.layout {
        let mut live = live_out[b].clone();
        let mut cur: u32 = live.iter().map(w).sum();
        let mut best = BlockMaxLive {
            max: cur,
            peak: None,
            at_peak: live.clone(),
            ..BlockMaxLive::default()
        };
        for (k, defs, uses, guarded) in access[b].iter().rev() {
            let mut across = live.clone();
            let mut after = cur;
            for &d in defs {
                if across.insert(d) {
                    after += w(d);
                }
            }
            if !guarded {
                for &d in defs {
                    if live.remove(d) {
                        cur -= w(d);
                    }
                }
            }
            for &u in uses {
                if live.insert(u) {
                    cur += w(u);
                }
            }
            let (p, set) = if after >= cur {
                (after, across)
            } else {
                (cur, live.clone())
            };
            if p > best.max {
                best.max = p;
                best.peak = Some(*k);
                best.at_peak = set;
            }
        }
        best.live_in = live_in[b].clone();
        best.live_out = live_out[b].clone();
        out.max = out.max.max(best.max);
        out.blocks[b] = best;
    }
    out.cfg = cfg;
    out
}
