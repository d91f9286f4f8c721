//! Inlining of device functions (the `inline` pass).
//!
//! Policy, after cicc's inliner on NVPTX: a direct call to a defined
//! function is inlined unless the callee is `noinline`, variadic, a kernel,
//! takes a `byval` argument that is not a generic pointer, or is recursive
//! (on a call-graph cycle). A `byval` argument is copied at the call, as
//! the call itself would have (LLVM's inliner does the same). `alwaysinline` callees are always inlined; others when
//! their cost, five units per instruction as LLVM counts it, is at most
//! the threshold, or when the call is the only use of an internal callee.
//! The default threshold is LLVM's 225 times the NVPTX target's inlining
//! multiplier of 11 ("calls are particularly expensive in NVPTX",
//! `NVPTXTargetTransformInfo.h`): 2475.
//!
//! Why: a PTX call passes every argument and result through `.param`
//! space and ptxas does not inline `.func`s, so a call costs moves, stack
//! traffic and a barrier to scheduling; the e-graph and the register
//! model only see inside one body.
//!
//! Callees are processed before their callers (post-order over the call
//! graph), so a caller sees its callees after their own inlining. The
//! callee's allocas move to the caller's entry block, where SROA and
//! mem2reg find them.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::ir::{
    ty, Attrs, Block, Body, FuncBuilder, FuncId, Inst, InstData, Module, Opcode, Type, Value,
    ValueDef,
};

/// LLVM's cost of one instruction in its inline cost model.
pub const INST_COST: usize = 5;
/// The default `inline-threshold`: LLVM's 225 times NVPTX's multiplier 11.
pub const DEFAULT_THRESHOLD: usize = 225 * 11;

/// One inlined call.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Inlined {
    /// The caller's name.
    pub caller: String,
    /// The callee's name.
    pub callee: String,
    /// The callee's cost (five per instruction).
    pub cost: usize,
}

/// One call left in place, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotInlined {
    /// The caller's name.
    pub caller: String,
    /// The callee's name.
    pub callee: String,
    /// Why, in words.
    pub why: String,
}

/// What the pass did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// Inlined calls, in the order they were inlined.
    pub inlined: Vec<Inlined>,
    /// Calls kept, each once per caller and callee.
    pub kept: Vec<NotInlined>,
}

fn direct_callee(body: &Body, i: Inst) -> Option<FuncId> {
    match (&body.dfg.insts[i].opcode, &body.dfg.insts[i].attrs) {
        (Opcode::Call, Attrs::Call(c)) => Some(c.callee),
        _ => None,
    }
}

fn calls(body: &Body) -> Vec<(Block, Inst, FuncId)> {
    let mut out = Vec::new();
    for &b in &body.layout.blocks {
        for &i in body.block_insts(b) {
            if let Some(f) = direct_callee(body, i) {
                out.push((b, i, f));
            }
        }
    }
    out
}

/// Functions in post-order of the call graph (callees first), and the
/// functions on a call-graph cycle.
fn post_order(m: &Module) -> (Vec<FuncId>, FxHashSet<FuncId>) {
    let succs: FxHashMap<FuncId, Vec<FuncId>> = m
        .funcs
        .iter()
        .map(|(id, f)| {
            let mut s: Vec<FuncId> = f.body.as_ref().map_or_else(Vec::new, |b| {
                calls(b).into_iter().map(|(_, _, c)| c).collect()
            });
            s.dedup();
            (id, s)
        })
        .collect();
    // Tarjan's strongly connected components, iteratively.
    let mut index: FxHashMap<FuncId, (usize, usize)> = FxHashMap::default();
    let mut stack: Vec<FuncId> = Vec::new();
    let mut on_stack: FxHashSet<FuncId> = FxHashSet::default();
    let mut order = Vec::new();
    let mut cyclic = FxHashSet::default();
    let mut next = 0;
    for root in m.funcs.keys() {
        if index.contains_key(&root) {
            continue;
        }
        let mut work: Vec<(FuncId, usize)> = vec![(root, 0)];
        index.insert(root, (next, next));
        next += 1;
        stack.push(root);
        on_stack.insert(root);
        while let Some(&mut (v, ref mut k)) = work.last_mut() {
            if let Some(&w) = succs[&v].get(*k) {
                *k += 1;
                if let Some(&(wi, _)) = index.get(&w) {
                    if on_stack.contains(&w) {
                        let e = index.get_mut(&v).expect("visited");
                        e.1 = e.1.min(wi);
                    }
                } else {
                    index.insert(w, (next, next));
                    next += 1;
                    stack.push(w);
                    on_stack.insert(w);
                    work.push((w, 0));
                }
                continue;
            }
            work.pop();
            let (vi, vl) = index[&v];
            if let Some(&(p, _)) = work.last() {
                let e = index.get_mut(&p).expect("visited");
                e.1 = e.1.min(vl);
            }
            if vi == vl {
                let mut scc = Vec::new();
                loop {
                    let w = stack.pop().expect("on the stack");
                    on_stack.remove(&w);
                    scc.push(w);
                    if w == v {
                        break;
                    }
                }
                if scc.len() > 1 || succs[&v].contains(&v) {
                    cyclic.extend(scc.iter().copied());
                }
                scc.sort();
                order.extend(scc);
            }
        }
    }
    (order, cyclic)
}

