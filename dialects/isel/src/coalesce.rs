//! Loop-carried values share their loop parameter's registers.
//!
//! A loop header's block parameter `p` fed on a back edge from block `b`
//! with a value `a` computed in `b` after `p`'s last use there, while `p` is
//! dead on every other way out of `b`, can live in `p`'s registers: the
//! back edge then needs no copy, so the loop ends in a plain conditional
//! branch to its header (the bottom-tested shape ptxas schedules and
//! allocates best) instead of a split edge full of moves. `a`'s definition
//! writes `p`'s registers (through a move ptxas folds).
//!
//! Why it is safe: `p` and `a` never hold live values at once. `a` is
//! defined in `b` after `p`'s last use there, and `p` is not live out of
//! `b` except into the header, where it is redefined; `a` is dead on the
//! header's other incoming edges because the header dominates `b` (a back
//! edge), so every path from those edges to a use of `a` passes `b` again.

use rustc_hash::{FxHashMap, FxHashSet};

use super::func::{FnSel, R};
use dialects::analysis::DomTree;
use dialects::ir::intrinsics::Intr;
use dialects::ir::*;

/// A scalar of at most 64 bits (one register, one instruction per op).
fn single_register(t: Type) -> bool {
    match t {
        Type::Int(w) => w <= 64,
        Type::F16 | Type::BF16 | Type::F32 | Type::F64 | Type::Ptr(_) => true,
        _ => false,
    }
}

/// Whether `i` is selected as one instruction that reads its operands
/// before writing its result (so the result may overwrite an operand's
/// register): plain arithmetic, compares, selects and fma.
pub(crate) fn one_instruction(dfg: &Dfg, i: Inst) -> bool {
    use Opcode::*;
    let d = &dfg.insts[i];
    match d.opcode {
        Add | Sub | Mul | And | Or | Xor | Shl | LShr | AShr | FAdd | FSub | FMul | FNeg
        | Select | ICmp | FCmp | PtrAdd => true,
        // One PTX instruction each for 32- and 64-bit scalars (`max.f32`,
        // `min.s32`, `abs.f64`): the accumulators of min/max reductions.
        Intrinsic => {
            let scalar = dfg.inst_result(i).is_some_and(|r| {
                matches!(
                    dfg.value_type(r),
                    Type::F32 | Type::F64 | Type::Int(32) | Type::Int(64)
                )
            });
            matches!(&d.attrs, Attrs::Intrinsic(x) if match x.intr {
                Intr::Fma { .. } => true,
                Intr::MinMax { .. } | Intr::Fabs { .. } => scalar && !x.info.nvvm,
                Intr::IntBinary(
                    dialects::ir::intrinsics::IntBin::SMin
                    | dialects::ir::intrinsics::IntBin::SMax
                    | dialects::ir::intrinsics::IntBin::UMin
                    | dialects::ir::intrinsics::IntBin::UMax,
                ) => scalar && !x.info.nvvm,
                _ => false,
            })
        }
        _ => false,
    }
}

/// Blocks the reachability searches of one function may visit in all:
/// a search per loop parameter is as long as the code after its loop, so
/// without a bound deep loop nests were quadratic. Ordinary kernels stay
/// far below it and get exact answers.
const SEARCH_BUDGET_PER_BLOCK: usize = 32;
const SEARCH_BUDGET_MIN: usize = 1 << 16;

/// Visited marks (by epoch, so nothing is cleared between searches) and
/// the blocks left to visit.
struct Search {
    seen: Vec<u32>,
    epoch: u32,
    budget: usize,
}

