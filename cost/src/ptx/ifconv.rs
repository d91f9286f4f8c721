//! If-converted regions for the scheduled pressure: ptxas predicates a
//! short block that a guarded branch jumps over (`@%p bra T; B; T:`) and
//! schedules it together with the blocks around it, so the loads of a
//! chain of such triangles issue together, each under its predicate, and
//! their addresses and results are live at once (transpose32's four
//! bounds-checked loads: four predicated `LDG`s ahead of the four `STS`
//! in its SASS, 20 registers where the blocks one by one need 14).

use cranelift_entity::SecondaryMap;

use ::ptx::{Operand, PBlock, PtxFunction, PtxOp, Reg};

use super::{insts_of, Info, PtxBlockPressure, PtxCfg, RegSet};

/// The longest block ptxas predicates (instructions, its final branch
/// not counted). The corpus's jumped-over blocks have 4 to 6 (a
/// bounds-checked load or store with its address); longer ones stay
/// branches in the SASS of reduce_tree and bfs_expand.
pub const PTXAS_IFCVT_MAX_INSTS: usize = 8;

/// One block of a region: its instructions, and the guard registers of
/// the branch that jumps over it when it is predicated.
struct Part {
    block: PBlock,
    guard: Option<Vec<Reg>>,
}

/// Maximal chains of triangles in layout order: `A` ends in a guarded
/// branch to `T`, `B` is laid out after `A` and has `A` as its only
/// predecessor, falls through (or branches) to `T` only, has no barrier,
/// fence, call or opaque instruction and at most
/// [`PTXAS_IFCVT_MAX_INSTS`] instructions, and `T`, laid out after `B`, is
/// entered from `A` and `B` only. `T` may start the next triangle. Chains
/// without a triangle are left out.
fn chains(
    f: &PtxFunction,
    cfg: &PtxCfg,
    insts: &SecondaryMap<PBlock, Vec<Info>>,
) -> Vec<Vec<Part>> {
    let jumps_to = |a: PBlock, t: PBlock| {
        insts_of(f, a).last().is_some_and(|i| {
            i.op.op() == PtxOp::Bra
                && i.guard.is_some()
                && i.operands
                    .iter()
                    .any(|o| matches!(o, Operand::Label(l) if *l == t))
        })
    };
    let small = |b: PBlock| {
        let body = &insts[b];
        let n = body.len() - usize::from(body.last().is_some_and(|x| x.term));
        n <= PTXAS_IFCVT_MAX_INSTS && body[..n].iter().all(|x| !x.fences && !x.term)
    };
    let mut out = Vec::new();
    let mut k = 0;
    while k < f.layout.len() {
        let mut chain = vec![Part {
            block: f.layout[k],
            guard: None,
        }];
        while let (Some(&b), Some(&t)) = (f.layout.get(k + 1), f.layout.get(k + 2)) {
            let a = f.layout[k];
            let triangle = jumps_to(a, t)
                && cfg.preds[b] == [a]
                && cfg.succs[b] == [t]
                && cfg.preds[t].len() == 2
                && cfg.preds[t].contains(&b)
                && small(b);
            if !triangle {
                break;
            }
            let guard = insts[a].last().map(|x| x.uses.clone()).unwrap_or_default();
            chain.push(Part {
                block: b,
                guard: Some(guard),
            });
            chain.push(Part {
                block: t,
                guard: None,
            });
            k += 2;
        }
        if chain.len() > 1 {
            out.push(chain);
        }
        k += 1;
    }
    out
}

/// Each chain of triangles as one instruction sequence ptxas schedules:
/// the branches over predicated blocks dropped, a predicated block's
/// instructions reading the branch's guard, and those that write a
/// register live into the join block treated as guarded (the value from
/// the path around them survives). Returns the blocks of the chain, the
/// sequence and the registers live out of its last block.
pub(super) fn regions<'p>(
    f: &PtxFunction,
    cfg: &PtxCfg,
    insts: &SecondaryMap<PBlock, Vec<Info>>,
    per_block: &'p SecondaryMap<PBlock, PtxBlockPressure>,
) -> Vec<(Vec<PBlock>, Vec<Info>, &'p RegSet)> {
    chains(f, cfg, insts)
        .into_iter()
        .map(|chain| {
            let mut seq: Vec<Info> = Vec::new();
            for (j, part) in chain.iter().enumerate() {
                let body = &insts[part.block];
                let last = j + 1 == chain.len();
                let jumps = chain.get(j + 1).is_some_and(|n| n.guard.is_some());
                let keep = if last || !(jumps || part.guard.is_some()) {
                    body.len()
                } else {
                    body.len() - usize::from(body.last().is_some_and(|x| x.term))
                };
                for x in &body[..keep] {
                    let mut x = x.clone();
                    if let Some(g) = &part.guard {
                        let join = &per_block[chain[j + 1].block].live_in;
                        x.guarded |= x.defs.iter().any(|&r| join.contains(r));
                        x.uses.extend(g.iter().copied());
                    }
                    seq.push(x);
                }
            }
            let blocks = chain.iter().map(|p| p.block).collect();
            let last = chain.last().expect("a chain has blocks").block;
            (blocks, seq, &per_block[last].live_out)
        })
        .collect()
}
