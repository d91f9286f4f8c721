//! Memory-intrinsic optimization: LLVM's MemCpyOpt plus the part of its
//! SROA that takes `memcpy`/`memset` apart.
//!
//! Why: `sroa` and `mem2reg` understand only loads and stores. Real CUDA IR
//! copies structs into local allocas with `llvm.memcpy` (by-value
//! arguments, `S s = *p;`, aggregate temporaries at -O0) and zero-fills
//! local arrays with `llvm.memset`; any alloca such a call touches stayed
//! in local memory, the slowest memory a thread has. This pass turns those
//! calls into what the two passes can split and promote, and removes copies
//! of copies first.
//!
//! Two steps, in this order (forwarding first, so that a temporary which
//! only relayed a copy is no longer read and the expansion writes straight
//! to the final place):
//!
//! 1. **Forwarding** (LLVM's memcpy-memcpy and memset-memcpy dependence),
//!    within one block. `memcpy(a <- b, n1)` followed by
//!    `memcpy(c <- a', n)`, where `a'..a'+n` lies inside `a..a+n1` and
//!    nothing in between may write memory, reads `b` instead:
//!    `memcpy(c <- b + (a' - a), n)`, or, as LLVM does, a `memmove` when
//!    `c` and the new source are not provably apart (the two copies read
//!    all of `b` before writing `c`, which is what memmove does; memcpy
//!    would forbid the overlap). Provably apart: ranges of one base that do
//!    not meet, two different allocas or globals, or an alloca and a
//!    parameter or global (whatever the offsets: they stay in their
//!    object). A copy back onto its own source (`c` is `b`) does nothing
//!    and goes. A `memcpy` from a range a `memset` just filled becomes that
//!    `memset` on its destination. "May write memory" is decided without
//!    alias analysis: any store, atomic, fence, call, inline asm, memory
//!    intrinsic or intrinsic with side effects in between stops it, and so
//!    does a volatile or atomic load (it may order another thread's
//!    writes).
//! 2. **Expansion.** A non-volatile `memcpy`, `memmove` or `memset` of a
//!    constant length up to [`MAX_BYTES`] whose destination, or for copies
//!    whose source, is an alloca (plus a constant offset, through `ptradd`s
//!    and pointer casts) and stays inside it becomes loads and stores. The
//!    pieces are chosen for `sroa`, which splits an alloca only when all its
//!    accesses are either the same (offset, type) or disjoint, and for
//!    `mem2reg`, which then wants each slot read and written with one type:
//!    an (offset, type) at which the program itself loads or stores the
//!    alloca is used as it is (aggregates as their scalar leaves); the rest
//!    is filled with `i64`/`i32`/`i16`/`i8` chunks as wide as the alloca's
//!    alignment at that offset allows, split at the edges of every memory
//!    intrinsic that touches the alloca so that all of them use the same
//!    pieces. A copy between two allocas loads each piece with the type
//!    the source alloca's layout has there and converts it (bitcast, or
//!    pointer to integer and back) to the destination's, so a bit cast
//!    through memory (`memcpy(&i, &f, 4)`) leaves both promotable. A memset
//!    stores the byte splatted to each piece's type; a memmove does all its
//!    loads before its stores. A length of zero is simply removed.
//!
//! Alignment: what is known comes from the call's `align` attributes on
//! its pointers (kept by the importer in `IntrinsicAttrs::arg_aligns`),
//! from the alloca (its `align`, else its type's ABI alignment) and from
//! the constant offsets; a side known by none of them gets `align 1` on
//! its accesses. That is never wrong: instruction selection raises an access's alignment
//! to what it can prove about the pointer (parameter `align` attributes,
//! globals) and splits what stays under-aligned, as its own memcpy lowering
//! would have.
//!
//! Left alone: volatile intrinsics, non-constant lengths or volatile flags,
//! lengths above [`MAX_BYTES`], ranges outside their alloca, transfers
//! touching no alloca (except for forwarding), and any shape the pass does
//! not expect (it bails out rather than panic). A copy of partly
//! uninitialized memory becomes loads of those bytes, which LLVM defines
//! (they read undef) but warpsat's interpreter reports.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::ir::intrinsics::{Effects, Intr};
use crate::ir::{
    ty, Attrs, Block, Body, Compound, Const, FuncBuilder, Inst, IntrinsicAttrs, MemAttrs, Module,
    Opcode, Symbol, Type, Value, ValueDef,
};

/// Longest transfer expanded into loads and stores (LLVM's SROA and
/// instruction selection also stop unrolling somewhere; beyond this the
/// alloca is rarely accessed only by constants anyway).
pub const MAX_BYTES: u64 = 256;

/// Pieces one transfer may become; more would not be split by `sroa`
/// (its slot limit) and only make the code longer than isel's loop.
const MAX_PIECES: usize = 64;

