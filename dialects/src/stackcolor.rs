//! Stack coloring (`stack-coloring`, LLVM's StackColoring): allocas whose
//! lifetimes never overlap share one slot.
//!
//! Why: every non-fast-math `sinf`/`cosf`/`sin`/`cos` inlines libdevice's
//! Payne-Hanek slow path, whose `result[7]` array is a local alloca with
//! `llvm.lifetime.start/end` around the reduction. A kernel calling
//! `sinf` and `cosf` held two arrays, and with them two frame addresses
//! live across its loop: an mri-q kernel took 35 registers at sm_90 where
//! the same PTX with one shared slot takes 31 (libNVVM shares it: 32).
//!
//! A slot's live range runs from a `lifetime.start` of its address to the
//! next `lifetime.end`, over a may-live data-flow across blocks; a slot
//! with no `lifetime.start` is live everywhere. Two slots conflict when
//! one starts where the other is live, or both are live into one block.
//! Slots of one result type are colored greedily, largest first; each
//! color keeps its first alloca in the entry block (so it dominates every
//! use), given the largest member's type and the largest alignment, and
//! the others' uses move to it.
//!
//! A slot stays alone when its address is used other than as the base of
//! address arithmetic, a cast, a `select` or branch argument feeding the
//! same slot, the pointer of a load, store or atomic, an argument of an
//! intrinsic (a memory intrinsic accesses it there), or a lifetime
//! marker's pointer; when a pointer may come from two slots; and when it
//! is accessed where the analysis says it is dead (a transformation moved
//! an access across a marker: the markers are then not trusted).
//! Deterministic: the order depends on the body alone.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::ir::{Attrs, Block, Body, Inst, Opcode, Type, Value};

/// Where a pointer value points, as far as slots go.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Origin {
    Slot(usize),
    Mixed,
}

fn meet(a: Option<Origin>, b: Origin) -> Origin {
    match a {
        None => b,
        Some(x) if x == b => x,
        Some(_) => Origin::Mixed,
    }
}

/// One alloca that may share.
struct Slot {
    inst: Inst,
    addr: Value,
    ty: Type,
    bytes: u64,
    align: u32,
    /// Used in a way the analysis does not follow, or without markers.
    pinned: bool,
}

/// A lifetime event or access of a slot at one instruction.
enum Event {
    Start(usize),
    End(usize),
    Access(usize),
}

/// Whether `i` is `llvm.lifetime.start` (`Some(true)`) or `.end`.
fn lifetime_kind(body: &Body, i: Inst) -> Option<bool> {
    match &body.dfg.insts[i].attrs {
        Attrs::Intrinsic(a) if a.name.starts_with("llvm.lifetime.start") => Some(true),
        Attrs::Intrinsic(a) if a.name.starts_with("llvm.lifetime.end") => Some(false),
        _ => None,
    }
}

/// The slots of `body`: the entry block's allocas of one element of a
/// sized type, in order.
fn slots(body: &Body) -> Vec<Slot> {
    let mut out = Vec::new();
    let Some(entry) = body.entry() else {
        return out;
    };
    for &i in body.block_insts(entry) {
        let d = &body.dfg.insts[i];
        let (Opcode::Alloca, Attrs::Alloca(ty, align)) = (d.opcode, &d.attrs) else {
            continue;
        };
        let count = body
            .dfg
            .inst_args(i)
            .first()
            .map_or(Some((1, 0)), |&c| body.dfg.int_const(c));
        let (Some((1, _)), Some(addr)) = (count, body.dfg.inst_result(i)) else {
            continue;
        };
        let bytes = ty.store_size();
        if bytes == 0 {
            continue;
        }
        out.push(Slot {
            inst: i,
            addr,
            ty: *ty,
            bytes,
            align: *align,
            pinned: false,
        });
    }
    out
}

