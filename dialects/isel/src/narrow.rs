//! Narrowing 64-bit integer registers of which every reader wants only the
//! low 32 bits: shared-space addresses and values truncated to 32 bits.
//!
//! Why: warpsat's pointers are 64 bits in every address space, but a
//! `.shared` address is a 32-bit offset (PTX ISA, "Addresses as Operands":
//! a shared access takes a 32-bit register in 64-bit mode too, which is
//! what LLVM writes for `p3:32` data layouts). Triton's IR computes its
//! shared addresses as pointers and hands them to `"r"` asm operands, so
//! selection leaves `cvt.u32.u64` of 64-bit values that stay live across
//! the loop: on Triton's matmul tutorial that is 96 64-bit registers where
//! LLVM keeps 96 32-bit ones, enough for ptxas to give up and spill.
//!
//! The low 32 bits of `add`, `sub`, `mul.lo`, `mad.lo`, `shl`, `and`,
//! `or`, `xor`, `not`, `neg`, `selp` and `mov` depend only on the low 32
//! bits of their operands, and those of `mul.wide`/`mad.wide`, and of a
//! widening `cvt`, are the 32-bit operation's result. So a register whose
//! every definition is one of those and whose every reader is a 32-bit
//! truncation, a `.shared` address, or another such definition (of a
//! register narrowed too) is computed in 32 bits instead. A 64-bit operand
//! defined otherwise (a parameter load, say) is truncated once, right
//! after its only definition.

use cranelift_entity::{EntityRef, SecondaryMap};
use rustc_hash::{FxHashMap, FxHashSet};

use ptx::analysis::{defs_uses, dest_operands, rename_reads, writes_first_operand, PtxCfg};
use ptx::module::{AddrBase, Mnemonic, Operand, PBlock, PtxFunction, PtxInst, Reg, Stmt};
use ptx::{PtxOp, PtxType};

use crate::remat_block::pull::fresh_reg_named;

