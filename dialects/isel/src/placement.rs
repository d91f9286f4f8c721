//! Block placement after selection: each block is followed, where it can
//! be, by the successor it falls into, and branches to the next block are
//! dropped; the copies on a loop's back edge move into the latch.
//!
//! Why: selection lowers every IR edge to an explicit branch in IR block
//! order (a conditional branch then `bra.uni` to the other successor, and
//! a block of its own for an edge that copies block arguments while its
//! sibling edge does not), so the PTX executed branches that a laid-out
//! fall-through makes unnecessary: 11% of reduce_tree's executed
//! instructions were `bra.uni`. libNVVM's PTX has almost none.
//!
//! What is kept on purpose: a latch that ends `@%p bra exit; bra.uni
//! header` with its header laid out before it stays so (ptxas unrolls
//! small loops of that shape, see `control.rs`), and so does the
//! latch a back-edge copy block is folded into (the copies, then the
//! exit test, then `bra.uni header`), so loops keep the form ptxas was
//! measured to handle best.
//!
//! The pass leaves a function as it is when it holds anything whose
//! control flow it does not model (`brx.idx` tables, call prototypes,
//! a branch inside a `{ }` scope, code after an unconditional exit).

use cranelift_entity::SecondaryMap;

use ptx::analysis::{defs_uses, natural_loops, reg_liveness, PtxCfg, PtxDominators, RegSet};
use ptx::module::{Mnemonic, Operand, PBlock, PtxFunction, PtxInst, Reg, Stmt};
use ptx::PtxOp;

/// How a block ends once its branches are taken off.
#[derive(Clone, Debug)]
enum End {
    /// An unconditional branch.
    Jump(PBlock),
    /// A guarded branch (kept to re-emit its mnemonic) to `taken`, and
    /// `fall` when the guard is false.
    Cond {
        guard: (Reg, bool),
        op: Mnemonic,
        taken: PBlock,
        fall: PBlock,
    },
    /// Falls into the block laid out after it (in the input).
    Fall(PBlock),
    /// Ends in `ret`, `exit` or `trap`, which stays in the block.
    Stop,
}

impl End {
    fn succs(&self) -> Vec<PBlock> {
        match *self {
            End::Jump(b) | End::Fall(b) => vec![b],
            End::Cond { taken, fall, .. } => vec![fall, taken],
            End::Stop => Vec::new(),
        }
    }
}

/// Lays out the blocks of a selected function (see the module comment).
pub fn place_blocks(f: &mut PtxFunction) {
    if f.is_decl || f.layout.len() < 2 || !modelled(f) || !split_after_guarded_branches(f) {
        return;
    }
    let cfg = PtxCfg::new(f);
    let loops = natural_loops(f, &cfg);
    let live_in = live_in(f, &cfg);
    let dom = PtxDominators::new(f, &cfg);
    let Some(mut ends) = take_ends(f) else {
        return;
    };
    thread_empty_jumps(f, &mut ends);
    let folded = fold_back_edge_copies(f, &mut ends, &loops, &live_in);
    let order = chain(f, &ends, &dom, &folded);
    emit(f, &ends, order);
}

/// Whether every control transfer in `f` is a `bra` to a label, `ret`,
/// `exit`, `trap` or a call that returns (no jump tables, no prototype
/// blocks an indirect call names).
fn modelled(f: &PtxFunction) -> bool {
    f.layout.iter().all(|&b| {
        f.blocks[b].stmts.iter().all(|s| match s {
            Stmt::Inst(i) => match i.op.op() {
                PtxOp::Brx | PtxOp::BranchTargets | PtxOp::Directive => false,
                PtxOp::Bra => matches!(i.operands.as_slice(), [Operand::Label(_)]),
                _ => true,
            },
            _ => true,
        })
    })
}

fn is_stop(i: &PtxInst) -> bool {
    i.guard.is_none()
        && matches!(
            i.op.op(),
            PtxOp::Bra | PtxOp::Ret | PtxOp::Exit | PtxOp::Trap
        )
}

