//! Scalar replacement of aggregates: an alloca that is only read and
//! written at constant offsets becomes one scalar alloca per distinct
//! access, which mem2reg then promotes to SSA values. This removes the
//! local-memory frames that by-value structs (Numba stores every array
//! argument into a `{ptr, ptr, i64, i64, ptr, [N x i64], [N x i64]}`
//! local), small arrays indexed by constants and struct temporaries leave.
//!
//! An alloca is split when
//! - its element count is 1 and its type is at most [`MAX_BYTES`] bytes;
//! - every use of its address, followed through `ptradd`s by constants,
//!   address-space casts and pointer bitcasts, is a plain (non-volatile, non-atomic) load or a
//!   plain store to it (never of it), or a lifetime marker (deleted);
//! - the accesses, after aggregate loads and stores are split into their
//!   scalar leaves, fall inside the alloca and any two are either the same
//!   slot (offset and type) or do not overlap.
//!
//! An aggregate store becomes `extractvalue`s and scalar stores; an
//! aggregate load becomes scalar loads and an `insertvalue` chain from
//! `undef`. Bytes the program never accesses are simply not kept. Output
//! is deterministic: slots are ordered by offset, accesses by layout.

use rustc_hash::FxHashMap;

use crate::ir::{Attrs, Body, Compound, Const, Inst, MemAttrs, Module, Opcode, Type, Value};

/// Allocas larger than this are left alone (cicc's SROA also stops at a
/// size, and a large local array is rarely accessed only by constants).
pub const MAX_BYTES: u64 = 1024;

/// Accesses of one alloca beyond which it is left alone.
const MAX_SLOTS: usize = 64;

/// What SROA did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Allocas split.
    pub split: usize,
    /// Scalar allocas made for them.
    pub slots: usize,
}

impl std::ops::AddAssign for Stats {
    fn add_assign(&mut self, o: Stats) {
        self.split += o.split;
        self.slots += o.slots;
    }
}

/// Runs SROA on every function body of `m`.
pub fn run(m: &mut Module) -> Stats {
    let mut stats = Stats::default();
    for f in m.funcs.values_mut() {
        if let Some(body) = &mut f.body {
            stats += run_function(body);
        }
    }
    stats
}

/// One access of an alloca: the instruction, the byte offset and the type
/// it reads or writes.
#[derive(Clone, Copy, Debug)]
struct Access {
    inst: Inst,
    off: u64,
    ty: Type,
    load: bool,
}

/// What an alloca's uses are, when they allow splitting.
struct Plan {
    alloca: Inst,
    accesses: Vec<Access>,
    /// Address computations and lifetime markers to delete.
    dead: Vec<Inst>,
}

/// Splits the splittable allocas of one body.
pub fn run_function(body: &mut Body) -> Stats {
    let uses = use_map(body);
    let plans: Vec<Plan> = body
        .all_insts()
        .into_iter()
        .filter_map(|i| plan(body, &uses, i))
        .collect();
    let mut stats = Stats::default();
    for p in plans {
        stats.slots += rewrite(body, p);
        stats.split += 1;
    }
    stats
}

/// Each value's uses: (instruction, operand index); `usize::MAX` for a
/// branch argument.
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

fn is_lifetime(attrs: &Attrs) -> bool {
    matches!(attrs, Attrs::Intrinsic(x) if x.info.family == crate::ir::intrinsics::Family::Lifetime)
}