/// The slot each pointer value derives from (address arithmetic, casts,
/// selects and block parameters), solved to a fixed point.
fn origins(body: &Body, slots: &[Slot]) -> FxHashMap<Value, Origin> {
    let mut origin: FxHashMap<Value, Origin> = FxHashMap::default();
    for (k, s) in slots.iter().enumerate() {
        origin.insert(s.addr, Origin::Slot(k));
    }
    let insts = body.all_insts();
    let mut changed = true;
    while changed {
        changed = false;
        let mut set = |v: Value, o: Origin, origin: &mut FxHashMap<Value, Origin>| {
            let m = meet(origin.get(&v).copied(), o);
            if origin.get(&v) != Some(&m) {
                origin.insert(v, m);
                changed = true;
            }
        };
        for &i in &insts {
            let d = &body.dfg.insts[i];
            let args = body.dfg.inst_args(i);
            let from: &[Value] = match d.opcode {
                Opcode::PtrAdd | Opcode::AddrSpaceCast | Opcode::Bitcast => {
                    &args[..args.len().min(1)]
                }
                Opcode::Select => args.get(1..3).unwrap_or(&[]),
                _ => &[],
            };
            if let Some(r) = body.dfg.inst_result(i) {
                for a in from {
                    if let Some(&o) = origin.get(a) {
                        set(r, o, &mut origin);
                    }
                }
            }
            for s in &d.succs {
                let params = body.dfg.block_params(s.block);
                for (k, a) in body.dfg.call_args(s).iter().enumerate() {
                    if let (Some(&o), Some(&p)) = (origin.get(a), params.get(k)) {
                        set(p, o, &mut origin);
                    }
                }
            }
        }
    }
    origin
}

/// Whether `v` is an alloca's address itself, through pointer casts.
fn is_start(body: &Body, v: Value) -> bool {
    let mut v = v;
    for _ in 0..8 {
        let Some(i) = body.dfg.def_inst(v) else {
            return false;
        };
        match body.dfg.insts[i].opcode {
            Opcode::Alloca => return true,
            Opcode::AddrSpaceCast | Opcode::Bitcast => match body.dfg.inst_args(i).first() {
                Some(&a) => v = a,
                None => return false,
            },
            _ => return false,
        }
    }
    false
}

/// What each instruction does to the slots, in order per block; pins the
/// slots whose addresses are used in ways not followed. `None` when a
/// pointer may come from two slots.
fn events(
    body: &Body,
    slots: &mut [Slot],
    origin: &FxHashMap<Value, Origin>,
) -> Option<FxHashMap<Inst, Vec<Event>>> {
    let slot_of = |v: &Value| match origin.get(v) {
        Some(Origin::Slot(k)) => Some(Some(*k)),
        Some(Origin::Mixed) => None,
        None => Some(None),
    };
    let mut ev: FxHashMap<Inst, Vec<Event>> = FxHashMap::default();
    let mut started = vec![false; slots.len()];
    for i in body.all_insts() {
        let d = &body.dfg.insts[i];
        let args = body.dfg.inst_args(i);
        let mut here = Vec::new();
        for (n, a) in args.iter().enumerate() {
            let Some(k) = slot_of(a)? else {
                continue;
            };
            let followed = match d.opcode {
                Opcode::PtrAdd | Opcode::AddrSpaceCast | Opcode::Bitcast => n == 0,
                Opcode::Select => n > 0,
                Opcode::Load | Opcode::AtomicRmw | Opcode::CmpXchg => {
                    here.push(Event::Access(k));
                    n == 0
                }
                Opcode::Store => {
                    here.push(Event::Access(k));
                    n == 1
                }
                // A marker on an address inside the slot (not its start)
                // is not one LLVM honours: the slot is not trusted.
                Opcode::Intrinsic if lifetime_kind(body, i).is_some() && !is_start(body, *a) => {
                    false
                }
                Opcode::Intrinsic => match lifetime_kind(body, i) {
                    Some(true) => {
                        started[k] = true;
                        here.push(Event::Start(k));
                        true
                    }
                    Some(false) => {
                        here.push(Event::End(k));
                        true
                    }
                    // A memory intrinsic accesses the slot here; one that
                    // returns a pointer may return this one, not followed.
                    None => {
                        here.push(Event::Access(k));
                        body.dfg
                            .inst_result(i)
                            .is_none_or(|r| !body.dfg.value_type(r).is_ptr())
                    }
                },
                _ => false,
            };
            if !followed {
                slots[k].pinned = true;
            }
        }
        for s in &d.succs {
            for a in body.dfg.call_args(s) {
                slot_of(a)?;
            }
        }
        if !here.is_empty() {
            ev.insert(i, here);
        }
    }
    for (s, st) in slots.iter_mut().zip(started) {
        s.pinned |= !st;
    }
    Some(ev)
}

/// The live slots after event `e`.
fn step(live: &mut FxHashSet<usize>, e: &Event) {
    match *e {
        Event::Start(k) => {
            live.insert(k);
        }
        Event::End(k) => {
            live.remove(&k);
        }
        Event::Access(_) => {}
    }
}

