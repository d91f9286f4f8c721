//! Pressure hoisting (`pressure-hoist`): pure instructions move up to the
//! block of their latest operand when that block runs exactly as often
//! and the move ends more live registers than it starts (by a margin).
//!
//! Why: elaboration computes a pure value where it is first demanded,
//! which is the latest point its uses allow (cicc's Sink does the same).
//! That is right for a value whose operands live on anyway, and wrong for
//! one whose operands die in it: libdevice's `sin` loads six polynomial
//! coefficients where its argument is reduced, and its polynomial was
//! elaborated in the block of the final `store`, after `cos`, `exp`,
//! `pow` and `erf` had been computed. The coefficients of both
//! polynomials stayed live across all of it, 24 registers of doubles:
//! a kernel of those calls took 64 registers where libNVVM's took 36.
//!
//! The unit that moves is a *cone*: an instruction `r` of block `b`
//! together with the instructions of `b` it reads, transitively (one
//! instruction alone often cannot pay: `x*x` starts a polynomial and
//! frees nothing, the `fma` after it frees a coefficient). The cone moves
//! to the end of `d`, the latest block defining one of its other
//! operands, when:
//! - every member may run anywhere its operands are defined (no memory
//!   access, no trap, no side effect: [`crate::licm::movable`]), and none
//!   reads a parameter of `b`;
//! - `d` and `b` are control-equivalent: `d` dominates `b`, both are in
//!   the same innermost loop, and every path from `d` reaches `b` before
//!   leaving that loop, taking its back edge or returning (a path into
//!   `unreachable` does not count), so the dynamic instruction count is
//!   unchanged;
//! - the registers of the outside operands whose other uses are all in
//!   `d` (they die earlier after the move) exceed the registers of the
//!   members read outside the cone (they now live from `d` to their
//!   uses) by at least [`MIN_GAIN`]. A kernel's parameters count for nothing: ptxas reads them
//!   from the constant bank where they are used, so ending one early
//!   frees no register.
//!
//! Literals and symbol addresses that the cone reads from a block not
//! dominating `d` (elaboration places them where they are used) are
//! copied into `d` with it. Blocks are visited in reverse postorder and
//! each block front to back, so a chain of dying values climbs in one
//! sweep; the sweep repeats while it moves anything (at most [`ROUNDS`]
//! times). Deterministic: the order depends on the body alone.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::analysis::loops::LoopNest;
use crate::analysis::DomTree;
use crate::ir::{Block, Body, Inst, Opcode, Type, Value, ValueDef};
use crate::licm::movable;

/// Sweeps over the function at most.
const ROUNDS: usize = 4;

/// Registers a move must free beyond those it keeps live. One is within
/// what ptxas's own scheduling moves either way: libdevice's `cosf`
/// polynomial moved up to its reduced argument (freeing it and the
/// quadrant for the result) took an mri-q kernel from 31 to 35 registers
/// at sm_80, past the occupancy cliff at 32.
const MIN_GAIN: u64 = 2;

/// Most instructions one cone holds (bounds the work per instruction).
const MAX_CONE: usize = 64;

/// Registers a value of type `t` occupies (a predicate counts as one).
fn regs(t: Type) -> u64 {
    t.bits().div_ceil(32).max(1)
}

/// Users of each value (an instruction once per value it reads).
fn users(body: &Body) -> FxHashMap<Value, Vec<Inst>> {
    let mut u: FxHashMap<Value, Vec<Inst>> = FxHashMap::default();
    for i in body.all_insts() {
        let d = &body.dfg.insts[i];
        let succ_args = d.succs.iter().flat_map(|s| body.dfg.call_args(s));
        for &a in body.dfg.inst_args(i).iter().chain(succ_args) {
            let list = u.entry(a).or_default();
            if list.last() != Some(&i) && !list.contains(&i) {
                list.push(i);
            }
        }
    }
    u
}

/// True for an instruction without operands that instruction selection
/// folds or rematerializes (constants, symbol addresses).
fn is_literal(body: &Body, i: Inst) -> bool {
    body.dfg.inst_args(i).is_empty() && movable(body, i)
}