/// The plan for alloca `i`, if it can be split and splitting helps.
fn plan(body: &Body, uses: &FxHashMap<Value, Vec<(Inst, usize)>>, i: Inst) -> Option<Plan> {
    let dfg = &body.dfg;
    let (Opcode::Alloca, Attrs::Alloca(ty, _)) = (dfg.insts[i].opcode, &dfg.insts[i].attrs) else {
        return None;
    };
    let ty = *ty;
    let size = ty.store_size();
    if size == 0 || size > MAX_BYTES || dfg.int_const(*dfg.inst_args(i).first()?)?.0 != 1 {
        return None;
    }
    let root = dfg.inst_result(i)?;
    let mut accesses = Vec::new();
    let mut dead = Vec::new();
    let mut work = vec![(root, 0i128)];
    while let Some((p, off)) = work.pop() {
        for &(u, k) in uses.get(&p).map_or(&[][..], |v| v.as_slice()) {
            let d = &dfg.insts[u];
            match (d.opcode, k) {
                (Opcode::PtrAdd, 0) => {
                    let (c, _) = dfg.int_const(dfg.inst_args(u)[1])?;
                    work.push((dfg.inst_result(u)?, off + c));
                    dead.push(u);
                }
                // A pointer-to-pointer bitcast (clang's `bitcast [8 x
                // float]* to i8*` for the lifetime markers) is the same
                // address.
                (Opcode::AddrSpaceCast | Opcode::Bitcast, 0) => {
                    let r = dfg.inst_result(u)?;
                    if !matches!(dfg.value_type(r), Type::Ptr(_)) {
                        return None;
                    }
                    work.push((r, off));
                    dead.push(u);
                }
                (Opcode::Load, 0) if plain(&d.attrs) => {
                    let t = dfg.value_type(dfg.inst_result(u)?);
                    accesses.push(access(u, off, t, true, size)?);
                }
                (Opcode::Store, 1) if plain(&d.attrs) => {
                    let t = dfg.value_type(dfg.inst_args(u)[0]);
                    accesses.push(access(u, off, t, false, size)?);
                }
                (Opcode::Intrinsic, _) if is_lifetime(&d.attrs) => dead.push(u),
                _ => return None,
            }
        }
    }
    // One scalar accessed whole at offset 0 is mem2reg's already.
    if !ty.is_aggregate()
        && accesses
            .iter()
            .all(|a| a.off == 0 && a.ty == ty && !a.ty.is_aggregate())
    {
        return None;
    }
    let slots = slots_of(&accesses)?;
    if slots.is_empty() || slots.len() > MAX_SLOTS {
        return None;
    }
    Some(Plan {
        alloca: i,
        accesses,
        dead,
    })
}

fn access(inst: Inst, off: i128, ty: Type, load: bool, size: u64) -> Option<Access> {
    let off = u64::try_from(off).ok()?;
    (off.checked_add(ty.store_size())? <= size && ty.store_size() > 0).then_some(Access {
        inst,
        off,
        ty,
        load,
    })
}

/// The scalar leaves of `t` at byte offset `base`: (index path, offset,
/// type). `None` for a type with no fixed layout.
fn leaves(
    t: Type,
    base: u64,
    path: &mut Vec<u32>,
    out: &mut Vec<(Vec<u32>, u64, Type)>,
) -> Option<()> {
    match t.as_compound() {
        Some(Compound::Struct { fields, .. }) => {
            let (offs, _) = t.struct_layout()?;
            for (k, (f, o)) in fields.iter().zip(offs).enumerate() {
                path.push(k as u32);
                leaves(*f, base + o, path, out)?;
                path.pop();
            }
        }
        Some(Compound::Array { elem, len }) => {
            let step = elem
                .store_size()
                .checked_next_multiple_of(elem.abi_align().max(1))?;
            for k in 0..len {
                path.push(u32::try_from(k).ok()?);
                leaves(elem, base + step * k, path, out)?;
                path.pop();
            }
        }
        _ => out.push((path.clone(), base, t)),
    }
    if out.len() > MAX_SLOTS {
        return None;
    }
    Some(())
}

/// The distinct (offset, type) slots of `accesses` once aggregates are
/// split into leaves, sorted by offset; `None` when two overlap.
fn slots_of(accesses: &[Access]) -> Option<Vec<(u64, Type)>> {
    let mut slots: Vec<(u64, Type)> = Vec::new();
    for a in accesses {
        let mut ls = Vec::new();
        leaves(a.ty, a.off, &mut Vec::new(), &mut ls)?;
        for (_, off, t) in ls {
            if !slots.contains(&(off, t)) {
                slots.push((off, t));
            }
        }
    }
    slots.sort_by_key(|&(off, t)| (off, t.store_size()));
    for w in slots.windows(2) {
        if w[0].0 + w[0].1.store_size() > w[1].0 {
            return None;
        }
    }
    Some(slots)
}