/// Splits blocks after each guarded `bra` that is not their last
/// statement, so that every block has at most one conditional exit, at
/// its end. False (nothing changed that matters) when a branch sits in a
/// `{ }` scope or an unconditional exit is followed by more statements.
fn split_after_guarded_branches(f: &mut PtxFunction) -> bool {
    let mut k = 0;
    while k < f.layout.len() {
        let b = f.layout[k];
        let mut depth = 0i32;
        let mut split = None;
        let n = f.blocks[b].stmts.len();
        for (j, s) in f.blocks[b].stmts.iter().enumerate() {
            match s {
                Stmt::ScopeBegin => depth += 1,
                Stmt::ScopeEnd => depth -= 1,
                Stmt::Inst(i) if i.op.op() == PtxOp::Bra || is_stop(i) => {
                    if depth != 0 || (is_stop(i) && j + 1 != n) {
                        return false;
                    }
                    if j + 1 != n {
                        split = Some(j + 1);
                        break;
                    }
                }
                _ => {}
            }
        }
        if depth != 0 {
            return false;
        }
        if let Some(at) = split {
            let rest = f.blocks[b].stmts.split_off(at);
            let nb = f.blocks.push(ptx::module::PtxBlockData {
                label: None,
                stmts: rest,
            });
            f.layout.insert(k + 1, nb);
        }
        k += 1;
    }
    true
}

/// An instruction's reads, writes and whether it is guarded.
type Access = (Vec<Reg>, Vec<Reg>, bool);

/// Registers live into each block.
fn live_in(f: &PtxFunction, cfg: &PtxCfg) -> SecondaryMap<PBlock, RegSet> {
    let mut access: SecondaryMap<PBlock, Vec<Access>> = SecondaryMap::new();
    for &b in &f.layout {
        access[b] = f.blocks[b]
            .stmts
            .iter()
            .filter_map(|s| match s {
                Stmt::Inst(i) if !i.is_directive() => {
                    let (d, u, g) = defs_uses(i);
                    Some((u, d, g))
                }
                _ => None,
            })
            .collect();
    }
    reg_liveness(f, cfg, |b| {
        access[b]
            .iter()
            .map(|(u, d, g)| (u.as_slice(), d.as_slice(), *g))
    })
    .0
}

/// Takes each block's branches off its statements and records how it
/// ends; `None`, with nothing taken off, when the last block could fall off
/// the function's end.
fn take_ends(f: &mut PtxFunction) -> Option<SecondaryMap<PBlock, Option<End>>> {
    let mut ends: SecondaryMap<PBlock, Option<End>> = SecondaryMap::new();
    let mut branches = Vec::new();
    for (k, &b) in f.layout.iter().enumerate() {
        let next = f.layout.get(k + 1).copied();
        let last = match f.blocks[b].stmts.last() {
            Some(Stmt::Inst(i)) if !i.is_directive() => Some(i),
            _ => None,
        };
        let end = match last {
            Some(i) if i.op.op() == PtxOp::Bra => {
                let [Operand::Label(t)] = i.operands.as_slice() else {
                    return None;
                };
                branches.push(b);
                match i.guard {
                    None => End::Jump(*t),
                    Some(guard) => End::Cond {
                        guard,
                        op: i.op.clone(),
                        taken: *t,
                        fall: next?,
                    },
                }
            }
            Some(i) if is_stop(i) => End::Stop,
            _ => End::Fall(next?),
        };
        ends[b] = Some(end);
    }
    for b in branches {
        f.blocks[b].stmts.pop();
    }
    Some(ends)
}

/// Retargets every edge into an empty block that only jumps on (a
/// block `take_ends` emptied of its branch) to where it jumps, and drops
/// such blocks once nothing enters them.
fn thread_empty_jumps(f: &PtxFunction, ends: &mut SecondaryMap<PBlock, Option<End>>) {
    let entry = f.layout[0];
    let passes_on = |ends: &SecondaryMap<PBlock, Option<End>>, b: PBlock| match ends[b] {
        Some(End::Jump(t) | End::Fall(t))
            if b != entry && f.blocks[b].stmts.is_empty() && f.blocks[b].label.is_none() =>
        {
            Some(t)
        }
        _ => None,
    };
    let resolve = |ends: &SecondaryMap<PBlock, Option<End>>, mut b: PBlock| {
        // Bounded: a cycle of empty blocks (an empty infinite loop) stays.
        for _ in 0..f.layout.len() {
            match passes_on(ends, b) {
                Some(t) if t != b => b = t,
                _ => break,
            }
        }
        b
    };
    for &b in &f.layout {
        let new = match ends[b].clone() {
            Some(End::Jump(t)) => Some(End::Jump(resolve(ends, t))),
            Some(End::Fall(t)) => Some(End::Fall(resolve(ends, t))),
            Some(End::Cond {
                guard,
                op,
                taken,
                fall,
            }) => Some(End::Cond {
                guard,
                op,
                taken: resolve(ends, taken),
                fall: resolve(ends, fall),
            }),
            other => other,
        };
        ends[b] = new;
    }
    let mut entered: SecondaryMap<PBlock, bool> = SecondaryMap::new();
    for &b in &f.layout {
        for s in ends[b].as_ref().map(End::succs).unwrap_or_default() {
            if s != b {
                entered[s] = true;
            }
        }
    }
    for &b in &f.layout {
        if !entered[b] && passes_on(ends, b).is_some() {
            ends[b] = None;
        }
    }
}