/// Runs the pass on every function body of `m`; returns the memory
/// intrinsics rewritten or removed.
pub fn run(m: &mut Module) -> usize {
    m.funcs
        .values_mut()
        .filter_map(|f| f.body.as_mut())
        .map(run_function)
        .sum()
}

/// Forwards and expands the memory intrinsics of one body (see the module
/// comment); returns how many were rewritten or removed.
pub fn run_function(body: &mut Body) -> usize {
    if !body.is_well_formed() {
        return 0;
    }
    // An intrinsic forwarded and then expanded counts once.
    let mut touched = FxHashSet::default();
    for b in body.layout.blocks.clone() {
        forward_block(body, b, &mut touched);
    }
    expand(body, &mut touched);
    touched.len()
}

// ------------------------------------------------------------------ shapes

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Kind {
    Copy,
    Move,
    Set,
}

/// A memory intrinsic of the shape this pass rewrites: non-volatile, with
/// a constant length.
#[derive(Copy, Clone, Debug)]
struct Transfer {
    kind: Kind,
    dst: Value,
    /// The source pointer, or the `i8` value of a memset.
    src: Value,
    len: u64,
}

fn transfer(body: &Body, i: Inst) -> Option<Transfer> {
    let dfg = &body.dfg;
    let d = dfg.insts.get(i)?;
    let (Opcode::Intrinsic, Attrs::Intrinsic(a)) = (d.opcode, &d.attrs) else {
        return None;
    };
    let kind = match a.intr {
        Intr::MemCpy => Kind::Copy,
        Intr::MemMove => Kind::Move,
        Intr::MemSet => Kind::Set,
        _ => return None,
    };
    // The old five-operand form (with an `i32 align`) or anything else
    // unexpected is not ours to guess about.
    let &[dst, src, len, vol] = dfg.inst_args(i) else {
        return None;
    };
    if dfg.inst_result(i).is_some() || dfg.int_const(vol)?.0 != 0 {
        return None;
    }
    let len = u64::try_from(dfg.int_const(len)?.0).ok()?;
    let src_ok = match kind {
        Kind::Set => dfg.value_type(src) == ty::I8,
        _ => dfg.value_type(src).is_ptr(),
    };
    (dfg.value_type(dst).is_ptr() && src_ok).then_some(Transfer {
        kind,
        dst,
        src,
        len,
    })
}

/// An address as a root pointer plus a constant byte offset, seen through
/// `ptradd`s by constants and pointer casts (a cast keeps the object it
/// points into, which is all that is compared here).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Loc {
    root: Value,
    off: i128,
}

fn locate(body: &Body, mut p: Value) -> Loc {
    let dfg = &body.dfg;
    let mut off: i128 = 0;
    // A chain longer than the function is a cycle (only in unreachable
    // code); the bound keeps the walk finite.
    for _ in 0..=dfg.insts.len() {
        let Some(d) = dfg.def_inst(p).and_then(|i| dfg.insts.get(i)) else {
            break;
        };
        let args = d.args.as_slice(&dfg.pool);
        let next = match (d.opcode, args) {
            (Opcode::PtrAdd, &[base, k]) => {
                let Some((c, _)) = dfg.int_const(k) else {
                    break;
                };
                // Offsets stay within 64 bits, so range arithmetic on them
                // cannot overflow.
                match off.checked_add(c) {
                    Some(o) if o.unsigned_abs() <= u128::from(u64::MAX) => off = o,
                    _ => break,
                }
                base
            }
            (Opcode::AddrSpaceCast | Opcode::Bitcast, &[base]) if dfg.value_type(base).is_ptr() => {
                base
            }
            _ => break,
        };
        p = next;
    }
    Loc { root: p, off }
}

/// An alloca with a constant element count: its size and the alignment
/// its address is known to have.
#[derive(Copy, Clone, Debug)]
struct Slot {
    inst: Inst,
    size: u64,
    align: u64,
}

fn alloca_of(body: &Body, root: Value) -> Option<Slot> {
    let dfg = &body.dfg;
    let inst = dfg.def_inst(root)?;
    let d = dfg.insts.get(inst)?;
    let (Opcode::Alloca, Attrs::Alloca(t, a)) = (d.opcode, &d.attrs) else {
        return None;
    };
    let count = u64::try_from(dfg.int_const(*d.args.as_slice(&dfg.pool).first()?)?.0).ok()?;
    let size = t.store_size().checked_mul(count)?;
    let align = if *a > 0 { u64::from(*a) } else { t.abi_align() };
    Some(Slot {
        inst,
        size,
        align: align.clamp(1, 1 << 12),
    })
}

/// The alloca `loc` points into, when `len` bytes from there stay inside
/// it; with the offset into it.
fn in_alloca(body: &Body, loc: Loc, len: u64) -> Option<(Slot, u64)> {
    let s = alloca_of(body, loc.root)?;
    let off = u64::try_from(loc.off).ok()?;
    (off.checked_add(len)? <= s.size).then_some((s, off))
}