struct Hoister<'a> {
    dt: &'a DomTree,
    nest: &'a LoopNest,
    /// Memo of [`Hoister::equivalent`].
    equiv: FxHashMap<(Block, Block), bool>,
}

impl Hoister<'_> {
    /// Whether `b` (dominated by `d`, in the same innermost loop) runs
    /// whenever `d` does: no path from `d` leaves the loop, takes its back
    /// edge or returns without passing `b`.
    fn equivalent(&mut self, body: &Body, d: Block, b: Block) -> bool {
        if let Some(&r) = self.equiv.get(&(d, b)) {
            return r;
        }
        let l = self.nest.innermost(d);
        let header = l.map(|l| self.nest.loops[l].header);
        let mut seen = FxHashSet::default();
        seen.insert(d);
        let mut stack = vec![d];
        let mut ok = true;
        'walk: while let Some(x) = stack.pop() {
            let succs = body.successors(x);
            if succs.is_empty() {
                let t = body.terminator(x).map(|t| body.dfg.insts[t].opcode);
                if t != Some(Opcode::Unreachable) {
                    ok = false;
                    break;
                }
            }
            for s in succs {
                if s == b || seen.contains(&s) {
                    continue;
                }
                let leaves = match l {
                    Some(l) => !self.nest.contains(l, s) || Some(s) == header,
                    None => false,
                };
                if leaves || s == d {
                    ok = false;
                    break 'walk;
                }
                seen.insert(s);
                stack.push(s);
            }
        }
        self.equiv.insert((d, b), ok);
        ok
    }

    /// The cone of `r` in `b` (see the module comment), with the block it
    /// would move to; `None` when it stays.
    fn cone(&mut self, body: &Body, r: Inst, b: Block) -> Option<Cone> {
        let mut members: Vec<Inst> = vec![r];
        let mut external: Vec<Value> = Vec::new();
        let mut literals: Vec<Value> = Vec::new();
        let mut best: Option<Block> = None;
        let mut k = 0;
        while k < members.len() {
            let i = members[k];
            k += 1;
            for &a in body.dfg.inst_args(i) {
                let blk = match body.dfg.values[a].def {
                    ValueDef::Param(pb, _) => pb,
                    ValueDef::Result(ai) => {
                        let ab = body.layout.inst_block[ai]?;
                        if is_literal(body, ai) {
                            if !literals.contains(&a) {
                                literals.push(a);
                            }
                            continue;
                        }
                        if ab == b {
                            if !movable(body, ai) || members.len() >= MAX_CONE {
                                return None;
                            }
                            if !members.contains(&ai) {
                                members.push(ai);
                            }
                            continue;
                        }
                        ab
                    }
                };
                if blk == b {
                    return None;
                }
                if !external.contains(&a) {
                    external.push(a);
                }
                let later = best.is_none_or(|cur| self.dt.rpo_index(blk) > self.dt.rpo_index(cur));
                if later {
                    best = Some(blk);
                }
            }
        }
        let d = best?;
        if !self.dt.strictly_dominates(d, b)
            || self.nest.innermost(d) != self.nest.innermost(b)
            || !self.equivalent(body, d, b)
        {
            return None;
        }
        literals.retain(|&a| {
            body.dfg
                .def_inst(a)
                .and_then(|ai| body.layout.inst_block[ai])
                .is_none_or(|lb| !self.dt.dominates(lb, d))
        });
        Some(Cone {
            d,
            members,
            external,
            literals,
        })
    }
}

/// An instruction with the instructions of its block it alone needs.
struct Cone {
    /// Where it would move.
    d: Block,
    /// The instructions that move (the root first).
    members: Vec<Inst>,
    /// The non-literal operands defined outside the cone.
    external: Vec<Value>,
    /// Literal operands to copy into `d`.
    literals: Vec<Value>,
}