/// Narrows what can be narrowed in `f`; `shared` names the `.shared`
/// variables (their address fits a 32-bit `mov`). Returns how many
/// registers became 32-bit.
pub fn narrow_low_halves(f: &mut PtxFunction, shared: &FxHashSet<String>) -> usize {
    let n = f.regs.len();
    let wide = |f: &PtxFunction, r: Reg| {
        r.index() < n && matches!(f.regs[r].ty, PtxType::U64 | PtxType::S64 | PtxType::B64)
    };
    // Candidates: every definition narrowable. Readers, per register.
    let mut cand: SecondaryMap<Reg, bool> = SecondaryMap::with_capacity(n);
    let mut ndefs: SecondaryMap<Reg, u32> = SecondaryMap::with_capacity(n);
    let mut guarded_def: SecondaryMap<Reg, bool> = SecondaryMap::with_capacity(n);
    let mut reads: Vec<(Reg, Reader)> = Vec::new();
    let mut sources: Vec<(Reg, Reg)> = Vec::new(); // (narrowed dest, 64-bit operand)
    for (_, i) in f.insts() {
        let (defs, _, guarded) = defs_uses(i);
        // A value operand in another register class (`mov.b64 %rd, %fd`)
        // has no 32-bit integer form to read.
        let rule = narrowed(i, shared).filter(|r| {
            r.values
                .iter()
                .all(|&k| !matches!(i.operands[k], Operand::Reg(x) if !wide(f, x)))
        });
        for d in defs.into_iter().filter(|&d| wide(f, d)) {
            if ndefs[d] == 0 {
                cand[d] = true;
            }
            ndefs[d] += 1;
            guarded_def[d] |= guarded;
            let direct = matches!(i.operands.first(), Some(Operand::Reg(x)) if *x == d);
            if rule.is_none() || !direct {
                cand[d] = false;
            }
        }
        let skip = dest_operands(i);
        for (pos, o) in i.operands.iter().enumerate().skip(skip) {
            let mut regs = Vec::new();
            ptx::analysis::operand_regs(o, &mut regs);
            for r in regs.into_iter().filter(|&r| wide(f, r)) {
                let reader = reader_kind(i, pos, o, r, rule.as_ref());
                if let (Reader::Via(d), true) = (reader, rule.is_some()) {
                    sources.push((d, r));
                }
                reads.push((r, reader));
            }
        }
    }
    let root_ok = |r: Reg, ndefs: &SecondaryMap<Reg, u32>, g: &SecondaryMap<Reg, bool>| {
        ndefs[r] == 1 && !g[r]
    };
    // Only registers on the way to a truncation are narrowed: a web read
    // only as `.shared` addresses is what libNVVM writes too, and ptxas
    // allocated such webs better in 64 bits on some corpus kernels
    // (sgemm_reg4x4, sm_90: 40 -> 42 registers).
    loop {
        shrink(&mut cand, &reads, &sources, |s| {
            root_ok(s, &ndefs, &guarded_def)
        });
        let mut useful: SecondaryMap<Reg, bool> = SecondaryMap::with_capacity(n);
        for &(r, k) in &reads {
            if k == Reader::Trunc && cand[r] {
                useful[r] = true;
            }
        }
        loop {
            let mut grew = false;
            for &(d, s) in &sources {
                if useful[d] && cand[s] && !useful[s] {
                    useful[s] = true;
                    grew = true;
                }
            }
            if !grew {
                break;
            }
        }
        let mut dropped = false;
        for r in (0..n).map(Reg::new) {
            if cand[r] && !useful[r] {
                cand[r] = false;
                dropped = true;
            }
        }
        if !dropped {
            break;
        }
    }
    let narrowed_regs: Vec<Reg> = (0..n).map(Reg::new).filter(|&r| cand[r]).collect();
    if narrowed_regs.is_empty() {
        return 0;
    }
    let mut next = FxHashMap::default();
    let mut to32: SecondaryMap<Reg, Option<Reg>> = SecondaryMap::with_capacity(n);
    for &r in &narrowed_regs {
        to32[r] = Some(fresh_reg_named(f, PtxType::B32, "r", &mut next));
    }
    // Roots: 64-bit operands of narrowed definitions, truncated once.
    let mut roots: Vec<Reg> = sources
        .iter()
        .filter(|&&(d, s)| cand[d] && !cand[s])
        .map(|&(_, s)| s)
        .collect();
    roots.sort_unstable();
    roots.dedup();
    for &s in &roots {
        to32[s] = Some(fresh_reg_named(f, PtxType::B32, "r", &mut next));
    }
    // The copies narrowing leaves: (copy, source).
    let mut copies: Vec<(Reg, Reg)> = Vec::new();
    for b in f.layout.clone() {
        let stmts = std::mem::take(&mut f.blocks[b].stmts);
        let mut out = Vec::with_capacity(stmts.len());
        for st in stmts {
            let Stmt::Inst(mut i) = st else {
                out.push(st);
                continue;
            };
            let dest = match i.operands.first() {
                Some(Operand::Reg(d)) if writes_first_operand(&i) => Some(*d),
                _ => None,
            };
            // A root's truncation follows its definition, whatever the
            // definition's shape (`ld.v2.u64 {%rd1, %rd2}` defines two).
            let extra: Vec<PtxInst> = defs_uses(&i)
                .0
                .into_iter()
                .filter(|d| roots.binary_search(d).is_ok())
                .map(|d| {
                    let t = to32[d].expect("root register");
                    inst("cvt.u32.u64", vec![Operand::Reg(t), Operand::Reg(d)])
                })
                .collect();
            if let Some(d) = dest {
                if cand.get(d).copied().unwrap_or(false) {
                    rewrite_def(&mut i, &to32, shared);
                    if let (None, [Operand::Reg(d), Operand::Reg(s)]) =
                        (i.guard, i.operands.as_slice())
                    {
                        if i.op.op() == PtxOp::Mov {
                            copies.push((*d, *s));
                        }
                    }
                }
            }
            if let Some(t) = rewrite_reads(&mut i, &cand, &to32) {
                copies.push(t);
            }
            out.push(Stmt::Inst(i));
            out.extend(extra.into_iter().map(Stmt::Inst));
        }
        f.blocks[b].stmts = out;
    }
    alias_copies(f, &copies);
    narrowed_regs.len()
}