/// The alignment of `base_align`-aligned address plus `off`.
fn align_at(base_align: u64, off: i128) -> u64 {
    if off == 0 {
        base_align
    } else {
        base_align.min(1u64 << off.trailing_zeros().min(12))
    }
}

/// What is known of the alignment of `loc + delta`: the alloca's, else
/// nothing.
fn known_align(body: &Body, loc: Loc, delta: u64) -> u64 {
    match alloca_of(body, loc.root) {
        Some(s) => align_at(s.align, loc.off + i128::from(delta)),
        None => 1,
    }
}

/// True when `i` may change memory (or order another thread's changes
/// before what follows), so a copy made before it may no longer match its
/// source after it. Unknown effects count as writes.
fn may_write(body: &Body, i: Inst) -> bool {
    use Opcode::*;
    let d = &body.dfg.insts[i];
    match d.opcode {
        Load => !matches!(
            d.attrs,
            Attrs::Mem(MemAttrs {
                volatile: false,
                ordering: None,
                ..
            })
        ),
        Store | AtomicRmw | CmpXchg | Fence | Call | CallIndirect | InlineAsm => true,
        Intrinsic => !matches!(&d.attrs, Attrs::Intrinsic(a)
            if a.info.effects != Effects::SideEffect && !a.info.convergent),
        op => op.is_terminator(),
    }
}

/// The object a pointer is derived from, as far as it is known.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Object {
    /// An alloca of this body.
    Alloca(Inst),
    /// A global or function.
    Symbol(Symbol),
    /// A parameter of the function: it existed before any alloca of this
    /// body, so it cannot point into one.
    Param,
    /// Anything else (a loaded pointer, a block parameter, ...).
    Unknown,
}

/// The object `p` points into, seen through every `ptradd` (constant or
/// not: offsetting a pointer does not change the object it is based on)
/// and pointer cast.
fn object(body: &Body, mut p: Value) -> Object {
    let dfg = &body.dfg;
    for _ in 0..=dfg.insts.len() {
        let i = match dfg.values[p].def {
            ValueDef::Param(b, _) if Some(b) == body.entry() => return Object::Param,
            ValueDef::Param(..) => return Object::Unknown,
            ValueDef::Result(i) => i,
        };
        let d = &dfg.insts[i];
        match (d.opcode, d.args.as_slice(&dfg.pool), &d.attrs) {
            (Opcode::Alloca, ..) => return Object::Alloca(i),
            (Opcode::Addr, _, Attrs::Symbol(s)) => return Object::Symbol(*s),
            (Opcode::PtrAdd, &[base, _], _) => p = base,
            (Opcode::AddrSpaceCast | Opcode::Bitcast, &[base], _)
                if dfg.value_type(base).is_ptr() =>
            {
                p = base
            }
            _ => return Object::Unknown,
        }
    }
    Object::Unknown
}

/// True when `len` bytes at `a` and at `b` certainly do not overlap.
fn disjoint(body: &Body, a: Loc, b: Loc, len: u64) -> bool {
    let len = i128::from(len);
    if a.root == b.root {
        return a.off + len <= b.off || b.off + len <= a.off;
    }
    use Object::*;
    match (object(body, a.root), object(body, b.root)) {
        (Alloca(x), Alloca(y)) => x != y,
        (Symbol(x), Symbol(y)) => x != y,
        (Alloca(_), Symbol(_) | Param) | (Symbol(_) | Param, Alloca(_)) => true,
        _ => false,
    }
}

/// The address space of a pointer value (0 if it is not one).
fn space(body: &Body, p: Value) -> u32 {
    match body.dfg.value_type(p) {
        Type::Ptr(a) => a,
        _ => 0,
    }
}

/// The length operand's type word in an intrinsic name (`i64`).
fn len_word(body: &Body, i: Inst) -> Option<String> {
    match body.dfg.value_type(*body.dfg.inst_args(i).get(2)?) {
        Type::Int(w) => Some(format!("i{w}")),
        _ => None,
    }
}

// ------------------------------------------------------------ forwarding

/// The last memory write of a block scan, when it is a transfer whose
/// effect is still what memory holds.
#[derive(Copy, Clone, Debug)]
struct Avail {
    kind: Kind,
    dst: Loc,
    /// The source pointer (copy) or the byte value (set).
    src: Value,
    src_loc: Loc,
    len: u64,
}

fn avail_of(body: &Body, i: Inst) -> Option<Avail> {
    let t = transfer(body, i)?;
    let dst = locate(body, t.dst);
    let src_loc = locate(body, t.src);
    match t.kind {
        // An overlapping memcpy is undefined; whatever it did, its source
        // no longer holds what it held.
        Kind::Copy if src_loc.root == dst.root && !disjoint(body, dst, src_loc, t.len) => None,
        Kind::Copy | Kind::Set => Some(Avail {
            kind: t.kind,
            dst,
            src: t.src,
            src_loc,
            len: t.len,
        }),
        // A memmove may overwrite its own source.
        Kind::Move => None,
    }
}

