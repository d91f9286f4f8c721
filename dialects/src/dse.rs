//! Dead store elimination (LLVM's `dse`, reduced to what is cheap and
//! certain without alias analysis).
//!
//! Two kinds of store are removed:
//! - **Overwritten in the same block.** A plain (non-volatile, non-atomic)
//!   store is dead when a later plain store of the same block writes every
//!   byte it wrote, and nothing between the two may read memory or observe
//!   it. Two addresses are compared as a base value plus a constant byte
//!   offset, seen through `ptradd`s by constants; nothing else is assumed
//!   about aliasing, so any load, call, inline assembly, atomic, fence,
//!   volatile access or intrinsic that is not pure (or is convergent) in
//!   between keeps the earlier store.
//! - **Into an alloca nobody reads.** When every use of an alloca's
//!   address, followed through `ptradd`s, address-space casts and pointer
//!   bitcasts, is the pointer of a plain store or a lifetime marker, no
//!   one can ever see what was written: the stores, the address arithmetic,
//!   the markers and the alloca go.
//!
//! Volatile and atomic stores are never removed. Stores whose location is
//! read in another block, or overwritten only in another block, are left
//! (that needs memory SSA, which warpsat does not have).

use rustc_hash::{FxHashMap, FxHashSet};

use crate::ir::intrinsics::{Effects, Family};
use crate::ir::{Attrs, Block, Body, Inst, MemAttrs, Module, Opcode, Type, Value};

/// Runs DSE on every function body of `m`; returns the stores removed.
pub fn run(m: &mut Module) -> usize {
    m.funcs
        .values_mut()
        .filter_map(|f| f.body.as_mut())
        .map(run_function)
        .sum()
}

/// Removes the dead stores of one body (see the module comment); returns
/// how many.
pub fn run_function(body: &mut Body) -> usize {
    if !body.is_well_formed() {
        return 0;
    }
    let mut removed = 0;
    for b in body.layout.blocks.clone() {
        removed += overwritten_in_block(body, b);
    }
    // After the block scan: a store it removed may have been the one use
    // that let an alloca's address escape. Removing an alloca can in turn
    // leave another one write-only (its address was the value stored);
    // each round removes at least one alloca, so this ends.
    loop {
        let (allocas, stores) = unread_allocas(body);
        removed += stores;
        if allocas == 0 {
            break;
        }
    }
    removed
}

/// Non-volatile and non-atomic: the only accesses whose removal no other
/// observer (a device register, another thread) can tell apart.
fn plain(attrs: &Attrs) -> bool {
    matches!(
        attrs,
        Attrs::Mem(MemAttrs {
            volatile: false,
            ordering: None,
            ..
        })
    )
}

/// True when `i` might read memory or make a store visible to someone,
/// so that an earlier store must stay even if a later one overwrites it.
/// Unknown effects count as reads.
fn may_observe(body: &Body, i: Inst) -> bool {
    use Opcode::*;
    let d = &body.dfg.insts[i];
    match d.opcode {
        // A volatile or atomic store is an ordering point for whoever
        // watches memory, even if it does not read.
        Store => !plain(&d.attrs),
        Load | AtomicRmw | CmpXchg | Fence | Call | CallIndirect | InlineAsm => true,
        Intrinsic => !matches!(&d.attrs, Attrs::Intrinsic(a)
            if a.info.effects == Effects::Pure && !a.info.convergent),
        op => op.is_terminator(),
    }
}

/// An address as a base value plus a constant byte offset, seen through
/// chains of `ptradd`s by constants.
fn location(body: &Body, mut p: Value) -> (Value, i128) {
    let dfg = &body.dfg;
    let mut off: i128 = 0;
    // A chain longer than the function is a cycle (only in broken,
    // unreachable code); the bound keeps the walk finite.
    for _ in 0..=dfg.insts.len() {
        let Some(d) = dfg.def_inst(p).and_then(|i| dfg.insts.get(i)) else {
            break;
        };
        let [base, k] = d.args.as_slice(&dfg.pool) else {
            break;
        };
        if d.opcode != Opcode::PtrAdd {
            break;
        }
        let Some((c, _)) = dfg.int_const(*k) else {
            break;
        };
        // Offsets stay within 64 bits (the widest index), so the extent
        // arithmetic of `covers` cannot overflow.
        match off.checked_add(c) {
            Some(o) if o.unsigned_abs() <= u128::from(u64::MAX) => off = o,
            _ => break,
        }
        p = *base;
    }
    (p, off)
}

