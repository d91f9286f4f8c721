//! Kernel selection and dead-function elimination (module passes).
//!
//! Roots are the kernels, the functions whose address a global's
//! initializer takes, and — unless kernels were selected (whole-program
//! mode, as cicc's `select-kernels` implies) — every externally visible
//! defined function. Everything a root reaches by a call or an address
//! (`nvvm.addr @f`) is live. Dead functions are removed and the survivors'
//! `FuncId`s renumbered in module order (references in calls, addresses and
//! initializers follow), so output stays deterministic. Intrinsic
//! declarations are never removed (the exporters look them up by name).

use cranelift_entity::{PrimaryMap, SecondaryMap};
use dialects::ir::{Attrs, Const, FuncId, Linkage, Module, Symbol};

fn const_funcs(c: &Const, out: &mut Vec<FuncId>) {
    match c {
        Const::FuncAddr(f) => out.push(*f),
        Const::Aggregate(v) => v.iter().for_each(|c| const_funcs(c, out)),
        _ => {}
    }
}

fn remap_const(c: &mut Const, map: &SecondaryMap<FuncId, Option<FuncId>>) {
    match c {
        Const::FuncAddr(f) => *f = map[*f].expect("a live function's reference is live"),
        Const::Aggregate(v) => v.iter_mut().for_each(|c| remap_const(c, map)),
        _ => {}
    }
}

/// Functions referred to by `attrs`.
fn attr_funcs(attrs: &Attrs, out: &mut Vec<FuncId>) {
    match attrs {
        Attrs::Call(c) => out.push(c.callee),
        Attrs::Symbol(Symbol::Func(f)) => out.push(*f),
        Attrs::Const(c) => const_funcs(c, out),
        _ => {}
    }
}

/// The functions reachable from the roots; `whole_program` drops
/// externally visible non-kernel functions from the roots.
pub fn reachable_functions(m: &Module, whole_program: bool) -> SecondaryMap<FuncId, bool> {
    let mut live: SecondaryMap<FuncId, bool> = SecondaryMap::new();
    let mut work: Vec<FuncId> = Vec::new();
    for (id, f) in m.funcs.iter() {
        let external = f.body.is_some() && f.linkage != Linkage::Internal;
        if f.kernel || f.is_intrinsic() || (external && !whole_program) {
            work.push(id);
        }
    }
    for g in m.globals.values() {
        if let Some(init) = &g.init {
            const_funcs(init, &mut work);
        }
    }
    while let Some(id) = work.pop() {
        if std::mem::replace(&mut live[id], true) {
            continue;
        }
        // Laid-out instructions only: a removed call (an inlined one)
        // keeps its data in the dfg but calls nothing.
        if let Some(body) = &m.funcs[id].body {
            for i in body.all_insts() {
                attr_funcs(&body.dfg.insts[i].attrs, &mut work);
            }
        }
    }
    live
}

/// Removes the functions not in `live`; returns how many were removed.
pub fn delete_dead(m: &mut Module, live: &SecondaryMap<FuncId, bool>) -> usize {
    let old = std::mem::replace(&mut m.funcs, PrimaryMap::new());
    let mut map: SecondaryMap<FuncId, Option<FuncId>> = SecondaryMap::new();
    let mut removed = 0;
    let mut kept = Vec::new();
    for (id, f) in old.into_iter() {
        if live[id] {
            map[id] = Some(m.funcs.next_key());
            kept.push(m.funcs.push(f));
        } else {
            removed += 1;
        }
    }
    if removed == 0 {
        return 0;
    }
    for id in kept {
        if let Some(body) = &mut m.funcs[id].body {
            let laid: std::collections::HashSet<_> = body.all_insts().into_iter().collect();
            for (i, inst) in body.dfg.insts.iter_mut() {
                // A removed instruction (an inlined call) may name a
                // deleted function: it keeps no reference at all.
                let dead = match &inst.attrs {
                    Attrs::Call(c) => map[c.callee].is_none(),
                    Attrs::Symbol(Symbol::Func(f)) => map[*f].is_none(),
                    _ => false,
                };
                if dead && !laid.contains(&i) {
                    inst.attrs = Attrs::None;
                    continue;
                }
                match &mut inst.attrs {
                    Attrs::Call(c) => c.callee = map[c.callee].expect("callee is live"),
                    Attrs::Symbol(Symbol::Func(f)) => *f = map[*f].expect("address is live"),
                    Attrs::Const(c) => remap_const(c, &map),
                    _ => {}
                }
            }
        }
    }
    for g in m.globals.values_mut() {
        if let Some(init) = &mut g.init {
            remap_const(init, &map);
        }
    }
    removed
}