/// What forwarding did to a memcpy.
enum Forwarded {
    /// It now reads elsewhere or became a memset; it is still there.
    Rewritten,
    /// It copied memory onto itself and is gone.
    Removed,
}

/// Forwards the memcpys of block `b` from the transfer just before them;
/// adds those it changed to `touched`.
fn forward_block(body: &mut Body, b: Block, touched: &mut FxHashSet<Inst>) {
    let mut last: Option<Avail> = None;
    for i in body.block_insts(b).to_vec() {
        if let Some(t) = transfer(body, i) {
            let done = match (t.kind, last) {
                (Kind::Copy, Some(prev)) => forward(body, b, i, t, prev),
                _ => None,
            };
            match done {
                Some(Forwarded::Removed) => {
                    touched.insert(i);
                }
                Some(Forwarded::Rewritten) => {
                    touched.insert(i);
                    last = avail_of(body, i);
                }
                None => last = avail_of(body, i),
            }
        } else if may_write(body, i) {
            last = None;
        }
    }
}

/// Rewrites memcpy `i` (described by `t`) to read what `prev` read, when
/// its whole source is what `prev` just wrote.
fn forward(body: &mut Body, b: Block, i: Inst, t: Transfer, prev: Avail) -> Option<Forwarded> {
    let from = locate(body, t.src);
    if from.root != prev.dst.root || t.len == 0 {
        return None;
    }
    let delta = u64::try_from(from.off - prev.dst.off).ok()?;
    if delta.checked_add(t.len)? > prev.len {
        return None;
    }
    let to = locate(body, t.dst);
    let word = len_word(body, i)?;
    let fmf = match &body.dfg.insts[i].attrs {
        Attrs::Intrinsic(a) => a.fmf,
        _ => return None,
    };
    match prev.kind {
        Kind::Copy => {
            let src_loc = Loc {
                root: prev.src_loc.root,
                off: prev.src_loc.off + i128::from(delta),
            };
            if src_loc == to {
                body.remove_inst(i);
                return Some(Forwarded::Removed);
            }
            let op = if disjoint(body, to, src_loc, t.len) {
                "memcpy"
            } else {
                "memmove"
            };
            let at = body.block_insts(b).iter().position(|&x| x == i)?;
            let src = if delta == 0 {
                prev.src
            } else {
                let mut fb = FuncBuilder::new(body);
                fb.at(b, at);
                let k = fb.iconst(ty::I64, u128::from(delta));
                fb.ptradd(prev.src, k, true)
            };
            let name = format!(
                "llvm.{op}.p{}.p{}.{word}",
                space(body, t.dst),
                space(body, src)
            );
            set_intrinsic(body, i, name, fmf, src);
        }
        Kind::Set => {
            let name = format!("llvm.memset.p{}.{word}", space(body, t.dst));
            set_intrinsic(body, i, name, fmf, prev.src);
        }
        Kind::Move => return None,
    }
    Some(Forwarded::Rewritten)
}

/// Makes `i` the intrinsic `name` with second operand `src`.
fn set_intrinsic(body: &mut Body, i: Inst, name: String, fmf: crate::ir::FastMath, src: Value) {
    let dfg = &mut body.dfg;
    if let Some(a) = dfg.insts[i].args.as_mut_slice(&mut dfg.pool).get_mut(1) {
        *a = src;
    }
    dfg.insts[i].attrs = Attrs::Intrinsic(IntrinsicAttrs::new(name, fmf));
}

// ------------------------------------------------------------- expansion

/// A transfer to expand, with the allocas its sides point into (and the
/// range's offset in each). The pieces follow the destination alloca's
/// tiling, else the source's.
#[derive(Copy, Clone, Debug)]
struct Job {
    inst: Inst,
    t: Transfer,
    dst: Option<(Slot, u64)>,
    src: Option<(Slot, u64)>,
}

impl Job {
    /// The range's offset in the alloca deciding the pieces, and whether
    /// that alloca is the destination.
    fn anchor(&self) -> Option<(u64, bool)> {
        match (self.dst, self.src) {
            (Some((_, at)), _) => Some((at, true)),
            (None, Some((_, at))) => Some((at, false)),
            (None, None) => None,
        }
    }
}