/// Replaces the alloca of `p` by one alloca per slot, where it was (an
/// alloca outside the entry block makes a fresh object each time it runs,
/// and so do its slots); returns how many.
fn rewrite(body: &mut Body, p: Plan) -> usize {
    let dfg = &body.dfg;
    let count = dfg.inst_args(p.alloca)[0];
    let align = match dfg.insts[p.alloca].attrs {
        Attrs::Alloca(_, a) => a,
        _ => 0,
    };
    let pty = dfg.value_type(dfg.inst_result(p.alloca).expect("alloca has a result"));
    let slots = slots_of(&p.accesses).expect("planned");
    let home = body.layout.inst_block[p.alloca].expect("laid out");
    let at = body
        .block_insts(home)
        .iter()
        .position(|&i| i == p.alloca)
        .unwrap_or(0);
    let mut addr: FxHashMap<(u64, Type), Value> = FxHashMap::default();
    for (k, &(off, t)) in slots.iter().enumerate() {
        // The slot keeps the alignment its offset has within the alloca.
        let a = if align == 0 {
            0
        } else {
            let lowest = if off == 0 {
                align
            } else {
                1 << off.trailing_zeros().min(31)
            };
            align.min(lowest)
        };
        let i = body
            .dfg
            .make_inst(Opcode::Alloca, &[count], Attrs::Alloca(t, a), Some(pty));
        body.insert_inst(home, at + 1 + k, i);
        addr.insert(
            (off, t),
            body.dfg.inst_result(i).expect("made with a result"),
        );
    }
    let all = body.all_insts();
    for a in &p.accesses {
        let mut ls = Vec::new();
        leaves(a.ty, a.off, &mut Vec::new(), &mut ls).expect("planned");
        let attrs = body.dfg.insts[a.inst].attrs.clone();
        if ls.len() == 1 && ls[0].0.is_empty() {
            // A scalar access: point it at its slot.
            let slot = addr[&(a.off, a.ty)];
            let k = if a.load { 0 } else { 1 };
            let args = body.dfg.insts[a.inst].args.as_mut_slice(&mut body.dfg.pool);
            args[k] = slot;
            continue;
        }
        split_access(body, a, ls, &addr, attrs, &all);
        body.remove_inst(a.inst);
    }
    for i in p.dead {
        body.remove_inst(i);
    }
    body.remove_inst(p.alloca);
    slots.len()
}

/// Replaces aggregate access `a` by scalar accesses of its leaves `ls`
/// (`insertvalue`s from `undef` for a load, `extractvalue`s for a store),
/// inserted where it was.
fn split_access(
    body: &mut Body,
    a: &Access,
    ls: Vec<(Vec<u32>, u64, Type)>,
    addr: &FxHashMap<(u64, Type), Value>,
    attrs: Attrs,
    all: &[Inst],
) {
    let block = body.layout.inst_block[a.inst].expect("laid out");
    let mut pos = body
        .block_insts(block)
        .iter()
        .position(|&i| i == a.inst)
        .expect("in its block");
    let mut put = |body: &mut Body, i: Inst| {
        body.insert_inst(block, pos, i);
        pos += 1;
    };
    if a.load {
        let res = body.dfg.inst_result(a.inst).expect("a load has a result");
        let u = body
            .dfg
            .make_inst(Opcode::Const, &[], Attrs::Const(Const::Undef), Some(a.ty));
        put(body, u);
        let mut agg = body.dfg.inst_result(u).expect("made with a result");
        for (path, off, t) in ls {
            let l = body
                .dfg
                .make_inst(Opcode::Load, &[addr[&(off, t)]], attrs.clone(), Some(t));
            put(body, l);
            let v = body.dfg.inst_result(l).expect("made with a result");
            let ins = body.dfg.make_inst(
                Opcode::InsertValue,
                &[agg, v],
                Attrs::Indices(path),
                Some(a.ty),
            );
            put(body, ins);
            agg = body.dfg.inst_result(ins).expect("made with a result");
        }
        body.dfg.replace_uses(all, res, agg);
    } else {
        let val = body.dfg.inst_args(a.inst)[0];
        for (path, off, t) in ls {
            let x = body
                .dfg
                .make_inst(Opcode::ExtractValue, &[val], Attrs::Indices(path), Some(t));
            put(body, x);
            let v = body.dfg.inst_result(x).expect("made with a result");
            let s = body
                .dfg
                .make_inst(Opcode::Store, &[v, addr[&(off, t)]], attrs.clone(), None);
            put(body, s);
        }
    }
}