impl FnSel<'_> {
    /// Decides the coalesced pairs and gives each value its parameter's
    /// registers before anything is selected; returns the pairs (value,
    /// parameter).
    pub(crate) fn plan_coalescing(&mut self) -> R<Vec<(Value, Value)>> {
        let body = self.body;
        let dfg = &body.dfg;
        let dt = DomTree::new(body);
        // Uses of each value: (block, position; usize::MAX for the
        // terminator's successor arguments).
        let mut uses: FxHashMap<Value, Vec<(Block, usize)>> = FxHashMap::default();
        for &b in &body.layout.blocks {
            for (k, &i) in dfg.blocks[b].insts.iter().enumerate() {
                for &a in dfg.inst_args(i) {
                    uses.entry(a).or_default().push((b, k));
                }
                for s in &dfg.insts[i].succs {
                    for &a in dfg.call_args(s) {
                        uses.entry(a).or_default().push((b, usize::MAX));
                    }
                }
            }
        }
        self.fold_uses_into_operands(&mut uses);
        let mut taken: FxHashSet<Value> = FxHashSet::default();
        let mut pairs: Vec<(Value, Value)> = Vec::new();
        let mut search = Search {
            seen: vec![0; dfg.blocks.len()],
            epoch: 0,
            budget: SEARCH_BUDGET_PER_BLOCK * dfg.blocks.len() + SEARCH_BUDGET_MIN,
        };
        for &b in &body.layout.blocks {
            let Some(t) = body.terminator(b) else {
                continue;
            };
            let succs = &dfg.insts[t].succs;
            for (e, s) in succs.iter().enumerate() {
                let h = s.block;
                if !dt.dominates(h, b) || succs.iter().filter(|x| x.block == h).count() > 1 {
                    continue;
                }
                let params = dfg.block_params(h);
                let args = dfg.call_args(s);
                for (&p, &a) in params.iter().zip(args) {
                    let ValueDef::Result(def) = dfg.values[a].def else {
                        continue;
                    };
                    if body.layout.inst_block[def] != Some(b)
                        || taken.contains(&a)
                        || taken.contains(&p)
                        || args.iter().filter(|&&x| x == a).count() > 1
                        || dfg.value_type(a) != dfg.value_type(p)
                    {
                        continue;
                    }
                    let Some(at) = dfg.blocks[b].insts.iter().position(|&i| i == def) else {
                        continue;
                    };
                    // Constants and folded addresses are operands, not
                    // register writes.
                    if matches!(dfg.insts[def].opcode, Opcode::Const | Opcode::Addr)
                        || self.folded.contains(&a)
                        || self.lane_const(a, 0).is_some()
                        || !single_register(dfg.value_type(a))
                        || (dfg.inst_args(def).contains(&p) && !one_instruction(dfg, def))
                    {
                        continue;
                    }
                    // `a` passed anywhere else on this terminator would be
                    // a second parameter sharing the registers.
                    let elsewhere = succs
                        .iter()
                        .enumerate()
                        .any(|(x, o)| x != e && o.block == h && dfg.call_args(o).contains(&a));
                    if elsewhere || self.live_after(&uses, p, b, at, h, &mut search) {
                        continue;
                    }
                    taken.insert(a);
                    taken.insert(p);
                    pairs.push((a, p));
                }
            }
        }
        for &(a, p) in &pairs {
            let regs = self.vregs(p)?;
            self.preassign(a, regs);
        }
        Ok(pairs)
    }

    /// A folded address is computed inside each instruction that uses it,
    /// so its operands are used there too (`[%rd+16]` reads `%rd` at the
    /// load, not where the `ptradd` was).
    fn fold_uses_into_operands(&self, uses: &mut FxHashMap<Value, Vec<(Block, usize)>>) {
        let dfg = &self.body.dfg;
        let defs: Vec<(Value, Inst)> = self
            .body
            .all_insts()
            .into_iter()
            .filter_map(|i| dfg.inst_result(i).map(|r| (r, i)))
            .filter(|(r, _)| self.folded.contains(r))
            .collect();
        let def_of: FxHashMap<Value, Inst> = defs.iter().copied().collect();
        // Where each folded value is really used: through folded users,
        // at their own uses.
        fn effective(
            r: Value,
            uses: &FxHashMap<Value, Vec<(Block, usize)>>,
            users: &FxHashMap<(Block, usize), Value>,
            memo: &mut FxHashMap<Value, Vec<(Block, usize)>>,
            depth: u32,
        ) -> Vec<(Block, usize)> {
            if let Some(e) = memo.get(&r) {
                return e.clone();
            }
            let mut out = Vec::new();
            for &u in uses.get(&r).map(Vec::as_slice).unwrap_or_default() {
                match users.get(&u) {
                    Some(&f) if depth > 0 => out.extend(effective(f, uses, users, memo, depth - 1)),
                    _ => out.push(u),
                }
            }
            memo.insert(r, out.clone());
            out
        }
        // The folded value each (block, position) defines.
        let mut users: FxHashMap<(Block, usize), Value> = FxHashMap::default();
        for &b in &self.body.layout.blocks {
            for (k, &i) in dfg.blocks[b].insts.iter().enumerate() {
                if let Some(r) = dfg.inst_result(i).filter(|r| def_of.contains_key(r)) {
                    users.insert((b, k), r);
                }
            }
        }
        let mut memo = FxHashMap::default();
        for (r, i) in defs {
            let at = effective(r, uses, &users, &mut memo, 16);
            for &a in dfg.inst_args(i) {
                uses.entry(a).or_default().extend(at.iter().copied());
            }
        }
    }

    /// Whether `p` is used in `b` after position `at` (its terminator
    /// included), or in a block reachable from `b` without passing `h`.
    /// Once the function's search budget is spent the answer is "live"
    /// (no coalescing), which is always safe.
    fn live_after(
        &self,
        uses: &FxHashMap<Value, Vec<(Block, usize)>>,
        p: Value,
        b: Block,
        at: usize,
        h: Block,
        search: &mut Search,
    ) -> bool {
        let Some(us) = uses.get(&p) else {
            return false;
        };
        if us.iter().any(|&(ub, k)| ub == b && k > at) {
            return true;
        }
        let dfg = &self.body.dfg;
        search.epoch += 1;
        let mut stack: Vec<Block> = self.body.successors(b);
        while let Some(x) = stack.pop() {
            let Some(mark) = search.seen.get_mut(x.as_u32() as usize) else {
                continue;
            };
            if x == h || *mark == search.epoch {
                continue;
            }
            *mark = search.epoch;
            if search.budget == 0 {
                return true;
            }
            search.budget -= 1;
            if us.iter().any(|&(ub, _)| ub == x) {
                return true;
            }
            if dfg.blocks.get(x).is_some() {
                stack.extend(self.body.successors(x));
            }
        }
        false
    }
}