/// Pairs of slots live at once, from a may-live data-flow over the
/// blocks; pins a slot accessed where it is dead.
fn conflicts(
    body: &Body,
    slots: &mut [Slot],
    ev: &FxHashMap<Inst, Vec<Event>>,
) -> FxHashSet<(usize, usize)> {
    let blocks = &body.layout.blocks;
    let mut preds: FxHashMap<Block, Vec<Block>> = FxHashMap::default();
    for &b in blocks {
        for s in body.successors(b) {
            preds.entry(s).or_default().push(b);
        }
    }
    // The events of block `b` in order.
    let events_of = |b: Block| {
        body.block_insts(b)
            .iter()
            .flat_map(|i| ev.get(i).map(Vec::as_slice).unwrap_or(&[]))
    };
    let mut live_out: FxHashMap<Block, FxHashSet<usize>> = FxHashMap::default();
    let live_in = |b: Block, live_out: &FxHashMap<Block, FxHashSet<usize>>| {
        let mut s = FxHashSet::default();
        for p in preds.get(&b).map(Vec::as_slice).unwrap_or(&[]) {
            if let Some(o) = live_out.get(p) {
                s.extend(o.iter().copied());
            }
        }
        s
    };
    let mut changed = true;
    while changed {
        changed = false;
        for &b in blocks {
            let mut live = live_in(b, &live_out);
            for e in events_of(b) {
                step(&mut live, e);
            }
            if live_out.get(&b) != Some(&live) {
                live_out.insert(b, live);
                changed = true;
            }
        }
    }
    let mut pairs = FxHashSet::default();
    let mut dead_access = Vec::new();
    for &b in blocks {
        let mut live = live_in(b, &live_out);
        let mut sorted: Vec<usize> = live.iter().copied().collect();
        sorted.sort_unstable();
        for (x, &a) in sorted.iter().enumerate() {
            for &c in &sorted[x + 1..] {
                pairs.insert((a, c));
            }
        }
        for e in events_of(b) {
            match *e {
                Event::Start(k) => {
                    for &o in &live {
                        if o != k {
                            pairs.insert((o.min(k), o.max(k)));
                        }
                    }
                }
                Event::Access(k) if !live.contains(&k) => dead_access.push(k),
                _ => {}
            }
            step(&mut live, e);
        }
    }
    for k in dead_access {
        slots[k].pinned = true;
    }
    pairs
}

/// Runs the pass on one body; returns the allocas merged into others.
pub fn run_function(body: &mut Body) -> usize {
    if !body.is_well_formed() {
        return 0;
    }
    let mut slots = slots(body);
    if slots.len() < 2 {
        return 0;
    }
    let origin = origins(body, &slots);
    let Some(ev) = events(body, &mut slots, &origin) else {
        return 0;
    };
    let pairs = conflicts(body, &mut slots, &ev);
    let ty = |s: &Slot| body.dfg.value_type(s.addr);
    let mut order: Vec<usize> = (0..slots.len()).filter(|&k| !slots[k].pinned).collect();
    order.sort_by_key(|&k| (std::cmp::Reverse(slots[k].bytes), k));
    let mut colors: Vec<Vec<usize>> = Vec::new();
    for k in order {
        let fits = |c: &Vec<usize>| {
            ty(&slots[c[0]]) == ty(&slots[k])
                && c.iter().all(|&m| !pairs.contains(&(m.min(k), m.max(k))))
        };
        match colors.iter_mut().find(|c| fits(c)) {
            Some(c) => c.push(k),
            None => colors.push(vec![k]),
        }
    }
    let mut merged = 0;
    let all = body.all_insts();
    for c in colors.iter().filter(|c| c.len() > 1) {
        // Slots are in entry-block order: the smallest index comes first.
        let keep = c.iter().copied().min().unwrap_or(c[0]);
        let largest = &slots[c[0]];
        let align = c
            .iter()
            .map(|&m| slots[m].align)
            .max()
            .unwrap_or(largest.align);
        let ty = largest.ty;
        let (keep_inst, keep_addr) = (slots[keep].inst, slots[keep].addr);
        body.dfg.insts[keep_inst].attrs = Attrs::Alloca(ty, align);
        for &m in c.iter().filter(|&&m| m != keep) {
            body.dfg.replace_uses(&all, slots[m].addr, keep_addr);
            body.remove_inst(slots[m].inst);
            merged += 1;
        }
    }
    merged
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn meet_keeps_one_slot_and_mixes_two() {
        assert_eq!(meet(None, Origin::Slot(2)), Origin::Slot(2));
        assert_eq!(
            meet(Some(Origin::Slot(2)), Origin::Slot(2)),
            Origin::Slot(2)
        );
        assert_eq!(meet(Some(Origin::Slot(2)), Origin::Slot(3)), Origin::Mixed);
    }
}