/// A block of copies only (`mov` of registers or immediates into
/// registers), which ends in a jump: its copies and target.
fn copy_block(f: &PtxFunction, b: PBlock, end: &End) -> Option<(Vec<Reg>, PBlock)> {
    let End::Jump(target) = *end else {
        return None;
    };
    let mut dests = Vec::new();
    for s in &f.blocks[b].stmts {
        let Stmt::Inst(i) = s else {
            return None;
        };
        match (i.guard, i.op.op(), i.operands.as_slice()) {
            (None, PtxOp::Mov, [Operand::Reg(d), Operand::Reg(_) | Operand::Imm(_)]) => {
                dests.push(*d)
            }
            _ => return None,
        }
    }
    Some((dests, target))
}

/// Moves the copies of a loop's back edge into its latch when the edge
/// has a block of its own that the latch branches to: the latch `P` ends
/// `@p bra E`, `E` copies and jumps to the header `H`, `P` is in `H`'s loop and
/// its other successor `O` is not, and `O` reads none of the copies'
/// destinations. The copies then run before the exit test, on the exit
/// path too, where their results are dead, and the latch ends like a
/// copy-free one (`@!p bra O; bra.uni H`): the back edge is no longer a
/// taken branch into a block that branches again. Returns the latches
/// changed.
fn fold_back_edge_copies(
    f: &mut PtxFunction,
    ends: &mut SecondaryMap<PBlock, Option<End>>,
    loops: &[Vec<PBlock>],
    live_in: &SecondaryMap<PBlock, RegSet>,
) -> Vec<PBlock> {
    let mut preds: SecondaryMap<PBlock, Vec<PBlock>> = SecondaryMap::new();
    for &b in &f.layout {
        for s in ends[b].as_ref().map(End::succs).unwrap_or_default() {
            if !preds[s].contains(&b) {
                preds[s].push(b);
            }
        }
    }
    let mut folded = Vec::new();
    for k in 1..f.layout.len() {
        let e = f.layout[k];
        let Some((dests, header)) = ends[e].as_ref().and_then(|end| copy_block(f, e, end)) else {
            continue;
        };
        let [p] = preds[e].as_slice() else {
            continue;
        };
        let p = *p;
        if p == e || header == e || folded.contains(&p) {
            continue;
        }
        let Some(End::Cond {
            guard,
            op,
            taken,
            fall,
        }) = ends[p].clone()
        else {
            continue;
        };
        // Copies the latch falls into already cost no branch of their own.
        if taken != e || fall == e {
            continue;
        }
        let other = fall;
        let in_loop = loops
            .iter()
            .any(|l| l[0] == header && l.contains(&p) && !l.contains(&other));
        if !in_loop || dests.contains(&guard.0) || dests.iter().any(|&d| live_in[other].contains(d))
        {
            continue;
        }
        let copies = std::mem::take(&mut f.blocks[e].stmts);
        f.blocks[p].stmts.extend(copies);
        // The exit test then the back edge, the shape a copy-free latch has.
        let (g, neg) = guard;
        ends[p] = Some(End::Cond {
            guard: (g, !neg),
            op,
            taken: other,
            fall: header,
        });
        ends[e] = None;
        folded.push(p);
    }
    folded
}

