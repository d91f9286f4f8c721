//! Pressure-aware ordering of each block's pure instructions.
//!
//! Elaboration emits a pure value right before its first demand, so a
//! value needed only by a block's branch or a loop back edge (an
//! accumulator update) lands at the end of the block, after every load
//! feeding it: with an unrolled tile loop that keeps all the loaded values
//! live at once. This pass reorders each block top-down, greedily picking
//! among the ready instructions the one that adds the fewest registers
//! (result registers minus the registers of operands it uses for the last
//! time), earliest original position first on ties.
//!
//! Invariants: only pure, non-trapping instructions move (they may move
//! past anything their operands allow); loads, divisions, stores, calls
//! and every other instruction keep their relative order; the terminator
//! stays last; blocks are unchanged otherwise. The order depends only on
//! the body: deterministic.

use cost::pressure::{Pressure, PressureOptions, Regs};
use dialects::ir::{Body, Inst, Value, ValueDef};
use rustc_hash::FxHashMap;

use crate::lift::{role, Role};

/// What the pass did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SchedStats {
    /// Blocks whose order changed.
    pub blocks_changed: usize,
}

fn cost_of(r: Regs) -> i64 {
    i64::from(r.gprs) + i64::from(r.preds)
}

/// Reorders every block of `body` (see the module comment).
pub fn schedule(body: &mut Body) -> SchedStats {
    let pressure = Pressure::compute(body, &PressureOptions::default());
    let mut stats = SchedStats::default();
    for &b in &body.layout.blocks.clone() {
        let insts = body.dfg.blocks[b].insts.clone();
        let live_out = &pressure.per_block[b].live_out;
        let order = order_block(
            body,
            &insts,
            |v| live_out.contains(v),
            |v| pressure.weight[v],
        );
        if order != insts {
            stats.blocks_changed += 1;
            body.dfg.blocks[b].insts = order;
        }
    }
    stats
}

fn order_block(
    body: &Body,
    insts: &[Inst],
    live_out: impl Fn(Value) -> bool,
    weight: impl Fn(Value) -> Regs,
) -> Vec<Inst> {
    let dfg = &body.dfg;
    let n = insts.len();
    if n < 3 {
        return insts.to_vec();
    }
    let pos: FxHashMap<Inst, usize> = insts.iter().enumerate().map(|(k, &i)| (i, k)).collect();
    let is_term = |k: usize| dfg.insts[insts[k]].opcode.is_terminator();
    let movable: Vec<bool> = (0..n)
        .map(|k| !is_term(k) && role(body, insts[k]) == Role::Pure)
        .collect();
    // Operands of each instruction (branch arguments included) and, per
    // in-block definition, the number of in-block uses left.
    let operands: Vec<Vec<Value>> = insts
        .iter()
        .map(|&i| {
            let mut u = dfg.inst_args(i).to_vec();
            for s in &dfg.insts[i].succs {
                u.extend_from_slice(dfg.call_args(s));
            }
            u
        })
        .collect();
    let mut uses_left: FxHashMap<Value, usize> = FxHashMap::default();
    for ops in &operands {
        for &v in ops {
            *uses_left.entry(v).or_default() += 1;
        }
    }
    // Dependencies: in-block operand definitions, and for the fixed
    // instructions the previous fixed one.
    let mut preds_left = vec![0usize; n];
    let mut succs: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut last_fixed: Option<usize> = None;
    for k in 0..n {
        let mut deps: Vec<usize> = operands[k]
            .iter()
            .filter_map(|&v| match dfg.values[v].def {
                ValueDef::Result(d) => pos.get(&d).copied(),
                ValueDef::Param(..) => None,
            })
            .collect();
        if !movable[k] {
            deps.extend(last_fixed);
            last_fixed = Some(k);
        }
        if is_term(k) {
            // Everything else goes before the terminator.
            deps.extend(0..k);
        }
        deps.sort_unstable();
        deps.dedup();
        preds_left[k] = deps.len();
        for d in deps {
            succs[d].push(k);
        }
    }
    let fixed: Vec<usize> = (0..n).filter(|&k| !movable[k]).collect();
    let mut next_fixed = 0;
    let mut done = vec![false; n];
    let mut ready: Vec<usize> = (0..n).filter(|&k| preds_left[k] == 0).collect();
    let mut out = Vec::with_capacity(n);
    while !ready.is_empty() {
        // The unscheduled operand cone of the next fixed instruction: what
        // must run before it can.
        while next_fixed < fixed.len() && done[fixed[next_fixed]] {
            next_fixed += 1;
        }
        let mut cone = vec![false; n];
        if let Some(&f) = fixed.get(next_fixed) {
            let mut stack = vec![f];
            while let Some(k) = stack.pop() {
                for &v in &operands[k] {
                    if let ValueDef::Result(d) = dfg.values[v].def {
                        if let Some(&j) = pos.get(&d) {
                            if !done[j] && !cone[j] {
                                cone[j] = true;
                                stack.push(j);
                            }
                        }
                    }
                }
            }
        }
        let delta = |k: usize| -> i64 {
            let mut d = 0;
            if let Some(r) = dfg.inst_result(insts[k]) {
                if uses_left.get(&r).copied().unwrap_or(0) > 0 || live_out(r) {
                    d += cost_of(weight(r));
                }
            }
            let mut seen: Vec<Value> = Vec::new();
            for &v in &operands[k] {
                if seen.contains(&v) {
                    continue;
                }
                seen.push(v);
                let here = operands[k].iter().filter(|&&x| x == v).count();
                if uses_left.get(&v).copied().unwrap_or(0) == here && !live_out(v) {
                    d -= cost_of(weight(v));
                }
            }
            d
        };
        // Instructions that free registers first, then what the next fixed
        // instruction waits for, then the ones that add none, then the
        // rest; earliest original position on ties.
        let rank = |k: usize| -> (u8, i64, usize) {
            let d = delta(k);
            let tier = if d < 0 {
                0
            } else if cone[k] {
                1
            } else if d == 0 {
                2
            } else {
                3
            };
            (tier, d, k)
        };
        let (at, &k) = ready
            .iter()
            .enumerate()
            .min_by_key(|&(_, &k)| rank(k))
            .expect("ready is not empty");
        ready.swap_remove(at);
        done[k] = true;
        out.push(insts[k]);
        for &v in &operands[k] {
            if let Some(c) = uses_left.get_mut(&v) {
                *c -= 1;
            }
        }
        for &s in &succs[k] {
            preds_left[s] -= 1;
            if preds_left[s] == 0 {
                ready.push(s);
            }
        }
    }
    debug_assert_eq!(out.len(), n);
    out
}