/// Inlines calls in `m` by the module comment's policy.
pub fn run(m: &mut Module, threshold: usize) -> Report {
    let (order, cyclic) = post_order(m);
    let mut uses: FxHashMap<FuncId, usize> = FxHashMap::default();
    for f in m.funcs.values() {
        if let Some(b) = &f.body {
            for (_, _, c) in calls(b) {
                *uses.entry(c).or_default() += 1;
            }
        }
    }
    let mut report = Report::default();
    for caller in order {
        let Some(body) = m.funcs[caller].body.as_ref() else {
            continue;
        };
        let mut kept: FxHashSet<FuncId> = FxHashSet::default();
        // Call sites in block order; inlining one does not move the others
        // out of their blocks' instruction lists, so re-find each by id.
        for (_, call, callee) in calls(body) {
            let f = &m.funcs[callee];
            let cost = f
                .body
                .as_ref()
                .map_or(0, |b| b.all_insts().len() * INST_COST);
            let why = if f.body.is_none() {
                None
            } else if f.noinline {
                Some("the callee is noinline".to_string())
            } else if f.variadic || f.kernel {
                Some("the callee is a kernel or variadic".to_string())
            } else if let Some(k) = unsupported_byval(f) {
                Some(format!(
                    "the callee takes byval argument {k} outside the generic address space"
                ))
            } else if cyclic.contains(&callee) {
                Some("recursive".to_string())
            } else if !f.alwaysinline
                && cost > threshold
                && !(uses.get(&callee) == Some(&1) && f.linkage == crate::ir::Linkage::Internal)
            {
                Some(format!("cost {cost} over the threshold {threshold}"))
            } else {
                report.inlined.push(Inlined {
                    caller: m.funcs[caller].name.clone(),
                    callee: f.name.clone(),
                    cost,
                });
                let callee_body = f.body.clone().expect("defined");
                let byvals = byval_params(f);
                let body = m.funcs[caller].body.as_mut().expect("defined");
                copy_byval_args(body, call, &byvals);
                inline_call(body, call, &callee_body);
                None
            };
            if let Some(why) = why {
                if kept.insert(callee) {
                    report.kept.push(NotInlined {
                        caller: m.funcs[caller].name.clone(),
                        callee: m.funcs[callee].name.clone(),
                        why,
                    });
                }
            }
        }
    }
    report
}

/// The callee's `byval` parameters: index, pointee type, alignment.
fn byval_params(f: &crate::ir::Function) -> Vec<(usize, Type, u32)> {
    f.param_attrs
        .iter()
        .enumerate()
        .filter_map(|(k, a)| a.byval.map(|t| (k, t, a.align)))
        .collect()
}

/// The first `byval` parameter the inliner cannot copy: one that is not a
/// generic pointer (the copy is a local `alloca` cast to generic).
fn unsupported_byval(f: &crate::ir::Function) -> Option<usize> {
    byval_params(f)
        .into_iter()
        .map(|(k, _, _)| k)
        .find(|&k| f.params.get(k) != Some(&Type::Ptr(0)))
}