/// The new block order: from the entry, each block is followed by the
/// successor it falls into (else by its branch target) when that block
/// is not yet placed and all of its predecessors, back edges aside, are;
/// otherwise by the first unplaced block of the input order.
///
/// Loop headers are fallen into like any block. ptxas unrolls a loop
/// whose header is reached by a jump (and whose latch ends `@%p bra exit;
/// bra.uni header`) and leaves it rolled when the block before the header
/// runs into it, even through an explicit `bra.uni` to the next line
/// (ptxas 13.0, remat_live on sm_80: 56 global loads in the SASS against
/// 8). Keeping headers jumped-to was measured and not kept: on an H100
/// the corpus ran no faster (GPU time against libNVVM 0.952 against 0.965,
/// within the runs' noise; remat_live itself ran faster rolled) and it
/// gave back the executed branches this pass saves
/// (`bench/results/layout-2026-11-27`).
fn chain(
    f: &PtxFunction,
    ends: &SecondaryMap<PBlock, Option<End>>,
    dom: &PtxDominators,
    folded: &[PBlock],
) -> Vec<PBlock> {
    let live: Vec<PBlock> = f
        .layout
        .iter()
        .copied()
        .filter(|&b| ends[b].is_some())
        .collect();
    let mut preds: SecondaryMap<PBlock, Vec<PBlock>> = SecondaryMap::new();
    for &b in &live {
        for s in ends[b].as_ref().map(End::succs).unwrap_or_default() {
            if !preds[s].contains(&b) {
                preds[s].push(b);
            }
        }
    }
    let mut placed: SecondaryMap<PBlock, bool> = SecondaryMap::new();
    let back_edge = |x: PBlock, p: PBlock| dom.reachable(p) && dom.dominates(x, p);
    let ready = |placed: &SecondaryMap<PBlock, bool>, x: PBlock| {
        !placed[x]
            && preds[x]
                .iter()
                .all(|&p| placed[p] || !dom.reachable(p) || back_edge(x, p))
    };
    let mut order = Vec::with_capacity(live.len());
    let mut cur = live[0];
    loop {
        placed[cur] = true;
        order.push(cur);
        let next = match ends[cur].as_ref() {
            Some(End::Jump(t)) | Some(End::Fall(t)) => Some(*t).filter(|&t| ready(&placed, t)),
            // A folded latch keeps its back edge last: its exit follows.
            Some(End::Cond { taken, .. }) if folded.contains(&cur) => {
                Some(*taken).filter(|&t| ready(&placed, t))
            }
            Some(End::Cond { taken, fall, .. }) => {
                [*fall, *taken].into_iter().find(|&t| ready(&placed, t))
            }
            _ => None,
        };
        match next.or_else(|| live.iter().copied().find(|&b| !placed[b])) {
            Some(b) => cur = b,
            None => break,
        }
    }
    order
}

/// Writes the branches back for the new order: none to the next block,
/// a guarded branch inverted when its target is next, and a latch's exit
/// test followed by `bra.uni header` kept when the header comes earlier.
fn emit(f: &mut PtxFunction, ends: &SecondaryMap<PBlock, Option<End>>, order: Vec<PBlock>) {
    let bra = |t: PBlock| {
        Stmt::Inst(PtxInst {
            guard: None,
            op: Mnemonic::parse("bra.uni"),
            operands: vec![Operand::Label(t)],
        })
    };
    let pos: SecondaryMap<PBlock, usize> = {
        let mut m = SecondaryMap::new();
        for (k, &b) in order.iter().enumerate() {
            m[b] = k;
        }
        m
    };
    for (k, &b) in order.iter().enumerate() {
        let next = order.get(k + 1).copied();
        let stmts = &mut f.blocks[b].stmts;
        match ends[b].clone() {
            Some(End::Jump(t)) | Some(End::Fall(t)) => {
                if next != Some(t) {
                    stmts.push(bra(t));
                }
            }
            Some(End::Cond {
                guard,
                op,
                taken,
                fall,
            }) => {
                let cond = |guard, t| {
                    Stmt::Inst(PtxInst {
                        guard: Some(guard),
                        op: op.clone(),
                        operands: vec![Operand::Label(t)],
                    })
                };
                let back = |t: PBlock| pos[t] <= k;
                if taken == fall {
                    if next != Some(taken) {
                        stmts.push(bra(taken));
                    }
                } else if next == Some(fall) {
                    stmts.push(cond(guard, taken));
                } else if next == Some(taken) && !back(fall) {
                    stmts.push(cond((guard.0, !guard.1), fall));
                } else {
                    stmts.push(cond(guard, taken));
                    stmts.push(bra(fall));
                }
            }
            Some(End::Stop) | None => {}
        }
    }
    f.layout = order;
}
