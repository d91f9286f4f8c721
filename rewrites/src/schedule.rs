//! Pressure-aware ordering of each block's pure instructions.
//!
//! Elaboration emits a pure value right before its first demand, so a
//! value needed only by a block's branch or a loop back edge (an
//! accumulator update) lands at the end of the block, after every load
//! feeding it: with an unrolled tile loop that keeps all the loaded values
//! live at once. This pass reorders each block top-down, greedily picking
//! among the ready instructions the one that adds the fewest registers
//! (result registers minus the registers of operands it uses for the last
//! time); among equals, the last read of one of the block's own
//! parameters first (the value replacing a loop-carried parameter on the
//! back edge can then share its register: no copy per iteration), then
//! the earliest original position.
//!
//! Invariants: only pure, non-trapping instructions move (they may move
//! past anything their operands allow); loads, divisions, stores, calls
//! and every other instruction keep their relative order; the terminator
//! stays last; blocks are unchanged otherwise. The order depends only on
//! the body: deterministic.

use std::collections::BTreeSet;

use cost::pressure::{Pressure, PressureOptions, Regs};
use dialects::ir::{Body, Dfg, Inst, Opcode, Value, ValueDef};
use rustc_hash::{FxHashMap, FxHashSet};

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
    schedule_with(body, false)
}

/// [`schedule`], where `kernel` says the entry parameters are a kernel's:
/// ptxas reads them from the constant bank, so their last use frees no
/// register (otherwise a copy of `a * b` would look cheapest right where
/// it kills `a` and `b`, and move to the top of the block).
pub fn schedule_with(body: &mut Body, kernel: bool) -> SchedStats {
    schedule_with_pressure(body, kernel).0
}

/// The options the scheduler measures with: [`PressureOptions`]'s
/// defaults, entry parameters free in a kernel.
pub fn pressure_options(kernel: bool) -> PressureOptions {
    PressureOptions {
        free_entry_params: kernel,
        ..PressureOptions::default()
    }
}

/// [`schedule_with`], also returning the pressure analysis of the body
/// before scheduling (under [`pressure_options`]): its block liveness
/// still holds afterwards, see [`Pressure::after_reorder`].
pub fn schedule_with_pressure(body: &mut Body, kernel: bool) -> (SchedStats, Pressure) {
    let pressure = Pressure::compute(body, &pressure_options(kernel));
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
    (stats, pressure)
}