/// Expands the transfers into allocas; adds those rewritten or removed to
/// `touched`.
fn expand(body: &mut Body, touched: &mut FxHashSet<Inst>) {
    let mut jobs = Vec::new();
    let mut zero = Vec::new();
    for i in body.all_insts() {
        let Some(t) = transfer(body, i) else {
            continue;
        };
        if t.len == 0 {
            zero.push(i);
            continue;
        }
        if t.len > MAX_BYTES {
            continue;
        }
        let dst = in_alloca(body, locate(body, t.dst), t.len);
        let src = match t.kind {
            Kind::Set => None,
            _ => in_alloca(body, locate(body, t.src), t.len),
        };
        if dst.is_some() || src.is_some() {
            jobs.push(Job {
                inst: i,
                t,
                dst,
                src,
            });
        }
    }
    for i in zero {
        body.remove_inst(i);
        touched.insert(i);
    }
    if jobs.is_empty() {
        return;
    }
    // Every range edge of every job on an alloca, so the gaps are cut the
    // same way for all of them.
    let mut edges: FxHashMap<Inst, Vec<u64>> = FxHashMap::default();
    for j in &jobs {
        for (s, at) in [j.dst, j.src].into_iter().flatten() {
            let e = edges.entry(s.inst).or_default();
            e.push(at);
            e.push(at + j.t.len);
        }
    }
    let uses = use_map(body);
    let mut tilings: FxHashMap<Inst, Tiling> = FxHashMap::default();
    for j in &jobs {
        for (s, _) in [j.dst, j.src].into_iter().flatten() {
            tilings.entry(s.inst).or_insert_with(|| {
                let e = edges.get(&s.inst).map_or(&[][..], Vec::as_slice);
                tiling(body, &uses, s, e)
            });
        }
    }
    let none = Tiling::default();
    for j in jobs {
        let of = |side: Option<(Slot, u64)>| {
            side.and_then(|(s, _)| tilings.get(&s.inst))
                .unwrap_or(&none)
        };
        if rewrite(body, &j, of(j.dst), of(j.src)).is_some() {
            touched.insert(j.inst);
        }
    }
}

/// Each value's users among the laid-out instructions: (instruction,
/// operand index).
fn use_map(body: &Body) -> FxHashMap<Value, Vec<(Inst, usize)>> {
    let mut uses: FxHashMap<Value, Vec<(Inst, usize)>> = FxHashMap::default();
    for i in body.all_insts() {
        for (k, &a) in body.dfg.inst_args(i).iter().enumerate() {
            uses.entry(a).or_default().push((i, k));
        }
    }
    uses
}

/// True for a type a piece may have: every bit of its bytes is data (no
/// `i1`, `i24`, `<3 x float>`), so loading and storing it copies the bytes.
fn whole_bytes(t: Type) -> bool {
    match t {
        Type::Int(w) => matches!(w, 8 | 16 | 32 | 64 | 128),
        Type::F16 | Type::BF16 | Type::F32 | Type::F64 | Type::Ptr(_) => true,
        Type::Compound(_) => match t.as_compound() {
            Some(Compound::Vector { elem, .. }) => {
                whole_bytes(elem) && t.bits() == t.store_size() * 8
            }
            _ => false,
        },
    }
}

/// The scalar leaves of a `t` accessed at `base`, as (offset, type);
/// `None` past `limit` leaves or for a type without a fixed layout.
fn leaves(t: Type, base: u64, out: &mut Vec<(u64, Type)>, limit: usize) -> Option<()> {
    match t.as_compound() {
        Some(Compound::Struct { fields, .. }) => {
            let (offs, _) = t.struct_layout()?;
            for (f, o) in fields.iter().zip(offs) {
                leaves(*f, base.checked_add(o)?, out, limit)?;
            }
        }
        Some(Compound::Array { elem, len }) => {
            let step = elem
                .store_size()
                .checked_next_multiple_of(elem.abi_align().max(1))?;
            for k in 0..len {
                leaves(elem, base.checked_add(step.checked_mul(k)?)?, out, limit)?;
                if out.len() > limit {
                    return None;
                }
            }
        }
        _ => out.push((base, t)),
    }
    (out.len() <= limit).then_some(())
}

/// The plain loads and stores of alloca `s` the program makes at constant
/// offsets, as (offset, type) after splitting aggregates; unknown uses are
/// skipped (they only keep `sroa` away, which the pieces cannot help).
fn accesses(body: &Body, uses: &FxHashMap<Value, Vec<(Inst, usize)>>, s: Slot) -> Vec<(u64, Type)> {
    let dfg = &body.dfg;
    let mut out = Vec::new();
    let Some(root) = dfg.inst_result(s.inst) else {
        return out;
    };
    let plain = |a: &Attrs| {
        matches!(
            a,
            Attrs::Mem(MemAttrs {
                volatile: false,
                ordering: None,
                ..
            })
        )
    };
    let mut seen = FxHashSet::default();
    seen.insert(root);
    let mut work = vec![(root, 0i128)];
    while let Some((p, off)) = work.pop() {
        for &(u, k) in uses.get(&p).map_or(&[][..], Vec::as_slice) {
            let d = &dfg.insts[u];
            let args = dfg.inst_args(u);
            let mut follow = |r: Option<Value>, off: i128| {
                if let Some(r) = r.filter(|&r| dfg.value_type(r).is_ptr()) {
                    if seen.insert(r) {
                        work.push((r, off));
                    }
                }
            };
            let ty = match (d.opcode, k) {
                (Opcode::PtrAdd, 0) => {
                    let next = args
                        .get(1)
                        .and_then(|&c| dfg.int_const(c))
                        .and_then(|(c, _)| off.checked_add(c))
                        .filter(|o| o.unsigned_abs() <= u128::from(u64::MAX));
                    if let Some(o) = next {
                        follow(dfg.inst_result(u), o);
                    }
                    continue;
                }
                (Opcode::AddrSpaceCast | Opcode::Bitcast, 0) => {
                    follow(dfg.inst_result(u), off);
                    continue;
                }
                (Opcode::Load, 0) if plain(&d.attrs) => {
                    dfg.inst_result(u).map(|r| dfg.value_type(r))
                }
                (Opcode::Store, 1) if plain(&d.attrs) => args.first().map(|&v| dfg.value_type(v)),
                _ => None,
            };
            let (Some(t), Ok(off)) = (ty, u64::try_from(off)) else {
                continue;
            };
            let mut ls = Vec::new();
            if leaves(t, off, &mut ls, MAX_PIECES).is_some() {
                out.extend(ls.into_iter().filter(|&(o, t)| {
                    o.checked_add(t.store_size()).is_some_and(|e| e <= s.size) && whole_bytes(t)
                }));
            }
        }
    }
    out
}

