//! Loads ptxas issues above a branch region. When a block `D` ends in a
//! conditional branch and every path from it meets again at a block `J`
//! that only `D` enters the region through, the instructions at the top of
//! `J` run whichever way `D` goes: ptxas's scheduler issues their loads
//! (and the address arithmetic before them) in `D`, ahead of the region,
//! so their results are live across it. bfs_expand's unrolled loop does
//! this with each next neighbour: `LDG.E.CONSTANT R9, [R4.64+0x4]` and
//! `IMAD.WIDE R10, R9, R8, c[0x0][0x180]` come before the branch around
//! the current neighbour's compare-and-swap and warp-aggregated
//! `atomicAdd`, and R9, R10:R11 stay live through it (22 registers at
//! sm_80; the blocks one by one need 17). A plain load stays below a
//! region that writes memory; a read-only (`.nc`, `.const`) one does not.

use cranelift_entity::{EntityRef, SecondaryMap};

use ::ptx::analysis::PtxDominators;
use ::ptx::{PBlock, PtxFunction, Reg, Stmt};

use super::{Info, PtxCfg};
use crate::ptx::uniform::strict_post_dominators;

/// The most blocks a region may have for its join's loads to move above
/// it (bfs_expand's has two: the compare-and-swap and the append).
pub const PTXAS_HOIST_REGION_BLOCKS: usize = 3;

/// The most instructions in such a region.
pub const PTXAS_HOIST_REGION_INSTS: usize = 16;

/// A copy of `f` with the loads (and the pure instructions between them)
/// at the top of each join block moved to the end of the block that
/// branches around the region, before its branch; `None` when no block
/// qualifies.
pub(super) fn hoisted(
    f: &PtxFunction,
    cfg: &PtxCfg,
    insts: &SecondaryMap<PBlock, Vec<Info>>,
) -> Option<PtxFunction> {
    let dom = PtxDominators::new(f, cfg);
    let pdom = strict_post_dominators(f, cfg);
    let mut moves: Vec<(PBlock, PBlock, Vec<usize>)> = Vec::new();
    for (k, &d) in f.layout.iter().enumerate() {
        if cfg.succs[d].len() != 2 || !insts[d].last().is_some_and(|x| x.term && x.guarded) {
            continue;
        }
        // The nearest post-dominator in layout order that `d` dominates.
        let Some(&j) = f.layout[k + 1..]
            .iter()
            .find(|&&j| pdom[d].contains(j) && dom.dominates(d, j))
        else {
            continue;
        };
        let Some(region) = region(cfg, &dom, d, j) else {
            continue;
        };
        let body = || region.iter().flat_map(|&b| insts[b].iter());
        if region.len() > PTXAS_HOIST_REGION_BLOCKS
            || body().count() > PTXAS_HOIST_REGION_INSTS
            || body().any(|x| x.fences)
        {
            continue;
        }
        let writes = body().any(|x| x.orders);
        let mut blocked: Vec<Reg> = body().flat_map(|x| x.defs.iter().copied()).collect();
        let touched: Vec<Reg> = body()
            .flat_map(|x| x.defs.iter().chain(x.uses.iter()).copied())
            .collect();
        let mut picked = Vec::new();
        for (n, x) in insts[j].iter().enumerate() {
            if x.term || x.orders {
                break;
            }
            let movable = !x.guarded
                && (!x.load || x.readonly || !writes)
                && !x.uses.iter().any(|r| blocked.contains(r))
                && !x.defs.iter().any(|r| touched.contains(r));
            if movable {
                picked.push(n);
            } else {
                blocked.extend(x.defs.iter().copied());
            }
        }
        // A join shared by nested regions moves once, above the first
        // (outermost) of them in layout order.
        if picked.iter().any(|&n| insts[j][n].load) && !moves.iter().any(|m| m.1 == j) {
            moves.push((d, j, picked));
        }
    }
    if moves.is_empty() {
        return None;
    }
    let mut g = f.clone();
    for (d, j, picked) in moves {
        let stmts = std::mem::take(&mut g.blocks[j].stmts);
        let mut kept = Vec::with_capacity(stmts.len());
        let mut moved = Vec::new();
        let mut n = 0;
        for s in stmts {
            let inst = matches!(&s, Stmt::Inst(i) if !i.is_directive());
            if inst && picked.contains(&n) {
                moved.push(s);
            } else {
                kept.push(s);
            }
            n += usize::from(inst);
        }
        g.blocks[j].stmts = kept;
        let to = &mut g.blocks[d].stmts;
        let at = to
            .iter()
            .rposition(|s| matches!(s, Stmt::Inst(i) if !i.is_directive()))
            .unwrap_or(to.len());
        to.splice(at..at, moved);
    }
    Some(g)
}

/// The blocks between `d` and its join `j`: those reached from `d`
/// without passing `j`, when `d` dominates them all and none branches
/// back (to `d` or to a block of the region already entered).
fn region(cfg: &PtxCfg, dom: &PtxDominators, d: PBlock, j: PBlock) -> Option<Vec<PBlock>> {
    let mut seen: Vec<PBlock> = Vec::new();
    let mut work: Vec<PBlock> = cfg.succs[d].iter().copied().filter(|&s| s != j).collect();
    while let Some(b) = work.pop() {
        if seen.contains(&b) {
            continue;
        }
        if b == d || !dom.dominates(d, b) || seen.len() > PTXAS_HOIST_REGION_BLOCKS {
            return None;
        }
        seen.push(b);
        for &s in &cfg.succs[b] {
            if s == d || (s != j && dom.dominates(s, b)) {
                return None;
            }
            if s != j {
                work.push(s);
            }
        }
    }
    seen.sort_by_key(|b| b.index());
    Some(seen)
}
