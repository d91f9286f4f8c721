//! Functions CUDA code calls that no library defines when clang compiled
//! it: nvcc's front end or device runtime provides them, clang leaves a
//! call of an undefined declaration, and ptxas then stops with
//! "Unresolved extern function".
//!
//! - `__usAtomicCAS(p, expected, new)`: CUDA's 16-bit `atomicCAS`
//!   (`crt/sm_70_rt.hpp` declares it `__device_builtin__`; clang 16's
//!   wrapper headers define the 32- and 64-bit forms but not this one). It
//!   becomes `cmpxchg i16` at CUDA's `atomicCAS` ordering, relaxed, the
//!   ordering [`crate::cudaatomics`] gives the wider forms;
//! - C++ `operator new`/`new[]` (`_Znwm`, `_Znam`) and `delete`/`delete[]`
//!   (`_ZdlPv`, `_ZdaPv` and the sized `_ZdlPvm`, `_ZdaPvm`): in device
//!   code they take memory from the device heap, which is what `malloc`
//!   and `free` are (CUDA Programming Guide, "Dynamic Global Memory
//!   Allocation and Operations").
//!
//! Only declarations are rewritten: a module that defines one of these
//! names keeps its own definition, and a declaration of another shape is
//! left for the usual unresolved-call handling.

use crate::ir::{
    Attrs, Body, CallAttrs, CmpXchgAttrs, FuncId, Function, Inst, Module, Opcode, Ordering, Scope,
    Type, Value, ValueList,
};

/// What a call of one such declaration becomes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Builtin {
    /// `malloc(size)`.
    Alloc,
    /// `free(p)`, dropping a size operand.
    Release,
    /// `cmpxchg` of the width of the operands, its old value.
    CompareExchange,
}

fn classify(f: &Function) -> Option<Builtin> {
    let ptr = f.params.first().is_some_and(|t| t.is_ptr());
    let b = match f.name.as_str() {
        "_Znwm" | "_Znam" if f.params == [Type::Int(64)] && f.ret.is_some_and(|t| t.is_ptr()) => {
            Builtin::Alloc
        }
        "_ZdlPv" | "_ZdaPv" if ptr && f.params.len() == 1 && f.ret.is_none() => Builtin::Release,
        "_ZdlPvm" | "_ZdaPvm"
            if ptr && f.params.get(1) == Some(&Type::Int(64)) && f.params.len() == 2 =>
        {
            Builtin::Release
        }
        "__usAtomicCAS"
            if ptr
                && f.params[1..] == [Type::Int(16), Type::Int(16)]
                && f.ret == Some(Type::Int(16)) =>
        {
            Builtin::CompareExchange
        }
        _ => return None,
    };
    Some(b)
}

/// The declaration of `name(params) -> ret`, added when the module has none;
/// `None` when the module's own `name` has another signature.
fn declare(m: &mut Module, name: &str, params: Vec<Type>, ret: Option<Type>) -> Option<FuncId> {
    match m.func_by_name(name) {
        Some(id) => (m.funcs[id].params == params && m.funcs[id].ret == ret).then_some(id),
        None => Some(m.funcs.push(Function::new(name.to_string(), params, ret))),
    }
}

fn set_args(body: &mut Body, inst: Inst, args: &[Value]) {
    body.dfg.insts[inst].args = ValueList::from_slice(args, &mut body.dfg.pool);
}

/// Rewrites the calls of `m` to the declarations above; returns how many.
pub fn define(m: &mut Module) -> usize {
    let targets: Vec<(FuncId, Builtin)> = m
        .funcs
        .iter()
        .filter(|(_, f)| f.body.is_none())
        .filter_map(|(id, f)| Some((id, classify(f)?)))
        .collect();
    if targets.is_empty() {
        return 0;
    }
    let malloc = targets
        .iter()
        .any(|(_, b)| *b == Builtin::Alloc)
        .then(|| declare(m, "malloc", vec![Type::Int(64)], Some(Type::Ptr(0))))
        .flatten();
    let free = targets
        .iter()
        .any(|(_, b)| *b == Builtin::Release)
        .then(|| declare(m, "free", vec![Type::Ptr(0)], None))
        .flatten();
    let mut changed = 0;
    let ids: Vec<FuncId> = m.funcs.keys().collect();
    for fid in ids {
        let Some(body) = m.funcs[fid].body.as_mut() else {
            continue;
        };
        for inst in body.all_insts() {
            let d = &body.dfg.insts[inst];
            let Attrs::Call(call) = &d.attrs else {
                continue;
            };
            if d.opcode != Opcode::Call {
                continue;
            }
            let Some(&(_, what)) = targets.iter().find(|(id, _)| *id == call.callee) else {
                continue;
            };
            let fmf = call.fmf;
            let args = body.dfg.inst_args(inst).to_vec();
            match what {
                Builtin::Alloc | Builtin::Release => {
                    let Some(callee) = (if what == Builtin::Alloc { malloc } else { free }) else {
                        continue;
                    };
                    if what == Builtin::Release && args.len() == 2 {
                        // Sized delete: the size is only a hint.
                        set_args(body, inst, &args[..1]);
                    }
                    body.dfg.insts[inst].attrs = Attrs::Call(CallAttrs {
                        callee,
                        fmf,
                        convergent: false,
                    });
                }
                Builtin::CompareExchange => {
                    let pair = Type::structure(vec![Type::Int(16), Type::Int(1)], false);
                    let cas = body.dfg.make_inst(
                        Opcode::CmpXchg,
                        &args,
                        Attrs::CmpXchg(CmpXchgAttrs {
                            success: Ordering::Monotonic,
                            failure: Ordering::Monotonic,
                            scope: Scope::Device,
                            weak: false,
                            volatile: false,
                            align: 0,
                        }),
                        Some(pair),
                    );
                    let Some(pair_v) = body.dfg.inst_result(cas) else {
                        continue;
                    };
                    let Some(block) = body.layout.inst_block[inst] else {
                        continue;
                    };
                    let Some(at) = body.block_insts(block).iter().position(|&i| i == inst) else {
                        continue;
                    };
                    // The call becomes the `extractvalue 0` of the exchange
                    // placed before it, so its result keeps its users.
                    body.insert_inst(block, at, cas);
                    body.dfg.insts[inst].opcode = Opcode::ExtractValue;
                    body.dfg.insts[inst].attrs = Attrs::Indices(vec![0]);
                    set_args(body, inst, &[pair_v]);
                }
            }
            changed += 1;
        }
    }
    changed
}
