//! Block liveness of SSA values: which values are live into and out of
//! each block. The caller says which operands an instruction reads (the
//! register-pressure model reads only values that occupy a register, and
//! reads an address through the base it folds into), so one solver serves
//! every client.

use cranelift_entity::SecondaryMap;
use rustc_hash::FxHashMap;

use super::bitset::{gen_kill, solve_liveness, EntityBitSet};
use super::ControlFlowGraph;
use crate::ir::{Block, Body, Inst, Value};

/// A set of values.
pub type ValueSet = EntityBitSet<Value>;

/// Live-in and live-out sets per block.
pub struct Liveness {
    /// Values live on entry to each block.
    pub live_in: SecondaryMap<Block, ValueSet>,
    /// Values live on exit from each block.
    pub live_out: SecondaryMap<Block, ValueSet>,
}

impl Liveness {
    /// Solves liveness over the blocks of `cfg` where instruction `i`
    /// reads `uses_of(i)`; block parameters and results are definitions.
    pub fn compute(
        body: &Body,
        cfg: &ControlFlowGraph,
        uses_of: impl Fn(Inst) -> Vec<Value>,
    ) -> Liveness {
        let dfg = &body.dfg;
        let n = dfg.values.len();
        let blocks = cfg.blocks();
        let (uses, defs) = gen_kill(blocks, n, |b, s| {
            for &p in dfg.block_params(b) {
                s.def(p);
            }
            for &i in &dfg.blocks[b].insts {
                for v in uses_of(i) {
                    s.use_(v);
                }
                if let Some(r) = dfg.results.get(i).copied().flatten() {
                    s.def(r);
                }
            }
        });
        let (live_in, live_out) =
            solve_liveness(blocks, |b| cfg.succs(b).iter().copied(), &uses, &defs, n);
        Liveness { live_in, live_out }
    }
}

/// The blocks using each value (instruction operands and branch
/// arguments count in the block holding them), sorted.
pub fn use_blocks(body: &Body) -> FxHashMap<Value, Vec<Block>> {
    let mut out: FxHashMap<Value, Vec<Block>> = FxHashMap::default();
    for &b in &body.layout.blocks {
        for &i in &body.dfg.blocks[b].insts {
            let mut vs: Vec<Value> = body.dfg.inst_args(i).to_vec();
            for s in &body.dfg.insts[i].succs {
                vs.extend_from_slice(body.dfg.call_args(s));
            }
            for v in vs {
                let e = out.entry(v).or_default();
                if e.last() != Some(&b) {
                    e.push(b);
                }
            }
        }
    }
    for bs in out.values_mut() {
        bs.sort_unstable();
        bs.dedup();
    }
    out
}