impl Cone {
    /// Whether the move ends at least [`MIN_GAIN`] more registers than it
    /// starts (see the module comment); `free` are values that cost no
    /// register.
    fn pays(&self, body: &Body, users: &FxHashMap<Value, Vec<Inst>>, free: &[Value]) -> bool {
        let inside = |u: &Inst| self.members.contains(u);
        let mut freed = 0;
        for &a in &self.external {
            if free.contains(&a) {
                continue;
            }
            let dies = users.get(&a).is_none_or(|us| {
                us.iter()
                    .all(|u| inside(u) || body.layout.inst_block[*u] == Some(self.d))
            });
            if dies {
                freed += regs(body.dfg.value_type(a));
            }
        }
        let mut kept = 0;
        for &m in &self.members {
            let Some(v) = body.dfg.inst_result(m) else {
                continue;
            };
            if users.get(&v).is_some_and(|us| !us.iter().all(inside)) {
                kept += regs(body.dfg.value_type(v));
            }
        }
        freed >= kept + MIN_GAIN
    }

    /// Moves the cone to the end of `d` (before its terminator) in its
    /// order in the block, the literals it reads from blocks not
    /// dominating `d` copied ahead of it; keeps `users` current.
    fn hoist(&self, body: &mut Body, users: &mut FxHashMap<Value, Vec<Inst>>) {
        let d = self.d;
        let mut order: Vec<(usize, Inst)> = self
            .members
            .iter()
            .filter_map(|&m| {
                let b = body.layout.inst_block[m]?;
                let pos = body.block_insts(b).iter().position(|&x| x == m)?;
                Some((pos, m))
            })
            .collect();
        order.sort_unstable();
        for &(_, m) in &order {
            body.remove_inst(m);
        }
        let mut at = body.block_insts(d).len() - usize::from(body.terminator(d).is_some());
        for &a in &self.literals {
            let Some(ai) = body.dfg.def_inst(a) else {
                continue;
            };
            let data = body.dfg.insts[ai].clone();
            let ty = body.dfg.value_type(a);
            let c = body.dfg.make_inst(data.opcode, &[], data.attrs, Some(ty));
            body.insert_inst(d, at, c);
            at += 1;
            let Some(cv) = body.dfg.inst_result(c) else {
                continue;
            };
            let readers: Vec<Inst> = users
                .get(&a)
                .map(|us| {
                    us.iter()
                        .copied()
                        .filter(|u| self.members.contains(u))
                        .collect()
                })
                .unwrap_or_default();
            body.dfg.replace_uses(&readers, a, cv);
            users.insert(cv, readers);
            let left = users.get_mut(&a).map(|us| {
                us.retain(|u| !self.members.contains(u));
                us.is_empty()
            });
            if left == Some(true) {
                body.remove_inst(ai);
                users.remove(&a);
            }
        }
        for (_, m) in order {
            body.insert_inst(d, at, m);
            at += 1;
        }
    }
}

/// Runs the pass on one body; returns the instructions moved. A kernel's
/// parameters cost no register to keep: ptxas reads them from the
/// constant bank wherever they are used.
pub fn run_function(body: &mut Body, kernel: bool) -> usize {
    if !body.is_well_formed() {
        return 0;
    }
    let free: Vec<Value> = match body.entry() {
        Some(e) if kernel => body.dfg.block_params(e).to_vec(),
        _ => Vec::new(),
    };
    let dt = DomTree::new(body);
    let nest = LoopNest::compute(body, &dt);
    let mut h = Hoister {
        dt: &dt,
        nest: &nest,
        equiv: FxHashMap::default(),
    };
    let mut users = users(body);
    let mut moved = 0;
    for _ in 0..ROUNDS {
        let before = moved;
        for &b in dt.rpo() {
            let mut pos = 0;
            while let Some(&r) = body.block_insts(b).get(pos) {
                pos += 1;
                if !movable(body, r) || is_literal(body, r) {
                    continue;
                }
                let Some(cone) = h.cone(body, r, b) else {
                    continue;
                };
                if cone.pays(body, &users, &free) {
                    // The members sit at or before `r`: the scan goes on
                    // from the instruction after it.
                    pos -= cone.members.len();
                    cone.hoist(body, &mut users);
                    moved += cone.members.len();
                }
            }
        }
        if moved == before {
            break;
        }
    }
    moved
}
