//! Constant merging (LLVM's `constmerge`): module-local constant globals
//! with the same contents become one.
//!
//! Candidates are internal (`internal` / `private`) `constant` globals with
//! an initializer that is not `externally_initialized`. Two candidates are
//! duplicates when their type, initializer and address space are equal;
//! the merged global takes the larger of their alignments.
//!
//! LLVM only merges a global whose address is insignificant
//! (`unnamed_addr`). The importer drops that keyword, so this pass decides
//! it from the uses instead: a global's address is *unobservable* when every
//! use of it, followed through `ptradd`s, address-space casts, pointer
//! bitcasts, selects and block parameters, only reads memory through it (a
//! plain or volatile load, an `ldg`/`ldu`, or the source of a `memcpy` /
//! `memmove`). A comparison, a `ptrtoint`, a store of the pointer, a call
//! argument, a reference from another global's initializer or from an
//! instruction's constant all make it observable. Like LLVM, at most one
//! global of a group may be observable; it is the one kept (two observable
//! globals stay two). Otherwise the earliest in module order is kept, so
//! the result does not depend on anything but the module.
//!
//! Every reference to a removed duplicate is redirected to the kept global
//! and the survivors' `GlobalId`s are renumbered in module order (as the
//! driver's dead-function elimination does for functions), in instruction
//! attributes, constants and initializers alike, including instructions
//! that are no longer laid out.

use cranelift_entity::{PrimaryMap, SecondaryMap};
use rustc_hash::{FxHashMap, FxHashSet};

use crate::ir::intrinsics::Family;
use crate::ir::{
    Attrs, Body, Const, Global, GlobalId, Inst, Linkage, Module, Opcode, Symbol, Type, Value,
};

/// Merges duplicate constant globals of `m` (see the module comment);
/// returns how many globals were removed.
pub fn run_module(m: &mut Module) -> usize {
    let observable = observable_globals(m);
    // Candidates grouped by what makes them interchangeable, groups in
    // order of their first member.
    let mut groups: FxHashMap<(Type, u32, &Const), usize> = FxHashMap::default();
    let mut members: Vec<Vec<GlobalId>> = Vec::new();
    for (id, g) in m.globals.iter() {
        let (true, Some(init)) = (candidate(g), &g.init) else {
            continue;
        };
        let n = *groups.entry((g.ty, g.addrspace, init)).or_insert_with(|| {
            members.push(Vec::new());
            members.len() - 1
        });
        members[n].push(id);
    }
    drop(groups);
    // Each merged duplicate -> the global kept for it (old ids).
    let mut target: FxHashMap<GlobalId, GlobalId> = FxHashMap::default();
    let mut new_align: Vec<(GlobalId, u32)> = Vec::new();
    for ids in &members {
        if ids.len() < 2 {
            continue;
        }
        let keep = ids
            .iter()
            .copied()
            .find(|g| observable.contains(g))
            .unwrap_or(ids[0]);
        let mut merged = vec![keep];
        for &g in ids {
            if g != keep && !observable.contains(&g) {
                target.insert(g, keep);
                merged.push(g);
            }
        }
        if merged.len() > 1 {
            new_align.push((keep, merged_align(m, &merged)));
        }
    }
    if target.is_empty() {
        return 0;
    }
    for (g, a) in new_align {
        m.globals[g].align = a;
    }
    renumber(m, &target)
}

/// Internal constants with known, fixed contents: only these may share
/// storage without any other module noticing.
fn candidate(g: &Global) -> bool {
    g.linkage == Linkage::Internal && g.is_const && g.init.is_some() && !g.externally_initialized
}

/// The alignment of a global standing for all of `ids`: the largest, with
/// 0 (the type's ABI alignment) made explicit when another is explicit,
/// so that no access loses an alignment it relied on.
fn merged_align(m: &Module, ids: &[GlobalId]) -> u32 {
    if ids.iter().all(|&g| m.globals[g].align == 0) {
        return 0;
    }
    ids.iter()
        .map(|&g| {
            let x = &m.globals[g];
            if x.align == 0 {
                u32::try_from(x.ty.abi_align()).unwrap_or(u32::MAX)
            } else {
                x.align
            }
        })
        .max()
        .unwrap_or(0)
}

/// Globals whose address some code or data could tell apart from another
/// global's (see the module comment).
fn observable_globals(m: &Module) -> FxHashSet<GlobalId> {
    let mut out: FxHashSet<GlobalId> = FxHashSet::default();
    for g in m.globals.values() {
        if let Some(init) = &g.init {
            const_globals(init, &mut out);
        }
    }
    for f in m.funcs.values() {
        let Some(body) = &f.body else { continue };
        if !body.is_well_formed() {
            // What it refers to cannot be read reliably: every global it
            // names counts as observed.
            for d in body.dfg.insts.values() {
                match &d.attrs {
                    Attrs::Symbol(Symbol::Global(g)) => {
                        out.insert(*g);
                    }
                    Attrs::Const(c) => const_globals(c, &mut out),
                    _ => {}
                }
            }
            continue;
        }
        let uses = use_map(body);
        for i in body.all_insts() {
            match &body.dfg.insts[i].attrs {
                Attrs::Symbol(Symbol::Global(g)) if !out.contains(g) => {
                    let only_read = body
                        .dfg
                        .inst_result(i)
                        .is_some_and(|r| only_read_through(body, &uses, r));
                    if !only_read {
                        out.insert(*g);
                    }
                }
                Attrs::Const(c) => const_globals(c, &mut out),
                _ => {}
            }
        }
    }
    out
}