/// How an alloca is cut into pieces: the program's own accesses that do
/// not overlap an earlier one (sorted by offset), and the offsets where
/// the integer chunks filling the rest must end (the edges of every
/// transfer on the alloca). Every transfer cuts a gap between the same two
/// edges the same way, so all of them agree on the pieces.
#[derive(Clone, Debug, Default)]
struct Tiling {
    taken: Vec<(u64, Type)>,
    cuts: Vec<u64>,
    align: u64,
}

fn tiling(
    body: &Body,
    uses: &FxHashMap<Value, Vec<(Inst, usize)>>,
    s: Slot,
    edges: &[u64],
) -> Tiling {
    let mut acc = accesses(body, uses, s);
    acc.sort_by_key(|&(o, t)| (o, std::cmp::Reverse(t.store_size())));
    acc.dedup();
    let mut taken: Vec<(u64, Type)> = Vec::new();
    let mut end = 0;
    for (o, t) in acc {
        if o >= end {
            end = o + t.store_size();
            taken.push((o, t));
        }
    }
    // Where the program makes no access, the declared type's scalar leaves
    // of a word or more: the fields the program indexes dynamically until
    // unrolling (a struct's `float lo[3]` read in a loop) are then stored
    // with the types they will be loaded with, which `sroa` after
    // unrolling needs. Narrower leaves (a byte array) would only split the
    // copy into more pieces.
    if let Attrs::Alloca(t, _) = &body.dfg.insts[s.inst].attrs {
        let mut ls = Vec::new();
        if leaves(*t, 0, &mut ls, MAX_PIECES).is_some() {
            for (o, t) in ls {
                let e = o + t.store_size();
                let free = taken
                    .iter()
                    .all(|&(a, u)| e <= a || a + u.store_size() <= o);
                if t.store_size() >= 4 && e <= s.size && whole_bytes(t) && free {
                    taken.push((o, t));
                }
            }
            taken.sort_by_key(|&(o, _)| o);
        }
    }
    let mut cuts = edges.to_vec();
    cuts.sort_unstable();
    cuts.dedup();
    Tiling {
        taken,
        cuts,
        align: s.align,
    }
}

/// Integer chunks covering `from..to`, each as wide as `align` at its
/// offset and the room left allow.
fn fill(out: &mut Vec<(u64, Type)>, mut from: u64, to: u64, align: u64) {
    while from < to {
        let w = [8u64, 4, 2, 1]
            .into_iter()
            .find(|&w| w <= to - from && align_at(align, i128::from(from)) >= w)
            .unwrap_or(1);
        out.push((from, Type::Int((w * 8) as u16)));
        from += w;
    }
}

impl Tiling {
    /// Integer chunks covering the gap `from..to`, ending at every cut.
    fn fill_gap(&self, out: &mut Vec<(u64, Type)>, mut from: u64, to: u64) {
        let first = self.cuts.partition_point(|&c| c <= from);
        for &c in self.cuts[first..].iter().take_while(|&&c| c < to) {
            fill(out, from, c, self.align);
            from = c;
        }
        fill(out, from, to, self.align);
    }

    /// The pieces of `from..to`: the taken accesses inside it, the gaps
    /// (and any access crossing the range's edge) as integer chunks.
    fn pieces(&self, from: u64, to: u64) -> Vec<(u64, Type)> {
        let mut out = Vec::new();
        let mut at = from;
        let first = self.taken.partition_point(|&(o, _)| o < from);
        for &(o, t) in &self.taken[first..] {
            let end = o + t.store_size();
            if end > to {
                break;
            }
            self.fill_gap(&mut out, at, o);
            out.push((o, t));
            at = end;
        }
        self.fill_gap(&mut out, at, to);
        out
    }

