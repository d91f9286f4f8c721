//! Coalescing block parameters with their incoming values by
//! interference, after `coalesce.rs`'s back-edge pairs: a loop's
//! accumulator updated inside an `if` (`if (in bounds) acc = fma(...)`)
//! reaches the loop header through a merge block's parameter; when the
//! header's parameter, the merge's parameter and the updated value never
//! hold live values at once they share one register, so neither the skip
//! path nor the back edge copies anything.
//!
//! Only edges inside a loop are considered: elsewhere a copy runs once,
//! and a longer web costs ptxas more than the copy saves. Values are
//! merged into classes edge by edge, in layout order. Two
//! classes merge when no member of one is live where a member of the other
//! is defined (SSA interference: right after an instruction's result, or
//! on entry to a block for its parameters). Liveness reads addresses where
//! they are folded into memory operands, like selection. Left out, so that
//! no register is shared behind the analysis's back: constants and folded
//! addresses (no register of their own), values wider than one register,
//! the entry block's parameters, values some pure copy (`bitcast`,
//! `freeze`, lane and field moves) may share registers with, and a value
//! whose defining instruction reads a member of its class unless it is
//! selected as one instruction that reads its operands first.

use rustc_hash::{FxHashMap, FxHashSet};

use super::func::{FnSel, R};
use dialects::analysis::liveness::Liveness;
use dialects::analysis::loops::LoopNest;
use dialects::analysis::ControlFlowGraph;
use dialects::analysis::DomTree;
use dialects::ir::*;

/// The largest class tried (interference is checked pairwise). A loop
/// unrolled by four whose accumulator is updated under a bounds test
/// (conv2d's taps) has nine members: header parameter, four merges and
/// four updates; at 8 the web split and the skip path copied
/// (conv2d_const 105,048 -> 102,672 executed instructions at 32).
const MAX_CLASS: usize = 32;

/// Opcodes whose result may share its operand's registers in selection.
fn aliasing(op: Opcode) -> bool {
    use Opcode::*;
    matches!(
        op,
        Bitcast
            | Freeze
            | ExtractValue
            | InsertValue
            | ExtractElement
            | InsertElement
            | ShuffleVector
            | AddrSpaceCast
            | PtrToInt
            | IntToPtr
    )
}

/// Where a value is defined: its block and the position of its
/// instruction (`None` for a block parameter, defined on entry).
type DefAt = (Block, Option<usize>);