fn const_globals(c: &Const, out: &mut FxHashSet<GlobalId>) {
    match c {
        Const::GlobalAddr(g, _) => {
            out.insert(*g);
        }
        Const::Aggregate(v) => v.iter().for_each(|c| const_globals(c, out)),
        _ => {}
    }
}

/// Each value's users among the laid-out instructions: (instruction,
/// operand index), `usize::MAX` for a branch argument (with the target
/// parameter it binds, see `param_of_arg`).
fn use_map(body: &Body) -> FxHashMap<Value, Vec<(Inst, usize)>> {
    let mut uses: FxHashMap<Value, Vec<(Inst, usize)>> = FxHashMap::default();
    for i in body.all_insts() {
        for (k, &a) in body.dfg.inst_args(i).iter().enumerate() {
            uses.entry(a).or_default().push((i, k));
        }
        for s in &body.dfg.insts[i].succs {
            for &a in body.dfg.call_args(s) {
                uses.entry(a).or_default().push((i, usize::MAX));
            }
        }
    }
    uses
}

/// True when every use of the address `root`, followed through address
/// arithmetic, selects and block parameters, only reads the memory it
/// points to.
fn only_read_through(
    body: &Body,
    uses: &FxHashMap<Value, Vec<(Inst, usize)>>,
    root: Value,
) -> bool {
    let dfg = &body.dfg;
    let mut seen: FxHashSet<Value> = FxHashSet::default();
    seen.insert(root);
    let mut work = vec![root];
    while let Some(p) = work.pop() {
        for &(u, k) in uses.get(&p).map_or(&[][..], Vec::as_slice) {
            let d = &dfg.insts[u];
            let follow: Vec<Value> = match (d.opcode, k) {
                (Opcode::Load, 0) if matches!(d.attrs, Attrs::Mem(m) if m.ordering.is_none()) => {
                    continue
                }
                (Opcode::PtrAdd | Opcode::AddrSpaceCast | Opcode::Bitcast, 0)
                | (Opcode::Select, 1 | 2) => match dfg.inst_result(u) {
                    Some(r) if dfg.value_type(r).is_ptr() => vec![r],
                    _ => return false,
                },
                (Opcode::Intrinsic, _) => match &d.attrs {
                    Attrs::Intrinsic(a) if a.info.family == Family::Ldg && k == 0 => continue,
                    Attrs::Intrinsic(a)
                        if a.info.family == Family::MemTransfer
                            && k == 1
                            && (a.name.starts_with("llvm.memcpy")
                                || a.name.starts_with("llvm.memmove")) =>
                    {
                        continue
                    }
                    _ => return false,
                },
                (_, usize::MAX) => match edge_params(body, u, p) {
                    Some(ps) => ps,
                    None => return false,
                },
                _ => return false,
            };
            for r in follow {
                if seen.insert(r) {
                    work.push(r);
                }
            }
        }
    }
    true
}

/// The parameters that branch `t` binds to `v`.
fn edge_params(body: &Body, t: Inst, v: Value) -> Option<Vec<Value>> {
    let dfg = &body.dfg;
    let mut out = Vec::new();
    for s in &dfg.insts[t].succs {
        let params = dfg.blocks.get(s.block)?.params.as_slice(&dfg.pool);
        for (n, &a) in dfg.call_args(s).iter().enumerate() {
            if a == v {
                let &p = params.get(n)?;
                if !dfg.values.is_valid(p) {
                    return None;
                }
                out.push(p);
            }
        }
    }
    Some(out)
}

/// Removes the globals `target` redirects and renumbers the rest in module
/// order, updating every reference; returns how many were removed.
fn renumber(m: &mut Module, target: &FxHashMap<GlobalId, GlobalId>) -> usize {
    let old = std::mem::replace(&mut m.globals, PrimaryMap::new());
    let mut map: SecondaryMap<GlobalId, Option<GlobalId>> = SecondaryMap::new();
    let mut removed = 0;
    for (id, g) in old.into_iter() {
        if target.contains_key(&id) {
            removed += 1;
        } else {
            map[id] = Some(m.globals.push(g));
        }
    }
    // A duplicate becomes its kept global's new id; kept globals are never
    // duplicates themselves, so one step resolves.
    let resolve = |g: GlobalId| -> GlobalId {
        let t = target.get(&g).copied().unwrap_or(g);
        map[t].unwrap_or(t)
    };
    for g in m.globals.values_mut() {
        if let Some(init) = &mut g.init {
            remap_const(init, &resolve);
        }
    }
    for f in m.funcs.values_mut() {
        let Some(body) = &mut f.body else { continue };
        // Every instruction, laid out or not: a detached one must not name
        // an id that now means another global.
        for inst in body.dfg.insts.values_mut() {
            match &mut inst.attrs {
                Attrs::Symbol(Symbol::Global(g)) => *g = resolve(*g),
                Attrs::Const(c) => remap_const(c, &resolve),
                _ => {}
            }
        }
    }
    removed
}

fn remap_const(c: &mut Const, resolve: &impl Fn(GlobalId) -> GlobalId) {
    match c {
        Const::GlobalAddr(g, _) => *g = resolve(*g),
        Const::Aggregate(v) => v.iter_mut().for_each(|c| remap_const(c, resolve)),
        _ => {}
    }
}
