//! A `byval` struct that its kernel or device function writes to (or
//! otherwise does more with than read) gets its local copy in the IR: an `alloca`
//! filled by a `memcpy` from the parameter, which every use then reads
//! and writes instead (what llc's NVPTXLowerArgs makes of such a
//! parameter before SROA runs).
//!
//! Why: the `.param` space of a kernel is read-only, so instruction
//! selection used to make that copy itself, in the local depot, after
//! every IR pass had run. CUB's `GridEvenShare` (ten `i32`s passed by
//! value, then updated in place by `BlockInit`) stayed a 40-byte frame
//! read through a generic pointer in DeviceRadixSortDownsweep, where
//! libNVVM keeps its fields in registers. With the copy visible,
//! `memcpyopt` cuts the `memcpy` into the pieces the kernel accesses,
//! `sroa` splits the slot and `mem2reg` promotes it; the pieces are then
//! loaded from the parameter in place (`ld.param`). A copy that cannot be
//! promoted (its address escapes) stays in local memory, as before.
//!
//! A device function's by-value struct (a `noinline` callee's) is the
//! function's own `.param` array, read-only too: the same copy lets its
//! fields reach registers, and the accesses that stay in memory reach the
//! copy as `ld.local`/`st.local` rather than through a generic pointer.
//!
//! Only structs of at most [`memcpyopt::MAX_BYTES`] bytes are copied here:
//! longer ones would keep their `memcpy`, and instruction selection would
//! then copy the parameter twice.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::ir::intrinsics::Intr;
use crate::ir::{ty, Attrs, Body, FuncBuilder, Function, Inst, Opcode, Type, Value};
use crate::memcpyopt;

/// Gives each written `byval` parameter of `f` its IR copy; returns how
/// many parameters were copied.
pub fn run_function(f: &mut Function) -> usize {
    let Some(body) = f.body.as_mut() else {
        return 0;
    };
    if !body.is_well_formed() {
        return 0;
    }
    let Some(entry) = body.entry() else {
        return 0;
    };
    let params = body.dfg.block_params(entry).to_vec();
    if params.len() != f.params.len() {
        return 0;
    }
    let uses = users(body);
    let mut copied = 0;
    for (k, &p) in params.iter().enumerate() {
        let Some(attrs) = f.param_attrs.get(k) else {
            continue;
        };
        let Some(elem) = attrs.byval else {
            continue;
        };
        let size = elem.store_size();
        if body.dfg.value_type(p) != Type::Ptr(0)
            || size == 0
            || size > memcpyopt::MAX_BYTES
            || only_read(body, p, &uses)
        {
            continue;
        }
        let mut users: Vec<Inst> = uses
            .get(&p)
            .map_or(Vec::new(), |u| u.iter().map(|&(i, _)| i).collect());
        users.sort_unstable();
        users.dedup();
        let align = u32::try_from(elem.abi_align())
            .unwrap_or(16)
            .max(attrs.align);
        let mut b = FuncBuilder::new(body);
        b.at(entry, 0);
        let one = b.iconst(ty::I32, 1);
        let slot = b.alloca(elem, one, align);
        let copy = b.cast(Opcode::AddrSpaceCast, slot, Type::Ptr(0));
        let len = b.iconst(ty::I64, u128::from(size));
        let volatile = b.iconst(ty::I1, 0);
        b.intrinsic("llvm.memcpy.p0.p0.i64", &[copy, p, len, volatile], None);
        body.dfg.replace_uses(&users, p, copy);
        copied += 1;
    }
    copied
}

/// Every instruction using each value, with the operand index
/// (`usize::MAX` for a branch argument).
pub fn users(body: &Body) -> FxHashMap<Value, Vec<(Inst, usize)>> {
    let dfg = &body.dfg;
    let mut uses: FxHashMap<Value, Vec<(Inst, usize)>> = FxHashMap::default();
    for i in body.all_insts() {
        for (k, &a) in dfg.inst_args(i).iter().enumerate() {
            uses.entry(a).or_default().push((i, k));
        }
        for s in &dfg.insts[i].succs {
            for &a in dfg.call_args(s) {
                uses.entry(a).or_default().push((i, usize::MAX));
            }
        }
    }
    uses
}

/// True when every value derived from `v` through `ptradd`s (as their
/// base), pointer bitcasts, `select`s and branch arguments is only read:
/// the address of a plain load, the source of a `memcpy` (so that the copy
/// this pass made is not copied again), or compared. Instruction selection
/// then reads the parameter in place (`ld.param`), through its generic
/// address (`cvta.param`, sm_70 and later), or, on older targets, makes
/// the copy itself; none of these needs the IR copy, which stays in local
/// memory when a `select` picks between it and another pointer.
pub fn only_read(body: &Body, v: Value, uses: &FxHashMap<Value, Vec<(Inst, usize)>>) -> bool {
    let dfg = &body.dfg;
    let mut seen = FxHashSet::default();
    let mut work = vec![v];
    while let Some(p) = work.pop() {
        if !seen.insert(p) {
            continue;
        }
        for &(i, k) in uses.get(&p).map_or(&[][..], |u| u.as_slice()) {
            match (dfg.insts[i].opcode, k, &dfg.insts[i].attrs) {
                (Opcode::Load, 0, Attrs::Mem(m)) if !m.volatile && m.ordering.is_none() => {}
                (Opcode::Intrinsic, 1, Attrs::Intrinsic(a)) if a.intr == Intr::MemCpy => {}
                (Opcode::ICmp, _, _) => {}
                (Opcode::PtrAdd | Opcode::Bitcast, 0, _) | (Opcode::Select, 1 | 2, _)
                    if dfg.value_type(p).as_vector().is_none() =>
                {
                    match dfg.inst_result(i) {
                        Some(r) => work.push(r),
                        None => return false,
                    }
                }
                (_, usize::MAX, _) => {
                    for s in &dfg.insts[i].succs {
                        let params = dfg.block_params(s.block);
                        for (j, &a) in dfg.call_args(s).iter().enumerate() {
                            if a == p {
                                match params.get(j) {
                                    Some(&bp) => work.push(bp),
                                    None => return false,
                                }
                            }
                        }
                    }
                }
                _ => return false,
            }
        }
    }
    true
}