impl FnSel<'_> {
    /// Merges block parameters with incoming values that do not interfere
    /// (see the module comment) and gives each class one set of registers.
    /// `pairs` are `coalesce.rs`'s (value, parameter) pairs, which share
    /// registers already.
    pub(crate) fn plan_webs(&mut self, pairs: &[(Value, Value)]) -> R<()> {
        let body = self.body;
        let dfg = &body.dfg;
        let Some(&entry) = body.layout.blocks.first() else {
            return Ok(());
        };
        // Effective operands: a folded address stands for its operands.
        let folded = self.folded.clone();
        let eff = |i: Inst| -> Vec<Value> {
            let mut out = Vec::new();
            let mut stack: Vec<Value> = dfg.inst_args(i).to_vec();
            for s in &dfg.insts[i].succs {
                stack.extend_from_slice(dfg.call_args(s));
            }
            let mut depth = 0;
            while let Some(v) = stack.pop() {
                match dfg.values[v].def {
                    ValueDef::Result(d) if folded.contains(&v) && depth < 256 => {
                        depth += 1;
                        stack.extend_from_slice(dfg.inst_args(d));
                    }
                    _ => out.push(v),
                }
            }
            out
        };
        let cfg = ControlFlowGraph::new(body);
        let live = Liveness::compute(body, &cfg, |i| {
            if dfg.inst_result(i).is_some_and(|r| folded.contains(&r)) {
                Vec::new()
            } else {
                eff(i)
            }
        });
        let mut def_at: FxHashMap<Value, DefAt> = FxHashMap::default();
        let mut last_use: FxHashMap<(Value, Block), usize> = FxHashMap::default();
        let mut bad: FxHashSet<Value> = FxHashSet::default();
        for &b in &body.layout.blocks {
            for &p in dfg.block_params(b) {
                def_at.insert(p, (b, None));
            }
            for (k, &i) in dfg.blocks[b].insts.iter().enumerate() {
                if let Some(r) = dfg.inst_result(i) {
                    def_at.insert(r, (b, Some(k)));
                    if aliasing(dfg.insts[i].opcode) {
                        bad.insert(r);
                    }
                }
                let folded_here = dfg.inst_result(i).is_some_and(|r| folded.contains(&r));
                if !folded_here {
                    for v in eff(i) {
                        last_use.insert((v, b), k);
                    }
                }
                if aliasing(dfg.insts[i].opcode) {
                    bad.extend(dfg.inst_args(i).iter().copied());
                }
            }
        }
        // Is `x` live right where `y` is defined?
        let live_at = |x: Value, y: Value| -> bool {
            if x == y {
                return false;
            }
            let Some(&(b, at)) = def_at.get(&y) else {
                return true;
            };
            let used_after = |from: Option<usize>| match last_use.get(&(x, b)) {
                Some(&k) => from.is_none_or(|f| k > f),
                None => false,
            };
            match at {
                // A parameter: `x` live into the block, or a parameter of
                // the same block that is read at all.
                None => {
                    live.live_in[b].contains(x)
                        || (def_at.get(&x) == Some(&(b, None))
                            && (used_after(None) || live.live_out[b].contains(x)))
                }
                Some(k) => {
                    // `x` must already be defined here: earlier in this
                    // block, or live into it.
                    let defined = match def_at.get(&x) {
                        Some(&(xb, xk)) if xb == b => xk.is_none_or(|j| j < k),
                        _ => live.live_in[b].contains(x),
                    };
                    defined && (live.live_out[b].contains(x) || used_after(Some(k)))
                }
            }
        };
        let interfere = |a: &[Value], c: &[Value]| {
            a.iter()
                .any(|&x| c.iter().any(|&y| live_at(x, y) || live_at(y, x)))
        };
        // Classes start from the pairs `coalesce.rs` made: they share
        // registers already, so each is checked for interference as a whole.
        let mut class_of: FxHashMap<Value, usize> = FxHashMap::default();
        let mut classes: Vec<Vec<Value>> = Vec::new();
        for &(a, p) in pairs {
            class_of.insert(a, classes.len());
            class_of.insert(p, classes.len());
            classes.push(vec![a, p]);
        }
        let single = |v: Value| {
            matches!(
                dfg.value_type(v),
                Type::Int(1..=64) | Type::F16 | Type::BF16 | Type::F32 | Type::F64 | Type::Ptr(_)
            )
        };
        let eligible = |s: &Self, v: Value, class_of: &FxHashMap<Value, usize>| -> bool {
            if bad.contains(&v) || folded.contains(&v) || s.lane_const(v, 0).is_some() || !single(v)
            {
                return false;
            }
            // A value given registers by anything but a coalesced pair may
            // share them with values this pass does not know about.
            if s.regs_of(v).is_some() && !class_of.contains_key(&v) {
                return false;
            }
            match dfg.values[v].def {
                ValueDef::Param(b, _) => b != entry,
                // Computed values only: a special register, a parameter
                // load or a constant ptxas reads again where it needs it,
                // and a register written twice it cannot (reduce_tree: a
                // loop counter starting at %ntid.x kept %ntid.x in a
                // register, 10 -> 12).
                ValueDef::Result(d) => {
                    matches!(
                        dfg.insts[d].opcode,
                        Opcode::Add
                            | Opcode::Sub
                            | Opcode::Mul
                            | Opcode::MadLo
                            | Opcode::And
                            | Opcode::Or
                            | Opcode::Xor
                            | Opcode::Shl
                            | Opcode::LShr
                            | Opcode::AShr
                            | Opcode::FAdd
                            | Opcode::FSub
                            | Opcode::FMul
                            | Opcode::FNeg
                            | Opcode::Select
                    ) || super::coalesce::one_instruction(dfg, d)
                }
            }
        };
        // Copies only cost where they repeat: edges inside a loop.
        let nest = LoopNest::compute(body, &DomTree::new(body));
        let in_loop = |b: Block, h: Block| {
            let mut l = nest.innermost(b);
            while let Some(i) = l {
                if nest.contains(i, h) {
                    return true;
                }
                l = nest.loops[i].parent;
            }
            false
        };
        let mut changed = false;
        for &b in &body.layout.blocks {
            let Some(t) = body.terminator(b) else {
                continue;
            };
            for s in &dfg.insts[t].succs {
                if !in_loop(b, s.block) {
                    continue;
                }
                for (&p, &a) in dfg.block_params(s.block).iter().zip(dfg.call_args(s)) {
                    if p == a
                        || dfg.value_type(p) != dfg.value_type(a)
                        || !eligible(self, p, &class_of)
                        || !eligible(self, a, &class_of)
                    {
                        continue;
                    }
                    let (ca, cp) = (class_of.get(&a).copied(), class_of.get(&p).copied());
                    if ca.is_some() && ca == cp {
                        continue;
                    }
                    // Two classes that both have registers (two coalesced
                    // pairs) would need one of them renamed: left alone.
                    let assigned = |v: Value| self.regs_of(v).is_some();
                    let members = |c: Option<usize>, v: Value| -> Vec<Value> {
                        c.map_or_else(|| vec![v], |c| classes[c].clone())
                    };
                    let (ma, mp) = (members(ca, a), members(cp, p));
                    let pre_a = ma.iter().filter(|&&v| assigned(v)).count();
                    let pre_p = mp.iter().filter(|&&v| assigned(v)).count();
                    if (pre_a > 0 && pre_p > 0)
                        || ma.len() + mp.len() > MAX_CLASS
                        || interfere(&ma, &mp)
                    {
                        continue;
                    }
                    // A definition reading a member of the merged class
                    // must read before it writes.
                    let merged: Vec<Value> = ma.iter().chain(&mp).copied().collect();
                    let clobbers = merged.iter().any(|&v| match dfg.values[v].def {
                        ValueDef::Result(d) => {
                            dfg.inst_args(d).iter().any(|x| merged.contains(x))
                                && !super::coalesce::one_instruction(dfg, d)
                        }
                        ValueDef::Param(..) => false,
                    });
                    if clobbers {
                        continue;
                    }
                    let id = classes.len();
                    for &v in &merged {
                        class_of.insert(v, id);
                    }
                    classes.push(merged);
                    changed = true;
                }
            }
        }
        if !changed {
            return Ok(());
        }
        // One register set per class, in class order (deterministic
        // numbering); a class has at most one register set already: use it.
        let mut live_classes: Vec<usize> = class_of.values().copied().collect();
        live_classes.sort_unstable();
        live_classes.dedup();
        for c in live_classes {
            let members = &classes[c];
            if members.len() < 2 {
                continue;
            }
            let rep = members
                .iter()
                .copied()
                .find(|&m| self.regs_of(m).is_some())
                .unwrap_or(members[0]);
            let regs = self.vregs(rep)?;
            for &m in members {
                if m != rep {
                    self.preassign(m, regs.clone());
                }
            }
        }
        Ok(())
    }
}