    /// The type of the taken access at exactly `off` and `size` bytes.
    fn access_at(&self, off: u64, size: u64) -> Option<Type> {
        let k = self.taken.partition_point(|&(o, _)| o < off);
        self.taken
            .get(k)
            .filter(|&&(o, t)| o == off && t.store_size() == size)
            .map(|&(_, t)| t)
    }
}

/// How a memset writes one piece.
enum SetValue {
    /// A constant of the piece's type.
    Const(Const),
    /// The splatted byte as an integer of the piece's width, then (if the
    /// piece is not that integer) converted with this opcode.
    Splat(Option<Opcode>),
}

/// How a memset of byte `byte` (if constant) writes a piece of type `t`;
/// `None` when it cannot (the piece is then cut into integers).
fn set_value(t: Type, byte: Option<u8>) -> Option<SetValue> {
    let splat = |b: u8, bytes: u64| (0..bytes).fold(0u128, |acc, _| (acc << 8) | u128::from(b));
    match (t, byte) {
        (_, Some(0)) => Some(SetValue::Const(Const::Zero)),
        (Type::Int(w), Some(b)) => Some(SetValue::Const(Const::Int(splat(b, u64::from(w) / 8)))),
        (Type::F32 | Type::F64, Some(b)) => Some(SetValue::Const(Const::Float(splat(
            b,
            t.store_size(),
        ) as u64))),
        (Type::Int(_), None) => Some(SetValue::Splat(None)),
        (Type::Ptr(_), _) => Some(SetValue::Splat(Some(Opcode::IntToPtr))),
        (Type::Compound(_), _) => match t.as_vector() {
            Some((e, _)) if !e.is_ptr() => Some(SetValue::Splat(Some(Opcode::Bitcast))),
            _ => None,
        },
        _ => Some(SetValue::Splat(Some(Opcode::Bitcast))),
    }
}

/// How a value of type `from` becomes the same bytes as a `to`: no
/// conversion, a bitcast, or a pointer-integer conversion; `None` when
/// there is no such single conversion (then the piece keeps one type).
fn conversion(from: Type, to: Type) -> Option<Option<Opcode>> {
    if from == to {
        return Some(None);
    }
    match (from, to) {
        (Type::Ptr(_), Type::Int(64)) => Some(Some(Opcode::PtrToInt)),
        (Type::Int(64), Type::Ptr(_)) => Some(Some(Opcode::IntToPtr)),
        _ if [from, to]
            .iter()
            .all(|t| !t.is_ptr() && t.as_vector().is_none_or(|(e, _)| !e.is_ptr()))
            && from.bits() == to.bits() =>
        {
            Some(Some(Opcode::Bitcast))
        }
        _ => None,
    }
}

/// One piece of an expansion: its offset in the range, the type it is
/// loaded as (copies) and stored as, the conversion between the two, and
/// the alignment of each side.
#[derive(Copy, Clone, Debug)]
struct Piece {
    d: u64,
    load_ty: Type,
    store_ty: Type,
    conv: Option<Opcode>,
    dst_align: u64,
    src_align: u64,
}

