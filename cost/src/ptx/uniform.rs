//! Warp-uniform registers: PTX registers whose value is the same in every
//! thread of a warp, which ptxas (sm_75 and later) keeps in the uniform
//! register file (`UR0`-`UR62`, one copy per warp) instead of the per-thread
//! registers `ptxas -v` counts (docs/cost-model.md, "PTX input").
//!
//! A register is uniform when every definition is an operation the uniform
//! datapath executes (integer ALU: `UIADD3`, `UIMAD`, `ULOP3`, `USHF`,
//! `USEL`, `UISETP`, ...; `ULDC` for kernel parameters; `S2UR` for the
//! per-CTA special registers), all of whose register operands, guard
//! included, are uniform, and no definition lies in the region of a
//! divergent branch (one guarded by a non-uniform predicate) while the
//! register is live out of that branch: there different threads may see
//! different definitions (the join of an `if` on `%tid`, or the trip count
//! of a loop with a thread-dependent exit). Floating-point operations have
//! no uniform form on sm_80, so their results are never uniform (float
//! parameters and immediates are, as constant-bank operands).
//!
//! A uniform value stays in a uniform register only where every use reads
//! it there ([`uniform_registers`]): instructions on the uniform datapath,
//! branch conditions, shared-memory addresses and one `mov` into a
//! per-thread register. A value per-thread arithmetic, a global address or
//! a store reads is kept in per-thread registers like any other.

use ::ptx::{Operand, PBlock, PtxFunction, PtxInst, PtxOp, Qual, Reg};
use cranelift_entity::{EntityRef, SecondaryMap};

use super::{defs_uses, insts_of, PtxCfg, RegSet};
use crate::bitset::EntityBitSet;
use crate::opclass::OpClass;

/// Special registers with one value per CTA or grid (`%ctaid.x`,
/// `%nctaid.y`, `%ntid.z`): read with `S2UR`/`ULDC` into uniform registers.
fn uniform_special(name: &str) -> bool {
    matches!(
        name.trim_start_matches('%').split('.').next(),
        Some("ctaid" | "nctaid" | "ntid")
    )
}

/// True when the uniform datapath can compute `i`'s result from uniform
/// operands: kernel parameter loads, moves of immediates, symbols, uniform
/// special registers or registers, and integer / predicate ALU operations.
fn uniform_op(f: &PtxFunction, i: &PtxInst) -> bool {
    let float = i.op.types().iter().any(|t| t.is_float());
    match i.op.op() {
        // `ULDC` also reads the constant banks at a uniform address:
        // `ld.const` of a `__constant__` array (`ULDC.64 UR6, c[0x3][UR4]`).
        PtxOp::Ld => (f.is_entry && i.op.has(Qual::Param)) || i.op.has(Qual::Const),
        PtxOp::Mov => match i.operands.get(1) {
            Some(Operand::Special(s)) => uniform_special(&s.0),
            Some(
                Operand::Reg(_)
                | Operand::Imm(_)
                | Operand::F32(_)
                | Operand::F64(_)
                | Operand::Sym(_)
                | Operand::Vector(_),
            ) => true,
            _ => false,
        },
        // A select moves bits, whatever their type.
        PtxOp::Selp => true,
        PtxOp::Add
        | PtxOp::Sub
        | PtxOp::Mul
        | PtxOp::Mad
        | PtxOp::Mul24
        | PtxOp::Mad24
        | PtxOp::Sad
        | PtxOp::Shl
        | PtxOp::Shr
        | PtxOp::Shf
        | PtxOp::And
        | PtxOp::Or
        | PtxOp::Xor
        | PtxOp::Not
        | PtxOp::Cnot
        | PtxOp::Lop3
        | PtxOp::Neg
        | PtxOp::Min
        | PtxOp::Max
        | PtxOp::Abs
        | PtxOp::Setp
        | PtxOp::Cvt
        | PtxOp::Cvta
        | PtxOp::Bfe
        | PtxOp::Bfi
        | PtxOp::Popc
        | PtxOp::Clz
        | PtxOp::Brev
        | PtxOp::Prmt => !float,
        _ => false,
    }
}