/// Removes candidates read in full, or defined from a 64-bit value that
/// is neither a candidate nor `root_ok`, until none is left to remove.
fn shrink(
    cand: &mut SecondaryMap<Reg, bool>,
    reads: &[(Reg, Reader)],
    sources: &[(Reg, Reg)],
    root_ok: impl Fn(Reg) -> bool,
) {
    loop {
        let mut changed = false;
        for &(r, k) in reads {
            let keep = match k {
                Reader::Trunc | Reader::Shared => true,
                Reader::Via(d) => cand[d],
                Reader::Full => false,
            };
            if cand[r] && !keep {
                cand[r] = false;
                changed = true;
            }
        }
        for &(d, s) in sources {
            if cand[d] && !cand[s] && !root_ok(s) {
                cand[d] = false;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
}

/// How an instruction reads a 64-bit register.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reader {
    /// Only its low 32 bits: a truncation to 32 bits or fewer.
    Trunc,
    /// Only its low 32 bits: a `.shared` address.
    Shared,
    /// Only its low 32 bits, if the destination is narrowed too.
    Via(Reg),
    /// All of it.
    Full,
}

/// The narrowed form of a definition: its mnemonic and the operand
/// positions that read 64-bit values (to be read narrowed).
struct Narrowed {
    words: Vec<String>,
    values: Vec<usize>,
}

fn narrow_ty(t: &str) -> Option<&'static str> {
    match t {
        "u64" => Some("u32"),
        "s64" => Some("s32"),
        "b64" => Some("b32"),
        _ => None,
    }
}

/// Whether `i` defines a 64-bit register by an operation whose low half
/// is a 32-bit operation of its operands' low halves, and that form.
fn narrowed(i: &PtxInst, shared: &FxHashSet<String>) -> Option<Narrowed> {
    if i.is_directive() || !matches!(i.operands.first(), Some(Operand::Reg(_))) {
        return None;
    }
    let w: Vec<&str> = i.op.words().iter().map(String::as_str).collect();
    let plain = |v: &[usize]| {
        v.iter()
            .all(|&k| matches!(i.operands.get(k), Some(Operand::Reg(_) | Operand::Imm(_))))
    };
    let mk = |words: &[&str], values: Vec<usize>| {
        plain(&values).then(|| Narrowed {
            words: words.iter().map(|s| s.to_string()).collect(),
            values,
        })
    };
    match w.as_slice() {
        [op @ ("add" | "sub"), t] => mk(&[op, narrow_ty(t)?], vec![1, 2]),
        [op @ ("and" | "or" | "xor"), "b64"] => mk(&[op, "b32"], vec![1, 2]),
        ["not", "b64"] => mk(&["not", "b32"], vec![1]),
        ["neg", "s64"] => mk(&["neg", "s32"], vec![1]),
        ["shl", "b64"] => mk(&["shl", "b32"], vec![1]),
        ["mul", "lo", t] => mk(&["mul", "lo", narrow_ty(t)?], vec![1, 2]),
        ["mad", "lo", t] => mk(&["mad", "lo", narrow_ty(t)?], vec![1, 2, 3]),
        ["mul", "wide", t @ ("s32" | "u32")] => mk(&["mul", "lo", t], vec![]),
        ["mad", "wide", t @ ("s32" | "u32")] => mk(&["mad", "lo", t], vec![3]),
        ["selp", t] => mk(&["selp", narrow_ty(t)?], vec![1, 2]),
        ["mov", t] => {
            let t = narrow_ty(t)?;
            match i.operands.get(1) {
                Some(Operand::Sym(s)) if shared.contains(s) => mk(&["mov", t], vec![]),
                Some(Operand::Reg(_) | Operand::Imm(_)) => mk(&["mov", t], vec![1]),
                _ => None,
            }
        }
        // A widening conversion's low half is its source (extended to 32
        // bits when narrower).
        ["cvt", d @ ("u64" | "s64"), s] => match *s {
            "u32" | "s32" | "b32" => mk(&["mov", "b32"], vec![]),
            "u16" | "s16" | "u8" | "s8" => mk(&["cvt", narrow_ty(d)?, s], vec![]),
            _ => None,
        },
        _ => None,
    }
}

/// Whether `i` is an access of the `.shared` state space (of the running
/// CTA) with a single address operand.
fn shared_access(i: &PtxInst) -> bool {
    let w = i.op.words();
    matches!(
        i.op.op(),
        PtxOp::Ld | PtxOp::St | PtxOp::Atom | PtxOp::Red | PtxOp::Ldmatrix | PtxOp::Stmatrix
    ) && w.iter().any(|x| x == "shared" || x == "shared::cta")
        && !w.iter().any(|x| {
            matches!(
                x.as_str(),
                "global" | "local" | "param" | "const" | "shared::cluster" | "cluster"
            )
        })
}

fn reader_kind(i: &PtxInst, pos: usize, o: &Operand, r: Reg, rule: Option<&Narrowed>) -> Reader {
    if let Operand::Addr(AddrBase::Reg(a), _) = o {
        return if *a == r && shared_access(i) {
            Reader::Shared
        } else {
            Reader::Full
        };
    }
    if !matches!(o, Operand::Reg(_)) {
        return Reader::Full;
    }
    if let (Some(rule), Some(Operand::Reg(d))) = (rule, i.operands.first()) {
        if rule.values.contains(&pos) {
            return Reader::Via(*d);
        }
    }
    let w: Vec<&str> = i.op.words().iter().map(String::as_str).collect();
    match w.as_slice() {
        ["cvt", "u32" | "s32" | "u16" | "s16" | "u8" | "s8", "u64" | "s64"] if pos == 1 => {
            Reader::Trunc
        }
        _ => Reader::Full,
    }
}

fn inst(op: &str, operands: Vec<Operand>) -> PtxInst {
    PtxInst {
        guard: None,
        op: Mnemonic::parse(op),
        operands,
    }
}

fn rewrite_def(i: &mut PtxInst, to32: &SecondaryMap<Reg, Option<Reg>>, shared: &FxHashSet<String>) {
    let rule = narrowed(i, shared).expect("a candidate's definitions narrow");
    let signed = rule.words.last().is_some_and(|t| t.starts_with('s'));
    for &k in &rule.values {
        match &mut i.operands[k] {
            Operand::Reg(s) => *s = to32[*s].expect("narrowed or truncated operand"),
            Operand::Imm(v) => {
                *v = if signed {
                    i64::from(*v as i32)
                } else {
                    i64::from(*v as u32)
                }
            }
            _ => unreachable!("narrowed() admits registers and immediates"),
        }
    }
    if let Operand::Reg(d) = &mut i.operands[0] {
        *d = to32[*d].expect("candidate");
    }
    i.op = Mnemonic::new(rule.words);
}

/// Points the low-half readers of narrowed registers at the 32-bit ones;
/// a truncation to 32 bits becomes a copy, returned as (copy, source).
fn rewrite_reads(
    i: &mut PtxInst,
    cand: &SecondaryMap<Reg, bool>,
    to32: &SecondaryMap<Reg, Option<Reg>>,
) -> Option<(Reg, Reg)> {
    let is = |r: &Reg| cand.get(*r).copied().unwrap_or(false);
    let skip = dest_operands(i);
    let shared = shared_access(i);
    for o in &mut i.operands[skip..] {
        if let Operand::Addr(AddrBase::Reg(a), _) = o {
            if shared && is(a) {
                *a = to32[*a].expect("candidate");
            }
        }
    }
    let w: Vec<String> = i.op.words().to_vec();
    if w.len() == 3 && w[0] == "cvt" && (w[2] == "u64" || w[2] == "s64") {
        if let [Operand::Reg(d), Operand::Reg(s)] = i.operands.as_slice() {
            if is(s) {
                let (d, s32) = (*d, to32[*s].expect("candidate"));
                i.operands[1] = Operand::Reg(s32);
                if matches!(w[1].as_str(), "u32" | "s32") {
                    i.op = Mnemonic::parse("mov.b32");
                    return (i.guard.is_none()).then_some((d, s32));
                }
                i.op = Mnemonic::new(vec!["cvt".into(), w[1].clone(), "u32".into()]);
            }
        }
    }
    None
}

/// Reads a copy's source where the copy was read, when both are written
/// once and the copy's block cannot reach the source's definition again
/// (so the source still holds the copied value at every reader).
fn alias_copies(f: &mut PtxFunction, copies: &[(Reg, Reg)]) {
    if copies.is_empty() {
        return;
    }
    let n = f.regs.len();
    let mut defs: SecondaryMap<Reg, u32> = SecondaryMap::with_capacity(n);
    let mut def_block: SecondaryMap<Reg, Option<PBlock>> = SecondaryMap::with_capacity(n);
    for (b, i) in f.insts() {
        for d in defs_uses(i).0 {
            defs[d] += 1;
            def_block[d] = Some(b);
        }
    }
    let cfg = PtxCfg::new(f);
    let mut reach: FxHashMap<PBlock, FxHashSet<PBlock>> = FxHashMap::default();
    let mut alias: SecondaryMap<Reg, Option<Reg>> = SecondaryMap::with_capacity(n);
    for &(d, s) in copies {
        let (Some(bd), Some(bs)) = (def_block[d], def_block[s]) else {
            continue;
        };
        if defs[d] != 1 || defs[s] != 1 || f.regs[d].ty.reg_class() != f.regs[s].ty.reg_class() {
            continue;
        }
        let from = reach.entry(bd).or_insert_with(|| reachable_after(&cfg, bd));
        if !from.contains(&bs) {
            alias[d] = Some(s);
        }
    }
    // Chains of copies resolve to their first source.
    for &(d, _) in copies {
        let mut s = alias[d];
        let mut steps = 0;
        while let Some(x) = s.and_then(|x| alias[x]) {
            s = Some(x);
            steps += 1;
            if steps > copies.len() {
                break;
            }
        }
        if alias[d].is_some() {
            alias[d] = s;
        }
    }
    let map = |r: Reg| alias.get(r).copied().flatten();
    for &b in &f.layout.clone() {
        f.blocks[b].stmts.retain(|st| match st {
            Stmt::Inst(i) => !matches!(
                i.operands.as_slice(),
                [Operand::Reg(d), Operand::Reg(_)] if i.op.op() == PtxOp::Mov && map(*d).is_some()
            ),
            _ => true,
        });
        for st in &mut f.blocks[b].stmts {
            if let Stmt::Inst(i) = st {
                rename_reads(i, &map);
            }
        }
    }
}

/// The blocks reachable from the end of `b` (`b` itself only through a
/// cycle).
fn reachable_after(cfg: &PtxCfg, b: PBlock) -> FxHashSet<PBlock> {
    let mut seen = FxHashSet::default();
    let mut work: Vec<PBlock> = cfg.succs[b].clone();
    while let Some(x) = work.pop() {
        if seen.insert(x) {
            work.extend(cfg.succs[x].iter().copied());
        }
    }
    seen
}

#[cfg(test)]
mod tests;