/// How many ready instructions (earliest first) each scheduling step
/// ranks.
const READY_WINDOW: usize = 256;

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
    let here = body.layout.inst_block[insts[0]];
    let entry = body.layout.blocks.first().copied();
    let is_term = |k: usize| dfg.insts[insts[k]].opcode.is_terminator();
    let movable: Vec<bool> = (0..n)
        .map(|k| !is_term(k) && role(body, insts[k]) == Role::Pure)
        .collect();
    let sticky = sticky_addresses(body, insts, &movable, &live_out);
    // Operands of each instruction (branch arguments included; a sticky
    // address stands for its own operands) and, per in-block definition,
    // the number of in-block uses left.
    let operands: Vec<Vec<Value>> = insts
        .iter()
        .enumerate()
        .map(|(k, &i)| {
            if sticky[k] {
                return Vec::new();
            }
            let mut u = dfg.inst_args(i).to_vec();
            for s in &dfg.insts[i].succs {
                u.extend_from_slice(dfg.call_args(s));
            }
            expand_sticky(dfg, &pos, &sticky, u)
        })
        .collect();
    let mut uses_left: FxHashMap<Value, usize> = FxHashMap::default();
    // The same, counting only the fixed instructions' uses.
    let mut fixed_uses: FxHashMap<Value, usize> = FxHashMap::default();
    for (k, ops) in operands.iter().enumerate() {
        for &v in ops {
            *uses_left.entry(v).or_default() += 1;
            if !movable[k] {
                *fixed_uses.entry(v).or_default() += 1;
            }
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
            // Everything else goes before the terminator (sticky
            // addresses go with their users).
            deps.extend((0..k).filter(|&j| !sticky[j]));
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
    // Ready instructions by original position; each step ranks only the
    // first READY_WINDOW of them (every one, in all but huge blocks), so a
    // block whose ready list grows with its size stays near-linear.
    let mut ready: BTreeSet<usize> = (0..n)
        .filter(|&k| preds_left[k] == 0 && !sticky[k])
        .collect();
    let mut out = Vec::with_capacity(n);
    // The unscheduled operand cone of the next fixed instruction: what must
    // run before it can. Computed once per fixed instruction (members
    // scheduled since are no longer ready, so they need no removal).
    let mut cone = vec![false; n];
    let mut in_cone: Vec<usize> = Vec::new();
    let mut cone_of: Option<usize> = None;
    while !ready.is_empty() {
        while next_fixed < fixed.len() && done[fixed[next_fixed]] {
            next_fixed += 1;
        }
        let stale = cone_of != Some(next_fixed);
        if stale {
            cone_of = Some(next_fixed);
            for k in in_cone.drain(..) {
                cone[k] = false;
            }
        }
        if let (Some(&f), true) = (fixed.get(next_fixed), stale) {
            let mut stack = vec![f];
            while let Some(k) = stack.pop() {
                for &v in &operands[k] {
                    if let ValueDef::Result(d) = dfg.values[v].def {
                        if let Some(&j) = pos.get(&d) {
                            if !done[j] && !cone[j] {
                                cone[j] = true;
                                in_cone.push(j);
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
        // rest, where a pure one reading an operand a later fixed
        // instruction reads too goes last: it can wait until it is that
        // operand's last use (a pointer increment before the `.v4` load of
        // the same pointer kept both pointers live); earliest original
        // position on ties.
        // The last read of a parameter of this block (a loop-carried
        // value when the block heads a loop): taken first among equals,
        // so that the value replacing it on the back edge, computed
        // later, can share its register instead of needing a copy.
        let kills_param = |k: usize| -> bool {
            operands[k].iter().any(|&v| {
                matches!(dfg.values[v].def, ValueDef::Param(pb, _) if Some(pb) == here && Some(pb) != entry)
                    && uses_left.get(&v).copied().unwrap_or(0)
                        == operands[k].iter().filter(|&&x| x == v).count()
                    && !live_out(v)
            })
        };
        let rank = |k: usize| -> (u8, bool, i64, bool, usize) {
            let d = delta(k);
            // A constant occupies no register (an immediate): one that an
            // instruction making a parameter's last read waits for goes at
            // once, so that instruction ranks on its own.
            let free = operands[k].is_empty()
                && dfg.insts[insts[k]].opcode == Opcode::Const
                && dfg
                    .inst_result(insts[k])
                    .is_some_and(|r| cost_of(weight(r)) == 0)
                && succs[k].iter().any(|&j| kills_param(j));
            let tier = if d < 0 || free {
                0
            } else if cone[k] {
                1
            } else if d == 0 {
                2
            } else {
                3
            };
            let wait = tier == 3
                && movable[k]
                && operands[k]
                    .iter()
                    .any(|v| fixed_uses.get(v).is_some_and(|&n| n > 0));
            (tier, wait, d, !kills_param(k), k)
        };
        let k = ready
            .iter()
            .take(READY_WINDOW)
            .copied()
            .min_by_key(|&k| rank(k))
            .expect("ready is not empty");
        ready.remove(&k);
        done[k] = true;
        place_sticky(dfg, &pos, &sticky, insts, insts[k], &mut done, &mut out);
        out.push(insts[k]);
        for &v in &operands[k] {
            if let Some(c) = uses_left.get_mut(&v) {
                *c -= 1;
            }
            if !movable[k] {
                if let Some(c) = fixed_uses.get_mut(&v) {
                    *c -= 1;
                }
            }
        }
        for &s in &succs[k] {
            preds_left[s] -= 1;
            if preds_left[s] == 0 {
                ready.insert(s);
            }
        }
    }
    // Only a malformed block (a use before its definition) leaves
    // instructions unscheduled: keep its order then.
    if out.len() != n {
        return insts.to_vec();
    }
    out
}

/// Pure `ptradd p, constant`s of a loop-carried pointer `p` (a parameter
/// of a block other than the entry: a pointer induction variable) used
/// only inside the block: instruction selection folds them into their
/// users' addresses (`[%rd+16]`), so they occupy no register and are not
/// scheduled on their own; each is placed right before its first user, and
/// its operands count as that user's. Scheduled freely, they ran early and
/// let the pointer's increment look like its last use while the folded
/// loads still read the old pointer, which cost a copy on the back edge.
fn sticky_addresses(
    body: &Body,
    insts: &[Inst],
    movable: &[bool],
    live_out: &impl Fn(Value) -> bool,
) -> Vec<bool> {
    let dfg = &body.dfg;
    let mut branch_args: FxHashSet<Value> = FxHashSet::default();
    let mut used: FxHashSet<Value> = FxHashSet::default();
    for &i in insts {
        used.extend(dfg.inst_args(i).iter().copied());
        for s in &dfg.insts[i].succs {
            branch_args.extend(dfg.call_args(s).iter().copied());
        }
    }
    insts
        .iter()
        .enumerate()
        .map(|(k, &i)| {
            let d = &dfg.insts[i];
            let args = dfg.inst_args(i);
            movable[k]
                && d.opcode == Opcode::PtrAdd
                && args.len() == 2
                && dfg.int_const(args[1]).is_some()
                && matches!(dfg.values[args[0]].def, ValueDef::Param(b, _) if Some(b) != body.entry())
                && dfg
                    .inst_result(i)
                    .is_some_and(|r| used.contains(&r) && !live_out(r) && !branch_args.contains(&r))
        })
        .collect()
}

/// `ops` with each value a sticky address defines replaced by that
/// address's operands (transitively).
fn expand_sticky(
    dfg: &Dfg,
    pos: &FxHashMap<Inst, usize>,
    sticky: &[bool],
    ops: Vec<Value>,
) -> Vec<Value> {
    let mut out = Vec::with_capacity(ops.len());
    let mut stack: Vec<Value> = ops.into_iter().rev().collect();
    while let Some(v) = stack.pop() {
        match dfg.values[v].def {
            ValueDef::Result(d) if pos.get(&d).is_some_and(|&k| sticky[k]) => {
                stack.extend(dfg.inst_args(d).iter().rev().copied());
            }
            _ => out.push(v),
        }
    }
    out
}

/// Emits, before `user`, the sticky addresses it reads that are not placed
/// yet (operands first).
fn place_sticky(
    dfg: &Dfg,
    pos: &FxHashMap<Inst, usize>,
    sticky: &[bool],
    insts: &[Inst],
    user: Inst,
    done: &mut [bool],
    out: &mut Vec<Inst>,
) {
    let mut ops: Vec<Value> = dfg.inst_args(user).to_vec();
    for s in &dfg.insts[user].succs {
        ops.extend_from_slice(dfg.call_args(s));
    }
    for v in ops {
        let ValueDef::Result(d) = dfg.values[v].def else {
            continue;
        };
        let Some(&k) = pos.get(&d) else { continue };
        if sticky[k] && !done[k] {
            done[k] = true;
            place_sticky(dfg, pos, sticky, insts, insts[k], done, out);
            out.push(insts[k]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SRC: &str = r#"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %o, float %acc) {
entry:
  %p1 = getelementptr float, ptr addrspace(1) %a, i64 1
  %p2 = getelementptr float, ptr addrspace(1) %a, i64 2
  %p3 = getelementptr float, ptr addrspace(1) %a, i64 3
  %x0 = load float, ptr addrspace(1) %a, align 4
  %x1 = load float, ptr addrspace(1) %p1, align 4
  %x2 = load float, ptr addrspace(1) %p2, align 4
  %x3 = load float, ptr addrspace(1) %p3, align 4
  %s0 = fadd float %acc, %x0
  %s1 = fadd float %s0, %x1
  %s2 = fadd float %s1, %x2
  %s3 = fadd float %s2, %x3
  store float %s3, ptr addrspace(1) %o, align 4
  ret void
}
"#;

    fn names(body: &Body) -> Vec<String> {
        let b = body.layout.blocks[0];
        body.dfg.blocks[b]
            .insts
            .iter()
            .map(|&i| match body.dfg.inst_result(i) {
                Some(v) => body.dfg.value_names[v].clone().unwrap_or_default(),
                None => body.dfg.insts[i].opcode.to_string(),
            })
            .collect()
    }

    /// The most `f32` values live at once in the entry block, in its order.
    fn live_floats(body: &Body) -> usize {
        let b = body.layout.blocks[0];
        let insts = &body.dfg.blocks[b].insts;
        let last_use = |v: Value| {
            insts
                .iter()
                .rposition(|&i| body.dfg.inst_args(i).contains(&v))
                .unwrap_or(0)
        };
        let mut live: Vec<usize> = Vec::new();
        let mut max = 0;
        for (k, &i) in insts.iter().enumerate() {
            live.retain(|&end| end > k);
            if let Some(v) = body.dfg.inst_result(i) {
                if body.dfg.value_type(v) == dialects::ir::Type::F32 {
                    live.push(last_use(v));
                }
            }
            max = max.max(live.len());
        }
        max
    }

    #[test]
    fn sums_follow_their_loads_and_fixed_order_stays() {
        let m = llvm::import::import("s.ll", SRC).unwrap();
        let mut body = m.funcs.values().next().unwrap().body.clone().unwrap();
        let before = live_floats(&body);
        let st = schedule(&mut body);
        assert_eq!(st.blocks_changed, 1);
        let order = names(&body);
        let at = |n: &str| order.iter().position(|x| x == n).unwrap();
        // Each sum right after the load it needs, before the next load.
        assert!(
            at("s0") < at("x1") && at("s1") < at("x2") && at("s2") < at("x3"),
            "{order:?}"
        );
        // Loads and the store keep their order; the terminator stays last.
        assert!(at("x0") < at("x1") && at("x1") < at("x2") && at("x2") < at("x3"));
        assert!(at("x3") < at("nvvm.store"));
        assert_eq!(order.last().map(String::as_str), Some("nvvm.ret"));
        // Loaded floats live at once: four in input order, two after.
        assert_eq!((before, live_floats(&body)), (4, 2), "{order:?}");
        let mut fid = None;
        for (id, f) in m.funcs.iter() {
            if f.body.is_some() {
                fid = Some(id);
            }
        }
        assert!(dialects::verify::verify_body(&m, fid.unwrap(), &body).is_ok());
    }

    /// Scheduling keeps block liveness, so the pressure measured before it,
    /// carried over with `after_reorder`, is the pressure of the scheduled
    /// body computed from scratch (what the remat rounds rely on).
    #[test]
    fn pressure_carried_over_scheduling_equals_a_fresh_analysis() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/corpus/modern");
        let Ok(rd) = std::fs::read_dir(dir) else {
            return; // corpus not present in this checkout
        };
        let mut paths: Vec<_> = rd.filter_map(|e| e.ok()).map(|e| e.path()).collect();
        paths.sort();
        let mut changed = 0;
        for path in paths {
            let src = std::fs::read_to_string(&path).unwrap();
            let m = llvm::import::import(&path.display().to_string(), &src).unwrap();
            for f in m.funcs.values() {
                let Some(mut body) = f.body.clone() else {
                    continue;
                };
                let (st, before) = schedule_with_pressure(&mut body, f.kernel);
                changed += st.blocks_changed;
                let opts = pressure_options(f.kernel);
                let carried = before.after_reorder(&body, &opts);
                let fresh = Pressure::compute(&body, &opts);
                assert!(carried == fresh, "{} @{}", path.display(), f.name);
            }
        }
        assert!(changed > 0, "no corpus block was reordered");
    }
}
