//! Tail recursion elimination (LLVM's `tailcallelim`, the self-recursive
//! part only): a function that calls itself in tail position loops
//! instead. Device functions cannot rely on a deep call stack (PTX gives
//! each thread a small, fixed one), so a recursion that turns into a loop
//! both runs faster and stops being a stack overflow waiting to happen.
//!
//! A call is in tail position when it calls the function it is in, with as
//! many arguments as the function has parameters, each of the parameter's
//! type, and is followed directly by its block's terminator, which is
//! either a `ret` of the call's result (`ret` with no value for a void
//! function), or a branch to a block holding nothing but such a `ret`, the
//! returned value being the call's result passed through that block's
//! parameter (the shape a merged `return` block has).
//!
//! The rewrite: a new entry block takes over the function's parameters and
//! branches to the old entry, which becomes the loop header; its
//! parameters, once the function's, now take the new entry's values on the
//! first trip and each tail call's arguments on the later ones. Each tail
//! call and its terminator become a branch to the header. The header's
//! constants move to the new entry; a return block left with no
//! predecessor is removed.
//!
//! Functions with anything that could tell one activation from the next
//! are skipped whole: allocas (a frame's stack object would be shared
//! between iterations), `byval` parameters (each call gets a fresh copy),
//! inline assembly and convergent operations (their set of participating
//! threads is tied to the call structure), variadic functions, kernels and
//! weak definitions (the call may bind to another body at link time).
//! Calls that are not in tail position (`n * f(n - 1)`) stay calls: the
//! accumulator transformation LLVM also does is not attempted.

use rustc_hash::FxHashSet;

use crate::ir::{Attrs, Block, Body, FuncId, Inst, Linkage, Module, Opcode, Type, Value};

/// Eliminates the self-recursive tail calls of every function of `m`;
/// returns how many calls became branches.
pub fn run(m: &mut Module) -> usize {
    let ids: Vec<FuncId> = m.funcs.keys().collect();
    ids.into_iter().map(|f| run_function(m, f)).sum()
}

/// Eliminates the self-recursive tail calls of function `f` (see the
/// module comment); returns how many calls became branches.
pub fn run_function(m: &mut Module, f: FuncId) -> usize {
    let Some(func) = m.funcs.get_mut(f) else {
        return 0;
    };
    // A weak definition may be replaced at link time: its self-call may
    // not run this body.
    if func.kernel
        || func.variadic
        || matches!(func.linkage, Linkage::Weak | Linkage::Common)
        || func.param_attrs.iter().any(|a| a.byval.is_some())
    {
        return 0;
    }
    let params = func.params.clone();
    let ret = func.ret;
    let Some(body) = func.body.as_mut() else {
        return 0;
    };
    if !body.is_well_formed() || !eligible(body, &params) {
        return 0;
    }
    let calls: Vec<TailCall> = body
        .layout
        .blocks
        .iter()
        .filter_map(|&b| tail_call(body, f, &params, ret, b))
        .collect();
    if calls.is_empty() {
        return 0;
    }
    rewrite(body, &calls)
}

/// True when nothing in `body` rules out turning its recursion into a loop
/// (see the module comment), and its entry is what the signature says.
fn eligible(body: &Body, params: &[Type]) -> bool {
    let Some(entry) = body.entry() else {
        return false;
    };
    let Some(entry_data) = body.dfg.blocks.get(entry) else {
        return false;
    };
    let entry_params = entry_data.params.as_slice(&body.dfg.pool);
    if entry_params.len() != params.len()
        || entry_params
            .iter()
            .zip(params)
            .any(|(&v, &t)| body.dfg.values.get(v).map(|d| d.ty) != Some(t))
    {
        return false;
    }
    for &b in &body.layout.blocks {
        let Some(bd) = body.dfg.blocks.get(b) else {
            return false;
        };
        for &i in &bd.insts {
            let Some(d) = body.dfg.insts.get(i) else {
                return false;
            };
            // The entry becomes the loop header: it must have no
            // predecessor that the new entry would have to share.
            if d.succs.iter().any(|s| s.block == entry) {
                return false;
            }
            let unusual = match &d.attrs {
                Attrs::Alloca(..) | Attrs::Asm(_) => true,
                Attrs::Call(c) => c.convergent,
                Attrs::CallIndirect(c) => c.convergent,
                Attrs::Intrinsic(x) => x.info.convergent,
                _ => matches!(d.opcode, Opcode::Alloca | Opcode::InlineAsm),
            };
            if unusual {
                return false;
            }
        }
    }
    true
}

/// A self-recursive call in tail position.
struct TailCall {
    /// The call.
    call: Inst,
    /// The terminator right after it.
    term: Inst,
    /// The block holding both.
    block: Block,
    /// The return block the terminator branches to, if not a `ret` itself.
    ret_block: Option<Block>,
}