/// Bytes a store of `t` certainly writes. Scalars and vectors write their
/// bits rounded up to bytes; aggregates may have padding, whose bytes are
/// not promised, so they only cover a store of the same type at the same
/// place (see `covers`).
fn written_bytes(t: Type) -> u64 {
    if t.is_aggregate() {
        0
    } else {
        t.bits().div_ceil(8)
    }
}

/// A store that may kill earlier ones: where it writes and what.
struct Killer {
    base: Value,
    off: i128,
    ty: Type,
}

/// True when a store of `ty` at `base + off` writes nothing `k` does not
/// overwrite. The earlier store's extent is its allocation size, an upper
/// bound on what it may write.
fn covers(k: &Killer, base: Value, off: i128, ty: Type) -> bool {
    if k.base != base {
        return false;
    }
    if k.off == off && k.ty == ty {
        return true;
    }
    let dead = i128::from(ty.store_size());
    let kill = i128::from(written_bytes(k.ty));
    dead > 0 && kill > 0 && k.off <= off && off + dead <= k.off + kill
}

/// Removes the stores of `b` that a later store of `b` overwrites with
/// nothing in between that could see them.
fn overwritten_in_block(body: &mut Body, b: Block) -> usize {
    let mut killers: Vec<Killer> = Vec::new();
    let mut dead: Vec<Inst> = Vec::new();
    for &i in body.block_insts(b).iter().rev() {
        let d = &body.dfg.insts[i];
        if d.opcode == Opcode::Store && plain(&d.attrs) {
            let [v, p] = body.dfg.inst_args(i) else {
                killers.clear();
                continue;
            };
            let ty = body.dfg.value_type(*v);
            let (base, off) = location(body, *p);
            if killers.iter().any(|k| covers(k, base, off, ty)) {
                dead.push(i);
            } else {
                killers.push(Killer { base, off, ty });
            }
        } else if may_observe(body, i) {
            killers.clear();
        }
    }
    for &i in &dead {
        body.remove_inst(i);
    }
    dead.len()
}

/// Each value's users among the laid-out instructions: (instruction,
/// operand index), `usize::MAX` for a branch argument.
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

/// Removes the allocas whose contents nobody can read, with every store
/// into them; returns the allocas and the stores removed.
fn unread_allocas(body: &mut Body) -> (usize, usize) {
    let uses = use_map(body);
    let mut doomed: Vec<Inst> = Vec::new();
    let mut allocas = 0;
    let mut stores = 0;
    for a in body.all_insts() {
        if body.dfg.insts[a].opcode != Opcode::Alloca {
            continue;
        }
        let Some(root) = body.dfg.inst_result(a) else {
            continue;
        };
        if let Some((insts, n)) = write_only(body, &uses, root) {
            doomed.push(a);
            doomed.extend(insts);
            allocas += 1;
            stores += n;
        }
    }
    for i in doomed {
        body.remove_inst(i);
    }
    (allocas, stores)
}

/// When every use of `root` (through address arithmetic) only writes to
/// it: the instructions that then go (stores, address arithmetic, lifetime
/// markers) and how many of them are stores.
fn write_only(
    body: &Body,
    uses: &FxHashMap<Value, Vec<(Inst, usize)>>,
    root: Value,
) -> Option<(Vec<Inst>, usize)> {
    let dfg = &body.dfg;
    let mut out: Vec<Inst> = Vec::new();
    let mut taken: FxHashSet<Inst> = FxHashSet::default();
    let mut stores = 0;
    let mut work = vec![root];
    let mut seen: FxHashSet<Value> = FxHashSet::default();
    seen.insert(root);
    while let Some(p) = work.pop() {
        for &(u, k) in uses.get(&p).map_or(&[][..], Vec::as_slice) {
            let d = &dfg.insts[u];
            match (d.opcode, k) {
                (Opcode::PtrAdd | Opcode::AddrSpaceCast | Opcode::Bitcast, 0) => {
                    let r = dfg.inst_result(u)?;
                    if !dfg.value_type(r).is_ptr() {
                        return None;
                    }
                    if seen.insert(r) {
                        work.push(r);
                        out.push(u);
                    }
                }
                (Opcode::Store, 1) if plain(&d.attrs) => {
                    if taken.insert(u) {
                        out.push(u);
                        stores += 1;
                    }
                }
                (Opcode::Intrinsic, _)
                    if matches!(&d.attrs, Attrs::Intrinsic(x)
                        if x.info.family == Family::Lifetime) =>
                {
                    if taken.insert(u) {
                        out.push(u);
                    }
                }
                _ => return None,
            }
        }
    }
    Some((out, stores))
}