/// Expands one job in place of its intrinsic. `dst_tiling` and
/// `src_tiling` are those of the allocas the sides point into (empty for a
/// side that is not an alloca).
fn rewrite(body: &mut Body, j: &Job, dst_tiling: &Tiling, src_tiling: &Tiling) -> Option<()> {
    let t = j.t;
    let (at, anchor_is_dst) = j.anchor()?;
    let block = body.layout.inst_block.get(j.inst).copied().flatten()?;
    let pos = body.block_insts(block).iter().position(|&x| x == j.inst)?;
    let lay = if anchor_is_dst {
        dst_tiling
    } else {
        src_tiling
    };
    let mut ps = lay.pieces(at, at + t.len);
    let byte = match t.kind {
        Kind::Set => body.dfg.int_const(t.src).map(|(b, _)| b as u8),
        _ => None,
    };
    if t.kind == Kind::Set {
        let mut cut = Vec::with_capacity(ps.len());
        for (o, ty) in ps {
            if set_value(ty, byte).is_some() {
                cut.push((o, ty));
            } else {
                lay.fill_gap(&mut cut, o, o + ty.store_size());
            }
        }
        ps = cut;
    }
    if ps.len() > MAX_PIECES {
        return None;
    }
    // What is known of each side's alignment at range offset `d`.
    let dst_loc = locate(body, t.dst);
    let src_loc = locate(body, t.src);
    // The call's own `align` attributes (operand 0 the destination, 1 the
    // source) count too.
    let attr_align = |k: usize| match &body.dfg.insts[j.inst].attrs {
        Attrs::Intrinsic(a) => a.arg_align(k),
        _ => 1,
    };
    let (dst_attr, src_attr) = (attr_align(0), attr_align(1));
    let side = |body: &Body, alloca: Option<(Slot, u64)>, loc: Loc, attr: u64, d: u64| {
        let known = match alloca {
            Some((s, off)) => align_at(s.align, i128::from(off + d)),
            None => known_align(body, loc, d),
        };
        known.max(align_at(attr, i128::from(d)))
    };
    let mut plan = Vec::with_capacity(ps.len());
    for &(o, ty) in &ps {
        let d = o - at;
        // A copy between two allocas loads each piece as the source
        // alloca's layout has it and stores it as the destination's, so
        // that both can be promoted (a type-punning copy).
        let other = match (t.kind, anchor_is_dst, j.src) {
            (Kind::Copy | Kind::Move, true, Some((_, soff))) => {
                src_tiling.access_at(soff + d, ty.store_size())
            }
            _ => None,
        };
        let (load_ty, conv) = match other.map(|o| (o, conversion(o, ty))) {
            Some((o, Some(conv))) => (o, conv),
            _ => (ty, None),
        };
        plan.push(Piece {
            d,
            load_ty,
            store_ty: ty,
            conv,
            dst_align: side(body, j.dst, dst_loc, dst_attr, d),
            src_align: side(body, j.src, src_loc, src_attr, d),
        });
    }
    // Decided before anything is inserted, so a bail-out leaves no trace.
    let set_values = match t.kind {
        Kind::Set => plan
            .iter()
            .map(|p| set_value(p.store_ty, byte))
            .collect::<Option<Vec<_>>>()?,
        _ => Vec::new(),
    };
    let mut fb = FuncBuilder::new(body);
    fb.at(block, pos);
    let mut offs: FxHashMap<u64, Value> = FxHashMap::default();
    match t.kind {
        Kind::Set => {
            let mut splats: FxHashMap<u16, Value> = FxHashMap::default();
            let mut consts: FxHashMap<Type, Value> = FxHashMap::default();
            for (p, sv) in plan.iter().zip(set_values) {
                let ty = p.store_ty;
                let v = match sv {
                    SetValue::Const(c) => match consts.get(&ty) {
                        Some(&v) => v,
                        None => {
                            let v = fb.constant(c, ty);
                            consts.insert(ty, v);
                            v
                        }
                    },
                    SetValue::Splat(conv) => {
                        let w = (ty.store_size() * 8) as u16;
                        let int = match splats.get(&w) {
                            Some(&v) => v,
                            None => {
                                let v = splat_int(&mut fb, t.src, w);
                                splats.insert(w, v);
                                v
                            }
                        };
                        match conv {
                            Some(op) => fb.cast(op, int, ty),
                            None => int,
                        }
                    }
                };
                let dp = offset(&mut fb, &mut offs, t.dst, p.d);
                fb.store(v, dp, mem(p.dst_align));
            }
        }
        Kind::Copy => {
            for p in &plan {
                let v = load_piece(&mut fb, &mut offs, t.src, p);
                let dp = offset(&mut fb, &mut offs, t.dst, p.d);
                fb.store(v, dp, mem(p.dst_align));
            }
        }
        Kind::Move => {
            // The ranges may overlap: read everything before writing.
            let vals: Vec<Value> = plan
                .iter()
                .map(|p| load_piece(&mut fb, &mut offs, t.src, p))
                .collect();
            for (p, v) in plan.iter().zip(vals) {
                let dp = offset(&mut fb, &mut offs, t.dst, p.d);
                fb.store(v, dp, mem(p.dst_align));
            }
        }
    }
    body.remove_inst(j.inst);
    Some(())
}

/// Plain access attributes with a known alignment (never 0, which would
/// claim the type's ABI alignment).
fn mem(align: u64) -> MemAttrs {
    MemAttrs {
        align: align as u32,
        ..MemAttrs::default()
    }
}

/// Loads piece `p` from `src` and converts it to the type it is stored as.
fn load_piece(
    fb: &mut FuncBuilder<'_>,
    offs: &mut FxHashMap<u64, Value>,
    src: Value,
    p: &Piece,
) -> Value {
    let sp = offset(fb, offs, src, p.d);
    let v = fb.load(p.load_ty, sp, mem(p.src_align));
    match p.conv {
        Some(op) => fb.cast(op, v, p.store_ty),
        None => v,
    }
}

/// `p + d`, sharing the offset constants of one expansion.
fn offset(fb: &mut FuncBuilder<'_>, consts: &mut FxHashMap<u64, Value>, p: Value, d: u64) -> Value {
    if d == 0 {
        return p;
    }
    let k = match consts.get(&d) {
        Some(&k) => k,
        None => {
            let k = fb.iconst(ty::I64, u128::from(d));
            consts.insert(d, k);
            k
        }
    };
    fb.ptradd(p, k, true)
}

/// The `i8` value `b` repeated to fill an integer of `w` bits.
fn splat_int(fb: &mut FuncBuilder, b: Value, w: u16) -> Value {
    if w == 8 {
        return b;
    }
    let t = Type::Int(w);
    let wide = fb.cast(Opcode::ZExt, b, t);
    let ones = (0..w / 8).fold(0u128, |acc, _| (acc << 8) | 1);
    let k = fb.iconst(t, ones);
    fb.binary(Opcode::Mul, wide, k)
}
