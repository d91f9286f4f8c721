//! Field forwarding through `insertvalue` chains: `extractvalue (insertvalue
//! a, v, i), i` reads `v`, and `extractvalue (insertvalue a, v, j), i`
//! reads `extractvalue a, i` when `i` and `j` name different fields.
//! `insertvalue`s and `extractvalue`s left unread are deleted.
//!
//! Why: SROA turns an aggregate load into scalar loads and an
//! `insertvalue` chain, and an aggregate store into `extractvalue`s. When
//! one alloca's address is stored in another's field (Numba's range
//! iterator keeps pointers to its index and count slots in a struct it
//! copies around), mem2reg promotes the struct's slots but leaves the
//! address flowing through such chains, where it counts as escaping: the
//! index and count slots stay in local memory (a 32-byte frame libNVVM
//! does not have). Forwarding the fields frees them for another round of
//! SROA and mem2reg.

use rustc_hash::FxHashMap;

use crate::ir::{Attrs, Body, Inst, Opcode, Value};

/// Indices of an `insertvalue`/`extractvalue`.
fn indices(body: &Body, i: Inst) -> Option<&[u32]> {
    match &body.dfg.insts[i].attrs {
        Attrs::Indices(v) => Some(v),
        _ => None,
    }
}

/// Folds what the module comment says in `body`; returns how many
/// `extractvalue`s now read a forwarded value.
pub fn fold_extracts(body: &mut Body) -> usize {
    let mut replace: FxHashMap<Value, Value> = FxHashMap::default();
    for i in body.all_insts() {
        if body.dfg.insts[i].opcode != Opcode::ExtractValue {
            continue;
        }
        let (Some(want), Some(res)) = (indices(body, i), body.dfg.inst_result(i)) else {
            continue;
        };
        let mut agg = body.dfg.inst_args(i)[0];
        let mut steps = 0;
        let found = loop {
            steps += 1;
            let Some(d) = body.dfg.def_inst(agg) else {
                break None;
            };
            if body.dfg.insts[d].opcode != Opcode::InsertValue || steps > 256 {
                break None;
            }
            let Some(have) = indices(body, d) else {
                break None;
            };
            let args = body.dfg.inst_args(d);
            if have == want {
                break Some(args[1]);
            }
            // Different fields: neither index path is a prefix of the
            // other, so the insert leaves the wanted field as it was.
            let n = have.len().min(want.len());
            if have[..n] == want[..n] {
                break None;
            }
            agg = args[0];
        };
        if let Some(v) = found {
            if body.dfg.value_type(v) == body.dfg.value_type(res) {
                replace.insert(res, v);
            }
        }
    }
    if replace.is_empty() {
        return 0;
    }
    // Chains of forwarded values resolve to their end.
    let resolve = |mut v: Value| {
        let mut n = 0;
        while let Some(&x) = replace.get(&v) {
            v = x;
            n += 1;
            if n > replace.len() {
                break;
            }
        }
        v
    };
    let insts = body.all_insts();
    for &i in &insts {
        let data = &mut body.dfg.insts[i];
        for a in data.args.as_mut_slice(&mut body.dfg.pool) {
            *a = resolve(*a);
        }
        for s in &mut data.succs {
            for a in s.args.as_mut_slice(&mut body.dfg.pool) {
                *a = resolve(*a);
            }
        }
    }
    delete_unread_aggregates(body);
    replace.len()
}

/// Deletes `insertvalue`s and `extractvalue`s nothing reads, until none
/// is left.
fn delete_unread_aggregates(body: &mut Body) {
    loop {
        let mut read: FxHashMap<Value, usize> = FxHashMap::default();
        for i in body.all_insts() {
            for &a in body.dfg.inst_args(i) {
                *read.entry(a).or_default() += 1;
            }
            for s in &body.dfg.insts[i].succs {
                for &a in body.dfg.call_args(s) {
                    *read.entry(a).or_default() += 1;
                }
            }
        }
        let dead: Vec<Inst> = body
            .all_insts()
            .into_iter()
            .filter(|&i| {
                matches!(
                    body.dfg.insts[i].opcode,
                    Opcode::InsertValue | Opcode::ExtractValue
                ) && body
                    .dfg
                    .inst_result(i)
                    .is_some_and(|r| !read.contains_key(&r))
            })
            .collect();
        if dead.is_empty() {
            return;
        }
        for i in dead {
            body.remove_inst(i);
        }
    }
}