/// For each block, the blocks that strictly post-dominate it (every path
/// from it to a function exit passes them). Blocks with no path to an exit
/// get every block.
pub fn strict_post_dominators(
    f: &PtxFunction,
    cfg: &PtxCfg,
) -> SecondaryMap<PBlock, EntityBitSet<PBlock>> {
    let cap = f.blocks.len();
    let mut all = EntityBitSet::with_capacity(cap);
    for &b in &f.layout {
        all.insert(b);
    }
    let mut pdom: SecondaryMap<PBlock, EntityBitSet<PBlock>> = SecondaryMap::new();
    for &b in &f.layout {
        pdom[b] = if cfg.succs[b].is_empty() {
            let mut s = EntityBitSet::with_capacity(cap);
            s.insert(b);
            s
        } else {
            all.clone()
        };
    }
    loop {
        let mut changed = false;
        for &b in f.layout.iter().rev() {
            if cfg.succs[b].is_empty() {
                continue;
            }
            let mut s = all.clone();
            for &x in &cfg.succs[b] {
                s.intersect_with(&pdom[x]);
            }
            s.insert(b);
            if s.len() != pdom[b].len() {
                pdom[b] = s;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    for &b in &f.layout {
        pdom[b].remove(b);
    }
    pdom
}

/// The registers of `f` ptxas keeps in uniform registers: the
/// [`warp_uniform`] ones every use of which can read a uniform register
/// (see the module documentation); `live_out` is the liveness of `f` over
/// `cfg`.
pub fn uniform_registers(
    f: &PtxFunction,
    cfg: &PtxCfg,
    live_out: &SecondaryMap<PBlock, RegSet>,
) -> SecondaryMap<Reg, bool> {
    place_uniform(f, warp_uniform(f, cfg, live_out))
}

/// The registers of `f` whose value is the same in every thread of a warp
/// (see the module documentation), wherever ptxas keeps them; `live_out` is
/// the liveness of `f` over `cfg`.
pub fn warp_uniform(
    f: &PtxFunction,
    cfg: &PtxCfg,
    live_out: &SecondaryMap<PBlock, RegSet>,
) -> SecondaryMap<Reg, bool> {
    let n = f.regs.len();
    let valid = |r: &Reg| r.index() < n;
    let mut uni: SecondaryMap<Reg, bool> = SecondaryMap::with_capacity(n);
    // Per block: its instructions' (uniform op, defs, uses), and whether
    // it ends in a conditional branch and on which predicate.
    let mut insts: Vec<(PBlock, bool, Vec<Reg>, Vec<Reg>)> = Vec::new();
    let mut branch: Vec<(PBlock, Reg)> = Vec::new();
    let mut defined_in: SecondaryMap<Reg, Vec<PBlock>> = SecondaryMap::with_capacity(n);
    for &b in &f.layout {
        for i in insts_of(f, b) {
            let (defs, uses, _) = defs_uses(i);
            let defs: Vec<Reg> = defs.into_iter().filter(valid).collect();
            for &d in &defs {
                uni[d] = true;
                if !defined_in[d].contains(&b) {
                    defined_in[d].push(b);
                }
            }
            if i.op.op() == PtxOp::Bra && !i.op.has(Qual::Uni) {
                if let Some((g, _)) = i.guard.filter(|(g, _)| valid(g)) {
                    branch.push((b, g));
                }
            }
            insts.push((b, uniform_op(f, i), defs, uses));
        }
    }
    let pdom = strict_post_dominators(f, cfg);
    // The region of a divergent branch in `b`: blocks reachable from its
    // successors before a post-dominator of `b`, where threads that took
    // different sides have not yet reconverged.
    let region = |b: PBlock| {
        let mut seen = EntityBitSet::with_capacity(f.blocks.len());
        let mut work: Vec<PBlock> = cfg.succs[b].clone();
        while let Some(x) = work.pop() {
            if pdom[b].contains(x) || !seen.insert(x) {
                continue;
            }
            work.extend(cfg.succs[x].iter().copied());
        }
        seen
    };
    let regions: Vec<(PBlock, Reg, EntityBitSet<PBlock>)> =
        branch.iter().map(|&(b, g)| (b, g, region(b))).collect();
    loop {
        let mut changed = false;
        for (_, ok, defs, uses) in &insts {
            let uniform = *ok && uses.iter().all(|u| valid(u) && uni[*u]);
            if !uniform {
                for &d in defs {
                    changed |= std::mem::replace(&mut uni[d], false);
                }
            }
        }
        for (b, g, reg) in &regions {
            if uni[*g] {
                continue;
            }
            for r in live_out[*b].iter() {
                if uni[r] && defined_in[r].iter().any(|&d| reg.contains(d)) {
                    uni[r] = false;
                    changed = true;
                }
            }
        }
        if !changed {
            return uni;
        }
    }
}

/// The [`warp_uniform`] registers `uni` of `f` that stay in uniform
/// registers.
fn place_uniform(f: &PtxFunction, uni: SecondaryMap<Reg, bool>) -> SecondaryMap<Reg, bool> {
    let n = f.regs.len();
    let valid = |r: &Reg| r.index() < n;
    // Where the uniform values live. SASS runs an instruction on the
    // uniform datapath only when every register operand is a uniform
    // register (or a constant-bank parameter), and ptxas keeps a uniform
    // value in a uniform register only when every use can read it there:
    // an instruction that itself stays on the uniform datapath, a branch
    // condition, the address of a shared-memory access (`LDS R0, [UR4]`),
    // or a `mov` (the one copy into a per-thread register, `MOV R8, UR4`).
    // A uniform value a per-thread instruction reads (an operand of per-
    // thread arithmetic, a global address, stored data, a shuffle operand)
    // is computed and kept in per-thread registers instead; that in turn
    // moves the instructions it reads from off the uniform datapath, so the
    // demotion runs both ways to a fixpoint.
    let remat = super::remat_registers(f);
    // A value `ULDC` loads from a constant bank is read in place by the
    // per-thread instructions that use it, as a constant-bank operand
    // would be (fir_filter's `FFMA R7, R7, UR6, R4` on a tap `ld.const`
    // loads at a uniform address).
    let mut from_bank: SecondaryMap<Reg, bool> = SecondaryMap::with_capacity(n);
    for &b in &f.layout {
        for i in insts_of(f, b) {
            if i.op.op() == PtxOp::Ld && i.op.has(Qual::Const) {
                for d in defs_uses(i).0.into_iter().filter(valid) {
                    from_bank[d] = true;
                }
            }
        }
    }
    let mut in_ur = uni;
    loop {
        let mut changed = false;
        for &b in &f.layout {
            for i in insts_of(f, b) {
                let (defs, uses, _) = defs_uses(i);
                let held = |r: &Reg| valid(r) && in_ur[*r];
                if !defs.is_empty() && defs.iter().all(held) {
                    // On the uniform datapath: its operands must be there too.
                    if uses.iter().any(|u| valid(u) && !in_ur[*u] && !remat[*u]) {
                        for &d in &defs {
                            in_ur[d] = false;
                        }
                        changed = true;
                    }
                    continue;
                }
                let class = super::ptx_inst_class(i);
                let shared = i.op.has(Qual::Shared)
                    || matches!(class, OpClass::LoadShared | OpClass::StoreShared);
                let read: Vec<Reg> = uses.iter().copied().filter(held).collect();
                for r in read {
                    let address = shared
                        && i.operands.iter().any(
                            |o| matches!(o, Operand::Addr(::ptx::AddrBase::Reg(x), _) if *x == r),
                        )
                        && !i
                            .operands
                            .iter()
                            .any(|o| matches!(o, Operand::Reg(x) if *x == r));
                    let copy = i.op.op() == PtxOp::Mov
                        && matches!(i.operands.get(1), Some(Operand::Reg(x)) if *x == r);
                    if !(address || copy || from_bank[r] || class == OpClass::Branch) {
                        in_ur[r] = false;
                        changed = true;
                    }
                }
            }
        }
        if !changed {
            break;
        }
    }
    in_ur
}