/// A `byval` argument is the callee's own copy (LLVM's inliner,
/// `HandleByValArgument`): each one becomes a caller `alloca` in the entry
/// block, filled by a `memcpy` from the argument just before the call, and
/// the call passes the copy. `memcpyopt`, `sroa` and `mem2reg`, which run
/// after the inliner, then take the copy apart where they can.
fn copy_byval_args(body: &mut Body, call: Inst, byvals: &[(usize, Type, u32)]) {
    let (Some(entry), Some(b)) = (body.entry(), body.layout.inst_block[call]) else {
        return;
    };
    for &(k, elem, align) in byvals {
        let Some(&arg) = body.dfg.inst_args(call).get(k) else {
            continue;
        };
        let align = u32::try_from(elem.abi_align()).unwrap_or(16).max(align);
        let mut fb = FuncBuilder::new(body);
        fb.at(entry, 0);
        let one = fb.iconst(ty::I32, 1);
        let slot = fb.alloca(elem, one, align);
        let pos = fb
            .body
            .block_insts(b)
            .iter()
            .position(|&i| i == call)
            .expect("in its block");
        fb.at(b, pos);
        let copy = fb.cast(Opcode::AddrSpaceCast, slot, Type::Ptr(0));
        let len = fb.iconst(ty::I64, u128::from(elem.store_size()));
        let volatile = fb.iconst(ty::I1, 0);
        fb.intrinsic("llvm.memcpy.p0.p0.i64", &[copy, arg, len, volatile], None);
        let dfg = &mut body.dfg;
        dfg.insts[call].args.as_mut_slice(&mut dfg.pool)[k] = copy;
    }
}

/// Replaces `call` in `body` by a copy of `callee`: the call's block is
/// split after it, the copy's returns branch to the second half with the
/// returned value as its parameter.
fn inline_call(body: &mut Body, call: Inst, callee: &Body) {
    let b = body.layout.inst_block[call].expect("a laid-out call");
    let args: Vec<Value> = body.dfg.inst_args(call).to_vec();
    let result = body.dfg.inst_result(call);
    let (cont, ret_param) = body.split_after(call);
    let entry = callee.entry().expect("a defined callee has an entry");
    let mut copy = Copied {
        bmap: FxHashMap::default(),
        vmap: callee
            .dfg
            .block_params(entry)
            .iter()
            .copied()
            .zip(args.iter().copied())
            .collect(),
        insts: Vec::new(),
    };
    let at = body.layout_index(b).expect("laid out") + 1;
    let mut new_blocks = copy_blocks(body, callee, entry, &mut copy);
    new_blocks.push(cont);
    body.layout.blocks.splice(at..at, new_blocks);
    copy_insts(body, callee, &mut copy);
    wire(body, callee, &copy, cont, ret_param.is_some());
    // The call's block now branches into the copy's entry.
    let to_entry = body.dfg.block_call(copy.bmap[&entry], &[]);
    let br = body.dfg.make_inst(Opcode::Br, &[], Attrs::None, None);
    body.dfg.insts[br].succs = vec![to_entry];
    body.append_inst(b, br);
    if let (Some(r), Some(p)) = (result, ret_param) {
        let all = body.all_insts();
        body.dfg.replace_uses(&all, r, p);
    }
}

/// The callee's blocks, values and instructions in the caller.
struct Copied {
    bmap: FxHashMap<Block, Block>,
    vmap: FxHashMap<Value, Value>,
    /// Copied instructions left to wire (allocas moved to the entry are
    /// complete already).
    insts: Vec<(Inst, Inst)>,
}

