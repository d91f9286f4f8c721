//! Address recomputation across block boundaries (seed 000's NLO,
//! `nloNewAdd`): a sum (`add`, `mad_lo`, `ptradd`) live out of the block that
//! computes it can be computed again in each block that uses it, so that
//! its operands cross the boundary instead of it: free when they cross
//! anyway, and a gain when several sums share the operand (three 64-bit
//! addresses `p + off`, `q + off`, `r + off` of kernel parameters become
//! one `off`), for one `add` per sum and using block.
//!
//! The finder only proposes; the occupancy-aware extractor measures the
//! plan and keeps it only when it lowers the predicted registers enough to
//! pay for the extra instructions (see `remat/mod.rs`).

use cost::pressure::Pressure;
use dialects::ir::{Block, Body, Opcode, Type, Value};

/// A sum live out of `block` that its users can recompute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewAdd {
    /// Where it is computed.
    pub block: Block,
    /// The sum.
    pub value: Value,
    /// The blocks that use it, other than `block`.
    pub users: Vec<Block>,
}

/// Sums worth recomputing in their users (see the module comment). A sum
/// qualifies when its uses outside its block are operands (not branch
/// arguments) and its operands occupy no register in `pressure` (constants;
/// a kernel's parameters, which ptxas reads from the constant bank, when
/// it was computed with `free_entry_params`) or are live out anyway; sums that share one operand that is not live out
/// qualify together when they occupy more registers than that operand,
/// which then crosses the boundary in their place. Operands are available
/// in the using blocks by dominance (the sum's definition dominates its
/// uses). In block order, then instruction order.
pub fn find(body: &Body, pressure: &Pressure) -> Vec<NewAdd> {
    let users = dialects::analysis::liveness::use_blocks(body);
    let mut out = Vec::new();
    for &b in &body.layout.blocks {
        let live_out = &pressure.per_block[b].live_out;
        let stays = |a: Value| pressure.weight[a].is_zero() || live_out.contains(a);
        // Qualifying sums by the one operand that would newly cross the
        // boundary (`None`: none would).
        let mut groups: Vec<(Option<Value>, Vec<NewAdd>)> = Vec::new();
        for &i in &body.dfg.blocks[b].insts {
            let d = &body.dfg.insts[i];
            let Some(v) = body.dfg.inst_result(i) else {
                continue;
            };
            let sum = match d.opcode {
                Opcode::PtrAdd => true,
                // A multiply-add is a sum too (`t * 7 + n`, one `mad.lo`).
                Opcode::Add | Opcode::MadLo => matches!(body.dfg.value_type(v), Type::Int(_)),
                _ => false,
            };
            if !sum || !live_out.contains(v) {
                continue;
            }
            let pending: Vec<Value> = body
                .dfg
                .inst_args(i)
                .iter()
                .copied()
                .filter(|&a| !stays(a))
                .collect();
            if pending.len() > 1 {
                continue;
            }
            let outside: Vec<Block> = users
                .get(&v)
                .map(|bs| bs.iter().copied().filter(|&u| u != b).collect())
                .unwrap_or_default();
            let as_operand = |u: Block| {
                body.dfg.blocks[u].insts.iter().all(|&j| {
                    body.dfg.insts[j]
                        .succs
                        .iter()
                        .all(|s| !body.dfg.call_args(s).contains(&v))
                })
            };
            if outside.is_empty() || !outside.iter().all(|&u| as_operand(u)) {
                continue;
            }
            let key = pending.first().copied();
            let add = NewAdd {
                block: b,
                value: v,
                users: outside,
            };
            match groups.iter_mut().find(|g| g.0 == key) {
                Some(g) => g.1.push(add),
                None => groups.push((key, vec![add])),
            }
        }
        for (key, adds) in groups {
            let freed: u32 = adds.iter().map(|a| pressure.weight[a.value].gprs).sum();
            let added = key.map_or(0, |x| pressure.weight[x].gprs);
            if freed > added {
                out.extend(adds);
            }
        }
    }
    out
}