/// The tail call ending block `b`, if it has one.
fn tail_call(
    body: &Body,
    f: FuncId,
    params: &[Type],
    ret: Option<Type>,
    b: Block,
) -> Option<TailCall> {
    let dfg = &body.dfg;
    let insts = body.block_insts(b);
    let [.., call, term] = insts else {
        return None;
    };
    let (call, term) = (*call, *term);
    let cd = &dfg.insts[call];
    match &cd.attrs {
        Attrs::Call(c) if cd.opcode == Opcode::Call && c.callee == f && !c.convergent => {}
        _ => return None,
    }
    let args = dfg.inst_args(call);
    if args.len() != params.len()
        || args
            .iter()
            .zip(params)
            .any(|(&a, &t)| dfg.values.get(a).map(|d| d.ty) != Some(t))
    {
        return None;
    }
    let result = dfg.inst_result(call);
    if result.map(|r| dfg.value_type(r)) != ret {
        return None;
    }
    // The returned value, as the terminator of `b` names it, and the
    // return block when the `ret` is one edge away.
    let td = &dfg.insts[term];
    let ret_block = match (td.opcode, td.succs.as_slice()) {
        (Opcode::Ret, []) => {
            if dfg.inst_args(term) != result.as_slice() {
                return None;
            }
            None
        }
        (Opcode::Br, [s]) => {
            let r = s.block;
            let [only] = body.dfg.blocks.get(r)?.insts.as_slice() else {
                return None;
            };
            let rd = dfg.insts.get(*only)?;
            if rd.opcode != Opcode::Ret {
                return None;
            }
            match (dfg.inst_args(*only), result) {
                ([], None) => {}
                ([x], Some(res)) => {
                    let passed = dfg
                        .block_params(r)
                        .iter()
                        .zip(dfg.call_args(s))
                        .any(|(&p, &a)| p == *x && a == res);
                    // Returning the call's result straight from another
                    // block is only valid SSA when `b` is its sole
                    // predecessor; anything else is malformed input.
                    let direct = *x == res && predecessors(body, r) == [term];
                    if !passed && !direct {
                        return None;
                    }
                }
                _ => return None,
            }
            Some(r)
        }
        _ => return None,
    };
    // The result must die with the call: its only readers are the
    // terminator and the return block, both replaced.
    if let Some(res) = result {
        let readers_ok = body.all_insts().into_iter().all(|i| {
            i == term
                || Some(i) == ret_block.and_then(|r| body.block_insts(r).first().copied())
                || !reads(body, i, res)
        });
        if !readers_ok {
            return None;
        }
    }
    Some(TailCall {
        call,
        term,
        block: b,
        ret_block,
    })
}

/// True when `i` reads `v` as an operand or branch argument.
fn reads(body: &Body, i: Inst, v: Value) -> bool {
    let dfg = &body.dfg;
    dfg.inst_args(i).contains(&v)
        || dfg.insts[i]
            .succs
            .iter()
            .any(|s| dfg.call_args(s).contains(&v))
}

/// The laid-out terminators that branch to `b`, once per edge.
fn predecessors(body: &Body, b: Block) -> Vec<Inst> {
    let mut out = Vec::new();
    for &x in &body.layout.blocks {
        if let Some(t) = body.terminator(x) {
            for s in &body.dfg.insts[t].succs {
                if s.block == b {
                    out.push(t);
                }
            }
        }
    }
    out
}

/// Makes the entry a loop header and the tail calls branches to it;
/// returns the calls rewritten.
fn rewrite(body: &mut Body, calls: &[TailCall]) -> usize {
    let Some(header) = body.entry() else {
        return 0;
    };
    let old_params: Vec<Value> = body.dfg.block_params(header).to_vec();
    let pre = body.dfg.make_block();
    let mut new_params = Vec::with_capacity(old_params.len());
    for &p in &old_params {
        let np = body.dfg.append_block_param(pre, body.dfg.value_type(p));
        // The function's parameters keep their source names (they name the
        // signature when exported); the header's take LLVM's `.tr` suffix.
        if let Some(name) = body.dfg.value_names[p].take() {
            body.dfg.value_names[p] = Some(format!("{name}.tr"));
            body.dfg.value_names[np] = Some(name);
        }
        new_params.push(np);
    }
    let entry_name = body.dfg.block_names[header].take();
    body.dfg.block_names[pre] = entry_name;
    body.dfg.block_names[header] = Some("tailrecurse".to_string());
    // The importer puts a function's constants at the top of its entry;
    // left in the header they would be rebuilt on every trip.
    let consts: Vec<Inst> = body
        .block_insts(header)
        .iter()
        .copied()
        .filter(|&i| body.dfg.insts[i].opcode == Opcode::Const && body.dfg.inst_args(i).is_empty())
        .collect();
    for i in consts {
        body.remove_inst(i);
        body.append_inst(pre, i);
    }
    let br = branch(body, header, &new_params);
    body.append_inst(pre, br);
    body.layout.blocks.insert(0, pre);

    let mut ret_blocks: FxHashSet<Block> = FxHashSet::default();
    for c in calls {
        let args: Vec<Value> = body.dfg.inst_args(c.call).to_vec();
        body.remove_inst(c.call);
        body.remove_inst(c.term);
        let br = branch(body, header, &args);
        body.append_inst(c.block, br);
        ret_blocks.extend(c.ret_block);
    }
    // A return block every predecessor of which was a tail call is dead.
    let mut dead: Vec<Block> = ret_blocks
        .into_iter()
        .filter(|&r| predecessors(body, r).is_empty())
        .collect();
    dead.sort();
    for &r in &dead {
        for i in body.block_insts(r).to_vec() {
            body.remove_inst(i);
        }
    }
    body.layout.blocks.retain(|b| !dead.contains(b));
    calls.len()
}

/// A new unconditional branch to `target` passing `args`, not yet placed.
fn branch(body: &mut Body, target: Block, args: &[Value]) -> Inst {
    let br = body.dfg.make_inst(Opcode::Br, &[], Attrs::None, None);
    let call = body.dfg.block_call(target, args);
    body.dfg.insts[br].succs = vec![call];
    br
}