/// New blocks for the callee's, with their parameters (the entry's are the
/// call's arguments already); returns them in the callee's order.
fn copy_blocks(body: &mut Body, callee: &Body, entry: Block, copy: &mut Copied) -> Vec<Block> {
    let mut new_blocks = Vec::new();
    for &cb in &callee.layout.blocks {
        let nb = body.dfg.make_block();
        body.dfg.block_names[nb] = callee.dfg.block_names.get(cb).cloned().flatten();
        if cb != entry {
            for &p in callee.dfg.block_params(cb) {
                let np = body.dfg.append_block_param(nb, callee.dfg.value_type(p));
                body.dfg.value_names[np] = callee.dfg.value_names.get(p).cloned().flatten();
                copy.vmap.insert(p, np);
            }
        }
        copy.bmap.insert(cb, nb);
        new_blocks.push(nb);
    }
    new_blocks
}

/// Copies the callee's instructions without operands (a use may precede
/// its definition in the layout); constant-sized allocas go to the
/// caller's entry block, with their counts, where mem2reg and SROA look.
fn copy_insts(body: &mut Body, callee: &Body, copy: &mut Copied) {
    let caller_entry = body.entry().expect("the caller has an entry");
    let mut allocas = 0;
    for &cb in &callee.layout.blocks {
        for &ci in callee.block_insts(cb) {
            let d = &callee.dfg.insts[ci];
            let ty = callee.dfg.inst_result(ci).map(|v| callee.dfg.value_type(v));
            let ni = body.dfg.make_inst(d.opcode, &[], d.attrs.clone(), ty);
            if let (Some(v), Some(nv)) = (callee.dfg.inst_result(ci), body.dfg.inst_result(ni)) {
                copy.vmap.insert(v, nv);
                body.dfg.value_names[nv] = callee.dfg.value_names.get(v).cloned().flatten();
            }
            if let Some(meta) = callee.dfg.meta.get(&ci) {
                body.dfg.meta.insert(ni, meta.clone());
            }
            let counts = callee.dfg.inst_args(ci);
            let static_alloca = d.opcode == Opcode::Alloca
                && counts.iter().all(|&a| {
                    matches!(callee.dfg.values[a].def,
                        ValueDef::Result(c) if callee.dfg.insts[c].opcode == Opcode::Const)
                });
            if !static_alloca {
                body.append_inst(copy.bmap[&cb], ni);
                copy.insts.push((ci, ni));
                continue;
            }
            let mut new_counts = Vec::new();
            for &a in counts {
                let ValueDef::Result(c) = callee.dfg.values[a].def else {
                    continue;
                };
                let attrs = callee.dfg.insts[c].attrs.clone();
                let k =
                    body.dfg
                        .make_inst(Opcode::Const, &[], attrs, Some(callee.dfg.value_type(a)));
                body.insert_inst(caller_entry, allocas, k);
                allocas += 1;
                new_counts.push(body.dfg.inst_result(k).expect("a constant"));
            }
            body.dfg.insts[ni].args =
                crate::ir::ValueList::from_slice(&new_counts, &mut body.dfg.pool);
            body.insert_inst(caller_entry, allocas, ni);
            allocas += 1;
        }
    }
}

/// Operands and successors of the copied instructions; a `ret` becomes a
/// branch to `cont` (with the value when `returns`).
fn wire(body: &mut Body, callee: &Body, copy: &Copied, cont: Block, returns: bool) {
    let map = |v: Value| *copy.vmap.get(&v).expect("defined in the callee");
    for &(ci, ni) in &copy.insts {
        let d: &InstData = &callee.dfg.insts[ci];
        let args: Vec<Value> = callee.dfg.inst_args(ci).iter().map(|&a| map(a)).collect();
        if d.opcode == Opcode::Ret {
            let n = usize::from(returns).min(args.len());
            let target = body.dfg.block_call(cont, &args[..n]);
            let nd = &mut body.dfg.insts[ni];
            nd.opcode = Opcode::Br;
            nd.attrs = Attrs::None;
            nd.succs = vec![target];
            continue;
        }
        body.dfg.insts[ni].args = crate::ir::ValueList::from_slice(&args, &mut body.dfg.pool);
        let succs: Vec<_> = d
            .succs
            .iter()
            .map(|s| {
                let sa: Vec<Value> = callee.dfg.call_args(s).iter().map(|&a| map(a)).collect();
                body.dfg.block_call(copy.bmap[&s.block], &sa)
            })
            .collect();
        body.dfg.insts[ni].succs = succs;
    }
}
